; ModuleID = 'src/zstd/lib/compress/huf_compress.c'
source_filename = "src/zstd/lib/compress/huf_compress.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.HUF_CTableHeader = type { i8, i8, [6 x i8] }
%struct.HUF_WriteCTableWksp = type { %struct.HUF_CompressWeightsWksp, [13 x i8], [255 x i8] }
%struct.HUF_CompressWeightsWksp = type { [59 x i32], [41 x i32], [13 x i32], [13 x i16] }
%struct.HUF_buildCTable_wksp_tables = type { [512 x %struct.nodeElt_s], [192 x %struct.rankPos] }
%struct.nodeElt_s = type { i32, i16, i8, i8 }
%struct.rankPos = type { i16, i16 }
%struct.HUF_CStream_t = type { [2 x i64], [2 x i64], ptr, ptr, ptr }
%struct.HUF_compress_tables_t = type { [256 x i32], [257 x i64], %union.anon }
%union.anon = type { %struct.HUF_buildCTable_wksp_tables }

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
  %12 = alloca [256 x i8], align 1
  %13 = alloca [13 x i32], align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca [14 x i16], align 2
  %24 = alloca [14 x i16], align 2
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
  %45 = load i32, ptr %44, align 4
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
  call void @llvm.memset.p0.i64(ptr align 2 %23, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr align 2 %24, i8 0, i64 28, i1 false)
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
  %13 = alloca [14 x i32], align 4
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
  call void @llvm.memset.p0.i64(ptr align 4 %95, i8 -16, i64 56, i1 false)
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
  %13 = alloca [13 x i16], align 2
  %14 = alloca [13 x i16], align 2
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
  call void @llvm.memset.p0.i64(ptr align 2 %13, i8 0, i64 26, i1 false)
  call void @llvm.memset.p0.i64(ptr align 2 %14, i8 0, i64 26, i1 false)
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
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca i64, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca ptr, align 8
  %24 = alloca i64, align 8
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca ptr, align 8
  %28 = alloca i64, align 8
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca ptr, align 8
  %32 = alloca i64, align 8
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca ptr, align 8
  %36 = alloca i64, align 8
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca ptr, align 8
  %40 = alloca i64, align 8
  %41 = alloca i32, align 4
  %42 = alloca i32, align 4
  %43 = alloca ptr, align 8
  %44 = alloca i64, align 8
  %45 = alloca i32, align 4
  %46 = alloca i32, align 4
  %47 = alloca ptr, align 8
  %48 = alloca i64, align 8
  %49 = alloca i32, align 4
  %50 = alloca i32, align 4
  %51 = alloca ptr, align 8
  %52 = alloca i64, align 8
  %53 = alloca i32, align 4
  %54 = alloca i32, align 4
  %55 = alloca ptr, align 8
  %56 = alloca i64, align 8
  %57 = alloca i32, align 4
  %58 = alloca i32, align 4
  %59 = alloca ptr, align 8
  %60 = alloca i64, align 8
  %61 = alloca i32, align 4
  %62 = alloca i32, align 4
  %63 = alloca ptr, align 8
  %64 = alloca i64, align 8
  %65 = alloca i32, align 4
  %66 = alloca i32, align 4
  %67 = alloca ptr, align 8
  %68 = alloca i64, align 8
  %69 = alloca i32, align 4
  %70 = alloca i32, align 4
  %71 = alloca ptr, align 8
  %72 = alloca i64, align 8
  %73 = alloca i32, align 4
  %74 = alloca i32, align 4
  %75 = alloca ptr, align 8
  %76 = alloca i64, align 8
  %77 = alloca i32, align 4
  %78 = alloca i32, align 4
  %79 = alloca ptr, align 8
  %80 = alloca i64, align 8
  %81 = alloca i32, align 4
  %82 = alloca i32, align 4
  %83 = alloca ptr, align 8
  %84 = alloca i64, align 8
  %85 = alloca i32, align 4
  %86 = alloca i32, align 4
  %87 = alloca ptr, align 8
  %88 = alloca i64, align 8
  %89 = alloca i32, align 4
  %90 = alloca i32, align 4
  %91 = alloca ptr, align 8
  %92 = alloca i64, align 8
  %93 = alloca i32, align 4
  %94 = alloca i32, align 4
  %95 = alloca ptr, align 8
  %96 = alloca i64, align 8
  %97 = alloca i32, align 4
  %98 = alloca i32, align 4
  %99 = alloca ptr, align 8
  %100 = alloca i64, align 8
  %101 = alloca i32, align 4
  %102 = alloca i32, align 4
  %103 = alloca ptr, align 8
  %104 = alloca i64, align 8
  %105 = alloca i32, align 4
  %106 = alloca i32, align 4
  %107 = alloca ptr, align 8
  %108 = alloca i64, align 8
  %109 = alloca i32, align 4
  %110 = alloca i32, align 4
  %111 = alloca ptr, align 8
  %112 = alloca i64, align 8
  %113 = alloca i32, align 4
  %114 = alloca i32, align 4
  %115 = alloca ptr, align 8
  %116 = alloca i64, align 8
  %117 = alloca i32, align 4
  %118 = alloca i32, align 4
  %119 = alloca ptr, align 8
  %120 = alloca i64, align 8
  %121 = alloca i32, align 4
  %122 = alloca i32, align 4
  %123 = alloca ptr, align 8
  %124 = alloca i64, align 8
  %125 = alloca i32, align 4
  %126 = alloca i32, align 4
  %127 = alloca ptr, align 8
  %128 = alloca i64, align 8
  %129 = alloca i32, align 4
  %130 = alloca i32, align 4
  %131 = alloca ptr, align 8
  %132 = alloca i64, align 8
  %133 = alloca i32, align 4
  %134 = alloca i32, align 4
  %135 = alloca ptr, align 8
  %136 = alloca i64, align 8
  %137 = alloca i32, align 4
  %138 = alloca i32, align 4
  %139 = alloca ptr, align 8
  %140 = alloca i64, align 8
  %141 = alloca i32, align 4
  %142 = alloca i32, align 4
  %143 = alloca ptr, align 8
  %144 = alloca i64, align 8
  %145 = alloca i32, align 4
  %146 = alloca i32, align 4
  %147 = alloca ptr, align 8
  %148 = alloca i64, align 8
  %149 = alloca i32, align 4
  %150 = alloca i32, align 4
  %151 = alloca ptr, align 8
  %152 = alloca i64, align 8
  %153 = alloca i32, align 4
  %154 = alloca i32, align 4
  %155 = alloca ptr, align 8
  %156 = alloca i64, align 8
  %157 = alloca i32, align 4
  %158 = alloca i32, align 4
  %159 = alloca ptr, align 8
  %160 = alloca i64, align 8
  %161 = alloca i32, align 4
  %162 = alloca i32, align 4
  %163 = alloca ptr, align 8
  %164 = alloca i64, align 8
  %165 = alloca i32, align 4
  %166 = alloca i32, align 4
  %167 = alloca ptr, align 8
  %168 = alloca i64, align 8
  %169 = alloca i32, align 4
  %170 = alloca i32, align 4
  %171 = alloca ptr, align 8
  %172 = alloca i64, align 8
  %173 = alloca i32, align 4
  %174 = alloca i32, align 4
  %175 = alloca ptr, align 8
  %176 = alloca i64, align 8
  %177 = alloca i32, align 4
  %178 = alloca i32, align 4
  %179 = alloca ptr, align 8
  %180 = alloca i64, align 8
  %181 = alloca i32, align 4
  %182 = alloca i32, align 4
  %183 = alloca ptr, align 8
  %184 = alloca i64, align 8
  %185 = alloca i32, align 4
  %186 = alloca i32, align 4
  %187 = alloca ptr, align 8
  %188 = alloca i64, align 8
  %189 = alloca i32, align 4
  %190 = alloca i32, align 4
  %191 = alloca ptr, align 8
  %192 = alloca i64, align 8
  %193 = alloca i32, align 4
  %194 = alloca i32, align 4
  %195 = alloca ptr, align 8
  %196 = alloca i64, align 8
  %197 = alloca i32, align 4
  %198 = alloca i32, align 4
  %199 = alloca ptr, align 8
  %200 = alloca i64, align 8
  %201 = alloca i32, align 4
  %202 = alloca i32, align 4
  %203 = alloca ptr, align 8
  %204 = alloca i64, align 8
  %205 = alloca i32, align 4
  %206 = alloca i32, align 4
  %207 = alloca ptr, align 8
  %208 = alloca i64, align 8
  %209 = alloca i32, align 4
  %210 = alloca i32, align 4
  %211 = alloca ptr, align 8
  %212 = alloca i64, align 8
  %213 = alloca i32, align 4
  %214 = alloca i32, align 4
  %215 = alloca ptr, align 8
  %216 = alloca i64, align 8
  %217 = alloca i32, align 4
  %218 = alloca i32, align 4
  %219 = alloca ptr, align 8
  %220 = alloca i64, align 8
  %221 = alloca i32, align 4
  %222 = alloca i32, align 4
  %223 = alloca ptr, align 8
  %224 = alloca i64, align 8
  %225 = alloca i32, align 4
  %226 = alloca i32, align 4
  %227 = alloca ptr, align 8
  %228 = alloca i64, align 8
  %229 = alloca i32, align 4
  %230 = alloca i32, align 4
  %231 = alloca ptr, align 8
  %232 = alloca i64, align 8
  %233 = alloca i32, align 4
  %234 = alloca i32, align 4
  %235 = alloca ptr, align 8
  %236 = alloca i64, align 8
  %237 = alloca i32, align 4
  %238 = alloca i32, align 4
  %239 = alloca ptr, align 8
  %240 = alloca i64, align 8
  %241 = alloca i32, align 4
  %242 = alloca i32, align 4
  %243 = alloca ptr, align 8
  %244 = alloca i64, align 8
  %245 = alloca i32, align 4
  %246 = alloca i32, align 4
  %247 = alloca ptr, align 8
  %248 = alloca i64, align 8
  %249 = alloca i32, align 4
  %250 = alloca i32, align 4
  %251 = alloca ptr, align 8
  %252 = alloca i64, align 8
  %253 = alloca i32, align 4
  %254 = alloca i32, align 4
  %255 = alloca ptr, align 8
  %256 = alloca i64, align 8
  %257 = alloca i32, align 4
  %258 = alloca i32, align 4
  %259 = alloca ptr, align 8
  %260 = alloca i64, align 8
  %261 = alloca i32, align 4
  %262 = alloca i32, align 4
  %263 = alloca ptr, align 8
  %264 = alloca i64, align 8
  %265 = alloca i32, align 4
  %266 = alloca i32, align 4
  %267 = alloca ptr, align 8
  %268 = alloca i64, align 8
  %269 = alloca i32, align 4
  %270 = alloca i32, align 4
  %271 = alloca ptr, align 8
  %272 = alloca i64, align 8
  %273 = alloca i32, align 4
  %274 = alloca i32, align 4
  %275 = alloca ptr, align 8
  %276 = alloca i64, align 8
  %277 = alloca i32, align 4
  %278 = alloca i32, align 4
  %279 = alloca ptr, align 8
  %280 = alloca i64, align 8
  %281 = alloca i32, align 4
  %282 = alloca i32, align 4
  %283 = alloca ptr, align 8
  %284 = alloca i64, align 8
  %285 = alloca i32, align 4
  %286 = alloca i32, align 4
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
  %307 = alloca ptr, align 8
  %308 = alloca i32, align 4
  %309 = alloca i64, align 8
  %310 = alloca i64, align 8
  %311 = alloca i64, align 8
  %312 = alloca ptr, align 8
  %313 = alloca i32, align 4
  %314 = alloca i64, align 8
  %315 = alloca i64, align 8
  %316 = alloca i64, align 8
  %317 = alloca ptr, align 8
  %318 = alloca i32, align 4
  %319 = alloca i64, align 8
  %320 = alloca i64, align 8
  %321 = alloca i64, align 8
  %322 = alloca ptr, align 8
  %323 = alloca i32, align 4
  %324 = alloca i64, align 8
  %325 = alloca i64, align 8
  %326 = alloca i64, align 8
  %327 = alloca ptr, align 8
  %328 = alloca i32, align 4
  %329 = alloca i64, align 8
  %330 = alloca i64, align 8
  %331 = alloca i64, align 8
  %332 = alloca ptr, align 8
  %333 = alloca i32, align 4
  %334 = alloca i64, align 8
  %335 = alloca i64, align 8
  %336 = alloca i64, align 8
  %337 = alloca ptr, align 8
  %338 = alloca i32, align 4
  %339 = alloca i64, align 8
  %340 = alloca i64, align 8
  %341 = alloca i64, align 8
  %342 = alloca ptr, align 8
  %343 = alloca i32, align 4
  %344 = alloca i64, align 8
  %345 = alloca i64, align 8
  %346 = alloca i64, align 8
  %347 = alloca ptr, align 8
  %348 = alloca i32, align 4
  %349 = alloca i64, align 8
  %350 = alloca i64, align 8
  %351 = alloca i64, align 8
  %352 = alloca ptr, align 8
  %353 = alloca i32, align 4
  %354 = alloca i64, align 8
  %355 = alloca i64, align 8
  %356 = alloca i64, align 8
  %357 = alloca ptr, align 8
  %358 = alloca i32, align 4
  %359 = alloca i64, align 8
  %360 = alloca i64, align 8
  %361 = alloca i64, align 8
  %362 = alloca ptr, align 8
  %363 = alloca i32, align 4
  %364 = alloca i64, align 8
  %365 = alloca i64, align 8
  %366 = alloca i64, align 8
  %367 = alloca ptr, align 8
  %368 = alloca i32, align 4
  %369 = alloca i64, align 8
  %370 = alloca i64, align 8
  %371 = alloca i64, align 8
  %372 = alloca ptr, align 8
  %373 = alloca i32, align 4
  %374 = alloca i64, align 8
  %375 = alloca i64, align 8
  %376 = alloca i64, align 8
  %377 = alloca ptr, align 8
  %378 = alloca i32, align 4
  %379 = alloca i64, align 8
  %380 = alloca i64, align 8
  %381 = alloca i64, align 8
  %382 = alloca ptr, align 8
  %383 = alloca i32, align 4
  %384 = alloca i64, align 8
  %385 = alloca i64, align 8
  %386 = alloca i64, align 8
  %387 = alloca ptr, align 8
  %388 = alloca i32, align 4
  %389 = alloca i64, align 8
  %390 = alloca i64, align 8
  %391 = alloca i64, align 8
  %392 = alloca ptr, align 8
  %393 = alloca i32, align 4
  %394 = alloca i64, align 8
  %395 = alloca i64, align 8
  %396 = alloca i64, align 8
  %397 = alloca ptr, align 8
  %398 = alloca i32, align 4
  %399 = alloca i64, align 8
  %400 = alloca i64, align 8
  %401 = alloca i64, align 8
  %402 = alloca ptr, align 8
  %403 = alloca i32, align 4
  %404 = alloca i64, align 8
  %405 = alloca i64, align 8
  %406 = alloca i64, align 8
  %407 = alloca ptr, align 8
  %408 = alloca i32, align 4
  %409 = alloca i64, align 8
  %410 = alloca i64, align 8
  %411 = alloca i64, align 8
  %412 = alloca ptr, align 8
  %413 = alloca i32, align 4
  %414 = alloca i64, align 8
  %415 = alloca i64, align 8
  %416 = alloca i64, align 8
  %417 = alloca ptr, align 8
  %418 = alloca i32, align 4
  %419 = alloca i64, align 8
  %420 = alloca i64, align 8
  %421 = alloca i64, align 8
  %422 = alloca ptr, align 8
  %423 = alloca i32, align 4
  %424 = alloca i64, align 8
  %425 = alloca i64, align 8
  %426 = alloca i64, align 8
  %427 = alloca ptr, align 8
  %428 = alloca i32, align 4
  %429 = alloca i64, align 8
  %430 = alloca i64, align 8
  %431 = alloca i64, align 8
  %432 = alloca ptr, align 8
  %433 = alloca i32, align 4
  %434 = alloca i64, align 8
  %435 = alloca i64, align 8
  %436 = alloca i64, align 8
  %437 = alloca ptr, align 8
  %438 = alloca i32, align 4
  %439 = alloca i64, align 8
  %440 = alloca i64, align 8
  %441 = alloca i64, align 8
  %442 = alloca ptr, align 8
  %443 = alloca i32, align 4
  %444 = alloca i64, align 8
  %445 = alloca i64, align 8
  %446 = alloca i64, align 8
  %447 = alloca ptr, align 8
  %448 = alloca i32, align 4
  %449 = alloca i64, align 8
  %450 = alloca i64, align 8
  %451 = alloca i64, align 8
  %452 = alloca ptr, align 8
  %453 = alloca i32, align 4
  %454 = alloca i64, align 8
  %455 = alloca i64, align 8
  %456 = alloca i64, align 8
  %457 = alloca ptr, align 8
  %458 = alloca i32, align 4
  %459 = alloca i64, align 8
  %460 = alloca i64, align 8
  %461 = alloca i64, align 8
  %462 = alloca ptr, align 8
  %463 = alloca i32, align 4
  %464 = alloca i64, align 8
  %465 = alloca i64, align 8
  %466 = alloca i64, align 8
  %467 = alloca ptr, align 8
  %468 = alloca i32, align 4
  %469 = alloca i64, align 8
  %470 = alloca i64, align 8
  %471 = alloca i64, align 8
  %472 = alloca ptr, align 8
  %473 = alloca i32, align 4
  %474 = alloca i64, align 8
  %475 = alloca i64, align 8
  %476 = alloca i64, align 8
  %477 = alloca ptr, align 8
  %478 = alloca i32, align 4
  %479 = alloca i64, align 8
  %480 = alloca i64, align 8
  %481 = alloca i64, align 8
  %482 = alloca ptr, align 8
  %483 = alloca i32, align 4
  %484 = alloca i64, align 8
  %485 = alloca i64, align 8
  %486 = alloca i64, align 8
  %487 = alloca ptr, align 8
  %488 = alloca i32, align 4
  %489 = alloca i64, align 8
  %490 = alloca i64, align 8
  %491 = alloca i64, align 8
  %492 = alloca ptr, align 8
  %493 = alloca i32, align 4
  %494 = alloca i64, align 8
  %495 = alloca i64, align 8
  %496 = alloca i64, align 8
  %497 = alloca ptr, align 8
  %498 = alloca i32, align 4
  %499 = alloca i64, align 8
  %500 = alloca i64, align 8
  %501 = alloca i64, align 8
  %502 = alloca ptr, align 8
  %503 = alloca i32, align 4
  %504 = alloca i64, align 8
  %505 = alloca i64, align 8
  %506 = alloca i64, align 8
  %507 = alloca ptr, align 8
  %508 = alloca i32, align 4
  %509 = alloca ptr, align 8
  %510 = alloca i32, align 4
  %511 = alloca i32, align 4
  %512 = alloca ptr, align 8
  %513 = alloca i32, align 4
  %514 = alloca ptr, align 8
  %515 = alloca i32, align 4
  %516 = alloca i32, align 4
  %517 = alloca ptr, align 8
  %518 = alloca i32, align 4
  %519 = alloca ptr, align 8
  %520 = alloca i32, align 4
  %521 = alloca i32, align 4
  %522 = alloca ptr, align 8
  %523 = alloca i32, align 4
  %524 = alloca ptr, align 8
  %525 = alloca i32, align 4
  %526 = alloca i32, align 4
  %527 = alloca ptr, align 8
  %528 = alloca i32, align 4
  %529 = alloca ptr, align 8
  %530 = alloca i32, align 4
  %531 = alloca i32, align 4
  %532 = alloca ptr, align 8
  %533 = alloca i32, align 4
  %534 = alloca ptr, align 8
  %535 = alloca i32, align 4
  %536 = alloca i32, align 4
  %537 = alloca ptr, align 8
  %538 = alloca i32, align 4
  %539 = alloca ptr, align 8
  %540 = alloca i32, align 4
  %541 = alloca i32, align 4
  %542 = alloca ptr, align 8
  %543 = alloca i32, align 4
  %544 = alloca ptr, align 8
  %545 = alloca i32, align 4
  %546 = alloca i32, align 4
  %547 = alloca ptr, align 8
  %548 = alloca i32, align 4
  %549 = alloca ptr, align 8
  %550 = alloca i32, align 4
  %551 = alloca i32, align 4
  %552 = alloca ptr, align 8
  %553 = alloca i32, align 4
  %554 = alloca ptr, align 8
  %555 = alloca i32, align 4
  %556 = alloca i32, align 4
  %557 = alloca ptr, align 8
  %558 = alloca i32, align 4
  %559 = alloca ptr, align 8
  %560 = alloca i32, align 4
  %561 = alloca i32, align 4
  %562 = alloca ptr, align 8
  %563 = alloca i32, align 4
  %564 = alloca ptr, align 8
  %565 = alloca i32, align 4
  %566 = alloca i32, align 4
  %567 = alloca ptr, align 8
  %568 = alloca i32, align 4
  %569 = alloca ptr, align 8
  %570 = alloca i32, align 4
  %571 = alloca i32, align 4
  %572 = alloca ptr, align 8
  %573 = alloca i32, align 4
  %574 = alloca ptr, align 8
  %575 = alloca i32, align 4
  %576 = alloca i32, align 4
  %577 = alloca ptr, align 8
  %578 = alloca i32, align 4
  %579 = alloca ptr, align 8
  %580 = alloca i32, align 4
  %581 = alloca i32, align 4
  %582 = alloca ptr, align 8
  %583 = alloca i32, align 4
  %584 = alloca ptr, align 8
  %585 = alloca i32, align 4
  %586 = alloca i32, align 4
  %587 = alloca ptr, align 8
  %588 = alloca i32, align 4
  %589 = alloca ptr, align 8
  %590 = alloca i32, align 4
  %591 = alloca i32, align 4
  %592 = alloca ptr, align 8
  %593 = alloca i32, align 4
  %594 = alloca ptr, align 8
  %595 = alloca i32, align 4
  %596 = alloca i32, align 4
  %597 = alloca ptr, align 8
  %598 = alloca i32, align 4
  %599 = alloca ptr, align 8
  %600 = alloca i32, align 4
  %601 = alloca i32, align 4
  %602 = alloca ptr, align 8
  %603 = alloca i32, align 4
  %604 = alloca ptr, align 8
  %605 = alloca i32, align 4
  %606 = alloca i32, align 4
  %607 = alloca ptr, align 8
  %608 = alloca i32, align 4
  %609 = alloca ptr, align 8
  %610 = alloca i32, align 4
  %611 = alloca i32, align 4
  %612 = alloca ptr, align 8
  %613 = alloca i32, align 4
  %614 = alloca ptr, align 8
  %615 = alloca i32, align 4
  %616 = alloca i32, align 4
  %617 = alloca ptr, align 8
  %618 = alloca i32, align 4
  %619 = alloca ptr, align 8
  %620 = alloca i32, align 4
  %621 = alloca i32, align 4
  %622 = alloca ptr, align 8
  %623 = alloca i32, align 4
  %624 = alloca ptr, align 8
  %625 = alloca i32, align 4
  %626 = alloca i32, align 4
  %627 = alloca ptr, align 8
  %628 = alloca i32, align 4
  %629 = alloca ptr, align 8
  %630 = alloca i32, align 4
  %631 = alloca i32, align 4
  %632 = alloca ptr, align 8
  %633 = alloca i32, align 4
  %634 = alloca ptr, align 8
  %635 = alloca i32, align 4
  %636 = alloca i32, align 4
  %637 = alloca ptr, align 8
  %638 = alloca i32, align 4
  %639 = alloca ptr, align 8
  %640 = alloca i32, align 4
  %641 = alloca i32, align 4
  %642 = alloca ptr, align 8
  %643 = alloca i32, align 4
  %644 = alloca ptr, align 8
  %645 = alloca i32, align 4
  %646 = alloca i32, align 4
  %647 = alloca ptr, align 8
  %648 = alloca i32, align 4
  %649 = alloca ptr, align 8
  %650 = alloca i32, align 4
  %651 = alloca i32, align 4
  %652 = alloca ptr, align 8
  %653 = alloca i32, align 4
  %654 = alloca ptr, align 8
  %655 = alloca i32, align 4
  %656 = alloca i32, align 4
  %657 = alloca ptr, align 8
  %658 = alloca i32, align 4
  %659 = alloca ptr, align 8
  %660 = alloca i32, align 4
  %661 = alloca i32, align 4
  %662 = alloca ptr, align 8
  %663 = alloca i32, align 4
  %664 = alloca ptr, align 8
  %665 = alloca i32, align 4
  %666 = alloca i32, align 4
  %667 = alloca ptr, align 8
  %668 = alloca i32, align 4
  %669 = alloca ptr, align 8
  %670 = alloca i32, align 4
  %671 = alloca i32, align 4
  %672 = alloca ptr, align 8
  %673 = alloca i32, align 4
  %674 = alloca ptr, align 8
  %675 = alloca i32, align 4
  %676 = alloca i32, align 4
  %677 = alloca ptr, align 8
  %678 = alloca i32, align 4
  %679 = alloca ptr, align 8
  %680 = alloca i32, align 4
  %681 = alloca i32, align 4
  %682 = alloca ptr, align 8
  %683 = alloca i32, align 4
  %684 = alloca ptr, align 8
  %685 = alloca i32, align 4
  %686 = alloca i32, align 4
  %687 = alloca ptr, align 8
  %688 = alloca i32, align 4
  %689 = alloca ptr, align 8
  %690 = alloca i32, align 4
  %691 = alloca i32, align 4
  %692 = alloca ptr, align 8
  %693 = alloca i32, align 4
  %694 = alloca ptr, align 8
  %695 = alloca i32, align 4
  %696 = alloca i32, align 4
  %697 = alloca ptr, align 8
  %698 = alloca i32, align 4
  %699 = alloca ptr, align 8
  %700 = alloca i32, align 4
  %701 = alloca i32, align 4
  %702 = alloca ptr, align 8
  %703 = alloca i32, align 4
  %704 = alloca ptr, align 8
  %705 = alloca i32, align 4
  %706 = alloca i32, align 4
  %707 = alloca ptr, align 8
  %708 = alloca i32, align 4
  %709 = alloca ptr, align 8
  %710 = alloca i32, align 4
  %711 = alloca i32, align 4
  %712 = alloca ptr, align 8
  %713 = alloca i32, align 4
  %714 = alloca ptr, align 8
  %715 = alloca i32, align 4
  %716 = alloca i32, align 4
  %717 = alloca ptr, align 8
  %718 = alloca i32, align 4
  %719 = alloca ptr, align 8
  %720 = alloca i32, align 4
  %721 = alloca i32, align 4
  %722 = alloca ptr, align 8
  %723 = alloca i32, align 4
  %724 = alloca ptr, align 8
  %725 = alloca i32, align 4
  %726 = alloca i32, align 4
  %727 = alloca ptr, align 8
  %728 = alloca i32, align 4
  %729 = alloca ptr, align 8
  %730 = alloca i32, align 4
  %731 = alloca i32, align 4
  %732 = alloca ptr, align 8
  %733 = alloca i32, align 4
  %734 = alloca ptr, align 8
  %735 = alloca i32, align 4
  %736 = alloca i32, align 4
  %737 = alloca ptr, align 8
  %738 = alloca i32, align 4
  %739 = alloca ptr, align 8
  %740 = alloca i32, align 4
  %741 = alloca i32, align 4
  %742 = alloca ptr, align 8
  %743 = alloca i32, align 4
  %744 = alloca ptr, align 8
  %745 = alloca i32, align 4
  %746 = alloca i32, align 4
  %747 = alloca ptr, align 8
  %748 = alloca i32, align 4
  %749 = alloca ptr, align 8
  %750 = alloca i32, align 4
  %751 = alloca i32, align 4
  %752 = alloca ptr, align 8
  %753 = alloca i32, align 4
  %754 = alloca ptr, align 8
  %755 = alloca i32, align 4
  %756 = alloca i32, align 4
  %757 = alloca ptr, align 8
  %758 = alloca i32, align 4
  %759 = alloca ptr, align 8
  %760 = alloca i32, align 4
  %761 = alloca i32, align 4
  %762 = alloca ptr, align 8
  %763 = alloca i32, align 4
  %764 = alloca ptr, align 8
  %765 = alloca i32, align 4
  %766 = alloca i32, align 4
  %767 = alloca ptr, align 8
  %768 = alloca i32, align 4
  %769 = alloca ptr, align 8
  %770 = alloca i32, align 4
  %771 = alloca i32, align 4
  %772 = alloca ptr, align 8
  %773 = alloca i32, align 4
  %774 = alloca ptr, align 8
  %775 = alloca i32, align 4
  %776 = alloca i32, align 4
  %777 = alloca ptr, align 8
  %778 = alloca i32, align 4
  %779 = alloca ptr, align 8
  %780 = alloca i32, align 4
  %781 = alloca i32, align 4
  %782 = alloca ptr, align 8
  %783 = alloca i32, align 4
  %784 = alloca ptr, align 8
  %785 = alloca i32, align 4
  %786 = alloca i32, align 4
  %787 = alloca ptr, align 8
  %788 = alloca i32, align 4
  %789 = alloca ptr, align 8
  %790 = alloca i32, align 4
  %791 = alloca i32, align 4
  %792 = alloca ptr, align 8
  %793 = alloca i32, align 4
  %794 = alloca ptr, align 8
  %795 = alloca i32, align 4
  %796 = alloca i32, align 4
  %797 = alloca ptr, align 8
  %798 = alloca i32, align 4
  %799 = alloca ptr, align 8
  %800 = alloca i32, align 4
  %801 = alloca i32, align 4
  %802 = alloca ptr, align 8
  %803 = alloca i32, align 4
  %804 = alloca ptr, align 8
  %805 = alloca i32, align 4
  %806 = alloca i32, align 4
  %807 = alloca ptr, align 8
  %808 = alloca i32, align 4
  %809 = alloca ptr, align 8
  %810 = alloca i32, align 4
  %811 = alloca i32, align 4
  %812 = alloca ptr, align 8
  %813 = alloca i32, align 4
  %814 = alloca ptr, align 8
  %815 = alloca i32, align 4
  %816 = alloca i32, align 4
  %817 = alloca ptr, align 8
  %818 = alloca i32, align 4
  %819 = alloca ptr, align 8
  %820 = alloca i32, align 4
  %821 = alloca i32, align 4
  %822 = alloca ptr, align 8
  %823 = alloca i32, align 4
  %824 = alloca ptr, align 8
  %825 = alloca i32, align 4
  %826 = alloca i32, align 4
  %827 = alloca ptr, align 8
  %828 = alloca i32, align 4
  %829 = alloca ptr, align 8
  %830 = alloca i32, align 4
  %831 = alloca i32, align 4
  %832 = alloca ptr, align 8
  %833 = alloca i32, align 4
  %834 = alloca ptr, align 8
  %835 = alloca i32, align 4
  %836 = alloca i32, align 4
  %837 = alloca ptr, align 8
  %838 = alloca i32, align 4
  %839 = alloca ptr, align 8
  %840 = alloca i32, align 4
  %841 = alloca i32, align 4
  %842 = alloca ptr, align 8
  %843 = alloca i32, align 4
  %844 = alloca ptr, align 8
  %845 = alloca i32, align 4
  %846 = alloca i32, align 4
  %847 = alloca ptr, align 8
  %848 = alloca i32, align 4
  %849 = alloca ptr, align 8
  %850 = alloca i32, align 4
  %851 = alloca i32, align 4
  %852 = alloca ptr, align 8
  %853 = alloca i32, align 4
  %854 = alloca ptr, align 8
  %855 = alloca i32, align 4
  %856 = alloca i32, align 4
  %857 = alloca ptr, align 8
  %858 = alloca ptr, align 8
  %859 = alloca i64, align 8
  %860 = alloca ptr, align 8
  %861 = alloca i32, align 4
  %862 = alloca i32, align 4
  %863 = alloca i32, align 4
  %864 = alloca i32, align 4
  %865 = alloca i32, align 4
  %866 = alloca i32, align 4
  %867 = alloca i32, align 4
  %868 = alloca ptr, align 8
  %869 = alloca ptr, align 8
  %870 = alloca i64, align 8
  %871 = alloca ptr, align 8
  %872 = alloca i32, align 4
  %873 = alloca i32, align 4
  %874 = alloca i32, align 4
  %875 = alloca i32, align 4
  %876 = alloca i32, align 4
  %877 = alloca i32, align 4
  %878 = alloca i32, align 4
  %879 = alloca ptr, align 8
  %880 = alloca ptr, align 8
  %881 = alloca i64, align 8
  %882 = alloca ptr, align 8
  %883 = alloca i32, align 4
  %884 = alloca i32, align 4
  %885 = alloca i32, align 4
  %886 = alloca i32, align 4
  %887 = alloca i32, align 4
  %888 = alloca i32, align 4
  %889 = alloca i32, align 4
  %890 = alloca ptr, align 8
  %891 = alloca ptr, align 8
  %892 = alloca i64, align 8
  %893 = alloca ptr, align 8
  %894 = alloca i32, align 4
  %895 = alloca i32, align 4
  %896 = alloca i32, align 4
  %897 = alloca i32, align 4
  %898 = alloca i32, align 4
  %899 = alloca i32, align 4
  %900 = alloca i32, align 4
  %901 = alloca ptr, align 8
  %902 = alloca ptr, align 8
  %903 = alloca i64, align 8
  %904 = alloca ptr, align 8
  %905 = alloca i32, align 4
  %906 = alloca i32, align 4
  %907 = alloca i32, align 4
  %908 = alloca i32, align 4
  %909 = alloca i32, align 4
  %910 = alloca i32, align 4
  %911 = alloca i32, align 4
  %912 = alloca ptr, align 8
  %913 = alloca ptr, align 8
  %914 = alloca i64, align 8
  %915 = alloca ptr, align 8
  %916 = alloca i32, align 4
  %917 = alloca i32, align 4
  %918 = alloca i32, align 4
  %919 = alloca i32, align 4
  %920 = alloca i32, align 4
  %921 = alloca i32, align 4
  %922 = alloca i32, align 4
  %923 = alloca ptr, align 8
  %924 = alloca ptr, align 8
  %925 = alloca i64, align 8
  %926 = alloca ptr, align 8
  %927 = alloca i32, align 4
  %928 = alloca i32, align 4
  %929 = alloca i32, align 4
  %930 = alloca i32, align 4
  %931 = alloca i32, align 4
  %932 = alloca i32, align 4
  %933 = alloca i32, align 4
  %934 = alloca ptr, align 8
  %935 = alloca ptr, align 8
  %936 = alloca i64, align 8
  %937 = alloca ptr, align 8
  %938 = alloca i32, align 4
  %939 = alloca i32, align 4
  %940 = alloca i32, align 4
  %941 = alloca i32, align 4
  %942 = alloca i32, align 4
  %943 = alloca i32, align 4
  %944 = alloca i32, align 4
  %945 = alloca ptr, align 8
  %946 = alloca ptr, align 8
  %947 = alloca i64, align 8
  %948 = alloca ptr, align 8
  %949 = alloca i32, align 4
  %950 = alloca i32, align 4
  %951 = alloca i32, align 4
  %952 = alloca i32, align 4
  %953 = alloca i32, align 4
  %954 = alloca i32, align 4
  %955 = alloca i32, align 4
  %956 = alloca ptr, align 8
  %957 = alloca ptr, align 8
  %958 = alloca i64, align 8
  %959 = alloca ptr, align 8
  %960 = alloca i32, align 4
  %961 = alloca i32, align 4
  %962 = alloca i32, align 4
  %963 = alloca i32, align 4
  %964 = alloca i32, align 4
  %965 = alloca i32, align 4
  %966 = alloca i32, align 4
  %967 = alloca i64, align 8
  %968 = alloca ptr, align 8
  %969 = alloca i64, align 8
  %970 = alloca ptr, align 8
  %971 = alloca i64, align 8
  %972 = alloca ptr, align 8
  %973 = alloca i32, align 4
  %974 = alloca %struct.HUF_CTableHeader, align 1
  %975 = alloca ptr, align 8
  %976 = alloca ptr, align 8
  %977 = alloca ptr, align 8
  %978 = alloca ptr, align 8
  %979 = alloca %struct.HUF_CStream_t, align 8
  %980 = alloca ptr, align 8
  %981 = alloca i64, align 8
  %982 = alloca ptr, align 8
  %983 = alloca i64, align 8
  %984 = alloca ptr, align 8
  %985 = alloca i64, align 8
  %986 = alloca ptr, align 8
  %987 = alloca i32, align 4
  store ptr %0, ptr %982, align 8
  store i64 %1, ptr %983, align 8
  store ptr %2, ptr %984, align 8
  store i64 %3, ptr %985, align 8
  store ptr %4, ptr %986, align 8
  store i32 %5, ptr %987, align 4
  %988 = load i32, ptr %987, align 4
  %989 = load ptr, ptr %982, align 8
  %990 = load i64, ptr %983, align 8
  %991 = load ptr, ptr %984, align 8
  %992 = load i64, ptr %985, align 8
  %993 = load ptr, ptr %986, align 8
  store ptr %989, ptr %968, align 8
  store i64 %990, ptr %969, align 8
  store ptr %991, ptr %970, align 8
  store i64 %992, ptr %971, align 8
  store ptr %993, ptr %972, align 8
  %994 = load ptr, ptr %972, align 8
  %995 = call i64 @HUF_readCTableHeader(ptr noundef %994)
  store i64 %995, ptr %974, align 1
  %996 = load i8, ptr %974, align 1
  %997 = zext i8 %996 to i32
  store i32 %997, ptr %973, align 4
  %998 = load ptr, ptr %972, align 8
  %999 = getelementptr inbounds i64, ptr %998, i64 1
  store ptr %999, ptr %975, align 8
  %1000 = load ptr, ptr %970, align 8
  store ptr %1000, ptr %976, align 8
  %1001 = load ptr, ptr %968, align 8
  store ptr %1001, ptr %977, align 8
  %1002 = load ptr, ptr %977, align 8
  %1003 = load i64, ptr %969, align 8
  %1004 = getelementptr inbounds i8, ptr %1002, i64 %1003
  store ptr %1004, ptr %978, align 8
  %1005 = load i64, ptr %969, align 8
  %1006 = icmp ult i64 %1005, 8
  br i1 %1006, label %1007, label %1008

1007:                                             ; preds = %6
  store i64 0, ptr %967, align 8
  br label %7321

1008:                                             ; preds = %6
  %1009 = load ptr, ptr %977, align 8
  store ptr %1009, ptr %980, align 8
  %1010 = load ptr, ptr %980, align 8
  %1011 = load ptr, ptr %978, align 8
  %1012 = load ptr, ptr %980, align 8
  %1013 = ptrtoint ptr %1011 to i64
  %1014 = ptrtoint ptr %1012 to i64
  %1015 = sub i64 %1013, %1014
  %1016 = call i64 @HUF_initCStream(ptr noundef %979, ptr noundef %1010, i64 noundef %1015)
  store i64 %1016, ptr %981, align 8
  %1017 = load i64, ptr %981, align 8
  %1018 = call i32 @ERR_isError(i64 noundef %1017)
  %1019 = icmp ne i32 %1018, 0
  br i1 %1019, label %1020, label %1021

1020:                                             ; preds = %1008
  store i64 0, ptr %967, align 8
  br label %7321

1021:                                             ; preds = %1008
  %1022 = load i64, ptr %969, align 8
  %1023 = load i64, ptr %971, align 8
  %1024 = load i32, ptr %973, align 4
  %1025 = zext i32 %1024 to i64
  %1026 = call i64 @HUF_tightCompressBound(i64 noundef %1023, i64 noundef %1025)
  %1027 = icmp ult i64 %1022, %1026
  br i1 %1027, label %1031, label %1028

1028:                                             ; preds = %1021
  %1029 = load i32, ptr %973, align 4
  %1030 = icmp ugt i32 %1029, 11
  br i1 %1030, label %1031, label %1662

1031:                                             ; preds = %1028, %1021
  %1032 = load ptr, ptr %976, align 8
  %1033 = load i64, ptr %971, align 8
  %1034 = load ptr, ptr %975, align 8
  %1035 = call i32 @MEM_32bits()
  %1036 = icmp ne i32 %1035, 0
  %1037 = zext i1 %1036 to i64
  %1038 = select i1 %1036, i32 2, i32 4
  store ptr %979, ptr %956, align 8
  store ptr %1032, ptr %957, align 8
  store i64 %1033, ptr %958, align 8
  store ptr %1034, ptr %959, align 8
  store i32 %1038, ptr %960, align 4
  store i32 0, ptr %961, align 4
  store i32 0, ptr %962, align 4
  %1039 = load i64, ptr %958, align 8
  %1040 = trunc i64 %1039 to i32
  store i32 %1040, ptr %963, align 4
  %1041 = load i32, ptr %963, align 4
  %1042 = load i32, ptr %960, align 4
  %1043 = srem i32 %1041, %1042
  store i32 %1043, ptr %964, align 4
  %1044 = load i32, ptr %964, align 4
  %1045 = icmp sgt i32 %1044, 0
  br i1 %1045, label %1046, label %1147

1046:                                             ; preds = %1031
  br label %1047

1047:                                             ; preds = %1084, %1046
  %1048 = load i32, ptr %964, align 4
  %1049 = icmp sgt i32 %1048, 0
  br i1 %1049, label %1050, label %1103

1050:                                             ; preds = %1047
  %1051 = load ptr, ptr %956, align 8
  %1052 = load ptr, ptr %957, align 8
  %1053 = load i32, ptr %963, align 4
  %1054 = add nsw i32 %1053, -1
  store i32 %1054, ptr %963, align 4
  %1055 = sext i32 %1054 to i64
  %1056 = getelementptr inbounds i8, ptr %1052, i64 %1055
  %1057 = load i8, ptr %1056, align 1
  %1058 = zext i8 %1057 to i32
  %1059 = load ptr, ptr %959, align 8
  store ptr %1051, ptr %537, align 8
  store i32 %1058, ptr %538, align 4
  store ptr %1059, ptr %539, align 8
  store i32 0, ptr %540, align 4
  store i32 0, ptr %541, align 4
  %1060 = load ptr, ptr %537, align 8
  %1061 = load ptr, ptr %539, align 8
  %1062 = load i32, ptr %538, align 4
  %1063 = zext i32 %1062 to i64
  %1064 = getelementptr inbounds i64, ptr %1061, i64 %1063
  %1065 = load i64, ptr %1064, align 8
  %1066 = load i32, ptr %540, align 4
  %1067 = load i32, ptr %541, align 4
  store ptr %1060, ptr %259, align 8
  store i64 %1065, ptr %260, align 8
  store i32 %1066, ptr %261, align 4
  store i32 %1067, ptr %262, align 4
  %1068 = load i64, ptr %260, align 8
  %1069 = call i64 @HUF_getNbBits(i64 noundef %1068)
  %1070 = load ptr, ptr %259, align 8
  %1071 = load i32, ptr %261, align 4
  %1072 = sext i32 %1071 to i64
  %1073 = getelementptr inbounds [2 x i64], ptr %1070, i64 0, i64 %1072
  %1074 = load i64, ptr %1073, align 8
  %1075 = lshr i64 %1074, %1069
  store i64 %1075, ptr %1073, align 8
  %1076 = load i32, ptr %262, align 4
  %1077 = icmp ne i32 %1076, 0
  br i1 %1077, label %1078, label %1081

1078:                                             ; preds = %1050
  %1079 = load i64, ptr %260, align 8
  %1080 = call i64 @HUF_getValueFast(i64 noundef %1079)
  br label %1084

1081:                                             ; preds = %1050
  %1082 = load i64, ptr %260, align 8
  %1083 = call i64 @HUF_getValue(i64 noundef %1082)
  br label %1084

1084:                                             ; preds = %1078, %1081
  %1085 = phi i64 [ %1080, %1078 ], [ %1083, %1081 ]
  %1086 = load ptr, ptr %259, align 8
  %1087 = load i32, ptr %261, align 4
  %1088 = sext i32 %1087 to i64
  %1089 = getelementptr inbounds [2 x i64], ptr %1086, i64 0, i64 %1088
  %1090 = load i64, ptr %1089, align 8
  %1091 = or i64 %1090, %1085
  store i64 %1091, ptr %1089, align 8
  %1092 = load i64, ptr %260, align 8
  %1093 = call i64 @HUF_getNbBitsFast(i64 noundef %1092)
  %1094 = load ptr, ptr %259, align 8
  %1095 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1094, i32 0, i32 1
  %1096 = load i32, ptr %261, align 4
  %1097 = sext i32 %1096 to i64
  %1098 = getelementptr inbounds [2 x i64], ptr %1095, i64 0, i64 %1097
  %1099 = load i64, ptr %1098, align 8
  %1100 = add i64 %1099, %1093
  store i64 %1100, ptr %1098, align 8
  %1101 = load i32, ptr %964, align 4
  %1102 = add nsw i32 %1101, -1
  store i32 %1102, ptr %964, align 4
  br label %1047, !llvm.loop !38

1103:                                             ; preds = %1047
  %1104 = load ptr, ptr %956, align 8
  %1105 = load i32, ptr %961, align 4
  store ptr %1104, ptr %322, align 8
  store i32 %1105, ptr %323, align 4
  %1106 = load ptr, ptr %322, align 8
  %1107 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1106, i32 0, i32 1
  %1108 = load i64, ptr %1107, align 8
  %1109 = and i64 %1108, 255
  store i64 %1109, ptr %324, align 8
  %1110 = load i64, ptr %324, align 8
  %1111 = lshr i64 %1110, 3
  store i64 %1111, ptr %325, align 8
  %1112 = load ptr, ptr %322, align 8
  %1113 = load i64, ptr %1112, align 8
  %1114 = load i64, ptr %324, align 8
  %1115 = sub i64 64, %1114
  %1116 = lshr i64 %1113, %1115
  store i64 %1116, ptr %326, align 8
  %1117 = load ptr, ptr %322, align 8
  %1118 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1117, i32 0, i32 1
  %1119 = load i64, ptr %1118, align 8
  %1120 = and i64 %1119, 7
  store i64 %1120, ptr %1118, align 8
  %1121 = load ptr, ptr %322, align 8
  %1122 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1121, i32 0, i32 3
  %1123 = load ptr, ptr %1122, align 8
  %1124 = load i64, ptr %326, align 8
  call void @MEM_writeLEST(ptr noundef %1123, i64 noundef %1124)
  %1125 = load i64, ptr %325, align 8
  %1126 = load ptr, ptr %322, align 8
  %1127 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1126, i32 0, i32 3
  %1128 = load ptr, ptr %1127, align 8
  %1129 = getelementptr inbounds i8, ptr %1128, i64 %1125
  store ptr %1129, ptr %1127, align 8
  %1130 = load i32, ptr %323, align 4
  %1131 = icmp ne i32 %1130, 0
  br i1 %1131, label %1146, label %1132

1132:                                             ; preds = %1103
  %1133 = load ptr, ptr %322, align 8
  %1134 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1133, i32 0, i32 3
  %1135 = load ptr, ptr %1134, align 8
  %1136 = load ptr, ptr %322, align 8
  %1137 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1136, i32 0, i32 4
  %1138 = load ptr, ptr %1137, align 8
  %1139 = icmp ugt ptr %1135, %1138
  br i1 %1139, label %1140, label %1146

1140:                                             ; preds = %1132
  %1141 = load ptr, ptr %322, align 8
  %1142 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1141, i32 0, i32 4
  %1143 = load ptr, ptr %1142, align 8
  %1144 = load ptr, ptr %322, align 8
  %1145 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1144, i32 0, i32 3
  store ptr %1143, ptr %1145, align 8
  br label %1146

1146:                                             ; preds = %1103, %1132, %1140
  br label %1147

1147:                                             ; preds = %1146, %1031
  %1148 = load i32, ptr %963, align 4
  %1149 = load i32, ptr %960, align 4
  %1150 = mul nsw i32 2, %1149
  %1151 = srem i32 %1148, %1150
  %1152 = icmp ne i32 %1151, 0
  br i1 %1152, label %1153, label %1311

1153:                                             ; preds = %1147
  store i32 1, ptr %965, align 4
  br label %1154

1154:                                             ; preds = %1193, %1153
  %1155 = load i32, ptr %965, align 4
  %1156 = load i32, ptr %960, align 4
  %1157 = icmp slt i32 %1155, %1156
  br i1 %1157, label %1158, label %1212

1158:                                             ; preds = %1154
  %1159 = load ptr, ptr %956, align 8
  %1160 = load ptr, ptr %957, align 8
  %1161 = load i32, ptr %963, align 4
  %1162 = load i32, ptr %965, align 4
  %1163 = sub nsw i32 %1161, %1162
  %1164 = sext i32 %1163 to i64
  %1165 = getelementptr inbounds i8, ptr %1160, i64 %1164
  %1166 = load i8, ptr %1165, align 1
  %1167 = zext i8 %1166 to i32
  %1168 = load ptr, ptr %959, align 8
  store ptr %1159, ptr %532, align 8
  store i32 %1167, ptr %533, align 4
  store ptr %1168, ptr %534, align 8
  store i32 0, ptr %535, align 4
  store i32 1, ptr %536, align 4
  %1169 = load ptr, ptr %532, align 8
  %1170 = load ptr, ptr %534, align 8
  %1171 = load i32, ptr %533, align 4
  %1172 = zext i32 %1171 to i64
  %1173 = getelementptr inbounds i64, ptr %1170, i64 %1172
  %1174 = load i64, ptr %1173, align 8
  %1175 = load i32, ptr %535, align 4
  %1176 = load i32, ptr %536, align 4
  store ptr %1169, ptr %263, align 8
  store i64 %1174, ptr %264, align 8
  store i32 %1175, ptr %265, align 4
  store i32 %1176, ptr %266, align 4
  %1177 = load i64, ptr %264, align 8
  %1178 = call i64 @HUF_getNbBits(i64 noundef %1177)
  %1179 = load ptr, ptr %263, align 8
  %1180 = load i32, ptr %265, align 4
  %1181 = sext i32 %1180 to i64
  %1182 = getelementptr inbounds [2 x i64], ptr %1179, i64 0, i64 %1181
  %1183 = load i64, ptr %1182, align 8
  %1184 = lshr i64 %1183, %1178
  store i64 %1184, ptr %1182, align 8
  %1185 = load i32, ptr %266, align 4
  %1186 = icmp ne i32 %1185, 0
  br i1 %1186, label %1187, label %1190

1187:                                             ; preds = %1158
  %1188 = load i64, ptr %264, align 8
  %1189 = call i64 @HUF_getValueFast(i64 noundef %1188)
  br label %1193

1190:                                             ; preds = %1158
  %1191 = load i64, ptr %264, align 8
  %1192 = call i64 @HUF_getValue(i64 noundef %1191)
  br label %1193

1193:                                             ; preds = %1187, %1190
  %1194 = phi i64 [ %1189, %1187 ], [ %1192, %1190 ]
  %1195 = load ptr, ptr %263, align 8
  %1196 = load i32, ptr %265, align 4
  %1197 = sext i32 %1196 to i64
  %1198 = getelementptr inbounds [2 x i64], ptr %1195, i64 0, i64 %1197
  %1199 = load i64, ptr %1198, align 8
  %1200 = or i64 %1199, %1194
  store i64 %1200, ptr %1198, align 8
  %1201 = load i64, ptr %264, align 8
  %1202 = call i64 @HUF_getNbBitsFast(i64 noundef %1201)
  %1203 = load ptr, ptr %263, align 8
  %1204 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1203, i32 0, i32 1
  %1205 = load i32, ptr %265, align 4
  %1206 = sext i32 %1205 to i64
  %1207 = getelementptr inbounds [2 x i64], ptr %1204, i64 0, i64 %1206
  %1208 = load i64, ptr %1207, align 8
  %1209 = add i64 %1208, %1202
  store i64 %1209, ptr %1207, align 8
  %1210 = load i32, ptr %965, align 4
  %1211 = add nsw i32 %1210, 1
  store i32 %1211, ptr %965, align 4
  br label %1154, !llvm.loop !39

1212:                                             ; preds = %1154
  %1213 = load ptr, ptr %956, align 8
  %1214 = load ptr, ptr %957, align 8
  %1215 = load i32, ptr %963, align 4
  %1216 = load i32, ptr %960, align 4
  %1217 = sub nsw i32 %1215, %1216
  %1218 = sext i32 %1217 to i64
  %1219 = getelementptr inbounds i8, ptr %1214, i64 %1218
  %1220 = load i8, ptr %1219, align 1
  %1221 = zext i8 %1220 to i32
  %1222 = load ptr, ptr %959, align 8
  %1223 = load i32, ptr %962, align 4
  store ptr %1213, ptr %527, align 8
  store i32 %1221, ptr %528, align 4
  store ptr %1222, ptr %529, align 8
  store i32 0, ptr %530, align 4
  store i32 %1223, ptr %531, align 4
  %1224 = load ptr, ptr %527, align 8
  %1225 = load ptr, ptr %529, align 8
  %1226 = load i32, ptr %528, align 4
  %1227 = zext i32 %1226 to i64
  %1228 = getelementptr inbounds i64, ptr %1225, i64 %1227
  %1229 = load i64, ptr %1228, align 8
  %1230 = load i32, ptr %530, align 4
  %1231 = load i32, ptr %531, align 4
  store ptr %1224, ptr %267, align 8
  store i64 %1229, ptr %268, align 8
  store i32 %1230, ptr %269, align 4
  store i32 %1231, ptr %270, align 4
  %1232 = load i64, ptr %268, align 8
  %1233 = call i64 @HUF_getNbBits(i64 noundef %1232)
  %1234 = load ptr, ptr %267, align 8
  %1235 = load i32, ptr %269, align 4
  %1236 = sext i32 %1235 to i64
  %1237 = getelementptr inbounds [2 x i64], ptr %1234, i64 0, i64 %1236
  %1238 = load i64, ptr %1237, align 8
  %1239 = lshr i64 %1238, %1233
  store i64 %1239, ptr %1237, align 8
  %1240 = load i32, ptr %270, align 4
  %1241 = icmp ne i32 %1240, 0
  br i1 %1241, label %1242, label %1245

1242:                                             ; preds = %1212
  %1243 = load i64, ptr %268, align 8
  %1244 = call i64 @HUF_getValueFast(i64 noundef %1243)
  br label %1248

1245:                                             ; preds = %1212
  %1246 = load i64, ptr %268, align 8
  %1247 = call i64 @HUF_getValue(i64 noundef %1246)
  br label %1248

1248:                                             ; preds = %1242, %1245
  %1249 = phi i64 [ %1244, %1242 ], [ %1247, %1245 ]
  %1250 = load ptr, ptr %267, align 8
  %1251 = load i32, ptr %269, align 4
  %1252 = sext i32 %1251 to i64
  %1253 = getelementptr inbounds [2 x i64], ptr %1250, i64 0, i64 %1252
  %1254 = load i64, ptr %1253, align 8
  %1255 = or i64 %1254, %1249
  store i64 %1255, ptr %1253, align 8
  %1256 = load i64, ptr %268, align 8
  %1257 = call i64 @HUF_getNbBitsFast(i64 noundef %1256)
  %1258 = load ptr, ptr %267, align 8
  %1259 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1258, i32 0, i32 1
  %1260 = load i32, ptr %269, align 4
  %1261 = sext i32 %1260 to i64
  %1262 = getelementptr inbounds [2 x i64], ptr %1259, i64 0, i64 %1261
  %1263 = load i64, ptr %1262, align 8
  %1264 = add i64 %1263, %1257
  store i64 %1264, ptr %1262, align 8
  %1265 = load ptr, ptr %956, align 8
  %1266 = load i32, ptr %961, align 4
  store ptr %1265, ptr %317, align 8
  store i32 %1266, ptr %318, align 4
  %1267 = load ptr, ptr %317, align 8
  %1268 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1267, i32 0, i32 1
  %1269 = load i64, ptr %1268, align 8
  %1270 = and i64 %1269, 255
  store i64 %1270, ptr %319, align 8
  %1271 = load i64, ptr %319, align 8
  %1272 = lshr i64 %1271, 3
  store i64 %1272, ptr %320, align 8
  %1273 = load ptr, ptr %317, align 8
  %1274 = load i64, ptr %1273, align 8
  %1275 = load i64, ptr %319, align 8
  %1276 = sub i64 64, %1275
  %1277 = lshr i64 %1274, %1276
  store i64 %1277, ptr %321, align 8
  %1278 = load ptr, ptr %317, align 8
  %1279 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1278, i32 0, i32 1
  %1280 = load i64, ptr %1279, align 8
  %1281 = and i64 %1280, 7
  store i64 %1281, ptr %1279, align 8
  %1282 = load ptr, ptr %317, align 8
  %1283 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1282, i32 0, i32 3
  %1284 = load ptr, ptr %1283, align 8
  %1285 = load i64, ptr %321, align 8
  call void @MEM_writeLEST(ptr noundef %1284, i64 noundef %1285)
  %1286 = load i64, ptr %320, align 8
  %1287 = load ptr, ptr %317, align 8
  %1288 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1287, i32 0, i32 3
  %1289 = load ptr, ptr %1288, align 8
  %1290 = getelementptr inbounds i8, ptr %1289, i64 %1286
  store ptr %1290, ptr %1288, align 8
  %1291 = load i32, ptr %318, align 4
  %1292 = icmp ne i32 %1291, 0
  br i1 %1292, label %1307, label %1293

1293:                                             ; preds = %1248
  %1294 = load ptr, ptr %317, align 8
  %1295 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1294, i32 0, i32 3
  %1296 = load ptr, ptr %1295, align 8
  %1297 = load ptr, ptr %317, align 8
  %1298 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1297, i32 0, i32 4
  %1299 = load ptr, ptr %1298, align 8
  %1300 = icmp ugt ptr %1296, %1299
  br i1 %1300, label %1301, label %1307

1301:                                             ; preds = %1293
  %1302 = load ptr, ptr %317, align 8
  %1303 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1302, i32 0, i32 4
  %1304 = load ptr, ptr %1303, align 8
  %1305 = load ptr, ptr %317, align 8
  %1306 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1305, i32 0, i32 3
  store ptr %1304, ptr %1306, align 8
  br label %1307

1307:                                             ; preds = %1248, %1293, %1301
  %1308 = load i32, ptr %960, align 4
  %1309 = load i32, ptr %963, align 4
  %1310 = sub nsw i32 %1309, %1308
  store i32 %1310, ptr %963, align 4
  br label %1311

1311:                                             ; preds = %1307, %1147
  br label %1312

1312:                                             ; preds = %1656, %1311
  %1313 = load i32, ptr %963, align 4
  %1314 = icmp sgt i32 %1313, 0
  br i1 %1314, label %1315, label %1661

1315:                                             ; preds = %1312
  store i32 1, ptr %966, align 4
  br label %1316

1316:                                             ; preds = %1355, %1315
  %1317 = load i32, ptr %966, align 4
  %1318 = load i32, ptr %960, align 4
  %1319 = icmp slt i32 %1317, %1318
  br i1 %1319, label %1320, label %1374

1320:                                             ; preds = %1316
  %1321 = load ptr, ptr %956, align 8
  %1322 = load ptr, ptr %957, align 8
  %1323 = load i32, ptr %963, align 4
  %1324 = load i32, ptr %966, align 4
  %1325 = sub nsw i32 %1323, %1324
  %1326 = sext i32 %1325 to i64
  %1327 = getelementptr inbounds i8, ptr %1322, i64 %1326
  %1328 = load i8, ptr %1327, align 1
  %1329 = zext i8 %1328 to i32
  %1330 = load ptr, ptr %959, align 8
  store ptr %1321, ptr %522, align 8
  store i32 %1329, ptr %523, align 4
  store ptr %1330, ptr %524, align 8
  store i32 0, ptr %525, align 4
  store i32 1, ptr %526, align 4
  %1331 = load ptr, ptr %522, align 8
  %1332 = load ptr, ptr %524, align 8
  %1333 = load i32, ptr %523, align 4
  %1334 = zext i32 %1333 to i64
  %1335 = getelementptr inbounds i64, ptr %1332, i64 %1334
  %1336 = load i64, ptr %1335, align 8
  %1337 = load i32, ptr %525, align 4
  %1338 = load i32, ptr %526, align 4
  store ptr %1331, ptr %271, align 8
  store i64 %1336, ptr %272, align 8
  store i32 %1337, ptr %273, align 4
  store i32 %1338, ptr %274, align 4
  %1339 = load i64, ptr %272, align 8
  %1340 = call i64 @HUF_getNbBits(i64 noundef %1339)
  %1341 = load ptr, ptr %271, align 8
  %1342 = load i32, ptr %273, align 4
  %1343 = sext i32 %1342 to i64
  %1344 = getelementptr inbounds [2 x i64], ptr %1341, i64 0, i64 %1343
  %1345 = load i64, ptr %1344, align 8
  %1346 = lshr i64 %1345, %1340
  store i64 %1346, ptr %1344, align 8
  %1347 = load i32, ptr %274, align 4
  %1348 = icmp ne i32 %1347, 0
  br i1 %1348, label %1349, label %1352

1349:                                             ; preds = %1320
  %1350 = load i64, ptr %272, align 8
  %1351 = call i64 @HUF_getValueFast(i64 noundef %1350)
  br label %1355

1352:                                             ; preds = %1320
  %1353 = load i64, ptr %272, align 8
  %1354 = call i64 @HUF_getValue(i64 noundef %1353)
  br label %1355

1355:                                             ; preds = %1349, %1352
  %1356 = phi i64 [ %1351, %1349 ], [ %1354, %1352 ]
  %1357 = load ptr, ptr %271, align 8
  %1358 = load i32, ptr %273, align 4
  %1359 = sext i32 %1358 to i64
  %1360 = getelementptr inbounds [2 x i64], ptr %1357, i64 0, i64 %1359
  %1361 = load i64, ptr %1360, align 8
  %1362 = or i64 %1361, %1356
  store i64 %1362, ptr %1360, align 8
  %1363 = load i64, ptr %272, align 8
  %1364 = call i64 @HUF_getNbBitsFast(i64 noundef %1363)
  %1365 = load ptr, ptr %271, align 8
  %1366 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1365, i32 0, i32 1
  %1367 = load i32, ptr %273, align 4
  %1368 = sext i32 %1367 to i64
  %1369 = getelementptr inbounds [2 x i64], ptr %1366, i64 0, i64 %1368
  %1370 = load i64, ptr %1369, align 8
  %1371 = add i64 %1370, %1364
  store i64 %1371, ptr %1369, align 8
  %1372 = load i32, ptr %966, align 4
  %1373 = add nsw i32 %1372, 1
  store i32 %1373, ptr %966, align 4
  br label %1316, !llvm.loop !40

1374:                                             ; preds = %1316
  %1375 = load ptr, ptr %956, align 8
  %1376 = load ptr, ptr %957, align 8
  %1377 = load i32, ptr %963, align 4
  %1378 = load i32, ptr %960, align 4
  %1379 = sub nsw i32 %1377, %1378
  %1380 = sext i32 %1379 to i64
  %1381 = getelementptr inbounds i8, ptr %1376, i64 %1380
  %1382 = load i8, ptr %1381, align 1
  %1383 = zext i8 %1382 to i32
  %1384 = load ptr, ptr %959, align 8
  %1385 = load i32, ptr %962, align 4
  store ptr %1375, ptr %507, align 8
  store i32 %1383, ptr %508, align 4
  store ptr %1384, ptr %509, align 8
  store i32 0, ptr %510, align 4
  store i32 %1385, ptr %511, align 4
  %1386 = load ptr, ptr %507, align 8
  %1387 = load ptr, ptr %509, align 8
  %1388 = load i32, ptr %508, align 4
  %1389 = zext i32 %1388 to i64
  %1390 = getelementptr inbounds i64, ptr %1387, i64 %1389
  %1391 = load i64, ptr %1390, align 8
  %1392 = load i32, ptr %510, align 4
  %1393 = load i32, ptr %511, align 4
  store ptr %1386, ptr %283, align 8
  store i64 %1391, ptr %284, align 8
  store i32 %1392, ptr %285, align 4
  store i32 %1393, ptr %286, align 4
  %1394 = load i64, ptr %284, align 8
  %1395 = call i64 @HUF_getNbBits(i64 noundef %1394)
  %1396 = load ptr, ptr %283, align 8
  %1397 = load i32, ptr %285, align 4
  %1398 = sext i32 %1397 to i64
  %1399 = getelementptr inbounds [2 x i64], ptr %1396, i64 0, i64 %1398
  %1400 = load i64, ptr %1399, align 8
  %1401 = lshr i64 %1400, %1395
  store i64 %1401, ptr %1399, align 8
  %1402 = load i32, ptr %286, align 4
  %1403 = icmp ne i32 %1402, 0
  br i1 %1403, label %1404, label %1407

1404:                                             ; preds = %1374
  %1405 = load i64, ptr %284, align 8
  %1406 = call i64 @HUF_getValueFast(i64 noundef %1405)
  br label %1410

1407:                                             ; preds = %1374
  %1408 = load i64, ptr %284, align 8
  %1409 = call i64 @HUF_getValue(i64 noundef %1408)
  br label %1410

1410:                                             ; preds = %1404, %1407
  %1411 = phi i64 [ %1406, %1404 ], [ %1409, %1407 ]
  %1412 = load ptr, ptr %283, align 8
  %1413 = load i32, ptr %285, align 4
  %1414 = sext i32 %1413 to i64
  %1415 = getelementptr inbounds [2 x i64], ptr %1412, i64 0, i64 %1414
  %1416 = load i64, ptr %1415, align 8
  %1417 = or i64 %1416, %1411
  store i64 %1417, ptr %1415, align 8
  %1418 = load i64, ptr %284, align 8
  %1419 = call i64 @HUF_getNbBitsFast(i64 noundef %1418)
  %1420 = load ptr, ptr %283, align 8
  %1421 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1420, i32 0, i32 1
  %1422 = load i32, ptr %285, align 4
  %1423 = sext i32 %1422 to i64
  %1424 = getelementptr inbounds [2 x i64], ptr %1421, i64 0, i64 %1423
  %1425 = load i64, ptr %1424, align 8
  %1426 = add i64 %1425, %1419
  store i64 %1426, ptr %1424, align 8
  %1427 = load ptr, ptr %956, align 8
  %1428 = load i32, ptr %961, align 4
  store ptr %1427, ptr %307, align 8
  store i32 %1428, ptr %308, align 4
  %1429 = load ptr, ptr %307, align 8
  %1430 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1429, i32 0, i32 1
  %1431 = load i64, ptr %1430, align 8
  %1432 = and i64 %1431, 255
  store i64 %1432, ptr %309, align 8
  %1433 = load i64, ptr %309, align 8
  %1434 = lshr i64 %1433, 3
  store i64 %1434, ptr %310, align 8
  %1435 = load ptr, ptr %307, align 8
  %1436 = load i64, ptr %1435, align 8
  %1437 = load i64, ptr %309, align 8
  %1438 = sub i64 64, %1437
  %1439 = lshr i64 %1436, %1438
  store i64 %1439, ptr %311, align 8
  %1440 = load ptr, ptr %307, align 8
  %1441 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1440, i32 0, i32 1
  %1442 = load i64, ptr %1441, align 8
  %1443 = and i64 %1442, 7
  store i64 %1443, ptr %1441, align 8
  %1444 = load ptr, ptr %307, align 8
  %1445 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1444, i32 0, i32 3
  %1446 = load ptr, ptr %1445, align 8
  %1447 = load i64, ptr %311, align 8
  call void @MEM_writeLEST(ptr noundef %1446, i64 noundef %1447)
  %1448 = load i64, ptr %310, align 8
  %1449 = load ptr, ptr %307, align 8
  %1450 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1449, i32 0, i32 3
  %1451 = load ptr, ptr %1450, align 8
  %1452 = getelementptr inbounds i8, ptr %1451, i64 %1448
  store ptr %1452, ptr %1450, align 8
  %1453 = load i32, ptr %308, align 4
  %1454 = icmp ne i32 %1453, 0
  br i1 %1454, label %1469, label %1455

1455:                                             ; preds = %1410
  %1456 = load ptr, ptr %307, align 8
  %1457 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1456, i32 0, i32 3
  %1458 = load ptr, ptr %1457, align 8
  %1459 = load ptr, ptr %307, align 8
  %1460 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1459, i32 0, i32 4
  %1461 = load ptr, ptr %1460, align 8
  %1462 = icmp ugt ptr %1458, %1461
  br i1 %1462, label %1463, label %1469

1463:                                             ; preds = %1455
  %1464 = load ptr, ptr %307, align 8
  %1465 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1464, i32 0, i32 4
  %1466 = load ptr, ptr %1465, align 8
  %1467 = load ptr, ptr %307, align 8
  %1468 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1467, i32 0, i32 3
  store ptr %1466, ptr %1468, align 8
  br label %1469

1469:                                             ; preds = %1410, %1455, %1463
  %1470 = load ptr, ptr %956, align 8
  store ptr %1470, ptr %297, align 8
  %1471 = load ptr, ptr %297, align 8
  %1472 = getelementptr inbounds [2 x i64], ptr %1471, i64 0, i64 1
  store i64 0, ptr %1472, align 8
  %1473 = load ptr, ptr %297, align 8
  %1474 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1473, i32 0, i32 1
  %1475 = getelementptr inbounds [2 x i64], ptr %1474, i64 0, i64 1
  store i64 0, ptr %1475, align 8
  store i32 1, ptr %966, align 4
  br label %1476

1476:                                             ; preds = %1517, %1469
  %1477 = load i32, ptr %966, align 4
  %1478 = load i32, ptr %960, align 4
  %1479 = icmp slt i32 %1477, %1478
  br i1 %1479, label %1480, label %1536

1480:                                             ; preds = %1476
  %1481 = load ptr, ptr %956, align 8
  %1482 = load ptr, ptr %957, align 8
  %1483 = load i32, ptr %963, align 4
  %1484 = load i32, ptr %960, align 4
  %1485 = sub nsw i32 %1483, %1484
  %1486 = load i32, ptr %966, align 4
  %1487 = sub nsw i32 %1485, %1486
  %1488 = sext i32 %1487 to i64
  %1489 = getelementptr inbounds i8, ptr %1482, i64 %1488
  %1490 = load i8, ptr %1489, align 1
  %1491 = zext i8 %1490 to i32
  %1492 = load ptr, ptr %959, align 8
  store ptr %1481, ptr %517, align 8
  store i32 %1491, ptr %518, align 4
  store ptr %1492, ptr %519, align 8
  store i32 1, ptr %520, align 4
  store i32 1, ptr %521, align 4
  %1493 = load ptr, ptr %517, align 8
  %1494 = load ptr, ptr %519, align 8
  %1495 = load i32, ptr %518, align 4
  %1496 = zext i32 %1495 to i64
  %1497 = getelementptr inbounds i64, ptr %1494, i64 %1496
  %1498 = load i64, ptr %1497, align 8
  %1499 = load i32, ptr %520, align 4
  %1500 = load i32, ptr %521, align 4
  store ptr %1493, ptr %275, align 8
  store i64 %1498, ptr %276, align 8
  store i32 %1499, ptr %277, align 4
  store i32 %1500, ptr %278, align 4
  %1501 = load i64, ptr %276, align 8
  %1502 = call i64 @HUF_getNbBits(i64 noundef %1501)
  %1503 = load ptr, ptr %275, align 8
  %1504 = load i32, ptr %277, align 4
  %1505 = sext i32 %1504 to i64
  %1506 = getelementptr inbounds [2 x i64], ptr %1503, i64 0, i64 %1505
  %1507 = load i64, ptr %1506, align 8
  %1508 = lshr i64 %1507, %1502
  store i64 %1508, ptr %1506, align 8
  %1509 = load i32, ptr %278, align 4
  %1510 = icmp ne i32 %1509, 0
  br i1 %1510, label %1511, label %1514

1511:                                             ; preds = %1480
  %1512 = load i64, ptr %276, align 8
  %1513 = call i64 @HUF_getValueFast(i64 noundef %1512)
  br label %1517

1514:                                             ; preds = %1480
  %1515 = load i64, ptr %276, align 8
  %1516 = call i64 @HUF_getValue(i64 noundef %1515)
  br label %1517

1517:                                             ; preds = %1511, %1514
  %1518 = phi i64 [ %1513, %1511 ], [ %1516, %1514 ]
  %1519 = load ptr, ptr %275, align 8
  %1520 = load i32, ptr %277, align 4
  %1521 = sext i32 %1520 to i64
  %1522 = getelementptr inbounds [2 x i64], ptr %1519, i64 0, i64 %1521
  %1523 = load i64, ptr %1522, align 8
  %1524 = or i64 %1523, %1518
  store i64 %1524, ptr %1522, align 8
  %1525 = load i64, ptr %276, align 8
  %1526 = call i64 @HUF_getNbBitsFast(i64 noundef %1525)
  %1527 = load ptr, ptr %275, align 8
  %1528 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1527, i32 0, i32 1
  %1529 = load i32, ptr %277, align 4
  %1530 = sext i32 %1529 to i64
  %1531 = getelementptr inbounds [2 x i64], ptr %1528, i64 0, i64 %1530
  %1532 = load i64, ptr %1531, align 8
  %1533 = add i64 %1532, %1526
  store i64 %1533, ptr %1531, align 8
  %1534 = load i32, ptr %966, align 4
  %1535 = add nsw i32 %1534, 1
  store i32 %1535, ptr %966, align 4
  br label %1476, !llvm.loop !41

1536:                                             ; preds = %1476
  %1537 = load ptr, ptr %956, align 8
  %1538 = load ptr, ptr %957, align 8
  %1539 = load i32, ptr %963, align 4
  %1540 = load i32, ptr %960, align 4
  %1541 = sub nsw i32 %1539, %1540
  %1542 = load i32, ptr %960, align 4
  %1543 = sub nsw i32 %1541, %1542
  %1544 = sext i32 %1543 to i64
  %1545 = getelementptr inbounds i8, ptr %1538, i64 %1544
  %1546 = load i8, ptr %1545, align 1
  %1547 = zext i8 %1546 to i32
  %1548 = load ptr, ptr %959, align 8
  %1549 = load i32, ptr %962, align 4
  store ptr %1537, ptr %512, align 8
  store i32 %1547, ptr %513, align 4
  store ptr %1548, ptr %514, align 8
  store i32 1, ptr %515, align 4
  store i32 %1549, ptr %516, align 4
  %1550 = load ptr, ptr %512, align 8
  %1551 = load ptr, ptr %514, align 8
  %1552 = load i32, ptr %513, align 4
  %1553 = zext i32 %1552 to i64
  %1554 = getelementptr inbounds i64, ptr %1551, i64 %1553
  %1555 = load i64, ptr %1554, align 8
  %1556 = load i32, ptr %515, align 4
  %1557 = load i32, ptr %516, align 4
  store ptr %1550, ptr %279, align 8
  store i64 %1555, ptr %280, align 8
  store i32 %1556, ptr %281, align 4
  store i32 %1557, ptr %282, align 4
  %1558 = load i64, ptr %280, align 8
  %1559 = call i64 @HUF_getNbBits(i64 noundef %1558)
  %1560 = load ptr, ptr %279, align 8
  %1561 = load i32, ptr %281, align 4
  %1562 = sext i32 %1561 to i64
  %1563 = getelementptr inbounds [2 x i64], ptr %1560, i64 0, i64 %1562
  %1564 = load i64, ptr %1563, align 8
  %1565 = lshr i64 %1564, %1559
  store i64 %1565, ptr %1563, align 8
  %1566 = load i32, ptr %282, align 4
  %1567 = icmp ne i32 %1566, 0
  br i1 %1567, label %1568, label %1571

1568:                                             ; preds = %1536
  %1569 = load i64, ptr %280, align 8
  %1570 = call i64 @HUF_getValueFast(i64 noundef %1569)
  br label %1574

1571:                                             ; preds = %1536
  %1572 = load i64, ptr %280, align 8
  %1573 = call i64 @HUF_getValue(i64 noundef %1572)
  br label %1574

1574:                                             ; preds = %1568, %1571
  %1575 = phi i64 [ %1570, %1568 ], [ %1573, %1571 ]
  %1576 = load ptr, ptr %279, align 8
  %1577 = load i32, ptr %281, align 4
  %1578 = sext i32 %1577 to i64
  %1579 = getelementptr inbounds [2 x i64], ptr %1576, i64 0, i64 %1578
  %1580 = load i64, ptr %1579, align 8
  %1581 = or i64 %1580, %1575
  store i64 %1581, ptr %1579, align 8
  %1582 = load i64, ptr %280, align 8
  %1583 = call i64 @HUF_getNbBitsFast(i64 noundef %1582)
  %1584 = load ptr, ptr %279, align 8
  %1585 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1584, i32 0, i32 1
  %1586 = load i32, ptr %281, align 4
  %1587 = sext i32 %1586 to i64
  %1588 = getelementptr inbounds [2 x i64], ptr %1585, i64 0, i64 %1587
  %1589 = load i64, ptr %1588, align 8
  %1590 = add i64 %1589, %1583
  store i64 %1590, ptr %1588, align 8
  %1591 = load ptr, ptr %956, align 8
  store ptr %1591, ptr %287, align 8
  %1592 = load ptr, ptr %287, align 8
  %1593 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1592, i32 0, i32 1
  %1594 = getelementptr inbounds [2 x i64], ptr %1593, i64 0, i64 1
  %1595 = load i64, ptr %1594, align 8
  %1596 = and i64 %1595, 255
  %1597 = load ptr, ptr %287, align 8
  %1598 = load i64, ptr %1597, align 8
  %1599 = lshr i64 %1598, %1596
  store i64 %1599, ptr %1597, align 8
  %1600 = load ptr, ptr %287, align 8
  %1601 = getelementptr inbounds [2 x i64], ptr %1600, i64 0, i64 1
  %1602 = load i64, ptr %1601, align 8
  %1603 = load ptr, ptr %287, align 8
  %1604 = load i64, ptr %1603, align 8
  %1605 = or i64 %1604, %1602
  store i64 %1605, ptr %1603, align 8
  %1606 = load ptr, ptr %287, align 8
  %1607 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1606, i32 0, i32 1
  %1608 = getelementptr inbounds [2 x i64], ptr %1607, i64 0, i64 1
  %1609 = load i64, ptr %1608, align 8
  %1610 = load ptr, ptr %287, align 8
  %1611 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1610, i32 0, i32 1
  %1612 = load i64, ptr %1611, align 8
  %1613 = add i64 %1612, %1609
  store i64 %1613, ptr %1611, align 8
  %1614 = load ptr, ptr %956, align 8
  %1615 = load i32, ptr %961, align 4
  store ptr %1614, ptr %312, align 8
  store i32 %1615, ptr %313, align 4
  %1616 = load ptr, ptr %312, align 8
  %1617 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1616, i32 0, i32 1
  %1618 = load i64, ptr %1617, align 8
  %1619 = and i64 %1618, 255
  store i64 %1619, ptr %314, align 8
  %1620 = load i64, ptr %314, align 8
  %1621 = lshr i64 %1620, 3
  store i64 %1621, ptr %315, align 8
  %1622 = load ptr, ptr %312, align 8
  %1623 = load i64, ptr %1622, align 8
  %1624 = load i64, ptr %314, align 8
  %1625 = sub i64 64, %1624
  %1626 = lshr i64 %1623, %1625
  store i64 %1626, ptr %316, align 8
  %1627 = load ptr, ptr %312, align 8
  %1628 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1627, i32 0, i32 1
  %1629 = load i64, ptr %1628, align 8
  %1630 = and i64 %1629, 7
  store i64 %1630, ptr %1628, align 8
  %1631 = load ptr, ptr %312, align 8
  %1632 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1631, i32 0, i32 3
  %1633 = load ptr, ptr %1632, align 8
  %1634 = load i64, ptr %316, align 8
  call void @MEM_writeLEST(ptr noundef %1633, i64 noundef %1634)
  %1635 = load i64, ptr %315, align 8
  %1636 = load ptr, ptr %312, align 8
  %1637 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1636, i32 0, i32 3
  %1638 = load ptr, ptr %1637, align 8
  %1639 = getelementptr inbounds i8, ptr %1638, i64 %1635
  store ptr %1639, ptr %1637, align 8
  %1640 = load i32, ptr %313, align 4
  %1641 = icmp ne i32 %1640, 0
  br i1 %1641, label %1656, label %1642

1642:                                             ; preds = %1574
  %1643 = load ptr, ptr %312, align 8
  %1644 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1643, i32 0, i32 3
  %1645 = load ptr, ptr %1644, align 8
  %1646 = load ptr, ptr %312, align 8
  %1647 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1646, i32 0, i32 4
  %1648 = load ptr, ptr %1647, align 8
  %1649 = icmp ugt ptr %1645, %1648
  br i1 %1649, label %1650, label %1656

1650:                                             ; preds = %1642
  %1651 = load ptr, ptr %312, align 8
  %1652 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1651, i32 0, i32 4
  %1653 = load ptr, ptr %1652, align 8
  %1654 = load ptr, ptr %312, align 8
  %1655 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1654, i32 0, i32 3
  store ptr %1653, ptr %1655, align 8
  br label %1656

1656:                                             ; preds = %1574, %1642, %1650
  %1657 = load i32, ptr %960, align 4
  %1658 = mul nsw i32 2, %1657
  %1659 = load i32, ptr %963, align 4
  %1660 = sub nsw i32 %1659, %1658
  store i32 %1660, ptr %963, align 4
  br label %1312, !llvm.loop !42

1661:                                             ; preds = %1312
  br label %7319

1662:                                             ; preds = %1028
  %1663 = call i32 @MEM_32bits()
  %1664 = icmp ne i32 %1663, 0
  br i1 %1664, label %1665, label %3552

1665:                                             ; preds = %1662
  %1666 = load i32, ptr %973, align 4
  switch i32 %1666, label %2924 [
    i32 11, label %1667
    i32 10, label %2294
    i32 9, label %2295
    i32 8, label %2296
    i32 7, label %2923
  ]

1667:                                             ; preds = %1665
  %1668 = load ptr, ptr %976, align 8
  %1669 = load i64, ptr %971, align 8
  %1670 = load ptr, ptr %975, align 8
  store ptr %979, ptr %945, align 8
  store ptr %1668, ptr %946, align 8
  store i64 %1669, ptr %947, align 8
  store ptr %1670, ptr %948, align 8
  store i32 2, ptr %949, align 4
  store i32 1, ptr %950, align 4
  store i32 0, ptr %951, align 4
  %1671 = load i64, ptr %947, align 8
  %1672 = trunc i64 %1671 to i32
  store i32 %1672, ptr %952, align 4
  %1673 = load i32, ptr %952, align 4
  %1674 = load i32, ptr %949, align 4
  %1675 = srem i32 %1673, %1674
  store i32 %1675, ptr %953, align 4
  %1676 = load i32, ptr %953, align 4
  %1677 = icmp sgt i32 %1676, 0
  br i1 %1677, label %1678, label %1779

1678:                                             ; preds = %1667
  br label %1679

1679:                                             ; preds = %1716, %1678
  %1680 = load i32, ptr %953, align 4
  %1681 = icmp sgt i32 %1680, 0
  br i1 %1681, label %1682, label %1735

1682:                                             ; preds = %1679
  %1683 = load ptr, ptr %945, align 8
  %1684 = load ptr, ptr %946, align 8
  %1685 = load i32, ptr %952, align 4
  %1686 = add nsw i32 %1685, -1
  store i32 %1686, ptr %952, align 4
  %1687 = sext i32 %1686 to i64
  %1688 = getelementptr inbounds i8, ptr %1684, i64 %1687
  %1689 = load i8, ptr %1688, align 1
  %1690 = zext i8 %1689 to i32
  %1691 = load ptr, ptr %948, align 8
  store ptr %1683, ptr %572, align 8
  store i32 %1690, ptr %573, align 4
  store ptr %1691, ptr %574, align 8
  store i32 0, ptr %575, align 4
  store i32 0, ptr %576, align 4
  %1692 = load ptr, ptr %572, align 8
  %1693 = load ptr, ptr %574, align 8
  %1694 = load i32, ptr %573, align 4
  %1695 = zext i32 %1694 to i64
  %1696 = getelementptr inbounds i64, ptr %1693, i64 %1695
  %1697 = load i64, ptr %1696, align 8
  %1698 = load i32, ptr %575, align 4
  %1699 = load i32, ptr %576, align 4
  store ptr %1692, ptr %231, align 8
  store i64 %1697, ptr %232, align 8
  store i32 %1698, ptr %233, align 4
  store i32 %1699, ptr %234, align 4
  %1700 = load i64, ptr %232, align 8
  %1701 = call i64 @HUF_getNbBits(i64 noundef %1700)
  %1702 = load ptr, ptr %231, align 8
  %1703 = load i32, ptr %233, align 4
  %1704 = sext i32 %1703 to i64
  %1705 = getelementptr inbounds [2 x i64], ptr %1702, i64 0, i64 %1704
  %1706 = load i64, ptr %1705, align 8
  %1707 = lshr i64 %1706, %1701
  store i64 %1707, ptr %1705, align 8
  %1708 = load i32, ptr %234, align 4
  %1709 = icmp ne i32 %1708, 0
  br i1 %1709, label %1710, label %1713

1710:                                             ; preds = %1682
  %1711 = load i64, ptr %232, align 8
  %1712 = call i64 @HUF_getValueFast(i64 noundef %1711)
  br label %1716

1713:                                             ; preds = %1682
  %1714 = load i64, ptr %232, align 8
  %1715 = call i64 @HUF_getValue(i64 noundef %1714)
  br label %1716

1716:                                             ; preds = %1710, %1713
  %1717 = phi i64 [ %1712, %1710 ], [ %1715, %1713 ]
  %1718 = load ptr, ptr %231, align 8
  %1719 = load i32, ptr %233, align 4
  %1720 = sext i32 %1719 to i64
  %1721 = getelementptr inbounds [2 x i64], ptr %1718, i64 0, i64 %1720
  %1722 = load i64, ptr %1721, align 8
  %1723 = or i64 %1722, %1717
  store i64 %1723, ptr %1721, align 8
  %1724 = load i64, ptr %232, align 8
  %1725 = call i64 @HUF_getNbBitsFast(i64 noundef %1724)
  %1726 = load ptr, ptr %231, align 8
  %1727 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1726, i32 0, i32 1
  %1728 = load i32, ptr %233, align 4
  %1729 = sext i32 %1728 to i64
  %1730 = getelementptr inbounds [2 x i64], ptr %1727, i64 0, i64 %1729
  %1731 = load i64, ptr %1730, align 8
  %1732 = add i64 %1731, %1725
  store i64 %1732, ptr %1730, align 8
  %1733 = load i32, ptr %953, align 4
  %1734 = add nsw i32 %1733, -1
  store i32 %1734, ptr %953, align 4
  br label %1679, !llvm.loop !38

1735:                                             ; preds = %1679
  %1736 = load ptr, ptr %945, align 8
  %1737 = load i32, ptr %950, align 4
  store ptr %1736, ptr %342, align 8
  store i32 %1737, ptr %343, align 4
  %1738 = load ptr, ptr %342, align 8
  %1739 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1738, i32 0, i32 1
  %1740 = load i64, ptr %1739, align 8
  %1741 = and i64 %1740, 255
  store i64 %1741, ptr %344, align 8
  %1742 = load i64, ptr %344, align 8
  %1743 = lshr i64 %1742, 3
  store i64 %1743, ptr %345, align 8
  %1744 = load ptr, ptr %342, align 8
  %1745 = load i64, ptr %1744, align 8
  %1746 = load i64, ptr %344, align 8
  %1747 = sub i64 64, %1746
  %1748 = lshr i64 %1745, %1747
  store i64 %1748, ptr %346, align 8
  %1749 = load ptr, ptr %342, align 8
  %1750 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1749, i32 0, i32 1
  %1751 = load i64, ptr %1750, align 8
  %1752 = and i64 %1751, 7
  store i64 %1752, ptr %1750, align 8
  %1753 = load ptr, ptr %342, align 8
  %1754 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1753, i32 0, i32 3
  %1755 = load ptr, ptr %1754, align 8
  %1756 = load i64, ptr %346, align 8
  call void @MEM_writeLEST(ptr noundef %1755, i64 noundef %1756)
  %1757 = load i64, ptr %345, align 8
  %1758 = load ptr, ptr %342, align 8
  %1759 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1758, i32 0, i32 3
  %1760 = load ptr, ptr %1759, align 8
  %1761 = getelementptr inbounds i8, ptr %1760, i64 %1757
  store ptr %1761, ptr %1759, align 8
  %1762 = load i32, ptr %343, align 4
  %1763 = icmp ne i32 %1762, 0
  br i1 %1763, label %1778, label %1764

1764:                                             ; preds = %1735
  %1765 = load ptr, ptr %342, align 8
  %1766 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1765, i32 0, i32 3
  %1767 = load ptr, ptr %1766, align 8
  %1768 = load ptr, ptr %342, align 8
  %1769 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1768, i32 0, i32 4
  %1770 = load ptr, ptr %1769, align 8
  %1771 = icmp ugt ptr %1767, %1770
  br i1 %1771, label %1772, label %1778

1772:                                             ; preds = %1764
  %1773 = load ptr, ptr %342, align 8
  %1774 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1773, i32 0, i32 4
  %1775 = load ptr, ptr %1774, align 8
  %1776 = load ptr, ptr %342, align 8
  %1777 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1776, i32 0, i32 3
  store ptr %1775, ptr %1777, align 8
  br label %1778

1778:                                             ; preds = %1735, %1764, %1772
  br label %1779

1779:                                             ; preds = %1778, %1667
  %1780 = load i32, ptr %952, align 4
  %1781 = load i32, ptr %949, align 4
  %1782 = mul nsw i32 2, %1781
  %1783 = srem i32 %1780, %1782
  %1784 = icmp ne i32 %1783, 0
  br i1 %1784, label %1785, label %1943

1785:                                             ; preds = %1779
  store i32 1, ptr %954, align 4
  br label %1786

1786:                                             ; preds = %1825, %1785
  %1787 = load i32, ptr %954, align 4
  %1788 = load i32, ptr %949, align 4
  %1789 = icmp slt i32 %1787, %1788
  br i1 %1789, label %1790, label %1844

1790:                                             ; preds = %1786
  %1791 = load ptr, ptr %945, align 8
  %1792 = load ptr, ptr %946, align 8
  %1793 = load i32, ptr %952, align 4
  %1794 = load i32, ptr %954, align 4
  %1795 = sub nsw i32 %1793, %1794
  %1796 = sext i32 %1795 to i64
  %1797 = getelementptr inbounds i8, ptr %1792, i64 %1796
  %1798 = load i8, ptr %1797, align 1
  %1799 = zext i8 %1798 to i32
  %1800 = load ptr, ptr %948, align 8
  store ptr %1791, ptr %567, align 8
  store i32 %1799, ptr %568, align 4
  store ptr %1800, ptr %569, align 8
  store i32 0, ptr %570, align 4
  store i32 1, ptr %571, align 4
  %1801 = load ptr, ptr %567, align 8
  %1802 = load ptr, ptr %569, align 8
  %1803 = load i32, ptr %568, align 4
  %1804 = zext i32 %1803 to i64
  %1805 = getelementptr inbounds i64, ptr %1802, i64 %1804
  %1806 = load i64, ptr %1805, align 8
  %1807 = load i32, ptr %570, align 4
  %1808 = load i32, ptr %571, align 4
  store ptr %1801, ptr %235, align 8
  store i64 %1806, ptr %236, align 8
  store i32 %1807, ptr %237, align 4
  store i32 %1808, ptr %238, align 4
  %1809 = load i64, ptr %236, align 8
  %1810 = call i64 @HUF_getNbBits(i64 noundef %1809)
  %1811 = load ptr, ptr %235, align 8
  %1812 = load i32, ptr %237, align 4
  %1813 = sext i32 %1812 to i64
  %1814 = getelementptr inbounds [2 x i64], ptr %1811, i64 0, i64 %1813
  %1815 = load i64, ptr %1814, align 8
  %1816 = lshr i64 %1815, %1810
  store i64 %1816, ptr %1814, align 8
  %1817 = load i32, ptr %238, align 4
  %1818 = icmp ne i32 %1817, 0
  br i1 %1818, label %1819, label %1822

1819:                                             ; preds = %1790
  %1820 = load i64, ptr %236, align 8
  %1821 = call i64 @HUF_getValueFast(i64 noundef %1820)
  br label %1825

1822:                                             ; preds = %1790
  %1823 = load i64, ptr %236, align 8
  %1824 = call i64 @HUF_getValue(i64 noundef %1823)
  br label %1825

1825:                                             ; preds = %1819, %1822
  %1826 = phi i64 [ %1821, %1819 ], [ %1824, %1822 ]
  %1827 = load ptr, ptr %235, align 8
  %1828 = load i32, ptr %237, align 4
  %1829 = sext i32 %1828 to i64
  %1830 = getelementptr inbounds [2 x i64], ptr %1827, i64 0, i64 %1829
  %1831 = load i64, ptr %1830, align 8
  %1832 = or i64 %1831, %1826
  store i64 %1832, ptr %1830, align 8
  %1833 = load i64, ptr %236, align 8
  %1834 = call i64 @HUF_getNbBitsFast(i64 noundef %1833)
  %1835 = load ptr, ptr %235, align 8
  %1836 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1835, i32 0, i32 1
  %1837 = load i32, ptr %237, align 4
  %1838 = sext i32 %1837 to i64
  %1839 = getelementptr inbounds [2 x i64], ptr %1836, i64 0, i64 %1838
  %1840 = load i64, ptr %1839, align 8
  %1841 = add i64 %1840, %1834
  store i64 %1841, ptr %1839, align 8
  %1842 = load i32, ptr %954, align 4
  %1843 = add nsw i32 %1842, 1
  store i32 %1843, ptr %954, align 4
  br label %1786, !llvm.loop !39

1844:                                             ; preds = %1786
  %1845 = load ptr, ptr %945, align 8
  %1846 = load ptr, ptr %946, align 8
  %1847 = load i32, ptr %952, align 4
  %1848 = load i32, ptr %949, align 4
  %1849 = sub nsw i32 %1847, %1848
  %1850 = sext i32 %1849 to i64
  %1851 = getelementptr inbounds i8, ptr %1846, i64 %1850
  %1852 = load i8, ptr %1851, align 1
  %1853 = zext i8 %1852 to i32
  %1854 = load ptr, ptr %948, align 8
  %1855 = load i32, ptr %951, align 4
  store ptr %1845, ptr %562, align 8
  store i32 %1853, ptr %563, align 4
  store ptr %1854, ptr %564, align 8
  store i32 0, ptr %565, align 4
  store i32 %1855, ptr %566, align 4
  %1856 = load ptr, ptr %562, align 8
  %1857 = load ptr, ptr %564, align 8
  %1858 = load i32, ptr %563, align 4
  %1859 = zext i32 %1858 to i64
  %1860 = getelementptr inbounds i64, ptr %1857, i64 %1859
  %1861 = load i64, ptr %1860, align 8
  %1862 = load i32, ptr %565, align 4
  %1863 = load i32, ptr %566, align 4
  store ptr %1856, ptr %239, align 8
  store i64 %1861, ptr %240, align 8
  store i32 %1862, ptr %241, align 4
  store i32 %1863, ptr %242, align 4
  %1864 = load i64, ptr %240, align 8
  %1865 = call i64 @HUF_getNbBits(i64 noundef %1864)
  %1866 = load ptr, ptr %239, align 8
  %1867 = load i32, ptr %241, align 4
  %1868 = sext i32 %1867 to i64
  %1869 = getelementptr inbounds [2 x i64], ptr %1866, i64 0, i64 %1868
  %1870 = load i64, ptr %1869, align 8
  %1871 = lshr i64 %1870, %1865
  store i64 %1871, ptr %1869, align 8
  %1872 = load i32, ptr %242, align 4
  %1873 = icmp ne i32 %1872, 0
  br i1 %1873, label %1874, label %1877

1874:                                             ; preds = %1844
  %1875 = load i64, ptr %240, align 8
  %1876 = call i64 @HUF_getValueFast(i64 noundef %1875)
  br label %1880

1877:                                             ; preds = %1844
  %1878 = load i64, ptr %240, align 8
  %1879 = call i64 @HUF_getValue(i64 noundef %1878)
  br label %1880

1880:                                             ; preds = %1874, %1877
  %1881 = phi i64 [ %1876, %1874 ], [ %1879, %1877 ]
  %1882 = load ptr, ptr %239, align 8
  %1883 = load i32, ptr %241, align 4
  %1884 = sext i32 %1883 to i64
  %1885 = getelementptr inbounds [2 x i64], ptr %1882, i64 0, i64 %1884
  %1886 = load i64, ptr %1885, align 8
  %1887 = or i64 %1886, %1881
  store i64 %1887, ptr %1885, align 8
  %1888 = load i64, ptr %240, align 8
  %1889 = call i64 @HUF_getNbBitsFast(i64 noundef %1888)
  %1890 = load ptr, ptr %239, align 8
  %1891 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1890, i32 0, i32 1
  %1892 = load i32, ptr %241, align 4
  %1893 = sext i32 %1892 to i64
  %1894 = getelementptr inbounds [2 x i64], ptr %1891, i64 0, i64 %1893
  %1895 = load i64, ptr %1894, align 8
  %1896 = add i64 %1895, %1889
  store i64 %1896, ptr %1894, align 8
  %1897 = load ptr, ptr %945, align 8
  %1898 = load i32, ptr %950, align 4
  store ptr %1897, ptr %337, align 8
  store i32 %1898, ptr %338, align 4
  %1899 = load ptr, ptr %337, align 8
  %1900 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1899, i32 0, i32 1
  %1901 = load i64, ptr %1900, align 8
  %1902 = and i64 %1901, 255
  store i64 %1902, ptr %339, align 8
  %1903 = load i64, ptr %339, align 8
  %1904 = lshr i64 %1903, 3
  store i64 %1904, ptr %340, align 8
  %1905 = load ptr, ptr %337, align 8
  %1906 = load i64, ptr %1905, align 8
  %1907 = load i64, ptr %339, align 8
  %1908 = sub i64 64, %1907
  %1909 = lshr i64 %1906, %1908
  store i64 %1909, ptr %341, align 8
  %1910 = load ptr, ptr %337, align 8
  %1911 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1910, i32 0, i32 1
  %1912 = load i64, ptr %1911, align 8
  %1913 = and i64 %1912, 7
  store i64 %1913, ptr %1911, align 8
  %1914 = load ptr, ptr %337, align 8
  %1915 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1914, i32 0, i32 3
  %1916 = load ptr, ptr %1915, align 8
  %1917 = load i64, ptr %341, align 8
  call void @MEM_writeLEST(ptr noundef %1916, i64 noundef %1917)
  %1918 = load i64, ptr %340, align 8
  %1919 = load ptr, ptr %337, align 8
  %1920 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1919, i32 0, i32 3
  %1921 = load ptr, ptr %1920, align 8
  %1922 = getelementptr inbounds i8, ptr %1921, i64 %1918
  store ptr %1922, ptr %1920, align 8
  %1923 = load i32, ptr %338, align 4
  %1924 = icmp ne i32 %1923, 0
  br i1 %1924, label %1939, label %1925

1925:                                             ; preds = %1880
  %1926 = load ptr, ptr %337, align 8
  %1927 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1926, i32 0, i32 3
  %1928 = load ptr, ptr %1927, align 8
  %1929 = load ptr, ptr %337, align 8
  %1930 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1929, i32 0, i32 4
  %1931 = load ptr, ptr %1930, align 8
  %1932 = icmp ugt ptr %1928, %1931
  br i1 %1932, label %1933, label %1939

1933:                                             ; preds = %1925
  %1934 = load ptr, ptr %337, align 8
  %1935 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1934, i32 0, i32 4
  %1936 = load ptr, ptr %1935, align 8
  %1937 = load ptr, ptr %337, align 8
  %1938 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1937, i32 0, i32 3
  store ptr %1936, ptr %1938, align 8
  br label %1939

1939:                                             ; preds = %1880, %1925, %1933
  %1940 = load i32, ptr %949, align 4
  %1941 = load i32, ptr %952, align 4
  %1942 = sub nsw i32 %1941, %1940
  store i32 %1942, ptr %952, align 4
  br label %1943

1943:                                             ; preds = %1939, %1779
  br label %1944

1944:                                             ; preds = %2288, %1943
  %1945 = load i32, ptr %952, align 4
  %1946 = icmp sgt i32 %1945, 0
  br i1 %1946, label %1947, label %2293

1947:                                             ; preds = %1944
  store i32 1, ptr %955, align 4
  br label %1948

1948:                                             ; preds = %1987, %1947
  %1949 = load i32, ptr %955, align 4
  %1950 = load i32, ptr %949, align 4
  %1951 = icmp slt i32 %1949, %1950
  br i1 %1951, label %1952, label %2006

1952:                                             ; preds = %1948
  %1953 = load ptr, ptr %945, align 8
  %1954 = load ptr, ptr %946, align 8
  %1955 = load i32, ptr %952, align 4
  %1956 = load i32, ptr %955, align 4
  %1957 = sub nsw i32 %1955, %1956
  %1958 = sext i32 %1957 to i64
  %1959 = getelementptr inbounds i8, ptr %1954, i64 %1958
  %1960 = load i8, ptr %1959, align 1
  %1961 = zext i8 %1960 to i32
  %1962 = load ptr, ptr %948, align 8
  store ptr %1953, ptr %557, align 8
  store i32 %1961, ptr %558, align 4
  store ptr %1962, ptr %559, align 8
  store i32 0, ptr %560, align 4
  store i32 1, ptr %561, align 4
  %1963 = load ptr, ptr %557, align 8
  %1964 = load ptr, ptr %559, align 8
  %1965 = load i32, ptr %558, align 4
  %1966 = zext i32 %1965 to i64
  %1967 = getelementptr inbounds i64, ptr %1964, i64 %1966
  %1968 = load i64, ptr %1967, align 8
  %1969 = load i32, ptr %560, align 4
  %1970 = load i32, ptr %561, align 4
  store ptr %1963, ptr %243, align 8
  store i64 %1968, ptr %244, align 8
  store i32 %1969, ptr %245, align 4
  store i32 %1970, ptr %246, align 4
  %1971 = load i64, ptr %244, align 8
  %1972 = call i64 @HUF_getNbBits(i64 noundef %1971)
  %1973 = load ptr, ptr %243, align 8
  %1974 = load i32, ptr %245, align 4
  %1975 = sext i32 %1974 to i64
  %1976 = getelementptr inbounds [2 x i64], ptr %1973, i64 0, i64 %1975
  %1977 = load i64, ptr %1976, align 8
  %1978 = lshr i64 %1977, %1972
  store i64 %1978, ptr %1976, align 8
  %1979 = load i32, ptr %246, align 4
  %1980 = icmp ne i32 %1979, 0
  br i1 %1980, label %1981, label %1984

1981:                                             ; preds = %1952
  %1982 = load i64, ptr %244, align 8
  %1983 = call i64 @HUF_getValueFast(i64 noundef %1982)
  br label %1987

1984:                                             ; preds = %1952
  %1985 = load i64, ptr %244, align 8
  %1986 = call i64 @HUF_getValue(i64 noundef %1985)
  br label %1987

1987:                                             ; preds = %1981, %1984
  %1988 = phi i64 [ %1983, %1981 ], [ %1986, %1984 ]
  %1989 = load ptr, ptr %243, align 8
  %1990 = load i32, ptr %245, align 4
  %1991 = sext i32 %1990 to i64
  %1992 = getelementptr inbounds [2 x i64], ptr %1989, i64 0, i64 %1991
  %1993 = load i64, ptr %1992, align 8
  %1994 = or i64 %1993, %1988
  store i64 %1994, ptr %1992, align 8
  %1995 = load i64, ptr %244, align 8
  %1996 = call i64 @HUF_getNbBitsFast(i64 noundef %1995)
  %1997 = load ptr, ptr %243, align 8
  %1998 = getelementptr inbounds %struct.HUF_CStream_t, ptr %1997, i32 0, i32 1
  %1999 = load i32, ptr %245, align 4
  %2000 = sext i32 %1999 to i64
  %2001 = getelementptr inbounds [2 x i64], ptr %1998, i64 0, i64 %2000
  %2002 = load i64, ptr %2001, align 8
  %2003 = add i64 %2002, %1996
  store i64 %2003, ptr %2001, align 8
  %2004 = load i32, ptr %955, align 4
  %2005 = add nsw i32 %2004, 1
  store i32 %2005, ptr %955, align 4
  br label %1948, !llvm.loop !40

2006:                                             ; preds = %1948
  %2007 = load ptr, ptr %945, align 8
  %2008 = load ptr, ptr %946, align 8
  %2009 = load i32, ptr %952, align 4
  %2010 = load i32, ptr %949, align 4
  %2011 = sub nsw i32 %2009, %2010
  %2012 = sext i32 %2011 to i64
  %2013 = getelementptr inbounds i8, ptr %2008, i64 %2012
  %2014 = load i8, ptr %2013, align 1
  %2015 = zext i8 %2014 to i32
  %2016 = load ptr, ptr %948, align 8
  %2017 = load i32, ptr %951, align 4
  store ptr %2007, ptr %542, align 8
  store i32 %2015, ptr %543, align 4
  store ptr %2016, ptr %544, align 8
  store i32 0, ptr %545, align 4
  store i32 %2017, ptr %546, align 4
  %2018 = load ptr, ptr %542, align 8
  %2019 = load ptr, ptr %544, align 8
  %2020 = load i32, ptr %543, align 4
  %2021 = zext i32 %2020 to i64
  %2022 = getelementptr inbounds i64, ptr %2019, i64 %2021
  %2023 = load i64, ptr %2022, align 8
  %2024 = load i32, ptr %545, align 4
  %2025 = load i32, ptr %546, align 4
  store ptr %2018, ptr %255, align 8
  store i64 %2023, ptr %256, align 8
  store i32 %2024, ptr %257, align 4
  store i32 %2025, ptr %258, align 4
  %2026 = load i64, ptr %256, align 8
  %2027 = call i64 @HUF_getNbBits(i64 noundef %2026)
  %2028 = load ptr, ptr %255, align 8
  %2029 = load i32, ptr %257, align 4
  %2030 = sext i32 %2029 to i64
  %2031 = getelementptr inbounds [2 x i64], ptr %2028, i64 0, i64 %2030
  %2032 = load i64, ptr %2031, align 8
  %2033 = lshr i64 %2032, %2027
  store i64 %2033, ptr %2031, align 8
  %2034 = load i32, ptr %258, align 4
  %2035 = icmp ne i32 %2034, 0
  br i1 %2035, label %2036, label %2039

2036:                                             ; preds = %2006
  %2037 = load i64, ptr %256, align 8
  %2038 = call i64 @HUF_getValueFast(i64 noundef %2037)
  br label %2042

2039:                                             ; preds = %2006
  %2040 = load i64, ptr %256, align 8
  %2041 = call i64 @HUF_getValue(i64 noundef %2040)
  br label %2042

2042:                                             ; preds = %2036, %2039
  %2043 = phi i64 [ %2038, %2036 ], [ %2041, %2039 ]
  %2044 = load ptr, ptr %255, align 8
  %2045 = load i32, ptr %257, align 4
  %2046 = sext i32 %2045 to i64
  %2047 = getelementptr inbounds [2 x i64], ptr %2044, i64 0, i64 %2046
  %2048 = load i64, ptr %2047, align 8
  %2049 = or i64 %2048, %2043
  store i64 %2049, ptr %2047, align 8
  %2050 = load i64, ptr %256, align 8
  %2051 = call i64 @HUF_getNbBitsFast(i64 noundef %2050)
  %2052 = load ptr, ptr %255, align 8
  %2053 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2052, i32 0, i32 1
  %2054 = load i32, ptr %257, align 4
  %2055 = sext i32 %2054 to i64
  %2056 = getelementptr inbounds [2 x i64], ptr %2053, i64 0, i64 %2055
  %2057 = load i64, ptr %2056, align 8
  %2058 = add i64 %2057, %2051
  store i64 %2058, ptr %2056, align 8
  %2059 = load ptr, ptr %945, align 8
  %2060 = load i32, ptr %950, align 4
  store ptr %2059, ptr %327, align 8
  store i32 %2060, ptr %328, align 4
  %2061 = load ptr, ptr %327, align 8
  %2062 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2061, i32 0, i32 1
  %2063 = load i64, ptr %2062, align 8
  %2064 = and i64 %2063, 255
  store i64 %2064, ptr %329, align 8
  %2065 = load i64, ptr %329, align 8
  %2066 = lshr i64 %2065, 3
  store i64 %2066, ptr %330, align 8
  %2067 = load ptr, ptr %327, align 8
  %2068 = load i64, ptr %2067, align 8
  %2069 = load i64, ptr %329, align 8
  %2070 = sub i64 64, %2069
  %2071 = lshr i64 %2068, %2070
  store i64 %2071, ptr %331, align 8
  %2072 = load ptr, ptr %327, align 8
  %2073 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2072, i32 0, i32 1
  %2074 = load i64, ptr %2073, align 8
  %2075 = and i64 %2074, 7
  store i64 %2075, ptr %2073, align 8
  %2076 = load ptr, ptr %327, align 8
  %2077 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2076, i32 0, i32 3
  %2078 = load ptr, ptr %2077, align 8
  %2079 = load i64, ptr %331, align 8
  call void @MEM_writeLEST(ptr noundef %2078, i64 noundef %2079)
  %2080 = load i64, ptr %330, align 8
  %2081 = load ptr, ptr %327, align 8
  %2082 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2081, i32 0, i32 3
  %2083 = load ptr, ptr %2082, align 8
  %2084 = getelementptr inbounds i8, ptr %2083, i64 %2080
  store ptr %2084, ptr %2082, align 8
  %2085 = load i32, ptr %328, align 4
  %2086 = icmp ne i32 %2085, 0
  br i1 %2086, label %2101, label %2087

2087:                                             ; preds = %2042
  %2088 = load ptr, ptr %327, align 8
  %2089 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2088, i32 0, i32 3
  %2090 = load ptr, ptr %2089, align 8
  %2091 = load ptr, ptr %327, align 8
  %2092 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2091, i32 0, i32 4
  %2093 = load ptr, ptr %2092, align 8
  %2094 = icmp ugt ptr %2090, %2093
  br i1 %2094, label %2095, label %2101

2095:                                             ; preds = %2087
  %2096 = load ptr, ptr %327, align 8
  %2097 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2096, i32 0, i32 4
  %2098 = load ptr, ptr %2097, align 8
  %2099 = load ptr, ptr %327, align 8
  %2100 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2099, i32 0, i32 3
  store ptr %2098, ptr %2100, align 8
  br label %2101

2101:                                             ; preds = %2042, %2087, %2095
  %2102 = load ptr, ptr %945, align 8
  store ptr %2102, ptr %298, align 8
  %2103 = load ptr, ptr %298, align 8
  %2104 = getelementptr inbounds [2 x i64], ptr %2103, i64 0, i64 1
  store i64 0, ptr %2104, align 8
  %2105 = load ptr, ptr %298, align 8
  %2106 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2105, i32 0, i32 1
  %2107 = getelementptr inbounds [2 x i64], ptr %2106, i64 0, i64 1
  store i64 0, ptr %2107, align 8
  store i32 1, ptr %955, align 4
  br label %2108

2108:                                             ; preds = %2149, %2101
  %2109 = load i32, ptr %955, align 4
  %2110 = load i32, ptr %949, align 4
  %2111 = icmp slt i32 %2109, %2110
  br i1 %2111, label %2112, label %2168

2112:                                             ; preds = %2108
  %2113 = load ptr, ptr %945, align 8
  %2114 = load ptr, ptr %946, align 8
  %2115 = load i32, ptr %952, align 4
  %2116 = load i32, ptr %949, align 4
  %2117 = sub nsw i32 %2115, %2116
  %2118 = load i32, ptr %955, align 4
  %2119 = sub nsw i32 %2117, %2118
  %2120 = sext i32 %2119 to i64
  %2121 = getelementptr inbounds i8, ptr %2114, i64 %2120
  %2122 = load i8, ptr %2121, align 1
  %2123 = zext i8 %2122 to i32
  %2124 = load ptr, ptr %948, align 8
  store ptr %2113, ptr %552, align 8
  store i32 %2123, ptr %553, align 4
  store ptr %2124, ptr %554, align 8
  store i32 1, ptr %555, align 4
  store i32 1, ptr %556, align 4
  %2125 = load ptr, ptr %552, align 8
  %2126 = load ptr, ptr %554, align 8
  %2127 = load i32, ptr %553, align 4
  %2128 = zext i32 %2127 to i64
  %2129 = getelementptr inbounds i64, ptr %2126, i64 %2128
  %2130 = load i64, ptr %2129, align 8
  %2131 = load i32, ptr %555, align 4
  %2132 = load i32, ptr %556, align 4
  store ptr %2125, ptr %247, align 8
  store i64 %2130, ptr %248, align 8
  store i32 %2131, ptr %249, align 4
  store i32 %2132, ptr %250, align 4
  %2133 = load i64, ptr %248, align 8
  %2134 = call i64 @HUF_getNbBits(i64 noundef %2133)
  %2135 = load ptr, ptr %247, align 8
  %2136 = load i32, ptr %249, align 4
  %2137 = sext i32 %2136 to i64
  %2138 = getelementptr inbounds [2 x i64], ptr %2135, i64 0, i64 %2137
  %2139 = load i64, ptr %2138, align 8
  %2140 = lshr i64 %2139, %2134
  store i64 %2140, ptr %2138, align 8
  %2141 = load i32, ptr %250, align 4
  %2142 = icmp ne i32 %2141, 0
  br i1 %2142, label %2143, label %2146

2143:                                             ; preds = %2112
  %2144 = load i64, ptr %248, align 8
  %2145 = call i64 @HUF_getValueFast(i64 noundef %2144)
  br label %2149

2146:                                             ; preds = %2112
  %2147 = load i64, ptr %248, align 8
  %2148 = call i64 @HUF_getValue(i64 noundef %2147)
  br label %2149

2149:                                             ; preds = %2143, %2146
  %2150 = phi i64 [ %2145, %2143 ], [ %2148, %2146 ]
  %2151 = load ptr, ptr %247, align 8
  %2152 = load i32, ptr %249, align 4
  %2153 = sext i32 %2152 to i64
  %2154 = getelementptr inbounds [2 x i64], ptr %2151, i64 0, i64 %2153
  %2155 = load i64, ptr %2154, align 8
  %2156 = or i64 %2155, %2150
  store i64 %2156, ptr %2154, align 8
  %2157 = load i64, ptr %248, align 8
  %2158 = call i64 @HUF_getNbBitsFast(i64 noundef %2157)
  %2159 = load ptr, ptr %247, align 8
  %2160 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2159, i32 0, i32 1
  %2161 = load i32, ptr %249, align 4
  %2162 = sext i32 %2161 to i64
  %2163 = getelementptr inbounds [2 x i64], ptr %2160, i64 0, i64 %2162
  %2164 = load i64, ptr %2163, align 8
  %2165 = add i64 %2164, %2158
  store i64 %2165, ptr %2163, align 8
  %2166 = load i32, ptr %955, align 4
  %2167 = add nsw i32 %2166, 1
  store i32 %2167, ptr %955, align 4
  br label %2108, !llvm.loop !41

2168:                                             ; preds = %2108
  %2169 = load ptr, ptr %945, align 8
  %2170 = load ptr, ptr %946, align 8
  %2171 = load i32, ptr %952, align 4
  %2172 = load i32, ptr %949, align 4
  %2173 = sub nsw i32 %2171, %2172
  %2174 = load i32, ptr %949, align 4
  %2175 = sub nsw i32 %2173, %2174
  %2176 = sext i32 %2175 to i64
  %2177 = getelementptr inbounds i8, ptr %2170, i64 %2176
  %2178 = load i8, ptr %2177, align 1
  %2179 = zext i8 %2178 to i32
  %2180 = load ptr, ptr %948, align 8
  %2181 = load i32, ptr %951, align 4
  store ptr %2169, ptr %547, align 8
  store i32 %2179, ptr %548, align 4
  store ptr %2180, ptr %549, align 8
  store i32 1, ptr %550, align 4
  store i32 %2181, ptr %551, align 4
  %2182 = load ptr, ptr %547, align 8
  %2183 = load ptr, ptr %549, align 8
  %2184 = load i32, ptr %548, align 4
  %2185 = zext i32 %2184 to i64
  %2186 = getelementptr inbounds i64, ptr %2183, i64 %2185
  %2187 = load i64, ptr %2186, align 8
  %2188 = load i32, ptr %550, align 4
  %2189 = load i32, ptr %551, align 4
  store ptr %2182, ptr %251, align 8
  store i64 %2187, ptr %252, align 8
  store i32 %2188, ptr %253, align 4
  store i32 %2189, ptr %254, align 4
  %2190 = load i64, ptr %252, align 8
  %2191 = call i64 @HUF_getNbBits(i64 noundef %2190)
  %2192 = load ptr, ptr %251, align 8
  %2193 = load i32, ptr %253, align 4
  %2194 = sext i32 %2193 to i64
  %2195 = getelementptr inbounds [2 x i64], ptr %2192, i64 0, i64 %2194
  %2196 = load i64, ptr %2195, align 8
  %2197 = lshr i64 %2196, %2191
  store i64 %2197, ptr %2195, align 8
  %2198 = load i32, ptr %254, align 4
  %2199 = icmp ne i32 %2198, 0
  br i1 %2199, label %2200, label %2203

2200:                                             ; preds = %2168
  %2201 = load i64, ptr %252, align 8
  %2202 = call i64 @HUF_getValueFast(i64 noundef %2201)
  br label %2206

2203:                                             ; preds = %2168
  %2204 = load i64, ptr %252, align 8
  %2205 = call i64 @HUF_getValue(i64 noundef %2204)
  br label %2206

2206:                                             ; preds = %2200, %2203
  %2207 = phi i64 [ %2202, %2200 ], [ %2205, %2203 ]
  %2208 = load ptr, ptr %251, align 8
  %2209 = load i32, ptr %253, align 4
  %2210 = sext i32 %2209 to i64
  %2211 = getelementptr inbounds [2 x i64], ptr %2208, i64 0, i64 %2210
  %2212 = load i64, ptr %2211, align 8
  %2213 = or i64 %2212, %2207
  store i64 %2213, ptr %2211, align 8
  %2214 = load i64, ptr %252, align 8
  %2215 = call i64 @HUF_getNbBitsFast(i64 noundef %2214)
  %2216 = load ptr, ptr %251, align 8
  %2217 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2216, i32 0, i32 1
  %2218 = load i32, ptr %253, align 4
  %2219 = sext i32 %2218 to i64
  %2220 = getelementptr inbounds [2 x i64], ptr %2217, i64 0, i64 %2219
  %2221 = load i64, ptr %2220, align 8
  %2222 = add i64 %2221, %2215
  store i64 %2222, ptr %2220, align 8
  %2223 = load ptr, ptr %945, align 8
  store ptr %2223, ptr %288, align 8
  %2224 = load ptr, ptr %288, align 8
  %2225 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2224, i32 0, i32 1
  %2226 = getelementptr inbounds [2 x i64], ptr %2225, i64 0, i64 1
  %2227 = load i64, ptr %2226, align 8
  %2228 = and i64 %2227, 255
  %2229 = load ptr, ptr %288, align 8
  %2230 = load i64, ptr %2229, align 8
  %2231 = lshr i64 %2230, %2228
  store i64 %2231, ptr %2229, align 8
  %2232 = load ptr, ptr %288, align 8
  %2233 = getelementptr inbounds [2 x i64], ptr %2232, i64 0, i64 1
  %2234 = load i64, ptr %2233, align 8
  %2235 = load ptr, ptr %288, align 8
  %2236 = load i64, ptr %2235, align 8
  %2237 = or i64 %2236, %2234
  store i64 %2237, ptr %2235, align 8
  %2238 = load ptr, ptr %288, align 8
  %2239 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2238, i32 0, i32 1
  %2240 = getelementptr inbounds [2 x i64], ptr %2239, i64 0, i64 1
  %2241 = load i64, ptr %2240, align 8
  %2242 = load ptr, ptr %288, align 8
  %2243 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2242, i32 0, i32 1
  %2244 = load i64, ptr %2243, align 8
  %2245 = add i64 %2244, %2241
  store i64 %2245, ptr %2243, align 8
  %2246 = load ptr, ptr %945, align 8
  %2247 = load i32, ptr %950, align 4
  store ptr %2246, ptr %332, align 8
  store i32 %2247, ptr %333, align 4
  %2248 = load ptr, ptr %332, align 8
  %2249 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2248, i32 0, i32 1
  %2250 = load i64, ptr %2249, align 8
  %2251 = and i64 %2250, 255
  store i64 %2251, ptr %334, align 8
  %2252 = load i64, ptr %334, align 8
  %2253 = lshr i64 %2252, 3
  store i64 %2253, ptr %335, align 8
  %2254 = load ptr, ptr %332, align 8
  %2255 = load i64, ptr %2254, align 8
  %2256 = load i64, ptr %334, align 8
  %2257 = sub i64 64, %2256
  %2258 = lshr i64 %2255, %2257
  store i64 %2258, ptr %336, align 8
  %2259 = load ptr, ptr %332, align 8
  %2260 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2259, i32 0, i32 1
  %2261 = load i64, ptr %2260, align 8
  %2262 = and i64 %2261, 7
  store i64 %2262, ptr %2260, align 8
  %2263 = load ptr, ptr %332, align 8
  %2264 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2263, i32 0, i32 3
  %2265 = load ptr, ptr %2264, align 8
  %2266 = load i64, ptr %336, align 8
  call void @MEM_writeLEST(ptr noundef %2265, i64 noundef %2266)
  %2267 = load i64, ptr %335, align 8
  %2268 = load ptr, ptr %332, align 8
  %2269 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2268, i32 0, i32 3
  %2270 = load ptr, ptr %2269, align 8
  %2271 = getelementptr inbounds i8, ptr %2270, i64 %2267
  store ptr %2271, ptr %2269, align 8
  %2272 = load i32, ptr %333, align 4
  %2273 = icmp ne i32 %2272, 0
  br i1 %2273, label %2288, label %2274

2274:                                             ; preds = %2206
  %2275 = load ptr, ptr %332, align 8
  %2276 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2275, i32 0, i32 3
  %2277 = load ptr, ptr %2276, align 8
  %2278 = load ptr, ptr %332, align 8
  %2279 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2278, i32 0, i32 4
  %2280 = load ptr, ptr %2279, align 8
  %2281 = icmp ugt ptr %2277, %2280
  br i1 %2281, label %2282, label %2288

2282:                                             ; preds = %2274
  %2283 = load ptr, ptr %332, align 8
  %2284 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2283, i32 0, i32 4
  %2285 = load ptr, ptr %2284, align 8
  %2286 = load ptr, ptr %332, align 8
  %2287 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2286, i32 0, i32 3
  store ptr %2285, ptr %2287, align 8
  br label %2288

2288:                                             ; preds = %2206, %2274, %2282
  %2289 = load i32, ptr %949, align 4
  %2290 = mul nsw i32 2, %2289
  %2291 = load i32, ptr %952, align 4
  %2292 = sub nsw i32 %2291, %2290
  store i32 %2292, ptr %952, align 4
  br label %1944, !llvm.loop !42

2293:                                             ; preds = %1944
  br label %3551

2294:                                             ; preds = %1665
  br label %2295

2295:                                             ; preds = %2294, %1665
  br label %2296

2296:                                             ; preds = %2295, %1665
  %2297 = load ptr, ptr %976, align 8
  %2298 = load i64, ptr %971, align 8
  %2299 = load ptr, ptr %975, align 8
  store ptr %979, ptr %934, align 8
  store ptr %2297, ptr %935, align 8
  store i64 %2298, ptr %936, align 8
  store ptr %2299, ptr %937, align 8
  store i32 2, ptr %938, align 4
  store i32 1, ptr %939, align 4
  store i32 1, ptr %940, align 4
  %2300 = load i64, ptr %936, align 8
  %2301 = trunc i64 %2300 to i32
  store i32 %2301, ptr %941, align 4
  %2302 = load i32, ptr %941, align 4
  %2303 = load i32, ptr %938, align 4
  %2304 = srem i32 %2302, %2303
  store i32 %2304, ptr %942, align 4
  %2305 = load i32, ptr %942, align 4
  %2306 = icmp sgt i32 %2305, 0
  br i1 %2306, label %2307, label %2408

2307:                                             ; preds = %2296
  br label %2308

2308:                                             ; preds = %2345, %2307
  %2309 = load i32, ptr %942, align 4
  %2310 = icmp sgt i32 %2309, 0
  br i1 %2310, label %2311, label %2364

2311:                                             ; preds = %2308
  %2312 = load ptr, ptr %934, align 8
  %2313 = load ptr, ptr %935, align 8
  %2314 = load i32, ptr %941, align 4
  %2315 = add nsw i32 %2314, -1
  store i32 %2315, ptr %941, align 4
  %2316 = sext i32 %2315 to i64
  %2317 = getelementptr inbounds i8, ptr %2313, i64 %2316
  %2318 = load i8, ptr %2317, align 1
  %2319 = zext i8 %2318 to i32
  %2320 = load ptr, ptr %937, align 8
  store ptr %2312, ptr %607, align 8
  store i32 %2319, ptr %608, align 4
  store ptr %2320, ptr %609, align 8
  store i32 0, ptr %610, align 4
  store i32 0, ptr %611, align 4
  %2321 = load ptr, ptr %607, align 8
  %2322 = load ptr, ptr %609, align 8
  %2323 = load i32, ptr %608, align 4
  %2324 = zext i32 %2323 to i64
  %2325 = getelementptr inbounds i64, ptr %2322, i64 %2324
  %2326 = load i64, ptr %2325, align 8
  %2327 = load i32, ptr %610, align 4
  %2328 = load i32, ptr %611, align 4
  store ptr %2321, ptr %203, align 8
  store i64 %2326, ptr %204, align 8
  store i32 %2327, ptr %205, align 4
  store i32 %2328, ptr %206, align 4
  %2329 = load i64, ptr %204, align 8
  %2330 = call i64 @HUF_getNbBits(i64 noundef %2329)
  %2331 = load ptr, ptr %203, align 8
  %2332 = load i32, ptr %205, align 4
  %2333 = sext i32 %2332 to i64
  %2334 = getelementptr inbounds [2 x i64], ptr %2331, i64 0, i64 %2333
  %2335 = load i64, ptr %2334, align 8
  %2336 = lshr i64 %2335, %2330
  store i64 %2336, ptr %2334, align 8
  %2337 = load i32, ptr %206, align 4
  %2338 = icmp ne i32 %2337, 0
  br i1 %2338, label %2339, label %2342

2339:                                             ; preds = %2311
  %2340 = load i64, ptr %204, align 8
  %2341 = call i64 @HUF_getValueFast(i64 noundef %2340)
  br label %2345

2342:                                             ; preds = %2311
  %2343 = load i64, ptr %204, align 8
  %2344 = call i64 @HUF_getValue(i64 noundef %2343)
  br label %2345

2345:                                             ; preds = %2339, %2342
  %2346 = phi i64 [ %2341, %2339 ], [ %2344, %2342 ]
  %2347 = load ptr, ptr %203, align 8
  %2348 = load i32, ptr %205, align 4
  %2349 = sext i32 %2348 to i64
  %2350 = getelementptr inbounds [2 x i64], ptr %2347, i64 0, i64 %2349
  %2351 = load i64, ptr %2350, align 8
  %2352 = or i64 %2351, %2346
  store i64 %2352, ptr %2350, align 8
  %2353 = load i64, ptr %204, align 8
  %2354 = call i64 @HUF_getNbBitsFast(i64 noundef %2353)
  %2355 = load ptr, ptr %203, align 8
  %2356 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2355, i32 0, i32 1
  %2357 = load i32, ptr %205, align 4
  %2358 = sext i32 %2357 to i64
  %2359 = getelementptr inbounds [2 x i64], ptr %2356, i64 0, i64 %2358
  %2360 = load i64, ptr %2359, align 8
  %2361 = add i64 %2360, %2354
  store i64 %2361, ptr %2359, align 8
  %2362 = load i32, ptr %942, align 4
  %2363 = add nsw i32 %2362, -1
  store i32 %2363, ptr %942, align 4
  br label %2308, !llvm.loop !38

2364:                                             ; preds = %2308
  %2365 = load ptr, ptr %934, align 8
  %2366 = load i32, ptr %939, align 4
  store ptr %2365, ptr %362, align 8
  store i32 %2366, ptr %363, align 4
  %2367 = load ptr, ptr %362, align 8
  %2368 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2367, i32 0, i32 1
  %2369 = load i64, ptr %2368, align 8
  %2370 = and i64 %2369, 255
  store i64 %2370, ptr %364, align 8
  %2371 = load i64, ptr %364, align 8
  %2372 = lshr i64 %2371, 3
  store i64 %2372, ptr %365, align 8
  %2373 = load ptr, ptr %362, align 8
  %2374 = load i64, ptr %2373, align 8
  %2375 = load i64, ptr %364, align 8
  %2376 = sub i64 64, %2375
  %2377 = lshr i64 %2374, %2376
  store i64 %2377, ptr %366, align 8
  %2378 = load ptr, ptr %362, align 8
  %2379 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2378, i32 0, i32 1
  %2380 = load i64, ptr %2379, align 8
  %2381 = and i64 %2380, 7
  store i64 %2381, ptr %2379, align 8
  %2382 = load ptr, ptr %362, align 8
  %2383 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2382, i32 0, i32 3
  %2384 = load ptr, ptr %2383, align 8
  %2385 = load i64, ptr %366, align 8
  call void @MEM_writeLEST(ptr noundef %2384, i64 noundef %2385)
  %2386 = load i64, ptr %365, align 8
  %2387 = load ptr, ptr %362, align 8
  %2388 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2387, i32 0, i32 3
  %2389 = load ptr, ptr %2388, align 8
  %2390 = getelementptr inbounds i8, ptr %2389, i64 %2386
  store ptr %2390, ptr %2388, align 8
  %2391 = load i32, ptr %363, align 4
  %2392 = icmp ne i32 %2391, 0
  br i1 %2392, label %2407, label %2393

2393:                                             ; preds = %2364
  %2394 = load ptr, ptr %362, align 8
  %2395 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2394, i32 0, i32 3
  %2396 = load ptr, ptr %2395, align 8
  %2397 = load ptr, ptr %362, align 8
  %2398 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2397, i32 0, i32 4
  %2399 = load ptr, ptr %2398, align 8
  %2400 = icmp ugt ptr %2396, %2399
  br i1 %2400, label %2401, label %2407

2401:                                             ; preds = %2393
  %2402 = load ptr, ptr %362, align 8
  %2403 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2402, i32 0, i32 4
  %2404 = load ptr, ptr %2403, align 8
  %2405 = load ptr, ptr %362, align 8
  %2406 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2405, i32 0, i32 3
  store ptr %2404, ptr %2406, align 8
  br label %2407

2407:                                             ; preds = %2364, %2393, %2401
  br label %2408

2408:                                             ; preds = %2407, %2296
  %2409 = load i32, ptr %941, align 4
  %2410 = load i32, ptr %938, align 4
  %2411 = mul nsw i32 2, %2410
  %2412 = srem i32 %2409, %2411
  %2413 = icmp ne i32 %2412, 0
  br i1 %2413, label %2414, label %2572

2414:                                             ; preds = %2408
  store i32 1, ptr %943, align 4
  br label %2415

2415:                                             ; preds = %2454, %2414
  %2416 = load i32, ptr %943, align 4
  %2417 = load i32, ptr %938, align 4
  %2418 = icmp slt i32 %2416, %2417
  br i1 %2418, label %2419, label %2473

2419:                                             ; preds = %2415
  %2420 = load ptr, ptr %934, align 8
  %2421 = load ptr, ptr %935, align 8
  %2422 = load i32, ptr %941, align 4
  %2423 = load i32, ptr %943, align 4
  %2424 = sub nsw i32 %2422, %2423
  %2425 = sext i32 %2424 to i64
  %2426 = getelementptr inbounds i8, ptr %2421, i64 %2425
  %2427 = load i8, ptr %2426, align 1
  %2428 = zext i8 %2427 to i32
  %2429 = load ptr, ptr %937, align 8
  store ptr %2420, ptr %602, align 8
  store i32 %2428, ptr %603, align 4
  store ptr %2429, ptr %604, align 8
  store i32 0, ptr %605, align 4
  store i32 1, ptr %606, align 4
  %2430 = load ptr, ptr %602, align 8
  %2431 = load ptr, ptr %604, align 8
  %2432 = load i32, ptr %603, align 4
  %2433 = zext i32 %2432 to i64
  %2434 = getelementptr inbounds i64, ptr %2431, i64 %2433
  %2435 = load i64, ptr %2434, align 8
  %2436 = load i32, ptr %605, align 4
  %2437 = load i32, ptr %606, align 4
  store ptr %2430, ptr %207, align 8
  store i64 %2435, ptr %208, align 8
  store i32 %2436, ptr %209, align 4
  store i32 %2437, ptr %210, align 4
  %2438 = load i64, ptr %208, align 8
  %2439 = call i64 @HUF_getNbBits(i64 noundef %2438)
  %2440 = load ptr, ptr %207, align 8
  %2441 = load i32, ptr %209, align 4
  %2442 = sext i32 %2441 to i64
  %2443 = getelementptr inbounds [2 x i64], ptr %2440, i64 0, i64 %2442
  %2444 = load i64, ptr %2443, align 8
  %2445 = lshr i64 %2444, %2439
  store i64 %2445, ptr %2443, align 8
  %2446 = load i32, ptr %210, align 4
  %2447 = icmp ne i32 %2446, 0
  br i1 %2447, label %2448, label %2451

2448:                                             ; preds = %2419
  %2449 = load i64, ptr %208, align 8
  %2450 = call i64 @HUF_getValueFast(i64 noundef %2449)
  br label %2454

2451:                                             ; preds = %2419
  %2452 = load i64, ptr %208, align 8
  %2453 = call i64 @HUF_getValue(i64 noundef %2452)
  br label %2454

2454:                                             ; preds = %2448, %2451
  %2455 = phi i64 [ %2450, %2448 ], [ %2453, %2451 ]
  %2456 = load ptr, ptr %207, align 8
  %2457 = load i32, ptr %209, align 4
  %2458 = sext i32 %2457 to i64
  %2459 = getelementptr inbounds [2 x i64], ptr %2456, i64 0, i64 %2458
  %2460 = load i64, ptr %2459, align 8
  %2461 = or i64 %2460, %2455
  store i64 %2461, ptr %2459, align 8
  %2462 = load i64, ptr %208, align 8
  %2463 = call i64 @HUF_getNbBitsFast(i64 noundef %2462)
  %2464 = load ptr, ptr %207, align 8
  %2465 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2464, i32 0, i32 1
  %2466 = load i32, ptr %209, align 4
  %2467 = sext i32 %2466 to i64
  %2468 = getelementptr inbounds [2 x i64], ptr %2465, i64 0, i64 %2467
  %2469 = load i64, ptr %2468, align 8
  %2470 = add i64 %2469, %2463
  store i64 %2470, ptr %2468, align 8
  %2471 = load i32, ptr %943, align 4
  %2472 = add nsw i32 %2471, 1
  store i32 %2472, ptr %943, align 4
  br label %2415, !llvm.loop !39

2473:                                             ; preds = %2415
  %2474 = load ptr, ptr %934, align 8
  %2475 = load ptr, ptr %935, align 8
  %2476 = load i32, ptr %941, align 4
  %2477 = load i32, ptr %938, align 4
  %2478 = sub nsw i32 %2476, %2477
  %2479 = sext i32 %2478 to i64
  %2480 = getelementptr inbounds i8, ptr %2475, i64 %2479
  %2481 = load i8, ptr %2480, align 1
  %2482 = zext i8 %2481 to i32
  %2483 = load ptr, ptr %937, align 8
  %2484 = load i32, ptr %940, align 4
  store ptr %2474, ptr %597, align 8
  store i32 %2482, ptr %598, align 4
  store ptr %2483, ptr %599, align 8
  store i32 0, ptr %600, align 4
  store i32 %2484, ptr %601, align 4
  %2485 = load ptr, ptr %597, align 8
  %2486 = load ptr, ptr %599, align 8
  %2487 = load i32, ptr %598, align 4
  %2488 = zext i32 %2487 to i64
  %2489 = getelementptr inbounds i64, ptr %2486, i64 %2488
  %2490 = load i64, ptr %2489, align 8
  %2491 = load i32, ptr %600, align 4
  %2492 = load i32, ptr %601, align 4
  store ptr %2485, ptr %211, align 8
  store i64 %2490, ptr %212, align 8
  store i32 %2491, ptr %213, align 4
  store i32 %2492, ptr %214, align 4
  %2493 = load i64, ptr %212, align 8
  %2494 = call i64 @HUF_getNbBits(i64 noundef %2493)
  %2495 = load ptr, ptr %211, align 8
  %2496 = load i32, ptr %213, align 4
  %2497 = sext i32 %2496 to i64
  %2498 = getelementptr inbounds [2 x i64], ptr %2495, i64 0, i64 %2497
  %2499 = load i64, ptr %2498, align 8
  %2500 = lshr i64 %2499, %2494
  store i64 %2500, ptr %2498, align 8
  %2501 = load i32, ptr %214, align 4
  %2502 = icmp ne i32 %2501, 0
  br i1 %2502, label %2503, label %2506

2503:                                             ; preds = %2473
  %2504 = load i64, ptr %212, align 8
  %2505 = call i64 @HUF_getValueFast(i64 noundef %2504)
  br label %2509

2506:                                             ; preds = %2473
  %2507 = load i64, ptr %212, align 8
  %2508 = call i64 @HUF_getValue(i64 noundef %2507)
  br label %2509

2509:                                             ; preds = %2503, %2506
  %2510 = phi i64 [ %2505, %2503 ], [ %2508, %2506 ]
  %2511 = load ptr, ptr %211, align 8
  %2512 = load i32, ptr %213, align 4
  %2513 = sext i32 %2512 to i64
  %2514 = getelementptr inbounds [2 x i64], ptr %2511, i64 0, i64 %2513
  %2515 = load i64, ptr %2514, align 8
  %2516 = or i64 %2515, %2510
  store i64 %2516, ptr %2514, align 8
  %2517 = load i64, ptr %212, align 8
  %2518 = call i64 @HUF_getNbBitsFast(i64 noundef %2517)
  %2519 = load ptr, ptr %211, align 8
  %2520 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2519, i32 0, i32 1
  %2521 = load i32, ptr %213, align 4
  %2522 = sext i32 %2521 to i64
  %2523 = getelementptr inbounds [2 x i64], ptr %2520, i64 0, i64 %2522
  %2524 = load i64, ptr %2523, align 8
  %2525 = add i64 %2524, %2518
  store i64 %2525, ptr %2523, align 8
  %2526 = load ptr, ptr %934, align 8
  %2527 = load i32, ptr %939, align 4
  store ptr %2526, ptr %357, align 8
  store i32 %2527, ptr %358, align 4
  %2528 = load ptr, ptr %357, align 8
  %2529 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2528, i32 0, i32 1
  %2530 = load i64, ptr %2529, align 8
  %2531 = and i64 %2530, 255
  store i64 %2531, ptr %359, align 8
  %2532 = load i64, ptr %359, align 8
  %2533 = lshr i64 %2532, 3
  store i64 %2533, ptr %360, align 8
  %2534 = load ptr, ptr %357, align 8
  %2535 = load i64, ptr %2534, align 8
  %2536 = load i64, ptr %359, align 8
  %2537 = sub i64 64, %2536
  %2538 = lshr i64 %2535, %2537
  store i64 %2538, ptr %361, align 8
  %2539 = load ptr, ptr %357, align 8
  %2540 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2539, i32 0, i32 1
  %2541 = load i64, ptr %2540, align 8
  %2542 = and i64 %2541, 7
  store i64 %2542, ptr %2540, align 8
  %2543 = load ptr, ptr %357, align 8
  %2544 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2543, i32 0, i32 3
  %2545 = load ptr, ptr %2544, align 8
  %2546 = load i64, ptr %361, align 8
  call void @MEM_writeLEST(ptr noundef %2545, i64 noundef %2546)
  %2547 = load i64, ptr %360, align 8
  %2548 = load ptr, ptr %357, align 8
  %2549 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2548, i32 0, i32 3
  %2550 = load ptr, ptr %2549, align 8
  %2551 = getelementptr inbounds i8, ptr %2550, i64 %2547
  store ptr %2551, ptr %2549, align 8
  %2552 = load i32, ptr %358, align 4
  %2553 = icmp ne i32 %2552, 0
  br i1 %2553, label %2568, label %2554

2554:                                             ; preds = %2509
  %2555 = load ptr, ptr %357, align 8
  %2556 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2555, i32 0, i32 3
  %2557 = load ptr, ptr %2556, align 8
  %2558 = load ptr, ptr %357, align 8
  %2559 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2558, i32 0, i32 4
  %2560 = load ptr, ptr %2559, align 8
  %2561 = icmp ugt ptr %2557, %2560
  br i1 %2561, label %2562, label %2568

2562:                                             ; preds = %2554
  %2563 = load ptr, ptr %357, align 8
  %2564 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2563, i32 0, i32 4
  %2565 = load ptr, ptr %2564, align 8
  %2566 = load ptr, ptr %357, align 8
  %2567 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2566, i32 0, i32 3
  store ptr %2565, ptr %2567, align 8
  br label %2568

2568:                                             ; preds = %2509, %2554, %2562
  %2569 = load i32, ptr %938, align 4
  %2570 = load i32, ptr %941, align 4
  %2571 = sub nsw i32 %2570, %2569
  store i32 %2571, ptr %941, align 4
  br label %2572

2572:                                             ; preds = %2568, %2408
  br label %2573

2573:                                             ; preds = %2917, %2572
  %2574 = load i32, ptr %941, align 4
  %2575 = icmp sgt i32 %2574, 0
  br i1 %2575, label %2576, label %2922

2576:                                             ; preds = %2573
  store i32 1, ptr %944, align 4
  br label %2577

2577:                                             ; preds = %2616, %2576
  %2578 = load i32, ptr %944, align 4
  %2579 = load i32, ptr %938, align 4
  %2580 = icmp slt i32 %2578, %2579
  br i1 %2580, label %2581, label %2635

2581:                                             ; preds = %2577
  %2582 = load ptr, ptr %934, align 8
  %2583 = load ptr, ptr %935, align 8
  %2584 = load i32, ptr %941, align 4
  %2585 = load i32, ptr %944, align 4
  %2586 = sub nsw i32 %2584, %2585
  %2587 = sext i32 %2586 to i64
  %2588 = getelementptr inbounds i8, ptr %2583, i64 %2587
  %2589 = load i8, ptr %2588, align 1
  %2590 = zext i8 %2589 to i32
  %2591 = load ptr, ptr %937, align 8
  store ptr %2582, ptr %592, align 8
  store i32 %2590, ptr %593, align 4
  store ptr %2591, ptr %594, align 8
  store i32 0, ptr %595, align 4
  store i32 1, ptr %596, align 4
  %2592 = load ptr, ptr %592, align 8
  %2593 = load ptr, ptr %594, align 8
  %2594 = load i32, ptr %593, align 4
  %2595 = zext i32 %2594 to i64
  %2596 = getelementptr inbounds i64, ptr %2593, i64 %2595
  %2597 = load i64, ptr %2596, align 8
  %2598 = load i32, ptr %595, align 4
  %2599 = load i32, ptr %596, align 4
  store ptr %2592, ptr %215, align 8
  store i64 %2597, ptr %216, align 8
  store i32 %2598, ptr %217, align 4
  store i32 %2599, ptr %218, align 4
  %2600 = load i64, ptr %216, align 8
  %2601 = call i64 @HUF_getNbBits(i64 noundef %2600)
  %2602 = load ptr, ptr %215, align 8
  %2603 = load i32, ptr %217, align 4
  %2604 = sext i32 %2603 to i64
  %2605 = getelementptr inbounds [2 x i64], ptr %2602, i64 0, i64 %2604
  %2606 = load i64, ptr %2605, align 8
  %2607 = lshr i64 %2606, %2601
  store i64 %2607, ptr %2605, align 8
  %2608 = load i32, ptr %218, align 4
  %2609 = icmp ne i32 %2608, 0
  br i1 %2609, label %2610, label %2613

2610:                                             ; preds = %2581
  %2611 = load i64, ptr %216, align 8
  %2612 = call i64 @HUF_getValueFast(i64 noundef %2611)
  br label %2616

2613:                                             ; preds = %2581
  %2614 = load i64, ptr %216, align 8
  %2615 = call i64 @HUF_getValue(i64 noundef %2614)
  br label %2616

2616:                                             ; preds = %2610, %2613
  %2617 = phi i64 [ %2612, %2610 ], [ %2615, %2613 ]
  %2618 = load ptr, ptr %215, align 8
  %2619 = load i32, ptr %217, align 4
  %2620 = sext i32 %2619 to i64
  %2621 = getelementptr inbounds [2 x i64], ptr %2618, i64 0, i64 %2620
  %2622 = load i64, ptr %2621, align 8
  %2623 = or i64 %2622, %2617
  store i64 %2623, ptr %2621, align 8
  %2624 = load i64, ptr %216, align 8
  %2625 = call i64 @HUF_getNbBitsFast(i64 noundef %2624)
  %2626 = load ptr, ptr %215, align 8
  %2627 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2626, i32 0, i32 1
  %2628 = load i32, ptr %217, align 4
  %2629 = sext i32 %2628 to i64
  %2630 = getelementptr inbounds [2 x i64], ptr %2627, i64 0, i64 %2629
  %2631 = load i64, ptr %2630, align 8
  %2632 = add i64 %2631, %2625
  store i64 %2632, ptr %2630, align 8
  %2633 = load i32, ptr %944, align 4
  %2634 = add nsw i32 %2633, 1
  store i32 %2634, ptr %944, align 4
  br label %2577, !llvm.loop !40

2635:                                             ; preds = %2577
  %2636 = load ptr, ptr %934, align 8
  %2637 = load ptr, ptr %935, align 8
  %2638 = load i32, ptr %941, align 4
  %2639 = load i32, ptr %938, align 4
  %2640 = sub nsw i32 %2638, %2639
  %2641 = sext i32 %2640 to i64
  %2642 = getelementptr inbounds i8, ptr %2637, i64 %2641
  %2643 = load i8, ptr %2642, align 1
  %2644 = zext i8 %2643 to i32
  %2645 = load ptr, ptr %937, align 8
  %2646 = load i32, ptr %940, align 4
  store ptr %2636, ptr %577, align 8
  store i32 %2644, ptr %578, align 4
  store ptr %2645, ptr %579, align 8
  store i32 0, ptr %580, align 4
  store i32 %2646, ptr %581, align 4
  %2647 = load ptr, ptr %577, align 8
  %2648 = load ptr, ptr %579, align 8
  %2649 = load i32, ptr %578, align 4
  %2650 = zext i32 %2649 to i64
  %2651 = getelementptr inbounds i64, ptr %2648, i64 %2650
  %2652 = load i64, ptr %2651, align 8
  %2653 = load i32, ptr %580, align 4
  %2654 = load i32, ptr %581, align 4
  store ptr %2647, ptr %227, align 8
  store i64 %2652, ptr %228, align 8
  store i32 %2653, ptr %229, align 4
  store i32 %2654, ptr %230, align 4
  %2655 = load i64, ptr %228, align 8
  %2656 = call i64 @HUF_getNbBits(i64 noundef %2655)
  %2657 = load ptr, ptr %227, align 8
  %2658 = load i32, ptr %229, align 4
  %2659 = sext i32 %2658 to i64
  %2660 = getelementptr inbounds [2 x i64], ptr %2657, i64 0, i64 %2659
  %2661 = load i64, ptr %2660, align 8
  %2662 = lshr i64 %2661, %2656
  store i64 %2662, ptr %2660, align 8
  %2663 = load i32, ptr %230, align 4
  %2664 = icmp ne i32 %2663, 0
  br i1 %2664, label %2665, label %2668

2665:                                             ; preds = %2635
  %2666 = load i64, ptr %228, align 8
  %2667 = call i64 @HUF_getValueFast(i64 noundef %2666)
  br label %2671

2668:                                             ; preds = %2635
  %2669 = load i64, ptr %228, align 8
  %2670 = call i64 @HUF_getValue(i64 noundef %2669)
  br label %2671

2671:                                             ; preds = %2665, %2668
  %2672 = phi i64 [ %2667, %2665 ], [ %2670, %2668 ]
  %2673 = load ptr, ptr %227, align 8
  %2674 = load i32, ptr %229, align 4
  %2675 = sext i32 %2674 to i64
  %2676 = getelementptr inbounds [2 x i64], ptr %2673, i64 0, i64 %2675
  %2677 = load i64, ptr %2676, align 8
  %2678 = or i64 %2677, %2672
  store i64 %2678, ptr %2676, align 8
  %2679 = load i64, ptr %228, align 8
  %2680 = call i64 @HUF_getNbBitsFast(i64 noundef %2679)
  %2681 = load ptr, ptr %227, align 8
  %2682 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2681, i32 0, i32 1
  %2683 = load i32, ptr %229, align 4
  %2684 = sext i32 %2683 to i64
  %2685 = getelementptr inbounds [2 x i64], ptr %2682, i64 0, i64 %2684
  %2686 = load i64, ptr %2685, align 8
  %2687 = add i64 %2686, %2680
  store i64 %2687, ptr %2685, align 8
  %2688 = load ptr, ptr %934, align 8
  %2689 = load i32, ptr %939, align 4
  store ptr %2688, ptr %347, align 8
  store i32 %2689, ptr %348, align 4
  %2690 = load ptr, ptr %347, align 8
  %2691 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2690, i32 0, i32 1
  %2692 = load i64, ptr %2691, align 8
  %2693 = and i64 %2692, 255
  store i64 %2693, ptr %349, align 8
  %2694 = load i64, ptr %349, align 8
  %2695 = lshr i64 %2694, 3
  store i64 %2695, ptr %350, align 8
  %2696 = load ptr, ptr %347, align 8
  %2697 = load i64, ptr %2696, align 8
  %2698 = load i64, ptr %349, align 8
  %2699 = sub i64 64, %2698
  %2700 = lshr i64 %2697, %2699
  store i64 %2700, ptr %351, align 8
  %2701 = load ptr, ptr %347, align 8
  %2702 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2701, i32 0, i32 1
  %2703 = load i64, ptr %2702, align 8
  %2704 = and i64 %2703, 7
  store i64 %2704, ptr %2702, align 8
  %2705 = load ptr, ptr %347, align 8
  %2706 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2705, i32 0, i32 3
  %2707 = load ptr, ptr %2706, align 8
  %2708 = load i64, ptr %351, align 8
  call void @MEM_writeLEST(ptr noundef %2707, i64 noundef %2708)
  %2709 = load i64, ptr %350, align 8
  %2710 = load ptr, ptr %347, align 8
  %2711 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2710, i32 0, i32 3
  %2712 = load ptr, ptr %2711, align 8
  %2713 = getelementptr inbounds i8, ptr %2712, i64 %2709
  store ptr %2713, ptr %2711, align 8
  %2714 = load i32, ptr %348, align 4
  %2715 = icmp ne i32 %2714, 0
  br i1 %2715, label %2730, label %2716

2716:                                             ; preds = %2671
  %2717 = load ptr, ptr %347, align 8
  %2718 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2717, i32 0, i32 3
  %2719 = load ptr, ptr %2718, align 8
  %2720 = load ptr, ptr %347, align 8
  %2721 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2720, i32 0, i32 4
  %2722 = load ptr, ptr %2721, align 8
  %2723 = icmp ugt ptr %2719, %2722
  br i1 %2723, label %2724, label %2730

2724:                                             ; preds = %2716
  %2725 = load ptr, ptr %347, align 8
  %2726 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2725, i32 0, i32 4
  %2727 = load ptr, ptr %2726, align 8
  %2728 = load ptr, ptr %347, align 8
  %2729 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2728, i32 0, i32 3
  store ptr %2727, ptr %2729, align 8
  br label %2730

2730:                                             ; preds = %2671, %2716, %2724
  %2731 = load ptr, ptr %934, align 8
  store ptr %2731, ptr %299, align 8
  %2732 = load ptr, ptr %299, align 8
  %2733 = getelementptr inbounds [2 x i64], ptr %2732, i64 0, i64 1
  store i64 0, ptr %2733, align 8
  %2734 = load ptr, ptr %299, align 8
  %2735 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2734, i32 0, i32 1
  %2736 = getelementptr inbounds [2 x i64], ptr %2735, i64 0, i64 1
  store i64 0, ptr %2736, align 8
  store i32 1, ptr %944, align 4
  br label %2737

2737:                                             ; preds = %2778, %2730
  %2738 = load i32, ptr %944, align 4
  %2739 = load i32, ptr %938, align 4
  %2740 = icmp slt i32 %2738, %2739
  br i1 %2740, label %2741, label %2797

2741:                                             ; preds = %2737
  %2742 = load ptr, ptr %934, align 8
  %2743 = load ptr, ptr %935, align 8
  %2744 = load i32, ptr %941, align 4
  %2745 = load i32, ptr %938, align 4
  %2746 = sub nsw i32 %2744, %2745
  %2747 = load i32, ptr %944, align 4
  %2748 = sub nsw i32 %2746, %2747
  %2749 = sext i32 %2748 to i64
  %2750 = getelementptr inbounds i8, ptr %2743, i64 %2749
  %2751 = load i8, ptr %2750, align 1
  %2752 = zext i8 %2751 to i32
  %2753 = load ptr, ptr %937, align 8
  store ptr %2742, ptr %587, align 8
  store i32 %2752, ptr %588, align 4
  store ptr %2753, ptr %589, align 8
  store i32 1, ptr %590, align 4
  store i32 1, ptr %591, align 4
  %2754 = load ptr, ptr %587, align 8
  %2755 = load ptr, ptr %589, align 8
  %2756 = load i32, ptr %588, align 4
  %2757 = zext i32 %2756 to i64
  %2758 = getelementptr inbounds i64, ptr %2755, i64 %2757
  %2759 = load i64, ptr %2758, align 8
  %2760 = load i32, ptr %590, align 4
  %2761 = load i32, ptr %591, align 4
  store ptr %2754, ptr %219, align 8
  store i64 %2759, ptr %220, align 8
  store i32 %2760, ptr %221, align 4
  store i32 %2761, ptr %222, align 4
  %2762 = load i64, ptr %220, align 8
  %2763 = call i64 @HUF_getNbBits(i64 noundef %2762)
  %2764 = load ptr, ptr %219, align 8
  %2765 = load i32, ptr %221, align 4
  %2766 = sext i32 %2765 to i64
  %2767 = getelementptr inbounds [2 x i64], ptr %2764, i64 0, i64 %2766
  %2768 = load i64, ptr %2767, align 8
  %2769 = lshr i64 %2768, %2763
  store i64 %2769, ptr %2767, align 8
  %2770 = load i32, ptr %222, align 4
  %2771 = icmp ne i32 %2770, 0
  br i1 %2771, label %2772, label %2775

2772:                                             ; preds = %2741
  %2773 = load i64, ptr %220, align 8
  %2774 = call i64 @HUF_getValueFast(i64 noundef %2773)
  br label %2778

2775:                                             ; preds = %2741
  %2776 = load i64, ptr %220, align 8
  %2777 = call i64 @HUF_getValue(i64 noundef %2776)
  br label %2778

2778:                                             ; preds = %2772, %2775
  %2779 = phi i64 [ %2774, %2772 ], [ %2777, %2775 ]
  %2780 = load ptr, ptr %219, align 8
  %2781 = load i32, ptr %221, align 4
  %2782 = sext i32 %2781 to i64
  %2783 = getelementptr inbounds [2 x i64], ptr %2780, i64 0, i64 %2782
  %2784 = load i64, ptr %2783, align 8
  %2785 = or i64 %2784, %2779
  store i64 %2785, ptr %2783, align 8
  %2786 = load i64, ptr %220, align 8
  %2787 = call i64 @HUF_getNbBitsFast(i64 noundef %2786)
  %2788 = load ptr, ptr %219, align 8
  %2789 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2788, i32 0, i32 1
  %2790 = load i32, ptr %221, align 4
  %2791 = sext i32 %2790 to i64
  %2792 = getelementptr inbounds [2 x i64], ptr %2789, i64 0, i64 %2791
  %2793 = load i64, ptr %2792, align 8
  %2794 = add i64 %2793, %2787
  store i64 %2794, ptr %2792, align 8
  %2795 = load i32, ptr %944, align 4
  %2796 = add nsw i32 %2795, 1
  store i32 %2796, ptr %944, align 4
  br label %2737, !llvm.loop !41

2797:                                             ; preds = %2737
  %2798 = load ptr, ptr %934, align 8
  %2799 = load ptr, ptr %935, align 8
  %2800 = load i32, ptr %941, align 4
  %2801 = load i32, ptr %938, align 4
  %2802 = sub nsw i32 %2800, %2801
  %2803 = load i32, ptr %938, align 4
  %2804 = sub nsw i32 %2802, %2803
  %2805 = sext i32 %2804 to i64
  %2806 = getelementptr inbounds i8, ptr %2799, i64 %2805
  %2807 = load i8, ptr %2806, align 1
  %2808 = zext i8 %2807 to i32
  %2809 = load ptr, ptr %937, align 8
  %2810 = load i32, ptr %940, align 4
  store ptr %2798, ptr %582, align 8
  store i32 %2808, ptr %583, align 4
  store ptr %2809, ptr %584, align 8
  store i32 1, ptr %585, align 4
  store i32 %2810, ptr %586, align 4
  %2811 = load ptr, ptr %582, align 8
  %2812 = load ptr, ptr %584, align 8
  %2813 = load i32, ptr %583, align 4
  %2814 = zext i32 %2813 to i64
  %2815 = getelementptr inbounds i64, ptr %2812, i64 %2814
  %2816 = load i64, ptr %2815, align 8
  %2817 = load i32, ptr %585, align 4
  %2818 = load i32, ptr %586, align 4
  store ptr %2811, ptr %223, align 8
  store i64 %2816, ptr %224, align 8
  store i32 %2817, ptr %225, align 4
  store i32 %2818, ptr %226, align 4
  %2819 = load i64, ptr %224, align 8
  %2820 = call i64 @HUF_getNbBits(i64 noundef %2819)
  %2821 = load ptr, ptr %223, align 8
  %2822 = load i32, ptr %225, align 4
  %2823 = sext i32 %2822 to i64
  %2824 = getelementptr inbounds [2 x i64], ptr %2821, i64 0, i64 %2823
  %2825 = load i64, ptr %2824, align 8
  %2826 = lshr i64 %2825, %2820
  store i64 %2826, ptr %2824, align 8
  %2827 = load i32, ptr %226, align 4
  %2828 = icmp ne i32 %2827, 0
  br i1 %2828, label %2829, label %2832

2829:                                             ; preds = %2797
  %2830 = load i64, ptr %224, align 8
  %2831 = call i64 @HUF_getValueFast(i64 noundef %2830)
  br label %2835

2832:                                             ; preds = %2797
  %2833 = load i64, ptr %224, align 8
  %2834 = call i64 @HUF_getValue(i64 noundef %2833)
  br label %2835

2835:                                             ; preds = %2829, %2832
  %2836 = phi i64 [ %2831, %2829 ], [ %2834, %2832 ]
  %2837 = load ptr, ptr %223, align 8
  %2838 = load i32, ptr %225, align 4
  %2839 = sext i32 %2838 to i64
  %2840 = getelementptr inbounds [2 x i64], ptr %2837, i64 0, i64 %2839
  %2841 = load i64, ptr %2840, align 8
  %2842 = or i64 %2841, %2836
  store i64 %2842, ptr %2840, align 8
  %2843 = load i64, ptr %224, align 8
  %2844 = call i64 @HUF_getNbBitsFast(i64 noundef %2843)
  %2845 = load ptr, ptr %223, align 8
  %2846 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2845, i32 0, i32 1
  %2847 = load i32, ptr %225, align 4
  %2848 = sext i32 %2847 to i64
  %2849 = getelementptr inbounds [2 x i64], ptr %2846, i64 0, i64 %2848
  %2850 = load i64, ptr %2849, align 8
  %2851 = add i64 %2850, %2844
  store i64 %2851, ptr %2849, align 8
  %2852 = load ptr, ptr %934, align 8
  store ptr %2852, ptr %289, align 8
  %2853 = load ptr, ptr %289, align 8
  %2854 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2853, i32 0, i32 1
  %2855 = getelementptr inbounds [2 x i64], ptr %2854, i64 0, i64 1
  %2856 = load i64, ptr %2855, align 8
  %2857 = and i64 %2856, 255
  %2858 = load ptr, ptr %289, align 8
  %2859 = load i64, ptr %2858, align 8
  %2860 = lshr i64 %2859, %2857
  store i64 %2860, ptr %2858, align 8
  %2861 = load ptr, ptr %289, align 8
  %2862 = getelementptr inbounds [2 x i64], ptr %2861, i64 0, i64 1
  %2863 = load i64, ptr %2862, align 8
  %2864 = load ptr, ptr %289, align 8
  %2865 = load i64, ptr %2864, align 8
  %2866 = or i64 %2865, %2863
  store i64 %2866, ptr %2864, align 8
  %2867 = load ptr, ptr %289, align 8
  %2868 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2867, i32 0, i32 1
  %2869 = getelementptr inbounds [2 x i64], ptr %2868, i64 0, i64 1
  %2870 = load i64, ptr %2869, align 8
  %2871 = load ptr, ptr %289, align 8
  %2872 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2871, i32 0, i32 1
  %2873 = load i64, ptr %2872, align 8
  %2874 = add i64 %2873, %2870
  store i64 %2874, ptr %2872, align 8
  %2875 = load ptr, ptr %934, align 8
  %2876 = load i32, ptr %939, align 4
  store ptr %2875, ptr %352, align 8
  store i32 %2876, ptr %353, align 4
  %2877 = load ptr, ptr %352, align 8
  %2878 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2877, i32 0, i32 1
  %2879 = load i64, ptr %2878, align 8
  %2880 = and i64 %2879, 255
  store i64 %2880, ptr %354, align 8
  %2881 = load i64, ptr %354, align 8
  %2882 = lshr i64 %2881, 3
  store i64 %2882, ptr %355, align 8
  %2883 = load ptr, ptr %352, align 8
  %2884 = load i64, ptr %2883, align 8
  %2885 = load i64, ptr %354, align 8
  %2886 = sub i64 64, %2885
  %2887 = lshr i64 %2884, %2886
  store i64 %2887, ptr %356, align 8
  %2888 = load ptr, ptr %352, align 8
  %2889 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2888, i32 0, i32 1
  %2890 = load i64, ptr %2889, align 8
  %2891 = and i64 %2890, 7
  store i64 %2891, ptr %2889, align 8
  %2892 = load ptr, ptr %352, align 8
  %2893 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2892, i32 0, i32 3
  %2894 = load ptr, ptr %2893, align 8
  %2895 = load i64, ptr %356, align 8
  call void @MEM_writeLEST(ptr noundef %2894, i64 noundef %2895)
  %2896 = load i64, ptr %355, align 8
  %2897 = load ptr, ptr %352, align 8
  %2898 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2897, i32 0, i32 3
  %2899 = load ptr, ptr %2898, align 8
  %2900 = getelementptr inbounds i8, ptr %2899, i64 %2896
  store ptr %2900, ptr %2898, align 8
  %2901 = load i32, ptr %353, align 4
  %2902 = icmp ne i32 %2901, 0
  br i1 %2902, label %2917, label %2903

2903:                                             ; preds = %2835
  %2904 = load ptr, ptr %352, align 8
  %2905 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2904, i32 0, i32 3
  %2906 = load ptr, ptr %2905, align 8
  %2907 = load ptr, ptr %352, align 8
  %2908 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2907, i32 0, i32 4
  %2909 = load ptr, ptr %2908, align 8
  %2910 = icmp ugt ptr %2906, %2909
  br i1 %2910, label %2911, label %2917

2911:                                             ; preds = %2903
  %2912 = load ptr, ptr %352, align 8
  %2913 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2912, i32 0, i32 4
  %2914 = load ptr, ptr %2913, align 8
  %2915 = load ptr, ptr %352, align 8
  %2916 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2915, i32 0, i32 3
  store ptr %2914, ptr %2916, align 8
  br label %2917

2917:                                             ; preds = %2835, %2903, %2911
  %2918 = load i32, ptr %938, align 4
  %2919 = mul nsw i32 2, %2918
  %2920 = load i32, ptr %941, align 4
  %2921 = sub nsw i32 %2920, %2919
  store i32 %2921, ptr %941, align 4
  br label %2573, !llvm.loop !42

2922:                                             ; preds = %2573
  br label %3551

2923:                                             ; preds = %1665
  br label %2924

2924:                                             ; preds = %2923, %1665
  %2925 = load ptr, ptr %976, align 8
  %2926 = load i64, ptr %971, align 8
  %2927 = load ptr, ptr %975, align 8
  store ptr %979, ptr %923, align 8
  store ptr %2925, ptr %924, align 8
  store i64 %2926, ptr %925, align 8
  store ptr %2927, ptr %926, align 8
  store i32 3, ptr %927, align 4
  store i32 1, ptr %928, align 4
  store i32 1, ptr %929, align 4
  %2928 = load i64, ptr %925, align 8
  %2929 = trunc i64 %2928 to i32
  store i32 %2929, ptr %930, align 4
  %2930 = load i32, ptr %930, align 4
  %2931 = load i32, ptr %927, align 4
  %2932 = srem i32 %2930, %2931
  store i32 %2932, ptr %931, align 4
  %2933 = load i32, ptr %931, align 4
  %2934 = icmp sgt i32 %2933, 0
  br i1 %2934, label %2935, label %3036

2935:                                             ; preds = %2924
  br label %2936

2936:                                             ; preds = %2973, %2935
  %2937 = load i32, ptr %931, align 4
  %2938 = icmp sgt i32 %2937, 0
  br i1 %2938, label %2939, label %2992

2939:                                             ; preds = %2936
  %2940 = load ptr, ptr %923, align 8
  %2941 = load ptr, ptr %924, align 8
  %2942 = load i32, ptr %930, align 4
  %2943 = add nsw i32 %2942, -1
  store i32 %2943, ptr %930, align 4
  %2944 = sext i32 %2943 to i64
  %2945 = getelementptr inbounds i8, ptr %2941, i64 %2944
  %2946 = load i8, ptr %2945, align 1
  %2947 = zext i8 %2946 to i32
  %2948 = load ptr, ptr %926, align 8
  store ptr %2940, ptr %642, align 8
  store i32 %2947, ptr %643, align 4
  store ptr %2948, ptr %644, align 8
  store i32 0, ptr %645, align 4
  store i32 0, ptr %646, align 4
  %2949 = load ptr, ptr %642, align 8
  %2950 = load ptr, ptr %644, align 8
  %2951 = load i32, ptr %643, align 4
  %2952 = zext i32 %2951 to i64
  %2953 = getelementptr inbounds i64, ptr %2950, i64 %2952
  %2954 = load i64, ptr %2953, align 8
  %2955 = load i32, ptr %645, align 4
  %2956 = load i32, ptr %646, align 4
  store ptr %2949, ptr %175, align 8
  store i64 %2954, ptr %176, align 8
  store i32 %2955, ptr %177, align 4
  store i32 %2956, ptr %178, align 4
  %2957 = load i64, ptr %176, align 8
  %2958 = call i64 @HUF_getNbBits(i64 noundef %2957)
  %2959 = load ptr, ptr %175, align 8
  %2960 = load i32, ptr %177, align 4
  %2961 = sext i32 %2960 to i64
  %2962 = getelementptr inbounds [2 x i64], ptr %2959, i64 0, i64 %2961
  %2963 = load i64, ptr %2962, align 8
  %2964 = lshr i64 %2963, %2958
  store i64 %2964, ptr %2962, align 8
  %2965 = load i32, ptr %178, align 4
  %2966 = icmp ne i32 %2965, 0
  br i1 %2966, label %2967, label %2970

2967:                                             ; preds = %2939
  %2968 = load i64, ptr %176, align 8
  %2969 = call i64 @HUF_getValueFast(i64 noundef %2968)
  br label %2973

2970:                                             ; preds = %2939
  %2971 = load i64, ptr %176, align 8
  %2972 = call i64 @HUF_getValue(i64 noundef %2971)
  br label %2973

2973:                                             ; preds = %2967, %2970
  %2974 = phi i64 [ %2969, %2967 ], [ %2972, %2970 ]
  %2975 = load ptr, ptr %175, align 8
  %2976 = load i32, ptr %177, align 4
  %2977 = sext i32 %2976 to i64
  %2978 = getelementptr inbounds [2 x i64], ptr %2975, i64 0, i64 %2977
  %2979 = load i64, ptr %2978, align 8
  %2980 = or i64 %2979, %2974
  store i64 %2980, ptr %2978, align 8
  %2981 = load i64, ptr %176, align 8
  %2982 = call i64 @HUF_getNbBitsFast(i64 noundef %2981)
  %2983 = load ptr, ptr %175, align 8
  %2984 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2983, i32 0, i32 1
  %2985 = load i32, ptr %177, align 4
  %2986 = sext i32 %2985 to i64
  %2987 = getelementptr inbounds [2 x i64], ptr %2984, i64 0, i64 %2986
  %2988 = load i64, ptr %2987, align 8
  %2989 = add i64 %2988, %2982
  store i64 %2989, ptr %2987, align 8
  %2990 = load i32, ptr %931, align 4
  %2991 = add nsw i32 %2990, -1
  store i32 %2991, ptr %931, align 4
  br label %2936, !llvm.loop !38

2992:                                             ; preds = %2936
  %2993 = load ptr, ptr %923, align 8
  %2994 = load i32, ptr %928, align 4
  store ptr %2993, ptr %382, align 8
  store i32 %2994, ptr %383, align 4
  %2995 = load ptr, ptr %382, align 8
  %2996 = getelementptr inbounds %struct.HUF_CStream_t, ptr %2995, i32 0, i32 1
  %2997 = load i64, ptr %2996, align 8
  %2998 = and i64 %2997, 255
  store i64 %2998, ptr %384, align 8
  %2999 = load i64, ptr %384, align 8
  %3000 = lshr i64 %2999, 3
  store i64 %3000, ptr %385, align 8
  %3001 = load ptr, ptr %382, align 8
  %3002 = load i64, ptr %3001, align 8
  %3003 = load i64, ptr %384, align 8
  %3004 = sub i64 64, %3003
  %3005 = lshr i64 %3002, %3004
  store i64 %3005, ptr %386, align 8
  %3006 = load ptr, ptr %382, align 8
  %3007 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3006, i32 0, i32 1
  %3008 = load i64, ptr %3007, align 8
  %3009 = and i64 %3008, 7
  store i64 %3009, ptr %3007, align 8
  %3010 = load ptr, ptr %382, align 8
  %3011 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3010, i32 0, i32 3
  %3012 = load ptr, ptr %3011, align 8
  %3013 = load i64, ptr %386, align 8
  call void @MEM_writeLEST(ptr noundef %3012, i64 noundef %3013)
  %3014 = load i64, ptr %385, align 8
  %3015 = load ptr, ptr %382, align 8
  %3016 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3015, i32 0, i32 3
  %3017 = load ptr, ptr %3016, align 8
  %3018 = getelementptr inbounds i8, ptr %3017, i64 %3014
  store ptr %3018, ptr %3016, align 8
  %3019 = load i32, ptr %383, align 4
  %3020 = icmp ne i32 %3019, 0
  br i1 %3020, label %3035, label %3021

3021:                                             ; preds = %2992
  %3022 = load ptr, ptr %382, align 8
  %3023 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3022, i32 0, i32 3
  %3024 = load ptr, ptr %3023, align 8
  %3025 = load ptr, ptr %382, align 8
  %3026 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3025, i32 0, i32 4
  %3027 = load ptr, ptr %3026, align 8
  %3028 = icmp ugt ptr %3024, %3027
  br i1 %3028, label %3029, label %3035

3029:                                             ; preds = %3021
  %3030 = load ptr, ptr %382, align 8
  %3031 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3030, i32 0, i32 4
  %3032 = load ptr, ptr %3031, align 8
  %3033 = load ptr, ptr %382, align 8
  %3034 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3033, i32 0, i32 3
  store ptr %3032, ptr %3034, align 8
  br label %3035

3035:                                             ; preds = %2992, %3021, %3029
  br label %3036

3036:                                             ; preds = %3035, %2924
  %3037 = load i32, ptr %930, align 4
  %3038 = load i32, ptr %927, align 4
  %3039 = mul nsw i32 2, %3038
  %3040 = srem i32 %3037, %3039
  %3041 = icmp ne i32 %3040, 0
  br i1 %3041, label %3042, label %3200

3042:                                             ; preds = %3036
  store i32 1, ptr %932, align 4
  br label %3043

3043:                                             ; preds = %3082, %3042
  %3044 = load i32, ptr %932, align 4
  %3045 = load i32, ptr %927, align 4
  %3046 = icmp slt i32 %3044, %3045
  br i1 %3046, label %3047, label %3101

3047:                                             ; preds = %3043
  %3048 = load ptr, ptr %923, align 8
  %3049 = load ptr, ptr %924, align 8
  %3050 = load i32, ptr %930, align 4
  %3051 = load i32, ptr %932, align 4
  %3052 = sub nsw i32 %3050, %3051
  %3053 = sext i32 %3052 to i64
  %3054 = getelementptr inbounds i8, ptr %3049, i64 %3053
  %3055 = load i8, ptr %3054, align 1
  %3056 = zext i8 %3055 to i32
  %3057 = load ptr, ptr %926, align 8
  store ptr %3048, ptr %637, align 8
  store i32 %3056, ptr %638, align 4
  store ptr %3057, ptr %639, align 8
  store i32 0, ptr %640, align 4
  store i32 1, ptr %641, align 4
  %3058 = load ptr, ptr %637, align 8
  %3059 = load ptr, ptr %639, align 8
  %3060 = load i32, ptr %638, align 4
  %3061 = zext i32 %3060 to i64
  %3062 = getelementptr inbounds i64, ptr %3059, i64 %3061
  %3063 = load i64, ptr %3062, align 8
  %3064 = load i32, ptr %640, align 4
  %3065 = load i32, ptr %641, align 4
  store ptr %3058, ptr %179, align 8
  store i64 %3063, ptr %180, align 8
  store i32 %3064, ptr %181, align 4
  store i32 %3065, ptr %182, align 4
  %3066 = load i64, ptr %180, align 8
  %3067 = call i64 @HUF_getNbBits(i64 noundef %3066)
  %3068 = load ptr, ptr %179, align 8
  %3069 = load i32, ptr %181, align 4
  %3070 = sext i32 %3069 to i64
  %3071 = getelementptr inbounds [2 x i64], ptr %3068, i64 0, i64 %3070
  %3072 = load i64, ptr %3071, align 8
  %3073 = lshr i64 %3072, %3067
  store i64 %3073, ptr %3071, align 8
  %3074 = load i32, ptr %182, align 4
  %3075 = icmp ne i32 %3074, 0
  br i1 %3075, label %3076, label %3079

3076:                                             ; preds = %3047
  %3077 = load i64, ptr %180, align 8
  %3078 = call i64 @HUF_getValueFast(i64 noundef %3077)
  br label %3082

3079:                                             ; preds = %3047
  %3080 = load i64, ptr %180, align 8
  %3081 = call i64 @HUF_getValue(i64 noundef %3080)
  br label %3082

3082:                                             ; preds = %3076, %3079
  %3083 = phi i64 [ %3078, %3076 ], [ %3081, %3079 ]
  %3084 = load ptr, ptr %179, align 8
  %3085 = load i32, ptr %181, align 4
  %3086 = sext i32 %3085 to i64
  %3087 = getelementptr inbounds [2 x i64], ptr %3084, i64 0, i64 %3086
  %3088 = load i64, ptr %3087, align 8
  %3089 = or i64 %3088, %3083
  store i64 %3089, ptr %3087, align 8
  %3090 = load i64, ptr %180, align 8
  %3091 = call i64 @HUF_getNbBitsFast(i64 noundef %3090)
  %3092 = load ptr, ptr %179, align 8
  %3093 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3092, i32 0, i32 1
  %3094 = load i32, ptr %181, align 4
  %3095 = sext i32 %3094 to i64
  %3096 = getelementptr inbounds [2 x i64], ptr %3093, i64 0, i64 %3095
  %3097 = load i64, ptr %3096, align 8
  %3098 = add i64 %3097, %3091
  store i64 %3098, ptr %3096, align 8
  %3099 = load i32, ptr %932, align 4
  %3100 = add nsw i32 %3099, 1
  store i32 %3100, ptr %932, align 4
  br label %3043, !llvm.loop !39

3101:                                             ; preds = %3043
  %3102 = load ptr, ptr %923, align 8
  %3103 = load ptr, ptr %924, align 8
  %3104 = load i32, ptr %930, align 4
  %3105 = load i32, ptr %927, align 4
  %3106 = sub nsw i32 %3104, %3105
  %3107 = sext i32 %3106 to i64
  %3108 = getelementptr inbounds i8, ptr %3103, i64 %3107
  %3109 = load i8, ptr %3108, align 1
  %3110 = zext i8 %3109 to i32
  %3111 = load ptr, ptr %926, align 8
  %3112 = load i32, ptr %929, align 4
  store ptr %3102, ptr %632, align 8
  store i32 %3110, ptr %633, align 4
  store ptr %3111, ptr %634, align 8
  store i32 0, ptr %635, align 4
  store i32 %3112, ptr %636, align 4
  %3113 = load ptr, ptr %632, align 8
  %3114 = load ptr, ptr %634, align 8
  %3115 = load i32, ptr %633, align 4
  %3116 = zext i32 %3115 to i64
  %3117 = getelementptr inbounds i64, ptr %3114, i64 %3116
  %3118 = load i64, ptr %3117, align 8
  %3119 = load i32, ptr %635, align 4
  %3120 = load i32, ptr %636, align 4
  store ptr %3113, ptr %183, align 8
  store i64 %3118, ptr %184, align 8
  store i32 %3119, ptr %185, align 4
  store i32 %3120, ptr %186, align 4
  %3121 = load i64, ptr %184, align 8
  %3122 = call i64 @HUF_getNbBits(i64 noundef %3121)
  %3123 = load ptr, ptr %183, align 8
  %3124 = load i32, ptr %185, align 4
  %3125 = sext i32 %3124 to i64
  %3126 = getelementptr inbounds [2 x i64], ptr %3123, i64 0, i64 %3125
  %3127 = load i64, ptr %3126, align 8
  %3128 = lshr i64 %3127, %3122
  store i64 %3128, ptr %3126, align 8
  %3129 = load i32, ptr %186, align 4
  %3130 = icmp ne i32 %3129, 0
  br i1 %3130, label %3131, label %3134

3131:                                             ; preds = %3101
  %3132 = load i64, ptr %184, align 8
  %3133 = call i64 @HUF_getValueFast(i64 noundef %3132)
  br label %3137

3134:                                             ; preds = %3101
  %3135 = load i64, ptr %184, align 8
  %3136 = call i64 @HUF_getValue(i64 noundef %3135)
  br label %3137

3137:                                             ; preds = %3131, %3134
  %3138 = phi i64 [ %3133, %3131 ], [ %3136, %3134 ]
  %3139 = load ptr, ptr %183, align 8
  %3140 = load i32, ptr %185, align 4
  %3141 = sext i32 %3140 to i64
  %3142 = getelementptr inbounds [2 x i64], ptr %3139, i64 0, i64 %3141
  %3143 = load i64, ptr %3142, align 8
  %3144 = or i64 %3143, %3138
  store i64 %3144, ptr %3142, align 8
  %3145 = load i64, ptr %184, align 8
  %3146 = call i64 @HUF_getNbBitsFast(i64 noundef %3145)
  %3147 = load ptr, ptr %183, align 8
  %3148 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3147, i32 0, i32 1
  %3149 = load i32, ptr %185, align 4
  %3150 = sext i32 %3149 to i64
  %3151 = getelementptr inbounds [2 x i64], ptr %3148, i64 0, i64 %3150
  %3152 = load i64, ptr %3151, align 8
  %3153 = add i64 %3152, %3146
  store i64 %3153, ptr %3151, align 8
  %3154 = load ptr, ptr %923, align 8
  %3155 = load i32, ptr %928, align 4
  store ptr %3154, ptr %377, align 8
  store i32 %3155, ptr %378, align 4
  %3156 = load ptr, ptr %377, align 8
  %3157 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3156, i32 0, i32 1
  %3158 = load i64, ptr %3157, align 8
  %3159 = and i64 %3158, 255
  store i64 %3159, ptr %379, align 8
  %3160 = load i64, ptr %379, align 8
  %3161 = lshr i64 %3160, 3
  store i64 %3161, ptr %380, align 8
  %3162 = load ptr, ptr %377, align 8
  %3163 = load i64, ptr %3162, align 8
  %3164 = load i64, ptr %379, align 8
  %3165 = sub i64 64, %3164
  %3166 = lshr i64 %3163, %3165
  store i64 %3166, ptr %381, align 8
  %3167 = load ptr, ptr %377, align 8
  %3168 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3167, i32 0, i32 1
  %3169 = load i64, ptr %3168, align 8
  %3170 = and i64 %3169, 7
  store i64 %3170, ptr %3168, align 8
  %3171 = load ptr, ptr %377, align 8
  %3172 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3171, i32 0, i32 3
  %3173 = load ptr, ptr %3172, align 8
  %3174 = load i64, ptr %381, align 8
  call void @MEM_writeLEST(ptr noundef %3173, i64 noundef %3174)
  %3175 = load i64, ptr %380, align 8
  %3176 = load ptr, ptr %377, align 8
  %3177 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3176, i32 0, i32 3
  %3178 = load ptr, ptr %3177, align 8
  %3179 = getelementptr inbounds i8, ptr %3178, i64 %3175
  store ptr %3179, ptr %3177, align 8
  %3180 = load i32, ptr %378, align 4
  %3181 = icmp ne i32 %3180, 0
  br i1 %3181, label %3196, label %3182

3182:                                             ; preds = %3137
  %3183 = load ptr, ptr %377, align 8
  %3184 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3183, i32 0, i32 3
  %3185 = load ptr, ptr %3184, align 8
  %3186 = load ptr, ptr %377, align 8
  %3187 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3186, i32 0, i32 4
  %3188 = load ptr, ptr %3187, align 8
  %3189 = icmp ugt ptr %3185, %3188
  br i1 %3189, label %3190, label %3196

3190:                                             ; preds = %3182
  %3191 = load ptr, ptr %377, align 8
  %3192 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3191, i32 0, i32 4
  %3193 = load ptr, ptr %3192, align 8
  %3194 = load ptr, ptr %377, align 8
  %3195 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3194, i32 0, i32 3
  store ptr %3193, ptr %3195, align 8
  br label %3196

3196:                                             ; preds = %3137, %3182, %3190
  %3197 = load i32, ptr %927, align 4
  %3198 = load i32, ptr %930, align 4
  %3199 = sub nsw i32 %3198, %3197
  store i32 %3199, ptr %930, align 4
  br label %3200

3200:                                             ; preds = %3196, %3036
  br label %3201

3201:                                             ; preds = %3545, %3200
  %3202 = load i32, ptr %930, align 4
  %3203 = icmp sgt i32 %3202, 0
  br i1 %3203, label %3204, label %3550

3204:                                             ; preds = %3201
  store i32 1, ptr %933, align 4
  br label %3205

3205:                                             ; preds = %3244, %3204
  %3206 = load i32, ptr %933, align 4
  %3207 = load i32, ptr %927, align 4
  %3208 = icmp slt i32 %3206, %3207
  br i1 %3208, label %3209, label %3263

3209:                                             ; preds = %3205
  %3210 = load ptr, ptr %923, align 8
  %3211 = load ptr, ptr %924, align 8
  %3212 = load i32, ptr %930, align 4
  %3213 = load i32, ptr %933, align 4
  %3214 = sub nsw i32 %3212, %3213
  %3215 = sext i32 %3214 to i64
  %3216 = getelementptr inbounds i8, ptr %3211, i64 %3215
  %3217 = load i8, ptr %3216, align 1
  %3218 = zext i8 %3217 to i32
  %3219 = load ptr, ptr %926, align 8
  store ptr %3210, ptr %627, align 8
  store i32 %3218, ptr %628, align 4
  store ptr %3219, ptr %629, align 8
  store i32 0, ptr %630, align 4
  store i32 1, ptr %631, align 4
  %3220 = load ptr, ptr %627, align 8
  %3221 = load ptr, ptr %629, align 8
  %3222 = load i32, ptr %628, align 4
  %3223 = zext i32 %3222 to i64
  %3224 = getelementptr inbounds i64, ptr %3221, i64 %3223
  %3225 = load i64, ptr %3224, align 8
  %3226 = load i32, ptr %630, align 4
  %3227 = load i32, ptr %631, align 4
  store ptr %3220, ptr %187, align 8
  store i64 %3225, ptr %188, align 8
  store i32 %3226, ptr %189, align 4
  store i32 %3227, ptr %190, align 4
  %3228 = load i64, ptr %188, align 8
  %3229 = call i64 @HUF_getNbBits(i64 noundef %3228)
  %3230 = load ptr, ptr %187, align 8
  %3231 = load i32, ptr %189, align 4
  %3232 = sext i32 %3231 to i64
  %3233 = getelementptr inbounds [2 x i64], ptr %3230, i64 0, i64 %3232
  %3234 = load i64, ptr %3233, align 8
  %3235 = lshr i64 %3234, %3229
  store i64 %3235, ptr %3233, align 8
  %3236 = load i32, ptr %190, align 4
  %3237 = icmp ne i32 %3236, 0
  br i1 %3237, label %3238, label %3241

3238:                                             ; preds = %3209
  %3239 = load i64, ptr %188, align 8
  %3240 = call i64 @HUF_getValueFast(i64 noundef %3239)
  br label %3244

3241:                                             ; preds = %3209
  %3242 = load i64, ptr %188, align 8
  %3243 = call i64 @HUF_getValue(i64 noundef %3242)
  br label %3244

3244:                                             ; preds = %3238, %3241
  %3245 = phi i64 [ %3240, %3238 ], [ %3243, %3241 ]
  %3246 = load ptr, ptr %187, align 8
  %3247 = load i32, ptr %189, align 4
  %3248 = sext i32 %3247 to i64
  %3249 = getelementptr inbounds [2 x i64], ptr %3246, i64 0, i64 %3248
  %3250 = load i64, ptr %3249, align 8
  %3251 = or i64 %3250, %3245
  store i64 %3251, ptr %3249, align 8
  %3252 = load i64, ptr %188, align 8
  %3253 = call i64 @HUF_getNbBitsFast(i64 noundef %3252)
  %3254 = load ptr, ptr %187, align 8
  %3255 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3254, i32 0, i32 1
  %3256 = load i32, ptr %189, align 4
  %3257 = sext i32 %3256 to i64
  %3258 = getelementptr inbounds [2 x i64], ptr %3255, i64 0, i64 %3257
  %3259 = load i64, ptr %3258, align 8
  %3260 = add i64 %3259, %3253
  store i64 %3260, ptr %3258, align 8
  %3261 = load i32, ptr %933, align 4
  %3262 = add nsw i32 %3261, 1
  store i32 %3262, ptr %933, align 4
  br label %3205, !llvm.loop !40

3263:                                             ; preds = %3205
  %3264 = load ptr, ptr %923, align 8
  %3265 = load ptr, ptr %924, align 8
  %3266 = load i32, ptr %930, align 4
  %3267 = load i32, ptr %927, align 4
  %3268 = sub nsw i32 %3266, %3267
  %3269 = sext i32 %3268 to i64
  %3270 = getelementptr inbounds i8, ptr %3265, i64 %3269
  %3271 = load i8, ptr %3270, align 1
  %3272 = zext i8 %3271 to i32
  %3273 = load ptr, ptr %926, align 8
  %3274 = load i32, ptr %929, align 4
  store ptr %3264, ptr %612, align 8
  store i32 %3272, ptr %613, align 4
  store ptr %3273, ptr %614, align 8
  store i32 0, ptr %615, align 4
  store i32 %3274, ptr %616, align 4
  %3275 = load ptr, ptr %612, align 8
  %3276 = load ptr, ptr %614, align 8
  %3277 = load i32, ptr %613, align 4
  %3278 = zext i32 %3277 to i64
  %3279 = getelementptr inbounds i64, ptr %3276, i64 %3278
  %3280 = load i64, ptr %3279, align 8
  %3281 = load i32, ptr %615, align 4
  %3282 = load i32, ptr %616, align 4
  store ptr %3275, ptr %199, align 8
  store i64 %3280, ptr %200, align 8
  store i32 %3281, ptr %201, align 4
  store i32 %3282, ptr %202, align 4
  %3283 = load i64, ptr %200, align 8
  %3284 = call i64 @HUF_getNbBits(i64 noundef %3283)
  %3285 = load ptr, ptr %199, align 8
  %3286 = load i32, ptr %201, align 4
  %3287 = sext i32 %3286 to i64
  %3288 = getelementptr inbounds [2 x i64], ptr %3285, i64 0, i64 %3287
  %3289 = load i64, ptr %3288, align 8
  %3290 = lshr i64 %3289, %3284
  store i64 %3290, ptr %3288, align 8
  %3291 = load i32, ptr %202, align 4
  %3292 = icmp ne i32 %3291, 0
  br i1 %3292, label %3293, label %3296

3293:                                             ; preds = %3263
  %3294 = load i64, ptr %200, align 8
  %3295 = call i64 @HUF_getValueFast(i64 noundef %3294)
  br label %3299

3296:                                             ; preds = %3263
  %3297 = load i64, ptr %200, align 8
  %3298 = call i64 @HUF_getValue(i64 noundef %3297)
  br label %3299

3299:                                             ; preds = %3293, %3296
  %3300 = phi i64 [ %3295, %3293 ], [ %3298, %3296 ]
  %3301 = load ptr, ptr %199, align 8
  %3302 = load i32, ptr %201, align 4
  %3303 = sext i32 %3302 to i64
  %3304 = getelementptr inbounds [2 x i64], ptr %3301, i64 0, i64 %3303
  %3305 = load i64, ptr %3304, align 8
  %3306 = or i64 %3305, %3300
  store i64 %3306, ptr %3304, align 8
  %3307 = load i64, ptr %200, align 8
  %3308 = call i64 @HUF_getNbBitsFast(i64 noundef %3307)
  %3309 = load ptr, ptr %199, align 8
  %3310 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3309, i32 0, i32 1
  %3311 = load i32, ptr %201, align 4
  %3312 = sext i32 %3311 to i64
  %3313 = getelementptr inbounds [2 x i64], ptr %3310, i64 0, i64 %3312
  %3314 = load i64, ptr %3313, align 8
  %3315 = add i64 %3314, %3308
  store i64 %3315, ptr %3313, align 8
  %3316 = load ptr, ptr %923, align 8
  %3317 = load i32, ptr %928, align 4
  store ptr %3316, ptr %367, align 8
  store i32 %3317, ptr %368, align 4
  %3318 = load ptr, ptr %367, align 8
  %3319 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3318, i32 0, i32 1
  %3320 = load i64, ptr %3319, align 8
  %3321 = and i64 %3320, 255
  store i64 %3321, ptr %369, align 8
  %3322 = load i64, ptr %369, align 8
  %3323 = lshr i64 %3322, 3
  store i64 %3323, ptr %370, align 8
  %3324 = load ptr, ptr %367, align 8
  %3325 = load i64, ptr %3324, align 8
  %3326 = load i64, ptr %369, align 8
  %3327 = sub i64 64, %3326
  %3328 = lshr i64 %3325, %3327
  store i64 %3328, ptr %371, align 8
  %3329 = load ptr, ptr %367, align 8
  %3330 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3329, i32 0, i32 1
  %3331 = load i64, ptr %3330, align 8
  %3332 = and i64 %3331, 7
  store i64 %3332, ptr %3330, align 8
  %3333 = load ptr, ptr %367, align 8
  %3334 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3333, i32 0, i32 3
  %3335 = load ptr, ptr %3334, align 8
  %3336 = load i64, ptr %371, align 8
  call void @MEM_writeLEST(ptr noundef %3335, i64 noundef %3336)
  %3337 = load i64, ptr %370, align 8
  %3338 = load ptr, ptr %367, align 8
  %3339 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3338, i32 0, i32 3
  %3340 = load ptr, ptr %3339, align 8
  %3341 = getelementptr inbounds i8, ptr %3340, i64 %3337
  store ptr %3341, ptr %3339, align 8
  %3342 = load i32, ptr %368, align 4
  %3343 = icmp ne i32 %3342, 0
  br i1 %3343, label %3358, label %3344

3344:                                             ; preds = %3299
  %3345 = load ptr, ptr %367, align 8
  %3346 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3345, i32 0, i32 3
  %3347 = load ptr, ptr %3346, align 8
  %3348 = load ptr, ptr %367, align 8
  %3349 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3348, i32 0, i32 4
  %3350 = load ptr, ptr %3349, align 8
  %3351 = icmp ugt ptr %3347, %3350
  br i1 %3351, label %3352, label %3358

3352:                                             ; preds = %3344
  %3353 = load ptr, ptr %367, align 8
  %3354 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3353, i32 0, i32 4
  %3355 = load ptr, ptr %3354, align 8
  %3356 = load ptr, ptr %367, align 8
  %3357 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3356, i32 0, i32 3
  store ptr %3355, ptr %3357, align 8
  br label %3358

3358:                                             ; preds = %3299, %3344, %3352
  %3359 = load ptr, ptr %923, align 8
  store ptr %3359, ptr %300, align 8
  %3360 = load ptr, ptr %300, align 8
  %3361 = getelementptr inbounds [2 x i64], ptr %3360, i64 0, i64 1
  store i64 0, ptr %3361, align 8
  %3362 = load ptr, ptr %300, align 8
  %3363 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3362, i32 0, i32 1
  %3364 = getelementptr inbounds [2 x i64], ptr %3363, i64 0, i64 1
  store i64 0, ptr %3364, align 8
  store i32 1, ptr %933, align 4
  br label %3365

3365:                                             ; preds = %3406, %3358
  %3366 = load i32, ptr %933, align 4
  %3367 = load i32, ptr %927, align 4
  %3368 = icmp slt i32 %3366, %3367
  br i1 %3368, label %3369, label %3425

3369:                                             ; preds = %3365
  %3370 = load ptr, ptr %923, align 8
  %3371 = load ptr, ptr %924, align 8
  %3372 = load i32, ptr %930, align 4
  %3373 = load i32, ptr %927, align 4
  %3374 = sub nsw i32 %3372, %3373
  %3375 = load i32, ptr %933, align 4
  %3376 = sub nsw i32 %3374, %3375
  %3377 = sext i32 %3376 to i64
  %3378 = getelementptr inbounds i8, ptr %3371, i64 %3377
  %3379 = load i8, ptr %3378, align 1
  %3380 = zext i8 %3379 to i32
  %3381 = load ptr, ptr %926, align 8
  store ptr %3370, ptr %622, align 8
  store i32 %3380, ptr %623, align 4
  store ptr %3381, ptr %624, align 8
  store i32 1, ptr %625, align 4
  store i32 1, ptr %626, align 4
  %3382 = load ptr, ptr %622, align 8
  %3383 = load ptr, ptr %624, align 8
  %3384 = load i32, ptr %623, align 4
  %3385 = zext i32 %3384 to i64
  %3386 = getelementptr inbounds i64, ptr %3383, i64 %3385
  %3387 = load i64, ptr %3386, align 8
  %3388 = load i32, ptr %625, align 4
  %3389 = load i32, ptr %626, align 4
  store ptr %3382, ptr %191, align 8
  store i64 %3387, ptr %192, align 8
  store i32 %3388, ptr %193, align 4
  store i32 %3389, ptr %194, align 4
  %3390 = load i64, ptr %192, align 8
  %3391 = call i64 @HUF_getNbBits(i64 noundef %3390)
  %3392 = load ptr, ptr %191, align 8
  %3393 = load i32, ptr %193, align 4
  %3394 = sext i32 %3393 to i64
  %3395 = getelementptr inbounds [2 x i64], ptr %3392, i64 0, i64 %3394
  %3396 = load i64, ptr %3395, align 8
  %3397 = lshr i64 %3396, %3391
  store i64 %3397, ptr %3395, align 8
  %3398 = load i32, ptr %194, align 4
  %3399 = icmp ne i32 %3398, 0
  br i1 %3399, label %3400, label %3403

3400:                                             ; preds = %3369
  %3401 = load i64, ptr %192, align 8
  %3402 = call i64 @HUF_getValueFast(i64 noundef %3401)
  br label %3406

3403:                                             ; preds = %3369
  %3404 = load i64, ptr %192, align 8
  %3405 = call i64 @HUF_getValue(i64 noundef %3404)
  br label %3406

3406:                                             ; preds = %3400, %3403
  %3407 = phi i64 [ %3402, %3400 ], [ %3405, %3403 ]
  %3408 = load ptr, ptr %191, align 8
  %3409 = load i32, ptr %193, align 4
  %3410 = sext i32 %3409 to i64
  %3411 = getelementptr inbounds [2 x i64], ptr %3408, i64 0, i64 %3410
  %3412 = load i64, ptr %3411, align 8
  %3413 = or i64 %3412, %3407
  store i64 %3413, ptr %3411, align 8
  %3414 = load i64, ptr %192, align 8
  %3415 = call i64 @HUF_getNbBitsFast(i64 noundef %3414)
  %3416 = load ptr, ptr %191, align 8
  %3417 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3416, i32 0, i32 1
  %3418 = load i32, ptr %193, align 4
  %3419 = sext i32 %3418 to i64
  %3420 = getelementptr inbounds [2 x i64], ptr %3417, i64 0, i64 %3419
  %3421 = load i64, ptr %3420, align 8
  %3422 = add i64 %3421, %3415
  store i64 %3422, ptr %3420, align 8
  %3423 = load i32, ptr %933, align 4
  %3424 = add nsw i32 %3423, 1
  store i32 %3424, ptr %933, align 4
  br label %3365, !llvm.loop !41

3425:                                             ; preds = %3365
  %3426 = load ptr, ptr %923, align 8
  %3427 = load ptr, ptr %924, align 8
  %3428 = load i32, ptr %930, align 4
  %3429 = load i32, ptr %927, align 4
  %3430 = sub nsw i32 %3428, %3429
  %3431 = load i32, ptr %927, align 4
  %3432 = sub nsw i32 %3430, %3431
  %3433 = sext i32 %3432 to i64
  %3434 = getelementptr inbounds i8, ptr %3427, i64 %3433
  %3435 = load i8, ptr %3434, align 1
  %3436 = zext i8 %3435 to i32
  %3437 = load ptr, ptr %926, align 8
  %3438 = load i32, ptr %929, align 4
  store ptr %3426, ptr %617, align 8
  store i32 %3436, ptr %618, align 4
  store ptr %3437, ptr %619, align 8
  store i32 1, ptr %620, align 4
  store i32 %3438, ptr %621, align 4
  %3439 = load ptr, ptr %617, align 8
  %3440 = load ptr, ptr %619, align 8
  %3441 = load i32, ptr %618, align 4
  %3442 = zext i32 %3441 to i64
  %3443 = getelementptr inbounds i64, ptr %3440, i64 %3442
  %3444 = load i64, ptr %3443, align 8
  %3445 = load i32, ptr %620, align 4
  %3446 = load i32, ptr %621, align 4
  store ptr %3439, ptr %195, align 8
  store i64 %3444, ptr %196, align 8
  store i32 %3445, ptr %197, align 4
  store i32 %3446, ptr %198, align 4
  %3447 = load i64, ptr %196, align 8
  %3448 = call i64 @HUF_getNbBits(i64 noundef %3447)
  %3449 = load ptr, ptr %195, align 8
  %3450 = load i32, ptr %197, align 4
  %3451 = sext i32 %3450 to i64
  %3452 = getelementptr inbounds [2 x i64], ptr %3449, i64 0, i64 %3451
  %3453 = load i64, ptr %3452, align 8
  %3454 = lshr i64 %3453, %3448
  store i64 %3454, ptr %3452, align 8
  %3455 = load i32, ptr %198, align 4
  %3456 = icmp ne i32 %3455, 0
  br i1 %3456, label %3457, label %3460

3457:                                             ; preds = %3425
  %3458 = load i64, ptr %196, align 8
  %3459 = call i64 @HUF_getValueFast(i64 noundef %3458)
  br label %3463

3460:                                             ; preds = %3425
  %3461 = load i64, ptr %196, align 8
  %3462 = call i64 @HUF_getValue(i64 noundef %3461)
  br label %3463

3463:                                             ; preds = %3457, %3460
  %3464 = phi i64 [ %3459, %3457 ], [ %3462, %3460 ]
  %3465 = load ptr, ptr %195, align 8
  %3466 = load i32, ptr %197, align 4
  %3467 = sext i32 %3466 to i64
  %3468 = getelementptr inbounds [2 x i64], ptr %3465, i64 0, i64 %3467
  %3469 = load i64, ptr %3468, align 8
  %3470 = or i64 %3469, %3464
  store i64 %3470, ptr %3468, align 8
  %3471 = load i64, ptr %196, align 8
  %3472 = call i64 @HUF_getNbBitsFast(i64 noundef %3471)
  %3473 = load ptr, ptr %195, align 8
  %3474 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3473, i32 0, i32 1
  %3475 = load i32, ptr %197, align 4
  %3476 = sext i32 %3475 to i64
  %3477 = getelementptr inbounds [2 x i64], ptr %3474, i64 0, i64 %3476
  %3478 = load i64, ptr %3477, align 8
  %3479 = add i64 %3478, %3472
  store i64 %3479, ptr %3477, align 8
  %3480 = load ptr, ptr %923, align 8
  store ptr %3480, ptr %290, align 8
  %3481 = load ptr, ptr %290, align 8
  %3482 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3481, i32 0, i32 1
  %3483 = getelementptr inbounds [2 x i64], ptr %3482, i64 0, i64 1
  %3484 = load i64, ptr %3483, align 8
  %3485 = and i64 %3484, 255
  %3486 = load ptr, ptr %290, align 8
  %3487 = load i64, ptr %3486, align 8
  %3488 = lshr i64 %3487, %3485
  store i64 %3488, ptr %3486, align 8
  %3489 = load ptr, ptr %290, align 8
  %3490 = getelementptr inbounds [2 x i64], ptr %3489, i64 0, i64 1
  %3491 = load i64, ptr %3490, align 8
  %3492 = load ptr, ptr %290, align 8
  %3493 = load i64, ptr %3492, align 8
  %3494 = or i64 %3493, %3491
  store i64 %3494, ptr %3492, align 8
  %3495 = load ptr, ptr %290, align 8
  %3496 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3495, i32 0, i32 1
  %3497 = getelementptr inbounds [2 x i64], ptr %3496, i64 0, i64 1
  %3498 = load i64, ptr %3497, align 8
  %3499 = load ptr, ptr %290, align 8
  %3500 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3499, i32 0, i32 1
  %3501 = load i64, ptr %3500, align 8
  %3502 = add i64 %3501, %3498
  store i64 %3502, ptr %3500, align 8
  %3503 = load ptr, ptr %923, align 8
  %3504 = load i32, ptr %928, align 4
  store ptr %3503, ptr %372, align 8
  store i32 %3504, ptr %373, align 4
  %3505 = load ptr, ptr %372, align 8
  %3506 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3505, i32 0, i32 1
  %3507 = load i64, ptr %3506, align 8
  %3508 = and i64 %3507, 255
  store i64 %3508, ptr %374, align 8
  %3509 = load i64, ptr %374, align 8
  %3510 = lshr i64 %3509, 3
  store i64 %3510, ptr %375, align 8
  %3511 = load ptr, ptr %372, align 8
  %3512 = load i64, ptr %3511, align 8
  %3513 = load i64, ptr %374, align 8
  %3514 = sub i64 64, %3513
  %3515 = lshr i64 %3512, %3514
  store i64 %3515, ptr %376, align 8
  %3516 = load ptr, ptr %372, align 8
  %3517 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3516, i32 0, i32 1
  %3518 = load i64, ptr %3517, align 8
  %3519 = and i64 %3518, 7
  store i64 %3519, ptr %3517, align 8
  %3520 = load ptr, ptr %372, align 8
  %3521 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3520, i32 0, i32 3
  %3522 = load ptr, ptr %3521, align 8
  %3523 = load i64, ptr %376, align 8
  call void @MEM_writeLEST(ptr noundef %3522, i64 noundef %3523)
  %3524 = load i64, ptr %375, align 8
  %3525 = load ptr, ptr %372, align 8
  %3526 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3525, i32 0, i32 3
  %3527 = load ptr, ptr %3526, align 8
  %3528 = getelementptr inbounds i8, ptr %3527, i64 %3524
  store ptr %3528, ptr %3526, align 8
  %3529 = load i32, ptr %373, align 4
  %3530 = icmp ne i32 %3529, 0
  br i1 %3530, label %3545, label %3531

3531:                                             ; preds = %3463
  %3532 = load ptr, ptr %372, align 8
  %3533 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3532, i32 0, i32 3
  %3534 = load ptr, ptr %3533, align 8
  %3535 = load ptr, ptr %372, align 8
  %3536 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3535, i32 0, i32 4
  %3537 = load ptr, ptr %3536, align 8
  %3538 = icmp ugt ptr %3534, %3537
  br i1 %3538, label %3539, label %3545

3539:                                             ; preds = %3531
  %3540 = load ptr, ptr %372, align 8
  %3541 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3540, i32 0, i32 4
  %3542 = load ptr, ptr %3541, align 8
  %3543 = load ptr, ptr %372, align 8
  %3544 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3543, i32 0, i32 3
  store ptr %3542, ptr %3544, align 8
  br label %3545

3545:                                             ; preds = %3463, %3531, %3539
  %3546 = load i32, ptr %927, align 4
  %3547 = mul nsw i32 2, %3546
  %3548 = load i32, ptr %930, align 4
  %3549 = sub nsw i32 %3548, %3547
  store i32 %3549, ptr %930, align 4
  br label %3201, !llvm.loop !42

3550:                                             ; preds = %3201
  br label %3551

3551:                                             ; preds = %3550, %2922, %2293
  br label %7318

3552:                                             ; preds = %1662
  %3553 = load i32, ptr %973, align 4
  switch i32 %3553, label %6690 [
    i32 11, label %3554
    i32 10, label %4181
    i32 9, label %4808
    i32 8, label %5435
    i32 7, label %6062
    i32 6, label %6689
  ]

3554:                                             ; preds = %3552
  %3555 = load ptr, ptr %976, align 8
  %3556 = load i64, ptr %971, align 8
  %3557 = load ptr, ptr %975, align 8
  store ptr %979, ptr %912, align 8
  store ptr %3555, ptr %913, align 8
  store i64 %3556, ptr %914, align 8
  store ptr %3557, ptr %915, align 8
  store i32 5, ptr %916, align 4
  store i32 1, ptr %917, align 4
  store i32 0, ptr %918, align 4
  %3558 = load i64, ptr %914, align 8
  %3559 = trunc i64 %3558 to i32
  store i32 %3559, ptr %919, align 4
  %3560 = load i32, ptr %919, align 4
  %3561 = load i32, ptr %916, align 4
  %3562 = srem i32 %3560, %3561
  store i32 %3562, ptr %920, align 4
  %3563 = load i32, ptr %920, align 4
  %3564 = icmp sgt i32 %3563, 0
  br i1 %3564, label %3565, label %3666

3565:                                             ; preds = %3554
  br label %3566

3566:                                             ; preds = %3603, %3565
  %3567 = load i32, ptr %920, align 4
  %3568 = icmp sgt i32 %3567, 0
  br i1 %3568, label %3569, label %3622

3569:                                             ; preds = %3566
  %3570 = load ptr, ptr %912, align 8
  %3571 = load ptr, ptr %913, align 8
  %3572 = load i32, ptr %919, align 4
  %3573 = add nsw i32 %3572, -1
  store i32 %3573, ptr %919, align 4
  %3574 = sext i32 %3573 to i64
  %3575 = getelementptr inbounds i8, ptr %3571, i64 %3574
  %3576 = load i8, ptr %3575, align 1
  %3577 = zext i8 %3576 to i32
  %3578 = load ptr, ptr %915, align 8
  store ptr %3570, ptr %677, align 8
  store i32 %3577, ptr %678, align 4
  store ptr %3578, ptr %679, align 8
  store i32 0, ptr %680, align 4
  store i32 0, ptr %681, align 4
  %3579 = load ptr, ptr %677, align 8
  %3580 = load ptr, ptr %679, align 8
  %3581 = load i32, ptr %678, align 4
  %3582 = zext i32 %3581 to i64
  %3583 = getelementptr inbounds i64, ptr %3580, i64 %3582
  %3584 = load i64, ptr %3583, align 8
  %3585 = load i32, ptr %680, align 4
  %3586 = load i32, ptr %681, align 4
  store ptr %3579, ptr %147, align 8
  store i64 %3584, ptr %148, align 8
  store i32 %3585, ptr %149, align 4
  store i32 %3586, ptr %150, align 4
  %3587 = load i64, ptr %148, align 8
  %3588 = call i64 @HUF_getNbBits(i64 noundef %3587)
  %3589 = load ptr, ptr %147, align 8
  %3590 = load i32, ptr %149, align 4
  %3591 = sext i32 %3590 to i64
  %3592 = getelementptr inbounds [2 x i64], ptr %3589, i64 0, i64 %3591
  %3593 = load i64, ptr %3592, align 8
  %3594 = lshr i64 %3593, %3588
  store i64 %3594, ptr %3592, align 8
  %3595 = load i32, ptr %150, align 4
  %3596 = icmp ne i32 %3595, 0
  br i1 %3596, label %3597, label %3600

3597:                                             ; preds = %3569
  %3598 = load i64, ptr %148, align 8
  %3599 = call i64 @HUF_getValueFast(i64 noundef %3598)
  br label %3603

3600:                                             ; preds = %3569
  %3601 = load i64, ptr %148, align 8
  %3602 = call i64 @HUF_getValue(i64 noundef %3601)
  br label %3603

3603:                                             ; preds = %3597, %3600
  %3604 = phi i64 [ %3599, %3597 ], [ %3602, %3600 ]
  %3605 = load ptr, ptr %147, align 8
  %3606 = load i32, ptr %149, align 4
  %3607 = sext i32 %3606 to i64
  %3608 = getelementptr inbounds [2 x i64], ptr %3605, i64 0, i64 %3607
  %3609 = load i64, ptr %3608, align 8
  %3610 = or i64 %3609, %3604
  store i64 %3610, ptr %3608, align 8
  %3611 = load i64, ptr %148, align 8
  %3612 = call i64 @HUF_getNbBitsFast(i64 noundef %3611)
  %3613 = load ptr, ptr %147, align 8
  %3614 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3613, i32 0, i32 1
  %3615 = load i32, ptr %149, align 4
  %3616 = sext i32 %3615 to i64
  %3617 = getelementptr inbounds [2 x i64], ptr %3614, i64 0, i64 %3616
  %3618 = load i64, ptr %3617, align 8
  %3619 = add i64 %3618, %3612
  store i64 %3619, ptr %3617, align 8
  %3620 = load i32, ptr %920, align 4
  %3621 = add nsw i32 %3620, -1
  store i32 %3621, ptr %920, align 4
  br label %3566, !llvm.loop !38

3622:                                             ; preds = %3566
  %3623 = load ptr, ptr %912, align 8
  %3624 = load i32, ptr %917, align 4
  store ptr %3623, ptr %402, align 8
  store i32 %3624, ptr %403, align 4
  %3625 = load ptr, ptr %402, align 8
  %3626 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3625, i32 0, i32 1
  %3627 = load i64, ptr %3626, align 8
  %3628 = and i64 %3627, 255
  store i64 %3628, ptr %404, align 8
  %3629 = load i64, ptr %404, align 8
  %3630 = lshr i64 %3629, 3
  store i64 %3630, ptr %405, align 8
  %3631 = load ptr, ptr %402, align 8
  %3632 = load i64, ptr %3631, align 8
  %3633 = load i64, ptr %404, align 8
  %3634 = sub i64 64, %3633
  %3635 = lshr i64 %3632, %3634
  store i64 %3635, ptr %406, align 8
  %3636 = load ptr, ptr %402, align 8
  %3637 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3636, i32 0, i32 1
  %3638 = load i64, ptr %3637, align 8
  %3639 = and i64 %3638, 7
  store i64 %3639, ptr %3637, align 8
  %3640 = load ptr, ptr %402, align 8
  %3641 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3640, i32 0, i32 3
  %3642 = load ptr, ptr %3641, align 8
  %3643 = load i64, ptr %406, align 8
  call void @MEM_writeLEST(ptr noundef %3642, i64 noundef %3643)
  %3644 = load i64, ptr %405, align 8
  %3645 = load ptr, ptr %402, align 8
  %3646 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3645, i32 0, i32 3
  %3647 = load ptr, ptr %3646, align 8
  %3648 = getelementptr inbounds i8, ptr %3647, i64 %3644
  store ptr %3648, ptr %3646, align 8
  %3649 = load i32, ptr %403, align 4
  %3650 = icmp ne i32 %3649, 0
  br i1 %3650, label %3665, label %3651

3651:                                             ; preds = %3622
  %3652 = load ptr, ptr %402, align 8
  %3653 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3652, i32 0, i32 3
  %3654 = load ptr, ptr %3653, align 8
  %3655 = load ptr, ptr %402, align 8
  %3656 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3655, i32 0, i32 4
  %3657 = load ptr, ptr %3656, align 8
  %3658 = icmp ugt ptr %3654, %3657
  br i1 %3658, label %3659, label %3665

3659:                                             ; preds = %3651
  %3660 = load ptr, ptr %402, align 8
  %3661 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3660, i32 0, i32 4
  %3662 = load ptr, ptr %3661, align 8
  %3663 = load ptr, ptr %402, align 8
  %3664 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3663, i32 0, i32 3
  store ptr %3662, ptr %3664, align 8
  br label %3665

3665:                                             ; preds = %3622, %3651, %3659
  br label %3666

3666:                                             ; preds = %3665, %3554
  %3667 = load i32, ptr %919, align 4
  %3668 = load i32, ptr %916, align 4
  %3669 = mul nsw i32 2, %3668
  %3670 = srem i32 %3667, %3669
  %3671 = icmp ne i32 %3670, 0
  br i1 %3671, label %3672, label %3830

3672:                                             ; preds = %3666
  store i32 1, ptr %921, align 4
  br label %3673

3673:                                             ; preds = %3712, %3672
  %3674 = load i32, ptr %921, align 4
  %3675 = load i32, ptr %916, align 4
  %3676 = icmp slt i32 %3674, %3675
  br i1 %3676, label %3677, label %3731

3677:                                             ; preds = %3673
  %3678 = load ptr, ptr %912, align 8
  %3679 = load ptr, ptr %913, align 8
  %3680 = load i32, ptr %919, align 4
  %3681 = load i32, ptr %921, align 4
  %3682 = sub nsw i32 %3680, %3681
  %3683 = sext i32 %3682 to i64
  %3684 = getelementptr inbounds i8, ptr %3679, i64 %3683
  %3685 = load i8, ptr %3684, align 1
  %3686 = zext i8 %3685 to i32
  %3687 = load ptr, ptr %915, align 8
  store ptr %3678, ptr %672, align 8
  store i32 %3686, ptr %673, align 4
  store ptr %3687, ptr %674, align 8
  store i32 0, ptr %675, align 4
  store i32 1, ptr %676, align 4
  %3688 = load ptr, ptr %672, align 8
  %3689 = load ptr, ptr %674, align 8
  %3690 = load i32, ptr %673, align 4
  %3691 = zext i32 %3690 to i64
  %3692 = getelementptr inbounds i64, ptr %3689, i64 %3691
  %3693 = load i64, ptr %3692, align 8
  %3694 = load i32, ptr %675, align 4
  %3695 = load i32, ptr %676, align 4
  store ptr %3688, ptr %151, align 8
  store i64 %3693, ptr %152, align 8
  store i32 %3694, ptr %153, align 4
  store i32 %3695, ptr %154, align 4
  %3696 = load i64, ptr %152, align 8
  %3697 = call i64 @HUF_getNbBits(i64 noundef %3696)
  %3698 = load ptr, ptr %151, align 8
  %3699 = load i32, ptr %153, align 4
  %3700 = sext i32 %3699 to i64
  %3701 = getelementptr inbounds [2 x i64], ptr %3698, i64 0, i64 %3700
  %3702 = load i64, ptr %3701, align 8
  %3703 = lshr i64 %3702, %3697
  store i64 %3703, ptr %3701, align 8
  %3704 = load i32, ptr %154, align 4
  %3705 = icmp ne i32 %3704, 0
  br i1 %3705, label %3706, label %3709

3706:                                             ; preds = %3677
  %3707 = load i64, ptr %152, align 8
  %3708 = call i64 @HUF_getValueFast(i64 noundef %3707)
  br label %3712

3709:                                             ; preds = %3677
  %3710 = load i64, ptr %152, align 8
  %3711 = call i64 @HUF_getValue(i64 noundef %3710)
  br label %3712

3712:                                             ; preds = %3706, %3709
  %3713 = phi i64 [ %3708, %3706 ], [ %3711, %3709 ]
  %3714 = load ptr, ptr %151, align 8
  %3715 = load i32, ptr %153, align 4
  %3716 = sext i32 %3715 to i64
  %3717 = getelementptr inbounds [2 x i64], ptr %3714, i64 0, i64 %3716
  %3718 = load i64, ptr %3717, align 8
  %3719 = or i64 %3718, %3713
  store i64 %3719, ptr %3717, align 8
  %3720 = load i64, ptr %152, align 8
  %3721 = call i64 @HUF_getNbBitsFast(i64 noundef %3720)
  %3722 = load ptr, ptr %151, align 8
  %3723 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3722, i32 0, i32 1
  %3724 = load i32, ptr %153, align 4
  %3725 = sext i32 %3724 to i64
  %3726 = getelementptr inbounds [2 x i64], ptr %3723, i64 0, i64 %3725
  %3727 = load i64, ptr %3726, align 8
  %3728 = add i64 %3727, %3721
  store i64 %3728, ptr %3726, align 8
  %3729 = load i32, ptr %921, align 4
  %3730 = add nsw i32 %3729, 1
  store i32 %3730, ptr %921, align 4
  br label %3673, !llvm.loop !39

3731:                                             ; preds = %3673
  %3732 = load ptr, ptr %912, align 8
  %3733 = load ptr, ptr %913, align 8
  %3734 = load i32, ptr %919, align 4
  %3735 = load i32, ptr %916, align 4
  %3736 = sub nsw i32 %3734, %3735
  %3737 = sext i32 %3736 to i64
  %3738 = getelementptr inbounds i8, ptr %3733, i64 %3737
  %3739 = load i8, ptr %3738, align 1
  %3740 = zext i8 %3739 to i32
  %3741 = load ptr, ptr %915, align 8
  %3742 = load i32, ptr %918, align 4
  store ptr %3732, ptr %667, align 8
  store i32 %3740, ptr %668, align 4
  store ptr %3741, ptr %669, align 8
  store i32 0, ptr %670, align 4
  store i32 %3742, ptr %671, align 4
  %3743 = load ptr, ptr %667, align 8
  %3744 = load ptr, ptr %669, align 8
  %3745 = load i32, ptr %668, align 4
  %3746 = zext i32 %3745 to i64
  %3747 = getelementptr inbounds i64, ptr %3744, i64 %3746
  %3748 = load i64, ptr %3747, align 8
  %3749 = load i32, ptr %670, align 4
  %3750 = load i32, ptr %671, align 4
  store ptr %3743, ptr %155, align 8
  store i64 %3748, ptr %156, align 8
  store i32 %3749, ptr %157, align 4
  store i32 %3750, ptr %158, align 4
  %3751 = load i64, ptr %156, align 8
  %3752 = call i64 @HUF_getNbBits(i64 noundef %3751)
  %3753 = load ptr, ptr %155, align 8
  %3754 = load i32, ptr %157, align 4
  %3755 = sext i32 %3754 to i64
  %3756 = getelementptr inbounds [2 x i64], ptr %3753, i64 0, i64 %3755
  %3757 = load i64, ptr %3756, align 8
  %3758 = lshr i64 %3757, %3752
  store i64 %3758, ptr %3756, align 8
  %3759 = load i32, ptr %158, align 4
  %3760 = icmp ne i32 %3759, 0
  br i1 %3760, label %3761, label %3764

3761:                                             ; preds = %3731
  %3762 = load i64, ptr %156, align 8
  %3763 = call i64 @HUF_getValueFast(i64 noundef %3762)
  br label %3767

3764:                                             ; preds = %3731
  %3765 = load i64, ptr %156, align 8
  %3766 = call i64 @HUF_getValue(i64 noundef %3765)
  br label %3767

3767:                                             ; preds = %3761, %3764
  %3768 = phi i64 [ %3763, %3761 ], [ %3766, %3764 ]
  %3769 = load ptr, ptr %155, align 8
  %3770 = load i32, ptr %157, align 4
  %3771 = sext i32 %3770 to i64
  %3772 = getelementptr inbounds [2 x i64], ptr %3769, i64 0, i64 %3771
  %3773 = load i64, ptr %3772, align 8
  %3774 = or i64 %3773, %3768
  store i64 %3774, ptr %3772, align 8
  %3775 = load i64, ptr %156, align 8
  %3776 = call i64 @HUF_getNbBitsFast(i64 noundef %3775)
  %3777 = load ptr, ptr %155, align 8
  %3778 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3777, i32 0, i32 1
  %3779 = load i32, ptr %157, align 4
  %3780 = sext i32 %3779 to i64
  %3781 = getelementptr inbounds [2 x i64], ptr %3778, i64 0, i64 %3780
  %3782 = load i64, ptr %3781, align 8
  %3783 = add i64 %3782, %3776
  store i64 %3783, ptr %3781, align 8
  %3784 = load ptr, ptr %912, align 8
  %3785 = load i32, ptr %917, align 4
  store ptr %3784, ptr %397, align 8
  store i32 %3785, ptr %398, align 4
  %3786 = load ptr, ptr %397, align 8
  %3787 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3786, i32 0, i32 1
  %3788 = load i64, ptr %3787, align 8
  %3789 = and i64 %3788, 255
  store i64 %3789, ptr %399, align 8
  %3790 = load i64, ptr %399, align 8
  %3791 = lshr i64 %3790, 3
  store i64 %3791, ptr %400, align 8
  %3792 = load ptr, ptr %397, align 8
  %3793 = load i64, ptr %3792, align 8
  %3794 = load i64, ptr %399, align 8
  %3795 = sub i64 64, %3794
  %3796 = lshr i64 %3793, %3795
  store i64 %3796, ptr %401, align 8
  %3797 = load ptr, ptr %397, align 8
  %3798 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3797, i32 0, i32 1
  %3799 = load i64, ptr %3798, align 8
  %3800 = and i64 %3799, 7
  store i64 %3800, ptr %3798, align 8
  %3801 = load ptr, ptr %397, align 8
  %3802 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3801, i32 0, i32 3
  %3803 = load ptr, ptr %3802, align 8
  %3804 = load i64, ptr %401, align 8
  call void @MEM_writeLEST(ptr noundef %3803, i64 noundef %3804)
  %3805 = load i64, ptr %400, align 8
  %3806 = load ptr, ptr %397, align 8
  %3807 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3806, i32 0, i32 3
  %3808 = load ptr, ptr %3807, align 8
  %3809 = getelementptr inbounds i8, ptr %3808, i64 %3805
  store ptr %3809, ptr %3807, align 8
  %3810 = load i32, ptr %398, align 4
  %3811 = icmp ne i32 %3810, 0
  br i1 %3811, label %3826, label %3812

3812:                                             ; preds = %3767
  %3813 = load ptr, ptr %397, align 8
  %3814 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3813, i32 0, i32 3
  %3815 = load ptr, ptr %3814, align 8
  %3816 = load ptr, ptr %397, align 8
  %3817 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3816, i32 0, i32 4
  %3818 = load ptr, ptr %3817, align 8
  %3819 = icmp ugt ptr %3815, %3818
  br i1 %3819, label %3820, label %3826

3820:                                             ; preds = %3812
  %3821 = load ptr, ptr %397, align 8
  %3822 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3821, i32 0, i32 4
  %3823 = load ptr, ptr %3822, align 8
  %3824 = load ptr, ptr %397, align 8
  %3825 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3824, i32 0, i32 3
  store ptr %3823, ptr %3825, align 8
  br label %3826

3826:                                             ; preds = %3767, %3812, %3820
  %3827 = load i32, ptr %916, align 4
  %3828 = load i32, ptr %919, align 4
  %3829 = sub nsw i32 %3828, %3827
  store i32 %3829, ptr %919, align 4
  br label %3830

3830:                                             ; preds = %3826, %3666
  br label %3831

3831:                                             ; preds = %4175, %3830
  %3832 = load i32, ptr %919, align 4
  %3833 = icmp sgt i32 %3832, 0
  br i1 %3833, label %3834, label %4180

3834:                                             ; preds = %3831
  store i32 1, ptr %922, align 4
  br label %3835

3835:                                             ; preds = %3874, %3834
  %3836 = load i32, ptr %922, align 4
  %3837 = load i32, ptr %916, align 4
  %3838 = icmp slt i32 %3836, %3837
  br i1 %3838, label %3839, label %3893

3839:                                             ; preds = %3835
  %3840 = load ptr, ptr %912, align 8
  %3841 = load ptr, ptr %913, align 8
  %3842 = load i32, ptr %919, align 4
  %3843 = load i32, ptr %922, align 4
  %3844 = sub nsw i32 %3842, %3843
  %3845 = sext i32 %3844 to i64
  %3846 = getelementptr inbounds i8, ptr %3841, i64 %3845
  %3847 = load i8, ptr %3846, align 1
  %3848 = zext i8 %3847 to i32
  %3849 = load ptr, ptr %915, align 8
  store ptr %3840, ptr %662, align 8
  store i32 %3848, ptr %663, align 4
  store ptr %3849, ptr %664, align 8
  store i32 0, ptr %665, align 4
  store i32 1, ptr %666, align 4
  %3850 = load ptr, ptr %662, align 8
  %3851 = load ptr, ptr %664, align 8
  %3852 = load i32, ptr %663, align 4
  %3853 = zext i32 %3852 to i64
  %3854 = getelementptr inbounds i64, ptr %3851, i64 %3853
  %3855 = load i64, ptr %3854, align 8
  %3856 = load i32, ptr %665, align 4
  %3857 = load i32, ptr %666, align 4
  store ptr %3850, ptr %159, align 8
  store i64 %3855, ptr %160, align 8
  store i32 %3856, ptr %161, align 4
  store i32 %3857, ptr %162, align 4
  %3858 = load i64, ptr %160, align 8
  %3859 = call i64 @HUF_getNbBits(i64 noundef %3858)
  %3860 = load ptr, ptr %159, align 8
  %3861 = load i32, ptr %161, align 4
  %3862 = sext i32 %3861 to i64
  %3863 = getelementptr inbounds [2 x i64], ptr %3860, i64 0, i64 %3862
  %3864 = load i64, ptr %3863, align 8
  %3865 = lshr i64 %3864, %3859
  store i64 %3865, ptr %3863, align 8
  %3866 = load i32, ptr %162, align 4
  %3867 = icmp ne i32 %3866, 0
  br i1 %3867, label %3868, label %3871

3868:                                             ; preds = %3839
  %3869 = load i64, ptr %160, align 8
  %3870 = call i64 @HUF_getValueFast(i64 noundef %3869)
  br label %3874

3871:                                             ; preds = %3839
  %3872 = load i64, ptr %160, align 8
  %3873 = call i64 @HUF_getValue(i64 noundef %3872)
  br label %3874

3874:                                             ; preds = %3868, %3871
  %3875 = phi i64 [ %3870, %3868 ], [ %3873, %3871 ]
  %3876 = load ptr, ptr %159, align 8
  %3877 = load i32, ptr %161, align 4
  %3878 = sext i32 %3877 to i64
  %3879 = getelementptr inbounds [2 x i64], ptr %3876, i64 0, i64 %3878
  %3880 = load i64, ptr %3879, align 8
  %3881 = or i64 %3880, %3875
  store i64 %3881, ptr %3879, align 8
  %3882 = load i64, ptr %160, align 8
  %3883 = call i64 @HUF_getNbBitsFast(i64 noundef %3882)
  %3884 = load ptr, ptr %159, align 8
  %3885 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3884, i32 0, i32 1
  %3886 = load i32, ptr %161, align 4
  %3887 = sext i32 %3886 to i64
  %3888 = getelementptr inbounds [2 x i64], ptr %3885, i64 0, i64 %3887
  %3889 = load i64, ptr %3888, align 8
  %3890 = add i64 %3889, %3883
  store i64 %3890, ptr %3888, align 8
  %3891 = load i32, ptr %922, align 4
  %3892 = add nsw i32 %3891, 1
  store i32 %3892, ptr %922, align 4
  br label %3835, !llvm.loop !40

3893:                                             ; preds = %3835
  %3894 = load ptr, ptr %912, align 8
  %3895 = load ptr, ptr %913, align 8
  %3896 = load i32, ptr %919, align 4
  %3897 = load i32, ptr %916, align 4
  %3898 = sub nsw i32 %3896, %3897
  %3899 = sext i32 %3898 to i64
  %3900 = getelementptr inbounds i8, ptr %3895, i64 %3899
  %3901 = load i8, ptr %3900, align 1
  %3902 = zext i8 %3901 to i32
  %3903 = load ptr, ptr %915, align 8
  %3904 = load i32, ptr %918, align 4
  store ptr %3894, ptr %647, align 8
  store i32 %3902, ptr %648, align 4
  store ptr %3903, ptr %649, align 8
  store i32 0, ptr %650, align 4
  store i32 %3904, ptr %651, align 4
  %3905 = load ptr, ptr %647, align 8
  %3906 = load ptr, ptr %649, align 8
  %3907 = load i32, ptr %648, align 4
  %3908 = zext i32 %3907 to i64
  %3909 = getelementptr inbounds i64, ptr %3906, i64 %3908
  %3910 = load i64, ptr %3909, align 8
  %3911 = load i32, ptr %650, align 4
  %3912 = load i32, ptr %651, align 4
  store ptr %3905, ptr %171, align 8
  store i64 %3910, ptr %172, align 8
  store i32 %3911, ptr %173, align 4
  store i32 %3912, ptr %174, align 4
  %3913 = load i64, ptr %172, align 8
  %3914 = call i64 @HUF_getNbBits(i64 noundef %3913)
  %3915 = load ptr, ptr %171, align 8
  %3916 = load i32, ptr %173, align 4
  %3917 = sext i32 %3916 to i64
  %3918 = getelementptr inbounds [2 x i64], ptr %3915, i64 0, i64 %3917
  %3919 = load i64, ptr %3918, align 8
  %3920 = lshr i64 %3919, %3914
  store i64 %3920, ptr %3918, align 8
  %3921 = load i32, ptr %174, align 4
  %3922 = icmp ne i32 %3921, 0
  br i1 %3922, label %3923, label %3926

3923:                                             ; preds = %3893
  %3924 = load i64, ptr %172, align 8
  %3925 = call i64 @HUF_getValueFast(i64 noundef %3924)
  br label %3929

3926:                                             ; preds = %3893
  %3927 = load i64, ptr %172, align 8
  %3928 = call i64 @HUF_getValue(i64 noundef %3927)
  br label %3929

3929:                                             ; preds = %3923, %3926
  %3930 = phi i64 [ %3925, %3923 ], [ %3928, %3926 ]
  %3931 = load ptr, ptr %171, align 8
  %3932 = load i32, ptr %173, align 4
  %3933 = sext i32 %3932 to i64
  %3934 = getelementptr inbounds [2 x i64], ptr %3931, i64 0, i64 %3933
  %3935 = load i64, ptr %3934, align 8
  %3936 = or i64 %3935, %3930
  store i64 %3936, ptr %3934, align 8
  %3937 = load i64, ptr %172, align 8
  %3938 = call i64 @HUF_getNbBitsFast(i64 noundef %3937)
  %3939 = load ptr, ptr %171, align 8
  %3940 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3939, i32 0, i32 1
  %3941 = load i32, ptr %173, align 4
  %3942 = sext i32 %3941 to i64
  %3943 = getelementptr inbounds [2 x i64], ptr %3940, i64 0, i64 %3942
  %3944 = load i64, ptr %3943, align 8
  %3945 = add i64 %3944, %3938
  store i64 %3945, ptr %3943, align 8
  %3946 = load ptr, ptr %912, align 8
  %3947 = load i32, ptr %917, align 4
  store ptr %3946, ptr %387, align 8
  store i32 %3947, ptr %388, align 4
  %3948 = load ptr, ptr %387, align 8
  %3949 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3948, i32 0, i32 1
  %3950 = load i64, ptr %3949, align 8
  %3951 = and i64 %3950, 255
  store i64 %3951, ptr %389, align 8
  %3952 = load i64, ptr %389, align 8
  %3953 = lshr i64 %3952, 3
  store i64 %3953, ptr %390, align 8
  %3954 = load ptr, ptr %387, align 8
  %3955 = load i64, ptr %3954, align 8
  %3956 = load i64, ptr %389, align 8
  %3957 = sub i64 64, %3956
  %3958 = lshr i64 %3955, %3957
  store i64 %3958, ptr %391, align 8
  %3959 = load ptr, ptr %387, align 8
  %3960 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3959, i32 0, i32 1
  %3961 = load i64, ptr %3960, align 8
  %3962 = and i64 %3961, 7
  store i64 %3962, ptr %3960, align 8
  %3963 = load ptr, ptr %387, align 8
  %3964 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3963, i32 0, i32 3
  %3965 = load ptr, ptr %3964, align 8
  %3966 = load i64, ptr %391, align 8
  call void @MEM_writeLEST(ptr noundef %3965, i64 noundef %3966)
  %3967 = load i64, ptr %390, align 8
  %3968 = load ptr, ptr %387, align 8
  %3969 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3968, i32 0, i32 3
  %3970 = load ptr, ptr %3969, align 8
  %3971 = getelementptr inbounds i8, ptr %3970, i64 %3967
  store ptr %3971, ptr %3969, align 8
  %3972 = load i32, ptr %388, align 4
  %3973 = icmp ne i32 %3972, 0
  br i1 %3973, label %3988, label %3974

3974:                                             ; preds = %3929
  %3975 = load ptr, ptr %387, align 8
  %3976 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3975, i32 0, i32 3
  %3977 = load ptr, ptr %3976, align 8
  %3978 = load ptr, ptr %387, align 8
  %3979 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3978, i32 0, i32 4
  %3980 = load ptr, ptr %3979, align 8
  %3981 = icmp ugt ptr %3977, %3980
  br i1 %3981, label %3982, label %3988

3982:                                             ; preds = %3974
  %3983 = load ptr, ptr %387, align 8
  %3984 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3983, i32 0, i32 4
  %3985 = load ptr, ptr %3984, align 8
  %3986 = load ptr, ptr %387, align 8
  %3987 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3986, i32 0, i32 3
  store ptr %3985, ptr %3987, align 8
  br label %3988

3988:                                             ; preds = %3929, %3974, %3982
  %3989 = load ptr, ptr %912, align 8
  store ptr %3989, ptr %301, align 8
  %3990 = load ptr, ptr %301, align 8
  %3991 = getelementptr inbounds [2 x i64], ptr %3990, i64 0, i64 1
  store i64 0, ptr %3991, align 8
  %3992 = load ptr, ptr %301, align 8
  %3993 = getelementptr inbounds %struct.HUF_CStream_t, ptr %3992, i32 0, i32 1
  %3994 = getelementptr inbounds [2 x i64], ptr %3993, i64 0, i64 1
  store i64 0, ptr %3994, align 8
  store i32 1, ptr %922, align 4
  br label %3995

3995:                                             ; preds = %4036, %3988
  %3996 = load i32, ptr %922, align 4
  %3997 = load i32, ptr %916, align 4
  %3998 = icmp slt i32 %3996, %3997
  br i1 %3998, label %3999, label %4055

3999:                                             ; preds = %3995
  %4000 = load ptr, ptr %912, align 8
  %4001 = load ptr, ptr %913, align 8
  %4002 = load i32, ptr %919, align 4
  %4003 = load i32, ptr %916, align 4
  %4004 = sub nsw i32 %4002, %4003
  %4005 = load i32, ptr %922, align 4
  %4006 = sub nsw i32 %4004, %4005
  %4007 = sext i32 %4006 to i64
  %4008 = getelementptr inbounds i8, ptr %4001, i64 %4007
  %4009 = load i8, ptr %4008, align 1
  %4010 = zext i8 %4009 to i32
  %4011 = load ptr, ptr %915, align 8
  store ptr %4000, ptr %657, align 8
  store i32 %4010, ptr %658, align 4
  store ptr %4011, ptr %659, align 8
  store i32 1, ptr %660, align 4
  store i32 1, ptr %661, align 4
  %4012 = load ptr, ptr %657, align 8
  %4013 = load ptr, ptr %659, align 8
  %4014 = load i32, ptr %658, align 4
  %4015 = zext i32 %4014 to i64
  %4016 = getelementptr inbounds i64, ptr %4013, i64 %4015
  %4017 = load i64, ptr %4016, align 8
  %4018 = load i32, ptr %660, align 4
  %4019 = load i32, ptr %661, align 4
  store ptr %4012, ptr %163, align 8
  store i64 %4017, ptr %164, align 8
  store i32 %4018, ptr %165, align 4
  store i32 %4019, ptr %166, align 4
  %4020 = load i64, ptr %164, align 8
  %4021 = call i64 @HUF_getNbBits(i64 noundef %4020)
  %4022 = load ptr, ptr %163, align 8
  %4023 = load i32, ptr %165, align 4
  %4024 = sext i32 %4023 to i64
  %4025 = getelementptr inbounds [2 x i64], ptr %4022, i64 0, i64 %4024
  %4026 = load i64, ptr %4025, align 8
  %4027 = lshr i64 %4026, %4021
  store i64 %4027, ptr %4025, align 8
  %4028 = load i32, ptr %166, align 4
  %4029 = icmp ne i32 %4028, 0
  br i1 %4029, label %4030, label %4033

4030:                                             ; preds = %3999
  %4031 = load i64, ptr %164, align 8
  %4032 = call i64 @HUF_getValueFast(i64 noundef %4031)
  br label %4036

4033:                                             ; preds = %3999
  %4034 = load i64, ptr %164, align 8
  %4035 = call i64 @HUF_getValue(i64 noundef %4034)
  br label %4036

4036:                                             ; preds = %4030, %4033
  %4037 = phi i64 [ %4032, %4030 ], [ %4035, %4033 ]
  %4038 = load ptr, ptr %163, align 8
  %4039 = load i32, ptr %165, align 4
  %4040 = sext i32 %4039 to i64
  %4041 = getelementptr inbounds [2 x i64], ptr %4038, i64 0, i64 %4040
  %4042 = load i64, ptr %4041, align 8
  %4043 = or i64 %4042, %4037
  store i64 %4043, ptr %4041, align 8
  %4044 = load i64, ptr %164, align 8
  %4045 = call i64 @HUF_getNbBitsFast(i64 noundef %4044)
  %4046 = load ptr, ptr %163, align 8
  %4047 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4046, i32 0, i32 1
  %4048 = load i32, ptr %165, align 4
  %4049 = sext i32 %4048 to i64
  %4050 = getelementptr inbounds [2 x i64], ptr %4047, i64 0, i64 %4049
  %4051 = load i64, ptr %4050, align 8
  %4052 = add i64 %4051, %4045
  store i64 %4052, ptr %4050, align 8
  %4053 = load i32, ptr %922, align 4
  %4054 = add nsw i32 %4053, 1
  store i32 %4054, ptr %922, align 4
  br label %3995, !llvm.loop !41

4055:                                             ; preds = %3995
  %4056 = load ptr, ptr %912, align 8
  %4057 = load ptr, ptr %913, align 8
  %4058 = load i32, ptr %919, align 4
  %4059 = load i32, ptr %916, align 4
  %4060 = sub nsw i32 %4058, %4059
  %4061 = load i32, ptr %916, align 4
  %4062 = sub nsw i32 %4060, %4061
  %4063 = sext i32 %4062 to i64
  %4064 = getelementptr inbounds i8, ptr %4057, i64 %4063
  %4065 = load i8, ptr %4064, align 1
  %4066 = zext i8 %4065 to i32
  %4067 = load ptr, ptr %915, align 8
  %4068 = load i32, ptr %918, align 4
  store ptr %4056, ptr %652, align 8
  store i32 %4066, ptr %653, align 4
  store ptr %4067, ptr %654, align 8
  store i32 1, ptr %655, align 4
  store i32 %4068, ptr %656, align 4
  %4069 = load ptr, ptr %652, align 8
  %4070 = load ptr, ptr %654, align 8
  %4071 = load i32, ptr %653, align 4
  %4072 = zext i32 %4071 to i64
  %4073 = getelementptr inbounds i64, ptr %4070, i64 %4072
  %4074 = load i64, ptr %4073, align 8
  %4075 = load i32, ptr %655, align 4
  %4076 = load i32, ptr %656, align 4
  store ptr %4069, ptr %167, align 8
  store i64 %4074, ptr %168, align 8
  store i32 %4075, ptr %169, align 4
  store i32 %4076, ptr %170, align 4
  %4077 = load i64, ptr %168, align 8
  %4078 = call i64 @HUF_getNbBits(i64 noundef %4077)
  %4079 = load ptr, ptr %167, align 8
  %4080 = load i32, ptr %169, align 4
  %4081 = sext i32 %4080 to i64
  %4082 = getelementptr inbounds [2 x i64], ptr %4079, i64 0, i64 %4081
  %4083 = load i64, ptr %4082, align 8
  %4084 = lshr i64 %4083, %4078
  store i64 %4084, ptr %4082, align 8
  %4085 = load i32, ptr %170, align 4
  %4086 = icmp ne i32 %4085, 0
  br i1 %4086, label %4087, label %4090

4087:                                             ; preds = %4055
  %4088 = load i64, ptr %168, align 8
  %4089 = call i64 @HUF_getValueFast(i64 noundef %4088)
  br label %4093

4090:                                             ; preds = %4055
  %4091 = load i64, ptr %168, align 8
  %4092 = call i64 @HUF_getValue(i64 noundef %4091)
  br label %4093

4093:                                             ; preds = %4087, %4090
  %4094 = phi i64 [ %4089, %4087 ], [ %4092, %4090 ]
  %4095 = load ptr, ptr %167, align 8
  %4096 = load i32, ptr %169, align 4
  %4097 = sext i32 %4096 to i64
  %4098 = getelementptr inbounds [2 x i64], ptr %4095, i64 0, i64 %4097
  %4099 = load i64, ptr %4098, align 8
  %4100 = or i64 %4099, %4094
  store i64 %4100, ptr %4098, align 8
  %4101 = load i64, ptr %168, align 8
  %4102 = call i64 @HUF_getNbBitsFast(i64 noundef %4101)
  %4103 = load ptr, ptr %167, align 8
  %4104 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4103, i32 0, i32 1
  %4105 = load i32, ptr %169, align 4
  %4106 = sext i32 %4105 to i64
  %4107 = getelementptr inbounds [2 x i64], ptr %4104, i64 0, i64 %4106
  %4108 = load i64, ptr %4107, align 8
  %4109 = add i64 %4108, %4102
  store i64 %4109, ptr %4107, align 8
  %4110 = load ptr, ptr %912, align 8
  store ptr %4110, ptr %291, align 8
  %4111 = load ptr, ptr %291, align 8
  %4112 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4111, i32 0, i32 1
  %4113 = getelementptr inbounds [2 x i64], ptr %4112, i64 0, i64 1
  %4114 = load i64, ptr %4113, align 8
  %4115 = and i64 %4114, 255
  %4116 = load ptr, ptr %291, align 8
  %4117 = load i64, ptr %4116, align 8
  %4118 = lshr i64 %4117, %4115
  store i64 %4118, ptr %4116, align 8
  %4119 = load ptr, ptr %291, align 8
  %4120 = getelementptr inbounds [2 x i64], ptr %4119, i64 0, i64 1
  %4121 = load i64, ptr %4120, align 8
  %4122 = load ptr, ptr %291, align 8
  %4123 = load i64, ptr %4122, align 8
  %4124 = or i64 %4123, %4121
  store i64 %4124, ptr %4122, align 8
  %4125 = load ptr, ptr %291, align 8
  %4126 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4125, i32 0, i32 1
  %4127 = getelementptr inbounds [2 x i64], ptr %4126, i64 0, i64 1
  %4128 = load i64, ptr %4127, align 8
  %4129 = load ptr, ptr %291, align 8
  %4130 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4129, i32 0, i32 1
  %4131 = load i64, ptr %4130, align 8
  %4132 = add i64 %4131, %4128
  store i64 %4132, ptr %4130, align 8
  %4133 = load ptr, ptr %912, align 8
  %4134 = load i32, ptr %917, align 4
  store ptr %4133, ptr %392, align 8
  store i32 %4134, ptr %393, align 4
  %4135 = load ptr, ptr %392, align 8
  %4136 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4135, i32 0, i32 1
  %4137 = load i64, ptr %4136, align 8
  %4138 = and i64 %4137, 255
  store i64 %4138, ptr %394, align 8
  %4139 = load i64, ptr %394, align 8
  %4140 = lshr i64 %4139, 3
  store i64 %4140, ptr %395, align 8
  %4141 = load ptr, ptr %392, align 8
  %4142 = load i64, ptr %4141, align 8
  %4143 = load i64, ptr %394, align 8
  %4144 = sub i64 64, %4143
  %4145 = lshr i64 %4142, %4144
  store i64 %4145, ptr %396, align 8
  %4146 = load ptr, ptr %392, align 8
  %4147 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4146, i32 0, i32 1
  %4148 = load i64, ptr %4147, align 8
  %4149 = and i64 %4148, 7
  store i64 %4149, ptr %4147, align 8
  %4150 = load ptr, ptr %392, align 8
  %4151 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4150, i32 0, i32 3
  %4152 = load ptr, ptr %4151, align 8
  %4153 = load i64, ptr %396, align 8
  call void @MEM_writeLEST(ptr noundef %4152, i64 noundef %4153)
  %4154 = load i64, ptr %395, align 8
  %4155 = load ptr, ptr %392, align 8
  %4156 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4155, i32 0, i32 3
  %4157 = load ptr, ptr %4156, align 8
  %4158 = getelementptr inbounds i8, ptr %4157, i64 %4154
  store ptr %4158, ptr %4156, align 8
  %4159 = load i32, ptr %393, align 4
  %4160 = icmp ne i32 %4159, 0
  br i1 %4160, label %4175, label %4161

4161:                                             ; preds = %4093
  %4162 = load ptr, ptr %392, align 8
  %4163 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4162, i32 0, i32 3
  %4164 = load ptr, ptr %4163, align 8
  %4165 = load ptr, ptr %392, align 8
  %4166 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4165, i32 0, i32 4
  %4167 = load ptr, ptr %4166, align 8
  %4168 = icmp ugt ptr %4164, %4167
  br i1 %4168, label %4169, label %4175

4169:                                             ; preds = %4161
  %4170 = load ptr, ptr %392, align 8
  %4171 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4170, i32 0, i32 4
  %4172 = load ptr, ptr %4171, align 8
  %4173 = load ptr, ptr %392, align 8
  %4174 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4173, i32 0, i32 3
  store ptr %4172, ptr %4174, align 8
  br label %4175

4175:                                             ; preds = %4093, %4161, %4169
  %4176 = load i32, ptr %916, align 4
  %4177 = mul nsw i32 2, %4176
  %4178 = load i32, ptr %919, align 4
  %4179 = sub nsw i32 %4178, %4177
  store i32 %4179, ptr %919, align 4
  br label %3831, !llvm.loop !42

4180:                                             ; preds = %3831
  br label %7317

4181:                                             ; preds = %3552
  %4182 = load ptr, ptr %976, align 8
  %4183 = load i64, ptr %971, align 8
  %4184 = load ptr, ptr %975, align 8
  store ptr %979, ptr %901, align 8
  store ptr %4182, ptr %902, align 8
  store i64 %4183, ptr %903, align 8
  store ptr %4184, ptr %904, align 8
  store i32 5, ptr %905, align 4
  store i32 1, ptr %906, align 4
  store i32 1, ptr %907, align 4
  %4185 = load i64, ptr %903, align 8
  %4186 = trunc i64 %4185 to i32
  store i32 %4186, ptr %908, align 4
  %4187 = load i32, ptr %908, align 4
  %4188 = load i32, ptr %905, align 4
  %4189 = srem i32 %4187, %4188
  store i32 %4189, ptr %909, align 4
  %4190 = load i32, ptr %909, align 4
  %4191 = icmp sgt i32 %4190, 0
  br i1 %4191, label %4192, label %4293

4192:                                             ; preds = %4181
  br label %4193

4193:                                             ; preds = %4230, %4192
  %4194 = load i32, ptr %909, align 4
  %4195 = icmp sgt i32 %4194, 0
  br i1 %4195, label %4196, label %4249

4196:                                             ; preds = %4193
  %4197 = load ptr, ptr %901, align 8
  %4198 = load ptr, ptr %902, align 8
  %4199 = load i32, ptr %908, align 4
  %4200 = add nsw i32 %4199, -1
  store i32 %4200, ptr %908, align 4
  %4201 = sext i32 %4200 to i64
  %4202 = getelementptr inbounds i8, ptr %4198, i64 %4201
  %4203 = load i8, ptr %4202, align 1
  %4204 = zext i8 %4203 to i32
  %4205 = load ptr, ptr %904, align 8
  store ptr %4197, ptr %712, align 8
  store i32 %4204, ptr %713, align 4
  store ptr %4205, ptr %714, align 8
  store i32 0, ptr %715, align 4
  store i32 0, ptr %716, align 4
  %4206 = load ptr, ptr %712, align 8
  %4207 = load ptr, ptr %714, align 8
  %4208 = load i32, ptr %713, align 4
  %4209 = zext i32 %4208 to i64
  %4210 = getelementptr inbounds i64, ptr %4207, i64 %4209
  %4211 = load i64, ptr %4210, align 8
  %4212 = load i32, ptr %715, align 4
  %4213 = load i32, ptr %716, align 4
  store ptr %4206, ptr %119, align 8
  store i64 %4211, ptr %120, align 8
  store i32 %4212, ptr %121, align 4
  store i32 %4213, ptr %122, align 4
  %4214 = load i64, ptr %120, align 8
  %4215 = call i64 @HUF_getNbBits(i64 noundef %4214)
  %4216 = load ptr, ptr %119, align 8
  %4217 = load i32, ptr %121, align 4
  %4218 = sext i32 %4217 to i64
  %4219 = getelementptr inbounds [2 x i64], ptr %4216, i64 0, i64 %4218
  %4220 = load i64, ptr %4219, align 8
  %4221 = lshr i64 %4220, %4215
  store i64 %4221, ptr %4219, align 8
  %4222 = load i32, ptr %122, align 4
  %4223 = icmp ne i32 %4222, 0
  br i1 %4223, label %4224, label %4227

4224:                                             ; preds = %4196
  %4225 = load i64, ptr %120, align 8
  %4226 = call i64 @HUF_getValueFast(i64 noundef %4225)
  br label %4230

4227:                                             ; preds = %4196
  %4228 = load i64, ptr %120, align 8
  %4229 = call i64 @HUF_getValue(i64 noundef %4228)
  br label %4230

4230:                                             ; preds = %4224, %4227
  %4231 = phi i64 [ %4226, %4224 ], [ %4229, %4227 ]
  %4232 = load ptr, ptr %119, align 8
  %4233 = load i32, ptr %121, align 4
  %4234 = sext i32 %4233 to i64
  %4235 = getelementptr inbounds [2 x i64], ptr %4232, i64 0, i64 %4234
  %4236 = load i64, ptr %4235, align 8
  %4237 = or i64 %4236, %4231
  store i64 %4237, ptr %4235, align 8
  %4238 = load i64, ptr %120, align 8
  %4239 = call i64 @HUF_getNbBitsFast(i64 noundef %4238)
  %4240 = load ptr, ptr %119, align 8
  %4241 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4240, i32 0, i32 1
  %4242 = load i32, ptr %121, align 4
  %4243 = sext i32 %4242 to i64
  %4244 = getelementptr inbounds [2 x i64], ptr %4241, i64 0, i64 %4243
  %4245 = load i64, ptr %4244, align 8
  %4246 = add i64 %4245, %4239
  store i64 %4246, ptr %4244, align 8
  %4247 = load i32, ptr %909, align 4
  %4248 = add nsw i32 %4247, -1
  store i32 %4248, ptr %909, align 4
  br label %4193, !llvm.loop !38

4249:                                             ; preds = %4193
  %4250 = load ptr, ptr %901, align 8
  %4251 = load i32, ptr %906, align 4
  store ptr %4250, ptr %422, align 8
  store i32 %4251, ptr %423, align 4
  %4252 = load ptr, ptr %422, align 8
  %4253 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4252, i32 0, i32 1
  %4254 = load i64, ptr %4253, align 8
  %4255 = and i64 %4254, 255
  store i64 %4255, ptr %424, align 8
  %4256 = load i64, ptr %424, align 8
  %4257 = lshr i64 %4256, 3
  store i64 %4257, ptr %425, align 8
  %4258 = load ptr, ptr %422, align 8
  %4259 = load i64, ptr %4258, align 8
  %4260 = load i64, ptr %424, align 8
  %4261 = sub i64 64, %4260
  %4262 = lshr i64 %4259, %4261
  store i64 %4262, ptr %426, align 8
  %4263 = load ptr, ptr %422, align 8
  %4264 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4263, i32 0, i32 1
  %4265 = load i64, ptr %4264, align 8
  %4266 = and i64 %4265, 7
  store i64 %4266, ptr %4264, align 8
  %4267 = load ptr, ptr %422, align 8
  %4268 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4267, i32 0, i32 3
  %4269 = load ptr, ptr %4268, align 8
  %4270 = load i64, ptr %426, align 8
  call void @MEM_writeLEST(ptr noundef %4269, i64 noundef %4270)
  %4271 = load i64, ptr %425, align 8
  %4272 = load ptr, ptr %422, align 8
  %4273 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4272, i32 0, i32 3
  %4274 = load ptr, ptr %4273, align 8
  %4275 = getelementptr inbounds i8, ptr %4274, i64 %4271
  store ptr %4275, ptr %4273, align 8
  %4276 = load i32, ptr %423, align 4
  %4277 = icmp ne i32 %4276, 0
  br i1 %4277, label %4292, label %4278

4278:                                             ; preds = %4249
  %4279 = load ptr, ptr %422, align 8
  %4280 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4279, i32 0, i32 3
  %4281 = load ptr, ptr %4280, align 8
  %4282 = load ptr, ptr %422, align 8
  %4283 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4282, i32 0, i32 4
  %4284 = load ptr, ptr %4283, align 8
  %4285 = icmp ugt ptr %4281, %4284
  br i1 %4285, label %4286, label %4292

4286:                                             ; preds = %4278
  %4287 = load ptr, ptr %422, align 8
  %4288 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4287, i32 0, i32 4
  %4289 = load ptr, ptr %4288, align 8
  %4290 = load ptr, ptr %422, align 8
  %4291 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4290, i32 0, i32 3
  store ptr %4289, ptr %4291, align 8
  br label %4292

4292:                                             ; preds = %4249, %4278, %4286
  br label %4293

4293:                                             ; preds = %4292, %4181
  %4294 = load i32, ptr %908, align 4
  %4295 = load i32, ptr %905, align 4
  %4296 = mul nsw i32 2, %4295
  %4297 = srem i32 %4294, %4296
  %4298 = icmp ne i32 %4297, 0
  br i1 %4298, label %4299, label %4457

4299:                                             ; preds = %4293
  store i32 1, ptr %910, align 4
  br label %4300

4300:                                             ; preds = %4339, %4299
  %4301 = load i32, ptr %910, align 4
  %4302 = load i32, ptr %905, align 4
  %4303 = icmp slt i32 %4301, %4302
  br i1 %4303, label %4304, label %4358

4304:                                             ; preds = %4300
  %4305 = load ptr, ptr %901, align 8
  %4306 = load ptr, ptr %902, align 8
  %4307 = load i32, ptr %908, align 4
  %4308 = load i32, ptr %910, align 4
  %4309 = sub nsw i32 %4307, %4308
  %4310 = sext i32 %4309 to i64
  %4311 = getelementptr inbounds i8, ptr %4306, i64 %4310
  %4312 = load i8, ptr %4311, align 1
  %4313 = zext i8 %4312 to i32
  %4314 = load ptr, ptr %904, align 8
  store ptr %4305, ptr %707, align 8
  store i32 %4313, ptr %708, align 4
  store ptr %4314, ptr %709, align 8
  store i32 0, ptr %710, align 4
  store i32 1, ptr %711, align 4
  %4315 = load ptr, ptr %707, align 8
  %4316 = load ptr, ptr %709, align 8
  %4317 = load i32, ptr %708, align 4
  %4318 = zext i32 %4317 to i64
  %4319 = getelementptr inbounds i64, ptr %4316, i64 %4318
  %4320 = load i64, ptr %4319, align 8
  %4321 = load i32, ptr %710, align 4
  %4322 = load i32, ptr %711, align 4
  store ptr %4315, ptr %123, align 8
  store i64 %4320, ptr %124, align 8
  store i32 %4321, ptr %125, align 4
  store i32 %4322, ptr %126, align 4
  %4323 = load i64, ptr %124, align 8
  %4324 = call i64 @HUF_getNbBits(i64 noundef %4323)
  %4325 = load ptr, ptr %123, align 8
  %4326 = load i32, ptr %125, align 4
  %4327 = sext i32 %4326 to i64
  %4328 = getelementptr inbounds [2 x i64], ptr %4325, i64 0, i64 %4327
  %4329 = load i64, ptr %4328, align 8
  %4330 = lshr i64 %4329, %4324
  store i64 %4330, ptr %4328, align 8
  %4331 = load i32, ptr %126, align 4
  %4332 = icmp ne i32 %4331, 0
  br i1 %4332, label %4333, label %4336

4333:                                             ; preds = %4304
  %4334 = load i64, ptr %124, align 8
  %4335 = call i64 @HUF_getValueFast(i64 noundef %4334)
  br label %4339

4336:                                             ; preds = %4304
  %4337 = load i64, ptr %124, align 8
  %4338 = call i64 @HUF_getValue(i64 noundef %4337)
  br label %4339

4339:                                             ; preds = %4333, %4336
  %4340 = phi i64 [ %4335, %4333 ], [ %4338, %4336 ]
  %4341 = load ptr, ptr %123, align 8
  %4342 = load i32, ptr %125, align 4
  %4343 = sext i32 %4342 to i64
  %4344 = getelementptr inbounds [2 x i64], ptr %4341, i64 0, i64 %4343
  %4345 = load i64, ptr %4344, align 8
  %4346 = or i64 %4345, %4340
  store i64 %4346, ptr %4344, align 8
  %4347 = load i64, ptr %124, align 8
  %4348 = call i64 @HUF_getNbBitsFast(i64 noundef %4347)
  %4349 = load ptr, ptr %123, align 8
  %4350 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4349, i32 0, i32 1
  %4351 = load i32, ptr %125, align 4
  %4352 = sext i32 %4351 to i64
  %4353 = getelementptr inbounds [2 x i64], ptr %4350, i64 0, i64 %4352
  %4354 = load i64, ptr %4353, align 8
  %4355 = add i64 %4354, %4348
  store i64 %4355, ptr %4353, align 8
  %4356 = load i32, ptr %910, align 4
  %4357 = add nsw i32 %4356, 1
  store i32 %4357, ptr %910, align 4
  br label %4300, !llvm.loop !39

4358:                                             ; preds = %4300
  %4359 = load ptr, ptr %901, align 8
  %4360 = load ptr, ptr %902, align 8
  %4361 = load i32, ptr %908, align 4
  %4362 = load i32, ptr %905, align 4
  %4363 = sub nsw i32 %4361, %4362
  %4364 = sext i32 %4363 to i64
  %4365 = getelementptr inbounds i8, ptr %4360, i64 %4364
  %4366 = load i8, ptr %4365, align 1
  %4367 = zext i8 %4366 to i32
  %4368 = load ptr, ptr %904, align 8
  %4369 = load i32, ptr %907, align 4
  store ptr %4359, ptr %702, align 8
  store i32 %4367, ptr %703, align 4
  store ptr %4368, ptr %704, align 8
  store i32 0, ptr %705, align 4
  store i32 %4369, ptr %706, align 4
  %4370 = load ptr, ptr %702, align 8
  %4371 = load ptr, ptr %704, align 8
  %4372 = load i32, ptr %703, align 4
  %4373 = zext i32 %4372 to i64
  %4374 = getelementptr inbounds i64, ptr %4371, i64 %4373
  %4375 = load i64, ptr %4374, align 8
  %4376 = load i32, ptr %705, align 4
  %4377 = load i32, ptr %706, align 4
  store ptr %4370, ptr %127, align 8
  store i64 %4375, ptr %128, align 8
  store i32 %4376, ptr %129, align 4
  store i32 %4377, ptr %130, align 4
  %4378 = load i64, ptr %128, align 8
  %4379 = call i64 @HUF_getNbBits(i64 noundef %4378)
  %4380 = load ptr, ptr %127, align 8
  %4381 = load i32, ptr %129, align 4
  %4382 = sext i32 %4381 to i64
  %4383 = getelementptr inbounds [2 x i64], ptr %4380, i64 0, i64 %4382
  %4384 = load i64, ptr %4383, align 8
  %4385 = lshr i64 %4384, %4379
  store i64 %4385, ptr %4383, align 8
  %4386 = load i32, ptr %130, align 4
  %4387 = icmp ne i32 %4386, 0
  br i1 %4387, label %4388, label %4391

4388:                                             ; preds = %4358
  %4389 = load i64, ptr %128, align 8
  %4390 = call i64 @HUF_getValueFast(i64 noundef %4389)
  br label %4394

4391:                                             ; preds = %4358
  %4392 = load i64, ptr %128, align 8
  %4393 = call i64 @HUF_getValue(i64 noundef %4392)
  br label %4394

4394:                                             ; preds = %4388, %4391
  %4395 = phi i64 [ %4390, %4388 ], [ %4393, %4391 ]
  %4396 = load ptr, ptr %127, align 8
  %4397 = load i32, ptr %129, align 4
  %4398 = sext i32 %4397 to i64
  %4399 = getelementptr inbounds [2 x i64], ptr %4396, i64 0, i64 %4398
  %4400 = load i64, ptr %4399, align 8
  %4401 = or i64 %4400, %4395
  store i64 %4401, ptr %4399, align 8
  %4402 = load i64, ptr %128, align 8
  %4403 = call i64 @HUF_getNbBitsFast(i64 noundef %4402)
  %4404 = load ptr, ptr %127, align 8
  %4405 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4404, i32 0, i32 1
  %4406 = load i32, ptr %129, align 4
  %4407 = sext i32 %4406 to i64
  %4408 = getelementptr inbounds [2 x i64], ptr %4405, i64 0, i64 %4407
  %4409 = load i64, ptr %4408, align 8
  %4410 = add i64 %4409, %4403
  store i64 %4410, ptr %4408, align 8
  %4411 = load ptr, ptr %901, align 8
  %4412 = load i32, ptr %906, align 4
  store ptr %4411, ptr %417, align 8
  store i32 %4412, ptr %418, align 4
  %4413 = load ptr, ptr %417, align 8
  %4414 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4413, i32 0, i32 1
  %4415 = load i64, ptr %4414, align 8
  %4416 = and i64 %4415, 255
  store i64 %4416, ptr %419, align 8
  %4417 = load i64, ptr %419, align 8
  %4418 = lshr i64 %4417, 3
  store i64 %4418, ptr %420, align 8
  %4419 = load ptr, ptr %417, align 8
  %4420 = load i64, ptr %4419, align 8
  %4421 = load i64, ptr %419, align 8
  %4422 = sub i64 64, %4421
  %4423 = lshr i64 %4420, %4422
  store i64 %4423, ptr %421, align 8
  %4424 = load ptr, ptr %417, align 8
  %4425 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4424, i32 0, i32 1
  %4426 = load i64, ptr %4425, align 8
  %4427 = and i64 %4426, 7
  store i64 %4427, ptr %4425, align 8
  %4428 = load ptr, ptr %417, align 8
  %4429 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4428, i32 0, i32 3
  %4430 = load ptr, ptr %4429, align 8
  %4431 = load i64, ptr %421, align 8
  call void @MEM_writeLEST(ptr noundef %4430, i64 noundef %4431)
  %4432 = load i64, ptr %420, align 8
  %4433 = load ptr, ptr %417, align 8
  %4434 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4433, i32 0, i32 3
  %4435 = load ptr, ptr %4434, align 8
  %4436 = getelementptr inbounds i8, ptr %4435, i64 %4432
  store ptr %4436, ptr %4434, align 8
  %4437 = load i32, ptr %418, align 4
  %4438 = icmp ne i32 %4437, 0
  br i1 %4438, label %4453, label %4439

4439:                                             ; preds = %4394
  %4440 = load ptr, ptr %417, align 8
  %4441 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4440, i32 0, i32 3
  %4442 = load ptr, ptr %4441, align 8
  %4443 = load ptr, ptr %417, align 8
  %4444 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4443, i32 0, i32 4
  %4445 = load ptr, ptr %4444, align 8
  %4446 = icmp ugt ptr %4442, %4445
  br i1 %4446, label %4447, label %4453

4447:                                             ; preds = %4439
  %4448 = load ptr, ptr %417, align 8
  %4449 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4448, i32 0, i32 4
  %4450 = load ptr, ptr %4449, align 8
  %4451 = load ptr, ptr %417, align 8
  %4452 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4451, i32 0, i32 3
  store ptr %4450, ptr %4452, align 8
  br label %4453

4453:                                             ; preds = %4394, %4439, %4447
  %4454 = load i32, ptr %905, align 4
  %4455 = load i32, ptr %908, align 4
  %4456 = sub nsw i32 %4455, %4454
  store i32 %4456, ptr %908, align 4
  br label %4457

4457:                                             ; preds = %4453, %4293
  br label %4458

4458:                                             ; preds = %4802, %4457
  %4459 = load i32, ptr %908, align 4
  %4460 = icmp sgt i32 %4459, 0
  br i1 %4460, label %4461, label %4807

4461:                                             ; preds = %4458
  store i32 1, ptr %911, align 4
  br label %4462

4462:                                             ; preds = %4501, %4461
  %4463 = load i32, ptr %911, align 4
  %4464 = load i32, ptr %905, align 4
  %4465 = icmp slt i32 %4463, %4464
  br i1 %4465, label %4466, label %4520

4466:                                             ; preds = %4462
  %4467 = load ptr, ptr %901, align 8
  %4468 = load ptr, ptr %902, align 8
  %4469 = load i32, ptr %908, align 4
  %4470 = load i32, ptr %911, align 4
  %4471 = sub nsw i32 %4469, %4470
  %4472 = sext i32 %4471 to i64
  %4473 = getelementptr inbounds i8, ptr %4468, i64 %4472
  %4474 = load i8, ptr %4473, align 1
  %4475 = zext i8 %4474 to i32
  %4476 = load ptr, ptr %904, align 8
  store ptr %4467, ptr %697, align 8
  store i32 %4475, ptr %698, align 4
  store ptr %4476, ptr %699, align 8
  store i32 0, ptr %700, align 4
  store i32 1, ptr %701, align 4
  %4477 = load ptr, ptr %697, align 8
  %4478 = load ptr, ptr %699, align 8
  %4479 = load i32, ptr %698, align 4
  %4480 = zext i32 %4479 to i64
  %4481 = getelementptr inbounds i64, ptr %4478, i64 %4480
  %4482 = load i64, ptr %4481, align 8
  %4483 = load i32, ptr %700, align 4
  %4484 = load i32, ptr %701, align 4
  store ptr %4477, ptr %131, align 8
  store i64 %4482, ptr %132, align 8
  store i32 %4483, ptr %133, align 4
  store i32 %4484, ptr %134, align 4
  %4485 = load i64, ptr %132, align 8
  %4486 = call i64 @HUF_getNbBits(i64 noundef %4485)
  %4487 = load ptr, ptr %131, align 8
  %4488 = load i32, ptr %133, align 4
  %4489 = sext i32 %4488 to i64
  %4490 = getelementptr inbounds [2 x i64], ptr %4487, i64 0, i64 %4489
  %4491 = load i64, ptr %4490, align 8
  %4492 = lshr i64 %4491, %4486
  store i64 %4492, ptr %4490, align 8
  %4493 = load i32, ptr %134, align 4
  %4494 = icmp ne i32 %4493, 0
  br i1 %4494, label %4495, label %4498

4495:                                             ; preds = %4466
  %4496 = load i64, ptr %132, align 8
  %4497 = call i64 @HUF_getValueFast(i64 noundef %4496)
  br label %4501

4498:                                             ; preds = %4466
  %4499 = load i64, ptr %132, align 8
  %4500 = call i64 @HUF_getValue(i64 noundef %4499)
  br label %4501

4501:                                             ; preds = %4495, %4498
  %4502 = phi i64 [ %4497, %4495 ], [ %4500, %4498 ]
  %4503 = load ptr, ptr %131, align 8
  %4504 = load i32, ptr %133, align 4
  %4505 = sext i32 %4504 to i64
  %4506 = getelementptr inbounds [2 x i64], ptr %4503, i64 0, i64 %4505
  %4507 = load i64, ptr %4506, align 8
  %4508 = or i64 %4507, %4502
  store i64 %4508, ptr %4506, align 8
  %4509 = load i64, ptr %132, align 8
  %4510 = call i64 @HUF_getNbBitsFast(i64 noundef %4509)
  %4511 = load ptr, ptr %131, align 8
  %4512 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4511, i32 0, i32 1
  %4513 = load i32, ptr %133, align 4
  %4514 = sext i32 %4513 to i64
  %4515 = getelementptr inbounds [2 x i64], ptr %4512, i64 0, i64 %4514
  %4516 = load i64, ptr %4515, align 8
  %4517 = add i64 %4516, %4510
  store i64 %4517, ptr %4515, align 8
  %4518 = load i32, ptr %911, align 4
  %4519 = add nsw i32 %4518, 1
  store i32 %4519, ptr %911, align 4
  br label %4462, !llvm.loop !40

4520:                                             ; preds = %4462
  %4521 = load ptr, ptr %901, align 8
  %4522 = load ptr, ptr %902, align 8
  %4523 = load i32, ptr %908, align 4
  %4524 = load i32, ptr %905, align 4
  %4525 = sub nsw i32 %4523, %4524
  %4526 = sext i32 %4525 to i64
  %4527 = getelementptr inbounds i8, ptr %4522, i64 %4526
  %4528 = load i8, ptr %4527, align 1
  %4529 = zext i8 %4528 to i32
  %4530 = load ptr, ptr %904, align 8
  %4531 = load i32, ptr %907, align 4
  store ptr %4521, ptr %682, align 8
  store i32 %4529, ptr %683, align 4
  store ptr %4530, ptr %684, align 8
  store i32 0, ptr %685, align 4
  store i32 %4531, ptr %686, align 4
  %4532 = load ptr, ptr %682, align 8
  %4533 = load ptr, ptr %684, align 8
  %4534 = load i32, ptr %683, align 4
  %4535 = zext i32 %4534 to i64
  %4536 = getelementptr inbounds i64, ptr %4533, i64 %4535
  %4537 = load i64, ptr %4536, align 8
  %4538 = load i32, ptr %685, align 4
  %4539 = load i32, ptr %686, align 4
  store ptr %4532, ptr %143, align 8
  store i64 %4537, ptr %144, align 8
  store i32 %4538, ptr %145, align 4
  store i32 %4539, ptr %146, align 4
  %4540 = load i64, ptr %144, align 8
  %4541 = call i64 @HUF_getNbBits(i64 noundef %4540)
  %4542 = load ptr, ptr %143, align 8
  %4543 = load i32, ptr %145, align 4
  %4544 = sext i32 %4543 to i64
  %4545 = getelementptr inbounds [2 x i64], ptr %4542, i64 0, i64 %4544
  %4546 = load i64, ptr %4545, align 8
  %4547 = lshr i64 %4546, %4541
  store i64 %4547, ptr %4545, align 8
  %4548 = load i32, ptr %146, align 4
  %4549 = icmp ne i32 %4548, 0
  br i1 %4549, label %4550, label %4553

4550:                                             ; preds = %4520
  %4551 = load i64, ptr %144, align 8
  %4552 = call i64 @HUF_getValueFast(i64 noundef %4551)
  br label %4556

4553:                                             ; preds = %4520
  %4554 = load i64, ptr %144, align 8
  %4555 = call i64 @HUF_getValue(i64 noundef %4554)
  br label %4556

4556:                                             ; preds = %4550, %4553
  %4557 = phi i64 [ %4552, %4550 ], [ %4555, %4553 ]
  %4558 = load ptr, ptr %143, align 8
  %4559 = load i32, ptr %145, align 4
  %4560 = sext i32 %4559 to i64
  %4561 = getelementptr inbounds [2 x i64], ptr %4558, i64 0, i64 %4560
  %4562 = load i64, ptr %4561, align 8
  %4563 = or i64 %4562, %4557
  store i64 %4563, ptr %4561, align 8
  %4564 = load i64, ptr %144, align 8
  %4565 = call i64 @HUF_getNbBitsFast(i64 noundef %4564)
  %4566 = load ptr, ptr %143, align 8
  %4567 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4566, i32 0, i32 1
  %4568 = load i32, ptr %145, align 4
  %4569 = sext i32 %4568 to i64
  %4570 = getelementptr inbounds [2 x i64], ptr %4567, i64 0, i64 %4569
  %4571 = load i64, ptr %4570, align 8
  %4572 = add i64 %4571, %4565
  store i64 %4572, ptr %4570, align 8
  %4573 = load ptr, ptr %901, align 8
  %4574 = load i32, ptr %906, align 4
  store ptr %4573, ptr %407, align 8
  store i32 %4574, ptr %408, align 4
  %4575 = load ptr, ptr %407, align 8
  %4576 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4575, i32 0, i32 1
  %4577 = load i64, ptr %4576, align 8
  %4578 = and i64 %4577, 255
  store i64 %4578, ptr %409, align 8
  %4579 = load i64, ptr %409, align 8
  %4580 = lshr i64 %4579, 3
  store i64 %4580, ptr %410, align 8
  %4581 = load ptr, ptr %407, align 8
  %4582 = load i64, ptr %4581, align 8
  %4583 = load i64, ptr %409, align 8
  %4584 = sub i64 64, %4583
  %4585 = lshr i64 %4582, %4584
  store i64 %4585, ptr %411, align 8
  %4586 = load ptr, ptr %407, align 8
  %4587 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4586, i32 0, i32 1
  %4588 = load i64, ptr %4587, align 8
  %4589 = and i64 %4588, 7
  store i64 %4589, ptr %4587, align 8
  %4590 = load ptr, ptr %407, align 8
  %4591 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4590, i32 0, i32 3
  %4592 = load ptr, ptr %4591, align 8
  %4593 = load i64, ptr %411, align 8
  call void @MEM_writeLEST(ptr noundef %4592, i64 noundef %4593)
  %4594 = load i64, ptr %410, align 8
  %4595 = load ptr, ptr %407, align 8
  %4596 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4595, i32 0, i32 3
  %4597 = load ptr, ptr %4596, align 8
  %4598 = getelementptr inbounds i8, ptr %4597, i64 %4594
  store ptr %4598, ptr %4596, align 8
  %4599 = load i32, ptr %408, align 4
  %4600 = icmp ne i32 %4599, 0
  br i1 %4600, label %4615, label %4601

4601:                                             ; preds = %4556
  %4602 = load ptr, ptr %407, align 8
  %4603 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4602, i32 0, i32 3
  %4604 = load ptr, ptr %4603, align 8
  %4605 = load ptr, ptr %407, align 8
  %4606 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4605, i32 0, i32 4
  %4607 = load ptr, ptr %4606, align 8
  %4608 = icmp ugt ptr %4604, %4607
  br i1 %4608, label %4609, label %4615

4609:                                             ; preds = %4601
  %4610 = load ptr, ptr %407, align 8
  %4611 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4610, i32 0, i32 4
  %4612 = load ptr, ptr %4611, align 8
  %4613 = load ptr, ptr %407, align 8
  %4614 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4613, i32 0, i32 3
  store ptr %4612, ptr %4614, align 8
  br label %4615

4615:                                             ; preds = %4556, %4601, %4609
  %4616 = load ptr, ptr %901, align 8
  store ptr %4616, ptr %302, align 8
  %4617 = load ptr, ptr %302, align 8
  %4618 = getelementptr inbounds [2 x i64], ptr %4617, i64 0, i64 1
  store i64 0, ptr %4618, align 8
  %4619 = load ptr, ptr %302, align 8
  %4620 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4619, i32 0, i32 1
  %4621 = getelementptr inbounds [2 x i64], ptr %4620, i64 0, i64 1
  store i64 0, ptr %4621, align 8
  store i32 1, ptr %911, align 4
  br label %4622

4622:                                             ; preds = %4663, %4615
  %4623 = load i32, ptr %911, align 4
  %4624 = load i32, ptr %905, align 4
  %4625 = icmp slt i32 %4623, %4624
  br i1 %4625, label %4626, label %4682

4626:                                             ; preds = %4622
  %4627 = load ptr, ptr %901, align 8
  %4628 = load ptr, ptr %902, align 8
  %4629 = load i32, ptr %908, align 4
  %4630 = load i32, ptr %905, align 4
  %4631 = sub nsw i32 %4629, %4630
  %4632 = load i32, ptr %911, align 4
  %4633 = sub nsw i32 %4631, %4632
  %4634 = sext i32 %4633 to i64
  %4635 = getelementptr inbounds i8, ptr %4628, i64 %4634
  %4636 = load i8, ptr %4635, align 1
  %4637 = zext i8 %4636 to i32
  %4638 = load ptr, ptr %904, align 8
  store ptr %4627, ptr %692, align 8
  store i32 %4637, ptr %693, align 4
  store ptr %4638, ptr %694, align 8
  store i32 1, ptr %695, align 4
  store i32 1, ptr %696, align 4
  %4639 = load ptr, ptr %692, align 8
  %4640 = load ptr, ptr %694, align 8
  %4641 = load i32, ptr %693, align 4
  %4642 = zext i32 %4641 to i64
  %4643 = getelementptr inbounds i64, ptr %4640, i64 %4642
  %4644 = load i64, ptr %4643, align 8
  %4645 = load i32, ptr %695, align 4
  %4646 = load i32, ptr %696, align 4
  store ptr %4639, ptr %135, align 8
  store i64 %4644, ptr %136, align 8
  store i32 %4645, ptr %137, align 4
  store i32 %4646, ptr %138, align 4
  %4647 = load i64, ptr %136, align 8
  %4648 = call i64 @HUF_getNbBits(i64 noundef %4647)
  %4649 = load ptr, ptr %135, align 8
  %4650 = load i32, ptr %137, align 4
  %4651 = sext i32 %4650 to i64
  %4652 = getelementptr inbounds [2 x i64], ptr %4649, i64 0, i64 %4651
  %4653 = load i64, ptr %4652, align 8
  %4654 = lshr i64 %4653, %4648
  store i64 %4654, ptr %4652, align 8
  %4655 = load i32, ptr %138, align 4
  %4656 = icmp ne i32 %4655, 0
  br i1 %4656, label %4657, label %4660

4657:                                             ; preds = %4626
  %4658 = load i64, ptr %136, align 8
  %4659 = call i64 @HUF_getValueFast(i64 noundef %4658)
  br label %4663

4660:                                             ; preds = %4626
  %4661 = load i64, ptr %136, align 8
  %4662 = call i64 @HUF_getValue(i64 noundef %4661)
  br label %4663

4663:                                             ; preds = %4657, %4660
  %4664 = phi i64 [ %4659, %4657 ], [ %4662, %4660 ]
  %4665 = load ptr, ptr %135, align 8
  %4666 = load i32, ptr %137, align 4
  %4667 = sext i32 %4666 to i64
  %4668 = getelementptr inbounds [2 x i64], ptr %4665, i64 0, i64 %4667
  %4669 = load i64, ptr %4668, align 8
  %4670 = or i64 %4669, %4664
  store i64 %4670, ptr %4668, align 8
  %4671 = load i64, ptr %136, align 8
  %4672 = call i64 @HUF_getNbBitsFast(i64 noundef %4671)
  %4673 = load ptr, ptr %135, align 8
  %4674 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4673, i32 0, i32 1
  %4675 = load i32, ptr %137, align 4
  %4676 = sext i32 %4675 to i64
  %4677 = getelementptr inbounds [2 x i64], ptr %4674, i64 0, i64 %4676
  %4678 = load i64, ptr %4677, align 8
  %4679 = add i64 %4678, %4672
  store i64 %4679, ptr %4677, align 8
  %4680 = load i32, ptr %911, align 4
  %4681 = add nsw i32 %4680, 1
  store i32 %4681, ptr %911, align 4
  br label %4622, !llvm.loop !41

4682:                                             ; preds = %4622
  %4683 = load ptr, ptr %901, align 8
  %4684 = load ptr, ptr %902, align 8
  %4685 = load i32, ptr %908, align 4
  %4686 = load i32, ptr %905, align 4
  %4687 = sub nsw i32 %4685, %4686
  %4688 = load i32, ptr %905, align 4
  %4689 = sub nsw i32 %4687, %4688
  %4690 = sext i32 %4689 to i64
  %4691 = getelementptr inbounds i8, ptr %4684, i64 %4690
  %4692 = load i8, ptr %4691, align 1
  %4693 = zext i8 %4692 to i32
  %4694 = load ptr, ptr %904, align 8
  %4695 = load i32, ptr %907, align 4
  store ptr %4683, ptr %687, align 8
  store i32 %4693, ptr %688, align 4
  store ptr %4694, ptr %689, align 8
  store i32 1, ptr %690, align 4
  store i32 %4695, ptr %691, align 4
  %4696 = load ptr, ptr %687, align 8
  %4697 = load ptr, ptr %689, align 8
  %4698 = load i32, ptr %688, align 4
  %4699 = zext i32 %4698 to i64
  %4700 = getelementptr inbounds i64, ptr %4697, i64 %4699
  %4701 = load i64, ptr %4700, align 8
  %4702 = load i32, ptr %690, align 4
  %4703 = load i32, ptr %691, align 4
  store ptr %4696, ptr %139, align 8
  store i64 %4701, ptr %140, align 8
  store i32 %4702, ptr %141, align 4
  store i32 %4703, ptr %142, align 4
  %4704 = load i64, ptr %140, align 8
  %4705 = call i64 @HUF_getNbBits(i64 noundef %4704)
  %4706 = load ptr, ptr %139, align 8
  %4707 = load i32, ptr %141, align 4
  %4708 = sext i32 %4707 to i64
  %4709 = getelementptr inbounds [2 x i64], ptr %4706, i64 0, i64 %4708
  %4710 = load i64, ptr %4709, align 8
  %4711 = lshr i64 %4710, %4705
  store i64 %4711, ptr %4709, align 8
  %4712 = load i32, ptr %142, align 4
  %4713 = icmp ne i32 %4712, 0
  br i1 %4713, label %4714, label %4717

4714:                                             ; preds = %4682
  %4715 = load i64, ptr %140, align 8
  %4716 = call i64 @HUF_getValueFast(i64 noundef %4715)
  br label %4720

4717:                                             ; preds = %4682
  %4718 = load i64, ptr %140, align 8
  %4719 = call i64 @HUF_getValue(i64 noundef %4718)
  br label %4720

4720:                                             ; preds = %4714, %4717
  %4721 = phi i64 [ %4716, %4714 ], [ %4719, %4717 ]
  %4722 = load ptr, ptr %139, align 8
  %4723 = load i32, ptr %141, align 4
  %4724 = sext i32 %4723 to i64
  %4725 = getelementptr inbounds [2 x i64], ptr %4722, i64 0, i64 %4724
  %4726 = load i64, ptr %4725, align 8
  %4727 = or i64 %4726, %4721
  store i64 %4727, ptr %4725, align 8
  %4728 = load i64, ptr %140, align 8
  %4729 = call i64 @HUF_getNbBitsFast(i64 noundef %4728)
  %4730 = load ptr, ptr %139, align 8
  %4731 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4730, i32 0, i32 1
  %4732 = load i32, ptr %141, align 4
  %4733 = sext i32 %4732 to i64
  %4734 = getelementptr inbounds [2 x i64], ptr %4731, i64 0, i64 %4733
  %4735 = load i64, ptr %4734, align 8
  %4736 = add i64 %4735, %4729
  store i64 %4736, ptr %4734, align 8
  %4737 = load ptr, ptr %901, align 8
  store ptr %4737, ptr %292, align 8
  %4738 = load ptr, ptr %292, align 8
  %4739 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4738, i32 0, i32 1
  %4740 = getelementptr inbounds [2 x i64], ptr %4739, i64 0, i64 1
  %4741 = load i64, ptr %4740, align 8
  %4742 = and i64 %4741, 255
  %4743 = load ptr, ptr %292, align 8
  %4744 = load i64, ptr %4743, align 8
  %4745 = lshr i64 %4744, %4742
  store i64 %4745, ptr %4743, align 8
  %4746 = load ptr, ptr %292, align 8
  %4747 = getelementptr inbounds [2 x i64], ptr %4746, i64 0, i64 1
  %4748 = load i64, ptr %4747, align 8
  %4749 = load ptr, ptr %292, align 8
  %4750 = load i64, ptr %4749, align 8
  %4751 = or i64 %4750, %4748
  store i64 %4751, ptr %4749, align 8
  %4752 = load ptr, ptr %292, align 8
  %4753 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4752, i32 0, i32 1
  %4754 = getelementptr inbounds [2 x i64], ptr %4753, i64 0, i64 1
  %4755 = load i64, ptr %4754, align 8
  %4756 = load ptr, ptr %292, align 8
  %4757 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4756, i32 0, i32 1
  %4758 = load i64, ptr %4757, align 8
  %4759 = add i64 %4758, %4755
  store i64 %4759, ptr %4757, align 8
  %4760 = load ptr, ptr %901, align 8
  %4761 = load i32, ptr %906, align 4
  store ptr %4760, ptr %412, align 8
  store i32 %4761, ptr %413, align 4
  %4762 = load ptr, ptr %412, align 8
  %4763 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4762, i32 0, i32 1
  %4764 = load i64, ptr %4763, align 8
  %4765 = and i64 %4764, 255
  store i64 %4765, ptr %414, align 8
  %4766 = load i64, ptr %414, align 8
  %4767 = lshr i64 %4766, 3
  store i64 %4767, ptr %415, align 8
  %4768 = load ptr, ptr %412, align 8
  %4769 = load i64, ptr %4768, align 8
  %4770 = load i64, ptr %414, align 8
  %4771 = sub i64 64, %4770
  %4772 = lshr i64 %4769, %4771
  store i64 %4772, ptr %416, align 8
  %4773 = load ptr, ptr %412, align 8
  %4774 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4773, i32 0, i32 1
  %4775 = load i64, ptr %4774, align 8
  %4776 = and i64 %4775, 7
  store i64 %4776, ptr %4774, align 8
  %4777 = load ptr, ptr %412, align 8
  %4778 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4777, i32 0, i32 3
  %4779 = load ptr, ptr %4778, align 8
  %4780 = load i64, ptr %416, align 8
  call void @MEM_writeLEST(ptr noundef %4779, i64 noundef %4780)
  %4781 = load i64, ptr %415, align 8
  %4782 = load ptr, ptr %412, align 8
  %4783 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4782, i32 0, i32 3
  %4784 = load ptr, ptr %4783, align 8
  %4785 = getelementptr inbounds i8, ptr %4784, i64 %4781
  store ptr %4785, ptr %4783, align 8
  %4786 = load i32, ptr %413, align 4
  %4787 = icmp ne i32 %4786, 0
  br i1 %4787, label %4802, label %4788

4788:                                             ; preds = %4720
  %4789 = load ptr, ptr %412, align 8
  %4790 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4789, i32 0, i32 3
  %4791 = load ptr, ptr %4790, align 8
  %4792 = load ptr, ptr %412, align 8
  %4793 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4792, i32 0, i32 4
  %4794 = load ptr, ptr %4793, align 8
  %4795 = icmp ugt ptr %4791, %4794
  br i1 %4795, label %4796, label %4802

4796:                                             ; preds = %4788
  %4797 = load ptr, ptr %412, align 8
  %4798 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4797, i32 0, i32 4
  %4799 = load ptr, ptr %4798, align 8
  %4800 = load ptr, ptr %412, align 8
  %4801 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4800, i32 0, i32 3
  store ptr %4799, ptr %4801, align 8
  br label %4802

4802:                                             ; preds = %4720, %4788, %4796
  %4803 = load i32, ptr %905, align 4
  %4804 = mul nsw i32 2, %4803
  %4805 = load i32, ptr %908, align 4
  %4806 = sub nsw i32 %4805, %4804
  store i32 %4806, ptr %908, align 4
  br label %4458, !llvm.loop !42

4807:                                             ; preds = %4458
  br label %7317

4808:                                             ; preds = %3552
  %4809 = load ptr, ptr %976, align 8
  %4810 = load i64, ptr %971, align 8
  %4811 = load ptr, ptr %975, align 8
  store ptr %979, ptr %890, align 8
  store ptr %4809, ptr %891, align 8
  store i64 %4810, ptr %892, align 8
  store ptr %4811, ptr %893, align 8
  store i32 6, ptr %894, align 4
  store i32 1, ptr %895, align 4
  store i32 0, ptr %896, align 4
  %4812 = load i64, ptr %892, align 8
  %4813 = trunc i64 %4812 to i32
  store i32 %4813, ptr %897, align 4
  %4814 = load i32, ptr %897, align 4
  %4815 = load i32, ptr %894, align 4
  %4816 = srem i32 %4814, %4815
  store i32 %4816, ptr %898, align 4
  %4817 = load i32, ptr %898, align 4
  %4818 = icmp sgt i32 %4817, 0
  br i1 %4818, label %4819, label %4920

4819:                                             ; preds = %4808
  br label %4820

4820:                                             ; preds = %4857, %4819
  %4821 = load i32, ptr %898, align 4
  %4822 = icmp sgt i32 %4821, 0
  br i1 %4822, label %4823, label %4876

4823:                                             ; preds = %4820
  %4824 = load ptr, ptr %890, align 8
  %4825 = load ptr, ptr %891, align 8
  %4826 = load i32, ptr %897, align 4
  %4827 = add nsw i32 %4826, -1
  store i32 %4827, ptr %897, align 4
  %4828 = sext i32 %4827 to i64
  %4829 = getelementptr inbounds i8, ptr %4825, i64 %4828
  %4830 = load i8, ptr %4829, align 1
  %4831 = zext i8 %4830 to i32
  %4832 = load ptr, ptr %893, align 8
  store ptr %4824, ptr %747, align 8
  store i32 %4831, ptr %748, align 4
  store ptr %4832, ptr %749, align 8
  store i32 0, ptr %750, align 4
  store i32 0, ptr %751, align 4
  %4833 = load ptr, ptr %747, align 8
  %4834 = load ptr, ptr %749, align 8
  %4835 = load i32, ptr %748, align 4
  %4836 = zext i32 %4835 to i64
  %4837 = getelementptr inbounds i64, ptr %4834, i64 %4836
  %4838 = load i64, ptr %4837, align 8
  %4839 = load i32, ptr %750, align 4
  %4840 = load i32, ptr %751, align 4
  store ptr %4833, ptr %91, align 8
  store i64 %4838, ptr %92, align 8
  store i32 %4839, ptr %93, align 4
  store i32 %4840, ptr %94, align 4
  %4841 = load i64, ptr %92, align 8
  %4842 = call i64 @HUF_getNbBits(i64 noundef %4841)
  %4843 = load ptr, ptr %91, align 8
  %4844 = load i32, ptr %93, align 4
  %4845 = sext i32 %4844 to i64
  %4846 = getelementptr inbounds [2 x i64], ptr %4843, i64 0, i64 %4845
  %4847 = load i64, ptr %4846, align 8
  %4848 = lshr i64 %4847, %4842
  store i64 %4848, ptr %4846, align 8
  %4849 = load i32, ptr %94, align 4
  %4850 = icmp ne i32 %4849, 0
  br i1 %4850, label %4851, label %4854

4851:                                             ; preds = %4823
  %4852 = load i64, ptr %92, align 8
  %4853 = call i64 @HUF_getValueFast(i64 noundef %4852)
  br label %4857

4854:                                             ; preds = %4823
  %4855 = load i64, ptr %92, align 8
  %4856 = call i64 @HUF_getValue(i64 noundef %4855)
  br label %4857

4857:                                             ; preds = %4851, %4854
  %4858 = phi i64 [ %4853, %4851 ], [ %4856, %4854 ]
  %4859 = load ptr, ptr %91, align 8
  %4860 = load i32, ptr %93, align 4
  %4861 = sext i32 %4860 to i64
  %4862 = getelementptr inbounds [2 x i64], ptr %4859, i64 0, i64 %4861
  %4863 = load i64, ptr %4862, align 8
  %4864 = or i64 %4863, %4858
  store i64 %4864, ptr %4862, align 8
  %4865 = load i64, ptr %92, align 8
  %4866 = call i64 @HUF_getNbBitsFast(i64 noundef %4865)
  %4867 = load ptr, ptr %91, align 8
  %4868 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4867, i32 0, i32 1
  %4869 = load i32, ptr %93, align 4
  %4870 = sext i32 %4869 to i64
  %4871 = getelementptr inbounds [2 x i64], ptr %4868, i64 0, i64 %4870
  %4872 = load i64, ptr %4871, align 8
  %4873 = add i64 %4872, %4866
  store i64 %4873, ptr %4871, align 8
  %4874 = load i32, ptr %898, align 4
  %4875 = add nsw i32 %4874, -1
  store i32 %4875, ptr %898, align 4
  br label %4820, !llvm.loop !38

4876:                                             ; preds = %4820
  %4877 = load ptr, ptr %890, align 8
  %4878 = load i32, ptr %895, align 4
  store ptr %4877, ptr %442, align 8
  store i32 %4878, ptr %443, align 4
  %4879 = load ptr, ptr %442, align 8
  %4880 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4879, i32 0, i32 1
  %4881 = load i64, ptr %4880, align 8
  %4882 = and i64 %4881, 255
  store i64 %4882, ptr %444, align 8
  %4883 = load i64, ptr %444, align 8
  %4884 = lshr i64 %4883, 3
  store i64 %4884, ptr %445, align 8
  %4885 = load ptr, ptr %442, align 8
  %4886 = load i64, ptr %4885, align 8
  %4887 = load i64, ptr %444, align 8
  %4888 = sub i64 64, %4887
  %4889 = lshr i64 %4886, %4888
  store i64 %4889, ptr %446, align 8
  %4890 = load ptr, ptr %442, align 8
  %4891 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4890, i32 0, i32 1
  %4892 = load i64, ptr %4891, align 8
  %4893 = and i64 %4892, 7
  store i64 %4893, ptr %4891, align 8
  %4894 = load ptr, ptr %442, align 8
  %4895 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4894, i32 0, i32 3
  %4896 = load ptr, ptr %4895, align 8
  %4897 = load i64, ptr %446, align 8
  call void @MEM_writeLEST(ptr noundef %4896, i64 noundef %4897)
  %4898 = load i64, ptr %445, align 8
  %4899 = load ptr, ptr %442, align 8
  %4900 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4899, i32 0, i32 3
  %4901 = load ptr, ptr %4900, align 8
  %4902 = getelementptr inbounds i8, ptr %4901, i64 %4898
  store ptr %4902, ptr %4900, align 8
  %4903 = load i32, ptr %443, align 4
  %4904 = icmp ne i32 %4903, 0
  br i1 %4904, label %4919, label %4905

4905:                                             ; preds = %4876
  %4906 = load ptr, ptr %442, align 8
  %4907 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4906, i32 0, i32 3
  %4908 = load ptr, ptr %4907, align 8
  %4909 = load ptr, ptr %442, align 8
  %4910 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4909, i32 0, i32 4
  %4911 = load ptr, ptr %4910, align 8
  %4912 = icmp ugt ptr %4908, %4911
  br i1 %4912, label %4913, label %4919

4913:                                             ; preds = %4905
  %4914 = load ptr, ptr %442, align 8
  %4915 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4914, i32 0, i32 4
  %4916 = load ptr, ptr %4915, align 8
  %4917 = load ptr, ptr %442, align 8
  %4918 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4917, i32 0, i32 3
  store ptr %4916, ptr %4918, align 8
  br label %4919

4919:                                             ; preds = %4876, %4905, %4913
  br label %4920

4920:                                             ; preds = %4919, %4808
  %4921 = load i32, ptr %897, align 4
  %4922 = load i32, ptr %894, align 4
  %4923 = mul nsw i32 2, %4922
  %4924 = srem i32 %4921, %4923
  %4925 = icmp ne i32 %4924, 0
  br i1 %4925, label %4926, label %5084

4926:                                             ; preds = %4920
  store i32 1, ptr %899, align 4
  br label %4927

4927:                                             ; preds = %4966, %4926
  %4928 = load i32, ptr %899, align 4
  %4929 = load i32, ptr %894, align 4
  %4930 = icmp slt i32 %4928, %4929
  br i1 %4930, label %4931, label %4985

4931:                                             ; preds = %4927
  %4932 = load ptr, ptr %890, align 8
  %4933 = load ptr, ptr %891, align 8
  %4934 = load i32, ptr %897, align 4
  %4935 = load i32, ptr %899, align 4
  %4936 = sub nsw i32 %4934, %4935
  %4937 = sext i32 %4936 to i64
  %4938 = getelementptr inbounds i8, ptr %4933, i64 %4937
  %4939 = load i8, ptr %4938, align 1
  %4940 = zext i8 %4939 to i32
  %4941 = load ptr, ptr %893, align 8
  store ptr %4932, ptr %742, align 8
  store i32 %4940, ptr %743, align 4
  store ptr %4941, ptr %744, align 8
  store i32 0, ptr %745, align 4
  store i32 1, ptr %746, align 4
  %4942 = load ptr, ptr %742, align 8
  %4943 = load ptr, ptr %744, align 8
  %4944 = load i32, ptr %743, align 4
  %4945 = zext i32 %4944 to i64
  %4946 = getelementptr inbounds i64, ptr %4943, i64 %4945
  %4947 = load i64, ptr %4946, align 8
  %4948 = load i32, ptr %745, align 4
  %4949 = load i32, ptr %746, align 4
  store ptr %4942, ptr %95, align 8
  store i64 %4947, ptr %96, align 8
  store i32 %4948, ptr %97, align 4
  store i32 %4949, ptr %98, align 4
  %4950 = load i64, ptr %96, align 8
  %4951 = call i64 @HUF_getNbBits(i64 noundef %4950)
  %4952 = load ptr, ptr %95, align 8
  %4953 = load i32, ptr %97, align 4
  %4954 = sext i32 %4953 to i64
  %4955 = getelementptr inbounds [2 x i64], ptr %4952, i64 0, i64 %4954
  %4956 = load i64, ptr %4955, align 8
  %4957 = lshr i64 %4956, %4951
  store i64 %4957, ptr %4955, align 8
  %4958 = load i32, ptr %98, align 4
  %4959 = icmp ne i32 %4958, 0
  br i1 %4959, label %4960, label %4963

4960:                                             ; preds = %4931
  %4961 = load i64, ptr %96, align 8
  %4962 = call i64 @HUF_getValueFast(i64 noundef %4961)
  br label %4966

4963:                                             ; preds = %4931
  %4964 = load i64, ptr %96, align 8
  %4965 = call i64 @HUF_getValue(i64 noundef %4964)
  br label %4966

4966:                                             ; preds = %4960, %4963
  %4967 = phi i64 [ %4962, %4960 ], [ %4965, %4963 ]
  %4968 = load ptr, ptr %95, align 8
  %4969 = load i32, ptr %97, align 4
  %4970 = sext i32 %4969 to i64
  %4971 = getelementptr inbounds [2 x i64], ptr %4968, i64 0, i64 %4970
  %4972 = load i64, ptr %4971, align 8
  %4973 = or i64 %4972, %4967
  store i64 %4973, ptr %4971, align 8
  %4974 = load i64, ptr %96, align 8
  %4975 = call i64 @HUF_getNbBitsFast(i64 noundef %4974)
  %4976 = load ptr, ptr %95, align 8
  %4977 = getelementptr inbounds %struct.HUF_CStream_t, ptr %4976, i32 0, i32 1
  %4978 = load i32, ptr %97, align 4
  %4979 = sext i32 %4978 to i64
  %4980 = getelementptr inbounds [2 x i64], ptr %4977, i64 0, i64 %4979
  %4981 = load i64, ptr %4980, align 8
  %4982 = add i64 %4981, %4975
  store i64 %4982, ptr %4980, align 8
  %4983 = load i32, ptr %899, align 4
  %4984 = add nsw i32 %4983, 1
  store i32 %4984, ptr %899, align 4
  br label %4927, !llvm.loop !39

4985:                                             ; preds = %4927
  %4986 = load ptr, ptr %890, align 8
  %4987 = load ptr, ptr %891, align 8
  %4988 = load i32, ptr %897, align 4
  %4989 = load i32, ptr %894, align 4
  %4990 = sub nsw i32 %4988, %4989
  %4991 = sext i32 %4990 to i64
  %4992 = getelementptr inbounds i8, ptr %4987, i64 %4991
  %4993 = load i8, ptr %4992, align 1
  %4994 = zext i8 %4993 to i32
  %4995 = load ptr, ptr %893, align 8
  %4996 = load i32, ptr %896, align 4
  store ptr %4986, ptr %737, align 8
  store i32 %4994, ptr %738, align 4
  store ptr %4995, ptr %739, align 8
  store i32 0, ptr %740, align 4
  store i32 %4996, ptr %741, align 4
  %4997 = load ptr, ptr %737, align 8
  %4998 = load ptr, ptr %739, align 8
  %4999 = load i32, ptr %738, align 4
  %5000 = zext i32 %4999 to i64
  %5001 = getelementptr inbounds i64, ptr %4998, i64 %5000
  %5002 = load i64, ptr %5001, align 8
  %5003 = load i32, ptr %740, align 4
  %5004 = load i32, ptr %741, align 4
  store ptr %4997, ptr %99, align 8
  store i64 %5002, ptr %100, align 8
  store i32 %5003, ptr %101, align 4
  store i32 %5004, ptr %102, align 4
  %5005 = load i64, ptr %100, align 8
  %5006 = call i64 @HUF_getNbBits(i64 noundef %5005)
  %5007 = load ptr, ptr %99, align 8
  %5008 = load i32, ptr %101, align 4
  %5009 = sext i32 %5008 to i64
  %5010 = getelementptr inbounds [2 x i64], ptr %5007, i64 0, i64 %5009
  %5011 = load i64, ptr %5010, align 8
  %5012 = lshr i64 %5011, %5006
  store i64 %5012, ptr %5010, align 8
  %5013 = load i32, ptr %102, align 4
  %5014 = icmp ne i32 %5013, 0
  br i1 %5014, label %5015, label %5018

5015:                                             ; preds = %4985
  %5016 = load i64, ptr %100, align 8
  %5017 = call i64 @HUF_getValueFast(i64 noundef %5016)
  br label %5021

5018:                                             ; preds = %4985
  %5019 = load i64, ptr %100, align 8
  %5020 = call i64 @HUF_getValue(i64 noundef %5019)
  br label %5021

5021:                                             ; preds = %5015, %5018
  %5022 = phi i64 [ %5017, %5015 ], [ %5020, %5018 ]
  %5023 = load ptr, ptr %99, align 8
  %5024 = load i32, ptr %101, align 4
  %5025 = sext i32 %5024 to i64
  %5026 = getelementptr inbounds [2 x i64], ptr %5023, i64 0, i64 %5025
  %5027 = load i64, ptr %5026, align 8
  %5028 = or i64 %5027, %5022
  store i64 %5028, ptr %5026, align 8
  %5029 = load i64, ptr %100, align 8
  %5030 = call i64 @HUF_getNbBitsFast(i64 noundef %5029)
  %5031 = load ptr, ptr %99, align 8
  %5032 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5031, i32 0, i32 1
  %5033 = load i32, ptr %101, align 4
  %5034 = sext i32 %5033 to i64
  %5035 = getelementptr inbounds [2 x i64], ptr %5032, i64 0, i64 %5034
  %5036 = load i64, ptr %5035, align 8
  %5037 = add i64 %5036, %5030
  store i64 %5037, ptr %5035, align 8
  %5038 = load ptr, ptr %890, align 8
  %5039 = load i32, ptr %895, align 4
  store ptr %5038, ptr %437, align 8
  store i32 %5039, ptr %438, align 4
  %5040 = load ptr, ptr %437, align 8
  %5041 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5040, i32 0, i32 1
  %5042 = load i64, ptr %5041, align 8
  %5043 = and i64 %5042, 255
  store i64 %5043, ptr %439, align 8
  %5044 = load i64, ptr %439, align 8
  %5045 = lshr i64 %5044, 3
  store i64 %5045, ptr %440, align 8
  %5046 = load ptr, ptr %437, align 8
  %5047 = load i64, ptr %5046, align 8
  %5048 = load i64, ptr %439, align 8
  %5049 = sub i64 64, %5048
  %5050 = lshr i64 %5047, %5049
  store i64 %5050, ptr %441, align 8
  %5051 = load ptr, ptr %437, align 8
  %5052 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5051, i32 0, i32 1
  %5053 = load i64, ptr %5052, align 8
  %5054 = and i64 %5053, 7
  store i64 %5054, ptr %5052, align 8
  %5055 = load ptr, ptr %437, align 8
  %5056 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5055, i32 0, i32 3
  %5057 = load ptr, ptr %5056, align 8
  %5058 = load i64, ptr %441, align 8
  call void @MEM_writeLEST(ptr noundef %5057, i64 noundef %5058)
  %5059 = load i64, ptr %440, align 8
  %5060 = load ptr, ptr %437, align 8
  %5061 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5060, i32 0, i32 3
  %5062 = load ptr, ptr %5061, align 8
  %5063 = getelementptr inbounds i8, ptr %5062, i64 %5059
  store ptr %5063, ptr %5061, align 8
  %5064 = load i32, ptr %438, align 4
  %5065 = icmp ne i32 %5064, 0
  br i1 %5065, label %5080, label %5066

5066:                                             ; preds = %5021
  %5067 = load ptr, ptr %437, align 8
  %5068 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5067, i32 0, i32 3
  %5069 = load ptr, ptr %5068, align 8
  %5070 = load ptr, ptr %437, align 8
  %5071 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5070, i32 0, i32 4
  %5072 = load ptr, ptr %5071, align 8
  %5073 = icmp ugt ptr %5069, %5072
  br i1 %5073, label %5074, label %5080

5074:                                             ; preds = %5066
  %5075 = load ptr, ptr %437, align 8
  %5076 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5075, i32 0, i32 4
  %5077 = load ptr, ptr %5076, align 8
  %5078 = load ptr, ptr %437, align 8
  %5079 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5078, i32 0, i32 3
  store ptr %5077, ptr %5079, align 8
  br label %5080

5080:                                             ; preds = %5021, %5066, %5074
  %5081 = load i32, ptr %894, align 4
  %5082 = load i32, ptr %897, align 4
  %5083 = sub nsw i32 %5082, %5081
  store i32 %5083, ptr %897, align 4
  br label %5084

5084:                                             ; preds = %5080, %4920
  br label %5085

5085:                                             ; preds = %5429, %5084
  %5086 = load i32, ptr %897, align 4
  %5087 = icmp sgt i32 %5086, 0
  br i1 %5087, label %5088, label %5434

5088:                                             ; preds = %5085
  store i32 1, ptr %900, align 4
  br label %5089

5089:                                             ; preds = %5128, %5088
  %5090 = load i32, ptr %900, align 4
  %5091 = load i32, ptr %894, align 4
  %5092 = icmp slt i32 %5090, %5091
  br i1 %5092, label %5093, label %5147

5093:                                             ; preds = %5089
  %5094 = load ptr, ptr %890, align 8
  %5095 = load ptr, ptr %891, align 8
  %5096 = load i32, ptr %897, align 4
  %5097 = load i32, ptr %900, align 4
  %5098 = sub nsw i32 %5096, %5097
  %5099 = sext i32 %5098 to i64
  %5100 = getelementptr inbounds i8, ptr %5095, i64 %5099
  %5101 = load i8, ptr %5100, align 1
  %5102 = zext i8 %5101 to i32
  %5103 = load ptr, ptr %893, align 8
  store ptr %5094, ptr %732, align 8
  store i32 %5102, ptr %733, align 4
  store ptr %5103, ptr %734, align 8
  store i32 0, ptr %735, align 4
  store i32 1, ptr %736, align 4
  %5104 = load ptr, ptr %732, align 8
  %5105 = load ptr, ptr %734, align 8
  %5106 = load i32, ptr %733, align 4
  %5107 = zext i32 %5106 to i64
  %5108 = getelementptr inbounds i64, ptr %5105, i64 %5107
  %5109 = load i64, ptr %5108, align 8
  %5110 = load i32, ptr %735, align 4
  %5111 = load i32, ptr %736, align 4
  store ptr %5104, ptr %103, align 8
  store i64 %5109, ptr %104, align 8
  store i32 %5110, ptr %105, align 4
  store i32 %5111, ptr %106, align 4
  %5112 = load i64, ptr %104, align 8
  %5113 = call i64 @HUF_getNbBits(i64 noundef %5112)
  %5114 = load ptr, ptr %103, align 8
  %5115 = load i32, ptr %105, align 4
  %5116 = sext i32 %5115 to i64
  %5117 = getelementptr inbounds [2 x i64], ptr %5114, i64 0, i64 %5116
  %5118 = load i64, ptr %5117, align 8
  %5119 = lshr i64 %5118, %5113
  store i64 %5119, ptr %5117, align 8
  %5120 = load i32, ptr %106, align 4
  %5121 = icmp ne i32 %5120, 0
  br i1 %5121, label %5122, label %5125

5122:                                             ; preds = %5093
  %5123 = load i64, ptr %104, align 8
  %5124 = call i64 @HUF_getValueFast(i64 noundef %5123)
  br label %5128

5125:                                             ; preds = %5093
  %5126 = load i64, ptr %104, align 8
  %5127 = call i64 @HUF_getValue(i64 noundef %5126)
  br label %5128

5128:                                             ; preds = %5122, %5125
  %5129 = phi i64 [ %5124, %5122 ], [ %5127, %5125 ]
  %5130 = load ptr, ptr %103, align 8
  %5131 = load i32, ptr %105, align 4
  %5132 = sext i32 %5131 to i64
  %5133 = getelementptr inbounds [2 x i64], ptr %5130, i64 0, i64 %5132
  %5134 = load i64, ptr %5133, align 8
  %5135 = or i64 %5134, %5129
  store i64 %5135, ptr %5133, align 8
  %5136 = load i64, ptr %104, align 8
  %5137 = call i64 @HUF_getNbBitsFast(i64 noundef %5136)
  %5138 = load ptr, ptr %103, align 8
  %5139 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5138, i32 0, i32 1
  %5140 = load i32, ptr %105, align 4
  %5141 = sext i32 %5140 to i64
  %5142 = getelementptr inbounds [2 x i64], ptr %5139, i64 0, i64 %5141
  %5143 = load i64, ptr %5142, align 8
  %5144 = add i64 %5143, %5137
  store i64 %5144, ptr %5142, align 8
  %5145 = load i32, ptr %900, align 4
  %5146 = add nsw i32 %5145, 1
  store i32 %5146, ptr %900, align 4
  br label %5089, !llvm.loop !40

5147:                                             ; preds = %5089
  %5148 = load ptr, ptr %890, align 8
  %5149 = load ptr, ptr %891, align 8
  %5150 = load i32, ptr %897, align 4
  %5151 = load i32, ptr %894, align 4
  %5152 = sub nsw i32 %5150, %5151
  %5153 = sext i32 %5152 to i64
  %5154 = getelementptr inbounds i8, ptr %5149, i64 %5153
  %5155 = load i8, ptr %5154, align 1
  %5156 = zext i8 %5155 to i32
  %5157 = load ptr, ptr %893, align 8
  %5158 = load i32, ptr %896, align 4
  store ptr %5148, ptr %717, align 8
  store i32 %5156, ptr %718, align 4
  store ptr %5157, ptr %719, align 8
  store i32 0, ptr %720, align 4
  store i32 %5158, ptr %721, align 4
  %5159 = load ptr, ptr %717, align 8
  %5160 = load ptr, ptr %719, align 8
  %5161 = load i32, ptr %718, align 4
  %5162 = zext i32 %5161 to i64
  %5163 = getelementptr inbounds i64, ptr %5160, i64 %5162
  %5164 = load i64, ptr %5163, align 8
  %5165 = load i32, ptr %720, align 4
  %5166 = load i32, ptr %721, align 4
  store ptr %5159, ptr %115, align 8
  store i64 %5164, ptr %116, align 8
  store i32 %5165, ptr %117, align 4
  store i32 %5166, ptr %118, align 4
  %5167 = load i64, ptr %116, align 8
  %5168 = call i64 @HUF_getNbBits(i64 noundef %5167)
  %5169 = load ptr, ptr %115, align 8
  %5170 = load i32, ptr %117, align 4
  %5171 = sext i32 %5170 to i64
  %5172 = getelementptr inbounds [2 x i64], ptr %5169, i64 0, i64 %5171
  %5173 = load i64, ptr %5172, align 8
  %5174 = lshr i64 %5173, %5168
  store i64 %5174, ptr %5172, align 8
  %5175 = load i32, ptr %118, align 4
  %5176 = icmp ne i32 %5175, 0
  br i1 %5176, label %5177, label %5180

5177:                                             ; preds = %5147
  %5178 = load i64, ptr %116, align 8
  %5179 = call i64 @HUF_getValueFast(i64 noundef %5178)
  br label %5183

5180:                                             ; preds = %5147
  %5181 = load i64, ptr %116, align 8
  %5182 = call i64 @HUF_getValue(i64 noundef %5181)
  br label %5183

5183:                                             ; preds = %5177, %5180
  %5184 = phi i64 [ %5179, %5177 ], [ %5182, %5180 ]
  %5185 = load ptr, ptr %115, align 8
  %5186 = load i32, ptr %117, align 4
  %5187 = sext i32 %5186 to i64
  %5188 = getelementptr inbounds [2 x i64], ptr %5185, i64 0, i64 %5187
  %5189 = load i64, ptr %5188, align 8
  %5190 = or i64 %5189, %5184
  store i64 %5190, ptr %5188, align 8
  %5191 = load i64, ptr %116, align 8
  %5192 = call i64 @HUF_getNbBitsFast(i64 noundef %5191)
  %5193 = load ptr, ptr %115, align 8
  %5194 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5193, i32 0, i32 1
  %5195 = load i32, ptr %117, align 4
  %5196 = sext i32 %5195 to i64
  %5197 = getelementptr inbounds [2 x i64], ptr %5194, i64 0, i64 %5196
  %5198 = load i64, ptr %5197, align 8
  %5199 = add i64 %5198, %5192
  store i64 %5199, ptr %5197, align 8
  %5200 = load ptr, ptr %890, align 8
  %5201 = load i32, ptr %895, align 4
  store ptr %5200, ptr %427, align 8
  store i32 %5201, ptr %428, align 4
  %5202 = load ptr, ptr %427, align 8
  %5203 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5202, i32 0, i32 1
  %5204 = load i64, ptr %5203, align 8
  %5205 = and i64 %5204, 255
  store i64 %5205, ptr %429, align 8
  %5206 = load i64, ptr %429, align 8
  %5207 = lshr i64 %5206, 3
  store i64 %5207, ptr %430, align 8
  %5208 = load ptr, ptr %427, align 8
  %5209 = load i64, ptr %5208, align 8
  %5210 = load i64, ptr %429, align 8
  %5211 = sub i64 64, %5210
  %5212 = lshr i64 %5209, %5211
  store i64 %5212, ptr %431, align 8
  %5213 = load ptr, ptr %427, align 8
  %5214 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5213, i32 0, i32 1
  %5215 = load i64, ptr %5214, align 8
  %5216 = and i64 %5215, 7
  store i64 %5216, ptr %5214, align 8
  %5217 = load ptr, ptr %427, align 8
  %5218 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5217, i32 0, i32 3
  %5219 = load ptr, ptr %5218, align 8
  %5220 = load i64, ptr %431, align 8
  call void @MEM_writeLEST(ptr noundef %5219, i64 noundef %5220)
  %5221 = load i64, ptr %430, align 8
  %5222 = load ptr, ptr %427, align 8
  %5223 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5222, i32 0, i32 3
  %5224 = load ptr, ptr %5223, align 8
  %5225 = getelementptr inbounds i8, ptr %5224, i64 %5221
  store ptr %5225, ptr %5223, align 8
  %5226 = load i32, ptr %428, align 4
  %5227 = icmp ne i32 %5226, 0
  br i1 %5227, label %5242, label %5228

5228:                                             ; preds = %5183
  %5229 = load ptr, ptr %427, align 8
  %5230 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5229, i32 0, i32 3
  %5231 = load ptr, ptr %5230, align 8
  %5232 = load ptr, ptr %427, align 8
  %5233 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5232, i32 0, i32 4
  %5234 = load ptr, ptr %5233, align 8
  %5235 = icmp ugt ptr %5231, %5234
  br i1 %5235, label %5236, label %5242

5236:                                             ; preds = %5228
  %5237 = load ptr, ptr %427, align 8
  %5238 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5237, i32 0, i32 4
  %5239 = load ptr, ptr %5238, align 8
  %5240 = load ptr, ptr %427, align 8
  %5241 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5240, i32 0, i32 3
  store ptr %5239, ptr %5241, align 8
  br label %5242

5242:                                             ; preds = %5183, %5228, %5236
  %5243 = load ptr, ptr %890, align 8
  store ptr %5243, ptr %303, align 8
  %5244 = load ptr, ptr %303, align 8
  %5245 = getelementptr inbounds [2 x i64], ptr %5244, i64 0, i64 1
  store i64 0, ptr %5245, align 8
  %5246 = load ptr, ptr %303, align 8
  %5247 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5246, i32 0, i32 1
  %5248 = getelementptr inbounds [2 x i64], ptr %5247, i64 0, i64 1
  store i64 0, ptr %5248, align 8
  store i32 1, ptr %900, align 4
  br label %5249

5249:                                             ; preds = %5290, %5242
  %5250 = load i32, ptr %900, align 4
  %5251 = load i32, ptr %894, align 4
  %5252 = icmp slt i32 %5250, %5251
  br i1 %5252, label %5253, label %5309

5253:                                             ; preds = %5249
  %5254 = load ptr, ptr %890, align 8
  %5255 = load ptr, ptr %891, align 8
  %5256 = load i32, ptr %897, align 4
  %5257 = load i32, ptr %894, align 4
  %5258 = sub nsw i32 %5256, %5257
  %5259 = load i32, ptr %900, align 4
  %5260 = sub nsw i32 %5258, %5259
  %5261 = sext i32 %5260 to i64
  %5262 = getelementptr inbounds i8, ptr %5255, i64 %5261
  %5263 = load i8, ptr %5262, align 1
  %5264 = zext i8 %5263 to i32
  %5265 = load ptr, ptr %893, align 8
  store ptr %5254, ptr %727, align 8
  store i32 %5264, ptr %728, align 4
  store ptr %5265, ptr %729, align 8
  store i32 1, ptr %730, align 4
  store i32 1, ptr %731, align 4
  %5266 = load ptr, ptr %727, align 8
  %5267 = load ptr, ptr %729, align 8
  %5268 = load i32, ptr %728, align 4
  %5269 = zext i32 %5268 to i64
  %5270 = getelementptr inbounds i64, ptr %5267, i64 %5269
  %5271 = load i64, ptr %5270, align 8
  %5272 = load i32, ptr %730, align 4
  %5273 = load i32, ptr %731, align 4
  store ptr %5266, ptr %107, align 8
  store i64 %5271, ptr %108, align 8
  store i32 %5272, ptr %109, align 4
  store i32 %5273, ptr %110, align 4
  %5274 = load i64, ptr %108, align 8
  %5275 = call i64 @HUF_getNbBits(i64 noundef %5274)
  %5276 = load ptr, ptr %107, align 8
  %5277 = load i32, ptr %109, align 4
  %5278 = sext i32 %5277 to i64
  %5279 = getelementptr inbounds [2 x i64], ptr %5276, i64 0, i64 %5278
  %5280 = load i64, ptr %5279, align 8
  %5281 = lshr i64 %5280, %5275
  store i64 %5281, ptr %5279, align 8
  %5282 = load i32, ptr %110, align 4
  %5283 = icmp ne i32 %5282, 0
  br i1 %5283, label %5284, label %5287

5284:                                             ; preds = %5253
  %5285 = load i64, ptr %108, align 8
  %5286 = call i64 @HUF_getValueFast(i64 noundef %5285)
  br label %5290

5287:                                             ; preds = %5253
  %5288 = load i64, ptr %108, align 8
  %5289 = call i64 @HUF_getValue(i64 noundef %5288)
  br label %5290

5290:                                             ; preds = %5284, %5287
  %5291 = phi i64 [ %5286, %5284 ], [ %5289, %5287 ]
  %5292 = load ptr, ptr %107, align 8
  %5293 = load i32, ptr %109, align 4
  %5294 = sext i32 %5293 to i64
  %5295 = getelementptr inbounds [2 x i64], ptr %5292, i64 0, i64 %5294
  %5296 = load i64, ptr %5295, align 8
  %5297 = or i64 %5296, %5291
  store i64 %5297, ptr %5295, align 8
  %5298 = load i64, ptr %108, align 8
  %5299 = call i64 @HUF_getNbBitsFast(i64 noundef %5298)
  %5300 = load ptr, ptr %107, align 8
  %5301 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5300, i32 0, i32 1
  %5302 = load i32, ptr %109, align 4
  %5303 = sext i32 %5302 to i64
  %5304 = getelementptr inbounds [2 x i64], ptr %5301, i64 0, i64 %5303
  %5305 = load i64, ptr %5304, align 8
  %5306 = add i64 %5305, %5299
  store i64 %5306, ptr %5304, align 8
  %5307 = load i32, ptr %900, align 4
  %5308 = add nsw i32 %5307, 1
  store i32 %5308, ptr %900, align 4
  br label %5249, !llvm.loop !41

5309:                                             ; preds = %5249
  %5310 = load ptr, ptr %890, align 8
  %5311 = load ptr, ptr %891, align 8
  %5312 = load i32, ptr %897, align 4
  %5313 = load i32, ptr %894, align 4
  %5314 = sub nsw i32 %5312, %5313
  %5315 = load i32, ptr %894, align 4
  %5316 = sub nsw i32 %5314, %5315
  %5317 = sext i32 %5316 to i64
  %5318 = getelementptr inbounds i8, ptr %5311, i64 %5317
  %5319 = load i8, ptr %5318, align 1
  %5320 = zext i8 %5319 to i32
  %5321 = load ptr, ptr %893, align 8
  %5322 = load i32, ptr %896, align 4
  store ptr %5310, ptr %722, align 8
  store i32 %5320, ptr %723, align 4
  store ptr %5321, ptr %724, align 8
  store i32 1, ptr %725, align 4
  store i32 %5322, ptr %726, align 4
  %5323 = load ptr, ptr %722, align 8
  %5324 = load ptr, ptr %724, align 8
  %5325 = load i32, ptr %723, align 4
  %5326 = zext i32 %5325 to i64
  %5327 = getelementptr inbounds i64, ptr %5324, i64 %5326
  %5328 = load i64, ptr %5327, align 8
  %5329 = load i32, ptr %725, align 4
  %5330 = load i32, ptr %726, align 4
  store ptr %5323, ptr %111, align 8
  store i64 %5328, ptr %112, align 8
  store i32 %5329, ptr %113, align 4
  store i32 %5330, ptr %114, align 4
  %5331 = load i64, ptr %112, align 8
  %5332 = call i64 @HUF_getNbBits(i64 noundef %5331)
  %5333 = load ptr, ptr %111, align 8
  %5334 = load i32, ptr %113, align 4
  %5335 = sext i32 %5334 to i64
  %5336 = getelementptr inbounds [2 x i64], ptr %5333, i64 0, i64 %5335
  %5337 = load i64, ptr %5336, align 8
  %5338 = lshr i64 %5337, %5332
  store i64 %5338, ptr %5336, align 8
  %5339 = load i32, ptr %114, align 4
  %5340 = icmp ne i32 %5339, 0
  br i1 %5340, label %5341, label %5344

5341:                                             ; preds = %5309
  %5342 = load i64, ptr %112, align 8
  %5343 = call i64 @HUF_getValueFast(i64 noundef %5342)
  br label %5347

5344:                                             ; preds = %5309
  %5345 = load i64, ptr %112, align 8
  %5346 = call i64 @HUF_getValue(i64 noundef %5345)
  br label %5347

5347:                                             ; preds = %5341, %5344
  %5348 = phi i64 [ %5343, %5341 ], [ %5346, %5344 ]
  %5349 = load ptr, ptr %111, align 8
  %5350 = load i32, ptr %113, align 4
  %5351 = sext i32 %5350 to i64
  %5352 = getelementptr inbounds [2 x i64], ptr %5349, i64 0, i64 %5351
  %5353 = load i64, ptr %5352, align 8
  %5354 = or i64 %5353, %5348
  store i64 %5354, ptr %5352, align 8
  %5355 = load i64, ptr %112, align 8
  %5356 = call i64 @HUF_getNbBitsFast(i64 noundef %5355)
  %5357 = load ptr, ptr %111, align 8
  %5358 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5357, i32 0, i32 1
  %5359 = load i32, ptr %113, align 4
  %5360 = sext i32 %5359 to i64
  %5361 = getelementptr inbounds [2 x i64], ptr %5358, i64 0, i64 %5360
  %5362 = load i64, ptr %5361, align 8
  %5363 = add i64 %5362, %5356
  store i64 %5363, ptr %5361, align 8
  %5364 = load ptr, ptr %890, align 8
  store ptr %5364, ptr %293, align 8
  %5365 = load ptr, ptr %293, align 8
  %5366 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5365, i32 0, i32 1
  %5367 = getelementptr inbounds [2 x i64], ptr %5366, i64 0, i64 1
  %5368 = load i64, ptr %5367, align 8
  %5369 = and i64 %5368, 255
  %5370 = load ptr, ptr %293, align 8
  %5371 = load i64, ptr %5370, align 8
  %5372 = lshr i64 %5371, %5369
  store i64 %5372, ptr %5370, align 8
  %5373 = load ptr, ptr %293, align 8
  %5374 = getelementptr inbounds [2 x i64], ptr %5373, i64 0, i64 1
  %5375 = load i64, ptr %5374, align 8
  %5376 = load ptr, ptr %293, align 8
  %5377 = load i64, ptr %5376, align 8
  %5378 = or i64 %5377, %5375
  store i64 %5378, ptr %5376, align 8
  %5379 = load ptr, ptr %293, align 8
  %5380 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5379, i32 0, i32 1
  %5381 = getelementptr inbounds [2 x i64], ptr %5380, i64 0, i64 1
  %5382 = load i64, ptr %5381, align 8
  %5383 = load ptr, ptr %293, align 8
  %5384 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5383, i32 0, i32 1
  %5385 = load i64, ptr %5384, align 8
  %5386 = add i64 %5385, %5382
  store i64 %5386, ptr %5384, align 8
  %5387 = load ptr, ptr %890, align 8
  %5388 = load i32, ptr %895, align 4
  store ptr %5387, ptr %432, align 8
  store i32 %5388, ptr %433, align 4
  %5389 = load ptr, ptr %432, align 8
  %5390 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5389, i32 0, i32 1
  %5391 = load i64, ptr %5390, align 8
  %5392 = and i64 %5391, 255
  store i64 %5392, ptr %434, align 8
  %5393 = load i64, ptr %434, align 8
  %5394 = lshr i64 %5393, 3
  store i64 %5394, ptr %435, align 8
  %5395 = load ptr, ptr %432, align 8
  %5396 = load i64, ptr %5395, align 8
  %5397 = load i64, ptr %434, align 8
  %5398 = sub i64 64, %5397
  %5399 = lshr i64 %5396, %5398
  store i64 %5399, ptr %436, align 8
  %5400 = load ptr, ptr %432, align 8
  %5401 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5400, i32 0, i32 1
  %5402 = load i64, ptr %5401, align 8
  %5403 = and i64 %5402, 7
  store i64 %5403, ptr %5401, align 8
  %5404 = load ptr, ptr %432, align 8
  %5405 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5404, i32 0, i32 3
  %5406 = load ptr, ptr %5405, align 8
  %5407 = load i64, ptr %436, align 8
  call void @MEM_writeLEST(ptr noundef %5406, i64 noundef %5407)
  %5408 = load i64, ptr %435, align 8
  %5409 = load ptr, ptr %432, align 8
  %5410 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5409, i32 0, i32 3
  %5411 = load ptr, ptr %5410, align 8
  %5412 = getelementptr inbounds i8, ptr %5411, i64 %5408
  store ptr %5412, ptr %5410, align 8
  %5413 = load i32, ptr %433, align 4
  %5414 = icmp ne i32 %5413, 0
  br i1 %5414, label %5429, label %5415

5415:                                             ; preds = %5347
  %5416 = load ptr, ptr %432, align 8
  %5417 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5416, i32 0, i32 3
  %5418 = load ptr, ptr %5417, align 8
  %5419 = load ptr, ptr %432, align 8
  %5420 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5419, i32 0, i32 4
  %5421 = load ptr, ptr %5420, align 8
  %5422 = icmp ugt ptr %5418, %5421
  br i1 %5422, label %5423, label %5429

5423:                                             ; preds = %5415
  %5424 = load ptr, ptr %432, align 8
  %5425 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5424, i32 0, i32 4
  %5426 = load ptr, ptr %5425, align 8
  %5427 = load ptr, ptr %432, align 8
  %5428 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5427, i32 0, i32 3
  store ptr %5426, ptr %5428, align 8
  br label %5429

5429:                                             ; preds = %5347, %5415, %5423
  %5430 = load i32, ptr %894, align 4
  %5431 = mul nsw i32 2, %5430
  %5432 = load i32, ptr %897, align 4
  %5433 = sub nsw i32 %5432, %5431
  store i32 %5433, ptr %897, align 4
  br label %5085, !llvm.loop !42

5434:                                             ; preds = %5085
  br label %7317

5435:                                             ; preds = %3552
  %5436 = load ptr, ptr %976, align 8
  %5437 = load i64, ptr %971, align 8
  %5438 = load ptr, ptr %975, align 8
  store ptr %979, ptr %879, align 8
  store ptr %5436, ptr %880, align 8
  store i64 %5437, ptr %881, align 8
  store ptr %5438, ptr %882, align 8
  store i32 7, ptr %883, align 4
  store i32 1, ptr %884, align 4
  store i32 0, ptr %885, align 4
  %5439 = load i64, ptr %881, align 8
  %5440 = trunc i64 %5439 to i32
  store i32 %5440, ptr %886, align 4
  %5441 = load i32, ptr %886, align 4
  %5442 = load i32, ptr %883, align 4
  %5443 = srem i32 %5441, %5442
  store i32 %5443, ptr %887, align 4
  %5444 = load i32, ptr %887, align 4
  %5445 = icmp sgt i32 %5444, 0
  br i1 %5445, label %5446, label %5547

5446:                                             ; preds = %5435
  br label %5447

5447:                                             ; preds = %5484, %5446
  %5448 = load i32, ptr %887, align 4
  %5449 = icmp sgt i32 %5448, 0
  br i1 %5449, label %5450, label %5503

5450:                                             ; preds = %5447
  %5451 = load ptr, ptr %879, align 8
  %5452 = load ptr, ptr %880, align 8
  %5453 = load i32, ptr %886, align 4
  %5454 = add nsw i32 %5453, -1
  store i32 %5454, ptr %886, align 4
  %5455 = sext i32 %5454 to i64
  %5456 = getelementptr inbounds i8, ptr %5452, i64 %5455
  %5457 = load i8, ptr %5456, align 1
  %5458 = zext i8 %5457 to i32
  %5459 = load ptr, ptr %882, align 8
  store ptr %5451, ptr %782, align 8
  store i32 %5458, ptr %783, align 4
  store ptr %5459, ptr %784, align 8
  store i32 0, ptr %785, align 4
  store i32 0, ptr %786, align 4
  %5460 = load ptr, ptr %782, align 8
  %5461 = load ptr, ptr %784, align 8
  %5462 = load i32, ptr %783, align 4
  %5463 = zext i32 %5462 to i64
  %5464 = getelementptr inbounds i64, ptr %5461, i64 %5463
  %5465 = load i64, ptr %5464, align 8
  %5466 = load i32, ptr %785, align 4
  %5467 = load i32, ptr %786, align 4
  store ptr %5460, ptr %63, align 8
  store i64 %5465, ptr %64, align 8
  store i32 %5466, ptr %65, align 4
  store i32 %5467, ptr %66, align 4
  %5468 = load i64, ptr %64, align 8
  %5469 = call i64 @HUF_getNbBits(i64 noundef %5468)
  %5470 = load ptr, ptr %63, align 8
  %5471 = load i32, ptr %65, align 4
  %5472 = sext i32 %5471 to i64
  %5473 = getelementptr inbounds [2 x i64], ptr %5470, i64 0, i64 %5472
  %5474 = load i64, ptr %5473, align 8
  %5475 = lshr i64 %5474, %5469
  store i64 %5475, ptr %5473, align 8
  %5476 = load i32, ptr %66, align 4
  %5477 = icmp ne i32 %5476, 0
  br i1 %5477, label %5478, label %5481

5478:                                             ; preds = %5450
  %5479 = load i64, ptr %64, align 8
  %5480 = call i64 @HUF_getValueFast(i64 noundef %5479)
  br label %5484

5481:                                             ; preds = %5450
  %5482 = load i64, ptr %64, align 8
  %5483 = call i64 @HUF_getValue(i64 noundef %5482)
  br label %5484

5484:                                             ; preds = %5478, %5481
  %5485 = phi i64 [ %5480, %5478 ], [ %5483, %5481 ]
  %5486 = load ptr, ptr %63, align 8
  %5487 = load i32, ptr %65, align 4
  %5488 = sext i32 %5487 to i64
  %5489 = getelementptr inbounds [2 x i64], ptr %5486, i64 0, i64 %5488
  %5490 = load i64, ptr %5489, align 8
  %5491 = or i64 %5490, %5485
  store i64 %5491, ptr %5489, align 8
  %5492 = load i64, ptr %64, align 8
  %5493 = call i64 @HUF_getNbBitsFast(i64 noundef %5492)
  %5494 = load ptr, ptr %63, align 8
  %5495 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5494, i32 0, i32 1
  %5496 = load i32, ptr %65, align 4
  %5497 = sext i32 %5496 to i64
  %5498 = getelementptr inbounds [2 x i64], ptr %5495, i64 0, i64 %5497
  %5499 = load i64, ptr %5498, align 8
  %5500 = add i64 %5499, %5493
  store i64 %5500, ptr %5498, align 8
  %5501 = load i32, ptr %887, align 4
  %5502 = add nsw i32 %5501, -1
  store i32 %5502, ptr %887, align 4
  br label %5447, !llvm.loop !38

5503:                                             ; preds = %5447
  %5504 = load ptr, ptr %879, align 8
  %5505 = load i32, ptr %884, align 4
  store ptr %5504, ptr %462, align 8
  store i32 %5505, ptr %463, align 4
  %5506 = load ptr, ptr %462, align 8
  %5507 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5506, i32 0, i32 1
  %5508 = load i64, ptr %5507, align 8
  %5509 = and i64 %5508, 255
  store i64 %5509, ptr %464, align 8
  %5510 = load i64, ptr %464, align 8
  %5511 = lshr i64 %5510, 3
  store i64 %5511, ptr %465, align 8
  %5512 = load ptr, ptr %462, align 8
  %5513 = load i64, ptr %5512, align 8
  %5514 = load i64, ptr %464, align 8
  %5515 = sub i64 64, %5514
  %5516 = lshr i64 %5513, %5515
  store i64 %5516, ptr %466, align 8
  %5517 = load ptr, ptr %462, align 8
  %5518 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5517, i32 0, i32 1
  %5519 = load i64, ptr %5518, align 8
  %5520 = and i64 %5519, 7
  store i64 %5520, ptr %5518, align 8
  %5521 = load ptr, ptr %462, align 8
  %5522 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5521, i32 0, i32 3
  %5523 = load ptr, ptr %5522, align 8
  %5524 = load i64, ptr %466, align 8
  call void @MEM_writeLEST(ptr noundef %5523, i64 noundef %5524)
  %5525 = load i64, ptr %465, align 8
  %5526 = load ptr, ptr %462, align 8
  %5527 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5526, i32 0, i32 3
  %5528 = load ptr, ptr %5527, align 8
  %5529 = getelementptr inbounds i8, ptr %5528, i64 %5525
  store ptr %5529, ptr %5527, align 8
  %5530 = load i32, ptr %463, align 4
  %5531 = icmp ne i32 %5530, 0
  br i1 %5531, label %5546, label %5532

5532:                                             ; preds = %5503
  %5533 = load ptr, ptr %462, align 8
  %5534 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5533, i32 0, i32 3
  %5535 = load ptr, ptr %5534, align 8
  %5536 = load ptr, ptr %462, align 8
  %5537 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5536, i32 0, i32 4
  %5538 = load ptr, ptr %5537, align 8
  %5539 = icmp ugt ptr %5535, %5538
  br i1 %5539, label %5540, label %5546

5540:                                             ; preds = %5532
  %5541 = load ptr, ptr %462, align 8
  %5542 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5541, i32 0, i32 4
  %5543 = load ptr, ptr %5542, align 8
  %5544 = load ptr, ptr %462, align 8
  %5545 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5544, i32 0, i32 3
  store ptr %5543, ptr %5545, align 8
  br label %5546

5546:                                             ; preds = %5503, %5532, %5540
  br label %5547

5547:                                             ; preds = %5546, %5435
  %5548 = load i32, ptr %886, align 4
  %5549 = load i32, ptr %883, align 4
  %5550 = mul nsw i32 2, %5549
  %5551 = srem i32 %5548, %5550
  %5552 = icmp ne i32 %5551, 0
  br i1 %5552, label %5553, label %5711

5553:                                             ; preds = %5547
  store i32 1, ptr %888, align 4
  br label %5554

5554:                                             ; preds = %5593, %5553
  %5555 = load i32, ptr %888, align 4
  %5556 = load i32, ptr %883, align 4
  %5557 = icmp slt i32 %5555, %5556
  br i1 %5557, label %5558, label %5612

5558:                                             ; preds = %5554
  %5559 = load ptr, ptr %879, align 8
  %5560 = load ptr, ptr %880, align 8
  %5561 = load i32, ptr %886, align 4
  %5562 = load i32, ptr %888, align 4
  %5563 = sub nsw i32 %5561, %5562
  %5564 = sext i32 %5563 to i64
  %5565 = getelementptr inbounds i8, ptr %5560, i64 %5564
  %5566 = load i8, ptr %5565, align 1
  %5567 = zext i8 %5566 to i32
  %5568 = load ptr, ptr %882, align 8
  store ptr %5559, ptr %777, align 8
  store i32 %5567, ptr %778, align 4
  store ptr %5568, ptr %779, align 8
  store i32 0, ptr %780, align 4
  store i32 1, ptr %781, align 4
  %5569 = load ptr, ptr %777, align 8
  %5570 = load ptr, ptr %779, align 8
  %5571 = load i32, ptr %778, align 4
  %5572 = zext i32 %5571 to i64
  %5573 = getelementptr inbounds i64, ptr %5570, i64 %5572
  %5574 = load i64, ptr %5573, align 8
  %5575 = load i32, ptr %780, align 4
  %5576 = load i32, ptr %781, align 4
  store ptr %5569, ptr %67, align 8
  store i64 %5574, ptr %68, align 8
  store i32 %5575, ptr %69, align 4
  store i32 %5576, ptr %70, align 4
  %5577 = load i64, ptr %68, align 8
  %5578 = call i64 @HUF_getNbBits(i64 noundef %5577)
  %5579 = load ptr, ptr %67, align 8
  %5580 = load i32, ptr %69, align 4
  %5581 = sext i32 %5580 to i64
  %5582 = getelementptr inbounds [2 x i64], ptr %5579, i64 0, i64 %5581
  %5583 = load i64, ptr %5582, align 8
  %5584 = lshr i64 %5583, %5578
  store i64 %5584, ptr %5582, align 8
  %5585 = load i32, ptr %70, align 4
  %5586 = icmp ne i32 %5585, 0
  br i1 %5586, label %5587, label %5590

5587:                                             ; preds = %5558
  %5588 = load i64, ptr %68, align 8
  %5589 = call i64 @HUF_getValueFast(i64 noundef %5588)
  br label %5593

5590:                                             ; preds = %5558
  %5591 = load i64, ptr %68, align 8
  %5592 = call i64 @HUF_getValue(i64 noundef %5591)
  br label %5593

5593:                                             ; preds = %5587, %5590
  %5594 = phi i64 [ %5589, %5587 ], [ %5592, %5590 ]
  %5595 = load ptr, ptr %67, align 8
  %5596 = load i32, ptr %69, align 4
  %5597 = sext i32 %5596 to i64
  %5598 = getelementptr inbounds [2 x i64], ptr %5595, i64 0, i64 %5597
  %5599 = load i64, ptr %5598, align 8
  %5600 = or i64 %5599, %5594
  store i64 %5600, ptr %5598, align 8
  %5601 = load i64, ptr %68, align 8
  %5602 = call i64 @HUF_getNbBitsFast(i64 noundef %5601)
  %5603 = load ptr, ptr %67, align 8
  %5604 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5603, i32 0, i32 1
  %5605 = load i32, ptr %69, align 4
  %5606 = sext i32 %5605 to i64
  %5607 = getelementptr inbounds [2 x i64], ptr %5604, i64 0, i64 %5606
  %5608 = load i64, ptr %5607, align 8
  %5609 = add i64 %5608, %5602
  store i64 %5609, ptr %5607, align 8
  %5610 = load i32, ptr %888, align 4
  %5611 = add nsw i32 %5610, 1
  store i32 %5611, ptr %888, align 4
  br label %5554, !llvm.loop !39

5612:                                             ; preds = %5554
  %5613 = load ptr, ptr %879, align 8
  %5614 = load ptr, ptr %880, align 8
  %5615 = load i32, ptr %886, align 4
  %5616 = load i32, ptr %883, align 4
  %5617 = sub nsw i32 %5615, %5616
  %5618 = sext i32 %5617 to i64
  %5619 = getelementptr inbounds i8, ptr %5614, i64 %5618
  %5620 = load i8, ptr %5619, align 1
  %5621 = zext i8 %5620 to i32
  %5622 = load ptr, ptr %882, align 8
  %5623 = load i32, ptr %885, align 4
  store ptr %5613, ptr %772, align 8
  store i32 %5621, ptr %773, align 4
  store ptr %5622, ptr %774, align 8
  store i32 0, ptr %775, align 4
  store i32 %5623, ptr %776, align 4
  %5624 = load ptr, ptr %772, align 8
  %5625 = load ptr, ptr %774, align 8
  %5626 = load i32, ptr %773, align 4
  %5627 = zext i32 %5626 to i64
  %5628 = getelementptr inbounds i64, ptr %5625, i64 %5627
  %5629 = load i64, ptr %5628, align 8
  %5630 = load i32, ptr %775, align 4
  %5631 = load i32, ptr %776, align 4
  store ptr %5624, ptr %71, align 8
  store i64 %5629, ptr %72, align 8
  store i32 %5630, ptr %73, align 4
  store i32 %5631, ptr %74, align 4
  %5632 = load i64, ptr %72, align 8
  %5633 = call i64 @HUF_getNbBits(i64 noundef %5632)
  %5634 = load ptr, ptr %71, align 8
  %5635 = load i32, ptr %73, align 4
  %5636 = sext i32 %5635 to i64
  %5637 = getelementptr inbounds [2 x i64], ptr %5634, i64 0, i64 %5636
  %5638 = load i64, ptr %5637, align 8
  %5639 = lshr i64 %5638, %5633
  store i64 %5639, ptr %5637, align 8
  %5640 = load i32, ptr %74, align 4
  %5641 = icmp ne i32 %5640, 0
  br i1 %5641, label %5642, label %5645

5642:                                             ; preds = %5612
  %5643 = load i64, ptr %72, align 8
  %5644 = call i64 @HUF_getValueFast(i64 noundef %5643)
  br label %5648

5645:                                             ; preds = %5612
  %5646 = load i64, ptr %72, align 8
  %5647 = call i64 @HUF_getValue(i64 noundef %5646)
  br label %5648

5648:                                             ; preds = %5642, %5645
  %5649 = phi i64 [ %5644, %5642 ], [ %5647, %5645 ]
  %5650 = load ptr, ptr %71, align 8
  %5651 = load i32, ptr %73, align 4
  %5652 = sext i32 %5651 to i64
  %5653 = getelementptr inbounds [2 x i64], ptr %5650, i64 0, i64 %5652
  %5654 = load i64, ptr %5653, align 8
  %5655 = or i64 %5654, %5649
  store i64 %5655, ptr %5653, align 8
  %5656 = load i64, ptr %72, align 8
  %5657 = call i64 @HUF_getNbBitsFast(i64 noundef %5656)
  %5658 = load ptr, ptr %71, align 8
  %5659 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5658, i32 0, i32 1
  %5660 = load i32, ptr %73, align 4
  %5661 = sext i32 %5660 to i64
  %5662 = getelementptr inbounds [2 x i64], ptr %5659, i64 0, i64 %5661
  %5663 = load i64, ptr %5662, align 8
  %5664 = add i64 %5663, %5657
  store i64 %5664, ptr %5662, align 8
  %5665 = load ptr, ptr %879, align 8
  %5666 = load i32, ptr %884, align 4
  store ptr %5665, ptr %457, align 8
  store i32 %5666, ptr %458, align 4
  %5667 = load ptr, ptr %457, align 8
  %5668 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5667, i32 0, i32 1
  %5669 = load i64, ptr %5668, align 8
  %5670 = and i64 %5669, 255
  store i64 %5670, ptr %459, align 8
  %5671 = load i64, ptr %459, align 8
  %5672 = lshr i64 %5671, 3
  store i64 %5672, ptr %460, align 8
  %5673 = load ptr, ptr %457, align 8
  %5674 = load i64, ptr %5673, align 8
  %5675 = load i64, ptr %459, align 8
  %5676 = sub i64 64, %5675
  %5677 = lshr i64 %5674, %5676
  store i64 %5677, ptr %461, align 8
  %5678 = load ptr, ptr %457, align 8
  %5679 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5678, i32 0, i32 1
  %5680 = load i64, ptr %5679, align 8
  %5681 = and i64 %5680, 7
  store i64 %5681, ptr %5679, align 8
  %5682 = load ptr, ptr %457, align 8
  %5683 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5682, i32 0, i32 3
  %5684 = load ptr, ptr %5683, align 8
  %5685 = load i64, ptr %461, align 8
  call void @MEM_writeLEST(ptr noundef %5684, i64 noundef %5685)
  %5686 = load i64, ptr %460, align 8
  %5687 = load ptr, ptr %457, align 8
  %5688 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5687, i32 0, i32 3
  %5689 = load ptr, ptr %5688, align 8
  %5690 = getelementptr inbounds i8, ptr %5689, i64 %5686
  store ptr %5690, ptr %5688, align 8
  %5691 = load i32, ptr %458, align 4
  %5692 = icmp ne i32 %5691, 0
  br i1 %5692, label %5707, label %5693

5693:                                             ; preds = %5648
  %5694 = load ptr, ptr %457, align 8
  %5695 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5694, i32 0, i32 3
  %5696 = load ptr, ptr %5695, align 8
  %5697 = load ptr, ptr %457, align 8
  %5698 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5697, i32 0, i32 4
  %5699 = load ptr, ptr %5698, align 8
  %5700 = icmp ugt ptr %5696, %5699
  br i1 %5700, label %5701, label %5707

5701:                                             ; preds = %5693
  %5702 = load ptr, ptr %457, align 8
  %5703 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5702, i32 0, i32 4
  %5704 = load ptr, ptr %5703, align 8
  %5705 = load ptr, ptr %457, align 8
  %5706 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5705, i32 0, i32 3
  store ptr %5704, ptr %5706, align 8
  br label %5707

5707:                                             ; preds = %5648, %5693, %5701
  %5708 = load i32, ptr %883, align 4
  %5709 = load i32, ptr %886, align 4
  %5710 = sub nsw i32 %5709, %5708
  store i32 %5710, ptr %886, align 4
  br label %5711

5711:                                             ; preds = %5707, %5547
  br label %5712

5712:                                             ; preds = %6056, %5711
  %5713 = load i32, ptr %886, align 4
  %5714 = icmp sgt i32 %5713, 0
  br i1 %5714, label %5715, label %6061

5715:                                             ; preds = %5712
  store i32 1, ptr %889, align 4
  br label %5716

5716:                                             ; preds = %5755, %5715
  %5717 = load i32, ptr %889, align 4
  %5718 = load i32, ptr %883, align 4
  %5719 = icmp slt i32 %5717, %5718
  br i1 %5719, label %5720, label %5774

5720:                                             ; preds = %5716
  %5721 = load ptr, ptr %879, align 8
  %5722 = load ptr, ptr %880, align 8
  %5723 = load i32, ptr %886, align 4
  %5724 = load i32, ptr %889, align 4
  %5725 = sub nsw i32 %5723, %5724
  %5726 = sext i32 %5725 to i64
  %5727 = getelementptr inbounds i8, ptr %5722, i64 %5726
  %5728 = load i8, ptr %5727, align 1
  %5729 = zext i8 %5728 to i32
  %5730 = load ptr, ptr %882, align 8
  store ptr %5721, ptr %767, align 8
  store i32 %5729, ptr %768, align 4
  store ptr %5730, ptr %769, align 8
  store i32 0, ptr %770, align 4
  store i32 1, ptr %771, align 4
  %5731 = load ptr, ptr %767, align 8
  %5732 = load ptr, ptr %769, align 8
  %5733 = load i32, ptr %768, align 4
  %5734 = zext i32 %5733 to i64
  %5735 = getelementptr inbounds i64, ptr %5732, i64 %5734
  %5736 = load i64, ptr %5735, align 8
  %5737 = load i32, ptr %770, align 4
  %5738 = load i32, ptr %771, align 4
  store ptr %5731, ptr %75, align 8
  store i64 %5736, ptr %76, align 8
  store i32 %5737, ptr %77, align 4
  store i32 %5738, ptr %78, align 4
  %5739 = load i64, ptr %76, align 8
  %5740 = call i64 @HUF_getNbBits(i64 noundef %5739)
  %5741 = load ptr, ptr %75, align 8
  %5742 = load i32, ptr %77, align 4
  %5743 = sext i32 %5742 to i64
  %5744 = getelementptr inbounds [2 x i64], ptr %5741, i64 0, i64 %5743
  %5745 = load i64, ptr %5744, align 8
  %5746 = lshr i64 %5745, %5740
  store i64 %5746, ptr %5744, align 8
  %5747 = load i32, ptr %78, align 4
  %5748 = icmp ne i32 %5747, 0
  br i1 %5748, label %5749, label %5752

5749:                                             ; preds = %5720
  %5750 = load i64, ptr %76, align 8
  %5751 = call i64 @HUF_getValueFast(i64 noundef %5750)
  br label %5755

5752:                                             ; preds = %5720
  %5753 = load i64, ptr %76, align 8
  %5754 = call i64 @HUF_getValue(i64 noundef %5753)
  br label %5755

5755:                                             ; preds = %5749, %5752
  %5756 = phi i64 [ %5751, %5749 ], [ %5754, %5752 ]
  %5757 = load ptr, ptr %75, align 8
  %5758 = load i32, ptr %77, align 4
  %5759 = sext i32 %5758 to i64
  %5760 = getelementptr inbounds [2 x i64], ptr %5757, i64 0, i64 %5759
  %5761 = load i64, ptr %5760, align 8
  %5762 = or i64 %5761, %5756
  store i64 %5762, ptr %5760, align 8
  %5763 = load i64, ptr %76, align 8
  %5764 = call i64 @HUF_getNbBitsFast(i64 noundef %5763)
  %5765 = load ptr, ptr %75, align 8
  %5766 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5765, i32 0, i32 1
  %5767 = load i32, ptr %77, align 4
  %5768 = sext i32 %5767 to i64
  %5769 = getelementptr inbounds [2 x i64], ptr %5766, i64 0, i64 %5768
  %5770 = load i64, ptr %5769, align 8
  %5771 = add i64 %5770, %5764
  store i64 %5771, ptr %5769, align 8
  %5772 = load i32, ptr %889, align 4
  %5773 = add nsw i32 %5772, 1
  store i32 %5773, ptr %889, align 4
  br label %5716, !llvm.loop !40

5774:                                             ; preds = %5716
  %5775 = load ptr, ptr %879, align 8
  %5776 = load ptr, ptr %880, align 8
  %5777 = load i32, ptr %886, align 4
  %5778 = load i32, ptr %883, align 4
  %5779 = sub nsw i32 %5777, %5778
  %5780 = sext i32 %5779 to i64
  %5781 = getelementptr inbounds i8, ptr %5776, i64 %5780
  %5782 = load i8, ptr %5781, align 1
  %5783 = zext i8 %5782 to i32
  %5784 = load ptr, ptr %882, align 8
  %5785 = load i32, ptr %885, align 4
  store ptr %5775, ptr %752, align 8
  store i32 %5783, ptr %753, align 4
  store ptr %5784, ptr %754, align 8
  store i32 0, ptr %755, align 4
  store i32 %5785, ptr %756, align 4
  %5786 = load ptr, ptr %752, align 8
  %5787 = load ptr, ptr %754, align 8
  %5788 = load i32, ptr %753, align 4
  %5789 = zext i32 %5788 to i64
  %5790 = getelementptr inbounds i64, ptr %5787, i64 %5789
  %5791 = load i64, ptr %5790, align 8
  %5792 = load i32, ptr %755, align 4
  %5793 = load i32, ptr %756, align 4
  store ptr %5786, ptr %87, align 8
  store i64 %5791, ptr %88, align 8
  store i32 %5792, ptr %89, align 4
  store i32 %5793, ptr %90, align 4
  %5794 = load i64, ptr %88, align 8
  %5795 = call i64 @HUF_getNbBits(i64 noundef %5794)
  %5796 = load ptr, ptr %87, align 8
  %5797 = load i32, ptr %89, align 4
  %5798 = sext i32 %5797 to i64
  %5799 = getelementptr inbounds [2 x i64], ptr %5796, i64 0, i64 %5798
  %5800 = load i64, ptr %5799, align 8
  %5801 = lshr i64 %5800, %5795
  store i64 %5801, ptr %5799, align 8
  %5802 = load i32, ptr %90, align 4
  %5803 = icmp ne i32 %5802, 0
  br i1 %5803, label %5804, label %5807

5804:                                             ; preds = %5774
  %5805 = load i64, ptr %88, align 8
  %5806 = call i64 @HUF_getValueFast(i64 noundef %5805)
  br label %5810

5807:                                             ; preds = %5774
  %5808 = load i64, ptr %88, align 8
  %5809 = call i64 @HUF_getValue(i64 noundef %5808)
  br label %5810

5810:                                             ; preds = %5804, %5807
  %5811 = phi i64 [ %5806, %5804 ], [ %5809, %5807 ]
  %5812 = load ptr, ptr %87, align 8
  %5813 = load i32, ptr %89, align 4
  %5814 = sext i32 %5813 to i64
  %5815 = getelementptr inbounds [2 x i64], ptr %5812, i64 0, i64 %5814
  %5816 = load i64, ptr %5815, align 8
  %5817 = or i64 %5816, %5811
  store i64 %5817, ptr %5815, align 8
  %5818 = load i64, ptr %88, align 8
  %5819 = call i64 @HUF_getNbBitsFast(i64 noundef %5818)
  %5820 = load ptr, ptr %87, align 8
  %5821 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5820, i32 0, i32 1
  %5822 = load i32, ptr %89, align 4
  %5823 = sext i32 %5822 to i64
  %5824 = getelementptr inbounds [2 x i64], ptr %5821, i64 0, i64 %5823
  %5825 = load i64, ptr %5824, align 8
  %5826 = add i64 %5825, %5819
  store i64 %5826, ptr %5824, align 8
  %5827 = load ptr, ptr %879, align 8
  %5828 = load i32, ptr %884, align 4
  store ptr %5827, ptr %447, align 8
  store i32 %5828, ptr %448, align 4
  %5829 = load ptr, ptr %447, align 8
  %5830 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5829, i32 0, i32 1
  %5831 = load i64, ptr %5830, align 8
  %5832 = and i64 %5831, 255
  store i64 %5832, ptr %449, align 8
  %5833 = load i64, ptr %449, align 8
  %5834 = lshr i64 %5833, 3
  store i64 %5834, ptr %450, align 8
  %5835 = load ptr, ptr %447, align 8
  %5836 = load i64, ptr %5835, align 8
  %5837 = load i64, ptr %449, align 8
  %5838 = sub i64 64, %5837
  %5839 = lshr i64 %5836, %5838
  store i64 %5839, ptr %451, align 8
  %5840 = load ptr, ptr %447, align 8
  %5841 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5840, i32 0, i32 1
  %5842 = load i64, ptr %5841, align 8
  %5843 = and i64 %5842, 7
  store i64 %5843, ptr %5841, align 8
  %5844 = load ptr, ptr %447, align 8
  %5845 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5844, i32 0, i32 3
  %5846 = load ptr, ptr %5845, align 8
  %5847 = load i64, ptr %451, align 8
  call void @MEM_writeLEST(ptr noundef %5846, i64 noundef %5847)
  %5848 = load i64, ptr %450, align 8
  %5849 = load ptr, ptr %447, align 8
  %5850 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5849, i32 0, i32 3
  %5851 = load ptr, ptr %5850, align 8
  %5852 = getelementptr inbounds i8, ptr %5851, i64 %5848
  store ptr %5852, ptr %5850, align 8
  %5853 = load i32, ptr %448, align 4
  %5854 = icmp ne i32 %5853, 0
  br i1 %5854, label %5869, label %5855

5855:                                             ; preds = %5810
  %5856 = load ptr, ptr %447, align 8
  %5857 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5856, i32 0, i32 3
  %5858 = load ptr, ptr %5857, align 8
  %5859 = load ptr, ptr %447, align 8
  %5860 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5859, i32 0, i32 4
  %5861 = load ptr, ptr %5860, align 8
  %5862 = icmp ugt ptr %5858, %5861
  br i1 %5862, label %5863, label %5869

5863:                                             ; preds = %5855
  %5864 = load ptr, ptr %447, align 8
  %5865 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5864, i32 0, i32 4
  %5866 = load ptr, ptr %5865, align 8
  %5867 = load ptr, ptr %447, align 8
  %5868 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5867, i32 0, i32 3
  store ptr %5866, ptr %5868, align 8
  br label %5869

5869:                                             ; preds = %5810, %5855, %5863
  %5870 = load ptr, ptr %879, align 8
  store ptr %5870, ptr %304, align 8
  %5871 = load ptr, ptr %304, align 8
  %5872 = getelementptr inbounds [2 x i64], ptr %5871, i64 0, i64 1
  store i64 0, ptr %5872, align 8
  %5873 = load ptr, ptr %304, align 8
  %5874 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5873, i32 0, i32 1
  %5875 = getelementptr inbounds [2 x i64], ptr %5874, i64 0, i64 1
  store i64 0, ptr %5875, align 8
  store i32 1, ptr %889, align 4
  br label %5876

5876:                                             ; preds = %5917, %5869
  %5877 = load i32, ptr %889, align 4
  %5878 = load i32, ptr %883, align 4
  %5879 = icmp slt i32 %5877, %5878
  br i1 %5879, label %5880, label %5936

5880:                                             ; preds = %5876
  %5881 = load ptr, ptr %879, align 8
  %5882 = load ptr, ptr %880, align 8
  %5883 = load i32, ptr %886, align 4
  %5884 = load i32, ptr %883, align 4
  %5885 = sub nsw i32 %5883, %5884
  %5886 = load i32, ptr %889, align 4
  %5887 = sub nsw i32 %5885, %5886
  %5888 = sext i32 %5887 to i64
  %5889 = getelementptr inbounds i8, ptr %5882, i64 %5888
  %5890 = load i8, ptr %5889, align 1
  %5891 = zext i8 %5890 to i32
  %5892 = load ptr, ptr %882, align 8
  store ptr %5881, ptr %762, align 8
  store i32 %5891, ptr %763, align 4
  store ptr %5892, ptr %764, align 8
  store i32 1, ptr %765, align 4
  store i32 1, ptr %766, align 4
  %5893 = load ptr, ptr %762, align 8
  %5894 = load ptr, ptr %764, align 8
  %5895 = load i32, ptr %763, align 4
  %5896 = zext i32 %5895 to i64
  %5897 = getelementptr inbounds i64, ptr %5894, i64 %5896
  %5898 = load i64, ptr %5897, align 8
  %5899 = load i32, ptr %765, align 4
  %5900 = load i32, ptr %766, align 4
  store ptr %5893, ptr %79, align 8
  store i64 %5898, ptr %80, align 8
  store i32 %5899, ptr %81, align 4
  store i32 %5900, ptr %82, align 4
  %5901 = load i64, ptr %80, align 8
  %5902 = call i64 @HUF_getNbBits(i64 noundef %5901)
  %5903 = load ptr, ptr %79, align 8
  %5904 = load i32, ptr %81, align 4
  %5905 = sext i32 %5904 to i64
  %5906 = getelementptr inbounds [2 x i64], ptr %5903, i64 0, i64 %5905
  %5907 = load i64, ptr %5906, align 8
  %5908 = lshr i64 %5907, %5902
  store i64 %5908, ptr %5906, align 8
  %5909 = load i32, ptr %82, align 4
  %5910 = icmp ne i32 %5909, 0
  br i1 %5910, label %5911, label %5914

5911:                                             ; preds = %5880
  %5912 = load i64, ptr %80, align 8
  %5913 = call i64 @HUF_getValueFast(i64 noundef %5912)
  br label %5917

5914:                                             ; preds = %5880
  %5915 = load i64, ptr %80, align 8
  %5916 = call i64 @HUF_getValue(i64 noundef %5915)
  br label %5917

5917:                                             ; preds = %5911, %5914
  %5918 = phi i64 [ %5913, %5911 ], [ %5916, %5914 ]
  %5919 = load ptr, ptr %79, align 8
  %5920 = load i32, ptr %81, align 4
  %5921 = sext i32 %5920 to i64
  %5922 = getelementptr inbounds [2 x i64], ptr %5919, i64 0, i64 %5921
  %5923 = load i64, ptr %5922, align 8
  %5924 = or i64 %5923, %5918
  store i64 %5924, ptr %5922, align 8
  %5925 = load i64, ptr %80, align 8
  %5926 = call i64 @HUF_getNbBitsFast(i64 noundef %5925)
  %5927 = load ptr, ptr %79, align 8
  %5928 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5927, i32 0, i32 1
  %5929 = load i32, ptr %81, align 4
  %5930 = sext i32 %5929 to i64
  %5931 = getelementptr inbounds [2 x i64], ptr %5928, i64 0, i64 %5930
  %5932 = load i64, ptr %5931, align 8
  %5933 = add i64 %5932, %5926
  store i64 %5933, ptr %5931, align 8
  %5934 = load i32, ptr %889, align 4
  %5935 = add nsw i32 %5934, 1
  store i32 %5935, ptr %889, align 4
  br label %5876, !llvm.loop !41

5936:                                             ; preds = %5876
  %5937 = load ptr, ptr %879, align 8
  %5938 = load ptr, ptr %880, align 8
  %5939 = load i32, ptr %886, align 4
  %5940 = load i32, ptr %883, align 4
  %5941 = sub nsw i32 %5939, %5940
  %5942 = load i32, ptr %883, align 4
  %5943 = sub nsw i32 %5941, %5942
  %5944 = sext i32 %5943 to i64
  %5945 = getelementptr inbounds i8, ptr %5938, i64 %5944
  %5946 = load i8, ptr %5945, align 1
  %5947 = zext i8 %5946 to i32
  %5948 = load ptr, ptr %882, align 8
  %5949 = load i32, ptr %885, align 4
  store ptr %5937, ptr %757, align 8
  store i32 %5947, ptr %758, align 4
  store ptr %5948, ptr %759, align 8
  store i32 1, ptr %760, align 4
  store i32 %5949, ptr %761, align 4
  %5950 = load ptr, ptr %757, align 8
  %5951 = load ptr, ptr %759, align 8
  %5952 = load i32, ptr %758, align 4
  %5953 = zext i32 %5952 to i64
  %5954 = getelementptr inbounds i64, ptr %5951, i64 %5953
  %5955 = load i64, ptr %5954, align 8
  %5956 = load i32, ptr %760, align 4
  %5957 = load i32, ptr %761, align 4
  store ptr %5950, ptr %83, align 8
  store i64 %5955, ptr %84, align 8
  store i32 %5956, ptr %85, align 4
  store i32 %5957, ptr %86, align 4
  %5958 = load i64, ptr %84, align 8
  %5959 = call i64 @HUF_getNbBits(i64 noundef %5958)
  %5960 = load ptr, ptr %83, align 8
  %5961 = load i32, ptr %85, align 4
  %5962 = sext i32 %5961 to i64
  %5963 = getelementptr inbounds [2 x i64], ptr %5960, i64 0, i64 %5962
  %5964 = load i64, ptr %5963, align 8
  %5965 = lshr i64 %5964, %5959
  store i64 %5965, ptr %5963, align 8
  %5966 = load i32, ptr %86, align 4
  %5967 = icmp ne i32 %5966, 0
  br i1 %5967, label %5968, label %5971

5968:                                             ; preds = %5936
  %5969 = load i64, ptr %84, align 8
  %5970 = call i64 @HUF_getValueFast(i64 noundef %5969)
  br label %5974

5971:                                             ; preds = %5936
  %5972 = load i64, ptr %84, align 8
  %5973 = call i64 @HUF_getValue(i64 noundef %5972)
  br label %5974

5974:                                             ; preds = %5968, %5971
  %5975 = phi i64 [ %5970, %5968 ], [ %5973, %5971 ]
  %5976 = load ptr, ptr %83, align 8
  %5977 = load i32, ptr %85, align 4
  %5978 = sext i32 %5977 to i64
  %5979 = getelementptr inbounds [2 x i64], ptr %5976, i64 0, i64 %5978
  %5980 = load i64, ptr %5979, align 8
  %5981 = or i64 %5980, %5975
  store i64 %5981, ptr %5979, align 8
  %5982 = load i64, ptr %84, align 8
  %5983 = call i64 @HUF_getNbBitsFast(i64 noundef %5982)
  %5984 = load ptr, ptr %83, align 8
  %5985 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5984, i32 0, i32 1
  %5986 = load i32, ptr %85, align 4
  %5987 = sext i32 %5986 to i64
  %5988 = getelementptr inbounds [2 x i64], ptr %5985, i64 0, i64 %5987
  %5989 = load i64, ptr %5988, align 8
  %5990 = add i64 %5989, %5983
  store i64 %5990, ptr %5988, align 8
  %5991 = load ptr, ptr %879, align 8
  store ptr %5991, ptr %294, align 8
  %5992 = load ptr, ptr %294, align 8
  %5993 = getelementptr inbounds %struct.HUF_CStream_t, ptr %5992, i32 0, i32 1
  %5994 = getelementptr inbounds [2 x i64], ptr %5993, i64 0, i64 1
  %5995 = load i64, ptr %5994, align 8
  %5996 = and i64 %5995, 255
  %5997 = load ptr, ptr %294, align 8
  %5998 = load i64, ptr %5997, align 8
  %5999 = lshr i64 %5998, %5996
  store i64 %5999, ptr %5997, align 8
  %6000 = load ptr, ptr %294, align 8
  %6001 = getelementptr inbounds [2 x i64], ptr %6000, i64 0, i64 1
  %6002 = load i64, ptr %6001, align 8
  %6003 = load ptr, ptr %294, align 8
  %6004 = load i64, ptr %6003, align 8
  %6005 = or i64 %6004, %6002
  store i64 %6005, ptr %6003, align 8
  %6006 = load ptr, ptr %294, align 8
  %6007 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6006, i32 0, i32 1
  %6008 = getelementptr inbounds [2 x i64], ptr %6007, i64 0, i64 1
  %6009 = load i64, ptr %6008, align 8
  %6010 = load ptr, ptr %294, align 8
  %6011 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6010, i32 0, i32 1
  %6012 = load i64, ptr %6011, align 8
  %6013 = add i64 %6012, %6009
  store i64 %6013, ptr %6011, align 8
  %6014 = load ptr, ptr %879, align 8
  %6015 = load i32, ptr %884, align 4
  store ptr %6014, ptr %452, align 8
  store i32 %6015, ptr %453, align 4
  %6016 = load ptr, ptr %452, align 8
  %6017 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6016, i32 0, i32 1
  %6018 = load i64, ptr %6017, align 8
  %6019 = and i64 %6018, 255
  store i64 %6019, ptr %454, align 8
  %6020 = load i64, ptr %454, align 8
  %6021 = lshr i64 %6020, 3
  store i64 %6021, ptr %455, align 8
  %6022 = load ptr, ptr %452, align 8
  %6023 = load i64, ptr %6022, align 8
  %6024 = load i64, ptr %454, align 8
  %6025 = sub i64 64, %6024
  %6026 = lshr i64 %6023, %6025
  store i64 %6026, ptr %456, align 8
  %6027 = load ptr, ptr %452, align 8
  %6028 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6027, i32 0, i32 1
  %6029 = load i64, ptr %6028, align 8
  %6030 = and i64 %6029, 7
  store i64 %6030, ptr %6028, align 8
  %6031 = load ptr, ptr %452, align 8
  %6032 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6031, i32 0, i32 3
  %6033 = load ptr, ptr %6032, align 8
  %6034 = load i64, ptr %456, align 8
  call void @MEM_writeLEST(ptr noundef %6033, i64 noundef %6034)
  %6035 = load i64, ptr %455, align 8
  %6036 = load ptr, ptr %452, align 8
  %6037 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6036, i32 0, i32 3
  %6038 = load ptr, ptr %6037, align 8
  %6039 = getelementptr inbounds i8, ptr %6038, i64 %6035
  store ptr %6039, ptr %6037, align 8
  %6040 = load i32, ptr %453, align 4
  %6041 = icmp ne i32 %6040, 0
  br i1 %6041, label %6056, label %6042

6042:                                             ; preds = %5974
  %6043 = load ptr, ptr %452, align 8
  %6044 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6043, i32 0, i32 3
  %6045 = load ptr, ptr %6044, align 8
  %6046 = load ptr, ptr %452, align 8
  %6047 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6046, i32 0, i32 4
  %6048 = load ptr, ptr %6047, align 8
  %6049 = icmp ugt ptr %6045, %6048
  br i1 %6049, label %6050, label %6056

6050:                                             ; preds = %6042
  %6051 = load ptr, ptr %452, align 8
  %6052 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6051, i32 0, i32 4
  %6053 = load ptr, ptr %6052, align 8
  %6054 = load ptr, ptr %452, align 8
  %6055 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6054, i32 0, i32 3
  store ptr %6053, ptr %6055, align 8
  br label %6056

6056:                                             ; preds = %5974, %6042, %6050
  %6057 = load i32, ptr %883, align 4
  %6058 = mul nsw i32 2, %6057
  %6059 = load i32, ptr %886, align 4
  %6060 = sub nsw i32 %6059, %6058
  store i32 %6060, ptr %886, align 4
  br label %5712, !llvm.loop !42

6061:                                             ; preds = %5712
  br label %7317

6062:                                             ; preds = %3552
  %6063 = load ptr, ptr %976, align 8
  %6064 = load i64, ptr %971, align 8
  %6065 = load ptr, ptr %975, align 8
  store ptr %979, ptr %868, align 8
  store ptr %6063, ptr %869, align 8
  store i64 %6064, ptr %870, align 8
  store ptr %6065, ptr %871, align 8
  store i32 8, ptr %872, align 4
  store i32 1, ptr %873, align 4
  store i32 0, ptr %874, align 4
  %6066 = load i64, ptr %870, align 8
  %6067 = trunc i64 %6066 to i32
  store i32 %6067, ptr %875, align 4
  %6068 = load i32, ptr %875, align 4
  %6069 = load i32, ptr %872, align 4
  %6070 = srem i32 %6068, %6069
  store i32 %6070, ptr %876, align 4
  %6071 = load i32, ptr %876, align 4
  %6072 = icmp sgt i32 %6071, 0
  br i1 %6072, label %6073, label %6174

6073:                                             ; preds = %6062
  br label %6074

6074:                                             ; preds = %6111, %6073
  %6075 = load i32, ptr %876, align 4
  %6076 = icmp sgt i32 %6075, 0
  br i1 %6076, label %6077, label %6130

6077:                                             ; preds = %6074
  %6078 = load ptr, ptr %868, align 8
  %6079 = load ptr, ptr %869, align 8
  %6080 = load i32, ptr %875, align 4
  %6081 = add nsw i32 %6080, -1
  store i32 %6081, ptr %875, align 4
  %6082 = sext i32 %6081 to i64
  %6083 = getelementptr inbounds i8, ptr %6079, i64 %6082
  %6084 = load i8, ptr %6083, align 1
  %6085 = zext i8 %6084 to i32
  %6086 = load ptr, ptr %871, align 8
  store ptr %6078, ptr %817, align 8
  store i32 %6085, ptr %818, align 4
  store ptr %6086, ptr %819, align 8
  store i32 0, ptr %820, align 4
  store i32 0, ptr %821, align 4
  %6087 = load ptr, ptr %817, align 8
  %6088 = load ptr, ptr %819, align 8
  %6089 = load i32, ptr %818, align 4
  %6090 = zext i32 %6089 to i64
  %6091 = getelementptr inbounds i64, ptr %6088, i64 %6090
  %6092 = load i64, ptr %6091, align 8
  %6093 = load i32, ptr %820, align 4
  %6094 = load i32, ptr %821, align 4
  store ptr %6087, ptr %35, align 8
  store i64 %6092, ptr %36, align 8
  store i32 %6093, ptr %37, align 4
  store i32 %6094, ptr %38, align 4
  %6095 = load i64, ptr %36, align 8
  %6096 = call i64 @HUF_getNbBits(i64 noundef %6095)
  %6097 = load ptr, ptr %35, align 8
  %6098 = load i32, ptr %37, align 4
  %6099 = sext i32 %6098 to i64
  %6100 = getelementptr inbounds [2 x i64], ptr %6097, i64 0, i64 %6099
  %6101 = load i64, ptr %6100, align 8
  %6102 = lshr i64 %6101, %6096
  store i64 %6102, ptr %6100, align 8
  %6103 = load i32, ptr %38, align 4
  %6104 = icmp ne i32 %6103, 0
  br i1 %6104, label %6105, label %6108

6105:                                             ; preds = %6077
  %6106 = load i64, ptr %36, align 8
  %6107 = call i64 @HUF_getValueFast(i64 noundef %6106)
  br label %6111

6108:                                             ; preds = %6077
  %6109 = load i64, ptr %36, align 8
  %6110 = call i64 @HUF_getValue(i64 noundef %6109)
  br label %6111

6111:                                             ; preds = %6105, %6108
  %6112 = phi i64 [ %6107, %6105 ], [ %6110, %6108 ]
  %6113 = load ptr, ptr %35, align 8
  %6114 = load i32, ptr %37, align 4
  %6115 = sext i32 %6114 to i64
  %6116 = getelementptr inbounds [2 x i64], ptr %6113, i64 0, i64 %6115
  %6117 = load i64, ptr %6116, align 8
  %6118 = or i64 %6117, %6112
  store i64 %6118, ptr %6116, align 8
  %6119 = load i64, ptr %36, align 8
  %6120 = call i64 @HUF_getNbBitsFast(i64 noundef %6119)
  %6121 = load ptr, ptr %35, align 8
  %6122 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6121, i32 0, i32 1
  %6123 = load i32, ptr %37, align 4
  %6124 = sext i32 %6123 to i64
  %6125 = getelementptr inbounds [2 x i64], ptr %6122, i64 0, i64 %6124
  %6126 = load i64, ptr %6125, align 8
  %6127 = add i64 %6126, %6120
  store i64 %6127, ptr %6125, align 8
  %6128 = load i32, ptr %876, align 4
  %6129 = add nsw i32 %6128, -1
  store i32 %6129, ptr %876, align 4
  br label %6074, !llvm.loop !38

6130:                                             ; preds = %6074
  %6131 = load ptr, ptr %868, align 8
  %6132 = load i32, ptr %873, align 4
  store ptr %6131, ptr %482, align 8
  store i32 %6132, ptr %483, align 4
  %6133 = load ptr, ptr %482, align 8
  %6134 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6133, i32 0, i32 1
  %6135 = load i64, ptr %6134, align 8
  %6136 = and i64 %6135, 255
  store i64 %6136, ptr %484, align 8
  %6137 = load i64, ptr %484, align 8
  %6138 = lshr i64 %6137, 3
  store i64 %6138, ptr %485, align 8
  %6139 = load ptr, ptr %482, align 8
  %6140 = load i64, ptr %6139, align 8
  %6141 = load i64, ptr %484, align 8
  %6142 = sub i64 64, %6141
  %6143 = lshr i64 %6140, %6142
  store i64 %6143, ptr %486, align 8
  %6144 = load ptr, ptr %482, align 8
  %6145 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6144, i32 0, i32 1
  %6146 = load i64, ptr %6145, align 8
  %6147 = and i64 %6146, 7
  store i64 %6147, ptr %6145, align 8
  %6148 = load ptr, ptr %482, align 8
  %6149 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6148, i32 0, i32 3
  %6150 = load ptr, ptr %6149, align 8
  %6151 = load i64, ptr %486, align 8
  call void @MEM_writeLEST(ptr noundef %6150, i64 noundef %6151)
  %6152 = load i64, ptr %485, align 8
  %6153 = load ptr, ptr %482, align 8
  %6154 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6153, i32 0, i32 3
  %6155 = load ptr, ptr %6154, align 8
  %6156 = getelementptr inbounds i8, ptr %6155, i64 %6152
  store ptr %6156, ptr %6154, align 8
  %6157 = load i32, ptr %483, align 4
  %6158 = icmp ne i32 %6157, 0
  br i1 %6158, label %6173, label %6159

6159:                                             ; preds = %6130
  %6160 = load ptr, ptr %482, align 8
  %6161 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6160, i32 0, i32 3
  %6162 = load ptr, ptr %6161, align 8
  %6163 = load ptr, ptr %482, align 8
  %6164 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6163, i32 0, i32 4
  %6165 = load ptr, ptr %6164, align 8
  %6166 = icmp ugt ptr %6162, %6165
  br i1 %6166, label %6167, label %6173

6167:                                             ; preds = %6159
  %6168 = load ptr, ptr %482, align 8
  %6169 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6168, i32 0, i32 4
  %6170 = load ptr, ptr %6169, align 8
  %6171 = load ptr, ptr %482, align 8
  %6172 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6171, i32 0, i32 3
  store ptr %6170, ptr %6172, align 8
  br label %6173

6173:                                             ; preds = %6130, %6159, %6167
  br label %6174

6174:                                             ; preds = %6173, %6062
  %6175 = load i32, ptr %875, align 4
  %6176 = load i32, ptr %872, align 4
  %6177 = mul nsw i32 2, %6176
  %6178 = srem i32 %6175, %6177
  %6179 = icmp ne i32 %6178, 0
  br i1 %6179, label %6180, label %6338

6180:                                             ; preds = %6174
  store i32 1, ptr %877, align 4
  br label %6181

6181:                                             ; preds = %6220, %6180
  %6182 = load i32, ptr %877, align 4
  %6183 = load i32, ptr %872, align 4
  %6184 = icmp slt i32 %6182, %6183
  br i1 %6184, label %6185, label %6239

6185:                                             ; preds = %6181
  %6186 = load ptr, ptr %868, align 8
  %6187 = load ptr, ptr %869, align 8
  %6188 = load i32, ptr %875, align 4
  %6189 = load i32, ptr %877, align 4
  %6190 = sub nsw i32 %6188, %6189
  %6191 = sext i32 %6190 to i64
  %6192 = getelementptr inbounds i8, ptr %6187, i64 %6191
  %6193 = load i8, ptr %6192, align 1
  %6194 = zext i8 %6193 to i32
  %6195 = load ptr, ptr %871, align 8
  store ptr %6186, ptr %812, align 8
  store i32 %6194, ptr %813, align 4
  store ptr %6195, ptr %814, align 8
  store i32 0, ptr %815, align 4
  store i32 1, ptr %816, align 4
  %6196 = load ptr, ptr %812, align 8
  %6197 = load ptr, ptr %814, align 8
  %6198 = load i32, ptr %813, align 4
  %6199 = zext i32 %6198 to i64
  %6200 = getelementptr inbounds i64, ptr %6197, i64 %6199
  %6201 = load i64, ptr %6200, align 8
  %6202 = load i32, ptr %815, align 4
  %6203 = load i32, ptr %816, align 4
  store ptr %6196, ptr %39, align 8
  store i64 %6201, ptr %40, align 8
  store i32 %6202, ptr %41, align 4
  store i32 %6203, ptr %42, align 4
  %6204 = load i64, ptr %40, align 8
  %6205 = call i64 @HUF_getNbBits(i64 noundef %6204)
  %6206 = load ptr, ptr %39, align 8
  %6207 = load i32, ptr %41, align 4
  %6208 = sext i32 %6207 to i64
  %6209 = getelementptr inbounds [2 x i64], ptr %6206, i64 0, i64 %6208
  %6210 = load i64, ptr %6209, align 8
  %6211 = lshr i64 %6210, %6205
  store i64 %6211, ptr %6209, align 8
  %6212 = load i32, ptr %42, align 4
  %6213 = icmp ne i32 %6212, 0
  br i1 %6213, label %6214, label %6217

6214:                                             ; preds = %6185
  %6215 = load i64, ptr %40, align 8
  %6216 = call i64 @HUF_getValueFast(i64 noundef %6215)
  br label %6220

6217:                                             ; preds = %6185
  %6218 = load i64, ptr %40, align 8
  %6219 = call i64 @HUF_getValue(i64 noundef %6218)
  br label %6220

6220:                                             ; preds = %6214, %6217
  %6221 = phi i64 [ %6216, %6214 ], [ %6219, %6217 ]
  %6222 = load ptr, ptr %39, align 8
  %6223 = load i32, ptr %41, align 4
  %6224 = sext i32 %6223 to i64
  %6225 = getelementptr inbounds [2 x i64], ptr %6222, i64 0, i64 %6224
  %6226 = load i64, ptr %6225, align 8
  %6227 = or i64 %6226, %6221
  store i64 %6227, ptr %6225, align 8
  %6228 = load i64, ptr %40, align 8
  %6229 = call i64 @HUF_getNbBitsFast(i64 noundef %6228)
  %6230 = load ptr, ptr %39, align 8
  %6231 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6230, i32 0, i32 1
  %6232 = load i32, ptr %41, align 4
  %6233 = sext i32 %6232 to i64
  %6234 = getelementptr inbounds [2 x i64], ptr %6231, i64 0, i64 %6233
  %6235 = load i64, ptr %6234, align 8
  %6236 = add i64 %6235, %6229
  store i64 %6236, ptr %6234, align 8
  %6237 = load i32, ptr %877, align 4
  %6238 = add nsw i32 %6237, 1
  store i32 %6238, ptr %877, align 4
  br label %6181, !llvm.loop !39

6239:                                             ; preds = %6181
  %6240 = load ptr, ptr %868, align 8
  %6241 = load ptr, ptr %869, align 8
  %6242 = load i32, ptr %875, align 4
  %6243 = load i32, ptr %872, align 4
  %6244 = sub nsw i32 %6242, %6243
  %6245 = sext i32 %6244 to i64
  %6246 = getelementptr inbounds i8, ptr %6241, i64 %6245
  %6247 = load i8, ptr %6246, align 1
  %6248 = zext i8 %6247 to i32
  %6249 = load ptr, ptr %871, align 8
  %6250 = load i32, ptr %874, align 4
  store ptr %6240, ptr %807, align 8
  store i32 %6248, ptr %808, align 4
  store ptr %6249, ptr %809, align 8
  store i32 0, ptr %810, align 4
  store i32 %6250, ptr %811, align 4
  %6251 = load ptr, ptr %807, align 8
  %6252 = load ptr, ptr %809, align 8
  %6253 = load i32, ptr %808, align 4
  %6254 = zext i32 %6253 to i64
  %6255 = getelementptr inbounds i64, ptr %6252, i64 %6254
  %6256 = load i64, ptr %6255, align 8
  %6257 = load i32, ptr %810, align 4
  %6258 = load i32, ptr %811, align 4
  store ptr %6251, ptr %43, align 8
  store i64 %6256, ptr %44, align 8
  store i32 %6257, ptr %45, align 4
  store i32 %6258, ptr %46, align 4
  %6259 = load i64, ptr %44, align 8
  %6260 = call i64 @HUF_getNbBits(i64 noundef %6259)
  %6261 = load ptr, ptr %43, align 8
  %6262 = load i32, ptr %45, align 4
  %6263 = sext i32 %6262 to i64
  %6264 = getelementptr inbounds [2 x i64], ptr %6261, i64 0, i64 %6263
  %6265 = load i64, ptr %6264, align 8
  %6266 = lshr i64 %6265, %6260
  store i64 %6266, ptr %6264, align 8
  %6267 = load i32, ptr %46, align 4
  %6268 = icmp ne i32 %6267, 0
  br i1 %6268, label %6269, label %6272

6269:                                             ; preds = %6239
  %6270 = load i64, ptr %44, align 8
  %6271 = call i64 @HUF_getValueFast(i64 noundef %6270)
  br label %6275

6272:                                             ; preds = %6239
  %6273 = load i64, ptr %44, align 8
  %6274 = call i64 @HUF_getValue(i64 noundef %6273)
  br label %6275

6275:                                             ; preds = %6269, %6272
  %6276 = phi i64 [ %6271, %6269 ], [ %6274, %6272 ]
  %6277 = load ptr, ptr %43, align 8
  %6278 = load i32, ptr %45, align 4
  %6279 = sext i32 %6278 to i64
  %6280 = getelementptr inbounds [2 x i64], ptr %6277, i64 0, i64 %6279
  %6281 = load i64, ptr %6280, align 8
  %6282 = or i64 %6281, %6276
  store i64 %6282, ptr %6280, align 8
  %6283 = load i64, ptr %44, align 8
  %6284 = call i64 @HUF_getNbBitsFast(i64 noundef %6283)
  %6285 = load ptr, ptr %43, align 8
  %6286 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6285, i32 0, i32 1
  %6287 = load i32, ptr %45, align 4
  %6288 = sext i32 %6287 to i64
  %6289 = getelementptr inbounds [2 x i64], ptr %6286, i64 0, i64 %6288
  %6290 = load i64, ptr %6289, align 8
  %6291 = add i64 %6290, %6284
  store i64 %6291, ptr %6289, align 8
  %6292 = load ptr, ptr %868, align 8
  %6293 = load i32, ptr %873, align 4
  store ptr %6292, ptr %477, align 8
  store i32 %6293, ptr %478, align 4
  %6294 = load ptr, ptr %477, align 8
  %6295 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6294, i32 0, i32 1
  %6296 = load i64, ptr %6295, align 8
  %6297 = and i64 %6296, 255
  store i64 %6297, ptr %479, align 8
  %6298 = load i64, ptr %479, align 8
  %6299 = lshr i64 %6298, 3
  store i64 %6299, ptr %480, align 8
  %6300 = load ptr, ptr %477, align 8
  %6301 = load i64, ptr %6300, align 8
  %6302 = load i64, ptr %479, align 8
  %6303 = sub i64 64, %6302
  %6304 = lshr i64 %6301, %6303
  store i64 %6304, ptr %481, align 8
  %6305 = load ptr, ptr %477, align 8
  %6306 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6305, i32 0, i32 1
  %6307 = load i64, ptr %6306, align 8
  %6308 = and i64 %6307, 7
  store i64 %6308, ptr %6306, align 8
  %6309 = load ptr, ptr %477, align 8
  %6310 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6309, i32 0, i32 3
  %6311 = load ptr, ptr %6310, align 8
  %6312 = load i64, ptr %481, align 8
  call void @MEM_writeLEST(ptr noundef %6311, i64 noundef %6312)
  %6313 = load i64, ptr %480, align 8
  %6314 = load ptr, ptr %477, align 8
  %6315 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6314, i32 0, i32 3
  %6316 = load ptr, ptr %6315, align 8
  %6317 = getelementptr inbounds i8, ptr %6316, i64 %6313
  store ptr %6317, ptr %6315, align 8
  %6318 = load i32, ptr %478, align 4
  %6319 = icmp ne i32 %6318, 0
  br i1 %6319, label %6334, label %6320

6320:                                             ; preds = %6275
  %6321 = load ptr, ptr %477, align 8
  %6322 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6321, i32 0, i32 3
  %6323 = load ptr, ptr %6322, align 8
  %6324 = load ptr, ptr %477, align 8
  %6325 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6324, i32 0, i32 4
  %6326 = load ptr, ptr %6325, align 8
  %6327 = icmp ugt ptr %6323, %6326
  br i1 %6327, label %6328, label %6334

6328:                                             ; preds = %6320
  %6329 = load ptr, ptr %477, align 8
  %6330 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6329, i32 0, i32 4
  %6331 = load ptr, ptr %6330, align 8
  %6332 = load ptr, ptr %477, align 8
  %6333 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6332, i32 0, i32 3
  store ptr %6331, ptr %6333, align 8
  br label %6334

6334:                                             ; preds = %6275, %6320, %6328
  %6335 = load i32, ptr %872, align 4
  %6336 = load i32, ptr %875, align 4
  %6337 = sub nsw i32 %6336, %6335
  store i32 %6337, ptr %875, align 4
  br label %6338

6338:                                             ; preds = %6334, %6174
  br label %6339

6339:                                             ; preds = %6683, %6338
  %6340 = load i32, ptr %875, align 4
  %6341 = icmp sgt i32 %6340, 0
  br i1 %6341, label %6342, label %6688

6342:                                             ; preds = %6339
  store i32 1, ptr %878, align 4
  br label %6343

6343:                                             ; preds = %6382, %6342
  %6344 = load i32, ptr %878, align 4
  %6345 = load i32, ptr %872, align 4
  %6346 = icmp slt i32 %6344, %6345
  br i1 %6346, label %6347, label %6401

6347:                                             ; preds = %6343
  %6348 = load ptr, ptr %868, align 8
  %6349 = load ptr, ptr %869, align 8
  %6350 = load i32, ptr %875, align 4
  %6351 = load i32, ptr %878, align 4
  %6352 = sub nsw i32 %6350, %6351
  %6353 = sext i32 %6352 to i64
  %6354 = getelementptr inbounds i8, ptr %6349, i64 %6353
  %6355 = load i8, ptr %6354, align 1
  %6356 = zext i8 %6355 to i32
  %6357 = load ptr, ptr %871, align 8
  store ptr %6348, ptr %802, align 8
  store i32 %6356, ptr %803, align 4
  store ptr %6357, ptr %804, align 8
  store i32 0, ptr %805, align 4
  store i32 1, ptr %806, align 4
  %6358 = load ptr, ptr %802, align 8
  %6359 = load ptr, ptr %804, align 8
  %6360 = load i32, ptr %803, align 4
  %6361 = zext i32 %6360 to i64
  %6362 = getelementptr inbounds i64, ptr %6359, i64 %6361
  %6363 = load i64, ptr %6362, align 8
  %6364 = load i32, ptr %805, align 4
  %6365 = load i32, ptr %806, align 4
  store ptr %6358, ptr %47, align 8
  store i64 %6363, ptr %48, align 8
  store i32 %6364, ptr %49, align 4
  store i32 %6365, ptr %50, align 4
  %6366 = load i64, ptr %48, align 8
  %6367 = call i64 @HUF_getNbBits(i64 noundef %6366)
  %6368 = load ptr, ptr %47, align 8
  %6369 = load i32, ptr %49, align 4
  %6370 = sext i32 %6369 to i64
  %6371 = getelementptr inbounds [2 x i64], ptr %6368, i64 0, i64 %6370
  %6372 = load i64, ptr %6371, align 8
  %6373 = lshr i64 %6372, %6367
  store i64 %6373, ptr %6371, align 8
  %6374 = load i32, ptr %50, align 4
  %6375 = icmp ne i32 %6374, 0
  br i1 %6375, label %6376, label %6379

6376:                                             ; preds = %6347
  %6377 = load i64, ptr %48, align 8
  %6378 = call i64 @HUF_getValueFast(i64 noundef %6377)
  br label %6382

6379:                                             ; preds = %6347
  %6380 = load i64, ptr %48, align 8
  %6381 = call i64 @HUF_getValue(i64 noundef %6380)
  br label %6382

6382:                                             ; preds = %6376, %6379
  %6383 = phi i64 [ %6378, %6376 ], [ %6381, %6379 ]
  %6384 = load ptr, ptr %47, align 8
  %6385 = load i32, ptr %49, align 4
  %6386 = sext i32 %6385 to i64
  %6387 = getelementptr inbounds [2 x i64], ptr %6384, i64 0, i64 %6386
  %6388 = load i64, ptr %6387, align 8
  %6389 = or i64 %6388, %6383
  store i64 %6389, ptr %6387, align 8
  %6390 = load i64, ptr %48, align 8
  %6391 = call i64 @HUF_getNbBitsFast(i64 noundef %6390)
  %6392 = load ptr, ptr %47, align 8
  %6393 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6392, i32 0, i32 1
  %6394 = load i32, ptr %49, align 4
  %6395 = sext i32 %6394 to i64
  %6396 = getelementptr inbounds [2 x i64], ptr %6393, i64 0, i64 %6395
  %6397 = load i64, ptr %6396, align 8
  %6398 = add i64 %6397, %6391
  store i64 %6398, ptr %6396, align 8
  %6399 = load i32, ptr %878, align 4
  %6400 = add nsw i32 %6399, 1
  store i32 %6400, ptr %878, align 4
  br label %6343, !llvm.loop !40

6401:                                             ; preds = %6343
  %6402 = load ptr, ptr %868, align 8
  %6403 = load ptr, ptr %869, align 8
  %6404 = load i32, ptr %875, align 4
  %6405 = load i32, ptr %872, align 4
  %6406 = sub nsw i32 %6404, %6405
  %6407 = sext i32 %6406 to i64
  %6408 = getelementptr inbounds i8, ptr %6403, i64 %6407
  %6409 = load i8, ptr %6408, align 1
  %6410 = zext i8 %6409 to i32
  %6411 = load ptr, ptr %871, align 8
  %6412 = load i32, ptr %874, align 4
  store ptr %6402, ptr %787, align 8
  store i32 %6410, ptr %788, align 4
  store ptr %6411, ptr %789, align 8
  store i32 0, ptr %790, align 4
  store i32 %6412, ptr %791, align 4
  %6413 = load ptr, ptr %787, align 8
  %6414 = load ptr, ptr %789, align 8
  %6415 = load i32, ptr %788, align 4
  %6416 = zext i32 %6415 to i64
  %6417 = getelementptr inbounds i64, ptr %6414, i64 %6416
  %6418 = load i64, ptr %6417, align 8
  %6419 = load i32, ptr %790, align 4
  %6420 = load i32, ptr %791, align 4
  store ptr %6413, ptr %59, align 8
  store i64 %6418, ptr %60, align 8
  store i32 %6419, ptr %61, align 4
  store i32 %6420, ptr %62, align 4
  %6421 = load i64, ptr %60, align 8
  %6422 = call i64 @HUF_getNbBits(i64 noundef %6421)
  %6423 = load ptr, ptr %59, align 8
  %6424 = load i32, ptr %61, align 4
  %6425 = sext i32 %6424 to i64
  %6426 = getelementptr inbounds [2 x i64], ptr %6423, i64 0, i64 %6425
  %6427 = load i64, ptr %6426, align 8
  %6428 = lshr i64 %6427, %6422
  store i64 %6428, ptr %6426, align 8
  %6429 = load i32, ptr %62, align 4
  %6430 = icmp ne i32 %6429, 0
  br i1 %6430, label %6431, label %6434

6431:                                             ; preds = %6401
  %6432 = load i64, ptr %60, align 8
  %6433 = call i64 @HUF_getValueFast(i64 noundef %6432)
  br label %6437

6434:                                             ; preds = %6401
  %6435 = load i64, ptr %60, align 8
  %6436 = call i64 @HUF_getValue(i64 noundef %6435)
  br label %6437

6437:                                             ; preds = %6431, %6434
  %6438 = phi i64 [ %6433, %6431 ], [ %6436, %6434 ]
  %6439 = load ptr, ptr %59, align 8
  %6440 = load i32, ptr %61, align 4
  %6441 = sext i32 %6440 to i64
  %6442 = getelementptr inbounds [2 x i64], ptr %6439, i64 0, i64 %6441
  %6443 = load i64, ptr %6442, align 8
  %6444 = or i64 %6443, %6438
  store i64 %6444, ptr %6442, align 8
  %6445 = load i64, ptr %60, align 8
  %6446 = call i64 @HUF_getNbBitsFast(i64 noundef %6445)
  %6447 = load ptr, ptr %59, align 8
  %6448 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6447, i32 0, i32 1
  %6449 = load i32, ptr %61, align 4
  %6450 = sext i32 %6449 to i64
  %6451 = getelementptr inbounds [2 x i64], ptr %6448, i64 0, i64 %6450
  %6452 = load i64, ptr %6451, align 8
  %6453 = add i64 %6452, %6446
  store i64 %6453, ptr %6451, align 8
  %6454 = load ptr, ptr %868, align 8
  %6455 = load i32, ptr %873, align 4
  store ptr %6454, ptr %467, align 8
  store i32 %6455, ptr %468, align 4
  %6456 = load ptr, ptr %467, align 8
  %6457 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6456, i32 0, i32 1
  %6458 = load i64, ptr %6457, align 8
  %6459 = and i64 %6458, 255
  store i64 %6459, ptr %469, align 8
  %6460 = load i64, ptr %469, align 8
  %6461 = lshr i64 %6460, 3
  store i64 %6461, ptr %470, align 8
  %6462 = load ptr, ptr %467, align 8
  %6463 = load i64, ptr %6462, align 8
  %6464 = load i64, ptr %469, align 8
  %6465 = sub i64 64, %6464
  %6466 = lshr i64 %6463, %6465
  store i64 %6466, ptr %471, align 8
  %6467 = load ptr, ptr %467, align 8
  %6468 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6467, i32 0, i32 1
  %6469 = load i64, ptr %6468, align 8
  %6470 = and i64 %6469, 7
  store i64 %6470, ptr %6468, align 8
  %6471 = load ptr, ptr %467, align 8
  %6472 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6471, i32 0, i32 3
  %6473 = load ptr, ptr %6472, align 8
  %6474 = load i64, ptr %471, align 8
  call void @MEM_writeLEST(ptr noundef %6473, i64 noundef %6474)
  %6475 = load i64, ptr %470, align 8
  %6476 = load ptr, ptr %467, align 8
  %6477 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6476, i32 0, i32 3
  %6478 = load ptr, ptr %6477, align 8
  %6479 = getelementptr inbounds i8, ptr %6478, i64 %6475
  store ptr %6479, ptr %6477, align 8
  %6480 = load i32, ptr %468, align 4
  %6481 = icmp ne i32 %6480, 0
  br i1 %6481, label %6496, label %6482

6482:                                             ; preds = %6437
  %6483 = load ptr, ptr %467, align 8
  %6484 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6483, i32 0, i32 3
  %6485 = load ptr, ptr %6484, align 8
  %6486 = load ptr, ptr %467, align 8
  %6487 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6486, i32 0, i32 4
  %6488 = load ptr, ptr %6487, align 8
  %6489 = icmp ugt ptr %6485, %6488
  br i1 %6489, label %6490, label %6496

6490:                                             ; preds = %6482
  %6491 = load ptr, ptr %467, align 8
  %6492 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6491, i32 0, i32 4
  %6493 = load ptr, ptr %6492, align 8
  %6494 = load ptr, ptr %467, align 8
  %6495 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6494, i32 0, i32 3
  store ptr %6493, ptr %6495, align 8
  br label %6496

6496:                                             ; preds = %6437, %6482, %6490
  %6497 = load ptr, ptr %868, align 8
  store ptr %6497, ptr %305, align 8
  %6498 = load ptr, ptr %305, align 8
  %6499 = getelementptr inbounds [2 x i64], ptr %6498, i64 0, i64 1
  store i64 0, ptr %6499, align 8
  %6500 = load ptr, ptr %305, align 8
  %6501 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6500, i32 0, i32 1
  %6502 = getelementptr inbounds [2 x i64], ptr %6501, i64 0, i64 1
  store i64 0, ptr %6502, align 8
  store i32 1, ptr %878, align 4
  br label %6503

6503:                                             ; preds = %6544, %6496
  %6504 = load i32, ptr %878, align 4
  %6505 = load i32, ptr %872, align 4
  %6506 = icmp slt i32 %6504, %6505
  br i1 %6506, label %6507, label %6563

6507:                                             ; preds = %6503
  %6508 = load ptr, ptr %868, align 8
  %6509 = load ptr, ptr %869, align 8
  %6510 = load i32, ptr %875, align 4
  %6511 = load i32, ptr %872, align 4
  %6512 = sub nsw i32 %6510, %6511
  %6513 = load i32, ptr %878, align 4
  %6514 = sub nsw i32 %6512, %6513
  %6515 = sext i32 %6514 to i64
  %6516 = getelementptr inbounds i8, ptr %6509, i64 %6515
  %6517 = load i8, ptr %6516, align 1
  %6518 = zext i8 %6517 to i32
  %6519 = load ptr, ptr %871, align 8
  store ptr %6508, ptr %797, align 8
  store i32 %6518, ptr %798, align 4
  store ptr %6519, ptr %799, align 8
  store i32 1, ptr %800, align 4
  store i32 1, ptr %801, align 4
  %6520 = load ptr, ptr %797, align 8
  %6521 = load ptr, ptr %799, align 8
  %6522 = load i32, ptr %798, align 4
  %6523 = zext i32 %6522 to i64
  %6524 = getelementptr inbounds i64, ptr %6521, i64 %6523
  %6525 = load i64, ptr %6524, align 8
  %6526 = load i32, ptr %800, align 4
  %6527 = load i32, ptr %801, align 4
  store ptr %6520, ptr %51, align 8
  store i64 %6525, ptr %52, align 8
  store i32 %6526, ptr %53, align 4
  store i32 %6527, ptr %54, align 4
  %6528 = load i64, ptr %52, align 8
  %6529 = call i64 @HUF_getNbBits(i64 noundef %6528)
  %6530 = load ptr, ptr %51, align 8
  %6531 = load i32, ptr %53, align 4
  %6532 = sext i32 %6531 to i64
  %6533 = getelementptr inbounds [2 x i64], ptr %6530, i64 0, i64 %6532
  %6534 = load i64, ptr %6533, align 8
  %6535 = lshr i64 %6534, %6529
  store i64 %6535, ptr %6533, align 8
  %6536 = load i32, ptr %54, align 4
  %6537 = icmp ne i32 %6536, 0
  br i1 %6537, label %6538, label %6541

6538:                                             ; preds = %6507
  %6539 = load i64, ptr %52, align 8
  %6540 = call i64 @HUF_getValueFast(i64 noundef %6539)
  br label %6544

6541:                                             ; preds = %6507
  %6542 = load i64, ptr %52, align 8
  %6543 = call i64 @HUF_getValue(i64 noundef %6542)
  br label %6544

6544:                                             ; preds = %6538, %6541
  %6545 = phi i64 [ %6540, %6538 ], [ %6543, %6541 ]
  %6546 = load ptr, ptr %51, align 8
  %6547 = load i32, ptr %53, align 4
  %6548 = sext i32 %6547 to i64
  %6549 = getelementptr inbounds [2 x i64], ptr %6546, i64 0, i64 %6548
  %6550 = load i64, ptr %6549, align 8
  %6551 = or i64 %6550, %6545
  store i64 %6551, ptr %6549, align 8
  %6552 = load i64, ptr %52, align 8
  %6553 = call i64 @HUF_getNbBitsFast(i64 noundef %6552)
  %6554 = load ptr, ptr %51, align 8
  %6555 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6554, i32 0, i32 1
  %6556 = load i32, ptr %53, align 4
  %6557 = sext i32 %6556 to i64
  %6558 = getelementptr inbounds [2 x i64], ptr %6555, i64 0, i64 %6557
  %6559 = load i64, ptr %6558, align 8
  %6560 = add i64 %6559, %6553
  store i64 %6560, ptr %6558, align 8
  %6561 = load i32, ptr %878, align 4
  %6562 = add nsw i32 %6561, 1
  store i32 %6562, ptr %878, align 4
  br label %6503, !llvm.loop !41

6563:                                             ; preds = %6503
  %6564 = load ptr, ptr %868, align 8
  %6565 = load ptr, ptr %869, align 8
  %6566 = load i32, ptr %875, align 4
  %6567 = load i32, ptr %872, align 4
  %6568 = sub nsw i32 %6566, %6567
  %6569 = load i32, ptr %872, align 4
  %6570 = sub nsw i32 %6568, %6569
  %6571 = sext i32 %6570 to i64
  %6572 = getelementptr inbounds i8, ptr %6565, i64 %6571
  %6573 = load i8, ptr %6572, align 1
  %6574 = zext i8 %6573 to i32
  %6575 = load ptr, ptr %871, align 8
  %6576 = load i32, ptr %874, align 4
  store ptr %6564, ptr %792, align 8
  store i32 %6574, ptr %793, align 4
  store ptr %6575, ptr %794, align 8
  store i32 1, ptr %795, align 4
  store i32 %6576, ptr %796, align 4
  %6577 = load ptr, ptr %792, align 8
  %6578 = load ptr, ptr %794, align 8
  %6579 = load i32, ptr %793, align 4
  %6580 = zext i32 %6579 to i64
  %6581 = getelementptr inbounds i64, ptr %6578, i64 %6580
  %6582 = load i64, ptr %6581, align 8
  %6583 = load i32, ptr %795, align 4
  %6584 = load i32, ptr %796, align 4
  store ptr %6577, ptr %55, align 8
  store i64 %6582, ptr %56, align 8
  store i32 %6583, ptr %57, align 4
  store i32 %6584, ptr %58, align 4
  %6585 = load i64, ptr %56, align 8
  %6586 = call i64 @HUF_getNbBits(i64 noundef %6585)
  %6587 = load ptr, ptr %55, align 8
  %6588 = load i32, ptr %57, align 4
  %6589 = sext i32 %6588 to i64
  %6590 = getelementptr inbounds [2 x i64], ptr %6587, i64 0, i64 %6589
  %6591 = load i64, ptr %6590, align 8
  %6592 = lshr i64 %6591, %6586
  store i64 %6592, ptr %6590, align 8
  %6593 = load i32, ptr %58, align 4
  %6594 = icmp ne i32 %6593, 0
  br i1 %6594, label %6595, label %6598

6595:                                             ; preds = %6563
  %6596 = load i64, ptr %56, align 8
  %6597 = call i64 @HUF_getValueFast(i64 noundef %6596)
  br label %6601

6598:                                             ; preds = %6563
  %6599 = load i64, ptr %56, align 8
  %6600 = call i64 @HUF_getValue(i64 noundef %6599)
  br label %6601

6601:                                             ; preds = %6595, %6598
  %6602 = phi i64 [ %6597, %6595 ], [ %6600, %6598 ]
  %6603 = load ptr, ptr %55, align 8
  %6604 = load i32, ptr %57, align 4
  %6605 = sext i32 %6604 to i64
  %6606 = getelementptr inbounds [2 x i64], ptr %6603, i64 0, i64 %6605
  %6607 = load i64, ptr %6606, align 8
  %6608 = or i64 %6607, %6602
  store i64 %6608, ptr %6606, align 8
  %6609 = load i64, ptr %56, align 8
  %6610 = call i64 @HUF_getNbBitsFast(i64 noundef %6609)
  %6611 = load ptr, ptr %55, align 8
  %6612 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6611, i32 0, i32 1
  %6613 = load i32, ptr %57, align 4
  %6614 = sext i32 %6613 to i64
  %6615 = getelementptr inbounds [2 x i64], ptr %6612, i64 0, i64 %6614
  %6616 = load i64, ptr %6615, align 8
  %6617 = add i64 %6616, %6610
  store i64 %6617, ptr %6615, align 8
  %6618 = load ptr, ptr %868, align 8
  store ptr %6618, ptr %295, align 8
  %6619 = load ptr, ptr %295, align 8
  %6620 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6619, i32 0, i32 1
  %6621 = getelementptr inbounds [2 x i64], ptr %6620, i64 0, i64 1
  %6622 = load i64, ptr %6621, align 8
  %6623 = and i64 %6622, 255
  %6624 = load ptr, ptr %295, align 8
  %6625 = load i64, ptr %6624, align 8
  %6626 = lshr i64 %6625, %6623
  store i64 %6626, ptr %6624, align 8
  %6627 = load ptr, ptr %295, align 8
  %6628 = getelementptr inbounds [2 x i64], ptr %6627, i64 0, i64 1
  %6629 = load i64, ptr %6628, align 8
  %6630 = load ptr, ptr %295, align 8
  %6631 = load i64, ptr %6630, align 8
  %6632 = or i64 %6631, %6629
  store i64 %6632, ptr %6630, align 8
  %6633 = load ptr, ptr %295, align 8
  %6634 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6633, i32 0, i32 1
  %6635 = getelementptr inbounds [2 x i64], ptr %6634, i64 0, i64 1
  %6636 = load i64, ptr %6635, align 8
  %6637 = load ptr, ptr %295, align 8
  %6638 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6637, i32 0, i32 1
  %6639 = load i64, ptr %6638, align 8
  %6640 = add i64 %6639, %6636
  store i64 %6640, ptr %6638, align 8
  %6641 = load ptr, ptr %868, align 8
  %6642 = load i32, ptr %873, align 4
  store ptr %6641, ptr %472, align 8
  store i32 %6642, ptr %473, align 4
  %6643 = load ptr, ptr %472, align 8
  %6644 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6643, i32 0, i32 1
  %6645 = load i64, ptr %6644, align 8
  %6646 = and i64 %6645, 255
  store i64 %6646, ptr %474, align 8
  %6647 = load i64, ptr %474, align 8
  %6648 = lshr i64 %6647, 3
  store i64 %6648, ptr %475, align 8
  %6649 = load ptr, ptr %472, align 8
  %6650 = load i64, ptr %6649, align 8
  %6651 = load i64, ptr %474, align 8
  %6652 = sub i64 64, %6651
  %6653 = lshr i64 %6650, %6652
  store i64 %6653, ptr %476, align 8
  %6654 = load ptr, ptr %472, align 8
  %6655 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6654, i32 0, i32 1
  %6656 = load i64, ptr %6655, align 8
  %6657 = and i64 %6656, 7
  store i64 %6657, ptr %6655, align 8
  %6658 = load ptr, ptr %472, align 8
  %6659 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6658, i32 0, i32 3
  %6660 = load ptr, ptr %6659, align 8
  %6661 = load i64, ptr %476, align 8
  call void @MEM_writeLEST(ptr noundef %6660, i64 noundef %6661)
  %6662 = load i64, ptr %475, align 8
  %6663 = load ptr, ptr %472, align 8
  %6664 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6663, i32 0, i32 3
  %6665 = load ptr, ptr %6664, align 8
  %6666 = getelementptr inbounds i8, ptr %6665, i64 %6662
  store ptr %6666, ptr %6664, align 8
  %6667 = load i32, ptr %473, align 4
  %6668 = icmp ne i32 %6667, 0
  br i1 %6668, label %6683, label %6669

6669:                                             ; preds = %6601
  %6670 = load ptr, ptr %472, align 8
  %6671 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6670, i32 0, i32 3
  %6672 = load ptr, ptr %6671, align 8
  %6673 = load ptr, ptr %472, align 8
  %6674 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6673, i32 0, i32 4
  %6675 = load ptr, ptr %6674, align 8
  %6676 = icmp ugt ptr %6672, %6675
  br i1 %6676, label %6677, label %6683

6677:                                             ; preds = %6669
  %6678 = load ptr, ptr %472, align 8
  %6679 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6678, i32 0, i32 4
  %6680 = load ptr, ptr %6679, align 8
  %6681 = load ptr, ptr %472, align 8
  %6682 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6681, i32 0, i32 3
  store ptr %6680, ptr %6682, align 8
  br label %6683

6683:                                             ; preds = %6601, %6669, %6677
  %6684 = load i32, ptr %872, align 4
  %6685 = mul nsw i32 2, %6684
  %6686 = load i32, ptr %875, align 4
  %6687 = sub nsw i32 %6686, %6685
  store i32 %6687, ptr %875, align 4
  br label %6339, !llvm.loop !42

6688:                                             ; preds = %6339
  br label %7317

6689:                                             ; preds = %3552
  br label %6690

6690:                                             ; preds = %6689, %3552
  %6691 = load ptr, ptr %976, align 8
  %6692 = load i64, ptr %971, align 8
  %6693 = load ptr, ptr %975, align 8
  store ptr %979, ptr %857, align 8
  store ptr %6691, ptr %858, align 8
  store i64 %6692, ptr %859, align 8
  store ptr %6693, ptr %860, align 8
  store i32 9, ptr %861, align 4
  store i32 1, ptr %862, align 4
  store i32 1, ptr %863, align 4
  %6694 = load i64, ptr %859, align 8
  %6695 = trunc i64 %6694 to i32
  store i32 %6695, ptr %864, align 4
  %6696 = load i32, ptr %864, align 4
  %6697 = load i32, ptr %861, align 4
  %6698 = srem i32 %6696, %6697
  store i32 %6698, ptr %865, align 4
  %6699 = load i32, ptr %865, align 4
  %6700 = icmp sgt i32 %6699, 0
  br i1 %6700, label %6701, label %6802

6701:                                             ; preds = %6690
  br label %6702

6702:                                             ; preds = %6739, %6701
  %6703 = load i32, ptr %865, align 4
  %6704 = icmp sgt i32 %6703, 0
  br i1 %6704, label %6705, label %6758

6705:                                             ; preds = %6702
  %6706 = load ptr, ptr %857, align 8
  %6707 = load ptr, ptr %858, align 8
  %6708 = load i32, ptr %864, align 4
  %6709 = add nsw i32 %6708, -1
  store i32 %6709, ptr %864, align 4
  %6710 = sext i32 %6709 to i64
  %6711 = getelementptr inbounds i8, ptr %6707, i64 %6710
  %6712 = load i8, ptr %6711, align 1
  %6713 = zext i8 %6712 to i32
  %6714 = load ptr, ptr %860, align 8
  store ptr %6706, ptr %852, align 8
  store i32 %6713, ptr %853, align 4
  store ptr %6714, ptr %854, align 8
  store i32 0, ptr %855, align 4
  store i32 0, ptr %856, align 4
  %6715 = load ptr, ptr %852, align 8
  %6716 = load ptr, ptr %854, align 8
  %6717 = load i32, ptr %853, align 4
  %6718 = zext i32 %6717 to i64
  %6719 = getelementptr inbounds i64, ptr %6716, i64 %6718
  %6720 = load i64, ptr %6719, align 8
  %6721 = load i32, ptr %855, align 4
  %6722 = load i32, ptr %856, align 4
  store ptr %6715, ptr %7, align 8
  store i64 %6720, ptr %8, align 8
  store i32 %6721, ptr %9, align 4
  store i32 %6722, ptr %10, align 4
  %6723 = load i64, ptr %8, align 8
  %6724 = call i64 @HUF_getNbBits(i64 noundef %6723)
  %6725 = load ptr, ptr %7, align 8
  %6726 = load i32, ptr %9, align 4
  %6727 = sext i32 %6726 to i64
  %6728 = getelementptr inbounds [2 x i64], ptr %6725, i64 0, i64 %6727
  %6729 = load i64, ptr %6728, align 8
  %6730 = lshr i64 %6729, %6724
  store i64 %6730, ptr %6728, align 8
  %6731 = load i32, ptr %10, align 4
  %6732 = icmp ne i32 %6731, 0
  br i1 %6732, label %6733, label %6736

6733:                                             ; preds = %6705
  %6734 = load i64, ptr %8, align 8
  %6735 = call i64 @HUF_getValueFast(i64 noundef %6734)
  br label %6739

6736:                                             ; preds = %6705
  %6737 = load i64, ptr %8, align 8
  %6738 = call i64 @HUF_getValue(i64 noundef %6737)
  br label %6739

6739:                                             ; preds = %6733, %6736
  %6740 = phi i64 [ %6735, %6733 ], [ %6738, %6736 ]
  %6741 = load ptr, ptr %7, align 8
  %6742 = load i32, ptr %9, align 4
  %6743 = sext i32 %6742 to i64
  %6744 = getelementptr inbounds [2 x i64], ptr %6741, i64 0, i64 %6743
  %6745 = load i64, ptr %6744, align 8
  %6746 = or i64 %6745, %6740
  store i64 %6746, ptr %6744, align 8
  %6747 = load i64, ptr %8, align 8
  %6748 = call i64 @HUF_getNbBitsFast(i64 noundef %6747)
  %6749 = load ptr, ptr %7, align 8
  %6750 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6749, i32 0, i32 1
  %6751 = load i32, ptr %9, align 4
  %6752 = sext i32 %6751 to i64
  %6753 = getelementptr inbounds [2 x i64], ptr %6750, i64 0, i64 %6752
  %6754 = load i64, ptr %6753, align 8
  %6755 = add i64 %6754, %6748
  store i64 %6755, ptr %6753, align 8
  %6756 = load i32, ptr %865, align 4
  %6757 = add nsw i32 %6756, -1
  store i32 %6757, ptr %865, align 4
  br label %6702, !llvm.loop !38

6758:                                             ; preds = %6702
  %6759 = load ptr, ptr %857, align 8
  %6760 = load i32, ptr %862, align 4
  store ptr %6759, ptr %502, align 8
  store i32 %6760, ptr %503, align 4
  %6761 = load ptr, ptr %502, align 8
  %6762 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6761, i32 0, i32 1
  %6763 = load i64, ptr %6762, align 8
  %6764 = and i64 %6763, 255
  store i64 %6764, ptr %504, align 8
  %6765 = load i64, ptr %504, align 8
  %6766 = lshr i64 %6765, 3
  store i64 %6766, ptr %505, align 8
  %6767 = load ptr, ptr %502, align 8
  %6768 = load i64, ptr %6767, align 8
  %6769 = load i64, ptr %504, align 8
  %6770 = sub i64 64, %6769
  %6771 = lshr i64 %6768, %6770
  store i64 %6771, ptr %506, align 8
  %6772 = load ptr, ptr %502, align 8
  %6773 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6772, i32 0, i32 1
  %6774 = load i64, ptr %6773, align 8
  %6775 = and i64 %6774, 7
  store i64 %6775, ptr %6773, align 8
  %6776 = load ptr, ptr %502, align 8
  %6777 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6776, i32 0, i32 3
  %6778 = load ptr, ptr %6777, align 8
  %6779 = load i64, ptr %506, align 8
  call void @MEM_writeLEST(ptr noundef %6778, i64 noundef %6779)
  %6780 = load i64, ptr %505, align 8
  %6781 = load ptr, ptr %502, align 8
  %6782 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6781, i32 0, i32 3
  %6783 = load ptr, ptr %6782, align 8
  %6784 = getelementptr inbounds i8, ptr %6783, i64 %6780
  store ptr %6784, ptr %6782, align 8
  %6785 = load i32, ptr %503, align 4
  %6786 = icmp ne i32 %6785, 0
  br i1 %6786, label %6801, label %6787

6787:                                             ; preds = %6758
  %6788 = load ptr, ptr %502, align 8
  %6789 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6788, i32 0, i32 3
  %6790 = load ptr, ptr %6789, align 8
  %6791 = load ptr, ptr %502, align 8
  %6792 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6791, i32 0, i32 4
  %6793 = load ptr, ptr %6792, align 8
  %6794 = icmp ugt ptr %6790, %6793
  br i1 %6794, label %6795, label %6801

6795:                                             ; preds = %6787
  %6796 = load ptr, ptr %502, align 8
  %6797 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6796, i32 0, i32 4
  %6798 = load ptr, ptr %6797, align 8
  %6799 = load ptr, ptr %502, align 8
  %6800 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6799, i32 0, i32 3
  store ptr %6798, ptr %6800, align 8
  br label %6801

6801:                                             ; preds = %6758, %6787, %6795
  br label %6802

6802:                                             ; preds = %6801, %6690
  %6803 = load i32, ptr %864, align 4
  %6804 = load i32, ptr %861, align 4
  %6805 = mul nsw i32 2, %6804
  %6806 = srem i32 %6803, %6805
  %6807 = icmp ne i32 %6806, 0
  br i1 %6807, label %6808, label %6966

6808:                                             ; preds = %6802
  store i32 1, ptr %866, align 4
  br label %6809

6809:                                             ; preds = %6848, %6808
  %6810 = load i32, ptr %866, align 4
  %6811 = load i32, ptr %861, align 4
  %6812 = icmp slt i32 %6810, %6811
  br i1 %6812, label %6813, label %6867

6813:                                             ; preds = %6809
  %6814 = load ptr, ptr %857, align 8
  %6815 = load ptr, ptr %858, align 8
  %6816 = load i32, ptr %864, align 4
  %6817 = load i32, ptr %866, align 4
  %6818 = sub nsw i32 %6816, %6817
  %6819 = sext i32 %6818 to i64
  %6820 = getelementptr inbounds i8, ptr %6815, i64 %6819
  %6821 = load i8, ptr %6820, align 1
  %6822 = zext i8 %6821 to i32
  %6823 = load ptr, ptr %860, align 8
  store ptr %6814, ptr %847, align 8
  store i32 %6822, ptr %848, align 4
  store ptr %6823, ptr %849, align 8
  store i32 0, ptr %850, align 4
  store i32 1, ptr %851, align 4
  %6824 = load ptr, ptr %847, align 8
  %6825 = load ptr, ptr %849, align 8
  %6826 = load i32, ptr %848, align 4
  %6827 = zext i32 %6826 to i64
  %6828 = getelementptr inbounds i64, ptr %6825, i64 %6827
  %6829 = load i64, ptr %6828, align 8
  %6830 = load i32, ptr %850, align 4
  %6831 = load i32, ptr %851, align 4
  store ptr %6824, ptr %11, align 8
  store i64 %6829, ptr %12, align 8
  store i32 %6830, ptr %13, align 4
  store i32 %6831, ptr %14, align 4
  %6832 = load i64, ptr %12, align 8
  %6833 = call i64 @HUF_getNbBits(i64 noundef %6832)
  %6834 = load ptr, ptr %11, align 8
  %6835 = load i32, ptr %13, align 4
  %6836 = sext i32 %6835 to i64
  %6837 = getelementptr inbounds [2 x i64], ptr %6834, i64 0, i64 %6836
  %6838 = load i64, ptr %6837, align 8
  %6839 = lshr i64 %6838, %6833
  store i64 %6839, ptr %6837, align 8
  %6840 = load i32, ptr %14, align 4
  %6841 = icmp ne i32 %6840, 0
  br i1 %6841, label %6842, label %6845

6842:                                             ; preds = %6813
  %6843 = load i64, ptr %12, align 8
  %6844 = call i64 @HUF_getValueFast(i64 noundef %6843)
  br label %6848

6845:                                             ; preds = %6813
  %6846 = load i64, ptr %12, align 8
  %6847 = call i64 @HUF_getValue(i64 noundef %6846)
  br label %6848

6848:                                             ; preds = %6842, %6845
  %6849 = phi i64 [ %6844, %6842 ], [ %6847, %6845 ]
  %6850 = load ptr, ptr %11, align 8
  %6851 = load i32, ptr %13, align 4
  %6852 = sext i32 %6851 to i64
  %6853 = getelementptr inbounds [2 x i64], ptr %6850, i64 0, i64 %6852
  %6854 = load i64, ptr %6853, align 8
  %6855 = or i64 %6854, %6849
  store i64 %6855, ptr %6853, align 8
  %6856 = load i64, ptr %12, align 8
  %6857 = call i64 @HUF_getNbBitsFast(i64 noundef %6856)
  %6858 = load ptr, ptr %11, align 8
  %6859 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6858, i32 0, i32 1
  %6860 = load i32, ptr %13, align 4
  %6861 = sext i32 %6860 to i64
  %6862 = getelementptr inbounds [2 x i64], ptr %6859, i64 0, i64 %6861
  %6863 = load i64, ptr %6862, align 8
  %6864 = add i64 %6863, %6857
  store i64 %6864, ptr %6862, align 8
  %6865 = load i32, ptr %866, align 4
  %6866 = add nsw i32 %6865, 1
  store i32 %6866, ptr %866, align 4
  br label %6809, !llvm.loop !39

6867:                                             ; preds = %6809
  %6868 = load ptr, ptr %857, align 8
  %6869 = load ptr, ptr %858, align 8
  %6870 = load i32, ptr %864, align 4
  %6871 = load i32, ptr %861, align 4
  %6872 = sub nsw i32 %6870, %6871
  %6873 = sext i32 %6872 to i64
  %6874 = getelementptr inbounds i8, ptr %6869, i64 %6873
  %6875 = load i8, ptr %6874, align 1
  %6876 = zext i8 %6875 to i32
  %6877 = load ptr, ptr %860, align 8
  %6878 = load i32, ptr %863, align 4
  store ptr %6868, ptr %842, align 8
  store i32 %6876, ptr %843, align 4
  store ptr %6877, ptr %844, align 8
  store i32 0, ptr %845, align 4
  store i32 %6878, ptr %846, align 4
  %6879 = load ptr, ptr %842, align 8
  %6880 = load ptr, ptr %844, align 8
  %6881 = load i32, ptr %843, align 4
  %6882 = zext i32 %6881 to i64
  %6883 = getelementptr inbounds i64, ptr %6880, i64 %6882
  %6884 = load i64, ptr %6883, align 8
  %6885 = load i32, ptr %845, align 4
  %6886 = load i32, ptr %846, align 4
  store ptr %6879, ptr %15, align 8
  store i64 %6884, ptr %16, align 8
  store i32 %6885, ptr %17, align 4
  store i32 %6886, ptr %18, align 4
  %6887 = load i64, ptr %16, align 8
  %6888 = call i64 @HUF_getNbBits(i64 noundef %6887)
  %6889 = load ptr, ptr %15, align 8
  %6890 = load i32, ptr %17, align 4
  %6891 = sext i32 %6890 to i64
  %6892 = getelementptr inbounds [2 x i64], ptr %6889, i64 0, i64 %6891
  %6893 = load i64, ptr %6892, align 8
  %6894 = lshr i64 %6893, %6888
  store i64 %6894, ptr %6892, align 8
  %6895 = load i32, ptr %18, align 4
  %6896 = icmp ne i32 %6895, 0
  br i1 %6896, label %6897, label %6900

6897:                                             ; preds = %6867
  %6898 = load i64, ptr %16, align 8
  %6899 = call i64 @HUF_getValueFast(i64 noundef %6898)
  br label %6903

6900:                                             ; preds = %6867
  %6901 = load i64, ptr %16, align 8
  %6902 = call i64 @HUF_getValue(i64 noundef %6901)
  br label %6903

6903:                                             ; preds = %6897, %6900
  %6904 = phi i64 [ %6899, %6897 ], [ %6902, %6900 ]
  %6905 = load ptr, ptr %15, align 8
  %6906 = load i32, ptr %17, align 4
  %6907 = sext i32 %6906 to i64
  %6908 = getelementptr inbounds [2 x i64], ptr %6905, i64 0, i64 %6907
  %6909 = load i64, ptr %6908, align 8
  %6910 = or i64 %6909, %6904
  store i64 %6910, ptr %6908, align 8
  %6911 = load i64, ptr %16, align 8
  %6912 = call i64 @HUF_getNbBitsFast(i64 noundef %6911)
  %6913 = load ptr, ptr %15, align 8
  %6914 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6913, i32 0, i32 1
  %6915 = load i32, ptr %17, align 4
  %6916 = sext i32 %6915 to i64
  %6917 = getelementptr inbounds [2 x i64], ptr %6914, i64 0, i64 %6916
  %6918 = load i64, ptr %6917, align 8
  %6919 = add i64 %6918, %6912
  store i64 %6919, ptr %6917, align 8
  %6920 = load ptr, ptr %857, align 8
  %6921 = load i32, ptr %862, align 4
  store ptr %6920, ptr %497, align 8
  store i32 %6921, ptr %498, align 4
  %6922 = load ptr, ptr %497, align 8
  %6923 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6922, i32 0, i32 1
  %6924 = load i64, ptr %6923, align 8
  %6925 = and i64 %6924, 255
  store i64 %6925, ptr %499, align 8
  %6926 = load i64, ptr %499, align 8
  %6927 = lshr i64 %6926, 3
  store i64 %6927, ptr %500, align 8
  %6928 = load ptr, ptr %497, align 8
  %6929 = load i64, ptr %6928, align 8
  %6930 = load i64, ptr %499, align 8
  %6931 = sub i64 64, %6930
  %6932 = lshr i64 %6929, %6931
  store i64 %6932, ptr %501, align 8
  %6933 = load ptr, ptr %497, align 8
  %6934 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6933, i32 0, i32 1
  %6935 = load i64, ptr %6934, align 8
  %6936 = and i64 %6935, 7
  store i64 %6936, ptr %6934, align 8
  %6937 = load ptr, ptr %497, align 8
  %6938 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6937, i32 0, i32 3
  %6939 = load ptr, ptr %6938, align 8
  %6940 = load i64, ptr %501, align 8
  call void @MEM_writeLEST(ptr noundef %6939, i64 noundef %6940)
  %6941 = load i64, ptr %500, align 8
  %6942 = load ptr, ptr %497, align 8
  %6943 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6942, i32 0, i32 3
  %6944 = load ptr, ptr %6943, align 8
  %6945 = getelementptr inbounds i8, ptr %6944, i64 %6941
  store ptr %6945, ptr %6943, align 8
  %6946 = load i32, ptr %498, align 4
  %6947 = icmp ne i32 %6946, 0
  br i1 %6947, label %6962, label %6948

6948:                                             ; preds = %6903
  %6949 = load ptr, ptr %497, align 8
  %6950 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6949, i32 0, i32 3
  %6951 = load ptr, ptr %6950, align 8
  %6952 = load ptr, ptr %497, align 8
  %6953 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6952, i32 0, i32 4
  %6954 = load ptr, ptr %6953, align 8
  %6955 = icmp ugt ptr %6951, %6954
  br i1 %6955, label %6956, label %6962

6956:                                             ; preds = %6948
  %6957 = load ptr, ptr %497, align 8
  %6958 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6957, i32 0, i32 4
  %6959 = load ptr, ptr %6958, align 8
  %6960 = load ptr, ptr %497, align 8
  %6961 = getelementptr inbounds %struct.HUF_CStream_t, ptr %6960, i32 0, i32 3
  store ptr %6959, ptr %6961, align 8
  br label %6962

6962:                                             ; preds = %6903, %6948, %6956
  %6963 = load i32, ptr %861, align 4
  %6964 = load i32, ptr %864, align 4
  %6965 = sub nsw i32 %6964, %6963
  store i32 %6965, ptr %864, align 4
  br label %6966

6966:                                             ; preds = %6962, %6802
  br label %6967

6967:                                             ; preds = %7311, %6966
  %6968 = load i32, ptr %864, align 4
  %6969 = icmp sgt i32 %6968, 0
  br i1 %6969, label %6970, label %7316

6970:                                             ; preds = %6967
  store i32 1, ptr %867, align 4
  br label %6971

6971:                                             ; preds = %7010, %6970
  %6972 = load i32, ptr %867, align 4
  %6973 = load i32, ptr %861, align 4
  %6974 = icmp slt i32 %6972, %6973
  br i1 %6974, label %6975, label %7029

6975:                                             ; preds = %6971
  %6976 = load ptr, ptr %857, align 8
  %6977 = load ptr, ptr %858, align 8
  %6978 = load i32, ptr %864, align 4
  %6979 = load i32, ptr %867, align 4
  %6980 = sub nsw i32 %6978, %6979
  %6981 = sext i32 %6980 to i64
  %6982 = getelementptr inbounds i8, ptr %6977, i64 %6981
  %6983 = load i8, ptr %6982, align 1
  %6984 = zext i8 %6983 to i32
  %6985 = load ptr, ptr %860, align 8
  store ptr %6976, ptr %837, align 8
  store i32 %6984, ptr %838, align 4
  store ptr %6985, ptr %839, align 8
  store i32 0, ptr %840, align 4
  store i32 1, ptr %841, align 4
  %6986 = load ptr, ptr %837, align 8
  %6987 = load ptr, ptr %839, align 8
  %6988 = load i32, ptr %838, align 4
  %6989 = zext i32 %6988 to i64
  %6990 = getelementptr inbounds i64, ptr %6987, i64 %6989
  %6991 = load i64, ptr %6990, align 8
  %6992 = load i32, ptr %840, align 4
  %6993 = load i32, ptr %841, align 4
  store ptr %6986, ptr %19, align 8
  store i64 %6991, ptr %20, align 8
  store i32 %6992, ptr %21, align 4
  store i32 %6993, ptr %22, align 4
  %6994 = load i64, ptr %20, align 8
  %6995 = call i64 @HUF_getNbBits(i64 noundef %6994)
  %6996 = load ptr, ptr %19, align 8
  %6997 = load i32, ptr %21, align 4
  %6998 = sext i32 %6997 to i64
  %6999 = getelementptr inbounds [2 x i64], ptr %6996, i64 0, i64 %6998
  %7000 = load i64, ptr %6999, align 8
  %7001 = lshr i64 %7000, %6995
  store i64 %7001, ptr %6999, align 8
  %7002 = load i32, ptr %22, align 4
  %7003 = icmp ne i32 %7002, 0
  br i1 %7003, label %7004, label %7007

7004:                                             ; preds = %6975
  %7005 = load i64, ptr %20, align 8
  %7006 = call i64 @HUF_getValueFast(i64 noundef %7005)
  br label %7010

7007:                                             ; preds = %6975
  %7008 = load i64, ptr %20, align 8
  %7009 = call i64 @HUF_getValue(i64 noundef %7008)
  br label %7010

7010:                                             ; preds = %7004, %7007
  %7011 = phi i64 [ %7006, %7004 ], [ %7009, %7007 ]
  %7012 = load ptr, ptr %19, align 8
  %7013 = load i32, ptr %21, align 4
  %7014 = sext i32 %7013 to i64
  %7015 = getelementptr inbounds [2 x i64], ptr %7012, i64 0, i64 %7014
  %7016 = load i64, ptr %7015, align 8
  %7017 = or i64 %7016, %7011
  store i64 %7017, ptr %7015, align 8
  %7018 = load i64, ptr %20, align 8
  %7019 = call i64 @HUF_getNbBitsFast(i64 noundef %7018)
  %7020 = load ptr, ptr %19, align 8
  %7021 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7020, i32 0, i32 1
  %7022 = load i32, ptr %21, align 4
  %7023 = sext i32 %7022 to i64
  %7024 = getelementptr inbounds [2 x i64], ptr %7021, i64 0, i64 %7023
  %7025 = load i64, ptr %7024, align 8
  %7026 = add i64 %7025, %7019
  store i64 %7026, ptr %7024, align 8
  %7027 = load i32, ptr %867, align 4
  %7028 = add nsw i32 %7027, 1
  store i32 %7028, ptr %867, align 4
  br label %6971, !llvm.loop !40

7029:                                             ; preds = %6971
  %7030 = load ptr, ptr %857, align 8
  %7031 = load ptr, ptr %858, align 8
  %7032 = load i32, ptr %864, align 4
  %7033 = load i32, ptr %861, align 4
  %7034 = sub nsw i32 %7032, %7033
  %7035 = sext i32 %7034 to i64
  %7036 = getelementptr inbounds i8, ptr %7031, i64 %7035
  %7037 = load i8, ptr %7036, align 1
  %7038 = zext i8 %7037 to i32
  %7039 = load ptr, ptr %860, align 8
  %7040 = load i32, ptr %863, align 4
  store ptr %7030, ptr %822, align 8
  store i32 %7038, ptr %823, align 4
  store ptr %7039, ptr %824, align 8
  store i32 0, ptr %825, align 4
  store i32 %7040, ptr %826, align 4
  %7041 = load ptr, ptr %822, align 8
  %7042 = load ptr, ptr %824, align 8
  %7043 = load i32, ptr %823, align 4
  %7044 = zext i32 %7043 to i64
  %7045 = getelementptr inbounds i64, ptr %7042, i64 %7044
  %7046 = load i64, ptr %7045, align 8
  %7047 = load i32, ptr %825, align 4
  %7048 = load i32, ptr %826, align 4
  store ptr %7041, ptr %31, align 8
  store i64 %7046, ptr %32, align 8
  store i32 %7047, ptr %33, align 4
  store i32 %7048, ptr %34, align 4
  %7049 = load i64, ptr %32, align 8
  %7050 = call i64 @HUF_getNbBits(i64 noundef %7049)
  %7051 = load ptr, ptr %31, align 8
  %7052 = load i32, ptr %33, align 4
  %7053 = sext i32 %7052 to i64
  %7054 = getelementptr inbounds [2 x i64], ptr %7051, i64 0, i64 %7053
  %7055 = load i64, ptr %7054, align 8
  %7056 = lshr i64 %7055, %7050
  store i64 %7056, ptr %7054, align 8
  %7057 = load i32, ptr %34, align 4
  %7058 = icmp ne i32 %7057, 0
  br i1 %7058, label %7059, label %7062

7059:                                             ; preds = %7029
  %7060 = load i64, ptr %32, align 8
  %7061 = call i64 @HUF_getValueFast(i64 noundef %7060)
  br label %7065

7062:                                             ; preds = %7029
  %7063 = load i64, ptr %32, align 8
  %7064 = call i64 @HUF_getValue(i64 noundef %7063)
  br label %7065

7065:                                             ; preds = %7059, %7062
  %7066 = phi i64 [ %7061, %7059 ], [ %7064, %7062 ]
  %7067 = load ptr, ptr %31, align 8
  %7068 = load i32, ptr %33, align 4
  %7069 = sext i32 %7068 to i64
  %7070 = getelementptr inbounds [2 x i64], ptr %7067, i64 0, i64 %7069
  %7071 = load i64, ptr %7070, align 8
  %7072 = or i64 %7071, %7066
  store i64 %7072, ptr %7070, align 8
  %7073 = load i64, ptr %32, align 8
  %7074 = call i64 @HUF_getNbBitsFast(i64 noundef %7073)
  %7075 = load ptr, ptr %31, align 8
  %7076 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7075, i32 0, i32 1
  %7077 = load i32, ptr %33, align 4
  %7078 = sext i32 %7077 to i64
  %7079 = getelementptr inbounds [2 x i64], ptr %7076, i64 0, i64 %7078
  %7080 = load i64, ptr %7079, align 8
  %7081 = add i64 %7080, %7074
  store i64 %7081, ptr %7079, align 8
  %7082 = load ptr, ptr %857, align 8
  %7083 = load i32, ptr %862, align 4
  store ptr %7082, ptr %487, align 8
  store i32 %7083, ptr %488, align 4
  %7084 = load ptr, ptr %487, align 8
  %7085 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7084, i32 0, i32 1
  %7086 = load i64, ptr %7085, align 8
  %7087 = and i64 %7086, 255
  store i64 %7087, ptr %489, align 8
  %7088 = load i64, ptr %489, align 8
  %7089 = lshr i64 %7088, 3
  store i64 %7089, ptr %490, align 8
  %7090 = load ptr, ptr %487, align 8
  %7091 = load i64, ptr %7090, align 8
  %7092 = load i64, ptr %489, align 8
  %7093 = sub i64 64, %7092
  %7094 = lshr i64 %7091, %7093
  store i64 %7094, ptr %491, align 8
  %7095 = load ptr, ptr %487, align 8
  %7096 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7095, i32 0, i32 1
  %7097 = load i64, ptr %7096, align 8
  %7098 = and i64 %7097, 7
  store i64 %7098, ptr %7096, align 8
  %7099 = load ptr, ptr %487, align 8
  %7100 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7099, i32 0, i32 3
  %7101 = load ptr, ptr %7100, align 8
  %7102 = load i64, ptr %491, align 8
  call void @MEM_writeLEST(ptr noundef %7101, i64 noundef %7102)
  %7103 = load i64, ptr %490, align 8
  %7104 = load ptr, ptr %487, align 8
  %7105 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7104, i32 0, i32 3
  %7106 = load ptr, ptr %7105, align 8
  %7107 = getelementptr inbounds i8, ptr %7106, i64 %7103
  store ptr %7107, ptr %7105, align 8
  %7108 = load i32, ptr %488, align 4
  %7109 = icmp ne i32 %7108, 0
  br i1 %7109, label %7124, label %7110

7110:                                             ; preds = %7065
  %7111 = load ptr, ptr %487, align 8
  %7112 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7111, i32 0, i32 3
  %7113 = load ptr, ptr %7112, align 8
  %7114 = load ptr, ptr %487, align 8
  %7115 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7114, i32 0, i32 4
  %7116 = load ptr, ptr %7115, align 8
  %7117 = icmp ugt ptr %7113, %7116
  br i1 %7117, label %7118, label %7124

7118:                                             ; preds = %7110
  %7119 = load ptr, ptr %487, align 8
  %7120 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7119, i32 0, i32 4
  %7121 = load ptr, ptr %7120, align 8
  %7122 = load ptr, ptr %487, align 8
  %7123 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7122, i32 0, i32 3
  store ptr %7121, ptr %7123, align 8
  br label %7124

7124:                                             ; preds = %7065, %7110, %7118
  %7125 = load ptr, ptr %857, align 8
  store ptr %7125, ptr %306, align 8
  %7126 = load ptr, ptr %306, align 8
  %7127 = getelementptr inbounds [2 x i64], ptr %7126, i64 0, i64 1
  store i64 0, ptr %7127, align 8
  %7128 = load ptr, ptr %306, align 8
  %7129 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7128, i32 0, i32 1
  %7130 = getelementptr inbounds [2 x i64], ptr %7129, i64 0, i64 1
  store i64 0, ptr %7130, align 8
  store i32 1, ptr %867, align 4
  br label %7131

7131:                                             ; preds = %7172, %7124
  %7132 = load i32, ptr %867, align 4
  %7133 = load i32, ptr %861, align 4
  %7134 = icmp slt i32 %7132, %7133
  br i1 %7134, label %7135, label %7191

7135:                                             ; preds = %7131
  %7136 = load ptr, ptr %857, align 8
  %7137 = load ptr, ptr %858, align 8
  %7138 = load i32, ptr %864, align 4
  %7139 = load i32, ptr %861, align 4
  %7140 = sub nsw i32 %7138, %7139
  %7141 = load i32, ptr %867, align 4
  %7142 = sub nsw i32 %7140, %7141
  %7143 = sext i32 %7142 to i64
  %7144 = getelementptr inbounds i8, ptr %7137, i64 %7143
  %7145 = load i8, ptr %7144, align 1
  %7146 = zext i8 %7145 to i32
  %7147 = load ptr, ptr %860, align 8
  store ptr %7136, ptr %832, align 8
  store i32 %7146, ptr %833, align 4
  store ptr %7147, ptr %834, align 8
  store i32 1, ptr %835, align 4
  store i32 1, ptr %836, align 4
  %7148 = load ptr, ptr %832, align 8
  %7149 = load ptr, ptr %834, align 8
  %7150 = load i32, ptr %833, align 4
  %7151 = zext i32 %7150 to i64
  %7152 = getelementptr inbounds i64, ptr %7149, i64 %7151
  %7153 = load i64, ptr %7152, align 8
  %7154 = load i32, ptr %835, align 4
  %7155 = load i32, ptr %836, align 4
  store ptr %7148, ptr %23, align 8
  store i64 %7153, ptr %24, align 8
  store i32 %7154, ptr %25, align 4
  store i32 %7155, ptr %26, align 4
  %7156 = load i64, ptr %24, align 8
  %7157 = call i64 @HUF_getNbBits(i64 noundef %7156)
  %7158 = load ptr, ptr %23, align 8
  %7159 = load i32, ptr %25, align 4
  %7160 = sext i32 %7159 to i64
  %7161 = getelementptr inbounds [2 x i64], ptr %7158, i64 0, i64 %7160
  %7162 = load i64, ptr %7161, align 8
  %7163 = lshr i64 %7162, %7157
  store i64 %7163, ptr %7161, align 8
  %7164 = load i32, ptr %26, align 4
  %7165 = icmp ne i32 %7164, 0
  br i1 %7165, label %7166, label %7169

7166:                                             ; preds = %7135
  %7167 = load i64, ptr %24, align 8
  %7168 = call i64 @HUF_getValueFast(i64 noundef %7167)
  br label %7172

7169:                                             ; preds = %7135
  %7170 = load i64, ptr %24, align 8
  %7171 = call i64 @HUF_getValue(i64 noundef %7170)
  br label %7172

7172:                                             ; preds = %7166, %7169
  %7173 = phi i64 [ %7168, %7166 ], [ %7171, %7169 ]
  %7174 = load ptr, ptr %23, align 8
  %7175 = load i32, ptr %25, align 4
  %7176 = sext i32 %7175 to i64
  %7177 = getelementptr inbounds [2 x i64], ptr %7174, i64 0, i64 %7176
  %7178 = load i64, ptr %7177, align 8
  %7179 = or i64 %7178, %7173
  store i64 %7179, ptr %7177, align 8
  %7180 = load i64, ptr %24, align 8
  %7181 = call i64 @HUF_getNbBitsFast(i64 noundef %7180)
  %7182 = load ptr, ptr %23, align 8
  %7183 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7182, i32 0, i32 1
  %7184 = load i32, ptr %25, align 4
  %7185 = sext i32 %7184 to i64
  %7186 = getelementptr inbounds [2 x i64], ptr %7183, i64 0, i64 %7185
  %7187 = load i64, ptr %7186, align 8
  %7188 = add i64 %7187, %7181
  store i64 %7188, ptr %7186, align 8
  %7189 = load i32, ptr %867, align 4
  %7190 = add nsw i32 %7189, 1
  store i32 %7190, ptr %867, align 4
  br label %7131, !llvm.loop !41

7191:                                             ; preds = %7131
  %7192 = load ptr, ptr %857, align 8
  %7193 = load ptr, ptr %858, align 8
  %7194 = load i32, ptr %864, align 4
  %7195 = load i32, ptr %861, align 4
  %7196 = sub nsw i32 %7194, %7195
  %7197 = load i32, ptr %861, align 4
  %7198 = sub nsw i32 %7196, %7197
  %7199 = sext i32 %7198 to i64
  %7200 = getelementptr inbounds i8, ptr %7193, i64 %7199
  %7201 = load i8, ptr %7200, align 1
  %7202 = zext i8 %7201 to i32
  %7203 = load ptr, ptr %860, align 8
  %7204 = load i32, ptr %863, align 4
  store ptr %7192, ptr %827, align 8
  store i32 %7202, ptr %828, align 4
  store ptr %7203, ptr %829, align 8
  store i32 1, ptr %830, align 4
  store i32 %7204, ptr %831, align 4
  %7205 = load ptr, ptr %827, align 8
  %7206 = load ptr, ptr %829, align 8
  %7207 = load i32, ptr %828, align 4
  %7208 = zext i32 %7207 to i64
  %7209 = getelementptr inbounds i64, ptr %7206, i64 %7208
  %7210 = load i64, ptr %7209, align 8
  %7211 = load i32, ptr %830, align 4
  %7212 = load i32, ptr %831, align 4
  store ptr %7205, ptr %27, align 8
  store i64 %7210, ptr %28, align 8
  store i32 %7211, ptr %29, align 4
  store i32 %7212, ptr %30, align 4
  %7213 = load i64, ptr %28, align 8
  %7214 = call i64 @HUF_getNbBits(i64 noundef %7213)
  %7215 = load ptr, ptr %27, align 8
  %7216 = load i32, ptr %29, align 4
  %7217 = sext i32 %7216 to i64
  %7218 = getelementptr inbounds [2 x i64], ptr %7215, i64 0, i64 %7217
  %7219 = load i64, ptr %7218, align 8
  %7220 = lshr i64 %7219, %7214
  store i64 %7220, ptr %7218, align 8
  %7221 = load i32, ptr %30, align 4
  %7222 = icmp ne i32 %7221, 0
  br i1 %7222, label %7223, label %7226

7223:                                             ; preds = %7191
  %7224 = load i64, ptr %28, align 8
  %7225 = call i64 @HUF_getValueFast(i64 noundef %7224)
  br label %7229

7226:                                             ; preds = %7191
  %7227 = load i64, ptr %28, align 8
  %7228 = call i64 @HUF_getValue(i64 noundef %7227)
  br label %7229

7229:                                             ; preds = %7223, %7226
  %7230 = phi i64 [ %7225, %7223 ], [ %7228, %7226 ]
  %7231 = load ptr, ptr %27, align 8
  %7232 = load i32, ptr %29, align 4
  %7233 = sext i32 %7232 to i64
  %7234 = getelementptr inbounds [2 x i64], ptr %7231, i64 0, i64 %7233
  %7235 = load i64, ptr %7234, align 8
  %7236 = or i64 %7235, %7230
  store i64 %7236, ptr %7234, align 8
  %7237 = load i64, ptr %28, align 8
  %7238 = call i64 @HUF_getNbBitsFast(i64 noundef %7237)
  %7239 = load ptr, ptr %27, align 8
  %7240 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7239, i32 0, i32 1
  %7241 = load i32, ptr %29, align 4
  %7242 = sext i32 %7241 to i64
  %7243 = getelementptr inbounds [2 x i64], ptr %7240, i64 0, i64 %7242
  %7244 = load i64, ptr %7243, align 8
  %7245 = add i64 %7244, %7238
  store i64 %7245, ptr %7243, align 8
  %7246 = load ptr, ptr %857, align 8
  store ptr %7246, ptr %296, align 8
  %7247 = load ptr, ptr %296, align 8
  %7248 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7247, i32 0, i32 1
  %7249 = getelementptr inbounds [2 x i64], ptr %7248, i64 0, i64 1
  %7250 = load i64, ptr %7249, align 8
  %7251 = and i64 %7250, 255
  %7252 = load ptr, ptr %296, align 8
  %7253 = load i64, ptr %7252, align 8
  %7254 = lshr i64 %7253, %7251
  store i64 %7254, ptr %7252, align 8
  %7255 = load ptr, ptr %296, align 8
  %7256 = getelementptr inbounds [2 x i64], ptr %7255, i64 0, i64 1
  %7257 = load i64, ptr %7256, align 8
  %7258 = load ptr, ptr %296, align 8
  %7259 = load i64, ptr %7258, align 8
  %7260 = or i64 %7259, %7257
  store i64 %7260, ptr %7258, align 8
  %7261 = load ptr, ptr %296, align 8
  %7262 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7261, i32 0, i32 1
  %7263 = getelementptr inbounds [2 x i64], ptr %7262, i64 0, i64 1
  %7264 = load i64, ptr %7263, align 8
  %7265 = load ptr, ptr %296, align 8
  %7266 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7265, i32 0, i32 1
  %7267 = load i64, ptr %7266, align 8
  %7268 = add i64 %7267, %7264
  store i64 %7268, ptr %7266, align 8
  %7269 = load ptr, ptr %857, align 8
  %7270 = load i32, ptr %862, align 4
  store ptr %7269, ptr %492, align 8
  store i32 %7270, ptr %493, align 4
  %7271 = load ptr, ptr %492, align 8
  %7272 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7271, i32 0, i32 1
  %7273 = load i64, ptr %7272, align 8
  %7274 = and i64 %7273, 255
  store i64 %7274, ptr %494, align 8
  %7275 = load i64, ptr %494, align 8
  %7276 = lshr i64 %7275, 3
  store i64 %7276, ptr %495, align 8
  %7277 = load ptr, ptr %492, align 8
  %7278 = load i64, ptr %7277, align 8
  %7279 = load i64, ptr %494, align 8
  %7280 = sub i64 64, %7279
  %7281 = lshr i64 %7278, %7280
  store i64 %7281, ptr %496, align 8
  %7282 = load ptr, ptr %492, align 8
  %7283 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7282, i32 0, i32 1
  %7284 = load i64, ptr %7283, align 8
  %7285 = and i64 %7284, 7
  store i64 %7285, ptr %7283, align 8
  %7286 = load ptr, ptr %492, align 8
  %7287 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7286, i32 0, i32 3
  %7288 = load ptr, ptr %7287, align 8
  %7289 = load i64, ptr %496, align 8
  call void @MEM_writeLEST(ptr noundef %7288, i64 noundef %7289)
  %7290 = load i64, ptr %495, align 8
  %7291 = load ptr, ptr %492, align 8
  %7292 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7291, i32 0, i32 3
  %7293 = load ptr, ptr %7292, align 8
  %7294 = getelementptr inbounds i8, ptr %7293, i64 %7290
  store ptr %7294, ptr %7292, align 8
  %7295 = load i32, ptr %493, align 4
  %7296 = icmp ne i32 %7295, 0
  br i1 %7296, label %7311, label %7297

7297:                                             ; preds = %7229
  %7298 = load ptr, ptr %492, align 8
  %7299 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7298, i32 0, i32 3
  %7300 = load ptr, ptr %7299, align 8
  %7301 = load ptr, ptr %492, align 8
  %7302 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7301, i32 0, i32 4
  %7303 = load ptr, ptr %7302, align 8
  %7304 = icmp ugt ptr %7300, %7303
  br i1 %7304, label %7305, label %7311

7305:                                             ; preds = %7297
  %7306 = load ptr, ptr %492, align 8
  %7307 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7306, i32 0, i32 4
  %7308 = load ptr, ptr %7307, align 8
  %7309 = load ptr, ptr %492, align 8
  %7310 = getelementptr inbounds %struct.HUF_CStream_t, ptr %7309, i32 0, i32 3
  store ptr %7308, ptr %7310, align 8
  br label %7311

7311:                                             ; preds = %7229, %7297, %7305
  %7312 = load i32, ptr %861, align 4
  %7313 = mul nsw i32 2, %7312
  %7314 = load i32, ptr %864, align 4
  %7315 = sub nsw i32 %7314, %7313
  store i32 %7315, ptr %864, align 4
  br label %6967, !llvm.loop !42

7316:                                             ; preds = %6967
  br label %7317

7317:                                             ; preds = %7316, %6688, %6061, %5434, %4807, %4180
  br label %7318

7318:                                             ; preds = %7317, %3551
  br label %7319

7319:                                             ; preds = %7318, %1661
  %7320 = call i64 @HUF_closeCStream(ptr noundef %979)
  store i64 %7320, ptr %967, align 8
  br label %7321

7321:                                             ; preds = %1007, %1020, %7319
  %7322 = load i64, ptr %967, align 8
  ret i64 %7322
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
  call void @MEM_writeLE16(ptr noundef %72, i16 noundef %74)
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
  call void @MEM_writeLE16(ptr noundef %108, i16 noundef %110)
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
  call void @MEM_writeLE16(ptr noundef %144, i16 noundef %146)
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
  br label %7, !llvm.loop !43

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
  br label %50, !llvm.loop !44

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
  br label %43, !llvm.loop !45

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
  br label %32, !llvm.loop !46

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
  br label %78, !llvm.loop !47

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
  br label %19, !llvm.loop !48

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
declare i32 @llvm.bswap.i32(i32) #4

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
declare i64 @llvm.bswap.i64(i64) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @HUF_endMark() #0 {
  %1 = alloca i64, align 8
  call void @HUF_setNbBits(ptr noundef %1, i64 noundef 1)
  call void @HUF_setValue(ptr noundef %1, i64 noundef 1)
  %2 = load i64, ptr %1, align 8
  ret i64 %2
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @MEM_writeLE16(ptr noundef %0, i16 noundef %1) #0 {
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
  call void @MEM_write16(ptr noundef %9, i16 noundef %10)
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
define internal void @MEM_write16(ptr noundef %0, i16 noundef %1) #0 {
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
  %4 = call i32 @llvm.ctlz.i32(i32 %3, i1 false)
  ret i32 %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #4

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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
