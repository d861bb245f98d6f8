; ModuleID = 'src/zstd/lib/compress/huf_compress.c'
source_filename = "src/zstd/lib/compress/huf_compress.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.HUF_CTableHeader = type { i8, i8, [6 x i8] }
%struct.HUF_WriteCTableWksp = type { %struct.HUF_CompressWeightsWksp, [13 x i8], [255 x i8] }
%struct.HUF_CompressWeightsWksp = type { [59 x i32], [41 x i32], [13 x i32], [13 x i16] }
%struct.HUF_buildCTable_wksp_tables = type { [512 x %struct.nodeElt_s], [192 x %struct.rankPos] }
%struct.nodeElt_s = type { i32, i16, i8, i8 }
%struct.rankPos = type { i16, i16 }
%struct.HUF_compress_tables_t = type { [256 x i32], [257 x i64], %union.anon }
%union.anon = type { %struct.HUF_buildCTable_wksp_tables }
%struct.HUF_CStream_t = type { [2 x i64], [2 x i64], ptr, ptr, ptr }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @HUF_readCTableHeader(ptr noundef %0) #0 {
  %2 = alloca %struct.HUF_CTableHeader, align 1
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 8 %4, i64 8, i1 false)
  %5 = load i64, ptr %2, align 1
  ret i64 %5
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @HUF_writeCTable_wksp(ptr noundef %0, i64 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, i64 noundef %6) #0 {
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca i64, align 8
  store ptr %0, ptr %9, align 8
  store i64 %1, ptr %10, align 8
  store ptr %2, ptr %11, align 8
  store i32 %3, ptr %12, align 4
  store i32 %4, ptr %13, align 4
  store ptr %5, ptr %14, align 8
  store i64 %6, ptr %15, align 8
  %21 = load ptr, ptr %11, align 8
  %22 = getelementptr inbounds i64, ptr %21, i64 1
  store ptr %22, ptr %16, align 8
  %23 = load ptr, ptr %9, align 8
  store ptr %23, ptr %17, align 8
  %24 = load ptr, ptr %14, align 8
  %25 = call ptr @HUF_alignUpWorkspace(ptr noundef %24, ptr noundef %15, i64 noundef 4)
  store ptr %25, ptr %19, align 8
  %26 = load i64, ptr %15, align 8
  %27 = icmp ult i64 %26, 748
  br i1 %27, label %28, label %29

28:                                               ; preds = %7
  store i64 -1, ptr %8, align 8
  br label %186

29:                                               ; preds = %7
  %30 = load i32, ptr %12, align 4
  %31 = icmp ugt i32 %30, 255
  br i1 %31, label %32, label %33

32:                                               ; preds = %29
  store i64 -46, ptr %8, align 8
  br label %186

33:                                               ; preds = %29
  %34 = load ptr, ptr %19, align 8
  %35 = getelementptr inbounds %struct.HUF_WriteCTableWksp, ptr %34, i32 0, i32 1
  %36 = getelementptr inbounds [13 x i8], ptr %35, i64 0, i64 0
  store i8 0, ptr %36, align 4
  store i32 1, ptr %18, align 4
  br label %37

37:                                               ; preds = %53, %33
  %38 = load i32, ptr %18, align 4
  %39 = load i32, ptr %13, align 4
  %40 = add i32 %39, 1
  %41 = icmp ult i32 %38, %40
  br i1 %41, label %42, label %56

42:                                               ; preds = %37
  %43 = load i32, ptr %13, align 4
  %44 = add i32 %43, 1
  %45 = load i32, ptr %18, align 4
  %46 = sub i32 %44, %45
  %47 = trunc i32 %46 to i8
  %48 = load ptr, ptr %19, align 8
  %49 = getelementptr inbounds %struct.HUF_WriteCTableWksp, ptr %48, i32 0, i32 1
  %50 = load i32, ptr %18, align 4
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds [13 x i8], ptr %49, i64 0, i64 %51
  store i8 %47, ptr %52, align 1
  br label %53

53:                                               ; preds = %42
  %54 = load i32, ptr %18, align 4
  %55 = add i32 %54, 1
  store i32 %55, ptr %18, align 4
  br label %37, !llvm.loop !6

56:                                               ; preds = %37
  store i32 0, ptr %18, align 4
  br label %57

57:                                               ; preds = %77, %56
  %58 = load i32, ptr %18, align 4
  %59 = load i32, ptr %12, align 4
  %60 = icmp ult i32 %58, %59
  br i1 %60, label %61, label %80

61:                                               ; preds = %57
  %62 = load ptr, ptr %19, align 8
  %63 = getelementptr inbounds %struct.HUF_WriteCTableWksp, ptr %62, i32 0, i32 1
  %64 = load ptr, ptr %16, align 8
  %65 = load i32, ptr %18, align 4
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds i64, ptr %64, i64 %66
  %68 = load i64, ptr %67, align 8
  %69 = call i64 @HUF_getNbBits(i64 noundef %68)
  %70 = getelementptr inbounds [13 x i8], ptr %63, i64 0, i64 %69
  %71 = load i8, ptr %70, align 1
  %72 = load ptr, ptr %19, align 8
  %73 = getelementptr inbounds %struct.HUF_WriteCTableWksp, ptr %72, i32 0, i32 2
  %74 = load i32, ptr %18, align 4
  %75 = zext i32 %74 to i64
  %76 = getelementptr inbounds [255 x i8], ptr %73, i64 0, i64 %75
  store i8 %71, ptr %76, align 1
  br label %77

77:                                               ; preds = %61
  %78 = load i32, ptr %18, align 4
  %79 = add i32 %78, 1
  store i32 %79, ptr %18, align 4
  br label %57, !llvm.loop !8

80:                                               ; preds = %57
  %81 = load i64, ptr %10, align 8
  %82 = icmp ult i64 %81, 1
  br i1 %82, label %83, label %84

83:                                               ; preds = %80
  store i64 -70, ptr %8, align 8
  br label %186

84:                                               ; preds = %80
  %85 = load ptr, ptr %17, align 8
  %86 = getelementptr inbounds i8, ptr %85, i64 1
  %87 = load i64, ptr %10, align 8
  %88 = sub i64 %87, 1
  %89 = load ptr, ptr %19, align 8
  %90 = getelementptr inbounds %struct.HUF_WriteCTableWksp, ptr %89, i32 0, i32 2
  %91 = getelementptr inbounds [255 x i8], ptr %90, i64 0, i64 0
  %92 = load i32, ptr %12, align 4
  %93 = zext i32 %92 to i64
  %94 = load ptr, ptr %19, align 8
  %95 = getelementptr inbounds %struct.HUF_WriteCTableWksp, ptr %94, i32 0, i32 0
  %96 = call i64 @HUF_compressWeights(ptr noundef %86, i64 noundef %88, ptr noundef %91, i64 noundef %93, ptr noundef %95, i64 noundef 480)
  store i64 %96, ptr %20, align 8
  br label %97

97:                                               ; preds = %84
  %98 = load i64, ptr %20, align 8
  %99 = call i32 @ERR_isError(i64 noundef %98)
  %100 = icmp ne i32 %99, 0
  br i1 %100, label %101, label %103

101:                                              ; preds = %97
  %102 = load i64, ptr %20, align 8
  store i64 %102, ptr %8, align 8
  br label %186

103:                                              ; preds = %97
  br label %104

104:                                              ; preds = %103
  %105 = load i64, ptr %20, align 8
  %106 = icmp ugt i64 %105, 1
  %107 = zext i1 %106 to i32
  %108 = load i64, ptr %20, align 8
  %109 = load i32, ptr %12, align 4
  %110 = udiv i32 %109, 2
  %111 = zext i32 %110 to i64
  %112 = icmp ult i64 %108, %111
  %113 = zext i1 %112 to i32
  %114 = and i32 %107, %113
  %115 = icmp ne i32 %114, 0
  br i1 %115, label %116, label %123

116:                                              ; preds = %104
  %117 = load i64, ptr %20, align 8
  %118 = trunc i64 %117 to i8
  %119 = load ptr, ptr %17, align 8
  %120 = getelementptr inbounds i8, ptr %119, i64 0
  store i8 %118, ptr %120, align 1
  %121 = load i64, ptr %20, align 8
  %122 = add i64 %121, 1
  store i64 %122, ptr %8, align 8
  br label %186

123:                                              ; preds = %104
  %124 = load i32, ptr %12, align 4
  %125 = icmp ugt i32 %124, 128
  br i1 %125, label %126, label %127

126:                                              ; preds = %123
  store i64 -1, ptr %8, align 8
  br label %186

127:                                              ; preds = %123
  %128 = load i32, ptr %12, align 4
  %129 = add i32 %128, 1
  %130 = udiv i32 %129, 2
  %131 = add i32 %130, 1
  %132 = zext i32 %131 to i64
  %133 = load i64, ptr %10, align 8
  %134 = icmp ugt i64 %132, %133
  br i1 %134, label %135, label %136

135:                                              ; preds = %127
  store i64 -70, ptr %8, align 8
  br label %186

136:                                              ; preds = %127
  %137 = load i32, ptr %12, align 4
  %138 = sub i32 %137, 1
  %139 = add i32 128, %138
  %140 = trunc i32 %139 to i8
  %141 = load ptr, ptr %17, align 8
  %142 = getelementptr inbounds i8, ptr %141, i64 0
  store i8 %140, ptr %142, align 1
  %143 = load ptr, ptr %19, align 8
  %144 = getelementptr inbounds %struct.HUF_WriteCTableWksp, ptr %143, i32 0, i32 2
  %145 = load i32, ptr %12, align 4
  %146 = zext i32 %145 to i64
  %147 = getelementptr inbounds [255 x i8], ptr %144, i64 0, i64 %146
  store i8 0, ptr %147, align 1
  store i32 0, ptr %18, align 4
  br label %148

148:                                              ; preds = %177, %136
  %149 = load i32, ptr %18, align 4
  %150 = load i32, ptr %12, align 4
  %151 = icmp ult i32 %149, %150
  br i1 %151, label %152, label %180

152:                                              ; preds = %148
  %153 = load ptr, ptr %19, align 8
  %154 = getelementptr inbounds %struct.HUF_WriteCTableWksp, ptr %153, i32 0, i32 2
  %155 = load i32, ptr %18, align 4
  %156 = zext i32 %155 to i64
  %157 = getelementptr inbounds [255 x i8], ptr %154, i64 0, i64 %156
  %158 = load i8, ptr %157, align 1
  %159 = zext i8 %158 to i32
  %160 = shl i32 %159, 4
  %161 = load ptr, ptr %19, align 8
  %162 = getelementptr inbounds %struct.HUF_WriteCTableWksp, ptr %161, i32 0, i32 2
  %163 = load i32, ptr %18, align 4
  %164 = add i32 %163, 1
  %165 = zext i32 %164 to i64
  %166 = getelementptr inbounds [255 x i8], ptr %162, i64 0, i64 %165
  %167 = load i8, ptr %166, align 1
  %168 = zext i8 %167 to i32
  %169 = add nsw i32 %160, %168
  %170 = trunc i32 %169 to i8
  %171 = load ptr, ptr %17, align 8
  %172 = load i32, ptr %18, align 4
  %173 = udiv i32 %172, 2
  %174 = add i32 %173, 1
  %175 = zext i32 %174 to i64
  %176 = getelementptr inbounds i8, ptr %171, i64 %175
  store i8 %170, ptr %176, align 1
  br label %177

177:                                              ; preds = %152
  %178 = load i32, ptr %18, align 4
  %179 = add i32 %178, 2
  store i32 %179, ptr %18, align 4
  br label %148, !llvm.loop !9

180:                                              ; preds = %148
  %181 = load i32, ptr %12, align 4
  %182 = add i32 %181, 1
  %183 = udiv i32 %182, 2
  %184 = add i32 %183, 1
  %185 = zext i32 %184 to i64
  store i64 %185, ptr %8, align 8
  br label %186

186:                                              ; preds = %180, %135, %126, %116, %101, %83, %32, %28
  %187 = load i64, ptr %8, align 8
  ret i64 %187
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @HUF_alignUpWorkspace(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  %12 = load i64, ptr %7, align 8
  %13 = sub i64 %12, 1
  store i64 %13, ptr %8, align 8
  %14 = load ptr, ptr %5, align 8
  %15 = ptrtoint ptr %14 to i64
  %16 = load i64, ptr %8, align 8
  %17 = and i64 %15, %16
  store i64 %17, ptr %9, align 8
  %18 = load i64, ptr %7, align 8
  %19 = load i64, ptr %9, align 8
  %20 = sub i64 %18, %19
  %21 = load i64, ptr %8, align 8
  %22 = and i64 %20, %21
  store i64 %22, ptr %10, align 8
  %23 = load ptr, ptr %5, align 8
  %24 = load i64, ptr %10, align 8
  %25 = getelementptr inbounds i8, ptr %23, i64 %24
  store ptr %25, ptr %11, align 8
  %26 = load ptr, ptr %6, align 8
  %27 = load i64, ptr %26, align 8
  %28 = load i64, ptr %10, align 8
  %29 = icmp uge i64 %27, %28
  br i1 %29, label %30, label %36

30:                                               ; preds = %3
  %31 = load i64, ptr %10, align 8
  %32 = load ptr, ptr %6, align 8
  %33 = load i64, ptr %32, align 8
  %34 = sub i64 %33, %31
  store i64 %34, ptr %32, align 8
  %35 = load ptr, ptr %11, align 8
  store ptr %35, ptr %4, align 8
  br label %38

36:                                               ; preds = %3
  %37 = load ptr, ptr %6, align 8
  store i64 0, ptr %37, align 8
  store ptr null, ptr %4, align 8
  br label %38

38:                                               ; preds = %36, %30
  %39 = load ptr, ptr %4, align 8
  ret ptr %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @HUF_getNbBits(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = and i64 %3, 255
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @HUF_compressWeights(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, i64 noundef %5) #0 {
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca i32, align 4
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca i64, align 8
  %24 = alloca i64, align 8
  store ptr %0, ptr %8, align 8
  store i64 %1, ptr %9, align 8
  store ptr %2, ptr %10, align 8
  store i64 %3, ptr %11, align 8
  store ptr %4, ptr %12, align 8
  store i64 %5, ptr %13, align 8
  %25 = load ptr, ptr %8, align 8
  store ptr %25, ptr %14, align 8
  %26 = load ptr, ptr %14, align 8
  store ptr %26, ptr %15, align 8
  %27 = load ptr, ptr %14, align 8
  %28 = load i64, ptr %9, align 8
  %29 = getelementptr inbounds i8, ptr %27, i64 %28
  store ptr %29, ptr %16, align 8
  store i32 12, ptr %17, align 4
  store i32 6, ptr %18, align 4
  %30 = load ptr, ptr %12, align 8
  %31 = call ptr @HUF_alignUpWorkspace(ptr noundef %30, ptr noundef %13, i64 noundef 4)
  store ptr %31, ptr %19, align 8
  %32 = load i64, ptr %13, align 8
  %33 = icmp ult i64 %32, 480
  br i1 %33, label %34, label %35

34:                                               ; preds = %6
  store i64 -1, ptr %7, align 8
  br label %157

35:                                               ; preds = %6
  %36 = load i64, ptr %11, align 8
  %37 = icmp ule i64 %36, 1
  br i1 %37, label %38, label %39

38:                                               ; preds = %35
  store i64 0, ptr %7, align 8
  br label %157

39:                                               ; preds = %35
  %40 = load ptr, ptr %19, align 8
  %41 = getelementptr inbounds %struct.HUF_CompressWeightsWksp, ptr %40, i32 0, i32 2
  %42 = getelementptr inbounds [13 x i32], ptr %41, i64 0, i64 0
  %43 = load ptr, ptr %10, align 8
  %44 = load i64, ptr %11, align 8
  %45 = call i32 @HIST_count_simple(ptr noundef %42, ptr noundef %17, ptr noundef %43, i64 noundef %44)
  store i32 %45, ptr %20, align 4
  %46 = load i32, ptr %20, align 4
  %47 = zext i32 %46 to i64
  %48 = load i64, ptr %11, align 8
  %49 = icmp eq i64 %47, %48
  br i1 %49, label %50, label %51

50:                                               ; preds = %39
  store i64 1, ptr %7, align 8
  br label %157

51:                                               ; preds = %39
  %52 = load i32, ptr %20, align 4
  %53 = icmp eq i32 %52, 1
  br i1 %53, label %54, label %55

54:                                               ; preds = %51
  store i64 0, ptr %7, align 8
  br label %157

55:                                               ; preds = %51
  %56 = load i32, ptr %18, align 4
  %57 = load i64, ptr %11, align 8
  %58 = load i32, ptr %17, align 4
  %59 = call i32 @FSE_optimalTableLog(i32 noundef %56, i64 noundef %57, i32 noundef %58)
  store i32 %59, ptr %18, align 4
  br label %60

60:                                               ; preds = %55
  %61 = load ptr, ptr %19, align 8
  %62 = getelementptr inbounds %struct.HUF_CompressWeightsWksp, ptr %61, i32 0, i32 3
  %63 = getelementptr inbounds [13 x i16], ptr %62, i64 0, i64 0
  %64 = load i32, ptr %18, align 4
  %65 = load ptr, ptr %19, align 8
  %66 = getelementptr inbounds %struct.HUF_CompressWeightsWksp, ptr %65, i32 0, i32 2
  %67 = getelementptr inbounds [13 x i32], ptr %66, i64 0, i64 0
  %68 = load i64, ptr %11, align 8
  %69 = load i32, ptr %17, align 4
  %70 = call i64 @FSE_normalizeCount(ptr noundef %63, i32 noundef %64, ptr noundef %67, i64 noundef %68, i32 noundef %69, i32 noundef 0)
  store i64 %70, ptr %21, align 8
  br label %71

71:                                               ; preds = %60
  %72 = load i64, ptr %21, align 8
  %73 = call i32 @ERR_isError(i64 noundef %72)
  %74 = icmp ne i32 %73, 0
  br i1 %74, label %75, label %77

75:                                               ; preds = %71
  %76 = load i64, ptr %21, align 8
  store i64 %76, ptr %7, align 8
  br label %157

77:                                               ; preds = %71
  br label %78

78:                                               ; preds = %77
  br label %79

79:                                               ; preds = %78
  %80 = load ptr, ptr %15, align 8
  %81 = load ptr, ptr %16, align 8
  %82 = load ptr, ptr %15, align 8
  %83 = ptrtoint ptr %81 to i64
  %84 = ptrtoint ptr %82 to i64
  %85 = sub i64 %83, %84
  %86 = load ptr, ptr %19, align 8
  %87 = getelementptr inbounds %struct.HUF_CompressWeightsWksp, ptr %86, i32 0, i32 3
  %88 = getelementptr inbounds [13 x i16], ptr %87, i64 0, i64 0
  %89 = load i32, ptr %17, align 4
  %90 = load i32, ptr %18, align 4
  %91 = call i64 @FSE_writeNCount(ptr noundef %80, i64 noundef %85, ptr noundef %88, i32 noundef %89, i32 noundef %90)
  store i64 %91, ptr %22, align 8
  br label %92

92:                                               ; preds = %79
  %93 = load i64, ptr %22, align 8
  %94 = call i32 @ERR_isError(i64 noundef %93)
  %95 = icmp ne i32 %94, 0
  br i1 %95, label %96, label %98

96:                                               ; preds = %92
  %97 = load i64, ptr %22, align 8
  store i64 %97, ptr %7, align 8
  br label %157

98:                                               ; preds = %92
  br label %99

99:                                               ; preds = %98
  %100 = load i64, ptr %22, align 8
  %101 = load ptr, ptr %15, align 8
  %102 = getelementptr inbounds i8, ptr %101, i64 %100
  store ptr %102, ptr %15, align 8
  br label %103

103:                                              ; preds = %99
  %104 = load ptr, ptr %19, align 8
  %105 = getelementptr inbounds %struct.HUF_CompressWeightsWksp, ptr %104, i32 0, i32 0
  %106 = getelementptr inbounds [59 x i32], ptr %105, i64 0, i64 0
  %107 = load ptr, ptr %19, align 8
  %108 = getelementptr inbounds %struct.HUF_CompressWeightsWksp, ptr %107, i32 0, i32 3
  %109 = getelementptr inbounds [13 x i16], ptr %108, i64 0, i64 0
  %110 = load i32, ptr %17, align 4
  %111 = load i32, ptr %18, align 4
  %112 = load ptr, ptr %19, align 8
  %113 = getelementptr inbounds %struct.HUF_CompressWeightsWksp, ptr %112, i32 0, i32 1
  %114 = getelementptr inbounds [41 x i32], ptr %113, i64 0, i64 0
  %115 = call i64 @FSE_buildCTable_wksp(ptr noundef %106, ptr noundef %109, i32 noundef %110, i32 noundef %111, ptr noundef %114, i64 noundef 164)
  store i64 %115, ptr %23, align 8
  br label %116

116:                                              ; preds = %103
  %117 = load i64, ptr %23, align 8
  %118 = call i32 @ERR_isError(i64 noundef %117)
  %119 = icmp ne i32 %118, 0
  br i1 %119, label %120, label %122

120:                                              ; preds = %116
  %121 = load i64, ptr %23, align 8
  store i64 %121, ptr %7, align 8
  br label %157

122:                                              ; preds = %116
  br label %123

123:                                              ; preds = %122
  br label %124

124:                                              ; preds = %123
  %125 = load ptr, ptr %15, align 8
  %126 = load ptr, ptr %16, align 8
  %127 = load ptr, ptr %15, align 8
  %128 = ptrtoint ptr %126 to i64
  %129 = ptrtoint ptr %127 to i64
  %130 = sub i64 %128, %129
  %131 = load ptr, ptr %10, align 8
  %132 = load i64, ptr %11, align 8
  %133 = load ptr, ptr %19, align 8
  %134 = getelementptr inbounds %struct.HUF_CompressWeightsWksp, ptr %133, i32 0, i32 0
  %135 = getelementptr inbounds [59 x i32], ptr %134, i64 0, i64 0
  %136 = call i64 @FSE_compress_usingCTable(ptr noundef %125, i64 noundef %130, ptr noundef %131, i64 noundef %132, ptr noundef %135)
  store i64 %136, ptr %24, align 8
  br label %137

137:                                              ; preds = %124
  %138 = load i64, ptr %24, align 8
  %139 = call i32 @ERR_isError(i64 noundef %138)
  %140 = icmp ne i32 %139, 0
  br i1 %140, label %141, label %143

141:                                              ; preds = %137
  %142 = load i64, ptr %24, align 8
  store i64 %142, ptr %7, align 8
  br label %157

143:                                              ; preds = %137
  br label %144

144:                                              ; preds = %143
  %145 = load i64, ptr %24, align 8
  %146 = icmp eq i64 %145, 0
  br i1 %146, label %147, label %148

147:                                              ; preds = %144
  store i64 0, ptr %7, align 8
  br label %157

148:                                              ; preds = %144
  %149 = load i64, ptr %24, align 8
  %150 = load ptr, ptr %15, align 8
  %151 = getelementptr inbounds i8, ptr %150, i64 %149
  store ptr %151, ptr %15, align 8
  %152 = load ptr, ptr %15, align 8
  %153 = load ptr, ptr %14, align 8
  %154 = ptrtoint ptr %152 to i64
  %155 = ptrtoint ptr %153 to i64
  %156 = sub i64 %154, %155
  store i64 %156, ptr %7, align 8
  br label %157

157:                                              ; preds = %148, %147, %141, %120, %96, %75, %54, %50, %38, %34
  %158 = load i64, ptr %7, align 8
  ret i64 %158
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ERR_isError(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = icmp ugt i64 %3, -120
  %5 = zext i1 %4 to i32
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @HUF_readCTable(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4) #0 {
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca [256 x i8], align 16
  %13 = alloca [13 x i32], align 16
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca [14 x i16], align 16
  %24 = alloca [14 x i16], align 16
  %25 = alloca i32, align 4
  %26 = alloca i16, align 2
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store i64 %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store i32 0, ptr %14, align 4
  store i32 0, ptr %15, align 4
  %29 = load ptr, ptr %7, align 8
  %30 = getelementptr inbounds i64, ptr %29, i64 1
  store ptr %30, ptr %16, align 8
  %31 = getelementptr inbounds [256 x i8], ptr %12, i64 0, i64 0
  %32 = getelementptr inbounds [13 x i32], ptr %13, i64 0, i64 0
  %33 = load ptr, ptr %9, align 8
  %34 = load i64, ptr %10, align 8
  %35 = call i64 @HUF_readStats(ptr noundef %31, i64 noundef 256, ptr noundef %32, ptr noundef %15, ptr noundef %14, ptr noundef %33, i64 noundef %34)
  store i64 %35, ptr %17, align 8
  br label %36

36:                                               ; preds = %5
  %37 = load i64, ptr %17, align 8
  %38 = call i32 @ERR_isError(i64 noundef %37)
  %39 = icmp ne i32 %38, 0
  br i1 %39, label %40, label %42

40:                                               ; preds = %36
  %41 = load i64, ptr %17, align 8
  store i64 %41, ptr %6, align 8
  br label %192

42:                                               ; preds = %36
  br label %43

43:                                               ; preds = %42
  %44 = getelementptr inbounds [13 x i32], ptr %13, i64 0, i64 0
  %45 = load i32, ptr %44, align 16
  %46 = icmp ugt i32 %45, 0
  %47 = zext i1 %46 to i32
  %48 = load ptr, ptr %11, align 8
  store i32 %47, ptr %48, align 4
  %49 = load i32, ptr %14, align 4
  %50 = icmp ugt i32 %49, 12
  br i1 %50, label %51, label %52

51:                                               ; preds = %43
  store i64 -44, ptr %6, align 8
  br label %192

52:                                               ; preds = %43
  %53 = load i32, ptr %15, align 4
  %54 = load ptr, ptr %8, align 8
  %55 = load i32, ptr %54, align 4
  %56 = add i32 %55, 1
  %57 = icmp ugt i32 %53, %56
  br i1 %57, label %58, label %59

58:                                               ; preds = %52
  store i64 -48, ptr %6, align 8
  br label %192

59:                                               ; preds = %52
  %60 = load i32, ptr %15, align 4
  %61 = sub i32 %60, 1
  %62 = load ptr, ptr %8, align 8
  store i32 %61, ptr %62, align 4
  %63 = load ptr, ptr %7, align 8
  %64 = load i32, ptr %14, align 4
  %65 = load ptr, ptr %8, align 8
  %66 = load i32, ptr %65, align 4
  call void @HUF_writeCTableHeader(ptr noundef %63, i32 noundef %64, i32 noundef %66)
  store i32 0, ptr %19, align 4
  store i32 1, ptr %18, align 4
  br label %67

67:                                               ; preds = %86, %59
  %68 = load i32, ptr %18, align 4
  %69 = load i32, ptr %14, align 4
  %70 = icmp ule i32 %68, %69
  br i1 %70, label %71, label %89

71:                                               ; preds = %67
  %72 = load i32, ptr %19, align 4
  store i32 %72, ptr %20, align 4
  %73 = load i32, ptr %18, align 4
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds [13 x i32], ptr %13, i64 0, i64 %74
  %76 = load i32, ptr %75, align 4
  %77 = load i32, ptr %18, align 4
  %78 = sub i32 %77, 1
  %79 = shl i32 %76, %78
  %80 = load i32, ptr %19, align 4
  %81 = add i32 %80, %79
  store i32 %81, ptr %19, align 4
  %82 = load i32, ptr %20, align 4
  %83 = load i32, ptr %18, align 4
  %84 = zext i32 %83 to i64
  %85 = getelementptr inbounds [13 x i32], ptr %13, i64 0, i64 %84
  store i32 %82, ptr %85, align 4
  br label %86

86:                                               ; preds = %71
  %87 = load i32, ptr %18, align 4
  %88 = add i32 %87, 1
  store i32 %88, ptr %18, align 4
  br label %67, !llvm.loop !10

89:                                               ; preds = %67
  store i32 0, ptr %21, align 4
  br label %90

90:                                               ; preds = %116, %89
  %91 = load i32, ptr %21, align 4
  %92 = load i32, ptr %15, align 4
  %93 = icmp ult i32 %91, %92
  br i1 %93, label %94, label %119

94:                                               ; preds = %90
  %95 = load i32, ptr %21, align 4
  %96 = zext i32 %95 to i64
  %97 = getelementptr inbounds [256 x i8], ptr %12, i64 0, i64 %96
  %98 = load i8, ptr %97, align 1
  %99 = zext i8 %98 to i32
  store i32 %99, ptr %22, align 4
  %100 = load ptr, ptr %16, align 8
  %101 = load i32, ptr %21, align 4
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds i64, ptr %100, i64 %102
  %104 = load i32, ptr %14, align 4
  %105 = add i32 %104, 1
  %106 = load i32, ptr %22, align 4
  %107 = sub i32 %105, %106
  %108 = trunc i32 %107 to i8
  %109 = zext i8 %108 to i32
  %110 = load i32, ptr %22, align 4
  %111 = icmp ne i32 %110, 0
  %112 = zext i1 %111 to i32
  %113 = sub nsw i32 0, %112
  %114 = and i32 %109, %113
  %115 = sext i32 %114 to i64
  call void @HUF_setNbBits(ptr noundef %103, i64 noundef %115)
  br label %116

116:                                              ; preds = %94
  %117 = load i32, ptr %21, align 4
  %118 = add i32 %117, 1
  store i32 %118, ptr %21, align 4
  br label %90, !llvm.loop !11

119:                                              ; preds = %90
  call void @llvm.memset.p0.i64(ptr align 16 %23, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr align 16 %24, i8 0, i64 28, i1 false)
  store i32 0, ptr %25, align 4
  br label %120

120:                                              ; preds = %134, %119
  %121 = load i32, ptr %25, align 4
  %122 = load i32, ptr %15, align 4
  %123 = icmp ult i32 %121, %122
  br i1 %123, label %124, label %137

124:                                              ; preds = %120
  %125 = load ptr, ptr %16, align 8
  %126 = load i32, ptr %25, align 4
  %127 = zext i32 %126 to i64
  %128 = getelementptr inbounds i64, ptr %125, i64 %127
  %129 = load i64, ptr %128, align 8
  %130 = call i64 @HUF_getNbBits(i64 noundef %129)
  %131 = getelementptr inbounds [14 x i16], ptr %23, i64 0, i64 %130
  %132 = load i16, ptr %131, align 2
  %133 = add i16 %132, 1
  store i16 %133, ptr %131, align 2
  br label %134

134:                                              ; preds = %124
  %135 = load i32, ptr %25, align 4
  %136 = add i32 %135, 1
  store i32 %136, ptr %25, align 4
  br label %120, !llvm.loop !12

137:                                              ; preds = %120
  %138 = load i32, ptr %14, align 4
  %139 = add i32 %138, 1
  %140 = zext i32 %139 to i64
  %141 = getelementptr inbounds [14 x i16], ptr %24, i64 0, i64 %140
  store i16 0, ptr %141, align 2
  store i16 0, ptr %26, align 2
  %142 = load i32, ptr %14, align 4
  store i32 %142, ptr %27, align 4
  br label %143

143:                                              ; preds = %164, %137
  %144 = load i32, ptr %27, align 4
  %145 = icmp ugt i32 %144, 0
  br i1 %145, label %146, label %167

146:                                              ; preds = %143
  %147 = load i16, ptr %26, align 2
  %148 = load i32, ptr %27, align 4
  %149 = zext i32 %148 to i64
  %150 = getelementptr inbounds [14 x i16], ptr %24, i64 0, i64 %149
  store i16 %147, ptr %150, align 2
  %151 = load i32, ptr %27, align 4
  %152 = zext i32 %151 to i64
  %153 = getelementptr inbounds [14 x i16], ptr %23, i64 0, i64 %152
  %154 = load i16, ptr %153, align 2
  %155 = zext i16 %154 to i32
  %156 = load i16, ptr %26, align 2
  %157 = zext i16 %156 to i32
  %158 = add nsw i32 %157, %155
  %159 = trunc i32 %158 to i16
  store i16 %159, ptr %26, align 2
  %160 = load i16, ptr %26, align 2
  %161 = zext i16 %160 to i32
  %162 = ashr i32 %161, 1
  %163 = trunc i32 %162 to i16
  store i16 %163, ptr %26, align 2
  br label %164

164:                                              ; preds = %146
  %165 = load i32, ptr %27, align 4
  %166 = add i32 %165, -1
  store i32 %166, ptr %27, align 4
  br label %143, !llvm.loop !13

167:                                              ; preds = %143
  store i32 0, ptr %28, align 4
  br label %168

168:                                              ; preds = %187, %167
  %169 = load i32, ptr %28, align 4
  %170 = load i32, ptr %15, align 4
  %171 = icmp ult i32 %169, %170
  br i1 %171, label %172, label %190

172:                                              ; preds = %168
  %173 = load ptr, ptr %16, align 8
  %174 = load i32, ptr %28, align 4
  %175 = zext i32 %174 to i64
  %176 = getelementptr inbounds i64, ptr %173, i64 %175
  %177 = load ptr, ptr %16, align 8
  %178 = load i32, ptr %28, align 4
  %179 = zext i32 %178 to i64
  %180 = getelementptr inbounds i64, ptr %177, i64 %179
  %181 = load i64, ptr %180, align 8
  %182 = call i64 @HUF_getNbBits(i64 noundef %181)
  %183 = getelementptr inbounds [14 x i16], ptr %24, i64 0, i64 %182
  %184 = load i16, ptr %183, align 2
  %185 = add i16 %184, 1
  store i16 %185, ptr %183, align 2
  %186 = zext i16 %184 to i64
  call void @HUF_setValue(ptr noundef %176, i64 noundef %186)
  br label %187

187:                                              ; preds = %172
  %188 = load i32, ptr %28, align 4
  %189 = add i32 %188, 1
  store i32 %189, ptr %28, align 4
  br label %168, !llvm.loop !14

190:                                              ; preds = %168
  %191 = load i64, ptr %17, align 8
  store i64 %191, ptr %6, align 8
  br label %192

192:                                              ; preds = %190, %58, %51, %40
  %193 = load i64, ptr %6, align 8
  ret i64 %193
}

declare i64 @HUF_readStats(ptr noundef, i64 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @HUF_writeCTableHeader(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.HUF_CTableHeader, align 1
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  call void @llvm.memset.p0.i64(ptr align 1 %7, i8 0, i64 8, i1 false)
  %8 = load i32, ptr %5, align 4
  %9 = trunc i32 %8 to i8
  %10 = getelementptr inbounds %struct.HUF_CTableHeader, ptr %7, i32 0, i32 0
  store i8 %9, ptr %10, align 1
  %11 = load i32, ptr %6, align 4
  %12 = trunc i32 %11 to i8
  %13 = getelementptr inbounds %struct.HUF_CTableHeader, ptr %7, i32 0, i32 1
  store i8 %12, ptr %13, align 1
  %14 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 1 %7, i64 8, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @HUF_setNbBits(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  store i64 %5, ptr %6, align 8
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @HUF_setValue(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load i64, ptr %6, align 8
  %8 = call i64 @HUF_getNbBits(i64 noundef %7)
  store i64 %8, ptr %5, align 8
  %9 = load i64, ptr %5, align 8
  %10 = icmp ugt i64 %9, 0
  br i1 %10, label %11, label %19

11:                                               ; preds = %2
  %12 = load i64, ptr %4, align 8
  %13 = load i64, ptr %5, align 8
  %14 = sub i64 64, %13
  %15 = shl i64 %12, %14
  %16 = load ptr, ptr %3, align 8
  %17 = load i64, ptr %16, align 8
  %18 = or i64 %17, %15
  store i64 %18, ptr %16, align 8
  br label %19

19:                                               ; preds = %11, %2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @HUF_getNbBitsFromCTable(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca %struct.HUF_CTableHeader, align 1
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds i64, ptr %8, i64 1
  store ptr %9, ptr %6, align 8
  %10 = load i32, ptr %5, align 4
  %11 = load ptr, ptr %4, align 8
  %12 = call i64 @HUF_readCTableHeader(ptr noundef %11)
  store i64 %12, ptr %7, align 1
  %13 = getelementptr inbounds %struct.HUF_CTableHeader, ptr %7, i32 0, i32 1
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = icmp ugt i32 %10, %15
  br i1 %16, label %17, label %18

17:                                               ; preds = %2
  store i32 0, ptr %3, align 4
  br label %26

18:                                               ; preds = %2
  %19 = load ptr, ptr %6, align 8
  %20 = load i32, ptr %5, align 4
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds i64, ptr %19, i64 %21
  %23 = load i64, ptr %22, align 8
  %24 = call i64 @HUF_getNbBits(i64 noundef %23)
  %25 = trunc i64 %24 to i32
  store i32 %25, ptr %3, align 4
  br label %26

26:                                               ; preds = %18, %17
  %27 = load i32, ptr %3, align 4
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @HUF_buildCTable_wksp(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i64 noundef %5) #0 {
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i32 %2, ptr %10, align 4
  store i32 %3, ptr %11, align 4
  store ptr %4, ptr %12, align 8
  store i64 %5, ptr %13, align 8
  %18 = load ptr, ptr %12, align 8
  %19 = call ptr @HUF_alignUpWorkspace(ptr noundef %18, ptr noundef %13, i64 noundef 4)
  store ptr %19, ptr %14, align 8
  %20 = load ptr, ptr %14, align 8
  %21 = getelementptr inbounds %struct.HUF_buildCTable_wksp_tables, ptr %20, i32 0, i32 0
  %22 = getelementptr inbounds [512 x %struct.nodeElt_s], ptr %21, i64 0, i64 0
  store ptr %22, ptr %15, align 8
  %23 = load ptr, ptr %15, align 8
  %24 = getelementptr inbounds %struct.nodeElt_s, ptr %23, i64 1
  store ptr %24, ptr %16, align 8
  br label %25

25:                                               ; preds = %6
  br label %26

26:                                               ; preds = %25
  %27 = load i64, ptr %13, align 8
  %28 = icmp ult i64 %27, 4864
  br i1 %28, label %29, label %30

29:                                               ; preds = %26
  store i64 -66, ptr %7, align 8
  br label %66

30:                                               ; preds = %26
  %31 = load i32, ptr %11, align 4
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %34

33:                                               ; preds = %30
  store i32 11, ptr %11, align 4
  br label %34

34:                                               ; preds = %33, %30
  %35 = load i32, ptr %10, align 4
  %36 = icmp ugt i32 %35, 255
  br i1 %36, label %37, label %38

37:                                               ; preds = %34
  store i64 -46, ptr %7, align 8
  br label %66

38:                                               ; preds = %34
  %39 = load ptr, ptr %15, align 8
  call void @llvm.memset.p0.i64(ptr align 4 %39, i8 0, i64 4096, i1 false)
  %40 = load ptr, ptr %16, align 8
  %41 = load ptr, ptr %9, align 8
  %42 = load i32, ptr %10, align 4
  %43 = load ptr, ptr %14, align 8
  %44 = getelementptr inbounds %struct.HUF_buildCTable_wksp_tables, ptr %43, i32 0, i32 1
  %45 = getelementptr inbounds [192 x %struct.rankPos], ptr %44, i64 0, i64 0
  call void @HUF_sort(ptr noundef %40, ptr noundef %41, i32 noundef %42, ptr noundef %45)
  br label %46

46:                                               ; preds = %38
  br label %47

47:                                               ; preds = %46
  %48 = load ptr, ptr %16, align 8
  %49 = load i32, ptr %10, align 4
  %50 = call i32 @HUF_buildTree(ptr noundef %48, i32 noundef %49)
  store i32 %50, ptr %17, align 4
  %51 = load ptr, ptr %16, align 8
  %52 = load i32, ptr %17, align 4
  %53 = load i32, ptr %11, align 4
  %54 = call i32 @HUF_setMaxHeight(ptr noundef %51, i32 noundef %52, i32 noundef %53)
  store i32 %54, ptr %11, align 4
  %55 = load i32, ptr %11, align 4
  %56 = icmp ugt i32 %55, 12
  br i1 %56, label %57, label %58

57:                                               ; preds = %47
  store i64 -1, ptr %7, align 8
  br label %66

58:                                               ; preds = %47
  %59 = load ptr, ptr %8, align 8
  %60 = load ptr, ptr %16, align 8
  %61 = load i32, ptr %17, align 4
  %62 = load i32, ptr %10, align 4
  %63 = load i32, ptr %11, align 4
  call void @HUF_buildCTableFromTree(ptr noundef %59, ptr noundef %60, i32 noundef %61, i32 noundef %62, i32 noundef %63)
  %64 = load i32, ptr %11, align 4
  %65 = zext i32 %64 to i64
  store i64 %65, ptr %7, align 8
  br label %66

66:                                               ; preds = %58, %57, %37, %29
  %67 = load i64, ptr %7, align 8
  ret i64 %67
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @HUF_sort(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store ptr %3, ptr %8, align 8
  %17 = load i32, ptr %7, align 4
  %18 = add i32 %17, 1
  store i32 %18, ptr %10, align 4
  %19 = load ptr, ptr %8, align 8
  call void @llvm.memset.p0.i64(ptr align 2 %19, i8 0, i64 768, i1 false)
  store i32 0, ptr %9, align 4
  br label %20

20:                                               ; preds = %38, %4
  %21 = load i32, ptr %9, align 4
  %22 = load i32, ptr %10, align 4
  %23 = icmp ult i32 %21, %22
  br i1 %23, label %24, label %41

24:                                               ; preds = %20
  %25 = load ptr, ptr %6, align 8
  %26 = load i32, ptr %9, align 4
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %25, i64 %27
  %29 = load i32, ptr %28, align 4
  %30 = call i32 @HUF_getIndex(i32 noundef %29)
  store i32 %30, ptr %11, align 4
  %31 = load ptr, ptr %8, align 8
  %32 = load i32, ptr %11, align 4
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds %struct.rankPos, ptr %31, i64 %33
  %35 = getelementptr inbounds %struct.rankPos, ptr %34, i32 0, i32 0
  %36 = load i16, ptr %35, align 2
  %37 = add i16 %36, 1
  store i16 %37, ptr %35, align 2
  br label %38

38:                                               ; preds = %24
  %39 = load i32, ptr %9, align 4
  %40 = add i32 %39, 1
  store i32 %40, ptr %9, align 4
  br label %20, !llvm.loop !15

41:                                               ; preds = %20
  store i32 191, ptr %9, align 4
  br label %42

42:                                               ; preds = %76, %41
  %43 = load i32, ptr %9, align 4
  %44 = icmp ugt i32 %43, 0
  br i1 %44, label %45, label %79

45:                                               ; preds = %42
  %46 = load ptr, ptr %8, align 8
  %47 = load i32, ptr %9, align 4
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds %struct.rankPos, ptr %46, i64 %48
  %50 = getelementptr inbounds %struct.rankPos, ptr %49, i32 0, i32 0
  %51 = load i16, ptr %50, align 2
  %52 = zext i16 %51 to i32
  %53 = load ptr, ptr %8, align 8
  %54 = load i32, ptr %9, align 4
  %55 = sub i32 %54, 1
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds %struct.rankPos, ptr %53, i64 %56
  %58 = getelementptr inbounds %struct.rankPos, ptr %57, i32 0, i32 0
  %59 = load i16, ptr %58, align 2
  %60 = zext i16 %59 to i32
  %61 = add nsw i32 %60, %52
  %62 = trunc i32 %61 to i16
  store i16 %62, ptr %58, align 2
  %63 = load ptr, ptr %8, align 8
  %64 = load i32, ptr %9, align 4
  %65 = sub i32 %64, 1
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds %struct.rankPos, ptr %63, i64 %66
  %68 = getelementptr inbounds %struct.rankPos, ptr %67, i32 0, i32 0
  %69 = load i16, ptr %68, align 2
  %70 = load ptr, ptr %8, align 8
  %71 = load i32, ptr %9, align 4
  %72 = sub i32 %71, 1
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds %struct.rankPos, ptr %70, i64 %73
  %75 = getelementptr inbounds %struct.rankPos, ptr %74, i32 0, i32 1
  store i16 %69, ptr %75, align 2
  br label %76

76:                                               ; preds = %45
  %77 = load i32, ptr %9, align 4
  %78 = add i32 %77, -1
  store i32 %78, ptr %9, align 4
  br label %42, !llvm.loop !16

79:                                               ; preds = %42
  store i32 0, ptr %9, align 4
  br label %80

80:                                               ; preds = %114, %79
  %81 = load i32, ptr %9, align 4
  %82 = load i32, ptr %10, align 4
  %83 = icmp ult i32 %81, %82
  br i1 %83, label %84, label %117

84:                                               ; preds = %80
  %85 = load ptr, ptr %6, align 8
  %86 = load i32, ptr %9, align 4
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds i32, ptr %85, i64 %87
  %89 = load i32, ptr %88, align 4
  store i32 %89, ptr %12, align 4
  %90 = load i32, ptr %12, align 4
  %91 = call i32 @HUF_getIndex(i32 noundef %90)
  %92 = add i32 %91, 1
  store i32 %92, ptr %13, align 4
  %93 = load ptr, ptr %8, align 8
  %94 = load i32, ptr %13, align 4
  %95 = zext i32 %94 to i64
  %96 = getelementptr inbounds %struct.rankPos, ptr %93, i64 %95
  %97 = getelementptr inbounds %struct.rankPos, ptr %96, i32 0, i32 1
  %98 = load i16, ptr %97, align 2
  %99 = add i16 %98, 1
  store i16 %99, ptr %97, align 2
  %100 = zext i16 %98 to i32
  store i32 %100, ptr %14, align 4
  %101 = load i32, ptr %12, align 4
  %102 = load ptr, ptr %5, align 8
  %103 = load i32, ptr %14, align 4
  %104 = zext i32 %103 to i64
  %105 = getelementptr inbounds %struct.nodeElt_s, ptr %102, i64 %104
  %106 = getelementptr inbounds %struct.nodeElt_s, ptr %105, i32 0, i32 0
  store i32 %101, ptr %106, align 4
  %107 = load i32, ptr %9, align 4
  %108 = trunc i32 %107 to i8
  %109 = load ptr, ptr %5, align 8
  %110 = load i32, ptr %14, align 4
  %111 = zext i32 %110 to i64
  %112 = getelementptr inbounds %struct.nodeElt_s, ptr %109, i64 %111
  %113 = getelementptr inbounds %struct.nodeElt_s, ptr %112, i32 0, i32 2
  store i8 %108, ptr %113, align 2
  br label %114

114:                                              ; preds = %84
  %115 = load i32, ptr %9, align 4
  %116 = add i32 %115, 1
  store i32 %116, ptr %9, align 4
  br label %80, !llvm.loop !17

117:                                              ; preds = %80
  %118 = call i32 @ZSTD_highbit32(i32 noundef 158)
  %119 = add i32 158, %118
  store i32 %119, ptr %9, align 4
  br label %120

120:                                              ; preds = %156, %117
  %121 = load i32, ptr %9, align 4
  %122 = icmp ult i32 %121, 191
  br i1 %122, label %123, label %159

123:                                              ; preds = %120
  %124 = load ptr, ptr %8, align 8
  %125 = load i32, ptr %9, align 4
  %126 = zext i32 %125 to i64
  %127 = getelementptr inbounds %struct.rankPos, ptr %124, i64 %126
  %128 = getelementptr inbounds %struct.rankPos, ptr %127, i32 0, i32 1
  %129 = load i16, ptr %128, align 2
  %130 = zext i16 %129 to i32
  %131 = load ptr, ptr %8, align 8
  %132 = load i32, ptr %9, align 4
  %133 = zext i32 %132 to i64
  %134 = getelementptr inbounds %struct.rankPos, ptr %131, i64 %133
  %135 = getelementptr inbounds %struct.rankPos, ptr %134, i32 0, i32 0
  %136 = load i16, ptr %135, align 2
  %137 = zext i16 %136 to i32
  %138 = sub nsw i32 %130, %137
  store i32 %138, ptr %15, align 4
  %139 = load ptr, ptr %8, align 8
  %140 = load i32, ptr %9, align 4
  %141 = zext i32 %140 to i64
  %142 = getelementptr inbounds %struct.rankPos, ptr %139, i64 %141
  %143 = getelementptr inbounds %struct.rankPos, ptr %142, i32 0, i32 0
  %144 = load i16, ptr %143, align 2
  %145 = zext i16 %144 to i32
  store i32 %145, ptr %16, align 4
  %146 = load i32, ptr %15, align 4
  %147 = icmp sgt i32 %146, 1
  br i1 %147, label %148, label %155

148:                                              ; preds = %123
  %149 = load ptr, ptr %5, align 8
  %150 = load i32, ptr %16, align 4
  %151 = zext i32 %150 to i64
  %152 = getelementptr inbounds %struct.nodeElt_s, ptr %149, i64 %151
  %153 = load i32, ptr %15, align 4
  %154 = sub nsw i32 %153, 1
  call void @HUF_simpleQuickSort(ptr noundef %152, i32 noundef 0, i32 noundef %154)
  br label %155

155:                                              ; preds = %148, %123
  br label %156

156:                                              ; preds = %155
  %157 = load i32, ptr %9, align 4
  %158 = add i32 %157, 1
  store i32 %158, ptr %9, align 4
  br label %120, !llvm.loop !18

159:                                              ; preds = %120
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @HUF_buildTree(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.nodeElt_s, ptr %14, i64 -1
  store ptr %15, ptr %5, align 8
  store i32 256, ptr %9, align 4
  br label %16

16:                                               ; preds = %2
  br label %17

17:                                               ; preds = %16
  %18 = load i32, ptr %4, align 4
  store i32 %18, ptr %6, align 4
  br label %19

19:                                               ; preds = %27, %17
  %20 = load ptr, ptr %3, align 8
  %21 = load i32, ptr %6, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds %struct.nodeElt_s, ptr %20, i64 %22
  %24 = getelementptr inbounds %struct.nodeElt_s, ptr %23, i32 0, i32 0
  %25 = load i32, ptr %24, align 4
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %30

27:                                               ; preds = %19
  %28 = load i32, ptr %6, align 4
  %29 = add nsw i32 %28, -1
  store i32 %29, ptr %6, align 4
  br label %19, !llvm.loop !19

30:                                               ; preds = %19
  %31 = load i32, ptr %6, align 4
  store i32 %31, ptr %7, align 4
  %32 = load i32, ptr %9, align 4
  %33 = load i32, ptr %7, align 4
  %34 = add nsw i32 %32, %33
  %35 = sub nsw i32 %34, 1
  store i32 %35, ptr %11, align 4
  %36 = load i32, ptr %9, align 4
  store i32 %36, ptr %8, align 4
  %37 = load ptr, ptr %3, align 8
  %38 = load i32, ptr %7, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds %struct.nodeElt_s, ptr %37, i64 %39
  %41 = getelementptr inbounds %struct.nodeElt_s, ptr %40, i32 0, i32 0
  %42 = load i32, ptr %41, align 4
  %43 = load ptr, ptr %3, align 8
  %44 = load i32, ptr %7, align 4
  %45 = sub nsw i32 %44, 1
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds %struct.nodeElt_s, ptr %43, i64 %46
  %48 = getelementptr inbounds %struct.nodeElt_s, ptr %47, i32 0, i32 0
  %49 = load i32, ptr %48, align 4
  %50 = add i32 %42, %49
  %51 = load ptr, ptr %3, align 8
  %52 = load i32, ptr %9, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds %struct.nodeElt_s, ptr %51, i64 %53
  %55 = getelementptr inbounds %struct.nodeElt_s, ptr %54, i32 0, i32 0
  store i32 %50, ptr %55, align 4
  %56 = load i32, ptr %9, align 4
  %57 = trunc i32 %56 to i16
  %58 = load ptr, ptr %3, align 8
  %59 = load i32, ptr %7, align 4
  %60 = sub nsw i32 %59, 1
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds %struct.nodeElt_s, ptr %58, i64 %61
  %63 = getelementptr inbounds %struct.nodeElt_s, ptr %62, i32 0, i32 1
  store i16 %57, ptr %63, align 4
  %64 = load ptr, ptr %3, align 8
  %65 = load i32, ptr %7, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds %struct.nodeElt_s, ptr %64, i64 %66
  %68 = getelementptr inbounds %struct.nodeElt_s, ptr %67, i32 0, i32 1
  store i16 %57, ptr %68, align 4
  %69 = load i32, ptr %9, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %9, align 4
  %71 = load i32, ptr %7, align 4
  %72 = sub nsw i32 %71, 2
  store i32 %72, ptr %7, align 4
  %73 = load i32, ptr %9, align 4
  store i32 %73, ptr %10, align 4
  br label %74

74:                                               ; preds = %84, %30
  %75 = load i32, ptr %10, align 4
  %76 = load i32, ptr %11, align 4
  %77 = icmp sle i32 %75, %76
  br i1 %77, label %78, label %87

78:                                               ; preds = %74
  %79 = load ptr, ptr %3, align 8
  %80 = load i32, ptr %10, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds %struct.nodeElt_s, ptr %79, i64 %81
  %83 = getelementptr inbounds %struct.nodeElt_s, ptr %82, i32 0, i32 0
  store i32 1073741824, ptr %83, align 4
  br label %84

84:                                               ; preds = %78
  %85 = load i32, ptr %10, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %10, align 4
  br label %74, !llvm.loop !20

87:                                               ; preds = %74
  %88 = load ptr, ptr %5, align 8
  %89 = getelementptr inbounds %struct.nodeElt_s, ptr %88, i64 0
  %90 = getelementptr inbounds %struct.nodeElt_s, ptr %89, i32 0, i32 0
  store i32 -2147483648, ptr %90, align 4
  br label %91

91:                                               ; preds = %136, %87
  %92 = load i32, ptr %9, align 4
  %93 = load i32, ptr %11, align 4
  %94 = icmp sle i32 %92, %93
  br i1 %94, label %95, label %170

95:                                               ; preds = %91
  %96 = load ptr, ptr %3, align 8
  %97 = load i32, ptr %7, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds %struct.nodeElt_s, ptr %96, i64 %98
  %100 = getelementptr inbounds %struct.nodeElt_s, ptr %99, i32 0, i32 0
  %101 = load i32, ptr %100, align 4
  %102 = load ptr, ptr %3, align 8
  %103 = load i32, ptr %8, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds %struct.nodeElt_s, ptr %102, i64 %104
  %106 = getelementptr inbounds %struct.nodeElt_s, ptr %105, i32 0, i32 0
  %107 = load i32, ptr %106, align 4
  %108 = icmp ult i32 %101, %107
  br i1 %108, label %109, label %112

109:                                              ; preds = %95
  %110 = load i32, ptr %7, align 4
  %111 = add nsw i32 %110, -1
  store i32 %111, ptr %7, align 4
  br label %115

112:                                              ; preds = %95
  %113 = load i32, ptr %8, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %8, align 4
  br label %115

115:                                              ; preds = %112, %109
  %116 = phi i32 [ %110, %109 ], [ %113, %112 ]
  store i32 %116, ptr %12, align 4
  %117 = load ptr, ptr %3, align 8
  %118 = load i32, ptr %7, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds %struct.nodeElt_s, ptr %117, i64 %119
  %121 = getelementptr inbounds %struct.nodeElt_s, ptr %120, i32 0, i32 0
  %122 = load i32, ptr %121, align 4
  %123 = load ptr, ptr %3, align 8
  %124 = load i32, ptr %8, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds %struct.nodeElt_s, ptr %123, i64 %125
  %127 = getelementptr inbounds %struct.nodeElt_s, ptr %126, i32 0, i32 0
  %128 = load i32, ptr %127, align 4
  %129 = icmp ult i32 %122, %128
  br i1 %129, label %130, label %133

130:                                              ; preds = %115
  %131 = load i32, ptr %7, align 4
  %132 = add nsw i32 %131, -1
  store i32 %132, ptr %7, align 4
  br label %136

133:                                              ; preds = %115
  %134 = load i32, ptr %8, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %8, align 4
  br label %136

136:                                              ; preds = %133, %130
  %137 = phi i32 [ %131, %130 ], [ %134, %133 ]
  store i32 %137, ptr %13, align 4
  %138 = load ptr, ptr %3, align 8
  %139 = load i32, ptr %12, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds %struct.nodeElt_s, ptr %138, i64 %140
  %142 = getelementptr inbounds %struct.nodeElt_s, ptr %141, i32 0, i32 0
  %143 = load i32, ptr %142, align 4
  %144 = load ptr, ptr %3, align 8
  %145 = load i32, ptr %13, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds %struct.nodeElt_s, ptr %144, i64 %146
  %148 = getelementptr inbounds %struct.nodeElt_s, ptr %147, i32 0, i32 0
  %149 = load i32, ptr %148, align 4
  %150 = add i32 %143, %149
  %151 = load ptr, ptr %3, align 8
  %152 = load i32, ptr %9, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds %struct.nodeElt_s, ptr %151, i64 %153
  %155 = getelementptr inbounds %struct.nodeElt_s, ptr %154, i32 0, i32 0
  store i32 %150, ptr %155, align 4
  %156 = load i32, ptr %9, align 4
  %157 = trunc i32 %156 to i16
  %158 = load ptr, ptr %3, align 8
  %159 = load i32, ptr %13, align 4
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds %struct.nodeElt_s, ptr %158, i64 %160
  %162 = getelementptr inbounds %struct.nodeElt_s, ptr %161, i32 0, i32 1
  store i16 %157, ptr %162, align 4
  %163 = load ptr, ptr %3, align 8
  %164 = load i32, ptr %12, align 4
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds %struct.nodeElt_s, ptr %163, i64 %165
  %167 = getelementptr inbounds %struct.nodeElt_s, ptr %166, i32 0, i32 1
  store i16 %157, ptr %167, align 4
  %168 = load i32, ptr %9, align 4
  %169 = add nsw i32 %168, 1
  store i32 %169, ptr %9, align 4
  br label %91, !llvm.loop !21

170:                                              ; preds = %91
  %171 = load ptr, ptr %3, align 8
  %172 = load i32, ptr %11, align 4
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds %struct.nodeElt_s, ptr %171, i64 %173
  %175 = getelementptr inbounds %struct.nodeElt_s, ptr %174, i32 0, i32 3
  store i8 0, ptr %175, align 1
  %176 = load i32, ptr %11, align 4
  %177 = sub nsw i32 %176, 1
  store i32 %177, ptr %10, align 4
  br label %178

178:                                              ; preds = %201, %170
  %179 = load i32, ptr %10, align 4
  %180 = icmp sge i32 %179, 256
  br i1 %180, label %181, label %204

181:                                              ; preds = %178
  %182 = load ptr, ptr %3, align 8
  %183 = load ptr, ptr %3, align 8
  %184 = load i32, ptr %10, align 4
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds %struct.nodeElt_s, ptr %183, i64 %185
  %187 = getelementptr inbounds %struct.nodeElt_s, ptr %186, i32 0, i32 1
  %188 = load i16, ptr %187, align 4
  %189 = zext i16 %188 to i64
  %190 = getelementptr inbounds %struct.nodeElt_s, ptr %182, i64 %189
  %191 = getelementptr inbounds %struct.nodeElt_s, ptr %190, i32 0, i32 3
  %192 = load i8, ptr %191, align 1
  %193 = zext i8 %192 to i32
  %194 = add nsw i32 %193, 1
  %195 = trunc i32 %194 to i8
  %196 = load ptr, ptr %3, align 8
  %197 = load i32, ptr %10, align 4
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds %struct.nodeElt_s, ptr %196, i64 %198
  %200 = getelementptr inbounds %struct.nodeElt_s, ptr %199, i32 0, i32 3
  store i8 %195, ptr %200, align 1
  br label %201

201:                                              ; preds = %181
  %202 = load i32, ptr %10, align 4
  %203 = add nsw i32 %202, -1
  store i32 %203, ptr %10, align 4
  br label %178, !llvm.loop !22

204:                                              ; preds = %178
  store i32 0, ptr %10, align 4
  br label %205

205:                                              ; preds = %229, %204
  %206 = load i32, ptr %10, align 4
  %207 = load i32, ptr %6, align 4
  %208 = icmp sle i32 %206, %207
  br i1 %208, label %209, label %232

209:                                              ; preds = %205
  %210 = load ptr, ptr %3, align 8
  %211 = load ptr, ptr %3, align 8
  %212 = load i32, ptr %10, align 4
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds %struct.nodeElt_s, ptr %211, i64 %213
  %215 = getelementptr inbounds %struct.nodeElt_s, ptr %214, i32 0, i32 1
  %216 = load i16, ptr %215, align 4
  %217 = zext i16 %216 to i64
  %218 = getelementptr inbounds %struct.nodeElt_s, ptr %210, i64 %217
  %219 = getelementptr inbounds %struct.nodeElt_s, ptr %218, i32 0, i32 3
  %220 = load i8, ptr %219, align 1
  %221 = zext i8 %220 to i32
  %222 = add nsw i32 %221, 1
  %223 = trunc i32 %222 to i8
  %224 = load ptr, ptr %3, align 8
  %225 = load i32, ptr %10, align 4
  %226 = sext i32 %225 to i64
  %227 = getelementptr inbounds %struct.nodeElt_s, ptr %224, i64 %226
  %228 = getelementptr inbounds %struct.nodeElt_s, ptr %227, i32 0, i32 3
  store i8 %223, ptr %228, align 1
  br label %229

229:                                              ; preds = %209
  %230 = load i32, ptr %10, align 4
  %231 = add nsw i32 %230, 1
  store i32 %231, ptr %10, align 4
  br label %205, !llvm.loop !23

232:                                              ; preds = %205
  br label %233

233:                                              ; preds = %232
  br label %234

234:                                              ; preds = %233
  %235 = load i32, ptr %6, align 4
  ret i32 %235
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @HUF_setMaxHeight(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [14 x i32], align 16
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  %21 = load ptr, ptr %5, align 8
  %22 = load i32, ptr %6, align 4
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds %struct.nodeElt_s, ptr %21, i64 %23
  %25 = getelementptr inbounds %struct.nodeElt_s, ptr %24, i32 0, i32 3
  %26 = load i8, ptr %25, align 1
  %27 = zext i8 %26 to i32
  store i32 %27, ptr %8, align 4
  %28 = load i32, ptr %8, align 4
  %29 = load i32, ptr %7, align 4
  %30 = icmp ule i32 %28, %29
  br i1 %30, label %31, label %33

31:                                               ; preds = %3
  %32 = load i32, ptr %8, align 4
  store i32 %32, ptr %4, align 4
  br label %314

33:                                               ; preds = %3
  br label %34

34:                                               ; preds = %33
  br label %35

35:                                               ; preds = %34
  store i32 0, ptr %9, align 4
  %36 = load i32, ptr %8, align 4
  %37 = load i32, ptr %7, align 4
  %38 = sub i32 %36, %37
  %39 = shl i32 1, %38
  store i32 %39, ptr %10, align 4
  %40 = load i32, ptr %6, align 4
  store i32 %40, ptr %11, align 4
  br label %41

41:                                               ; preds = %51, %35
  %42 = load ptr, ptr %5, align 8
  %43 = load i32, ptr %11, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds %struct.nodeElt_s, ptr %42, i64 %44
  %46 = getelementptr inbounds %struct.nodeElt_s, ptr %45, i32 0, i32 3
  %47 = load i8, ptr %46, align 1
  %48 = zext i8 %47 to i32
  %49 = load i32, ptr %7, align 4
  %50 = icmp ugt i32 %48, %49
  br i1 %50, label %51, label %75

51:                                               ; preds = %41
  %52 = load i32, ptr %10, align 4
  %53 = load i32, ptr %8, align 4
  %54 = load ptr, ptr %5, align 8
  %55 = load i32, ptr %11, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds %struct.nodeElt_s, ptr %54, i64 %56
  %58 = getelementptr inbounds %struct.nodeElt_s, ptr %57, i32 0, i32 3
  %59 = load i8, ptr %58, align 1
  %60 = zext i8 %59 to i32
  %61 = sub i32 %53, %60
  %62 = shl i32 1, %61
  %63 = sub i32 %52, %62
  %64 = load i32, ptr %9, align 4
  %65 = add i32 %64, %63
  store i32 %65, ptr %9, align 4
  %66 = load i32, ptr %7, align 4
  %67 = trunc i32 %66 to i8
  %68 = load ptr, ptr %5, align 8
  %69 = load i32, ptr %11, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds %struct.nodeElt_s, ptr %68, i64 %70
  %72 = getelementptr inbounds %struct.nodeElt_s, ptr %71, i32 0, i32 3
  store i8 %67, ptr %72, align 1
  %73 = load i32, ptr %11, align 4
  %74 = add nsw i32 %73, -1
  store i32 %74, ptr %11, align 4
  br label %41, !llvm.loop !24

75:                                               ; preds = %41
  br label %76

76:                                               ; preds = %86, %75
  %77 = load ptr, ptr %5, align 8
  %78 = load i32, ptr %11, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds %struct.nodeElt_s, ptr %77, i64 %79
  %81 = getelementptr inbounds %struct.nodeElt_s, ptr %80, i32 0, i32 3
  %82 = load i8, ptr %81, align 1
  %83 = zext i8 %82 to i32
  %84 = load i32, ptr %7, align 4
  %85 = icmp eq i32 %83, %84
  br i1 %85, label %86, label %89

86:                                               ; preds = %76
  %87 = load i32, ptr %11, align 4
  %88 = add nsw i32 %87, -1
  store i32 %88, ptr %11, align 4
  br label %76, !llvm.loop !25

89:                                               ; preds = %76
  %90 = load i32, ptr %8, align 4
  %91 = load i32, ptr %7, align 4
  %92 = sub i32 %90, %91
  %93 = load i32, ptr %9, align 4
  %94 = ashr i32 %93, %92
  store i32 %94, ptr %9, align 4
  store i32 -252645136, ptr %12, align 4
  %95 = getelementptr inbounds [14 x i32], ptr %13, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %95, i8 -16, i64 56, i1 false)
  %96 = load i32, ptr %7, align 4
  store i32 %96, ptr %14, align 4
  %97 = load i32, ptr %11, align 4
  store i32 %97, ptr %15, align 4
  br label %98

98:                                               ; preds = %126, %89
  %99 = load i32, ptr %15, align 4
  %100 = icmp sge i32 %99, 0
  br i1 %100, label %101, label %129

101:                                              ; preds = %98
  %102 = load ptr, ptr %5, align 8
  %103 = load i32, ptr %15, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds %struct.nodeElt_s, ptr %102, i64 %104
  %106 = getelementptr inbounds %struct.nodeElt_s, ptr %105, i32 0, i32 3
  %107 = load i8, ptr %106, align 1
  %108 = zext i8 %107 to i32
  %109 = load i32, ptr %14, align 4
  %110 = icmp uge i32 %108, %109
  br i1 %110, label %111, label %112

111:                                              ; preds = %101
  br label %126

112:                                              ; preds = %101
  %113 = load ptr, ptr %5, align 8
  %114 = load i32, ptr %15, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds %struct.nodeElt_s, ptr %113, i64 %115
  %117 = getelementptr inbounds %struct.nodeElt_s, ptr %116, i32 0, i32 3
  %118 = load i8, ptr %117, align 1
  %119 = zext i8 %118 to i32
  store i32 %119, ptr %14, align 4
  %120 = load i32, ptr %15, align 4
  %121 = load i32, ptr %7, align 4
  %122 = load i32, ptr %14, align 4
  %123 = sub i32 %121, %122
  %124 = zext i32 %123 to i64
  %125 = getelementptr inbounds [14 x i32], ptr %13, i64 0, i64 %124
  store i32 %120, ptr %125, align 4
  br label %126

126:                                              ; preds = %112, %111
  %127 = load i32, ptr %15, align 4
  %128 = add nsw i32 %127, -1
  store i32 %128, ptr %15, align 4
  br label %98, !llvm.loop !26

129:                                              ; preds = %98
  br label %130

130:                                              ; preds = %260, %129
  %131 = load i32, ptr %9, align 4
  %132 = icmp sgt i32 %131, 0
  br i1 %132, label %133, label %261

133:                                              ; preds = %130
  %134 = load i32, ptr %9, align 4
  %135 = call i32 @ZSTD_highbit32(i32 noundef %134)
  %136 = add i32 %135, 1
  store i32 %136, ptr %16, align 4
  br label %137

137:                                              ; preds = %176, %133
  %138 = load i32, ptr %16, align 4
  %139 = icmp ugt i32 %138, 1
  br i1 %139, label %140, label %179

140:                                              ; preds = %137
  %141 = load i32, ptr %16, align 4
  %142 = zext i32 %141 to i64
  %143 = getelementptr inbounds [14 x i32], ptr %13, i64 0, i64 %142
  %144 = load i32, ptr %143, align 4
  store i32 %144, ptr %17, align 4
  %145 = load i32, ptr %16, align 4
  %146 = sub i32 %145, 1
  %147 = zext i32 %146 to i64
  %148 = getelementptr inbounds [14 x i32], ptr %13, i64 0, i64 %147
  %149 = load i32, ptr %148, align 4
  store i32 %149, ptr %18, align 4
  %150 = load i32, ptr %17, align 4
  %151 = icmp eq i32 %150, -252645136
  br i1 %151, label %152, label %153

152:                                              ; preds = %140
  br label %176

153:                                              ; preds = %140
  %154 = load i32, ptr %18, align 4
  %155 = icmp eq i32 %154, -252645136
  br i1 %155, label %156, label %157

156:                                              ; preds = %153
  br label %179

157:                                              ; preds = %153
  %158 = load ptr, ptr %5, align 8
  %159 = load i32, ptr %17, align 4
  %160 = zext i32 %159 to i64
  %161 = getelementptr inbounds %struct.nodeElt_s, ptr %158, i64 %160
  %162 = getelementptr inbounds %struct.nodeElt_s, ptr %161, i32 0, i32 0
  %163 = load i32, ptr %162, align 4
  store i32 %163, ptr %19, align 4
  %164 = load ptr, ptr %5, align 8
  %165 = load i32, ptr %18, align 4
  %166 = zext i32 %165 to i64
  %167 = getelementptr inbounds %struct.nodeElt_s, ptr %164, i64 %166
  %168 = getelementptr inbounds %struct.nodeElt_s, ptr %167, i32 0, i32 0
  %169 = load i32, ptr %168, align 4
  %170 = mul i32 2, %169
  store i32 %170, ptr %20, align 4
  %171 = load i32, ptr %19, align 4
  %172 = load i32, ptr %20, align 4
  %173 = icmp ule i32 %171, %172
  br i1 %173, label %174, label %175

174:                                              ; preds = %157
  br label %179

175:                                              ; preds = %157
  br label %176

176:                                              ; preds = %175, %152
  %177 = load i32, ptr %16, align 4
  %178 = add i32 %177, -1
  store i32 %178, ptr %16, align 4
  br label %137, !llvm.loop !27

179:                                              ; preds = %174, %156, %137
  br label %180

180:                                              ; preds = %191, %179
  %181 = load i32, ptr %16, align 4
  %182 = icmp ule i32 %181, 12
  br i1 %182, label %183, label %189

183:                                              ; preds = %180
  %184 = load i32, ptr %16, align 4
  %185 = zext i32 %184 to i64
  %186 = getelementptr inbounds [14 x i32], ptr %13, i64 0, i64 %185
  %187 = load i32, ptr %186, align 4
  %188 = icmp eq i32 %187, -252645136
  br label %189

189:                                              ; preds = %183, %180
  %190 = phi i1 [ false, %180 ], [ %188, %183 ]
  br i1 %190, label %191, label %194

191:                                              ; preds = %189
  %192 = load i32, ptr %16, align 4
  %193 = add i32 %192, 1
  store i32 %193, ptr %16, align 4
  br label %180, !llvm.loop !28

194:                                              ; preds = %189
  %195 = load i32, ptr %16, align 4
  %196 = sub i32 %195, 1
  %197 = shl i32 1, %196
  %198 = load i32, ptr %9, align 4
  %199 = sub nsw i32 %198, %197
  store i32 %199, ptr %9, align 4
  %200 = load ptr, ptr %5, align 8
  %201 = load i32, ptr %16, align 4
  %202 = zext i32 %201 to i64
  %203 = getelementptr inbounds [14 x i32], ptr %13, i64 0, i64 %202
  %204 = load i32, ptr %203, align 4
  %205 = zext i32 %204 to i64
  %206 = getelementptr inbounds %struct.nodeElt_s, ptr %200, i64 %205
  %207 = getelementptr inbounds %struct.nodeElt_s, ptr %206, i32 0, i32 3
  %208 = load i8, ptr %207, align 1
  %209 = add i8 %208, 1
  store i8 %209, ptr %207, align 1
  %210 = load i32, ptr %16, align 4
  %211 = sub i32 %210, 1
  %212 = zext i32 %211 to i64
  %213 = getelementptr inbounds [14 x i32], ptr %13, i64 0, i64 %212
  %214 = load i32, ptr %213, align 4
  %215 = icmp eq i32 %214, -252645136
  br i1 %215, label %216, label %225

216:                                              ; preds = %194
  %217 = load i32, ptr %16, align 4
  %218 = zext i32 %217 to i64
  %219 = getelementptr inbounds [14 x i32], ptr %13, i64 0, i64 %218
  %220 = load i32, ptr %219, align 4
  %221 = load i32, ptr %16, align 4
  %222 = sub i32 %221, 1
  %223 = zext i32 %222 to i64
  %224 = getelementptr inbounds [14 x i32], ptr %13, i64 0, i64 %223
  store i32 %220, ptr %224, align 4
  br label %225

225:                                              ; preds = %216, %194
  %226 = load i32, ptr %16, align 4
  %227 = zext i32 %226 to i64
  %228 = getelementptr inbounds [14 x i32], ptr %13, i64 0, i64 %227
  %229 = load i32, ptr %228, align 4
  %230 = icmp eq i32 %229, 0
  br i1 %230, label %231, label %235

231:                                              ; preds = %225
  %232 = load i32, ptr %16, align 4
  %233 = zext i32 %232 to i64
  %234 = getelementptr inbounds [14 x i32], ptr %13, i64 0, i64 %233
  store i32 -252645136, ptr %234, align 4
  br label %260

235:                                              ; preds = %225
  %236 = load i32, ptr %16, align 4
  %237 = zext i32 %236 to i64
  %238 = getelementptr inbounds [14 x i32], ptr %13, i64 0, i64 %237
  %239 = load i32, ptr %238, align 4
  %240 = add i32 %239, -1
  store i32 %240, ptr %238, align 4
  %241 = load ptr, ptr %5, align 8
  %242 = load i32, ptr %16, align 4
  %243 = zext i32 %242 to i64
  %244 = getelementptr inbounds [14 x i32], ptr %13, i64 0, i64 %243
  %245 = load i32, ptr %244, align 4
  %246 = zext i32 %245 to i64
  %247 = getelementptr inbounds %struct.nodeElt_s, ptr %241, i64 %246
  %248 = getelementptr inbounds %struct.nodeElt_s, ptr %247, i32 0, i32 3
  %249 = load i8, ptr %248, align 1
  %250 = zext i8 %249 to i32
  %251 = load i32, ptr %7, align 4
  %252 = load i32, ptr %16, align 4
  %253 = sub i32 %251, %252
  %254 = icmp ne i32 %250, %253
  br i1 %254, label %255, label %259

255:                                              ; preds = %235
  %256 = load i32, ptr %16, align 4
  %257 = zext i32 %256 to i64
  %258 = getelementptr inbounds [14 x i32], ptr %13, i64 0, i64 %257
  store i32 -252645136, ptr %258, align 4
  br label %259

259:                                              ; preds = %255, %235
  br label %260

260:                                              ; preds = %259, %231
  br label %130, !llvm.loop !29

261:                                              ; preds = %130
  br label %262

262:                                              ; preds = %297, %283, %261
  %263 = load i32, ptr %9, align 4
  %264 = icmp slt i32 %263, 0
  br i1 %264, label %265, label %312

265:                                              ; preds = %262
  %266 = getelementptr inbounds [14 x i32], ptr %13, i64 0, i64 1
  %267 = load i32, ptr %266, align 4
  %268 = icmp eq i32 %267, -252645136
  br i1 %268, label %269, label %297

269:                                              ; preds = %265
  br label %270

270:                                              ; preds = %280, %269
  %271 = load ptr, ptr %5, align 8
  %272 = load i32, ptr %11, align 4
  %273 = sext i32 %272 to i64
  %274 = getelementptr inbounds %struct.nodeElt_s, ptr %271, i64 %273
  %275 = getelementptr inbounds %struct.nodeElt_s, ptr %274, i32 0, i32 3
  %276 = load i8, ptr %275, align 1
  %277 = zext i8 %276 to i32
  %278 = load i32, ptr %7, align 4
  %279 = icmp eq i32 %277, %278
  br i1 %279, label %280, label %283

280:                                              ; preds = %270
  %281 = load i32, ptr %11, align 4
  %282 = add nsw i32 %281, -1
  store i32 %282, ptr %11, align 4
  br label %270, !llvm.loop !30

283:                                              ; preds = %270
  %284 = load ptr, ptr %5, align 8
  %285 = load i32, ptr %11, align 4
  %286 = add nsw i32 %285, 1
  %287 = sext i32 %286 to i64
  %288 = getelementptr inbounds %struct.nodeElt_s, ptr %284, i64 %287
  %289 = getelementptr inbounds %struct.nodeElt_s, ptr %288, i32 0, i32 3
  %290 = load i8, ptr %289, align 1
  %291 = add i8 %290, -1
  store i8 %291, ptr %289, align 1
  %292 = load i32, ptr %11, align 4
  %293 = add nsw i32 %292, 1
  %294 = getelementptr inbounds [14 x i32], ptr %13, i64 0, i64 1
  store i32 %293, ptr %294, align 4
  %295 = load i32, ptr %9, align 4
  %296 = add nsw i32 %295, 1
  store i32 %296, ptr %9, align 4
  br label %262, !llvm.loop !31

297:                                              ; preds = %265
  %298 = load ptr, ptr %5, align 8
  %299 = getelementptr inbounds [14 x i32], ptr %13, i64 0, i64 1
  %300 = load i32, ptr %299, align 4
  %301 = add i32 %300, 1
  %302 = zext i32 %301 to i64
  %303 = getelementptr inbounds %struct.nodeElt_s, ptr %298, i64 %302
  %304 = getelementptr inbounds %struct.nodeElt_s, ptr %303, i32 0, i32 3
  %305 = load i8, ptr %304, align 1
  %306 = add i8 %305, -1
  store i8 %306, ptr %304, align 1
  %307 = getelementptr inbounds [14 x i32], ptr %13, i64 0, i64 1
  %308 = load i32, ptr %307, align 4
  %309 = add i32 %308, 1
  store i32 %309, ptr %307, align 4
  %310 = load i32, ptr %9, align 4
  %311 = add nsw i32 %310, 1
  store i32 %311, ptr %9, align 4
  br label %262, !llvm.loop !31

312:                                              ; preds = %262
  %313 = load i32, ptr %7, align 4
  store i32 %313, ptr %4, align 4
  br label %314

314:                                              ; preds = %312, %31
  %315 = load i32, ptr %4, align 4
  ret i32 %315
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @HUF_buildCTableFromTree(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca [13 x i16], align 16
  %14 = alloca [13 x i16], align 16
  %15 = alloca i32, align 4
  %16 = alloca i16, align 2
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  %17 = load ptr, ptr %6, align 8
  %18 = getelementptr inbounds i64, ptr %17, i64 1
  store ptr %18, ptr %11, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %13, i8 0, i64 26, i1 false)
  call void @llvm.memset.p0.i64(ptr align 16 %14, i8 0, i64 26, i1 false)
  %19 = load i32, ptr %9, align 4
  %20 = add i32 %19, 1
  store i32 %20, ptr %15, align 4
  store i32 0, ptr %12, align 4
  br label %21

21:                                               ; preds = %36, %5
  %22 = load i32, ptr %12, align 4
  %23 = load i32, ptr %8, align 4
  %24 = icmp sle i32 %22, %23
  br i1 %24, label %25, label %39

25:                                               ; preds = %21
  %26 = load ptr, ptr %7, align 8
  %27 = load i32, ptr %12, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds %struct.nodeElt_s, ptr %26, i64 %28
  %30 = getelementptr inbounds %struct.nodeElt_s, ptr %29, i32 0, i32 3
  %31 = load i8, ptr %30, align 1
  %32 = zext i8 %31 to i64
  %33 = getelementptr inbounds [13 x i16], ptr %13, i64 0, i64 %32
  %34 = load i16, ptr %33, align 2
  %35 = add i16 %34, 1
  store i16 %35, ptr %33, align 2
  br label %36

36:                                               ; preds = %25
  %37 = load i32, ptr %12, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %12, align 4
  br label %21, !llvm.loop !32

39:                                               ; preds = %21
  store i16 0, ptr %16, align 2
  %40 = load i32, ptr %10, align 4
  store i32 %40, ptr %12, align 4
  br label %41

41:                                               ; preds = %62, %39
  %42 = load i32, ptr %12, align 4
  %43 = icmp sgt i32 %42, 0
  br i1 %43, label %44, label %65

44:                                               ; preds = %41
  %45 = load i16, ptr %16, align 2
  %46 = load i32, ptr %12, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [13 x i16], ptr %14, i64 0, i64 %47
  store i16 %45, ptr %48, align 2
  %49 = load i32, ptr %12, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [13 x i16], ptr %13, i64 0, i64 %50
  %52 = load i16, ptr %51, align 2
  %53 = zext i16 %52 to i32
  %54 = load i16, ptr %16, align 2
  %55 = zext i16 %54 to i32
  %56 = add nsw i32 %55, %53
  %57 = trunc i32 %56 to i16
  store i16 %57, ptr %16, align 2
  %58 = load i16, ptr %16, align 2
  %59 = zext i16 %58 to i32
  %60 = ashr i32 %59, 1
  %61 = trunc i32 %60 to i16
  store i16 %61, ptr %16, align 2
  br label %62

62:                                               ; preds = %44
  %63 = load i32, ptr %12, align 4
  %64 = add nsw i32 %63, -1
  store i32 %64, ptr %12, align 4
  br label %41, !llvm.loop !33

65:                                               ; preds = %41
  store i32 0, ptr %12, align 4
  br label %66

66:                                               ; preds = %88, %65
  %67 = load i32, ptr %12, align 4
  %68 = load i32, ptr %15, align 4
  %69 = icmp slt i32 %67, %68
  br i1 %69, label %70, label %91

70:                                               ; preds = %66
  %71 = load ptr, ptr %11, align 8
  %72 = load ptr, ptr %7, align 8
  %73 = load i32, ptr %12, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds %struct.nodeElt_s, ptr %72, i64 %74
  %76 = getelementptr inbounds %struct.nodeElt_s, ptr %75, i32 0, i32 2
  %77 = load i8, ptr %76, align 2
  %78 = zext i8 %77 to i32
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i64, ptr %71, i64 %79
  %81 = load ptr, ptr %7, align 8
  %82 = load i32, ptr %12, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds %struct.nodeElt_s, ptr %81, i64 %83
  %85 = getelementptr inbounds %struct.nodeElt_s, ptr %84, i32 0, i32 3
  %86 = load i8, ptr %85, align 1
  %87 = zext i8 %86 to i64
  call void @HUF_setNbBits(ptr noundef %80, i64 noundef %87)
  br label %88

88:                                               ; preds = %70
  %89 = load i32, ptr %12, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %12, align 4
  br label %66, !llvm.loop !34

91:                                               ; preds = %66
  store i32 0, ptr %12, align 4
  br label %92

92:                                               ; preds = %111, %91
  %93 = load i32, ptr %12, align 4
  %94 = load i32, ptr %15, align 4
  %95 = icmp slt i32 %93, %94
  br i1 %95, label %96, label %114

96:                                               ; preds = %92
  %97 = load ptr, ptr %11, align 8
  %98 = load i32, ptr %12, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds i64, ptr %97, i64 %99
  %101 = load ptr, ptr %11, align 8
  %102 = load i32, ptr %12, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds i64, ptr %101, i64 %103
  %105 = load i64, ptr %104, align 8
  %106 = call i64 @HUF_getNbBits(i64 noundef %105)
  %107 = getelementptr inbounds [13 x i16], ptr %14, i64 0, i64 %106
  %108 = load i16, ptr %107, align 2
  %109 = add i16 %108, 1
  store i16 %109, ptr %107, align 2
  %110 = zext i16 %108 to i64
  call void @HUF_setValue(ptr noundef %100, i64 noundef %110)
  br label %111

111:                                              ; preds = %96
  %112 = load i32, ptr %12, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %12, align 4
  br label %92, !llvm.loop !35

114:                                              ; preds = %92
  %115 = load ptr, ptr %6, align 8
  %116 = load i32, ptr %10, align 4
  %117 = load i32, ptr %9, align 4
  call void @HUF_writeCTableHeader(ptr noundef %115, i32 noundef %116, i32 noundef %117)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @HUF_estimateCompressedSize(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds i64, ptr %10, i64 1
  store ptr %11, ptr %7, align 8
  store i64 0, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %12

12:                                               ; preds = %32, %3
  %13 = load i32, ptr %9, align 4
  %14 = load i32, ptr %6, align 4
  %15 = icmp sle i32 %13, %14
  br i1 %15, label %16, label %35

16:                                               ; preds = %12
  %17 = load ptr, ptr %7, align 8
  %18 = load i32, ptr %9, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i64, ptr %17, i64 %19
  %21 = load i64, ptr %20, align 8
  %22 = call i64 @HUF_getNbBits(i64 noundef %21)
  %23 = load ptr, ptr %5, align 8
  %24 = load i32, ptr %9, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr %23, i64 %25
  %27 = load i32, ptr %26, align 4
  %28 = zext i32 %27 to i64
  %29 = mul i64 %22, %28
  %30 = load i64, ptr %8, align 8
  %31 = add i64 %30, %29
  store i64 %31, ptr %8, align 8
  br label %32

32:                                               ; preds = %16
  %33 = load i32, ptr %9, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %9, align 4
  br label %12, !llvm.loop !36

35:                                               ; preds = %12
  %36 = load i64, ptr %8, align 8
  %37 = lshr i64 %36, 3
  ret i64 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @HUF_validateCTable(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.HUF_CTableHeader, align 1
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %12 = load ptr, ptr %5, align 8
  %13 = call i64 @HUF_readCTableHeader(ptr noundef %12)
  store i64 %13, ptr %8, align 1
  %14 = load ptr, ptr %5, align 8
  %15 = getelementptr inbounds i64, ptr %14, i64 1
  store ptr %15, ptr %9, align 8
  store i32 0, ptr %10, align 4
  %16 = getelementptr inbounds %struct.HUF_CTableHeader, ptr %8, i32 0, i32 1
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = load i32, ptr %7, align 4
  %20 = icmp ult i32 %18, %19
  br i1 %20, label %21, label %22

21:                                               ; preds = %3
  store i32 0, ptr %4, align 4
  br label %54

22:                                               ; preds = %3
  store i32 0, ptr %11, align 4
  br label %23

23:                                               ; preds = %46, %22
  %24 = load i32, ptr %11, align 4
  %25 = load i32, ptr %7, align 4
  %26 = icmp sle i32 %24, %25
  br i1 %26, label %27, label %49

27:                                               ; preds = %23
  %28 = load ptr, ptr %6, align 8
  %29 = load i32, ptr %11, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %28, i64 %30
  %32 = load i32, ptr %31, align 4
  %33 = icmp ne i32 %32, 0
  %34 = zext i1 %33 to i32
  %35 = load ptr, ptr %9, align 8
  %36 = load i32, ptr %11, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i64, ptr %35, i64 %37
  %39 = load i64, ptr %38, align 8
  %40 = call i64 @HUF_getNbBits(i64 noundef %39)
  %41 = icmp eq i64 %40, 0
  %42 = zext i1 %41 to i32
  %43 = and i32 %34, %42
  %44 = load i32, ptr %10, align 4
  %45 = or i32 %44, %43
  store i32 %45, ptr %10, align 4
  br label %46

46:                                               ; preds = %27
  %47 = load i32, ptr %11, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %11, align 4
  br label %23, !llvm.loop !37

49:                                               ; preds = %23
  %50 = load i32, ptr %10, align 4
  %51 = icmp ne i32 %50, 0
  %52 = xor i1 %51, true
  %53 = zext i1 %52 to i32
  store i32 %53, ptr %4, align 4
  br label %54

54:                                               ; preds = %49, %21
  %55 = load i32, ptr %4, align 4
  ret i32 %55
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @HUF_compressBound(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = lshr i64 %4, 8
  %6 = add i64 %3, %5
  %7 = add i64 %6, 8
  %8 = add i64 129, %7
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @HUF_compress1X_usingCTable(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, i32 noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store i64 %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store i64 %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store i32 %5, ptr %12, align 4
  %13 = load ptr, ptr %7, align 8
  %14 = load i64, ptr %8, align 8
  %15 = load ptr, ptr %9, align 8
  %16 = load i64, ptr %10, align 8
  %17 = load ptr, ptr %11, align 8
  %18 = load i32, ptr %12, align 4
  %19 = call i64 @HUF_compress1X_usingCTable_internal(ptr noundef %13, i64 noundef %14, ptr noundef %15, i64 noundef %16, ptr noundef %17, i32 noundef %18)
  ret i64 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @HUF_compress1X_usingCTable_internal(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, i32 noundef %5) #0 {
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store i64 %1, ptr %9, align 8
  store ptr %2, ptr %10, align 8
  store i64 %3, ptr %11, align 8
  store ptr %4, ptr %12, align 8
  store i32 %5, ptr %13, align 4
  %14 = load i32, ptr %13, align 4
  %15 = and i32 %14, 1
  %16 = icmp ne i32 %15, 0
  br i1 %16, label %17, label %24

17:                                               ; preds = %6
  %18 = load ptr, ptr %8, align 8
  %19 = load i64, ptr %9, align 8
  %20 = load ptr, ptr %10, align 8
  %21 = load i64, ptr %11, align 8
  %22 = load ptr, ptr %12, align 8
  %23 = call i64 @HUF_compress1X_usingCTable_internal_bmi2(ptr noundef %18, i64 noundef %19, ptr noundef %20, i64 noundef %21, ptr noundef %22)
  store i64 %23, ptr %7, align 8
  br label %31

24:                                               ; preds = %6
  %25 = load ptr, ptr %8, align 8
  %26 = load i64, ptr %9, align 8
  %27 = load ptr, ptr %10, align 8
  %28 = load i64, ptr %11, align 8
  %29 = load ptr, ptr %12, align 8
  %30 = call i64 @HUF_compress1X_usingCTable_internal_default(ptr noundef %25, i64 noundef %26, ptr noundef %27, i64 noundef %28, ptr noundef %29)
  store i64 %30, ptr %7, align 8
  br label %31

31:                                               ; preds = %24, %17
  %32 = load i64, ptr %7, align 8
  ret i64 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @HUF_compress4X_usingCTable(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, i32 noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store i64 %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store i64 %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store i32 %5, ptr %12, align 4
  %13 = load ptr, ptr %7, align 8
  %14 = load i64, ptr %8, align 8
  %15 = load ptr, ptr %9, align 8
  %16 = load i64, ptr %10, align 8
  %17 = load ptr, ptr %11, align 8
  %18 = load i32, ptr %12, align 4
  %19 = call i64 @HUF_compress4X_usingCTable_internal(ptr noundef %13, i64 noundef %14, ptr noundef %15, i64 noundef %16, ptr noundef %17, i32 noundef %18)
  ret i64 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @HUF_compress4X_usingCTable_internal(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, i32 noundef %5) #0 {
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca i64, align 8
  store ptr %0, ptr %8, align 8
  store i64 %1, ptr %9, align 8
  store ptr %2, ptr %10, align 8
  store i64 %3, ptr %11, align 8
  store ptr %4, ptr %12, align 8
  store i32 %5, ptr %13, align 4
  %24 = load i64, ptr %11, align 8
  %25 = add i64 %24, 3
  %26 = udiv i64 %25, 4
  store i64 %26, ptr %14, align 8
  %27 = load ptr, ptr %10, align 8
  store ptr %27, ptr %15, align 8
  %28 = load ptr, ptr %15, align 8
  %29 = load i64, ptr %11, align 8
  %30 = getelementptr inbounds i8, ptr %28, i64 %29
  store ptr %30, ptr %16, align 8
  %31 = load ptr, ptr %8, align 8
  store ptr %31, ptr %17, align 8
  %32 = load ptr, ptr %17, align 8
  %33 = load i64, ptr %9, align 8
  %34 = getelementptr inbounds i8, ptr %32, i64 %33
  store ptr %34, ptr %18, align 8
  %35 = load ptr, ptr %17, align 8
  store ptr %35, ptr %19, align 8
  %36 = load i64, ptr %9, align 8
  %37 = icmp ult i64 %36, 17
  br i1 %37, label %38, label %39

38:                                               ; preds = %6
  store i64 0, ptr %7, align 8
  br label %191

39:                                               ; preds = %6
  %40 = load i64, ptr %11, align 8
  %41 = icmp ult i64 %40, 12
  br i1 %41, label %42, label %43

42:                                               ; preds = %39
  store i64 0, ptr %7, align 8
  br label %191

43:                                               ; preds = %39
  %44 = load ptr, ptr %19, align 8
  %45 = getelementptr inbounds i8, ptr %44, i64 6
  store ptr %45, ptr %19, align 8
  %46 = load ptr, ptr %19, align 8
  %47 = load ptr, ptr %18, align 8
  %48 = load ptr, ptr %19, align 8
  %49 = ptrtoint ptr %47 to i64
  %50 = ptrtoint ptr %48 to i64
  %51 = sub i64 %49, %50
  %52 = load ptr, ptr %15, align 8
  %53 = load i64, ptr %14, align 8
  %54 = load ptr, ptr %12, align 8
  %55 = load i32, ptr %13, align 4
  %56 = call i64 @HUF_compress1X_usingCTable_internal(ptr noundef %46, i64 noundef %51, ptr noundef %52, i64 noundef %53, ptr noundef %54, i32 noundef %55)
  store i64 %56, ptr %20, align 8
  br label %57

57:                                               ; preds = %43
  %58 = load i64, ptr %20, align 8
  %59 = call i32 @ERR_isError(i64 noundef %58)
  %60 = icmp ne i32 %59, 0
  br i1 %60, label %61, label %63

61:                                               ; preds = %57
  %62 = load i64, ptr %20, align 8
  store i64 %62, ptr %7, align 8
  br label %191

63:                                               ; preds = %57
  br label %64

64:                                               ; preds = %63
  %65 = load i64, ptr %20, align 8
  %66 = icmp eq i64 %65, 0
  br i1 %66, label %70, label %67

67:                                               ; preds = %64
  %68 = load i64, ptr %20, align 8
  %69 = icmp ugt i64 %68, 65535
  br i1 %69, label %70, label %71

70:                                               ; preds = %67, %64
  store i64 0, ptr %7, align 8
  br label %191

71:                                               ; preds = %67
  %72 = load ptr, ptr %17, align 8
  %73 = load i64, ptr %20, align 8
  %74 = trunc i64 %73 to i16
  call void @MEM_writeLE16(ptr noundef %72, i16 noundef zeroext %74)
  %75 = load i64, ptr %20, align 8
  %76 = load ptr, ptr %19, align 8
  %77 = getelementptr inbounds i8, ptr %76, i64 %75
  store ptr %77, ptr %19, align 8
  %78 = load i64, ptr %14, align 8
  %79 = load ptr, ptr %15, align 8
  %80 = getelementptr inbounds i8, ptr %79, i64 %78
  store ptr %80, ptr %15, align 8
  %81 = load ptr, ptr %19, align 8
  %82 = load ptr, ptr %18, align 8
  %83 = load ptr, ptr %19, align 8
  %84 = ptrtoint ptr %82 to i64
  %85 = ptrtoint ptr %83 to i64
  %86 = sub i64 %84, %85
  %87 = load ptr, ptr %15, align 8
  %88 = load i64, ptr %14, align 8
  %89 = load ptr, ptr %12, align 8
  %90 = load i32, ptr %13, align 4
  %91 = call i64 @HUF_compress1X_usingCTable_internal(ptr noundef %81, i64 noundef %86, ptr noundef %87, i64 noundef %88, ptr noundef %89, i32 noundef %90)
  store i64 %91, ptr %21, align 8
  br label %92

92:                                               ; preds = %71
  %93 = load i64, ptr %21, align 8
  %94 = call i32 @ERR_isError(i64 noundef %93)
  %95 = icmp ne i32 %94, 0
  br i1 %95, label %96, label %98

96:                                               ; preds = %92
  %97 = load i64, ptr %21, align 8
  store i64 %97, ptr %7, align 8
  br label %191

98:                                               ; preds = %92
  br label %99

99:                                               ; preds = %98
  %100 = load i64, ptr %21, align 8
  %101 = icmp eq i64 %100, 0
  br i1 %101, label %105, label %102

102:                                              ; preds = %99
  %103 = load i64, ptr %21, align 8
  %104 = icmp ugt i64 %103, 65535
  br i1 %104, label %105, label %106

105:                                              ; preds = %102, %99
  store i64 0, ptr %7, align 8
  br label %191

106:                                              ; preds = %102
  %107 = load ptr, ptr %17, align 8
  %108 = getelementptr inbounds i8, ptr %107, i64 2
  %109 = load i64, ptr %21, align 8
  %110 = trunc i64 %109 to i16
  call void @MEM_writeLE16(ptr noundef %108, i16 noundef zeroext %110)
  %111 = load i64, ptr %21, align 8
  %112 = load ptr, ptr %19, align 8
  %113 = getelementptr inbounds i8, ptr %112, i64 %111
  store ptr %113, ptr %19, align 8
  %114 = load i64, ptr %14, align 8
  %115 = load ptr, ptr %15, align 8
  %116 = getelementptr inbounds i8, ptr %115, i64 %114
  store ptr %116, ptr %15, align 8
  %117 = load ptr, ptr %19, align 8
  %118 = load ptr, ptr %18, align 8
  %119 = load ptr, ptr %19, align 8
  %120 = ptrtoint ptr %118 to i64
  %121 = ptrtoint ptr %119 to i64
  %122 = sub i64 %120, %121
  %123 = load ptr, ptr %15, align 8
  %124 = load i64, ptr %14, align 8
  %125 = load ptr, ptr %12, align 8
  %126 = load i32, ptr %13, align 4
  %127 = call i64 @HUF_compress1X_usingCTable_internal(ptr noundef %117, i64 noundef %122, ptr noundef %123, i64 noundef %124, ptr noundef %125, i32 noundef %126)
  store i64 %127, ptr %22, align 8
  br label %128

128:                                              ; preds = %106
  %129 = load i64, ptr %22, align 8
  %130 = call i32 @ERR_isError(i64 noundef %129)
  %131 = icmp ne i32 %130, 0
  br i1 %131, label %132, label %134

132:                                              ; preds = %128
  %133 = load i64, ptr %22, align 8
  store i64 %133, ptr %7, align 8
  br label %191

134:                                              ; preds = %128
  br label %135

135:                                              ; preds = %134
  %136 = load i64, ptr %22, align 8
  %137 = icmp eq i64 %136, 0
  br i1 %137, label %141, label %138

138:                                              ; preds = %135
  %139 = load i64, ptr %22, align 8
  %140 = icmp ugt i64 %139, 65535
  br i1 %140, label %141, label %142

141:                                              ; preds = %138, %135
  store i64 0, ptr %7, align 8
  br label %191

142:                                              ; preds = %138
  %143 = load ptr, ptr %17, align 8
  %144 = getelementptr inbounds i8, ptr %143, i64 4
  %145 = load i64, ptr %22, align 8
  %146 = trunc i64 %145 to i16
  call void @MEM_writeLE16(ptr noundef %144, i16 noundef zeroext %146)
  %147 = load i64, ptr %22, align 8
  %148 = load ptr, ptr %19, align 8
  %149 = getelementptr inbounds i8, ptr %148, i64 %147
  store ptr %149, ptr %19, align 8
  %150 = load i64, ptr %14, align 8
  %151 = load ptr, ptr %15, align 8
  %152 = getelementptr inbounds i8, ptr %151, i64 %150
  store ptr %152, ptr %15, align 8
  %153 = load ptr, ptr %19, align 8
  %154 = load ptr, ptr %18, align 8
  %155 = load ptr, ptr %19, align 8
  %156 = ptrtoint ptr %154 to i64
  %157 = ptrtoint ptr %155 to i64
  %158 = sub i64 %156, %157
  %159 = load ptr, ptr %15, align 8
  %160 = load ptr, ptr %16, align 8
  %161 = load ptr, ptr %15, align 8
  %162 = ptrtoint ptr %160 to i64
  %163 = ptrtoint ptr %161 to i64
  %164 = sub i64 %162, %163
  %165 = load ptr, ptr %12, align 8
  %166 = load i32, ptr %13, align 4
  %167 = call i64 @HUF_compress1X_usingCTable_internal(ptr noundef %153, i64 noundef %158, ptr noundef %159, i64 noundef %164, ptr noundef %165, i32 noundef %166)
  store i64 %167, ptr %23, align 8
  br label %168

168:                                              ; preds = %142
  %169 = load i64, ptr %23, align 8
  %170 = call i32 @ERR_isError(i64 noundef %169)
  %171 = icmp ne i32 %170, 0
  br i1 %171, label %172, label %174

172:                                              ; preds = %168
  %173 = load i64, ptr %23, align 8
  store i64 %173, ptr %7, align 8
  br label %191

174:                                              ; preds = %168
  br label %175

175:                                              ; preds = %174
  %176 = load i64, ptr %23, align 8
  %177 = icmp eq i64 %176, 0
  br i1 %177, label %181, label %178

178:                                              ; preds = %175
  %179 = load i64, ptr %23, align 8
  %180 = icmp ugt i64 %179, 65535
  br i1 %180, label %181, label %182

181:                                              ; preds = %178, %175
  store i64 0, ptr %7, align 8
  br label %191

182:                                              ; preds = %178
  %183 = load i64, ptr %23, align 8
  %184 = load ptr, ptr %19, align 8
  %185 = getelementptr inbounds i8, ptr %184, i64 %183
  store ptr %185, ptr %19, align 8
  %186 = load ptr, ptr %19, align 8
  %187 = load ptr, ptr %17, align 8
  %188 = ptrtoint ptr %186 to i64
  %189 = ptrtoint ptr %187 to i64
  %190 = sub i64 %188, %189
  store i64 %190, ptr %7, align 8
  br label %191

191:                                              ; preds = %182, %181, %172, %141, %132, %105, %96, %70, %61, %42, %38
  %192 = load i64, ptr %7, align 8
  ret i64 %192
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @HUF_cardinality(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %23, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = add i32 %9, 1
  %11 = icmp ult i32 %8, %10
  br i1 %11, label %12, label %26

12:                                               ; preds = %7
  %13 = load ptr, ptr %3, align 8
  %14 = load i32, ptr %6, align 4
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr %13, i64 %15
  %17 = load i32, ptr %16, align 4
  %18 = icmp ne i32 %17, 0
  br i1 %18, label %19, label %22

19:                                               ; preds = %12
  %20 = load i32, ptr %5, align 4
  %21 = add i32 %20, 1
  store i32 %21, ptr %5, align 4
  br label %22

22:                                               ; preds = %19, %12
  br label %23

23:                                               ; preds = %22
  %24 = load i32, ptr %6, align 4
  %25 = add i32 %24, 1
  store i32 %25, ptr %6, align 4
  br label %7, !llvm.loop !38

26:                                               ; preds = %7
  %27 = load i32, ptr %5, align 4
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @HUF_minTableLog(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call i32 @ZSTD_highbit32(i32 noundef %4)
  %6 = add i32 %5, 1
  store i32 %6, ptr %3, align 4
  %7 = load i32, ptr %3, align 4
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_highbit32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @ZSTD_countLeadingZeros32(i32 noundef %3)
  %5 = sub i32 31, %4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @HUF_optimalTableLog(i32 noundef %0, i64 noundef %1, i32 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef %6, i32 noundef %7) #0 {
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i64, align 8
  store i32 %0, ptr %10, align 4
  store i64 %1, ptr %11, align 8
  store i32 %2, ptr %12, align 4
  store ptr %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store ptr %5, ptr %15, align 8
  store ptr %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  %28 = load i32, ptr %17, align 4
  %29 = and i32 %28, 2
  %30 = icmp ne i32 %29, 0
  br i1 %30, label %36, label %31

31:                                               ; preds = %8
  %32 = load i32, ptr %10, align 4
  %33 = load i64, ptr %11, align 8
  %34 = load i32, ptr %12, align 4
  %35 = call i32 @FSE_optimalTableLog_internal(i32 noundef %32, i64 noundef %33, i32 noundef %34, i32 noundef 1)
  store i32 %35, ptr %9, align 4
  br label %117

36:                                               ; preds = %8
  %37 = load ptr, ptr %13, align 8
  %38 = getelementptr inbounds i8, ptr %37, i64 748
  store ptr %38, ptr %18, align 8
  %39 = load i64, ptr %14, align 8
  %40 = sub i64 %39, 748
  store i64 %40, ptr %19, align 8
  %41 = load ptr, ptr %16, align 8
  %42 = load i32, ptr %12, align 4
  %43 = call i32 @HUF_cardinality(ptr noundef %41, i32 noundef %42)
  store i32 %43, ptr %22, align 4
  %44 = load i32, ptr %22, align 4
  %45 = call i32 @HUF_minTableLog(i32 noundef %44)
  store i32 %45, ptr %23, align 4
  store i64 -2, ptr %24, align 8
  %46 = load i32, ptr %10, align 4
  store i32 %46, ptr %25, align 4
  br label %47

47:                                               ; preds = %36
  br label %48

48:                                               ; preds = %47
  %49 = load i32, ptr %23, align 4
  store i32 %49, ptr %26, align 4
  br label %50

50:                                               ; preds = %112, %48
  %51 = load i32, ptr %26, align 4
  %52 = load i32, ptr %10, align 4
  %53 = icmp ule i32 %51, %52
  br i1 %53, label %54, label %115

54:                                               ; preds = %50
  br label %55

55:                                               ; preds = %54
  br label %56

56:                                               ; preds = %55
  %57 = load ptr, ptr %15, align 8
  %58 = load ptr, ptr %16, align 8
  %59 = load i32, ptr %12, align 4
  %60 = load i32, ptr %26, align 4
  %61 = load ptr, ptr %13, align 8
  %62 = load i64, ptr %14, align 8
  %63 = call i64 @HUF_buildCTable_wksp(ptr noundef %57, ptr noundef %58, i32 noundef %59, i32 noundef %60, ptr noundef %61, i64 noundef %62)
  store i64 %63, ptr %27, align 8
  %64 = load i64, ptr %27, align 8
  %65 = call i32 @ERR_isError(i64 noundef %64)
  %66 = icmp ne i32 %65, 0
  br i1 %66, label %67, label %68

67:                                               ; preds = %56
  br label %112

68:                                               ; preds = %56
  %69 = load i64, ptr %27, align 8
  %70 = load i32, ptr %26, align 4
  %71 = zext i32 %70 to i64
  %72 = icmp ult i64 %69, %71
  br i1 %72, label %73, label %78

73:                                               ; preds = %68
  %74 = load i32, ptr %26, align 4
  %75 = load i32, ptr %23, align 4
  %76 = icmp ugt i32 %74, %75
  br i1 %76, label %77, label %78

77:                                               ; preds = %73
  br label %115

78:                                               ; preds = %73, %68
  %79 = load ptr, ptr %18, align 8
  %80 = load i64, ptr %19, align 8
  %81 = load ptr, ptr %15, align 8
  %82 = load i32, ptr %12, align 4
  %83 = load i64, ptr %27, align 8
  %84 = trunc i64 %83 to i32
  %85 = load ptr, ptr %13, align 8
  %86 = load i64, ptr %14, align 8
  %87 = call i64 @HUF_writeCTable_wksp(ptr noundef %79, i64 noundef %80, ptr noundef %81, i32 noundef %82, i32 noundef %84, ptr noundef %85, i64 noundef %86)
  store i64 %87, ptr %20, align 8
  %88 = load i64, ptr %20, align 8
  %89 = call i32 @ERR_isError(i64 noundef %88)
  %90 = icmp ne i32 %89, 0
  br i1 %90, label %91, label %92

91:                                               ; preds = %78
  br label %112

92:                                               ; preds = %78
  %93 = load ptr, ptr %15, align 8
  %94 = load ptr, ptr %16, align 8
  %95 = load i32, ptr %12, align 4
  %96 = call i64 @HUF_estimateCompressedSize(ptr noundef %93, ptr noundef %94, i32 noundef %95)
  %97 = load i64, ptr %20, align 8
  %98 = add i64 %96, %97
  store i64 %98, ptr %21, align 8
  %99 = load i64, ptr %21, align 8
  %100 = load i64, ptr %24, align 8
  %101 = add i64 %100, 1
  %102 = icmp ugt i64 %99, %101
  br i1 %102, label %103, label %104

103:                                              ; preds = %92
  br label %115

104:                                              ; preds = %92
  %105 = load i64, ptr %21, align 8
  %106 = load i64, ptr %24, align 8
  %107 = icmp ult i64 %105, %106
  br i1 %107, label %108, label %111

108:                                              ; preds = %104
  %109 = load i64, ptr %21, align 8
  store i64 %109, ptr %24, align 8
  %110 = load i32, ptr %26, align 4
  store i32 %110, ptr %25, align 4
  br label %111

111:                                              ; preds = %108, %104
  br label %112

112:                                              ; preds = %111, %91, %67
  %113 = load i32, ptr %26, align 4
  %114 = add i32 %113, 1
  store i32 %114, ptr %26, align 4
  br label %50, !llvm.loop !39

115:                                              ; preds = %103, %77, %50
  %116 = load i32, ptr %25, align 4
  store i32 %116, ptr %9, align 4
  br label %117

117:                                              ; preds = %115, %31
  %118 = load i32, ptr %9, align 4
  ret i32 %118
}

declare i32 @FSE_optimalTableLog_internal(i32 noundef, i64 noundef, i32 noundef, i32 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @HUF_compress1X_repeat(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i64 noundef %7, ptr noundef %8, ptr noundef %9, i32 noundef %10) #0 {
  %12 = alloca ptr, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca i64, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  store ptr %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store ptr %2, ptr %14, align 8
  store i64 %3, ptr %15, align 8
  store i32 %4, ptr %16, align 4
  store i32 %5, ptr %17, align 4
  store ptr %6, ptr %18, align 8
  store i64 %7, ptr %19, align 8
  store ptr %8, ptr %20, align 8
  store ptr %9, ptr %21, align 8
  store i32 %10, ptr %22, align 4
  br label %23

23:                                               ; preds = %11
  br label %24

24:                                               ; preds = %23
  %25 = load ptr, ptr %12, align 8
  %26 = load i64, ptr %13, align 8
  %27 = load ptr, ptr %14, align 8
  %28 = load i64, ptr %15, align 8
  %29 = load i32, ptr %16, align 4
  %30 = load i32, ptr %17, align 4
  %31 = load ptr, ptr %18, align 8
  %32 = load i64, ptr %19, align 8
  %33 = load ptr, ptr %20, align 8
  %34 = load ptr, ptr %21, align 8
  %35 = load i32, ptr %22, align 4
  %36 = call i64 @HUF_compress_internal(ptr noundef %25, i64 noundef %26, ptr noundef %27, i64 noundef %28, i32 noundef %29, i32 noundef %30, i32 noundef 0, ptr noundef %31, i64 noundef %32, ptr noundef %33, ptr noundef %34, i32 noundef %35)
  ret i64 %36
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @HUF_compress_internal(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, i64 noundef %8, ptr noundef %9, ptr noundef %10, i32 noundef %11) #0 {
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca ptr, align 8
  %22 = alloca i64, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca i32, align 4
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca i64, align 8
  %31 = alloca i32, align 4
  %32 = alloca i64, align 8
  %33 = alloca i32, align 4
  %34 = alloca i64, align 8
  %35 = alloca i64, align 8
  %36 = alloca i64, align 8
  %37 = alloca i64, align 8
  %38 = alloca i64, align 8
  %39 = alloca i64, align 8
  %40 = alloca i64, align 8
  store ptr %0, ptr %14, align 8
  store i64 %1, ptr %15, align 8
  store ptr %2, ptr %16, align 8
  store i64 %3, ptr %17, align 8
  store i32 %4, ptr %18, align 4
  store i32 %5, ptr %19, align 4
  store i32 %6, ptr %20, align 4
  store ptr %7, ptr %21, align 8
  store i64 %8, ptr %22, align 8
  store ptr %9, ptr %23, align 8
  store ptr %10, ptr %24, align 8
  store i32 %11, ptr %25, align 4
  %41 = load ptr, ptr %21, align 8
  %42 = call ptr @HUF_alignUpWorkspace(ptr noundef %41, ptr noundef %22, i64 noundef 8)
  store ptr %42, ptr %26, align 8
  %43 = load ptr, ptr %14, align 8
  store ptr %43, ptr %27, align 8
  %44 = load ptr, ptr %27, align 8
  %45 = load i64, ptr %15, align 8
  %46 = getelementptr inbounds i8, ptr %44, i64 %45
  store ptr %46, ptr %28, align 8
  %47 = load ptr, ptr %27, align 8
  store ptr %47, ptr %29, align 8
  br label %48

48:                                               ; preds = %12
  br label %49

49:                                               ; preds = %48
  %50 = load i64, ptr %22, align 8
  %51 = icmp ult i64 %50, 7944
  br i1 %51, label %52, label %53

52:                                               ; preds = %49
  store i64 -66, ptr %13, align 8
  br label %362

53:                                               ; preds = %49
  %54 = load i64, ptr %17, align 8
  %55 = icmp ne i64 %54, 0
  br i1 %55, label %57, label %56

56:                                               ; preds = %53
  store i64 0, ptr %13, align 8
  br label %362

57:                                               ; preds = %53
  %58 = load i64, ptr %15, align 8
  %59 = icmp ne i64 %58, 0
  br i1 %59, label %61, label %60

60:                                               ; preds = %57
  store i64 0, ptr %13, align 8
  br label %362

61:                                               ; preds = %57
  %62 = load i64, ptr %17, align 8
  %63 = icmp ugt i64 %62, 131072
  br i1 %63, label %64, label %65

64:                                               ; preds = %61
  store i64 -72, ptr %13, align 8
  br label %362

65:                                               ; preds = %61
  %66 = load i32, ptr %19, align 4
  %67 = icmp ugt i32 %66, 12
  br i1 %67, label %68, label %69

68:                                               ; preds = %65
  store i64 -44, ptr %13, align 8
  br label %362

69:                                               ; preds = %65
  %70 = load i32, ptr %18, align 4
  %71 = icmp ugt i32 %70, 255
  br i1 %71, label %72, label %73

72:                                               ; preds = %69
  store i64 -46, ptr %13, align 8
  br label %362

73:                                               ; preds = %69
  %74 = load i32, ptr %18, align 4
  %75 = icmp ne i32 %74, 0
  br i1 %75, label %77, label %76

76:                                               ; preds = %73
  store i32 255, ptr %18, align 4
  br label %77

77:                                               ; preds = %76, %73
  %78 = load i32, ptr %19, align 4
  %79 = icmp ne i32 %78, 0
  br i1 %79, label %81, label %80

80:                                               ; preds = %77
  store i32 11, ptr %19, align 4
  br label %81

81:                                               ; preds = %80, %77
  %82 = load i32, ptr %25, align 4
  %83 = and i32 %82, 4
  %84 = icmp ne i32 %83, 0
  br i1 %84, label %85, label %102

85:                                               ; preds = %81
  %86 = load ptr, ptr %24, align 8
  %87 = icmp ne ptr %86, null
  br i1 %87, label %88, label %102

88:                                               ; preds = %85
  %89 = load ptr, ptr %24, align 8
  %90 = load i32, ptr %89, align 4
  %91 = icmp eq i32 %90, 2
  br i1 %91, label %92, label %102

92:                                               ; preds = %88
  %93 = load ptr, ptr %27, align 8
  %94 = load ptr, ptr %29, align 8
  %95 = load ptr, ptr %28, align 8
  %96 = load ptr, ptr %16, align 8
  %97 = load i64, ptr %17, align 8
  %98 = load i32, ptr %20, align 4
  %99 = load ptr, ptr %23, align 8
  %100 = load i32, ptr %25, align 4
  %101 = call i64 @HUF_compressCTable_internal(ptr noundef %93, ptr noundef %94, ptr noundef %95, ptr noundef %96, i64 noundef %97, i32 noundef %98, ptr noundef %99, i32 noundef %100)
  store i64 %101, ptr %13, align 8
  br label %362

102:                                              ; preds = %88, %85, %81
  %103 = load i32, ptr %25, align 4
  %104 = and i32 %103, 8
  %105 = icmp ne i32 %104, 0
  br i1 %105, label %106, label %155

106:                                              ; preds = %102
  %107 = load i64, ptr %17, align 8
  %108 = icmp uge i64 %107, 40960
  br i1 %108, label %109, label %155

109:                                              ; preds = %106
  store i64 0, ptr %30, align 8
  br label %110

110:                                              ; preds = %109
  br label %111

111:                                              ; preds = %110
  %112 = load i32, ptr %18, align 4
  store i32 %112, ptr %31, align 4
  %113 = load ptr, ptr %26, align 8
  %114 = getelementptr inbounds %struct.HUF_compress_tables_t, ptr %113, i32 0, i32 0
  %115 = getelementptr inbounds [256 x i32], ptr %114, i64 0, i64 0
  %116 = load ptr, ptr %16, align 8
  %117 = call i32 @HIST_count_simple(ptr noundef %115, ptr noundef %31, ptr noundef %116, i64 noundef 4096)
  %118 = zext i32 %117 to i64
  store i64 %118, ptr %32, align 8
  br label %119

119:                                              ; preds = %111
  %120 = load i64, ptr %32, align 8
  %121 = call i32 @ERR_isError(i64 noundef %120)
  %122 = icmp ne i32 %121, 0
  br i1 %122, label %123, label %125

123:                                              ; preds = %119
  %124 = load i64, ptr %32, align 8
  store i64 %124, ptr %13, align 8
  br label %362

125:                                              ; preds = %119
  br label %126

126:                                              ; preds = %125
  %127 = load i64, ptr %32, align 8
  %128 = load i64, ptr %30, align 8
  %129 = add i64 %128, %127
  store i64 %129, ptr %30, align 8
  %130 = load i32, ptr %18, align 4
  store i32 %130, ptr %33, align 4
  %131 = load ptr, ptr %26, align 8
  %132 = getelementptr inbounds %struct.HUF_compress_tables_t, ptr %131, i32 0, i32 0
  %133 = getelementptr inbounds [256 x i32], ptr %132, i64 0, i64 0
  %134 = load ptr, ptr %16, align 8
  %135 = load i64, ptr %17, align 8
  %136 = getelementptr inbounds i8, ptr %134, i64 %135
  %137 = getelementptr inbounds i8, ptr %136, i64 -4096
  %138 = call i32 @HIST_count_simple(ptr noundef %133, ptr noundef %33, ptr noundef %137, i64 noundef 4096)
  %139 = zext i32 %138 to i64
  store i64 %139, ptr %34, align 8
  br label %140

140:                                              ; preds = %126
  %141 = load i64, ptr %34, align 8
  %142 = call i32 @ERR_isError(i64 noundef %141)
  %143 = icmp ne i32 %142, 0
  br i1 %143, label %144, label %146

144:                                              ; preds = %140
  %145 = load i64, ptr %34, align 8
  store i64 %145, ptr %13, align 8
  br label %362

146:                                              ; preds = %140
  br label %147

147:                                              ; preds = %146
  %148 = load i64, ptr %34, align 8
  %149 = load i64, ptr %30, align 8
  %150 = add i64 %149, %148
  store i64 %150, ptr %30, align 8
  %151 = load i64, ptr %30, align 8
  %152 = icmp ule i64 %151, 68
  br i1 %152, label %153, label %154

153:                                              ; preds = %147
  store i64 0, ptr %13, align 8
  br label %362

154:                                              ; preds = %147
  br label %155

155:                                              ; preds = %154, %106, %102
  %156 = load ptr, ptr %26, align 8
  %157 = getelementptr inbounds %struct.HUF_compress_tables_t, ptr %156, i32 0, i32 0
  %158 = getelementptr inbounds [256 x i32], ptr %157, i64 0, i64 0
  %159 = load ptr, ptr %16, align 8
  %160 = load i64, ptr %17, align 8
  %161 = load ptr, ptr %26, align 8
  %162 = getelementptr inbounds %struct.HUF_compress_tables_t, ptr %161, i32 0, i32 2
  %163 = getelementptr inbounds [1024 x i32], ptr %162, i64 0, i64 0
  %164 = call i64 @HIST_count_wksp(ptr noundef %158, ptr noundef %18, ptr noundef %159, i64 noundef %160, ptr noundef %163, i64 noundef 4096)
  store i64 %164, ptr %35, align 8
  br label %165

165:                                              ; preds = %155
  %166 = load i64, ptr %35, align 8
  %167 = call i32 @ERR_isError(i64 noundef %166)
  %168 = icmp ne i32 %167, 0
  br i1 %168, label %169, label %171

169:                                              ; preds = %165
  %170 = load i64, ptr %35, align 8
  store i64 %170, ptr %13, align 8
  br label %362

171:                                              ; preds = %165
  br label %172

172:                                              ; preds = %171
  %173 = load i64, ptr %35, align 8
  %174 = load i64, ptr %17, align 8
  %175 = icmp eq i64 %173, %174
  br i1 %175, label %176, label %181

176:                                              ; preds = %172
  %177 = load ptr, ptr %16, align 8
  %178 = getelementptr inbounds i8, ptr %177, i64 0
  %179 = load i8, ptr %178, align 1
  %180 = load ptr, ptr %27, align 8
  store i8 %179, ptr %180, align 1
  store i64 1, ptr %13, align 8
  br label %362

181:                                              ; preds = %172
  %182 = load i64, ptr %35, align 8
  %183 = load i64, ptr %17, align 8
  %184 = lshr i64 %183, 7
  %185 = add i64 %184, 4
  %186 = icmp ule i64 %182, %185
  br i1 %186, label %187, label %188

187:                                              ; preds = %181
  store i64 0, ptr %13, align 8
  br label %362

188:                                              ; preds = %181
  br label %189

189:                                              ; preds = %188
  br label %190

190:                                              ; preds = %189
  %191 = load ptr, ptr %24, align 8
  %192 = icmp ne ptr %191, null
  br i1 %192, label %193, label %207

193:                                              ; preds = %190
  %194 = load ptr, ptr %24, align 8
  %195 = load i32, ptr %194, align 4
  %196 = icmp eq i32 %195, 1
  br i1 %196, label %197, label %207

197:                                              ; preds = %193
  %198 = load ptr, ptr %23, align 8
  %199 = load ptr, ptr %26, align 8
  %200 = getelementptr inbounds %struct.HUF_compress_tables_t, ptr %199, i32 0, i32 0
  %201 = getelementptr inbounds [256 x i32], ptr %200, i64 0, i64 0
  %202 = load i32, ptr %18, align 4
  %203 = call i32 @HUF_validateCTable(ptr noundef %198, ptr noundef %201, i32 noundef %202)
  %204 = icmp ne i32 %203, 0
  br i1 %204, label %207, label %205

205:                                              ; preds = %197
  %206 = load ptr, ptr %24, align 8
  store i32 0, ptr %206, align 4
  br label %207

207:                                              ; preds = %205, %197, %193, %190
  %208 = load i32, ptr %25, align 4
  %209 = and i32 %208, 4
  %210 = icmp ne i32 %209, 0
  br i1 %210, label %211, label %228

211:                                              ; preds = %207
  %212 = load ptr, ptr %24, align 8
  %213 = icmp ne ptr %212, null
  br i1 %213, label %214, label %228

214:                                              ; preds = %211
  %215 = load ptr, ptr %24, align 8
  %216 = load i32, ptr %215, align 4
  %217 = icmp ne i32 %216, 0
  br i1 %217, label %218, label %228

218:                                              ; preds = %214
  %219 = load ptr, ptr %27, align 8
  %220 = load ptr, ptr %29, align 8
  %221 = load ptr, ptr %28, align 8
  %222 = load ptr, ptr %16, align 8
  %223 = load i64, ptr %17, align 8
  %224 = load i32, ptr %20, align 4
  %225 = load ptr, ptr %23, align 8
  %226 = load i32, ptr %25, align 4
  %227 = call i64 @HUF_compressCTable_internal(ptr noundef %219, ptr noundef %220, ptr noundef %221, ptr noundef %222, i64 noundef %223, i32 noundef %224, ptr noundef %225, i32 noundef %226)
  store i64 %227, ptr %13, align 8
  br label %362

228:                                              ; preds = %214, %211, %207
  %229 = load i32, ptr %19, align 4
  %230 = load i64, ptr %17, align 8
  %231 = load i32, ptr %18, align 4
  %232 = load ptr, ptr %26, align 8
  %233 = getelementptr inbounds %struct.HUF_compress_tables_t, ptr %232, i32 0, i32 2
  %234 = load ptr, ptr %26, align 8
  %235 = getelementptr inbounds %struct.HUF_compress_tables_t, ptr %234, i32 0, i32 1
  %236 = getelementptr inbounds [257 x i64], ptr %235, i64 0, i64 0
  %237 = load ptr, ptr %26, align 8
  %238 = getelementptr inbounds %struct.HUF_compress_tables_t, ptr %237, i32 0, i32 0
  %239 = getelementptr inbounds [256 x i32], ptr %238, i64 0, i64 0
  %240 = load i32, ptr %25, align 4
  %241 = call i32 @HUF_optimalTableLog(i32 noundef %229, i64 noundef %230, i32 noundef %231, ptr noundef %233, i64 noundef 4864, ptr noundef %236, ptr noundef %239, i32 noundef %240)
  store i32 %241, ptr %19, align 4
  %242 = load ptr, ptr %26, align 8
  %243 = getelementptr inbounds %struct.HUF_compress_tables_t, ptr %242, i32 0, i32 1
  %244 = getelementptr inbounds [257 x i64], ptr %243, i64 0, i64 0
  %245 = load ptr, ptr %26, align 8
  %246 = getelementptr inbounds %struct.HUF_compress_tables_t, ptr %245, i32 0, i32 0
  %247 = getelementptr inbounds [256 x i32], ptr %246, i64 0, i64 0
  %248 = load i32, ptr %18, align 4
  %249 = load i32, ptr %19, align 4
  %250 = load ptr, ptr %26, align 8
  %251 = getelementptr inbounds %struct.HUF_compress_tables_t, ptr %250, i32 0, i32 2
  %252 = call i64 @HUF_buildCTable_wksp(ptr noundef %244, ptr noundef %247, i32 noundef %248, i32 noundef %249, ptr noundef %251, i64 noundef 4864)
  store i64 %252, ptr %36, align 8
  br label %253

253:                                              ; preds = %228
  %254 = load i64, ptr %36, align 8
  store i64 %254, ptr %37, align 8
  br label %255

255:                                              ; preds = %253
  %256 = load i64, ptr %37, align 8
  %257 = call i32 @ERR_isError(i64 noundef %256)
  %258 = icmp ne i32 %257, 0
  br i1 %258, label %259, label %261

259:                                              ; preds = %255
  %260 = load i64, ptr %37, align 8
  store i64 %260, ptr %13, align 8
  br label %362

261:                                              ; preds = %255
  br label %262

262:                                              ; preds = %261
  br label %263

263:                                              ; preds = %262
  %264 = load i64, ptr %36, align 8
  %265 = trunc i64 %264 to i32
  store i32 %265, ptr %19, align 4
  br label %266

266:                                              ; preds = %263
  br label %267

267:                                              ; preds = %266
  %268 = load ptr, ptr %29, align 8
  %269 = load i64, ptr %15, align 8
  %270 = load ptr, ptr %26, align 8
  %271 = getelementptr inbounds %struct.HUF_compress_tables_t, ptr %270, i32 0, i32 1
  %272 = getelementptr inbounds [257 x i64], ptr %271, i64 0, i64 0
  %273 = load i32, ptr %18, align 4
  %274 = load i32, ptr %19, align 4
  %275 = load ptr, ptr %26, align 8
  %276 = getelementptr inbounds %struct.HUF_compress_tables_t, ptr %275, i32 0, i32 2
  %277 = call i64 @HUF_writeCTable_wksp(ptr noundef %268, i64 noundef %269, ptr noundef %272, i32 noundef %273, i32 noundef %274, ptr noundef %276, i64 noundef 748)
  store i64 %277, ptr %38, align 8
  br label %278

278:                                              ; preds = %267
  %279 = load i64, ptr %38, align 8
  %280 = call i32 @ERR_isError(i64 noundef %279)
  %281 = icmp ne i32 %280, 0
  br i1 %281, label %282, label %284

282:                                              ; preds = %278
  %283 = load i64, ptr %38, align 8
  store i64 %283, ptr %13, align 8
  br label %362

284:                                              ; preds = %278
  br label %285

285:                                              ; preds = %284
  %286 = load ptr, ptr %24, align 8
  %287 = icmp ne ptr %286, null
  br i1 %287, label %288, label %328

288:                                              ; preds = %285
  %289 = load ptr, ptr %24, align 8
  %290 = load i32, ptr %289, align 4
  %291 = icmp ne i32 %290, 0
  br i1 %291, label %292, label %328

292:                                              ; preds = %288
  %293 = load ptr, ptr %23, align 8
  %294 = load ptr, ptr %26, align 8
  %295 = getelementptr inbounds %struct.HUF_compress_tables_t, ptr %294, i32 0, i32 0
  %296 = getelementptr inbounds [256 x i32], ptr %295, i64 0, i64 0
  %297 = load i32, ptr %18, align 4
  %298 = call i64 @HUF_estimateCompressedSize(ptr noundef %293, ptr noundef %296, i32 noundef %297)
  store i64 %298, ptr %39, align 8
  %299 = load ptr, ptr %26, align 8
  %300 = getelementptr inbounds %struct.HUF_compress_tables_t, ptr %299, i32 0, i32 1
  %301 = getelementptr inbounds [257 x i64], ptr %300, i64 0, i64 0
  %302 = load ptr, ptr %26, align 8
  %303 = getelementptr inbounds %struct.HUF_compress_tables_t, ptr %302, i32 0, i32 0
  %304 = getelementptr inbounds [256 x i32], ptr %303, i64 0, i64 0
  %305 = load i32, ptr %18, align 4
  %306 = call i64 @HUF_estimateCompressedSize(ptr noundef %301, ptr noundef %304, i32 noundef %305)
  store i64 %306, ptr %40, align 8
  %307 = load i64, ptr %39, align 8
  %308 = load i64, ptr %38, align 8
  %309 = load i64, ptr %40, align 8
  %310 = add i64 %308, %309
  %311 = icmp ule i64 %307, %310
  br i1 %311, label %317, label %312

312:                                              ; preds = %292
  %313 = load i64, ptr %38, align 8
  %314 = add i64 %313, 12
  %315 = load i64, ptr %17, align 8
  %316 = icmp uge i64 %314, %315
  br i1 %316, label %317, label %327

317:                                              ; preds = %312, %292
  %318 = load ptr, ptr %27, align 8
  %319 = load ptr, ptr %29, align 8
  %320 = load ptr, ptr %28, align 8
  %321 = load ptr, ptr %16, align 8
  %322 = load i64, ptr %17, align 8
  %323 = load i32, ptr %20, align 4
  %324 = load ptr, ptr %23, align 8
  %325 = load i32, ptr %25, align 4
  %326 = call i64 @HUF_compressCTable_internal(ptr noundef %318, ptr noundef %319, ptr noundef %320, ptr noundef %321, i64 noundef %322, i32 noundef %323, ptr noundef %324, i32 noundef %325)
  store i64 %326, ptr %13, align 8
  br label %362

327:                                              ; preds = %312
  br label %328

328:                                              ; preds = %327, %288, %285
  %329 = load i64, ptr %38, align 8
  %330 = add i64 %329, 12
  %331 = load i64, ptr %17, align 8
  %332 = icmp uge i64 %330, %331
  br i1 %332, label %333, label %334

333:                                              ; preds = %328
  store i64 0, ptr %13, align 8
  br label %362

334:                                              ; preds = %328
  %335 = load i64, ptr %38, align 8
  %336 = load ptr, ptr %29, align 8
  %337 = getelementptr inbounds i8, ptr %336, i64 %335
  store ptr %337, ptr %29, align 8
  %338 = load ptr, ptr %24, align 8
  %339 = icmp ne ptr %338, null
  br i1 %339, label %340, label %342

340:                                              ; preds = %334
  %341 = load ptr, ptr %24, align 8
  store i32 0, ptr %341, align 4
  br label %342

342:                                              ; preds = %340, %334
  %343 = load ptr, ptr %23, align 8
  %344 = icmp ne ptr %343, null
  br i1 %344, label %345, label %350

345:                                              ; preds = %342
  %346 = load ptr, ptr %23, align 8
  %347 = load ptr, ptr %26, align 8
  %348 = getelementptr inbounds %struct.HUF_compress_tables_t, ptr %347, i32 0, i32 1
  %349 = getelementptr inbounds [257 x i64], ptr %348, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %346, ptr align 8 %349, i64 2056, i1 false)
  br label %350

350:                                              ; preds = %345, %342
  %351 = load ptr, ptr %27, align 8
  %352 = load ptr, ptr %29, align 8
  %353 = load ptr, ptr %28, align 8
  %354 = load ptr, ptr %16, align 8
  %355 = load i64, ptr %17, align 8
  %356 = load i32, ptr %20, align 4
  %357 = load ptr, ptr %26, align 8
  %358 = getelementptr inbounds %struct.HUF_compress_tables_t, ptr %357, i32 0, i32 1
  %359 = getelementptr inbounds [257 x i64], ptr %358, i64 0, i64 0
  %360 = load i32, ptr %25, align 4
  %361 = call i64 @HUF_compressCTable_internal(ptr noundef %351, ptr noundef %352, ptr noundef %353, ptr noundef %354, i64 noundef %355, i32 noundef %356, ptr noundef %359, i32 noundef %360)
  store i64 %361, ptr %13, align 8
  br label %362

362:                                              ; preds = %350, %333, %317, %282, %259, %218, %187, %176, %169, %153, %144, %123, %92, %72, %68, %64, %60, %56, %52
  %363 = load i64, ptr %13, align 8
  ret i64 %363
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @HUF_compress4X_repeat(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i64 noundef %7, ptr noundef %8, ptr noundef %9, i32 noundef %10) #0 {
  %12 = alloca ptr, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca i64, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  store ptr %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store ptr %2, ptr %14, align 8
  store i64 %3, ptr %15, align 8
  store i32 %4, ptr %16, align 4
  store i32 %5, ptr %17, align 4
  store ptr %6, ptr %18, align 8
  store i64 %7, ptr %19, align 8
  store ptr %8, ptr %20, align 8
  store ptr %9, ptr %21, align 8
  store i32 %10, ptr %22, align 4
  br label %23

23:                                               ; preds = %11
  br label %24

24:                                               ; preds = %23
  %25 = load ptr, ptr %12, align 8
  %26 = load i64, ptr %13, align 8
  %27 = load ptr, ptr %14, align 8
  %28 = load i64, ptr %15, align 8
  %29 = load i32, ptr %16, align 4
  %30 = load i32, ptr %17, align 4
  %31 = load ptr, ptr %18, align 8
  %32 = load i64, ptr %19, align 8
  %33 = load ptr, ptr %20, align 8
  %34 = load ptr, ptr %21, align 8
  %35 = load i32, ptr %22, align 4
  %36 = call i64 @HUF_compress_internal(ptr noundef %25, i64 noundef %26, ptr noundef %27, i64 noundef %28, i32 noundef %29, i32 noundef %30, i32 noundef 1, ptr noundef %31, i64 noundef %32, ptr noundef %33, ptr noundef %34, i32 noundef %35)
  ret i64 %36
}

declare i32 @HIST_count_simple(ptr noundef, ptr noundef, ptr noundef, i64 noundef) #2

declare i32 @FSE_optimalTableLog(i32 noundef, i64 noundef, i32 noundef) #2

declare i64 @FSE_normalizeCount(ptr noundef, i32 noundef, ptr noundef, i64 noundef, i32 noundef, i32 noundef) #2

declare i64 @FSE_writeNCount(ptr noundef, i64 noundef, ptr noundef, i32 noundef, i32 noundef) #2

declare i64 @FSE_buildCTable_wksp(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, i64 noundef) #2

declare i64 @FSE_compress_usingCTable(ptr noundef, i64 noundef, ptr noundef, i64 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @HUF_getIndex(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @ZSTD_highbit32(i32 noundef 158)
  %5 = add i32 158, %4
  %6 = icmp ult i32 %3, %5
  br i1 %6, label %7, label %9

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4
  br label %13

9:                                                ; preds = %1
  %10 = load i32, ptr %2, align 4
  %11 = call i32 @ZSTD_highbit32(i32 noundef %10)
  %12 = add i32 %11, 158
  br label %13

13:                                               ; preds = %9, %7
  %14 = phi i32 [ %8, %7 ], [ %12, %9 ]
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @HUF_simpleQuickSort(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.nodeElt_s, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %11, align 8
  store i32 %1, ptr %12, align 4
  store i32 %2, ptr %13, align 4
  store i32 8, ptr %14, align 4
  %16 = load i32, ptr %13, align 4
  %17 = load i32, ptr %12, align 4
  %18 = sub nsw i32 %16, %17
  %19 = icmp slt i32 %18, 8
  br i1 %19, label %20, label %77

20:                                               ; preds = %3
  %21 = load ptr, ptr %11, align 8
  %22 = load i32, ptr %12, align 4
  %23 = load i32, ptr %13, align 4
  store ptr %21, ptr %4, align 8
  store i32 %22, ptr %5, align 4
  store i32 %23, ptr %6, align 4
  %24 = load i32, ptr %6, align 4
  %25 = load i32, ptr %5, align 4
  %26 = sub nsw i32 %24, %25
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %8, align 4
  %28 = load i32, ptr %5, align 4
  %29 = load ptr, ptr %4, align 8
  %30 = sext i32 %28 to i64
  %31 = getelementptr inbounds %struct.nodeElt_s, ptr %29, i64 %30
  store ptr %31, ptr %4, align 8
  store i32 1, ptr %7, align 4
  br label %32

32:                                               ; preds = %68, %20
  %33 = load i32, ptr %7, align 4
  %34 = load i32, ptr %8, align 4
  %35 = icmp slt i32 %33, %34
  br i1 %35, label %36, label %76

36:                                               ; preds = %32
  %37 = load ptr, ptr %4, align 8
  %38 = load i32, ptr %7, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds %struct.nodeElt_s, ptr %37, i64 %39
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %40, i64 8, i1 false)
  %41 = load i32, ptr %7, align 4
  %42 = sub nsw i32 %41, 1
  store i32 %42, ptr %10, align 4
  br label %43

43:                                               ; preds = %56, %36
  %44 = load i32, ptr %10, align 4
  %45 = icmp sge i32 %44, 0
  br i1 %45, label %46, label %54

46:                                               ; preds = %43
  %47 = load ptr, ptr %4, align 8
  %48 = load i32, ptr %10, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds %struct.nodeElt_s, ptr %47, i64 %49
  %51 = load i32, ptr %50, align 4
  %52 = load i32, ptr %9, align 4
  %53 = icmp ult i32 %51, %52
  br label %54

54:                                               ; preds = %46, %43
  %55 = phi i1 [ false, %43 ], [ %53, %46 ]
  br i1 %55, label %56, label %68

56:                                               ; preds = %54
  %57 = load ptr, ptr %4, align 8
  %58 = load i32, ptr %10, align 4
  %59 = add nsw i32 %58, 1
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds %struct.nodeElt_s, ptr %57, i64 %60
  %62 = load ptr, ptr %4, align 8
  %63 = load i32, ptr %10, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds %struct.nodeElt_s, ptr %62, i64 %64
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %61, ptr align 4 %65, i64 8, i1 false)
  %66 = load i32, ptr %10, align 4
  %67 = add nsw i32 %66, -1
  store i32 %67, ptr %10, align 4
  br label %43, !llvm.loop !40

68:                                               ; preds = %54
  %69 = load ptr, ptr %4, align 8
  %70 = load i32, ptr %10, align 4
  %71 = add nsw i32 %70, 1
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds %struct.nodeElt_s, ptr %69, i64 %72
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %73, ptr align 4 %9, i64 8, i1 false)
  %74 = load i32, ptr %7, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %7, align 4
  br label %32, !llvm.loop !41

76:                                               ; preds = %32
  br label %109

77:                                               ; preds = %3
  br label %78

78:                                               ; preds = %108, %77
  %79 = load i32, ptr %12, align 4
  %80 = load i32, ptr %13, align 4
  %81 = icmp slt i32 %79, %80
  br i1 %81, label %82, label %109

82:                                               ; preds = %78
  %83 = load ptr, ptr %11, align 8
  %84 = load i32, ptr %12, align 4
  %85 = load i32, ptr %13, align 4
  %86 = call i32 @HUF_quickSortPartition(ptr noundef %83, i32 noundef %84, i32 noundef %85)
  store i32 %86, ptr %15, align 4
  %87 = load i32, ptr %15, align 4
  %88 = load i32, ptr %12, align 4
  %89 = sub nsw i32 %87, %88
  %90 = load i32, ptr %13, align 4
  %91 = load i32, ptr %15, align 4
  %92 = sub nsw i32 %90, %91
  %93 = icmp slt i32 %89, %92
  br i1 %93, label %94, label %101

94:                                               ; preds = %82
  %95 = load ptr, ptr %11, align 8
  %96 = load i32, ptr %12, align 4
  %97 = load i32, ptr %15, align 4
  %98 = sub nsw i32 %97, 1
  call void @HUF_simpleQuickSort(ptr noundef %95, i32 noundef %96, i32 noundef %98)
  %99 = load i32, ptr %15, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %12, align 4
  br label %108

101:                                              ; preds = %82
  %102 = load ptr, ptr %11, align 8
  %103 = load i32, ptr %15, align 4
  %104 = add nsw i32 %103, 1
  %105 = load i32, ptr %13, align 4
  call void @HUF_simpleQuickSort(ptr noundef %102, i32 noundef %104, i32 noundef %105)
  %106 = load i32, ptr %15, align 4
  %107 = sub nsw i32 %106, 1
  store i32 %107, ptr %13, align 4
  br label %108

108:                                              ; preds = %101, %94
  br label %78, !llvm.loop !42

109:                                              ; preds = %76, %78
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @HUF_quickSortPartition(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %10 = load ptr, ptr %4, align 8
  %11 = load i32, ptr %6, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds %struct.nodeElt_s, ptr %10, i64 %12
  %14 = getelementptr inbounds %struct.nodeElt_s, ptr %13, i32 0, i32 0
  %15 = load i32, ptr %14, align 4
  store i32 %15, ptr %7, align 4
  %16 = load i32, ptr %5, align 4
  %17 = sub nsw i32 %16, 1
  store i32 %17, ptr %8, align 4
  %18 = load i32, ptr %5, align 4
  store i32 %18, ptr %9, align 4
  br label %19

19:                                               ; preds = %44, %3
  %20 = load i32, ptr %9, align 4
  %21 = load i32, ptr %6, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %47

23:                                               ; preds = %19
  %24 = load ptr, ptr %4, align 8
  %25 = load i32, ptr %9, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds %struct.nodeElt_s, ptr %24, i64 %26
  %28 = getelementptr inbounds %struct.nodeElt_s, ptr %27, i32 0, i32 0
  %29 = load i32, ptr %28, align 4
  %30 = load i32, ptr %7, align 4
  %31 = icmp ugt i32 %29, %30
  br i1 %31, label %32, label %43

32:                                               ; preds = %23
  %33 = load i32, ptr %8, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %8, align 4
  %35 = load ptr, ptr %4, align 8
  %36 = load i32, ptr %8, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds %struct.nodeElt_s, ptr %35, i64 %37
  %39 = load ptr, ptr %4, align 8
  %40 = load i32, ptr %9, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds %struct.nodeElt_s, ptr %39, i64 %41
  call void @HUF_swapNodes(ptr noundef %38, ptr noundef %42)
  br label %43

43:                                               ; preds = %32, %23
  br label %44

44:                                               ; preds = %43
  %45 = load i32, ptr %9, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %9, align 4
  br label %19, !llvm.loop !43

47:                                               ; preds = %19
  %48 = load ptr, ptr %4, align 8
  %49 = load i32, ptr %8, align 4
  %50 = add nsw i32 %49, 1
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds %struct.nodeElt_s, ptr %48, i64 %51
  %53 = load ptr, ptr %4, align 8
  %54 = load i32, ptr %6, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds %struct.nodeElt_s, ptr %53, i64 %55
  call void @HUF_swapNodes(ptr noundef %52, ptr noundef %56)
  %57 = load i32, ptr %8, align 4
  %58 = add nsw i32 %57, 1
  ret i32 %58
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @HUF_swapNodes(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %struct.nodeElt_s, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %6, i64 8, i1 false)
  %7 = load ptr, ptr %3, align 8
  %8 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %8, i64 8, i1 false)
  %9 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %5, i64 8, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @HUF_compress1X_usingCTable_internal_bmi2(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4) #4 {
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca ptr, align 8
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca ptr, align 8
  %27 = alloca i64, align 8
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca ptr, align 8
  %31 = alloca i64, align 8
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca ptr, align 8
  %35 = alloca i64, align 8
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca ptr, align 8
  %39 = alloca i64, align 8
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca ptr, align 8
  %43 = alloca i64, align 8
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  %46 = alloca ptr, align 8
  %47 = alloca i64, align 8
  %48 = alloca i32, align 4
  %49 = alloca i32, align 4
  %50 = alloca ptr, align 8
  %51 = alloca i64, align 8
  %52 = alloca i32, align 4
  %53 = alloca i32, align 4
  %54 = alloca ptr, align 8
  %55 = alloca i64, align 8
  %56 = alloca i32, align 4
  %57 = alloca i32, align 4
  %58 = alloca ptr, align 8
  %59 = alloca i64, align 8
  %60 = alloca i32, align 4
  %61 = alloca i32, align 4
  %62 = alloca ptr, align 8
  %63 = alloca i64, align 8
  %64 = alloca i32, align 4
  %65 = alloca i32, align 4
  %66 = alloca ptr, align 8
  %67 = alloca i64, align 8
  %68 = alloca i32, align 4
  %69 = alloca i32, align 4
  %70 = alloca ptr, align 8
  %71 = alloca i64, align 8
  %72 = alloca i32, align 4
  %73 = alloca i32, align 4
  %74 = alloca ptr, align 8
  %75 = alloca i64, align 8
  %76 = alloca i32, align 4
  %77 = alloca i32, align 4
  %78 = alloca ptr, align 8
  %79 = alloca i64, align 8
  %80 = alloca i32, align 4
  %81 = alloca i32, align 4
  %82 = alloca ptr, align 8
  %83 = alloca i64, align 8
  %84 = alloca i32, align 4
  %85 = alloca i32, align 4
  %86 = alloca ptr, align 8
  %87 = alloca i64, align 8
  %88 = alloca i32, align 4
  %89 = alloca i32, align 4
  %90 = alloca ptr, align 8
  %91 = alloca i64, align 8
  %92 = alloca i32, align 4
  %93 = alloca i32, align 4
  %94 = alloca ptr, align 8
  %95 = alloca i64, align 8
  %96 = alloca i32, align 4
  %97 = alloca i32, align 4
  %98 = alloca ptr, align 8
  %99 = alloca i64, align 8
  %100 = alloca i32, align 4
  %101 = alloca i32, align 4
  %102 = alloca ptr, align 8
  %103 = alloca i64, align 8
  %104 = alloca i32, align 4
  %105 = alloca i32, align 4
  %106 = alloca ptr, align 8
  %107 = alloca i64, align 8
  %108 = alloca i32, align 4
  %109 = alloca i32, align 4
  %110 = alloca ptr, align 8
  %111 = alloca i64, align 8
  %112 = alloca i32, align 4
  %113 = alloca i32, align 4
  %114 = alloca ptr, align 8
  %115 = alloca i64, align 8
  %116 = alloca i32, align 4
  %117 = alloca i32, align 4
  %118 = alloca ptr, align 8
  %119 = alloca i64, align 8
  %120 = alloca i32, align 4
  %121 = alloca i32, align 4
  %122 = alloca ptr, align 8
  %123 = alloca i64, align 8
  %124 = alloca i32, align 4
  %125 = alloca i32, align 4
  %126 = alloca ptr, align 8
  %127 = alloca i64, align 8
  %128 = alloca i32, align 4
  %129 = alloca i32, align 4
  %130 = alloca ptr, align 8
  %131 = alloca i64, align 8
  %132 = alloca i32, align 4
  %133 = alloca i32, align 4
  %134 = alloca ptr, align 8
  %135 = alloca i64, align 8
  %136 = alloca i32, align 4
  %137 = alloca i32, align 4
  %138 = alloca ptr, align 8
  %139 = alloca i64, align 8
  %140 = alloca i32, align 4
  %141 = alloca i32, align 4
  %142 = alloca ptr, align 8
  %143 = alloca i64, align 8
  %144 = alloca i32, align 4
  %145 = alloca i32, align 4
  %146 = alloca ptr, align 8
  %147 = alloca i64, align 8
  %148 = alloca i32, align 4
  %149 = alloca i32, align 4
  %150 = alloca ptr, align 8
  %151 = alloca i64, align 8
  %152 = alloca i32, align 4
  %153 = alloca i32, align 4
  %154 = alloca ptr, align 8
  %155 = alloca i64, align 8
  %156 = alloca i32, align 4
  %157 = alloca i32, align 4
  %158 = alloca ptr, align 8
  %159 = alloca i64, align 8
  %160 = alloca i32, align 4
  %161 = alloca i32, align 4
  %162 = alloca ptr, align 8
  %163 = alloca i64, align 8
  %164 = alloca i32, align 4
  %165 = alloca i32, align 4
  %166 = alloca ptr, align 8
  %167 = alloca i64, align 8
  %168 = alloca i32, align 4
  %169 = alloca i32, align 4
  %170 = alloca ptr, align 8
  %171 = alloca i64, align 8
  %172 = alloca i32, align 4
  %173 = alloca i32, align 4
  %174 = alloca ptr, align 8
  %175 = alloca i64, align 8
  %176 = alloca i32, align 4
  %177 = alloca i32, align 4
  %178 = alloca ptr, align 8
  %179 = alloca i64, align 8
  %180 = alloca i32, align 4
  %181 = alloca i32, align 4
  %182 = alloca ptr, align 8
  %183 = alloca i64, align 8
  %184 = alloca i32, align 4
  %185 = alloca i32, align 4
  %186 = alloca ptr, align 8
  %187 = alloca i64, align 8
  %188 = alloca i32, align 4
  %189 = alloca i32, align 4
  %190 = alloca ptr, align 8
  %191 = alloca i64, align 8
  %192 = alloca i32, align 4
  %193 = alloca i32, align 4
  %194 = alloca ptr, align 8
  %195 = alloca i64, align 8
  %196 = alloca i32, align 4
  %197 = alloca i32, align 4
  %198 = alloca ptr, align 8
  %199 = alloca i64, align 8
  %200 = alloca i32, align 4
  %201 = alloca i32, align 4
  %202 = alloca ptr, align 8
  %203 = alloca i64, align 8
  %204 = alloca i32, align 4
  %205 = alloca i32, align 4
  %206 = alloca ptr, align 8
  %207 = alloca i64, align 8
  %208 = alloca i32, align 4
  %209 = alloca i32, align 4
  %210 = alloca ptr, align 8
  %211 = alloca i64, align 8
  %212 = alloca i32, align 4
  %213 = alloca i32, align 4
  %214 = alloca ptr, align 8
  %215 = alloca i64, align 8
  %216 = alloca i32, align 4
  %217 = alloca i32, align 4
  %218 = alloca ptr, align 8
  %219 = alloca i64, align 8
  %220 = alloca i32, align 4
  %221 = alloca i32, align 4
  %222 = alloca ptr, align 8
  %223 = alloca i64, align 8
  %224 = alloca i32, align 4
  %225 = alloca i32, align 4
  %226 = alloca ptr, align 8
  %227 = alloca i64, align 8
  %228 = alloca i32, align 4
  %229 = alloca i32, align 4
  %230 = alloca ptr, align 8
  %231 = alloca i64, align 8
  %232 = alloca i32, align 4
  %233 = alloca i32, align 4
  %234 = alloca ptr, align 8
  %235 = alloca i64, align 8
  %236 = alloca i32, align 4
  %237 = alloca i32, align 4
  %238 = alloca ptr, align 8
  %239 = alloca i64, align 8
  %240 = alloca i32, align 4
  %241 = alloca i32, align 4
  %242 = alloca ptr, align 8
  %243 = alloca i64, align 8
  %244 = alloca i32, align 4
  %245 = alloca i32, align 4
  %246 = alloca ptr, align 8
  %247 = alloca i64, align 8
  %248 = alloca i32, align 4
  %249 = alloca i32, align 4
  %250 = alloca ptr, align 8
  %251 = alloca i64, align 8
  %252 = alloca i32, align 4
  %253 = alloca i32, align 4
  %254 = alloca ptr, align 8
  %255 = alloca i64, align 8
  %256 = alloca i32, align 4
  %257 = alloca i32, align 4
  %258 = alloca ptr, align 8
  %259 = alloca i64, align 8
  %260 = alloca i32, align 4
  %261 = alloca i32, align 4
  %262 = alloca ptr, align 8
  %263 = alloca i64, align 8
  %264 = alloca i32, align 4
  %265 = alloca i32, align 4
  %266 = alloca ptr, align 8
  %267 = alloca i64, align 8
  %268 = alloca i32, align 4
  %269 = alloca i32, align 4
  %270 = alloca ptr, align 8
  %271 = alloca i64, align 8
  %272 = alloca i32, align 4
  %273 = alloca i32, align 4
  %274 = alloca ptr, align 8
  %275 = alloca i64, align 8
  %276 = alloca i32, align 4
  %277 = alloca i32, align 4
  %278 = alloca ptr, align 8
  %279 = alloca i64, align 8
  %280 = alloca i32, align 4
  %281 = alloca i32, align 4
  %282 = alloca ptr, align 8
  %283 = alloca i64, align 8
  %284 = alloca i32, align 4
  %285 = alloca i32, align 4
  %286 = alloca ptr, align 8
  %287 = alloca ptr, align 8
  %288 = alloca ptr, align 8
  %289 = alloca ptr, align 8
  %290 = alloca ptr, align 8
  %291 = alloca ptr, align 8
  %292 = alloca ptr, align 8
  %293 = alloca ptr, align 8
  %294 = alloca ptr, align 8
  %295 = alloca ptr, align 8
  %296 = alloca ptr, align 8
  %297 = alloca ptr, align 8
  %298 = alloca ptr, align 8
  %299 = alloca ptr, align 8
  %300 = alloca ptr, align 8
  %301 = alloca ptr, align 8
  %302 = alloca ptr, align 8
  %303 = alloca ptr, align 8
  %304 = alloca ptr, align 8
  %305 = alloca ptr, align 8
  %306 = alloca ptr, align 8
  %307 = alloca i32, align 4
  %308 = alloca i64, align 8
  %309 = alloca i64, align 8
  %310 = alloca i64, align 8
  %311 = alloca ptr, align 8
  %312 = alloca i32, align 4
  %313 = alloca i64, align 8
  %314 = alloca i64, align 8
  %315 = alloca i64, align 8
  %316 = alloca ptr, align 8
  %317 = alloca i32, align 4
  %318 = alloca i64, align 8
  %319 = alloca i64, align 8
  %320 = alloca i64, align 8
  %321 = alloca ptr, align 8
  %322 = alloca i32, align 4
  %323 = alloca i64, align 8
  %324 = alloca i64, align 8
  %325 = alloca i64, align 8
  %326 = alloca ptr, align 8
  %327 = alloca i32, align 4
  %328 = alloca i64, align 8
  %329 = alloca i64, align 8
  %330 = alloca i64, align 8
  %331 = alloca ptr, align 8
  %332 = alloca i32, align 4
  %333 = alloca i64, align 8
  %334 = alloca i64, align 8
  %335 = alloca i64, align 8
  %336 = alloca ptr, align 8
  %337 = alloca i32, align 4
  %338 = alloca i64, align 8
  %339 = alloca i64, align 8
  %340 = alloca i64, align 8
  %341 = alloca ptr, align 8
  %342 = alloca i32, align 4
  %343 = alloca i64, align 8
  %344 = alloca i64, align 8
  %345 = alloca i64, align 8
  %346 = alloca ptr, align 8
  %347 = alloca i32, align 4
  %348 = alloca i64, align 8
  %349 = alloca i64, align 8
  %350 = alloca i64, align 8
  %351 = alloca ptr, align 8
  %352 = alloca i32, align 4
  %353 = alloca i64, align 8
  %354 = alloca i64, align 8
  %355 = alloca i64, align 8
  %356 = alloca ptr, align 8
  %357 = alloca i32, align 4
  %358 = alloca i64, align 8
  %359 = alloca i64, align 8
  %360 = alloca i64, align 8
  %361 = alloca ptr, align 8
  %362 = alloca i32, align 4
  %363 = alloca i64, align 8
  %364 = alloca i64, align 8
  %365 = alloca i64, align 8
  %366 = alloca ptr, align 8
  %367 = alloca i32, align 4
  %368 = alloca i64, align 8
  %369 = alloca i64, align 8
  %370 = alloca i64, align 8
  %371 = alloca ptr, align 8
  %372 = alloca i32, align 4
  %373 = alloca i64, align 8
  %374 = alloca i64, align 8
  %375 = alloca i64, align 8
  %376 = alloca ptr, align 8
  %377 = alloca i32, align 4
  %378 = alloca i64, align 8
  %379 = alloca i64, align 8
  %380 = alloca i64, align 8
  %381 = alloca ptr, align 8
  %382 = alloca i32, align 4
  %383 = alloca i64, align 8
  %384 = alloca i64, align 8
  %385 = alloca i64, align 8
  %386 = alloca ptr, align 8
  %387 = alloca i32, align 4
  %388 = alloca i64, align 8
  %389 = alloca i64, align 8
  %390 = alloca i64, align 8
  %391 = alloca ptr, align 8
  %392 = alloca i32, align 4
  %393 = alloca i64, align 8
  %394 = alloca i64, align 8
  %395 = alloca i64, align 8
  %396 = alloca ptr, align 8
  %397 = alloca i32, align 4
  %398 = alloca i64, align 8
  %399 = alloca i64, align 8
  %400 = alloca i64, align 8
  %401 = alloca ptr, align 8
  %402 = alloca i32, align 4
  %403 = alloca i64, align 8
  %404 = alloca i64, align 8
  %405 = alloca i64, align 8
  %406 = alloca ptr, align 8
  %407 = alloca i32, align 4
  %408 = alloca i64, align 8
  %409 = alloca i64, align 8
  %410 = alloca i64, align 8
  %411 = alloca ptr, align 8
  %412 = alloca i32, align 4
  %413 = alloca i64, align 8
  %414 = alloca i64, align 8
  %415 = alloca i64, align 8
  %416 = alloca ptr, align 8
  %417 = alloca i32, align 4
  %418 = alloca i64, align 8
  %419 = alloca i64, align 8
  %420 = alloca i64, align 8
  %421 = alloca ptr, align 8
  %422 = alloca i32, align 4
  %423 = alloca i64, align 8
  %424 = alloca i64, align 8
  %425 = alloca i64, align 8
  %426 = alloca ptr, align 8
  %427 = alloca i32, align 4
  %428 = alloca i64, align 8
  %429 = alloca i64, align 8
  %430 = alloca i64, align 8
  %431 = alloca ptr, align 8
  %432 = alloca i32, align 4
  %433 = alloca i64, align 8
  %434 = alloca i64, align 8
  %435 = alloca i64, align 8
  %436 = alloca ptr, align 8
  %437 = alloca i32, align 4
  %438 = alloca i64, align 8
  %439 = alloca i64, align 8
  %440 = alloca i64, align 8
  %441 = alloca ptr, align 8
  %442 = alloca i32, align 4
  %443 = alloca i64, align 8
  %444 = alloca i64, align 8
  %445 = alloca i64, align 8
  %446 = alloca ptr, align 8
  %447 = alloca i32, align 4
  %448 = alloca i64, align 8
  %449 = alloca i64, align 8
  %450 = alloca i64, align 8
  %451 = alloca ptr, align 8
  %452 = alloca i32, align 4
  %453 = alloca i64, align 8
  %454 = alloca i64, align 8
  %455 = alloca i64, align 8
  %456 = alloca ptr, align 8
  %457 = alloca i32, align 4
  %458 = alloca i64, align 8
  %459 = alloca i64, align 8
  %460 = alloca i64, align 8
  %461 = alloca ptr, align 8
  %462 = alloca i32, align 4
  %463 = alloca i64, align 8
  %464 = alloca i64, align 8
  %465 = alloca i64, align 8
  %466 = alloca ptr, align 8
  %467 = alloca i32, align 4
  %468 = alloca i64, align 8
  %469 = alloca i64, align 8
  %470 = alloca i64, align 8
  %471 = alloca ptr, align 8
  %472 = alloca i32, align 4
  %473 = alloca i64, align 8
  %474 = alloca i64, align 8
  %475 = alloca i64, align 8
  %476 = alloca ptr, align 8
  %477 = alloca i32, align 4
  %478 = alloca i64, align 8
  %479 = alloca i64, align 8
  %480 = alloca i64, align 8
  %481 = alloca ptr, align 8
  %482 = alloca i32, align 4
  %483 = alloca i64, align 8
  %484 = alloca i64, align 8
  %485 = alloca i64, align 8
  %486 = alloca ptr, align 8
  %487 = alloca i32, align 4
  %488 = alloca i64, align 8
  %489 = alloca i64, align 8
  %490 = alloca i64, align 8
  %491 = alloca ptr, align 8
  %492 = alloca i32, align 4
  %493 = alloca i64, align 8
  %494 = alloca i64, align 8
  %495 = alloca i64, align 8
  %496 = alloca ptr, align 8
  %497 = alloca i32, align 4
  %498 = alloca i64, align 8
  %499 = alloca i64, align 8
  %500 = alloca i64, align 8
  %501 = alloca ptr, align 8
  %502 = alloca i32, align 4
  %503 = alloca i64, align 8
  %504 = alloca i64, align 8
  %505 = alloca i64, align 8
  %506 = alloca ptr, align 8
  %507 = alloca i32, align 4
  %508 = alloca ptr, align 8
  %509 = alloca i32, align 4
  %510 = alloca i32, align 4
  %511 = alloca ptr, align 8
  %512 = alloca i32, align 4
  %513 = alloca ptr, align 8
  %514 = alloca i32, align 4
  %515 = alloca i32, align 4
  %516 = alloca ptr, align 8
  %517 = alloca i32, align 4
  %518 = alloca ptr, align 8
  %519 = alloca i32, align 4
  %520 = alloca i32, align 4
  %521 = alloca ptr, align 8
  %522 = alloca i32, align 4
  %523 = alloca ptr, align 8
  %524 = alloca i32, align 4
  %525 = alloca i32, align 4
  %526 = alloca ptr, align 8
  %527 = alloca i32, align 4
  %528 = alloca ptr, align 8
  %529 = alloca i32, align 4
  %530 = alloca i32, align 4
  %531 = alloca ptr, align 8
  %532 = alloca i32, align 4
  %533 = alloca ptr, align 8
  %534 = alloca i32, align 4
  %535 = alloca i32, align 4
  %536 = alloca ptr, align 8
  %537 = alloca i32, align 4
  %538 = alloca ptr, align 8
  %539 = alloca i32, align 4
  %540 = alloca i32, align 4
  %541 = alloca ptr, align 8
  %542 = alloca i32, align 4
  %543 = alloca ptr, align 8
  %544 = alloca i32, align 4
  %545 = alloca i32, align 4
  %546 = alloca ptr, align 8
  %547 = alloca i32, align 4
  %548 = alloca ptr, align 8
  %549 = alloca i32, align 4
  %550 = alloca i32, align 4
  %551 = alloca ptr, align 8
  %552 = alloca i32, align 4
  %553 = alloca ptr, align 8
  %554 = alloca i32, align 4
  %555 = alloca i32, align 4
  %556 = alloca ptr, align 8
  %557 = alloca i32, align 4
  %558 = alloca ptr, align 8
  %559 = alloca i32, align 4
  %560 = alloca i32, align 4
  %561 = alloca ptr, align 8
  %562 = alloca i32, align 4
  %563 = alloca ptr, align 8
  %564 = alloca i32, align 4
  %565 = alloca i32, align 4
  %566 = alloca ptr, align 8
  %567 = alloca i32, align 4
  %568 = alloca ptr, align 8
  %569 = alloca i32, align 4
  %570 = alloca i32, align 4
  %571 = alloca ptr, align 8
  %572 = alloca i32, align 4
  %573 = alloca ptr, align 8
  %574 = alloca i32, align 4
  %575 = alloca i32, align 4
  %576 = alloca ptr, align 8
  %577 = alloca i32, align 4
  %578 = alloca ptr, align 8
  %579 = alloca i32, align 4
  %580 = alloca i32, align 4
  %581 = alloca ptr, align 8
  %582 = alloca i32, align 4
  %583 = alloca ptr, align 8
  %584 = alloca i32, align 4
  %585 = alloca i32, align 4
  %586 = alloca ptr, align 8
  %587 = alloca i32, align 4
  %588 = alloca ptr, align 8
  %589 = alloca i32, align 4
  %590 = alloca i32, align 4
  %591 = alloca ptr, align 8
  %592 = alloca i32, align 4
  %593 = alloca ptr, align 8
  %594 = alloca i32, align 4
  %595 = alloca i32, align 4
  %596 = alloca ptr, align 8
  %597 = alloca i32, align 4
  %598 = alloca ptr, align 8
  %599 = alloca i32, align 4
  %600 = alloca i32, align 4
  %601 = alloca ptr, align 8
  %602 = alloca i32, align 4
  %603 = alloca ptr, align 8
  %604 = alloca i32, align 4
  %605 = alloca i32, align 4
  %606 = alloca ptr, align 8
  %607 = alloca i32, align 4
  %608 = alloca ptr, align 8
  %609 = alloca i32, align 4
  %610 = alloca i32, align 4
  %611 = alloca ptr, align 8
  %612 = alloca i32, align 4
  %613 = alloca ptr, align 8
  %614 = alloca i32, align 4
  %615 = alloca i32, align 4
  %616 = alloca ptr, align 8
  %617 = alloca i32, align 4
  %618 = alloca ptr, align 8
  %619 = alloca i32, align 4
  %620 = alloca i32, align 4
  %621 = alloca ptr, align 8
  %622 = alloca i32, align 4
  %623 = alloca ptr, align 8
  %624 = alloca i32, align 4
  %625 = alloca i32, align 4
  %626 = alloca ptr, align 8
  %627 = alloca i32, align 4
  %628 = alloca ptr, align 8
  %629 = alloca i32, align 4
  %630 = alloca i32, align 4
  %631 = alloca ptr, align 8
  %632 = alloca i32, align 4
  %633 = alloca ptr, align 8
  %634 = alloca i32, align 4
  %635 = alloca i32, align 4
  %636 = alloca ptr, align 8
  %637 = alloca i32, align 4
  %638 = alloca ptr, align 8
  %639 = alloca i32, align 4
  %640 = alloca i32, align 4
  %641 = alloca ptr, align 8
  %642 = alloca i32, align 4
  %643 = alloca ptr, align 8
  %644 = alloca i32, align 4
  %645 = alloca i32, align 4
  %646 = alloca ptr, align 8
  %647 = alloca i32, align 4
  %648 = alloca ptr, align 8
  %649 = alloca i32, align 4
  %650 = alloca i32, align 4
  %651 = alloca ptr, align 8
  %652 = alloca i32, align 4
  %653 = alloca ptr, align 8
  %654 = alloca i32, align 4
  %655 = alloca i32, align 4
  %656 = alloca ptr, align 8
  %657 = alloca i32, align 4
  %658 = alloca ptr, align 8
  %659 = alloca i32, align 4
  %660 = alloca i32, align 4
  %661 = alloca ptr, align 8
  %662 = alloca i32, align 4
  %663 = alloca ptr, align 8
  %664 = alloca i32, align 4
  %665 = alloca i32, align 4
  %666 = alloca ptr, align 8
  %667 = alloca i32, align 4
  %668 = alloca ptr, align 8
  %669 = alloca i32, align 4
  %670 = alloca i32, align 4
  %671 = alloca ptr, align 8
  %672 = alloca i32, align 4
  %673 = alloca ptr, align 8
  %674 = alloca i32, align 4
  %675 = alloca i32, align 4
  %676 = alloca ptr, align 8
  %677 = alloca i32, align 4
  %678 = alloca ptr, align 8
  %679 = alloca i32, align 4
  %680 = alloca i32, align 4
  %681 = alloca ptr, align 8
  %682 = alloca i32, align 4
  %683 = alloca ptr, align 8
  %684 = alloca i32, align 4
  %685 = alloca i32, align 4
  %686 = alloca ptr, align 8
  %687 = alloca i32, align 4
  %688 = alloca ptr, align 8
  %689 = alloca i32, align 4
  %690 = alloca i32, align 4
  %691 = alloca ptr, align 8
  %692 = alloca i32, align 4
  %693 = alloca ptr, align 8
  %694 = alloca i32, align 4
  %695 = alloca i32, align 4
  %696 = alloca ptr, align 8
  %697 = alloca i32, align 4
  %698 = alloca ptr, align 8
  %699 = alloca i32, align 4
  %700 = alloca i32, align 4
  %701 = alloca ptr, align 8
  %702 = alloca i32, align 4
  %703 = alloca ptr, align 8
  %704 = alloca i32, align 4
  %705 = alloca i32, align 4
  %706 = alloca ptr, align 8
  %707 = alloca i32, align 4
  %708 = alloca ptr, align 8
  %709 = alloca i32, align 4
  %710 = alloca i32, align 4
  %711 = alloca ptr, align 8
  %712 = alloca i32, align 4
  %713 = alloca ptr, align 8
  %714 = alloca i32, align 4
  %715 = alloca i32, align 4
  %716 = alloca ptr, align 8
  %717 = alloca i32, align 4
  %718 = alloca ptr, align 8
  %719 = alloca i32, align 4
  %720 = alloca i32, align 4
  %721 = alloca ptr, align 8
  %722 = alloca i32, align 4
  %723 = alloca ptr, align 8
  %724 = alloca i32, align 4
  %725 = alloca i32, align 4
  %726 = alloca ptr, align 8
  %727 = alloca i32, align 4
  %728 = alloca ptr, align 8
  %729 = alloca i32, align 4
  %730 = alloca i32, align 4
  %731 = alloca ptr, align 8
  %732 = alloca i32, align 4
  %733 = alloca ptr, align 8
  %734 = alloca i32, align 4
  %735 = alloca i32, align 4
  %736 = alloca ptr, align 8
  %737 = alloca i32, align 4
  %738 = alloca ptr, align 8
  %739 = alloca i32, align 4
  %740 = alloca i32, align 4
  %741 = alloca ptr, align 8
  %742 = alloca i32, align 4
  %743 = alloca ptr, align 8
  %744 = alloca i32, align 4
  %745 = alloca i32, align 4
  %746 = alloca ptr, align 8
  %747 = alloca i32, align 4
  %748 = alloca ptr, align 8
  %749 = alloca i32, align 4
  %750 = alloca i32, align 4
  %751 = alloca ptr, align 8
  %752 = alloca i32, align 4
  %753 = alloca ptr, align 8
  %754 = alloca i32, align 4
  %755 = alloca i32, align 4
  %756 = alloca ptr, align 8
  %757 = alloca i32, align 4
  %758 = alloca ptr, align 8
  %759 = alloca i32, align 4
  %760 = alloca i32, align 4
  %761 = alloca ptr, align 8
  %762 = alloca i32, align 4
  %763 = alloca ptr, align 8
  %764 = alloca i32, align 4
  %765 = alloca i32, align 4
  %766 = alloca ptr, align 8
  %767 = alloca i32, align 4
  %768 = alloca ptr, align 8
  %769 = alloca i32, align 4
  %770 = alloca i32, align 4
  %771 = alloca ptr, align 8
  %772 = alloca i32, align 4
  %773 = alloca ptr, align 8
  %774 = alloca i32, align 4
  %775 = alloca i32, align 4
  %776 = alloca ptr, align 8
  %777 = alloca i32, align 4
  %778 = alloca ptr, align 8
  %779 = alloca i32, align 4
  %780 = alloca i32, align 4
  %781 = alloca ptr, align 8
  %782 = alloca i32, align 4
  %783 = alloca ptr, align 8
  %784 = alloca i32, align 4
  %785 = alloca i32, align 4
  %786 = alloca ptr, align 8
  %787 = alloca i32, align 4
  %788 = alloca ptr, align 8
  %789 = alloca i32, align 4
  %790 = alloca i32, align 4
  %791 = alloca ptr, align 8
  %792 = alloca i32, align 4
  %793 = alloca ptr, align 8
  %794 = alloca i32, align 4
  %795 = alloca i32, align 4
  %796 = alloca ptr, align 8
  %797 = alloca i32, align 4
  %798 = alloca ptr, align 8
  %799 = alloca i32, align 4
  %800 = alloca i32, align 4
  %801 = alloca ptr, align 8
  %802 = alloca i32, align 4
  %803 = alloca ptr, align 8
  %804 = alloca i32, align 4
  %805 = alloca i32, align 4
  %806 = alloca ptr, align 8
  %807 = alloca i32, align 4
  %808 = alloca ptr, align 8
  %809 = alloca i32, align 4
  %810 = alloca i32, align 4
  %811 = alloca ptr, align 8
  %812 = alloca i32, align 4
  %813 = alloca ptr, align 8
  %814 = alloca i32, align 4
  %815 = alloca i32, align 4
  %816 = alloca ptr, align 8
  %817 = alloca i32, align 4
  %818 = alloca ptr, align 8
  %819 = alloca i32, align 4
  %820 = alloca i32, align 4
  %821 = alloca ptr, align 8
  %822 = alloca i32, align 4
  %823 = alloca ptr, align 8
  %824 = alloca i32, align 4
  %825 = alloca i32, align 4
  %826 = alloca ptr, align 8
  %827 = alloca i32, align 4
  %828 = alloca ptr, align 8
  %829 = alloca i32, align 4
  %830 = alloca i32, align 4
  %831 = alloca ptr, align 8
  %832 = alloca i32, align 4
  %833 = alloca ptr, align 8
  %834 = alloca i32, align 4
  %835 = alloca i32, align 4
  %836 = alloca ptr, align 8
  %837 = alloca i32, align 4
  %838 = alloca ptr, align 8
  %839 = alloca i32, align 4
  %840 = alloca i32, align 4
  %841 = alloca ptr, align 8
  %842 = alloca i32, align 4
  %843 = alloca ptr, align 8
  %844 = alloca i32, align 4
  %845 = alloca i32, align 4
  %846 = alloca ptr, align 8
  %847 = alloca i32, align 4
  %848 = alloca ptr, align 8
  %849 = alloca i32, align 4
  %850 = alloca i32, align 4
  %851 = alloca ptr, align 8
  %852 = alloca i32, align 4
  %853 = alloca ptr, align 8
  %854 = alloca i32, align 4
  %855 = alloca i32, align 4
  %856 = alloca ptr, align 8
  %857 = alloca ptr, align 8
  %858 = alloca i64, align 8
  %859 = alloca ptr, align 8
  %860 = alloca i32, align 4
  %861 = alloca i32, align 4
  %862 = alloca i32, align 4
  %863 = alloca i32, align 4
  %864 = alloca i32, align 4
  %865 = alloca i32, align 4
  %866 = alloca i32, align 4
  %867 = alloca ptr, align 8
  %868 = alloca ptr, align 8
  %869 = alloca i64, align 8
  %870 = alloca ptr, align 8
  %871 = alloca i32, align 4
  %872 = alloca i32, align 4
  %873 = alloca i32, align 4
  %874 = alloca i32, align 4
  %875 = alloca i32, align 4
  %876 = alloca i32, align 4
  %877 = alloca i32, align 4
  %878 = alloca ptr, align 8
  %879 = alloca ptr, align 8
  %880 = alloca i64, align 8
  %881 = alloca ptr, align 8
  %882 = alloca i32, align 4
  %883 = alloca i32, align 4
  %884 = alloca i32, align 4
  %885 = alloca i32, align 4
  %886 = alloca i32, align 4
  %887 = alloca i32, align 4
  %888 = alloca i32, align 4
  %889 = alloca ptr, align 8
  %890 = alloca ptr, align 8
  %891 = alloca i64, align 8
  %892 = alloca ptr, align 8
  %893 = alloca i32, align 4
  %894 = alloca i32, align 4
  %895 = alloca i32, align 4
  %896 = alloca i32, align 4
  %897 = alloca i32, align 4
  %898 = alloca i32, align 4
  %899 = alloca i32, align 4
  %900 = alloca ptr, align 8
  %901 = alloca ptr, align 8
  %902 = alloca i64, align 8
  %903 = alloca ptr, align 8
  %904 = alloca i32, align 4
  %905 = alloca i32, align 4
  %906 = alloca i32, align 4
  %907 = alloca i32, align 4
  %908 = alloca i32, align 4
  %909 = alloca i32, align 4
  %910 = alloca i32, align 4
  %911 = alloca ptr, align 8
  %912 = alloca ptr, align 8
  %913 = alloca i64, align 8
  %914 = alloca ptr, align 8
  %915 = alloca i32, align 4
  %916 = alloca i32, align 4
  %917 = alloca i32, align 4
  %918 = alloca i32, align 4
  %919 = alloca i32, align 4
  %920 = alloca i32, align 4
  %921 = alloca i32, align 4
  %922 = alloca ptr, align 8
  %923 = alloca ptr, align 8
  %924 = alloca i64, align 8
  %925 = alloca ptr, align 8
  %926 = alloca i32, align 4
  %927 = alloca i32, align 4
  %928 = alloca i32, align 4
  %929 = alloca i32, align 4
  %930 = alloca i32, align 4
  %931 = alloca i32, align 4
  %932 = alloca i32, align 4
  %933 = alloca ptr, align 8
  %934 = alloca ptr, align 8
  %935 = alloca i64, align 8
  %936 = alloca ptr, align 8
  %937 = alloca i32, align 4
  %938 = alloca i32, align 4
  %939 = alloca i32, align 4
  %940 = alloca i32, align 4
  %941 = alloca i32, align 4
  %942 = alloca i32, align 4
  %943 = alloca i32, align 4
  %944 = alloca ptr, align 8
  %945 = alloca ptr, align 8
  %946 = alloca i64, align 8
  %947 = alloca ptr, align 8
  %948 = alloca i32, align 4
  %949 = alloca i32, align 4
  %950 = alloca i32, align 4
  %951 = alloca i32, align 4
  %952 = alloca i32, align 4
  %953 = alloca i32, align 4
  %954 = alloca i32, align 4
  %955 = alloca ptr, align 8
  %956 = alloca ptr, align 8
  %957 = alloca i64, align 8
  %958 = alloca ptr, align 8
  %959 = alloca i32, align 4
  %960 = alloca i32, align 4
  %961 = alloca i32, align 4
  %962 = alloca i32, align 4
  %963 = alloca i32, align 4
  %964 = alloca i32, align 4
  %965 = alloca i32, align 4
  %966 = alloca i64, align 8
  %967 = alloca ptr, align 8
  %968 = alloca i64, align 8
  %969 = alloca ptr, align 8
  %970 = alloca i64, align 8
  %971 = alloca ptr, align 8
  %972 = alloca i32, align 4
  %973 = alloca %struct.HUF_CTableHeader, align 1
  %974 = alloca ptr, align 8
  %975 = alloca ptr, align 8
  %976 = alloca ptr, align 8
  %977 = alloca ptr, align 8
  %978 = alloca %struct.HUF_CStream_t, align 8
  %979 = alloca ptr, align 8
  %980 = alloca i64, align 8
  %981 = alloca ptr, align 8
  %982 = alloca i64, align 8
  %983 = alloca ptr, align 8
  %984 = alloca i64, align 8
  %985 = alloca ptr, align 8
  store ptr %0, ptr %981, align 8
  store i64 %1, ptr %982, align 8
  store ptr %2, ptr %983, align 8
  store i64 %3, ptr %984, align 8
  store ptr %4, ptr %985, align 8
  %986 = load ptr, ptr %981, align 8
  %987 = load i64, ptr %982, align 8
  %988 = load ptr, ptr %983, align 8
  %989 = load i64, ptr %984, align 8
  %990 = load ptr, ptr %985, align 8
  store ptr %986, ptr %967, align 8
  store i64 %987, ptr %968, align 8
  store ptr %988, ptr %969, align 8
  store i64 %989, ptr %970, align 8
  store ptr %990, ptr %971, align 8
  %991 = load ptr, ptr %971, align 8
  %992 = call i64 @HUF_readCTableHeader(ptr noundef %991)
  store i64 %992, ptr %973, align 1
  %993 = load i8, ptr %973, align 1
  %994 = zext i8 %993 to i32
  store i32 %994, ptr %972, align 4
  %995 = load ptr, ptr %971, align 8
  %996 = getelementptr inbounds i64, ptr %995, i64 1
  store ptr %996, ptr %974, align 8
  %997 = load ptr, ptr %969, align 8
  store ptr %997, ptr %975, align 8
  %998 = load ptr, ptr %967, align 8
  store ptr %998, ptr %976, align 8
  %999 = load ptr, ptr %976, align 8
  %1000 = load i64, ptr %968, align 8
  %1001 = getelementptr inbounds i8, ptr %999, i64 %1000
  store ptr %1001, ptr %977, align 8
  %1002 = load i64, ptr %968, align 8
  %1003 = icmp ult i64 %1002, 8
  br i1 %1003, label %1004, label %1005

1004:                                             ; preds = %5
  store i64 0, ptr %966, align 8
  br label %7318

1005:                                             ; preds = %5
  %1006 = load ptr, ptr %976, align 8
  store ptr %1006, ptr %979, align 8
  %1007 = load ptr, ptr %979, align 8
  %1008 = load ptr, ptr %977, align 8
  %1009 = load ptr, ptr %979, align 8
  %1010 = ptrtoint ptr %1008 to i64
  %1011 = ptrtoint ptr %1009 to i64
  %1012 = sub i64 %1010, %1011
  %1013 = call i64 @HUF_initCStream(ptr noundef %978, ptr noundef %1007, i64 noundef %1012)
  store i64 %1013, ptr %980, align 8
  %1014 = load i64, ptr %980, align 8
  %1015 = call i32 @ERR_isError(i64 noundef %1014)
  %1016 = icmp ne i32 %1015, 0
  br i1 %1016, label %1017, label %1018

1017:                                             ; preds = %1005
  store i64 0, ptr %966, align 8
  br label %7318

1018:                                             ; preds = %1005
  %1019 = load i64, ptr %968, align 8
  %1020 = load i64, ptr %970, align 8
  %1021 = load i32, ptr %972, align 4
  %1022 = zext i32 %1021 to i64
  %1023 = call i64 @HUF_tightCompressBound(i64 noundef %1020, i64 noundef %1022)
  %1024 = icmp ult i64 %1019, %1023
  br i1 %1024, label %1028, label %1025

1025:                                             ; preds = %1018
  %1026 = load i32, ptr %972, align 4
  %1027 = icmp ugt i32 %1026, 11
  br i1 %1027, label %1028, label %1659

1028:                                             ; preds = %1025, %1018
  %1029 = load ptr, ptr %975, align 8
  %1030 = load i64, ptr %970, align 8
  %1031 = load ptr, ptr %974, align 8
  %1032 = call i32 @MEM_32bits()
  %1033 = icmp ne i32 %1032, 0
  %1034 = zext i1 %1033 to i64
  %1035 = select i1 %1033, i32 2, i32 4
  store ptr %978, ptr %955, align 8
  store ptr %1029, ptr %956, align 8
  store i64 %1030, ptr %957, align 8
  store ptr %1031, ptr %958, align 8
  store i32 %1035, ptr %959, align 4
  store i32 0, ptr %960, align 4
  store i32 0, ptr %961, align 4
  %1036 = load i64, ptr %957, align 8
  %1037 = trunc i64 %1036 to i32
  store i32 %1037, ptr %962, align 4
  %1038 = load i32, ptr %962, align 4
  %1039 = load i32, ptr %959, align 4
  %1040 = srem i32 %1038, %1039
  store i32 %1040, ptr %963, align 4
  %1041 = load i32, ptr %963, align 4
  %1042 = icmp sgt i32 %1041, 0
  br i1 %1042, label %1043, label %1144

1043:                                             ; preds = %1028
  br label %1044

1044:                                             ; preds = %1081, %1043
  %1045 = load i32, ptr %963, align 4
  %1046 = icmp sgt i32 %1045, 0
  br i1 %1046, label %1047, label %1100

1047:                                             ; preds = %1044
  %1048 = load ptr, ptr %955, align 8
  %1049 = load ptr, ptr %956, align 8
  %1050 = load i32, ptr %962, align 4
  %1051 = add nsw i32 %1050, -1
  store i32 %1051, ptr %962, align 4
  %1052 = sext i32 %1051 to i64
  %1053 = getelementptr inbounds i8, ptr %1049, i64 %1052
  %1054 = load i8, ptr %1053, align 1
  %1055 = zext i8 %1054 to i32
  %1056 = load ptr, ptr %958, align 8
  store ptr %1048, ptr %536, align 8
  store i32 %1055, ptr %537, align 4
  store ptr %1056, ptr %538, align 8
  store i32 0, ptr %539, align 4
  store i32 0, ptr %540, align 4
  %1057 = load ptr, ptr %536, align 8
  %1058 = load ptr, ptr %538, align 8
  %1059 = load i32, ptr %537, align 4
  %1060 = zext i32 %1059 to i64
  %1061 = getelementptr inbounds i64, ptr %1058, i64 %1060
  %1062 = load i64, ptr %1061, align 8
  %1063 = load i32, ptr %539, align 4
  %1064 = load i32, ptr %540, align 4
  store ptr %1057, ptr %258, align 8
  store i64 %1062, ptr %259, align 8
  store i32 %1063, ptr %260, align 4
  store i32 %1064, ptr %261, align 4
  %1065 = load i64, ptr %259, align 8
  %1066 = call i64 @HUF_getNbBits(i64 noundef %1065)
  %1067 = load ptr, ptr %258, align 8
  %1068 = load i32, ptr %260, align 4
  %1069 = sext i32 %1068 to i64
  %1070 = getelementptr inbounds [2 x i64], ptr %1067, i64 0, i64 %1069
  %1071 = load i64, ptr %1070, align 8
  %1072 = lshr i64 %1071, %1066
  store i64 %1072, ptr %1070, align 8
  %1073 = load i32, ptr %261, align 4
  %1074 = icmp ne i32 %1073, 0
  br i1 %1074, label %1075, label %1078

1075:                                             ; preds = %1047
  %1076 = load i64, ptr %259, align 8
  %1077 = call i64 @HUF_getValueFast(i64 noundef %1076)
  br label %1081

1078:                                             ; preds = %1047
  %1079 = load i64, ptr %259, align 8
  %1080 = call i64 @HUF_getValue(i64 noundef %1079)
  br label %1081

1081:                                             ; preds = %1075, %1078
  %1082 = phi i64 [ %1077, %1075 ], [ %1080, %1078 ]
  %1083 = load ptr, ptr %258, align 8
  %1084 = load i32, ptr %260, align 4
  %1085 = sext i32 %1084 to i64
  %1086 = getelementptr inbounds [2 x i64], ptr %1083, i64 0, i64 %1085
  %1087 = load i64, ptr %1086, align 8
  %1088 = or i64 %1087, %1082
  store i64 %1088, ptr %1086, align 8
  %1089 = load i64, ptr %259, align 8
  %1090 = call i64 @HUF_getNbBitsFast(i64 noundef %1089)
  %1091 = load ptr, ptr %258, align 8
  %1092 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1091, i32 0, i32 1
  %1093 = load i32, ptr %260, align 4
  %1094 = sext i32 %1093 to i64
  %1095 = getelementptr inbounds [2 x i64], ptr %1092, i64 0, i64 %1094
  %1096 = load i64, ptr %1095, align 8
  %1097 = add i64 %1096, %1090
  store i64 %1097, ptr %1095, align 8
  %1098 = load i32, ptr %963, align 4
  %1099 = add nsw i32 %1098, -1
  store i32 %1099, ptr %963, align 4
  br label %1044, !llvm.loop !44

1100:                                             ; preds = %1044
  %1101 = load ptr, ptr %955, align 8
  %1102 = load i32, ptr %960, align 4
  store ptr %1101, ptr %321, align 8
  store i32 %1102, ptr %322, align 4
  %1103 = load ptr, ptr %321, align 8
  %1104 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1103, i32 0, i32 1
  %1105 = load i64, ptr %1104, align 8
  %1106 = and i64 %1105, 255
  store i64 %1106, ptr %323, align 8
  %1107 = load i64, ptr %323, align 8
  %1108 = lshr i64 %1107, 3
  store i64 %1108, ptr %324, align 8
  %1109 = load ptr, ptr %321, align 8
  %1110 = load i64, ptr %1109, align 8
  %1111 = load i64, ptr %323, align 8
  %1112 = sub i64 64, %1111
  %1113 = lshr i64 %1110, %1112
  store i64 %1113, ptr %325, align 8
  %1114 = load ptr, ptr %321, align 8
  %1115 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1114, i32 0, i32 1
  %1116 = load i64, ptr %1115, align 8
  %1117 = and i64 %1116, 7
  store i64 %1117, ptr %1115, align 8
  %1118 = load ptr, ptr %321, align 8
  %1119 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1118, i32 0, i32 3
  %1120 = load ptr, ptr %1119, align 8
  %1121 = load i64, ptr %325, align 8
  call void @MEM_writeLEST(ptr noundef %1120, i64 noundef %1121)
  %1122 = load i64, ptr %324, align 8
  %1123 = load ptr, ptr %321, align 8
  %1124 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1123, i32 0, i32 3
  %1125 = load ptr, ptr %1124, align 8
  %1126 = getelementptr inbounds i8, ptr %1125, i64 %1122
  store ptr %1126, ptr %1124, align 8
  %1127 = load i32, ptr %322, align 4
  %1128 = icmp ne i32 %1127, 0
  br i1 %1128, label %1143, label %1129

1129:                                             ; preds = %1100
  %1130 = load ptr, ptr %321, align 8
  %1131 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1130, i32 0, i32 3
  %1132 = load ptr, ptr %1131, align 8
  %1133 = load ptr, ptr %321, align 8
  %1134 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1133, i32 0, i32 4
  %1135 = load ptr, ptr %1134, align 8
  %1136 = icmp ugt ptr %1132, %1135
  br i1 %1136, label %1137, label %1143

1137:                                             ; preds = %1129
  %1138 = load ptr, ptr %321, align 8
  %1139 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1138, i32 0, i32 4
  %1140 = load ptr, ptr %1139, align 8
  %1141 = load ptr, ptr %321, align 8
  %1142 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1141, i32 0, i32 3
  store ptr %1140, ptr %1142, align 8
  br label %1143

1143:                                             ; preds = %1100, %1129, %1137
  br label %1144

1144:                                             ; preds = %1143, %1028
  %1145 = load i32, ptr %962, align 4
  %1146 = load i32, ptr %959, align 4
  %1147 = mul nsw i32 2, %1146
  %1148 = srem i32 %1145, %1147
  %1149 = icmp ne i32 %1148, 0
  br i1 %1149, label %1150, label %1308

1150:                                             ; preds = %1144
  store i32 1, ptr %964, align 4
  br label %1151

1151:                                             ; preds = %1190, %1150
  %1152 = load i32, ptr %964, align 4
  %1153 = load i32, ptr %959, align 4
  %1154 = icmp slt i32 %1152, %1153
  br i1 %1154, label %1155, label %1209

1155:                                             ; preds = %1151
  %1156 = load ptr, ptr %955, align 8
  %1157 = load ptr, ptr %956, align 8
  %1158 = load i32, ptr %962, align 4
  %1159 = load i32, ptr %964, align 4
  %1160 = sub nsw i32 %1158, %1159
  %1161 = sext i32 %1160 to i64
  %1162 = getelementptr inbounds i8, ptr %1157, i64 %1161
  %1163 = load i8, ptr %1162, align 1
  %1164 = zext i8 %1163 to i32
  %1165 = load ptr, ptr %958, align 8
  store ptr %1156, ptr %531, align 8
  store i32 %1164, ptr %532, align 4
  store ptr %1165, ptr %533, align 8
  store i32 0, ptr %534, align 4
  store i32 1, ptr %535, align 4
  %1166 = load ptr, ptr %531, align 8
  %1167 = load ptr, ptr %533, align 8
  %1168 = load i32, ptr %532, align 4
  %1169 = zext i32 %1168 to i64
  %1170 = getelementptr inbounds i64, ptr %1167, i64 %1169
  %1171 = load i64, ptr %1170, align 8
  %1172 = load i32, ptr %534, align 4
  %1173 = load i32, ptr %535, align 4
  store ptr %1166, ptr %262, align 8
  store i64 %1171, ptr %263, align 8
  store i32 %1172, ptr %264, align 4
  store i32 %1173, ptr %265, align 4
  %1174 = load i64, ptr %263, align 8
  %1175 = call i64 @HUF_getNbBits(i64 noundef %1174)
  %1176 = load ptr, ptr %262, align 8
  %1177 = load i32, ptr %264, align 4
  %1178 = sext i32 %1177 to i64
  %1179 = getelementptr inbounds [2 x i64], ptr %1176, i64 0, i64 %1178
  %1180 = load i64, ptr %1179, align 8
  %1181 = lshr i64 %1180, %1175
  store i64 %1181, ptr %1179, align 8
  %1182 = load i32, ptr %265, align 4
  %1183 = icmp ne i32 %1182, 0
  br i1 %1183, label %1184, label %1187

1184:                                             ; preds = %1155
  %1185 = load i64, ptr %263, align 8
  %1186 = call i64 @HUF_getValueFast(i64 noundef %1185)
  br label %1190

1187:                                             ; preds = %1155
  %1188 = load i64, ptr %263, align 8
  %1189 = call i64 @HUF_getValue(i64 noundef %1188)
  br label %1190

1190:                                             ; preds = %1184, %1187
  %1191 = phi i64 [ %1186, %1184 ], [ %1189, %1187 ]
  %1192 = load ptr, ptr %262, align 8
  %1193 = load i32, ptr %264, align 4
  %1194 = sext i32 %1193 to i64
  %1195 = getelementptr inbounds [2 x i64], ptr %1192, i64 0, i64 %1194
  %1196 = load i64, ptr %1195, align 8
  %1197 = or i64 %1196, %1191
  store i64 %1197, ptr %1195, align 8
  %1198 = load i64, ptr %263, align 8
  %1199 = call i64 @HUF_getNbBitsFast(i64 noundef %1198)
  %1200 = load ptr, ptr %262, align 8
  %1201 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1200, i32 0, i32 1
  %1202 = load i32, ptr %264, align 4
  %1203 = sext i32 %1202 to i64
  %1204 = getelementptr inbounds [2 x i64], ptr %1201, i64 0, i64 %1203
  %1205 = load i64, ptr %1204, align 8
  %1206 = add i64 %1205, %1199
  store i64 %1206, ptr %1204, align 8
  %1207 = load i32, ptr %964, align 4
  %1208 = add nsw i32 %1207, 1
  store i32 %1208, ptr %964, align 4
  br label %1151, !llvm.loop !45

1209:                                             ; preds = %1151
  %1210 = load ptr, ptr %955, align 8
  %1211 = load ptr, ptr %956, align 8
  %1212 = load i32, ptr %962, align 4
  %1213 = load i32, ptr %959, align 4
  %1214 = sub nsw i32 %1212, %1213
  %1215 = sext i32 %1214 to i64
  %1216 = getelementptr inbounds i8, ptr %1211, i64 %1215
  %1217 = load i8, ptr %1216, align 1
  %1218 = zext i8 %1217 to i32
  %1219 = load ptr, ptr %958, align 8
  %1220 = load i32, ptr %961, align 4
  store ptr %1210, ptr %526, align 8
  store i32 %1218, ptr %527, align 4
  store ptr %1219, ptr %528, align 8
  store i32 0, ptr %529, align 4
  store i32 %1220, ptr %530, align 4
  %1221 = load ptr, ptr %526, align 8
  %1222 = load ptr, ptr %528, align 8
  %1223 = load i32, ptr %527, align 4
  %1224 = zext i32 %1223 to i64
  %1225 = getelementptr inbounds i64, ptr %1222, i64 %1224
  %1226 = load i64, ptr %1225, align 8
  %1227 = load i32, ptr %529, align 4
  %1228 = load i32, ptr %530, align 4
  store ptr %1221, ptr %266, align 8
  store i64 %1226, ptr %267, align 8
  store i32 %1227, ptr %268, align 4
  store i32 %1228, ptr %269, align 4
  %1229 = load i64, ptr %267, align 8
  %1230 = call i64 @HUF_getNbBits(i64 noundef %1229)
  %1231 = load ptr, ptr %266, align 8
  %1232 = load i32, ptr %268, align 4
  %1233 = sext i32 %1232 to i64
  %1234 = getelementptr inbounds [2 x i64], ptr %1231, i64 0, i64 %1233
  %1235 = load i64, ptr %1234, align 8
  %1236 = lshr i64 %1235, %1230
  store i64 %1236, ptr %1234, align 8
  %1237 = load i32, ptr %269, align 4
  %1238 = icmp ne i32 %1237, 0
  br i1 %1238, label %1239, label %1242

1239:                                             ; preds = %1209
  %1240 = load i64, ptr %267, align 8
  %1241 = call i64 @HUF_getValueFast(i64 noundef %1240)
  br label %1245

1242:                                             ; preds = %1209
  %1243 = load i64, ptr %267, align 8
  %1244 = call i64 @HUF_getValue(i64 noundef %1243)
  br label %1245

1245:                                             ; preds = %1239, %1242
  %1246 = phi i64 [ %1241, %1239 ], [ %1244, %1242 ]
  %1247 = load ptr, ptr %266, align 8
  %1248 = load i32, ptr %268, align 4
  %1249 = sext i32 %1248 to i64
  %1250 = getelementptr inbounds [2 x i64], ptr %1247, i64 0, i64 %1249
  %1251 = load i64, ptr %1250, align 8
  %1252 = or i64 %1251, %1246
  store i64 %1252, ptr %1250, align 8
  %1253 = load i64, ptr %267, align 8
  %1254 = call i64 @HUF_getNbBitsFast(i64 noundef %1253)
  %1255 = load ptr, ptr %266, align 8
  %1256 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1255, i32 0, i32 1
  %1257 = load i32, ptr %268, align 4
  %1258 = sext i32 %1257 to i64
  %1259 = getelementptr inbounds [2 x i64], ptr %1256, i64 0, i64 %1258
  %1260 = load i64, ptr %1259, align 8
  %1261 = add i64 %1260, %1254
  store i64 %1261, ptr %1259, align 8
  %1262 = load ptr, ptr %955, align 8
  %1263 = load i32, ptr %960, align 4
  store ptr %1262, ptr %316, align 8
  store i32 %1263, ptr %317, align 4
  %1264 = load ptr, ptr %316, align 8
  %1265 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1264, i32 0, i32 1
  %1266 = load i64, ptr %1265, align 8
  %1267 = and i64 %1266, 255
  store i64 %1267, ptr %318, align 8
  %1268 = load i64, ptr %318, align 8
  %1269 = lshr i64 %1268, 3
  store i64 %1269, ptr %319, align 8
  %1270 = load ptr, ptr %316, align 8
  %1271 = load i64, ptr %1270, align 8
  %1272 = load i64, ptr %318, align 8
  %1273 = sub i64 64, %1272
  %1274 = lshr i64 %1271, %1273
  store i64 %1274, ptr %320, align 8
  %1275 = load ptr, ptr %316, align 8
  %1276 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1275, i32 0, i32 1
  %1277 = load i64, ptr %1276, align 8
  %1278 = and i64 %1277, 7
  store i64 %1278, ptr %1276, align 8
  %1279 = load ptr, ptr %316, align 8
  %1280 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1279, i32 0, i32 3
  %1281 = load ptr, ptr %1280, align 8
  %1282 = load i64, ptr %320, align 8
  call void @MEM_writeLEST(ptr noundef %1281, i64 noundef %1282)
  %1283 = load i64, ptr %319, align 8
  %1284 = load ptr, ptr %316, align 8
  %1285 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1284, i32 0, i32 3
  %1286 = load ptr, ptr %1285, align 8
  %1287 = getelementptr inbounds i8, ptr %1286, i64 %1283
  store ptr %1287, ptr %1285, align 8
  %1288 = load i32, ptr %317, align 4
  %1289 = icmp ne i32 %1288, 0
  br i1 %1289, label %1304, label %1290

1290:                                             ; preds = %1245
  %1291 = load ptr, ptr %316, align 8
  %1292 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1291, i32 0, i32 3
  %1293 = load ptr, ptr %1292, align 8
  %1294 = load ptr, ptr %316, align 8
  %1295 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1294, i32 0, i32 4
  %1296 = load ptr, ptr %1295, align 8
  %1297 = icmp ugt ptr %1293, %1296
  br i1 %1297, label %1298, label %1304

1298:                                             ; preds = %1290
  %1299 = load ptr, ptr %316, align 8
  %1300 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1299, i32 0, i32 4
  %1301 = load ptr, ptr %1300, align 8
  %1302 = load ptr, ptr %316, align 8
  %1303 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1302, i32 0, i32 3
  store ptr %1301, ptr %1303, align 8
  br label %1304

1304:                                             ; preds = %1245, %1290, %1298
  %1305 = load i32, ptr %959, align 4
  %1306 = load i32, ptr %962, align 4
  %1307 = sub nsw i32 %1306, %1305
  store i32 %1307, ptr %962, align 4
  br label %1308

1308:                                             ; preds = %1304, %1144
  br label %1309

1309:                                             ; preds = %1653, %1308
  %1310 = load i32, ptr %962, align 4
  %1311 = icmp sgt i32 %1310, 0
  br i1 %1311, label %1312, label %1658

1312:                                             ; preds = %1309
  store i32 1, ptr %965, align 4
  br label %1313

1313:                                             ; preds = %1352, %1312
  %1314 = load i32, ptr %965, align 4
  %1315 = load i32, ptr %959, align 4
  %1316 = icmp slt i32 %1314, %1315
  br i1 %1316, label %1317, label %1371

1317:                                             ; preds = %1313
  %1318 = load ptr, ptr %955, align 8
  %1319 = load ptr, ptr %956, align 8
  %1320 = load i32, ptr %962, align 4
  %1321 = load i32, ptr %965, align 4
  %1322 = sub nsw i32 %1320, %1321
  %1323 = sext i32 %1322 to i64
  %1324 = getelementptr inbounds i8, ptr %1319, i64 %1323
  %1325 = load i8, ptr %1324, align 1
  %1326 = zext i8 %1325 to i32
  %1327 = load ptr, ptr %958, align 8
  store ptr %1318, ptr %521, align 8
  store i32 %1326, ptr %522, align 4
  store ptr %1327, ptr %523, align 8
  store i32 0, ptr %524, align 4
  store i32 1, ptr %525, align 4
  %1328 = load ptr, ptr %521, align 8
  %1329 = load ptr, ptr %523, align 8
  %1330 = load i32, ptr %522, align 4
  %1331 = zext i32 %1330 to i64
  %1332 = getelementptr inbounds i64, ptr %1329, i64 %1331
  %1333 = load i64, ptr %1332, align 8
  %1334 = load i32, ptr %524, align 4
  %1335 = load i32, ptr %525, align 4
  store ptr %1328, ptr %270, align 8
  store i64 %1333, ptr %271, align 8
  store i32 %1334, ptr %272, align 4
  store i32 %1335, ptr %273, align 4
  %1336 = load i64, ptr %271, align 8
  %1337 = call i64 @HUF_getNbBits(i64 noundef %1336)
  %1338 = load ptr, ptr %270, align 8
  %1339 = load i32, ptr %272, align 4
  %1340 = sext i32 %1339 to i64
  %1341 = getelementptr inbounds [2 x i64], ptr %1338, i64 0, i64 %1340
  %1342 = load i64, ptr %1341, align 8
  %1343 = lshr i64 %1342, %1337
  store i64 %1343, ptr %1341, align 8
  %1344 = load i32, ptr %273, align 4
  %1345 = icmp ne i32 %1344, 0
  br i1 %1345, label %1346, label %1349

1346:                                             ; preds = %1317
  %1347 = load i64, ptr %271, align 8
  %1348 = call i64 @HUF_getValueFast(i64 noundef %1347)
  br label %1352

1349:                                             ; preds = %1317
  %1350 = load i64, ptr %271, align 8
  %1351 = call i64 @HUF_getValue(i64 noundef %1350)
  br label %1352

1352:                                             ; preds = %1346, %1349
  %1353 = phi i64 [ %1348, %1346 ], [ %1351, %1349 ]
  %1354 = load ptr, ptr %270, align 8
  %1355 = load i32, ptr %272, align 4
  %1356 = sext i32 %1355 to i64
  %1357 = getelementptr inbounds [2 x i64], ptr %1354, i64 0, i64 %1356
  %1358 = load i64, ptr %1357, align 8
  %1359 = or i64 %1358, %1353
  store i64 %1359, ptr %1357, align 8
  %1360 = load i64, ptr %271, align 8
  %1361 = call i64 @HUF_getNbBitsFast(i64 noundef %1360)
  %1362 = load ptr, ptr %270, align 8
  %1363 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1362, i32 0, i32 1
  %1364 = load i32, ptr %272, align 4
  %1365 = sext i32 %1364 to i64
  %1366 = getelementptr inbounds [2 x i64], ptr %1363, i64 0, i64 %1365
  %1367 = load i64, ptr %1366, align 8
  %1368 = add i64 %1367, %1361
  store i64 %1368, ptr %1366, align 8
  %1369 = load i32, ptr %965, align 4
  %1370 = add nsw i32 %1369, 1
  store i32 %1370, ptr %965, align 4
  br label %1313, !llvm.loop !46

1371:                                             ; preds = %1313
  %1372 = load ptr, ptr %955, align 8
  %1373 = load ptr, ptr %956, align 8
  %1374 = load i32, ptr %962, align 4
  %1375 = load i32, ptr %959, align 4
  %1376 = sub nsw i32 %1374, %1375
  %1377 = sext i32 %1376 to i64
  %1378 = getelementptr inbounds i8, ptr %1373, i64 %1377
  %1379 = load i8, ptr %1378, align 1
  %1380 = zext i8 %1379 to i32
  %1381 = load ptr, ptr %958, align 8
  %1382 = load i32, ptr %961, align 4
  store ptr %1372, ptr %506, align 8
  store i32 %1380, ptr %507, align 4
  store ptr %1381, ptr %508, align 8
  store i32 0, ptr %509, align 4
  store i32 %1382, ptr %510, align 4
  %1383 = load ptr, ptr %506, align 8
  %1384 = load ptr, ptr %508, align 8
  %1385 = load i32, ptr %507, align 4
  %1386 = zext i32 %1385 to i64
  %1387 = getelementptr inbounds i64, ptr %1384, i64 %1386
  %1388 = load i64, ptr %1387, align 8
  %1389 = load i32, ptr %509, align 4
  %1390 = load i32, ptr %510, align 4
  store ptr %1383, ptr %282, align 8
  store i64 %1388, ptr %283, align 8
  store i32 %1389, ptr %284, align 4
  store i32 %1390, ptr %285, align 4
  %1391 = load i64, ptr %283, align 8
  %1392 = call i64 @HUF_getNbBits(i64 noundef %1391)
  %1393 = load ptr, ptr %282, align 8
  %1394 = load i32, ptr %284, align 4
  %1395 = sext i32 %1394 to i64
  %1396 = getelementptr inbounds [2 x i64], ptr %1393, i64 0, i64 %1395
  %1397 = load i64, ptr %1396, align 8
  %1398 = lshr i64 %1397, %1392
  store i64 %1398, ptr %1396, align 8
  %1399 = load i32, ptr %285, align 4
  %1400 = icmp ne i32 %1399, 0
  br i1 %1400, label %1401, label %1404

1401:                                             ; preds = %1371
  %1402 = load i64, ptr %283, align 8
  %1403 = call i64 @HUF_getValueFast(i64 noundef %1402)
  br label %1407

1404:                                             ; preds = %1371
  %1405 = load i64, ptr %283, align 8
  %1406 = call i64 @HUF_getValue(i64 noundef %1405)
  br label %1407

1407:                                             ; preds = %1401, %1404
  %1408 = phi i64 [ %1403, %1401 ], [ %1406, %1404 ]
  %1409 = load ptr, ptr %282, align 8
  %1410 = load i32, ptr %284, align 4
  %1411 = sext i32 %1410 to i64
  %1412 = getelementptr inbounds [2 x i64], ptr %1409, i64 0, i64 %1411
  %1413 = load i64, ptr %1412, align 8
  %1414 = or i64 %1413, %1408
  store i64 %1414, ptr %1412, align 8
  %1415 = load i64, ptr %283, align 8
  %1416 = call i64 @HUF_getNbBitsFast(i64 noundef %1415)
  %1417 = load ptr, ptr %282, align 8
  %1418 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1417, i32 0, i32 1
  %1419 = load i32, ptr %284, align 4
  %1420 = sext i32 %1419 to i64
  %1421 = getelementptr inbounds [2 x i64], ptr %1418, i64 0, i64 %1420
  %1422 = load i64, ptr %1421, align 8
  %1423 = add i64 %1422, %1416
  store i64 %1423, ptr %1421, align 8
  %1424 = load ptr, ptr %955, align 8
  %1425 = load i32, ptr %960, align 4
  store ptr %1424, ptr %306, align 8
  store i32 %1425, ptr %307, align 4
  %1426 = load ptr, ptr %306, align 8
  %1427 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1426, i32 0, i32 1
  %1428 = load i64, ptr %1427, align 8
  %1429 = and i64 %1428, 255
  store i64 %1429, ptr %308, align 8
  %1430 = load i64, ptr %308, align 8
  %1431 = lshr i64 %1430, 3
  store i64 %1431, ptr %309, align 8
  %1432 = load ptr, ptr %306, align 8
  %1433 = load i64, ptr %1432, align 8
  %1434 = load i64, ptr %308, align 8
  %1435 = sub i64 64, %1434
  %1436 = lshr i64 %1433, %1435
  store i64 %1436, ptr %310, align 8
  %1437 = load ptr, ptr %306, align 8
  %1438 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1437, i32 0, i32 1
  %1439 = load i64, ptr %1438, align 8
  %1440 = and i64 %1439, 7
  store i64 %1440, ptr %1438, align 8
  %1441 = load ptr, ptr %306, align 8
  %1442 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1441, i32 0, i32 3
  %1443 = load ptr, ptr %1442, align 8
  %1444 = load i64, ptr %310, align 8
  call void @MEM_writeLEST(ptr noundef %1443, i64 noundef %1444)
  %1445 = load i64, ptr %309, align 8
  %1446 = load ptr, ptr %306, align 8
  %1447 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1446, i32 0, i32 3
  %1448 = load ptr, ptr %1447, align 8
  %1449 = getelementptr inbounds i8, ptr %1448, i64 %1445
  store ptr %1449, ptr %1447, align 8
  %1450 = load i32, ptr %307, align 4
  %1451 = icmp ne i32 %1450, 0
  br i1 %1451, label %1466, label %1452

1452:                                             ; preds = %1407
  %1453 = load ptr, ptr %306, align 8
  %1454 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1453, i32 0, i32 3
  %1455 = load ptr, ptr %1454, align 8
  %1456 = load ptr, ptr %306, align 8
  %1457 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1456, i32 0, i32 4
  %1458 = load ptr, ptr %1457, align 8
  %1459 = icmp ugt ptr %1455, %1458
  br i1 %1459, label %1460, label %1466

1460:                                             ; preds = %1452
  %1461 = load ptr, ptr %306, align 8
  %1462 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1461, i32 0, i32 4
  %1463 = load ptr, ptr %1462, align 8
  %1464 = load ptr, ptr %306, align 8
  %1465 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1464, i32 0, i32 3
  store ptr %1463, ptr %1465, align 8
  br label %1466

1466:                                             ; preds = %1407, %1452, %1460
  %1467 = load ptr, ptr %955, align 8
  store ptr %1467, ptr %296, align 8
  %1468 = load ptr, ptr %296, align 8
  %1469 = getelementptr inbounds [2 x i64], ptr %1468, i64 0, i64 1
  store i64 0, ptr %1469, align 8
  %1470 = load ptr, ptr %296, align 8
  %1471 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1470, i32 0, i32 1
  %1472 = getelementptr inbounds [2 x i64], ptr %1471, i64 0, i64 1
  store i64 0, ptr %1472, align 8
  store i32 1, ptr %965, align 4
  br label %1473

1473:                                             ; preds = %1514, %1466
  %1474 = load i32, ptr %965, align 4
  %1475 = load i32, ptr %959, align 4
  %1476 = icmp slt i32 %1474, %1475
  br i1 %1476, label %1477, label %1533

1477:                                             ; preds = %1473
  %1478 = load ptr, ptr %955, align 8
  %1479 = load ptr, ptr %956, align 8
  %1480 = load i32, ptr %962, align 4
  %1481 = load i32, ptr %959, align 4
  %1482 = sub nsw i32 %1480, %1481
  %1483 = load i32, ptr %965, align 4
  %1484 = sub nsw i32 %1482, %1483
  %1485 = sext i32 %1484 to i64
  %1486 = getelementptr inbounds i8, ptr %1479, i64 %1485
  %1487 = load i8, ptr %1486, align 1
  %1488 = zext i8 %1487 to i32
  %1489 = load ptr, ptr %958, align 8
  store ptr %1478, ptr %516, align 8
  store i32 %1488, ptr %517, align 4
  store ptr %1489, ptr %518, align 8
  store i32 1, ptr %519, align 4
  store i32 1, ptr %520, align 4
  %1490 = load ptr, ptr %516, align 8
  %1491 = load ptr, ptr %518, align 8
  %1492 = load i32, ptr %517, align 4
  %1493 = zext i32 %1492 to i64
  %1494 = getelementptr inbounds i64, ptr %1491, i64 %1493
  %1495 = load i64, ptr %1494, align 8
  %1496 = load i32, ptr %519, align 4
  %1497 = load i32, ptr %520, align 4
  store ptr %1490, ptr %274, align 8
  store i64 %1495, ptr %275, align 8
  store i32 %1496, ptr %276, align 4
  store i32 %1497, ptr %277, align 4
  %1498 = load i64, ptr %275, align 8
  %1499 = call i64 @HUF_getNbBits(i64 noundef %1498)
  %1500 = load ptr, ptr %274, align 8
  %1501 = load i32, ptr %276, align 4
  %1502 = sext i32 %1501 to i64
  %1503 = getelementptr inbounds [2 x i64], ptr %1500, i64 0, i64 %1502
  %1504 = load i64, ptr %1503, align 8
  %1505 = lshr i64 %1504, %1499
  store i64 %1505, ptr %1503, align 8
  %1506 = load i32, ptr %277, align 4
  %1507 = icmp ne i32 %1506, 0
  br i1 %1507, label %1508, label %1511

1508:                                             ; preds = %1477
  %1509 = load i64, ptr %275, align 8
  %1510 = call i64 @HUF_getValueFast(i64 noundef %1509)
  br label %1514

1511:                                             ; preds = %1477
  %1512 = load i64, ptr %275, align 8
  %1513 = call i64 @HUF_getValue(i64 noundef %1512)
  br label %1514

1514:                                             ; preds = %1508, %1511
  %1515 = phi i64 [ %1510, %1508 ], [ %1513, %1511 ]
  %1516 = load ptr, ptr %274, align 8
  %1517 = load i32, ptr %276, align 4
  %1518 = sext i32 %1517 to i64
  %1519 = getelementptr inbounds [2 x i64], ptr %1516, i64 0, i64 %1518
  %1520 = load i64, ptr %1519, align 8
  %1521 = or i64 %1520, %1515
  store i64 %1521, ptr %1519, align 8
  %1522 = load i64, ptr %275, align 8
  %1523 = call i64 @HUF_getNbBitsFast(i64 noundef %1522)
  %1524 = load ptr, ptr %274, align 8
  %1525 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1524, i32 0, i32 1
  %1526 = load i32, ptr %276, align 4
  %1527 = sext i32 %1526 to i64
  %1528 = getelementptr inbounds [2 x i64], ptr %1525, i64 0, i64 %1527
  %1529 = load i64, ptr %1528, align 8
  %1530 = add i64 %1529, %1523
  store i64 %1530, ptr %1528, align 8
  %1531 = load i32, ptr %965, align 4
  %1532 = add nsw i32 %1531, 1
  store i32 %1532, ptr %965, align 4
  br label %1473, !llvm.loop !47

1533:                                             ; preds = %1473
  %1534 = load ptr, ptr %955, align 8
  %1535 = load ptr, ptr %956, align 8
  %1536 = load i32, ptr %962, align 4
  %1537 = load i32, ptr %959, align 4
  %1538 = sub nsw i32 %1536, %1537
  %1539 = load i32, ptr %959, align 4
  %1540 = sub nsw i32 %1538, %1539
  %1541 = sext i32 %1540 to i64
  %1542 = getelementptr inbounds i8, ptr %1535, i64 %1541
  %1543 = load i8, ptr %1542, align 1
  %1544 = zext i8 %1543 to i32
  %1545 = load ptr, ptr %958, align 8
  %1546 = load i32, ptr %961, align 4
  store ptr %1534, ptr %511, align 8
  store i32 %1544, ptr %512, align 4
  store ptr %1545, ptr %513, align 8
  store i32 1, ptr %514, align 4
  store i32 %1546, ptr %515, align 4
  %1547 = load ptr, ptr %511, align 8
  %1548 = load ptr, ptr %513, align 8
  %1549 = load i32, ptr %512, align 4
  %1550 = zext i32 %1549 to i64
  %1551 = getelementptr inbounds i64, ptr %1548, i64 %1550
  %1552 = load i64, ptr %1551, align 8
  %1553 = load i32, ptr %514, align 4
  %1554 = load i32, ptr %515, align 4
  store ptr %1547, ptr %278, align 8
  store i64 %1552, ptr %279, align 8
  store i32 %1553, ptr %280, align 4
  store i32 %1554, ptr %281, align 4
  %1555 = load i64, ptr %279, align 8
  %1556 = call i64 @HUF_getNbBits(i64 noundef %1555)
  %1557 = load ptr, ptr %278, align 8
  %1558 = load i32, ptr %280, align 4
  %1559 = sext i32 %1558 to i64
  %1560 = getelementptr inbounds [2 x i64], ptr %1557, i64 0, i64 %1559
  %1561 = load i64, ptr %1560, align 8
  %1562 = lshr i64 %1561, %1556
  store i64 %1562, ptr %1560, align 8
  %1563 = load i32, ptr %281, align 4
  %1564 = icmp ne i32 %1563, 0
  br i1 %1564, label %1565, label %1568

1565:                                             ; preds = %1533
  %1566 = load i64, ptr %279, align 8
  %1567 = call i64 @HUF_getValueFast(i64 noundef %1566)
  br label %1571

1568:                                             ; preds = %1533
  %1569 = load i64, ptr %279, align 8
  %1570 = call i64 @HUF_getValue(i64 noundef %1569)
  br label %1571

1571:                                             ; preds = %1565, %1568
  %1572 = phi i64 [ %1567, %1565 ], [ %1570, %1568 ]
  %1573 = load ptr, ptr %278, align 8
  %1574 = load i32, ptr %280, align 4
  %1575 = sext i32 %1574 to i64
  %1576 = getelementptr inbounds [2 x i64], ptr %1573, i64 0, i64 %1575
  %1577 = load i64, ptr %1576, align 8
  %1578 = or i64 %1577, %1572
  store i64 %1578, ptr %1576, align 8
  %1579 = load i64, ptr %279, align 8
  %1580 = call i64 @HUF_getNbBitsFast(i64 noundef %1579)
  %1581 = load ptr, ptr %278, align 8
  %1582 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1581, i32 0, i32 1
  %1583 = load i32, ptr %280, align 4
  %1584 = sext i32 %1583 to i64
  %1585 = getelementptr inbounds [2 x i64], ptr %1582, i64 0, i64 %1584
  %1586 = load i64, ptr %1585, align 8
  %1587 = add i64 %1586, %1580
  store i64 %1587, ptr %1585, align 8
  %1588 = load ptr, ptr %955, align 8
  store ptr %1588, ptr %286, align 8
  %1589 = load ptr, ptr %286, align 8
  %1590 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1589, i32 0, i32 1
  %1591 = getelementptr inbounds [2 x i64], ptr %1590, i64 0, i64 1
  %1592 = load i64, ptr %1591, align 8
  %1593 = and i64 %1592, 255
  %1594 = load ptr, ptr %286, align 8
  %1595 = load i64, ptr %1594, align 8
  %1596 = lshr i64 %1595, %1593
  store i64 %1596, ptr %1594, align 8
  %1597 = load ptr, ptr %286, align 8
  %1598 = getelementptr inbounds [2 x i64], ptr %1597, i64 0, i64 1
  %1599 = load i64, ptr %1598, align 8
  %1600 = load ptr, ptr %286, align 8
  %1601 = load i64, ptr %1600, align 8
  %1602 = or i64 %1601, %1599
  store i64 %1602, ptr %1600, align 8
  %1603 = load ptr, ptr %286, align 8
  %1604 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1603, i32 0, i32 1
  %1605 = getelementptr inbounds [2 x i64], ptr %1604, i64 0, i64 1
  %1606 = load i64, ptr %1605, align 8
  %1607 = load ptr, ptr %286, align 8
  %1608 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1607, i32 0, i32 1
  %1609 = load i64, ptr %1608, align 8
  %1610 = add i64 %1609, %1606
  store i64 %1610, ptr %1608, align 8
  %1611 = load ptr, ptr %955, align 8
  %1612 = load i32, ptr %960, align 4
  store ptr %1611, ptr %311, align 8
  store i32 %1612, ptr %312, align 4
  %1613 = load ptr, ptr %311, align 8
  %1614 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1613, i32 0, i32 1
  %1615 = load i64, ptr %1614, align 8
  %1616 = and i64 %1615, 255
  store i64 %1616, ptr %313, align 8
  %1617 = load i64, ptr %313, align 8
  %1618 = lshr i64 %1617, 3
  store i64 %1618, ptr %314, align 8
  %1619 = load ptr, ptr %311, align 8
  %1620 = load i64, ptr %1619, align 8
  %1621 = load i64, ptr %313, align 8
  %1622 = sub i64 64, %1621
  %1623 = lshr i64 %1620, %1622
  store i64 %1623, ptr %315, align 8
  %1624 = load ptr, ptr %311, align 8
  %1625 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1624, i32 0, i32 1
  %1626 = load i64, ptr %1625, align 8
  %1627 = and i64 %1626, 7
  store i64 %1627, ptr %1625, align 8
  %1628 = load ptr, ptr %311, align 8
  %1629 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1628, i32 0, i32 3
  %1630 = load ptr, ptr %1629, align 8
  %1631 = load i64, ptr %315, align 8
  call void @MEM_writeLEST(ptr noundef %1630, i64 noundef %1631)
  %1632 = load i64, ptr %314, align 8
  %1633 = load ptr, ptr %311, align 8
  %1634 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1633, i32 0, i32 3
  %1635 = load ptr, ptr %1634, align 8
  %1636 = getelementptr inbounds i8, ptr %1635, i64 %1632
  store ptr %1636, ptr %1634, align 8
  %1637 = load i32, ptr %312, align 4
  %1638 = icmp ne i32 %1637, 0
  br i1 %1638, label %1653, label %1639

1639:                                             ; preds = %1571
  %1640 = load ptr, ptr %311, align 8
  %1641 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1640, i32 0, i32 3
  %1642 = load ptr, ptr %1641, align 8
  %1643 = load ptr, ptr %311, align 8
  %1644 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1643, i32 0, i32 4
  %1645 = load ptr, ptr %1644, align 8
  %1646 = icmp ugt ptr %1642, %1645
  br i1 %1646, label %1647, label %1653

1647:                                             ; preds = %1639
  %1648 = load ptr, ptr %311, align 8
  %1649 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1648, i32 0, i32 4
  %1650 = load ptr, ptr %1649, align 8
  %1651 = load ptr, ptr %311, align 8
  %1652 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1651, i32 0, i32 3
  store ptr %1650, ptr %1652, align 8
  br label %1653

1653:                                             ; preds = %1571, %1639, %1647
  %1654 = load i32, ptr %959, align 4
  %1655 = mul nsw i32 2, %1654
  %1656 = load i32, ptr %962, align 4
  %1657 = sub nsw i32 %1656, %1655
  store i32 %1657, ptr %962, align 4
  br label %1309, !llvm.loop !48

1658:                                             ; preds = %1309
  br label %7316

1659:                                             ; preds = %1025
  %1660 = call i32 @MEM_32bits()
  %1661 = icmp ne i32 %1660, 0
  br i1 %1661, label %1662, label %3549

1662:                                             ; preds = %1659
  %1663 = load i32, ptr %972, align 4
  switch i32 %1663, label %2921 [
    i32 11, label %1664
    i32 10, label %2291
    i32 9, label %2292
    i32 8, label %2293
    i32 7, label %2920
  ]

1664:                                             ; preds = %1662
  %1665 = load ptr, ptr %975, align 8
  %1666 = load i64, ptr %970, align 8
  %1667 = load ptr, ptr %974, align 8
  store ptr %978, ptr %944, align 8
  store ptr %1665, ptr %945, align 8
  store i64 %1666, ptr %946, align 8
  store ptr %1667, ptr %947, align 8
  store i32 2, ptr %948, align 4
  store i32 1, ptr %949, align 4
  store i32 0, ptr %950, align 4
  %1668 = load i64, ptr %946, align 8
  %1669 = trunc i64 %1668 to i32
  store i32 %1669, ptr %951, align 4
  %1670 = load i32, ptr %951, align 4
  %1671 = load i32, ptr %948, align 4
  %1672 = srem i32 %1670, %1671
  store i32 %1672, ptr %952, align 4
  %1673 = load i32, ptr %952, align 4
  %1674 = icmp sgt i32 %1673, 0
  br i1 %1674, label %1675, label %1776

1675:                                             ; preds = %1664
  br label %1676

1676:                                             ; preds = %1713, %1675
  %1677 = load i32, ptr %952, align 4
  %1678 = icmp sgt i32 %1677, 0
  br i1 %1678, label %1679, label %1732

1679:                                             ; preds = %1676
  %1680 = load ptr, ptr %944, align 8
  %1681 = load ptr, ptr %945, align 8
  %1682 = load i32, ptr %951, align 4
  %1683 = add nsw i32 %1682, -1
  store i32 %1683, ptr %951, align 4
  %1684 = sext i32 %1683 to i64
  %1685 = getelementptr inbounds i8, ptr %1681, i64 %1684
  %1686 = load i8, ptr %1685, align 1
  %1687 = zext i8 %1686 to i32
  %1688 = load ptr, ptr %947, align 8
  store ptr %1680, ptr %571, align 8
  store i32 %1687, ptr %572, align 4
  store ptr %1688, ptr %573, align 8
  store i32 0, ptr %574, align 4
  store i32 0, ptr %575, align 4
  %1689 = load ptr, ptr %571, align 8
  %1690 = load ptr, ptr %573, align 8
  %1691 = load i32, ptr %572, align 4
  %1692 = zext i32 %1691 to i64
  %1693 = getelementptr inbounds i64, ptr %1690, i64 %1692
  %1694 = load i64, ptr %1693, align 8
  %1695 = load i32, ptr %574, align 4
  %1696 = load i32, ptr %575, align 4
  store ptr %1689, ptr %230, align 8
  store i64 %1694, ptr %231, align 8
  store i32 %1695, ptr %232, align 4
  store i32 %1696, ptr %233, align 4
  %1697 = load i64, ptr %231, align 8
  %1698 = call i64 @HUF_getNbBits(i64 noundef %1697)
  %1699 = load ptr, ptr %230, align 8
  %1700 = load i32, ptr %232, align 4
  %1701 = sext i32 %1700 to i64
  %1702 = getelementptr inbounds [2 x i64], ptr %1699, i64 0, i64 %1701
  %1703 = load i64, ptr %1702, align 8
  %1704 = lshr i64 %1703, %1698
  store i64 %1704, ptr %1702, align 8
  %1705 = load i32, ptr %233, align 4
  %1706 = icmp ne i32 %1705, 0
  br i1 %1706, label %1707, label %1710

1707:                                             ; preds = %1679
  %1708 = load i64, ptr %231, align 8
  %1709 = call i64 @HUF_getValueFast(i64 noundef %1708)
  br label %1713

1710:                                             ; preds = %1679
  %1711 = load i64, ptr %231, align 8
  %1712 = call i64 @HUF_getValue(i64 noundef %1711)
  br label %1713

1713:                                             ; preds = %1707, %1710
  %1714 = phi i64 [ %1709, %1707 ], [ %1712, %1710 ]
  %1715 = load ptr, ptr %230, align 8
  %1716 = load i32, ptr %232, align 4
  %1717 = sext i32 %1716 to i64
  %1718 = getelementptr inbounds [2 x i64], ptr %1715, i64 0, i64 %1717
  %1719 = load i64, ptr %1718, align 8
  %1720 = or i64 %1719, %1714
  store i64 %1720, ptr %1718, align 8
  %1721 = load i64, ptr %231, align 8
  %1722 = call i64 @HUF_getNbBitsFast(i64 noundef %1721)
  %1723 = load ptr, ptr %230, align 8
  %1724 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1723, i32 0, i32 1
  %1725 = load i32, ptr %232, align 4
  %1726 = sext i32 %1725 to i64
  %1727 = getelementptr inbounds [2 x i64], ptr %1724, i64 0, i64 %1726
  %1728 = load i64, ptr %1727, align 8
  %1729 = add i64 %1728, %1722
  store i64 %1729, ptr %1727, align 8
  %1730 = load i32, ptr %952, align 4
  %1731 = add nsw i32 %1730, -1
  store i32 %1731, ptr %952, align 4
  br label %1676, !llvm.loop !44

1732:                                             ; preds = %1676
  %1733 = load ptr, ptr %944, align 8
  %1734 = load i32, ptr %949, align 4
  store ptr %1733, ptr %341, align 8
  store i32 %1734, ptr %342, align 4
  %1735 = load ptr, ptr %341, align 8
  %1736 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1735, i32 0, i32 1
  %1737 = load i64, ptr %1736, align 8
  %1738 = and i64 %1737, 255
  store i64 %1738, ptr %343, align 8
  %1739 = load i64, ptr %343, align 8
  %1740 = lshr i64 %1739, 3
  store i64 %1740, ptr %344, align 8
  %1741 = load ptr, ptr %341, align 8
  %1742 = load i64, ptr %1741, align 8
  %1743 = load i64, ptr %343, align 8
  %1744 = sub i64 64, %1743
  %1745 = lshr i64 %1742, %1744
  store i64 %1745, ptr %345, align 8
  %1746 = load ptr, ptr %341, align 8
  %1747 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1746, i32 0, i32 1
  %1748 = load i64, ptr %1747, align 8
  %1749 = and i64 %1748, 7
  store i64 %1749, ptr %1747, align 8
  %1750 = load ptr, ptr %341, align 8
  %1751 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1750, i32 0, i32 3
  %1752 = load ptr, ptr %1751, align 8
  %1753 = load i64, ptr %345, align 8
  call void @MEM_writeLEST(ptr noundef %1752, i64 noundef %1753)
  %1754 = load i64, ptr %344, align 8
  %1755 = load ptr, ptr %341, align 8
  %1756 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1755, i32 0, i32 3
  %1757 = load ptr, ptr %1756, align 8
  %1758 = getelementptr inbounds i8, ptr %1757, i64 %1754
  store ptr %1758, ptr %1756, align 8
  %1759 = load i32, ptr %342, align 4
  %1760 = icmp ne i32 %1759, 0
  br i1 %1760, label %1775, label %1761

1761:                                             ; preds = %1732
  %1762 = load ptr, ptr %341, align 8
  %1763 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1762, i32 0, i32 3
  %1764 = load ptr, ptr %1763, align 8
  %1765 = load ptr, ptr %341, align 8
  %1766 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1765, i32 0, i32 4
  %1767 = load ptr, ptr %1766, align 8
  %1768 = icmp ugt ptr %1764, %1767
  br i1 %1768, label %1769, label %1775

1769:                                             ; preds = %1761
  %1770 = load ptr, ptr %341, align 8
  %1771 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1770, i32 0, i32 4
  %1772 = load ptr, ptr %1771, align 8
  %1773 = load ptr, ptr %341, align 8
  %1774 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1773, i32 0, i32 3
  store ptr %1772, ptr %1774, align 8
  br label %1775

1775:                                             ; preds = %1732, %1761, %1769
  br label %1776

1776:                                             ; preds = %1775, %1664
  %1777 = load i32, ptr %951, align 4
  %1778 = load i32, ptr %948, align 4
  %1779 = mul nsw i32 2, %1778
  %1780 = srem i32 %1777, %1779
  %1781 = icmp ne i32 %1780, 0
  br i1 %1781, label %1782, label %1940

1782:                                             ; preds = %1776
  store i32 1, ptr %953, align 4
  br label %1783

1783:                                             ; preds = %1822, %1782
  %1784 = load i32, ptr %953, align 4
  %1785 = load i32, ptr %948, align 4
  %1786 = icmp slt i32 %1784, %1785
  br i1 %1786, label %1787, label %1841

1787:                                             ; preds = %1783
  %1788 = load ptr, ptr %944, align 8
  %1789 = load ptr, ptr %945, align 8
  %1790 = load i32, ptr %951, align 4
  %1791 = load i32, ptr %953, align 4
  %1792 = sub nsw i32 %1790, %1791
  %1793 = sext i32 %1792 to i64
  %1794 = getelementptr inbounds i8, ptr %1789, i64 %1793
  %1795 = load i8, ptr %1794, align 1
  %1796 = zext i8 %1795 to i32
  %1797 = load ptr, ptr %947, align 8
  store ptr %1788, ptr %566, align 8
  store i32 %1796, ptr %567, align 4
  store ptr %1797, ptr %568, align 8
  store i32 0, ptr %569, align 4
  store i32 1, ptr %570, align 4
  %1798 = load ptr, ptr %566, align 8
  %1799 = load ptr, ptr %568, align 8
  %1800 = load i32, ptr %567, align 4
  %1801 = zext i32 %1800 to i64
  %1802 = getelementptr inbounds i64, ptr %1799, i64 %1801
  %1803 = load i64, ptr %1802, align 8
  %1804 = load i32, ptr %569, align 4
  %1805 = load i32, ptr %570, align 4
  store ptr %1798, ptr %234, align 8
  store i64 %1803, ptr %235, align 8
  store i32 %1804, ptr %236, align 4
  store i32 %1805, ptr %237, align 4
  %1806 = load i64, ptr %235, align 8
  %1807 = call i64 @HUF_getNbBits(i64 noundef %1806)
  %1808 = load ptr, ptr %234, align 8
  %1809 = load i32, ptr %236, align 4
  %1810 = sext i32 %1809 to i64
  %1811 = getelementptr inbounds [2 x i64], ptr %1808, i64 0, i64 %1810
  %1812 = load i64, ptr %1811, align 8
  %1813 = lshr i64 %1812, %1807
  store i64 %1813, ptr %1811, align 8
  %1814 = load i32, ptr %237, align 4
  %1815 = icmp ne i32 %1814, 0
  br i1 %1815, label %1816, label %1819

1816:                                             ; preds = %1787
  %1817 = load i64, ptr %235, align 8
  %1818 = call i64 @HUF_getValueFast(i64 noundef %1817)
  br label %1822

1819:                                             ; preds = %1787
  %1820 = load i64, ptr %235, align 8
  %1821 = call i64 @HUF_getValue(i64 noundef %1820)
  br label %1822

1822:                                             ; preds = %1816, %1819
  %1823 = phi i64 [ %1818, %1816 ], [ %1821, %1819 ]
  %1824 = load ptr, ptr %234, align 8
  %1825 = load i32, ptr %236, align 4
  %1826 = sext i32 %1825 to i64
  %1827 = getelementptr inbounds [2 x i64], ptr %1824, i64 0, i64 %1826
  %1828 = load i64, ptr %1827, align 8
  %1829 = or i64 %1828, %1823
  store i64 %1829, ptr %1827, align 8
  %1830 = load i64, ptr %235, align 8
  %1831 = call i64 @HUF_getNbBitsFast(i64 noundef %1830)
  %1832 = load ptr, ptr %234, align 8
  %1833 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1832, i32 0, i32 1
  %1834 = load i32, ptr %236, align 4
  %1835 = sext i32 %1834 to i64
  %1836 = getelementptr inbounds [2 x i64], ptr %1833, i64 0, i64 %1835
  %1837 = load i64, ptr %1836, align 8
  %1838 = add i64 %1837, %1831
  store i64 %1838, ptr %1836, align 8
  %1839 = load i32, ptr %953, align 4
  %1840 = add nsw i32 %1839, 1
  store i32 %1840, ptr %953, align 4
  br label %1783, !llvm.loop !45

1841:                                             ; preds = %1783
  %1842 = load ptr, ptr %944, align 8
  %1843 = load ptr, ptr %945, align 8
  %1844 = load i32, ptr %951, align 4
  %1845 = load i32, ptr %948, align 4
  %1846 = sub nsw i32 %1844, %1845
  %1847 = sext i32 %1846 to i64
  %1848 = getelementptr inbounds i8, ptr %1843, i64 %1847
  %1849 = load i8, ptr %1848, align 1
  %1850 = zext i8 %1849 to i32
  %1851 = load ptr, ptr %947, align 8
  %1852 = load i32, ptr %950, align 4
  store ptr %1842, ptr %561, align 8
  store i32 %1850, ptr %562, align 4
  store ptr %1851, ptr %563, align 8
  store i32 0, ptr %564, align 4
  store i32 %1852, ptr %565, align 4
  %1853 = load ptr, ptr %561, align 8
  %1854 = load ptr, ptr %563, align 8
  %1855 = load i32, ptr %562, align 4
  %1856 = zext i32 %1855 to i64
  %1857 = getelementptr inbounds i64, ptr %1854, i64 %1856
  %1858 = load i64, ptr %1857, align 8
  %1859 = load i32, ptr %564, align 4
  %1860 = load i32, ptr %565, align 4
  store ptr %1853, ptr %238, align 8
  store i64 %1858, ptr %239, align 8
  store i32 %1859, ptr %240, align 4
  store i32 %1860, ptr %241, align 4
  %1861 = load i64, ptr %239, align 8
  %1862 = call i64 @HUF_getNbBits(i64 noundef %1861)
  %1863 = load ptr, ptr %238, align 8
  %1864 = load i32, ptr %240, align 4
  %1865 = sext i32 %1864 to i64
  %1866 = getelementptr inbounds [2 x i64], ptr %1863, i64 0, i64 %1865
  %1867 = load i64, ptr %1866, align 8
  %1868 = lshr i64 %1867, %1862
  store i64 %1868, ptr %1866, align 8
  %1869 = load i32, ptr %241, align 4
  %1870 = icmp ne i32 %1869, 0
  br i1 %1870, label %1871, label %1874

1871:                                             ; preds = %1841
  %1872 = load i64, ptr %239, align 8
  %1873 = call i64 @HUF_getValueFast(i64 noundef %1872)
  br label %1877

1874:                                             ; preds = %1841
  %1875 = load i64, ptr %239, align 8
  %1876 = call i64 @HUF_getValue(i64 noundef %1875)
  br label %1877

1877:                                             ; preds = %1871, %1874
  %1878 = phi i64 [ %1873, %1871 ], [ %1876, %1874 ]
  %1879 = load ptr, ptr %238, align 8
  %1880 = load i32, ptr %240, align 4
  %1881 = sext i32 %1880 to i64
  %1882 = getelementptr inbounds [2 x i64], ptr %1879, i64 0, i64 %1881
  %1883 = load i64, ptr %1882, align 8
  %1884 = or i64 %1883, %1878
  store i64 %1884, ptr %1882, align 8
  %1885 = load i64, ptr %239, align 8
  %1886 = call i64 @HUF_getNbBitsFast(i64 noundef %1885)
  %1887 = load ptr, ptr %238, align 8
  %1888 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1887, i32 0, i32 1
  %1889 = load i32, ptr %240, align 4
  %1890 = sext i32 %1889 to i64
  %1891 = getelementptr inbounds [2 x i64], ptr %1888, i64 0, i64 %1890
  %1892 = load i64, ptr %1891, align 8
  %1893 = add i64 %1892, %1886
  store i64 %1893, ptr %1891, align 8
  %1894 = load ptr, ptr %944, align 8
  %1895 = load i32, ptr %949, align 4
  store ptr %1894, ptr %336, align 8
  store i32 %1895, ptr %337, align 4
  %1896 = load ptr, ptr %336, align 8
  %1897 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1896, i32 0, i32 1
  %1898 = load i64, ptr %1897, align 8
  %1899 = and i64 %1898, 255
  store i64 %1899, ptr %338, align 8
  %1900 = load i64, ptr %338, align 8
  %1901 = lshr i64 %1900, 3
  store i64 %1901, ptr %339, align 8
  %1902 = load ptr, ptr %336, align 8
  %1903 = load i64, ptr %1902, align 8
  %1904 = load i64, ptr %338, align 8
  %1905 = sub i64 64, %1904
  %1906 = lshr i64 %1903, %1905
  store i64 %1906, ptr %340, align 8
  %1907 = load ptr, ptr %336, align 8
  %1908 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1907, i32 0, i32 1
  %1909 = load i64, ptr %1908, align 8
  %1910 = and i64 %1909, 7
  store i64 %1910, ptr %1908, align 8
  %1911 = load ptr, ptr %336, align 8
  %1912 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1911, i32 0, i32 3
  %1913 = load ptr, ptr %1912, align 8
  %1914 = load i64, ptr %340, align 8
  call void @MEM_writeLEST(ptr noundef %1913, i64 noundef %1914)
  %1915 = load i64, ptr %339, align 8
  %1916 = load ptr, ptr %336, align 8
  %1917 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1916, i32 0, i32 3
  %1918 = load ptr, ptr %1917, align 8
  %1919 = getelementptr inbounds i8, ptr %1918, i64 %1915
  store ptr %1919, ptr %1917, align 8
  %1920 = load i32, ptr %337, align 4
  %1921 = icmp ne i32 %1920, 0
  br i1 %1921, label %1936, label %1922

1922:                                             ; preds = %1877
  %1923 = load ptr, ptr %336, align 8
  %1924 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1923, i32 0, i32 3
  %1925 = load ptr, ptr %1924, align 8
  %1926 = load ptr, ptr %336, align 8
  %1927 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1926, i32 0, i32 4
  %1928 = load ptr, ptr %1927, align 8
  %1929 = icmp ugt ptr %1925, %1928
  br i1 %1929, label %1930, label %1936

1930:                                             ; preds = %1922
  %1931 = load ptr, ptr %336, align 8
  %1932 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1931, i32 0, i32 4
  %1933 = load ptr, ptr %1932, align 8
  %1934 = load ptr, ptr %336, align 8
  %1935 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1934, i32 0, i32 3
  store ptr %1933, ptr %1935, align 8
  br label %1936

1936:                                             ; preds = %1877, %1922, %1930
  %1937 = load i32, ptr %948, align 4
  %1938 = load i32, ptr %951, align 4
  %1939 = sub nsw i32 %1938, %1937
  store i32 %1939, ptr %951, align 4
  br label %1940

1940:                                             ; preds = %1936, %1776
  br label %1941

1941:                                             ; preds = %2285, %1940
  %1942 = load i32, ptr %951, align 4
  %1943 = icmp sgt i32 %1942, 0
  br i1 %1943, label %1944, label %2290

1944:                                             ; preds = %1941
  store i32 1, ptr %954, align 4
  br label %1945

1945:                                             ; preds = %1984, %1944
  %1946 = load i32, ptr %954, align 4
  %1947 = load i32, ptr %948, align 4
  %1948 = icmp slt i32 %1946, %1947
  br i1 %1948, label %1949, label %2003

1949:                                             ; preds = %1945
  %1950 = load ptr, ptr %944, align 8
  %1951 = load ptr, ptr %945, align 8
  %1952 = load i32, ptr %951, align 4
  %1953 = load i32, ptr %954, align 4
  %1954 = sub nsw i32 %1952, %1953
  %1955 = sext i32 %1954 to i64
  %1956 = getelementptr inbounds i8, ptr %1951, i64 %1955
  %1957 = load i8, ptr %1956, align 1
  %1958 = zext i8 %1957 to i32
  %1959 = load ptr, ptr %947, align 8
  store ptr %1950, ptr %556, align 8
  store i32 %1958, ptr %557, align 4
  store ptr %1959, ptr %558, align 8
  store i32 0, ptr %559, align 4
  store i32 1, ptr %560, align 4
  %1960 = load ptr, ptr %556, align 8
  %1961 = load ptr, ptr %558, align 8
  %1962 = load i32, ptr %557, align 4
  %1963 = zext i32 %1962 to i64
  %1964 = getelementptr inbounds i64, ptr %1961, i64 %1963
  %1965 = load i64, ptr %1964, align 8
  %1966 = load i32, ptr %559, align 4
  %1967 = load i32, ptr %560, align 4
  store ptr %1960, ptr %242, align 8
  store i64 %1965, ptr %243, align 8
  store i32 %1966, ptr %244, align 4
  store i32 %1967, ptr %245, align 4
  %1968 = load i64, ptr %243, align 8
  %1969 = call i64 @HUF_getNbBits(i64 noundef %1968)
  %1970 = load ptr, ptr %242, align 8
  %1971 = load i32, ptr %244, align 4
  %1972 = sext i32 %1971 to i64
  %1973 = getelementptr inbounds [2 x i64], ptr %1970, i64 0, i64 %1972
  %1974 = load i64, ptr %1973, align 8
  %1975 = lshr i64 %1974, %1969
  store i64 %1975, ptr %1973, align 8
  %1976 = load i32, ptr %245, align 4
  %1977 = icmp ne i32 %1976, 0
  br i1 %1977, label %1978, label %1981

1978:                                             ; preds = %1949
  %1979 = load i64, ptr %243, align 8
  %1980 = call i64 @HUF_getValueFast(i64 noundef %1979)
  br label %1984

1981:                                             ; preds = %1949
  %1982 = load i64, ptr %243, align 8
  %1983 = call i64 @HUF_getValue(i64 noundef %1982)
  br label %1984

1984:                                             ; preds = %1978, %1981
  %1985 = phi i64 [ %1980, %1978 ], [ %1983, %1981 ]
  %1986 = load ptr, ptr %242, align 8
  %1987 = load i32, ptr %244, align 4
  %1988 = sext i32 %1987 to i64
  %1989 = getelementptr inbounds [2 x i64], ptr %1986, i64 0, i64 %1988
  %1990 = load i64, ptr %1989, align 8
  %1991 = or i64 %1990, %1985
  store i64 %1991, ptr %1989, align 8
  %1992 = load i64, ptr %243, align 8
  %1993 = call i64 @HUF_getNbBitsFast(i64 noundef %1992)
  %1994 = load ptr, ptr %242, align 8
  %1995 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1994, i32 0, i32 1
  %1996 = load i32, ptr %244, align 4
  %1997 = sext i32 %1996 to i64
  %1998 = getelementptr inbounds [2 x i64], ptr %1995, i64 0, i64 %1997
  %1999 = load i64, ptr %1998, align 8
  %2000 = add i64 %1999, %1993
  store i64 %2000, ptr %1998, align 8
  %2001 = load i32, ptr %954, align 4
  %2002 = add nsw i32 %2001, 1
  store i32 %2002, ptr %954, align 4
  br label %1945, !llvm.loop !46

2003:                                             ; preds = %1945
  %2004 = load ptr, ptr %944, align 8
  %2005 = load ptr, ptr %945, align 8
  %2006 = load i32, ptr %951, align 4
  %2007 = load i32, ptr %948, align 4
  %2008 = sub nsw i32 %2006, %2007
  %2009 = sext i32 %2008 to i64
  %2010 = getelementptr inbounds i8, ptr %2005, i64 %2009
  %2011 = load i8, ptr %2010, align 1
  %2012 = zext i8 %2011 to i32
  %2013 = load ptr, ptr %947, align 8
  %2014 = load i32, ptr %950, align 4
  store ptr %2004, ptr %541, align 8
  store i32 %2012, ptr %542, align 4
  store ptr %2013, ptr %543, align 8
  store i32 0, ptr %544, align 4
  store i32 %2014, ptr %545, align 4
  %2015 = load ptr, ptr %541, align 8
  %2016 = load ptr, ptr %543, align 8
  %2017 = load i32, ptr %542, align 4
  %2018 = zext i32 %2017 to i64
  %2019 = getelementptr inbounds i64, ptr %2016, i64 %2018
  %2020 = load i64, ptr %2019, align 8
  %2021 = load i32, ptr %544, align 4
  %2022 = load i32, ptr %545, align 4
  store ptr %2015, ptr %254, align 8
  store i64 %2020, ptr %255, align 8
  store i32 %2021, ptr %256, align 4
  store i32 %2022, ptr %257, align 4
  %2023 = load i64, ptr %255, align 8
  %2024 = call i64 @HUF_getNbBits(i64 noundef %2023)
  %2025 = load ptr, ptr %254, align 8
  %2026 = load i32, ptr %256, align 4
  %2027 = sext i32 %2026 to i64
  %2028 = getelementptr inbounds [2 x i64], ptr %2025, i64 0, i64 %2027
  %2029 = load i64, ptr %2028, align 8
  %2030 = lshr i64 %2029, %2024
  store i64 %2030, ptr %2028, align 8
  %2031 = load i32, ptr %257, align 4
  %2032 = icmp ne i32 %2031, 0
  br i1 %2032, label %2033, label %2036

2033:                                             ; preds = %2003
  %2034 = load i64, ptr %255, align 8
  %2035 = call i64 @HUF_getValueFast(i64 noundef %2034)
  br label %2039

2036:                                             ; preds = %2003
  %2037 = load i64, ptr %255, align 8
  %2038 = call i64 @HUF_getValue(i64 noundef %2037)
  br label %2039

2039:                                             ; preds = %2033, %2036
  %2040 = phi i64 [ %2035, %2033 ], [ %2038, %2036 ]
  %2041 = load ptr, ptr %254, align 8
  %2042 = load i32, ptr %256, align 4
  %2043 = sext i32 %2042 to i64
  %2044 = getelementptr inbounds [2 x i64], ptr %2041, i64 0, i64 %2043
  %2045 = load i64, ptr %2044, align 8
  %2046 = or i64 %2045, %2040
  store i64 %2046, ptr %2044, align 8
  %2047 = load i64, ptr %255, align 8
  %2048 = call i64 @HUF_getNbBitsFast(i64 noundef %2047)
  %2049 = load ptr, ptr %254, align 8
  %2050 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2049, i32 0, i32 1
  %2051 = load i32, ptr %256, align 4
  %2052 = sext i32 %2051 to i64
  %2053 = getelementptr inbounds [2 x i64], ptr %2050, i64 0, i64 %2052
  %2054 = load i64, ptr %2053, align 8
  %2055 = add i64 %2054, %2048
  store i64 %2055, ptr %2053, align 8
  %2056 = load ptr, ptr %944, align 8
  %2057 = load i32, ptr %949, align 4
  store ptr %2056, ptr %326, align 8
  store i32 %2057, ptr %327, align 4
  %2058 = load ptr, ptr %326, align 8
  %2059 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2058, i32 0, i32 1
  %2060 = load i64, ptr %2059, align 8
  %2061 = and i64 %2060, 255
  store i64 %2061, ptr %328, align 8
  %2062 = load i64, ptr %328, align 8
  %2063 = lshr i64 %2062, 3
  store i64 %2063, ptr %329, align 8
  %2064 = load ptr, ptr %326, align 8
  %2065 = load i64, ptr %2064, align 8
  %2066 = load i64, ptr %328, align 8
  %2067 = sub i64 64, %2066
  %2068 = lshr i64 %2065, %2067
  store i64 %2068, ptr %330, align 8
  %2069 = load ptr, ptr %326, align 8
  %2070 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2069, i32 0, i32 1
  %2071 = load i64, ptr %2070, align 8
  %2072 = and i64 %2071, 7
  store i64 %2072, ptr %2070, align 8
  %2073 = load ptr, ptr %326, align 8
  %2074 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2073, i32 0, i32 3
  %2075 = load ptr, ptr %2074, align 8
  %2076 = load i64, ptr %330, align 8
  call void @MEM_writeLEST(ptr noundef %2075, i64 noundef %2076)
  %2077 = load i64, ptr %329, align 8
  %2078 = load ptr, ptr %326, align 8
  %2079 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2078, i32 0, i32 3
  %2080 = load ptr, ptr %2079, align 8
  %2081 = getelementptr inbounds i8, ptr %2080, i64 %2077
  store ptr %2081, ptr %2079, align 8
  %2082 = load i32, ptr %327, align 4
  %2083 = icmp ne i32 %2082, 0
  br i1 %2083, label %2098, label %2084

2084:                                             ; preds = %2039
  %2085 = load ptr, ptr %326, align 8
  %2086 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2085, i32 0, i32 3
  %2087 = load ptr, ptr %2086, align 8
  %2088 = load ptr, ptr %326, align 8
  %2089 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2088, i32 0, i32 4
  %2090 = load ptr, ptr %2089, align 8
  %2091 = icmp ugt ptr %2087, %2090
  br i1 %2091, label %2092, label %2098

2092:                                             ; preds = %2084
  %2093 = load ptr, ptr %326, align 8
  %2094 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2093, i32 0, i32 4
  %2095 = load ptr, ptr %2094, align 8
  %2096 = load ptr, ptr %326, align 8
  %2097 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2096, i32 0, i32 3
  store ptr %2095, ptr %2097, align 8
  br label %2098

2098:                                             ; preds = %2039, %2084, %2092
  %2099 = load ptr, ptr %944, align 8
  store ptr %2099, ptr %297, align 8
  %2100 = load ptr, ptr %297, align 8
  %2101 = getelementptr inbounds [2 x i64], ptr %2100, i64 0, i64 1
  store i64 0, ptr %2101, align 8
  %2102 = load ptr, ptr %297, align 8
  %2103 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2102, i32 0, i32 1
  %2104 = getelementptr inbounds [2 x i64], ptr %2103, i64 0, i64 1
  store i64 0, ptr %2104, align 8
  store i32 1, ptr %954, align 4
  br label %2105

2105:                                             ; preds = %2146, %2098
  %2106 = load i32, ptr %954, align 4
  %2107 = load i32, ptr %948, align 4
  %2108 = icmp slt i32 %2106, %2107
  br i1 %2108, label %2109, label %2165

2109:                                             ; preds = %2105
  %2110 = load ptr, ptr %944, align 8
  %2111 = load ptr, ptr %945, align 8
  %2112 = load i32, ptr %951, align 4
  %2113 = load i32, ptr %948, align 4
  %2114 = sub nsw i32 %2112, %2113
  %2115 = load i32, ptr %954, align 4
  %2116 = sub nsw i32 %2114, %2115
  %2117 = sext i32 %2116 to i64
  %2118 = getelementptr inbounds i8, ptr %2111, i64 %2117
  %2119 = load i8, ptr %2118, align 1
  %2120 = zext i8 %2119 to i32
  %2121 = load ptr, ptr %947, align 8
  store ptr %2110, ptr %551, align 8
  store i32 %2120, ptr %552, align 4
  store ptr %2121, ptr %553, align 8
  store i32 1, ptr %554, align 4
  store i32 1, ptr %555, align 4
  %2122 = load ptr, ptr %551, align 8
  %2123 = load ptr, ptr %553, align 8
  %2124 = load i32, ptr %552, align 4
  %2125 = zext i32 %2124 to i64
  %2126 = getelementptr inbounds i64, ptr %2123, i64 %2125
  %2127 = load i64, ptr %2126, align 8
  %2128 = load i32, ptr %554, align 4
  %2129 = load i32, ptr %555, align 4
  store ptr %2122, ptr %246, align 8
  store i64 %2127, ptr %247, align 8
  store i32 %2128, ptr %248, align 4
  store i32 %2129, ptr %249, align 4
  %2130 = load i64, ptr %247, align 8
  %2131 = call i64 @HUF_getNbBits(i64 noundef %2130)
  %2132 = load ptr, ptr %246, align 8
  %2133 = load i32, ptr %248, align 4
  %2134 = sext i32 %2133 to i64
  %2135 = getelementptr inbounds [2 x i64], ptr %2132, i64 0, i64 %2134
  %2136 = load i64, ptr %2135, align 8
  %2137 = lshr i64 %2136, %2131
  store i64 %2137, ptr %2135, align 8
  %2138 = load i32, ptr %249, align 4
  %2139 = icmp ne i32 %2138, 0
  br i1 %2139, label %2140, label %2143

2140:                                             ; preds = %2109
  %2141 = load i64, ptr %247, align 8
  %2142 = call i64 @HUF_getValueFast(i64 noundef %2141)
  br label %2146

2143:                                             ; preds = %2109
  %2144 = load i64, ptr %247, align 8
  %2145 = call i64 @HUF_getValue(i64 noundef %2144)
  br label %2146

2146:                                             ; preds = %2140, %2143
  %2147 = phi i64 [ %2142, %2140 ], [ %2145, %2143 ]
  %2148 = load ptr, ptr %246, align 8
  %2149 = load i32, ptr %248, align 4
  %2150 = sext i32 %2149 to i64
  %2151 = getelementptr inbounds [2 x i64], ptr %2148, i64 0, i64 %2150
  %2152 = load i64, ptr %2151, align 8
  %2153 = or i64 %2152, %2147
  store i64 %2153, ptr %2151, align 8
  %2154 = load i64, ptr %247, align 8
  %2155 = call i64 @HUF_getNbBitsFast(i64 noundef %2154)
  %2156 = load ptr, ptr %246, align 8
  %2157 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2156, i32 0, i32 1
  %2158 = load i32, ptr %248, align 4
  %2159 = sext i32 %2158 to i64
  %2160 = getelementptr inbounds [2 x i64], ptr %2157, i64 0, i64 %2159
  %2161 = load i64, ptr %2160, align 8
  %2162 = add i64 %2161, %2155
  store i64 %2162, ptr %2160, align 8
  %2163 = load i32, ptr %954, align 4
  %2164 = add nsw i32 %2163, 1
  store i32 %2164, ptr %954, align 4
  br label %2105, !llvm.loop !47

2165:                                             ; preds = %2105
  %2166 = load ptr, ptr %944, align 8
  %2167 = load ptr, ptr %945, align 8
  %2168 = load i32, ptr %951, align 4
  %2169 = load i32, ptr %948, align 4
  %2170 = sub nsw i32 %2168, %2169
  %2171 = load i32, ptr %948, align 4
  %2172 = sub nsw i32 %2170, %2171
  %2173 = sext i32 %2172 to i64
  %2174 = getelementptr inbounds i8, ptr %2167, i64 %2173
  %2175 = load i8, ptr %2174, align 1
  %2176 = zext i8 %2175 to i32
  %2177 = load ptr, ptr %947, align 8
  %2178 = load i32, ptr %950, align 4
  store ptr %2166, ptr %546, align 8
  store i32 %2176, ptr %547, align 4
  store ptr %2177, ptr %548, align 8
  store i32 1, ptr %549, align 4
  store i32 %2178, ptr %550, align 4
  %2179 = load ptr, ptr %546, align 8
  %2180 = load ptr, ptr %548, align 8
  %2181 = load i32, ptr %547, align 4
  %2182 = zext i32 %2181 to i64
  %2183 = getelementptr inbounds i64, ptr %2180, i64 %2182
  %2184 = load i64, ptr %2183, align 8
  %2185 = load i32, ptr %549, align 4
  %2186 = load i32, ptr %550, align 4
  store ptr %2179, ptr %250, align 8
  store i64 %2184, ptr %251, align 8
  store i32 %2185, ptr %252, align 4
  store i32 %2186, ptr %253, align 4
  %2187 = load i64, ptr %251, align 8
  %2188 = call i64 @HUF_getNbBits(i64 noundef %2187)
  %2189 = load ptr, ptr %250, align 8
  %2190 = load i32, ptr %252, align 4
  %2191 = sext i32 %2190 to i64
  %2192 = getelementptr inbounds [2 x i64], ptr %2189, i64 0, i64 %2191
  %2193 = load i64, ptr %2192, align 8
  %2194 = lshr i64 %2193, %2188
  store i64 %2194, ptr %2192, align 8
  %2195 = load i32, ptr %253, align 4
  %2196 = icmp ne i32 %2195, 0
  br i1 %2196, label %2197, label %2200

2197:                                             ; preds = %2165
  %2198 = load i64, ptr %251, align 8
  %2199 = call i64 @HUF_getValueFast(i64 noundef %2198)
  br label %2203

2200:                                             ; preds = %2165
  %2201 = load i64, ptr %251, align 8
  %2202 = call i64 @HUF_getValue(i64 noundef %2201)
  br label %2203

2203:                                             ; preds = %2197, %2200
  %2204 = phi i64 [ %2199, %2197 ], [ %2202, %2200 ]
  %2205 = load ptr, ptr %250, align 8
  %2206 = load i32, ptr %252, align 4
  %2207 = sext i32 %2206 to i64
  %2208 = getelementptr inbounds [2 x i64], ptr %2205, i64 0, i64 %2207
  %2209 = load i64, ptr %2208, align 8
  %2210 = or i64 %2209, %2204
  store i64 %2210, ptr %2208, align 8
  %2211 = load i64, ptr %251, align 8
  %2212 = call i64 @HUF_getNbBitsFast(i64 noundef %2211)
  %2213 = load ptr, ptr %250, align 8
  %2214 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2213, i32 0, i32 1
  %2215 = load i32, ptr %252, align 4
  %2216 = sext i32 %2215 to i64
  %2217 = getelementptr inbounds [2 x i64], ptr %2214, i64 0, i64 %2216
  %2218 = load i64, ptr %2217, align 8
  %2219 = add i64 %2218, %2212
  store i64 %2219, ptr %2217, align 8
  %2220 = load ptr, ptr %944, align 8
  store ptr %2220, ptr %287, align 8
  %2221 = load ptr, ptr %287, align 8
  %2222 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2221, i32 0, i32 1
  %2223 = getelementptr inbounds [2 x i64], ptr %2222, i64 0, i64 1
  %2224 = load i64, ptr %2223, align 8
  %2225 = and i64 %2224, 255
  %2226 = load ptr, ptr %287, align 8
  %2227 = load i64, ptr %2226, align 8
  %2228 = lshr i64 %2227, %2225
  store i64 %2228, ptr %2226, align 8
  %2229 = load ptr, ptr %287, align 8
  %2230 = getelementptr inbounds [2 x i64], ptr %2229, i64 0, i64 1
  %2231 = load i64, ptr %2230, align 8
  %2232 = load ptr, ptr %287, align 8
  %2233 = load i64, ptr %2232, align 8
  %2234 = or i64 %2233, %2231
  store i64 %2234, ptr %2232, align 8
  %2235 = load ptr, ptr %287, align 8
  %2236 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2235, i32 0, i32 1
  %2237 = getelementptr inbounds [2 x i64], ptr %2236, i64 0, i64 1
  %2238 = load i64, ptr %2237, align 8
  %2239 = load ptr, ptr %287, align 8
  %2240 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2239, i32 0, i32 1
  %2241 = load i64, ptr %2240, align 8
  %2242 = add i64 %2241, %2238
  store i64 %2242, ptr %2240, align 8
  %2243 = load ptr, ptr %944, align 8
  %2244 = load i32, ptr %949, align 4
  store ptr %2243, ptr %331, align 8
  store i32 %2244, ptr %332, align 4
  %2245 = load ptr, ptr %331, align 8
  %2246 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2245, i32 0, i32 1
  %2247 = load i64, ptr %2246, align 8
  %2248 = and i64 %2247, 255
  store i64 %2248, ptr %333, align 8
  %2249 = load i64, ptr %333, align 8
  %2250 = lshr i64 %2249, 3
  store i64 %2250, ptr %334, align 8
  %2251 = load ptr, ptr %331, align 8
  %2252 = load i64, ptr %2251, align 8
  %2253 = load i64, ptr %333, align 8
  %2254 = sub i64 64, %2253
  %2255 = lshr i64 %2252, %2254
  store i64 %2255, ptr %335, align 8
  %2256 = load ptr, ptr %331, align 8
  %2257 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2256, i32 0, i32 1
  %2258 = load i64, ptr %2257, align 8
  %2259 = and i64 %2258, 7
  store i64 %2259, ptr %2257, align 8
  %2260 = load ptr, ptr %331, align 8
  %2261 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2260, i32 0, i32 3
  %2262 = load ptr, ptr %2261, align 8
  %2263 = load i64, ptr %335, align 8
  call void @MEM_writeLEST(ptr noundef %2262, i64 noundef %2263)
  %2264 = load i64, ptr %334, align 8
  %2265 = load ptr, ptr %331, align 8
  %2266 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2265, i32 0, i32 3
  %2267 = load ptr, ptr %2266, align 8
  %2268 = getelementptr inbounds i8, ptr %2267, i64 %2264
  store ptr %2268, ptr %2266, align 8
  %2269 = load i32, ptr %332, align 4
  %2270 = icmp ne i32 %2269, 0
  br i1 %2270, label %2285, label %2271

2271:                                             ; preds = %2203
  %2272 = load ptr, ptr %331, align 8
  %2273 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2272, i32 0, i32 3
  %2274 = load ptr, ptr %2273, align 8
  %2275 = load ptr, ptr %331, align 8
  %2276 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2275, i32 0, i32 4
  %2277 = load ptr, ptr %2276, align 8
  %2278 = icmp ugt ptr %2274, %2277
  br i1 %2278, label %2279, label %2285

2279:                                             ; preds = %2271
  %2280 = load ptr, ptr %331, align 8
  %2281 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2280, i32 0, i32 4
  %2282 = load ptr, ptr %2281, align 8
  %2283 = load ptr, ptr %331, align 8
  %2284 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2283, i32 0, i32 3
  store ptr %2282, ptr %2284, align 8
  br label %2285

2285:                                             ; preds = %2203, %2271, %2279
  %2286 = load i32, ptr %948, align 4
  %2287 = mul nsw i32 2, %2286
  %2288 = load i32, ptr %951, align 4
  %2289 = sub nsw i32 %2288, %2287
  store i32 %2289, ptr %951, align 4
  br label %1941, !llvm.loop !48

2290:                                             ; preds = %1941
  br label %3548

2291:                                             ; preds = %1662
  br label %2292

2292:                                             ; preds = %2291, %1662
  br label %2293

2293:                                             ; preds = %2292, %1662
  %2294 = load ptr, ptr %975, align 8
  %2295 = load i64, ptr %970, align 8
  %2296 = load ptr, ptr %974, align 8
  store ptr %978, ptr %933, align 8
  store ptr %2294, ptr %934, align 8
  store i64 %2295, ptr %935, align 8
  store ptr %2296, ptr %936, align 8
  store i32 2, ptr %937, align 4
  store i32 1, ptr %938, align 4
  store i32 1, ptr %939, align 4
  %2297 = load i64, ptr %935, align 8
  %2298 = trunc i64 %2297 to i32
  store i32 %2298, ptr %940, align 4
  %2299 = load i32, ptr %940, align 4
  %2300 = load i32, ptr %937, align 4
  %2301 = srem i32 %2299, %2300
  store i32 %2301, ptr %941, align 4
  %2302 = load i32, ptr %941, align 4
  %2303 = icmp sgt i32 %2302, 0
  br i1 %2303, label %2304, label %2405

2304:                                             ; preds = %2293
  br label %2305

2305:                                             ; preds = %2342, %2304
  %2306 = load i32, ptr %941, align 4
  %2307 = icmp sgt i32 %2306, 0
  br i1 %2307, label %2308, label %2361

2308:                                             ; preds = %2305
  %2309 = load ptr, ptr %933, align 8
  %2310 = load ptr, ptr %934, align 8
  %2311 = load i32, ptr %940, align 4
  %2312 = add nsw i32 %2311, -1
  store i32 %2312, ptr %940, align 4
  %2313 = sext i32 %2312 to i64
  %2314 = getelementptr inbounds i8, ptr %2310, i64 %2313
  %2315 = load i8, ptr %2314, align 1
  %2316 = zext i8 %2315 to i32
  %2317 = load ptr, ptr %936, align 8
  store ptr %2309, ptr %606, align 8
  store i32 %2316, ptr %607, align 4
  store ptr %2317, ptr %608, align 8
  store i32 0, ptr %609, align 4
  store i32 0, ptr %610, align 4
  %2318 = load ptr, ptr %606, align 8
  %2319 = load ptr, ptr %608, align 8
  %2320 = load i32, ptr %607, align 4
  %2321 = zext i32 %2320 to i64
  %2322 = getelementptr inbounds i64, ptr %2319, i64 %2321
  %2323 = load i64, ptr %2322, align 8
  %2324 = load i32, ptr %609, align 4
  %2325 = load i32, ptr %610, align 4
  store ptr %2318, ptr %202, align 8
  store i64 %2323, ptr %203, align 8
  store i32 %2324, ptr %204, align 4
  store i32 %2325, ptr %205, align 4
  %2326 = load i64, ptr %203, align 8
  %2327 = call i64 @HUF_getNbBits(i64 noundef %2326)
  %2328 = load ptr, ptr %202, align 8
  %2329 = load i32, ptr %204, align 4
  %2330 = sext i32 %2329 to i64
  %2331 = getelementptr inbounds [2 x i64], ptr %2328, i64 0, i64 %2330
  %2332 = load i64, ptr %2331, align 8
  %2333 = lshr i64 %2332, %2327
  store i64 %2333, ptr %2331, align 8
  %2334 = load i32, ptr %205, align 4
  %2335 = icmp ne i32 %2334, 0
  br i1 %2335, label %2336, label %2339

2336:                                             ; preds = %2308
  %2337 = load i64, ptr %203, align 8
  %2338 = call i64 @HUF_getValueFast(i64 noundef %2337)
  br label %2342

2339:                                             ; preds = %2308
  %2340 = load i64, ptr %203, align 8
  %2341 = call i64 @HUF_getValue(i64 noundef %2340)
  br label %2342

2342:                                             ; preds = %2336, %2339
  %2343 = phi i64 [ %2338, %2336 ], [ %2341, %2339 ]
  %2344 = load ptr, ptr %202, align 8
  %2345 = load i32, ptr %204, align 4
  %2346 = sext i32 %2345 to i64
  %2347 = getelementptr inbounds [2 x i64], ptr %2344, i64 0, i64 %2346
  %2348 = load i64, ptr %2347, align 8
  %2349 = or i64 %2348, %2343
  store i64 %2349, ptr %2347, align 8
  %2350 = load i64, ptr %203, align 8
  %2351 = call i64 @HUF_getNbBitsFast(i64 noundef %2350)
  %2352 = load ptr, ptr %202, align 8
  %2353 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2352, i32 0, i32 1
  %2354 = load i32, ptr %204, align 4
  %2355 = sext i32 %2354 to i64
  %2356 = getelementptr inbounds [2 x i64], ptr %2353, i64 0, i64 %2355
  %2357 = load i64, ptr %2356, align 8
  %2358 = add i64 %2357, %2351
  store i64 %2358, ptr %2356, align 8
  %2359 = load i32, ptr %941, align 4
  %2360 = add nsw i32 %2359, -1
  store i32 %2360, ptr %941, align 4
  br label %2305, !llvm.loop !44

2361:                                             ; preds = %2305
  %2362 = load ptr, ptr %933, align 8
  %2363 = load i32, ptr %938, align 4
  store ptr %2362, ptr %361, align 8
  store i32 %2363, ptr %362, align 4
  %2364 = load ptr, ptr %361, align 8
  %2365 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2364, i32 0, i32 1
  %2366 = load i64, ptr %2365, align 8
  %2367 = and i64 %2366, 255
  store i64 %2367, ptr %363, align 8
  %2368 = load i64, ptr %363, align 8
  %2369 = lshr i64 %2368, 3
  store i64 %2369, ptr %364, align 8
  %2370 = load ptr, ptr %361, align 8
  %2371 = load i64, ptr %2370, align 8
  %2372 = load i64, ptr %363, align 8
  %2373 = sub i64 64, %2372
  %2374 = lshr i64 %2371, %2373
  store i64 %2374, ptr %365, align 8
  %2375 = load ptr, ptr %361, align 8
  %2376 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2375, i32 0, i32 1
  %2377 = load i64, ptr %2376, align 8
  %2378 = and i64 %2377, 7
  store i64 %2378, ptr %2376, align 8
  %2379 = load ptr, ptr %361, align 8
  %2380 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2379, i32 0, i32 3
  %2381 = load ptr, ptr %2380, align 8
  %2382 = load i64, ptr %365, align 8
  call void @MEM_writeLEST(ptr noundef %2381, i64 noundef %2382)
  %2383 = load i64, ptr %364, align 8
  %2384 = load ptr, ptr %361, align 8
  %2385 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2384, i32 0, i32 3
  %2386 = load ptr, ptr %2385, align 8
  %2387 = getelementptr inbounds i8, ptr %2386, i64 %2383
  store ptr %2387, ptr %2385, align 8
  %2388 = load i32, ptr %362, align 4
  %2389 = icmp ne i32 %2388, 0
  br i1 %2389, label %2404, label %2390

2390:                                             ; preds = %2361
  %2391 = load ptr, ptr %361, align 8
  %2392 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2391, i32 0, i32 3
  %2393 = load ptr, ptr %2392, align 8
  %2394 = load ptr, ptr %361, align 8
  %2395 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2394, i32 0, i32 4
  %2396 = load ptr, ptr %2395, align 8
  %2397 = icmp ugt ptr %2393, %2396
  br i1 %2397, label %2398, label %2404

2398:                                             ; preds = %2390
  %2399 = load ptr, ptr %361, align 8
  %2400 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2399, i32 0, i32 4
  %2401 = load ptr, ptr %2400, align 8
  %2402 = load ptr, ptr %361, align 8
  %2403 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2402, i32 0, i32 3
  store ptr %2401, ptr %2403, align 8
  br label %2404

2404:                                             ; preds = %2361, %2390, %2398
  br label %2405

2405:                                             ; preds = %2404, %2293
  %2406 = load i32, ptr %940, align 4
  %2407 = load i32, ptr %937, align 4
  %2408 = mul nsw i32 2, %2407
  %2409 = srem i32 %2406, %2408
  %2410 = icmp ne i32 %2409, 0
  br i1 %2410, label %2411, label %2569

2411:                                             ; preds = %2405
  store i32 1, ptr %942, align 4
  br label %2412

2412:                                             ; preds = %2451, %2411
  %2413 = load i32, ptr %942, align 4
  %2414 = load i32, ptr %937, align 4
  %2415 = icmp slt i32 %2413, %2414
  br i1 %2415, label %2416, label %2470

2416:                                             ; preds = %2412
  %2417 = load ptr, ptr %933, align 8
  %2418 = load ptr, ptr %934, align 8
  %2419 = load i32, ptr %940, align 4
  %2420 = load i32, ptr %942, align 4
  %2421 = sub nsw i32 %2419, %2420
  %2422 = sext i32 %2421 to i64
  %2423 = getelementptr inbounds i8, ptr %2418, i64 %2422
  %2424 = load i8, ptr %2423, align 1
  %2425 = zext i8 %2424 to i32
  %2426 = load ptr, ptr %936, align 8
  store ptr %2417, ptr %601, align 8
  store i32 %2425, ptr %602, align 4
  store ptr %2426, ptr %603, align 8
  store i32 0, ptr %604, align 4
  store i32 1, ptr %605, align 4
  %2427 = load ptr, ptr %601, align 8
  %2428 = load ptr, ptr %603, align 8
  %2429 = load i32, ptr %602, align 4
  %2430 = zext i32 %2429 to i64
  %2431 = getelementptr inbounds i64, ptr %2428, i64 %2430
  %2432 = load i64, ptr %2431, align 8
  %2433 = load i32, ptr %604, align 4
  %2434 = load i32, ptr %605, align 4
  store ptr %2427, ptr %206, align 8
  store i64 %2432, ptr %207, align 8
  store i32 %2433, ptr %208, align 4
  store i32 %2434, ptr %209, align 4
  %2435 = load i64, ptr %207, align 8
  %2436 = call i64 @HUF_getNbBits(i64 noundef %2435)
  %2437 = load ptr, ptr %206, align 8
  %2438 = load i32, ptr %208, align 4
  %2439 = sext i32 %2438 to i64
  %2440 = getelementptr inbounds [2 x i64], ptr %2437, i64 0, i64 %2439
  %2441 = load i64, ptr %2440, align 8
  %2442 = lshr i64 %2441, %2436
  store i64 %2442, ptr %2440, align 8
  %2443 = load i32, ptr %209, align 4
  %2444 = icmp ne i32 %2443, 0
  br i1 %2444, label %2445, label %2448

2445:                                             ; preds = %2416
  %2446 = load i64, ptr %207, align 8
  %2447 = call i64 @HUF_getValueFast(i64 noundef %2446)
  br label %2451

2448:                                             ; preds = %2416
  %2449 = load i64, ptr %207, align 8
  %2450 = call i64 @HUF_getValue(i64 noundef %2449)
  br label %2451

2451:                                             ; preds = %2445, %2448
  %2452 = phi i64 [ %2447, %2445 ], [ %2450, %2448 ]
  %2453 = load ptr, ptr %206, align 8
  %2454 = load i32, ptr %208, align 4
  %2455 = sext i32 %2454 to i64
  %2456 = getelementptr inbounds [2 x i64], ptr %2453, i64 0, i64 %2455
  %2457 = load i64, ptr %2456, align 8
  %2458 = or i64 %2457, %2452
  store i64 %2458, ptr %2456, align 8
  %2459 = load i64, ptr %207, align 8
  %2460 = call i64 @HUF_getNbBitsFast(i64 noundef %2459)
  %2461 = load ptr, ptr %206, align 8
  %2462 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2461, i32 0, i32 1
  %2463 = load i32, ptr %208, align 4
  %2464 = sext i32 %2463 to i64
  %2465 = getelementptr inbounds [2 x i64], ptr %2462, i64 0, i64 %2464
  %2466 = load i64, ptr %2465, align 8
  %2467 = add i64 %2466, %2460
  store i64 %2467, ptr %2465, align 8
  %2468 = load i32, ptr %942, align 4
  %2469 = add nsw i32 %2468, 1
  store i32 %2469, ptr %942, align 4
  br label %2412, !llvm.loop !45

2470:                                             ; preds = %2412
  %2471 = load ptr, ptr %933, align 8
  %2472 = load ptr, ptr %934, align 8
  %2473 = load i32, ptr %940, align 4
  %2474 = load i32, ptr %937, align 4
  %2475 = sub nsw i32 %2473, %2474
  %2476 = sext i32 %2475 to i64
  %2477 = getelementptr inbounds i8, ptr %2472, i64 %2476
  %2478 = load i8, ptr %2477, align 1
  %2479 = zext i8 %2478 to i32
  %2480 = load ptr, ptr %936, align 8
  %2481 = load i32, ptr %939, align 4
  store ptr %2471, ptr %596, align 8
  store i32 %2479, ptr %597, align 4
  store ptr %2480, ptr %598, align 8
  store i32 0, ptr %599, align 4
  store i32 %2481, ptr %600, align 4
  %2482 = load ptr, ptr %596, align 8
  %2483 = load ptr, ptr %598, align 8
  %2484 = load i32, ptr %597, align 4
  %2485 = zext i32 %2484 to i64
  %2486 = getelementptr inbounds i64, ptr %2483, i64 %2485
  %2487 = load i64, ptr %2486, align 8
  %2488 = load i32, ptr %599, align 4
  %2489 = load i32, ptr %600, align 4
  store ptr %2482, ptr %210, align 8
  store i64 %2487, ptr %211, align 8
  store i32 %2488, ptr %212, align 4
  store i32 %2489, ptr %213, align 4
  %2490 = load i64, ptr %211, align 8
  %2491 = call i64 @HUF_getNbBits(i64 noundef %2490)
  %2492 = load ptr, ptr %210, align 8
  %2493 = load i32, ptr %212, align 4
  %2494 = sext i32 %2493 to i64
  %2495 = getelementptr inbounds [2 x i64], ptr %2492, i64 0, i64 %2494
  %2496 = load i64, ptr %2495, align 8
  %2497 = lshr i64 %2496, %2491
  store i64 %2497, ptr %2495, align 8
  %2498 = load i32, ptr %213, align 4
  %2499 = icmp ne i32 %2498, 0
  br i1 %2499, label %2500, label %2503

2500:                                             ; preds = %2470
  %2501 = load i64, ptr %211, align 8
  %2502 = call i64 @HUF_getValueFast(i64 noundef %2501)
  br label %2506

2503:                                             ; preds = %2470
  %2504 = load i64, ptr %211, align 8
  %2505 = call i64 @HUF_getValue(i64 noundef %2504)
  br label %2506

2506:                                             ; preds = %2500, %2503
  %2507 = phi i64 [ %2502, %2500 ], [ %2505, %2503 ]
  %2508 = load ptr, ptr %210, align 8
  %2509 = load i32, ptr %212, align 4
  %2510 = sext i32 %2509 to i64
  %2511 = getelementptr inbounds [2 x i64], ptr %2508, i64 0, i64 %2510
  %2512 = load i64, ptr %2511, align 8
  %2513 = or i64 %2512, %2507
  store i64 %2513, ptr %2511, align 8
  %2514 = load i64, ptr %211, align 8
  %2515 = call i64 @HUF_getNbBitsFast(i64 noundef %2514)
  %2516 = load ptr, ptr %210, align 8
  %2517 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2516, i32 0, i32 1
  %2518 = load i32, ptr %212, align 4
  %2519 = sext i32 %2518 to i64
  %2520 = getelementptr inbounds [2 x i64], ptr %2517, i64 0, i64 %2519
  %2521 = load i64, ptr %2520, align 8
  %2522 = add i64 %2521, %2515
  store i64 %2522, ptr %2520, align 8
  %2523 = load ptr, ptr %933, align 8
  %2524 = load i32, ptr %938, align 4
  store ptr %2523, ptr %356, align 8
  store i32 %2524, ptr %357, align 4
  %2525 = load ptr, ptr %356, align 8
  %2526 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2525, i32 0, i32 1
  %2527 = load i64, ptr %2526, align 8
  %2528 = and i64 %2527, 255
  store i64 %2528, ptr %358, align 8
  %2529 = load i64, ptr %358, align 8
  %2530 = lshr i64 %2529, 3
  store i64 %2530, ptr %359, align 8
  %2531 = load ptr, ptr %356, align 8
  %2532 = load i64, ptr %2531, align 8
  %2533 = load i64, ptr %358, align 8
  %2534 = sub i64 64, %2533
  %2535 = lshr i64 %2532, %2534
  store i64 %2535, ptr %360, align 8
  %2536 = load ptr, ptr %356, align 8
  %2537 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2536, i32 0, i32 1
  %2538 = load i64, ptr %2537, align 8
  %2539 = and i64 %2538, 7
  store i64 %2539, ptr %2537, align 8
  %2540 = load ptr, ptr %356, align 8
  %2541 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2540, i32 0, i32 3
  %2542 = load ptr, ptr %2541, align 8
  %2543 = load i64, ptr %360, align 8
  call void @MEM_writeLEST(ptr noundef %2542, i64 noundef %2543)
  %2544 = load i64, ptr %359, align 8
  %2545 = load ptr, ptr %356, align 8
  %2546 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2545, i32 0, i32 3
  %2547 = load ptr, ptr %2546, align 8
  %2548 = getelementptr inbounds i8, ptr %2547, i64 %2544
  store ptr %2548, ptr %2546, align 8
  %2549 = load i32, ptr %357, align 4
  %2550 = icmp ne i32 %2549, 0
  br i1 %2550, label %2565, label %2551

2551:                                             ; preds = %2506
  %2552 = load ptr, ptr %356, align 8
  %2553 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2552, i32 0, i32 3
  %2554 = load ptr, ptr %2553, align 8
  %2555 = load ptr, ptr %356, align 8
  %2556 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2555, i32 0, i32 4
  %2557 = load ptr, ptr %2556, align 8
  %2558 = icmp ugt ptr %2554, %2557
  br i1 %2558, label %2559, label %2565

2559:                                             ; preds = %2551
  %2560 = load ptr, ptr %356, align 8
  %2561 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2560, i32 0, i32 4
  %2562 = load ptr, ptr %2561, align 8
  %2563 = load ptr, ptr %356, align 8
  %2564 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2563, i32 0, i32 3
  store ptr %2562, ptr %2564, align 8
  br label %2565

2565:                                             ; preds = %2506, %2551, %2559
  %2566 = load i32, ptr %937, align 4
  %2567 = load i32, ptr %940, align 4
  %2568 = sub nsw i32 %2567, %2566
  store i32 %2568, ptr %940, align 4
  br label %2569

2569:                                             ; preds = %2565, %2405
  br label %2570

2570:                                             ; preds = %2914, %2569
  %2571 = load i32, ptr %940, align 4
  %2572 = icmp sgt i32 %2571, 0
  br i1 %2572, label %2573, label %2919

2573:                                             ; preds = %2570
  store i32 1, ptr %943, align 4
  br label %2574

2574:                                             ; preds = %2613, %2573
  %2575 = load i32, ptr %943, align 4
  %2576 = load i32, ptr %937, align 4
  %2577 = icmp slt i32 %2575, %2576
  br i1 %2577, label %2578, label %2632

2578:                                             ; preds = %2574
  %2579 = load ptr, ptr %933, align 8
  %2580 = load ptr, ptr %934, align 8
  %2581 = load i32, ptr %940, align 4
  %2582 = load i32, ptr %943, align 4
  %2583 = sub nsw i32 %2581, %2582
  %2584 = sext i32 %2583 to i64
  %2585 = getelementptr inbounds i8, ptr %2580, i64 %2584
  %2586 = load i8, ptr %2585, align 1
  %2587 = zext i8 %2586 to i32
  %2588 = load ptr, ptr %936, align 8
  store ptr %2579, ptr %591, align 8
  store i32 %2587, ptr %592, align 4
  store ptr %2588, ptr %593, align 8
  store i32 0, ptr %594, align 4
  store i32 1, ptr %595, align 4
  %2589 = load ptr, ptr %591, align 8
  %2590 = load ptr, ptr %593, align 8
  %2591 = load i32, ptr %592, align 4
  %2592 = zext i32 %2591 to i64
  %2593 = getelementptr inbounds i64, ptr %2590, i64 %2592
  %2594 = load i64, ptr %2593, align 8
  %2595 = load i32, ptr %594, align 4
  %2596 = load i32, ptr %595, align 4
  store ptr %2589, ptr %214, align 8
  store i64 %2594, ptr %215, align 8
  store i32 %2595, ptr %216, align 4
  store i32 %2596, ptr %217, align 4
  %2597 = load i64, ptr %215, align 8
  %2598 = call i64 @HUF_getNbBits(i64 noundef %2597)
  %2599 = load ptr, ptr %214, align 8
  %2600 = load i32, ptr %216, align 4
  %2601 = sext i32 %2600 to i64
  %2602 = getelementptr inbounds [2 x i64], ptr %2599, i64 0, i64 %2601
  %2603 = load i64, ptr %2602, align 8
  %2604 = lshr i64 %2603, %2598
  store i64 %2604, ptr %2602, align 8
  %2605 = load i32, ptr %217, align 4
  %2606 = icmp ne i32 %2605, 0
  br i1 %2606, label %2607, label %2610

2607:                                             ; preds = %2578
  %2608 = load i64, ptr %215, align 8
  %2609 = call i64 @HUF_getValueFast(i64 noundef %2608)
  br label %2613

2610:                                             ; preds = %2578
  %2611 = load i64, ptr %215, align 8
  %2612 = call i64 @HUF_getValue(i64 noundef %2611)
  br label %2613

2613:                                             ; preds = %2607, %2610
  %2614 = phi i64 [ %2609, %2607 ], [ %2612, %2610 ]
  %2615 = load ptr, ptr %214, align 8
  %2616 = load i32, ptr %216, align 4
  %2617 = sext i32 %2616 to i64
  %2618 = getelementptr inbounds [2 x i64], ptr %2615, i64 0, i64 %2617
  %2619 = load i64, ptr %2618, align 8
  %2620 = or i64 %2619, %2614
  store i64 %2620, ptr %2618, align 8
  %2621 = load i64, ptr %215, align 8
  %2622 = call i64 @HUF_getNbBitsFast(i64 noundef %2621)
  %2623 = load ptr, ptr %214, align 8
  %2624 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2623, i32 0, i32 1
  %2625 = load i32, ptr %216, align 4
  %2626 = sext i32 %2625 to i64
  %2627 = getelementptr inbounds [2 x i64], ptr %2624, i64 0, i64 %2626
  %2628 = load i64, ptr %2627, align 8
  %2629 = add i64 %2628, %2622
  store i64 %2629, ptr %2627, align 8
  %2630 = load i32, ptr %943, align 4
  %2631 = add nsw i32 %2630, 1
  store i32 %2631, ptr %943, align 4
  br label %2574, !llvm.loop !46

2632:                                             ; preds = %2574
  %2633 = load ptr, ptr %933, align 8
  %2634 = load ptr, ptr %934, align 8
  %2635 = load i32, ptr %940, align 4
  %2636 = load i32, ptr %937, align 4
  %2637 = sub nsw i32 %2635, %2636
  %2638 = sext i32 %2637 to i64
  %2639 = getelementptr inbounds i8, ptr %2634, i64 %2638
  %2640 = load i8, ptr %2639, align 1
  %2641 = zext i8 %2640 to i32
  %2642 = load ptr, ptr %936, align 8
  %2643 = load i32, ptr %939, align 4
  store ptr %2633, ptr %576, align 8
  store i32 %2641, ptr %577, align 4
  store ptr %2642, ptr %578, align 8
  store i32 0, ptr %579, align 4
  store i32 %2643, ptr %580, align 4
  %2644 = load ptr, ptr %576, align 8
  %2645 = load ptr, ptr %578, align 8
  %2646 = load i32, ptr %577, align 4
  %2647 = zext i32 %2646 to i64
  %2648 = getelementptr inbounds i64, ptr %2645, i64 %2647
  %2649 = load i64, ptr %2648, align 8
  %2650 = load i32, ptr %579, align 4
  %2651 = load i32, ptr %580, align 4
  store ptr %2644, ptr %226, align 8
  store i64 %2649, ptr %227, align 8
  store i32 %2650, ptr %228, align 4
  store i32 %2651, ptr %229, align 4
  %2652 = load i64, ptr %227, align 8
  %2653 = call i64 @HUF_getNbBits(i64 noundef %2652)
  %2654 = load ptr, ptr %226, align 8
  %2655 = load i32, ptr %228, align 4
  %2656 = sext i32 %2655 to i64
  %2657 = getelementptr inbounds [2 x i64], ptr %2654, i64 0, i64 %2656
  %2658 = load i64, ptr %2657, align 8
  %2659 = lshr i64 %2658, %2653
  store i64 %2659, ptr %2657, align 8
  %2660 = load i32, ptr %229, align 4
  %2661 = icmp ne i32 %2660, 0
  br i1 %2661, label %2662, label %2665

2662:                                             ; preds = %2632
  %2663 = load i64, ptr %227, align 8
  %2664 = call i64 @HUF_getValueFast(i64 noundef %2663)
  br label %2668

2665:                                             ; preds = %2632
  %2666 = load i64, ptr %227, align 8
  %2667 = call i64 @HUF_getValue(i64 noundef %2666)
  br label %2668

2668:                                             ; preds = %2662, %2665
  %2669 = phi i64 [ %2664, %2662 ], [ %2667, %2665 ]
  %2670 = load ptr, ptr %226, align 8
  %2671 = load i32, ptr %228, align 4
  %2672 = sext i32 %2671 to i64
  %2673 = getelementptr inbounds [2 x i64], ptr %2670, i64 0, i64 %2672
  %2674 = load i64, ptr %2673, align 8
  %2675 = or i64 %2674, %2669
  store i64 %2675, ptr %2673, align 8
  %2676 = load i64, ptr %227, align 8
  %2677 = call i64 @HUF_getNbBitsFast(i64 noundef %2676)
  %2678 = load ptr, ptr %226, align 8
  %2679 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2678, i32 0, i32 1
  %2680 = load i32, ptr %228, align 4
  %2681 = sext i32 %2680 to i64
  %2682 = getelementptr inbounds [2 x i64], ptr %2679, i64 0, i64 %2681
  %2683 = load i64, ptr %2682, align 8
  %2684 = add i64 %2683, %2677
  store i64 %2684, ptr %2682, align 8
  %2685 = load ptr, ptr %933, align 8
  %2686 = load i32, ptr %938, align 4
  store ptr %2685, ptr %346, align 8
  store i32 %2686, ptr %347, align 4
  %2687 = load ptr, ptr %346, align 8
  %2688 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2687, i32 0, i32 1
  %2689 = load i64, ptr %2688, align 8
  %2690 = and i64 %2689, 255
  store i64 %2690, ptr %348, align 8
  %2691 = load i64, ptr %348, align 8
  %2692 = lshr i64 %2691, 3
  store i64 %2692, ptr %349, align 8
  %2693 = load ptr, ptr %346, align 8
  %2694 = load i64, ptr %2693, align 8
  %2695 = load i64, ptr %348, align 8
  %2696 = sub i64 64, %2695
  %2697 = lshr i64 %2694, %2696
  store i64 %2697, ptr %350, align 8
  %2698 = load ptr, ptr %346, align 8
  %2699 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2698, i32 0, i32 1
  %2700 = load i64, ptr %2699, align 8
  %2701 = and i64 %2700, 7
  store i64 %2701, ptr %2699, align 8
  %2702 = load ptr, ptr %346, align 8
  %2703 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2702, i32 0, i32 3
  %2704 = load ptr, ptr %2703, align 8
  %2705 = load i64, ptr %350, align 8
  call void @MEM_writeLEST(ptr noundef %2704, i64 noundef %2705)
  %2706 = load i64, ptr %349, align 8
  %2707 = load ptr, ptr %346, align 8
  %2708 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2707, i32 0, i32 3
  %2709 = load ptr, ptr %2708, align 8
  %2710 = getelementptr inbounds i8, ptr %2709, i64 %2706
  store ptr %2710, ptr %2708, align 8
  %2711 = load i32, ptr %347, align 4
  %2712 = icmp ne i32 %2711, 0
  br i1 %2712, label %2727, label %2713

2713:                                             ; preds = %2668
  %2714 = load ptr, ptr %346, align 8
  %2715 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2714, i32 0, i32 3
  %2716 = load ptr, ptr %2715, align 8
  %2717 = load ptr, ptr %346, align 8
  %2718 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2717, i32 0, i32 4
  %2719 = load ptr, ptr %2718, align 8
  %2720 = icmp ugt ptr %2716, %2719
  br i1 %2720, label %2721, label %2727

2721:                                             ; preds = %2713
  %2722 = load ptr, ptr %346, align 8
  %2723 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2722, i32 0, i32 4
  %2724 = load ptr, ptr %2723, align 8
  %2725 = load ptr, ptr %346, align 8
  %2726 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2725, i32 0, i32 3
  store ptr %2724, ptr %2726, align 8
  br label %2727

2727:                                             ; preds = %2668, %2713, %2721
  %2728 = load ptr, ptr %933, align 8
  store ptr %2728, ptr %298, align 8
  %2729 = load ptr, ptr %298, align 8
  %2730 = getelementptr inbounds [2 x i64], ptr %2729, i64 0, i64 1
  store i64 0, ptr %2730, align 8
  %2731 = load ptr, ptr %298, align 8
  %2732 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2731, i32 0, i32 1
  %2733 = getelementptr inbounds [2 x i64], ptr %2732, i64 0, i64 1
  store i64 0, ptr %2733, align 8
  store i32 1, ptr %943, align 4
  br label %2734

2734:                                             ; preds = %2775, %2727
  %2735 = load i32, ptr %943, align 4
  %2736 = load i32, ptr %937, align 4
  %2737 = icmp slt i32 %2735, %2736
  br i1 %2737, label %2738, label %2794

2738:                                             ; preds = %2734
  %2739 = load ptr, ptr %933, align 8
  %2740 = load ptr, ptr %934, align 8
  %2741 = load i32, ptr %940, align 4
  %2742 = load i32, ptr %937, align 4
  %2743 = sub nsw i32 %2741, %2742
  %2744 = load i32, ptr %943, align 4
  %2745 = sub nsw i32 %2743, %2744
  %2746 = sext i32 %2745 to i64
  %2747 = getelementptr inbounds i8, ptr %2740, i64 %2746
  %2748 = load i8, ptr %2747, align 1
  %2749 = zext i8 %2748 to i32
  %2750 = load ptr, ptr %936, align 8
  store ptr %2739, ptr %586, align 8
  store i32 %2749, ptr %587, align 4
  store ptr %2750, ptr %588, align 8
  store i32 1, ptr %589, align 4
  store i32 1, ptr %590, align 4
  %2751 = load ptr, ptr %586, align 8
  %2752 = load ptr, ptr %588, align 8
  %2753 = load i32, ptr %587, align 4
  %2754 = zext i32 %2753 to i64
  %2755 = getelementptr inbounds i64, ptr %2752, i64 %2754
  %2756 = load i64, ptr %2755, align 8
  %2757 = load i32, ptr %589, align 4
  %2758 = load i32, ptr %590, align 4
  store ptr %2751, ptr %218, align 8
  store i64 %2756, ptr %219, align 8
  store i32 %2757, ptr %220, align 4
  store i32 %2758, ptr %221, align 4
  %2759 = load i64, ptr %219, align 8
  %2760 = call i64 @HUF_getNbBits(i64 noundef %2759)
  %2761 = load ptr, ptr %218, align 8
  %2762 = load i32, ptr %220, align 4
  %2763 = sext i32 %2762 to i64
  %2764 = getelementptr inbounds [2 x i64], ptr %2761, i64 0, i64 %2763
  %2765 = load i64, ptr %2764, align 8
  %2766 = lshr i64 %2765, %2760
  store i64 %2766, ptr %2764, align 8
  %2767 = load i32, ptr %221, align 4
  %2768 = icmp ne i32 %2767, 0
  br i1 %2768, label %2769, label %2772

2769:                                             ; preds = %2738
  %2770 = load i64, ptr %219, align 8
  %2771 = call i64 @HUF_getValueFast(i64 noundef %2770)
  br label %2775

2772:                                             ; preds = %2738
  %2773 = load i64, ptr %219, align 8
  %2774 = call i64 @HUF_getValue(i64 noundef %2773)
  br label %2775

2775:                                             ; preds = %2769, %2772
  %2776 = phi i64 [ %2771, %2769 ], [ %2774, %2772 ]
  %2777 = load ptr, ptr %218, align 8
  %2778 = load i32, ptr %220, align 4
  %2779 = sext i32 %2778 to i64
  %2780 = getelementptr inbounds [2 x i64], ptr %2777, i64 0, i64 %2779
  %2781 = load i64, ptr %2780, align 8
  %2782 = or i64 %2781, %2776
  store i64 %2782, ptr %2780, align 8
  %2783 = load i64, ptr %219, align 8
  %2784 = call i64 @HUF_getNbBitsFast(i64 noundef %2783)
  %2785 = load ptr, ptr %218, align 8
  %2786 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2785, i32 0, i32 1
  %2787 = load i32, ptr %220, align 4
  %2788 = sext i32 %2787 to i64
  %2789 = getelementptr inbounds [2 x i64], ptr %2786, i64 0, i64 %2788
  %2790 = load i64, ptr %2789, align 8
  %2791 = add i64 %2790, %2784
  store i64 %2791, ptr %2789, align 8
  %2792 = load i32, ptr %943, align 4
  %2793 = add nsw i32 %2792, 1
  store i32 %2793, ptr %943, align 4
  br label %2734, !llvm.loop !47

2794:                                             ; preds = %2734
  %2795 = load ptr, ptr %933, align 8
  %2796 = load ptr, ptr %934, align 8
  %2797 = load i32, ptr %940, align 4
  %2798 = load i32, ptr %937, align 4
  %2799 = sub nsw i32 %2797, %2798
  %2800 = load i32, ptr %937, align 4
  %2801 = sub nsw i32 %2799, %2800
  %2802 = sext i32 %2801 to i64
  %2803 = getelementptr inbounds i8, ptr %2796, i64 %2802
  %2804 = load i8, ptr %2803, align 1
  %2805 = zext i8 %2804 to i32
  %2806 = load ptr, ptr %936, align 8
  %2807 = load i32, ptr %939, align 4
  store ptr %2795, ptr %581, align 8
  store i32 %2805, ptr %582, align 4
  store ptr %2806, ptr %583, align 8
  store i32 1, ptr %584, align 4
  store i32 %2807, ptr %585, align 4
  %2808 = load ptr, ptr %581, align 8
  %2809 = load ptr, ptr %583, align 8
  %2810 = load i32, ptr %582, align 4
  %2811 = zext i32 %2810 to i64
  %2812 = getelementptr inbounds i64, ptr %2809, i64 %2811
  %2813 = load i64, ptr %2812, align 8
  %2814 = load i32, ptr %584, align 4
  %2815 = load i32, ptr %585, align 4
  store ptr %2808, ptr %222, align 8
  store i64 %2813, ptr %223, align 8
  store i32 %2814, ptr %224, align 4
  store i32 %2815, ptr %225, align 4
  %2816 = load i64, ptr %223, align 8
  %2817 = call i64 @HUF_getNbBits(i64 noundef %2816)
  %2818 = load ptr, ptr %222, align 8
  %2819 = load i32, ptr %224, align 4
  %2820 = sext i32 %2819 to i64
  %2821 = getelementptr inbounds [2 x i64], ptr %2818, i64 0, i64 %2820
  %2822 = load i64, ptr %2821, align 8
  %2823 = lshr i64 %2822, %2817
  store i64 %2823, ptr %2821, align 8
  %2824 = load i32, ptr %225, align 4
  %2825 = icmp ne i32 %2824, 0
  br i1 %2825, label %2826, label %2829

2826:                                             ; preds = %2794
  %2827 = load i64, ptr %223, align 8
  %2828 = call i64 @HUF_getValueFast(i64 noundef %2827)
  br label %2832

2829:                                             ; preds = %2794
  %2830 = load i64, ptr %223, align 8
  %2831 = call i64 @HUF_getValue(i64 noundef %2830)
  br label %2832

2832:                                             ; preds = %2826, %2829
  %2833 = phi i64 [ %2828, %2826 ], [ %2831, %2829 ]
  %2834 = load ptr, ptr %222, align 8
  %2835 = load i32, ptr %224, align 4
  %2836 = sext i32 %2835 to i64
  %2837 = getelementptr inbounds [2 x i64], ptr %2834, i64 0, i64 %2836
  %2838 = load i64, ptr %2837, align 8
  %2839 = or i64 %2838, %2833
  store i64 %2839, ptr %2837, align 8
  %2840 = load i64, ptr %223, align 8
  %2841 = call i64 @HUF_getNbBitsFast(i64 noundef %2840)
  %2842 = load ptr, ptr %222, align 8
  %2843 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2842, i32 0, i32 1
  %2844 = load i32, ptr %224, align 4
  %2845 = sext i32 %2844 to i64
  %2846 = getelementptr inbounds [2 x i64], ptr %2843, i64 0, i64 %2845
  %2847 = load i64, ptr %2846, align 8
  %2848 = add i64 %2847, %2841
  store i64 %2848, ptr %2846, align 8
  %2849 = load ptr, ptr %933, align 8
  store ptr %2849, ptr %288, align 8
  %2850 = load ptr, ptr %288, align 8
  %2851 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2850, i32 0, i32 1
  %2852 = getelementptr inbounds [2 x i64], ptr %2851, i64 0, i64 1
  %2853 = load i64, ptr %2852, align 8
  %2854 = and i64 %2853, 255
  %2855 = load ptr, ptr %288, align 8
  %2856 = load i64, ptr %2855, align 8
  %2857 = lshr i64 %2856, %2854
  store i64 %2857, ptr %2855, align 8
  %2858 = load ptr, ptr %288, align 8
  %2859 = getelementptr inbounds [2 x i64], ptr %2858, i64 0, i64 1
  %2860 = load i64, ptr %2859, align 8
  %2861 = load ptr, ptr %288, align 8
  %2862 = load i64, ptr %2861, align 8
  %2863 = or i64 %2862, %2860
  store i64 %2863, ptr %2861, align 8
  %2864 = load ptr, ptr %288, align 8
  %2865 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2864, i32 0, i32 1
  %2866 = getelementptr inbounds [2 x i64], ptr %2865, i64 0, i64 1
  %2867 = load i64, ptr %2866, align 8
  %2868 = load ptr, ptr %288, align 8
  %2869 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2868, i32 0, i32 1
  %2870 = load i64, ptr %2869, align 8
  %2871 = add i64 %2870, %2867
  store i64 %2871, ptr %2869, align 8
  %2872 = load ptr, ptr %933, align 8
  %2873 = load i32, ptr %938, align 4
  store ptr %2872, ptr %351, align 8
  store i32 %2873, ptr %352, align 4
  %2874 = load ptr, ptr %351, align 8
  %2875 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2874, i32 0, i32 1
  %2876 = load i64, ptr %2875, align 8
  %2877 = and i64 %2876, 255
  store i64 %2877, ptr %353, align 8
  %2878 = load i64, ptr %353, align 8
  %2879 = lshr i64 %2878, 3
  store i64 %2879, ptr %354, align 8
  %2880 = load ptr, ptr %351, align 8
  %2881 = load i64, ptr %2880, align 8
  %2882 = load i64, ptr %353, align 8
  %2883 = sub i64 64, %2882
  %2884 = lshr i64 %2881, %2883
  store i64 %2884, ptr %355, align 8
  %2885 = load ptr, ptr %351, align 8
  %2886 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2885, i32 0, i32 1
  %2887 = load i64, ptr %2886, align 8
  %2888 = and i64 %2887, 7
  store i64 %2888, ptr %2886, align 8
  %2889 = load ptr, ptr %351, align 8
  %2890 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2889, i32 0, i32 3
  %2891 = load ptr, ptr %2890, align 8
  %2892 = load i64, ptr %355, align 8
  call void @MEM_writeLEST(ptr noundef %2891, i64 noundef %2892)
  %2893 = load i64, ptr %354, align 8
  %2894 = load ptr, ptr %351, align 8
  %2895 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2894, i32 0, i32 3
  %2896 = load ptr, ptr %2895, align 8
  %2897 = getelementptr inbounds i8, ptr %2896, i64 %2893
  store ptr %2897, ptr %2895, align 8
  %2898 = load i32, ptr %352, align 4
  %2899 = icmp ne i32 %2898, 0
  br i1 %2899, label %2914, label %2900

2900:                                             ; preds = %2832
  %2901 = load ptr, ptr %351, align 8
  %2902 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2901, i32 0, i32 3
  %2903 = load ptr, ptr %2902, align 8
  %2904 = load ptr, ptr %351, align 8
  %2905 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2904, i32 0, i32 4
  %2906 = load ptr, ptr %2905, align 8
  %2907 = icmp ugt ptr %2903, %2906
  br i1 %2907, label %2908, label %2914

2908:                                             ; preds = %2900
  %2909 = load ptr, ptr %351, align 8
  %2910 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2909, i32 0, i32 4
  %2911 = load ptr, ptr %2910, align 8
  %2912 = load ptr, ptr %351, align 8
  %2913 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2912, i32 0, i32 3
  store ptr %2911, ptr %2913, align 8
  br label %2914

2914:                                             ; preds = %2832, %2900, %2908
  %2915 = load i32, ptr %937, align 4
  %2916 = mul nsw i32 2, %2915
  %2917 = load i32, ptr %940, align 4
  %2918 = sub nsw i32 %2917, %2916
  store i32 %2918, ptr %940, align 4
  br label %2570, !llvm.loop !48

2919:                                             ; preds = %2570
  br label %3548

2920:                                             ; preds = %1662
  br label %2921

2921:                                             ; preds = %2920, %1662
  %2922 = load ptr, ptr %975, align 8
  %2923 = load i64, ptr %970, align 8
  %2924 = load ptr, ptr %974, align 8
  store ptr %978, ptr %922, align 8
  store ptr %2922, ptr %923, align 8
  store i64 %2923, ptr %924, align 8
  store ptr %2924, ptr %925, align 8
  store i32 3, ptr %926, align 4
  store i32 1, ptr %927, align 4
  store i32 1, ptr %928, align 4
  %2925 = load i64, ptr %924, align 8
  %2926 = trunc i64 %2925 to i32
  store i32 %2926, ptr %929, align 4
  %2927 = load i32, ptr %929, align 4
  %2928 = load i32, ptr %926, align 4
  %2929 = srem i32 %2927, %2928
  store i32 %2929, ptr %930, align 4
  %2930 = load i32, ptr %930, align 4
  %2931 = icmp sgt i32 %2930, 0
  br i1 %2931, label %2932, label %3033

2932:                                             ; preds = %2921
  br label %2933

2933:                                             ; preds = %2970, %2932
  %2934 = load i32, ptr %930, align 4
  %2935 = icmp sgt i32 %2934, 0
  br i1 %2935, label %2936, label %2989

2936:                                             ; preds = %2933
  %2937 = load ptr, ptr %922, align 8
  %2938 = load ptr, ptr %923, align 8
  %2939 = load i32, ptr %929, align 4
  %2940 = add nsw i32 %2939, -1
  store i32 %2940, ptr %929, align 4
  %2941 = sext i32 %2940 to i64
  %2942 = getelementptr inbounds i8, ptr %2938, i64 %2941
  %2943 = load i8, ptr %2942, align 1
  %2944 = zext i8 %2943 to i32
  %2945 = load ptr, ptr %925, align 8
  store ptr %2937, ptr %641, align 8
  store i32 %2944, ptr %642, align 4
  store ptr %2945, ptr %643, align 8
  store i32 0, ptr %644, align 4
  store i32 0, ptr %645, align 4
  %2946 = load ptr, ptr %641, align 8
  %2947 = load ptr, ptr %643, align 8
  %2948 = load i32, ptr %642, align 4
  %2949 = zext i32 %2948 to i64
  %2950 = getelementptr inbounds i64, ptr %2947, i64 %2949
  %2951 = load i64, ptr %2950, align 8
  %2952 = load i32, ptr %644, align 4
  %2953 = load i32, ptr %645, align 4
  store ptr %2946, ptr %174, align 8
  store i64 %2951, ptr %175, align 8
  store i32 %2952, ptr %176, align 4
  store i32 %2953, ptr %177, align 4
  %2954 = load i64, ptr %175, align 8
  %2955 = call i64 @HUF_getNbBits(i64 noundef %2954)
  %2956 = load ptr, ptr %174, align 8
  %2957 = load i32, ptr %176, align 4
  %2958 = sext i32 %2957 to i64
  %2959 = getelementptr inbounds [2 x i64], ptr %2956, i64 0, i64 %2958
  %2960 = load i64, ptr %2959, align 8
  %2961 = lshr i64 %2960, %2955
  store i64 %2961, ptr %2959, align 8
  %2962 = load i32, ptr %177, align 4
  %2963 = icmp ne i32 %2962, 0
  br i1 %2963, label %2964, label %2967

2964:                                             ; preds = %2936
  %2965 = load i64, ptr %175, align 8
  %2966 = call i64 @HUF_getValueFast(i64 noundef %2965)
  br label %2970

2967:                                             ; preds = %2936
  %2968 = load i64, ptr %175, align 8
  %2969 = call i64 @HUF_getValue(i64 noundef %2968)
  br label %2970

2970:                                             ; preds = %2964, %2967
  %2971 = phi i64 [ %2966, %2964 ], [ %2969, %2967 ]
  %2972 = load ptr, ptr %174, align 8
  %2973 = load i32, ptr %176, align 4
  %2974 = sext i32 %2973 to i64
  %2975 = getelementptr inbounds [2 x i64], ptr %2972, i64 0, i64 %2974
  %2976 = load i64, ptr %2975, align 8
  %2977 = or i64 %2976, %2971
  store i64 %2977, ptr %2975, align 8
  %2978 = load i64, ptr %175, align 8
  %2979 = call i64 @HUF_getNbBitsFast(i64 noundef %2978)
  %2980 = load ptr, ptr %174, align 8
  %2981 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2980, i32 0, i32 1
  %2982 = load i32, ptr %176, align 4
  %2983 = sext i32 %2982 to i64
  %2984 = getelementptr inbounds [2 x i64], ptr %2981, i64 0, i64 %2983
  %2985 = load i64, ptr %2984, align 8
  %2986 = add i64 %2985, %2979
  store i64 %2986, ptr %2984, align 8
  %2987 = load i32, ptr %930, align 4
  %2988 = add nsw i32 %2987, -1
  store i32 %2988, ptr %930, align 4
  br label %2933, !llvm.loop !44

2989:                                             ; preds = %2933
  %2990 = load ptr, ptr %922, align 8
  %2991 = load i32, ptr %927, align 4
  store ptr %2990, ptr %381, align 8
  store i32 %2991, ptr %382, align 4
  %2992 = load ptr, ptr %381, align 8
  %2993 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2992, i32 0, i32 1
  %2994 = load i64, ptr %2993, align 8
  %2995 = and i64 %2994, 255
  store i64 %2995, ptr %383, align 8
  %2996 = load i64, ptr %383, align 8
  %2997 = lshr i64 %2996, 3
  store i64 %2997, ptr %384, align 8
  %2998 = load ptr, ptr %381, align 8
  %2999 = load i64, ptr %2998, align 8
  %3000 = load i64, ptr %383, align 8
  %3001 = sub i64 64, %3000
  %3002 = lshr i64 %2999, %3001
  store i64 %3002, ptr %385, align 8
  %3003 = load ptr, ptr %381, align 8
  %3004 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3003, i32 0, i32 1
  %3005 = load i64, ptr %3004, align 8
  %3006 = and i64 %3005, 7
  store i64 %3006, ptr %3004, align 8
  %3007 = load ptr, ptr %381, align 8
  %3008 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3007, i32 0, i32 3
  %3009 = load ptr, ptr %3008, align 8
  %3010 = load i64, ptr %385, align 8
  call void @MEM_writeLEST(ptr noundef %3009, i64 noundef %3010)
  %3011 = load i64, ptr %384, align 8
  %3012 = load ptr, ptr %381, align 8
  %3013 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3012, i32 0, i32 3
  %3014 = load ptr, ptr %3013, align 8
  %3015 = getelementptr inbounds i8, ptr %3014, i64 %3011
  store ptr %3015, ptr %3013, align 8
  %3016 = load i32, ptr %382, align 4
  %3017 = icmp ne i32 %3016, 0
  br i1 %3017, label %3032, label %3018

3018:                                             ; preds = %2989
  %3019 = load ptr, ptr %381, align 8
  %3020 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3019, i32 0, i32 3
  %3021 = load ptr, ptr %3020, align 8
  %3022 = load ptr, ptr %381, align 8
  %3023 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3022, i32 0, i32 4
  %3024 = load ptr, ptr %3023, align 8
  %3025 = icmp ugt ptr %3021, %3024
  br i1 %3025, label %3026, label %3032

3026:                                             ; preds = %3018
  %3027 = load ptr, ptr %381, align 8
  %3028 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3027, i32 0, i32 4
  %3029 = load ptr, ptr %3028, align 8
  %3030 = load ptr, ptr %381, align 8
  %3031 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3030, i32 0, i32 3
  store ptr %3029, ptr %3031, align 8
  br label %3032

3032:                                             ; preds = %2989, %3018, %3026
  br label %3033

3033:                                             ; preds = %3032, %2921
  %3034 = load i32, ptr %929, align 4
  %3035 = load i32, ptr %926, align 4
  %3036 = mul nsw i32 2, %3035
  %3037 = srem i32 %3034, %3036
  %3038 = icmp ne i32 %3037, 0
  br i1 %3038, label %3039, label %3197

3039:                                             ; preds = %3033
  store i32 1, ptr %931, align 4
  br label %3040

3040:                                             ; preds = %3079, %3039
  %3041 = load i32, ptr %931, align 4
  %3042 = load i32, ptr %926, align 4
  %3043 = icmp slt i32 %3041, %3042
  br i1 %3043, label %3044, label %3098

3044:                                             ; preds = %3040
  %3045 = load ptr, ptr %922, align 8
  %3046 = load ptr, ptr %923, align 8
  %3047 = load i32, ptr %929, align 4
  %3048 = load i32, ptr %931, align 4
  %3049 = sub nsw i32 %3047, %3048
  %3050 = sext i32 %3049 to i64
  %3051 = getelementptr inbounds i8, ptr %3046, i64 %3050
  %3052 = load i8, ptr %3051, align 1
  %3053 = zext i8 %3052 to i32
  %3054 = load ptr, ptr %925, align 8
  store ptr %3045, ptr %636, align 8
  store i32 %3053, ptr %637, align 4
  store ptr %3054, ptr %638, align 8
  store i32 0, ptr %639, align 4
  store i32 1, ptr %640, align 4
  %3055 = load ptr, ptr %636, align 8
  %3056 = load ptr, ptr %638, align 8
  %3057 = load i32, ptr %637, align 4
  %3058 = zext i32 %3057 to i64
  %3059 = getelementptr inbounds i64, ptr %3056, i64 %3058
  %3060 = load i64, ptr %3059, align 8
  %3061 = load i32, ptr %639, align 4
  %3062 = load i32, ptr %640, align 4
  store ptr %3055, ptr %178, align 8
  store i64 %3060, ptr %179, align 8
  store i32 %3061, ptr %180, align 4
  store i32 %3062, ptr %181, align 4
  %3063 = load i64, ptr %179, align 8
  %3064 = call i64 @HUF_getNbBits(i64 noundef %3063)
  %3065 = load ptr, ptr %178, align 8
  %3066 = load i32, ptr %180, align 4
  %3067 = sext i32 %3066 to i64
  %3068 = getelementptr inbounds [2 x i64], ptr %3065, i64 0, i64 %3067
  %3069 = load i64, ptr %3068, align 8
  %3070 = lshr i64 %3069, %3064
  store i64 %3070, ptr %3068, align 8
  %3071 = load i32, ptr %181, align 4
  %3072 = icmp ne i32 %3071, 0
  br i1 %3072, label %3073, label %3076

3073:                                             ; preds = %3044
  %3074 = load i64, ptr %179, align 8
  %3075 = call i64 @HUF_getValueFast(i64 noundef %3074)
  br label %3079

3076:                                             ; preds = %3044
  %3077 = load i64, ptr %179, align 8
  %3078 = call i64 @HUF_getValue(i64 noundef %3077)
  br label %3079

3079:                                             ; preds = %3073, %3076
  %3080 = phi i64 [ %3075, %3073 ], [ %3078, %3076 ]
  %3081 = load ptr, ptr %178, align 8
  %3082 = load i32, ptr %180, align 4
  %3083 = sext i32 %3082 to i64
  %3084 = getelementptr inbounds [2 x i64], ptr %3081, i64 0, i64 %3083
  %3085 = load i64, ptr %3084, align 8
  %3086 = or i64 %3085, %3080
  store i64 %3086, ptr %3084, align 8
  %3087 = load i64, ptr %179, align 8
  %3088 = call i64 @HUF_getNbBitsFast(i64 noundef %3087)
  %3089 = load ptr, ptr %178, align 8
  %3090 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3089, i32 0, i32 1
  %3091 = load i32, ptr %180, align 4
  %3092 = sext i32 %3091 to i64
  %3093 = getelementptr inbounds [2 x i64], ptr %3090, i64 0, i64 %3092
  %3094 = load i64, ptr %3093, align 8
  %3095 = add i64 %3094, %3088
  store i64 %3095, ptr %3093, align 8
  %3096 = load i32, ptr %931, align 4
  %3097 = add nsw i32 %3096, 1
  store i32 %3097, ptr %931, align 4
  br label %3040, !llvm.loop !45

3098:                                             ; preds = %3040
  %3099 = load ptr, ptr %922, align 8
  %3100 = load ptr, ptr %923, align 8
  %3101 = load i32, ptr %929, align 4
  %3102 = load i32, ptr %926, align 4
  %3103 = sub nsw i32 %3101, %3102
  %3104 = sext i32 %3103 to i64
  %3105 = getelementptr inbounds i8, ptr %3100, i64 %3104
  %3106 = load i8, ptr %3105, align 1
  %3107 = zext i8 %3106 to i32
  %3108 = load ptr, ptr %925, align 8
  %3109 = load i32, ptr %928, align 4
  store ptr %3099, ptr %631, align 8
  store i32 %3107, ptr %632, align 4
  store ptr %3108, ptr %633, align 8
  store i32 0, ptr %634, align 4
  store i32 %3109, ptr %635, align 4
  %3110 = load ptr, ptr %631, align 8
  %3111 = load ptr, ptr %633, align 8
  %3112 = load i32, ptr %632, align 4
  %3113 = zext i32 %3112 to i64
  %3114 = getelementptr inbounds i64, ptr %3111, i64 %3113
  %3115 = load i64, ptr %3114, align 8
  %3116 = load i32, ptr %634, align 4
  %3117 = load i32, ptr %635, align 4
  store ptr %3110, ptr %182, align 8
  store i64 %3115, ptr %183, align 8
  store i32 %3116, ptr %184, align 4
  store i32 %3117, ptr %185, align 4
  %3118 = load i64, ptr %183, align 8
  %3119 = call i64 @HUF_getNbBits(i64 noundef %3118)
  %3120 = load ptr, ptr %182, align 8
  %3121 = load i32, ptr %184, align 4
  %3122 = sext i32 %3121 to i64
  %3123 = getelementptr inbounds [2 x i64], ptr %3120, i64 0, i64 %3122
  %3124 = load i64, ptr %3123, align 8
  %3125 = lshr i64 %3124, %3119
  store i64 %3125, ptr %3123, align 8
  %3126 = load i32, ptr %185, align 4
  %3127 = icmp ne i32 %3126, 0
  br i1 %3127, label %3128, label %3131

3128:                                             ; preds = %3098
  %3129 = load i64, ptr %183, align 8
  %3130 = call i64 @HUF_getValueFast(i64 noundef %3129)
  br label %3134

3131:                                             ; preds = %3098
  %3132 = load i64, ptr %183, align 8
  %3133 = call i64 @HUF_getValue(i64 noundef %3132)
  br label %3134

3134:                                             ; preds = %3128, %3131
  %3135 = phi i64 [ %3130, %3128 ], [ %3133, %3131 ]
  %3136 = load ptr, ptr %182, align 8
  %3137 = load i32, ptr %184, align 4
  %3138 = sext i32 %3137 to i64
  %3139 = getelementptr inbounds [2 x i64], ptr %3136, i64 0, i64 %3138
  %3140 = load i64, ptr %3139, align 8
  %3141 = or i64 %3140, %3135
  store i64 %3141, ptr %3139, align 8
  %3142 = load i64, ptr %183, align 8
  %3143 = call i64 @HUF_getNbBitsFast(i64 noundef %3142)
  %3144 = load ptr, ptr %182, align 8
  %3145 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3144, i32 0, i32 1
  %3146 = load i32, ptr %184, align 4
  %3147 = sext i32 %3146 to i64
  %3148 = getelementptr inbounds [2 x i64], ptr %3145, i64 0, i64 %3147
  %3149 = load i64, ptr %3148, align 8
  %3150 = add i64 %3149, %3143
  store i64 %3150, ptr %3148, align 8
  %3151 = load ptr, ptr %922, align 8
  %3152 = load i32, ptr %927, align 4
  store ptr %3151, ptr %376, align 8
  store i32 %3152, ptr %377, align 4
  %3153 = load ptr, ptr %376, align 8
  %3154 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3153, i32 0, i32 1
  %3155 = load i64, ptr %3154, align 8
  %3156 = and i64 %3155, 255
  store i64 %3156, ptr %378, align 8
  %3157 = load i64, ptr %378, align 8
  %3158 = lshr i64 %3157, 3
  store i64 %3158, ptr %379, align 8
  %3159 = load ptr, ptr %376, align 8
  %3160 = load i64, ptr %3159, align 8
  %3161 = load i64, ptr %378, align 8
  %3162 = sub i64 64, %3161
  %3163 = lshr i64 %3160, %3162
  store i64 %3163, ptr %380, align 8
  %3164 = load ptr, ptr %376, align 8
  %3165 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3164, i32 0, i32 1
  %3166 = load i64, ptr %3165, align 8
  %3167 = and i64 %3166, 7
  store i64 %3167, ptr %3165, align 8
  %3168 = load ptr, ptr %376, align 8
  %3169 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3168, i32 0, i32 3
  %3170 = load ptr, ptr %3169, align 8
  %3171 = load i64, ptr %380, align 8
  call void @MEM_writeLEST(ptr noundef %3170, i64 noundef %3171)
  %3172 = load i64, ptr %379, align 8
  %3173 = load ptr, ptr %376, align 8
  %3174 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3173, i32 0, i32 3
  %3175 = load ptr, ptr %3174, align 8
  %3176 = getelementptr inbounds i8, ptr %3175, i64 %3172
  store ptr %3176, ptr %3174, align 8
  %3177 = load i32, ptr %377, align 4
  %3178 = icmp ne i32 %3177, 0
  br i1 %3178, label %3193, label %3179

3179:                                             ; preds = %3134
  %3180 = load ptr, ptr %376, align 8
  %3181 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3180, i32 0, i32 3
  %3182 = load ptr, ptr %3181, align 8
  %3183 = load ptr, ptr %376, align 8
  %3184 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3183, i32 0, i32 4
  %3185 = load ptr, ptr %3184, align 8
  %3186 = icmp ugt ptr %3182, %3185
  br i1 %3186, label %3187, label %3193

3187:                                             ; preds = %3179
  %3188 = load ptr, ptr %376, align 8
  %3189 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3188, i32 0, i32 4
  %3190 = load ptr, ptr %3189, align 8
  %3191 = load ptr, ptr %376, align 8
  %3192 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3191, i32 0, i32 3
  store ptr %3190, ptr %3192, align 8
  br label %3193

3193:                                             ; preds = %3134, %3179, %3187
  %3194 = load i32, ptr %926, align 4
  %3195 = load i32, ptr %929, align 4
  %3196 = sub nsw i32 %3195, %3194
  store i32 %3196, ptr %929, align 4
  br label %3197

3197:                                             ; preds = %3193, %3033
  br label %3198

3198:                                             ; preds = %3542, %3197
  %3199 = load i32, ptr %929, align 4
  %3200 = icmp sgt i32 %3199, 0
  br i1 %3200, label %3201, label %3547

3201:                                             ; preds = %3198
  store i32 1, ptr %932, align 4
  br label %3202

3202:                                             ; preds = %3241, %3201
  %3203 = load i32, ptr %932, align 4
  %3204 = load i32, ptr %926, align 4
  %3205 = icmp slt i32 %3203, %3204
  br i1 %3205, label %3206, label %3260

3206:                                             ; preds = %3202
  %3207 = load ptr, ptr %922, align 8
  %3208 = load ptr, ptr %923, align 8
  %3209 = load i32, ptr %929, align 4
  %3210 = load i32, ptr %932, align 4
  %3211 = sub nsw i32 %3209, %3210
  %3212 = sext i32 %3211 to i64
  %3213 = getelementptr inbounds i8, ptr %3208, i64 %3212
  %3214 = load i8, ptr %3213, align 1
  %3215 = zext i8 %3214 to i32
  %3216 = load ptr, ptr %925, align 8
  store ptr %3207, ptr %626, align 8
  store i32 %3215, ptr %627, align 4
  store ptr %3216, ptr %628, align 8
  store i32 0, ptr %629, align 4
  store i32 1, ptr %630, align 4
  %3217 = load ptr, ptr %626, align 8
  %3218 = load ptr, ptr %628, align 8
  %3219 = load i32, ptr %627, align 4
  %3220 = zext i32 %3219 to i64
  %3221 = getelementptr inbounds i64, ptr %3218, i64 %3220
  %3222 = load i64, ptr %3221, align 8
  %3223 = load i32, ptr %629, align 4
  %3224 = load i32, ptr %630, align 4
  store ptr %3217, ptr %186, align 8
  store i64 %3222, ptr %187, align 8
  store i32 %3223, ptr %188, align 4
  store i32 %3224, ptr %189, align 4
  %3225 = load i64, ptr %187, align 8
  %3226 = call i64 @HUF_getNbBits(i64 noundef %3225)
  %3227 = load ptr, ptr %186, align 8
  %3228 = load i32, ptr %188, align 4
  %3229 = sext i32 %3228 to i64
  %3230 = getelementptr inbounds [2 x i64], ptr %3227, i64 0, i64 %3229
  %3231 = load i64, ptr %3230, align 8
  %3232 = lshr i64 %3231, %3226
  store i64 %3232, ptr %3230, align 8
  %3233 = load i32, ptr %189, align 4
  %3234 = icmp ne i32 %3233, 0
  br i1 %3234, label %3235, label %3238

3235:                                             ; preds = %3206
  %3236 = load i64, ptr %187, align 8
  %3237 = call i64 @HUF_getValueFast(i64 noundef %3236)
  br label %3241

3238:                                             ; preds = %3206
  %3239 = load i64, ptr %187, align 8
  %3240 = call i64 @HUF_getValue(i64 noundef %3239)
  br label %3241

3241:                                             ; preds = %3235, %3238
  %3242 = phi i64 [ %3237, %3235 ], [ %3240, %3238 ]
  %3243 = load ptr, ptr %186, align 8
  %3244 = load i32, ptr %188, align 4
  %3245 = sext i32 %3244 to i64
  %3246 = getelementptr inbounds [2 x i64], ptr %3243, i64 0, i64 %3245
  %3247 = load i64, ptr %3246, align 8
  %3248 = or i64 %3247, %3242
  store i64 %3248, ptr %3246, align 8
  %3249 = load i64, ptr %187, align 8
  %3250 = call i64 @HUF_getNbBitsFast(i64 noundef %3249)
  %3251 = load ptr, ptr %186, align 8
  %3252 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3251, i32 0, i32 1
  %3253 = load i32, ptr %188, align 4
  %3254 = sext i32 %3253 to i64
  %3255 = getelementptr inbounds [2 x i64], ptr %3252, i64 0, i64 %3254
  %3256 = load i64, ptr %3255, align 8
  %3257 = add i64 %3256, %3250
  store i64 %3257, ptr %3255, align 8
  %3258 = load i32, ptr %932, align 4
  %3259 = add nsw i32 %3258, 1
  store i32 %3259, ptr %932, align 4
  br label %3202, !llvm.loop !46

3260:                                             ; preds = %3202
  %3261 = load ptr, ptr %922, align 8
  %3262 = load ptr, ptr %923, align 8
  %3263 = load i32, ptr %929, align 4
  %3264 = load i32, ptr %926, align 4
  %3265 = sub nsw i32 %3263, %3264
  %3266 = sext i32 %3265 to i64
  %3267 = getelementptr inbounds i8, ptr %3262, i64 %3266
  %3268 = load i8, ptr %3267, align 1
  %3269 = zext i8 %3268 to i32
  %3270 = load ptr, ptr %925, align 8
  %3271 = load i32, ptr %928, align 4
  store ptr %3261, ptr %611, align 8
  store i32 %3269, ptr %612, align 4
  store ptr %3270, ptr %613, align 8
  store i32 0, ptr %614, align 4
  store i32 %3271, ptr %615, align 4
  %3272 = load ptr, ptr %611, align 8
  %3273 = load ptr, ptr %613, align 8
  %3274 = load i32, ptr %612, align 4
  %3275 = zext i32 %3274 to i64
  %3276 = getelementptr inbounds i64, ptr %3273, i64 %3275
  %3277 = load i64, ptr %3276, align 8
  %3278 = load i32, ptr %614, align 4
  %3279 = load i32, ptr %615, align 4
  store ptr %3272, ptr %198, align 8
  store i64 %3277, ptr %199, align 8
  store i32 %3278, ptr %200, align 4
  store i32 %3279, ptr %201, align 4
  %3280 = load i64, ptr %199, align 8
  %3281 = call i64 @HUF_getNbBits(i64 noundef %3280)
  %3282 = load ptr, ptr %198, align 8
  %3283 = load i32, ptr %200, align 4
  %3284 = sext i32 %3283 to i64
  %3285 = getelementptr inbounds [2 x i64], ptr %3282, i64 0, i64 %3284
  %3286 = load i64, ptr %3285, align 8
  %3287 = lshr i64 %3286, %3281
  store i64 %3287, ptr %3285, align 8
  %3288 = load i32, ptr %201, align 4
  %3289 = icmp ne i32 %3288, 0
  br i1 %3289, label %3290, label %3293

3290:                                             ; preds = %3260
  %3291 = load i64, ptr %199, align 8
  %3292 = call i64 @HUF_getValueFast(i64 noundef %3291)
  br label %3296

3293:                                             ; preds = %3260
  %3294 = load i64, ptr %199, align 8
  %3295 = call i64 @HUF_getValue(i64 noundef %3294)
  br label %3296

3296:                                             ; preds = %3290, %3293
  %3297 = phi i64 [ %3292, %3290 ], [ %3295, %3293 ]
  %3298 = load ptr, ptr %198, align 8
  %3299 = load i32, ptr %200, align 4
  %3300 = sext i32 %3299 to i64
  %3301 = getelementptr inbounds [2 x i64], ptr %3298, i64 0, i64 %3300
  %3302 = load i64, ptr %3301, align 8
  %3303 = or i64 %3302, %3297
  store i64 %3303, ptr %3301, align 8
  %3304 = load i64, ptr %199, align 8
  %3305 = call i64 @HUF_getNbBitsFast(i64 noundef %3304)
  %3306 = load ptr, ptr %198, align 8
  %3307 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3306, i32 0, i32 1
  %3308 = load i32, ptr %200, align 4
  %3309 = sext i32 %3308 to i64
  %3310 = getelementptr inbounds [2 x i64], ptr %3307, i64 0, i64 %3309
  %3311 = load i64, ptr %3310, align 8
  %3312 = add i64 %3311, %3305
  store i64 %3312, ptr %3310, align 8
  %3313 = load ptr, ptr %922, align 8
  %3314 = load i32, ptr %927, align 4
  store ptr %3313, ptr %366, align 8
  store i32 %3314, ptr %367, align 4
  %3315 = load ptr, ptr %366, align 8
  %3316 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3315, i32 0, i32 1
  %3317 = load i64, ptr %3316, align 8
  %3318 = and i64 %3317, 255
  store i64 %3318, ptr %368, align 8
  %3319 = load i64, ptr %368, align 8
  %3320 = lshr i64 %3319, 3
  store i64 %3320, ptr %369, align 8
  %3321 = load ptr, ptr %366, align 8
  %3322 = load i64, ptr %3321, align 8
  %3323 = load i64, ptr %368, align 8
  %3324 = sub i64 64, %3323
  %3325 = lshr i64 %3322, %3324
  store i64 %3325, ptr %370, align 8
  %3326 = load ptr, ptr %366, align 8
  %3327 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3326, i32 0, i32 1
  %3328 = load i64, ptr %3327, align 8
  %3329 = and i64 %3328, 7
  store i64 %3329, ptr %3327, align 8
  %3330 = load ptr, ptr %366, align 8
  %3331 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3330, i32 0, i32 3
  %3332 = load ptr, ptr %3331, align 8
  %3333 = load i64, ptr %370, align 8
  call void @MEM_writeLEST(ptr noundef %3332, i64 noundef %3333)
  %3334 = load i64, ptr %369, align 8
  %3335 = load ptr, ptr %366, align 8
  %3336 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3335, i32 0, i32 3
  %3337 = load ptr, ptr %3336, align 8
  %3338 = getelementptr inbounds i8, ptr %3337, i64 %3334
  store ptr %3338, ptr %3336, align 8
  %3339 = load i32, ptr %367, align 4
  %3340 = icmp ne i32 %3339, 0
  br i1 %3340, label %3355, label %3341

3341:                                             ; preds = %3296
  %3342 = load ptr, ptr %366, align 8
  %3343 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3342, i32 0, i32 3
  %3344 = load ptr, ptr %3343, align 8
  %3345 = load ptr, ptr %366, align 8
  %3346 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3345, i32 0, i32 4
  %3347 = load ptr, ptr %3346, align 8
  %3348 = icmp ugt ptr %3344, %3347
  br i1 %3348, label %3349, label %3355

3349:                                             ; preds = %3341
  %3350 = load ptr, ptr %366, align 8
  %3351 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3350, i32 0, i32 4
  %3352 = load ptr, ptr %3351, align 8
  %3353 = load ptr, ptr %366, align 8
  %3354 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3353, i32 0, i32 3
  store ptr %3352, ptr %3354, align 8
  br label %3355

3355:                                             ; preds = %3296, %3341, %3349
  %3356 = load ptr, ptr %922, align 8
  store ptr %3356, ptr %299, align 8
  %3357 = load ptr, ptr %299, align 8
  %3358 = getelementptr inbounds [2 x i64], ptr %3357, i64 0, i64 1
  store i64 0, ptr %3358, align 8
  %3359 = load ptr, ptr %299, align 8
  %3360 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3359, i32 0, i32 1
  %3361 = getelementptr inbounds [2 x i64], ptr %3360, i64 0, i64 1
  store i64 0, ptr %3361, align 8
  store i32 1, ptr %932, align 4
  br label %3362

3362:                                             ; preds = %3403, %3355
  %3363 = load i32, ptr %932, align 4
  %3364 = load i32, ptr %926, align 4
  %3365 = icmp slt i32 %3363, %3364
  br i1 %3365, label %3366, label %3422

3366:                                             ; preds = %3362
  %3367 = load ptr, ptr %922, align 8
  %3368 = load ptr, ptr %923, align 8
  %3369 = load i32, ptr %929, align 4
  %3370 = load i32, ptr %926, align 4
  %3371 = sub nsw i32 %3369, %3370
  %3372 = load i32, ptr %932, align 4
  %3373 = sub nsw i32 %3371, %3372
  %3374 = sext i32 %3373 to i64
  %3375 = getelementptr inbounds i8, ptr %3368, i64 %3374
  %3376 = load i8, ptr %3375, align 1
  %3377 = zext i8 %3376 to i32
  %3378 = load ptr, ptr %925, align 8
  store ptr %3367, ptr %621, align 8
  store i32 %3377, ptr %622, align 4
  store ptr %3378, ptr %623, align 8
  store i32 1, ptr %624, align 4
  store i32 1, ptr %625, align 4
  %3379 = load ptr, ptr %621, align 8
  %3380 = load ptr, ptr %623, align 8
  %3381 = load i32, ptr %622, align 4
  %3382 = zext i32 %3381 to i64
  %3383 = getelementptr inbounds i64, ptr %3380, i64 %3382
  %3384 = load i64, ptr %3383, align 8
  %3385 = load i32, ptr %624, align 4
  %3386 = load i32, ptr %625, align 4
  store ptr %3379, ptr %190, align 8
  store i64 %3384, ptr %191, align 8
  store i32 %3385, ptr %192, align 4
  store i32 %3386, ptr %193, align 4
  %3387 = load i64, ptr %191, align 8
  %3388 = call i64 @HUF_getNbBits(i64 noundef %3387)
  %3389 = load ptr, ptr %190, align 8
  %3390 = load i32, ptr %192, align 4
  %3391 = sext i32 %3390 to i64
  %3392 = getelementptr inbounds [2 x i64], ptr %3389, i64 0, i64 %3391
  %3393 = load i64, ptr %3392, align 8
  %3394 = lshr i64 %3393, %3388
  store i64 %3394, ptr %3392, align 8
  %3395 = load i32, ptr %193, align 4
  %3396 = icmp ne i32 %3395, 0
  br i1 %3396, label %3397, label %3400

3397:                                             ; preds = %3366
  %3398 = load i64, ptr %191, align 8
  %3399 = call i64 @HUF_getValueFast(i64 noundef %3398)
  br label %3403

3400:                                             ; preds = %3366
  %3401 = load i64, ptr %191, align 8
  %3402 = call i64 @HUF_getValue(i64 noundef %3401)
  br label %3403

3403:                                             ; preds = %3397, %3400
  %3404 = phi i64 [ %3399, %3397 ], [ %3402, %3400 ]
  %3405 = load ptr, ptr %190, align 8
  %3406 = load i32, ptr %192, align 4
  %3407 = sext i32 %3406 to i64
  %3408 = getelementptr inbounds [2 x i64], ptr %3405, i64 0, i64 %3407
  %3409 = load i64, ptr %3408, align 8
  %3410 = or i64 %3409, %3404
  store i64 %3410, ptr %3408, align 8
  %3411 = load i64, ptr %191, align 8
  %3412 = call i64 @HUF_getNbBitsFast(i64 noundef %3411)
  %3413 = load ptr, ptr %190, align 8
  %3414 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3413, i32 0, i32 1
  %3415 = load i32, ptr %192, align 4
  %3416 = sext i32 %3415 to i64
  %3417 = getelementptr inbounds [2 x i64], ptr %3414, i64 0, i64 %3416
  %3418 = load i64, ptr %3417, align 8
  %3419 = add i64 %3418, %3412
  store i64 %3419, ptr %3417, align 8
  %3420 = load i32, ptr %932, align 4
  %3421 = add nsw i32 %3420, 1
  store i32 %3421, ptr %932, align 4
  br label %3362, !llvm.loop !47

3422:                                             ; preds = %3362
  %3423 = load ptr, ptr %922, align 8
  %3424 = load ptr, ptr %923, align 8
  %3425 = load i32, ptr %929, align 4
  %3426 = load i32, ptr %926, align 4
  %3427 = sub nsw i32 %3425, %3426
  %3428 = load i32, ptr %926, align 4
  %3429 = sub nsw i32 %3427, %3428
  %3430 = sext i32 %3429 to i64
  %3431 = getelementptr inbounds i8, ptr %3424, i64 %3430
  %3432 = load i8, ptr %3431, align 1
  %3433 = zext i8 %3432 to i32
  %3434 = load ptr, ptr %925, align 8
  %3435 = load i32, ptr %928, align 4
  store ptr %3423, ptr %616, align 8
  store i32 %3433, ptr %617, align 4
  store ptr %3434, ptr %618, align 8
  store i32 1, ptr %619, align 4
  store i32 %3435, ptr %620, align 4
  %3436 = load ptr, ptr %616, align 8
  %3437 = load ptr, ptr %618, align 8
  %3438 = load i32, ptr %617, align 4
  %3439 = zext i32 %3438 to i64
  %3440 = getelementptr inbounds i64, ptr %3437, i64 %3439
  %3441 = load i64, ptr %3440, align 8
  %3442 = load i32, ptr %619, align 4
  %3443 = load i32, ptr %620, align 4
  store ptr %3436, ptr %194, align 8
  store i64 %3441, ptr %195, align 8
  store i32 %3442, ptr %196, align 4
  store i32 %3443, ptr %197, align 4
  %3444 = load i64, ptr %195, align 8
  %3445 = call i64 @HUF_getNbBits(i64 noundef %3444)
  %3446 = load ptr, ptr %194, align 8
  %3447 = load i32, ptr %196, align 4
  %3448 = sext i32 %3447 to i64
  %3449 = getelementptr inbounds [2 x i64], ptr %3446, i64 0, i64 %3448
  %3450 = load i64, ptr %3449, align 8
  %3451 = lshr i64 %3450, %3445
  store i64 %3451, ptr %3449, align 8
  %3452 = load i32, ptr %197, align 4
  %3453 = icmp ne i32 %3452, 0
  br i1 %3453, label %3454, label %3457

3454:                                             ; preds = %3422
  %3455 = load i64, ptr %195, align 8
  %3456 = call i64 @HUF_getValueFast(i64 noundef %3455)
  br label %3460

3457:                                             ; preds = %3422
  %3458 = load i64, ptr %195, align 8
  %3459 = call i64 @HUF_getValue(i64 noundef %3458)
  br label %3460

3460:                                             ; preds = %3454, %3457
  %3461 = phi i64 [ %3456, %3454 ], [ %3459, %3457 ]
  %3462 = load ptr, ptr %194, align 8
  %3463 = load i32, ptr %196, align 4
  %3464 = sext i32 %3463 to i64
  %3465 = getelementptr inbounds [2 x i64], ptr %3462, i64 0, i64 %3464
  %3466 = load i64, ptr %3465, align 8
  %3467 = or i64 %3466, %3461
  store i64 %3467, ptr %3465, align 8
  %3468 = load i64, ptr %195, align 8
  %3469 = call i64 @HUF_getNbBitsFast(i64 noundef %3468)
  %3470 = load ptr, ptr %194, align 8
  %3471 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3470, i32 0, i32 1
  %3472 = load i32, ptr %196, align 4
  %3473 = sext i32 %3472 to i64
  %3474 = getelementptr inbounds [2 x i64], ptr %3471, i64 0, i64 %3473
  %3475 = load i64, ptr %3474, align 8
  %3476 = add i64 %3475, %3469
  store i64 %3476, ptr %3474, align 8
  %3477 = load ptr, ptr %922, align 8
  store ptr %3477, ptr %289, align 8
  %3478 = load ptr, ptr %289, align 8
  %3479 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3478, i32 0, i32 1
  %3480 = getelementptr inbounds [2 x i64], ptr %3479, i64 0, i64 1
  %3481 = load i64, ptr %3480, align 8
  %3482 = and i64 %3481, 255
  %3483 = load ptr, ptr %289, align 8
  %3484 = load i64, ptr %3483, align 8
  %3485 = lshr i64 %3484, %3482
  store i64 %3485, ptr %3483, align 8
  %3486 = load ptr, ptr %289, align 8
  %3487 = getelementptr inbounds [2 x i64], ptr %3486, i64 0, i64 1
  %3488 = load i64, ptr %3487, align 8
  %3489 = load ptr, ptr %289, align 8
  %3490 = load i64, ptr %3489, align 8
  %3491 = or i64 %3490, %3488
  store i64 %3491, ptr %3489, align 8
  %3492 = load ptr, ptr %289, align 8
  %3493 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3492, i32 0, i32 1
  %3494 = getelementptr inbounds [2 x i64], ptr %3493, i64 0, i64 1
  %3495 = load i64, ptr %3494, align 8
  %3496 = load ptr, ptr %289, align 8
  %3497 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3496, i32 0, i32 1
  %3498 = load i64, ptr %3497, align 8
  %3499 = add i64 %3498, %3495
  store i64 %3499, ptr %3497, align 8
  %3500 = load ptr, ptr %922, align 8
  %3501 = load i32, ptr %927, align 4
  store ptr %3500, ptr %371, align 8
  store i32 %3501, ptr %372, align 4
  %3502 = load ptr, ptr %371, align 8
  %3503 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3502, i32 0, i32 1
  %3504 = load i64, ptr %3503, align 8
  %3505 = and i64 %3504, 255
  store i64 %3505, ptr %373, align 8
  %3506 = load i64, ptr %373, align 8
  %3507 = lshr i64 %3506, 3
  store i64 %3507, ptr %374, align 8
  %3508 = load ptr, ptr %371, align 8
  %3509 = load i64, ptr %3508, align 8
  %3510 = load i64, ptr %373, align 8
  %3511 = sub i64 64, %3510
  %3512 = lshr i64 %3509, %3511
  store i64 %3512, ptr %375, align 8
  %3513 = load ptr, ptr %371, align 8
  %3514 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3513, i32 0, i32 1
  %3515 = load i64, ptr %3514, align 8
  %3516 = and i64 %3515, 7
  store i64 %3516, ptr %3514, align 8
  %3517 = load ptr, ptr %371, align 8
  %3518 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3517, i32 0, i32 3
  %3519 = load ptr, ptr %3518, align 8
  %3520 = load i64, ptr %375, align 8
  call void @MEM_writeLEST(ptr noundef %3519, i64 noundef %3520)
  %3521 = load i64, ptr %374, align 8
  %3522 = load ptr, ptr %371, align 8
  %3523 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3522, i32 0, i32 3
  %3524 = load ptr, ptr %3523, align 8
  %3525 = getelementptr inbounds i8, ptr %3524, i64 %3521
  store ptr %3525, ptr %3523, align 8
  %3526 = load i32, ptr %372, align 4
  %3527 = icmp ne i32 %3526, 0
  br i1 %3527, label %3542, label %3528

3528:                                             ; preds = %3460
  %3529 = load ptr, ptr %371, align 8
  %3530 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3529, i32 0, i32 3
  %3531 = load ptr, ptr %3530, align 8
  %3532 = load ptr, ptr %371, align 8
  %3533 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3532, i32 0, i32 4
  %3534 = load ptr, ptr %3533, align 8
  %3535 = icmp ugt ptr %3531, %3534
  br i1 %3535, label %3536, label %3542

3536:                                             ; preds = %3528
  %3537 = load ptr, ptr %371, align 8
  %3538 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3537, i32 0, i32 4
  %3539 = load ptr, ptr %3538, align 8
  %3540 = load ptr, ptr %371, align 8
  %3541 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3540, i32 0, i32 3
  store ptr %3539, ptr %3541, align 8
  br label %3542

3542:                                             ; preds = %3460, %3528, %3536
  %3543 = load i32, ptr %926, align 4
  %3544 = mul nsw i32 2, %3543
  %3545 = load i32, ptr %929, align 4
  %3546 = sub nsw i32 %3545, %3544
  store i32 %3546, ptr %929, align 4
  br label %3198, !llvm.loop !48

3547:                                             ; preds = %3198
  br label %3548

3548:                                             ; preds = %3547, %2919, %2290
  br label %7315

3549:                                             ; preds = %1659
  %3550 = load i32, ptr %972, align 4
  switch i32 %3550, label %6687 [
    i32 11, label %3551
    i32 10, label %4178
    i32 9, label %4805
    i32 8, label %5432
    i32 7, label %6059
    i32 6, label %6686
  ]

3551:                                             ; preds = %3549
  %3552 = load ptr, ptr %975, align 8
  %3553 = load i64, ptr %970, align 8
  %3554 = load ptr, ptr %974, align 8
  store ptr %978, ptr %911, align 8
  store ptr %3552, ptr %912, align 8
  store i64 %3553, ptr %913, align 8
  store ptr %3554, ptr %914, align 8
  store i32 5, ptr %915, align 4
  store i32 1, ptr %916, align 4
  store i32 0, ptr %917, align 4
  %3555 = load i64, ptr %913, align 8
  %3556 = trunc i64 %3555 to i32
  store i32 %3556, ptr %918, align 4
  %3557 = load i32, ptr %918, align 4
  %3558 = load i32, ptr %915, align 4
  %3559 = srem i32 %3557, %3558
  store i32 %3559, ptr %919, align 4
  %3560 = load i32, ptr %919, align 4
  %3561 = icmp sgt i32 %3560, 0
  br i1 %3561, label %3562, label %3663

3562:                                             ; preds = %3551
  br label %3563

3563:                                             ; preds = %3600, %3562
  %3564 = load i32, ptr %919, align 4
  %3565 = icmp sgt i32 %3564, 0
  br i1 %3565, label %3566, label %3619

3566:                                             ; preds = %3563
  %3567 = load ptr, ptr %911, align 8
  %3568 = load ptr, ptr %912, align 8
  %3569 = load i32, ptr %918, align 4
  %3570 = add nsw i32 %3569, -1
  store i32 %3570, ptr %918, align 4
  %3571 = sext i32 %3570 to i64
  %3572 = getelementptr inbounds i8, ptr %3568, i64 %3571
  %3573 = load i8, ptr %3572, align 1
  %3574 = zext i8 %3573 to i32
  %3575 = load ptr, ptr %914, align 8
  store ptr %3567, ptr %676, align 8
  store i32 %3574, ptr %677, align 4
  store ptr %3575, ptr %678, align 8
  store i32 0, ptr %679, align 4
  store i32 0, ptr %680, align 4
  %3576 = load ptr, ptr %676, align 8
  %3577 = load ptr, ptr %678, align 8
  %3578 = load i32, ptr %677, align 4
  %3579 = zext i32 %3578 to i64
  %3580 = getelementptr inbounds i64, ptr %3577, i64 %3579
  %3581 = load i64, ptr %3580, align 8
  %3582 = load i32, ptr %679, align 4
  %3583 = load i32, ptr %680, align 4
  store ptr %3576, ptr %146, align 8
  store i64 %3581, ptr %147, align 8
  store i32 %3582, ptr %148, align 4
  store i32 %3583, ptr %149, align 4
  %3584 = load i64, ptr %147, align 8
  %3585 = call i64 @HUF_getNbBits(i64 noundef %3584)
  %3586 = load ptr, ptr %146, align 8
  %3587 = load i32, ptr %148, align 4
  %3588 = sext i32 %3587 to i64
  %3589 = getelementptr inbounds [2 x i64], ptr %3586, i64 0, i64 %3588
  %3590 = load i64, ptr %3589, align 8
  %3591 = lshr i64 %3590, %3585
  store i64 %3591, ptr %3589, align 8
  %3592 = load i32, ptr %149, align 4
  %3593 = icmp ne i32 %3592, 0
  br i1 %3593, label %3594, label %3597

3594:                                             ; preds = %3566
  %3595 = load i64, ptr %147, align 8
  %3596 = call i64 @HUF_getValueFast(i64 noundef %3595)
  br label %3600

3597:                                             ; preds = %3566
  %3598 = load i64, ptr %147, align 8
  %3599 = call i64 @HUF_getValue(i64 noundef %3598)
  br label %3600

3600:                                             ; preds = %3594, %3597
  %3601 = phi i64 [ %3596, %3594 ], [ %3599, %3597 ]
  %3602 = load ptr, ptr %146, align 8
  %3603 = load i32, ptr %148, align 4
  %3604 = sext i32 %3603 to i64
  %3605 = getelementptr inbounds [2 x i64], ptr %3602, i64 0, i64 %3604
  %3606 = load i64, ptr %3605, align 8
  %3607 = or i64 %3606, %3601
  store i64 %3607, ptr %3605, align 8
  %3608 = load i64, ptr %147, align 8
  %3609 = call i64 @HUF_getNbBitsFast(i64 noundef %3608)
  %3610 = load ptr, ptr %146, align 8
  %3611 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3610, i32 0, i32 1
  %3612 = load i32, ptr %148, align 4
  %3613 = sext i32 %3612 to i64
  %3614 = getelementptr inbounds [2 x i64], ptr %3611, i64 0, i64 %3613
  %3615 = load i64, ptr %3614, align 8
  %3616 = add i64 %3615, %3609
  store i64 %3616, ptr %3614, align 8
  %3617 = load i32, ptr %919, align 4
  %3618 = add nsw i32 %3617, -1
  store i32 %3618, ptr %919, align 4
  br label %3563, !llvm.loop !44

3619:                                             ; preds = %3563
  %3620 = load ptr, ptr %911, align 8
  %3621 = load i32, ptr %916, align 4
  store ptr %3620, ptr %401, align 8
  store i32 %3621, ptr %402, align 4
  %3622 = load ptr, ptr %401, align 8
  %3623 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3622, i32 0, i32 1
  %3624 = load i64, ptr %3623, align 8
  %3625 = and i64 %3624, 255
  store i64 %3625, ptr %403, align 8
  %3626 = load i64, ptr %403, align 8
  %3627 = lshr i64 %3626, 3
  store i64 %3627, ptr %404, align 8
  %3628 = load ptr, ptr %401, align 8
  %3629 = load i64, ptr %3628, align 8
  %3630 = load i64, ptr %403, align 8
  %3631 = sub i64 64, %3630
  %3632 = lshr i64 %3629, %3631
  store i64 %3632, ptr %405, align 8
  %3633 = load ptr, ptr %401, align 8
  %3634 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3633, i32 0, i32 1
  %3635 = load i64, ptr %3634, align 8
  %3636 = and i64 %3635, 7
  store i64 %3636, ptr %3634, align 8
  %3637 = load ptr, ptr %401, align 8
  %3638 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3637, i32 0, i32 3
  %3639 = load ptr, ptr %3638, align 8
  %3640 = load i64, ptr %405, align 8
  call void @MEM_writeLEST(ptr noundef %3639, i64 noundef %3640)
  %3641 = load i64, ptr %404, align 8
  %3642 = load ptr, ptr %401, align 8
  %3643 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3642, i32 0, i32 3
  %3644 = load ptr, ptr %3643, align 8
  %3645 = getelementptr inbounds i8, ptr %3644, i64 %3641
  store ptr %3645, ptr %3643, align 8
  %3646 = load i32, ptr %402, align 4
  %3647 = icmp ne i32 %3646, 0
  br i1 %3647, label %3662, label %3648

3648:                                             ; preds = %3619
  %3649 = load ptr, ptr %401, align 8
  %3650 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3649, i32 0, i32 3
  %3651 = load ptr, ptr %3650, align 8
  %3652 = load ptr, ptr %401, align 8
  %3653 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3652, i32 0, i32 4
  %3654 = load ptr, ptr %3653, align 8
  %3655 = icmp ugt ptr %3651, %3654
  br i1 %3655, label %3656, label %3662

3656:                                             ; preds = %3648
  %3657 = load ptr, ptr %401, align 8
  %3658 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3657, i32 0, i32 4
  %3659 = load ptr, ptr %3658, align 8
  %3660 = load ptr, ptr %401, align 8
  %3661 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3660, i32 0, i32 3
  store ptr %3659, ptr %3661, align 8
  br label %3662

3662:                                             ; preds = %3619, %3648, %3656
  br label %3663

3663:                                             ; preds = %3662, %3551
  %3664 = load i32, ptr %918, align 4
  %3665 = load i32, ptr %915, align 4
  %3666 = mul nsw i32 2, %3665
  %3667 = srem i32 %3664, %3666
  %3668 = icmp ne i32 %3667, 0
  br i1 %3668, label %3669, label %3827

3669:                                             ; preds = %3663
  store i32 1, ptr %920, align 4
  br label %3670

3670:                                             ; preds = %3709, %3669
  %3671 = load i32, ptr %920, align 4
  %3672 = load i32, ptr %915, align 4
  %3673 = icmp slt i32 %3671, %3672
  br i1 %3673, label %3674, label %3728

3674:                                             ; preds = %3670
  %3675 = load ptr, ptr %911, align 8
  %3676 = load ptr, ptr %912, align 8
  %3677 = load i32, ptr %918, align 4
  %3678 = load i32, ptr %920, align 4
  %3679 = sub nsw i32 %3677, %3678
  %3680 = sext i32 %3679 to i64
  %3681 = getelementptr inbounds i8, ptr %3676, i64 %3680
  %3682 = load i8, ptr %3681, align 1
  %3683 = zext i8 %3682 to i32
  %3684 = load ptr, ptr %914, align 8
  store ptr %3675, ptr %671, align 8
  store i32 %3683, ptr %672, align 4
  store ptr %3684, ptr %673, align 8
  store i32 0, ptr %674, align 4
  store i32 1, ptr %675, align 4
  %3685 = load ptr, ptr %671, align 8
  %3686 = load ptr, ptr %673, align 8
  %3687 = load i32, ptr %672, align 4
  %3688 = zext i32 %3687 to i64
  %3689 = getelementptr inbounds i64, ptr %3686, i64 %3688
  %3690 = load i64, ptr %3689, align 8
  %3691 = load i32, ptr %674, align 4
  %3692 = load i32, ptr %675, align 4
  store ptr %3685, ptr %150, align 8
  store i64 %3690, ptr %151, align 8
  store i32 %3691, ptr %152, align 4
  store i32 %3692, ptr %153, align 4
  %3693 = load i64, ptr %151, align 8
  %3694 = call i64 @HUF_getNbBits(i64 noundef %3693)
  %3695 = load ptr, ptr %150, align 8
  %3696 = load i32, ptr %152, align 4
  %3697 = sext i32 %3696 to i64
  %3698 = getelementptr inbounds [2 x i64], ptr %3695, i64 0, i64 %3697
  %3699 = load i64, ptr %3698, align 8
  %3700 = lshr i64 %3699, %3694
  store i64 %3700, ptr %3698, align 8
  %3701 = load i32, ptr %153, align 4
  %3702 = icmp ne i32 %3701, 0
  br i1 %3702, label %3703, label %3706

3703:                                             ; preds = %3674
  %3704 = load i64, ptr %151, align 8
  %3705 = call i64 @HUF_getValueFast(i64 noundef %3704)
  br label %3709

3706:                                             ; preds = %3674
  %3707 = load i64, ptr %151, align 8
  %3708 = call i64 @HUF_getValue(i64 noundef %3707)
  br label %3709

3709:                                             ; preds = %3703, %3706
  %3710 = phi i64 [ %3705, %3703 ], [ %3708, %3706 ]
  %3711 = load ptr, ptr %150, align 8
  %3712 = load i32, ptr %152, align 4
  %3713 = sext i32 %3712 to i64
  %3714 = getelementptr inbounds [2 x i64], ptr %3711, i64 0, i64 %3713
  %3715 = load i64, ptr %3714, align 8
  %3716 = or i64 %3715, %3710
  store i64 %3716, ptr %3714, align 8
  %3717 = load i64, ptr %151, align 8
  %3718 = call i64 @HUF_getNbBitsFast(i64 noundef %3717)
  %3719 = load ptr, ptr %150, align 8
  %3720 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3719, i32 0, i32 1
  %3721 = load i32, ptr %152, align 4
  %3722 = sext i32 %3721 to i64
  %3723 = getelementptr inbounds [2 x i64], ptr %3720, i64 0, i64 %3722
  %3724 = load i64, ptr %3723, align 8
  %3725 = add i64 %3724, %3718
  store i64 %3725, ptr %3723, align 8
  %3726 = load i32, ptr %920, align 4
  %3727 = add nsw i32 %3726, 1
  store i32 %3727, ptr %920, align 4
  br label %3670, !llvm.loop !45

3728:                                             ; preds = %3670
  %3729 = load ptr, ptr %911, align 8
  %3730 = load ptr, ptr %912, align 8
  %3731 = load i32, ptr %918, align 4
  %3732 = load i32, ptr %915, align 4
  %3733 = sub nsw i32 %3731, %3732
  %3734 = sext i32 %3733 to i64
  %3735 = getelementptr inbounds i8, ptr %3730, i64 %3734
  %3736 = load i8, ptr %3735, align 1
  %3737 = zext i8 %3736 to i32
  %3738 = load ptr, ptr %914, align 8
  %3739 = load i32, ptr %917, align 4
  store ptr %3729, ptr %666, align 8
  store i32 %3737, ptr %667, align 4
  store ptr %3738, ptr %668, align 8
  store i32 0, ptr %669, align 4
  store i32 %3739, ptr %670, align 4
  %3740 = load ptr, ptr %666, align 8
  %3741 = load ptr, ptr %668, align 8
  %3742 = load i32, ptr %667, align 4
  %3743 = zext i32 %3742 to i64
  %3744 = getelementptr inbounds i64, ptr %3741, i64 %3743
  %3745 = load i64, ptr %3744, align 8
  %3746 = load i32, ptr %669, align 4
  %3747 = load i32, ptr %670, align 4
  store ptr %3740, ptr %154, align 8
  store i64 %3745, ptr %155, align 8
  store i32 %3746, ptr %156, align 4
  store i32 %3747, ptr %157, align 4
  %3748 = load i64, ptr %155, align 8
  %3749 = call i64 @HUF_getNbBits(i64 noundef %3748)
  %3750 = load ptr, ptr %154, align 8
  %3751 = load i32, ptr %156, align 4
  %3752 = sext i32 %3751 to i64
  %3753 = getelementptr inbounds [2 x i64], ptr %3750, i64 0, i64 %3752
  %3754 = load i64, ptr %3753, align 8
  %3755 = lshr i64 %3754, %3749
  store i64 %3755, ptr %3753, align 8
  %3756 = load i32, ptr %157, align 4
  %3757 = icmp ne i32 %3756, 0
  br i1 %3757, label %3758, label %3761

3758:                                             ; preds = %3728
  %3759 = load i64, ptr %155, align 8
  %3760 = call i64 @HUF_getValueFast(i64 noundef %3759)
  br label %3764

3761:                                             ; preds = %3728
  %3762 = load i64, ptr %155, align 8
  %3763 = call i64 @HUF_getValue(i64 noundef %3762)
  br label %3764

3764:                                             ; preds = %3758, %3761
  %3765 = phi i64 [ %3760, %3758 ], [ %3763, %3761 ]
  %3766 = load ptr, ptr %154, align 8
  %3767 = load i32, ptr %156, align 4
  %3768 = sext i32 %3767 to i64
  %3769 = getelementptr inbounds [2 x i64], ptr %3766, i64 0, i64 %3768
  %3770 = load i64, ptr %3769, align 8
  %3771 = or i64 %3770, %3765
  store i64 %3771, ptr %3769, align 8
  %3772 = load i64, ptr %155, align 8
  %3773 = call i64 @HUF_getNbBitsFast(i64 noundef %3772)
  %3774 = load ptr, ptr %154, align 8
  %3775 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3774, i32 0, i32 1
  %3776 = load i32, ptr %156, align 4
  %3777 = sext i32 %3776 to i64
  %3778 = getelementptr inbounds [2 x i64], ptr %3775, i64 0, i64 %3777
  %3779 = load i64, ptr %3778, align 8
  %3780 = add i64 %3779, %3773
  store i64 %3780, ptr %3778, align 8
  %3781 = load ptr, ptr %911, align 8
  %3782 = load i32, ptr %916, align 4
  store ptr %3781, ptr %396, align 8
  store i32 %3782, ptr %397, align 4
  %3783 = load ptr, ptr %396, align 8
  %3784 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3783, i32 0, i32 1
  %3785 = load i64, ptr %3784, align 8
  %3786 = and i64 %3785, 255
  store i64 %3786, ptr %398, align 8
  %3787 = load i64, ptr %398, align 8
  %3788 = lshr i64 %3787, 3
  store i64 %3788, ptr %399, align 8
  %3789 = load ptr, ptr %396, align 8
  %3790 = load i64, ptr %3789, align 8
  %3791 = load i64, ptr %398, align 8
  %3792 = sub i64 64, %3791
  %3793 = lshr i64 %3790, %3792
  store i64 %3793, ptr %400, align 8
  %3794 = load ptr, ptr %396, align 8
  %3795 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3794, i32 0, i32 1
  %3796 = load i64, ptr %3795, align 8
  %3797 = and i64 %3796, 7
  store i64 %3797, ptr %3795, align 8
  %3798 = load ptr, ptr %396, align 8
  %3799 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3798, i32 0, i32 3
  %3800 = load ptr, ptr %3799, align 8
  %3801 = load i64, ptr %400, align 8
  call void @MEM_writeLEST(ptr noundef %3800, i64 noundef %3801)
  %3802 = load i64, ptr %399, align 8
  %3803 = load ptr, ptr %396, align 8
  %3804 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3803, i32 0, i32 3
  %3805 = load ptr, ptr %3804, align 8
  %3806 = getelementptr inbounds i8, ptr %3805, i64 %3802
  store ptr %3806, ptr %3804, align 8
  %3807 = load i32, ptr %397, align 4
  %3808 = icmp ne i32 %3807, 0
  br i1 %3808, label %3823, label %3809

3809:                                             ; preds = %3764
  %3810 = load ptr, ptr %396, align 8
  %3811 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3810, i32 0, i32 3
  %3812 = load ptr, ptr %3811, align 8
  %3813 = load ptr, ptr %396, align 8
  %3814 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3813, i32 0, i32 4
  %3815 = load ptr, ptr %3814, align 8
  %3816 = icmp ugt ptr %3812, %3815
  br i1 %3816, label %3817, label %3823

3817:                                             ; preds = %3809
  %3818 = load ptr, ptr %396, align 8
  %3819 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3818, i32 0, i32 4
  %3820 = load ptr, ptr %3819, align 8
  %3821 = load ptr, ptr %396, align 8
  %3822 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3821, i32 0, i32 3
  store ptr %3820, ptr %3822, align 8
  br label %3823

3823:                                             ; preds = %3764, %3809, %3817
  %3824 = load i32, ptr %915, align 4
  %3825 = load i32, ptr %918, align 4
  %3826 = sub nsw i32 %3825, %3824
  store i32 %3826, ptr %918, align 4
  br label %3827

3827:                                             ; preds = %3823, %3663
  br label %3828

3828:                                             ; preds = %4172, %3827
  %3829 = load i32, ptr %918, align 4
  %3830 = icmp sgt i32 %3829, 0
  br i1 %3830, label %3831, label %4177

3831:                                             ; preds = %3828
  store i32 1, ptr %921, align 4
  br label %3832

3832:                                             ; preds = %3871, %3831
  %3833 = load i32, ptr %921, align 4
  %3834 = load i32, ptr %915, align 4
  %3835 = icmp slt i32 %3833, %3834
  br i1 %3835, label %3836, label %3890

3836:                                             ; preds = %3832
  %3837 = load ptr, ptr %911, align 8
  %3838 = load ptr, ptr %912, align 8
  %3839 = load i32, ptr %918, align 4
  %3840 = load i32, ptr %921, align 4
  %3841 = sub nsw i32 %3839, %3840
  %3842 = sext i32 %3841 to i64
  %3843 = getelementptr inbounds i8, ptr %3838, i64 %3842
  %3844 = load i8, ptr %3843, align 1
  %3845 = zext i8 %3844 to i32
  %3846 = load ptr, ptr %914, align 8
  store ptr %3837, ptr %661, align 8
  store i32 %3845, ptr %662, align 4
  store ptr %3846, ptr %663, align 8
  store i32 0, ptr %664, align 4
  store i32 1, ptr %665, align 4
  %3847 = load ptr, ptr %661, align 8
  %3848 = load ptr, ptr %663, align 8
  %3849 = load i32, ptr %662, align 4
  %3850 = zext i32 %3849 to i64
  %3851 = getelementptr inbounds i64, ptr %3848, i64 %3850
  %3852 = load i64, ptr %3851, align 8
  %3853 = load i32, ptr %664, align 4
  %3854 = load i32, ptr %665, align 4
  store ptr %3847, ptr %158, align 8
  store i64 %3852, ptr %159, align 8
  store i32 %3853, ptr %160, align 4
  store i32 %3854, ptr %161, align 4
  %3855 = load i64, ptr %159, align 8
  %3856 = call i64 @HUF_getNbBits(i64 noundef %3855)
  %3857 = load ptr, ptr %158, align 8
  %3858 = load i32, ptr %160, align 4
  %3859 = sext i32 %3858 to i64
  %3860 = getelementptr inbounds [2 x i64], ptr %3857, i64 0, i64 %3859
  %3861 = load i64, ptr %3860, align 8
  %3862 = lshr i64 %3861, %3856
  store i64 %3862, ptr %3860, align 8
  %3863 = load i32, ptr %161, align 4
  %3864 = icmp ne i32 %3863, 0
  br i1 %3864, label %3865, label %3868

3865:                                             ; preds = %3836
  %3866 = load i64, ptr %159, align 8
  %3867 = call i64 @HUF_getValueFast(i64 noundef %3866)
  br label %3871

3868:                                             ; preds = %3836
  %3869 = load i64, ptr %159, align 8
  %3870 = call i64 @HUF_getValue(i64 noundef %3869)
  br label %3871

3871:                                             ; preds = %3865, %3868
  %3872 = phi i64 [ %3867, %3865 ], [ %3870, %3868 ]
  %3873 = load ptr, ptr %158, align 8
  %3874 = load i32, ptr %160, align 4
  %3875 = sext i32 %3874 to i64
  %3876 = getelementptr inbounds [2 x i64], ptr %3873, i64 0, i64 %3875
  %3877 = load i64, ptr %3876, align 8
  %3878 = or i64 %3877, %3872
  store i64 %3878, ptr %3876, align 8
  %3879 = load i64, ptr %159, align 8
  %3880 = call i64 @HUF_getNbBitsFast(i64 noundef %3879)
  %3881 = load ptr, ptr %158, align 8
  %3882 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3881, i32 0, i32 1
  %3883 = load i32, ptr %160, align 4
  %3884 = sext i32 %3883 to i64
  %3885 = getelementptr inbounds [2 x i64], ptr %3882, i64 0, i64 %3884
  %3886 = load i64, ptr %3885, align 8
  %3887 = add i64 %3886, %3880
  store i64 %3887, ptr %3885, align 8
  %3888 = load i32, ptr %921, align 4
  %3889 = add nsw i32 %3888, 1
  store i32 %3889, ptr %921, align 4
  br label %3832, !llvm.loop !46

3890:                                             ; preds = %3832
  %3891 = load ptr, ptr %911, align 8
  %3892 = load ptr, ptr %912, align 8
  %3893 = load i32, ptr %918, align 4
  %3894 = load i32, ptr %915, align 4
  %3895 = sub nsw i32 %3893, %3894
  %3896 = sext i32 %3895 to i64
  %3897 = getelementptr inbounds i8, ptr %3892, i64 %3896
  %3898 = load i8, ptr %3897, align 1
  %3899 = zext i8 %3898 to i32
  %3900 = load ptr, ptr %914, align 8
  %3901 = load i32, ptr %917, align 4
  store ptr %3891, ptr %646, align 8
  store i32 %3899, ptr %647, align 4
  store ptr %3900, ptr %648, align 8
  store i32 0, ptr %649, align 4
  store i32 %3901, ptr %650, align 4
  %3902 = load ptr, ptr %646, align 8
  %3903 = load ptr, ptr %648, align 8
  %3904 = load i32, ptr %647, align 4
  %3905 = zext i32 %3904 to i64
  %3906 = getelementptr inbounds i64, ptr %3903, i64 %3905
  %3907 = load i64, ptr %3906, align 8
  %3908 = load i32, ptr %649, align 4
  %3909 = load i32, ptr %650, align 4
  store ptr %3902, ptr %170, align 8
  store i64 %3907, ptr %171, align 8
  store i32 %3908, ptr %172, align 4
  store i32 %3909, ptr %173, align 4
  %3910 = load i64, ptr %171, align 8
  %3911 = call i64 @HUF_getNbBits(i64 noundef %3910)
  %3912 = load ptr, ptr %170, align 8
  %3913 = load i32, ptr %172, align 4
  %3914 = sext i32 %3913 to i64
  %3915 = getelementptr inbounds [2 x i64], ptr %3912, i64 0, i64 %3914
  %3916 = load i64, ptr %3915, align 8
  %3917 = lshr i64 %3916, %3911
  store i64 %3917, ptr %3915, align 8
  %3918 = load i32, ptr %173, align 4
  %3919 = icmp ne i32 %3918, 0
  br i1 %3919, label %3920, label %3923

3920:                                             ; preds = %3890
  %3921 = load i64, ptr %171, align 8
  %3922 = call i64 @HUF_getValueFast(i64 noundef %3921)
  br label %3926

3923:                                             ; preds = %3890
  %3924 = load i64, ptr %171, align 8
  %3925 = call i64 @HUF_getValue(i64 noundef %3924)
  br label %3926

3926:                                             ; preds = %3920, %3923
  %3927 = phi i64 [ %3922, %3920 ], [ %3925, %3923 ]
  %3928 = load ptr, ptr %170, align 8
  %3929 = load i32, ptr %172, align 4
  %3930 = sext i32 %3929 to i64
  %3931 = getelementptr inbounds [2 x i64], ptr %3928, i64 0, i64 %3930
  %3932 = load i64, ptr %3931, align 8
  %3933 = or i64 %3932, %3927
  store i64 %3933, ptr %3931, align 8
  %3934 = load i64, ptr %171, align 8
  %3935 = call i64 @HUF_getNbBitsFast(i64 noundef %3934)
  %3936 = load ptr, ptr %170, align 8
  %3937 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3936, i32 0, i32 1
  %3938 = load i32, ptr %172, align 4
  %3939 = sext i32 %3938 to i64
  %3940 = getelementptr inbounds [2 x i64], ptr %3937, i64 0, i64 %3939
  %3941 = load i64, ptr %3940, align 8
  %3942 = add i64 %3941, %3935
  store i64 %3942, ptr %3940, align 8
  %3943 = load ptr, ptr %911, align 8
  %3944 = load i32, ptr %916, align 4
  store ptr %3943, ptr %386, align 8
  store i32 %3944, ptr %387, align 4
  %3945 = load ptr, ptr %386, align 8
  %3946 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3945, i32 0, i32 1
  %3947 = load i64, ptr %3946, align 8
  %3948 = and i64 %3947, 255
  store i64 %3948, ptr %388, align 8
  %3949 = load i64, ptr %388, align 8
  %3950 = lshr i64 %3949, 3
  store i64 %3950, ptr %389, align 8
  %3951 = load ptr, ptr %386, align 8
  %3952 = load i64, ptr %3951, align 8
  %3953 = load i64, ptr %388, align 8
  %3954 = sub i64 64, %3953
  %3955 = lshr i64 %3952, %3954
  store i64 %3955, ptr %390, align 8
  %3956 = load ptr, ptr %386, align 8
  %3957 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3956, i32 0, i32 1
  %3958 = load i64, ptr %3957, align 8
  %3959 = and i64 %3958, 7
  store i64 %3959, ptr %3957, align 8
  %3960 = load ptr, ptr %386, align 8
  %3961 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3960, i32 0, i32 3
  %3962 = load ptr, ptr %3961, align 8
  %3963 = load i64, ptr %390, align 8
  call void @MEM_writeLEST(ptr noundef %3962, i64 noundef %3963)
  %3964 = load i64, ptr %389, align 8
  %3965 = load ptr, ptr %386, align 8
  %3966 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3965, i32 0, i32 3
  %3967 = load ptr, ptr %3966, align 8
  %3968 = getelementptr inbounds i8, ptr %3967, i64 %3964
  store ptr %3968, ptr %3966, align 8
  %3969 = load i32, ptr %387, align 4
  %3970 = icmp ne i32 %3969, 0
  br i1 %3970, label %3985, label %3971

3971:                                             ; preds = %3926
  %3972 = load ptr, ptr %386, align 8
  %3973 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3972, i32 0, i32 3
  %3974 = load ptr, ptr %3973, align 8
  %3975 = load ptr, ptr %386, align 8
  %3976 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3975, i32 0, i32 4
  %3977 = load ptr, ptr %3976, align 8
  %3978 = icmp ugt ptr %3974, %3977
  br i1 %3978, label %3979, label %3985

3979:                                             ; preds = %3971
  %3980 = load ptr, ptr %386, align 8
  %3981 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3980, i32 0, i32 4
  %3982 = load ptr, ptr %3981, align 8
  %3983 = load ptr, ptr %386, align 8
  %3984 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3983, i32 0, i32 3
  store ptr %3982, ptr %3984, align 8
  br label %3985

3985:                                             ; preds = %3926, %3971, %3979
  %3986 = load ptr, ptr %911, align 8
  store ptr %3986, ptr %300, align 8
  %3987 = load ptr, ptr %300, align 8
  %3988 = getelementptr inbounds [2 x i64], ptr %3987, i64 0, i64 1
  store i64 0, ptr %3988, align 8
  %3989 = load ptr, ptr %300, align 8
  %3990 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3989, i32 0, i32 1
  %3991 = getelementptr inbounds [2 x i64], ptr %3990, i64 0, i64 1
  store i64 0, ptr %3991, align 8
  store i32 1, ptr %921, align 4
  br label %3992

3992:                                             ; preds = %4033, %3985
  %3993 = load i32, ptr %921, align 4
  %3994 = load i32, ptr %915, align 4
  %3995 = icmp slt i32 %3993, %3994
  br i1 %3995, label %3996, label %4052

3996:                                             ; preds = %3992
  %3997 = load ptr, ptr %911, align 8
  %3998 = load ptr, ptr %912, align 8
  %3999 = load i32, ptr %918, align 4
  %4000 = load i32, ptr %915, align 4
  %4001 = sub nsw i32 %3999, %4000
  %4002 = load i32, ptr %921, align 4
  %4003 = sub nsw i32 %4001, %4002
  %4004 = sext i32 %4003 to i64
  %4005 = getelementptr inbounds i8, ptr %3998, i64 %4004
  %4006 = load i8, ptr %4005, align 1
  %4007 = zext i8 %4006 to i32
  %4008 = load ptr, ptr %914, align 8
  store ptr %3997, ptr %656, align 8
  store i32 %4007, ptr %657, align 4
  store ptr %4008, ptr %658, align 8
  store i32 1, ptr %659, align 4
  store i32 1, ptr %660, align 4
  %4009 = load ptr, ptr %656, align 8
  %4010 = load ptr, ptr %658, align 8
  %4011 = load i32, ptr %657, align 4
  %4012 = zext i32 %4011 to i64
  %4013 = getelementptr inbounds i64, ptr %4010, i64 %4012
  %4014 = load i64, ptr %4013, align 8
  %4015 = load i32, ptr %659, align 4
  %4016 = load i32, ptr %660, align 4
  store ptr %4009, ptr %162, align 8
  store i64 %4014, ptr %163, align 8
  store i32 %4015, ptr %164, align 4
  store i32 %4016, ptr %165, align 4
  %4017 = load i64, ptr %163, align 8
  %4018 = call i64 @HUF_getNbBits(i64 noundef %4017)
  %4019 = load ptr, ptr %162, align 8
  %4020 = load i32, ptr %164, align 4
  %4021 = sext i32 %4020 to i64
  %4022 = getelementptr inbounds [2 x i64], ptr %4019, i64 0, i64 %4021
  %4023 = load i64, ptr %4022, align 8
  %4024 = lshr i64 %4023, %4018
  store i64 %4024, ptr %4022, align 8
  %4025 = load i32, ptr %165, align 4
  %4026 = icmp ne i32 %4025, 0
  br i1 %4026, label %4027, label %4030

4027:                                             ; preds = %3996
  %4028 = load i64, ptr %163, align 8
  %4029 = call i64 @HUF_getValueFast(i64 noundef %4028)
  br label %4033

4030:                                             ; preds = %3996
  %4031 = load i64, ptr %163, align 8
  %4032 = call i64 @HUF_getValue(i64 noundef %4031)
  br label %4033

4033:                                             ; preds = %4027, %4030
  %4034 = phi i64 [ %4029, %4027 ], [ %4032, %4030 ]
  %4035 = load ptr, ptr %162, align 8
  %4036 = load i32, ptr %164, align 4
  %4037 = sext i32 %4036 to i64
  %4038 = getelementptr inbounds [2 x i64], ptr %4035, i64 0, i64 %4037
  %4039 = load i64, ptr %4038, align 8
  %4040 = or i64 %4039, %4034
  store i64 %4040, ptr %4038, align 8
  %4041 = load i64, ptr %163, align 8
  %4042 = call i64 @HUF_getNbBitsFast(i64 noundef %4041)
  %4043 = load ptr, ptr %162, align 8
  %4044 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4043, i32 0, i32 1
  %4045 = load i32, ptr %164, align 4
  %4046 = sext i32 %4045 to i64
  %4047 = getelementptr inbounds [2 x i64], ptr %4044, i64 0, i64 %4046
  %4048 = load i64, ptr %4047, align 8
  %4049 = add i64 %4048, %4042
  store i64 %4049, ptr %4047, align 8
  %4050 = load i32, ptr %921, align 4
  %4051 = add nsw i32 %4050, 1
  store i32 %4051, ptr %921, align 4
  br label %3992, !llvm.loop !47

4052:                                             ; preds = %3992
  %4053 = load ptr, ptr %911, align 8
  %4054 = load ptr, ptr %912, align 8
  %4055 = load i32, ptr %918, align 4
  %4056 = load i32, ptr %915, align 4
  %4057 = sub nsw i32 %4055, %4056
  %4058 = load i32, ptr %915, align 4
  %4059 = sub nsw i32 %4057, %4058
  %4060 = sext i32 %4059 to i64
  %4061 = getelementptr inbounds i8, ptr %4054, i64 %4060
  %4062 = load i8, ptr %4061, align 1
  %4063 = zext i8 %4062 to i32
  %4064 = load ptr, ptr %914, align 8
  %4065 = load i32, ptr %917, align 4
  store ptr %4053, ptr %651, align 8
  store i32 %4063, ptr %652, align 4
  store ptr %4064, ptr %653, align 8
  store i32 1, ptr %654, align 4
  store i32 %4065, ptr %655, align 4
  %4066 = load ptr, ptr %651, align 8
  %4067 = load ptr, ptr %653, align 8
  %4068 = load i32, ptr %652, align 4
  %4069 = zext i32 %4068 to i64
  %4070 = getelementptr inbounds i64, ptr %4067, i64 %4069
  %4071 = load i64, ptr %4070, align 8
  %4072 = load i32, ptr %654, align 4
  %4073 = load i32, ptr %655, align 4
  store ptr %4066, ptr %166, align 8
  store i64 %4071, ptr %167, align 8
  store i32 %4072, ptr %168, align 4
  store i32 %4073, ptr %169, align 4
  %4074 = load i64, ptr %167, align 8
  %4075 = call i64 @HUF_getNbBits(i64 noundef %4074)
  %4076 = load ptr, ptr %166, align 8
  %4077 = load i32, ptr %168, align 4
  %4078 = sext i32 %4077 to i64
  %4079 = getelementptr inbounds [2 x i64], ptr %4076, i64 0, i64 %4078
  %4080 = load i64, ptr %4079, align 8
  %4081 = lshr i64 %4080, %4075
  store i64 %4081, ptr %4079, align 8
  %4082 = load i32, ptr %169, align 4
  %4083 = icmp ne i32 %4082, 0
  br i1 %4083, label %4084, label %4087

4084:                                             ; preds = %4052
  %4085 = load i64, ptr %167, align 8
  %4086 = call i64 @HUF_getValueFast(i64 noundef %4085)
  br label %4090

4087:                                             ; preds = %4052
  %4088 = load i64, ptr %167, align 8
  %4089 = call i64 @HUF_getValue(i64 noundef %4088)
  br label %4090

4090:                                             ; preds = %4084, %4087
  %4091 = phi i64 [ %4086, %4084 ], [ %4089, %4087 ]
  %4092 = load ptr, ptr %166, align 8
  %4093 = load i32, ptr %168, align 4
  %4094 = sext i32 %4093 to i64
  %4095 = getelementptr inbounds [2 x i64], ptr %4092, i64 0, i64 %4094
  %4096 = load i64, ptr %4095, align 8
  %4097 = or i64 %4096, %4091
  store i64 %4097, ptr %4095, align 8
  %4098 = load i64, ptr %167, align 8
  %4099 = call i64 @HUF_getNbBitsFast(i64 noundef %4098)
  %4100 = load ptr, ptr %166, align 8
  %4101 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4100, i32 0, i32 1
  %4102 = load i32, ptr %168, align 4
  %4103 = sext i32 %4102 to i64
  %4104 = getelementptr inbounds [2 x i64], ptr %4101, i64 0, i64 %4103
  %4105 = load i64, ptr %4104, align 8
  %4106 = add i64 %4105, %4099
  store i64 %4106, ptr %4104, align 8
  %4107 = load ptr, ptr %911, align 8
  store ptr %4107, ptr %290, align 8
  %4108 = load ptr, ptr %290, align 8
  %4109 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4108, i32 0, i32 1
  %4110 = getelementptr inbounds [2 x i64], ptr %4109, i64 0, i64 1
  %4111 = load i64, ptr %4110, align 8
  %4112 = and i64 %4111, 255
  %4113 = load ptr, ptr %290, align 8
  %4114 = load i64, ptr %4113, align 8
  %4115 = lshr i64 %4114, %4112
  store i64 %4115, ptr %4113, align 8
  %4116 = load ptr, ptr %290, align 8
  %4117 = getelementptr inbounds [2 x i64], ptr %4116, i64 0, i64 1
  %4118 = load i64, ptr %4117, align 8
  %4119 = load ptr, ptr %290, align 8
  %4120 = load i64, ptr %4119, align 8
  %4121 = or i64 %4120, %4118
  store i64 %4121, ptr %4119, align 8
  %4122 = load ptr, ptr %290, align 8
  %4123 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4122, i32 0, i32 1
  %4124 = getelementptr inbounds [2 x i64], ptr %4123, i64 0, i64 1
  %4125 = load i64, ptr %4124, align 8
  %4126 = load ptr, ptr %290, align 8
  %4127 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4126, i32 0, i32 1
  %4128 = load i64, ptr %4127, align 8
  %4129 = add i64 %4128, %4125
  store i64 %4129, ptr %4127, align 8
  %4130 = load ptr, ptr %911, align 8
  %4131 = load i32, ptr %916, align 4
  store ptr %4130, ptr %391, align 8
  store i32 %4131, ptr %392, align 4
  %4132 = load ptr, ptr %391, align 8
  %4133 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4132, i32 0, i32 1
  %4134 = load i64, ptr %4133, align 8
  %4135 = and i64 %4134, 255
  store i64 %4135, ptr %393, align 8
  %4136 = load i64, ptr %393, align 8
  %4137 = lshr i64 %4136, 3
  store i64 %4137, ptr %394, align 8
  %4138 = load ptr, ptr %391, align 8
  %4139 = load i64, ptr %4138, align 8
  %4140 = load i64, ptr %393, align 8
  %4141 = sub i64 64, %4140
  %4142 = lshr i64 %4139, %4141
  store i64 %4142, ptr %395, align 8
  %4143 = load ptr, ptr %391, align 8
  %4144 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4143, i32 0, i32 1
  %4145 = load i64, ptr %4144, align 8
  %4146 = and i64 %4145, 7
  store i64 %4146, ptr %4144, align 8
  %4147 = load ptr, ptr %391, align 8
  %4148 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4147, i32 0, i32 3
  %4149 = load ptr, ptr %4148, align 8
  %4150 = load i64, ptr %395, align 8
  call void @MEM_writeLEST(ptr noundef %4149, i64 noundef %4150)
  %4151 = load i64, ptr %394, align 8
  %4152 = load ptr, ptr %391, align 8
  %4153 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4152, i32 0, i32 3
  %4154 = load ptr, ptr %4153, align 8
  %4155 = getelementptr inbounds i8, ptr %4154, i64 %4151
  store ptr %4155, ptr %4153, align 8
  %4156 = load i32, ptr %392, align 4
  %4157 = icmp ne i32 %4156, 0
  br i1 %4157, label %4172, label %4158

4158:                                             ; preds = %4090
  %4159 = load ptr, ptr %391, align 8
  %4160 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4159, i32 0, i32 3
  %4161 = load ptr, ptr %4160, align 8
  %4162 = load ptr, ptr %391, align 8
  %4163 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4162, i32 0, i32 4
  %4164 = load ptr, ptr %4163, align 8
  %4165 = icmp ugt ptr %4161, %4164
  br i1 %4165, label %4166, label %4172

4166:                                             ; preds = %4158
  %4167 = load ptr, ptr %391, align 8
  %4168 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4167, i32 0, i32 4
  %4169 = load ptr, ptr %4168, align 8
  %4170 = load ptr, ptr %391, align 8
  %4171 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4170, i32 0, i32 3
  store ptr %4169, ptr %4171, align 8
  br label %4172

4172:                                             ; preds = %4090, %4158, %4166
  %4173 = load i32, ptr %915, align 4
  %4174 = mul nsw i32 2, %4173
  %4175 = load i32, ptr %918, align 4
  %4176 = sub nsw i32 %4175, %4174
  store i32 %4176, ptr %918, align 4
  br label %3828, !llvm.loop !48

4177:                                             ; preds = %3828
  br label %7314

4178:                                             ; preds = %3549
  %4179 = load ptr, ptr %975, align 8
  %4180 = load i64, ptr %970, align 8
  %4181 = load ptr, ptr %974, align 8
  store ptr %978, ptr %900, align 8
  store ptr %4179, ptr %901, align 8
  store i64 %4180, ptr %902, align 8
  store ptr %4181, ptr %903, align 8
  store i32 5, ptr %904, align 4
  store i32 1, ptr %905, align 4
  store i32 1, ptr %906, align 4
  %4182 = load i64, ptr %902, align 8
  %4183 = trunc i64 %4182 to i32
  store i32 %4183, ptr %907, align 4
  %4184 = load i32, ptr %907, align 4
  %4185 = load i32, ptr %904, align 4
  %4186 = srem i32 %4184, %4185
  store i32 %4186, ptr %908, align 4
  %4187 = load i32, ptr %908, align 4
  %4188 = icmp sgt i32 %4187, 0
  br i1 %4188, label %4189, label %4290

4189:                                             ; preds = %4178
  br label %4190

4190:                                             ; preds = %4227, %4189
  %4191 = load i32, ptr %908, align 4
  %4192 = icmp sgt i32 %4191, 0
  br i1 %4192, label %4193, label %4246

4193:                                             ; preds = %4190
  %4194 = load ptr, ptr %900, align 8
  %4195 = load ptr, ptr %901, align 8
  %4196 = load i32, ptr %907, align 4
  %4197 = add nsw i32 %4196, -1
  store i32 %4197, ptr %907, align 4
  %4198 = sext i32 %4197 to i64
  %4199 = getelementptr inbounds i8, ptr %4195, i64 %4198
  %4200 = load i8, ptr %4199, align 1
  %4201 = zext i8 %4200 to i32
  %4202 = load ptr, ptr %903, align 8
  store ptr %4194, ptr %711, align 8
  store i32 %4201, ptr %712, align 4
  store ptr %4202, ptr %713, align 8
  store i32 0, ptr %714, align 4
  store i32 0, ptr %715, align 4
  %4203 = load ptr, ptr %711, align 8
  %4204 = load ptr, ptr %713, align 8
  %4205 = load i32, ptr %712, align 4
  %4206 = zext i32 %4205 to i64
  %4207 = getelementptr inbounds i64, ptr %4204, i64 %4206
  %4208 = load i64, ptr %4207, align 8
  %4209 = load i32, ptr %714, align 4
  %4210 = load i32, ptr %715, align 4
  store ptr %4203, ptr %118, align 8
  store i64 %4208, ptr %119, align 8
  store i32 %4209, ptr %120, align 4
  store i32 %4210, ptr %121, align 4
  %4211 = load i64, ptr %119, align 8
  %4212 = call i64 @HUF_getNbBits(i64 noundef %4211)
  %4213 = load ptr, ptr %118, align 8
  %4214 = load i32, ptr %120, align 4
  %4215 = sext i32 %4214 to i64
  %4216 = getelementptr inbounds [2 x i64], ptr %4213, i64 0, i64 %4215
  %4217 = load i64, ptr %4216, align 8
  %4218 = lshr i64 %4217, %4212
  store i64 %4218, ptr %4216, align 8
  %4219 = load i32, ptr %121, align 4
  %4220 = icmp ne i32 %4219, 0
  br i1 %4220, label %4221, label %4224

4221:                                             ; preds = %4193
  %4222 = load i64, ptr %119, align 8
  %4223 = call i64 @HUF_getValueFast(i64 noundef %4222)
  br label %4227

4224:                                             ; preds = %4193
  %4225 = load i64, ptr %119, align 8
  %4226 = call i64 @HUF_getValue(i64 noundef %4225)
  br label %4227

4227:                                             ; preds = %4221, %4224
  %4228 = phi i64 [ %4223, %4221 ], [ %4226, %4224 ]
  %4229 = load ptr, ptr %118, align 8
  %4230 = load i32, ptr %120, align 4
  %4231 = sext i32 %4230 to i64
  %4232 = getelementptr inbounds [2 x i64], ptr %4229, i64 0, i64 %4231
  %4233 = load i64, ptr %4232, align 8
  %4234 = or i64 %4233, %4228
  store i64 %4234, ptr %4232, align 8
  %4235 = load i64, ptr %119, align 8
  %4236 = call i64 @HUF_getNbBitsFast(i64 noundef %4235)
  %4237 = load ptr, ptr %118, align 8
  %4238 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4237, i32 0, i32 1
  %4239 = load i32, ptr %120, align 4
  %4240 = sext i32 %4239 to i64
  %4241 = getelementptr inbounds [2 x i64], ptr %4238, i64 0, i64 %4240
  %4242 = load i64, ptr %4241, align 8
  %4243 = add i64 %4242, %4236
  store i64 %4243, ptr %4241, align 8
  %4244 = load i32, ptr %908, align 4
  %4245 = add nsw i32 %4244, -1
  store i32 %4245, ptr %908, align 4
  br label %4190, !llvm.loop !44

4246:                                             ; preds = %4190
  %4247 = load ptr, ptr %900, align 8
  %4248 = load i32, ptr %905, align 4
  store ptr %4247, ptr %421, align 8
  store i32 %4248, ptr %422, align 4
  %4249 = load ptr, ptr %421, align 8
  %4250 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4249, i32 0, i32 1
  %4251 = load i64, ptr %4250, align 8
  %4252 = and i64 %4251, 255
  store i64 %4252, ptr %423, align 8
  %4253 = load i64, ptr %423, align 8
  %4254 = lshr i64 %4253, 3
  store i64 %4254, ptr %424, align 8
  %4255 = load ptr, ptr %421, align 8
  %4256 = load i64, ptr %4255, align 8
  %4257 = load i64, ptr %423, align 8
  %4258 = sub i64 64, %4257
  %4259 = lshr i64 %4256, %4258
  store i64 %4259, ptr %425, align 8
  %4260 = load ptr, ptr %421, align 8
  %4261 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4260, i32 0, i32 1
  %4262 = load i64, ptr %4261, align 8
  %4263 = and i64 %4262, 7
  store i64 %4263, ptr %4261, align 8
  %4264 = load ptr, ptr %421, align 8
  %4265 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4264, i32 0, i32 3
  %4266 = load ptr, ptr %4265, align 8
  %4267 = load i64, ptr %425, align 8
  call void @MEM_writeLEST(ptr noundef %4266, i64 noundef %4267)
  %4268 = load i64, ptr %424, align 8
  %4269 = load ptr, ptr %421, align 8
  %4270 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4269, i32 0, i32 3
  %4271 = load ptr, ptr %4270, align 8
  %4272 = getelementptr inbounds i8, ptr %4271, i64 %4268
  store ptr %4272, ptr %4270, align 8
  %4273 = load i32, ptr %422, align 4
  %4274 = icmp ne i32 %4273, 0
  br i1 %4274, label %4289, label %4275

4275:                                             ; preds = %4246
  %4276 = load ptr, ptr %421, align 8
  %4277 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4276, i32 0, i32 3
  %4278 = load ptr, ptr %4277, align 8
  %4279 = load ptr, ptr %421, align 8
  %4280 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4279, i32 0, i32 4
  %4281 = load ptr, ptr %4280, align 8
  %4282 = icmp ugt ptr %4278, %4281
  br i1 %4282, label %4283, label %4289

4283:                                             ; preds = %4275
  %4284 = load ptr, ptr %421, align 8
  %4285 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4284, i32 0, i32 4
  %4286 = load ptr, ptr %4285, align 8
  %4287 = load ptr, ptr %421, align 8
  %4288 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4287, i32 0, i32 3
  store ptr %4286, ptr %4288, align 8
  br label %4289

4289:                                             ; preds = %4246, %4275, %4283
  br label %4290

4290:                                             ; preds = %4289, %4178
  %4291 = load i32, ptr %907, align 4
  %4292 = load i32, ptr %904, align 4
  %4293 = mul nsw i32 2, %4292
  %4294 = srem i32 %4291, %4293
  %4295 = icmp ne i32 %4294, 0
  br i1 %4295, label %4296, label %4454

4296:                                             ; preds = %4290
  store i32 1, ptr %909, align 4
  br label %4297

4297:                                             ; preds = %4336, %4296
  %4298 = load i32, ptr %909, align 4
  %4299 = load i32, ptr %904, align 4
  %4300 = icmp slt i32 %4298, %4299
  br i1 %4300, label %4301, label %4355

4301:                                             ; preds = %4297
  %4302 = load ptr, ptr %900, align 8
  %4303 = load ptr, ptr %901, align 8
  %4304 = load i32, ptr %907, align 4
  %4305 = load i32, ptr %909, align 4
  %4306 = sub nsw i32 %4304, %4305
  %4307 = sext i32 %4306 to i64
  %4308 = getelementptr inbounds i8, ptr %4303, i64 %4307
  %4309 = load i8, ptr %4308, align 1
  %4310 = zext i8 %4309 to i32
  %4311 = load ptr, ptr %903, align 8
  store ptr %4302, ptr %706, align 8
  store i32 %4310, ptr %707, align 4
  store ptr %4311, ptr %708, align 8
  store i32 0, ptr %709, align 4
  store i32 1, ptr %710, align 4
  %4312 = load ptr, ptr %706, align 8
  %4313 = load ptr, ptr %708, align 8
  %4314 = load i32, ptr %707, align 4
  %4315 = zext i32 %4314 to i64
  %4316 = getelementptr inbounds i64, ptr %4313, i64 %4315
  %4317 = load i64, ptr %4316, align 8
  %4318 = load i32, ptr %709, align 4
  %4319 = load i32, ptr %710, align 4
  store ptr %4312, ptr %122, align 8
  store i64 %4317, ptr %123, align 8
  store i32 %4318, ptr %124, align 4
  store i32 %4319, ptr %125, align 4
  %4320 = load i64, ptr %123, align 8
  %4321 = call i64 @HUF_getNbBits(i64 noundef %4320)
  %4322 = load ptr, ptr %122, align 8
  %4323 = load i32, ptr %124, align 4
  %4324 = sext i32 %4323 to i64
  %4325 = getelementptr inbounds [2 x i64], ptr %4322, i64 0, i64 %4324
  %4326 = load i64, ptr %4325, align 8
  %4327 = lshr i64 %4326, %4321
  store i64 %4327, ptr %4325, align 8
  %4328 = load i32, ptr %125, align 4
  %4329 = icmp ne i32 %4328, 0
  br i1 %4329, label %4330, label %4333

4330:                                             ; preds = %4301
  %4331 = load i64, ptr %123, align 8
  %4332 = call i64 @HUF_getValueFast(i64 noundef %4331)
  br label %4336

4333:                                             ; preds = %4301
  %4334 = load i64, ptr %123, align 8
  %4335 = call i64 @HUF_getValue(i64 noundef %4334)
  br label %4336

4336:                                             ; preds = %4330, %4333
  %4337 = phi i64 [ %4332, %4330 ], [ %4335, %4333 ]
  %4338 = load ptr, ptr %122, align 8
  %4339 = load i32, ptr %124, align 4
  %4340 = sext i32 %4339 to i64
  %4341 = getelementptr inbounds [2 x i64], ptr %4338, i64 0, i64 %4340
  %4342 = load i64, ptr %4341, align 8
  %4343 = or i64 %4342, %4337
  store i64 %4343, ptr %4341, align 8
  %4344 = load i64, ptr %123, align 8
  %4345 = call i64 @HUF_getNbBitsFast(i64 noundef %4344)
  %4346 = load ptr, ptr %122, align 8
  %4347 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4346, i32 0, i32 1
  %4348 = load i32, ptr %124, align 4
  %4349 = sext i32 %4348 to i64
  %4350 = getelementptr inbounds [2 x i64], ptr %4347, i64 0, i64 %4349
  %4351 = load i64, ptr %4350, align 8
  %4352 = add i64 %4351, %4345
  store i64 %4352, ptr %4350, align 8
  %4353 = load i32, ptr %909, align 4
  %4354 = add nsw i32 %4353, 1
  store i32 %4354, ptr %909, align 4
  br label %4297, !llvm.loop !45

4355:                                             ; preds = %4297
  %4356 = load ptr, ptr %900, align 8
  %4357 = load ptr, ptr %901, align 8
  %4358 = load i32, ptr %907, align 4
  %4359 = load i32, ptr %904, align 4
  %4360 = sub nsw i32 %4358, %4359
  %4361 = sext i32 %4360 to i64
  %4362 = getelementptr inbounds i8, ptr %4357, i64 %4361
  %4363 = load i8, ptr %4362, align 1
  %4364 = zext i8 %4363 to i32
  %4365 = load ptr, ptr %903, align 8
  %4366 = load i32, ptr %906, align 4
  store ptr %4356, ptr %701, align 8
  store i32 %4364, ptr %702, align 4
  store ptr %4365, ptr %703, align 8
  store i32 0, ptr %704, align 4
  store i32 %4366, ptr %705, align 4
  %4367 = load ptr, ptr %701, align 8
  %4368 = load ptr, ptr %703, align 8
  %4369 = load i32, ptr %702, align 4
  %4370 = zext i32 %4369 to i64
  %4371 = getelementptr inbounds i64, ptr %4368, i64 %4370
  %4372 = load i64, ptr %4371, align 8
  %4373 = load i32, ptr %704, align 4
  %4374 = load i32, ptr %705, align 4
  store ptr %4367, ptr %126, align 8
  store i64 %4372, ptr %127, align 8
  store i32 %4373, ptr %128, align 4
  store i32 %4374, ptr %129, align 4
  %4375 = load i64, ptr %127, align 8
  %4376 = call i64 @HUF_getNbBits(i64 noundef %4375)
  %4377 = load ptr, ptr %126, align 8
  %4378 = load i32, ptr %128, align 4
  %4379 = sext i32 %4378 to i64
  %4380 = getelementptr inbounds [2 x i64], ptr %4377, i64 0, i64 %4379
  %4381 = load i64, ptr %4380, align 8
  %4382 = lshr i64 %4381, %4376
  store i64 %4382, ptr %4380, align 8
  %4383 = load i32, ptr %129, align 4
  %4384 = icmp ne i32 %4383, 0
  br i1 %4384, label %4385, label %4388

4385:                                             ; preds = %4355
  %4386 = load i64, ptr %127, align 8
  %4387 = call i64 @HUF_getValueFast(i64 noundef %4386)
  br label %4391

4388:                                             ; preds = %4355
  %4389 = load i64, ptr %127, align 8
  %4390 = call i64 @HUF_getValue(i64 noundef %4389)
  br label %4391

4391:                                             ; preds = %4385, %4388
  %4392 = phi i64 [ %4387, %4385 ], [ %4390, %4388 ]
  %4393 = load ptr, ptr %126, align 8
  %4394 = load i32, ptr %128, align 4
  %4395 = sext i32 %4394 to i64
  %4396 = getelementptr inbounds [2 x i64], ptr %4393, i64 0, i64 %4395
  %4397 = load i64, ptr %4396, align 8
  %4398 = or i64 %4397, %4392
  store i64 %4398, ptr %4396, align 8
  %4399 = load i64, ptr %127, align 8
  %4400 = call i64 @HUF_getNbBitsFast(i64 noundef %4399)
  %4401 = load ptr, ptr %126, align 8
  %4402 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4401, i32 0, i32 1
  %4403 = load i32, ptr %128, align 4
  %4404 = sext i32 %4403 to i64
  %4405 = getelementptr inbounds [2 x i64], ptr %4402, i64 0, i64 %4404
  %4406 = load i64, ptr %4405, align 8
  %4407 = add i64 %4406, %4400
  store i64 %4407, ptr %4405, align 8
  %4408 = load ptr, ptr %900, align 8
  %4409 = load i32, ptr %905, align 4
  store ptr %4408, ptr %416, align 8
  store i32 %4409, ptr %417, align 4
  %4410 = load ptr, ptr %416, align 8
  %4411 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4410, i32 0, i32 1
  %4412 = load i64, ptr %4411, align 8
  %4413 = and i64 %4412, 255
  store i64 %4413, ptr %418, align 8
  %4414 = load i64, ptr %418, align 8
  %4415 = lshr i64 %4414, 3
  store i64 %4415, ptr %419, align 8
  %4416 = load ptr, ptr %416, align 8
  %4417 = load i64, ptr %4416, align 8
  %4418 = load i64, ptr %418, align 8
  %4419 = sub i64 64, %4418
  %4420 = lshr i64 %4417, %4419
  store i64 %4420, ptr %420, align 8
  %4421 = load ptr, ptr %416, align 8
  %4422 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4421, i32 0, i32 1
  %4423 = load i64, ptr %4422, align 8
  %4424 = and i64 %4423, 7
  store i64 %4424, ptr %4422, align 8
  %4425 = load ptr, ptr %416, align 8
  %4426 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4425, i32 0, i32 3
  %4427 = load ptr, ptr %4426, align 8
  %4428 = load i64, ptr %420, align 8
  call void @MEM_writeLEST(ptr noundef %4427, i64 noundef %4428)
  %4429 = load i64, ptr %419, align 8
  %4430 = load ptr, ptr %416, align 8
  %4431 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4430, i32 0, i32 3
  %4432 = load ptr, ptr %4431, align 8
  %4433 = getelementptr inbounds i8, ptr %4432, i64 %4429
  store ptr %4433, ptr %4431, align 8
  %4434 = load i32, ptr %417, align 4
  %4435 = icmp ne i32 %4434, 0
  br i1 %4435, label %4450, label %4436

4436:                                             ; preds = %4391
  %4437 = load ptr, ptr %416, align 8
  %4438 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4437, i32 0, i32 3
  %4439 = load ptr, ptr %4438, align 8
  %4440 = load ptr, ptr %416, align 8
  %4441 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4440, i32 0, i32 4
  %4442 = load ptr, ptr %4441, align 8
  %4443 = icmp ugt ptr %4439, %4442
  br i1 %4443, label %4444, label %4450

4444:                                             ; preds = %4436
  %4445 = load ptr, ptr %416, align 8
  %4446 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4445, i32 0, i32 4
  %4447 = load ptr, ptr %4446, align 8
  %4448 = load ptr, ptr %416, align 8
  %4449 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4448, i32 0, i32 3
  store ptr %4447, ptr %4449, align 8
  br label %4450

4450:                                             ; preds = %4391, %4436, %4444
  %4451 = load i32, ptr %904, align 4
  %4452 = load i32, ptr %907, align 4
  %4453 = sub nsw i32 %4452, %4451
  store i32 %4453, ptr %907, align 4
  br label %4454

4454:                                             ; preds = %4450, %4290
  br label %4455

4455:                                             ; preds = %4799, %4454
  %4456 = load i32, ptr %907, align 4
  %4457 = icmp sgt i32 %4456, 0
  br i1 %4457, label %4458, label %4804

4458:                                             ; preds = %4455
  store i32 1, ptr %910, align 4
  br label %4459

4459:                                             ; preds = %4498, %4458
  %4460 = load i32, ptr %910, align 4
  %4461 = load i32, ptr %904, align 4
  %4462 = icmp slt i32 %4460, %4461
  br i1 %4462, label %4463, label %4517

4463:                                             ; preds = %4459
  %4464 = load ptr, ptr %900, align 8
  %4465 = load ptr, ptr %901, align 8
  %4466 = load i32, ptr %907, align 4
  %4467 = load i32, ptr %910, align 4
  %4468 = sub nsw i32 %4466, %4467
  %4469 = sext i32 %4468 to i64
  %4470 = getelementptr inbounds i8, ptr %4465, i64 %4469
  %4471 = load i8, ptr %4470, align 1
  %4472 = zext i8 %4471 to i32
  %4473 = load ptr, ptr %903, align 8
  store ptr %4464, ptr %696, align 8
  store i32 %4472, ptr %697, align 4
  store ptr %4473, ptr %698, align 8
  store i32 0, ptr %699, align 4
  store i32 1, ptr %700, align 4
  %4474 = load ptr, ptr %696, align 8
  %4475 = load ptr, ptr %698, align 8
  %4476 = load i32, ptr %697, align 4
  %4477 = zext i32 %4476 to i64
  %4478 = getelementptr inbounds i64, ptr %4475, i64 %4477
  %4479 = load i64, ptr %4478, align 8
  %4480 = load i32, ptr %699, align 4
  %4481 = load i32, ptr %700, align 4
  store ptr %4474, ptr %130, align 8
  store i64 %4479, ptr %131, align 8
  store i32 %4480, ptr %132, align 4
  store i32 %4481, ptr %133, align 4
  %4482 = load i64, ptr %131, align 8
  %4483 = call i64 @HUF_getNbBits(i64 noundef %4482)
  %4484 = load ptr, ptr %130, align 8
  %4485 = load i32, ptr %132, align 4
  %4486 = sext i32 %4485 to i64
  %4487 = getelementptr inbounds [2 x i64], ptr %4484, i64 0, i64 %4486
  %4488 = load i64, ptr %4487, align 8
  %4489 = lshr i64 %4488, %4483
  store i64 %4489, ptr %4487, align 8
  %4490 = load i32, ptr %133, align 4
  %4491 = icmp ne i32 %4490, 0
  br i1 %4491, label %4492, label %4495

4492:                                             ; preds = %4463
  %4493 = load i64, ptr %131, align 8
  %4494 = call i64 @HUF_getValueFast(i64 noundef %4493)
  br label %4498

4495:                                             ; preds = %4463
  %4496 = load i64, ptr %131, align 8
  %4497 = call i64 @HUF_getValue(i64 noundef %4496)
  br label %4498

4498:                                             ; preds = %4492, %4495
  %4499 = phi i64 [ %4494, %4492 ], [ %4497, %4495 ]
  %4500 = load ptr, ptr %130, align 8
  %4501 = load i32, ptr %132, align 4
  %4502 = sext i32 %4501 to i64
  %4503 = getelementptr inbounds [2 x i64], ptr %4500, i64 0, i64 %4502
  %4504 = load i64, ptr %4503, align 8
  %4505 = or i64 %4504, %4499
  store i64 %4505, ptr %4503, align 8
  %4506 = load i64, ptr %131, align 8
  %4507 = call i64 @HUF_getNbBitsFast(i64 noundef %4506)
  %4508 = load ptr, ptr %130, align 8
  %4509 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4508, i32 0, i32 1
  %4510 = load i32, ptr %132, align 4
  %4511 = sext i32 %4510 to i64
  %4512 = getelementptr inbounds [2 x i64], ptr %4509, i64 0, i64 %4511
  %4513 = load i64, ptr %4512, align 8
  %4514 = add i64 %4513, %4507
  store i64 %4514, ptr %4512, align 8
  %4515 = load i32, ptr %910, align 4
  %4516 = add nsw i32 %4515, 1
  store i32 %4516, ptr %910, align 4
  br label %4459, !llvm.loop !46

4517:                                             ; preds = %4459
  %4518 = load ptr, ptr %900, align 8
  %4519 = load ptr, ptr %901, align 8
  %4520 = load i32, ptr %907, align 4
  %4521 = load i32, ptr %904, align 4
  %4522 = sub nsw i32 %4520, %4521
  %4523 = sext i32 %4522 to i64
  %4524 = getelementptr inbounds i8, ptr %4519, i64 %4523
  %4525 = load i8, ptr %4524, align 1
  %4526 = zext i8 %4525 to i32
  %4527 = load ptr, ptr %903, align 8
  %4528 = load i32, ptr %906, align 4
  store ptr %4518, ptr %681, align 8
  store i32 %4526, ptr %682, align 4
  store ptr %4527, ptr %683, align 8
  store i32 0, ptr %684, align 4
  store i32 %4528, ptr %685, align 4
  %4529 = load ptr, ptr %681, align 8
  %4530 = load ptr, ptr %683, align 8
  %4531 = load i32, ptr %682, align 4
  %4532 = zext i32 %4531 to i64
  %4533 = getelementptr inbounds i64, ptr %4530, i64 %4532
  %4534 = load i64, ptr %4533, align 8
  %4535 = load i32, ptr %684, align 4
  %4536 = load i32, ptr %685, align 4
  store ptr %4529, ptr %142, align 8
  store i64 %4534, ptr %143, align 8
  store i32 %4535, ptr %144, align 4
  store i32 %4536, ptr %145, align 4
  %4537 = load i64, ptr %143, align 8
  %4538 = call i64 @HUF_getNbBits(i64 noundef %4537)
  %4539 = load ptr, ptr %142, align 8
  %4540 = load i32, ptr %144, align 4
  %4541 = sext i32 %4540 to i64
  %4542 = getelementptr inbounds [2 x i64], ptr %4539, i64 0, i64 %4541
  %4543 = load i64, ptr %4542, align 8
  %4544 = lshr i64 %4543, %4538
  store i64 %4544, ptr %4542, align 8
  %4545 = load i32, ptr %145, align 4
  %4546 = icmp ne i32 %4545, 0
  br i1 %4546, label %4547, label %4550

4547:                                             ; preds = %4517
  %4548 = load i64, ptr %143, align 8
  %4549 = call i64 @HUF_getValueFast(i64 noundef %4548)
  br label %4553

4550:                                             ; preds = %4517
  %4551 = load i64, ptr %143, align 8
  %4552 = call i64 @HUF_getValue(i64 noundef %4551)
  br label %4553

4553:                                             ; preds = %4547, %4550
  %4554 = phi i64 [ %4549, %4547 ], [ %4552, %4550 ]
  %4555 = load ptr, ptr %142, align 8
  %4556 = load i32, ptr %144, align 4
  %4557 = sext i32 %4556 to i64
  %4558 = getelementptr inbounds [2 x i64], ptr %4555, i64 0, i64 %4557
  %4559 = load i64, ptr %4558, align 8
  %4560 = or i64 %4559, %4554
  store i64 %4560, ptr %4558, align 8
  %4561 = load i64, ptr %143, align 8
  %4562 = call i64 @HUF_getNbBitsFast(i64 noundef %4561)
  %4563 = load ptr, ptr %142, align 8
  %4564 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4563, i32 0, i32 1
  %4565 = load i32, ptr %144, align 4
  %4566 = sext i32 %4565 to i64
  %4567 = getelementptr inbounds [2 x i64], ptr %4564, i64 0, i64 %4566
  %4568 = load i64, ptr %4567, align 8
  %4569 = add i64 %4568, %4562
  store i64 %4569, ptr %4567, align 8
  %4570 = load ptr, ptr %900, align 8
  %4571 = load i32, ptr %905, align 4
  store ptr %4570, ptr %406, align 8
  store i32 %4571, ptr %407, align 4
  %4572 = load ptr, ptr %406, align 8
  %4573 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4572, i32 0, i32 1
  %4574 = load i64, ptr %4573, align 8
  %4575 = and i64 %4574, 255
  store i64 %4575, ptr %408, align 8
  %4576 = load i64, ptr %408, align 8
  %4577 = lshr i64 %4576, 3
  store i64 %4577, ptr %409, align 8
  %4578 = load ptr, ptr %406, align 8
  %4579 = load i64, ptr %4578, align 8
  %4580 = load i64, ptr %408, align 8
  %4581 = sub i64 64, %4580
  %4582 = lshr i64 %4579, %4581
  store i64 %4582, ptr %410, align 8
  %4583 = load ptr, ptr %406, align 8
  %4584 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4583, i32 0, i32 1
  %4585 = load i64, ptr %4584, align 8
  %4586 = and i64 %4585, 7
  store i64 %4586, ptr %4584, align 8
  %4587 = load ptr, ptr %406, align 8
  %4588 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4587, i32 0, i32 3
  %4589 = load ptr, ptr %4588, align 8
  %4590 = load i64, ptr %410, align 8
  call void @MEM_writeLEST(ptr noundef %4589, i64 noundef %4590)
  %4591 = load i64, ptr %409, align 8
  %4592 = load ptr, ptr %406, align 8
  %4593 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4592, i32 0, i32 3
  %4594 = load ptr, ptr %4593, align 8
  %4595 = getelementptr inbounds i8, ptr %4594, i64 %4591
  store ptr %4595, ptr %4593, align 8
  %4596 = load i32, ptr %407, align 4
  %4597 = icmp ne i32 %4596, 0
  br i1 %4597, label %4612, label %4598

4598:                                             ; preds = %4553
  %4599 = load ptr, ptr %406, align 8
  %4600 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4599, i32 0, i32 3
  %4601 = load ptr, ptr %4600, align 8
  %4602 = load ptr, ptr %406, align 8
  %4603 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4602, i32 0, i32 4
  %4604 = load ptr, ptr %4603, align 8
  %4605 = icmp ugt ptr %4601, %4604
  br i1 %4605, label %4606, label %4612

4606:                                             ; preds = %4598
  %4607 = load ptr, ptr %406, align 8
  %4608 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4607, i32 0, i32 4
  %4609 = load ptr, ptr %4608, align 8
  %4610 = load ptr, ptr %406, align 8
  %4611 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4610, i32 0, i32 3
  store ptr %4609, ptr %4611, align 8
  br label %4612

4612:                                             ; preds = %4553, %4598, %4606
  %4613 = load ptr, ptr %900, align 8
  store ptr %4613, ptr %301, align 8
  %4614 = load ptr, ptr %301, align 8
  %4615 = getelementptr inbounds [2 x i64], ptr %4614, i64 0, i64 1
  store i64 0, ptr %4615, align 8
  %4616 = load ptr, ptr %301, align 8
  %4617 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4616, i32 0, i32 1
  %4618 = getelementptr inbounds [2 x i64], ptr %4617, i64 0, i64 1
  store i64 0, ptr %4618, align 8
  store i32 1, ptr %910, align 4
  br label %4619

4619:                                             ; preds = %4660, %4612
  %4620 = load i32, ptr %910, align 4
  %4621 = load i32, ptr %904, align 4
  %4622 = icmp slt i32 %4620, %4621
  br i1 %4622, label %4623, label %4679

4623:                                             ; preds = %4619
  %4624 = load ptr, ptr %900, align 8
  %4625 = load ptr, ptr %901, align 8
  %4626 = load i32, ptr %907, align 4
  %4627 = load i32, ptr %904, align 4
  %4628 = sub nsw i32 %4626, %4627
  %4629 = load i32, ptr %910, align 4
  %4630 = sub nsw i32 %4628, %4629
  %4631 = sext i32 %4630 to i64
  %4632 = getelementptr inbounds i8, ptr %4625, i64 %4631
  %4633 = load i8, ptr %4632, align 1
  %4634 = zext i8 %4633 to i32
  %4635 = load ptr, ptr %903, align 8
  store ptr %4624, ptr %691, align 8
  store i32 %4634, ptr %692, align 4
  store ptr %4635, ptr %693, align 8
  store i32 1, ptr %694, align 4
  store i32 1, ptr %695, align 4
  %4636 = load ptr, ptr %691, align 8
  %4637 = load ptr, ptr %693, align 8
  %4638 = load i32, ptr %692, align 4
  %4639 = zext i32 %4638 to i64
  %4640 = getelementptr inbounds i64, ptr %4637, i64 %4639
  %4641 = load i64, ptr %4640, align 8
  %4642 = load i32, ptr %694, align 4
  %4643 = load i32, ptr %695, align 4
  store ptr %4636, ptr %134, align 8
  store i64 %4641, ptr %135, align 8
  store i32 %4642, ptr %136, align 4
  store i32 %4643, ptr %137, align 4
  %4644 = load i64, ptr %135, align 8
  %4645 = call i64 @HUF_getNbBits(i64 noundef %4644)
  %4646 = load ptr, ptr %134, align 8
  %4647 = load i32, ptr %136, align 4
  %4648 = sext i32 %4647 to i64
  %4649 = getelementptr inbounds [2 x i64], ptr %4646, i64 0, i64 %4648
  %4650 = load i64, ptr %4649, align 8
  %4651 = lshr i64 %4650, %4645
  store i64 %4651, ptr %4649, align 8
  %4652 = load i32, ptr %137, align 4
  %4653 = icmp ne i32 %4652, 0
  br i1 %4653, label %4654, label %4657

4654:                                             ; preds = %4623
  %4655 = load i64, ptr %135, align 8
  %4656 = call i64 @HUF_getValueFast(i64 noundef %4655)
  br label %4660

4657:                                             ; preds = %4623
  %4658 = load i64, ptr %135, align 8
  %4659 = call i64 @HUF_getValue(i64 noundef %4658)
  br label %4660

4660:                                             ; preds = %4654, %4657
  %4661 = phi i64 [ %4656, %4654 ], [ %4659, %4657 ]
  %4662 = load ptr, ptr %134, align 8
  %4663 = load i32, ptr %136, align 4
  %4664 = sext i32 %4663 to i64
  %4665 = getelementptr inbounds [2 x i64], ptr %4662, i64 0, i64 %4664
  %4666 = load i64, ptr %4665, align 8
  %4667 = or i64 %4666, %4661
  store i64 %4667, ptr %4665, align 8
  %4668 = load i64, ptr %135, align 8
  %4669 = call i64 @HUF_getNbBitsFast(i64 noundef %4668)
  %4670 = load ptr, ptr %134, align 8
  %4671 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4670, i32 0, i32 1
  %4672 = load i32, ptr %136, align 4
  %4673 = sext i32 %4672 to i64
  %4674 = getelementptr inbounds [2 x i64], ptr %4671, i64 0, i64 %4673
  %4675 = load i64, ptr %4674, align 8
  %4676 = add i64 %4675, %4669
  store i64 %4676, ptr %4674, align 8
  %4677 = load i32, ptr %910, align 4
  %4678 = add nsw i32 %4677, 1
  store i32 %4678, ptr %910, align 4
  br label %4619, !llvm.loop !47

4679:                                             ; preds = %4619
  %4680 = load ptr, ptr %900, align 8
  %4681 = load ptr, ptr %901, align 8
  %4682 = load i32, ptr %907, align 4
  %4683 = load i32, ptr %904, align 4
  %4684 = sub nsw i32 %4682, %4683
  %4685 = load i32, ptr %904, align 4
  %4686 = sub nsw i32 %4684, %4685
  %4687 = sext i32 %4686 to i64
  %4688 = getelementptr inbounds i8, ptr %4681, i64 %4687
  %4689 = load i8, ptr %4688, align 1
  %4690 = zext i8 %4689 to i32
  %4691 = load ptr, ptr %903, align 8
  %4692 = load i32, ptr %906, align 4
  store ptr %4680, ptr %686, align 8
  store i32 %4690, ptr %687, align 4
  store ptr %4691, ptr %688, align 8
  store i32 1, ptr %689, align 4
  store i32 %4692, ptr %690, align 4
  %4693 = load ptr, ptr %686, align 8
  %4694 = load ptr, ptr %688, align 8
  %4695 = load i32, ptr %687, align 4
  %4696 = zext i32 %4695 to i64
  %4697 = getelementptr inbounds i64, ptr %4694, i64 %4696
  %4698 = load i64, ptr %4697, align 8
  %4699 = load i32, ptr %689, align 4
  %4700 = load i32, ptr %690, align 4
  store ptr %4693, ptr %138, align 8
  store i64 %4698, ptr %139, align 8
  store i32 %4699, ptr %140, align 4
  store i32 %4700, ptr %141, align 4
  %4701 = load i64, ptr %139, align 8
  %4702 = call i64 @HUF_getNbBits(i64 noundef %4701)
  %4703 = load ptr, ptr %138, align 8
  %4704 = load i32, ptr %140, align 4
  %4705 = sext i32 %4704 to i64
  %4706 = getelementptr inbounds [2 x i64], ptr %4703, i64 0, i64 %4705
  %4707 = load i64, ptr %4706, align 8
  %4708 = lshr i64 %4707, %4702
  store i64 %4708, ptr %4706, align 8
  %4709 = load i32, ptr %141, align 4
  %4710 = icmp ne i32 %4709, 0
  br i1 %4710, label %4711, label %4714

4711:                                             ; preds = %4679
  %4712 = load i64, ptr %139, align 8
  %4713 = call i64 @HUF_getValueFast(i64 noundef %4712)
  br label %4717

4714:                                             ; preds = %4679
  %4715 = load i64, ptr %139, align 8
  %4716 = call i64 @HUF_getValue(i64 noundef %4715)
  br label %4717

4717:                                             ; preds = %4711, %4714
  %4718 = phi i64 [ %4713, %4711 ], [ %4716, %4714 ]
  %4719 = load ptr, ptr %138, align 8
  %4720 = load i32, ptr %140, align 4
  %4721 = sext i32 %4720 to i64
  %4722 = getelementptr inbounds [2 x i64], ptr %4719, i64 0, i64 %4721
  %4723 = load i64, ptr %4722, align 8
  %4724 = or i64 %4723, %4718
  store i64 %4724, ptr %4722, align 8
  %4725 = load i64, ptr %139, align 8
  %4726 = call i64 @HUF_getNbBitsFast(i64 noundef %4725)
  %4727 = load ptr, ptr %138, align 8
  %4728 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4727, i32 0, i32 1
  %4729 = load i32, ptr %140, align 4
  %4730 = sext i32 %4729 to i64
  %4731 = getelementptr inbounds [2 x i64], ptr %4728, i64 0, i64 %4730
  %4732 = load i64, ptr %4731, align 8
  %4733 = add i64 %4732, %4726
  store i64 %4733, ptr %4731, align 8
  %4734 = load ptr, ptr %900, align 8
  store ptr %4734, ptr %291, align 8
  %4735 = load ptr, ptr %291, align 8
  %4736 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4735, i32 0, i32 1
  %4737 = getelementptr inbounds [2 x i64], ptr %4736, i64 0, i64 1
  %4738 = load i64, ptr %4737, align 8
  %4739 = and i64 %4738, 255
  %4740 = load ptr, ptr %291, align 8
  %4741 = load i64, ptr %4740, align 8
  %4742 = lshr i64 %4741, %4739
  store i64 %4742, ptr %4740, align 8
  %4743 = load ptr, ptr %291, align 8
  %4744 = getelementptr inbounds [2 x i64], ptr %4743, i64 0, i64 1
  %4745 = load i64, ptr %4744, align 8
  %4746 = load ptr, ptr %291, align 8
  %4747 = load i64, ptr %4746, align 8
  %4748 = or i64 %4747, %4745
  store i64 %4748, ptr %4746, align 8
  %4749 = load ptr, ptr %291, align 8
  %4750 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4749, i32 0, i32 1
  %4751 = getelementptr inbounds [2 x i64], ptr %4750, i64 0, i64 1
  %4752 = load i64, ptr %4751, align 8
  %4753 = load ptr, ptr %291, align 8
  %4754 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4753, i32 0, i32 1
  %4755 = load i64, ptr %4754, align 8
  %4756 = add i64 %4755, %4752
  store i64 %4756, ptr %4754, align 8
  %4757 = load ptr, ptr %900, align 8
  %4758 = load i32, ptr %905, align 4
  store ptr %4757, ptr %411, align 8
  store i32 %4758, ptr %412, align 4
  %4759 = load ptr, ptr %411, align 8
  %4760 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4759, i32 0, i32 1
  %4761 = load i64, ptr %4760, align 8
  %4762 = and i64 %4761, 255
  store i64 %4762, ptr %413, align 8
  %4763 = load i64, ptr %413, align 8
  %4764 = lshr i64 %4763, 3
  store i64 %4764, ptr %414, align 8
  %4765 = load ptr, ptr %411, align 8
  %4766 = load i64, ptr %4765, align 8
  %4767 = load i64, ptr %413, align 8
  %4768 = sub i64 64, %4767
  %4769 = lshr i64 %4766, %4768
  store i64 %4769, ptr %415, align 8
  %4770 = load ptr, ptr %411, align 8
  %4771 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4770, i32 0, i32 1
  %4772 = load i64, ptr %4771, align 8
  %4773 = and i64 %4772, 7
  store i64 %4773, ptr %4771, align 8
  %4774 = load ptr, ptr %411, align 8
  %4775 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4774, i32 0, i32 3
  %4776 = load ptr, ptr %4775, align 8
  %4777 = load i64, ptr %415, align 8
  call void @MEM_writeLEST(ptr noundef %4776, i64 noundef %4777)
  %4778 = load i64, ptr %414, align 8
  %4779 = load ptr, ptr %411, align 8
  %4780 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4779, i32 0, i32 3
  %4781 = load ptr, ptr %4780, align 8
  %4782 = getelementptr inbounds i8, ptr %4781, i64 %4778
  store ptr %4782, ptr %4780, align 8
  %4783 = load i32, ptr %412, align 4
  %4784 = icmp ne i32 %4783, 0
  br i1 %4784, label %4799, label %4785

4785:                                             ; preds = %4717
  %4786 = load ptr, ptr %411, align 8
  %4787 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4786, i32 0, i32 3
  %4788 = load ptr, ptr %4787, align 8
  %4789 = load ptr, ptr %411, align 8
  %4790 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4789, i32 0, i32 4
  %4791 = load ptr, ptr %4790, align 8
  %4792 = icmp ugt ptr %4788, %4791
  br i1 %4792, label %4793, label %4799

4793:                                             ; preds = %4785
  %4794 = load ptr, ptr %411, align 8
  %4795 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4794, i32 0, i32 4
  %4796 = load ptr, ptr %4795, align 8
  %4797 = load ptr, ptr %411, align 8
  %4798 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4797, i32 0, i32 3
  store ptr %4796, ptr %4798, align 8
  br label %4799

4799:                                             ; preds = %4717, %4785, %4793
  %4800 = load i32, ptr %904, align 4
  %4801 = mul nsw i32 2, %4800
  %4802 = load i32, ptr %907, align 4
  %4803 = sub nsw i32 %4802, %4801
  store i32 %4803, ptr %907, align 4
  br label %4455, !llvm.loop !48

4804:                                             ; preds = %4455
  br label %7314

4805:                                             ; preds = %3549
  %4806 = load ptr, ptr %975, align 8
  %4807 = load i64, ptr %970, align 8
  %4808 = load ptr, ptr %974, align 8
  store ptr %978, ptr %889, align 8
  store ptr %4806, ptr %890, align 8
  store i64 %4807, ptr %891, align 8
  store ptr %4808, ptr %892, align 8
  store i32 6, ptr %893, align 4
  store i32 1, ptr %894, align 4
  store i32 0, ptr %895, align 4
  %4809 = load i64, ptr %891, align 8
  %4810 = trunc i64 %4809 to i32
  store i32 %4810, ptr %896, align 4
  %4811 = load i32, ptr %896, align 4
  %4812 = load i32, ptr %893, align 4
  %4813 = srem i32 %4811, %4812
  store i32 %4813, ptr %897, align 4
  %4814 = load i32, ptr %897, align 4
  %4815 = icmp sgt i32 %4814, 0
  br i1 %4815, label %4816, label %4917

4816:                                             ; preds = %4805
  br label %4817

4817:                                             ; preds = %4854, %4816
  %4818 = load i32, ptr %897, align 4
  %4819 = icmp sgt i32 %4818, 0
  br i1 %4819, label %4820, label %4873

4820:                                             ; preds = %4817
  %4821 = load ptr, ptr %889, align 8
  %4822 = load ptr, ptr %890, align 8
  %4823 = load i32, ptr %896, align 4
  %4824 = add nsw i32 %4823, -1
  store i32 %4824, ptr %896, align 4
  %4825 = sext i32 %4824 to i64
  %4826 = getelementptr inbounds i8, ptr %4822, i64 %4825
  %4827 = load i8, ptr %4826, align 1
  %4828 = zext i8 %4827 to i32
  %4829 = load ptr, ptr %892, align 8
  store ptr %4821, ptr %746, align 8
  store i32 %4828, ptr %747, align 4
  store ptr %4829, ptr %748, align 8
  store i32 0, ptr %749, align 4
  store i32 0, ptr %750, align 4
  %4830 = load ptr, ptr %746, align 8
  %4831 = load ptr, ptr %748, align 8
  %4832 = load i32, ptr %747, align 4
  %4833 = zext i32 %4832 to i64
  %4834 = getelementptr inbounds i64, ptr %4831, i64 %4833
  %4835 = load i64, ptr %4834, align 8
  %4836 = load i32, ptr %749, align 4
  %4837 = load i32, ptr %750, align 4
  store ptr %4830, ptr %90, align 8
  store i64 %4835, ptr %91, align 8
  store i32 %4836, ptr %92, align 4
  store i32 %4837, ptr %93, align 4
  %4838 = load i64, ptr %91, align 8
  %4839 = call i64 @HUF_getNbBits(i64 noundef %4838)
  %4840 = load ptr, ptr %90, align 8
  %4841 = load i32, ptr %92, align 4
  %4842 = sext i32 %4841 to i64
  %4843 = getelementptr inbounds [2 x i64], ptr %4840, i64 0, i64 %4842
  %4844 = load i64, ptr %4843, align 8
  %4845 = lshr i64 %4844, %4839
  store i64 %4845, ptr %4843, align 8
  %4846 = load i32, ptr %93, align 4
  %4847 = icmp ne i32 %4846, 0
  br i1 %4847, label %4848, label %4851

4848:                                             ; preds = %4820
  %4849 = load i64, ptr %91, align 8
  %4850 = call i64 @HUF_getValueFast(i64 noundef %4849)
  br label %4854

4851:                                             ; preds = %4820
  %4852 = load i64, ptr %91, align 8
  %4853 = call i64 @HUF_getValue(i64 noundef %4852)
  br label %4854

4854:                                             ; preds = %4848, %4851
  %4855 = phi i64 [ %4850, %4848 ], [ %4853, %4851 ]
  %4856 = load ptr, ptr %90, align 8
  %4857 = load i32, ptr %92, align 4
  %4858 = sext i32 %4857 to i64
  %4859 = getelementptr inbounds [2 x i64], ptr %4856, i64 0, i64 %4858
  %4860 = load i64, ptr %4859, align 8
  %4861 = or i64 %4860, %4855
  store i64 %4861, ptr %4859, align 8
  %4862 = load i64, ptr %91, align 8
  %4863 = call i64 @HUF_getNbBitsFast(i64 noundef %4862)
  %4864 = load ptr, ptr %90, align 8
  %4865 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4864, i32 0, i32 1
  %4866 = load i32, ptr %92, align 4
  %4867 = sext i32 %4866 to i64
  %4868 = getelementptr inbounds [2 x i64], ptr %4865, i64 0, i64 %4867
  %4869 = load i64, ptr %4868, align 8
  %4870 = add i64 %4869, %4863
  store i64 %4870, ptr %4868, align 8
  %4871 = load i32, ptr %897, align 4
  %4872 = add nsw i32 %4871, -1
  store i32 %4872, ptr %897, align 4
  br label %4817, !llvm.loop !44

4873:                                             ; preds = %4817
  %4874 = load ptr, ptr %889, align 8
  %4875 = load i32, ptr %894, align 4
  store ptr %4874, ptr %441, align 8
  store i32 %4875, ptr %442, align 4
  %4876 = load ptr, ptr %441, align 8
  %4877 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4876, i32 0, i32 1
  %4878 = load i64, ptr %4877, align 8
  %4879 = and i64 %4878, 255
  store i64 %4879, ptr %443, align 8
  %4880 = load i64, ptr %443, align 8
  %4881 = lshr i64 %4880, 3
  store i64 %4881, ptr %444, align 8
  %4882 = load ptr, ptr %441, align 8
  %4883 = load i64, ptr %4882, align 8
  %4884 = load i64, ptr %443, align 8
  %4885 = sub i64 64, %4884
  %4886 = lshr i64 %4883, %4885
  store i64 %4886, ptr %445, align 8
  %4887 = load ptr, ptr %441, align 8
  %4888 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4887, i32 0, i32 1
  %4889 = load i64, ptr %4888, align 8
  %4890 = and i64 %4889, 7
  store i64 %4890, ptr %4888, align 8
  %4891 = load ptr, ptr %441, align 8
  %4892 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4891, i32 0, i32 3
  %4893 = load ptr, ptr %4892, align 8
  %4894 = load i64, ptr %445, align 8
  call void @MEM_writeLEST(ptr noundef %4893, i64 noundef %4894)
  %4895 = load i64, ptr %444, align 8
  %4896 = load ptr, ptr %441, align 8
  %4897 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4896, i32 0, i32 3
  %4898 = load ptr, ptr %4897, align 8
  %4899 = getelementptr inbounds i8, ptr %4898, i64 %4895
  store ptr %4899, ptr %4897, align 8
  %4900 = load i32, ptr %442, align 4
  %4901 = icmp ne i32 %4900, 0
  br i1 %4901, label %4916, label %4902

4902:                                             ; preds = %4873
  %4903 = load ptr, ptr %441, align 8
  %4904 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4903, i32 0, i32 3
  %4905 = load ptr, ptr %4904, align 8
  %4906 = load ptr, ptr %441, align 8
  %4907 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4906, i32 0, i32 4
  %4908 = load ptr, ptr %4907, align 8
  %4909 = icmp ugt ptr %4905, %4908
  br i1 %4909, label %4910, label %4916

4910:                                             ; preds = %4902
  %4911 = load ptr, ptr %441, align 8
  %4912 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4911, i32 0, i32 4
  %4913 = load ptr, ptr %4912, align 8
  %4914 = load ptr, ptr %441, align 8
  %4915 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4914, i32 0, i32 3
  store ptr %4913, ptr %4915, align 8
  br label %4916

4916:                                             ; preds = %4873, %4902, %4910
  br label %4917

4917:                                             ; preds = %4916, %4805
  %4918 = load i32, ptr %896, align 4
  %4919 = load i32, ptr %893, align 4
  %4920 = mul nsw i32 2, %4919
  %4921 = srem i32 %4918, %4920
  %4922 = icmp ne i32 %4921, 0
  br i1 %4922, label %4923, label %5081

4923:                                             ; preds = %4917
  store i32 1, ptr %898, align 4
  br label %4924

4924:                                             ; preds = %4963, %4923
  %4925 = load i32, ptr %898, align 4
  %4926 = load i32, ptr %893, align 4
  %4927 = icmp slt i32 %4925, %4926
  br i1 %4927, label %4928, label %4982

4928:                                             ; preds = %4924
  %4929 = load ptr, ptr %889, align 8
  %4930 = load ptr, ptr %890, align 8
  %4931 = load i32, ptr %896, align 4
  %4932 = load i32, ptr %898, align 4
  %4933 = sub nsw i32 %4931, %4932
  %4934 = sext i32 %4933 to i64
  %4935 = getelementptr inbounds i8, ptr %4930, i64 %4934
  %4936 = load i8, ptr %4935, align 1
  %4937 = zext i8 %4936 to i32
  %4938 = load ptr, ptr %892, align 8
  store ptr %4929, ptr %741, align 8
  store i32 %4937, ptr %742, align 4
  store ptr %4938, ptr %743, align 8
  store i32 0, ptr %744, align 4
  store i32 1, ptr %745, align 4
  %4939 = load ptr, ptr %741, align 8
  %4940 = load ptr, ptr %743, align 8
  %4941 = load i32, ptr %742, align 4
  %4942 = zext i32 %4941 to i64
  %4943 = getelementptr inbounds i64, ptr %4940, i64 %4942
  %4944 = load i64, ptr %4943, align 8
  %4945 = load i32, ptr %744, align 4
  %4946 = load i32, ptr %745, align 4
  store ptr %4939, ptr %94, align 8
  store i64 %4944, ptr %95, align 8
  store i32 %4945, ptr %96, align 4
  store i32 %4946, ptr %97, align 4
  %4947 = load i64, ptr %95, align 8
  %4948 = call i64 @HUF_getNbBits(i64 noundef %4947)
  %4949 = load ptr, ptr %94, align 8
  %4950 = load i32, ptr %96, align 4
  %4951 = sext i32 %4950 to i64
  %4952 = getelementptr inbounds [2 x i64], ptr %4949, i64 0, i64 %4951
  %4953 = load i64, ptr %4952, align 8
  %4954 = lshr i64 %4953, %4948
  store i64 %4954, ptr %4952, align 8
  %4955 = load i32, ptr %97, align 4
  %4956 = icmp ne i32 %4955, 0
  br i1 %4956, label %4957, label %4960

4957:                                             ; preds = %4928
  %4958 = load i64, ptr %95, align 8
  %4959 = call i64 @HUF_getValueFast(i64 noundef %4958)
  br label %4963

4960:                                             ; preds = %4928
  %4961 = load i64, ptr %95, align 8
  %4962 = call i64 @HUF_getValue(i64 noundef %4961)
  br label %4963

4963:                                             ; preds = %4957, %4960
  %4964 = phi i64 [ %4959, %4957 ], [ %4962, %4960 ]
  %4965 = load ptr, ptr %94, align 8
  %4966 = load i32, ptr %96, align 4
  %4967 = sext i32 %4966 to i64
  %4968 = getelementptr inbounds [2 x i64], ptr %4965, i64 0, i64 %4967
  %4969 = load i64, ptr %4968, align 8
  %4970 = or i64 %4969, %4964
  store i64 %4970, ptr %4968, align 8
  %4971 = load i64, ptr %95, align 8
  %4972 = call i64 @HUF_getNbBitsFast(i64 noundef %4971)
  %4973 = load ptr, ptr %94, align 8
  %4974 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4973, i32 0, i32 1
  %4975 = load i32, ptr %96, align 4
  %4976 = sext i32 %4975 to i64
  %4977 = getelementptr inbounds [2 x i64], ptr %4974, i64 0, i64 %4976
  %4978 = load i64, ptr %4977, align 8
  %4979 = add i64 %4978, %4972
  store i64 %4979, ptr %4977, align 8
  %4980 = load i32, ptr %898, align 4
  %4981 = add nsw i32 %4980, 1
  store i32 %4981, ptr %898, align 4
  br label %4924, !llvm.loop !45

4982:                                             ; preds = %4924
  %4983 = load ptr, ptr %889, align 8
  %4984 = load ptr, ptr %890, align 8
  %4985 = load i32, ptr %896, align 4
  %4986 = load i32, ptr %893, align 4
  %4987 = sub nsw i32 %4985, %4986
  %4988 = sext i32 %4987 to i64
  %4989 = getelementptr inbounds i8, ptr %4984, i64 %4988
  %4990 = load i8, ptr %4989, align 1
  %4991 = zext i8 %4990 to i32
  %4992 = load ptr, ptr %892, align 8
  %4993 = load i32, ptr %895, align 4
  store ptr %4983, ptr %736, align 8
  store i32 %4991, ptr %737, align 4
  store ptr %4992, ptr %738, align 8
  store i32 0, ptr %739, align 4
  store i32 %4993, ptr %740, align 4
  %4994 = load ptr, ptr %736, align 8
  %4995 = load ptr, ptr %738, align 8
  %4996 = load i32, ptr %737, align 4
  %4997 = zext i32 %4996 to i64
  %4998 = getelementptr inbounds i64, ptr %4995, i64 %4997
  %4999 = load i64, ptr %4998, align 8
  %5000 = load i32, ptr %739, align 4
  %5001 = load i32, ptr %740, align 4
  store ptr %4994, ptr %98, align 8
  store i64 %4999, ptr %99, align 8
  store i32 %5000, ptr %100, align 4
  store i32 %5001, ptr %101, align 4
  %5002 = load i64, ptr %99, align 8
  %5003 = call i64 @HUF_getNbBits(i64 noundef %5002)
  %5004 = load ptr, ptr %98, align 8
  %5005 = load i32, ptr %100, align 4
  %5006 = sext i32 %5005 to i64
  %5007 = getelementptr inbounds [2 x i64], ptr %5004, i64 0, i64 %5006
  %5008 = load i64, ptr %5007, align 8
  %5009 = lshr i64 %5008, %5003
  store i64 %5009, ptr %5007, align 8
  %5010 = load i32, ptr %101, align 4
  %5011 = icmp ne i32 %5010, 0
  br i1 %5011, label %5012, label %5015

5012:                                             ; preds = %4982
  %5013 = load i64, ptr %99, align 8
  %5014 = call i64 @HUF_getValueFast(i64 noundef %5013)
  br label %5018

5015:                                             ; preds = %4982
  %5016 = load i64, ptr %99, align 8
  %5017 = call i64 @HUF_getValue(i64 noundef %5016)
  br label %5018

5018:                                             ; preds = %5012, %5015
  %5019 = phi i64 [ %5014, %5012 ], [ %5017, %5015 ]
  %5020 = load ptr, ptr %98, align 8
  %5021 = load i32, ptr %100, align 4
  %5022 = sext i32 %5021 to i64
  %5023 = getelementptr inbounds [2 x i64], ptr %5020, i64 0, i64 %5022
  %5024 = load i64, ptr %5023, align 8
  %5025 = or i64 %5024, %5019
  store i64 %5025, ptr %5023, align 8
  %5026 = load i64, ptr %99, align 8
  %5027 = call i64 @HUF_getNbBitsFast(i64 noundef %5026)
  %5028 = load ptr, ptr %98, align 8
  %5029 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5028, i32 0, i32 1
  %5030 = load i32, ptr %100, align 4
  %5031 = sext i32 %5030 to i64
  %5032 = getelementptr inbounds [2 x i64], ptr %5029, i64 0, i64 %5031
  %5033 = load i64, ptr %5032, align 8
  %5034 = add i64 %5033, %5027
  store i64 %5034, ptr %5032, align 8
  %5035 = load ptr, ptr %889, align 8
  %5036 = load i32, ptr %894, align 4
  store ptr %5035, ptr %436, align 8
  store i32 %5036, ptr %437, align 4
  %5037 = load ptr, ptr %436, align 8
  %5038 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5037, i32 0, i32 1
  %5039 = load i64, ptr %5038, align 8
  %5040 = and i64 %5039, 255
  store i64 %5040, ptr %438, align 8
  %5041 = load i64, ptr %438, align 8
  %5042 = lshr i64 %5041, 3
  store i64 %5042, ptr %439, align 8
  %5043 = load ptr, ptr %436, align 8
  %5044 = load i64, ptr %5043, align 8
  %5045 = load i64, ptr %438, align 8
  %5046 = sub i64 64, %5045
  %5047 = lshr i64 %5044, %5046
  store i64 %5047, ptr %440, align 8
  %5048 = load ptr, ptr %436, align 8
  %5049 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5048, i32 0, i32 1
  %5050 = load i64, ptr %5049, align 8
  %5051 = and i64 %5050, 7
  store i64 %5051, ptr %5049, align 8
  %5052 = load ptr, ptr %436, align 8
  %5053 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5052, i32 0, i32 3
  %5054 = load ptr, ptr %5053, align 8
  %5055 = load i64, ptr %440, align 8
  call void @MEM_writeLEST(ptr noundef %5054, i64 noundef %5055)
  %5056 = load i64, ptr %439, align 8
  %5057 = load ptr, ptr %436, align 8
  %5058 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5057, i32 0, i32 3
  %5059 = load ptr, ptr %5058, align 8
  %5060 = getelementptr inbounds i8, ptr %5059, i64 %5056
  store ptr %5060, ptr %5058, align 8
  %5061 = load i32, ptr %437, align 4
  %5062 = icmp ne i32 %5061, 0
  br i1 %5062, label %5077, label %5063

5063:                                             ; preds = %5018
  %5064 = load ptr, ptr %436, align 8
  %5065 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5064, i32 0, i32 3
  %5066 = load ptr, ptr %5065, align 8
  %5067 = load ptr, ptr %436, align 8
  %5068 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5067, i32 0, i32 4
  %5069 = load ptr, ptr %5068, align 8
  %5070 = icmp ugt ptr %5066, %5069
  br i1 %5070, label %5071, label %5077

5071:                                             ; preds = %5063
  %5072 = load ptr, ptr %436, align 8
  %5073 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5072, i32 0, i32 4
  %5074 = load ptr, ptr %5073, align 8
  %5075 = load ptr, ptr %436, align 8
  %5076 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5075, i32 0, i32 3
  store ptr %5074, ptr %5076, align 8
  br label %5077

5077:                                             ; preds = %5018, %5063, %5071
  %5078 = load i32, ptr %893, align 4
  %5079 = load i32, ptr %896, align 4
  %5080 = sub nsw i32 %5079, %5078
  store i32 %5080, ptr %896, align 4
  br label %5081

5081:                                             ; preds = %5077, %4917
  br label %5082

5082:                                             ; preds = %5426, %5081
  %5083 = load i32, ptr %896, align 4
  %5084 = icmp sgt i32 %5083, 0
  br i1 %5084, label %5085, label %5431

5085:                                             ; preds = %5082
  store i32 1, ptr %899, align 4
  br label %5086

5086:                                             ; preds = %5125, %5085
  %5087 = load i32, ptr %899, align 4
  %5088 = load i32, ptr %893, align 4
  %5089 = icmp slt i32 %5087, %5088
  br i1 %5089, label %5090, label %5144

5090:                                             ; preds = %5086
  %5091 = load ptr, ptr %889, align 8
  %5092 = load ptr, ptr %890, align 8
  %5093 = load i32, ptr %896, align 4
  %5094 = load i32, ptr %899, align 4
  %5095 = sub nsw i32 %5093, %5094
  %5096 = sext i32 %5095 to i64
  %5097 = getelementptr inbounds i8, ptr %5092, i64 %5096
  %5098 = load i8, ptr %5097, align 1
  %5099 = zext i8 %5098 to i32
  %5100 = load ptr, ptr %892, align 8
  store ptr %5091, ptr %731, align 8
  store i32 %5099, ptr %732, align 4
  store ptr %5100, ptr %733, align 8
  store i32 0, ptr %734, align 4
  store i32 1, ptr %735, align 4
  %5101 = load ptr, ptr %731, align 8
  %5102 = load ptr, ptr %733, align 8
  %5103 = load i32, ptr %732, align 4
  %5104 = zext i32 %5103 to i64
  %5105 = getelementptr inbounds i64, ptr %5102, i64 %5104
  %5106 = load i64, ptr %5105, align 8
  %5107 = load i32, ptr %734, align 4
  %5108 = load i32, ptr %735, align 4
  store ptr %5101, ptr %102, align 8
  store i64 %5106, ptr %103, align 8
  store i32 %5107, ptr %104, align 4
  store i32 %5108, ptr %105, align 4
  %5109 = load i64, ptr %103, align 8
  %5110 = call i64 @HUF_getNbBits(i64 noundef %5109)
  %5111 = load ptr, ptr %102, align 8
  %5112 = load i32, ptr %104, align 4
  %5113 = sext i32 %5112 to i64
  %5114 = getelementptr inbounds [2 x i64], ptr %5111, i64 0, i64 %5113
  %5115 = load i64, ptr %5114, align 8
  %5116 = lshr i64 %5115, %5110
  store i64 %5116, ptr %5114, align 8
  %5117 = load i32, ptr %105, align 4
  %5118 = icmp ne i32 %5117, 0
  br i1 %5118, label %5119, label %5122

5119:                                             ; preds = %5090
  %5120 = load i64, ptr %103, align 8
  %5121 = call i64 @HUF_getValueFast(i64 noundef %5120)
  br label %5125

5122:                                             ; preds = %5090
  %5123 = load i64, ptr %103, align 8
  %5124 = call i64 @HUF_getValue(i64 noundef %5123)
  br label %5125

5125:                                             ; preds = %5119, %5122
  %5126 = phi i64 [ %5121, %5119 ], [ %5124, %5122 ]
  %5127 = load ptr, ptr %102, align 8
  %5128 = load i32, ptr %104, align 4
  %5129 = sext i32 %5128 to i64
  %5130 = getelementptr inbounds [2 x i64], ptr %5127, i64 0, i64 %5129
  %5131 = load i64, ptr %5130, align 8
  %5132 = or i64 %5131, %5126
  store i64 %5132, ptr %5130, align 8
  %5133 = load i64, ptr %103, align 8
  %5134 = call i64 @HUF_getNbBitsFast(i64 noundef %5133)
  %5135 = load ptr, ptr %102, align 8
  %5136 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5135, i32 0, i32 1
  %5137 = load i32, ptr %104, align 4
  %5138 = sext i32 %5137 to i64
  %5139 = getelementptr inbounds [2 x i64], ptr %5136, i64 0, i64 %5138
  %5140 = load i64, ptr %5139, align 8
  %5141 = add i64 %5140, %5134
  store i64 %5141, ptr %5139, align 8
  %5142 = load i32, ptr %899, align 4
  %5143 = add nsw i32 %5142, 1
  store i32 %5143, ptr %899, align 4
  br label %5086, !llvm.loop !46

5144:                                             ; preds = %5086
  %5145 = load ptr, ptr %889, align 8
  %5146 = load ptr, ptr %890, align 8
  %5147 = load i32, ptr %896, align 4
  %5148 = load i32, ptr %893, align 4
  %5149 = sub nsw i32 %5147, %5148
  %5150 = sext i32 %5149 to i64
  %5151 = getelementptr inbounds i8, ptr %5146, i64 %5150
  %5152 = load i8, ptr %5151, align 1
  %5153 = zext i8 %5152 to i32
  %5154 = load ptr, ptr %892, align 8
  %5155 = load i32, ptr %895, align 4
  store ptr %5145, ptr %716, align 8
  store i32 %5153, ptr %717, align 4
  store ptr %5154, ptr %718, align 8
  store i32 0, ptr %719, align 4
  store i32 %5155, ptr %720, align 4
  %5156 = load ptr, ptr %716, align 8
  %5157 = load ptr, ptr %718, align 8
  %5158 = load i32, ptr %717, align 4
  %5159 = zext i32 %5158 to i64
  %5160 = getelementptr inbounds i64, ptr %5157, i64 %5159
  %5161 = load i64, ptr %5160, align 8
  %5162 = load i32, ptr %719, align 4
  %5163 = load i32, ptr %720, align 4
  store ptr %5156, ptr %114, align 8
  store i64 %5161, ptr %115, align 8
  store i32 %5162, ptr %116, align 4
  store i32 %5163, ptr %117, align 4
  %5164 = load i64, ptr %115, align 8
  %5165 = call i64 @HUF_getNbBits(i64 noundef %5164)
  %5166 = load ptr, ptr %114, align 8
  %5167 = load i32, ptr %116, align 4
  %5168 = sext i32 %5167 to i64
  %5169 = getelementptr inbounds [2 x i64], ptr %5166, i64 0, i64 %5168
  %5170 = load i64, ptr %5169, align 8
  %5171 = lshr i64 %5170, %5165
  store i64 %5171, ptr %5169, align 8
  %5172 = load i32, ptr %117, align 4
  %5173 = icmp ne i32 %5172, 0
  br i1 %5173, label %5174, label %5177

5174:                                             ; preds = %5144
  %5175 = load i64, ptr %115, align 8
  %5176 = call i64 @HUF_getValueFast(i64 noundef %5175)
  br label %5180

5177:                                             ; preds = %5144
  %5178 = load i64, ptr %115, align 8
  %5179 = call i64 @HUF_getValue(i64 noundef %5178)
  br label %5180

5180:                                             ; preds = %5174, %5177
  %5181 = phi i64 [ %5176, %5174 ], [ %5179, %5177 ]
  %5182 = load ptr, ptr %114, align 8
  %5183 = load i32, ptr %116, align 4
  %5184 = sext i32 %5183 to i64
  %5185 = getelementptr inbounds [2 x i64], ptr %5182, i64 0, i64 %5184
  %5186 = load i64, ptr %5185, align 8
  %5187 = or i64 %5186, %5181
  store i64 %5187, ptr %5185, align 8
  %5188 = load i64, ptr %115, align 8
  %5189 = call i64 @HUF_getNbBitsFast(i64 noundef %5188)
  %5190 = load ptr, ptr %114, align 8
  %5191 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5190, i32 0, i32 1
  %5192 = load i32, ptr %116, align 4
  %5193 = sext i32 %5192 to i64
  %5194 = getelementptr inbounds [2 x i64], ptr %5191, i64 0, i64 %5193
  %5195 = load i64, ptr %5194, align 8
  %5196 = add i64 %5195, %5189
  store i64 %5196, ptr %5194, align 8
  %5197 = load ptr, ptr %889, align 8
  %5198 = load i32, ptr %894, align 4
  store ptr %5197, ptr %426, align 8
  store i32 %5198, ptr %427, align 4
  %5199 = load ptr, ptr %426, align 8
  %5200 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5199, i32 0, i32 1
  %5201 = load i64, ptr %5200, align 8
  %5202 = and i64 %5201, 255
  store i64 %5202, ptr %428, align 8
  %5203 = load i64, ptr %428, align 8
  %5204 = lshr i64 %5203, 3
  store i64 %5204, ptr %429, align 8
  %5205 = load ptr, ptr %426, align 8
  %5206 = load i64, ptr %5205, align 8
  %5207 = load i64, ptr %428, align 8
  %5208 = sub i64 64, %5207
  %5209 = lshr i64 %5206, %5208
  store i64 %5209, ptr %430, align 8
  %5210 = load ptr, ptr %426, align 8
  %5211 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5210, i32 0, i32 1
  %5212 = load i64, ptr %5211, align 8
  %5213 = and i64 %5212, 7
  store i64 %5213, ptr %5211, align 8
  %5214 = load ptr, ptr %426, align 8
  %5215 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5214, i32 0, i32 3
  %5216 = load ptr, ptr %5215, align 8
  %5217 = load i64, ptr %430, align 8
  call void @MEM_writeLEST(ptr noundef %5216, i64 noundef %5217)
  %5218 = load i64, ptr %429, align 8
  %5219 = load ptr, ptr %426, align 8
  %5220 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5219, i32 0, i32 3
  %5221 = load ptr, ptr %5220, align 8
  %5222 = getelementptr inbounds i8, ptr %5221, i64 %5218
  store ptr %5222, ptr %5220, align 8
  %5223 = load i32, ptr %427, align 4
  %5224 = icmp ne i32 %5223, 0
  br i1 %5224, label %5239, label %5225

5225:                                             ; preds = %5180
  %5226 = load ptr, ptr %426, align 8
  %5227 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5226, i32 0, i32 3
  %5228 = load ptr, ptr %5227, align 8
  %5229 = load ptr, ptr %426, align 8
  %5230 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5229, i32 0, i32 4
  %5231 = load ptr, ptr %5230, align 8
  %5232 = icmp ugt ptr %5228, %5231
  br i1 %5232, label %5233, label %5239

5233:                                             ; preds = %5225
  %5234 = load ptr, ptr %426, align 8
  %5235 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5234, i32 0, i32 4
  %5236 = load ptr, ptr %5235, align 8
  %5237 = load ptr, ptr %426, align 8
  %5238 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5237, i32 0, i32 3
  store ptr %5236, ptr %5238, align 8
  br label %5239

5239:                                             ; preds = %5180, %5225, %5233
  %5240 = load ptr, ptr %889, align 8
  store ptr %5240, ptr %302, align 8
  %5241 = load ptr, ptr %302, align 8
  %5242 = getelementptr inbounds [2 x i64], ptr %5241, i64 0, i64 1
  store i64 0, ptr %5242, align 8
  %5243 = load ptr, ptr %302, align 8
  %5244 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5243, i32 0, i32 1
  %5245 = getelementptr inbounds [2 x i64], ptr %5244, i64 0, i64 1
  store i64 0, ptr %5245, align 8
  store i32 1, ptr %899, align 4
  br label %5246

5246:                                             ; preds = %5287, %5239
  %5247 = load i32, ptr %899, align 4
  %5248 = load i32, ptr %893, align 4
  %5249 = icmp slt i32 %5247, %5248
  br i1 %5249, label %5250, label %5306

5250:                                             ; preds = %5246
  %5251 = load ptr, ptr %889, align 8
  %5252 = load ptr, ptr %890, align 8
  %5253 = load i32, ptr %896, align 4
  %5254 = load i32, ptr %893, align 4
  %5255 = sub nsw i32 %5253, %5254
  %5256 = load i32, ptr %899, align 4
  %5257 = sub nsw i32 %5255, %5256
  %5258 = sext i32 %5257 to i64
  %5259 = getelementptr inbounds i8, ptr %5252, i64 %5258
  %5260 = load i8, ptr %5259, align 1
  %5261 = zext i8 %5260 to i32
  %5262 = load ptr, ptr %892, align 8
  store ptr %5251, ptr %726, align 8
  store i32 %5261, ptr %727, align 4
  store ptr %5262, ptr %728, align 8
  store i32 1, ptr %729, align 4
  store i32 1, ptr %730, align 4
  %5263 = load ptr, ptr %726, align 8
  %5264 = load ptr, ptr %728, align 8
  %5265 = load i32, ptr %727, align 4
  %5266 = zext i32 %5265 to i64
  %5267 = getelementptr inbounds i64, ptr %5264, i64 %5266
  %5268 = load i64, ptr %5267, align 8
  %5269 = load i32, ptr %729, align 4
  %5270 = load i32, ptr %730, align 4
  store ptr %5263, ptr %106, align 8
  store i64 %5268, ptr %107, align 8
  store i32 %5269, ptr %108, align 4
  store i32 %5270, ptr %109, align 4
  %5271 = load i64, ptr %107, align 8
  %5272 = call i64 @HUF_getNbBits(i64 noundef %5271)
  %5273 = load ptr, ptr %106, align 8
  %5274 = load i32, ptr %108, align 4
  %5275 = sext i32 %5274 to i64
  %5276 = getelementptr inbounds [2 x i64], ptr %5273, i64 0, i64 %5275
  %5277 = load i64, ptr %5276, align 8
  %5278 = lshr i64 %5277, %5272
  store i64 %5278, ptr %5276, align 8
  %5279 = load i32, ptr %109, align 4
  %5280 = icmp ne i32 %5279, 0
  br i1 %5280, label %5281, label %5284

5281:                                             ; preds = %5250
  %5282 = load i64, ptr %107, align 8
  %5283 = call i64 @HUF_getValueFast(i64 noundef %5282)
  br label %5287

5284:                                             ; preds = %5250
  %5285 = load i64, ptr %107, align 8
  %5286 = call i64 @HUF_getValue(i64 noundef %5285)
  br label %5287

5287:                                             ; preds = %5281, %5284
  %5288 = phi i64 [ %5283, %5281 ], [ %5286, %5284 ]
  %5289 = load ptr, ptr %106, align 8
  %5290 = load i32, ptr %108, align 4
  %5291 = sext i32 %5290 to i64
  %5292 = getelementptr inbounds [2 x i64], ptr %5289, i64 0, i64 %5291
  %5293 = load i64, ptr %5292, align 8
  %5294 = or i64 %5293, %5288
  store i64 %5294, ptr %5292, align 8
  %5295 = load i64, ptr %107, align 8
  %5296 = call i64 @HUF_getNbBitsFast(i64 noundef %5295)
  %5297 = load ptr, ptr %106, align 8
  %5298 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5297, i32 0, i32 1
  %5299 = load i32, ptr %108, align 4
  %5300 = sext i32 %5299 to i64
  %5301 = getelementptr inbounds [2 x i64], ptr %5298, i64 0, i64 %5300
  %5302 = load i64, ptr %5301, align 8
  %5303 = add i64 %5302, %5296
  store i64 %5303, ptr %5301, align 8
  %5304 = load i32, ptr %899, align 4
  %5305 = add nsw i32 %5304, 1
  store i32 %5305, ptr %899, align 4
  br label %5246, !llvm.loop !47

5306:                                             ; preds = %5246
  %5307 = load ptr, ptr %889, align 8
  %5308 = load ptr, ptr %890, align 8
  %5309 = load i32, ptr %896, align 4
  %5310 = load i32, ptr %893, align 4
  %5311 = sub nsw i32 %5309, %5310
  %5312 = load i32, ptr %893, align 4
  %5313 = sub nsw i32 %5311, %5312
  %5314 = sext i32 %5313 to i64
  %5315 = getelementptr inbounds i8, ptr %5308, i64 %5314
  %5316 = load i8, ptr %5315, align 1
  %5317 = zext i8 %5316 to i32
  %5318 = load ptr, ptr %892, align 8
  %5319 = load i32, ptr %895, align 4
  store ptr %5307, ptr %721, align 8
  store i32 %5317, ptr %722, align 4
  store ptr %5318, ptr %723, align 8
  store i32 1, ptr %724, align 4
  store i32 %5319, ptr %725, align 4
  %5320 = load ptr, ptr %721, align 8
  %5321 = load ptr, ptr %723, align 8
  %5322 = load i32, ptr %722, align 4
  %5323 = zext i32 %5322 to i64
  %5324 = getelementptr inbounds i64, ptr %5321, i64 %5323
  %5325 = load i64, ptr %5324, align 8
  %5326 = load i32, ptr %724, align 4
  %5327 = load i32, ptr %725, align 4
  store ptr %5320, ptr %110, align 8
  store i64 %5325, ptr %111, align 8
  store i32 %5326, ptr %112, align 4
  store i32 %5327, ptr %113, align 4
  %5328 = load i64, ptr %111, align 8
  %5329 = call i64 @HUF_getNbBits(i64 noundef %5328)
  %5330 = load ptr, ptr %110, align 8
  %5331 = load i32, ptr %112, align 4
  %5332 = sext i32 %5331 to i64
  %5333 = getelementptr inbounds [2 x i64], ptr %5330, i64 0, i64 %5332
  %5334 = load i64, ptr %5333, align 8
  %5335 = lshr i64 %5334, %5329
  store i64 %5335, ptr %5333, align 8
  %5336 = load i32, ptr %113, align 4
  %5337 = icmp ne i32 %5336, 0
  br i1 %5337, label %5338, label %5341

5338:                                             ; preds = %5306
  %5339 = load i64, ptr %111, align 8
  %5340 = call i64 @HUF_getValueFast(i64 noundef %5339)
  br label %5344

5341:                                             ; preds = %5306
  %5342 = load i64, ptr %111, align 8
  %5343 = call i64 @HUF_getValue(i64 noundef %5342)
  br label %5344

5344:                                             ; preds = %5338, %5341
  %5345 = phi i64 [ %5340, %5338 ], [ %5343, %5341 ]
  %5346 = load ptr, ptr %110, align 8
  %5347 = load i32, ptr %112, align 4
  %5348 = sext i32 %5347 to i64
  %5349 = getelementptr inbounds [2 x i64], ptr %5346, i64 0, i64 %5348
  %5350 = load i64, ptr %5349, align 8
  %5351 = or i64 %5350, %5345
  store i64 %5351, ptr %5349, align 8
  %5352 = load i64, ptr %111, align 8
  %5353 = call i64 @HUF_getNbBitsFast(i64 noundef %5352)
  %5354 = load ptr, ptr %110, align 8
  %5355 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5354, i32 0, i32 1
  %5356 = load i32, ptr %112, align 4
  %5357 = sext i32 %5356 to i64
  %5358 = getelementptr inbounds [2 x i64], ptr %5355, i64 0, i64 %5357
  %5359 = load i64, ptr %5358, align 8
  %5360 = add i64 %5359, %5353
  store i64 %5360, ptr %5358, align 8
  %5361 = load ptr, ptr %889, align 8
  store ptr %5361, ptr %292, align 8
  %5362 = load ptr, ptr %292, align 8
  %5363 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5362, i32 0, i32 1
  %5364 = getelementptr inbounds [2 x i64], ptr %5363, i64 0, i64 1
  %5365 = load i64, ptr %5364, align 8
  %5366 = and i64 %5365, 255
  %5367 = load ptr, ptr %292, align 8
  %5368 = load i64, ptr %5367, align 8
  %5369 = lshr i64 %5368, %5366
  store i64 %5369, ptr %5367, align 8
  %5370 = load ptr, ptr %292, align 8
  %5371 = getelementptr inbounds [2 x i64], ptr %5370, i64 0, i64 1
  %5372 = load i64, ptr %5371, align 8
  %5373 = load ptr, ptr %292, align 8
  %5374 = load i64, ptr %5373, align 8
  %5375 = or i64 %5374, %5372
  store i64 %5375, ptr %5373, align 8
  %5376 = load ptr, ptr %292, align 8
  %5377 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5376, i32 0, i32 1
  %5378 = getelementptr inbounds [2 x i64], ptr %5377, i64 0, i64 1
  %5379 = load i64, ptr %5378, align 8
  %5380 = load ptr, ptr %292, align 8
  %5381 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5380, i32 0, i32 1
  %5382 = load i64, ptr %5381, align 8
  %5383 = add i64 %5382, %5379
  store i64 %5383, ptr %5381, align 8
  %5384 = load ptr, ptr %889, align 8
  %5385 = load i32, ptr %894, align 4
  store ptr %5384, ptr %431, align 8
  store i32 %5385, ptr %432, align 4
  %5386 = load ptr, ptr %431, align 8
  %5387 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5386, i32 0, i32 1
  %5388 = load i64, ptr %5387, align 8
  %5389 = and i64 %5388, 255
  store i64 %5389, ptr %433, align 8
  %5390 = load i64, ptr %433, align 8
  %5391 = lshr i64 %5390, 3
  store i64 %5391, ptr %434, align 8
  %5392 = load ptr, ptr %431, align 8
  %5393 = load i64, ptr %5392, align 8
  %5394 = load i64, ptr %433, align 8
  %5395 = sub i64 64, %5394
  %5396 = lshr i64 %5393, %5395
  store i64 %5396, ptr %435, align 8
  %5397 = load ptr, ptr %431, align 8
  %5398 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5397, i32 0, i32 1
  %5399 = load i64, ptr %5398, align 8
  %5400 = and i64 %5399, 7
  store i64 %5400, ptr %5398, align 8
  %5401 = load ptr, ptr %431, align 8
  %5402 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5401, i32 0, i32 3
  %5403 = load ptr, ptr %5402, align 8
  %5404 = load i64, ptr %435, align 8
  call void @MEM_writeLEST(ptr noundef %5403, i64 noundef %5404)
  %5405 = load i64, ptr %434, align 8
  %5406 = load ptr, ptr %431, align 8
  %5407 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5406, i32 0, i32 3
  %5408 = load ptr, ptr %5407, align 8
  %5409 = getelementptr inbounds i8, ptr %5408, i64 %5405
  store ptr %5409, ptr %5407, align 8
  %5410 = load i32, ptr %432, align 4
  %5411 = icmp ne i32 %5410, 0
  br i1 %5411, label %5426, label %5412

5412:                                             ; preds = %5344
  %5413 = load ptr, ptr %431, align 8
  %5414 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5413, i32 0, i32 3
  %5415 = load ptr, ptr %5414, align 8
  %5416 = load ptr, ptr %431, align 8
  %5417 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5416, i32 0, i32 4
  %5418 = load ptr, ptr %5417, align 8
  %5419 = icmp ugt ptr %5415, %5418
  br i1 %5419, label %5420, label %5426

5420:                                             ; preds = %5412
  %5421 = load ptr, ptr %431, align 8
  %5422 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5421, i32 0, i32 4
  %5423 = load ptr, ptr %5422, align 8
  %5424 = load ptr, ptr %431, align 8
  %5425 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5424, i32 0, i32 3
  store ptr %5423, ptr %5425, align 8
  br label %5426

5426:                                             ; preds = %5344, %5412, %5420
  %5427 = load i32, ptr %893, align 4
  %5428 = mul nsw i32 2, %5427
  %5429 = load i32, ptr %896, align 4
  %5430 = sub nsw i32 %5429, %5428
  store i32 %5430, ptr %896, align 4
  br label %5082, !llvm.loop !48

5431:                                             ; preds = %5082
  br label %7314

5432:                                             ; preds = %3549
  %5433 = load ptr, ptr %975, align 8
  %5434 = load i64, ptr %970, align 8
  %5435 = load ptr, ptr %974, align 8
  store ptr %978, ptr %878, align 8
  store ptr %5433, ptr %879, align 8
  store i64 %5434, ptr %880, align 8
  store ptr %5435, ptr %881, align 8
  store i32 7, ptr %882, align 4
  store i32 1, ptr %883, align 4
  store i32 0, ptr %884, align 4
  %5436 = load i64, ptr %880, align 8
  %5437 = trunc i64 %5436 to i32
  store i32 %5437, ptr %885, align 4
  %5438 = load i32, ptr %885, align 4
  %5439 = load i32, ptr %882, align 4
  %5440 = srem i32 %5438, %5439
  store i32 %5440, ptr %886, align 4
  %5441 = load i32, ptr %886, align 4
  %5442 = icmp sgt i32 %5441, 0
  br i1 %5442, label %5443, label %5544

5443:                                             ; preds = %5432
  br label %5444

5444:                                             ; preds = %5481, %5443
  %5445 = load i32, ptr %886, align 4
  %5446 = icmp sgt i32 %5445, 0
  br i1 %5446, label %5447, label %5500

5447:                                             ; preds = %5444
  %5448 = load ptr, ptr %878, align 8
  %5449 = load ptr, ptr %879, align 8
  %5450 = load i32, ptr %885, align 4
  %5451 = add nsw i32 %5450, -1
  store i32 %5451, ptr %885, align 4
  %5452 = sext i32 %5451 to i64
  %5453 = getelementptr inbounds i8, ptr %5449, i64 %5452
  %5454 = load i8, ptr %5453, align 1
  %5455 = zext i8 %5454 to i32
  %5456 = load ptr, ptr %881, align 8
  store ptr %5448, ptr %781, align 8
  store i32 %5455, ptr %782, align 4
  store ptr %5456, ptr %783, align 8
  store i32 0, ptr %784, align 4
  store i32 0, ptr %785, align 4
  %5457 = load ptr, ptr %781, align 8
  %5458 = load ptr, ptr %783, align 8
  %5459 = load i32, ptr %782, align 4
  %5460 = zext i32 %5459 to i64
  %5461 = getelementptr inbounds i64, ptr %5458, i64 %5460
  %5462 = load i64, ptr %5461, align 8
  %5463 = load i32, ptr %784, align 4
  %5464 = load i32, ptr %785, align 4
  store ptr %5457, ptr %62, align 8
  store i64 %5462, ptr %63, align 8
  store i32 %5463, ptr %64, align 4
  store i32 %5464, ptr %65, align 4
  %5465 = load i64, ptr %63, align 8
  %5466 = call i64 @HUF_getNbBits(i64 noundef %5465)
  %5467 = load ptr, ptr %62, align 8
  %5468 = load i32, ptr %64, align 4
  %5469 = sext i32 %5468 to i64
  %5470 = getelementptr inbounds [2 x i64], ptr %5467, i64 0, i64 %5469
  %5471 = load i64, ptr %5470, align 8
  %5472 = lshr i64 %5471, %5466
  store i64 %5472, ptr %5470, align 8
  %5473 = load i32, ptr %65, align 4
  %5474 = icmp ne i32 %5473, 0
  br i1 %5474, label %5475, label %5478

5475:                                             ; preds = %5447
  %5476 = load i64, ptr %63, align 8
  %5477 = call i64 @HUF_getValueFast(i64 noundef %5476)
  br label %5481

5478:                                             ; preds = %5447
  %5479 = load i64, ptr %63, align 8
  %5480 = call i64 @HUF_getValue(i64 noundef %5479)
  br label %5481

5481:                                             ; preds = %5475, %5478
  %5482 = phi i64 [ %5477, %5475 ], [ %5480, %5478 ]
  %5483 = load ptr, ptr %62, align 8
  %5484 = load i32, ptr %64, align 4
  %5485 = sext i32 %5484 to i64
  %5486 = getelementptr inbounds [2 x i64], ptr %5483, i64 0, i64 %5485
  %5487 = load i64, ptr %5486, align 8
  %5488 = or i64 %5487, %5482
  store i64 %5488, ptr %5486, align 8
  %5489 = load i64, ptr %63, align 8
  %5490 = call i64 @HUF_getNbBitsFast(i64 noundef %5489)
  %5491 = load ptr, ptr %62, align 8
  %5492 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5491, i32 0, i32 1
  %5493 = load i32, ptr %64, align 4
  %5494 = sext i32 %5493 to i64
  %5495 = getelementptr inbounds [2 x i64], ptr %5492, i64 0, i64 %5494
  %5496 = load i64, ptr %5495, align 8
  %5497 = add i64 %5496, %5490
  store i64 %5497, ptr %5495, align 8
  %5498 = load i32, ptr %886, align 4
  %5499 = add nsw i32 %5498, -1
  store i32 %5499, ptr %886, align 4
  br label %5444, !llvm.loop !44

5500:                                             ; preds = %5444
  %5501 = load ptr, ptr %878, align 8
  %5502 = load i32, ptr %883, align 4
  store ptr %5501, ptr %461, align 8
  store i32 %5502, ptr %462, align 4
  %5503 = load ptr, ptr %461, align 8
  %5504 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5503, i32 0, i32 1
  %5505 = load i64, ptr %5504, align 8
  %5506 = and i64 %5505, 255
  store i64 %5506, ptr %463, align 8
  %5507 = load i64, ptr %463, align 8
  %5508 = lshr i64 %5507, 3
  store i64 %5508, ptr %464, align 8
  %5509 = load ptr, ptr %461, align 8
  %5510 = load i64, ptr %5509, align 8
  %5511 = load i64, ptr %463, align 8
  %5512 = sub i64 64, %5511
  %5513 = lshr i64 %5510, %5512
  store i64 %5513, ptr %465, align 8
  %5514 = load ptr, ptr %461, align 8
  %5515 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5514, i32 0, i32 1
  %5516 = load i64, ptr %5515, align 8
  %5517 = and i64 %5516, 7
  store i64 %5517, ptr %5515, align 8
  %5518 = load ptr, ptr %461, align 8
  %5519 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5518, i32 0, i32 3
  %5520 = load ptr, ptr %5519, align 8
  %5521 = load i64, ptr %465, align 8
  call void @MEM_writeLEST(ptr noundef %5520, i64 noundef %5521)
  %5522 = load i64, ptr %464, align 8
  %5523 = load ptr, ptr %461, align 8
  %5524 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5523, i32 0, i32 3
  %5525 = load ptr, ptr %5524, align 8
  %5526 = getelementptr inbounds i8, ptr %5525, i64 %5522
  store ptr %5526, ptr %5524, align 8
  %5527 = load i32, ptr %462, align 4
  %5528 = icmp ne i32 %5527, 0
  br i1 %5528, label %5543, label %5529

5529:                                             ; preds = %5500
  %5530 = load ptr, ptr %461, align 8
  %5531 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5530, i32 0, i32 3
  %5532 = load ptr, ptr %5531, align 8
  %5533 = load ptr, ptr %461, align 8
  %5534 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5533, i32 0, i32 4
  %5535 = load ptr, ptr %5534, align 8
  %5536 = icmp ugt ptr %5532, %5535
  br i1 %5536, label %5537, label %5543

5537:                                             ; preds = %5529
  %5538 = load ptr, ptr %461, align 8
  %5539 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5538, i32 0, i32 4
  %5540 = load ptr, ptr %5539, align 8
  %5541 = load ptr, ptr %461, align 8
  %5542 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5541, i32 0, i32 3
  store ptr %5540, ptr %5542, align 8
  br label %5543

5543:                                             ; preds = %5500, %5529, %5537
  br label %5544

5544:                                             ; preds = %5543, %5432
  %5545 = load i32, ptr %885, align 4
  %5546 = load i32, ptr %882, align 4
  %5547 = mul nsw i32 2, %5546
  %5548 = srem i32 %5545, %5547
  %5549 = icmp ne i32 %5548, 0
  br i1 %5549, label %5550, label %5708

5550:                                             ; preds = %5544
  store i32 1, ptr %887, align 4
  br label %5551

5551:                                             ; preds = %5590, %5550
  %5552 = load i32, ptr %887, align 4
  %5553 = load i32, ptr %882, align 4
  %5554 = icmp slt i32 %5552, %5553
  br i1 %5554, label %5555, label %5609

5555:                                             ; preds = %5551
  %5556 = load ptr, ptr %878, align 8
  %5557 = load ptr, ptr %879, align 8
  %5558 = load i32, ptr %885, align 4
  %5559 = load i32, ptr %887, align 4
  %5560 = sub nsw i32 %5558, %5559
  %5561 = sext i32 %5560 to i64
  %5562 = getelementptr inbounds i8, ptr %5557, i64 %5561
  %5563 = load i8, ptr %5562, align 1
  %5564 = zext i8 %5563 to i32
  %5565 = load ptr, ptr %881, align 8
  store ptr %5556, ptr %776, align 8
  store i32 %5564, ptr %777, align 4
  store ptr %5565, ptr %778, align 8
  store i32 0, ptr %779, align 4
  store i32 1, ptr %780, align 4
  %5566 = load ptr, ptr %776, align 8
  %5567 = load ptr, ptr %778, align 8
  %5568 = load i32, ptr %777, align 4
  %5569 = zext i32 %5568 to i64
  %5570 = getelementptr inbounds i64, ptr %5567, i64 %5569
  %5571 = load i64, ptr %5570, align 8
  %5572 = load i32, ptr %779, align 4
  %5573 = load i32, ptr %780, align 4
  store ptr %5566, ptr %66, align 8
  store i64 %5571, ptr %67, align 8
  store i32 %5572, ptr %68, align 4
  store i32 %5573, ptr %69, align 4
  %5574 = load i64, ptr %67, align 8
  %5575 = call i64 @HUF_getNbBits(i64 noundef %5574)
  %5576 = load ptr, ptr %66, align 8
  %5577 = load i32, ptr %68, align 4
  %5578 = sext i32 %5577 to i64
  %5579 = getelementptr inbounds [2 x i64], ptr %5576, i64 0, i64 %5578
  %5580 = load i64, ptr %5579, align 8
  %5581 = lshr i64 %5580, %5575
  store i64 %5581, ptr %5579, align 8
  %5582 = load i32, ptr %69, align 4
  %5583 = icmp ne i32 %5582, 0
  br i1 %5583, label %5584, label %5587

5584:                                             ; preds = %5555
  %5585 = load i64, ptr %67, align 8
  %5586 = call i64 @HUF_getValueFast(i64 noundef %5585)
  br label %5590

5587:                                             ; preds = %5555
  %5588 = load i64, ptr %67, align 8
  %5589 = call i64 @HUF_getValue(i64 noundef %5588)
  br label %5590

5590:                                             ; preds = %5584, %5587
  %5591 = phi i64 [ %5586, %5584 ], [ %5589, %5587 ]
  %5592 = load ptr, ptr %66, align 8
  %5593 = load i32, ptr %68, align 4
  %5594 = sext i32 %5593 to i64
  %5595 = getelementptr inbounds [2 x i64], ptr %5592, i64 0, i64 %5594
  %5596 = load i64, ptr %5595, align 8
  %5597 = or i64 %5596, %5591
  store i64 %5597, ptr %5595, align 8
  %5598 = load i64, ptr %67, align 8
  %5599 = call i64 @HUF_getNbBitsFast(i64 noundef %5598)
  %5600 = load ptr, ptr %66, align 8
  %5601 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5600, i32 0, i32 1
  %5602 = load i32, ptr %68, align 4
  %5603 = sext i32 %5602 to i64
  %5604 = getelementptr inbounds [2 x i64], ptr %5601, i64 0, i64 %5603
  %5605 = load i64, ptr %5604, align 8
  %5606 = add i64 %5605, %5599
  store i64 %5606, ptr %5604, align 8
  %5607 = load i32, ptr %887, align 4
  %5608 = add nsw i32 %5607, 1
  store i32 %5608, ptr %887, align 4
  br label %5551, !llvm.loop !45

5609:                                             ; preds = %5551
  %5610 = load ptr, ptr %878, align 8
  %5611 = load ptr, ptr %879, align 8
  %5612 = load i32, ptr %885, align 4
  %5613 = load i32, ptr %882, align 4
  %5614 = sub nsw i32 %5612, %5613
  %5615 = sext i32 %5614 to i64
  %5616 = getelementptr inbounds i8, ptr %5611, i64 %5615
  %5617 = load i8, ptr %5616, align 1
  %5618 = zext i8 %5617 to i32
  %5619 = load ptr, ptr %881, align 8
  %5620 = load i32, ptr %884, align 4
  store ptr %5610, ptr %771, align 8
  store i32 %5618, ptr %772, align 4
  store ptr %5619, ptr %773, align 8
  store i32 0, ptr %774, align 4
  store i32 %5620, ptr %775, align 4
  %5621 = load ptr, ptr %771, align 8
  %5622 = load ptr, ptr %773, align 8
  %5623 = load i32, ptr %772, align 4
  %5624 = zext i32 %5623 to i64
  %5625 = getelementptr inbounds i64, ptr %5622, i64 %5624
  %5626 = load i64, ptr %5625, align 8
  %5627 = load i32, ptr %774, align 4
  %5628 = load i32, ptr %775, align 4
  store ptr %5621, ptr %70, align 8
  store i64 %5626, ptr %71, align 8
  store i32 %5627, ptr %72, align 4
  store i32 %5628, ptr %73, align 4
  %5629 = load i64, ptr %71, align 8
  %5630 = call i64 @HUF_getNbBits(i64 noundef %5629)
  %5631 = load ptr, ptr %70, align 8
  %5632 = load i32, ptr %72, align 4
  %5633 = sext i32 %5632 to i64
  %5634 = getelementptr inbounds [2 x i64], ptr %5631, i64 0, i64 %5633
  %5635 = load i64, ptr %5634, align 8
  %5636 = lshr i64 %5635, %5630
  store i64 %5636, ptr %5634, align 8
  %5637 = load i32, ptr %73, align 4
  %5638 = icmp ne i32 %5637, 0
  br i1 %5638, label %5639, label %5642

5639:                                             ; preds = %5609
  %5640 = load i64, ptr %71, align 8
  %5641 = call i64 @HUF_getValueFast(i64 noundef %5640)
  br label %5645

5642:                                             ; preds = %5609
  %5643 = load i64, ptr %71, align 8
  %5644 = call i64 @HUF_getValue(i64 noundef %5643)
  br label %5645

5645:                                             ; preds = %5639, %5642
  %5646 = phi i64 [ %5641, %5639 ], [ %5644, %5642 ]
  %5647 = load ptr, ptr %70, align 8
  %5648 = load i32, ptr %72, align 4
  %5649 = sext i32 %5648 to i64
  %5650 = getelementptr inbounds [2 x i64], ptr %5647, i64 0, i64 %5649
  %5651 = load i64, ptr %5650, align 8
  %5652 = or i64 %5651, %5646
  store i64 %5652, ptr %5650, align 8
  %5653 = load i64, ptr %71, align 8
  %5654 = call i64 @HUF_getNbBitsFast(i64 noundef %5653)
  %5655 = load ptr, ptr %70, align 8
  %5656 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5655, i32 0, i32 1
  %5657 = load i32, ptr %72, align 4
  %5658 = sext i32 %5657 to i64
  %5659 = getelementptr inbounds [2 x i64], ptr %5656, i64 0, i64 %5658
  %5660 = load i64, ptr %5659, align 8
  %5661 = add i64 %5660, %5654
  store i64 %5661, ptr %5659, align 8
  %5662 = load ptr, ptr %878, align 8
  %5663 = load i32, ptr %883, align 4
  store ptr %5662, ptr %456, align 8
  store i32 %5663, ptr %457, align 4
  %5664 = load ptr, ptr %456, align 8
  %5665 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5664, i32 0, i32 1
  %5666 = load i64, ptr %5665, align 8
  %5667 = and i64 %5666, 255
  store i64 %5667, ptr %458, align 8
  %5668 = load i64, ptr %458, align 8
  %5669 = lshr i64 %5668, 3
  store i64 %5669, ptr %459, align 8
  %5670 = load ptr, ptr %456, align 8
  %5671 = load i64, ptr %5670, align 8
  %5672 = load i64, ptr %458, align 8
  %5673 = sub i64 64, %5672
  %5674 = lshr i64 %5671, %5673
  store i64 %5674, ptr %460, align 8
  %5675 = load ptr, ptr %456, align 8
  %5676 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5675, i32 0, i32 1
  %5677 = load i64, ptr %5676, align 8
  %5678 = and i64 %5677, 7
  store i64 %5678, ptr %5676, align 8
  %5679 = load ptr, ptr %456, align 8
  %5680 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5679, i32 0, i32 3
  %5681 = load ptr, ptr %5680, align 8
  %5682 = load i64, ptr %460, align 8
  call void @MEM_writeLEST(ptr noundef %5681, i64 noundef %5682)
  %5683 = load i64, ptr %459, align 8
  %5684 = load ptr, ptr %456, align 8
  %5685 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5684, i32 0, i32 3
  %5686 = load ptr, ptr %5685, align 8
  %5687 = getelementptr inbounds i8, ptr %5686, i64 %5683
  store ptr %5687, ptr %5685, align 8
  %5688 = load i32, ptr %457, align 4
  %5689 = icmp ne i32 %5688, 0
  br i1 %5689, label %5704, label %5690

5690:                                             ; preds = %5645
  %5691 = load ptr, ptr %456, align 8
  %5692 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5691, i32 0, i32 3
  %5693 = load ptr, ptr %5692, align 8
  %5694 = load ptr, ptr %456, align 8
  %5695 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5694, i32 0, i32 4
  %5696 = load ptr, ptr %5695, align 8
  %5697 = icmp ugt ptr %5693, %5696
  br i1 %5697, label %5698, label %5704

5698:                                             ; preds = %5690
  %5699 = load ptr, ptr %456, align 8
  %5700 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5699, i32 0, i32 4
  %5701 = load ptr, ptr %5700, align 8
  %5702 = load ptr, ptr %456, align 8
  %5703 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5702, i32 0, i32 3
  store ptr %5701, ptr %5703, align 8
  br label %5704

5704:                                             ; preds = %5645, %5690, %5698
  %5705 = load i32, ptr %882, align 4
  %5706 = load i32, ptr %885, align 4
  %5707 = sub nsw i32 %5706, %5705
  store i32 %5707, ptr %885, align 4
  br label %5708

5708:                                             ; preds = %5704, %5544
  br label %5709

5709:                                             ; preds = %6053, %5708
  %5710 = load i32, ptr %885, align 4
  %5711 = icmp sgt i32 %5710, 0
  br i1 %5711, label %5712, label %6058

5712:                                             ; preds = %5709
  store i32 1, ptr %888, align 4
  br label %5713

5713:                                             ; preds = %5752, %5712
  %5714 = load i32, ptr %888, align 4
  %5715 = load i32, ptr %882, align 4
  %5716 = icmp slt i32 %5714, %5715
  br i1 %5716, label %5717, label %5771

5717:                                             ; preds = %5713
  %5718 = load ptr, ptr %878, align 8
  %5719 = load ptr, ptr %879, align 8
  %5720 = load i32, ptr %885, align 4
  %5721 = load i32, ptr %888, align 4
  %5722 = sub nsw i32 %5720, %5721
  %5723 = sext i32 %5722 to i64
  %5724 = getelementptr inbounds i8, ptr %5719, i64 %5723
  %5725 = load i8, ptr %5724, align 1
  %5726 = zext i8 %5725 to i32
  %5727 = load ptr, ptr %881, align 8
  store ptr %5718, ptr %766, align 8
  store i32 %5726, ptr %767, align 4
  store ptr %5727, ptr %768, align 8
  store i32 0, ptr %769, align 4
  store i32 1, ptr %770, align 4
  %5728 = load ptr, ptr %766, align 8
  %5729 = load ptr, ptr %768, align 8
  %5730 = load i32, ptr %767, align 4
  %5731 = zext i32 %5730 to i64
  %5732 = getelementptr inbounds i64, ptr %5729, i64 %5731
  %5733 = load i64, ptr %5732, align 8
  %5734 = load i32, ptr %769, align 4
  %5735 = load i32, ptr %770, align 4
  store ptr %5728, ptr %74, align 8
  store i64 %5733, ptr %75, align 8
  store i32 %5734, ptr %76, align 4
  store i32 %5735, ptr %77, align 4
  %5736 = load i64, ptr %75, align 8
  %5737 = call i64 @HUF_getNbBits(i64 noundef %5736)
  %5738 = load ptr, ptr %74, align 8
  %5739 = load i32, ptr %76, align 4
  %5740 = sext i32 %5739 to i64
  %5741 = getelementptr inbounds [2 x i64], ptr %5738, i64 0, i64 %5740
  %5742 = load i64, ptr %5741, align 8
  %5743 = lshr i64 %5742, %5737
  store i64 %5743, ptr %5741, align 8
  %5744 = load i32, ptr %77, align 4
  %5745 = icmp ne i32 %5744, 0
  br i1 %5745, label %5746, label %5749

5746:                                             ; preds = %5717
  %5747 = load i64, ptr %75, align 8
  %5748 = call i64 @HUF_getValueFast(i64 noundef %5747)
  br label %5752

5749:                                             ; preds = %5717
  %5750 = load i64, ptr %75, align 8
  %5751 = call i64 @HUF_getValue(i64 noundef %5750)
  br label %5752

5752:                                             ; preds = %5746, %5749
  %5753 = phi i64 [ %5748, %5746 ], [ %5751, %5749 ]
  %5754 = load ptr, ptr %74, align 8
  %5755 = load i32, ptr %76, align 4
  %5756 = sext i32 %5755 to i64
  %5757 = getelementptr inbounds [2 x i64], ptr %5754, i64 0, i64 %5756
  %5758 = load i64, ptr %5757, align 8
  %5759 = or i64 %5758, %5753
  store i64 %5759, ptr %5757, align 8
  %5760 = load i64, ptr %75, align 8
  %5761 = call i64 @HUF_getNbBitsFast(i64 noundef %5760)
  %5762 = load ptr, ptr %74, align 8
  %5763 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5762, i32 0, i32 1
  %5764 = load i32, ptr %76, align 4
  %5765 = sext i32 %5764 to i64
  %5766 = getelementptr inbounds [2 x i64], ptr %5763, i64 0, i64 %5765
  %5767 = load i64, ptr %5766, align 8
  %5768 = add i64 %5767, %5761
  store i64 %5768, ptr %5766, align 8
  %5769 = load i32, ptr %888, align 4
  %5770 = add nsw i32 %5769, 1
  store i32 %5770, ptr %888, align 4
  br label %5713, !llvm.loop !46

5771:                                             ; preds = %5713
  %5772 = load ptr, ptr %878, align 8
  %5773 = load ptr, ptr %879, align 8
  %5774 = load i32, ptr %885, align 4
  %5775 = load i32, ptr %882, align 4
  %5776 = sub nsw i32 %5774, %5775
  %5777 = sext i32 %5776 to i64
  %5778 = getelementptr inbounds i8, ptr %5773, i64 %5777
  %5779 = load i8, ptr %5778, align 1
  %5780 = zext i8 %5779 to i32
  %5781 = load ptr, ptr %881, align 8
  %5782 = load i32, ptr %884, align 4
  store ptr %5772, ptr %751, align 8
  store i32 %5780, ptr %752, align 4
  store ptr %5781, ptr %753, align 8
  store i32 0, ptr %754, align 4
  store i32 %5782, ptr %755, align 4
  %5783 = load ptr, ptr %751, align 8
  %5784 = load ptr, ptr %753, align 8
  %5785 = load i32, ptr %752, align 4
  %5786 = zext i32 %5785 to i64
  %5787 = getelementptr inbounds i64, ptr %5784, i64 %5786
  %5788 = load i64, ptr %5787, align 8
  %5789 = load i32, ptr %754, align 4
  %5790 = load i32, ptr %755, align 4
  store ptr %5783, ptr %86, align 8
  store i64 %5788, ptr %87, align 8
  store i32 %5789, ptr %88, align 4
  store i32 %5790, ptr %89, align 4
  %5791 = load i64, ptr %87, align 8
  %5792 = call i64 @HUF_getNbBits(i64 noundef %5791)
  %5793 = load ptr, ptr %86, align 8
  %5794 = load i32, ptr %88, align 4
  %5795 = sext i32 %5794 to i64
  %5796 = getelementptr inbounds [2 x i64], ptr %5793, i64 0, i64 %5795
  %5797 = load i64, ptr %5796, align 8
  %5798 = lshr i64 %5797, %5792
  store i64 %5798, ptr %5796, align 8
  %5799 = load i32, ptr %89, align 4
  %5800 = icmp ne i32 %5799, 0
  br i1 %5800, label %5801, label %5804

5801:                                             ; preds = %5771
  %5802 = load i64, ptr %87, align 8
  %5803 = call i64 @HUF_getValueFast(i64 noundef %5802)
  br label %5807

5804:                                             ; preds = %5771
  %5805 = load i64, ptr %87, align 8
  %5806 = call i64 @HUF_getValue(i64 noundef %5805)
  br label %5807

5807:                                             ; preds = %5801, %5804
  %5808 = phi i64 [ %5803, %5801 ], [ %5806, %5804 ]
  %5809 = load ptr, ptr %86, align 8
  %5810 = load i32, ptr %88, align 4
  %5811 = sext i32 %5810 to i64
  %5812 = getelementptr inbounds [2 x i64], ptr %5809, i64 0, i64 %5811
  %5813 = load i64, ptr %5812, align 8
  %5814 = or i64 %5813, %5808
  store i64 %5814, ptr %5812, align 8
  %5815 = load i64, ptr %87, align 8
  %5816 = call i64 @HUF_getNbBitsFast(i64 noundef %5815)
  %5817 = load ptr, ptr %86, align 8
  %5818 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5817, i32 0, i32 1
  %5819 = load i32, ptr %88, align 4
  %5820 = sext i32 %5819 to i64
  %5821 = getelementptr inbounds [2 x i64], ptr %5818, i64 0, i64 %5820
  %5822 = load i64, ptr %5821, align 8
  %5823 = add i64 %5822, %5816
  store i64 %5823, ptr %5821, align 8
  %5824 = load ptr, ptr %878, align 8
  %5825 = load i32, ptr %883, align 4
  store ptr %5824, ptr %446, align 8
  store i32 %5825, ptr %447, align 4
  %5826 = load ptr, ptr %446, align 8
  %5827 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5826, i32 0, i32 1
  %5828 = load i64, ptr %5827, align 8
  %5829 = and i64 %5828, 255
  store i64 %5829, ptr %448, align 8
  %5830 = load i64, ptr %448, align 8
  %5831 = lshr i64 %5830, 3
  store i64 %5831, ptr %449, align 8
  %5832 = load ptr, ptr %446, align 8
  %5833 = load i64, ptr %5832, align 8
  %5834 = load i64, ptr %448, align 8
  %5835 = sub i64 64, %5834
  %5836 = lshr i64 %5833, %5835
  store i64 %5836, ptr %450, align 8
  %5837 = load ptr, ptr %446, align 8
  %5838 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5837, i32 0, i32 1
  %5839 = load i64, ptr %5838, align 8
  %5840 = and i64 %5839, 7
  store i64 %5840, ptr %5838, align 8
  %5841 = load ptr, ptr %446, align 8
  %5842 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5841, i32 0, i32 3
  %5843 = load ptr, ptr %5842, align 8
  %5844 = load i64, ptr %450, align 8
  call void @MEM_writeLEST(ptr noundef %5843, i64 noundef %5844)
  %5845 = load i64, ptr %449, align 8
  %5846 = load ptr, ptr %446, align 8
  %5847 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5846, i32 0, i32 3
  %5848 = load ptr, ptr %5847, align 8
  %5849 = getelementptr inbounds i8, ptr %5848, i64 %5845
  store ptr %5849, ptr %5847, align 8
  %5850 = load i32, ptr %447, align 4
  %5851 = icmp ne i32 %5850, 0
  br i1 %5851, label %5866, label %5852

5852:                                             ; preds = %5807
  %5853 = load ptr, ptr %446, align 8
  %5854 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5853, i32 0, i32 3
  %5855 = load ptr, ptr %5854, align 8
  %5856 = load ptr, ptr %446, align 8
  %5857 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5856, i32 0, i32 4
  %5858 = load ptr, ptr %5857, align 8
  %5859 = icmp ugt ptr %5855, %5858
  br i1 %5859, label %5860, label %5866

5860:                                             ; preds = %5852
  %5861 = load ptr, ptr %446, align 8
  %5862 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5861, i32 0, i32 4
  %5863 = load ptr, ptr %5862, align 8
  %5864 = load ptr, ptr %446, align 8
  %5865 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5864, i32 0, i32 3
  store ptr %5863, ptr %5865, align 8
  br label %5866

5866:                                             ; preds = %5807, %5852, %5860
  %5867 = load ptr, ptr %878, align 8
  store ptr %5867, ptr %303, align 8
  %5868 = load ptr, ptr %303, align 8
  %5869 = getelementptr inbounds [2 x i64], ptr %5868, i64 0, i64 1
  store i64 0, ptr %5869, align 8
  %5870 = load ptr, ptr %303, align 8
  %5871 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5870, i32 0, i32 1
  %5872 = getelementptr inbounds [2 x i64], ptr %5871, i64 0, i64 1
  store i64 0, ptr %5872, align 8
  store i32 1, ptr %888, align 4
  br label %5873

5873:                                             ; preds = %5914, %5866
  %5874 = load i32, ptr %888, align 4
  %5875 = load i32, ptr %882, align 4
  %5876 = icmp slt i32 %5874, %5875
  br i1 %5876, label %5877, label %5933

5877:                                             ; preds = %5873
  %5878 = load ptr, ptr %878, align 8
  %5879 = load ptr, ptr %879, align 8
  %5880 = load i32, ptr %885, align 4
  %5881 = load i32, ptr %882, align 4
  %5882 = sub nsw i32 %5880, %5881
  %5883 = load i32, ptr %888, align 4
  %5884 = sub nsw i32 %5882, %5883
  %5885 = sext i32 %5884 to i64
  %5886 = getelementptr inbounds i8, ptr %5879, i64 %5885
  %5887 = load i8, ptr %5886, align 1
  %5888 = zext i8 %5887 to i32
  %5889 = load ptr, ptr %881, align 8
  store ptr %5878, ptr %761, align 8
  store i32 %5888, ptr %762, align 4
  store ptr %5889, ptr %763, align 8
  store i32 1, ptr %764, align 4
  store i32 1, ptr %765, align 4
  %5890 = load ptr, ptr %761, align 8
  %5891 = load ptr, ptr %763, align 8
  %5892 = load i32, ptr %762, align 4
  %5893 = zext i32 %5892 to i64
  %5894 = getelementptr inbounds i64, ptr %5891, i64 %5893
  %5895 = load i64, ptr %5894, align 8
  %5896 = load i32, ptr %764, align 4
  %5897 = load i32, ptr %765, align 4
  store ptr %5890, ptr %78, align 8
  store i64 %5895, ptr %79, align 8
  store i32 %5896, ptr %80, align 4
  store i32 %5897, ptr %81, align 4
  %5898 = load i64, ptr %79, align 8
  %5899 = call i64 @HUF_getNbBits(i64 noundef %5898)
  %5900 = load ptr, ptr %78, align 8
  %5901 = load i32, ptr %80, align 4
  %5902 = sext i32 %5901 to i64
  %5903 = getelementptr inbounds [2 x i64], ptr %5900, i64 0, i64 %5902
  %5904 = load i64, ptr %5903, align 8
  %5905 = lshr i64 %5904, %5899
  store i64 %5905, ptr %5903, align 8
  %5906 = load i32, ptr %81, align 4
  %5907 = icmp ne i32 %5906, 0
  br i1 %5907, label %5908, label %5911

5908:                                             ; preds = %5877
  %5909 = load i64, ptr %79, align 8
  %5910 = call i64 @HUF_getValueFast(i64 noundef %5909)
  br label %5914

5911:                                             ; preds = %5877
  %5912 = load i64, ptr %79, align 8
  %5913 = call i64 @HUF_getValue(i64 noundef %5912)
  br label %5914

5914:                                             ; preds = %5908, %5911
  %5915 = phi i64 [ %5910, %5908 ], [ %5913, %5911 ]
  %5916 = load ptr, ptr %78, align 8
  %5917 = load i32, ptr %80, align 4
  %5918 = sext i32 %5917 to i64
  %5919 = getelementptr inbounds [2 x i64], ptr %5916, i64 0, i64 %5918
  %5920 = load i64, ptr %5919, align 8
  %5921 = or i64 %5920, %5915
  store i64 %5921, ptr %5919, align 8
  %5922 = load i64, ptr %79, align 8
  %5923 = call i64 @HUF_getNbBitsFast(i64 noundef %5922)
  %5924 = load ptr, ptr %78, align 8
  %5925 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5924, i32 0, i32 1
  %5926 = load i32, ptr %80, align 4
  %5927 = sext i32 %5926 to i64
  %5928 = getelementptr inbounds [2 x i64], ptr %5925, i64 0, i64 %5927
  %5929 = load i64, ptr %5928, align 8
  %5930 = add i64 %5929, %5923
  store i64 %5930, ptr %5928, align 8
  %5931 = load i32, ptr %888, align 4
  %5932 = add nsw i32 %5931, 1
  store i32 %5932, ptr %888, align 4
  br label %5873, !llvm.loop !47

5933:                                             ; preds = %5873
  %5934 = load ptr, ptr %878, align 8
  %5935 = load ptr, ptr %879, align 8
  %5936 = load i32, ptr %885, align 4
  %5937 = load i32, ptr %882, align 4
  %5938 = sub nsw i32 %5936, %5937
  %5939 = load i32, ptr %882, align 4
  %5940 = sub nsw i32 %5938, %5939
  %5941 = sext i32 %5940 to i64
  %5942 = getelementptr inbounds i8, ptr %5935, i64 %5941
  %5943 = load i8, ptr %5942, align 1
  %5944 = zext i8 %5943 to i32
  %5945 = load ptr, ptr %881, align 8
  %5946 = load i32, ptr %884, align 4
  store ptr %5934, ptr %756, align 8
  store i32 %5944, ptr %757, align 4
  store ptr %5945, ptr %758, align 8
  store i32 1, ptr %759, align 4
  store i32 %5946, ptr %760, align 4
  %5947 = load ptr, ptr %756, align 8
  %5948 = load ptr, ptr %758, align 8
  %5949 = load i32, ptr %757, align 4
  %5950 = zext i32 %5949 to i64
  %5951 = getelementptr inbounds i64, ptr %5948, i64 %5950
  %5952 = load i64, ptr %5951, align 8
  %5953 = load i32, ptr %759, align 4
  %5954 = load i32, ptr %760, align 4
  store ptr %5947, ptr %82, align 8
  store i64 %5952, ptr %83, align 8
  store i32 %5953, ptr %84, align 4
  store i32 %5954, ptr %85, align 4
  %5955 = load i64, ptr %83, align 8
  %5956 = call i64 @HUF_getNbBits(i64 noundef %5955)
  %5957 = load ptr, ptr %82, align 8
  %5958 = load i32, ptr %84, align 4
  %5959 = sext i32 %5958 to i64
  %5960 = getelementptr inbounds [2 x i64], ptr %5957, i64 0, i64 %5959
  %5961 = load i64, ptr %5960, align 8
  %5962 = lshr i64 %5961, %5956
  store i64 %5962, ptr %5960, align 8
  %5963 = load i32, ptr %85, align 4
  %5964 = icmp ne i32 %5963, 0
  br i1 %5964, label %5965, label %5968

5965:                                             ; preds = %5933
  %5966 = load i64, ptr %83, align 8
  %5967 = call i64 @HUF_getValueFast(i64 noundef %5966)
  br label %5971

5968:                                             ; preds = %5933
  %5969 = load i64, ptr %83, align 8
  %5970 = call i64 @HUF_getValue(i64 noundef %5969)
  br label %5971

5971:                                             ; preds = %5965, %5968
  %5972 = phi i64 [ %5967, %5965 ], [ %5970, %5968 ]
  %5973 = load ptr, ptr %82, align 8
  %5974 = load i32, ptr %84, align 4
  %5975 = sext i32 %5974 to i64
  %5976 = getelementptr inbounds [2 x i64], ptr %5973, i64 0, i64 %5975
  %5977 = load i64, ptr %5976, align 8
  %5978 = or i64 %5977, %5972
  store i64 %5978, ptr %5976, align 8
  %5979 = load i64, ptr %83, align 8
  %5980 = call i64 @HUF_getNbBitsFast(i64 noundef %5979)
  %5981 = load ptr, ptr %82, align 8
  %5982 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5981, i32 0, i32 1
  %5983 = load i32, ptr %84, align 4
  %5984 = sext i32 %5983 to i64
  %5985 = getelementptr inbounds [2 x i64], ptr %5982, i64 0, i64 %5984
  %5986 = load i64, ptr %5985, align 8
  %5987 = add i64 %5986, %5980
  store i64 %5987, ptr %5985, align 8
  %5988 = load ptr, ptr %878, align 8
  store ptr %5988, ptr %293, align 8
  %5989 = load ptr, ptr %293, align 8
  %5990 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5989, i32 0, i32 1
  %5991 = getelementptr inbounds [2 x i64], ptr %5990, i64 0, i64 1
  %5992 = load i64, ptr %5991, align 8
  %5993 = and i64 %5992, 255
  %5994 = load ptr, ptr %293, align 8
  %5995 = load i64, ptr %5994, align 8
  %5996 = lshr i64 %5995, %5993
  store i64 %5996, ptr %5994, align 8
  %5997 = load ptr, ptr %293, align 8
  %5998 = getelementptr inbounds [2 x i64], ptr %5997, i64 0, i64 1
  %5999 = load i64, ptr %5998, align 8
  %6000 = load ptr, ptr %293, align 8
  %6001 = load i64, ptr %6000, align 8
  %6002 = or i64 %6001, %5999
  store i64 %6002, ptr %6000, align 8
  %6003 = load ptr, ptr %293, align 8
  %6004 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6003, i32 0, i32 1
  %6005 = getelementptr inbounds [2 x i64], ptr %6004, i64 0, i64 1
  %6006 = load i64, ptr %6005, align 8
  %6007 = load ptr, ptr %293, align 8
  %6008 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6007, i32 0, i32 1
  %6009 = load i64, ptr %6008, align 8
  %6010 = add i64 %6009, %6006
  store i64 %6010, ptr %6008, align 8
  %6011 = load ptr, ptr %878, align 8
  %6012 = load i32, ptr %883, align 4
  store ptr %6011, ptr %451, align 8
  store i32 %6012, ptr %452, align 4
  %6013 = load ptr, ptr %451, align 8
  %6014 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6013, i32 0, i32 1
  %6015 = load i64, ptr %6014, align 8
  %6016 = and i64 %6015, 255
  store i64 %6016, ptr %453, align 8
  %6017 = load i64, ptr %453, align 8
  %6018 = lshr i64 %6017, 3
  store i64 %6018, ptr %454, align 8
  %6019 = load ptr, ptr %451, align 8
  %6020 = load i64, ptr %6019, align 8
  %6021 = load i64, ptr %453, align 8
  %6022 = sub i64 64, %6021
  %6023 = lshr i64 %6020, %6022
  store i64 %6023, ptr %455, align 8
  %6024 = load ptr, ptr %451, align 8
  %6025 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6024, i32 0, i32 1
  %6026 = load i64, ptr %6025, align 8
  %6027 = and i64 %6026, 7
  store i64 %6027, ptr %6025, align 8
  %6028 = load ptr, ptr %451, align 8
  %6029 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6028, i32 0, i32 3
  %6030 = load ptr, ptr %6029, align 8
  %6031 = load i64, ptr %455, align 8
  call void @MEM_writeLEST(ptr noundef %6030, i64 noundef %6031)
  %6032 = load i64, ptr %454, align 8
  %6033 = load ptr, ptr %451, align 8
  %6034 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6033, i32 0, i32 3
  %6035 = load ptr, ptr %6034, align 8
  %6036 = getelementptr inbounds i8, ptr %6035, i64 %6032
  store ptr %6036, ptr %6034, align 8
  %6037 = load i32, ptr %452, align 4
  %6038 = icmp ne i32 %6037, 0
  br i1 %6038, label %6053, label %6039

6039:                                             ; preds = %5971
  %6040 = load ptr, ptr %451, align 8
  %6041 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6040, i32 0, i32 3
  %6042 = load ptr, ptr %6041, align 8
  %6043 = load ptr, ptr %451, align 8
  %6044 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6043, i32 0, i32 4
  %6045 = load ptr, ptr %6044, align 8
  %6046 = icmp ugt ptr %6042, %6045
  br i1 %6046, label %6047, label %6053

6047:                                             ; preds = %6039
  %6048 = load ptr, ptr %451, align 8
  %6049 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6048, i32 0, i32 4
  %6050 = load ptr, ptr %6049, align 8
  %6051 = load ptr, ptr %451, align 8
  %6052 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6051, i32 0, i32 3
  store ptr %6050, ptr %6052, align 8
  br label %6053

6053:                                             ; preds = %5971, %6039, %6047
  %6054 = load i32, ptr %882, align 4
  %6055 = mul nsw i32 2, %6054
  %6056 = load i32, ptr %885, align 4
  %6057 = sub nsw i32 %6056, %6055
  store i32 %6057, ptr %885, align 4
  br label %5709, !llvm.loop !48

6058:                                             ; preds = %5709
  br label %7314

6059:                                             ; preds = %3549
  %6060 = load ptr, ptr %975, align 8
  %6061 = load i64, ptr %970, align 8
  %6062 = load ptr, ptr %974, align 8
  store ptr %978, ptr %867, align 8
  store ptr %6060, ptr %868, align 8
  store i64 %6061, ptr %869, align 8
  store ptr %6062, ptr %870, align 8
  store i32 8, ptr %871, align 4
  store i32 1, ptr %872, align 4
  store i32 0, ptr %873, align 4
  %6063 = load i64, ptr %869, align 8
  %6064 = trunc i64 %6063 to i32
  store i32 %6064, ptr %874, align 4
  %6065 = load i32, ptr %874, align 4
  %6066 = load i32, ptr %871, align 4
  %6067 = srem i32 %6065, %6066
  store i32 %6067, ptr %875, align 4
  %6068 = load i32, ptr %875, align 4
  %6069 = icmp sgt i32 %6068, 0
  br i1 %6069, label %6070, label %6171

6070:                                             ; preds = %6059
  br label %6071

6071:                                             ; preds = %6108, %6070
  %6072 = load i32, ptr %875, align 4
  %6073 = icmp sgt i32 %6072, 0
  br i1 %6073, label %6074, label %6127

6074:                                             ; preds = %6071
  %6075 = load ptr, ptr %867, align 8
  %6076 = load ptr, ptr %868, align 8
  %6077 = load i32, ptr %874, align 4
  %6078 = add nsw i32 %6077, -1
  store i32 %6078, ptr %874, align 4
  %6079 = sext i32 %6078 to i64
  %6080 = getelementptr inbounds i8, ptr %6076, i64 %6079
  %6081 = load i8, ptr %6080, align 1
  %6082 = zext i8 %6081 to i32
  %6083 = load ptr, ptr %870, align 8
  store ptr %6075, ptr %816, align 8
  store i32 %6082, ptr %817, align 4
  store ptr %6083, ptr %818, align 8
  store i32 0, ptr %819, align 4
  store i32 0, ptr %820, align 4
  %6084 = load ptr, ptr %816, align 8
  %6085 = load ptr, ptr %818, align 8
  %6086 = load i32, ptr %817, align 4
  %6087 = zext i32 %6086 to i64
  %6088 = getelementptr inbounds i64, ptr %6085, i64 %6087
  %6089 = load i64, ptr %6088, align 8
  %6090 = load i32, ptr %819, align 4
  %6091 = load i32, ptr %820, align 4
  store ptr %6084, ptr %34, align 8
  store i64 %6089, ptr %35, align 8
  store i32 %6090, ptr %36, align 4
  store i32 %6091, ptr %37, align 4
  %6092 = load i64, ptr %35, align 8
  %6093 = call i64 @HUF_getNbBits(i64 noundef %6092)
  %6094 = load ptr, ptr %34, align 8
  %6095 = load i32, ptr %36, align 4
  %6096 = sext i32 %6095 to i64
  %6097 = getelementptr inbounds [2 x i64], ptr %6094, i64 0, i64 %6096
  %6098 = load i64, ptr %6097, align 8
  %6099 = lshr i64 %6098, %6093
  store i64 %6099, ptr %6097, align 8
  %6100 = load i32, ptr %37, align 4
  %6101 = icmp ne i32 %6100, 0
  br i1 %6101, label %6102, label %6105

6102:                                             ; preds = %6074
  %6103 = load i64, ptr %35, align 8
  %6104 = call i64 @HUF_getValueFast(i64 noundef %6103)
  br label %6108

6105:                                             ; preds = %6074
  %6106 = load i64, ptr %35, align 8
  %6107 = call i64 @HUF_getValue(i64 noundef %6106)
  br label %6108

6108:                                             ; preds = %6102, %6105
  %6109 = phi i64 [ %6104, %6102 ], [ %6107, %6105 ]
  %6110 = load ptr, ptr %34, align 8
  %6111 = load i32, ptr %36, align 4
  %6112 = sext i32 %6111 to i64
  %6113 = getelementptr inbounds [2 x i64], ptr %6110, i64 0, i64 %6112
  %6114 = load i64, ptr %6113, align 8
  %6115 = or i64 %6114, %6109
  store i64 %6115, ptr %6113, align 8
  %6116 = load i64, ptr %35, align 8
  %6117 = call i64 @HUF_getNbBitsFast(i64 noundef %6116)
  %6118 = load ptr, ptr %34, align 8
  %6119 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6118, i32 0, i32 1
  %6120 = load i32, ptr %36, align 4
  %6121 = sext i32 %6120 to i64
  %6122 = getelementptr inbounds [2 x i64], ptr %6119, i64 0, i64 %6121
  %6123 = load i64, ptr %6122, align 8
  %6124 = add i64 %6123, %6117
  store i64 %6124, ptr %6122, align 8
  %6125 = load i32, ptr %875, align 4
  %6126 = add nsw i32 %6125, -1
  store i32 %6126, ptr %875, align 4
  br label %6071, !llvm.loop !44

6127:                                             ; preds = %6071
  %6128 = load ptr, ptr %867, align 8
  %6129 = load i32, ptr %872, align 4
  store ptr %6128, ptr %481, align 8
  store i32 %6129, ptr %482, align 4
  %6130 = load ptr, ptr %481, align 8
  %6131 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6130, i32 0, i32 1
  %6132 = load i64, ptr %6131, align 8
  %6133 = and i64 %6132, 255
  store i64 %6133, ptr %483, align 8
  %6134 = load i64, ptr %483, align 8
  %6135 = lshr i64 %6134, 3
  store i64 %6135, ptr %484, align 8
  %6136 = load ptr, ptr %481, align 8
  %6137 = load i64, ptr %6136, align 8
  %6138 = load i64, ptr %483, align 8
  %6139 = sub i64 64, %6138
  %6140 = lshr i64 %6137, %6139
  store i64 %6140, ptr %485, align 8
  %6141 = load ptr, ptr %481, align 8
  %6142 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6141, i32 0, i32 1
  %6143 = load i64, ptr %6142, align 8
  %6144 = and i64 %6143, 7
  store i64 %6144, ptr %6142, align 8
  %6145 = load ptr, ptr %481, align 8
  %6146 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6145, i32 0, i32 3
  %6147 = load ptr, ptr %6146, align 8
  %6148 = load i64, ptr %485, align 8
  call void @MEM_writeLEST(ptr noundef %6147, i64 noundef %6148)
  %6149 = load i64, ptr %484, align 8
  %6150 = load ptr, ptr %481, align 8
  %6151 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6150, i32 0, i32 3
  %6152 = load ptr, ptr %6151, align 8
  %6153 = getelementptr inbounds i8, ptr %6152, i64 %6149
  store ptr %6153, ptr %6151, align 8
  %6154 = load i32, ptr %482, align 4
  %6155 = icmp ne i32 %6154, 0
  br i1 %6155, label %6170, label %6156

6156:                                             ; preds = %6127
  %6157 = load ptr, ptr %481, align 8
  %6158 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6157, i32 0, i32 3
  %6159 = load ptr, ptr %6158, align 8
  %6160 = load ptr, ptr %481, align 8
  %6161 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6160, i32 0, i32 4
  %6162 = load ptr, ptr %6161, align 8
  %6163 = icmp ugt ptr %6159, %6162
  br i1 %6163, label %6164, label %6170

6164:                                             ; preds = %6156
  %6165 = load ptr, ptr %481, align 8
  %6166 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6165, i32 0, i32 4
  %6167 = load ptr, ptr %6166, align 8
  %6168 = load ptr, ptr %481, align 8
  %6169 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6168, i32 0, i32 3
  store ptr %6167, ptr %6169, align 8
  br label %6170

6170:                                             ; preds = %6127, %6156, %6164
  br label %6171

6171:                                             ; preds = %6170, %6059
  %6172 = load i32, ptr %874, align 4
  %6173 = load i32, ptr %871, align 4
  %6174 = mul nsw i32 2, %6173
  %6175 = srem i32 %6172, %6174
  %6176 = icmp ne i32 %6175, 0
  br i1 %6176, label %6177, label %6335

6177:                                             ; preds = %6171
  store i32 1, ptr %876, align 4
  br label %6178

6178:                                             ; preds = %6217, %6177
  %6179 = load i32, ptr %876, align 4
  %6180 = load i32, ptr %871, align 4
  %6181 = icmp slt i32 %6179, %6180
  br i1 %6181, label %6182, label %6236

6182:                                             ; preds = %6178
  %6183 = load ptr, ptr %867, align 8
  %6184 = load ptr, ptr %868, align 8
  %6185 = load i32, ptr %874, align 4
  %6186 = load i32, ptr %876, align 4
  %6187 = sub nsw i32 %6185, %6186
  %6188 = sext i32 %6187 to i64
  %6189 = getelementptr inbounds i8, ptr %6184, i64 %6188
  %6190 = load i8, ptr %6189, align 1
  %6191 = zext i8 %6190 to i32
  %6192 = load ptr, ptr %870, align 8
  store ptr %6183, ptr %811, align 8
  store i32 %6191, ptr %812, align 4
  store ptr %6192, ptr %813, align 8
  store i32 0, ptr %814, align 4
  store i32 1, ptr %815, align 4
  %6193 = load ptr, ptr %811, align 8
  %6194 = load ptr, ptr %813, align 8
  %6195 = load i32, ptr %812, align 4
  %6196 = zext i32 %6195 to i64
  %6197 = getelementptr inbounds i64, ptr %6194, i64 %6196
  %6198 = load i64, ptr %6197, align 8
  %6199 = load i32, ptr %814, align 4
  %6200 = load i32, ptr %815, align 4
  store ptr %6193, ptr %38, align 8
  store i64 %6198, ptr %39, align 8
  store i32 %6199, ptr %40, align 4
  store i32 %6200, ptr %41, align 4
  %6201 = load i64, ptr %39, align 8
  %6202 = call i64 @HUF_getNbBits(i64 noundef %6201)
  %6203 = load ptr, ptr %38, align 8
  %6204 = load i32, ptr %40, align 4
  %6205 = sext i32 %6204 to i64
  %6206 = getelementptr inbounds [2 x i64], ptr %6203, i64 0, i64 %6205
  %6207 = load i64, ptr %6206, align 8
  %6208 = lshr i64 %6207, %6202
  store i64 %6208, ptr %6206, align 8
  %6209 = load i32, ptr %41, align 4
  %6210 = icmp ne i32 %6209, 0
  br i1 %6210, label %6211, label %6214

6211:                                             ; preds = %6182
  %6212 = load i64, ptr %39, align 8
  %6213 = call i64 @HUF_getValueFast(i64 noundef %6212)
  br label %6217

6214:                                             ; preds = %6182
  %6215 = load i64, ptr %39, align 8
  %6216 = call i64 @HUF_getValue(i64 noundef %6215)
  br label %6217

6217:                                             ; preds = %6211, %6214
  %6218 = phi i64 [ %6213, %6211 ], [ %6216, %6214 ]
  %6219 = load ptr, ptr %38, align 8
  %6220 = load i32, ptr %40, align 4
  %6221 = sext i32 %6220 to i64
  %6222 = getelementptr inbounds [2 x i64], ptr %6219, i64 0, i64 %6221
  %6223 = load i64, ptr %6222, align 8
  %6224 = or i64 %6223, %6218
  store i64 %6224, ptr %6222, align 8
  %6225 = load i64, ptr %39, align 8
  %6226 = call i64 @HUF_getNbBitsFast(i64 noundef %6225)
  %6227 = load ptr, ptr %38, align 8
  %6228 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6227, i32 0, i32 1
  %6229 = load i32, ptr %40, align 4
  %6230 = sext i32 %6229 to i64
  %6231 = getelementptr inbounds [2 x i64], ptr %6228, i64 0, i64 %6230
  %6232 = load i64, ptr %6231, align 8
  %6233 = add i64 %6232, %6226
  store i64 %6233, ptr %6231, align 8
  %6234 = load i32, ptr %876, align 4
  %6235 = add nsw i32 %6234, 1
  store i32 %6235, ptr %876, align 4
  br label %6178, !llvm.loop !45

6236:                                             ; preds = %6178
  %6237 = load ptr, ptr %867, align 8
  %6238 = load ptr, ptr %868, align 8
  %6239 = load i32, ptr %874, align 4
  %6240 = load i32, ptr %871, align 4
  %6241 = sub nsw i32 %6239, %6240
  %6242 = sext i32 %6241 to i64
  %6243 = getelementptr inbounds i8, ptr %6238, i64 %6242
  %6244 = load i8, ptr %6243, align 1
  %6245 = zext i8 %6244 to i32
  %6246 = load ptr, ptr %870, align 8
  %6247 = load i32, ptr %873, align 4
  store ptr %6237, ptr %806, align 8
  store i32 %6245, ptr %807, align 4
  store ptr %6246, ptr %808, align 8
  store i32 0, ptr %809, align 4
  store i32 %6247, ptr %810, align 4
  %6248 = load ptr, ptr %806, align 8
  %6249 = load ptr, ptr %808, align 8
  %6250 = load i32, ptr %807, align 4
  %6251 = zext i32 %6250 to i64
  %6252 = getelementptr inbounds i64, ptr %6249, i64 %6251
  %6253 = load i64, ptr %6252, align 8
  %6254 = load i32, ptr %809, align 4
  %6255 = load i32, ptr %810, align 4
  store ptr %6248, ptr %42, align 8
  store i64 %6253, ptr %43, align 8
  store i32 %6254, ptr %44, align 4
  store i32 %6255, ptr %45, align 4
  %6256 = load i64, ptr %43, align 8
  %6257 = call i64 @HUF_getNbBits(i64 noundef %6256)
  %6258 = load ptr, ptr %42, align 8
  %6259 = load i32, ptr %44, align 4
  %6260 = sext i32 %6259 to i64
  %6261 = getelementptr inbounds [2 x i64], ptr %6258, i64 0, i64 %6260
  %6262 = load i64, ptr %6261, align 8
  %6263 = lshr i64 %6262, %6257
  store i64 %6263, ptr %6261, align 8
  %6264 = load i32, ptr %45, align 4
  %6265 = icmp ne i32 %6264, 0
  br i1 %6265, label %6266, label %6269

6266:                                             ; preds = %6236
  %6267 = load i64, ptr %43, align 8
  %6268 = call i64 @HUF_getValueFast(i64 noundef %6267)
  br label %6272

6269:                                             ; preds = %6236
  %6270 = load i64, ptr %43, align 8
  %6271 = call i64 @HUF_getValue(i64 noundef %6270)
  br label %6272

6272:                                             ; preds = %6266, %6269
  %6273 = phi i64 [ %6268, %6266 ], [ %6271, %6269 ]
  %6274 = load ptr, ptr %42, align 8
  %6275 = load i32, ptr %44, align 4
  %6276 = sext i32 %6275 to i64
  %6277 = getelementptr inbounds [2 x i64], ptr %6274, i64 0, i64 %6276
  %6278 = load i64, ptr %6277, align 8
  %6279 = or i64 %6278, %6273
  store i64 %6279, ptr %6277, align 8
  %6280 = load i64, ptr %43, align 8
  %6281 = call i64 @HUF_getNbBitsFast(i64 noundef %6280)
  %6282 = load ptr, ptr %42, align 8
  %6283 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6282, i32 0, i32 1
  %6284 = load i32, ptr %44, align 4
  %6285 = sext i32 %6284 to i64
  %6286 = getelementptr inbounds [2 x i64], ptr %6283, i64 0, i64 %6285
  %6287 = load i64, ptr %6286, align 8
  %6288 = add i64 %6287, %6281
  store i64 %6288, ptr %6286, align 8
  %6289 = load ptr, ptr %867, align 8
  %6290 = load i32, ptr %872, align 4
  store ptr %6289, ptr %476, align 8
  store i32 %6290, ptr %477, align 4
  %6291 = load ptr, ptr %476, align 8
  %6292 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6291, i32 0, i32 1
  %6293 = load i64, ptr %6292, align 8
  %6294 = and i64 %6293, 255
  store i64 %6294, ptr %478, align 8
  %6295 = load i64, ptr %478, align 8
  %6296 = lshr i64 %6295, 3
  store i64 %6296, ptr %479, align 8
  %6297 = load ptr, ptr %476, align 8
  %6298 = load i64, ptr %6297, align 8
  %6299 = load i64, ptr %478, align 8
  %6300 = sub i64 64, %6299
  %6301 = lshr i64 %6298, %6300
  store i64 %6301, ptr %480, align 8
  %6302 = load ptr, ptr %476, align 8
  %6303 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6302, i32 0, i32 1
  %6304 = load i64, ptr %6303, align 8
  %6305 = and i64 %6304, 7
  store i64 %6305, ptr %6303, align 8
  %6306 = load ptr, ptr %476, align 8
  %6307 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6306, i32 0, i32 3
  %6308 = load ptr, ptr %6307, align 8
  %6309 = load i64, ptr %480, align 8
  call void @MEM_writeLEST(ptr noundef %6308, i64 noundef %6309)
  %6310 = load i64, ptr %479, align 8
  %6311 = load ptr, ptr %476, align 8
  %6312 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6311, i32 0, i32 3
  %6313 = load ptr, ptr %6312, align 8
  %6314 = getelementptr inbounds i8, ptr %6313, i64 %6310
  store ptr %6314, ptr %6312, align 8
  %6315 = load i32, ptr %477, align 4
  %6316 = icmp ne i32 %6315, 0
  br i1 %6316, label %6331, label %6317

6317:                                             ; preds = %6272
  %6318 = load ptr, ptr %476, align 8
  %6319 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6318, i32 0, i32 3
  %6320 = load ptr, ptr %6319, align 8
  %6321 = load ptr, ptr %476, align 8
  %6322 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6321, i32 0, i32 4
  %6323 = load ptr, ptr %6322, align 8
  %6324 = icmp ugt ptr %6320, %6323
  br i1 %6324, label %6325, label %6331

6325:                                             ; preds = %6317
  %6326 = load ptr, ptr %476, align 8
  %6327 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6326, i32 0, i32 4
  %6328 = load ptr, ptr %6327, align 8
  %6329 = load ptr, ptr %476, align 8
  %6330 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6329, i32 0, i32 3
  store ptr %6328, ptr %6330, align 8
  br label %6331

6331:                                             ; preds = %6272, %6317, %6325
  %6332 = load i32, ptr %871, align 4
  %6333 = load i32, ptr %874, align 4
  %6334 = sub nsw i32 %6333, %6332
  store i32 %6334, ptr %874, align 4
  br label %6335

6335:                                             ; preds = %6331, %6171
  br label %6336

6336:                                             ; preds = %6680, %6335
  %6337 = load i32, ptr %874, align 4
  %6338 = icmp sgt i32 %6337, 0
  br i1 %6338, label %6339, label %6685

6339:                                             ; preds = %6336
  store i32 1, ptr %877, align 4
  br label %6340

6340:                                             ; preds = %6379, %6339
  %6341 = load i32, ptr %877, align 4
  %6342 = load i32, ptr %871, align 4
  %6343 = icmp slt i32 %6341, %6342
  br i1 %6343, label %6344, label %6398

6344:                                             ; preds = %6340
  %6345 = load ptr, ptr %867, align 8
  %6346 = load ptr, ptr %868, align 8
  %6347 = load i32, ptr %874, align 4
  %6348 = load i32, ptr %877, align 4
  %6349 = sub nsw i32 %6347, %6348
  %6350 = sext i32 %6349 to i64
  %6351 = getelementptr inbounds i8, ptr %6346, i64 %6350
  %6352 = load i8, ptr %6351, align 1
  %6353 = zext i8 %6352 to i32
  %6354 = load ptr, ptr %870, align 8
  store ptr %6345, ptr %801, align 8
  store i32 %6353, ptr %802, align 4
  store ptr %6354, ptr %803, align 8
  store i32 0, ptr %804, align 4
  store i32 1, ptr %805, align 4
  %6355 = load ptr, ptr %801, align 8
  %6356 = load ptr, ptr %803, align 8
  %6357 = load i32, ptr %802, align 4
  %6358 = zext i32 %6357 to i64
  %6359 = getelementptr inbounds i64, ptr %6356, i64 %6358
  %6360 = load i64, ptr %6359, align 8
  %6361 = load i32, ptr %804, align 4
  %6362 = load i32, ptr %805, align 4
  store ptr %6355, ptr %46, align 8
  store i64 %6360, ptr %47, align 8
  store i32 %6361, ptr %48, align 4
  store i32 %6362, ptr %49, align 4
  %6363 = load i64, ptr %47, align 8
  %6364 = call i64 @HUF_getNbBits(i64 noundef %6363)
  %6365 = load ptr, ptr %46, align 8
  %6366 = load i32, ptr %48, align 4
  %6367 = sext i32 %6366 to i64
  %6368 = getelementptr inbounds [2 x i64], ptr %6365, i64 0, i64 %6367
  %6369 = load i64, ptr %6368, align 8
  %6370 = lshr i64 %6369, %6364
  store i64 %6370, ptr %6368, align 8
  %6371 = load i32, ptr %49, align 4
  %6372 = icmp ne i32 %6371, 0
  br i1 %6372, label %6373, label %6376

6373:                                             ; preds = %6344
  %6374 = load i64, ptr %47, align 8
  %6375 = call i64 @HUF_getValueFast(i64 noundef %6374)
  br label %6379

6376:                                             ; preds = %6344
  %6377 = load i64, ptr %47, align 8
  %6378 = call i64 @HUF_getValue(i64 noundef %6377)
  br label %6379

6379:                                             ; preds = %6373, %6376
  %6380 = phi i64 [ %6375, %6373 ], [ %6378, %6376 ]
  %6381 = load ptr, ptr %46, align 8
  %6382 = load i32, ptr %48, align 4
  %6383 = sext i32 %6382 to i64
  %6384 = getelementptr inbounds [2 x i64], ptr %6381, i64 0, i64 %6383
  %6385 = load i64, ptr %6384, align 8
  %6386 = or i64 %6385, %6380
  store i64 %6386, ptr %6384, align 8
  %6387 = load i64, ptr %47, align 8
  %6388 = call i64 @HUF_getNbBitsFast(i64 noundef %6387)
  %6389 = load ptr, ptr %46, align 8
  %6390 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6389, i32 0, i32 1
  %6391 = load i32, ptr %48, align 4
  %6392 = sext i32 %6391 to i64
  %6393 = getelementptr inbounds [2 x i64], ptr %6390, i64 0, i64 %6392
  %6394 = load i64, ptr %6393, align 8
  %6395 = add i64 %6394, %6388
  store i64 %6395, ptr %6393, align 8
  %6396 = load i32, ptr %877, align 4
  %6397 = add nsw i32 %6396, 1
  store i32 %6397, ptr %877, align 4
  br label %6340, !llvm.loop !46

6398:                                             ; preds = %6340
  %6399 = load ptr, ptr %867, align 8
  %6400 = load ptr, ptr %868, align 8
  %6401 = load i32, ptr %874, align 4
  %6402 = load i32, ptr %871, align 4
  %6403 = sub nsw i32 %6401, %6402
  %6404 = sext i32 %6403 to i64
  %6405 = getelementptr inbounds i8, ptr %6400, i64 %6404
  %6406 = load i8, ptr %6405, align 1
  %6407 = zext i8 %6406 to i32
  %6408 = load ptr, ptr %870, align 8
  %6409 = load i32, ptr %873, align 4
  store ptr %6399, ptr %786, align 8
  store i32 %6407, ptr %787, align 4
  store ptr %6408, ptr %788, align 8
  store i32 0, ptr %789, align 4
  store i32 %6409, ptr %790, align 4
  %6410 = load ptr, ptr %786, align 8
  %6411 = load ptr, ptr %788, align 8
  %6412 = load i32, ptr %787, align 4
  %6413 = zext i32 %6412 to i64
  %6414 = getelementptr inbounds i64, ptr %6411, i64 %6413
  %6415 = load i64, ptr %6414, align 8
  %6416 = load i32, ptr %789, align 4
  %6417 = load i32, ptr %790, align 4
  store ptr %6410, ptr %58, align 8
  store i64 %6415, ptr %59, align 8
  store i32 %6416, ptr %60, align 4
  store i32 %6417, ptr %61, align 4
  %6418 = load i64, ptr %59, align 8
  %6419 = call i64 @HUF_getNbBits(i64 noundef %6418)
  %6420 = load ptr, ptr %58, align 8
  %6421 = load i32, ptr %60, align 4
  %6422 = sext i32 %6421 to i64
  %6423 = getelementptr inbounds [2 x i64], ptr %6420, i64 0, i64 %6422
  %6424 = load i64, ptr %6423, align 8
  %6425 = lshr i64 %6424, %6419
  store i64 %6425, ptr %6423, align 8
  %6426 = load i32, ptr %61, align 4
  %6427 = icmp ne i32 %6426, 0
  br i1 %6427, label %6428, label %6431

6428:                                             ; preds = %6398
  %6429 = load i64, ptr %59, align 8
  %6430 = call i64 @HUF_getValueFast(i64 noundef %6429)
  br label %6434

6431:                                             ; preds = %6398
  %6432 = load i64, ptr %59, align 8
  %6433 = call i64 @HUF_getValue(i64 noundef %6432)
  br label %6434

6434:                                             ; preds = %6428, %6431
  %6435 = phi i64 [ %6430, %6428 ], [ %6433, %6431 ]
  %6436 = load ptr, ptr %58, align 8
  %6437 = load i32, ptr %60, align 4
  %6438 = sext i32 %6437 to i64
  %6439 = getelementptr inbounds [2 x i64], ptr %6436, i64 0, i64 %6438
  %6440 = load i64, ptr %6439, align 8
  %6441 = or i64 %6440, %6435
  store i64 %6441, ptr %6439, align 8
  %6442 = load i64, ptr %59, align 8
  %6443 = call i64 @HUF_getNbBitsFast(i64 noundef %6442)
  %6444 = load ptr, ptr %58, align 8
  %6445 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6444, i32 0, i32 1
  %6446 = load i32, ptr %60, align 4
  %6447 = sext i32 %6446 to i64
  %6448 = getelementptr inbounds [2 x i64], ptr %6445, i64 0, i64 %6447
  %6449 = load i64, ptr %6448, align 8
  %6450 = add i64 %6449, %6443
  store i64 %6450, ptr %6448, align 8
  %6451 = load ptr, ptr %867, align 8
  %6452 = load i32, ptr %872, align 4
  store ptr %6451, ptr %466, align 8
  store i32 %6452, ptr %467, align 4
  %6453 = load ptr, ptr %466, align 8
  %6454 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6453, i32 0, i32 1
  %6455 = load i64, ptr %6454, align 8
  %6456 = and i64 %6455, 255
  store i64 %6456, ptr %468, align 8
  %6457 = load i64, ptr %468, align 8
  %6458 = lshr i64 %6457, 3
  store i64 %6458, ptr %469, align 8
  %6459 = load ptr, ptr %466, align 8
  %6460 = load i64, ptr %6459, align 8
  %6461 = load i64, ptr %468, align 8
  %6462 = sub i64 64, %6461
  %6463 = lshr i64 %6460, %6462
  store i64 %6463, ptr %470, align 8
  %6464 = load ptr, ptr %466, align 8
  %6465 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6464, i32 0, i32 1
  %6466 = load i64, ptr %6465, align 8
  %6467 = and i64 %6466, 7
  store i64 %6467, ptr %6465, align 8
  %6468 = load ptr, ptr %466, align 8
  %6469 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6468, i32 0, i32 3
  %6470 = load ptr, ptr %6469, align 8
  %6471 = load i64, ptr %470, align 8
  call void @MEM_writeLEST(ptr noundef %6470, i64 noundef %6471)
  %6472 = load i64, ptr %469, align 8
  %6473 = load ptr, ptr %466, align 8
  %6474 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6473, i32 0, i32 3
  %6475 = load ptr, ptr %6474, align 8
  %6476 = getelementptr inbounds i8, ptr %6475, i64 %6472
  store ptr %6476, ptr %6474, align 8
  %6477 = load i32, ptr %467, align 4
  %6478 = icmp ne i32 %6477, 0
  br i1 %6478, label %6493, label %6479

6479:                                             ; preds = %6434
  %6480 = load ptr, ptr %466, align 8
  %6481 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6480, i32 0, i32 3
  %6482 = load ptr, ptr %6481, align 8
  %6483 = load ptr, ptr %466, align 8
  %6484 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6483, i32 0, i32 4
  %6485 = load ptr, ptr %6484, align 8
  %6486 = icmp ugt ptr %6482, %6485
  br i1 %6486, label %6487, label %6493

6487:                                             ; preds = %6479
  %6488 = load ptr, ptr %466, align 8
  %6489 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6488, i32 0, i32 4
  %6490 = load ptr, ptr %6489, align 8
  %6491 = load ptr, ptr %466, align 8
  %6492 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6491, i32 0, i32 3
  store ptr %6490, ptr %6492, align 8
  br label %6493

6493:                                             ; preds = %6434, %6479, %6487
  %6494 = load ptr, ptr %867, align 8
  store ptr %6494, ptr %304, align 8
  %6495 = load ptr, ptr %304, align 8
  %6496 = getelementptr inbounds [2 x i64], ptr %6495, i64 0, i64 1
  store i64 0, ptr %6496, align 8
  %6497 = load ptr, ptr %304, align 8
  %6498 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6497, i32 0, i32 1
  %6499 = getelementptr inbounds [2 x i64], ptr %6498, i64 0, i64 1
  store i64 0, ptr %6499, align 8
  store i32 1, ptr %877, align 4
  br label %6500

6500:                                             ; preds = %6541, %6493
  %6501 = load i32, ptr %877, align 4
  %6502 = load i32, ptr %871, align 4
  %6503 = icmp slt i32 %6501, %6502
  br i1 %6503, label %6504, label %6560

6504:                                             ; preds = %6500
  %6505 = load ptr, ptr %867, align 8
  %6506 = load ptr, ptr %868, align 8
  %6507 = load i32, ptr %874, align 4
  %6508 = load i32, ptr %871, align 4
  %6509 = sub nsw i32 %6507, %6508
  %6510 = load i32, ptr %877, align 4
  %6511 = sub nsw i32 %6509, %6510
  %6512 = sext i32 %6511 to i64
  %6513 = getelementptr inbounds i8, ptr %6506, i64 %6512
  %6514 = load i8, ptr %6513, align 1
  %6515 = zext i8 %6514 to i32
  %6516 = load ptr, ptr %870, align 8
  store ptr %6505, ptr %796, align 8
  store i32 %6515, ptr %797, align 4
  store ptr %6516, ptr %798, align 8
  store i32 1, ptr %799, align 4
  store i32 1, ptr %800, align 4
  %6517 = load ptr, ptr %796, align 8
  %6518 = load ptr, ptr %798, align 8
  %6519 = load i32, ptr %797, align 4
  %6520 = zext i32 %6519 to i64
  %6521 = getelementptr inbounds i64, ptr %6518, i64 %6520
  %6522 = load i64, ptr %6521, align 8
  %6523 = load i32, ptr %799, align 4
  %6524 = load i32, ptr %800, align 4
  store ptr %6517, ptr %50, align 8
  store i64 %6522, ptr %51, align 8
  store i32 %6523, ptr %52, align 4
  store i32 %6524, ptr %53, align 4
  %6525 = load i64, ptr %51, align 8
  %6526 = call i64 @HUF_getNbBits(i64 noundef %6525)
  %6527 = load ptr, ptr %50, align 8
  %6528 = load i32, ptr %52, align 4
  %6529 = sext i32 %6528 to i64
  %6530 = getelementptr inbounds [2 x i64], ptr %6527, i64 0, i64 %6529
  %6531 = load i64, ptr %6530, align 8
  %6532 = lshr i64 %6531, %6526
  store i64 %6532, ptr %6530, align 8
  %6533 = load i32, ptr %53, align 4
  %6534 = icmp ne i32 %6533, 0
  br i1 %6534, label %6535, label %6538

6535:                                             ; preds = %6504
  %6536 = load i64, ptr %51, align 8
  %6537 = call i64 @HUF_getValueFast(i64 noundef %6536)
  br label %6541

6538:                                             ; preds = %6504
  %6539 = load i64, ptr %51, align 8
  %6540 = call i64 @HUF_getValue(i64 noundef %6539)
  br label %6541

6541:                                             ; preds = %6535, %6538
  %6542 = phi i64 [ %6537, %6535 ], [ %6540, %6538 ]
  %6543 = load ptr, ptr %50, align 8
  %6544 = load i32, ptr %52, align 4
  %6545 = sext i32 %6544 to i64
  %6546 = getelementptr inbounds [2 x i64], ptr %6543, i64 0, i64 %6545
  %6547 = load i64, ptr %6546, align 8
  %6548 = or i64 %6547, %6542
  store i64 %6548, ptr %6546, align 8
  %6549 = load i64, ptr %51, align 8
  %6550 = call i64 @HUF_getNbBitsFast(i64 noundef %6549)
  %6551 = load ptr, ptr %50, align 8
  %6552 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6551, i32 0, i32 1
  %6553 = load i32, ptr %52, align 4
  %6554 = sext i32 %6553 to i64
  %6555 = getelementptr inbounds [2 x i64], ptr %6552, i64 0, i64 %6554
  %6556 = load i64, ptr %6555, align 8
  %6557 = add i64 %6556, %6550
  store i64 %6557, ptr %6555, align 8
  %6558 = load i32, ptr %877, align 4
  %6559 = add nsw i32 %6558, 1
  store i32 %6559, ptr %877, align 4
  br label %6500, !llvm.loop !47

6560:                                             ; preds = %6500
  %6561 = load ptr, ptr %867, align 8
  %6562 = load ptr, ptr %868, align 8
  %6563 = load i32, ptr %874, align 4
  %6564 = load i32, ptr %871, align 4
  %6565 = sub nsw i32 %6563, %6564
  %6566 = load i32, ptr %871, align 4
  %6567 = sub nsw i32 %6565, %6566
  %6568 = sext i32 %6567 to i64
  %6569 = getelementptr inbounds i8, ptr %6562, i64 %6568
  %6570 = load i8, ptr %6569, align 1
  %6571 = zext i8 %6570 to i32
  %6572 = load ptr, ptr %870, align 8
  %6573 = load i32, ptr %873, align 4
  store ptr %6561, ptr %791, align 8
  store i32 %6571, ptr %792, align 4
  store ptr %6572, ptr %793, align 8
  store i32 1, ptr %794, align 4
  store i32 %6573, ptr %795, align 4
  %6574 = load ptr, ptr %791, align 8
  %6575 = load ptr, ptr %793, align 8
  %6576 = load i32, ptr %792, align 4
  %6577 = zext i32 %6576 to i64
  %6578 = getelementptr inbounds i64, ptr %6575, i64 %6577
  %6579 = load i64, ptr %6578, align 8
  %6580 = load i32, ptr %794, align 4
  %6581 = load i32, ptr %795, align 4
  store ptr %6574, ptr %54, align 8
  store i64 %6579, ptr %55, align 8
  store i32 %6580, ptr %56, align 4
  store i32 %6581, ptr %57, align 4
  %6582 = load i64, ptr %55, align 8
  %6583 = call i64 @HUF_getNbBits(i64 noundef %6582)
  %6584 = load ptr, ptr %54, align 8
  %6585 = load i32, ptr %56, align 4
  %6586 = sext i32 %6585 to i64
  %6587 = getelementptr inbounds [2 x i64], ptr %6584, i64 0, i64 %6586
  %6588 = load i64, ptr %6587, align 8
  %6589 = lshr i64 %6588, %6583
  store i64 %6589, ptr %6587, align 8
  %6590 = load i32, ptr %57, align 4
  %6591 = icmp ne i32 %6590, 0
  br i1 %6591, label %6592, label %6595

6592:                                             ; preds = %6560
  %6593 = load i64, ptr %55, align 8
  %6594 = call i64 @HUF_getValueFast(i64 noundef %6593)
  br label %6598

6595:                                             ; preds = %6560
  %6596 = load i64, ptr %55, align 8
  %6597 = call i64 @HUF_getValue(i64 noundef %6596)
  br label %6598

6598:                                             ; preds = %6592, %6595
  %6599 = phi i64 [ %6594, %6592 ], [ %6597, %6595 ]
  %6600 = load ptr, ptr %54, align 8
  %6601 = load i32, ptr %56, align 4
  %6602 = sext i32 %6601 to i64
  %6603 = getelementptr inbounds [2 x i64], ptr %6600, i64 0, i64 %6602
  %6604 = load i64, ptr %6603, align 8
  %6605 = or i64 %6604, %6599
  store i64 %6605, ptr %6603, align 8
  %6606 = load i64, ptr %55, align 8
  %6607 = call i64 @HUF_getNbBitsFast(i64 noundef %6606)
  %6608 = load ptr, ptr %54, align 8
  %6609 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6608, i32 0, i32 1
  %6610 = load i32, ptr %56, align 4
  %6611 = sext i32 %6610 to i64
  %6612 = getelementptr inbounds [2 x i64], ptr %6609, i64 0, i64 %6611
  %6613 = load i64, ptr %6612, align 8
  %6614 = add i64 %6613, %6607
  store i64 %6614, ptr %6612, align 8
  %6615 = load ptr, ptr %867, align 8
  store ptr %6615, ptr %294, align 8
  %6616 = load ptr, ptr %294, align 8
  %6617 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6616, i32 0, i32 1
  %6618 = getelementptr inbounds [2 x i64], ptr %6617, i64 0, i64 1
  %6619 = load i64, ptr %6618, align 8
  %6620 = and i64 %6619, 255
  %6621 = load ptr, ptr %294, align 8
  %6622 = load i64, ptr %6621, align 8
  %6623 = lshr i64 %6622, %6620
  store i64 %6623, ptr %6621, align 8
  %6624 = load ptr, ptr %294, align 8
  %6625 = getelementptr inbounds [2 x i64], ptr %6624, i64 0, i64 1
  %6626 = load i64, ptr %6625, align 8
  %6627 = load ptr, ptr %294, align 8
  %6628 = load i64, ptr %6627, align 8
  %6629 = or i64 %6628, %6626
  store i64 %6629, ptr %6627, align 8
  %6630 = load ptr, ptr %294, align 8
  %6631 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6630, i32 0, i32 1
  %6632 = getelementptr inbounds [2 x i64], ptr %6631, i64 0, i64 1
  %6633 = load i64, ptr %6632, align 8
  %6634 = load ptr, ptr %294, align 8
  %6635 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6634, i32 0, i32 1
  %6636 = load i64, ptr %6635, align 8
  %6637 = add i64 %6636, %6633
  store i64 %6637, ptr %6635, align 8
  %6638 = load ptr, ptr %867, align 8
  %6639 = load i32, ptr %872, align 4
  store ptr %6638, ptr %471, align 8
  store i32 %6639, ptr %472, align 4
  %6640 = load ptr, ptr %471, align 8
  %6641 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6640, i32 0, i32 1
  %6642 = load i64, ptr %6641, align 8
  %6643 = and i64 %6642, 255
  store i64 %6643, ptr %473, align 8
  %6644 = load i64, ptr %473, align 8
  %6645 = lshr i64 %6644, 3
  store i64 %6645, ptr %474, align 8
  %6646 = load ptr, ptr %471, align 8
  %6647 = load i64, ptr %6646, align 8
  %6648 = load i64, ptr %473, align 8
  %6649 = sub i64 64, %6648
  %6650 = lshr i64 %6647, %6649
  store i64 %6650, ptr %475, align 8
  %6651 = load ptr, ptr %471, align 8
  %6652 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6651, i32 0, i32 1
  %6653 = load i64, ptr %6652, align 8
  %6654 = and i64 %6653, 7
  store i64 %6654, ptr %6652, align 8
  %6655 = load ptr, ptr %471, align 8
  %6656 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6655, i32 0, i32 3
  %6657 = load ptr, ptr %6656, align 8
  %6658 = load i64, ptr %475, align 8
  call void @MEM_writeLEST(ptr noundef %6657, i64 noundef %6658)
  %6659 = load i64, ptr %474, align 8
  %6660 = load ptr, ptr %471, align 8
  %6661 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6660, i32 0, i32 3
  %6662 = load ptr, ptr %6661, align 8
  %6663 = getelementptr inbounds i8, ptr %6662, i64 %6659
  store ptr %6663, ptr %6661, align 8
  %6664 = load i32, ptr %472, align 4
  %6665 = icmp ne i32 %6664, 0
  br i1 %6665, label %6680, label %6666

6666:                                             ; preds = %6598
  %6667 = load ptr, ptr %471, align 8
  %6668 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6667, i32 0, i32 3
  %6669 = load ptr, ptr %6668, align 8
  %6670 = load ptr, ptr %471, align 8
  %6671 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6670, i32 0, i32 4
  %6672 = load ptr, ptr %6671, align 8
  %6673 = icmp ugt ptr %6669, %6672
  br i1 %6673, label %6674, label %6680

6674:                                             ; preds = %6666
  %6675 = load ptr, ptr %471, align 8
  %6676 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6675, i32 0, i32 4
  %6677 = load ptr, ptr %6676, align 8
  %6678 = load ptr, ptr %471, align 8
  %6679 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6678, i32 0, i32 3
  store ptr %6677, ptr %6679, align 8
  br label %6680

6680:                                             ; preds = %6598, %6666, %6674
  %6681 = load i32, ptr %871, align 4
  %6682 = mul nsw i32 2, %6681
  %6683 = load i32, ptr %874, align 4
  %6684 = sub nsw i32 %6683, %6682
  store i32 %6684, ptr %874, align 4
  br label %6336, !llvm.loop !48

6685:                                             ; preds = %6336
  br label %7314

6686:                                             ; preds = %3549
  br label %6687

6687:                                             ; preds = %6686, %3549
  %6688 = load ptr, ptr %975, align 8
  %6689 = load i64, ptr %970, align 8
  %6690 = load ptr, ptr %974, align 8
  store ptr %978, ptr %856, align 8
  store ptr %6688, ptr %857, align 8
  store i64 %6689, ptr %858, align 8
  store ptr %6690, ptr %859, align 8
  store i32 9, ptr %860, align 4
  store i32 1, ptr %861, align 4
  store i32 1, ptr %862, align 4
  %6691 = load i64, ptr %858, align 8
  %6692 = trunc i64 %6691 to i32
  store i32 %6692, ptr %863, align 4
  %6693 = load i32, ptr %863, align 4
  %6694 = load i32, ptr %860, align 4
  %6695 = srem i32 %6693, %6694
  store i32 %6695, ptr %864, align 4
  %6696 = load i32, ptr %864, align 4
  %6697 = icmp sgt i32 %6696, 0
  br i1 %6697, label %6698, label %6799

6698:                                             ; preds = %6687
  br label %6699

6699:                                             ; preds = %6736, %6698
  %6700 = load i32, ptr %864, align 4
  %6701 = icmp sgt i32 %6700, 0
  br i1 %6701, label %6702, label %6755

6702:                                             ; preds = %6699
  %6703 = load ptr, ptr %856, align 8
  %6704 = load ptr, ptr %857, align 8
  %6705 = load i32, ptr %863, align 4
  %6706 = add nsw i32 %6705, -1
  store i32 %6706, ptr %863, align 4
  %6707 = sext i32 %6706 to i64
  %6708 = getelementptr inbounds i8, ptr %6704, i64 %6707
  %6709 = load i8, ptr %6708, align 1
  %6710 = zext i8 %6709 to i32
  %6711 = load ptr, ptr %859, align 8
  store ptr %6703, ptr %851, align 8
  store i32 %6710, ptr %852, align 4
  store ptr %6711, ptr %853, align 8
  store i32 0, ptr %854, align 4
  store i32 0, ptr %855, align 4
  %6712 = load ptr, ptr %851, align 8
  %6713 = load ptr, ptr %853, align 8
  %6714 = load i32, ptr %852, align 4
  %6715 = zext i32 %6714 to i64
  %6716 = getelementptr inbounds i64, ptr %6713, i64 %6715
  %6717 = load i64, ptr %6716, align 8
  %6718 = load i32, ptr %854, align 4
  %6719 = load i32, ptr %855, align 4
  store ptr %6712, ptr %6, align 8
  store i64 %6717, ptr %7, align 8
  store i32 %6718, ptr %8, align 4
  store i32 %6719, ptr %9, align 4
  %6720 = load i64, ptr %7, align 8
  %6721 = call i64 @HUF_getNbBits(i64 noundef %6720)
  %6722 = load ptr, ptr %6, align 8
  %6723 = load i32, ptr %8, align 4
  %6724 = sext i32 %6723 to i64
  %6725 = getelementptr inbounds [2 x i64], ptr %6722, i64 0, i64 %6724
  %6726 = load i64, ptr %6725, align 8
  %6727 = lshr i64 %6726, %6721
  store i64 %6727, ptr %6725, align 8
  %6728 = load i32, ptr %9, align 4
  %6729 = icmp ne i32 %6728, 0
  br i1 %6729, label %6730, label %6733

6730:                                             ; preds = %6702
  %6731 = load i64, ptr %7, align 8
  %6732 = call i64 @HUF_getValueFast(i64 noundef %6731)
  br label %6736

6733:                                             ; preds = %6702
  %6734 = load i64, ptr %7, align 8
  %6735 = call i64 @HUF_getValue(i64 noundef %6734)
  br label %6736

6736:                                             ; preds = %6730, %6733
  %6737 = phi i64 [ %6732, %6730 ], [ %6735, %6733 ]
  %6738 = load ptr, ptr %6, align 8
  %6739 = load i32, ptr %8, align 4
  %6740 = sext i32 %6739 to i64
  %6741 = getelementptr inbounds [2 x i64], ptr %6738, i64 0, i64 %6740
  %6742 = load i64, ptr %6741, align 8
  %6743 = or i64 %6742, %6737
  store i64 %6743, ptr %6741, align 8
  %6744 = load i64, ptr %7, align 8
  %6745 = call i64 @HUF_getNbBitsFast(i64 noundef %6744)
  %6746 = load ptr, ptr %6, align 8
  %6747 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6746, i32 0, i32 1
  %6748 = load i32, ptr %8, align 4
  %6749 = sext i32 %6748 to i64
  %6750 = getelementptr inbounds [2 x i64], ptr %6747, i64 0, i64 %6749
  %6751 = load i64, ptr %6750, align 8
  %6752 = add i64 %6751, %6745
  store i64 %6752, ptr %6750, align 8
  %6753 = load i32, ptr %864, align 4
  %6754 = add nsw i32 %6753, -1
  store i32 %6754, ptr %864, align 4
  br label %6699, !llvm.loop !44

6755:                                             ; preds = %6699
  %6756 = load ptr, ptr %856, align 8
  %6757 = load i32, ptr %861, align 4
  store ptr %6756, ptr %501, align 8
  store i32 %6757, ptr %502, align 4
  %6758 = load ptr, ptr %501, align 8
  %6759 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6758, i32 0, i32 1
  %6760 = load i64, ptr %6759, align 8
  %6761 = and i64 %6760, 255
  store i64 %6761, ptr %503, align 8
  %6762 = load i64, ptr %503, align 8
  %6763 = lshr i64 %6762, 3
  store i64 %6763, ptr %504, align 8
  %6764 = load ptr, ptr %501, align 8
  %6765 = load i64, ptr %6764, align 8
  %6766 = load i64, ptr %503, align 8
  %6767 = sub i64 64, %6766
  %6768 = lshr i64 %6765, %6767
  store i64 %6768, ptr %505, align 8
  %6769 = load ptr, ptr %501, align 8
  %6770 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6769, i32 0, i32 1
  %6771 = load i64, ptr %6770, align 8
  %6772 = and i64 %6771, 7
  store i64 %6772, ptr %6770, align 8
  %6773 = load ptr, ptr %501, align 8
  %6774 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6773, i32 0, i32 3
  %6775 = load ptr, ptr %6774, align 8
  %6776 = load i64, ptr %505, align 8
  call void @MEM_writeLEST(ptr noundef %6775, i64 noundef %6776)
  %6777 = load i64, ptr %504, align 8
  %6778 = load ptr, ptr %501, align 8
  %6779 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6778, i32 0, i32 3
  %6780 = load ptr, ptr %6779, align 8
  %6781 = getelementptr inbounds i8, ptr %6780, i64 %6777
  store ptr %6781, ptr %6779, align 8
  %6782 = load i32, ptr %502, align 4
  %6783 = icmp ne i32 %6782, 0
  br i1 %6783, label %6798, label %6784

6784:                                             ; preds = %6755
  %6785 = load ptr, ptr %501, align 8
  %6786 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6785, i32 0, i32 3
  %6787 = load ptr, ptr %6786, align 8
  %6788 = load ptr, ptr %501, align 8
  %6789 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6788, i32 0, i32 4
  %6790 = load ptr, ptr %6789, align 8
  %6791 = icmp ugt ptr %6787, %6790
  br i1 %6791, label %6792, label %6798

6792:                                             ; preds = %6784
  %6793 = load ptr, ptr %501, align 8
  %6794 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6793, i32 0, i32 4
  %6795 = load ptr, ptr %6794, align 8
  %6796 = load ptr, ptr %501, align 8
  %6797 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6796, i32 0, i32 3
  store ptr %6795, ptr %6797, align 8
  br label %6798

6798:                                             ; preds = %6755, %6784, %6792
  br label %6799

6799:                                             ; preds = %6798, %6687
  %6800 = load i32, ptr %863, align 4
  %6801 = load i32, ptr %860, align 4
  %6802 = mul nsw i32 2, %6801
  %6803 = srem i32 %6800, %6802
  %6804 = icmp ne i32 %6803, 0
  br i1 %6804, label %6805, label %6963

6805:                                             ; preds = %6799
  store i32 1, ptr %865, align 4
  br label %6806

6806:                                             ; preds = %6845, %6805
  %6807 = load i32, ptr %865, align 4
  %6808 = load i32, ptr %860, align 4
  %6809 = icmp slt i32 %6807, %6808
  br i1 %6809, label %6810, label %6864

6810:                                             ; preds = %6806
  %6811 = load ptr, ptr %856, align 8
  %6812 = load ptr, ptr %857, align 8
  %6813 = load i32, ptr %863, align 4
  %6814 = load i32, ptr %865, align 4
  %6815 = sub nsw i32 %6813, %6814
  %6816 = sext i32 %6815 to i64
  %6817 = getelementptr inbounds i8, ptr %6812, i64 %6816
  %6818 = load i8, ptr %6817, align 1
  %6819 = zext i8 %6818 to i32
  %6820 = load ptr, ptr %859, align 8
  store ptr %6811, ptr %846, align 8
  store i32 %6819, ptr %847, align 4
  store ptr %6820, ptr %848, align 8
  store i32 0, ptr %849, align 4
  store i32 1, ptr %850, align 4
  %6821 = load ptr, ptr %846, align 8
  %6822 = load ptr, ptr %848, align 8
  %6823 = load i32, ptr %847, align 4
  %6824 = zext i32 %6823 to i64
  %6825 = getelementptr inbounds i64, ptr %6822, i64 %6824
  %6826 = load i64, ptr %6825, align 8
  %6827 = load i32, ptr %849, align 4
  %6828 = load i32, ptr %850, align 4
  store ptr %6821, ptr %10, align 8
  store i64 %6826, ptr %11, align 8
  store i32 %6827, ptr %12, align 4
  store i32 %6828, ptr %13, align 4
  %6829 = load i64, ptr %11, align 8
  %6830 = call i64 @HUF_getNbBits(i64 noundef %6829)
  %6831 = load ptr, ptr %10, align 8
  %6832 = load i32, ptr %12, align 4
  %6833 = sext i32 %6832 to i64
  %6834 = getelementptr inbounds [2 x i64], ptr %6831, i64 0, i64 %6833
  %6835 = load i64, ptr %6834, align 8
  %6836 = lshr i64 %6835, %6830
  store i64 %6836, ptr %6834, align 8
  %6837 = load i32, ptr %13, align 4
  %6838 = icmp ne i32 %6837, 0
  br i1 %6838, label %6839, label %6842

6839:                                             ; preds = %6810
  %6840 = load i64, ptr %11, align 8
  %6841 = call i64 @HUF_getValueFast(i64 noundef %6840)
  br label %6845

6842:                                             ; preds = %6810
  %6843 = load i64, ptr %11, align 8
  %6844 = call i64 @HUF_getValue(i64 noundef %6843)
  br label %6845

6845:                                             ; preds = %6839, %6842
  %6846 = phi i64 [ %6841, %6839 ], [ %6844, %6842 ]
  %6847 = load ptr, ptr %10, align 8
  %6848 = load i32, ptr %12, align 4
  %6849 = sext i32 %6848 to i64
  %6850 = getelementptr inbounds [2 x i64], ptr %6847, i64 0, i64 %6849
  %6851 = load i64, ptr %6850, align 8
  %6852 = or i64 %6851, %6846
  store i64 %6852, ptr %6850, align 8
  %6853 = load i64, ptr %11, align 8
  %6854 = call i64 @HUF_getNbBitsFast(i64 noundef %6853)
  %6855 = load ptr, ptr %10, align 8
  %6856 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6855, i32 0, i32 1
  %6857 = load i32, ptr %12, align 4
  %6858 = sext i32 %6857 to i64
  %6859 = getelementptr inbounds [2 x i64], ptr %6856, i64 0, i64 %6858
  %6860 = load i64, ptr %6859, align 8
  %6861 = add i64 %6860, %6854
  store i64 %6861, ptr %6859, align 8
  %6862 = load i32, ptr %865, align 4
  %6863 = add nsw i32 %6862, 1
  store i32 %6863, ptr %865, align 4
  br label %6806, !llvm.loop !45

6864:                                             ; preds = %6806
  %6865 = load ptr, ptr %856, align 8
  %6866 = load ptr, ptr %857, align 8
  %6867 = load i32, ptr %863, align 4
  %6868 = load i32, ptr %860, align 4
  %6869 = sub nsw i32 %6867, %6868
  %6870 = sext i32 %6869 to i64
  %6871 = getelementptr inbounds i8, ptr %6866, i64 %6870
  %6872 = load i8, ptr %6871, align 1
  %6873 = zext i8 %6872 to i32
  %6874 = load ptr, ptr %859, align 8
  %6875 = load i32, ptr %862, align 4
  store ptr %6865, ptr %841, align 8
  store i32 %6873, ptr %842, align 4
  store ptr %6874, ptr %843, align 8
  store i32 0, ptr %844, align 4
  store i32 %6875, ptr %845, align 4
  %6876 = load ptr, ptr %841, align 8
  %6877 = load ptr, ptr %843, align 8
  %6878 = load i32, ptr %842, align 4
  %6879 = zext i32 %6878 to i64
  %6880 = getelementptr inbounds i64, ptr %6877, i64 %6879
  %6881 = load i64, ptr %6880, align 8
  %6882 = load i32, ptr %844, align 4
  %6883 = load i32, ptr %845, align 4
  store ptr %6876, ptr %14, align 8
  store i64 %6881, ptr %15, align 8
  store i32 %6882, ptr %16, align 4
  store i32 %6883, ptr %17, align 4
  %6884 = load i64, ptr %15, align 8
  %6885 = call i64 @HUF_getNbBits(i64 noundef %6884)
  %6886 = load ptr, ptr %14, align 8
  %6887 = load i32, ptr %16, align 4
  %6888 = sext i32 %6887 to i64
  %6889 = getelementptr inbounds [2 x i64], ptr %6886, i64 0, i64 %6888
  %6890 = load i64, ptr %6889, align 8
  %6891 = lshr i64 %6890, %6885
  store i64 %6891, ptr %6889, align 8
  %6892 = load i32, ptr %17, align 4
  %6893 = icmp ne i32 %6892, 0
  br i1 %6893, label %6894, label %6897

6894:                                             ; preds = %6864
  %6895 = load i64, ptr %15, align 8
  %6896 = call i64 @HUF_getValueFast(i64 noundef %6895)
  br label %6900

6897:                                             ; preds = %6864
  %6898 = load i64, ptr %15, align 8
  %6899 = call i64 @HUF_getValue(i64 noundef %6898)
  br label %6900

6900:                                             ; preds = %6894, %6897
  %6901 = phi i64 [ %6896, %6894 ], [ %6899, %6897 ]
  %6902 = load ptr, ptr %14, align 8
  %6903 = load i32, ptr %16, align 4
  %6904 = sext i32 %6903 to i64
  %6905 = getelementptr inbounds [2 x i64], ptr %6902, i64 0, i64 %6904
  %6906 = load i64, ptr %6905, align 8
  %6907 = or i64 %6906, %6901
  store i64 %6907, ptr %6905, align 8
  %6908 = load i64, ptr %15, align 8
  %6909 = call i64 @HUF_getNbBitsFast(i64 noundef %6908)
  %6910 = load ptr, ptr %14, align 8
  %6911 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6910, i32 0, i32 1
  %6912 = load i32, ptr %16, align 4
  %6913 = sext i32 %6912 to i64
  %6914 = getelementptr inbounds [2 x i64], ptr %6911, i64 0, i64 %6913
  %6915 = load i64, ptr %6914, align 8
  %6916 = add i64 %6915, %6909
  store i64 %6916, ptr %6914, align 8
  %6917 = load ptr, ptr %856, align 8
  %6918 = load i32, ptr %861, align 4
  store ptr %6917, ptr %496, align 8
  store i32 %6918, ptr %497, align 4
  %6919 = load ptr, ptr %496, align 8
  %6920 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6919, i32 0, i32 1
  %6921 = load i64, ptr %6920, align 8
  %6922 = and i64 %6921, 255
  store i64 %6922, ptr %498, align 8
  %6923 = load i64, ptr %498, align 8
  %6924 = lshr i64 %6923, 3
  store i64 %6924, ptr %499, align 8
  %6925 = load ptr, ptr %496, align 8
  %6926 = load i64, ptr %6925, align 8
  %6927 = load i64, ptr %498, align 8
  %6928 = sub i64 64, %6927
  %6929 = lshr i64 %6926, %6928
  store i64 %6929, ptr %500, align 8
  %6930 = load ptr, ptr %496, align 8
  %6931 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6930, i32 0, i32 1
  %6932 = load i64, ptr %6931, align 8
  %6933 = and i64 %6932, 7
  store i64 %6933, ptr %6931, align 8
  %6934 = load ptr, ptr %496, align 8
  %6935 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6934, i32 0, i32 3
  %6936 = load ptr, ptr %6935, align 8
  %6937 = load i64, ptr %500, align 8
  call void @MEM_writeLEST(ptr noundef %6936, i64 noundef %6937)
  %6938 = load i64, ptr %499, align 8
  %6939 = load ptr, ptr %496, align 8
  %6940 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6939, i32 0, i32 3
  %6941 = load ptr, ptr %6940, align 8
  %6942 = getelementptr inbounds i8, ptr %6941, i64 %6938
  store ptr %6942, ptr %6940, align 8
  %6943 = load i32, ptr %497, align 4
  %6944 = icmp ne i32 %6943, 0
  br i1 %6944, label %6959, label %6945

6945:                                             ; preds = %6900
  %6946 = load ptr, ptr %496, align 8
  %6947 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6946, i32 0, i32 3
  %6948 = load ptr, ptr %6947, align 8
  %6949 = load ptr, ptr %496, align 8
  %6950 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6949, i32 0, i32 4
  %6951 = load ptr, ptr %6950, align 8
  %6952 = icmp ugt ptr %6948, %6951
  br i1 %6952, label %6953, label %6959

6953:                                             ; preds = %6945
  %6954 = load ptr, ptr %496, align 8
  %6955 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6954, i32 0, i32 4
  %6956 = load ptr, ptr %6955, align 8
  %6957 = load ptr, ptr %496, align 8
  %6958 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6957, i32 0, i32 3
  store ptr %6956, ptr %6958, align 8
  br label %6959

6959:                                             ; preds = %6900, %6945, %6953
  %6960 = load i32, ptr %860, align 4
  %6961 = load i32, ptr %863, align 4
  %6962 = sub nsw i32 %6961, %6960
  store i32 %6962, ptr %863, align 4
  br label %6963

6963:                                             ; preds = %6959, %6799
  br label %6964

6964:                                             ; preds = %7308, %6963
  %6965 = load i32, ptr %863, align 4
  %6966 = icmp sgt i32 %6965, 0
  br i1 %6966, label %6967, label %7313

6967:                                             ; preds = %6964
  store i32 1, ptr %866, align 4
  br label %6968

6968:                                             ; preds = %7007, %6967
  %6969 = load i32, ptr %866, align 4
  %6970 = load i32, ptr %860, align 4
  %6971 = icmp slt i32 %6969, %6970
  br i1 %6971, label %6972, label %7026

6972:                                             ; preds = %6968
  %6973 = load ptr, ptr %856, align 8
  %6974 = load ptr, ptr %857, align 8
  %6975 = load i32, ptr %863, align 4
  %6976 = load i32, ptr %866, align 4
  %6977 = sub nsw i32 %6975, %6976
  %6978 = sext i32 %6977 to i64
  %6979 = getelementptr inbounds i8, ptr %6974, i64 %6978
  %6980 = load i8, ptr %6979, align 1
  %6981 = zext i8 %6980 to i32
  %6982 = load ptr, ptr %859, align 8
  store ptr %6973, ptr %836, align 8
  store i32 %6981, ptr %837, align 4
  store ptr %6982, ptr %838, align 8
  store i32 0, ptr %839, align 4
  store i32 1, ptr %840, align 4
  %6983 = load ptr, ptr %836, align 8
  %6984 = load ptr, ptr %838, align 8
  %6985 = load i32, ptr %837, align 4
  %6986 = zext i32 %6985 to i64
  %6987 = getelementptr inbounds i64, ptr %6984, i64 %6986
  %6988 = load i64, ptr %6987, align 8
  %6989 = load i32, ptr %839, align 4
  %6990 = load i32, ptr %840, align 4
  store ptr %6983, ptr %18, align 8
  store i64 %6988, ptr %19, align 8
  store i32 %6989, ptr %20, align 4
  store i32 %6990, ptr %21, align 4
  %6991 = load i64, ptr %19, align 8
  %6992 = call i64 @HUF_getNbBits(i64 noundef %6991)
  %6993 = load ptr, ptr %18, align 8
  %6994 = load i32, ptr %20, align 4
  %6995 = sext i32 %6994 to i64
  %6996 = getelementptr inbounds [2 x i64], ptr %6993, i64 0, i64 %6995
  %6997 = load i64, ptr %6996, align 8
  %6998 = lshr i64 %6997, %6992
  store i64 %6998, ptr %6996, align 8
  %6999 = load i32, ptr %21, align 4
  %7000 = icmp ne i32 %6999, 0
  br i1 %7000, label %7001, label %7004

7001:                                             ; preds = %6972
  %7002 = load i64, ptr %19, align 8
  %7003 = call i64 @HUF_getValueFast(i64 noundef %7002)
  br label %7007

7004:                                             ; preds = %6972
  %7005 = load i64, ptr %19, align 8
  %7006 = call i64 @HUF_getValue(i64 noundef %7005)
  br label %7007

7007:                                             ; preds = %7001, %7004
  %7008 = phi i64 [ %7003, %7001 ], [ %7006, %7004 ]
  %7009 = load ptr, ptr %18, align 8
  %7010 = load i32, ptr %20, align 4
  %7011 = sext i32 %7010 to i64
  %7012 = getelementptr inbounds [2 x i64], ptr %7009, i64 0, i64 %7011
  %7013 = load i64, ptr %7012, align 8
  %7014 = or i64 %7013, %7008
  store i64 %7014, ptr %7012, align 8
  %7015 = load i64, ptr %19, align 8
  %7016 = call i64 @HUF_getNbBitsFast(i64 noundef %7015)
  %7017 = load ptr, ptr %18, align 8
  %7018 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7017, i32 0, i32 1
  %7019 = load i32, ptr %20, align 4
  %7020 = sext i32 %7019 to i64
  %7021 = getelementptr inbounds [2 x i64], ptr %7018, i64 0, i64 %7020
  %7022 = load i64, ptr %7021, align 8
  %7023 = add i64 %7022, %7016
  store i64 %7023, ptr %7021, align 8
  %7024 = load i32, ptr %866, align 4
  %7025 = add nsw i32 %7024, 1
  store i32 %7025, ptr %866, align 4
  br label %6968, !llvm.loop !46

7026:                                             ; preds = %6968
  %7027 = load ptr, ptr %856, align 8
  %7028 = load ptr, ptr %857, align 8
  %7029 = load i32, ptr %863, align 4
  %7030 = load i32, ptr %860, align 4
  %7031 = sub nsw i32 %7029, %7030
  %7032 = sext i32 %7031 to i64
  %7033 = getelementptr inbounds i8, ptr %7028, i64 %7032
  %7034 = load i8, ptr %7033, align 1
  %7035 = zext i8 %7034 to i32
  %7036 = load ptr, ptr %859, align 8
  %7037 = load i32, ptr %862, align 4
  store ptr %7027, ptr %821, align 8
  store i32 %7035, ptr %822, align 4
  store ptr %7036, ptr %823, align 8
  store i32 0, ptr %824, align 4
  store i32 %7037, ptr %825, align 4
  %7038 = load ptr, ptr %821, align 8
  %7039 = load ptr, ptr %823, align 8
  %7040 = load i32, ptr %822, align 4
  %7041 = zext i32 %7040 to i64
  %7042 = getelementptr inbounds i64, ptr %7039, i64 %7041
  %7043 = load i64, ptr %7042, align 8
  %7044 = load i32, ptr %824, align 4
  %7045 = load i32, ptr %825, align 4
  store ptr %7038, ptr %30, align 8
  store i64 %7043, ptr %31, align 8
  store i32 %7044, ptr %32, align 4
  store i32 %7045, ptr %33, align 4
  %7046 = load i64, ptr %31, align 8
  %7047 = call i64 @HUF_getNbBits(i64 noundef %7046)
  %7048 = load ptr, ptr %30, align 8
  %7049 = load i32, ptr %32, align 4
  %7050 = sext i32 %7049 to i64
  %7051 = getelementptr inbounds [2 x i64], ptr %7048, i64 0, i64 %7050
  %7052 = load i64, ptr %7051, align 8
  %7053 = lshr i64 %7052, %7047
  store i64 %7053, ptr %7051, align 8
  %7054 = load i32, ptr %33, align 4
  %7055 = icmp ne i32 %7054, 0
  br i1 %7055, label %7056, label %7059

7056:                                             ; preds = %7026
  %7057 = load i64, ptr %31, align 8
  %7058 = call i64 @HUF_getValueFast(i64 noundef %7057)
  br label %7062

7059:                                             ; preds = %7026
  %7060 = load i64, ptr %31, align 8
  %7061 = call i64 @HUF_getValue(i64 noundef %7060)
  br label %7062

7062:                                             ; preds = %7056, %7059
  %7063 = phi i64 [ %7058, %7056 ], [ %7061, %7059 ]
  %7064 = load ptr, ptr %30, align 8
  %7065 = load i32, ptr %32, align 4
  %7066 = sext i32 %7065 to i64
  %7067 = getelementptr inbounds [2 x i64], ptr %7064, i64 0, i64 %7066
  %7068 = load i64, ptr %7067, align 8
  %7069 = or i64 %7068, %7063
  store i64 %7069, ptr %7067, align 8
  %7070 = load i64, ptr %31, align 8
  %7071 = call i64 @HUF_getNbBitsFast(i64 noundef %7070)
  %7072 = load ptr, ptr %30, align 8
  %7073 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7072, i32 0, i32 1
  %7074 = load i32, ptr %32, align 4
  %7075 = sext i32 %7074 to i64
  %7076 = getelementptr inbounds [2 x i64], ptr %7073, i64 0, i64 %7075
  %7077 = load i64, ptr %7076, align 8
  %7078 = add i64 %7077, %7071
  store i64 %7078, ptr %7076, align 8
  %7079 = load ptr, ptr %856, align 8
  %7080 = load i32, ptr %861, align 4
  store ptr %7079, ptr %486, align 8
  store i32 %7080, ptr %487, align 4
  %7081 = load ptr, ptr %486, align 8
  %7082 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7081, i32 0, i32 1
  %7083 = load i64, ptr %7082, align 8
  %7084 = and i64 %7083, 255
  store i64 %7084, ptr %488, align 8
  %7085 = load i64, ptr %488, align 8
  %7086 = lshr i64 %7085, 3
  store i64 %7086, ptr %489, align 8
  %7087 = load ptr, ptr %486, align 8
  %7088 = load i64, ptr %7087, align 8
  %7089 = load i64, ptr %488, align 8
  %7090 = sub i64 64, %7089
  %7091 = lshr i64 %7088, %7090
  store i64 %7091, ptr %490, align 8
  %7092 = load ptr, ptr %486, align 8
  %7093 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7092, i32 0, i32 1
  %7094 = load i64, ptr %7093, align 8
  %7095 = and i64 %7094, 7
  store i64 %7095, ptr %7093, align 8
  %7096 = load ptr, ptr %486, align 8
  %7097 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7096, i32 0, i32 3
  %7098 = load ptr, ptr %7097, align 8
  %7099 = load i64, ptr %490, align 8
  call void @MEM_writeLEST(ptr noundef %7098, i64 noundef %7099)
  %7100 = load i64, ptr %489, align 8
  %7101 = load ptr, ptr %486, align 8
  %7102 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7101, i32 0, i32 3
  %7103 = load ptr, ptr %7102, align 8
  %7104 = getelementptr inbounds i8, ptr %7103, i64 %7100
  store ptr %7104, ptr %7102, align 8
  %7105 = load i32, ptr %487, align 4
  %7106 = icmp ne i32 %7105, 0
  br i1 %7106, label %7121, label %7107

7107:                                             ; preds = %7062
  %7108 = load ptr, ptr %486, align 8
  %7109 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7108, i32 0, i32 3
  %7110 = load ptr, ptr %7109, align 8
  %7111 = load ptr, ptr %486, align 8
  %7112 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7111, i32 0, i32 4
  %7113 = load ptr, ptr %7112, align 8
  %7114 = icmp ugt ptr %7110, %7113
  br i1 %7114, label %7115, label %7121

7115:                                             ; preds = %7107
  %7116 = load ptr, ptr %486, align 8
  %7117 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7116, i32 0, i32 4
  %7118 = load ptr, ptr %7117, align 8
  %7119 = load ptr, ptr %486, align 8
  %7120 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7119, i32 0, i32 3
  store ptr %7118, ptr %7120, align 8
  br label %7121

7121:                                             ; preds = %7062, %7107, %7115
  %7122 = load ptr, ptr %856, align 8
  store ptr %7122, ptr %305, align 8
  %7123 = load ptr, ptr %305, align 8
  %7124 = getelementptr inbounds [2 x i64], ptr %7123, i64 0, i64 1
  store i64 0, ptr %7124, align 8
  %7125 = load ptr, ptr %305, align 8
  %7126 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7125, i32 0, i32 1
  %7127 = getelementptr inbounds [2 x i64], ptr %7126, i64 0, i64 1
  store i64 0, ptr %7127, align 8
  store i32 1, ptr %866, align 4
  br label %7128

7128:                                             ; preds = %7169, %7121
  %7129 = load i32, ptr %866, align 4
  %7130 = load i32, ptr %860, align 4
  %7131 = icmp slt i32 %7129, %7130
  br i1 %7131, label %7132, label %7188

7132:                                             ; preds = %7128
  %7133 = load ptr, ptr %856, align 8
  %7134 = load ptr, ptr %857, align 8
  %7135 = load i32, ptr %863, align 4
  %7136 = load i32, ptr %860, align 4
  %7137 = sub nsw i32 %7135, %7136
  %7138 = load i32, ptr %866, align 4
  %7139 = sub nsw i32 %7137, %7138
  %7140 = sext i32 %7139 to i64
  %7141 = getelementptr inbounds i8, ptr %7134, i64 %7140
  %7142 = load i8, ptr %7141, align 1
  %7143 = zext i8 %7142 to i32
  %7144 = load ptr, ptr %859, align 8
  store ptr %7133, ptr %831, align 8
  store i32 %7143, ptr %832, align 4
  store ptr %7144, ptr %833, align 8
  store i32 1, ptr %834, align 4
  store i32 1, ptr %835, align 4
  %7145 = load ptr, ptr %831, align 8
  %7146 = load ptr, ptr %833, align 8
  %7147 = load i32, ptr %832, align 4
  %7148 = zext i32 %7147 to i64
  %7149 = getelementptr inbounds i64, ptr %7146, i64 %7148
  %7150 = load i64, ptr %7149, align 8
  %7151 = load i32, ptr %834, align 4
  %7152 = load i32, ptr %835, align 4
  store ptr %7145, ptr %22, align 8
  store i64 %7150, ptr %23, align 8
  store i32 %7151, ptr %24, align 4
  store i32 %7152, ptr %25, align 4
  %7153 = load i64, ptr %23, align 8
  %7154 = call i64 @HUF_getNbBits(i64 noundef %7153)
  %7155 = load ptr, ptr %22, align 8
  %7156 = load i32, ptr %24, align 4
  %7157 = sext i32 %7156 to i64
  %7158 = getelementptr inbounds [2 x i64], ptr %7155, i64 0, i64 %7157
  %7159 = load i64, ptr %7158, align 8
  %7160 = lshr i64 %7159, %7154
  store i64 %7160, ptr %7158, align 8
  %7161 = load i32, ptr %25, align 4
  %7162 = icmp ne i32 %7161, 0
  br i1 %7162, label %7163, label %7166

7163:                                             ; preds = %7132
  %7164 = load i64, ptr %23, align 8
  %7165 = call i64 @HUF_getValueFast(i64 noundef %7164)
  br label %7169

7166:                                             ; preds = %7132
  %7167 = load i64, ptr %23, align 8
  %7168 = call i64 @HUF_getValue(i64 noundef %7167)
  br label %7169

7169:                                             ; preds = %7163, %7166
  %7170 = phi i64 [ %7165, %7163 ], [ %7168, %7166 ]
  %7171 = load ptr, ptr %22, align 8
  %7172 = load i32, ptr %24, align 4
  %7173 = sext i32 %7172 to i64
  %7174 = getelementptr inbounds [2 x i64], ptr %7171, i64 0, i64 %7173
  %7175 = load i64, ptr %7174, align 8
  %7176 = or i64 %7175, %7170
  store i64 %7176, ptr %7174, align 8
  %7177 = load i64, ptr %23, align 8
  %7178 = call i64 @HUF_getNbBitsFast(i64 noundef %7177)
  %7179 = load ptr, ptr %22, align 8
  %7180 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7179, i32 0, i32 1
  %7181 = load i32, ptr %24, align 4
  %7182 = sext i32 %7181 to i64
  %7183 = getelementptr inbounds [2 x i64], ptr %7180, i64 0, i64 %7182
  %7184 = load i64, ptr %7183, align 8
  %7185 = add i64 %7184, %7178
  store i64 %7185, ptr %7183, align 8
  %7186 = load i32, ptr %866, align 4
  %7187 = add nsw i32 %7186, 1
  store i32 %7187, ptr %866, align 4
  br label %7128, !llvm.loop !47

7188:                                             ; preds = %7128
  %7189 = load ptr, ptr %856, align 8
  %7190 = load ptr, ptr %857, align 8
  %7191 = load i32, ptr %863, align 4
  %7192 = load i32, ptr %860, align 4
  %7193 = sub nsw i32 %7191, %7192
  %7194 = load i32, ptr %860, align 4
  %7195 = sub nsw i32 %7193, %7194
  %7196 = sext i32 %7195 to i64
  %7197 = getelementptr inbounds i8, ptr %7190, i64 %7196
  %7198 = load i8, ptr %7197, align 1
  %7199 = zext i8 %7198 to i32
  %7200 = load ptr, ptr %859, align 8
  %7201 = load i32, ptr %862, align 4
  store ptr %7189, ptr %826, align 8
  store i32 %7199, ptr %827, align 4
  store ptr %7200, ptr %828, align 8
  store i32 1, ptr %829, align 4
  store i32 %7201, ptr %830, align 4
  %7202 = load ptr, ptr %826, align 8
  %7203 = load ptr, ptr %828, align 8
  %7204 = load i32, ptr %827, align 4
  %7205 = zext i32 %7204 to i64
  %7206 = getelementptr inbounds i64, ptr %7203, i64 %7205
  %7207 = load i64, ptr %7206, align 8
  %7208 = load i32, ptr %829, align 4
  %7209 = load i32, ptr %830, align 4
  store ptr %7202, ptr %26, align 8
  store i64 %7207, ptr %27, align 8
  store i32 %7208, ptr %28, align 4
  store i32 %7209, ptr %29, align 4
  %7210 = load i64, ptr %27, align 8
  %7211 = call i64 @HUF_getNbBits(i64 noundef %7210)
  %7212 = load ptr, ptr %26, align 8
  %7213 = load i32, ptr %28, align 4
  %7214 = sext i32 %7213 to i64
  %7215 = getelementptr inbounds [2 x i64], ptr %7212, i64 0, i64 %7214
  %7216 = load i64, ptr %7215, align 8
  %7217 = lshr i64 %7216, %7211
  store i64 %7217, ptr %7215, align 8
  %7218 = load i32, ptr %29, align 4
  %7219 = icmp ne i32 %7218, 0
  br i1 %7219, label %7220, label %7223

7220:                                             ; preds = %7188
  %7221 = load i64, ptr %27, align 8
  %7222 = call i64 @HUF_getValueFast(i64 noundef %7221)
  br label %7226

7223:                                             ; preds = %7188
  %7224 = load i64, ptr %27, align 8
  %7225 = call i64 @HUF_getValue(i64 noundef %7224)
  br label %7226

7226:                                             ; preds = %7220, %7223
  %7227 = phi i64 [ %7222, %7220 ], [ %7225, %7223 ]
  %7228 = load ptr, ptr %26, align 8
  %7229 = load i32, ptr %28, align 4
  %7230 = sext i32 %7229 to i64
  %7231 = getelementptr inbounds [2 x i64], ptr %7228, i64 0, i64 %7230
  %7232 = load i64, ptr %7231, align 8
  %7233 = or i64 %7232, %7227
  store i64 %7233, ptr %7231, align 8
  %7234 = load i64, ptr %27, align 8
  %7235 = call i64 @HUF_getNbBitsFast(i64 noundef %7234)
  %7236 = load ptr, ptr %26, align 8
  %7237 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7236, i32 0, i32 1
  %7238 = load i32, ptr %28, align 4
  %7239 = sext i32 %7238 to i64
  %7240 = getelementptr inbounds [2 x i64], ptr %7237, i64 0, i64 %7239
  %7241 = load i64, ptr %7240, align 8
  %7242 = add i64 %7241, %7235
  store i64 %7242, ptr %7240, align 8
  %7243 = load ptr, ptr %856, align 8
  store ptr %7243, ptr %295, align 8
  %7244 = load ptr, ptr %295, align 8
  %7245 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7244, i32 0, i32 1
  %7246 = getelementptr inbounds [2 x i64], ptr %7245, i64 0, i64 1
  %7247 = load i64, ptr %7246, align 8
  %7248 = and i64 %7247, 255
  %7249 = load ptr, ptr %295, align 8
  %7250 = load i64, ptr %7249, align 8
  %7251 = lshr i64 %7250, %7248
  store i64 %7251, ptr %7249, align 8
  %7252 = load ptr, ptr %295, align 8
  %7253 = getelementptr inbounds [2 x i64], ptr %7252, i64 0, i64 1
  %7254 = load i64, ptr %7253, align 8
  %7255 = load ptr, ptr %295, align 8
  %7256 = load i64, ptr %7255, align 8
  %7257 = or i64 %7256, %7254
  store i64 %7257, ptr %7255, align 8
  %7258 = load ptr, ptr %295, align 8
  %7259 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7258, i32 0, i32 1
  %7260 = getelementptr inbounds [2 x i64], ptr %7259, i64 0, i64 1
  %7261 = load i64, ptr %7260, align 8
  %7262 = load ptr, ptr %295, align 8
  %7263 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7262, i32 0, i32 1
  %7264 = load i64, ptr %7263, align 8
  %7265 = add i64 %7264, %7261
  store i64 %7265, ptr %7263, align 8
  %7266 = load ptr, ptr %856, align 8
  %7267 = load i32, ptr %861, align 4
  store ptr %7266, ptr %491, align 8
  store i32 %7267, ptr %492, align 4
  %7268 = load ptr, ptr %491, align 8
  %7269 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7268, i32 0, i32 1
  %7270 = load i64, ptr %7269, align 8
  %7271 = and i64 %7270, 255
  store i64 %7271, ptr %493, align 8
  %7272 = load i64, ptr %493, align 8
  %7273 = lshr i64 %7272, 3
  store i64 %7273, ptr %494, align 8
  %7274 = load ptr, ptr %491, align 8
  %7275 = load i64, ptr %7274, align 8
  %7276 = load i64, ptr %493, align 8
  %7277 = sub i64 64, %7276
  %7278 = lshr i64 %7275, %7277
  store i64 %7278, ptr %495, align 8
  %7279 = load ptr, ptr %491, align 8
  %7280 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7279, i32 0, i32 1
  %7281 = load i64, ptr %7280, align 8
  %7282 = and i64 %7281, 7
  store i64 %7282, ptr %7280, align 8
  %7283 = load ptr, ptr %491, align 8
  %7284 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7283, i32 0, i32 3
  %7285 = load ptr, ptr %7284, align 8
  %7286 = load i64, ptr %495, align 8
  call void @MEM_writeLEST(ptr noundef %7285, i64 noundef %7286)
  %7287 = load i64, ptr %494, align 8
  %7288 = load ptr, ptr %491, align 8
  %7289 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7288, i32 0, i32 3
  %7290 = load ptr, ptr %7289, align 8
  %7291 = getelementptr inbounds i8, ptr %7290, i64 %7287
  store ptr %7291, ptr %7289, align 8
  %7292 = load i32, ptr %492, align 4
  %7293 = icmp ne i32 %7292, 0
  br i1 %7293, label %7308, label %7294

7294:                                             ; preds = %7226
  %7295 = load ptr, ptr %491, align 8
  %7296 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7295, i32 0, i32 3
  %7297 = load ptr, ptr %7296, align 8
  %7298 = load ptr, ptr %491, align 8
  %7299 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7298, i32 0, i32 4
  %7300 = load ptr, ptr %7299, align 8
  %7301 = icmp ugt ptr %7297, %7300
  br i1 %7301, label %7302, label %7308

7302:                                             ; preds = %7294
  %7303 = load ptr, ptr %491, align 8
  %7304 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7303, i32 0, i32 4
  %7305 = load ptr, ptr %7304, align 8
  %7306 = load ptr, ptr %491, align 8
  %7307 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7306, i32 0, i32 3
  store ptr %7305, ptr %7307, align 8
  br label %7308

7308:                                             ; preds = %7226, %7294, %7302
  %7309 = load i32, ptr %860, align 4
  %7310 = mul nsw i32 2, %7309
  %7311 = load i32, ptr %863, align 4
  %7312 = sub nsw i32 %7311, %7310
  store i32 %7312, ptr %863, align 4
  br label %6964, !llvm.loop !48

7313:                                             ; preds = %6964
  br label %7314

7314:                                             ; preds = %7313, %6685, %6058, %5431, %4804, %4177
  br label %7315

7315:                                             ; preds = %7314, %3548
  br label %7316

7316:                                             ; preds = %7315, %1658
  %7317 = call i64 @HUF_closeCStream(ptr noundef %978)
  store i64 %7317, ptr %966, align 8
  br label %7318

7318:                                             ; preds = %1004, %1017, %7316
  %7319 = load i64, ptr %966, align 8
  ret i64 %7319
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @HUF_compress1X_usingCTable_internal_default(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca ptr, align 8
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca ptr, align 8
  %27 = alloca i64, align 8
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca ptr, align 8
  %31 = alloca i64, align 8
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca ptr, align 8
  %35 = alloca i64, align 8
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca ptr, align 8
  %39 = alloca i64, align 8
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca ptr, align 8
  %43 = alloca i64, align 8
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  %46 = alloca ptr, align 8
  %47 = alloca i64, align 8
  %48 = alloca i32, align 4
  %49 = alloca i32, align 4
  %50 = alloca ptr, align 8
  %51 = alloca i64, align 8
  %52 = alloca i32, align 4
  %53 = alloca i32, align 4
  %54 = alloca ptr, align 8
  %55 = alloca i64, align 8
  %56 = alloca i32, align 4
  %57 = alloca i32, align 4
  %58 = alloca ptr, align 8
  %59 = alloca i64, align 8
  %60 = alloca i32, align 4
  %61 = alloca i32, align 4
  %62 = alloca ptr, align 8
  %63 = alloca i64, align 8
  %64 = alloca i32, align 4
  %65 = alloca i32, align 4
  %66 = alloca ptr, align 8
  %67 = alloca i64, align 8
  %68 = alloca i32, align 4
  %69 = alloca i32, align 4
  %70 = alloca ptr, align 8
  %71 = alloca i64, align 8
  %72 = alloca i32, align 4
  %73 = alloca i32, align 4
  %74 = alloca ptr, align 8
  %75 = alloca i64, align 8
  %76 = alloca i32, align 4
  %77 = alloca i32, align 4
  %78 = alloca ptr, align 8
  %79 = alloca i64, align 8
  %80 = alloca i32, align 4
  %81 = alloca i32, align 4
  %82 = alloca ptr, align 8
  %83 = alloca i64, align 8
  %84 = alloca i32, align 4
  %85 = alloca i32, align 4
  %86 = alloca ptr, align 8
  %87 = alloca i64, align 8
  %88 = alloca i32, align 4
  %89 = alloca i32, align 4
  %90 = alloca ptr, align 8
  %91 = alloca i64, align 8
  %92 = alloca i32, align 4
  %93 = alloca i32, align 4
  %94 = alloca ptr, align 8
  %95 = alloca i64, align 8
  %96 = alloca i32, align 4
  %97 = alloca i32, align 4
  %98 = alloca ptr, align 8
  %99 = alloca i64, align 8
  %100 = alloca i32, align 4
  %101 = alloca i32, align 4
  %102 = alloca ptr, align 8
  %103 = alloca i64, align 8
  %104 = alloca i32, align 4
  %105 = alloca i32, align 4
  %106 = alloca ptr, align 8
  %107 = alloca i64, align 8
  %108 = alloca i32, align 4
  %109 = alloca i32, align 4
  %110 = alloca ptr, align 8
  %111 = alloca i64, align 8
  %112 = alloca i32, align 4
  %113 = alloca i32, align 4
  %114 = alloca ptr, align 8
  %115 = alloca i64, align 8
  %116 = alloca i32, align 4
  %117 = alloca i32, align 4
  %118 = alloca ptr, align 8
  %119 = alloca i64, align 8
  %120 = alloca i32, align 4
  %121 = alloca i32, align 4
  %122 = alloca ptr, align 8
  %123 = alloca i64, align 8
  %124 = alloca i32, align 4
  %125 = alloca i32, align 4
  %126 = alloca ptr, align 8
  %127 = alloca i64, align 8
  %128 = alloca i32, align 4
  %129 = alloca i32, align 4
  %130 = alloca ptr, align 8
  %131 = alloca i64, align 8
  %132 = alloca i32, align 4
  %133 = alloca i32, align 4
  %134 = alloca ptr, align 8
  %135 = alloca i64, align 8
  %136 = alloca i32, align 4
  %137 = alloca i32, align 4
  %138 = alloca ptr, align 8
  %139 = alloca i64, align 8
  %140 = alloca i32, align 4
  %141 = alloca i32, align 4
  %142 = alloca ptr, align 8
  %143 = alloca i64, align 8
  %144 = alloca i32, align 4
  %145 = alloca i32, align 4
  %146 = alloca ptr, align 8
  %147 = alloca i64, align 8
  %148 = alloca i32, align 4
  %149 = alloca i32, align 4
  %150 = alloca ptr, align 8
  %151 = alloca i64, align 8
  %152 = alloca i32, align 4
  %153 = alloca i32, align 4
  %154 = alloca ptr, align 8
  %155 = alloca i64, align 8
  %156 = alloca i32, align 4
  %157 = alloca i32, align 4
  %158 = alloca ptr, align 8
  %159 = alloca i64, align 8
  %160 = alloca i32, align 4
  %161 = alloca i32, align 4
  %162 = alloca ptr, align 8
  %163 = alloca i64, align 8
  %164 = alloca i32, align 4
  %165 = alloca i32, align 4
  %166 = alloca ptr, align 8
  %167 = alloca i64, align 8
  %168 = alloca i32, align 4
  %169 = alloca i32, align 4
  %170 = alloca ptr, align 8
  %171 = alloca i64, align 8
  %172 = alloca i32, align 4
  %173 = alloca i32, align 4
  %174 = alloca ptr, align 8
  %175 = alloca i64, align 8
  %176 = alloca i32, align 4
  %177 = alloca i32, align 4
  %178 = alloca ptr, align 8
  %179 = alloca i64, align 8
  %180 = alloca i32, align 4
  %181 = alloca i32, align 4
  %182 = alloca ptr, align 8
  %183 = alloca i64, align 8
  %184 = alloca i32, align 4
  %185 = alloca i32, align 4
  %186 = alloca ptr, align 8
  %187 = alloca i64, align 8
  %188 = alloca i32, align 4
  %189 = alloca i32, align 4
  %190 = alloca ptr, align 8
  %191 = alloca i64, align 8
  %192 = alloca i32, align 4
  %193 = alloca i32, align 4
  %194 = alloca ptr, align 8
  %195 = alloca i64, align 8
  %196 = alloca i32, align 4
  %197 = alloca i32, align 4
  %198 = alloca ptr, align 8
  %199 = alloca i64, align 8
  %200 = alloca i32, align 4
  %201 = alloca i32, align 4
  %202 = alloca ptr, align 8
  %203 = alloca i64, align 8
  %204 = alloca i32, align 4
  %205 = alloca i32, align 4
  %206 = alloca ptr, align 8
  %207 = alloca i64, align 8
  %208 = alloca i32, align 4
  %209 = alloca i32, align 4
  %210 = alloca ptr, align 8
  %211 = alloca i64, align 8
  %212 = alloca i32, align 4
  %213 = alloca i32, align 4
  %214 = alloca ptr, align 8
  %215 = alloca i64, align 8
  %216 = alloca i32, align 4
  %217 = alloca i32, align 4
  %218 = alloca ptr, align 8
  %219 = alloca i64, align 8
  %220 = alloca i32, align 4
  %221 = alloca i32, align 4
  %222 = alloca ptr, align 8
  %223 = alloca i64, align 8
  %224 = alloca i32, align 4
  %225 = alloca i32, align 4
  %226 = alloca ptr, align 8
  %227 = alloca i64, align 8
  %228 = alloca i32, align 4
  %229 = alloca i32, align 4
  %230 = alloca ptr, align 8
  %231 = alloca i64, align 8
  %232 = alloca i32, align 4
  %233 = alloca i32, align 4
  %234 = alloca ptr, align 8
  %235 = alloca i64, align 8
  %236 = alloca i32, align 4
  %237 = alloca i32, align 4
  %238 = alloca ptr, align 8
  %239 = alloca i64, align 8
  %240 = alloca i32, align 4
  %241 = alloca i32, align 4
  %242 = alloca ptr, align 8
  %243 = alloca i64, align 8
  %244 = alloca i32, align 4
  %245 = alloca i32, align 4
  %246 = alloca ptr, align 8
  %247 = alloca i64, align 8
  %248 = alloca i32, align 4
  %249 = alloca i32, align 4
  %250 = alloca ptr, align 8
  %251 = alloca i64, align 8
  %252 = alloca i32, align 4
  %253 = alloca i32, align 4
  %254 = alloca ptr, align 8
  %255 = alloca i64, align 8
  %256 = alloca i32, align 4
  %257 = alloca i32, align 4
  %258 = alloca ptr, align 8
  %259 = alloca i64, align 8
  %260 = alloca i32, align 4
  %261 = alloca i32, align 4
  %262 = alloca ptr, align 8
  %263 = alloca i64, align 8
  %264 = alloca i32, align 4
  %265 = alloca i32, align 4
  %266 = alloca ptr, align 8
  %267 = alloca i64, align 8
  %268 = alloca i32, align 4
  %269 = alloca i32, align 4
  %270 = alloca ptr, align 8
  %271 = alloca i64, align 8
  %272 = alloca i32, align 4
  %273 = alloca i32, align 4
  %274 = alloca ptr, align 8
  %275 = alloca i64, align 8
  %276 = alloca i32, align 4
  %277 = alloca i32, align 4
  %278 = alloca ptr, align 8
  %279 = alloca i64, align 8
  %280 = alloca i32, align 4
  %281 = alloca i32, align 4
  %282 = alloca ptr, align 8
  %283 = alloca i64, align 8
  %284 = alloca i32, align 4
  %285 = alloca i32, align 4
  %286 = alloca ptr, align 8
  %287 = alloca ptr, align 8
  %288 = alloca ptr, align 8
  %289 = alloca ptr, align 8
  %290 = alloca ptr, align 8
  %291 = alloca ptr, align 8
  %292 = alloca ptr, align 8
  %293 = alloca ptr, align 8
  %294 = alloca ptr, align 8
  %295 = alloca ptr, align 8
  %296 = alloca ptr, align 8
  %297 = alloca ptr, align 8
  %298 = alloca ptr, align 8
  %299 = alloca ptr, align 8
  %300 = alloca ptr, align 8
  %301 = alloca ptr, align 8
  %302 = alloca ptr, align 8
  %303 = alloca ptr, align 8
  %304 = alloca ptr, align 8
  %305 = alloca ptr, align 8
  %306 = alloca ptr, align 8
  %307 = alloca i32, align 4
  %308 = alloca i64, align 8
  %309 = alloca i64, align 8
  %310 = alloca i64, align 8
  %311 = alloca ptr, align 8
  %312 = alloca i32, align 4
  %313 = alloca i64, align 8
  %314 = alloca i64, align 8
  %315 = alloca i64, align 8
  %316 = alloca ptr, align 8
  %317 = alloca i32, align 4
  %318 = alloca i64, align 8
  %319 = alloca i64, align 8
  %320 = alloca i64, align 8
  %321 = alloca ptr, align 8
  %322 = alloca i32, align 4
  %323 = alloca i64, align 8
  %324 = alloca i64, align 8
  %325 = alloca i64, align 8
  %326 = alloca ptr, align 8
  %327 = alloca i32, align 4
  %328 = alloca i64, align 8
  %329 = alloca i64, align 8
  %330 = alloca i64, align 8
  %331 = alloca ptr, align 8
  %332 = alloca i32, align 4
  %333 = alloca i64, align 8
  %334 = alloca i64, align 8
  %335 = alloca i64, align 8
  %336 = alloca ptr, align 8
  %337 = alloca i32, align 4
  %338 = alloca i64, align 8
  %339 = alloca i64, align 8
  %340 = alloca i64, align 8
  %341 = alloca ptr, align 8
  %342 = alloca i32, align 4
  %343 = alloca i64, align 8
  %344 = alloca i64, align 8
  %345 = alloca i64, align 8
  %346 = alloca ptr, align 8
  %347 = alloca i32, align 4
  %348 = alloca i64, align 8
  %349 = alloca i64, align 8
  %350 = alloca i64, align 8
  %351 = alloca ptr, align 8
  %352 = alloca i32, align 4
  %353 = alloca i64, align 8
  %354 = alloca i64, align 8
  %355 = alloca i64, align 8
  %356 = alloca ptr, align 8
  %357 = alloca i32, align 4
  %358 = alloca i64, align 8
  %359 = alloca i64, align 8
  %360 = alloca i64, align 8
  %361 = alloca ptr, align 8
  %362 = alloca i32, align 4
  %363 = alloca i64, align 8
  %364 = alloca i64, align 8
  %365 = alloca i64, align 8
  %366 = alloca ptr, align 8
  %367 = alloca i32, align 4
  %368 = alloca i64, align 8
  %369 = alloca i64, align 8
  %370 = alloca i64, align 8
  %371 = alloca ptr, align 8
  %372 = alloca i32, align 4
  %373 = alloca i64, align 8
  %374 = alloca i64, align 8
  %375 = alloca i64, align 8
  %376 = alloca ptr, align 8
  %377 = alloca i32, align 4
  %378 = alloca i64, align 8
  %379 = alloca i64, align 8
  %380 = alloca i64, align 8
  %381 = alloca ptr, align 8
  %382 = alloca i32, align 4
  %383 = alloca i64, align 8
  %384 = alloca i64, align 8
  %385 = alloca i64, align 8
  %386 = alloca ptr, align 8
  %387 = alloca i32, align 4
  %388 = alloca i64, align 8
  %389 = alloca i64, align 8
  %390 = alloca i64, align 8
  %391 = alloca ptr, align 8
  %392 = alloca i32, align 4
  %393 = alloca i64, align 8
  %394 = alloca i64, align 8
  %395 = alloca i64, align 8
  %396 = alloca ptr, align 8
  %397 = alloca i32, align 4
  %398 = alloca i64, align 8
  %399 = alloca i64, align 8
  %400 = alloca i64, align 8
  %401 = alloca ptr, align 8
  %402 = alloca i32, align 4
  %403 = alloca i64, align 8
  %404 = alloca i64, align 8
  %405 = alloca i64, align 8
  %406 = alloca ptr, align 8
  %407 = alloca i32, align 4
  %408 = alloca i64, align 8
  %409 = alloca i64, align 8
  %410 = alloca i64, align 8
  %411 = alloca ptr, align 8
  %412 = alloca i32, align 4
  %413 = alloca i64, align 8
  %414 = alloca i64, align 8
  %415 = alloca i64, align 8
  %416 = alloca ptr, align 8
  %417 = alloca i32, align 4
  %418 = alloca i64, align 8
  %419 = alloca i64, align 8
  %420 = alloca i64, align 8
  %421 = alloca ptr, align 8
  %422 = alloca i32, align 4
  %423 = alloca i64, align 8
  %424 = alloca i64, align 8
  %425 = alloca i64, align 8
  %426 = alloca ptr, align 8
  %427 = alloca i32, align 4
  %428 = alloca i64, align 8
  %429 = alloca i64, align 8
  %430 = alloca i64, align 8
  %431 = alloca ptr, align 8
  %432 = alloca i32, align 4
  %433 = alloca i64, align 8
  %434 = alloca i64, align 8
  %435 = alloca i64, align 8
  %436 = alloca ptr, align 8
  %437 = alloca i32, align 4
  %438 = alloca i64, align 8
  %439 = alloca i64, align 8
  %440 = alloca i64, align 8
  %441 = alloca ptr, align 8
  %442 = alloca i32, align 4
  %443 = alloca i64, align 8
  %444 = alloca i64, align 8
  %445 = alloca i64, align 8
  %446 = alloca ptr, align 8
  %447 = alloca i32, align 4
  %448 = alloca i64, align 8
  %449 = alloca i64, align 8
  %450 = alloca i64, align 8
  %451 = alloca ptr, align 8
  %452 = alloca i32, align 4
  %453 = alloca i64, align 8
  %454 = alloca i64, align 8
  %455 = alloca i64, align 8
  %456 = alloca ptr, align 8
  %457 = alloca i32, align 4
  %458 = alloca i64, align 8
  %459 = alloca i64, align 8
  %460 = alloca i64, align 8
  %461 = alloca ptr, align 8
  %462 = alloca i32, align 4
  %463 = alloca i64, align 8
  %464 = alloca i64, align 8
  %465 = alloca i64, align 8
  %466 = alloca ptr, align 8
  %467 = alloca i32, align 4
  %468 = alloca i64, align 8
  %469 = alloca i64, align 8
  %470 = alloca i64, align 8
  %471 = alloca ptr, align 8
  %472 = alloca i32, align 4
  %473 = alloca i64, align 8
  %474 = alloca i64, align 8
  %475 = alloca i64, align 8
  %476 = alloca ptr, align 8
  %477 = alloca i32, align 4
  %478 = alloca i64, align 8
  %479 = alloca i64, align 8
  %480 = alloca i64, align 8
  %481 = alloca ptr, align 8
  %482 = alloca i32, align 4
  %483 = alloca i64, align 8
  %484 = alloca i64, align 8
  %485 = alloca i64, align 8
  %486 = alloca ptr, align 8
  %487 = alloca i32, align 4
  %488 = alloca i64, align 8
  %489 = alloca i64, align 8
  %490 = alloca i64, align 8
  %491 = alloca ptr, align 8
  %492 = alloca i32, align 4
  %493 = alloca i64, align 8
  %494 = alloca i64, align 8
  %495 = alloca i64, align 8
  %496 = alloca ptr, align 8
  %497 = alloca i32, align 4
  %498 = alloca i64, align 8
  %499 = alloca i64, align 8
  %500 = alloca i64, align 8
  %501 = alloca ptr, align 8
  %502 = alloca i32, align 4
  %503 = alloca i64, align 8
  %504 = alloca i64, align 8
  %505 = alloca i64, align 8
  %506 = alloca ptr, align 8
  %507 = alloca i32, align 4
  %508 = alloca ptr, align 8
  %509 = alloca i32, align 4
  %510 = alloca i32, align 4
  %511 = alloca ptr, align 8
  %512 = alloca i32, align 4
  %513 = alloca ptr, align 8
  %514 = alloca i32, align 4
  %515 = alloca i32, align 4
  %516 = alloca ptr, align 8
  %517 = alloca i32, align 4
  %518 = alloca ptr, align 8
  %519 = alloca i32, align 4
  %520 = alloca i32, align 4
  %521 = alloca ptr, align 8
  %522 = alloca i32, align 4
  %523 = alloca ptr, align 8
  %524 = alloca i32, align 4
  %525 = alloca i32, align 4
  %526 = alloca ptr, align 8
  %527 = alloca i32, align 4
  %528 = alloca ptr, align 8
  %529 = alloca i32, align 4
  %530 = alloca i32, align 4
  %531 = alloca ptr, align 8
  %532 = alloca i32, align 4
  %533 = alloca ptr, align 8
  %534 = alloca i32, align 4
  %535 = alloca i32, align 4
  %536 = alloca ptr, align 8
  %537 = alloca i32, align 4
  %538 = alloca ptr, align 8
  %539 = alloca i32, align 4
  %540 = alloca i32, align 4
  %541 = alloca ptr, align 8
  %542 = alloca i32, align 4
  %543 = alloca ptr, align 8
  %544 = alloca i32, align 4
  %545 = alloca i32, align 4
  %546 = alloca ptr, align 8
  %547 = alloca i32, align 4
  %548 = alloca ptr, align 8
  %549 = alloca i32, align 4
  %550 = alloca i32, align 4
  %551 = alloca ptr, align 8
  %552 = alloca i32, align 4
  %553 = alloca ptr, align 8
  %554 = alloca i32, align 4
  %555 = alloca i32, align 4
  %556 = alloca ptr, align 8
  %557 = alloca i32, align 4
  %558 = alloca ptr, align 8
  %559 = alloca i32, align 4
  %560 = alloca i32, align 4
  %561 = alloca ptr, align 8
  %562 = alloca i32, align 4
  %563 = alloca ptr, align 8
  %564 = alloca i32, align 4
  %565 = alloca i32, align 4
  %566 = alloca ptr, align 8
  %567 = alloca i32, align 4
  %568 = alloca ptr, align 8
  %569 = alloca i32, align 4
  %570 = alloca i32, align 4
  %571 = alloca ptr, align 8
  %572 = alloca i32, align 4
  %573 = alloca ptr, align 8
  %574 = alloca i32, align 4
  %575 = alloca i32, align 4
  %576 = alloca ptr, align 8
  %577 = alloca i32, align 4
  %578 = alloca ptr, align 8
  %579 = alloca i32, align 4
  %580 = alloca i32, align 4
  %581 = alloca ptr, align 8
  %582 = alloca i32, align 4
  %583 = alloca ptr, align 8
  %584 = alloca i32, align 4
  %585 = alloca i32, align 4
  %586 = alloca ptr, align 8
  %587 = alloca i32, align 4
  %588 = alloca ptr, align 8
  %589 = alloca i32, align 4
  %590 = alloca i32, align 4
  %591 = alloca ptr, align 8
  %592 = alloca i32, align 4
  %593 = alloca ptr, align 8
  %594 = alloca i32, align 4
  %595 = alloca i32, align 4
  %596 = alloca ptr, align 8
  %597 = alloca i32, align 4
  %598 = alloca ptr, align 8
  %599 = alloca i32, align 4
  %600 = alloca i32, align 4
  %601 = alloca ptr, align 8
  %602 = alloca i32, align 4
  %603 = alloca ptr, align 8
  %604 = alloca i32, align 4
  %605 = alloca i32, align 4
  %606 = alloca ptr, align 8
  %607 = alloca i32, align 4
  %608 = alloca ptr, align 8
  %609 = alloca i32, align 4
  %610 = alloca i32, align 4
  %611 = alloca ptr, align 8
  %612 = alloca i32, align 4
  %613 = alloca ptr, align 8
  %614 = alloca i32, align 4
  %615 = alloca i32, align 4
  %616 = alloca ptr, align 8
  %617 = alloca i32, align 4
  %618 = alloca ptr, align 8
  %619 = alloca i32, align 4
  %620 = alloca i32, align 4
  %621 = alloca ptr, align 8
  %622 = alloca i32, align 4
  %623 = alloca ptr, align 8
  %624 = alloca i32, align 4
  %625 = alloca i32, align 4
  %626 = alloca ptr, align 8
  %627 = alloca i32, align 4
  %628 = alloca ptr, align 8
  %629 = alloca i32, align 4
  %630 = alloca i32, align 4
  %631 = alloca ptr, align 8
  %632 = alloca i32, align 4
  %633 = alloca ptr, align 8
  %634 = alloca i32, align 4
  %635 = alloca i32, align 4
  %636 = alloca ptr, align 8
  %637 = alloca i32, align 4
  %638 = alloca ptr, align 8
  %639 = alloca i32, align 4
  %640 = alloca i32, align 4
  %641 = alloca ptr, align 8
  %642 = alloca i32, align 4
  %643 = alloca ptr, align 8
  %644 = alloca i32, align 4
  %645 = alloca i32, align 4
  %646 = alloca ptr, align 8
  %647 = alloca i32, align 4
  %648 = alloca ptr, align 8
  %649 = alloca i32, align 4
  %650 = alloca i32, align 4
  %651 = alloca ptr, align 8
  %652 = alloca i32, align 4
  %653 = alloca ptr, align 8
  %654 = alloca i32, align 4
  %655 = alloca i32, align 4
  %656 = alloca ptr, align 8
  %657 = alloca i32, align 4
  %658 = alloca ptr, align 8
  %659 = alloca i32, align 4
  %660 = alloca i32, align 4
  %661 = alloca ptr, align 8
  %662 = alloca i32, align 4
  %663 = alloca ptr, align 8
  %664 = alloca i32, align 4
  %665 = alloca i32, align 4
  %666 = alloca ptr, align 8
  %667 = alloca i32, align 4
  %668 = alloca ptr, align 8
  %669 = alloca i32, align 4
  %670 = alloca i32, align 4
  %671 = alloca ptr, align 8
  %672 = alloca i32, align 4
  %673 = alloca ptr, align 8
  %674 = alloca i32, align 4
  %675 = alloca i32, align 4
  %676 = alloca ptr, align 8
  %677 = alloca i32, align 4
  %678 = alloca ptr, align 8
  %679 = alloca i32, align 4
  %680 = alloca i32, align 4
  %681 = alloca ptr, align 8
  %682 = alloca i32, align 4
  %683 = alloca ptr, align 8
  %684 = alloca i32, align 4
  %685 = alloca i32, align 4
  %686 = alloca ptr, align 8
  %687 = alloca i32, align 4
  %688 = alloca ptr, align 8
  %689 = alloca i32, align 4
  %690 = alloca i32, align 4
  %691 = alloca ptr, align 8
  %692 = alloca i32, align 4
  %693 = alloca ptr, align 8
  %694 = alloca i32, align 4
  %695 = alloca i32, align 4
  %696 = alloca ptr, align 8
  %697 = alloca i32, align 4
  %698 = alloca ptr, align 8
  %699 = alloca i32, align 4
  %700 = alloca i32, align 4
  %701 = alloca ptr, align 8
  %702 = alloca i32, align 4
  %703 = alloca ptr, align 8
  %704 = alloca i32, align 4
  %705 = alloca i32, align 4
  %706 = alloca ptr, align 8
  %707 = alloca i32, align 4
  %708 = alloca ptr, align 8
  %709 = alloca i32, align 4
  %710 = alloca i32, align 4
  %711 = alloca ptr, align 8
  %712 = alloca i32, align 4
  %713 = alloca ptr, align 8
  %714 = alloca i32, align 4
  %715 = alloca i32, align 4
  %716 = alloca ptr, align 8
  %717 = alloca i32, align 4
  %718 = alloca ptr, align 8
  %719 = alloca i32, align 4
  %720 = alloca i32, align 4
  %721 = alloca ptr, align 8
  %722 = alloca i32, align 4
  %723 = alloca ptr, align 8
  %724 = alloca i32, align 4
  %725 = alloca i32, align 4
  %726 = alloca ptr, align 8
  %727 = alloca i32, align 4
  %728 = alloca ptr, align 8
  %729 = alloca i32, align 4
  %730 = alloca i32, align 4
  %731 = alloca ptr, align 8
  %732 = alloca i32, align 4
  %733 = alloca ptr, align 8
  %734 = alloca i32, align 4
  %735 = alloca i32, align 4
  %736 = alloca ptr, align 8
  %737 = alloca i32, align 4
  %738 = alloca ptr, align 8
  %739 = alloca i32, align 4
  %740 = alloca i32, align 4
  %741 = alloca ptr, align 8
  %742 = alloca i32, align 4
  %743 = alloca ptr, align 8
  %744 = alloca i32, align 4
  %745 = alloca i32, align 4
  %746 = alloca ptr, align 8
  %747 = alloca i32, align 4
  %748 = alloca ptr, align 8
  %749 = alloca i32, align 4
  %750 = alloca i32, align 4
  %751 = alloca ptr, align 8
  %752 = alloca i32, align 4
  %753 = alloca ptr, align 8
  %754 = alloca i32, align 4
  %755 = alloca i32, align 4
  %756 = alloca ptr, align 8
  %757 = alloca i32, align 4
  %758 = alloca ptr, align 8
  %759 = alloca i32, align 4
  %760 = alloca i32, align 4
  %761 = alloca ptr, align 8
  %762 = alloca i32, align 4
  %763 = alloca ptr, align 8
  %764 = alloca i32, align 4
  %765 = alloca i32, align 4
  %766 = alloca ptr, align 8
  %767 = alloca i32, align 4
  %768 = alloca ptr, align 8
  %769 = alloca i32, align 4
  %770 = alloca i32, align 4
  %771 = alloca ptr, align 8
  %772 = alloca i32, align 4
  %773 = alloca ptr, align 8
  %774 = alloca i32, align 4
  %775 = alloca i32, align 4
  %776 = alloca ptr, align 8
  %777 = alloca i32, align 4
  %778 = alloca ptr, align 8
  %779 = alloca i32, align 4
  %780 = alloca i32, align 4
  %781 = alloca ptr, align 8
  %782 = alloca i32, align 4
  %783 = alloca ptr, align 8
  %784 = alloca i32, align 4
  %785 = alloca i32, align 4
  %786 = alloca ptr, align 8
  %787 = alloca i32, align 4
  %788 = alloca ptr, align 8
  %789 = alloca i32, align 4
  %790 = alloca i32, align 4
  %791 = alloca ptr, align 8
  %792 = alloca i32, align 4
  %793 = alloca ptr, align 8
  %794 = alloca i32, align 4
  %795 = alloca i32, align 4
  %796 = alloca ptr, align 8
  %797 = alloca i32, align 4
  %798 = alloca ptr, align 8
  %799 = alloca i32, align 4
  %800 = alloca i32, align 4
  %801 = alloca ptr, align 8
  %802 = alloca i32, align 4
  %803 = alloca ptr, align 8
  %804 = alloca i32, align 4
  %805 = alloca i32, align 4
  %806 = alloca ptr, align 8
  %807 = alloca i32, align 4
  %808 = alloca ptr, align 8
  %809 = alloca i32, align 4
  %810 = alloca i32, align 4
  %811 = alloca ptr, align 8
  %812 = alloca i32, align 4
  %813 = alloca ptr, align 8
  %814 = alloca i32, align 4
  %815 = alloca i32, align 4
  %816 = alloca ptr, align 8
  %817 = alloca i32, align 4
  %818 = alloca ptr, align 8
  %819 = alloca i32, align 4
  %820 = alloca i32, align 4
  %821 = alloca ptr, align 8
  %822 = alloca i32, align 4
  %823 = alloca ptr, align 8
  %824 = alloca i32, align 4
  %825 = alloca i32, align 4
  %826 = alloca ptr, align 8
  %827 = alloca i32, align 4
  %828 = alloca ptr, align 8
  %829 = alloca i32, align 4
  %830 = alloca i32, align 4
  %831 = alloca ptr, align 8
  %832 = alloca i32, align 4
  %833 = alloca ptr, align 8
  %834 = alloca i32, align 4
  %835 = alloca i32, align 4
  %836 = alloca ptr, align 8
  %837 = alloca i32, align 4
  %838 = alloca ptr, align 8
  %839 = alloca i32, align 4
  %840 = alloca i32, align 4
  %841 = alloca ptr, align 8
  %842 = alloca i32, align 4
  %843 = alloca ptr, align 8
  %844 = alloca i32, align 4
  %845 = alloca i32, align 4
  %846 = alloca ptr, align 8
  %847 = alloca i32, align 4
  %848 = alloca ptr, align 8
  %849 = alloca i32, align 4
  %850 = alloca i32, align 4
  %851 = alloca ptr, align 8
  %852 = alloca i32, align 4
  %853 = alloca ptr, align 8
  %854 = alloca i32, align 4
  %855 = alloca i32, align 4
  %856 = alloca ptr, align 8
  %857 = alloca ptr, align 8
  %858 = alloca i64, align 8
  %859 = alloca ptr, align 8
  %860 = alloca i32, align 4
  %861 = alloca i32, align 4
  %862 = alloca i32, align 4
  %863 = alloca i32, align 4
  %864 = alloca i32, align 4
  %865 = alloca i32, align 4
  %866 = alloca i32, align 4
  %867 = alloca ptr, align 8
  %868 = alloca ptr, align 8
  %869 = alloca i64, align 8
  %870 = alloca ptr, align 8
  %871 = alloca i32, align 4
  %872 = alloca i32, align 4
  %873 = alloca i32, align 4
  %874 = alloca i32, align 4
  %875 = alloca i32, align 4
  %876 = alloca i32, align 4
  %877 = alloca i32, align 4
  %878 = alloca ptr, align 8
  %879 = alloca ptr, align 8
  %880 = alloca i64, align 8
  %881 = alloca ptr, align 8
  %882 = alloca i32, align 4
  %883 = alloca i32, align 4
  %884 = alloca i32, align 4
  %885 = alloca i32, align 4
  %886 = alloca i32, align 4
  %887 = alloca i32, align 4
  %888 = alloca i32, align 4
  %889 = alloca ptr, align 8
  %890 = alloca ptr, align 8
  %891 = alloca i64, align 8
  %892 = alloca ptr, align 8
  %893 = alloca i32, align 4
  %894 = alloca i32, align 4
  %895 = alloca i32, align 4
  %896 = alloca i32, align 4
  %897 = alloca i32, align 4
  %898 = alloca i32, align 4
  %899 = alloca i32, align 4
  %900 = alloca ptr, align 8
  %901 = alloca ptr, align 8
  %902 = alloca i64, align 8
  %903 = alloca ptr, align 8
  %904 = alloca i32, align 4
  %905 = alloca i32, align 4
  %906 = alloca i32, align 4
  %907 = alloca i32, align 4
  %908 = alloca i32, align 4
  %909 = alloca i32, align 4
  %910 = alloca i32, align 4
  %911 = alloca ptr, align 8
  %912 = alloca ptr, align 8
  %913 = alloca i64, align 8
  %914 = alloca ptr, align 8
  %915 = alloca i32, align 4
  %916 = alloca i32, align 4
  %917 = alloca i32, align 4
  %918 = alloca i32, align 4
  %919 = alloca i32, align 4
  %920 = alloca i32, align 4
  %921 = alloca i32, align 4
  %922 = alloca ptr, align 8
  %923 = alloca ptr, align 8
  %924 = alloca i64, align 8
  %925 = alloca ptr, align 8
  %926 = alloca i32, align 4
  %927 = alloca i32, align 4
  %928 = alloca i32, align 4
  %929 = alloca i32, align 4
  %930 = alloca i32, align 4
  %931 = alloca i32, align 4
  %932 = alloca i32, align 4
  %933 = alloca ptr, align 8
  %934 = alloca ptr, align 8
  %935 = alloca i64, align 8
  %936 = alloca ptr, align 8
  %937 = alloca i32, align 4
  %938 = alloca i32, align 4
  %939 = alloca i32, align 4
  %940 = alloca i32, align 4
  %941 = alloca i32, align 4
  %942 = alloca i32, align 4
  %943 = alloca i32, align 4
  %944 = alloca ptr, align 8
  %945 = alloca ptr, align 8
  %946 = alloca i64, align 8
  %947 = alloca ptr, align 8
  %948 = alloca i32, align 4
  %949 = alloca i32, align 4
  %950 = alloca i32, align 4
  %951 = alloca i32, align 4
  %952 = alloca i32, align 4
  %953 = alloca i32, align 4
  %954 = alloca i32, align 4
  %955 = alloca ptr, align 8
  %956 = alloca ptr, align 8
  %957 = alloca i64, align 8
  %958 = alloca ptr, align 8
  %959 = alloca i32, align 4
  %960 = alloca i32, align 4
  %961 = alloca i32, align 4
  %962 = alloca i32, align 4
  %963 = alloca i32, align 4
  %964 = alloca i32, align 4
  %965 = alloca i32, align 4
  %966 = alloca i64, align 8
  %967 = alloca ptr, align 8
  %968 = alloca i64, align 8
  %969 = alloca ptr, align 8
  %970 = alloca i64, align 8
  %971 = alloca ptr, align 8
  %972 = alloca i32, align 4
  %973 = alloca %struct.HUF_CTableHeader, align 1
  %974 = alloca ptr, align 8
  %975 = alloca ptr, align 8
  %976 = alloca ptr, align 8
  %977 = alloca ptr, align 8
  %978 = alloca %struct.HUF_CStream_t, align 8
  %979 = alloca ptr, align 8
  %980 = alloca i64, align 8
  %981 = alloca ptr, align 8
  %982 = alloca i64, align 8
  %983 = alloca ptr, align 8
  %984 = alloca i64, align 8
  %985 = alloca ptr, align 8
  store ptr %0, ptr %981, align 8
  store i64 %1, ptr %982, align 8
  store ptr %2, ptr %983, align 8
  store i64 %3, ptr %984, align 8
  store ptr %4, ptr %985, align 8
  %986 = load ptr, ptr %981, align 8
  %987 = load i64, ptr %982, align 8
  %988 = load ptr, ptr %983, align 8
  %989 = load i64, ptr %984, align 8
  %990 = load ptr, ptr %985, align 8
  store ptr %986, ptr %967, align 8
  store i64 %987, ptr %968, align 8
  store ptr %988, ptr %969, align 8
  store i64 %989, ptr %970, align 8
  store ptr %990, ptr %971, align 8
  %991 = load ptr, ptr %971, align 8
  %992 = call i64 @HUF_readCTableHeader(ptr noundef %991)
  store i64 %992, ptr %973, align 1
  %993 = load i8, ptr %973, align 1
  %994 = zext i8 %993 to i32
  store i32 %994, ptr %972, align 4
  %995 = load ptr, ptr %971, align 8
  %996 = getelementptr inbounds i64, ptr %995, i64 1
  store ptr %996, ptr %974, align 8
  %997 = load ptr, ptr %969, align 8
  store ptr %997, ptr %975, align 8
  %998 = load ptr, ptr %967, align 8
  store ptr %998, ptr %976, align 8
  %999 = load ptr, ptr %976, align 8
  %1000 = load i64, ptr %968, align 8
  %1001 = getelementptr inbounds i8, ptr %999, i64 %1000
  store ptr %1001, ptr %977, align 8
  %1002 = load i64, ptr %968, align 8
  %1003 = icmp ult i64 %1002, 8
  br i1 %1003, label %1004, label %1005

1004:                                             ; preds = %5
  store i64 0, ptr %966, align 8
  br label %7318

1005:                                             ; preds = %5
  %1006 = load ptr, ptr %976, align 8
  store ptr %1006, ptr %979, align 8
  %1007 = load ptr, ptr %979, align 8
  %1008 = load ptr, ptr %977, align 8
  %1009 = load ptr, ptr %979, align 8
  %1010 = ptrtoint ptr %1008 to i64
  %1011 = ptrtoint ptr %1009 to i64
  %1012 = sub i64 %1010, %1011
  %1013 = call i64 @HUF_initCStream(ptr noundef %978, ptr noundef %1007, i64 noundef %1012)
  store i64 %1013, ptr %980, align 8
  %1014 = load i64, ptr %980, align 8
  %1015 = call i32 @ERR_isError(i64 noundef %1014)
  %1016 = icmp ne i32 %1015, 0
  br i1 %1016, label %1017, label %1018

1017:                                             ; preds = %1005
  store i64 0, ptr %966, align 8
  br label %7318

1018:                                             ; preds = %1005
  %1019 = load i64, ptr %968, align 8
  %1020 = load i64, ptr %970, align 8
  %1021 = load i32, ptr %972, align 4
  %1022 = zext i32 %1021 to i64
  %1023 = call i64 @HUF_tightCompressBound(i64 noundef %1020, i64 noundef %1022)
  %1024 = icmp ult i64 %1019, %1023
  br i1 %1024, label %1028, label %1025

1025:                                             ; preds = %1018
  %1026 = load i32, ptr %972, align 4
  %1027 = icmp ugt i32 %1026, 11
  br i1 %1027, label %1028, label %1659

1028:                                             ; preds = %1025, %1018
  %1029 = load ptr, ptr %975, align 8
  %1030 = load i64, ptr %970, align 8
  %1031 = load ptr, ptr %974, align 8
  %1032 = call i32 @MEM_32bits()
  %1033 = icmp ne i32 %1032, 0
  %1034 = zext i1 %1033 to i64
  %1035 = select i1 %1033, i32 2, i32 4
  store ptr %978, ptr %955, align 8
  store ptr %1029, ptr %956, align 8
  store i64 %1030, ptr %957, align 8
  store ptr %1031, ptr %958, align 8
  store i32 %1035, ptr %959, align 4
  store i32 0, ptr %960, align 4
  store i32 0, ptr %961, align 4
  %1036 = load i64, ptr %957, align 8
  %1037 = trunc i64 %1036 to i32
  store i32 %1037, ptr %962, align 4
  %1038 = load i32, ptr %962, align 4
  %1039 = load i32, ptr %959, align 4
  %1040 = srem i32 %1038, %1039
  store i32 %1040, ptr %963, align 4
  %1041 = load i32, ptr %963, align 4
  %1042 = icmp sgt i32 %1041, 0
  br i1 %1042, label %1043, label %1144

1043:                                             ; preds = %1028
  br label %1044

1044:                                             ; preds = %1081, %1043
  %1045 = load i32, ptr %963, align 4
  %1046 = icmp sgt i32 %1045, 0
  br i1 %1046, label %1047, label %1100

1047:                                             ; preds = %1044
  %1048 = load ptr, ptr %955, align 8
  %1049 = load ptr, ptr %956, align 8
  %1050 = load i32, ptr %962, align 4
  %1051 = add nsw i32 %1050, -1
  store i32 %1051, ptr %962, align 4
  %1052 = sext i32 %1051 to i64
  %1053 = getelementptr inbounds i8, ptr %1049, i64 %1052
  %1054 = load i8, ptr %1053, align 1
  %1055 = zext i8 %1054 to i32
  %1056 = load ptr, ptr %958, align 8
  store ptr %1048, ptr %536, align 8
  store i32 %1055, ptr %537, align 4
  store ptr %1056, ptr %538, align 8
  store i32 0, ptr %539, align 4
  store i32 0, ptr %540, align 4
  %1057 = load ptr, ptr %536, align 8
  %1058 = load ptr, ptr %538, align 8
  %1059 = load i32, ptr %537, align 4
  %1060 = zext i32 %1059 to i64
  %1061 = getelementptr inbounds i64, ptr %1058, i64 %1060
  %1062 = load i64, ptr %1061, align 8
  %1063 = load i32, ptr %539, align 4
  %1064 = load i32, ptr %540, align 4
  store ptr %1057, ptr %258, align 8
  store i64 %1062, ptr %259, align 8
  store i32 %1063, ptr %260, align 4
  store i32 %1064, ptr %261, align 4
  %1065 = load i64, ptr %259, align 8
  %1066 = call i64 @HUF_getNbBits(i64 noundef %1065)
  %1067 = load ptr, ptr %258, align 8
  %1068 = load i32, ptr %260, align 4
  %1069 = sext i32 %1068 to i64
  %1070 = getelementptr inbounds [2 x i64], ptr %1067, i64 0, i64 %1069
  %1071 = load i64, ptr %1070, align 8
  %1072 = lshr i64 %1071, %1066
  store i64 %1072, ptr %1070, align 8
  %1073 = load i32, ptr %261, align 4
  %1074 = icmp ne i32 %1073, 0
  br i1 %1074, label %1075, label %1078

1075:                                             ; preds = %1047
  %1076 = load i64, ptr %259, align 8
  %1077 = call i64 @HUF_getValueFast(i64 noundef %1076)
  br label %1081

1078:                                             ; preds = %1047
  %1079 = load i64, ptr %259, align 8
  %1080 = call i64 @HUF_getValue(i64 noundef %1079)
  br label %1081

1081:                                             ; preds = %1075, %1078
  %1082 = phi i64 [ %1077, %1075 ], [ %1080, %1078 ]
  %1083 = load ptr, ptr %258, align 8
  %1084 = load i32, ptr %260, align 4
  %1085 = sext i32 %1084 to i64
  %1086 = getelementptr inbounds [2 x i64], ptr %1083, i64 0, i64 %1085
  %1087 = load i64, ptr %1086, align 8
  %1088 = or i64 %1087, %1082
  store i64 %1088, ptr %1086, align 8
  %1089 = load i64, ptr %259, align 8
  %1090 = call i64 @HUF_getNbBitsFast(i64 noundef %1089)
  %1091 = load ptr, ptr %258, align 8
  %1092 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1091, i32 0, i32 1
  %1093 = load i32, ptr %260, align 4
  %1094 = sext i32 %1093 to i64
  %1095 = getelementptr inbounds [2 x i64], ptr %1092, i64 0, i64 %1094
  %1096 = load i64, ptr %1095, align 8
  %1097 = add i64 %1096, %1090
  store i64 %1097, ptr %1095, align 8
  %1098 = load i32, ptr %963, align 4
  %1099 = add nsw i32 %1098, -1
  store i32 %1099, ptr %963, align 4
  br label %1044, !llvm.loop !44

1100:                                             ; preds = %1044
  %1101 = load ptr, ptr %955, align 8
  %1102 = load i32, ptr %960, align 4
  store ptr %1101, ptr %321, align 8
  store i32 %1102, ptr %322, align 4
  %1103 = load ptr, ptr %321, align 8
  %1104 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1103, i32 0, i32 1
  %1105 = load i64, ptr %1104, align 8
  %1106 = and i64 %1105, 255
  store i64 %1106, ptr %323, align 8
  %1107 = load i64, ptr %323, align 8
  %1108 = lshr i64 %1107, 3
  store i64 %1108, ptr %324, align 8
  %1109 = load ptr, ptr %321, align 8
  %1110 = load i64, ptr %1109, align 8
  %1111 = load i64, ptr %323, align 8
  %1112 = sub i64 64, %1111
  %1113 = lshr i64 %1110, %1112
  store i64 %1113, ptr %325, align 8
  %1114 = load ptr, ptr %321, align 8
  %1115 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1114, i32 0, i32 1
  %1116 = load i64, ptr %1115, align 8
  %1117 = and i64 %1116, 7
  store i64 %1117, ptr %1115, align 8
  %1118 = load ptr, ptr %321, align 8
  %1119 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1118, i32 0, i32 3
  %1120 = load ptr, ptr %1119, align 8
  %1121 = load i64, ptr %325, align 8
  call void @MEM_writeLEST(ptr noundef %1120, i64 noundef %1121)
  %1122 = load i64, ptr %324, align 8
  %1123 = load ptr, ptr %321, align 8
  %1124 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1123, i32 0, i32 3
  %1125 = load ptr, ptr %1124, align 8
  %1126 = getelementptr inbounds i8, ptr %1125, i64 %1122
  store ptr %1126, ptr %1124, align 8
  %1127 = load i32, ptr %322, align 4
  %1128 = icmp ne i32 %1127, 0
  br i1 %1128, label %1143, label %1129

1129:                                             ; preds = %1100
  %1130 = load ptr, ptr %321, align 8
  %1131 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1130, i32 0, i32 3
  %1132 = load ptr, ptr %1131, align 8
  %1133 = load ptr, ptr %321, align 8
  %1134 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1133, i32 0, i32 4
  %1135 = load ptr, ptr %1134, align 8
  %1136 = icmp ugt ptr %1132, %1135
  br i1 %1136, label %1137, label %1143

1137:                                             ; preds = %1129
  %1138 = load ptr, ptr %321, align 8
  %1139 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1138, i32 0, i32 4
  %1140 = load ptr, ptr %1139, align 8
  %1141 = load ptr, ptr %321, align 8
  %1142 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1141, i32 0, i32 3
  store ptr %1140, ptr %1142, align 8
  br label %1143

1143:                                             ; preds = %1100, %1129, %1137
  br label %1144

1144:                                             ; preds = %1143, %1028
  %1145 = load i32, ptr %962, align 4
  %1146 = load i32, ptr %959, align 4
  %1147 = mul nsw i32 2, %1146
  %1148 = srem i32 %1145, %1147
  %1149 = icmp ne i32 %1148, 0
  br i1 %1149, label %1150, label %1308

1150:                                             ; preds = %1144
  store i32 1, ptr %964, align 4
  br label %1151

1151:                                             ; preds = %1190, %1150
  %1152 = load i32, ptr %964, align 4
  %1153 = load i32, ptr %959, align 4
  %1154 = icmp slt i32 %1152, %1153
  br i1 %1154, label %1155, label %1209

1155:                                             ; preds = %1151
  %1156 = load ptr, ptr %955, align 8
  %1157 = load ptr, ptr %956, align 8
  %1158 = load i32, ptr %962, align 4
  %1159 = load i32, ptr %964, align 4
  %1160 = sub nsw i32 %1158, %1159
  %1161 = sext i32 %1160 to i64
  %1162 = getelementptr inbounds i8, ptr %1157, i64 %1161
  %1163 = load i8, ptr %1162, align 1
  %1164 = zext i8 %1163 to i32
  %1165 = load ptr, ptr %958, align 8
  store ptr %1156, ptr %531, align 8
  store i32 %1164, ptr %532, align 4
  store ptr %1165, ptr %533, align 8
  store i32 0, ptr %534, align 4
  store i32 1, ptr %535, align 4
  %1166 = load ptr, ptr %531, align 8
  %1167 = load ptr, ptr %533, align 8
  %1168 = load i32, ptr %532, align 4
  %1169 = zext i32 %1168 to i64
  %1170 = getelementptr inbounds i64, ptr %1167, i64 %1169
  %1171 = load i64, ptr %1170, align 8
  %1172 = load i32, ptr %534, align 4
  %1173 = load i32, ptr %535, align 4
  store ptr %1166, ptr %262, align 8
  store i64 %1171, ptr %263, align 8
  store i32 %1172, ptr %264, align 4
  store i32 %1173, ptr %265, align 4
  %1174 = load i64, ptr %263, align 8
  %1175 = call i64 @HUF_getNbBits(i64 noundef %1174)
  %1176 = load ptr, ptr %262, align 8
  %1177 = load i32, ptr %264, align 4
  %1178 = sext i32 %1177 to i64
  %1179 = getelementptr inbounds [2 x i64], ptr %1176, i64 0, i64 %1178
  %1180 = load i64, ptr %1179, align 8
  %1181 = lshr i64 %1180, %1175
  store i64 %1181, ptr %1179, align 8
  %1182 = load i32, ptr %265, align 4
  %1183 = icmp ne i32 %1182, 0
  br i1 %1183, label %1184, label %1187

1184:                                             ; preds = %1155
  %1185 = load i64, ptr %263, align 8
  %1186 = call i64 @HUF_getValueFast(i64 noundef %1185)
  br label %1190

1187:                                             ; preds = %1155
  %1188 = load i64, ptr %263, align 8
  %1189 = call i64 @HUF_getValue(i64 noundef %1188)
  br label %1190

1190:                                             ; preds = %1184, %1187
  %1191 = phi i64 [ %1186, %1184 ], [ %1189, %1187 ]
  %1192 = load ptr, ptr %262, align 8
  %1193 = load i32, ptr %264, align 4
  %1194 = sext i32 %1193 to i64
  %1195 = getelementptr inbounds [2 x i64], ptr %1192, i64 0, i64 %1194
  %1196 = load i64, ptr %1195, align 8
  %1197 = or i64 %1196, %1191
  store i64 %1197, ptr %1195, align 8
  %1198 = load i64, ptr %263, align 8
  %1199 = call i64 @HUF_getNbBitsFast(i64 noundef %1198)
  %1200 = load ptr, ptr %262, align 8
  %1201 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1200, i32 0, i32 1
  %1202 = load i32, ptr %264, align 4
  %1203 = sext i32 %1202 to i64
  %1204 = getelementptr inbounds [2 x i64], ptr %1201, i64 0, i64 %1203
  %1205 = load i64, ptr %1204, align 8
  %1206 = add i64 %1205, %1199
  store i64 %1206, ptr %1204, align 8
  %1207 = load i32, ptr %964, align 4
  %1208 = add nsw i32 %1207, 1
  store i32 %1208, ptr %964, align 4
  br label %1151, !llvm.loop !45

1209:                                             ; preds = %1151
  %1210 = load ptr, ptr %955, align 8
  %1211 = load ptr, ptr %956, align 8
  %1212 = load i32, ptr %962, align 4
  %1213 = load i32, ptr %959, align 4
  %1214 = sub nsw i32 %1212, %1213
  %1215 = sext i32 %1214 to i64
  %1216 = getelementptr inbounds i8, ptr %1211, i64 %1215
  %1217 = load i8, ptr %1216, align 1
  %1218 = zext i8 %1217 to i32
  %1219 = load ptr, ptr %958, align 8
  %1220 = load i32, ptr %961, align 4
  store ptr %1210, ptr %526, align 8
  store i32 %1218, ptr %527, align 4
  store ptr %1219, ptr %528, align 8
  store i32 0, ptr %529, align 4
  store i32 %1220, ptr %530, align 4
  %1221 = load ptr, ptr %526, align 8
  %1222 = load ptr, ptr %528, align 8
  %1223 = load i32, ptr %527, align 4
  %1224 = zext i32 %1223 to i64
  %1225 = getelementptr inbounds i64, ptr %1222, i64 %1224
  %1226 = load i64, ptr %1225, align 8
  %1227 = load i32, ptr %529, align 4
  %1228 = load i32, ptr %530, align 4
  store ptr %1221, ptr %266, align 8
  store i64 %1226, ptr %267, align 8
  store i32 %1227, ptr %268, align 4
  store i32 %1228, ptr %269, align 4
  %1229 = load i64, ptr %267, align 8
  %1230 = call i64 @HUF_getNbBits(i64 noundef %1229)
  %1231 = load ptr, ptr %266, align 8
  %1232 = load i32, ptr %268, align 4
  %1233 = sext i32 %1232 to i64
  %1234 = getelementptr inbounds [2 x i64], ptr %1231, i64 0, i64 %1233
  %1235 = load i64, ptr %1234, align 8
  %1236 = lshr i64 %1235, %1230
  store i64 %1236, ptr %1234, align 8
  %1237 = load i32, ptr %269, align 4
  %1238 = icmp ne i32 %1237, 0
  br i1 %1238, label %1239, label %1242

1239:                                             ; preds = %1209
  %1240 = load i64, ptr %267, align 8
  %1241 = call i64 @HUF_getValueFast(i64 noundef %1240)
  br label %1245

1242:                                             ; preds = %1209
  %1243 = load i64, ptr %267, align 8
  %1244 = call i64 @HUF_getValue(i64 noundef %1243)
  br label %1245

1245:                                             ; preds = %1239, %1242
  %1246 = phi i64 [ %1241, %1239 ], [ %1244, %1242 ]
  %1247 = load ptr, ptr %266, align 8
  %1248 = load i32, ptr %268, align 4
  %1249 = sext i32 %1248 to i64
  %1250 = getelementptr inbounds [2 x i64], ptr %1247, i64 0, i64 %1249
  %1251 = load i64, ptr %1250, align 8
  %1252 = or i64 %1251, %1246
  store i64 %1252, ptr %1250, align 8
  %1253 = load i64, ptr %267, align 8
  %1254 = call i64 @HUF_getNbBitsFast(i64 noundef %1253)
  %1255 = load ptr, ptr %266, align 8
  %1256 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1255, i32 0, i32 1
  %1257 = load i32, ptr %268, align 4
  %1258 = sext i32 %1257 to i64
  %1259 = getelementptr inbounds [2 x i64], ptr %1256, i64 0, i64 %1258
  %1260 = load i64, ptr %1259, align 8
  %1261 = add i64 %1260, %1254
  store i64 %1261, ptr %1259, align 8
  %1262 = load ptr, ptr %955, align 8
  %1263 = load i32, ptr %960, align 4
  store ptr %1262, ptr %316, align 8
  store i32 %1263, ptr %317, align 4
  %1264 = load ptr, ptr %316, align 8
  %1265 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1264, i32 0, i32 1
  %1266 = load i64, ptr %1265, align 8
  %1267 = and i64 %1266, 255
  store i64 %1267, ptr %318, align 8
  %1268 = load i64, ptr %318, align 8
  %1269 = lshr i64 %1268, 3
  store i64 %1269, ptr %319, align 8
  %1270 = load ptr, ptr %316, align 8
  %1271 = load i64, ptr %1270, align 8
  %1272 = load i64, ptr %318, align 8
  %1273 = sub i64 64, %1272
  %1274 = lshr i64 %1271, %1273
  store i64 %1274, ptr %320, align 8
  %1275 = load ptr, ptr %316, align 8
  %1276 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1275, i32 0, i32 1
  %1277 = load i64, ptr %1276, align 8
  %1278 = and i64 %1277, 7
  store i64 %1278, ptr %1276, align 8
  %1279 = load ptr, ptr %316, align 8
  %1280 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1279, i32 0, i32 3
  %1281 = load ptr, ptr %1280, align 8
  %1282 = load i64, ptr %320, align 8
  call void @MEM_writeLEST(ptr noundef %1281, i64 noundef %1282)
  %1283 = load i64, ptr %319, align 8
  %1284 = load ptr, ptr %316, align 8
  %1285 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1284, i32 0, i32 3
  %1286 = load ptr, ptr %1285, align 8
  %1287 = getelementptr inbounds i8, ptr %1286, i64 %1283
  store ptr %1287, ptr %1285, align 8
  %1288 = load i32, ptr %317, align 4
  %1289 = icmp ne i32 %1288, 0
  br i1 %1289, label %1304, label %1290

1290:                                             ; preds = %1245
  %1291 = load ptr, ptr %316, align 8
  %1292 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1291, i32 0, i32 3
  %1293 = load ptr, ptr %1292, align 8
  %1294 = load ptr, ptr %316, align 8
  %1295 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1294, i32 0, i32 4
  %1296 = load ptr, ptr %1295, align 8
  %1297 = icmp ugt ptr %1293, %1296
  br i1 %1297, label %1298, label %1304

1298:                                             ; preds = %1290
  %1299 = load ptr, ptr %316, align 8
  %1300 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1299, i32 0, i32 4
  %1301 = load ptr, ptr %1300, align 8
  %1302 = load ptr, ptr %316, align 8
  %1303 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1302, i32 0, i32 3
  store ptr %1301, ptr %1303, align 8
  br label %1304

1304:                                             ; preds = %1245, %1290, %1298
  %1305 = load i32, ptr %959, align 4
  %1306 = load i32, ptr %962, align 4
  %1307 = sub nsw i32 %1306, %1305
  store i32 %1307, ptr %962, align 4
  br label %1308

1308:                                             ; preds = %1304, %1144
  br label %1309

1309:                                             ; preds = %1653, %1308
  %1310 = load i32, ptr %962, align 4
  %1311 = icmp sgt i32 %1310, 0
  br i1 %1311, label %1312, label %1658

1312:                                             ; preds = %1309
  store i32 1, ptr %965, align 4
  br label %1313

1313:                                             ; preds = %1352, %1312
  %1314 = load i32, ptr %965, align 4
  %1315 = load i32, ptr %959, align 4
  %1316 = icmp slt i32 %1314, %1315
  br i1 %1316, label %1317, label %1371

1317:                                             ; preds = %1313
  %1318 = load ptr, ptr %955, align 8
  %1319 = load ptr, ptr %956, align 8
  %1320 = load i32, ptr %962, align 4
  %1321 = load i32, ptr %965, align 4
  %1322 = sub nsw i32 %1320, %1321
  %1323 = sext i32 %1322 to i64
  %1324 = getelementptr inbounds i8, ptr %1319, i64 %1323
  %1325 = load i8, ptr %1324, align 1
  %1326 = zext i8 %1325 to i32
  %1327 = load ptr, ptr %958, align 8
  store ptr %1318, ptr %521, align 8
  store i32 %1326, ptr %522, align 4
  store ptr %1327, ptr %523, align 8
  store i32 0, ptr %524, align 4
  store i32 1, ptr %525, align 4
  %1328 = load ptr, ptr %521, align 8
  %1329 = load ptr, ptr %523, align 8
  %1330 = load i32, ptr %522, align 4
  %1331 = zext i32 %1330 to i64
  %1332 = getelementptr inbounds i64, ptr %1329, i64 %1331
  %1333 = load i64, ptr %1332, align 8
  %1334 = load i32, ptr %524, align 4
  %1335 = load i32, ptr %525, align 4
  store ptr %1328, ptr %270, align 8
  store i64 %1333, ptr %271, align 8
  store i32 %1334, ptr %272, align 4
  store i32 %1335, ptr %273, align 4
  %1336 = load i64, ptr %271, align 8
  %1337 = call i64 @HUF_getNbBits(i64 noundef %1336)
  %1338 = load ptr, ptr %270, align 8
  %1339 = load i32, ptr %272, align 4
  %1340 = sext i32 %1339 to i64
  %1341 = getelementptr inbounds [2 x i64], ptr %1338, i64 0, i64 %1340
  %1342 = load i64, ptr %1341, align 8
  %1343 = lshr i64 %1342, %1337
  store i64 %1343, ptr %1341, align 8
  %1344 = load i32, ptr %273, align 4
  %1345 = icmp ne i32 %1344, 0
  br i1 %1345, label %1346, label %1349

1346:                                             ; preds = %1317
  %1347 = load i64, ptr %271, align 8
  %1348 = call i64 @HUF_getValueFast(i64 noundef %1347)
  br label %1352

1349:                                             ; preds = %1317
  %1350 = load i64, ptr %271, align 8
  %1351 = call i64 @HUF_getValue(i64 noundef %1350)
  br label %1352

1352:                                             ; preds = %1346, %1349
  %1353 = phi i64 [ %1348, %1346 ], [ %1351, %1349 ]
  %1354 = load ptr, ptr %270, align 8
  %1355 = load i32, ptr %272, align 4
  %1356 = sext i32 %1355 to i64
  %1357 = getelementptr inbounds [2 x i64], ptr %1354, i64 0, i64 %1356
  %1358 = load i64, ptr %1357, align 8
  %1359 = or i64 %1358, %1353
  store i64 %1359, ptr %1357, align 8
  %1360 = load i64, ptr %271, align 8
  %1361 = call i64 @HUF_getNbBitsFast(i64 noundef %1360)
  %1362 = load ptr, ptr %270, align 8
  %1363 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1362, i32 0, i32 1
  %1364 = load i32, ptr %272, align 4
  %1365 = sext i32 %1364 to i64
  %1366 = getelementptr inbounds [2 x i64], ptr %1363, i64 0, i64 %1365
  %1367 = load i64, ptr %1366, align 8
  %1368 = add i64 %1367, %1361
  store i64 %1368, ptr %1366, align 8
  %1369 = load i32, ptr %965, align 4
  %1370 = add nsw i32 %1369, 1
  store i32 %1370, ptr %965, align 4
  br label %1313, !llvm.loop !46

1371:                                             ; preds = %1313
  %1372 = load ptr, ptr %955, align 8
  %1373 = load ptr, ptr %956, align 8
  %1374 = load i32, ptr %962, align 4
  %1375 = load i32, ptr %959, align 4
  %1376 = sub nsw i32 %1374, %1375
  %1377 = sext i32 %1376 to i64
  %1378 = getelementptr inbounds i8, ptr %1373, i64 %1377
  %1379 = load i8, ptr %1378, align 1
  %1380 = zext i8 %1379 to i32
  %1381 = load ptr, ptr %958, align 8
  %1382 = load i32, ptr %961, align 4
  store ptr %1372, ptr %506, align 8
  store i32 %1380, ptr %507, align 4
  store ptr %1381, ptr %508, align 8
  store i32 0, ptr %509, align 4
  store i32 %1382, ptr %510, align 4
  %1383 = load ptr, ptr %506, align 8
  %1384 = load ptr, ptr %508, align 8
  %1385 = load i32, ptr %507, align 4
  %1386 = zext i32 %1385 to i64
  %1387 = getelementptr inbounds i64, ptr %1384, i64 %1386
  %1388 = load i64, ptr %1387, align 8
  %1389 = load i32, ptr %509, align 4
  %1390 = load i32, ptr %510, align 4
  store ptr %1383, ptr %282, align 8
  store i64 %1388, ptr %283, align 8
  store i32 %1389, ptr %284, align 4
  store i32 %1390, ptr %285, align 4
  %1391 = load i64, ptr %283, align 8
  %1392 = call i64 @HUF_getNbBits(i64 noundef %1391)
  %1393 = load ptr, ptr %282, align 8
  %1394 = load i32, ptr %284, align 4
  %1395 = sext i32 %1394 to i64
  %1396 = getelementptr inbounds [2 x i64], ptr %1393, i64 0, i64 %1395
  %1397 = load i64, ptr %1396, align 8
  %1398 = lshr i64 %1397, %1392
  store i64 %1398, ptr %1396, align 8
  %1399 = load i32, ptr %285, align 4
  %1400 = icmp ne i32 %1399, 0
  br i1 %1400, label %1401, label %1404

1401:                                             ; preds = %1371
  %1402 = load i64, ptr %283, align 8
  %1403 = call i64 @HUF_getValueFast(i64 noundef %1402)
  br label %1407

1404:                                             ; preds = %1371
  %1405 = load i64, ptr %283, align 8
  %1406 = call i64 @HUF_getValue(i64 noundef %1405)
  br label %1407

1407:                                             ; preds = %1401, %1404
  %1408 = phi i64 [ %1403, %1401 ], [ %1406, %1404 ]
  %1409 = load ptr, ptr %282, align 8
  %1410 = load i32, ptr %284, align 4
  %1411 = sext i32 %1410 to i64
  %1412 = getelementptr inbounds [2 x i64], ptr %1409, i64 0, i64 %1411
  %1413 = load i64, ptr %1412, align 8
  %1414 = or i64 %1413, %1408
  store i64 %1414, ptr %1412, align 8
  %1415 = load i64, ptr %283, align 8
  %1416 = call i64 @HUF_getNbBitsFast(i64 noundef %1415)
  %1417 = load ptr, ptr %282, align 8
  %1418 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1417, i32 0, i32 1
  %1419 = load i32, ptr %284, align 4
  %1420 = sext i32 %1419 to i64
  %1421 = getelementptr inbounds [2 x i64], ptr %1418, i64 0, i64 %1420
  %1422 = load i64, ptr %1421, align 8
  %1423 = add i64 %1422, %1416
  store i64 %1423, ptr %1421, align 8
  %1424 = load ptr, ptr %955, align 8
  %1425 = load i32, ptr %960, align 4
  store ptr %1424, ptr %306, align 8
  store i32 %1425, ptr %307, align 4
  %1426 = load ptr, ptr %306, align 8
  %1427 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1426, i32 0, i32 1
  %1428 = load i64, ptr %1427, align 8
  %1429 = and i64 %1428, 255
  store i64 %1429, ptr %308, align 8
  %1430 = load i64, ptr %308, align 8
  %1431 = lshr i64 %1430, 3
  store i64 %1431, ptr %309, align 8
  %1432 = load ptr, ptr %306, align 8
  %1433 = load i64, ptr %1432, align 8
  %1434 = load i64, ptr %308, align 8
  %1435 = sub i64 64, %1434
  %1436 = lshr i64 %1433, %1435
  store i64 %1436, ptr %310, align 8
  %1437 = load ptr, ptr %306, align 8
  %1438 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1437, i32 0, i32 1
  %1439 = load i64, ptr %1438, align 8
  %1440 = and i64 %1439, 7
  store i64 %1440, ptr %1438, align 8
  %1441 = load ptr, ptr %306, align 8
  %1442 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1441, i32 0, i32 3
  %1443 = load ptr, ptr %1442, align 8
  %1444 = load i64, ptr %310, align 8
  call void @MEM_writeLEST(ptr noundef %1443, i64 noundef %1444)
  %1445 = load i64, ptr %309, align 8
  %1446 = load ptr, ptr %306, align 8
  %1447 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1446, i32 0, i32 3
  %1448 = load ptr, ptr %1447, align 8
  %1449 = getelementptr inbounds i8, ptr %1448, i64 %1445
  store ptr %1449, ptr %1447, align 8
  %1450 = load i32, ptr %307, align 4
  %1451 = icmp ne i32 %1450, 0
  br i1 %1451, label %1466, label %1452

1452:                                             ; preds = %1407
  %1453 = load ptr, ptr %306, align 8
  %1454 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1453, i32 0, i32 3
  %1455 = load ptr, ptr %1454, align 8
  %1456 = load ptr, ptr %306, align 8
  %1457 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1456, i32 0, i32 4
  %1458 = load ptr, ptr %1457, align 8
  %1459 = icmp ugt ptr %1455, %1458
  br i1 %1459, label %1460, label %1466

1460:                                             ; preds = %1452
  %1461 = load ptr, ptr %306, align 8
  %1462 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1461, i32 0, i32 4
  %1463 = load ptr, ptr %1462, align 8
  %1464 = load ptr, ptr %306, align 8
  %1465 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1464, i32 0, i32 3
  store ptr %1463, ptr %1465, align 8
  br label %1466

1466:                                             ; preds = %1407, %1452, %1460
  %1467 = load ptr, ptr %955, align 8
  store ptr %1467, ptr %296, align 8
  %1468 = load ptr, ptr %296, align 8
  %1469 = getelementptr inbounds [2 x i64], ptr %1468, i64 0, i64 1
  store i64 0, ptr %1469, align 8
  %1470 = load ptr, ptr %296, align 8
  %1471 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1470, i32 0, i32 1
  %1472 = getelementptr inbounds [2 x i64], ptr %1471, i64 0, i64 1
  store i64 0, ptr %1472, align 8
  store i32 1, ptr %965, align 4
  br label %1473

1473:                                             ; preds = %1514, %1466
  %1474 = load i32, ptr %965, align 4
  %1475 = load i32, ptr %959, align 4
  %1476 = icmp slt i32 %1474, %1475
  br i1 %1476, label %1477, label %1533

1477:                                             ; preds = %1473
  %1478 = load ptr, ptr %955, align 8
  %1479 = load ptr, ptr %956, align 8
  %1480 = load i32, ptr %962, align 4
  %1481 = load i32, ptr %959, align 4
  %1482 = sub nsw i32 %1480, %1481
  %1483 = load i32, ptr %965, align 4
  %1484 = sub nsw i32 %1482, %1483
  %1485 = sext i32 %1484 to i64
  %1486 = getelementptr inbounds i8, ptr %1479, i64 %1485
  %1487 = load i8, ptr %1486, align 1
  %1488 = zext i8 %1487 to i32
  %1489 = load ptr, ptr %958, align 8
  store ptr %1478, ptr %516, align 8
  store i32 %1488, ptr %517, align 4
  store ptr %1489, ptr %518, align 8
  store i32 1, ptr %519, align 4
  store i32 1, ptr %520, align 4
  %1490 = load ptr, ptr %516, align 8
  %1491 = load ptr, ptr %518, align 8
  %1492 = load i32, ptr %517, align 4
  %1493 = zext i32 %1492 to i64
  %1494 = getelementptr inbounds i64, ptr %1491, i64 %1493
  %1495 = load i64, ptr %1494, align 8
  %1496 = load i32, ptr %519, align 4
  %1497 = load i32, ptr %520, align 4
  store ptr %1490, ptr %274, align 8
  store i64 %1495, ptr %275, align 8
  store i32 %1496, ptr %276, align 4
  store i32 %1497, ptr %277, align 4
  %1498 = load i64, ptr %275, align 8
  %1499 = call i64 @HUF_getNbBits(i64 noundef %1498)
  %1500 = load ptr, ptr %274, align 8
  %1501 = load i32, ptr %276, align 4
  %1502 = sext i32 %1501 to i64
  %1503 = getelementptr inbounds [2 x i64], ptr %1500, i64 0, i64 %1502
  %1504 = load i64, ptr %1503, align 8
  %1505 = lshr i64 %1504, %1499
  store i64 %1505, ptr %1503, align 8
  %1506 = load i32, ptr %277, align 4
  %1507 = icmp ne i32 %1506, 0
  br i1 %1507, label %1508, label %1511

1508:                                             ; preds = %1477
  %1509 = load i64, ptr %275, align 8
  %1510 = call i64 @HUF_getValueFast(i64 noundef %1509)
  br label %1514

1511:                                             ; preds = %1477
  %1512 = load i64, ptr %275, align 8
  %1513 = call i64 @HUF_getValue(i64 noundef %1512)
  br label %1514

1514:                                             ; preds = %1508, %1511
  %1515 = phi i64 [ %1510, %1508 ], [ %1513, %1511 ]
  %1516 = load ptr, ptr %274, align 8
  %1517 = load i32, ptr %276, align 4
  %1518 = sext i32 %1517 to i64
  %1519 = getelementptr inbounds [2 x i64], ptr %1516, i64 0, i64 %1518
  %1520 = load i64, ptr %1519, align 8
  %1521 = or i64 %1520, %1515
  store i64 %1521, ptr %1519, align 8
  %1522 = load i64, ptr %275, align 8
  %1523 = call i64 @HUF_getNbBitsFast(i64 noundef %1522)
  %1524 = load ptr, ptr %274, align 8
  %1525 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1524, i32 0, i32 1
  %1526 = load i32, ptr %276, align 4
  %1527 = sext i32 %1526 to i64
  %1528 = getelementptr inbounds [2 x i64], ptr %1525, i64 0, i64 %1527
  %1529 = load i64, ptr %1528, align 8
  %1530 = add i64 %1529, %1523
  store i64 %1530, ptr %1528, align 8
  %1531 = load i32, ptr %965, align 4
  %1532 = add nsw i32 %1531, 1
  store i32 %1532, ptr %965, align 4
  br label %1473, !llvm.loop !47

1533:                                             ; preds = %1473
  %1534 = load ptr, ptr %955, align 8
  %1535 = load ptr, ptr %956, align 8
  %1536 = load i32, ptr %962, align 4
  %1537 = load i32, ptr %959, align 4
  %1538 = sub nsw i32 %1536, %1537
  %1539 = load i32, ptr %959, align 4
  %1540 = sub nsw i32 %1538, %1539
  %1541 = sext i32 %1540 to i64
  %1542 = getelementptr inbounds i8, ptr %1535, i64 %1541
  %1543 = load i8, ptr %1542, align 1
  %1544 = zext i8 %1543 to i32
  %1545 = load ptr, ptr %958, align 8
  %1546 = load i32, ptr %961, align 4
  store ptr %1534, ptr %511, align 8
  store i32 %1544, ptr %512, align 4
  store ptr %1545, ptr %513, align 8
  store i32 1, ptr %514, align 4
  store i32 %1546, ptr %515, align 4
  %1547 = load ptr, ptr %511, align 8
  %1548 = load ptr, ptr %513, align 8
  %1549 = load i32, ptr %512, align 4
  %1550 = zext i32 %1549 to i64
  %1551 = getelementptr inbounds i64, ptr %1548, i64 %1550
  %1552 = load i64, ptr %1551, align 8
  %1553 = load i32, ptr %514, align 4
  %1554 = load i32, ptr %515, align 4
  store ptr %1547, ptr %278, align 8
  store i64 %1552, ptr %279, align 8
  store i32 %1553, ptr %280, align 4
  store i32 %1554, ptr %281, align 4
  %1555 = load i64, ptr %279, align 8
  %1556 = call i64 @HUF_getNbBits(i64 noundef %1555)
  %1557 = load ptr, ptr %278, align 8
  %1558 = load i32, ptr %280, align 4
  %1559 = sext i32 %1558 to i64
  %1560 = getelementptr inbounds [2 x i64], ptr %1557, i64 0, i64 %1559
  %1561 = load i64, ptr %1560, align 8
  %1562 = lshr i64 %1561, %1556
  store i64 %1562, ptr %1560, align 8
  %1563 = load i32, ptr %281, align 4
  %1564 = icmp ne i32 %1563, 0
  br i1 %1564, label %1565, label %1568

1565:                                             ; preds = %1533
  %1566 = load i64, ptr %279, align 8
  %1567 = call i64 @HUF_getValueFast(i64 noundef %1566)
  br label %1571

1568:                                             ; preds = %1533
  %1569 = load i64, ptr %279, align 8
  %1570 = call i64 @HUF_getValue(i64 noundef %1569)
  br label %1571

1571:                                             ; preds = %1565, %1568
  %1572 = phi i64 [ %1567, %1565 ], [ %1570, %1568 ]
  %1573 = load ptr, ptr %278, align 8
  %1574 = load i32, ptr %280, align 4
  %1575 = sext i32 %1574 to i64
  %1576 = getelementptr inbounds [2 x i64], ptr %1573, i64 0, i64 %1575
  %1577 = load i64, ptr %1576, align 8
  %1578 = or i64 %1577, %1572
  store i64 %1578, ptr %1576, align 8
  %1579 = load i64, ptr %279, align 8
  %1580 = call i64 @HUF_getNbBitsFast(i64 noundef %1579)
  %1581 = load ptr, ptr %278, align 8
  %1582 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1581, i32 0, i32 1
  %1583 = load i32, ptr %280, align 4
  %1584 = sext i32 %1583 to i64
  %1585 = getelementptr inbounds [2 x i64], ptr %1582, i64 0, i64 %1584
  %1586 = load i64, ptr %1585, align 8
  %1587 = add i64 %1586, %1580
  store i64 %1587, ptr %1585, align 8
  %1588 = load ptr, ptr %955, align 8
  store ptr %1588, ptr %286, align 8
  %1589 = load ptr, ptr %286, align 8
  %1590 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1589, i32 0, i32 1
  %1591 = getelementptr inbounds [2 x i64], ptr %1590, i64 0, i64 1
  %1592 = load i64, ptr %1591, align 8
  %1593 = and i64 %1592, 255
  %1594 = load ptr, ptr %286, align 8
  %1595 = load i64, ptr %1594, align 8
  %1596 = lshr i64 %1595, %1593
  store i64 %1596, ptr %1594, align 8
  %1597 = load ptr, ptr %286, align 8
  %1598 = getelementptr inbounds [2 x i64], ptr %1597, i64 0, i64 1
  %1599 = load i64, ptr %1598, align 8
  %1600 = load ptr, ptr %286, align 8
  %1601 = load i64, ptr %1600, align 8
  %1602 = or i64 %1601, %1599
  store i64 %1602, ptr %1600, align 8
  %1603 = load ptr, ptr %286, align 8
  %1604 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1603, i32 0, i32 1
  %1605 = getelementptr inbounds [2 x i64], ptr %1604, i64 0, i64 1
  %1606 = load i64, ptr %1605, align 8
  %1607 = load ptr, ptr %286, align 8
  %1608 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1607, i32 0, i32 1
  %1609 = load i64, ptr %1608, align 8
  %1610 = add i64 %1609, %1606
  store i64 %1610, ptr %1608, align 8
  %1611 = load ptr, ptr %955, align 8
  %1612 = load i32, ptr %960, align 4
  store ptr %1611, ptr %311, align 8
  store i32 %1612, ptr %312, align 4
  %1613 = load ptr, ptr %311, align 8
  %1614 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1613, i32 0, i32 1
  %1615 = load i64, ptr %1614, align 8
  %1616 = and i64 %1615, 255
  store i64 %1616, ptr %313, align 8
  %1617 = load i64, ptr %313, align 8
  %1618 = lshr i64 %1617, 3
  store i64 %1618, ptr %314, align 8
  %1619 = load ptr, ptr %311, align 8
  %1620 = load i64, ptr %1619, align 8
  %1621 = load i64, ptr %313, align 8
  %1622 = sub i64 64, %1621
  %1623 = lshr i64 %1620, %1622
  store i64 %1623, ptr %315, align 8
  %1624 = load ptr, ptr %311, align 8
  %1625 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1624, i32 0, i32 1
  %1626 = load i64, ptr %1625, align 8
  %1627 = and i64 %1626, 7
  store i64 %1627, ptr %1625, align 8
  %1628 = load ptr, ptr %311, align 8
  %1629 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1628, i32 0, i32 3
  %1630 = load ptr, ptr %1629, align 8
  %1631 = load i64, ptr %315, align 8
  call void @MEM_writeLEST(ptr noundef %1630, i64 noundef %1631)
  %1632 = load i64, ptr %314, align 8
  %1633 = load ptr, ptr %311, align 8
  %1634 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1633, i32 0, i32 3
  %1635 = load ptr, ptr %1634, align 8
  %1636 = getelementptr inbounds i8, ptr %1635, i64 %1632
  store ptr %1636, ptr %1634, align 8
  %1637 = load i32, ptr %312, align 4
  %1638 = icmp ne i32 %1637, 0
  br i1 %1638, label %1653, label %1639

1639:                                             ; preds = %1571
  %1640 = load ptr, ptr %311, align 8
  %1641 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1640, i32 0, i32 3
  %1642 = load ptr, ptr %1641, align 8
  %1643 = load ptr, ptr %311, align 8
  %1644 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1643, i32 0, i32 4
  %1645 = load ptr, ptr %1644, align 8
  %1646 = icmp ugt ptr %1642, %1645
  br i1 %1646, label %1647, label %1653

1647:                                             ; preds = %1639
  %1648 = load ptr, ptr %311, align 8
  %1649 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1648, i32 0, i32 4
  %1650 = load ptr, ptr %1649, align 8
  %1651 = load ptr, ptr %311, align 8
  %1652 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1651, i32 0, i32 3
  store ptr %1650, ptr %1652, align 8
  br label %1653

1653:                                             ; preds = %1571, %1639, %1647
  %1654 = load i32, ptr %959, align 4
  %1655 = mul nsw i32 2, %1654
  %1656 = load i32, ptr %962, align 4
  %1657 = sub nsw i32 %1656, %1655
  store i32 %1657, ptr %962, align 4
  br label %1309, !llvm.loop !48

1658:                                             ; preds = %1309
  br label %7316

1659:                                             ; preds = %1025
  %1660 = call i32 @MEM_32bits()
  %1661 = icmp ne i32 %1660, 0
  br i1 %1661, label %1662, label %3549

1662:                                             ; preds = %1659
  %1663 = load i32, ptr %972, align 4
  switch i32 %1663, label %2921 [
    i32 11, label %1664
    i32 10, label %2291
    i32 9, label %2292
    i32 8, label %2293
    i32 7, label %2920
  ]

1664:                                             ; preds = %1662
  %1665 = load ptr, ptr %975, align 8
  %1666 = load i64, ptr %970, align 8
  %1667 = load ptr, ptr %974, align 8
  store ptr %978, ptr %944, align 8
  store ptr %1665, ptr %945, align 8
  store i64 %1666, ptr %946, align 8
  store ptr %1667, ptr %947, align 8
  store i32 2, ptr %948, align 4
  store i32 1, ptr %949, align 4
  store i32 0, ptr %950, align 4
  %1668 = load i64, ptr %946, align 8
  %1669 = trunc i64 %1668 to i32
  store i32 %1669, ptr %951, align 4
  %1670 = load i32, ptr %951, align 4
  %1671 = load i32, ptr %948, align 4
  %1672 = srem i32 %1670, %1671
  store i32 %1672, ptr %952, align 4
  %1673 = load i32, ptr %952, align 4
  %1674 = icmp sgt i32 %1673, 0
  br i1 %1674, label %1675, label %1776

1675:                                             ; preds = %1664
  br label %1676

1676:                                             ; preds = %1713, %1675
  %1677 = load i32, ptr %952, align 4
  %1678 = icmp sgt i32 %1677, 0
  br i1 %1678, label %1679, label %1732

1679:                                             ; preds = %1676
  %1680 = load ptr, ptr %944, align 8
  %1681 = load ptr, ptr %945, align 8
  %1682 = load i32, ptr %951, align 4
  %1683 = add nsw i32 %1682, -1
  store i32 %1683, ptr %951, align 4
  %1684 = sext i32 %1683 to i64
  %1685 = getelementptr inbounds i8, ptr %1681, i64 %1684
  %1686 = load i8, ptr %1685, align 1
  %1687 = zext i8 %1686 to i32
  %1688 = load ptr, ptr %947, align 8
  store ptr %1680, ptr %571, align 8
  store i32 %1687, ptr %572, align 4
  store ptr %1688, ptr %573, align 8
  store i32 0, ptr %574, align 4
  store i32 0, ptr %575, align 4
  %1689 = load ptr, ptr %571, align 8
  %1690 = load ptr, ptr %573, align 8
  %1691 = load i32, ptr %572, align 4
  %1692 = zext i32 %1691 to i64
  %1693 = getelementptr inbounds i64, ptr %1690, i64 %1692
  %1694 = load i64, ptr %1693, align 8
  %1695 = load i32, ptr %574, align 4
  %1696 = load i32, ptr %575, align 4
  store ptr %1689, ptr %230, align 8
  store i64 %1694, ptr %231, align 8
  store i32 %1695, ptr %232, align 4
  store i32 %1696, ptr %233, align 4
  %1697 = load i64, ptr %231, align 8
  %1698 = call i64 @HUF_getNbBits(i64 noundef %1697)
  %1699 = load ptr, ptr %230, align 8
  %1700 = load i32, ptr %232, align 4
  %1701 = sext i32 %1700 to i64
  %1702 = getelementptr inbounds [2 x i64], ptr %1699, i64 0, i64 %1701
  %1703 = load i64, ptr %1702, align 8
  %1704 = lshr i64 %1703, %1698
  store i64 %1704, ptr %1702, align 8
  %1705 = load i32, ptr %233, align 4
  %1706 = icmp ne i32 %1705, 0
  br i1 %1706, label %1707, label %1710

1707:                                             ; preds = %1679
  %1708 = load i64, ptr %231, align 8
  %1709 = call i64 @HUF_getValueFast(i64 noundef %1708)
  br label %1713

1710:                                             ; preds = %1679
  %1711 = load i64, ptr %231, align 8
  %1712 = call i64 @HUF_getValue(i64 noundef %1711)
  br label %1713

1713:                                             ; preds = %1707, %1710
  %1714 = phi i64 [ %1709, %1707 ], [ %1712, %1710 ]
  %1715 = load ptr, ptr %230, align 8
  %1716 = load i32, ptr %232, align 4
  %1717 = sext i32 %1716 to i64
  %1718 = getelementptr inbounds [2 x i64], ptr %1715, i64 0, i64 %1717
  %1719 = load i64, ptr %1718, align 8
  %1720 = or i64 %1719, %1714
  store i64 %1720, ptr %1718, align 8
  %1721 = load i64, ptr %231, align 8
  %1722 = call i64 @HUF_getNbBitsFast(i64 noundef %1721)
  %1723 = load ptr, ptr %230, align 8
  %1724 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1723, i32 0, i32 1
  %1725 = load i32, ptr %232, align 4
  %1726 = sext i32 %1725 to i64
  %1727 = getelementptr inbounds [2 x i64], ptr %1724, i64 0, i64 %1726
  %1728 = load i64, ptr %1727, align 8
  %1729 = add i64 %1728, %1722
  store i64 %1729, ptr %1727, align 8
  %1730 = load i32, ptr %952, align 4
  %1731 = add nsw i32 %1730, -1
  store i32 %1731, ptr %952, align 4
  br label %1676, !llvm.loop !44

1732:                                             ; preds = %1676
  %1733 = load ptr, ptr %944, align 8
  %1734 = load i32, ptr %949, align 4
  store ptr %1733, ptr %341, align 8
  store i32 %1734, ptr %342, align 4
  %1735 = load ptr, ptr %341, align 8
  %1736 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1735, i32 0, i32 1
  %1737 = load i64, ptr %1736, align 8
  %1738 = and i64 %1737, 255
  store i64 %1738, ptr %343, align 8
  %1739 = load i64, ptr %343, align 8
  %1740 = lshr i64 %1739, 3
  store i64 %1740, ptr %344, align 8
  %1741 = load ptr, ptr %341, align 8
  %1742 = load i64, ptr %1741, align 8
  %1743 = load i64, ptr %343, align 8
  %1744 = sub i64 64, %1743
  %1745 = lshr i64 %1742, %1744
  store i64 %1745, ptr %345, align 8
  %1746 = load ptr, ptr %341, align 8
  %1747 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1746, i32 0, i32 1
  %1748 = load i64, ptr %1747, align 8
  %1749 = and i64 %1748, 7
  store i64 %1749, ptr %1747, align 8
  %1750 = load ptr, ptr %341, align 8
  %1751 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1750, i32 0, i32 3
  %1752 = load ptr, ptr %1751, align 8
  %1753 = load i64, ptr %345, align 8
  call void @MEM_writeLEST(ptr noundef %1752, i64 noundef %1753)
  %1754 = load i64, ptr %344, align 8
  %1755 = load ptr, ptr %341, align 8
  %1756 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1755, i32 0, i32 3
  %1757 = load ptr, ptr %1756, align 8
  %1758 = getelementptr inbounds i8, ptr %1757, i64 %1754
  store ptr %1758, ptr %1756, align 8
  %1759 = load i32, ptr %342, align 4
  %1760 = icmp ne i32 %1759, 0
  br i1 %1760, label %1775, label %1761

1761:                                             ; preds = %1732
  %1762 = load ptr, ptr %341, align 8
  %1763 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1762, i32 0, i32 3
  %1764 = load ptr, ptr %1763, align 8
  %1765 = load ptr, ptr %341, align 8
  %1766 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1765, i32 0, i32 4
  %1767 = load ptr, ptr %1766, align 8
  %1768 = icmp ugt ptr %1764, %1767
  br i1 %1768, label %1769, label %1775

1769:                                             ; preds = %1761
  %1770 = load ptr, ptr %341, align 8
  %1771 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1770, i32 0, i32 4
  %1772 = load ptr, ptr %1771, align 8
  %1773 = load ptr, ptr %341, align 8
  %1774 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1773, i32 0, i32 3
  store ptr %1772, ptr %1774, align 8
  br label %1775

1775:                                             ; preds = %1732, %1761, %1769
  br label %1776

1776:                                             ; preds = %1775, %1664
  %1777 = load i32, ptr %951, align 4
  %1778 = load i32, ptr %948, align 4
  %1779 = mul nsw i32 2, %1778
  %1780 = srem i32 %1777, %1779
  %1781 = icmp ne i32 %1780, 0
  br i1 %1781, label %1782, label %1940

1782:                                             ; preds = %1776
  store i32 1, ptr %953, align 4
  br label %1783

1783:                                             ; preds = %1822, %1782
  %1784 = load i32, ptr %953, align 4
  %1785 = load i32, ptr %948, align 4
  %1786 = icmp slt i32 %1784, %1785
  br i1 %1786, label %1787, label %1841

1787:                                             ; preds = %1783
  %1788 = load ptr, ptr %944, align 8
  %1789 = load ptr, ptr %945, align 8
  %1790 = load i32, ptr %951, align 4
  %1791 = load i32, ptr %953, align 4
  %1792 = sub nsw i32 %1790, %1791
  %1793 = sext i32 %1792 to i64
  %1794 = getelementptr inbounds i8, ptr %1789, i64 %1793
  %1795 = load i8, ptr %1794, align 1
  %1796 = zext i8 %1795 to i32
  %1797 = load ptr, ptr %947, align 8
  store ptr %1788, ptr %566, align 8
  store i32 %1796, ptr %567, align 4
  store ptr %1797, ptr %568, align 8
  store i32 0, ptr %569, align 4
  store i32 1, ptr %570, align 4
  %1798 = load ptr, ptr %566, align 8
  %1799 = load ptr, ptr %568, align 8
  %1800 = load i32, ptr %567, align 4
  %1801 = zext i32 %1800 to i64
  %1802 = getelementptr inbounds i64, ptr %1799, i64 %1801
  %1803 = load i64, ptr %1802, align 8
  %1804 = load i32, ptr %569, align 4
  %1805 = load i32, ptr %570, align 4
  store ptr %1798, ptr %234, align 8
  store i64 %1803, ptr %235, align 8
  store i32 %1804, ptr %236, align 4
  store i32 %1805, ptr %237, align 4
  %1806 = load i64, ptr %235, align 8
  %1807 = call i64 @HUF_getNbBits(i64 noundef %1806)
  %1808 = load ptr, ptr %234, align 8
  %1809 = load i32, ptr %236, align 4
  %1810 = sext i32 %1809 to i64
  %1811 = getelementptr inbounds [2 x i64], ptr %1808, i64 0, i64 %1810
  %1812 = load i64, ptr %1811, align 8
  %1813 = lshr i64 %1812, %1807
  store i64 %1813, ptr %1811, align 8
  %1814 = load i32, ptr %237, align 4
  %1815 = icmp ne i32 %1814, 0
  br i1 %1815, label %1816, label %1819

1816:                                             ; preds = %1787
  %1817 = load i64, ptr %235, align 8
  %1818 = call i64 @HUF_getValueFast(i64 noundef %1817)
  br label %1822

1819:                                             ; preds = %1787
  %1820 = load i64, ptr %235, align 8
  %1821 = call i64 @HUF_getValue(i64 noundef %1820)
  br label %1822

1822:                                             ; preds = %1816, %1819
  %1823 = phi i64 [ %1818, %1816 ], [ %1821, %1819 ]
  %1824 = load ptr, ptr %234, align 8
  %1825 = load i32, ptr %236, align 4
  %1826 = sext i32 %1825 to i64
  %1827 = getelementptr inbounds [2 x i64], ptr %1824, i64 0, i64 %1826
  %1828 = load i64, ptr %1827, align 8
  %1829 = or i64 %1828, %1823
  store i64 %1829, ptr %1827, align 8
  %1830 = load i64, ptr %235, align 8
  %1831 = call i64 @HUF_getNbBitsFast(i64 noundef %1830)
  %1832 = load ptr, ptr %234, align 8
  %1833 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1832, i32 0, i32 1
  %1834 = load i32, ptr %236, align 4
  %1835 = sext i32 %1834 to i64
  %1836 = getelementptr inbounds [2 x i64], ptr %1833, i64 0, i64 %1835
  %1837 = load i64, ptr %1836, align 8
  %1838 = add i64 %1837, %1831
  store i64 %1838, ptr %1836, align 8
  %1839 = load i32, ptr %953, align 4
  %1840 = add nsw i32 %1839, 1
  store i32 %1840, ptr %953, align 4
  br label %1783, !llvm.loop !45

1841:                                             ; preds = %1783
  %1842 = load ptr, ptr %944, align 8
  %1843 = load ptr, ptr %945, align 8
  %1844 = load i32, ptr %951, align 4
  %1845 = load i32, ptr %948, align 4
  %1846 = sub nsw i32 %1844, %1845
  %1847 = sext i32 %1846 to i64
  %1848 = getelementptr inbounds i8, ptr %1843, i64 %1847
  %1849 = load i8, ptr %1848, align 1
  %1850 = zext i8 %1849 to i32
  %1851 = load ptr, ptr %947, align 8
  %1852 = load i32, ptr %950, align 4
  store ptr %1842, ptr %561, align 8
  store i32 %1850, ptr %562, align 4
  store ptr %1851, ptr %563, align 8
  store i32 0, ptr %564, align 4
  store i32 %1852, ptr %565, align 4
  %1853 = load ptr, ptr %561, align 8
  %1854 = load ptr, ptr %563, align 8
  %1855 = load i32, ptr %562, align 4
  %1856 = zext i32 %1855 to i64
  %1857 = getelementptr inbounds i64, ptr %1854, i64 %1856
  %1858 = load i64, ptr %1857, align 8
  %1859 = load i32, ptr %564, align 4
  %1860 = load i32, ptr %565, align 4
  store ptr %1853, ptr %238, align 8
  store i64 %1858, ptr %239, align 8
  store i32 %1859, ptr %240, align 4
  store i32 %1860, ptr %241, align 4
  %1861 = load i64, ptr %239, align 8
  %1862 = call i64 @HUF_getNbBits(i64 noundef %1861)
  %1863 = load ptr, ptr %238, align 8
  %1864 = load i32, ptr %240, align 4
  %1865 = sext i32 %1864 to i64
  %1866 = getelementptr inbounds [2 x i64], ptr %1863, i64 0, i64 %1865
  %1867 = load i64, ptr %1866, align 8
  %1868 = lshr i64 %1867, %1862
  store i64 %1868, ptr %1866, align 8
  %1869 = load i32, ptr %241, align 4
  %1870 = icmp ne i32 %1869, 0
  br i1 %1870, label %1871, label %1874

1871:                                             ; preds = %1841
  %1872 = load i64, ptr %239, align 8
  %1873 = call i64 @HUF_getValueFast(i64 noundef %1872)
  br label %1877

1874:                                             ; preds = %1841
  %1875 = load i64, ptr %239, align 8
  %1876 = call i64 @HUF_getValue(i64 noundef %1875)
  br label %1877

1877:                                             ; preds = %1871, %1874
  %1878 = phi i64 [ %1873, %1871 ], [ %1876, %1874 ]
  %1879 = load ptr, ptr %238, align 8
  %1880 = load i32, ptr %240, align 4
  %1881 = sext i32 %1880 to i64
  %1882 = getelementptr inbounds [2 x i64], ptr %1879, i64 0, i64 %1881
  %1883 = load i64, ptr %1882, align 8
  %1884 = or i64 %1883, %1878
  store i64 %1884, ptr %1882, align 8
  %1885 = load i64, ptr %239, align 8
  %1886 = call i64 @HUF_getNbBitsFast(i64 noundef %1885)
  %1887 = load ptr, ptr %238, align 8
  %1888 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1887, i32 0, i32 1
  %1889 = load i32, ptr %240, align 4
  %1890 = sext i32 %1889 to i64
  %1891 = getelementptr inbounds [2 x i64], ptr %1888, i64 0, i64 %1890
  %1892 = load i64, ptr %1891, align 8
  %1893 = add i64 %1892, %1886
  store i64 %1893, ptr %1891, align 8
  %1894 = load ptr, ptr %944, align 8
  %1895 = load i32, ptr %949, align 4
  store ptr %1894, ptr %336, align 8
  store i32 %1895, ptr %337, align 4
  %1896 = load ptr, ptr %336, align 8
  %1897 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1896, i32 0, i32 1
  %1898 = load i64, ptr %1897, align 8
  %1899 = and i64 %1898, 255
  store i64 %1899, ptr %338, align 8
  %1900 = load i64, ptr %338, align 8
  %1901 = lshr i64 %1900, 3
  store i64 %1901, ptr %339, align 8
  %1902 = load ptr, ptr %336, align 8
  %1903 = load i64, ptr %1902, align 8
  %1904 = load i64, ptr %338, align 8
  %1905 = sub i64 64, %1904
  %1906 = lshr i64 %1903, %1905
  store i64 %1906, ptr %340, align 8
  %1907 = load ptr, ptr %336, align 8
  %1908 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1907, i32 0, i32 1
  %1909 = load i64, ptr %1908, align 8
  %1910 = and i64 %1909, 7
  store i64 %1910, ptr %1908, align 8
  %1911 = load ptr, ptr %336, align 8
  %1912 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1911, i32 0, i32 3
  %1913 = load ptr, ptr %1912, align 8
  %1914 = load i64, ptr %340, align 8
  call void @MEM_writeLEST(ptr noundef %1913, i64 noundef %1914)
  %1915 = load i64, ptr %339, align 8
  %1916 = load ptr, ptr %336, align 8
  %1917 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1916, i32 0, i32 3
  %1918 = load ptr, ptr %1917, align 8
  %1919 = getelementptr inbounds i8, ptr %1918, i64 %1915
  store ptr %1919, ptr %1917, align 8
  %1920 = load i32, ptr %337, align 4
  %1921 = icmp ne i32 %1920, 0
  br i1 %1921, label %1936, label %1922

1922:                                             ; preds = %1877
  %1923 = load ptr, ptr %336, align 8
  %1924 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1923, i32 0, i32 3
  %1925 = load ptr, ptr %1924, align 8
  %1926 = load ptr, ptr %336, align 8
  %1927 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1926, i32 0, i32 4
  %1928 = load ptr, ptr %1927, align 8
  %1929 = icmp ugt ptr %1925, %1928
  br i1 %1929, label %1930, label %1936

1930:                                             ; preds = %1922
  %1931 = load ptr, ptr %336, align 8
  %1932 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1931, i32 0, i32 4
  %1933 = load ptr, ptr %1932, align 8
  %1934 = load ptr, ptr %336, align 8
  %1935 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1934, i32 0, i32 3
  store ptr %1933, ptr %1935, align 8
  br label %1936

1936:                                             ; preds = %1877, %1922, %1930
  %1937 = load i32, ptr %948, align 4
  %1938 = load i32, ptr %951, align 4
  %1939 = sub nsw i32 %1938, %1937
  store i32 %1939, ptr %951, align 4
  br label %1940

1940:                                             ; preds = %1936, %1776
  br label %1941

1941:                                             ; preds = %2285, %1940
  %1942 = load i32, ptr %951, align 4
  %1943 = icmp sgt i32 %1942, 0
  br i1 %1943, label %1944, label %2290

1944:                                             ; preds = %1941
  store i32 1, ptr %954, align 4
  br label %1945

1945:                                             ; preds = %1984, %1944
  %1946 = load i32, ptr %954, align 4
  %1947 = load i32, ptr %948, align 4
  %1948 = icmp slt i32 %1946, %1947
  br i1 %1948, label %1949, label %2003

1949:                                             ; preds = %1945
  %1950 = load ptr, ptr %944, align 8
  %1951 = load ptr, ptr %945, align 8
  %1952 = load i32, ptr %951, align 4
  %1953 = load i32, ptr %954, align 4
  %1954 = sub nsw i32 %1952, %1953
  %1955 = sext i32 %1954 to i64
  %1956 = getelementptr inbounds i8, ptr %1951, i64 %1955
  %1957 = load i8, ptr %1956, align 1
  %1958 = zext i8 %1957 to i32
  %1959 = load ptr, ptr %947, align 8
  store ptr %1950, ptr %556, align 8
  store i32 %1958, ptr %557, align 4
  store ptr %1959, ptr %558, align 8
  store i32 0, ptr %559, align 4
  store i32 1, ptr %560, align 4
  %1960 = load ptr, ptr %556, align 8
  %1961 = load ptr, ptr %558, align 8
  %1962 = load i32, ptr %557, align 4
  %1963 = zext i32 %1962 to i64
  %1964 = getelementptr inbounds i64, ptr %1961, i64 %1963
  %1965 = load i64, ptr %1964, align 8
  %1966 = load i32, ptr %559, align 4
  %1967 = load i32, ptr %560, align 4
  store ptr %1960, ptr %242, align 8
  store i64 %1965, ptr %243, align 8
  store i32 %1966, ptr %244, align 4
  store i32 %1967, ptr %245, align 4
  %1968 = load i64, ptr %243, align 8
  %1969 = call i64 @HUF_getNbBits(i64 noundef %1968)
  %1970 = load ptr, ptr %242, align 8
  %1971 = load i32, ptr %244, align 4
  %1972 = sext i32 %1971 to i64
  %1973 = getelementptr inbounds [2 x i64], ptr %1970, i64 0, i64 %1972
  %1974 = load i64, ptr %1973, align 8
  %1975 = lshr i64 %1974, %1969
  store i64 %1975, ptr %1973, align 8
  %1976 = load i32, ptr %245, align 4
  %1977 = icmp ne i32 %1976, 0
  br i1 %1977, label %1978, label %1981

1978:                                             ; preds = %1949
  %1979 = load i64, ptr %243, align 8
  %1980 = call i64 @HUF_getValueFast(i64 noundef %1979)
  br label %1984

1981:                                             ; preds = %1949
  %1982 = load i64, ptr %243, align 8
  %1983 = call i64 @HUF_getValue(i64 noundef %1982)
  br label %1984

1984:                                             ; preds = %1978, %1981
  %1985 = phi i64 [ %1980, %1978 ], [ %1983, %1981 ]
  %1986 = load ptr, ptr %242, align 8
  %1987 = load i32, ptr %244, align 4
  %1988 = sext i32 %1987 to i64
  %1989 = getelementptr inbounds [2 x i64], ptr %1986, i64 0, i64 %1988
  %1990 = load i64, ptr %1989, align 8
  %1991 = or i64 %1990, %1985
  store i64 %1991, ptr %1989, align 8
  %1992 = load i64, ptr %243, align 8
  %1993 = call i64 @HUF_getNbBitsFast(i64 noundef %1992)
  %1994 = load ptr, ptr %242, align 8
  %1995 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1994, i32 0, i32 1
  %1996 = load i32, ptr %244, align 4
  %1997 = sext i32 %1996 to i64
  %1998 = getelementptr inbounds [2 x i64], ptr %1995, i64 0, i64 %1997
  %1999 = load i64, ptr %1998, align 8
  %2000 = add i64 %1999, %1993
  store i64 %2000, ptr %1998, align 8
  %2001 = load i32, ptr %954, align 4
  %2002 = add nsw i32 %2001, 1
  store i32 %2002, ptr %954, align 4
  br label %1945, !llvm.loop !46

2003:                                             ; preds = %1945
  %2004 = load ptr, ptr %944, align 8
  %2005 = load ptr, ptr %945, align 8
  %2006 = load i32, ptr %951, align 4
  %2007 = load i32, ptr %948, align 4
  %2008 = sub nsw i32 %2006, %2007
  %2009 = sext i32 %2008 to i64
  %2010 = getelementptr inbounds i8, ptr %2005, i64 %2009
  %2011 = load i8, ptr %2010, align 1
  %2012 = zext i8 %2011 to i32
  %2013 = load ptr, ptr %947, align 8
  %2014 = load i32, ptr %950, align 4
  store ptr %2004, ptr %541, align 8
  store i32 %2012, ptr %542, align 4
  store ptr %2013, ptr %543, align 8
  store i32 0, ptr %544, align 4
  store i32 %2014, ptr %545, align 4
  %2015 = load ptr, ptr %541, align 8
  %2016 = load ptr, ptr %543, align 8
  %2017 = load i32, ptr %542, align 4
  %2018 = zext i32 %2017 to i64
  %2019 = getelementptr inbounds i64, ptr %2016, i64 %2018
  %2020 = load i64, ptr %2019, align 8
  %2021 = load i32, ptr %544, align 4
  %2022 = load i32, ptr %545, align 4
  store ptr %2015, ptr %254, align 8
  store i64 %2020, ptr %255, align 8
  store i32 %2021, ptr %256, align 4
  store i32 %2022, ptr %257, align 4
  %2023 = load i64, ptr %255, align 8
  %2024 = call i64 @HUF_getNbBits(i64 noundef %2023)
  %2025 = load ptr, ptr %254, align 8
  %2026 = load i32, ptr %256, align 4
  %2027 = sext i32 %2026 to i64
  %2028 = getelementptr inbounds [2 x i64], ptr %2025, i64 0, i64 %2027
  %2029 = load i64, ptr %2028, align 8
  %2030 = lshr i64 %2029, %2024
  store i64 %2030, ptr %2028, align 8
  %2031 = load i32, ptr %257, align 4
  %2032 = icmp ne i32 %2031, 0
  br i1 %2032, label %2033, label %2036

2033:                                             ; preds = %2003
  %2034 = load i64, ptr %255, align 8
  %2035 = call i64 @HUF_getValueFast(i64 noundef %2034)
  br label %2039

2036:                                             ; preds = %2003
  %2037 = load i64, ptr %255, align 8
  %2038 = call i64 @HUF_getValue(i64 noundef %2037)
  br label %2039

2039:                                             ; preds = %2033, %2036
  %2040 = phi i64 [ %2035, %2033 ], [ %2038, %2036 ]
  %2041 = load ptr, ptr %254, align 8
  %2042 = load i32, ptr %256, align 4
  %2043 = sext i32 %2042 to i64
  %2044 = getelementptr inbounds [2 x i64], ptr %2041, i64 0, i64 %2043
  %2045 = load i64, ptr %2044, align 8
  %2046 = or i64 %2045, %2040
  store i64 %2046, ptr %2044, align 8
  %2047 = load i64, ptr %255, align 8
  %2048 = call i64 @HUF_getNbBitsFast(i64 noundef %2047)
  %2049 = load ptr, ptr %254, align 8
  %2050 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2049, i32 0, i32 1
  %2051 = load i32, ptr %256, align 4
  %2052 = sext i32 %2051 to i64
  %2053 = getelementptr inbounds [2 x i64], ptr %2050, i64 0, i64 %2052
  %2054 = load i64, ptr %2053, align 8
  %2055 = add i64 %2054, %2048
  store i64 %2055, ptr %2053, align 8
  %2056 = load ptr, ptr %944, align 8
  %2057 = load i32, ptr %949, align 4
  store ptr %2056, ptr %326, align 8
  store i32 %2057, ptr %327, align 4
  %2058 = load ptr, ptr %326, align 8
  %2059 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2058, i32 0, i32 1
  %2060 = load i64, ptr %2059, align 8
  %2061 = and i64 %2060, 255
  store i64 %2061, ptr %328, align 8
  %2062 = load i64, ptr %328, align 8
  %2063 = lshr i64 %2062, 3
  store i64 %2063, ptr %329, align 8
  %2064 = load ptr, ptr %326, align 8
  %2065 = load i64, ptr %2064, align 8
  %2066 = load i64, ptr %328, align 8
  %2067 = sub i64 64, %2066
  %2068 = lshr i64 %2065, %2067
  store i64 %2068, ptr %330, align 8
  %2069 = load ptr, ptr %326, align 8
  %2070 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2069, i32 0, i32 1
  %2071 = load i64, ptr %2070, align 8
  %2072 = and i64 %2071, 7
  store i64 %2072, ptr %2070, align 8
  %2073 = load ptr, ptr %326, align 8
  %2074 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2073, i32 0, i32 3
  %2075 = load ptr, ptr %2074, align 8
  %2076 = load i64, ptr %330, align 8
  call void @MEM_writeLEST(ptr noundef %2075, i64 noundef %2076)
  %2077 = load i64, ptr %329, align 8
  %2078 = load ptr, ptr %326, align 8
  %2079 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2078, i32 0, i32 3
  %2080 = load ptr, ptr %2079, align 8
  %2081 = getelementptr inbounds i8, ptr %2080, i64 %2077
  store ptr %2081, ptr %2079, align 8
  %2082 = load i32, ptr %327, align 4
  %2083 = icmp ne i32 %2082, 0
  br i1 %2083, label %2098, label %2084

2084:                                             ; preds = %2039
  %2085 = load ptr, ptr %326, align 8
  %2086 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2085, i32 0, i32 3
  %2087 = load ptr, ptr %2086, align 8
  %2088 = load ptr, ptr %326, align 8
  %2089 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2088, i32 0, i32 4
  %2090 = load ptr, ptr %2089, align 8
  %2091 = icmp ugt ptr %2087, %2090
  br i1 %2091, label %2092, label %2098

2092:                                             ; preds = %2084
  %2093 = load ptr, ptr %326, align 8
  %2094 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2093, i32 0, i32 4
  %2095 = load ptr, ptr %2094, align 8
  %2096 = load ptr, ptr %326, align 8
  %2097 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2096, i32 0, i32 3
  store ptr %2095, ptr %2097, align 8
  br label %2098

2098:                                             ; preds = %2039, %2084, %2092
  %2099 = load ptr, ptr %944, align 8
  store ptr %2099, ptr %297, align 8
  %2100 = load ptr, ptr %297, align 8
  %2101 = getelementptr inbounds [2 x i64], ptr %2100, i64 0, i64 1
  store i64 0, ptr %2101, align 8
  %2102 = load ptr, ptr %297, align 8
  %2103 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2102, i32 0, i32 1
  %2104 = getelementptr inbounds [2 x i64], ptr %2103, i64 0, i64 1
  store i64 0, ptr %2104, align 8
  store i32 1, ptr %954, align 4
  br label %2105

2105:                                             ; preds = %2146, %2098
  %2106 = load i32, ptr %954, align 4
  %2107 = load i32, ptr %948, align 4
  %2108 = icmp slt i32 %2106, %2107
  br i1 %2108, label %2109, label %2165

2109:                                             ; preds = %2105
  %2110 = load ptr, ptr %944, align 8
  %2111 = load ptr, ptr %945, align 8
  %2112 = load i32, ptr %951, align 4
  %2113 = load i32, ptr %948, align 4
  %2114 = sub nsw i32 %2112, %2113
  %2115 = load i32, ptr %954, align 4
  %2116 = sub nsw i32 %2114, %2115
  %2117 = sext i32 %2116 to i64
  %2118 = getelementptr inbounds i8, ptr %2111, i64 %2117
  %2119 = load i8, ptr %2118, align 1
  %2120 = zext i8 %2119 to i32
  %2121 = load ptr, ptr %947, align 8
  store ptr %2110, ptr %551, align 8
  store i32 %2120, ptr %552, align 4
  store ptr %2121, ptr %553, align 8
  store i32 1, ptr %554, align 4
  store i32 1, ptr %555, align 4
  %2122 = load ptr, ptr %551, align 8
  %2123 = load ptr, ptr %553, align 8
  %2124 = load i32, ptr %552, align 4
  %2125 = zext i32 %2124 to i64
  %2126 = getelementptr inbounds i64, ptr %2123, i64 %2125
  %2127 = load i64, ptr %2126, align 8
  %2128 = load i32, ptr %554, align 4
  %2129 = load i32, ptr %555, align 4
  store ptr %2122, ptr %246, align 8
  store i64 %2127, ptr %247, align 8
  store i32 %2128, ptr %248, align 4
  store i32 %2129, ptr %249, align 4
  %2130 = load i64, ptr %247, align 8
  %2131 = call i64 @HUF_getNbBits(i64 noundef %2130)
  %2132 = load ptr, ptr %246, align 8
  %2133 = load i32, ptr %248, align 4
  %2134 = sext i32 %2133 to i64
  %2135 = getelementptr inbounds [2 x i64], ptr %2132, i64 0, i64 %2134
  %2136 = load i64, ptr %2135, align 8
  %2137 = lshr i64 %2136, %2131
  store i64 %2137, ptr %2135, align 8
  %2138 = load i32, ptr %249, align 4
  %2139 = icmp ne i32 %2138, 0
  br i1 %2139, label %2140, label %2143

2140:                                             ; preds = %2109
  %2141 = load i64, ptr %247, align 8
  %2142 = call i64 @HUF_getValueFast(i64 noundef %2141)
  br label %2146

2143:                                             ; preds = %2109
  %2144 = load i64, ptr %247, align 8
  %2145 = call i64 @HUF_getValue(i64 noundef %2144)
  br label %2146

2146:                                             ; preds = %2140, %2143
  %2147 = phi i64 [ %2142, %2140 ], [ %2145, %2143 ]
  %2148 = load ptr, ptr %246, align 8
  %2149 = load i32, ptr %248, align 4
  %2150 = sext i32 %2149 to i64
  %2151 = getelementptr inbounds [2 x i64], ptr %2148, i64 0, i64 %2150
  %2152 = load i64, ptr %2151, align 8
  %2153 = or i64 %2152, %2147
  store i64 %2153, ptr %2151, align 8
  %2154 = load i64, ptr %247, align 8
  %2155 = call i64 @HUF_getNbBitsFast(i64 noundef %2154)
  %2156 = load ptr, ptr %246, align 8
  %2157 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2156, i32 0, i32 1
  %2158 = load i32, ptr %248, align 4
  %2159 = sext i32 %2158 to i64
  %2160 = getelementptr inbounds [2 x i64], ptr %2157, i64 0, i64 %2159
  %2161 = load i64, ptr %2160, align 8
  %2162 = add i64 %2161, %2155
  store i64 %2162, ptr %2160, align 8
  %2163 = load i32, ptr %954, align 4
  %2164 = add nsw i32 %2163, 1
  store i32 %2164, ptr %954, align 4
  br label %2105, !llvm.loop !47

2165:                                             ; preds = %2105
  %2166 = load ptr, ptr %944, align 8
  %2167 = load ptr, ptr %945, align 8
  %2168 = load i32, ptr %951, align 4
  %2169 = load i32, ptr %948, align 4
  %2170 = sub nsw i32 %2168, %2169
  %2171 = load i32, ptr %948, align 4
  %2172 = sub nsw i32 %2170, %2171
  %2173 = sext i32 %2172 to i64
  %2174 = getelementptr inbounds i8, ptr %2167, i64 %2173
  %2175 = load i8, ptr %2174, align 1
  %2176 = zext i8 %2175 to i32
  %2177 = load ptr, ptr %947, align 8
  %2178 = load i32, ptr %950, align 4
  store ptr %2166, ptr %546, align 8
  store i32 %2176, ptr %547, align 4
  store ptr %2177, ptr %548, align 8
  store i32 1, ptr %549, align 4
  store i32 %2178, ptr %550, align 4
  %2179 = load ptr, ptr %546, align 8
  %2180 = load ptr, ptr %548, align 8
  %2181 = load i32, ptr %547, align 4
  %2182 = zext i32 %2181 to i64
  %2183 = getelementptr inbounds i64, ptr %2180, i64 %2182
  %2184 = load i64, ptr %2183, align 8
  %2185 = load i32, ptr %549, align 4
  %2186 = load i32, ptr %550, align 4
  store ptr %2179, ptr %250, align 8
  store i64 %2184, ptr %251, align 8
  store i32 %2185, ptr %252, align 4
  store i32 %2186, ptr %253, align 4
  %2187 = load i64, ptr %251, align 8
  %2188 = call i64 @HUF_getNbBits(i64 noundef %2187)
  %2189 = load ptr, ptr %250, align 8
  %2190 = load i32, ptr %252, align 4
  %2191 = sext i32 %2190 to i64
  %2192 = getelementptr inbounds [2 x i64], ptr %2189, i64 0, i64 %2191
  %2193 = load i64, ptr %2192, align 8
  %2194 = lshr i64 %2193, %2188
  store i64 %2194, ptr %2192, align 8
  %2195 = load i32, ptr %253, align 4
  %2196 = icmp ne i32 %2195, 0
  br i1 %2196, label %2197, label %2200

2197:                                             ; preds = %2165
  %2198 = load i64, ptr %251, align 8
  %2199 = call i64 @HUF_getValueFast(i64 noundef %2198)
  br label %2203

2200:                                             ; preds = %2165
  %2201 = load i64, ptr %251, align 8
  %2202 = call i64 @HUF_getValue(i64 noundef %2201)
  br label %2203

2203:                                             ; preds = %2197, %2200
  %2204 = phi i64 [ %2199, %2197 ], [ %2202, %2200 ]
  %2205 = load ptr, ptr %250, align 8
  %2206 = load i32, ptr %252, align 4
  %2207 = sext i32 %2206 to i64
  %2208 = getelementptr inbounds [2 x i64], ptr %2205, i64 0, i64 %2207
  %2209 = load i64, ptr %2208, align 8
  %2210 = or i64 %2209, %2204
  store i64 %2210, ptr %2208, align 8
  %2211 = load i64, ptr %251, align 8
  %2212 = call i64 @HUF_getNbBitsFast(i64 noundef %2211)
  %2213 = load ptr, ptr %250, align 8
  %2214 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2213, i32 0, i32 1
  %2215 = load i32, ptr %252, align 4
  %2216 = sext i32 %2215 to i64
  %2217 = getelementptr inbounds [2 x i64], ptr %2214, i64 0, i64 %2216
  %2218 = load i64, ptr %2217, align 8
  %2219 = add i64 %2218, %2212
  store i64 %2219, ptr %2217, align 8
  %2220 = load ptr, ptr %944, align 8
  store ptr %2220, ptr %287, align 8
  %2221 = load ptr, ptr %287, align 8
  %2222 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2221, i32 0, i32 1
  %2223 = getelementptr inbounds [2 x i64], ptr %2222, i64 0, i64 1
  %2224 = load i64, ptr %2223, align 8
  %2225 = and i64 %2224, 255
  %2226 = load ptr, ptr %287, align 8
  %2227 = load i64, ptr %2226, align 8
  %2228 = lshr i64 %2227, %2225
  store i64 %2228, ptr %2226, align 8
  %2229 = load ptr, ptr %287, align 8
  %2230 = getelementptr inbounds [2 x i64], ptr %2229, i64 0, i64 1
  %2231 = load i64, ptr %2230, align 8
  %2232 = load ptr, ptr %287, align 8
  %2233 = load i64, ptr %2232, align 8
  %2234 = or i64 %2233, %2231
  store i64 %2234, ptr %2232, align 8
  %2235 = load ptr, ptr %287, align 8
  %2236 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2235, i32 0, i32 1
  %2237 = getelementptr inbounds [2 x i64], ptr %2236, i64 0, i64 1
  %2238 = load i64, ptr %2237, align 8
  %2239 = load ptr, ptr %287, align 8
  %2240 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2239, i32 0, i32 1
  %2241 = load i64, ptr %2240, align 8
  %2242 = add i64 %2241, %2238
  store i64 %2242, ptr %2240, align 8
  %2243 = load ptr, ptr %944, align 8
  %2244 = load i32, ptr %949, align 4
  store ptr %2243, ptr %331, align 8
  store i32 %2244, ptr %332, align 4
  %2245 = load ptr, ptr %331, align 8
  %2246 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2245, i32 0, i32 1
  %2247 = load i64, ptr %2246, align 8
  %2248 = and i64 %2247, 255
  store i64 %2248, ptr %333, align 8
  %2249 = load i64, ptr %333, align 8
  %2250 = lshr i64 %2249, 3
  store i64 %2250, ptr %334, align 8
  %2251 = load ptr, ptr %331, align 8
  %2252 = load i64, ptr %2251, align 8
  %2253 = load i64, ptr %333, align 8
  %2254 = sub i64 64, %2253
  %2255 = lshr i64 %2252, %2254
  store i64 %2255, ptr %335, align 8
  %2256 = load ptr, ptr %331, align 8
  %2257 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2256, i32 0, i32 1
  %2258 = load i64, ptr %2257, align 8
  %2259 = and i64 %2258, 7
  store i64 %2259, ptr %2257, align 8
  %2260 = load ptr, ptr %331, align 8
  %2261 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2260, i32 0, i32 3
  %2262 = load ptr, ptr %2261, align 8
  %2263 = load i64, ptr %335, align 8
  call void @MEM_writeLEST(ptr noundef %2262, i64 noundef %2263)
  %2264 = load i64, ptr %334, align 8
  %2265 = load ptr, ptr %331, align 8
  %2266 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2265, i32 0, i32 3
  %2267 = load ptr, ptr %2266, align 8
  %2268 = getelementptr inbounds i8, ptr %2267, i64 %2264
  store ptr %2268, ptr %2266, align 8
  %2269 = load i32, ptr %332, align 4
  %2270 = icmp ne i32 %2269, 0
  br i1 %2270, label %2285, label %2271

2271:                                             ; preds = %2203
  %2272 = load ptr, ptr %331, align 8
  %2273 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2272, i32 0, i32 3
  %2274 = load ptr, ptr %2273, align 8
  %2275 = load ptr, ptr %331, align 8
  %2276 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2275, i32 0, i32 4
  %2277 = load ptr, ptr %2276, align 8
  %2278 = icmp ugt ptr %2274, %2277
  br i1 %2278, label %2279, label %2285

2279:                                             ; preds = %2271
  %2280 = load ptr, ptr %331, align 8
  %2281 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2280, i32 0, i32 4
  %2282 = load ptr, ptr %2281, align 8
  %2283 = load ptr, ptr %331, align 8
  %2284 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2283, i32 0, i32 3
  store ptr %2282, ptr %2284, align 8
  br label %2285

2285:                                             ; preds = %2203, %2271, %2279
  %2286 = load i32, ptr %948, align 4
  %2287 = mul nsw i32 2, %2286
  %2288 = load i32, ptr %951, align 4
  %2289 = sub nsw i32 %2288, %2287
  store i32 %2289, ptr %951, align 4
  br label %1941, !llvm.loop !48

2290:                                             ; preds = %1941
  br label %3548

2291:                                             ; preds = %1662
  br label %2292

2292:                                             ; preds = %2291, %1662
  br label %2293

2293:                                             ; preds = %2292, %1662
  %2294 = load ptr, ptr %975, align 8
  %2295 = load i64, ptr %970, align 8
  %2296 = load ptr, ptr %974, align 8
  store ptr %978, ptr %933, align 8
  store ptr %2294, ptr %934, align 8
  store i64 %2295, ptr %935, align 8
  store ptr %2296, ptr %936, align 8
  store i32 2, ptr %937, align 4
  store i32 1, ptr %938, align 4
  store i32 1, ptr %939, align 4
  %2297 = load i64, ptr %935, align 8
  %2298 = trunc i64 %2297 to i32
  store i32 %2298, ptr %940, align 4
  %2299 = load i32, ptr %940, align 4
  %2300 = load i32, ptr %937, align 4
  %2301 = srem i32 %2299, %2300
  store i32 %2301, ptr %941, align 4
  %2302 = load i32, ptr %941, align 4
  %2303 = icmp sgt i32 %2302, 0
  br i1 %2303, label %2304, label %2405

2304:                                             ; preds = %2293
  br label %2305

2305:                                             ; preds = %2342, %2304
  %2306 = load i32, ptr %941, align 4
  %2307 = icmp sgt i32 %2306, 0
  br i1 %2307, label %2308, label %2361

2308:                                             ; preds = %2305
  %2309 = load ptr, ptr %933, align 8
  %2310 = load ptr, ptr %934, align 8
  %2311 = load i32, ptr %940, align 4
  %2312 = add nsw i32 %2311, -1
  store i32 %2312, ptr %940, align 4
  %2313 = sext i32 %2312 to i64
  %2314 = getelementptr inbounds i8, ptr %2310, i64 %2313
  %2315 = load i8, ptr %2314, align 1
  %2316 = zext i8 %2315 to i32
  %2317 = load ptr, ptr %936, align 8
  store ptr %2309, ptr %606, align 8
  store i32 %2316, ptr %607, align 4
  store ptr %2317, ptr %608, align 8
  store i32 0, ptr %609, align 4
  store i32 0, ptr %610, align 4
  %2318 = load ptr, ptr %606, align 8
  %2319 = load ptr, ptr %608, align 8
  %2320 = load i32, ptr %607, align 4
  %2321 = zext i32 %2320 to i64
  %2322 = getelementptr inbounds i64, ptr %2319, i64 %2321
  %2323 = load i64, ptr %2322, align 8
  %2324 = load i32, ptr %609, align 4
  %2325 = load i32, ptr %610, align 4
  store ptr %2318, ptr %202, align 8
  store i64 %2323, ptr %203, align 8
  store i32 %2324, ptr %204, align 4
  store i32 %2325, ptr %205, align 4
  %2326 = load i64, ptr %203, align 8
  %2327 = call i64 @HUF_getNbBits(i64 noundef %2326)
  %2328 = load ptr, ptr %202, align 8
  %2329 = load i32, ptr %204, align 4
  %2330 = sext i32 %2329 to i64
  %2331 = getelementptr inbounds [2 x i64], ptr %2328, i64 0, i64 %2330
  %2332 = load i64, ptr %2331, align 8
  %2333 = lshr i64 %2332, %2327
  store i64 %2333, ptr %2331, align 8
  %2334 = load i32, ptr %205, align 4
  %2335 = icmp ne i32 %2334, 0
  br i1 %2335, label %2336, label %2339

2336:                                             ; preds = %2308
  %2337 = load i64, ptr %203, align 8
  %2338 = call i64 @HUF_getValueFast(i64 noundef %2337)
  br label %2342

2339:                                             ; preds = %2308
  %2340 = load i64, ptr %203, align 8
  %2341 = call i64 @HUF_getValue(i64 noundef %2340)
  br label %2342

2342:                                             ; preds = %2336, %2339
  %2343 = phi i64 [ %2338, %2336 ], [ %2341, %2339 ]
  %2344 = load ptr, ptr %202, align 8
  %2345 = load i32, ptr %204, align 4
  %2346 = sext i32 %2345 to i64
  %2347 = getelementptr inbounds [2 x i64], ptr %2344, i64 0, i64 %2346
  %2348 = load i64, ptr %2347, align 8
  %2349 = or i64 %2348, %2343
  store i64 %2349, ptr %2347, align 8
  %2350 = load i64, ptr %203, align 8
  %2351 = call i64 @HUF_getNbBitsFast(i64 noundef %2350)
  %2352 = load ptr, ptr %202, align 8
  %2353 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2352, i32 0, i32 1
  %2354 = load i32, ptr %204, align 4
  %2355 = sext i32 %2354 to i64
  %2356 = getelementptr inbounds [2 x i64], ptr %2353, i64 0, i64 %2355
  %2357 = load i64, ptr %2356, align 8
  %2358 = add i64 %2357, %2351
  store i64 %2358, ptr %2356, align 8
  %2359 = load i32, ptr %941, align 4
  %2360 = add nsw i32 %2359, -1
  store i32 %2360, ptr %941, align 4
  br label %2305, !llvm.loop !44

2361:                                             ; preds = %2305
  %2362 = load ptr, ptr %933, align 8
  %2363 = load i32, ptr %938, align 4
  store ptr %2362, ptr %361, align 8
  store i32 %2363, ptr %362, align 4
  %2364 = load ptr, ptr %361, align 8
  %2365 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2364, i32 0, i32 1
  %2366 = load i64, ptr %2365, align 8
  %2367 = and i64 %2366, 255
  store i64 %2367, ptr %363, align 8
  %2368 = load i64, ptr %363, align 8
  %2369 = lshr i64 %2368, 3
  store i64 %2369, ptr %364, align 8
  %2370 = load ptr, ptr %361, align 8
  %2371 = load i64, ptr %2370, align 8
  %2372 = load i64, ptr %363, align 8
  %2373 = sub i64 64, %2372
  %2374 = lshr i64 %2371, %2373
  store i64 %2374, ptr %365, align 8
  %2375 = load ptr, ptr %361, align 8
  %2376 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2375, i32 0, i32 1
  %2377 = load i64, ptr %2376, align 8
  %2378 = and i64 %2377, 7
  store i64 %2378, ptr %2376, align 8
  %2379 = load ptr, ptr %361, align 8
  %2380 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2379, i32 0, i32 3
  %2381 = load ptr, ptr %2380, align 8
  %2382 = load i64, ptr %365, align 8
  call void @MEM_writeLEST(ptr noundef %2381, i64 noundef %2382)
  %2383 = load i64, ptr %364, align 8
  %2384 = load ptr, ptr %361, align 8
  %2385 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2384, i32 0, i32 3
  %2386 = load ptr, ptr %2385, align 8
  %2387 = getelementptr inbounds i8, ptr %2386, i64 %2383
  store ptr %2387, ptr %2385, align 8
  %2388 = load i32, ptr %362, align 4
  %2389 = icmp ne i32 %2388, 0
  br i1 %2389, label %2404, label %2390

2390:                                             ; preds = %2361
  %2391 = load ptr, ptr %361, align 8
  %2392 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2391, i32 0, i32 3
  %2393 = load ptr, ptr %2392, align 8
  %2394 = load ptr, ptr %361, align 8
  %2395 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2394, i32 0, i32 4
  %2396 = load ptr, ptr %2395, align 8
  %2397 = icmp ugt ptr %2393, %2396
  br i1 %2397, label %2398, label %2404

2398:                                             ; preds = %2390
  %2399 = load ptr, ptr %361, align 8
  %2400 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2399, i32 0, i32 4
  %2401 = load ptr, ptr %2400, align 8
  %2402 = load ptr, ptr %361, align 8
  %2403 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2402, i32 0, i32 3
  store ptr %2401, ptr %2403, align 8
  br label %2404

2404:                                             ; preds = %2361, %2390, %2398
  br label %2405

2405:                                             ; preds = %2404, %2293
  %2406 = load i32, ptr %940, align 4
  %2407 = load i32, ptr %937, align 4
  %2408 = mul nsw i32 2, %2407
  %2409 = srem i32 %2406, %2408
  %2410 = icmp ne i32 %2409, 0
  br i1 %2410, label %2411, label %2569

2411:                                             ; preds = %2405
  store i32 1, ptr %942, align 4
  br label %2412

2412:                                             ; preds = %2451, %2411
  %2413 = load i32, ptr %942, align 4
  %2414 = load i32, ptr %937, align 4
  %2415 = icmp slt i32 %2413, %2414
  br i1 %2415, label %2416, label %2470

2416:                                             ; preds = %2412
  %2417 = load ptr, ptr %933, align 8
  %2418 = load ptr, ptr %934, align 8
  %2419 = load i32, ptr %940, align 4
  %2420 = load i32, ptr %942, align 4
  %2421 = sub nsw i32 %2419, %2420
  %2422 = sext i32 %2421 to i64
  %2423 = getelementptr inbounds i8, ptr %2418, i64 %2422
  %2424 = load i8, ptr %2423, align 1
  %2425 = zext i8 %2424 to i32
  %2426 = load ptr, ptr %936, align 8
  store ptr %2417, ptr %601, align 8
  store i32 %2425, ptr %602, align 4
  store ptr %2426, ptr %603, align 8
  store i32 0, ptr %604, align 4
  store i32 1, ptr %605, align 4
  %2427 = load ptr, ptr %601, align 8
  %2428 = load ptr, ptr %603, align 8
  %2429 = load i32, ptr %602, align 4
  %2430 = zext i32 %2429 to i64
  %2431 = getelementptr inbounds i64, ptr %2428, i64 %2430
  %2432 = load i64, ptr %2431, align 8
  %2433 = load i32, ptr %604, align 4
  %2434 = load i32, ptr %605, align 4
  store ptr %2427, ptr %206, align 8
  store i64 %2432, ptr %207, align 8
  store i32 %2433, ptr %208, align 4
  store i32 %2434, ptr %209, align 4
  %2435 = load i64, ptr %207, align 8
  %2436 = call i64 @HUF_getNbBits(i64 noundef %2435)
  %2437 = load ptr, ptr %206, align 8
  %2438 = load i32, ptr %208, align 4
  %2439 = sext i32 %2438 to i64
  %2440 = getelementptr inbounds [2 x i64], ptr %2437, i64 0, i64 %2439
  %2441 = load i64, ptr %2440, align 8
  %2442 = lshr i64 %2441, %2436
  store i64 %2442, ptr %2440, align 8
  %2443 = load i32, ptr %209, align 4
  %2444 = icmp ne i32 %2443, 0
  br i1 %2444, label %2445, label %2448

2445:                                             ; preds = %2416
  %2446 = load i64, ptr %207, align 8
  %2447 = call i64 @HUF_getValueFast(i64 noundef %2446)
  br label %2451

2448:                                             ; preds = %2416
  %2449 = load i64, ptr %207, align 8
  %2450 = call i64 @HUF_getValue(i64 noundef %2449)
  br label %2451

2451:                                             ; preds = %2445, %2448
  %2452 = phi i64 [ %2447, %2445 ], [ %2450, %2448 ]
  %2453 = load ptr, ptr %206, align 8
  %2454 = load i32, ptr %208, align 4
  %2455 = sext i32 %2454 to i64
  %2456 = getelementptr inbounds [2 x i64], ptr %2453, i64 0, i64 %2455
  %2457 = load i64, ptr %2456, align 8
  %2458 = or i64 %2457, %2452
  store i64 %2458, ptr %2456, align 8
  %2459 = load i64, ptr %207, align 8
  %2460 = call i64 @HUF_getNbBitsFast(i64 noundef %2459)
  %2461 = load ptr, ptr %206, align 8
  %2462 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2461, i32 0, i32 1
  %2463 = load i32, ptr %208, align 4
  %2464 = sext i32 %2463 to i64
  %2465 = getelementptr inbounds [2 x i64], ptr %2462, i64 0, i64 %2464
  %2466 = load i64, ptr %2465, align 8
  %2467 = add i64 %2466, %2460
  store i64 %2467, ptr %2465, align 8
  %2468 = load i32, ptr %942, align 4
  %2469 = add nsw i32 %2468, 1
  store i32 %2469, ptr %942, align 4
  br label %2412, !llvm.loop !45

2470:                                             ; preds = %2412
  %2471 = load ptr, ptr %933, align 8
  %2472 = load ptr, ptr %934, align 8
  %2473 = load i32, ptr %940, align 4
  %2474 = load i32, ptr %937, align 4
  %2475 = sub nsw i32 %2473, %2474
  %2476 = sext i32 %2475 to i64
  %2477 = getelementptr inbounds i8, ptr %2472, i64 %2476
  %2478 = load i8, ptr %2477, align 1
  %2479 = zext i8 %2478 to i32
  %2480 = load ptr, ptr %936, align 8
  %2481 = load i32, ptr %939, align 4
  store ptr %2471, ptr %596, align 8
  store i32 %2479, ptr %597, align 4
  store ptr %2480, ptr %598, align 8
  store i32 0, ptr %599, align 4
  store i32 %2481, ptr %600, align 4
  %2482 = load ptr, ptr %596, align 8
  %2483 = load ptr, ptr %598, align 8
  %2484 = load i32, ptr %597, align 4
  %2485 = zext i32 %2484 to i64
  %2486 = getelementptr inbounds i64, ptr %2483, i64 %2485
  %2487 = load i64, ptr %2486, align 8
  %2488 = load i32, ptr %599, align 4
  %2489 = load i32, ptr %600, align 4
  store ptr %2482, ptr %210, align 8
  store i64 %2487, ptr %211, align 8
  store i32 %2488, ptr %212, align 4
  store i32 %2489, ptr %213, align 4
  %2490 = load i64, ptr %211, align 8
  %2491 = call i64 @HUF_getNbBits(i64 noundef %2490)
  %2492 = load ptr, ptr %210, align 8
  %2493 = load i32, ptr %212, align 4
  %2494 = sext i32 %2493 to i64
  %2495 = getelementptr inbounds [2 x i64], ptr %2492, i64 0, i64 %2494
  %2496 = load i64, ptr %2495, align 8
  %2497 = lshr i64 %2496, %2491
  store i64 %2497, ptr %2495, align 8
  %2498 = load i32, ptr %213, align 4
  %2499 = icmp ne i32 %2498, 0
  br i1 %2499, label %2500, label %2503

2500:                                             ; preds = %2470
  %2501 = load i64, ptr %211, align 8
  %2502 = call i64 @HUF_getValueFast(i64 noundef %2501)
  br label %2506

2503:                                             ; preds = %2470
  %2504 = load i64, ptr %211, align 8
  %2505 = call i64 @HUF_getValue(i64 noundef %2504)
  br label %2506

2506:                                             ; preds = %2500, %2503
  %2507 = phi i64 [ %2502, %2500 ], [ %2505, %2503 ]
  %2508 = load ptr, ptr %210, align 8
  %2509 = load i32, ptr %212, align 4
  %2510 = sext i32 %2509 to i64
  %2511 = getelementptr inbounds [2 x i64], ptr %2508, i64 0, i64 %2510
  %2512 = load i64, ptr %2511, align 8
  %2513 = or i64 %2512, %2507
  store i64 %2513, ptr %2511, align 8
  %2514 = load i64, ptr %211, align 8
  %2515 = call i64 @HUF_getNbBitsFast(i64 noundef %2514)
  %2516 = load ptr, ptr %210, align 8
  %2517 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2516, i32 0, i32 1
  %2518 = load i32, ptr %212, align 4
  %2519 = sext i32 %2518 to i64
  %2520 = getelementptr inbounds [2 x i64], ptr %2517, i64 0, i64 %2519
  %2521 = load i64, ptr %2520, align 8
  %2522 = add i64 %2521, %2515
  store i64 %2522, ptr %2520, align 8
  %2523 = load ptr, ptr %933, align 8
  %2524 = load i32, ptr %938, align 4
  store ptr %2523, ptr %356, align 8
  store i32 %2524, ptr %357, align 4
  %2525 = load ptr, ptr %356, align 8
  %2526 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2525, i32 0, i32 1
  %2527 = load i64, ptr %2526, align 8
  %2528 = and i64 %2527, 255
  store i64 %2528, ptr %358, align 8
  %2529 = load i64, ptr %358, align 8
  %2530 = lshr i64 %2529, 3
  store i64 %2530, ptr %359, align 8
  %2531 = load ptr, ptr %356, align 8
  %2532 = load i64, ptr %2531, align 8
  %2533 = load i64, ptr %358, align 8
  %2534 = sub i64 64, %2533
  %2535 = lshr i64 %2532, %2534
  store i64 %2535, ptr %360, align 8
  %2536 = load ptr, ptr %356, align 8
  %2537 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2536, i32 0, i32 1
  %2538 = load i64, ptr %2537, align 8
  %2539 = and i64 %2538, 7
  store i64 %2539, ptr %2537, align 8
  %2540 = load ptr, ptr %356, align 8
  %2541 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2540, i32 0, i32 3
  %2542 = load ptr, ptr %2541, align 8
  %2543 = load i64, ptr %360, align 8
  call void @MEM_writeLEST(ptr noundef %2542, i64 noundef %2543)
  %2544 = load i64, ptr %359, align 8
  %2545 = load ptr, ptr %356, align 8
  %2546 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2545, i32 0, i32 3
  %2547 = load ptr, ptr %2546, align 8
  %2548 = getelementptr inbounds i8, ptr %2547, i64 %2544
  store ptr %2548, ptr %2546, align 8
  %2549 = load i32, ptr %357, align 4
  %2550 = icmp ne i32 %2549, 0
  br i1 %2550, label %2565, label %2551

2551:                                             ; preds = %2506
  %2552 = load ptr, ptr %356, align 8
  %2553 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2552, i32 0, i32 3
  %2554 = load ptr, ptr %2553, align 8
  %2555 = load ptr, ptr %356, align 8
  %2556 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2555, i32 0, i32 4
  %2557 = load ptr, ptr %2556, align 8
  %2558 = icmp ugt ptr %2554, %2557
  br i1 %2558, label %2559, label %2565

2559:                                             ; preds = %2551
  %2560 = load ptr, ptr %356, align 8
  %2561 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2560, i32 0, i32 4
  %2562 = load ptr, ptr %2561, align 8
  %2563 = load ptr, ptr %356, align 8
  %2564 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2563, i32 0, i32 3
  store ptr %2562, ptr %2564, align 8
  br label %2565

2565:                                             ; preds = %2506, %2551, %2559
  %2566 = load i32, ptr %937, align 4
  %2567 = load i32, ptr %940, align 4
  %2568 = sub nsw i32 %2567, %2566
  store i32 %2568, ptr %940, align 4
  br label %2569

2569:                                             ; preds = %2565, %2405
  br label %2570

2570:                                             ; preds = %2914, %2569
  %2571 = load i32, ptr %940, align 4
  %2572 = icmp sgt i32 %2571, 0
  br i1 %2572, label %2573, label %2919

2573:                                             ; preds = %2570
  store i32 1, ptr %943, align 4
  br label %2574

2574:                                             ; preds = %2613, %2573
  %2575 = load i32, ptr %943, align 4
  %2576 = load i32, ptr %937, align 4
  %2577 = icmp slt i32 %2575, %2576
  br i1 %2577, label %2578, label %2632

2578:                                             ; preds = %2574
  %2579 = load ptr, ptr %933, align 8
  %2580 = load ptr, ptr %934, align 8
  %2581 = load i32, ptr %940, align 4
  %2582 = load i32, ptr %943, align 4
  %2583 = sub nsw i32 %2581, %2582
  %2584 = sext i32 %2583 to i64
  %2585 = getelementptr inbounds i8, ptr %2580, i64 %2584
  %2586 = load i8, ptr %2585, align 1
  %2587 = zext i8 %2586 to i32
  %2588 = load ptr, ptr %936, align 8
  store ptr %2579, ptr %591, align 8
  store i32 %2587, ptr %592, align 4
  store ptr %2588, ptr %593, align 8
  store i32 0, ptr %594, align 4
  store i32 1, ptr %595, align 4
  %2589 = load ptr, ptr %591, align 8
  %2590 = load ptr, ptr %593, align 8
  %2591 = load i32, ptr %592, align 4
  %2592 = zext i32 %2591 to i64
  %2593 = getelementptr inbounds i64, ptr %2590, i64 %2592
  %2594 = load i64, ptr %2593, align 8
  %2595 = load i32, ptr %594, align 4
  %2596 = load i32, ptr %595, align 4
  store ptr %2589, ptr %214, align 8
  store i64 %2594, ptr %215, align 8
  store i32 %2595, ptr %216, align 4
  store i32 %2596, ptr %217, align 4
  %2597 = load i64, ptr %215, align 8
  %2598 = call i64 @HUF_getNbBits(i64 noundef %2597)
  %2599 = load ptr, ptr %214, align 8
  %2600 = load i32, ptr %216, align 4
  %2601 = sext i32 %2600 to i64
  %2602 = getelementptr inbounds [2 x i64], ptr %2599, i64 0, i64 %2601
  %2603 = load i64, ptr %2602, align 8
  %2604 = lshr i64 %2603, %2598
  store i64 %2604, ptr %2602, align 8
  %2605 = load i32, ptr %217, align 4
  %2606 = icmp ne i32 %2605, 0
  br i1 %2606, label %2607, label %2610

2607:                                             ; preds = %2578
  %2608 = load i64, ptr %215, align 8
  %2609 = call i64 @HUF_getValueFast(i64 noundef %2608)
  br label %2613

2610:                                             ; preds = %2578
  %2611 = load i64, ptr %215, align 8
  %2612 = call i64 @HUF_getValue(i64 noundef %2611)
  br label %2613

2613:                                             ; preds = %2607, %2610
  %2614 = phi i64 [ %2609, %2607 ], [ %2612, %2610 ]
  %2615 = load ptr, ptr %214, align 8
  %2616 = load i32, ptr %216, align 4
  %2617 = sext i32 %2616 to i64
  %2618 = getelementptr inbounds [2 x i64], ptr %2615, i64 0, i64 %2617
  %2619 = load i64, ptr %2618, align 8
  %2620 = or i64 %2619, %2614
  store i64 %2620, ptr %2618, align 8
  %2621 = load i64, ptr %215, align 8
  %2622 = call i64 @HUF_getNbBitsFast(i64 noundef %2621)
  %2623 = load ptr, ptr %214, align 8
  %2624 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2623, i32 0, i32 1
  %2625 = load i32, ptr %216, align 4
  %2626 = sext i32 %2625 to i64
  %2627 = getelementptr inbounds [2 x i64], ptr %2624, i64 0, i64 %2626
  %2628 = load i64, ptr %2627, align 8
  %2629 = add i64 %2628, %2622
  store i64 %2629, ptr %2627, align 8
  %2630 = load i32, ptr %943, align 4
  %2631 = add nsw i32 %2630, 1
  store i32 %2631, ptr %943, align 4
  br label %2574, !llvm.loop !46

2632:                                             ; preds = %2574
  %2633 = load ptr, ptr %933, align 8
  %2634 = load ptr, ptr %934, align 8
  %2635 = load i32, ptr %940, align 4
  %2636 = load i32, ptr %937, align 4
  %2637 = sub nsw i32 %2635, %2636
  %2638 = sext i32 %2637 to i64
  %2639 = getelementptr inbounds i8, ptr %2634, i64 %2638
  %2640 = load i8, ptr %2639, align 1
  %2641 = zext i8 %2640 to i32
  %2642 = load ptr, ptr %936, align 8
  %2643 = load i32, ptr %939, align 4
  store ptr %2633, ptr %576, align 8
  store i32 %2641, ptr %577, align 4
  store ptr %2642, ptr %578, align 8
  store i32 0, ptr %579, align 4
  store i32 %2643, ptr %580, align 4
  %2644 = load ptr, ptr %576, align 8
  %2645 = load ptr, ptr %578, align 8
  %2646 = load i32, ptr %577, align 4
  %2647 = zext i32 %2646 to i64
  %2648 = getelementptr inbounds i64, ptr %2645, i64 %2647
  %2649 = load i64, ptr %2648, align 8
  %2650 = load i32, ptr %579, align 4
  %2651 = load i32, ptr %580, align 4
  store ptr %2644, ptr %226, align 8
  store i64 %2649, ptr %227, align 8
  store i32 %2650, ptr %228, align 4
  store i32 %2651, ptr %229, align 4
  %2652 = load i64, ptr %227, align 8
  %2653 = call i64 @HUF_getNbBits(i64 noundef %2652)
  %2654 = load ptr, ptr %226, align 8
  %2655 = load i32, ptr %228, align 4
  %2656 = sext i32 %2655 to i64
  %2657 = getelementptr inbounds [2 x i64], ptr %2654, i64 0, i64 %2656
  %2658 = load i64, ptr %2657, align 8
  %2659 = lshr i64 %2658, %2653
  store i64 %2659, ptr %2657, align 8
  %2660 = load i32, ptr %229, align 4
  %2661 = icmp ne i32 %2660, 0
  br i1 %2661, label %2662, label %2665

2662:                                             ; preds = %2632
  %2663 = load i64, ptr %227, align 8
  %2664 = call i64 @HUF_getValueFast(i64 noundef %2663)
  br label %2668

2665:                                             ; preds = %2632
  %2666 = load i64, ptr %227, align 8
  %2667 = call i64 @HUF_getValue(i64 noundef %2666)
  br label %2668

2668:                                             ; preds = %2662, %2665
  %2669 = phi i64 [ %2664, %2662 ], [ %2667, %2665 ]
  %2670 = load ptr, ptr %226, align 8
  %2671 = load i32, ptr %228, align 4
  %2672 = sext i32 %2671 to i64
  %2673 = getelementptr inbounds [2 x i64], ptr %2670, i64 0, i64 %2672
  %2674 = load i64, ptr %2673, align 8
  %2675 = or i64 %2674, %2669
  store i64 %2675, ptr %2673, align 8
  %2676 = load i64, ptr %227, align 8
  %2677 = call i64 @HUF_getNbBitsFast(i64 noundef %2676)
  %2678 = load ptr, ptr %226, align 8
  %2679 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2678, i32 0, i32 1
  %2680 = load i32, ptr %228, align 4
  %2681 = sext i32 %2680 to i64
  %2682 = getelementptr inbounds [2 x i64], ptr %2679, i64 0, i64 %2681
  %2683 = load i64, ptr %2682, align 8
  %2684 = add i64 %2683, %2677
  store i64 %2684, ptr %2682, align 8
  %2685 = load ptr, ptr %933, align 8
  %2686 = load i32, ptr %938, align 4
  store ptr %2685, ptr %346, align 8
  store i32 %2686, ptr %347, align 4
  %2687 = load ptr, ptr %346, align 8
  %2688 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2687, i32 0, i32 1
  %2689 = load i64, ptr %2688, align 8
  %2690 = and i64 %2689, 255
  store i64 %2690, ptr %348, align 8
  %2691 = load i64, ptr %348, align 8
  %2692 = lshr i64 %2691, 3
  store i64 %2692, ptr %349, align 8
  %2693 = load ptr, ptr %346, align 8
  %2694 = load i64, ptr %2693, align 8
  %2695 = load i64, ptr %348, align 8
  %2696 = sub i64 64, %2695
  %2697 = lshr i64 %2694, %2696
  store i64 %2697, ptr %350, align 8
  %2698 = load ptr, ptr %346, align 8
  %2699 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2698, i32 0, i32 1
  %2700 = load i64, ptr %2699, align 8
  %2701 = and i64 %2700, 7
  store i64 %2701, ptr %2699, align 8
  %2702 = load ptr, ptr %346, align 8
  %2703 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2702, i32 0, i32 3
  %2704 = load ptr, ptr %2703, align 8
  %2705 = load i64, ptr %350, align 8
  call void @MEM_writeLEST(ptr noundef %2704, i64 noundef %2705)
  %2706 = load i64, ptr %349, align 8
  %2707 = load ptr, ptr %346, align 8
  %2708 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2707, i32 0, i32 3
  %2709 = load ptr, ptr %2708, align 8
  %2710 = getelementptr inbounds i8, ptr %2709, i64 %2706
  store ptr %2710, ptr %2708, align 8
  %2711 = load i32, ptr %347, align 4
  %2712 = icmp ne i32 %2711, 0
  br i1 %2712, label %2727, label %2713

2713:                                             ; preds = %2668
  %2714 = load ptr, ptr %346, align 8
  %2715 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2714, i32 0, i32 3
  %2716 = load ptr, ptr %2715, align 8
  %2717 = load ptr, ptr %346, align 8
  %2718 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2717, i32 0, i32 4
  %2719 = load ptr, ptr %2718, align 8
  %2720 = icmp ugt ptr %2716, %2719
  br i1 %2720, label %2721, label %2727

2721:                                             ; preds = %2713
  %2722 = load ptr, ptr %346, align 8
  %2723 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2722, i32 0, i32 4
  %2724 = load ptr, ptr %2723, align 8
  %2725 = load ptr, ptr %346, align 8
  %2726 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2725, i32 0, i32 3
  store ptr %2724, ptr %2726, align 8
  br label %2727

2727:                                             ; preds = %2668, %2713, %2721
  %2728 = load ptr, ptr %933, align 8
  store ptr %2728, ptr %298, align 8
  %2729 = load ptr, ptr %298, align 8
  %2730 = getelementptr inbounds [2 x i64], ptr %2729, i64 0, i64 1
  store i64 0, ptr %2730, align 8
  %2731 = load ptr, ptr %298, align 8
  %2732 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2731, i32 0, i32 1
  %2733 = getelementptr inbounds [2 x i64], ptr %2732, i64 0, i64 1
  store i64 0, ptr %2733, align 8
  store i32 1, ptr %943, align 4
  br label %2734

2734:                                             ; preds = %2775, %2727
  %2735 = load i32, ptr %943, align 4
  %2736 = load i32, ptr %937, align 4
  %2737 = icmp slt i32 %2735, %2736
  br i1 %2737, label %2738, label %2794

2738:                                             ; preds = %2734
  %2739 = load ptr, ptr %933, align 8
  %2740 = load ptr, ptr %934, align 8
  %2741 = load i32, ptr %940, align 4
  %2742 = load i32, ptr %937, align 4
  %2743 = sub nsw i32 %2741, %2742
  %2744 = load i32, ptr %943, align 4
  %2745 = sub nsw i32 %2743, %2744
  %2746 = sext i32 %2745 to i64
  %2747 = getelementptr inbounds i8, ptr %2740, i64 %2746
  %2748 = load i8, ptr %2747, align 1
  %2749 = zext i8 %2748 to i32
  %2750 = load ptr, ptr %936, align 8
  store ptr %2739, ptr %586, align 8
  store i32 %2749, ptr %587, align 4
  store ptr %2750, ptr %588, align 8
  store i32 1, ptr %589, align 4
  store i32 1, ptr %590, align 4
  %2751 = load ptr, ptr %586, align 8
  %2752 = load ptr, ptr %588, align 8
  %2753 = load i32, ptr %587, align 4
  %2754 = zext i32 %2753 to i64
  %2755 = getelementptr inbounds i64, ptr %2752, i64 %2754
  %2756 = load i64, ptr %2755, align 8
  %2757 = load i32, ptr %589, align 4
  %2758 = load i32, ptr %590, align 4
  store ptr %2751, ptr %218, align 8
  store i64 %2756, ptr %219, align 8
  store i32 %2757, ptr %220, align 4
  store i32 %2758, ptr %221, align 4
  %2759 = load i64, ptr %219, align 8
  %2760 = call i64 @HUF_getNbBits(i64 noundef %2759)
  %2761 = load ptr, ptr %218, align 8
  %2762 = load i32, ptr %220, align 4
  %2763 = sext i32 %2762 to i64
  %2764 = getelementptr inbounds [2 x i64], ptr %2761, i64 0, i64 %2763
  %2765 = load i64, ptr %2764, align 8
  %2766 = lshr i64 %2765, %2760
  store i64 %2766, ptr %2764, align 8
  %2767 = load i32, ptr %221, align 4
  %2768 = icmp ne i32 %2767, 0
  br i1 %2768, label %2769, label %2772

2769:                                             ; preds = %2738
  %2770 = load i64, ptr %219, align 8
  %2771 = call i64 @HUF_getValueFast(i64 noundef %2770)
  br label %2775

2772:                                             ; preds = %2738
  %2773 = load i64, ptr %219, align 8
  %2774 = call i64 @HUF_getValue(i64 noundef %2773)
  br label %2775

2775:                                             ; preds = %2769, %2772
  %2776 = phi i64 [ %2771, %2769 ], [ %2774, %2772 ]
  %2777 = load ptr, ptr %218, align 8
  %2778 = load i32, ptr %220, align 4
  %2779 = sext i32 %2778 to i64
  %2780 = getelementptr inbounds [2 x i64], ptr %2777, i64 0, i64 %2779
  %2781 = load i64, ptr %2780, align 8
  %2782 = or i64 %2781, %2776
  store i64 %2782, ptr %2780, align 8
  %2783 = load i64, ptr %219, align 8
  %2784 = call i64 @HUF_getNbBitsFast(i64 noundef %2783)
  %2785 = load ptr, ptr %218, align 8
  %2786 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2785, i32 0, i32 1
  %2787 = load i32, ptr %220, align 4
  %2788 = sext i32 %2787 to i64
  %2789 = getelementptr inbounds [2 x i64], ptr %2786, i64 0, i64 %2788
  %2790 = load i64, ptr %2789, align 8
  %2791 = add i64 %2790, %2784
  store i64 %2791, ptr %2789, align 8
  %2792 = load i32, ptr %943, align 4
  %2793 = add nsw i32 %2792, 1
  store i32 %2793, ptr %943, align 4
  br label %2734, !llvm.loop !47

2794:                                             ; preds = %2734
  %2795 = load ptr, ptr %933, align 8
  %2796 = load ptr, ptr %934, align 8
  %2797 = load i32, ptr %940, align 4
  %2798 = load i32, ptr %937, align 4
  %2799 = sub nsw i32 %2797, %2798
  %2800 = load i32, ptr %937, align 4
  %2801 = sub nsw i32 %2799, %2800
  %2802 = sext i32 %2801 to i64
  %2803 = getelementptr inbounds i8, ptr %2796, i64 %2802
  %2804 = load i8, ptr %2803, align 1
  %2805 = zext i8 %2804 to i32
  %2806 = load ptr, ptr %936, align 8
  %2807 = load i32, ptr %939, align 4
  store ptr %2795, ptr %581, align 8
  store i32 %2805, ptr %582, align 4
  store ptr %2806, ptr %583, align 8
  store i32 1, ptr %584, align 4
  store i32 %2807, ptr %585, align 4
  %2808 = load ptr, ptr %581, align 8
  %2809 = load ptr, ptr %583, align 8
  %2810 = load i32, ptr %582, align 4
  %2811 = zext i32 %2810 to i64
  %2812 = getelementptr inbounds i64, ptr %2809, i64 %2811
  %2813 = load i64, ptr %2812, align 8
  %2814 = load i32, ptr %584, align 4
  %2815 = load i32, ptr %585, align 4
  store ptr %2808, ptr %222, align 8
  store i64 %2813, ptr %223, align 8
  store i32 %2814, ptr %224, align 4
  store i32 %2815, ptr %225, align 4
  %2816 = load i64, ptr %223, align 8
  %2817 = call i64 @HUF_getNbBits(i64 noundef %2816)
  %2818 = load ptr, ptr %222, align 8
  %2819 = load i32, ptr %224, align 4
  %2820 = sext i32 %2819 to i64
  %2821 = getelementptr inbounds [2 x i64], ptr %2818, i64 0, i64 %2820
  %2822 = load i64, ptr %2821, align 8
  %2823 = lshr i64 %2822, %2817
  store i64 %2823, ptr %2821, align 8
  %2824 = load i32, ptr %225, align 4
  %2825 = icmp ne i32 %2824, 0
  br i1 %2825, label %2826, label %2829

2826:                                             ; preds = %2794
  %2827 = load i64, ptr %223, align 8
  %2828 = call i64 @HUF_getValueFast(i64 noundef %2827)
  br label %2832

2829:                                             ; preds = %2794
  %2830 = load i64, ptr %223, align 8
  %2831 = call i64 @HUF_getValue(i64 noundef %2830)
  br label %2832

2832:                                             ; preds = %2826, %2829
  %2833 = phi i64 [ %2828, %2826 ], [ %2831, %2829 ]
  %2834 = load ptr, ptr %222, align 8
  %2835 = load i32, ptr %224, align 4
  %2836 = sext i32 %2835 to i64
  %2837 = getelementptr inbounds [2 x i64], ptr %2834, i64 0, i64 %2836
  %2838 = load i64, ptr %2837, align 8
  %2839 = or i64 %2838, %2833
  store i64 %2839, ptr %2837, align 8
  %2840 = load i64, ptr %223, align 8
  %2841 = call i64 @HUF_getNbBitsFast(i64 noundef %2840)
  %2842 = load ptr, ptr %222, align 8
  %2843 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2842, i32 0, i32 1
  %2844 = load i32, ptr %224, align 4
  %2845 = sext i32 %2844 to i64
  %2846 = getelementptr inbounds [2 x i64], ptr %2843, i64 0, i64 %2845
  %2847 = load i64, ptr %2846, align 8
  %2848 = add i64 %2847, %2841
  store i64 %2848, ptr %2846, align 8
  %2849 = load ptr, ptr %933, align 8
  store ptr %2849, ptr %288, align 8
  %2850 = load ptr, ptr %288, align 8
  %2851 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2850, i32 0, i32 1
  %2852 = getelementptr inbounds [2 x i64], ptr %2851, i64 0, i64 1
  %2853 = load i64, ptr %2852, align 8
  %2854 = and i64 %2853, 255
  %2855 = load ptr, ptr %288, align 8
  %2856 = load i64, ptr %2855, align 8
  %2857 = lshr i64 %2856, %2854
  store i64 %2857, ptr %2855, align 8
  %2858 = load ptr, ptr %288, align 8
  %2859 = getelementptr inbounds [2 x i64], ptr %2858, i64 0, i64 1
  %2860 = load i64, ptr %2859, align 8
  %2861 = load ptr, ptr %288, align 8
  %2862 = load i64, ptr %2861, align 8
  %2863 = or i64 %2862, %2860
  store i64 %2863, ptr %2861, align 8
  %2864 = load ptr, ptr %288, align 8
  %2865 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2864, i32 0, i32 1
  %2866 = getelementptr inbounds [2 x i64], ptr %2865, i64 0, i64 1
  %2867 = load i64, ptr %2866, align 8
  %2868 = load ptr, ptr %288, align 8
  %2869 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2868, i32 0, i32 1
  %2870 = load i64, ptr %2869, align 8
  %2871 = add i64 %2870, %2867
  store i64 %2871, ptr %2869, align 8
  %2872 = load ptr, ptr %933, align 8
  %2873 = load i32, ptr %938, align 4
  store ptr %2872, ptr %351, align 8
  store i32 %2873, ptr %352, align 4
  %2874 = load ptr, ptr %351, align 8
  %2875 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2874, i32 0, i32 1
  %2876 = load i64, ptr %2875, align 8
  %2877 = and i64 %2876, 255
  store i64 %2877, ptr %353, align 8
  %2878 = load i64, ptr %353, align 8
  %2879 = lshr i64 %2878, 3
  store i64 %2879, ptr %354, align 8
  %2880 = load ptr, ptr %351, align 8
  %2881 = load i64, ptr %2880, align 8
  %2882 = load i64, ptr %353, align 8
  %2883 = sub i64 64, %2882
  %2884 = lshr i64 %2881, %2883
  store i64 %2884, ptr %355, align 8
  %2885 = load ptr, ptr %351, align 8
  %2886 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2885, i32 0, i32 1
  %2887 = load i64, ptr %2886, align 8
  %2888 = and i64 %2887, 7
  store i64 %2888, ptr %2886, align 8
  %2889 = load ptr, ptr %351, align 8
  %2890 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2889, i32 0, i32 3
  %2891 = load ptr, ptr %2890, align 8
  %2892 = load i64, ptr %355, align 8
  call void @MEM_writeLEST(ptr noundef %2891, i64 noundef %2892)
  %2893 = load i64, ptr %354, align 8
  %2894 = load ptr, ptr %351, align 8
  %2895 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2894, i32 0, i32 3
  %2896 = load ptr, ptr %2895, align 8
  %2897 = getelementptr inbounds i8, ptr %2896, i64 %2893
  store ptr %2897, ptr %2895, align 8
  %2898 = load i32, ptr %352, align 4
  %2899 = icmp ne i32 %2898, 0
  br i1 %2899, label %2914, label %2900

2900:                                             ; preds = %2832
  %2901 = load ptr, ptr %351, align 8
  %2902 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2901, i32 0, i32 3
  %2903 = load ptr, ptr %2902, align 8
  %2904 = load ptr, ptr %351, align 8
  %2905 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2904, i32 0, i32 4
  %2906 = load ptr, ptr %2905, align 8
  %2907 = icmp ugt ptr %2903, %2906
  br i1 %2907, label %2908, label %2914

2908:                                             ; preds = %2900
  %2909 = load ptr, ptr %351, align 8
  %2910 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2909, i32 0, i32 4
  %2911 = load ptr, ptr %2910, align 8
  %2912 = load ptr, ptr %351, align 8
  %2913 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2912, i32 0, i32 3
  store ptr %2911, ptr %2913, align 8
  br label %2914

2914:                                             ; preds = %2832, %2900, %2908
  %2915 = load i32, ptr %937, align 4
  %2916 = mul nsw i32 2, %2915
  %2917 = load i32, ptr %940, align 4
  %2918 = sub nsw i32 %2917, %2916
  store i32 %2918, ptr %940, align 4
  br label %2570, !llvm.loop !48

2919:                                             ; preds = %2570
  br label %3548

2920:                                             ; preds = %1662
  br label %2921

2921:                                             ; preds = %2920, %1662
  %2922 = load ptr, ptr %975, align 8
  %2923 = load i64, ptr %970, align 8
  %2924 = load ptr, ptr %974, align 8
  store ptr %978, ptr %922, align 8
  store ptr %2922, ptr %923, align 8
  store i64 %2923, ptr %924, align 8
  store ptr %2924, ptr %925, align 8
  store i32 3, ptr %926, align 4
  store i32 1, ptr %927, align 4
  store i32 1, ptr %928, align 4
  %2925 = load i64, ptr %924, align 8
  %2926 = trunc i64 %2925 to i32
  store i32 %2926, ptr %929, align 4
  %2927 = load i32, ptr %929, align 4
  %2928 = load i32, ptr %926, align 4
  %2929 = srem i32 %2927, %2928
  store i32 %2929, ptr %930, align 4
  %2930 = load i32, ptr %930, align 4
  %2931 = icmp sgt i32 %2930, 0
  br i1 %2931, label %2932, label %3033

2932:                                             ; preds = %2921
  br label %2933

2933:                                             ; preds = %2970, %2932
  %2934 = load i32, ptr %930, align 4
  %2935 = icmp sgt i32 %2934, 0
  br i1 %2935, label %2936, label %2989

2936:                                             ; preds = %2933
  %2937 = load ptr, ptr %922, align 8
  %2938 = load ptr, ptr %923, align 8
  %2939 = load i32, ptr %929, align 4
  %2940 = add nsw i32 %2939, -1
  store i32 %2940, ptr %929, align 4
  %2941 = sext i32 %2940 to i64
  %2942 = getelementptr inbounds i8, ptr %2938, i64 %2941
  %2943 = load i8, ptr %2942, align 1
  %2944 = zext i8 %2943 to i32
  %2945 = load ptr, ptr %925, align 8
  store ptr %2937, ptr %641, align 8
  store i32 %2944, ptr %642, align 4
  store ptr %2945, ptr %643, align 8
  store i32 0, ptr %644, align 4
  store i32 0, ptr %645, align 4
  %2946 = load ptr, ptr %641, align 8
  %2947 = load ptr, ptr %643, align 8
  %2948 = load i32, ptr %642, align 4
  %2949 = zext i32 %2948 to i64
  %2950 = getelementptr inbounds i64, ptr %2947, i64 %2949
  %2951 = load i64, ptr %2950, align 8
  %2952 = load i32, ptr %644, align 4
  %2953 = load i32, ptr %645, align 4
  store ptr %2946, ptr %174, align 8
  store i64 %2951, ptr %175, align 8
  store i32 %2952, ptr %176, align 4
  store i32 %2953, ptr %177, align 4
  %2954 = load i64, ptr %175, align 8
  %2955 = call i64 @HUF_getNbBits(i64 noundef %2954)
  %2956 = load ptr, ptr %174, align 8
  %2957 = load i32, ptr %176, align 4
  %2958 = sext i32 %2957 to i64
  %2959 = getelementptr inbounds [2 x i64], ptr %2956, i64 0, i64 %2958
  %2960 = load i64, ptr %2959, align 8
  %2961 = lshr i64 %2960, %2955
  store i64 %2961, ptr %2959, align 8
  %2962 = load i32, ptr %177, align 4
  %2963 = icmp ne i32 %2962, 0
  br i1 %2963, label %2964, label %2967

2964:                                             ; preds = %2936
  %2965 = load i64, ptr %175, align 8
  %2966 = call i64 @HUF_getValueFast(i64 noundef %2965)
  br label %2970

2967:                                             ; preds = %2936
  %2968 = load i64, ptr %175, align 8
  %2969 = call i64 @HUF_getValue(i64 noundef %2968)
  br label %2970

2970:                                             ; preds = %2964, %2967
  %2971 = phi i64 [ %2966, %2964 ], [ %2969, %2967 ]
  %2972 = load ptr, ptr %174, align 8
  %2973 = load i32, ptr %176, align 4
  %2974 = sext i32 %2973 to i64
  %2975 = getelementptr inbounds [2 x i64], ptr %2972, i64 0, i64 %2974
  %2976 = load i64, ptr %2975, align 8
  %2977 = or i64 %2976, %2971
  store i64 %2977, ptr %2975, align 8
  %2978 = load i64, ptr %175, align 8
  %2979 = call i64 @HUF_getNbBitsFast(i64 noundef %2978)
  %2980 = load ptr, ptr %174, align 8
  %2981 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2980, i32 0, i32 1
  %2982 = load i32, ptr %176, align 4
  %2983 = sext i32 %2982 to i64
  %2984 = getelementptr inbounds [2 x i64], ptr %2981, i64 0, i64 %2983
  %2985 = load i64, ptr %2984, align 8
  %2986 = add i64 %2985, %2979
  store i64 %2986, ptr %2984, align 8
  %2987 = load i32, ptr %930, align 4
  %2988 = add nsw i32 %2987, -1
  store i32 %2988, ptr %930, align 4
  br label %2933, !llvm.loop !44

2989:                                             ; preds = %2933
  %2990 = load ptr, ptr %922, align 8
  %2991 = load i32, ptr %927, align 4
  store ptr %2990, ptr %381, align 8
  store i32 %2991, ptr %382, align 4
  %2992 = load ptr, ptr %381, align 8
  %2993 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2992, i32 0, i32 1
  %2994 = load i64, ptr %2993, align 8
  %2995 = and i64 %2994, 255
  store i64 %2995, ptr %383, align 8
  %2996 = load i64, ptr %383, align 8
  %2997 = lshr i64 %2996, 3
  store i64 %2997, ptr %384, align 8
  %2998 = load ptr, ptr %381, align 8
  %2999 = load i64, ptr %2998, align 8
  %3000 = load i64, ptr %383, align 8
  %3001 = sub i64 64, %3000
  %3002 = lshr i64 %2999, %3001
  store i64 %3002, ptr %385, align 8
  %3003 = load ptr, ptr %381, align 8
  %3004 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3003, i32 0, i32 1
  %3005 = load i64, ptr %3004, align 8
  %3006 = and i64 %3005, 7
  store i64 %3006, ptr %3004, align 8
  %3007 = load ptr, ptr %381, align 8
  %3008 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3007, i32 0, i32 3
  %3009 = load ptr, ptr %3008, align 8
  %3010 = load i64, ptr %385, align 8
  call void @MEM_writeLEST(ptr noundef %3009, i64 noundef %3010)
  %3011 = load i64, ptr %384, align 8
  %3012 = load ptr, ptr %381, align 8
  %3013 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3012, i32 0, i32 3
  %3014 = load ptr, ptr %3013, align 8
  %3015 = getelementptr inbounds i8, ptr %3014, i64 %3011
  store ptr %3015, ptr %3013, align 8
  %3016 = load i32, ptr %382, align 4
  %3017 = icmp ne i32 %3016, 0
  br i1 %3017, label %3032, label %3018

3018:                                             ; preds = %2989
  %3019 = load ptr, ptr %381, align 8
  %3020 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3019, i32 0, i32 3
  %3021 = load ptr, ptr %3020, align 8
  %3022 = load ptr, ptr %381, align 8
  %3023 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3022, i32 0, i32 4
  %3024 = load ptr, ptr %3023, align 8
  %3025 = icmp ugt ptr %3021, %3024
  br i1 %3025, label %3026, label %3032

3026:                                             ; preds = %3018
  %3027 = load ptr, ptr %381, align 8
  %3028 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3027, i32 0, i32 4
  %3029 = load ptr, ptr %3028, align 8
  %3030 = load ptr, ptr %381, align 8
  %3031 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3030, i32 0, i32 3
  store ptr %3029, ptr %3031, align 8
  br label %3032

3032:                                             ; preds = %2989, %3018, %3026
  br label %3033

3033:                                             ; preds = %3032, %2921
  %3034 = load i32, ptr %929, align 4
  %3035 = load i32, ptr %926, align 4
  %3036 = mul nsw i32 2, %3035
  %3037 = srem i32 %3034, %3036
  %3038 = icmp ne i32 %3037, 0
  br i1 %3038, label %3039, label %3197

3039:                                             ; preds = %3033
  store i32 1, ptr %931, align 4
  br label %3040

3040:                                             ; preds = %3079, %3039
  %3041 = load i32, ptr %931, align 4
  %3042 = load i32, ptr %926, align 4
  %3043 = icmp slt i32 %3041, %3042
  br i1 %3043, label %3044, label %3098

3044:                                             ; preds = %3040
  %3045 = load ptr, ptr %922, align 8
  %3046 = load ptr, ptr %923, align 8
  %3047 = load i32, ptr %929, align 4
  %3048 = load i32, ptr %931, align 4
  %3049 = sub nsw i32 %3047, %3048
  %3050 = sext i32 %3049 to i64
  %3051 = getelementptr inbounds i8, ptr %3046, i64 %3050
  %3052 = load i8, ptr %3051, align 1
  %3053 = zext i8 %3052 to i32
  %3054 = load ptr, ptr %925, align 8
  store ptr %3045, ptr %636, align 8
  store i32 %3053, ptr %637, align 4
  store ptr %3054, ptr %638, align 8
  store i32 0, ptr %639, align 4
  store i32 1, ptr %640, align 4
  %3055 = load ptr, ptr %636, align 8
  %3056 = load ptr, ptr %638, align 8
  %3057 = load i32, ptr %637, align 4
  %3058 = zext i32 %3057 to i64
  %3059 = getelementptr inbounds i64, ptr %3056, i64 %3058
  %3060 = load i64, ptr %3059, align 8
  %3061 = load i32, ptr %639, align 4
  %3062 = load i32, ptr %640, align 4
  store ptr %3055, ptr %178, align 8
  store i64 %3060, ptr %179, align 8
  store i32 %3061, ptr %180, align 4
  store i32 %3062, ptr %181, align 4
  %3063 = load i64, ptr %179, align 8
  %3064 = call i64 @HUF_getNbBits(i64 noundef %3063)
  %3065 = load ptr, ptr %178, align 8
  %3066 = load i32, ptr %180, align 4
  %3067 = sext i32 %3066 to i64
  %3068 = getelementptr inbounds [2 x i64], ptr %3065, i64 0, i64 %3067
  %3069 = load i64, ptr %3068, align 8
  %3070 = lshr i64 %3069, %3064
  store i64 %3070, ptr %3068, align 8
  %3071 = load i32, ptr %181, align 4
  %3072 = icmp ne i32 %3071, 0
  br i1 %3072, label %3073, label %3076

3073:                                             ; preds = %3044
  %3074 = load i64, ptr %179, align 8
  %3075 = call i64 @HUF_getValueFast(i64 noundef %3074)
  br label %3079

3076:                                             ; preds = %3044
  %3077 = load i64, ptr %179, align 8
  %3078 = call i64 @HUF_getValue(i64 noundef %3077)
  br label %3079

3079:                                             ; preds = %3073, %3076
  %3080 = phi i64 [ %3075, %3073 ], [ %3078, %3076 ]
  %3081 = load ptr, ptr %178, align 8
  %3082 = load i32, ptr %180, align 4
  %3083 = sext i32 %3082 to i64
  %3084 = getelementptr inbounds [2 x i64], ptr %3081, i64 0, i64 %3083
  %3085 = load i64, ptr %3084, align 8
  %3086 = or i64 %3085, %3080
  store i64 %3086, ptr %3084, align 8
  %3087 = load i64, ptr %179, align 8
  %3088 = call i64 @HUF_getNbBitsFast(i64 noundef %3087)
  %3089 = load ptr, ptr %178, align 8
  %3090 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3089, i32 0, i32 1
  %3091 = load i32, ptr %180, align 4
  %3092 = sext i32 %3091 to i64
  %3093 = getelementptr inbounds [2 x i64], ptr %3090, i64 0, i64 %3092
  %3094 = load i64, ptr %3093, align 8
  %3095 = add i64 %3094, %3088
  store i64 %3095, ptr %3093, align 8
  %3096 = load i32, ptr %931, align 4
  %3097 = add nsw i32 %3096, 1
  store i32 %3097, ptr %931, align 4
  br label %3040, !llvm.loop !45

3098:                                             ; preds = %3040
  %3099 = load ptr, ptr %922, align 8
  %3100 = load ptr, ptr %923, align 8
  %3101 = load i32, ptr %929, align 4
  %3102 = load i32, ptr %926, align 4
  %3103 = sub nsw i32 %3101, %3102
  %3104 = sext i32 %3103 to i64
  %3105 = getelementptr inbounds i8, ptr %3100, i64 %3104
  %3106 = load i8, ptr %3105, align 1
  %3107 = zext i8 %3106 to i32
  %3108 = load ptr, ptr %925, align 8
  %3109 = load i32, ptr %928, align 4
  store ptr %3099, ptr %631, align 8
  store i32 %3107, ptr %632, align 4
  store ptr %3108, ptr %633, align 8
  store i32 0, ptr %634, align 4
  store i32 %3109, ptr %635, align 4
  %3110 = load ptr, ptr %631, align 8
  %3111 = load ptr, ptr %633, align 8
  %3112 = load i32, ptr %632, align 4
  %3113 = zext i32 %3112 to i64
  %3114 = getelementptr inbounds i64, ptr %3111, i64 %3113
  %3115 = load i64, ptr %3114, align 8
  %3116 = load i32, ptr %634, align 4
  %3117 = load i32, ptr %635, align 4
  store ptr %3110, ptr %182, align 8
  store i64 %3115, ptr %183, align 8
  store i32 %3116, ptr %184, align 4
  store i32 %3117, ptr %185, align 4
  %3118 = load i64, ptr %183, align 8
  %3119 = call i64 @HUF_getNbBits(i64 noundef %3118)
  %3120 = load ptr, ptr %182, align 8
  %3121 = load i32, ptr %184, align 4
  %3122 = sext i32 %3121 to i64
  %3123 = getelementptr inbounds [2 x i64], ptr %3120, i64 0, i64 %3122
  %3124 = load i64, ptr %3123, align 8
  %3125 = lshr i64 %3124, %3119
  store i64 %3125, ptr %3123, align 8
  %3126 = load i32, ptr %185, align 4
  %3127 = icmp ne i32 %3126, 0
  br i1 %3127, label %3128, label %3131

3128:                                             ; preds = %3098
  %3129 = load i64, ptr %183, align 8
  %3130 = call i64 @HUF_getValueFast(i64 noundef %3129)
  br label %3134

3131:                                             ; preds = %3098
  %3132 = load i64, ptr %183, align 8
  %3133 = call i64 @HUF_getValue(i64 noundef %3132)
  br label %3134

3134:                                             ; preds = %3128, %3131
  %3135 = phi i64 [ %3130, %3128 ], [ %3133, %3131 ]
  %3136 = load ptr, ptr %182, align 8
  %3137 = load i32, ptr %184, align 4
  %3138 = sext i32 %3137 to i64
  %3139 = getelementptr inbounds [2 x i64], ptr %3136, i64 0, i64 %3138
  %3140 = load i64, ptr %3139, align 8
  %3141 = or i64 %3140, %3135
  store i64 %3141, ptr %3139, align 8
  %3142 = load i64, ptr %183, align 8
  %3143 = call i64 @HUF_getNbBitsFast(i64 noundef %3142)
  %3144 = load ptr, ptr %182, align 8
  %3145 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3144, i32 0, i32 1
  %3146 = load i32, ptr %184, align 4
  %3147 = sext i32 %3146 to i64
  %3148 = getelementptr inbounds [2 x i64], ptr %3145, i64 0, i64 %3147
  %3149 = load i64, ptr %3148, align 8
  %3150 = add i64 %3149, %3143
  store i64 %3150, ptr %3148, align 8
  %3151 = load ptr, ptr %922, align 8
  %3152 = load i32, ptr %927, align 4
  store ptr %3151, ptr %376, align 8
  store i32 %3152, ptr %377, align 4
  %3153 = load ptr, ptr %376, align 8
  %3154 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3153, i32 0, i32 1
  %3155 = load i64, ptr %3154, align 8
  %3156 = and i64 %3155, 255
  store i64 %3156, ptr %378, align 8
  %3157 = load i64, ptr %378, align 8
  %3158 = lshr i64 %3157, 3
  store i64 %3158, ptr %379, align 8
  %3159 = load ptr, ptr %376, align 8
  %3160 = load i64, ptr %3159, align 8
  %3161 = load i64, ptr %378, align 8
  %3162 = sub i64 64, %3161
  %3163 = lshr i64 %3160, %3162
  store i64 %3163, ptr %380, align 8
  %3164 = load ptr, ptr %376, align 8
  %3165 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3164, i32 0, i32 1
  %3166 = load i64, ptr %3165, align 8
  %3167 = and i64 %3166, 7
  store i64 %3167, ptr %3165, align 8
  %3168 = load ptr, ptr %376, align 8
  %3169 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3168, i32 0, i32 3
  %3170 = load ptr, ptr %3169, align 8
  %3171 = load i64, ptr %380, align 8
  call void @MEM_writeLEST(ptr noundef %3170, i64 noundef %3171)
  %3172 = load i64, ptr %379, align 8
  %3173 = load ptr, ptr %376, align 8
  %3174 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3173, i32 0, i32 3
  %3175 = load ptr, ptr %3174, align 8
  %3176 = getelementptr inbounds i8, ptr %3175, i64 %3172
  store ptr %3176, ptr %3174, align 8
  %3177 = load i32, ptr %377, align 4
  %3178 = icmp ne i32 %3177, 0
  br i1 %3178, label %3193, label %3179

3179:                                             ; preds = %3134
  %3180 = load ptr, ptr %376, align 8
  %3181 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3180, i32 0, i32 3
  %3182 = load ptr, ptr %3181, align 8
  %3183 = load ptr, ptr %376, align 8
  %3184 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3183, i32 0, i32 4
  %3185 = load ptr, ptr %3184, align 8
  %3186 = icmp ugt ptr %3182, %3185
  br i1 %3186, label %3187, label %3193

3187:                                             ; preds = %3179
  %3188 = load ptr, ptr %376, align 8
  %3189 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3188, i32 0, i32 4
  %3190 = load ptr, ptr %3189, align 8
  %3191 = load ptr, ptr %376, align 8
  %3192 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3191, i32 0, i32 3
  store ptr %3190, ptr %3192, align 8
  br label %3193

3193:                                             ; preds = %3134, %3179, %3187
  %3194 = load i32, ptr %926, align 4
  %3195 = load i32, ptr %929, align 4
  %3196 = sub nsw i32 %3195, %3194
  store i32 %3196, ptr %929, align 4
  br label %3197

3197:                                             ; preds = %3193, %3033
  br label %3198

3198:                                             ; preds = %3542, %3197
  %3199 = load i32, ptr %929, align 4
  %3200 = icmp sgt i32 %3199, 0
  br i1 %3200, label %3201, label %3547

3201:                                             ; preds = %3198
  store i32 1, ptr %932, align 4
  br label %3202

3202:                                             ; preds = %3241, %3201
  %3203 = load i32, ptr %932, align 4
  %3204 = load i32, ptr %926, align 4
  %3205 = icmp slt i32 %3203, %3204
  br i1 %3205, label %3206, label %3260

3206:                                             ; preds = %3202
  %3207 = load ptr, ptr %922, align 8
  %3208 = load ptr, ptr %923, align 8
  %3209 = load i32, ptr %929, align 4
  %3210 = load i32, ptr %932, align 4
  %3211 = sub nsw i32 %3209, %3210
  %3212 = sext i32 %3211 to i64
  %3213 = getelementptr inbounds i8, ptr %3208, i64 %3212
  %3214 = load i8, ptr %3213, align 1
  %3215 = zext i8 %3214 to i32
  %3216 = load ptr, ptr %925, align 8
  store ptr %3207, ptr %626, align 8
  store i32 %3215, ptr %627, align 4
  store ptr %3216, ptr %628, align 8
  store i32 0, ptr %629, align 4
  store i32 1, ptr %630, align 4
  %3217 = load ptr, ptr %626, align 8
  %3218 = load ptr, ptr %628, align 8
  %3219 = load i32, ptr %627, align 4
  %3220 = zext i32 %3219 to i64
  %3221 = getelementptr inbounds i64, ptr %3218, i64 %3220
  %3222 = load i64, ptr %3221, align 8
  %3223 = load i32, ptr %629, align 4
  %3224 = load i32, ptr %630, align 4
  store ptr %3217, ptr %186, align 8
  store i64 %3222, ptr %187, align 8
  store i32 %3223, ptr %188, align 4
  store i32 %3224, ptr %189, align 4
  %3225 = load i64, ptr %187, align 8
  %3226 = call i64 @HUF_getNbBits(i64 noundef %3225)
  %3227 = load ptr, ptr %186, align 8
  %3228 = load i32, ptr %188, align 4
  %3229 = sext i32 %3228 to i64
  %3230 = getelementptr inbounds [2 x i64], ptr %3227, i64 0, i64 %3229
  %3231 = load i64, ptr %3230, align 8
  %3232 = lshr i64 %3231, %3226
  store i64 %3232, ptr %3230, align 8
  %3233 = load i32, ptr %189, align 4
  %3234 = icmp ne i32 %3233, 0
  br i1 %3234, label %3235, label %3238

3235:                                             ; preds = %3206
  %3236 = load i64, ptr %187, align 8
  %3237 = call i64 @HUF_getValueFast(i64 noundef %3236)
  br label %3241

3238:                                             ; preds = %3206
  %3239 = load i64, ptr %187, align 8
  %3240 = call i64 @HUF_getValue(i64 noundef %3239)
  br label %3241

3241:                                             ; preds = %3235, %3238
  %3242 = phi i64 [ %3237, %3235 ], [ %3240, %3238 ]
  %3243 = load ptr, ptr %186, align 8
  %3244 = load i32, ptr %188, align 4
  %3245 = sext i32 %3244 to i64
  %3246 = getelementptr inbounds [2 x i64], ptr %3243, i64 0, i64 %3245
  %3247 = load i64, ptr %3246, align 8
  %3248 = or i64 %3247, %3242
  store i64 %3248, ptr %3246, align 8
  %3249 = load i64, ptr %187, align 8
  %3250 = call i64 @HUF_getNbBitsFast(i64 noundef %3249)
  %3251 = load ptr, ptr %186, align 8
  %3252 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3251, i32 0, i32 1
  %3253 = load i32, ptr %188, align 4
  %3254 = sext i32 %3253 to i64
  %3255 = getelementptr inbounds [2 x i64], ptr %3252, i64 0, i64 %3254
  %3256 = load i64, ptr %3255, align 8
  %3257 = add i64 %3256, %3250
  store i64 %3257, ptr %3255, align 8
  %3258 = load i32, ptr %932, align 4
  %3259 = add nsw i32 %3258, 1
  store i32 %3259, ptr %932, align 4
  br label %3202, !llvm.loop !46

3260:                                             ; preds = %3202
  %3261 = load ptr, ptr %922, align 8
  %3262 = load ptr, ptr %923, align 8
  %3263 = load i32, ptr %929, align 4
  %3264 = load i32, ptr %926, align 4
  %3265 = sub nsw i32 %3263, %3264
  %3266 = sext i32 %3265 to i64
  %3267 = getelementptr inbounds i8, ptr %3262, i64 %3266
  %3268 = load i8, ptr %3267, align 1
  %3269 = zext i8 %3268 to i32
  %3270 = load ptr, ptr %925, align 8
  %3271 = load i32, ptr %928, align 4
  store ptr %3261, ptr %611, align 8
  store i32 %3269, ptr %612, align 4
  store ptr %3270, ptr %613, align 8
  store i32 0, ptr %614, align 4
  store i32 %3271, ptr %615, align 4
  %3272 = load ptr, ptr %611, align 8
  %3273 = load ptr, ptr %613, align 8
  %3274 = load i32, ptr %612, align 4
  %3275 = zext i32 %3274 to i64
  %3276 = getelementptr inbounds i64, ptr %3273, i64 %3275
  %3277 = load i64, ptr %3276, align 8
  %3278 = load i32, ptr %614, align 4
  %3279 = load i32, ptr %615, align 4
  store ptr %3272, ptr %198, align 8
  store i64 %3277, ptr %199, align 8
  store i32 %3278, ptr %200, align 4
  store i32 %3279, ptr %201, align 4
  %3280 = load i64, ptr %199, align 8
  %3281 = call i64 @HUF_getNbBits(i64 noundef %3280)
  %3282 = load ptr, ptr %198, align 8
  %3283 = load i32, ptr %200, align 4
  %3284 = sext i32 %3283 to i64
  %3285 = getelementptr inbounds [2 x i64], ptr %3282, i64 0, i64 %3284
  %3286 = load i64, ptr %3285, align 8
  %3287 = lshr i64 %3286, %3281
  store i64 %3287, ptr %3285, align 8
  %3288 = load i32, ptr %201, align 4
  %3289 = icmp ne i32 %3288, 0
  br i1 %3289, label %3290, label %3293

3290:                                             ; preds = %3260
  %3291 = load i64, ptr %199, align 8
  %3292 = call i64 @HUF_getValueFast(i64 noundef %3291)
  br label %3296

3293:                                             ; preds = %3260
  %3294 = load i64, ptr %199, align 8
  %3295 = call i64 @HUF_getValue(i64 noundef %3294)
  br label %3296

3296:                                             ; preds = %3290, %3293
  %3297 = phi i64 [ %3292, %3290 ], [ %3295, %3293 ]
  %3298 = load ptr, ptr %198, align 8
  %3299 = load i32, ptr %200, align 4
  %3300 = sext i32 %3299 to i64
  %3301 = getelementptr inbounds [2 x i64], ptr %3298, i64 0, i64 %3300
  %3302 = load i64, ptr %3301, align 8
  %3303 = or i64 %3302, %3297
  store i64 %3303, ptr %3301, align 8
  %3304 = load i64, ptr %199, align 8
  %3305 = call i64 @HUF_getNbBitsFast(i64 noundef %3304)
  %3306 = load ptr, ptr %198, align 8
  %3307 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3306, i32 0, i32 1
  %3308 = load i32, ptr %200, align 4
  %3309 = sext i32 %3308 to i64
  %3310 = getelementptr inbounds [2 x i64], ptr %3307, i64 0, i64 %3309
  %3311 = load i64, ptr %3310, align 8
  %3312 = add i64 %3311, %3305
  store i64 %3312, ptr %3310, align 8
  %3313 = load ptr, ptr %922, align 8
  %3314 = load i32, ptr %927, align 4
  store ptr %3313, ptr %366, align 8
  store i32 %3314, ptr %367, align 4
  %3315 = load ptr, ptr %366, align 8
  %3316 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3315, i32 0, i32 1
  %3317 = load i64, ptr %3316, align 8
  %3318 = and i64 %3317, 255
  store i64 %3318, ptr %368, align 8
  %3319 = load i64, ptr %368, align 8
  %3320 = lshr i64 %3319, 3
  store i64 %3320, ptr %369, align 8
  %3321 = load ptr, ptr %366, align 8
  %3322 = load i64, ptr %3321, align 8
  %3323 = load i64, ptr %368, align 8
  %3324 = sub i64 64, %3323
  %3325 = lshr i64 %3322, %3324
  store i64 %3325, ptr %370, align 8
  %3326 = load ptr, ptr %366, align 8
  %3327 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3326, i32 0, i32 1
  %3328 = load i64, ptr %3327, align 8
  %3329 = and i64 %3328, 7
  store i64 %3329, ptr %3327, align 8
  %3330 = load ptr, ptr %366, align 8
  %3331 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3330, i32 0, i32 3
  %3332 = load ptr, ptr %3331, align 8
  %3333 = load i64, ptr %370, align 8
  call void @MEM_writeLEST(ptr noundef %3332, i64 noundef %3333)
  %3334 = load i64, ptr %369, align 8
  %3335 = load ptr, ptr %366, align 8
  %3336 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3335, i32 0, i32 3
  %3337 = load ptr, ptr %3336, align 8
  %3338 = getelementptr inbounds i8, ptr %3337, i64 %3334
  store ptr %3338, ptr %3336, align 8
  %3339 = load i32, ptr %367, align 4
  %3340 = icmp ne i32 %3339, 0
  br i1 %3340, label %3355, label %3341

3341:                                             ; preds = %3296
  %3342 = load ptr, ptr %366, align 8
  %3343 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3342, i32 0, i32 3
  %3344 = load ptr, ptr %3343, align 8
  %3345 = load ptr, ptr %366, align 8
  %3346 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3345, i32 0, i32 4
  %3347 = load ptr, ptr %3346, align 8
  %3348 = icmp ugt ptr %3344, %3347
  br i1 %3348, label %3349, label %3355

3349:                                             ; preds = %3341
  %3350 = load ptr, ptr %366, align 8
  %3351 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3350, i32 0, i32 4
  %3352 = load ptr, ptr %3351, align 8
  %3353 = load ptr, ptr %366, align 8
  %3354 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3353, i32 0, i32 3
  store ptr %3352, ptr %3354, align 8
  br label %3355

3355:                                             ; preds = %3296, %3341, %3349
  %3356 = load ptr, ptr %922, align 8
  store ptr %3356, ptr %299, align 8
  %3357 = load ptr, ptr %299, align 8
  %3358 = getelementptr inbounds [2 x i64], ptr %3357, i64 0, i64 1
  store i64 0, ptr %3358, align 8
  %3359 = load ptr, ptr %299, align 8
  %3360 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3359, i32 0, i32 1
  %3361 = getelementptr inbounds [2 x i64], ptr %3360, i64 0, i64 1
  store i64 0, ptr %3361, align 8
  store i32 1, ptr %932, align 4
  br label %3362

3362:                                             ; preds = %3403, %3355
  %3363 = load i32, ptr %932, align 4
  %3364 = load i32, ptr %926, align 4
  %3365 = icmp slt i32 %3363, %3364
  br i1 %3365, label %3366, label %3422

3366:                                             ; preds = %3362
  %3367 = load ptr, ptr %922, align 8
  %3368 = load ptr, ptr %923, align 8
  %3369 = load i32, ptr %929, align 4
  %3370 = load i32, ptr %926, align 4
  %3371 = sub nsw i32 %3369, %3370
  %3372 = load i32, ptr %932, align 4
  %3373 = sub nsw i32 %3371, %3372
  %3374 = sext i32 %3373 to i64
  %3375 = getelementptr inbounds i8, ptr %3368, i64 %3374
  %3376 = load i8, ptr %3375, align 1
  %3377 = zext i8 %3376 to i32
  %3378 = load ptr, ptr %925, align 8
  store ptr %3367, ptr %621, align 8
  store i32 %3377, ptr %622, align 4
  store ptr %3378, ptr %623, align 8
  store i32 1, ptr %624, align 4
  store i32 1, ptr %625, align 4
  %3379 = load ptr, ptr %621, align 8
  %3380 = load ptr, ptr %623, align 8
  %3381 = load i32, ptr %622, align 4
  %3382 = zext i32 %3381 to i64
  %3383 = getelementptr inbounds i64, ptr %3380, i64 %3382
  %3384 = load i64, ptr %3383, align 8
  %3385 = load i32, ptr %624, align 4
  %3386 = load i32, ptr %625, align 4
  store ptr %3379, ptr %190, align 8
  store i64 %3384, ptr %191, align 8
  store i32 %3385, ptr %192, align 4
  store i32 %3386, ptr %193, align 4
  %3387 = load i64, ptr %191, align 8
  %3388 = call i64 @HUF_getNbBits(i64 noundef %3387)
  %3389 = load ptr, ptr %190, align 8
  %3390 = load i32, ptr %192, align 4
  %3391 = sext i32 %3390 to i64
  %3392 = getelementptr inbounds [2 x i64], ptr %3389, i64 0, i64 %3391
  %3393 = load i64, ptr %3392, align 8
  %3394 = lshr i64 %3393, %3388
  store i64 %3394, ptr %3392, align 8
  %3395 = load i32, ptr %193, align 4
  %3396 = icmp ne i32 %3395, 0
  br i1 %3396, label %3397, label %3400

3397:                                             ; preds = %3366
  %3398 = load i64, ptr %191, align 8
  %3399 = call i64 @HUF_getValueFast(i64 noundef %3398)
  br label %3403

3400:                                             ; preds = %3366
  %3401 = load i64, ptr %191, align 8
  %3402 = call i64 @HUF_getValue(i64 noundef %3401)
  br label %3403

3403:                                             ; preds = %3397, %3400
  %3404 = phi i64 [ %3399, %3397 ], [ %3402, %3400 ]
  %3405 = load ptr, ptr %190, align 8
  %3406 = load i32, ptr %192, align 4
  %3407 = sext i32 %3406 to i64
  %3408 = getelementptr inbounds [2 x i64], ptr %3405, i64 0, i64 %3407
  %3409 = load i64, ptr %3408, align 8
  %3410 = or i64 %3409, %3404
  store i64 %3410, ptr %3408, align 8
  %3411 = load i64, ptr %191, align 8
  %3412 = call i64 @HUF_getNbBitsFast(i64 noundef %3411)
  %3413 = load ptr, ptr %190, align 8
  %3414 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3413, i32 0, i32 1
  %3415 = load i32, ptr %192, align 4
  %3416 = sext i32 %3415 to i64
  %3417 = getelementptr inbounds [2 x i64], ptr %3414, i64 0, i64 %3416
  %3418 = load i64, ptr %3417, align 8
  %3419 = add i64 %3418, %3412
  store i64 %3419, ptr %3417, align 8
  %3420 = load i32, ptr %932, align 4
  %3421 = add nsw i32 %3420, 1
  store i32 %3421, ptr %932, align 4
  br label %3362, !llvm.loop !47

3422:                                             ; preds = %3362
  %3423 = load ptr, ptr %922, align 8
  %3424 = load ptr, ptr %923, align 8
  %3425 = load i32, ptr %929, align 4
  %3426 = load i32, ptr %926, align 4
  %3427 = sub nsw i32 %3425, %3426
  %3428 = load i32, ptr %926, align 4
  %3429 = sub nsw i32 %3427, %3428
  %3430 = sext i32 %3429 to i64
  %3431 = getelementptr inbounds i8, ptr %3424, i64 %3430
  %3432 = load i8, ptr %3431, align 1
  %3433 = zext i8 %3432 to i32
  %3434 = load ptr, ptr %925, align 8
  %3435 = load i32, ptr %928, align 4
  store ptr %3423, ptr %616, align 8
  store i32 %3433, ptr %617, align 4
  store ptr %3434, ptr %618, align 8
  store i32 1, ptr %619, align 4
  store i32 %3435, ptr %620, align 4
  %3436 = load ptr, ptr %616, align 8
  %3437 = load ptr, ptr %618, align 8
  %3438 = load i32, ptr %617, align 4
  %3439 = zext i32 %3438 to i64
  %3440 = getelementptr inbounds i64, ptr %3437, i64 %3439
  %3441 = load i64, ptr %3440, align 8
  %3442 = load i32, ptr %619, align 4
  %3443 = load i32, ptr %620, align 4
  store ptr %3436, ptr %194, align 8
  store i64 %3441, ptr %195, align 8
  store i32 %3442, ptr %196, align 4
  store i32 %3443, ptr %197, align 4
  %3444 = load i64, ptr %195, align 8
  %3445 = call i64 @HUF_getNbBits(i64 noundef %3444)
  %3446 = load ptr, ptr %194, align 8
  %3447 = load i32, ptr %196, align 4
  %3448 = sext i32 %3447 to i64
  %3449 = getelementptr inbounds [2 x i64], ptr %3446, i64 0, i64 %3448
  %3450 = load i64, ptr %3449, align 8
  %3451 = lshr i64 %3450, %3445
  store i64 %3451, ptr %3449, align 8
  %3452 = load i32, ptr %197, align 4
  %3453 = icmp ne i32 %3452, 0
  br i1 %3453, label %3454, label %3457

3454:                                             ; preds = %3422
  %3455 = load i64, ptr %195, align 8
  %3456 = call i64 @HUF_getValueFast(i64 noundef %3455)
  br label %3460

3457:                                             ; preds = %3422
  %3458 = load i64, ptr %195, align 8
  %3459 = call i64 @HUF_getValue(i64 noundef %3458)
  br label %3460

3460:                                             ; preds = %3454, %3457
  %3461 = phi i64 [ %3456, %3454 ], [ %3459, %3457 ]
  %3462 = load ptr, ptr %194, align 8
  %3463 = load i32, ptr %196, align 4
  %3464 = sext i32 %3463 to i64
  %3465 = getelementptr inbounds [2 x i64], ptr %3462, i64 0, i64 %3464
  %3466 = load i64, ptr %3465, align 8
  %3467 = or i64 %3466, %3461
  store i64 %3467, ptr %3465, align 8
  %3468 = load i64, ptr %195, align 8
  %3469 = call i64 @HUF_getNbBitsFast(i64 noundef %3468)
  %3470 = load ptr, ptr %194, align 8
  %3471 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3470, i32 0, i32 1
  %3472 = load i32, ptr %196, align 4
  %3473 = sext i32 %3472 to i64
  %3474 = getelementptr inbounds [2 x i64], ptr %3471, i64 0, i64 %3473
  %3475 = load i64, ptr %3474, align 8
  %3476 = add i64 %3475, %3469
  store i64 %3476, ptr %3474, align 8
  %3477 = load ptr, ptr %922, align 8
  store ptr %3477, ptr %289, align 8
  %3478 = load ptr, ptr %289, align 8
  %3479 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3478, i32 0, i32 1
  %3480 = getelementptr inbounds [2 x i64], ptr %3479, i64 0, i64 1
  %3481 = load i64, ptr %3480, align 8
  %3482 = and i64 %3481, 255
  %3483 = load ptr, ptr %289, align 8
  %3484 = load i64, ptr %3483, align 8
  %3485 = lshr i64 %3484, %3482
  store i64 %3485, ptr %3483, align 8
  %3486 = load ptr, ptr %289, align 8
  %3487 = getelementptr inbounds [2 x i64], ptr %3486, i64 0, i64 1
  %3488 = load i64, ptr %3487, align 8
  %3489 = load ptr, ptr %289, align 8
  %3490 = load i64, ptr %3489, align 8
  %3491 = or i64 %3490, %3488
  store i64 %3491, ptr %3489, align 8
  %3492 = load ptr, ptr %289, align 8
  %3493 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3492, i32 0, i32 1
  %3494 = getelementptr inbounds [2 x i64], ptr %3493, i64 0, i64 1
  %3495 = load i64, ptr %3494, align 8
  %3496 = load ptr, ptr %289, align 8
  %3497 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3496, i32 0, i32 1
  %3498 = load i64, ptr %3497, align 8
  %3499 = add i64 %3498, %3495
  store i64 %3499, ptr %3497, align 8
  %3500 = load ptr, ptr %922, align 8
  %3501 = load i32, ptr %927, align 4
  store ptr %3500, ptr %371, align 8
  store i32 %3501, ptr %372, align 4
  %3502 = load ptr, ptr %371, align 8
  %3503 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3502, i32 0, i32 1
  %3504 = load i64, ptr %3503, align 8
  %3505 = and i64 %3504, 255
  store i64 %3505, ptr %373, align 8
  %3506 = load i64, ptr %373, align 8
  %3507 = lshr i64 %3506, 3
  store i64 %3507, ptr %374, align 8
  %3508 = load ptr, ptr %371, align 8
  %3509 = load i64, ptr %3508, align 8
  %3510 = load i64, ptr %373, align 8
  %3511 = sub i64 64, %3510
  %3512 = lshr i64 %3509, %3511
  store i64 %3512, ptr %375, align 8
  %3513 = load ptr, ptr %371, align 8
  %3514 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3513, i32 0, i32 1
  %3515 = load i64, ptr %3514, align 8
  %3516 = and i64 %3515, 7
  store i64 %3516, ptr %3514, align 8
  %3517 = load ptr, ptr %371, align 8
  %3518 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3517, i32 0, i32 3
  %3519 = load ptr, ptr %3518, align 8
  %3520 = load i64, ptr %375, align 8
  call void @MEM_writeLEST(ptr noundef %3519, i64 noundef %3520)
  %3521 = load i64, ptr %374, align 8
  %3522 = load ptr, ptr %371, align 8
  %3523 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3522, i32 0, i32 3
  %3524 = load ptr, ptr %3523, align 8
  %3525 = getelementptr inbounds i8, ptr %3524, i64 %3521
  store ptr %3525, ptr %3523, align 8
  %3526 = load i32, ptr %372, align 4
  %3527 = icmp ne i32 %3526, 0
  br i1 %3527, label %3542, label %3528

3528:                                             ; preds = %3460
  %3529 = load ptr, ptr %371, align 8
  %3530 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3529, i32 0, i32 3
  %3531 = load ptr, ptr %3530, align 8
  %3532 = load ptr, ptr %371, align 8
  %3533 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3532, i32 0, i32 4
  %3534 = load ptr, ptr %3533, align 8
  %3535 = icmp ugt ptr %3531, %3534
  br i1 %3535, label %3536, label %3542

3536:                                             ; preds = %3528
  %3537 = load ptr, ptr %371, align 8
  %3538 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3537, i32 0, i32 4
  %3539 = load ptr, ptr %3538, align 8
  %3540 = load ptr, ptr %371, align 8
  %3541 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3540, i32 0, i32 3
  store ptr %3539, ptr %3541, align 8
  br label %3542

3542:                                             ; preds = %3460, %3528, %3536
  %3543 = load i32, ptr %926, align 4
  %3544 = mul nsw i32 2, %3543
  %3545 = load i32, ptr %929, align 4
  %3546 = sub nsw i32 %3545, %3544
  store i32 %3546, ptr %929, align 4
  br label %3198, !llvm.loop !48

3547:                                             ; preds = %3198
  br label %3548

3548:                                             ; preds = %3547, %2919, %2290
  br label %7315

3549:                                             ; preds = %1659
  %3550 = load i32, ptr %972, align 4
  switch i32 %3550, label %6687 [
    i32 11, label %3551
    i32 10, label %4178
    i32 9, label %4805
    i32 8, label %5432
    i32 7, label %6059
    i32 6, label %6686
  ]

3551:                                             ; preds = %3549
  %3552 = load ptr, ptr %975, align 8
  %3553 = load i64, ptr %970, align 8
  %3554 = load ptr, ptr %974, align 8
  store ptr %978, ptr %911, align 8
  store ptr %3552, ptr %912, align 8
  store i64 %3553, ptr %913, align 8
  store ptr %3554, ptr %914, align 8
  store i32 5, ptr %915, align 4
  store i32 1, ptr %916, align 4
  store i32 0, ptr %917, align 4
  %3555 = load i64, ptr %913, align 8
  %3556 = trunc i64 %3555 to i32
  store i32 %3556, ptr %918, align 4
  %3557 = load i32, ptr %918, align 4
  %3558 = load i32, ptr %915, align 4
  %3559 = srem i32 %3557, %3558
  store i32 %3559, ptr %919, align 4
  %3560 = load i32, ptr %919, align 4
  %3561 = icmp sgt i32 %3560, 0
  br i1 %3561, label %3562, label %3663

3562:                                             ; preds = %3551
  br label %3563

3563:                                             ; preds = %3600, %3562
  %3564 = load i32, ptr %919, align 4
  %3565 = icmp sgt i32 %3564, 0
  br i1 %3565, label %3566, label %3619

3566:                                             ; preds = %3563
  %3567 = load ptr, ptr %911, align 8
  %3568 = load ptr, ptr %912, align 8
  %3569 = load i32, ptr %918, align 4
  %3570 = add nsw i32 %3569, -1
  store i32 %3570, ptr %918, align 4
  %3571 = sext i32 %3570 to i64
  %3572 = getelementptr inbounds i8, ptr %3568, i64 %3571
  %3573 = load i8, ptr %3572, align 1
  %3574 = zext i8 %3573 to i32
  %3575 = load ptr, ptr %914, align 8
  store ptr %3567, ptr %676, align 8
  store i32 %3574, ptr %677, align 4
  store ptr %3575, ptr %678, align 8
  store i32 0, ptr %679, align 4
  store i32 0, ptr %680, align 4
  %3576 = load ptr, ptr %676, align 8
  %3577 = load ptr, ptr %678, align 8
  %3578 = load i32, ptr %677, align 4
  %3579 = zext i32 %3578 to i64
  %3580 = getelementptr inbounds i64, ptr %3577, i64 %3579
  %3581 = load i64, ptr %3580, align 8
  %3582 = load i32, ptr %679, align 4
  %3583 = load i32, ptr %680, align 4
  store ptr %3576, ptr %146, align 8
  store i64 %3581, ptr %147, align 8
  store i32 %3582, ptr %148, align 4
  store i32 %3583, ptr %149, align 4
  %3584 = load i64, ptr %147, align 8
  %3585 = call i64 @HUF_getNbBits(i64 noundef %3584)
  %3586 = load ptr, ptr %146, align 8
  %3587 = load i32, ptr %148, align 4
  %3588 = sext i32 %3587 to i64
  %3589 = getelementptr inbounds [2 x i64], ptr %3586, i64 0, i64 %3588
  %3590 = load i64, ptr %3589, align 8
  %3591 = lshr i64 %3590, %3585
  store i64 %3591, ptr %3589, align 8
  %3592 = load i32, ptr %149, align 4
  %3593 = icmp ne i32 %3592, 0
  br i1 %3593, label %3594, label %3597

3594:                                             ; preds = %3566
  %3595 = load i64, ptr %147, align 8
  %3596 = call i64 @HUF_getValueFast(i64 noundef %3595)
  br label %3600

3597:                                             ; preds = %3566
  %3598 = load i64, ptr %147, align 8
  %3599 = call i64 @HUF_getValue(i64 noundef %3598)
  br label %3600

3600:                                             ; preds = %3594, %3597
  %3601 = phi i64 [ %3596, %3594 ], [ %3599, %3597 ]
  %3602 = load ptr, ptr %146, align 8
  %3603 = load i32, ptr %148, align 4
  %3604 = sext i32 %3603 to i64
  %3605 = getelementptr inbounds [2 x i64], ptr %3602, i64 0, i64 %3604
  %3606 = load i64, ptr %3605, align 8
  %3607 = or i64 %3606, %3601
  store i64 %3607, ptr %3605, align 8
  %3608 = load i64, ptr %147, align 8
  %3609 = call i64 @HUF_getNbBitsFast(i64 noundef %3608)
  %3610 = load ptr, ptr %146, align 8
  %3611 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3610, i32 0, i32 1
  %3612 = load i32, ptr %148, align 4
  %3613 = sext i32 %3612 to i64
  %3614 = getelementptr inbounds [2 x i64], ptr %3611, i64 0, i64 %3613
  %3615 = load i64, ptr %3614, align 8
  %3616 = add i64 %3615, %3609
  store i64 %3616, ptr %3614, align 8
  %3617 = load i32, ptr %919, align 4
  %3618 = add nsw i32 %3617, -1
  store i32 %3618, ptr %919, align 4
  br label %3563, !llvm.loop !44

3619:                                             ; preds = %3563
  %3620 = load ptr, ptr %911, align 8
  %3621 = load i32, ptr %916, align 4
  store ptr %3620, ptr %401, align 8
  store i32 %3621, ptr %402, align 4
  %3622 = load ptr, ptr %401, align 8
  %3623 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3622, i32 0, i32 1
  %3624 = load i64, ptr %3623, align 8
  %3625 = and i64 %3624, 255
  store i64 %3625, ptr %403, align 8
  %3626 = load i64, ptr %403, align 8
  %3627 = lshr i64 %3626, 3
  store i64 %3627, ptr %404, align 8
  %3628 = load ptr, ptr %401, align 8
  %3629 = load i64, ptr %3628, align 8
  %3630 = load i64, ptr %403, align 8
  %3631 = sub i64 64, %3630
  %3632 = lshr i64 %3629, %3631
  store i64 %3632, ptr %405, align 8
  %3633 = load ptr, ptr %401, align 8
  %3634 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3633, i32 0, i32 1
  %3635 = load i64, ptr %3634, align 8
  %3636 = and i64 %3635, 7
  store i64 %3636, ptr %3634, align 8
  %3637 = load ptr, ptr %401, align 8
  %3638 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3637, i32 0, i32 3
  %3639 = load ptr, ptr %3638, align 8
  %3640 = load i64, ptr %405, align 8
  call void @MEM_writeLEST(ptr noundef %3639, i64 noundef %3640)
  %3641 = load i64, ptr %404, align 8
  %3642 = load ptr, ptr %401, align 8
  %3643 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3642, i32 0, i32 3
  %3644 = load ptr, ptr %3643, align 8
  %3645 = getelementptr inbounds i8, ptr %3644, i64 %3641
  store ptr %3645, ptr %3643, align 8
  %3646 = load i32, ptr %402, align 4
  %3647 = icmp ne i32 %3646, 0
  br i1 %3647, label %3662, label %3648

3648:                                             ; preds = %3619
  %3649 = load ptr, ptr %401, align 8
  %3650 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3649, i32 0, i32 3
  %3651 = load ptr, ptr %3650, align 8
  %3652 = load ptr, ptr %401, align 8
  %3653 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3652, i32 0, i32 4
  %3654 = load ptr, ptr %3653, align 8
  %3655 = icmp ugt ptr %3651, %3654
  br i1 %3655, label %3656, label %3662

3656:                                             ; preds = %3648
  %3657 = load ptr, ptr %401, align 8
  %3658 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3657, i32 0, i32 4
  %3659 = load ptr, ptr %3658, align 8
  %3660 = load ptr, ptr %401, align 8
  %3661 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3660, i32 0, i32 3
  store ptr %3659, ptr %3661, align 8
  br label %3662

3662:                                             ; preds = %3619, %3648, %3656
  br label %3663

3663:                                             ; preds = %3662, %3551
  %3664 = load i32, ptr %918, align 4
  %3665 = load i32, ptr %915, align 4
  %3666 = mul nsw i32 2, %3665
  %3667 = srem i32 %3664, %3666
  %3668 = icmp ne i32 %3667, 0
  br i1 %3668, label %3669, label %3827

3669:                                             ; preds = %3663
  store i32 1, ptr %920, align 4
  br label %3670

3670:                                             ; preds = %3709, %3669
  %3671 = load i32, ptr %920, align 4
  %3672 = load i32, ptr %915, align 4
  %3673 = icmp slt i32 %3671, %3672
  br i1 %3673, label %3674, label %3728

3674:                                             ; preds = %3670
  %3675 = load ptr, ptr %911, align 8
  %3676 = load ptr, ptr %912, align 8
  %3677 = load i32, ptr %918, align 4
  %3678 = load i32, ptr %920, align 4
  %3679 = sub nsw i32 %3677, %3678
  %3680 = sext i32 %3679 to i64
  %3681 = getelementptr inbounds i8, ptr %3676, i64 %3680
  %3682 = load i8, ptr %3681, align 1
  %3683 = zext i8 %3682 to i32
  %3684 = load ptr, ptr %914, align 8
  store ptr %3675, ptr %671, align 8
  store i32 %3683, ptr %672, align 4
  store ptr %3684, ptr %673, align 8
  store i32 0, ptr %674, align 4
  store i32 1, ptr %675, align 4
  %3685 = load ptr, ptr %671, align 8
  %3686 = load ptr, ptr %673, align 8
  %3687 = load i32, ptr %672, align 4
  %3688 = zext i32 %3687 to i64
  %3689 = getelementptr inbounds i64, ptr %3686, i64 %3688
  %3690 = load i64, ptr %3689, align 8
  %3691 = load i32, ptr %674, align 4
  %3692 = load i32, ptr %675, align 4
  store ptr %3685, ptr %150, align 8
  store i64 %3690, ptr %151, align 8
  store i32 %3691, ptr %152, align 4
  store i32 %3692, ptr %153, align 4
  %3693 = load i64, ptr %151, align 8
  %3694 = call i64 @HUF_getNbBits(i64 noundef %3693)
  %3695 = load ptr, ptr %150, align 8
  %3696 = load i32, ptr %152, align 4
  %3697 = sext i32 %3696 to i64
  %3698 = getelementptr inbounds [2 x i64], ptr %3695, i64 0, i64 %3697
  %3699 = load i64, ptr %3698, align 8
  %3700 = lshr i64 %3699, %3694
  store i64 %3700, ptr %3698, align 8
  %3701 = load i32, ptr %153, align 4
  %3702 = icmp ne i32 %3701, 0
  br i1 %3702, label %3703, label %3706

3703:                                             ; preds = %3674
  %3704 = load i64, ptr %151, align 8
  %3705 = call i64 @HUF_getValueFast(i64 noundef %3704)
  br label %3709

3706:                                             ; preds = %3674
  %3707 = load i64, ptr %151, align 8
  %3708 = call i64 @HUF_getValue(i64 noundef %3707)
  br label %3709

3709:                                             ; preds = %3703, %3706
  %3710 = phi i64 [ %3705, %3703 ], [ %3708, %3706 ]
  %3711 = load ptr, ptr %150, align 8
  %3712 = load i32, ptr %152, align 4
  %3713 = sext i32 %3712 to i64
  %3714 = getelementptr inbounds [2 x i64], ptr %3711, i64 0, i64 %3713
  %3715 = load i64, ptr %3714, align 8
  %3716 = or i64 %3715, %3710
  store i64 %3716, ptr %3714, align 8
  %3717 = load i64, ptr %151, align 8
  %3718 = call i64 @HUF_getNbBitsFast(i64 noundef %3717)
  %3719 = load ptr, ptr %150, align 8
  %3720 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3719, i32 0, i32 1
  %3721 = load i32, ptr %152, align 4
  %3722 = sext i32 %3721 to i64
  %3723 = getelementptr inbounds [2 x i64], ptr %3720, i64 0, i64 %3722
  %3724 = load i64, ptr %3723, align 8
  %3725 = add i64 %3724, %3718
  store i64 %3725, ptr %3723, align 8
  %3726 = load i32, ptr %920, align 4
  %3727 = add nsw i32 %3726, 1
  store i32 %3727, ptr %920, align 4
  br label %3670, !llvm.loop !45

3728:                                             ; preds = %3670
  %3729 = load ptr, ptr %911, align 8
  %3730 = load ptr, ptr %912, align 8
  %3731 = load i32, ptr %918, align 4
  %3732 = load i32, ptr %915, align 4
  %3733 = sub nsw i32 %3731, %3732
  %3734 = sext i32 %3733 to i64
  %3735 = getelementptr inbounds i8, ptr %3730, i64 %3734
  %3736 = load i8, ptr %3735, align 1
  %3737 = zext i8 %3736 to i32
  %3738 = load ptr, ptr %914, align 8
  %3739 = load i32, ptr %917, align 4
  store ptr %3729, ptr %666, align 8
  store i32 %3737, ptr %667, align 4
  store ptr %3738, ptr %668, align 8
  store i32 0, ptr %669, align 4
  store i32 %3739, ptr %670, align 4
  %3740 = load ptr, ptr %666, align 8
  %3741 = load ptr, ptr %668, align 8
  %3742 = load i32, ptr %667, align 4
  %3743 = zext i32 %3742 to i64
  %3744 = getelementptr inbounds i64, ptr %3741, i64 %3743
  %3745 = load i64, ptr %3744, align 8
  %3746 = load i32, ptr %669, align 4
  %3747 = load i32, ptr %670, align 4
  store ptr %3740, ptr %154, align 8
  store i64 %3745, ptr %155, align 8
  store i32 %3746, ptr %156, align 4
  store i32 %3747, ptr %157, align 4
  %3748 = load i64, ptr %155, align 8
  %3749 = call i64 @HUF_getNbBits(i64 noundef %3748)
  %3750 = load ptr, ptr %154, align 8
  %3751 = load i32, ptr %156, align 4
  %3752 = sext i32 %3751 to i64
  %3753 = getelementptr inbounds [2 x i64], ptr %3750, i64 0, i64 %3752
  %3754 = load i64, ptr %3753, align 8
  %3755 = lshr i64 %3754, %3749
  store i64 %3755, ptr %3753, align 8
  %3756 = load i32, ptr %157, align 4
  %3757 = icmp ne i32 %3756, 0
  br i1 %3757, label %3758, label %3761

3758:                                             ; preds = %3728
  %3759 = load i64, ptr %155, align 8
  %3760 = call i64 @HUF_getValueFast(i64 noundef %3759)
  br label %3764

3761:                                             ; preds = %3728
  %3762 = load i64, ptr %155, align 8
  %3763 = call i64 @HUF_getValue(i64 noundef %3762)
  br label %3764

3764:                                             ; preds = %3758, %3761
  %3765 = phi i64 [ %3760, %3758 ], [ %3763, %3761 ]
  %3766 = load ptr, ptr %154, align 8
  %3767 = load i32, ptr %156, align 4
  %3768 = sext i32 %3767 to i64
  %3769 = getelementptr inbounds [2 x i64], ptr %3766, i64 0, i64 %3768
  %3770 = load i64, ptr %3769, align 8
  %3771 = or i64 %3770, %3765
  store i64 %3771, ptr %3769, align 8
  %3772 = load i64, ptr %155, align 8
  %3773 = call i64 @HUF_getNbBitsFast(i64 noundef %3772)
  %3774 = load ptr, ptr %154, align 8
  %3775 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3774, i32 0, i32 1
  %3776 = load i32, ptr %156, align 4
  %3777 = sext i32 %3776 to i64
  %3778 = getelementptr inbounds [2 x i64], ptr %3775, i64 0, i64 %3777
  %3779 = load i64, ptr %3778, align 8
  %3780 = add i64 %3779, %3773
  store i64 %3780, ptr %3778, align 8
  %3781 = load ptr, ptr %911, align 8
  %3782 = load i32, ptr %916, align 4
  store ptr %3781, ptr %396, align 8
  store i32 %3782, ptr %397, align 4
  %3783 = load ptr, ptr %396, align 8
  %3784 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3783, i32 0, i32 1
  %3785 = load i64, ptr %3784, align 8
  %3786 = and i64 %3785, 255
  store i64 %3786, ptr %398, align 8
  %3787 = load i64, ptr %398, align 8
  %3788 = lshr i64 %3787, 3
  store i64 %3788, ptr %399, align 8
  %3789 = load ptr, ptr %396, align 8
  %3790 = load i64, ptr %3789, align 8
  %3791 = load i64, ptr %398, align 8
  %3792 = sub i64 64, %3791
  %3793 = lshr i64 %3790, %3792
  store i64 %3793, ptr %400, align 8
  %3794 = load ptr, ptr %396, align 8
  %3795 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3794, i32 0, i32 1
  %3796 = load i64, ptr %3795, align 8
  %3797 = and i64 %3796, 7
  store i64 %3797, ptr %3795, align 8
  %3798 = load ptr, ptr %396, align 8
  %3799 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3798, i32 0, i32 3
  %3800 = load ptr, ptr %3799, align 8
  %3801 = load i64, ptr %400, align 8
  call void @MEM_writeLEST(ptr noundef %3800, i64 noundef %3801)
  %3802 = load i64, ptr %399, align 8
  %3803 = load ptr, ptr %396, align 8
  %3804 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3803, i32 0, i32 3
  %3805 = load ptr, ptr %3804, align 8
  %3806 = getelementptr inbounds i8, ptr %3805, i64 %3802
  store ptr %3806, ptr %3804, align 8
  %3807 = load i32, ptr %397, align 4
  %3808 = icmp ne i32 %3807, 0
  br i1 %3808, label %3823, label %3809

3809:                                             ; preds = %3764
  %3810 = load ptr, ptr %396, align 8
  %3811 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3810, i32 0, i32 3
  %3812 = load ptr, ptr %3811, align 8
  %3813 = load ptr, ptr %396, align 8
  %3814 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3813, i32 0, i32 4
  %3815 = load ptr, ptr %3814, align 8
  %3816 = icmp ugt ptr %3812, %3815
  br i1 %3816, label %3817, label %3823

3817:                                             ; preds = %3809
  %3818 = load ptr, ptr %396, align 8
  %3819 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3818, i32 0, i32 4
  %3820 = load ptr, ptr %3819, align 8
  %3821 = load ptr, ptr %396, align 8
  %3822 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3821, i32 0, i32 3
  store ptr %3820, ptr %3822, align 8
  br label %3823

3823:                                             ; preds = %3764, %3809, %3817
  %3824 = load i32, ptr %915, align 4
  %3825 = load i32, ptr %918, align 4
  %3826 = sub nsw i32 %3825, %3824
  store i32 %3826, ptr %918, align 4
  br label %3827

3827:                                             ; preds = %3823, %3663
  br label %3828

3828:                                             ; preds = %4172, %3827
  %3829 = load i32, ptr %918, align 4
  %3830 = icmp sgt i32 %3829, 0
  br i1 %3830, label %3831, label %4177

3831:                                             ; preds = %3828
  store i32 1, ptr %921, align 4
  br label %3832

3832:                                             ; preds = %3871, %3831
  %3833 = load i32, ptr %921, align 4
  %3834 = load i32, ptr %915, align 4
  %3835 = icmp slt i32 %3833, %3834
  br i1 %3835, label %3836, label %3890

3836:                                             ; preds = %3832
  %3837 = load ptr, ptr %911, align 8
  %3838 = load ptr, ptr %912, align 8
  %3839 = load i32, ptr %918, align 4
  %3840 = load i32, ptr %921, align 4
  %3841 = sub nsw i32 %3839, %3840
  %3842 = sext i32 %3841 to i64
  %3843 = getelementptr inbounds i8, ptr %3838, i64 %3842
  %3844 = load i8, ptr %3843, align 1
  %3845 = zext i8 %3844 to i32
  %3846 = load ptr, ptr %914, align 8
  store ptr %3837, ptr %661, align 8
  store i32 %3845, ptr %662, align 4
  store ptr %3846, ptr %663, align 8
  store i32 0, ptr %664, align 4
  store i32 1, ptr %665, align 4
  %3847 = load ptr, ptr %661, align 8
  %3848 = load ptr, ptr %663, align 8
  %3849 = load i32, ptr %662, align 4
  %3850 = zext i32 %3849 to i64
  %3851 = getelementptr inbounds i64, ptr %3848, i64 %3850
  %3852 = load i64, ptr %3851, align 8
  %3853 = load i32, ptr %664, align 4
  %3854 = load i32, ptr %665, align 4
  store ptr %3847, ptr %158, align 8
  store i64 %3852, ptr %159, align 8
  store i32 %3853, ptr %160, align 4
  store i32 %3854, ptr %161, align 4
  %3855 = load i64, ptr %159, align 8
  %3856 = call i64 @HUF_getNbBits(i64 noundef %3855)
  %3857 = load ptr, ptr %158, align 8
  %3858 = load i32, ptr %160, align 4
  %3859 = sext i32 %3858 to i64
  %3860 = getelementptr inbounds [2 x i64], ptr %3857, i64 0, i64 %3859
  %3861 = load i64, ptr %3860, align 8
  %3862 = lshr i64 %3861, %3856
  store i64 %3862, ptr %3860, align 8
  %3863 = load i32, ptr %161, align 4
  %3864 = icmp ne i32 %3863, 0
  br i1 %3864, label %3865, label %3868

3865:                                             ; preds = %3836
  %3866 = load i64, ptr %159, align 8
  %3867 = call i64 @HUF_getValueFast(i64 noundef %3866)
  br label %3871

3868:                                             ; preds = %3836
  %3869 = load i64, ptr %159, align 8
  %3870 = call i64 @HUF_getValue(i64 noundef %3869)
  br label %3871

3871:                                             ; preds = %3865, %3868
  %3872 = phi i64 [ %3867, %3865 ], [ %3870, %3868 ]
  %3873 = load ptr, ptr %158, align 8
  %3874 = load i32, ptr %160, align 4
  %3875 = sext i32 %3874 to i64
  %3876 = getelementptr inbounds [2 x i64], ptr %3873, i64 0, i64 %3875
  %3877 = load i64, ptr %3876, align 8
  %3878 = or i64 %3877, %3872
  store i64 %3878, ptr %3876, align 8
  %3879 = load i64, ptr %159, align 8
  %3880 = call i64 @HUF_getNbBitsFast(i64 noundef %3879)
  %3881 = load ptr, ptr %158, align 8
  %3882 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3881, i32 0, i32 1
  %3883 = load i32, ptr %160, align 4
  %3884 = sext i32 %3883 to i64
  %3885 = getelementptr inbounds [2 x i64], ptr %3882, i64 0, i64 %3884
  %3886 = load i64, ptr %3885, align 8
  %3887 = add i64 %3886, %3880
  store i64 %3887, ptr %3885, align 8
  %3888 = load i32, ptr %921, align 4
  %3889 = add nsw i32 %3888, 1
  store i32 %3889, ptr %921, align 4
  br label %3832, !llvm.loop !46

3890:                                             ; preds = %3832
  %3891 = load ptr, ptr %911, align 8
  %3892 = load ptr, ptr %912, align 8
  %3893 = load i32, ptr %918, align 4
  %3894 = load i32, ptr %915, align 4
  %3895 = sub nsw i32 %3893, %3894
  %3896 = sext i32 %3895 to i64
  %3897 = getelementptr inbounds i8, ptr %3892, i64 %3896
  %3898 = load i8, ptr %3897, align 1
  %3899 = zext i8 %3898 to i32
  %3900 = load ptr, ptr %914, align 8
  %3901 = load i32, ptr %917, align 4
  store ptr %3891, ptr %646, align 8
  store i32 %3899, ptr %647, align 4
  store ptr %3900, ptr %648, align 8
  store i32 0, ptr %649, align 4
  store i32 %3901, ptr %650, align 4
  %3902 = load ptr, ptr %646, align 8
  %3903 = load ptr, ptr %648, align 8
  %3904 = load i32, ptr %647, align 4
  %3905 = zext i32 %3904 to i64
  %3906 = getelementptr inbounds i64, ptr %3903, i64 %3905
  %3907 = load i64, ptr %3906, align 8
  %3908 = load i32, ptr %649, align 4
  %3909 = load i32, ptr %650, align 4
  store ptr %3902, ptr %170, align 8
  store i64 %3907, ptr %171, align 8
  store i32 %3908, ptr %172, align 4
  store i32 %3909, ptr %173, align 4
  %3910 = load i64, ptr %171, align 8
  %3911 = call i64 @HUF_getNbBits(i64 noundef %3910)
  %3912 = load ptr, ptr %170, align 8
  %3913 = load i32, ptr %172, align 4
  %3914 = sext i32 %3913 to i64
  %3915 = getelementptr inbounds [2 x i64], ptr %3912, i64 0, i64 %3914
  %3916 = load i64, ptr %3915, align 8
  %3917 = lshr i64 %3916, %3911
  store i64 %3917, ptr %3915, align 8
  %3918 = load i32, ptr %173, align 4
  %3919 = icmp ne i32 %3918, 0
  br i1 %3919, label %3920, label %3923

3920:                                             ; preds = %3890
  %3921 = load i64, ptr %171, align 8
  %3922 = call i64 @HUF_getValueFast(i64 noundef %3921)
  br label %3926

3923:                                             ; preds = %3890
  %3924 = load i64, ptr %171, align 8
  %3925 = call i64 @HUF_getValue(i64 noundef %3924)
  br label %3926

3926:                                             ; preds = %3920, %3923
  %3927 = phi i64 [ %3922, %3920 ], [ %3925, %3923 ]
  %3928 = load ptr, ptr %170, align 8
  %3929 = load i32, ptr %172, align 4
  %3930 = sext i32 %3929 to i64
  %3931 = getelementptr inbounds [2 x i64], ptr %3928, i64 0, i64 %3930
  %3932 = load i64, ptr %3931, align 8
  %3933 = or i64 %3932, %3927
  store i64 %3933, ptr %3931, align 8
  %3934 = load i64, ptr %171, align 8
  %3935 = call i64 @HUF_getNbBitsFast(i64 noundef %3934)
  %3936 = load ptr, ptr %170, align 8
  %3937 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3936, i32 0, i32 1
  %3938 = load i32, ptr %172, align 4
  %3939 = sext i32 %3938 to i64
  %3940 = getelementptr inbounds [2 x i64], ptr %3937, i64 0, i64 %3939
  %3941 = load i64, ptr %3940, align 8
  %3942 = add i64 %3941, %3935
  store i64 %3942, ptr %3940, align 8
  %3943 = load ptr, ptr %911, align 8
  %3944 = load i32, ptr %916, align 4
  store ptr %3943, ptr %386, align 8
  store i32 %3944, ptr %387, align 4
  %3945 = load ptr, ptr %386, align 8
  %3946 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3945, i32 0, i32 1
  %3947 = load i64, ptr %3946, align 8
  %3948 = and i64 %3947, 255
  store i64 %3948, ptr %388, align 8
  %3949 = load i64, ptr %388, align 8
  %3950 = lshr i64 %3949, 3
  store i64 %3950, ptr %389, align 8
  %3951 = load ptr, ptr %386, align 8
  %3952 = load i64, ptr %3951, align 8
  %3953 = load i64, ptr %388, align 8
  %3954 = sub i64 64, %3953
  %3955 = lshr i64 %3952, %3954
  store i64 %3955, ptr %390, align 8
  %3956 = load ptr, ptr %386, align 8
  %3957 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3956, i32 0, i32 1
  %3958 = load i64, ptr %3957, align 8
  %3959 = and i64 %3958, 7
  store i64 %3959, ptr %3957, align 8
  %3960 = load ptr, ptr %386, align 8
  %3961 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3960, i32 0, i32 3
  %3962 = load ptr, ptr %3961, align 8
  %3963 = load i64, ptr %390, align 8
  call void @MEM_writeLEST(ptr noundef %3962, i64 noundef %3963)
  %3964 = load i64, ptr %389, align 8
  %3965 = load ptr, ptr %386, align 8
  %3966 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3965, i32 0, i32 3
  %3967 = load ptr, ptr %3966, align 8
  %3968 = getelementptr inbounds i8, ptr %3967, i64 %3964
  store ptr %3968, ptr %3966, align 8
  %3969 = load i32, ptr %387, align 4
  %3970 = icmp ne i32 %3969, 0
  br i1 %3970, label %3985, label %3971

3971:                                             ; preds = %3926
  %3972 = load ptr, ptr %386, align 8
  %3973 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3972, i32 0, i32 3
  %3974 = load ptr, ptr %3973, align 8
  %3975 = load ptr, ptr %386, align 8
  %3976 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3975, i32 0, i32 4
  %3977 = load ptr, ptr %3976, align 8
  %3978 = icmp ugt ptr %3974, %3977
  br i1 %3978, label %3979, label %3985

3979:                                             ; preds = %3971
  %3980 = load ptr, ptr %386, align 8
  %3981 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3980, i32 0, i32 4
  %3982 = load ptr, ptr %3981, align 8
  %3983 = load ptr, ptr %386, align 8
  %3984 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3983, i32 0, i32 3
  store ptr %3982, ptr %3984, align 8
  br label %3985

3985:                                             ; preds = %3926, %3971, %3979
  %3986 = load ptr, ptr %911, align 8
  store ptr %3986, ptr %300, align 8
  %3987 = load ptr, ptr %300, align 8
  %3988 = getelementptr inbounds [2 x i64], ptr %3987, i64 0, i64 1
  store i64 0, ptr %3988, align 8
  %3989 = load ptr, ptr %300, align 8
  %3990 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3989, i32 0, i32 1
  %3991 = getelementptr inbounds [2 x i64], ptr %3990, i64 0, i64 1
  store i64 0, ptr %3991, align 8
  store i32 1, ptr %921, align 4
  br label %3992

3992:                                             ; preds = %4033, %3985
  %3993 = load i32, ptr %921, align 4
  %3994 = load i32, ptr %915, align 4
  %3995 = icmp slt i32 %3993, %3994
  br i1 %3995, label %3996, label %4052

3996:                                             ; preds = %3992
  %3997 = load ptr, ptr %911, align 8
  %3998 = load ptr, ptr %912, align 8
  %3999 = load i32, ptr %918, align 4
  %4000 = load i32, ptr %915, align 4
  %4001 = sub nsw i32 %3999, %4000
  %4002 = load i32, ptr %921, align 4
  %4003 = sub nsw i32 %4001, %4002
  %4004 = sext i32 %4003 to i64
  %4005 = getelementptr inbounds i8, ptr %3998, i64 %4004
  %4006 = load i8, ptr %4005, align 1
  %4007 = zext i8 %4006 to i32
  %4008 = load ptr, ptr %914, align 8
  store ptr %3997, ptr %656, align 8
  store i32 %4007, ptr %657, align 4
  store ptr %4008, ptr %658, align 8
  store i32 1, ptr %659, align 4
  store i32 1, ptr %660, align 4
  %4009 = load ptr, ptr %656, align 8
  %4010 = load ptr, ptr %658, align 8
  %4011 = load i32, ptr %657, align 4
  %4012 = zext i32 %4011 to i64
  %4013 = getelementptr inbounds i64, ptr %4010, i64 %4012
  %4014 = load i64, ptr %4013, align 8
  %4015 = load i32, ptr %659, align 4
  %4016 = load i32, ptr %660, align 4
  store ptr %4009, ptr %162, align 8
  store i64 %4014, ptr %163, align 8
  store i32 %4015, ptr %164, align 4
  store i32 %4016, ptr %165, align 4
  %4017 = load i64, ptr %163, align 8
  %4018 = call i64 @HUF_getNbBits(i64 noundef %4017)
  %4019 = load ptr, ptr %162, align 8
  %4020 = load i32, ptr %164, align 4
  %4021 = sext i32 %4020 to i64
  %4022 = getelementptr inbounds [2 x i64], ptr %4019, i64 0, i64 %4021
  %4023 = load i64, ptr %4022, align 8
  %4024 = lshr i64 %4023, %4018
  store i64 %4024, ptr %4022, align 8
  %4025 = load i32, ptr %165, align 4
  %4026 = icmp ne i32 %4025, 0
  br i1 %4026, label %4027, label %4030

4027:                                             ; preds = %3996
  %4028 = load i64, ptr %163, align 8
  %4029 = call i64 @HUF_getValueFast(i64 noundef %4028)
  br label %4033

4030:                                             ; preds = %3996
  %4031 = load i64, ptr %163, align 8
  %4032 = call i64 @HUF_getValue(i64 noundef %4031)
  br label %4033

4033:                                             ; preds = %4027, %4030
  %4034 = phi i64 [ %4029, %4027 ], [ %4032, %4030 ]
  %4035 = load ptr, ptr %162, align 8
  %4036 = load i32, ptr %164, align 4
  %4037 = sext i32 %4036 to i64
  %4038 = getelementptr inbounds [2 x i64], ptr %4035, i64 0, i64 %4037
  %4039 = load i64, ptr %4038, align 8
  %4040 = or i64 %4039, %4034
  store i64 %4040, ptr %4038, align 8
  %4041 = load i64, ptr %163, align 8
  %4042 = call i64 @HUF_getNbBitsFast(i64 noundef %4041)
  %4043 = load ptr, ptr %162, align 8
  %4044 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4043, i32 0, i32 1
  %4045 = load i32, ptr %164, align 4
  %4046 = sext i32 %4045 to i64
  %4047 = getelementptr inbounds [2 x i64], ptr %4044, i64 0, i64 %4046
  %4048 = load i64, ptr %4047, align 8
  %4049 = add i64 %4048, %4042
  store i64 %4049, ptr %4047, align 8
  %4050 = load i32, ptr %921, align 4
  %4051 = add nsw i32 %4050, 1
  store i32 %4051, ptr %921, align 4
  br label %3992, !llvm.loop !47

4052:                                             ; preds = %3992
  %4053 = load ptr, ptr %911, align 8
  %4054 = load ptr, ptr %912, align 8
  %4055 = load i32, ptr %918, align 4
  %4056 = load i32, ptr %915, align 4
  %4057 = sub nsw i32 %4055, %4056
  %4058 = load i32, ptr %915, align 4
  %4059 = sub nsw i32 %4057, %4058
  %4060 = sext i32 %4059 to i64
  %4061 = getelementptr inbounds i8, ptr %4054, i64 %4060
  %4062 = load i8, ptr %4061, align 1
  %4063 = zext i8 %4062 to i32
  %4064 = load ptr, ptr %914, align 8
  %4065 = load i32, ptr %917, align 4
  store ptr %4053, ptr %651, align 8
  store i32 %4063, ptr %652, align 4
  store ptr %4064, ptr %653, align 8
  store i32 1, ptr %654, align 4
  store i32 %4065, ptr %655, align 4
  %4066 = load ptr, ptr %651, align 8
  %4067 = load ptr, ptr %653, align 8
  %4068 = load i32, ptr %652, align 4
  %4069 = zext i32 %4068 to i64
  %4070 = getelementptr inbounds i64, ptr %4067, i64 %4069
  %4071 = load i64, ptr %4070, align 8
  %4072 = load i32, ptr %654, align 4
  %4073 = load i32, ptr %655, align 4
  store ptr %4066, ptr %166, align 8
  store i64 %4071, ptr %167, align 8
  store i32 %4072, ptr %168, align 4
  store i32 %4073, ptr %169, align 4
  %4074 = load i64, ptr %167, align 8
  %4075 = call i64 @HUF_getNbBits(i64 noundef %4074)
  %4076 = load ptr, ptr %166, align 8
  %4077 = load i32, ptr %168, align 4
  %4078 = sext i32 %4077 to i64
  %4079 = getelementptr inbounds [2 x i64], ptr %4076, i64 0, i64 %4078
  %4080 = load i64, ptr %4079, align 8
  %4081 = lshr i64 %4080, %4075
  store i64 %4081, ptr %4079, align 8
  %4082 = load i32, ptr %169, align 4
  %4083 = icmp ne i32 %4082, 0
  br i1 %4083, label %4084, label %4087

4084:                                             ; preds = %4052
  %4085 = load i64, ptr %167, align 8
  %4086 = call i64 @HUF_getValueFast(i64 noundef %4085)
  br label %4090

4087:                                             ; preds = %4052
  %4088 = load i64, ptr %167, align 8
  %4089 = call i64 @HUF_getValue(i64 noundef %4088)
  br label %4090

4090:                                             ; preds = %4084, %4087
  %4091 = phi i64 [ %4086, %4084 ], [ %4089, %4087 ]
  %4092 = load ptr, ptr %166, align 8
  %4093 = load i32, ptr %168, align 4
  %4094 = sext i32 %4093 to i64
  %4095 = getelementptr inbounds [2 x i64], ptr %4092, i64 0, i64 %4094
  %4096 = load i64, ptr %4095, align 8
  %4097 = or i64 %4096, %4091
  store i64 %4097, ptr %4095, align 8
  %4098 = load i64, ptr %167, align 8
  %4099 = call i64 @HUF_getNbBitsFast(i64 noundef %4098)
  %4100 = load ptr, ptr %166, align 8
  %4101 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4100, i32 0, i32 1
  %4102 = load i32, ptr %168, align 4
  %4103 = sext i32 %4102 to i64
  %4104 = getelementptr inbounds [2 x i64], ptr %4101, i64 0, i64 %4103
  %4105 = load i64, ptr %4104, align 8
  %4106 = add i64 %4105, %4099
  store i64 %4106, ptr %4104, align 8
  %4107 = load ptr, ptr %911, align 8
  store ptr %4107, ptr %290, align 8
  %4108 = load ptr, ptr %290, align 8
  %4109 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4108, i32 0, i32 1
  %4110 = getelementptr inbounds [2 x i64], ptr %4109, i64 0, i64 1
  %4111 = load i64, ptr %4110, align 8
  %4112 = and i64 %4111, 255
  %4113 = load ptr, ptr %290, align 8
  %4114 = load i64, ptr %4113, align 8
  %4115 = lshr i64 %4114, %4112
  store i64 %4115, ptr %4113, align 8
  %4116 = load ptr, ptr %290, align 8
  %4117 = getelementptr inbounds [2 x i64], ptr %4116, i64 0, i64 1
  %4118 = load i64, ptr %4117, align 8
  %4119 = load ptr, ptr %290, align 8
  %4120 = load i64, ptr %4119, align 8
  %4121 = or i64 %4120, %4118
  store i64 %4121, ptr %4119, align 8
  %4122 = load ptr, ptr %290, align 8
  %4123 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4122, i32 0, i32 1
  %4124 = getelementptr inbounds [2 x i64], ptr %4123, i64 0, i64 1
  %4125 = load i64, ptr %4124, align 8
  %4126 = load ptr, ptr %290, align 8
  %4127 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4126, i32 0, i32 1
  %4128 = load i64, ptr %4127, align 8
  %4129 = add i64 %4128, %4125
  store i64 %4129, ptr %4127, align 8
  %4130 = load ptr, ptr %911, align 8
  %4131 = load i32, ptr %916, align 4
  store ptr %4130, ptr %391, align 8
  store i32 %4131, ptr %392, align 4
  %4132 = load ptr, ptr %391, align 8
  %4133 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4132, i32 0, i32 1
  %4134 = load i64, ptr %4133, align 8
  %4135 = and i64 %4134, 255
  store i64 %4135, ptr %393, align 8
  %4136 = load i64, ptr %393, align 8
  %4137 = lshr i64 %4136, 3
  store i64 %4137, ptr %394, align 8
  %4138 = load ptr, ptr %391, align 8
  %4139 = load i64, ptr %4138, align 8
  %4140 = load i64, ptr %393, align 8
  %4141 = sub i64 64, %4140
  %4142 = lshr i64 %4139, %4141
  store i64 %4142, ptr %395, align 8
  %4143 = load ptr, ptr %391, align 8
  %4144 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4143, i32 0, i32 1
  %4145 = load i64, ptr %4144, align 8
  %4146 = and i64 %4145, 7
  store i64 %4146, ptr %4144, align 8
  %4147 = load ptr, ptr %391, align 8
  %4148 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4147, i32 0, i32 3
  %4149 = load ptr, ptr %4148, align 8
  %4150 = load i64, ptr %395, align 8
  call void @MEM_writeLEST(ptr noundef %4149, i64 noundef %4150)
  %4151 = load i64, ptr %394, align 8
  %4152 = load ptr, ptr %391, align 8
  %4153 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4152, i32 0, i32 3
  %4154 = load ptr, ptr %4153, align 8
  %4155 = getelementptr inbounds i8, ptr %4154, i64 %4151
  store ptr %4155, ptr %4153, align 8
  %4156 = load i32, ptr %392, align 4
  %4157 = icmp ne i32 %4156, 0
  br i1 %4157, label %4172, label %4158

4158:                                             ; preds = %4090
  %4159 = load ptr, ptr %391, align 8
  %4160 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4159, i32 0, i32 3
  %4161 = load ptr, ptr %4160, align 8
  %4162 = load ptr, ptr %391, align 8
  %4163 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4162, i32 0, i32 4
  %4164 = load ptr, ptr %4163, align 8
  %4165 = icmp ugt ptr %4161, %4164
  br i1 %4165, label %4166, label %4172

4166:                                             ; preds = %4158
  %4167 = load ptr, ptr %391, align 8
  %4168 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4167, i32 0, i32 4
  %4169 = load ptr, ptr %4168, align 8
  %4170 = load ptr, ptr %391, align 8
  %4171 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4170, i32 0, i32 3
  store ptr %4169, ptr %4171, align 8
  br label %4172

4172:                                             ; preds = %4090, %4158, %4166
  %4173 = load i32, ptr %915, align 4
  %4174 = mul nsw i32 2, %4173
  %4175 = load i32, ptr %918, align 4
  %4176 = sub nsw i32 %4175, %4174
  store i32 %4176, ptr %918, align 4
  br label %3828, !llvm.loop !48

4177:                                             ; preds = %3828
  br label %7314

4178:                                             ; preds = %3549
  %4179 = load ptr, ptr %975, align 8
  %4180 = load i64, ptr %970, align 8
  %4181 = load ptr, ptr %974, align 8
  store ptr %978, ptr %900, align 8
  store ptr %4179, ptr %901, align 8
  store i64 %4180, ptr %902, align 8
  store ptr %4181, ptr %903, align 8
  store i32 5, ptr %904, align 4
  store i32 1, ptr %905, align 4
  store i32 1, ptr %906, align 4
  %4182 = load i64, ptr %902, align 8
  %4183 = trunc i64 %4182 to i32
  store i32 %4183, ptr %907, align 4
  %4184 = load i32, ptr %907, align 4
  %4185 = load i32, ptr %904, align 4
  %4186 = srem i32 %4184, %4185
  store i32 %4186, ptr %908, align 4
  %4187 = load i32, ptr %908, align 4
  %4188 = icmp sgt i32 %4187, 0
  br i1 %4188, label %4189, label %4290

4189:                                             ; preds = %4178
  br label %4190

4190:                                             ; preds = %4227, %4189
  %4191 = load i32, ptr %908, align 4
  %4192 = icmp sgt i32 %4191, 0
  br i1 %4192, label %4193, label %4246

4193:                                             ; preds = %4190
  %4194 = load ptr, ptr %900, align 8
  %4195 = load ptr, ptr %901, align 8
  %4196 = load i32, ptr %907, align 4
  %4197 = add nsw i32 %4196, -1
  store i32 %4197, ptr %907, align 4
  %4198 = sext i32 %4197 to i64
  %4199 = getelementptr inbounds i8, ptr %4195, i64 %4198
  %4200 = load i8, ptr %4199, align 1
  %4201 = zext i8 %4200 to i32
  %4202 = load ptr, ptr %903, align 8
  store ptr %4194, ptr %711, align 8
  store i32 %4201, ptr %712, align 4
  store ptr %4202, ptr %713, align 8
  store i32 0, ptr %714, align 4
  store i32 0, ptr %715, align 4
  %4203 = load ptr, ptr %711, align 8
  %4204 = load ptr, ptr %713, align 8
  %4205 = load i32, ptr %712, align 4
  %4206 = zext i32 %4205 to i64
  %4207 = getelementptr inbounds i64, ptr %4204, i64 %4206
  %4208 = load i64, ptr %4207, align 8
  %4209 = load i32, ptr %714, align 4
  %4210 = load i32, ptr %715, align 4
  store ptr %4203, ptr %118, align 8
  store i64 %4208, ptr %119, align 8
  store i32 %4209, ptr %120, align 4
  store i32 %4210, ptr %121, align 4
  %4211 = load i64, ptr %119, align 8
  %4212 = call i64 @HUF_getNbBits(i64 noundef %4211)
  %4213 = load ptr, ptr %118, align 8
  %4214 = load i32, ptr %120, align 4
  %4215 = sext i32 %4214 to i64
  %4216 = getelementptr inbounds [2 x i64], ptr %4213, i64 0, i64 %4215
  %4217 = load i64, ptr %4216, align 8
  %4218 = lshr i64 %4217, %4212
  store i64 %4218, ptr %4216, align 8
  %4219 = load i32, ptr %121, align 4
  %4220 = icmp ne i32 %4219, 0
  br i1 %4220, label %4221, label %4224

4221:                                             ; preds = %4193
  %4222 = load i64, ptr %119, align 8
  %4223 = call i64 @HUF_getValueFast(i64 noundef %4222)
  br label %4227

4224:                                             ; preds = %4193
  %4225 = load i64, ptr %119, align 8
  %4226 = call i64 @HUF_getValue(i64 noundef %4225)
  br label %4227

4227:                                             ; preds = %4221, %4224
  %4228 = phi i64 [ %4223, %4221 ], [ %4226, %4224 ]
  %4229 = load ptr, ptr %118, align 8
  %4230 = load i32, ptr %120, align 4
  %4231 = sext i32 %4230 to i64
  %4232 = getelementptr inbounds [2 x i64], ptr %4229, i64 0, i64 %4231
  %4233 = load i64, ptr %4232, align 8
  %4234 = or i64 %4233, %4228
  store i64 %4234, ptr %4232, align 8
  %4235 = load i64, ptr %119, align 8
  %4236 = call i64 @HUF_getNbBitsFast(i64 noundef %4235)
  %4237 = load ptr, ptr %118, align 8
  %4238 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4237, i32 0, i32 1
  %4239 = load i32, ptr %120, align 4
  %4240 = sext i32 %4239 to i64
  %4241 = getelementptr inbounds [2 x i64], ptr %4238, i64 0, i64 %4240
  %4242 = load i64, ptr %4241, align 8
  %4243 = add i64 %4242, %4236
  store i64 %4243, ptr %4241, align 8
  %4244 = load i32, ptr %908, align 4
  %4245 = add nsw i32 %4244, -1
  store i32 %4245, ptr %908, align 4
  br label %4190, !llvm.loop !44

4246:                                             ; preds = %4190
  %4247 = load ptr, ptr %900, align 8
  %4248 = load i32, ptr %905, align 4
  store ptr %4247, ptr %421, align 8
  store i32 %4248, ptr %422, align 4
  %4249 = load ptr, ptr %421, align 8
  %4250 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4249, i32 0, i32 1
  %4251 = load i64, ptr %4250, align 8
  %4252 = and i64 %4251, 255
  store i64 %4252, ptr %423, align 8
  %4253 = load i64, ptr %423, align 8
  %4254 = lshr i64 %4253, 3
  store i64 %4254, ptr %424, align 8
  %4255 = load ptr, ptr %421, align 8
  %4256 = load i64, ptr %4255, align 8
  %4257 = load i64, ptr %423, align 8
  %4258 = sub i64 64, %4257
  %4259 = lshr i64 %4256, %4258
  store i64 %4259, ptr %425, align 8
  %4260 = load ptr, ptr %421, align 8
  %4261 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4260, i32 0, i32 1
  %4262 = load i64, ptr %4261, align 8
  %4263 = and i64 %4262, 7
  store i64 %4263, ptr %4261, align 8
  %4264 = load ptr, ptr %421, align 8
  %4265 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4264, i32 0, i32 3
  %4266 = load ptr, ptr %4265, align 8
  %4267 = load i64, ptr %425, align 8
  call void @MEM_writeLEST(ptr noundef %4266, i64 noundef %4267)
  %4268 = load i64, ptr %424, align 8
  %4269 = load ptr, ptr %421, align 8
  %4270 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4269, i32 0, i32 3
  %4271 = load ptr, ptr %4270, align 8
  %4272 = getelementptr inbounds i8, ptr %4271, i64 %4268
  store ptr %4272, ptr %4270, align 8
  %4273 = load i32, ptr %422, align 4
  %4274 = icmp ne i32 %4273, 0
  br i1 %4274, label %4289, label %4275

4275:                                             ; preds = %4246
  %4276 = load ptr, ptr %421, align 8
  %4277 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4276, i32 0, i32 3
  %4278 = load ptr, ptr %4277, align 8
  %4279 = load ptr, ptr %421, align 8
  %4280 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4279, i32 0, i32 4
  %4281 = load ptr, ptr %4280, align 8
  %4282 = icmp ugt ptr %4278, %4281
  br i1 %4282, label %4283, label %4289

4283:                                             ; preds = %4275
  %4284 = load ptr, ptr %421, align 8
  %4285 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4284, i32 0, i32 4
  %4286 = load ptr, ptr %4285, align 8
  %4287 = load ptr, ptr %421, align 8
  %4288 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4287, i32 0, i32 3
  store ptr %4286, ptr %4288, align 8
  br label %4289

4289:                                             ; preds = %4246, %4275, %4283
  br label %4290

4290:                                             ; preds = %4289, %4178
  %4291 = load i32, ptr %907, align 4
  %4292 = load i32, ptr %904, align 4
  %4293 = mul nsw i32 2, %4292
  %4294 = srem i32 %4291, %4293
  %4295 = icmp ne i32 %4294, 0
  br i1 %4295, label %4296, label %4454

4296:                                             ; preds = %4290
  store i32 1, ptr %909, align 4
  br label %4297

4297:                                             ; preds = %4336, %4296
  %4298 = load i32, ptr %909, align 4
  %4299 = load i32, ptr %904, align 4
  %4300 = icmp slt i32 %4298, %4299
  br i1 %4300, label %4301, label %4355

4301:                                             ; preds = %4297
  %4302 = load ptr, ptr %900, align 8
  %4303 = load ptr, ptr %901, align 8
  %4304 = load i32, ptr %907, align 4
  %4305 = load i32, ptr %909, align 4
  %4306 = sub nsw i32 %4304, %4305
  %4307 = sext i32 %4306 to i64
  %4308 = getelementptr inbounds i8, ptr %4303, i64 %4307
  %4309 = load i8, ptr %4308, align 1
  %4310 = zext i8 %4309 to i32
  %4311 = load ptr, ptr %903, align 8
  store ptr %4302, ptr %706, align 8
  store i32 %4310, ptr %707, align 4
  store ptr %4311, ptr %708, align 8
  store i32 0, ptr %709, align 4
  store i32 1, ptr %710, align 4
  %4312 = load ptr, ptr %706, align 8
  %4313 = load ptr, ptr %708, align 8
  %4314 = load i32, ptr %707, align 4
  %4315 = zext i32 %4314 to i64
  %4316 = getelementptr inbounds i64, ptr %4313, i64 %4315
  %4317 = load i64, ptr %4316, align 8
  %4318 = load i32, ptr %709, align 4
  %4319 = load i32, ptr %710, align 4
  store ptr %4312, ptr %122, align 8
  store i64 %4317, ptr %123, align 8
  store i32 %4318, ptr %124, align 4
  store i32 %4319, ptr %125, align 4
  %4320 = load i64, ptr %123, align 8
  %4321 = call i64 @HUF_getNbBits(i64 noundef %4320)
  %4322 = load ptr, ptr %122, align 8
  %4323 = load i32, ptr %124, align 4
  %4324 = sext i32 %4323 to i64
  %4325 = getelementptr inbounds [2 x i64], ptr %4322, i64 0, i64 %4324
  %4326 = load i64, ptr %4325, align 8
  %4327 = lshr i64 %4326, %4321
  store i64 %4327, ptr %4325, align 8
  %4328 = load i32, ptr %125, align 4
  %4329 = icmp ne i32 %4328, 0
  br i1 %4329, label %4330, label %4333

4330:                                             ; preds = %4301
  %4331 = load i64, ptr %123, align 8
  %4332 = call i64 @HUF_getValueFast(i64 noundef %4331)
  br label %4336

4333:                                             ; preds = %4301
  %4334 = load i64, ptr %123, align 8
  %4335 = call i64 @HUF_getValue(i64 noundef %4334)
  br label %4336

4336:                                             ; preds = %4330, %4333
  %4337 = phi i64 [ %4332, %4330 ], [ %4335, %4333 ]
  %4338 = load ptr, ptr %122, align 8
  %4339 = load i32, ptr %124, align 4
  %4340 = sext i32 %4339 to i64
  %4341 = getelementptr inbounds [2 x i64], ptr %4338, i64 0, i64 %4340
  %4342 = load i64, ptr %4341, align 8
  %4343 = or i64 %4342, %4337
  store i64 %4343, ptr %4341, align 8
  %4344 = load i64, ptr %123, align 8
  %4345 = call i64 @HUF_getNbBitsFast(i64 noundef %4344)
  %4346 = load ptr, ptr %122, align 8
  %4347 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4346, i32 0, i32 1
  %4348 = load i32, ptr %124, align 4
  %4349 = sext i32 %4348 to i64
  %4350 = getelementptr inbounds [2 x i64], ptr %4347, i64 0, i64 %4349
  %4351 = load i64, ptr %4350, align 8
  %4352 = add i64 %4351, %4345
  store i64 %4352, ptr %4350, align 8
  %4353 = load i32, ptr %909, align 4
  %4354 = add nsw i32 %4353, 1
  store i32 %4354, ptr %909, align 4
  br label %4297, !llvm.loop !45

4355:                                             ; preds = %4297
  %4356 = load ptr, ptr %900, align 8
  %4357 = load ptr, ptr %901, align 8
  %4358 = load i32, ptr %907, align 4
  %4359 = load i32, ptr %904, align 4
  %4360 = sub nsw i32 %4358, %4359
  %4361 = sext i32 %4360 to i64
  %4362 = getelementptr inbounds i8, ptr %4357, i64 %4361
  %4363 = load i8, ptr %4362, align 1
  %4364 = zext i8 %4363 to i32
  %4365 = load ptr, ptr %903, align 8
  %4366 = load i32, ptr %906, align 4
  store ptr %4356, ptr %701, align 8
  store i32 %4364, ptr %702, align 4
  store ptr %4365, ptr %703, align 8
  store i32 0, ptr %704, align 4
  store i32 %4366, ptr %705, align 4
  %4367 = load ptr, ptr %701, align 8
  %4368 = load ptr, ptr %703, align 8
  %4369 = load i32, ptr %702, align 4
  %4370 = zext i32 %4369 to i64
  %4371 = getelementptr inbounds i64, ptr %4368, i64 %4370
  %4372 = load i64, ptr %4371, align 8
  %4373 = load i32, ptr %704, align 4
  %4374 = load i32, ptr %705, align 4
  store ptr %4367, ptr %126, align 8
  store i64 %4372, ptr %127, align 8
  store i32 %4373, ptr %128, align 4
  store i32 %4374, ptr %129, align 4
  %4375 = load i64, ptr %127, align 8
  %4376 = call i64 @HUF_getNbBits(i64 noundef %4375)
  %4377 = load ptr, ptr %126, align 8
  %4378 = load i32, ptr %128, align 4
  %4379 = sext i32 %4378 to i64
  %4380 = getelementptr inbounds [2 x i64], ptr %4377, i64 0, i64 %4379
  %4381 = load i64, ptr %4380, align 8
  %4382 = lshr i64 %4381, %4376
  store i64 %4382, ptr %4380, align 8
  %4383 = load i32, ptr %129, align 4
  %4384 = icmp ne i32 %4383, 0
  br i1 %4384, label %4385, label %4388

4385:                                             ; preds = %4355
  %4386 = load i64, ptr %127, align 8
  %4387 = call i64 @HUF_getValueFast(i64 noundef %4386)
  br label %4391

4388:                                             ; preds = %4355
  %4389 = load i64, ptr %127, align 8
  %4390 = call i64 @HUF_getValue(i64 noundef %4389)
  br label %4391

4391:                                             ; preds = %4385, %4388
  %4392 = phi i64 [ %4387, %4385 ], [ %4390, %4388 ]
  %4393 = load ptr, ptr %126, align 8
  %4394 = load i32, ptr %128, align 4
  %4395 = sext i32 %4394 to i64
  %4396 = getelementptr inbounds [2 x i64], ptr %4393, i64 0, i64 %4395
  %4397 = load i64, ptr %4396, align 8
  %4398 = or i64 %4397, %4392
  store i64 %4398, ptr %4396, align 8
  %4399 = load i64, ptr %127, align 8
  %4400 = call i64 @HUF_getNbBitsFast(i64 noundef %4399)
  %4401 = load ptr, ptr %126, align 8
  %4402 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4401, i32 0, i32 1
  %4403 = load i32, ptr %128, align 4
  %4404 = sext i32 %4403 to i64
  %4405 = getelementptr inbounds [2 x i64], ptr %4402, i64 0, i64 %4404
  %4406 = load i64, ptr %4405, align 8
  %4407 = add i64 %4406, %4400
  store i64 %4407, ptr %4405, align 8
  %4408 = load ptr, ptr %900, align 8
  %4409 = load i32, ptr %905, align 4
  store ptr %4408, ptr %416, align 8
  store i32 %4409, ptr %417, align 4
  %4410 = load ptr, ptr %416, align 8
  %4411 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4410, i32 0, i32 1
  %4412 = load i64, ptr %4411, align 8
  %4413 = and i64 %4412, 255
  store i64 %4413, ptr %418, align 8
  %4414 = load i64, ptr %418, align 8
  %4415 = lshr i64 %4414, 3
  store i64 %4415, ptr %419, align 8
  %4416 = load ptr, ptr %416, align 8
  %4417 = load i64, ptr %4416, align 8
  %4418 = load i64, ptr %418, align 8
  %4419 = sub i64 64, %4418
  %4420 = lshr i64 %4417, %4419
  store i64 %4420, ptr %420, align 8
  %4421 = load ptr, ptr %416, align 8
  %4422 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4421, i32 0, i32 1
  %4423 = load i64, ptr %4422, align 8
  %4424 = and i64 %4423, 7
  store i64 %4424, ptr %4422, align 8
  %4425 = load ptr, ptr %416, align 8
  %4426 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4425, i32 0, i32 3
  %4427 = load ptr, ptr %4426, align 8
  %4428 = load i64, ptr %420, align 8
  call void @MEM_writeLEST(ptr noundef %4427, i64 noundef %4428)
  %4429 = load i64, ptr %419, align 8
  %4430 = load ptr, ptr %416, align 8
  %4431 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4430, i32 0, i32 3
  %4432 = load ptr, ptr %4431, align 8
  %4433 = getelementptr inbounds i8, ptr %4432, i64 %4429
  store ptr %4433, ptr %4431, align 8
  %4434 = load i32, ptr %417, align 4
  %4435 = icmp ne i32 %4434, 0
  br i1 %4435, label %4450, label %4436

4436:                                             ; preds = %4391
  %4437 = load ptr, ptr %416, align 8
  %4438 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4437, i32 0, i32 3
  %4439 = load ptr, ptr %4438, align 8
  %4440 = load ptr, ptr %416, align 8
  %4441 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4440, i32 0, i32 4
  %4442 = load ptr, ptr %4441, align 8
  %4443 = icmp ugt ptr %4439, %4442
  br i1 %4443, label %4444, label %4450

4444:                                             ; preds = %4436
  %4445 = load ptr, ptr %416, align 8
  %4446 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4445, i32 0, i32 4
  %4447 = load ptr, ptr %4446, align 8
  %4448 = load ptr, ptr %416, align 8
  %4449 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4448, i32 0, i32 3
  store ptr %4447, ptr %4449, align 8
  br label %4450

4450:                                             ; preds = %4391, %4436, %4444
  %4451 = load i32, ptr %904, align 4
  %4452 = load i32, ptr %907, align 4
  %4453 = sub nsw i32 %4452, %4451
  store i32 %4453, ptr %907, align 4
  br label %4454

4454:                                             ; preds = %4450, %4290
  br label %4455

4455:                                             ; preds = %4799, %4454
  %4456 = load i32, ptr %907, align 4
  %4457 = icmp sgt i32 %4456, 0
  br i1 %4457, label %4458, label %4804

4458:                                             ; preds = %4455
  store i32 1, ptr %910, align 4
  br label %4459

4459:                                             ; preds = %4498, %4458
  %4460 = load i32, ptr %910, align 4
  %4461 = load i32, ptr %904, align 4
  %4462 = icmp slt i32 %4460, %4461
  br i1 %4462, label %4463, label %4517

4463:                                             ; preds = %4459
  %4464 = load ptr, ptr %900, align 8
  %4465 = load ptr, ptr %901, align 8
  %4466 = load i32, ptr %907, align 4
  %4467 = load i32, ptr %910, align 4
  %4468 = sub nsw i32 %4466, %4467
  %4469 = sext i32 %4468 to i64
  %4470 = getelementptr inbounds i8, ptr %4465, i64 %4469
  %4471 = load i8, ptr %4470, align 1
  %4472 = zext i8 %4471 to i32
  %4473 = load ptr, ptr %903, align 8
  store ptr %4464, ptr %696, align 8
  store i32 %4472, ptr %697, align 4
  store ptr %4473, ptr %698, align 8
  store i32 0, ptr %699, align 4
  store i32 1, ptr %700, align 4
  %4474 = load ptr, ptr %696, align 8
  %4475 = load ptr, ptr %698, align 8
  %4476 = load i32, ptr %697, align 4
  %4477 = zext i32 %4476 to i64
  %4478 = getelementptr inbounds i64, ptr %4475, i64 %4477
  %4479 = load i64, ptr %4478, align 8
  %4480 = load i32, ptr %699, align 4
  %4481 = load i32, ptr %700, align 4
  store ptr %4474, ptr %130, align 8
  store i64 %4479, ptr %131, align 8
  store i32 %4480, ptr %132, align 4
  store i32 %4481, ptr %133, align 4
  %4482 = load i64, ptr %131, align 8
  %4483 = call i64 @HUF_getNbBits(i64 noundef %4482)
  %4484 = load ptr, ptr %130, align 8
  %4485 = load i32, ptr %132, align 4
  %4486 = sext i32 %4485 to i64
  %4487 = getelementptr inbounds [2 x i64], ptr %4484, i64 0, i64 %4486
  %4488 = load i64, ptr %4487, align 8
  %4489 = lshr i64 %4488, %4483
  store i64 %4489, ptr %4487, align 8
  %4490 = load i32, ptr %133, align 4
  %4491 = icmp ne i32 %4490, 0
  br i1 %4491, label %4492, label %4495

4492:                                             ; preds = %4463
  %4493 = load i64, ptr %131, align 8
  %4494 = call i64 @HUF_getValueFast(i64 noundef %4493)
  br label %4498

4495:                                             ; preds = %4463
  %4496 = load i64, ptr %131, align 8
  %4497 = call i64 @HUF_getValue(i64 noundef %4496)
  br label %4498

4498:                                             ; preds = %4492, %4495
  %4499 = phi i64 [ %4494, %4492 ], [ %4497, %4495 ]
  %4500 = load ptr, ptr %130, align 8
  %4501 = load i32, ptr %132, align 4
  %4502 = sext i32 %4501 to i64
  %4503 = getelementptr inbounds [2 x i64], ptr %4500, i64 0, i64 %4502
  %4504 = load i64, ptr %4503, align 8
  %4505 = or i64 %4504, %4499
  store i64 %4505, ptr %4503, align 8
  %4506 = load i64, ptr %131, align 8
  %4507 = call i64 @HUF_getNbBitsFast(i64 noundef %4506)
  %4508 = load ptr, ptr %130, align 8
  %4509 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4508, i32 0, i32 1
  %4510 = load i32, ptr %132, align 4
  %4511 = sext i32 %4510 to i64
  %4512 = getelementptr inbounds [2 x i64], ptr %4509, i64 0, i64 %4511
  %4513 = load i64, ptr %4512, align 8
  %4514 = add i64 %4513, %4507
  store i64 %4514, ptr %4512, align 8
  %4515 = load i32, ptr %910, align 4
  %4516 = add nsw i32 %4515, 1
  store i32 %4516, ptr %910, align 4
  br label %4459, !llvm.loop !46

4517:                                             ; preds = %4459
  %4518 = load ptr, ptr %900, align 8
  %4519 = load ptr, ptr %901, align 8
  %4520 = load i32, ptr %907, align 4
  %4521 = load i32, ptr %904, align 4
  %4522 = sub nsw i32 %4520, %4521
  %4523 = sext i32 %4522 to i64
  %4524 = getelementptr inbounds i8, ptr %4519, i64 %4523
  %4525 = load i8, ptr %4524, align 1
  %4526 = zext i8 %4525 to i32
  %4527 = load ptr, ptr %903, align 8
  %4528 = load i32, ptr %906, align 4
  store ptr %4518, ptr %681, align 8
  store i32 %4526, ptr %682, align 4
  store ptr %4527, ptr %683, align 8
  store i32 0, ptr %684, align 4
  store i32 %4528, ptr %685, align 4
  %4529 = load ptr, ptr %681, align 8
  %4530 = load ptr, ptr %683, align 8
  %4531 = load i32, ptr %682, align 4
  %4532 = zext i32 %4531 to i64
  %4533 = getelementptr inbounds i64, ptr %4530, i64 %4532
  %4534 = load i64, ptr %4533, align 8
  %4535 = load i32, ptr %684, align 4
  %4536 = load i32, ptr %685, align 4
  store ptr %4529, ptr %142, align 8
  store i64 %4534, ptr %143, align 8
  store i32 %4535, ptr %144, align 4
  store i32 %4536, ptr %145, align 4
  %4537 = load i64, ptr %143, align 8
  %4538 = call i64 @HUF_getNbBits(i64 noundef %4537)
  %4539 = load ptr, ptr %142, align 8
  %4540 = load i32, ptr %144, align 4
  %4541 = sext i32 %4540 to i64
  %4542 = getelementptr inbounds [2 x i64], ptr %4539, i64 0, i64 %4541
  %4543 = load i64, ptr %4542, align 8
  %4544 = lshr i64 %4543, %4538
  store i64 %4544, ptr %4542, align 8
  %4545 = load i32, ptr %145, align 4
  %4546 = icmp ne i32 %4545, 0
  br i1 %4546, label %4547, label %4550

4547:                                             ; preds = %4517
  %4548 = load i64, ptr %143, align 8
  %4549 = call i64 @HUF_getValueFast(i64 noundef %4548)
  br label %4553

4550:                                             ; preds = %4517
  %4551 = load i64, ptr %143, align 8
  %4552 = call i64 @HUF_getValue(i64 noundef %4551)
  br label %4553

4553:                                             ; preds = %4547, %4550
  %4554 = phi i64 [ %4549, %4547 ], [ %4552, %4550 ]
  %4555 = load ptr, ptr %142, align 8
  %4556 = load i32, ptr %144, align 4
  %4557 = sext i32 %4556 to i64
  %4558 = getelementptr inbounds [2 x i64], ptr %4555, i64 0, i64 %4557
  %4559 = load i64, ptr %4558, align 8
  %4560 = or i64 %4559, %4554
  store i64 %4560, ptr %4558, align 8
  %4561 = load i64, ptr %143, align 8
  %4562 = call i64 @HUF_getNbBitsFast(i64 noundef %4561)
  %4563 = load ptr, ptr %142, align 8
  %4564 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4563, i32 0, i32 1
  %4565 = load i32, ptr %144, align 4
  %4566 = sext i32 %4565 to i64
  %4567 = getelementptr inbounds [2 x i64], ptr %4564, i64 0, i64 %4566
  %4568 = load i64, ptr %4567, align 8
  %4569 = add i64 %4568, %4562
  store i64 %4569, ptr %4567, align 8
  %4570 = load ptr, ptr %900, align 8
  %4571 = load i32, ptr %905, align 4
  store ptr %4570, ptr %406, align 8
  store i32 %4571, ptr %407, align 4
  %4572 = load ptr, ptr %406, align 8
  %4573 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4572, i32 0, i32 1
  %4574 = load i64, ptr %4573, align 8
  %4575 = and i64 %4574, 255
  store i64 %4575, ptr %408, align 8
  %4576 = load i64, ptr %408, align 8
  %4577 = lshr i64 %4576, 3
  store i64 %4577, ptr %409, align 8
  %4578 = load ptr, ptr %406, align 8
  %4579 = load i64, ptr %4578, align 8
  %4580 = load i64, ptr %408, align 8
  %4581 = sub i64 64, %4580
  %4582 = lshr i64 %4579, %4581
  store i64 %4582, ptr %410, align 8
  %4583 = load ptr, ptr %406, align 8
  %4584 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4583, i32 0, i32 1
  %4585 = load i64, ptr %4584, align 8
  %4586 = and i64 %4585, 7
  store i64 %4586, ptr %4584, align 8
  %4587 = load ptr, ptr %406, align 8
  %4588 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4587, i32 0, i32 3
  %4589 = load ptr, ptr %4588, align 8
  %4590 = load i64, ptr %410, align 8
  call void @MEM_writeLEST(ptr noundef %4589, i64 noundef %4590)
  %4591 = load i64, ptr %409, align 8
  %4592 = load ptr, ptr %406, align 8
  %4593 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4592, i32 0, i32 3
  %4594 = load ptr, ptr %4593, align 8
  %4595 = getelementptr inbounds i8, ptr %4594, i64 %4591
  store ptr %4595, ptr %4593, align 8
  %4596 = load i32, ptr %407, align 4
  %4597 = icmp ne i32 %4596, 0
  br i1 %4597, label %4612, label %4598

4598:                                             ; preds = %4553
  %4599 = load ptr, ptr %406, align 8
  %4600 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4599, i32 0, i32 3
  %4601 = load ptr, ptr %4600, align 8
  %4602 = load ptr, ptr %406, align 8
  %4603 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4602, i32 0, i32 4
  %4604 = load ptr, ptr %4603, align 8
  %4605 = icmp ugt ptr %4601, %4604
  br i1 %4605, label %4606, label %4612

4606:                                             ; preds = %4598
  %4607 = load ptr, ptr %406, align 8
  %4608 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4607, i32 0, i32 4
  %4609 = load ptr, ptr %4608, align 8
  %4610 = load ptr, ptr %406, align 8
  %4611 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4610, i32 0, i32 3
  store ptr %4609, ptr %4611, align 8
  br label %4612

4612:                                             ; preds = %4553, %4598, %4606
  %4613 = load ptr, ptr %900, align 8
  store ptr %4613, ptr %301, align 8
  %4614 = load ptr, ptr %301, align 8
  %4615 = getelementptr inbounds [2 x i64], ptr %4614, i64 0, i64 1
  store i64 0, ptr %4615, align 8
  %4616 = load ptr, ptr %301, align 8
  %4617 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4616, i32 0, i32 1
  %4618 = getelementptr inbounds [2 x i64], ptr %4617, i64 0, i64 1
  store i64 0, ptr %4618, align 8
  store i32 1, ptr %910, align 4
  br label %4619

4619:                                             ; preds = %4660, %4612
  %4620 = load i32, ptr %910, align 4
  %4621 = load i32, ptr %904, align 4
  %4622 = icmp slt i32 %4620, %4621
  br i1 %4622, label %4623, label %4679

4623:                                             ; preds = %4619
  %4624 = load ptr, ptr %900, align 8
  %4625 = load ptr, ptr %901, align 8
  %4626 = load i32, ptr %907, align 4
  %4627 = load i32, ptr %904, align 4
  %4628 = sub nsw i32 %4626, %4627
  %4629 = load i32, ptr %910, align 4
  %4630 = sub nsw i32 %4628, %4629
  %4631 = sext i32 %4630 to i64
  %4632 = getelementptr inbounds i8, ptr %4625, i64 %4631
  %4633 = load i8, ptr %4632, align 1
  %4634 = zext i8 %4633 to i32
  %4635 = load ptr, ptr %903, align 8
  store ptr %4624, ptr %691, align 8
  store i32 %4634, ptr %692, align 4
  store ptr %4635, ptr %693, align 8
  store i32 1, ptr %694, align 4
  store i32 1, ptr %695, align 4
  %4636 = load ptr, ptr %691, align 8
  %4637 = load ptr, ptr %693, align 8
  %4638 = load i32, ptr %692, align 4
  %4639 = zext i32 %4638 to i64
  %4640 = getelementptr inbounds i64, ptr %4637, i64 %4639
  %4641 = load i64, ptr %4640, align 8
  %4642 = load i32, ptr %694, align 4
  %4643 = load i32, ptr %695, align 4
  store ptr %4636, ptr %134, align 8
  store i64 %4641, ptr %135, align 8
  store i32 %4642, ptr %136, align 4
  store i32 %4643, ptr %137, align 4
  %4644 = load i64, ptr %135, align 8
  %4645 = call i64 @HUF_getNbBits(i64 noundef %4644)
  %4646 = load ptr, ptr %134, align 8
  %4647 = load i32, ptr %136, align 4
  %4648 = sext i32 %4647 to i64
  %4649 = getelementptr inbounds [2 x i64], ptr %4646, i64 0, i64 %4648
  %4650 = load i64, ptr %4649, align 8
  %4651 = lshr i64 %4650, %4645
  store i64 %4651, ptr %4649, align 8
  %4652 = load i32, ptr %137, align 4
  %4653 = icmp ne i32 %4652, 0
  br i1 %4653, label %4654, label %4657

4654:                                             ; preds = %4623
  %4655 = load i64, ptr %135, align 8
  %4656 = call i64 @HUF_getValueFast(i64 noundef %4655)
  br label %4660

4657:                                             ; preds = %4623
  %4658 = load i64, ptr %135, align 8
  %4659 = call i64 @HUF_getValue(i64 noundef %4658)
  br label %4660

4660:                                             ; preds = %4654, %4657
  %4661 = phi i64 [ %4656, %4654 ], [ %4659, %4657 ]
  %4662 = load ptr, ptr %134, align 8
  %4663 = load i32, ptr %136, align 4
  %4664 = sext i32 %4663 to i64
  %4665 = getelementptr inbounds [2 x i64], ptr %4662, i64 0, i64 %4664
  %4666 = load i64, ptr %4665, align 8
  %4667 = or i64 %4666, %4661
  store i64 %4667, ptr %4665, align 8
  %4668 = load i64, ptr %135, align 8
  %4669 = call i64 @HUF_getNbBitsFast(i64 noundef %4668)
  %4670 = load ptr, ptr %134, align 8
  %4671 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4670, i32 0, i32 1
  %4672 = load i32, ptr %136, align 4
  %4673 = sext i32 %4672 to i64
  %4674 = getelementptr inbounds [2 x i64], ptr %4671, i64 0, i64 %4673
  %4675 = load i64, ptr %4674, align 8
  %4676 = add i64 %4675, %4669
  store i64 %4676, ptr %4674, align 8
  %4677 = load i32, ptr %910, align 4
  %4678 = add nsw i32 %4677, 1
  store i32 %4678, ptr %910, align 4
  br label %4619, !llvm.loop !47

4679:                                             ; preds = %4619
  %4680 = load ptr, ptr %900, align 8
  %4681 = load ptr, ptr %901, align 8
  %4682 = load i32, ptr %907, align 4
  %4683 = load i32, ptr %904, align 4
  %4684 = sub nsw i32 %4682, %4683
  %4685 = load i32, ptr %904, align 4
  %4686 = sub nsw i32 %4684, %4685
  %4687 = sext i32 %4686 to i64
  %4688 = getelementptr inbounds i8, ptr %4681, i64 %4687
  %4689 = load i8, ptr %4688, align 1
  %4690 = zext i8 %4689 to i32
  %4691 = load ptr, ptr %903, align 8
  %4692 = load i32, ptr %906, align 4
  store ptr %4680, ptr %686, align 8
  store i32 %4690, ptr %687, align 4
  store ptr %4691, ptr %688, align 8
  store i32 1, ptr %689, align 4
  store i32 %4692, ptr %690, align 4
  %4693 = load ptr, ptr %686, align 8
  %4694 = load ptr, ptr %688, align 8
  %4695 = load i32, ptr %687, align 4
  %4696 = zext i32 %4695 to i64
  %4697 = getelementptr inbounds i64, ptr %4694, i64 %4696
  %4698 = load i64, ptr %4697, align 8
  %4699 = load i32, ptr %689, align 4
  %4700 = load i32, ptr %690, align 4
  store ptr %4693, ptr %138, align 8
  store i64 %4698, ptr %139, align 8
  store i32 %4699, ptr %140, align 4
  store i32 %4700, ptr %141, align 4
  %4701 = load i64, ptr %139, align 8
  %4702 = call i64 @HUF_getNbBits(i64 noundef %4701)
  %4703 = load ptr, ptr %138, align 8
  %4704 = load i32, ptr %140, align 4
  %4705 = sext i32 %4704 to i64
  %4706 = getelementptr inbounds [2 x i64], ptr %4703, i64 0, i64 %4705
  %4707 = load i64, ptr %4706, align 8
  %4708 = lshr i64 %4707, %4702
  store i64 %4708, ptr %4706, align 8
  %4709 = load i32, ptr %141, align 4
  %4710 = icmp ne i32 %4709, 0
  br i1 %4710, label %4711, label %4714

4711:                                             ; preds = %4679
  %4712 = load i64, ptr %139, align 8
  %4713 = call i64 @HUF_getValueFast(i64 noundef %4712)
  br label %4717

4714:                                             ; preds = %4679
  %4715 = load i64, ptr %139, align 8
  %4716 = call i64 @HUF_getValue(i64 noundef %4715)
  br label %4717

4717:                                             ; preds = %4711, %4714
  %4718 = phi i64 [ %4713, %4711 ], [ %4716, %4714 ]
  %4719 = load ptr, ptr %138, align 8
  %4720 = load i32, ptr %140, align 4
  %4721 = sext i32 %4720 to i64
  %4722 = getelementptr inbounds [2 x i64], ptr %4719, i64 0, i64 %4721
  %4723 = load i64, ptr %4722, align 8
  %4724 = or i64 %4723, %4718
  store i64 %4724, ptr %4722, align 8
  %4725 = load i64, ptr %139, align 8
  %4726 = call i64 @HUF_getNbBitsFast(i64 noundef %4725)
  %4727 = load ptr, ptr %138, align 8
  %4728 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4727, i32 0, i32 1
  %4729 = load i32, ptr %140, align 4
  %4730 = sext i32 %4729 to i64
  %4731 = getelementptr inbounds [2 x i64], ptr %4728, i64 0, i64 %4730
  %4732 = load i64, ptr %4731, align 8
  %4733 = add i64 %4732, %4726
  store i64 %4733, ptr %4731, align 8
  %4734 = load ptr, ptr %900, align 8
  store ptr %4734, ptr %291, align 8
  %4735 = load ptr, ptr %291, align 8
  %4736 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4735, i32 0, i32 1
  %4737 = getelementptr inbounds [2 x i64], ptr %4736, i64 0, i64 1
  %4738 = load i64, ptr %4737, align 8
  %4739 = and i64 %4738, 255
  %4740 = load ptr, ptr %291, align 8
  %4741 = load i64, ptr %4740, align 8
  %4742 = lshr i64 %4741, %4739
  store i64 %4742, ptr %4740, align 8
  %4743 = load ptr, ptr %291, align 8
  %4744 = getelementptr inbounds [2 x i64], ptr %4743, i64 0, i64 1
  %4745 = load i64, ptr %4744, align 8
  %4746 = load ptr, ptr %291, align 8
  %4747 = load i64, ptr %4746, align 8
  %4748 = or i64 %4747, %4745
  store i64 %4748, ptr %4746, align 8
  %4749 = load ptr, ptr %291, align 8
  %4750 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4749, i32 0, i32 1
  %4751 = getelementptr inbounds [2 x i64], ptr %4750, i64 0, i64 1
  %4752 = load i64, ptr %4751, align 8
  %4753 = load ptr, ptr %291, align 8
  %4754 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4753, i32 0, i32 1
  %4755 = load i64, ptr %4754, align 8
  %4756 = add i64 %4755, %4752
  store i64 %4756, ptr %4754, align 8
  %4757 = load ptr, ptr %900, align 8
  %4758 = load i32, ptr %905, align 4
  store ptr %4757, ptr %411, align 8
  store i32 %4758, ptr %412, align 4
  %4759 = load ptr, ptr %411, align 8
  %4760 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4759, i32 0, i32 1
  %4761 = load i64, ptr %4760, align 8
  %4762 = and i64 %4761, 255
  store i64 %4762, ptr %413, align 8
  %4763 = load i64, ptr %413, align 8
  %4764 = lshr i64 %4763, 3
  store i64 %4764, ptr %414, align 8
  %4765 = load ptr, ptr %411, align 8
  %4766 = load i64, ptr %4765, align 8
  %4767 = load i64, ptr %413, align 8
  %4768 = sub i64 64, %4767
  %4769 = lshr i64 %4766, %4768
  store i64 %4769, ptr %415, align 8
  %4770 = load ptr, ptr %411, align 8
  %4771 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4770, i32 0, i32 1
  %4772 = load i64, ptr %4771, align 8
  %4773 = and i64 %4772, 7
  store i64 %4773, ptr %4771, align 8
  %4774 = load ptr, ptr %411, align 8
  %4775 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4774, i32 0, i32 3
  %4776 = load ptr, ptr %4775, align 8
  %4777 = load i64, ptr %415, align 8
  call void @MEM_writeLEST(ptr noundef %4776, i64 noundef %4777)
  %4778 = load i64, ptr %414, align 8
  %4779 = load ptr, ptr %411, align 8
  %4780 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4779, i32 0, i32 3
  %4781 = load ptr, ptr %4780, align 8
  %4782 = getelementptr inbounds i8, ptr %4781, i64 %4778
  store ptr %4782, ptr %4780, align 8
  %4783 = load i32, ptr %412, align 4
  %4784 = icmp ne i32 %4783, 0
  br i1 %4784, label %4799, label %4785

4785:                                             ; preds = %4717
  %4786 = load ptr, ptr %411, align 8
  %4787 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4786, i32 0, i32 3
  %4788 = load ptr, ptr %4787, align 8
  %4789 = load ptr, ptr %411, align 8
  %4790 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4789, i32 0, i32 4
  %4791 = load ptr, ptr %4790, align 8
  %4792 = icmp ugt ptr %4788, %4791
  br i1 %4792, label %4793, label %4799

4793:                                             ; preds = %4785
  %4794 = load ptr, ptr %411, align 8
  %4795 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4794, i32 0, i32 4
  %4796 = load ptr, ptr %4795, align 8
  %4797 = load ptr, ptr %411, align 8
  %4798 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4797, i32 0, i32 3
  store ptr %4796, ptr %4798, align 8
  br label %4799

4799:                                             ; preds = %4717, %4785, %4793
  %4800 = load i32, ptr %904, align 4
  %4801 = mul nsw i32 2, %4800
  %4802 = load i32, ptr %907, align 4
  %4803 = sub nsw i32 %4802, %4801
  store i32 %4803, ptr %907, align 4
  br label %4455, !llvm.loop !48

4804:                                             ; preds = %4455
  br label %7314

4805:                                             ; preds = %3549
  %4806 = load ptr, ptr %975, align 8
  %4807 = load i64, ptr %970, align 8
  %4808 = load ptr, ptr %974, align 8
  store ptr %978, ptr %889, align 8
  store ptr %4806, ptr %890, align 8
  store i64 %4807, ptr %891, align 8
  store ptr %4808, ptr %892, align 8
  store i32 6, ptr %893, align 4
  store i32 1, ptr %894, align 4
  store i32 0, ptr %895, align 4
  %4809 = load i64, ptr %891, align 8
  %4810 = trunc i64 %4809 to i32
  store i32 %4810, ptr %896, align 4
  %4811 = load i32, ptr %896, align 4
  %4812 = load i32, ptr %893, align 4
  %4813 = srem i32 %4811, %4812
  store i32 %4813, ptr %897, align 4
  %4814 = load i32, ptr %897, align 4
  %4815 = icmp sgt i32 %4814, 0
  br i1 %4815, label %4816, label %4917

4816:                                             ; preds = %4805
  br label %4817

4817:                                             ; preds = %4854, %4816
  %4818 = load i32, ptr %897, align 4
  %4819 = icmp sgt i32 %4818, 0
  br i1 %4819, label %4820, label %4873

4820:                                             ; preds = %4817
  %4821 = load ptr, ptr %889, align 8
  %4822 = load ptr, ptr %890, align 8
  %4823 = load i32, ptr %896, align 4
  %4824 = add nsw i32 %4823, -1
  store i32 %4824, ptr %896, align 4
  %4825 = sext i32 %4824 to i64
  %4826 = getelementptr inbounds i8, ptr %4822, i64 %4825
  %4827 = load i8, ptr %4826, align 1
  %4828 = zext i8 %4827 to i32
  %4829 = load ptr, ptr %892, align 8
  store ptr %4821, ptr %746, align 8
  store i32 %4828, ptr %747, align 4
  store ptr %4829, ptr %748, align 8
  store i32 0, ptr %749, align 4
  store i32 0, ptr %750, align 4
  %4830 = load ptr, ptr %746, align 8
  %4831 = load ptr, ptr %748, align 8
  %4832 = load i32, ptr %747, align 4
  %4833 = zext i32 %4832 to i64
  %4834 = getelementptr inbounds i64, ptr %4831, i64 %4833
  %4835 = load i64, ptr %4834, align 8
  %4836 = load i32, ptr %749, align 4
  %4837 = load i32, ptr %750, align 4
  store ptr %4830, ptr %90, align 8
  store i64 %4835, ptr %91, align 8
  store i32 %4836, ptr %92, align 4
  store i32 %4837, ptr %93, align 4
  %4838 = load i64, ptr %91, align 8
  %4839 = call i64 @HUF_getNbBits(i64 noundef %4838)
  %4840 = load ptr, ptr %90, align 8
  %4841 = load i32, ptr %92, align 4
  %4842 = sext i32 %4841 to i64
  %4843 = getelementptr inbounds [2 x i64], ptr %4840, i64 0, i64 %4842
  %4844 = load i64, ptr %4843, align 8
  %4845 = lshr i64 %4844, %4839
  store i64 %4845, ptr %4843, align 8
  %4846 = load i32, ptr %93, align 4
  %4847 = icmp ne i32 %4846, 0
  br i1 %4847, label %4848, label %4851

4848:                                             ; preds = %4820
  %4849 = load i64, ptr %91, align 8
  %4850 = call i64 @HUF_getValueFast(i64 noundef %4849)
  br label %4854

4851:                                             ; preds = %4820
  %4852 = load i64, ptr %91, align 8
  %4853 = call i64 @HUF_getValue(i64 noundef %4852)
  br label %4854

4854:                                             ; preds = %4848, %4851
  %4855 = phi i64 [ %4850, %4848 ], [ %4853, %4851 ]
  %4856 = load ptr, ptr %90, align 8
  %4857 = load i32, ptr %92, align 4
  %4858 = sext i32 %4857 to i64
  %4859 = getelementptr inbounds [2 x i64], ptr %4856, i64 0, i64 %4858
  %4860 = load i64, ptr %4859, align 8
  %4861 = or i64 %4860, %4855
  store i64 %4861, ptr %4859, align 8
  %4862 = load i64, ptr %91, align 8
  %4863 = call i64 @HUF_getNbBitsFast(i64 noundef %4862)
  %4864 = load ptr, ptr %90, align 8
  %4865 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4864, i32 0, i32 1
  %4866 = load i32, ptr %92, align 4
  %4867 = sext i32 %4866 to i64
  %4868 = getelementptr inbounds [2 x i64], ptr %4865, i64 0, i64 %4867
  %4869 = load i64, ptr %4868, align 8
  %4870 = add i64 %4869, %4863
  store i64 %4870, ptr %4868, align 8
  %4871 = load i32, ptr %897, align 4
  %4872 = add nsw i32 %4871, -1
  store i32 %4872, ptr %897, align 4
  br label %4817, !llvm.loop !44

4873:                                             ; preds = %4817
  %4874 = load ptr, ptr %889, align 8
  %4875 = load i32, ptr %894, align 4
  store ptr %4874, ptr %441, align 8
  store i32 %4875, ptr %442, align 4
  %4876 = load ptr, ptr %441, align 8
  %4877 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4876, i32 0, i32 1
  %4878 = load i64, ptr %4877, align 8
  %4879 = and i64 %4878, 255
  store i64 %4879, ptr %443, align 8
  %4880 = load i64, ptr %443, align 8
  %4881 = lshr i64 %4880, 3
  store i64 %4881, ptr %444, align 8
  %4882 = load ptr, ptr %441, align 8
  %4883 = load i64, ptr %4882, align 8
  %4884 = load i64, ptr %443, align 8
  %4885 = sub i64 64, %4884
  %4886 = lshr i64 %4883, %4885
  store i64 %4886, ptr %445, align 8
  %4887 = load ptr, ptr %441, align 8
  %4888 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4887, i32 0, i32 1
  %4889 = load i64, ptr %4888, align 8
  %4890 = and i64 %4889, 7
  store i64 %4890, ptr %4888, align 8
  %4891 = load ptr, ptr %441, align 8
  %4892 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4891, i32 0, i32 3
  %4893 = load ptr, ptr %4892, align 8
  %4894 = load i64, ptr %445, align 8
  call void @MEM_writeLEST(ptr noundef %4893, i64 noundef %4894)
  %4895 = load i64, ptr %444, align 8
  %4896 = load ptr, ptr %441, align 8
  %4897 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4896, i32 0, i32 3
  %4898 = load ptr, ptr %4897, align 8
  %4899 = getelementptr inbounds i8, ptr %4898, i64 %4895
  store ptr %4899, ptr %4897, align 8
  %4900 = load i32, ptr %442, align 4
  %4901 = icmp ne i32 %4900, 0
  br i1 %4901, label %4916, label %4902

4902:                                             ; preds = %4873
  %4903 = load ptr, ptr %441, align 8
  %4904 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4903, i32 0, i32 3
  %4905 = load ptr, ptr %4904, align 8
  %4906 = load ptr, ptr %441, align 8
  %4907 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4906, i32 0, i32 4
  %4908 = load ptr, ptr %4907, align 8
  %4909 = icmp ugt ptr %4905, %4908
  br i1 %4909, label %4910, label %4916

4910:                                             ; preds = %4902
  %4911 = load ptr, ptr %441, align 8
  %4912 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4911, i32 0, i32 4
  %4913 = load ptr, ptr %4912, align 8
  %4914 = load ptr, ptr %441, align 8
  %4915 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4914, i32 0, i32 3
  store ptr %4913, ptr %4915, align 8
  br label %4916

4916:                                             ; preds = %4873, %4902, %4910
  br label %4917

4917:                                             ; preds = %4916, %4805
  %4918 = load i32, ptr %896, align 4
  %4919 = load i32, ptr %893, align 4
  %4920 = mul nsw i32 2, %4919
  %4921 = srem i32 %4918, %4920
  %4922 = icmp ne i32 %4921, 0
  br i1 %4922, label %4923, label %5081

4923:                                             ; preds = %4917
  store i32 1, ptr %898, align 4
  br label %4924

4924:                                             ; preds = %4963, %4923
  %4925 = load i32, ptr %898, align 4
  %4926 = load i32, ptr %893, align 4
  %4927 = icmp slt i32 %4925, %4926
  br i1 %4927, label %4928, label %4982

4928:                                             ; preds = %4924
  %4929 = load ptr, ptr %889, align 8
  %4930 = load ptr, ptr %890, align 8
  %4931 = load i32, ptr %896, align 4
  %4932 = load i32, ptr %898, align 4
  %4933 = sub nsw i32 %4931, %4932
  %4934 = sext i32 %4933 to i64
  %4935 = getelementptr inbounds i8, ptr %4930, i64 %4934
  %4936 = load i8, ptr %4935, align 1
  %4937 = zext i8 %4936 to i32
  %4938 = load ptr, ptr %892, align 8
  store ptr %4929, ptr %741, align 8
  store i32 %4937, ptr %742, align 4
  store ptr %4938, ptr %743, align 8
  store i32 0, ptr %744, align 4
  store i32 1, ptr %745, align 4
  %4939 = load ptr, ptr %741, align 8
  %4940 = load ptr, ptr %743, align 8
  %4941 = load i32, ptr %742, align 4
  %4942 = zext i32 %4941 to i64
  %4943 = getelementptr inbounds i64, ptr %4940, i64 %4942
  %4944 = load i64, ptr %4943, align 8
  %4945 = load i32, ptr %744, align 4
  %4946 = load i32, ptr %745, align 4
  store ptr %4939, ptr %94, align 8
  store i64 %4944, ptr %95, align 8
  store i32 %4945, ptr %96, align 4
  store i32 %4946, ptr %97, align 4
  %4947 = load i64, ptr %95, align 8
  %4948 = call i64 @HUF_getNbBits(i64 noundef %4947)
  %4949 = load ptr, ptr %94, align 8
  %4950 = load i32, ptr %96, align 4
  %4951 = sext i32 %4950 to i64
  %4952 = getelementptr inbounds [2 x i64], ptr %4949, i64 0, i64 %4951
  %4953 = load i64, ptr %4952, align 8
  %4954 = lshr i64 %4953, %4948
  store i64 %4954, ptr %4952, align 8
  %4955 = load i32, ptr %97, align 4
  %4956 = icmp ne i32 %4955, 0
  br i1 %4956, label %4957, label %4960

4957:                                             ; preds = %4928
  %4958 = load i64, ptr %95, align 8
  %4959 = call i64 @HUF_getValueFast(i64 noundef %4958)
  br label %4963

4960:                                             ; preds = %4928
  %4961 = load i64, ptr %95, align 8
  %4962 = call i64 @HUF_getValue(i64 noundef %4961)
  br label %4963

4963:                                             ; preds = %4957, %4960
  %4964 = phi i64 [ %4959, %4957 ], [ %4962, %4960 ]
  %4965 = load ptr, ptr %94, align 8
  %4966 = load i32, ptr %96, align 4
  %4967 = sext i32 %4966 to i64
  %4968 = getelementptr inbounds [2 x i64], ptr %4965, i64 0, i64 %4967
  %4969 = load i64, ptr %4968, align 8
  %4970 = or i64 %4969, %4964
  store i64 %4970, ptr %4968, align 8
  %4971 = load i64, ptr %95, align 8
  %4972 = call i64 @HUF_getNbBitsFast(i64 noundef %4971)
  %4973 = load ptr, ptr %94, align 8
  %4974 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4973, i32 0, i32 1
  %4975 = load i32, ptr %96, align 4
  %4976 = sext i32 %4975 to i64
  %4977 = getelementptr inbounds [2 x i64], ptr %4974, i64 0, i64 %4976
  %4978 = load i64, ptr %4977, align 8
  %4979 = add i64 %4978, %4972
  store i64 %4979, ptr %4977, align 8
  %4980 = load i32, ptr %898, align 4
  %4981 = add nsw i32 %4980, 1
  store i32 %4981, ptr %898, align 4
  br label %4924, !llvm.loop !45

4982:                                             ; preds = %4924
  %4983 = load ptr, ptr %889, align 8
  %4984 = load ptr, ptr %890, align 8
  %4985 = load i32, ptr %896, align 4
  %4986 = load i32, ptr %893, align 4
  %4987 = sub nsw i32 %4985, %4986
  %4988 = sext i32 %4987 to i64
  %4989 = getelementptr inbounds i8, ptr %4984, i64 %4988
  %4990 = load i8, ptr %4989, align 1
  %4991 = zext i8 %4990 to i32
  %4992 = load ptr, ptr %892, align 8
  %4993 = load i32, ptr %895, align 4
  store ptr %4983, ptr %736, align 8
  store i32 %4991, ptr %737, align 4
  store ptr %4992, ptr %738, align 8
  store i32 0, ptr %739, align 4
  store i32 %4993, ptr %740, align 4
  %4994 = load ptr, ptr %736, align 8
  %4995 = load ptr, ptr %738, align 8
  %4996 = load i32, ptr %737, align 4
  %4997 = zext i32 %4996 to i64
  %4998 = getelementptr inbounds i64, ptr %4995, i64 %4997
  %4999 = load i64, ptr %4998, align 8
  %5000 = load i32, ptr %739, align 4
  %5001 = load i32, ptr %740, align 4
  store ptr %4994, ptr %98, align 8
  store i64 %4999, ptr %99, align 8
  store i32 %5000, ptr %100, align 4
  store i32 %5001, ptr %101, align 4
  %5002 = load i64, ptr %99, align 8
  %5003 = call i64 @HUF_getNbBits(i64 noundef %5002)
  %5004 = load ptr, ptr %98, align 8
  %5005 = load i32, ptr %100, align 4
  %5006 = sext i32 %5005 to i64
  %5007 = getelementptr inbounds [2 x i64], ptr %5004, i64 0, i64 %5006
  %5008 = load i64, ptr %5007, align 8
  %5009 = lshr i64 %5008, %5003
  store i64 %5009, ptr %5007, align 8
  %5010 = load i32, ptr %101, align 4
  %5011 = icmp ne i32 %5010, 0
  br i1 %5011, label %5012, label %5015

5012:                                             ; preds = %4982
  %5013 = load i64, ptr %99, align 8
  %5014 = call i64 @HUF_getValueFast(i64 noundef %5013)
  br label %5018

5015:                                             ; preds = %4982
  %5016 = load i64, ptr %99, align 8
  %5017 = call i64 @HUF_getValue(i64 noundef %5016)
  br label %5018

5018:                                             ; preds = %5012, %5015
  %5019 = phi i64 [ %5014, %5012 ], [ %5017, %5015 ]
  %5020 = load ptr, ptr %98, align 8
  %5021 = load i32, ptr %100, align 4
  %5022 = sext i32 %5021 to i64
  %5023 = getelementptr inbounds [2 x i64], ptr %5020, i64 0, i64 %5022
  %5024 = load i64, ptr %5023, align 8
  %5025 = or i64 %5024, %5019
  store i64 %5025, ptr %5023, align 8
  %5026 = load i64, ptr %99, align 8
  %5027 = call i64 @HUF_getNbBitsFast(i64 noundef %5026)
  %5028 = load ptr, ptr %98, align 8
  %5029 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5028, i32 0, i32 1
  %5030 = load i32, ptr %100, align 4
  %5031 = sext i32 %5030 to i64
  %5032 = getelementptr inbounds [2 x i64], ptr %5029, i64 0, i64 %5031
  %5033 = load i64, ptr %5032, align 8
  %5034 = add i64 %5033, %5027
  store i64 %5034, ptr %5032, align 8
  %5035 = load ptr, ptr %889, align 8
  %5036 = load i32, ptr %894, align 4
  store ptr %5035, ptr %436, align 8
  store i32 %5036, ptr %437, align 4
  %5037 = load ptr, ptr %436, align 8
  %5038 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5037, i32 0, i32 1
  %5039 = load i64, ptr %5038, align 8
  %5040 = and i64 %5039, 255
  store i64 %5040, ptr %438, align 8
  %5041 = load i64, ptr %438, align 8
  %5042 = lshr i64 %5041, 3
  store i64 %5042, ptr %439, align 8
  %5043 = load ptr, ptr %436, align 8
  %5044 = load i64, ptr %5043, align 8
  %5045 = load i64, ptr %438, align 8
  %5046 = sub i64 64, %5045
  %5047 = lshr i64 %5044, %5046
  store i64 %5047, ptr %440, align 8
  %5048 = load ptr, ptr %436, align 8
  %5049 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5048, i32 0, i32 1
  %5050 = load i64, ptr %5049, align 8
  %5051 = and i64 %5050, 7
  store i64 %5051, ptr %5049, align 8
  %5052 = load ptr, ptr %436, align 8
  %5053 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5052, i32 0, i32 3
  %5054 = load ptr, ptr %5053, align 8
  %5055 = load i64, ptr %440, align 8
  call void @MEM_writeLEST(ptr noundef %5054, i64 noundef %5055)
  %5056 = load i64, ptr %439, align 8
  %5057 = load ptr, ptr %436, align 8
  %5058 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5057, i32 0, i32 3
  %5059 = load ptr, ptr %5058, align 8
  %5060 = getelementptr inbounds i8, ptr %5059, i64 %5056
  store ptr %5060, ptr %5058, align 8
  %5061 = load i32, ptr %437, align 4
  %5062 = icmp ne i32 %5061, 0
  br i1 %5062, label %5077, label %5063

5063:                                             ; preds = %5018
  %5064 = load ptr, ptr %436, align 8
  %5065 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5064, i32 0, i32 3
  %5066 = load ptr, ptr %5065, align 8
  %5067 = load ptr, ptr %436, align 8
  %5068 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5067, i32 0, i32 4
  %5069 = load ptr, ptr %5068, align 8
  %5070 = icmp ugt ptr %5066, %5069
  br i1 %5070, label %5071, label %5077

5071:                                             ; preds = %5063
  %5072 = load ptr, ptr %436, align 8
  %5073 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5072, i32 0, i32 4
  %5074 = load ptr, ptr %5073, align 8
  %5075 = load ptr, ptr %436, align 8
  %5076 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5075, i32 0, i32 3
  store ptr %5074, ptr %5076, align 8
  br label %5077

5077:                                             ; preds = %5018, %5063, %5071
  %5078 = load i32, ptr %893, align 4
  %5079 = load i32, ptr %896, align 4
  %5080 = sub nsw i32 %5079, %5078
  store i32 %5080, ptr %896, align 4
  br label %5081

5081:                                             ; preds = %5077, %4917
  br label %5082

5082:                                             ; preds = %5426, %5081
  %5083 = load i32, ptr %896, align 4
  %5084 = icmp sgt i32 %5083, 0
  br i1 %5084, label %5085, label %5431

5085:                                             ; preds = %5082
  store i32 1, ptr %899, align 4
  br label %5086

5086:                                             ; preds = %5125, %5085
  %5087 = load i32, ptr %899, align 4
  %5088 = load i32, ptr %893, align 4
  %5089 = icmp slt i32 %5087, %5088
  br i1 %5089, label %5090, label %5144

5090:                                             ; preds = %5086
  %5091 = load ptr, ptr %889, align 8
  %5092 = load ptr, ptr %890, align 8
  %5093 = load i32, ptr %896, align 4
  %5094 = load i32, ptr %899, align 4
  %5095 = sub nsw i32 %5093, %5094
  %5096 = sext i32 %5095 to i64
  %5097 = getelementptr inbounds i8, ptr %5092, i64 %5096
  %5098 = load i8, ptr %5097, align 1
  %5099 = zext i8 %5098 to i32
  %5100 = load ptr, ptr %892, align 8
  store ptr %5091, ptr %731, align 8
  store i32 %5099, ptr %732, align 4
  store ptr %5100, ptr %733, align 8
  store i32 0, ptr %734, align 4
  store i32 1, ptr %735, align 4
  %5101 = load ptr, ptr %731, align 8
  %5102 = load ptr, ptr %733, align 8
  %5103 = load i32, ptr %732, align 4
  %5104 = zext i32 %5103 to i64
  %5105 = getelementptr inbounds i64, ptr %5102, i64 %5104
  %5106 = load i64, ptr %5105, align 8
  %5107 = load i32, ptr %734, align 4
  %5108 = load i32, ptr %735, align 4
  store ptr %5101, ptr %102, align 8
  store i64 %5106, ptr %103, align 8
  store i32 %5107, ptr %104, align 4
  store i32 %5108, ptr %105, align 4
  %5109 = load i64, ptr %103, align 8
  %5110 = call i64 @HUF_getNbBits(i64 noundef %5109)
  %5111 = load ptr, ptr %102, align 8
  %5112 = load i32, ptr %104, align 4
  %5113 = sext i32 %5112 to i64
  %5114 = getelementptr inbounds [2 x i64], ptr %5111, i64 0, i64 %5113
  %5115 = load i64, ptr %5114, align 8
  %5116 = lshr i64 %5115, %5110
  store i64 %5116, ptr %5114, align 8
  %5117 = load i32, ptr %105, align 4
  %5118 = icmp ne i32 %5117, 0
  br i1 %5118, label %5119, label %5122

5119:                                             ; preds = %5090
  %5120 = load i64, ptr %103, align 8
  %5121 = call i64 @HUF_getValueFast(i64 noundef %5120)
  br label %5125

5122:                                             ; preds = %5090
  %5123 = load i64, ptr %103, align 8
  %5124 = call i64 @HUF_getValue(i64 noundef %5123)
  br label %5125

5125:                                             ; preds = %5119, %5122
  %5126 = phi i64 [ %5121, %5119 ], [ %5124, %5122 ]
  %5127 = load ptr, ptr %102, align 8
  %5128 = load i32, ptr %104, align 4
  %5129 = sext i32 %5128 to i64
  %5130 = getelementptr inbounds [2 x i64], ptr %5127, i64 0, i64 %5129
  %5131 = load i64, ptr %5130, align 8
  %5132 = or i64 %5131, %5126
  store i64 %5132, ptr %5130, align 8
  %5133 = load i64, ptr %103, align 8
  %5134 = call i64 @HUF_getNbBitsFast(i64 noundef %5133)
  %5135 = load ptr, ptr %102, align 8
  %5136 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5135, i32 0, i32 1
  %5137 = load i32, ptr %104, align 4
  %5138 = sext i32 %5137 to i64
  %5139 = getelementptr inbounds [2 x i64], ptr %5136, i64 0, i64 %5138
  %5140 = load i64, ptr %5139, align 8
  %5141 = add i64 %5140, %5134
  store i64 %5141, ptr %5139, align 8
  %5142 = load i32, ptr %899, align 4
  %5143 = add nsw i32 %5142, 1
  store i32 %5143, ptr %899, align 4
  br label %5086, !llvm.loop !46

5144:                                             ; preds = %5086
  %5145 = load ptr, ptr %889, align 8
  %5146 = load ptr, ptr %890, align 8
  %5147 = load i32, ptr %896, align 4
  %5148 = load i32, ptr %893, align 4
  %5149 = sub nsw i32 %5147, %5148
  %5150 = sext i32 %5149 to i64
  %5151 = getelementptr inbounds i8, ptr %5146, i64 %5150
  %5152 = load i8, ptr %5151, align 1
  %5153 = zext i8 %5152 to i32
  %5154 = load ptr, ptr %892, align 8
  %5155 = load i32, ptr %895, align 4
  store ptr %5145, ptr %716, align 8
  store i32 %5153, ptr %717, align 4
  store ptr %5154, ptr %718, align 8
  store i32 0, ptr %719, align 4
  store i32 %5155, ptr %720, align 4
  %5156 = load ptr, ptr %716, align 8
  %5157 = load ptr, ptr %718, align 8
  %5158 = load i32, ptr %717, align 4
  %5159 = zext i32 %5158 to i64
  %5160 = getelementptr inbounds i64, ptr %5157, i64 %5159
  %5161 = load i64, ptr %5160, align 8
  %5162 = load i32, ptr %719, align 4
  %5163 = load i32, ptr %720, align 4
  store ptr %5156, ptr %114, align 8
  store i64 %5161, ptr %115, align 8
  store i32 %5162, ptr %116, align 4
  store i32 %5163, ptr %117, align 4
  %5164 = load i64, ptr %115, align 8
  %5165 = call i64 @HUF_getNbBits(i64 noundef %5164)
  %5166 = load ptr, ptr %114, align 8
  %5167 = load i32, ptr %116, align 4
  %5168 = sext i32 %5167 to i64
  %5169 = getelementptr inbounds [2 x i64], ptr %5166, i64 0, i64 %5168
  %5170 = load i64, ptr %5169, align 8
  %5171 = lshr i64 %5170, %5165
  store i64 %5171, ptr %5169, align 8
  %5172 = load i32, ptr %117, align 4
  %5173 = icmp ne i32 %5172, 0
  br i1 %5173, label %5174, label %5177

5174:                                             ; preds = %5144
  %5175 = load i64, ptr %115, align 8
  %5176 = call i64 @HUF_getValueFast(i64 noundef %5175)
  br label %5180

5177:                                             ; preds = %5144
  %5178 = load i64, ptr %115, align 8
  %5179 = call i64 @HUF_getValue(i64 noundef %5178)
  br label %5180

5180:                                             ; preds = %5174, %5177
  %5181 = phi i64 [ %5176, %5174 ], [ %5179, %5177 ]
  %5182 = load ptr, ptr %114, align 8
  %5183 = load i32, ptr %116, align 4
  %5184 = sext i32 %5183 to i64
  %5185 = getelementptr inbounds [2 x i64], ptr %5182, i64 0, i64 %5184
  %5186 = load i64, ptr %5185, align 8
  %5187 = or i64 %5186, %5181
  store i64 %5187, ptr %5185, align 8
  %5188 = load i64, ptr %115, align 8
  %5189 = call i64 @HUF_getNbBitsFast(i64 noundef %5188)
  %5190 = load ptr, ptr %114, align 8
  %5191 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5190, i32 0, i32 1
  %5192 = load i32, ptr %116, align 4
  %5193 = sext i32 %5192 to i64
  %5194 = getelementptr inbounds [2 x i64], ptr %5191, i64 0, i64 %5193
  %5195 = load i64, ptr %5194, align 8
  %5196 = add i64 %5195, %5189
  store i64 %5196, ptr %5194, align 8
  %5197 = load ptr, ptr %889, align 8
  %5198 = load i32, ptr %894, align 4
  store ptr %5197, ptr %426, align 8
  store i32 %5198, ptr %427, align 4
  %5199 = load ptr, ptr %426, align 8
  %5200 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5199, i32 0, i32 1
  %5201 = load i64, ptr %5200, align 8
  %5202 = and i64 %5201, 255
  store i64 %5202, ptr %428, align 8
  %5203 = load i64, ptr %428, align 8
  %5204 = lshr i64 %5203, 3
  store i64 %5204, ptr %429, align 8
  %5205 = load ptr, ptr %426, align 8
  %5206 = load i64, ptr %5205, align 8
  %5207 = load i64, ptr %428, align 8
  %5208 = sub i64 64, %5207
  %5209 = lshr i64 %5206, %5208
  store i64 %5209, ptr %430, align 8
  %5210 = load ptr, ptr %426, align 8
  %5211 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5210, i32 0, i32 1
  %5212 = load i64, ptr %5211, align 8
  %5213 = and i64 %5212, 7
  store i64 %5213, ptr %5211, align 8
  %5214 = load ptr, ptr %426, align 8
  %5215 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5214, i32 0, i32 3
  %5216 = load ptr, ptr %5215, align 8
  %5217 = load i64, ptr %430, align 8
  call void @MEM_writeLEST(ptr noundef %5216, i64 noundef %5217)
  %5218 = load i64, ptr %429, align 8
  %5219 = load ptr, ptr %426, align 8
  %5220 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5219, i32 0, i32 3
  %5221 = load ptr, ptr %5220, align 8
  %5222 = getelementptr inbounds i8, ptr %5221, i64 %5218
  store ptr %5222, ptr %5220, align 8
  %5223 = load i32, ptr %427, align 4
  %5224 = icmp ne i32 %5223, 0
  br i1 %5224, label %5239, label %5225

5225:                                             ; preds = %5180
  %5226 = load ptr, ptr %426, align 8
  %5227 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5226, i32 0, i32 3
  %5228 = load ptr, ptr %5227, align 8
  %5229 = load ptr, ptr %426, align 8
  %5230 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5229, i32 0, i32 4
  %5231 = load ptr, ptr %5230, align 8
  %5232 = icmp ugt ptr %5228, %5231
  br i1 %5232, label %5233, label %5239

5233:                                             ; preds = %5225
  %5234 = load ptr, ptr %426, align 8
  %5235 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5234, i32 0, i32 4
  %5236 = load ptr, ptr %5235, align 8
  %5237 = load ptr, ptr %426, align 8
  %5238 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5237, i32 0, i32 3
  store ptr %5236, ptr %5238, align 8
  br label %5239

5239:                                             ; preds = %5180, %5225, %5233
  %5240 = load ptr, ptr %889, align 8
  store ptr %5240, ptr %302, align 8
  %5241 = load ptr, ptr %302, align 8
  %5242 = getelementptr inbounds [2 x i64], ptr %5241, i64 0, i64 1
  store i64 0, ptr %5242, align 8
  %5243 = load ptr, ptr %302, align 8
  %5244 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5243, i32 0, i32 1
  %5245 = getelementptr inbounds [2 x i64], ptr %5244, i64 0, i64 1
  store i64 0, ptr %5245, align 8
  store i32 1, ptr %899, align 4
  br label %5246

5246:                                             ; preds = %5287, %5239
  %5247 = load i32, ptr %899, align 4
  %5248 = load i32, ptr %893, align 4
  %5249 = icmp slt i32 %5247, %5248
  br i1 %5249, label %5250, label %5306

5250:                                             ; preds = %5246
  %5251 = load ptr, ptr %889, align 8
  %5252 = load ptr, ptr %890, align 8
  %5253 = load i32, ptr %896, align 4
  %5254 = load i32, ptr %893, align 4
  %5255 = sub nsw i32 %5253, %5254
  %5256 = load i32, ptr %899, align 4
  %5257 = sub nsw i32 %5255, %5256
  %5258 = sext i32 %5257 to i64
  %5259 = getelementptr inbounds i8, ptr %5252, i64 %5258
  %5260 = load i8, ptr %5259, align 1
  %5261 = zext i8 %5260 to i32
  %5262 = load ptr, ptr %892, align 8
  store ptr %5251, ptr %726, align 8
  store i32 %5261, ptr %727, align 4
  store ptr %5262, ptr %728, align 8
  store i32 1, ptr %729, align 4
  store i32 1, ptr %730, align 4
  %5263 = load ptr, ptr %726, align 8
  %5264 = load ptr, ptr %728, align 8
  %5265 = load i32, ptr %727, align 4
  %5266 = zext i32 %5265 to i64
  %5267 = getelementptr inbounds i64, ptr %5264, i64 %5266
  %5268 = load i64, ptr %5267, align 8
  %5269 = load i32, ptr %729, align 4
  %5270 = load i32, ptr %730, align 4
  store ptr %5263, ptr %106, align 8
  store i64 %5268, ptr %107, align 8
  store i32 %5269, ptr %108, align 4
  store i32 %5270, ptr %109, align 4
  %5271 = load i64, ptr %107, align 8
  %5272 = call i64 @HUF_getNbBits(i64 noundef %5271)
  %5273 = load ptr, ptr %106, align 8
  %5274 = load i32, ptr %108, align 4
  %5275 = sext i32 %5274 to i64
  %5276 = getelementptr inbounds [2 x i64], ptr %5273, i64 0, i64 %5275
  %5277 = load i64, ptr %5276, align 8
  %5278 = lshr i64 %5277, %5272
  store i64 %5278, ptr %5276, align 8
  %5279 = load i32, ptr %109, align 4
  %5280 = icmp ne i32 %5279, 0
  br i1 %5280, label %5281, label %5284

5281:                                             ; preds = %5250
  %5282 = load i64, ptr %107, align 8
  %5283 = call i64 @HUF_getValueFast(i64 noundef %5282)
  br label %5287

5284:                                             ; preds = %5250
  %5285 = load i64, ptr %107, align 8
  %5286 = call i64 @HUF_getValue(i64 noundef %5285)
  br label %5287

5287:                                             ; preds = %5281, %5284
  %5288 = phi i64 [ %5283, %5281 ], [ %5286, %5284 ]
  %5289 = load ptr, ptr %106, align 8
  %5290 = load i32, ptr %108, align 4
  %5291 = sext i32 %5290 to i64
  %5292 = getelementptr inbounds [2 x i64], ptr %5289, i64 0, i64 %5291
  %5293 = load i64, ptr %5292, align 8
  %5294 = or i64 %5293, %5288
  store i64 %5294, ptr %5292, align 8
  %5295 = load i64, ptr %107, align 8
  %5296 = call i64 @HUF_getNbBitsFast(i64 noundef %5295)
  %5297 = load ptr, ptr %106, align 8
  %5298 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5297, i32 0, i32 1
  %5299 = load i32, ptr %108, align 4
  %5300 = sext i32 %5299 to i64
  %5301 = getelementptr inbounds [2 x i64], ptr %5298, i64 0, i64 %5300
  %5302 = load i64, ptr %5301, align 8
  %5303 = add i64 %5302, %5296
  store i64 %5303, ptr %5301, align 8
  %5304 = load i32, ptr %899, align 4
  %5305 = add nsw i32 %5304, 1
  store i32 %5305, ptr %899, align 4
  br label %5246, !llvm.loop !47

5306:                                             ; preds = %5246
  %5307 = load ptr, ptr %889, align 8
  %5308 = load ptr, ptr %890, align 8
  %5309 = load i32, ptr %896, align 4
  %5310 = load i32, ptr %893, align 4
  %5311 = sub nsw i32 %5309, %5310
  %5312 = load i32, ptr %893, align 4
  %5313 = sub nsw i32 %5311, %5312
  %5314 = sext i32 %5313 to i64
  %5315 = getelementptr inbounds i8, ptr %5308, i64 %5314
  %5316 = load i8, ptr %5315, align 1
  %5317 = zext i8 %5316 to i32
  %5318 = load ptr, ptr %892, align 8
  %5319 = load i32, ptr %895, align 4
  store ptr %5307, ptr %721, align 8
  store i32 %5317, ptr %722, align 4
  store ptr %5318, ptr %723, align 8
  store i32 1, ptr %724, align 4
  store i32 %5319, ptr %725, align 4
  %5320 = load ptr, ptr %721, align 8
  %5321 = load ptr, ptr %723, align 8
  %5322 = load i32, ptr %722, align 4
  %5323 = zext i32 %5322 to i64
  %5324 = getelementptr inbounds i64, ptr %5321, i64 %5323
  %5325 = load i64, ptr %5324, align 8
  %5326 = load i32, ptr %724, align 4
  %5327 = load i32, ptr %725, align 4
  store ptr %5320, ptr %110, align 8
  store i64 %5325, ptr %111, align 8
  store i32 %5326, ptr %112, align 4
  store i32 %5327, ptr %113, align 4
  %5328 = load i64, ptr %111, align 8
  %5329 = call i64 @HUF_getNbBits(i64 noundef %5328)
  %5330 = load ptr, ptr %110, align 8
  %5331 = load i32, ptr %112, align 4
  %5332 = sext i32 %5331 to i64
  %5333 = getelementptr inbounds [2 x i64], ptr %5330, i64 0, i64 %5332
  %5334 = load i64, ptr %5333, align 8
  %5335 = lshr i64 %5334, %5329
  store i64 %5335, ptr %5333, align 8
  %5336 = load i32, ptr %113, align 4
  %5337 = icmp ne i32 %5336, 0
  br i1 %5337, label %5338, label %5341

5338:                                             ; preds = %5306
  %5339 = load i64, ptr %111, align 8
  %5340 = call i64 @HUF_getValueFast(i64 noundef %5339)
  br label %5344

5341:                                             ; preds = %5306
  %5342 = load i64, ptr %111, align 8
  %5343 = call i64 @HUF_getValue(i64 noundef %5342)
  br label %5344

5344:                                             ; preds = %5338, %5341
  %5345 = phi i64 [ %5340, %5338 ], [ %5343, %5341 ]
  %5346 = load ptr, ptr %110, align 8
  %5347 = load i32, ptr %112, align 4
  %5348 = sext i32 %5347 to i64
  %5349 = getelementptr inbounds [2 x i64], ptr %5346, i64 0, i64 %5348
  %5350 = load i64, ptr %5349, align 8
  %5351 = or i64 %5350, %5345
  store i64 %5351, ptr %5349, align 8
  %5352 = load i64, ptr %111, align 8
  %5353 = call i64 @HUF_getNbBitsFast(i64 noundef %5352)
  %5354 = load ptr, ptr %110, align 8
  %5355 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5354, i32 0, i32 1
  %5356 = load i32, ptr %112, align 4
  %5357 = sext i32 %5356 to i64
  %5358 = getelementptr inbounds [2 x i64], ptr %5355, i64 0, i64 %5357
  %5359 = load i64, ptr %5358, align 8
  %5360 = add i64 %5359, %5353
  store i64 %5360, ptr %5358, align 8
  %5361 = load ptr, ptr %889, align 8
  store ptr %5361, ptr %292, align 8
  %5362 = load ptr, ptr %292, align 8
  %5363 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5362, i32 0, i32 1
  %5364 = getelementptr inbounds [2 x i64], ptr %5363, i64 0, i64 1
  %5365 = load i64, ptr %5364, align 8
  %5366 = and i64 %5365, 255
  %5367 = load ptr, ptr %292, align 8
  %5368 = load i64, ptr %5367, align 8
  %5369 = lshr i64 %5368, %5366
  store i64 %5369, ptr %5367, align 8
  %5370 = load ptr, ptr %292, align 8
  %5371 = getelementptr inbounds [2 x i64], ptr %5370, i64 0, i64 1
  %5372 = load i64, ptr %5371, align 8
  %5373 = load ptr, ptr %292, align 8
  %5374 = load i64, ptr %5373, align 8
  %5375 = or i64 %5374, %5372
  store i64 %5375, ptr %5373, align 8
  %5376 = load ptr, ptr %292, align 8
  %5377 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5376, i32 0, i32 1
  %5378 = getelementptr inbounds [2 x i64], ptr %5377, i64 0, i64 1
  %5379 = load i64, ptr %5378, align 8
  %5380 = load ptr, ptr %292, align 8
  %5381 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5380, i32 0, i32 1
  %5382 = load i64, ptr %5381, align 8
  %5383 = add i64 %5382, %5379
  store i64 %5383, ptr %5381, align 8
  %5384 = load ptr, ptr %889, align 8
  %5385 = load i32, ptr %894, align 4
  store ptr %5384, ptr %431, align 8
  store i32 %5385, ptr %432, align 4
  %5386 = load ptr, ptr %431, align 8
  %5387 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5386, i32 0, i32 1
  %5388 = load i64, ptr %5387, align 8
  %5389 = and i64 %5388, 255
  store i64 %5389, ptr %433, align 8
  %5390 = load i64, ptr %433, align 8
  %5391 = lshr i64 %5390, 3
  store i64 %5391, ptr %434, align 8
  %5392 = load ptr, ptr %431, align 8
  %5393 = load i64, ptr %5392, align 8
  %5394 = load i64, ptr %433, align 8
  %5395 = sub i64 64, %5394
  %5396 = lshr i64 %5393, %5395
  store i64 %5396, ptr %435, align 8
  %5397 = load ptr, ptr %431, align 8
  %5398 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5397, i32 0, i32 1
  %5399 = load i64, ptr %5398, align 8
  %5400 = and i64 %5399, 7
  store i64 %5400, ptr %5398, align 8
  %5401 = load ptr, ptr %431, align 8
  %5402 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5401, i32 0, i32 3
  %5403 = load ptr, ptr %5402, align 8
  %5404 = load i64, ptr %435, align 8
  call void @MEM_writeLEST(ptr noundef %5403, i64 noundef %5404)
  %5405 = load i64, ptr %434, align 8
  %5406 = load ptr, ptr %431, align 8
  %5407 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5406, i32 0, i32 3
  %5408 = load ptr, ptr %5407, align 8
  %5409 = getelementptr inbounds i8, ptr %5408, i64 %5405
  store ptr %5409, ptr %5407, align 8
  %5410 = load i32, ptr %432, align 4
  %5411 = icmp ne i32 %5410, 0
  br i1 %5411, label %5426, label %5412

5412:                                             ; preds = %5344
  %5413 = load ptr, ptr %431, align 8
  %5414 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5413, i32 0, i32 3
  %5415 = load ptr, ptr %5414, align 8
  %5416 = load ptr, ptr %431, align 8
  %5417 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5416, i32 0, i32 4
  %5418 = load ptr, ptr %5417, align 8
  %5419 = icmp ugt ptr %5415, %5418
  br i1 %5419, label %5420, label %5426

5420:                                             ; preds = %5412
  %5421 = load ptr, ptr %431, align 8
  %5422 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5421, i32 0, i32 4
  %5423 = load ptr, ptr %5422, align 8
  %5424 = load ptr, ptr %431, align 8
  %5425 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5424, i32 0, i32 3
  store ptr %5423, ptr %5425, align 8
  br label %5426

5426:                                             ; preds = %5344, %5412, %5420
  %5427 = load i32, ptr %893, align 4
  %5428 = mul nsw i32 2, %5427
  %5429 = load i32, ptr %896, align 4
  %5430 = sub nsw i32 %5429, %5428
  store i32 %5430, ptr %896, align 4
  br label %5082, !llvm.loop !48

5431:                                             ; preds = %5082
  br label %7314

5432:                                             ; preds = %3549
  %5433 = load ptr, ptr %975, align 8
  %5434 = load i64, ptr %970, align 8
  %5435 = load ptr, ptr %974, align 8
  store ptr %978, ptr %878, align 8
  store ptr %5433, ptr %879, align 8
  store i64 %5434, ptr %880, align 8
  store ptr %5435, ptr %881, align 8
  store i32 7, ptr %882, align 4
  store i32 1, ptr %883, align 4
  store i32 0, ptr %884, align 4
  %5436 = load i64, ptr %880, align 8
  %5437 = trunc i64 %5436 to i32
  store i32 %5437, ptr %885, align 4
  %5438 = load i32, ptr %885, align 4
  %5439 = load i32, ptr %882, align 4
  %5440 = srem i32 %5438, %5439
  store i32 %5440, ptr %886, align 4
  %5441 = load i32, ptr %886, align 4
  %5442 = icmp sgt i32 %5441, 0
  br i1 %5442, label %5443, label %5544

5443:                                             ; preds = %5432
  br label %5444

5444:                                             ; preds = %5481, %5443
  %5445 = load i32, ptr %886, align 4
  %5446 = icmp sgt i32 %5445, 0
  br i1 %5446, label %5447, label %5500

5447:                                             ; preds = %5444
  %5448 = load ptr, ptr %878, align 8
  %5449 = load ptr, ptr %879, align 8
  %5450 = load i32, ptr %885, align 4
  %5451 = add nsw i32 %5450, -1
  store i32 %5451, ptr %885, align 4
  %5452 = sext i32 %5451 to i64
  %5453 = getelementptr inbounds i8, ptr %5449, i64 %5452
  %5454 = load i8, ptr %5453, align 1
  %5455 = zext i8 %5454 to i32
  %5456 = load ptr, ptr %881, align 8
  store ptr %5448, ptr %781, align 8
  store i32 %5455, ptr %782, align 4
  store ptr %5456, ptr %783, align 8
  store i32 0, ptr %784, align 4
  store i32 0, ptr %785, align 4
  %5457 = load ptr, ptr %781, align 8
  %5458 = load ptr, ptr %783, align 8
  %5459 = load i32, ptr %782, align 4
  %5460 = zext i32 %5459 to i64
  %5461 = getelementptr inbounds i64, ptr %5458, i64 %5460
  %5462 = load i64, ptr %5461, align 8
  %5463 = load i32, ptr %784, align 4
  %5464 = load i32, ptr %785, align 4
  store ptr %5457, ptr %62, align 8
  store i64 %5462, ptr %63, align 8
  store i32 %5463, ptr %64, align 4
  store i32 %5464, ptr %65, align 4
  %5465 = load i64, ptr %63, align 8
  %5466 = call i64 @HUF_getNbBits(i64 noundef %5465)
  %5467 = load ptr, ptr %62, align 8
  %5468 = load i32, ptr %64, align 4
  %5469 = sext i32 %5468 to i64
  %5470 = getelementptr inbounds [2 x i64], ptr %5467, i64 0, i64 %5469
  %5471 = load i64, ptr %5470, align 8
  %5472 = lshr i64 %5471, %5466
  store i64 %5472, ptr %5470, align 8
  %5473 = load i32, ptr %65, align 4
  %5474 = icmp ne i32 %5473, 0
  br i1 %5474, label %5475, label %5478

5475:                                             ; preds = %5447
  %5476 = load i64, ptr %63, align 8
  %5477 = call i64 @HUF_getValueFast(i64 noundef %5476)
  br label %5481

5478:                                             ; preds = %5447
  %5479 = load i64, ptr %63, align 8
  %5480 = call i64 @HUF_getValue(i64 noundef %5479)
  br label %5481

5481:                                             ; preds = %5475, %5478
  %5482 = phi i64 [ %5477, %5475 ], [ %5480, %5478 ]
  %5483 = load ptr, ptr %62, align 8
  %5484 = load i32, ptr %64, align 4
  %5485 = sext i32 %5484 to i64
  %5486 = getelementptr inbounds [2 x i64], ptr %5483, i64 0, i64 %5485
  %5487 = load i64, ptr %5486, align 8
  %5488 = or i64 %5487, %5482
  store i64 %5488, ptr %5486, align 8
  %5489 = load i64, ptr %63, align 8
  %5490 = call i64 @HUF_getNbBitsFast(i64 noundef %5489)
  %5491 = load ptr, ptr %62, align 8
  %5492 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5491, i32 0, i32 1
  %5493 = load i32, ptr %64, align 4
  %5494 = sext i32 %5493 to i64
  %5495 = getelementptr inbounds [2 x i64], ptr %5492, i64 0, i64 %5494
  %5496 = load i64, ptr %5495, align 8
  %5497 = add i64 %5496, %5490
  store i64 %5497, ptr %5495, align 8
  %5498 = load i32, ptr %886, align 4
  %5499 = add nsw i32 %5498, -1
  store i32 %5499, ptr %886, align 4
  br label %5444, !llvm.loop !44

5500:                                             ; preds = %5444
  %5501 = load ptr, ptr %878, align 8
  %5502 = load i32, ptr %883, align 4
  store ptr %5501, ptr %461, align 8
  store i32 %5502, ptr %462, align 4
  %5503 = load ptr, ptr %461, align 8
  %5504 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5503, i32 0, i32 1
  %5505 = load i64, ptr %5504, align 8
  %5506 = and i64 %5505, 255
  store i64 %5506, ptr %463, align 8
  %5507 = load i64, ptr %463, align 8
  %5508 = lshr i64 %5507, 3
  store i64 %5508, ptr %464, align 8
  %5509 = load ptr, ptr %461, align 8
  %5510 = load i64, ptr %5509, align 8
  %5511 = load i64, ptr %463, align 8
  %5512 = sub i64 64, %5511
  %5513 = lshr i64 %5510, %5512
  store i64 %5513, ptr %465, align 8
  %5514 = load ptr, ptr %461, align 8
  %5515 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5514, i32 0, i32 1
  %5516 = load i64, ptr %5515, align 8
  %5517 = and i64 %5516, 7
  store i64 %5517, ptr %5515, align 8
  %5518 = load ptr, ptr %461, align 8
  %5519 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5518, i32 0, i32 3
  %5520 = load ptr, ptr %5519, align 8
  %5521 = load i64, ptr %465, align 8
  call void @MEM_writeLEST(ptr noundef %5520, i64 noundef %5521)
  %5522 = load i64, ptr %464, align 8
  %5523 = load ptr, ptr %461, align 8
  %5524 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5523, i32 0, i32 3
  %5525 = load ptr, ptr %5524, align 8
  %5526 = getelementptr inbounds i8, ptr %5525, i64 %5522
  store ptr %5526, ptr %5524, align 8
  %5527 = load i32, ptr %462, align 4
  %5528 = icmp ne i32 %5527, 0
  br i1 %5528, label %5543, label %5529

5529:                                             ; preds = %5500
  %5530 = load ptr, ptr %461, align 8
  %5531 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5530, i32 0, i32 3
  %5532 = load ptr, ptr %5531, align 8
  %5533 = load ptr, ptr %461, align 8
  %5534 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5533, i32 0, i32 4
  %5535 = load ptr, ptr %5534, align 8
  %5536 = icmp ugt ptr %5532, %5535
  br i1 %5536, label %5537, label %5543

5537:                                             ; preds = %5529
  %5538 = load ptr, ptr %461, align 8
  %5539 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5538, i32 0, i32 4
  %5540 = load ptr, ptr %5539, align 8
  %5541 = load ptr, ptr %461, align 8
  %5542 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5541, i32 0, i32 3
  store ptr %5540, ptr %5542, align 8
  br label %5543

5543:                                             ; preds = %5500, %5529, %5537
  br label %5544

5544:                                             ; preds = %5543, %5432
  %5545 = load i32, ptr %885, align 4
  %5546 = load i32, ptr %882, align 4
  %5547 = mul nsw i32 2, %5546
  %5548 = srem i32 %5545, %5547
  %5549 = icmp ne i32 %5548, 0
  br i1 %5549, label %5550, label %5708

5550:                                             ; preds = %5544
  store i32 1, ptr %887, align 4
  br label %5551

5551:                                             ; preds = %5590, %5550
  %5552 = load i32, ptr %887, align 4
  %5553 = load i32, ptr %882, align 4
  %5554 = icmp slt i32 %5552, %5553
  br i1 %5554, label %5555, label %5609

5555:                                             ; preds = %5551
  %5556 = load ptr, ptr %878, align 8
  %5557 = load ptr, ptr %879, align 8
  %5558 = load i32, ptr %885, align 4
  %5559 = load i32, ptr %887, align 4
  %5560 = sub nsw i32 %5558, %5559
  %5561 = sext i32 %5560 to i64
  %5562 = getelementptr inbounds i8, ptr %5557, i64 %5561
  %5563 = load i8, ptr %5562, align 1
  %5564 = zext i8 %5563 to i32
  %5565 = load ptr, ptr %881, align 8
  store ptr %5556, ptr %776, align 8
  store i32 %5564, ptr %777, align 4
  store ptr %5565, ptr %778, align 8
  store i32 0, ptr %779, align 4
  store i32 1, ptr %780, align 4
  %5566 = load ptr, ptr %776, align 8
  %5567 = load ptr, ptr %778, align 8
  %5568 = load i32, ptr %777, align 4
  %5569 = zext i32 %5568 to i64
  %5570 = getelementptr inbounds i64, ptr %5567, i64 %5569
  %5571 = load i64, ptr %5570, align 8
  %5572 = load i32, ptr %779, align 4
  %5573 = load i32, ptr %780, align 4
  store ptr %5566, ptr %66, align 8
  store i64 %5571, ptr %67, align 8
  store i32 %5572, ptr %68, align 4
  store i32 %5573, ptr %69, align 4
  %5574 = load i64, ptr %67, align 8
  %5575 = call i64 @HUF_getNbBits(i64 noundef %5574)
  %5576 = load ptr, ptr %66, align 8
  %5577 = load i32, ptr %68, align 4
  %5578 = sext i32 %5577 to i64
  %5579 = getelementptr inbounds [2 x i64], ptr %5576, i64 0, i64 %5578
  %5580 = load i64, ptr %5579, align 8
  %5581 = lshr i64 %5580, %5575
  store i64 %5581, ptr %5579, align 8
  %5582 = load i32, ptr %69, align 4
  %5583 = icmp ne i32 %5582, 0
  br i1 %5583, label %5584, label %5587

5584:                                             ; preds = %5555
  %5585 = load i64, ptr %67, align 8
  %5586 = call i64 @HUF_getValueFast(i64 noundef %5585)
  br label %5590

5587:                                             ; preds = %5555
  %5588 = load i64, ptr %67, align 8
  %5589 = call i64 @HUF_getValue(i64 noundef %5588)
  br label %5590

5590:                                             ; preds = %5584, %5587
  %5591 = phi i64 [ %5586, %5584 ], [ %5589, %5587 ]
  %5592 = load ptr, ptr %66, align 8
  %5593 = load i32, ptr %68, align 4
  %5594 = sext i32 %5593 to i64
  %5595 = getelementptr inbounds [2 x i64], ptr %5592, i64 0, i64 %5594
  %5596 = load i64, ptr %5595, align 8
  %5597 = or i64 %5596, %5591
  store i64 %5597, ptr %5595, align 8
  %5598 = load i64, ptr %67, align 8
  %5599 = call i64 @HUF_getNbBitsFast(i64 noundef %5598)
  %5600 = load ptr, ptr %66, align 8
  %5601 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5600, i32 0, i32 1
  %5602 = load i32, ptr %68, align 4
  %5603 = sext i32 %5602 to i64
  %5604 = getelementptr inbounds [2 x i64], ptr %5601, i64 0, i64 %5603
  %5605 = load i64, ptr %5604, align 8
  %5606 = add i64 %5605, %5599
  store i64 %5606, ptr %5604, align 8
  %5607 = load i32, ptr %887, align 4
  %5608 = add nsw i32 %5607, 1
  store i32 %5608, ptr %887, align 4
  br label %5551, !llvm.loop !45

5609:                                             ; preds = %5551
  %5610 = load ptr, ptr %878, align 8
  %5611 = load ptr, ptr %879, align 8
  %5612 = load i32, ptr %885, align 4
  %5613 = load i32, ptr %882, align 4
  %5614 = sub nsw i32 %5612, %5613
  %5615 = sext i32 %5614 to i64
  %5616 = getelementptr inbounds i8, ptr %5611, i64 %5615
  %5617 = load i8, ptr %5616, align 1
  %5618 = zext i8 %5617 to i32
  %5619 = load ptr, ptr %881, align 8
  %5620 = load i32, ptr %884, align 4
  store ptr %5610, ptr %771, align 8
  store i32 %5618, ptr %772, align 4
  store ptr %5619, ptr %773, align 8
  store i32 0, ptr %774, align 4
  store i32 %5620, ptr %775, align 4
  %5621 = load ptr, ptr %771, align 8
  %5622 = load ptr, ptr %773, align 8
  %5623 = load i32, ptr %772, align 4
  %5624 = zext i32 %5623 to i64
  %5625 = getelementptr inbounds i64, ptr %5622, i64 %5624
  %5626 = load i64, ptr %5625, align 8
  %5627 = load i32, ptr %774, align 4
  %5628 = load i32, ptr %775, align 4
  store ptr %5621, ptr %70, align 8
  store i64 %5626, ptr %71, align 8
  store i32 %5627, ptr %72, align 4
  store i32 %5628, ptr %73, align 4
  %5629 = load i64, ptr %71, align 8
  %5630 = call i64 @HUF_getNbBits(i64 noundef %5629)
  %5631 = load ptr, ptr %70, align 8
  %5632 = load i32, ptr %72, align 4
  %5633 = sext i32 %5632 to i64
  %5634 = getelementptr inbounds [2 x i64], ptr %5631, i64 0, i64 %5633
  %5635 = load i64, ptr %5634, align 8
  %5636 = lshr i64 %5635, %5630
  store i64 %5636, ptr %5634, align 8
  %5637 = load i32, ptr %73, align 4
  %5638 = icmp ne i32 %5637, 0
  br i1 %5638, label %5639, label %5642

5639:                                             ; preds = %5609
  %5640 = load i64, ptr %71, align 8
  %5641 = call i64 @HUF_getValueFast(i64 noundef %5640)
  br label %5645

5642:                                             ; preds = %5609
  %5643 = load i64, ptr %71, align 8
  %5644 = call i64 @HUF_getValue(i64 noundef %5643)
  br label %5645

5645:                                             ; preds = %5639, %5642
  %5646 = phi i64 [ %5641, %5639 ], [ %5644, %5642 ]
  %5647 = load ptr, ptr %70, align 8
  %5648 = load i32, ptr %72, align 4
  %5649 = sext i32 %5648 to i64
  %5650 = getelementptr inbounds [2 x i64], ptr %5647, i64 0, i64 %5649
  %5651 = load i64, ptr %5650, align 8
  %5652 = or i64 %5651, %5646
  store i64 %5652, ptr %5650, align 8
  %5653 = load i64, ptr %71, align 8
  %5654 = call i64 @HUF_getNbBitsFast(i64 noundef %5653)
  %5655 = load ptr, ptr %70, align 8
  %5656 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5655, i32 0, i32 1
  %5657 = load i32, ptr %72, align 4
  %5658 = sext i32 %5657 to i64
  %5659 = getelementptr inbounds [2 x i64], ptr %5656, i64 0, i64 %5658
  %5660 = load i64, ptr %5659, align 8
  %5661 = add i64 %5660, %5654
  store i64 %5661, ptr %5659, align 8
  %5662 = load ptr, ptr %878, align 8
  %5663 = load i32, ptr %883, align 4
  store ptr %5662, ptr %456, align 8
  store i32 %5663, ptr %457, align 4
  %5664 = load ptr, ptr %456, align 8
  %5665 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5664, i32 0, i32 1
  %5666 = load i64, ptr %5665, align 8
  %5667 = and i64 %5666, 255
  store i64 %5667, ptr %458, align 8
  %5668 = load i64, ptr %458, align 8
  %5669 = lshr i64 %5668, 3
  store i64 %5669, ptr %459, align 8
  %5670 = load ptr, ptr %456, align 8
  %5671 = load i64, ptr %5670, align 8
  %5672 = load i64, ptr %458, align 8
  %5673 = sub i64 64, %5672
  %5674 = lshr i64 %5671, %5673
  store i64 %5674, ptr %460, align 8
  %5675 = load ptr, ptr %456, align 8
  %5676 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5675, i32 0, i32 1
  %5677 = load i64, ptr %5676, align 8
  %5678 = and i64 %5677, 7
  store i64 %5678, ptr %5676, align 8
  %5679 = load ptr, ptr %456, align 8
  %5680 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5679, i32 0, i32 3
  %5681 = load ptr, ptr %5680, align 8
  %5682 = load i64, ptr %460, align 8
  call void @MEM_writeLEST(ptr noundef %5681, i64 noundef %5682)
  %5683 = load i64, ptr %459, align 8
  %5684 = load ptr, ptr %456, align 8
  %5685 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5684, i32 0, i32 3
  %5686 = load ptr, ptr %5685, align 8
  %5687 = getelementptr inbounds i8, ptr %5686, i64 %5683
  store ptr %5687, ptr %5685, align 8
  %5688 = load i32, ptr %457, align 4
  %5689 = icmp ne i32 %5688, 0
  br i1 %5689, label %5704, label %5690

5690:                                             ; preds = %5645
  %5691 = load ptr, ptr %456, align 8
  %5692 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5691, i32 0, i32 3
  %5693 = load ptr, ptr %5692, align 8
  %5694 = load ptr, ptr %456, align 8
  %5695 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5694, i32 0, i32 4
  %5696 = load ptr, ptr %5695, align 8
  %5697 = icmp ugt ptr %5693, %5696
  br i1 %5697, label %5698, label %5704

5698:                                             ; preds = %5690
  %5699 = load ptr, ptr %456, align 8
  %5700 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5699, i32 0, i32 4
  %5701 = load ptr, ptr %5700, align 8
  %5702 = load ptr, ptr %456, align 8
  %5703 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5702, i32 0, i32 3
  store ptr %5701, ptr %5703, align 8
  br label %5704

5704:                                             ; preds = %5645, %5690, %5698
  %5705 = load i32, ptr %882, align 4
  %5706 = load i32, ptr %885, align 4
  %5707 = sub nsw i32 %5706, %5705
  store i32 %5707, ptr %885, align 4
  br label %5708

5708:                                             ; preds = %5704, %5544
  br label %5709

5709:                                             ; preds = %6053, %5708
  %5710 = load i32, ptr %885, align 4
  %5711 = icmp sgt i32 %5710, 0
  br i1 %5711, label %5712, label %6058

5712:                                             ; preds = %5709
  store i32 1, ptr %888, align 4
  br label %5713

5713:                                             ; preds = %5752, %5712
  %5714 = load i32, ptr %888, align 4
  %5715 = load i32, ptr %882, align 4
  %5716 = icmp slt i32 %5714, %5715
  br i1 %5716, label %5717, label %5771

5717:                                             ; preds = %5713
  %5718 = load ptr, ptr %878, align 8
  %5719 = load ptr, ptr %879, align 8
  %5720 = load i32, ptr %885, align 4
  %5721 = load i32, ptr %888, align 4
  %5722 = sub nsw i32 %5720, %5721
  %5723 = sext i32 %5722 to i64
  %5724 = getelementptr inbounds i8, ptr %5719, i64 %5723
  %5725 = load i8, ptr %5724, align 1
  %5726 = zext i8 %5725 to i32
  %5727 = load ptr, ptr %881, align 8
  store ptr %5718, ptr %766, align 8
  store i32 %5726, ptr %767, align 4
  store ptr %5727, ptr %768, align 8
  store i32 0, ptr %769, align 4
  store i32 1, ptr %770, align 4
  %5728 = load ptr, ptr %766, align 8
  %5729 = load ptr, ptr %768, align 8
  %5730 = load i32, ptr %767, align 4
  %5731 = zext i32 %5730 to i64
  %5732 = getelementptr inbounds i64, ptr %5729, i64 %5731
  %5733 = load i64, ptr %5732, align 8
  %5734 = load i32, ptr %769, align 4
  %5735 = load i32, ptr %770, align 4
  store ptr %5728, ptr %74, align 8
  store i64 %5733, ptr %75, align 8
  store i32 %5734, ptr %76, align 4
  store i32 %5735, ptr %77, align 4
  %5736 = load i64, ptr %75, align 8
  %5737 = call i64 @HUF_getNbBits(i64 noundef %5736)
  %5738 = load ptr, ptr %74, align 8
  %5739 = load i32, ptr %76, align 4
  %5740 = sext i32 %5739 to i64
  %5741 = getelementptr inbounds [2 x i64], ptr %5738, i64 0, i64 %5740
  %5742 = load i64, ptr %5741, align 8
  %5743 = lshr i64 %5742, %5737
  store i64 %5743, ptr %5741, align 8
  %5744 = load i32, ptr %77, align 4
  %5745 = icmp ne i32 %5744, 0
  br i1 %5745, label %5746, label %5749

5746:                                             ; preds = %5717
  %5747 = load i64, ptr %75, align 8
  %5748 = call i64 @HUF_getValueFast(i64 noundef %5747)
  br label %5752

5749:                                             ; preds = %5717
  %5750 = load i64, ptr %75, align 8
  %5751 = call i64 @HUF_getValue(i64 noundef %5750)
  br label %5752

5752:                                             ; preds = %5746, %5749
  %5753 = phi i64 [ %5748, %5746 ], [ %5751, %5749 ]
  %5754 = load ptr, ptr %74, align 8
  %5755 = load i32, ptr %76, align 4
  %5756 = sext i32 %5755 to i64
  %5757 = getelementptr inbounds [2 x i64], ptr %5754, i64 0, i64 %5756
  %5758 = load i64, ptr %5757, align 8
  %5759 = or i64 %5758, %5753
  store i64 %5759, ptr %5757, align 8
  %5760 = load i64, ptr %75, align 8
  %5761 = call i64 @HUF_getNbBitsFast(i64 noundef %5760)
  %5762 = load ptr, ptr %74, align 8
  %5763 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5762, i32 0, i32 1
  %5764 = load i32, ptr %76, align 4
  %5765 = sext i32 %5764 to i64
  %5766 = getelementptr inbounds [2 x i64], ptr %5763, i64 0, i64 %5765
  %5767 = load i64, ptr %5766, align 8
  %5768 = add i64 %5767, %5761
  store i64 %5768, ptr %5766, align 8
  %5769 = load i32, ptr %888, align 4
  %5770 = add nsw i32 %5769, 1
  store i32 %5770, ptr %888, align 4
  br label %5713, !llvm.loop !46

5771:                                             ; preds = %5713
  %5772 = load ptr, ptr %878, align 8
  %5773 = load ptr, ptr %879, align 8
  %5774 = load i32, ptr %885, align 4
  %5775 = load i32, ptr %882, align 4
  %5776 = sub nsw i32 %5774, %5775
  %5777 = sext i32 %5776 to i64
  %5778 = getelementptr inbounds i8, ptr %5773, i64 %5777
  %5779 = load i8, ptr %5778, align 1
  %5780 = zext i8 %5779 to i32
  %5781 = load ptr, ptr %881, align 8
  %5782 = load i32, ptr %884, align 4
  store ptr %5772, ptr %751, align 8
  store i32 %5780, ptr %752, align 4
  store ptr %5781, ptr %753, align 8
  store i32 0, ptr %754, align 4
  store i32 %5782, ptr %755, align 4
  %5783 = load ptr, ptr %751, align 8
  %5784 = load ptr, ptr %753, align 8
  %5785 = load i32, ptr %752, align 4
  %5786 = zext i32 %5785 to i64
  %5787 = getelementptr inbounds i64, ptr %5784, i64 %5786
  %5788 = load i64, ptr %5787, align 8
  %5789 = load i32, ptr %754, align 4
  %5790 = load i32, ptr %755, align 4
  store ptr %5783, ptr %86, align 8
  store i64 %5788, ptr %87, align 8
  store i32 %5789, ptr %88, align 4
  store i32 %5790, ptr %89, align 4
  %5791 = load i64, ptr %87, align 8
  %5792 = call i64 @HUF_getNbBits(i64 noundef %5791)
  %5793 = load ptr, ptr %86, align 8
  %5794 = load i32, ptr %88, align 4
  %5795 = sext i32 %5794 to i64
  %5796 = getelementptr inbounds [2 x i64], ptr %5793, i64 0, i64 %5795
  %5797 = load i64, ptr %5796, align 8
  %5798 = lshr i64 %5797, %5792
  store i64 %5798, ptr %5796, align 8
  %5799 = load i32, ptr %89, align 4
  %5800 = icmp ne i32 %5799, 0
  br i1 %5800, label %5801, label %5804

5801:                                             ; preds = %5771
  %5802 = load i64, ptr %87, align 8
  %5803 = call i64 @HUF_getValueFast(i64 noundef %5802)
  br label %5807

5804:                                             ; preds = %5771
  %5805 = load i64, ptr %87, align 8
  %5806 = call i64 @HUF_getValue(i64 noundef %5805)
  br label %5807

5807:                                             ; preds = %5801, %5804
  %5808 = phi i64 [ %5803, %5801 ], [ %5806, %5804 ]
  %5809 = load ptr, ptr %86, align 8
  %5810 = load i32, ptr %88, align 4
  %5811 = sext i32 %5810 to i64
  %5812 = getelementptr inbounds [2 x i64], ptr %5809, i64 0, i64 %5811
  %5813 = load i64, ptr %5812, align 8
  %5814 = or i64 %5813, %5808
  store i64 %5814, ptr %5812, align 8
  %5815 = load i64, ptr %87, align 8
  %5816 = call i64 @HUF_getNbBitsFast(i64 noundef %5815)
  %5817 = load ptr, ptr %86, align 8
  %5818 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5817, i32 0, i32 1
  %5819 = load i32, ptr %88, align 4
  %5820 = sext i32 %5819 to i64
  %5821 = getelementptr inbounds [2 x i64], ptr %5818, i64 0, i64 %5820
  %5822 = load i64, ptr %5821, align 8
  %5823 = add i64 %5822, %5816
  store i64 %5823, ptr %5821, align 8
  %5824 = load ptr, ptr %878, align 8
  %5825 = load i32, ptr %883, align 4
  store ptr %5824, ptr %446, align 8
  store i32 %5825, ptr %447, align 4
  %5826 = load ptr, ptr %446, align 8
  %5827 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5826, i32 0, i32 1
  %5828 = load i64, ptr %5827, align 8
  %5829 = and i64 %5828, 255
  store i64 %5829, ptr %448, align 8
  %5830 = load i64, ptr %448, align 8
  %5831 = lshr i64 %5830, 3
  store i64 %5831, ptr %449, align 8
  %5832 = load ptr, ptr %446, align 8
  %5833 = load i64, ptr %5832, align 8
  %5834 = load i64, ptr %448, align 8
  %5835 = sub i64 64, %5834
  %5836 = lshr i64 %5833, %5835
  store i64 %5836, ptr %450, align 8
  %5837 = load ptr, ptr %446, align 8
  %5838 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5837, i32 0, i32 1
  %5839 = load i64, ptr %5838, align 8
  %5840 = and i64 %5839, 7
  store i64 %5840, ptr %5838, align 8
  %5841 = load ptr, ptr %446, align 8
  %5842 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5841, i32 0, i32 3
  %5843 = load ptr, ptr %5842, align 8
  %5844 = load i64, ptr %450, align 8
  call void @MEM_writeLEST(ptr noundef %5843, i64 noundef %5844)
  %5845 = load i64, ptr %449, align 8
  %5846 = load ptr, ptr %446, align 8
  %5847 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5846, i32 0, i32 3
  %5848 = load ptr, ptr %5847, align 8
  %5849 = getelementptr inbounds i8, ptr %5848, i64 %5845
  store ptr %5849, ptr %5847, align 8
  %5850 = load i32, ptr %447, align 4
  %5851 = icmp ne i32 %5850, 0
  br i1 %5851, label %5866, label %5852

5852:                                             ; preds = %5807
  %5853 = load ptr, ptr %446, align 8
  %5854 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5853, i32 0, i32 3
  %5855 = load ptr, ptr %5854, align 8
  %5856 = load ptr, ptr %446, align 8
  %5857 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5856, i32 0, i32 4
  %5858 = load ptr, ptr %5857, align 8
  %5859 = icmp ugt ptr %5855, %5858
  br i1 %5859, label %5860, label %5866

5860:                                             ; preds = %5852
  %5861 = load ptr, ptr %446, align 8
  %5862 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5861, i32 0, i32 4
  %5863 = load ptr, ptr %5862, align 8
  %5864 = load ptr, ptr %446, align 8
  %5865 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5864, i32 0, i32 3
  store ptr %5863, ptr %5865, align 8
  br label %5866

5866:                                             ; preds = %5807, %5852, %5860
  %5867 = load ptr, ptr %878, align 8
  store ptr %5867, ptr %303, align 8
  %5868 = load ptr, ptr %303, align 8
  %5869 = getelementptr inbounds [2 x i64], ptr %5868, i64 0, i64 1
  store i64 0, ptr %5869, align 8
  %5870 = load ptr, ptr %303, align 8
  %5871 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5870, i32 0, i32 1
  %5872 = getelementptr inbounds [2 x i64], ptr %5871, i64 0, i64 1
  store i64 0, ptr %5872, align 8
  store i32 1, ptr %888, align 4
  br label %5873

5873:                                             ; preds = %5914, %5866
  %5874 = load i32, ptr %888, align 4
  %5875 = load i32, ptr %882, align 4
  %5876 = icmp slt i32 %5874, %5875
  br i1 %5876, label %5877, label %5933

5877:                                             ; preds = %5873
  %5878 = load ptr, ptr %878, align 8
  %5879 = load ptr, ptr %879, align 8
  %5880 = load i32, ptr %885, align 4
  %5881 = load i32, ptr %882, align 4
  %5882 = sub nsw i32 %5880, %5881
  %5883 = load i32, ptr %888, align 4
  %5884 = sub nsw i32 %5882, %5883
  %5885 = sext i32 %5884 to i64
  %5886 = getelementptr inbounds i8, ptr %5879, i64 %5885
  %5887 = load i8, ptr %5886, align 1
  %5888 = zext i8 %5887 to i32
  %5889 = load ptr, ptr %881, align 8
  store ptr %5878, ptr %761, align 8
  store i32 %5888, ptr %762, align 4
  store ptr %5889, ptr %763, align 8
  store i32 1, ptr %764, align 4
  store i32 1, ptr %765, align 4
  %5890 = load ptr, ptr %761, align 8
  %5891 = load ptr, ptr %763, align 8
  %5892 = load i32, ptr %762, align 4
  %5893 = zext i32 %5892 to i64
  %5894 = getelementptr inbounds i64, ptr %5891, i64 %5893
  %5895 = load i64, ptr %5894, align 8
  %5896 = load i32, ptr %764, align 4
  %5897 = load i32, ptr %765, align 4
  store ptr %5890, ptr %78, align 8
  store i64 %5895, ptr %79, align 8
  store i32 %5896, ptr %80, align 4
  store i32 %5897, ptr %81, align 4
  %5898 = load i64, ptr %79, align 8
  %5899 = call i64 @HUF_getNbBits(i64 noundef %5898)
  %5900 = load ptr, ptr %78, align 8
  %5901 = load i32, ptr %80, align 4
  %5902 = sext i32 %5901 to i64
  %5903 = getelementptr inbounds [2 x i64], ptr %5900, i64 0, i64 %5902
  %5904 = load i64, ptr %5903, align 8
  %5905 = lshr i64 %5904, %5899
  store i64 %5905, ptr %5903, align 8
  %5906 = load i32, ptr %81, align 4
  %5907 = icmp ne i32 %5906, 0
  br i1 %5907, label %5908, label %5911

5908:                                             ; preds = %5877
  %5909 = load i64, ptr %79, align 8
  %5910 = call i64 @HUF_getValueFast(i64 noundef %5909)
  br label %5914

5911:                                             ; preds = %5877
  %5912 = load i64, ptr %79, align 8
  %5913 = call i64 @HUF_getValue(i64 noundef %5912)
  br label %5914

5914:                                             ; preds = %5908, %5911
  %5915 = phi i64 [ %5910, %5908 ], [ %5913, %5911 ]
  %5916 = load ptr, ptr %78, align 8
  %5917 = load i32, ptr %80, align 4
  %5918 = sext i32 %5917 to i64
  %5919 = getelementptr inbounds [2 x i64], ptr %5916, i64 0, i64 %5918
  %5920 = load i64, ptr %5919, align 8
  %5921 = or i64 %5920, %5915
  store i64 %5921, ptr %5919, align 8
  %5922 = load i64, ptr %79, align 8
  %5923 = call i64 @HUF_getNbBitsFast(i64 noundef %5922)
  %5924 = load ptr, ptr %78, align 8
  %5925 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5924, i32 0, i32 1
  %5926 = load i32, ptr %80, align 4
  %5927 = sext i32 %5926 to i64
  %5928 = getelementptr inbounds [2 x i64], ptr %5925, i64 0, i64 %5927
  %5929 = load i64, ptr %5928, align 8
  %5930 = add i64 %5929, %5923
  store i64 %5930, ptr %5928, align 8
  %5931 = load i32, ptr %888, align 4
  %5932 = add nsw i32 %5931, 1
  store i32 %5932, ptr %888, align 4
  br label %5873, !llvm.loop !47

5933:                                             ; preds = %5873
  %5934 = load ptr, ptr %878, align 8
  %5935 = load ptr, ptr %879, align 8
  %5936 = load i32, ptr %885, align 4
  %5937 = load i32, ptr %882, align 4
  %5938 = sub nsw i32 %5936, %5937
  %5939 = load i32, ptr %882, align 4
  %5940 = sub nsw i32 %5938, %5939
  %5941 = sext i32 %5940 to i64
  %5942 = getelementptr inbounds i8, ptr %5935, i64 %5941
  %5943 = load i8, ptr %5942, align 1
  %5944 = zext i8 %5943 to i32
  %5945 = load ptr, ptr %881, align 8
  %5946 = load i32, ptr %884, align 4
  store ptr %5934, ptr %756, align 8
  store i32 %5944, ptr %757, align 4
  store ptr %5945, ptr %758, align 8
  store i32 1, ptr %759, align 4
  store i32 %5946, ptr %760, align 4
  %5947 = load ptr, ptr %756, align 8
  %5948 = load ptr, ptr %758, align 8
  %5949 = load i32, ptr %757, align 4
  %5950 = zext i32 %5949 to i64
  %5951 = getelementptr inbounds i64, ptr %5948, i64 %5950
  %5952 = load i64, ptr %5951, align 8
  %5953 = load i32, ptr %759, align 4
  %5954 = load i32, ptr %760, align 4
  store ptr %5947, ptr %82, align 8
  store i64 %5952, ptr %83, align 8
  store i32 %5953, ptr %84, align 4
  store i32 %5954, ptr %85, align 4
  %5955 = load i64, ptr %83, align 8
  %5956 = call i64 @HUF_getNbBits(i64 noundef %5955)
  %5957 = load ptr, ptr %82, align 8
  %5958 = load i32, ptr %84, align 4
  %5959 = sext i32 %5958 to i64
  %5960 = getelementptr inbounds [2 x i64], ptr %5957, i64 0, i64 %5959
  %5961 = load i64, ptr %5960, align 8
  %5962 = lshr i64 %5961, %5956
  store i64 %5962, ptr %5960, align 8
  %5963 = load i32, ptr %85, align 4
  %5964 = icmp ne i32 %5963, 0
  br i1 %5964, label %5965, label %5968

5965:                                             ; preds = %5933
  %5966 = load i64, ptr %83, align 8
  %5967 = call i64 @HUF_getValueFast(i64 noundef %5966)
  br label %5971

5968:                                             ; preds = %5933
  %5969 = load i64, ptr %83, align 8
  %5970 = call i64 @HUF_getValue(i64 noundef %5969)
  br label %5971

5971:                                             ; preds = %5965, %5968
  %5972 = phi i64 [ %5967, %5965 ], [ %5970, %5968 ]
  %5973 = load ptr, ptr %82, align 8
  %5974 = load i32, ptr %84, align 4
  %5975 = sext i32 %5974 to i64
  %5976 = getelementptr inbounds [2 x i64], ptr %5973, i64 0, i64 %5975
  %5977 = load i64, ptr %5976, align 8
  %5978 = or i64 %5977, %5972
  store i64 %5978, ptr %5976, align 8
  %5979 = load i64, ptr %83, align 8
  %5980 = call i64 @HUF_getNbBitsFast(i64 noundef %5979)
  %5981 = load ptr, ptr %82, align 8
  %5982 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5981, i32 0, i32 1
  %5983 = load i32, ptr %84, align 4
  %5984 = sext i32 %5983 to i64
  %5985 = getelementptr inbounds [2 x i64], ptr %5982, i64 0, i64 %5984
  %5986 = load i64, ptr %5985, align 8
  %5987 = add i64 %5986, %5980
  store i64 %5987, ptr %5985, align 8
  %5988 = load ptr, ptr %878, align 8
  store ptr %5988, ptr %293, align 8
  %5989 = load ptr, ptr %293, align 8
  %5990 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5989, i32 0, i32 1
  %5991 = getelementptr inbounds [2 x i64], ptr %5990, i64 0, i64 1
  %5992 = load i64, ptr %5991, align 8
  %5993 = and i64 %5992, 255
  %5994 = load ptr, ptr %293, align 8
  %5995 = load i64, ptr %5994, align 8
  %5996 = lshr i64 %5995, %5993
  store i64 %5996, ptr %5994, align 8
  %5997 = load ptr, ptr %293, align 8
  %5998 = getelementptr inbounds [2 x i64], ptr %5997, i64 0, i64 1
  %5999 = load i64, ptr %5998, align 8
  %6000 = load ptr, ptr %293, align 8
  %6001 = load i64, ptr %6000, align 8
  %6002 = or i64 %6001, %5999
  store i64 %6002, ptr %6000, align 8
  %6003 = load ptr, ptr %293, align 8
  %6004 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6003, i32 0, i32 1
  %6005 = getelementptr inbounds [2 x i64], ptr %6004, i64 0, i64 1
  %6006 = load i64, ptr %6005, align 8
  %6007 = load ptr, ptr %293, align 8
  %6008 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6007, i32 0, i32 1
  %6009 = load i64, ptr %6008, align 8
  %6010 = add i64 %6009, %6006
  store i64 %6010, ptr %6008, align 8
  %6011 = load ptr, ptr %878, align 8
  %6012 = load i32, ptr %883, align 4
  store ptr %6011, ptr %451, align 8
  store i32 %6012, ptr %452, align 4
  %6013 = load ptr, ptr %451, align 8
  %6014 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6013, i32 0, i32 1
  %6015 = load i64, ptr %6014, align 8
  %6016 = and i64 %6015, 255
  store i64 %6016, ptr %453, align 8
  %6017 = load i64, ptr %453, align 8
  %6018 = lshr i64 %6017, 3
  store i64 %6018, ptr %454, align 8
  %6019 = load ptr, ptr %451, align 8
  %6020 = load i64, ptr %6019, align 8
  %6021 = load i64, ptr %453, align 8
  %6022 = sub i64 64, %6021
  %6023 = lshr i64 %6020, %6022
  store i64 %6023, ptr %455, align 8
  %6024 = load ptr, ptr %451, align 8
  %6025 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6024, i32 0, i32 1
  %6026 = load i64, ptr %6025, align 8
  %6027 = and i64 %6026, 7
  store i64 %6027, ptr %6025, align 8
  %6028 = load ptr, ptr %451, align 8
  %6029 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6028, i32 0, i32 3
  %6030 = load ptr, ptr %6029, align 8
  %6031 = load i64, ptr %455, align 8
  call void @MEM_writeLEST(ptr noundef %6030, i64 noundef %6031)
  %6032 = load i64, ptr %454, align 8
  %6033 = load ptr, ptr %451, align 8
  %6034 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6033, i32 0, i32 3
  %6035 = load ptr, ptr %6034, align 8
  %6036 = getelementptr inbounds i8, ptr %6035, i64 %6032
  store ptr %6036, ptr %6034, align 8
  %6037 = load i32, ptr %452, align 4
  %6038 = icmp ne i32 %6037, 0
  br i1 %6038, label %6053, label %6039

6039:                                             ; preds = %5971
  %6040 = load ptr, ptr %451, align 8
  %6041 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6040, i32 0, i32 3
  %6042 = load ptr, ptr %6041, align 8
  %6043 = load ptr, ptr %451, align 8
  %6044 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6043, i32 0, i32 4
  %6045 = load ptr, ptr %6044, align 8
  %6046 = icmp ugt ptr %6042, %6045
  br i1 %6046, label %6047, label %6053

6047:                                             ; preds = %6039
  %6048 = load ptr, ptr %451, align 8
  %6049 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6048, i32 0, i32 4
  %6050 = load ptr, ptr %6049, align 8
  %6051 = load ptr, ptr %451, align 8
  %6052 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6051, i32 0, i32 3
  store ptr %6050, ptr %6052, align 8
  br label %6053

6053:                                             ; preds = %5971, %6039, %6047
  %6054 = load i32, ptr %882, align 4
  %6055 = mul nsw i32 2, %6054
  %6056 = load i32, ptr %885, align 4
  %6057 = sub nsw i32 %6056, %6055
  store i32 %6057, ptr %885, align 4
  br label %5709, !llvm.loop !48

6058:                                             ; preds = %5709
  br label %7314

6059:                                             ; preds = %3549
  %6060 = load ptr, ptr %975, align 8
  %6061 = load i64, ptr %970, align 8
  %6062 = load ptr, ptr %974, align 8
  store ptr %978, ptr %867, align 8
  store ptr %6060, ptr %868, align 8
  store i64 %6061, ptr %869, align 8
  store ptr %6062, ptr %870, align 8
  store i32 8, ptr %871, align 4
  store i32 1, ptr %872, align 4
  store i32 0, ptr %873, align 4
  %6063 = load i64, ptr %869, align 8
  %6064 = trunc i64 %6063 to i32
  store i32 %6064, ptr %874, align 4
  %6065 = load i32, ptr %874, align 4
  %6066 = load i32, ptr %871, align 4
  %6067 = srem i32 %6065, %6066
  store i32 %6067, ptr %875, align 4
  %6068 = load i32, ptr %875, align 4
  %6069 = icmp sgt i32 %6068, 0
  br i1 %6069, label %6070, label %6171

6070:                                             ; preds = %6059
  br label %6071

6071:                                             ; preds = %6108, %6070
  %6072 = load i32, ptr %875, align 4
  %6073 = icmp sgt i32 %6072, 0
  br i1 %6073, label %6074, label %6127

6074:                                             ; preds = %6071
  %6075 = load ptr, ptr %867, align 8
  %6076 = load ptr, ptr %868, align 8
  %6077 = load i32, ptr %874, align 4
  %6078 = add nsw i32 %6077, -1
  store i32 %6078, ptr %874, align 4
  %6079 = sext i32 %6078 to i64
  %6080 = getelementptr inbounds i8, ptr %6076, i64 %6079
  %6081 = load i8, ptr %6080, align 1
  %6082 = zext i8 %6081 to i32
  %6083 = load ptr, ptr %870, align 8
  store ptr %6075, ptr %816, align 8
  store i32 %6082, ptr %817, align 4
  store ptr %6083, ptr %818, align 8
  store i32 0, ptr %819, align 4
  store i32 0, ptr %820, align 4
  %6084 = load ptr, ptr %816, align 8
  %6085 = load ptr, ptr %818, align 8
  %6086 = load i32, ptr %817, align 4
  %6087 = zext i32 %6086 to i64
  %6088 = getelementptr inbounds i64, ptr %6085, i64 %6087
  %6089 = load i64, ptr %6088, align 8
  %6090 = load i32, ptr %819, align 4
  %6091 = load i32, ptr %820, align 4
  store ptr %6084, ptr %34, align 8
  store i64 %6089, ptr %35, align 8
  store i32 %6090, ptr %36, align 4
  store i32 %6091, ptr %37, align 4
  %6092 = load i64, ptr %35, align 8
  %6093 = call i64 @HUF_getNbBits(i64 noundef %6092)
  %6094 = load ptr, ptr %34, align 8
  %6095 = load i32, ptr %36, align 4
  %6096 = sext i32 %6095 to i64
  %6097 = getelementptr inbounds [2 x i64], ptr %6094, i64 0, i64 %6096
  %6098 = load i64, ptr %6097, align 8
  %6099 = lshr i64 %6098, %6093
  store i64 %6099, ptr %6097, align 8
  %6100 = load i32, ptr %37, align 4
  %6101 = icmp ne i32 %6100, 0
  br i1 %6101, label %6102, label %6105

6102:                                             ; preds = %6074
  %6103 = load i64, ptr %35, align 8
  %6104 = call i64 @HUF_getValueFast(i64 noundef %6103)
  br label %6108

6105:                                             ; preds = %6074
  %6106 = load i64, ptr %35, align 8
  %6107 = call i64 @HUF_getValue(i64 noundef %6106)
  br label %6108

6108:                                             ; preds = %6102, %6105
  %6109 = phi i64 [ %6104, %6102 ], [ %6107, %6105 ]
  %6110 = load ptr, ptr %34, align 8
  %6111 = load i32, ptr %36, align 4
  %6112 = sext i32 %6111 to i64
  %6113 = getelementptr inbounds [2 x i64], ptr %6110, i64 0, i64 %6112
  %6114 = load i64, ptr %6113, align 8
  %6115 = or i64 %6114, %6109
  store i64 %6115, ptr %6113, align 8
  %6116 = load i64, ptr %35, align 8
  %6117 = call i64 @HUF_getNbBitsFast(i64 noundef %6116)
  %6118 = load ptr, ptr %34, align 8
  %6119 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6118, i32 0, i32 1
  %6120 = load i32, ptr %36, align 4
  %6121 = sext i32 %6120 to i64
  %6122 = getelementptr inbounds [2 x i64], ptr %6119, i64 0, i64 %6121
  %6123 = load i64, ptr %6122, align 8
  %6124 = add i64 %6123, %6117
  store i64 %6124, ptr %6122, align 8
  %6125 = load i32, ptr %875, align 4
  %6126 = add nsw i32 %6125, -1
  store i32 %6126, ptr %875, align 4
  br label %6071, !llvm.loop !44

6127:                                             ; preds = %6071
  %6128 = load ptr, ptr %867, align 8
  %6129 = load i32, ptr %872, align 4
  store ptr %6128, ptr %481, align 8
  store i32 %6129, ptr %482, align 4
  %6130 = load ptr, ptr %481, align 8
  %6131 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6130, i32 0, i32 1
  %6132 = load i64, ptr %6131, align 8
  %6133 = and i64 %6132, 255
  store i64 %6133, ptr %483, align 8
  %6134 = load i64, ptr %483, align 8
  %6135 = lshr i64 %6134, 3
  store i64 %6135, ptr %484, align 8
  %6136 = load ptr, ptr %481, align 8
  %6137 = load i64, ptr %6136, align 8
  %6138 = load i64, ptr %483, align 8
  %6139 = sub i64 64, %6138
  %6140 = lshr i64 %6137, %6139
  store i64 %6140, ptr %485, align 8
  %6141 = load ptr, ptr %481, align 8
  %6142 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6141, i32 0, i32 1
  %6143 = load i64, ptr %6142, align 8
  %6144 = and i64 %6143, 7
  store i64 %6144, ptr %6142, align 8
  %6145 = load ptr, ptr %481, align 8
  %6146 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6145, i32 0, i32 3
  %6147 = load ptr, ptr %6146, align 8
  %6148 = load i64, ptr %485, align 8
  call void @MEM_writeLEST(ptr noundef %6147, i64 noundef %6148)
  %6149 = load i64, ptr %484, align 8
  %6150 = load ptr, ptr %481, align 8
  %6151 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6150, i32 0, i32 3
  %6152 = load ptr, ptr %6151, align 8
  %6153 = getelementptr inbounds i8, ptr %6152, i64 %6149
  store ptr %6153, ptr %6151, align 8
  %6154 = load i32, ptr %482, align 4
  %6155 = icmp ne i32 %6154, 0
  br i1 %6155, label %6170, label %6156

6156:                                             ; preds = %6127
  %6157 = load ptr, ptr %481, align 8
  %6158 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6157, i32 0, i32 3
  %6159 = load ptr, ptr %6158, align 8
  %6160 = load ptr, ptr %481, align 8
  %6161 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6160, i32 0, i32 4
  %6162 = load ptr, ptr %6161, align 8
  %6163 = icmp ugt ptr %6159, %6162
  br i1 %6163, label %6164, label %6170

6164:                                             ; preds = %6156
  %6165 = load ptr, ptr %481, align 8
  %6166 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6165, i32 0, i32 4
  %6167 = load ptr, ptr %6166, align 8
  %6168 = load ptr, ptr %481, align 8
  %6169 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6168, i32 0, i32 3
  store ptr %6167, ptr %6169, align 8
  br label %6170

6170:                                             ; preds = %6127, %6156, %6164
  br label %6171

6171:                                             ; preds = %6170, %6059
  %6172 = load i32, ptr %874, align 4
  %6173 = load i32, ptr %871, align 4
  %6174 = mul nsw i32 2, %6173
  %6175 = srem i32 %6172, %6174
  %6176 = icmp ne i32 %6175, 0
  br i1 %6176, label %6177, label %6335

6177:                                             ; preds = %6171
  store i32 1, ptr %876, align 4
  br label %6178

6178:                                             ; preds = %6217, %6177
  %6179 = load i32, ptr %876, align 4
  %6180 = load i32, ptr %871, align 4
  %6181 = icmp slt i32 %6179, %6180
  br i1 %6181, label %6182, label %6236

6182:                                             ; preds = %6178
  %6183 = load ptr, ptr %867, align 8
  %6184 = load ptr, ptr %868, align 8
  %6185 = load i32, ptr %874, align 4
  %6186 = load i32, ptr %876, align 4
  %6187 = sub nsw i32 %6185, %6186
  %6188 = sext i32 %6187 to i64
  %6189 = getelementptr inbounds i8, ptr %6184, i64 %6188
  %6190 = load i8, ptr %6189, align 1
  %6191 = zext i8 %6190 to i32
  %6192 = load ptr, ptr %870, align 8
  store ptr %6183, ptr %811, align 8
  store i32 %6191, ptr %812, align 4
  store ptr %6192, ptr %813, align 8
  store i32 0, ptr %814, align 4
  store i32 1, ptr %815, align 4
  %6193 = load ptr, ptr %811, align 8
  %6194 = load ptr, ptr %813, align 8
  %6195 = load i32, ptr %812, align 4
  %6196 = zext i32 %6195 to i64
  %6197 = getelementptr inbounds i64, ptr %6194, i64 %6196
  %6198 = load i64, ptr %6197, align 8
  %6199 = load i32, ptr %814, align 4
  %6200 = load i32, ptr %815, align 4
  store ptr %6193, ptr %38, align 8
  store i64 %6198, ptr %39, align 8
  store i32 %6199, ptr %40, align 4
  store i32 %6200, ptr %41, align 4
  %6201 = load i64, ptr %39, align 8
  %6202 = call i64 @HUF_getNbBits(i64 noundef %6201)
  %6203 = load ptr, ptr %38, align 8
  %6204 = load i32, ptr %40, align 4
  %6205 = sext i32 %6204 to i64
  %6206 = getelementptr inbounds [2 x i64], ptr %6203, i64 0, i64 %6205
  %6207 = load i64, ptr %6206, align 8
  %6208 = lshr i64 %6207, %6202
  store i64 %6208, ptr %6206, align 8
  %6209 = load i32, ptr %41, align 4
  %6210 = icmp ne i32 %6209, 0
  br i1 %6210, label %6211, label %6214

6211:                                             ; preds = %6182
  %6212 = load i64, ptr %39, align 8
  %6213 = call i64 @HUF_getValueFast(i64 noundef %6212)
  br label %6217

6214:                                             ; preds = %6182
  %6215 = load i64, ptr %39, align 8
  %6216 = call i64 @HUF_getValue(i64 noundef %6215)
  br label %6217

6217:                                             ; preds = %6211, %6214
  %6218 = phi i64 [ %6213, %6211 ], [ %6216, %6214 ]
  %6219 = load ptr, ptr %38, align 8
  %6220 = load i32, ptr %40, align 4
  %6221 = sext i32 %6220 to i64
  %6222 = getelementptr inbounds [2 x i64], ptr %6219, i64 0, i64 %6221
  %6223 = load i64, ptr %6222, align 8
  %6224 = or i64 %6223, %6218
  store i64 %6224, ptr %6222, align 8
  %6225 = load i64, ptr %39, align 8
  %6226 = call i64 @HUF_getNbBitsFast(i64 noundef %6225)
  %6227 = load ptr, ptr %38, align 8
  %6228 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6227, i32 0, i32 1
  %6229 = load i32, ptr %40, align 4
  %6230 = sext i32 %6229 to i64
  %6231 = getelementptr inbounds [2 x i64], ptr %6228, i64 0, i64 %6230
  %6232 = load i64, ptr %6231, align 8
  %6233 = add i64 %6232, %6226
  store i64 %6233, ptr %6231, align 8
  %6234 = load i32, ptr %876, align 4
  %6235 = add nsw i32 %6234, 1
  store i32 %6235, ptr %876, align 4
  br label %6178, !llvm.loop !45

6236:                                             ; preds = %6178
  %6237 = load ptr, ptr %867, align 8
  %6238 = load ptr, ptr %868, align 8
  %6239 = load i32, ptr %874, align 4
  %6240 = load i32, ptr %871, align 4
  %6241 = sub nsw i32 %6239, %6240
  %6242 = sext i32 %6241 to i64
  %6243 = getelementptr inbounds i8, ptr %6238, i64 %6242
  %6244 = load i8, ptr %6243, align 1
  %6245 = zext i8 %6244 to i32
  %6246 = load ptr, ptr %870, align 8
  %6247 = load i32, ptr %873, align 4
  store ptr %6237, ptr %806, align 8
  store i32 %6245, ptr %807, align 4
  store ptr %6246, ptr %808, align 8
  store i32 0, ptr %809, align 4
  store i32 %6247, ptr %810, align 4
  %6248 = load ptr, ptr %806, align 8
  %6249 = load ptr, ptr %808, align 8
  %6250 = load i32, ptr %807, align 4
  %6251 = zext i32 %6250 to i64
  %6252 = getelementptr inbounds i64, ptr %6249, i64 %6251
  %6253 = load i64, ptr %6252, align 8
  %6254 = load i32, ptr %809, align 4
  %6255 = load i32, ptr %810, align 4
  store ptr %6248, ptr %42, align 8
  store i64 %6253, ptr %43, align 8
  store i32 %6254, ptr %44, align 4
  store i32 %6255, ptr %45, align 4
  %6256 = load i64, ptr %43, align 8
  %6257 = call i64 @HUF_getNbBits(i64 noundef %6256)
  %6258 = load ptr, ptr %42, align 8
  %6259 = load i32, ptr %44, align 4
  %6260 = sext i32 %6259 to i64
  %6261 = getelementptr inbounds [2 x i64], ptr %6258, i64 0, i64 %6260
  %6262 = load i64, ptr %6261, align 8
  %6263 = lshr i64 %6262, %6257
  store i64 %6263, ptr %6261, align 8
  %6264 = load i32, ptr %45, align 4
  %6265 = icmp ne i32 %6264, 0
  br i1 %6265, label %6266, label %6269

6266:                                             ; preds = %6236
  %6267 = load i64, ptr %43, align 8
  %6268 = call i64 @HUF_getValueFast(i64 noundef %6267)
  br label %6272

6269:                                             ; preds = %6236
  %6270 = load i64, ptr %43, align 8
  %6271 = call i64 @HUF_getValue(i64 noundef %6270)
  br label %6272

6272:                                             ; preds = %6266, %6269
  %6273 = phi i64 [ %6268, %6266 ], [ %6271, %6269 ]
  %6274 = load ptr, ptr %42, align 8
  %6275 = load i32, ptr %44, align 4
  %6276 = sext i32 %6275 to i64
  %6277 = getelementptr inbounds [2 x i64], ptr %6274, i64 0, i64 %6276
  %6278 = load i64, ptr %6277, align 8
  %6279 = or i64 %6278, %6273
  store i64 %6279, ptr %6277, align 8
  %6280 = load i64, ptr %43, align 8
  %6281 = call i64 @HUF_getNbBitsFast(i64 noundef %6280)
  %6282 = load ptr, ptr %42, align 8
  %6283 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6282, i32 0, i32 1
  %6284 = load i32, ptr %44, align 4
  %6285 = sext i32 %6284 to i64
  %6286 = getelementptr inbounds [2 x i64], ptr %6283, i64 0, i64 %6285
  %6287 = load i64, ptr %6286, align 8
  %6288 = add i64 %6287, %6281
  store i64 %6288, ptr %6286, align 8
  %6289 = load ptr, ptr %867, align 8
  %6290 = load i32, ptr %872, align 4
  store ptr %6289, ptr %476, align 8
  store i32 %6290, ptr %477, align 4
  %6291 = load ptr, ptr %476, align 8
  %6292 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6291, i32 0, i32 1
  %6293 = load i64, ptr %6292, align 8
  %6294 = and i64 %6293, 255
  store i64 %6294, ptr %478, align 8
  %6295 = load i64, ptr %478, align 8
  %6296 = lshr i64 %6295, 3
  store i64 %6296, ptr %479, align 8
  %6297 = load ptr, ptr %476, align 8
  %6298 = load i64, ptr %6297, align 8
  %6299 = load i64, ptr %478, align 8
  %6300 = sub i64 64, %6299
  %6301 = lshr i64 %6298, %6300
  store i64 %6301, ptr %480, align 8
  %6302 = load ptr, ptr %476, align 8
  %6303 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6302, i32 0, i32 1
  %6304 = load i64, ptr %6303, align 8
  %6305 = and i64 %6304, 7
  store i64 %6305, ptr %6303, align 8
  %6306 = load ptr, ptr %476, align 8
  %6307 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6306, i32 0, i32 3
  %6308 = load ptr, ptr %6307, align 8
  %6309 = load i64, ptr %480, align 8
  call void @MEM_writeLEST(ptr noundef %6308, i64 noundef %6309)
  %6310 = load i64, ptr %479, align 8
  %6311 = load ptr, ptr %476, align 8
  %6312 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6311, i32 0, i32 3
  %6313 = load ptr, ptr %6312, align 8
  %6314 = getelementptr inbounds i8, ptr %6313, i64 %6310
  store ptr %6314, ptr %6312, align 8
  %6315 = load i32, ptr %477, align 4
  %6316 = icmp ne i32 %6315, 0
  br i1 %6316, label %6331, label %6317

6317:                                             ; preds = %6272
  %6318 = load ptr, ptr %476, align 8
  %6319 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6318, i32 0, i32 3
  %6320 = load ptr, ptr %6319, align 8
  %6321 = load ptr, ptr %476, align 8
  %6322 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6321, i32 0, i32 4
  %6323 = load ptr, ptr %6322, align 8
  %6324 = icmp ugt ptr %6320, %6323
  br i1 %6324, label %6325, label %6331

6325:                                             ; preds = %6317
  %6326 = load ptr, ptr %476, align 8
  %6327 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6326, i32 0, i32 4
  %6328 = load ptr, ptr %6327, align 8
  %6329 = load ptr, ptr %476, align 8
  %6330 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6329, i32 0, i32 3
  store ptr %6328, ptr %6330, align 8
  br label %6331

6331:                                             ; preds = %6272, %6317, %6325
  %6332 = load i32, ptr %871, align 4
  %6333 = load i32, ptr %874, align 4
  %6334 = sub nsw i32 %6333, %6332
  store i32 %6334, ptr %874, align 4
  br label %6335

6335:                                             ; preds = %6331, %6171
  br label %6336

6336:                                             ; preds = %6680, %6335
  %6337 = load i32, ptr %874, align 4
  %6338 = icmp sgt i32 %6337, 0
  br i1 %6338, label %6339, label %6685

6339:                                             ; preds = %6336
  store i32 1, ptr %877, align 4
  br label %6340

6340:                                             ; preds = %6379, %6339
  %6341 = load i32, ptr %877, align 4
  %6342 = load i32, ptr %871, align 4
  %6343 = icmp slt i32 %6341, %6342
  br i1 %6343, label %6344, label %6398

6344:                                             ; preds = %6340
  %6345 = load ptr, ptr %867, align 8
  %6346 = load ptr, ptr %868, align 8
  %6347 = load i32, ptr %874, align 4
  %6348 = load i32, ptr %877, align 4
  %6349 = sub nsw i32 %6347, %6348
  %6350 = sext i32 %6349 to i64
  %6351 = getelementptr inbounds i8, ptr %6346, i64 %6350
  %6352 = load i8, ptr %6351, align 1
  %6353 = zext i8 %6352 to i32
  %6354 = load ptr, ptr %870, align 8
  store ptr %6345, ptr %801, align 8
  store i32 %6353, ptr %802, align 4
  store ptr %6354, ptr %803, align 8
  store i32 0, ptr %804, align 4
  store i32 1, ptr %805, align 4
  %6355 = load ptr, ptr %801, align 8
  %6356 = load ptr, ptr %803, align 8
  %6357 = load i32, ptr %802, align 4
  %6358 = zext i32 %6357 to i64
  %6359 = getelementptr inbounds i64, ptr %6356, i64 %6358
  %6360 = load i64, ptr %6359, align 8
  %6361 = load i32, ptr %804, align 4
  %6362 = load i32, ptr %805, align 4
  store ptr %6355, ptr %46, align 8
  store i64 %6360, ptr %47, align 8
  store i32 %6361, ptr %48, align 4
  store i32 %6362, ptr %49, align 4
  %6363 = load i64, ptr %47, align 8
  %6364 = call i64 @HUF_getNbBits(i64 noundef %6363)
  %6365 = load ptr, ptr %46, align 8
  %6366 = load i32, ptr %48, align 4
  %6367 = sext i32 %6366 to i64
  %6368 = getelementptr inbounds [2 x i64], ptr %6365, i64 0, i64 %6367
  %6369 = load i64, ptr %6368, align 8
  %6370 = lshr i64 %6369, %6364
  store i64 %6370, ptr %6368, align 8
  %6371 = load i32, ptr %49, align 4
  %6372 = icmp ne i32 %6371, 0
  br i1 %6372, label %6373, label %6376

6373:                                             ; preds = %6344
  %6374 = load i64, ptr %47, align 8
  %6375 = call i64 @HUF_getValueFast(i64 noundef %6374)
  br label %6379

6376:                                             ; preds = %6344
  %6377 = load i64, ptr %47, align 8
  %6378 = call i64 @HUF_getValue(i64 noundef %6377)
  br label %6379

6379:                                             ; preds = %6373, %6376
  %6380 = phi i64 [ %6375, %6373 ], [ %6378, %6376 ]
  %6381 = load ptr, ptr %46, align 8
  %6382 = load i32, ptr %48, align 4
  %6383 = sext i32 %6382 to i64
  %6384 = getelementptr inbounds [2 x i64], ptr %6381, i64 0, i64 %6383
  %6385 = load i64, ptr %6384, align 8
  %6386 = or i64 %6385, %6380
  store i64 %6386, ptr %6384, align 8
  %6387 = load i64, ptr %47, align 8
  %6388 = call i64 @HUF_getNbBitsFast(i64 noundef %6387)
  %6389 = load ptr, ptr %46, align 8
  %6390 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6389, i32 0, i32 1
  %6391 = load i32, ptr %48, align 4
  %6392 = sext i32 %6391 to i64
  %6393 = getelementptr inbounds [2 x i64], ptr %6390, i64 0, i64 %6392
  %6394 = load i64, ptr %6393, align 8
  %6395 = add i64 %6394, %6388
  store i64 %6395, ptr %6393, align 8
  %6396 = load i32, ptr %877, align 4
  %6397 = add nsw i32 %6396, 1
  store i32 %6397, ptr %877, align 4
  br label %6340, !llvm.loop !46

6398:                                             ; preds = %6340
  %6399 = load ptr, ptr %867, align 8
  %6400 = load ptr, ptr %868, align 8
  %6401 = load i32, ptr %874, align 4
  %6402 = load i32, ptr %871, align 4
  %6403 = sub nsw i32 %6401, %6402
  %6404 = sext i32 %6403 to i64
  %6405 = getelementptr inbounds i8, ptr %6400, i64 %6404
  %6406 = load i8, ptr %6405, align 1
  %6407 = zext i8 %6406 to i32
  %6408 = load ptr, ptr %870, align 8
  %6409 = load i32, ptr %873, align 4
  store ptr %6399, ptr %786, align 8
  store i32 %6407, ptr %787, align 4
  store ptr %6408, ptr %788, align 8
  store i32 0, ptr %789, align 4
  store i32 %6409, ptr %790, align 4
  %6410 = load ptr, ptr %786, align 8
  %6411 = load ptr, ptr %788, align 8
  %6412 = load i32, ptr %787, align 4
  %6413 = zext i32 %6412 to i64
  %6414 = getelementptr inbounds i64, ptr %6411, i64 %6413
  %6415 = load i64, ptr %6414, align 8
  %6416 = load i32, ptr %789, align 4
  %6417 = load i32, ptr %790, align 4
  store ptr %6410, ptr %58, align 8
  store i64 %6415, ptr %59, align 8
  store i32 %6416, ptr %60, align 4
  store i32 %6417, ptr %61, align 4
  %6418 = load i64, ptr %59, align 8
  %6419 = call i64 @HUF_getNbBits(i64 noundef %6418)
  %6420 = load ptr, ptr %58, align 8
  %6421 = load i32, ptr %60, align 4
  %6422 = sext i32 %6421 to i64
  %6423 = getelementptr inbounds [2 x i64], ptr %6420, i64 0, i64 %6422
  %6424 = load i64, ptr %6423, align 8
  %6425 = lshr i64 %6424, %6419
  store i64 %6425, ptr %6423, align 8
  %6426 = load i32, ptr %61, align 4
  %6427 = icmp ne i32 %6426, 0
  br i1 %6427, label %6428, label %6431

6428:                                             ; preds = %6398
  %6429 = load i64, ptr %59, align 8
  %6430 = call i64 @HUF_getValueFast(i64 noundef %6429)
  br label %6434

6431:                                             ; preds = %6398
  %6432 = load i64, ptr %59, align 8
  %6433 = call i64 @HUF_getValue(i64 noundef %6432)
  br label %6434

6434:                                             ; preds = %6428, %6431
  %6435 = phi i64 [ %6430, %6428 ], [ %6433, %6431 ]
  %6436 = load ptr, ptr %58, align 8
  %6437 = load i32, ptr %60, align 4
  %6438 = sext i32 %6437 to i64
  %6439 = getelementptr inbounds [2 x i64], ptr %6436, i64 0, i64 %6438
  %6440 = load i64, ptr %6439, align 8
  %6441 = or i64 %6440, %6435
  store i64 %6441, ptr %6439, align 8
  %6442 = load i64, ptr %59, align 8
  %6443 = call i64 @HUF_getNbBitsFast(i64 noundef %6442)
  %6444 = load ptr, ptr %58, align 8
  %6445 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6444, i32 0, i32 1
  %6446 = load i32, ptr %60, align 4
  %6447 = sext i32 %6446 to i64
  %6448 = getelementptr inbounds [2 x i64], ptr %6445, i64 0, i64 %6447
  %6449 = load i64, ptr %6448, align 8
  %6450 = add i64 %6449, %6443
  store i64 %6450, ptr %6448, align 8
  %6451 = load ptr, ptr %867, align 8
  %6452 = load i32, ptr %872, align 4
  store ptr %6451, ptr %466, align 8
  store i32 %6452, ptr %467, align 4
  %6453 = load ptr, ptr %466, align 8
  %6454 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6453, i32 0, i32 1
  %6455 = load i64, ptr %6454, align 8
  %6456 = and i64 %6455, 255
  store i64 %6456, ptr %468, align 8
  %6457 = load i64, ptr %468, align 8
  %6458 = lshr i64 %6457, 3
  store i64 %6458, ptr %469, align 8
  %6459 = load ptr, ptr %466, align 8
  %6460 = load i64, ptr %6459, align 8
  %6461 = load i64, ptr %468, align 8
  %6462 = sub i64 64, %6461
  %6463 = lshr i64 %6460, %6462
  store i64 %6463, ptr %470, align 8
  %6464 = load ptr, ptr %466, align 8
  %6465 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6464, i32 0, i32 1
  %6466 = load i64, ptr %6465, align 8
  %6467 = and i64 %6466, 7
  store i64 %6467, ptr %6465, align 8
  %6468 = load ptr, ptr %466, align 8
  %6469 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6468, i32 0, i32 3
  %6470 = load ptr, ptr %6469, align 8
  %6471 = load i64, ptr %470, align 8
  call void @MEM_writeLEST(ptr noundef %6470, i64 noundef %6471)
  %6472 = load i64, ptr %469, align 8
  %6473 = load ptr, ptr %466, align 8
  %6474 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6473, i32 0, i32 3
  %6475 = load ptr, ptr %6474, align 8
  %6476 = getelementptr inbounds i8, ptr %6475, i64 %6472
  store ptr %6476, ptr %6474, align 8
  %6477 = load i32, ptr %467, align 4
  %6478 = icmp ne i32 %6477, 0
  br i1 %6478, label %6493, label %6479

6479:                                             ; preds = %6434
  %6480 = load ptr, ptr %466, align 8
  %6481 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6480, i32 0, i32 3
  %6482 = load ptr, ptr %6481, align 8
  %6483 = load ptr, ptr %466, align 8
  %6484 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6483, i32 0, i32 4
  %6485 = load ptr, ptr %6484, align 8
  %6486 = icmp ugt ptr %6482, %6485
  br i1 %6486, label %6487, label %6493

6487:                                             ; preds = %6479
  %6488 = load ptr, ptr %466, align 8
  %6489 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6488, i32 0, i32 4
  %6490 = load ptr, ptr %6489, align 8
  %6491 = load ptr, ptr %466, align 8
  %6492 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6491, i32 0, i32 3
  store ptr %6490, ptr %6492, align 8
  br label %6493

6493:                                             ; preds = %6434, %6479, %6487
  %6494 = load ptr, ptr %867, align 8
  store ptr %6494, ptr %304, align 8
  %6495 = load ptr, ptr %304, align 8
  %6496 = getelementptr inbounds [2 x i64], ptr %6495, i64 0, i64 1
  store i64 0, ptr %6496, align 8
  %6497 = load ptr, ptr %304, align 8
  %6498 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6497, i32 0, i32 1
  %6499 = getelementptr inbounds [2 x i64], ptr %6498, i64 0, i64 1
  store i64 0, ptr %6499, align 8
  store i32 1, ptr %877, align 4
  br label %6500

6500:                                             ; preds = %6541, %6493
  %6501 = load i32, ptr %877, align 4
  %6502 = load i32, ptr %871, align 4
  %6503 = icmp slt i32 %6501, %6502
  br i1 %6503, label %6504, label %6560

6504:                                             ; preds = %6500
  %6505 = load ptr, ptr %867, align 8
  %6506 = load ptr, ptr %868, align 8
  %6507 = load i32, ptr %874, align 4
  %6508 = load i32, ptr %871, align 4
  %6509 = sub nsw i32 %6507, %6508
  %6510 = load i32, ptr %877, align 4
  %6511 = sub nsw i32 %6509, %6510
  %6512 = sext i32 %6511 to i64
  %6513 = getelementptr inbounds i8, ptr %6506, i64 %6512
  %6514 = load i8, ptr %6513, align 1
  %6515 = zext i8 %6514 to i32
  %6516 = load ptr, ptr %870, align 8
  store ptr %6505, ptr %796, align 8
  store i32 %6515, ptr %797, align 4
  store ptr %6516, ptr %798, align 8
  store i32 1, ptr %799, align 4
  store i32 1, ptr %800, align 4
  %6517 = load ptr, ptr %796, align 8
  %6518 = load ptr, ptr %798, align 8
  %6519 = load i32, ptr %797, align 4
  %6520 = zext i32 %6519 to i64
  %6521 = getelementptr inbounds i64, ptr %6518, i64 %6520
  %6522 = load i64, ptr %6521, align 8
  %6523 = load i32, ptr %799, align 4
  %6524 = load i32, ptr %800, align 4
  store ptr %6517, ptr %50, align 8
  store i64 %6522, ptr %51, align 8
  store i32 %6523, ptr %52, align 4
  store i32 %6524, ptr %53, align 4
  %6525 = load i64, ptr %51, align 8
  %6526 = call i64 @HUF_getNbBits(i64 noundef %6525)
  %6527 = load ptr, ptr %50, align 8
  %6528 = load i32, ptr %52, align 4
  %6529 = sext i32 %6528 to i64
  %6530 = getelementptr inbounds [2 x i64], ptr %6527, i64 0, i64 %6529
  %6531 = load i64, ptr %6530, align 8
  %6532 = lshr i64 %6531, %6526
  store i64 %6532, ptr %6530, align 8
  %6533 = load i32, ptr %53, align 4
  %6534 = icmp ne i32 %6533, 0
  br i1 %6534, label %6535, label %6538

6535:                                             ; preds = %6504
  %6536 = load i64, ptr %51, align 8
  %6537 = call i64 @HUF_getValueFast(i64 noundef %6536)
  br label %6541

6538:                                             ; preds = %6504
  %6539 = load i64, ptr %51, align 8
  %6540 = call i64 @HUF_getValue(i64 noundef %6539)
  br label %6541

6541:                                             ; preds = %6535, %6538
  %6542 = phi i64 [ %6537, %6535 ], [ %6540, %6538 ]
  %6543 = load ptr, ptr %50, align 8
  %6544 = load i32, ptr %52, align 4
  %6545 = sext i32 %6544 to i64
  %6546 = getelementptr inbounds [2 x i64], ptr %6543, i64 0, i64 %6545
  %6547 = load i64, ptr %6546, align 8
  %6548 = or i64 %6547, %6542
  store i64 %6548, ptr %6546, align 8
  %6549 = load i64, ptr %51, align 8
  %6550 = call i64 @HUF_getNbBitsFast(i64 noundef %6549)
  %6551 = load ptr, ptr %50, align 8
  %6552 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6551, i32 0, i32 1
  %6553 = load i32, ptr %52, align 4
  %6554 = sext i32 %6553 to i64
  %6555 = getelementptr inbounds [2 x i64], ptr %6552, i64 0, i64 %6554
  %6556 = load i64, ptr %6555, align 8
  %6557 = add i64 %6556, %6550
  store i64 %6557, ptr %6555, align 8
  %6558 = load i32, ptr %877, align 4
  %6559 = add nsw i32 %6558, 1
  store i32 %6559, ptr %877, align 4
  br label %6500, !llvm.loop !47

6560:                                             ; preds = %6500
  %6561 = load ptr, ptr %867, align 8
  %6562 = load ptr, ptr %868, align 8
  %6563 = load i32, ptr %874, align 4
  %6564 = load i32, ptr %871, align 4
  %6565 = sub nsw i32 %6563, %6564
  %6566 = load i32, ptr %871, align 4
  %6567 = sub nsw i32 %6565, %6566
  %6568 = sext i32 %6567 to i64
  %6569 = getelementptr inbounds i8, ptr %6562, i64 %6568
  %6570 = load i8, ptr %6569, align 1
  %6571 = zext i8 %6570 to i32
  %6572 = load ptr, ptr %870, align 8
  %6573 = load i32, ptr %873, align 4
  store ptr %6561, ptr %791, align 8
  store i32 %6571, ptr %792, align 4
  store ptr %6572, ptr %793, align 8
  store i32 1, ptr %794, align 4
  store i32 %6573, ptr %795, align 4
  %6574 = load ptr, ptr %791, align 8
  %6575 = load ptr, ptr %793, align 8
  %6576 = load i32, ptr %792, align 4
  %6577 = zext i32 %6576 to i64
  %6578 = getelementptr inbounds i64, ptr %6575, i64 %6577
  %6579 = load i64, ptr %6578, align 8
  %6580 = load i32, ptr %794, align 4
  %6581 = load i32, ptr %795, align 4
  store ptr %6574, ptr %54, align 8
  store i64 %6579, ptr %55, align 8
  store i32 %6580, ptr %56, align 4
  store i32 %6581, ptr %57, align 4
  %6582 = load i64, ptr %55, align 8
  %6583 = call i64 @HUF_getNbBits(i64 noundef %6582)
  %6584 = load ptr, ptr %54, align 8
  %6585 = load i32, ptr %56, align 4
  %6586 = sext i32 %6585 to i64
  %6587 = getelementptr inbounds [2 x i64], ptr %6584, i64 0, i64 %6586
  %6588 = load i64, ptr %6587, align 8
  %6589 = lshr i64 %6588, %6583
  store i64 %6589, ptr %6587, align 8
  %6590 = load i32, ptr %57, align 4
  %6591 = icmp ne i32 %6590, 0
  br i1 %6591, label %6592, label %6595

6592:                                             ; preds = %6560
  %6593 = load i64, ptr %55, align 8
  %6594 = call i64 @HUF_getValueFast(i64 noundef %6593)
  br label %6598

6595:                                             ; preds = %6560
  %6596 = load i64, ptr %55, align 8
  %6597 = call i64 @HUF_getValue(i64 noundef %6596)
  br label %6598

6598:                                             ; preds = %6592, %6595
  %6599 = phi i64 [ %6594, %6592 ], [ %6597, %6595 ]
  %6600 = load ptr, ptr %54, align 8
  %6601 = load i32, ptr %56, align 4
  %6602 = sext i32 %6601 to i64
  %6603 = getelementptr inbounds [2 x i64], ptr %6600, i64 0, i64 %6602
  %6604 = load i64, ptr %6603, align 8
  %6605 = or i64 %6604, %6599
  store i64 %6605, ptr %6603, align 8
  %6606 = load i64, ptr %55, align 8
  %6607 = call i64 @HUF_getNbBitsFast(i64 noundef %6606)
  %6608 = load ptr, ptr %54, align 8
  %6609 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6608, i32 0, i32 1
  %6610 = load i32, ptr %56, align 4
  %6611 = sext i32 %6610 to i64
  %6612 = getelementptr inbounds [2 x i64], ptr %6609, i64 0, i64 %6611
  %6613 = load i64, ptr %6612, align 8
  %6614 = add i64 %6613, %6607
  store i64 %6614, ptr %6612, align 8
  %6615 = load ptr, ptr %867, align 8
  store ptr %6615, ptr %294, align 8
  %6616 = load ptr, ptr %294, align 8
  %6617 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6616, i32 0, i32 1
  %6618 = getelementptr inbounds [2 x i64], ptr %6617, i64 0, i64 1
  %6619 = load i64, ptr %6618, align 8
  %6620 = and i64 %6619, 255
  %6621 = load ptr, ptr %294, align 8
  %6622 = load i64, ptr %6621, align 8
  %6623 = lshr i64 %6622, %6620
  store i64 %6623, ptr %6621, align 8
  %6624 = load ptr, ptr %294, align 8
  %6625 = getelementptr inbounds [2 x i64], ptr %6624, i64 0, i64 1
  %6626 = load i64, ptr %6625, align 8
  %6627 = load ptr, ptr %294, align 8
  %6628 = load i64, ptr %6627, align 8
  %6629 = or i64 %6628, %6626
  store i64 %6629, ptr %6627, align 8
  %6630 = load ptr, ptr %294, align 8
  %6631 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6630, i32 0, i32 1
  %6632 = getelementptr inbounds [2 x i64], ptr %6631, i64 0, i64 1
  %6633 = load i64, ptr %6632, align 8
  %6634 = load ptr, ptr %294, align 8
  %6635 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6634, i32 0, i32 1
  %6636 = load i64, ptr %6635, align 8
  %6637 = add i64 %6636, %6633
  store i64 %6637, ptr %6635, align 8
  %6638 = load ptr, ptr %867, align 8
  %6639 = load i32, ptr %872, align 4
  store ptr %6638, ptr %471, align 8
  store i32 %6639, ptr %472, align 4
  %6640 = load ptr, ptr %471, align 8
  %6641 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6640, i32 0, i32 1
  %6642 = load i64, ptr %6641, align 8
  %6643 = and i64 %6642, 255
  store i64 %6643, ptr %473, align 8
  %6644 = load i64, ptr %473, align 8
  %6645 = lshr i64 %6644, 3
  store i64 %6645, ptr %474, align 8
  %6646 = load ptr, ptr %471, align 8
  %6647 = load i64, ptr %6646, align 8
  %6648 = load i64, ptr %473, align 8
  %6649 = sub i64 64, %6648
  %6650 = lshr i64 %6647, %6649
  store i64 %6650, ptr %475, align 8
  %6651 = load ptr, ptr %471, align 8
  %6652 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6651, i32 0, i32 1
  %6653 = load i64, ptr %6652, align 8
  %6654 = and i64 %6653, 7
  store i64 %6654, ptr %6652, align 8
  %6655 = load ptr, ptr %471, align 8
  %6656 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6655, i32 0, i32 3
  %6657 = load ptr, ptr %6656, align 8
  %6658 = load i64, ptr %475, align 8
  call void @MEM_writeLEST(ptr noundef %6657, i64 noundef %6658)
  %6659 = load i64, ptr %474, align 8
  %6660 = load ptr, ptr %471, align 8
  %6661 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6660, i32 0, i32 3
  %6662 = load ptr, ptr %6661, align 8
  %6663 = getelementptr inbounds i8, ptr %6662, i64 %6659
  store ptr %6663, ptr %6661, align 8
  %6664 = load i32, ptr %472, align 4
  %6665 = icmp ne i32 %6664, 0
  br i1 %6665, label %6680, label %6666

6666:                                             ; preds = %6598
  %6667 = load ptr, ptr %471, align 8
  %6668 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6667, i32 0, i32 3
  %6669 = load ptr, ptr %6668, align 8
  %6670 = load ptr, ptr %471, align 8
  %6671 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6670, i32 0, i32 4
  %6672 = load ptr, ptr %6671, align 8
  %6673 = icmp ugt ptr %6669, %6672
  br i1 %6673, label %6674, label %6680

6674:                                             ; preds = %6666
  %6675 = load ptr, ptr %471, align 8
  %6676 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6675, i32 0, i32 4
  %6677 = load ptr, ptr %6676, align 8
  %6678 = load ptr, ptr %471, align 8
  %6679 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6678, i32 0, i32 3
  store ptr %6677, ptr %6679, align 8
  br label %6680

6680:                                             ; preds = %6598, %6666, %6674
  %6681 = load i32, ptr %871, align 4
  %6682 = mul nsw i32 2, %6681
  %6683 = load i32, ptr %874, align 4
  %6684 = sub nsw i32 %6683, %6682
  store i32 %6684, ptr %874, align 4
  br label %6336, !llvm.loop !48

6685:                                             ; preds = %6336
  br label %7314

6686:                                             ; preds = %3549
  br label %6687

6687:                                             ; preds = %6686, %3549
  %6688 = load ptr, ptr %975, align 8
  %6689 = load i64, ptr %970, align 8
  %6690 = load ptr, ptr %974, align 8
  store ptr %978, ptr %856, align 8
  store ptr %6688, ptr %857, align 8
  store i64 %6689, ptr %858, align 8
  store ptr %6690, ptr %859, align 8
  store i32 9, ptr %860, align 4
  store i32 1, ptr %861, align 4
  store i32 1, ptr %862, align 4
  %6691 = load i64, ptr %858, align 8
  %6692 = trunc i64 %6691 to i32
  store i32 %6692, ptr %863, align 4
  %6693 = load i32, ptr %863, align 4
  %6694 = load i32, ptr %860, align 4
  %6695 = srem i32 %6693, %6694
  store i32 %6695, ptr %864, align 4
  %6696 = load i32, ptr %864, align 4
  %6697 = icmp sgt i32 %6696, 0
  br i1 %6697, label %6698, label %6799

6698:                                             ; preds = %6687
  br label %6699

6699:                                             ; preds = %6736, %6698
  %6700 = load i32, ptr %864, align 4
  %6701 = icmp sgt i32 %6700, 0
  br i1 %6701, label %6702, label %6755

6702:                                             ; preds = %6699
  %6703 = load ptr, ptr %856, align 8
  %6704 = load ptr, ptr %857, align 8
  %6705 = load i32, ptr %863, align 4
  %6706 = add nsw i32 %6705, -1
  store i32 %6706, ptr %863, align 4
  %6707 = sext i32 %6706 to i64
  %6708 = getelementptr inbounds i8, ptr %6704, i64 %6707
  %6709 = load i8, ptr %6708, align 1
  %6710 = zext i8 %6709 to i32
  %6711 = load ptr, ptr %859, align 8
  store ptr %6703, ptr %851, align 8
  store i32 %6710, ptr %852, align 4
  store ptr %6711, ptr %853, align 8
  store i32 0, ptr %854, align 4
  store i32 0, ptr %855, align 4
  %6712 = load ptr, ptr %851, align 8
  %6713 = load ptr, ptr %853, align 8
  %6714 = load i32, ptr %852, align 4
  %6715 = zext i32 %6714 to i64
  %6716 = getelementptr inbounds i64, ptr %6713, i64 %6715
  %6717 = load i64, ptr %6716, align 8
  %6718 = load i32, ptr %854, align 4
  %6719 = load i32, ptr %855, align 4
  store ptr %6712, ptr %6, align 8
  store i64 %6717, ptr %7, align 8
  store i32 %6718, ptr %8, align 4
  store i32 %6719, ptr %9, align 4
  %6720 = load i64, ptr %7, align 8
  %6721 = call i64 @HUF_getNbBits(i64 noundef %6720)
  %6722 = load ptr, ptr %6, align 8
  %6723 = load i32, ptr %8, align 4
  %6724 = sext i32 %6723 to i64
  %6725 = getelementptr inbounds [2 x i64], ptr %6722, i64 0, i64 %6724
  %6726 = load i64, ptr %6725, align 8
  %6727 = lshr i64 %6726, %6721
  store i64 %6727, ptr %6725, align 8
  %6728 = load i32, ptr %9, align 4
  %6729 = icmp ne i32 %6728, 0
  br i1 %6729, label %6730, label %6733

6730:                                             ; preds = %6702
  %6731 = load i64, ptr %7, align 8
  %6732 = call i64 @HUF_getValueFast(i64 noundef %6731)
  br label %6736

6733:                                             ; preds = %6702
  %6734 = load i64, ptr %7, align 8
  %6735 = call i64 @HUF_getValue(i64 noundef %6734)
  br label %6736

6736:                                             ; preds = %6730, %6733
  %6737 = phi i64 [ %6732, %6730 ], [ %6735, %6733 ]
  %6738 = load ptr, ptr %6, align 8
  %6739 = load i32, ptr %8, align 4
  %6740 = sext i32 %6739 to i64
  %6741 = getelementptr inbounds [2 x i64], ptr %6738, i64 0, i64 %6740
  %6742 = load i64, ptr %6741, align 8
  %6743 = or i64 %6742, %6737
  store i64 %6743, ptr %6741, align 8
  %6744 = load i64, ptr %7, align 8
  %6745 = call i64 @HUF_getNbBitsFast(i64 noundef %6744)
  %6746 = load ptr, ptr %6, align 8
  %6747 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6746, i32 0, i32 1
  %6748 = load i32, ptr %8, align 4
  %6749 = sext i32 %6748 to i64
  %6750 = getelementptr inbounds [2 x i64], ptr %6747, i64 0, i64 %6749
  %6751 = load i64, ptr %6750, align 8
  %6752 = add i64 %6751, %6745
  store i64 %6752, ptr %6750, align 8
  %6753 = load i32, ptr %864, align 4
  %6754 = add nsw i32 %6753, -1
  store i32 %6754, ptr %864, align 4
  br label %6699, !llvm.loop !44

6755:                                             ; preds = %6699
  %6756 = load ptr, ptr %856, align 8
  %6757 = load i32, ptr %861, align 4
  store ptr %6756, ptr %501, align 8
  store i32 %6757, ptr %502, align 4
  %6758 = load ptr, ptr %501, align 8
  %6759 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6758, i32 0, i32 1
  %6760 = load i64, ptr %6759, align 8
  %6761 = and i64 %6760, 255
  store i64 %6761, ptr %503, align 8
  %6762 = load i64, ptr %503, align 8
  %6763 = lshr i64 %6762, 3
  store i64 %6763, ptr %504, align 8
  %6764 = load ptr, ptr %501, align 8
  %6765 = load i64, ptr %6764, align 8
  %6766 = load i64, ptr %503, align 8
  %6767 = sub i64 64, %6766
  %6768 = lshr i64 %6765, %6767
  store i64 %6768, ptr %505, align 8
  %6769 = load ptr, ptr %501, align 8
  %6770 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6769, i32 0, i32 1
  %6771 = load i64, ptr %6770, align 8
  %6772 = and i64 %6771, 7
  store i64 %6772, ptr %6770, align 8
  %6773 = load ptr, ptr %501, align 8
  %6774 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6773, i32 0, i32 3
  %6775 = load ptr, ptr %6774, align 8
  %6776 = load i64, ptr %505, align 8
  call void @MEM_writeLEST(ptr noundef %6775, i64 noundef %6776)
  %6777 = load i64, ptr %504, align 8
  %6778 = load ptr, ptr %501, align 8
  %6779 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6778, i32 0, i32 3
  %6780 = load ptr, ptr %6779, align 8
  %6781 = getelementptr inbounds i8, ptr %6780, i64 %6777
  store ptr %6781, ptr %6779, align 8
  %6782 = load i32, ptr %502, align 4
  %6783 = icmp ne i32 %6782, 0
  br i1 %6783, label %6798, label %6784

6784:                                             ; preds = %6755
  %6785 = load ptr, ptr %501, align 8
  %6786 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6785, i32 0, i32 3
  %6787 = load ptr, ptr %6786, align 8
  %6788 = load ptr, ptr %501, align 8
  %6789 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6788, i32 0, i32 4
  %6790 = load ptr, ptr %6789, align 8
  %6791 = icmp ugt ptr %6787, %6790
  br i1 %6791, label %6792, label %6798

6792:                                             ; preds = %6784
  %6793 = load ptr, ptr %501, align 8
  %6794 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6793, i32 0, i32 4
  %6795 = load ptr, ptr %6794, align 8
  %6796 = load ptr, ptr %501, align 8
  %6797 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6796, i32 0, i32 3
  store ptr %6795, ptr %6797, align 8
  br label %6798

6798:                                             ; preds = %6755, %6784, %6792
  br label %6799

6799:                                             ; preds = %6798, %6687
  %6800 = load i32, ptr %863, align 4
  %6801 = load i32, ptr %860, align 4
  %6802 = mul nsw i32 2, %6801
  %6803 = srem i32 %6800, %6802
  %6804 = icmp ne i32 %6803, 0
  br i1 %6804, label %6805, label %6963

6805:                                             ; preds = %6799
  store i32 1, ptr %865, align 4
  br label %6806

6806:                                             ; preds = %6845, %6805
  %6807 = load i32, ptr %865, align 4
  %6808 = load i32, ptr %860, align 4
  %6809 = icmp slt i32 %6807, %6808
  br i1 %6809, label %6810, label %6864

6810:                                             ; preds = %6806
  %6811 = load ptr, ptr %856, align 8
  %6812 = load ptr, ptr %857, align 8
  %6813 = load i32, ptr %863, align 4
  %6814 = load i32, ptr %865, align 4
  %6815 = sub nsw i32 %6813, %6814
  %6816 = sext i32 %6815 to i64
  %6817 = getelementptr inbounds i8, ptr %6812, i64 %6816
  %6818 = load i8, ptr %6817, align 1
  %6819 = zext i8 %6818 to i32
  %6820 = load ptr, ptr %859, align 8
  store ptr %6811, ptr %846, align 8
  store i32 %6819, ptr %847, align 4
  store ptr %6820, ptr %848, align 8
  store i32 0, ptr %849, align 4
  store i32 1, ptr %850, align 4
  %6821 = load ptr, ptr %846, align 8
  %6822 = load ptr, ptr %848, align 8
  %6823 = load i32, ptr %847, align 4
  %6824 = zext i32 %6823 to i64
  %6825 = getelementptr inbounds i64, ptr %6822, i64 %6824
  %6826 = load i64, ptr %6825, align 8
  %6827 = load i32, ptr %849, align 4
  %6828 = load i32, ptr %850, align 4
  store ptr %6821, ptr %10, align 8
  store i64 %6826, ptr %11, align 8
  store i32 %6827, ptr %12, align 4
  store i32 %6828, ptr %13, align 4
  %6829 = load i64, ptr %11, align 8
  %6830 = call i64 @HUF_getNbBits(i64 noundef %6829)
  %6831 = load ptr, ptr %10, align 8
  %6832 = load i32, ptr %12, align 4
  %6833 = sext i32 %6832 to i64
  %6834 = getelementptr inbounds [2 x i64], ptr %6831, i64 0, i64 %6833
  %6835 = load i64, ptr %6834, align 8
  %6836 = lshr i64 %6835, %6830
  store i64 %6836, ptr %6834, align 8
  %6837 = load i32, ptr %13, align 4
  %6838 = icmp ne i32 %6837, 0
  br i1 %6838, label %6839, label %6842

6839:                                             ; preds = %6810
  %6840 = load i64, ptr %11, align 8
  %6841 = call i64 @HUF_getValueFast(i64 noundef %6840)
  br label %6845

6842:                                             ; preds = %6810
  %6843 = load i64, ptr %11, align 8
  %6844 = call i64 @HUF_getValue(i64 noundef %6843)
  br label %6845

6845:                                             ; preds = %6839, %6842
  %6846 = phi i64 [ %6841, %6839 ], [ %6844, %6842 ]
  %6847 = load ptr, ptr %10, align 8
  %6848 = load i32, ptr %12, align 4
  %6849 = sext i32 %6848 to i64
  %6850 = getelementptr inbounds [2 x i64], ptr %6847, i64 0, i64 %6849
  %6851 = load i64, ptr %6850, align 8
  %6852 = or i64 %6851, %6846
  store i64 %6852, ptr %6850, align 8
  %6853 = load i64, ptr %11, align 8
  %6854 = call i64 @HUF_getNbBitsFast(i64 noundef %6853)
  %6855 = load ptr, ptr %10, align 8
  %6856 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6855, i32 0, i32 1
  %6857 = load i32, ptr %12, align 4
  %6858 = sext i32 %6857 to i64
  %6859 = getelementptr inbounds [2 x i64], ptr %6856, i64 0, i64 %6858
  %6860 = load i64, ptr %6859, align 8
  %6861 = add i64 %6860, %6854
  store i64 %6861, ptr %6859, align 8
  %6862 = load i32, ptr %865, align 4
  %6863 = add nsw i32 %6862, 1
  store i32 %6863, ptr %865, align 4
  br label %6806, !llvm.loop !45

6864:                                             ; preds = %6806
  %6865 = load ptr, ptr %856, align 8
  %6866 = load ptr, ptr %857, align 8
  %6867 = load i32, ptr %863, align 4
  %6868 = load i32, ptr %860, align 4
  %6869 = sub nsw i32 %6867, %6868
  %6870 = sext i32 %6869 to i64
  %6871 = getelementptr inbounds i8, ptr %6866, i64 %6870
  %6872 = load i8, ptr %6871, align 1
  %6873 = zext i8 %6872 to i32
  %6874 = load ptr, ptr %859, align 8
  %6875 = load i32, ptr %862, align 4
  store ptr %6865, ptr %841, align 8
  store i32 %6873, ptr %842, align 4
  store ptr %6874, ptr %843, align 8
  store i32 0, ptr %844, align 4
  store i32 %6875, ptr %845, align 4
  %6876 = load ptr, ptr %841, align 8
  %6877 = load ptr, ptr %843, align 8
  %6878 = load i32, ptr %842, align 4
  %6879 = zext i32 %6878 to i64
  %6880 = getelementptr inbounds i64, ptr %6877, i64 %6879
  %6881 = load i64, ptr %6880, align 8
  %6882 = load i32, ptr %844, align 4
  %6883 = load i32, ptr %845, align 4
  store ptr %6876, ptr %14, align 8
  store i64 %6881, ptr %15, align 8
  store i32 %6882, ptr %16, align 4
  store i32 %6883, ptr %17, align 4
  %6884 = load i64, ptr %15, align 8
  %6885 = call i64 @HUF_getNbBits(i64 noundef %6884)
  %6886 = load ptr, ptr %14, align 8
  %6887 = load i32, ptr %16, align 4
  %6888 = sext i32 %6887 to i64
  %6889 = getelementptr inbounds [2 x i64], ptr %6886, i64 0, i64 %6888
  %6890 = load i64, ptr %6889, align 8
  %6891 = lshr i64 %6890, %6885
  store i64 %6891, ptr %6889, align 8
  %6892 = load i32, ptr %17, align 4
  %6893 = icmp ne i32 %6892, 0
  br i1 %6893, label %6894, label %6897

6894:                                             ; preds = %6864
  %6895 = load i64, ptr %15, align 8
  %6896 = call i64 @HUF_getValueFast(i64 noundef %6895)
  br label %6900

6897:                                             ; preds = %6864
  %6898 = load i64, ptr %15, align 8
  %6899 = call i64 @HUF_getValue(i64 noundef %6898)
  br label %6900

6900:                                             ; preds = %6894, %6897
  %6901 = phi i64 [ %6896, %6894 ], [ %6899, %6897 ]
  %6902 = load ptr, ptr %14, align 8
  %6903 = load i32, ptr %16, align 4
  %6904 = sext i32 %6903 to i64
  %6905 = getelementptr inbounds [2 x i64], ptr %6902, i64 0, i64 %6904
  %6906 = load i64, ptr %6905, align 8
  %6907 = or i64 %6906, %6901
  store i64 %6907, ptr %6905, align 8
  %6908 = load i64, ptr %15, align 8
  %6909 = call i64 @HUF_getNbBitsFast(i64 noundef %6908)
  %6910 = load ptr, ptr %14, align 8
  %6911 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6910, i32 0, i32 1
  %6912 = load i32, ptr %16, align 4
  %6913 = sext i32 %6912 to i64
  %6914 = getelementptr inbounds [2 x i64], ptr %6911, i64 0, i64 %6913
  %6915 = load i64, ptr %6914, align 8
  %6916 = add i64 %6915, %6909
  store i64 %6916, ptr %6914, align 8
  %6917 = load ptr, ptr %856, align 8
  %6918 = load i32, ptr %861, align 4
  store ptr %6917, ptr %496, align 8
  store i32 %6918, ptr %497, align 4
  %6919 = load ptr, ptr %496, align 8
  %6920 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6919, i32 0, i32 1
  %6921 = load i64, ptr %6920, align 8
  %6922 = and i64 %6921, 255
  store i64 %6922, ptr %498, align 8
  %6923 = load i64, ptr %498, align 8
  %6924 = lshr i64 %6923, 3
  store i64 %6924, ptr %499, align 8
  %6925 = load ptr, ptr %496, align 8
  %6926 = load i64, ptr %6925, align 8
  %6927 = load i64, ptr %498, align 8
  %6928 = sub i64 64, %6927
  %6929 = lshr i64 %6926, %6928
  store i64 %6929, ptr %500, align 8
  %6930 = load ptr, ptr %496, align 8
  %6931 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6930, i32 0, i32 1
  %6932 = load i64, ptr %6931, align 8
  %6933 = and i64 %6932, 7
  store i64 %6933, ptr %6931, align 8
  %6934 = load ptr, ptr %496, align 8
  %6935 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6934, i32 0, i32 3
  %6936 = load ptr, ptr %6935, align 8
  %6937 = load i64, ptr %500, align 8
  call void @MEM_writeLEST(ptr noundef %6936, i64 noundef %6937)
  %6938 = load i64, ptr %499, align 8
  %6939 = load ptr, ptr %496, align 8
  %6940 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6939, i32 0, i32 3
  %6941 = load ptr, ptr %6940, align 8
  %6942 = getelementptr inbounds i8, ptr %6941, i64 %6938
  store ptr %6942, ptr %6940, align 8
  %6943 = load i32, ptr %497, align 4
  %6944 = icmp ne i32 %6943, 0
  br i1 %6944, label %6959, label %6945

6945:                                             ; preds = %6900
  %6946 = load ptr, ptr %496, align 8
  %6947 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6946, i32 0, i32 3
  %6948 = load ptr, ptr %6947, align 8
  %6949 = load ptr, ptr %496, align 8
  %6950 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6949, i32 0, i32 4
  %6951 = load ptr, ptr %6950, align 8
  %6952 = icmp ugt ptr %6948, %6951
  br i1 %6952, label %6953, label %6959

6953:                                             ; preds = %6945
  %6954 = load ptr, ptr %496, align 8
  %6955 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6954, i32 0, i32 4
  %6956 = load ptr, ptr %6955, align 8
  %6957 = load ptr, ptr %496, align 8
  %6958 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6957, i32 0, i32 3
  store ptr %6956, ptr %6958, align 8
  br label %6959

6959:                                             ; preds = %6900, %6945, %6953
  %6960 = load i32, ptr %860, align 4
  %6961 = load i32, ptr %863, align 4
  %6962 = sub nsw i32 %6961, %6960
  store i32 %6962, ptr %863, align 4
  br label %6963

6963:                                             ; preds = %6959, %6799
  br label %6964

6964:                                             ; preds = %7308, %6963
  %6965 = load i32, ptr %863, align 4
  %6966 = icmp sgt i32 %6965, 0
  br i1 %6966, label %6967, label %7313

6967:                                             ; preds = %6964
  store i32 1, ptr %866, align 4
  br label %6968

6968:                                             ; preds = %7007, %6967
  %6969 = load i32, ptr %866, align 4
  %6970 = load i32, ptr %860, align 4
  %6971 = icmp slt i32 %6969, %6970
  br i1 %6971, label %6972, label %7026

6972:                                             ; preds = %6968
  %6973 = load ptr, ptr %856, align 8
  %6974 = load ptr, ptr %857, align 8
  %6975 = load i32, ptr %863, align 4
  %6976 = load i32, ptr %866, align 4
  %6977 = sub nsw i32 %6975, %6976
  %6978 = sext i32 %6977 to i64
  %6979 = getelementptr inbounds i8, ptr %6974, i64 %6978
  %6980 = load i8, ptr %6979, align 1
  %6981 = zext i8 %6980 to i32
  %6982 = load ptr, ptr %859, align 8
  store ptr %6973, ptr %836, align 8
  store i32 %6981, ptr %837, align 4
  store ptr %6982, ptr %838, align 8
  store i32 0, ptr %839, align 4
  store i32 1, ptr %840, align 4
  %6983 = load ptr, ptr %836, align 8
  %6984 = load ptr, ptr %838, align 8
  %6985 = load i32, ptr %837, align 4
  %6986 = zext i32 %6985 to i64
  %6987 = getelementptr inbounds i64, ptr %6984, i64 %6986
  %6988 = load i64, ptr %6987, align 8
  %6989 = load i32, ptr %839, align 4
  %6990 = load i32, ptr %840, align 4
  store ptr %6983, ptr %18, align 8
  store i64 %6988, ptr %19, align 8
  store i32 %6989, ptr %20, align 4
  store i32 %6990, ptr %21, align 4
  %6991 = load i64, ptr %19, align 8
  %6992 = call i64 @HUF_getNbBits(i64 noundef %6991)
  %6993 = load ptr, ptr %18, align 8
  %6994 = load i32, ptr %20, align 4
  %6995 = sext i32 %6994 to i64
  %6996 = getelementptr inbounds [2 x i64], ptr %6993, i64 0, i64 %6995
  %6997 = load i64, ptr %6996, align 8
  %6998 = lshr i64 %6997, %6992
  store i64 %6998, ptr %6996, align 8
  %6999 = load i32, ptr %21, align 4
  %7000 = icmp ne i32 %6999, 0
  br i1 %7000, label %7001, label %7004

7001:                                             ; preds = %6972
  %7002 = load i64, ptr %19, align 8
  %7003 = call i64 @HUF_getValueFast(i64 noundef %7002)
  br label %7007

7004:                                             ; preds = %6972
  %7005 = load i64, ptr %19, align 8
  %7006 = call i64 @HUF_getValue(i64 noundef %7005)
  br label %7007

7007:                                             ; preds = %7001, %7004
  %7008 = phi i64 [ %7003, %7001 ], [ %7006, %7004 ]
  %7009 = load ptr, ptr %18, align 8
  %7010 = load i32, ptr %20, align 4
  %7011 = sext i32 %7010 to i64
  %7012 = getelementptr inbounds [2 x i64], ptr %7009, i64 0, i64 %7011
  %7013 = load i64, ptr %7012, align 8
  %7014 = or i64 %7013, %7008
  store i64 %7014, ptr %7012, align 8
  %7015 = load i64, ptr %19, align 8
  %7016 = call i64 @HUF_getNbBitsFast(i64 noundef %7015)
  %7017 = load ptr, ptr %18, align 8
  %7018 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7017, i32 0, i32 1
  %7019 = load i32, ptr %20, align 4
  %7020 = sext i32 %7019 to i64
  %7021 = getelementptr inbounds [2 x i64], ptr %7018, i64 0, i64 %7020
  %7022 = load i64, ptr %7021, align 8
  %7023 = add i64 %7022, %7016
  store i64 %7023, ptr %7021, align 8
  %7024 = load i32, ptr %866, align 4
  %7025 = add nsw i32 %7024, 1
  store i32 %7025, ptr %866, align 4
  br label %6968, !llvm.loop !46

7026:                                             ; preds = %6968
  %7027 = load ptr, ptr %856, align 8
  %7028 = load ptr, ptr %857, align 8
  %7029 = load i32, ptr %863, align 4
  %7030 = load i32, ptr %860, align 4
  %7031 = sub nsw i32 %7029, %7030
  %7032 = sext i32 %7031 to i64
  %7033 = getelementptr inbounds i8, ptr %7028, i64 %7032
  %7034 = load i8, ptr %7033, align 1
  %7035 = zext i8 %7034 to i32
  %7036 = load ptr, ptr %859, align 8
  %7037 = load i32, ptr %862, align 4
  store ptr %7027, ptr %821, align 8
  store i32 %7035, ptr %822, align 4
  store ptr %7036, ptr %823, align 8
  store i32 0, ptr %824, align 4
  store i32 %7037, ptr %825, align 4
  %7038 = load ptr, ptr %821, align 8
  %7039 = load ptr, ptr %823, align 8
  %7040 = load i32, ptr %822, align 4
  %7041 = zext i32 %7040 to i64
  %7042 = getelementptr inbounds i64, ptr %7039, i64 %7041
  %7043 = load i64, ptr %7042, align 8
  %7044 = load i32, ptr %824, align 4
  %7045 = load i32, ptr %825, align 4
  store ptr %7038, ptr %30, align 8
  store i64 %7043, ptr %31, align 8
  store i32 %7044, ptr %32, align 4
  store i32 %7045, ptr %33, align 4
  %7046 = load i64, ptr %31, align 8
  %7047 = call i64 @HUF_getNbBits(i64 noundef %7046)
  %7048 = load ptr, ptr %30, align 8
  %7049 = load i32, ptr %32, align 4
  %7050 = sext i32 %7049 to i64
  %7051 = getelementptr inbounds [2 x i64], ptr %7048, i64 0, i64 %7050
  %7052 = load i64, ptr %7051, align 8
  %7053 = lshr i64 %7052, %7047
  store i64 %7053, ptr %7051, align 8
  %7054 = load i32, ptr %33, align 4
  %7055 = icmp ne i32 %7054, 0
  br i1 %7055, label %7056, label %7059

7056:                                             ; preds = %7026
  %7057 = load i64, ptr %31, align 8
  %7058 = call i64 @HUF_getValueFast(i64 noundef %7057)
  br label %7062

7059:                                             ; preds = %7026
  %7060 = load i64, ptr %31, align 8
  %7061 = call i64 @HUF_getValue(i64 noundef %7060)
  br label %7062

7062:                                             ; preds = %7056, %7059
  %7063 = phi i64 [ %7058, %7056 ], [ %7061, %7059 ]
  %7064 = load ptr, ptr %30, align 8
  %7065 = load i32, ptr %32, align 4
  %7066 = sext i32 %7065 to i64
  %7067 = getelementptr inbounds [2 x i64], ptr %7064, i64 0, i64 %7066
  %7068 = load i64, ptr %7067, align 8
  %7069 = or i64 %7068, %7063
  store i64 %7069, ptr %7067, align 8
  %7070 = load i64, ptr %31, align 8
  %7071 = call i64 @HUF_getNbBitsFast(i64 noundef %7070)
  %7072 = load ptr, ptr %30, align 8
  %7073 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7072, i32 0, i32 1
  %7074 = load i32, ptr %32, align 4
  %7075 = sext i32 %7074 to i64
  %7076 = getelementptr inbounds [2 x i64], ptr %7073, i64 0, i64 %7075
  %7077 = load i64, ptr %7076, align 8
  %7078 = add i64 %7077, %7071
  store i64 %7078, ptr %7076, align 8
  %7079 = load ptr, ptr %856, align 8
  %7080 = load i32, ptr %861, align 4
  store ptr %7079, ptr %486, align 8
  store i32 %7080, ptr %487, align 4
  %7081 = load ptr, ptr %486, align 8
  %7082 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7081, i32 0, i32 1
  %7083 = load i64, ptr %7082, align 8
  %7084 = and i64 %7083, 255
  store i64 %7084, ptr %488, align 8
  %7085 = load i64, ptr %488, align 8
  %7086 = lshr i64 %7085, 3
  store i64 %7086, ptr %489, align 8
  %7087 = load ptr, ptr %486, align 8
  %7088 = load i64, ptr %7087, align 8
  %7089 = load i64, ptr %488, align 8
  %7090 = sub i64 64, %7089
  %7091 = lshr i64 %7088, %7090
  store i64 %7091, ptr %490, align 8
  %7092 = load ptr, ptr %486, align 8
  %7093 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7092, i32 0, i32 1
  %7094 = load i64, ptr %7093, align 8
  %7095 = and i64 %7094, 7
  store i64 %7095, ptr %7093, align 8
  %7096 = load ptr, ptr %486, align 8
  %7097 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7096, i32 0, i32 3
  %7098 = load ptr, ptr %7097, align 8
  %7099 = load i64, ptr %490, align 8
  call void @MEM_writeLEST(ptr noundef %7098, i64 noundef %7099)
  %7100 = load i64, ptr %489, align 8
  %7101 = load ptr, ptr %486, align 8
  %7102 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7101, i32 0, i32 3
  %7103 = load ptr, ptr %7102, align 8
  %7104 = getelementptr inbounds i8, ptr %7103, i64 %7100
  store ptr %7104, ptr %7102, align 8
  %7105 = load i32, ptr %487, align 4
  %7106 = icmp ne i32 %7105, 0
  br i1 %7106, label %7121, label %7107

7107:                                             ; preds = %7062
  %7108 = load ptr, ptr %486, align 8
  %7109 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7108, i32 0, i32 3
  %7110 = load ptr, ptr %7109, align 8
  %7111 = load ptr, ptr %486, align 8
  %7112 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7111, i32 0, i32 4
  %7113 = load ptr, ptr %7112, align 8
  %7114 = icmp ugt ptr %7110, %7113
  br i1 %7114, label %7115, label %7121

7115:                                             ; preds = %7107
  %7116 = load ptr, ptr %486, align 8
  %7117 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7116, i32 0, i32 4
  %7118 = load ptr, ptr %7117, align 8
  %7119 = load ptr, ptr %486, align 8
  %7120 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7119, i32 0, i32 3
  store ptr %7118, ptr %7120, align 8
  br label %7121

7121:                                             ; preds = %7062, %7107, %7115
  %7122 = load ptr, ptr %856, align 8
  store ptr %7122, ptr %305, align 8
  %7123 = load ptr, ptr %305, align 8
  %7124 = getelementptr inbounds [2 x i64], ptr %7123, i64 0, i64 1
  store i64 0, ptr %7124, align 8
  %7125 = load ptr, ptr %305, align 8
  %7126 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7125, i32 0, i32 1
  %7127 = getelementptr inbounds [2 x i64], ptr %7126, i64 0, i64 1
  store i64 0, ptr %7127, align 8
  store i32 1, ptr %866, align 4
  br label %7128

7128:                                             ; preds = %7169, %7121
  %7129 = load i32, ptr %866, align 4
  %7130 = load i32, ptr %860, align 4
  %7131 = icmp slt i32 %7129, %7130
  br i1 %7131, label %7132, label %7188

7132:                                             ; preds = %7128
  %7133 = load ptr, ptr %856, align 8
  %7134 = load ptr, ptr %857, align 8
  %7135 = load i32, ptr %863, align 4
  %7136 = load i32, ptr %860, align 4
  %7137 = sub nsw i32 %7135, %7136
  %7138 = load i32, ptr %866, align 4
  %7139 = sub nsw i32 %7137, %7138
  %7140 = sext i32 %7139 to i64
  %7141 = getelementptr inbounds i8, ptr %7134, i64 %7140
  %7142 = load i8, ptr %7141, align 1
  %7143 = zext i8 %7142 to i32
  %7144 = load ptr, ptr %859, align 8
  store ptr %7133, ptr %831, align 8
  store i32 %7143, ptr %832, align 4
  store ptr %7144, ptr %833, align 8
  store i32 1, ptr %834, align 4
  store i32 1, ptr %835, align 4
  %7145 = load ptr, ptr %831, align 8
  %7146 = load ptr, ptr %833, align 8
  %7147 = load i32, ptr %832, align 4
  %7148 = zext i32 %7147 to i64
  %7149 = getelementptr inbounds i64, ptr %7146, i64 %7148
  %7150 = load i64, ptr %7149, align 8
  %7151 = load i32, ptr %834, align 4
  %7152 = load i32, ptr %835, align 4
  store ptr %7145, ptr %22, align 8
  store i64 %7150, ptr %23, align 8
  store i32 %7151, ptr %24, align 4
  store i32 %7152, ptr %25, align 4
  %7153 = load i64, ptr %23, align 8
  %7154 = call i64 @HUF_getNbBits(i64 noundef %7153)
  %7155 = load ptr, ptr %22, align 8
  %7156 = load i32, ptr %24, align 4
  %7157 = sext i32 %7156 to i64
  %7158 = getelementptr inbounds [2 x i64], ptr %7155, i64 0, i64 %7157
  %7159 = load i64, ptr %7158, align 8
  %7160 = lshr i64 %7159, %7154
  store i64 %7160, ptr %7158, align 8
  %7161 = load i32, ptr %25, align 4
  %7162 = icmp ne i32 %7161, 0
  br i1 %7162, label %7163, label %7166

7163:                                             ; preds = %7132
  %7164 = load i64, ptr %23, align 8
  %7165 = call i64 @HUF_getValueFast(i64 noundef %7164)
  br label %7169

7166:                                             ; preds = %7132
  %7167 = load i64, ptr %23, align 8
  %7168 = call i64 @HUF_getValue(i64 noundef %7167)
  br label %7169

7169:                                             ; preds = %7163, %7166
  %7170 = phi i64 [ %7165, %7163 ], [ %7168, %7166 ]
  %7171 = load ptr, ptr %22, align 8
  %7172 = load i32, ptr %24, align 4
  %7173 = sext i32 %7172 to i64
  %7174 = getelementptr inbounds [2 x i64], ptr %7171, i64 0, i64 %7173
  %7175 = load i64, ptr %7174, align 8
  %7176 = or i64 %7175, %7170
  store i64 %7176, ptr %7174, align 8
  %7177 = load i64, ptr %23, align 8
  %7178 = call i64 @HUF_getNbBitsFast(i64 noundef %7177)
  %7179 = load ptr, ptr %22, align 8
  %7180 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7179, i32 0, i32 1
  %7181 = load i32, ptr %24, align 4
  %7182 = sext i32 %7181 to i64
  %7183 = getelementptr inbounds [2 x i64], ptr %7180, i64 0, i64 %7182
  %7184 = load i64, ptr %7183, align 8
  %7185 = add i64 %7184, %7178
  store i64 %7185, ptr %7183, align 8
  %7186 = load i32, ptr %866, align 4
  %7187 = add nsw i32 %7186, 1
  store i32 %7187, ptr %866, align 4
  br label %7128, !llvm.loop !47

7188:                                             ; preds = %7128
  %7189 = load ptr, ptr %856, align 8
  %7190 = load ptr, ptr %857, align 8
  %7191 = load i32, ptr %863, align 4
  %7192 = load i32, ptr %860, align 4
  %7193 = sub nsw i32 %7191, %7192
  %7194 = load i32, ptr %860, align 4
  %7195 = sub nsw i32 %7193, %7194
  %7196 = sext i32 %7195 to i64
  %7197 = getelementptr inbounds i8, ptr %7190, i64 %7196
  %7198 = load i8, ptr %7197, align 1
  %7199 = zext i8 %7198 to i32
  %7200 = load ptr, ptr %859, align 8
  %7201 = load i32, ptr %862, align 4
  store ptr %7189, ptr %826, align 8
  store i32 %7199, ptr %827, align 4
  store ptr %7200, ptr %828, align 8
  store i32 1, ptr %829, align 4
  store i32 %7201, ptr %830, align 4
  %7202 = load ptr, ptr %826, align 8
  %7203 = load ptr, ptr %828, align 8
  %7204 = load i32, ptr %827, align 4
  %7205 = zext i32 %7204 to i64
  %7206 = getelementptr inbounds i64, ptr %7203, i64 %7205
  %7207 = load i64, ptr %7206, align 8
  %7208 = load i32, ptr %829, align 4
  %7209 = load i32, ptr %830, align 4
  store ptr %7202, ptr %26, align 8
  store i64 %7207, ptr %27, align 8
  store i32 %7208, ptr %28, align 4
  store i32 %7209, ptr %29, align 4
  %7210 = load i64, ptr %27, align 8
  %7211 = call i64 @HUF_getNbBits(i64 noundef %7210)
  %7212 = load ptr, ptr %26, align 8
  %7213 = load i32, ptr %28, align 4
  %7214 = sext i32 %7213 to i64
  %7215 = getelementptr inbounds [2 x i64], ptr %7212, i64 0, i64 %7214
  %7216 = load i64, ptr %7215, align 8
  %7217 = lshr i64 %7216, %7211
  store i64 %7217, ptr %7215, align 8
  %7218 = load i32, ptr %29, align 4
  %7219 = icmp ne i32 %7218, 0
  br i1 %7219, label %7220, label %7223

7220:                                             ; preds = %7188
  %7221 = load i64, ptr %27, align 8
  %7222 = call i64 @HUF_getValueFast(i64 noundef %7221)
  br label %7226

7223:                                             ; preds = %7188
  %7224 = load i64, ptr %27, align 8
  %7225 = call i64 @HUF_getValue(i64 noundef %7224)
  br label %7226

7226:                                             ; preds = %7220, %7223
  %7227 = phi i64 [ %7222, %7220 ], [ %7225, %7223 ]
  %7228 = load ptr, ptr %26, align 8
  %7229 = load i32, ptr %28, align 4
  %7230 = sext i32 %7229 to i64
  %7231 = getelementptr inbounds [2 x i64], ptr %7228, i64 0, i64 %7230
  %7232 = load i64, ptr %7231, align 8
  %7233 = or i64 %7232, %7227
  store i64 %7233, ptr %7231, align 8
  %7234 = load i64, ptr %27, align 8
  %7235 = call i64 @HUF_getNbBitsFast(i64 noundef %7234)
  %7236 = load ptr, ptr %26, align 8
  %7237 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7236, i32 0, i32 1
  %7238 = load i32, ptr %28, align 4
  %7239 = sext i32 %7238 to i64
  %7240 = getelementptr inbounds [2 x i64], ptr %7237, i64 0, i64 %7239
  %7241 = load i64, ptr %7240, align 8
  %7242 = add i64 %7241, %7235
  store i64 %7242, ptr %7240, align 8
  %7243 = load ptr, ptr %856, align 8
  store ptr %7243, ptr %295, align 8
  %7244 = load ptr, ptr %295, align 8
  %7245 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7244, i32 0, i32 1
  %7246 = getelementptr inbounds [2 x i64], ptr %7245, i64 0, i64 1
  %7247 = load i64, ptr %7246, align 8
  %7248 = and i64 %7247, 255
  %7249 = load ptr, ptr %295, align 8
  %7250 = load i64, ptr %7249, align 8
  %7251 = lshr i64 %7250, %7248
  store i64 %7251, ptr %7249, align 8
  %7252 = load ptr, ptr %295, align 8
  %7253 = getelementptr inbounds [2 x i64], ptr %7252, i64 0, i64 1
  %7254 = load i64, ptr %7253, align 8
  %7255 = load ptr, ptr %295, align 8
  %7256 = load i64, ptr %7255, align 8
  %7257 = or i64 %7256, %7254
  store i64 %7257, ptr %7255, align 8
  %7258 = load ptr, ptr %295, align 8
  %7259 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7258, i32 0, i32 1
  %7260 = getelementptr inbounds [2 x i64], ptr %7259, i64 0, i64 1
  %7261 = load i64, ptr %7260, align 8
  %7262 = load ptr, ptr %295, align 8
  %7263 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7262, i32 0, i32 1
  %7264 = load i64, ptr %7263, align 8
  %7265 = add i64 %7264, %7261
  store i64 %7265, ptr %7263, align 8
  %7266 = load ptr, ptr %856, align 8
  %7267 = load i32, ptr %861, align 4
  store ptr %7266, ptr %491, align 8
  store i32 %7267, ptr %492, align 4
  %7268 = load ptr, ptr %491, align 8
  %7269 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7268, i32 0, i32 1
  %7270 = load i64, ptr %7269, align 8
  %7271 = and i64 %7270, 255
  store i64 %7271, ptr %493, align 8
  %7272 = load i64, ptr %493, align 8
  %7273 = lshr i64 %7272, 3
  store i64 %7273, ptr %494, align 8
  %7274 = load ptr, ptr %491, align 8
  %7275 = load i64, ptr %7274, align 8
  %7276 = load i64, ptr %493, align 8
  %7277 = sub i64 64, %7276
  %7278 = lshr i64 %7275, %7277
  store i64 %7278, ptr %495, align 8
  %7279 = load ptr, ptr %491, align 8
  %7280 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7279, i32 0, i32 1
  %7281 = load i64, ptr %7280, align 8
  %7282 = and i64 %7281, 7
  store i64 %7282, ptr %7280, align 8
  %7283 = load ptr, ptr %491, align 8
  %7284 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7283, i32 0, i32 3
  %7285 = load ptr, ptr %7284, align 8
  %7286 = load i64, ptr %495, align 8
  call void @MEM_writeLEST(ptr noundef %7285, i64 noundef %7286)
  %7287 = load i64, ptr %494, align 8
  %7288 = load ptr, ptr %491, align 8
  %7289 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7288, i32 0, i32 3
  %7290 = load ptr, ptr %7289, align 8
  %7291 = getelementptr inbounds i8, ptr %7290, i64 %7287
  store ptr %7291, ptr %7289, align 8
  %7292 = load i32, ptr %492, align 4
  %7293 = icmp ne i32 %7292, 0
  br i1 %7293, label %7308, label %7294

7294:                                             ; preds = %7226
  %7295 = load ptr, ptr %491, align 8
  %7296 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7295, i32 0, i32 3
  %7297 = load ptr, ptr %7296, align 8
  %7298 = load ptr, ptr %491, align 8
  %7299 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7298, i32 0, i32 4
  %7300 = load ptr, ptr %7299, align 8
  %7301 = icmp ugt ptr %7297, %7300
  br i1 %7301, label %7302, label %7308

7302:                                             ; preds = %7294
  %7303 = load ptr, ptr %491, align 8
  %7304 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7303, i32 0, i32 4
  %7305 = load ptr, ptr %7304, align 8
  %7306 = load ptr, ptr %491, align 8
  %7307 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7306, i32 0, i32 3
  store ptr %7305, ptr %7307, align 8
  br label %7308

7308:                                             ; preds = %7226, %7294, %7302
  %7309 = load i32, ptr %860, align 4
  %7310 = mul nsw i32 2, %7309
  %7311 = load i32, ptr %863, align 4
  %7312 = sub nsw i32 %7311, %7310
  store i32 %7312, ptr %863, align 4
  br label %6964, !llvm.loop !48

7313:                                             ; preds = %6964
  br label %7314

7314:                                             ; preds = %7313, %6685, %6058, %5431, %4804, %4177
  br label %7315

7315:                                             ; preds = %7314, %3548
  br label %7316

7316:                                             ; preds = %7315, %1658
  %7317 = call i64 @HUF_closeCStream(ptr noundef %978)
  store i64 %7317, ptr %966, align 8
  br label %7318

7318:                                             ; preds = %1004, %1017, %7316
  %7319 = load i64, ptr %966, align 8
  ret i64 %7319
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @HUF_initCStream(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  %8 = load ptr, ptr %5, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 56, i1 false)
  %9 = load ptr, ptr %6, align 8
  %10 = load ptr, ptr %5, align 8
  %11 = getelementptr inbounds %struct.HUF_CStream_t, ptr %10, i32 0, i32 2
  store ptr %9, ptr %11, align 8
  %12 = load ptr, ptr %5, align 8
  %13 = getelementptr inbounds %struct.HUF_CStream_t, ptr %12, i32 0, i32 2
  %14 = load ptr, ptr %13, align 8
  %15 = load ptr, ptr %5, align 8
  %16 = getelementptr inbounds %struct.HUF_CStream_t, ptr %15, i32 0, i32 3
  store ptr %14, ptr %16, align 8
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds %struct.HUF_CStream_t, ptr %17, i32 0, i32 2
  %19 = load ptr, ptr %18, align 8
  %20 = load i64, ptr %7, align 8
  %21 = getelementptr inbounds i8, ptr %19, i64 %20
  %22 = getelementptr inbounds i8, ptr %21, i64 -8
  %23 = load ptr, ptr %5, align 8
  %24 = getelementptr inbounds %struct.HUF_CStream_t, ptr %23, i32 0, i32 4
  store ptr %22, ptr %24, align 8
  %25 = load i64, ptr %7, align 8
  %26 = icmp ule i64 %25, 8
  br i1 %26, label %27, label %28

27:                                               ; preds = %3
  store i64 -70, ptr %4, align 8
  br label %29

28:                                               ; preds = %3
  store i64 0, ptr %4, align 8
  br label %29

29:                                               ; preds = %28, %27
  %30 = load i64, ptr %4, align 8
  ret i64 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @HUF_tightCompressBound(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = mul i64 %5, %6
  %8 = lshr i64 %7, 3
  %9 = add i64 %8, 8
  ret i64 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @MEM_32bits() #0 {
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @HUF_closeCStream(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i64, align 8
  store ptr %0, ptr %12, align 8
  %14 = load ptr, ptr %12, align 8
  %15 = call i64 @HUF_endMark()
  store ptr %14, ptr %2, align 8
  store i64 %15, ptr %3, align 8
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  %16 = load i64, ptr %3, align 8
  %17 = call i64 @HUF_getNbBits(i64 noundef %16)
  %18 = load ptr, ptr %2, align 8
  %19 = load i32, ptr %4, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [2 x i64], ptr %18, i64 0, i64 %20
  %22 = load i64, ptr %21, align 8
  %23 = lshr i64 %22, %17
  store i64 %23, ptr %21, align 8
  %24 = load i32, ptr %5, align 4
  %25 = icmp ne i32 %24, 0
  br i1 %25, label %26, label %29

26:                                               ; preds = %1
  %27 = load i64, ptr %3, align 8
  %28 = call i64 @HUF_getValueFast(i64 noundef %27)
  br label %32

29:                                               ; preds = %1
  %30 = load i64, ptr %3, align 8
  %31 = call i64 @HUF_getValue(i64 noundef %30)
  br label %32

32:                                               ; preds = %26, %29
  %33 = phi i64 [ %28, %26 ], [ %31, %29 ]
  %34 = load ptr, ptr %2, align 8
  %35 = load i32, ptr %4, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [2 x i64], ptr %34, i64 0, i64 %36
  %38 = load i64, ptr %37, align 8
  %39 = or i64 %38, %33
  store i64 %39, ptr %37, align 8
  %40 = load i64, ptr %3, align 8
  %41 = call i64 @HUF_getNbBitsFast(i64 noundef %40)
  %42 = load ptr, ptr %2, align 8
  %43 = getelementptr inbounds %struct.HUF_CStream_t, ptr %42, i32 0, i32 1
  %44 = load i32, ptr %4, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [2 x i64], ptr %43, i64 0, i64 %45
  %47 = load i64, ptr %46, align 8
  %48 = add i64 %47, %41
  store i64 %48, ptr %46, align 8
  %49 = load ptr, ptr %12, align 8
  store ptr %49, ptr %6, align 8
  store i32 0, ptr %7, align 4
  %50 = load ptr, ptr %6, align 8
  %51 = getelementptr inbounds %struct.HUF_CStream_t, ptr %50, i32 0, i32 1
  %52 = load i64, ptr %51, align 8
  %53 = and i64 %52, 255
  store i64 %53, ptr %8, align 8
  %54 = load i64, ptr %8, align 8
  %55 = lshr i64 %54, 3
  store i64 %55, ptr %9, align 8
  %56 = load ptr, ptr %6, align 8
  %57 = load i64, ptr %56, align 8
  %58 = load i64, ptr %8, align 8
  %59 = sub i64 64, %58
  %60 = lshr i64 %57, %59
  store i64 %60, ptr %10, align 8
  %61 = load ptr, ptr %6, align 8
  %62 = getelementptr inbounds %struct.HUF_CStream_t, ptr %61, i32 0, i32 1
  %63 = load i64, ptr %62, align 8
  %64 = and i64 %63, 7
  store i64 %64, ptr %62, align 8
  %65 = load ptr, ptr %6, align 8
  %66 = getelementptr inbounds %struct.HUF_CStream_t, ptr %65, i32 0, i32 3
  %67 = load ptr, ptr %66, align 8
  %68 = load i64, ptr %10, align 8
  call void @MEM_writeLEST(ptr noundef %67, i64 noundef %68)
  %69 = load i64, ptr %9, align 8
  %70 = load ptr, ptr %6, align 8
  %71 = getelementptr inbounds %struct.HUF_CStream_t, ptr %70, i32 0, i32 3
  %72 = load ptr, ptr %71, align 8
  %73 = getelementptr inbounds i8, ptr %72, i64 %69
  store ptr %73, ptr %71, align 8
  %74 = load i32, ptr %7, align 4
  %75 = icmp ne i32 %74, 0
  br i1 %75, label %90, label %76

76:                                               ; preds = %32
  %77 = load ptr, ptr %6, align 8
  %78 = getelementptr inbounds %struct.HUF_CStream_t, ptr %77, i32 0, i32 3
  %79 = load ptr, ptr %78, align 8
  %80 = load ptr, ptr %6, align 8
  %81 = getelementptr inbounds %struct.HUF_CStream_t, ptr %80, i32 0, i32 4
  %82 = load ptr, ptr %81, align 8
  %83 = icmp ugt ptr %79, %82
  br i1 %83, label %84, label %90

84:                                               ; preds = %76
  %85 = load ptr, ptr %6, align 8
  %86 = getelementptr inbounds %struct.HUF_CStream_t, ptr %85, i32 0, i32 4
  %87 = load ptr, ptr %86, align 8
  %88 = load ptr, ptr %6, align 8
  %89 = getelementptr inbounds %struct.HUF_CStream_t, ptr %88, i32 0, i32 3
  store ptr %87, ptr %89, align 8
  br label %90

90:                                               ; preds = %32, %76, %84
  %91 = load ptr, ptr %12, align 8
  %92 = getelementptr inbounds %struct.HUF_CStream_t, ptr %91, i32 0, i32 1
  %93 = getelementptr inbounds [2 x i64], ptr %92, i64 0, i64 0
  %94 = load i64, ptr %93, align 8
  %95 = and i64 %94, 255
  store i64 %95, ptr %13, align 8
  %96 = load ptr, ptr %12, align 8
  %97 = getelementptr inbounds %struct.HUF_CStream_t, ptr %96, i32 0, i32 3
  %98 = load ptr, ptr %97, align 8
  %99 = load ptr, ptr %12, align 8
  %100 = getelementptr inbounds %struct.HUF_CStream_t, ptr %99, i32 0, i32 4
  %101 = load ptr, ptr %100, align 8
  %102 = icmp uge ptr %98, %101
  br i1 %102, label %103, label %104

103:                                              ; preds = %90
  store i64 0, ptr %11, align 8
  br label %119

104:                                              ; preds = %90
  %105 = load ptr, ptr %12, align 8
  %106 = getelementptr inbounds %struct.HUF_CStream_t, ptr %105, i32 0, i32 3
  %107 = load ptr, ptr %106, align 8
  %108 = load ptr, ptr %12, align 8
  %109 = getelementptr inbounds %struct.HUF_CStream_t, ptr %108, i32 0, i32 2
  %110 = load ptr, ptr %109, align 8
  %111 = ptrtoint ptr %107 to i64
  %112 = ptrtoint ptr %110 to i64
  %113 = sub i64 %111, %112
  %114 = load i64, ptr %13, align 8
  %115 = icmp ugt i64 %114, 0
  %116 = zext i1 %115 to i32
  %117 = sext i32 %116 to i64
  %118 = add i64 %113, %117
  store i64 %118, ptr %11, align 8
  br label %119

119:                                              ; preds = %104, %103
  %120 = load i64, ptr %11, align 8
  ret i64 %120
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @HUF_getValueFast(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  ret i64 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @HUF_getValue(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = and i64 %3, -256
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @HUF_getNbBitsFast(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  ret i64 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @MEM_writeLEST(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = call i32 @MEM_32bits()
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %2
  %8 = load ptr, ptr %3, align 8
  %9 = load i64, ptr %4, align 8
  %10 = trunc i64 %9 to i32
  call void @MEM_writeLE32(ptr noundef %8, i32 noundef %10)
  br label %14

11:                                               ; preds = %2
  %12 = load ptr, ptr %3, align 8
  %13 = load i64, ptr %4, align 8
  call void @MEM_writeLE64(ptr noundef %12, i64 noundef %13)
  br label %14

14:                                               ; preds = %11, %7
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @MEM_writeLE32(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = call i32 @MEM_isLittleEndian()
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = load ptr, ptr %3, align 8
  %9 = load i32, ptr %4, align 4
  call void @MEM_write32(ptr noundef %8, i32 noundef %9)
  br label %14

10:                                               ; preds = %2
  %11 = load ptr, ptr %3, align 8
  %12 = load i32, ptr %4, align 4
  %13 = call i32 @MEM_swap32(i32 noundef %12)
  call void @MEM_write32(ptr noundef %11, i32 noundef %13)
  br label %14

14:                                               ; preds = %10, %7
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @MEM_writeLE64(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = call i32 @MEM_isLittleEndian()
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = load ptr, ptr %3, align 8
  %9 = load i64, ptr %4, align 8
  call void @MEM_write64(ptr noundef %8, i64 noundef %9)
  br label %14

10:                                               ; preds = %2
  %11 = load ptr, ptr %3, align 8
  %12 = load i64, ptr %4, align 8
  %13 = call i64 @MEM_swap64(i64 noundef %12)
  call void @MEM_write64(ptr noundef %11, i64 noundef %13)
  br label %14

14:                                               ; preds = %10, %7
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @MEM_isLittleEndian() #0 {
  ret i32 1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @MEM_write32(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  store i32 %5, ptr %6, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @MEM_swap32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @llvm.bswap.i32(i32 %3)
  ret i32 %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal void @MEM_write64(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  store i64 %5, ptr %6, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @MEM_swap64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 @llvm.bswap.i64(i64 %3)
  ret i64 %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @HUF_endMark() #0 {
  %1 = alloca i64, align 8
  call void @HUF_setNbBits(ptr noundef %1, i64 noundef 1)
  call void @HUF_setValue(ptr noundef %1, i64 noundef 1)
  %2 = load i64, ptr %1, align 8
  ret i64 %2
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @MEM_writeLE16(ptr noundef %0, i16 noundef zeroext %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i16, align 2
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store i16 %1, ptr %4, align 2
  %6 = call i32 @MEM_isLittleEndian()
  %7 = icmp ne i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load ptr, ptr %3, align 8
  %10 = load i16, ptr %4, align 2
  call void @MEM_write16(ptr noundef %9, i16 noundef zeroext %10)
  br label %23

11:                                               ; preds = %2
  %12 = load ptr, ptr %3, align 8
  store ptr %12, ptr %5, align 8
  %13 = load i16, ptr %4, align 2
  %14 = trunc i16 %13 to i8
  %15 = load ptr, ptr %5, align 8
  %16 = getelementptr inbounds i8, ptr %15, i64 0
  store i8 %14, ptr %16, align 1
  %17 = load i16, ptr %4, align 2
  %18 = zext i16 %17 to i32
  %19 = ashr i32 %18, 8
  %20 = trunc i32 %19 to i8
  %21 = load ptr, ptr %5, align 8
  %22 = getelementptr inbounds i8, ptr %21, i64 1
  store i8 %20, ptr %22, align 1
  br label %23

23:                                               ; preds = %11, %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @MEM_write16(ptr noundef %0, i16 noundef zeroext %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i16, align 2
  store ptr %0, ptr %3, align 8
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %4, align 2
  %6 = load ptr, ptr %3, align 8
  store i16 %5, ptr %6, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_countLeadingZeros32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @llvm.ctlz.i32(i32 %3, i1 true)
  ret i32 %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @HUF_compressCTable_internal(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7) #0 {
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  store ptr %0, ptr %10, align 8
  store ptr %1, ptr %11, align 8
  store ptr %2, ptr %12, align 8
  store ptr %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i32 %5, ptr %15, align 4
  store ptr %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  %19 = load i32, ptr %15, align 4
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %21, label %33

21:                                               ; preds = %8
  %22 = load ptr, ptr %11, align 8
  %23 = load ptr, ptr %12, align 8
  %24 = load ptr, ptr %11, align 8
  %25 = ptrtoint ptr %23 to i64
  %26 = ptrtoint ptr %24 to i64
  %27 = sub i64 %25, %26
  %28 = load ptr, ptr %13, align 8
  %29 = load i64, ptr %14, align 8
  %30 = load ptr, ptr %16, align 8
  %31 = load i32, ptr %17, align 4
  %32 = call i64 @HUF_compress1X_usingCTable_internal(ptr noundef %22, i64 noundef %27, ptr noundef %28, i64 noundef %29, ptr noundef %30, i32 noundef %31)
  br label %45

33:                                               ; preds = %8
  %34 = load ptr, ptr %11, align 8
  %35 = load ptr, ptr %12, align 8
  %36 = load ptr, ptr %11, align 8
  %37 = ptrtoint ptr %35 to i64
  %38 = ptrtoint ptr %36 to i64
  %39 = sub i64 %37, %38
  %40 = load ptr, ptr %13, align 8
  %41 = load i64, ptr %14, align 8
  %42 = load ptr, ptr %16, align 8
  %43 = load i32, ptr %17, align 4
  %44 = call i64 @HUF_compress4X_usingCTable_internal(ptr noundef %34, i64 noundef %39, ptr noundef %40, i64 noundef %41, ptr noundef %42, i32 noundef %43)
  br label %45

45:                                               ; preds = %33, %21
  %46 = phi i64 [ %32, %21 ], [ %44, %33 ]
  store i64 %46, ptr %18, align 8
  %47 = load i64, ptr %18, align 8
  %48 = call i32 @ERR_isError(i64 noundef %47)
  %49 = icmp ne i32 %48, 0
  br i1 %49, label %50, label %52

50:                                               ; preds = %45
  %51 = load i64, ptr %18, align 8
  store i64 %51, ptr %9, align 8
  br label %75

52:                                               ; preds = %45
  %53 = load i64, ptr %18, align 8
  %54 = icmp eq i64 %53, 0
  br i1 %54, label %55, label %56

55:                                               ; preds = %52
  store i64 0, ptr %9, align 8
  br label %75

56:                                               ; preds = %52
  %57 = load i64, ptr %18, align 8
  %58 = load ptr, ptr %11, align 8
  %59 = getelementptr inbounds i8, ptr %58, i64 %57
  store ptr %59, ptr %11, align 8
  %60 = load ptr, ptr %11, align 8
  %61 = load ptr, ptr %10, align 8
  %62 = ptrtoint ptr %60 to i64
  %63 = ptrtoint ptr %61 to i64
  %64 = sub i64 %62, %63
  %65 = load i64, ptr %14, align 8
  %66 = sub i64 %65, 1
  %67 = icmp uge i64 %64, %66
  br i1 %67, label %68, label %69

68:                                               ; preds = %56
  store i64 0, ptr %9, align 8
  br label %75

69:                                               ; preds = %56
  %70 = load ptr, ptr %11, align 8
  %71 = load ptr, ptr %10, align 8
  %72 = ptrtoint ptr %70 to i64
  %73 = ptrtoint ptr %71 to i64
  %74 = sub i64 %72, %73
  store i64 %74, ptr %9, align 8
  br label %75

75:                                               ; preds = %69, %68, %55, %50
  %76 = load i64, ptr %9, align 8
  ret i64 %76
}

declare i64 @HIST_count_wksp(ptr noundef, ptr noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+bmi,+bmi2,+cmov,+cx8,+fxsr,+lzcnt,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
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
