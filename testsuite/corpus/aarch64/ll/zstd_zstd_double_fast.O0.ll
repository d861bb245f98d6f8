; ModuleID = 'src/zstd/lib/compress/zstd_double_fast.c'
source_filename = "src/zstd/lib/compress/zstd_double_fast.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.ZSTD_MatchState_t = type { %struct.ZSTD_window_t, i32, i32, i32, i32, ptr, [8 x i32], i64, i32, ptr, ptr, ptr, i32, i32, %struct.optState_t, ptr, %struct.ZSTD_compressionParameters, ptr, i32, i32 }
%struct.ZSTD_window_t = type { ptr, ptr, ptr, i32, i32, i32 }
%struct.optState_t = type { ptr, ptr, ptr, ptr, ptr, ptr, i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr, i32 }
%struct.ZSTD_compressionParameters = type { i32, i32, i32, i32, i32, i32, i32 }
%struct.SeqStore_t = type { ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i32, i32 }
%struct.SeqDef_s = type { i32, i16, i16 }

@__const.ZSTD_compressBlock_doubleFast_noDict_generic.dummy = private unnamed_addr constant [10 x i8] c"\124Vx\9A\BC\DE\F0\E2\B4", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @ZSTD_fillDoubleHashTable(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %9 = load i32, ptr %8, align 4
  %10 = icmp eq i32 %9, 1
  br i1 %10, label %11, label %15

11:                                               ; preds = %4
  %12 = load ptr, ptr %5, align 8
  %13 = load ptr, ptr %6, align 8
  %14 = load i32, ptr %7, align 4
  call void @ZSTD_fillDoubleHashTableForCDict(ptr noundef %12, ptr noundef %13, i32 noundef %14)
  br label %19

15:                                               ; preds = %4
  %16 = load ptr, ptr %5, align 8
  %17 = load ptr, ptr %6, align 8
  %18 = load i32, ptr %7, align 4
  call void @ZSTD_fillDoubleHashTableForCCtx(ptr noundef %16, ptr noundef %17, i32 noundef %18)
  br label %19

19:                                               ; preds = %15, %11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_fillDoubleHashTableForCDict(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca i32, align 4
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i64, align 8
  %28 = alloca i64, align 8
  store ptr %0, ptr %12, align 8
  store ptr %1, ptr %13, align 8
  store i32 %2, ptr %14, align 4
  %29 = load ptr, ptr %12, align 8
  %30 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %29, i32 0, i32 16
  store ptr %30, ptr %15, align 8
  %31 = load ptr, ptr %12, align 8
  %32 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %31, i32 0, i32 9
  %33 = load ptr, ptr %32, align 8
  store ptr %33, ptr %16, align 8
  %34 = load ptr, ptr %15, align 8
  %35 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %34, i32 0, i32 2
  %36 = load i32, ptr %35, align 4
  %37 = add i32 %36, 8
  store i32 %37, ptr %17, align 4
  %38 = load ptr, ptr %15, align 8
  %39 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %38, i32 0, i32 4
  %40 = load i32, ptr %39, align 4
  store i32 %40, ptr %18, align 4
  %41 = load ptr, ptr %12, align 8
  %42 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %41, i32 0, i32 11
  %43 = load ptr, ptr %42, align 8
  store ptr %43, ptr %19, align 8
  %44 = load ptr, ptr %15, align 8
  %45 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %44, i32 0, i32 1
  %46 = load i32, ptr %45, align 4
  %47 = add i32 %46, 8
  store i32 %47, ptr %20, align 4
  %48 = load ptr, ptr %12, align 8
  %49 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %48, i32 0, i32 0
  %50 = getelementptr inbounds %struct.ZSTD_window_t, ptr %49, i32 0, i32 1
  %51 = load ptr, ptr %50, align 8
  store ptr %51, ptr %21, align 8
  %52 = load ptr, ptr %21, align 8
  %53 = load ptr, ptr %12, align 8
  %54 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %53, i32 0, i32 2
  %55 = load i32, ptr %54, align 4
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds i8, ptr %52, i64 %56
  store ptr %57, ptr %22, align 8
  %58 = load ptr, ptr %13, align 8
  %59 = getelementptr inbounds i8, ptr %58, i64 -8
  store ptr %59, ptr %23, align 8
  store i32 3, ptr %24, align 4
  br label %60

60:                                               ; preds = %169, %3
  %61 = load ptr, ptr %22, align 8
  %62 = getelementptr inbounds i8, ptr %61, i64 3
  %63 = getelementptr inbounds i8, ptr %62, i64 -1
  %64 = load ptr, ptr %23, align 8
  %65 = icmp ule ptr %63, %64
  br i1 %65, label %66, label %172

66:                                               ; preds = %60
  %67 = load ptr, ptr %22, align 8
  %68 = load ptr, ptr %21, align 8
  %69 = ptrtoint ptr %67 to i64
  %70 = ptrtoint ptr %68 to i64
  %71 = sub i64 %69, %70
  %72 = trunc i64 %71 to i32
  store i32 %72, ptr %25, align 4
  store i32 0, ptr %26, align 4
  br label %73

73:                                               ; preds = %165, %66
  %74 = load i32, ptr %26, align 4
  %75 = icmp ult i32 %74, 3
  br i1 %75, label %76, label %168

76:                                               ; preds = %73
  %77 = load ptr, ptr %22, align 8
  %78 = load i32, ptr %26, align 4
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds i8, ptr %77, i64 %79
  %81 = load i32, ptr %20, align 4
  %82 = load i32, ptr %18, align 4
  store ptr %80, ptr %5, align 8
  store i32 %81, ptr %6, align 4
  store i32 %82, ptr %7, align 4
  %83 = load i32, ptr %7, align 4
  switch i32 %83, label %84 [
    i32 4, label %85
    i32 5, label %89
    i32 6, label %93
    i32 7, label %97
    i32 8, label %101
  ]

84:                                               ; preds = %76
  br label %85

85:                                               ; preds = %84, %76
  %86 = load ptr, ptr %5, align 8
  %87 = load i32, ptr %6, align 4
  %88 = call i64 @ZSTD_hash4Ptr(ptr noundef %86, i32 noundef %87)
  store i64 %88, ptr %4, align 8
  br label %105

89:                                               ; preds = %76
  %90 = load ptr, ptr %5, align 8
  %91 = load i32, ptr %6, align 4
  %92 = call i64 @ZSTD_hash5Ptr(ptr noundef %90, i32 noundef %91)
  store i64 %92, ptr %4, align 8
  br label %105

93:                                               ; preds = %76
  %94 = load ptr, ptr %5, align 8
  %95 = load i32, ptr %6, align 4
  %96 = call i64 @ZSTD_hash6Ptr(ptr noundef %94, i32 noundef %95)
  store i64 %96, ptr %4, align 8
  br label %105

97:                                               ; preds = %76
  %98 = load ptr, ptr %5, align 8
  %99 = load i32, ptr %6, align 4
  %100 = call i64 @ZSTD_hash7Ptr(ptr noundef %98, i32 noundef %99)
  store i64 %100, ptr %4, align 8
  br label %105

101:                                              ; preds = %76
  %102 = load ptr, ptr %5, align 8
  %103 = load i32, ptr %6, align 4
  %104 = call i64 @ZSTD_hash8Ptr(ptr noundef %102, i32 noundef %103)
  store i64 %104, ptr %4, align 8
  br label %105

105:                                              ; preds = %85, %89, %93, %97, %101
  %106 = load i64, ptr %4, align 8
  store i64 %106, ptr %27, align 8
  %107 = load ptr, ptr %22, align 8
  %108 = load i32, ptr %26, align 4
  %109 = zext i32 %108 to i64
  %110 = getelementptr inbounds i8, ptr %107, i64 %109
  %111 = load i32, ptr %17, align 4
  store ptr %110, ptr %9, align 8
  store i32 %111, ptr %10, align 4
  store i32 8, ptr %11, align 4
  %112 = load i32, ptr %11, align 4
  switch i32 %112, label %113 [
    i32 4, label %114
    i32 5, label %118
    i32 6, label %122
    i32 7, label %126
    i32 8, label %130
  ]

113:                                              ; preds = %105
  br label %114

114:                                              ; preds = %113, %105
  %115 = load ptr, ptr %9, align 8
  %116 = load i32, ptr %10, align 4
  %117 = call i64 @ZSTD_hash4Ptr(ptr noundef %115, i32 noundef %116)
  store i64 %117, ptr %8, align 8
  br label %134

118:                                              ; preds = %105
  %119 = load ptr, ptr %9, align 8
  %120 = load i32, ptr %10, align 4
  %121 = call i64 @ZSTD_hash5Ptr(ptr noundef %119, i32 noundef %120)
  store i64 %121, ptr %8, align 8
  br label %134

122:                                              ; preds = %105
  %123 = load ptr, ptr %9, align 8
  %124 = load i32, ptr %10, align 4
  %125 = call i64 @ZSTD_hash6Ptr(ptr noundef %123, i32 noundef %124)
  store i64 %125, ptr %8, align 8
  br label %134

126:                                              ; preds = %105
  %127 = load ptr, ptr %9, align 8
  %128 = load i32, ptr %10, align 4
  %129 = call i64 @ZSTD_hash7Ptr(ptr noundef %127, i32 noundef %128)
  store i64 %129, ptr %8, align 8
  br label %134

130:                                              ; preds = %105
  %131 = load ptr, ptr %9, align 8
  %132 = load i32, ptr %10, align 4
  %133 = call i64 @ZSTD_hash8Ptr(ptr noundef %131, i32 noundef %132)
  store i64 %133, ptr %8, align 8
  br label %134

134:                                              ; preds = %114, %118, %122, %126, %130
  %135 = load i64, ptr %8, align 8
  store i64 %135, ptr %28, align 8
  %136 = load i32, ptr %26, align 4
  %137 = icmp eq i32 %136, 0
  br i1 %137, label %138, label %144

138:                                              ; preds = %134
  %139 = load ptr, ptr %19, align 8
  %140 = load i64, ptr %27, align 8
  %141 = load i32, ptr %25, align 4
  %142 = load i32, ptr %26, align 4
  %143 = add i32 %141, %142
  call void @ZSTD_writeTaggedIndex(ptr noundef %139, i64 noundef %140, i32 noundef %143)
  br label %144

144:                                              ; preds = %138, %134
  %145 = load i32, ptr %26, align 4
  %146 = icmp eq i32 %145, 0
  br i1 %146, label %154, label %147

147:                                              ; preds = %144
  %148 = load ptr, ptr %16, align 8
  %149 = load i64, ptr %28, align 8
  %150 = lshr i64 %149, 8
  %151 = getelementptr inbounds i32, ptr %148, i64 %150
  %152 = load i32, ptr %151, align 4
  %153 = icmp eq i32 %152, 0
  br i1 %153, label %154, label %160

154:                                              ; preds = %147, %144
  %155 = load ptr, ptr %16, align 8
  %156 = load i64, ptr %28, align 8
  %157 = load i32, ptr %25, align 4
  %158 = load i32, ptr %26, align 4
  %159 = add i32 %157, %158
  call void @ZSTD_writeTaggedIndex(ptr noundef %155, i64 noundef %156, i32 noundef %159)
  br label %160

160:                                              ; preds = %154, %147
  %161 = load i32, ptr %14, align 4
  %162 = icmp eq i32 %161, 0
  br i1 %162, label %163, label %164

163:                                              ; preds = %160
  br label %168

164:                                              ; preds = %160
  br label %165

165:                                              ; preds = %164
  %166 = load i32, ptr %26, align 4
  %167 = add i32 %166, 1
  store i32 %167, ptr %26, align 4
  br label %73, !llvm.loop !6

168:                                              ; preds = %163, %73
  br label %169

169:                                              ; preds = %168
  %170 = load ptr, ptr %22, align 8
  %171 = getelementptr inbounds i8, ptr %170, i64 3
  store ptr %171, ptr %22, align 8
  br label %60, !llvm.loop !8

172:                                              ; preds = %60
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_fillDoubleHashTableForCCtx(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca i32, align 4
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i64, align 8
  %28 = alloca i64, align 8
  store ptr %0, ptr %12, align 8
  store ptr %1, ptr %13, align 8
  store i32 %2, ptr %14, align 4
  %29 = load ptr, ptr %12, align 8
  %30 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %29, i32 0, i32 16
  store ptr %30, ptr %15, align 8
  %31 = load ptr, ptr %12, align 8
  %32 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %31, i32 0, i32 9
  %33 = load ptr, ptr %32, align 8
  store ptr %33, ptr %16, align 8
  %34 = load ptr, ptr %15, align 8
  %35 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %34, i32 0, i32 2
  %36 = load i32, ptr %35, align 4
  store i32 %36, ptr %17, align 4
  %37 = load ptr, ptr %15, align 8
  %38 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %37, i32 0, i32 4
  %39 = load i32, ptr %38, align 4
  store i32 %39, ptr %18, align 4
  %40 = load ptr, ptr %12, align 8
  %41 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %40, i32 0, i32 11
  %42 = load ptr, ptr %41, align 8
  store ptr %42, ptr %19, align 8
  %43 = load ptr, ptr %15, align 8
  %44 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %43, i32 0, i32 1
  %45 = load i32, ptr %44, align 4
  store i32 %45, ptr %20, align 4
  %46 = load ptr, ptr %12, align 8
  %47 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %46, i32 0, i32 0
  %48 = getelementptr inbounds %struct.ZSTD_window_t, ptr %47, i32 0, i32 1
  %49 = load ptr, ptr %48, align 8
  store ptr %49, ptr %21, align 8
  %50 = load ptr, ptr %21, align 8
  %51 = load ptr, ptr %12, align 8
  %52 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %51, i32 0, i32 2
  %53 = load i32, ptr %52, align 4
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds i8, ptr %50, i64 %54
  store ptr %55, ptr %22, align 8
  %56 = load ptr, ptr %13, align 8
  %57 = getelementptr inbounds i8, ptr %56, i64 -8
  store ptr %57, ptr %23, align 8
  store i32 3, ptr %24, align 4
  br label %58

58:                                               ; preds = %168, %3
  %59 = load ptr, ptr %22, align 8
  %60 = getelementptr inbounds i8, ptr %59, i64 3
  %61 = getelementptr inbounds i8, ptr %60, i64 -1
  %62 = load ptr, ptr %23, align 8
  %63 = icmp ule ptr %61, %62
  br i1 %63, label %64, label %171

64:                                               ; preds = %58
  %65 = load ptr, ptr %22, align 8
  %66 = load ptr, ptr %21, align 8
  %67 = ptrtoint ptr %65 to i64
  %68 = ptrtoint ptr %66 to i64
  %69 = sub i64 %67, %68
  %70 = trunc i64 %69 to i32
  store i32 %70, ptr %25, align 4
  store i32 0, ptr %26, align 4
  br label %71

71:                                               ; preds = %164, %64
  %72 = load i32, ptr %26, align 4
  %73 = icmp ult i32 %72, 3
  br i1 %73, label %74, label %167

74:                                               ; preds = %71
  %75 = load ptr, ptr %22, align 8
  %76 = load i32, ptr %26, align 4
  %77 = zext i32 %76 to i64
  %78 = getelementptr inbounds i8, ptr %75, i64 %77
  %79 = load i32, ptr %20, align 4
  %80 = load i32, ptr %18, align 4
  store ptr %78, ptr %5, align 8
  store i32 %79, ptr %6, align 4
  store i32 %80, ptr %7, align 4
  %81 = load i32, ptr %7, align 4
  switch i32 %81, label %82 [
    i32 4, label %83
    i32 5, label %87
    i32 6, label %91
    i32 7, label %95
    i32 8, label %99
  ]

82:                                               ; preds = %74
  br label %83

83:                                               ; preds = %82, %74
  %84 = load ptr, ptr %5, align 8
  %85 = load i32, ptr %6, align 4
  %86 = call i64 @ZSTD_hash4Ptr(ptr noundef %84, i32 noundef %85)
  store i64 %86, ptr %4, align 8
  br label %103

87:                                               ; preds = %74
  %88 = load ptr, ptr %5, align 8
  %89 = load i32, ptr %6, align 4
  %90 = call i64 @ZSTD_hash5Ptr(ptr noundef %88, i32 noundef %89)
  store i64 %90, ptr %4, align 8
  br label %103

91:                                               ; preds = %74
  %92 = load ptr, ptr %5, align 8
  %93 = load i32, ptr %6, align 4
  %94 = call i64 @ZSTD_hash6Ptr(ptr noundef %92, i32 noundef %93)
  store i64 %94, ptr %4, align 8
  br label %103

95:                                               ; preds = %74
  %96 = load ptr, ptr %5, align 8
  %97 = load i32, ptr %6, align 4
  %98 = call i64 @ZSTD_hash7Ptr(ptr noundef %96, i32 noundef %97)
  store i64 %98, ptr %4, align 8
  br label %103

99:                                               ; preds = %74
  %100 = load ptr, ptr %5, align 8
  %101 = load i32, ptr %6, align 4
  %102 = call i64 @ZSTD_hash8Ptr(ptr noundef %100, i32 noundef %101)
  store i64 %102, ptr %4, align 8
  br label %103

103:                                              ; preds = %83, %87, %91, %95, %99
  %104 = load i64, ptr %4, align 8
  store i64 %104, ptr %27, align 8
  %105 = load ptr, ptr %22, align 8
  %106 = load i32, ptr %26, align 4
  %107 = zext i32 %106 to i64
  %108 = getelementptr inbounds i8, ptr %105, i64 %107
  %109 = load i32, ptr %17, align 4
  store ptr %108, ptr %9, align 8
  store i32 %109, ptr %10, align 4
  store i32 8, ptr %11, align 4
  %110 = load i32, ptr %11, align 4
  switch i32 %110, label %111 [
    i32 4, label %112
    i32 5, label %116
    i32 6, label %120
    i32 7, label %124
    i32 8, label %128
  ]

111:                                              ; preds = %103
  br label %112

112:                                              ; preds = %111, %103
  %113 = load ptr, ptr %9, align 8
  %114 = load i32, ptr %10, align 4
  %115 = call i64 @ZSTD_hash4Ptr(ptr noundef %113, i32 noundef %114)
  store i64 %115, ptr %8, align 8
  br label %132

116:                                              ; preds = %103
  %117 = load ptr, ptr %9, align 8
  %118 = load i32, ptr %10, align 4
  %119 = call i64 @ZSTD_hash5Ptr(ptr noundef %117, i32 noundef %118)
  store i64 %119, ptr %8, align 8
  br label %132

120:                                              ; preds = %103
  %121 = load ptr, ptr %9, align 8
  %122 = load i32, ptr %10, align 4
  %123 = call i64 @ZSTD_hash6Ptr(ptr noundef %121, i32 noundef %122)
  store i64 %123, ptr %8, align 8
  br label %132

124:                                              ; preds = %103
  %125 = load ptr, ptr %9, align 8
  %126 = load i32, ptr %10, align 4
  %127 = call i64 @ZSTD_hash7Ptr(ptr noundef %125, i32 noundef %126)
  store i64 %127, ptr %8, align 8
  br label %132

128:                                              ; preds = %103
  %129 = load ptr, ptr %9, align 8
  %130 = load i32, ptr %10, align 4
  %131 = call i64 @ZSTD_hash8Ptr(ptr noundef %129, i32 noundef %130)
  store i64 %131, ptr %8, align 8
  br label %132

132:                                              ; preds = %112, %116, %120, %124, %128
  %133 = load i64, ptr %8, align 8
  store i64 %133, ptr %28, align 8
  %134 = load i32, ptr %26, align 4
  %135 = icmp eq i32 %134, 0
  br i1 %135, label %136, label %143

136:                                              ; preds = %132
  %137 = load i32, ptr %25, align 4
  %138 = load i32, ptr %26, align 4
  %139 = add i32 %137, %138
  %140 = load ptr, ptr %19, align 8
  %141 = load i64, ptr %27, align 8
  %142 = getelementptr inbounds i32, ptr %140, i64 %141
  store i32 %139, ptr %142, align 4
  br label %143

143:                                              ; preds = %136, %132
  %144 = load i32, ptr %26, align 4
  %145 = icmp eq i32 %144, 0
  br i1 %145, label %152, label %146

146:                                              ; preds = %143
  %147 = load ptr, ptr %16, align 8
  %148 = load i64, ptr %28, align 8
  %149 = getelementptr inbounds i32, ptr %147, i64 %148
  %150 = load i32, ptr %149, align 4
  %151 = icmp eq i32 %150, 0
  br i1 %151, label %152, label %159

152:                                              ; preds = %146, %143
  %153 = load i32, ptr %25, align 4
  %154 = load i32, ptr %26, align 4
  %155 = add i32 %153, %154
  %156 = load ptr, ptr %16, align 8
  %157 = load i64, ptr %28, align 8
  %158 = getelementptr inbounds i32, ptr %156, i64 %157
  store i32 %155, ptr %158, align 4
  br label %159

159:                                              ; preds = %152, %146
  %160 = load i32, ptr %14, align 4
  %161 = icmp eq i32 %160, 0
  br i1 %161, label %162, label %163

162:                                              ; preds = %159
  br label %167

163:                                              ; preds = %159
  br label %164

164:                                              ; preds = %163
  %165 = load i32, ptr %26, align 4
  %166 = add i32 %165, 1
  store i32 %166, ptr %26, align 4
  br label %71, !llvm.loop !9

167:                                              ; preds = %162, %71
  br label %168

168:                                              ; preds = %167
  %169 = load ptr, ptr %22, align 8
  %170 = getelementptr inbounds i8, ptr %169, i64 3
  store ptr %170, ptr %22, align 8
  br label %58, !llvm.loop !10

171:                                              ; preds = %58
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_compressBlock_doubleFast(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store i64 %4, ptr %11, align 8
  %13 = load ptr, ptr %7, align 8
  %14 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %13, i32 0, i32 16
  %15 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %14, i32 0, i32 4
  %16 = load i32, ptr %15, align 8
  store i32 %16, ptr %12, align 4
  %17 = load i32, ptr %12, align 4
  switch i32 %17, label %18 [
    i32 4, label %19
    i32 5, label %26
    i32 6, label %33
    i32 7, label %40
  ]

18:                                               ; preds = %5
  br label %19

19:                                               ; preds = %5, %18
  %20 = load ptr, ptr %7, align 8
  %21 = load ptr, ptr %8, align 8
  %22 = load ptr, ptr %9, align 8
  %23 = load ptr, ptr %10, align 8
  %24 = load i64, ptr %11, align 8
  %25 = call i64 @ZSTD_compressBlock_doubleFast_noDict_4(ptr noundef %20, ptr noundef %21, ptr noundef %22, ptr noundef %23, i64 noundef %24)
  store i64 %25, ptr %6, align 8
  br label %47

26:                                               ; preds = %5
  %27 = load ptr, ptr %7, align 8
  %28 = load ptr, ptr %8, align 8
  %29 = load ptr, ptr %9, align 8
  %30 = load ptr, ptr %10, align 8
  %31 = load i64, ptr %11, align 8
  %32 = call i64 @ZSTD_compressBlock_doubleFast_noDict_5(ptr noundef %27, ptr noundef %28, ptr noundef %29, ptr noundef %30, i64 noundef %31)
  store i64 %32, ptr %6, align 8
  br label %47

33:                                               ; preds = %5
  %34 = load ptr, ptr %7, align 8
  %35 = load ptr, ptr %8, align 8
  %36 = load ptr, ptr %9, align 8
  %37 = load ptr, ptr %10, align 8
  %38 = load i64, ptr %11, align 8
  %39 = call i64 @ZSTD_compressBlock_doubleFast_noDict_6(ptr noundef %34, ptr noundef %35, ptr noundef %36, ptr noundef %37, i64 noundef %38)
  store i64 %39, ptr %6, align 8
  br label %47

40:                                               ; preds = %5
  %41 = load ptr, ptr %7, align 8
  %42 = load ptr, ptr %8, align 8
  %43 = load ptr, ptr %9, align 8
  %44 = load ptr, ptr %10, align 8
  %45 = load i64, ptr %11, align 8
  %46 = call i64 @ZSTD_compressBlock_doubleFast_noDict_7(ptr noundef %41, ptr noundef %42, ptr noundef %43, ptr noundef %44, i64 noundef %45)
  store i64 %46, ptr %6, align 8
  br label %47

47:                                               ; preds = %40, %33, %26, %19
  %48 = load i64, ptr %6, align 8
  ret i64 %48
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_compressBlock_doubleFast_noDict_4(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  %25 = alloca i64, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca i64, align 8
  %32 = alloca i32, align 4
  %33 = alloca i64, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca ptr, align 8
  %38 = alloca ptr, align 8
  %39 = alloca i64, align 8
  %40 = alloca i32, align 4
  %41 = alloca i64, align 8
  %42 = alloca ptr, align 8
  %43 = alloca ptr, align 8
  %44 = alloca ptr, align 8
  %45 = alloca ptr, align 8
  %46 = alloca i64, align 8
  %47 = alloca ptr, align 8
  %48 = alloca ptr, align 8
  %49 = alloca i32, align 4
  %50 = alloca i64, align 8
  %51 = alloca ptr, align 8
  %52 = alloca ptr, align 8
  %53 = alloca ptr, align 8
  %54 = alloca i64, align 8
  %55 = alloca ptr, align 8
  %56 = alloca ptr, align 8
  %57 = alloca i32, align 4
  %58 = alloca i64, align 8
  %59 = alloca ptr, align 8
  %60 = alloca ptr, align 8
  %61 = alloca ptr, align 8
  %62 = alloca i64, align 8
  %63 = alloca ptr, align 8
  %64 = alloca ptr, align 8
  %65 = alloca i32, align 4
  %66 = alloca i64, align 8
  %67 = alloca ptr, align 8
  %68 = alloca ptr, align 8
  %69 = alloca i64, align 8
  %70 = alloca ptr, align 8
  %71 = alloca i32, align 4
  %72 = alloca i32, align 4
  %73 = alloca i64, align 8
  %74 = alloca ptr, align 8
  %75 = alloca i32, align 4
  %76 = alloca i32, align 4
  %77 = alloca i64, align 8
  %78 = alloca ptr, align 8
  %79 = alloca i32, align 4
  %80 = alloca i32, align 4
  %81 = alloca i64, align 8
  %82 = alloca ptr, align 8
  %83 = alloca i32, align 4
  %84 = alloca i32, align 4
  %85 = alloca i64, align 8
  %86 = alloca ptr, align 8
  %87 = alloca i32, align 4
  %88 = alloca i32, align 4
  %89 = alloca i64, align 8
  %90 = alloca ptr, align 8
  %91 = alloca i32, align 4
  %92 = alloca i32, align 4
  %93 = alloca i64, align 8
  %94 = alloca ptr, align 8
  %95 = alloca i32, align 4
  %96 = alloca i32, align 4
  %97 = alloca i64, align 8
  %98 = alloca ptr, align 8
  %99 = alloca i32, align 4
  %100 = alloca i32, align 4
  %101 = alloca i64, align 8
  %102 = alloca ptr, align 8
  %103 = alloca i32, align 4
  %104 = alloca i32, align 4
  %105 = alloca ptr, align 8
  %106 = alloca ptr, align 8
  %107 = alloca ptr, align 8
  %108 = alloca ptr, align 8
  %109 = alloca i64, align 8
  %110 = alloca i32, align 4
  %111 = alloca ptr, align 8
  %112 = alloca ptr, align 8
  %113 = alloca i32, align 4
  %114 = alloca ptr, align 8
  %115 = alloca i32, align 4
  %116 = alloca ptr, align 8
  %117 = alloca ptr, align 8
  %118 = alloca ptr, align 8
  %119 = alloca i32, align 4
  %120 = alloca i32, align 4
  %121 = alloca ptr, align 8
  %122 = alloca ptr, align 8
  %123 = alloca ptr, align 8
  %124 = alloca i32, align 4
  %125 = alloca i32, align 4
  %126 = alloca i32, align 4
  %127 = alloca i32, align 4
  %128 = alloca i64, align 8
  %129 = alloca i32, align 4
  %130 = alloca i32, align 4
  %131 = alloca i64, align 8
  %132 = alloca ptr, align 8
  %133 = alloca i64, align 8
  %134 = alloca i64, align 8
  %135 = alloca i64, align 8
  %136 = alloca i32, align 4
  %137 = alloca i32, align 4
  %138 = alloca ptr, align 8
  %139 = alloca ptr, align 8
  %140 = alloca ptr, align 8
  %141 = alloca ptr, align 8
  %142 = alloca ptr, align 8
  %143 = alloca ptr, align 8
  %144 = alloca [10 x i8], align 1
  %145 = alloca i32, align 4
  %146 = alloca i32, align 4
  %147 = alloca i32, align 4
  %148 = alloca i64, align 8
  %149 = alloca i32, align 4
  %150 = alloca ptr, align 8
  %151 = alloca i64, align 8
  %152 = alloca i32, align 4
  %153 = alloca i64, align 8
  %154 = alloca i32, align 4
  %155 = alloca ptr, align 8
  %156 = alloca ptr, align 8
  %157 = alloca ptr, align 8
  %158 = alloca ptr, align 8
  %159 = alloca i64, align 8
  store ptr %0, ptr %155, align 8
  store ptr %1, ptr %156, align 8
  store ptr %2, ptr %157, align 8
  store ptr %3, ptr %158, align 8
  store i64 %4, ptr %159, align 8
  %160 = load ptr, ptr %155, align 8
  %161 = load ptr, ptr %156, align 8
  %162 = load ptr, ptr %157, align 8
  %163 = load ptr, ptr %158, align 8
  %164 = load i64, ptr %159, align 8
  store ptr %160, ptr %105, align 8
  store ptr %161, ptr %106, align 8
  store ptr %162, ptr %107, align 8
  store ptr %163, ptr %108, align 8
  store i64 %164, ptr %109, align 8
  store i32 4, ptr %110, align 4
  %165 = load ptr, ptr %105, align 8
  %166 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %165, i32 0, i32 16
  store ptr %166, ptr %111, align 8
  %167 = load ptr, ptr %105, align 8
  %168 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %167, i32 0, i32 9
  %169 = load ptr, ptr %168, align 8
  store ptr %169, ptr %112, align 8
  %170 = load ptr, ptr %111, align 8
  %171 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %170, i32 0, i32 2
  %172 = load i32, ptr %171, align 4
  store i32 %172, ptr %113, align 4
  %173 = load ptr, ptr %105, align 8
  %174 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %173, i32 0, i32 11
  %175 = load ptr, ptr %174, align 8
  store ptr %175, ptr %114, align 8
  %176 = load ptr, ptr %111, align 8
  %177 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %176, i32 0, i32 1
  %178 = load i32, ptr %177, align 4
  store i32 %178, ptr %115, align 4
  %179 = load ptr, ptr %105, align 8
  %180 = getelementptr inbounds %struct.ZSTD_window_t, ptr %179, i32 0, i32 1
  %181 = load ptr, ptr %180, align 8
  store ptr %181, ptr %116, align 8
  %182 = load ptr, ptr %108, align 8
  store ptr %182, ptr %117, align 8
  %183 = load ptr, ptr %117, align 8
  store ptr %183, ptr %118, align 8
  %184 = load ptr, ptr %117, align 8
  %185 = load ptr, ptr %116, align 8
  %186 = ptrtoint ptr %184 to i64
  %187 = ptrtoint ptr %185 to i64
  %188 = sub i64 %186, %187
  %189 = load i64, ptr %109, align 8
  %190 = add i64 %188, %189
  %191 = trunc i64 %190 to i32
  store i32 %191, ptr %119, align 4
  %192 = load ptr, ptr %105, align 8
  %193 = load i32, ptr %119, align 4
  %194 = load ptr, ptr %111, align 8
  %195 = load i32, ptr %194, align 4
  %196 = call i32 @ZSTD_getLowestPrefixIndex(ptr noundef %192, i32 noundef %193, i32 noundef %195)
  store i32 %196, ptr %120, align 4
  %197 = load ptr, ptr %116, align 8
  %198 = load i32, ptr %120, align 4
  %199 = zext i32 %198 to i64
  %200 = getelementptr inbounds i8, ptr %197, i64 %199
  store ptr %200, ptr %121, align 8
  %201 = load ptr, ptr %117, align 8
  %202 = load i64, ptr %109, align 8
  %203 = getelementptr inbounds i8, ptr %201, i64 %202
  store ptr %203, ptr %122, align 8
  %204 = load ptr, ptr %122, align 8
  %205 = getelementptr inbounds i8, ptr %204, i64 -8
  store ptr %205, ptr %123, align 8
  %206 = load ptr, ptr %107, align 8
  %207 = load i32, ptr %206, align 4
  store i32 %207, ptr %124, align 4
  %208 = load ptr, ptr %107, align 8
  %209 = getelementptr inbounds i32, ptr %208, i64 1
  %210 = load i32, ptr %209, align 4
  store i32 %210, ptr %125, align 4
  store i32 0, ptr %126, align 4
  store i32 0, ptr %127, align 4
  store i64 256, ptr %131, align 8
  %211 = load ptr, ptr %117, align 8
  store ptr %211, ptr %142, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %144, ptr align 1 @__const.ZSTD_compressBlock_doubleFast_noDict_generic.dummy, i64 10, i1 false)
  %212 = load ptr, ptr %142, align 8
  %213 = load ptr, ptr %121, align 8
  %214 = ptrtoint ptr %212 to i64
  %215 = ptrtoint ptr %213 to i64
  %216 = sub i64 %214, %215
  %217 = icmp eq i64 %216, 0
  %218 = zext i1 %217 to i32
  %219 = load ptr, ptr %142, align 8
  %220 = sext i32 %218 to i64
  %221 = getelementptr inbounds i8, ptr %219, i64 %220
  store ptr %221, ptr %142, align 8
  %222 = load ptr, ptr %142, align 8
  %223 = load ptr, ptr %116, align 8
  %224 = ptrtoint ptr %222 to i64
  %225 = ptrtoint ptr %223 to i64
  %226 = sub i64 %224, %225
  %227 = trunc i64 %226 to i32
  store i32 %227, ptr %145, align 4
  %228 = load ptr, ptr %105, align 8
  %229 = load i32, ptr %145, align 4
  %230 = load ptr, ptr %111, align 8
  %231 = load i32, ptr %230, align 4
  %232 = call i32 @ZSTD_getLowestPrefixIndex(ptr noundef %228, i32 noundef %229, i32 noundef %231)
  store i32 %232, ptr %146, align 4
  %233 = load i32, ptr %145, align 4
  %234 = load i32, ptr %146, align 4
  %235 = sub i32 %233, %234
  store i32 %235, ptr %147, align 4
  %236 = load i32, ptr %125, align 4
  %237 = load i32, ptr %147, align 4
  %238 = icmp ugt i32 %236, %237
  br i1 %238, label %239, label %241

239:                                              ; preds = %5
  %240 = load i32, ptr %125, align 4
  store i32 %240, ptr %127, align 4
  store i32 0, ptr %125, align 4
  br label %241

241:                                              ; preds = %239, %5
  %242 = load i32, ptr %124, align 4
  %243 = load i32, ptr %147, align 4
  %244 = icmp ugt i32 %242, %243
  br i1 %244, label %245, label %247

245:                                              ; preds = %241
  %246 = load i32, ptr %124, align 4
  store i32 %246, ptr %126, align 4
  store i32 0, ptr %124, align 4
  br label %247

247:                                              ; preds = %245, %241
  br label %248

248:                                              ; preds = %1393, %247
  store i64 1, ptr %133, align 8
  %249 = load ptr, ptr %142, align 8
  %250 = getelementptr inbounds i8, ptr %249, i64 256
  store ptr %250, ptr %132, align 8
  %251 = load ptr, ptr %142, align 8
  %252 = load i64, ptr %133, align 8
  %253 = getelementptr inbounds i8, ptr %251, i64 %252
  store ptr %253, ptr %143, align 8
  %254 = load ptr, ptr %143, align 8
  %255 = load ptr, ptr %123, align 8
  %256 = icmp ugt ptr %254, %255
  br i1 %256, label %257, label %258

257:                                              ; preds = %248
  br label %695

258:                                              ; preds = %248
  %259 = load ptr, ptr %142, align 8
  %260 = load i32, ptr %113, align 4
  store ptr %259, ptr %70, align 8
  store i32 %260, ptr %71, align 4
  store i32 8, ptr %72, align 4
  %261 = load i32, ptr %72, align 4
  switch i32 %261, label %262 [
    i32 4, label %263
    i32 5, label %267
    i32 6, label %271
    i32 7, label %275
    i32 8, label %279
  ]

262:                                              ; preds = %258
  br label %263

263:                                              ; preds = %262, %258
  %264 = load ptr, ptr %70, align 8
  %265 = load i32, ptr %71, align 4
  %266 = call i64 @ZSTD_hash4Ptr(ptr noundef %264, i32 noundef %265)
  store i64 %266, ptr %69, align 8
  br label %283

267:                                              ; preds = %258
  %268 = load ptr, ptr %70, align 8
  %269 = load i32, ptr %71, align 4
  %270 = call i64 @ZSTD_hash5Ptr(ptr noundef %268, i32 noundef %269)
  store i64 %270, ptr %69, align 8
  br label %283

271:                                              ; preds = %258
  %272 = load ptr, ptr %70, align 8
  %273 = load i32, ptr %71, align 4
  %274 = call i64 @ZSTD_hash6Ptr(ptr noundef %272, i32 noundef %273)
  store i64 %274, ptr %69, align 8
  br label %283

275:                                              ; preds = %258
  %276 = load ptr, ptr %70, align 8
  %277 = load i32, ptr %71, align 4
  %278 = call i64 @ZSTD_hash7Ptr(ptr noundef %276, i32 noundef %277)
  store i64 %278, ptr %69, align 8
  br label %283

279:                                              ; preds = %258
  %280 = load ptr, ptr %70, align 8
  %281 = load i32, ptr %71, align 4
  %282 = call i64 @ZSTD_hash8Ptr(ptr noundef %280, i32 noundef %281)
  store i64 %282, ptr %69, align 8
  br label %283

283:                                              ; preds = %279, %275, %271, %267, %263
  %284 = load i64, ptr %69, align 8
  store i64 %284, ptr %134, align 8
  %285 = load ptr, ptr %112, align 8
  %286 = load i64, ptr %134, align 8
  %287 = getelementptr inbounds i32, ptr %285, i64 %286
  %288 = load i32, ptr %287, align 4
  store i32 %288, ptr %136, align 4
  %289 = load ptr, ptr %116, align 8
  %290 = load i32, ptr %136, align 4
  %291 = zext i32 %290 to i64
  %292 = getelementptr inbounds i8, ptr %289, i64 %291
  store ptr %292, ptr %138, align 8
  br label %293

293:                                              ; preds = %681, %283
  %294 = load ptr, ptr %142, align 8
  %295 = load i32, ptr %115, align 4
  %296 = load i32, ptr %110, align 4
  store ptr %294, ptr %74, align 8
  store i32 %295, ptr %75, align 4
  store i32 %296, ptr %76, align 4
  %297 = load i32, ptr %76, align 4
  switch i32 %297, label %298 [
    i32 4, label %299
    i32 5, label %303
    i32 6, label %307
    i32 7, label %311
    i32 8, label %315
  ]

298:                                              ; preds = %293
  br label %299

299:                                              ; preds = %298, %293
  %300 = load ptr, ptr %74, align 8
  %301 = load i32, ptr %75, align 4
  %302 = call i64 @ZSTD_hash4Ptr(ptr noundef %300, i32 noundef %301)
  store i64 %302, ptr %73, align 8
  br label %319

303:                                              ; preds = %293
  %304 = load ptr, ptr %74, align 8
  %305 = load i32, ptr %75, align 4
  %306 = call i64 @ZSTD_hash5Ptr(ptr noundef %304, i32 noundef %305)
  store i64 %306, ptr %73, align 8
  br label %319

307:                                              ; preds = %293
  %308 = load ptr, ptr %74, align 8
  %309 = load i32, ptr %75, align 4
  %310 = call i64 @ZSTD_hash6Ptr(ptr noundef %308, i32 noundef %309)
  store i64 %310, ptr %73, align 8
  br label %319

311:                                              ; preds = %293
  %312 = load ptr, ptr %74, align 8
  %313 = load i32, ptr %75, align 4
  %314 = call i64 @ZSTD_hash7Ptr(ptr noundef %312, i32 noundef %313)
  store i64 %314, ptr %73, align 8
  br label %319

315:                                              ; preds = %293
  %316 = load ptr, ptr %74, align 8
  %317 = load i32, ptr %75, align 4
  %318 = call i64 @ZSTD_hash8Ptr(ptr noundef %316, i32 noundef %317)
  store i64 %318, ptr %73, align 8
  br label %319

319:                                              ; preds = %315, %311, %307, %303, %299
  %320 = load i64, ptr %73, align 8
  store i64 %320, ptr %148, align 8
  %321 = load ptr, ptr %114, align 8
  %322 = load i64, ptr %148, align 8
  %323 = getelementptr inbounds i32, ptr %321, i64 %322
  %324 = load i32, ptr %323, align 4
  store i32 %324, ptr %149, align 4
  %325 = load ptr, ptr %142, align 8
  %326 = load ptr, ptr %116, align 8
  %327 = ptrtoint ptr %325 to i64
  %328 = ptrtoint ptr %326 to i64
  %329 = sub i64 %327, %328
  %330 = trunc i64 %329 to i32
  store i32 %330, ptr %130, align 4
  %331 = load ptr, ptr %116, align 8
  %332 = load i32, ptr %149, align 4
  %333 = zext i32 %332 to i64
  %334 = getelementptr inbounds i8, ptr %331, i64 %333
  store ptr %334, ptr %139, align 8
  %335 = load i32, ptr %130, align 4
  %336 = load ptr, ptr %114, align 8
  %337 = load i64, ptr %148, align 8
  %338 = getelementptr inbounds i32, ptr %336, i64 %337
  store i32 %335, ptr %338, align 4
  %339 = load ptr, ptr %112, align 8
  %340 = load i64, ptr %134, align 8
  %341 = getelementptr inbounds i32, ptr %339, i64 %340
  store i32 %335, ptr %341, align 4
  %342 = load i32, ptr %124, align 4
  %343 = icmp ugt i32 %342, 0
  %344 = zext i1 %343 to i32
  %345 = load ptr, ptr %142, align 8
  %346 = getelementptr inbounds i8, ptr %345, i64 1
  %347 = load i32, ptr %124, align 4
  %348 = zext i32 %347 to i64
  %349 = sub i64 0, %348
  %350 = getelementptr inbounds i8, ptr %346, i64 %349
  %351 = call i32 @MEM_read32(ptr noundef %350)
  %352 = load ptr, ptr %142, align 8
  %353 = getelementptr inbounds i8, ptr %352, i64 1
  %354 = call i32 @MEM_read32(ptr noundef %353)
  %355 = icmp eq i32 %351, %354
  %356 = zext i1 %355 to i32
  %357 = and i32 %344, %356
  %358 = icmp ne i32 %357, 0
  br i1 %358, label %359, label %544

359:                                              ; preds = %319
  %360 = load ptr, ptr %142, align 8
  %361 = getelementptr inbounds i8, ptr %360, i64 1
  %362 = getelementptr inbounds i8, ptr %361, i64 4
  %363 = load ptr, ptr %142, align 8
  %364 = getelementptr inbounds i8, ptr %363, i64 1
  %365 = getelementptr inbounds i8, ptr %364, i64 4
  %366 = load i32, ptr %124, align 4
  %367 = zext i32 %366 to i64
  %368 = sub i64 0, %367
  %369 = getelementptr inbounds i8, ptr %365, i64 %368
  %370 = load ptr, ptr %122, align 8
  %371 = call i64 @ZSTD_count(ptr noundef %362, ptr noundef %369, ptr noundef %370)
  %372 = add i64 %371, 4
  store i64 %372, ptr %128, align 8
  %373 = load ptr, ptr %142, align 8
  %374 = getelementptr inbounds i8, ptr %373, i32 1
  store ptr %374, ptr %142, align 8
  %375 = load ptr, ptr %106, align 8
  %376 = load ptr, ptr %142, align 8
  %377 = load ptr, ptr %118, align 8
  %378 = ptrtoint ptr %376 to i64
  %379 = ptrtoint ptr %377 to i64
  %380 = sub i64 %378, %379
  %381 = load ptr, ptr %118, align 8
  %382 = load ptr, ptr %122, align 8
  %383 = load i64, ptr %128, align 8
  store ptr %375, ptr %61, align 8
  store i64 %380, ptr %62, align 8
  store ptr %381, ptr %63, align 8
  store ptr %382, ptr %64, align 8
  store i32 1, ptr %65, align 4
  store i64 %383, ptr %66, align 8
  %384 = load ptr, ptr %64, align 8
  %385 = getelementptr inbounds i8, ptr %384, i64 -32
  store ptr %385, ptr %67, align 8
  %386 = load ptr, ptr %63, align 8
  %387 = load i64, ptr %62, align 8
  %388 = getelementptr inbounds i8, ptr %386, i64 %387
  store ptr %388, ptr %68, align 8
  %389 = load ptr, ptr %68, align 8
  %390 = load ptr, ptr %67, align 8
  %391 = icmp ule ptr %389, %390
  br i1 %391, label %392, label %465

392:                                              ; preds = %359
  %393 = load ptr, ptr %61, align 8
  %394 = getelementptr inbounds %struct.SeqStore_t, ptr %393, i32 0, i32 3
  %395 = load ptr, ptr %394, align 8
  %396 = load ptr, ptr %63, align 8
  call void @ZSTD_copy16(ptr noundef %395, ptr noundef %396)
  %397 = load i64, ptr %62, align 8
  %398 = icmp ugt i64 %397, 16
  br i1 %398, label %399, label %464

399:                                              ; preds = %392
  %400 = load ptr, ptr %61, align 8
  %401 = getelementptr inbounds %struct.SeqStore_t, ptr %400, i32 0, i32 3
  %402 = load ptr, ptr %401, align 8
  %403 = getelementptr inbounds i8, ptr %402, i64 16
  %404 = load ptr, ptr %63, align 8
  %405 = getelementptr inbounds i8, ptr %404, i64 16
  %406 = load i64, ptr %62, align 8
  %407 = sub nsw i64 %406, 16
  store ptr %403, ptr %21, align 8
  store ptr %405, ptr %22, align 8
  store i64 %407, ptr %23, align 8
  store i32 0, ptr %24, align 4
  %408 = load ptr, ptr %21, align 8
  %409 = load ptr, ptr %22, align 8
  %410 = ptrtoint ptr %408 to i64
  %411 = ptrtoint ptr %409 to i64
  %412 = sub i64 %410, %411
  store i64 %412, ptr %25, align 8
  %413 = load ptr, ptr %22, align 8
  store ptr %413, ptr %26, align 8
  %414 = load ptr, ptr %21, align 8
  store ptr %414, ptr %27, align 8
  %415 = load ptr, ptr %27, align 8
  %416 = load i64, ptr %23, align 8
  %417 = getelementptr inbounds i8, ptr %415, i64 %416
  store ptr %417, ptr %28, align 8
  %418 = load i32, ptr %24, align 4
  %419 = icmp eq i32 %418, 1
  br i1 %419, label %420, label %435

420:                                              ; preds = %399
  %421 = load i64, ptr %25, align 8
  %422 = icmp slt i64 %421, 16
  br i1 %422, label %423, label %435

423:                                              ; preds = %420
  br label %424

424:                                              ; preds = %424, %423
  %425 = load ptr, ptr %27, align 8
  %426 = load ptr, ptr %26, align 8
  call void @ZSTD_copy8(ptr noundef %425, ptr noundef %426)
  %427 = load ptr, ptr %27, align 8
  %428 = getelementptr inbounds i8, ptr %427, i64 8
  store ptr %428, ptr %27, align 8
  %429 = load ptr, ptr %26, align 8
  %430 = getelementptr inbounds i8, ptr %429, i64 8
  store ptr %430, ptr %26, align 8
  %431 = load ptr, ptr %27, align 8
  %432 = load ptr, ptr %28, align 8
  %433 = icmp ult ptr %431, %432
  br i1 %433, label %424, label %434, !llvm.loop !11

434:                                              ; preds = %424
  br label %463

435:                                              ; preds = %420, %399
  %436 = load ptr, ptr %27, align 8
  %437 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %436, ptr noundef %437)
  %438 = load i64, ptr %23, align 8
  %439 = icmp sge i64 16, %438
  br i1 %439, label %440, label %441

440:                                              ; preds = %435
  br label %463

441:                                              ; preds = %435
  %442 = load ptr, ptr %27, align 8
  %443 = getelementptr inbounds i8, ptr %442, i64 16
  store ptr %443, ptr %27, align 8
  %444 = load ptr, ptr %26, align 8
  %445 = getelementptr inbounds i8, ptr %444, i64 16
  store ptr %445, ptr %26, align 8
  br label %446

446:                                              ; preds = %446, %441
  %447 = load ptr, ptr %27, align 8
  %448 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %447, ptr noundef %448)
  %449 = load ptr, ptr %27, align 8
  %450 = getelementptr inbounds i8, ptr %449, i64 16
  store ptr %450, ptr %27, align 8
  %451 = load ptr, ptr %26, align 8
  %452 = getelementptr inbounds i8, ptr %451, i64 16
  store ptr %452, ptr %26, align 8
  %453 = load ptr, ptr %27, align 8
  %454 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %453, ptr noundef %454)
  %455 = load ptr, ptr %27, align 8
  %456 = getelementptr inbounds i8, ptr %455, i64 16
  store ptr %456, ptr %27, align 8
  %457 = load ptr, ptr %26, align 8
  %458 = getelementptr inbounds i8, ptr %457, i64 16
  store ptr %458, ptr %26, align 8
  %459 = load ptr, ptr %27, align 8
  %460 = load ptr, ptr %28, align 8
  %461 = icmp ult ptr %459, %460
  br i1 %461, label %446, label %462, !llvm.loop !12

462:                                              ; preds = %446
  br label %463

463:                                              ; preds = %434, %440, %462
  br label %464

464:                                              ; preds = %463, %392
  br label %472

465:                                              ; preds = %359
  %466 = load ptr, ptr %61, align 8
  %467 = getelementptr inbounds %struct.SeqStore_t, ptr %466, i32 0, i32 3
  %468 = load ptr, ptr %467, align 8
  %469 = load ptr, ptr %63, align 8
  %470 = load ptr, ptr %68, align 8
  %471 = load ptr, ptr %67, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %468, ptr noundef %469, ptr noundef %470, ptr noundef %471)
  br label %472

472:                                              ; preds = %464, %465
  %473 = load i64, ptr %62, align 8
  %474 = load ptr, ptr %61, align 8
  %475 = getelementptr inbounds %struct.SeqStore_t, ptr %474, i32 0, i32 3
  %476 = load ptr, ptr %475, align 8
  %477 = getelementptr inbounds i8, ptr %476, i64 %473
  store ptr %477, ptr %475, align 8
  %478 = load ptr, ptr %61, align 8
  %479 = load i64, ptr %62, align 8
  %480 = load i32, ptr %65, align 4
  %481 = load i64, ptr %66, align 8
  store ptr %478, ptr %6, align 8
  store i64 %479, ptr %7, align 8
  store i32 %480, ptr %8, align 4
  store i64 %481, ptr %9, align 8
  %482 = load i64, ptr %7, align 8
  %483 = icmp ugt i64 %482, 65535
  %484 = zext i1 %483 to i32
  %485 = sext i32 %484 to i64
  br i1 %483, label %486, label %501

486:                                              ; preds = %472
  %487 = load ptr, ptr %6, align 8
  %488 = getelementptr inbounds %struct.SeqStore_t, ptr %487, i32 0, i32 9
  store i32 1, ptr %488, align 8
  %489 = load ptr, ptr %6, align 8
  %490 = getelementptr inbounds %struct.SeqStore_t, ptr %489, i32 0, i32 1
  %491 = load ptr, ptr %490, align 8
  %492 = load ptr, ptr %6, align 8
  %493 = load ptr, ptr %492, align 8
  %494 = ptrtoint ptr %491 to i64
  %495 = ptrtoint ptr %493 to i64
  %496 = sub i64 %494, %495
  %497 = sdiv exact i64 %496, 8
  %498 = trunc i64 %497 to i32
  %499 = load ptr, ptr %6, align 8
  %500 = getelementptr inbounds %struct.SeqStore_t, ptr %499, i32 0, i32 10
  store i32 %498, ptr %500, align 4
  br label %501

501:                                              ; preds = %486, %472
  %502 = load i64, ptr %7, align 8
  %503 = trunc i64 %502 to i16
  %504 = load ptr, ptr %6, align 8
  %505 = getelementptr inbounds %struct.SeqStore_t, ptr %504, i32 0, i32 1
  %506 = load ptr, ptr %505, align 8
  %507 = getelementptr inbounds %struct.SeqDef_s, ptr %506, i32 0, i32 1
  store i16 %503, ptr %507, align 4
  %508 = load i32, ptr %8, align 4
  %509 = load ptr, ptr %6, align 8
  %510 = getelementptr inbounds %struct.SeqStore_t, ptr %509, i32 0, i32 1
  %511 = load ptr, ptr %510, align 8
  store i32 %508, ptr %511, align 4
  %512 = load i64, ptr %9, align 8
  %513 = sub i64 %512, 3
  store i64 %513, ptr %10, align 8
  %514 = load i64, ptr %10, align 8
  %515 = icmp ugt i64 %514, 65535
  %516 = zext i1 %515 to i32
  %517 = sext i32 %516 to i64
  br i1 %515, label %518, label %533

518:                                              ; preds = %501
  %519 = load ptr, ptr %6, align 8
  %520 = getelementptr inbounds %struct.SeqStore_t, ptr %519, i32 0, i32 9
  store i32 2, ptr %520, align 8
  %521 = load ptr, ptr %6, align 8
  %522 = getelementptr inbounds %struct.SeqStore_t, ptr %521, i32 0, i32 1
  %523 = load ptr, ptr %522, align 8
  %524 = load ptr, ptr %6, align 8
  %525 = load ptr, ptr %524, align 8
  %526 = ptrtoint ptr %523 to i64
  %527 = ptrtoint ptr %525 to i64
  %528 = sub i64 %526, %527
  %529 = sdiv exact i64 %528, 8
  %530 = trunc i64 %529 to i32
  %531 = load ptr, ptr %6, align 8
  %532 = getelementptr inbounds %struct.SeqStore_t, ptr %531, i32 0, i32 10
  store i32 %530, ptr %532, align 4
  br label %533

533:                                              ; preds = %501, %518
  %534 = load i64, ptr %10, align 8
  %535 = trunc i64 %534 to i16
  %536 = load ptr, ptr %6, align 8
  %537 = getelementptr inbounds %struct.SeqStore_t, ptr %536, i32 0, i32 1
  %538 = load ptr, ptr %537, align 8
  %539 = getelementptr inbounds %struct.SeqDef_s, ptr %538, i32 0, i32 2
  store i16 %535, ptr %539, align 2
  %540 = load ptr, ptr %6, align 8
  %541 = getelementptr inbounds %struct.SeqStore_t, ptr %540, i32 0, i32 1
  %542 = load ptr, ptr %541, align 8
  %543 = getelementptr inbounds %struct.SeqDef_s, ptr %542, i32 1
  store ptr %543, ptr %541, align 8
  br label %969

544:                                              ; preds = %319
  %545 = load ptr, ptr %143, align 8
  %546 = load i32, ptr %113, align 4
  store ptr %545, ptr %78, align 8
  store i32 %546, ptr %79, align 4
  store i32 8, ptr %80, align 4
  %547 = load i32, ptr %80, align 4
  switch i32 %547, label %548 [
    i32 4, label %549
    i32 5, label %553
    i32 6, label %557
    i32 7, label %561
    i32 8, label %565
  ]

548:                                              ; preds = %544
  br label %549

549:                                              ; preds = %548, %544
  %550 = load ptr, ptr %78, align 8
  %551 = load i32, ptr %79, align 4
  %552 = call i64 @ZSTD_hash4Ptr(ptr noundef %550, i32 noundef %551)
  store i64 %552, ptr %77, align 8
  br label %569

553:                                              ; preds = %544
  %554 = load ptr, ptr %78, align 8
  %555 = load i32, ptr %79, align 4
  %556 = call i64 @ZSTD_hash5Ptr(ptr noundef %554, i32 noundef %555)
  store i64 %556, ptr %77, align 8
  br label %569

557:                                              ; preds = %544
  %558 = load ptr, ptr %78, align 8
  %559 = load i32, ptr %79, align 4
  %560 = call i64 @ZSTD_hash6Ptr(ptr noundef %558, i32 noundef %559)
  store i64 %560, ptr %77, align 8
  br label %569

561:                                              ; preds = %544
  %562 = load ptr, ptr %78, align 8
  %563 = load i32, ptr %79, align 4
  %564 = call i64 @ZSTD_hash7Ptr(ptr noundef %562, i32 noundef %563)
  store i64 %564, ptr %77, align 8
  br label %569

565:                                              ; preds = %544
  %566 = load ptr, ptr %78, align 8
  %567 = load i32, ptr %79, align 4
  %568 = call i64 @ZSTD_hash8Ptr(ptr noundef %566, i32 noundef %567)
  store i64 %568, ptr %77, align 8
  br label %569

569:                                              ; preds = %565, %561, %557, %553, %549
  %570 = load i64, ptr %77, align 8
  store i64 %570, ptr %135, align 8
  %571 = load i32, ptr %136, align 4
  %572 = load i32, ptr %120, align 4
  %573 = load ptr, ptr %138, align 8
  %574 = call ptr @ZSTD_selectAddr(i32 noundef %571, i32 noundef %572, ptr noundef %573, ptr noundef %144)
  store ptr %574, ptr %150, align 8
  %575 = load ptr, ptr %150, align 8
  %576 = call i64 @MEM_read64(ptr noundef %575)
  %577 = load ptr, ptr %142, align 8
  %578 = call i64 @MEM_read64(ptr noundef %577)
  %579 = icmp eq i64 %576, %578
  br i1 %579, label %580, label %629

580:                                              ; preds = %569
  %581 = load ptr, ptr %150, align 8
  %582 = load ptr, ptr %138, align 8
  %583 = icmp eq ptr %581, %582
  br i1 %583, label %584, label %629

584:                                              ; preds = %580
  %585 = load ptr, ptr %142, align 8
  %586 = getelementptr inbounds i8, ptr %585, i64 8
  %587 = load ptr, ptr %138, align 8
  %588 = getelementptr inbounds i8, ptr %587, i64 8
  %589 = load ptr, ptr %122, align 8
  %590 = call i64 @ZSTD_count(ptr noundef %586, ptr noundef %588, ptr noundef %589)
  %591 = add i64 %590, 8
  store i64 %591, ptr %128, align 8
  %592 = load ptr, ptr %142, align 8
  %593 = load ptr, ptr %138, align 8
  %594 = ptrtoint ptr %592 to i64
  %595 = ptrtoint ptr %593 to i64
  %596 = sub i64 %594, %595
  %597 = trunc i64 %596 to i32
  store i32 %597, ptr %129, align 4
  br label %598

598:                                              ; preds = %621, %584
  %599 = load ptr, ptr %142, align 8
  %600 = load ptr, ptr %118, align 8
  %601 = icmp ugt ptr %599, %600
  %602 = zext i1 %601 to i32
  %603 = load ptr, ptr %138, align 8
  %604 = load ptr, ptr %121, align 8
  %605 = icmp ugt ptr %603, %604
  %606 = zext i1 %605 to i32
  %607 = and i32 %602, %606
  %608 = icmp ne i32 %607, 0
  br i1 %608, label %609, label %619

609:                                              ; preds = %598
  %610 = load ptr, ptr %142, align 8
  %611 = getelementptr inbounds i8, ptr %610, i64 -1
  %612 = load i8, ptr %611, align 1
  %613 = zext i8 %612 to i32
  %614 = load ptr, ptr %138, align 8
  %615 = getelementptr inbounds i8, ptr %614, i64 -1
  %616 = load i8, ptr %615, align 1
  %617 = zext i8 %616 to i32
  %618 = icmp eq i32 %613, %617
  br label %619

619:                                              ; preds = %609, %598
  %620 = phi i1 [ false, %598 ], [ %618, %609 ]
  br i1 %620, label %621, label %628

621:                                              ; preds = %619
  %622 = load ptr, ptr %142, align 8
  %623 = getelementptr inbounds i8, ptr %622, i32 -1
  store ptr %623, ptr %142, align 8
  %624 = load ptr, ptr %138, align 8
  %625 = getelementptr inbounds i8, ptr %624, i32 -1
  store ptr %625, ptr %138, align 8
  %626 = load i64, ptr %128, align 8
  %627 = add i64 %626, 1
  store i64 %627, ptr %128, align 8
  br label %598, !llvm.loop !13

628:                                              ; preds = %619
  br label %782

629:                                              ; preds = %580, %569
  %630 = load ptr, ptr %112, align 8
  %631 = load i64, ptr %135, align 8
  %632 = getelementptr inbounds i32, ptr %630, i64 %631
  %633 = load i32, ptr %632, align 4
  store i32 %633, ptr %137, align 4
  %634 = load ptr, ptr %116, align 8
  %635 = load i32, ptr %137, align 4
  %636 = zext i32 %635 to i64
  %637 = getelementptr inbounds i8, ptr %634, i64 %636
  store ptr %637, ptr %140, align 8
  %638 = load i32, ptr %149, align 4
  %639 = load i32, ptr %120, align 4
  %640 = load ptr, ptr %139, align 8
  %641 = call ptr @ZSTD_selectAddr(i32 noundef %638, i32 noundef %639, ptr noundef %640, ptr noundef %144)
  store ptr %641, ptr %141, align 8
  %642 = load ptr, ptr %141, align 8
  %643 = call i32 @MEM_read32(ptr noundef %642)
  %644 = load ptr, ptr %142, align 8
  %645 = call i32 @MEM_read32(ptr noundef %644)
  %646 = icmp eq i32 %643, %645
  br i1 %646, label %647, label %668

647:                                              ; preds = %629
  %648 = load ptr, ptr %141, align 8
  %649 = load ptr, ptr %139, align 8
  %650 = icmp eq ptr %648, %649
  br i1 %650, label %651, label %668

651:                                              ; preds = %647
  %652 = load ptr, ptr %142, align 8
  %653 = getelementptr inbounds i8, ptr %652, i64 4
  %654 = load ptr, ptr %139, align 8
  %655 = getelementptr inbounds i8, ptr %654, i64 4
  %656 = load ptr, ptr %122, align 8
  %657 = call i64 @ZSTD_count(ptr noundef %653, ptr noundef %655, ptr noundef %656)
  %658 = add i64 %657, 4
  store i64 %658, ptr %128, align 8
  %659 = load ptr, ptr %142, align 8
  %660 = load ptr, ptr %139, align 8
  %661 = ptrtoint ptr %659 to i64
  %662 = ptrtoint ptr %660 to i64
  %663 = sub i64 %661, %662
  %664 = trunc i64 %663 to i32
  store i32 %664, ptr %129, align 4
  %665 = load i32, ptr %137, align 4
  %666 = load i32, ptr %120, align 4
  %667 = icmp ugt i32 %665, %666
  br i1 %667, label %722, label %750

668:                                              ; preds = %647, %629
  %669 = load ptr, ptr %143, align 8
  %670 = load ptr, ptr %132, align 8
  %671 = icmp uge ptr %669, %670
  br i1 %671, label %672, label %681

672:                                              ; preds = %668
  %673 = load ptr, ptr %143, align 8
  %674 = getelementptr inbounds i8, ptr %673, i64 64
  call void @llvm.prefetch.p0(ptr %674, i32 0, i32 3, i32 1)
  %675 = load ptr, ptr %143, align 8
  %676 = getelementptr inbounds i8, ptr %675, i64 128
  call void @llvm.prefetch.p0(ptr %676, i32 0, i32 3, i32 1)
  %677 = load i64, ptr %133, align 8
  %678 = add i64 %677, 1
  store i64 %678, ptr %133, align 8
  %679 = load ptr, ptr %132, align 8
  %680 = getelementptr inbounds i8, ptr %679, i64 256
  store ptr %680, ptr %132, align 8
  br label %681

681:                                              ; preds = %672, %668
  %682 = load ptr, ptr %143, align 8
  store ptr %682, ptr %142, align 8
  %683 = load i64, ptr %133, align 8
  %684 = load ptr, ptr %143, align 8
  %685 = getelementptr inbounds i8, ptr %684, i64 %683
  store ptr %685, ptr %143, align 8
  %686 = load i64, ptr %135, align 8
  store i64 %686, ptr %134, align 8
  %687 = load i32, ptr %137, align 4
  store i32 %687, ptr %136, align 4
  %688 = load ptr, ptr %140, align 8
  store ptr %688, ptr %138, align 8
  %689 = load ptr, ptr %142, align 8
  %690 = getelementptr inbounds i8, ptr %689, i64 256
  call void @llvm.prefetch.p0(ptr %690, i32 0, i32 3, i32 1)
  %691 = load ptr, ptr %143, align 8
  %692 = load ptr, ptr %123, align 8
  %693 = icmp ule ptr %691, %692
  br i1 %693, label %293, label %694, !llvm.loop !14

694:                                              ; preds = %681
  br label %695

695:                                              ; preds = %694, %257
  %696 = load i32, ptr %126, align 4
  %697 = icmp ne i32 %696, 0
  br i1 %697, label %698, label %703

698:                                              ; preds = %695
  %699 = load i32, ptr %124, align 4
  %700 = icmp ne i32 %699, 0
  br i1 %700, label %701, label %703

701:                                              ; preds = %698
  %702 = load i32, ptr %126, align 4
  br label %705

703:                                              ; preds = %698, %695
  %704 = load i32, ptr %127, align 4
  br label %705

705:                                              ; preds = %703, %701
  %706 = phi i32 [ %702, %701 ], [ %704, %703 ]
  store i32 %706, ptr %127, align 4
  %707 = load i32, ptr %124, align 4
  %708 = icmp ne i32 %707, 0
  br i1 %708, label %709, label %711

709:                                              ; preds = %705
  %710 = load i32, ptr %124, align 4
  br label %713

711:                                              ; preds = %705
  %712 = load i32, ptr %126, align 4
  br label %713

713:                                              ; preds = %711, %709
  %714 = phi i32 [ %710, %709 ], [ %712, %711 ]
  %715 = load ptr, ptr %107, align 8
  store i32 %714, ptr %715, align 4
  %716 = load i32, ptr %125, align 4
  %717 = icmp ne i32 %716, 0
  br i1 %717, label %718, label %720

718:                                              ; preds = %713
  %719 = load i32, ptr %125, align 4
  br label %1394

720:                                              ; preds = %713
  %721 = load i32, ptr %127, align 4
  br label %1394

722:                                              ; preds = %651
  %723 = load ptr, ptr %140, align 8
  %724 = call i64 @MEM_read64(ptr noundef %723)
  %725 = load ptr, ptr %143, align 8
  %726 = call i64 @MEM_read64(ptr noundef %725)
  %727 = icmp eq i64 %724, %726
  br i1 %727, label %728, label %750

728:                                              ; preds = %722
  %729 = load ptr, ptr %143, align 8
  %730 = getelementptr inbounds i8, ptr %729, i64 8
  %731 = load ptr, ptr %140, align 8
  %732 = getelementptr inbounds i8, ptr %731, i64 8
  %733 = load ptr, ptr %122, align 8
  %734 = call i64 @ZSTD_count(ptr noundef %730, ptr noundef %732, ptr noundef %733)
  %735 = add i64 %734, 8
  store i64 %735, ptr %151, align 8
  %736 = load i64, ptr %151, align 8
  %737 = load i64, ptr %128, align 8
  %738 = icmp ugt i64 %736, %737
  br i1 %738, label %739, label %749

739:                                              ; preds = %728
  %740 = load ptr, ptr %143, align 8
  store ptr %740, ptr %142, align 8
  %741 = load i64, ptr %151, align 8
  store i64 %741, ptr %128, align 8
  %742 = load ptr, ptr %142, align 8
  %743 = load ptr, ptr %140, align 8
  %744 = ptrtoint ptr %742 to i64
  %745 = ptrtoint ptr %743 to i64
  %746 = sub i64 %744, %745
  %747 = trunc i64 %746 to i32
  store i32 %747, ptr %129, align 4
  %748 = load ptr, ptr %140, align 8
  store ptr %748, ptr %139, align 8
  br label %749

749:                                              ; preds = %739, %728
  br label %750

750:                                              ; preds = %749, %722, %651
  br label %751

751:                                              ; preds = %774, %750
  %752 = load ptr, ptr %142, align 8
  %753 = load ptr, ptr %118, align 8
  %754 = icmp ugt ptr %752, %753
  %755 = zext i1 %754 to i32
  %756 = load ptr, ptr %139, align 8
  %757 = load ptr, ptr %121, align 8
  %758 = icmp ugt ptr %756, %757
  %759 = zext i1 %758 to i32
  %760 = and i32 %755, %759
  %761 = icmp ne i32 %760, 0
  br i1 %761, label %762, label %772

762:                                              ; preds = %751
  %763 = load ptr, ptr %142, align 8
  %764 = getelementptr inbounds i8, ptr %763, i64 -1
  %765 = load i8, ptr %764, align 1
  %766 = zext i8 %765 to i32
  %767 = load ptr, ptr %139, align 8
  %768 = getelementptr inbounds i8, ptr %767, i64 -1
  %769 = load i8, ptr %768, align 1
  %770 = zext i8 %769 to i32
  %771 = icmp eq i32 %766, %770
  br label %772

772:                                              ; preds = %762, %751
  %773 = phi i1 [ false, %751 ], [ %771, %762 ]
  br i1 %773, label %774, label %781

774:                                              ; preds = %772
  %775 = load ptr, ptr %142, align 8
  %776 = getelementptr inbounds i8, ptr %775, i32 -1
  store ptr %776, ptr %142, align 8
  %777 = load ptr, ptr %139, align 8
  %778 = getelementptr inbounds i8, ptr %777, i32 -1
  store ptr %778, ptr %139, align 8
  %779 = load i64, ptr %128, align 8
  %780 = add i64 %779, 1
  store i64 %780, ptr %128, align 8
  br label %751, !llvm.loop !15

781:                                              ; preds = %772
  br label %782

782:                                              ; preds = %781, %628
  %783 = load i32, ptr %124, align 4
  store i32 %783, ptr %125, align 4
  %784 = load i32, ptr %129, align 4
  store i32 %784, ptr %124, align 4
  %785 = load i64, ptr %133, align 8
  %786 = icmp ult i64 %785, 4
  br i1 %786, label %787, label %797

787:                                              ; preds = %782
  %788 = load ptr, ptr %143, align 8
  %789 = load ptr, ptr %116, align 8
  %790 = ptrtoint ptr %788 to i64
  %791 = ptrtoint ptr %789 to i64
  %792 = sub i64 %790, %791
  %793 = trunc i64 %792 to i32
  %794 = load ptr, ptr %112, align 8
  %795 = load i64, ptr %135, align 8
  %796 = getelementptr inbounds i32, ptr %794, i64 %795
  store i32 %793, ptr %796, align 4
  br label %797

797:                                              ; preds = %787, %782
  %798 = load ptr, ptr %106, align 8
  %799 = load ptr, ptr %142, align 8
  %800 = load ptr, ptr %118, align 8
  %801 = ptrtoint ptr %799 to i64
  %802 = ptrtoint ptr %800 to i64
  %803 = sub i64 %801, %802
  %804 = load ptr, ptr %118, align 8
  %805 = load ptr, ptr %122, align 8
  %806 = load i32, ptr %129, align 4
  %807 = add i32 %806, 3
  %808 = load i64, ptr %128, align 8
  store ptr %798, ptr %45, align 8
  store i64 %803, ptr %46, align 8
  store ptr %804, ptr %47, align 8
  store ptr %805, ptr %48, align 8
  store i32 %807, ptr %49, align 4
  store i64 %808, ptr %50, align 8
  %809 = load ptr, ptr %48, align 8
  %810 = getelementptr inbounds i8, ptr %809, i64 -32
  store ptr %810, ptr %51, align 8
  %811 = load ptr, ptr %47, align 8
  %812 = load i64, ptr %46, align 8
  %813 = getelementptr inbounds i8, ptr %811, i64 %812
  store ptr %813, ptr %52, align 8
  %814 = load ptr, ptr %52, align 8
  %815 = load ptr, ptr %51, align 8
  %816 = icmp ule ptr %814, %815
  br i1 %816, label %817, label %890

817:                                              ; preds = %797
  %818 = load ptr, ptr %45, align 8
  %819 = getelementptr inbounds %struct.SeqStore_t, ptr %818, i32 0, i32 3
  %820 = load ptr, ptr %819, align 8
  %821 = load ptr, ptr %47, align 8
  call void @ZSTD_copy16(ptr noundef %820, ptr noundef %821)
  %822 = load i64, ptr %46, align 8
  %823 = icmp ugt i64 %822, 16
  br i1 %823, label %824, label %889

824:                                              ; preds = %817
  %825 = load ptr, ptr %45, align 8
  %826 = getelementptr inbounds %struct.SeqStore_t, ptr %825, i32 0, i32 3
  %827 = load ptr, ptr %826, align 8
  %828 = getelementptr inbounds i8, ptr %827, i64 16
  %829 = load ptr, ptr %47, align 8
  %830 = getelementptr inbounds i8, ptr %829, i64 16
  %831 = load i64, ptr %46, align 8
  %832 = sub nsw i64 %831, 16
  store ptr %828, ptr %37, align 8
  store ptr %830, ptr %38, align 8
  store i64 %832, ptr %39, align 8
  store i32 0, ptr %40, align 4
  %833 = load ptr, ptr %37, align 8
  %834 = load ptr, ptr %38, align 8
  %835 = ptrtoint ptr %833 to i64
  %836 = ptrtoint ptr %834 to i64
  %837 = sub i64 %835, %836
  store i64 %837, ptr %41, align 8
  %838 = load ptr, ptr %38, align 8
  store ptr %838, ptr %42, align 8
  %839 = load ptr, ptr %37, align 8
  store ptr %839, ptr %43, align 8
  %840 = load ptr, ptr %43, align 8
  %841 = load i64, ptr %39, align 8
  %842 = getelementptr inbounds i8, ptr %840, i64 %841
  store ptr %842, ptr %44, align 8
  %843 = load i32, ptr %40, align 4
  %844 = icmp eq i32 %843, 1
  br i1 %844, label %845, label %860

845:                                              ; preds = %824
  %846 = load i64, ptr %41, align 8
  %847 = icmp slt i64 %846, 16
  br i1 %847, label %848, label %860

848:                                              ; preds = %845
  br label %849

849:                                              ; preds = %849, %848
  %850 = load ptr, ptr %43, align 8
  %851 = load ptr, ptr %42, align 8
  call void @ZSTD_copy8(ptr noundef %850, ptr noundef %851)
  %852 = load ptr, ptr %43, align 8
  %853 = getelementptr inbounds i8, ptr %852, i64 8
  store ptr %853, ptr %43, align 8
  %854 = load ptr, ptr %42, align 8
  %855 = getelementptr inbounds i8, ptr %854, i64 8
  store ptr %855, ptr %42, align 8
  %856 = load ptr, ptr %43, align 8
  %857 = load ptr, ptr %44, align 8
  %858 = icmp ult ptr %856, %857
  br i1 %858, label %849, label %859, !llvm.loop !11

859:                                              ; preds = %849
  br label %888

860:                                              ; preds = %845, %824
  %861 = load ptr, ptr %43, align 8
  %862 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %861, ptr noundef %862)
  %863 = load i64, ptr %39, align 8
  %864 = icmp sge i64 16, %863
  br i1 %864, label %865, label %866

865:                                              ; preds = %860
  br label %888

866:                                              ; preds = %860
  %867 = load ptr, ptr %43, align 8
  %868 = getelementptr inbounds i8, ptr %867, i64 16
  store ptr %868, ptr %43, align 8
  %869 = load ptr, ptr %42, align 8
  %870 = getelementptr inbounds i8, ptr %869, i64 16
  store ptr %870, ptr %42, align 8
  br label %871

871:                                              ; preds = %871, %866
  %872 = load ptr, ptr %43, align 8
  %873 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %872, ptr noundef %873)
  %874 = load ptr, ptr %43, align 8
  %875 = getelementptr inbounds i8, ptr %874, i64 16
  store ptr %875, ptr %43, align 8
  %876 = load ptr, ptr %42, align 8
  %877 = getelementptr inbounds i8, ptr %876, i64 16
  store ptr %877, ptr %42, align 8
  %878 = load ptr, ptr %43, align 8
  %879 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %878, ptr noundef %879)
  %880 = load ptr, ptr %43, align 8
  %881 = getelementptr inbounds i8, ptr %880, i64 16
  store ptr %881, ptr %43, align 8
  %882 = load ptr, ptr %42, align 8
  %883 = getelementptr inbounds i8, ptr %882, i64 16
  store ptr %883, ptr %42, align 8
  %884 = load ptr, ptr %43, align 8
  %885 = load ptr, ptr %44, align 8
  %886 = icmp ult ptr %884, %885
  br i1 %886, label %871, label %887, !llvm.loop !12

887:                                              ; preds = %871
  br label %888

888:                                              ; preds = %859, %865, %887
  br label %889

889:                                              ; preds = %888, %817
  br label %897

890:                                              ; preds = %797
  %891 = load ptr, ptr %45, align 8
  %892 = getelementptr inbounds %struct.SeqStore_t, ptr %891, i32 0, i32 3
  %893 = load ptr, ptr %892, align 8
  %894 = load ptr, ptr %47, align 8
  %895 = load ptr, ptr %52, align 8
  %896 = load ptr, ptr %51, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %893, ptr noundef %894, ptr noundef %895, ptr noundef %896)
  br label %897

897:                                              ; preds = %889, %890
  %898 = load i64, ptr %46, align 8
  %899 = load ptr, ptr %45, align 8
  %900 = getelementptr inbounds %struct.SeqStore_t, ptr %899, i32 0, i32 3
  %901 = load ptr, ptr %900, align 8
  %902 = getelementptr inbounds i8, ptr %901, i64 %898
  store ptr %902, ptr %900, align 8
  %903 = load ptr, ptr %45, align 8
  %904 = load i64, ptr %46, align 8
  %905 = load i32, ptr %49, align 4
  %906 = load i64, ptr %50, align 8
  store ptr %903, ptr %16, align 8
  store i64 %904, ptr %17, align 8
  store i32 %905, ptr %18, align 4
  store i64 %906, ptr %19, align 8
  %907 = load i64, ptr %17, align 8
  %908 = icmp ugt i64 %907, 65535
  %909 = zext i1 %908 to i32
  %910 = sext i32 %909 to i64
  br i1 %908, label %911, label %926

911:                                              ; preds = %897
  %912 = load ptr, ptr %16, align 8
  %913 = getelementptr inbounds %struct.SeqStore_t, ptr %912, i32 0, i32 9
  store i32 1, ptr %913, align 8
  %914 = load ptr, ptr %16, align 8
  %915 = getelementptr inbounds %struct.SeqStore_t, ptr %914, i32 0, i32 1
  %916 = load ptr, ptr %915, align 8
  %917 = load ptr, ptr %16, align 8
  %918 = load ptr, ptr %917, align 8
  %919 = ptrtoint ptr %916 to i64
  %920 = ptrtoint ptr %918 to i64
  %921 = sub i64 %919, %920
  %922 = sdiv exact i64 %921, 8
  %923 = trunc i64 %922 to i32
  %924 = load ptr, ptr %16, align 8
  %925 = getelementptr inbounds %struct.SeqStore_t, ptr %924, i32 0, i32 10
  store i32 %923, ptr %925, align 4
  br label %926

926:                                              ; preds = %911, %897
  %927 = load i64, ptr %17, align 8
  %928 = trunc i64 %927 to i16
  %929 = load ptr, ptr %16, align 8
  %930 = getelementptr inbounds %struct.SeqStore_t, ptr %929, i32 0, i32 1
  %931 = load ptr, ptr %930, align 8
  %932 = getelementptr inbounds %struct.SeqDef_s, ptr %931, i32 0, i32 1
  store i16 %928, ptr %932, align 4
  %933 = load i32, ptr %18, align 4
  %934 = load ptr, ptr %16, align 8
  %935 = getelementptr inbounds %struct.SeqStore_t, ptr %934, i32 0, i32 1
  %936 = load ptr, ptr %935, align 8
  store i32 %933, ptr %936, align 4
  %937 = load i64, ptr %19, align 8
  %938 = sub i64 %937, 3
  store i64 %938, ptr %20, align 8
  %939 = load i64, ptr %20, align 8
  %940 = icmp ugt i64 %939, 65535
  %941 = zext i1 %940 to i32
  %942 = sext i32 %941 to i64
  br i1 %940, label %943, label %958

943:                                              ; preds = %926
  %944 = load ptr, ptr %16, align 8
  %945 = getelementptr inbounds %struct.SeqStore_t, ptr %944, i32 0, i32 9
  store i32 2, ptr %945, align 8
  %946 = load ptr, ptr %16, align 8
  %947 = getelementptr inbounds %struct.SeqStore_t, ptr %946, i32 0, i32 1
  %948 = load ptr, ptr %947, align 8
  %949 = load ptr, ptr %16, align 8
  %950 = load ptr, ptr %949, align 8
  %951 = ptrtoint ptr %948 to i64
  %952 = ptrtoint ptr %950 to i64
  %953 = sub i64 %951, %952
  %954 = sdiv exact i64 %953, 8
  %955 = trunc i64 %954 to i32
  %956 = load ptr, ptr %16, align 8
  %957 = getelementptr inbounds %struct.SeqStore_t, ptr %956, i32 0, i32 10
  store i32 %955, ptr %957, align 4
  br label %958

958:                                              ; preds = %926, %943
  %959 = load i64, ptr %20, align 8
  %960 = trunc i64 %959 to i16
  %961 = load ptr, ptr %16, align 8
  %962 = getelementptr inbounds %struct.SeqStore_t, ptr %961, i32 0, i32 1
  %963 = load ptr, ptr %962, align 8
  %964 = getelementptr inbounds %struct.SeqDef_s, ptr %963, i32 0, i32 2
  store i16 %960, ptr %964, align 2
  %965 = load ptr, ptr %16, align 8
  %966 = getelementptr inbounds %struct.SeqStore_t, ptr %965, i32 0, i32 1
  %967 = load ptr, ptr %966, align 8
  %968 = getelementptr inbounds %struct.SeqDef_s, ptr %967, i32 1
  store ptr %968, ptr %966, align 8
  br label %969

969:                                              ; preds = %958, %533
  %970 = load i64, ptr %128, align 8
  %971 = load ptr, ptr %142, align 8
  %972 = getelementptr inbounds i8, ptr %971, i64 %970
  store ptr %972, ptr %142, align 8
  %973 = load ptr, ptr %142, align 8
  store ptr %973, ptr %118, align 8
  %974 = load ptr, ptr %142, align 8
  %975 = load ptr, ptr %123, align 8
  %976 = icmp ule ptr %974, %975
  br i1 %976, label %977, label %1393

977:                                              ; preds = %969
  %978 = load i32, ptr %130, align 4
  %979 = add i32 %978, 2
  store i32 %979, ptr %152, align 4
  %980 = load i32, ptr %152, align 4
  %981 = load ptr, ptr %112, align 8
  %982 = load ptr, ptr %116, align 8
  %983 = load i32, ptr %152, align 4
  %984 = zext i32 %983 to i64
  %985 = getelementptr inbounds i8, ptr %982, i64 %984
  %986 = load i32, ptr %113, align 4
  store ptr %985, ptr %82, align 8
  store i32 %986, ptr %83, align 4
  store i32 8, ptr %84, align 4
  %987 = load i32, ptr %84, align 4
  switch i32 %987, label %988 [
    i32 4, label %989
    i32 5, label %993
    i32 6, label %997
    i32 7, label %1001
    i32 8, label %1005
  ]

988:                                              ; preds = %977
  br label %989

989:                                              ; preds = %988, %977
  %990 = load ptr, ptr %82, align 8
  %991 = load i32, ptr %83, align 4
  %992 = call i64 @ZSTD_hash4Ptr(ptr noundef %990, i32 noundef %991)
  store i64 %992, ptr %81, align 8
  br label %1009

993:                                              ; preds = %977
  %994 = load ptr, ptr %82, align 8
  %995 = load i32, ptr %83, align 4
  %996 = call i64 @ZSTD_hash5Ptr(ptr noundef %994, i32 noundef %995)
  store i64 %996, ptr %81, align 8
  br label %1009

997:                                              ; preds = %977
  %998 = load ptr, ptr %82, align 8
  %999 = load i32, ptr %83, align 4
  %1000 = call i64 @ZSTD_hash6Ptr(ptr noundef %998, i32 noundef %999)
  store i64 %1000, ptr %81, align 8
  br label %1009

1001:                                             ; preds = %977
  %1002 = load ptr, ptr %82, align 8
  %1003 = load i32, ptr %83, align 4
  %1004 = call i64 @ZSTD_hash7Ptr(ptr noundef %1002, i32 noundef %1003)
  store i64 %1004, ptr %81, align 8
  br label %1009

1005:                                             ; preds = %977
  %1006 = load ptr, ptr %82, align 8
  %1007 = load i32, ptr %83, align 4
  %1008 = call i64 @ZSTD_hash8Ptr(ptr noundef %1006, i32 noundef %1007)
  store i64 %1008, ptr %81, align 8
  br label %1009

1009:                                             ; preds = %1005, %1001, %997, %993, %989
  %1010 = load i64, ptr %81, align 8
  %1011 = getelementptr inbounds i32, ptr %981, i64 %1010
  store i32 %980, ptr %1011, align 4
  %1012 = load ptr, ptr %142, align 8
  %1013 = getelementptr inbounds i8, ptr %1012, i64 -2
  %1014 = load ptr, ptr %116, align 8
  %1015 = ptrtoint ptr %1013 to i64
  %1016 = ptrtoint ptr %1014 to i64
  %1017 = sub i64 %1015, %1016
  %1018 = trunc i64 %1017 to i32
  %1019 = load ptr, ptr %112, align 8
  %1020 = load ptr, ptr %142, align 8
  %1021 = getelementptr inbounds i8, ptr %1020, i64 -2
  %1022 = load i32, ptr %113, align 4
  store ptr %1021, ptr %86, align 8
  store i32 %1022, ptr %87, align 4
  store i32 8, ptr %88, align 4
  %1023 = load i32, ptr %88, align 4
  switch i32 %1023, label %1024 [
    i32 4, label %1025
    i32 5, label %1029
    i32 6, label %1033
    i32 7, label %1037
    i32 8, label %1041
  ]

1024:                                             ; preds = %1009
  br label %1025

1025:                                             ; preds = %1024, %1009
  %1026 = load ptr, ptr %86, align 8
  %1027 = load i32, ptr %87, align 4
  %1028 = call i64 @ZSTD_hash4Ptr(ptr noundef %1026, i32 noundef %1027)
  store i64 %1028, ptr %85, align 8
  br label %1045

1029:                                             ; preds = %1009
  %1030 = load ptr, ptr %86, align 8
  %1031 = load i32, ptr %87, align 4
  %1032 = call i64 @ZSTD_hash5Ptr(ptr noundef %1030, i32 noundef %1031)
  store i64 %1032, ptr %85, align 8
  br label %1045

1033:                                             ; preds = %1009
  %1034 = load ptr, ptr %86, align 8
  %1035 = load i32, ptr %87, align 4
  %1036 = call i64 @ZSTD_hash6Ptr(ptr noundef %1034, i32 noundef %1035)
  store i64 %1036, ptr %85, align 8
  br label %1045

1037:                                             ; preds = %1009
  %1038 = load ptr, ptr %86, align 8
  %1039 = load i32, ptr %87, align 4
  %1040 = call i64 @ZSTD_hash7Ptr(ptr noundef %1038, i32 noundef %1039)
  store i64 %1040, ptr %85, align 8
  br label %1045

1041:                                             ; preds = %1009
  %1042 = load ptr, ptr %86, align 8
  %1043 = load i32, ptr %87, align 4
  %1044 = call i64 @ZSTD_hash8Ptr(ptr noundef %1042, i32 noundef %1043)
  store i64 %1044, ptr %85, align 8
  br label %1045

1045:                                             ; preds = %1041, %1037, %1033, %1029, %1025
  %1046 = load i64, ptr %85, align 8
  %1047 = getelementptr inbounds i32, ptr %1019, i64 %1046
  store i32 %1018, ptr %1047, align 4
  %1048 = load i32, ptr %152, align 4
  %1049 = load ptr, ptr %114, align 8
  %1050 = load ptr, ptr %116, align 8
  %1051 = load i32, ptr %152, align 4
  %1052 = zext i32 %1051 to i64
  %1053 = getelementptr inbounds i8, ptr %1050, i64 %1052
  %1054 = load i32, ptr %115, align 4
  %1055 = load i32, ptr %110, align 4
  store ptr %1053, ptr %90, align 8
  store i32 %1054, ptr %91, align 4
  store i32 %1055, ptr %92, align 4
  %1056 = load i32, ptr %92, align 4
  switch i32 %1056, label %1057 [
    i32 4, label %1058
    i32 5, label %1062
    i32 6, label %1066
    i32 7, label %1070
    i32 8, label %1074
  ]

1057:                                             ; preds = %1045
  br label %1058

1058:                                             ; preds = %1057, %1045
  %1059 = load ptr, ptr %90, align 8
  %1060 = load i32, ptr %91, align 4
  %1061 = call i64 @ZSTD_hash4Ptr(ptr noundef %1059, i32 noundef %1060)
  store i64 %1061, ptr %89, align 8
  br label %1078

1062:                                             ; preds = %1045
  %1063 = load ptr, ptr %90, align 8
  %1064 = load i32, ptr %91, align 4
  %1065 = call i64 @ZSTD_hash5Ptr(ptr noundef %1063, i32 noundef %1064)
  store i64 %1065, ptr %89, align 8
  br label %1078

1066:                                             ; preds = %1045
  %1067 = load ptr, ptr %90, align 8
  %1068 = load i32, ptr %91, align 4
  %1069 = call i64 @ZSTD_hash6Ptr(ptr noundef %1067, i32 noundef %1068)
  store i64 %1069, ptr %89, align 8
  br label %1078

1070:                                             ; preds = %1045
  %1071 = load ptr, ptr %90, align 8
  %1072 = load i32, ptr %91, align 4
  %1073 = call i64 @ZSTD_hash7Ptr(ptr noundef %1071, i32 noundef %1072)
  store i64 %1073, ptr %89, align 8
  br label %1078

1074:                                             ; preds = %1045
  %1075 = load ptr, ptr %90, align 8
  %1076 = load i32, ptr %91, align 4
  %1077 = call i64 @ZSTD_hash8Ptr(ptr noundef %1075, i32 noundef %1076)
  store i64 %1077, ptr %89, align 8
  br label %1078

1078:                                             ; preds = %1074, %1070, %1066, %1062, %1058
  %1079 = load i64, ptr %89, align 8
  %1080 = getelementptr inbounds i32, ptr %1049, i64 %1079
  store i32 %1048, ptr %1080, align 4
  %1081 = load ptr, ptr %142, align 8
  %1082 = getelementptr inbounds i8, ptr %1081, i64 -1
  %1083 = load ptr, ptr %116, align 8
  %1084 = ptrtoint ptr %1082 to i64
  %1085 = ptrtoint ptr %1083 to i64
  %1086 = sub i64 %1084, %1085
  %1087 = trunc i64 %1086 to i32
  %1088 = load ptr, ptr %114, align 8
  %1089 = load ptr, ptr %142, align 8
  %1090 = getelementptr inbounds i8, ptr %1089, i64 -1
  %1091 = load i32, ptr %115, align 4
  %1092 = load i32, ptr %110, align 4
  store ptr %1090, ptr %94, align 8
  store i32 %1091, ptr %95, align 4
  store i32 %1092, ptr %96, align 4
  %1093 = load i32, ptr %96, align 4
  switch i32 %1093, label %1094 [
    i32 4, label %1095
    i32 5, label %1099
    i32 6, label %1103
    i32 7, label %1107
    i32 8, label %1111
  ]

1094:                                             ; preds = %1078
  br label %1095

1095:                                             ; preds = %1094, %1078
  %1096 = load ptr, ptr %94, align 8
  %1097 = load i32, ptr %95, align 4
  %1098 = call i64 @ZSTD_hash4Ptr(ptr noundef %1096, i32 noundef %1097)
  store i64 %1098, ptr %93, align 8
  br label %1115

1099:                                             ; preds = %1078
  %1100 = load ptr, ptr %94, align 8
  %1101 = load i32, ptr %95, align 4
  %1102 = call i64 @ZSTD_hash5Ptr(ptr noundef %1100, i32 noundef %1101)
  store i64 %1102, ptr %93, align 8
  br label %1115

1103:                                             ; preds = %1078
  %1104 = load ptr, ptr %94, align 8
  %1105 = load i32, ptr %95, align 4
  %1106 = call i64 @ZSTD_hash6Ptr(ptr noundef %1104, i32 noundef %1105)
  store i64 %1106, ptr %93, align 8
  br label %1115

1107:                                             ; preds = %1078
  %1108 = load ptr, ptr %94, align 8
  %1109 = load i32, ptr %95, align 4
  %1110 = call i64 @ZSTD_hash7Ptr(ptr noundef %1108, i32 noundef %1109)
  store i64 %1110, ptr %93, align 8
  br label %1115

1111:                                             ; preds = %1078
  %1112 = load ptr, ptr %94, align 8
  %1113 = load i32, ptr %95, align 4
  %1114 = call i64 @ZSTD_hash8Ptr(ptr noundef %1112, i32 noundef %1113)
  store i64 %1114, ptr %93, align 8
  br label %1115

1115:                                             ; preds = %1111, %1107, %1103, %1099, %1095
  %1116 = load i64, ptr %93, align 8
  %1117 = getelementptr inbounds i32, ptr %1088, i64 %1116
  store i32 %1087, ptr %1117, align 4
  br label %1118

1118:                                             ; preds = %1377, %1115
  %1119 = load ptr, ptr %142, align 8
  %1120 = load ptr, ptr %123, align 8
  %1121 = icmp ule ptr %1119, %1120
  br i1 %1121, label %1122, label %1138

1122:                                             ; preds = %1118
  %1123 = load i32, ptr %125, align 4
  %1124 = icmp ugt i32 %1123, 0
  %1125 = zext i1 %1124 to i32
  %1126 = load ptr, ptr %142, align 8
  %1127 = call i32 @MEM_read32(ptr noundef %1126)
  %1128 = load ptr, ptr %142, align 8
  %1129 = load i32, ptr %125, align 4
  %1130 = zext i32 %1129 to i64
  %1131 = sub i64 0, %1130
  %1132 = getelementptr inbounds i8, ptr %1128, i64 %1131
  %1133 = call i32 @MEM_read32(ptr noundef %1132)
  %1134 = icmp eq i32 %1127, %1133
  %1135 = zext i1 %1134 to i32
  %1136 = and i32 %1125, %1135
  %1137 = icmp ne i32 %1136, 0
  br label %1138

1138:                                             ; preds = %1122, %1118
  %1139 = phi i1 [ false, %1118 ], [ %1137, %1122 ]
  br i1 %1139, label %1140, label %1392

1140:                                             ; preds = %1138
  %1141 = load ptr, ptr %142, align 8
  %1142 = getelementptr inbounds i8, ptr %1141, i64 4
  %1143 = load ptr, ptr %142, align 8
  %1144 = getelementptr inbounds i8, ptr %1143, i64 4
  %1145 = load i32, ptr %125, align 4
  %1146 = zext i32 %1145 to i64
  %1147 = sub i64 0, %1146
  %1148 = getelementptr inbounds i8, ptr %1144, i64 %1147
  %1149 = load ptr, ptr %122, align 8
  %1150 = call i64 @ZSTD_count(ptr noundef %1142, ptr noundef %1148, ptr noundef %1149)
  %1151 = add i64 %1150, 4
  store i64 %1151, ptr %153, align 8
  %1152 = load i32, ptr %125, align 4
  store i32 %1152, ptr %154, align 4
  %1153 = load i32, ptr %124, align 4
  store i32 %1153, ptr %125, align 4
  %1154 = load i32, ptr %154, align 4
  store i32 %1154, ptr %124, align 4
  %1155 = load ptr, ptr %142, align 8
  %1156 = load ptr, ptr %116, align 8
  %1157 = ptrtoint ptr %1155 to i64
  %1158 = ptrtoint ptr %1156 to i64
  %1159 = sub i64 %1157, %1158
  %1160 = trunc i64 %1159 to i32
  %1161 = load ptr, ptr %114, align 8
  %1162 = load ptr, ptr %142, align 8
  %1163 = load i32, ptr %115, align 4
  %1164 = load i32, ptr %110, align 4
  store ptr %1162, ptr %98, align 8
  store i32 %1163, ptr %99, align 4
  store i32 %1164, ptr %100, align 4
  %1165 = load i32, ptr %100, align 4
  switch i32 %1165, label %1166 [
    i32 4, label %1167
    i32 5, label %1171
    i32 6, label %1175
    i32 7, label %1179
    i32 8, label %1183
  ]

1166:                                             ; preds = %1140
  br label %1167

1167:                                             ; preds = %1166, %1140
  %1168 = load ptr, ptr %98, align 8
  %1169 = load i32, ptr %99, align 4
  %1170 = call i64 @ZSTD_hash4Ptr(ptr noundef %1168, i32 noundef %1169)
  store i64 %1170, ptr %97, align 8
  br label %1187

1171:                                             ; preds = %1140
  %1172 = load ptr, ptr %98, align 8
  %1173 = load i32, ptr %99, align 4
  %1174 = call i64 @ZSTD_hash5Ptr(ptr noundef %1172, i32 noundef %1173)
  store i64 %1174, ptr %97, align 8
  br label %1187

1175:                                             ; preds = %1140
  %1176 = load ptr, ptr %98, align 8
  %1177 = load i32, ptr %99, align 4
  %1178 = call i64 @ZSTD_hash6Ptr(ptr noundef %1176, i32 noundef %1177)
  store i64 %1178, ptr %97, align 8
  br label %1187

1179:                                             ; preds = %1140
  %1180 = load ptr, ptr %98, align 8
  %1181 = load i32, ptr %99, align 4
  %1182 = call i64 @ZSTD_hash7Ptr(ptr noundef %1180, i32 noundef %1181)
  store i64 %1182, ptr %97, align 8
  br label %1187

1183:                                             ; preds = %1140
  %1184 = load ptr, ptr %98, align 8
  %1185 = load i32, ptr %99, align 4
  %1186 = call i64 @ZSTD_hash8Ptr(ptr noundef %1184, i32 noundef %1185)
  store i64 %1186, ptr %97, align 8
  br label %1187

1187:                                             ; preds = %1183, %1179, %1175, %1171, %1167
  %1188 = load i64, ptr %97, align 8
  %1189 = getelementptr inbounds i32, ptr %1161, i64 %1188
  store i32 %1160, ptr %1189, align 4
  %1190 = load ptr, ptr %142, align 8
  %1191 = load ptr, ptr %116, align 8
  %1192 = ptrtoint ptr %1190 to i64
  %1193 = ptrtoint ptr %1191 to i64
  %1194 = sub i64 %1192, %1193
  %1195 = trunc i64 %1194 to i32
  %1196 = load ptr, ptr %112, align 8
  %1197 = load ptr, ptr %142, align 8
  %1198 = load i32, ptr %113, align 4
  store ptr %1197, ptr %102, align 8
  store i32 %1198, ptr %103, align 4
  store i32 8, ptr %104, align 4
  %1199 = load i32, ptr %104, align 4
  switch i32 %1199, label %1200 [
    i32 4, label %1201
    i32 5, label %1205
    i32 6, label %1209
    i32 7, label %1213
    i32 8, label %1217
  ]

1200:                                             ; preds = %1187
  br label %1201

1201:                                             ; preds = %1200, %1187
  %1202 = load ptr, ptr %102, align 8
  %1203 = load i32, ptr %103, align 4
  %1204 = call i64 @ZSTD_hash4Ptr(ptr noundef %1202, i32 noundef %1203)
  store i64 %1204, ptr %101, align 8
  br label %1221

1205:                                             ; preds = %1187
  %1206 = load ptr, ptr %102, align 8
  %1207 = load i32, ptr %103, align 4
  %1208 = call i64 @ZSTD_hash5Ptr(ptr noundef %1206, i32 noundef %1207)
  store i64 %1208, ptr %101, align 8
  br label %1221

1209:                                             ; preds = %1187
  %1210 = load ptr, ptr %102, align 8
  %1211 = load i32, ptr %103, align 4
  %1212 = call i64 @ZSTD_hash6Ptr(ptr noundef %1210, i32 noundef %1211)
  store i64 %1212, ptr %101, align 8
  br label %1221

1213:                                             ; preds = %1187
  %1214 = load ptr, ptr %102, align 8
  %1215 = load i32, ptr %103, align 4
  %1216 = call i64 @ZSTD_hash7Ptr(ptr noundef %1214, i32 noundef %1215)
  store i64 %1216, ptr %101, align 8
  br label %1221

1217:                                             ; preds = %1187
  %1218 = load ptr, ptr %102, align 8
  %1219 = load i32, ptr %103, align 4
  %1220 = call i64 @ZSTD_hash8Ptr(ptr noundef %1218, i32 noundef %1219)
  store i64 %1220, ptr %101, align 8
  br label %1221

1221:                                             ; preds = %1217, %1213, %1209, %1205, %1201
  %1222 = load i64, ptr %101, align 8
  %1223 = getelementptr inbounds i32, ptr %1196, i64 %1222
  store i32 %1195, ptr %1223, align 4
  %1224 = load ptr, ptr %106, align 8
  %1225 = load ptr, ptr %118, align 8
  %1226 = load ptr, ptr %122, align 8
  %1227 = load i64, ptr %153, align 8
  store ptr %1224, ptr %53, align 8
  store i64 0, ptr %54, align 8
  store ptr %1225, ptr %55, align 8
  store ptr %1226, ptr %56, align 8
  store i32 1, ptr %57, align 4
  store i64 %1227, ptr %58, align 8
  %1228 = load ptr, ptr %56, align 8
  %1229 = getelementptr inbounds i8, ptr %1228, i64 -32
  store ptr %1229, ptr %59, align 8
  %1230 = load ptr, ptr %55, align 8
  %1231 = load i64, ptr %54, align 8
  %1232 = getelementptr inbounds i8, ptr %1230, i64 %1231
  store ptr %1232, ptr %60, align 8
  %1233 = load ptr, ptr %60, align 8
  %1234 = load ptr, ptr %59, align 8
  %1235 = icmp ule ptr %1233, %1234
  br i1 %1235, label %1236, label %1309

1236:                                             ; preds = %1221
  %1237 = load ptr, ptr %53, align 8
  %1238 = getelementptr inbounds %struct.SeqStore_t, ptr %1237, i32 0, i32 3
  %1239 = load ptr, ptr %1238, align 8
  %1240 = load ptr, ptr %55, align 8
  call void @ZSTD_copy16(ptr noundef %1239, ptr noundef %1240)
  %1241 = load i64, ptr %54, align 8
  %1242 = icmp ugt i64 %1241, 16
  br i1 %1242, label %1243, label %1308

1243:                                             ; preds = %1236
  %1244 = load ptr, ptr %53, align 8
  %1245 = getelementptr inbounds %struct.SeqStore_t, ptr %1244, i32 0, i32 3
  %1246 = load ptr, ptr %1245, align 8
  %1247 = getelementptr inbounds i8, ptr %1246, i64 16
  %1248 = load ptr, ptr %55, align 8
  %1249 = getelementptr inbounds i8, ptr %1248, i64 16
  %1250 = load i64, ptr %54, align 8
  %1251 = sub nsw i64 %1250, 16
  store ptr %1247, ptr %29, align 8
  store ptr %1249, ptr %30, align 8
  store i64 %1251, ptr %31, align 8
  store i32 0, ptr %32, align 4
  %1252 = load ptr, ptr %29, align 8
  %1253 = load ptr, ptr %30, align 8
  %1254 = ptrtoint ptr %1252 to i64
  %1255 = ptrtoint ptr %1253 to i64
  %1256 = sub i64 %1254, %1255
  store i64 %1256, ptr %33, align 8
  %1257 = load ptr, ptr %30, align 8
  store ptr %1257, ptr %34, align 8
  %1258 = load ptr, ptr %29, align 8
  store ptr %1258, ptr %35, align 8
  %1259 = load ptr, ptr %35, align 8
  %1260 = load i64, ptr %31, align 8
  %1261 = getelementptr inbounds i8, ptr %1259, i64 %1260
  store ptr %1261, ptr %36, align 8
  %1262 = load i32, ptr %32, align 4
  %1263 = icmp eq i32 %1262, 1
  br i1 %1263, label %1264, label %1279

1264:                                             ; preds = %1243
  %1265 = load i64, ptr %33, align 8
  %1266 = icmp slt i64 %1265, 16
  br i1 %1266, label %1267, label %1279

1267:                                             ; preds = %1264
  br label %1268

1268:                                             ; preds = %1268, %1267
  %1269 = load ptr, ptr %35, align 8
  %1270 = load ptr, ptr %34, align 8
  call void @ZSTD_copy8(ptr noundef %1269, ptr noundef %1270)
  %1271 = load ptr, ptr %35, align 8
  %1272 = getelementptr inbounds i8, ptr %1271, i64 8
  store ptr %1272, ptr %35, align 8
  %1273 = load ptr, ptr %34, align 8
  %1274 = getelementptr inbounds i8, ptr %1273, i64 8
  store ptr %1274, ptr %34, align 8
  %1275 = load ptr, ptr %35, align 8
  %1276 = load ptr, ptr %36, align 8
  %1277 = icmp ult ptr %1275, %1276
  br i1 %1277, label %1268, label %1278, !llvm.loop !11

1278:                                             ; preds = %1268
  br label %1307

1279:                                             ; preds = %1264, %1243
  %1280 = load ptr, ptr %35, align 8
  %1281 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1280, ptr noundef %1281)
  %1282 = load i64, ptr %31, align 8
  %1283 = icmp sge i64 16, %1282
  br i1 %1283, label %1284, label %1285

1284:                                             ; preds = %1279
  br label %1307

1285:                                             ; preds = %1279
  %1286 = load ptr, ptr %35, align 8
  %1287 = getelementptr inbounds i8, ptr %1286, i64 16
  store ptr %1287, ptr %35, align 8
  %1288 = load ptr, ptr %34, align 8
  %1289 = getelementptr inbounds i8, ptr %1288, i64 16
  store ptr %1289, ptr %34, align 8
  br label %1290

1290:                                             ; preds = %1290, %1285
  %1291 = load ptr, ptr %35, align 8
  %1292 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1291, ptr noundef %1292)
  %1293 = load ptr, ptr %35, align 8
  %1294 = getelementptr inbounds i8, ptr %1293, i64 16
  store ptr %1294, ptr %35, align 8
  %1295 = load ptr, ptr %34, align 8
  %1296 = getelementptr inbounds i8, ptr %1295, i64 16
  store ptr %1296, ptr %34, align 8
  %1297 = load ptr, ptr %35, align 8
  %1298 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1297, ptr noundef %1298)
  %1299 = load ptr, ptr %35, align 8
  %1300 = getelementptr inbounds i8, ptr %1299, i64 16
  store ptr %1300, ptr %35, align 8
  %1301 = load ptr, ptr %34, align 8
  %1302 = getelementptr inbounds i8, ptr %1301, i64 16
  store ptr %1302, ptr %34, align 8
  %1303 = load ptr, ptr %35, align 8
  %1304 = load ptr, ptr %36, align 8
  %1305 = icmp ult ptr %1303, %1304
  br i1 %1305, label %1290, label %1306, !llvm.loop !12

1306:                                             ; preds = %1290
  br label %1307

1307:                                             ; preds = %1278, %1284, %1306
  br label %1308

1308:                                             ; preds = %1307, %1236
  br label %1316

1309:                                             ; preds = %1221
  %1310 = load ptr, ptr %53, align 8
  %1311 = getelementptr inbounds %struct.SeqStore_t, ptr %1310, i32 0, i32 3
  %1312 = load ptr, ptr %1311, align 8
  %1313 = load ptr, ptr %55, align 8
  %1314 = load ptr, ptr %60, align 8
  %1315 = load ptr, ptr %59, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1312, ptr noundef %1313, ptr noundef %1314, ptr noundef %1315)
  br label %1316

1316:                                             ; preds = %1308, %1309
  %1317 = load i64, ptr %54, align 8
  %1318 = load ptr, ptr %53, align 8
  %1319 = getelementptr inbounds %struct.SeqStore_t, ptr %1318, i32 0, i32 3
  %1320 = load ptr, ptr %1319, align 8
  %1321 = getelementptr inbounds i8, ptr %1320, i64 %1317
  store ptr %1321, ptr %1319, align 8
  %1322 = load ptr, ptr %53, align 8
  %1323 = load i64, ptr %54, align 8
  %1324 = load i32, ptr %57, align 4
  %1325 = load i64, ptr %58, align 8
  store ptr %1322, ptr %11, align 8
  store i64 %1323, ptr %12, align 8
  store i32 %1324, ptr %13, align 4
  store i64 %1325, ptr %14, align 8
  %1326 = load i64, ptr %12, align 8
  %1327 = icmp ugt i64 %1326, 65535
  %1328 = zext i1 %1327 to i32
  %1329 = sext i32 %1328 to i64
  br i1 %1327, label %1330, label %1345

1330:                                             ; preds = %1316
  %1331 = load ptr, ptr %11, align 8
  %1332 = getelementptr inbounds %struct.SeqStore_t, ptr %1331, i32 0, i32 9
  store i32 1, ptr %1332, align 8
  %1333 = load ptr, ptr %11, align 8
  %1334 = getelementptr inbounds %struct.SeqStore_t, ptr %1333, i32 0, i32 1
  %1335 = load ptr, ptr %1334, align 8
  %1336 = load ptr, ptr %11, align 8
  %1337 = load ptr, ptr %1336, align 8
  %1338 = ptrtoint ptr %1335 to i64
  %1339 = ptrtoint ptr %1337 to i64
  %1340 = sub i64 %1338, %1339
  %1341 = sdiv exact i64 %1340, 8
  %1342 = trunc i64 %1341 to i32
  %1343 = load ptr, ptr %11, align 8
  %1344 = getelementptr inbounds %struct.SeqStore_t, ptr %1343, i32 0, i32 10
  store i32 %1342, ptr %1344, align 4
  br label %1345

1345:                                             ; preds = %1330, %1316
  %1346 = load i64, ptr %12, align 8
  %1347 = trunc i64 %1346 to i16
  %1348 = load ptr, ptr %11, align 8
  %1349 = getelementptr inbounds %struct.SeqStore_t, ptr %1348, i32 0, i32 1
  %1350 = load ptr, ptr %1349, align 8
  %1351 = getelementptr inbounds %struct.SeqDef_s, ptr %1350, i32 0, i32 1
  store i16 %1347, ptr %1351, align 4
  %1352 = load i32, ptr %13, align 4
  %1353 = load ptr, ptr %11, align 8
  %1354 = getelementptr inbounds %struct.SeqStore_t, ptr %1353, i32 0, i32 1
  %1355 = load ptr, ptr %1354, align 8
  store i32 %1352, ptr %1355, align 4
  %1356 = load i64, ptr %14, align 8
  %1357 = sub i64 %1356, 3
  store i64 %1357, ptr %15, align 8
  %1358 = load i64, ptr %15, align 8
  %1359 = icmp ugt i64 %1358, 65535
  %1360 = zext i1 %1359 to i32
  %1361 = sext i32 %1360 to i64
  br i1 %1359, label %1362, label %1377

1362:                                             ; preds = %1345
  %1363 = load ptr, ptr %11, align 8
  %1364 = getelementptr inbounds %struct.SeqStore_t, ptr %1363, i32 0, i32 9
  store i32 2, ptr %1364, align 8
  %1365 = load ptr, ptr %11, align 8
  %1366 = getelementptr inbounds %struct.SeqStore_t, ptr %1365, i32 0, i32 1
  %1367 = load ptr, ptr %1366, align 8
  %1368 = load ptr, ptr %11, align 8
  %1369 = load ptr, ptr %1368, align 8
  %1370 = ptrtoint ptr %1367 to i64
  %1371 = ptrtoint ptr %1369 to i64
  %1372 = sub i64 %1370, %1371
  %1373 = sdiv exact i64 %1372, 8
  %1374 = trunc i64 %1373 to i32
  %1375 = load ptr, ptr %11, align 8
  %1376 = getelementptr inbounds %struct.SeqStore_t, ptr %1375, i32 0, i32 10
  store i32 %1374, ptr %1376, align 4
  br label %1377

1377:                                             ; preds = %1345, %1362
  %1378 = load i64, ptr %15, align 8
  %1379 = trunc i64 %1378 to i16
  %1380 = load ptr, ptr %11, align 8
  %1381 = getelementptr inbounds %struct.SeqStore_t, ptr %1380, i32 0, i32 1
  %1382 = load ptr, ptr %1381, align 8
  %1383 = getelementptr inbounds %struct.SeqDef_s, ptr %1382, i32 0, i32 2
  store i16 %1379, ptr %1383, align 2
  %1384 = load ptr, ptr %11, align 8
  %1385 = getelementptr inbounds %struct.SeqStore_t, ptr %1384, i32 0, i32 1
  %1386 = load ptr, ptr %1385, align 8
  %1387 = getelementptr inbounds %struct.SeqDef_s, ptr %1386, i32 1
  store ptr %1387, ptr %1385, align 8
  %1388 = load i64, ptr %153, align 8
  %1389 = load ptr, ptr %142, align 8
  %1390 = getelementptr inbounds i8, ptr %1389, i64 %1388
  store ptr %1390, ptr %142, align 8
  %1391 = load ptr, ptr %142, align 8
  store ptr %1391, ptr %118, align 8
  br label %1118, !llvm.loop !16

1392:                                             ; preds = %1138
  br label %1393

1393:                                             ; preds = %1392, %969
  br label %248

1394:                                             ; preds = %718, %720
  %1395 = phi i32 [ %719, %718 ], [ %721, %720 ]
  %1396 = load ptr, ptr %107, align 8
  %1397 = getelementptr inbounds i32, ptr %1396, i64 1
  store i32 %1395, ptr %1397, align 4
  %1398 = load ptr, ptr %122, align 8
  %1399 = load ptr, ptr %118, align 8
  %1400 = ptrtoint ptr %1398 to i64
  %1401 = ptrtoint ptr %1399 to i64
  %1402 = sub i64 %1400, %1401
  ret i64 %1402
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_compressBlock_doubleFast_noDict_5(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  %25 = alloca i64, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca i64, align 8
  %32 = alloca i32, align 4
  %33 = alloca i64, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca ptr, align 8
  %38 = alloca ptr, align 8
  %39 = alloca i64, align 8
  %40 = alloca i32, align 4
  %41 = alloca i64, align 8
  %42 = alloca ptr, align 8
  %43 = alloca ptr, align 8
  %44 = alloca ptr, align 8
  %45 = alloca ptr, align 8
  %46 = alloca i64, align 8
  %47 = alloca ptr, align 8
  %48 = alloca ptr, align 8
  %49 = alloca i32, align 4
  %50 = alloca i64, align 8
  %51 = alloca ptr, align 8
  %52 = alloca ptr, align 8
  %53 = alloca ptr, align 8
  %54 = alloca i64, align 8
  %55 = alloca ptr, align 8
  %56 = alloca ptr, align 8
  %57 = alloca i32, align 4
  %58 = alloca i64, align 8
  %59 = alloca ptr, align 8
  %60 = alloca ptr, align 8
  %61 = alloca ptr, align 8
  %62 = alloca i64, align 8
  %63 = alloca ptr, align 8
  %64 = alloca ptr, align 8
  %65 = alloca i32, align 4
  %66 = alloca i64, align 8
  %67 = alloca ptr, align 8
  %68 = alloca ptr, align 8
  %69 = alloca i64, align 8
  %70 = alloca ptr, align 8
  %71 = alloca i32, align 4
  %72 = alloca i32, align 4
  %73 = alloca i64, align 8
  %74 = alloca ptr, align 8
  %75 = alloca i32, align 4
  %76 = alloca i32, align 4
  %77 = alloca i64, align 8
  %78 = alloca ptr, align 8
  %79 = alloca i32, align 4
  %80 = alloca i32, align 4
  %81 = alloca i64, align 8
  %82 = alloca ptr, align 8
  %83 = alloca i32, align 4
  %84 = alloca i32, align 4
  %85 = alloca i64, align 8
  %86 = alloca ptr, align 8
  %87 = alloca i32, align 4
  %88 = alloca i32, align 4
  %89 = alloca i64, align 8
  %90 = alloca ptr, align 8
  %91 = alloca i32, align 4
  %92 = alloca i32, align 4
  %93 = alloca i64, align 8
  %94 = alloca ptr, align 8
  %95 = alloca i32, align 4
  %96 = alloca i32, align 4
  %97 = alloca i64, align 8
  %98 = alloca ptr, align 8
  %99 = alloca i32, align 4
  %100 = alloca i32, align 4
  %101 = alloca i64, align 8
  %102 = alloca ptr, align 8
  %103 = alloca i32, align 4
  %104 = alloca i32, align 4
  %105 = alloca ptr, align 8
  %106 = alloca ptr, align 8
  %107 = alloca ptr, align 8
  %108 = alloca ptr, align 8
  %109 = alloca i64, align 8
  %110 = alloca i32, align 4
  %111 = alloca ptr, align 8
  %112 = alloca ptr, align 8
  %113 = alloca i32, align 4
  %114 = alloca ptr, align 8
  %115 = alloca i32, align 4
  %116 = alloca ptr, align 8
  %117 = alloca ptr, align 8
  %118 = alloca ptr, align 8
  %119 = alloca i32, align 4
  %120 = alloca i32, align 4
  %121 = alloca ptr, align 8
  %122 = alloca ptr, align 8
  %123 = alloca ptr, align 8
  %124 = alloca i32, align 4
  %125 = alloca i32, align 4
  %126 = alloca i32, align 4
  %127 = alloca i32, align 4
  %128 = alloca i64, align 8
  %129 = alloca i32, align 4
  %130 = alloca i32, align 4
  %131 = alloca i64, align 8
  %132 = alloca ptr, align 8
  %133 = alloca i64, align 8
  %134 = alloca i64, align 8
  %135 = alloca i64, align 8
  %136 = alloca i32, align 4
  %137 = alloca i32, align 4
  %138 = alloca ptr, align 8
  %139 = alloca ptr, align 8
  %140 = alloca ptr, align 8
  %141 = alloca ptr, align 8
  %142 = alloca ptr, align 8
  %143 = alloca ptr, align 8
  %144 = alloca [10 x i8], align 1
  %145 = alloca i32, align 4
  %146 = alloca i32, align 4
  %147 = alloca i32, align 4
  %148 = alloca i64, align 8
  %149 = alloca i32, align 4
  %150 = alloca ptr, align 8
  %151 = alloca i64, align 8
  %152 = alloca i32, align 4
  %153 = alloca i64, align 8
  %154 = alloca i32, align 4
  %155 = alloca ptr, align 8
  %156 = alloca ptr, align 8
  %157 = alloca ptr, align 8
  %158 = alloca ptr, align 8
  %159 = alloca i64, align 8
  store ptr %0, ptr %155, align 8
  store ptr %1, ptr %156, align 8
  store ptr %2, ptr %157, align 8
  store ptr %3, ptr %158, align 8
  store i64 %4, ptr %159, align 8
  %160 = load ptr, ptr %155, align 8
  %161 = load ptr, ptr %156, align 8
  %162 = load ptr, ptr %157, align 8
  %163 = load ptr, ptr %158, align 8
  %164 = load i64, ptr %159, align 8
  store ptr %160, ptr %105, align 8
  store ptr %161, ptr %106, align 8
  store ptr %162, ptr %107, align 8
  store ptr %163, ptr %108, align 8
  store i64 %164, ptr %109, align 8
  store i32 5, ptr %110, align 4
  %165 = load ptr, ptr %105, align 8
  %166 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %165, i32 0, i32 16
  store ptr %166, ptr %111, align 8
  %167 = load ptr, ptr %105, align 8
  %168 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %167, i32 0, i32 9
  %169 = load ptr, ptr %168, align 8
  store ptr %169, ptr %112, align 8
  %170 = load ptr, ptr %111, align 8
  %171 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %170, i32 0, i32 2
  %172 = load i32, ptr %171, align 4
  store i32 %172, ptr %113, align 4
  %173 = load ptr, ptr %105, align 8
  %174 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %173, i32 0, i32 11
  %175 = load ptr, ptr %174, align 8
  store ptr %175, ptr %114, align 8
  %176 = load ptr, ptr %111, align 8
  %177 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %176, i32 0, i32 1
  %178 = load i32, ptr %177, align 4
  store i32 %178, ptr %115, align 4
  %179 = load ptr, ptr %105, align 8
  %180 = getelementptr inbounds %struct.ZSTD_window_t, ptr %179, i32 0, i32 1
  %181 = load ptr, ptr %180, align 8
  store ptr %181, ptr %116, align 8
  %182 = load ptr, ptr %108, align 8
  store ptr %182, ptr %117, align 8
  %183 = load ptr, ptr %117, align 8
  store ptr %183, ptr %118, align 8
  %184 = load ptr, ptr %117, align 8
  %185 = load ptr, ptr %116, align 8
  %186 = ptrtoint ptr %184 to i64
  %187 = ptrtoint ptr %185 to i64
  %188 = sub i64 %186, %187
  %189 = load i64, ptr %109, align 8
  %190 = add i64 %188, %189
  %191 = trunc i64 %190 to i32
  store i32 %191, ptr %119, align 4
  %192 = load ptr, ptr %105, align 8
  %193 = load i32, ptr %119, align 4
  %194 = load ptr, ptr %111, align 8
  %195 = load i32, ptr %194, align 4
  %196 = call i32 @ZSTD_getLowestPrefixIndex(ptr noundef %192, i32 noundef %193, i32 noundef %195)
  store i32 %196, ptr %120, align 4
  %197 = load ptr, ptr %116, align 8
  %198 = load i32, ptr %120, align 4
  %199 = zext i32 %198 to i64
  %200 = getelementptr inbounds i8, ptr %197, i64 %199
  store ptr %200, ptr %121, align 8
  %201 = load ptr, ptr %117, align 8
  %202 = load i64, ptr %109, align 8
  %203 = getelementptr inbounds i8, ptr %201, i64 %202
  store ptr %203, ptr %122, align 8
  %204 = load ptr, ptr %122, align 8
  %205 = getelementptr inbounds i8, ptr %204, i64 -8
  store ptr %205, ptr %123, align 8
  %206 = load ptr, ptr %107, align 8
  %207 = load i32, ptr %206, align 4
  store i32 %207, ptr %124, align 4
  %208 = load ptr, ptr %107, align 8
  %209 = getelementptr inbounds i32, ptr %208, i64 1
  %210 = load i32, ptr %209, align 4
  store i32 %210, ptr %125, align 4
  store i32 0, ptr %126, align 4
  store i32 0, ptr %127, align 4
  store i64 256, ptr %131, align 8
  %211 = load ptr, ptr %117, align 8
  store ptr %211, ptr %142, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %144, ptr align 1 @__const.ZSTD_compressBlock_doubleFast_noDict_generic.dummy, i64 10, i1 false)
  %212 = load ptr, ptr %142, align 8
  %213 = load ptr, ptr %121, align 8
  %214 = ptrtoint ptr %212 to i64
  %215 = ptrtoint ptr %213 to i64
  %216 = sub i64 %214, %215
  %217 = icmp eq i64 %216, 0
  %218 = zext i1 %217 to i32
  %219 = load ptr, ptr %142, align 8
  %220 = sext i32 %218 to i64
  %221 = getelementptr inbounds i8, ptr %219, i64 %220
  store ptr %221, ptr %142, align 8
  %222 = load ptr, ptr %142, align 8
  %223 = load ptr, ptr %116, align 8
  %224 = ptrtoint ptr %222 to i64
  %225 = ptrtoint ptr %223 to i64
  %226 = sub i64 %224, %225
  %227 = trunc i64 %226 to i32
  store i32 %227, ptr %145, align 4
  %228 = load ptr, ptr %105, align 8
  %229 = load i32, ptr %145, align 4
  %230 = load ptr, ptr %111, align 8
  %231 = load i32, ptr %230, align 4
  %232 = call i32 @ZSTD_getLowestPrefixIndex(ptr noundef %228, i32 noundef %229, i32 noundef %231)
  store i32 %232, ptr %146, align 4
  %233 = load i32, ptr %145, align 4
  %234 = load i32, ptr %146, align 4
  %235 = sub i32 %233, %234
  store i32 %235, ptr %147, align 4
  %236 = load i32, ptr %125, align 4
  %237 = load i32, ptr %147, align 4
  %238 = icmp ugt i32 %236, %237
  br i1 %238, label %239, label %241

239:                                              ; preds = %5
  %240 = load i32, ptr %125, align 4
  store i32 %240, ptr %127, align 4
  store i32 0, ptr %125, align 4
  br label %241

241:                                              ; preds = %239, %5
  %242 = load i32, ptr %124, align 4
  %243 = load i32, ptr %147, align 4
  %244 = icmp ugt i32 %242, %243
  br i1 %244, label %245, label %247

245:                                              ; preds = %241
  %246 = load i32, ptr %124, align 4
  store i32 %246, ptr %126, align 4
  store i32 0, ptr %124, align 4
  br label %247

247:                                              ; preds = %245, %241
  br label %248

248:                                              ; preds = %1393, %247
  store i64 1, ptr %133, align 8
  %249 = load ptr, ptr %142, align 8
  %250 = getelementptr inbounds i8, ptr %249, i64 256
  store ptr %250, ptr %132, align 8
  %251 = load ptr, ptr %142, align 8
  %252 = load i64, ptr %133, align 8
  %253 = getelementptr inbounds i8, ptr %251, i64 %252
  store ptr %253, ptr %143, align 8
  %254 = load ptr, ptr %143, align 8
  %255 = load ptr, ptr %123, align 8
  %256 = icmp ugt ptr %254, %255
  br i1 %256, label %257, label %258

257:                                              ; preds = %248
  br label %695

258:                                              ; preds = %248
  %259 = load ptr, ptr %142, align 8
  %260 = load i32, ptr %113, align 4
  store ptr %259, ptr %70, align 8
  store i32 %260, ptr %71, align 4
  store i32 8, ptr %72, align 4
  %261 = load i32, ptr %72, align 4
  switch i32 %261, label %262 [
    i32 4, label %263
    i32 5, label %267
    i32 6, label %271
    i32 7, label %275
    i32 8, label %279
  ]

262:                                              ; preds = %258
  br label %263

263:                                              ; preds = %262, %258
  %264 = load ptr, ptr %70, align 8
  %265 = load i32, ptr %71, align 4
  %266 = call i64 @ZSTD_hash4Ptr(ptr noundef %264, i32 noundef %265)
  store i64 %266, ptr %69, align 8
  br label %283

267:                                              ; preds = %258
  %268 = load ptr, ptr %70, align 8
  %269 = load i32, ptr %71, align 4
  %270 = call i64 @ZSTD_hash5Ptr(ptr noundef %268, i32 noundef %269)
  store i64 %270, ptr %69, align 8
  br label %283

271:                                              ; preds = %258
  %272 = load ptr, ptr %70, align 8
  %273 = load i32, ptr %71, align 4
  %274 = call i64 @ZSTD_hash6Ptr(ptr noundef %272, i32 noundef %273)
  store i64 %274, ptr %69, align 8
  br label %283

275:                                              ; preds = %258
  %276 = load ptr, ptr %70, align 8
  %277 = load i32, ptr %71, align 4
  %278 = call i64 @ZSTD_hash7Ptr(ptr noundef %276, i32 noundef %277)
  store i64 %278, ptr %69, align 8
  br label %283

279:                                              ; preds = %258
  %280 = load ptr, ptr %70, align 8
  %281 = load i32, ptr %71, align 4
  %282 = call i64 @ZSTD_hash8Ptr(ptr noundef %280, i32 noundef %281)
  store i64 %282, ptr %69, align 8
  br label %283

283:                                              ; preds = %279, %275, %271, %267, %263
  %284 = load i64, ptr %69, align 8
  store i64 %284, ptr %134, align 8
  %285 = load ptr, ptr %112, align 8
  %286 = load i64, ptr %134, align 8
  %287 = getelementptr inbounds i32, ptr %285, i64 %286
  %288 = load i32, ptr %287, align 4
  store i32 %288, ptr %136, align 4
  %289 = load ptr, ptr %116, align 8
  %290 = load i32, ptr %136, align 4
  %291 = zext i32 %290 to i64
  %292 = getelementptr inbounds i8, ptr %289, i64 %291
  store ptr %292, ptr %138, align 8
  br label %293

293:                                              ; preds = %681, %283
  %294 = load ptr, ptr %142, align 8
  %295 = load i32, ptr %115, align 4
  %296 = load i32, ptr %110, align 4
  store ptr %294, ptr %74, align 8
  store i32 %295, ptr %75, align 4
  store i32 %296, ptr %76, align 4
  %297 = load i32, ptr %76, align 4
  switch i32 %297, label %298 [
    i32 4, label %299
    i32 5, label %303
    i32 6, label %307
    i32 7, label %311
    i32 8, label %315
  ]

298:                                              ; preds = %293
  br label %299

299:                                              ; preds = %298, %293
  %300 = load ptr, ptr %74, align 8
  %301 = load i32, ptr %75, align 4
  %302 = call i64 @ZSTD_hash4Ptr(ptr noundef %300, i32 noundef %301)
  store i64 %302, ptr %73, align 8
  br label %319

303:                                              ; preds = %293
  %304 = load ptr, ptr %74, align 8
  %305 = load i32, ptr %75, align 4
  %306 = call i64 @ZSTD_hash5Ptr(ptr noundef %304, i32 noundef %305)
  store i64 %306, ptr %73, align 8
  br label %319

307:                                              ; preds = %293
  %308 = load ptr, ptr %74, align 8
  %309 = load i32, ptr %75, align 4
  %310 = call i64 @ZSTD_hash6Ptr(ptr noundef %308, i32 noundef %309)
  store i64 %310, ptr %73, align 8
  br label %319

311:                                              ; preds = %293
  %312 = load ptr, ptr %74, align 8
  %313 = load i32, ptr %75, align 4
  %314 = call i64 @ZSTD_hash7Ptr(ptr noundef %312, i32 noundef %313)
  store i64 %314, ptr %73, align 8
  br label %319

315:                                              ; preds = %293
  %316 = load ptr, ptr %74, align 8
  %317 = load i32, ptr %75, align 4
  %318 = call i64 @ZSTD_hash8Ptr(ptr noundef %316, i32 noundef %317)
  store i64 %318, ptr %73, align 8
  br label %319

319:                                              ; preds = %315, %311, %307, %303, %299
  %320 = load i64, ptr %73, align 8
  store i64 %320, ptr %148, align 8
  %321 = load ptr, ptr %114, align 8
  %322 = load i64, ptr %148, align 8
  %323 = getelementptr inbounds i32, ptr %321, i64 %322
  %324 = load i32, ptr %323, align 4
  store i32 %324, ptr %149, align 4
  %325 = load ptr, ptr %142, align 8
  %326 = load ptr, ptr %116, align 8
  %327 = ptrtoint ptr %325 to i64
  %328 = ptrtoint ptr %326 to i64
  %329 = sub i64 %327, %328
  %330 = trunc i64 %329 to i32
  store i32 %330, ptr %130, align 4
  %331 = load ptr, ptr %116, align 8
  %332 = load i32, ptr %149, align 4
  %333 = zext i32 %332 to i64
  %334 = getelementptr inbounds i8, ptr %331, i64 %333
  store ptr %334, ptr %139, align 8
  %335 = load i32, ptr %130, align 4
  %336 = load ptr, ptr %114, align 8
  %337 = load i64, ptr %148, align 8
  %338 = getelementptr inbounds i32, ptr %336, i64 %337
  store i32 %335, ptr %338, align 4
  %339 = load ptr, ptr %112, align 8
  %340 = load i64, ptr %134, align 8
  %341 = getelementptr inbounds i32, ptr %339, i64 %340
  store i32 %335, ptr %341, align 4
  %342 = load i32, ptr %124, align 4
  %343 = icmp ugt i32 %342, 0
  %344 = zext i1 %343 to i32
  %345 = load ptr, ptr %142, align 8
  %346 = getelementptr inbounds i8, ptr %345, i64 1
  %347 = load i32, ptr %124, align 4
  %348 = zext i32 %347 to i64
  %349 = sub i64 0, %348
  %350 = getelementptr inbounds i8, ptr %346, i64 %349
  %351 = call i32 @MEM_read32(ptr noundef %350)
  %352 = load ptr, ptr %142, align 8
  %353 = getelementptr inbounds i8, ptr %352, i64 1
  %354 = call i32 @MEM_read32(ptr noundef %353)
  %355 = icmp eq i32 %351, %354
  %356 = zext i1 %355 to i32
  %357 = and i32 %344, %356
  %358 = icmp ne i32 %357, 0
  br i1 %358, label %359, label %544

359:                                              ; preds = %319
  %360 = load ptr, ptr %142, align 8
  %361 = getelementptr inbounds i8, ptr %360, i64 1
  %362 = getelementptr inbounds i8, ptr %361, i64 4
  %363 = load ptr, ptr %142, align 8
  %364 = getelementptr inbounds i8, ptr %363, i64 1
  %365 = getelementptr inbounds i8, ptr %364, i64 4
  %366 = load i32, ptr %124, align 4
  %367 = zext i32 %366 to i64
  %368 = sub i64 0, %367
  %369 = getelementptr inbounds i8, ptr %365, i64 %368
  %370 = load ptr, ptr %122, align 8
  %371 = call i64 @ZSTD_count(ptr noundef %362, ptr noundef %369, ptr noundef %370)
  %372 = add i64 %371, 4
  store i64 %372, ptr %128, align 8
  %373 = load ptr, ptr %142, align 8
  %374 = getelementptr inbounds i8, ptr %373, i32 1
  store ptr %374, ptr %142, align 8
  %375 = load ptr, ptr %106, align 8
  %376 = load ptr, ptr %142, align 8
  %377 = load ptr, ptr %118, align 8
  %378 = ptrtoint ptr %376 to i64
  %379 = ptrtoint ptr %377 to i64
  %380 = sub i64 %378, %379
  %381 = load ptr, ptr %118, align 8
  %382 = load ptr, ptr %122, align 8
  %383 = load i64, ptr %128, align 8
  store ptr %375, ptr %61, align 8
  store i64 %380, ptr %62, align 8
  store ptr %381, ptr %63, align 8
  store ptr %382, ptr %64, align 8
  store i32 1, ptr %65, align 4
  store i64 %383, ptr %66, align 8
  %384 = load ptr, ptr %64, align 8
  %385 = getelementptr inbounds i8, ptr %384, i64 -32
  store ptr %385, ptr %67, align 8
  %386 = load ptr, ptr %63, align 8
  %387 = load i64, ptr %62, align 8
  %388 = getelementptr inbounds i8, ptr %386, i64 %387
  store ptr %388, ptr %68, align 8
  %389 = load ptr, ptr %68, align 8
  %390 = load ptr, ptr %67, align 8
  %391 = icmp ule ptr %389, %390
  br i1 %391, label %392, label %465

392:                                              ; preds = %359
  %393 = load ptr, ptr %61, align 8
  %394 = getelementptr inbounds %struct.SeqStore_t, ptr %393, i32 0, i32 3
  %395 = load ptr, ptr %394, align 8
  %396 = load ptr, ptr %63, align 8
  call void @ZSTD_copy16(ptr noundef %395, ptr noundef %396)
  %397 = load i64, ptr %62, align 8
  %398 = icmp ugt i64 %397, 16
  br i1 %398, label %399, label %464

399:                                              ; preds = %392
  %400 = load ptr, ptr %61, align 8
  %401 = getelementptr inbounds %struct.SeqStore_t, ptr %400, i32 0, i32 3
  %402 = load ptr, ptr %401, align 8
  %403 = getelementptr inbounds i8, ptr %402, i64 16
  %404 = load ptr, ptr %63, align 8
  %405 = getelementptr inbounds i8, ptr %404, i64 16
  %406 = load i64, ptr %62, align 8
  %407 = sub nsw i64 %406, 16
  store ptr %403, ptr %21, align 8
  store ptr %405, ptr %22, align 8
  store i64 %407, ptr %23, align 8
  store i32 0, ptr %24, align 4
  %408 = load ptr, ptr %21, align 8
  %409 = load ptr, ptr %22, align 8
  %410 = ptrtoint ptr %408 to i64
  %411 = ptrtoint ptr %409 to i64
  %412 = sub i64 %410, %411
  store i64 %412, ptr %25, align 8
  %413 = load ptr, ptr %22, align 8
  store ptr %413, ptr %26, align 8
  %414 = load ptr, ptr %21, align 8
  store ptr %414, ptr %27, align 8
  %415 = load ptr, ptr %27, align 8
  %416 = load i64, ptr %23, align 8
  %417 = getelementptr inbounds i8, ptr %415, i64 %416
  store ptr %417, ptr %28, align 8
  %418 = load i32, ptr %24, align 4
  %419 = icmp eq i32 %418, 1
  br i1 %419, label %420, label %435

420:                                              ; preds = %399
  %421 = load i64, ptr %25, align 8
  %422 = icmp slt i64 %421, 16
  br i1 %422, label %423, label %435

423:                                              ; preds = %420
  br label %424

424:                                              ; preds = %424, %423
  %425 = load ptr, ptr %27, align 8
  %426 = load ptr, ptr %26, align 8
  call void @ZSTD_copy8(ptr noundef %425, ptr noundef %426)
  %427 = load ptr, ptr %27, align 8
  %428 = getelementptr inbounds i8, ptr %427, i64 8
  store ptr %428, ptr %27, align 8
  %429 = load ptr, ptr %26, align 8
  %430 = getelementptr inbounds i8, ptr %429, i64 8
  store ptr %430, ptr %26, align 8
  %431 = load ptr, ptr %27, align 8
  %432 = load ptr, ptr %28, align 8
  %433 = icmp ult ptr %431, %432
  br i1 %433, label %424, label %434, !llvm.loop !11

434:                                              ; preds = %424
  br label %463

435:                                              ; preds = %420, %399
  %436 = load ptr, ptr %27, align 8
  %437 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %436, ptr noundef %437)
  %438 = load i64, ptr %23, align 8
  %439 = icmp sge i64 16, %438
  br i1 %439, label %440, label %441

440:                                              ; preds = %435
  br label %463

441:                                              ; preds = %435
  %442 = load ptr, ptr %27, align 8
  %443 = getelementptr inbounds i8, ptr %442, i64 16
  store ptr %443, ptr %27, align 8
  %444 = load ptr, ptr %26, align 8
  %445 = getelementptr inbounds i8, ptr %444, i64 16
  store ptr %445, ptr %26, align 8
  br label %446

446:                                              ; preds = %446, %441
  %447 = load ptr, ptr %27, align 8
  %448 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %447, ptr noundef %448)
  %449 = load ptr, ptr %27, align 8
  %450 = getelementptr inbounds i8, ptr %449, i64 16
  store ptr %450, ptr %27, align 8
  %451 = load ptr, ptr %26, align 8
  %452 = getelementptr inbounds i8, ptr %451, i64 16
  store ptr %452, ptr %26, align 8
  %453 = load ptr, ptr %27, align 8
  %454 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %453, ptr noundef %454)
  %455 = load ptr, ptr %27, align 8
  %456 = getelementptr inbounds i8, ptr %455, i64 16
  store ptr %456, ptr %27, align 8
  %457 = load ptr, ptr %26, align 8
  %458 = getelementptr inbounds i8, ptr %457, i64 16
  store ptr %458, ptr %26, align 8
  %459 = load ptr, ptr %27, align 8
  %460 = load ptr, ptr %28, align 8
  %461 = icmp ult ptr %459, %460
  br i1 %461, label %446, label %462, !llvm.loop !12

462:                                              ; preds = %446
  br label %463

463:                                              ; preds = %434, %440, %462
  br label %464

464:                                              ; preds = %463, %392
  br label %472

465:                                              ; preds = %359
  %466 = load ptr, ptr %61, align 8
  %467 = getelementptr inbounds %struct.SeqStore_t, ptr %466, i32 0, i32 3
  %468 = load ptr, ptr %467, align 8
  %469 = load ptr, ptr %63, align 8
  %470 = load ptr, ptr %68, align 8
  %471 = load ptr, ptr %67, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %468, ptr noundef %469, ptr noundef %470, ptr noundef %471)
  br label %472

472:                                              ; preds = %464, %465
  %473 = load i64, ptr %62, align 8
  %474 = load ptr, ptr %61, align 8
  %475 = getelementptr inbounds %struct.SeqStore_t, ptr %474, i32 0, i32 3
  %476 = load ptr, ptr %475, align 8
  %477 = getelementptr inbounds i8, ptr %476, i64 %473
  store ptr %477, ptr %475, align 8
  %478 = load ptr, ptr %61, align 8
  %479 = load i64, ptr %62, align 8
  %480 = load i32, ptr %65, align 4
  %481 = load i64, ptr %66, align 8
  store ptr %478, ptr %6, align 8
  store i64 %479, ptr %7, align 8
  store i32 %480, ptr %8, align 4
  store i64 %481, ptr %9, align 8
  %482 = load i64, ptr %7, align 8
  %483 = icmp ugt i64 %482, 65535
  %484 = zext i1 %483 to i32
  %485 = sext i32 %484 to i64
  br i1 %483, label %486, label %501

486:                                              ; preds = %472
  %487 = load ptr, ptr %6, align 8
  %488 = getelementptr inbounds %struct.SeqStore_t, ptr %487, i32 0, i32 9
  store i32 1, ptr %488, align 8
  %489 = load ptr, ptr %6, align 8
  %490 = getelementptr inbounds %struct.SeqStore_t, ptr %489, i32 0, i32 1
  %491 = load ptr, ptr %490, align 8
  %492 = load ptr, ptr %6, align 8
  %493 = load ptr, ptr %492, align 8
  %494 = ptrtoint ptr %491 to i64
  %495 = ptrtoint ptr %493 to i64
  %496 = sub i64 %494, %495
  %497 = sdiv exact i64 %496, 8
  %498 = trunc i64 %497 to i32
  %499 = load ptr, ptr %6, align 8
  %500 = getelementptr inbounds %struct.SeqStore_t, ptr %499, i32 0, i32 10
  store i32 %498, ptr %500, align 4
  br label %501

501:                                              ; preds = %486, %472
  %502 = load i64, ptr %7, align 8
  %503 = trunc i64 %502 to i16
  %504 = load ptr, ptr %6, align 8
  %505 = getelementptr inbounds %struct.SeqStore_t, ptr %504, i32 0, i32 1
  %506 = load ptr, ptr %505, align 8
  %507 = getelementptr inbounds %struct.SeqDef_s, ptr %506, i32 0, i32 1
  store i16 %503, ptr %507, align 4
  %508 = load i32, ptr %8, align 4
  %509 = load ptr, ptr %6, align 8
  %510 = getelementptr inbounds %struct.SeqStore_t, ptr %509, i32 0, i32 1
  %511 = load ptr, ptr %510, align 8
  store i32 %508, ptr %511, align 4
  %512 = load i64, ptr %9, align 8
  %513 = sub i64 %512, 3
  store i64 %513, ptr %10, align 8
  %514 = load i64, ptr %10, align 8
  %515 = icmp ugt i64 %514, 65535
  %516 = zext i1 %515 to i32
  %517 = sext i32 %516 to i64
  br i1 %515, label %518, label %533

518:                                              ; preds = %501
  %519 = load ptr, ptr %6, align 8
  %520 = getelementptr inbounds %struct.SeqStore_t, ptr %519, i32 0, i32 9
  store i32 2, ptr %520, align 8
  %521 = load ptr, ptr %6, align 8
  %522 = getelementptr inbounds %struct.SeqStore_t, ptr %521, i32 0, i32 1
  %523 = load ptr, ptr %522, align 8
  %524 = load ptr, ptr %6, align 8
  %525 = load ptr, ptr %524, align 8
  %526 = ptrtoint ptr %523 to i64
  %527 = ptrtoint ptr %525 to i64
  %528 = sub i64 %526, %527
  %529 = sdiv exact i64 %528, 8
  %530 = trunc i64 %529 to i32
  %531 = load ptr, ptr %6, align 8
  %532 = getelementptr inbounds %struct.SeqStore_t, ptr %531, i32 0, i32 10
  store i32 %530, ptr %532, align 4
  br label %533

533:                                              ; preds = %501, %518
  %534 = load i64, ptr %10, align 8
  %535 = trunc i64 %534 to i16
  %536 = load ptr, ptr %6, align 8
  %537 = getelementptr inbounds %struct.SeqStore_t, ptr %536, i32 0, i32 1
  %538 = load ptr, ptr %537, align 8
  %539 = getelementptr inbounds %struct.SeqDef_s, ptr %538, i32 0, i32 2
  store i16 %535, ptr %539, align 2
  %540 = load ptr, ptr %6, align 8
  %541 = getelementptr inbounds %struct.SeqStore_t, ptr %540, i32 0, i32 1
  %542 = load ptr, ptr %541, align 8
  %543 = getelementptr inbounds %struct.SeqDef_s, ptr %542, i32 1
  store ptr %543, ptr %541, align 8
  br label %969

544:                                              ; preds = %319
  %545 = load ptr, ptr %143, align 8
  %546 = load i32, ptr %113, align 4
  store ptr %545, ptr %78, align 8
  store i32 %546, ptr %79, align 4
  store i32 8, ptr %80, align 4
  %547 = load i32, ptr %80, align 4
  switch i32 %547, label %548 [
    i32 4, label %549
    i32 5, label %553
    i32 6, label %557
    i32 7, label %561
    i32 8, label %565
  ]

548:                                              ; preds = %544
  br label %549

549:                                              ; preds = %548, %544
  %550 = load ptr, ptr %78, align 8
  %551 = load i32, ptr %79, align 4
  %552 = call i64 @ZSTD_hash4Ptr(ptr noundef %550, i32 noundef %551)
  store i64 %552, ptr %77, align 8
  br label %569

553:                                              ; preds = %544
  %554 = load ptr, ptr %78, align 8
  %555 = load i32, ptr %79, align 4
  %556 = call i64 @ZSTD_hash5Ptr(ptr noundef %554, i32 noundef %555)
  store i64 %556, ptr %77, align 8
  br label %569

557:                                              ; preds = %544
  %558 = load ptr, ptr %78, align 8
  %559 = load i32, ptr %79, align 4
  %560 = call i64 @ZSTD_hash6Ptr(ptr noundef %558, i32 noundef %559)
  store i64 %560, ptr %77, align 8
  br label %569

561:                                              ; preds = %544
  %562 = load ptr, ptr %78, align 8
  %563 = load i32, ptr %79, align 4
  %564 = call i64 @ZSTD_hash7Ptr(ptr noundef %562, i32 noundef %563)
  store i64 %564, ptr %77, align 8
  br label %569

565:                                              ; preds = %544
  %566 = load ptr, ptr %78, align 8
  %567 = load i32, ptr %79, align 4
  %568 = call i64 @ZSTD_hash8Ptr(ptr noundef %566, i32 noundef %567)
  store i64 %568, ptr %77, align 8
  br label %569

569:                                              ; preds = %565, %561, %557, %553, %549
  %570 = load i64, ptr %77, align 8
  store i64 %570, ptr %135, align 8
  %571 = load i32, ptr %136, align 4
  %572 = load i32, ptr %120, align 4
  %573 = load ptr, ptr %138, align 8
  %574 = call ptr @ZSTD_selectAddr(i32 noundef %571, i32 noundef %572, ptr noundef %573, ptr noundef %144)
  store ptr %574, ptr %150, align 8
  %575 = load ptr, ptr %150, align 8
  %576 = call i64 @MEM_read64(ptr noundef %575)
  %577 = load ptr, ptr %142, align 8
  %578 = call i64 @MEM_read64(ptr noundef %577)
  %579 = icmp eq i64 %576, %578
  br i1 %579, label %580, label %629

580:                                              ; preds = %569
  %581 = load ptr, ptr %150, align 8
  %582 = load ptr, ptr %138, align 8
  %583 = icmp eq ptr %581, %582
  br i1 %583, label %584, label %629

584:                                              ; preds = %580
  %585 = load ptr, ptr %142, align 8
  %586 = getelementptr inbounds i8, ptr %585, i64 8
  %587 = load ptr, ptr %138, align 8
  %588 = getelementptr inbounds i8, ptr %587, i64 8
  %589 = load ptr, ptr %122, align 8
  %590 = call i64 @ZSTD_count(ptr noundef %586, ptr noundef %588, ptr noundef %589)
  %591 = add i64 %590, 8
  store i64 %591, ptr %128, align 8
  %592 = load ptr, ptr %142, align 8
  %593 = load ptr, ptr %138, align 8
  %594 = ptrtoint ptr %592 to i64
  %595 = ptrtoint ptr %593 to i64
  %596 = sub i64 %594, %595
  %597 = trunc i64 %596 to i32
  store i32 %597, ptr %129, align 4
  br label %598

598:                                              ; preds = %621, %584
  %599 = load ptr, ptr %142, align 8
  %600 = load ptr, ptr %118, align 8
  %601 = icmp ugt ptr %599, %600
  %602 = zext i1 %601 to i32
  %603 = load ptr, ptr %138, align 8
  %604 = load ptr, ptr %121, align 8
  %605 = icmp ugt ptr %603, %604
  %606 = zext i1 %605 to i32
  %607 = and i32 %602, %606
  %608 = icmp ne i32 %607, 0
  br i1 %608, label %609, label %619

609:                                              ; preds = %598
  %610 = load ptr, ptr %142, align 8
  %611 = getelementptr inbounds i8, ptr %610, i64 -1
  %612 = load i8, ptr %611, align 1
  %613 = zext i8 %612 to i32
  %614 = load ptr, ptr %138, align 8
  %615 = getelementptr inbounds i8, ptr %614, i64 -1
  %616 = load i8, ptr %615, align 1
  %617 = zext i8 %616 to i32
  %618 = icmp eq i32 %613, %617
  br label %619

619:                                              ; preds = %609, %598
  %620 = phi i1 [ false, %598 ], [ %618, %609 ]
  br i1 %620, label %621, label %628

621:                                              ; preds = %619
  %622 = load ptr, ptr %142, align 8
  %623 = getelementptr inbounds i8, ptr %622, i32 -1
  store ptr %623, ptr %142, align 8
  %624 = load ptr, ptr %138, align 8
  %625 = getelementptr inbounds i8, ptr %624, i32 -1
  store ptr %625, ptr %138, align 8
  %626 = load i64, ptr %128, align 8
  %627 = add i64 %626, 1
  store i64 %627, ptr %128, align 8
  br label %598, !llvm.loop !13

628:                                              ; preds = %619
  br label %782

629:                                              ; preds = %580, %569
  %630 = load ptr, ptr %112, align 8
  %631 = load i64, ptr %135, align 8
  %632 = getelementptr inbounds i32, ptr %630, i64 %631
  %633 = load i32, ptr %632, align 4
  store i32 %633, ptr %137, align 4
  %634 = load ptr, ptr %116, align 8
  %635 = load i32, ptr %137, align 4
  %636 = zext i32 %635 to i64
  %637 = getelementptr inbounds i8, ptr %634, i64 %636
  store ptr %637, ptr %140, align 8
  %638 = load i32, ptr %149, align 4
  %639 = load i32, ptr %120, align 4
  %640 = load ptr, ptr %139, align 8
  %641 = call ptr @ZSTD_selectAddr(i32 noundef %638, i32 noundef %639, ptr noundef %640, ptr noundef %144)
  store ptr %641, ptr %141, align 8
  %642 = load ptr, ptr %141, align 8
  %643 = call i32 @MEM_read32(ptr noundef %642)
  %644 = load ptr, ptr %142, align 8
  %645 = call i32 @MEM_read32(ptr noundef %644)
  %646 = icmp eq i32 %643, %645
  br i1 %646, label %647, label %668

647:                                              ; preds = %629
  %648 = load ptr, ptr %141, align 8
  %649 = load ptr, ptr %139, align 8
  %650 = icmp eq ptr %648, %649
  br i1 %650, label %651, label %668

651:                                              ; preds = %647
  %652 = load ptr, ptr %142, align 8
  %653 = getelementptr inbounds i8, ptr %652, i64 4
  %654 = load ptr, ptr %139, align 8
  %655 = getelementptr inbounds i8, ptr %654, i64 4
  %656 = load ptr, ptr %122, align 8
  %657 = call i64 @ZSTD_count(ptr noundef %653, ptr noundef %655, ptr noundef %656)
  %658 = add i64 %657, 4
  store i64 %658, ptr %128, align 8
  %659 = load ptr, ptr %142, align 8
  %660 = load ptr, ptr %139, align 8
  %661 = ptrtoint ptr %659 to i64
  %662 = ptrtoint ptr %660 to i64
  %663 = sub i64 %661, %662
  %664 = trunc i64 %663 to i32
  store i32 %664, ptr %129, align 4
  %665 = load i32, ptr %137, align 4
  %666 = load i32, ptr %120, align 4
  %667 = icmp ugt i32 %665, %666
  br i1 %667, label %722, label %750

668:                                              ; preds = %647, %629
  %669 = load ptr, ptr %143, align 8
  %670 = load ptr, ptr %132, align 8
  %671 = icmp uge ptr %669, %670
  br i1 %671, label %672, label %681

672:                                              ; preds = %668
  %673 = load ptr, ptr %143, align 8
  %674 = getelementptr inbounds i8, ptr %673, i64 64
  call void @llvm.prefetch.p0(ptr %674, i32 0, i32 3, i32 1)
  %675 = load ptr, ptr %143, align 8
  %676 = getelementptr inbounds i8, ptr %675, i64 128
  call void @llvm.prefetch.p0(ptr %676, i32 0, i32 3, i32 1)
  %677 = load i64, ptr %133, align 8
  %678 = add i64 %677, 1
  store i64 %678, ptr %133, align 8
  %679 = load ptr, ptr %132, align 8
  %680 = getelementptr inbounds i8, ptr %679, i64 256
  store ptr %680, ptr %132, align 8
  br label %681

681:                                              ; preds = %672, %668
  %682 = load ptr, ptr %143, align 8
  store ptr %682, ptr %142, align 8
  %683 = load i64, ptr %133, align 8
  %684 = load ptr, ptr %143, align 8
  %685 = getelementptr inbounds i8, ptr %684, i64 %683
  store ptr %685, ptr %143, align 8
  %686 = load i64, ptr %135, align 8
  store i64 %686, ptr %134, align 8
  %687 = load i32, ptr %137, align 4
  store i32 %687, ptr %136, align 4
  %688 = load ptr, ptr %140, align 8
  store ptr %688, ptr %138, align 8
  %689 = load ptr, ptr %142, align 8
  %690 = getelementptr inbounds i8, ptr %689, i64 256
  call void @llvm.prefetch.p0(ptr %690, i32 0, i32 3, i32 1)
  %691 = load ptr, ptr %143, align 8
  %692 = load ptr, ptr %123, align 8
  %693 = icmp ule ptr %691, %692
  br i1 %693, label %293, label %694, !llvm.loop !14

694:                                              ; preds = %681
  br label %695

695:                                              ; preds = %694, %257
  %696 = load i32, ptr %126, align 4
  %697 = icmp ne i32 %696, 0
  br i1 %697, label %698, label %703

698:                                              ; preds = %695
  %699 = load i32, ptr %124, align 4
  %700 = icmp ne i32 %699, 0
  br i1 %700, label %701, label %703

701:                                              ; preds = %698
  %702 = load i32, ptr %126, align 4
  br label %705

703:                                              ; preds = %698, %695
  %704 = load i32, ptr %127, align 4
  br label %705

705:                                              ; preds = %703, %701
  %706 = phi i32 [ %702, %701 ], [ %704, %703 ]
  store i32 %706, ptr %127, align 4
  %707 = load i32, ptr %124, align 4
  %708 = icmp ne i32 %707, 0
  br i1 %708, label %709, label %711

709:                                              ; preds = %705
  %710 = load i32, ptr %124, align 4
  br label %713

711:                                              ; preds = %705
  %712 = load i32, ptr %126, align 4
  br label %713

713:                                              ; preds = %711, %709
  %714 = phi i32 [ %710, %709 ], [ %712, %711 ]
  %715 = load ptr, ptr %107, align 8
  store i32 %714, ptr %715, align 4
  %716 = load i32, ptr %125, align 4
  %717 = icmp ne i32 %716, 0
  br i1 %717, label %718, label %720

718:                                              ; preds = %713
  %719 = load i32, ptr %125, align 4
  br label %1394

720:                                              ; preds = %713
  %721 = load i32, ptr %127, align 4
  br label %1394

722:                                              ; preds = %651
  %723 = load ptr, ptr %140, align 8
  %724 = call i64 @MEM_read64(ptr noundef %723)
  %725 = load ptr, ptr %143, align 8
  %726 = call i64 @MEM_read64(ptr noundef %725)
  %727 = icmp eq i64 %724, %726
  br i1 %727, label %728, label %750

728:                                              ; preds = %722
  %729 = load ptr, ptr %143, align 8
  %730 = getelementptr inbounds i8, ptr %729, i64 8
  %731 = load ptr, ptr %140, align 8
  %732 = getelementptr inbounds i8, ptr %731, i64 8
  %733 = load ptr, ptr %122, align 8
  %734 = call i64 @ZSTD_count(ptr noundef %730, ptr noundef %732, ptr noundef %733)
  %735 = add i64 %734, 8
  store i64 %735, ptr %151, align 8
  %736 = load i64, ptr %151, align 8
  %737 = load i64, ptr %128, align 8
  %738 = icmp ugt i64 %736, %737
  br i1 %738, label %739, label %749

739:                                              ; preds = %728
  %740 = load ptr, ptr %143, align 8
  store ptr %740, ptr %142, align 8
  %741 = load i64, ptr %151, align 8
  store i64 %741, ptr %128, align 8
  %742 = load ptr, ptr %142, align 8
  %743 = load ptr, ptr %140, align 8
  %744 = ptrtoint ptr %742 to i64
  %745 = ptrtoint ptr %743 to i64
  %746 = sub i64 %744, %745
  %747 = trunc i64 %746 to i32
  store i32 %747, ptr %129, align 4
  %748 = load ptr, ptr %140, align 8
  store ptr %748, ptr %139, align 8
  br label %749

749:                                              ; preds = %739, %728
  br label %750

750:                                              ; preds = %749, %722, %651
  br label %751

751:                                              ; preds = %774, %750
  %752 = load ptr, ptr %142, align 8
  %753 = load ptr, ptr %118, align 8
  %754 = icmp ugt ptr %752, %753
  %755 = zext i1 %754 to i32
  %756 = load ptr, ptr %139, align 8
  %757 = load ptr, ptr %121, align 8
  %758 = icmp ugt ptr %756, %757
  %759 = zext i1 %758 to i32
  %760 = and i32 %755, %759
  %761 = icmp ne i32 %760, 0
  br i1 %761, label %762, label %772

762:                                              ; preds = %751
  %763 = load ptr, ptr %142, align 8
  %764 = getelementptr inbounds i8, ptr %763, i64 -1
  %765 = load i8, ptr %764, align 1
  %766 = zext i8 %765 to i32
  %767 = load ptr, ptr %139, align 8
  %768 = getelementptr inbounds i8, ptr %767, i64 -1
  %769 = load i8, ptr %768, align 1
  %770 = zext i8 %769 to i32
  %771 = icmp eq i32 %766, %770
  br label %772

772:                                              ; preds = %762, %751
  %773 = phi i1 [ false, %751 ], [ %771, %762 ]
  br i1 %773, label %774, label %781

774:                                              ; preds = %772
  %775 = load ptr, ptr %142, align 8
  %776 = getelementptr inbounds i8, ptr %775, i32 -1
  store ptr %776, ptr %142, align 8
  %777 = load ptr, ptr %139, align 8
  %778 = getelementptr inbounds i8, ptr %777, i32 -1
  store ptr %778, ptr %139, align 8
  %779 = load i64, ptr %128, align 8
  %780 = add i64 %779, 1
  store i64 %780, ptr %128, align 8
  br label %751, !llvm.loop !15

781:                                              ; preds = %772
  br label %782

782:                                              ; preds = %781, %628
  %783 = load i32, ptr %124, align 4
  store i32 %783, ptr %125, align 4
  %784 = load i32, ptr %129, align 4
  store i32 %784, ptr %124, align 4
  %785 = load i64, ptr %133, align 8
  %786 = icmp ult i64 %785, 4
  br i1 %786, label %787, label %797

787:                                              ; preds = %782
  %788 = load ptr, ptr %143, align 8
  %789 = load ptr, ptr %116, align 8
  %790 = ptrtoint ptr %788 to i64
  %791 = ptrtoint ptr %789 to i64
  %792 = sub i64 %790, %791
  %793 = trunc i64 %792 to i32
  %794 = load ptr, ptr %112, align 8
  %795 = load i64, ptr %135, align 8
  %796 = getelementptr inbounds i32, ptr %794, i64 %795
  store i32 %793, ptr %796, align 4
  br label %797

797:                                              ; preds = %787, %782
  %798 = load ptr, ptr %106, align 8
  %799 = load ptr, ptr %142, align 8
  %800 = load ptr, ptr %118, align 8
  %801 = ptrtoint ptr %799 to i64
  %802 = ptrtoint ptr %800 to i64
  %803 = sub i64 %801, %802
  %804 = load ptr, ptr %118, align 8
  %805 = load ptr, ptr %122, align 8
  %806 = load i32, ptr %129, align 4
  %807 = add i32 %806, 3
  %808 = load i64, ptr %128, align 8
  store ptr %798, ptr %45, align 8
  store i64 %803, ptr %46, align 8
  store ptr %804, ptr %47, align 8
  store ptr %805, ptr %48, align 8
  store i32 %807, ptr %49, align 4
  store i64 %808, ptr %50, align 8
  %809 = load ptr, ptr %48, align 8
  %810 = getelementptr inbounds i8, ptr %809, i64 -32
  store ptr %810, ptr %51, align 8
  %811 = load ptr, ptr %47, align 8
  %812 = load i64, ptr %46, align 8
  %813 = getelementptr inbounds i8, ptr %811, i64 %812
  store ptr %813, ptr %52, align 8
  %814 = load ptr, ptr %52, align 8
  %815 = load ptr, ptr %51, align 8
  %816 = icmp ule ptr %814, %815
  br i1 %816, label %817, label %890

817:                                              ; preds = %797
  %818 = load ptr, ptr %45, align 8
  %819 = getelementptr inbounds %struct.SeqStore_t, ptr %818, i32 0, i32 3
  %820 = load ptr, ptr %819, align 8
  %821 = load ptr, ptr %47, align 8
  call void @ZSTD_copy16(ptr noundef %820, ptr noundef %821)
  %822 = load i64, ptr %46, align 8
  %823 = icmp ugt i64 %822, 16
  br i1 %823, label %824, label %889

824:                                              ; preds = %817
  %825 = load ptr, ptr %45, align 8
  %826 = getelementptr inbounds %struct.SeqStore_t, ptr %825, i32 0, i32 3
  %827 = load ptr, ptr %826, align 8
  %828 = getelementptr inbounds i8, ptr %827, i64 16
  %829 = load ptr, ptr %47, align 8
  %830 = getelementptr inbounds i8, ptr %829, i64 16
  %831 = load i64, ptr %46, align 8
  %832 = sub nsw i64 %831, 16
  store ptr %828, ptr %37, align 8
  store ptr %830, ptr %38, align 8
  store i64 %832, ptr %39, align 8
  store i32 0, ptr %40, align 4
  %833 = load ptr, ptr %37, align 8
  %834 = load ptr, ptr %38, align 8
  %835 = ptrtoint ptr %833 to i64
  %836 = ptrtoint ptr %834 to i64
  %837 = sub i64 %835, %836
  store i64 %837, ptr %41, align 8
  %838 = load ptr, ptr %38, align 8
  store ptr %838, ptr %42, align 8
  %839 = load ptr, ptr %37, align 8
  store ptr %839, ptr %43, align 8
  %840 = load ptr, ptr %43, align 8
  %841 = load i64, ptr %39, align 8
  %842 = getelementptr inbounds i8, ptr %840, i64 %841
  store ptr %842, ptr %44, align 8
  %843 = load i32, ptr %40, align 4
  %844 = icmp eq i32 %843, 1
  br i1 %844, label %845, label %860

845:                                              ; preds = %824
  %846 = load i64, ptr %41, align 8
  %847 = icmp slt i64 %846, 16
  br i1 %847, label %848, label %860

848:                                              ; preds = %845
  br label %849

849:                                              ; preds = %849, %848
  %850 = load ptr, ptr %43, align 8
  %851 = load ptr, ptr %42, align 8
  call void @ZSTD_copy8(ptr noundef %850, ptr noundef %851)
  %852 = load ptr, ptr %43, align 8
  %853 = getelementptr inbounds i8, ptr %852, i64 8
  store ptr %853, ptr %43, align 8
  %854 = load ptr, ptr %42, align 8
  %855 = getelementptr inbounds i8, ptr %854, i64 8
  store ptr %855, ptr %42, align 8
  %856 = load ptr, ptr %43, align 8
  %857 = load ptr, ptr %44, align 8
  %858 = icmp ult ptr %856, %857
  br i1 %858, label %849, label %859, !llvm.loop !11

859:                                              ; preds = %849
  br label %888

860:                                              ; preds = %845, %824
  %861 = load ptr, ptr %43, align 8
  %862 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %861, ptr noundef %862)
  %863 = load i64, ptr %39, align 8
  %864 = icmp sge i64 16, %863
  br i1 %864, label %865, label %866

865:                                              ; preds = %860
  br label %888

866:                                              ; preds = %860
  %867 = load ptr, ptr %43, align 8
  %868 = getelementptr inbounds i8, ptr %867, i64 16
  store ptr %868, ptr %43, align 8
  %869 = load ptr, ptr %42, align 8
  %870 = getelementptr inbounds i8, ptr %869, i64 16
  store ptr %870, ptr %42, align 8
  br label %871

871:                                              ; preds = %871, %866
  %872 = load ptr, ptr %43, align 8
  %873 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %872, ptr noundef %873)
  %874 = load ptr, ptr %43, align 8
  %875 = getelementptr inbounds i8, ptr %874, i64 16
  store ptr %875, ptr %43, align 8
  %876 = load ptr, ptr %42, align 8
  %877 = getelementptr inbounds i8, ptr %876, i64 16
  store ptr %877, ptr %42, align 8
  %878 = load ptr, ptr %43, align 8
  %879 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %878, ptr noundef %879)
  %880 = load ptr, ptr %43, align 8
  %881 = getelementptr inbounds i8, ptr %880, i64 16
  store ptr %881, ptr %43, align 8
  %882 = load ptr, ptr %42, align 8
  %883 = getelementptr inbounds i8, ptr %882, i64 16
  store ptr %883, ptr %42, align 8
  %884 = load ptr, ptr %43, align 8
  %885 = load ptr, ptr %44, align 8
  %886 = icmp ult ptr %884, %885
  br i1 %886, label %871, label %887, !llvm.loop !12

887:                                              ; preds = %871
  br label %888

888:                                              ; preds = %859, %865, %887
  br label %889

889:                                              ; preds = %888, %817
  br label %897

890:                                              ; preds = %797
  %891 = load ptr, ptr %45, align 8
  %892 = getelementptr inbounds %struct.SeqStore_t, ptr %891, i32 0, i32 3
  %893 = load ptr, ptr %892, align 8
  %894 = load ptr, ptr %47, align 8
  %895 = load ptr, ptr %52, align 8
  %896 = load ptr, ptr %51, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %893, ptr noundef %894, ptr noundef %895, ptr noundef %896)
  br label %897

897:                                              ; preds = %889, %890
  %898 = load i64, ptr %46, align 8
  %899 = load ptr, ptr %45, align 8
  %900 = getelementptr inbounds %struct.SeqStore_t, ptr %899, i32 0, i32 3
  %901 = load ptr, ptr %900, align 8
  %902 = getelementptr inbounds i8, ptr %901, i64 %898
  store ptr %902, ptr %900, align 8
  %903 = load ptr, ptr %45, align 8
  %904 = load i64, ptr %46, align 8
  %905 = load i32, ptr %49, align 4
  %906 = load i64, ptr %50, align 8
  store ptr %903, ptr %16, align 8
  store i64 %904, ptr %17, align 8
  store i32 %905, ptr %18, align 4
  store i64 %906, ptr %19, align 8
  %907 = load i64, ptr %17, align 8
  %908 = icmp ugt i64 %907, 65535
  %909 = zext i1 %908 to i32
  %910 = sext i32 %909 to i64
  br i1 %908, label %911, label %926

911:                                              ; preds = %897
  %912 = load ptr, ptr %16, align 8
  %913 = getelementptr inbounds %struct.SeqStore_t, ptr %912, i32 0, i32 9
  store i32 1, ptr %913, align 8
  %914 = load ptr, ptr %16, align 8
  %915 = getelementptr inbounds %struct.SeqStore_t, ptr %914, i32 0, i32 1
  %916 = load ptr, ptr %915, align 8
  %917 = load ptr, ptr %16, align 8
  %918 = load ptr, ptr %917, align 8
  %919 = ptrtoint ptr %916 to i64
  %920 = ptrtoint ptr %918 to i64
  %921 = sub i64 %919, %920
  %922 = sdiv exact i64 %921, 8
  %923 = trunc i64 %922 to i32
  %924 = load ptr, ptr %16, align 8
  %925 = getelementptr inbounds %struct.SeqStore_t, ptr %924, i32 0, i32 10
  store i32 %923, ptr %925, align 4
  br label %926

926:                                              ; preds = %911, %897
  %927 = load i64, ptr %17, align 8
  %928 = trunc i64 %927 to i16
  %929 = load ptr, ptr %16, align 8
  %930 = getelementptr inbounds %struct.SeqStore_t, ptr %929, i32 0, i32 1
  %931 = load ptr, ptr %930, align 8
  %932 = getelementptr inbounds %struct.SeqDef_s, ptr %931, i32 0, i32 1
  store i16 %928, ptr %932, align 4
  %933 = load i32, ptr %18, align 4
  %934 = load ptr, ptr %16, align 8
  %935 = getelementptr inbounds %struct.SeqStore_t, ptr %934, i32 0, i32 1
  %936 = load ptr, ptr %935, align 8
  store i32 %933, ptr %936, align 4
  %937 = load i64, ptr %19, align 8
  %938 = sub i64 %937, 3
  store i64 %938, ptr %20, align 8
  %939 = load i64, ptr %20, align 8
  %940 = icmp ugt i64 %939, 65535
  %941 = zext i1 %940 to i32
  %942 = sext i32 %941 to i64
  br i1 %940, label %943, label %958

943:                                              ; preds = %926
  %944 = load ptr, ptr %16, align 8
  %945 = getelementptr inbounds %struct.SeqStore_t, ptr %944, i32 0, i32 9
  store i32 2, ptr %945, align 8
  %946 = load ptr, ptr %16, align 8
  %947 = getelementptr inbounds %struct.SeqStore_t, ptr %946, i32 0, i32 1
  %948 = load ptr, ptr %947, align 8
  %949 = load ptr, ptr %16, align 8
  %950 = load ptr, ptr %949, align 8
  %951 = ptrtoint ptr %948 to i64
  %952 = ptrtoint ptr %950 to i64
  %953 = sub i64 %951, %952
  %954 = sdiv exact i64 %953, 8
  %955 = trunc i64 %954 to i32
  %956 = load ptr, ptr %16, align 8
  %957 = getelementptr inbounds %struct.SeqStore_t, ptr %956, i32 0, i32 10
  store i32 %955, ptr %957, align 4
  br label %958

958:                                              ; preds = %926, %943
  %959 = load i64, ptr %20, align 8
  %960 = trunc i64 %959 to i16
  %961 = load ptr, ptr %16, align 8
  %962 = getelementptr inbounds %struct.SeqStore_t, ptr %961, i32 0, i32 1
  %963 = load ptr, ptr %962, align 8
  %964 = getelementptr inbounds %struct.SeqDef_s, ptr %963, i32 0, i32 2
  store i16 %960, ptr %964, align 2
  %965 = load ptr, ptr %16, align 8
  %966 = getelementptr inbounds %struct.SeqStore_t, ptr %965, i32 0, i32 1
  %967 = load ptr, ptr %966, align 8
  %968 = getelementptr inbounds %struct.SeqDef_s, ptr %967, i32 1
  store ptr %968, ptr %966, align 8
  br label %969

969:                                              ; preds = %958, %533
  %970 = load i64, ptr %128, align 8
  %971 = load ptr, ptr %142, align 8
  %972 = getelementptr inbounds i8, ptr %971, i64 %970
  store ptr %972, ptr %142, align 8
  %973 = load ptr, ptr %142, align 8
  store ptr %973, ptr %118, align 8
  %974 = load ptr, ptr %142, align 8
  %975 = load ptr, ptr %123, align 8
  %976 = icmp ule ptr %974, %975
  br i1 %976, label %977, label %1393

977:                                              ; preds = %969
  %978 = load i32, ptr %130, align 4
  %979 = add i32 %978, 2
  store i32 %979, ptr %152, align 4
  %980 = load i32, ptr %152, align 4
  %981 = load ptr, ptr %112, align 8
  %982 = load ptr, ptr %116, align 8
  %983 = load i32, ptr %152, align 4
  %984 = zext i32 %983 to i64
  %985 = getelementptr inbounds i8, ptr %982, i64 %984
  %986 = load i32, ptr %113, align 4
  store ptr %985, ptr %82, align 8
  store i32 %986, ptr %83, align 4
  store i32 8, ptr %84, align 4
  %987 = load i32, ptr %84, align 4
  switch i32 %987, label %988 [
    i32 4, label %989
    i32 5, label %993
    i32 6, label %997
    i32 7, label %1001
    i32 8, label %1005
  ]

988:                                              ; preds = %977
  br label %989

989:                                              ; preds = %988, %977
  %990 = load ptr, ptr %82, align 8
  %991 = load i32, ptr %83, align 4
  %992 = call i64 @ZSTD_hash4Ptr(ptr noundef %990, i32 noundef %991)
  store i64 %992, ptr %81, align 8
  br label %1009

993:                                              ; preds = %977
  %994 = load ptr, ptr %82, align 8
  %995 = load i32, ptr %83, align 4
  %996 = call i64 @ZSTD_hash5Ptr(ptr noundef %994, i32 noundef %995)
  store i64 %996, ptr %81, align 8
  br label %1009

997:                                              ; preds = %977
  %998 = load ptr, ptr %82, align 8
  %999 = load i32, ptr %83, align 4
  %1000 = call i64 @ZSTD_hash6Ptr(ptr noundef %998, i32 noundef %999)
  store i64 %1000, ptr %81, align 8
  br label %1009

1001:                                             ; preds = %977
  %1002 = load ptr, ptr %82, align 8
  %1003 = load i32, ptr %83, align 4
  %1004 = call i64 @ZSTD_hash7Ptr(ptr noundef %1002, i32 noundef %1003)
  store i64 %1004, ptr %81, align 8
  br label %1009

1005:                                             ; preds = %977
  %1006 = load ptr, ptr %82, align 8
  %1007 = load i32, ptr %83, align 4
  %1008 = call i64 @ZSTD_hash8Ptr(ptr noundef %1006, i32 noundef %1007)
  store i64 %1008, ptr %81, align 8
  br label %1009

1009:                                             ; preds = %1005, %1001, %997, %993, %989
  %1010 = load i64, ptr %81, align 8
  %1011 = getelementptr inbounds i32, ptr %981, i64 %1010
  store i32 %980, ptr %1011, align 4
  %1012 = load ptr, ptr %142, align 8
  %1013 = getelementptr inbounds i8, ptr %1012, i64 -2
  %1014 = load ptr, ptr %116, align 8
  %1015 = ptrtoint ptr %1013 to i64
  %1016 = ptrtoint ptr %1014 to i64
  %1017 = sub i64 %1015, %1016
  %1018 = trunc i64 %1017 to i32
  %1019 = load ptr, ptr %112, align 8
  %1020 = load ptr, ptr %142, align 8
  %1021 = getelementptr inbounds i8, ptr %1020, i64 -2
  %1022 = load i32, ptr %113, align 4
  store ptr %1021, ptr %86, align 8
  store i32 %1022, ptr %87, align 4
  store i32 8, ptr %88, align 4
  %1023 = load i32, ptr %88, align 4
  switch i32 %1023, label %1024 [
    i32 4, label %1025
    i32 5, label %1029
    i32 6, label %1033
    i32 7, label %1037
    i32 8, label %1041
  ]

1024:                                             ; preds = %1009
  br label %1025

1025:                                             ; preds = %1024, %1009
  %1026 = load ptr, ptr %86, align 8
  %1027 = load i32, ptr %87, align 4
  %1028 = call i64 @ZSTD_hash4Ptr(ptr noundef %1026, i32 noundef %1027)
  store i64 %1028, ptr %85, align 8
  br label %1045

1029:                                             ; preds = %1009
  %1030 = load ptr, ptr %86, align 8
  %1031 = load i32, ptr %87, align 4
  %1032 = call i64 @ZSTD_hash5Ptr(ptr noundef %1030, i32 noundef %1031)
  store i64 %1032, ptr %85, align 8
  br label %1045

1033:                                             ; preds = %1009
  %1034 = load ptr, ptr %86, align 8
  %1035 = load i32, ptr %87, align 4
  %1036 = call i64 @ZSTD_hash6Ptr(ptr noundef %1034, i32 noundef %1035)
  store i64 %1036, ptr %85, align 8
  br label %1045

1037:                                             ; preds = %1009
  %1038 = load ptr, ptr %86, align 8
  %1039 = load i32, ptr %87, align 4
  %1040 = call i64 @ZSTD_hash7Ptr(ptr noundef %1038, i32 noundef %1039)
  store i64 %1040, ptr %85, align 8
  br label %1045

1041:                                             ; preds = %1009
  %1042 = load ptr, ptr %86, align 8
  %1043 = load i32, ptr %87, align 4
  %1044 = call i64 @ZSTD_hash8Ptr(ptr noundef %1042, i32 noundef %1043)
  store i64 %1044, ptr %85, align 8
  br label %1045

1045:                                             ; preds = %1041, %1037, %1033, %1029, %1025
  %1046 = load i64, ptr %85, align 8
  %1047 = getelementptr inbounds i32, ptr %1019, i64 %1046
  store i32 %1018, ptr %1047, align 4
  %1048 = load i32, ptr %152, align 4
  %1049 = load ptr, ptr %114, align 8
  %1050 = load ptr, ptr %116, align 8
  %1051 = load i32, ptr %152, align 4
  %1052 = zext i32 %1051 to i64
  %1053 = getelementptr inbounds i8, ptr %1050, i64 %1052
  %1054 = load i32, ptr %115, align 4
  %1055 = load i32, ptr %110, align 4
  store ptr %1053, ptr %90, align 8
  store i32 %1054, ptr %91, align 4
  store i32 %1055, ptr %92, align 4
  %1056 = load i32, ptr %92, align 4
  switch i32 %1056, label %1057 [
    i32 4, label %1058
    i32 5, label %1062
    i32 6, label %1066
    i32 7, label %1070
    i32 8, label %1074
  ]

1057:                                             ; preds = %1045
  br label %1058

1058:                                             ; preds = %1057, %1045
  %1059 = load ptr, ptr %90, align 8
  %1060 = load i32, ptr %91, align 4
  %1061 = call i64 @ZSTD_hash4Ptr(ptr noundef %1059, i32 noundef %1060)
  store i64 %1061, ptr %89, align 8
  br label %1078

1062:                                             ; preds = %1045
  %1063 = load ptr, ptr %90, align 8
  %1064 = load i32, ptr %91, align 4
  %1065 = call i64 @ZSTD_hash5Ptr(ptr noundef %1063, i32 noundef %1064)
  store i64 %1065, ptr %89, align 8
  br label %1078

1066:                                             ; preds = %1045
  %1067 = load ptr, ptr %90, align 8
  %1068 = load i32, ptr %91, align 4
  %1069 = call i64 @ZSTD_hash6Ptr(ptr noundef %1067, i32 noundef %1068)
  store i64 %1069, ptr %89, align 8
  br label %1078

1070:                                             ; preds = %1045
  %1071 = load ptr, ptr %90, align 8
  %1072 = load i32, ptr %91, align 4
  %1073 = call i64 @ZSTD_hash7Ptr(ptr noundef %1071, i32 noundef %1072)
  store i64 %1073, ptr %89, align 8
  br label %1078

1074:                                             ; preds = %1045
  %1075 = load ptr, ptr %90, align 8
  %1076 = load i32, ptr %91, align 4
  %1077 = call i64 @ZSTD_hash8Ptr(ptr noundef %1075, i32 noundef %1076)
  store i64 %1077, ptr %89, align 8
  br label %1078

1078:                                             ; preds = %1074, %1070, %1066, %1062, %1058
  %1079 = load i64, ptr %89, align 8
  %1080 = getelementptr inbounds i32, ptr %1049, i64 %1079
  store i32 %1048, ptr %1080, align 4
  %1081 = load ptr, ptr %142, align 8
  %1082 = getelementptr inbounds i8, ptr %1081, i64 -1
  %1083 = load ptr, ptr %116, align 8
  %1084 = ptrtoint ptr %1082 to i64
  %1085 = ptrtoint ptr %1083 to i64
  %1086 = sub i64 %1084, %1085
  %1087 = trunc i64 %1086 to i32
  %1088 = load ptr, ptr %114, align 8
  %1089 = load ptr, ptr %142, align 8
  %1090 = getelementptr inbounds i8, ptr %1089, i64 -1
  %1091 = load i32, ptr %115, align 4
  %1092 = load i32, ptr %110, align 4
  store ptr %1090, ptr %94, align 8
  store i32 %1091, ptr %95, align 4
  store i32 %1092, ptr %96, align 4
  %1093 = load i32, ptr %96, align 4
  switch i32 %1093, label %1094 [
    i32 4, label %1095
    i32 5, label %1099
    i32 6, label %1103
    i32 7, label %1107
    i32 8, label %1111
  ]

1094:                                             ; preds = %1078
  br label %1095

1095:                                             ; preds = %1094, %1078
  %1096 = load ptr, ptr %94, align 8
  %1097 = load i32, ptr %95, align 4
  %1098 = call i64 @ZSTD_hash4Ptr(ptr noundef %1096, i32 noundef %1097)
  store i64 %1098, ptr %93, align 8
  br label %1115

1099:                                             ; preds = %1078
  %1100 = load ptr, ptr %94, align 8
  %1101 = load i32, ptr %95, align 4
  %1102 = call i64 @ZSTD_hash5Ptr(ptr noundef %1100, i32 noundef %1101)
  store i64 %1102, ptr %93, align 8
  br label %1115

1103:                                             ; preds = %1078
  %1104 = load ptr, ptr %94, align 8
  %1105 = load i32, ptr %95, align 4
  %1106 = call i64 @ZSTD_hash6Ptr(ptr noundef %1104, i32 noundef %1105)
  store i64 %1106, ptr %93, align 8
  br label %1115

1107:                                             ; preds = %1078
  %1108 = load ptr, ptr %94, align 8
  %1109 = load i32, ptr %95, align 4
  %1110 = call i64 @ZSTD_hash7Ptr(ptr noundef %1108, i32 noundef %1109)
  store i64 %1110, ptr %93, align 8
  br label %1115

1111:                                             ; preds = %1078
  %1112 = load ptr, ptr %94, align 8
  %1113 = load i32, ptr %95, align 4
  %1114 = call i64 @ZSTD_hash8Ptr(ptr noundef %1112, i32 noundef %1113)
  store i64 %1114, ptr %93, align 8
  br label %1115

1115:                                             ; preds = %1111, %1107, %1103, %1099, %1095
  %1116 = load i64, ptr %93, align 8
  %1117 = getelementptr inbounds i32, ptr %1088, i64 %1116
  store i32 %1087, ptr %1117, align 4
  br label %1118

1118:                                             ; preds = %1377, %1115
  %1119 = load ptr, ptr %142, align 8
  %1120 = load ptr, ptr %123, align 8
  %1121 = icmp ule ptr %1119, %1120
  br i1 %1121, label %1122, label %1138

1122:                                             ; preds = %1118
  %1123 = load i32, ptr %125, align 4
  %1124 = icmp ugt i32 %1123, 0
  %1125 = zext i1 %1124 to i32
  %1126 = load ptr, ptr %142, align 8
  %1127 = call i32 @MEM_read32(ptr noundef %1126)
  %1128 = load ptr, ptr %142, align 8
  %1129 = load i32, ptr %125, align 4
  %1130 = zext i32 %1129 to i64
  %1131 = sub i64 0, %1130
  %1132 = getelementptr inbounds i8, ptr %1128, i64 %1131
  %1133 = call i32 @MEM_read32(ptr noundef %1132)
  %1134 = icmp eq i32 %1127, %1133
  %1135 = zext i1 %1134 to i32
  %1136 = and i32 %1125, %1135
  %1137 = icmp ne i32 %1136, 0
  br label %1138

1138:                                             ; preds = %1122, %1118
  %1139 = phi i1 [ false, %1118 ], [ %1137, %1122 ]
  br i1 %1139, label %1140, label %1392

1140:                                             ; preds = %1138
  %1141 = load ptr, ptr %142, align 8
  %1142 = getelementptr inbounds i8, ptr %1141, i64 4
  %1143 = load ptr, ptr %142, align 8
  %1144 = getelementptr inbounds i8, ptr %1143, i64 4
  %1145 = load i32, ptr %125, align 4
  %1146 = zext i32 %1145 to i64
  %1147 = sub i64 0, %1146
  %1148 = getelementptr inbounds i8, ptr %1144, i64 %1147
  %1149 = load ptr, ptr %122, align 8
  %1150 = call i64 @ZSTD_count(ptr noundef %1142, ptr noundef %1148, ptr noundef %1149)
  %1151 = add i64 %1150, 4
  store i64 %1151, ptr %153, align 8
  %1152 = load i32, ptr %125, align 4
  store i32 %1152, ptr %154, align 4
  %1153 = load i32, ptr %124, align 4
  store i32 %1153, ptr %125, align 4
  %1154 = load i32, ptr %154, align 4
  store i32 %1154, ptr %124, align 4
  %1155 = load ptr, ptr %142, align 8
  %1156 = load ptr, ptr %116, align 8
  %1157 = ptrtoint ptr %1155 to i64
  %1158 = ptrtoint ptr %1156 to i64
  %1159 = sub i64 %1157, %1158
  %1160 = trunc i64 %1159 to i32
  %1161 = load ptr, ptr %114, align 8
  %1162 = load ptr, ptr %142, align 8
  %1163 = load i32, ptr %115, align 4
  %1164 = load i32, ptr %110, align 4
  store ptr %1162, ptr %98, align 8
  store i32 %1163, ptr %99, align 4
  store i32 %1164, ptr %100, align 4
  %1165 = load i32, ptr %100, align 4
  switch i32 %1165, label %1166 [
    i32 4, label %1167
    i32 5, label %1171
    i32 6, label %1175
    i32 7, label %1179
    i32 8, label %1183
  ]

1166:                                             ; preds = %1140
  br label %1167

1167:                                             ; preds = %1166, %1140
  %1168 = load ptr, ptr %98, align 8
  %1169 = load i32, ptr %99, align 4
  %1170 = call i64 @ZSTD_hash4Ptr(ptr noundef %1168, i32 noundef %1169)
  store i64 %1170, ptr %97, align 8
  br label %1187

1171:                                             ; preds = %1140
  %1172 = load ptr, ptr %98, align 8
  %1173 = load i32, ptr %99, align 4
  %1174 = call i64 @ZSTD_hash5Ptr(ptr noundef %1172, i32 noundef %1173)
  store i64 %1174, ptr %97, align 8
  br label %1187

1175:                                             ; preds = %1140
  %1176 = load ptr, ptr %98, align 8
  %1177 = load i32, ptr %99, align 4
  %1178 = call i64 @ZSTD_hash6Ptr(ptr noundef %1176, i32 noundef %1177)
  store i64 %1178, ptr %97, align 8
  br label %1187

1179:                                             ; preds = %1140
  %1180 = load ptr, ptr %98, align 8
  %1181 = load i32, ptr %99, align 4
  %1182 = call i64 @ZSTD_hash7Ptr(ptr noundef %1180, i32 noundef %1181)
  store i64 %1182, ptr %97, align 8
  br label %1187

1183:                                             ; preds = %1140
  %1184 = load ptr, ptr %98, align 8
  %1185 = load i32, ptr %99, align 4
  %1186 = call i64 @ZSTD_hash8Ptr(ptr noundef %1184, i32 noundef %1185)
  store i64 %1186, ptr %97, align 8
  br label %1187

1187:                                             ; preds = %1183, %1179, %1175, %1171, %1167
  %1188 = load i64, ptr %97, align 8
  %1189 = getelementptr inbounds i32, ptr %1161, i64 %1188
  store i32 %1160, ptr %1189, align 4
  %1190 = load ptr, ptr %142, align 8
  %1191 = load ptr, ptr %116, align 8
  %1192 = ptrtoint ptr %1190 to i64
  %1193 = ptrtoint ptr %1191 to i64
  %1194 = sub i64 %1192, %1193
  %1195 = trunc i64 %1194 to i32
  %1196 = load ptr, ptr %112, align 8
  %1197 = load ptr, ptr %142, align 8
  %1198 = load i32, ptr %113, align 4
  store ptr %1197, ptr %102, align 8
  store i32 %1198, ptr %103, align 4
  store i32 8, ptr %104, align 4
  %1199 = load i32, ptr %104, align 4
  switch i32 %1199, label %1200 [
    i32 4, label %1201
    i32 5, label %1205
    i32 6, label %1209
    i32 7, label %1213
    i32 8, label %1217
  ]

1200:                                             ; preds = %1187
  br label %1201

1201:                                             ; preds = %1200, %1187
  %1202 = load ptr, ptr %102, align 8
  %1203 = load i32, ptr %103, align 4
  %1204 = call i64 @ZSTD_hash4Ptr(ptr noundef %1202, i32 noundef %1203)
  store i64 %1204, ptr %101, align 8
  br label %1221

1205:                                             ; preds = %1187
  %1206 = load ptr, ptr %102, align 8
  %1207 = load i32, ptr %103, align 4
  %1208 = call i64 @ZSTD_hash5Ptr(ptr noundef %1206, i32 noundef %1207)
  store i64 %1208, ptr %101, align 8
  br label %1221

1209:                                             ; preds = %1187
  %1210 = load ptr, ptr %102, align 8
  %1211 = load i32, ptr %103, align 4
  %1212 = call i64 @ZSTD_hash6Ptr(ptr noundef %1210, i32 noundef %1211)
  store i64 %1212, ptr %101, align 8
  br label %1221

1213:                                             ; preds = %1187
  %1214 = load ptr, ptr %102, align 8
  %1215 = load i32, ptr %103, align 4
  %1216 = call i64 @ZSTD_hash7Ptr(ptr noundef %1214, i32 noundef %1215)
  store i64 %1216, ptr %101, align 8
  br label %1221

1217:                                             ; preds = %1187
  %1218 = load ptr, ptr %102, align 8
  %1219 = load i32, ptr %103, align 4
  %1220 = call i64 @ZSTD_hash8Ptr(ptr noundef %1218, i32 noundef %1219)
  store i64 %1220, ptr %101, align 8
  br label %1221

1221:                                             ; preds = %1217, %1213, %1209, %1205, %1201
  %1222 = load i64, ptr %101, align 8
  %1223 = getelementptr inbounds i32, ptr %1196, i64 %1222
  store i32 %1195, ptr %1223, align 4
  %1224 = load ptr, ptr %106, align 8
  %1225 = load ptr, ptr %118, align 8
  %1226 = load ptr, ptr %122, align 8
  %1227 = load i64, ptr %153, align 8
  store ptr %1224, ptr %53, align 8
  store i64 0, ptr %54, align 8
  store ptr %1225, ptr %55, align 8
  store ptr %1226, ptr %56, align 8
  store i32 1, ptr %57, align 4
  store i64 %1227, ptr %58, align 8
  %1228 = load ptr, ptr %56, align 8
  %1229 = getelementptr inbounds i8, ptr %1228, i64 -32
  store ptr %1229, ptr %59, align 8
  %1230 = load ptr, ptr %55, align 8
  %1231 = load i64, ptr %54, align 8
  %1232 = getelementptr inbounds i8, ptr %1230, i64 %1231
  store ptr %1232, ptr %60, align 8
  %1233 = load ptr, ptr %60, align 8
  %1234 = load ptr, ptr %59, align 8
  %1235 = icmp ule ptr %1233, %1234
  br i1 %1235, label %1236, label %1309

1236:                                             ; preds = %1221
  %1237 = load ptr, ptr %53, align 8
  %1238 = getelementptr inbounds %struct.SeqStore_t, ptr %1237, i32 0, i32 3
  %1239 = load ptr, ptr %1238, align 8
  %1240 = load ptr, ptr %55, align 8
  call void @ZSTD_copy16(ptr noundef %1239, ptr noundef %1240)
  %1241 = load i64, ptr %54, align 8
  %1242 = icmp ugt i64 %1241, 16
  br i1 %1242, label %1243, label %1308

1243:                                             ; preds = %1236
  %1244 = load ptr, ptr %53, align 8
  %1245 = getelementptr inbounds %struct.SeqStore_t, ptr %1244, i32 0, i32 3
  %1246 = load ptr, ptr %1245, align 8
  %1247 = getelementptr inbounds i8, ptr %1246, i64 16
  %1248 = load ptr, ptr %55, align 8
  %1249 = getelementptr inbounds i8, ptr %1248, i64 16
  %1250 = load i64, ptr %54, align 8
  %1251 = sub nsw i64 %1250, 16
  store ptr %1247, ptr %29, align 8
  store ptr %1249, ptr %30, align 8
  store i64 %1251, ptr %31, align 8
  store i32 0, ptr %32, align 4
  %1252 = load ptr, ptr %29, align 8
  %1253 = load ptr, ptr %30, align 8
  %1254 = ptrtoint ptr %1252 to i64
  %1255 = ptrtoint ptr %1253 to i64
  %1256 = sub i64 %1254, %1255
  store i64 %1256, ptr %33, align 8
  %1257 = load ptr, ptr %30, align 8
  store ptr %1257, ptr %34, align 8
  %1258 = load ptr, ptr %29, align 8
  store ptr %1258, ptr %35, align 8
  %1259 = load ptr, ptr %35, align 8
  %1260 = load i64, ptr %31, align 8
  %1261 = getelementptr inbounds i8, ptr %1259, i64 %1260
  store ptr %1261, ptr %36, align 8
  %1262 = load i32, ptr %32, align 4
  %1263 = icmp eq i32 %1262, 1
  br i1 %1263, label %1264, label %1279

1264:                                             ; preds = %1243
  %1265 = load i64, ptr %33, align 8
  %1266 = icmp slt i64 %1265, 16
  br i1 %1266, label %1267, label %1279

1267:                                             ; preds = %1264
  br label %1268

1268:                                             ; preds = %1268, %1267
  %1269 = load ptr, ptr %35, align 8
  %1270 = load ptr, ptr %34, align 8
  call void @ZSTD_copy8(ptr noundef %1269, ptr noundef %1270)
  %1271 = load ptr, ptr %35, align 8
  %1272 = getelementptr inbounds i8, ptr %1271, i64 8
  store ptr %1272, ptr %35, align 8
  %1273 = load ptr, ptr %34, align 8
  %1274 = getelementptr inbounds i8, ptr %1273, i64 8
  store ptr %1274, ptr %34, align 8
  %1275 = load ptr, ptr %35, align 8
  %1276 = load ptr, ptr %36, align 8
  %1277 = icmp ult ptr %1275, %1276
  br i1 %1277, label %1268, label %1278, !llvm.loop !11

1278:                                             ; preds = %1268
  br label %1307

1279:                                             ; preds = %1264, %1243
  %1280 = load ptr, ptr %35, align 8
  %1281 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1280, ptr noundef %1281)
  %1282 = load i64, ptr %31, align 8
  %1283 = icmp sge i64 16, %1282
  br i1 %1283, label %1284, label %1285

1284:                                             ; preds = %1279
  br label %1307

1285:                                             ; preds = %1279
  %1286 = load ptr, ptr %35, align 8
  %1287 = getelementptr inbounds i8, ptr %1286, i64 16
  store ptr %1287, ptr %35, align 8
  %1288 = load ptr, ptr %34, align 8
  %1289 = getelementptr inbounds i8, ptr %1288, i64 16
  store ptr %1289, ptr %34, align 8
  br label %1290

1290:                                             ; preds = %1290, %1285
  %1291 = load ptr, ptr %35, align 8
  %1292 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1291, ptr noundef %1292)
  %1293 = load ptr, ptr %35, align 8
  %1294 = getelementptr inbounds i8, ptr %1293, i64 16
  store ptr %1294, ptr %35, align 8
  %1295 = load ptr, ptr %34, align 8
  %1296 = getelementptr inbounds i8, ptr %1295, i64 16
  store ptr %1296, ptr %34, align 8
  %1297 = load ptr, ptr %35, align 8
  %1298 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1297, ptr noundef %1298)
  %1299 = load ptr, ptr %35, align 8
  %1300 = getelementptr inbounds i8, ptr %1299, i64 16
  store ptr %1300, ptr %35, align 8
  %1301 = load ptr, ptr %34, align 8
  %1302 = getelementptr inbounds i8, ptr %1301, i64 16
  store ptr %1302, ptr %34, align 8
  %1303 = load ptr, ptr %35, align 8
  %1304 = load ptr, ptr %36, align 8
  %1305 = icmp ult ptr %1303, %1304
  br i1 %1305, label %1290, label %1306, !llvm.loop !12

1306:                                             ; preds = %1290
  br label %1307

1307:                                             ; preds = %1278, %1284, %1306
  br label %1308

1308:                                             ; preds = %1307, %1236
  br label %1316

1309:                                             ; preds = %1221
  %1310 = load ptr, ptr %53, align 8
  %1311 = getelementptr inbounds %struct.SeqStore_t, ptr %1310, i32 0, i32 3
  %1312 = load ptr, ptr %1311, align 8
  %1313 = load ptr, ptr %55, align 8
  %1314 = load ptr, ptr %60, align 8
  %1315 = load ptr, ptr %59, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1312, ptr noundef %1313, ptr noundef %1314, ptr noundef %1315)
  br label %1316

1316:                                             ; preds = %1308, %1309
  %1317 = load i64, ptr %54, align 8
  %1318 = load ptr, ptr %53, align 8
  %1319 = getelementptr inbounds %struct.SeqStore_t, ptr %1318, i32 0, i32 3
  %1320 = load ptr, ptr %1319, align 8
  %1321 = getelementptr inbounds i8, ptr %1320, i64 %1317
  store ptr %1321, ptr %1319, align 8
  %1322 = load ptr, ptr %53, align 8
  %1323 = load i64, ptr %54, align 8
  %1324 = load i32, ptr %57, align 4
  %1325 = load i64, ptr %58, align 8
  store ptr %1322, ptr %11, align 8
  store i64 %1323, ptr %12, align 8
  store i32 %1324, ptr %13, align 4
  store i64 %1325, ptr %14, align 8
  %1326 = load i64, ptr %12, align 8
  %1327 = icmp ugt i64 %1326, 65535
  %1328 = zext i1 %1327 to i32
  %1329 = sext i32 %1328 to i64
  br i1 %1327, label %1330, label %1345

1330:                                             ; preds = %1316
  %1331 = load ptr, ptr %11, align 8
  %1332 = getelementptr inbounds %struct.SeqStore_t, ptr %1331, i32 0, i32 9
  store i32 1, ptr %1332, align 8
  %1333 = load ptr, ptr %11, align 8
  %1334 = getelementptr inbounds %struct.SeqStore_t, ptr %1333, i32 0, i32 1
  %1335 = load ptr, ptr %1334, align 8
  %1336 = load ptr, ptr %11, align 8
  %1337 = load ptr, ptr %1336, align 8
  %1338 = ptrtoint ptr %1335 to i64
  %1339 = ptrtoint ptr %1337 to i64
  %1340 = sub i64 %1338, %1339
  %1341 = sdiv exact i64 %1340, 8
  %1342 = trunc i64 %1341 to i32
  %1343 = load ptr, ptr %11, align 8
  %1344 = getelementptr inbounds %struct.SeqStore_t, ptr %1343, i32 0, i32 10
  store i32 %1342, ptr %1344, align 4
  br label %1345

1345:                                             ; preds = %1330, %1316
  %1346 = load i64, ptr %12, align 8
  %1347 = trunc i64 %1346 to i16
  %1348 = load ptr, ptr %11, align 8
  %1349 = getelementptr inbounds %struct.SeqStore_t, ptr %1348, i32 0, i32 1
  %1350 = load ptr, ptr %1349, align 8
  %1351 = getelementptr inbounds %struct.SeqDef_s, ptr %1350, i32 0, i32 1
  store i16 %1347, ptr %1351, align 4
  %1352 = load i32, ptr %13, align 4
  %1353 = load ptr, ptr %11, align 8
  %1354 = getelementptr inbounds %struct.SeqStore_t, ptr %1353, i32 0, i32 1
  %1355 = load ptr, ptr %1354, align 8
  store i32 %1352, ptr %1355, align 4
  %1356 = load i64, ptr %14, align 8
  %1357 = sub i64 %1356, 3
  store i64 %1357, ptr %15, align 8
  %1358 = load i64, ptr %15, align 8
  %1359 = icmp ugt i64 %1358, 65535
  %1360 = zext i1 %1359 to i32
  %1361 = sext i32 %1360 to i64
  br i1 %1359, label %1362, label %1377

1362:                                             ; preds = %1345
  %1363 = load ptr, ptr %11, align 8
  %1364 = getelementptr inbounds %struct.SeqStore_t, ptr %1363, i32 0, i32 9
  store i32 2, ptr %1364, align 8
  %1365 = load ptr, ptr %11, align 8
  %1366 = getelementptr inbounds %struct.SeqStore_t, ptr %1365, i32 0, i32 1
  %1367 = load ptr, ptr %1366, align 8
  %1368 = load ptr, ptr %11, align 8
  %1369 = load ptr, ptr %1368, align 8
  %1370 = ptrtoint ptr %1367 to i64
  %1371 = ptrtoint ptr %1369 to i64
  %1372 = sub i64 %1370, %1371
  %1373 = sdiv exact i64 %1372, 8
  %1374 = trunc i64 %1373 to i32
  %1375 = load ptr, ptr %11, align 8
  %1376 = getelementptr inbounds %struct.SeqStore_t, ptr %1375, i32 0, i32 10
  store i32 %1374, ptr %1376, align 4
  br label %1377

1377:                                             ; preds = %1345, %1362
  %1378 = load i64, ptr %15, align 8
  %1379 = trunc i64 %1378 to i16
  %1380 = load ptr, ptr %11, align 8
  %1381 = getelementptr inbounds %struct.SeqStore_t, ptr %1380, i32 0, i32 1
  %1382 = load ptr, ptr %1381, align 8
  %1383 = getelementptr inbounds %struct.SeqDef_s, ptr %1382, i32 0, i32 2
  store i16 %1379, ptr %1383, align 2
  %1384 = load ptr, ptr %11, align 8
  %1385 = getelementptr inbounds %struct.SeqStore_t, ptr %1384, i32 0, i32 1
  %1386 = load ptr, ptr %1385, align 8
  %1387 = getelementptr inbounds %struct.SeqDef_s, ptr %1386, i32 1
  store ptr %1387, ptr %1385, align 8
  %1388 = load i64, ptr %153, align 8
  %1389 = load ptr, ptr %142, align 8
  %1390 = getelementptr inbounds i8, ptr %1389, i64 %1388
  store ptr %1390, ptr %142, align 8
  %1391 = load ptr, ptr %142, align 8
  store ptr %1391, ptr %118, align 8
  br label %1118, !llvm.loop !16

1392:                                             ; preds = %1138
  br label %1393

1393:                                             ; preds = %1392, %969
  br label %248

1394:                                             ; preds = %718, %720
  %1395 = phi i32 [ %719, %718 ], [ %721, %720 ]
  %1396 = load ptr, ptr %107, align 8
  %1397 = getelementptr inbounds i32, ptr %1396, i64 1
  store i32 %1395, ptr %1397, align 4
  %1398 = load ptr, ptr %122, align 8
  %1399 = load ptr, ptr %118, align 8
  %1400 = ptrtoint ptr %1398 to i64
  %1401 = ptrtoint ptr %1399 to i64
  %1402 = sub i64 %1400, %1401
  ret i64 %1402
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_compressBlock_doubleFast_noDict_6(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  %25 = alloca i64, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca i64, align 8
  %32 = alloca i32, align 4
  %33 = alloca i64, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca ptr, align 8
  %38 = alloca ptr, align 8
  %39 = alloca i64, align 8
  %40 = alloca i32, align 4
  %41 = alloca i64, align 8
  %42 = alloca ptr, align 8
  %43 = alloca ptr, align 8
  %44 = alloca ptr, align 8
  %45 = alloca ptr, align 8
  %46 = alloca i64, align 8
  %47 = alloca ptr, align 8
  %48 = alloca ptr, align 8
  %49 = alloca i32, align 4
  %50 = alloca i64, align 8
  %51 = alloca ptr, align 8
  %52 = alloca ptr, align 8
  %53 = alloca ptr, align 8
  %54 = alloca i64, align 8
  %55 = alloca ptr, align 8
  %56 = alloca ptr, align 8
  %57 = alloca i32, align 4
  %58 = alloca i64, align 8
  %59 = alloca ptr, align 8
  %60 = alloca ptr, align 8
  %61 = alloca ptr, align 8
  %62 = alloca i64, align 8
  %63 = alloca ptr, align 8
  %64 = alloca ptr, align 8
  %65 = alloca i32, align 4
  %66 = alloca i64, align 8
  %67 = alloca ptr, align 8
  %68 = alloca ptr, align 8
  %69 = alloca i64, align 8
  %70 = alloca ptr, align 8
  %71 = alloca i32, align 4
  %72 = alloca i32, align 4
  %73 = alloca i64, align 8
  %74 = alloca ptr, align 8
  %75 = alloca i32, align 4
  %76 = alloca i32, align 4
  %77 = alloca i64, align 8
  %78 = alloca ptr, align 8
  %79 = alloca i32, align 4
  %80 = alloca i32, align 4
  %81 = alloca i64, align 8
  %82 = alloca ptr, align 8
  %83 = alloca i32, align 4
  %84 = alloca i32, align 4
  %85 = alloca i64, align 8
  %86 = alloca ptr, align 8
  %87 = alloca i32, align 4
  %88 = alloca i32, align 4
  %89 = alloca i64, align 8
  %90 = alloca ptr, align 8
  %91 = alloca i32, align 4
  %92 = alloca i32, align 4
  %93 = alloca i64, align 8
  %94 = alloca ptr, align 8
  %95 = alloca i32, align 4
  %96 = alloca i32, align 4
  %97 = alloca i64, align 8
  %98 = alloca ptr, align 8
  %99 = alloca i32, align 4
  %100 = alloca i32, align 4
  %101 = alloca i64, align 8
  %102 = alloca ptr, align 8
  %103 = alloca i32, align 4
  %104 = alloca i32, align 4
  %105 = alloca ptr, align 8
  %106 = alloca ptr, align 8
  %107 = alloca ptr, align 8
  %108 = alloca ptr, align 8
  %109 = alloca i64, align 8
  %110 = alloca i32, align 4
  %111 = alloca ptr, align 8
  %112 = alloca ptr, align 8
  %113 = alloca i32, align 4
  %114 = alloca ptr, align 8
  %115 = alloca i32, align 4
  %116 = alloca ptr, align 8
  %117 = alloca ptr, align 8
  %118 = alloca ptr, align 8
  %119 = alloca i32, align 4
  %120 = alloca i32, align 4
  %121 = alloca ptr, align 8
  %122 = alloca ptr, align 8
  %123 = alloca ptr, align 8
  %124 = alloca i32, align 4
  %125 = alloca i32, align 4
  %126 = alloca i32, align 4
  %127 = alloca i32, align 4
  %128 = alloca i64, align 8
  %129 = alloca i32, align 4
  %130 = alloca i32, align 4
  %131 = alloca i64, align 8
  %132 = alloca ptr, align 8
  %133 = alloca i64, align 8
  %134 = alloca i64, align 8
  %135 = alloca i64, align 8
  %136 = alloca i32, align 4
  %137 = alloca i32, align 4
  %138 = alloca ptr, align 8
  %139 = alloca ptr, align 8
  %140 = alloca ptr, align 8
  %141 = alloca ptr, align 8
  %142 = alloca ptr, align 8
  %143 = alloca ptr, align 8
  %144 = alloca [10 x i8], align 1
  %145 = alloca i32, align 4
  %146 = alloca i32, align 4
  %147 = alloca i32, align 4
  %148 = alloca i64, align 8
  %149 = alloca i32, align 4
  %150 = alloca ptr, align 8
  %151 = alloca i64, align 8
  %152 = alloca i32, align 4
  %153 = alloca i64, align 8
  %154 = alloca i32, align 4
  %155 = alloca ptr, align 8
  %156 = alloca ptr, align 8
  %157 = alloca ptr, align 8
  %158 = alloca ptr, align 8
  %159 = alloca i64, align 8
  store ptr %0, ptr %155, align 8
  store ptr %1, ptr %156, align 8
  store ptr %2, ptr %157, align 8
  store ptr %3, ptr %158, align 8
  store i64 %4, ptr %159, align 8
  %160 = load ptr, ptr %155, align 8
  %161 = load ptr, ptr %156, align 8
  %162 = load ptr, ptr %157, align 8
  %163 = load ptr, ptr %158, align 8
  %164 = load i64, ptr %159, align 8
  store ptr %160, ptr %105, align 8
  store ptr %161, ptr %106, align 8
  store ptr %162, ptr %107, align 8
  store ptr %163, ptr %108, align 8
  store i64 %164, ptr %109, align 8
  store i32 6, ptr %110, align 4
  %165 = load ptr, ptr %105, align 8
  %166 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %165, i32 0, i32 16
  store ptr %166, ptr %111, align 8
  %167 = load ptr, ptr %105, align 8
  %168 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %167, i32 0, i32 9
  %169 = load ptr, ptr %168, align 8
  store ptr %169, ptr %112, align 8
  %170 = load ptr, ptr %111, align 8
  %171 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %170, i32 0, i32 2
  %172 = load i32, ptr %171, align 4
  store i32 %172, ptr %113, align 4
  %173 = load ptr, ptr %105, align 8
  %174 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %173, i32 0, i32 11
  %175 = load ptr, ptr %174, align 8
  store ptr %175, ptr %114, align 8
  %176 = load ptr, ptr %111, align 8
  %177 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %176, i32 0, i32 1
  %178 = load i32, ptr %177, align 4
  store i32 %178, ptr %115, align 4
  %179 = load ptr, ptr %105, align 8
  %180 = getelementptr inbounds %struct.ZSTD_window_t, ptr %179, i32 0, i32 1
  %181 = load ptr, ptr %180, align 8
  store ptr %181, ptr %116, align 8
  %182 = load ptr, ptr %108, align 8
  store ptr %182, ptr %117, align 8
  %183 = load ptr, ptr %117, align 8
  store ptr %183, ptr %118, align 8
  %184 = load ptr, ptr %117, align 8
  %185 = load ptr, ptr %116, align 8
  %186 = ptrtoint ptr %184 to i64
  %187 = ptrtoint ptr %185 to i64
  %188 = sub i64 %186, %187
  %189 = load i64, ptr %109, align 8
  %190 = add i64 %188, %189
  %191 = trunc i64 %190 to i32
  store i32 %191, ptr %119, align 4
  %192 = load ptr, ptr %105, align 8
  %193 = load i32, ptr %119, align 4
  %194 = load ptr, ptr %111, align 8
  %195 = load i32, ptr %194, align 4
  %196 = call i32 @ZSTD_getLowestPrefixIndex(ptr noundef %192, i32 noundef %193, i32 noundef %195)
  store i32 %196, ptr %120, align 4
  %197 = load ptr, ptr %116, align 8
  %198 = load i32, ptr %120, align 4
  %199 = zext i32 %198 to i64
  %200 = getelementptr inbounds i8, ptr %197, i64 %199
  store ptr %200, ptr %121, align 8
  %201 = load ptr, ptr %117, align 8
  %202 = load i64, ptr %109, align 8
  %203 = getelementptr inbounds i8, ptr %201, i64 %202
  store ptr %203, ptr %122, align 8
  %204 = load ptr, ptr %122, align 8
  %205 = getelementptr inbounds i8, ptr %204, i64 -8
  store ptr %205, ptr %123, align 8
  %206 = load ptr, ptr %107, align 8
  %207 = load i32, ptr %206, align 4
  store i32 %207, ptr %124, align 4
  %208 = load ptr, ptr %107, align 8
  %209 = getelementptr inbounds i32, ptr %208, i64 1
  %210 = load i32, ptr %209, align 4
  store i32 %210, ptr %125, align 4
  store i32 0, ptr %126, align 4
  store i32 0, ptr %127, align 4
  store i64 256, ptr %131, align 8
  %211 = load ptr, ptr %117, align 8
  store ptr %211, ptr %142, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %144, ptr align 1 @__const.ZSTD_compressBlock_doubleFast_noDict_generic.dummy, i64 10, i1 false)
  %212 = load ptr, ptr %142, align 8
  %213 = load ptr, ptr %121, align 8
  %214 = ptrtoint ptr %212 to i64
  %215 = ptrtoint ptr %213 to i64
  %216 = sub i64 %214, %215
  %217 = icmp eq i64 %216, 0
  %218 = zext i1 %217 to i32
  %219 = load ptr, ptr %142, align 8
  %220 = sext i32 %218 to i64
  %221 = getelementptr inbounds i8, ptr %219, i64 %220
  store ptr %221, ptr %142, align 8
  %222 = load ptr, ptr %142, align 8
  %223 = load ptr, ptr %116, align 8
  %224 = ptrtoint ptr %222 to i64
  %225 = ptrtoint ptr %223 to i64
  %226 = sub i64 %224, %225
  %227 = trunc i64 %226 to i32
  store i32 %227, ptr %145, align 4
  %228 = load ptr, ptr %105, align 8
  %229 = load i32, ptr %145, align 4
  %230 = load ptr, ptr %111, align 8
  %231 = load i32, ptr %230, align 4
  %232 = call i32 @ZSTD_getLowestPrefixIndex(ptr noundef %228, i32 noundef %229, i32 noundef %231)
  store i32 %232, ptr %146, align 4
  %233 = load i32, ptr %145, align 4
  %234 = load i32, ptr %146, align 4
  %235 = sub i32 %233, %234
  store i32 %235, ptr %147, align 4
  %236 = load i32, ptr %125, align 4
  %237 = load i32, ptr %147, align 4
  %238 = icmp ugt i32 %236, %237
  br i1 %238, label %239, label %241

239:                                              ; preds = %5
  %240 = load i32, ptr %125, align 4
  store i32 %240, ptr %127, align 4
  store i32 0, ptr %125, align 4
  br label %241

241:                                              ; preds = %239, %5
  %242 = load i32, ptr %124, align 4
  %243 = load i32, ptr %147, align 4
  %244 = icmp ugt i32 %242, %243
  br i1 %244, label %245, label %247

245:                                              ; preds = %241
  %246 = load i32, ptr %124, align 4
  store i32 %246, ptr %126, align 4
  store i32 0, ptr %124, align 4
  br label %247

247:                                              ; preds = %245, %241
  br label %248

248:                                              ; preds = %1393, %247
  store i64 1, ptr %133, align 8
  %249 = load ptr, ptr %142, align 8
  %250 = getelementptr inbounds i8, ptr %249, i64 256
  store ptr %250, ptr %132, align 8
  %251 = load ptr, ptr %142, align 8
  %252 = load i64, ptr %133, align 8
  %253 = getelementptr inbounds i8, ptr %251, i64 %252
  store ptr %253, ptr %143, align 8
  %254 = load ptr, ptr %143, align 8
  %255 = load ptr, ptr %123, align 8
  %256 = icmp ugt ptr %254, %255
  br i1 %256, label %257, label %258

257:                                              ; preds = %248
  br label %695

258:                                              ; preds = %248
  %259 = load ptr, ptr %142, align 8
  %260 = load i32, ptr %113, align 4
  store ptr %259, ptr %70, align 8
  store i32 %260, ptr %71, align 4
  store i32 8, ptr %72, align 4
  %261 = load i32, ptr %72, align 4
  switch i32 %261, label %262 [
    i32 4, label %263
    i32 5, label %267
    i32 6, label %271
    i32 7, label %275
    i32 8, label %279
  ]

262:                                              ; preds = %258
  br label %263

263:                                              ; preds = %262, %258
  %264 = load ptr, ptr %70, align 8
  %265 = load i32, ptr %71, align 4
  %266 = call i64 @ZSTD_hash4Ptr(ptr noundef %264, i32 noundef %265)
  store i64 %266, ptr %69, align 8
  br label %283

267:                                              ; preds = %258
  %268 = load ptr, ptr %70, align 8
  %269 = load i32, ptr %71, align 4
  %270 = call i64 @ZSTD_hash5Ptr(ptr noundef %268, i32 noundef %269)
  store i64 %270, ptr %69, align 8
  br label %283

271:                                              ; preds = %258
  %272 = load ptr, ptr %70, align 8
  %273 = load i32, ptr %71, align 4
  %274 = call i64 @ZSTD_hash6Ptr(ptr noundef %272, i32 noundef %273)
  store i64 %274, ptr %69, align 8
  br label %283

275:                                              ; preds = %258
  %276 = load ptr, ptr %70, align 8
  %277 = load i32, ptr %71, align 4
  %278 = call i64 @ZSTD_hash7Ptr(ptr noundef %276, i32 noundef %277)
  store i64 %278, ptr %69, align 8
  br label %283

279:                                              ; preds = %258
  %280 = load ptr, ptr %70, align 8
  %281 = load i32, ptr %71, align 4
  %282 = call i64 @ZSTD_hash8Ptr(ptr noundef %280, i32 noundef %281)
  store i64 %282, ptr %69, align 8
  br label %283

283:                                              ; preds = %279, %275, %271, %267, %263
  %284 = load i64, ptr %69, align 8
  store i64 %284, ptr %134, align 8
  %285 = load ptr, ptr %112, align 8
  %286 = load i64, ptr %134, align 8
  %287 = getelementptr inbounds i32, ptr %285, i64 %286
  %288 = load i32, ptr %287, align 4
  store i32 %288, ptr %136, align 4
  %289 = load ptr, ptr %116, align 8
  %290 = load i32, ptr %136, align 4
  %291 = zext i32 %290 to i64
  %292 = getelementptr inbounds i8, ptr %289, i64 %291
  store ptr %292, ptr %138, align 8
  br label %293

293:                                              ; preds = %681, %283
  %294 = load ptr, ptr %142, align 8
  %295 = load i32, ptr %115, align 4
  %296 = load i32, ptr %110, align 4
  store ptr %294, ptr %74, align 8
  store i32 %295, ptr %75, align 4
  store i32 %296, ptr %76, align 4
  %297 = load i32, ptr %76, align 4
  switch i32 %297, label %298 [
    i32 4, label %299
    i32 5, label %303
    i32 6, label %307
    i32 7, label %311
    i32 8, label %315
  ]

298:                                              ; preds = %293
  br label %299

299:                                              ; preds = %298, %293
  %300 = load ptr, ptr %74, align 8
  %301 = load i32, ptr %75, align 4
  %302 = call i64 @ZSTD_hash4Ptr(ptr noundef %300, i32 noundef %301)
  store i64 %302, ptr %73, align 8
  br label %319

303:                                              ; preds = %293
  %304 = load ptr, ptr %74, align 8
  %305 = load i32, ptr %75, align 4
  %306 = call i64 @ZSTD_hash5Ptr(ptr noundef %304, i32 noundef %305)
  store i64 %306, ptr %73, align 8
  br label %319

307:                                              ; preds = %293
  %308 = load ptr, ptr %74, align 8
  %309 = load i32, ptr %75, align 4
  %310 = call i64 @ZSTD_hash6Ptr(ptr noundef %308, i32 noundef %309)
  store i64 %310, ptr %73, align 8
  br label %319

311:                                              ; preds = %293
  %312 = load ptr, ptr %74, align 8
  %313 = load i32, ptr %75, align 4
  %314 = call i64 @ZSTD_hash7Ptr(ptr noundef %312, i32 noundef %313)
  store i64 %314, ptr %73, align 8
  br label %319

315:                                              ; preds = %293
  %316 = load ptr, ptr %74, align 8
  %317 = load i32, ptr %75, align 4
  %318 = call i64 @ZSTD_hash8Ptr(ptr noundef %316, i32 noundef %317)
  store i64 %318, ptr %73, align 8
  br label %319

319:                                              ; preds = %315, %311, %307, %303, %299
  %320 = load i64, ptr %73, align 8
  store i64 %320, ptr %148, align 8
  %321 = load ptr, ptr %114, align 8
  %322 = load i64, ptr %148, align 8
  %323 = getelementptr inbounds i32, ptr %321, i64 %322
  %324 = load i32, ptr %323, align 4
  store i32 %324, ptr %149, align 4
  %325 = load ptr, ptr %142, align 8
  %326 = load ptr, ptr %116, align 8
  %327 = ptrtoint ptr %325 to i64
  %328 = ptrtoint ptr %326 to i64
  %329 = sub i64 %327, %328
  %330 = trunc i64 %329 to i32
  store i32 %330, ptr %130, align 4
  %331 = load ptr, ptr %116, align 8
  %332 = load i32, ptr %149, align 4
  %333 = zext i32 %332 to i64
  %334 = getelementptr inbounds i8, ptr %331, i64 %333
  store ptr %334, ptr %139, align 8
  %335 = load i32, ptr %130, align 4
  %336 = load ptr, ptr %114, align 8
  %337 = load i64, ptr %148, align 8
  %338 = getelementptr inbounds i32, ptr %336, i64 %337
  store i32 %335, ptr %338, align 4
  %339 = load ptr, ptr %112, align 8
  %340 = load i64, ptr %134, align 8
  %341 = getelementptr inbounds i32, ptr %339, i64 %340
  store i32 %335, ptr %341, align 4
  %342 = load i32, ptr %124, align 4
  %343 = icmp ugt i32 %342, 0
  %344 = zext i1 %343 to i32
  %345 = load ptr, ptr %142, align 8
  %346 = getelementptr inbounds i8, ptr %345, i64 1
  %347 = load i32, ptr %124, align 4
  %348 = zext i32 %347 to i64
  %349 = sub i64 0, %348
  %350 = getelementptr inbounds i8, ptr %346, i64 %349
  %351 = call i32 @MEM_read32(ptr noundef %350)
  %352 = load ptr, ptr %142, align 8
  %353 = getelementptr inbounds i8, ptr %352, i64 1
  %354 = call i32 @MEM_read32(ptr noundef %353)
  %355 = icmp eq i32 %351, %354
  %356 = zext i1 %355 to i32
  %357 = and i32 %344, %356
  %358 = icmp ne i32 %357, 0
  br i1 %358, label %359, label %544

359:                                              ; preds = %319
  %360 = load ptr, ptr %142, align 8
  %361 = getelementptr inbounds i8, ptr %360, i64 1
  %362 = getelementptr inbounds i8, ptr %361, i64 4
  %363 = load ptr, ptr %142, align 8
  %364 = getelementptr inbounds i8, ptr %363, i64 1
  %365 = getelementptr inbounds i8, ptr %364, i64 4
  %366 = load i32, ptr %124, align 4
  %367 = zext i32 %366 to i64
  %368 = sub i64 0, %367
  %369 = getelementptr inbounds i8, ptr %365, i64 %368
  %370 = load ptr, ptr %122, align 8
  %371 = call i64 @ZSTD_count(ptr noundef %362, ptr noundef %369, ptr noundef %370)
  %372 = add i64 %371, 4
  store i64 %372, ptr %128, align 8
  %373 = load ptr, ptr %142, align 8
  %374 = getelementptr inbounds i8, ptr %373, i32 1
  store ptr %374, ptr %142, align 8
  %375 = load ptr, ptr %106, align 8
  %376 = load ptr, ptr %142, align 8
  %377 = load ptr, ptr %118, align 8
  %378 = ptrtoint ptr %376 to i64
  %379 = ptrtoint ptr %377 to i64
  %380 = sub i64 %378, %379
  %381 = load ptr, ptr %118, align 8
  %382 = load ptr, ptr %122, align 8
  %383 = load i64, ptr %128, align 8
  store ptr %375, ptr %61, align 8
  store i64 %380, ptr %62, align 8
  store ptr %381, ptr %63, align 8
  store ptr %382, ptr %64, align 8
  store i32 1, ptr %65, align 4
  store i64 %383, ptr %66, align 8
  %384 = load ptr, ptr %64, align 8
  %385 = getelementptr inbounds i8, ptr %384, i64 -32
  store ptr %385, ptr %67, align 8
  %386 = load ptr, ptr %63, align 8
  %387 = load i64, ptr %62, align 8
  %388 = getelementptr inbounds i8, ptr %386, i64 %387
  store ptr %388, ptr %68, align 8
  %389 = load ptr, ptr %68, align 8
  %390 = load ptr, ptr %67, align 8
  %391 = icmp ule ptr %389, %390
  br i1 %391, label %392, label %465

392:                                              ; preds = %359
  %393 = load ptr, ptr %61, align 8
  %394 = getelementptr inbounds %struct.SeqStore_t, ptr %393, i32 0, i32 3
  %395 = load ptr, ptr %394, align 8
  %396 = load ptr, ptr %63, align 8
  call void @ZSTD_copy16(ptr noundef %395, ptr noundef %396)
  %397 = load i64, ptr %62, align 8
  %398 = icmp ugt i64 %397, 16
  br i1 %398, label %399, label %464

399:                                              ; preds = %392
  %400 = load ptr, ptr %61, align 8
  %401 = getelementptr inbounds %struct.SeqStore_t, ptr %400, i32 0, i32 3
  %402 = load ptr, ptr %401, align 8
  %403 = getelementptr inbounds i8, ptr %402, i64 16
  %404 = load ptr, ptr %63, align 8
  %405 = getelementptr inbounds i8, ptr %404, i64 16
  %406 = load i64, ptr %62, align 8
  %407 = sub nsw i64 %406, 16
  store ptr %403, ptr %21, align 8
  store ptr %405, ptr %22, align 8
  store i64 %407, ptr %23, align 8
  store i32 0, ptr %24, align 4
  %408 = load ptr, ptr %21, align 8
  %409 = load ptr, ptr %22, align 8
  %410 = ptrtoint ptr %408 to i64
  %411 = ptrtoint ptr %409 to i64
  %412 = sub i64 %410, %411
  store i64 %412, ptr %25, align 8
  %413 = load ptr, ptr %22, align 8
  store ptr %413, ptr %26, align 8
  %414 = load ptr, ptr %21, align 8
  store ptr %414, ptr %27, align 8
  %415 = load ptr, ptr %27, align 8
  %416 = load i64, ptr %23, align 8
  %417 = getelementptr inbounds i8, ptr %415, i64 %416
  store ptr %417, ptr %28, align 8
  %418 = load i32, ptr %24, align 4
  %419 = icmp eq i32 %418, 1
  br i1 %419, label %420, label %435

420:                                              ; preds = %399
  %421 = load i64, ptr %25, align 8
  %422 = icmp slt i64 %421, 16
  br i1 %422, label %423, label %435

423:                                              ; preds = %420
  br label %424

424:                                              ; preds = %424, %423
  %425 = load ptr, ptr %27, align 8
  %426 = load ptr, ptr %26, align 8
  call void @ZSTD_copy8(ptr noundef %425, ptr noundef %426)
  %427 = load ptr, ptr %27, align 8
  %428 = getelementptr inbounds i8, ptr %427, i64 8
  store ptr %428, ptr %27, align 8
  %429 = load ptr, ptr %26, align 8
  %430 = getelementptr inbounds i8, ptr %429, i64 8
  store ptr %430, ptr %26, align 8
  %431 = load ptr, ptr %27, align 8
  %432 = load ptr, ptr %28, align 8
  %433 = icmp ult ptr %431, %432
  br i1 %433, label %424, label %434, !llvm.loop !11

434:                                              ; preds = %424
  br label %463

435:                                              ; preds = %420, %399
  %436 = load ptr, ptr %27, align 8
  %437 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %436, ptr noundef %437)
  %438 = load i64, ptr %23, align 8
  %439 = icmp sge i64 16, %438
  br i1 %439, label %440, label %441

440:                                              ; preds = %435
  br label %463

441:                                              ; preds = %435
  %442 = load ptr, ptr %27, align 8
  %443 = getelementptr inbounds i8, ptr %442, i64 16
  store ptr %443, ptr %27, align 8
  %444 = load ptr, ptr %26, align 8
  %445 = getelementptr inbounds i8, ptr %444, i64 16
  store ptr %445, ptr %26, align 8
  br label %446

446:                                              ; preds = %446, %441
  %447 = load ptr, ptr %27, align 8
  %448 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %447, ptr noundef %448)
  %449 = load ptr, ptr %27, align 8
  %450 = getelementptr inbounds i8, ptr %449, i64 16
  store ptr %450, ptr %27, align 8
  %451 = load ptr, ptr %26, align 8
  %452 = getelementptr inbounds i8, ptr %451, i64 16
  store ptr %452, ptr %26, align 8
  %453 = load ptr, ptr %27, align 8
  %454 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %453, ptr noundef %454)
  %455 = load ptr, ptr %27, align 8
  %456 = getelementptr inbounds i8, ptr %455, i64 16
  store ptr %456, ptr %27, align 8
  %457 = load ptr, ptr %26, align 8
  %458 = getelementptr inbounds i8, ptr %457, i64 16
  store ptr %458, ptr %26, align 8
  %459 = load ptr, ptr %27, align 8
  %460 = load ptr, ptr %28, align 8
  %461 = icmp ult ptr %459, %460
  br i1 %461, label %446, label %462, !llvm.loop !12

462:                                              ; preds = %446
  br label %463

463:                                              ; preds = %434, %440, %462
  br label %464

464:                                              ; preds = %463, %392
  br label %472

465:                                              ; preds = %359
  %466 = load ptr, ptr %61, align 8
  %467 = getelementptr inbounds %struct.SeqStore_t, ptr %466, i32 0, i32 3
  %468 = load ptr, ptr %467, align 8
  %469 = load ptr, ptr %63, align 8
  %470 = load ptr, ptr %68, align 8
  %471 = load ptr, ptr %67, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %468, ptr noundef %469, ptr noundef %470, ptr noundef %471)
  br label %472

472:                                              ; preds = %464, %465
  %473 = load i64, ptr %62, align 8
  %474 = load ptr, ptr %61, align 8
  %475 = getelementptr inbounds %struct.SeqStore_t, ptr %474, i32 0, i32 3
  %476 = load ptr, ptr %475, align 8
  %477 = getelementptr inbounds i8, ptr %476, i64 %473
  store ptr %477, ptr %475, align 8
  %478 = load ptr, ptr %61, align 8
  %479 = load i64, ptr %62, align 8
  %480 = load i32, ptr %65, align 4
  %481 = load i64, ptr %66, align 8
  store ptr %478, ptr %6, align 8
  store i64 %479, ptr %7, align 8
  store i32 %480, ptr %8, align 4
  store i64 %481, ptr %9, align 8
  %482 = load i64, ptr %7, align 8
  %483 = icmp ugt i64 %482, 65535
  %484 = zext i1 %483 to i32
  %485 = sext i32 %484 to i64
  br i1 %483, label %486, label %501

486:                                              ; preds = %472
  %487 = load ptr, ptr %6, align 8
  %488 = getelementptr inbounds %struct.SeqStore_t, ptr %487, i32 0, i32 9
  store i32 1, ptr %488, align 8
  %489 = load ptr, ptr %6, align 8
  %490 = getelementptr inbounds %struct.SeqStore_t, ptr %489, i32 0, i32 1
  %491 = load ptr, ptr %490, align 8
  %492 = load ptr, ptr %6, align 8
  %493 = load ptr, ptr %492, align 8
  %494 = ptrtoint ptr %491 to i64
  %495 = ptrtoint ptr %493 to i64
  %496 = sub i64 %494, %495
  %497 = sdiv exact i64 %496, 8
  %498 = trunc i64 %497 to i32
  %499 = load ptr, ptr %6, align 8
  %500 = getelementptr inbounds %struct.SeqStore_t, ptr %499, i32 0, i32 10
  store i32 %498, ptr %500, align 4
  br label %501

501:                                              ; preds = %486, %472
  %502 = load i64, ptr %7, align 8
  %503 = trunc i64 %502 to i16
  %504 = load ptr, ptr %6, align 8
  %505 = getelementptr inbounds %struct.SeqStore_t, ptr %504, i32 0, i32 1
  %506 = load ptr, ptr %505, align 8
  %507 = getelementptr inbounds %struct.SeqDef_s, ptr %506, i32 0, i32 1
  store i16 %503, ptr %507, align 4
  %508 = load i32, ptr %8, align 4
  %509 = load ptr, ptr %6, align 8
  %510 = getelementptr inbounds %struct.SeqStore_t, ptr %509, i32 0, i32 1
  %511 = load ptr, ptr %510, align 8
  store i32 %508, ptr %511, align 4
  %512 = load i64, ptr %9, align 8
  %513 = sub i64 %512, 3
  store i64 %513, ptr %10, align 8
  %514 = load i64, ptr %10, align 8
  %515 = icmp ugt i64 %514, 65535
  %516 = zext i1 %515 to i32
  %517 = sext i32 %516 to i64
  br i1 %515, label %518, label %533

518:                                              ; preds = %501
  %519 = load ptr, ptr %6, align 8
  %520 = getelementptr inbounds %struct.SeqStore_t, ptr %519, i32 0, i32 9
  store i32 2, ptr %520, align 8
  %521 = load ptr, ptr %6, align 8
  %522 = getelementptr inbounds %struct.SeqStore_t, ptr %521, i32 0, i32 1
  %523 = load ptr, ptr %522, align 8
  %524 = load ptr, ptr %6, align 8
  %525 = load ptr, ptr %524, align 8
  %526 = ptrtoint ptr %523 to i64
  %527 = ptrtoint ptr %525 to i64
  %528 = sub i64 %526, %527
  %529 = sdiv exact i64 %528, 8
  %530 = trunc i64 %529 to i32
  %531 = load ptr, ptr %6, align 8
  %532 = getelementptr inbounds %struct.SeqStore_t, ptr %531, i32 0, i32 10
  store i32 %530, ptr %532, align 4
  br label %533

533:                                              ; preds = %501, %518
  %534 = load i64, ptr %10, align 8
  %535 = trunc i64 %534 to i16
  %536 = load ptr, ptr %6, align 8
  %537 = getelementptr inbounds %struct.SeqStore_t, ptr %536, i32 0, i32 1
  %538 = load ptr, ptr %537, align 8
  %539 = getelementptr inbounds %struct.SeqDef_s, ptr %538, i32 0, i32 2
  store i16 %535, ptr %539, align 2
  %540 = load ptr, ptr %6, align 8
  %541 = getelementptr inbounds %struct.SeqStore_t, ptr %540, i32 0, i32 1
  %542 = load ptr, ptr %541, align 8
  %543 = getelementptr inbounds %struct.SeqDef_s, ptr %542, i32 1
  store ptr %543, ptr %541, align 8
  br label %969

544:                                              ; preds = %319
  %545 = load ptr, ptr %143, align 8
  %546 = load i32, ptr %113, align 4
  store ptr %545, ptr %78, align 8
  store i32 %546, ptr %79, align 4
  store i32 8, ptr %80, align 4
  %547 = load i32, ptr %80, align 4
  switch i32 %547, label %548 [
    i32 4, label %549
    i32 5, label %553
    i32 6, label %557
    i32 7, label %561
    i32 8, label %565
  ]

548:                                              ; preds = %544
  br label %549

549:                                              ; preds = %548, %544
  %550 = load ptr, ptr %78, align 8
  %551 = load i32, ptr %79, align 4
  %552 = call i64 @ZSTD_hash4Ptr(ptr noundef %550, i32 noundef %551)
  store i64 %552, ptr %77, align 8
  br label %569

553:                                              ; preds = %544
  %554 = load ptr, ptr %78, align 8
  %555 = load i32, ptr %79, align 4
  %556 = call i64 @ZSTD_hash5Ptr(ptr noundef %554, i32 noundef %555)
  store i64 %556, ptr %77, align 8
  br label %569

557:                                              ; preds = %544
  %558 = load ptr, ptr %78, align 8
  %559 = load i32, ptr %79, align 4
  %560 = call i64 @ZSTD_hash6Ptr(ptr noundef %558, i32 noundef %559)
  store i64 %560, ptr %77, align 8
  br label %569

561:                                              ; preds = %544
  %562 = load ptr, ptr %78, align 8
  %563 = load i32, ptr %79, align 4
  %564 = call i64 @ZSTD_hash7Ptr(ptr noundef %562, i32 noundef %563)
  store i64 %564, ptr %77, align 8
  br label %569

565:                                              ; preds = %544
  %566 = load ptr, ptr %78, align 8
  %567 = load i32, ptr %79, align 4
  %568 = call i64 @ZSTD_hash8Ptr(ptr noundef %566, i32 noundef %567)
  store i64 %568, ptr %77, align 8
  br label %569

569:                                              ; preds = %565, %561, %557, %553, %549
  %570 = load i64, ptr %77, align 8
  store i64 %570, ptr %135, align 8
  %571 = load i32, ptr %136, align 4
  %572 = load i32, ptr %120, align 4
  %573 = load ptr, ptr %138, align 8
  %574 = call ptr @ZSTD_selectAddr(i32 noundef %571, i32 noundef %572, ptr noundef %573, ptr noundef %144)
  store ptr %574, ptr %150, align 8
  %575 = load ptr, ptr %150, align 8
  %576 = call i64 @MEM_read64(ptr noundef %575)
  %577 = load ptr, ptr %142, align 8
  %578 = call i64 @MEM_read64(ptr noundef %577)
  %579 = icmp eq i64 %576, %578
  br i1 %579, label %580, label %629

580:                                              ; preds = %569
  %581 = load ptr, ptr %150, align 8
  %582 = load ptr, ptr %138, align 8
  %583 = icmp eq ptr %581, %582
  br i1 %583, label %584, label %629

584:                                              ; preds = %580
  %585 = load ptr, ptr %142, align 8
  %586 = getelementptr inbounds i8, ptr %585, i64 8
  %587 = load ptr, ptr %138, align 8
  %588 = getelementptr inbounds i8, ptr %587, i64 8
  %589 = load ptr, ptr %122, align 8
  %590 = call i64 @ZSTD_count(ptr noundef %586, ptr noundef %588, ptr noundef %589)
  %591 = add i64 %590, 8
  store i64 %591, ptr %128, align 8
  %592 = load ptr, ptr %142, align 8
  %593 = load ptr, ptr %138, align 8
  %594 = ptrtoint ptr %592 to i64
  %595 = ptrtoint ptr %593 to i64
  %596 = sub i64 %594, %595
  %597 = trunc i64 %596 to i32
  store i32 %597, ptr %129, align 4
  br label %598

598:                                              ; preds = %621, %584
  %599 = load ptr, ptr %142, align 8
  %600 = load ptr, ptr %118, align 8
  %601 = icmp ugt ptr %599, %600
  %602 = zext i1 %601 to i32
  %603 = load ptr, ptr %138, align 8
  %604 = load ptr, ptr %121, align 8
  %605 = icmp ugt ptr %603, %604
  %606 = zext i1 %605 to i32
  %607 = and i32 %602, %606
  %608 = icmp ne i32 %607, 0
  br i1 %608, label %609, label %619

609:                                              ; preds = %598
  %610 = load ptr, ptr %142, align 8
  %611 = getelementptr inbounds i8, ptr %610, i64 -1
  %612 = load i8, ptr %611, align 1
  %613 = zext i8 %612 to i32
  %614 = load ptr, ptr %138, align 8
  %615 = getelementptr inbounds i8, ptr %614, i64 -1
  %616 = load i8, ptr %615, align 1
  %617 = zext i8 %616 to i32
  %618 = icmp eq i32 %613, %617
  br label %619

619:                                              ; preds = %609, %598
  %620 = phi i1 [ false, %598 ], [ %618, %609 ]
  br i1 %620, label %621, label %628

621:                                              ; preds = %619
  %622 = load ptr, ptr %142, align 8
  %623 = getelementptr inbounds i8, ptr %622, i32 -1
  store ptr %623, ptr %142, align 8
  %624 = load ptr, ptr %138, align 8
  %625 = getelementptr inbounds i8, ptr %624, i32 -1
  store ptr %625, ptr %138, align 8
  %626 = load i64, ptr %128, align 8
  %627 = add i64 %626, 1
  store i64 %627, ptr %128, align 8
  br label %598, !llvm.loop !13

628:                                              ; preds = %619
  br label %782

629:                                              ; preds = %580, %569
  %630 = load ptr, ptr %112, align 8
  %631 = load i64, ptr %135, align 8
  %632 = getelementptr inbounds i32, ptr %630, i64 %631
  %633 = load i32, ptr %632, align 4
  store i32 %633, ptr %137, align 4
  %634 = load ptr, ptr %116, align 8
  %635 = load i32, ptr %137, align 4
  %636 = zext i32 %635 to i64
  %637 = getelementptr inbounds i8, ptr %634, i64 %636
  store ptr %637, ptr %140, align 8
  %638 = load i32, ptr %149, align 4
  %639 = load i32, ptr %120, align 4
  %640 = load ptr, ptr %139, align 8
  %641 = call ptr @ZSTD_selectAddr(i32 noundef %638, i32 noundef %639, ptr noundef %640, ptr noundef %144)
  store ptr %641, ptr %141, align 8
  %642 = load ptr, ptr %141, align 8
  %643 = call i32 @MEM_read32(ptr noundef %642)
  %644 = load ptr, ptr %142, align 8
  %645 = call i32 @MEM_read32(ptr noundef %644)
  %646 = icmp eq i32 %643, %645
  br i1 %646, label %647, label %668

647:                                              ; preds = %629
  %648 = load ptr, ptr %141, align 8
  %649 = load ptr, ptr %139, align 8
  %650 = icmp eq ptr %648, %649
  br i1 %650, label %651, label %668

651:                                              ; preds = %647
  %652 = load ptr, ptr %142, align 8
  %653 = getelementptr inbounds i8, ptr %652, i64 4
  %654 = load ptr, ptr %139, align 8
  %655 = getelementptr inbounds i8, ptr %654, i64 4
  %656 = load ptr, ptr %122, align 8
  %657 = call i64 @ZSTD_count(ptr noundef %653, ptr noundef %655, ptr noundef %656)
  %658 = add i64 %657, 4
  store i64 %658, ptr %128, align 8
  %659 = load ptr, ptr %142, align 8
  %660 = load ptr, ptr %139, align 8
  %661 = ptrtoint ptr %659 to i64
  %662 = ptrtoint ptr %660 to i64
  %663 = sub i64 %661, %662
  %664 = trunc i64 %663 to i32
  store i32 %664, ptr %129, align 4
  %665 = load i32, ptr %137, align 4
  %666 = load i32, ptr %120, align 4
  %667 = icmp ugt i32 %665, %666
  br i1 %667, label %722, label %750

668:                                              ; preds = %647, %629
  %669 = load ptr, ptr %143, align 8
  %670 = load ptr, ptr %132, align 8
  %671 = icmp uge ptr %669, %670
  br i1 %671, label %672, label %681

672:                                              ; preds = %668
  %673 = load ptr, ptr %143, align 8
  %674 = getelementptr inbounds i8, ptr %673, i64 64
  call void @llvm.prefetch.p0(ptr %674, i32 0, i32 3, i32 1)
  %675 = load ptr, ptr %143, align 8
  %676 = getelementptr inbounds i8, ptr %675, i64 128
  call void @llvm.prefetch.p0(ptr %676, i32 0, i32 3, i32 1)
  %677 = load i64, ptr %133, align 8
  %678 = add i64 %677, 1
  store i64 %678, ptr %133, align 8
  %679 = load ptr, ptr %132, align 8
  %680 = getelementptr inbounds i8, ptr %679, i64 256
  store ptr %680, ptr %132, align 8
  br label %681

681:                                              ; preds = %672, %668
  %682 = load ptr, ptr %143, align 8
  store ptr %682, ptr %142, align 8
  %683 = load i64, ptr %133, align 8
  %684 = load ptr, ptr %143, align 8
  %685 = getelementptr inbounds i8, ptr %684, i64 %683
  store ptr %685, ptr %143, align 8
  %686 = load i64, ptr %135, align 8
  store i64 %686, ptr %134, align 8
  %687 = load i32, ptr %137, align 4
  store i32 %687, ptr %136, align 4
  %688 = load ptr, ptr %140, align 8
  store ptr %688, ptr %138, align 8
  %689 = load ptr, ptr %142, align 8
  %690 = getelementptr inbounds i8, ptr %689, i64 256
  call void @llvm.prefetch.p0(ptr %690, i32 0, i32 3, i32 1)
  %691 = load ptr, ptr %143, align 8
  %692 = load ptr, ptr %123, align 8
  %693 = icmp ule ptr %691, %692
  br i1 %693, label %293, label %694, !llvm.loop !14

694:                                              ; preds = %681
  br label %695

695:                                              ; preds = %694, %257
  %696 = load i32, ptr %126, align 4
  %697 = icmp ne i32 %696, 0
  br i1 %697, label %698, label %703

698:                                              ; preds = %695
  %699 = load i32, ptr %124, align 4
  %700 = icmp ne i32 %699, 0
  br i1 %700, label %701, label %703

701:                                              ; preds = %698
  %702 = load i32, ptr %126, align 4
  br label %705

703:                                              ; preds = %698, %695
  %704 = load i32, ptr %127, align 4
  br label %705

705:                                              ; preds = %703, %701
  %706 = phi i32 [ %702, %701 ], [ %704, %703 ]
  store i32 %706, ptr %127, align 4
  %707 = load i32, ptr %124, align 4
  %708 = icmp ne i32 %707, 0
  br i1 %708, label %709, label %711

709:                                              ; preds = %705
  %710 = load i32, ptr %124, align 4
  br label %713

711:                                              ; preds = %705
  %712 = load i32, ptr %126, align 4
  br label %713

713:                                              ; preds = %711, %709
  %714 = phi i32 [ %710, %709 ], [ %712, %711 ]
  %715 = load ptr, ptr %107, align 8
  store i32 %714, ptr %715, align 4
  %716 = load i32, ptr %125, align 4
  %717 = icmp ne i32 %716, 0
  br i1 %717, label %718, label %720

718:                                              ; preds = %713
  %719 = load i32, ptr %125, align 4
  br label %1394

720:                                              ; preds = %713
  %721 = load i32, ptr %127, align 4
  br label %1394

722:                                              ; preds = %651
  %723 = load ptr, ptr %140, align 8
  %724 = call i64 @MEM_read64(ptr noundef %723)
  %725 = load ptr, ptr %143, align 8
  %726 = call i64 @MEM_read64(ptr noundef %725)
  %727 = icmp eq i64 %724, %726
  br i1 %727, label %728, label %750

728:                                              ; preds = %722
  %729 = load ptr, ptr %143, align 8
  %730 = getelementptr inbounds i8, ptr %729, i64 8
  %731 = load ptr, ptr %140, align 8
  %732 = getelementptr inbounds i8, ptr %731, i64 8
  %733 = load ptr, ptr %122, align 8
  %734 = call i64 @ZSTD_count(ptr noundef %730, ptr noundef %732, ptr noundef %733)
  %735 = add i64 %734, 8
  store i64 %735, ptr %151, align 8
  %736 = load i64, ptr %151, align 8
  %737 = load i64, ptr %128, align 8
  %738 = icmp ugt i64 %736, %737
  br i1 %738, label %739, label %749

739:                                              ; preds = %728
  %740 = load ptr, ptr %143, align 8
  store ptr %740, ptr %142, align 8
  %741 = load i64, ptr %151, align 8
  store i64 %741, ptr %128, align 8
  %742 = load ptr, ptr %142, align 8
  %743 = load ptr, ptr %140, align 8
  %744 = ptrtoint ptr %742 to i64
  %745 = ptrtoint ptr %743 to i64
  %746 = sub i64 %744, %745
  %747 = trunc i64 %746 to i32
  store i32 %747, ptr %129, align 4
  %748 = load ptr, ptr %140, align 8
  store ptr %748, ptr %139, align 8
  br label %749

749:                                              ; preds = %739, %728
  br label %750

750:                                              ; preds = %749, %722, %651
  br label %751

751:                                              ; preds = %774, %750
  %752 = load ptr, ptr %142, align 8
  %753 = load ptr, ptr %118, align 8
  %754 = icmp ugt ptr %752, %753
  %755 = zext i1 %754 to i32
  %756 = load ptr, ptr %139, align 8
  %757 = load ptr, ptr %121, align 8
  %758 = icmp ugt ptr %756, %757
  %759 = zext i1 %758 to i32
  %760 = and i32 %755, %759
  %761 = icmp ne i32 %760, 0
  br i1 %761, label %762, label %772

762:                                              ; preds = %751
  %763 = load ptr, ptr %142, align 8
  %764 = getelementptr inbounds i8, ptr %763, i64 -1
  %765 = load i8, ptr %764, align 1
  %766 = zext i8 %765 to i32
  %767 = load ptr, ptr %139, align 8
  %768 = getelementptr inbounds i8, ptr %767, i64 -1
  %769 = load i8, ptr %768, align 1
  %770 = zext i8 %769 to i32
  %771 = icmp eq i32 %766, %770
  br label %772

772:                                              ; preds = %762, %751
  %773 = phi i1 [ false, %751 ], [ %771, %762 ]
  br i1 %773, label %774, label %781

774:                                              ; preds = %772
  %775 = load ptr, ptr %142, align 8
  %776 = getelementptr inbounds i8, ptr %775, i32 -1
  store ptr %776, ptr %142, align 8
  %777 = load ptr, ptr %139, align 8
  %778 = getelementptr inbounds i8, ptr %777, i32 -1
  store ptr %778, ptr %139, align 8
  %779 = load i64, ptr %128, align 8
  %780 = add i64 %779, 1
  store i64 %780, ptr %128, align 8
  br label %751, !llvm.loop !15

781:                                              ; preds = %772
  br label %782

782:                                              ; preds = %781, %628
  %783 = load i32, ptr %124, align 4
  store i32 %783, ptr %125, align 4
  %784 = load i32, ptr %129, align 4
  store i32 %784, ptr %124, align 4
  %785 = load i64, ptr %133, align 8
  %786 = icmp ult i64 %785, 4
  br i1 %786, label %787, label %797

787:                                              ; preds = %782
  %788 = load ptr, ptr %143, align 8
  %789 = load ptr, ptr %116, align 8
  %790 = ptrtoint ptr %788 to i64
  %791 = ptrtoint ptr %789 to i64
  %792 = sub i64 %790, %791
  %793 = trunc i64 %792 to i32
  %794 = load ptr, ptr %112, align 8
  %795 = load i64, ptr %135, align 8
  %796 = getelementptr inbounds i32, ptr %794, i64 %795
  store i32 %793, ptr %796, align 4
  br label %797

797:                                              ; preds = %787, %782
  %798 = load ptr, ptr %106, align 8
  %799 = load ptr, ptr %142, align 8
  %800 = load ptr, ptr %118, align 8
  %801 = ptrtoint ptr %799 to i64
  %802 = ptrtoint ptr %800 to i64
  %803 = sub i64 %801, %802
  %804 = load ptr, ptr %118, align 8
  %805 = load ptr, ptr %122, align 8
  %806 = load i32, ptr %129, align 4
  %807 = add i32 %806, 3
  %808 = load i64, ptr %128, align 8
  store ptr %798, ptr %45, align 8
  store i64 %803, ptr %46, align 8
  store ptr %804, ptr %47, align 8
  store ptr %805, ptr %48, align 8
  store i32 %807, ptr %49, align 4
  store i64 %808, ptr %50, align 8
  %809 = load ptr, ptr %48, align 8
  %810 = getelementptr inbounds i8, ptr %809, i64 -32
  store ptr %810, ptr %51, align 8
  %811 = load ptr, ptr %47, align 8
  %812 = load i64, ptr %46, align 8
  %813 = getelementptr inbounds i8, ptr %811, i64 %812
  store ptr %813, ptr %52, align 8
  %814 = load ptr, ptr %52, align 8
  %815 = load ptr, ptr %51, align 8
  %816 = icmp ule ptr %814, %815
  br i1 %816, label %817, label %890

817:                                              ; preds = %797
  %818 = load ptr, ptr %45, align 8
  %819 = getelementptr inbounds %struct.SeqStore_t, ptr %818, i32 0, i32 3
  %820 = load ptr, ptr %819, align 8
  %821 = load ptr, ptr %47, align 8
  call void @ZSTD_copy16(ptr noundef %820, ptr noundef %821)
  %822 = load i64, ptr %46, align 8
  %823 = icmp ugt i64 %822, 16
  br i1 %823, label %824, label %889

824:                                              ; preds = %817
  %825 = load ptr, ptr %45, align 8
  %826 = getelementptr inbounds %struct.SeqStore_t, ptr %825, i32 0, i32 3
  %827 = load ptr, ptr %826, align 8
  %828 = getelementptr inbounds i8, ptr %827, i64 16
  %829 = load ptr, ptr %47, align 8
  %830 = getelementptr inbounds i8, ptr %829, i64 16
  %831 = load i64, ptr %46, align 8
  %832 = sub nsw i64 %831, 16
  store ptr %828, ptr %37, align 8
  store ptr %830, ptr %38, align 8
  store i64 %832, ptr %39, align 8
  store i32 0, ptr %40, align 4
  %833 = load ptr, ptr %37, align 8
  %834 = load ptr, ptr %38, align 8
  %835 = ptrtoint ptr %833 to i64
  %836 = ptrtoint ptr %834 to i64
  %837 = sub i64 %835, %836
  store i64 %837, ptr %41, align 8
  %838 = load ptr, ptr %38, align 8
  store ptr %838, ptr %42, align 8
  %839 = load ptr, ptr %37, align 8
  store ptr %839, ptr %43, align 8
  %840 = load ptr, ptr %43, align 8
  %841 = load i64, ptr %39, align 8
  %842 = getelementptr inbounds i8, ptr %840, i64 %841
  store ptr %842, ptr %44, align 8
  %843 = load i32, ptr %40, align 4
  %844 = icmp eq i32 %843, 1
  br i1 %844, label %845, label %860

845:                                              ; preds = %824
  %846 = load i64, ptr %41, align 8
  %847 = icmp slt i64 %846, 16
  br i1 %847, label %848, label %860

848:                                              ; preds = %845
  br label %849

849:                                              ; preds = %849, %848
  %850 = load ptr, ptr %43, align 8
  %851 = load ptr, ptr %42, align 8
  call void @ZSTD_copy8(ptr noundef %850, ptr noundef %851)
  %852 = load ptr, ptr %43, align 8
  %853 = getelementptr inbounds i8, ptr %852, i64 8
  store ptr %853, ptr %43, align 8
  %854 = load ptr, ptr %42, align 8
  %855 = getelementptr inbounds i8, ptr %854, i64 8
  store ptr %855, ptr %42, align 8
  %856 = load ptr, ptr %43, align 8
  %857 = load ptr, ptr %44, align 8
  %858 = icmp ult ptr %856, %857
  br i1 %858, label %849, label %859, !llvm.loop !11

859:                                              ; preds = %849
  br label %888

860:                                              ; preds = %845, %824
  %861 = load ptr, ptr %43, align 8
  %862 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %861, ptr noundef %862)
  %863 = load i64, ptr %39, align 8
  %864 = icmp sge i64 16, %863
  br i1 %864, label %865, label %866

865:                                              ; preds = %860
  br label %888

866:                                              ; preds = %860
  %867 = load ptr, ptr %43, align 8
  %868 = getelementptr inbounds i8, ptr %867, i64 16
  store ptr %868, ptr %43, align 8
  %869 = load ptr, ptr %42, align 8
  %870 = getelementptr inbounds i8, ptr %869, i64 16
  store ptr %870, ptr %42, align 8
  br label %871

871:                                              ; preds = %871, %866
  %872 = load ptr, ptr %43, align 8
  %873 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %872, ptr noundef %873)
  %874 = load ptr, ptr %43, align 8
  %875 = getelementptr inbounds i8, ptr %874, i64 16
  store ptr %875, ptr %43, align 8
  %876 = load ptr, ptr %42, align 8
  %877 = getelementptr inbounds i8, ptr %876, i64 16
  store ptr %877, ptr %42, align 8
  %878 = load ptr, ptr %43, align 8
  %879 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %878, ptr noundef %879)
  %880 = load ptr, ptr %43, align 8
  %881 = getelementptr inbounds i8, ptr %880, i64 16
  store ptr %881, ptr %43, align 8
  %882 = load ptr, ptr %42, align 8
  %883 = getelementptr inbounds i8, ptr %882, i64 16
  store ptr %883, ptr %42, align 8
  %884 = load ptr, ptr %43, align 8
  %885 = load ptr, ptr %44, align 8
  %886 = icmp ult ptr %884, %885
  br i1 %886, label %871, label %887, !llvm.loop !12

887:                                              ; preds = %871
  br label %888

888:                                              ; preds = %859, %865, %887
  br label %889

889:                                              ; preds = %888, %817
  br label %897

890:                                              ; preds = %797
  %891 = load ptr, ptr %45, align 8
  %892 = getelementptr inbounds %struct.SeqStore_t, ptr %891, i32 0, i32 3
  %893 = load ptr, ptr %892, align 8
  %894 = load ptr, ptr %47, align 8
  %895 = load ptr, ptr %52, align 8
  %896 = load ptr, ptr %51, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %893, ptr noundef %894, ptr noundef %895, ptr noundef %896)
  br label %897

897:                                              ; preds = %889, %890
  %898 = load i64, ptr %46, align 8
  %899 = load ptr, ptr %45, align 8
  %900 = getelementptr inbounds %struct.SeqStore_t, ptr %899, i32 0, i32 3
  %901 = load ptr, ptr %900, align 8
  %902 = getelementptr inbounds i8, ptr %901, i64 %898
  store ptr %902, ptr %900, align 8
  %903 = load ptr, ptr %45, align 8
  %904 = load i64, ptr %46, align 8
  %905 = load i32, ptr %49, align 4
  %906 = load i64, ptr %50, align 8
  store ptr %903, ptr %16, align 8
  store i64 %904, ptr %17, align 8
  store i32 %905, ptr %18, align 4
  store i64 %906, ptr %19, align 8
  %907 = load i64, ptr %17, align 8
  %908 = icmp ugt i64 %907, 65535
  %909 = zext i1 %908 to i32
  %910 = sext i32 %909 to i64
  br i1 %908, label %911, label %926

911:                                              ; preds = %897
  %912 = load ptr, ptr %16, align 8
  %913 = getelementptr inbounds %struct.SeqStore_t, ptr %912, i32 0, i32 9
  store i32 1, ptr %913, align 8
  %914 = load ptr, ptr %16, align 8
  %915 = getelementptr inbounds %struct.SeqStore_t, ptr %914, i32 0, i32 1
  %916 = load ptr, ptr %915, align 8
  %917 = load ptr, ptr %16, align 8
  %918 = load ptr, ptr %917, align 8
  %919 = ptrtoint ptr %916 to i64
  %920 = ptrtoint ptr %918 to i64
  %921 = sub i64 %919, %920
  %922 = sdiv exact i64 %921, 8
  %923 = trunc i64 %922 to i32
  %924 = load ptr, ptr %16, align 8
  %925 = getelementptr inbounds %struct.SeqStore_t, ptr %924, i32 0, i32 10
  store i32 %923, ptr %925, align 4
  br label %926

926:                                              ; preds = %911, %897
  %927 = load i64, ptr %17, align 8
  %928 = trunc i64 %927 to i16
  %929 = load ptr, ptr %16, align 8
  %930 = getelementptr inbounds %struct.SeqStore_t, ptr %929, i32 0, i32 1
  %931 = load ptr, ptr %930, align 8
  %932 = getelementptr inbounds %struct.SeqDef_s, ptr %931, i32 0, i32 1
  store i16 %928, ptr %932, align 4
  %933 = load i32, ptr %18, align 4
  %934 = load ptr, ptr %16, align 8
  %935 = getelementptr inbounds %struct.SeqStore_t, ptr %934, i32 0, i32 1
  %936 = load ptr, ptr %935, align 8
  store i32 %933, ptr %936, align 4
  %937 = load i64, ptr %19, align 8
  %938 = sub i64 %937, 3
  store i64 %938, ptr %20, align 8
  %939 = load i64, ptr %20, align 8
  %940 = icmp ugt i64 %939, 65535
  %941 = zext i1 %940 to i32
  %942 = sext i32 %941 to i64
  br i1 %940, label %943, label %958

943:                                              ; preds = %926
  %944 = load ptr, ptr %16, align 8
  %945 = getelementptr inbounds %struct.SeqStore_t, ptr %944, i32 0, i32 9
  store i32 2, ptr %945, align 8
  %946 = load ptr, ptr %16, align 8
  %947 = getelementptr inbounds %struct.SeqStore_t, ptr %946, i32 0, i32 1
  %948 = load ptr, ptr %947, align 8
  %949 = load ptr, ptr %16, align 8
  %950 = load ptr, ptr %949, align 8
  %951 = ptrtoint ptr %948 to i64
  %952 = ptrtoint ptr %950 to i64
  %953 = sub i64 %951, %952
  %954 = sdiv exact i64 %953, 8
  %955 = trunc i64 %954 to i32
  %956 = load ptr, ptr %16, align 8
  %957 = getelementptr inbounds %struct.SeqStore_t, ptr %956, i32 0, i32 10
  store i32 %955, ptr %957, align 4
  br label %958

958:                                              ; preds = %926, %943
  %959 = load i64, ptr %20, align 8
  %960 = trunc i64 %959 to i16
  %961 = load ptr, ptr %16, align 8
  %962 = getelementptr inbounds %struct.SeqStore_t, ptr %961, i32 0, i32 1
  %963 = load ptr, ptr %962, align 8
  %964 = getelementptr inbounds %struct.SeqDef_s, ptr %963, i32 0, i32 2
  store i16 %960, ptr %964, align 2
  %965 = load ptr, ptr %16, align 8
  %966 = getelementptr inbounds %struct.SeqStore_t, ptr %965, i32 0, i32 1
  %967 = load ptr, ptr %966, align 8
  %968 = getelementptr inbounds %struct.SeqDef_s, ptr %967, i32 1
  store ptr %968, ptr %966, align 8
  br label %969

969:                                              ; preds = %958, %533
  %970 = load i64, ptr %128, align 8
  %971 = load ptr, ptr %142, align 8
  %972 = getelementptr inbounds i8, ptr %971, i64 %970
  store ptr %972, ptr %142, align 8
  %973 = load ptr, ptr %142, align 8
  store ptr %973, ptr %118, align 8
  %974 = load ptr, ptr %142, align 8
  %975 = load ptr, ptr %123, align 8
  %976 = icmp ule ptr %974, %975
  br i1 %976, label %977, label %1393

977:                                              ; preds = %969
  %978 = load i32, ptr %130, align 4
  %979 = add i32 %978, 2
  store i32 %979, ptr %152, align 4
  %980 = load i32, ptr %152, align 4
  %981 = load ptr, ptr %112, align 8
  %982 = load ptr, ptr %116, align 8
  %983 = load i32, ptr %152, align 4
  %984 = zext i32 %983 to i64
  %985 = getelementptr inbounds i8, ptr %982, i64 %984
  %986 = load i32, ptr %113, align 4
  store ptr %985, ptr %82, align 8
  store i32 %986, ptr %83, align 4
  store i32 8, ptr %84, align 4
  %987 = load i32, ptr %84, align 4
  switch i32 %987, label %988 [
    i32 4, label %989
    i32 5, label %993
    i32 6, label %997
    i32 7, label %1001
    i32 8, label %1005
  ]

988:                                              ; preds = %977
  br label %989

989:                                              ; preds = %988, %977
  %990 = load ptr, ptr %82, align 8
  %991 = load i32, ptr %83, align 4
  %992 = call i64 @ZSTD_hash4Ptr(ptr noundef %990, i32 noundef %991)
  store i64 %992, ptr %81, align 8
  br label %1009

993:                                              ; preds = %977
  %994 = load ptr, ptr %82, align 8
  %995 = load i32, ptr %83, align 4
  %996 = call i64 @ZSTD_hash5Ptr(ptr noundef %994, i32 noundef %995)
  store i64 %996, ptr %81, align 8
  br label %1009

997:                                              ; preds = %977
  %998 = load ptr, ptr %82, align 8
  %999 = load i32, ptr %83, align 4
  %1000 = call i64 @ZSTD_hash6Ptr(ptr noundef %998, i32 noundef %999)
  store i64 %1000, ptr %81, align 8
  br label %1009

1001:                                             ; preds = %977
  %1002 = load ptr, ptr %82, align 8
  %1003 = load i32, ptr %83, align 4
  %1004 = call i64 @ZSTD_hash7Ptr(ptr noundef %1002, i32 noundef %1003)
  store i64 %1004, ptr %81, align 8
  br label %1009

1005:                                             ; preds = %977
  %1006 = load ptr, ptr %82, align 8
  %1007 = load i32, ptr %83, align 4
  %1008 = call i64 @ZSTD_hash8Ptr(ptr noundef %1006, i32 noundef %1007)
  store i64 %1008, ptr %81, align 8
  br label %1009

1009:                                             ; preds = %1005, %1001, %997, %993, %989
  %1010 = load i64, ptr %81, align 8
  %1011 = getelementptr inbounds i32, ptr %981, i64 %1010
  store i32 %980, ptr %1011, align 4
  %1012 = load ptr, ptr %142, align 8
  %1013 = getelementptr inbounds i8, ptr %1012, i64 -2
  %1014 = load ptr, ptr %116, align 8
  %1015 = ptrtoint ptr %1013 to i64
  %1016 = ptrtoint ptr %1014 to i64
  %1017 = sub i64 %1015, %1016
  %1018 = trunc i64 %1017 to i32
  %1019 = load ptr, ptr %112, align 8
  %1020 = load ptr, ptr %142, align 8
  %1021 = getelementptr inbounds i8, ptr %1020, i64 -2
  %1022 = load i32, ptr %113, align 4
  store ptr %1021, ptr %86, align 8
  store i32 %1022, ptr %87, align 4
  store i32 8, ptr %88, align 4
  %1023 = load i32, ptr %88, align 4
  switch i32 %1023, label %1024 [
    i32 4, label %1025
    i32 5, label %1029
    i32 6, label %1033
    i32 7, label %1037
    i32 8, label %1041
  ]

1024:                                             ; preds = %1009
  br label %1025

1025:                                             ; preds = %1024, %1009
  %1026 = load ptr, ptr %86, align 8
  %1027 = load i32, ptr %87, align 4
  %1028 = call i64 @ZSTD_hash4Ptr(ptr noundef %1026, i32 noundef %1027)
  store i64 %1028, ptr %85, align 8
  br label %1045

1029:                                             ; preds = %1009
  %1030 = load ptr, ptr %86, align 8
  %1031 = load i32, ptr %87, align 4
  %1032 = call i64 @ZSTD_hash5Ptr(ptr noundef %1030, i32 noundef %1031)
  store i64 %1032, ptr %85, align 8
  br label %1045

1033:                                             ; preds = %1009
  %1034 = load ptr, ptr %86, align 8
  %1035 = load i32, ptr %87, align 4
  %1036 = call i64 @ZSTD_hash6Ptr(ptr noundef %1034, i32 noundef %1035)
  store i64 %1036, ptr %85, align 8
  br label %1045

1037:                                             ; preds = %1009
  %1038 = load ptr, ptr %86, align 8
  %1039 = load i32, ptr %87, align 4
  %1040 = call i64 @ZSTD_hash7Ptr(ptr noundef %1038, i32 noundef %1039)
  store i64 %1040, ptr %85, align 8
  br label %1045

1041:                                             ; preds = %1009
  %1042 = load ptr, ptr %86, align 8
  %1043 = load i32, ptr %87, align 4
  %1044 = call i64 @ZSTD_hash8Ptr(ptr noundef %1042, i32 noundef %1043)
  store i64 %1044, ptr %85, align 8
  br label %1045

1045:                                             ; preds = %1041, %1037, %1033, %1029, %1025
  %1046 = load i64, ptr %85, align 8
  %1047 = getelementptr inbounds i32, ptr %1019, i64 %1046
  store i32 %1018, ptr %1047, align 4
  %1048 = load i32, ptr %152, align 4
  %1049 = load ptr, ptr %114, align 8
  %1050 = load ptr, ptr %116, align 8
  %1051 = load i32, ptr %152, align 4
  %1052 = zext i32 %1051 to i64
  %1053 = getelementptr inbounds i8, ptr %1050, i64 %1052
  %1054 = load i32, ptr %115, align 4
  %1055 = load i32, ptr %110, align 4
  store ptr %1053, ptr %90, align 8
  store i32 %1054, ptr %91, align 4
  store i32 %1055, ptr %92, align 4
  %1056 = load i32, ptr %92, align 4
  switch i32 %1056, label %1057 [
    i32 4, label %1058
    i32 5, label %1062
    i32 6, label %1066
    i32 7, label %1070
    i32 8, label %1074
  ]

1057:                                             ; preds = %1045
  br label %1058

1058:                                             ; preds = %1057, %1045
  %1059 = load ptr, ptr %90, align 8
  %1060 = load i32, ptr %91, align 4
  %1061 = call i64 @ZSTD_hash4Ptr(ptr noundef %1059, i32 noundef %1060)
  store i64 %1061, ptr %89, align 8
  br label %1078

1062:                                             ; preds = %1045
  %1063 = load ptr, ptr %90, align 8
  %1064 = load i32, ptr %91, align 4
  %1065 = call i64 @ZSTD_hash5Ptr(ptr noundef %1063, i32 noundef %1064)
  store i64 %1065, ptr %89, align 8
  br label %1078

1066:                                             ; preds = %1045
  %1067 = load ptr, ptr %90, align 8
  %1068 = load i32, ptr %91, align 4
  %1069 = call i64 @ZSTD_hash6Ptr(ptr noundef %1067, i32 noundef %1068)
  store i64 %1069, ptr %89, align 8
  br label %1078

1070:                                             ; preds = %1045
  %1071 = load ptr, ptr %90, align 8
  %1072 = load i32, ptr %91, align 4
  %1073 = call i64 @ZSTD_hash7Ptr(ptr noundef %1071, i32 noundef %1072)
  store i64 %1073, ptr %89, align 8
  br label %1078

1074:                                             ; preds = %1045
  %1075 = load ptr, ptr %90, align 8
  %1076 = load i32, ptr %91, align 4
  %1077 = call i64 @ZSTD_hash8Ptr(ptr noundef %1075, i32 noundef %1076)
  store i64 %1077, ptr %89, align 8
  br label %1078

1078:                                             ; preds = %1074, %1070, %1066, %1062, %1058
  %1079 = load i64, ptr %89, align 8
  %1080 = getelementptr inbounds i32, ptr %1049, i64 %1079
  store i32 %1048, ptr %1080, align 4
  %1081 = load ptr, ptr %142, align 8
  %1082 = getelementptr inbounds i8, ptr %1081, i64 -1
  %1083 = load ptr, ptr %116, align 8
  %1084 = ptrtoint ptr %1082 to i64
  %1085 = ptrtoint ptr %1083 to i64
  %1086 = sub i64 %1084, %1085
  %1087 = trunc i64 %1086 to i32
  %1088 = load ptr, ptr %114, align 8
  %1089 = load ptr, ptr %142, align 8
  %1090 = getelementptr inbounds i8, ptr %1089, i64 -1
  %1091 = load i32, ptr %115, align 4
  %1092 = load i32, ptr %110, align 4
  store ptr %1090, ptr %94, align 8
  store i32 %1091, ptr %95, align 4
  store i32 %1092, ptr %96, align 4
  %1093 = load i32, ptr %96, align 4
  switch i32 %1093, label %1094 [
    i32 4, label %1095
    i32 5, label %1099
    i32 6, label %1103
    i32 7, label %1107
    i32 8, label %1111
  ]

1094:                                             ; preds = %1078
  br label %1095

1095:                                             ; preds = %1094, %1078
  %1096 = load ptr, ptr %94, align 8
  %1097 = load i32, ptr %95, align 4
  %1098 = call i64 @ZSTD_hash4Ptr(ptr noundef %1096, i32 noundef %1097)
  store i64 %1098, ptr %93, align 8
  br label %1115

1099:                                             ; preds = %1078
  %1100 = load ptr, ptr %94, align 8
  %1101 = load i32, ptr %95, align 4
  %1102 = call i64 @ZSTD_hash5Ptr(ptr noundef %1100, i32 noundef %1101)
  store i64 %1102, ptr %93, align 8
  br label %1115

1103:                                             ; preds = %1078
  %1104 = load ptr, ptr %94, align 8
  %1105 = load i32, ptr %95, align 4
  %1106 = call i64 @ZSTD_hash6Ptr(ptr noundef %1104, i32 noundef %1105)
  store i64 %1106, ptr %93, align 8
  br label %1115

1107:                                             ; preds = %1078
  %1108 = load ptr, ptr %94, align 8
  %1109 = load i32, ptr %95, align 4
  %1110 = call i64 @ZSTD_hash7Ptr(ptr noundef %1108, i32 noundef %1109)
  store i64 %1110, ptr %93, align 8
  br label %1115

1111:                                             ; preds = %1078
  %1112 = load ptr, ptr %94, align 8
  %1113 = load i32, ptr %95, align 4
  %1114 = call i64 @ZSTD_hash8Ptr(ptr noundef %1112, i32 noundef %1113)
  store i64 %1114, ptr %93, align 8
  br label %1115

1115:                                             ; preds = %1111, %1107, %1103, %1099, %1095
  %1116 = load i64, ptr %93, align 8
  %1117 = getelementptr inbounds i32, ptr %1088, i64 %1116
  store i32 %1087, ptr %1117, align 4
  br label %1118

1118:                                             ; preds = %1377, %1115
  %1119 = load ptr, ptr %142, align 8
  %1120 = load ptr, ptr %123, align 8
  %1121 = icmp ule ptr %1119, %1120
  br i1 %1121, label %1122, label %1138

1122:                                             ; preds = %1118
  %1123 = load i32, ptr %125, align 4
  %1124 = icmp ugt i32 %1123, 0
  %1125 = zext i1 %1124 to i32
  %1126 = load ptr, ptr %142, align 8
  %1127 = call i32 @MEM_read32(ptr noundef %1126)
  %1128 = load ptr, ptr %142, align 8
  %1129 = load i32, ptr %125, align 4
  %1130 = zext i32 %1129 to i64
  %1131 = sub i64 0, %1130
  %1132 = getelementptr inbounds i8, ptr %1128, i64 %1131
  %1133 = call i32 @MEM_read32(ptr noundef %1132)
  %1134 = icmp eq i32 %1127, %1133
  %1135 = zext i1 %1134 to i32
  %1136 = and i32 %1125, %1135
  %1137 = icmp ne i32 %1136, 0
  br label %1138

1138:                                             ; preds = %1122, %1118
  %1139 = phi i1 [ false, %1118 ], [ %1137, %1122 ]
  br i1 %1139, label %1140, label %1392

1140:                                             ; preds = %1138
  %1141 = load ptr, ptr %142, align 8
  %1142 = getelementptr inbounds i8, ptr %1141, i64 4
  %1143 = load ptr, ptr %142, align 8
  %1144 = getelementptr inbounds i8, ptr %1143, i64 4
  %1145 = load i32, ptr %125, align 4
  %1146 = zext i32 %1145 to i64
  %1147 = sub i64 0, %1146
  %1148 = getelementptr inbounds i8, ptr %1144, i64 %1147
  %1149 = load ptr, ptr %122, align 8
  %1150 = call i64 @ZSTD_count(ptr noundef %1142, ptr noundef %1148, ptr noundef %1149)
  %1151 = add i64 %1150, 4
  store i64 %1151, ptr %153, align 8
  %1152 = load i32, ptr %125, align 4
  store i32 %1152, ptr %154, align 4
  %1153 = load i32, ptr %124, align 4
  store i32 %1153, ptr %125, align 4
  %1154 = load i32, ptr %154, align 4
  store i32 %1154, ptr %124, align 4
  %1155 = load ptr, ptr %142, align 8
  %1156 = load ptr, ptr %116, align 8
  %1157 = ptrtoint ptr %1155 to i64
  %1158 = ptrtoint ptr %1156 to i64
  %1159 = sub i64 %1157, %1158
  %1160 = trunc i64 %1159 to i32
  %1161 = load ptr, ptr %114, align 8
  %1162 = load ptr, ptr %142, align 8
  %1163 = load i32, ptr %115, align 4
  %1164 = load i32, ptr %110, align 4
  store ptr %1162, ptr %98, align 8
  store i32 %1163, ptr %99, align 4
  store i32 %1164, ptr %100, align 4
  %1165 = load i32, ptr %100, align 4
  switch i32 %1165, label %1166 [
    i32 4, label %1167
    i32 5, label %1171
    i32 6, label %1175
    i32 7, label %1179
    i32 8, label %1183
  ]

1166:                                             ; preds = %1140
  br label %1167

1167:                                             ; preds = %1166, %1140
  %1168 = load ptr, ptr %98, align 8
  %1169 = load i32, ptr %99, align 4
  %1170 = call i64 @ZSTD_hash4Ptr(ptr noundef %1168, i32 noundef %1169)
  store i64 %1170, ptr %97, align 8
  br label %1187

1171:                                             ; preds = %1140
  %1172 = load ptr, ptr %98, align 8
  %1173 = load i32, ptr %99, align 4
  %1174 = call i64 @ZSTD_hash5Ptr(ptr noundef %1172, i32 noundef %1173)
  store i64 %1174, ptr %97, align 8
  br label %1187

1175:                                             ; preds = %1140
  %1176 = load ptr, ptr %98, align 8
  %1177 = load i32, ptr %99, align 4
  %1178 = call i64 @ZSTD_hash6Ptr(ptr noundef %1176, i32 noundef %1177)
  store i64 %1178, ptr %97, align 8
  br label %1187

1179:                                             ; preds = %1140
  %1180 = load ptr, ptr %98, align 8
  %1181 = load i32, ptr %99, align 4
  %1182 = call i64 @ZSTD_hash7Ptr(ptr noundef %1180, i32 noundef %1181)
  store i64 %1182, ptr %97, align 8
  br label %1187

1183:                                             ; preds = %1140
  %1184 = load ptr, ptr %98, align 8
  %1185 = load i32, ptr %99, align 4
  %1186 = call i64 @ZSTD_hash8Ptr(ptr noundef %1184, i32 noundef %1185)
  store i64 %1186, ptr %97, align 8
  br label %1187

1187:                                             ; preds = %1183, %1179, %1175, %1171, %1167
  %1188 = load i64, ptr %97, align 8
  %1189 = getelementptr inbounds i32, ptr %1161, i64 %1188
  store i32 %1160, ptr %1189, align 4
  %1190 = load ptr, ptr %142, align 8
  %1191 = load ptr, ptr %116, align 8
  %1192 = ptrtoint ptr %1190 to i64
  %1193 = ptrtoint ptr %1191 to i64
  %1194 = sub i64 %1192, %1193
  %1195 = trunc i64 %1194 to i32
  %1196 = load ptr, ptr %112, align 8
  %1197 = load ptr, ptr %142, align 8
  %1198 = load i32, ptr %113, align 4
  store ptr %1197, ptr %102, align 8
  store i32 %1198, ptr %103, align 4
  store i32 8, ptr %104, align 4
  %1199 = load i32, ptr %104, align 4
  switch i32 %1199, label %1200 [
    i32 4, label %1201
    i32 5, label %1205
    i32 6, label %1209
    i32 7, label %1213
    i32 8, label %1217
  ]

1200:                                             ; preds = %1187
  br label %1201

1201:                                             ; preds = %1200, %1187
  %1202 = load ptr, ptr %102, align 8
  %1203 = load i32, ptr %103, align 4
  %1204 = call i64 @ZSTD_hash4Ptr(ptr noundef %1202, i32 noundef %1203)
  store i64 %1204, ptr %101, align 8
  br label %1221

1205:                                             ; preds = %1187
  %1206 = load ptr, ptr %102, align 8
  %1207 = load i32, ptr %103, align 4
  %1208 = call i64 @ZSTD_hash5Ptr(ptr noundef %1206, i32 noundef %1207)
  store i64 %1208, ptr %101, align 8
  br label %1221

1209:                                             ; preds = %1187
  %1210 = load ptr, ptr %102, align 8
  %1211 = load i32, ptr %103, align 4
  %1212 = call i64 @ZSTD_hash6Ptr(ptr noundef %1210, i32 noundef %1211)
  store i64 %1212, ptr %101, align 8
  br label %1221

1213:                                             ; preds = %1187
  %1214 = load ptr, ptr %102, align 8
  %1215 = load i32, ptr %103, align 4
  %1216 = call i64 @ZSTD_hash7Ptr(ptr noundef %1214, i32 noundef %1215)
  store i64 %1216, ptr %101, align 8
  br label %1221

1217:                                             ; preds = %1187
  %1218 = load ptr, ptr %102, align 8
  %1219 = load i32, ptr %103, align 4
  %1220 = call i64 @ZSTD_hash8Ptr(ptr noundef %1218, i32 noundef %1219)
  store i64 %1220, ptr %101, align 8
  br label %1221

1221:                                             ; preds = %1217, %1213, %1209, %1205, %1201
  %1222 = load i64, ptr %101, align 8
  %1223 = getelementptr inbounds i32, ptr %1196, i64 %1222
  store i32 %1195, ptr %1223, align 4
  %1224 = load ptr, ptr %106, align 8
  %1225 = load ptr, ptr %118, align 8
  %1226 = load ptr, ptr %122, align 8
  %1227 = load i64, ptr %153, align 8
  store ptr %1224, ptr %53, align 8
  store i64 0, ptr %54, align 8
  store ptr %1225, ptr %55, align 8
  store ptr %1226, ptr %56, align 8
  store i32 1, ptr %57, align 4
  store i64 %1227, ptr %58, align 8
  %1228 = load ptr, ptr %56, align 8
  %1229 = getelementptr inbounds i8, ptr %1228, i64 -32
  store ptr %1229, ptr %59, align 8
  %1230 = load ptr, ptr %55, align 8
  %1231 = load i64, ptr %54, align 8
  %1232 = getelementptr inbounds i8, ptr %1230, i64 %1231
  store ptr %1232, ptr %60, align 8
  %1233 = load ptr, ptr %60, align 8
  %1234 = load ptr, ptr %59, align 8
  %1235 = icmp ule ptr %1233, %1234
  br i1 %1235, label %1236, label %1309

1236:                                             ; preds = %1221
  %1237 = load ptr, ptr %53, align 8
  %1238 = getelementptr inbounds %struct.SeqStore_t, ptr %1237, i32 0, i32 3
  %1239 = load ptr, ptr %1238, align 8
  %1240 = load ptr, ptr %55, align 8
  call void @ZSTD_copy16(ptr noundef %1239, ptr noundef %1240)
  %1241 = load i64, ptr %54, align 8
  %1242 = icmp ugt i64 %1241, 16
  br i1 %1242, label %1243, label %1308

1243:                                             ; preds = %1236
  %1244 = load ptr, ptr %53, align 8
  %1245 = getelementptr inbounds %struct.SeqStore_t, ptr %1244, i32 0, i32 3
  %1246 = load ptr, ptr %1245, align 8
  %1247 = getelementptr inbounds i8, ptr %1246, i64 16
  %1248 = load ptr, ptr %55, align 8
  %1249 = getelementptr inbounds i8, ptr %1248, i64 16
  %1250 = load i64, ptr %54, align 8
  %1251 = sub nsw i64 %1250, 16
  store ptr %1247, ptr %29, align 8
  store ptr %1249, ptr %30, align 8
  store i64 %1251, ptr %31, align 8
  store i32 0, ptr %32, align 4
  %1252 = load ptr, ptr %29, align 8
  %1253 = load ptr, ptr %30, align 8
  %1254 = ptrtoint ptr %1252 to i64
  %1255 = ptrtoint ptr %1253 to i64
  %1256 = sub i64 %1254, %1255
  store i64 %1256, ptr %33, align 8
  %1257 = load ptr, ptr %30, align 8
  store ptr %1257, ptr %34, align 8
  %1258 = load ptr, ptr %29, align 8
  store ptr %1258, ptr %35, align 8
  %1259 = load ptr, ptr %35, align 8
  %1260 = load i64, ptr %31, align 8
  %1261 = getelementptr inbounds i8, ptr %1259, i64 %1260
  store ptr %1261, ptr %36, align 8
  %1262 = load i32, ptr %32, align 4
  %1263 = icmp eq i32 %1262, 1
  br i1 %1263, label %1264, label %1279

1264:                                             ; preds = %1243
  %1265 = load i64, ptr %33, align 8
  %1266 = icmp slt i64 %1265, 16
  br i1 %1266, label %1267, label %1279

1267:                                             ; preds = %1264
  br label %1268

1268:                                             ; preds = %1268, %1267
  %1269 = load ptr, ptr %35, align 8
  %1270 = load ptr, ptr %34, align 8
  call void @ZSTD_copy8(ptr noundef %1269, ptr noundef %1270)
  %1271 = load ptr, ptr %35, align 8
  %1272 = getelementptr inbounds i8, ptr %1271, i64 8
  store ptr %1272, ptr %35, align 8
  %1273 = load ptr, ptr %34, align 8
  %1274 = getelementptr inbounds i8, ptr %1273, i64 8
  store ptr %1274, ptr %34, align 8
  %1275 = load ptr, ptr %35, align 8
  %1276 = load ptr, ptr %36, align 8
  %1277 = icmp ult ptr %1275, %1276
  br i1 %1277, label %1268, label %1278, !llvm.loop !11

1278:                                             ; preds = %1268
  br label %1307

1279:                                             ; preds = %1264, %1243
  %1280 = load ptr, ptr %35, align 8
  %1281 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1280, ptr noundef %1281)
  %1282 = load i64, ptr %31, align 8
  %1283 = icmp sge i64 16, %1282
  br i1 %1283, label %1284, label %1285

1284:                                             ; preds = %1279
  br label %1307

1285:                                             ; preds = %1279
  %1286 = load ptr, ptr %35, align 8
  %1287 = getelementptr inbounds i8, ptr %1286, i64 16
  store ptr %1287, ptr %35, align 8
  %1288 = load ptr, ptr %34, align 8
  %1289 = getelementptr inbounds i8, ptr %1288, i64 16
  store ptr %1289, ptr %34, align 8
  br label %1290

1290:                                             ; preds = %1290, %1285
  %1291 = load ptr, ptr %35, align 8
  %1292 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1291, ptr noundef %1292)
  %1293 = load ptr, ptr %35, align 8
  %1294 = getelementptr inbounds i8, ptr %1293, i64 16
  store ptr %1294, ptr %35, align 8
  %1295 = load ptr, ptr %34, align 8
  %1296 = getelementptr inbounds i8, ptr %1295, i64 16
  store ptr %1296, ptr %34, align 8
  %1297 = load ptr, ptr %35, align 8
  %1298 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1297, ptr noundef %1298)
  %1299 = load ptr, ptr %35, align 8
  %1300 = getelementptr inbounds i8, ptr %1299, i64 16
  store ptr %1300, ptr %35, align 8
  %1301 = load ptr, ptr %34, align 8
  %1302 = getelementptr inbounds i8, ptr %1301, i64 16
  store ptr %1302, ptr %34, align 8
  %1303 = load ptr, ptr %35, align 8
  %1304 = load ptr, ptr %36, align 8
  %1305 = icmp ult ptr %1303, %1304
  br i1 %1305, label %1290, label %1306, !llvm.loop !12

1306:                                             ; preds = %1290
  br label %1307

1307:                                             ; preds = %1278, %1284, %1306
  br label %1308

1308:                                             ; preds = %1307, %1236
  br label %1316

1309:                                             ; preds = %1221
  %1310 = load ptr, ptr %53, align 8
  %1311 = getelementptr inbounds %struct.SeqStore_t, ptr %1310, i32 0, i32 3
  %1312 = load ptr, ptr %1311, align 8
  %1313 = load ptr, ptr %55, align 8
  %1314 = load ptr, ptr %60, align 8
  %1315 = load ptr, ptr %59, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1312, ptr noundef %1313, ptr noundef %1314, ptr noundef %1315)
  br label %1316

1316:                                             ; preds = %1308, %1309
  %1317 = load i64, ptr %54, align 8
  %1318 = load ptr, ptr %53, align 8
  %1319 = getelementptr inbounds %struct.SeqStore_t, ptr %1318, i32 0, i32 3
  %1320 = load ptr, ptr %1319, align 8
  %1321 = getelementptr inbounds i8, ptr %1320, i64 %1317
  store ptr %1321, ptr %1319, align 8
  %1322 = load ptr, ptr %53, align 8
  %1323 = load i64, ptr %54, align 8
  %1324 = load i32, ptr %57, align 4
  %1325 = load i64, ptr %58, align 8
  store ptr %1322, ptr %11, align 8
  store i64 %1323, ptr %12, align 8
  store i32 %1324, ptr %13, align 4
  store i64 %1325, ptr %14, align 8
  %1326 = load i64, ptr %12, align 8
  %1327 = icmp ugt i64 %1326, 65535
  %1328 = zext i1 %1327 to i32
  %1329 = sext i32 %1328 to i64
  br i1 %1327, label %1330, label %1345

1330:                                             ; preds = %1316
  %1331 = load ptr, ptr %11, align 8
  %1332 = getelementptr inbounds %struct.SeqStore_t, ptr %1331, i32 0, i32 9
  store i32 1, ptr %1332, align 8
  %1333 = load ptr, ptr %11, align 8
  %1334 = getelementptr inbounds %struct.SeqStore_t, ptr %1333, i32 0, i32 1
  %1335 = load ptr, ptr %1334, align 8
  %1336 = load ptr, ptr %11, align 8
  %1337 = load ptr, ptr %1336, align 8
  %1338 = ptrtoint ptr %1335 to i64
  %1339 = ptrtoint ptr %1337 to i64
  %1340 = sub i64 %1338, %1339
  %1341 = sdiv exact i64 %1340, 8
  %1342 = trunc i64 %1341 to i32
  %1343 = load ptr, ptr %11, align 8
  %1344 = getelementptr inbounds %struct.SeqStore_t, ptr %1343, i32 0, i32 10
  store i32 %1342, ptr %1344, align 4
  br label %1345

1345:                                             ; preds = %1330, %1316
  %1346 = load i64, ptr %12, align 8
  %1347 = trunc i64 %1346 to i16
  %1348 = load ptr, ptr %11, align 8
  %1349 = getelementptr inbounds %struct.SeqStore_t, ptr %1348, i32 0, i32 1
  %1350 = load ptr, ptr %1349, align 8
  %1351 = getelementptr inbounds %struct.SeqDef_s, ptr %1350, i32 0, i32 1
  store i16 %1347, ptr %1351, align 4
  %1352 = load i32, ptr %13, align 4
  %1353 = load ptr, ptr %11, align 8
  %1354 = getelementptr inbounds %struct.SeqStore_t, ptr %1353, i32 0, i32 1
  %1355 = load ptr, ptr %1354, align 8
  store i32 %1352, ptr %1355, align 4
  %1356 = load i64, ptr %14, align 8
  %1357 = sub i64 %1356, 3
  store i64 %1357, ptr %15, align 8
  %1358 = load i64, ptr %15, align 8
  %1359 = icmp ugt i64 %1358, 65535
  %1360 = zext i1 %1359 to i32
  %1361 = sext i32 %1360 to i64
  br i1 %1359, label %1362, label %1377

1362:                                             ; preds = %1345
  %1363 = load ptr, ptr %11, align 8
  %1364 = getelementptr inbounds %struct.SeqStore_t, ptr %1363, i32 0, i32 9
  store i32 2, ptr %1364, align 8
  %1365 = load ptr, ptr %11, align 8
  %1366 = getelementptr inbounds %struct.SeqStore_t, ptr %1365, i32 0, i32 1
  %1367 = load ptr, ptr %1366, align 8
  %1368 = load ptr, ptr %11, align 8
  %1369 = load ptr, ptr %1368, align 8
  %1370 = ptrtoint ptr %1367 to i64
  %1371 = ptrtoint ptr %1369 to i64
  %1372 = sub i64 %1370, %1371
  %1373 = sdiv exact i64 %1372, 8
  %1374 = trunc i64 %1373 to i32
  %1375 = load ptr, ptr %11, align 8
  %1376 = getelementptr inbounds %struct.SeqStore_t, ptr %1375, i32 0, i32 10
  store i32 %1374, ptr %1376, align 4
  br label %1377

1377:                                             ; preds = %1345, %1362
  %1378 = load i64, ptr %15, align 8
  %1379 = trunc i64 %1378 to i16
  %1380 = load ptr, ptr %11, align 8
  %1381 = getelementptr inbounds %struct.SeqStore_t, ptr %1380, i32 0, i32 1
  %1382 = load ptr, ptr %1381, align 8
  %1383 = getelementptr inbounds %struct.SeqDef_s, ptr %1382, i32 0, i32 2
  store i16 %1379, ptr %1383, align 2
  %1384 = load ptr, ptr %11, align 8
  %1385 = getelementptr inbounds %struct.SeqStore_t, ptr %1384, i32 0, i32 1
  %1386 = load ptr, ptr %1385, align 8
  %1387 = getelementptr inbounds %struct.SeqDef_s, ptr %1386, i32 1
  store ptr %1387, ptr %1385, align 8
  %1388 = load i64, ptr %153, align 8
  %1389 = load ptr, ptr %142, align 8
  %1390 = getelementptr inbounds i8, ptr %1389, i64 %1388
  store ptr %1390, ptr %142, align 8
  %1391 = load ptr, ptr %142, align 8
  store ptr %1391, ptr %118, align 8
  br label %1118, !llvm.loop !16

1392:                                             ; preds = %1138
  br label %1393

1393:                                             ; preds = %1392, %969
  br label %248

1394:                                             ; preds = %718, %720
  %1395 = phi i32 [ %719, %718 ], [ %721, %720 ]
  %1396 = load ptr, ptr %107, align 8
  %1397 = getelementptr inbounds i32, ptr %1396, i64 1
  store i32 %1395, ptr %1397, align 4
  %1398 = load ptr, ptr %122, align 8
  %1399 = load ptr, ptr %118, align 8
  %1400 = ptrtoint ptr %1398 to i64
  %1401 = ptrtoint ptr %1399 to i64
  %1402 = sub i64 %1400, %1401
  ret i64 %1402
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_compressBlock_doubleFast_noDict_7(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  %25 = alloca i64, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca i64, align 8
  %32 = alloca i32, align 4
  %33 = alloca i64, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca ptr, align 8
  %38 = alloca ptr, align 8
  %39 = alloca i64, align 8
  %40 = alloca i32, align 4
  %41 = alloca i64, align 8
  %42 = alloca ptr, align 8
  %43 = alloca ptr, align 8
  %44 = alloca ptr, align 8
  %45 = alloca ptr, align 8
  %46 = alloca i64, align 8
  %47 = alloca ptr, align 8
  %48 = alloca ptr, align 8
  %49 = alloca i32, align 4
  %50 = alloca i64, align 8
  %51 = alloca ptr, align 8
  %52 = alloca ptr, align 8
  %53 = alloca ptr, align 8
  %54 = alloca i64, align 8
  %55 = alloca ptr, align 8
  %56 = alloca ptr, align 8
  %57 = alloca i32, align 4
  %58 = alloca i64, align 8
  %59 = alloca ptr, align 8
  %60 = alloca ptr, align 8
  %61 = alloca ptr, align 8
  %62 = alloca i64, align 8
  %63 = alloca ptr, align 8
  %64 = alloca ptr, align 8
  %65 = alloca i32, align 4
  %66 = alloca i64, align 8
  %67 = alloca ptr, align 8
  %68 = alloca ptr, align 8
  %69 = alloca i64, align 8
  %70 = alloca ptr, align 8
  %71 = alloca i32, align 4
  %72 = alloca i32, align 4
  %73 = alloca i64, align 8
  %74 = alloca ptr, align 8
  %75 = alloca i32, align 4
  %76 = alloca i32, align 4
  %77 = alloca i64, align 8
  %78 = alloca ptr, align 8
  %79 = alloca i32, align 4
  %80 = alloca i32, align 4
  %81 = alloca i64, align 8
  %82 = alloca ptr, align 8
  %83 = alloca i32, align 4
  %84 = alloca i32, align 4
  %85 = alloca i64, align 8
  %86 = alloca ptr, align 8
  %87 = alloca i32, align 4
  %88 = alloca i32, align 4
  %89 = alloca i64, align 8
  %90 = alloca ptr, align 8
  %91 = alloca i32, align 4
  %92 = alloca i32, align 4
  %93 = alloca i64, align 8
  %94 = alloca ptr, align 8
  %95 = alloca i32, align 4
  %96 = alloca i32, align 4
  %97 = alloca i64, align 8
  %98 = alloca ptr, align 8
  %99 = alloca i32, align 4
  %100 = alloca i32, align 4
  %101 = alloca i64, align 8
  %102 = alloca ptr, align 8
  %103 = alloca i32, align 4
  %104 = alloca i32, align 4
  %105 = alloca ptr, align 8
  %106 = alloca ptr, align 8
  %107 = alloca ptr, align 8
  %108 = alloca ptr, align 8
  %109 = alloca i64, align 8
  %110 = alloca i32, align 4
  %111 = alloca ptr, align 8
  %112 = alloca ptr, align 8
  %113 = alloca i32, align 4
  %114 = alloca ptr, align 8
  %115 = alloca i32, align 4
  %116 = alloca ptr, align 8
  %117 = alloca ptr, align 8
  %118 = alloca ptr, align 8
  %119 = alloca i32, align 4
  %120 = alloca i32, align 4
  %121 = alloca ptr, align 8
  %122 = alloca ptr, align 8
  %123 = alloca ptr, align 8
  %124 = alloca i32, align 4
  %125 = alloca i32, align 4
  %126 = alloca i32, align 4
  %127 = alloca i32, align 4
  %128 = alloca i64, align 8
  %129 = alloca i32, align 4
  %130 = alloca i32, align 4
  %131 = alloca i64, align 8
  %132 = alloca ptr, align 8
  %133 = alloca i64, align 8
  %134 = alloca i64, align 8
  %135 = alloca i64, align 8
  %136 = alloca i32, align 4
  %137 = alloca i32, align 4
  %138 = alloca ptr, align 8
  %139 = alloca ptr, align 8
  %140 = alloca ptr, align 8
  %141 = alloca ptr, align 8
  %142 = alloca ptr, align 8
  %143 = alloca ptr, align 8
  %144 = alloca [10 x i8], align 1
  %145 = alloca i32, align 4
  %146 = alloca i32, align 4
  %147 = alloca i32, align 4
  %148 = alloca i64, align 8
  %149 = alloca i32, align 4
  %150 = alloca ptr, align 8
  %151 = alloca i64, align 8
  %152 = alloca i32, align 4
  %153 = alloca i64, align 8
  %154 = alloca i32, align 4
  %155 = alloca ptr, align 8
  %156 = alloca ptr, align 8
  %157 = alloca ptr, align 8
  %158 = alloca ptr, align 8
  %159 = alloca i64, align 8
  store ptr %0, ptr %155, align 8
  store ptr %1, ptr %156, align 8
  store ptr %2, ptr %157, align 8
  store ptr %3, ptr %158, align 8
  store i64 %4, ptr %159, align 8
  %160 = load ptr, ptr %155, align 8
  %161 = load ptr, ptr %156, align 8
  %162 = load ptr, ptr %157, align 8
  %163 = load ptr, ptr %158, align 8
  %164 = load i64, ptr %159, align 8
  store ptr %160, ptr %105, align 8
  store ptr %161, ptr %106, align 8
  store ptr %162, ptr %107, align 8
  store ptr %163, ptr %108, align 8
  store i64 %164, ptr %109, align 8
  store i32 7, ptr %110, align 4
  %165 = load ptr, ptr %105, align 8
  %166 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %165, i32 0, i32 16
  store ptr %166, ptr %111, align 8
  %167 = load ptr, ptr %105, align 8
  %168 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %167, i32 0, i32 9
  %169 = load ptr, ptr %168, align 8
  store ptr %169, ptr %112, align 8
  %170 = load ptr, ptr %111, align 8
  %171 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %170, i32 0, i32 2
  %172 = load i32, ptr %171, align 4
  store i32 %172, ptr %113, align 4
  %173 = load ptr, ptr %105, align 8
  %174 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %173, i32 0, i32 11
  %175 = load ptr, ptr %174, align 8
  store ptr %175, ptr %114, align 8
  %176 = load ptr, ptr %111, align 8
  %177 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %176, i32 0, i32 1
  %178 = load i32, ptr %177, align 4
  store i32 %178, ptr %115, align 4
  %179 = load ptr, ptr %105, align 8
  %180 = getelementptr inbounds %struct.ZSTD_window_t, ptr %179, i32 0, i32 1
  %181 = load ptr, ptr %180, align 8
  store ptr %181, ptr %116, align 8
  %182 = load ptr, ptr %108, align 8
  store ptr %182, ptr %117, align 8
  %183 = load ptr, ptr %117, align 8
  store ptr %183, ptr %118, align 8
  %184 = load ptr, ptr %117, align 8
  %185 = load ptr, ptr %116, align 8
  %186 = ptrtoint ptr %184 to i64
  %187 = ptrtoint ptr %185 to i64
  %188 = sub i64 %186, %187
  %189 = load i64, ptr %109, align 8
  %190 = add i64 %188, %189
  %191 = trunc i64 %190 to i32
  store i32 %191, ptr %119, align 4
  %192 = load ptr, ptr %105, align 8
  %193 = load i32, ptr %119, align 4
  %194 = load ptr, ptr %111, align 8
  %195 = load i32, ptr %194, align 4
  %196 = call i32 @ZSTD_getLowestPrefixIndex(ptr noundef %192, i32 noundef %193, i32 noundef %195)
  store i32 %196, ptr %120, align 4
  %197 = load ptr, ptr %116, align 8
  %198 = load i32, ptr %120, align 4
  %199 = zext i32 %198 to i64
  %200 = getelementptr inbounds i8, ptr %197, i64 %199
  store ptr %200, ptr %121, align 8
  %201 = load ptr, ptr %117, align 8
  %202 = load i64, ptr %109, align 8
  %203 = getelementptr inbounds i8, ptr %201, i64 %202
  store ptr %203, ptr %122, align 8
  %204 = load ptr, ptr %122, align 8
  %205 = getelementptr inbounds i8, ptr %204, i64 -8
  store ptr %205, ptr %123, align 8
  %206 = load ptr, ptr %107, align 8
  %207 = load i32, ptr %206, align 4
  store i32 %207, ptr %124, align 4
  %208 = load ptr, ptr %107, align 8
  %209 = getelementptr inbounds i32, ptr %208, i64 1
  %210 = load i32, ptr %209, align 4
  store i32 %210, ptr %125, align 4
  store i32 0, ptr %126, align 4
  store i32 0, ptr %127, align 4
  store i64 256, ptr %131, align 8
  %211 = load ptr, ptr %117, align 8
  store ptr %211, ptr %142, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %144, ptr align 1 @__const.ZSTD_compressBlock_doubleFast_noDict_generic.dummy, i64 10, i1 false)
  %212 = load ptr, ptr %142, align 8
  %213 = load ptr, ptr %121, align 8
  %214 = ptrtoint ptr %212 to i64
  %215 = ptrtoint ptr %213 to i64
  %216 = sub i64 %214, %215
  %217 = icmp eq i64 %216, 0
  %218 = zext i1 %217 to i32
  %219 = load ptr, ptr %142, align 8
  %220 = sext i32 %218 to i64
  %221 = getelementptr inbounds i8, ptr %219, i64 %220
  store ptr %221, ptr %142, align 8
  %222 = load ptr, ptr %142, align 8
  %223 = load ptr, ptr %116, align 8
  %224 = ptrtoint ptr %222 to i64
  %225 = ptrtoint ptr %223 to i64
  %226 = sub i64 %224, %225
  %227 = trunc i64 %226 to i32
  store i32 %227, ptr %145, align 4
  %228 = load ptr, ptr %105, align 8
  %229 = load i32, ptr %145, align 4
  %230 = load ptr, ptr %111, align 8
  %231 = load i32, ptr %230, align 4
  %232 = call i32 @ZSTD_getLowestPrefixIndex(ptr noundef %228, i32 noundef %229, i32 noundef %231)
  store i32 %232, ptr %146, align 4
  %233 = load i32, ptr %145, align 4
  %234 = load i32, ptr %146, align 4
  %235 = sub i32 %233, %234
  store i32 %235, ptr %147, align 4
  %236 = load i32, ptr %125, align 4
  %237 = load i32, ptr %147, align 4
  %238 = icmp ugt i32 %236, %237
  br i1 %238, label %239, label %241

239:                                              ; preds = %5
  %240 = load i32, ptr %125, align 4
  store i32 %240, ptr %127, align 4
  store i32 0, ptr %125, align 4
  br label %241

241:                                              ; preds = %239, %5
  %242 = load i32, ptr %124, align 4
  %243 = load i32, ptr %147, align 4
  %244 = icmp ugt i32 %242, %243
  br i1 %244, label %245, label %247

245:                                              ; preds = %241
  %246 = load i32, ptr %124, align 4
  store i32 %246, ptr %126, align 4
  store i32 0, ptr %124, align 4
  br label %247

247:                                              ; preds = %245, %241
  br label %248

248:                                              ; preds = %1393, %247
  store i64 1, ptr %133, align 8
  %249 = load ptr, ptr %142, align 8
  %250 = getelementptr inbounds i8, ptr %249, i64 256
  store ptr %250, ptr %132, align 8
  %251 = load ptr, ptr %142, align 8
  %252 = load i64, ptr %133, align 8
  %253 = getelementptr inbounds i8, ptr %251, i64 %252
  store ptr %253, ptr %143, align 8
  %254 = load ptr, ptr %143, align 8
  %255 = load ptr, ptr %123, align 8
  %256 = icmp ugt ptr %254, %255
  br i1 %256, label %257, label %258

257:                                              ; preds = %248
  br label %695

258:                                              ; preds = %248
  %259 = load ptr, ptr %142, align 8
  %260 = load i32, ptr %113, align 4
  store ptr %259, ptr %70, align 8
  store i32 %260, ptr %71, align 4
  store i32 8, ptr %72, align 4
  %261 = load i32, ptr %72, align 4
  switch i32 %261, label %262 [
    i32 4, label %263
    i32 5, label %267
    i32 6, label %271
    i32 7, label %275
    i32 8, label %279
  ]

262:                                              ; preds = %258
  br label %263

263:                                              ; preds = %262, %258
  %264 = load ptr, ptr %70, align 8
  %265 = load i32, ptr %71, align 4
  %266 = call i64 @ZSTD_hash4Ptr(ptr noundef %264, i32 noundef %265)
  store i64 %266, ptr %69, align 8
  br label %283

267:                                              ; preds = %258
  %268 = load ptr, ptr %70, align 8
  %269 = load i32, ptr %71, align 4
  %270 = call i64 @ZSTD_hash5Ptr(ptr noundef %268, i32 noundef %269)
  store i64 %270, ptr %69, align 8
  br label %283

271:                                              ; preds = %258
  %272 = load ptr, ptr %70, align 8
  %273 = load i32, ptr %71, align 4
  %274 = call i64 @ZSTD_hash6Ptr(ptr noundef %272, i32 noundef %273)
  store i64 %274, ptr %69, align 8
  br label %283

275:                                              ; preds = %258
  %276 = load ptr, ptr %70, align 8
  %277 = load i32, ptr %71, align 4
  %278 = call i64 @ZSTD_hash7Ptr(ptr noundef %276, i32 noundef %277)
  store i64 %278, ptr %69, align 8
  br label %283

279:                                              ; preds = %258
  %280 = load ptr, ptr %70, align 8
  %281 = load i32, ptr %71, align 4
  %282 = call i64 @ZSTD_hash8Ptr(ptr noundef %280, i32 noundef %281)
  store i64 %282, ptr %69, align 8
  br label %283

283:                                              ; preds = %279, %275, %271, %267, %263
  %284 = load i64, ptr %69, align 8
  store i64 %284, ptr %134, align 8
  %285 = load ptr, ptr %112, align 8
  %286 = load i64, ptr %134, align 8
  %287 = getelementptr inbounds i32, ptr %285, i64 %286
  %288 = load i32, ptr %287, align 4
  store i32 %288, ptr %136, align 4
  %289 = load ptr, ptr %116, align 8
  %290 = load i32, ptr %136, align 4
  %291 = zext i32 %290 to i64
  %292 = getelementptr inbounds i8, ptr %289, i64 %291
  store ptr %292, ptr %138, align 8
  br label %293

293:                                              ; preds = %681, %283
  %294 = load ptr, ptr %142, align 8
  %295 = load i32, ptr %115, align 4
  %296 = load i32, ptr %110, align 4
  store ptr %294, ptr %74, align 8
  store i32 %295, ptr %75, align 4
  store i32 %296, ptr %76, align 4
  %297 = load i32, ptr %76, align 4
  switch i32 %297, label %298 [
    i32 4, label %299
    i32 5, label %303
    i32 6, label %307
    i32 7, label %311
    i32 8, label %315
  ]

298:                                              ; preds = %293
  br label %299

299:                                              ; preds = %298, %293
  %300 = load ptr, ptr %74, align 8
  %301 = load i32, ptr %75, align 4
  %302 = call i64 @ZSTD_hash4Ptr(ptr noundef %300, i32 noundef %301)
  store i64 %302, ptr %73, align 8
  br label %319

303:                                              ; preds = %293
  %304 = load ptr, ptr %74, align 8
  %305 = load i32, ptr %75, align 4
  %306 = call i64 @ZSTD_hash5Ptr(ptr noundef %304, i32 noundef %305)
  store i64 %306, ptr %73, align 8
  br label %319

307:                                              ; preds = %293
  %308 = load ptr, ptr %74, align 8
  %309 = load i32, ptr %75, align 4
  %310 = call i64 @ZSTD_hash6Ptr(ptr noundef %308, i32 noundef %309)
  store i64 %310, ptr %73, align 8
  br label %319

311:                                              ; preds = %293
  %312 = load ptr, ptr %74, align 8
  %313 = load i32, ptr %75, align 4
  %314 = call i64 @ZSTD_hash7Ptr(ptr noundef %312, i32 noundef %313)
  store i64 %314, ptr %73, align 8
  br label %319

315:                                              ; preds = %293
  %316 = load ptr, ptr %74, align 8
  %317 = load i32, ptr %75, align 4
  %318 = call i64 @ZSTD_hash8Ptr(ptr noundef %316, i32 noundef %317)
  store i64 %318, ptr %73, align 8
  br label %319

319:                                              ; preds = %315, %311, %307, %303, %299
  %320 = load i64, ptr %73, align 8
  store i64 %320, ptr %148, align 8
  %321 = load ptr, ptr %114, align 8
  %322 = load i64, ptr %148, align 8
  %323 = getelementptr inbounds i32, ptr %321, i64 %322
  %324 = load i32, ptr %323, align 4
  store i32 %324, ptr %149, align 4
  %325 = load ptr, ptr %142, align 8
  %326 = load ptr, ptr %116, align 8
  %327 = ptrtoint ptr %325 to i64
  %328 = ptrtoint ptr %326 to i64
  %329 = sub i64 %327, %328
  %330 = trunc i64 %329 to i32
  store i32 %330, ptr %130, align 4
  %331 = load ptr, ptr %116, align 8
  %332 = load i32, ptr %149, align 4
  %333 = zext i32 %332 to i64
  %334 = getelementptr inbounds i8, ptr %331, i64 %333
  store ptr %334, ptr %139, align 8
  %335 = load i32, ptr %130, align 4
  %336 = load ptr, ptr %114, align 8
  %337 = load i64, ptr %148, align 8
  %338 = getelementptr inbounds i32, ptr %336, i64 %337
  store i32 %335, ptr %338, align 4
  %339 = load ptr, ptr %112, align 8
  %340 = load i64, ptr %134, align 8
  %341 = getelementptr inbounds i32, ptr %339, i64 %340
  store i32 %335, ptr %341, align 4
  %342 = load i32, ptr %124, align 4
  %343 = icmp ugt i32 %342, 0
  %344 = zext i1 %343 to i32
  %345 = load ptr, ptr %142, align 8
  %346 = getelementptr inbounds i8, ptr %345, i64 1
  %347 = load i32, ptr %124, align 4
  %348 = zext i32 %347 to i64
  %349 = sub i64 0, %348
  %350 = getelementptr inbounds i8, ptr %346, i64 %349
  %351 = call i32 @MEM_read32(ptr noundef %350)
  %352 = load ptr, ptr %142, align 8
  %353 = getelementptr inbounds i8, ptr %352, i64 1
  %354 = call i32 @MEM_read32(ptr noundef %353)
  %355 = icmp eq i32 %351, %354
  %356 = zext i1 %355 to i32
  %357 = and i32 %344, %356
  %358 = icmp ne i32 %357, 0
  br i1 %358, label %359, label %544

359:                                              ; preds = %319
  %360 = load ptr, ptr %142, align 8
  %361 = getelementptr inbounds i8, ptr %360, i64 1
  %362 = getelementptr inbounds i8, ptr %361, i64 4
  %363 = load ptr, ptr %142, align 8
  %364 = getelementptr inbounds i8, ptr %363, i64 1
  %365 = getelementptr inbounds i8, ptr %364, i64 4
  %366 = load i32, ptr %124, align 4
  %367 = zext i32 %366 to i64
  %368 = sub i64 0, %367
  %369 = getelementptr inbounds i8, ptr %365, i64 %368
  %370 = load ptr, ptr %122, align 8
  %371 = call i64 @ZSTD_count(ptr noundef %362, ptr noundef %369, ptr noundef %370)
  %372 = add i64 %371, 4
  store i64 %372, ptr %128, align 8
  %373 = load ptr, ptr %142, align 8
  %374 = getelementptr inbounds i8, ptr %373, i32 1
  store ptr %374, ptr %142, align 8
  %375 = load ptr, ptr %106, align 8
  %376 = load ptr, ptr %142, align 8
  %377 = load ptr, ptr %118, align 8
  %378 = ptrtoint ptr %376 to i64
  %379 = ptrtoint ptr %377 to i64
  %380 = sub i64 %378, %379
  %381 = load ptr, ptr %118, align 8
  %382 = load ptr, ptr %122, align 8
  %383 = load i64, ptr %128, align 8
  store ptr %375, ptr %61, align 8
  store i64 %380, ptr %62, align 8
  store ptr %381, ptr %63, align 8
  store ptr %382, ptr %64, align 8
  store i32 1, ptr %65, align 4
  store i64 %383, ptr %66, align 8
  %384 = load ptr, ptr %64, align 8
  %385 = getelementptr inbounds i8, ptr %384, i64 -32
  store ptr %385, ptr %67, align 8
  %386 = load ptr, ptr %63, align 8
  %387 = load i64, ptr %62, align 8
  %388 = getelementptr inbounds i8, ptr %386, i64 %387
  store ptr %388, ptr %68, align 8
  %389 = load ptr, ptr %68, align 8
  %390 = load ptr, ptr %67, align 8
  %391 = icmp ule ptr %389, %390
  br i1 %391, label %392, label %465

392:                                              ; preds = %359
  %393 = load ptr, ptr %61, align 8
  %394 = getelementptr inbounds %struct.SeqStore_t, ptr %393, i32 0, i32 3
  %395 = load ptr, ptr %394, align 8
  %396 = load ptr, ptr %63, align 8
  call void @ZSTD_copy16(ptr noundef %395, ptr noundef %396)
  %397 = load i64, ptr %62, align 8
  %398 = icmp ugt i64 %397, 16
  br i1 %398, label %399, label %464

399:                                              ; preds = %392
  %400 = load ptr, ptr %61, align 8
  %401 = getelementptr inbounds %struct.SeqStore_t, ptr %400, i32 0, i32 3
  %402 = load ptr, ptr %401, align 8
  %403 = getelementptr inbounds i8, ptr %402, i64 16
  %404 = load ptr, ptr %63, align 8
  %405 = getelementptr inbounds i8, ptr %404, i64 16
  %406 = load i64, ptr %62, align 8
  %407 = sub nsw i64 %406, 16
  store ptr %403, ptr %21, align 8
  store ptr %405, ptr %22, align 8
  store i64 %407, ptr %23, align 8
  store i32 0, ptr %24, align 4
  %408 = load ptr, ptr %21, align 8
  %409 = load ptr, ptr %22, align 8
  %410 = ptrtoint ptr %408 to i64
  %411 = ptrtoint ptr %409 to i64
  %412 = sub i64 %410, %411
  store i64 %412, ptr %25, align 8
  %413 = load ptr, ptr %22, align 8
  store ptr %413, ptr %26, align 8
  %414 = load ptr, ptr %21, align 8
  store ptr %414, ptr %27, align 8
  %415 = load ptr, ptr %27, align 8
  %416 = load i64, ptr %23, align 8
  %417 = getelementptr inbounds i8, ptr %415, i64 %416
  store ptr %417, ptr %28, align 8
  %418 = load i32, ptr %24, align 4
  %419 = icmp eq i32 %418, 1
  br i1 %419, label %420, label %435

420:                                              ; preds = %399
  %421 = load i64, ptr %25, align 8
  %422 = icmp slt i64 %421, 16
  br i1 %422, label %423, label %435

423:                                              ; preds = %420
  br label %424

424:                                              ; preds = %424, %423
  %425 = load ptr, ptr %27, align 8
  %426 = load ptr, ptr %26, align 8
  call void @ZSTD_copy8(ptr noundef %425, ptr noundef %426)
  %427 = load ptr, ptr %27, align 8
  %428 = getelementptr inbounds i8, ptr %427, i64 8
  store ptr %428, ptr %27, align 8
  %429 = load ptr, ptr %26, align 8
  %430 = getelementptr inbounds i8, ptr %429, i64 8
  store ptr %430, ptr %26, align 8
  %431 = load ptr, ptr %27, align 8
  %432 = load ptr, ptr %28, align 8
  %433 = icmp ult ptr %431, %432
  br i1 %433, label %424, label %434, !llvm.loop !11

434:                                              ; preds = %424
  br label %463

435:                                              ; preds = %420, %399
  %436 = load ptr, ptr %27, align 8
  %437 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %436, ptr noundef %437)
  %438 = load i64, ptr %23, align 8
  %439 = icmp sge i64 16, %438
  br i1 %439, label %440, label %441

440:                                              ; preds = %435
  br label %463

441:                                              ; preds = %435
  %442 = load ptr, ptr %27, align 8
  %443 = getelementptr inbounds i8, ptr %442, i64 16
  store ptr %443, ptr %27, align 8
  %444 = load ptr, ptr %26, align 8
  %445 = getelementptr inbounds i8, ptr %444, i64 16
  store ptr %445, ptr %26, align 8
  br label %446

446:                                              ; preds = %446, %441
  %447 = load ptr, ptr %27, align 8
  %448 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %447, ptr noundef %448)
  %449 = load ptr, ptr %27, align 8
  %450 = getelementptr inbounds i8, ptr %449, i64 16
  store ptr %450, ptr %27, align 8
  %451 = load ptr, ptr %26, align 8
  %452 = getelementptr inbounds i8, ptr %451, i64 16
  store ptr %452, ptr %26, align 8
  %453 = load ptr, ptr %27, align 8
  %454 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %453, ptr noundef %454)
  %455 = load ptr, ptr %27, align 8
  %456 = getelementptr inbounds i8, ptr %455, i64 16
  store ptr %456, ptr %27, align 8
  %457 = load ptr, ptr %26, align 8
  %458 = getelementptr inbounds i8, ptr %457, i64 16
  store ptr %458, ptr %26, align 8
  %459 = load ptr, ptr %27, align 8
  %460 = load ptr, ptr %28, align 8
  %461 = icmp ult ptr %459, %460
  br i1 %461, label %446, label %462, !llvm.loop !12

462:                                              ; preds = %446
  br label %463

463:                                              ; preds = %434, %440, %462
  br label %464

464:                                              ; preds = %463, %392
  br label %472

465:                                              ; preds = %359
  %466 = load ptr, ptr %61, align 8
  %467 = getelementptr inbounds %struct.SeqStore_t, ptr %466, i32 0, i32 3
  %468 = load ptr, ptr %467, align 8
  %469 = load ptr, ptr %63, align 8
  %470 = load ptr, ptr %68, align 8
  %471 = load ptr, ptr %67, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %468, ptr noundef %469, ptr noundef %470, ptr noundef %471)
  br label %472

472:                                              ; preds = %464, %465
  %473 = load i64, ptr %62, align 8
  %474 = load ptr, ptr %61, align 8
  %475 = getelementptr inbounds %struct.SeqStore_t, ptr %474, i32 0, i32 3
  %476 = load ptr, ptr %475, align 8
  %477 = getelementptr inbounds i8, ptr %476, i64 %473
  store ptr %477, ptr %475, align 8
  %478 = load ptr, ptr %61, align 8
  %479 = load i64, ptr %62, align 8
  %480 = load i32, ptr %65, align 4
  %481 = load i64, ptr %66, align 8
  store ptr %478, ptr %6, align 8
  store i64 %479, ptr %7, align 8
  store i32 %480, ptr %8, align 4
  store i64 %481, ptr %9, align 8
  %482 = load i64, ptr %7, align 8
  %483 = icmp ugt i64 %482, 65535
  %484 = zext i1 %483 to i32
  %485 = sext i32 %484 to i64
  br i1 %483, label %486, label %501

486:                                              ; preds = %472
  %487 = load ptr, ptr %6, align 8
  %488 = getelementptr inbounds %struct.SeqStore_t, ptr %487, i32 0, i32 9
  store i32 1, ptr %488, align 8
  %489 = load ptr, ptr %6, align 8
  %490 = getelementptr inbounds %struct.SeqStore_t, ptr %489, i32 0, i32 1
  %491 = load ptr, ptr %490, align 8
  %492 = load ptr, ptr %6, align 8
  %493 = load ptr, ptr %492, align 8
  %494 = ptrtoint ptr %491 to i64
  %495 = ptrtoint ptr %493 to i64
  %496 = sub i64 %494, %495
  %497 = sdiv exact i64 %496, 8
  %498 = trunc i64 %497 to i32
  %499 = load ptr, ptr %6, align 8
  %500 = getelementptr inbounds %struct.SeqStore_t, ptr %499, i32 0, i32 10
  store i32 %498, ptr %500, align 4
  br label %501

501:                                              ; preds = %486, %472
  %502 = load i64, ptr %7, align 8
  %503 = trunc i64 %502 to i16
  %504 = load ptr, ptr %6, align 8
  %505 = getelementptr inbounds %struct.SeqStore_t, ptr %504, i32 0, i32 1
  %506 = load ptr, ptr %505, align 8
  %507 = getelementptr inbounds %struct.SeqDef_s, ptr %506, i32 0, i32 1
  store i16 %503, ptr %507, align 4
  %508 = load i32, ptr %8, align 4
  %509 = load ptr, ptr %6, align 8
  %510 = getelementptr inbounds %struct.SeqStore_t, ptr %509, i32 0, i32 1
  %511 = load ptr, ptr %510, align 8
  store i32 %508, ptr %511, align 4
  %512 = load i64, ptr %9, align 8
  %513 = sub i64 %512, 3
  store i64 %513, ptr %10, align 8
  %514 = load i64, ptr %10, align 8
  %515 = icmp ugt i64 %514, 65535
  %516 = zext i1 %515 to i32
  %517 = sext i32 %516 to i64
  br i1 %515, label %518, label %533

518:                                              ; preds = %501
  %519 = load ptr, ptr %6, align 8
  %520 = getelementptr inbounds %struct.SeqStore_t, ptr %519, i32 0, i32 9
  store i32 2, ptr %520, align 8
  %521 = load ptr, ptr %6, align 8
  %522 = getelementptr inbounds %struct.SeqStore_t, ptr %521, i32 0, i32 1
  %523 = load ptr, ptr %522, align 8
  %524 = load ptr, ptr %6, align 8
  %525 = load ptr, ptr %524, align 8
  %526 = ptrtoint ptr %523 to i64
  %527 = ptrtoint ptr %525 to i64
  %528 = sub i64 %526, %527
  %529 = sdiv exact i64 %528, 8
  %530 = trunc i64 %529 to i32
  %531 = load ptr, ptr %6, align 8
  %532 = getelementptr inbounds %struct.SeqStore_t, ptr %531, i32 0, i32 10
  store i32 %530, ptr %532, align 4
  br label %533

533:                                              ; preds = %501, %518
  %534 = load i64, ptr %10, align 8
  %535 = trunc i64 %534 to i16
  %536 = load ptr, ptr %6, align 8
  %537 = getelementptr inbounds %struct.SeqStore_t, ptr %536, i32 0, i32 1
  %538 = load ptr, ptr %537, align 8
  %539 = getelementptr inbounds %struct.SeqDef_s, ptr %538, i32 0, i32 2
  store i16 %535, ptr %539, align 2
  %540 = load ptr, ptr %6, align 8
  %541 = getelementptr inbounds %struct.SeqStore_t, ptr %540, i32 0, i32 1
  %542 = load ptr, ptr %541, align 8
  %543 = getelementptr inbounds %struct.SeqDef_s, ptr %542, i32 1
  store ptr %543, ptr %541, align 8
  br label %969

544:                                              ; preds = %319
  %545 = load ptr, ptr %143, align 8
  %546 = load i32, ptr %113, align 4
  store ptr %545, ptr %78, align 8
  store i32 %546, ptr %79, align 4
  store i32 8, ptr %80, align 4
  %547 = load i32, ptr %80, align 4
  switch i32 %547, label %548 [
    i32 4, label %549
    i32 5, label %553
    i32 6, label %557
    i32 7, label %561
    i32 8, label %565
  ]

548:                                              ; preds = %544
  br label %549

549:                                              ; preds = %548, %544
  %550 = load ptr, ptr %78, align 8
  %551 = load i32, ptr %79, align 4
  %552 = call i64 @ZSTD_hash4Ptr(ptr noundef %550, i32 noundef %551)
  store i64 %552, ptr %77, align 8
  br label %569

553:                                              ; preds = %544
  %554 = load ptr, ptr %78, align 8
  %555 = load i32, ptr %79, align 4
  %556 = call i64 @ZSTD_hash5Ptr(ptr noundef %554, i32 noundef %555)
  store i64 %556, ptr %77, align 8
  br label %569

557:                                              ; preds = %544
  %558 = load ptr, ptr %78, align 8
  %559 = load i32, ptr %79, align 4
  %560 = call i64 @ZSTD_hash6Ptr(ptr noundef %558, i32 noundef %559)
  store i64 %560, ptr %77, align 8
  br label %569

561:                                              ; preds = %544
  %562 = load ptr, ptr %78, align 8
  %563 = load i32, ptr %79, align 4
  %564 = call i64 @ZSTD_hash7Ptr(ptr noundef %562, i32 noundef %563)
  store i64 %564, ptr %77, align 8
  br label %569

565:                                              ; preds = %544
  %566 = load ptr, ptr %78, align 8
  %567 = load i32, ptr %79, align 4
  %568 = call i64 @ZSTD_hash8Ptr(ptr noundef %566, i32 noundef %567)
  store i64 %568, ptr %77, align 8
  br label %569

569:                                              ; preds = %565, %561, %557, %553, %549
  %570 = load i64, ptr %77, align 8
  store i64 %570, ptr %135, align 8
  %571 = load i32, ptr %136, align 4
  %572 = load i32, ptr %120, align 4
  %573 = load ptr, ptr %138, align 8
  %574 = call ptr @ZSTD_selectAddr(i32 noundef %571, i32 noundef %572, ptr noundef %573, ptr noundef %144)
  store ptr %574, ptr %150, align 8
  %575 = load ptr, ptr %150, align 8
  %576 = call i64 @MEM_read64(ptr noundef %575)
  %577 = load ptr, ptr %142, align 8
  %578 = call i64 @MEM_read64(ptr noundef %577)
  %579 = icmp eq i64 %576, %578
  br i1 %579, label %580, label %629

580:                                              ; preds = %569
  %581 = load ptr, ptr %150, align 8
  %582 = load ptr, ptr %138, align 8
  %583 = icmp eq ptr %581, %582
  br i1 %583, label %584, label %629

584:                                              ; preds = %580
  %585 = load ptr, ptr %142, align 8
  %586 = getelementptr inbounds i8, ptr %585, i64 8
  %587 = load ptr, ptr %138, align 8
  %588 = getelementptr inbounds i8, ptr %587, i64 8
  %589 = load ptr, ptr %122, align 8
  %590 = call i64 @ZSTD_count(ptr noundef %586, ptr noundef %588, ptr noundef %589)
  %591 = add i64 %590, 8
  store i64 %591, ptr %128, align 8
  %592 = load ptr, ptr %142, align 8
  %593 = load ptr, ptr %138, align 8
  %594 = ptrtoint ptr %592 to i64
  %595 = ptrtoint ptr %593 to i64
  %596 = sub i64 %594, %595
  %597 = trunc i64 %596 to i32
  store i32 %597, ptr %129, align 4
  br label %598

598:                                              ; preds = %621, %584
  %599 = load ptr, ptr %142, align 8
  %600 = load ptr, ptr %118, align 8
  %601 = icmp ugt ptr %599, %600
  %602 = zext i1 %601 to i32
  %603 = load ptr, ptr %138, align 8
  %604 = load ptr, ptr %121, align 8
  %605 = icmp ugt ptr %603, %604
  %606 = zext i1 %605 to i32
  %607 = and i32 %602, %606
  %608 = icmp ne i32 %607, 0
  br i1 %608, label %609, label %619

609:                                              ; preds = %598
  %610 = load ptr, ptr %142, align 8
  %611 = getelementptr inbounds i8, ptr %610, i64 -1
  %612 = load i8, ptr %611, align 1
  %613 = zext i8 %612 to i32
  %614 = load ptr, ptr %138, align 8
  %615 = getelementptr inbounds i8, ptr %614, i64 -1
  %616 = load i8, ptr %615, align 1
  %617 = zext i8 %616 to i32
  %618 = icmp eq i32 %613, %617
  br label %619

619:                                              ; preds = %609, %598
  %620 = phi i1 [ false, %598 ], [ %618, %609 ]
  br i1 %620, label %621, label %628

621:                                              ; preds = %619
  %622 = load ptr, ptr %142, align 8
  %623 = getelementptr inbounds i8, ptr %622, i32 -1
  store ptr %623, ptr %142, align 8
  %624 = load ptr, ptr %138, align 8
  %625 = getelementptr inbounds i8, ptr %624, i32 -1
  store ptr %625, ptr %138, align 8
  %626 = load i64, ptr %128, align 8
  %627 = add i64 %626, 1
  store i64 %627, ptr %128, align 8
  br label %598, !llvm.loop !13

628:                                              ; preds = %619
  br label %782

629:                                              ; preds = %580, %569
  %630 = load ptr, ptr %112, align 8
  %631 = load i64, ptr %135, align 8
  %632 = getelementptr inbounds i32, ptr %630, i64 %631
  %633 = load i32, ptr %632, align 4
  store i32 %633, ptr %137, align 4
  %634 = load ptr, ptr %116, align 8
  %635 = load i32, ptr %137, align 4
  %636 = zext i32 %635 to i64
  %637 = getelementptr inbounds i8, ptr %634, i64 %636
  store ptr %637, ptr %140, align 8
  %638 = load i32, ptr %149, align 4
  %639 = load i32, ptr %120, align 4
  %640 = load ptr, ptr %139, align 8
  %641 = call ptr @ZSTD_selectAddr(i32 noundef %638, i32 noundef %639, ptr noundef %640, ptr noundef %144)
  store ptr %641, ptr %141, align 8
  %642 = load ptr, ptr %141, align 8
  %643 = call i32 @MEM_read32(ptr noundef %642)
  %644 = load ptr, ptr %142, align 8
  %645 = call i32 @MEM_read32(ptr noundef %644)
  %646 = icmp eq i32 %643, %645
  br i1 %646, label %647, label %668

647:                                              ; preds = %629
  %648 = load ptr, ptr %141, align 8
  %649 = load ptr, ptr %139, align 8
  %650 = icmp eq ptr %648, %649
  br i1 %650, label %651, label %668

651:                                              ; preds = %647
  %652 = load ptr, ptr %142, align 8
  %653 = getelementptr inbounds i8, ptr %652, i64 4
  %654 = load ptr, ptr %139, align 8
  %655 = getelementptr inbounds i8, ptr %654, i64 4
  %656 = load ptr, ptr %122, align 8
  %657 = call i64 @ZSTD_count(ptr noundef %653, ptr noundef %655, ptr noundef %656)
  %658 = add i64 %657, 4
  store i64 %658, ptr %128, align 8
  %659 = load ptr, ptr %142, align 8
  %660 = load ptr, ptr %139, align 8
  %661 = ptrtoint ptr %659 to i64
  %662 = ptrtoint ptr %660 to i64
  %663 = sub i64 %661, %662
  %664 = trunc i64 %663 to i32
  store i32 %664, ptr %129, align 4
  %665 = load i32, ptr %137, align 4
  %666 = load i32, ptr %120, align 4
  %667 = icmp ugt i32 %665, %666
  br i1 %667, label %722, label %750

668:                                              ; preds = %647, %629
  %669 = load ptr, ptr %143, align 8
  %670 = load ptr, ptr %132, align 8
  %671 = icmp uge ptr %669, %670
  br i1 %671, label %672, label %681

672:                                              ; preds = %668
  %673 = load ptr, ptr %143, align 8
  %674 = getelementptr inbounds i8, ptr %673, i64 64
  call void @llvm.prefetch.p0(ptr %674, i32 0, i32 3, i32 1)
  %675 = load ptr, ptr %143, align 8
  %676 = getelementptr inbounds i8, ptr %675, i64 128
  call void @llvm.prefetch.p0(ptr %676, i32 0, i32 3, i32 1)
  %677 = load i64, ptr %133, align 8
  %678 = add i64 %677, 1
  store i64 %678, ptr %133, align 8
  %679 = load ptr, ptr %132, align 8
  %680 = getelementptr inbounds i8, ptr %679, i64 256
  store ptr %680, ptr %132, align 8
  br label %681

681:                                              ; preds = %672, %668
  %682 = load ptr, ptr %143, align 8
  store ptr %682, ptr %142, align 8
  %683 = load i64, ptr %133, align 8
  %684 = load ptr, ptr %143, align 8
  %685 = getelementptr inbounds i8, ptr %684, i64 %683
  store ptr %685, ptr %143, align 8
  %686 = load i64, ptr %135, align 8
  store i64 %686, ptr %134, align 8
  %687 = load i32, ptr %137, align 4
  store i32 %687, ptr %136, align 4
  %688 = load ptr, ptr %140, align 8
  store ptr %688, ptr %138, align 8
  %689 = load ptr, ptr %142, align 8
  %690 = getelementptr inbounds i8, ptr %689, i64 256
  call void @llvm.prefetch.p0(ptr %690, i32 0, i32 3, i32 1)
  %691 = load ptr, ptr %143, align 8
  %692 = load ptr, ptr %123, align 8
  %693 = icmp ule ptr %691, %692
  br i1 %693, label %293, label %694, !llvm.loop !14

694:                                              ; preds = %681
  br label %695

695:                                              ; preds = %694, %257
  %696 = load i32, ptr %126, align 4
  %697 = icmp ne i32 %696, 0
  br i1 %697, label %698, label %703

698:                                              ; preds = %695
  %699 = load i32, ptr %124, align 4
  %700 = icmp ne i32 %699, 0
  br i1 %700, label %701, label %703

701:                                              ; preds = %698
  %702 = load i32, ptr %126, align 4
  br label %705

703:                                              ; preds = %698, %695
  %704 = load i32, ptr %127, align 4
  br label %705

705:                                              ; preds = %703, %701
  %706 = phi i32 [ %702, %701 ], [ %704, %703 ]
  store i32 %706, ptr %127, align 4
  %707 = load i32, ptr %124, align 4
  %708 = icmp ne i32 %707, 0
  br i1 %708, label %709, label %711

709:                                              ; preds = %705
  %710 = load i32, ptr %124, align 4
  br label %713

711:                                              ; preds = %705
  %712 = load i32, ptr %126, align 4
  br label %713

713:                                              ; preds = %711, %709
  %714 = phi i32 [ %710, %709 ], [ %712, %711 ]
  %715 = load ptr, ptr %107, align 8
  store i32 %714, ptr %715, align 4
  %716 = load i32, ptr %125, align 4
  %717 = icmp ne i32 %716, 0
  br i1 %717, label %718, label %720

718:                                              ; preds = %713
  %719 = load i32, ptr %125, align 4
  br label %1394

720:                                              ; preds = %713
  %721 = load i32, ptr %127, align 4
  br label %1394

722:                                              ; preds = %651
  %723 = load ptr, ptr %140, align 8
  %724 = call i64 @MEM_read64(ptr noundef %723)
  %725 = load ptr, ptr %143, align 8
  %726 = call i64 @MEM_read64(ptr noundef %725)
  %727 = icmp eq i64 %724, %726
  br i1 %727, label %728, label %750

728:                                              ; preds = %722
  %729 = load ptr, ptr %143, align 8
  %730 = getelementptr inbounds i8, ptr %729, i64 8
  %731 = load ptr, ptr %140, align 8
  %732 = getelementptr inbounds i8, ptr %731, i64 8
  %733 = load ptr, ptr %122, align 8
  %734 = call i64 @ZSTD_count(ptr noundef %730, ptr noundef %732, ptr noundef %733)
  %735 = add i64 %734, 8
  store i64 %735, ptr %151, align 8
  %736 = load i64, ptr %151, align 8
  %737 = load i64, ptr %128, align 8
  %738 = icmp ugt i64 %736, %737
  br i1 %738, label %739, label %749

739:                                              ; preds = %728
  %740 = load ptr, ptr %143, align 8
  store ptr %740, ptr %142, align 8
  %741 = load i64, ptr %151, align 8
  store i64 %741, ptr %128, align 8
  %742 = load ptr, ptr %142, align 8
  %743 = load ptr, ptr %140, align 8
  %744 = ptrtoint ptr %742 to i64
  %745 = ptrtoint ptr %743 to i64
  %746 = sub i64 %744, %745
  %747 = trunc i64 %746 to i32
  store i32 %747, ptr %129, align 4
  %748 = load ptr, ptr %140, align 8
  store ptr %748, ptr %139, align 8
  br label %749

749:                                              ; preds = %739, %728
  br label %750

750:                                              ; preds = %749, %722, %651
  br label %751

751:                                              ; preds = %774, %750
  %752 = load ptr, ptr %142, align 8
  %753 = load ptr, ptr %118, align 8
  %754 = icmp ugt ptr %752, %753
  %755 = zext i1 %754 to i32
  %756 = load ptr, ptr %139, align 8
  %757 = load ptr, ptr %121, align 8
  %758 = icmp ugt ptr %756, %757
  %759 = zext i1 %758 to i32
  %760 = and i32 %755, %759
  %761 = icmp ne i32 %760, 0
  br i1 %761, label %762, label %772

762:                                              ; preds = %751
  %763 = load ptr, ptr %142, align 8
  %764 = getelementptr inbounds i8, ptr %763, i64 -1
  %765 = load i8, ptr %764, align 1
  %766 = zext i8 %765 to i32
  %767 = load ptr, ptr %139, align 8
  %768 = getelementptr inbounds i8, ptr %767, i64 -1
  %769 = load i8, ptr %768, align 1
  %770 = zext i8 %769 to i32
  %771 = icmp eq i32 %766, %770
  br label %772

772:                                              ; preds = %762, %751
  %773 = phi i1 [ false, %751 ], [ %771, %762 ]
  br i1 %773, label %774, label %781

774:                                              ; preds = %772
  %775 = load ptr, ptr %142, align 8
  %776 = getelementptr inbounds i8, ptr %775, i32 -1
  store ptr %776, ptr %142, align 8
  %777 = load ptr, ptr %139, align 8
  %778 = getelementptr inbounds i8, ptr %777, i32 -1
  store ptr %778, ptr %139, align 8
  %779 = load i64, ptr %128, align 8
  %780 = add i64 %779, 1
  store i64 %780, ptr %128, align 8
  br label %751, !llvm.loop !15

781:                                              ; preds = %772
  br label %782

782:                                              ; preds = %781, %628
  %783 = load i32, ptr %124, align 4
  store i32 %783, ptr %125, align 4
  %784 = load i32, ptr %129, align 4
  store i32 %784, ptr %124, align 4
  %785 = load i64, ptr %133, align 8
  %786 = icmp ult i64 %785, 4
  br i1 %786, label %787, label %797

787:                                              ; preds = %782
  %788 = load ptr, ptr %143, align 8
  %789 = load ptr, ptr %116, align 8
  %790 = ptrtoint ptr %788 to i64
  %791 = ptrtoint ptr %789 to i64
  %792 = sub i64 %790, %791
  %793 = trunc i64 %792 to i32
  %794 = load ptr, ptr %112, align 8
  %795 = load i64, ptr %135, align 8
  %796 = getelementptr inbounds i32, ptr %794, i64 %795
  store i32 %793, ptr %796, align 4
  br label %797

797:                                              ; preds = %787, %782
  %798 = load ptr, ptr %106, align 8
  %799 = load ptr, ptr %142, align 8
  %800 = load ptr, ptr %118, align 8
  %801 = ptrtoint ptr %799 to i64
  %802 = ptrtoint ptr %800 to i64
  %803 = sub i64 %801, %802
  %804 = load ptr, ptr %118, align 8
  %805 = load ptr, ptr %122, align 8
  %806 = load i32, ptr %129, align 4
  %807 = add i32 %806, 3
  %808 = load i64, ptr %128, align 8
  store ptr %798, ptr %45, align 8
  store i64 %803, ptr %46, align 8
  store ptr %804, ptr %47, align 8
  store ptr %805, ptr %48, align 8
  store i32 %807, ptr %49, align 4
  store i64 %808, ptr %50, align 8
  %809 = load ptr, ptr %48, align 8
  %810 = getelementptr inbounds i8, ptr %809, i64 -32
  store ptr %810, ptr %51, align 8
  %811 = load ptr, ptr %47, align 8
  %812 = load i64, ptr %46, align 8
  %813 = getelementptr inbounds i8, ptr %811, i64 %812
  store ptr %813, ptr %52, align 8
  %814 = load ptr, ptr %52, align 8
  %815 = load ptr, ptr %51, align 8
  %816 = icmp ule ptr %814, %815
  br i1 %816, label %817, label %890

817:                                              ; preds = %797
  %818 = load ptr, ptr %45, align 8
  %819 = getelementptr inbounds %struct.SeqStore_t, ptr %818, i32 0, i32 3
  %820 = load ptr, ptr %819, align 8
  %821 = load ptr, ptr %47, align 8
  call void @ZSTD_copy16(ptr noundef %820, ptr noundef %821)
  %822 = load i64, ptr %46, align 8
  %823 = icmp ugt i64 %822, 16
  br i1 %823, label %824, label %889

824:                                              ; preds = %817
  %825 = load ptr, ptr %45, align 8
  %826 = getelementptr inbounds %struct.SeqStore_t, ptr %825, i32 0, i32 3
  %827 = load ptr, ptr %826, align 8
  %828 = getelementptr inbounds i8, ptr %827, i64 16
  %829 = load ptr, ptr %47, align 8
  %830 = getelementptr inbounds i8, ptr %829, i64 16
  %831 = load i64, ptr %46, align 8
  %832 = sub nsw i64 %831, 16
  store ptr %828, ptr %37, align 8
  store ptr %830, ptr %38, align 8
  store i64 %832, ptr %39, align 8
  store i32 0, ptr %40, align 4
  %833 = load ptr, ptr %37, align 8
  %834 = load ptr, ptr %38, align 8
  %835 = ptrtoint ptr %833 to i64
  %836 = ptrtoint ptr %834 to i64
  %837 = sub i64 %835, %836
  store i64 %837, ptr %41, align 8
  %838 = load ptr, ptr %38, align 8
  store ptr %838, ptr %42, align 8
  %839 = load ptr, ptr %37, align 8
  store ptr %839, ptr %43, align 8
  %840 = load ptr, ptr %43, align 8
  %841 = load i64, ptr %39, align 8
  %842 = getelementptr inbounds i8, ptr %840, i64 %841
  store ptr %842, ptr %44, align 8
  %843 = load i32, ptr %40, align 4
  %844 = icmp eq i32 %843, 1
  br i1 %844, label %845, label %860

845:                                              ; preds = %824
  %846 = load i64, ptr %41, align 8
  %847 = icmp slt i64 %846, 16
  br i1 %847, label %848, label %860

848:                                              ; preds = %845
  br label %849

849:                                              ; preds = %849, %848
  %850 = load ptr, ptr %43, align 8
  %851 = load ptr, ptr %42, align 8
  call void @ZSTD_copy8(ptr noundef %850, ptr noundef %851)
  %852 = load ptr, ptr %43, align 8
  %853 = getelementptr inbounds i8, ptr %852, i64 8
  store ptr %853, ptr %43, align 8
  %854 = load ptr, ptr %42, align 8
  %855 = getelementptr inbounds i8, ptr %854, i64 8
  store ptr %855, ptr %42, align 8
  %856 = load ptr, ptr %43, align 8
  %857 = load ptr, ptr %44, align 8
  %858 = icmp ult ptr %856, %857
  br i1 %858, label %849, label %859, !llvm.loop !11

859:                                              ; preds = %849
  br label %888

860:                                              ; preds = %845, %824
  %861 = load ptr, ptr %43, align 8
  %862 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %861, ptr noundef %862)
  %863 = load i64, ptr %39, align 8
  %864 = icmp sge i64 16, %863
  br i1 %864, label %865, label %866

865:                                              ; preds = %860
  br label %888

866:                                              ; preds = %860
  %867 = load ptr, ptr %43, align 8
  %868 = getelementptr inbounds i8, ptr %867, i64 16
  store ptr %868, ptr %43, align 8
  %869 = load ptr, ptr %42, align 8
  %870 = getelementptr inbounds i8, ptr %869, i64 16
  store ptr %870, ptr %42, align 8
  br label %871

871:                                              ; preds = %871, %866
  %872 = load ptr, ptr %43, align 8
  %873 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %872, ptr noundef %873)
  %874 = load ptr, ptr %43, align 8
  %875 = getelementptr inbounds i8, ptr %874, i64 16
  store ptr %875, ptr %43, align 8
  %876 = load ptr, ptr %42, align 8
  %877 = getelementptr inbounds i8, ptr %876, i64 16
  store ptr %877, ptr %42, align 8
  %878 = load ptr, ptr %43, align 8
  %879 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %878, ptr noundef %879)
  %880 = load ptr, ptr %43, align 8
  %881 = getelementptr inbounds i8, ptr %880, i64 16
  store ptr %881, ptr %43, align 8
  %882 = load ptr, ptr %42, align 8
  %883 = getelementptr inbounds i8, ptr %882, i64 16
  store ptr %883, ptr %42, align 8
  %884 = load ptr, ptr %43, align 8
  %885 = load ptr, ptr %44, align 8
  %886 = icmp ult ptr %884, %885
  br i1 %886, label %871, label %887, !llvm.loop !12

887:                                              ; preds = %871
  br label %888

888:                                              ; preds = %859, %865, %887
  br label %889

889:                                              ; preds = %888, %817
  br label %897

890:                                              ; preds = %797
  %891 = load ptr, ptr %45, align 8
  %892 = getelementptr inbounds %struct.SeqStore_t, ptr %891, i32 0, i32 3
  %893 = load ptr, ptr %892, align 8
  %894 = load ptr, ptr %47, align 8
  %895 = load ptr, ptr %52, align 8
  %896 = load ptr, ptr %51, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %893, ptr noundef %894, ptr noundef %895, ptr noundef %896)
  br label %897

897:                                              ; preds = %889, %890
  %898 = load i64, ptr %46, align 8
  %899 = load ptr, ptr %45, align 8
  %900 = getelementptr inbounds %struct.SeqStore_t, ptr %899, i32 0, i32 3
  %901 = load ptr, ptr %900, align 8
  %902 = getelementptr inbounds i8, ptr %901, i64 %898
  store ptr %902, ptr %900, align 8
  %903 = load ptr, ptr %45, align 8
  %904 = load i64, ptr %46, align 8
  %905 = load i32, ptr %49, align 4
  %906 = load i64, ptr %50, align 8
  store ptr %903, ptr %16, align 8
  store i64 %904, ptr %17, align 8
  store i32 %905, ptr %18, align 4
  store i64 %906, ptr %19, align 8
  %907 = load i64, ptr %17, align 8
  %908 = icmp ugt i64 %907, 65535
  %909 = zext i1 %908 to i32
  %910 = sext i32 %909 to i64
  br i1 %908, label %911, label %926

911:                                              ; preds = %897
  %912 = load ptr, ptr %16, align 8
  %913 = getelementptr inbounds %struct.SeqStore_t, ptr %912, i32 0, i32 9
  store i32 1, ptr %913, align 8
  %914 = load ptr, ptr %16, align 8
  %915 = getelementptr inbounds %struct.SeqStore_t, ptr %914, i32 0, i32 1
  %916 = load ptr, ptr %915, align 8
  %917 = load ptr, ptr %16, align 8
  %918 = load ptr, ptr %917, align 8
  %919 = ptrtoint ptr %916 to i64
  %920 = ptrtoint ptr %918 to i64
  %921 = sub i64 %919, %920
  %922 = sdiv exact i64 %921, 8
  %923 = trunc i64 %922 to i32
  %924 = load ptr, ptr %16, align 8
  %925 = getelementptr inbounds %struct.SeqStore_t, ptr %924, i32 0, i32 10
  store i32 %923, ptr %925, align 4
  br label %926

926:                                              ; preds = %911, %897
  %927 = load i64, ptr %17, align 8
  %928 = trunc i64 %927 to i16
  %929 = load ptr, ptr %16, align 8
  %930 = getelementptr inbounds %struct.SeqStore_t, ptr %929, i32 0, i32 1
  %931 = load ptr, ptr %930, align 8
  %932 = getelementptr inbounds %struct.SeqDef_s, ptr %931, i32 0, i32 1
  store i16 %928, ptr %932, align 4
  %933 = load i32, ptr %18, align 4
  %934 = load ptr, ptr %16, align 8
  %935 = getelementptr inbounds %struct.SeqStore_t, ptr %934, i32 0, i32 1
  %936 = load ptr, ptr %935, align 8
  store i32 %933, ptr %936, align 4
  %937 = load i64, ptr %19, align 8
  %938 = sub i64 %937, 3
  store i64 %938, ptr %20, align 8
  %939 = load i64, ptr %20, align 8
  %940 = icmp ugt i64 %939, 65535
  %941 = zext i1 %940 to i32
  %942 = sext i32 %941 to i64
  br i1 %940, label %943, label %958

943:                                              ; preds = %926
  %944 = load ptr, ptr %16, align 8
  %945 = getelementptr inbounds %struct.SeqStore_t, ptr %944, i32 0, i32 9
  store i32 2, ptr %945, align 8
  %946 = load ptr, ptr %16, align 8
  %947 = getelementptr inbounds %struct.SeqStore_t, ptr %946, i32 0, i32 1
  %948 = load ptr, ptr %947, align 8
  %949 = load ptr, ptr %16, align 8
  %950 = load ptr, ptr %949, align 8
  %951 = ptrtoint ptr %948 to i64
  %952 = ptrtoint ptr %950 to i64
  %953 = sub i64 %951, %952
  %954 = sdiv exact i64 %953, 8
  %955 = trunc i64 %954 to i32
  %956 = load ptr, ptr %16, align 8
  %957 = getelementptr inbounds %struct.SeqStore_t, ptr %956, i32 0, i32 10
  store i32 %955, ptr %957, align 4
  br label %958

958:                                              ; preds = %926, %943
  %959 = load i64, ptr %20, align 8
  %960 = trunc i64 %959 to i16
  %961 = load ptr, ptr %16, align 8
  %962 = getelementptr inbounds %struct.SeqStore_t, ptr %961, i32 0, i32 1
  %963 = load ptr, ptr %962, align 8
  %964 = getelementptr inbounds %struct.SeqDef_s, ptr %963, i32 0, i32 2
  store i16 %960, ptr %964, align 2
  %965 = load ptr, ptr %16, align 8
  %966 = getelementptr inbounds %struct.SeqStore_t, ptr %965, i32 0, i32 1
  %967 = load ptr, ptr %966, align 8
  %968 = getelementptr inbounds %struct.SeqDef_s, ptr %967, i32 1
  store ptr %968, ptr %966, align 8
  br label %969

969:                                              ; preds = %958, %533
  %970 = load i64, ptr %128, align 8
  %971 = load ptr, ptr %142, align 8
  %972 = getelementptr inbounds i8, ptr %971, i64 %970
  store ptr %972, ptr %142, align 8
  %973 = load ptr, ptr %142, align 8
  store ptr %973, ptr %118, align 8
  %974 = load ptr, ptr %142, align 8
  %975 = load ptr, ptr %123, align 8
  %976 = icmp ule ptr %974, %975
  br i1 %976, label %977, label %1393

977:                                              ; preds = %969
  %978 = load i32, ptr %130, align 4
  %979 = add i32 %978, 2
  store i32 %979, ptr %152, align 4
  %980 = load i32, ptr %152, align 4
  %981 = load ptr, ptr %112, align 8
  %982 = load ptr, ptr %116, align 8
  %983 = load i32, ptr %152, align 4
  %984 = zext i32 %983 to i64
  %985 = getelementptr inbounds i8, ptr %982, i64 %984
  %986 = load i32, ptr %113, align 4
  store ptr %985, ptr %82, align 8
  store i32 %986, ptr %83, align 4
  store i32 8, ptr %84, align 4
  %987 = load i32, ptr %84, align 4
  switch i32 %987, label %988 [
    i32 4, label %989
    i32 5, label %993
    i32 6, label %997
    i32 7, label %1001
    i32 8, label %1005
  ]

988:                                              ; preds = %977
  br label %989

989:                                              ; preds = %988, %977
  %990 = load ptr, ptr %82, align 8
  %991 = load i32, ptr %83, align 4
  %992 = call i64 @ZSTD_hash4Ptr(ptr noundef %990, i32 noundef %991)
  store i64 %992, ptr %81, align 8
  br label %1009

993:                                              ; preds = %977
  %994 = load ptr, ptr %82, align 8
  %995 = load i32, ptr %83, align 4
  %996 = call i64 @ZSTD_hash5Ptr(ptr noundef %994, i32 noundef %995)
  store i64 %996, ptr %81, align 8
  br label %1009

997:                                              ; preds = %977
  %998 = load ptr, ptr %82, align 8
  %999 = load i32, ptr %83, align 4
  %1000 = call i64 @ZSTD_hash6Ptr(ptr noundef %998, i32 noundef %999)
  store i64 %1000, ptr %81, align 8
  br label %1009

1001:                                             ; preds = %977
  %1002 = load ptr, ptr %82, align 8
  %1003 = load i32, ptr %83, align 4
  %1004 = call i64 @ZSTD_hash7Ptr(ptr noundef %1002, i32 noundef %1003)
  store i64 %1004, ptr %81, align 8
  br label %1009

1005:                                             ; preds = %977
  %1006 = load ptr, ptr %82, align 8
  %1007 = load i32, ptr %83, align 4
  %1008 = call i64 @ZSTD_hash8Ptr(ptr noundef %1006, i32 noundef %1007)
  store i64 %1008, ptr %81, align 8
  br label %1009

1009:                                             ; preds = %1005, %1001, %997, %993, %989
  %1010 = load i64, ptr %81, align 8
  %1011 = getelementptr inbounds i32, ptr %981, i64 %1010
  store i32 %980, ptr %1011, align 4
  %1012 = load ptr, ptr %142, align 8
  %1013 = getelementptr inbounds i8, ptr %1012, i64 -2
  %1014 = load ptr, ptr %116, align 8
  %1015 = ptrtoint ptr %1013 to i64
  %1016 = ptrtoint ptr %1014 to i64
  %1017 = sub i64 %1015, %1016
  %1018 = trunc i64 %1017 to i32
  %1019 = load ptr, ptr %112, align 8
  %1020 = load ptr, ptr %142, align 8
  %1021 = getelementptr inbounds i8, ptr %1020, i64 -2
  %1022 = load i32, ptr %113, align 4
  store ptr %1021, ptr %86, align 8
  store i32 %1022, ptr %87, align 4
  store i32 8, ptr %88, align 4
  %1023 = load i32, ptr %88, align 4
  switch i32 %1023, label %1024 [
    i32 4, label %1025
    i32 5, label %1029
    i32 6, label %1033
    i32 7, label %1037
    i32 8, label %1041
  ]

1024:                                             ; preds = %1009
  br label %1025

1025:                                             ; preds = %1024, %1009
  %1026 = load ptr, ptr %86, align 8
  %1027 = load i32, ptr %87, align 4
  %1028 = call i64 @ZSTD_hash4Ptr(ptr noundef %1026, i32 noundef %1027)
  store i64 %1028, ptr %85, align 8
  br label %1045

1029:                                             ; preds = %1009
  %1030 = load ptr, ptr %86, align 8
  %1031 = load i32, ptr %87, align 4
  %1032 = call i64 @ZSTD_hash5Ptr(ptr noundef %1030, i32 noundef %1031)
  store i64 %1032, ptr %85, align 8
  br label %1045

1033:                                             ; preds = %1009
  %1034 = load ptr, ptr %86, align 8
  %1035 = load i32, ptr %87, align 4
  %1036 = call i64 @ZSTD_hash6Ptr(ptr noundef %1034, i32 noundef %1035)
  store i64 %1036, ptr %85, align 8
  br label %1045

1037:                                             ; preds = %1009
  %1038 = load ptr, ptr %86, align 8
  %1039 = load i32, ptr %87, align 4
  %1040 = call i64 @ZSTD_hash7Ptr(ptr noundef %1038, i32 noundef %1039)
  store i64 %1040, ptr %85, align 8
  br label %1045

1041:                                             ; preds = %1009
  %1042 = load ptr, ptr %86, align 8
  %1043 = load i32, ptr %87, align 4
  %1044 = call i64 @ZSTD_hash8Ptr(ptr noundef %1042, i32 noundef %1043)
  store i64 %1044, ptr %85, align 8
  br label %1045

1045:                                             ; preds = %1041, %1037, %1033, %1029, %1025
  %1046 = load i64, ptr %85, align 8
  %1047 = getelementptr inbounds i32, ptr %1019, i64 %1046
  store i32 %1018, ptr %1047, align 4
  %1048 = load i32, ptr %152, align 4
  %1049 = load ptr, ptr %114, align 8
  %1050 = load ptr, ptr %116, align 8
  %1051 = load i32, ptr %152, align 4
  %1052 = zext i32 %1051 to i64
  %1053 = getelementptr inbounds i8, ptr %1050, i64 %1052
  %1054 = load i32, ptr %115, align 4
  %1055 = load i32, ptr %110, align 4
  store ptr %1053, ptr %90, align 8
  store i32 %1054, ptr %91, align 4
  store i32 %1055, ptr %92, align 4
  %1056 = load i32, ptr %92, align 4
  switch i32 %1056, label %1057 [
    i32 4, label %1058
    i32 5, label %1062
    i32 6, label %1066
    i32 7, label %1070
    i32 8, label %1074
  ]

1057:                                             ; preds = %1045
  br label %1058

1058:                                             ; preds = %1057, %1045
  %1059 = load ptr, ptr %90, align 8
  %1060 = load i32, ptr %91, align 4
  %1061 = call i64 @ZSTD_hash4Ptr(ptr noundef %1059, i32 noundef %1060)
  store i64 %1061, ptr %89, align 8
  br label %1078

1062:                                             ; preds = %1045
  %1063 = load ptr, ptr %90, align 8
  %1064 = load i32, ptr %91, align 4
  %1065 = call i64 @ZSTD_hash5Ptr(ptr noundef %1063, i32 noundef %1064)
  store i64 %1065, ptr %89, align 8
  br label %1078

1066:                                             ; preds = %1045
  %1067 = load ptr, ptr %90, align 8
  %1068 = load i32, ptr %91, align 4
  %1069 = call i64 @ZSTD_hash6Ptr(ptr noundef %1067, i32 noundef %1068)
  store i64 %1069, ptr %89, align 8
  br label %1078

1070:                                             ; preds = %1045
  %1071 = load ptr, ptr %90, align 8
  %1072 = load i32, ptr %91, align 4
  %1073 = call i64 @ZSTD_hash7Ptr(ptr noundef %1071, i32 noundef %1072)
  store i64 %1073, ptr %89, align 8
  br label %1078

1074:                                             ; preds = %1045
  %1075 = load ptr, ptr %90, align 8
  %1076 = load i32, ptr %91, align 4
  %1077 = call i64 @ZSTD_hash8Ptr(ptr noundef %1075, i32 noundef %1076)
  store i64 %1077, ptr %89, align 8
  br label %1078

1078:                                             ; preds = %1074, %1070, %1066, %1062, %1058
  %1079 = load i64, ptr %89, align 8
  %1080 = getelementptr inbounds i32, ptr %1049, i64 %1079
  store i32 %1048, ptr %1080, align 4
  %1081 = load ptr, ptr %142, align 8
  %1082 = getelementptr inbounds i8, ptr %1081, i64 -1
  %1083 = load ptr, ptr %116, align 8
  %1084 = ptrtoint ptr %1082 to i64
  %1085 = ptrtoint ptr %1083 to i64
  %1086 = sub i64 %1084, %1085
  %1087 = trunc i64 %1086 to i32
  %1088 = load ptr, ptr %114, align 8
  %1089 = load ptr, ptr %142, align 8
  %1090 = getelementptr inbounds i8, ptr %1089, i64 -1
  %1091 = load i32, ptr %115, align 4
  %1092 = load i32, ptr %110, align 4
  store ptr %1090, ptr %94, align 8
  store i32 %1091, ptr %95, align 4
  store i32 %1092, ptr %96, align 4
  %1093 = load i32, ptr %96, align 4
  switch i32 %1093, label %1094 [
    i32 4, label %1095
    i32 5, label %1099
    i32 6, label %1103
    i32 7, label %1107
    i32 8, label %1111
  ]

1094:                                             ; preds = %1078
  br label %1095

1095:                                             ; preds = %1094, %1078
  %1096 = load ptr, ptr %94, align 8
  %1097 = load i32, ptr %95, align 4
  %1098 = call i64 @ZSTD_hash4Ptr(ptr noundef %1096, i32 noundef %1097)
  store i64 %1098, ptr %93, align 8
  br label %1115

1099:                                             ; preds = %1078
  %1100 = load ptr, ptr %94, align 8
  %1101 = load i32, ptr %95, align 4
  %1102 = call i64 @ZSTD_hash5Ptr(ptr noundef %1100, i32 noundef %1101)
  store i64 %1102, ptr %93, align 8
  br label %1115

1103:                                             ; preds = %1078
  %1104 = load ptr, ptr %94, align 8
  %1105 = load i32, ptr %95, align 4
  %1106 = call i64 @ZSTD_hash6Ptr(ptr noundef %1104, i32 noundef %1105)
  store i64 %1106, ptr %93, align 8
  br label %1115

1107:                                             ; preds = %1078
  %1108 = load ptr, ptr %94, align 8
  %1109 = load i32, ptr %95, align 4
  %1110 = call i64 @ZSTD_hash7Ptr(ptr noundef %1108, i32 noundef %1109)
  store i64 %1110, ptr %93, align 8
  br label %1115

1111:                                             ; preds = %1078
  %1112 = load ptr, ptr %94, align 8
  %1113 = load i32, ptr %95, align 4
  %1114 = call i64 @ZSTD_hash8Ptr(ptr noundef %1112, i32 noundef %1113)
  store i64 %1114, ptr %93, align 8
  br label %1115

1115:                                             ; preds = %1111, %1107, %1103, %1099, %1095
  %1116 = load i64, ptr %93, align 8
  %1117 = getelementptr inbounds i32, ptr %1088, i64 %1116
  store i32 %1087, ptr %1117, align 4
  br label %1118

1118:                                             ; preds = %1377, %1115
  %1119 = load ptr, ptr %142, align 8
  %1120 = load ptr, ptr %123, align 8
  %1121 = icmp ule ptr %1119, %1120
  br i1 %1121, label %1122, label %1138

1122:                                             ; preds = %1118
  %1123 = load i32, ptr %125, align 4
  %1124 = icmp ugt i32 %1123, 0
  %1125 = zext i1 %1124 to i32
  %1126 = load ptr, ptr %142, align 8
  %1127 = call i32 @MEM_read32(ptr noundef %1126)
  %1128 = load ptr, ptr %142, align 8
  %1129 = load i32, ptr %125, align 4
  %1130 = zext i32 %1129 to i64
  %1131 = sub i64 0, %1130
  %1132 = getelementptr inbounds i8, ptr %1128, i64 %1131
  %1133 = call i32 @MEM_read32(ptr noundef %1132)
  %1134 = icmp eq i32 %1127, %1133
  %1135 = zext i1 %1134 to i32
  %1136 = and i32 %1125, %1135
  %1137 = icmp ne i32 %1136, 0
  br label %1138

1138:                                             ; preds = %1122, %1118
  %1139 = phi i1 [ false, %1118 ], [ %1137, %1122 ]
  br i1 %1139, label %1140, label %1392

1140:                                             ; preds = %1138
  %1141 = load ptr, ptr %142, align 8
  %1142 = getelementptr inbounds i8, ptr %1141, i64 4
  %1143 = load ptr, ptr %142, align 8
  %1144 = getelementptr inbounds i8, ptr %1143, i64 4
  %1145 = load i32, ptr %125, align 4
  %1146 = zext i32 %1145 to i64
  %1147 = sub i64 0, %1146
  %1148 = getelementptr inbounds i8, ptr %1144, i64 %1147
  %1149 = load ptr, ptr %122, align 8
  %1150 = call i64 @ZSTD_count(ptr noundef %1142, ptr noundef %1148, ptr noundef %1149)
  %1151 = add i64 %1150, 4
  store i64 %1151, ptr %153, align 8
  %1152 = load i32, ptr %125, align 4
  store i32 %1152, ptr %154, align 4
  %1153 = load i32, ptr %124, align 4
  store i32 %1153, ptr %125, align 4
  %1154 = load i32, ptr %154, align 4
  store i32 %1154, ptr %124, align 4
  %1155 = load ptr, ptr %142, align 8
  %1156 = load ptr, ptr %116, align 8
  %1157 = ptrtoint ptr %1155 to i64
  %1158 = ptrtoint ptr %1156 to i64
  %1159 = sub i64 %1157, %1158
  %1160 = trunc i64 %1159 to i32
  %1161 = load ptr, ptr %114, align 8
  %1162 = load ptr, ptr %142, align 8
  %1163 = load i32, ptr %115, align 4
  %1164 = load i32, ptr %110, align 4
  store ptr %1162, ptr %98, align 8
  store i32 %1163, ptr %99, align 4
  store i32 %1164, ptr %100, align 4
  %1165 = load i32, ptr %100, align 4
  switch i32 %1165, label %1166 [
    i32 4, label %1167
    i32 5, label %1171
    i32 6, label %1175
    i32 7, label %1179
    i32 8, label %1183
  ]

1166:                                             ; preds = %1140
  br label %1167

1167:                                             ; preds = %1166, %1140
  %1168 = load ptr, ptr %98, align 8
  %1169 = load i32, ptr %99, align 4
  %1170 = call i64 @ZSTD_hash4Ptr(ptr noundef %1168, i32 noundef %1169)
  store i64 %1170, ptr %97, align 8
  br label %1187

1171:                                             ; preds = %1140
  %1172 = load ptr, ptr %98, align 8
  %1173 = load i32, ptr %99, align 4
  %1174 = call i64 @ZSTD_hash5Ptr(ptr noundef %1172, i32 noundef %1173)
  store i64 %1174, ptr %97, align 8
  br label %1187

1175:                                             ; preds = %1140
  %1176 = load ptr, ptr %98, align 8
  %1177 = load i32, ptr %99, align 4
  %1178 = call i64 @ZSTD_hash6Ptr(ptr noundef %1176, i32 noundef %1177)
  store i64 %1178, ptr %97, align 8
  br label %1187

1179:                                             ; preds = %1140
  %1180 = load ptr, ptr %98, align 8
  %1181 = load i32, ptr %99, align 4
  %1182 = call i64 @ZSTD_hash7Ptr(ptr noundef %1180, i32 noundef %1181)
  store i64 %1182, ptr %97, align 8
  br label %1187

1183:                                             ; preds = %1140
  %1184 = load ptr, ptr %98, align 8
  %1185 = load i32, ptr %99, align 4
  %1186 = call i64 @ZSTD_hash8Ptr(ptr noundef %1184, i32 noundef %1185)
  store i64 %1186, ptr %97, align 8
  br label %1187

1187:                                             ; preds = %1183, %1179, %1175, %1171, %1167
  %1188 = load i64, ptr %97, align 8
  %1189 = getelementptr inbounds i32, ptr %1161, i64 %1188
  store i32 %1160, ptr %1189, align 4
  %1190 = load ptr, ptr %142, align 8
  %1191 = load ptr, ptr %116, align 8
  %1192 = ptrtoint ptr %1190 to i64
  %1193 = ptrtoint ptr %1191 to i64
  %1194 = sub i64 %1192, %1193
  %1195 = trunc i64 %1194 to i32
  %1196 = load ptr, ptr %112, align 8
  %1197 = load ptr, ptr %142, align 8
  %1198 = load i32, ptr %113, align 4
  store ptr %1197, ptr %102, align 8
  store i32 %1198, ptr %103, align 4
  store i32 8, ptr %104, align 4
  %1199 = load i32, ptr %104, align 4
  switch i32 %1199, label %1200 [
    i32 4, label %1201
    i32 5, label %1205
    i32 6, label %1209
    i32 7, label %1213
    i32 8, label %1217
  ]

1200:                                             ; preds = %1187
  br label %1201

1201:                                             ; preds = %1200, %1187
  %1202 = load ptr, ptr %102, align 8
  %1203 = load i32, ptr %103, align 4
  %1204 = call i64 @ZSTD_hash4Ptr(ptr noundef %1202, i32 noundef %1203)
  store i64 %1204, ptr %101, align 8
  br label %1221

1205:                                             ; preds = %1187
  %1206 = load ptr, ptr %102, align 8
  %1207 = load i32, ptr %103, align 4
  %1208 = call i64 @ZSTD_hash5Ptr(ptr noundef %1206, i32 noundef %1207)
  store i64 %1208, ptr %101, align 8
  br label %1221

1209:                                             ; preds = %1187
  %1210 = load ptr, ptr %102, align 8
  %1211 = load i32, ptr %103, align 4
  %1212 = call i64 @ZSTD_hash6Ptr(ptr noundef %1210, i32 noundef %1211)
  store i64 %1212, ptr %101, align 8
  br label %1221

1213:                                             ; preds = %1187
  %1214 = load ptr, ptr %102, align 8
  %1215 = load i32, ptr %103, align 4
  %1216 = call i64 @ZSTD_hash7Ptr(ptr noundef %1214, i32 noundef %1215)
  store i64 %1216, ptr %101, align 8
  br label %1221

1217:                                             ; preds = %1187
  %1218 = load ptr, ptr %102, align 8
  %1219 = load i32, ptr %103, align 4
  %1220 = call i64 @ZSTD_hash8Ptr(ptr noundef %1218, i32 noundef %1219)
  store i64 %1220, ptr %101, align 8
  br label %1221

1221:                                             ; preds = %1217, %1213, %1209, %1205, %1201
  %1222 = load i64, ptr %101, align 8
  %1223 = getelementptr inbounds i32, ptr %1196, i64 %1222
  store i32 %1195, ptr %1223, align 4
  %1224 = load ptr, ptr %106, align 8
  %1225 = load ptr, ptr %118, align 8
  %1226 = load ptr, ptr %122, align 8
  %1227 = load i64, ptr %153, align 8
  store ptr %1224, ptr %53, align 8
  store i64 0, ptr %54, align 8
  store ptr %1225, ptr %55, align 8
  store ptr %1226, ptr %56, align 8
  store i32 1, ptr %57, align 4
  store i64 %1227, ptr %58, align 8
  %1228 = load ptr, ptr %56, align 8
  %1229 = getelementptr inbounds i8, ptr %1228, i64 -32
  store ptr %1229, ptr %59, align 8
  %1230 = load ptr, ptr %55, align 8
  %1231 = load i64, ptr %54, align 8
  %1232 = getelementptr inbounds i8, ptr %1230, i64 %1231
  store ptr %1232, ptr %60, align 8
  %1233 = load ptr, ptr %60, align 8
  %1234 = load ptr, ptr %59, align 8
  %1235 = icmp ule ptr %1233, %1234
  br i1 %1235, label %1236, label %1309

1236:                                             ; preds = %1221
  %1237 = load ptr, ptr %53, align 8
  %1238 = getelementptr inbounds %struct.SeqStore_t, ptr %1237, i32 0, i32 3
  %1239 = load ptr, ptr %1238, align 8
  %1240 = load ptr, ptr %55, align 8
  call void @ZSTD_copy16(ptr noundef %1239, ptr noundef %1240)
  %1241 = load i64, ptr %54, align 8
  %1242 = icmp ugt i64 %1241, 16
  br i1 %1242, label %1243, label %1308

1243:                                             ; preds = %1236
  %1244 = load ptr, ptr %53, align 8
  %1245 = getelementptr inbounds %struct.SeqStore_t, ptr %1244, i32 0, i32 3
  %1246 = load ptr, ptr %1245, align 8
  %1247 = getelementptr inbounds i8, ptr %1246, i64 16
  %1248 = load ptr, ptr %55, align 8
  %1249 = getelementptr inbounds i8, ptr %1248, i64 16
  %1250 = load i64, ptr %54, align 8
  %1251 = sub nsw i64 %1250, 16
  store ptr %1247, ptr %29, align 8
  store ptr %1249, ptr %30, align 8
  store i64 %1251, ptr %31, align 8
  store i32 0, ptr %32, align 4
  %1252 = load ptr, ptr %29, align 8
  %1253 = load ptr, ptr %30, align 8
  %1254 = ptrtoint ptr %1252 to i64
  %1255 = ptrtoint ptr %1253 to i64
  %1256 = sub i64 %1254, %1255
  store i64 %1256, ptr %33, align 8
  %1257 = load ptr, ptr %30, align 8
  store ptr %1257, ptr %34, align 8
  %1258 = load ptr, ptr %29, align 8
  store ptr %1258, ptr %35, align 8
  %1259 = load ptr, ptr %35, align 8
  %1260 = load i64, ptr %31, align 8
  %1261 = getelementptr inbounds i8, ptr %1259, i64 %1260
  store ptr %1261, ptr %36, align 8
  %1262 = load i32, ptr %32, align 4
  %1263 = icmp eq i32 %1262, 1
  br i1 %1263, label %1264, label %1279

1264:                                             ; preds = %1243
  %1265 = load i64, ptr %33, align 8
  %1266 = icmp slt i64 %1265, 16
  br i1 %1266, label %1267, label %1279

1267:                                             ; preds = %1264
  br label %1268

1268:                                             ; preds = %1268, %1267
  %1269 = load ptr, ptr %35, align 8
  %1270 = load ptr, ptr %34, align 8
  call void @ZSTD_copy8(ptr noundef %1269, ptr noundef %1270)
  %1271 = load ptr, ptr %35, align 8
  %1272 = getelementptr inbounds i8, ptr %1271, i64 8
  store ptr %1272, ptr %35, align 8
  %1273 = load ptr, ptr %34, align 8
  %1274 = getelementptr inbounds i8, ptr %1273, i64 8
  store ptr %1274, ptr %34, align 8
  %1275 = load ptr, ptr %35, align 8
  %1276 = load ptr, ptr %36, align 8
  %1277 = icmp ult ptr %1275, %1276
  br i1 %1277, label %1268, label %1278, !llvm.loop !11

1278:                                             ; preds = %1268
  br label %1307

1279:                                             ; preds = %1264, %1243
  %1280 = load ptr, ptr %35, align 8
  %1281 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1280, ptr noundef %1281)
  %1282 = load i64, ptr %31, align 8
  %1283 = icmp sge i64 16, %1282
  br i1 %1283, label %1284, label %1285

1284:                                             ; preds = %1279
  br label %1307

1285:                                             ; preds = %1279
  %1286 = load ptr, ptr %35, align 8
  %1287 = getelementptr inbounds i8, ptr %1286, i64 16
  store ptr %1287, ptr %35, align 8
  %1288 = load ptr, ptr %34, align 8
  %1289 = getelementptr inbounds i8, ptr %1288, i64 16
  store ptr %1289, ptr %34, align 8
  br label %1290

1290:                                             ; preds = %1290, %1285
  %1291 = load ptr, ptr %35, align 8
  %1292 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1291, ptr noundef %1292)
  %1293 = load ptr, ptr %35, align 8
  %1294 = getelementptr inbounds i8, ptr %1293, i64 16
  store ptr %1294, ptr %35, align 8
  %1295 = load ptr, ptr %34, align 8
  %1296 = getelementptr inbounds i8, ptr %1295, i64 16
  store ptr %1296, ptr %34, align 8
  %1297 = load ptr, ptr %35, align 8
  %1298 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1297, ptr noundef %1298)
  %1299 = load ptr, ptr %35, align 8
  %1300 = getelementptr inbounds i8, ptr %1299, i64 16
  store ptr %1300, ptr %35, align 8
  %1301 = load ptr, ptr %34, align 8
  %1302 = getelementptr inbounds i8, ptr %1301, i64 16
  store ptr %1302, ptr %34, align 8
  %1303 = load ptr, ptr %35, align 8
  %1304 = load ptr, ptr %36, align 8
  %1305 = icmp ult ptr %1303, %1304
  br i1 %1305, label %1290, label %1306, !llvm.loop !12

1306:                                             ; preds = %1290
  br label %1307

1307:                                             ; preds = %1278, %1284, %1306
  br label %1308

1308:                                             ; preds = %1307, %1236
  br label %1316

1309:                                             ; preds = %1221
  %1310 = load ptr, ptr %53, align 8
  %1311 = getelementptr inbounds %struct.SeqStore_t, ptr %1310, i32 0, i32 3
  %1312 = load ptr, ptr %1311, align 8
  %1313 = load ptr, ptr %55, align 8
  %1314 = load ptr, ptr %60, align 8
  %1315 = load ptr, ptr %59, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1312, ptr noundef %1313, ptr noundef %1314, ptr noundef %1315)
  br label %1316

1316:                                             ; preds = %1308, %1309
  %1317 = load i64, ptr %54, align 8
  %1318 = load ptr, ptr %53, align 8
  %1319 = getelementptr inbounds %struct.SeqStore_t, ptr %1318, i32 0, i32 3
  %1320 = load ptr, ptr %1319, align 8
  %1321 = getelementptr inbounds i8, ptr %1320, i64 %1317
  store ptr %1321, ptr %1319, align 8
  %1322 = load ptr, ptr %53, align 8
  %1323 = load i64, ptr %54, align 8
  %1324 = load i32, ptr %57, align 4
  %1325 = load i64, ptr %58, align 8
  store ptr %1322, ptr %11, align 8
  store i64 %1323, ptr %12, align 8
  store i32 %1324, ptr %13, align 4
  store i64 %1325, ptr %14, align 8
  %1326 = load i64, ptr %12, align 8
  %1327 = icmp ugt i64 %1326, 65535
  %1328 = zext i1 %1327 to i32
  %1329 = sext i32 %1328 to i64
  br i1 %1327, label %1330, label %1345

1330:                                             ; preds = %1316
  %1331 = load ptr, ptr %11, align 8
  %1332 = getelementptr inbounds %struct.SeqStore_t, ptr %1331, i32 0, i32 9
  store i32 1, ptr %1332, align 8
  %1333 = load ptr, ptr %11, align 8
  %1334 = getelementptr inbounds %struct.SeqStore_t, ptr %1333, i32 0, i32 1
  %1335 = load ptr, ptr %1334, align 8
  %1336 = load ptr, ptr %11, align 8
  %1337 = load ptr, ptr %1336, align 8
  %1338 = ptrtoint ptr %1335 to i64
  %1339 = ptrtoint ptr %1337 to i64
  %1340 = sub i64 %1338, %1339
  %1341 = sdiv exact i64 %1340, 8
  %1342 = trunc i64 %1341 to i32
  %1343 = load ptr, ptr %11, align 8
  %1344 = getelementptr inbounds %struct.SeqStore_t, ptr %1343, i32 0, i32 10
  store i32 %1342, ptr %1344, align 4
  br label %1345

1345:                                             ; preds = %1330, %1316
  %1346 = load i64, ptr %12, align 8
  %1347 = trunc i64 %1346 to i16
  %1348 = load ptr, ptr %11, align 8
  %1349 = getelementptr inbounds %struct.SeqStore_t, ptr %1348, i32 0, i32 1
  %1350 = load ptr, ptr %1349, align 8
  %1351 = getelementptr inbounds %struct.SeqDef_s, ptr %1350, i32 0, i32 1
  store i16 %1347, ptr %1351, align 4
  %1352 = load i32, ptr %13, align 4
  %1353 = load ptr, ptr %11, align 8
  %1354 = getelementptr inbounds %struct.SeqStore_t, ptr %1353, i32 0, i32 1
  %1355 = load ptr, ptr %1354, align 8
  store i32 %1352, ptr %1355, align 4
  %1356 = load i64, ptr %14, align 8
  %1357 = sub i64 %1356, 3
  store i64 %1357, ptr %15, align 8
  %1358 = load i64, ptr %15, align 8
  %1359 = icmp ugt i64 %1358, 65535
  %1360 = zext i1 %1359 to i32
  %1361 = sext i32 %1360 to i64
  br i1 %1359, label %1362, label %1377

1362:                                             ; preds = %1345
  %1363 = load ptr, ptr %11, align 8
  %1364 = getelementptr inbounds %struct.SeqStore_t, ptr %1363, i32 0, i32 9
  store i32 2, ptr %1364, align 8
  %1365 = load ptr, ptr %11, align 8
  %1366 = getelementptr inbounds %struct.SeqStore_t, ptr %1365, i32 0, i32 1
  %1367 = load ptr, ptr %1366, align 8
  %1368 = load ptr, ptr %11, align 8
  %1369 = load ptr, ptr %1368, align 8
  %1370 = ptrtoint ptr %1367 to i64
  %1371 = ptrtoint ptr %1369 to i64
  %1372 = sub i64 %1370, %1371
  %1373 = sdiv exact i64 %1372, 8
  %1374 = trunc i64 %1373 to i32
  %1375 = load ptr, ptr %11, align 8
  %1376 = getelementptr inbounds %struct.SeqStore_t, ptr %1375, i32 0, i32 10
  store i32 %1374, ptr %1376, align 4
  br label %1377

1377:                                             ; preds = %1345, %1362
  %1378 = load i64, ptr %15, align 8
  %1379 = trunc i64 %1378 to i16
  %1380 = load ptr, ptr %11, align 8
  %1381 = getelementptr inbounds %struct.SeqStore_t, ptr %1380, i32 0, i32 1
  %1382 = load ptr, ptr %1381, align 8
  %1383 = getelementptr inbounds %struct.SeqDef_s, ptr %1382, i32 0, i32 2
  store i16 %1379, ptr %1383, align 2
  %1384 = load ptr, ptr %11, align 8
  %1385 = getelementptr inbounds %struct.SeqStore_t, ptr %1384, i32 0, i32 1
  %1386 = load ptr, ptr %1385, align 8
  %1387 = getelementptr inbounds %struct.SeqDef_s, ptr %1386, i32 1
  store ptr %1387, ptr %1385, align 8
  %1388 = load i64, ptr %153, align 8
  %1389 = load ptr, ptr %142, align 8
  %1390 = getelementptr inbounds i8, ptr %1389, i64 %1388
  store ptr %1390, ptr %142, align 8
  %1391 = load ptr, ptr %142, align 8
  store ptr %1391, ptr %118, align 8
  br label %1118, !llvm.loop !16

1392:                                             ; preds = %1138
  br label %1393

1393:                                             ; preds = %1392, %969
  br label %248

1394:                                             ; preds = %718, %720
  %1395 = phi i32 [ %719, %718 ], [ %721, %720 ]
  %1396 = load ptr, ptr %107, align 8
  %1397 = getelementptr inbounds i32, ptr %1396, i64 1
  store i32 %1395, ptr %1397, align 4
  %1398 = load ptr, ptr %122, align 8
  %1399 = load ptr, ptr %118, align 8
  %1400 = ptrtoint ptr %1398 to i64
  %1401 = ptrtoint ptr %1399 to i64
  %1402 = sub i64 %1400, %1401
  ret i64 %1402
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_compressBlock_doubleFast_dictMatchState(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store i64 %4, ptr %11, align 8
  %13 = load ptr, ptr %7, align 8
  %14 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %13, i32 0, i32 16
  %15 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %14, i32 0, i32 4
  %16 = load i32, ptr %15, align 8
  store i32 %16, ptr %12, align 4
  %17 = load i32, ptr %12, align 4
  switch i32 %17, label %18 [
    i32 4, label %19
    i32 5, label %26
    i32 6, label %33
    i32 7, label %40
  ]

18:                                               ; preds = %5
  br label %19

19:                                               ; preds = %5, %18
  %20 = load ptr, ptr %7, align 8
  %21 = load ptr, ptr %8, align 8
  %22 = load ptr, ptr %9, align 8
  %23 = load ptr, ptr %10, align 8
  %24 = load i64, ptr %11, align 8
  %25 = call i64 @ZSTD_compressBlock_doubleFast_dictMatchState_4(ptr noundef %20, ptr noundef %21, ptr noundef %22, ptr noundef %23, i64 noundef %24)
  store i64 %25, ptr %6, align 8
  br label %47

26:                                               ; preds = %5
  %27 = load ptr, ptr %7, align 8
  %28 = load ptr, ptr %8, align 8
  %29 = load ptr, ptr %9, align 8
  %30 = load ptr, ptr %10, align 8
  %31 = load i64, ptr %11, align 8
  %32 = call i64 @ZSTD_compressBlock_doubleFast_dictMatchState_5(ptr noundef %27, ptr noundef %28, ptr noundef %29, ptr noundef %30, i64 noundef %31)
  store i64 %32, ptr %6, align 8
  br label %47

33:                                               ; preds = %5
  %34 = load ptr, ptr %7, align 8
  %35 = load ptr, ptr %8, align 8
  %36 = load ptr, ptr %9, align 8
  %37 = load ptr, ptr %10, align 8
  %38 = load i64, ptr %11, align 8
  %39 = call i64 @ZSTD_compressBlock_doubleFast_dictMatchState_6(ptr noundef %34, ptr noundef %35, ptr noundef %36, ptr noundef %37, i64 noundef %38)
  store i64 %39, ptr %6, align 8
  br label %47

40:                                               ; preds = %5
  %41 = load ptr, ptr %7, align 8
  %42 = load ptr, ptr %8, align 8
  %43 = load ptr, ptr %9, align 8
  %44 = load ptr, ptr %10, align 8
  %45 = load i64, ptr %11, align 8
  %46 = call i64 @ZSTD_compressBlock_doubleFast_dictMatchState_7(ptr noundef %41, ptr noundef %42, ptr noundef %43, ptr noundef %44, i64 noundef %45)
  store i64 %46, ptr %6, align 8
  br label %47

47:                                               ; preds = %40, %33, %26, %19
  %48 = load i64, ptr %6, align 8
  ret i64 %48
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_compressBlock_doubleFast_dictMatchState_4(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  %25 = alloca i64, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca i64, align 8
  %32 = alloca i32, align 4
  %33 = alloca i64, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca ptr, align 8
  %38 = alloca ptr, align 8
  %39 = alloca i64, align 8
  %40 = alloca i32, align 4
  %41 = alloca i64, align 8
  %42 = alloca ptr, align 8
  %43 = alloca ptr, align 8
  %44 = alloca ptr, align 8
  %45 = alloca ptr, align 8
  %46 = alloca i64, align 8
  %47 = alloca ptr, align 8
  %48 = alloca ptr, align 8
  %49 = alloca i32, align 4
  %50 = alloca i64, align 8
  %51 = alloca ptr, align 8
  %52 = alloca ptr, align 8
  %53 = alloca ptr, align 8
  %54 = alloca i64, align 8
  %55 = alloca ptr, align 8
  %56 = alloca ptr, align 8
  %57 = alloca i32, align 4
  %58 = alloca i64, align 8
  %59 = alloca ptr, align 8
  %60 = alloca ptr, align 8
  %61 = alloca ptr, align 8
  %62 = alloca i64, align 8
  %63 = alloca ptr, align 8
  %64 = alloca ptr, align 8
  %65 = alloca i32, align 4
  %66 = alloca i64, align 8
  %67 = alloca ptr, align 8
  %68 = alloca ptr, align 8
  %69 = alloca i64, align 8
  %70 = alloca ptr, align 8
  %71 = alloca i32, align 4
  %72 = alloca i32, align 4
  %73 = alloca i64, align 8
  %74 = alloca ptr, align 8
  %75 = alloca i32, align 4
  %76 = alloca i32, align 4
  %77 = alloca i64, align 8
  %78 = alloca ptr, align 8
  %79 = alloca i32, align 4
  %80 = alloca i32, align 4
  %81 = alloca i64, align 8
  %82 = alloca ptr, align 8
  %83 = alloca i32, align 4
  %84 = alloca i32, align 4
  %85 = alloca i64, align 8
  %86 = alloca ptr, align 8
  %87 = alloca i32, align 4
  %88 = alloca i32, align 4
  %89 = alloca i64, align 8
  %90 = alloca ptr, align 8
  %91 = alloca i32, align 4
  %92 = alloca i32, align 4
  %93 = alloca i64, align 8
  %94 = alloca ptr, align 8
  %95 = alloca i32, align 4
  %96 = alloca i32, align 4
  %97 = alloca i64, align 8
  %98 = alloca ptr, align 8
  %99 = alloca i32, align 4
  %100 = alloca i32, align 4
  %101 = alloca i64, align 8
  %102 = alloca ptr, align 8
  %103 = alloca i32, align 4
  %104 = alloca i32, align 4
  %105 = alloca i64, align 8
  %106 = alloca ptr, align 8
  %107 = alloca i32, align 4
  %108 = alloca i32, align 4
  %109 = alloca i64, align 8
  %110 = alloca ptr, align 8
  %111 = alloca i32, align 4
  %112 = alloca i32, align 4
  %113 = alloca i64, align 8
  %114 = alloca ptr, align 8
  %115 = alloca i32, align 4
  %116 = alloca i32, align 4
  %117 = alloca ptr, align 8
  %118 = alloca ptr, align 8
  %119 = alloca ptr, align 8
  %120 = alloca ptr, align 8
  %121 = alloca i64, align 8
  %122 = alloca i32, align 4
  %123 = alloca ptr, align 8
  %124 = alloca ptr, align 8
  %125 = alloca i32, align 4
  %126 = alloca ptr, align 8
  %127 = alloca i32, align 4
  %128 = alloca ptr, align 8
  %129 = alloca ptr, align 8
  %130 = alloca ptr, align 8
  %131 = alloca ptr, align 8
  %132 = alloca i32, align 4
  %133 = alloca i32, align 4
  %134 = alloca ptr, align 8
  %135 = alloca ptr, align 8
  %136 = alloca ptr, align 8
  %137 = alloca i32, align 4
  %138 = alloca i32, align 4
  %139 = alloca ptr, align 8
  %140 = alloca ptr, align 8
  %141 = alloca ptr, align 8
  %142 = alloca ptr, align 8
  %143 = alloca i32, align 4
  %144 = alloca ptr, align 8
  %145 = alloca ptr, align 8
  %146 = alloca ptr, align 8
  %147 = alloca i32, align 4
  %148 = alloca i32, align 4
  %149 = alloca i32, align 4
  %150 = alloca i32, align 4
  %151 = alloca i64, align 8
  %152 = alloca i64, align 8
  %153 = alloca ptr, align 8
  %154 = alloca i64, align 8
  %155 = alloca i64, align 8
  %156 = alloca ptr, align 8
  %157 = alloca i64, align 8
  %158 = alloca i64, align 8
  %159 = alloca i64, align 8
  %160 = alloca i32, align 4
  %161 = alloca i64, align 8
  %162 = alloca i64, align 8
  %163 = alloca i64, align 8
  %164 = alloca i64, align 8
  %165 = alloca i32, align 4
  %166 = alloca i32, align 4
  %167 = alloca i32, align 4
  %168 = alloca i32, align 4
  %169 = alloca i32, align 4
  %170 = alloca i32, align 4
  %171 = alloca i32, align 4
  %172 = alloca ptr, align 8
  %173 = alloca ptr, align 8
  %174 = alloca i32, align 4
  %175 = alloca ptr, align 8
  %176 = alloca ptr, align 8
  %177 = alloca i32, align 4
  %178 = alloca ptr, align 8
  %179 = alloca i32, align 4
  %180 = alloca i64, align 8
  %181 = alloca i64, align 8
  %182 = alloca i32, align 4
  %183 = alloca i32, align 4
  %184 = alloca i32, align 4
  %185 = alloca ptr, align 8
  %186 = alloca i32, align 4
  %187 = alloca ptr, align 8
  %188 = alloca i32, align 4
  %189 = alloca i32, align 4
  %190 = alloca i32, align 4
  %191 = alloca ptr, align 8
  %192 = alloca ptr, align 8
  %193 = alloca i64, align 8
  %194 = alloca i32, align 4
  %195 = alloca ptr, align 8
  %196 = alloca ptr, align 8
  %197 = alloca ptr, align 8
  %198 = alloca ptr, align 8
  %199 = alloca i64, align 8
  store ptr %0, ptr %195, align 8
  store ptr %1, ptr %196, align 8
  store ptr %2, ptr %197, align 8
  store ptr %3, ptr %198, align 8
  store i64 %4, ptr %199, align 8
  %200 = load ptr, ptr %195, align 8
  %201 = load ptr, ptr %196, align 8
  %202 = load ptr, ptr %197, align 8
  %203 = load ptr, ptr %198, align 8
  %204 = load i64, ptr %199, align 8
  store ptr %200, ptr %117, align 8
  store ptr %201, ptr %118, align 8
  store ptr %202, ptr %119, align 8
  store ptr %203, ptr %120, align 8
  store i64 %204, ptr %121, align 8
  store i32 4, ptr %122, align 4
  %205 = load ptr, ptr %117, align 8
  %206 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %205, i32 0, i32 16
  store ptr %206, ptr %123, align 8
  %207 = load ptr, ptr %117, align 8
  %208 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %207, i32 0, i32 9
  %209 = load ptr, ptr %208, align 8
  store ptr %209, ptr %124, align 8
  %210 = load ptr, ptr %123, align 8
  %211 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %210, i32 0, i32 2
  %212 = load i32, ptr %211, align 4
  store i32 %212, ptr %125, align 4
  %213 = load ptr, ptr %117, align 8
  %214 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %213, i32 0, i32 11
  %215 = load ptr, ptr %214, align 8
  store ptr %215, ptr %126, align 8
  %216 = load ptr, ptr %123, align 8
  %217 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %216, i32 0, i32 1
  %218 = load i32, ptr %217, align 4
  store i32 %218, ptr %127, align 4
  %219 = load ptr, ptr %117, align 8
  %220 = getelementptr inbounds %struct.ZSTD_window_t, ptr %219, i32 0, i32 1
  %221 = load ptr, ptr %220, align 8
  store ptr %221, ptr %128, align 8
  %222 = load ptr, ptr %120, align 8
  store ptr %222, ptr %129, align 8
  %223 = load ptr, ptr %129, align 8
  store ptr %223, ptr %130, align 8
  %224 = load ptr, ptr %129, align 8
  store ptr %224, ptr %131, align 8
  %225 = load ptr, ptr %129, align 8
  %226 = load ptr, ptr %128, align 8
  %227 = ptrtoint ptr %225 to i64
  %228 = ptrtoint ptr %226 to i64
  %229 = sub i64 %227, %228
  %230 = load i64, ptr %121, align 8
  %231 = add i64 %229, %230
  %232 = trunc i64 %231 to i32
  store i32 %232, ptr %132, align 4
  %233 = load ptr, ptr %117, align 8
  %234 = load i32, ptr %132, align 4
  %235 = load ptr, ptr %123, align 8
  %236 = load i32, ptr %235, align 4
  %237 = call i32 @ZSTD_getLowestPrefixIndex(ptr noundef %233, i32 noundef %234, i32 noundef %236)
  store i32 %237, ptr %133, align 4
  %238 = load ptr, ptr %128, align 8
  %239 = load i32, ptr %133, align 4
  %240 = zext i32 %239 to i64
  %241 = getelementptr inbounds i8, ptr %238, i64 %240
  store ptr %241, ptr %134, align 8
  %242 = load ptr, ptr %129, align 8
  %243 = load i64, ptr %121, align 8
  %244 = getelementptr inbounds i8, ptr %242, i64 %243
  store ptr %244, ptr %135, align 8
  %245 = load ptr, ptr %135, align 8
  %246 = getelementptr inbounds i8, ptr %245, i64 -8
  store ptr %246, ptr %136, align 8
  %247 = load ptr, ptr %119, align 8
  %248 = load i32, ptr %247, align 4
  store i32 %248, ptr %137, align 4
  %249 = load ptr, ptr %119, align 8
  %250 = getelementptr inbounds i32, ptr %249, i64 1
  %251 = load i32, ptr %250, align 4
  store i32 %251, ptr %138, align 4
  %252 = load ptr, ptr %117, align 8
  %253 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %252, i32 0, i32 15
  %254 = load ptr, ptr %253, align 8
  store ptr %254, ptr %139, align 8
  %255 = load ptr, ptr %139, align 8
  %256 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %255, i32 0, i32 16
  store ptr %256, ptr %140, align 8
  %257 = load ptr, ptr %139, align 8
  %258 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %257, i32 0, i32 9
  %259 = load ptr, ptr %258, align 8
  store ptr %259, ptr %141, align 8
  %260 = load ptr, ptr %139, align 8
  %261 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %260, i32 0, i32 11
  %262 = load ptr, ptr %261, align 8
  store ptr %262, ptr %142, align 8
  %263 = load ptr, ptr %139, align 8
  %264 = getelementptr inbounds %struct.ZSTD_window_t, ptr %263, i32 0, i32 3
  %265 = load i32, ptr %264, align 8
  store i32 %265, ptr %143, align 4
  %266 = load ptr, ptr %139, align 8
  %267 = getelementptr inbounds %struct.ZSTD_window_t, ptr %266, i32 0, i32 1
  %268 = load ptr, ptr %267, align 8
  store ptr %268, ptr %144, align 8
  %269 = load ptr, ptr %144, align 8
  %270 = load i32, ptr %143, align 4
  %271 = zext i32 %270 to i64
  %272 = getelementptr inbounds i8, ptr %269, i64 %271
  store ptr %272, ptr %145, align 8
  %273 = load ptr, ptr %139, align 8
  %274 = load ptr, ptr %273, align 8
  store ptr %274, ptr %146, align 8
  %275 = load i32, ptr %133, align 4
  %276 = load ptr, ptr %146, align 8
  %277 = load ptr, ptr %144, align 8
  %278 = ptrtoint ptr %276 to i64
  %279 = ptrtoint ptr %277 to i64
  %280 = sub i64 %278, %279
  %281 = trunc i64 %280 to i32
  %282 = sub i32 %275, %281
  store i32 %282, ptr %147, align 4
  %283 = load ptr, ptr %140, align 8
  %284 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %283, i32 0, i32 2
  %285 = load i32, ptr %284, align 4
  %286 = add i32 %285, 8
  store i32 %286, ptr %148, align 4
  %287 = load ptr, ptr %140, align 8
  %288 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %287, i32 0, i32 1
  %289 = load i32, ptr %288, align 4
  %290 = add i32 %289, 8
  store i32 %290, ptr %149, align 4
  %291 = load ptr, ptr %130, align 8
  %292 = load ptr, ptr %134, align 8
  %293 = ptrtoint ptr %291 to i64
  %294 = ptrtoint ptr %292 to i64
  %295 = sub i64 %293, %294
  %296 = load ptr, ptr %146, align 8
  %297 = load ptr, ptr %145, align 8
  %298 = ptrtoint ptr %296 to i64
  %299 = ptrtoint ptr %297 to i64
  %300 = sub i64 %298, %299
  %301 = add nsw i64 %295, %300
  %302 = trunc i64 %301 to i32
  store i32 %302, ptr %150, align 4
  %303 = load ptr, ptr %117, align 8
  %304 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %303, i32 0, i32 18
  %305 = load i32, ptr %304, align 8
  %306 = icmp ne i32 %305, 0
  br i1 %306, label %307, label %346

307:                                              ; preds = %5
  %308 = load ptr, ptr %140, align 8
  %309 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %308, i32 0, i32 2
  %310 = load i32, ptr %309, align 4
  %311 = zext i32 %310 to i64
  %312 = shl i64 1, %311
  %313 = mul i64 %312, 4
  store i64 %313, ptr %151, align 8
  %314 = load ptr, ptr %140, align 8
  %315 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %314, i32 0, i32 1
  %316 = load i32, ptr %315, align 4
  %317 = zext i32 %316 to i64
  %318 = shl i64 1, %317
  %319 = mul i64 %318, 4
  store i64 %319, ptr %152, align 8
  %320 = load ptr, ptr %141, align 8
  store ptr %320, ptr %153, align 8
  %321 = load i64, ptr %151, align 8
  store i64 %321, ptr %154, align 8
  store i64 0, ptr %155, align 8
  br label %322

322:                                              ; preds = %326, %307
  %323 = load i64, ptr %155, align 8
  %324 = load i64, ptr %154, align 8
  %325 = icmp ult i64 %323, %324
  br i1 %325, label %326, label %332

326:                                              ; preds = %322
  %327 = load ptr, ptr %153, align 8
  %328 = load i64, ptr %155, align 8
  %329 = getelementptr inbounds i8, ptr %327, i64 %328
  call void @llvm.prefetch.p0(ptr %329, i32 0, i32 2, i32 1)
  %330 = load i64, ptr %155, align 8
  %331 = add i64 %330, 64
  store i64 %331, ptr %155, align 8
  br label %322, !llvm.loop !17

332:                                              ; preds = %322
  %333 = load ptr, ptr %142, align 8
  store ptr %333, ptr %156, align 8
  %334 = load i64, ptr %152, align 8
  store i64 %334, ptr %157, align 8
  store i64 0, ptr %158, align 8
  br label %335

335:                                              ; preds = %339, %332
  %336 = load i64, ptr %158, align 8
  %337 = load i64, ptr %157, align 8
  %338 = icmp ult i64 %336, %337
  br i1 %338, label %339, label %345

339:                                              ; preds = %335
  %340 = load ptr, ptr %156, align 8
  %341 = load i64, ptr %158, align 8
  %342 = getelementptr inbounds i8, ptr %340, i64 %341
  call void @llvm.prefetch.p0(ptr %342, i32 0, i32 2, i32 1)
  %343 = load i64, ptr %158, align 8
  %344 = add i64 %343, 64
  store i64 %344, ptr %158, align 8
  br label %335, !llvm.loop !18

345:                                              ; preds = %335
  br label %346

346:                                              ; preds = %345, %5
  %347 = load i32, ptr %150, align 4
  %348 = icmp eq i32 %347, 0
  %349 = zext i1 %348 to i32
  %350 = load ptr, ptr %130, align 8
  %351 = sext i32 %349 to i64
  %352 = getelementptr inbounds i8, ptr %350, i64 %351
  store ptr %352, ptr %130, align 8
  br label %353

353:                                              ; preds = %1820, %892, %346
  %354 = load ptr, ptr %130, align 8
  %355 = load ptr, ptr %136, align 8
  %356 = icmp ult ptr %354, %355
  br i1 %356, label %357, label %1821

357:                                              ; preds = %353
  %358 = load ptr, ptr %130, align 8
  %359 = load i32, ptr %125, align 4
  store ptr %358, ptr %70, align 8
  store i32 %359, ptr %71, align 4
  store i32 8, ptr %72, align 4
  %360 = load i32, ptr %72, align 4
  switch i32 %360, label %361 [
    i32 4, label %362
    i32 5, label %366
    i32 6, label %370
    i32 7, label %374
    i32 8, label %378
  ]

361:                                              ; preds = %357
  br label %362

362:                                              ; preds = %361, %357
  %363 = load ptr, ptr %70, align 8
  %364 = load i32, ptr %71, align 4
  %365 = call i64 @ZSTD_hash4Ptr(ptr noundef %363, i32 noundef %364)
  store i64 %365, ptr %69, align 8
  br label %382

366:                                              ; preds = %357
  %367 = load ptr, ptr %70, align 8
  %368 = load i32, ptr %71, align 4
  %369 = call i64 @ZSTD_hash5Ptr(ptr noundef %367, i32 noundef %368)
  store i64 %369, ptr %69, align 8
  br label %382

370:                                              ; preds = %357
  %371 = load ptr, ptr %70, align 8
  %372 = load i32, ptr %71, align 4
  %373 = call i64 @ZSTD_hash6Ptr(ptr noundef %371, i32 noundef %372)
  store i64 %373, ptr %69, align 8
  br label %382

374:                                              ; preds = %357
  %375 = load ptr, ptr %70, align 8
  %376 = load i32, ptr %71, align 4
  %377 = call i64 @ZSTD_hash7Ptr(ptr noundef %375, i32 noundef %376)
  store i64 %377, ptr %69, align 8
  br label %382

378:                                              ; preds = %357
  %379 = load ptr, ptr %70, align 8
  %380 = load i32, ptr %71, align 4
  %381 = call i64 @ZSTD_hash8Ptr(ptr noundef %379, i32 noundef %380)
  store i64 %381, ptr %69, align 8
  br label %382

382:                                              ; preds = %378, %374, %370, %366, %362
  %383 = load i64, ptr %69, align 8
  store i64 %383, ptr %161, align 8
  %384 = load ptr, ptr %130, align 8
  %385 = load i32, ptr %127, align 4
  %386 = load i32, ptr %122, align 4
  store ptr %384, ptr %74, align 8
  store i32 %385, ptr %75, align 4
  store i32 %386, ptr %76, align 4
  %387 = load i32, ptr %76, align 4
  switch i32 %387, label %388 [
    i32 4, label %389
    i32 5, label %393
    i32 6, label %397
    i32 7, label %401
    i32 8, label %405
  ]

388:                                              ; preds = %382
  br label %389

389:                                              ; preds = %388, %382
  %390 = load ptr, ptr %74, align 8
  %391 = load i32, ptr %75, align 4
  %392 = call i64 @ZSTD_hash4Ptr(ptr noundef %390, i32 noundef %391)
  store i64 %392, ptr %73, align 8
  br label %409

393:                                              ; preds = %382
  %394 = load ptr, ptr %74, align 8
  %395 = load i32, ptr %75, align 4
  %396 = call i64 @ZSTD_hash5Ptr(ptr noundef %394, i32 noundef %395)
  store i64 %396, ptr %73, align 8
  br label %409

397:                                              ; preds = %382
  %398 = load ptr, ptr %74, align 8
  %399 = load i32, ptr %75, align 4
  %400 = call i64 @ZSTD_hash6Ptr(ptr noundef %398, i32 noundef %399)
  store i64 %400, ptr %73, align 8
  br label %409

401:                                              ; preds = %382
  %402 = load ptr, ptr %74, align 8
  %403 = load i32, ptr %75, align 4
  %404 = call i64 @ZSTD_hash7Ptr(ptr noundef %402, i32 noundef %403)
  store i64 %404, ptr %73, align 8
  br label %409

405:                                              ; preds = %382
  %406 = load ptr, ptr %74, align 8
  %407 = load i32, ptr %75, align 4
  %408 = call i64 @ZSTD_hash8Ptr(ptr noundef %406, i32 noundef %407)
  store i64 %408, ptr %73, align 8
  br label %409

409:                                              ; preds = %405, %401, %397, %393, %389
  %410 = load i64, ptr %73, align 8
  store i64 %410, ptr %162, align 8
  %411 = load ptr, ptr %130, align 8
  %412 = load i32, ptr %148, align 4
  store ptr %411, ptr %78, align 8
  store i32 %412, ptr %79, align 4
  store i32 8, ptr %80, align 4
  %413 = load i32, ptr %80, align 4
  switch i32 %413, label %414 [
    i32 4, label %415
    i32 5, label %419
    i32 6, label %423
    i32 7, label %427
    i32 8, label %431
  ]

414:                                              ; preds = %409
  br label %415

415:                                              ; preds = %414, %409
  %416 = load ptr, ptr %78, align 8
  %417 = load i32, ptr %79, align 4
  %418 = call i64 @ZSTD_hash4Ptr(ptr noundef %416, i32 noundef %417)
  store i64 %418, ptr %77, align 8
  br label %435

419:                                              ; preds = %409
  %420 = load ptr, ptr %78, align 8
  %421 = load i32, ptr %79, align 4
  %422 = call i64 @ZSTD_hash5Ptr(ptr noundef %420, i32 noundef %421)
  store i64 %422, ptr %77, align 8
  br label %435

423:                                              ; preds = %409
  %424 = load ptr, ptr %78, align 8
  %425 = load i32, ptr %79, align 4
  %426 = call i64 @ZSTD_hash6Ptr(ptr noundef %424, i32 noundef %425)
  store i64 %426, ptr %77, align 8
  br label %435

427:                                              ; preds = %409
  %428 = load ptr, ptr %78, align 8
  %429 = load i32, ptr %79, align 4
  %430 = call i64 @ZSTD_hash7Ptr(ptr noundef %428, i32 noundef %429)
  store i64 %430, ptr %77, align 8
  br label %435

431:                                              ; preds = %409
  %432 = load ptr, ptr %78, align 8
  %433 = load i32, ptr %79, align 4
  %434 = call i64 @ZSTD_hash8Ptr(ptr noundef %432, i32 noundef %433)
  store i64 %434, ptr %77, align 8
  br label %435

435:                                              ; preds = %431, %427, %423, %419, %415
  %436 = load i64, ptr %77, align 8
  store i64 %436, ptr %163, align 8
  %437 = load ptr, ptr %130, align 8
  %438 = load i32, ptr %149, align 4
  %439 = load i32, ptr %122, align 4
  store ptr %437, ptr %82, align 8
  store i32 %438, ptr %83, align 4
  store i32 %439, ptr %84, align 4
  %440 = load i32, ptr %84, align 4
  switch i32 %440, label %441 [
    i32 4, label %442
    i32 5, label %446
    i32 6, label %450
    i32 7, label %454
    i32 8, label %458
  ]

441:                                              ; preds = %435
  br label %442

442:                                              ; preds = %441, %435
  %443 = load ptr, ptr %82, align 8
  %444 = load i32, ptr %83, align 4
  %445 = call i64 @ZSTD_hash4Ptr(ptr noundef %443, i32 noundef %444)
  store i64 %445, ptr %81, align 8
  br label %462

446:                                              ; preds = %435
  %447 = load ptr, ptr %82, align 8
  %448 = load i32, ptr %83, align 4
  %449 = call i64 @ZSTD_hash5Ptr(ptr noundef %447, i32 noundef %448)
  store i64 %449, ptr %81, align 8
  br label %462

450:                                              ; preds = %435
  %451 = load ptr, ptr %82, align 8
  %452 = load i32, ptr %83, align 4
  %453 = call i64 @ZSTD_hash6Ptr(ptr noundef %451, i32 noundef %452)
  store i64 %453, ptr %81, align 8
  br label %462

454:                                              ; preds = %435
  %455 = load ptr, ptr %82, align 8
  %456 = load i32, ptr %83, align 4
  %457 = call i64 @ZSTD_hash7Ptr(ptr noundef %455, i32 noundef %456)
  store i64 %457, ptr %81, align 8
  br label %462

458:                                              ; preds = %435
  %459 = load ptr, ptr %82, align 8
  %460 = load i32, ptr %83, align 4
  %461 = call i64 @ZSTD_hash8Ptr(ptr noundef %459, i32 noundef %460)
  store i64 %461, ptr %81, align 8
  br label %462

462:                                              ; preds = %458, %454, %450, %446, %442
  %463 = load i64, ptr %81, align 8
  store i64 %463, ptr %164, align 8
  %464 = load ptr, ptr %141, align 8
  %465 = load i64, ptr %163, align 8
  %466 = lshr i64 %465, 8
  %467 = getelementptr inbounds i32, ptr %464, i64 %466
  %468 = load i32, ptr %467, align 4
  store i32 %468, ptr %165, align 4
  %469 = load ptr, ptr %142, align 8
  %470 = load i64, ptr %164, align 8
  %471 = lshr i64 %470, 8
  %472 = getelementptr inbounds i32, ptr %469, i64 %471
  %473 = load i32, ptr %472, align 4
  store i32 %473, ptr %166, align 4
  %474 = load i32, ptr %165, align 4
  %475 = zext i32 %474 to i64
  %476 = load i64, ptr %163, align 8
  %477 = call i32 @ZSTD_comparePackedTags(i64 noundef %475, i64 noundef %476)
  store i32 %477, ptr %167, align 4
  %478 = load i32, ptr %166, align 4
  %479 = zext i32 %478 to i64
  %480 = load i64, ptr %164, align 8
  %481 = call i32 @ZSTD_comparePackedTags(i64 noundef %479, i64 noundef %480)
  store i32 %481, ptr %168, align 4
  %482 = load ptr, ptr %130, align 8
  %483 = load ptr, ptr %128, align 8
  %484 = ptrtoint ptr %482 to i64
  %485 = ptrtoint ptr %483 to i64
  %486 = sub i64 %484, %485
  %487 = trunc i64 %486 to i32
  store i32 %487, ptr %169, align 4
  %488 = load ptr, ptr %124, align 8
  %489 = load i64, ptr %161, align 8
  %490 = getelementptr inbounds i32, ptr %488, i64 %489
  %491 = load i32, ptr %490, align 4
  store i32 %491, ptr %170, align 4
  %492 = load ptr, ptr %126, align 8
  %493 = load i64, ptr %162, align 8
  %494 = getelementptr inbounds i32, ptr %492, i64 %493
  %495 = load i32, ptr %494, align 4
  store i32 %495, ptr %171, align 4
  %496 = load ptr, ptr %128, align 8
  %497 = load i32, ptr %170, align 4
  %498 = zext i32 %497 to i64
  %499 = getelementptr inbounds i8, ptr %496, i64 %498
  store ptr %499, ptr %172, align 8
  %500 = load ptr, ptr %128, align 8
  %501 = load i32, ptr %171, align 4
  %502 = zext i32 %501 to i64
  %503 = getelementptr inbounds i8, ptr %500, i64 %502
  store ptr %503, ptr %173, align 8
  %504 = load i32, ptr %169, align 4
  %505 = add i32 %504, 1
  %506 = load i32, ptr %137, align 4
  %507 = sub i32 %505, %506
  store i32 %507, ptr %174, align 4
  %508 = load i32, ptr %174, align 4
  %509 = load i32, ptr %133, align 4
  %510 = icmp ult i32 %508, %509
  br i1 %510, label %511, label %518

511:                                              ; preds = %462
  %512 = load ptr, ptr %144, align 8
  %513 = load i32, ptr %174, align 4
  %514 = load i32, ptr %147, align 4
  %515 = sub i32 %513, %514
  %516 = zext i32 %515 to i64
  %517 = getelementptr inbounds i8, ptr %512, i64 %516
  br label %523

518:                                              ; preds = %462
  %519 = load ptr, ptr %128, align 8
  %520 = load i32, ptr %174, align 4
  %521 = zext i32 %520 to i64
  %522 = getelementptr inbounds i8, ptr %519, i64 %521
  br label %523

523:                                              ; preds = %518, %511
  %524 = phi ptr [ %517, %511 ], [ %522, %518 ]
  store ptr %524, ptr %175, align 8
  %525 = load i32, ptr %169, align 4
  %526 = load ptr, ptr %126, align 8
  %527 = load i64, ptr %162, align 8
  %528 = getelementptr inbounds i32, ptr %526, i64 %527
  store i32 %525, ptr %528, align 4
  %529 = load ptr, ptr %124, align 8
  %530 = load i64, ptr %161, align 8
  %531 = getelementptr inbounds i32, ptr %529, i64 %530
  store i32 %525, ptr %531, align 4
  %532 = load i32, ptr %133, align 4
  %533 = load i32, ptr %174, align 4
  %534 = call i32 @ZSTD_index_overlap_check(i32 noundef %532, i32 noundef %533)
  %535 = icmp ne i32 %534, 0
  br i1 %535, label %536, label %734

536:                                              ; preds = %523
  %537 = load ptr, ptr %175, align 8
  %538 = call i32 @MEM_read32(ptr noundef %537)
  %539 = load ptr, ptr %130, align 8
  %540 = getelementptr inbounds i8, ptr %539, i64 1
  %541 = call i32 @MEM_read32(ptr noundef %540)
  %542 = icmp eq i32 %538, %541
  br i1 %542, label %543, label %734

543:                                              ; preds = %536
  %544 = load i32, ptr %174, align 4
  %545 = load i32, ptr %133, align 4
  %546 = icmp ult i32 %544, %545
  br i1 %546, label %547, label %549

547:                                              ; preds = %543
  %548 = load ptr, ptr %146, align 8
  br label %551

549:                                              ; preds = %543
  %550 = load ptr, ptr %135, align 8
  br label %551

551:                                              ; preds = %549, %547
  %552 = phi ptr [ %548, %547 ], [ %550, %549 ]
  store ptr %552, ptr %176, align 8
  %553 = load ptr, ptr %130, align 8
  %554 = getelementptr inbounds i8, ptr %553, i64 1
  %555 = getelementptr inbounds i8, ptr %554, i64 4
  %556 = load ptr, ptr %175, align 8
  %557 = getelementptr inbounds i8, ptr %556, i64 4
  %558 = load ptr, ptr %135, align 8
  %559 = load ptr, ptr %176, align 8
  %560 = load ptr, ptr %134, align 8
  %561 = call i64 @ZSTD_count_2segments(ptr noundef %555, ptr noundef %557, ptr noundef %558, ptr noundef %559, ptr noundef %560)
  %562 = add i64 %561, 4
  store i64 %562, ptr %159, align 8
  %563 = load ptr, ptr %130, align 8
  %564 = getelementptr inbounds i8, ptr %563, i32 1
  store ptr %564, ptr %130, align 8
  %565 = load ptr, ptr %118, align 8
  %566 = load ptr, ptr %130, align 8
  %567 = load ptr, ptr %131, align 8
  %568 = ptrtoint ptr %566 to i64
  %569 = ptrtoint ptr %567 to i64
  %570 = sub i64 %568, %569
  %571 = load ptr, ptr %131, align 8
  %572 = load ptr, ptr %135, align 8
  %573 = load i64, ptr %159, align 8
  store ptr %565, ptr %45, align 8
  store i64 %570, ptr %46, align 8
  store ptr %571, ptr %47, align 8
  store ptr %572, ptr %48, align 8
  store i32 1, ptr %49, align 4
  store i64 %573, ptr %50, align 8
  %574 = load ptr, ptr %48, align 8
  %575 = getelementptr inbounds i8, ptr %574, i64 -32
  store ptr %575, ptr %51, align 8
  %576 = load ptr, ptr %47, align 8
  %577 = load i64, ptr %46, align 8
  %578 = getelementptr inbounds i8, ptr %576, i64 %577
  store ptr %578, ptr %52, align 8
  %579 = load ptr, ptr %52, align 8
  %580 = load ptr, ptr %51, align 8
  %581 = icmp ule ptr %579, %580
  br i1 %581, label %582, label %655

582:                                              ; preds = %551
  %583 = load ptr, ptr %45, align 8
  %584 = getelementptr inbounds %struct.SeqStore_t, ptr %583, i32 0, i32 3
  %585 = load ptr, ptr %584, align 8
  %586 = load ptr, ptr %47, align 8
  call void @ZSTD_copy16(ptr noundef %585, ptr noundef %586)
  %587 = load i64, ptr %46, align 8
  %588 = icmp ugt i64 %587, 16
  br i1 %588, label %589, label %654

589:                                              ; preds = %582
  %590 = load ptr, ptr %45, align 8
  %591 = getelementptr inbounds %struct.SeqStore_t, ptr %590, i32 0, i32 3
  %592 = load ptr, ptr %591, align 8
  %593 = getelementptr inbounds i8, ptr %592, i64 16
  %594 = load ptr, ptr %47, align 8
  %595 = getelementptr inbounds i8, ptr %594, i64 16
  %596 = load i64, ptr %46, align 8
  %597 = sub nsw i64 %596, 16
  store ptr %593, ptr %37, align 8
  store ptr %595, ptr %38, align 8
  store i64 %597, ptr %39, align 8
  store i32 0, ptr %40, align 4
  %598 = load ptr, ptr %37, align 8
  %599 = load ptr, ptr %38, align 8
  %600 = ptrtoint ptr %598 to i64
  %601 = ptrtoint ptr %599 to i64
  %602 = sub i64 %600, %601
  store i64 %602, ptr %41, align 8
  %603 = load ptr, ptr %38, align 8
  store ptr %603, ptr %42, align 8
  %604 = load ptr, ptr %37, align 8
  store ptr %604, ptr %43, align 8
  %605 = load ptr, ptr %43, align 8
  %606 = load i64, ptr %39, align 8
  %607 = getelementptr inbounds i8, ptr %605, i64 %606
  store ptr %607, ptr %44, align 8
  %608 = load i32, ptr %40, align 4
  %609 = icmp eq i32 %608, 1
  br i1 %609, label %610, label %625

610:                                              ; preds = %589
  %611 = load i64, ptr %41, align 8
  %612 = icmp slt i64 %611, 16
  br i1 %612, label %613, label %625

613:                                              ; preds = %610
  br label %614

614:                                              ; preds = %614, %613
  %615 = load ptr, ptr %43, align 8
  %616 = load ptr, ptr %42, align 8
  call void @ZSTD_copy8(ptr noundef %615, ptr noundef %616)
  %617 = load ptr, ptr %43, align 8
  %618 = getelementptr inbounds i8, ptr %617, i64 8
  store ptr %618, ptr %43, align 8
  %619 = load ptr, ptr %42, align 8
  %620 = getelementptr inbounds i8, ptr %619, i64 8
  store ptr %620, ptr %42, align 8
  %621 = load ptr, ptr %43, align 8
  %622 = load ptr, ptr %44, align 8
  %623 = icmp ult ptr %621, %622
  br i1 %623, label %614, label %624, !llvm.loop !11

624:                                              ; preds = %614
  br label %653

625:                                              ; preds = %610, %589
  %626 = load ptr, ptr %43, align 8
  %627 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %626, ptr noundef %627)
  %628 = load i64, ptr %39, align 8
  %629 = icmp sge i64 16, %628
  br i1 %629, label %630, label %631

630:                                              ; preds = %625
  br label %653

631:                                              ; preds = %625
  %632 = load ptr, ptr %43, align 8
  %633 = getelementptr inbounds i8, ptr %632, i64 16
  store ptr %633, ptr %43, align 8
  %634 = load ptr, ptr %42, align 8
  %635 = getelementptr inbounds i8, ptr %634, i64 16
  store ptr %635, ptr %42, align 8
  br label %636

636:                                              ; preds = %636, %631
  %637 = load ptr, ptr %43, align 8
  %638 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %637, ptr noundef %638)
  %639 = load ptr, ptr %43, align 8
  %640 = getelementptr inbounds i8, ptr %639, i64 16
  store ptr %640, ptr %43, align 8
  %641 = load ptr, ptr %42, align 8
  %642 = getelementptr inbounds i8, ptr %641, i64 16
  store ptr %642, ptr %42, align 8
  %643 = load ptr, ptr %43, align 8
  %644 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %643, ptr noundef %644)
  %645 = load ptr, ptr %43, align 8
  %646 = getelementptr inbounds i8, ptr %645, i64 16
  store ptr %646, ptr %43, align 8
  %647 = load ptr, ptr %42, align 8
  %648 = getelementptr inbounds i8, ptr %647, i64 16
  store ptr %648, ptr %42, align 8
  %649 = load ptr, ptr %43, align 8
  %650 = load ptr, ptr %44, align 8
  %651 = icmp ult ptr %649, %650
  br i1 %651, label %636, label %652, !llvm.loop !12

652:                                              ; preds = %636
  br label %653

653:                                              ; preds = %652, %630, %624
  br label %654

654:                                              ; preds = %653, %582
  br label %662

655:                                              ; preds = %551
  %656 = load ptr, ptr %45, align 8
  %657 = getelementptr inbounds %struct.SeqStore_t, ptr %656, i32 0, i32 3
  %658 = load ptr, ptr %657, align 8
  %659 = load ptr, ptr %47, align 8
  %660 = load ptr, ptr %52, align 8
  %661 = load ptr, ptr %51, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %658, ptr noundef %659, ptr noundef %660, ptr noundef %661)
  br label %662

662:                                              ; preds = %655, %654
  %663 = load i64, ptr %46, align 8
  %664 = load ptr, ptr %45, align 8
  %665 = getelementptr inbounds %struct.SeqStore_t, ptr %664, i32 0, i32 3
  %666 = load ptr, ptr %665, align 8
  %667 = getelementptr inbounds i8, ptr %666, i64 %663
  store ptr %667, ptr %665, align 8
  %668 = load ptr, ptr %45, align 8
  %669 = load i64, ptr %46, align 8
  %670 = load i32, ptr %49, align 4
  %671 = load i64, ptr %50, align 8
  store ptr %668, ptr %16, align 8
  store i64 %669, ptr %17, align 8
  store i32 %670, ptr %18, align 4
  store i64 %671, ptr %19, align 8
  %672 = load i64, ptr %17, align 8
  %673 = icmp ugt i64 %672, 65535
  %674 = zext i1 %673 to i32
  %675 = sext i32 %674 to i64
  br i1 %673, label %676, label %691

676:                                              ; preds = %662
  %677 = load ptr, ptr %16, align 8
  %678 = getelementptr inbounds %struct.SeqStore_t, ptr %677, i32 0, i32 9
  store i32 1, ptr %678, align 8
  %679 = load ptr, ptr %16, align 8
  %680 = getelementptr inbounds %struct.SeqStore_t, ptr %679, i32 0, i32 1
  %681 = load ptr, ptr %680, align 8
  %682 = load ptr, ptr %16, align 8
  %683 = load ptr, ptr %682, align 8
  %684 = ptrtoint ptr %681 to i64
  %685 = ptrtoint ptr %683 to i64
  %686 = sub i64 %684, %685
  %687 = sdiv exact i64 %686, 8
  %688 = trunc i64 %687 to i32
  %689 = load ptr, ptr %16, align 8
  %690 = getelementptr inbounds %struct.SeqStore_t, ptr %689, i32 0, i32 10
  store i32 %688, ptr %690, align 4
  br label %691

691:                                              ; preds = %676, %662
  %692 = load i64, ptr %17, align 8
  %693 = trunc i64 %692 to i16
  %694 = load ptr, ptr %16, align 8
  %695 = getelementptr inbounds %struct.SeqStore_t, ptr %694, i32 0, i32 1
  %696 = load ptr, ptr %695, align 8
  %697 = getelementptr inbounds %struct.SeqDef_s, ptr %696, i32 0, i32 1
  store i16 %693, ptr %697, align 4
  %698 = load i32, ptr %18, align 4
  %699 = load ptr, ptr %16, align 8
  %700 = getelementptr inbounds %struct.SeqStore_t, ptr %699, i32 0, i32 1
  %701 = load ptr, ptr %700, align 8
  store i32 %698, ptr %701, align 4
  %702 = load i64, ptr %19, align 8
  %703 = sub i64 %702, 3
  store i64 %703, ptr %20, align 8
  %704 = load i64, ptr %20, align 8
  %705 = icmp ugt i64 %704, 65535
  %706 = zext i1 %705 to i32
  %707 = sext i32 %706 to i64
  br i1 %705, label %708, label %723

708:                                              ; preds = %691
  %709 = load ptr, ptr %16, align 8
  %710 = getelementptr inbounds %struct.SeqStore_t, ptr %709, i32 0, i32 9
  store i32 2, ptr %710, align 8
  %711 = load ptr, ptr %16, align 8
  %712 = getelementptr inbounds %struct.SeqStore_t, ptr %711, i32 0, i32 1
  %713 = load ptr, ptr %712, align 8
  %714 = load ptr, ptr %16, align 8
  %715 = load ptr, ptr %714, align 8
  %716 = ptrtoint ptr %713 to i64
  %717 = ptrtoint ptr %715 to i64
  %718 = sub i64 %716, %717
  %719 = sdiv exact i64 %718, 8
  %720 = trunc i64 %719 to i32
  %721 = load ptr, ptr %16, align 8
  %722 = getelementptr inbounds %struct.SeqStore_t, ptr %721, i32 0, i32 10
  store i32 %720, ptr %722, align 4
  br label %723

723:                                              ; preds = %708, %691
  %724 = load i64, ptr %20, align 8
  %725 = trunc i64 %724 to i16
  %726 = load ptr, ptr %16, align 8
  %727 = getelementptr inbounds %struct.SeqStore_t, ptr %726, i32 0, i32 1
  %728 = load ptr, ptr %727, align 8
  %729 = getelementptr inbounds %struct.SeqDef_s, ptr %728, i32 0, i32 2
  store i16 %725, ptr %729, align 2
  %730 = load ptr, ptr %16, align 8
  %731 = getelementptr inbounds %struct.SeqStore_t, ptr %730, i32 0, i32 1
  %732 = load ptr, ptr %731, align 8
  %733 = getelementptr inbounds %struct.SeqDef_s, ptr %732, i32 1
  store ptr %733, ptr %731, align 8
  br label %1377

734:                                              ; preds = %536, %523
  %735 = load i32, ptr %170, align 4
  %736 = load i32, ptr %133, align 4
  %737 = icmp uge i32 %735, %736
  br i1 %737, label %738, label %789

738:                                              ; preds = %734
  %739 = load ptr, ptr %172, align 8
  %740 = call i64 @MEM_read64(ptr noundef %739)
  %741 = load ptr, ptr %130, align 8
  %742 = call i64 @MEM_read64(ptr noundef %741)
  %743 = icmp eq i64 %740, %742
  br i1 %743, label %744, label %789

744:                                              ; preds = %738
  %745 = load ptr, ptr %130, align 8
  %746 = getelementptr inbounds i8, ptr %745, i64 8
  %747 = load ptr, ptr %172, align 8
  %748 = getelementptr inbounds i8, ptr %747, i64 8
  %749 = load ptr, ptr %135, align 8
  %750 = call i64 @ZSTD_count(ptr noundef %746, ptr noundef %748, ptr noundef %749)
  %751 = add i64 %750, 8
  store i64 %751, ptr %159, align 8
  %752 = load ptr, ptr %130, align 8
  %753 = load ptr, ptr %172, align 8
  %754 = ptrtoint ptr %752 to i64
  %755 = ptrtoint ptr %753 to i64
  %756 = sub i64 %754, %755
  %757 = trunc i64 %756 to i32
  store i32 %757, ptr %160, align 4
  br label %758

758:                                              ; preds = %781, %744
  %759 = load ptr, ptr %130, align 8
  %760 = load ptr, ptr %131, align 8
  %761 = icmp ugt ptr %759, %760
  %762 = zext i1 %761 to i32
  %763 = load ptr, ptr %172, align 8
  %764 = load ptr, ptr %134, align 8
  %765 = icmp ugt ptr %763, %764
  %766 = zext i1 %765 to i32
  %767 = and i32 %762, %766
  %768 = icmp ne i32 %767, 0
  br i1 %768, label %769, label %779

769:                                              ; preds = %758
  %770 = load ptr, ptr %130, align 8
  %771 = getelementptr inbounds i8, ptr %770, i64 -1
  %772 = load i8, ptr %771, align 1
  %773 = zext i8 %772 to i32
  %774 = load ptr, ptr %172, align 8
  %775 = getelementptr inbounds i8, ptr %774, i64 -1
  %776 = load i8, ptr %775, align 1
  %777 = zext i8 %776 to i32
  %778 = icmp eq i32 %773, %777
  br label %779

779:                                              ; preds = %769, %758
  %780 = phi i1 [ false, %758 ], [ %778, %769 ]
  br i1 %780, label %781, label %788

781:                                              ; preds = %779
  %782 = load ptr, ptr %130, align 8
  %783 = getelementptr inbounds i8, ptr %782, i32 -1
  store ptr %783, ptr %130, align 8
  %784 = load ptr, ptr %172, align 8
  %785 = getelementptr inbounds i8, ptr %784, i32 -1
  store ptr %785, ptr %172, align 8
  %786 = load i64, ptr %159, align 8
  %787 = add i64 %786, 1
  store i64 %787, ptr %159, align 8
  br label %758, !llvm.loop !19

788:                                              ; preds = %779
  br label %1203

789:                                              ; preds = %738, %734
  %790 = load i32, ptr %167, align 4
  %791 = icmp ne i32 %790, 0
  br i1 %791, label %792, label %855

792:                                              ; preds = %789
  %793 = load i32, ptr %165, align 4
  %794 = lshr i32 %793, 8
  store i32 %794, ptr %177, align 4
  %795 = load ptr, ptr %144, align 8
  %796 = load i32, ptr %177, align 4
  %797 = zext i32 %796 to i64
  %798 = getelementptr inbounds i8, ptr %795, i64 %797
  store ptr %798, ptr %178, align 8
  %799 = load ptr, ptr %178, align 8
  %800 = load ptr, ptr %145, align 8
  %801 = icmp ugt ptr %799, %800
  br i1 %801, label %802, label %854

802:                                              ; preds = %792
  %803 = load ptr, ptr %178, align 8
  %804 = call i64 @MEM_read64(ptr noundef %803)
  %805 = load ptr, ptr %130, align 8
  %806 = call i64 @MEM_read64(ptr noundef %805)
  %807 = icmp eq i64 %804, %806
  br i1 %807, label %808, label %854

808:                                              ; preds = %802
  %809 = load ptr, ptr %130, align 8
  %810 = getelementptr inbounds i8, ptr %809, i64 8
  %811 = load ptr, ptr %178, align 8
  %812 = getelementptr inbounds i8, ptr %811, i64 8
  %813 = load ptr, ptr %135, align 8
  %814 = load ptr, ptr %146, align 8
  %815 = load ptr, ptr %134, align 8
  %816 = call i64 @ZSTD_count_2segments(ptr noundef %810, ptr noundef %812, ptr noundef %813, ptr noundef %814, ptr noundef %815)
  %817 = add i64 %816, 8
  store i64 %817, ptr %159, align 8
  %818 = load i32, ptr %169, align 4
  %819 = load i32, ptr %177, align 4
  %820 = sub i32 %818, %819
  %821 = load i32, ptr %147, align 4
  %822 = sub i32 %820, %821
  store i32 %822, ptr %160, align 4
  br label %823

823:                                              ; preds = %846, %808
  %824 = load ptr, ptr %130, align 8
  %825 = load ptr, ptr %131, align 8
  %826 = icmp ugt ptr %824, %825
  %827 = zext i1 %826 to i32
  %828 = load ptr, ptr %178, align 8
  %829 = load ptr, ptr %145, align 8
  %830 = icmp ugt ptr %828, %829
  %831 = zext i1 %830 to i32
  %832 = and i32 %827, %831
  %833 = icmp ne i32 %832, 0
  br i1 %833, label %834, label %844

834:                                              ; preds = %823
  %835 = load ptr, ptr %130, align 8
  %836 = getelementptr inbounds i8, ptr %835, i64 -1
  %837 = load i8, ptr %836, align 1
  %838 = zext i8 %837 to i32
  %839 = load ptr, ptr %178, align 8
  %840 = getelementptr inbounds i8, ptr %839, i64 -1
  %841 = load i8, ptr %840, align 1
  %842 = zext i8 %841 to i32
  %843 = icmp eq i32 %838, %842
  br label %844

844:                                              ; preds = %834, %823
  %845 = phi i1 [ false, %823 ], [ %843, %834 ]
  br i1 %845, label %846, label %853

846:                                              ; preds = %844
  %847 = load ptr, ptr %130, align 8
  %848 = getelementptr inbounds i8, ptr %847, i32 -1
  store ptr %848, ptr %130, align 8
  %849 = load ptr, ptr %178, align 8
  %850 = getelementptr inbounds i8, ptr %849, i32 -1
  store ptr %850, ptr %178, align 8
  %851 = load i64, ptr %159, align 8
  %852 = add i64 %851, 1
  store i64 %852, ptr %159, align 8
  br label %823, !llvm.loop !20

853:                                              ; preds = %844
  br label %1203

854:                                              ; preds = %802, %792
  br label %855

855:                                              ; preds = %854, %789
  %856 = load i32, ptr %171, align 4
  %857 = load i32, ptr %133, align 4
  %858 = icmp ugt i32 %856, %857
  br i1 %858, label %859, label %867

859:                                              ; preds = %855
  %860 = load ptr, ptr %173, align 8
  %861 = call i32 @MEM_read32(ptr noundef %860)
  %862 = load ptr, ptr %130, align 8
  %863 = call i32 @MEM_read32(ptr noundef %862)
  %864 = icmp eq i32 %861, %863
  br i1 %864, label %865, label %866

865:                                              ; preds = %859
  br label %904

866:                                              ; preds = %859
  br label %892

867:                                              ; preds = %855
  %868 = load i32, ptr %168, align 4
  %869 = icmp ne i32 %868, 0
  br i1 %869, label %870, label %891

870:                                              ; preds = %867
  %871 = load i32, ptr %166, align 4
  %872 = lshr i32 %871, 8
  store i32 %872, ptr %179, align 4
  %873 = load ptr, ptr %144, align 8
  %874 = load i32, ptr %179, align 4
  %875 = zext i32 %874 to i64
  %876 = getelementptr inbounds i8, ptr %873, i64 %875
  store ptr %876, ptr %173, align 8
  %877 = load i32, ptr %179, align 4
  %878 = load i32, ptr %147, align 4
  %879 = add i32 %877, %878
  store i32 %879, ptr %171, align 4
  %880 = load ptr, ptr %173, align 8
  %881 = load ptr, ptr %145, align 8
  %882 = icmp ugt ptr %880, %881
  br i1 %882, label %883, label %890

883:                                              ; preds = %870
  %884 = load ptr, ptr %173, align 8
  %885 = call i32 @MEM_read32(ptr noundef %884)
  %886 = load ptr, ptr %130, align 8
  %887 = call i32 @MEM_read32(ptr noundef %886)
  %888 = icmp eq i32 %885, %887
  br i1 %888, label %889, label %890

889:                                              ; preds = %883
  br label %904

890:                                              ; preds = %883, %870
  br label %891

891:                                              ; preds = %890, %867
  br label %892

892:                                              ; preds = %891, %866
  %893 = load ptr, ptr %130, align 8
  %894 = load ptr, ptr %131, align 8
  %895 = ptrtoint ptr %893 to i64
  %896 = ptrtoint ptr %894 to i64
  %897 = sub i64 %895, %896
  %898 = ashr i64 %897, 8
  %899 = add nsw i64 %898, 1
  %900 = load ptr, ptr %130, align 8
  %901 = getelementptr inbounds i8, ptr %900, i64 %899
  store ptr %901, ptr %130, align 8
  %902 = load ptr, ptr %130, align 8
  %903 = getelementptr inbounds i8, ptr %902, i64 256
  call void @llvm.prefetch.p0(ptr %903, i32 0, i32 3, i32 1)
  br label %353, !llvm.loop !21

904:                                              ; preds = %889, %865
  %905 = load ptr, ptr %130, align 8
  %906 = getelementptr inbounds i8, ptr %905, i64 1
  %907 = load i32, ptr %125, align 4
  store ptr %906, ptr %86, align 8
  store i32 %907, ptr %87, align 4
  store i32 8, ptr %88, align 4
  %908 = load i32, ptr %88, align 4
  switch i32 %908, label %909 [
    i32 4, label %910
    i32 5, label %914
    i32 6, label %918
    i32 7, label %922
    i32 8, label %926
  ]

909:                                              ; preds = %904
  br label %910

910:                                              ; preds = %909, %904
  %911 = load ptr, ptr %86, align 8
  %912 = load i32, ptr %87, align 4
  %913 = call i64 @ZSTD_hash4Ptr(ptr noundef %911, i32 noundef %912)
  store i64 %913, ptr %85, align 8
  br label %930

914:                                              ; preds = %904
  %915 = load ptr, ptr %86, align 8
  %916 = load i32, ptr %87, align 4
  %917 = call i64 @ZSTD_hash5Ptr(ptr noundef %915, i32 noundef %916)
  store i64 %917, ptr %85, align 8
  br label %930

918:                                              ; preds = %904
  %919 = load ptr, ptr %86, align 8
  %920 = load i32, ptr %87, align 4
  %921 = call i64 @ZSTD_hash6Ptr(ptr noundef %919, i32 noundef %920)
  store i64 %921, ptr %85, align 8
  br label %930

922:                                              ; preds = %904
  %923 = load ptr, ptr %86, align 8
  %924 = load i32, ptr %87, align 4
  %925 = call i64 @ZSTD_hash7Ptr(ptr noundef %923, i32 noundef %924)
  store i64 %925, ptr %85, align 8
  br label %930

926:                                              ; preds = %904
  %927 = load ptr, ptr %86, align 8
  %928 = load i32, ptr %87, align 4
  %929 = call i64 @ZSTD_hash8Ptr(ptr noundef %927, i32 noundef %928)
  store i64 %929, ptr %85, align 8
  br label %930

930:                                              ; preds = %926, %922, %918, %914, %910
  %931 = load i64, ptr %85, align 8
  store i64 %931, ptr %180, align 8
  %932 = load ptr, ptr %130, align 8
  %933 = getelementptr inbounds i8, ptr %932, i64 1
  %934 = load i32, ptr %148, align 4
  store ptr %933, ptr %90, align 8
  store i32 %934, ptr %91, align 4
  store i32 8, ptr %92, align 4
  %935 = load i32, ptr %92, align 4
  switch i32 %935, label %936 [
    i32 4, label %937
    i32 5, label %941
    i32 6, label %945
    i32 7, label %949
    i32 8, label %953
  ]

936:                                              ; preds = %930
  br label %937

937:                                              ; preds = %936, %930
  %938 = load ptr, ptr %90, align 8
  %939 = load i32, ptr %91, align 4
  %940 = call i64 @ZSTD_hash4Ptr(ptr noundef %938, i32 noundef %939)
  store i64 %940, ptr %89, align 8
  br label %957

941:                                              ; preds = %930
  %942 = load ptr, ptr %90, align 8
  %943 = load i32, ptr %91, align 4
  %944 = call i64 @ZSTD_hash5Ptr(ptr noundef %942, i32 noundef %943)
  store i64 %944, ptr %89, align 8
  br label %957

945:                                              ; preds = %930
  %946 = load ptr, ptr %90, align 8
  %947 = load i32, ptr %91, align 4
  %948 = call i64 @ZSTD_hash6Ptr(ptr noundef %946, i32 noundef %947)
  store i64 %948, ptr %89, align 8
  br label %957

949:                                              ; preds = %930
  %950 = load ptr, ptr %90, align 8
  %951 = load i32, ptr %91, align 4
  %952 = call i64 @ZSTD_hash7Ptr(ptr noundef %950, i32 noundef %951)
  store i64 %952, ptr %89, align 8
  br label %957

953:                                              ; preds = %930
  %954 = load ptr, ptr %90, align 8
  %955 = load i32, ptr %91, align 4
  %956 = call i64 @ZSTD_hash8Ptr(ptr noundef %954, i32 noundef %955)
  store i64 %956, ptr %89, align 8
  br label %957

957:                                              ; preds = %953, %949, %945, %941, %937
  %958 = load i64, ptr %89, align 8
  store i64 %958, ptr %181, align 8
  %959 = load ptr, ptr %124, align 8
  %960 = load i64, ptr %180, align 8
  %961 = getelementptr inbounds i32, ptr %959, i64 %960
  %962 = load i32, ptr %961, align 4
  store i32 %962, ptr %182, align 4
  %963 = load ptr, ptr %141, align 8
  %964 = load i64, ptr %181, align 8
  %965 = lshr i64 %964, 8
  %966 = getelementptr inbounds i32, ptr %963, i64 %965
  %967 = load i32, ptr %966, align 4
  store i32 %967, ptr %183, align 4
  %968 = load i32, ptr %183, align 4
  %969 = zext i32 %968 to i64
  %970 = load i64, ptr %181, align 8
  %971 = call i32 @ZSTD_comparePackedTags(i64 noundef %969, i64 noundef %970)
  store i32 %971, ptr %184, align 4
  %972 = load ptr, ptr %128, align 8
  %973 = load i32, ptr %182, align 4
  %974 = zext i32 %973 to i64
  %975 = getelementptr inbounds i8, ptr %972, i64 %974
  store ptr %975, ptr %185, align 8
  %976 = load i32, ptr %169, align 4
  %977 = add i32 %976, 1
  %978 = load ptr, ptr %124, align 8
  %979 = load i64, ptr %180, align 8
  %980 = getelementptr inbounds i32, ptr %978, i64 %979
  store i32 %977, ptr %980, align 4
  %981 = load i32, ptr %182, align 4
  %982 = load i32, ptr %133, align 4
  %983 = icmp uge i32 %981, %982
  br i1 %983, label %984, label %1038

984:                                              ; preds = %957
  %985 = load ptr, ptr %185, align 8
  %986 = call i64 @MEM_read64(ptr noundef %985)
  %987 = load ptr, ptr %130, align 8
  %988 = getelementptr inbounds i8, ptr %987, i64 1
  %989 = call i64 @MEM_read64(ptr noundef %988)
  %990 = icmp eq i64 %986, %989
  br i1 %990, label %991, label %1038

991:                                              ; preds = %984
  %992 = load ptr, ptr %130, align 8
  %993 = getelementptr inbounds i8, ptr %992, i64 9
  %994 = load ptr, ptr %185, align 8
  %995 = getelementptr inbounds i8, ptr %994, i64 8
  %996 = load ptr, ptr %135, align 8
  %997 = call i64 @ZSTD_count(ptr noundef %993, ptr noundef %995, ptr noundef %996)
  %998 = add i64 %997, 8
  store i64 %998, ptr %159, align 8
  %999 = load ptr, ptr %130, align 8
  %1000 = getelementptr inbounds i8, ptr %999, i32 1
  store ptr %1000, ptr %130, align 8
  %1001 = load ptr, ptr %130, align 8
  %1002 = load ptr, ptr %185, align 8
  %1003 = ptrtoint ptr %1001 to i64
  %1004 = ptrtoint ptr %1002 to i64
  %1005 = sub i64 %1003, %1004
  %1006 = trunc i64 %1005 to i32
  store i32 %1006, ptr %160, align 4
  br label %1007

1007:                                             ; preds = %1030, %991
  %1008 = load ptr, ptr %130, align 8
  %1009 = load ptr, ptr %131, align 8
  %1010 = icmp ugt ptr %1008, %1009
  %1011 = zext i1 %1010 to i32
  %1012 = load ptr, ptr %185, align 8
  %1013 = load ptr, ptr %134, align 8
  %1014 = icmp ugt ptr %1012, %1013
  %1015 = zext i1 %1014 to i32
  %1016 = and i32 %1011, %1015
  %1017 = icmp ne i32 %1016, 0
  br i1 %1017, label %1018, label %1028

1018:                                             ; preds = %1007
  %1019 = load ptr, ptr %130, align 8
  %1020 = getelementptr inbounds i8, ptr %1019, i64 -1
  %1021 = load i8, ptr %1020, align 1
  %1022 = zext i8 %1021 to i32
  %1023 = load ptr, ptr %185, align 8
  %1024 = getelementptr inbounds i8, ptr %1023, i64 -1
  %1025 = load i8, ptr %1024, align 1
  %1026 = zext i8 %1025 to i32
  %1027 = icmp eq i32 %1022, %1026
  br label %1028

1028:                                             ; preds = %1018, %1007
  %1029 = phi i1 [ false, %1007 ], [ %1027, %1018 ]
  br i1 %1029, label %1030, label %1037

1030:                                             ; preds = %1028
  %1031 = load ptr, ptr %130, align 8
  %1032 = getelementptr inbounds i8, ptr %1031, i32 -1
  store ptr %1032, ptr %130, align 8
  %1033 = load ptr, ptr %185, align 8
  %1034 = getelementptr inbounds i8, ptr %1033, i32 -1
  store ptr %1034, ptr %185, align 8
  %1035 = load i64, ptr %159, align 8
  %1036 = add i64 %1035, 1
  store i64 %1036, ptr %159, align 8
  br label %1007, !llvm.loop !22

1037:                                             ; preds = %1028
  br label %1203

1038:                                             ; preds = %984, %957
  %1039 = load i32, ptr %184, align 4
  %1040 = icmp ne i32 %1039, 0
  br i1 %1040, label %1041, label %1109

1041:                                             ; preds = %1038
  %1042 = load i32, ptr %183, align 4
  %1043 = lshr i32 %1042, 8
  store i32 %1043, ptr %186, align 4
  %1044 = load ptr, ptr %144, align 8
  %1045 = load i32, ptr %186, align 4
  %1046 = zext i32 %1045 to i64
  %1047 = getelementptr inbounds i8, ptr %1044, i64 %1046
  store ptr %1047, ptr %187, align 8
  %1048 = load ptr, ptr %187, align 8
  %1049 = load ptr, ptr %145, align 8
  %1050 = icmp ugt ptr %1048, %1049
  br i1 %1050, label %1051, label %1108

1051:                                             ; preds = %1041
  %1052 = load ptr, ptr %187, align 8
  %1053 = call i64 @MEM_read64(ptr noundef %1052)
  %1054 = load ptr, ptr %130, align 8
  %1055 = getelementptr inbounds i8, ptr %1054, i64 1
  %1056 = call i64 @MEM_read64(ptr noundef %1055)
  %1057 = icmp eq i64 %1053, %1056
  br i1 %1057, label %1058, label %1108

1058:                                             ; preds = %1051
  %1059 = load ptr, ptr %130, align 8
  %1060 = getelementptr inbounds i8, ptr %1059, i64 1
  %1061 = getelementptr inbounds i8, ptr %1060, i64 8
  %1062 = load ptr, ptr %187, align 8
  %1063 = getelementptr inbounds i8, ptr %1062, i64 8
  %1064 = load ptr, ptr %135, align 8
  %1065 = load ptr, ptr %146, align 8
  %1066 = load ptr, ptr %134, align 8
  %1067 = call i64 @ZSTD_count_2segments(ptr noundef %1061, ptr noundef %1063, ptr noundef %1064, ptr noundef %1065, ptr noundef %1066)
  %1068 = add i64 %1067, 8
  store i64 %1068, ptr %159, align 8
  %1069 = load ptr, ptr %130, align 8
  %1070 = getelementptr inbounds i8, ptr %1069, i32 1
  store ptr %1070, ptr %130, align 8
  %1071 = load i32, ptr %169, align 4
  %1072 = add i32 %1071, 1
  %1073 = load i32, ptr %186, align 4
  %1074 = sub i32 %1072, %1073
  %1075 = load i32, ptr %147, align 4
  %1076 = sub i32 %1074, %1075
  store i32 %1076, ptr %160, align 4
  br label %1077

1077:                                             ; preds = %1100, %1058
  %1078 = load ptr, ptr %130, align 8
  %1079 = load ptr, ptr %131, align 8
  %1080 = icmp ugt ptr %1078, %1079
  %1081 = zext i1 %1080 to i32
  %1082 = load ptr, ptr %187, align 8
  %1083 = load ptr, ptr %145, align 8
  %1084 = icmp ugt ptr %1082, %1083
  %1085 = zext i1 %1084 to i32
  %1086 = and i32 %1081, %1085
  %1087 = icmp ne i32 %1086, 0
  br i1 %1087, label %1088, label %1098

1088:                                             ; preds = %1077
  %1089 = load ptr, ptr %130, align 8
  %1090 = getelementptr inbounds i8, ptr %1089, i64 -1
  %1091 = load i8, ptr %1090, align 1
  %1092 = zext i8 %1091 to i32
  %1093 = load ptr, ptr %187, align 8
  %1094 = getelementptr inbounds i8, ptr %1093, i64 -1
  %1095 = load i8, ptr %1094, align 1
  %1096 = zext i8 %1095 to i32
  %1097 = icmp eq i32 %1092, %1096
  br label %1098

1098:                                             ; preds = %1088, %1077
  %1099 = phi i1 [ false, %1077 ], [ %1097, %1088 ]
  br i1 %1099, label %1100, label %1107

1100:                                             ; preds = %1098
  %1101 = load ptr, ptr %130, align 8
  %1102 = getelementptr inbounds i8, ptr %1101, i32 -1
  store ptr %1102, ptr %130, align 8
  %1103 = load ptr, ptr %187, align 8
  %1104 = getelementptr inbounds i8, ptr %1103, i32 -1
  store ptr %1104, ptr %187, align 8
  %1105 = load i64, ptr %159, align 8
  %1106 = add i64 %1105, 1
  store i64 %1106, ptr %159, align 8
  br label %1077, !llvm.loop !23

1107:                                             ; preds = %1098
  br label %1203

1108:                                             ; preds = %1051, %1041
  br label %1109

1109:                                             ; preds = %1108, %1038
  %1110 = load i32, ptr %171, align 4
  %1111 = load i32, ptr %133, align 4
  %1112 = icmp ult i32 %1110, %1111
  br i1 %1112, label %1113, label %1157

1113:                                             ; preds = %1109
  %1114 = load ptr, ptr %130, align 8
  %1115 = getelementptr inbounds i8, ptr %1114, i64 4
  %1116 = load ptr, ptr %173, align 8
  %1117 = getelementptr inbounds i8, ptr %1116, i64 4
  %1118 = load ptr, ptr %135, align 8
  %1119 = load ptr, ptr %146, align 8
  %1120 = load ptr, ptr %134, align 8
  %1121 = call i64 @ZSTD_count_2segments(ptr noundef %1115, ptr noundef %1117, ptr noundef %1118, ptr noundef %1119, ptr noundef %1120)
  %1122 = add i64 %1121, 4
  store i64 %1122, ptr %159, align 8
  %1123 = load i32, ptr %169, align 4
  %1124 = load i32, ptr %171, align 4
  %1125 = sub i32 %1123, %1124
  store i32 %1125, ptr %160, align 4
  br label %1126

1126:                                             ; preds = %1149, %1113
  %1127 = load ptr, ptr %130, align 8
  %1128 = load ptr, ptr %131, align 8
  %1129 = icmp ugt ptr %1127, %1128
  %1130 = zext i1 %1129 to i32
  %1131 = load ptr, ptr %173, align 8
  %1132 = load ptr, ptr %145, align 8
  %1133 = icmp ugt ptr %1131, %1132
  %1134 = zext i1 %1133 to i32
  %1135 = and i32 %1130, %1134
  %1136 = icmp ne i32 %1135, 0
  br i1 %1136, label %1137, label %1147

1137:                                             ; preds = %1126
  %1138 = load ptr, ptr %130, align 8
  %1139 = getelementptr inbounds i8, ptr %1138, i64 -1
  %1140 = load i8, ptr %1139, align 1
  %1141 = zext i8 %1140 to i32
  %1142 = load ptr, ptr %173, align 8
  %1143 = getelementptr inbounds i8, ptr %1142, i64 -1
  %1144 = load i8, ptr %1143, align 1
  %1145 = zext i8 %1144 to i32
  %1146 = icmp eq i32 %1141, %1145
  br label %1147

1147:                                             ; preds = %1137, %1126
  %1148 = phi i1 [ false, %1126 ], [ %1146, %1137 ]
  br i1 %1148, label %1149, label %1156

1149:                                             ; preds = %1147
  %1150 = load ptr, ptr %130, align 8
  %1151 = getelementptr inbounds i8, ptr %1150, i32 -1
  store ptr %1151, ptr %130, align 8
  %1152 = load ptr, ptr %173, align 8
  %1153 = getelementptr inbounds i8, ptr %1152, i32 -1
  store ptr %1153, ptr %173, align 8
  %1154 = load i64, ptr %159, align 8
  %1155 = add i64 %1154, 1
  store i64 %1155, ptr %159, align 8
  br label %1126, !llvm.loop !24

1156:                                             ; preds = %1147
  br label %1202

1157:                                             ; preds = %1109
  %1158 = load ptr, ptr %130, align 8
  %1159 = getelementptr inbounds i8, ptr %1158, i64 4
  %1160 = load ptr, ptr %173, align 8
  %1161 = getelementptr inbounds i8, ptr %1160, i64 4
  %1162 = load ptr, ptr %135, align 8
  %1163 = call i64 @ZSTD_count(ptr noundef %1159, ptr noundef %1161, ptr noundef %1162)
  %1164 = add i64 %1163, 4
  store i64 %1164, ptr %159, align 8
  %1165 = load ptr, ptr %130, align 8
  %1166 = load ptr, ptr %173, align 8
  %1167 = ptrtoint ptr %1165 to i64
  %1168 = ptrtoint ptr %1166 to i64
  %1169 = sub i64 %1167, %1168
  %1170 = trunc i64 %1169 to i32
  store i32 %1170, ptr %160, align 4
  br label %1171

1171:                                             ; preds = %1194, %1157
  %1172 = load ptr, ptr %130, align 8
  %1173 = load ptr, ptr %131, align 8
  %1174 = icmp ugt ptr %1172, %1173
  %1175 = zext i1 %1174 to i32
  %1176 = load ptr, ptr %173, align 8
  %1177 = load ptr, ptr %134, align 8
  %1178 = icmp ugt ptr %1176, %1177
  %1179 = zext i1 %1178 to i32
  %1180 = and i32 %1175, %1179
  %1181 = icmp ne i32 %1180, 0
  br i1 %1181, label %1182, label %1192

1182:                                             ; preds = %1171
  %1183 = load ptr, ptr %130, align 8
  %1184 = getelementptr inbounds i8, ptr %1183, i64 -1
  %1185 = load i8, ptr %1184, align 1
  %1186 = zext i8 %1185 to i32
  %1187 = load ptr, ptr %173, align 8
  %1188 = getelementptr inbounds i8, ptr %1187, i64 -1
  %1189 = load i8, ptr %1188, align 1
  %1190 = zext i8 %1189 to i32
  %1191 = icmp eq i32 %1186, %1190
  br label %1192

1192:                                             ; preds = %1182, %1171
  %1193 = phi i1 [ false, %1171 ], [ %1191, %1182 ]
  br i1 %1193, label %1194, label %1201

1194:                                             ; preds = %1192
  %1195 = load ptr, ptr %130, align 8
  %1196 = getelementptr inbounds i8, ptr %1195, i32 -1
  store ptr %1196, ptr %130, align 8
  %1197 = load ptr, ptr %173, align 8
  %1198 = getelementptr inbounds i8, ptr %1197, i32 -1
  store ptr %1198, ptr %173, align 8
  %1199 = load i64, ptr %159, align 8
  %1200 = add i64 %1199, 1
  store i64 %1200, ptr %159, align 8
  br label %1171, !llvm.loop !25

1201:                                             ; preds = %1192
  br label %1202

1202:                                             ; preds = %1201, %1156
  br label %1203

1203:                                             ; preds = %1202, %1107, %1037, %853, %788
  %1204 = load i32, ptr %137, align 4
  store i32 %1204, ptr %138, align 4
  %1205 = load i32, ptr %160, align 4
  store i32 %1205, ptr %137, align 4
  %1206 = load ptr, ptr %118, align 8
  %1207 = load ptr, ptr %130, align 8
  %1208 = load ptr, ptr %131, align 8
  %1209 = ptrtoint ptr %1207 to i64
  %1210 = ptrtoint ptr %1208 to i64
  %1211 = sub i64 %1209, %1210
  %1212 = load ptr, ptr %131, align 8
  %1213 = load ptr, ptr %135, align 8
  %1214 = load i32, ptr %160, align 4
  %1215 = add i32 %1214, 3
  %1216 = load i64, ptr %159, align 8
  store ptr %1206, ptr %53, align 8
  store i64 %1211, ptr %54, align 8
  store ptr %1212, ptr %55, align 8
  store ptr %1213, ptr %56, align 8
  store i32 %1215, ptr %57, align 4
  store i64 %1216, ptr %58, align 8
  %1217 = load ptr, ptr %56, align 8
  %1218 = getelementptr inbounds i8, ptr %1217, i64 -32
  store ptr %1218, ptr %59, align 8
  %1219 = load ptr, ptr %55, align 8
  %1220 = load i64, ptr %54, align 8
  %1221 = getelementptr inbounds i8, ptr %1219, i64 %1220
  store ptr %1221, ptr %60, align 8
  %1222 = load ptr, ptr %60, align 8
  %1223 = load ptr, ptr %59, align 8
  %1224 = icmp ule ptr %1222, %1223
  br i1 %1224, label %1225, label %1298

1225:                                             ; preds = %1203
  %1226 = load ptr, ptr %53, align 8
  %1227 = getelementptr inbounds %struct.SeqStore_t, ptr %1226, i32 0, i32 3
  %1228 = load ptr, ptr %1227, align 8
  %1229 = load ptr, ptr %55, align 8
  call void @ZSTD_copy16(ptr noundef %1228, ptr noundef %1229)
  %1230 = load i64, ptr %54, align 8
  %1231 = icmp ugt i64 %1230, 16
  br i1 %1231, label %1232, label %1297

1232:                                             ; preds = %1225
  %1233 = load ptr, ptr %53, align 8
  %1234 = getelementptr inbounds %struct.SeqStore_t, ptr %1233, i32 0, i32 3
  %1235 = load ptr, ptr %1234, align 8
  %1236 = getelementptr inbounds i8, ptr %1235, i64 16
  %1237 = load ptr, ptr %55, align 8
  %1238 = getelementptr inbounds i8, ptr %1237, i64 16
  %1239 = load i64, ptr %54, align 8
  %1240 = sub nsw i64 %1239, 16
  store ptr %1236, ptr %29, align 8
  store ptr %1238, ptr %30, align 8
  store i64 %1240, ptr %31, align 8
  store i32 0, ptr %32, align 4
  %1241 = load ptr, ptr %29, align 8
  %1242 = load ptr, ptr %30, align 8
  %1243 = ptrtoint ptr %1241 to i64
  %1244 = ptrtoint ptr %1242 to i64
  %1245 = sub i64 %1243, %1244
  store i64 %1245, ptr %33, align 8
  %1246 = load ptr, ptr %30, align 8
  store ptr %1246, ptr %34, align 8
  %1247 = load ptr, ptr %29, align 8
  store ptr %1247, ptr %35, align 8
  %1248 = load ptr, ptr %35, align 8
  %1249 = load i64, ptr %31, align 8
  %1250 = getelementptr inbounds i8, ptr %1248, i64 %1249
  store ptr %1250, ptr %36, align 8
  %1251 = load i32, ptr %32, align 4
  %1252 = icmp eq i32 %1251, 1
  br i1 %1252, label %1253, label %1268

1253:                                             ; preds = %1232
  %1254 = load i64, ptr %33, align 8
  %1255 = icmp slt i64 %1254, 16
  br i1 %1255, label %1256, label %1268

1256:                                             ; preds = %1253
  br label %1257

1257:                                             ; preds = %1257, %1256
  %1258 = load ptr, ptr %35, align 8
  %1259 = load ptr, ptr %34, align 8
  call void @ZSTD_copy8(ptr noundef %1258, ptr noundef %1259)
  %1260 = load ptr, ptr %35, align 8
  %1261 = getelementptr inbounds i8, ptr %1260, i64 8
  store ptr %1261, ptr %35, align 8
  %1262 = load ptr, ptr %34, align 8
  %1263 = getelementptr inbounds i8, ptr %1262, i64 8
  store ptr %1263, ptr %34, align 8
  %1264 = load ptr, ptr %35, align 8
  %1265 = load ptr, ptr %36, align 8
  %1266 = icmp ult ptr %1264, %1265
  br i1 %1266, label %1257, label %1267, !llvm.loop !11

1267:                                             ; preds = %1257
  br label %1296

1268:                                             ; preds = %1253, %1232
  %1269 = load ptr, ptr %35, align 8
  %1270 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1269, ptr noundef %1270)
  %1271 = load i64, ptr %31, align 8
  %1272 = icmp sge i64 16, %1271
  br i1 %1272, label %1273, label %1274

1273:                                             ; preds = %1268
  br label %1296

1274:                                             ; preds = %1268
  %1275 = load ptr, ptr %35, align 8
  %1276 = getelementptr inbounds i8, ptr %1275, i64 16
  store ptr %1276, ptr %35, align 8
  %1277 = load ptr, ptr %34, align 8
  %1278 = getelementptr inbounds i8, ptr %1277, i64 16
  store ptr %1278, ptr %34, align 8
  br label %1279

1279:                                             ; preds = %1279, %1274
  %1280 = load ptr, ptr %35, align 8
  %1281 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1280, ptr noundef %1281)
  %1282 = load ptr, ptr %35, align 8
  %1283 = getelementptr inbounds i8, ptr %1282, i64 16
  store ptr %1283, ptr %35, align 8
  %1284 = load ptr, ptr %34, align 8
  %1285 = getelementptr inbounds i8, ptr %1284, i64 16
  store ptr %1285, ptr %34, align 8
  %1286 = load ptr, ptr %35, align 8
  %1287 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1286, ptr noundef %1287)
  %1288 = load ptr, ptr %35, align 8
  %1289 = getelementptr inbounds i8, ptr %1288, i64 16
  store ptr %1289, ptr %35, align 8
  %1290 = load ptr, ptr %34, align 8
  %1291 = getelementptr inbounds i8, ptr %1290, i64 16
  store ptr %1291, ptr %34, align 8
  %1292 = load ptr, ptr %35, align 8
  %1293 = load ptr, ptr %36, align 8
  %1294 = icmp ult ptr %1292, %1293
  br i1 %1294, label %1279, label %1295, !llvm.loop !12

1295:                                             ; preds = %1279
  br label %1296

1296:                                             ; preds = %1295, %1273, %1267
  br label %1297

1297:                                             ; preds = %1296, %1225
  br label %1305

1298:                                             ; preds = %1203
  %1299 = load ptr, ptr %53, align 8
  %1300 = getelementptr inbounds %struct.SeqStore_t, ptr %1299, i32 0, i32 3
  %1301 = load ptr, ptr %1300, align 8
  %1302 = load ptr, ptr %55, align 8
  %1303 = load ptr, ptr %60, align 8
  %1304 = load ptr, ptr %59, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1301, ptr noundef %1302, ptr noundef %1303, ptr noundef %1304)
  br label %1305

1305:                                             ; preds = %1298, %1297
  %1306 = load i64, ptr %54, align 8
  %1307 = load ptr, ptr %53, align 8
  %1308 = getelementptr inbounds %struct.SeqStore_t, ptr %1307, i32 0, i32 3
  %1309 = load ptr, ptr %1308, align 8
  %1310 = getelementptr inbounds i8, ptr %1309, i64 %1306
  store ptr %1310, ptr %1308, align 8
  %1311 = load ptr, ptr %53, align 8
  %1312 = load i64, ptr %54, align 8
  %1313 = load i32, ptr %57, align 4
  %1314 = load i64, ptr %58, align 8
  store ptr %1311, ptr %11, align 8
  store i64 %1312, ptr %12, align 8
  store i32 %1313, ptr %13, align 4
  store i64 %1314, ptr %14, align 8
  %1315 = load i64, ptr %12, align 8
  %1316 = icmp ugt i64 %1315, 65535
  %1317 = zext i1 %1316 to i32
  %1318 = sext i32 %1317 to i64
  br i1 %1316, label %1319, label %1334

1319:                                             ; preds = %1305
  %1320 = load ptr, ptr %11, align 8
  %1321 = getelementptr inbounds %struct.SeqStore_t, ptr %1320, i32 0, i32 9
  store i32 1, ptr %1321, align 8
  %1322 = load ptr, ptr %11, align 8
  %1323 = getelementptr inbounds %struct.SeqStore_t, ptr %1322, i32 0, i32 1
  %1324 = load ptr, ptr %1323, align 8
  %1325 = load ptr, ptr %11, align 8
  %1326 = load ptr, ptr %1325, align 8
  %1327 = ptrtoint ptr %1324 to i64
  %1328 = ptrtoint ptr %1326 to i64
  %1329 = sub i64 %1327, %1328
  %1330 = sdiv exact i64 %1329, 8
  %1331 = trunc i64 %1330 to i32
  %1332 = load ptr, ptr %11, align 8
  %1333 = getelementptr inbounds %struct.SeqStore_t, ptr %1332, i32 0, i32 10
  store i32 %1331, ptr %1333, align 4
  br label %1334

1334:                                             ; preds = %1319, %1305
  %1335 = load i64, ptr %12, align 8
  %1336 = trunc i64 %1335 to i16
  %1337 = load ptr, ptr %11, align 8
  %1338 = getelementptr inbounds %struct.SeqStore_t, ptr %1337, i32 0, i32 1
  %1339 = load ptr, ptr %1338, align 8
  %1340 = getelementptr inbounds %struct.SeqDef_s, ptr %1339, i32 0, i32 1
  store i16 %1336, ptr %1340, align 4
  %1341 = load i32, ptr %13, align 4
  %1342 = load ptr, ptr %11, align 8
  %1343 = getelementptr inbounds %struct.SeqStore_t, ptr %1342, i32 0, i32 1
  %1344 = load ptr, ptr %1343, align 8
  store i32 %1341, ptr %1344, align 4
  %1345 = load i64, ptr %14, align 8
  %1346 = sub i64 %1345, 3
  store i64 %1346, ptr %15, align 8
  %1347 = load i64, ptr %15, align 8
  %1348 = icmp ugt i64 %1347, 65535
  %1349 = zext i1 %1348 to i32
  %1350 = sext i32 %1349 to i64
  br i1 %1348, label %1351, label %1366

1351:                                             ; preds = %1334
  %1352 = load ptr, ptr %11, align 8
  %1353 = getelementptr inbounds %struct.SeqStore_t, ptr %1352, i32 0, i32 9
  store i32 2, ptr %1353, align 8
  %1354 = load ptr, ptr %11, align 8
  %1355 = getelementptr inbounds %struct.SeqStore_t, ptr %1354, i32 0, i32 1
  %1356 = load ptr, ptr %1355, align 8
  %1357 = load ptr, ptr %11, align 8
  %1358 = load ptr, ptr %1357, align 8
  %1359 = ptrtoint ptr %1356 to i64
  %1360 = ptrtoint ptr %1358 to i64
  %1361 = sub i64 %1359, %1360
  %1362 = sdiv exact i64 %1361, 8
  %1363 = trunc i64 %1362 to i32
  %1364 = load ptr, ptr %11, align 8
  %1365 = getelementptr inbounds %struct.SeqStore_t, ptr %1364, i32 0, i32 10
  store i32 %1363, ptr %1365, align 4
  br label %1366

1366:                                             ; preds = %1351, %1334
  %1367 = load i64, ptr %15, align 8
  %1368 = trunc i64 %1367 to i16
  %1369 = load ptr, ptr %11, align 8
  %1370 = getelementptr inbounds %struct.SeqStore_t, ptr %1369, i32 0, i32 1
  %1371 = load ptr, ptr %1370, align 8
  %1372 = getelementptr inbounds %struct.SeqDef_s, ptr %1371, i32 0, i32 2
  store i16 %1368, ptr %1372, align 2
  %1373 = load ptr, ptr %11, align 8
  %1374 = getelementptr inbounds %struct.SeqStore_t, ptr %1373, i32 0, i32 1
  %1375 = load ptr, ptr %1374, align 8
  %1376 = getelementptr inbounds %struct.SeqDef_s, ptr %1375, i32 1
  store ptr %1376, ptr %1374, align 8
  br label %1377

1377:                                             ; preds = %1366, %723
  %1378 = load i64, ptr %159, align 8
  %1379 = load ptr, ptr %130, align 8
  %1380 = getelementptr inbounds i8, ptr %1379, i64 %1378
  store ptr %1380, ptr %130, align 8
  %1381 = load ptr, ptr %130, align 8
  store ptr %1381, ptr %131, align 8
  %1382 = load ptr, ptr %130, align 8
  %1383 = load ptr, ptr %136, align 8
  %1384 = icmp ule ptr %1382, %1383
  br i1 %1384, label %1385, label %1820

1385:                                             ; preds = %1377
  %1386 = load i32, ptr %169, align 4
  %1387 = add i32 %1386, 2
  store i32 %1387, ptr %188, align 4
  %1388 = load i32, ptr %188, align 4
  %1389 = load ptr, ptr %124, align 8
  %1390 = load ptr, ptr %128, align 8
  %1391 = load i32, ptr %188, align 4
  %1392 = zext i32 %1391 to i64
  %1393 = getelementptr inbounds i8, ptr %1390, i64 %1392
  %1394 = load i32, ptr %125, align 4
  store ptr %1393, ptr %94, align 8
  store i32 %1394, ptr %95, align 4
  store i32 8, ptr %96, align 4
  %1395 = load i32, ptr %96, align 4
  switch i32 %1395, label %1396 [
    i32 4, label %1397
    i32 5, label %1401
    i32 6, label %1405
    i32 7, label %1409
    i32 8, label %1413
  ]

1396:                                             ; preds = %1385
  br label %1397

1397:                                             ; preds = %1396, %1385
  %1398 = load ptr, ptr %94, align 8
  %1399 = load i32, ptr %95, align 4
  %1400 = call i64 @ZSTD_hash4Ptr(ptr noundef %1398, i32 noundef %1399)
  store i64 %1400, ptr %93, align 8
  br label %1417

1401:                                             ; preds = %1385
  %1402 = load ptr, ptr %94, align 8
  %1403 = load i32, ptr %95, align 4
  %1404 = call i64 @ZSTD_hash5Ptr(ptr noundef %1402, i32 noundef %1403)
  store i64 %1404, ptr %93, align 8
  br label %1417

1405:                                             ; preds = %1385
  %1406 = load ptr, ptr %94, align 8
  %1407 = load i32, ptr %95, align 4
  %1408 = call i64 @ZSTD_hash6Ptr(ptr noundef %1406, i32 noundef %1407)
  store i64 %1408, ptr %93, align 8
  br label %1417

1409:                                             ; preds = %1385
  %1410 = load ptr, ptr %94, align 8
  %1411 = load i32, ptr %95, align 4
  %1412 = call i64 @ZSTD_hash7Ptr(ptr noundef %1410, i32 noundef %1411)
  store i64 %1412, ptr %93, align 8
  br label %1417

1413:                                             ; preds = %1385
  %1414 = load ptr, ptr %94, align 8
  %1415 = load i32, ptr %95, align 4
  %1416 = call i64 @ZSTD_hash8Ptr(ptr noundef %1414, i32 noundef %1415)
  store i64 %1416, ptr %93, align 8
  br label %1417

1417:                                             ; preds = %1413, %1409, %1405, %1401, %1397
  %1418 = load i64, ptr %93, align 8
  %1419 = getelementptr inbounds i32, ptr %1389, i64 %1418
  store i32 %1388, ptr %1419, align 4
  %1420 = load ptr, ptr %130, align 8
  %1421 = getelementptr inbounds i8, ptr %1420, i64 -2
  %1422 = load ptr, ptr %128, align 8
  %1423 = ptrtoint ptr %1421 to i64
  %1424 = ptrtoint ptr %1422 to i64
  %1425 = sub i64 %1423, %1424
  %1426 = trunc i64 %1425 to i32
  %1427 = load ptr, ptr %124, align 8
  %1428 = load ptr, ptr %130, align 8
  %1429 = getelementptr inbounds i8, ptr %1428, i64 -2
  %1430 = load i32, ptr %125, align 4
  store ptr %1429, ptr %98, align 8
  store i32 %1430, ptr %99, align 4
  store i32 8, ptr %100, align 4
  %1431 = load i32, ptr %100, align 4
  switch i32 %1431, label %1432 [
    i32 4, label %1433
    i32 5, label %1437
    i32 6, label %1441
    i32 7, label %1445
    i32 8, label %1449
  ]

1432:                                             ; preds = %1417
  br label %1433

1433:                                             ; preds = %1432, %1417
  %1434 = load ptr, ptr %98, align 8
  %1435 = load i32, ptr %99, align 4
  %1436 = call i64 @ZSTD_hash4Ptr(ptr noundef %1434, i32 noundef %1435)
  store i64 %1436, ptr %97, align 8
  br label %1453

1437:                                             ; preds = %1417
  %1438 = load ptr, ptr %98, align 8
  %1439 = load i32, ptr %99, align 4
  %1440 = call i64 @ZSTD_hash5Ptr(ptr noundef %1438, i32 noundef %1439)
  store i64 %1440, ptr %97, align 8
  br label %1453

1441:                                             ; preds = %1417
  %1442 = load ptr, ptr %98, align 8
  %1443 = load i32, ptr %99, align 4
  %1444 = call i64 @ZSTD_hash6Ptr(ptr noundef %1442, i32 noundef %1443)
  store i64 %1444, ptr %97, align 8
  br label %1453

1445:                                             ; preds = %1417
  %1446 = load ptr, ptr %98, align 8
  %1447 = load i32, ptr %99, align 4
  %1448 = call i64 @ZSTD_hash7Ptr(ptr noundef %1446, i32 noundef %1447)
  store i64 %1448, ptr %97, align 8
  br label %1453

1449:                                             ; preds = %1417
  %1450 = load ptr, ptr %98, align 8
  %1451 = load i32, ptr %99, align 4
  %1452 = call i64 @ZSTD_hash8Ptr(ptr noundef %1450, i32 noundef %1451)
  store i64 %1452, ptr %97, align 8
  br label %1453

1453:                                             ; preds = %1449, %1445, %1441, %1437, %1433
  %1454 = load i64, ptr %97, align 8
  %1455 = getelementptr inbounds i32, ptr %1427, i64 %1454
  store i32 %1426, ptr %1455, align 4
  %1456 = load i32, ptr %188, align 4
  %1457 = load ptr, ptr %126, align 8
  %1458 = load ptr, ptr %128, align 8
  %1459 = load i32, ptr %188, align 4
  %1460 = zext i32 %1459 to i64
  %1461 = getelementptr inbounds i8, ptr %1458, i64 %1460
  %1462 = load i32, ptr %127, align 4
  %1463 = load i32, ptr %122, align 4
  store ptr %1461, ptr %102, align 8
  store i32 %1462, ptr %103, align 4
  store i32 %1463, ptr %104, align 4
  %1464 = load i32, ptr %104, align 4
  switch i32 %1464, label %1465 [
    i32 4, label %1466
    i32 5, label %1470
    i32 6, label %1474
    i32 7, label %1478
    i32 8, label %1482
  ]

1465:                                             ; preds = %1453
  br label %1466

1466:                                             ; preds = %1465, %1453
  %1467 = load ptr, ptr %102, align 8
  %1468 = load i32, ptr %103, align 4
  %1469 = call i64 @ZSTD_hash4Ptr(ptr noundef %1467, i32 noundef %1468)
  store i64 %1469, ptr %101, align 8
  br label %1486

1470:                                             ; preds = %1453
  %1471 = load ptr, ptr %102, align 8
  %1472 = load i32, ptr %103, align 4
  %1473 = call i64 @ZSTD_hash5Ptr(ptr noundef %1471, i32 noundef %1472)
  store i64 %1473, ptr %101, align 8
  br label %1486

1474:                                             ; preds = %1453
  %1475 = load ptr, ptr %102, align 8
  %1476 = load i32, ptr %103, align 4
  %1477 = call i64 @ZSTD_hash6Ptr(ptr noundef %1475, i32 noundef %1476)
  store i64 %1477, ptr %101, align 8
  br label %1486

1478:                                             ; preds = %1453
  %1479 = load ptr, ptr %102, align 8
  %1480 = load i32, ptr %103, align 4
  %1481 = call i64 @ZSTD_hash7Ptr(ptr noundef %1479, i32 noundef %1480)
  store i64 %1481, ptr %101, align 8
  br label %1486

1482:                                             ; preds = %1453
  %1483 = load ptr, ptr %102, align 8
  %1484 = load i32, ptr %103, align 4
  %1485 = call i64 @ZSTD_hash8Ptr(ptr noundef %1483, i32 noundef %1484)
  store i64 %1485, ptr %101, align 8
  br label %1486

1486:                                             ; preds = %1482, %1478, %1474, %1470, %1466
  %1487 = load i64, ptr %101, align 8
  %1488 = getelementptr inbounds i32, ptr %1457, i64 %1487
  store i32 %1456, ptr %1488, align 4
  %1489 = load ptr, ptr %130, align 8
  %1490 = getelementptr inbounds i8, ptr %1489, i64 -1
  %1491 = load ptr, ptr %128, align 8
  %1492 = ptrtoint ptr %1490 to i64
  %1493 = ptrtoint ptr %1491 to i64
  %1494 = sub i64 %1492, %1493
  %1495 = trunc i64 %1494 to i32
  %1496 = load ptr, ptr %126, align 8
  %1497 = load ptr, ptr %130, align 8
  %1498 = getelementptr inbounds i8, ptr %1497, i64 -1
  %1499 = load i32, ptr %127, align 4
  %1500 = load i32, ptr %122, align 4
  store ptr %1498, ptr %106, align 8
  store i32 %1499, ptr %107, align 4
  store i32 %1500, ptr %108, align 4
  %1501 = load i32, ptr %108, align 4
  switch i32 %1501, label %1502 [
    i32 4, label %1503
    i32 5, label %1507
    i32 6, label %1511
    i32 7, label %1515
    i32 8, label %1519
  ]

1502:                                             ; preds = %1486
  br label %1503

1503:                                             ; preds = %1502, %1486
  %1504 = load ptr, ptr %106, align 8
  %1505 = load i32, ptr %107, align 4
  %1506 = call i64 @ZSTD_hash4Ptr(ptr noundef %1504, i32 noundef %1505)
  store i64 %1506, ptr %105, align 8
  br label %1523

1507:                                             ; preds = %1486
  %1508 = load ptr, ptr %106, align 8
  %1509 = load i32, ptr %107, align 4
  %1510 = call i64 @ZSTD_hash5Ptr(ptr noundef %1508, i32 noundef %1509)
  store i64 %1510, ptr %105, align 8
  br label %1523

1511:                                             ; preds = %1486
  %1512 = load ptr, ptr %106, align 8
  %1513 = load i32, ptr %107, align 4
  %1514 = call i64 @ZSTD_hash6Ptr(ptr noundef %1512, i32 noundef %1513)
  store i64 %1514, ptr %105, align 8
  br label %1523

1515:                                             ; preds = %1486
  %1516 = load ptr, ptr %106, align 8
  %1517 = load i32, ptr %107, align 4
  %1518 = call i64 @ZSTD_hash7Ptr(ptr noundef %1516, i32 noundef %1517)
  store i64 %1518, ptr %105, align 8
  br label %1523

1519:                                             ; preds = %1486
  %1520 = load ptr, ptr %106, align 8
  %1521 = load i32, ptr %107, align 4
  %1522 = call i64 @ZSTD_hash8Ptr(ptr noundef %1520, i32 noundef %1521)
  store i64 %1522, ptr %105, align 8
  br label %1523

1523:                                             ; preds = %1519, %1515, %1511, %1507, %1503
  %1524 = load i64, ptr %105, align 8
  %1525 = getelementptr inbounds i32, ptr %1496, i64 %1524
  store i32 %1495, ptr %1525, align 4
  br label %1526

1526:                                             ; preds = %1811, %1523
  %1527 = load ptr, ptr %130, align 8
  %1528 = load ptr, ptr %136, align 8
  %1529 = icmp ule ptr %1527, %1528
  br i1 %1529, label %1530, label %1819

1530:                                             ; preds = %1526
  %1531 = load ptr, ptr %130, align 8
  %1532 = load ptr, ptr %128, align 8
  %1533 = ptrtoint ptr %1531 to i64
  %1534 = ptrtoint ptr %1532 to i64
  %1535 = sub i64 %1533, %1534
  %1536 = trunc i64 %1535 to i32
  store i32 %1536, ptr %189, align 4
  %1537 = load i32, ptr %189, align 4
  %1538 = load i32, ptr %138, align 4
  %1539 = sub i32 %1537, %1538
  store i32 %1539, ptr %190, align 4
  %1540 = load i32, ptr %190, align 4
  %1541 = load i32, ptr %133, align 4
  %1542 = icmp ult i32 %1540, %1541
  br i1 %1542, label %1543, label %1552

1543:                                             ; preds = %1530
  %1544 = load ptr, ptr %144, align 8
  %1545 = load i32, ptr %190, align 4
  %1546 = zext i32 %1545 to i64
  %1547 = getelementptr inbounds i8, ptr %1544, i64 %1546
  %1548 = load i32, ptr %147, align 4
  %1549 = zext i32 %1548 to i64
  %1550 = sub i64 0, %1549
  %1551 = getelementptr inbounds i8, ptr %1547, i64 %1550
  br label %1557

1552:                                             ; preds = %1530
  %1553 = load ptr, ptr %128, align 8
  %1554 = load i32, ptr %190, align 4
  %1555 = zext i32 %1554 to i64
  %1556 = getelementptr inbounds i8, ptr %1553, i64 %1555
  br label %1557

1557:                                             ; preds = %1552, %1543
  %1558 = phi ptr [ %1551, %1543 ], [ %1556, %1552 ]
  store ptr %1558, ptr %191, align 8
  %1559 = load i32, ptr %133, align 4
  %1560 = load i32, ptr %190, align 4
  %1561 = call i32 @ZSTD_index_overlap_check(i32 noundef %1559, i32 noundef %1560)
  %1562 = icmp ne i32 %1561, 0
  br i1 %1562, label %1563, label %1818

1563:                                             ; preds = %1557
  %1564 = load ptr, ptr %191, align 8
  %1565 = call i32 @MEM_read32(ptr noundef %1564)
  %1566 = load ptr, ptr %130, align 8
  %1567 = call i32 @MEM_read32(ptr noundef %1566)
  %1568 = icmp eq i32 %1565, %1567
  br i1 %1568, label %1569, label %1818

1569:                                             ; preds = %1563
  %1570 = load i32, ptr %190, align 4
  %1571 = load i32, ptr %133, align 4
  %1572 = icmp ult i32 %1570, %1571
  br i1 %1572, label %1573, label %1575

1573:                                             ; preds = %1569
  %1574 = load ptr, ptr %146, align 8
  br label %1577

1575:                                             ; preds = %1569
  %1576 = load ptr, ptr %135, align 8
  br label %1577

1577:                                             ; preds = %1575, %1573
  %1578 = phi ptr [ %1574, %1573 ], [ %1576, %1575 ]
  store ptr %1578, ptr %192, align 8
  %1579 = load ptr, ptr %130, align 8
  %1580 = getelementptr inbounds i8, ptr %1579, i64 4
  %1581 = load ptr, ptr %191, align 8
  %1582 = getelementptr inbounds i8, ptr %1581, i64 4
  %1583 = load ptr, ptr %135, align 8
  %1584 = load ptr, ptr %192, align 8
  %1585 = load ptr, ptr %134, align 8
  %1586 = call i64 @ZSTD_count_2segments(ptr noundef %1580, ptr noundef %1582, ptr noundef %1583, ptr noundef %1584, ptr noundef %1585)
  %1587 = add i64 %1586, 4
  store i64 %1587, ptr %193, align 8
  %1588 = load i32, ptr %138, align 4
  store i32 %1588, ptr %194, align 4
  %1589 = load i32, ptr %137, align 4
  store i32 %1589, ptr %138, align 4
  %1590 = load i32, ptr %194, align 4
  store i32 %1590, ptr %137, align 4
  %1591 = load ptr, ptr %118, align 8
  %1592 = load ptr, ptr %131, align 8
  %1593 = load ptr, ptr %135, align 8
  %1594 = load i64, ptr %193, align 8
  store ptr %1591, ptr %61, align 8
  store i64 0, ptr %62, align 8
  store ptr %1592, ptr %63, align 8
  store ptr %1593, ptr %64, align 8
  store i32 1, ptr %65, align 4
  store i64 %1594, ptr %66, align 8
  %1595 = load ptr, ptr %64, align 8
  %1596 = getelementptr inbounds i8, ptr %1595, i64 -32
  store ptr %1596, ptr %67, align 8
  %1597 = load ptr, ptr %63, align 8
  %1598 = load i64, ptr %62, align 8
  %1599 = getelementptr inbounds i8, ptr %1597, i64 %1598
  store ptr %1599, ptr %68, align 8
  %1600 = load ptr, ptr %68, align 8
  %1601 = load ptr, ptr %67, align 8
  %1602 = icmp ule ptr %1600, %1601
  br i1 %1602, label %1603, label %1676

1603:                                             ; preds = %1577
  %1604 = load ptr, ptr %61, align 8
  %1605 = getelementptr inbounds %struct.SeqStore_t, ptr %1604, i32 0, i32 3
  %1606 = load ptr, ptr %1605, align 8
  %1607 = load ptr, ptr %63, align 8
  call void @ZSTD_copy16(ptr noundef %1606, ptr noundef %1607)
  %1608 = load i64, ptr %62, align 8
  %1609 = icmp ugt i64 %1608, 16
  br i1 %1609, label %1610, label %1675

1610:                                             ; preds = %1603
  %1611 = load ptr, ptr %61, align 8
  %1612 = getelementptr inbounds %struct.SeqStore_t, ptr %1611, i32 0, i32 3
  %1613 = load ptr, ptr %1612, align 8
  %1614 = getelementptr inbounds i8, ptr %1613, i64 16
  %1615 = load ptr, ptr %63, align 8
  %1616 = getelementptr inbounds i8, ptr %1615, i64 16
  %1617 = load i64, ptr %62, align 8
  %1618 = sub nsw i64 %1617, 16
  store ptr %1614, ptr %21, align 8
  store ptr %1616, ptr %22, align 8
  store i64 %1618, ptr %23, align 8
  store i32 0, ptr %24, align 4
  %1619 = load ptr, ptr %21, align 8
  %1620 = load ptr, ptr %22, align 8
  %1621 = ptrtoint ptr %1619 to i64
  %1622 = ptrtoint ptr %1620 to i64
  %1623 = sub i64 %1621, %1622
  store i64 %1623, ptr %25, align 8
  %1624 = load ptr, ptr %22, align 8
  store ptr %1624, ptr %26, align 8
  %1625 = load ptr, ptr %21, align 8
  store ptr %1625, ptr %27, align 8
  %1626 = load ptr, ptr %27, align 8
  %1627 = load i64, ptr %23, align 8
  %1628 = getelementptr inbounds i8, ptr %1626, i64 %1627
  store ptr %1628, ptr %28, align 8
  %1629 = load i32, ptr %24, align 4
  %1630 = icmp eq i32 %1629, 1
  br i1 %1630, label %1631, label %1646

1631:                                             ; preds = %1610
  %1632 = load i64, ptr %25, align 8
  %1633 = icmp slt i64 %1632, 16
  br i1 %1633, label %1634, label %1646

1634:                                             ; preds = %1631
  br label %1635

1635:                                             ; preds = %1635, %1634
  %1636 = load ptr, ptr %27, align 8
  %1637 = load ptr, ptr %26, align 8
  call void @ZSTD_copy8(ptr noundef %1636, ptr noundef %1637)
  %1638 = load ptr, ptr %27, align 8
  %1639 = getelementptr inbounds i8, ptr %1638, i64 8
  store ptr %1639, ptr %27, align 8
  %1640 = load ptr, ptr %26, align 8
  %1641 = getelementptr inbounds i8, ptr %1640, i64 8
  store ptr %1641, ptr %26, align 8
  %1642 = load ptr, ptr %27, align 8
  %1643 = load ptr, ptr %28, align 8
  %1644 = icmp ult ptr %1642, %1643
  br i1 %1644, label %1635, label %1645, !llvm.loop !11

1645:                                             ; preds = %1635
  br label %1674

1646:                                             ; preds = %1631, %1610
  %1647 = load ptr, ptr %27, align 8
  %1648 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %1647, ptr noundef %1648)
  %1649 = load i64, ptr %23, align 8
  %1650 = icmp sge i64 16, %1649
  br i1 %1650, label %1651, label %1652

1651:                                             ; preds = %1646
  br label %1674

1652:                                             ; preds = %1646
  %1653 = load ptr, ptr %27, align 8
  %1654 = getelementptr inbounds i8, ptr %1653, i64 16
  store ptr %1654, ptr %27, align 8
  %1655 = load ptr, ptr %26, align 8
  %1656 = getelementptr inbounds i8, ptr %1655, i64 16
  store ptr %1656, ptr %26, align 8
  br label %1657

1657:                                             ; preds = %1657, %1652
  %1658 = load ptr, ptr %27, align 8
  %1659 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %1658, ptr noundef %1659)
  %1660 = load ptr, ptr %27, align 8
  %1661 = getelementptr inbounds i8, ptr %1660, i64 16
  store ptr %1661, ptr %27, align 8
  %1662 = load ptr, ptr %26, align 8
  %1663 = getelementptr inbounds i8, ptr %1662, i64 16
  store ptr %1663, ptr %26, align 8
  %1664 = load ptr, ptr %27, align 8
  %1665 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %1664, ptr noundef %1665)
  %1666 = load ptr, ptr %27, align 8
  %1667 = getelementptr inbounds i8, ptr %1666, i64 16
  store ptr %1667, ptr %27, align 8
  %1668 = load ptr, ptr %26, align 8
  %1669 = getelementptr inbounds i8, ptr %1668, i64 16
  store ptr %1669, ptr %26, align 8
  %1670 = load ptr, ptr %27, align 8
  %1671 = load ptr, ptr %28, align 8
  %1672 = icmp ult ptr %1670, %1671
  br i1 %1672, label %1657, label %1673, !llvm.loop !12

1673:                                             ; preds = %1657
  br label %1674

1674:                                             ; preds = %1673, %1651, %1645
  br label %1675

1675:                                             ; preds = %1674, %1603
  br label %1683

1676:                                             ; preds = %1577
  %1677 = load ptr, ptr %61, align 8
  %1678 = getelementptr inbounds %struct.SeqStore_t, ptr %1677, i32 0, i32 3
  %1679 = load ptr, ptr %1678, align 8
  %1680 = load ptr, ptr %63, align 8
  %1681 = load ptr, ptr %68, align 8
  %1682 = load ptr, ptr %67, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1679, ptr noundef %1680, ptr noundef %1681, ptr noundef %1682)
  br label %1683

1683:                                             ; preds = %1676, %1675
  %1684 = load i64, ptr %62, align 8
  %1685 = load ptr, ptr %61, align 8
  %1686 = getelementptr inbounds %struct.SeqStore_t, ptr %1685, i32 0, i32 3
  %1687 = load ptr, ptr %1686, align 8
  %1688 = getelementptr inbounds i8, ptr %1687, i64 %1684
  store ptr %1688, ptr %1686, align 8
  %1689 = load ptr, ptr %61, align 8
  %1690 = load i64, ptr %62, align 8
  %1691 = load i32, ptr %65, align 4
  %1692 = load i64, ptr %66, align 8
  store ptr %1689, ptr %6, align 8
  store i64 %1690, ptr %7, align 8
  store i32 %1691, ptr %8, align 4
  store i64 %1692, ptr %9, align 8
  %1693 = load i64, ptr %7, align 8
  %1694 = icmp ugt i64 %1693, 65535
  %1695 = zext i1 %1694 to i32
  %1696 = sext i32 %1695 to i64
  br i1 %1694, label %1697, label %1712

1697:                                             ; preds = %1683
  %1698 = load ptr, ptr %6, align 8
  %1699 = getelementptr inbounds %struct.SeqStore_t, ptr %1698, i32 0, i32 9
  store i32 1, ptr %1699, align 8
  %1700 = load ptr, ptr %6, align 8
  %1701 = getelementptr inbounds %struct.SeqStore_t, ptr %1700, i32 0, i32 1
  %1702 = load ptr, ptr %1701, align 8
  %1703 = load ptr, ptr %6, align 8
  %1704 = load ptr, ptr %1703, align 8
  %1705 = ptrtoint ptr %1702 to i64
  %1706 = ptrtoint ptr %1704 to i64
  %1707 = sub i64 %1705, %1706
  %1708 = sdiv exact i64 %1707, 8
  %1709 = trunc i64 %1708 to i32
  %1710 = load ptr, ptr %6, align 8
  %1711 = getelementptr inbounds %struct.SeqStore_t, ptr %1710, i32 0, i32 10
  store i32 %1709, ptr %1711, align 4
  br label %1712

1712:                                             ; preds = %1697, %1683
  %1713 = load i64, ptr %7, align 8
  %1714 = trunc i64 %1713 to i16
  %1715 = load ptr, ptr %6, align 8
  %1716 = getelementptr inbounds %struct.SeqStore_t, ptr %1715, i32 0, i32 1
  %1717 = load ptr, ptr %1716, align 8
  %1718 = getelementptr inbounds %struct.SeqDef_s, ptr %1717, i32 0, i32 1
  store i16 %1714, ptr %1718, align 4
  %1719 = load i32, ptr %8, align 4
  %1720 = load ptr, ptr %6, align 8
  %1721 = getelementptr inbounds %struct.SeqStore_t, ptr %1720, i32 0, i32 1
  %1722 = load ptr, ptr %1721, align 8
  store i32 %1719, ptr %1722, align 4
  %1723 = load i64, ptr %9, align 8
  %1724 = sub i64 %1723, 3
  store i64 %1724, ptr %10, align 8
  %1725 = load i64, ptr %10, align 8
  %1726 = icmp ugt i64 %1725, 65535
  %1727 = zext i1 %1726 to i32
  %1728 = sext i32 %1727 to i64
  br i1 %1726, label %1729, label %1744

1729:                                             ; preds = %1712
  %1730 = load ptr, ptr %6, align 8
  %1731 = getelementptr inbounds %struct.SeqStore_t, ptr %1730, i32 0, i32 9
  store i32 2, ptr %1731, align 8
  %1732 = load ptr, ptr %6, align 8
  %1733 = getelementptr inbounds %struct.SeqStore_t, ptr %1732, i32 0, i32 1
  %1734 = load ptr, ptr %1733, align 8
  %1735 = load ptr, ptr %6, align 8
  %1736 = load ptr, ptr %1735, align 8
  %1737 = ptrtoint ptr %1734 to i64
  %1738 = ptrtoint ptr %1736 to i64
  %1739 = sub i64 %1737, %1738
  %1740 = sdiv exact i64 %1739, 8
  %1741 = trunc i64 %1740 to i32
  %1742 = load ptr, ptr %6, align 8
  %1743 = getelementptr inbounds %struct.SeqStore_t, ptr %1742, i32 0, i32 10
  store i32 %1741, ptr %1743, align 4
  br label %1744

1744:                                             ; preds = %1729, %1712
  %1745 = load i64, ptr %10, align 8
  %1746 = trunc i64 %1745 to i16
  %1747 = load ptr, ptr %6, align 8
  %1748 = getelementptr inbounds %struct.SeqStore_t, ptr %1747, i32 0, i32 1
  %1749 = load ptr, ptr %1748, align 8
  %1750 = getelementptr inbounds %struct.SeqDef_s, ptr %1749, i32 0, i32 2
  store i16 %1746, ptr %1750, align 2
  %1751 = load ptr, ptr %6, align 8
  %1752 = getelementptr inbounds %struct.SeqStore_t, ptr %1751, i32 0, i32 1
  %1753 = load ptr, ptr %1752, align 8
  %1754 = getelementptr inbounds %struct.SeqDef_s, ptr %1753, i32 1
  store ptr %1754, ptr %1752, align 8
  %1755 = load i32, ptr %189, align 4
  %1756 = load ptr, ptr %126, align 8
  %1757 = load ptr, ptr %130, align 8
  %1758 = load i32, ptr %127, align 4
  %1759 = load i32, ptr %122, align 4
  store ptr %1757, ptr %110, align 8
  store i32 %1758, ptr %111, align 4
  store i32 %1759, ptr %112, align 4
  %1760 = load i32, ptr %112, align 4
  switch i32 %1760, label %1761 [
    i32 4, label %1762
    i32 5, label %1766
    i32 6, label %1770
    i32 7, label %1774
    i32 8, label %1778
  ]

1761:                                             ; preds = %1744
  br label %1762

1762:                                             ; preds = %1761, %1744
  %1763 = load ptr, ptr %110, align 8
  %1764 = load i32, ptr %111, align 4
  %1765 = call i64 @ZSTD_hash4Ptr(ptr noundef %1763, i32 noundef %1764)
  store i64 %1765, ptr %109, align 8
  br label %1782

1766:                                             ; preds = %1744
  %1767 = load ptr, ptr %110, align 8
  %1768 = load i32, ptr %111, align 4
  %1769 = call i64 @ZSTD_hash5Ptr(ptr noundef %1767, i32 noundef %1768)
  store i64 %1769, ptr %109, align 8
  br label %1782

1770:                                             ; preds = %1744
  %1771 = load ptr, ptr %110, align 8
  %1772 = load i32, ptr %111, align 4
  %1773 = call i64 @ZSTD_hash6Ptr(ptr noundef %1771, i32 noundef %1772)
  store i64 %1773, ptr %109, align 8
  br label %1782

1774:                                             ; preds = %1744
  %1775 = load ptr, ptr %110, align 8
  %1776 = load i32, ptr %111, align 4
  %1777 = call i64 @ZSTD_hash7Ptr(ptr noundef %1775, i32 noundef %1776)
  store i64 %1777, ptr %109, align 8
  br label %1782

1778:                                             ; preds = %1744
  %1779 = load ptr, ptr %110, align 8
  %1780 = load i32, ptr %111, align 4
  %1781 = call i64 @ZSTD_hash8Ptr(ptr noundef %1779, i32 noundef %1780)
  store i64 %1781, ptr %109, align 8
  br label %1782

1782:                                             ; preds = %1778, %1774, %1770, %1766, %1762
  %1783 = load i64, ptr %109, align 8
  %1784 = getelementptr inbounds i32, ptr %1756, i64 %1783
  store i32 %1755, ptr %1784, align 4
  %1785 = load i32, ptr %189, align 4
  %1786 = load ptr, ptr %124, align 8
  %1787 = load ptr, ptr %130, align 8
  %1788 = load i32, ptr %125, align 4
  store ptr %1787, ptr %114, align 8
  store i32 %1788, ptr %115, align 4
  store i32 8, ptr %116, align 4
  %1789 = load i32, ptr %116, align 4
  switch i32 %1789, label %1790 [
    i32 4, label %1791
    i32 5, label %1795
    i32 6, label %1799
    i32 7, label %1803
    i32 8, label %1807
  ]

1790:                                             ; preds = %1782
  br label %1791

1791:                                             ; preds = %1790, %1782
  %1792 = load ptr, ptr %114, align 8
  %1793 = load i32, ptr %115, align 4
  %1794 = call i64 @ZSTD_hash4Ptr(ptr noundef %1792, i32 noundef %1793)
  store i64 %1794, ptr %113, align 8
  br label %1811

1795:                                             ; preds = %1782
  %1796 = load ptr, ptr %114, align 8
  %1797 = load i32, ptr %115, align 4
  %1798 = call i64 @ZSTD_hash5Ptr(ptr noundef %1796, i32 noundef %1797)
  store i64 %1798, ptr %113, align 8
  br label %1811

1799:                                             ; preds = %1782
  %1800 = load ptr, ptr %114, align 8
  %1801 = load i32, ptr %115, align 4
  %1802 = call i64 @ZSTD_hash6Ptr(ptr noundef %1800, i32 noundef %1801)
  store i64 %1802, ptr %113, align 8
  br label %1811

1803:                                             ; preds = %1782
  %1804 = load ptr, ptr %114, align 8
  %1805 = load i32, ptr %115, align 4
  %1806 = call i64 @ZSTD_hash7Ptr(ptr noundef %1804, i32 noundef %1805)
  store i64 %1806, ptr %113, align 8
  br label %1811

1807:                                             ; preds = %1782
  %1808 = load ptr, ptr %114, align 8
  %1809 = load i32, ptr %115, align 4
  %1810 = call i64 @ZSTD_hash8Ptr(ptr noundef %1808, i32 noundef %1809)
  store i64 %1810, ptr %113, align 8
  br label %1811

1811:                                             ; preds = %1807, %1803, %1799, %1795, %1791
  %1812 = load i64, ptr %113, align 8
  %1813 = getelementptr inbounds i32, ptr %1786, i64 %1812
  store i32 %1785, ptr %1813, align 4
  %1814 = load i64, ptr %193, align 8
  %1815 = load ptr, ptr %130, align 8
  %1816 = getelementptr inbounds i8, ptr %1815, i64 %1814
  store ptr %1816, ptr %130, align 8
  %1817 = load ptr, ptr %130, align 8
  store ptr %1817, ptr %131, align 8
  br label %1526, !llvm.loop !26

1818:                                             ; preds = %1563, %1557
  br label %1819

1819:                                             ; preds = %1818, %1526
  br label %1820

1820:                                             ; preds = %1819, %1377
  br label %353, !llvm.loop !21

1821:                                             ; preds = %353
  %1822 = load i32, ptr %137, align 4
  %1823 = load ptr, ptr %119, align 8
  store i32 %1822, ptr %1823, align 4
  %1824 = load i32, ptr %138, align 4
  %1825 = load ptr, ptr %119, align 8
  %1826 = getelementptr inbounds i32, ptr %1825, i64 1
  store i32 %1824, ptr %1826, align 4
  %1827 = load ptr, ptr %135, align 8
  %1828 = load ptr, ptr %131, align 8
  %1829 = ptrtoint ptr %1827 to i64
  %1830 = ptrtoint ptr %1828 to i64
  %1831 = sub i64 %1829, %1830
  ret i64 %1831
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_compressBlock_doubleFast_dictMatchState_5(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  %25 = alloca i64, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca i64, align 8
  %32 = alloca i32, align 4
  %33 = alloca i64, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca ptr, align 8
  %38 = alloca ptr, align 8
  %39 = alloca i64, align 8
  %40 = alloca i32, align 4
  %41 = alloca i64, align 8
  %42 = alloca ptr, align 8
  %43 = alloca ptr, align 8
  %44 = alloca ptr, align 8
  %45 = alloca ptr, align 8
  %46 = alloca i64, align 8
  %47 = alloca ptr, align 8
  %48 = alloca ptr, align 8
  %49 = alloca i32, align 4
  %50 = alloca i64, align 8
  %51 = alloca ptr, align 8
  %52 = alloca ptr, align 8
  %53 = alloca ptr, align 8
  %54 = alloca i64, align 8
  %55 = alloca ptr, align 8
  %56 = alloca ptr, align 8
  %57 = alloca i32, align 4
  %58 = alloca i64, align 8
  %59 = alloca ptr, align 8
  %60 = alloca ptr, align 8
  %61 = alloca ptr, align 8
  %62 = alloca i64, align 8
  %63 = alloca ptr, align 8
  %64 = alloca ptr, align 8
  %65 = alloca i32, align 4
  %66 = alloca i64, align 8
  %67 = alloca ptr, align 8
  %68 = alloca ptr, align 8
  %69 = alloca i64, align 8
  %70 = alloca ptr, align 8
  %71 = alloca i32, align 4
  %72 = alloca i32, align 4
  %73 = alloca i64, align 8
  %74 = alloca ptr, align 8
  %75 = alloca i32, align 4
  %76 = alloca i32, align 4
  %77 = alloca i64, align 8
  %78 = alloca ptr, align 8
  %79 = alloca i32, align 4
  %80 = alloca i32, align 4
  %81 = alloca i64, align 8
  %82 = alloca ptr, align 8
  %83 = alloca i32, align 4
  %84 = alloca i32, align 4
  %85 = alloca i64, align 8
  %86 = alloca ptr, align 8
  %87 = alloca i32, align 4
  %88 = alloca i32, align 4
  %89 = alloca i64, align 8
  %90 = alloca ptr, align 8
  %91 = alloca i32, align 4
  %92 = alloca i32, align 4
  %93 = alloca i64, align 8
  %94 = alloca ptr, align 8
  %95 = alloca i32, align 4
  %96 = alloca i32, align 4
  %97 = alloca i64, align 8
  %98 = alloca ptr, align 8
  %99 = alloca i32, align 4
  %100 = alloca i32, align 4
  %101 = alloca i64, align 8
  %102 = alloca ptr, align 8
  %103 = alloca i32, align 4
  %104 = alloca i32, align 4
  %105 = alloca i64, align 8
  %106 = alloca ptr, align 8
  %107 = alloca i32, align 4
  %108 = alloca i32, align 4
  %109 = alloca i64, align 8
  %110 = alloca ptr, align 8
  %111 = alloca i32, align 4
  %112 = alloca i32, align 4
  %113 = alloca i64, align 8
  %114 = alloca ptr, align 8
  %115 = alloca i32, align 4
  %116 = alloca i32, align 4
  %117 = alloca ptr, align 8
  %118 = alloca ptr, align 8
  %119 = alloca ptr, align 8
  %120 = alloca ptr, align 8
  %121 = alloca i64, align 8
  %122 = alloca i32, align 4
  %123 = alloca ptr, align 8
  %124 = alloca ptr, align 8
  %125 = alloca i32, align 4
  %126 = alloca ptr, align 8
  %127 = alloca i32, align 4
  %128 = alloca ptr, align 8
  %129 = alloca ptr, align 8
  %130 = alloca ptr, align 8
  %131 = alloca ptr, align 8
  %132 = alloca i32, align 4
  %133 = alloca i32, align 4
  %134 = alloca ptr, align 8
  %135 = alloca ptr, align 8
  %136 = alloca ptr, align 8
  %137 = alloca i32, align 4
  %138 = alloca i32, align 4
  %139 = alloca ptr, align 8
  %140 = alloca ptr, align 8
  %141 = alloca ptr, align 8
  %142 = alloca ptr, align 8
  %143 = alloca i32, align 4
  %144 = alloca ptr, align 8
  %145 = alloca ptr, align 8
  %146 = alloca ptr, align 8
  %147 = alloca i32, align 4
  %148 = alloca i32, align 4
  %149 = alloca i32, align 4
  %150 = alloca i32, align 4
  %151 = alloca i64, align 8
  %152 = alloca i64, align 8
  %153 = alloca ptr, align 8
  %154 = alloca i64, align 8
  %155 = alloca i64, align 8
  %156 = alloca ptr, align 8
  %157 = alloca i64, align 8
  %158 = alloca i64, align 8
  %159 = alloca i64, align 8
  %160 = alloca i32, align 4
  %161 = alloca i64, align 8
  %162 = alloca i64, align 8
  %163 = alloca i64, align 8
  %164 = alloca i64, align 8
  %165 = alloca i32, align 4
  %166 = alloca i32, align 4
  %167 = alloca i32, align 4
  %168 = alloca i32, align 4
  %169 = alloca i32, align 4
  %170 = alloca i32, align 4
  %171 = alloca i32, align 4
  %172 = alloca ptr, align 8
  %173 = alloca ptr, align 8
  %174 = alloca i32, align 4
  %175 = alloca ptr, align 8
  %176 = alloca ptr, align 8
  %177 = alloca i32, align 4
  %178 = alloca ptr, align 8
  %179 = alloca i32, align 4
  %180 = alloca i64, align 8
  %181 = alloca i64, align 8
  %182 = alloca i32, align 4
  %183 = alloca i32, align 4
  %184 = alloca i32, align 4
  %185 = alloca ptr, align 8
  %186 = alloca i32, align 4
  %187 = alloca ptr, align 8
  %188 = alloca i32, align 4
  %189 = alloca i32, align 4
  %190 = alloca i32, align 4
  %191 = alloca ptr, align 8
  %192 = alloca ptr, align 8
  %193 = alloca i64, align 8
  %194 = alloca i32, align 4
  %195 = alloca ptr, align 8
  %196 = alloca ptr, align 8
  %197 = alloca ptr, align 8
  %198 = alloca ptr, align 8
  %199 = alloca i64, align 8
  store ptr %0, ptr %195, align 8
  store ptr %1, ptr %196, align 8
  store ptr %2, ptr %197, align 8
  store ptr %3, ptr %198, align 8
  store i64 %4, ptr %199, align 8
  %200 = load ptr, ptr %195, align 8
  %201 = load ptr, ptr %196, align 8
  %202 = load ptr, ptr %197, align 8
  %203 = load ptr, ptr %198, align 8
  %204 = load i64, ptr %199, align 8
  store ptr %200, ptr %117, align 8
  store ptr %201, ptr %118, align 8
  store ptr %202, ptr %119, align 8
  store ptr %203, ptr %120, align 8
  store i64 %204, ptr %121, align 8
  store i32 5, ptr %122, align 4
  %205 = load ptr, ptr %117, align 8
  %206 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %205, i32 0, i32 16
  store ptr %206, ptr %123, align 8
  %207 = load ptr, ptr %117, align 8
  %208 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %207, i32 0, i32 9
  %209 = load ptr, ptr %208, align 8
  store ptr %209, ptr %124, align 8
  %210 = load ptr, ptr %123, align 8
  %211 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %210, i32 0, i32 2
  %212 = load i32, ptr %211, align 4
  store i32 %212, ptr %125, align 4
  %213 = load ptr, ptr %117, align 8
  %214 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %213, i32 0, i32 11
  %215 = load ptr, ptr %214, align 8
  store ptr %215, ptr %126, align 8
  %216 = load ptr, ptr %123, align 8
  %217 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %216, i32 0, i32 1
  %218 = load i32, ptr %217, align 4
  store i32 %218, ptr %127, align 4
  %219 = load ptr, ptr %117, align 8
  %220 = getelementptr inbounds %struct.ZSTD_window_t, ptr %219, i32 0, i32 1
  %221 = load ptr, ptr %220, align 8
  store ptr %221, ptr %128, align 8
  %222 = load ptr, ptr %120, align 8
  store ptr %222, ptr %129, align 8
  %223 = load ptr, ptr %129, align 8
  store ptr %223, ptr %130, align 8
  %224 = load ptr, ptr %129, align 8
  store ptr %224, ptr %131, align 8
  %225 = load ptr, ptr %129, align 8
  %226 = load ptr, ptr %128, align 8
  %227 = ptrtoint ptr %225 to i64
  %228 = ptrtoint ptr %226 to i64
  %229 = sub i64 %227, %228
  %230 = load i64, ptr %121, align 8
  %231 = add i64 %229, %230
  %232 = trunc i64 %231 to i32
  store i32 %232, ptr %132, align 4
  %233 = load ptr, ptr %117, align 8
  %234 = load i32, ptr %132, align 4
  %235 = load ptr, ptr %123, align 8
  %236 = load i32, ptr %235, align 4
  %237 = call i32 @ZSTD_getLowestPrefixIndex(ptr noundef %233, i32 noundef %234, i32 noundef %236)
  store i32 %237, ptr %133, align 4
  %238 = load ptr, ptr %128, align 8
  %239 = load i32, ptr %133, align 4
  %240 = zext i32 %239 to i64
  %241 = getelementptr inbounds i8, ptr %238, i64 %240
  store ptr %241, ptr %134, align 8
  %242 = load ptr, ptr %129, align 8
  %243 = load i64, ptr %121, align 8
  %244 = getelementptr inbounds i8, ptr %242, i64 %243
  store ptr %244, ptr %135, align 8
  %245 = load ptr, ptr %135, align 8
  %246 = getelementptr inbounds i8, ptr %245, i64 -8
  store ptr %246, ptr %136, align 8
  %247 = load ptr, ptr %119, align 8
  %248 = load i32, ptr %247, align 4
  store i32 %248, ptr %137, align 4
  %249 = load ptr, ptr %119, align 8
  %250 = getelementptr inbounds i32, ptr %249, i64 1
  %251 = load i32, ptr %250, align 4
  store i32 %251, ptr %138, align 4
  %252 = load ptr, ptr %117, align 8
  %253 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %252, i32 0, i32 15
  %254 = load ptr, ptr %253, align 8
  store ptr %254, ptr %139, align 8
  %255 = load ptr, ptr %139, align 8
  %256 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %255, i32 0, i32 16
  store ptr %256, ptr %140, align 8
  %257 = load ptr, ptr %139, align 8
  %258 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %257, i32 0, i32 9
  %259 = load ptr, ptr %258, align 8
  store ptr %259, ptr %141, align 8
  %260 = load ptr, ptr %139, align 8
  %261 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %260, i32 0, i32 11
  %262 = load ptr, ptr %261, align 8
  store ptr %262, ptr %142, align 8
  %263 = load ptr, ptr %139, align 8
  %264 = getelementptr inbounds %struct.ZSTD_window_t, ptr %263, i32 0, i32 3
  %265 = load i32, ptr %264, align 8
  store i32 %265, ptr %143, align 4
  %266 = load ptr, ptr %139, align 8
  %267 = getelementptr inbounds %struct.ZSTD_window_t, ptr %266, i32 0, i32 1
  %268 = load ptr, ptr %267, align 8
  store ptr %268, ptr %144, align 8
  %269 = load ptr, ptr %144, align 8
  %270 = load i32, ptr %143, align 4
  %271 = zext i32 %270 to i64
  %272 = getelementptr inbounds i8, ptr %269, i64 %271
  store ptr %272, ptr %145, align 8
  %273 = load ptr, ptr %139, align 8
  %274 = load ptr, ptr %273, align 8
  store ptr %274, ptr %146, align 8
  %275 = load i32, ptr %133, align 4
  %276 = load ptr, ptr %146, align 8
  %277 = load ptr, ptr %144, align 8
  %278 = ptrtoint ptr %276 to i64
  %279 = ptrtoint ptr %277 to i64
  %280 = sub i64 %278, %279
  %281 = trunc i64 %280 to i32
  %282 = sub i32 %275, %281
  store i32 %282, ptr %147, align 4
  %283 = load ptr, ptr %140, align 8
  %284 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %283, i32 0, i32 2
  %285 = load i32, ptr %284, align 4
  %286 = add i32 %285, 8
  store i32 %286, ptr %148, align 4
  %287 = load ptr, ptr %140, align 8
  %288 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %287, i32 0, i32 1
  %289 = load i32, ptr %288, align 4
  %290 = add i32 %289, 8
  store i32 %290, ptr %149, align 4
  %291 = load ptr, ptr %130, align 8
  %292 = load ptr, ptr %134, align 8
  %293 = ptrtoint ptr %291 to i64
  %294 = ptrtoint ptr %292 to i64
  %295 = sub i64 %293, %294
  %296 = load ptr, ptr %146, align 8
  %297 = load ptr, ptr %145, align 8
  %298 = ptrtoint ptr %296 to i64
  %299 = ptrtoint ptr %297 to i64
  %300 = sub i64 %298, %299
  %301 = add nsw i64 %295, %300
  %302 = trunc i64 %301 to i32
  store i32 %302, ptr %150, align 4
  %303 = load ptr, ptr %117, align 8
  %304 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %303, i32 0, i32 18
  %305 = load i32, ptr %304, align 8
  %306 = icmp ne i32 %305, 0
  br i1 %306, label %307, label %346

307:                                              ; preds = %5
  %308 = load ptr, ptr %140, align 8
  %309 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %308, i32 0, i32 2
  %310 = load i32, ptr %309, align 4
  %311 = zext i32 %310 to i64
  %312 = shl i64 1, %311
  %313 = mul i64 %312, 4
  store i64 %313, ptr %151, align 8
  %314 = load ptr, ptr %140, align 8
  %315 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %314, i32 0, i32 1
  %316 = load i32, ptr %315, align 4
  %317 = zext i32 %316 to i64
  %318 = shl i64 1, %317
  %319 = mul i64 %318, 4
  store i64 %319, ptr %152, align 8
  %320 = load ptr, ptr %141, align 8
  store ptr %320, ptr %153, align 8
  %321 = load i64, ptr %151, align 8
  store i64 %321, ptr %154, align 8
  store i64 0, ptr %155, align 8
  br label %322

322:                                              ; preds = %326, %307
  %323 = load i64, ptr %155, align 8
  %324 = load i64, ptr %154, align 8
  %325 = icmp ult i64 %323, %324
  br i1 %325, label %326, label %332

326:                                              ; preds = %322
  %327 = load ptr, ptr %153, align 8
  %328 = load i64, ptr %155, align 8
  %329 = getelementptr inbounds i8, ptr %327, i64 %328
  call void @llvm.prefetch.p0(ptr %329, i32 0, i32 2, i32 1)
  %330 = load i64, ptr %155, align 8
  %331 = add i64 %330, 64
  store i64 %331, ptr %155, align 8
  br label %322, !llvm.loop !17

332:                                              ; preds = %322
  %333 = load ptr, ptr %142, align 8
  store ptr %333, ptr %156, align 8
  %334 = load i64, ptr %152, align 8
  store i64 %334, ptr %157, align 8
  store i64 0, ptr %158, align 8
  br label %335

335:                                              ; preds = %339, %332
  %336 = load i64, ptr %158, align 8
  %337 = load i64, ptr %157, align 8
  %338 = icmp ult i64 %336, %337
  br i1 %338, label %339, label %345

339:                                              ; preds = %335
  %340 = load ptr, ptr %156, align 8
  %341 = load i64, ptr %158, align 8
  %342 = getelementptr inbounds i8, ptr %340, i64 %341
  call void @llvm.prefetch.p0(ptr %342, i32 0, i32 2, i32 1)
  %343 = load i64, ptr %158, align 8
  %344 = add i64 %343, 64
  store i64 %344, ptr %158, align 8
  br label %335, !llvm.loop !18

345:                                              ; preds = %335
  br label %346

346:                                              ; preds = %345, %5
  %347 = load i32, ptr %150, align 4
  %348 = icmp eq i32 %347, 0
  %349 = zext i1 %348 to i32
  %350 = load ptr, ptr %130, align 8
  %351 = sext i32 %349 to i64
  %352 = getelementptr inbounds i8, ptr %350, i64 %351
  store ptr %352, ptr %130, align 8
  br label %353

353:                                              ; preds = %1820, %892, %346
  %354 = load ptr, ptr %130, align 8
  %355 = load ptr, ptr %136, align 8
  %356 = icmp ult ptr %354, %355
  br i1 %356, label %357, label %1821

357:                                              ; preds = %353
  %358 = load ptr, ptr %130, align 8
  %359 = load i32, ptr %125, align 4
  store ptr %358, ptr %70, align 8
  store i32 %359, ptr %71, align 4
  store i32 8, ptr %72, align 4
  %360 = load i32, ptr %72, align 4
  switch i32 %360, label %361 [
    i32 4, label %362
    i32 5, label %366
    i32 6, label %370
    i32 7, label %374
    i32 8, label %378
  ]

361:                                              ; preds = %357
  br label %362

362:                                              ; preds = %361, %357
  %363 = load ptr, ptr %70, align 8
  %364 = load i32, ptr %71, align 4
  %365 = call i64 @ZSTD_hash4Ptr(ptr noundef %363, i32 noundef %364)
  store i64 %365, ptr %69, align 8
  br label %382

366:                                              ; preds = %357
  %367 = load ptr, ptr %70, align 8
  %368 = load i32, ptr %71, align 4
  %369 = call i64 @ZSTD_hash5Ptr(ptr noundef %367, i32 noundef %368)
  store i64 %369, ptr %69, align 8
  br label %382

370:                                              ; preds = %357
  %371 = load ptr, ptr %70, align 8
  %372 = load i32, ptr %71, align 4
  %373 = call i64 @ZSTD_hash6Ptr(ptr noundef %371, i32 noundef %372)
  store i64 %373, ptr %69, align 8
  br label %382

374:                                              ; preds = %357
  %375 = load ptr, ptr %70, align 8
  %376 = load i32, ptr %71, align 4
  %377 = call i64 @ZSTD_hash7Ptr(ptr noundef %375, i32 noundef %376)
  store i64 %377, ptr %69, align 8
  br label %382

378:                                              ; preds = %357
  %379 = load ptr, ptr %70, align 8
  %380 = load i32, ptr %71, align 4
  %381 = call i64 @ZSTD_hash8Ptr(ptr noundef %379, i32 noundef %380)
  store i64 %381, ptr %69, align 8
  br label %382

382:                                              ; preds = %378, %374, %370, %366, %362
  %383 = load i64, ptr %69, align 8
  store i64 %383, ptr %161, align 8
  %384 = load ptr, ptr %130, align 8
  %385 = load i32, ptr %127, align 4
  %386 = load i32, ptr %122, align 4
  store ptr %384, ptr %74, align 8
  store i32 %385, ptr %75, align 4
  store i32 %386, ptr %76, align 4
  %387 = load i32, ptr %76, align 4
  switch i32 %387, label %388 [
    i32 4, label %389
    i32 5, label %393
    i32 6, label %397
    i32 7, label %401
    i32 8, label %405
  ]

388:                                              ; preds = %382
  br label %389

389:                                              ; preds = %388, %382
  %390 = load ptr, ptr %74, align 8
  %391 = load i32, ptr %75, align 4
  %392 = call i64 @ZSTD_hash4Ptr(ptr noundef %390, i32 noundef %391)
  store i64 %392, ptr %73, align 8
  br label %409

393:                                              ; preds = %382
  %394 = load ptr, ptr %74, align 8
  %395 = load i32, ptr %75, align 4
  %396 = call i64 @ZSTD_hash5Ptr(ptr noundef %394, i32 noundef %395)
  store i64 %396, ptr %73, align 8
  br label %409

397:                                              ; preds = %382
  %398 = load ptr, ptr %74, align 8
  %399 = load i32, ptr %75, align 4
  %400 = call i64 @ZSTD_hash6Ptr(ptr noundef %398, i32 noundef %399)
  store i64 %400, ptr %73, align 8
  br label %409

401:                                              ; preds = %382
  %402 = load ptr, ptr %74, align 8
  %403 = load i32, ptr %75, align 4
  %404 = call i64 @ZSTD_hash7Ptr(ptr noundef %402, i32 noundef %403)
  store i64 %404, ptr %73, align 8
  br label %409

405:                                              ; preds = %382
  %406 = load ptr, ptr %74, align 8
  %407 = load i32, ptr %75, align 4
  %408 = call i64 @ZSTD_hash8Ptr(ptr noundef %406, i32 noundef %407)
  store i64 %408, ptr %73, align 8
  br label %409

409:                                              ; preds = %405, %401, %397, %393, %389
  %410 = load i64, ptr %73, align 8
  store i64 %410, ptr %162, align 8
  %411 = load ptr, ptr %130, align 8
  %412 = load i32, ptr %148, align 4
  store ptr %411, ptr %78, align 8
  store i32 %412, ptr %79, align 4
  store i32 8, ptr %80, align 4
  %413 = load i32, ptr %80, align 4
  switch i32 %413, label %414 [
    i32 4, label %415
    i32 5, label %419
    i32 6, label %423
    i32 7, label %427
    i32 8, label %431
  ]

414:                                              ; preds = %409
  br label %415

415:                                              ; preds = %414, %409
  %416 = load ptr, ptr %78, align 8
  %417 = load i32, ptr %79, align 4
  %418 = call i64 @ZSTD_hash4Ptr(ptr noundef %416, i32 noundef %417)
  store i64 %418, ptr %77, align 8
  br label %435

419:                                              ; preds = %409
  %420 = load ptr, ptr %78, align 8
  %421 = load i32, ptr %79, align 4
  %422 = call i64 @ZSTD_hash5Ptr(ptr noundef %420, i32 noundef %421)
  store i64 %422, ptr %77, align 8
  br label %435

423:                                              ; preds = %409
  %424 = load ptr, ptr %78, align 8
  %425 = load i32, ptr %79, align 4
  %426 = call i64 @ZSTD_hash6Ptr(ptr noundef %424, i32 noundef %425)
  store i64 %426, ptr %77, align 8
  br label %435

427:                                              ; preds = %409
  %428 = load ptr, ptr %78, align 8
  %429 = load i32, ptr %79, align 4
  %430 = call i64 @ZSTD_hash7Ptr(ptr noundef %428, i32 noundef %429)
  store i64 %430, ptr %77, align 8
  br label %435

431:                                              ; preds = %409
  %432 = load ptr, ptr %78, align 8
  %433 = load i32, ptr %79, align 4
  %434 = call i64 @ZSTD_hash8Ptr(ptr noundef %432, i32 noundef %433)
  store i64 %434, ptr %77, align 8
  br label %435

435:                                              ; preds = %431, %427, %423, %419, %415
  %436 = load i64, ptr %77, align 8
  store i64 %436, ptr %163, align 8
  %437 = load ptr, ptr %130, align 8
  %438 = load i32, ptr %149, align 4
  %439 = load i32, ptr %122, align 4
  store ptr %437, ptr %82, align 8
  store i32 %438, ptr %83, align 4
  store i32 %439, ptr %84, align 4
  %440 = load i32, ptr %84, align 4
  switch i32 %440, label %441 [
    i32 4, label %442
    i32 5, label %446
    i32 6, label %450
    i32 7, label %454
    i32 8, label %458
  ]

441:                                              ; preds = %435
  br label %442

442:                                              ; preds = %441, %435
  %443 = load ptr, ptr %82, align 8
  %444 = load i32, ptr %83, align 4
  %445 = call i64 @ZSTD_hash4Ptr(ptr noundef %443, i32 noundef %444)
  store i64 %445, ptr %81, align 8
  br label %462

446:                                              ; preds = %435
  %447 = load ptr, ptr %82, align 8
  %448 = load i32, ptr %83, align 4
  %449 = call i64 @ZSTD_hash5Ptr(ptr noundef %447, i32 noundef %448)
  store i64 %449, ptr %81, align 8
  br label %462

450:                                              ; preds = %435
  %451 = load ptr, ptr %82, align 8
  %452 = load i32, ptr %83, align 4
  %453 = call i64 @ZSTD_hash6Ptr(ptr noundef %451, i32 noundef %452)
  store i64 %453, ptr %81, align 8
  br label %462

454:                                              ; preds = %435
  %455 = load ptr, ptr %82, align 8
  %456 = load i32, ptr %83, align 4
  %457 = call i64 @ZSTD_hash7Ptr(ptr noundef %455, i32 noundef %456)
  store i64 %457, ptr %81, align 8
  br label %462

458:                                              ; preds = %435
  %459 = load ptr, ptr %82, align 8
  %460 = load i32, ptr %83, align 4
  %461 = call i64 @ZSTD_hash8Ptr(ptr noundef %459, i32 noundef %460)
  store i64 %461, ptr %81, align 8
  br label %462

462:                                              ; preds = %458, %454, %450, %446, %442
  %463 = load i64, ptr %81, align 8
  store i64 %463, ptr %164, align 8
  %464 = load ptr, ptr %141, align 8
  %465 = load i64, ptr %163, align 8
  %466 = lshr i64 %465, 8
  %467 = getelementptr inbounds i32, ptr %464, i64 %466
  %468 = load i32, ptr %467, align 4
  store i32 %468, ptr %165, align 4
  %469 = load ptr, ptr %142, align 8
  %470 = load i64, ptr %164, align 8
  %471 = lshr i64 %470, 8
  %472 = getelementptr inbounds i32, ptr %469, i64 %471
  %473 = load i32, ptr %472, align 4
  store i32 %473, ptr %166, align 4
  %474 = load i32, ptr %165, align 4
  %475 = zext i32 %474 to i64
  %476 = load i64, ptr %163, align 8
  %477 = call i32 @ZSTD_comparePackedTags(i64 noundef %475, i64 noundef %476)
  store i32 %477, ptr %167, align 4
  %478 = load i32, ptr %166, align 4
  %479 = zext i32 %478 to i64
  %480 = load i64, ptr %164, align 8
  %481 = call i32 @ZSTD_comparePackedTags(i64 noundef %479, i64 noundef %480)
  store i32 %481, ptr %168, align 4
  %482 = load ptr, ptr %130, align 8
  %483 = load ptr, ptr %128, align 8
  %484 = ptrtoint ptr %482 to i64
  %485 = ptrtoint ptr %483 to i64
  %486 = sub i64 %484, %485
  %487 = trunc i64 %486 to i32
  store i32 %487, ptr %169, align 4
  %488 = load ptr, ptr %124, align 8
  %489 = load i64, ptr %161, align 8
  %490 = getelementptr inbounds i32, ptr %488, i64 %489
  %491 = load i32, ptr %490, align 4
  store i32 %491, ptr %170, align 4
  %492 = load ptr, ptr %126, align 8
  %493 = load i64, ptr %162, align 8
  %494 = getelementptr inbounds i32, ptr %492, i64 %493
  %495 = load i32, ptr %494, align 4
  store i32 %495, ptr %171, align 4
  %496 = load ptr, ptr %128, align 8
  %497 = load i32, ptr %170, align 4
  %498 = zext i32 %497 to i64
  %499 = getelementptr inbounds i8, ptr %496, i64 %498
  store ptr %499, ptr %172, align 8
  %500 = load ptr, ptr %128, align 8
  %501 = load i32, ptr %171, align 4
  %502 = zext i32 %501 to i64
  %503 = getelementptr inbounds i8, ptr %500, i64 %502
  store ptr %503, ptr %173, align 8
  %504 = load i32, ptr %169, align 4
  %505 = add i32 %504, 1
  %506 = load i32, ptr %137, align 4
  %507 = sub i32 %505, %506
  store i32 %507, ptr %174, align 4
  %508 = load i32, ptr %174, align 4
  %509 = load i32, ptr %133, align 4
  %510 = icmp ult i32 %508, %509
  br i1 %510, label %511, label %518

511:                                              ; preds = %462
  %512 = load ptr, ptr %144, align 8
  %513 = load i32, ptr %174, align 4
  %514 = load i32, ptr %147, align 4
  %515 = sub i32 %513, %514
  %516 = zext i32 %515 to i64
  %517 = getelementptr inbounds i8, ptr %512, i64 %516
  br label %523

518:                                              ; preds = %462
  %519 = load ptr, ptr %128, align 8
  %520 = load i32, ptr %174, align 4
  %521 = zext i32 %520 to i64
  %522 = getelementptr inbounds i8, ptr %519, i64 %521
  br label %523

523:                                              ; preds = %518, %511
  %524 = phi ptr [ %517, %511 ], [ %522, %518 ]
  store ptr %524, ptr %175, align 8
  %525 = load i32, ptr %169, align 4
  %526 = load ptr, ptr %126, align 8
  %527 = load i64, ptr %162, align 8
  %528 = getelementptr inbounds i32, ptr %526, i64 %527
  store i32 %525, ptr %528, align 4
  %529 = load ptr, ptr %124, align 8
  %530 = load i64, ptr %161, align 8
  %531 = getelementptr inbounds i32, ptr %529, i64 %530
  store i32 %525, ptr %531, align 4
  %532 = load i32, ptr %133, align 4
  %533 = load i32, ptr %174, align 4
  %534 = call i32 @ZSTD_index_overlap_check(i32 noundef %532, i32 noundef %533)
  %535 = icmp ne i32 %534, 0
  br i1 %535, label %536, label %734

536:                                              ; preds = %523
  %537 = load ptr, ptr %175, align 8
  %538 = call i32 @MEM_read32(ptr noundef %537)
  %539 = load ptr, ptr %130, align 8
  %540 = getelementptr inbounds i8, ptr %539, i64 1
  %541 = call i32 @MEM_read32(ptr noundef %540)
  %542 = icmp eq i32 %538, %541
  br i1 %542, label %543, label %734

543:                                              ; preds = %536
  %544 = load i32, ptr %174, align 4
  %545 = load i32, ptr %133, align 4
  %546 = icmp ult i32 %544, %545
  br i1 %546, label %547, label %549

547:                                              ; preds = %543
  %548 = load ptr, ptr %146, align 8
  br label %551

549:                                              ; preds = %543
  %550 = load ptr, ptr %135, align 8
  br label %551

551:                                              ; preds = %549, %547
  %552 = phi ptr [ %548, %547 ], [ %550, %549 ]
  store ptr %552, ptr %176, align 8
  %553 = load ptr, ptr %130, align 8
  %554 = getelementptr inbounds i8, ptr %553, i64 1
  %555 = getelementptr inbounds i8, ptr %554, i64 4
  %556 = load ptr, ptr %175, align 8
  %557 = getelementptr inbounds i8, ptr %556, i64 4
  %558 = load ptr, ptr %135, align 8
  %559 = load ptr, ptr %176, align 8
  %560 = load ptr, ptr %134, align 8
  %561 = call i64 @ZSTD_count_2segments(ptr noundef %555, ptr noundef %557, ptr noundef %558, ptr noundef %559, ptr noundef %560)
  %562 = add i64 %561, 4
  store i64 %562, ptr %159, align 8
  %563 = load ptr, ptr %130, align 8
  %564 = getelementptr inbounds i8, ptr %563, i32 1
  store ptr %564, ptr %130, align 8
  %565 = load ptr, ptr %118, align 8
  %566 = load ptr, ptr %130, align 8
  %567 = load ptr, ptr %131, align 8
  %568 = ptrtoint ptr %566 to i64
  %569 = ptrtoint ptr %567 to i64
  %570 = sub i64 %568, %569
  %571 = load ptr, ptr %131, align 8
  %572 = load ptr, ptr %135, align 8
  %573 = load i64, ptr %159, align 8
  store ptr %565, ptr %45, align 8
  store i64 %570, ptr %46, align 8
  store ptr %571, ptr %47, align 8
  store ptr %572, ptr %48, align 8
  store i32 1, ptr %49, align 4
  store i64 %573, ptr %50, align 8
  %574 = load ptr, ptr %48, align 8
  %575 = getelementptr inbounds i8, ptr %574, i64 -32
  store ptr %575, ptr %51, align 8
  %576 = load ptr, ptr %47, align 8
  %577 = load i64, ptr %46, align 8
  %578 = getelementptr inbounds i8, ptr %576, i64 %577
  store ptr %578, ptr %52, align 8
  %579 = load ptr, ptr %52, align 8
  %580 = load ptr, ptr %51, align 8
  %581 = icmp ule ptr %579, %580
  br i1 %581, label %582, label %655

582:                                              ; preds = %551
  %583 = load ptr, ptr %45, align 8
  %584 = getelementptr inbounds %struct.SeqStore_t, ptr %583, i32 0, i32 3
  %585 = load ptr, ptr %584, align 8
  %586 = load ptr, ptr %47, align 8
  call void @ZSTD_copy16(ptr noundef %585, ptr noundef %586)
  %587 = load i64, ptr %46, align 8
  %588 = icmp ugt i64 %587, 16
  br i1 %588, label %589, label %654

589:                                              ; preds = %582
  %590 = load ptr, ptr %45, align 8
  %591 = getelementptr inbounds %struct.SeqStore_t, ptr %590, i32 0, i32 3
  %592 = load ptr, ptr %591, align 8
  %593 = getelementptr inbounds i8, ptr %592, i64 16
  %594 = load ptr, ptr %47, align 8
  %595 = getelementptr inbounds i8, ptr %594, i64 16
  %596 = load i64, ptr %46, align 8
  %597 = sub nsw i64 %596, 16
  store ptr %593, ptr %37, align 8
  store ptr %595, ptr %38, align 8
  store i64 %597, ptr %39, align 8
  store i32 0, ptr %40, align 4
  %598 = load ptr, ptr %37, align 8
  %599 = load ptr, ptr %38, align 8
  %600 = ptrtoint ptr %598 to i64
  %601 = ptrtoint ptr %599 to i64
  %602 = sub i64 %600, %601
  store i64 %602, ptr %41, align 8
  %603 = load ptr, ptr %38, align 8
  store ptr %603, ptr %42, align 8
  %604 = load ptr, ptr %37, align 8
  store ptr %604, ptr %43, align 8
  %605 = load ptr, ptr %43, align 8
  %606 = load i64, ptr %39, align 8
  %607 = getelementptr inbounds i8, ptr %605, i64 %606
  store ptr %607, ptr %44, align 8
  %608 = load i32, ptr %40, align 4
  %609 = icmp eq i32 %608, 1
  br i1 %609, label %610, label %625

610:                                              ; preds = %589
  %611 = load i64, ptr %41, align 8
  %612 = icmp slt i64 %611, 16
  br i1 %612, label %613, label %625

613:                                              ; preds = %610
  br label %614

614:                                              ; preds = %614, %613
  %615 = load ptr, ptr %43, align 8
  %616 = load ptr, ptr %42, align 8
  call void @ZSTD_copy8(ptr noundef %615, ptr noundef %616)
  %617 = load ptr, ptr %43, align 8
  %618 = getelementptr inbounds i8, ptr %617, i64 8
  store ptr %618, ptr %43, align 8
  %619 = load ptr, ptr %42, align 8
  %620 = getelementptr inbounds i8, ptr %619, i64 8
  store ptr %620, ptr %42, align 8
  %621 = load ptr, ptr %43, align 8
  %622 = load ptr, ptr %44, align 8
  %623 = icmp ult ptr %621, %622
  br i1 %623, label %614, label %624, !llvm.loop !11

624:                                              ; preds = %614
  br label %653

625:                                              ; preds = %610, %589
  %626 = load ptr, ptr %43, align 8
  %627 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %626, ptr noundef %627)
  %628 = load i64, ptr %39, align 8
  %629 = icmp sge i64 16, %628
  br i1 %629, label %630, label %631

630:                                              ; preds = %625
  br label %653

631:                                              ; preds = %625
  %632 = load ptr, ptr %43, align 8
  %633 = getelementptr inbounds i8, ptr %632, i64 16
  store ptr %633, ptr %43, align 8
  %634 = load ptr, ptr %42, align 8
  %635 = getelementptr inbounds i8, ptr %634, i64 16
  store ptr %635, ptr %42, align 8
  br label %636

636:                                              ; preds = %636, %631
  %637 = load ptr, ptr %43, align 8
  %638 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %637, ptr noundef %638)
  %639 = load ptr, ptr %43, align 8
  %640 = getelementptr inbounds i8, ptr %639, i64 16
  store ptr %640, ptr %43, align 8
  %641 = load ptr, ptr %42, align 8
  %642 = getelementptr inbounds i8, ptr %641, i64 16
  store ptr %642, ptr %42, align 8
  %643 = load ptr, ptr %43, align 8
  %644 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %643, ptr noundef %644)
  %645 = load ptr, ptr %43, align 8
  %646 = getelementptr inbounds i8, ptr %645, i64 16
  store ptr %646, ptr %43, align 8
  %647 = load ptr, ptr %42, align 8
  %648 = getelementptr inbounds i8, ptr %647, i64 16
  store ptr %648, ptr %42, align 8
  %649 = load ptr, ptr %43, align 8
  %650 = load ptr, ptr %44, align 8
  %651 = icmp ult ptr %649, %650
  br i1 %651, label %636, label %652, !llvm.loop !12

652:                                              ; preds = %636
  br label %653

653:                                              ; preds = %652, %630, %624
  br label %654

654:                                              ; preds = %653, %582
  br label %662

655:                                              ; preds = %551
  %656 = load ptr, ptr %45, align 8
  %657 = getelementptr inbounds %struct.SeqStore_t, ptr %656, i32 0, i32 3
  %658 = load ptr, ptr %657, align 8
  %659 = load ptr, ptr %47, align 8
  %660 = load ptr, ptr %52, align 8
  %661 = load ptr, ptr %51, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %658, ptr noundef %659, ptr noundef %660, ptr noundef %661)
  br label %662

662:                                              ; preds = %655, %654
  %663 = load i64, ptr %46, align 8
  %664 = load ptr, ptr %45, align 8
  %665 = getelementptr inbounds %struct.SeqStore_t, ptr %664, i32 0, i32 3
  %666 = load ptr, ptr %665, align 8
  %667 = getelementptr inbounds i8, ptr %666, i64 %663
  store ptr %667, ptr %665, align 8
  %668 = load ptr, ptr %45, align 8
  %669 = load i64, ptr %46, align 8
  %670 = load i32, ptr %49, align 4
  %671 = load i64, ptr %50, align 8
  store ptr %668, ptr %16, align 8
  store i64 %669, ptr %17, align 8
  store i32 %670, ptr %18, align 4
  store i64 %671, ptr %19, align 8
  %672 = load i64, ptr %17, align 8
  %673 = icmp ugt i64 %672, 65535
  %674 = zext i1 %673 to i32
  %675 = sext i32 %674 to i64
  br i1 %673, label %676, label %691

676:                                              ; preds = %662
  %677 = load ptr, ptr %16, align 8
  %678 = getelementptr inbounds %struct.SeqStore_t, ptr %677, i32 0, i32 9
  store i32 1, ptr %678, align 8
  %679 = load ptr, ptr %16, align 8
  %680 = getelementptr inbounds %struct.SeqStore_t, ptr %679, i32 0, i32 1
  %681 = load ptr, ptr %680, align 8
  %682 = load ptr, ptr %16, align 8
  %683 = load ptr, ptr %682, align 8
  %684 = ptrtoint ptr %681 to i64
  %685 = ptrtoint ptr %683 to i64
  %686 = sub i64 %684, %685
  %687 = sdiv exact i64 %686, 8
  %688 = trunc i64 %687 to i32
  %689 = load ptr, ptr %16, align 8
  %690 = getelementptr inbounds %struct.SeqStore_t, ptr %689, i32 0, i32 10
  store i32 %688, ptr %690, align 4
  br label %691

691:                                              ; preds = %676, %662
  %692 = load i64, ptr %17, align 8
  %693 = trunc i64 %692 to i16
  %694 = load ptr, ptr %16, align 8
  %695 = getelementptr inbounds %struct.SeqStore_t, ptr %694, i32 0, i32 1
  %696 = load ptr, ptr %695, align 8
  %697 = getelementptr inbounds %struct.SeqDef_s, ptr %696, i32 0, i32 1
  store i16 %693, ptr %697, align 4
  %698 = load i32, ptr %18, align 4
  %699 = load ptr, ptr %16, align 8
  %700 = getelementptr inbounds %struct.SeqStore_t, ptr %699, i32 0, i32 1
  %701 = load ptr, ptr %700, align 8
  store i32 %698, ptr %701, align 4
  %702 = load i64, ptr %19, align 8
  %703 = sub i64 %702, 3
  store i64 %703, ptr %20, align 8
  %704 = load i64, ptr %20, align 8
  %705 = icmp ugt i64 %704, 65535
  %706 = zext i1 %705 to i32
  %707 = sext i32 %706 to i64
  br i1 %705, label %708, label %723

708:                                              ; preds = %691
  %709 = load ptr, ptr %16, align 8
  %710 = getelementptr inbounds %struct.SeqStore_t, ptr %709, i32 0, i32 9
  store i32 2, ptr %710, align 8
  %711 = load ptr, ptr %16, align 8
  %712 = getelementptr inbounds %struct.SeqStore_t, ptr %711, i32 0, i32 1
  %713 = load ptr, ptr %712, align 8
  %714 = load ptr, ptr %16, align 8
  %715 = load ptr, ptr %714, align 8
  %716 = ptrtoint ptr %713 to i64
  %717 = ptrtoint ptr %715 to i64
  %718 = sub i64 %716, %717
  %719 = sdiv exact i64 %718, 8
  %720 = trunc i64 %719 to i32
  %721 = load ptr, ptr %16, align 8
  %722 = getelementptr inbounds %struct.SeqStore_t, ptr %721, i32 0, i32 10
  store i32 %720, ptr %722, align 4
  br label %723

723:                                              ; preds = %708, %691
  %724 = load i64, ptr %20, align 8
  %725 = trunc i64 %724 to i16
  %726 = load ptr, ptr %16, align 8
  %727 = getelementptr inbounds %struct.SeqStore_t, ptr %726, i32 0, i32 1
  %728 = load ptr, ptr %727, align 8
  %729 = getelementptr inbounds %struct.SeqDef_s, ptr %728, i32 0, i32 2
  store i16 %725, ptr %729, align 2
  %730 = load ptr, ptr %16, align 8
  %731 = getelementptr inbounds %struct.SeqStore_t, ptr %730, i32 0, i32 1
  %732 = load ptr, ptr %731, align 8
  %733 = getelementptr inbounds %struct.SeqDef_s, ptr %732, i32 1
  store ptr %733, ptr %731, align 8
  br label %1377

734:                                              ; preds = %536, %523
  %735 = load i32, ptr %170, align 4
  %736 = load i32, ptr %133, align 4
  %737 = icmp uge i32 %735, %736
  br i1 %737, label %738, label %789

738:                                              ; preds = %734
  %739 = load ptr, ptr %172, align 8
  %740 = call i64 @MEM_read64(ptr noundef %739)
  %741 = load ptr, ptr %130, align 8
  %742 = call i64 @MEM_read64(ptr noundef %741)
  %743 = icmp eq i64 %740, %742
  br i1 %743, label %744, label %789

744:                                              ; preds = %738
  %745 = load ptr, ptr %130, align 8
  %746 = getelementptr inbounds i8, ptr %745, i64 8
  %747 = load ptr, ptr %172, align 8
  %748 = getelementptr inbounds i8, ptr %747, i64 8
  %749 = load ptr, ptr %135, align 8
  %750 = call i64 @ZSTD_count(ptr noundef %746, ptr noundef %748, ptr noundef %749)
  %751 = add i64 %750, 8
  store i64 %751, ptr %159, align 8
  %752 = load ptr, ptr %130, align 8
  %753 = load ptr, ptr %172, align 8
  %754 = ptrtoint ptr %752 to i64
  %755 = ptrtoint ptr %753 to i64
  %756 = sub i64 %754, %755
  %757 = trunc i64 %756 to i32
  store i32 %757, ptr %160, align 4
  br label %758

758:                                              ; preds = %781, %744
  %759 = load ptr, ptr %130, align 8
  %760 = load ptr, ptr %131, align 8
  %761 = icmp ugt ptr %759, %760
  %762 = zext i1 %761 to i32
  %763 = load ptr, ptr %172, align 8
  %764 = load ptr, ptr %134, align 8
  %765 = icmp ugt ptr %763, %764
  %766 = zext i1 %765 to i32
  %767 = and i32 %762, %766
  %768 = icmp ne i32 %767, 0
  br i1 %768, label %769, label %779

769:                                              ; preds = %758
  %770 = load ptr, ptr %130, align 8
  %771 = getelementptr inbounds i8, ptr %770, i64 -1
  %772 = load i8, ptr %771, align 1
  %773 = zext i8 %772 to i32
  %774 = load ptr, ptr %172, align 8
  %775 = getelementptr inbounds i8, ptr %774, i64 -1
  %776 = load i8, ptr %775, align 1
  %777 = zext i8 %776 to i32
  %778 = icmp eq i32 %773, %777
  br label %779

779:                                              ; preds = %769, %758
  %780 = phi i1 [ false, %758 ], [ %778, %769 ]
  br i1 %780, label %781, label %788

781:                                              ; preds = %779
  %782 = load ptr, ptr %130, align 8
  %783 = getelementptr inbounds i8, ptr %782, i32 -1
  store ptr %783, ptr %130, align 8
  %784 = load ptr, ptr %172, align 8
  %785 = getelementptr inbounds i8, ptr %784, i32 -1
  store ptr %785, ptr %172, align 8
  %786 = load i64, ptr %159, align 8
  %787 = add i64 %786, 1
  store i64 %787, ptr %159, align 8
  br label %758, !llvm.loop !19

788:                                              ; preds = %779
  br label %1203

789:                                              ; preds = %738, %734
  %790 = load i32, ptr %167, align 4
  %791 = icmp ne i32 %790, 0
  br i1 %791, label %792, label %855

792:                                              ; preds = %789
  %793 = load i32, ptr %165, align 4
  %794 = lshr i32 %793, 8
  store i32 %794, ptr %177, align 4
  %795 = load ptr, ptr %144, align 8
  %796 = load i32, ptr %177, align 4
  %797 = zext i32 %796 to i64
  %798 = getelementptr inbounds i8, ptr %795, i64 %797
  store ptr %798, ptr %178, align 8
  %799 = load ptr, ptr %178, align 8
  %800 = load ptr, ptr %145, align 8
  %801 = icmp ugt ptr %799, %800
  br i1 %801, label %802, label %854

802:                                              ; preds = %792
  %803 = load ptr, ptr %178, align 8
  %804 = call i64 @MEM_read64(ptr noundef %803)
  %805 = load ptr, ptr %130, align 8
  %806 = call i64 @MEM_read64(ptr noundef %805)
  %807 = icmp eq i64 %804, %806
  br i1 %807, label %808, label %854

808:                                              ; preds = %802
  %809 = load ptr, ptr %130, align 8
  %810 = getelementptr inbounds i8, ptr %809, i64 8
  %811 = load ptr, ptr %178, align 8
  %812 = getelementptr inbounds i8, ptr %811, i64 8
  %813 = load ptr, ptr %135, align 8
  %814 = load ptr, ptr %146, align 8
  %815 = load ptr, ptr %134, align 8
  %816 = call i64 @ZSTD_count_2segments(ptr noundef %810, ptr noundef %812, ptr noundef %813, ptr noundef %814, ptr noundef %815)
  %817 = add i64 %816, 8
  store i64 %817, ptr %159, align 8
  %818 = load i32, ptr %169, align 4
  %819 = load i32, ptr %177, align 4
  %820 = sub i32 %818, %819
  %821 = load i32, ptr %147, align 4
  %822 = sub i32 %820, %821
  store i32 %822, ptr %160, align 4
  br label %823

823:                                              ; preds = %846, %808
  %824 = load ptr, ptr %130, align 8
  %825 = load ptr, ptr %131, align 8
  %826 = icmp ugt ptr %824, %825
  %827 = zext i1 %826 to i32
  %828 = load ptr, ptr %178, align 8
  %829 = load ptr, ptr %145, align 8
  %830 = icmp ugt ptr %828, %829
  %831 = zext i1 %830 to i32
  %832 = and i32 %827, %831
  %833 = icmp ne i32 %832, 0
  br i1 %833, label %834, label %844

834:                                              ; preds = %823
  %835 = load ptr, ptr %130, align 8
  %836 = getelementptr inbounds i8, ptr %835, i64 -1
  %837 = load i8, ptr %836, align 1
  %838 = zext i8 %837 to i32
  %839 = load ptr, ptr %178, align 8
  %840 = getelementptr inbounds i8, ptr %839, i64 -1
  %841 = load i8, ptr %840, align 1
  %842 = zext i8 %841 to i32
  %843 = icmp eq i32 %838, %842
  br label %844

844:                                              ; preds = %834, %823
  %845 = phi i1 [ false, %823 ], [ %843, %834 ]
  br i1 %845, label %846, label %853

846:                                              ; preds = %844
  %847 = load ptr, ptr %130, align 8
  %848 = getelementptr inbounds i8, ptr %847, i32 -1
  store ptr %848, ptr %130, align 8
  %849 = load ptr, ptr %178, align 8
  %850 = getelementptr inbounds i8, ptr %849, i32 -1
  store ptr %850, ptr %178, align 8
  %851 = load i64, ptr %159, align 8
  %852 = add i64 %851, 1
  store i64 %852, ptr %159, align 8
  br label %823, !llvm.loop !20

853:                                              ; preds = %844
  br label %1203

854:                                              ; preds = %802, %792
  br label %855

855:                                              ; preds = %854, %789
  %856 = load i32, ptr %171, align 4
  %857 = load i32, ptr %133, align 4
  %858 = icmp ugt i32 %856, %857
  br i1 %858, label %859, label %867

859:                                              ; preds = %855
  %860 = load ptr, ptr %173, align 8
  %861 = call i32 @MEM_read32(ptr noundef %860)
  %862 = load ptr, ptr %130, align 8
  %863 = call i32 @MEM_read32(ptr noundef %862)
  %864 = icmp eq i32 %861, %863
  br i1 %864, label %865, label %866

865:                                              ; preds = %859
  br label %904

866:                                              ; preds = %859
  br label %892

867:                                              ; preds = %855
  %868 = load i32, ptr %168, align 4
  %869 = icmp ne i32 %868, 0
  br i1 %869, label %870, label %891

870:                                              ; preds = %867
  %871 = load i32, ptr %166, align 4
  %872 = lshr i32 %871, 8
  store i32 %872, ptr %179, align 4
  %873 = load ptr, ptr %144, align 8
  %874 = load i32, ptr %179, align 4
  %875 = zext i32 %874 to i64
  %876 = getelementptr inbounds i8, ptr %873, i64 %875
  store ptr %876, ptr %173, align 8
  %877 = load i32, ptr %179, align 4
  %878 = load i32, ptr %147, align 4
  %879 = add i32 %877, %878
  store i32 %879, ptr %171, align 4
  %880 = load ptr, ptr %173, align 8
  %881 = load ptr, ptr %145, align 8
  %882 = icmp ugt ptr %880, %881
  br i1 %882, label %883, label %890

883:                                              ; preds = %870
  %884 = load ptr, ptr %173, align 8
  %885 = call i32 @MEM_read32(ptr noundef %884)
  %886 = load ptr, ptr %130, align 8
  %887 = call i32 @MEM_read32(ptr noundef %886)
  %888 = icmp eq i32 %885, %887
  br i1 %888, label %889, label %890

889:                                              ; preds = %883
  br label %904

890:                                              ; preds = %883, %870
  br label %891

891:                                              ; preds = %890, %867
  br label %892

892:                                              ; preds = %891, %866
  %893 = load ptr, ptr %130, align 8
  %894 = load ptr, ptr %131, align 8
  %895 = ptrtoint ptr %893 to i64
  %896 = ptrtoint ptr %894 to i64
  %897 = sub i64 %895, %896
  %898 = ashr i64 %897, 8
  %899 = add nsw i64 %898, 1
  %900 = load ptr, ptr %130, align 8
  %901 = getelementptr inbounds i8, ptr %900, i64 %899
  store ptr %901, ptr %130, align 8
  %902 = load ptr, ptr %130, align 8
  %903 = getelementptr inbounds i8, ptr %902, i64 256
  call void @llvm.prefetch.p0(ptr %903, i32 0, i32 3, i32 1)
  br label %353, !llvm.loop !21

904:                                              ; preds = %889, %865
  %905 = load ptr, ptr %130, align 8
  %906 = getelementptr inbounds i8, ptr %905, i64 1
  %907 = load i32, ptr %125, align 4
  store ptr %906, ptr %86, align 8
  store i32 %907, ptr %87, align 4
  store i32 8, ptr %88, align 4
  %908 = load i32, ptr %88, align 4
  switch i32 %908, label %909 [
    i32 4, label %910
    i32 5, label %914
    i32 6, label %918
    i32 7, label %922
    i32 8, label %926
  ]

909:                                              ; preds = %904
  br label %910

910:                                              ; preds = %909, %904
  %911 = load ptr, ptr %86, align 8
  %912 = load i32, ptr %87, align 4
  %913 = call i64 @ZSTD_hash4Ptr(ptr noundef %911, i32 noundef %912)
  store i64 %913, ptr %85, align 8
  br label %930

914:                                              ; preds = %904
  %915 = load ptr, ptr %86, align 8
  %916 = load i32, ptr %87, align 4
  %917 = call i64 @ZSTD_hash5Ptr(ptr noundef %915, i32 noundef %916)
  store i64 %917, ptr %85, align 8
  br label %930

918:                                              ; preds = %904
  %919 = load ptr, ptr %86, align 8
  %920 = load i32, ptr %87, align 4
  %921 = call i64 @ZSTD_hash6Ptr(ptr noundef %919, i32 noundef %920)
  store i64 %921, ptr %85, align 8
  br label %930

922:                                              ; preds = %904
  %923 = load ptr, ptr %86, align 8
  %924 = load i32, ptr %87, align 4
  %925 = call i64 @ZSTD_hash7Ptr(ptr noundef %923, i32 noundef %924)
  store i64 %925, ptr %85, align 8
  br label %930

926:                                              ; preds = %904
  %927 = load ptr, ptr %86, align 8
  %928 = load i32, ptr %87, align 4
  %929 = call i64 @ZSTD_hash8Ptr(ptr noundef %927, i32 noundef %928)
  store i64 %929, ptr %85, align 8
  br label %930

930:                                              ; preds = %926, %922, %918, %914, %910
  %931 = load i64, ptr %85, align 8
  store i64 %931, ptr %180, align 8
  %932 = load ptr, ptr %130, align 8
  %933 = getelementptr inbounds i8, ptr %932, i64 1
  %934 = load i32, ptr %148, align 4
  store ptr %933, ptr %90, align 8
  store i32 %934, ptr %91, align 4
  store i32 8, ptr %92, align 4
  %935 = load i32, ptr %92, align 4
  switch i32 %935, label %936 [
    i32 4, label %937
    i32 5, label %941
    i32 6, label %945
    i32 7, label %949
    i32 8, label %953
  ]

936:                                              ; preds = %930
  br label %937

937:                                              ; preds = %936, %930
  %938 = load ptr, ptr %90, align 8
  %939 = load i32, ptr %91, align 4
  %940 = call i64 @ZSTD_hash4Ptr(ptr noundef %938, i32 noundef %939)
  store i64 %940, ptr %89, align 8
  br label %957

941:                                              ; preds = %930
  %942 = load ptr, ptr %90, align 8
  %943 = load i32, ptr %91, align 4
  %944 = call i64 @ZSTD_hash5Ptr(ptr noundef %942, i32 noundef %943)
  store i64 %944, ptr %89, align 8
  br label %957

945:                                              ; preds = %930
  %946 = load ptr, ptr %90, align 8
  %947 = load i32, ptr %91, align 4
  %948 = call i64 @ZSTD_hash6Ptr(ptr noundef %946, i32 noundef %947)
  store i64 %948, ptr %89, align 8
  br label %957

949:                                              ; preds = %930
  %950 = load ptr, ptr %90, align 8
  %951 = load i32, ptr %91, align 4
  %952 = call i64 @ZSTD_hash7Ptr(ptr noundef %950, i32 noundef %951)
  store i64 %952, ptr %89, align 8
  br label %957

953:                                              ; preds = %930
  %954 = load ptr, ptr %90, align 8
  %955 = load i32, ptr %91, align 4
  %956 = call i64 @ZSTD_hash8Ptr(ptr noundef %954, i32 noundef %955)
  store i64 %956, ptr %89, align 8
  br label %957

957:                                              ; preds = %953, %949, %945, %941, %937
  %958 = load i64, ptr %89, align 8
  store i64 %958, ptr %181, align 8
  %959 = load ptr, ptr %124, align 8
  %960 = load i64, ptr %180, align 8
  %961 = getelementptr inbounds i32, ptr %959, i64 %960
  %962 = load i32, ptr %961, align 4
  store i32 %962, ptr %182, align 4
  %963 = load ptr, ptr %141, align 8
  %964 = load i64, ptr %181, align 8
  %965 = lshr i64 %964, 8
  %966 = getelementptr inbounds i32, ptr %963, i64 %965
  %967 = load i32, ptr %966, align 4
  store i32 %967, ptr %183, align 4
  %968 = load i32, ptr %183, align 4
  %969 = zext i32 %968 to i64
  %970 = load i64, ptr %181, align 8
  %971 = call i32 @ZSTD_comparePackedTags(i64 noundef %969, i64 noundef %970)
  store i32 %971, ptr %184, align 4
  %972 = load ptr, ptr %128, align 8
  %973 = load i32, ptr %182, align 4
  %974 = zext i32 %973 to i64
  %975 = getelementptr inbounds i8, ptr %972, i64 %974
  store ptr %975, ptr %185, align 8
  %976 = load i32, ptr %169, align 4
  %977 = add i32 %976, 1
  %978 = load ptr, ptr %124, align 8
  %979 = load i64, ptr %180, align 8
  %980 = getelementptr inbounds i32, ptr %978, i64 %979
  store i32 %977, ptr %980, align 4
  %981 = load i32, ptr %182, align 4
  %982 = load i32, ptr %133, align 4
  %983 = icmp uge i32 %981, %982
  br i1 %983, label %984, label %1038

984:                                              ; preds = %957
  %985 = load ptr, ptr %185, align 8
  %986 = call i64 @MEM_read64(ptr noundef %985)
  %987 = load ptr, ptr %130, align 8
  %988 = getelementptr inbounds i8, ptr %987, i64 1
  %989 = call i64 @MEM_read64(ptr noundef %988)
  %990 = icmp eq i64 %986, %989
  br i1 %990, label %991, label %1038

991:                                              ; preds = %984
  %992 = load ptr, ptr %130, align 8
  %993 = getelementptr inbounds i8, ptr %992, i64 9
  %994 = load ptr, ptr %185, align 8
  %995 = getelementptr inbounds i8, ptr %994, i64 8
  %996 = load ptr, ptr %135, align 8
  %997 = call i64 @ZSTD_count(ptr noundef %993, ptr noundef %995, ptr noundef %996)
  %998 = add i64 %997, 8
  store i64 %998, ptr %159, align 8
  %999 = load ptr, ptr %130, align 8
  %1000 = getelementptr inbounds i8, ptr %999, i32 1
  store ptr %1000, ptr %130, align 8
  %1001 = load ptr, ptr %130, align 8
  %1002 = load ptr, ptr %185, align 8
  %1003 = ptrtoint ptr %1001 to i64
  %1004 = ptrtoint ptr %1002 to i64
  %1005 = sub i64 %1003, %1004
  %1006 = trunc i64 %1005 to i32
  store i32 %1006, ptr %160, align 4
  br label %1007

1007:                                             ; preds = %1030, %991
  %1008 = load ptr, ptr %130, align 8
  %1009 = load ptr, ptr %131, align 8
  %1010 = icmp ugt ptr %1008, %1009
  %1011 = zext i1 %1010 to i32
  %1012 = load ptr, ptr %185, align 8
  %1013 = load ptr, ptr %134, align 8
  %1014 = icmp ugt ptr %1012, %1013
  %1015 = zext i1 %1014 to i32
  %1016 = and i32 %1011, %1015
  %1017 = icmp ne i32 %1016, 0
  br i1 %1017, label %1018, label %1028

1018:                                             ; preds = %1007
  %1019 = load ptr, ptr %130, align 8
  %1020 = getelementptr inbounds i8, ptr %1019, i64 -1
  %1021 = load i8, ptr %1020, align 1
  %1022 = zext i8 %1021 to i32
  %1023 = load ptr, ptr %185, align 8
  %1024 = getelementptr inbounds i8, ptr %1023, i64 -1
  %1025 = load i8, ptr %1024, align 1
  %1026 = zext i8 %1025 to i32
  %1027 = icmp eq i32 %1022, %1026
  br label %1028

1028:                                             ; preds = %1018, %1007
  %1029 = phi i1 [ false, %1007 ], [ %1027, %1018 ]
  br i1 %1029, label %1030, label %1037

1030:                                             ; preds = %1028
  %1031 = load ptr, ptr %130, align 8
  %1032 = getelementptr inbounds i8, ptr %1031, i32 -1
  store ptr %1032, ptr %130, align 8
  %1033 = load ptr, ptr %185, align 8
  %1034 = getelementptr inbounds i8, ptr %1033, i32 -1
  store ptr %1034, ptr %185, align 8
  %1035 = load i64, ptr %159, align 8
  %1036 = add i64 %1035, 1
  store i64 %1036, ptr %159, align 8
  br label %1007, !llvm.loop !22

1037:                                             ; preds = %1028
  br label %1203

1038:                                             ; preds = %984, %957
  %1039 = load i32, ptr %184, align 4
  %1040 = icmp ne i32 %1039, 0
  br i1 %1040, label %1041, label %1109

1041:                                             ; preds = %1038
  %1042 = load i32, ptr %183, align 4
  %1043 = lshr i32 %1042, 8
  store i32 %1043, ptr %186, align 4
  %1044 = load ptr, ptr %144, align 8
  %1045 = load i32, ptr %186, align 4
  %1046 = zext i32 %1045 to i64
  %1047 = getelementptr inbounds i8, ptr %1044, i64 %1046
  store ptr %1047, ptr %187, align 8
  %1048 = load ptr, ptr %187, align 8
  %1049 = load ptr, ptr %145, align 8
  %1050 = icmp ugt ptr %1048, %1049
  br i1 %1050, label %1051, label %1108

1051:                                             ; preds = %1041
  %1052 = load ptr, ptr %187, align 8
  %1053 = call i64 @MEM_read64(ptr noundef %1052)
  %1054 = load ptr, ptr %130, align 8
  %1055 = getelementptr inbounds i8, ptr %1054, i64 1
  %1056 = call i64 @MEM_read64(ptr noundef %1055)
  %1057 = icmp eq i64 %1053, %1056
  br i1 %1057, label %1058, label %1108

1058:                                             ; preds = %1051
  %1059 = load ptr, ptr %130, align 8
  %1060 = getelementptr inbounds i8, ptr %1059, i64 1
  %1061 = getelementptr inbounds i8, ptr %1060, i64 8
  %1062 = load ptr, ptr %187, align 8
  %1063 = getelementptr inbounds i8, ptr %1062, i64 8
  %1064 = load ptr, ptr %135, align 8
  %1065 = load ptr, ptr %146, align 8
  %1066 = load ptr, ptr %134, align 8
  %1067 = call i64 @ZSTD_count_2segments(ptr noundef %1061, ptr noundef %1063, ptr noundef %1064, ptr noundef %1065, ptr noundef %1066)
  %1068 = add i64 %1067, 8
  store i64 %1068, ptr %159, align 8
  %1069 = load ptr, ptr %130, align 8
  %1070 = getelementptr inbounds i8, ptr %1069, i32 1
  store ptr %1070, ptr %130, align 8
  %1071 = load i32, ptr %169, align 4
  %1072 = add i32 %1071, 1
  %1073 = load i32, ptr %186, align 4
  %1074 = sub i32 %1072, %1073
  %1075 = load i32, ptr %147, align 4
  %1076 = sub i32 %1074, %1075
  store i32 %1076, ptr %160, align 4
  br label %1077

1077:                                             ; preds = %1100, %1058
  %1078 = load ptr, ptr %130, align 8
  %1079 = load ptr, ptr %131, align 8
  %1080 = icmp ugt ptr %1078, %1079
  %1081 = zext i1 %1080 to i32
  %1082 = load ptr, ptr %187, align 8
  %1083 = load ptr, ptr %145, align 8
  %1084 = icmp ugt ptr %1082, %1083
  %1085 = zext i1 %1084 to i32
  %1086 = and i32 %1081, %1085
  %1087 = icmp ne i32 %1086, 0
  br i1 %1087, label %1088, label %1098

1088:                                             ; preds = %1077
  %1089 = load ptr, ptr %130, align 8
  %1090 = getelementptr inbounds i8, ptr %1089, i64 -1
  %1091 = load i8, ptr %1090, align 1
  %1092 = zext i8 %1091 to i32
  %1093 = load ptr, ptr %187, align 8
  %1094 = getelementptr inbounds i8, ptr %1093, i64 -1
  %1095 = load i8, ptr %1094, align 1
  %1096 = zext i8 %1095 to i32
  %1097 = icmp eq i32 %1092, %1096
  br label %1098

1098:                                             ; preds = %1088, %1077
  %1099 = phi i1 [ false, %1077 ], [ %1097, %1088 ]
  br i1 %1099, label %1100, label %1107

1100:                                             ; preds = %1098
  %1101 = load ptr, ptr %130, align 8
  %1102 = getelementptr inbounds i8, ptr %1101, i32 -1
  store ptr %1102, ptr %130, align 8
  %1103 = load ptr, ptr %187, align 8
  %1104 = getelementptr inbounds i8, ptr %1103, i32 -1
  store ptr %1104, ptr %187, align 8
  %1105 = load i64, ptr %159, align 8
  %1106 = add i64 %1105, 1
  store i64 %1106, ptr %159, align 8
  br label %1077, !llvm.loop !23

1107:                                             ; preds = %1098
  br label %1203

1108:                                             ; preds = %1051, %1041
  br label %1109

1109:                                             ; preds = %1108, %1038
  %1110 = load i32, ptr %171, align 4
  %1111 = load i32, ptr %133, align 4
  %1112 = icmp ult i32 %1110, %1111
  br i1 %1112, label %1113, label %1157

1113:                                             ; preds = %1109
  %1114 = load ptr, ptr %130, align 8
  %1115 = getelementptr inbounds i8, ptr %1114, i64 4
  %1116 = load ptr, ptr %173, align 8
  %1117 = getelementptr inbounds i8, ptr %1116, i64 4
  %1118 = load ptr, ptr %135, align 8
  %1119 = load ptr, ptr %146, align 8
  %1120 = load ptr, ptr %134, align 8
  %1121 = call i64 @ZSTD_count_2segments(ptr noundef %1115, ptr noundef %1117, ptr noundef %1118, ptr noundef %1119, ptr noundef %1120)
  %1122 = add i64 %1121, 4
  store i64 %1122, ptr %159, align 8
  %1123 = load i32, ptr %169, align 4
  %1124 = load i32, ptr %171, align 4
  %1125 = sub i32 %1123, %1124
  store i32 %1125, ptr %160, align 4
  br label %1126

1126:                                             ; preds = %1149, %1113
  %1127 = load ptr, ptr %130, align 8
  %1128 = load ptr, ptr %131, align 8
  %1129 = icmp ugt ptr %1127, %1128
  %1130 = zext i1 %1129 to i32
  %1131 = load ptr, ptr %173, align 8
  %1132 = load ptr, ptr %145, align 8
  %1133 = icmp ugt ptr %1131, %1132
  %1134 = zext i1 %1133 to i32
  %1135 = and i32 %1130, %1134
  %1136 = icmp ne i32 %1135, 0
  br i1 %1136, label %1137, label %1147

1137:                                             ; preds = %1126
  %1138 = load ptr, ptr %130, align 8
  %1139 = getelementptr inbounds i8, ptr %1138, i64 -1
  %1140 = load i8, ptr %1139, align 1
  %1141 = zext i8 %1140 to i32
  %1142 = load ptr, ptr %173, align 8
  %1143 = getelementptr inbounds i8, ptr %1142, i64 -1
  %1144 = load i8, ptr %1143, align 1
  %1145 = zext i8 %1144 to i32
  %1146 = icmp eq i32 %1141, %1145
  br label %1147

1147:                                             ; preds = %1137, %1126
  %1148 = phi i1 [ false, %1126 ], [ %1146, %1137 ]
  br i1 %1148, label %1149, label %1156

1149:                                             ; preds = %1147
  %1150 = load ptr, ptr %130, align 8
  %1151 = getelementptr inbounds i8, ptr %1150, i32 -1
  store ptr %1151, ptr %130, align 8
  %1152 = load ptr, ptr %173, align 8
  %1153 = getelementptr inbounds i8, ptr %1152, i32 -1
  store ptr %1153, ptr %173, align 8
  %1154 = load i64, ptr %159, align 8
  %1155 = add i64 %1154, 1
  store i64 %1155, ptr %159, align 8
  br label %1126, !llvm.loop !24

1156:                                             ; preds = %1147
  br label %1202

1157:                                             ; preds = %1109
  %1158 = load ptr, ptr %130, align 8
  %1159 = getelementptr inbounds i8, ptr %1158, i64 4
  %1160 = load ptr, ptr %173, align 8
  %1161 = getelementptr inbounds i8, ptr %1160, i64 4
  %1162 = load ptr, ptr %135, align 8
  %1163 = call i64 @ZSTD_count(ptr noundef %1159, ptr noundef %1161, ptr noundef %1162)
  %1164 = add i64 %1163, 4
  store i64 %1164, ptr %159, align 8
  %1165 = load ptr, ptr %130, align 8
  %1166 = load ptr, ptr %173, align 8
  %1167 = ptrtoint ptr %1165 to i64
  %1168 = ptrtoint ptr %1166 to i64
  %1169 = sub i64 %1167, %1168
  %1170 = trunc i64 %1169 to i32
  store i32 %1170, ptr %160, align 4
  br label %1171

1171:                                             ; preds = %1194, %1157
  %1172 = load ptr, ptr %130, align 8
  %1173 = load ptr, ptr %131, align 8
  %1174 = icmp ugt ptr %1172, %1173
  %1175 = zext i1 %1174 to i32
  %1176 = load ptr, ptr %173, align 8
  %1177 = load ptr, ptr %134, align 8
  %1178 = icmp ugt ptr %1176, %1177
  %1179 = zext i1 %1178 to i32
  %1180 = and i32 %1175, %1179
  %1181 = icmp ne i32 %1180, 0
  br i1 %1181, label %1182, label %1192

1182:                                             ; preds = %1171
  %1183 = load ptr, ptr %130, align 8
  %1184 = getelementptr inbounds i8, ptr %1183, i64 -1
  %1185 = load i8, ptr %1184, align 1
  %1186 = zext i8 %1185 to i32
  %1187 = load ptr, ptr %173, align 8
  %1188 = getelementptr inbounds i8, ptr %1187, i64 -1
  %1189 = load i8, ptr %1188, align 1
  %1190 = zext i8 %1189 to i32
  %1191 = icmp eq i32 %1186, %1190
  br label %1192

1192:                                             ; preds = %1182, %1171
  %1193 = phi i1 [ false, %1171 ], [ %1191, %1182 ]
  br i1 %1193, label %1194, label %1201

1194:                                             ; preds = %1192
  %1195 = load ptr, ptr %130, align 8
  %1196 = getelementptr inbounds i8, ptr %1195, i32 -1
  store ptr %1196, ptr %130, align 8
  %1197 = load ptr, ptr %173, align 8
  %1198 = getelementptr inbounds i8, ptr %1197, i32 -1
  store ptr %1198, ptr %173, align 8
  %1199 = load i64, ptr %159, align 8
  %1200 = add i64 %1199, 1
  store i64 %1200, ptr %159, align 8
  br label %1171, !llvm.loop !25

1201:                                             ; preds = %1192
  br label %1202

1202:                                             ; preds = %1201, %1156
  br label %1203

1203:                                             ; preds = %1202, %1107, %1037, %853, %788
  %1204 = load i32, ptr %137, align 4
  store i32 %1204, ptr %138, align 4
  %1205 = load i32, ptr %160, align 4
  store i32 %1205, ptr %137, align 4
  %1206 = load ptr, ptr %118, align 8
  %1207 = load ptr, ptr %130, align 8
  %1208 = load ptr, ptr %131, align 8
  %1209 = ptrtoint ptr %1207 to i64
  %1210 = ptrtoint ptr %1208 to i64
  %1211 = sub i64 %1209, %1210
  %1212 = load ptr, ptr %131, align 8
  %1213 = load ptr, ptr %135, align 8
  %1214 = load i32, ptr %160, align 4
  %1215 = add i32 %1214, 3
  %1216 = load i64, ptr %159, align 8
  store ptr %1206, ptr %53, align 8
  store i64 %1211, ptr %54, align 8
  store ptr %1212, ptr %55, align 8
  store ptr %1213, ptr %56, align 8
  store i32 %1215, ptr %57, align 4
  store i64 %1216, ptr %58, align 8
  %1217 = load ptr, ptr %56, align 8
  %1218 = getelementptr inbounds i8, ptr %1217, i64 -32
  store ptr %1218, ptr %59, align 8
  %1219 = load ptr, ptr %55, align 8
  %1220 = load i64, ptr %54, align 8
  %1221 = getelementptr inbounds i8, ptr %1219, i64 %1220
  store ptr %1221, ptr %60, align 8
  %1222 = load ptr, ptr %60, align 8
  %1223 = load ptr, ptr %59, align 8
  %1224 = icmp ule ptr %1222, %1223
  br i1 %1224, label %1225, label %1298

1225:                                             ; preds = %1203
  %1226 = load ptr, ptr %53, align 8
  %1227 = getelementptr inbounds %struct.SeqStore_t, ptr %1226, i32 0, i32 3
  %1228 = load ptr, ptr %1227, align 8
  %1229 = load ptr, ptr %55, align 8
  call void @ZSTD_copy16(ptr noundef %1228, ptr noundef %1229)
  %1230 = load i64, ptr %54, align 8
  %1231 = icmp ugt i64 %1230, 16
  br i1 %1231, label %1232, label %1297

1232:                                             ; preds = %1225
  %1233 = load ptr, ptr %53, align 8
  %1234 = getelementptr inbounds %struct.SeqStore_t, ptr %1233, i32 0, i32 3
  %1235 = load ptr, ptr %1234, align 8
  %1236 = getelementptr inbounds i8, ptr %1235, i64 16
  %1237 = load ptr, ptr %55, align 8
  %1238 = getelementptr inbounds i8, ptr %1237, i64 16
  %1239 = load i64, ptr %54, align 8
  %1240 = sub nsw i64 %1239, 16
  store ptr %1236, ptr %29, align 8
  store ptr %1238, ptr %30, align 8
  store i64 %1240, ptr %31, align 8
  store i32 0, ptr %32, align 4
  %1241 = load ptr, ptr %29, align 8
  %1242 = load ptr, ptr %30, align 8
  %1243 = ptrtoint ptr %1241 to i64
  %1244 = ptrtoint ptr %1242 to i64
  %1245 = sub i64 %1243, %1244
  store i64 %1245, ptr %33, align 8
  %1246 = load ptr, ptr %30, align 8
  store ptr %1246, ptr %34, align 8
  %1247 = load ptr, ptr %29, align 8
  store ptr %1247, ptr %35, align 8
  %1248 = load ptr, ptr %35, align 8
  %1249 = load i64, ptr %31, align 8
  %1250 = getelementptr inbounds i8, ptr %1248, i64 %1249
  store ptr %1250, ptr %36, align 8
  %1251 = load i32, ptr %32, align 4
  %1252 = icmp eq i32 %1251, 1
  br i1 %1252, label %1253, label %1268

1253:                                             ; preds = %1232
  %1254 = load i64, ptr %33, align 8
  %1255 = icmp slt i64 %1254, 16
  br i1 %1255, label %1256, label %1268

1256:                                             ; preds = %1253
  br label %1257

1257:                                             ; preds = %1257, %1256
  %1258 = load ptr, ptr %35, align 8
  %1259 = load ptr, ptr %34, align 8
  call void @ZSTD_copy8(ptr noundef %1258, ptr noundef %1259)
  %1260 = load ptr, ptr %35, align 8
  %1261 = getelementptr inbounds i8, ptr %1260, i64 8
  store ptr %1261, ptr %35, align 8
  %1262 = load ptr, ptr %34, align 8
  %1263 = getelementptr inbounds i8, ptr %1262, i64 8
  store ptr %1263, ptr %34, align 8
  %1264 = load ptr, ptr %35, align 8
  %1265 = load ptr, ptr %36, align 8
  %1266 = icmp ult ptr %1264, %1265
  br i1 %1266, label %1257, label %1267, !llvm.loop !11

1267:                                             ; preds = %1257
  br label %1296

1268:                                             ; preds = %1253, %1232
  %1269 = load ptr, ptr %35, align 8
  %1270 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1269, ptr noundef %1270)
  %1271 = load i64, ptr %31, align 8
  %1272 = icmp sge i64 16, %1271
  br i1 %1272, label %1273, label %1274

1273:                                             ; preds = %1268
  br label %1296

1274:                                             ; preds = %1268
  %1275 = load ptr, ptr %35, align 8
  %1276 = getelementptr inbounds i8, ptr %1275, i64 16
  store ptr %1276, ptr %35, align 8
  %1277 = load ptr, ptr %34, align 8
  %1278 = getelementptr inbounds i8, ptr %1277, i64 16
  store ptr %1278, ptr %34, align 8
  br label %1279

1279:                                             ; preds = %1279, %1274
  %1280 = load ptr, ptr %35, align 8
  %1281 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1280, ptr noundef %1281)
  %1282 = load ptr, ptr %35, align 8
  %1283 = getelementptr inbounds i8, ptr %1282, i64 16
  store ptr %1283, ptr %35, align 8
  %1284 = load ptr, ptr %34, align 8
  %1285 = getelementptr inbounds i8, ptr %1284, i64 16
  store ptr %1285, ptr %34, align 8
  %1286 = load ptr, ptr %35, align 8
  %1287 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1286, ptr noundef %1287)
  %1288 = load ptr, ptr %35, align 8
  %1289 = getelementptr inbounds i8, ptr %1288, i64 16
  store ptr %1289, ptr %35, align 8
  %1290 = load ptr, ptr %34, align 8
  %1291 = getelementptr inbounds i8, ptr %1290, i64 16
  store ptr %1291, ptr %34, align 8
  %1292 = load ptr, ptr %35, align 8
  %1293 = load ptr, ptr %36, align 8
  %1294 = icmp ult ptr %1292, %1293
  br i1 %1294, label %1279, label %1295, !llvm.loop !12

1295:                                             ; preds = %1279
  br label %1296

1296:                                             ; preds = %1295, %1273, %1267
  br label %1297

1297:                                             ; preds = %1296, %1225
  br label %1305

1298:                                             ; preds = %1203
  %1299 = load ptr, ptr %53, align 8
  %1300 = getelementptr inbounds %struct.SeqStore_t, ptr %1299, i32 0, i32 3
  %1301 = load ptr, ptr %1300, align 8
  %1302 = load ptr, ptr %55, align 8
  %1303 = load ptr, ptr %60, align 8
  %1304 = load ptr, ptr %59, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1301, ptr noundef %1302, ptr noundef %1303, ptr noundef %1304)
  br label %1305

1305:                                             ; preds = %1298, %1297
  %1306 = load i64, ptr %54, align 8
  %1307 = load ptr, ptr %53, align 8
  %1308 = getelementptr inbounds %struct.SeqStore_t, ptr %1307, i32 0, i32 3
  %1309 = load ptr, ptr %1308, align 8
  %1310 = getelementptr inbounds i8, ptr %1309, i64 %1306
  store ptr %1310, ptr %1308, align 8
  %1311 = load ptr, ptr %53, align 8
  %1312 = load i64, ptr %54, align 8
  %1313 = load i32, ptr %57, align 4
  %1314 = load i64, ptr %58, align 8
  store ptr %1311, ptr %11, align 8
  store i64 %1312, ptr %12, align 8
  store i32 %1313, ptr %13, align 4
  store i64 %1314, ptr %14, align 8
  %1315 = load i64, ptr %12, align 8
  %1316 = icmp ugt i64 %1315, 65535
  %1317 = zext i1 %1316 to i32
  %1318 = sext i32 %1317 to i64
  br i1 %1316, label %1319, label %1334

1319:                                             ; preds = %1305
  %1320 = load ptr, ptr %11, align 8
  %1321 = getelementptr inbounds %struct.SeqStore_t, ptr %1320, i32 0, i32 9
  store i32 1, ptr %1321, align 8
  %1322 = load ptr, ptr %11, align 8
  %1323 = getelementptr inbounds %struct.SeqStore_t, ptr %1322, i32 0, i32 1
  %1324 = load ptr, ptr %1323, align 8
  %1325 = load ptr, ptr %11, align 8
  %1326 = load ptr, ptr %1325, align 8
  %1327 = ptrtoint ptr %1324 to i64
  %1328 = ptrtoint ptr %1326 to i64
  %1329 = sub i64 %1327, %1328
  %1330 = sdiv exact i64 %1329, 8
  %1331 = trunc i64 %1330 to i32
  %1332 = load ptr, ptr %11, align 8
  %1333 = getelementptr inbounds %struct.SeqStore_t, ptr %1332, i32 0, i32 10
  store i32 %1331, ptr %1333, align 4
  br label %1334

1334:                                             ; preds = %1319, %1305
  %1335 = load i64, ptr %12, align 8
  %1336 = trunc i64 %1335 to i16
  %1337 = load ptr, ptr %11, align 8
  %1338 = getelementptr inbounds %struct.SeqStore_t, ptr %1337, i32 0, i32 1
  %1339 = load ptr, ptr %1338, align 8
  %1340 = getelementptr inbounds %struct.SeqDef_s, ptr %1339, i32 0, i32 1
  store i16 %1336, ptr %1340, align 4
  %1341 = load i32, ptr %13, align 4
  %1342 = load ptr, ptr %11, align 8
  %1343 = getelementptr inbounds %struct.SeqStore_t, ptr %1342, i32 0, i32 1
  %1344 = load ptr, ptr %1343, align 8
  store i32 %1341, ptr %1344, align 4
  %1345 = load i64, ptr %14, align 8
  %1346 = sub i64 %1345, 3
  store i64 %1346, ptr %15, align 8
  %1347 = load i64, ptr %15, align 8
  %1348 = icmp ugt i64 %1347, 65535
  %1349 = zext i1 %1348 to i32
  %1350 = sext i32 %1349 to i64
  br i1 %1348, label %1351, label %1366

1351:                                             ; preds = %1334
  %1352 = load ptr, ptr %11, align 8
  %1353 = getelementptr inbounds %struct.SeqStore_t, ptr %1352, i32 0, i32 9
  store i32 2, ptr %1353, align 8
  %1354 = load ptr, ptr %11, align 8
  %1355 = getelementptr inbounds %struct.SeqStore_t, ptr %1354, i32 0, i32 1
  %1356 = load ptr, ptr %1355, align 8
  %1357 = load ptr, ptr %11, align 8
  %1358 = load ptr, ptr %1357, align 8
  %1359 = ptrtoint ptr %1356 to i64
  %1360 = ptrtoint ptr %1358 to i64
  %1361 = sub i64 %1359, %1360
  %1362 = sdiv exact i64 %1361, 8
  %1363 = trunc i64 %1362 to i32
  %1364 = load ptr, ptr %11, align 8
  %1365 = getelementptr inbounds %struct.SeqStore_t, ptr %1364, i32 0, i32 10
  store i32 %1363, ptr %1365, align 4
  br label %1366

1366:                                             ; preds = %1351, %1334
  %1367 = load i64, ptr %15, align 8
  %1368 = trunc i64 %1367 to i16
  %1369 = load ptr, ptr %11, align 8
  %1370 = getelementptr inbounds %struct.SeqStore_t, ptr %1369, i32 0, i32 1
  %1371 = load ptr, ptr %1370, align 8
  %1372 = getelementptr inbounds %struct.SeqDef_s, ptr %1371, i32 0, i32 2
  store i16 %1368, ptr %1372, align 2
  %1373 = load ptr, ptr %11, align 8
  %1374 = getelementptr inbounds %struct.SeqStore_t, ptr %1373, i32 0, i32 1
  %1375 = load ptr, ptr %1374, align 8
  %1376 = getelementptr inbounds %struct.SeqDef_s, ptr %1375, i32 1
  store ptr %1376, ptr %1374, align 8
  br label %1377

1377:                                             ; preds = %1366, %723
  %1378 = load i64, ptr %159, align 8
  %1379 = load ptr, ptr %130, align 8
  %1380 = getelementptr inbounds i8, ptr %1379, i64 %1378
  store ptr %1380, ptr %130, align 8
  %1381 = load ptr, ptr %130, align 8
  store ptr %1381, ptr %131, align 8
  %1382 = load ptr, ptr %130, align 8
  %1383 = load ptr, ptr %136, align 8
  %1384 = icmp ule ptr %1382, %1383
  br i1 %1384, label %1385, label %1820

1385:                                             ; preds = %1377
  %1386 = load i32, ptr %169, align 4
  %1387 = add i32 %1386, 2
  store i32 %1387, ptr %188, align 4
  %1388 = load i32, ptr %188, align 4
  %1389 = load ptr, ptr %124, align 8
  %1390 = load ptr, ptr %128, align 8
  %1391 = load i32, ptr %188, align 4
  %1392 = zext i32 %1391 to i64
  %1393 = getelementptr inbounds i8, ptr %1390, i64 %1392
  %1394 = load i32, ptr %125, align 4
  store ptr %1393, ptr %94, align 8
  store i32 %1394, ptr %95, align 4
  store i32 8, ptr %96, align 4
  %1395 = load i32, ptr %96, align 4
  switch i32 %1395, label %1396 [
    i32 4, label %1397
    i32 5, label %1401
    i32 6, label %1405
    i32 7, label %1409
    i32 8, label %1413
  ]

1396:                                             ; preds = %1385
  br label %1397

1397:                                             ; preds = %1396, %1385
  %1398 = load ptr, ptr %94, align 8
  %1399 = load i32, ptr %95, align 4
  %1400 = call i64 @ZSTD_hash4Ptr(ptr noundef %1398, i32 noundef %1399)
  store i64 %1400, ptr %93, align 8
  br label %1417

1401:                                             ; preds = %1385
  %1402 = load ptr, ptr %94, align 8
  %1403 = load i32, ptr %95, align 4
  %1404 = call i64 @ZSTD_hash5Ptr(ptr noundef %1402, i32 noundef %1403)
  store i64 %1404, ptr %93, align 8
  br label %1417

1405:                                             ; preds = %1385
  %1406 = load ptr, ptr %94, align 8
  %1407 = load i32, ptr %95, align 4
  %1408 = call i64 @ZSTD_hash6Ptr(ptr noundef %1406, i32 noundef %1407)
  store i64 %1408, ptr %93, align 8
  br label %1417

1409:                                             ; preds = %1385
  %1410 = load ptr, ptr %94, align 8
  %1411 = load i32, ptr %95, align 4
  %1412 = call i64 @ZSTD_hash7Ptr(ptr noundef %1410, i32 noundef %1411)
  store i64 %1412, ptr %93, align 8
  br label %1417

1413:                                             ; preds = %1385
  %1414 = load ptr, ptr %94, align 8
  %1415 = load i32, ptr %95, align 4
  %1416 = call i64 @ZSTD_hash8Ptr(ptr noundef %1414, i32 noundef %1415)
  store i64 %1416, ptr %93, align 8
  br label %1417

1417:                                             ; preds = %1413, %1409, %1405, %1401, %1397
  %1418 = load i64, ptr %93, align 8
  %1419 = getelementptr inbounds i32, ptr %1389, i64 %1418
  store i32 %1388, ptr %1419, align 4
  %1420 = load ptr, ptr %130, align 8
  %1421 = getelementptr inbounds i8, ptr %1420, i64 -2
  %1422 = load ptr, ptr %128, align 8
  %1423 = ptrtoint ptr %1421 to i64
  %1424 = ptrtoint ptr %1422 to i64
  %1425 = sub i64 %1423, %1424
  %1426 = trunc i64 %1425 to i32
  %1427 = load ptr, ptr %124, align 8
  %1428 = load ptr, ptr %130, align 8
  %1429 = getelementptr inbounds i8, ptr %1428, i64 -2
  %1430 = load i32, ptr %125, align 4
  store ptr %1429, ptr %98, align 8
  store i32 %1430, ptr %99, align 4
  store i32 8, ptr %100, align 4
  %1431 = load i32, ptr %100, align 4
  switch i32 %1431, label %1432 [
    i32 4, label %1433
    i32 5, label %1437
    i32 6, label %1441
    i32 7, label %1445
    i32 8, label %1449
  ]

1432:                                             ; preds = %1417
  br label %1433

1433:                                             ; preds = %1432, %1417
  %1434 = load ptr, ptr %98, align 8
  %1435 = load i32, ptr %99, align 4
  %1436 = call i64 @ZSTD_hash4Ptr(ptr noundef %1434, i32 noundef %1435)
  store i64 %1436, ptr %97, align 8
  br label %1453

1437:                                             ; preds = %1417
  %1438 = load ptr, ptr %98, align 8
  %1439 = load i32, ptr %99, align 4
  %1440 = call i64 @ZSTD_hash5Ptr(ptr noundef %1438, i32 noundef %1439)
  store i64 %1440, ptr %97, align 8
  br label %1453

1441:                                             ; preds = %1417
  %1442 = load ptr, ptr %98, align 8
  %1443 = load i32, ptr %99, align 4
  %1444 = call i64 @ZSTD_hash6Ptr(ptr noundef %1442, i32 noundef %1443)
  store i64 %1444, ptr %97, align 8
  br label %1453

1445:                                             ; preds = %1417
  %1446 = load ptr, ptr %98, align 8
  %1447 = load i32, ptr %99, align 4
  %1448 = call i64 @ZSTD_hash7Ptr(ptr noundef %1446, i32 noundef %1447)
  store i64 %1448, ptr %97, align 8
  br label %1453

1449:                                             ; preds = %1417
  %1450 = load ptr, ptr %98, align 8
  %1451 = load i32, ptr %99, align 4
  %1452 = call i64 @ZSTD_hash8Ptr(ptr noundef %1450, i32 noundef %1451)
  store i64 %1452, ptr %97, align 8
  br label %1453

1453:                                             ; preds = %1449, %1445, %1441, %1437, %1433
  %1454 = load i64, ptr %97, align 8
  %1455 = getelementptr inbounds i32, ptr %1427, i64 %1454
  store i32 %1426, ptr %1455, align 4
  %1456 = load i32, ptr %188, align 4
  %1457 = load ptr, ptr %126, align 8
  %1458 = load ptr, ptr %128, align 8
  %1459 = load i32, ptr %188, align 4
  %1460 = zext i32 %1459 to i64
  %1461 = getelementptr inbounds i8, ptr %1458, i64 %1460
  %1462 = load i32, ptr %127, align 4
  %1463 = load i32, ptr %122, align 4
  store ptr %1461, ptr %102, align 8
  store i32 %1462, ptr %103, align 4
  store i32 %1463, ptr %104, align 4
  %1464 = load i32, ptr %104, align 4
  switch i32 %1464, label %1465 [
    i32 4, label %1466
    i32 5, label %1470
    i32 6, label %1474
    i32 7, label %1478
    i32 8, label %1482
  ]

1465:                                             ; preds = %1453
  br label %1466

1466:                                             ; preds = %1465, %1453
  %1467 = load ptr, ptr %102, align 8
  %1468 = load i32, ptr %103, align 4
  %1469 = call i64 @ZSTD_hash4Ptr(ptr noundef %1467, i32 noundef %1468)
  store i64 %1469, ptr %101, align 8
  br label %1486

1470:                                             ; preds = %1453
  %1471 = load ptr, ptr %102, align 8
  %1472 = load i32, ptr %103, align 4
  %1473 = call i64 @ZSTD_hash5Ptr(ptr noundef %1471, i32 noundef %1472)
  store i64 %1473, ptr %101, align 8
  br label %1486

1474:                                             ; preds = %1453
  %1475 = load ptr, ptr %102, align 8
  %1476 = load i32, ptr %103, align 4
  %1477 = call i64 @ZSTD_hash6Ptr(ptr noundef %1475, i32 noundef %1476)
  store i64 %1477, ptr %101, align 8
  br label %1486

1478:                                             ; preds = %1453
  %1479 = load ptr, ptr %102, align 8
  %1480 = load i32, ptr %103, align 4
  %1481 = call i64 @ZSTD_hash7Ptr(ptr noundef %1479, i32 noundef %1480)
  store i64 %1481, ptr %101, align 8
  br label %1486

1482:                                             ; preds = %1453
  %1483 = load ptr, ptr %102, align 8
  %1484 = load i32, ptr %103, align 4
  %1485 = call i64 @ZSTD_hash8Ptr(ptr noundef %1483, i32 noundef %1484)
  store i64 %1485, ptr %101, align 8
  br label %1486

1486:                                             ; preds = %1482, %1478, %1474, %1470, %1466
  %1487 = load i64, ptr %101, align 8
  %1488 = getelementptr inbounds i32, ptr %1457, i64 %1487
  store i32 %1456, ptr %1488, align 4
  %1489 = load ptr, ptr %130, align 8
  %1490 = getelementptr inbounds i8, ptr %1489, i64 -1
  %1491 = load ptr, ptr %128, align 8
  %1492 = ptrtoint ptr %1490 to i64
  %1493 = ptrtoint ptr %1491 to i64
  %1494 = sub i64 %1492, %1493
  %1495 = trunc i64 %1494 to i32
  %1496 = load ptr, ptr %126, align 8
  %1497 = load ptr, ptr %130, align 8
  %1498 = getelementptr inbounds i8, ptr %1497, i64 -1
  %1499 = load i32, ptr %127, align 4
  %1500 = load i32, ptr %122, align 4
  store ptr %1498, ptr %106, align 8
  store i32 %1499, ptr %107, align 4
  store i32 %1500, ptr %108, align 4
  %1501 = load i32, ptr %108, align 4
  switch i32 %1501, label %1502 [
    i32 4, label %1503
    i32 5, label %1507
    i32 6, label %1511
    i32 7, label %1515
    i32 8, label %1519
  ]

1502:                                             ; preds = %1486
  br label %1503

1503:                                             ; preds = %1502, %1486
  %1504 = load ptr, ptr %106, align 8
  %1505 = load i32, ptr %107, align 4
  %1506 = call i64 @ZSTD_hash4Ptr(ptr noundef %1504, i32 noundef %1505)
  store i64 %1506, ptr %105, align 8
  br label %1523

1507:                                             ; preds = %1486
  %1508 = load ptr, ptr %106, align 8
  %1509 = load i32, ptr %107, align 4
  %1510 = call i64 @ZSTD_hash5Ptr(ptr noundef %1508, i32 noundef %1509)
  store i64 %1510, ptr %105, align 8
  br label %1523

1511:                                             ; preds = %1486
  %1512 = load ptr, ptr %106, align 8
  %1513 = load i32, ptr %107, align 4
  %1514 = call i64 @ZSTD_hash6Ptr(ptr noundef %1512, i32 noundef %1513)
  store i64 %1514, ptr %105, align 8
  br label %1523

1515:                                             ; preds = %1486
  %1516 = load ptr, ptr %106, align 8
  %1517 = load i32, ptr %107, align 4
  %1518 = call i64 @ZSTD_hash7Ptr(ptr noundef %1516, i32 noundef %1517)
  store i64 %1518, ptr %105, align 8
  br label %1523

1519:                                             ; preds = %1486
  %1520 = load ptr, ptr %106, align 8
  %1521 = load i32, ptr %107, align 4
  %1522 = call i64 @ZSTD_hash8Ptr(ptr noundef %1520, i32 noundef %1521)
  store i64 %1522, ptr %105, align 8
  br label %1523

1523:                                             ; preds = %1519, %1515, %1511, %1507, %1503
  %1524 = load i64, ptr %105, align 8
  %1525 = getelementptr inbounds i32, ptr %1496, i64 %1524
  store i32 %1495, ptr %1525, align 4
  br label %1526

1526:                                             ; preds = %1811, %1523
  %1527 = load ptr, ptr %130, align 8
  %1528 = load ptr, ptr %136, align 8
  %1529 = icmp ule ptr %1527, %1528
  br i1 %1529, label %1530, label %1819

1530:                                             ; preds = %1526
  %1531 = load ptr, ptr %130, align 8
  %1532 = load ptr, ptr %128, align 8
  %1533 = ptrtoint ptr %1531 to i64
  %1534 = ptrtoint ptr %1532 to i64
  %1535 = sub i64 %1533, %1534
  %1536 = trunc i64 %1535 to i32
  store i32 %1536, ptr %189, align 4
  %1537 = load i32, ptr %189, align 4
  %1538 = load i32, ptr %138, align 4
  %1539 = sub i32 %1537, %1538
  store i32 %1539, ptr %190, align 4
  %1540 = load i32, ptr %190, align 4
  %1541 = load i32, ptr %133, align 4
  %1542 = icmp ult i32 %1540, %1541
  br i1 %1542, label %1543, label %1552

1543:                                             ; preds = %1530
  %1544 = load ptr, ptr %144, align 8
  %1545 = load i32, ptr %190, align 4
  %1546 = zext i32 %1545 to i64
  %1547 = getelementptr inbounds i8, ptr %1544, i64 %1546
  %1548 = load i32, ptr %147, align 4
  %1549 = zext i32 %1548 to i64
  %1550 = sub i64 0, %1549
  %1551 = getelementptr inbounds i8, ptr %1547, i64 %1550
  br label %1557

1552:                                             ; preds = %1530
  %1553 = load ptr, ptr %128, align 8
  %1554 = load i32, ptr %190, align 4
  %1555 = zext i32 %1554 to i64
  %1556 = getelementptr inbounds i8, ptr %1553, i64 %1555
  br label %1557

1557:                                             ; preds = %1552, %1543
  %1558 = phi ptr [ %1551, %1543 ], [ %1556, %1552 ]
  store ptr %1558, ptr %191, align 8
  %1559 = load i32, ptr %133, align 4
  %1560 = load i32, ptr %190, align 4
  %1561 = call i32 @ZSTD_index_overlap_check(i32 noundef %1559, i32 noundef %1560)
  %1562 = icmp ne i32 %1561, 0
  br i1 %1562, label %1563, label %1818

1563:                                             ; preds = %1557
  %1564 = load ptr, ptr %191, align 8
  %1565 = call i32 @MEM_read32(ptr noundef %1564)
  %1566 = load ptr, ptr %130, align 8
  %1567 = call i32 @MEM_read32(ptr noundef %1566)
  %1568 = icmp eq i32 %1565, %1567
  br i1 %1568, label %1569, label %1818

1569:                                             ; preds = %1563
  %1570 = load i32, ptr %190, align 4
  %1571 = load i32, ptr %133, align 4
  %1572 = icmp ult i32 %1570, %1571
  br i1 %1572, label %1573, label %1575

1573:                                             ; preds = %1569
  %1574 = load ptr, ptr %146, align 8
  br label %1577

1575:                                             ; preds = %1569
  %1576 = load ptr, ptr %135, align 8
  br label %1577

1577:                                             ; preds = %1575, %1573
  %1578 = phi ptr [ %1574, %1573 ], [ %1576, %1575 ]
  store ptr %1578, ptr %192, align 8
  %1579 = load ptr, ptr %130, align 8
  %1580 = getelementptr inbounds i8, ptr %1579, i64 4
  %1581 = load ptr, ptr %191, align 8
  %1582 = getelementptr inbounds i8, ptr %1581, i64 4
  %1583 = load ptr, ptr %135, align 8
  %1584 = load ptr, ptr %192, align 8
  %1585 = load ptr, ptr %134, align 8
  %1586 = call i64 @ZSTD_count_2segments(ptr noundef %1580, ptr noundef %1582, ptr noundef %1583, ptr noundef %1584, ptr noundef %1585)
  %1587 = add i64 %1586, 4
  store i64 %1587, ptr %193, align 8
  %1588 = load i32, ptr %138, align 4
  store i32 %1588, ptr %194, align 4
  %1589 = load i32, ptr %137, align 4
  store i32 %1589, ptr %138, align 4
  %1590 = load i32, ptr %194, align 4
  store i32 %1590, ptr %137, align 4
  %1591 = load ptr, ptr %118, align 8
  %1592 = load ptr, ptr %131, align 8
  %1593 = load ptr, ptr %135, align 8
  %1594 = load i64, ptr %193, align 8
  store ptr %1591, ptr %61, align 8
  store i64 0, ptr %62, align 8
  store ptr %1592, ptr %63, align 8
  store ptr %1593, ptr %64, align 8
  store i32 1, ptr %65, align 4
  store i64 %1594, ptr %66, align 8
  %1595 = load ptr, ptr %64, align 8
  %1596 = getelementptr inbounds i8, ptr %1595, i64 -32
  store ptr %1596, ptr %67, align 8
  %1597 = load ptr, ptr %63, align 8
  %1598 = load i64, ptr %62, align 8
  %1599 = getelementptr inbounds i8, ptr %1597, i64 %1598
  store ptr %1599, ptr %68, align 8
  %1600 = load ptr, ptr %68, align 8
  %1601 = load ptr, ptr %67, align 8
  %1602 = icmp ule ptr %1600, %1601
  br i1 %1602, label %1603, label %1676

1603:                                             ; preds = %1577
  %1604 = load ptr, ptr %61, align 8
  %1605 = getelementptr inbounds %struct.SeqStore_t, ptr %1604, i32 0, i32 3
  %1606 = load ptr, ptr %1605, align 8
  %1607 = load ptr, ptr %63, align 8
  call void @ZSTD_copy16(ptr noundef %1606, ptr noundef %1607)
  %1608 = load i64, ptr %62, align 8
  %1609 = icmp ugt i64 %1608, 16
  br i1 %1609, label %1610, label %1675

1610:                                             ; preds = %1603
  %1611 = load ptr, ptr %61, align 8
  %1612 = getelementptr inbounds %struct.SeqStore_t, ptr %1611, i32 0, i32 3
  %1613 = load ptr, ptr %1612, align 8
  %1614 = getelementptr inbounds i8, ptr %1613, i64 16
  %1615 = load ptr, ptr %63, align 8
  %1616 = getelementptr inbounds i8, ptr %1615, i64 16
  %1617 = load i64, ptr %62, align 8
  %1618 = sub nsw i64 %1617, 16
  store ptr %1614, ptr %21, align 8
  store ptr %1616, ptr %22, align 8
  store i64 %1618, ptr %23, align 8
  store i32 0, ptr %24, align 4
  %1619 = load ptr, ptr %21, align 8
  %1620 = load ptr, ptr %22, align 8
  %1621 = ptrtoint ptr %1619 to i64
  %1622 = ptrtoint ptr %1620 to i64
  %1623 = sub i64 %1621, %1622
  store i64 %1623, ptr %25, align 8
  %1624 = load ptr, ptr %22, align 8
  store ptr %1624, ptr %26, align 8
  %1625 = load ptr, ptr %21, align 8
  store ptr %1625, ptr %27, align 8
  %1626 = load ptr, ptr %27, align 8
  %1627 = load i64, ptr %23, align 8
  %1628 = getelementptr inbounds i8, ptr %1626, i64 %1627
  store ptr %1628, ptr %28, align 8
  %1629 = load i32, ptr %24, align 4
  %1630 = icmp eq i32 %1629, 1
  br i1 %1630, label %1631, label %1646

1631:                                             ; preds = %1610
  %1632 = load i64, ptr %25, align 8
  %1633 = icmp slt i64 %1632, 16
  br i1 %1633, label %1634, label %1646

1634:                                             ; preds = %1631
  br label %1635

1635:                                             ; preds = %1635, %1634
  %1636 = load ptr, ptr %27, align 8
  %1637 = load ptr, ptr %26, align 8
  call void @ZSTD_copy8(ptr noundef %1636, ptr noundef %1637)
  %1638 = load ptr, ptr %27, align 8
  %1639 = getelementptr inbounds i8, ptr %1638, i64 8
  store ptr %1639, ptr %27, align 8
  %1640 = load ptr, ptr %26, align 8
  %1641 = getelementptr inbounds i8, ptr %1640, i64 8
  store ptr %1641, ptr %26, align 8
  %1642 = load ptr, ptr %27, align 8
  %1643 = load ptr, ptr %28, align 8
  %1644 = icmp ult ptr %1642, %1643
  br i1 %1644, label %1635, label %1645, !llvm.loop !11

1645:                                             ; preds = %1635
  br label %1674

1646:                                             ; preds = %1631, %1610
  %1647 = load ptr, ptr %27, align 8
  %1648 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %1647, ptr noundef %1648)
  %1649 = load i64, ptr %23, align 8
  %1650 = icmp sge i64 16, %1649
  br i1 %1650, label %1651, label %1652

1651:                                             ; preds = %1646
  br label %1674

1652:                                             ; preds = %1646
  %1653 = load ptr, ptr %27, align 8
  %1654 = getelementptr inbounds i8, ptr %1653, i64 16
  store ptr %1654, ptr %27, align 8
  %1655 = load ptr, ptr %26, align 8
  %1656 = getelementptr inbounds i8, ptr %1655, i64 16
  store ptr %1656, ptr %26, align 8
  br label %1657

1657:                                             ; preds = %1657, %1652
  %1658 = load ptr, ptr %27, align 8
  %1659 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %1658, ptr noundef %1659)
  %1660 = load ptr, ptr %27, align 8
  %1661 = getelementptr inbounds i8, ptr %1660, i64 16
  store ptr %1661, ptr %27, align 8
  %1662 = load ptr, ptr %26, align 8
  %1663 = getelementptr inbounds i8, ptr %1662, i64 16
  store ptr %1663, ptr %26, align 8
  %1664 = load ptr, ptr %27, align 8
  %1665 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %1664, ptr noundef %1665)
  %1666 = load ptr, ptr %27, align 8
  %1667 = getelementptr inbounds i8, ptr %1666, i64 16
  store ptr %1667, ptr %27, align 8
  %1668 = load ptr, ptr %26, align 8
  %1669 = getelementptr inbounds i8, ptr %1668, i64 16
  store ptr %1669, ptr %26, align 8
  %1670 = load ptr, ptr %27, align 8
  %1671 = load ptr, ptr %28, align 8
  %1672 = icmp ult ptr %1670, %1671
  br i1 %1672, label %1657, label %1673, !llvm.loop !12

1673:                                             ; preds = %1657
  br label %1674

1674:                                             ; preds = %1673, %1651, %1645
  br label %1675

1675:                                             ; preds = %1674, %1603
  br label %1683

1676:                                             ; preds = %1577
  %1677 = load ptr, ptr %61, align 8
  %1678 = getelementptr inbounds %struct.SeqStore_t, ptr %1677, i32 0, i32 3
  %1679 = load ptr, ptr %1678, align 8
  %1680 = load ptr, ptr %63, align 8
  %1681 = load ptr, ptr %68, align 8
  %1682 = load ptr, ptr %67, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1679, ptr noundef %1680, ptr noundef %1681, ptr noundef %1682)
  br label %1683

1683:                                             ; preds = %1676, %1675
  %1684 = load i64, ptr %62, align 8
  %1685 = load ptr, ptr %61, align 8
  %1686 = getelementptr inbounds %struct.SeqStore_t, ptr %1685, i32 0, i32 3
  %1687 = load ptr, ptr %1686, align 8
  %1688 = getelementptr inbounds i8, ptr %1687, i64 %1684
  store ptr %1688, ptr %1686, align 8
  %1689 = load ptr, ptr %61, align 8
  %1690 = load i64, ptr %62, align 8
  %1691 = load i32, ptr %65, align 4
  %1692 = load i64, ptr %66, align 8
  store ptr %1689, ptr %6, align 8
  store i64 %1690, ptr %7, align 8
  store i32 %1691, ptr %8, align 4
  store i64 %1692, ptr %9, align 8
  %1693 = load i64, ptr %7, align 8
  %1694 = icmp ugt i64 %1693, 65535
  %1695 = zext i1 %1694 to i32
  %1696 = sext i32 %1695 to i64
  br i1 %1694, label %1697, label %1712

1697:                                             ; preds = %1683
  %1698 = load ptr, ptr %6, align 8
  %1699 = getelementptr inbounds %struct.SeqStore_t, ptr %1698, i32 0, i32 9
  store i32 1, ptr %1699, align 8
  %1700 = load ptr, ptr %6, align 8
  %1701 = getelementptr inbounds %struct.SeqStore_t, ptr %1700, i32 0, i32 1
  %1702 = load ptr, ptr %1701, align 8
  %1703 = load ptr, ptr %6, align 8
  %1704 = load ptr, ptr %1703, align 8
  %1705 = ptrtoint ptr %1702 to i64
  %1706 = ptrtoint ptr %1704 to i64
  %1707 = sub i64 %1705, %1706
  %1708 = sdiv exact i64 %1707, 8
  %1709 = trunc i64 %1708 to i32
  %1710 = load ptr, ptr %6, align 8
  %1711 = getelementptr inbounds %struct.SeqStore_t, ptr %1710, i32 0, i32 10
  store i32 %1709, ptr %1711, align 4
  br label %1712

1712:                                             ; preds = %1697, %1683
  %1713 = load i64, ptr %7, align 8
  %1714 = trunc i64 %1713 to i16
  %1715 = load ptr, ptr %6, align 8
  %1716 = getelementptr inbounds %struct.SeqStore_t, ptr %1715, i32 0, i32 1
  %1717 = load ptr, ptr %1716, align 8
  %1718 = getelementptr inbounds %struct.SeqDef_s, ptr %1717, i32 0, i32 1
  store i16 %1714, ptr %1718, align 4
  %1719 = load i32, ptr %8, align 4
  %1720 = load ptr, ptr %6, align 8
  %1721 = getelementptr inbounds %struct.SeqStore_t, ptr %1720, i32 0, i32 1
  %1722 = load ptr, ptr %1721, align 8
  store i32 %1719, ptr %1722, align 4
  %1723 = load i64, ptr %9, align 8
  %1724 = sub i64 %1723, 3
  store i64 %1724, ptr %10, align 8
  %1725 = load i64, ptr %10, align 8
  %1726 = icmp ugt i64 %1725, 65535
  %1727 = zext i1 %1726 to i32
  %1728 = sext i32 %1727 to i64
  br i1 %1726, label %1729, label %1744

1729:                                             ; preds = %1712
  %1730 = load ptr, ptr %6, align 8
  %1731 = getelementptr inbounds %struct.SeqStore_t, ptr %1730, i32 0, i32 9
  store i32 2, ptr %1731, align 8
  %1732 = load ptr, ptr %6, align 8
  %1733 = getelementptr inbounds %struct.SeqStore_t, ptr %1732, i32 0, i32 1
  %1734 = load ptr, ptr %1733, align 8
  %1735 = load ptr, ptr %6, align 8
  %1736 = load ptr, ptr %1735, align 8
  %1737 = ptrtoint ptr %1734 to i64
  %1738 = ptrtoint ptr %1736 to i64
  %1739 = sub i64 %1737, %1738
  %1740 = sdiv exact i64 %1739, 8
  %1741 = trunc i64 %1740 to i32
  %1742 = load ptr, ptr %6, align 8
  %1743 = getelementptr inbounds %struct.SeqStore_t, ptr %1742, i32 0, i32 10
  store i32 %1741, ptr %1743, align 4
  br label %1744

1744:                                             ; preds = %1729, %1712
  %1745 = load i64, ptr %10, align 8
  %1746 = trunc i64 %1745 to i16
  %1747 = load ptr, ptr %6, align 8
  %1748 = getelementptr inbounds %struct.SeqStore_t, ptr %1747, i32 0, i32 1
  %1749 = load ptr, ptr %1748, align 8
  %1750 = getelementptr inbounds %struct.SeqDef_s, ptr %1749, i32 0, i32 2
  store i16 %1746, ptr %1750, align 2
  %1751 = load ptr, ptr %6, align 8
  %1752 = getelementptr inbounds %struct.SeqStore_t, ptr %1751, i32 0, i32 1
  %1753 = load ptr, ptr %1752, align 8
  %1754 = getelementptr inbounds %struct.SeqDef_s, ptr %1753, i32 1
  store ptr %1754, ptr %1752, align 8
  %1755 = load i32, ptr %189, align 4
  %1756 = load ptr, ptr %126, align 8
  %1757 = load ptr, ptr %130, align 8
  %1758 = load i32, ptr %127, align 4
  %1759 = load i32, ptr %122, align 4
  store ptr %1757, ptr %110, align 8
  store i32 %1758, ptr %111, align 4
  store i32 %1759, ptr %112, align 4
  %1760 = load i32, ptr %112, align 4
  switch i32 %1760, label %1761 [
    i32 4, label %1762
    i32 5, label %1766
    i32 6, label %1770
    i32 7, label %1774
    i32 8, label %1778
  ]

1761:                                             ; preds = %1744
  br label %1762

1762:                                             ; preds = %1761, %1744
  %1763 = load ptr, ptr %110, align 8
  %1764 = load i32, ptr %111, align 4
  %1765 = call i64 @ZSTD_hash4Ptr(ptr noundef %1763, i32 noundef %1764)
  store i64 %1765, ptr %109, align 8
  br label %1782

1766:                                             ; preds = %1744
  %1767 = load ptr, ptr %110, align 8
  %1768 = load i32, ptr %111, align 4
  %1769 = call i64 @ZSTD_hash5Ptr(ptr noundef %1767, i32 noundef %1768)
  store i64 %1769, ptr %109, align 8
  br label %1782

1770:                                             ; preds = %1744
  %1771 = load ptr, ptr %110, align 8
  %1772 = load i32, ptr %111, align 4
  %1773 = call i64 @ZSTD_hash6Ptr(ptr noundef %1771, i32 noundef %1772)
  store i64 %1773, ptr %109, align 8
  br label %1782

1774:                                             ; preds = %1744
  %1775 = load ptr, ptr %110, align 8
  %1776 = load i32, ptr %111, align 4
  %1777 = call i64 @ZSTD_hash7Ptr(ptr noundef %1775, i32 noundef %1776)
  store i64 %1777, ptr %109, align 8
  br label %1782

1778:                                             ; preds = %1744
  %1779 = load ptr, ptr %110, align 8
  %1780 = load i32, ptr %111, align 4
  %1781 = call i64 @ZSTD_hash8Ptr(ptr noundef %1779, i32 noundef %1780)
  store i64 %1781, ptr %109, align 8
  br label %1782

1782:                                             ; preds = %1778, %1774, %1770, %1766, %1762
  %1783 = load i64, ptr %109, align 8
  %1784 = getelementptr inbounds i32, ptr %1756, i64 %1783
  store i32 %1755, ptr %1784, align 4
  %1785 = load i32, ptr %189, align 4
  %1786 = load ptr, ptr %124, align 8
  %1787 = load ptr, ptr %130, align 8
  %1788 = load i32, ptr %125, align 4
  store ptr %1787, ptr %114, align 8
  store i32 %1788, ptr %115, align 4
  store i32 8, ptr %116, align 4
  %1789 = load i32, ptr %116, align 4
  switch i32 %1789, label %1790 [
    i32 4, label %1791
    i32 5, label %1795
    i32 6, label %1799
    i32 7, label %1803
    i32 8, label %1807
  ]

1790:                                             ; preds = %1782
  br label %1791

1791:                                             ; preds = %1790, %1782
  %1792 = load ptr, ptr %114, align 8
  %1793 = load i32, ptr %115, align 4
  %1794 = call i64 @ZSTD_hash4Ptr(ptr noundef %1792, i32 noundef %1793)
  store i64 %1794, ptr %113, align 8
  br label %1811

1795:                                             ; preds = %1782
  %1796 = load ptr, ptr %114, align 8
  %1797 = load i32, ptr %115, align 4
  %1798 = call i64 @ZSTD_hash5Ptr(ptr noundef %1796, i32 noundef %1797)
  store i64 %1798, ptr %113, align 8
  br label %1811

1799:                                             ; preds = %1782
  %1800 = load ptr, ptr %114, align 8
  %1801 = load i32, ptr %115, align 4
  %1802 = call i64 @ZSTD_hash6Ptr(ptr noundef %1800, i32 noundef %1801)
  store i64 %1802, ptr %113, align 8
  br label %1811

1803:                                             ; preds = %1782
  %1804 = load ptr, ptr %114, align 8
  %1805 = load i32, ptr %115, align 4
  %1806 = call i64 @ZSTD_hash7Ptr(ptr noundef %1804, i32 noundef %1805)
  store i64 %1806, ptr %113, align 8
  br label %1811

1807:                                             ; preds = %1782
  %1808 = load ptr, ptr %114, align 8
  %1809 = load i32, ptr %115, align 4
  %1810 = call i64 @ZSTD_hash8Ptr(ptr noundef %1808, i32 noundef %1809)
  store i64 %1810, ptr %113, align 8
  br label %1811

1811:                                             ; preds = %1807, %1803, %1799, %1795, %1791
  %1812 = load i64, ptr %113, align 8
  %1813 = getelementptr inbounds i32, ptr %1786, i64 %1812
  store i32 %1785, ptr %1813, align 4
  %1814 = load i64, ptr %193, align 8
  %1815 = load ptr, ptr %130, align 8
  %1816 = getelementptr inbounds i8, ptr %1815, i64 %1814
  store ptr %1816, ptr %130, align 8
  %1817 = load ptr, ptr %130, align 8
  store ptr %1817, ptr %131, align 8
  br label %1526, !llvm.loop !26

1818:                                             ; preds = %1563, %1557
  br label %1819

1819:                                             ; preds = %1818, %1526
  br label %1820

1820:                                             ; preds = %1819, %1377
  br label %353, !llvm.loop !21

1821:                                             ; preds = %353
  %1822 = load i32, ptr %137, align 4
  %1823 = load ptr, ptr %119, align 8
  store i32 %1822, ptr %1823, align 4
  %1824 = load i32, ptr %138, align 4
  %1825 = load ptr, ptr %119, align 8
  %1826 = getelementptr inbounds i32, ptr %1825, i64 1
  store i32 %1824, ptr %1826, align 4
  %1827 = load ptr, ptr %135, align 8
  %1828 = load ptr, ptr %131, align 8
  %1829 = ptrtoint ptr %1827 to i64
  %1830 = ptrtoint ptr %1828 to i64
  %1831 = sub i64 %1829, %1830
  ret i64 %1831
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_compressBlock_doubleFast_dictMatchState_6(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  %25 = alloca i64, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca i64, align 8
  %32 = alloca i32, align 4
  %33 = alloca i64, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca ptr, align 8
  %38 = alloca ptr, align 8
  %39 = alloca i64, align 8
  %40 = alloca i32, align 4
  %41 = alloca i64, align 8
  %42 = alloca ptr, align 8
  %43 = alloca ptr, align 8
  %44 = alloca ptr, align 8
  %45 = alloca ptr, align 8
  %46 = alloca i64, align 8
  %47 = alloca ptr, align 8
  %48 = alloca ptr, align 8
  %49 = alloca i32, align 4
  %50 = alloca i64, align 8
  %51 = alloca ptr, align 8
  %52 = alloca ptr, align 8
  %53 = alloca ptr, align 8
  %54 = alloca i64, align 8
  %55 = alloca ptr, align 8
  %56 = alloca ptr, align 8
  %57 = alloca i32, align 4
  %58 = alloca i64, align 8
  %59 = alloca ptr, align 8
  %60 = alloca ptr, align 8
  %61 = alloca ptr, align 8
  %62 = alloca i64, align 8
  %63 = alloca ptr, align 8
  %64 = alloca ptr, align 8
  %65 = alloca i32, align 4
  %66 = alloca i64, align 8
  %67 = alloca ptr, align 8
  %68 = alloca ptr, align 8
  %69 = alloca i64, align 8
  %70 = alloca ptr, align 8
  %71 = alloca i32, align 4
  %72 = alloca i32, align 4
  %73 = alloca i64, align 8
  %74 = alloca ptr, align 8
  %75 = alloca i32, align 4
  %76 = alloca i32, align 4
  %77 = alloca i64, align 8
  %78 = alloca ptr, align 8
  %79 = alloca i32, align 4
  %80 = alloca i32, align 4
  %81 = alloca i64, align 8
  %82 = alloca ptr, align 8
  %83 = alloca i32, align 4
  %84 = alloca i32, align 4
  %85 = alloca i64, align 8
  %86 = alloca ptr, align 8
  %87 = alloca i32, align 4
  %88 = alloca i32, align 4
  %89 = alloca i64, align 8
  %90 = alloca ptr, align 8
  %91 = alloca i32, align 4
  %92 = alloca i32, align 4
  %93 = alloca i64, align 8
  %94 = alloca ptr, align 8
  %95 = alloca i32, align 4
  %96 = alloca i32, align 4
  %97 = alloca i64, align 8
  %98 = alloca ptr, align 8
  %99 = alloca i32, align 4
  %100 = alloca i32, align 4
  %101 = alloca i64, align 8
  %102 = alloca ptr, align 8
  %103 = alloca i32, align 4
  %104 = alloca i32, align 4
  %105 = alloca i64, align 8
  %106 = alloca ptr, align 8
  %107 = alloca i32, align 4
  %108 = alloca i32, align 4
  %109 = alloca i64, align 8
  %110 = alloca ptr, align 8
  %111 = alloca i32, align 4
  %112 = alloca i32, align 4
  %113 = alloca i64, align 8
  %114 = alloca ptr, align 8
  %115 = alloca i32, align 4
  %116 = alloca i32, align 4
  %117 = alloca ptr, align 8
  %118 = alloca ptr, align 8
  %119 = alloca ptr, align 8
  %120 = alloca ptr, align 8
  %121 = alloca i64, align 8
  %122 = alloca i32, align 4
  %123 = alloca ptr, align 8
  %124 = alloca ptr, align 8
  %125 = alloca i32, align 4
  %126 = alloca ptr, align 8
  %127 = alloca i32, align 4
  %128 = alloca ptr, align 8
  %129 = alloca ptr, align 8
  %130 = alloca ptr, align 8
  %131 = alloca ptr, align 8
  %132 = alloca i32, align 4
  %133 = alloca i32, align 4
  %134 = alloca ptr, align 8
  %135 = alloca ptr, align 8
  %136 = alloca ptr, align 8
  %137 = alloca i32, align 4
  %138 = alloca i32, align 4
  %139 = alloca ptr, align 8
  %140 = alloca ptr, align 8
  %141 = alloca ptr, align 8
  %142 = alloca ptr, align 8
  %143 = alloca i32, align 4
  %144 = alloca ptr, align 8
  %145 = alloca ptr, align 8
  %146 = alloca ptr, align 8
  %147 = alloca i32, align 4
  %148 = alloca i32, align 4
  %149 = alloca i32, align 4
  %150 = alloca i32, align 4
  %151 = alloca i64, align 8
  %152 = alloca i64, align 8
  %153 = alloca ptr, align 8
  %154 = alloca i64, align 8
  %155 = alloca i64, align 8
  %156 = alloca ptr, align 8
  %157 = alloca i64, align 8
  %158 = alloca i64, align 8
  %159 = alloca i64, align 8
  %160 = alloca i32, align 4
  %161 = alloca i64, align 8
  %162 = alloca i64, align 8
  %163 = alloca i64, align 8
  %164 = alloca i64, align 8
  %165 = alloca i32, align 4
  %166 = alloca i32, align 4
  %167 = alloca i32, align 4
  %168 = alloca i32, align 4
  %169 = alloca i32, align 4
  %170 = alloca i32, align 4
  %171 = alloca i32, align 4
  %172 = alloca ptr, align 8
  %173 = alloca ptr, align 8
  %174 = alloca i32, align 4
  %175 = alloca ptr, align 8
  %176 = alloca ptr, align 8
  %177 = alloca i32, align 4
  %178 = alloca ptr, align 8
  %179 = alloca i32, align 4
  %180 = alloca i64, align 8
  %181 = alloca i64, align 8
  %182 = alloca i32, align 4
  %183 = alloca i32, align 4
  %184 = alloca i32, align 4
  %185 = alloca ptr, align 8
  %186 = alloca i32, align 4
  %187 = alloca ptr, align 8
  %188 = alloca i32, align 4
  %189 = alloca i32, align 4
  %190 = alloca i32, align 4
  %191 = alloca ptr, align 8
  %192 = alloca ptr, align 8
  %193 = alloca i64, align 8
  %194 = alloca i32, align 4
  %195 = alloca ptr, align 8
  %196 = alloca ptr, align 8
  %197 = alloca ptr, align 8
  %198 = alloca ptr, align 8
  %199 = alloca i64, align 8
  store ptr %0, ptr %195, align 8
  store ptr %1, ptr %196, align 8
  store ptr %2, ptr %197, align 8
  store ptr %3, ptr %198, align 8
  store i64 %4, ptr %199, align 8
  %200 = load ptr, ptr %195, align 8
  %201 = load ptr, ptr %196, align 8
  %202 = load ptr, ptr %197, align 8
  %203 = load ptr, ptr %198, align 8
  %204 = load i64, ptr %199, align 8
  store ptr %200, ptr %117, align 8
  store ptr %201, ptr %118, align 8
  store ptr %202, ptr %119, align 8
  store ptr %203, ptr %120, align 8
  store i64 %204, ptr %121, align 8
  store i32 6, ptr %122, align 4
  %205 = load ptr, ptr %117, align 8
  %206 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %205, i32 0, i32 16
  store ptr %206, ptr %123, align 8
  %207 = load ptr, ptr %117, align 8
  %208 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %207, i32 0, i32 9
  %209 = load ptr, ptr %208, align 8
  store ptr %209, ptr %124, align 8
  %210 = load ptr, ptr %123, align 8
  %211 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %210, i32 0, i32 2
  %212 = load i32, ptr %211, align 4
  store i32 %212, ptr %125, align 4
  %213 = load ptr, ptr %117, align 8
  %214 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %213, i32 0, i32 11
  %215 = load ptr, ptr %214, align 8
  store ptr %215, ptr %126, align 8
  %216 = load ptr, ptr %123, align 8
  %217 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %216, i32 0, i32 1
  %218 = load i32, ptr %217, align 4
  store i32 %218, ptr %127, align 4
  %219 = load ptr, ptr %117, align 8
  %220 = getelementptr inbounds %struct.ZSTD_window_t, ptr %219, i32 0, i32 1
  %221 = load ptr, ptr %220, align 8
  store ptr %221, ptr %128, align 8
  %222 = load ptr, ptr %120, align 8
  store ptr %222, ptr %129, align 8
  %223 = load ptr, ptr %129, align 8
  store ptr %223, ptr %130, align 8
  %224 = load ptr, ptr %129, align 8
  store ptr %224, ptr %131, align 8
  %225 = load ptr, ptr %129, align 8
  %226 = load ptr, ptr %128, align 8
  %227 = ptrtoint ptr %225 to i64
  %228 = ptrtoint ptr %226 to i64
  %229 = sub i64 %227, %228
  %230 = load i64, ptr %121, align 8
  %231 = add i64 %229, %230
  %232 = trunc i64 %231 to i32
  store i32 %232, ptr %132, align 4
  %233 = load ptr, ptr %117, align 8
  %234 = load i32, ptr %132, align 4
  %235 = load ptr, ptr %123, align 8
  %236 = load i32, ptr %235, align 4
  %237 = call i32 @ZSTD_getLowestPrefixIndex(ptr noundef %233, i32 noundef %234, i32 noundef %236)
  store i32 %237, ptr %133, align 4
  %238 = load ptr, ptr %128, align 8
  %239 = load i32, ptr %133, align 4
  %240 = zext i32 %239 to i64
  %241 = getelementptr inbounds i8, ptr %238, i64 %240
  store ptr %241, ptr %134, align 8
  %242 = load ptr, ptr %129, align 8
  %243 = load i64, ptr %121, align 8
  %244 = getelementptr inbounds i8, ptr %242, i64 %243
  store ptr %244, ptr %135, align 8
  %245 = load ptr, ptr %135, align 8
  %246 = getelementptr inbounds i8, ptr %245, i64 -8
  store ptr %246, ptr %136, align 8
  %247 = load ptr, ptr %119, align 8
  %248 = load i32, ptr %247, align 4
  store i32 %248, ptr %137, align 4
  %249 = load ptr, ptr %119, align 8
  %250 = getelementptr inbounds i32, ptr %249, i64 1
  %251 = load i32, ptr %250, align 4
  store i32 %251, ptr %138, align 4
  %252 = load ptr, ptr %117, align 8
  %253 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %252, i32 0, i32 15
  %254 = load ptr, ptr %253, align 8
  store ptr %254, ptr %139, align 8
  %255 = load ptr, ptr %139, align 8
  %256 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %255, i32 0, i32 16
  store ptr %256, ptr %140, align 8
  %257 = load ptr, ptr %139, align 8
  %258 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %257, i32 0, i32 9
  %259 = load ptr, ptr %258, align 8
  store ptr %259, ptr %141, align 8
  %260 = load ptr, ptr %139, align 8
  %261 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %260, i32 0, i32 11
  %262 = load ptr, ptr %261, align 8
  store ptr %262, ptr %142, align 8
  %263 = load ptr, ptr %139, align 8
  %264 = getelementptr inbounds %struct.ZSTD_window_t, ptr %263, i32 0, i32 3
  %265 = load i32, ptr %264, align 8
  store i32 %265, ptr %143, align 4
  %266 = load ptr, ptr %139, align 8
  %267 = getelementptr inbounds %struct.ZSTD_window_t, ptr %266, i32 0, i32 1
  %268 = load ptr, ptr %267, align 8
  store ptr %268, ptr %144, align 8
  %269 = load ptr, ptr %144, align 8
  %270 = load i32, ptr %143, align 4
  %271 = zext i32 %270 to i64
  %272 = getelementptr inbounds i8, ptr %269, i64 %271
  store ptr %272, ptr %145, align 8
  %273 = load ptr, ptr %139, align 8
  %274 = load ptr, ptr %273, align 8
  store ptr %274, ptr %146, align 8
  %275 = load i32, ptr %133, align 4
  %276 = load ptr, ptr %146, align 8
  %277 = load ptr, ptr %144, align 8
  %278 = ptrtoint ptr %276 to i64
  %279 = ptrtoint ptr %277 to i64
  %280 = sub i64 %278, %279
  %281 = trunc i64 %280 to i32
  %282 = sub i32 %275, %281
  store i32 %282, ptr %147, align 4
  %283 = load ptr, ptr %140, align 8
  %284 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %283, i32 0, i32 2
  %285 = load i32, ptr %284, align 4
  %286 = add i32 %285, 8
  store i32 %286, ptr %148, align 4
  %287 = load ptr, ptr %140, align 8
  %288 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %287, i32 0, i32 1
  %289 = load i32, ptr %288, align 4
  %290 = add i32 %289, 8
  store i32 %290, ptr %149, align 4
  %291 = load ptr, ptr %130, align 8
  %292 = load ptr, ptr %134, align 8
  %293 = ptrtoint ptr %291 to i64
  %294 = ptrtoint ptr %292 to i64
  %295 = sub i64 %293, %294
  %296 = load ptr, ptr %146, align 8
  %297 = load ptr, ptr %145, align 8
  %298 = ptrtoint ptr %296 to i64
  %299 = ptrtoint ptr %297 to i64
  %300 = sub i64 %298, %299
  %301 = add nsw i64 %295, %300
  %302 = trunc i64 %301 to i32
  store i32 %302, ptr %150, align 4
  %303 = load ptr, ptr %117, align 8
  %304 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %303, i32 0, i32 18
  %305 = load i32, ptr %304, align 8
  %306 = icmp ne i32 %305, 0
  br i1 %306, label %307, label %346

307:                                              ; preds = %5
  %308 = load ptr, ptr %140, align 8
  %309 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %308, i32 0, i32 2
  %310 = load i32, ptr %309, align 4
  %311 = zext i32 %310 to i64
  %312 = shl i64 1, %311
  %313 = mul i64 %312, 4
  store i64 %313, ptr %151, align 8
  %314 = load ptr, ptr %140, align 8
  %315 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %314, i32 0, i32 1
  %316 = load i32, ptr %315, align 4
  %317 = zext i32 %316 to i64
  %318 = shl i64 1, %317
  %319 = mul i64 %318, 4
  store i64 %319, ptr %152, align 8
  %320 = load ptr, ptr %141, align 8
  store ptr %320, ptr %153, align 8
  %321 = load i64, ptr %151, align 8
  store i64 %321, ptr %154, align 8
  store i64 0, ptr %155, align 8
  br label %322

322:                                              ; preds = %326, %307
  %323 = load i64, ptr %155, align 8
  %324 = load i64, ptr %154, align 8
  %325 = icmp ult i64 %323, %324
  br i1 %325, label %326, label %332

326:                                              ; preds = %322
  %327 = load ptr, ptr %153, align 8
  %328 = load i64, ptr %155, align 8
  %329 = getelementptr inbounds i8, ptr %327, i64 %328
  call void @llvm.prefetch.p0(ptr %329, i32 0, i32 2, i32 1)
  %330 = load i64, ptr %155, align 8
  %331 = add i64 %330, 64
  store i64 %331, ptr %155, align 8
  br label %322, !llvm.loop !17

332:                                              ; preds = %322
  %333 = load ptr, ptr %142, align 8
  store ptr %333, ptr %156, align 8
  %334 = load i64, ptr %152, align 8
  store i64 %334, ptr %157, align 8
  store i64 0, ptr %158, align 8
  br label %335

335:                                              ; preds = %339, %332
  %336 = load i64, ptr %158, align 8
  %337 = load i64, ptr %157, align 8
  %338 = icmp ult i64 %336, %337
  br i1 %338, label %339, label %345

339:                                              ; preds = %335
  %340 = load ptr, ptr %156, align 8
  %341 = load i64, ptr %158, align 8
  %342 = getelementptr inbounds i8, ptr %340, i64 %341
  call void @llvm.prefetch.p0(ptr %342, i32 0, i32 2, i32 1)
  %343 = load i64, ptr %158, align 8
  %344 = add i64 %343, 64
  store i64 %344, ptr %158, align 8
  br label %335, !llvm.loop !18

345:                                              ; preds = %335
  br label %346

346:                                              ; preds = %345, %5
  %347 = load i32, ptr %150, align 4
  %348 = icmp eq i32 %347, 0
  %349 = zext i1 %348 to i32
  %350 = load ptr, ptr %130, align 8
  %351 = sext i32 %349 to i64
  %352 = getelementptr inbounds i8, ptr %350, i64 %351
  store ptr %352, ptr %130, align 8
  br label %353

353:                                              ; preds = %1820, %892, %346
  %354 = load ptr, ptr %130, align 8
  %355 = load ptr, ptr %136, align 8
  %356 = icmp ult ptr %354, %355
  br i1 %356, label %357, label %1821

357:                                              ; preds = %353
  %358 = load ptr, ptr %130, align 8
  %359 = load i32, ptr %125, align 4
  store ptr %358, ptr %70, align 8
  store i32 %359, ptr %71, align 4
  store i32 8, ptr %72, align 4
  %360 = load i32, ptr %72, align 4
  switch i32 %360, label %361 [
    i32 4, label %362
    i32 5, label %366
    i32 6, label %370
    i32 7, label %374
    i32 8, label %378
  ]

361:                                              ; preds = %357
  br label %362

362:                                              ; preds = %361, %357
  %363 = load ptr, ptr %70, align 8
  %364 = load i32, ptr %71, align 4
  %365 = call i64 @ZSTD_hash4Ptr(ptr noundef %363, i32 noundef %364)
  store i64 %365, ptr %69, align 8
  br label %382

366:                                              ; preds = %357
  %367 = load ptr, ptr %70, align 8
  %368 = load i32, ptr %71, align 4
  %369 = call i64 @ZSTD_hash5Ptr(ptr noundef %367, i32 noundef %368)
  store i64 %369, ptr %69, align 8
  br label %382

370:                                              ; preds = %357
  %371 = load ptr, ptr %70, align 8
  %372 = load i32, ptr %71, align 4
  %373 = call i64 @ZSTD_hash6Ptr(ptr noundef %371, i32 noundef %372)
  store i64 %373, ptr %69, align 8
  br label %382

374:                                              ; preds = %357
  %375 = load ptr, ptr %70, align 8
  %376 = load i32, ptr %71, align 4
  %377 = call i64 @ZSTD_hash7Ptr(ptr noundef %375, i32 noundef %376)
  store i64 %377, ptr %69, align 8
  br label %382

378:                                              ; preds = %357
  %379 = load ptr, ptr %70, align 8
  %380 = load i32, ptr %71, align 4
  %381 = call i64 @ZSTD_hash8Ptr(ptr noundef %379, i32 noundef %380)
  store i64 %381, ptr %69, align 8
  br label %382

382:                                              ; preds = %378, %374, %370, %366, %362
  %383 = load i64, ptr %69, align 8
  store i64 %383, ptr %161, align 8
  %384 = load ptr, ptr %130, align 8
  %385 = load i32, ptr %127, align 4
  %386 = load i32, ptr %122, align 4
  store ptr %384, ptr %74, align 8
  store i32 %385, ptr %75, align 4
  store i32 %386, ptr %76, align 4
  %387 = load i32, ptr %76, align 4
  switch i32 %387, label %388 [
    i32 4, label %389
    i32 5, label %393
    i32 6, label %397
    i32 7, label %401
    i32 8, label %405
  ]

388:                                              ; preds = %382
  br label %389

389:                                              ; preds = %388, %382
  %390 = load ptr, ptr %74, align 8
  %391 = load i32, ptr %75, align 4
  %392 = call i64 @ZSTD_hash4Ptr(ptr noundef %390, i32 noundef %391)
  store i64 %392, ptr %73, align 8
  br label %409

393:                                              ; preds = %382
  %394 = load ptr, ptr %74, align 8
  %395 = load i32, ptr %75, align 4
  %396 = call i64 @ZSTD_hash5Ptr(ptr noundef %394, i32 noundef %395)
  store i64 %396, ptr %73, align 8
  br label %409

397:                                              ; preds = %382
  %398 = load ptr, ptr %74, align 8
  %399 = load i32, ptr %75, align 4
  %400 = call i64 @ZSTD_hash6Ptr(ptr noundef %398, i32 noundef %399)
  store i64 %400, ptr %73, align 8
  br label %409

401:                                              ; preds = %382
  %402 = load ptr, ptr %74, align 8
  %403 = load i32, ptr %75, align 4
  %404 = call i64 @ZSTD_hash7Ptr(ptr noundef %402, i32 noundef %403)
  store i64 %404, ptr %73, align 8
  br label %409

405:                                              ; preds = %382
  %406 = load ptr, ptr %74, align 8
  %407 = load i32, ptr %75, align 4
  %408 = call i64 @ZSTD_hash8Ptr(ptr noundef %406, i32 noundef %407)
  store i64 %408, ptr %73, align 8
  br label %409

409:                                              ; preds = %405, %401, %397, %393, %389
  %410 = load i64, ptr %73, align 8
  store i64 %410, ptr %162, align 8
  %411 = load ptr, ptr %130, align 8
  %412 = load i32, ptr %148, align 4
  store ptr %411, ptr %78, align 8
  store i32 %412, ptr %79, align 4
  store i32 8, ptr %80, align 4
  %413 = load i32, ptr %80, align 4
  switch i32 %413, label %414 [
    i32 4, label %415
    i32 5, label %419
    i32 6, label %423
    i32 7, label %427
    i32 8, label %431
  ]

414:                                              ; preds = %409
  br label %415

415:                                              ; preds = %414, %409
  %416 = load ptr, ptr %78, align 8
  %417 = load i32, ptr %79, align 4
  %418 = call i64 @ZSTD_hash4Ptr(ptr noundef %416, i32 noundef %417)
  store i64 %418, ptr %77, align 8
  br label %435

419:                                              ; preds = %409
  %420 = load ptr, ptr %78, align 8
  %421 = load i32, ptr %79, align 4
  %422 = call i64 @ZSTD_hash5Ptr(ptr noundef %420, i32 noundef %421)
  store i64 %422, ptr %77, align 8
  br label %435

423:                                              ; preds = %409
  %424 = load ptr, ptr %78, align 8
  %425 = load i32, ptr %79, align 4
  %426 = call i64 @ZSTD_hash6Ptr(ptr noundef %424, i32 noundef %425)
  store i64 %426, ptr %77, align 8
  br label %435

427:                                              ; preds = %409
  %428 = load ptr, ptr %78, align 8
  %429 = load i32, ptr %79, align 4
  %430 = call i64 @ZSTD_hash7Ptr(ptr noundef %428, i32 noundef %429)
  store i64 %430, ptr %77, align 8
  br label %435

431:                                              ; preds = %409
  %432 = load ptr, ptr %78, align 8
  %433 = load i32, ptr %79, align 4
  %434 = call i64 @ZSTD_hash8Ptr(ptr noundef %432, i32 noundef %433)
  store i64 %434, ptr %77, align 8
  br label %435

435:                                              ; preds = %431, %427, %423, %419, %415
  %436 = load i64, ptr %77, align 8
  store i64 %436, ptr %163, align 8
  %437 = load ptr, ptr %130, align 8
  %438 = load i32, ptr %149, align 4
  %439 = load i32, ptr %122, align 4
  store ptr %437, ptr %82, align 8
  store i32 %438, ptr %83, align 4
  store i32 %439, ptr %84, align 4
  %440 = load i32, ptr %84, align 4
  switch i32 %440, label %441 [
    i32 4, label %442
    i32 5, label %446
    i32 6, label %450
    i32 7, label %454
    i32 8, label %458
  ]

441:                                              ; preds = %435
  br label %442

442:                                              ; preds = %441, %435
  %443 = load ptr, ptr %82, align 8
  %444 = load i32, ptr %83, align 4
  %445 = call i64 @ZSTD_hash4Ptr(ptr noundef %443, i32 noundef %444)
  store i64 %445, ptr %81, align 8
  br label %462

446:                                              ; preds = %435
  %447 = load ptr, ptr %82, align 8
  %448 = load i32, ptr %83, align 4
  %449 = call i64 @ZSTD_hash5Ptr(ptr noundef %447, i32 noundef %448)
  store i64 %449, ptr %81, align 8
  br label %462

450:                                              ; preds = %435
  %451 = load ptr, ptr %82, align 8
  %452 = load i32, ptr %83, align 4
  %453 = call i64 @ZSTD_hash6Ptr(ptr noundef %451, i32 noundef %452)
  store i64 %453, ptr %81, align 8
  br label %462

454:                                              ; preds = %435
  %455 = load ptr, ptr %82, align 8
  %456 = load i32, ptr %83, align 4
  %457 = call i64 @ZSTD_hash7Ptr(ptr noundef %455, i32 noundef %456)
  store i64 %457, ptr %81, align 8
  br label %462

458:                                              ; preds = %435
  %459 = load ptr, ptr %82, align 8
  %460 = load i32, ptr %83, align 4
  %461 = call i64 @ZSTD_hash8Ptr(ptr noundef %459, i32 noundef %460)
  store i64 %461, ptr %81, align 8
  br label %462

462:                                              ; preds = %458, %454, %450, %446, %442
  %463 = load i64, ptr %81, align 8
  store i64 %463, ptr %164, align 8
  %464 = load ptr, ptr %141, align 8
  %465 = load i64, ptr %163, align 8
  %466 = lshr i64 %465, 8
  %467 = getelementptr inbounds i32, ptr %464, i64 %466
  %468 = load i32, ptr %467, align 4
  store i32 %468, ptr %165, align 4
  %469 = load ptr, ptr %142, align 8
  %470 = load i64, ptr %164, align 8
  %471 = lshr i64 %470, 8
  %472 = getelementptr inbounds i32, ptr %469, i64 %471
  %473 = load i32, ptr %472, align 4
  store i32 %473, ptr %166, align 4
  %474 = load i32, ptr %165, align 4
  %475 = zext i32 %474 to i64
  %476 = load i64, ptr %163, align 8
  %477 = call i32 @ZSTD_comparePackedTags(i64 noundef %475, i64 noundef %476)
  store i32 %477, ptr %167, align 4
  %478 = load i32, ptr %166, align 4
  %479 = zext i32 %478 to i64
  %480 = load i64, ptr %164, align 8
  %481 = call i32 @ZSTD_comparePackedTags(i64 noundef %479, i64 noundef %480)
  store i32 %481, ptr %168, align 4
  %482 = load ptr, ptr %130, align 8
  %483 = load ptr, ptr %128, align 8
  %484 = ptrtoint ptr %482 to i64
  %485 = ptrtoint ptr %483 to i64
  %486 = sub i64 %484, %485
  %487 = trunc i64 %486 to i32
  store i32 %487, ptr %169, align 4
  %488 = load ptr, ptr %124, align 8
  %489 = load i64, ptr %161, align 8
  %490 = getelementptr inbounds i32, ptr %488, i64 %489
  %491 = load i32, ptr %490, align 4
  store i32 %491, ptr %170, align 4
  %492 = load ptr, ptr %126, align 8
  %493 = load i64, ptr %162, align 8
  %494 = getelementptr inbounds i32, ptr %492, i64 %493
  %495 = load i32, ptr %494, align 4
  store i32 %495, ptr %171, align 4
  %496 = load ptr, ptr %128, align 8
  %497 = load i32, ptr %170, align 4
  %498 = zext i32 %497 to i64
  %499 = getelementptr inbounds i8, ptr %496, i64 %498
  store ptr %499, ptr %172, align 8
  %500 = load ptr, ptr %128, align 8
  %501 = load i32, ptr %171, align 4
  %502 = zext i32 %501 to i64
  %503 = getelementptr inbounds i8, ptr %500, i64 %502
  store ptr %503, ptr %173, align 8
  %504 = load i32, ptr %169, align 4
  %505 = add i32 %504, 1
  %506 = load i32, ptr %137, align 4
  %507 = sub i32 %505, %506
  store i32 %507, ptr %174, align 4
  %508 = load i32, ptr %174, align 4
  %509 = load i32, ptr %133, align 4
  %510 = icmp ult i32 %508, %509
  br i1 %510, label %511, label %518

511:                                              ; preds = %462
  %512 = load ptr, ptr %144, align 8
  %513 = load i32, ptr %174, align 4
  %514 = load i32, ptr %147, align 4
  %515 = sub i32 %513, %514
  %516 = zext i32 %515 to i64
  %517 = getelementptr inbounds i8, ptr %512, i64 %516
  br label %523

518:                                              ; preds = %462
  %519 = load ptr, ptr %128, align 8
  %520 = load i32, ptr %174, align 4
  %521 = zext i32 %520 to i64
  %522 = getelementptr inbounds i8, ptr %519, i64 %521
  br label %523

523:                                              ; preds = %518, %511
  %524 = phi ptr [ %517, %511 ], [ %522, %518 ]
  store ptr %524, ptr %175, align 8
  %525 = load i32, ptr %169, align 4
  %526 = load ptr, ptr %126, align 8
  %527 = load i64, ptr %162, align 8
  %528 = getelementptr inbounds i32, ptr %526, i64 %527
  store i32 %525, ptr %528, align 4
  %529 = load ptr, ptr %124, align 8
  %530 = load i64, ptr %161, align 8
  %531 = getelementptr inbounds i32, ptr %529, i64 %530
  store i32 %525, ptr %531, align 4
  %532 = load i32, ptr %133, align 4
  %533 = load i32, ptr %174, align 4
  %534 = call i32 @ZSTD_index_overlap_check(i32 noundef %532, i32 noundef %533)
  %535 = icmp ne i32 %534, 0
  br i1 %535, label %536, label %734

536:                                              ; preds = %523
  %537 = load ptr, ptr %175, align 8
  %538 = call i32 @MEM_read32(ptr noundef %537)
  %539 = load ptr, ptr %130, align 8
  %540 = getelementptr inbounds i8, ptr %539, i64 1
  %541 = call i32 @MEM_read32(ptr noundef %540)
  %542 = icmp eq i32 %538, %541
  br i1 %542, label %543, label %734

543:                                              ; preds = %536
  %544 = load i32, ptr %174, align 4
  %545 = load i32, ptr %133, align 4
  %546 = icmp ult i32 %544, %545
  br i1 %546, label %547, label %549

547:                                              ; preds = %543
  %548 = load ptr, ptr %146, align 8
  br label %551

549:                                              ; preds = %543
  %550 = load ptr, ptr %135, align 8
  br label %551

551:                                              ; preds = %549, %547
  %552 = phi ptr [ %548, %547 ], [ %550, %549 ]
  store ptr %552, ptr %176, align 8
  %553 = load ptr, ptr %130, align 8
  %554 = getelementptr inbounds i8, ptr %553, i64 1
  %555 = getelementptr inbounds i8, ptr %554, i64 4
  %556 = load ptr, ptr %175, align 8
  %557 = getelementptr inbounds i8, ptr %556, i64 4
  %558 = load ptr, ptr %135, align 8
  %559 = load ptr, ptr %176, align 8
  %560 = load ptr, ptr %134, align 8
  %561 = call i64 @ZSTD_count_2segments(ptr noundef %555, ptr noundef %557, ptr noundef %558, ptr noundef %559, ptr noundef %560)
  %562 = add i64 %561, 4
  store i64 %562, ptr %159, align 8
  %563 = load ptr, ptr %130, align 8
  %564 = getelementptr inbounds i8, ptr %563, i32 1
  store ptr %564, ptr %130, align 8
  %565 = load ptr, ptr %118, align 8
  %566 = load ptr, ptr %130, align 8
  %567 = load ptr, ptr %131, align 8
  %568 = ptrtoint ptr %566 to i64
  %569 = ptrtoint ptr %567 to i64
  %570 = sub i64 %568, %569
  %571 = load ptr, ptr %131, align 8
  %572 = load ptr, ptr %135, align 8
  %573 = load i64, ptr %159, align 8
  store ptr %565, ptr %45, align 8
  store i64 %570, ptr %46, align 8
  store ptr %571, ptr %47, align 8
  store ptr %572, ptr %48, align 8
  store i32 1, ptr %49, align 4
  store i64 %573, ptr %50, align 8
  %574 = load ptr, ptr %48, align 8
  %575 = getelementptr inbounds i8, ptr %574, i64 -32
  store ptr %575, ptr %51, align 8
  %576 = load ptr, ptr %47, align 8
  %577 = load i64, ptr %46, align 8
  %578 = getelementptr inbounds i8, ptr %576, i64 %577
  store ptr %578, ptr %52, align 8
  %579 = load ptr, ptr %52, align 8
  %580 = load ptr, ptr %51, align 8
  %581 = icmp ule ptr %579, %580
  br i1 %581, label %582, label %655

582:                                              ; preds = %551
  %583 = load ptr, ptr %45, align 8
  %584 = getelementptr inbounds %struct.SeqStore_t, ptr %583, i32 0, i32 3
  %585 = load ptr, ptr %584, align 8
  %586 = load ptr, ptr %47, align 8
  call void @ZSTD_copy16(ptr noundef %585, ptr noundef %586)
  %587 = load i64, ptr %46, align 8
  %588 = icmp ugt i64 %587, 16
  br i1 %588, label %589, label %654

589:                                              ; preds = %582
  %590 = load ptr, ptr %45, align 8
  %591 = getelementptr inbounds %struct.SeqStore_t, ptr %590, i32 0, i32 3
  %592 = load ptr, ptr %591, align 8
  %593 = getelementptr inbounds i8, ptr %592, i64 16
  %594 = load ptr, ptr %47, align 8
  %595 = getelementptr inbounds i8, ptr %594, i64 16
  %596 = load i64, ptr %46, align 8
  %597 = sub nsw i64 %596, 16
  store ptr %593, ptr %37, align 8
  store ptr %595, ptr %38, align 8
  store i64 %597, ptr %39, align 8
  store i32 0, ptr %40, align 4
  %598 = load ptr, ptr %37, align 8
  %599 = load ptr, ptr %38, align 8
  %600 = ptrtoint ptr %598 to i64
  %601 = ptrtoint ptr %599 to i64
  %602 = sub i64 %600, %601
  store i64 %602, ptr %41, align 8
  %603 = load ptr, ptr %38, align 8
  store ptr %603, ptr %42, align 8
  %604 = load ptr, ptr %37, align 8
  store ptr %604, ptr %43, align 8
  %605 = load ptr, ptr %43, align 8
  %606 = load i64, ptr %39, align 8
  %607 = getelementptr inbounds i8, ptr %605, i64 %606
  store ptr %607, ptr %44, align 8
  %608 = load i32, ptr %40, align 4
  %609 = icmp eq i32 %608, 1
  br i1 %609, label %610, label %625

610:                                              ; preds = %589
  %611 = load i64, ptr %41, align 8
  %612 = icmp slt i64 %611, 16
  br i1 %612, label %613, label %625

613:                                              ; preds = %610
  br label %614

614:                                              ; preds = %614, %613
  %615 = load ptr, ptr %43, align 8
  %616 = load ptr, ptr %42, align 8
  call void @ZSTD_copy8(ptr noundef %615, ptr noundef %616)
  %617 = load ptr, ptr %43, align 8
  %618 = getelementptr inbounds i8, ptr %617, i64 8
  store ptr %618, ptr %43, align 8
  %619 = load ptr, ptr %42, align 8
  %620 = getelementptr inbounds i8, ptr %619, i64 8
  store ptr %620, ptr %42, align 8
  %621 = load ptr, ptr %43, align 8
  %622 = load ptr, ptr %44, align 8
  %623 = icmp ult ptr %621, %622
  br i1 %623, label %614, label %624, !llvm.loop !11

624:                                              ; preds = %614
  br label %653

625:                                              ; preds = %610, %589
  %626 = load ptr, ptr %43, align 8
  %627 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %626, ptr noundef %627)
  %628 = load i64, ptr %39, align 8
  %629 = icmp sge i64 16, %628
  br i1 %629, label %630, label %631

630:                                              ; preds = %625
  br label %653

631:                                              ; preds = %625
  %632 = load ptr, ptr %43, align 8
  %633 = getelementptr inbounds i8, ptr %632, i64 16
  store ptr %633, ptr %43, align 8
  %634 = load ptr, ptr %42, align 8
  %635 = getelementptr inbounds i8, ptr %634, i64 16
  store ptr %635, ptr %42, align 8
  br label %636

636:                                              ; preds = %636, %631
  %637 = load ptr, ptr %43, align 8
  %638 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %637, ptr noundef %638)
  %639 = load ptr, ptr %43, align 8
  %640 = getelementptr inbounds i8, ptr %639, i64 16
  store ptr %640, ptr %43, align 8
  %641 = load ptr, ptr %42, align 8
  %642 = getelementptr inbounds i8, ptr %641, i64 16
  store ptr %642, ptr %42, align 8
  %643 = load ptr, ptr %43, align 8
  %644 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %643, ptr noundef %644)
  %645 = load ptr, ptr %43, align 8
  %646 = getelementptr inbounds i8, ptr %645, i64 16
  store ptr %646, ptr %43, align 8
  %647 = load ptr, ptr %42, align 8
  %648 = getelementptr inbounds i8, ptr %647, i64 16
  store ptr %648, ptr %42, align 8
  %649 = load ptr, ptr %43, align 8
  %650 = load ptr, ptr %44, align 8
  %651 = icmp ult ptr %649, %650
  br i1 %651, label %636, label %652, !llvm.loop !12

652:                                              ; preds = %636
  br label %653

653:                                              ; preds = %652, %630, %624
  br label %654

654:                                              ; preds = %653, %582
  br label %662

655:                                              ; preds = %551
  %656 = load ptr, ptr %45, align 8
  %657 = getelementptr inbounds %struct.SeqStore_t, ptr %656, i32 0, i32 3
  %658 = load ptr, ptr %657, align 8
  %659 = load ptr, ptr %47, align 8
  %660 = load ptr, ptr %52, align 8
  %661 = load ptr, ptr %51, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %658, ptr noundef %659, ptr noundef %660, ptr noundef %661)
  br label %662

662:                                              ; preds = %655, %654
  %663 = load i64, ptr %46, align 8
  %664 = load ptr, ptr %45, align 8
  %665 = getelementptr inbounds %struct.SeqStore_t, ptr %664, i32 0, i32 3
  %666 = load ptr, ptr %665, align 8
  %667 = getelementptr inbounds i8, ptr %666, i64 %663
  store ptr %667, ptr %665, align 8
  %668 = load ptr, ptr %45, align 8
  %669 = load i64, ptr %46, align 8
  %670 = load i32, ptr %49, align 4
  %671 = load i64, ptr %50, align 8
  store ptr %668, ptr %16, align 8
  store i64 %669, ptr %17, align 8
  store i32 %670, ptr %18, align 4
  store i64 %671, ptr %19, align 8
  %672 = load i64, ptr %17, align 8
  %673 = icmp ugt i64 %672, 65535
  %674 = zext i1 %673 to i32
  %675 = sext i32 %674 to i64
  br i1 %673, label %676, label %691

676:                                              ; preds = %662
  %677 = load ptr, ptr %16, align 8
  %678 = getelementptr inbounds %struct.SeqStore_t, ptr %677, i32 0, i32 9
  store i32 1, ptr %678, align 8
  %679 = load ptr, ptr %16, align 8
  %680 = getelementptr inbounds %struct.SeqStore_t, ptr %679, i32 0, i32 1
  %681 = load ptr, ptr %680, align 8
  %682 = load ptr, ptr %16, align 8
  %683 = load ptr, ptr %682, align 8
  %684 = ptrtoint ptr %681 to i64
  %685 = ptrtoint ptr %683 to i64
  %686 = sub i64 %684, %685
  %687 = sdiv exact i64 %686, 8
  %688 = trunc i64 %687 to i32
  %689 = load ptr, ptr %16, align 8
  %690 = getelementptr inbounds %struct.SeqStore_t, ptr %689, i32 0, i32 10
  store i32 %688, ptr %690, align 4
  br label %691

691:                                              ; preds = %676, %662
  %692 = load i64, ptr %17, align 8
  %693 = trunc i64 %692 to i16
  %694 = load ptr, ptr %16, align 8
  %695 = getelementptr inbounds %struct.SeqStore_t, ptr %694, i32 0, i32 1
  %696 = load ptr, ptr %695, align 8
  %697 = getelementptr inbounds %struct.SeqDef_s, ptr %696, i32 0, i32 1
  store i16 %693, ptr %697, align 4
  %698 = load i32, ptr %18, align 4
  %699 = load ptr, ptr %16, align 8
  %700 = getelementptr inbounds %struct.SeqStore_t, ptr %699, i32 0, i32 1
  %701 = load ptr, ptr %700, align 8
  store i32 %698, ptr %701, align 4
  %702 = load i64, ptr %19, align 8
  %703 = sub i64 %702, 3
  store i64 %703, ptr %20, align 8
  %704 = load i64, ptr %20, align 8
  %705 = icmp ugt i64 %704, 65535
  %706 = zext i1 %705 to i32
  %707 = sext i32 %706 to i64
  br i1 %705, label %708, label %723

708:                                              ; preds = %691
  %709 = load ptr, ptr %16, align 8
  %710 = getelementptr inbounds %struct.SeqStore_t, ptr %709, i32 0, i32 9
  store i32 2, ptr %710, align 8
  %711 = load ptr, ptr %16, align 8
  %712 = getelementptr inbounds %struct.SeqStore_t, ptr %711, i32 0, i32 1
  %713 = load ptr, ptr %712, align 8
  %714 = load ptr, ptr %16, align 8
  %715 = load ptr, ptr %714, align 8
  %716 = ptrtoint ptr %713 to i64
  %717 = ptrtoint ptr %715 to i64
  %718 = sub i64 %716, %717
  %719 = sdiv exact i64 %718, 8
  %720 = trunc i64 %719 to i32
  %721 = load ptr, ptr %16, align 8
  %722 = getelementptr inbounds %struct.SeqStore_t, ptr %721, i32 0, i32 10
  store i32 %720, ptr %722, align 4
  br label %723

723:                                              ; preds = %708, %691
  %724 = load i64, ptr %20, align 8
  %725 = trunc i64 %724 to i16
  %726 = load ptr, ptr %16, align 8
  %727 = getelementptr inbounds %struct.SeqStore_t, ptr %726, i32 0, i32 1
  %728 = load ptr, ptr %727, align 8
  %729 = getelementptr inbounds %struct.SeqDef_s, ptr %728, i32 0, i32 2
  store i16 %725, ptr %729, align 2
  %730 = load ptr, ptr %16, align 8
  %731 = getelementptr inbounds %struct.SeqStore_t, ptr %730, i32 0, i32 1
  %732 = load ptr, ptr %731, align 8
  %733 = getelementptr inbounds %struct.SeqDef_s, ptr %732, i32 1
  store ptr %733, ptr %731, align 8
  br label %1377

734:                                              ; preds = %536, %523
  %735 = load i32, ptr %170, align 4
  %736 = load i32, ptr %133, align 4
  %737 = icmp uge i32 %735, %736
  br i1 %737, label %738, label %789

738:                                              ; preds = %734
  %739 = load ptr, ptr %172, align 8
  %740 = call i64 @MEM_read64(ptr noundef %739)
  %741 = load ptr, ptr %130, align 8
  %742 = call i64 @MEM_read64(ptr noundef %741)
  %743 = icmp eq i64 %740, %742
  br i1 %743, label %744, label %789

744:                                              ; preds = %738
  %745 = load ptr, ptr %130, align 8
  %746 = getelementptr inbounds i8, ptr %745, i64 8
  %747 = load ptr, ptr %172, align 8
  %748 = getelementptr inbounds i8, ptr %747, i64 8
  %749 = load ptr, ptr %135, align 8
  %750 = call i64 @ZSTD_count(ptr noundef %746, ptr noundef %748, ptr noundef %749)
  %751 = add i64 %750, 8
  store i64 %751, ptr %159, align 8
  %752 = load ptr, ptr %130, align 8
  %753 = load ptr, ptr %172, align 8
  %754 = ptrtoint ptr %752 to i64
  %755 = ptrtoint ptr %753 to i64
  %756 = sub i64 %754, %755
  %757 = trunc i64 %756 to i32
  store i32 %757, ptr %160, align 4
  br label %758

758:                                              ; preds = %781, %744
  %759 = load ptr, ptr %130, align 8
  %760 = load ptr, ptr %131, align 8
  %761 = icmp ugt ptr %759, %760
  %762 = zext i1 %761 to i32
  %763 = load ptr, ptr %172, align 8
  %764 = load ptr, ptr %134, align 8
  %765 = icmp ugt ptr %763, %764
  %766 = zext i1 %765 to i32
  %767 = and i32 %762, %766
  %768 = icmp ne i32 %767, 0
  br i1 %768, label %769, label %779

769:                                              ; preds = %758
  %770 = load ptr, ptr %130, align 8
  %771 = getelementptr inbounds i8, ptr %770, i64 -1
  %772 = load i8, ptr %771, align 1
  %773 = zext i8 %772 to i32
  %774 = load ptr, ptr %172, align 8
  %775 = getelementptr inbounds i8, ptr %774, i64 -1
  %776 = load i8, ptr %775, align 1
  %777 = zext i8 %776 to i32
  %778 = icmp eq i32 %773, %777
  br label %779

779:                                              ; preds = %769, %758
  %780 = phi i1 [ false, %758 ], [ %778, %769 ]
  br i1 %780, label %781, label %788

781:                                              ; preds = %779
  %782 = load ptr, ptr %130, align 8
  %783 = getelementptr inbounds i8, ptr %782, i32 -1
  store ptr %783, ptr %130, align 8
  %784 = load ptr, ptr %172, align 8
  %785 = getelementptr inbounds i8, ptr %784, i32 -1
  store ptr %785, ptr %172, align 8
  %786 = load i64, ptr %159, align 8
  %787 = add i64 %786, 1
  store i64 %787, ptr %159, align 8
  br label %758, !llvm.loop !19

788:                                              ; preds = %779
  br label %1203

789:                                              ; preds = %738, %734
  %790 = load i32, ptr %167, align 4
  %791 = icmp ne i32 %790, 0
  br i1 %791, label %792, label %855

792:                                              ; preds = %789
  %793 = load i32, ptr %165, align 4
  %794 = lshr i32 %793, 8
  store i32 %794, ptr %177, align 4
  %795 = load ptr, ptr %144, align 8
  %796 = load i32, ptr %177, align 4
  %797 = zext i32 %796 to i64
  %798 = getelementptr inbounds i8, ptr %795, i64 %797
  store ptr %798, ptr %178, align 8
  %799 = load ptr, ptr %178, align 8
  %800 = load ptr, ptr %145, align 8
  %801 = icmp ugt ptr %799, %800
  br i1 %801, label %802, label %854

802:                                              ; preds = %792
  %803 = load ptr, ptr %178, align 8
  %804 = call i64 @MEM_read64(ptr noundef %803)
  %805 = load ptr, ptr %130, align 8
  %806 = call i64 @MEM_read64(ptr noundef %805)
  %807 = icmp eq i64 %804, %806
  br i1 %807, label %808, label %854

808:                                              ; preds = %802
  %809 = load ptr, ptr %130, align 8
  %810 = getelementptr inbounds i8, ptr %809, i64 8
  %811 = load ptr, ptr %178, align 8
  %812 = getelementptr inbounds i8, ptr %811, i64 8
  %813 = load ptr, ptr %135, align 8
  %814 = load ptr, ptr %146, align 8
  %815 = load ptr, ptr %134, align 8
  %816 = call i64 @ZSTD_count_2segments(ptr noundef %810, ptr noundef %812, ptr noundef %813, ptr noundef %814, ptr noundef %815)
  %817 = add i64 %816, 8
  store i64 %817, ptr %159, align 8
  %818 = load i32, ptr %169, align 4
  %819 = load i32, ptr %177, align 4
  %820 = sub i32 %818, %819
  %821 = load i32, ptr %147, align 4
  %822 = sub i32 %820, %821
  store i32 %822, ptr %160, align 4
  br label %823

823:                                              ; preds = %846, %808
  %824 = load ptr, ptr %130, align 8
  %825 = load ptr, ptr %131, align 8
  %826 = icmp ugt ptr %824, %825
  %827 = zext i1 %826 to i32
  %828 = load ptr, ptr %178, align 8
  %829 = load ptr, ptr %145, align 8
  %830 = icmp ugt ptr %828, %829
  %831 = zext i1 %830 to i32
  %832 = and i32 %827, %831
  %833 = icmp ne i32 %832, 0
  br i1 %833, label %834, label %844

834:                                              ; preds = %823
  %835 = load ptr, ptr %130, align 8
  %836 = getelementptr inbounds i8, ptr %835, i64 -1
  %837 = load i8, ptr %836, align 1
  %838 = zext i8 %837 to i32
  %839 = load ptr, ptr %178, align 8
  %840 = getelementptr inbounds i8, ptr %839, i64 -1
  %841 = load i8, ptr %840, align 1
  %842 = zext i8 %841 to i32
  %843 = icmp eq i32 %838, %842
  br label %844

844:                                              ; preds = %834, %823
  %845 = phi i1 [ false, %823 ], [ %843, %834 ]
  br i1 %845, label %846, label %853

846:                                              ; preds = %844
  %847 = load ptr, ptr %130, align 8
  %848 = getelementptr inbounds i8, ptr %847, i32 -1
  store ptr %848, ptr %130, align 8
  %849 = load ptr, ptr %178, align 8
  %850 = getelementptr inbounds i8, ptr %849, i32 -1
  store ptr %850, ptr %178, align 8
  %851 = load i64, ptr %159, align 8
  %852 = add i64 %851, 1
  store i64 %852, ptr %159, align 8
  br label %823, !llvm.loop !20

853:                                              ; preds = %844
  br label %1203

854:                                              ; preds = %802, %792
  br label %855

855:                                              ; preds = %854, %789
  %856 = load i32, ptr %171, align 4
  %857 = load i32, ptr %133, align 4
  %858 = icmp ugt i32 %856, %857
  br i1 %858, label %859, label %867

859:                                              ; preds = %855
  %860 = load ptr, ptr %173, align 8
  %861 = call i32 @MEM_read32(ptr noundef %860)
  %862 = load ptr, ptr %130, align 8
  %863 = call i32 @MEM_read32(ptr noundef %862)
  %864 = icmp eq i32 %861, %863
  br i1 %864, label %865, label %866

865:                                              ; preds = %859
  br label %904

866:                                              ; preds = %859
  br label %892

867:                                              ; preds = %855
  %868 = load i32, ptr %168, align 4
  %869 = icmp ne i32 %868, 0
  br i1 %869, label %870, label %891

870:                                              ; preds = %867
  %871 = load i32, ptr %166, align 4
  %872 = lshr i32 %871, 8
  store i32 %872, ptr %179, align 4
  %873 = load ptr, ptr %144, align 8
  %874 = load i32, ptr %179, align 4
  %875 = zext i32 %874 to i64
  %876 = getelementptr inbounds i8, ptr %873, i64 %875
  store ptr %876, ptr %173, align 8
  %877 = load i32, ptr %179, align 4
  %878 = load i32, ptr %147, align 4
  %879 = add i32 %877, %878
  store i32 %879, ptr %171, align 4
  %880 = load ptr, ptr %173, align 8
  %881 = load ptr, ptr %145, align 8
  %882 = icmp ugt ptr %880, %881
  br i1 %882, label %883, label %890

883:                                              ; preds = %870
  %884 = load ptr, ptr %173, align 8
  %885 = call i32 @MEM_read32(ptr noundef %884)
  %886 = load ptr, ptr %130, align 8
  %887 = call i32 @MEM_read32(ptr noundef %886)
  %888 = icmp eq i32 %885, %887
  br i1 %888, label %889, label %890

889:                                              ; preds = %883
  br label %904

890:                                              ; preds = %883, %870
  br label %891

891:                                              ; preds = %890, %867
  br label %892

892:                                              ; preds = %891, %866
  %893 = load ptr, ptr %130, align 8
  %894 = load ptr, ptr %131, align 8
  %895 = ptrtoint ptr %893 to i64
  %896 = ptrtoint ptr %894 to i64
  %897 = sub i64 %895, %896
  %898 = ashr i64 %897, 8
  %899 = add nsw i64 %898, 1
  %900 = load ptr, ptr %130, align 8
  %901 = getelementptr inbounds i8, ptr %900, i64 %899
  store ptr %901, ptr %130, align 8
  %902 = load ptr, ptr %130, align 8
  %903 = getelementptr inbounds i8, ptr %902, i64 256
  call void @llvm.prefetch.p0(ptr %903, i32 0, i32 3, i32 1)
  br label %353, !llvm.loop !21

904:                                              ; preds = %889, %865
  %905 = load ptr, ptr %130, align 8
  %906 = getelementptr inbounds i8, ptr %905, i64 1
  %907 = load i32, ptr %125, align 4
  store ptr %906, ptr %86, align 8
  store i32 %907, ptr %87, align 4
  store i32 8, ptr %88, align 4
  %908 = load i32, ptr %88, align 4
  switch i32 %908, label %909 [
    i32 4, label %910
    i32 5, label %914
    i32 6, label %918
    i32 7, label %922
    i32 8, label %926
  ]

909:                                              ; preds = %904
  br label %910

910:                                              ; preds = %909, %904
  %911 = load ptr, ptr %86, align 8
  %912 = load i32, ptr %87, align 4
  %913 = call i64 @ZSTD_hash4Ptr(ptr noundef %911, i32 noundef %912)
  store i64 %913, ptr %85, align 8
  br label %930

914:                                              ; preds = %904
  %915 = load ptr, ptr %86, align 8
  %916 = load i32, ptr %87, align 4
  %917 = call i64 @ZSTD_hash5Ptr(ptr noundef %915, i32 noundef %916)
  store i64 %917, ptr %85, align 8
  br label %930

918:                                              ; preds = %904
  %919 = load ptr, ptr %86, align 8
  %920 = load i32, ptr %87, align 4
  %921 = call i64 @ZSTD_hash6Ptr(ptr noundef %919, i32 noundef %920)
  store i64 %921, ptr %85, align 8
  br label %930

922:                                              ; preds = %904
  %923 = load ptr, ptr %86, align 8
  %924 = load i32, ptr %87, align 4
  %925 = call i64 @ZSTD_hash7Ptr(ptr noundef %923, i32 noundef %924)
  store i64 %925, ptr %85, align 8
  br label %930

926:                                              ; preds = %904
  %927 = load ptr, ptr %86, align 8
  %928 = load i32, ptr %87, align 4
  %929 = call i64 @ZSTD_hash8Ptr(ptr noundef %927, i32 noundef %928)
  store i64 %929, ptr %85, align 8
  br label %930

930:                                              ; preds = %926, %922, %918, %914, %910
  %931 = load i64, ptr %85, align 8
  store i64 %931, ptr %180, align 8
  %932 = load ptr, ptr %130, align 8
  %933 = getelementptr inbounds i8, ptr %932, i64 1
  %934 = load i32, ptr %148, align 4
  store ptr %933, ptr %90, align 8
  store i32 %934, ptr %91, align 4
  store i32 8, ptr %92, align 4
  %935 = load i32, ptr %92, align 4
  switch i32 %935, label %936 [
    i32 4, label %937
    i32 5, label %941
    i32 6, label %945
    i32 7, label %949
    i32 8, label %953
  ]

936:                                              ; preds = %930
  br label %937

937:                                              ; preds = %936, %930
  %938 = load ptr, ptr %90, align 8
  %939 = load i32, ptr %91, align 4
  %940 = call i64 @ZSTD_hash4Ptr(ptr noundef %938, i32 noundef %939)
  store i64 %940, ptr %89, align 8
  br label %957

941:                                              ; preds = %930
  %942 = load ptr, ptr %90, align 8
  %943 = load i32, ptr %91, align 4
  %944 = call i64 @ZSTD_hash5Ptr(ptr noundef %942, i32 noundef %943)
  store i64 %944, ptr %89, align 8
  br label %957

945:                                              ; preds = %930
  %946 = load ptr, ptr %90, align 8
  %947 = load i32, ptr %91, align 4
  %948 = call i64 @ZSTD_hash6Ptr(ptr noundef %946, i32 noundef %947)
  store i64 %948, ptr %89, align 8
  br label %957

949:                                              ; preds = %930
  %950 = load ptr, ptr %90, align 8
  %951 = load i32, ptr %91, align 4
  %952 = call i64 @ZSTD_hash7Ptr(ptr noundef %950, i32 noundef %951)
  store i64 %952, ptr %89, align 8
  br label %957

953:                                              ; preds = %930
  %954 = load ptr, ptr %90, align 8
  %955 = load i32, ptr %91, align 4
  %956 = call i64 @ZSTD_hash8Ptr(ptr noundef %954, i32 noundef %955)
  store i64 %956, ptr %89, align 8
  br label %957

957:                                              ; preds = %953, %949, %945, %941, %937
  %958 = load i64, ptr %89, align 8
  store i64 %958, ptr %181, align 8
  %959 = load ptr, ptr %124, align 8
  %960 = load i64, ptr %180, align 8
  %961 = getelementptr inbounds i32, ptr %959, i64 %960
  %962 = load i32, ptr %961, align 4
  store i32 %962, ptr %182, align 4
  %963 = load ptr, ptr %141, align 8
  %964 = load i64, ptr %181, align 8
  %965 = lshr i64 %964, 8
  %966 = getelementptr inbounds i32, ptr %963, i64 %965
  %967 = load i32, ptr %966, align 4
  store i32 %967, ptr %183, align 4
  %968 = load i32, ptr %183, align 4
  %969 = zext i32 %968 to i64
  %970 = load i64, ptr %181, align 8
  %971 = call i32 @ZSTD_comparePackedTags(i64 noundef %969, i64 noundef %970)
  store i32 %971, ptr %184, align 4
  %972 = load ptr, ptr %128, align 8
  %973 = load i32, ptr %182, align 4
  %974 = zext i32 %973 to i64
  %975 = getelementptr inbounds i8, ptr %972, i64 %974
  store ptr %975, ptr %185, align 8
  %976 = load i32, ptr %169, align 4
  %977 = add i32 %976, 1
  %978 = load ptr, ptr %124, align 8
  %979 = load i64, ptr %180, align 8
  %980 = getelementptr inbounds i32, ptr %978, i64 %979
  store i32 %977, ptr %980, align 4
  %981 = load i32, ptr %182, align 4
  %982 = load i32, ptr %133, align 4
  %983 = icmp uge i32 %981, %982
  br i1 %983, label %984, label %1038

984:                                              ; preds = %957
  %985 = load ptr, ptr %185, align 8
  %986 = call i64 @MEM_read64(ptr noundef %985)
  %987 = load ptr, ptr %130, align 8
  %988 = getelementptr inbounds i8, ptr %987, i64 1
  %989 = call i64 @MEM_read64(ptr noundef %988)
  %990 = icmp eq i64 %986, %989
  br i1 %990, label %991, label %1038

991:                                              ; preds = %984
  %992 = load ptr, ptr %130, align 8
  %993 = getelementptr inbounds i8, ptr %992, i64 9
  %994 = load ptr, ptr %185, align 8
  %995 = getelementptr inbounds i8, ptr %994, i64 8
  %996 = load ptr, ptr %135, align 8
  %997 = call i64 @ZSTD_count(ptr noundef %993, ptr noundef %995, ptr noundef %996)
  %998 = add i64 %997, 8
  store i64 %998, ptr %159, align 8
  %999 = load ptr, ptr %130, align 8
  %1000 = getelementptr inbounds i8, ptr %999, i32 1
  store ptr %1000, ptr %130, align 8
  %1001 = load ptr, ptr %130, align 8
  %1002 = load ptr, ptr %185, align 8
  %1003 = ptrtoint ptr %1001 to i64
  %1004 = ptrtoint ptr %1002 to i64
  %1005 = sub i64 %1003, %1004
  %1006 = trunc i64 %1005 to i32
  store i32 %1006, ptr %160, align 4
  br label %1007

1007:                                             ; preds = %1030, %991
  %1008 = load ptr, ptr %130, align 8
  %1009 = load ptr, ptr %131, align 8
  %1010 = icmp ugt ptr %1008, %1009
  %1011 = zext i1 %1010 to i32
  %1012 = load ptr, ptr %185, align 8
  %1013 = load ptr, ptr %134, align 8
  %1014 = icmp ugt ptr %1012, %1013
  %1015 = zext i1 %1014 to i32
  %1016 = and i32 %1011, %1015
  %1017 = icmp ne i32 %1016, 0
  br i1 %1017, label %1018, label %1028

1018:                                             ; preds = %1007
  %1019 = load ptr, ptr %130, align 8
  %1020 = getelementptr inbounds i8, ptr %1019, i64 -1
  %1021 = load i8, ptr %1020, align 1
  %1022 = zext i8 %1021 to i32
  %1023 = load ptr, ptr %185, align 8
  %1024 = getelementptr inbounds i8, ptr %1023, i64 -1
  %1025 = load i8, ptr %1024, align 1
  %1026 = zext i8 %1025 to i32
  %1027 = icmp eq i32 %1022, %1026
  br label %1028

1028:                                             ; preds = %1018, %1007
  %1029 = phi i1 [ false, %1007 ], [ %1027, %1018 ]
  br i1 %1029, label %1030, label %1037

1030:                                             ; preds = %1028
  %1031 = load ptr, ptr %130, align 8
  %1032 = getelementptr inbounds i8, ptr %1031, i32 -1
  store ptr %1032, ptr %130, align 8
  %1033 = load ptr, ptr %185, align 8
  %1034 = getelementptr inbounds i8, ptr %1033, i32 -1
  store ptr %1034, ptr %185, align 8
  %1035 = load i64, ptr %159, align 8
  %1036 = add i64 %1035, 1
  store i64 %1036, ptr %159, align 8
  br label %1007, !llvm.loop !22

1037:                                             ; preds = %1028
  br label %1203

1038:                                             ; preds = %984, %957
  %1039 = load i32, ptr %184, align 4
  %1040 = icmp ne i32 %1039, 0
  br i1 %1040, label %1041, label %1109

1041:                                             ; preds = %1038
  %1042 = load i32, ptr %183, align 4
  %1043 = lshr i32 %1042, 8
  store i32 %1043, ptr %186, align 4
  %1044 = load ptr, ptr %144, align 8
  %1045 = load i32, ptr %186, align 4
  %1046 = zext i32 %1045 to i64
  %1047 = getelementptr inbounds i8, ptr %1044, i64 %1046
  store ptr %1047, ptr %187, align 8
  %1048 = load ptr, ptr %187, align 8
  %1049 = load ptr, ptr %145, align 8
  %1050 = icmp ugt ptr %1048, %1049
  br i1 %1050, label %1051, label %1108

1051:                                             ; preds = %1041
  %1052 = load ptr, ptr %187, align 8
  %1053 = call i64 @MEM_read64(ptr noundef %1052)
  %1054 = load ptr, ptr %130, align 8
  %1055 = getelementptr inbounds i8, ptr %1054, i64 1
  %1056 = call i64 @MEM_read64(ptr noundef %1055)
  %1057 = icmp eq i64 %1053, %1056
  br i1 %1057, label %1058, label %1108

1058:                                             ; preds = %1051
  %1059 = load ptr, ptr %130, align 8
  %1060 = getelementptr inbounds i8, ptr %1059, i64 1
  %1061 = getelementptr inbounds i8, ptr %1060, i64 8
  %1062 = load ptr, ptr %187, align 8
  %1063 = getelementptr inbounds i8, ptr %1062, i64 8
  %1064 = load ptr, ptr %135, align 8
  %1065 = load ptr, ptr %146, align 8
  %1066 = load ptr, ptr %134, align 8
  %1067 = call i64 @ZSTD_count_2segments(ptr noundef %1061, ptr noundef %1063, ptr noundef %1064, ptr noundef %1065, ptr noundef %1066)
  %1068 = add i64 %1067, 8
  store i64 %1068, ptr %159, align 8
  %1069 = load ptr, ptr %130, align 8
  %1070 = getelementptr inbounds i8, ptr %1069, i32 1
  store ptr %1070, ptr %130, align 8
  %1071 = load i32, ptr %169, align 4
  %1072 = add i32 %1071, 1
  %1073 = load i32, ptr %186, align 4
  %1074 = sub i32 %1072, %1073
  %1075 = load i32, ptr %147, align 4
  %1076 = sub i32 %1074, %1075
  store i32 %1076, ptr %160, align 4
  br label %1077

1077:                                             ; preds = %1100, %1058
  %1078 = load ptr, ptr %130, align 8
  %1079 = load ptr, ptr %131, align 8
  %1080 = icmp ugt ptr %1078, %1079
  %1081 = zext i1 %1080 to i32
  %1082 = load ptr, ptr %187, align 8
  %1083 = load ptr, ptr %145, align 8
  %1084 = icmp ugt ptr %1082, %1083
  %1085 = zext i1 %1084 to i32
  %1086 = and i32 %1081, %1085
  %1087 = icmp ne i32 %1086, 0
  br i1 %1087, label %1088, label %1098

1088:                                             ; preds = %1077
  %1089 = load ptr, ptr %130, align 8
  %1090 = getelementptr inbounds i8, ptr %1089, i64 -1
  %1091 = load i8, ptr %1090, align 1
  %1092 = zext i8 %1091 to i32
  %1093 = load ptr, ptr %187, align 8
  %1094 = getelementptr inbounds i8, ptr %1093, i64 -1
  %1095 = load i8, ptr %1094, align 1
  %1096 = zext i8 %1095 to i32
  %1097 = icmp eq i32 %1092, %1096
  br label %1098

1098:                                             ; preds = %1088, %1077
  %1099 = phi i1 [ false, %1077 ], [ %1097, %1088 ]
  br i1 %1099, label %1100, label %1107

1100:                                             ; preds = %1098
  %1101 = load ptr, ptr %130, align 8
  %1102 = getelementptr inbounds i8, ptr %1101, i32 -1
  store ptr %1102, ptr %130, align 8
  %1103 = load ptr, ptr %187, align 8
  %1104 = getelementptr inbounds i8, ptr %1103, i32 -1
  store ptr %1104, ptr %187, align 8
  %1105 = load i64, ptr %159, align 8
  %1106 = add i64 %1105, 1
  store i64 %1106, ptr %159, align 8
  br label %1077, !llvm.loop !23

1107:                                             ; preds = %1098
  br label %1203

1108:                                             ; preds = %1051, %1041
  br label %1109

1109:                                             ; preds = %1108, %1038
  %1110 = load i32, ptr %171, align 4
  %1111 = load i32, ptr %133, align 4
  %1112 = icmp ult i32 %1110, %1111
  br i1 %1112, label %1113, label %1157

1113:                                             ; preds = %1109
  %1114 = load ptr, ptr %130, align 8
  %1115 = getelementptr inbounds i8, ptr %1114, i64 4
  %1116 = load ptr, ptr %173, align 8
  %1117 = getelementptr inbounds i8, ptr %1116, i64 4
  %1118 = load ptr, ptr %135, align 8
  %1119 = load ptr, ptr %146, align 8
  %1120 = load ptr, ptr %134, align 8
  %1121 = call i64 @ZSTD_count_2segments(ptr noundef %1115, ptr noundef %1117, ptr noundef %1118, ptr noundef %1119, ptr noundef %1120)
  %1122 = add i64 %1121, 4
  store i64 %1122, ptr %159, align 8
  %1123 = load i32, ptr %169, align 4
  %1124 = load i32, ptr %171, align 4
  %1125 = sub i32 %1123, %1124
  store i32 %1125, ptr %160, align 4
  br label %1126

1126:                                             ; preds = %1149, %1113
  %1127 = load ptr, ptr %130, align 8
  %1128 = load ptr, ptr %131, align 8
  %1129 = icmp ugt ptr %1127, %1128
  %1130 = zext i1 %1129 to i32
  %1131 = load ptr, ptr %173, align 8
  %1132 = load ptr, ptr %145, align 8
  %1133 = icmp ugt ptr %1131, %1132
  %1134 = zext i1 %1133 to i32
  %1135 = and i32 %1130, %1134
  %1136 = icmp ne i32 %1135, 0
  br i1 %1136, label %1137, label %1147

1137:                                             ; preds = %1126
  %1138 = load ptr, ptr %130, align 8
  %1139 = getelementptr inbounds i8, ptr %1138, i64 -1
  %1140 = load i8, ptr %1139, align 1
  %1141 = zext i8 %1140 to i32
  %1142 = load ptr, ptr %173, align 8
  %1143 = getelementptr inbounds i8, ptr %1142, i64 -1
  %1144 = load i8, ptr %1143, align 1
  %1145 = zext i8 %1144 to i32
  %1146 = icmp eq i32 %1141, %1145
  br label %1147

1147:                                             ; preds = %1137, %1126
  %1148 = phi i1 [ false, %1126 ], [ %1146, %1137 ]
  br i1 %1148, label %1149, label %1156

1149:                                             ; preds = %1147
  %1150 = load ptr, ptr %130, align 8
  %1151 = getelementptr inbounds i8, ptr %1150, i32 -1
  store ptr %1151, ptr %130, align 8
  %1152 = load ptr, ptr %173, align 8
  %1153 = getelementptr inbounds i8, ptr %1152, i32 -1
  store ptr %1153, ptr %173, align 8
  %1154 = load i64, ptr %159, align 8
  %1155 = add i64 %1154, 1
  store i64 %1155, ptr %159, align 8
  br label %1126, !llvm.loop !24

1156:                                             ; preds = %1147
  br label %1202

1157:                                             ; preds = %1109
  %1158 = load ptr, ptr %130, align 8
  %1159 = getelementptr inbounds i8, ptr %1158, i64 4
  %1160 = load ptr, ptr %173, align 8
  %1161 = getelementptr inbounds i8, ptr %1160, i64 4
  %1162 = load ptr, ptr %135, align 8
  %1163 = call i64 @ZSTD_count(ptr noundef %1159, ptr noundef %1161, ptr noundef %1162)
  %1164 = add i64 %1163, 4
  store i64 %1164, ptr %159, align 8
  %1165 = load ptr, ptr %130, align 8
  %1166 = load ptr, ptr %173, align 8
  %1167 = ptrtoint ptr %1165 to i64
  %1168 = ptrtoint ptr %1166 to i64
  %1169 = sub i64 %1167, %1168
  %1170 = trunc i64 %1169 to i32
  store i32 %1170, ptr %160, align 4
  br label %1171

1171:                                             ; preds = %1194, %1157
  %1172 = load ptr, ptr %130, align 8
  %1173 = load ptr, ptr %131, align 8
  %1174 = icmp ugt ptr %1172, %1173
  %1175 = zext i1 %1174 to i32
  %1176 = load ptr, ptr %173, align 8
  %1177 = load ptr, ptr %134, align 8
  %1178 = icmp ugt ptr %1176, %1177
  %1179 = zext i1 %1178 to i32
  %1180 = and i32 %1175, %1179
  %1181 = icmp ne i32 %1180, 0
  br i1 %1181, label %1182, label %1192

1182:                                             ; preds = %1171
  %1183 = load ptr, ptr %130, align 8
  %1184 = getelementptr inbounds i8, ptr %1183, i64 -1
  %1185 = load i8, ptr %1184, align 1
  %1186 = zext i8 %1185 to i32
  %1187 = load ptr, ptr %173, align 8
  %1188 = getelementptr inbounds i8, ptr %1187, i64 -1
  %1189 = load i8, ptr %1188, align 1
  %1190 = zext i8 %1189 to i32
  %1191 = icmp eq i32 %1186, %1190
  br label %1192

1192:                                             ; preds = %1182, %1171
  %1193 = phi i1 [ false, %1171 ], [ %1191, %1182 ]
  br i1 %1193, label %1194, label %1201

1194:                                             ; preds = %1192
  %1195 = load ptr, ptr %130, align 8
  %1196 = getelementptr inbounds i8, ptr %1195, i32 -1
  store ptr %1196, ptr %130, align 8
  %1197 = load ptr, ptr %173, align 8
  %1198 = getelementptr inbounds i8, ptr %1197, i32 -1
  store ptr %1198, ptr %173, align 8
  %1199 = load i64, ptr %159, align 8
  %1200 = add i64 %1199, 1
  store i64 %1200, ptr %159, align 8
  br label %1171, !llvm.loop !25

1201:                                             ; preds = %1192
  br label %1202

1202:                                             ; preds = %1201, %1156
  br label %1203

1203:                                             ; preds = %1202, %1107, %1037, %853, %788
  %1204 = load i32, ptr %137, align 4
  store i32 %1204, ptr %138, align 4
  %1205 = load i32, ptr %160, align 4
  store i32 %1205, ptr %137, align 4
  %1206 = load ptr, ptr %118, align 8
  %1207 = load ptr, ptr %130, align 8
  %1208 = load ptr, ptr %131, align 8
  %1209 = ptrtoint ptr %1207 to i64
  %1210 = ptrtoint ptr %1208 to i64
  %1211 = sub i64 %1209, %1210
  %1212 = load ptr, ptr %131, align 8
  %1213 = load ptr, ptr %135, align 8
  %1214 = load i32, ptr %160, align 4
  %1215 = add i32 %1214, 3
  %1216 = load i64, ptr %159, align 8
  store ptr %1206, ptr %53, align 8
  store i64 %1211, ptr %54, align 8
  store ptr %1212, ptr %55, align 8
  store ptr %1213, ptr %56, align 8
  store i32 %1215, ptr %57, align 4
  store i64 %1216, ptr %58, align 8
  %1217 = load ptr, ptr %56, align 8
  %1218 = getelementptr inbounds i8, ptr %1217, i64 -32
  store ptr %1218, ptr %59, align 8
  %1219 = load ptr, ptr %55, align 8
  %1220 = load i64, ptr %54, align 8
  %1221 = getelementptr inbounds i8, ptr %1219, i64 %1220
  store ptr %1221, ptr %60, align 8
  %1222 = load ptr, ptr %60, align 8
  %1223 = load ptr, ptr %59, align 8
  %1224 = icmp ule ptr %1222, %1223
  br i1 %1224, label %1225, label %1298

1225:                                             ; preds = %1203
  %1226 = load ptr, ptr %53, align 8
  %1227 = getelementptr inbounds %struct.SeqStore_t, ptr %1226, i32 0, i32 3
  %1228 = load ptr, ptr %1227, align 8
  %1229 = load ptr, ptr %55, align 8
  call void @ZSTD_copy16(ptr noundef %1228, ptr noundef %1229)
  %1230 = load i64, ptr %54, align 8
  %1231 = icmp ugt i64 %1230, 16
  br i1 %1231, label %1232, label %1297

1232:                                             ; preds = %1225
  %1233 = load ptr, ptr %53, align 8
  %1234 = getelementptr inbounds %struct.SeqStore_t, ptr %1233, i32 0, i32 3
  %1235 = load ptr, ptr %1234, align 8
  %1236 = getelementptr inbounds i8, ptr %1235, i64 16
  %1237 = load ptr, ptr %55, align 8
  %1238 = getelementptr inbounds i8, ptr %1237, i64 16
  %1239 = load i64, ptr %54, align 8
  %1240 = sub nsw i64 %1239, 16
  store ptr %1236, ptr %29, align 8
  store ptr %1238, ptr %30, align 8
  store i64 %1240, ptr %31, align 8
  store i32 0, ptr %32, align 4
  %1241 = load ptr, ptr %29, align 8
  %1242 = load ptr, ptr %30, align 8
  %1243 = ptrtoint ptr %1241 to i64
  %1244 = ptrtoint ptr %1242 to i64
  %1245 = sub i64 %1243, %1244
  store i64 %1245, ptr %33, align 8
  %1246 = load ptr, ptr %30, align 8
  store ptr %1246, ptr %34, align 8
  %1247 = load ptr, ptr %29, align 8
  store ptr %1247, ptr %35, align 8
  %1248 = load ptr, ptr %35, align 8
  %1249 = load i64, ptr %31, align 8
  %1250 = getelementptr inbounds i8, ptr %1248, i64 %1249
  store ptr %1250, ptr %36, align 8
  %1251 = load i32, ptr %32, align 4
  %1252 = icmp eq i32 %1251, 1
  br i1 %1252, label %1253, label %1268

1253:                                             ; preds = %1232
  %1254 = load i64, ptr %33, align 8
  %1255 = icmp slt i64 %1254, 16
  br i1 %1255, label %1256, label %1268

1256:                                             ; preds = %1253
  br label %1257

1257:                                             ; preds = %1257, %1256
  %1258 = load ptr, ptr %35, align 8
  %1259 = load ptr, ptr %34, align 8
  call void @ZSTD_copy8(ptr noundef %1258, ptr noundef %1259)
  %1260 = load ptr, ptr %35, align 8
  %1261 = getelementptr inbounds i8, ptr %1260, i64 8
  store ptr %1261, ptr %35, align 8
  %1262 = load ptr, ptr %34, align 8
  %1263 = getelementptr inbounds i8, ptr %1262, i64 8
  store ptr %1263, ptr %34, align 8
  %1264 = load ptr, ptr %35, align 8
  %1265 = load ptr, ptr %36, align 8
  %1266 = icmp ult ptr %1264, %1265
  br i1 %1266, label %1257, label %1267, !llvm.loop !11

1267:                                             ; preds = %1257
  br label %1296

1268:                                             ; preds = %1253, %1232
  %1269 = load ptr, ptr %35, align 8
  %1270 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1269, ptr noundef %1270)
  %1271 = load i64, ptr %31, align 8
  %1272 = icmp sge i64 16, %1271
  br i1 %1272, label %1273, label %1274

1273:                                             ; preds = %1268
  br label %1296

1274:                                             ; preds = %1268
  %1275 = load ptr, ptr %35, align 8
  %1276 = getelementptr inbounds i8, ptr %1275, i64 16
  store ptr %1276, ptr %35, align 8
  %1277 = load ptr, ptr %34, align 8
  %1278 = getelementptr inbounds i8, ptr %1277, i64 16
  store ptr %1278, ptr %34, align 8
  br label %1279

1279:                                             ; preds = %1279, %1274
  %1280 = load ptr, ptr %35, align 8
  %1281 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1280, ptr noundef %1281)
  %1282 = load ptr, ptr %35, align 8
  %1283 = getelementptr inbounds i8, ptr %1282, i64 16
  store ptr %1283, ptr %35, align 8
  %1284 = load ptr, ptr %34, align 8
  %1285 = getelementptr inbounds i8, ptr %1284, i64 16
  store ptr %1285, ptr %34, align 8
  %1286 = load ptr, ptr %35, align 8
  %1287 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1286, ptr noundef %1287)
  %1288 = load ptr, ptr %35, align 8
  %1289 = getelementptr inbounds i8, ptr %1288, i64 16
  store ptr %1289, ptr %35, align 8
  %1290 = load ptr, ptr %34, align 8
  %1291 = getelementptr inbounds i8, ptr %1290, i64 16
  store ptr %1291, ptr %34, align 8
  %1292 = load ptr, ptr %35, align 8
  %1293 = load ptr, ptr %36, align 8
  %1294 = icmp ult ptr %1292, %1293
  br i1 %1294, label %1279, label %1295, !llvm.loop !12

1295:                                             ; preds = %1279
  br label %1296

1296:                                             ; preds = %1295, %1273, %1267
  br label %1297

1297:                                             ; preds = %1296, %1225
  br label %1305

1298:                                             ; preds = %1203
  %1299 = load ptr, ptr %53, align 8
  %1300 = getelementptr inbounds %struct.SeqStore_t, ptr %1299, i32 0, i32 3
  %1301 = load ptr, ptr %1300, align 8
  %1302 = load ptr, ptr %55, align 8
  %1303 = load ptr, ptr %60, align 8
  %1304 = load ptr, ptr %59, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1301, ptr noundef %1302, ptr noundef %1303, ptr noundef %1304)
  br label %1305

1305:                                             ; preds = %1298, %1297
  %1306 = load i64, ptr %54, align 8
  %1307 = load ptr, ptr %53, align 8
  %1308 = getelementptr inbounds %struct.SeqStore_t, ptr %1307, i32 0, i32 3
  %1309 = load ptr, ptr %1308, align 8
  %1310 = getelementptr inbounds i8, ptr %1309, i64 %1306
  store ptr %1310, ptr %1308, align 8
  %1311 = load ptr, ptr %53, align 8
  %1312 = load i64, ptr %54, align 8
  %1313 = load i32, ptr %57, align 4
  %1314 = load i64, ptr %58, align 8
  store ptr %1311, ptr %11, align 8
  store i64 %1312, ptr %12, align 8
  store i32 %1313, ptr %13, align 4
  store i64 %1314, ptr %14, align 8
  %1315 = load i64, ptr %12, align 8
  %1316 = icmp ugt i64 %1315, 65535
  %1317 = zext i1 %1316 to i32
  %1318 = sext i32 %1317 to i64
  br i1 %1316, label %1319, label %1334

1319:                                             ; preds = %1305
  %1320 = load ptr, ptr %11, align 8
  %1321 = getelementptr inbounds %struct.SeqStore_t, ptr %1320, i32 0, i32 9
  store i32 1, ptr %1321, align 8
  %1322 = load ptr, ptr %11, align 8
  %1323 = getelementptr inbounds %struct.SeqStore_t, ptr %1322, i32 0, i32 1
  %1324 = load ptr, ptr %1323, align 8
  %1325 = load ptr, ptr %11, align 8
  %1326 = load ptr, ptr %1325, align 8
  %1327 = ptrtoint ptr %1324 to i64
  %1328 = ptrtoint ptr %1326 to i64
  %1329 = sub i64 %1327, %1328
  %1330 = sdiv exact i64 %1329, 8
  %1331 = trunc i64 %1330 to i32
  %1332 = load ptr, ptr %11, align 8
  %1333 = getelementptr inbounds %struct.SeqStore_t, ptr %1332, i32 0, i32 10
  store i32 %1331, ptr %1333, align 4
  br label %1334

1334:                                             ; preds = %1319, %1305
  %1335 = load i64, ptr %12, align 8
  %1336 = trunc i64 %1335 to i16
  %1337 = load ptr, ptr %11, align 8
  %1338 = getelementptr inbounds %struct.SeqStore_t, ptr %1337, i32 0, i32 1
  %1339 = load ptr, ptr %1338, align 8
  %1340 = getelementptr inbounds %struct.SeqDef_s, ptr %1339, i32 0, i32 1
  store i16 %1336, ptr %1340, align 4
  %1341 = load i32, ptr %13, align 4
  %1342 = load ptr, ptr %11, align 8
  %1343 = getelementptr inbounds %struct.SeqStore_t, ptr %1342, i32 0, i32 1
  %1344 = load ptr, ptr %1343, align 8
  store i32 %1341, ptr %1344, align 4
  %1345 = load i64, ptr %14, align 8
  %1346 = sub i64 %1345, 3
  store i64 %1346, ptr %15, align 8
  %1347 = load i64, ptr %15, align 8
  %1348 = icmp ugt i64 %1347, 65535
  %1349 = zext i1 %1348 to i32
  %1350 = sext i32 %1349 to i64
  br i1 %1348, label %1351, label %1366

1351:                                             ; preds = %1334
  %1352 = load ptr, ptr %11, align 8
  %1353 = getelementptr inbounds %struct.SeqStore_t, ptr %1352, i32 0, i32 9
  store i32 2, ptr %1353, align 8
  %1354 = load ptr, ptr %11, align 8
  %1355 = getelementptr inbounds %struct.SeqStore_t, ptr %1354, i32 0, i32 1
  %1356 = load ptr, ptr %1355, align 8
  %1357 = load ptr, ptr %11, align 8
  %1358 = load ptr, ptr %1357, align 8
  %1359 = ptrtoint ptr %1356 to i64
  %1360 = ptrtoint ptr %1358 to i64
  %1361 = sub i64 %1359, %1360
  %1362 = sdiv exact i64 %1361, 8
  %1363 = trunc i64 %1362 to i32
  %1364 = load ptr, ptr %11, align 8
  %1365 = getelementptr inbounds %struct.SeqStore_t, ptr %1364, i32 0, i32 10
  store i32 %1363, ptr %1365, align 4
  br label %1366

1366:                                             ; preds = %1351, %1334
  %1367 = load i64, ptr %15, align 8
  %1368 = trunc i64 %1367 to i16
  %1369 = load ptr, ptr %11, align 8
  %1370 = getelementptr inbounds %struct.SeqStore_t, ptr %1369, i32 0, i32 1
  %1371 = load ptr, ptr %1370, align 8
  %1372 = getelementptr inbounds %struct.SeqDef_s, ptr %1371, i32 0, i32 2
  store i16 %1368, ptr %1372, align 2
  %1373 = load ptr, ptr %11, align 8
  %1374 = getelementptr inbounds %struct.SeqStore_t, ptr %1373, i32 0, i32 1
  %1375 = load ptr, ptr %1374, align 8
  %1376 = getelementptr inbounds %struct.SeqDef_s, ptr %1375, i32 1
  store ptr %1376, ptr %1374, align 8
  br label %1377

1377:                                             ; preds = %1366, %723
  %1378 = load i64, ptr %159, align 8
  %1379 = load ptr, ptr %130, align 8
  %1380 = getelementptr inbounds i8, ptr %1379, i64 %1378
  store ptr %1380, ptr %130, align 8
  %1381 = load ptr, ptr %130, align 8
  store ptr %1381, ptr %131, align 8
  %1382 = load ptr, ptr %130, align 8
  %1383 = load ptr, ptr %136, align 8
  %1384 = icmp ule ptr %1382, %1383
  br i1 %1384, label %1385, label %1820

1385:                                             ; preds = %1377
  %1386 = load i32, ptr %169, align 4
  %1387 = add i32 %1386, 2
  store i32 %1387, ptr %188, align 4
  %1388 = load i32, ptr %188, align 4
  %1389 = load ptr, ptr %124, align 8
  %1390 = load ptr, ptr %128, align 8
  %1391 = load i32, ptr %188, align 4
  %1392 = zext i32 %1391 to i64
  %1393 = getelementptr inbounds i8, ptr %1390, i64 %1392
  %1394 = load i32, ptr %125, align 4
  store ptr %1393, ptr %94, align 8
  store i32 %1394, ptr %95, align 4
  store i32 8, ptr %96, align 4
  %1395 = load i32, ptr %96, align 4
  switch i32 %1395, label %1396 [
    i32 4, label %1397
    i32 5, label %1401
    i32 6, label %1405
    i32 7, label %1409
    i32 8, label %1413
  ]

1396:                                             ; preds = %1385
  br label %1397

1397:                                             ; preds = %1396, %1385
  %1398 = load ptr, ptr %94, align 8
  %1399 = load i32, ptr %95, align 4
  %1400 = call i64 @ZSTD_hash4Ptr(ptr noundef %1398, i32 noundef %1399)
  store i64 %1400, ptr %93, align 8
  br label %1417

1401:                                             ; preds = %1385
  %1402 = load ptr, ptr %94, align 8
  %1403 = load i32, ptr %95, align 4
  %1404 = call i64 @ZSTD_hash5Ptr(ptr noundef %1402, i32 noundef %1403)
  store i64 %1404, ptr %93, align 8
  br label %1417

1405:                                             ; preds = %1385
  %1406 = load ptr, ptr %94, align 8
  %1407 = load i32, ptr %95, align 4
  %1408 = call i64 @ZSTD_hash6Ptr(ptr noundef %1406, i32 noundef %1407)
  store i64 %1408, ptr %93, align 8
  br label %1417

1409:                                             ; preds = %1385
  %1410 = load ptr, ptr %94, align 8
  %1411 = load i32, ptr %95, align 4
  %1412 = call i64 @ZSTD_hash7Ptr(ptr noundef %1410, i32 noundef %1411)
  store i64 %1412, ptr %93, align 8
  br label %1417

1413:                                             ; preds = %1385
  %1414 = load ptr, ptr %94, align 8
  %1415 = load i32, ptr %95, align 4
  %1416 = call i64 @ZSTD_hash8Ptr(ptr noundef %1414, i32 noundef %1415)
  store i64 %1416, ptr %93, align 8
  br label %1417

1417:                                             ; preds = %1413, %1409, %1405, %1401, %1397
  %1418 = load i64, ptr %93, align 8
  %1419 = getelementptr inbounds i32, ptr %1389, i64 %1418
  store i32 %1388, ptr %1419, align 4
  %1420 = load ptr, ptr %130, align 8
  %1421 = getelementptr inbounds i8, ptr %1420, i64 -2
  %1422 = load ptr, ptr %128, align 8
  %1423 = ptrtoint ptr %1421 to i64
  %1424 = ptrtoint ptr %1422 to i64
  %1425 = sub i64 %1423, %1424
  %1426 = trunc i64 %1425 to i32
  %1427 = load ptr, ptr %124, align 8
  %1428 = load ptr, ptr %130, align 8
  %1429 = getelementptr inbounds i8, ptr %1428, i64 -2
  %1430 = load i32, ptr %125, align 4
  store ptr %1429, ptr %98, align 8
  store i32 %1430, ptr %99, align 4
  store i32 8, ptr %100, align 4
  %1431 = load i32, ptr %100, align 4
  switch i32 %1431, label %1432 [
    i32 4, label %1433
    i32 5, label %1437
    i32 6, label %1441
    i32 7, label %1445
    i32 8, label %1449
  ]

1432:                                             ; preds = %1417
  br label %1433

1433:                                             ; preds = %1432, %1417
  %1434 = load ptr, ptr %98, align 8
  %1435 = load i32, ptr %99, align 4
  %1436 = call i64 @ZSTD_hash4Ptr(ptr noundef %1434, i32 noundef %1435)
  store i64 %1436, ptr %97, align 8
  br label %1453

1437:                                             ; preds = %1417
  %1438 = load ptr, ptr %98, align 8
  %1439 = load i32, ptr %99, align 4
  %1440 = call i64 @ZSTD_hash5Ptr(ptr noundef %1438, i32 noundef %1439)
  store i64 %1440, ptr %97, align 8
  br label %1453

1441:                                             ; preds = %1417
  %1442 = load ptr, ptr %98, align 8
  %1443 = load i32, ptr %99, align 4
  %1444 = call i64 @ZSTD_hash6Ptr(ptr noundef %1442, i32 noundef %1443)
  store i64 %1444, ptr %97, align 8
  br label %1453

1445:                                             ; preds = %1417
  %1446 = load ptr, ptr %98, align 8
  %1447 = load i32, ptr %99, align 4
  %1448 = call i64 @ZSTD_hash7Ptr(ptr noundef %1446, i32 noundef %1447)
  store i64 %1448, ptr %97, align 8
  br label %1453

1449:                                             ; preds = %1417
  %1450 = load ptr, ptr %98, align 8
  %1451 = load i32, ptr %99, align 4
  %1452 = call i64 @ZSTD_hash8Ptr(ptr noundef %1450, i32 noundef %1451)
  store i64 %1452, ptr %97, align 8
  br label %1453

1453:                                             ; preds = %1449, %1445, %1441, %1437, %1433
  %1454 = load i64, ptr %97, align 8
  %1455 = getelementptr inbounds i32, ptr %1427, i64 %1454
  store i32 %1426, ptr %1455, align 4
  %1456 = load i32, ptr %188, align 4
  %1457 = load ptr, ptr %126, align 8
  %1458 = load ptr, ptr %128, align 8
  %1459 = load i32, ptr %188, align 4
  %1460 = zext i32 %1459 to i64
  %1461 = getelementptr inbounds i8, ptr %1458, i64 %1460
  %1462 = load i32, ptr %127, align 4
  %1463 = load i32, ptr %122, align 4
  store ptr %1461, ptr %102, align 8
  store i32 %1462, ptr %103, align 4
  store i32 %1463, ptr %104, align 4
  %1464 = load i32, ptr %104, align 4
  switch i32 %1464, label %1465 [
    i32 4, label %1466
    i32 5, label %1470
    i32 6, label %1474
    i32 7, label %1478
    i32 8, label %1482
  ]

1465:                                             ; preds = %1453
  br label %1466

1466:                                             ; preds = %1465, %1453
  %1467 = load ptr, ptr %102, align 8
  %1468 = load i32, ptr %103, align 4
  %1469 = call i64 @ZSTD_hash4Ptr(ptr noundef %1467, i32 noundef %1468)
  store i64 %1469, ptr %101, align 8
  br label %1486

1470:                                             ; preds = %1453
  %1471 = load ptr, ptr %102, align 8
  %1472 = load i32, ptr %103, align 4
  %1473 = call i64 @ZSTD_hash5Ptr(ptr noundef %1471, i32 noundef %1472)
  store i64 %1473, ptr %101, align 8
  br label %1486

1474:                                             ; preds = %1453
  %1475 = load ptr, ptr %102, align 8
  %1476 = load i32, ptr %103, align 4
  %1477 = call i64 @ZSTD_hash6Ptr(ptr noundef %1475, i32 noundef %1476)
  store i64 %1477, ptr %101, align 8
  br label %1486

1478:                                             ; preds = %1453
  %1479 = load ptr, ptr %102, align 8
  %1480 = load i32, ptr %103, align 4
  %1481 = call i64 @ZSTD_hash7Ptr(ptr noundef %1479, i32 noundef %1480)
  store i64 %1481, ptr %101, align 8
  br label %1486

1482:                                             ; preds = %1453
  %1483 = load ptr, ptr %102, align 8
  %1484 = load i32, ptr %103, align 4
  %1485 = call i64 @ZSTD_hash8Ptr(ptr noundef %1483, i32 noundef %1484)
  store i64 %1485, ptr %101, align 8
  br label %1486

1486:                                             ; preds = %1482, %1478, %1474, %1470, %1466
  %1487 = load i64, ptr %101, align 8
  %1488 = getelementptr inbounds i32, ptr %1457, i64 %1487
  store i32 %1456, ptr %1488, align 4
  %1489 = load ptr, ptr %130, align 8
  %1490 = getelementptr inbounds i8, ptr %1489, i64 -1
  %1491 = load ptr, ptr %128, align 8
  %1492 = ptrtoint ptr %1490 to i64
  %1493 = ptrtoint ptr %1491 to i64
  %1494 = sub i64 %1492, %1493
  %1495 = trunc i64 %1494 to i32
  %1496 = load ptr, ptr %126, align 8
  %1497 = load ptr, ptr %130, align 8
  %1498 = getelementptr inbounds i8, ptr %1497, i64 -1
  %1499 = load i32, ptr %127, align 4
  %1500 = load i32, ptr %122, align 4
  store ptr %1498, ptr %106, align 8
  store i32 %1499, ptr %107, align 4
  store i32 %1500, ptr %108, align 4
  %1501 = load i32, ptr %108, align 4
  switch i32 %1501, label %1502 [
    i32 4, label %1503
    i32 5, label %1507
    i32 6, label %1511
    i32 7, label %1515
    i32 8, label %1519
  ]

1502:                                             ; preds = %1486
  br label %1503

1503:                                             ; preds = %1502, %1486
  %1504 = load ptr, ptr %106, align 8
  %1505 = load i32, ptr %107, align 4
  %1506 = call i64 @ZSTD_hash4Ptr(ptr noundef %1504, i32 noundef %1505)
  store i64 %1506, ptr %105, align 8
  br label %1523

1507:                                             ; preds = %1486
  %1508 = load ptr, ptr %106, align 8
  %1509 = load i32, ptr %107, align 4
  %1510 = call i64 @ZSTD_hash5Ptr(ptr noundef %1508, i32 noundef %1509)
  store i64 %1510, ptr %105, align 8
  br label %1523

1511:                                             ; preds = %1486
  %1512 = load ptr, ptr %106, align 8
  %1513 = load i32, ptr %107, align 4
  %1514 = call i64 @ZSTD_hash6Ptr(ptr noundef %1512, i32 noundef %1513)
  store i64 %1514, ptr %105, align 8
  br label %1523

1515:                                             ; preds = %1486
  %1516 = load ptr, ptr %106, align 8
  %1517 = load i32, ptr %107, align 4
  %1518 = call i64 @ZSTD_hash7Ptr(ptr noundef %1516, i32 noundef %1517)
  store i64 %1518, ptr %105, align 8
  br label %1523

1519:                                             ; preds = %1486
  %1520 = load ptr, ptr %106, align 8
  %1521 = load i32, ptr %107, align 4
  %1522 = call i64 @ZSTD_hash8Ptr(ptr noundef %1520, i32 noundef %1521)
  store i64 %1522, ptr %105, align 8
  br label %1523

1523:                                             ; preds = %1519, %1515, %1511, %1507, %1503
  %1524 = load i64, ptr %105, align 8
  %1525 = getelementptr inbounds i32, ptr %1496, i64 %1524
  store i32 %1495, ptr %1525, align 4
  br label %1526

1526:                                             ; preds = %1811, %1523
  %1527 = load ptr, ptr %130, align 8
  %1528 = load ptr, ptr %136, align 8
  %1529 = icmp ule ptr %1527, %1528
  br i1 %1529, label %1530, label %1819

1530:                                             ; preds = %1526
  %1531 = load ptr, ptr %130, align 8
  %1532 = load ptr, ptr %128, align 8
  %1533 = ptrtoint ptr %1531 to i64
  %1534 = ptrtoint ptr %1532 to i64
  %1535 = sub i64 %1533, %1534
  %1536 = trunc i64 %1535 to i32
  store i32 %1536, ptr %189, align 4
  %1537 = load i32, ptr %189, align 4
  %1538 = load i32, ptr %138, align 4
  %1539 = sub i32 %1537, %1538
  store i32 %1539, ptr %190, align 4
  %1540 = load i32, ptr %190, align 4
  %1541 = load i32, ptr %133, align 4
  %1542 = icmp ult i32 %1540, %1541
  br i1 %1542, label %1543, label %1552

1543:                                             ; preds = %1530
  %1544 = load ptr, ptr %144, align 8
  %1545 = load i32, ptr %190, align 4
  %1546 = zext i32 %1545 to i64
  %1547 = getelementptr inbounds i8, ptr %1544, i64 %1546
  %1548 = load i32, ptr %147, align 4
  %1549 = zext i32 %1548 to i64
  %1550 = sub i64 0, %1549
  %1551 = getelementptr inbounds i8, ptr %1547, i64 %1550
  br label %1557

1552:                                             ; preds = %1530
  %1553 = load ptr, ptr %128, align 8
  %1554 = load i32, ptr %190, align 4
  %1555 = zext i32 %1554 to i64
  %1556 = getelementptr inbounds i8, ptr %1553, i64 %1555
  br label %1557

1557:                                             ; preds = %1552, %1543
  %1558 = phi ptr [ %1551, %1543 ], [ %1556, %1552 ]
  store ptr %1558, ptr %191, align 8
  %1559 = load i32, ptr %133, align 4
  %1560 = load i32, ptr %190, align 4
  %1561 = call i32 @ZSTD_index_overlap_check(i32 noundef %1559, i32 noundef %1560)
  %1562 = icmp ne i32 %1561, 0
  br i1 %1562, label %1563, label %1818

1563:                                             ; preds = %1557
  %1564 = load ptr, ptr %191, align 8
  %1565 = call i32 @MEM_read32(ptr noundef %1564)
  %1566 = load ptr, ptr %130, align 8
  %1567 = call i32 @MEM_read32(ptr noundef %1566)
  %1568 = icmp eq i32 %1565, %1567
  br i1 %1568, label %1569, label %1818

1569:                                             ; preds = %1563
  %1570 = load i32, ptr %190, align 4
  %1571 = load i32, ptr %133, align 4
  %1572 = icmp ult i32 %1570, %1571
  br i1 %1572, label %1573, label %1575

1573:                                             ; preds = %1569
  %1574 = load ptr, ptr %146, align 8
  br label %1577

1575:                                             ; preds = %1569
  %1576 = load ptr, ptr %135, align 8
  br label %1577

1577:                                             ; preds = %1575, %1573
  %1578 = phi ptr [ %1574, %1573 ], [ %1576, %1575 ]
  store ptr %1578, ptr %192, align 8
  %1579 = load ptr, ptr %130, align 8
  %1580 = getelementptr inbounds i8, ptr %1579, i64 4
  %1581 = load ptr, ptr %191, align 8
  %1582 = getelementptr inbounds i8, ptr %1581, i64 4
  %1583 = load ptr, ptr %135, align 8
  %1584 = load ptr, ptr %192, align 8
  %1585 = load ptr, ptr %134, align 8
  %1586 = call i64 @ZSTD_count_2segments(ptr noundef %1580, ptr noundef %1582, ptr noundef %1583, ptr noundef %1584, ptr noundef %1585)
  %1587 = add i64 %1586, 4
  store i64 %1587, ptr %193, align 8
  %1588 = load i32, ptr %138, align 4
  store i32 %1588, ptr %194, align 4
  %1589 = load i32, ptr %137, align 4
  store i32 %1589, ptr %138, align 4
  %1590 = load i32, ptr %194, align 4
  store i32 %1590, ptr %137, align 4
  %1591 = load ptr, ptr %118, align 8
  %1592 = load ptr, ptr %131, align 8
  %1593 = load ptr, ptr %135, align 8
  %1594 = load i64, ptr %193, align 8
  store ptr %1591, ptr %61, align 8
  store i64 0, ptr %62, align 8
  store ptr %1592, ptr %63, align 8
  store ptr %1593, ptr %64, align 8
  store i32 1, ptr %65, align 4
  store i64 %1594, ptr %66, align 8
  %1595 = load ptr, ptr %64, align 8
  %1596 = getelementptr inbounds i8, ptr %1595, i64 -32
  store ptr %1596, ptr %67, align 8
  %1597 = load ptr, ptr %63, align 8
  %1598 = load i64, ptr %62, align 8
  %1599 = getelementptr inbounds i8, ptr %1597, i64 %1598
  store ptr %1599, ptr %68, align 8
  %1600 = load ptr, ptr %68, align 8
  %1601 = load ptr, ptr %67, align 8
  %1602 = icmp ule ptr %1600, %1601
  br i1 %1602, label %1603, label %1676

1603:                                             ; preds = %1577
  %1604 = load ptr, ptr %61, align 8
  %1605 = getelementptr inbounds %struct.SeqStore_t, ptr %1604, i32 0, i32 3
  %1606 = load ptr, ptr %1605, align 8
  %1607 = load ptr, ptr %63, align 8
  call void @ZSTD_copy16(ptr noundef %1606, ptr noundef %1607)
  %1608 = load i64, ptr %62, align 8
  %1609 = icmp ugt i64 %1608, 16
  br i1 %1609, label %1610, label %1675

1610:                                             ; preds = %1603
  %1611 = load ptr, ptr %61, align 8
  %1612 = getelementptr inbounds %struct.SeqStore_t, ptr %1611, i32 0, i32 3
  %1613 = load ptr, ptr %1612, align 8
  %1614 = getelementptr inbounds i8, ptr %1613, i64 16
  %1615 = load ptr, ptr %63, align 8
  %1616 = getelementptr inbounds i8, ptr %1615, i64 16
  %1617 = load i64, ptr %62, align 8
  %1618 = sub nsw i64 %1617, 16
  store ptr %1614, ptr %21, align 8
  store ptr %1616, ptr %22, align 8
  store i64 %1618, ptr %23, align 8
  store i32 0, ptr %24, align 4
  %1619 = load ptr, ptr %21, align 8
  %1620 = load ptr, ptr %22, align 8
  %1621 = ptrtoint ptr %1619 to i64
  %1622 = ptrtoint ptr %1620 to i64
  %1623 = sub i64 %1621, %1622
  store i64 %1623, ptr %25, align 8
  %1624 = load ptr, ptr %22, align 8
  store ptr %1624, ptr %26, align 8
  %1625 = load ptr, ptr %21, align 8
  store ptr %1625, ptr %27, align 8
  %1626 = load ptr, ptr %27, align 8
  %1627 = load i64, ptr %23, align 8
  %1628 = getelementptr inbounds i8, ptr %1626, i64 %1627
  store ptr %1628, ptr %28, align 8
  %1629 = load i32, ptr %24, align 4
  %1630 = icmp eq i32 %1629, 1
  br i1 %1630, label %1631, label %1646

1631:                                             ; preds = %1610
  %1632 = load i64, ptr %25, align 8
  %1633 = icmp slt i64 %1632, 16
  br i1 %1633, label %1634, label %1646

1634:                                             ; preds = %1631
  br label %1635

1635:                                             ; preds = %1635, %1634
  %1636 = load ptr, ptr %27, align 8
  %1637 = load ptr, ptr %26, align 8
  call void @ZSTD_copy8(ptr noundef %1636, ptr noundef %1637)
  %1638 = load ptr, ptr %27, align 8
  %1639 = getelementptr inbounds i8, ptr %1638, i64 8
  store ptr %1639, ptr %27, align 8
  %1640 = load ptr, ptr %26, align 8
  %1641 = getelementptr inbounds i8, ptr %1640, i64 8
  store ptr %1641, ptr %26, align 8
  %1642 = load ptr, ptr %27, align 8
  %1643 = load ptr, ptr %28, align 8
  %1644 = icmp ult ptr %1642, %1643
  br i1 %1644, label %1635, label %1645, !llvm.loop !11

1645:                                             ; preds = %1635
  br label %1674

1646:                                             ; preds = %1631, %1610
  %1647 = load ptr, ptr %27, align 8
  %1648 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %1647, ptr noundef %1648)
  %1649 = load i64, ptr %23, align 8
  %1650 = icmp sge i64 16, %1649
  br i1 %1650, label %1651, label %1652

1651:                                             ; preds = %1646
  br label %1674

1652:                                             ; preds = %1646
  %1653 = load ptr, ptr %27, align 8
  %1654 = getelementptr inbounds i8, ptr %1653, i64 16
  store ptr %1654, ptr %27, align 8
  %1655 = load ptr, ptr %26, align 8
  %1656 = getelementptr inbounds i8, ptr %1655, i64 16
  store ptr %1656, ptr %26, align 8
  br label %1657

1657:                                             ; preds = %1657, %1652
  %1658 = load ptr, ptr %27, align 8
  %1659 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %1658, ptr noundef %1659)
  %1660 = load ptr, ptr %27, align 8
  %1661 = getelementptr inbounds i8, ptr %1660, i64 16
  store ptr %1661, ptr %27, align 8
  %1662 = load ptr, ptr %26, align 8
  %1663 = getelementptr inbounds i8, ptr %1662, i64 16
  store ptr %1663, ptr %26, align 8
  %1664 = load ptr, ptr %27, align 8
  %1665 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %1664, ptr noundef %1665)
  %1666 = load ptr, ptr %27, align 8
  %1667 = getelementptr inbounds i8, ptr %1666, i64 16
  store ptr %1667, ptr %27, align 8
  %1668 = load ptr, ptr %26, align 8
  %1669 = getelementptr inbounds i8, ptr %1668, i64 16
  store ptr %1669, ptr %26, align 8
  %1670 = load ptr, ptr %27, align 8
  %1671 = load ptr, ptr %28, align 8
  %1672 = icmp ult ptr %1670, %1671
  br i1 %1672, label %1657, label %1673, !llvm.loop !12

1673:                                             ; preds = %1657
  br label %1674

1674:                                             ; preds = %1673, %1651, %1645
  br label %1675

1675:                                             ; preds = %1674, %1603
  br label %1683

1676:                                             ; preds = %1577
  %1677 = load ptr, ptr %61, align 8
  %1678 = getelementptr inbounds %struct.SeqStore_t, ptr %1677, i32 0, i32 3
  %1679 = load ptr, ptr %1678, align 8
  %1680 = load ptr, ptr %63, align 8
  %1681 = load ptr, ptr %68, align 8
  %1682 = load ptr, ptr %67, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1679, ptr noundef %1680, ptr noundef %1681, ptr noundef %1682)
  br label %1683

1683:                                             ; preds = %1676, %1675
  %1684 = load i64, ptr %62, align 8
  %1685 = load ptr, ptr %61, align 8
  %1686 = getelementptr inbounds %struct.SeqStore_t, ptr %1685, i32 0, i32 3
  %1687 = load ptr, ptr %1686, align 8
  %1688 = getelementptr inbounds i8, ptr %1687, i64 %1684
  store ptr %1688, ptr %1686, align 8
  %1689 = load ptr, ptr %61, align 8
  %1690 = load i64, ptr %62, align 8
  %1691 = load i32, ptr %65, align 4
  %1692 = load i64, ptr %66, align 8
  store ptr %1689, ptr %6, align 8
  store i64 %1690, ptr %7, align 8
  store i32 %1691, ptr %8, align 4
  store i64 %1692, ptr %9, align 8
  %1693 = load i64, ptr %7, align 8
  %1694 = icmp ugt i64 %1693, 65535
  %1695 = zext i1 %1694 to i32
  %1696 = sext i32 %1695 to i64
  br i1 %1694, label %1697, label %1712

1697:                                             ; preds = %1683
  %1698 = load ptr, ptr %6, align 8
  %1699 = getelementptr inbounds %struct.SeqStore_t, ptr %1698, i32 0, i32 9
  store i32 1, ptr %1699, align 8
  %1700 = load ptr, ptr %6, align 8
  %1701 = getelementptr inbounds %struct.SeqStore_t, ptr %1700, i32 0, i32 1
  %1702 = load ptr, ptr %1701, align 8
  %1703 = load ptr, ptr %6, align 8
  %1704 = load ptr, ptr %1703, align 8
  %1705 = ptrtoint ptr %1702 to i64
  %1706 = ptrtoint ptr %1704 to i64
  %1707 = sub i64 %1705, %1706
  %1708 = sdiv exact i64 %1707, 8
  %1709 = trunc i64 %1708 to i32
  %1710 = load ptr, ptr %6, align 8
  %1711 = getelementptr inbounds %struct.SeqStore_t, ptr %1710, i32 0, i32 10
  store i32 %1709, ptr %1711, align 4
  br label %1712

1712:                                             ; preds = %1697, %1683
  %1713 = load i64, ptr %7, align 8
  %1714 = trunc i64 %1713 to i16
  %1715 = load ptr, ptr %6, align 8
  %1716 = getelementptr inbounds %struct.SeqStore_t, ptr %1715, i32 0, i32 1
  %1717 = load ptr, ptr %1716, align 8
  %1718 = getelementptr inbounds %struct.SeqDef_s, ptr %1717, i32 0, i32 1
  store i16 %1714, ptr %1718, align 4
  %1719 = load i32, ptr %8, align 4
  %1720 = load ptr, ptr %6, align 8
  %1721 = getelementptr inbounds %struct.SeqStore_t, ptr %1720, i32 0, i32 1
  %1722 = load ptr, ptr %1721, align 8
  store i32 %1719, ptr %1722, align 4
  %1723 = load i64, ptr %9, align 8
  %1724 = sub i64 %1723, 3
  store i64 %1724, ptr %10, align 8
  %1725 = load i64, ptr %10, align 8
  %1726 = icmp ugt i64 %1725, 65535
  %1727 = zext i1 %1726 to i32
  %1728 = sext i32 %1727 to i64
  br i1 %1726, label %1729, label %1744

1729:                                             ; preds = %1712
  %1730 = load ptr, ptr %6, align 8
  %1731 = getelementptr inbounds %struct.SeqStore_t, ptr %1730, i32 0, i32 9
  store i32 2, ptr %1731, align 8
  %1732 = load ptr, ptr %6, align 8
  %1733 = getelementptr inbounds %struct.SeqStore_t, ptr %1732, i32 0, i32 1
  %1734 = load ptr, ptr %1733, align 8
  %1735 = load ptr, ptr %6, align 8
  %1736 = load ptr, ptr %1735, align 8
  %1737 = ptrtoint ptr %1734 to i64
  %1738 = ptrtoint ptr %1736 to i64
  %1739 = sub i64 %1737, %1738
  %1740 = sdiv exact i64 %1739, 8
  %1741 = trunc i64 %1740 to i32
  %1742 = load ptr, ptr %6, align 8
  %1743 = getelementptr inbounds %struct.SeqStore_t, ptr %1742, i32 0, i32 10
  store i32 %1741, ptr %1743, align 4
  br label %1744

1744:                                             ; preds = %1729, %1712
  %1745 = load i64, ptr %10, align 8
  %1746 = trunc i64 %1745 to i16
  %1747 = load ptr, ptr %6, align 8
  %1748 = getelementptr inbounds %struct.SeqStore_t, ptr %1747, i32 0, i32 1
  %1749 = load ptr, ptr %1748, align 8
  %1750 = getelementptr inbounds %struct.SeqDef_s, ptr %1749, i32 0, i32 2
  store i16 %1746, ptr %1750, align 2
  %1751 = load ptr, ptr %6, align 8
  %1752 = getelementptr inbounds %struct.SeqStore_t, ptr %1751, i32 0, i32 1
  %1753 = load ptr, ptr %1752, align 8
  %1754 = getelementptr inbounds %struct.SeqDef_s, ptr %1753, i32 1
  store ptr %1754, ptr %1752, align 8
  %1755 = load i32, ptr %189, align 4
  %1756 = load ptr, ptr %126, align 8
  %1757 = load ptr, ptr %130, align 8
  %1758 = load i32, ptr %127, align 4
  %1759 = load i32, ptr %122, align 4
  store ptr %1757, ptr %110, align 8
  store i32 %1758, ptr %111, align 4
  store i32 %1759, ptr %112, align 4
  %1760 = load i32, ptr %112, align 4
  switch i32 %1760, label %1761 [
    i32 4, label %1762
    i32 5, label %1766
    i32 6, label %1770
    i32 7, label %1774
    i32 8, label %1778
  ]

1761:                                             ; preds = %1744
  br label %1762

1762:                                             ; preds = %1761, %1744
  %1763 = load ptr, ptr %110, align 8
  %1764 = load i32, ptr %111, align 4
  %1765 = call i64 @ZSTD_hash4Ptr(ptr noundef %1763, i32 noundef %1764)
  store i64 %1765, ptr %109, align 8
  br label %1782

1766:                                             ; preds = %1744
  %1767 = load ptr, ptr %110, align 8
  %1768 = load i32, ptr %111, align 4
  %1769 = call i64 @ZSTD_hash5Ptr(ptr noundef %1767, i32 noundef %1768)
  store i64 %1769, ptr %109, align 8
  br label %1782

1770:                                             ; preds = %1744
  %1771 = load ptr, ptr %110, align 8
  %1772 = load i32, ptr %111, align 4
  %1773 = call i64 @ZSTD_hash6Ptr(ptr noundef %1771, i32 noundef %1772)
  store i64 %1773, ptr %109, align 8
  br label %1782

1774:                                             ; preds = %1744
  %1775 = load ptr, ptr %110, align 8
  %1776 = load i32, ptr %111, align 4
  %1777 = call i64 @ZSTD_hash7Ptr(ptr noundef %1775, i32 noundef %1776)
  store i64 %1777, ptr %109, align 8
  br label %1782

1778:                                             ; preds = %1744
  %1779 = load ptr, ptr %110, align 8
  %1780 = load i32, ptr %111, align 4
  %1781 = call i64 @ZSTD_hash8Ptr(ptr noundef %1779, i32 noundef %1780)
  store i64 %1781, ptr %109, align 8
  br label %1782

1782:                                             ; preds = %1778, %1774, %1770, %1766, %1762
  %1783 = load i64, ptr %109, align 8
  %1784 = getelementptr inbounds i32, ptr %1756, i64 %1783
  store i32 %1755, ptr %1784, align 4
  %1785 = load i32, ptr %189, align 4
  %1786 = load ptr, ptr %124, align 8
  %1787 = load ptr, ptr %130, align 8
  %1788 = load i32, ptr %125, align 4
  store ptr %1787, ptr %114, align 8
  store i32 %1788, ptr %115, align 4
  store i32 8, ptr %116, align 4
  %1789 = load i32, ptr %116, align 4
  switch i32 %1789, label %1790 [
    i32 4, label %1791
    i32 5, label %1795
    i32 6, label %1799
    i32 7, label %1803
    i32 8, label %1807
  ]

1790:                                             ; preds = %1782
  br label %1791

1791:                                             ; preds = %1790, %1782
  %1792 = load ptr, ptr %114, align 8
  %1793 = load i32, ptr %115, align 4
  %1794 = call i64 @ZSTD_hash4Ptr(ptr noundef %1792, i32 noundef %1793)
  store i64 %1794, ptr %113, align 8
  br label %1811

1795:                                             ; preds = %1782
  %1796 = load ptr, ptr %114, align 8
  %1797 = load i32, ptr %115, align 4
  %1798 = call i64 @ZSTD_hash5Ptr(ptr noundef %1796, i32 noundef %1797)
  store i64 %1798, ptr %113, align 8
  br label %1811

1799:                                             ; preds = %1782
  %1800 = load ptr, ptr %114, align 8
  %1801 = load i32, ptr %115, align 4
  %1802 = call i64 @ZSTD_hash6Ptr(ptr noundef %1800, i32 noundef %1801)
  store i64 %1802, ptr %113, align 8
  br label %1811

1803:                                             ; preds = %1782
  %1804 = load ptr, ptr %114, align 8
  %1805 = load i32, ptr %115, align 4
  %1806 = call i64 @ZSTD_hash7Ptr(ptr noundef %1804, i32 noundef %1805)
  store i64 %1806, ptr %113, align 8
  br label %1811

1807:                                             ; preds = %1782
  %1808 = load ptr, ptr %114, align 8
  %1809 = load i32, ptr %115, align 4
  %1810 = call i64 @ZSTD_hash8Ptr(ptr noundef %1808, i32 noundef %1809)
  store i64 %1810, ptr %113, align 8
  br label %1811

1811:                                             ; preds = %1807, %1803, %1799, %1795, %1791
  %1812 = load i64, ptr %113, align 8
  %1813 = getelementptr inbounds i32, ptr %1786, i64 %1812
  store i32 %1785, ptr %1813, align 4
  %1814 = load i64, ptr %193, align 8
  %1815 = load ptr, ptr %130, align 8
  %1816 = getelementptr inbounds i8, ptr %1815, i64 %1814
  store ptr %1816, ptr %130, align 8
  %1817 = load ptr, ptr %130, align 8
  store ptr %1817, ptr %131, align 8
  br label %1526, !llvm.loop !26

1818:                                             ; preds = %1563, %1557
  br label %1819

1819:                                             ; preds = %1818, %1526
  br label %1820

1820:                                             ; preds = %1819, %1377
  br label %353, !llvm.loop !21

1821:                                             ; preds = %353
  %1822 = load i32, ptr %137, align 4
  %1823 = load ptr, ptr %119, align 8
  store i32 %1822, ptr %1823, align 4
  %1824 = load i32, ptr %138, align 4
  %1825 = load ptr, ptr %119, align 8
  %1826 = getelementptr inbounds i32, ptr %1825, i64 1
  store i32 %1824, ptr %1826, align 4
  %1827 = load ptr, ptr %135, align 8
  %1828 = load ptr, ptr %131, align 8
  %1829 = ptrtoint ptr %1827 to i64
  %1830 = ptrtoint ptr %1828 to i64
  %1831 = sub i64 %1829, %1830
  ret i64 %1831
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_compressBlock_doubleFast_dictMatchState_7(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  %25 = alloca i64, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca i64, align 8
  %32 = alloca i32, align 4
  %33 = alloca i64, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca ptr, align 8
  %38 = alloca ptr, align 8
  %39 = alloca i64, align 8
  %40 = alloca i32, align 4
  %41 = alloca i64, align 8
  %42 = alloca ptr, align 8
  %43 = alloca ptr, align 8
  %44 = alloca ptr, align 8
  %45 = alloca ptr, align 8
  %46 = alloca i64, align 8
  %47 = alloca ptr, align 8
  %48 = alloca ptr, align 8
  %49 = alloca i32, align 4
  %50 = alloca i64, align 8
  %51 = alloca ptr, align 8
  %52 = alloca ptr, align 8
  %53 = alloca ptr, align 8
  %54 = alloca i64, align 8
  %55 = alloca ptr, align 8
  %56 = alloca ptr, align 8
  %57 = alloca i32, align 4
  %58 = alloca i64, align 8
  %59 = alloca ptr, align 8
  %60 = alloca ptr, align 8
  %61 = alloca ptr, align 8
  %62 = alloca i64, align 8
  %63 = alloca ptr, align 8
  %64 = alloca ptr, align 8
  %65 = alloca i32, align 4
  %66 = alloca i64, align 8
  %67 = alloca ptr, align 8
  %68 = alloca ptr, align 8
  %69 = alloca i64, align 8
  %70 = alloca ptr, align 8
  %71 = alloca i32, align 4
  %72 = alloca i32, align 4
  %73 = alloca i64, align 8
  %74 = alloca ptr, align 8
  %75 = alloca i32, align 4
  %76 = alloca i32, align 4
  %77 = alloca i64, align 8
  %78 = alloca ptr, align 8
  %79 = alloca i32, align 4
  %80 = alloca i32, align 4
  %81 = alloca i64, align 8
  %82 = alloca ptr, align 8
  %83 = alloca i32, align 4
  %84 = alloca i32, align 4
  %85 = alloca i64, align 8
  %86 = alloca ptr, align 8
  %87 = alloca i32, align 4
  %88 = alloca i32, align 4
  %89 = alloca i64, align 8
  %90 = alloca ptr, align 8
  %91 = alloca i32, align 4
  %92 = alloca i32, align 4
  %93 = alloca i64, align 8
  %94 = alloca ptr, align 8
  %95 = alloca i32, align 4
  %96 = alloca i32, align 4
  %97 = alloca i64, align 8
  %98 = alloca ptr, align 8
  %99 = alloca i32, align 4
  %100 = alloca i32, align 4
  %101 = alloca i64, align 8
  %102 = alloca ptr, align 8
  %103 = alloca i32, align 4
  %104 = alloca i32, align 4
  %105 = alloca i64, align 8
  %106 = alloca ptr, align 8
  %107 = alloca i32, align 4
  %108 = alloca i32, align 4
  %109 = alloca i64, align 8
  %110 = alloca ptr, align 8
  %111 = alloca i32, align 4
  %112 = alloca i32, align 4
  %113 = alloca i64, align 8
  %114 = alloca ptr, align 8
  %115 = alloca i32, align 4
  %116 = alloca i32, align 4
  %117 = alloca ptr, align 8
  %118 = alloca ptr, align 8
  %119 = alloca ptr, align 8
  %120 = alloca ptr, align 8
  %121 = alloca i64, align 8
  %122 = alloca i32, align 4
  %123 = alloca ptr, align 8
  %124 = alloca ptr, align 8
  %125 = alloca i32, align 4
  %126 = alloca ptr, align 8
  %127 = alloca i32, align 4
  %128 = alloca ptr, align 8
  %129 = alloca ptr, align 8
  %130 = alloca ptr, align 8
  %131 = alloca ptr, align 8
  %132 = alloca i32, align 4
  %133 = alloca i32, align 4
  %134 = alloca ptr, align 8
  %135 = alloca ptr, align 8
  %136 = alloca ptr, align 8
  %137 = alloca i32, align 4
  %138 = alloca i32, align 4
  %139 = alloca ptr, align 8
  %140 = alloca ptr, align 8
  %141 = alloca ptr, align 8
  %142 = alloca ptr, align 8
  %143 = alloca i32, align 4
  %144 = alloca ptr, align 8
  %145 = alloca ptr, align 8
  %146 = alloca ptr, align 8
  %147 = alloca i32, align 4
  %148 = alloca i32, align 4
  %149 = alloca i32, align 4
  %150 = alloca i32, align 4
  %151 = alloca i64, align 8
  %152 = alloca i64, align 8
  %153 = alloca ptr, align 8
  %154 = alloca i64, align 8
  %155 = alloca i64, align 8
  %156 = alloca ptr, align 8
  %157 = alloca i64, align 8
  %158 = alloca i64, align 8
  %159 = alloca i64, align 8
  %160 = alloca i32, align 4
  %161 = alloca i64, align 8
  %162 = alloca i64, align 8
  %163 = alloca i64, align 8
  %164 = alloca i64, align 8
  %165 = alloca i32, align 4
  %166 = alloca i32, align 4
  %167 = alloca i32, align 4
  %168 = alloca i32, align 4
  %169 = alloca i32, align 4
  %170 = alloca i32, align 4
  %171 = alloca i32, align 4
  %172 = alloca ptr, align 8
  %173 = alloca ptr, align 8
  %174 = alloca i32, align 4
  %175 = alloca ptr, align 8
  %176 = alloca ptr, align 8
  %177 = alloca i32, align 4
  %178 = alloca ptr, align 8
  %179 = alloca i32, align 4
  %180 = alloca i64, align 8
  %181 = alloca i64, align 8
  %182 = alloca i32, align 4
  %183 = alloca i32, align 4
  %184 = alloca i32, align 4
  %185 = alloca ptr, align 8
  %186 = alloca i32, align 4
  %187 = alloca ptr, align 8
  %188 = alloca i32, align 4
  %189 = alloca i32, align 4
  %190 = alloca i32, align 4
  %191 = alloca ptr, align 8
  %192 = alloca ptr, align 8
  %193 = alloca i64, align 8
  %194 = alloca i32, align 4
  %195 = alloca ptr, align 8
  %196 = alloca ptr, align 8
  %197 = alloca ptr, align 8
  %198 = alloca ptr, align 8
  %199 = alloca i64, align 8
  store ptr %0, ptr %195, align 8
  store ptr %1, ptr %196, align 8
  store ptr %2, ptr %197, align 8
  store ptr %3, ptr %198, align 8
  store i64 %4, ptr %199, align 8
  %200 = load ptr, ptr %195, align 8
  %201 = load ptr, ptr %196, align 8
  %202 = load ptr, ptr %197, align 8
  %203 = load ptr, ptr %198, align 8
  %204 = load i64, ptr %199, align 8
  store ptr %200, ptr %117, align 8
  store ptr %201, ptr %118, align 8
  store ptr %202, ptr %119, align 8
  store ptr %203, ptr %120, align 8
  store i64 %204, ptr %121, align 8
  store i32 7, ptr %122, align 4
  %205 = load ptr, ptr %117, align 8
  %206 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %205, i32 0, i32 16
  store ptr %206, ptr %123, align 8
  %207 = load ptr, ptr %117, align 8
  %208 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %207, i32 0, i32 9
  %209 = load ptr, ptr %208, align 8
  store ptr %209, ptr %124, align 8
  %210 = load ptr, ptr %123, align 8
  %211 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %210, i32 0, i32 2
  %212 = load i32, ptr %211, align 4
  store i32 %212, ptr %125, align 4
  %213 = load ptr, ptr %117, align 8
  %214 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %213, i32 0, i32 11
  %215 = load ptr, ptr %214, align 8
  store ptr %215, ptr %126, align 8
  %216 = load ptr, ptr %123, align 8
  %217 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %216, i32 0, i32 1
  %218 = load i32, ptr %217, align 4
  store i32 %218, ptr %127, align 4
  %219 = load ptr, ptr %117, align 8
  %220 = getelementptr inbounds %struct.ZSTD_window_t, ptr %219, i32 0, i32 1
  %221 = load ptr, ptr %220, align 8
  store ptr %221, ptr %128, align 8
  %222 = load ptr, ptr %120, align 8
  store ptr %222, ptr %129, align 8
  %223 = load ptr, ptr %129, align 8
  store ptr %223, ptr %130, align 8
  %224 = load ptr, ptr %129, align 8
  store ptr %224, ptr %131, align 8
  %225 = load ptr, ptr %129, align 8
  %226 = load ptr, ptr %128, align 8
  %227 = ptrtoint ptr %225 to i64
  %228 = ptrtoint ptr %226 to i64
  %229 = sub i64 %227, %228
  %230 = load i64, ptr %121, align 8
  %231 = add i64 %229, %230
  %232 = trunc i64 %231 to i32
  store i32 %232, ptr %132, align 4
  %233 = load ptr, ptr %117, align 8
  %234 = load i32, ptr %132, align 4
  %235 = load ptr, ptr %123, align 8
  %236 = load i32, ptr %235, align 4
  %237 = call i32 @ZSTD_getLowestPrefixIndex(ptr noundef %233, i32 noundef %234, i32 noundef %236)
  store i32 %237, ptr %133, align 4
  %238 = load ptr, ptr %128, align 8
  %239 = load i32, ptr %133, align 4
  %240 = zext i32 %239 to i64
  %241 = getelementptr inbounds i8, ptr %238, i64 %240
  store ptr %241, ptr %134, align 8
  %242 = load ptr, ptr %129, align 8
  %243 = load i64, ptr %121, align 8
  %244 = getelementptr inbounds i8, ptr %242, i64 %243
  store ptr %244, ptr %135, align 8
  %245 = load ptr, ptr %135, align 8
  %246 = getelementptr inbounds i8, ptr %245, i64 -8
  store ptr %246, ptr %136, align 8
  %247 = load ptr, ptr %119, align 8
  %248 = load i32, ptr %247, align 4
  store i32 %248, ptr %137, align 4
  %249 = load ptr, ptr %119, align 8
  %250 = getelementptr inbounds i32, ptr %249, i64 1
  %251 = load i32, ptr %250, align 4
  store i32 %251, ptr %138, align 4
  %252 = load ptr, ptr %117, align 8
  %253 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %252, i32 0, i32 15
  %254 = load ptr, ptr %253, align 8
  store ptr %254, ptr %139, align 8
  %255 = load ptr, ptr %139, align 8
  %256 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %255, i32 0, i32 16
  store ptr %256, ptr %140, align 8
  %257 = load ptr, ptr %139, align 8
  %258 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %257, i32 0, i32 9
  %259 = load ptr, ptr %258, align 8
  store ptr %259, ptr %141, align 8
  %260 = load ptr, ptr %139, align 8
  %261 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %260, i32 0, i32 11
  %262 = load ptr, ptr %261, align 8
  store ptr %262, ptr %142, align 8
  %263 = load ptr, ptr %139, align 8
  %264 = getelementptr inbounds %struct.ZSTD_window_t, ptr %263, i32 0, i32 3
  %265 = load i32, ptr %264, align 8
  store i32 %265, ptr %143, align 4
  %266 = load ptr, ptr %139, align 8
  %267 = getelementptr inbounds %struct.ZSTD_window_t, ptr %266, i32 0, i32 1
  %268 = load ptr, ptr %267, align 8
  store ptr %268, ptr %144, align 8
  %269 = load ptr, ptr %144, align 8
  %270 = load i32, ptr %143, align 4
  %271 = zext i32 %270 to i64
  %272 = getelementptr inbounds i8, ptr %269, i64 %271
  store ptr %272, ptr %145, align 8
  %273 = load ptr, ptr %139, align 8
  %274 = load ptr, ptr %273, align 8
  store ptr %274, ptr %146, align 8
  %275 = load i32, ptr %133, align 4
  %276 = load ptr, ptr %146, align 8
  %277 = load ptr, ptr %144, align 8
  %278 = ptrtoint ptr %276 to i64
  %279 = ptrtoint ptr %277 to i64
  %280 = sub i64 %278, %279
  %281 = trunc i64 %280 to i32
  %282 = sub i32 %275, %281
  store i32 %282, ptr %147, align 4
  %283 = load ptr, ptr %140, align 8
  %284 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %283, i32 0, i32 2
  %285 = load i32, ptr %284, align 4
  %286 = add i32 %285, 8
  store i32 %286, ptr %148, align 4
  %287 = load ptr, ptr %140, align 8
  %288 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %287, i32 0, i32 1
  %289 = load i32, ptr %288, align 4
  %290 = add i32 %289, 8
  store i32 %290, ptr %149, align 4
  %291 = load ptr, ptr %130, align 8
  %292 = load ptr, ptr %134, align 8
  %293 = ptrtoint ptr %291 to i64
  %294 = ptrtoint ptr %292 to i64
  %295 = sub i64 %293, %294
  %296 = load ptr, ptr %146, align 8
  %297 = load ptr, ptr %145, align 8
  %298 = ptrtoint ptr %296 to i64
  %299 = ptrtoint ptr %297 to i64
  %300 = sub i64 %298, %299
  %301 = add nsw i64 %295, %300
  %302 = trunc i64 %301 to i32
  store i32 %302, ptr %150, align 4
  %303 = load ptr, ptr %117, align 8
  %304 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %303, i32 0, i32 18
  %305 = load i32, ptr %304, align 8
  %306 = icmp ne i32 %305, 0
  br i1 %306, label %307, label %346

307:                                              ; preds = %5
  %308 = load ptr, ptr %140, align 8
  %309 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %308, i32 0, i32 2
  %310 = load i32, ptr %309, align 4
  %311 = zext i32 %310 to i64
  %312 = shl i64 1, %311
  %313 = mul i64 %312, 4
  store i64 %313, ptr %151, align 8
  %314 = load ptr, ptr %140, align 8
  %315 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %314, i32 0, i32 1
  %316 = load i32, ptr %315, align 4
  %317 = zext i32 %316 to i64
  %318 = shl i64 1, %317
  %319 = mul i64 %318, 4
  store i64 %319, ptr %152, align 8
  %320 = load ptr, ptr %141, align 8
  store ptr %320, ptr %153, align 8
  %321 = load i64, ptr %151, align 8
  store i64 %321, ptr %154, align 8
  store i64 0, ptr %155, align 8
  br label %322

322:                                              ; preds = %326, %307
  %323 = load i64, ptr %155, align 8
  %324 = load i64, ptr %154, align 8
  %325 = icmp ult i64 %323, %324
  br i1 %325, label %326, label %332

326:                                              ; preds = %322
  %327 = load ptr, ptr %153, align 8
  %328 = load i64, ptr %155, align 8
  %329 = getelementptr inbounds i8, ptr %327, i64 %328
  call void @llvm.prefetch.p0(ptr %329, i32 0, i32 2, i32 1)
  %330 = load i64, ptr %155, align 8
  %331 = add i64 %330, 64
  store i64 %331, ptr %155, align 8
  br label %322, !llvm.loop !17

332:                                              ; preds = %322
  %333 = load ptr, ptr %142, align 8
  store ptr %333, ptr %156, align 8
  %334 = load i64, ptr %152, align 8
  store i64 %334, ptr %157, align 8
  store i64 0, ptr %158, align 8
  br label %335

335:                                              ; preds = %339, %332
  %336 = load i64, ptr %158, align 8
  %337 = load i64, ptr %157, align 8
  %338 = icmp ult i64 %336, %337
  br i1 %338, label %339, label %345

339:                                              ; preds = %335
  %340 = load ptr, ptr %156, align 8
  %341 = load i64, ptr %158, align 8
  %342 = getelementptr inbounds i8, ptr %340, i64 %341
  call void @llvm.prefetch.p0(ptr %342, i32 0, i32 2, i32 1)
  %343 = load i64, ptr %158, align 8
  %344 = add i64 %343, 64
  store i64 %344, ptr %158, align 8
  br label %335, !llvm.loop !18

345:                                              ; preds = %335
  br label %346

346:                                              ; preds = %345, %5
  %347 = load i32, ptr %150, align 4
  %348 = icmp eq i32 %347, 0
  %349 = zext i1 %348 to i32
  %350 = load ptr, ptr %130, align 8
  %351 = sext i32 %349 to i64
  %352 = getelementptr inbounds i8, ptr %350, i64 %351
  store ptr %352, ptr %130, align 8
  br label %353

353:                                              ; preds = %1820, %892, %346
  %354 = load ptr, ptr %130, align 8
  %355 = load ptr, ptr %136, align 8
  %356 = icmp ult ptr %354, %355
  br i1 %356, label %357, label %1821

357:                                              ; preds = %353
  %358 = load ptr, ptr %130, align 8
  %359 = load i32, ptr %125, align 4
  store ptr %358, ptr %70, align 8
  store i32 %359, ptr %71, align 4
  store i32 8, ptr %72, align 4
  %360 = load i32, ptr %72, align 4
  switch i32 %360, label %361 [
    i32 4, label %362
    i32 5, label %366
    i32 6, label %370
    i32 7, label %374
    i32 8, label %378
  ]

361:                                              ; preds = %357
  br label %362

362:                                              ; preds = %361, %357
  %363 = load ptr, ptr %70, align 8
  %364 = load i32, ptr %71, align 4
  %365 = call i64 @ZSTD_hash4Ptr(ptr noundef %363, i32 noundef %364)
  store i64 %365, ptr %69, align 8
  br label %382

366:                                              ; preds = %357
  %367 = load ptr, ptr %70, align 8
  %368 = load i32, ptr %71, align 4
  %369 = call i64 @ZSTD_hash5Ptr(ptr noundef %367, i32 noundef %368)
  store i64 %369, ptr %69, align 8
  br label %382

370:                                              ; preds = %357
  %371 = load ptr, ptr %70, align 8
  %372 = load i32, ptr %71, align 4
  %373 = call i64 @ZSTD_hash6Ptr(ptr noundef %371, i32 noundef %372)
  store i64 %373, ptr %69, align 8
  br label %382

374:                                              ; preds = %357
  %375 = load ptr, ptr %70, align 8
  %376 = load i32, ptr %71, align 4
  %377 = call i64 @ZSTD_hash7Ptr(ptr noundef %375, i32 noundef %376)
  store i64 %377, ptr %69, align 8
  br label %382

378:                                              ; preds = %357
  %379 = load ptr, ptr %70, align 8
  %380 = load i32, ptr %71, align 4
  %381 = call i64 @ZSTD_hash8Ptr(ptr noundef %379, i32 noundef %380)
  store i64 %381, ptr %69, align 8
  br label %382

382:                                              ; preds = %378, %374, %370, %366, %362
  %383 = load i64, ptr %69, align 8
  store i64 %383, ptr %161, align 8
  %384 = load ptr, ptr %130, align 8
  %385 = load i32, ptr %127, align 4
  %386 = load i32, ptr %122, align 4
  store ptr %384, ptr %74, align 8
  store i32 %385, ptr %75, align 4
  store i32 %386, ptr %76, align 4
  %387 = load i32, ptr %76, align 4
  switch i32 %387, label %388 [
    i32 4, label %389
    i32 5, label %393
    i32 6, label %397
    i32 7, label %401
    i32 8, label %405
  ]

388:                                              ; preds = %382
  br label %389

389:                                              ; preds = %388, %382
  %390 = load ptr, ptr %74, align 8
  %391 = load i32, ptr %75, align 4
  %392 = call i64 @ZSTD_hash4Ptr(ptr noundef %390, i32 noundef %391)
  store i64 %392, ptr %73, align 8
  br label %409

393:                                              ; preds = %382
  %394 = load ptr, ptr %74, align 8
  %395 = load i32, ptr %75, align 4
  %396 = call i64 @ZSTD_hash5Ptr(ptr noundef %394, i32 noundef %395)
  store i64 %396, ptr %73, align 8
  br label %409

397:                                              ; preds = %382
  %398 = load ptr, ptr %74, align 8
  %399 = load i32, ptr %75, align 4
  %400 = call i64 @ZSTD_hash6Ptr(ptr noundef %398, i32 noundef %399)
  store i64 %400, ptr %73, align 8
  br label %409

401:                                              ; preds = %382
  %402 = load ptr, ptr %74, align 8
  %403 = load i32, ptr %75, align 4
  %404 = call i64 @ZSTD_hash7Ptr(ptr noundef %402, i32 noundef %403)
  store i64 %404, ptr %73, align 8
  br label %409

405:                                              ; preds = %382
  %406 = load ptr, ptr %74, align 8
  %407 = load i32, ptr %75, align 4
  %408 = call i64 @ZSTD_hash8Ptr(ptr noundef %406, i32 noundef %407)
  store i64 %408, ptr %73, align 8
  br label %409

409:                                              ; preds = %405, %401, %397, %393, %389
  %410 = load i64, ptr %73, align 8
  store i64 %410, ptr %162, align 8
  %411 = load ptr, ptr %130, align 8
  %412 = load i32, ptr %148, align 4
  store ptr %411, ptr %78, align 8
  store i32 %412, ptr %79, align 4
  store i32 8, ptr %80, align 4
  %413 = load i32, ptr %80, align 4
  switch i32 %413, label %414 [
    i32 4, label %415
    i32 5, label %419
    i32 6, label %423
    i32 7, label %427
    i32 8, label %431
  ]

414:                                              ; preds = %409
  br label %415

415:                                              ; preds = %414, %409
  %416 = load ptr, ptr %78, align 8
  %417 = load i32, ptr %79, align 4
  %418 = call i64 @ZSTD_hash4Ptr(ptr noundef %416, i32 noundef %417)
  store i64 %418, ptr %77, align 8
  br label %435

419:                                              ; preds = %409
  %420 = load ptr, ptr %78, align 8
  %421 = load i32, ptr %79, align 4
  %422 = call i64 @ZSTD_hash5Ptr(ptr noundef %420, i32 noundef %421)
  store i64 %422, ptr %77, align 8
  br label %435

423:                                              ; preds = %409
  %424 = load ptr, ptr %78, align 8
  %425 = load i32, ptr %79, align 4
  %426 = call i64 @ZSTD_hash6Ptr(ptr noundef %424, i32 noundef %425)
  store i64 %426, ptr %77, align 8
  br label %435

427:                                              ; preds = %409
  %428 = load ptr, ptr %78, align 8
  %429 = load i32, ptr %79, align 4
  %430 = call i64 @ZSTD_hash7Ptr(ptr noundef %428, i32 noundef %429)
  store i64 %430, ptr %77, align 8
  br label %435

431:                                              ; preds = %409
  %432 = load ptr, ptr %78, align 8
  %433 = load i32, ptr %79, align 4
  %434 = call i64 @ZSTD_hash8Ptr(ptr noundef %432, i32 noundef %433)
  store i64 %434, ptr %77, align 8
  br label %435

435:                                              ; preds = %431, %427, %423, %419, %415
  %436 = load i64, ptr %77, align 8
  store i64 %436, ptr %163, align 8
  %437 = load ptr, ptr %130, align 8
  %438 = load i32, ptr %149, align 4
  %439 = load i32, ptr %122, align 4
  store ptr %437, ptr %82, align 8
  store i32 %438, ptr %83, align 4
  store i32 %439, ptr %84, align 4
  %440 = load i32, ptr %84, align 4
  switch i32 %440, label %441 [
    i32 4, label %442
    i32 5, label %446
    i32 6, label %450
    i32 7, label %454
    i32 8, label %458
  ]

441:                                              ; preds = %435
  br label %442

442:                                              ; preds = %441, %435
  %443 = load ptr, ptr %82, align 8
  %444 = load i32, ptr %83, align 4
  %445 = call i64 @ZSTD_hash4Ptr(ptr noundef %443, i32 noundef %444)
  store i64 %445, ptr %81, align 8
  br label %462

446:                                              ; preds = %435
  %447 = load ptr, ptr %82, align 8
  %448 = load i32, ptr %83, align 4
  %449 = call i64 @ZSTD_hash5Ptr(ptr noundef %447, i32 noundef %448)
  store i64 %449, ptr %81, align 8
  br label %462

450:                                              ; preds = %435
  %451 = load ptr, ptr %82, align 8
  %452 = load i32, ptr %83, align 4
  %453 = call i64 @ZSTD_hash6Ptr(ptr noundef %451, i32 noundef %452)
  store i64 %453, ptr %81, align 8
  br label %462

454:                                              ; preds = %435
  %455 = load ptr, ptr %82, align 8
  %456 = load i32, ptr %83, align 4
  %457 = call i64 @ZSTD_hash7Ptr(ptr noundef %455, i32 noundef %456)
  store i64 %457, ptr %81, align 8
  br label %462

458:                                              ; preds = %435
  %459 = load ptr, ptr %82, align 8
  %460 = load i32, ptr %83, align 4
  %461 = call i64 @ZSTD_hash8Ptr(ptr noundef %459, i32 noundef %460)
  store i64 %461, ptr %81, align 8
  br label %462

462:                                              ; preds = %458, %454, %450, %446, %442
  %463 = load i64, ptr %81, align 8
  store i64 %463, ptr %164, align 8
  %464 = load ptr, ptr %141, align 8
  %465 = load i64, ptr %163, align 8
  %466 = lshr i64 %465, 8
  %467 = getelementptr inbounds i32, ptr %464, i64 %466
  %468 = load i32, ptr %467, align 4
  store i32 %468, ptr %165, align 4
  %469 = load ptr, ptr %142, align 8
  %470 = load i64, ptr %164, align 8
  %471 = lshr i64 %470, 8
  %472 = getelementptr inbounds i32, ptr %469, i64 %471
  %473 = load i32, ptr %472, align 4
  store i32 %473, ptr %166, align 4
  %474 = load i32, ptr %165, align 4
  %475 = zext i32 %474 to i64
  %476 = load i64, ptr %163, align 8
  %477 = call i32 @ZSTD_comparePackedTags(i64 noundef %475, i64 noundef %476)
  store i32 %477, ptr %167, align 4
  %478 = load i32, ptr %166, align 4
  %479 = zext i32 %478 to i64
  %480 = load i64, ptr %164, align 8
  %481 = call i32 @ZSTD_comparePackedTags(i64 noundef %479, i64 noundef %480)
  store i32 %481, ptr %168, align 4
  %482 = load ptr, ptr %130, align 8
  %483 = load ptr, ptr %128, align 8
  %484 = ptrtoint ptr %482 to i64
  %485 = ptrtoint ptr %483 to i64
  %486 = sub i64 %484, %485
  %487 = trunc i64 %486 to i32
  store i32 %487, ptr %169, align 4
  %488 = load ptr, ptr %124, align 8
  %489 = load i64, ptr %161, align 8
  %490 = getelementptr inbounds i32, ptr %488, i64 %489
  %491 = load i32, ptr %490, align 4
  store i32 %491, ptr %170, align 4
  %492 = load ptr, ptr %126, align 8
  %493 = load i64, ptr %162, align 8
  %494 = getelementptr inbounds i32, ptr %492, i64 %493
  %495 = load i32, ptr %494, align 4
  store i32 %495, ptr %171, align 4
  %496 = load ptr, ptr %128, align 8
  %497 = load i32, ptr %170, align 4
  %498 = zext i32 %497 to i64
  %499 = getelementptr inbounds i8, ptr %496, i64 %498
  store ptr %499, ptr %172, align 8
  %500 = load ptr, ptr %128, align 8
  %501 = load i32, ptr %171, align 4
  %502 = zext i32 %501 to i64
  %503 = getelementptr inbounds i8, ptr %500, i64 %502
  store ptr %503, ptr %173, align 8
  %504 = load i32, ptr %169, align 4
  %505 = add i32 %504, 1
  %506 = load i32, ptr %137, align 4
  %507 = sub i32 %505, %506
  store i32 %507, ptr %174, align 4
  %508 = load i32, ptr %174, align 4
  %509 = load i32, ptr %133, align 4
  %510 = icmp ult i32 %508, %509
  br i1 %510, label %511, label %518

511:                                              ; preds = %462
  %512 = load ptr, ptr %144, align 8
  %513 = load i32, ptr %174, align 4
  %514 = load i32, ptr %147, align 4
  %515 = sub i32 %513, %514
  %516 = zext i32 %515 to i64
  %517 = getelementptr inbounds i8, ptr %512, i64 %516
  br label %523

518:                                              ; preds = %462
  %519 = load ptr, ptr %128, align 8
  %520 = load i32, ptr %174, align 4
  %521 = zext i32 %520 to i64
  %522 = getelementptr inbounds i8, ptr %519, i64 %521
  br label %523

523:                                              ; preds = %518, %511
  %524 = phi ptr [ %517, %511 ], [ %522, %518 ]
  store ptr %524, ptr %175, align 8
  %525 = load i32, ptr %169, align 4
  %526 = load ptr, ptr %126, align 8
  %527 = load i64, ptr %162, align 8
  %528 = getelementptr inbounds i32, ptr %526, i64 %527
  store i32 %525, ptr %528, align 4
  %529 = load ptr, ptr %124, align 8
  %530 = load i64, ptr %161, align 8
  %531 = getelementptr inbounds i32, ptr %529, i64 %530
  store i32 %525, ptr %531, align 4
  %532 = load i32, ptr %133, align 4
  %533 = load i32, ptr %174, align 4
  %534 = call i32 @ZSTD_index_overlap_check(i32 noundef %532, i32 noundef %533)
  %535 = icmp ne i32 %534, 0
  br i1 %535, label %536, label %734

536:                                              ; preds = %523
  %537 = load ptr, ptr %175, align 8
  %538 = call i32 @MEM_read32(ptr noundef %537)
  %539 = load ptr, ptr %130, align 8
  %540 = getelementptr inbounds i8, ptr %539, i64 1
  %541 = call i32 @MEM_read32(ptr noundef %540)
  %542 = icmp eq i32 %538, %541
  br i1 %542, label %543, label %734

543:                                              ; preds = %536
  %544 = load i32, ptr %174, align 4
  %545 = load i32, ptr %133, align 4
  %546 = icmp ult i32 %544, %545
  br i1 %546, label %547, label %549

547:                                              ; preds = %543
  %548 = load ptr, ptr %146, align 8
  br label %551

549:                                              ; preds = %543
  %550 = load ptr, ptr %135, align 8
  br label %551

551:                                              ; preds = %549, %547
  %552 = phi ptr [ %548, %547 ], [ %550, %549 ]
  store ptr %552, ptr %176, align 8
  %553 = load ptr, ptr %130, align 8
  %554 = getelementptr inbounds i8, ptr %553, i64 1
  %555 = getelementptr inbounds i8, ptr %554, i64 4
  %556 = load ptr, ptr %175, align 8
  %557 = getelementptr inbounds i8, ptr %556, i64 4
  %558 = load ptr, ptr %135, align 8
  %559 = load ptr, ptr %176, align 8
  %560 = load ptr, ptr %134, align 8
  %561 = call i64 @ZSTD_count_2segments(ptr noundef %555, ptr noundef %557, ptr noundef %558, ptr noundef %559, ptr noundef %560)
  %562 = add i64 %561, 4
  store i64 %562, ptr %159, align 8
  %563 = load ptr, ptr %130, align 8
  %564 = getelementptr inbounds i8, ptr %563, i32 1
  store ptr %564, ptr %130, align 8
  %565 = load ptr, ptr %118, align 8
  %566 = load ptr, ptr %130, align 8
  %567 = load ptr, ptr %131, align 8
  %568 = ptrtoint ptr %566 to i64
  %569 = ptrtoint ptr %567 to i64
  %570 = sub i64 %568, %569
  %571 = load ptr, ptr %131, align 8
  %572 = load ptr, ptr %135, align 8
  %573 = load i64, ptr %159, align 8
  store ptr %565, ptr %45, align 8
  store i64 %570, ptr %46, align 8
  store ptr %571, ptr %47, align 8
  store ptr %572, ptr %48, align 8
  store i32 1, ptr %49, align 4
  store i64 %573, ptr %50, align 8
  %574 = load ptr, ptr %48, align 8
  %575 = getelementptr inbounds i8, ptr %574, i64 -32
  store ptr %575, ptr %51, align 8
  %576 = load ptr, ptr %47, align 8
  %577 = load i64, ptr %46, align 8
  %578 = getelementptr inbounds i8, ptr %576, i64 %577
  store ptr %578, ptr %52, align 8
  %579 = load ptr, ptr %52, align 8
  %580 = load ptr, ptr %51, align 8
  %581 = icmp ule ptr %579, %580
  br i1 %581, label %582, label %655

582:                                              ; preds = %551
  %583 = load ptr, ptr %45, align 8
  %584 = getelementptr inbounds %struct.SeqStore_t, ptr %583, i32 0, i32 3
  %585 = load ptr, ptr %584, align 8
  %586 = load ptr, ptr %47, align 8
  call void @ZSTD_copy16(ptr noundef %585, ptr noundef %586)
  %587 = load i64, ptr %46, align 8
  %588 = icmp ugt i64 %587, 16
  br i1 %588, label %589, label %654

589:                                              ; preds = %582
  %590 = load ptr, ptr %45, align 8
  %591 = getelementptr inbounds %struct.SeqStore_t, ptr %590, i32 0, i32 3
  %592 = load ptr, ptr %591, align 8
  %593 = getelementptr inbounds i8, ptr %592, i64 16
  %594 = load ptr, ptr %47, align 8
  %595 = getelementptr inbounds i8, ptr %594, i64 16
  %596 = load i64, ptr %46, align 8
  %597 = sub nsw i64 %596, 16
  store ptr %593, ptr %37, align 8
  store ptr %595, ptr %38, align 8
  store i64 %597, ptr %39, align 8
  store i32 0, ptr %40, align 4
  %598 = load ptr, ptr %37, align 8
  %599 = load ptr, ptr %38, align 8
  %600 = ptrtoint ptr %598 to i64
  %601 = ptrtoint ptr %599 to i64
  %602 = sub i64 %600, %601
  store i64 %602, ptr %41, align 8
  %603 = load ptr, ptr %38, align 8
  store ptr %603, ptr %42, align 8
  %604 = load ptr, ptr %37, align 8
  store ptr %604, ptr %43, align 8
  %605 = load ptr, ptr %43, align 8
  %606 = load i64, ptr %39, align 8
  %607 = getelementptr inbounds i8, ptr %605, i64 %606
  store ptr %607, ptr %44, align 8
  %608 = load i32, ptr %40, align 4
  %609 = icmp eq i32 %608, 1
  br i1 %609, label %610, label %625

610:                                              ; preds = %589
  %611 = load i64, ptr %41, align 8
  %612 = icmp slt i64 %611, 16
  br i1 %612, label %613, label %625

613:                                              ; preds = %610
  br label %614

614:                                              ; preds = %614, %613
  %615 = load ptr, ptr %43, align 8
  %616 = load ptr, ptr %42, align 8
  call void @ZSTD_copy8(ptr noundef %615, ptr noundef %616)
  %617 = load ptr, ptr %43, align 8
  %618 = getelementptr inbounds i8, ptr %617, i64 8
  store ptr %618, ptr %43, align 8
  %619 = load ptr, ptr %42, align 8
  %620 = getelementptr inbounds i8, ptr %619, i64 8
  store ptr %620, ptr %42, align 8
  %621 = load ptr, ptr %43, align 8
  %622 = load ptr, ptr %44, align 8
  %623 = icmp ult ptr %621, %622
  br i1 %623, label %614, label %624, !llvm.loop !11

624:                                              ; preds = %614
  br label %653

625:                                              ; preds = %610, %589
  %626 = load ptr, ptr %43, align 8
  %627 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %626, ptr noundef %627)
  %628 = load i64, ptr %39, align 8
  %629 = icmp sge i64 16, %628
  br i1 %629, label %630, label %631

630:                                              ; preds = %625
  br label %653

631:                                              ; preds = %625
  %632 = load ptr, ptr %43, align 8
  %633 = getelementptr inbounds i8, ptr %632, i64 16
  store ptr %633, ptr %43, align 8
  %634 = load ptr, ptr %42, align 8
  %635 = getelementptr inbounds i8, ptr %634, i64 16
  store ptr %635, ptr %42, align 8
  br label %636

636:                                              ; preds = %636, %631
  %637 = load ptr, ptr %43, align 8
  %638 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %637, ptr noundef %638)
  %639 = load ptr, ptr %43, align 8
  %640 = getelementptr inbounds i8, ptr %639, i64 16
  store ptr %640, ptr %43, align 8
  %641 = load ptr, ptr %42, align 8
  %642 = getelementptr inbounds i8, ptr %641, i64 16
  store ptr %642, ptr %42, align 8
  %643 = load ptr, ptr %43, align 8
  %644 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %643, ptr noundef %644)
  %645 = load ptr, ptr %43, align 8
  %646 = getelementptr inbounds i8, ptr %645, i64 16
  store ptr %646, ptr %43, align 8
  %647 = load ptr, ptr %42, align 8
  %648 = getelementptr inbounds i8, ptr %647, i64 16
  store ptr %648, ptr %42, align 8
  %649 = load ptr, ptr %43, align 8
  %650 = load ptr, ptr %44, align 8
  %651 = icmp ult ptr %649, %650
  br i1 %651, label %636, label %652, !llvm.loop !12

652:                                              ; preds = %636
  br label %653

653:                                              ; preds = %652, %630, %624
  br label %654

654:                                              ; preds = %653, %582
  br label %662

655:                                              ; preds = %551
  %656 = load ptr, ptr %45, align 8
  %657 = getelementptr inbounds %struct.SeqStore_t, ptr %656, i32 0, i32 3
  %658 = load ptr, ptr %657, align 8
  %659 = load ptr, ptr %47, align 8
  %660 = load ptr, ptr %52, align 8
  %661 = load ptr, ptr %51, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %658, ptr noundef %659, ptr noundef %660, ptr noundef %661)
  br label %662

662:                                              ; preds = %655, %654
  %663 = load i64, ptr %46, align 8
  %664 = load ptr, ptr %45, align 8
  %665 = getelementptr inbounds %struct.SeqStore_t, ptr %664, i32 0, i32 3
  %666 = load ptr, ptr %665, align 8
  %667 = getelementptr inbounds i8, ptr %666, i64 %663
  store ptr %667, ptr %665, align 8
  %668 = load ptr, ptr %45, align 8
  %669 = load i64, ptr %46, align 8
  %670 = load i32, ptr %49, align 4
  %671 = load i64, ptr %50, align 8
  store ptr %668, ptr %16, align 8
  store i64 %669, ptr %17, align 8
  store i32 %670, ptr %18, align 4
  store i64 %671, ptr %19, align 8
  %672 = load i64, ptr %17, align 8
  %673 = icmp ugt i64 %672, 65535
  %674 = zext i1 %673 to i32
  %675 = sext i32 %674 to i64
  br i1 %673, label %676, label %691

676:                                              ; preds = %662
  %677 = load ptr, ptr %16, align 8
  %678 = getelementptr inbounds %struct.SeqStore_t, ptr %677, i32 0, i32 9
  store i32 1, ptr %678, align 8
  %679 = load ptr, ptr %16, align 8
  %680 = getelementptr inbounds %struct.SeqStore_t, ptr %679, i32 0, i32 1
  %681 = load ptr, ptr %680, align 8
  %682 = load ptr, ptr %16, align 8
  %683 = load ptr, ptr %682, align 8
  %684 = ptrtoint ptr %681 to i64
  %685 = ptrtoint ptr %683 to i64
  %686 = sub i64 %684, %685
  %687 = sdiv exact i64 %686, 8
  %688 = trunc i64 %687 to i32
  %689 = load ptr, ptr %16, align 8
  %690 = getelementptr inbounds %struct.SeqStore_t, ptr %689, i32 0, i32 10
  store i32 %688, ptr %690, align 4
  br label %691

691:                                              ; preds = %676, %662
  %692 = load i64, ptr %17, align 8
  %693 = trunc i64 %692 to i16
  %694 = load ptr, ptr %16, align 8
  %695 = getelementptr inbounds %struct.SeqStore_t, ptr %694, i32 0, i32 1
  %696 = load ptr, ptr %695, align 8
  %697 = getelementptr inbounds %struct.SeqDef_s, ptr %696, i32 0, i32 1
  store i16 %693, ptr %697, align 4
  %698 = load i32, ptr %18, align 4
  %699 = load ptr, ptr %16, align 8
  %700 = getelementptr inbounds %struct.SeqStore_t, ptr %699, i32 0, i32 1
  %701 = load ptr, ptr %700, align 8
  store i32 %698, ptr %701, align 4
  %702 = load i64, ptr %19, align 8
  %703 = sub i64 %702, 3
  store i64 %703, ptr %20, align 8
  %704 = load i64, ptr %20, align 8
  %705 = icmp ugt i64 %704, 65535
  %706 = zext i1 %705 to i32
  %707 = sext i32 %706 to i64
  br i1 %705, label %708, label %723

708:                                              ; preds = %691
  %709 = load ptr, ptr %16, align 8
  %710 = getelementptr inbounds %struct.SeqStore_t, ptr %709, i32 0, i32 9
  store i32 2, ptr %710, align 8
  %711 = load ptr, ptr %16, align 8
  %712 = getelementptr inbounds %struct.SeqStore_t, ptr %711, i32 0, i32 1
  %713 = load ptr, ptr %712, align 8
  %714 = load ptr, ptr %16, align 8
  %715 = load ptr, ptr %714, align 8
  %716 = ptrtoint ptr %713 to i64
  %717 = ptrtoint ptr %715 to i64
  %718 = sub i64 %716, %717
  %719 = sdiv exact i64 %718, 8
  %720 = trunc i64 %719 to i32
  %721 = load ptr, ptr %16, align 8
  %722 = getelementptr inbounds %struct.SeqStore_t, ptr %721, i32 0, i32 10
  store i32 %720, ptr %722, align 4
  br label %723

723:                                              ; preds = %708, %691
  %724 = load i64, ptr %20, align 8
  %725 = trunc i64 %724 to i16
  %726 = load ptr, ptr %16, align 8
  %727 = getelementptr inbounds %struct.SeqStore_t, ptr %726, i32 0, i32 1
  %728 = load ptr, ptr %727, align 8
  %729 = getelementptr inbounds %struct.SeqDef_s, ptr %728, i32 0, i32 2
  store i16 %725, ptr %729, align 2
  %730 = load ptr, ptr %16, align 8
  %731 = getelementptr inbounds %struct.SeqStore_t, ptr %730, i32 0, i32 1
  %732 = load ptr, ptr %731, align 8
  %733 = getelementptr inbounds %struct.SeqDef_s, ptr %732, i32 1
  store ptr %733, ptr %731, align 8
  br label %1377

734:                                              ; preds = %536, %523
  %735 = load i32, ptr %170, align 4
  %736 = load i32, ptr %133, align 4
  %737 = icmp uge i32 %735, %736
  br i1 %737, label %738, label %789

738:                                              ; preds = %734
  %739 = load ptr, ptr %172, align 8
  %740 = call i64 @MEM_read64(ptr noundef %739)
  %741 = load ptr, ptr %130, align 8
  %742 = call i64 @MEM_read64(ptr noundef %741)
  %743 = icmp eq i64 %740, %742
  br i1 %743, label %744, label %789

744:                                              ; preds = %738
  %745 = load ptr, ptr %130, align 8
  %746 = getelementptr inbounds i8, ptr %745, i64 8
  %747 = load ptr, ptr %172, align 8
  %748 = getelementptr inbounds i8, ptr %747, i64 8
  %749 = load ptr, ptr %135, align 8
  %750 = call i64 @ZSTD_count(ptr noundef %746, ptr noundef %748, ptr noundef %749)
  %751 = add i64 %750, 8
  store i64 %751, ptr %159, align 8
  %752 = load ptr, ptr %130, align 8
  %753 = load ptr, ptr %172, align 8
  %754 = ptrtoint ptr %752 to i64
  %755 = ptrtoint ptr %753 to i64
  %756 = sub i64 %754, %755
  %757 = trunc i64 %756 to i32
  store i32 %757, ptr %160, align 4
  br label %758

758:                                              ; preds = %781, %744
  %759 = load ptr, ptr %130, align 8
  %760 = load ptr, ptr %131, align 8
  %761 = icmp ugt ptr %759, %760
  %762 = zext i1 %761 to i32
  %763 = load ptr, ptr %172, align 8
  %764 = load ptr, ptr %134, align 8
  %765 = icmp ugt ptr %763, %764
  %766 = zext i1 %765 to i32
  %767 = and i32 %762, %766
  %768 = icmp ne i32 %767, 0
  br i1 %768, label %769, label %779

769:                                              ; preds = %758
  %770 = load ptr, ptr %130, align 8
  %771 = getelementptr inbounds i8, ptr %770, i64 -1
  %772 = load i8, ptr %771, align 1
  %773 = zext i8 %772 to i32
  %774 = load ptr, ptr %172, align 8
  %775 = getelementptr inbounds i8, ptr %774, i64 -1
  %776 = load i8, ptr %775, align 1
  %777 = zext i8 %776 to i32
  %778 = icmp eq i32 %773, %777
  br label %779

779:                                              ; preds = %769, %758
  %780 = phi i1 [ false, %758 ], [ %778, %769 ]
  br i1 %780, label %781, label %788

781:                                              ; preds = %779
  %782 = load ptr, ptr %130, align 8
  %783 = getelementptr inbounds i8, ptr %782, i32 -1
  store ptr %783, ptr %130, align 8
  %784 = load ptr, ptr %172, align 8
  %785 = getelementptr inbounds i8, ptr %784, i32 -1
  store ptr %785, ptr %172, align 8
  %786 = load i64, ptr %159, align 8
  %787 = add i64 %786, 1
  store i64 %787, ptr %159, align 8
  br label %758, !llvm.loop !19

788:                                              ; preds = %779
  br label %1203

789:                                              ; preds = %738, %734
  %790 = load i32, ptr %167, align 4
  %791 = icmp ne i32 %790, 0
  br i1 %791, label %792, label %855

792:                                              ; preds = %789
  %793 = load i32, ptr %165, align 4
  %794 = lshr i32 %793, 8
  store i32 %794, ptr %177, align 4
  %795 = load ptr, ptr %144, align 8
  %796 = load i32, ptr %177, align 4
  %797 = zext i32 %796 to i64
  %798 = getelementptr inbounds i8, ptr %795, i64 %797
  store ptr %798, ptr %178, align 8
  %799 = load ptr, ptr %178, align 8
  %800 = load ptr, ptr %145, align 8
  %801 = icmp ugt ptr %799, %800
  br i1 %801, label %802, label %854

802:                                              ; preds = %792
  %803 = load ptr, ptr %178, align 8
  %804 = call i64 @MEM_read64(ptr noundef %803)
  %805 = load ptr, ptr %130, align 8
  %806 = call i64 @MEM_read64(ptr noundef %805)
  %807 = icmp eq i64 %804, %806
  br i1 %807, label %808, label %854

808:                                              ; preds = %802
  %809 = load ptr, ptr %130, align 8
  %810 = getelementptr inbounds i8, ptr %809, i64 8
  %811 = load ptr, ptr %178, align 8
  %812 = getelementptr inbounds i8, ptr %811, i64 8
  %813 = load ptr, ptr %135, align 8
  %814 = load ptr, ptr %146, align 8
  %815 = load ptr, ptr %134, align 8
  %816 = call i64 @ZSTD_count_2segments(ptr noundef %810, ptr noundef %812, ptr noundef %813, ptr noundef %814, ptr noundef %815)
  %817 = add i64 %816, 8
  store i64 %817, ptr %159, align 8
  %818 = load i32, ptr %169, align 4
  %819 = load i32, ptr %177, align 4
  %820 = sub i32 %818, %819
  %821 = load i32, ptr %147, align 4
  %822 = sub i32 %820, %821
  store i32 %822, ptr %160, align 4
  br label %823

823:                                              ; preds = %846, %808
  %824 = load ptr, ptr %130, align 8
  %825 = load ptr, ptr %131, align 8
  %826 = icmp ugt ptr %824, %825
  %827 = zext i1 %826 to i32
  %828 = load ptr, ptr %178, align 8
  %829 = load ptr, ptr %145, align 8
  %830 = icmp ugt ptr %828, %829
  %831 = zext i1 %830 to i32
  %832 = and i32 %827, %831
  %833 = icmp ne i32 %832, 0
  br i1 %833, label %834, label %844

834:                                              ; preds = %823
  %835 = load ptr, ptr %130, align 8
  %836 = getelementptr inbounds i8, ptr %835, i64 -1
  %837 = load i8, ptr %836, align 1
  %838 = zext i8 %837 to i32
  %839 = load ptr, ptr %178, align 8
  %840 = getelementptr inbounds i8, ptr %839, i64 -1
  %841 = load i8, ptr %840, align 1
  %842 = zext i8 %841 to i32
  %843 = icmp eq i32 %838, %842
  br label %844

844:                                              ; preds = %834, %823
  %845 = phi i1 [ false, %823 ], [ %843, %834 ]
  br i1 %845, label %846, label %853

846:                                              ; preds = %844
  %847 = load ptr, ptr %130, align 8
  %848 = getelementptr inbounds i8, ptr %847, i32 -1
  store ptr %848, ptr %130, align 8
  %849 = load ptr, ptr %178, align 8
  %850 = getelementptr inbounds i8, ptr %849, i32 -1
  store ptr %850, ptr %178, align 8
  %851 = load i64, ptr %159, align 8
  %852 = add i64 %851, 1
  store i64 %852, ptr %159, align 8
  br label %823, !llvm.loop !20

853:                                              ; preds = %844
  br label %1203

854:                                              ; preds = %802, %792
  br label %855

855:                                              ; preds = %854, %789
  %856 = load i32, ptr %171, align 4
  %857 = load i32, ptr %133, align 4
  %858 = icmp ugt i32 %856, %857
  br i1 %858, label %859, label %867

859:                                              ; preds = %855
  %860 = load ptr, ptr %173, align 8
  %861 = call i32 @MEM_read32(ptr noundef %860)
  %862 = load ptr, ptr %130, align 8
  %863 = call i32 @MEM_read32(ptr noundef %862)
  %864 = icmp eq i32 %861, %863
  br i1 %864, label %865, label %866

865:                                              ; preds = %859
  br label %904

866:                                              ; preds = %859
  br label %892

867:                                              ; preds = %855
  %868 = load i32, ptr %168, align 4
  %869 = icmp ne i32 %868, 0
  br i1 %869, label %870, label %891

870:                                              ; preds = %867
  %871 = load i32, ptr %166, align 4
  %872 = lshr i32 %871, 8
  store i32 %872, ptr %179, align 4
  %873 = load ptr, ptr %144, align 8
  %874 = load i32, ptr %179, align 4
  %875 = zext i32 %874 to i64
  %876 = getelementptr inbounds i8, ptr %873, i64 %875
  store ptr %876, ptr %173, align 8
  %877 = load i32, ptr %179, align 4
  %878 = load i32, ptr %147, align 4
  %879 = add i32 %877, %878
  store i32 %879, ptr %171, align 4
  %880 = load ptr, ptr %173, align 8
  %881 = load ptr, ptr %145, align 8
  %882 = icmp ugt ptr %880, %881
  br i1 %882, label %883, label %890

883:                                              ; preds = %870
  %884 = load ptr, ptr %173, align 8
  %885 = call i32 @MEM_read32(ptr noundef %884)
  %886 = load ptr, ptr %130, align 8
  %887 = call i32 @MEM_read32(ptr noundef %886)
  %888 = icmp eq i32 %885, %887
  br i1 %888, label %889, label %890

889:                                              ; preds = %883
  br label %904

890:                                              ; preds = %883, %870
  br label %891

891:                                              ; preds = %890, %867
  br label %892

892:                                              ; preds = %891, %866
  %893 = load ptr, ptr %130, align 8
  %894 = load ptr, ptr %131, align 8
  %895 = ptrtoint ptr %893 to i64
  %896 = ptrtoint ptr %894 to i64
  %897 = sub i64 %895, %896
  %898 = ashr i64 %897, 8
  %899 = add nsw i64 %898, 1
  %900 = load ptr, ptr %130, align 8
  %901 = getelementptr inbounds i8, ptr %900, i64 %899
  store ptr %901, ptr %130, align 8
  %902 = load ptr, ptr %130, align 8
  %903 = getelementptr inbounds i8, ptr %902, i64 256
  call void @llvm.prefetch.p0(ptr %903, i32 0, i32 3, i32 1)
  br label %353, !llvm.loop !21

904:                                              ; preds = %889, %865
  %905 = load ptr, ptr %130, align 8
  %906 = getelementptr inbounds i8, ptr %905, i64 1
  %907 = load i32, ptr %125, align 4
  store ptr %906, ptr %86, align 8
  store i32 %907, ptr %87, align 4
  store i32 8, ptr %88, align 4
  %908 = load i32, ptr %88, align 4
  switch i32 %908, label %909 [
    i32 4, label %910
    i32 5, label %914
    i32 6, label %918
    i32 7, label %922
    i32 8, label %926
  ]

909:                                              ; preds = %904
  br label %910

910:                                              ; preds = %909, %904
  %911 = load ptr, ptr %86, align 8
  %912 = load i32, ptr %87, align 4
  %913 = call i64 @ZSTD_hash4Ptr(ptr noundef %911, i32 noundef %912)
  store i64 %913, ptr %85, align 8
  br label %930

914:                                              ; preds = %904
  %915 = load ptr, ptr %86, align 8
  %916 = load i32, ptr %87, align 4
  %917 = call i64 @ZSTD_hash5Ptr(ptr noundef %915, i32 noundef %916)
  store i64 %917, ptr %85, align 8
  br label %930

918:                                              ; preds = %904
  %919 = load ptr, ptr %86, align 8
  %920 = load i32, ptr %87, align 4
  %921 = call i64 @ZSTD_hash6Ptr(ptr noundef %919, i32 noundef %920)
  store i64 %921, ptr %85, align 8
  br label %930

922:                                              ; preds = %904
  %923 = load ptr, ptr %86, align 8
  %924 = load i32, ptr %87, align 4
  %925 = call i64 @ZSTD_hash7Ptr(ptr noundef %923, i32 noundef %924)
  store i64 %925, ptr %85, align 8
  br label %930

926:                                              ; preds = %904
  %927 = load ptr, ptr %86, align 8
  %928 = load i32, ptr %87, align 4
  %929 = call i64 @ZSTD_hash8Ptr(ptr noundef %927, i32 noundef %928)
  store i64 %929, ptr %85, align 8
  br label %930

930:                                              ; preds = %926, %922, %918, %914, %910
  %931 = load i64, ptr %85, align 8
  store i64 %931, ptr %180, align 8
  %932 = load ptr, ptr %130, align 8
  %933 = getelementptr inbounds i8, ptr %932, i64 1
  %934 = load i32, ptr %148, align 4
  store ptr %933, ptr %90, align 8
  store i32 %934, ptr %91, align 4
  store i32 8, ptr %92, align 4
  %935 = load i32, ptr %92, align 4
  switch i32 %935, label %936 [
    i32 4, label %937
    i32 5, label %941
    i32 6, label %945
    i32 7, label %949
    i32 8, label %953
  ]

936:                                              ; preds = %930
  br label %937

937:                                              ; preds = %936, %930
  %938 = load ptr, ptr %90, align 8
  %939 = load i32, ptr %91, align 4
  %940 = call i64 @ZSTD_hash4Ptr(ptr noundef %938, i32 noundef %939)
  store i64 %940, ptr %89, align 8
  br label %957

941:                                              ; preds = %930
  %942 = load ptr, ptr %90, align 8
  %943 = load i32, ptr %91, align 4
  %944 = call i64 @ZSTD_hash5Ptr(ptr noundef %942, i32 noundef %943)
  store i64 %944, ptr %89, align 8
  br label %957

945:                                              ; preds = %930
  %946 = load ptr, ptr %90, align 8
  %947 = load i32, ptr %91, align 4
  %948 = call i64 @ZSTD_hash6Ptr(ptr noundef %946, i32 noundef %947)
  store i64 %948, ptr %89, align 8
  br label %957

949:                                              ; preds = %930
  %950 = load ptr, ptr %90, align 8
  %951 = load i32, ptr %91, align 4
  %952 = call i64 @ZSTD_hash7Ptr(ptr noundef %950, i32 noundef %951)
  store i64 %952, ptr %89, align 8
  br label %957

953:                                              ; preds = %930
  %954 = load ptr, ptr %90, align 8
  %955 = load i32, ptr %91, align 4
  %956 = call i64 @ZSTD_hash8Ptr(ptr noundef %954, i32 noundef %955)
  store i64 %956, ptr %89, align 8
  br label %957

957:                                              ; preds = %953, %949, %945, %941, %937
  %958 = load i64, ptr %89, align 8
  store i64 %958, ptr %181, align 8
  %959 = load ptr, ptr %124, align 8
  %960 = load i64, ptr %180, align 8
  %961 = getelementptr inbounds i32, ptr %959, i64 %960
  %962 = load i32, ptr %961, align 4
  store i32 %962, ptr %182, align 4
  %963 = load ptr, ptr %141, align 8
  %964 = load i64, ptr %181, align 8
  %965 = lshr i64 %964, 8
  %966 = getelementptr inbounds i32, ptr %963, i64 %965
  %967 = load i32, ptr %966, align 4
  store i32 %967, ptr %183, align 4
  %968 = load i32, ptr %183, align 4
  %969 = zext i32 %968 to i64
  %970 = load i64, ptr %181, align 8
  %971 = call i32 @ZSTD_comparePackedTags(i64 noundef %969, i64 noundef %970)
  store i32 %971, ptr %184, align 4
  %972 = load ptr, ptr %128, align 8
  %973 = load i32, ptr %182, align 4
  %974 = zext i32 %973 to i64
  %975 = getelementptr inbounds i8, ptr %972, i64 %974
  store ptr %975, ptr %185, align 8
  %976 = load i32, ptr %169, align 4
  %977 = add i32 %976, 1
  %978 = load ptr, ptr %124, align 8
  %979 = load i64, ptr %180, align 8
  %980 = getelementptr inbounds i32, ptr %978, i64 %979
  store i32 %977, ptr %980, align 4
  %981 = load i32, ptr %182, align 4
  %982 = load i32, ptr %133, align 4
  %983 = icmp uge i32 %981, %982
  br i1 %983, label %984, label %1038

984:                                              ; preds = %957
  %985 = load ptr, ptr %185, align 8
  %986 = call i64 @MEM_read64(ptr noundef %985)
  %987 = load ptr, ptr %130, align 8
  %988 = getelementptr inbounds i8, ptr %987, i64 1
  %989 = call i64 @MEM_read64(ptr noundef %988)
  %990 = icmp eq i64 %986, %989
  br i1 %990, label %991, label %1038

991:                                              ; preds = %984
  %992 = load ptr, ptr %130, align 8
  %993 = getelementptr inbounds i8, ptr %992, i64 9
  %994 = load ptr, ptr %185, align 8
  %995 = getelementptr inbounds i8, ptr %994, i64 8
  %996 = load ptr, ptr %135, align 8
  %997 = call i64 @ZSTD_count(ptr noundef %993, ptr noundef %995, ptr noundef %996)
  %998 = add i64 %997, 8
  store i64 %998, ptr %159, align 8
  %999 = load ptr, ptr %130, align 8
  %1000 = getelementptr inbounds i8, ptr %999, i32 1
  store ptr %1000, ptr %130, align 8
  %1001 = load ptr, ptr %130, align 8
  %1002 = load ptr, ptr %185, align 8
  %1003 = ptrtoint ptr %1001 to i64
  %1004 = ptrtoint ptr %1002 to i64
  %1005 = sub i64 %1003, %1004
  %1006 = trunc i64 %1005 to i32
  store i32 %1006, ptr %160, align 4
  br label %1007

1007:                                             ; preds = %1030, %991
  %1008 = load ptr, ptr %130, align 8
  %1009 = load ptr, ptr %131, align 8
  %1010 = icmp ugt ptr %1008, %1009
  %1011 = zext i1 %1010 to i32
  %1012 = load ptr, ptr %185, align 8
  %1013 = load ptr, ptr %134, align 8
  %1014 = icmp ugt ptr %1012, %1013
  %1015 = zext i1 %1014 to i32
  %1016 = and i32 %1011, %1015
  %1017 = icmp ne i32 %1016, 0
  br i1 %1017, label %1018, label %1028

1018:                                             ; preds = %1007
  %1019 = load ptr, ptr %130, align 8
  %1020 = getelementptr inbounds i8, ptr %1019, i64 -1
  %1021 = load i8, ptr %1020, align 1
  %1022 = zext i8 %1021 to i32
  %1023 = load ptr, ptr %185, align 8
  %1024 = getelementptr inbounds i8, ptr %1023, i64 -1
  %1025 = load i8, ptr %1024, align 1
  %1026 = zext i8 %1025 to i32
  %1027 = icmp eq i32 %1022, %1026
  br label %1028

1028:                                             ; preds = %1018, %1007
  %1029 = phi i1 [ false, %1007 ], [ %1027, %1018 ]
  br i1 %1029, label %1030, label %1037

1030:                                             ; preds = %1028
  %1031 = load ptr, ptr %130, align 8
  %1032 = getelementptr inbounds i8, ptr %1031, i32 -1
  store ptr %1032, ptr %130, align 8
  %1033 = load ptr, ptr %185, align 8
  %1034 = getelementptr inbounds i8, ptr %1033, i32 -1
  store ptr %1034, ptr %185, align 8
  %1035 = load i64, ptr %159, align 8
  %1036 = add i64 %1035, 1
  store i64 %1036, ptr %159, align 8
  br label %1007, !llvm.loop !22

1037:                                             ; preds = %1028
  br label %1203

1038:                                             ; preds = %984, %957
  %1039 = load i32, ptr %184, align 4
  %1040 = icmp ne i32 %1039, 0
  br i1 %1040, label %1041, label %1109

1041:                                             ; preds = %1038
  %1042 = load i32, ptr %183, align 4
  %1043 = lshr i32 %1042, 8
  store i32 %1043, ptr %186, align 4
  %1044 = load ptr, ptr %144, align 8
  %1045 = load i32, ptr %186, align 4
  %1046 = zext i32 %1045 to i64
  %1047 = getelementptr inbounds i8, ptr %1044, i64 %1046
  store ptr %1047, ptr %187, align 8
  %1048 = load ptr, ptr %187, align 8
  %1049 = load ptr, ptr %145, align 8
  %1050 = icmp ugt ptr %1048, %1049
  br i1 %1050, label %1051, label %1108

1051:                                             ; preds = %1041
  %1052 = load ptr, ptr %187, align 8
  %1053 = call i64 @MEM_read64(ptr noundef %1052)
  %1054 = load ptr, ptr %130, align 8
  %1055 = getelementptr inbounds i8, ptr %1054, i64 1
  %1056 = call i64 @MEM_read64(ptr noundef %1055)
  %1057 = icmp eq i64 %1053, %1056
  br i1 %1057, label %1058, label %1108

1058:                                             ; preds = %1051
  %1059 = load ptr, ptr %130, align 8
  %1060 = getelementptr inbounds i8, ptr %1059, i64 1
  %1061 = getelementptr inbounds i8, ptr %1060, i64 8
  %1062 = load ptr, ptr %187, align 8
  %1063 = getelementptr inbounds i8, ptr %1062, i64 8
  %1064 = load ptr, ptr %135, align 8
  %1065 = load ptr, ptr %146, align 8
  %1066 = load ptr, ptr %134, align 8
  %1067 = call i64 @ZSTD_count_2segments(ptr noundef %1061, ptr noundef %1063, ptr noundef %1064, ptr noundef %1065, ptr noundef %1066)
  %1068 = add i64 %1067, 8
  store i64 %1068, ptr %159, align 8
  %1069 = load ptr, ptr %130, align 8
  %1070 = getelementptr inbounds i8, ptr %1069, i32 1
  store ptr %1070, ptr %130, align 8
  %1071 = load i32, ptr %169, align 4
  %1072 = add i32 %1071, 1
  %1073 = load i32, ptr %186, align 4
  %1074 = sub i32 %1072, %1073
  %1075 = load i32, ptr %147, align 4
  %1076 = sub i32 %1074, %1075
  store i32 %1076, ptr %160, align 4
  br label %1077

1077:                                             ; preds = %1100, %1058
  %1078 = load ptr, ptr %130, align 8
  %1079 = load ptr, ptr %131, align 8
  %1080 = icmp ugt ptr %1078, %1079
  %1081 = zext i1 %1080 to i32
  %1082 = load ptr, ptr %187, align 8
  %1083 = load ptr, ptr %145, align 8
  %1084 = icmp ugt ptr %1082, %1083
  %1085 = zext i1 %1084 to i32
  %1086 = and i32 %1081, %1085
  %1087 = icmp ne i32 %1086, 0
  br i1 %1087, label %1088, label %1098

1088:                                             ; preds = %1077
  %1089 = load ptr, ptr %130, align 8
  %1090 = getelementptr inbounds i8, ptr %1089, i64 -1
  %1091 = load i8, ptr %1090, align 1
  %1092 = zext i8 %1091 to i32
  %1093 = load ptr, ptr %187, align 8
  %1094 = getelementptr inbounds i8, ptr %1093, i64 -1
  %1095 = load i8, ptr %1094, align 1
  %1096 = zext i8 %1095 to i32
  %1097 = icmp eq i32 %1092, %1096
  br label %1098

1098:                                             ; preds = %1088, %1077
  %1099 = phi i1 [ false, %1077 ], [ %1097, %1088 ]
  br i1 %1099, label %1100, label %1107

1100:                                             ; preds = %1098
  %1101 = load ptr, ptr %130, align 8
  %1102 = getelementptr inbounds i8, ptr %1101, i32 -1
  store ptr %1102, ptr %130, align 8
  %1103 = load ptr, ptr %187, align 8
  %1104 = getelementptr inbounds i8, ptr %1103, i32 -1
  store ptr %1104, ptr %187, align 8
  %1105 = load i64, ptr %159, align 8
  %1106 = add i64 %1105, 1
  store i64 %1106, ptr %159, align 8
  br label %1077, !llvm.loop !23

1107:                                             ; preds = %1098
  br label %1203

1108:                                             ; preds = %1051, %1041
  br label %1109

1109:                                             ; preds = %1108, %1038
  %1110 = load i32, ptr %171, align 4
  %1111 = load i32, ptr %133, align 4
  %1112 = icmp ult i32 %1110, %1111
  br i1 %1112, label %1113, label %1157

1113:                                             ; preds = %1109
  %1114 = load ptr, ptr %130, align 8
  %1115 = getelementptr inbounds i8, ptr %1114, i64 4
  %1116 = load ptr, ptr %173, align 8
  %1117 = getelementptr inbounds i8, ptr %1116, i64 4
  %1118 = load ptr, ptr %135, align 8
  %1119 = load ptr, ptr %146, align 8
  %1120 = load ptr, ptr %134, align 8
  %1121 = call i64 @ZSTD_count_2segments(ptr noundef %1115, ptr noundef %1117, ptr noundef %1118, ptr noundef %1119, ptr noundef %1120)
  %1122 = add i64 %1121, 4
  store i64 %1122, ptr %159, align 8
  %1123 = load i32, ptr %169, align 4
  %1124 = load i32, ptr %171, align 4
  %1125 = sub i32 %1123, %1124
  store i32 %1125, ptr %160, align 4
  br label %1126

1126:                                             ; preds = %1149, %1113
  %1127 = load ptr, ptr %130, align 8
  %1128 = load ptr, ptr %131, align 8
  %1129 = icmp ugt ptr %1127, %1128
  %1130 = zext i1 %1129 to i32
  %1131 = load ptr, ptr %173, align 8
  %1132 = load ptr, ptr %145, align 8
  %1133 = icmp ugt ptr %1131, %1132
  %1134 = zext i1 %1133 to i32
  %1135 = and i32 %1130, %1134
  %1136 = icmp ne i32 %1135, 0
  br i1 %1136, label %1137, label %1147

1137:                                             ; preds = %1126
  %1138 = load ptr, ptr %130, align 8
  %1139 = getelementptr inbounds i8, ptr %1138, i64 -1
  %1140 = load i8, ptr %1139, align 1
  %1141 = zext i8 %1140 to i32
  %1142 = load ptr, ptr %173, align 8
  %1143 = getelementptr inbounds i8, ptr %1142, i64 -1
  %1144 = load i8, ptr %1143, align 1
  %1145 = zext i8 %1144 to i32
  %1146 = icmp eq i32 %1141, %1145
  br label %1147

1147:                                             ; preds = %1137, %1126
  %1148 = phi i1 [ false, %1126 ], [ %1146, %1137 ]
  br i1 %1148, label %1149, label %1156

1149:                                             ; preds = %1147
  %1150 = load ptr, ptr %130, align 8
  %1151 = getelementptr inbounds i8, ptr %1150, i32 -1
  store ptr %1151, ptr %130, align 8
  %1152 = load ptr, ptr %173, align 8
  %1153 = getelementptr inbounds i8, ptr %1152, i32 -1
  store ptr %1153, ptr %173, align 8
  %1154 = load i64, ptr %159, align 8
  %1155 = add i64 %1154, 1
  store i64 %1155, ptr %159, align 8
  br label %1126, !llvm.loop !24

1156:                                             ; preds = %1147
  br label %1202

1157:                                             ; preds = %1109
  %1158 = load ptr, ptr %130, align 8
  %1159 = getelementptr inbounds i8, ptr %1158, i64 4
  %1160 = load ptr, ptr %173, align 8
  %1161 = getelementptr inbounds i8, ptr %1160, i64 4
  %1162 = load ptr, ptr %135, align 8
  %1163 = call i64 @ZSTD_count(ptr noundef %1159, ptr noundef %1161, ptr noundef %1162)
  %1164 = add i64 %1163, 4
  store i64 %1164, ptr %159, align 8
  %1165 = load ptr, ptr %130, align 8
  %1166 = load ptr, ptr %173, align 8
  %1167 = ptrtoint ptr %1165 to i64
  %1168 = ptrtoint ptr %1166 to i64
  %1169 = sub i64 %1167, %1168
  %1170 = trunc i64 %1169 to i32
  store i32 %1170, ptr %160, align 4
  br label %1171

1171:                                             ; preds = %1194, %1157
  %1172 = load ptr, ptr %130, align 8
  %1173 = load ptr, ptr %131, align 8
  %1174 = icmp ugt ptr %1172, %1173
  %1175 = zext i1 %1174 to i32
  %1176 = load ptr, ptr %173, align 8
  %1177 = load ptr, ptr %134, align 8
  %1178 = icmp ugt ptr %1176, %1177
  %1179 = zext i1 %1178 to i32
  %1180 = and i32 %1175, %1179
  %1181 = icmp ne i32 %1180, 0
  br i1 %1181, label %1182, label %1192

1182:                                             ; preds = %1171
  %1183 = load ptr, ptr %130, align 8
  %1184 = getelementptr inbounds i8, ptr %1183, i64 -1
  %1185 = load i8, ptr %1184, align 1
  %1186 = zext i8 %1185 to i32
  %1187 = load ptr, ptr %173, align 8
  %1188 = getelementptr inbounds i8, ptr %1187, i64 -1
  %1189 = load i8, ptr %1188, align 1
  %1190 = zext i8 %1189 to i32
  %1191 = icmp eq i32 %1186, %1190
  br label %1192

1192:                                             ; preds = %1182, %1171
  %1193 = phi i1 [ false, %1171 ], [ %1191, %1182 ]
  br i1 %1193, label %1194, label %1201

1194:                                             ; preds = %1192
  %1195 = load ptr, ptr %130, align 8
  %1196 = getelementptr inbounds i8, ptr %1195, i32 -1
  store ptr %1196, ptr %130, align 8
  %1197 = load ptr, ptr %173, align 8
  %1198 = getelementptr inbounds i8, ptr %1197, i32 -1
  store ptr %1198, ptr %173, align 8
  %1199 = load i64, ptr %159, align 8
  %1200 = add i64 %1199, 1
  store i64 %1200, ptr %159, align 8
  br label %1171, !llvm.loop !25

1201:                                             ; preds = %1192
  br label %1202

1202:                                             ; preds = %1201, %1156
  br label %1203

1203:                                             ; preds = %1202, %1107, %1037, %853, %788
  %1204 = load i32, ptr %137, align 4
  store i32 %1204, ptr %138, align 4
  %1205 = load i32, ptr %160, align 4
  store i32 %1205, ptr %137, align 4
  %1206 = load ptr, ptr %118, align 8
  %1207 = load ptr, ptr %130, align 8
  %1208 = load ptr, ptr %131, align 8
  %1209 = ptrtoint ptr %1207 to i64
  %1210 = ptrtoint ptr %1208 to i64
  %1211 = sub i64 %1209, %1210
  %1212 = load ptr, ptr %131, align 8
  %1213 = load ptr, ptr %135, align 8
  %1214 = load i32, ptr %160, align 4
  %1215 = add i32 %1214, 3
  %1216 = load i64, ptr %159, align 8
  store ptr %1206, ptr %53, align 8
  store i64 %1211, ptr %54, align 8
  store ptr %1212, ptr %55, align 8
  store ptr %1213, ptr %56, align 8
  store i32 %1215, ptr %57, align 4
  store i64 %1216, ptr %58, align 8
  %1217 = load ptr, ptr %56, align 8
  %1218 = getelementptr inbounds i8, ptr %1217, i64 -32
  store ptr %1218, ptr %59, align 8
  %1219 = load ptr, ptr %55, align 8
  %1220 = load i64, ptr %54, align 8
  %1221 = getelementptr inbounds i8, ptr %1219, i64 %1220
  store ptr %1221, ptr %60, align 8
  %1222 = load ptr, ptr %60, align 8
  %1223 = load ptr, ptr %59, align 8
  %1224 = icmp ule ptr %1222, %1223
  br i1 %1224, label %1225, label %1298

1225:                                             ; preds = %1203
  %1226 = load ptr, ptr %53, align 8
  %1227 = getelementptr inbounds %struct.SeqStore_t, ptr %1226, i32 0, i32 3
  %1228 = load ptr, ptr %1227, align 8
  %1229 = load ptr, ptr %55, align 8
  call void @ZSTD_copy16(ptr noundef %1228, ptr noundef %1229)
  %1230 = load i64, ptr %54, align 8
  %1231 = icmp ugt i64 %1230, 16
  br i1 %1231, label %1232, label %1297

1232:                                             ; preds = %1225
  %1233 = load ptr, ptr %53, align 8
  %1234 = getelementptr inbounds %struct.SeqStore_t, ptr %1233, i32 0, i32 3
  %1235 = load ptr, ptr %1234, align 8
  %1236 = getelementptr inbounds i8, ptr %1235, i64 16
  %1237 = load ptr, ptr %55, align 8
  %1238 = getelementptr inbounds i8, ptr %1237, i64 16
  %1239 = load i64, ptr %54, align 8
  %1240 = sub nsw i64 %1239, 16
  store ptr %1236, ptr %29, align 8
  store ptr %1238, ptr %30, align 8
  store i64 %1240, ptr %31, align 8
  store i32 0, ptr %32, align 4
  %1241 = load ptr, ptr %29, align 8
  %1242 = load ptr, ptr %30, align 8
  %1243 = ptrtoint ptr %1241 to i64
  %1244 = ptrtoint ptr %1242 to i64
  %1245 = sub i64 %1243, %1244
  store i64 %1245, ptr %33, align 8
  %1246 = load ptr, ptr %30, align 8
  store ptr %1246, ptr %34, align 8
  %1247 = load ptr, ptr %29, align 8
  store ptr %1247, ptr %35, align 8
  %1248 = load ptr, ptr %35, align 8
  %1249 = load i64, ptr %31, align 8
  %1250 = getelementptr inbounds i8, ptr %1248, i64 %1249
  store ptr %1250, ptr %36, align 8
  %1251 = load i32, ptr %32, align 4
  %1252 = icmp eq i32 %1251, 1
  br i1 %1252, label %1253, label %1268

1253:                                             ; preds = %1232
  %1254 = load i64, ptr %33, align 8
  %1255 = icmp slt i64 %1254, 16
  br i1 %1255, label %1256, label %1268

1256:                                             ; preds = %1253
  br label %1257

1257:                                             ; preds = %1257, %1256
  %1258 = load ptr, ptr %35, align 8
  %1259 = load ptr, ptr %34, align 8
  call void @ZSTD_copy8(ptr noundef %1258, ptr noundef %1259)
  %1260 = load ptr, ptr %35, align 8
  %1261 = getelementptr inbounds i8, ptr %1260, i64 8
  store ptr %1261, ptr %35, align 8
  %1262 = load ptr, ptr %34, align 8
  %1263 = getelementptr inbounds i8, ptr %1262, i64 8
  store ptr %1263, ptr %34, align 8
  %1264 = load ptr, ptr %35, align 8
  %1265 = load ptr, ptr %36, align 8
  %1266 = icmp ult ptr %1264, %1265
  br i1 %1266, label %1257, label %1267, !llvm.loop !11

1267:                                             ; preds = %1257
  br label %1296

1268:                                             ; preds = %1253, %1232
  %1269 = load ptr, ptr %35, align 8
  %1270 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1269, ptr noundef %1270)
  %1271 = load i64, ptr %31, align 8
  %1272 = icmp sge i64 16, %1271
  br i1 %1272, label %1273, label %1274

1273:                                             ; preds = %1268
  br label %1296

1274:                                             ; preds = %1268
  %1275 = load ptr, ptr %35, align 8
  %1276 = getelementptr inbounds i8, ptr %1275, i64 16
  store ptr %1276, ptr %35, align 8
  %1277 = load ptr, ptr %34, align 8
  %1278 = getelementptr inbounds i8, ptr %1277, i64 16
  store ptr %1278, ptr %34, align 8
  br label %1279

1279:                                             ; preds = %1279, %1274
  %1280 = load ptr, ptr %35, align 8
  %1281 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1280, ptr noundef %1281)
  %1282 = load ptr, ptr %35, align 8
  %1283 = getelementptr inbounds i8, ptr %1282, i64 16
  store ptr %1283, ptr %35, align 8
  %1284 = load ptr, ptr %34, align 8
  %1285 = getelementptr inbounds i8, ptr %1284, i64 16
  store ptr %1285, ptr %34, align 8
  %1286 = load ptr, ptr %35, align 8
  %1287 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1286, ptr noundef %1287)
  %1288 = load ptr, ptr %35, align 8
  %1289 = getelementptr inbounds i8, ptr %1288, i64 16
  store ptr %1289, ptr %35, align 8
  %1290 = load ptr, ptr %34, align 8
  %1291 = getelementptr inbounds i8, ptr %1290, i64 16
  store ptr %1291, ptr %34, align 8
  %1292 = load ptr, ptr %35, align 8
  %1293 = load ptr, ptr %36, align 8
  %1294 = icmp ult ptr %1292, %1293
  br i1 %1294, label %1279, label %1295, !llvm.loop !12

1295:                                             ; preds = %1279
  br label %1296

1296:                                             ; preds = %1295, %1273, %1267
  br label %1297

1297:                                             ; preds = %1296, %1225
  br label %1305

1298:                                             ; preds = %1203
  %1299 = load ptr, ptr %53, align 8
  %1300 = getelementptr inbounds %struct.SeqStore_t, ptr %1299, i32 0, i32 3
  %1301 = load ptr, ptr %1300, align 8
  %1302 = load ptr, ptr %55, align 8
  %1303 = load ptr, ptr %60, align 8
  %1304 = load ptr, ptr %59, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1301, ptr noundef %1302, ptr noundef %1303, ptr noundef %1304)
  br label %1305

1305:                                             ; preds = %1298, %1297
  %1306 = load i64, ptr %54, align 8
  %1307 = load ptr, ptr %53, align 8
  %1308 = getelementptr inbounds %struct.SeqStore_t, ptr %1307, i32 0, i32 3
  %1309 = load ptr, ptr %1308, align 8
  %1310 = getelementptr inbounds i8, ptr %1309, i64 %1306
  store ptr %1310, ptr %1308, align 8
  %1311 = load ptr, ptr %53, align 8
  %1312 = load i64, ptr %54, align 8
  %1313 = load i32, ptr %57, align 4
  %1314 = load i64, ptr %58, align 8
  store ptr %1311, ptr %11, align 8
  store i64 %1312, ptr %12, align 8
  store i32 %1313, ptr %13, align 4
  store i64 %1314, ptr %14, align 8
  %1315 = load i64, ptr %12, align 8
  %1316 = icmp ugt i64 %1315, 65535
  %1317 = zext i1 %1316 to i32
  %1318 = sext i32 %1317 to i64
  br i1 %1316, label %1319, label %1334

1319:                                             ; preds = %1305
  %1320 = load ptr, ptr %11, align 8
  %1321 = getelementptr inbounds %struct.SeqStore_t, ptr %1320, i32 0, i32 9
  store i32 1, ptr %1321, align 8
  %1322 = load ptr, ptr %11, align 8
  %1323 = getelementptr inbounds %struct.SeqStore_t, ptr %1322, i32 0, i32 1
  %1324 = load ptr, ptr %1323, align 8
  %1325 = load ptr, ptr %11, align 8
  %1326 = load ptr, ptr %1325, align 8
  %1327 = ptrtoint ptr %1324 to i64
  %1328 = ptrtoint ptr %1326 to i64
  %1329 = sub i64 %1327, %1328
  %1330 = sdiv exact i64 %1329, 8
  %1331 = trunc i64 %1330 to i32
  %1332 = load ptr, ptr %11, align 8
  %1333 = getelementptr inbounds %struct.SeqStore_t, ptr %1332, i32 0, i32 10
  store i32 %1331, ptr %1333, align 4
  br label %1334

1334:                                             ; preds = %1319, %1305
  %1335 = load i64, ptr %12, align 8
  %1336 = trunc i64 %1335 to i16
  %1337 = load ptr, ptr %11, align 8
  %1338 = getelementptr inbounds %struct.SeqStore_t, ptr %1337, i32 0, i32 1
  %1339 = load ptr, ptr %1338, align 8
  %1340 = getelementptr inbounds %struct.SeqDef_s, ptr %1339, i32 0, i32 1
  store i16 %1336, ptr %1340, align 4
  %1341 = load i32, ptr %13, align 4
  %1342 = load ptr, ptr %11, align 8
  %1343 = getelementptr inbounds %struct.SeqStore_t, ptr %1342, i32 0, i32 1
  %1344 = load ptr, ptr %1343, align 8
  store i32 %1341, ptr %1344, align 4
  %1345 = load i64, ptr %14, align 8
  %1346 = sub i64 %1345, 3
  store i64 %1346, ptr %15, align 8
  %1347 = load i64, ptr %15, align 8
  %1348 = icmp ugt i64 %1347, 65535
  %1349 = zext i1 %1348 to i32
  %1350 = sext i32 %1349 to i64
  br i1 %1348, label %1351, label %1366

1351:                                             ; preds = %1334
  %1352 = load ptr, ptr %11, align 8
  %1353 = getelementptr inbounds %struct.SeqStore_t, ptr %1352, i32 0, i32 9
  store i32 2, ptr %1353, align 8
  %1354 = load ptr, ptr %11, align 8
  %1355 = getelementptr inbounds %struct.SeqStore_t, ptr %1354, i32 0, i32 1
  %1356 = load ptr, ptr %1355, align 8
  %1357 = load ptr, ptr %11, align 8
  %1358 = load ptr, ptr %1357, align 8
  %1359 = ptrtoint ptr %1356 to i64
  %1360 = ptrtoint ptr %1358 to i64
  %1361 = sub i64 %1359, %1360
  %1362 = sdiv exact i64 %1361, 8
  %1363 = trunc i64 %1362 to i32
  %1364 = load ptr, ptr %11, align 8
  %1365 = getelementptr inbounds %struct.SeqStore_t, ptr %1364, i32 0, i32 10
  store i32 %1363, ptr %1365, align 4
  br label %1366

1366:                                             ; preds = %1351, %1334
  %1367 = load i64, ptr %15, align 8
  %1368 = trunc i64 %1367 to i16
  %1369 = load ptr, ptr %11, align 8
  %1370 = getelementptr inbounds %struct.SeqStore_t, ptr %1369, i32 0, i32 1
  %1371 = load ptr, ptr %1370, align 8
  %1372 = getelementptr inbounds %struct.SeqDef_s, ptr %1371, i32 0, i32 2
  store i16 %1368, ptr %1372, align 2
  %1373 = load ptr, ptr %11, align 8
  %1374 = getelementptr inbounds %struct.SeqStore_t, ptr %1373, i32 0, i32 1
  %1375 = load ptr, ptr %1374, align 8
  %1376 = getelementptr inbounds %struct.SeqDef_s, ptr %1375, i32 1
  store ptr %1376, ptr %1374, align 8
  br label %1377

1377:                                             ; preds = %1366, %723
  %1378 = load i64, ptr %159, align 8
  %1379 = load ptr, ptr %130, align 8
  %1380 = getelementptr inbounds i8, ptr %1379, i64 %1378
  store ptr %1380, ptr %130, align 8
  %1381 = load ptr, ptr %130, align 8
  store ptr %1381, ptr %131, align 8
  %1382 = load ptr, ptr %130, align 8
  %1383 = load ptr, ptr %136, align 8
  %1384 = icmp ule ptr %1382, %1383
  br i1 %1384, label %1385, label %1820

1385:                                             ; preds = %1377
  %1386 = load i32, ptr %169, align 4
  %1387 = add i32 %1386, 2
  store i32 %1387, ptr %188, align 4
  %1388 = load i32, ptr %188, align 4
  %1389 = load ptr, ptr %124, align 8
  %1390 = load ptr, ptr %128, align 8
  %1391 = load i32, ptr %188, align 4
  %1392 = zext i32 %1391 to i64
  %1393 = getelementptr inbounds i8, ptr %1390, i64 %1392
  %1394 = load i32, ptr %125, align 4
  store ptr %1393, ptr %94, align 8
  store i32 %1394, ptr %95, align 4
  store i32 8, ptr %96, align 4
  %1395 = load i32, ptr %96, align 4
  switch i32 %1395, label %1396 [
    i32 4, label %1397
    i32 5, label %1401
    i32 6, label %1405
    i32 7, label %1409
    i32 8, label %1413
  ]

1396:                                             ; preds = %1385
  br label %1397

1397:                                             ; preds = %1396, %1385
  %1398 = load ptr, ptr %94, align 8
  %1399 = load i32, ptr %95, align 4
  %1400 = call i64 @ZSTD_hash4Ptr(ptr noundef %1398, i32 noundef %1399)
  store i64 %1400, ptr %93, align 8
  br label %1417

1401:                                             ; preds = %1385
  %1402 = load ptr, ptr %94, align 8
  %1403 = load i32, ptr %95, align 4
  %1404 = call i64 @ZSTD_hash5Ptr(ptr noundef %1402, i32 noundef %1403)
  store i64 %1404, ptr %93, align 8
  br label %1417

1405:                                             ; preds = %1385
  %1406 = load ptr, ptr %94, align 8
  %1407 = load i32, ptr %95, align 4
  %1408 = call i64 @ZSTD_hash6Ptr(ptr noundef %1406, i32 noundef %1407)
  store i64 %1408, ptr %93, align 8
  br label %1417

1409:                                             ; preds = %1385
  %1410 = load ptr, ptr %94, align 8
  %1411 = load i32, ptr %95, align 4
  %1412 = call i64 @ZSTD_hash7Ptr(ptr noundef %1410, i32 noundef %1411)
  store i64 %1412, ptr %93, align 8
  br label %1417

1413:                                             ; preds = %1385
  %1414 = load ptr, ptr %94, align 8
  %1415 = load i32, ptr %95, align 4
  %1416 = call i64 @ZSTD_hash8Ptr(ptr noundef %1414, i32 noundef %1415)
  store i64 %1416, ptr %93, align 8
  br label %1417

1417:                                             ; preds = %1413, %1409, %1405, %1401, %1397
  %1418 = load i64, ptr %93, align 8
  %1419 = getelementptr inbounds i32, ptr %1389, i64 %1418
  store i32 %1388, ptr %1419, align 4
  %1420 = load ptr, ptr %130, align 8
  %1421 = getelementptr inbounds i8, ptr %1420, i64 -2
  %1422 = load ptr, ptr %128, align 8
  %1423 = ptrtoint ptr %1421 to i64
  %1424 = ptrtoint ptr %1422 to i64
  %1425 = sub i64 %1423, %1424
  %1426 = trunc i64 %1425 to i32
  %1427 = load ptr, ptr %124, align 8
  %1428 = load ptr, ptr %130, align 8
  %1429 = getelementptr inbounds i8, ptr %1428, i64 -2
  %1430 = load i32, ptr %125, align 4
  store ptr %1429, ptr %98, align 8
  store i32 %1430, ptr %99, align 4
  store i32 8, ptr %100, align 4
  %1431 = load i32, ptr %100, align 4
  switch i32 %1431, label %1432 [
    i32 4, label %1433
    i32 5, label %1437
    i32 6, label %1441
    i32 7, label %1445
    i32 8, label %1449
  ]

1432:                                             ; preds = %1417
  br label %1433

1433:                                             ; preds = %1432, %1417
  %1434 = load ptr, ptr %98, align 8
  %1435 = load i32, ptr %99, align 4
  %1436 = call i64 @ZSTD_hash4Ptr(ptr noundef %1434, i32 noundef %1435)
  store i64 %1436, ptr %97, align 8
  br label %1453

1437:                                             ; preds = %1417
  %1438 = load ptr, ptr %98, align 8
  %1439 = load i32, ptr %99, align 4
  %1440 = call i64 @ZSTD_hash5Ptr(ptr noundef %1438, i32 noundef %1439)
  store i64 %1440, ptr %97, align 8
  br label %1453

1441:                                             ; preds = %1417
  %1442 = load ptr, ptr %98, align 8
  %1443 = load i32, ptr %99, align 4
  %1444 = call i64 @ZSTD_hash6Ptr(ptr noundef %1442, i32 noundef %1443)
  store i64 %1444, ptr %97, align 8
  br label %1453

1445:                                             ; preds = %1417
  %1446 = load ptr, ptr %98, align 8
  %1447 = load i32, ptr %99, align 4
  %1448 = call i64 @ZSTD_hash7Ptr(ptr noundef %1446, i32 noundef %1447)
  store i64 %1448, ptr %97, align 8
  br label %1453

1449:                                             ; preds = %1417
  %1450 = load ptr, ptr %98, align 8
  %1451 = load i32, ptr %99, align 4
  %1452 = call i64 @ZSTD_hash8Ptr(ptr noundef %1450, i32 noundef %1451)
  store i64 %1452, ptr %97, align 8
  br label %1453

1453:                                             ; preds = %1449, %1445, %1441, %1437, %1433
  %1454 = load i64, ptr %97, align 8
  %1455 = getelementptr inbounds i32, ptr %1427, i64 %1454
  store i32 %1426, ptr %1455, align 4
  %1456 = load i32, ptr %188, align 4
  %1457 = load ptr, ptr %126, align 8
  %1458 = load ptr, ptr %128, align 8
  %1459 = load i32, ptr %188, align 4
  %1460 = zext i32 %1459 to i64
  %1461 = getelementptr inbounds i8, ptr %1458, i64 %1460
  %1462 = load i32, ptr %127, align 4
  %1463 = load i32, ptr %122, align 4
  store ptr %1461, ptr %102, align 8
  store i32 %1462, ptr %103, align 4
  store i32 %1463, ptr %104, align 4
  %1464 = load i32, ptr %104, align 4
  switch i32 %1464, label %1465 [
    i32 4, label %1466
    i32 5, label %1470
    i32 6, label %1474
    i32 7, label %1478
    i32 8, label %1482
  ]

1465:                                             ; preds = %1453
  br label %1466

1466:                                             ; preds = %1465, %1453
  %1467 = load ptr, ptr %102, align 8
  %1468 = load i32, ptr %103, align 4
  %1469 = call i64 @ZSTD_hash4Ptr(ptr noundef %1467, i32 noundef %1468)
  store i64 %1469, ptr %101, align 8
  br label %1486

1470:                                             ; preds = %1453
  %1471 = load ptr, ptr %102, align 8
  %1472 = load i32, ptr %103, align 4
  %1473 = call i64 @ZSTD_hash5Ptr(ptr noundef %1471, i32 noundef %1472)
  store i64 %1473, ptr %101, align 8
  br label %1486

1474:                                             ; preds = %1453
  %1475 = load ptr, ptr %102, align 8
  %1476 = load i32, ptr %103, align 4
  %1477 = call i64 @ZSTD_hash6Ptr(ptr noundef %1475, i32 noundef %1476)
  store i64 %1477, ptr %101, align 8
  br label %1486

1478:                                             ; preds = %1453
  %1479 = load ptr, ptr %102, align 8
  %1480 = load i32, ptr %103, align 4
  %1481 = call i64 @ZSTD_hash7Ptr(ptr noundef %1479, i32 noundef %1480)
  store i64 %1481, ptr %101, align 8
  br label %1486

1482:                                             ; preds = %1453
  %1483 = load ptr, ptr %102, align 8
  %1484 = load i32, ptr %103, align 4
  %1485 = call i64 @ZSTD_hash8Ptr(ptr noundef %1483, i32 noundef %1484)
  store i64 %1485, ptr %101, align 8
  br label %1486

1486:                                             ; preds = %1482, %1478, %1474, %1470, %1466
  %1487 = load i64, ptr %101, align 8
  %1488 = getelementptr inbounds i32, ptr %1457, i64 %1487
  store i32 %1456, ptr %1488, align 4
  %1489 = load ptr, ptr %130, align 8
  %1490 = getelementptr inbounds i8, ptr %1489, i64 -1
  %1491 = load ptr, ptr %128, align 8
  %1492 = ptrtoint ptr %1490 to i64
  %1493 = ptrtoint ptr %1491 to i64
  %1494 = sub i64 %1492, %1493
  %1495 = trunc i64 %1494 to i32
  %1496 = load ptr, ptr %126, align 8
  %1497 = load ptr, ptr %130, align 8
  %1498 = getelementptr inbounds i8, ptr %1497, i64 -1
  %1499 = load i32, ptr %127, align 4
  %1500 = load i32, ptr %122, align 4
  store ptr %1498, ptr %106, align 8
  store i32 %1499, ptr %107, align 4
  store i32 %1500, ptr %108, align 4
  %1501 = load i32, ptr %108, align 4
  switch i32 %1501, label %1502 [
    i32 4, label %1503
    i32 5, label %1507
    i32 6, label %1511
    i32 7, label %1515
    i32 8, label %1519
  ]

1502:                                             ; preds = %1486
  br label %1503

1503:                                             ; preds = %1502, %1486
  %1504 = load ptr, ptr %106, align 8
  %1505 = load i32, ptr %107, align 4
  %1506 = call i64 @ZSTD_hash4Ptr(ptr noundef %1504, i32 noundef %1505)
  store i64 %1506, ptr %105, align 8
  br label %1523

1507:                                             ; preds = %1486
  %1508 = load ptr, ptr %106, align 8
  %1509 = load i32, ptr %107, align 4
  %1510 = call i64 @ZSTD_hash5Ptr(ptr noundef %1508, i32 noundef %1509)
  store i64 %1510, ptr %105, align 8
  br label %1523

1511:                                             ; preds = %1486
  %1512 = load ptr, ptr %106, align 8
  %1513 = load i32, ptr %107, align 4
  %1514 = call i64 @ZSTD_hash6Ptr(ptr noundef %1512, i32 noundef %1513)
  store i64 %1514, ptr %105, align 8
  br label %1523

1515:                                             ; preds = %1486
  %1516 = load ptr, ptr %106, align 8
  %1517 = load i32, ptr %107, align 4
  %1518 = call i64 @ZSTD_hash7Ptr(ptr noundef %1516, i32 noundef %1517)
  store i64 %1518, ptr %105, align 8
  br label %1523

1519:                                             ; preds = %1486
  %1520 = load ptr, ptr %106, align 8
  %1521 = load i32, ptr %107, align 4
  %1522 = call i64 @ZSTD_hash8Ptr(ptr noundef %1520, i32 noundef %1521)
  store i64 %1522, ptr %105, align 8
  br label %1523

1523:                                             ; preds = %1519, %1515, %1511, %1507, %1503
  %1524 = load i64, ptr %105, align 8
  %1525 = getelementptr inbounds i32, ptr %1496, i64 %1524
  store i32 %1495, ptr %1525, align 4
  br label %1526

1526:                                             ; preds = %1811, %1523
  %1527 = load ptr, ptr %130, align 8
  %1528 = load ptr, ptr %136, align 8
  %1529 = icmp ule ptr %1527, %1528
  br i1 %1529, label %1530, label %1819

1530:                                             ; preds = %1526
  %1531 = load ptr, ptr %130, align 8
  %1532 = load ptr, ptr %128, align 8
  %1533 = ptrtoint ptr %1531 to i64
  %1534 = ptrtoint ptr %1532 to i64
  %1535 = sub i64 %1533, %1534
  %1536 = trunc i64 %1535 to i32
  store i32 %1536, ptr %189, align 4
  %1537 = load i32, ptr %189, align 4
  %1538 = load i32, ptr %138, align 4
  %1539 = sub i32 %1537, %1538
  store i32 %1539, ptr %190, align 4
  %1540 = load i32, ptr %190, align 4
  %1541 = load i32, ptr %133, align 4
  %1542 = icmp ult i32 %1540, %1541
  br i1 %1542, label %1543, label %1552

1543:                                             ; preds = %1530
  %1544 = load ptr, ptr %144, align 8
  %1545 = load i32, ptr %190, align 4
  %1546 = zext i32 %1545 to i64
  %1547 = getelementptr inbounds i8, ptr %1544, i64 %1546
  %1548 = load i32, ptr %147, align 4
  %1549 = zext i32 %1548 to i64
  %1550 = sub i64 0, %1549
  %1551 = getelementptr inbounds i8, ptr %1547, i64 %1550
  br label %1557

1552:                                             ; preds = %1530
  %1553 = load ptr, ptr %128, align 8
  %1554 = load i32, ptr %190, align 4
  %1555 = zext i32 %1554 to i64
  %1556 = getelementptr inbounds i8, ptr %1553, i64 %1555
  br label %1557

1557:                                             ; preds = %1552, %1543
  %1558 = phi ptr [ %1551, %1543 ], [ %1556, %1552 ]
  store ptr %1558, ptr %191, align 8
  %1559 = load i32, ptr %133, align 4
  %1560 = load i32, ptr %190, align 4
  %1561 = call i32 @ZSTD_index_overlap_check(i32 noundef %1559, i32 noundef %1560)
  %1562 = icmp ne i32 %1561, 0
  br i1 %1562, label %1563, label %1818

1563:                                             ; preds = %1557
  %1564 = load ptr, ptr %191, align 8
  %1565 = call i32 @MEM_read32(ptr noundef %1564)
  %1566 = load ptr, ptr %130, align 8
  %1567 = call i32 @MEM_read32(ptr noundef %1566)
  %1568 = icmp eq i32 %1565, %1567
  br i1 %1568, label %1569, label %1818

1569:                                             ; preds = %1563
  %1570 = load i32, ptr %190, align 4
  %1571 = load i32, ptr %133, align 4
  %1572 = icmp ult i32 %1570, %1571
  br i1 %1572, label %1573, label %1575

1573:                                             ; preds = %1569
  %1574 = load ptr, ptr %146, align 8
  br label %1577

1575:                                             ; preds = %1569
  %1576 = load ptr, ptr %135, align 8
  br label %1577

1577:                                             ; preds = %1575, %1573
  %1578 = phi ptr [ %1574, %1573 ], [ %1576, %1575 ]
  store ptr %1578, ptr %192, align 8
  %1579 = load ptr, ptr %130, align 8
  %1580 = getelementptr inbounds i8, ptr %1579, i64 4
  %1581 = load ptr, ptr %191, align 8
  %1582 = getelementptr inbounds i8, ptr %1581, i64 4
  %1583 = load ptr, ptr %135, align 8
  %1584 = load ptr, ptr %192, align 8
  %1585 = load ptr, ptr %134, align 8
  %1586 = call i64 @ZSTD_count_2segments(ptr noundef %1580, ptr noundef %1582, ptr noundef %1583, ptr noundef %1584, ptr noundef %1585)
  %1587 = add i64 %1586, 4
  store i64 %1587, ptr %193, align 8
  %1588 = load i32, ptr %138, align 4
  store i32 %1588, ptr %194, align 4
  %1589 = load i32, ptr %137, align 4
  store i32 %1589, ptr %138, align 4
  %1590 = load i32, ptr %194, align 4
  store i32 %1590, ptr %137, align 4
  %1591 = load ptr, ptr %118, align 8
  %1592 = load ptr, ptr %131, align 8
  %1593 = load ptr, ptr %135, align 8
  %1594 = load i64, ptr %193, align 8
  store ptr %1591, ptr %61, align 8
  store i64 0, ptr %62, align 8
  store ptr %1592, ptr %63, align 8
  store ptr %1593, ptr %64, align 8
  store i32 1, ptr %65, align 4
  store i64 %1594, ptr %66, align 8
  %1595 = load ptr, ptr %64, align 8
  %1596 = getelementptr inbounds i8, ptr %1595, i64 -32
  store ptr %1596, ptr %67, align 8
  %1597 = load ptr, ptr %63, align 8
  %1598 = load i64, ptr %62, align 8
  %1599 = getelementptr inbounds i8, ptr %1597, i64 %1598
  store ptr %1599, ptr %68, align 8
  %1600 = load ptr, ptr %68, align 8
  %1601 = load ptr, ptr %67, align 8
  %1602 = icmp ule ptr %1600, %1601
  br i1 %1602, label %1603, label %1676

1603:                                             ; preds = %1577
  %1604 = load ptr, ptr %61, align 8
  %1605 = getelementptr inbounds %struct.SeqStore_t, ptr %1604, i32 0, i32 3
  %1606 = load ptr, ptr %1605, align 8
  %1607 = load ptr, ptr %63, align 8
  call void @ZSTD_copy16(ptr noundef %1606, ptr noundef %1607)
  %1608 = load i64, ptr %62, align 8
  %1609 = icmp ugt i64 %1608, 16
  br i1 %1609, label %1610, label %1675

1610:                                             ; preds = %1603
  %1611 = load ptr, ptr %61, align 8
  %1612 = getelementptr inbounds %struct.SeqStore_t, ptr %1611, i32 0, i32 3
  %1613 = load ptr, ptr %1612, align 8
  %1614 = getelementptr inbounds i8, ptr %1613, i64 16
  %1615 = load ptr, ptr %63, align 8
  %1616 = getelementptr inbounds i8, ptr %1615, i64 16
  %1617 = load i64, ptr %62, align 8
  %1618 = sub nsw i64 %1617, 16
  store ptr %1614, ptr %21, align 8
  store ptr %1616, ptr %22, align 8
  store i64 %1618, ptr %23, align 8
  store i32 0, ptr %24, align 4
  %1619 = load ptr, ptr %21, align 8
  %1620 = load ptr, ptr %22, align 8
  %1621 = ptrtoint ptr %1619 to i64
  %1622 = ptrtoint ptr %1620 to i64
  %1623 = sub i64 %1621, %1622
  store i64 %1623, ptr %25, align 8
  %1624 = load ptr, ptr %22, align 8
  store ptr %1624, ptr %26, align 8
  %1625 = load ptr, ptr %21, align 8
  store ptr %1625, ptr %27, align 8
  %1626 = load ptr, ptr %27, align 8
  %1627 = load i64, ptr %23, align 8
  %1628 = getelementptr inbounds i8, ptr %1626, i64 %1627
  store ptr %1628, ptr %28, align 8
  %1629 = load i32, ptr %24, align 4
  %1630 = icmp eq i32 %1629, 1
  br i1 %1630, label %1631, label %1646

1631:                                             ; preds = %1610
  %1632 = load i64, ptr %25, align 8
  %1633 = icmp slt i64 %1632, 16
  br i1 %1633, label %1634, label %1646

1634:                                             ; preds = %1631
  br label %1635

1635:                                             ; preds = %1635, %1634
  %1636 = load ptr, ptr %27, align 8
  %1637 = load ptr, ptr %26, align 8
  call void @ZSTD_copy8(ptr noundef %1636, ptr noundef %1637)
  %1638 = load ptr, ptr %27, align 8
  %1639 = getelementptr inbounds i8, ptr %1638, i64 8
  store ptr %1639, ptr %27, align 8
  %1640 = load ptr, ptr %26, align 8
  %1641 = getelementptr inbounds i8, ptr %1640, i64 8
  store ptr %1641, ptr %26, align 8
  %1642 = load ptr, ptr %27, align 8
  %1643 = load ptr, ptr %28, align 8
  %1644 = icmp ult ptr %1642, %1643
  br i1 %1644, label %1635, label %1645, !llvm.loop !11

1645:                                             ; preds = %1635
  br label %1674

1646:                                             ; preds = %1631, %1610
  %1647 = load ptr, ptr %27, align 8
  %1648 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %1647, ptr noundef %1648)
  %1649 = load i64, ptr %23, align 8
  %1650 = icmp sge i64 16, %1649
  br i1 %1650, label %1651, label %1652

1651:                                             ; preds = %1646
  br label %1674

1652:                                             ; preds = %1646
  %1653 = load ptr, ptr %27, align 8
  %1654 = getelementptr inbounds i8, ptr %1653, i64 16
  store ptr %1654, ptr %27, align 8
  %1655 = load ptr, ptr %26, align 8
  %1656 = getelementptr inbounds i8, ptr %1655, i64 16
  store ptr %1656, ptr %26, align 8
  br label %1657

1657:                                             ; preds = %1657, %1652
  %1658 = load ptr, ptr %27, align 8
  %1659 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %1658, ptr noundef %1659)
  %1660 = load ptr, ptr %27, align 8
  %1661 = getelementptr inbounds i8, ptr %1660, i64 16
  store ptr %1661, ptr %27, align 8
  %1662 = load ptr, ptr %26, align 8
  %1663 = getelementptr inbounds i8, ptr %1662, i64 16
  store ptr %1663, ptr %26, align 8
  %1664 = load ptr, ptr %27, align 8
  %1665 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %1664, ptr noundef %1665)
  %1666 = load ptr, ptr %27, align 8
  %1667 = getelementptr inbounds i8, ptr %1666, i64 16
  store ptr %1667, ptr %27, align 8
  %1668 = load ptr, ptr %26, align 8
  %1669 = getelementptr inbounds i8, ptr %1668, i64 16
  store ptr %1669, ptr %26, align 8
  %1670 = load ptr, ptr %27, align 8
  %1671 = load ptr, ptr %28, align 8
  %1672 = icmp ult ptr %1670, %1671
  br i1 %1672, label %1657, label %1673, !llvm.loop !12

1673:                                             ; preds = %1657
  br label %1674

1674:                                             ; preds = %1673, %1651, %1645
  br label %1675

1675:                                             ; preds = %1674, %1603
  br label %1683

1676:                                             ; preds = %1577
  %1677 = load ptr, ptr %61, align 8
  %1678 = getelementptr inbounds %struct.SeqStore_t, ptr %1677, i32 0, i32 3
  %1679 = load ptr, ptr %1678, align 8
  %1680 = load ptr, ptr %63, align 8
  %1681 = load ptr, ptr %68, align 8
  %1682 = load ptr, ptr %67, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1679, ptr noundef %1680, ptr noundef %1681, ptr noundef %1682)
  br label %1683

1683:                                             ; preds = %1676, %1675
  %1684 = load i64, ptr %62, align 8
  %1685 = load ptr, ptr %61, align 8
  %1686 = getelementptr inbounds %struct.SeqStore_t, ptr %1685, i32 0, i32 3
  %1687 = load ptr, ptr %1686, align 8
  %1688 = getelementptr inbounds i8, ptr %1687, i64 %1684
  store ptr %1688, ptr %1686, align 8
  %1689 = load ptr, ptr %61, align 8
  %1690 = load i64, ptr %62, align 8
  %1691 = load i32, ptr %65, align 4
  %1692 = load i64, ptr %66, align 8
  store ptr %1689, ptr %6, align 8
  store i64 %1690, ptr %7, align 8
  store i32 %1691, ptr %8, align 4
  store i64 %1692, ptr %9, align 8
  %1693 = load i64, ptr %7, align 8
  %1694 = icmp ugt i64 %1693, 65535
  %1695 = zext i1 %1694 to i32
  %1696 = sext i32 %1695 to i64
  br i1 %1694, label %1697, label %1712

1697:                                             ; preds = %1683
  %1698 = load ptr, ptr %6, align 8
  %1699 = getelementptr inbounds %struct.SeqStore_t, ptr %1698, i32 0, i32 9
  store i32 1, ptr %1699, align 8
  %1700 = load ptr, ptr %6, align 8
  %1701 = getelementptr inbounds %struct.SeqStore_t, ptr %1700, i32 0, i32 1
  %1702 = load ptr, ptr %1701, align 8
  %1703 = load ptr, ptr %6, align 8
  %1704 = load ptr, ptr %1703, align 8
  %1705 = ptrtoint ptr %1702 to i64
  %1706 = ptrtoint ptr %1704 to i64
  %1707 = sub i64 %1705, %1706
  %1708 = sdiv exact i64 %1707, 8
  %1709 = trunc i64 %1708 to i32
  %1710 = load ptr, ptr %6, align 8
  %1711 = getelementptr inbounds %struct.SeqStore_t, ptr %1710, i32 0, i32 10
  store i32 %1709, ptr %1711, align 4
  br label %1712

1712:                                             ; preds = %1697, %1683
  %1713 = load i64, ptr %7, align 8
  %1714 = trunc i64 %1713 to i16
  %1715 = load ptr, ptr %6, align 8
  %1716 = getelementptr inbounds %struct.SeqStore_t, ptr %1715, i32 0, i32 1
  %1717 = load ptr, ptr %1716, align 8
  %1718 = getelementptr inbounds %struct.SeqDef_s, ptr %1717, i32 0, i32 1
  store i16 %1714, ptr %1718, align 4
  %1719 = load i32, ptr %8, align 4
  %1720 = load ptr, ptr %6, align 8
  %1721 = getelementptr inbounds %struct.SeqStore_t, ptr %1720, i32 0, i32 1
  %1722 = load ptr, ptr %1721, align 8
  store i32 %1719, ptr %1722, align 4
  %1723 = load i64, ptr %9, align 8
  %1724 = sub i64 %1723, 3
  store i64 %1724, ptr %10, align 8
  %1725 = load i64, ptr %10, align 8
  %1726 = icmp ugt i64 %1725, 65535
  %1727 = zext i1 %1726 to i32
  %1728 = sext i32 %1727 to i64
  br i1 %1726, label %1729, label %1744

1729:                                             ; preds = %1712
  %1730 = load ptr, ptr %6, align 8
  %1731 = getelementptr inbounds %struct.SeqStore_t, ptr %1730, i32 0, i32 9
  store i32 2, ptr %1731, align 8
  %1732 = load ptr, ptr %6, align 8
  %1733 = getelementptr inbounds %struct.SeqStore_t, ptr %1732, i32 0, i32 1
  %1734 = load ptr, ptr %1733, align 8
  %1735 = load ptr, ptr %6, align 8
  %1736 = load ptr, ptr %1735, align 8
  %1737 = ptrtoint ptr %1734 to i64
  %1738 = ptrtoint ptr %1736 to i64
  %1739 = sub i64 %1737, %1738
  %1740 = sdiv exact i64 %1739, 8
  %1741 = trunc i64 %1740 to i32
  %1742 = load ptr, ptr %6, align 8
  %1743 = getelementptr inbounds %struct.SeqStore_t, ptr %1742, i32 0, i32 10
  store i32 %1741, ptr %1743, align 4
  br label %1744

1744:                                             ; preds = %1729, %1712
  %1745 = load i64, ptr %10, align 8
  %1746 = trunc i64 %1745 to i16
  %1747 = load ptr, ptr %6, align 8
  %1748 = getelementptr inbounds %struct.SeqStore_t, ptr %1747, i32 0, i32 1
  %1749 = load ptr, ptr %1748, align 8
  %1750 = getelementptr inbounds %struct.SeqDef_s, ptr %1749, i32 0, i32 2
  store i16 %1746, ptr %1750, align 2
  %1751 = load ptr, ptr %6, align 8
  %1752 = getelementptr inbounds %struct.SeqStore_t, ptr %1751, i32 0, i32 1
  %1753 = load ptr, ptr %1752, align 8
  %1754 = getelementptr inbounds %struct.SeqDef_s, ptr %1753, i32 1
  store ptr %1754, ptr %1752, align 8
  %1755 = load i32, ptr %189, align 4
  %1756 = load ptr, ptr %126, align 8
  %1757 = load ptr, ptr %130, align 8
  %1758 = load i32, ptr %127, align 4
  %1759 = load i32, ptr %122, align 4
  store ptr %1757, ptr %110, align 8
  store i32 %1758, ptr %111, align 4
  store i32 %1759, ptr %112, align 4
  %1760 = load i32, ptr %112, align 4
  switch i32 %1760, label %1761 [
    i32 4, label %1762
    i32 5, label %1766
    i32 6, label %1770
    i32 7, label %1774
    i32 8, label %1778
  ]

1761:                                             ; preds = %1744
  br label %1762

1762:                                             ; preds = %1761, %1744
  %1763 = load ptr, ptr %110, align 8
  %1764 = load i32, ptr %111, align 4
  %1765 = call i64 @ZSTD_hash4Ptr(ptr noundef %1763, i32 noundef %1764)
  store i64 %1765, ptr %109, align 8
  br label %1782

1766:                                             ; preds = %1744
  %1767 = load ptr, ptr %110, align 8
  %1768 = load i32, ptr %111, align 4
  %1769 = call i64 @ZSTD_hash5Ptr(ptr noundef %1767, i32 noundef %1768)
  store i64 %1769, ptr %109, align 8
  br label %1782

1770:                                             ; preds = %1744
  %1771 = load ptr, ptr %110, align 8
  %1772 = load i32, ptr %111, align 4
  %1773 = call i64 @ZSTD_hash6Ptr(ptr noundef %1771, i32 noundef %1772)
  store i64 %1773, ptr %109, align 8
  br label %1782

1774:                                             ; preds = %1744
  %1775 = load ptr, ptr %110, align 8
  %1776 = load i32, ptr %111, align 4
  %1777 = call i64 @ZSTD_hash7Ptr(ptr noundef %1775, i32 noundef %1776)
  store i64 %1777, ptr %109, align 8
  br label %1782

1778:                                             ; preds = %1744
  %1779 = load ptr, ptr %110, align 8
  %1780 = load i32, ptr %111, align 4
  %1781 = call i64 @ZSTD_hash8Ptr(ptr noundef %1779, i32 noundef %1780)
  store i64 %1781, ptr %109, align 8
  br label %1782

1782:                                             ; preds = %1778, %1774, %1770, %1766, %1762
  %1783 = load i64, ptr %109, align 8
  %1784 = getelementptr inbounds i32, ptr %1756, i64 %1783
  store i32 %1755, ptr %1784, align 4
  %1785 = load i32, ptr %189, align 4
  %1786 = load ptr, ptr %124, align 8
  %1787 = load ptr, ptr %130, align 8
  %1788 = load i32, ptr %125, align 4
  store ptr %1787, ptr %114, align 8
  store i32 %1788, ptr %115, align 4
  store i32 8, ptr %116, align 4
  %1789 = load i32, ptr %116, align 4
  switch i32 %1789, label %1790 [
    i32 4, label %1791
    i32 5, label %1795
    i32 6, label %1799
    i32 7, label %1803
    i32 8, label %1807
  ]

1790:                                             ; preds = %1782
  br label %1791

1791:                                             ; preds = %1790, %1782
  %1792 = load ptr, ptr %114, align 8
  %1793 = load i32, ptr %115, align 4
  %1794 = call i64 @ZSTD_hash4Ptr(ptr noundef %1792, i32 noundef %1793)
  store i64 %1794, ptr %113, align 8
  br label %1811

1795:                                             ; preds = %1782
  %1796 = load ptr, ptr %114, align 8
  %1797 = load i32, ptr %115, align 4
  %1798 = call i64 @ZSTD_hash5Ptr(ptr noundef %1796, i32 noundef %1797)
  store i64 %1798, ptr %113, align 8
  br label %1811

1799:                                             ; preds = %1782
  %1800 = load ptr, ptr %114, align 8
  %1801 = load i32, ptr %115, align 4
  %1802 = call i64 @ZSTD_hash6Ptr(ptr noundef %1800, i32 noundef %1801)
  store i64 %1802, ptr %113, align 8
  br label %1811

1803:                                             ; preds = %1782
  %1804 = load ptr, ptr %114, align 8
  %1805 = load i32, ptr %115, align 4
  %1806 = call i64 @ZSTD_hash7Ptr(ptr noundef %1804, i32 noundef %1805)
  store i64 %1806, ptr %113, align 8
  br label %1811

1807:                                             ; preds = %1782
  %1808 = load ptr, ptr %114, align 8
  %1809 = load i32, ptr %115, align 4
  %1810 = call i64 @ZSTD_hash8Ptr(ptr noundef %1808, i32 noundef %1809)
  store i64 %1810, ptr %113, align 8
  br label %1811

1811:                                             ; preds = %1807, %1803, %1799, %1795, %1791
  %1812 = load i64, ptr %113, align 8
  %1813 = getelementptr inbounds i32, ptr %1786, i64 %1812
  store i32 %1785, ptr %1813, align 4
  %1814 = load i64, ptr %193, align 8
  %1815 = load ptr, ptr %130, align 8
  %1816 = getelementptr inbounds i8, ptr %1815, i64 %1814
  store ptr %1816, ptr %130, align 8
  %1817 = load ptr, ptr %130, align 8
  store ptr %1817, ptr %131, align 8
  br label %1526, !llvm.loop !26

1818:                                             ; preds = %1563, %1557
  br label %1819

1819:                                             ; preds = %1818, %1526
  br label %1820

1820:                                             ; preds = %1819, %1377
  br label %353, !llvm.loop !21

1821:                                             ; preds = %353
  %1822 = load i32, ptr %137, align 4
  %1823 = load ptr, ptr %119, align 8
  store i32 %1822, ptr %1823, align 4
  %1824 = load i32, ptr %138, align 4
  %1825 = load ptr, ptr %119, align 8
  %1826 = getelementptr inbounds i32, ptr %1825, i64 1
  store i32 %1824, ptr %1826, align 4
  %1827 = load ptr, ptr %135, align 8
  %1828 = load ptr, ptr %131, align 8
  %1829 = ptrtoint ptr %1827 to i64
  %1830 = ptrtoint ptr %1828 to i64
  %1831 = sub i64 %1829, %1830
  ret i64 %1831
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_compressBlock_doubleFast_extDict(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store i64 %4, ptr %11, align 8
  %13 = load ptr, ptr %7, align 8
  %14 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %13, i32 0, i32 16
  %15 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %14, i32 0, i32 4
  %16 = load i32, ptr %15, align 8
  store i32 %16, ptr %12, align 4
  %17 = load i32, ptr %12, align 4
  switch i32 %17, label %18 [
    i32 4, label %19
    i32 5, label %26
    i32 6, label %33
    i32 7, label %40
  ]

18:                                               ; preds = %5
  br label %19

19:                                               ; preds = %5, %18
  %20 = load ptr, ptr %7, align 8
  %21 = load ptr, ptr %8, align 8
  %22 = load ptr, ptr %9, align 8
  %23 = load ptr, ptr %10, align 8
  %24 = load i64, ptr %11, align 8
  %25 = call i64 @ZSTD_compressBlock_doubleFast_extDict_4(ptr noundef %20, ptr noundef %21, ptr noundef %22, ptr noundef %23, i64 noundef %24)
  store i64 %25, ptr %6, align 8
  br label %47

26:                                               ; preds = %5
  %27 = load ptr, ptr %7, align 8
  %28 = load ptr, ptr %8, align 8
  %29 = load ptr, ptr %9, align 8
  %30 = load ptr, ptr %10, align 8
  %31 = load i64, ptr %11, align 8
  %32 = call i64 @ZSTD_compressBlock_doubleFast_extDict_5(ptr noundef %27, ptr noundef %28, ptr noundef %29, ptr noundef %30, i64 noundef %31)
  store i64 %32, ptr %6, align 8
  br label %47

33:                                               ; preds = %5
  %34 = load ptr, ptr %7, align 8
  %35 = load ptr, ptr %8, align 8
  %36 = load ptr, ptr %9, align 8
  %37 = load ptr, ptr %10, align 8
  %38 = load i64, ptr %11, align 8
  %39 = call i64 @ZSTD_compressBlock_doubleFast_extDict_6(ptr noundef %34, ptr noundef %35, ptr noundef %36, ptr noundef %37, i64 noundef %38)
  store i64 %39, ptr %6, align 8
  br label %47

40:                                               ; preds = %5
  %41 = load ptr, ptr %7, align 8
  %42 = load ptr, ptr %8, align 8
  %43 = load ptr, ptr %9, align 8
  %44 = load ptr, ptr %10, align 8
  %45 = load i64, ptr %11, align 8
  %46 = call i64 @ZSTD_compressBlock_doubleFast_extDict_7(ptr noundef %41, ptr noundef %42, ptr noundef %43, ptr noundef %44, i64 noundef %45)
  store i64 %46, ptr %6, align 8
  br label %47

47:                                               ; preds = %40, %33, %26, %19
  %48 = load i64, ptr %6, align 8
  ret i64 %48
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_compressBlock_doubleFast_extDict_4(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i64 %4, ptr %10, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = load ptr, ptr %7, align 8
  %13 = load ptr, ptr %8, align 8
  %14 = load ptr, ptr %9, align 8
  %15 = load i64, ptr %10, align 8
  %16 = call i64 @ZSTD_compressBlock_doubleFast_extDict_generic(ptr noundef %11, ptr noundef %12, ptr noundef %13, ptr noundef %14, i64 noundef %15, i32 noundef 4)
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_compressBlock_doubleFast_extDict_5(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i64 %4, ptr %10, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = load ptr, ptr %7, align 8
  %13 = load ptr, ptr %8, align 8
  %14 = load ptr, ptr %9, align 8
  %15 = load i64, ptr %10, align 8
  %16 = call i64 @ZSTD_compressBlock_doubleFast_extDict_generic(ptr noundef %11, ptr noundef %12, ptr noundef %13, ptr noundef %14, i64 noundef %15, i32 noundef 5)
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_compressBlock_doubleFast_extDict_6(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i64 %4, ptr %10, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = load ptr, ptr %7, align 8
  %13 = load ptr, ptr %8, align 8
  %14 = load ptr, ptr %9, align 8
  %15 = load i64, ptr %10, align 8
  %16 = call i64 @ZSTD_compressBlock_doubleFast_extDict_generic(ptr noundef %11, ptr noundef %12, ptr noundef %13, ptr noundef %14, i64 noundef %15, i32 noundef 6)
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_compressBlock_doubleFast_extDict_7(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i64 %4, ptr %10, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = load ptr, ptr %7, align 8
  %13 = load ptr, ptr %8, align 8
  %14 = load ptr, ptr %9, align 8
  %15 = load i64, ptr %10, align 8
  %16 = call i64 @ZSTD_compressBlock_doubleFast_extDict_generic(ptr noundef %11, ptr noundef %12, ptr noundef %13, ptr noundef %14, i64 noundef %15, i32 noundef 7)
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_writeTaggedIndex(ptr noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %9 = load i64, ptr %5, align 8
  %10 = lshr i64 %9, 8
  store i64 %10, ptr %7, align 8
  %11 = load i64, ptr %5, align 8
  %12 = and i64 %11, 255
  %13 = trunc i64 %12 to i32
  store i32 %13, ptr %8, align 4
  %14 = load i32, ptr %6, align 4
  %15 = shl i32 %14, 8
  %16 = load i32, ptr %8, align 4
  %17 = or i32 %15, %16
  %18 = load ptr, ptr %4, align 8
  %19 = load i64, ptr %7, align 8
  %20 = getelementptr inbounds i32, ptr %18, i64 %19
  store i32 %17, ptr %20, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_hash4Ptr(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = call i32 @MEM_readLE32(ptr noundef %5)
  %7 = load i32, ptr %4, align 4
  %8 = call i32 @ZSTD_hash4(i32 noundef %6, i32 noundef %7, i32 noundef 0)
  %9 = zext i32 %8 to i64
  ret i64 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_hash5Ptr(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = call i64 @MEM_readLE64(ptr noundef %5)
  %7 = load i32, ptr %4, align 4
  %8 = call i64 @ZSTD_hash5(i64 noundef %6, i32 noundef %7, i64 noundef 0)
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_hash6Ptr(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = call i64 @MEM_readLE64(ptr noundef %5)
  %7 = load i32, ptr %4, align 4
  %8 = call i64 @ZSTD_hash6(i64 noundef %6, i32 noundef %7, i64 noundef 0)
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_hash7Ptr(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = call i64 @MEM_readLE64(ptr noundef %5)
  %7 = load i32, ptr %4, align 4
  %8 = call i64 @ZSTD_hash7(i64 noundef %6, i32 noundef %7, i64 noundef 0)
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_hash8Ptr(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = call i64 @MEM_readLE64(ptr noundef %5)
  %7 = load i32, ptr %4, align 4
  %8 = call i64 @ZSTD_hash8(i64 noundef %6, i32 noundef %7, i64 noundef 0)
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_hash4(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = mul i32 %7, -1640531535
  %9 = load i32, ptr %6, align 4
  %10 = xor i32 %8, %9
  %11 = load i32, ptr %5, align 4
  %12 = sub i32 32, %11
  %13 = lshr i32 %10, %12
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @MEM_readLE32(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = call i32 @MEM_isLittleEndian()
  %5 = icmp ne i32 %4, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = load ptr, ptr %3, align 8
  %8 = call i32 @MEM_read32(ptr noundef %7)
  store i32 %8, ptr %2, align 4
  br label %13

9:                                                ; preds = %1
  %10 = load ptr, ptr %3, align 8
  %11 = call i32 @MEM_read32(ptr noundef %10)
  %12 = call i32 @MEM_swap32(i32 noundef %11)
  store i32 %12, ptr %2, align 4
  br label %13

13:                                               ; preds = %9, %6
  %14 = load i32, ptr %2, align 4
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @MEM_isLittleEndian() #0 {
  ret i32 1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @MEM_read32(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr %3, align 1
  ret i32 %4
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
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_hash5(i64 noundef %0, i32 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i64 %2, ptr %6, align 8
  %7 = load i64, ptr %4, align 8
  %8 = shl i64 %7, 24
  %9 = mul i64 %8, 889523592379
  %10 = load i64, ptr %6, align 8
  %11 = xor i64 %9, %10
  %12 = load i32, ptr %5, align 4
  %13 = sub i32 64, %12
  %14 = zext i32 %13 to i64
  %15 = lshr i64 %11, %14
  ret i64 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @MEM_readLE64(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = call i32 @MEM_isLittleEndian()
  %5 = icmp ne i32 %4, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = load ptr, ptr %3, align 8
  %8 = call i64 @MEM_read64(ptr noundef %7)
  store i64 %8, ptr %2, align 8
  br label %13

9:                                                ; preds = %1
  %10 = load ptr, ptr %3, align 8
  %11 = call i64 @MEM_read64(ptr noundef %10)
  %12 = call i64 @MEM_swap64(i64 noundef %11)
  store i64 %12, ptr %2, align 8
  br label %13

13:                                               ; preds = %9, %6
  %14 = load i64, ptr %2, align 8
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @MEM_read64(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i64, ptr %3, align 1
  ret i64 %4
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
declare i64 @llvm.bswap.i64(i64) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_hash6(i64 noundef %0, i32 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i64 %2, ptr %6, align 8
  %7 = load i64, ptr %4, align 8
  %8 = shl i64 %7, 16
  %9 = mul i64 %8, 227718039650203
  %10 = load i64, ptr %6, align 8
  %11 = xor i64 %9, %10
  %12 = load i32, ptr %5, align 4
  %13 = sub i32 64, %12
  %14 = zext i32 %13 to i64
  %15 = lshr i64 %11, %14
  ret i64 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_hash7(i64 noundef %0, i32 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i64 %2, ptr %6, align 8
  %7 = load i64, ptr %4, align 8
  %8 = shl i64 %7, 8
  %9 = mul i64 %8, 58295818150454627
  %10 = load i64, ptr %6, align 8
  %11 = xor i64 %9, %10
  %12 = load i32, ptr %5, align 4
  %13 = sub i32 64, %12
  %14 = zext i32 %13 to i64
  %15 = lshr i64 %11, %14
  ret i64 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_hash8(i64 noundef %0, i32 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i64 %2, ptr %6, align 8
  %7 = load i64, ptr %4, align 8
  %8 = mul i64 %7, -3523014627327384477
  %9 = load i64, ptr %6, align 8
  %10 = xor i64 %8, %9
  %11 = load i32, ptr %5, align 4
  %12 = sub i32 64, %11
  %13 = zext i32 %12 to i64
  %14 = lshr i64 %10, %13
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_getLowestPrefixIndex(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %12 = load i32, ptr %6, align 4
  %13 = shl i32 1, %12
  store i32 %13, ptr %7, align 4
  %14 = load ptr, ptr %4, align 8
  %15 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %14, i32 0, i32 0
  %16 = getelementptr inbounds %struct.ZSTD_window_t, ptr %15, i32 0, i32 3
  %17 = load i32, ptr %16, align 8
  store i32 %17, ptr %8, align 4
  %18 = load i32, ptr %5, align 4
  %19 = load i32, ptr %8, align 4
  %20 = sub i32 %18, %19
  %21 = load i32, ptr %7, align 4
  %22 = icmp ugt i32 %20, %21
  br i1 %22, label %23, label %27

23:                                               ; preds = %3
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr %7, align 4
  %26 = sub i32 %24, %25
  br label %29

27:                                               ; preds = %3
  %28 = load i32, ptr %8, align 4
  br label %29

29:                                               ; preds = %27, %23
  %30 = phi i32 [ %26, %23 ], [ %28, %27 ]
  store i32 %30, ptr %9, align 4
  %31 = load ptr, ptr %4, align 8
  %32 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %31, i32 0, i32 1
  %33 = load i32, ptr %32, align 8
  %34 = icmp ne i32 %33, 0
  %35 = zext i1 %34 to i32
  store i32 %35, ptr %10, align 4
  %36 = load i32, ptr %10, align 4
  %37 = icmp ne i32 %36, 0
  br i1 %37, label %38, label %40

38:                                               ; preds = %29
  %39 = load i32, ptr %8, align 4
  br label %42

40:                                               ; preds = %29
  %41 = load i32, ptr %9, align 4
  br label %42

42:                                               ; preds = %40, %38
  %43 = phi i32 [ %39, %38 ], [ %41, %40 ]
  store i32 %43, ptr %11, align 4
  %44 = load i32, ptr %11, align 4
  ret i32 %44
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_count(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  %12 = load ptr, ptr %5, align 8
  store ptr %12, ptr %8, align 8
  %13 = load ptr, ptr %7, align 8
  %14 = getelementptr inbounds i8, ptr %13, i64 -7
  store ptr %14, ptr %9, align 8
  %15 = load ptr, ptr %5, align 8
  %16 = load ptr, ptr %9, align 8
  %17 = icmp ult ptr %15, %16
  br i1 %17, label %18, label %64

18:                                               ; preds = %3
  %19 = load ptr, ptr %6, align 8
  %20 = call i64 @MEM_readST(ptr noundef %19)
  %21 = load ptr, ptr %5, align 8
  %22 = call i64 @MEM_readST(ptr noundef %21)
  %23 = xor i64 %20, %22
  store i64 %23, ptr %10, align 8
  %24 = load i64, ptr %10, align 8
  %25 = icmp ne i64 %24, 0
  br i1 %25, label %26, label %30

26:                                               ; preds = %18
  %27 = load i64, ptr %10, align 8
  %28 = call i32 @ZSTD_NbCommonBytes(i64 noundef %27)
  %29 = zext i32 %28 to i64
  store i64 %29, ptr %4, align 8
  br label %122

30:                                               ; preds = %18
  %31 = load ptr, ptr %5, align 8
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  store ptr %32, ptr %5, align 8
  %33 = load ptr, ptr %6, align 8
  %34 = getelementptr inbounds i8, ptr %33, i64 8
  store ptr %34, ptr %6, align 8
  br label %35

35:                                               ; preds = %47, %30
  %36 = load ptr, ptr %5, align 8
  %37 = load ptr, ptr %9, align 8
  %38 = icmp ult ptr %36, %37
  br i1 %38, label %39, label %63

39:                                               ; preds = %35
  %40 = load ptr, ptr %6, align 8
  %41 = call i64 @MEM_readST(ptr noundef %40)
  %42 = load ptr, ptr %5, align 8
  %43 = call i64 @MEM_readST(ptr noundef %42)
  %44 = xor i64 %41, %43
  store i64 %44, ptr %11, align 8
  %45 = load i64, ptr %11, align 8
  %46 = icmp ne i64 %45, 0
  br i1 %46, label %52, label %47

47:                                               ; preds = %39
  %48 = load ptr, ptr %5, align 8
  %49 = getelementptr inbounds i8, ptr %48, i64 8
  store ptr %49, ptr %5, align 8
  %50 = load ptr, ptr %6, align 8
  %51 = getelementptr inbounds i8, ptr %50, i64 8
  store ptr %51, ptr %6, align 8
  br label %35, !llvm.loop !27

52:                                               ; preds = %39
  %53 = load i64, ptr %11, align 8
  %54 = call i32 @ZSTD_NbCommonBytes(i64 noundef %53)
  %55 = load ptr, ptr %5, align 8
  %56 = zext i32 %54 to i64
  %57 = getelementptr inbounds i8, ptr %55, i64 %56
  store ptr %57, ptr %5, align 8
  %58 = load ptr, ptr %5, align 8
  %59 = load ptr, ptr %8, align 8
  %60 = ptrtoint ptr %58 to i64
  %61 = ptrtoint ptr %59 to i64
  %62 = sub i64 %60, %61
  store i64 %62, ptr %4, align 8
  br label %122

63:                                               ; preds = %35
  br label %64

64:                                               ; preds = %63, %3
  %65 = call i32 @MEM_64bits()
  %66 = icmp ne i32 %65, 0
  br i1 %66, label %67, label %83

67:                                               ; preds = %64
  %68 = load ptr, ptr %5, align 8
  %69 = load ptr, ptr %7, align 8
  %70 = getelementptr inbounds i8, ptr %69, i64 -3
  %71 = icmp ult ptr %68, %70
  br i1 %71, label %72, label %83

72:                                               ; preds = %67
  %73 = load ptr, ptr %6, align 8
  %74 = call i32 @MEM_read32(ptr noundef %73)
  %75 = load ptr, ptr %5, align 8
  %76 = call i32 @MEM_read32(ptr noundef %75)
  %77 = icmp eq i32 %74, %76
  br i1 %77, label %78, label %83

78:                                               ; preds = %72
  %79 = load ptr, ptr %5, align 8
  %80 = getelementptr inbounds i8, ptr %79, i64 4
  store ptr %80, ptr %5, align 8
  %81 = load ptr, ptr %6, align 8
  %82 = getelementptr inbounds i8, ptr %81, i64 4
  store ptr %82, ptr %6, align 8
  br label %83

83:                                               ; preds = %78, %72, %67, %64
  %84 = load ptr, ptr %5, align 8
  %85 = load ptr, ptr %7, align 8
  %86 = getelementptr inbounds i8, ptr %85, i64 -1
  %87 = icmp ult ptr %84, %86
  br i1 %87, label %88, label %101

88:                                               ; preds = %83
  %89 = load ptr, ptr %6, align 8
  %90 = call i16 @MEM_read16(ptr noundef %89)
  %91 = zext i16 %90 to i32
  %92 = load ptr, ptr %5, align 8
  %93 = call i16 @MEM_read16(ptr noundef %92)
  %94 = zext i16 %93 to i32
  %95 = icmp eq i32 %91, %94
  br i1 %95, label %96, label %101

96:                                               ; preds = %88
  %97 = load ptr, ptr %5, align 8
  %98 = getelementptr inbounds i8, ptr %97, i64 2
  store ptr %98, ptr %5, align 8
  %99 = load ptr, ptr %6, align 8
  %100 = getelementptr inbounds i8, ptr %99, i64 2
  store ptr %100, ptr %6, align 8
  br label %101

101:                                              ; preds = %96, %88, %83
  %102 = load ptr, ptr %5, align 8
  %103 = load ptr, ptr %7, align 8
  %104 = icmp ult ptr %102, %103
  br i1 %104, label %105, label %116

105:                                              ; preds = %101
  %106 = load ptr, ptr %6, align 8
  %107 = load i8, ptr %106, align 1
  %108 = zext i8 %107 to i32
  %109 = load ptr, ptr %5, align 8
  %110 = load i8, ptr %109, align 1
  %111 = zext i8 %110 to i32
  %112 = icmp eq i32 %108, %111
  br i1 %112, label %113, label %116

113:                                              ; preds = %105
  %114 = load ptr, ptr %5, align 8
  %115 = getelementptr inbounds i8, ptr %114, i32 1
  store ptr %115, ptr %5, align 8
  br label %116

116:                                              ; preds = %113, %105, %101
  %117 = load ptr, ptr %5, align 8
  %118 = load ptr, ptr %8, align 8
  %119 = ptrtoint ptr %117 to i64
  %120 = ptrtoint ptr %118 to i64
  %121 = sub i64 %119, %120
  store i64 %121, ptr %4, align 8
  br label %122

122:                                              ; preds = %116, %52, %26
  %123 = load i64, ptr %4, align 8
  ret i64 %123
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @ZSTD_selectAddr(i32 noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %6, align 4
  %11 = icmp uge i32 %9, %10
  br i1 %11, label %12, label %14

12:                                               ; preds = %4
  %13 = load ptr, ptr %7, align 8
  br label %16

14:                                               ; preds = %4
  %15 = load ptr, ptr %8, align 8
  br label %16

16:                                               ; preds = %14, %12
  %17 = phi ptr [ %13, %12 ], [ %15, %14 ]
  ret ptr %17
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @MEM_readST(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i64, ptr %3, align 1
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_NbCommonBytes(i64 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %4 = call i32 @MEM_isLittleEndian()
  %5 = icmp ne i32 %4, 0
  br i1 %5, label %6, label %18

6:                                                ; preds = %1
  %7 = call i32 @MEM_64bits()
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %6
  %10 = load i64, ptr %3, align 8
  %11 = call i32 @ZSTD_countTrailingZeros64(i64 noundef %10)
  %12 = lshr i32 %11, 3
  store i32 %12, ptr %2, align 4
  br label %30

13:                                               ; preds = %6
  %14 = load i64, ptr %3, align 8
  %15 = trunc i64 %14 to i32
  %16 = call i32 @ZSTD_countTrailingZeros32(i32 noundef %15)
  %17 = lshr i32 %16, 3
  store i32 %17, ptr %2, align 4
  br label %30

18:                                               ; preds = %1
  %19 = call i32 @MEM_64bits()
  %20 = icmp ne i32 %19, 0
  br i1 %20, label %21, label %25

21:                                               ; preds = %18
  %22 = load i64, ptr %3, align 8
  %23 = call i32 @ZSTD_countLeadingZeros64(i64 noundef %22)
  %24 = lshr i32 %23, 3
  store i32 %24, ptr %2, align 4
  br label %30

25:                                               ; preds = %18
  %26 = load i64, ptr %3, align 8
  %27 = trunc i64 %26 to i32
  %28 = call i32 @ZSTD_countLeadingZeros32(i32 noundef %27)
  %29 = lshr i32 %28, 3
  store i32 %29, ptr %2, align 4
  br label %30

30:                                               ; preds = %25, %21, %13, %9
  %31 = load i32, ptr %2, align 4
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @MEM_64bits() #0 {
  ret i32 1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @MEM_read16(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i16, ptr %3, align 1
  ret i16 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_countTrailingZeros64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 @llvm.cttz.i64(i64 %3, i1 false)
  %5 = trunc i64 %4 to i32
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_countTrailingZeros32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @llvm.cttz.i32(i32 %3, i1 false)
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_countLeadingZeros64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 @llvm.ctlz.i64(i64 %3, i1 false)
  %5 = trunc i64 %4 to i32
  ret i32 %5
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
declare i64 @llvm.cttz.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_copy16(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca <16 x i8>, align 16
  %6 = alloca <16 x i8>, align 16
  %7 = alloca <16 x i8>, align 16
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load <16 x i8>, ptr %8, align 1
  store <16 x i8> %9, ptr %6, align 16
  %10 = load <16 x i8>, ptr %6, align 16
  store <16 x i8> %10, ptr %7, align 16
  %11 = load <16 x i8>, ptr %7, align 16
  store <16 x i8> %11, ptr %5, align 16
  %12 = load ptr, ptr %3, align 8
  %13 = load <16 x i8>, ptr %5, align 16
  store <16 x i8> %13, ptr %12, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_safecopyLiterals(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  store ptr %0, ptr %13, align 8
  store ptr %1, ptr %14, align 8
  store ptr %2, ptr %15, align 8
  store ptr %3, ptr %16, align 8
  %17 = load ptr, ptr %14, align 8
  %18 = load ptr, ptr %16, align 8
  %19 = icmp ule ptr %17, %18
  br i1 %19, label %20, label %92

20:                                               ; preds = %4
  %21 = load ptr, ptr %13, align 8
  %22 = load ptr, ptr %14, align 8
  %23 = load ptr, ptr %16, align 8
  %24 = load ptr, ptr %14, align 8
  %25 = ptrtoint ptr %23 to i64
  %26 = ptrtoint ptr %24 to i64
  %27 = sub i64 %25, %26
  store ptr %21, ptr %5, align 8
  store ptr %22, ptr %6, align 8
  store i64 %27, ptr %7, align 8
  store i32 0, ptr %8, align 4
  %28 = load ptr, ptr %5, align 8
  %29 = load ptr, ptr %6, align 8
  %30 = ptrtoint ptr %28 to i64
  %31 = ptrtoint ptr %29 to i64
  %32 = sub i64 %30, %31
  store i64 %32, ptr %9, align 8
  %33 = load ptr, ptr %6, align 8
  store ptr %33, ptr %10, align 8
  %34 = load ptr, ptr %5, align 8
  store ptr %34, ptr %11, align 8
  %35 = load ptr, ptr %11, align 8
  %36 = load i64, ptr %7, align 8
  %37 = getelementptr inbounds i8, ptr %35, i64 %36
  store ptr %37, ptr %12, align 8
  %38 = load i32, ptr %8, align 4
  %39 = icmp eq i32 %38, 1
  br i1 %39, label %40, label %55

40:                                               ; preds = %20
  %41 = load i64, ptr %9, align 8
  %42 = icmp slt i64 %41, 16
  br i1 %42, label %43, label %55

43:                                               ; preds = %40
  br label %44

44:                                               ; preds = %44, %43
  %45 = load ptr, ptr %11, align 8
  %46 = load ptr, ptr %10, align 8
  call void @ZSTD_copy8(ptr noundef %45, ptr noundef %46)
  %47 = load ptr, ptr %11, align 8
  %48 = getelementptr inbounds i8, ptr %47, i64 8
  store ptr %48, ptr %11, align 8
  %49 = load ptr, ptr %10, align 8
  %50 = getelementptr inbounds i8, ptr %49, i64 8
  store ptr %50, ptr %10, align 8
  %51 = load ptr, ptr %11, align 8
  %52 = load ptr, ptr %12, align 8
  %53 = icmp ult ptr %51, %52
  br i1 %53, label %44, label %54, !llvm.loop !11

54:                                               ; preds = %44
  br label %83

55:                                               ; preds = %40, %20
  %56 = load ptr, ptr %11, align 8
  %57 = load ptr, ptr %10, align 8
  call void @ZSTD_copy16(ptr noundef %56, ptr noundef %57)
  %58 = load i64, ptr %7, align 8
  %59 = icmp sge i64 16, %58
  br i1 %59, label %60, label %61

60:                                               ; preds = %55
  br label %83

61:                                               ; preds = %55
  %62 = load ptr, ptr %11, align 8
  %63 = getelementptr inbounds i8, ptr %62, i64 16
  store ptr %63, ptr %11, align 8
  %64 = load ptr, ptr %10, align 8
  %65 = getelementptr inbounds i8, ptr %64, i64 16
  store ptr %65, ptr %10, align 8
  br label %66

66:                                               ; preds = %66, %61
  %67 = load ptr, ptr %11, align 8
  %68 = load ptr, ptr %10, align 8
  call void @ZSTD_copy16(ptr noundef %67, ptr noundef %68)
  %69 = load ptr, ptr %11, align 8
  %70 = getelementptr inbounds i8, ptr %69, i64 16
  store ptr %70, ptr %11, align 8
  %71 = load ptr, ptr %10, align 8
  %72 = getelementptr inbounds i8, ptr %71, i64 16
  store ptr %72, ptr %10, align 8
  %73 = load ptr, ptr %11, align 8
  %74 = load ptr, ptr %10, align 8
  call void @ZSTD_copy16(ptr noundef %73, ptr noundef %74)
  %75 = load ptr, ptr %11, align 8
  %76 = getelementptr inbounds i8, ptr %75, i64 16
  store ptr %76, ptr %11, align 8
  %77 = load ptr, ptr %10, align 8
  %78 = getelementptr inbounds i8, ptr %77, i64 16
  store ptr %78, ptr %10, align 8
  %79 = load ptr, ptr %11, align 8
  %80 = load ptr, ptr %12, align 8
  %81 = icmp ult ptr %79, %80
  br i1 %81, label %66, label %82, !llvm.loop !12

82:                                               ; preds = %66
  br label %83

83:                                               ; preds = %54, %60, %82
  %84 = load ptr, ptr %16, align 8
  %85 = load ptr, ptr %14, align 8
  %86 = ptrtoint ptr %84 to i64
  %87 = ptrtoint ptr %85 to i64
  %88 = sub i64 %86, %87
  %89 = load ptr, ptr %13, align 8
  %90 = getelementptr inbounds i8, ptr %89, i64 %88
  store ptr %90, ptr %13, align 8
  %91 = load ptr, ptr %16, align 8
  store ptr %91, ptr %14, align 8
  br label %92

92:                                               ; preds = %83, %4
  br label %93

93:                                               ; preds = %97, %92
  %94 = load ptr, ptr %14, align 8
  %95 = load ptr, ptr %15, align 8
  %96 = icmp ult ptr %94, %95
  br i1 %96, label %97, label %103

97:                                               ; preds = %93
  %98 = load ptr, ptr %14, align 8
  %99 = getelementptr inbounds i8, ptr %98, i32 1
  store ptr %99, ptr %14, align 8
  %100 = load i8, ptr %98, align 1
  %101 = load ptr, ptr %13, align 8
  %102 = getelementptr inbounds i8, ptr %101, i32 1
  store ptr %102, ptr %13, align 8
  store i8 %100, ptr %101, align 1
  br label %93, !llvm.loop !28

103:                                              ; preds = %93
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_copy8(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca <8 x i8>, align 8
  %6 = alloca <8 x i8>, align 8
  %7 = alloca <8 x i8>, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load <8 x i8>, ptr %8, align 1
  store <8 x i8> %9, ptr %6, align 8
  %10 = load <8 x i8>, ptr %6, align 8
  store <8 x i8> %10, ptr %7, align 8
  %11 = load <8 x i8>, ptr %7, align 8
  store <8 x i8> %11, ptr %5, align 8
  %12 = load ptr, ptr %3, align 8
  %13 = load <8 x i8>, ptr %5, align 8
  store <8 x i8> %13, ptr %12, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_comparePackedTags(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %7 = load i64, ptr %3, align 8
  %8 = and i64 %7, 255
  %9 = trunc i64 %8 to i32
  store i32 %9, ptr %5, align 4
  %10 = load i64, ptr %4, align 8
  %11 = and i64 %10, 255
  %12 = trunc i64 %11 to i32
  store i32 %12, ptr %6, align 4
  %13 = load i32, ptr %5, align 4
  %14 = load i32, ptr %6, align 4
  %15 = icmp eq i32 %13, %14
  %16 = zext i1 %15 to i32
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_index_overlap_check(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = sub i32 %5, 1
  %7 = load i32, ptr %4, align 4
  %8 = sub i32 %6, %7
  %9 = icmp uge i32 %8, 3
  %10 = zext i1 %9 to i32
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_count_2segments(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i64, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  %14 = load ptr, ptr %7, align 8
  %15 = load ptr, ptr %10, align 8
  %16 = load ptr, ptr %8, align 8
  %17 = ptrtoint ptr %15 to i64
  %18 = ptrtoint ptr %16 to i64
  %19 = sub i64 %17, %18
  %20 = getelementptr inbounds i8, ptr %14, i64 %19
  %21 = load ptr, ptr %9, align 8
  %22 = icmp ult ptr %20, %21
  br i1 %22, label %23, label %31

23:                                               ; preds = %5
  %24 = load ptr, ptr %7, align 8
  %25 = load ptr, ptr %10, align 8
  %26 = load ptr, ptr %8, align 8
  %27 = ptrtoint ptr %25 to i64
  %28 = ptrtoint ptr %26 to i64
  %29 = sub i64 %27, %28
  %30 = getelementptr inbounds i8, ptr %24, i64 %29
  br label %33

31:                                               ; preds = %5
  %32 = load ptr, ptr %9, align 8
  br label %33

33:                                               ; preds = %31, %23
  %34 = phi ptr [ %30, %23 ], [ %32, %31 ]
  store ptr %34, ptr %12, align 8
  %35 = load ptr, ptr %7, align 8
  %36 = load ptr, ptr %8, align 8
  %37 = load ptr, ptr %12, align 8
  %38 = call i64 @ZSTD_count(ptr noundef %35, ptr noundef %36, ptr noundef %37)
  store i64 %38, ptr %13, align 8
  %39 = load ptr, ptr %8, align 8
  %40 = load i64, ptr %13, align 8
  %41 = getelementptr inbounds i8, ptr %39, i64 %40
  %42 = load ptr, ptr %10, align 8
  %43 = icmp ne ptr %41, %42
  br i1 %43, label %44, label %46

44:                                               ; preds = %33
  %45 = load i64, ptr %13, align 8
  store i64 %45, ptr %6, align 8
  br label %65

46:                                               ; preds = %33
  br label %47

47:                                               ; preds = %46
  br label %48

48:                                               ; preds = %47
  br label %49

49:                                               ; preds = %48
  br label %50

50:                                               ; preds = %49
  br label %51

51:                                               ; preds = %50
  br label %52

52:                                               ; preds = %51
  br label %53

53:                                               ; preds = %52
  br label %54

54:                                               ; preds = %53
  br label %55

55:                                               ; preds = %54
  br label %56

56:                                               ; preds = %55
  %57 = load i64, ptr %13, align 8
  %58 = load ptr, ptr %7, align 8
  %59 = load i64, ptr %13, align 8
  %60 = getelementptr inbounds i8, ptr %58, i64 %59
  %61 = load ptr, ptr %11, align 8
  %62 = load ptr, ptr %9, align 8
  %63 = call i64 @ZSTD_count(ptr noundef %60, ptr noundef %61, ptr noundef %62)
  %64 = add i64 %57, %63
  store i64 %64, ptr %6, align 8
  br label %65

65:                                               ; preds = %56, %44
  %66 = load i64, ptr %6, align 8
  ret i64 %66
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_compressBlock_doubleFast_extDict_generic(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca ptr, align 8
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  %25 = alloca i64, align 8
  %26 = alloca i64, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca i64, align 8
  %30 = alloca i32, align 4
  %31 = alloca i64, align 8
  %32 = alloca ptr, align 8
  %33 = alloca ptr, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca i64, align 8
  %38 = alloca i32, align 4
  %39 = alloca i64, align 8
  %40 = alloca ptr, align 8
  %41 = alloca ptr, align 8
  %42 = alloca ptr, align 8
  %43 = alloca ptr, align 8
  %44 = alloca ptr, align 8
  %45 = alloca i64, align 8
  %46 = alloca i32, align 4
  %47 = alloca i64, align 8
  %48 = alloca ptr, align 8
  %49 = alloca ptr, align 8
  %50 = alloca ptr, align 8
  %51 = alloca ptr, align 8
  %52 = alloca ptr, align 8
  %53 = alloca i64, align 8
  %54 = alloca i32, align 4
  %55 = alloca i64, align 8
  %56 = alloca ptr, align 8
  %57 = alloca ptr, align 8
  %58 = alloca ptr, align 8
  %59 = alloca ptr, align 8
  %60 = alloca i64, align 8
  %61 = alloca ptr, align 8
  %62 = alloca ptr, align 8
  %63 = alloca i32, align 4
  %64 = alloca i64, align 8
  %65 = alloca ptr, align 8
  %66 = alloca ptr, align 8
  %67 = alloca ptr, align 8
  %68 = alloca i64, align 8
  %69 = alloca ptr, align 8
  %70 = alloca ptr, align 8
  %71 = alloca i32, align 4
  %72 = alloca i64, align 8
  %73 = alloca ptr, align 8
  %74 = alloca ptr, align 8
  %75 = alloca ptr, align 8
  %76 = alloca i64, align 8
  %77 = alloca ptr, align 8
  %78 = alloca ptr, align 8
  %79 = alloca i32, align 4
  %80 = alloca i64, align 8
  %81 = alloca ptr, align 8
  %82 = alloca ptr, align 8
  %83 = alloca ptr, align 8
  %84 = alloca i64, align 8
  %85 = alloca ptr, align 8
  %86 = alloca ptr, align 8
  %87 = alloca i32, align 4
  %88 = alloca i64, align 8
  %89 = alloca ptr, align 8
  %90 = alloca ptr, align 8
  %91 = alloca i64, align 8
  %92 = alloca ptr, align 8
  %93 = alloca i32, align 4
  %94 = alloca i32, align 4
  %95 = alloca i64, align 8
  %96 = alloca ptr, align 8
  %97 = alloca i32, align 4
  %98 = alloca i32, align 4
  %99 = alloca i64, align 8
  %100 = alloca ptr, align 8
  %101 = alloca i32, align 4
  %102 = alloca i32, align 4
  %103 = alloca i64, align 8
  %104 = alloca ptr, align 8
  %105 = alloca i32, align 4
  %106 = alloca i32, align 4
  %107 = alloca i64, align 8
  %108 = alloca ptr, align 8
  %109 = alloca i32, align 4
  %110 = alloca i32, align 4
  %111 = alloca i64, align 8
  %112 = alloca ptr, align 8
  %113 = alloca i32, align 4
  %114 = alloca i32, align 4
  %115 = alloca i64, align 8
  %116 = alloca ptr, align 8
  %117 = alloca i32, align 4
  %118 = alloca i32, align 4
  %119 = alloca i64, align 8
  %120 = alloca ptr, align 8
  %121 = alloca i32, align 4
  %122 = alloca i32, align 4
  %123 = alloca i64, align 8
  %124 = alloca ptr, align 8
  %125 = alloca i32, align 4
  %126 = alloca i32, align 4
  %127 = alloca i64, align 8
  %128 = alloca ptr, align 8
  %129 = alloca ptr, align 8
  %130 = alloca ptr, align 8
  %131 = alloca ptr, align 8
  %132 = alloca i64, align 8
  %133 = alloca i32, align 4
  %134 = alloca ptr, align 8
  %135 = alloca ptr, align 8
  %136 = alloca i32, align 4
  %137 = alloca ptr, align 8
  %138 = alloca i32, align 4
  %139 = alloca ptr, align 8
  %140 = alloca ptr, align 8
  %141 = alloca ptr, align 8
  %142 = alloca ptr, align 8
  %143 = alloca ptr, align 8
  %144 = alloca ptr, align 8
  %145 = alloca i32, align 4
  %146 = alloca i32, align 4
  %147 = alloca i32, align 4
  %148 = alloca i32, align 4
  %149 = alloca i32, align 4
  %150 = alloca ptr, align 8
  %151 = alloca ptr, align 8
  %152 = alloca ptr, align 8
  %153 = alloca ptr, align 8
  %154 = alloca i32, align 4
  %155 = alloca i32, align 4
  %156 = alloca i64, align 8
  %157 = alloca i32, align 4
  %158 = alloca ptr, align 8
  %159 = alloca ptr, align 8
  %160 = alloca i64, align 8
  %161 = alloca i32, align 4
  %162 = alloca ptr, align 8
  %163 = alloca ptr, align 8
  %164 = alloca i32, align 4
  %165 = alloca i32, align 4
  %166 = alloca ptr, align 8
  %167 = alloca ptr, align 8
  %168 = alloca i64, align 8
  %169 = alloca ptr, align 8
  %170 = alloca ptr, align 8
  %171 = alloca ptr, align 8
  %172 = alloca i32, align 4
  %173 = alloca i64, align 8
  %174 = alloca i32, align 4
  %175 = alloca ptr, align 8
  %176 = alloca ptr, align 8
  %177 = alloca i32, align 4
  %178 = alloca ptr, align 8
  %179 = alloca ptr, align 8
  %180 = alloca ptr, align 8
  %181 = alloca ptr, align 8
  %182 = alloca i32, align 4
  %183 = alloca i32, align 4
  %184 = alloca i32, align 4
  %185 = alloca ptr, align 8
  %186 = alloca ptr, align 8
  %187 = alloca i64, align 8
  %188 = alloca i32, align 4
  store ptr %0, ptr %128, align 8
  store ptr %1, ptr %129, align 8
  store ptr %2, ptr %130, align 8
  store ptr %3, ptr %131, align 8
  store i64 %4, ptr %132, align 8
  store i32 %5, ptr %133, align 4
  %189 = load ptr, ptr %128, align 8
  %190 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %189, i32 0, i32 16
  store ptr %190, ptr %134, align 8
  %191 = load ptr, ptr %128, align 8
  %192 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %191, i32 0, i32 9
  %193 = load ptr, ptr %192, align 8
  store ptr %193, ptr %135, align 8
  %194 = load ptr, ptr %134, align 8
  %195 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %194, i32 0, i32 2
  %196 = load i32, ptr %195, align 4
  store i32 %196, ptr %136, align 4
  %197 = load ptr, ptr %128, align 8
  %198 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %197, i32 0, i32 11
  %199 = load ptr, ptr %198, align 8
  store ptr %199, ptr %137, align 8
  %200 = load ptr, ptr %134, align 8
  %201 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %200, i32 0, i32 1
  %202 = load i32, ptr %201, align 4
  store i32 %202, ptr %138, align 4
  %203 = load ptr, ptr %131, align 8
  store ptr %203, ptr %139, align 8
  %204 = load ptr, ptr %139, align 8
  store ptr %204, ptr %140, align 8
  %205 = load ptr, ptr %139, align 8
  store ptr %205, ptr %141, align 8
  %206 = load ptr, ptr %139, align 8
  %207 = load i64, ptr %132, align 8
  %208 = getelementptr inbounds i8, ptr %206, i64 %207
  store ptr %208, ptr %142, align 8
  %209 = load ptr, ptr %142, align 8
  %210 = getelementptr inbounds i8, ptr %209, i64 -8
  store ptr %210, ptr %143, align 8
  %211 = load ptr, ptr %128, align 8
  %212 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %211, i32 0, i32 0
  %213 = getelementptr inbounds %struct.ZSTD_window_t, ptr %212, i32 0, i32 1
  %214 = load ptr, ptr %213, align 8
  store ptr %214, ptr %144, align 8
  %215 = load ptr, ptr %139, align 8
  %216 = load ptr, ptr %144, align 8
  %217 = ptrtoint ptr %215 to i64
  %218 = ptrtoint ptr %216 to i64
  %219 = sub i64 %217, %218
  %220 = load i64, ptr %132, align 8
  %221 = add i64 %219, %220
  %222 = trunc i64 %221 to i32
  store i32 %222, ptr %145, align 4
  %223 = load ptr, ptr %128, align 8
  %224 = load i32, ptr %145, align 4
  %225 = load ptr, ptr %134, align 8
  %226 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %225, i32 0, i32 0
  %227 = load i32, ptr %226, align 4
  %228 = call i32 @ZSTD_getLowestMatchIndex(ptr noundef %223, i32 noundef %224, i32 noundef %227)
  store i32 %228, ptr %146, align 4
  %229 = load i32, ptr %146, align 4
  store i32 %229, ptr %147, align 4
  %230 = load ptr, ptr %128, align 8
  %231 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %230, i32 0, i32 0
  %232 = getelementptr inbounds %struct.ZSTD_window_t, ptr %231, i32 0, i32 3
  %233 = load i32, ptr %232, align 8
  store i32 %233, ptr %148, align 4
  %234 = load i32, ptr %148, align 4
  %235 = load i32, ptr %146, align 4
  %236 = icmp ugt i32 %234, %235
  br i1 %236, label %237, label %239

237:                                              ; preds = %6
  %238 = load i32, ptr %148, align 4
  br label %241

239:                                              ; preds = %6
  %240 = load i32, ptr %146, align 4
  br label %241

241:                                              ; preds = %239, %237
  %242 = phi i32 [ %238, %237 ], [ %240, %239 ]
  store i32 %242, ptr %149, align 4
  %243 = load ptr, ptr %144, align 8
  %244 = load i32, ptr %149, align 4
  %245 = zext i32 %244 to i64
  %246 = getelementptr inbounds i8, ptr %243, i64 %245
  store ptr %246, ptr %150, align 8
  %247 = load ptr, ptr %128, align 8
  %248 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %247, i32 0, i32 0
  %249 = getelementptr inbounds %struct.ZSTD_window_t, ptr %248, i32 0, i32 2
  %250 = load ptr, ptr %249, align 8
  store ptr %250, ptr %151, align 8
  %251 = load ptr, ptr %151, align 8
  %252 = load i32, ptr %147, align 4
  %253 = zext i32 %252 to i64
  %254 = getelementptr inbounds i8, ptr %251, i64 %253
  store ptr %254, ptr %152, align 8
  %255 = load ptr, ptr %151, align 8
  %256 = load i32, ptr %149, align 4
  %257 = zext i32 %256 to i64
  %258 = getelementptr inbounds i8, ptr %255, i64 %257
  store ptr %258, ptr %153, align 8
  %259 = load ptr, ptr %130, align 8
  %260 = getelementptr inbounds i32, ptr %259, i64 0
  %261 = load i32, ptr %260, align 4
  store i32 %261, ptr %154, align 4
  %262 = load ptr, ptr %130, align 8
  %263 = getelementptr inbounds i32, ptr %262, i64 1
  %264 = load i32, ptr %263, align 4
  store i32 %264, ptr %155, align 4
  br label %265

265:                                              ; preds = %241
  br label %266

266:                                              ; preds = %265
  %267 = load i32, ptr %149, align 4
  %268 = load i32, ptr %147, align 4
  %269 = icmp eq i32 %267, %268
  br i1 %269, label %270, label %277

270:                                              ; preds = %266
  %271 = load ptr, ptr %128, align 8
  %272 = load ptr, ptr %129, align 8
  %273 = load ptr, ptr %130, align 8
  %274 = load ptr, ptr %131, align 8
  %275 = load i64, ptr %132, align 8
  %276 = call i64 @ZSTD_compressBlock_doubleFast(ptr noundef %271, ptr noundef %272, ptr noundef %273, ptr noundef %274, i64 noundef %275)
  store i64 %276, ptr %127, align 8
  br label %1697

277:                                              ; preds = %266
  br label %278

278:                                              ; preds = %1684, %1226, %277
  %279 = load ptr, ptr %140, align 8
  %280 = load ptr, ptr %143, align 8
  %281 = icmp ult ptr %279, %280
  br i1 %281, label %282, label %1685

282:                                              ; preds = %278
  %283 = load ptr, ptr %140, align 8
  %284 = load i32, ptr %138, align 4
  %285 = load i32, ptr %133, align 4
  store ptr %283, ptr %92, align 8
  store i32 %284, ptr %93, align 4
  store i32 %285, ptr %94, align 4
  %286 = load i32, ptr %94, align 4
  switch i32 %286, label %287 [
    i32 4, label %288
    i32 5, label %292
    i32 6, label %296
    i32 7, label %300
    i32 8, label %304
  ]

287:                                              ; preds = %282
  br label %288

288:                                              ; preds = %287, %282
  %289 = load ptr, ptr %92, align 8
  %290 = load i32, ptr %93, align 4
  %291 = call i64 @ZSTD_hash4Ptr(ptr noundef %289, i32 noundef %290)
  store i64 %291, ptr %91, align 8
  br label %308

292:                                              ; preds = %282
  %293 = load ptr, ptr %92, align 8
  %294 = load i32, ptr %93, align 4
  %295 = call i64 @ZSTD_hash5Ptr(ptr noundef %293, i32 noundef %294)
  store i64 %295, ptr %91, align 8
  br label %308

296:                                              ; preds = %282
  %297 = load ptr, ptr %92, align 8
  %298 = load i32, ptr %93, align 4
  %299 = call i64 @ZSTD_hash6Ptr(ptr noundef %297, i32 noundef %298)
  store i64 %299, ptr %91, align 8
  br label %308

300:                                              ; preds = %282
  %301 = load ptr, ptr %92, align 8
  %302 = load i32, ptr %93, align 4
  %303 = call i64 @ZSTD_hash7Ptr(ptr noundef %301, i32 noundef %302)
  store i64 %303, ptr %91, align 8
  br label %308

304:                                              ; preds = %282
  %305 = load ptr, ptr %92, align 8
  %306 = load i32, ptr %93, align 4
  %307 = call i64 @ZSTD_hash8Ptr(ptr noundef %305, i32 noundef %306)
  store i64 %307, ptr %91, align 8
  br label %308

308:                                              ; preds = %288, %292, %296, %300, %304
  %309 = load i64, ptr %91, align 8
  store i64 %309, ptr %156, align 8
  %310 = load ptr, ptr %137, align 8
  %311 = load i64, ptr %156, align 8
  %312 = getelementptr inbounds i32, ptr %310, i64 %311
  %313 = load i32, ptr %312, align 4
  store i32 %313, ptr %157, align 4
  %314 = load i32, ptr %157, align 4
  %315 = load i32, ptr %149, align 4
  %316 = icmp ult i32 %314, %315
  br i1 %316, label %317, label %319

317:                                              ; preds = %308
  %318 = load ptr, ptr %151, align 8
  br label %321

319:                                              ; preds = %308
  %320 = load ptr, ptr %144, align 8
  br label %321

321:                                              ; preds = %319, %317
  %322 = phi ptr [ %318, %317 ], [ %320, %319 ]
  store ptr %322, ptr %158, align 8
  %323 = load ptr, ptr %158, align 8
  %324 = load i32, ptr %157, align 4
  %325 = zext i32 %324 to i64
  %326 = getelementptr inbounds i8, ptr %323, i64 %325
  store ptr %326, ptr %159, align 8
  %327 = load ptr, ptr %140, align 8
  %328 = load i32, ptr %136, align 4
  store ptr %327, ptr %96, align 8
  store i32 %328, ptr %97, align 4
  store i32 8, ptr %98, align 4
  %329 = load i32, ptr %98, align 4
  switch i32 %329, label %330 [
    i32 4, label %331
    i32 5, label %335
    i32 6, label %339
    i32 7, label %343
    i32 8, label %347
  ]

330:                                              ; preds = %321
  br label %331

331:                                              ; preds = %330, %321
  %332 = load ptr, ptr %96, align 8
  %333 = load i32, ptr %97, align 4
  %334 = call i64 @ZSTD_hash4Ptr(ptr noundef %332, i32 noundef %333)
  store i64 %334, ptr %95, align 8
  br label %351

335:                                              ; preds = %321
  %336 = load ptr, ptr %96, align 8
  %337 = load i32, ptr %97, align 4
  %338 = call i64 @ZSTD_hash5Ptr(ptr noundef %336, i32 noundef %337)
  store i64 %338, ptr %95, align 8
  br label %351

339:                                              ; preds = %321
  %340 = load ptr, ptr %96, align 8
  %341 = load i32, ptr %97, align 4
  %342 = call i64 @ZSTD_hash6Ptr(ptr noundef %340, i32 noundef %341)
  store i64 %342, ptr %95, align 8
  br label %351

343:                                              ; preds = %321
  %344 = load ptr, ptr %96, align 8
  %345 = load i32, ptr %97, align 4
  %346 = call i64 @ZSTD_hash7Ptr(ptr noundef %344, i32 noundef %345)
  store i64 %346, ptr %95, align 8
  br label %351

347:                                              ; preds = %321
  %348 = load ptr, ptr %96, align 8
  %349 = load i32, ptr %97, align 4
  %350 = call i64 @ZSTD_hash8Ptr(ptr noundef %348, i32 noundef %349)
  store i64 %350, ptr %95, align 8
  br label %351

351:                                              ; preds = %331, %335, %339, %343, %347
  %352 = load i64, ptr %95, align 8
  store i64 %352, ptr %160, align 8
  %353 = load ptr, ptr %135, align 8
  %354 = load i64, ptr %160, align 8
  %355 = getelementptr inbounds i32, ptr %353, i64 %354
  %356 = load i32, ptr %355, align 4
  store i32 %356, ptr %161, align 4
  %357 = load i32, ptr %161, align 4
  %358 = load i32, ptr %149, align 4
  %359 = icmp ult i32 %357, %358
  br i1 %359, label %360, label %362

360:                                              ; preds = %351
  %361 = load ptr, ptr %151, align 8
  br label %364

362:                                              ; preds = %351
  %363 = load ptr, ptr %144, align 8
  br label %364

364:                                              ; preds = %362, %360
  %365 = phi ptr [ %361, %360 ], [ %363, %362 ]
  store ptr %365, ptr %162, align 8
  %366 = load ptr, ptr %162, align 8
  %367 = load i32, ptr %161, align 4
  %368 = zext i32 %367 to i64
  %369 = getelementptr inbounds i8, ptr %366, i64 %368
  store ptr %369, ptr %163, align 8
  %370 = load ptr, ptr %140, align 8
  %371 = load ptr, ptr %144, align 8
  %372 = ptrtoint ptr %370 to i64
  %373 = ptrtoint ptr %371 to i64
  %374 = sub i64 %372, %373
  %375 = trunc i64 %374 to i32
  store i32 %375, ptr %164, align 4
  %376 = load i32, ptr %164, align 4
  %377 = add i32 %376, 1
  %378 = load i32, ptr %154, align 4
  %379 = sub i32 %377, %378
  store i32 %379, ptr %165, align 4
  %380 = load i32, ptr %165, align 4
  %381 = load i32, ptr %149, align 4
  %382 = icmp ult i32 %380, %381
  br i1 %382, label %383, label %385

383:                                              ; preds = %364
  %384 = load ptr, ptr %151, align 8
  br label %387

385:                                              ; preds = %364
  %386 = load ptr, ptr %144, align 8
  br label %387

387:                                              ; preds = %385, %383
  %388 = phi ptr [ %384, %383 ], [ %386, %385 ]
  store ptr %388, ptr %166, align 8
  %389 = load ptr, ptr %166, align 8
  %390 = load i32, ptr %165, align 4
  %391 = zext i32 %390 to i64
  %392 = getelementptr inbounds i8, ptr %389, i64 %391
  store ptr %392, ptr %167, align 8
  %393 = load i32, ptr %164, align 4
  %394 = load ptr, ptr %135, align 8
  %395 = load i64, ptr %160, align 8
  %396 = getelementptr inbounds i32, ptr %394, i64 %395
  store i32 %393, ptr %396, align 4
  %397 = load ptr, ptr %137, align 8
  %398 = load i64, ptr %156, align 8
  %399 = getelementptr inbounds i32, ptr %397, i64 %398
  store i32 %393, ptr %399, align 4
  %400 = load i32, ptr %149, align 4
  %401 = load i32, ptr %165, align 4
  %402 = call i32 @ZSTD_index_overlap_check(i32 noundef %400, i32 noundef %401)
  %403 = load i32, ptr %154, align 4
  %404 = load i32, ptr %164, align 4
  %405 = add i32 %404, 1
  %406 = load i32, ptr %147, align 4
  %407 = sub i32 %405, %406
  %408 = icmp ule i32 %403, %407
  %409 = zext i1 %408 to i32
  %410 = and i32 %402, %409
  %411 = icmp ne i32 %410, 0
  br i1 %411, label %412, label %610

412:                                              ; preds = %387
  %413 = load ptr, ptr %167, align 8
  %414 = call i32 @MEM_read32(ptr noundef %413)
  %415 = load ptr, ptr %140, align 8
  %416 = getelementptr inbounds i8, ptr %415, i64 1
  %417 = call i32 @MEM_read32(ptr noundef %416)
  %418 = icmp eq i32 %414, %417
  br i1 %418, label %419, label %610

419:                                              ; preds = %412
  %420 = load i32, ptr %165, align 4
  %421 = load i32, ptr %149, align 4
  %422 = icmp ult i32 %420, %421
  br i1 %422, label %423, label %425

423:                                              ; preds = %419
  %424 = load ptr, ptr %153, align 8
  br label %427

425:                                              ; preds = %419
  %426 = load ptr, ptr %142, align 8
  br label %427

427:                                              ; preds = %425, %423
  %428 = phi ptr [ %424, %423 ], [ %426, %425 ]
  store ptr %428, ptr %169, align 8
  %429 = load ptr, ptr %140, align 8
  %430 = getelementptr inbounds i8, ptr %429, i64 1
  %431 = getelementptr inbounds i8, ptr %430, i64 4
  %432 = load ptr, ptr %167, align 8
  %433 = getelementptr inbounds i8, ptr %432, i64 4
  %434 = load ptr, ptr %142, align 8
  %435 = load ptr, ptr %169, align 8
  %436 = load ptr, ptr %150, align 8
  %437 = call i64 @ZSTD_count_2segments(ptr noundef %431, ptr noundef %433, ptr noundef %434, ptr noundef %435, ptr noundef %436)
  %438 = add i64 %437, 4
  store i64 %438, ptr %168, align 8
  %439 = load ptr, ptr %140, align 8
  %440 = getelementptr inbounds i8, ptr %439, i32 1
  store ptr %440, ptr %140, align 8
  %441 = load ptr, ptr %129, align 8
  %442 = load ptr, ptr %140, align 8
  %443 = load ptr, ptr %141, align 8
  %444 = ptrtoint ptr %442 to i64
  %445 = ptrtoint ptr %443 to i64
  %446 = sub i64 %444, %445
  %447 = load ptr, ptr %141, align 8
  %448 = load ptr, ptr %142, align 8
  %449 = load i64, ptr %168, align 8
  store ptr %441, ptr %59, align 8
  store i64 %446, ptr %60, align 8
  store ptr %447, ptr %61, align 8
  store ptr %448, ptr %62, align 8
  store i32 1, ptr %63, align 4
  store i64 %449, ptr %64, align 8
  %450 = load ptr, ptr %62, align 8
  %451 = getelementptr inbounds i8, ptr %450, i64 -32
  store ptr %451, ptr %65, align 8
  %452 = load ptr, ptr %61, align 8
  %453 = load i64, ptr %60, align 8
  %454 = getelementptr inbounds i8, ptr %452, i64 %453
  store ptr %454, ptr %66, align 8
  %455 = load ptr, ptr %66, align 8
  %456 = load ptr, ptr %65, align 8
  %457 = icmp ule ptr %455, %456
  br i1 %457, label %458, label %531

458:                                              ; preds = %427
  %459 = load ptr, ptr %59, align 8
  %460 = getelementptr inbounds %struct.SeqStore_t, ptr %459, i32 0, i32 3
  %461 = load ptr, ptr %460, align 8
  %462 = load ptr, ptr %61, align 8
  call void @ZSTD_copy16(ptr noundef %461, ptr noundef %462)
  %463 = load i64, ptr %60, align 8
  %464 = icmp ugt i64 %463, 16
  br i1 %464, label %465, label %530

465:                                              ; preds = %458
  %466 = load ptr, ptr %59, align 8
  %467 = getelementptr inbounds %struct.SeqStore_t, ptr %466, i32 0, i32 3
  %468 = load ptr, ptr %467, align 8
  %469 = getelementptr inbounds i8, ptr %468, i64 16
  %470 = load ptr, ptr %61, align 8
  %471 = getelementptr inbounds i8, ptr %470, i64 16
  %472 = load i64, ptr %60, align 8
  %473 = sub nsw i64 %472, 16
  store ptr %469, ptr %51, align 8
  store ptr %471, ptr %52, align 8
  store i64 %473, ptr %53, align 8
  store i32 0, ptr %54, align 4
  %474 = load ptr, ptr %51, align 8
  %475 = load ptr, ptr %52, align 8
  %476 = ptrtoint ptr %474 to i64
  %477 = ptrtoint ptr %475 to i64
  %478 = sub i64 %476, %477
  store i64 %478, ptr %55, align 8
  %479 = load ptr, ptr %52, align 8
  store ptr %479, ptr %56, align 8
  %480 = load ptr, ptr %51, align 8
  store ptr %480, ptr %57, align 8
  %481 = load ptr, ptr %57, align 8
  %482 = load i64, ptr %53, align 8
  %483 = getelementptr inbounds i8, ptr %481, i64 %482
  store ptr %483, ptr %58, align 8
  %484 = load i32, ptr %54, align 4
  %485 = icmp eq i32 %484, 1
  br i1 %485, label %486, label %501

486:                                              ; preds = %465
  %487 = load i64, ptr %55, align 8
  %488 = icmp slt i64 %487, 16
  br i1 %488, label %489, label %501

489:                                              ; preds = %486
  br label %490

490:                                              ; preds = %490, %489
  %491 = load ptr, ptr %57, align 8
  %492 = load ptr, ptr %56, align 8
  call void @ZSTD_copy8(ptr noundef %491, ptr noundef %492)
  %493 = load ptr, ptr %57, align 8
  %494 = getelementptr inbounds i8, ptr %493, i64 8
  store ptr %494, ptr %57, align 8
  %495 = load ptr, ptr %56, align 8
  %496 = getelementptr inbounds i8, ptr %495, i64 8
  store ptr %496, ptr %56, align 8
  %497 = load ptr, ptr %57, align 8
  %498 = load ptr, ptr %58, align 8
  %499 = icmp ult ptr %497, %498
  br i1 %499, label %490, label %500, !llvm.loop !11

500:                                              ; preds = %490
  br label %529

501:                                              ; preds = %486, %465
  %502 = load ptr, ptr %57, align 8
  %503 = load ptr, ptr %56, align 8
  call void @ZSTD_copy16(ptr noundef %502, ptr noundef %503)
  %504 = load i64, ptr %53, align 8
  %505 = icmp sge i64 16, %504
  br i1 %505, label %506, label %507

506:                                              ; preds = %501
  br label %529

507:                                              ; preds = %501
  %508 = load ptr, ptr %57, align 8
  %509 = getelementptr inbounds i8, ptr %508, i64 16
  store ptr %509, ptr %57, align 8
  %510 = load ptr, ptr %56, align 8
  %511 = getelementptr inbounds i8, ptr %510, i64 16
  store ptr %511, ptr %56, align 8
  br label %512

512:                                              ; preds = %512, %507
  %513 = load ptr, ptr %57, align 8
  %514 = load ptr, ptr %56, align 8
  call void @ZSTD_copy16(ptr noundef %513, ptr noundef %514)
  %515 = load ptr, ptr %57, align 8
  %516 = getelementptr inbounds i8, ptr %515, i64 16
  store ptr %516, ptr %57, align 8
  %517 = load ptr, ptr %56, align 8
  %518 = getelementptr inbounds i8, ptr %517, i64 16
  store ptr %518, ptr %56, align 8
  %519 = load ptr, ptr %57, align 8
  %520 = load ptr, ptr %56, align 8
  call void @ZSTD_copy16(ptr noundef %519, ptr noundef %520)
  %521 = load ptr, ptr %57, align 8
  %522 = getelementptr inbounds i8, ptr %521, i64 16
  store ptr %522, ptr %57, align 8
  %523 = load ptr, ptr %56, align 8
  %524 = getelementptr inbounds i8, ptr %523, i64 16
  store ptr %524, ptr %56, align 8
  %525 = load ptr, ptr %57, align 8
  %526 = load ptr, ptr %58, align 8
  %527 = icmp ult ptr %525, %526
  br i1 %527, label %512, label %528, !llvm.loop !12

528:                                              ; preds = %512
  br label %529

529:                                              ; preds = %500, %506, %528
  br label %530

530:                                              ; preds = %529, %458
  br label %538

531:                                              ; preds = %427
  %532 = load ptr, ptr %59, align 8
  %533 = getelementptr inbounds %struct.SeqStore_t, ptr %532, i32 0, i32 3
  %534 = load ptr, ptr %533, align 8
  %535 = load ptr, ptr %61, align 8
  %536 = load ptr, ptr %66, align 8
  %537 = load ptr, ptr %65, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %534, ptr noundef %535, ptr noundef %536, ptr noundef %537)
  br label %538

538:                                              ; preds = %530, %531
  %539 = load i64, ptr %60, align 8
  %540 = load ptr, ptr %59, align 8
  %541 = getelementptr inbounds %struct.SeqStore_t, ptr %540, i32 0, i32 3
  %542 = load ptr, ptr %541, align 8
  %543 = getelementptr inbounds i8, ptr %542, i64 %539
  store ptr %543, ptr %541, align 8
  %544 = load ptr, ptr %59, align 8
  %545 = load i64, ptr %60, align 8
  %546 = load i32, ptr %63, align 4
  %547 = load i64, ptr %64, align 8
  store ptr %544, ptr %22, align 8
  store i64 %545, ptr %23, align 8
  store i32 %546, ptr %24, align 4
  store i64 %547, ptr %25, align 8
  %548 = load i64, ptr %23, align 8
  %549 = icmp ugt i64 %548, 65535
  %550 = zext i1 %549 to i32
  %551 = sext i32 %550 to i64
  br i1 %549, label %552, label %567

552:                                              ; preds = %538
  %553 = load ptr, ptr %22, align 8
  %554 = getelementptr inbounds %struct.SeqStore_t, ptr %553, i32 0, i32 9
  store i32 1, ptr %554, align 8
  %555 = load ptr, ptr %22, align 8
  %556 = getelementptr inbounds %struct.SeqStore_t, ptr %555, i32 0, i32 1
  %557 = load ptr, ptr %556, align 8
  %558 = load ptr, ptr %22, align 8
  %559 = load ptr, ptr %558, align 8
  %560 = ptrtoint ptr %557 to i64
  %561 = ptrtoint ptr %559 to i64
  %562 = sub i64 %560, %561
  %563 = sdiv exact i64 %562, 8
  %564 = trunc i64 %563 to i32
  %565 = load ptr, ptr %22, align 8
  %566 = getelementptr inbounds %struct.SeqStore_t, ptr %565, i32 0, i32 10
  store i32 %564, ptr %566, align 4
  br label %567

567:                                              ; preds = %552, %538
  %568 = load i64, ptr %23, align 8
  %569 = trunc i64 %568 to i16
  %570 = load ptr, ptr %22, align 8
  %571 = getelementptr inbounds %struct.SeqStore_t, ptr %570, i32 0, i32 1
  %572 = load ptr, ptr %571, align 8
  %573 = getelementptr inbounds %struct.SeqDef_s, ptr %572, i32 0, i32 1
  store i16 %569, ptr %573, align 4
  %574 = load i32, ptr %24, align 4
  %575 = load ptr, ptr %22, align 8
  %576 = getelementptr inbounds %struct.SeqStore_t, ptr %575, i32 0, i32 1
  %577 = load ptr, ptr %576, align 8
  store i32 %574, ptr %577, align 4
  %578 = load i64, ptr %25, align 8
  %579 = sub i64 %578, 3
  store i64 %579, ptr %26, align 8
  %580 = load i64, ptr %26, align 8
  %581 = icmp ugt i64 %580, 65535
  %582 = zext i1 %581 to i32
  %583 = sext i32 %582 to i64
  br i1 %581, label %584, label %599

584:                                              ; preds = %567
  %585 = load ptr, ptr %22, align 8
  %586 = getelementptr inbounds %struct.SeqStore_t, ptr %585, i32 0, i32 9
  store i32 2, ptr %586, align 8
  %587 = load ptr, ptr %22, align 8
  %588 = getelementptr inbounds %struct.SeqStore_t, ptr %587, i32 0, i32 1
  %589 = load ptr, ptr %588, align 8
  %590 = load ptr, ptr %22, align 8
  %591 = load ptr, ptr %590, align 8
  %592 = ptrtoint ptr %589 to i64
  %593 = ptrtoint ptr %591 to i64
  %594 = sub i64 %592, %593
  %595 = sdiv exact i64 %594, 8
  %596 = trunc i64 %595 to i32
  %597 = load ptr, ptr %22, align 8
  %598 = getelementptr inbounds %struct.SeqStore_t, ptr %597, i32 0, i32 10
  store i32 %596, ptr %598, align 4
  br label %599

599:                                              ; preds = %567, %584
  %600 = load i64, ptr %26, align 8
  %601 = trunc i64 %600 to i16
  %602 = load ptr, ptr %22, align 8
  %603 = getelementptr inbounds %struct.SeqStore_t, ptr %602, i32 0, i32 1
  %604 = load ptr, ptr %603, align 8
  %605 = getelementptr inbounds %struct.SeqDef_s, ptr %604, i32 0, i32 2
  store i16 %601, ptr %605, align 2
  %606 = load ptr, ptr %22, align 8
  %607 = getelementptr inbounds %struct.SeqStore_t, ptr %606, i32 0, i32 1
  %608 = load ptr, ptr %607, align 8
  %609 = getelementptr inbounds %struct.SeqDef_s, ptr %608, i32 1
  store ptr %609, ptr %607, align 8
  br label %1238

610:                                              ; preds = %412, %387
  %611 = load i32, ptr %161, align 4
  %612 = load i32, ptr %147, align 4
  %613 = icmp ugt i32 %611, %612
  br i1 %613, label %614, label %855

614:                                              ; preds = %610
  %615 = load ptr, ptr %163, align 8
  %616 = call i64 @MEM_read64(ptr noundef %615)
  %617 = load ptr, ptr %140, align 8
  %618 = call i64 @MEM_read64(ptr noundef %617)
  %619 = icmp eq i64 %616, %618
  br i1 %619, label %620, label %855

620:                                              ; preds = %614
  %621 = load i32, ptr %161, align 4
  %622 = load i32, ptr %149, align 4
  %623 = icmp ult i32 %621, %622
  br i1 %623, label %624, label %626

624:                                              ; preds = %620
  %625 = load ptr, ptr %153, align 8
  br label %628

626:                                              ; preds = %620
  %627 = load ptr, ptr %142, align 8
  br label %628

628:                                              ; preds = %626, %624
  %629 = phi ptr [ %625, %624 ], [ %627, %626 ]
  store ptr %629, ptr %170, align 8
  %630 = load i32, ptr %161, align 4
  %631 = load i32, ptr %149, align 4
  %632 = icmp ult i32 %630, %631
  br i1 %632, label %633, label %635

633:                                              ; preds = %628
  %634 = load ptr, ptr %152, align 8
  br label %637

635:                                              ; preds = %628
  %636 = load ptr, ptr %150, align 8
  br label %637

637:                                              ; preds = %635, %633
  %638 = phi ptr [ %634, %633 ], [ %636, %635 ]
  store ptr %638, ptr %171, align 8
  %639 = load ptr, ptr %140, align 8
  %640 = getelementptr inbounds i8, ptr %639, i64 8
  %641 = load ptr, ptr %163, align 8
  %642 = getelementptr inbounds i8, ptr %641, i64 8
  %643 = load ptr, ptr %142, align 8
  %644 = load ptr, ptr %170, align 8
  %645 = load ptr, ptr %150, align 8
  %646 = call i64 @ZSTD_count_2segments(ptr noundef %640, ptr noundef %642, ptr noundef %643, ptr noundef %644, ptr noundef %645)
  %647 = add i64 %646, 8
  store i64 %647, ptr %168, align 8
  %648 = load i32, ptr %164, align 4
  %649 = load i32, ptr %161, align 4
  %650 = sub i32 %648, %649
  store i32 %650, ptr %172, align 4
  br label %651

651:                                              ; preds = %674, %637
  %652 = load ptr, ptr %140, align 8
  %653 = load ptr, ptr %141, align 8
  %654 = icmp ugt ptr %652, %653
  %655 = zext i1 %654 to i32
  %656 = load ptr, ptr %163, align 8
  %657 = load ptr, ptr %171, align 8
  %658 = icmp ugt ptr %656, %657
  %659 = zext i1 %658 to i32
  %660 = and i32 %655, %659
  %661 = icmp ne i32 %660, 0
  br i1 %661, label %662, label %672

662:                                              ; preds = %651
  %663 = load ptr, ptr %140, align 8
  %664 = getelementptr inbounds i8, ptr %663, i64 -1
  %665 = load i8, ptr %664, align 1
  %666 = zext i8 %665 to i32
  %667 = load ptr, ptr %163, align 8
  %668 = getelementptr inbounds i8, ptr %667, i64 -1
  %669 = load i8, ptr %668, align 1
  %670 = zext i8 %669 to i32
  %671 = icmp eq i32 %666, %670
  br label %672

672:                                              ; preds = %662, %651
  %673 = phi i1 [ false, %651 ], [ %671, %662 ]
  br i1 %673, label %674, label %681

674:                                              ; preds = %672
  %675 = load ptr, ptr %140, align 8
  %676 = getelementptr inbounds i8, ptr %675, i32 -1
  store ptr %676, ptr %140, align 8
  %677 = load ptr, ptr %163, align 8
  %678 = getelementptr inbounds i8, ptr %677, i32 -1
  store ptr %678, ptr %163, align 8
  %679 = load i64, ptr %168, align 8
  %680 = add i64 %679, 1
  store i64 %680, ptr %168, align 8
  br label %651, !llvm.loop !29

681:                                              ; preds = %672
  %682 = load i32, ptr %154, align 4
  store i32 %682, ptr %155, align 4
  %683 = load i32, ptr %172, align 4
  store i32 %683, ptr %154, align 4
  %684 = load ptr, ptr %129, align 8
  %685 = load ptr, ptr %140, align 8
  %686 = load ptr, ptr %141, align 8
  %687 = ptrtoint ptr %685 to i64
  %688 = ptrtoint ptr %686 to i64
  %689 = sub i64 %687, %688
  %690 = load ptr, ptr %141, align 8
  %691 = load ptr, ptr %142, align 8
  %692 = load i32, ptr %172, align 4
  %693 = add i32 %692, 3
  %694 = load i64, ptr %168, align 8
  store ptr %684, ptr %67, align 8
  store i64 %689, ptr %68, align 8
  store ptr %690, ptr %69, align 8
  store ptr %691, ptr %70, align 8
  store i32 %693, ptr %71, align 4
  store i64 %694, ptr %72, align 8
  %695 = load ptr, ptr %70, align 8
  %696 = getelementptr inbounds i8, ptr %695, i64 -32
  store ptr %696, ptr %73, align 8
  %697 = load ptr, ptr %69, align 8
  %698 = load i64, ptr %68, align 8
  %699 = getelementptr inbounds i8, ptr %697, i64 %698
  store ptr %699, ptr %74, align 8
  %700 = load ptr, ptr %74, align 8
  %701 = load ptr, ptr %73, align 8
  %702 = icmp ule ptr %700, %701
  br i1 %702, label %703, label %776

703:                                              ; preds = %681
  %704 = load ptr, ptr %67, align 8
  %705 = getelementptr inbounds %struct.SeqStore_t, ptr %704, i32 0, i32 3
  %706 = load ptr, ptr %705, align 8
  %707 = load ptr, ptr %69, align 8
  call void @ZSTD_copy16(ptr noundef %706, ptr noundef %707)
  %708 = load i64, ptr %68, align 8
  %709 = icmp ugt i64 %708, 16
  br i1 %709, label %710, label %775

710:                                              ; preds = %703
  %711 = load ptr, ptr %67, align 8
  %712 = getelementptr inbounds %struct.SeqStore_t, ptr %711, i32 0, i32 3
  %713 = load ptr, ptr %712, align 8
  %714 = getelementptr inbounds i8, ptr %713, i64 16
  %715 = load ptr, ptr %69, align 8
  %716 = getelementptr inbounds i8, ptr %715, i64 16
  %717 = load i64, ptr %68, align 8
  %718 = sub nsw i64 %717, 16
  store ptr %714, ptr %43, align 8
  store ptr %716, ptr %44, align 8
  store i64 %718, ptr %45, align 8
  store i32 0, ptr %46, align 4
  %719 = load ptr, ptr %43, align 8
  %720 = load ptr, ptr %44, align 8
  %721 = ptrtoint ptr %719 to i64
  %722 = ptrtoint ptr %720 to i64
  %723 = sub i64 %721, %722
  store i64 %723, ptr %47, align 8
  %724 = load ptr, ptr %44, align 8
  store ptr %724, ptr %48, align 8
  %725 = load ptr, ptr %43, align 8
  store ptr %725, ptr %49, align 8
  %726 = load ptr, ptr %49, align 8
  %727 = load i64, ptr %45, align 8
  %728 = getelementptr inbounds i8, ptr %726, i64 %727
  store ptr %728, ptr %50, align 8
  %729 = load i32, ptr %46, align 4
  %730 = icmp eq i32 %729, 1
  br i1 %730, label %731, label %746

731:                                              ; preds = %710
  %732 = load i64, ptr %47, align 8
  %733 = icmp slt i64 %732, 16
  br i1 %733, label %734, label %746

734:                                              ; preds = %731
  br label %735

735:                                              ; preds = %735, %734
  %736 = load ptr, ptr %49, align 8
  %737 = load ptr, ptr %48, align 8
  call void @ZSTD_copy8(ptr noundef %736, ptr noundef %737)
  %738 = load ptr, ptr %49, align 8
  %739 = getelementptr inbounds i8, ptr %738, i64 8
  store ptr %739, ptr %49, align 8
  %740 = load ptr, ptr %48, align 8
  %741 = getelementptr inbounds i8, ptr %740, i64 8
  store ptr %741, ptr %48, align 8
  %742 = load ptr, ptr %49, align 8
  %743 = load ptr, ptr %50, align 8
  %744 = icmp ult ptr %742, %743
  br i1 %744, label %735, label %745, !llvm.loop !11

745:                                              ; preds = %735
  br label %774

746:                                              ; preds = %731, %710
  %747 = load ptr, ptr %49, align 8
  %748 = load ptr, ptr %48, align 8
  call void @ZSTD_copy16(ptr noundef %747, ptr noundef %748)
  %749 = load i64, ptr %45, align 8
  %750 = icmp sge i64 16, %749
  br i1 %750, label %751, label %752

751:                                              ; preds = %746
  br label %774

752:                                              ; preds = %746
  %753 = load ptr, ptr %49, align 8
  %754 = getelementptr inbounds i8, ptr %753, i64 16
  store ptr %754, ptr %49, align 8
  %755 = load ptr, ptr %48, align 8
  %756 = getelementptr inbounds i8, ptr %755, i64 16
  store ptr %756, ptr %48, align 8
  br label %757

757:                                              ; preds = %757, %752
  %758 = load ptr, ptr %49, align 8
  %759 = load ptr, ptr %48, align 8
  call void @ZSTD_copy16(ptr noundef %758, ptr noundef %759)
  %760 = load ptr, ptr %49, align 8
  %761 = getelementptr inbounds i8, ptr %760, i64 16
  store ptr %761, ptr %49, align 8
  %762 = load ptr, ptr %48, align 8
  %763 = getelementptr inbounds i8, ptr %762, i64 16
  store ptr %763, ptr %48, align 8
  %764 = load ptr, ptr %49, align 8
  %765 = load ptr, ptr %48, align 8
  call void @ZSTD_copy16(ptr noundef %764, ptr noundef %765)
  %766 = load ptr, ptr %49, align 8
  %767 = getelementptr inbounds i8, ptr %766, i64 16
  store ptr %767, ptr %49, align 8
  %768 = load ptr, ptr %48, align 8
  %769 = getelementptr inbounds i8, ptr %768, i64 16
  store ptr %769, ptr %48, align 8
  %770 = load ptr, ptr %49, align 8
  %771 = load ptr, ptr %50, align 8
  %772 = icmp ult ptr %770, %771
  br i1 %772, label %757, label %773, !llvm.loop !12

773:                                              ; preds = %757
  br label %774

774:                                              ; preds = %745, %751, %773
  br label %775

775:                                              ; preds = %774, %703
  br label %783

776:                                              ; preds = %681
  %777 = load ptr, ptr %67, align 8
  %778 = getelementptr inbounds %struct.SeqStore_t, ptr %777, i32 0, i32 3
  %779 = load ptr, ptr %778, align 8
  %780 = load ptr, ptr %69, align 8
  %781 = load ptr, ptr %74, align 8
  %782 = load ptr, ptr %73, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %779, ptr noundef %780, ptr noundef %781, ptr noundef %782)
  br label %783

783:                                              ; preds = %775, %776
  %784 = load i64, ptr %68, align 8
  %785 = load ptr, ptr %67, align 8
  %786 = getelementptr inbounds %struct.SeqStore_t, ptr %785, i32 0, i32 3
  %787 = load ptr, ptr %786, align 8
  %788 = getelementptr inbounds i8, ptr %787, i64 %784
  store ptr %788, ptr %786, align 8
  %789 = load ptr, ptr %67, align 8
  %790 = load i64, ptr %68, align 8
  %791 = load i32, ptr %71, align 4
  %792 = load i64, ptr %72, align 8
  store ptr %789, ptr %17, align 8
  store i64 %790, ptr %18, align 8
  store i32 %791, ptr %19, align 4
  store i64 %792, ptr %20, align 8
  %793 = load i64, ptr %18, align 8
  %794 = icmp ugt i64 %793, 65535
  %795 = zext i1 %794 to i32
  %796 = sext i32 %795 to i64
  br i1 %794, label %797, label %812

797:                                              ; preds = %783
  %798 = load ptr, ptr %17, align 8
  %799 = getelementptr inbounds %struct.SeqStore_t, ptr %798, i32 0, i32 9
  store i32 1, ptr %799, align 8
  %800 = load ptr, ptr %17, align 8
  %801 = getelementptr inbounds %struct.SeqStore_t, ptr %800, i32 0, i32 1
  %802 = load ptr, ptr %801, align 8
  %803 = load ptr, ptr %17, align 8
  %804 = load ptr, ptr %803, align 8
  %805 = ptrtoint ptr %802 to i64
  %806 = ptrtoint ptr %804 to i64
  %807 = sub i64 %805, %806
  %808 = sdiv exact i64 %807, 8
  %809 = trunc i64 %808 to i32
  %810 = load ptr, ptr %17, align 8
  %811 = getelementptr inbounds %struct.SeqStore_t, ptr %810, i32 0, i32 10
  store i32 %809, ptr %811, align 4
  br label %812

812:                                              ; preds = %797, %783
  %813 = load i64, ptr %18, align 8
  %814 = trunc i64 %813 to i16
  %815 = load ptr, ptr %17, align 8
  %816 = getelementptr inbounds %struct.SeqStore_t, ptr %815, i32 0, i32 1
  %817 = load ptr, ptr %816, align 8
  %818 = getelementptr inbounds %struct.SeqDef_s, ptr %817, i32 0, i32 1
  store i16 %814, ptr %818, align 4
  %819 = load i32, ptr %19, align 4
  %820 = load ptr, ptr %17, align 8
  %821 = getelementptr inbounds %struct.SeqStore_t, ptr %820, i32 0, i32 1
  %822 = load ptr, ptr %821, align 8
  store i32 %819, ptr %822, align 4
  %823 = load i64, ptr %20, align 8
  %824 = sub i64 %823, 3
  store i64 %824, ptr %21, align 8
  %825 = load i64, ptr %21, align 8
  %826 = icmp ugt i64 %825, 65535
  %827 = zext i1 %826 to i32
  %828 = sext i32 %827 to i64
  br i1 %826, label %829, label %844

829:                                              ; preds = %812
  %830 = load ptr, ptr %17, align 8
  %831 = getelementptr inbounds %struct.SeqStore_t, ptr %830, i32 0, i32 9
  store i32 2, ptr %831, align 8
  %832 = load ptr, ptr %17, align 8
  %833 = getelementptr inbounds %struct.SeqStore_t, ptr %832, i32 0, i32 1
  %834 = load ptr, ptr %833, align 8
  %835 = load ptr, ptr %17, align 8
  %836 = load ptr, ptr %835, align 8
  %837 = ptrtoint ptr %834 to i64
  %838 = ptrtoint ptr %836 to i64
  %839 = sub i64 %837, %838
  %840 = sdiv exact i64 %839, 8
  %841 = trunc i64 %840 to i32
  %842 = load ptr, ptr %17, align 8
  %843 = getelementptr inbounds %struct.SeqStore_t, ptr %842, i32 0, i32 10
  store i32 %841, ptr %843, align 4
  br label %844

844:                                              ; preds = %812, %829
  %845 = load i64, ptr %21, align 8
  %846 = trunc i64 %845 to i16
  %847 = load ptr, ptr %17, align 8
  %848 = getelementptr inbounds %struct.SeqStore_t, ptr %847, i32 0, i32 1
  %849 = load ptr, ptr %848, align 8
  %850 = getelementptr inbounds %struct.SeqDef_s, ptr %849, i32 0, i32 2
  store i16 %846, ptr %850, align 2
  %851 = load ptr, ptr %17, align 8
  %852 = getelementptr inbounds %struct.SeqStore_t, ptr %851, i32 0, i32 1
  %853 = load ptr, ptr %852, align 8
  %854 = getelementptr inbounds %struct.SeqDef_s, ptr %853, i32 1
  store ptr %854, ptr %852, align 8
  br label %1237

855:                                              ; preds = %614, %610
  %856 = load i32, ptr %157, align 4
  %857 = load i32, ptr %147, align 4
  %858 = icmp ugt i32 %856, %857
  br i1 %858, label %859, label %1226

859:                                              ; preds = %855
  %860 = load ptr, ptr %159, align 8
  %861 = call i32 @MEM_read32(ptr noundef %860)
  %862 = load ptr, ptr %140, align 8
  %863 = call i32 @MEM_read32(ptr noundef %862)
  %864 = icmp eq i32 %861, %863
  br i1 %864, label %865, label %1226

865:                                              ; preds = %859
  %866 = load ptr, ptr %140, align 8
  %867 = getelementptr inbounds i8, ptr %866, i64 1
  %868 = load i32, ptr %136, align 4
  store ptr %867, ptr %100, align 8
  store i32 %868, ptr %101, align 4
  store i32 8, ptr %102, align 4
  %869 = load i32, ptr %102, align 4
  switch i32 %869, label %870 [
    i32 4, label %871
    i32 5, label %875
    i32 6, label %879
    i32 7, label %883
    i32 8, label %887
  ]

870:                                              ; preds = %865
  br label %871

871:                                              ; preds = %870, %865
  %872 = load ptr, ptr %100, align 8
  %873 = load i32, ptr %101, align 4
  %874 = call i64 @ZSTD_hash4Ptr(ptr noundef %872, i32 noundef %873)
  store i64 %874, ptr %99, align 8
  br label %891

875:                                              ; preds = %865
  %876 = load ptr, ptr %100, align 8
  %877 = load i32, ptr %101, align 4
  %878 = call i64 @ZSTD_hash5Ptr(ptr noundef %876, i32 noundef %877)
  store i64 %878, ptr %99, align 8
  br label %891

879:                                              ; preds = %865
  %880 = load ptr, ptr %100, align 8
  %881 = load i32, ptr %101, align 4
  %882 = call i64 @ZSTD_hash6Ptr(ptr noundef %880, i32 noundef %881)
  store i64 %882, ptr %99, align 8
  br label %891

883:                                              ; preds = %865
  %884 = load ptr, ptr %100, align 8
  %885 = load i32, ptr %101, align 4
  %886 = call i64 @ZSTD_hash7Ptr(ptr noundef %884, i32 noundef %885)
  store i64 %886, ptr %99, align 8
  br label %891

887:                                              ; preds = %865
  %888 = load ptr, ptr %100, align 8
  %889 = load i32, ptr %101, align 4
  %890 = call i64 @ZSTD_hash8Ptr(ptr noundef %888, i32 noundef %889)
  store i64 %890, ptr %99, align 8
  br label %891

891:                                              ; preds = %871, %875, %879, %883, %887
  %892 = load i64, ptr %99, align 8
  store i64 %892, ptr %173, align 8
  %893 = load ptr, ptr %135, align 8
  %894 = load i64, ptr %173, align 8
  %895 = getelementptr inbounds i32, ptr %893, i64 %894
  %896 = load i32, ptr %895, align 4
  store i32 %896, ptr %174, align 4
  %897 = load i32, ptr %174, align 4
  %898 = load i32, ptr %149, align 4
  %899 = icmp ult i32 %897, %898
  br i1 %899, label %900, label %902

900:                                              ; preds = %891
  %901 = load ptr, ptr %151, align 8
  br label %904

902:                                              ; preds = %891
  %903 = load ptr, ptr %144, align 8
  br label %904

904:                                              ; preds = %902, %900
  %905 = phi ptr [ %901, %900 ], [ %903, %902 ]
  store ptr %905, ptr %175, align 8
  %906 = load ptr, ptr %175, align 8
  %907 = load i32, ptr %174, align 4
  %908 = zext i32 %907 to i64
  %909 = getelementptr inbounds i8, ptr %906, i64 %908
  store ptr %909, ptr %176, align 8
  %910 = load i32, ptr %164, align 4
  %911 = add i32 %910, 1
  %912 = load ptr, ptr %135, align 8
  %913 = load i64, ptr %173, align 8
  %914 = getelementptr inbounds i32, ptr %912, i64 %913
  store i32 %911, ptr %914, align 4
  %915 = load i32, ptr %174, align 4
  %916 = load i32, ptr %147, align 4
  %917 = icmp ugt i32 %915, %916
  br i1 %917, label %918, label %990

918:                                              ; preds = %904
  %919 = load ptr, ptr %176, align 8
  %920 = call i64 @MEM_read64(ptr noundef %919)
  %921 = load ptr, ptr %140, align 8
  %922 = getelementptr inbounds i8, ptr %921, i64 1
  %923 = call i64 @MEM_read64(ptr noundef %922)
  %924 = icmp eq i64 %920, %923
  br i1 %924, label %925, label %990

925:                                              ; preds = %918
  %926 = load i32, ptr %174, align 4
  %927 = load i32, ptr %149, align 4
  %928 = icmp ult i32 %926, %927
  br i1 %928, label %929, label %931

929:                                              ; preds = %925
  %930 = load ptr, ptr %153, align 8
  br label %933

931:                                              ; preds = %925
  %932 = load ptr, ptr %142, align 8
  br label %933

933:                                              ; preds = %931, %929
  %934 = phi ptr [ %930, %929 ], [ %932, %931 ]
  store ptr %934, ptr %178, align 8
  %935 = load i32, ptr %174, align 4
  %936 = load i32, ptr %149, align 4
  %937 = icmp ult i32 %935, %936
  br i1 %937, label %938, label %940

938:                                              ; preds = %933
  %939 = load ptr, ptr %152, align 8
  br label %942

940:                                              ; preds = %933
  %941 = load ptr, ptr %150, align 8
  br label %942

942:                                              ; preds = %940, %938
  %943 = phi ptr [ %939, %938 ], [ %941, %940 ]
  store ptr %943, ptr %179, align 8
  %944 = load ptr, ptr %140, align 8
  %945 = getelementptr inbounds i8, ptr %944, i64 9
  %946 = load ptr, ptr %176, align 8
  %947 = getelementptr inbounds i8, ptr %946, i64 8
  %948 = load ptr, ptr %142, align 8
  %949 = load ptr, ptr %178, align 8
  %950 = load ptr, ptr %150, align 8
  %951 = call i64 @ZSTD_count_2segments(ptr noundef %945, ptr noundef %947, ptr noundef %948, ptr noundef %949, ptr noundef %950)
  %952 = add i64 %951, 8
  store i64 %952, ptr %168, align 8
  %953 = load ptr, ptr %140, align 8
  %954 = getelementptr inbounds i8, ptr %953, i32 1
  store ptr %954, ptr %140, align 8
  %955 = load i32, ptr %164, align 4
  %956 = add i32 %955, 1
  %957 = load i32, ptr %174, align 4
  %958 = sub i32 %956, %957
  store i32 %958, ptr %177, align 4
  br label %959

959:                                              ; preds = %982, %942
  %960 = load ptr, ptr %140, align 8
  %961 = load ptr, ptr %141, align 8
  %962 = icmp ugt ptr %960, %961
  %963 = zext i1 %962 to i32
  %964 = load ptr, ptr %176, align 8
  %965 = load ptr, ptr %179, align 8
  %966 = icmp ugt ptr %964, %965
  %967 = zext i1 %966 to i32
  %968 = and i32 %963, %967
  %969 = icmp ne i32 %968, 0
  br i1 %969, label %970, label %980

970:                                              ; preds = %959
  %971 = load ptr, ptr %140, align 8
  %972 = getelementptr inbounds i8, ptr %971, i64 -1
  %973 = load i8, ptr %972, align 1
  %974 = zext i8 %973 to i32
  %975 = load ptr, ptr %176, align 8
  %976 = getelementptr inbounds i8, ptr %975, i64 -1
  %977 = load i8, ptr %976, align 1
  %978 = zext i8 %977 to i32
  %979 = icmp eq i32 %974, %978
  br label %980

980:                                              ; preds = %970, %959
  %981 = phi i1 [ false, %959 ], [ %979, %970 ]
  br i1 %981, label %982, label %989

982:                                              ; preds = %980
  %983 = load ptr, ptr %140, align 8
  %984 = getelementptr inbounds i8, ptr %983, i32 -1
  store ptr %984, ptr %140, align 8
  %985 = load ptr, ptr %176, align 8
  %986 = getelementptr inbounds i8, ptr %985, i32 -1
  store ptr %986, ptr %176, align 8
  %987 = load i64, ptr %168, align 8
  %988 = add i64 %987, 1
  store i64 %988, ptr %168, align 8
  br label %959, !llvm.loop !30

989:                                              ; preds = %980
  br label %1052

990:                                              ; preds = %918, %904
  %991 = load i32, ptr %157, align 4
  %992 = load i32, ptr %149, align 4
  %993 = icmp ult i32 %991, %992
  br i1 %993, label %994, label %996

994:                                              ; preds = %990
  %995 = load ptr, ptr %153, align 8
  br label %998

996:                                              ; preds = %990
  %997 = load ptr, ptr %142, align 8
  br label %998

998:                                              ; preds = %996, %994
  %999 = phi ptr [ %995, %994 ], [ %997, %996 ]
  store ptr %999, ptr %180, align 8
  %1000 = load i32, ptr %157, align 4
  %1001 = load i32, ptr %149, align 4
  %1002 = icmp ult i32 %1000, %1001
  br i1 %1002, label %1003, label %1005

1003:                                             ; preds = %998
  %1004 = load ptr, ptr %152, align 8
  br label %1007

1005:                                             ; preds = %998
  %1006 = load ptr, ptr %150, align 8
  br label %1007

1007:                                             ; preds = %1005, %1003
  %1008 = phi ptr [ %1004, %1003 ], [ %1006, %1005 ]
  store ptr %1008, ptr %181, align 8
  %1009 = load ptr, ptr %140, align 8
  %1010 = getelementptr inbounds i8, ptr %1009, i64 4
  %1011 = load ptr, ptr %159, align 8
  %1012 = getelementptr inbounds i8, ptr %1011, i64 4
  %1013 = load ptr, ptr %142, align 8
  %1014 = load ptr, ptr %180, align 8
  %1015 = load ptr, ptr %150, align 8
  %1016 = call i64 @ZSTD_count_2segments(ptr noundef %1010, ptr noundef %1012, ptr noundef %1013, ptr noundef %1014, ptr noundef %1015)
  %1017 = add i64 %1016, 4
  store i64 %1017, ptr %168, align 8
  %1018 = load i32, ptr %164, align 4
  %1019 = load i32, ptr %157, align 4
  %1020 = sub i32 %1018, %1019
  store i32 %1020, ptr %177, align 4
  br label %1021

1021:                                             ; preds = %1044, %1007
  %1022 = load ptr, ptr %140, align 8
  %1023 = load ptr, ptr %141, align 8
  %1024 = icmp ugt ptr %1022, %1023
  %1025 = zext i1 %1024 to i32
  %1026 = load ptr, ptr %159, align 8
  %1027 = load ptr, ptr %181, align 8
  %1028 = icmp ugt ptr %1026, %1027
  %1029 = zext i1 %1028 to i32
  %1030 = and i32 %1025, %1029
  %1031 = icmp ne i32 %1030, 0
  br i1 %1031, label %1032, label %1042

1032:                                             ; preds = %1021
  %1033 = load ptr, ptr %140, align 8
  %1034 = getelementptr inbounds i8, ptr %1033, i64 -1
  %1035 = load i8, ptr %1034, align 1
  %1036 = zext i8 %1035 to i32
  %1037 = load ptr, ptr %159, align 8
  %1038 = getelementptr inbounds i8, ptr %1037, i64 -1
  %1039 = load i8, ptr %1038, align 1
  %1040 = zext i8 %1039 to i32
  %1041 = icmp eq i32 %1036, %1040
  br label %1042

1042:                                             ; preds = %1032, %1021
  %1043 = phi i1 [ false, %1021 ], [ %1041, %1032 ]
  br i1 %1043, label %1044, label %1051

1044:                                             ; preds = %1042
  %1045 = load ptr, ptr %140, align 8
  %1046 = getelementptr inbounds i8, ptr %1045, i32 -1
  store ptr %1046, ptr %140, align 8
  %1047 = load ptr, ptr %159, align 8
  %1048 = getelementptr inbounds i8, ptr %1047, i32 -1
  store ptr %1048, ptr %159, align 8
  %1049 = load i64, ptr %168, align 8
  %1050 = add i64 %1049, 1
  store i64 %1050, ptr %168, align 8
  br label %1021, !llvm.loop !31

1051:                                             ; preds = %1042
  br label %1052

1052:                                             ; preds = %1051, %989
  %1053 = load i32, ptr %154, align 4
  store i32 %1053, ptr %155, align 4
  %1054 = load i32, ptr %177, align 4
  store i32 %1054, ptr %154, align 4
  %1055 = load ptr, ptr %129, align 8
  %1056 = load ptr, ptr %140, align 8
  %1057 = load ptr, ptr %141, align 8
  %1058 = ptrtoint ptr %1056 to i64
  %1059 = ptrtoint ptr %1057 to i64
  %1060 = sub i64 %1058, %1059
  %1061 = load ptr, ptr %141, align 8
  %1062 = load ptr, ptr %142, align 8
  %1063 = load i32, ptr %177, align 4
  %1064 = add i32 %1063, 3
  %1065 = load i64, ptr %168, align 8
  store ptr %1055, ptr %75, align 8
  store i64 %1060, ptr %76, align 8
  store ptr %1061, ptr %77, align 8
  store ptr %1062, ptr %78, align 8
  store i32 %1064, ptr %79, align 4
  store i64 %1065, ptr %80, align 8
  %1066 = load ptr, ptr %78, align 8
  %1067 = getelementptr inbounds i8, ptr %1066, i64 -32
  store ptr %1067, ptr %81, align 8
  %1068 = load ptr, ptr %77, align 8
  %1069 = load i64, ptr %76, align 8
  %1070 = getelementptr inbounds i8, ptr %1068, i64 %1069
  store ptr %1070, ptr %82, align 8
  %1071 = load ptr, ptr %82, align 8
  %1072 = load ptr, ptr %81, align 8
  %1073 = icmp ule ptr %1071, %1072
  br i1 %1073, label %1074, label %1147

1074:                                             ; preds = %1052
  %1075 = load ptr, ptr %75, align 8
  %1076 = getelementptr inbounds %struct.SeqStore_t, ptr %1075, i32 0, i32 3
  %1077 = load ptr, ptr %1076, align 8
  %1078 = load ptr, ptr %77, align 8
  call void @ZSTD_copy16(ptr noundef %1077, ptr noundef %1078)
  %1079 = load i64, ptr %76, align 8
  %1080 = icmp ugt i64 %1079, 16
  br i1 %1080, label %1081, label %1146

1081:                                             ; preds = %1074
  %1082 = load ptr, ptr %75, align 8
  %1083 = getelementptr inbounds %struct.SeqStore_t, ptr %1082, i32 0, i32 3
  %1084 = load ptr, ptr %1083, align 8
  %1085 = getelementptr inbounds i8, ptr %1084, i64 16
  %1086 = load ptr, ptr %77, align 8
  %1087 = getelementptr inbounds i8, ptr %1086, i64 16
  %1088 = load i64, ptr %76, align 8
  %1089 = sub nsw i64 %1088, 16
  store ptr %1085, ptr %35, align 8
  store ptr %1087, ptr %36, align 8
  store i64 %1089, ptr %37, align 8
  store i32 0, ptr %38, align 4
  %1090 = load ptr, ptr %35, align 8
  %1091 = load ptr, ptr %36, align 8
  %1092 = ptrtoint ptr %1090 to i64
  %1093 = ptrtoint ptr %1091 to i64
  %1094 = sub i64 %1092, %1093
  store i64 %1094, ptr %39, align 8
  %1095 = load ptr, ptr %36, align 8
  store ptr %1095, ptr %40, align 8
  %1096 = load ptr, ptr %35, align 8
  store ptr %1096, ptr %41, align 8
  %1097 = load ptr, ptr %41, align 8
  %1098 = load i64, ptr %37, align 8
  %1099 = getelementptr inbounds i8, ptr %1097, i64 %1098
  store ptr %1099, ptr %42, align 8
  %1100 = load i32, ptr %38, align 4
  %1101 = icmp eq i32 %1100, 1
  br i1 %1101, label %1102, label %1117

1102:                                             ; preds = %1081
  %1103 = load i64, ptr %39, align 8
  %1104 = icmp slt i64 %1103, 16
  br i1 %1104, label %1105, label %1117

1105:                                             ; preds = %1102
  br label %1106

1106:                                             ; preds = %1106, %1105
  %1107 = load ptr, ptr %41, align 8
  %1108 = load ptr, ptr %40, align 8
  call void @ZSTD_copy8(ptr noundef %1107, ptr noundef %1108)
  %1109 = load ptr, ptr %41, align 8
  %1110 = getelementptr inbounds i8, ptr %1109, i64 8
  store ptr %1110, ptr %41, align 8
  %1111 = load ptr, ptr %40, align 8
  %1112 = getelementptr inbounds i8, ptr %1111, i64 8
  store ptr %1112, ptr %40, align 8
  %1113 = load ptr, ptr %41, align 8
  %1114 = load ptr, ptr %42, align 8
  %1115 = icmp ult ptr %1113, %1114
  br i1 %1115, label %1106, label %1116, !llvm.loop !11

1116:                                             ; preds = %1106
  br label %1145

1117:                                             ; preds = %1102, %1081
  %1118 = load ptr, ptr %41, align 8
  %1119 = load ptr, ptr %40, align 8
  call void @ZSTD_copy16(ptr noundef %1118, ptr noundef %1119)
  %1120 = load i64, ptr %37, align 8
  %1121 = icmp sge i64 16, %1120
  br i1 %1121, label %1122, label %1123

1122:                                             ; preds = %1117
  br label %1145

1123:                                             ; preds = %1117
  %1124 = load ptr, ptr %41, align 8
  %1125 = getelementptr inbounds i8, ptr %1124, i64 16
  store ptr %1125, ptr %41, align 8
  %1126 = load ptr, ptr %40, align 8
  %1127 = getelementptr inbounds i8, ptr %1126, i64 16
  store ptr %1127, ptr %40, align 8
  br label %1128

1128:                                             ; preds = %1128, %1123
  %1129 = load ptr, ptr %41, align 8
  %1130 = load ptr, ptr %40, align 8
  call void @ZSTD_copy16(ptr noundef %1129, ptr noundef %1130)
  %1131 = load ptr, ptr %41, align 8
  %1132 = getelementptr inbounds i8, ptr %1131, i64 16
  store ptr %1132, ptr %41, align 8
  %1133 = load ptr, ptr %40, align 8
  %1134 = getelementptr inbounds i8, ptr %1133, i64 16
  store ptr %1134, ptr %40, align 8
  %1135 = load ptr, ptr %41, align 8
  %1136 = load ptr, ptr %40, align 8
  call void @ZSTD_copy16(ptr noundef %1135, ptr noundef %1136)
  %1137 = load ptr, ptr %41, align 8
  %1138 = getelementptr inbounds i8, ptr %1137, i64 16
  store ptr %1138, ptr %41, align 8
  %1139 = load ptr, ptr %40, align 8
  %1140 = getelementptr inbounds i8, ptr %1139, i64 16
  store ptr %1140, ptr %40, align 8
  %1141 = load ptr, ptr %41, align 8
  %1142 = load ptr, ptr %42, align 8
  %1143 = icmp ult ptr %1141, %1142
  br i1 %1143, label %1128, label %1144, !llvm.loop !12

1144:                                             ; preds = %1128
  br label %1145

1145:                                             ; preds = %1116, %1122, %1144
  br label %1146

1146:                                             ; preds = %1145, %1074
  br label %1154

1147:                                             ; preds = %1052
  %1148 = load ptr, ptr %75, align 8
  %1149 = getelementptr inbounds %struct.SeqStore_t, ptr %1148, i32 0, i32 3
  %1150 = load ptr, ptr %1149, align 8
  %1151 = load ptr, ptr %77, align 8
  %1152 = load ptr, ptr %82, align 8
  %1153 = load ptr, ptr %81, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1150, ptr noundef %1151, ptr noundef %1152, ptr noundef %1153)
  br label %1154

1154:                                             ; preds = %1146, %1147
  %1155 = load i64, ptr %76, align 8
  %1156 = load ptr, ptr %75, align 8
  %1157 = getelementptr inbounds %struct.SeqStore_t, ptr %1156, i32 0, i32 3
  %1158 = load ptr, ptr %1157, align 8
  %1159 = getelementptr inbounds i8, ptr %1158, i64 %1155
  store ptr %1159, ptr %1157, align 8
  %1160 = load ptr, ptr %75, align 8
  %1161 = load i64, ptr %76, align 8
  %1162 = load i32, ptr %79, align 4
  %1163 = load i64, ptr %80, align 8
  store ptr %1160, ptr %12, align 8
  store i64 %1161, ptr %13, align 8
  store i32 %1162, ptr %14, align 4
  store i64 %1163, ptr %15, align 8
  %1164 = load i64, ptr %13, align 8
  %1165 = icmp ugt i64 %1164, 65535
  %1166 = zext i1 %1165 to i32
  %1167 = sext i32 %1166 to i64
  br i1 %1165, label %1168, label %1183

1168:                                             ; preds = %1154
  %1169 = load ptr, ptr %12, align 8
  %1170 = getelementptr inbounds %struct.SeqStore_t, ptr %1169, i32 0, i32 9
  store i32 1, ptr %1170, align 8
  %1171 = load ptr, ptr %12, align 8
  %1172 = getelementptr inbounds %struct.SeqStore_t, ptr %1171, i32 0, i32 1
  %1173 = load ptr, ptr %1172, align 8
  %1174 = load ptr, ptr %12, align 8
  %1175 = load ptr, ptr %1174, align 8
  %1176 = ptrtoint ptr %1173 to i64
  %1177 = ptrtoint ptr %1175 to i64
  %1178 = sub i64 %1176, %1177
  %1179 = sdiv exact i64 %1178, 8
  %1180 = trunc i64 %1179 to i32
  %1181 = load ptr, ptr %12, align 8
  %1182 = getelementptr inbounds %struct.SeqStore_t, ptr %1181, i32 0, i32 10
  store i32 %1180, ptr %1182, align 4
  br label %1183

1183:                                             ; preds = %1168, %1154
  %1184 = load i64, ptr %13, align 8
  %1185 = trunc i64 %1184 to i16
  %1186 = load ptr, ptr %12, align 8
  %1187 = getelementptr inbounds %struct.SeqStore_t, ptr %1186, i32 0, i32 1
  %1188 = load ptr, ptr %1187, align 8
  %1189 = getelementptr inbounds %struct.SeqDef_s, ptr %1188, i32 0, i32 1
  store i16 %1185, ptr %1189, align 4
  %1190 = load i32, ptr %14, align 4
  %1191 = load ptr, ptr %12, align 8
  %1192 = getelementptr inbounds %struct.SeqStore_t, ptr %1191, i32 0, i32 1
  %1193 = load ptr, ptr %1192, align 8
  store i32 %1190, ptr %1193, align 4
  %1194 = load i64, ptr %15, align 8
  %1195 = sub i64 %1194, 3
  store i64 %1195, ptr %16, align 8
  %1196 = load i64, ptr %16, align 8
  %1197 = icmp ugt i64 %1196, 65535
  %1198 = zext i1 %1197 to i32
  %1199 = sext i32 %1198 to i64
  br i1 %1197, label %1200, label %1215

1200:                                             ; preds = %1183
  %1201 = load ptr, ptr %12, align 8
  %1202 = getelementptr inbounds %struct.SeqStore_t, ptr %1201, i32 0, i32 9
  store i32 2, ptr %1202, align 8
  %1203 = load ptr, ptr %12, align 8
  %1204 = getelementptr inbounds %struct.SeqStore_t, ptr %1203, i32 0, i32 1
  %1205 = load ptr, ptr %1204, align 8
  %1206 = load ptr, ptr %12, align 8
  %1207 = load ptr, ptr %1206, align 8
  %1208 = ptrtoint ptr %1205 to i64
  %1209 = ptrtoint ptr %1207 to i64
  %1210 = sub i64 %1208, %1209
  %1211 = sdiv exact i64 %1210, 8
  %1212 = trunc i64 %1211 to i32
  %1213 = load ptr, ptr %12, align 8
  %1214 = getelementptr inbounds %struct.SeqStore_t, ptr %1213, i32 0, i32 10
  store i32 %1212, ptr %1214, align 4
  br label %1215

1215:                                             ; preds = %1183, %1200
  %1216 = load i64, ptr %16, align 8
  %1217 = trunc i64 %1216 to i16
  %1218 = load ptr, ptr %12, align 8
  %1219 = getelementptr inbounds %struct.SeqStore_t, ptr %1218, i32 0, i32 1
  %1220 = load ptr, ptr %1219, align 8
  %1221 = getelementptr inbounds %struct.SeqDef_s, ptr %1220, i32 0, i32 2
  store i16 %1217, ptr %1221, align 2
  %1222 = load ptr, ptr %12, align 8
  %1223 = getelementptr inbounds %struct.SeqStore_t, ptr %1222, i32 0, i32 1
  %1224 = load ptr, ptr %1223, align 8
  %1225 = getelementptr inbounds %struct.SeqDef_s, ptr %1224, i32 1
  store ptr %1225, ptr %1223, align 8
  br label %1236

1226:                                             ; preds = %859, %855
  %1227 = load ptr, ptr %140, align 8
  %1228 = load ptr, ptr %141, align 8
  %1229 = ptrtoint ptr %1227 to i64
  %1230 = ptrtoint ptr %1228 to i64
  %1231 = sub i64 %1229, %1230
  %1232 = ashr i64 %1231, 8
  %1233 = add nsw i64 %1232, 1
  %1234 = load ptr, ptr %140, align 8
  %1235 = getelementptr inbounds i8, ptr %1234, i64 %1233
  store ptr %1235, ptr %140, align 8
  br label %278, !llvm.loop !32

1236:                                             ; preds = %1215
  br label %1237

1237:                                             ; preds = %1236, %844
  br label %1238

1238:                                             ; preds = %1237, %599
  %1239 = load i64, ptr %168, align 8
  %1240 = load ptr, ptr %140, align 8
  %1241 = getelementptr inbounds i8, ptr %1240, i64 %1239
  store ptr %1241, ptr %140, align 8
  %1242 = load ptr, ptr %140, align 8
  store ptr %1242, ptr %141, align 8
  %1243 = load ptr, ptr %140, align 8
  %1244 = load ptr, ptr %143, align 8
  %1245 = icmp ule ptr %1243, %1244
  br i1 %1245, label %1246, label %1684

1246:                                             ; preds = %1238
  %1247 = load i32, ptr %164, align 4
  %1248 = add i32 %1247, 2
  store i32 %1248, ptr %182, align 4
  %1249 = load i32, ptr %182, align 4
  %1250 = load ptr, ptr %135, align 8
  %1251 = load ptr, ptr %144, align 8
  %1252 = load i32, ptr %182, align 4
  %1253 = zext i32 %1252 to i64
  %1254 = getelementptr inbounds i8, ptr %1251, i64 %1253
  %1255 = load i32, ptr %136, align 4
  store ptr %1254, ptr %104, align 8
  store i32 %1255, ptr %105, align 4
  store i32 8, ptr %106, align 4
  %1256 = load i32, ptr %106, align 4
  switch i32 %1256, label %1257 [
    i32 4, label %1258
    i32 5, label %1262
    i32 6, label %1266
    i32 7, label %1270
    i32 8, label %1274
  ]

1257:                                             ; preds = %1246
  br label %1258

1258:                                             ; preds = %1257, %1246
  %1259 = load ptr, ptr %104, align 8
  %1260 = load i32, ptr %105, align 4
  %1261 = call i64 @ZSTD_hash4Ptr(ptr noundef %1259, i32 noundef %1260)
  store i64 %1261, ptr %103, align 8
  br label %1278

1262:                                             ; preds = %1246
  %1263 = load ptr, ptr %104, align 8
  %1264 = load i32, ptr %105, align 4
  %1265 = call i64 @ZSTD_hash5Ptr(ptr noundef %1263, i32 noundef %1264)
  store i64 %1265, ptr %103, align 8
  br label %1278

1266:                                             ; preds = %1246
  %1267 = load ptr, ptr %104, align 8
  %1268 = load i32, ptr %105, align 4
  %1269 = call i64 @ZSTD_hash6Ptr(ptr noundef %1267, i32 noundef %1268)
  store i64 %1269, ptr %103, align 8
  br label %1278

1270:                                             ; preds = %1246
  %1271 = load ptr, ptr %104, align 8
  %1272 = load i32, ptr %105, align 4
  %1273 = call i64 @ZSTD_hash7Ptr(ptr noundef %1271, i32 noundef %1272)
  store i64 %1273, ptr %103, align 8
  br label %1278

1274:                                             ; preds = %1246
  %1275 = load ptr, ptr %104, align 8
  %1276 = load i32, ptr %105, align 4
  %1277 = call i64 @ZSTD_hash8Ptr(ptr noundef %1275, i32 noundef %1276)
  store i64 %1277, ptr %103, align 8
  br label %1278

1278:                                             ; preds = %1258, %1262, %1266, %1270, %1274
  %1279 = load i64, ptr %103, align 8
  %1280 = getelementptr inbounds i32, ptr %1250, i64 %1279
  store i32 %1249, ptr %1280, align 4
  %1281 = load ptr, ptr %140, align 8
  %1282 = getelementptr inbounds i8, ptr %1281, i64 -2
  %1283 = load ptr, ptr %144, align 8
  %1284 = ptrtoint ptr %1282 to i64
  %1285 = ptrtoint ptr %1283 to i64
  %1286 = sub i64 %1284, %1285
  %1287 = trunc i64 %1286 to i32
  %1288 = load ptr, ptr %135, align 8
  %1289 = load ptr, ptr %140, align 8
  %1290 = getelementptr inbounds i8, ptr %1289, i64 -2
  %1291 = load i32, ptr %136, align 4
  store ptr %1290, ptr %108, align 8
  store i32 %1291, ptr %109, align 4
  store i32 8, ptr %110, align 4
  %1292 = load i32, ptr %110, align 4
  switch i32 %1292, label %1293 [
    i32 4, label %1294
    i32 5, label %1298
    i32 6, label %1302
    i32 7, label %1306
    i32 8, label %1310
  ]

1293:                                             ; preds = %1278
  br label %1294

1294:                                             ; preds = %1293, %1278
  %1295 = load ptr, ptr %108, align 8
  %1296 = load i32, ptr %109, align 4
  %1297 = call i64 @ZSTD_hash4Ptr(ptr noundef %1295, i32 noundef %1296)
  store i64 %1297, ptr %107, align 8
  br label %1314

1298:                                             ; preds = %1278
  %1299 = load ptr, ptr %108, align 8
  %1300 = load i32, ptr %109, align 4
  %1301 = call i64 @ZSTD_hash5Ptr(ptr noundef %1299, i32 noundef %1300)
  store i64 %1301, ptr %107, align 8
  br label %1314

1302:                                             ; preds = %1278
  %1303 = load ptr, ptr %108, align 8
  %1304 = load i32, ptr %109, align 4
  %1305 = call i64 @ZSTD_hash6Ptr(ptr noundef %1303, i32 noundef %1304)
  store i64 %1305, ptr %107, align 8
  br label %1314

1306:                                             ; preds = %1278
  %1307 = load ptr, ptr %108, align 8
  %1308 = load i32, ptr %109, align 4
  %1309 = call i64 @ZSTD_hash7Ptr(ptr noundef %1307, i32 noundef %1308)
  store i64 %1309, ptr %107, align 8
  br label %1314

1310:                                             ; preds = %1278
  %1311 = load ptr, ptr %108, align 8
  %1312 = load i32, ptr %109, align 4
  %1313 = call i64 @ZSTD_hash8Ptr(ptr noundef %1311, i32 noundef %1312)
  store i64 %1313, ptr %107, align 8
  br label %1314

1314:                                             ; preds = %1294, %1298, %1302, %1306, %1310
  %1315 = load i64, ptr %107, align 8
  %1316 = getelementptr inbounds i32, ptr %1288, i64 %1315
  store i32 %1287, ptr %1316, align 4
  %1317 = load i32, ptr %182, align 4
  %1318 = load ptr, ptr %137, align 8
  %1319 = load ptr, ptr %144, align 8
  %1320 = load i32, ptr %182, align 4
  %1321 = zext i32 %1320 to i64
  %1322 = getelementptr inbounds i8, ptr %1319, i64 %1321
  %1323 = load i32, ptr %138, align 4
  %1324 = load i32, ptr %133, align 4
  store ptr %1322, ptr %112, align 8
  store i32 %1323, ptr %113, align 4
  store i32 %1324, ptr %114, align 4
  %1325 = load i32, ptr %114, align 4
  switch i32 %1325, label %1326 [
    i32 4, label %1327
    i32 5, label %1331
    i32 6, label %1335
    i32 7, label %1339
    i32 8, label %1343
  ]

1326:                                             ; preds = %1314
  br label %1327

1327:                                             ; preds = %1326, %1314
  %1328 = load ptr, ptr %112, align 8
  %1329 = load i32, ptr %113, align 4
  %1330 = call i64 @ZSTD_hash4Ptr(ptr noundef %1328, i32 noundef %1329)
  store i64 %1330, ptr %111, align 8
  br label %1347

1331:                                             ; preds = %1314
  %1332 = load ptr, ptr %112, align 8
  %1333 = load i32, ptr %113, align 4
  %1334 = call i64 @ZSTD_hash5Ptr(ptr noundef %1332, i32 noundef %1333)
  store i64 %1334, ptr %111, align 8
  br label %1347

1335:                                             ; preds = %1314
  %1336 = load ptr, ptr %112, align 8
  %1337 = load i32, ptr %113, align 4
  %1338 = call i64 @ZSTD_hash6Ptr(ptr noundef %1336, i32 noundef %1337)
  store i64 %1338, ptr %111, align 8
  br label %1347

1339:                                             ; preds = %1314
  %1340 = load ptr, ptr %112, align 8
  %1341 = load i32, ptr %113, align 4
  %1342 = call i64 @ZSTD_hash7Ptr(ptr noundef %1340, i32 noundef %1341)
  store i64 %1342, ptr %111, align 8
  br label %1347

1343:                                             ; preds = %1314
  %1344 = load ptr, ptr %112, align 8
  %1345 = load i32, ptr %113, align 4
  %1346 = call i64 @ZSTD_hash8Ptr(ptr noundef %1344, i32 noundef %1345)
  store i64 %1346, ptr %111, align 8
  br label %1347

1347:                                             ; preds = %1327, %1331, %1335, %1339, %1343
  %1348 = load i64, ptr %111, align 8
  %1349 = getelementptr inbounds i32, ptr %1318, i64 %1348
  store i32 %1317, ptr %1349, align 4
  %1350 = load ptr, ptr %140, align 8
  %1351 = getelementptr inbounds i8, ptr %1350, i64 -1
  %1352 = load ptr, ptr %144, align 8
  %1353 = ptrtoint ptr %1351 to i64
  %1354 = ptrtoint ptr %1352 to i64
  %1355 = sub i64 %1353, %1354
  %1356 = trunc i64 %1355 to i32
  %1357 = load ptr, ptr %137, align 8
  %1358 = load ptr, ptr %140, align 8
  %1359 = getelementptr inbounds i8, ptr %1358, i64 -1
  %1360 = load i32, ptr %138, align 4
  %1361 = load i32, ptr %133, align 4
  store ptr %1359, ptr %116, align 8
  store i32 %1360, ptr %117, align 4
  store i32 %1361, ptr %118, align 4
  %1362 = load i32, ptr %118, align 4
  switch i32 %1362, label %1363 [
    i32 4, label %1364
    i32 5, label %1368
    i32 6, label %1372
    i32 7, label %1376
    i32 8, label %1380
  ]

1363:                                             ; preds = %1347
  br label %1364

1364:                                             ; preds = %1363, %1347
  %1365 = load ptr, ptr %116, align 8
  %1366 = load i32, ptr %117, align 4
  %1367 = call i64 @ZSTD_hash4Ptr(ptr noundef %1365, i32 noundef %1366)
  store i64 %1367, ptr %115, align 8
  br label %1384

1368:                                             ; preds = %1347
  %1369 = load ptr, ptr %116, align 8
  %1370 = load i32, ptr %117, align 4
  %1371 = call i64 @ZSTD_hash5Ptr(ptr noundef %1369, i32 noundef %1370)
  store i64 %1371, ptr %115, align 8
  br label %1384

1372:                                             ; preds = %1347
  %1373 = load ptr, ptr %116, align 8
  %1374 = load i32, ptr %117, align 4
  %1375 = call i64 @ZSTD_hash6Ptr(ptr noundef %1373, i32 noundef %1374)
  store i64 %1375, ptr %115, align 8
  br label %1384

1376:                                             ; preds = %1347
  %1377 = load ptr, ptr %116, align 8
  %1378 = load i32, ptr %117, align 4
  %1379 = call i64 @ZSTD_hash7Ptr(ptr noundef %1377, i32 noundef %1378)
  store i64 %1379, ptr %115, align 8
  br label %1384

1380:                                             ; preds = %1347
  %1381 = load ptr, ptr %116, align 8
  %1382 = load i32, ptr %117, align 4
  %1383 = call i64 @ZSTD_hash8Ptr(ptr noundef %1381, i32 noundef %1382)
  store i64 %1383, ptr %115, align 8
  br label %1384

1384:                                             ; preds = %1364, %1368, %1372, %1376, %1380
  %1385 = load i64, ptr %115, align 8
  %1386 = getelementptr inbounds i32, ptr %1357, i64 %1385
  store i32 %1356, ptr %1386, align 4
  br label %1387

1387:                                             ; preds = %1675, %1384
  %1388 = load ptr, ptr %140, align 8
  %1389 = load ptr, ptr %143, align 8
  %1390 = icmp ule ptr %1388, %1389
  br i1 %1390, label %1391, label %1683

1391:                                             ; preds = %1387
  %1392 = load ptr, ptr %140, align 8
  %1393 = load ptr, ptr %144, align 8
  %1394 = ptrtoint ptr %1392 to i64
  %1395 = ptrtoint ptr %1393 to i64
  %1396 = sub i64 %1394, %1395
  %1397 = trunc i64 %1396 to i32
  store i32 %1397, ptr %183, align 4
  %1398 = load i32, ptr %183, align 4
  %1399 = load i32, ptr %155, align 4
  %1400 = sub i32 %1398, %1399
  store i32 %1400, ptr %184, align 4
  %1401 = load i32, ptr %184, align 4
  %1402 = load i32, ptr %149, align 4
  %1403 = icmp ult i32 %1401, %1402
  br i1 %1403, label %1404, label %1409

1404:                                             ; preds = %1391
  %1405 = load ptr, ptr %151, align 8
  %1406 = load i32, ptr %184, align 4
  %1407 = zext i32 %1406 to i64
  %1408 = getelementptr inbounds i8, ptr %1405, i64 %1407
  br label %1414

1409:                                             ; preds = %1391
  %1410 = load ptr, ptr %144, align 8
  %1411 = load i32, ptr %184, align 4
  %1412 = zext i32 %1411 to i64
  %1413 = getelementptr inbounds i8, ptr %1410, i64 %1412
  br label %1414

1414:                                             ; preds = %1409, %1404
  %1415 = phi ptr [ %1408, %1404 ], [ %1413, %1409 ]
  store ptr %1415, ptr %185, align 8
  %1416 = load i32, ptr %149, align 4
  %1417 = load i32, ptr %184, align 4
  %1418 = call i32 @ZSTD_index_overlap_check(i32 noundef %1416, i32 noundef %1417)
  %1419 = load i32, ptr %155, align 4
  %1420 = load i32, ptr %183, align 4
  %1421 = load i32, ptr %147, align 4
  %1422 = sub i32 %1420, %1421
  %1423 = icmp ule i32 %1419, %1422
  %1424 = zext i1 %1423 to i32
  %1425 = and i32 %1418, %1424
  %1426 = icmp ne i32 %1425, 0
  br i1 %1426, label %1427, label %1682

1427:                                             ; preds = %1414
  %1428 = load ptr, ptr %185, align 8
  %1429 = call i32 @MEM_read32(ptr noundef %1428)
  %1430 = load ptr, ptr %140, align 8
  %1431 = call i32 @MEM_read32(ptr noundef %1430)
  %1432 = icmp eq i32 %1429, %1431
  br i1 %1432, label %1433, label %1682

1433:                                             ; preds = %1427
  %1434 = load i32, ptr %184, align 4
  %1435 = load i32, ptr %149, align 4
  %1436 = icmp ult i32 %1434, %1435
  br i1 %1436, label %1437, label %1439

1437:                                             ; preds = %1433
  %1438 = load ptr, ptr %153, align 8
  br label %1441

1439:                                             ; preds = %1433
  %1440 = load ptr, ptr %142, align 8
  br label %1441

1441:                                             ; preds = %1439, %1437
  %1442 = phi ptr [ %1438, %1437 ], [ %1440, %1439 ]
  store ptr %1442, ptr %186, align 8
  %1443 = load ptr, ptr %140, align 8
  %1444 = getelementptr inbounds i8, ptr %1443, i64 4
  %1445 = load ptr, ptr %185, align 8
  %1446 = getelementptr inbounds i8, ptr %1445, i64 4
  %1447 = load ptr, ptr %142, align 8
  %1448 = load ptr, ptr %186, align 8
  %1449 = load ptr, ptr %150, align 8
  %1450 = call i64 @ZSTD_count_2segments(ptr noundef %1444, ptr noundef %1446, ptr noundef %1447, ptr noundef %1448, ptr noundef %1449)
  %1451 = add i64 %1450, 4
  store i64 %1451, ptr %187, align 8
  %1452 = load i32, ptr %155, align 4
  store i32 %1452, ptr %188, align 4
  %1453 = load i32, ptr %154, align 4
  store i32 %1453, ptr %155, align 4
  %1454 = load i32, ptr %188, align 4
  store i32 %1454, ptr %154, align 4
  %1455 = load ptr, ptr %129, align 8
  %1456 = load ptr, ptr %141, align 8
  %1457 = load ptr, ptr %142, align 8
  %1458 = load i64, ptr %187, align 8
  store ptr %1455, ptr %83, align 8
  store i64 0, ptr %84, align 8
  store ptr %1456, ptr %85, align 8
  store ptr %1457, ptr %86, align 8
  store i32 1, ptr %87, align 4
  store i64 %1458, ptr %88, align 8
  %1459 = load ptr, ptr %86, align 8
  %1460 = getelementptr inbounds i8, ptr %1459, i64 -32
  store ptr %1460, ptr %89, align 8
  %1461 = load ptr, ptr %85, align 8
  %1462 = load i64, ptr %84, align 8
  %1463 = getelementptr inbounds i8, ptr %1461, i64 %1462
  store ptr %1463, ptr %90, align 8
  %1464 = load ptr, ptr %90, align 8
  %1465 = load ptr, ptr %89, align 8
  %1466 = icmp ule ptr %1464, %1465
  br i1 %1466, label %1467, label %1540

1467:                                             ; preds = %1441
  %1468 = load ptr, ptr %83, align 8
  %1469 = getelementptr inbounds %struct.SeqStore_t, ptr %1468, i32 0, i32 3
  %1470 = load ptr, ptr %1469, align 8
  %1471 = load ptr, ptr %85, align 8
  call void @ZSTD_copy16(ptr noundef %1470, ptr noundef %1471)
  %1472 = load i64, ptr %84, align 8
  %1473 = icmp ugt i64 %1472, 16
  br i1 %1473, label %1474, label %1539

1474:                                             ; preds = %1467
  %1475 = load ptr, ptr %83, align 8
  %1476 = getelementptr inbounds %struct.SeqStore_t, ptr %1475, i32 0, i32 3
  %1477 = load ptr, ptr %1476, align 8
  %1478 = getelementptr inbounds i8, ptr %1477, i64 16
  %1479 = load ptr, ptr %85, align 8
  %1480 = getelementptr inbounds i8, ptr %1479, i64 16
  %1481 = load i64, ptr %84, align 8
  %1482 = sub nsw i64 %1481, 16
  store ptr %1478, ptr %27, align 8
  store ptr %1480, ptr %28, align 8
  store i64 %1482, ptr %29, align 8
  store i32 0, ptr %30, align 4
  %1483 = load ptr, ptr %27, align 8
  %1484 = load ptr, ptr %28, align 8
  %1485 = ptrtoint ptr %1483 to i64
  %1486 = ptrtoint ptr %1484 to i64
  %1487 = sub i64 %1485, %1486
  store i64 %1487, ptr %31, align 8
  %1488 = load ptr, ptr %28, align 8
  store ptr %1488, ptr %32, align 8
  %1489 = load ptr, ptr %27, align 8
  store ptr %1489, ptr %33, align 8
  %1490 = load ptr, ptr %33, align 8
  %1491 = load i64, ptr %29, align 8
  %1492 = getelementptr inbounds i8, ptr %1490, i64 %1491
  store ptr %1492, ptr %34, align 8
  %1493 = load i32, ptr %30, align 4
  %1494 = icmp eq i32 %1493, 1
  br i1 %1494, label %1495, label %1510

1495:                                             ; preds = %1474
  %1496 = load i64, ptr %31, align 8
  %1497 = icmp slt i64 %1496, 16
  br i1 %1497, label %1498, label %1510

1498:                                             ; preds = %1495
  br label %1499

1499:                                             ; preds = %1499, %1498
  %1500 = load ptr, ptr %33, align 8
  %1501 = load ptr, ptr %32, align 8
  call void @ZSTD_copy8(ptr noundef %1500, ptr noundef %1501)
  %1502 = load ptr, ptr %33, align 8
  %1503 = getelementptr inbounds i8, ptr %1502, i64 8
  store ptr %1503, ptr %33, align 8
  %1504 = load ptr, ptr %32, align 8
  %1505 = getelementptr inbounds i8, ptr %1504, i64 8
  store ptr %1505, ptr %32, align 8
  %1506 = load ptr, ptr %33, align 8
  %1507 = load ptr, ptr %34, align 8
  %1508 = icmp ult ptr %1506, %1507
  br i1 %1508, label %1499, label %1509, !llvm.loop !11

1509:                                             ; preds = %1499
  br label %1538

1510:                                             ; preds = %1495, %1474
  %1511 = load ptr, ptr %33, align 8
  %1512 = load ptr, ptr %32, align 8
  call void @ZSTD_copy16(ptr noundef %1511, ptr noundef %1512)
  %1513 = load i64, ptr %29, align 8
  %1514 = icmp sge i64 16, %1513
  br i1 %1514, label %1515, label %1516

1515:                                             ; preds = %1510
  br label %1538

1516:                                             ; preds = %1510
  %1517 = load ptr, ptr %33, align 8
  %1518 = getelementptr inbounds i8, ptr %1517, i64 16
  store ptr %1518, ptr %33, align 8
  %1519 = load ptr, ptr %32, align 8
  %1520 = getelementptr inbounds i8, ptr %1519, i64 16
  store ptr %1520, ptr %32, align 8
  br label %1521

1521:                                             ; preds = %1521, %1516
  %1522 = load ptr, ptr %33, align 8
  %1523 = load ptr, ptr %32, align 8
  call void @ZSTD_copy16(ptr noundef %1522, ptr noundef %1523)
  %1524 = load ptr, ptr %33, align 8
  %1525 = getelementptr inbounds i8, ptr %1524, i64 16
  store ptr %1525, ptr %33, align 8
  %1526 = load ptr, ptr %32, align 8
  %1527 = getelementptr inbounds i8, ptr %1526, i64 16
  store ptr %1527, ptr %32, align 8
  %1528 = load ptr, ptr %33, align 8
  %1529 = load ptr, ptr %32, align 8
  call void @ZSTD_copy16(ptr noundef %1528, ptr noundef %1529)
  %1530 = load ptr, ptr %33, align 8
  %1531 = getelementptr inbounds i8, ptr %1530, i64 16
  store ptr %1531, ptr %33, align 8
  %1532 = load ptr, ptr %32, align 8
  %1533 = getelementptr inbounds i8, ptr %1532, i64 16
  store ptr %1533, ptr %32, align 8
  %1534 = load ptr, ptr %33, align 8
  %1535 = load ptr, ptr %34, align 8
  %1536 = icmp ult ptr %1534, %1535
  br i1 %1536, label %1521, label %1537, !llvm.loop !12

1537:                                             ; preds = %1521
  br label %1538

1538:                                             ; preds = %1509, %1515, %1537
  br label %1539

1539:                                             ; preds = %1538, %1467
  br label %1547

1540:                                             ; preds = %1441
  %1541 = load ptr, ptr %83, align 8
  %1542 = getelementptr inbounds %struct.SeqStore_t, ptr %1541, i32 0, i32 3
  %1543 = load ptr, ptr %1542, align 8
  %1544 = load ptr, ptr %85, align 8
  %1545 = load ptr, ptr %90, align 8
  %1546 = load ptr, ptr %89, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1543, ptr noundef %1544, ptr noundef %1545, ptr noundef %1546)
  br label %1547

1547:                                             ; preds = %1539, %1540
  %1548 = load i64, ptr %84, align 8
  %1549 = load ptr, ptr %83, align 8
  %1550 = getelementptr inbounds %struct.SeqStore_t, ptr %1549, i32 0, i32 3
  %1551 = load ptr, ptr %1550, align 8
  %1552 = getelementptr inbounds i8, ptr %1551, i64 %1548
  store ptr %1552, ptr %1550, align 8
  %1553 = load ptr, ptr %83, align 8
  %1554 = load i64, ptr %84, align 8
  %1555 = load i32, ptr %87, align 4
  %1556 = load i64, ptr %88, align 8
  store ptr %1553, ptr %7, align 8
  store i64 %1554, ptr %8, align 8
  store i32 %1555, ptr %9, align 4
  store i64 %1556, ptr %10, align 8
  %1557 = load i64, ptr %8, align 8
  %1558 = icmp ugt i64 %1557, 65535
  %1559 = zext i1 %1558 to i32
  %1560 = sext i32 %1559 to i64
  br i1 %1558, label %1561, label %1576

1561:                                             ; preds = %1547
  %1562 = load ptr, ptr %7, align 8
  %1563 = getelementptr inbounds %struct.SeqStore_t, ptr %1562, i32 0, i32 9
  store i32 1, ptr %1563, align 8
  %1564 = load ptr, ptr %7, align 8
  %1565 = getelementptr inbounds %struct.SeqStore_t, ptr %1564, i32 0, i32 1
  %1566 = load ptr, ptr %1565, align 8
  %1567 = load ptr, ptr %7, align 8
  %1568 = load ptr, ptr %1567, align 8
  %1569 = ptrtoint ptr %1566 to i64
  %1570 = ptrtoint ptr %1568 to i64
  %1571 = sub i64 %1569, %1570
  %1572 = sdiv exact i64 %1571, 8
  %1573 = trunc i64 %1572 to i32
  %1574 = load ptr, ptr %7, align 8
  %1575 = getelementptr inbounds %struct.SeqStore_t, ptr %1574, i32 0, i32 10
  store i32 %1573, ptr %1575, align 4
  br label %1576

1576:                                             ; preds = %1561, %1547
  %1577 = load i64, ptr %8, align 8
  %1578 = trunc i64 %1577 to i16
  %1579 = load ptr, ptr %7, align 8
  %1580 = getelementptr inbounds %struct.SeqStore_t, ptr %1579, i32 0, i32 1
  %1581 = load ptr, ptr %1580, align 8
  %1582 = getelementptr inbounds %struct.SeqDef_s, ptr %1581, i32 0, i32 1
  store i16 %1578, ptr %1582, align 4
  %1583 = load i32, ptr %9, align 4
  %1584 = load ptr, ptr %7, align 8
  %1585 = getelementptr inbounds %struct.SeqStore_t, ptr %1584, i32 0, i32 1
  %1586 = load ptr, ptr %1585, align 8
  store i32 %1583, ptr %1586, align 4
  %1587 = load i64, ptr %10, align 8
  %1588 = sub i64 %1587, 3
  store i64 %1588, ptr %11, align 8
  %1589 = load i64, ptr %11, align 8
  %1590 = icmp ugt i64 %1589, 65535
  %1591 = zext i1 %1590 to i32
  %1592 = sext i32 %1591 to i64
  br i1 %1590, label %1593, label %1608

1593:                                             ; preds = %1576
  %1594 = load ptr, ptr %7, align 8
  %1595 = getelementptr inbounds %struct.SeqStore_t, ptr %1594, i32 0, i32 9
  store i32 2, ptr %1595, align 8
  %1596 = load ptr, ptr %7, align 8
  %1597 = getelementptr inbounds %struct.SeqStore_t, ptr %1596, i32 0, i32 1
  %1598 = load ptr, ptr %1597, align 8
  %1599 = load ptr, ptr %7, align 8
  %1600 = load ptr, ptr %1599, align 8
  %1601 = ptrtoint ptr %1598 to i64
  %1602 = ptrtoint ptr %1600 to i64
  %1603 = sub i64 %1601, %1602
  %1604 = sdiv exact i64 %1603, 8
  %1605 = trunc i64 %1604 to i32
  %1606 = load ptr, ptr %7, align 8
  %1607 = getelementptr inbounds %struct.SeqStore_t, ptr %1606, i32 0, i32 10
  store i32 %1605, ptr %1607, align 4
  br label %1608

1608:                                             ; preds = %1576, %1593
  %1609 = load i64, ptr %11, align 8
  %1610 = trunc i64 %1609 to i16
  %1611 = load ptr, ptr %7, align 8
  %1612 = getelementptr inbounds %struct.SeqStore_t, ptr %1611, i32 0, i32 1
  %1613 = load ptr, ptr %1612, align 8
  %1614 = getelementptr inbounds %struct.SeqDef_s, ptr %1613, i32 0, i32 2
  store i16 %1610, ptr %1614, align 2
  %1615 = load ptr, ptr %7, align 8
  %1616 = getelementptr inbounds %struct.SeqStore_t, ptr %1615, i32 0, i32 1
  %1617 = load ptr, ptr %1616, align 8
  %1618 = getelementptr inbounds %struct.SeqDef_s, ptr %1617, i32 1
  store ptr %1618, ptr %1616, align 8
  %1619 = load i32, ptr %183, align 4
  %1620 = load ptr, ptr %137, align 8
  %1621 = load ptr, ptr %140, align 8
  %1622 = load i32, ptr %138, align 4
  %1623 = load i32, ptr %133, align 4
  store ptr %1621, ptr %120, align 8
  store i32 %1622, ptr %121, align 4
  store i32 %1623, ptr %122, align 4
  %1624 = load i32, ptr %122, align 4
  switch i32 %1624, label %1625 [
    i32 4, label %1626
    i32 5, label %1630
    i32 6, label %1634
    i32 7, label %1638
    i32 8, label %1642
  ]

1625:                                             ; preds = %1608
  br label %1626

1626:                                             ; preds = %1625, %1608
  %1627 = load ptr, ptr %120, align 8
  %1628 = load i32, ptr %121, align 4
  %1629 = call i64 @ZSTD_hash4Ptr(ptr noundef %1627, i32 noundef %1628)
  store i64 %1629, ptr %119, align 8
  br label %1646

1630:                                             ; preds = %1608
  %1631 = load ptr, ptr %120, align 8
  %1632 = load i32, ptr %121, align 4
  %1633 = call i64 @ZSTD_hash5Ptr(ptr noundef %1631, i32 noundef %1632)
  store i64 %1633, ptr %119, align 8
  br label %1646

1634:                                             ; preds = %1608
  %1635 = load ptr, ptr %120, align 8
  %1636 = load i32, ptr %121, align 4
  %1637 = call i64 @ZSTD_hash6Ptr(ptr noundef %1635, i32 noundef %1636)
  store i64 %1637, ptr %119, align 8
  br label %1646

1638:                                             ; preds = %1608
  %1639 = load ptr, ptr %120, align 8
  %1640 = load i32, ptr %121, align 4
  %1641 = call i64 @ZSTD_hash7Ptr(ptr noundef %1639, i32 noundef %1640)
  store i64 %1641, ptr %119, align 8
  br label %1646

1642:                                             ; preds = %1608
  %1643 = load ptr, ptr %120, align 8
  %1644 = load i32, ptr %121, align 4
  %1645 = call i64 @ZSTD_hash8Ptr(ptr noundef %1643, i32 noundef %1644)
  store i64 %1645, ptr %119, align 8
  br label %1646

1646:                                             ; preds = %1626, %1630, %1634, %1638, %1642
  %1647 = load i64, ptr %119, align 8
  %1648 = getelementptr inbounds i32, ptr %1620, i64 %1647
  store i32 %1619, ptr %1648, align 4
  %1649 = load i32, ptr %183, align 4
  %1650 = load ptr, ptr %135, align 8
  %1651 = load ptr, ptr %140, align 8
  %1652 = load i32, ptr %136, align 4
  store ptr %1651, ptr %124, align 8
  store i32 %1652, ptr %125, align 4
  store i32 8, ptr %126, align 4
  %1653 = load i32, ptr %126, align 4
  switch i32 %1653, label %1654 [
    i32 4, label %1655
    i32 5, label %1659
    i32 6, label %1663
    i32 7, label %1667
    i32 8, label %1671
  ]

1654:                                             ; preds = %1646
  br label %1655

1655:                                             ; preds = %1654, %1646
  %1656 = load ptr, ptr %124, align 8
  %1657 = load i32, ptr %125, align 4
  %1658 = call i64 @ZSTD_hash4Ptr(ptr noundef %1656, i32 noundef %1657)
  store i64 %1658, ptr %123, align 8
  br label %1675

1659:                                             ; preds = %1646
  %1660 = load ptr, ptr %124, align 8
  %1661 = load i32, ptr %125, align 4
  %1662 = call i64 @ZSTD_hash5Ptr(ptr noundef %1660, i32 noundef %1661)
  store i64 %1662, ptr %123, align 8
  br label %1675

1663:                                             ; preds = %1646
  %1664 = load ptr, ptr %124, align 8
  %1665 = load i32, ptr %125, align 4
  %1666 = call i64 @ZSTD_hash6Ptr(ptr noundef %1664, i32 noundef %1665)
  store i64 %1666, ptr %123, align 8
  br label %1675

1667:                                             ; preds = %1646
  %1668 = load ptr, ptr %124, align 8
  %1669 = load i32, ptr %125, align 4
  %1670 = call i64 @ZSTD_hash7Ptr(ptr noundef %1668, i32 noundef %1669)
  store i64 %1670, ptr %123, align 8
  br label %1675

1671:                                             ; preds = %1646
  %1672 = load ptr, ptr %124, align 8
  %1673 = load i32, ptr %125, align 4
  %1674 = call i64 @ZSTD_hash8Ptr(ptr noundef %1672, i32 noundef %1673)
  store i64 %1674, ptr %123, align 8
  br label %1675

1675:                                             ; preds = %1655, %1659, %1663, %1667, %1671
  %1676 = load i64, ptr %123, align 8
  %1677 = getelementptr inbounds i32, ptr %1650, i64 %1676
  store i32 %1649, ptr %1677, align 4
  %1678 = load i64, ptr %187, align 8
  %1679 = load ptr, ptr %140, align 8
  %1680 = getelementptr inbounds i8, ptr %1679, i64 %1678
  store ptr %1680, ptr %140, align 8
  %1681 = load ptr, ptr %140, align 8
  store ptr %1681, ptr %141, align 8
  br label %1387, !llvm.loop !33

1682:                                             ; preds = %1427, %1414
  br label %1683

1683:                                             ; preds = %1682, %1387
  br label %1684

1684:                                             ; preds = %1683, %1238
  br label %278, !llvm.loop !32

1685:                                             ; preds = %278
  %1686 = load i32, ptr %154, align 4
  %1687 = load ptr, ptr %130, align 8
  %1688 = getelementptr inbounds i32, ptr %1687, i64 0
  store i32 %1686, ptr %1688, align 4
  %1689 = load i32, ptr %155, align 4
  %1690 = load ptr, ptr %130, align 8
  %1691 = getelementptr inbounds i32, ptr %1690, i64 1
  store i32 %1689, ptr %1691, align 4
  %1692 = load ptr, ptr %142, align 8
  %1693 = load ptr, ptr %141, align 8
  %1694 = ptrtoint ptr %1692 to i64
  %1695 = ptrtoint ptr %1693 to i64
  %1696 = sub i64 %1694, %1695
  store i64 %1696, ptr %127, align 8
  br label %1697

1697:                                             ; preds = %1685, %270
  %1698 = load i64, ptr %127, align 8
  ret i64 %1698
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_getLowestMatchIndex(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %12 = load i32, ptr %6, align 4
  %13 = shl i32 1, %12
  store i32 %13, ptr %7, align 4
  %14 = load ptr, ptr %4, align 8
  %15 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %14, i32 0, i32 0
  %16 = getelementptr inbounds %struct.ZSTD_window_t, ptr %15, i32 0, i32 4
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %8, align 4
  %18 = load i32, ptr %5, align 4
  %19 = load i32, ptr %8, align 4
  %20 = sub i32 %18, %19
  %21 = load i32, ptr %7, align 4
  %22 = icmp ugt i32 %20, %21
  br i1 %22, label %23, label %27

23:                                               ; preds = %3
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr %7, align 4
  %26 = sub i32 %24, %25
  br label %29

27:                                               ; preds = %3
  %28 = load i32, ptr %8, align 4
  br label %29

29:                                               ; preds = %27, %23
  %30 = phi i32 [ %26, %23 ], [ %28, %27 ]
  store i32 %30, ptr %9, align 4
  %31 = load ptr, ptr %4, align 8
  %32 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %31, i32 0, i32 1
  %33 = load i32, ptr %32, align 8
  %34 = icmp ne i32 %33, 0
  %35 = zext i1 %34 to i32
  store i32 %35, ptr %10, align 4
  %36 = load i32, ptr %10, align 4
  %37 = icmp ne i32 %36, 0
  br i1 %37, label %38, label %40

38:                                               ; preds = %29
  %39 = load i32, ptr %8, align 4
  br label %42

40:                                               ; preds = %29
  %41 = load i32, ptr %9, align 4
  br label %42

42:                                               ; preds = %40, %38
  %43 = phi i32 [ %39, %38 ], [ %41, %40 ]
  store i32 %43, ptr %11, align 4
  %44 = load i32, ptr %11, align 4
  ret i32 %44
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }

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
