; ModuleID = 'src/zstd/lib/compress/zstd_double_fast.c'
source_filename = "src/zstd/lib/compress/zstd_double_fast.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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

248:                                              ; preds = %1391, %247
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
  br label %693

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
  br label %967

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
  br label %780

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
  br i1 %667, label %720, label %748

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
  %689 = load ptr, ptr %143, align 8
  %690 = load ptr, ptr %123, align 8
  %691 = icmp ule ptr %689, %690
  br i1 %691, label %293, label %692, !llvm.loop !14

692:                                              ; preds = %681
  br label %693

693:                                              ; preds = %692, %257
  %694 = load i32, ptr %126, align 4
  %695 = icmp ne i32 %694, 0
  br i1 %695, label %696, label %701

696:                                              ; preds = %693
  %697 = load i32, ptr %124, align 4
  %698 = icmp ne i32 %697, 0
  br i1 %698, label %699, label %701

699:                                              ; preds = %696
  %700 = load i32, ptr %126, align 4
  br label %703

701:                                              ; preds = %696, %693
  %702 = load i32, ptr %127, align 4
  br label %703

703:                                              ; preds = %701, %699
  %704 = phi i32 [ %700, %699 ], [ %702, %701 ]
  store i32 %704, ptr %127, align 4
  %705 = load i32, ptr %124, align 4
  %706 = icmp ne i32 %705, 0
  br i1 %706, label %707, label %709

707:                                              ; preds = %703
  %708 = load i32, ptr %124, align 4
  br label %711

709:                                              ; preds = %703
  %710 = load i32, ptr %126, align 4
  br label %711

711:                                              ; preds = %709, %707
  %712 = phi i32 [ %708, %707 ], [ %710, %709 ]
  %713 = load ptr, ptr %107, align 8
  store i32 %712, ptr %713, align 4
  %714 = load i32, ptr %125, align 4
  %715 = icmp ne i32 %714, 0
  br i1 %715, label %716, label %718

716:                                              ; preds = %711
  %717 = load i32, ptr %125, align 4
  br label %1392

718:                                              ; preds = %711
  %719 = load i32, ptr %127, align 4
  br label %1392

720:                                              ; preds = %651
  %721 = load ptr, ptr %140, align 8
  %722 = call i64 @MEM_read64(ptr noundef %721)
  %723 = load ptr, ptr %143, align 8
  %724 = call i64 @MEM_read64(ptr noundef %723)
  %725 = icmp eq i64 %722, %724
  br i1 %725, label %726, label %748

726:                                              ; preds = %720
  %727 = load ptr, ptr %143, align 8
  %728 = getelementptr inbounds i8, ptr %727, i64 8
  %729 = load ptr, ptr %140, align 8
  %730 = getelementptr inbounds i8, ptr %729, i64 8
  %731 = load ptr, ptr %122, align 8
  %732 = call i64 @ZSTD_count(ptr noundef %728, ptr noundef %730, ptr noundef %731)
  %733 = add i64 %732, 8
  store i64 %733, ptr %151, align 8
  %734 = load i64, ptr %151, align 8
  %735 = load i64, ptr %128, align 8
  %736 = icmp ugt i64 %734, %735
  br i1 %736, label %737, label %747

737:                                              ; preds = %726
  %738 = load ptr, ptr %143, align 8
  store ptr %738, ptr %142, align 8
  %739 = load i64, ptr %151, align 8
  store i64 %739, ptr %128, align 8
  %740 = load ptr, ptr %142, align 8
  %741 = load ptr, ptr %140, align 8
  %742 = ptrtoint ptr %740 to i64
  %743 = ptrtoint ptr %741 to i64
  %744 = sub i64 %742, %743
  %745 = trunc i64 %744 to i32
  store i32 %745, ptr %129, align 4
  %746 = load ptr, ptr %140, align 8
  store ptr %746, ptr %139, align 8
  br label %747

747:                                              ; preds = %737, %726
  br label %748

748:                                              ; preds = %747, %720, %651
  br label %749

749:                                              ; preds = %772, %748
  %750 = load ptr, ptr %142, align 8
  %751 = load ptr, ptr %118, align 8
  %752 = icmp ugt ptr %750, %751
  %753 = zext i1 %752 to i32
  %754 = load ptr, ptr %139, align 8
  %755 = load ptr, ptr %121, align 8
  %756 = icmp ugt ptr %754, %755
  %757 = zext i1 %756 to i32
  %758 = and i32 %753, %757
  %759 = icmp ne i32 %758, 0
  br i1 %759, label %760, label %770

760:                                              ; preds = %749
  %761 = load ptr, ptr %142, align 8
  %762 = getelementptr inbounds i8, ptr %761, i64 -1
  %763 = load i8, ptr %762, align 1
  %764 = zext i8 %763 to i32
  %765 = load ptr, ptr %139, align 8
  %766 = getelementptr inbounds i8, ptr %765, i64 -1
  %767 = load i8, ptr %766, align 1
  %768 = zext i8 %767 to i32
  %769 = icmp eq i32 %764, %768
  br label %770

770:                                              ; preds = %760, %749
  %771 = phi i1 [ false, %749 ], [ %769, %760 ]
  br i1 %771, label %772, label %779

772:                                              ; preds = %770
  %773 = load ptr, ptr %142, align 8
  %774 = getelementptr inbounds i8, ptr %773, i32 -1
  store ptr %774, ptr %142, align 8
  %775 = load ptr, ptr %139, align 8
  %776 = getelementptr inbounds i8, ptr %775, i32 -1
  store ptr %776, ptr %139, align 8
  %777 = load i64, ptr %128, align 8
  %778 = add i64 %777, 1
  store i64 %778, ptr %128, align 8
  br label %749, !llvm.loop !15

779:                                              ; preds = %770
  br label %780

780:                                              ; preds = %779, %628
  %781 = load i32, ptr %124, align 4
  store i32 %781, ptr %125, align 4
  %782 = load i32, ptr %129, align 4
  store i32 %782, ptr %124, align 4
  %783 = load i64, ptr %133, align 8
  %784 = icmp ult i64 %783, 4
  br i1 %784, label %785, label %795

785:                                              ; preds = %780
  %786 = load ptr, ptr %143, align 8
  %787 = load ptr, ptr %116, align 8
  %788 = ptrtoint ptr %786 to i64
  %789 = ptrtoint ptr %787 to i64
  %790 = sub i64 %788, %789
  %791 = trunc i64 %790 to i32
  %792 = load ptr, ptr %112, align 8
  %793 = load i64, ptr %135, align 8
  %794 = getelementptr inbounds i32, ptr %792, i64 %793
  store i32 %791, ptr %794, align 4
  br label %795

795:                                              ; preds = %785, %780
  %796 = load ptr, ptr %106, align 8
  %797 = load ptr, ptr %142, align 8
  %798 = load ptr, ptr %118, align 8
  %799 = ptrtoint ptr %797 to i64
  %800 = ptrtoint ptr %798 to i64
  %801 = sub i64 %799, %800
  %802 = load ptr, ptr %118, align 8
  %803 = load ptr, ptr %122, align 8
  %804 = load i32, ptr %129, align 4
  %805 = add i32 %804, 3
  %806 = load i64, ptr %128, align 8
  store ptr %796, ptr %45, align 8
  store i64 %801, ptr %46, align 8
  store ptr %802, ptr %47, align 8
  store ptr %803, ptr %48, align 8
  store i32 %805, ptr %49, align 4
  store i64 %806, ptr %50, align 8
  %807 = load ptr, ptr %48, align 8
  %808 = getelementptr inbounds i8, ptr %807, i64 -32
  store ptr %808, ptr %51, align 8
  %809 = load ptr, ptr %47, align 8
  %810 = load i64, ptr %46, align 8
  %811 = getelementptr inbounds i8, ptr %809, i64 %810
  store ptr %811, ptr %52, align 8
  %812 = load ptr, ptr %52, align 8
  %813 = load ptr, ptr %51, align 8
  %814 = icmp ule ptr %812, %813
  br i1 %814, label %815, label %888

815:                                              ; preds = %795
  %816 = load ptr, ptr %45, align 8
  %817 = getelementptr inbounds %struct.SeqStore_t, ptr %816, i32 0, i32 3
  %818 = load ptr, ptr %817, align 8
  %819 = load ptr, ptr %47, align 8
  call void @ZSTD_copy16(ptr noundef %818, ptr noundef %819)
  %820 = load i64, ptr %46, align 8
  %821 = icmp ugt i64 %820, 16
  br i1 %821, label %822, label %887

822:                                              ; preds = %815
  %823 = load ptr, ptr %45, align 8
  %824 = getelementptr inbounds %struct.SeqStore_t, ptr %823, i32 0, i32 3
  %825 = load ptr, ptr %824, align 8
  %826 = getelementptr inbounds i8, ptr %825, i64 16
  %827 = load ptr, ptr %47, align 8
  %828 = getelementptr inbounds i8, ptr %827, i64 16
  %829 = load i64, ptr %46, align 8
  %830 = sub nsw i64 %829, 16
  store ptr %826, ptr %37, align 8
  store ptr %828, ptr %38, align 8
  store i64 %830, ptr %39, align 8
  store i32 0, ptr %40, align 4
  %831 = load ptr, ptr %37, align 8
  %832 = load ptr, ptr %38, align 8
  %833 = ptrtoint ptr %831 to i64
  %834 = ptrtoint ptr %832 to i64
  %835 = sub i64 %833, %834
  store i64 %835, ptr %41, align 8
  %836 = load ptr, ptr %38, align 8
  store ptr %836, ptr %42, align 8
  %837 = load ptr, ptr %37, align 8
  store ptr %837, ptr %43, align 8
  %838 = load ptr, ptr %43, align 8
  %839 = load i64, ptr %39, align 8
  %840 = getelementptr inbounds i8, ptr %838, i64 %839
  store ptr %840, ptr %44, align 8
  %841 = load i32, ptr %40, align 4
  %842 = icmp eq i32 %841, 1
  br i1 %842, label %843, label %858

843:                                              ; preds = %822
  %844 = load i64, ptr %41, align 8
  %845 = icmp slt i64 %844, 16
  br i1 %845, label %846, label %858

846:                                              ; preds = %843
  br label %847

847:                                              ; preds = %847, %846
  %848 = load ptr, ptr %43, align 8
  %849 = load ptr, ptr %42, align 8
  call void @ZSTD_copy8(ptr noundef %848, ptr noundef %849)
  %850 = load ptr, ptr %43, align 8
  %851 = getelementptr inbounds i8, ptr %850, i64 8
  store ptr %851, ptr %43, align 8
  %852 = load ptr, ptr %42, align 8
  %853 = getelementptr inbounds i8, ptr %852, i64 8
  store ptr %853, ptr %42, align 8
  %854 = load ptr, ptr %43, align 8
  %855 = load ptr, ptr %44, align 8
  %856 = icmp ult ptr %854, %855
  br i1 %856, label %847, label %857, !llvm.loop !11

857:                                              ; preds = %847
  br label %886

858:                                              ; preds = %843, %822
  %859 = load ptr, ptr %43, align 8
  %860 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %859, ptr noundef %860)
  %861 = load i64, ptr %39, align 8
  %862 = icmp sge i64 16, %861
  br i1 %862, label %863, label %864

863:                                              ; preds = %858
  br label %886

864:                                              ; preds = %858
  %865 = load ptr, ptr %43, align 8
  %866 = getelementptr inbounds i8, ptr %865, i64 16
  store ptr %866, ptr %43, align 8
  %867 = load ptr, ptr %42, align 8
  %868 = getelementptr inbounds i8, ptr %867, i64 16
  store ptr %868, ptr %42, align 8
  br label %869

869:                                              ; preds = %869, %864
  %870 = load ptr, ptr %43, align 8
  %871 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %870, ptr noundef %871)
  %872 = load ptr, ptr %43, align 8
  %873 = getelementptr inbounds i8, ptr %872, i64 16
  store ptr %873, ptr %43, align 8
  %874 = load ptr, ptr %42, align 8
  %875 = getelementptr inbounds i8, ptr %874, i64 16
  store ptr %875, ptr %42, align 8
  %876 = load ptr, ptr %43, align 8
  %877 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %876, ptr noundef %877)
  %878 = load ptr, ptr %43, align 8
  %879 = getelementptr inbounds i8, ptr %878, i64 16
  store ptr %879, ptr %43, align 8
  %880 = load ptr, ptr %42, align 8
  %881 = getelementptr inbounds i8, ptr %880, i64 16
  store ptr %881, ptr %42, align 8
  %882 = load ptr, ptr %43, align 8
  %883 = load ptr, ptr %44, align 8
  %884 = icmp ult ptr %882, %883
  br i1 %884, label %869, label %885, !llvm.loop !12

885:                                              ; preds = %869
  br label %886

886:                                              ; preds = %857, %863, %885
  br label %887

887:                                              ; preds = %886, %815
  br label %895

888:                                              ; preds = %795
  %889 = load ptr, ptr %45, align 8
  %890 = getelementptr inbounds %struct.SeqStore_t, ptr %889, i32 0, i32 3
  %891 = load ptr, ptr %890, align 8
  %892 = load ptr, ptr %47, align 8
  %893 = load ptr, ptr %52, align 8
  %894 = load ptr, ptr %51, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %891, ptr noundef %892, ptr noundef %893, ptr noundef %894)
  br label %895

895:                                              ; preds = %887, %888
  %896 = load i64, ptr %46, align 8
  %897 = load ptr, ptr %45, align 8
  %898 = getelementptr inbounds %struct.SeqStore_t, ptr %897, i32 0, i32 3
  %899 = load ptr, ptr %898, align 8
  %900 = getelementptr inbounds i8, ptr %899, i64 %896
  store ptr %900, ptr %898, align 8
  %901 = load ptr, ptr %45, align 8
  %902 = load i64, ptr %46, align 8
  %903 = load i32, ptr %49, align 4
  %904 = load i64, ptr %50, align 8
  store ptr %901, ptr %16, align 8
  store i64 %902, ptr %17, align 8
  store i32 %903, ptr %18, align 4
  store i64 %904, ptr %19, align 8
  %905 = load i64, ptr %17, align 8
  %906 = icmp ugt i64 %905, 65535
  %907 = zext i1 %906 to i32
  %908 = sext i32 %907 to i64
  br i1 %906, label %909, label %924

909:                                              ; preds = %895
  %910 = load ptr, ptr %16, align 8
  %911 = getelementptr inbounds %struct.SeqStore_t, ptr %910, i32 0, i32 9
  store i32 1, ptr %911, align 8
  %912 = load ptr, ptr %16, align 8
  %913 = getelementptr inbounds %struct.SeqStore_t, ptr %912, i32 0, i32 1
  %914 = load ptr, ptr %913, align 8
  %915 = load ptr, ptr %16, align 8
  %916 = load ptr, ptr %915, align 8
  %917 = ptrtoint ptr %914 to i64
  %918 = ptrtoint ptr %916 to i64
  %919 = sub i64 %917, %918
  %920 = sdiv exact i64 %919, 8
  %921 = trunc i64 %920 to i32
  %922 = load ptr, ptr %16, align 8
  %923 = getelementptr inbounds %struct.SeqStore_t, ptr %922, i32 0, i32 10
  store i32 %921, ptr %923, align 4
  br label %924

924:                                              ; preds = %909, %895
  %925 = load i64, ptr %17, align 8
  %926 = trunc i64 %925 to i16
  %927 = load ptr, ptr %16, align 8
  %928 = getelementptr inbounds %struct.SeqStore_t, ptr %927, i32 0, i32 1
  %929 = load ptr, ptr %928, align 8
  %930 = getelementptr inbounds %struct.SeqDef_s, ptr %929, i32 0, i32 1
  store i16 %926, ptr %930, align 4
  %931 = load i32, ptr %18, align 4
  %932 = load ptr, ptr %16, align 8
  %933 = getelementptr inbounds %struct.SeqStore_t, ptr %932, i32 0, i32 1
  %934 = load ptr, ptr %933, align 8
  store i32 %931, ptr %934, align 4
  %935 = load i64, ptr %19, align 8
  %936 = sub i64 %935, 3
  store i64 %936, ptr %20, align 8
  %937 = load i64, ptr %20, align 8
  %938 = icmp ugt i64 %937, 65535
  %939 = zext i1 %938 to i32
  %940 = sext i32 %939 to i64
  br i1 %938, label %941, label %956

941:                                              ; preds = %924
  %942 = load ptr, ptr %16, align 8
  %943 = getelementptr inbounds %struct.SeqStore_t, ptr %942, i32 0, i32 9
  store i32 2, ptr %943, align 8
  %944 = load ptr, ptr %16, align 8
  %945 = getelementptr inbounds %struct.SeqStore_t, ptr %944, i32 0, i32 1
  %946 = load ptr, ptr %945, align 8
  %947 = load ptr, ptr %16, align 8
  %948 = load ptr, ptr %947, align 8
  %949 = ptrtoint ptr %946 to i64
  %950 = ptrtoint ptr %948 to i64
  %951 = sub i64 %949, %950
  %952 = sdiv exact i64 %951, 8
  %953 = trunc i64 %952 to i32
  %954 = load ptr, ptr %16, align 8
  %955 = getelementptr inbounds %struct.SeqStore_t, ptr %954, i32 0, i32 10
  store i32 %953, ptr %955, align 4
  br label %956

956:                                              ; preds = %924, %941
  %957 = load i64, ptr %20, align 8
  %958 = trunc i64 %957 to i16
  %959 = load ptr, ptr %16, align 8
  %960 = getelementptr inbounds %struct.SeqStore_t, ptr %959, i32 0, i32 1
  %961 = load ptr, ptr %960, align 8
  %962 = getelementptr inbounds %struct.SeqDef_s, ptr %961, i32 0, i32 2
  store i16 %958, ptr %962, align 2
  %963 = load ptr, ptr %16, align 8
  %964 = getelementptr inbounds %struct.SeqStore_t, ptr %963, i32 0, i32 1
  %965 = load ptr, ptr %964, align 8
  %966 = getelementptr inbounds %struct.SeqDef_s, ptr %965, i32 1
  store ptr %966, ptr %964, align 8
  br label %967

967:                                              ; preds = %956, %533
  %968 = load i64, ptr %128, align 8
  %969 = load ptr, ptr %142, align 8
  %970 = getelementptr inbounds i8, ptr %969, i64 %968
  store ptr %970, ptr %142, align 8
  %971 = load ptr, ptr %142, align 8
  store ptr %971, ptr %118, align 8
  %972 = load ptr, ptr %142, align 8
  %973 = load ptr, ptr %123, align 8
  %974 = icmp ule ptr %972, %973
  br i1 %974, label %975, label %1391

975:                                              ; preds = %967
  %976 = load i32, ptr %130, align 4
  %977 = add i32 %976, 2
  store i32 %977, ptr %152, align 4
  %978 = load i32, ptr %152, align 4
  %979 = load ptr, ptr %112, align 8
  %980 = load ptr, ptr %116, align 8
  %981 = load i32, ptr %152, align 4
  %982 = zext i32 %981 to i64
  %983 = getelementptr inbounds i8, ptr %980, i64 %982
  %984 = load i32, ptr %113, align 4
  store ptr %983, ptr %82, align 8
  store i32 %984, ptr %83, align 4
  store i32 8, ptr %84, align 4
  %985 = load i32, ptr %84, align 4
  switch i32 %985, label %986 [
    i32 4, label %987
    i32 5, label %991
    i32 6, label %995
    i32 7, label %999
    i32 8, label %1003
  ]

986:                                              ; preds = %975
  br label %987

987:                                              ; preds = %986, %975
  %988 = load ptr, ptr %82, align 8
  %989 = load i32, ptr %83, align 4
  %990 = call i64 @ZSTD_hash4Ptr(ptr noundef %988, i32 noundef %989)
  store i64 %990, ptr %81, align 8
  br label %1007

991:                                              ; preds = %975
  %992 = load ptr, ptr %82, align 8
  %993 = load i32, ptr %83, align 4
  %994 = call i64 @ZSTD_hash5Ptr(ptr noundef %992, i32 noundef %993)
  store i64 %994, ptr %81, align 8
  br label %1007

995:                                              ; preds = %975
  %996 = load ptr, ptr %82, align 8
  %997 = load i32, ptr %83, align 4
  %998 = call i64 @ZSTD_hash6Ptr(ptr noundef %996, i32 noundef %997)
  store i64 %998, ptr %81, align 8
  br label %1007

999:                                              ; preds = %975
  %1000 = load ptr, ptr %82, align 8
  %1001 = load i32, ptr %83, align 4
  %1002 = call i64 @ZSTD_hash7Ptr(ptr noundef %1000, i32 noundef %1001)
  store i64 %1002, ptr %81, align 8
  br label %1007

1003:                                             ; preds = %975
  %1004 = load ptr, ptr %82, align 8
  %1005 = load i32, ptr %83, align 4
  %1006 = call i64 @ZSTD_hash8Ptr(ptr noundef %1004, i32 noundef %1005)
  store i64 %1006, ptr %81, align 8
  br label %1007

1007:                                             ; preds = %1003, %999, %995, %991, %987
  %1008 = load i64, ptr %81, align 8
  %1009 = getelementptr inbounds i32, ptr %979, i64 %1008
  store i32 %978, ptr %1009, align 4
  %1010 = load ptr, ptr %142, align 8
  %1011 = getelementptr inbounds i8, ptr %1010, i64 -2
  %1012 = load ptr, ptr %116, align 8
  %1013 = ptrtoint ptr %1011 to i64
  %1014 = ptrtoint ptr %1012 to i64
  %1015 = sub i64 %1013, %1014
  %1016 = trunc i64 %1015 to i32
  %1017 = load ptr, ptr %112, align 8
  %1018 = load ptr, ptr %142, align 8
  %1019 = getelementptr inbounds i8, ptr %1018, i64 -2
  %1020 = load i32, ptr %113, align 4
  store ptr %1019, ptr %86, align 8
  store i32 %1020, ptr %87, align 4
  store i32 8, ptr %88, align 4
  %1021 = load i32, ptr %88, align 4
  switch i32 %1021, label %1022 [
    i32 4, label %1023
    i32 5, label %1027
    i32 6, label %1031
    i32 7, label %1035
    i32 8, label %1039
  ]

1022:                                             ; preds = %1007
  br label %1023

1023:                                             ; preds = %1022, %1007
  %1024 = load ptr, ptr %86, align 8
  %1025 = load i32, ptr %87, align 4
  %1026 = call i64 @ZSTD_hash4Ptr(ptr noundef %1024, i32 noundef %1025)
  store i64 %1026, ptr %85, align 8
  br label %1043

1027:                                             ; preds = %1007
  %1028 = load ptr, ptr %86, align 8
  %1029 = load i32, ptr %87, align 4
  %1030 = call i64 @ZSTD_hash5Ptr(ptr noundef %1028, i32 noundef %1029)
  store i64 %1030, ptr %85, align 8
  br label %1043

1031:                                             ; preds = %1007
  %1032 = load ptr, ptr %86, align 8
  %1033 = load i32, ptr %87, align 4
  %1034 = call i64 @ZSTD_hash6Ptr(ptr noundef %1032, i32 noundef %1033)
  store i64 %1034, ptr %85, align 8
  br label %1043

1035:                                             ; preds = %1007
  %1036 = load ptr, ptr %86, align 8
  %1037 = load i32, ptr %87, align 4
  %1038 = call i64 @ZSTD_hash7Ptr(ptr noundef %1036, i32 noundef %1037)
  store i64 %1038, ptr %85, align 8
  br label %1043

1039:                                             ; preds = %1007
  %1040 = load ptr, ptr %86, align 8
  %1041 = load i32, ptr %87, align 4
  %1042 = call i64 @ZSTD_hash8Ptr(ptr noundef %1040, i32 noundef %1041)
  store i64 %1042, ptr %85, align 8
  br label %1043

1043:                                             ; preds = %1039, %1035, %1031, %1027, %1023
  %1044 = load i64, ptr %85, align 8
  %1045 = getelementptr inbounds i32, ptr %1017, i64 %1044
  store i32 %1016, ptr %1045, align 4
  %1046 = load i32, ptr %152, align 4
  %1047 = load ptr, ptr %114, align 8
  %1048 = load ptr, ptr %116, align 8
  %1049 = load i32, ptr %152, align 4
  %1050 = zext i32 %1049 to i64
  %1051 = getelementptr inbounds i8, ptr %1048, i64 %1050
  %1052 = load i32, ptr %115, align 4
  %1053 = load i32, ptr %110, align 4
  store ptr %1051, ptr %90, align 8
  store i32 %1052, ptr %91, align 4
  store i32 %1053, ptr %92, align 4
  %1054 = load i32, ptr %92, align 4
  switch i32 %1054, label %1055 [
    i32 4, label %1056
    i32 5, label %1060
    i32 6, label %1064
    i32 7, label %1068
    i32 8, label %1072
  ]

1055:                                             ; preds = %1043
  br label %1056

1056:                                             ; preds = %1055, %1043
  %1057 = load ptr, ptr %90, align 8
  %1058 = load i32, ptr %91, align 4
  %1059 = call i64 @ZSTD_hash4Ptr(ptr noundef %1057, i32 noundef %1058)
  store i64 %1059, ptr %89, align 8
  br label %1076

1060:                                             ; preds = %1043
  %1061 = load ptr, ptr %90, align 8
  %1062 = load i32, ptr %91, align 4
  %1063 = call i64 @ZSTD_hash5Ptr(ptr noundef %1061, i32 noundef %1062)
  store i64 %1063, ptr %89, align 8
  br label %1076

1064:                                             ; preds = %1043
  %1065 = load ptr, ptr %90, align 8
  %1066 = load i32, ptr %91, align 4
  %1067 = call i64 @ZSTD_hash6Ptr(ptr noundef %1065, i32 noundef %1066)
  store i64 %1067, ptr %89, align 8
  br label %1076

1068:                                             ; preds = %1043
  %1069 = load ptr, ptr %90, align 8
  %1070 = load i32, ptr %91, align 4
  %1071 = call i64 @ZSTD_hash7Ptr(ptr noundef %1069, i32 noundef %1070)
  store i64 %1071, ptr %89, align 8
  br label %1076

1072:                                             ; preds = %1043
  %1073 = load ptr, ptr %90, align 8
  %1074 = load i32, ptr %91, align 4
  %1075 = call i64 @ZSTD_hash8Ptr(ptr noundef %1073, i32 noundef %1074)
  store i64 %1075, ptr %89, align 8
  br label %1076

1076:                                             ; preds = %1072, %1068, %1064, %1060, %1056
  %1077 = load i64, ptr %89, align 8
  %1078 = getelementptr inbounds i32, ptr %1047, i64 %1077
  store i32 %1046, ptr %1078, align 4
  %1079 = load ptr, ptr %142, align 8
  %1080 = getelementptr inbounds i8, ptr %1079, i64 -1
  %1081 = load ptr, ptr %116, align 8
  %1082 = ptrtoint ptr %1080 to i64
  %1083 = ptrtoint ptr %1081 to i64
  %1084 = sub i64 %1082, %1083
  %1085 = trunc i64 %1084 to i32
  %1086 = load ptr, ptr %114, align 8
  %1087 = load ptr, ptr %142, align 8
  %1088 = getelementptr inbounds i8, ptr %1087, i64 -1
  %1089 = load i32, ptr %115, align 4
  %1090 = load i32, ptr %110, align 4
  store ptr %1088, ptr %94, align 8
  store i32 %1089, ptr %95, align 4
  store i32 %1090, ptr %96, align 4
  %1091 = load i32, ptr %96, align 4
  switch i32 %1091, label %1092 [
    i32 4, label %1093
    i32 5, label %1097
    i32 6, label %1101
    i32 7, label %1105
    i32 8, label %1109
  ]

1092:                                             ; preds = %1076
  br label %1093

1093:                                             ; preds = %1092, %1076
  %1094 = load ptr, ptr %94, align 8
  %1095 = load i32, ptr %95, align 4
  %1096 = call i64 @ZSTD_hash4Ptr(ptr noundef %1094, i32 noundef %1095)
  store i64 %1096, ptr %93, align 8
  br label %1113

1097:                                             ; preds = %1076
  %1098 = load ptr, ptr %94, align 8
  %1099 = load i32, ptr %95, align 4
  %1100 = call i64 @ZSTD_hash5Ptr(ptr noundef %1098, i32 noundef %1099)
  store i64 %1100, ptr %93, align 8
  br label %1113

1101:                                             ; preds = %1076
  %1102 = load ptr, ptr %94, align 8
  %1103 = load i32, ptr %95, align 4
  %1104 = call i64 @ZSTD_hash6Ptr(ptr noundef %1102, i32 noundef %1103)
  store i64 %1104, ptr %93, align 8
  br label %1113

1105:                                             ; preds = %1076
  %1106 = load ptr, ptr %94, align 8
  %1107 = load i32, ptr %95, align 4
  %1108 = call i64 @ZSTD_hash7Ptr(ptr noundef %1106, i32 noundef %1107)
  store i64 %1108, ptr %93, align 8
  br label %1113

1109:                                             ; preds = %1076
  %1110 = load ptr, ptr %94, align 8
  %1111 = load i32, ptr %95, align 4
  %1112 = call i64 @ZSTD_hash8Ptr(ptr noundef %1110, i32 noundef %1111)
  store i64 %1112, ptr %93, align 8
  br label %1113

1113:                                             ; preds = %1109, %1105, %1101, %1097, %1093
  %1114 = load i64, ptr %93, align 8
  %1115 = getelementptr inbounds i32, ptr %1086, i64 %1114
  store i32 %1085, ptr %1115, align 4
  br label %1116

1116:                                             ; preds = %1375, %1113
  %1117 = load ptr, ptr %142, align 8
  %1118 = load ptr, ptr %123, align 8
  %1119 = icmp ule ptr %1117, %1118
  br i1 %1119, label %1120, label %1136

1120:                                             ; preds = %1116
  %1121 = load i32, ptr %125, align 4
  %1122 = icmp ugt i32 %1121, 0
  %1123 = zext i1 %1122 to i32
  %1124 = load ptr, ptr %142, align 8
  %1125 = call i32 @MEM_read32(ptr noundef %1124)
  %1126 = load ptr, ptr %142, align 8
  %1127 = load i32, ptr %125, align 4
  %1128 = zext i32 %1127 to i64
  %1129 = sub i64 0, %1128
  %1130 = getelementptr inbounds i8, ptr %1126, i64 %1129
  %1131 = call i32 @MEM_read32(ptr noundef %1130)
  %1132 = icmp eq i32 %1125, %1131
  %1133 = zext i1 %1132 to i32
  %1134 = and i32 %1123, %1133
  %1135 = icmp ne i32 %1134, 0
  br label %1136

1136:                                             ; preds = %1120, %1116
  %1137 = phi i1 [ false, %1116 ], [ %1135, %1120 ]
  br i1 %1137, label %1138, label %1390

1138:                                             ; preds = %1136
  %1139 = load ptr, ptr %142, align 8
  %1140 = getelementptr inbounds i8, ptr %1139, i64 4
  %1141 = load ptr, ptr %142, align 8
  %1142 = getelementptr inbounds i8, ptr %1141, i64 4
  %1143 = load i32, ptr %125, align 4
  %1144 = zext i32 %1143 to i64
  %1145 = sub i64 0, %1144
  %1146 = getelementptr inbounds i8, ptr %1142, i64 %1145
  %1147 = load ptr, ptr %122, align 8
  %1148 = call i64 @ZSTD_count(ptr noundef %1140, ptr noundef %1146, ptr noundef %1147)
  %1149 = add i64 %1148, 4
  store i64 %1149, ptr %153, align 8
  %1150 = load i32, ptr %125, align 4
  store i32 %1150, ptr %154, align 4
  %1151 = load i32, ptr %124, align 4
  store i32 %1151, ptr %125, align 4
  %1152 = load i32, ptr %154, align 4
  store i32 %1152, ptr %124, align 4
  %1153 = load ptr, ptr %142, align 8
  %1154 = load ptr, ptr %116, align 8
  %1155 = ptrtoint ptr %1153 to i64
  %1156 = ptrtoint ptr %1154 to i64
  %1157 = sub i64 %1155, %1156
  %1158 = trunc i64 %1157 to i32
  %1159 = load ptr, ptr %114, align 8
  %1160 = load ptr, ptr %142, align 8
  %1161 = load i32, ptr %115, align 4
  %1162 = load i32, ptr %110, align 4
  store ptr %1160, ptr %98, align 8
  store i32 %1161, ptr %99, align 4
  store i32 %1162, ptr %100, align 4
  %1163 = load i32, ptr %100, align 4
  switch i32 %1163, label %1164 [
    i32 4, label %1165
    i32 5, label %1169
    i32 6, label %1173
    i32 7, label %1177
    i32 8, label %1181
  ]

1164:                                             ; preds = %1138
  br label %1165

1165:                                             ; preds = %1164, %1138
  %1166 = load ptr, ptr %98, align 8
  %1167 = load i32, ptr %99, align 4
  %1168 = call i64 @ZSTD_hash4Ptr(ptr noundef %1166, i32 noundef %1167)
  store i64 %1168, ptr %97, align 8
  br label %1185

1169:                                             ; preds = %1138
  %1170 = load ptr, ptr %98, align 8
  %1171 = load i32, ptr %99, align 4
  %1172 = call i64 @ZSTD_hash5Ptr(ptr noundef %1170, i32 noundef %1171)
  store i64 %1172, ptr %97, align 8
  br label %1185

1173:                                             ; preds = %1138
  %1174 = load ptr, ptr %98, align 8
  %1175 = load i32, ptr %99, align 4
  %1176 = call i64 @ZSTD_hash6Ptr(ptr noundef %1174, i32 noundef %1175)
  store i64 %1176, ptr %97, align 8
  br label %1185

1177:                                             ; preds = %1138
  %1178 = load ptr, ptr %98, align 8
  %1179 = load i32, ptr %99, align 4
  %1180 = call i64 @ZSTD_hash7Ptr(ptr noundef %1178, i32 noundef %1179)
  store i64 %1180, ptr %97, align 8
  br label %1185

1181:                                             ; preds = %1138
  %1182 = load ptr, ptr %98, align 8
  %1183 = load i32, ptr %99, align 4
  %1184 = call i64 @ZSTD_hash8Ptr(ptr noundef %1182, i32 noundef %1183)
  store i64 %1184, ptr %97, align 8
  br label %1185

1185:                                             ; preds = %1181, %1177, %1173, %1169, %1165
  %1186 = load i64, ptr %97, align 8
  %1187 = getelementptr inbounds i32, ptr %1159, i64 %1186
  store i32 %1158, ptr %1187, align 4
  %1188 = load ptr, ptr %142, align 8
  %1189 = load ptr, ptr %116, align 8
  %1190 = ptrtoint ptr %1188 to i64
  %1191 = ptrtoint ptr %1189 to i64
  %1192 = sub i64 %1190, %1191
  %1193 = trunc i64 %1192 to i32
  %1194 = load ptr, ptr %112, align 8
  %1195 = load ptr, ptr %142, align 8
  %1196 = load i32, ptr %113, align 4
  store ptr %1195, ptr %102, align 8
  store i32 %1196, ptr %103, align 4
  store i32 8, ptr %104, align 4
  %1197 = load i32, ptr %104, align 4
  switch i32 %1197, label %1198 [
    i32 4, label %1199
    i32 5, label %1203
    i32 6, label %1207
    i32 7, label %1211
    i32 8, label %1215
  ]

1198:                                             ; preds = %1185
  br label %1199

1199:                                             ; preds = %1198, %1185
  %1200 = load ptr, ptr %102, align 8
  %1201 = load i32, ptr %103, align 4
  %1202 = call i64 @ZSTD_hash4Ptr(ptr noundef %1200, i32 noundef %1201)
  store i64 %1202, ptr %101, align 8
  br label %1219

1203:                                             ; preds = %1185
  %1204 = load ptr, ptr %102, align 8
  %1205 = load i32, ptr %103, align 4
  %1206 = call i64 @ZSTD_hash5Ptr(ptr noundef %1204, i32 noundef %1205)
  store i64 %1206, ptr %101, align 8
  br label %1219

1207:                                             ; preds = %1185
  %1208 = load ptr, ptr %102, align 8
  %1209 = load i32, ptr %103, align 4
  %1210 = call i64 @ZSTD_hash6Ptr(ptr noundef %1208, i32 noundef %1209)
  store i64 %1210, ptr %101, align 8
  br label %1219

1211:                                             ; preds = %1185
  %1212 = load ptr, ptr %102, align 8
  %1213 = load i32, ptr %103, align 4
  %1214 = call i64 @ZSTD_hash7Ptr(ptr noundef %1212, i32 noundef %1213)
  store i64 %1214, ptr %101, align 8
  br label %1219

1215:                                             ; preds = %1185
  %1216 = load ptr, ptr %102, align 8
  %1217 = load i32, ptr %103, align 4
  %1218 = call i64 @ZSTD_hash8Ptr(ptr noundef %1216, i32 noundef %1217)
  store i64 %1218, ptr %101, align 8
  br label %1219

1219:                                             ; preds = %1215, %1211, %1207, %1203, %1199
  %1220 = load i64, ptr %101, align 8
  %1221 = getelementptr inbounds i32, ptr %1194, i64 %1220
  store i32 %1193, ptr %1221, align 4
  %1222 = load ptr, ptr %106, align 8
  %1223 = load ptr, ptr %118, align 8
  %1224 = load ptr, ptr %122, align 8
  %1225 = load i64, ptr %153, align 8
  store ptr %1222, ptr %53, align 8
  store i64 0, ptr %54, align 8
  store ptr %1223, ptr %55, align 8
  store ptr %1224, ptr %56, align 8
  store i32 1, ptr %57, align 4
  store i64 %1225, ptr %58, align 8
  %1226 = load ptr, ptr %56, align 8
  %1227 = getelementptr inbounds i8, ptr %1226, i64 -32
  store ptr %1227, ptr %59, align 8
  %1228 = load ptr, ptr %55, align 8
  %1229 = load i64, ptr %54, align 8
  %1230 = getelementptr inbounds i8, ptr %1228, i64 %1229
  store ptr %1230, ptr %60, align 8
  %1231 = load ptr, ptr %60, align 8
  %1232 = load ptr, ptr %59, align 8
  %1233 = icmp ule ptr %1231, %1232
  br i1 %1233, label %1234, label %1307

1234:                                             ; preds = %1219
  %1235 = load ptr, ptr %53, align 8
  %1236 = getelementptr inbounds %struct.SeqStore_t, ptr %1235, i32 0, i32 3
  %1237 = load ptr, ptr %1236, align 8
  %1238 = load ptr, ptr %55, align 8
  call void @ZSTD_copy16(ptr noundef %1237, ptr noundef %1238)
  %1239 = load i64, ptr %54, align 8
  %1240 = icmp ugt i64 %1239, 16
  br i1 %1240, label %1241, label %1306

1241:                                             ; preds = %1234
  %1242 = load ptr, ptr %53, align 8
  %1243 = getelementptr inbounds %struct.SeqStore_t, ptr %1242, i32 0, i32 3
  %1244 = load ptr, ptr %1243, align 8
  %1245 = getelementptr inbounds i8, ptr %1244, i64 16
  %1246 = load ptr, ptr %55, align 8
  %1247 = getelementptr inbounds i8, ptr %1246, i64 16
  %1248 = load i64, ptr %54, align 8
  %1249 = sub nsw i64 %1248, 16
  store ptr %1245, ptr %29, align 8
  store ptr %1247, ptr %30, align 8
  store i64 %1249, ptr %31, align 8
  store i32 0, ptr %32, align 4
  %1250 = load ptr, ptr %29, align 8
  %1251 = load ptr, ptr %30, align 8
  %1252 = ptrtoint ptr %1250 to i64
  %1253 = ptrtoint ptr %1251 to i64
  %1254 = sub i64 %1252, %1253
  store i64 %1254, ptr %33, align 8
  %1255 = load ptr, ptr %30, align 8
  store ptr %1255, ptr %34, align 8
  %1256 = load ptr, ptr %29, align 8
  store ptr %1256, ptr %35, align 8
  %1257 = load ptr, ptr %35, align 8
  %1258 = load i64, ptr %31, align 8
  %1259 = getelementptr inbounds i8, ptr %1257, i64 %1258
  store ptr %1259, ptr %36, align 8
  %1260 = load i32, ptr %32, align 4
  %1261 = icmp eq i32 %1260, 1
  br i1 %1261, label %1262, label %1277

1262:                                             ; preds = %1241
  %1263 = load i64, ptr %33, align 8
  %1264 = icmp slt i64 %1263, 16
  br i1 %1264, label %1265, label %1277

1265:                                             ; preds = %1262
  br label %1266

1266:                                             ; preds = %1266, %1265
  %1267 = load ptr, ptr %35, align 8
  %1268 = load ptr, ptr %34, align 8
  call void @ZSTD_copy8(ptr noundef %1267, ptr noundef %1268)
  %1269 = load ptr, ptr %35, align 8
  %1270 = getelementptr inbounds i8, ptr %1269, i64 8
  store ptr %1270, ptr %35, align 8
  %1271 = load ptr, ptr %34, align 8
  %1272 = getelementptr inbounds i8, ptr %1271, i64 8
  store ptr %1272, ptr %34, align 8
  %1273 = load ptr, ptr %35, align 8
  %1274 = load ptr, ptr %36, align 8
  %1275 = icmp ult ptr %1273, %1274
  br i1 %1275, label %1266, label %1276, !llvm.loop !11

1276:                                             ; preds = %1266
  br label %1305

1277:                                             ; preds = %1262, %1241
  %1278 = load ptr, ptr %35, align 8
  %1279 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1278, ptr noundef %1279)
  %1280 = load i64, ptr %31, align 8
  %1281 = icmp sge i64 16, %1280
  br i1 %1281, label %1282, label %1283

1282:                                             ; preds = %1277
  br label %1305

1283:                                             ; preds = %1277
  %1284 = load ptr, ptr %35, align 8
  %1285 = getelementptr inbounds i8, ptr %1284, i64 16
  store ptr %1285, ptr %35, align 8
  %1286 = load ptr, ptr %34, align 8
  %1287 = getelementptr inbounds i8, ptr %1286, i64 16
  store ptr %1287, ptr %34, align 8
  br label %1288

1288:                                             ; preds = %1288, %1283
  %1289 = load ptr, ptr %35, align 8
  %1290 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1289, ptr noundef %1290)
  %1291 = load ptr, ptr %35, align 8
  %1292 = getelementptr inbounds i8, ptr %1291, i64 16
  store ptr %1292, ptr %35, align 8
  %1293 = load ptr, ptr %34, align 8
  %1294 = getelementptr inbounds i8, ptr %1293, i64 16
  store ptr %1294, ptr %34, align 8
  %1295 = load ptr, ptr %35, align 8
  %1296 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1295, ptr noundef %1296)
  %1297 = load ptr, ptr %35, align 8
  %1298 = getelementptr inbounds i8, ptr %1297, i64 16
  store ptr %1298, ptr %35, align 8
  %1299 = load ptr, ptr %34, align 8
  %1300 = getelementptr inbounds i8, ptr %1299, i64 16
  store ptr %1300, ptr %34, align 8
  %1301 = load ptr, ptr %35, align 8
  %1302 = load ptr, ptr %36, align 8
  %1303 = icmp ult ptr %1301, %1302
  br i1 %1303, label %1288, label %1304, !llvm.loop !12

1304:                                             ; preds = %1288
  br label %1305

1305:                                             ; preds = %1276, %1282, %1304
  br label %1306

1306:                                             ; preds = %1305, %1234
  br label %1314

1307:                                             ; preds = %1219
  %1308 = load ptr, ptr %53, align 8
  %1309 = getelementptr inbounds %struct.SeqStore_t, ptr %1308, i32 0, i32 3
  %1310 = load ptr, ptr %1309, align 8
  %1311 = load ptr, ptr %55, align 8
  %1312 = load ptr, ptr %60, align 8
  %1313 = load ptr, ptr %59, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1310, ptr noundef %1311, ptr noundef %1312, ptr noundef %1313)
  br label %1314

1314:                                             ; preds = %1306, %1307
  %1315 = load i64, ptr %54, align 8
  %1316 = load ptr, ptr %53, align 8
  %1317 = getelementptr inbounds %struct.SeqStore_t, ptr %1316, i32 0, i32 3
  %1318 = load ptr, ptr %1317, align 8
  %1319 = getelementptr inbounds i8, ptr %1318, i64 %1315
  store ptr %1319, ptr %1317, align 8
  %1320 = load ptr, ptr %53, align 8
  %1321 = load i64, ptr %54, align 8
  %1322 = load i32, ptr %57, align 4
  %1323 = load i64, ptr %58, align 8
  store ptr %1320, ptr %11, align 8
  store i64 %1321, ptr %12, align 8
  store i32 %1322, ptr %13, align 4
  store i64 %1323, ptr %14, align 8
  %1324 = load i64, ptr %12, align 8
  %1325 = icmp ugt i64 %1324, 65535
  %1326 = zext i1 %1325 to i32
  %1327 = sext i32 %1326 to i64
  br i1 %1325, label %1328, label %1343

1328:                                             ; preds = %1314
  %1329 = load ptr, ptr %11, align 8
  %1330 = getelementptr inbounds %struct.SeqStore_t, ptr %1329, i32 0, i32 9
  store i32 1, ptr %1330, align 8
  %1331 = load ptr, ptr %11, align 8
  %1332 = getelementptr inbounds %struct.SeqStore_t, ptr %1331, i32 0, i32 1
  %1333 = load ptr, ptr %1332, align 8
  %1334 = load ptr, ptr %11, align 8
  %1335 = load ptr, ptr %1334, align 8
  %1336 = ptrtoint ptr %1333 to i64
  %1337 = ptrtoint ptr %1335 to i64
  %1338 = sub i64 %1336, %1337
  %1339 = sdiv exact i64 %1338, 8
  %1340 = trunc i64 %1339 to i32
  %1341 = load ptr, ptr %11, align 8
  %1342 = getelementptr inbounds %struct.SeqStore_t, ptr %1341, i32 0, i32 10
  store i32 %1340, ptr %1342, align 4
  br label %1343

1343:                                             ; preds = %1328, %1314
  %1344 = load i64, ptr %12, align 8
  %1345 = trunc i64 %1344 to i16
  %1346 = load ptr, ptr %11, align 8
  %1347 = getelementptr inbounds %struct.SeqStore_t, ptr %1346, i32 0, i32 1
  %1348 = load ptr, ptr %1347, align 8
  %1349 = getelementptr inbounds %struct.SeqDef_s, ptr %1348, i32 0, i32 1
  store i16 %1345, ptr %1349, align 4
  %1350 = load i32, ptr %13, align 4
  %1351 = load ptr, ptr %11, align 8
  %1352 = getelementptr inbounds %struct.SeqStore_t, ptr %1351, i32 0, i32 1
  %1353 = load ptr, ptr %1352, align 8
  store i32 %1350, ptr %1353, align 4
  %1354 = load i64, ptr %14, align 8
  %1355 = sub i64 %1354, 3
  store i64 %1355, ptr %15, align 8
  %1356 = load i64, ptr %15, align 8
  %1357 = icmp ugt i64 %1356, 65535
  %1358 = zext i1 %1357 to i32
  %1359 = sext i32 %1358 to i64
  br i1 %1357, label %1360, label %1375

1360:                                             ; preds = %1343
  %1361 = load ptr, ptr %11, align 8
  %1362 = getelementptr inbounds %struct.SeqStore_t, ptr %1361, i32 0, i32 9
  store i32 2, ptr %1362, align 8
  %1363 = load ptr, ptr %11, align 8
  %1364 = getelementptr inbounds %struct.SeqStore_t, ptr %1363, i32 0, i32 1
  %1365 = load ptr, ptr %1364, align 8
  %1366 = load ptr, ptr %11, align 8
  %1367 = load ptr, ptr %1366, align 8
  %1368 = ptrtoint ptr %1365 to i64
  %1369 = ptrtoint ptr %1367 to i64
  %1370 = sub i64 %1368, %1369
  %1371 = sdiv exact i64 %1370, 8
  %1372 = trunc i64 %1371 to i32
  %1373 = load ptr, ptr %11, align 8
  %1374 = getelementptr inbounds %struct.SeqStore_t, ptr %1373, i32 0, i32 10
  store i32 %1372, ptr %1374, align 4
  br label %1375

1375:                                             ; preds = %1343, %1360
  %1376 = load i64, ptr %15, align 8
  %1377 = trunc i64 %1376 to i16
  %1378 = load ptr, ptr %11, align 8
  %1379 = getelementptr inbounds %struct.SeqStore_t, ptr %1378, i32 0, i32 1
  %1380 = load ptr, ptr %1379, align 8
  %1381 = getelementptr inbounds %struct.SeqDef_s, ptr %1380, i32 0, i32 2
  store i16 %1377, ptr %1381, align 2
  %1382 = load ptr, ptr %11, align 8
  %1383 = getelementptr inbounds %struct.SeqStore_t, ptr %1382, i32 0, i32 1
  %1384 = load ptr, ptr %1383, align 8
  %1385 = getelementptr inbounds %struct.SeqDef_s, ptr %1384, i32 1
  store ptr %1385, ptr %1383, align 8
  %1386 = load i64, ptr %153, align 8
  %1387 = load ptr, ptr %142, align 8
  %1388 = getelementptr inbounds i8, ptr %1387, i64 %1386
  store ptr %1388, ptr %142, align 8
  %1389 = load ptr, ptr %142, align 8
  store ptr %1389, ptr %118, align 8
  br label %1116, !llvm.loop !16

1390:                                             ; preds = %1136
  br label %1391

1391:                                             ; preds = %1390, %967
  br label %248

1392:                                             ; preds = %716, %718
  %1393 = phi i32 [ %717, %716 ], [ %719, %718 ]
  %1394 = load ptr, ptr %107, align 8
  %1395 = getelementptr inbounds i32, ptr %1394, i64 1
  store i32 %1393, ptr %1395, align 4
  %1396 = load ptr, ptr %122, align 8
  %1397 = load ptr, ptr %118, align 8
  %1398 = ptrtoint ptr %1396 to i64
  %1399 = ptrtoint ptr %1397 to i64
  %1400 = sub i64 %1398, %1399
  ret i64 %1400
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

248:                                              ; preds = %1391, %247
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
  br label %693

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
  br label %967

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
  br label %780

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
  br i1 %667, label %720, label %748

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
  %689 = load ptr, ptr %143, align 8
  %690 = load ptr, ptr %123, align 8
  %691 = icmp ule ptr %689, %690
  br i1 %691, label %293, label %692, !llvm.loop !14

692:                                              ; preds = %681
  br label %693

693:                                              ; preds = %692, %257
  %694 = load i32, ptr %126, align 4
  %695 = icmp ne i32 %694, 0
  br i1 %695, label %696, label %701

696:                                              ; preds = %693
  %697 = load i32, ptr %124, align 4
  %698 = icmp ne i32 %697, 0
  br i1 %698, label %699, label %701

699:                                              ; preds = %696
  %700 = load i32, ptr %126, align 4
  br label %703

701:                                              ; preds = %696, %693
  %702 = load i32, ptr %127, align 4
  br label %703

703:                                              ; preds = %701, %699
  %704 = phi i32 [ %700, %699 ], [ %702, %701 ]
  store i32 %704, ptr %127, align 4
  %705 = load i32, ptr %124, align 4
  %706 = icmp ne i32 %705, 0
  br i1 %706, label %707, label %709

707:                                              ; preds = %703
  %708 = load i32, ptr %124, align 4
  br label %711

709:                                              ; preds = %703
  %710 = load i32, ptr %126, align 4
  br label %711

711:                                              ; preds = %709, %707
  %712 = phi i32 [ %708, %707 ], [ %710, %709 ]
  %713 = load ptr, ptr %107, align 8
  store i32 %712, ptr %713, align 4
  %714 = load i32, ptr %125, align 4
  %715 = icmp ne i32 %714, 0
  br i1 %715, label %716, label %718

716:                                              ; preds = %711
  %717 = load i32, ptr %125, align 4
  br label %1392

718:                                              ; preds = %711
  %719 = load i32, ptr %127, align 4
  br label %1392

720:                                              ; preds = %651
  %721 = load ptr, ptr %140, align 8
  %722 = call i64 @MEM_read64(ptr noundef %721)
  %723 = load ptr, ptr %143, align 8
  %724 = call i64 @MEM_read64(ptr noundef %723)
  %725 = icmp eq i64 %722, %724
  br i1 %725, label %726, label %748

726:                                              ; preds = %720
  %727 = load ptr, ptr %143, align 8
  %728 = getelementptr inbounds i8, ptr %727, i64 8
  %729 = load ptr, ptr %140, align 8
  %730 = getelementptr inbounds i8, ptr %729, i64 8
  %731 = load ptr, ptr %122, align 8
  %732 = call i64 @ZSTD_count(ptr noundef %728, ptr noundef %730, ptr noundef %731)
  %733 = add i64 %732, 8
  store i64 %733, ptr %151, align 8
  %734 = load i64, ptr %151, align 8
  %735 = load i64, ptr %128, align 8
  %736 = icmp ugt i64 %734, %735
  br i1 %736, label %737, label %747

737:                                              ; preds = %726
  %738 = load ptr, ptr %143, align 8
  store ptr %738, ptr %142, align 8
  %739 = load i64, ptr %151, align 8
  store i64 %739, ptr %128, align 8
  %740 = load ptr, ptr %142, align 8
  %741 = load ptr, ptr %140, align 8
  %742 = ptrtoint ptr %740 to i64
  %743 = ptrtoint ptr %741 to i64
  %744 = sub i64 %742, %743
  %745 = trunc i64 %744 to i32
  store i32 %745, ptr %129, align 4
  %746 = load ptr, ptr %140, align 8
  store ptr %746, ptr %139, align 8
  br label %747

747:                                              ; preds = %737, %726
  br label %748

748:                                              ; preds = %747, %720, %651
  br label %749

749:                                              ; preds = %772, %748
  %750 = load ptr, ptr %142, align 8
  %751 = load ptr, ptr %118, align 8
  %752 = icmp ugt ptr %750, %751
  %753 = zext i1 %752 to i32
  %754 = load ptr, ptr %139, align 8
  %755 = load ptr, ptr %121, align 8
  %756 = icmp ugt ptr %754, %755
  %757 = zext i1 %756 to i32
  %758 = and i32 %753, %757
  %759 = icmp ne i32 %758, 0
  br i1 %759, label %760, label %770

760:                                              ; preds = %749
  %761 = load ptr, ptr %142, align 8
  %762 = getelementptr inbounds i8, ptr %761, i64 -1
  %763 = load i8, ptr %762, align 1
  %764 = zext i8 %763 to i32
  %765 = load ptr, ptr %139, align 8
  %766 = getelementptr inbounds i8, ptr %765, i64 -1
  %767 = load i8, ptr %766, align 1
  %768 = zext i8 %767 to i32
  %769 = icmp eq i32 %764, %768
  br label %770

770:                                              ; preds = %760, %749
  %771 = phi i1 [ false, %749 ], [ %769, %760 ]
  br i1 %771, label %772, label %779

772:                                              ; preds = %770
  %773 = load ptr, ptr %142, align 8
  %774 = getelementptr inbounds i8, ptr %773, i32 -1
  store ptr %774, ptr %142, align 8
  %775 = load ptr, ptr %139, align 8
  %776 = getelementptr inbounds i8, ptr %775, i32 -1
  store ptr %776, ptr %139, align 8
  %777 = load i64, ptr %128, align 8
  %778 = add i64 %777, 1
  store i64 %778, ptr %128, align 8
  br label %749, !llvm.loop !15

779:                                              ; preds = %770
  br label %780

780:                                              ; preds = %779, %628
  %781 = load i32, ptr %124, align 4
  store i32 %781, ptr %125, align 4
  %782 = load i32, ptr %129, align 4
  store i32 %782, ptr %124, align 4
  %783 = load i64, ptr %133, align 8
  %784 = icmp ult i64 %783, 4
  br i1 %784, label %785, label %795

785:                                              ; preds = %780
  %786 = load ptr, ptr %143, align 8
  %787 = load ptr, ptr %116, align 8
  %788 = ptrtoint ptr %786 to i64
  %789 = ptrtoint ptr %787 to i64
  %790 = sub i64 %788, %789
  %791 = trunc i64 %790 to i32
  %792 = load ptr, ptr %112, align 8
  %793 = load i64, ptr %135, align 8
  %794 = getelementptr inbounds i32, ptr %792, i64 %793
  store i32 %791, ptr %794, align 4
  br label %795

795:                                              ; preds = %785, %780
  %796 = load ptr, ptr %106, align 8
  %797 = load ptr, ptr %142, align 8
  %798 = load ptr, ptr %118, align 8
  %799 = ptrtoint ptr %797 to i64
  %800 = ptrtoint ptr %798 to i64
  %801 = sub i64 %799, %800
  %802 = load ptr, ptr %118, align 8
  %803 = load ptr, ptr %122, align 8
  %804 = load i32, ptr %129, align 4
  %805 = add i32 %804, 3
  %806 = load i64, ptr %128, align 8
  store ptr %796, ptr %45, align 8
  store i64 %801, ptr %46, align 8
  store ptr %802, ptr %47, align 8
  store ptr %803, ptr %48, align 8
  store i32 %805, ptr %49, align 4
  store i64 %806, ptr %50, align 8
  %807 = load ptr, ptr %48, align 8
  %808 = getelementptr inbounds i8, ptr %807, i64 -32
  store ptr %808, ptr %51, align 8
  %809 = load ptr, ptr %47, align 8
  %810 = load i64, ptr %46, align 8
  %811 = getelementptr inbounds i8, ptr %809, i64 %810
  store ptr %811, ptr %52, align 8
  %812 = load ptr, ptr %52, align 8
  %813 = load ptr, ptr %51, align 8
  %814 = icmp ule ptr %812, %813
  br i1 %814, label %815, label %888

815:                                              ; preds = %795
  %816 = load ptr, ptr %45, align 8
  %817 = getelementptr inbounds %struct.SeqStore_t, ptr %816, i32 0, i32 3
  %818 = load ptr, ptr %817, align 8
  %819 = load ptr, ptr %47, align 8
  call void @ZSTD_copy16(ptr noundef %818, ptr noundef %819)
  %820 = load i64, ptr %46, align 8
  %821 = icmp ugt i64 %820, 16
  br i1 %821, label %822, label %887

822:                                              ; preds = %815
  %823 = load ptr, ptr %45, align 8
  %824 = getelementptr inbounds %struct.SeqStore_t, ptr %823, i32 0, i32 3
  %825 = load ptr, ptr %824, align 8
  %826 = getelementptr inbounds i8, ptr %825, i64 16
  %827 = load ptr, ptr %47, align 8
  %828 = getelementptr inbounds i8, ptr %827, i64 16
  %829 = load i64, ptr %46, align 8
  %830 = sub nsw i64 %829, 16
  store ptr %826, ptr %37, align 8
  store ptr %828, ptr %38, align 8
  store i64 %830, ptr %39, align 8
  store i32 0, ptr %40, align 4
  %831 = load ptr, ptr %37, align 8
  %832 = load ptr, ptr %38, align 8
  %833 = ptrtoint ptr %831 to i64
  %834 = ptrtoint ptr %832 to i64
  %835 = sub i64 %833, %834
  store i64 %835, ptr %41, align 8
  %836 = load ptr, ptr %38, align 8
  store ptr %836, ptr %42, align 8
  %837 = load ptr, ptr %37, align 8
  store ptr %837, ptr %43, align 8
  %838 = load ptr, ptr %43, align 8
  %839 = load i64, ptr %39, align 8
  %840 = getelementptr inbounds i8, ptr %838, i64 %839
  store ptr %840, ptr %44, align 8
  %841 = load i32, ptr %40, align 4
  %842 = icmp eq i32 %841, 1
  br i1 %842, label %843, label %858

843:                                              ; preds = %822
  %844 = load i64, ptr %41, align 8
  %845 = icmp slt i64 %844, 16
  br i1 %845, label %846, label %858

846:                                              ; preds = %843
  br label %847

847:                                              ; preds = %847, %846
  %848 = load ptr, ptr %43, align 8
  %849 = load ptr, ptr %42, align 8
  call void @ZSTD_copy8(ptr noundef %848, ptr noundef %849)
  %850 = load ptr, ptr %43, align 8
  %851 = getelementptr inbounds i8, ptr %850, i64 8
  store ptr %851, ptr %43, align 8
  %852 = load ptr, ptr %42, align 8
  %853 = getelementptr inbounds i8, ptr %852, i64 8
  store ptr %853, ptr %42, align 8
  %854 = load ptr, ptr %43, align 8
  %855 = load ptr, ptr %44, align 8
  %856 = icmp ult ptr %854, %855
  br i1 %856, label %847, label %857, !llvm.loop !11

857:                                              ; preds = %847
  br label %886

858:                                              ; preds = %843, %822
  %859 = load ptr, ptr %43, align 8
  %860 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %859, ptr noundef %860)
  %861 = load i64, ptr %39, align 8
  %862 = icmp sge i64 16, %861
  br i1 %862, label %863, label %864

863:                                              ; preds = %858
  br label %886

864:                                              ; preds = %858
  %865 = load ptr, ptr %43, align 8
  %866 = getelementptr inbounds i8, ptr %865, i64 16
  store ptr %866, ptr %43, align 8
  %867 = load ptr, ptr %42, align 8
  %868 = getelementptr inbounds i8, ptr %867, i64 16
  store ptr %868, ptr %42, align 8
  br label %869

869:                                              ; preds = %869, %864
  %870 = load ptr, ptr %43, align 8
  %871 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %870, ptr noundef %871)
  %872 = load ptr, ptr %43, align 8
  %873 = getelementptr inbounds i8, ptr %872, i64 16
  store ptr %873, ptr %43, align 8
  %874 = load ptr, ptr %42, align 8
  %875 = getelementptr inbounds i8, ptr %874, i64 16
  store ptr %875, ptr %42, align 8
  %876 = load ptr, ptr %43, align 8
  %877 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %876, ptr noundef %877)
  %878 = load ptr, ptr %43, align 8
  %879 = getelementptr inbounds i8, ptr %878, i64 16
  store ptr %879, ptr %43, align 8
  %880 = load ptr, ptr %42, align 8
  %881 = getelementptr inbounds i8, ptr %880, i64 16
  store ptr %881, ptr %42, align 8
  %882 = load ptr, ptr %43, align 8
  %883 = load ptr, ptr %44, align 8
  %884 = icmp ult ptr %882, %883
  br i1 %884, label %869, label %885, !llvm.loop !12

885:                                              ; preds = %869
  br label %886

886:                                              ; preds = %857, %863, %885
  br label %887

887:                                              ; preds = %886, %815
  br label %895

888:                                              ; preds = %795
  %889 = load ptr, ptr %45, align 8
  %890 = getelementptr inbounds %struct.SeqStore_t, ptr %889, i32 0, i32 3
  %891 = load ptr, ptr %890, align 8
  %892 = load ptr, ptr %47, align 8
  %893 = load ptr, ptr %52, align 8
  %894 = load ptr, ptr %51, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %891, ptr noundef %892, ptr noundef %893, ptr noundef %894)
  br label %895

895:                                              ; preds = %887, %888
  %896 = load i64, ptr %46, align 8
  %897 = load ptr, ptr %45, align 8
  %898 = getelementptr inbounds %struct.SeqStore_t, ptr %897, i32 0, i32 3
  %899 = load ptr, ptr %898, align 8
  %900 = getelementptr inbounds i8, ptr %899, i64 %896
  store ptr %900, ptr %898, align 8
  %901 = load ptr, ptr %45, align 8
  %902 = load i64, ptr %46, align 8
  %903 = load i32, ptr %49, align 4
  %904 = load i64, ptr %50, align 8
  store ptr %901, ptr %16, align 8
  store i64 %902, ptr %17, align 8
  store i32 %903, ptr %18, align 4
  store i64 %904, ptr %19, align 8
  %905 = load i64, ptr %17, align 8
  %906 = icmp ugt i64 %905, 65535
  %907 = zext i1 %906 to i32
  %908 = sext i32 %907 to i64
  br i1 %906, label %909, label %924

909:                                              ; preds = %895
  %910 = load ptr, ptr %16, align 8
  %911 = getelementptr inbounds %struct.SeqStore_t, ptr %910, i32 0, i32 9
  store i32 1, ptr %911, align 8
  %912 = load ptr, ptr %16, align 8
  %913 = getelementptr inbounds %struct.SeqStore_t, ptr %912, i32 0, i32 1
  %914 = load ptr, ptr %913, align 8
  %915 = load ptr, ptr %16, align 8
  %916 = load ptr, ptr %915, align 8
  %917 = ptrtoint ptr %914 to i64
  %918 = ptrtoint ptr %916 to i64
  %919 = sub i64 %917, %918
  %920 = sdiv exact i64 %919, 8
  %921 = trunc i64 %920 to i32
  %922 = load ptr, ptr %16, align 8
  %923 = getelementptr inbounds %struct.SeqStore_t, ptr %922, i32 0, i32 10
  store i32 %921, ptr %923, align 4
  br label %924

924:                                              ; preds = %909, %895
  %925 = load i64, ptr %17, align 8
  %926 = trunc i64 %925 to i16
  %927 = load ptr, ptr %16, align 8
  %928 = getelementptr inbounds %struct.SeqStore_t, ptr %927, i32 0, i32 1
  %929 = load ptr, ptr %928, align 8
  %930 = getelementptr inbounds %struct.SeqDef_s, ptr %929, i32 0, i32 1
  store i16 %926, ptr %930, align 4
  %931 = load i32, ptr %18, align 4
  %932 = load ptr, ptr %16, align 8
  %933 = getelementptr inbounds %struct.SeqStore_t, ptr %932, i32 0, i32 1
  %934 = load ptr, ptr %933, align 8
  store i32 %931, ptr %934, align 4
  %935 = load i64, ptr %19, align 8
  %936 = sub i64 %935, 3
  store i64 %936, ptr %20, align 8
  %937 = load i64, ptr %20, align 8
  %938 = icmp ugt i64 %937, 65535
  %939 = zext i1 %938 to i32
  %940 = sext i32 %939 to i64
  br i1 %938, label %941, label %956

941:                                              ; preds = %924
  %942 = load ptr, ptr %16, align 8
  %943 = getelementptr inbounds %struct.SeqStore_t, ptr %942, i32 0, i32 9
  store i32 2, ptr %943, align 8
  %944 = load ptr, ptr %16, align 8
  %945 = getelementptr inbounds %struct.SeqStore_t, ptr %944, i32 0, i32 1
  %946 = load ptr, ptr %945, align 8
  %947 = load ptr, ptr %16, align 8
  %948 = load ptr, ptr %947, align 8
  %949 = ptrtoint ptr %946 to i64
  %950 = ptrtoint ptr %948 to i64
  %951 = sub i64 %949, %950
  %952 = sdiv exact i64 %951, 8
  %953 = trunc i64 %952 to i32
  %954 = load ptr, ptr %16, align 8
  %955 = getelementptr inbounds %struct.SeqStore_t, ptr %954, i32 0, i32 10
  store i32 %953, ptr %955, align 4
  br label %956

956:                                              ; preds = %924, %941
  %957 = load i64, ptr %20, align 8
  %958 = trunc i64 %957 to i16
  %959 = load ptr, ptr %16, align 8
  %960 = getelementptr inbounds %struct.SeqStore_t, ptr %959, i32 0, i32 1
  %961 = load ptr, ptr %960, align 8
  %962 = getelementptr inbounds %struct.SeqDef_s, ptr %961, i32 0, i32 2
  store i16 %958, ptr %962, align 2
  %963 = load ptr, ptr %16, align 8
  %964 = getelementptr inbounds %struct.SeqStore_t, ptr %963, i32 0, i32 1
  %965 = load ptr, ptr %964, align 8
  %966 = getelementptr inbounds %struct.SeqDef_s, ptr %965, i32 1
  store ptr %966, ptr %964, align 8
  br label %967

967:                                              ; preds = %956, %533
  %968 = load i64, ptr %128, align 8
  %969 = load ptr, ptr %142, align 8
  %970 = getelementptr inbounds i8, ptr %969, i64 %968
  store ptr %970, ptr %142, align 8
  %971 = load ptr, ptr %142, align 8
  store ptr %971, ptr %118, align 8
  %972 = load ptr, ptr %142, align 8
  %973 = load ptr, ptr %123, align 8
  %974 = icmp ule ptr %972, %973
  br i1 %974, label %975, label %1391

975:                                              ; preds = %967
  %976 = load i32, ptr %130, align 4
  %977 = add i32 %976, 2
  store i32 %977, ptr %152, align 4
  %978 = load i32, ptr %152, align 4
  %979 = load ptr, ptr %112, align 8
  %980 = load ptr, ptr %116, align 8
  %981 = load i32, ptr %152, align 4
  %982 = zext i32 %981 to i64
  %983 = getelementptr inbounds i8, ptr %980, i64 %982
  %984 = load i32, ptr %113, align 4
  store ptr %983, ptr %82, align 8
  store i32 %984, ptr %83, align 4
  store i32 8, ptr %84, align 4
  %985 = load i32, ptr %84, align 4
  switch i32 %985, label %986 [
    i32 4, label %987
    i32 5, label %991
    i32 6, label %995
    i32 7, label %999
    i32 8, label %1003
  ]

986:                                              ; preds = %975
  br label %987

987:                                              ; preds = %986, %975
  %988 = load ptr, ptr %82, align 8
  %989 = load i32, ptr %83, align 4
  %990 = call i64 @ZSTD_hash4Ptr(ptr noundef %988, i32 noundef %989)
  store i64 %990, ptr %81, align 8
  br label %1007

991:                                              ; preds = %975
  %992 = load ptr, ptr %82, align 8
  %993 = load i32, ptr %83, align 4
  %994 = call i64 @ZSTD_hash5Ptr(ptr noundef %992, i32 noundef %993)
  store i64 %994, ptr %81, align 8
  br label %1007

995:                                              ; preds = %975
  %996 = load ptr, ptr %82, align 8
  %997 = load i32, ptr %83, align 4
  %998 = call i64 @ZSTD_hash6Ptr(ptr noundef %996, i32 noundef %997)
  store i64 %998, ptr %81, align 8
  br label %1007

999:                                              ; preds = %975
  %1000 = load ptr, ptr %82, align 8
  %1001 = load i32, ptr %83, align 4
  %1002 = call i64 @ZSTD_hash7Ptr(ptr noundef %1000, i32 noundef %1001)
  store i64 %1002, ptr %81, align 8
  br label %1007

1003:                                             ; preds = %975
  %1004 = load ptr, ptr %82, align 8
  %1005 = load i32, ptr %83, align 4
  %1006 = call i64 @ZSTD_hash8Ptr(ptr noundef %1004, i32 noundef %1005)
  store i64 %1006, ptr %81, align 8
  br label %1007

1007:                                             ; preds = %1003, %999, %995, %991, %987
  %1008 = load i64, ptr %81, align 8
  %1009 = getelementptr inbounds i32, ptr %979, i64 %1008
  store i32 %978, ptr %1009, align 4
  %1010 = load ptr, ptr %142, align 8
  %1011 = getelementptr inbounds i8, ptr %1010, i64 -2
  %1012 = load ptr, ptr %116, align 8
  %1013 = ptrtoint ptr %1011 to i64
  %1014 = ptrtoint ptr %1012 to i64
  %1015 = sub i64 %1013, %1014
  %1016 = trunc i64 %1015 to i32
  %1017 = load ptr, ptr %112, align 8
  %1018 = load ptr, ptr %142, align 8
  %1019 = getelementptr inbounds i8, ptr %1018, i64 -2
  %1020 = load i32, ptr %113, align 4
  store ptr %1019, ptr %86, align 8
  store i32 %1020, ptr %87, align 4
  store i32 8, ptr %88, align 4
  %1021 = load i32, ptr %88, align 4
  switch i32 %1021, label %1022 [
    i32 4, label %1023
    i32 5, label %1027
    i32 6, label %1031
    i32 7, label %1035
    i32 8, label %1039
  ]

1022:                                             ; preds = %1007
  br label %1023

1023:                                             ; preds = %1022, %1007
  %1024 = load ptr, ptr %86, align 8
  %1025 = load i32, ptr %87, align 4
  %1026 = call i64 @ZSTD_hash4Ptr(ptr noundef %1024, i32 noundef %1025)
  store i64 %1026, ptr %85, align 8
  br label %1043

1027:                                             ; preds = %1007
  %1028 = load ptr, ptr %86, align 8
  %1029 = load i32, ptr %87, align 4
  %1030 = call i64 @ZSTD_hash5Ptr(ptr noundef %1028, i32 noundef %1029)
  store i64 %1030, ptr %85, align 8
  br label %1043

1031:                                             ; preds = %1007
  %1032 = load ptr, ptr %86, align 8
  %1033 = load i32, ptr %87, align 4
  %1034 = call i64 @ZSTD_hash6Ptr(ptr noundef %1032, i32 noundef %1033)
  store i64 %1034, ptr %85, align 8
  br label %1043

1035:                                             ; preds = %1007
  %1036 = load ptr, ptr %86, align 8
  %1037 = load i32, ptr %87, align 4
  %1038 = call i64 @ZSTD_hash7Ptr(ptr noundef %1036, i32 noundef %1037)
  store i64 %1038, ptr %85, align 8
  br label %1043

1039:                                             ; preds = %1007
  %1040 = load ptr, ptr %86, align 8
  %1041 = load i32, ptr %87, align 4
  %1042 = call i64 @ZSTD_hash8Ptr(ptr noundef %1040, i32 noundef %1041)
  store i64 %1042, ptr %85, align 8
  br label %1043

1043:                                             ; preds = %1039, %1035, %1031, %1027, %1023
  %1044 = load i64, ptr %85, align 8
  %1045 = getelementptr inbounds i32, ptr %1017, i64 %1044
  store i32 %1016, ptr %1045, align 4
  %1046 = load i32, ptr %152, align 4
  %1047 = load ptr, ptr %114, align 8
  %1048 = load ptr, ptr %116, align 8
  %1049 = load i32, ptr %152, align 4
  %1050 = zext i32 %1049 to i64
  %1051 = getelementptr inbounds i8, ptr %1048, i64 %1050
  %1052 = load i32, ptr %115, align 4
  %1053 = load i32, ptr %110, align 4
  store ptr %1051, ptr %90, align 8
  store i32 %1052, ptr %91, align 4
  store i32 %1053, ptr %92, align 4
  %1054 = load i32, ptr %92, align 4
  switch i32 %1054, label %1055 [
    i32 4, label %1056
    i32 5, label %1060
    i32 6, label %1064
    i32 7, label %1068
    i32 8, label %1072
  ]

1055:                                             ; preds = %1043
  br label %1056

1056:                                             ; preds = %1055, %1043
  %1057 = load ptr, ptr %90, align 8
  %1058 = load i32, ptr %91, align 4
  %1059 = call i64 @ZSTD_hash4Ptr(ptr noundef %1057, i32 noundef %1058)
  store i64 %1059, ptr %89, align 8
  br label %1076

1060:                                             ; preds = %1043
  %1061 = load ptr, ptr %90, align 8
  %1062 = load i32, ptr %91, align 4
  %1063 = call i64 @ZSTD_hash5Ptr(ptr noundef %1061, i32 noundef %1062)
  store i64 %1063, ptr %89, align 8
  br label %1076

1064:                                             ; preds = %1043
  %1065 = load ptr, ptr %90, align 8
  %1066 = load i32, ptr %91, align 4
  %1067 = call i64 @ZSTD_hash6Ptr(ptr noundef %1065, i32 noundef %1066)
  store i64 %1067, ptr %89, align 8
  br label %1076

1068:                                             ; preds = %1043
  %1069 = load ptr, ptr %90, align 8
  %1070 = load i32, ptr %91, align 4
  %1071 = call i64 @ZSTD_hash7Ptr(ptr noundef %1069, i32 noundef %1070)
  store i64 %1071, ptr %89, align 8
  br label %1076

1072:                                             ; preds = %1043
  %1073 = load ptr, ptr %90, align 8
  %1074 = load i32, ptr %91, align 4
  %1075 = call i64 @ZSTD_hash8Ptr(ptr noundef %1073, i32 noundef %1074)
  store i64 %1075, ptr %89, align 8
  br label %1076

1076:                                             ; preds = %1072, %1068, %1064, %1060, %1056
  %1077 = load i64, ptr %89, align 8
  %1078 = getelementptr inbounds i32, ptr %1047, i64 %1077
  store i32 %1046, ptr %1078, align 4
  %1079 = load ptr, ptr %142, align 8
  %1080 = getelementptr inbounds i8, ptr %1079, i64 -1
  %1081 = load ptr, ptr %116, align 8
  %1082 = ptrtoint ptr %1080 to i64
  %1083 = ptrtoint ptr %1081 to i64
  %1084 = sub i64 %1082, %1083
  %1085 = trunc i64 %1084 to i32
  %1086 = load ptr, ptr %114, align 8
  %1087 = load ptr, ptr %142, align 8
  %1088 = getelementptr inbounds i8, ptr %1087, i64 -1
  %1089 = load i32, ptr %115, align 4
  %1090 = load i32, ptr %110, align 4
  store ptr %1088, ptr %94, align 8
  store i32 %1089, ptr %95, align 4
  store i32 %1090, ptr %96, align 4
  %1091 = load i32, ptr %96, align 4
  switch i32 %1091, label %1092 [
    i32 4, label %1093
    i32 5, label %1097
    i32 6, label %1101
    i32 7, label %1105
    i32 8, label %1109
  ]

1092:                                             ; preds = %1076
  br label %1093

1093:                                             ; preds = %1092, %1076
  %1094 = load ptr, ptr %94, align 8
  %1095 = load i32, ptr %95, align 4
  %1096 = call i64 @ZSTD_hash4Ptr(ptr noundef %1094, i32 noundef %1095)
  store i64 %1096, ptr %93, align 8
  br label %1113

1097:                                             ; preds = %1076
  %1098 = load ptr, ptr %94, align 8
  %1099 = load i32, ptr %95, align 4
  %1100 = call i64 @ZSTD_hash5Ptr(ptr noundef %1098, i32 noundef %1099)
  store i64 %1100, ptr %93, align 8
  br label %1113

1101:                                             ; preds = %1076
  %1102 = load ptr, ptr %94, align 8
  %1103 = load i32, ptr %95, align 4
  %1104 = call i64 @ZSTD_hash6Ptr(ptr noundef %1102, i32 noundef %1103)
  store i64 %1104, ptr %93, align 8
  br label %1113

1105:                                             ; preds = %1076
  %1106 = load ptr, ptr %94, align 8
  %1107 = load i32, ptr %95, align 4
  %1108 = call i64 @ZSTD_hash7Ptr(ptr noundef %1106, i32 noundef %1107)
  store i64 %1108, ptr %93, align 8
  br label %1113

1109:                                             ; preds = %1076
  %1110 = load ptr, ptr %94, align 8
  %1111 = load i32, ptr %95, align 4
  %1112 = call i64 @ZSTD_hash8Ptr(ptr noundef %1110, i32 noundef %1111)
  store i64 %1112, ptr %93, align 8
  br label %1113

1113:                                             ; preds = %1109, %1105, %1101, %1097, %1093
  %1114 = load i64, ptr %93, align 8
  %1115 = getelementptr inbounds i32, ptr %1086, i64 %1114
  store i32 %1085, ptr %1115, align 4
  br label %1116

1116:                                             ; preds = %1375, %1113
  %1117 = load ptr, ptr %142, align 8
  %1118 = load ptr, ptr %123, align 8
  %1119 = icmp ule ptr %1117, %1118
  br i1 %1119, label %1120, label %1136

1120:                                             ; preds = %1116
  %1121 = load i32, ptr %125, align 4
  %1122 = icmp ugt i32 %1121, 0
  %1123 = zext i1 %1122 to i32
  %1124 = load ptr, ptr %142, align 8
  %1125 = call i32 @MEM_read32(ptr noundef %1124)
  %1126 = load ptr, ptr %142, align 8
  %1127 = load i32, ptr %125, align 4
  %1128 = zext i32 %1127 to i64
  %1129 = sub i64 0, %1128
  %1130 = getelementptr inbounds i8, ptr %1126, i64 %1129
  %1131 = call i32 @MEM_read32(ptr noundef %1130)
  %1132 = icmp eq i32 %1125, %1131
  %1133 = zext i1 %1132 to i32
  %1134 = and i32 %1123, %1133
  %1135 = icmp ne i32 %1134, 0
  br label %1136

1136:                                             ; preds = %1120, %1116
  %1137 = phi i1 [ false, %1116 ], [ %1135, %1120 ]
  br i1 %1137, label %1138, label %1390

1138:                                             ; preds = %1136
  %1139 = load ptr, ptr %142, align 8
  %1140 = getelementptr inbounds i8, ptr %1139, i64 4
  %1141 = load ptr, ptr %142, align 8
  %1142 = getelementptr inbounds i8, ptr %1141, i64 4
  %1143 = load i32, ptr %125, align 4
  %1144 = zext i32 %1143 to i64
  %1145 = sub i64 0, %1144
  %1146 = getelementptr inbounds i8, ptr %1142, i64 %1145
  %1147 = load ptr, ptr %122, align 8
  %1148 = call i64 @ZSTD_count(ptr noundef %1140, ptr noundef %1146, ptr noundef %1147)
  %1149 = add i64 %1148, 4
  store i64 %1149, ptr %153, align 8
  %1150 = load i32, ptr %125, align 4
  store i32 %1150, ptr %154, align 4
  %1151 = load i32, ptr %124, align 4
  store i32 %1151, ptr %125, align 4
  %1152 = load i32, ptr %154, align 4
  store i32 %1152, ptr %124, align 4
  %1153 = load ptr, ptr %142, align 8
  %1154 = load ptr, ptr %116, align 8
  %1155 = ptrtoint ptr %1153 to i64
  %1156 = ptrtoint ptr %1154 to i64
  %1157 = sub i64 %1155, %1156
  %1158 = trunc i64 %1157 to i32
  %1159 = load ptr, ptr %114, align 8
  %1160 = load ptr, ptr %142, align 8
  %1161 = load i32, ptr %115, align 4
  %1162 = load i32, ptr %110, align 4
  store ptr %1160, ptr %98, align 8
  store i32 %1161, ptr %99, align 4
  store i32 %1162, ptr %100, align 4
  %1163 = load i32, ptr %100, align 4
  switch i32 %1163, label %1164 [
    i32 4, label %1165
    i32 5, label %1169
    i32 6, label %1173
    i32 7, label %1177
    i32 8, label %1181
  ]

1164:                                             ; preds = %1138
  br label %1165

1165:                                             ; preds = %1164, %1138
  %1166 = load ptr, ptr %98, align 8
  %1167 = load i32, ptr %99, align 4
  %1168 = call i64 @ZSTD_hash4Ptr(ptr noundef %1166, i32 noundef %1167)
  store i64 %1168, ptr %97, align 8
  br label %1185

1169:                                             ; preds = %1138
  %1170 = load ptr, ptr %98, align 8
  %1171 = load i32, ptr %99, align 4
  %1172 = call i64 @ZSTD_hash5Ptr(ptr noundef %1170, i32 noundef %1171)
  store i64 %1172, ptr %97, align 8
  br label %1185

1173:                                             ; preds = %1138
  %1174 = load ptr, ptr %98, align 8
  %1175 = load i32, ptr %99, align 4
  %1176 = call i64 @ZSTD_hash6Ptr(ptr noundef %1174, i32 noundef %1175)
  store i64 %1176, ptr %97, align 8
  br label %1185

1177:                                             ; preds = %1138
  %1178 = load ptr, ptr %98, align 8
  %1179 = load i32, ptr %99, align 4
  %1180 = call i64 @ZSTD_hash7Ptr(ptr noundef %1178, i32 noundef %1179)
  store i64 %1180, ptr %97, align 8
  br label %1185

1181:                                             ; preds = %1138
  %1182 = load ptr, ptr %98, align 8
  %1183 = load i32, ptr %99, align 4
  %1184 = call i64 @ZSTD_hash8Ptr(ptr noundef %1182, i32 noundef %1183)
  store i64 %1184, ptr %97, align 8
  br label %1185

1185:                                             ; preds = %1181, %1177, %1173, %1169, %1165
  %1186 = load i64, ptr %97, align 8
  %1187 = getelementptr inbounds i32, ptr %1159, i64 %1186
  store i32 %1158, ptr %1187, align 4
  %1188 = load ptr, ptr %142, align 8
  %1189 = load ptr, ptr %116, align 8
  %1190 = ptrtoint ptr %1188 to i64
  %1191 = ptrtoint ptr %1189 to i64
  %1192 = sub i64 %1190, %1191
  %1193 = trunc i64 %1192 to i32
  %1194 = load ptr, ptr %112, align 8
  %1195 = load ptr, ptr %142, align 8
  %1196 = load i32, ptr %113, align 4
  store ptr %1195, ptr %102, align 8
  store i32 %1196, ptr %103, align 4
  store i32 8, ptr %104, align 4
  %1197 = load i32, ptr %104, align 4
  switch i32 %1197, label %1198 [
    i32 4, label %1199
    i32 5, label %1203
    i32 6, label %1207
    i32 7, label %1211
    i32 8, label %1215
  ]

1198:                                             ; preds = %1185
  br label %1199

1199:                                             ; preds = %1198, %1185
  %1200 = load ptr, ptr %102, align 8
  %1201 = load i32, ptr %103, align 4
  %1202 = call i64 @ZSTD_hash4Ptr(ptr noundef %1200, i32 noundef %1201)
  store i64 %1202, ptr %101, align 8
  br label %1219

1203:                                             ; preds = %1185
  %1204 = load ptr, ptr %102, align 8
  %1205 = load i32, ptr %103, align 4
  %1206 = call i64 @ZSTD_hash5Ptr(ptr noundef %1204, i32 noundef %1205)
  store i64 %1206, ptr %101, align 8
  br label %1219

1207:                                             ; preds = %1185
  %1208 = load ptr, ptr %102, align 8
  %1209 = load i32, ptr %103, align 4
  %1210 = call i64 @ZSTD_hash6Ptr(ptr noundef %1208, i32 noundef %1209)
  store i64 %1210, ptr %101, align 8
  br label %1219

1211:                                             ; preds = %1185
  %1212 = load ptr, ptr %102, align 8
  %1213 = load i32, ptr %103, align 4
  %1214 = call i64 @ZSTD_hash7Ptr(ptr noundef %1212, i32 noundef %1213)
  store i64 %1214, ptr %101, align 8
  br label %1219

1215:                                             ; preds = %1185
  %1216 = load ptr, ptr %102, align 8
  %1217 = load i32, ptr %103, align 4
  %1218 = call i64 @ZSTD_hash8Ptr(ptr noundef %1216, i32 noundef %1217)
  store i64 %1218, ptr %101, align 8
  br label %1219

1219:                                             ; preds = %1215, %1211, %1207, %1203, %1199
  %1220 = load i64, ptr %101, align 8
  %1221 = getelementptr inbounds i32, ptr %1194, i64 %1220
  store i32 %1193, ptr %1221, align 4
  %1222 = load ptr, ptr %106, align 8
  %1223 = load ptr, ptr %118, align 8
  %1224 = load ptr, ptr %122, align 8
  %1225 = load i64, ptr %153, align 8
  store ptr %1222, ptr %53, align 8
  store i64 0, ptr %54, align 8
  store ptr %1223, ptr %55, align 8
  store ptr %1224, ptr %56, align 8
  store i32 1, ptr %57, align 4
  store i64 %1225, ptr %58, align 8
  %1226 = load ptr, ptr %56, align 8
  %1227 = getelementptr inbounds i8, ptr %1226, i64 -32
  store ptr %1227, ptr %59, align 8
  %1228 = load ptr, ptr %55, align 8
  %1229 = load i64, ptr %54, align 8
  %1230 = getelementptr inbounds i8, ptr %1228, i64 %1229
  store ptr %1230, ptr %60, align 8
  %1231 = load ptr, ptr %60, align 8
  %1232 = load ptr, ptr %59, align 8
  %1233 = icmp ule ptr %1231, %1232
  br i1 %1233, label %1234, label %1307

1234:                                             ; preds = %1219
  %1235 = load ptr, ptr %53, align 8
  %1236 = getelementptr inbounds %struct.SeqStore_t, ptr %1235, i32 0, i32 3
  %1237 = load ptr, ptr %1236, align 8
  %1238 = load ptr, ptr %55, align 8
  call void @ZSTD_copy16(ptr noundef %1237, ptr noundef %1238)
  %1239 = load i64, ptr %54, align 8
  %1240 = icmp ugt i64 %1239, 16
  br i1 %1240, label %1241, label %1306

1241:                                             ; preds = %1234
  %1242 = load ptr, ptr %53, align 8
  %1243 = getelementptr inbounds %struct.SeqStore_t, ptr %1242, i32 0, i32 3
  %1244 = load ptr, ptr %1243, align 8
  %1245 = getelementptr inbounds i8, ptr %1244, i64 16
  %1246 = load ptr, ptr %55, align 8
  %1247 = getelementptr inbounds i8, ptr %1246, i64 16
  %1248 = load i64, ptr %54, align 8
  %1249 = sub nsw i64 %1248, 16
  store ptr %1245, ptr %29, align 8
  store ptr %1247, ptr %30, align 8
  store i64 %1249, ptr %31, align 8
  store i32 0, ptr %32, align 4
  %1250 = load ptr, ptr %29, align 8
  %1251 = load ptr, ptr %30, align 8
  %1252 = ptrtoint ptr %1250 to i64
  %1253 = ptrtoint ptr %1251 to i64
  %1254 = sub i64 %1252, %1253
  store i64 %1254, ptr %33, align 8
  %1255 = load ptr, ptr %30, align 8
  store ptr %1255, ptr %34, align 8
  %1256 = load ptr, ptr %29, align 8
  store ptr %1256, ptr %35, align 8
  %1257 = load ptr, ptr %35, align 8
  %1258 = load i64, ptr %31, align 8
  %1259 = getelementptr inbounds i8, ptr %1257, i64 %1258
  store ptr %1259, ptr %36, align 8
  %1260 = load i32, ptr %32, align 4
  %1261 = icmp eq i32 %1260, 1
  br i1 %1261, label %1262, label %1277

1262:                                             ; preds = %1241
  %1263 = load i64, ptr %33, align 8
  %1264 = icmp slt i64 %1263, 16
  br i1 %1264, label %1265, label %1277

1265:                                             ; preds = %1262
  br label %1266

1266:                                             ; preds = %1266, %1265
  %1267 = load ptr, ptr %35, align 8
  %1268 = load ptr, ptr %34, align 8
  call void @ZSTD_copy8(ptr noundef %1267, ptr noundef %1268)
  %1269 = load ptr, ptr %35, align 8
  %1270 = getelementptr inbounds i8, ptr %1269, i64 8
  store ptr %1270, ptr %35, align 8
  %1271 = load ptr, ptr %34, align 8
  %1272 = getelementptr inbounds i8, ptr %1271, i64 8
  store ptr %1272, ptr %34, align 8
  %1273 = load ptr, ptr %35, align 8
  %1274 = load ptr, ptr %36, align 8
  %1275 = icmp ult ptr %1273, %1274
  br i1 %1275, label %1266, label %1276, !llvm.loop !11

1276:                                             ; preds = %1266
  br label %1305

1277:                                             ; preds = %1262, %1241
  %1278 = load ptr, ptr %35, align 8
  %1279 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1278, ptr noundef %1279)
  %1280 = load i64, ptr %31, align 8
  %1281 = icmp sge i64 16, %1280
  br i1 %1281, label %1282, label %1283

1282:                                             ; preds = %1277
  br label %1305

1283:                                             ; preds = %1277
  %1284 = load ptr, ptr %35, align 8
  %1285 = getelementptr inbounds i8, ptr %1284, i64 16
  store ptr %1285, ptr %35, align 8
  %1286 = load ptr, ptr %34, align 8
  %1287 = getelementptr inbounds i8, ptr %1286, i64 16
  store ptr %1287, ptr %34, align 8
  br label %1288

1288:                                             ; preds = %1288, %1283
  %1289 = load ptr, ptr %35, align 8
  %1290 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1289, ptr noundef %1290)
  %1291 = load ptr, ptr %35, align 8
  %1292 = getelementptr inbounds i8, ptr %1291, i64 16
  store ptr %1292, ptr %35, align 8
  %1293 = load ptr, ptr %34, align 8
  %1294 = getelementptr inbounds i8, ptr %1293, i64 16
  store ptr %1294, ptr %34, align 8
  %1295 = load ptr, ptr %35, align 8
  %1296 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1295, ptr noundef %1296)
  %1297 = load ptr, ptr %35, align 8
  %1298 = getelementptr inbounds i8, ptr %1297, i64 16
  store ptr %1298, ptr %35, align 8
  %1299 = load ptr, ptr %34, align 8
  %1300 = getelementptr inbounds i8, ptr %1299, i64 16
  store ptr %1300, ptr %34, align 8
  %1301 = load ptr, ptr %35, align 8
  %1302 = load ptr, ptr %36, align 8
  %1303 = icmp ult ptr %1301, %1302
  br i1 %1303, label %1288, label %1304, !llvm.loop !12

1304:                                             ; preds = %1288
  br label %1305

1305:                                             ; preds = %1276, %1282, %1304
  br label %1306

1306:                                             ; preds = %1305, %1234
  br label %1314

1307:                                             ; preds = %1219
  %1308 = load ptr, ptr %53, align 8
  %1309 = getelementptr inbounds %struct.SeqStore_t, ptr %1308, i32 0, i32 3
  %1310 = load ptr, ptr %1309, align 8
  %1311 = load ptr, ptr %55, align 8
  %1312 = load ptr, ptr %60, align 8
  %1313 = load ptr, ptr %59, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1310, ptr noundef %1311, ptr noundef %1312, ptr noundef %1313)
  br label %1314

1314:                                             ; preds = %1306, %1307
  %1315 = load i64, ptr %54, align 8
  %1316 = load ptr, ptr %53, align 8
  %1317 = getelementptr inbounds %struct.SeqStore_t, ptr %1316, i32 0, i32 3
  %1318 = load ptr, ptr %1317, align 8
  %1319 = getelementptr inbounds i8, ptr %1318, i64 %1315
  store ptr %1319, ptr %1317, align 8
  %1320 = load ptr, ptr %53, align 8
  %1321 = load i64, ptr %54, align 8
  %1322 = load i32, ptr %57, align 4
  %1323 = load i64, ptr %58, align 8
  store ptr %1320, ptr %11, align 8
  store i64 %1321, ptr %12, align 8
  store i32 %1322, ptr %13, align 4
  store i64 %1323, ptr %14, align 8
  %1324 = load i64, ptr %12, align 8
  %1325 = icmp ugt i64 %1324, 65535
  %1326 = zext i1 %1325 to i32
  %1327 = sext i32 %1326 to i64
  br i1 %1325, label %1328, label %1343

1328:                                             ; preds = %1314
  %1329 = load ptr, ptr %11, align 8
  %1330 = getelementptr inbounds %struct.SeqStore_t, ptr %1329, i32 0, i32 9
  store i32 1, ptr %1330, align 8
  %1331 = load ptr, ptr %11, align 8
  %1332 = getelementptr inbounds %struct.SeqStore_t, ptr %1331, i32 0, i32 1
  %1333 = load ptr, ptr %1332, align 8
  %1334 = load ptr, ptr %11, align 8
  %1335 = load ptr, ptr %1334, align 8
  %1336 = ptrtoint ptr %1333 to i64
  %1337 = ptrtoint ptr %1335 to i64
  %1338 = sub i64 %1336, %1337
  %1339 = sdiv exact i64 %1338, 8
  %1340 = trunc i64 %1339 to i32
  %1341 = load ptr, ptr %11, align 8
  %1342 = getelementptr inbounds %struct.SeqStore_t, ptr %1341, i32 0, i32 10
  store i32 %1340, ptr %1342, align 4
  br label %1343

1343:                                             ; preds = %1328, %1314
  %1344 = load i64, ptr %12, align 8
  %1345 = trunc i64 %1344 to i16
  %1346 = load ptr, ptr %11, align 8
  %1347 = getelementptr inbounds %struct.SeqStore_t, ptr %1346, i32 0, i32 1
  %1348 = load ptr, ptr %1347, align 8
  %1349 = getelementptr inbounds %struct.SeqDef_s, ptr %1348, i32 0, i32 1
  store i16 %1345, ptr %1349, align 4
  %1350 = load i32, ptr %13, align 4
  %1351 = load ptr, ptr %11, align 8
  %1352 = getelementptr inbounds %struct.SeqStore_t, ptr %1351, i32 0, i32 1
  %1353 = load ptr, ptr %1352, align 8
  store i32 %1350, ptr %1353, align 4
  %1354 = load i64, ptr %14, align 8
  %1355 = sub i64 %1354, 3
  store i64 %1355, ptr %15, align 8
  %1356 = load i64, ptr %15, align 8
  %1357 = icmp ugt i64 %1356, 65535
  %1358 = zext i1 %1357 to i32
  %1359 = sext i32 %1358 to i64
  br i1 %1357, label %1360, label %1375

1360:                                             ; preds = %1343
  %1361 = load ptr, ptr %11, align 8
  %1362 = getelementptr inbounds %struct.SeqStore_t, ptr %1361, i32 0, i32 9
  store i32 2, ptr %1362, align 8
  %1363 = load ptr, ptr %11, align 8
  %1364 = getelementptr inbounds %struct.SeqStore_t, ptr %1363, i32 0, i32 1
  %1365 = load ptr, ptr %1364, align 8
  %1366 = load ptr, ptr %11, align 8
  %1367 = load ptr, ptr %1366, align 8
  %1368 = ptrtoint ptr %1365 to i64
  %1369 = ptrtoint ptr %1367 to i64
  %1370 = sub i64 %1368, %1369
  %1371 = sdiv exact i64 %1370, 8
  %1372 = trunc i64 %1371 to i32
  %1373 = load ptr, ptr %11, align 8
  %1374 = getelementptr inbounds %struct.SeqStore_t, ptr %1373, i32 0, i32 10
  store i32 %1372, ptr %1374, align 4
  br label %1375

1375:                                             ; preds = %1343, %1360
  %1376 = load i64, ptr %15, align 8
  %1377 = trunc i64 %1376 to i16
  %1378 = load ptr, ptr %11, align 8
  %1379 = getelementptr inbounds %struct.SeqStore_t, ptr %1378, i32 0, i32 1
  %1380 = load ptr, ptr %1379, align 8
  %1381 = getelementptr inbounds %struct.SeqDef_s, ptr %1380, i32 0, i32 2
  store i16 %1377, ptr %1381, align 2
  %1382 = load ptr, ptr %11, align 8
  %1383 = getelementptr inbounds %struct.SeqStore_t, ptr %1382, i32 0, i32 1
  %1384 = load ptr, ptr %1383, align 8
  %1385 = getelementptr inbounds %struct.SeqDef_s, ptr %1384, i32 1
  store ptr %1385, ptr %1383, align 8
  %1386 = load i64, ptr %153, align 8
  %1387 = load ptr, ptr %142, align 8
  %1388 = getelementptr inbounds i8, ptr %1387, i64 %1386
  store ptr %1388, ptr %142, align 8
  %1389 = load ptr, ptr %142, align 8
  store ptr %1389, ptr %118, align 8
  br label %1116, !llvm.loop !16

1390:                                             ; preds = %1136
  br label %1391

1391:                                             ; preds = %1390, %967
  br label %248

1392:                                             ; preds = %716, %718
  %1393 = phi i32 [ %717, %716 ], [ %719, %718 ]
  %1394 = load ptr, ptr %107, align 8
  %1395 = getelementptr inbounds i32, ptr %1394, i64 1
  store i32 %1393, ptr %1395, align 4
  %1396 = load ptr, ptr %122, align 8
  %1397 = load ptr, ptr %118, align 8
  %1398 = ptrtoint ptr %1396 to i64
  %1399 = ptrtoint ptr %1397 to i64
  %1400 = sub i64 %1398, %1399
  ret i64 %1400
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

248:                                              ; preds = %1391, %247
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
  br label %693

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
  br label %967

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
  br label %780

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
  br i1 %667, label %720, label %748

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
  %689 = load ptr, ptr %143, align 8
  %690 = load ptr, ptr %123, align 8
  %691 = icmp ule ptr %689, %690
  br i1 %691, label %293, label %692, !llvm.loop !14

692:                                              ; preds = %681
  br label %693

693:                                              ; preds = %692, %257
  %694 = load i32, ptr %126, align 4
  %695 = icmp ne i32 %694, 0
  br i1 %695, label %696, label %701

696:                                              ; preds = %693
  %697 = load i32, ptr %124, align 4
  %698 = icmp ne i32 %697, 0
  br i1 %698, label %699, label %701

699:                                              ; preds = %696
  %700 = load i32, ptr %126, align 4
  br label %703

701:                                              ; preds = %696, %693
  %702 = load i32, ptr %127, align 4
  br label %703

703:                                              ; preds = %701, %699
  %704 = phi i32 [ %700, %699 ], [ %702, %701 ]
  store i32 %704, ptr %127, align 4
  %705 = load i32, ptr %124, align 4
  %706 = icmp ne i32 %705, 0
  br i1 %706, label %707, label %709

707:                                              ; preds = %703
  %708 = load i32, ptr %124, align 4
  br label %711

709:                                              ; preds = %703
  %710 = load i32, ptr %126, align 4
  br label %711

711:                                              ; preds = %709, %707
  %712 = phi i32 [ %708, %707 ], [ %710, %709 ]
  %713 = load ptr, ptr %107, align 8
  store i32 %712, ptr %713, align 4
  %714 = load i32, ptr %125, align 4
  %715 = icmp ne i32 %714, 0
  br i1 %715, label %716, label %718

716:                                              ; preds = %711
  %717 = load i32, ptr %125, align 4
  br label %1392

718:                                              ; preds = %711
  %719 = load i32, ptr %127, align 4
  br label %1392

720:                                              ; preds = %651
  %721 = load ptr, ptr %140, align 8
  %722 = call i64 @MEM_read64(ptr noundef %721)
  %723 = load ptr, ptr %143, align 8
  %724 = call i64 @MEM_read64(ptr noundef %723)
  %725 = icmp eq i64 %722, %724
  br i1 %725, label %726, label %748

726:                                              ; preds = %720
  %727 = load ptr, ptr %143, align 8
  %728 = getelementptr inbounds i8, ptr %727, i64 8
  %729 = load ptr, ptr %140, align 8
  %730 = getelementptr inbounds i8, ptr %729, i64 8
  %731 = load ptr, ptr %122, align 8
  %732 = call i64 @ZSTD_count(ptr noundef %728, ptr noundef %730, ptr noundef %731)
  %733 = add i64 %732, 8
  store i64 %733, ptr %151, align 8
  %734 = load i64, ptr %151, align 8
  %735 = load i64, ptr %128, align 8
  %736 = icmp ugt i64 %734, %735
  br i1 %736, label %737, label %747

737:                                              ; preds = %726
  %738 = load ptr, ptr %143, align 8
  store ptr %738, ptr %142, align 8
  %739 = load i64, ptr %151, align 8
  store i64 %739, ptr %128, align 8
  %740 = load ptr, ptr %142, align 8
  %741 = load ptr, ptr %140, align 8
  %742 = ptrtoint ptr %740 to i64
  %743 = ptrtoint ptr %741 to i64
  %744 = sub i64 %742, %743
  %745 = trunc i64 %744 to i32
  store i32 %745, ptr %129, align 4
  %746 = load ptr, ptr %140, align 8
  store ptr %746, ptr %139, align 8
  br label %747

747:                                              ; preds = %737, %726
  br label %748

748:                                              ; preds = %747, %720, %651
  br label %749

749:                                              ; preds = %772, %748
  %750 = load ptr, ptr %142, align 8
  %751 = load ptr, ptr %118, align 8
  %752 = icmp ugt ptr %750, %751
  %753 = zext i1 %752 to i32
  %754 = load ptr, ptr %139, align 8
  %755 = load ptr, ptr %121, align 8
  %756 = icmp ugt ptr %754, %755
  %757 = zext i1 %756 to i32
  %758 = and i32 %753, %757
  %759 = icmp ne i32 %758, 0
  br i1 %759, label %760, label %770

760:                                              ; preds = %749
  %761 = load ptr, ptr %142, align 8
  %762 = getelementptr inbounds i8, ptr %761, i64 -1
  %763 = load i8, ptr %762, align 1
  %764 = zext i8 %763 to i32
  %765 = load ptr, ptr %139, align 8
  %766 = getelementptr inbounds i8, ptr %765, i64 -1
  %767 = load i8, ptr %766, align 1
  %768 = zext i8 %767 to i32
  %769 = icmp eq i32 %764, %768
  br label %770

770:                                              ; preds = %760, %749
  %771 = phi i1 [ false, %749 ], [ %769, %760 ]
  br i1 %771, label %772, label %779

772:                                              ; preds = %770
  %773 = load ptr, ptr %142, align 8
  %774 = getelementptr inbounds i8, ptr %773, i32 -1
  store ptr %774, ptr %142, align 8
  %775 = load ptr, ptr %139, align 8
  %776 = getelementptr inbounds i8, ptr %775, i32 -1
  store ptr %776, ptr %139, align 8
  %777 = load i64, ptr %128, align 8
  %778 = add i64 %777, 1
  store i64 %778, ptr %128, align 8
  br label %749, !llvm.loop !15

779:                                              ; preds = %770
  br label %780

780:                                              ; preds = %779, %628
  %781 = load i32, ptr %124, align 4
  store i32 %781, ptr %125, align 4
  %782 = load i32, ptr %129, align 4
  store i32 %782, ptr %124, align 4
  %783 = load i64, ptr %133, align 8
  %784 = icmp ult i64 %783, 4
  br i1 %784, label %785, label %795

785:                                              ; preds = %780
  %786 = load ptr, ptr %143, align 8
  %787 = load ptr, ptr %116, align 8
  %788 = ptrtoint ptr %786 to i64
  %789 = ptrtoint ptr %787 to i64
  %790 = sub i64 %788, %789
  %791 = trunc i64 %790 to i32
  %792 = load ptr, ptr %112, align 8
  %793 = load i64, ptr %135, align 8
  %794 = getelementptr inbounds i32, ptr %792, i64 %793
  store i32 %791, ptr %794, align 4
  br label %795

795:                                              ; preds = %785, %780
  %796 = load ptr, ptr %106, align 8
  %797 = load ptr, ptr %142, align 8
  %798 = load ptr, ptr %118, align 8
  %799 = ptrtoint ptr %797 to i64
  %800 = ptrtoint ptr %798 to i64
  %801 = sub i64 %799, %800
  %802 = load ptr, ptr %118, align 8
  %803 = load ptr, ptr %122, align 8
  %804 = load i32, ptr %129, align 4
  %805 = add i32 %804, 3
  %806 = load i64, ptr %128, align 8
  store ptr %796, ptr %45, align 8
  store i64 %801, ptr %46, align 8
  store ptr %802, ptr %47, align 8
  store ptr %803, ptr %48, align 8
  store i32 %805, ptr %49, align 4
  store i64 %806, ptr %50, align 8
  %807 = load ptr, ptr %48, align 8
  %808 = getelementptr inbounds i8, ptr %807, i64 -32
  store ptr %808, ptr %51, align 8
  %809 = load ptr, ptr %47, align 8
  %810 = load i64, ptr %46, align 8
  %811 = getelementptr inbounds i8, ptr %809, i64 %810
  store ptr %811, ptr %52, align 8
  %812 = load ptr, ptr %52, align 8
  %813 = load ptr, ptr %51, align 8
  %814 = icmp ule ptr %812, %813
  br i1 %814, label %815, label %888

815:                                              ; preds = %795
  %816 = load ptr, ptr %45, align 8
  %817 = getelementptr inbounds %struct.SeqStore_t, ptr %816, i32 0, i32 3
  %818 = load ptr, ptr %817, align 8
  %819 = load ptr, ptr %47, align 8
  call void @ZSTD_copy16(ptr noundef %818, ptr noundef %819)
  %820 = load i64, ptr %46, align 8
  %821 = icmp ugt i64 %820, 16
  br i1 %821, label %822, label %887

822:                                              ; preds = %815
  %823 = load ptr, ptr %45, align 8
  %824 = getelementptr inbounds %struct.SeqStore_t, ptr %823, i32 0, i32 3
  %825 = load ptr, ptr %824, align 8
  %826 = getelementptr inbounds i8, ptr %825, i64 16
  %827 = load ptr, ptr %47, align 8
  %828 = getelementptr inbounds i8, ptr %827, i64 16
  %829 = load i64, ptr %46, align 8
  %830 = sub nsw i64 %829, 16
  store ptr %826, ptr %37, align 8
  store ptr %828, ptr %38, align 8
  store i64 %830, ptr %39, align 8
  store i32 0, ptr %40, align 4
  %831 = load ptr, ptr %37, align 8
  %832 = load ptr, ptr %38, align 8
  %833 = ptrtoint ptr %831 to i64
  %834 = ptrtoint ptr %832 to i64
  %835 = sub i64 %833, %834
  store i64 %835, ptr %41, align 8
  %836 = load ptr, ptr %38, align 8
  store ptr %836, ptr %42, align 8
  %837 = load ptr, ptr %37, align 8
  store ptr %837, ptr %43, align 8
  %838 = load ptr, ptr %43, align 8
  %839 = load i64, ptr %39, align 8
  %840 = getelementptr inbounds i8, ptr %838, i64 %839
  store ptr %840, ptr %44, align 8
  %841 = load i32, ptr %40, align 4
  %842 = icmp eq i32 %841, 1
  br i1 %842, label %843, label %858

843:                                              ; preds = %822
  %844 = load i64, ptr %41, align 8
  %845 = icmp slt i64 %844, 16
  br i1 %845, label %846, label %858

846:                                              ; preds = %843
  br label %847

847:                                              ; preds = %847, %846
  %848 = load ptr, ptr %43, align 8
  %849 = load ptr, ptr %42, align 8
  call void @ZSTD_copy8(ptr noundef %848, ptr noundef %849)
  %850 = load ptr, ptr %43, align 8
  %851 = getelementptr inbounds i8, ptr %850, i64 8
  store ptr %851, ptr %43, align 8
  %852 = load ptr, ptr %42, align 8
  %853 = getelementptr inbounds i8, ptr %852, i64 8
  store ptr %853, ptr %42, align 8
  %854 = load ptr, ptr %43, align 8
  %855 = load ptr, ptr %44, align 8
  %856 = icmp ult ptr %854, %855
  br i1 %856, label %847, label %857, !llvm.loop !11

857:                                              ; preds = %847
  br label %886

858:                                              ; preds = %843, %822
  %859 = load ptr, ptr %43, align 8
  %860 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %859, ptr noundef %860)
  %861 = load i64, ptr %39, align 8
  %862 = icmp sge i64 16, %861
  br i1 %862, label %863, label %864

863:                                              ; preds = %858
  br label %886

864:                                              ; preds = %858
  %865 = load ptr, ptr %43, align 8
  %866 = getelementptr inbounds i8, ptr %865, i64 16
  store ptr %866, ptr %43, align 8
  %867 = load ptr, ptr %42, align 8
  %868 = getelementptr inbounds i8, ptr %867, i64 16
  store ptr %868, ptr %42, align 8
  br label %869

869:                                              ; preds = %869, %864
  %870 = load ptr, ptr %43, align 8
  %871 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %870, ptr noundef %871)
  %872 = load ptr, ptr %43, align 8
  %873 = getelementptr inbounds i8, ptr %872, i64 16
  store ptr %873, ptr %43, align 8
  %874 = load ptr, ptr %42, align 8
  %875 = getelementptr inbounds i8, ptr %874, i64 16
  store ptr %875, ptr %42, align 8
  %876 = load ptr, ptr %43, align 8
  %877 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %876, ptr noundef %877)
  %878 = load ptr, ptr %43, align 8
  %879 = getelementptr inbounds i8, ptr %878, i64 16
  store ptr %879, ptr %43, align 8
  %880 = load ptr, ptr %42, align 8
  %881 = getelementptr inbounds i8, ptr %880, i64 16
  store ptr %881, ptr %42, align 8
  %882 = load ptr, ptr %43, align 8
  %883 = load ptr, ptr %44, align 8
  %884 = icmp ult ptr %882, %883
  br i1 %884, label %869, label %885, !llvm.loop !12

885:                                              ; preds = %869
  br label %886

886:                                              ; preds = %857, %863, %885
  br label %887

887:                                              ; preds = %886, %815
  br label %895

888:                                              ; preds = %795
  %889 = load ptr, ptr %45, align 8
  %890 = getelementptr inbounds %struct.SeqStore_t, ptr %889, i32 0, i32 3
  %891 = load ptr, ptr %890, align 8
  %892 = load ptr, ptr %47, align 8
  %893 = load ptr, ptr %52, align 8
  %894 = load ptr, ptr %51, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %891, ptr noundef %892, ptr noundef %893, ptr noundef %894)
  br label %895

895:                                              ; preds = %887, %888
  %896 = load i64, ptr %46, align 8
  %897 = load ptr, ptr %45, align 8
  %898 = getelementptr inbounds %struct.SeqStore_t, ptr %897, i32 0, i32 3
  %899 = load ptr, ptr %898, align 8
  %900 = getelementptr inbounds i8, ptr %899, i64 %896
  store ptr %900, ptr %898, align 8
  %901 = load ptr, ptr %45, align 8
  %902 = load i64, ptr %46, align 8
  %903 = load i32, ptr %49, align 4
  %904 = load i64, ptr %50, align 8
  store ptr %901, ptr %16, align 8
  store i64 %902, ptr %17, align 8
  store i32 %903, ptr %18, align 4
  store i64 %904, ptr %19, align 8
  %905 = load i64, ptr %17, align 8
  %906 = icmp ugt i64 %905, 65535
  %907 = zext i1 %906 to i32
  %908 = sext i32 %907 to i64
  br i1 %906, label %909, label %924

909:                                              ; preds = %895
  %910 = load ptr, ptr %16, align 8
  %911 = getelementptr inbounds %struct.SeqStore_t, ptr %910, i32 0, i32 9
  store i32 1, ptr %911, align 8
  %912 = load ptr, ptr %16, align 8
  %913 = getelementptr inbounds %struct.SeqStore_t, ptr %912, i32 0, i32 1
  %914 = load ptr, ptr %913, align 8
  %915 = load ptr, ptr %16, align 8
  %916 = load ptr, ptr %915, align 8
  %917 = ptrtoint ptr %914 to i64
  %918 = ptrtoint ptr %916 to i64
  %919 = sub i64 %917, %918
  %920 = sdiv exact i64 %919, 8
  %921 = trunc i64 %920 to i32
  %922 = load ptr, ptr %16, align 8
  %923 = getelementptr inbounds %struct.SeqStore_t, ptr %922, i32 0, i32 10
  store i32 %921, ptr %923, align 4
  br label %924

924:                                              ; preds = %909, %895
  %925 = load i64, ptr %17, align 8
  %926 = trunc i64 %925 to i16
  %927 = load ptr, ptr %16, align 8
  %928 = getelementptr inbounds %struct.SeqStore_t, ptr %927, i32 0, i32 1
  %929 = load ptr, ptr %928, align 8
  %930 = getelementptr inbounds %struct.SeqDef_s, ptr %929, i32 0, i32 1
  store i16 %926, ptr %930, align 4
  %931 = load i32, ptr %18, align 4
  %932 = load ptr, ptr %16, align 8
  %933 = getelementptr inbounds %struct.SeqStore_t, ptr %932, i32 0, i32 1
  %934 = load ptr, ptr %933, align 8
  store i32 %931, ptr %934, align 4
  %935 = load i64, ptr %19, align 8
  %936 = sub i64 %935, 3
  store i64 %936, ptr %20, align 8
  %937 = load i64, ptr %20, align 8
  %938 = icmp ugt i64 %937, 65535
  %939 = zext i1 %938 to i32
  %940 = sext i32 %939 to i64
  br i1 %938, label %941, label %956

941:                                              ; preds = %924
  %942 = load ptr, ptr %16, align 8
  %943 = getelementptr inbounds %struct.SeqStore_t, ptr %942, i32 0, i32 9
  store i32 2, ptr %943, align 8
  %944 = load ptr, ptr %16, align 8
  %945 = getelementptr inbounds %struct.SeqStore_t, ptr %944, i32 0, i32 1
  %946 = load ptr, ptr %945, align 8
  %947 = load ptr, ptr %16, align 8
  %948 = load ptr, ptr %947, align 8
  %949 = ptrtoint ptr %946 to i64
  %950 = ptrtoint ptr %948 to i64
  %951 = sub i64 %949, %950
  %952 = sdiv exact i64 %951, 8
  %953 = trunc i64 %952 to i32
  %954 = load ptr, ptr %16, align 8
  %955 = getelementptr inbounds %struct.SeqStore_t, ptr %954, i32 0, i32 10
  store i32 %953, ptr %955, align 4
  br label %956

956:                                              ; preds = %924, %941
  %957 = load i64, ptr %20, align 8
  %958 = trunc i64 %957 to i16
  %959 = load ptr, ptr %16, align 8
  %960 = getelementptr inbounds %struct.SeqStore_t, ptr %959, i32 0, i32 1
  %961 = load ptr, ptr %960, align 8
  %962 = getelementptr inbounds %struct.SeqDef_s, ptr %961, i32 0, i32 2
  store i16 %958, ptr %962, align 2
  %963 = load ptr, ptr %16, align 8
  %964 = getelementptr inbounds %struct.SeqStore_t, ptr %963, i32 0, i32 1
  %965 = load ptr, ptr %964, align 8
  %966 = getelementptr inbounds %struct.SeqDef_s, ptr %965, i32 1
  store ptr %966, ptr %964, align 8
  br label %967

967:                                              ; preds = %956, %533
  %968 = load i64, ptr %128, align 8
  %969 = load ptr, ptr %142, align 8
  %970 = getelementptr inbounds i8, ptr %969, i64 %968
  store ptr %970, ptr %142, align 8
  %971 = load ptr, ptr %142, align 8
  store ptr %971, ptr %118, align 8
  %972 = load ptr, ptr %142, align 8
  %973 = load ptr, ptr %123, align 8
  %974 = icmp ule ptr %972, %973
  br i1 %974, label %975, label %1391

975:                                              ; preds = %967
  %976 = load i32, ptr %130, align 4
  %977 = add i32 %976, 2
  store i32 %977, ptr %152, align 4
  %978 = load i32, ptr %152, align 4
  %979 = load ptr, ptr %112, align 8
  %980 = load ptr, ptr %116, align 8
  %981 = load i32, ptr %152, align 4
  %982 = zext i32 %981 to i64
  %983 = getelementptr inbounds i8, ptr %980, i64 %982
  %984 = load i32, ptr %113, align 4
  store ptr %983, ptr %82, align 8
  store i32 %984, ptr %83, align 4
  store i32 8, ptr %84, align 4
  %985 = load i32, ptr %84, align 4
  switch i32 %985, label %986 [
    i32 4, label %987
    i32 5, label %991
    i32 6, label %995
    i32 7, label %999
    i32 8, label %1003
  ]

986:                                              ; preds = %975
  br label %987

987:                                              ; preds = %986, %975
  %988 = load ptr, ptr %82, align 8
  %989 = load i32, ptr %83, align 4
  %990 = call i64 @ZSTD_hash4Ptr(ptr noundef %988, i32 noundef %989)
  store i64 %990, ptr %81, align 8
  br label %1007

991:                                              ; preds = %975
  %992 = load ptr, ptr %82, align 8
  %993 = load i32, ptr %83, align 4
  %994 = call i64 @ZSTD_hash5Ptr(ptr noundef %992, i32 noundef %993)
  store i64 %994, ptr %81, align 8
  br label %1007

995:                                              ; preds = %975
  %996 = load ptr, ptr %82, align 8
  %997 = load i32, ptr %83, align 4
  %998 = call i64 @ZSTD_hash6Ptr(ptr noundef %996, i32 noundef %997)
  store i64 %998, ptr %81, align 8
  br label %1007

999:                                              ; preds = %975
  %1000 = load ptr, ptr %82, align 8
  %1001 = load i32, ptr %83, align 4
  %1002 = call i64 @ZSTD_hash7Ptr(ptr noundef %1000, i32 noundef %1001)
  store i64 %1002, ptr %81, align 8
  br label %1007

1003:                                             ; preds = %975
  %1004 = load ptr, ptr %82, align 8
  %1005 = load i32, ptr %83, align 4
  %1006 = call i64 @ZSTD_hash8Ptr(ptr noundef %1004, i32 noundef %1005)
  store i64 %1006, ptr %81, align 8
  br label %1007

1007:                                             ; preds = %1003, %999, %995, %991, %987
  %1008 = load i64, ptr %81, align 8
  %1009 = getelementptr inbounds i32, ptr %979, i64 %1008
  store i32 %978, ptr %1009, align 4
  %1010 = load ptr, ptr %142, align 8
  %1011 = getelementptr inbounds i8, ptr %1010, i64 -2
  %1012 = load ptr, ptr %116, align 8
  %1013 = ptrtoint ptr %1011 to i64
  %1014 = ptrtoint ptr %1012 to i64
  %1015 = sub i64 %1013, %1014
  %1016 = trunc i64 %1015 to i32
  %1017 = load ptr, ptr %112, align 8
  %1018 = load ptr, ptr %142, align 8
  %1019 = getelementptr inbounds i8, ptr %1018, i64 -2
  %1020 = load i32, ptr %113, align 4
  store ptr %1019, ptr %86, align 8
  store i32 %1020, ptr %87, align 4
  store i32 8, ptr %88, align 4
  %1021 = load i32, ptr %88, align 4
  switch i32 %1021, label %1022 [
    i32 4, label %1023
    i32 5, label %1027
    i32 6, label %1031
    i32 7, label %1035
    i32 8, label %1039
  ]

1022:                                             ; preds = %1007
  br label %1023

1023:                                             ; preds = %1022, %1007
  %1024 = load ptr, ptr %86, align 8
  %1025 = load i32, ptr %87, align 4
  %1026 = call i64 @ZSTD_hash4Ptr(ptr noundef %1024, i32 noundef %1025)
  store i64 %1026, ptr %85, align 8
  br label %1043

1027:                                             ; preds = %1007
  %1028 = load ptr, ptr %86, align 8
  %1029 = load i32, ptr %87, align 4
  %1030 = call i64 @ZSTD_hash5Ptr(ptr noundef %1028, i32 noundef %1029)
  store i64 %1030, ptr %85, align 8
  br label %1043

1031:                                             ; preds = %1007
  %1032 = load ptr, ptr %86, align 8
  %1033 = load i32, ptr %87, align 4
  %1034 = call i64 @ZSTD_hash6Ptr(ptr noundef %1032, i32 noundef %1033)
  store i64 %1034, ptr %85, align 8
  br label %1043

1035:                                             ; preds = %1007
  %1036 = load ptr, ptr %86, align 8
  %1037 = load i32, ptr %87, align 4
  %1038 = call i64 @ZSTD_hash7Ptr(ptr noundef %1036, i32 noundef %1037)
  store i64 %1038, ptr %85, align 8
  br label %1043

1039:                                             ; preds = %1007
  %1040 = load ptr, ptr %86, align 8
  %1041 = load i32, ptr %87, align 4
  %1042 = call i64 @ZSTD_hash8Ptr(ptr noundef %1040, i32 noundef %1041)
  store i64 %1042, ptr %85, align 8
  br label %1043

1043:                                             ; preds = %1039, %1035, %1031, %1027, %1023
  %1044 = load i64, ptr %85, align 8
  %1045 = getelementptr inbounds i32, ptr %1017, i64 %1044
  store i32 %1016, ptr %1045, align 4
  %1046 = load i32, ptr %152, align 4
  %1047 = load ptr, ptr %114, align 8
  %1048 = load ptr, ptr %116, align 8
  %1049 = load i32, ptr %152, align 4
  %1050 = zext i32 %1049 to i64
  %1051 = getelementptr inbounds i8, ptr %1048, i64 %1050
  %1052 = load i32, ptr %115, align 4
  %1053 = load i32, ptr %110, align 4
  store ptr %1051, ptr %90, align 8
  store i32 %1052, ptr %91, align 4
  store i32 %1053, ptr %92, align 4
  %1054 = load i32, ptr %92, align 4
  switch i32 %1054, label %1055 [
    i32 4, label %1056
    i32 5, label %1060
    i32 6, label %1064
    i32 7, label %1068
    i32 8, label %1072
  ]

1055:                                             ; preds = %1043
  br label %1056

1056:                                             ; preds = %1055, %1043
  %1057 = load ptr, ptr %90, align 8
  %1058 = load i32, ptr %91, align 4
  %1059 = call i64 @ZSTD_hash4Ptr(ptr noundef %1057, i32 noundef %1058)
  store i64 %1059, ptr %89, align 8
  br label %1076

1060:                                             ; preds = %1043
  %1061 = load ptr, ptr %90, align 8
  %1062 = load i32, ptr %91, align 4
  %1063 = call i64 @ZSTD_hash5Ptr(ptr noundef %1061, i32 noundef %1062)
  store i64 %1063, ptr %89, align 8
  br label %1076

1064:                                             ; preds = %1043
  %1065 = load ptr, ptr %90, align 8
  %1066 = load i32, ptr %91, align 4
  %1067 = call i64 @ZSTD_hash6Ptr(ptr noundef %1065, i32 noundef %1066)
  store i64 %1067, ptr %89, align 8
  br label %1076

1068:                                             ; preds = %1043
  %1069 = load ptr, ptr %90, align 8
  %1070 = load i32, ptr %91, align 4
  %1071 = call i64 @ZSTD_hash7Ptr(ptr noundef %1069, i32 noundef %1070)
  store i64 %1071, ptr %89, align 8
  br label %1076

1072:                                             ; preds = %1043
  %1073 = load ptr, ptr %90, align 8
  %1074 = load i32, ptr %91, align 4
  %1075 = call i64 @ZSTD_hash8Ptr(ptr noundef %1073, i32 noundef %1074)
  store i64 %1075, ptr %89, align 8
  br label %1076

1076:                                             ; preds = %1072, %1068, %1064, %1060, %1056
  %1077 = load i64, ptr %89, align 8
  %1078 = getelementptr inbounds i32, ptr %1047, i64 %1077
  store i32 %1046, ptr %1078, align 4
  %1079 = load ptr, ptr %142, align 8
  %1080 = getelementptr inbounds i8, ptr %1079, i64 -1
  %1081 = load ptr, ptr %116, align 8
  %1082 = ptrtoint ptr %1080 to i64
  %1083 = ptrtoint ptr %1081 to i64
  %1084 = sub i64 %1082, %1083
  %1085 = trunc i64 %1084 to i32
  %1086 = load ptr, ptr %114, align 8
  %1087 = load ptr, ptr %142, align 8
  %1088 = getelementptr inbounds i8, ptr %1087, i64 -1
  %1089 = load i32, ptr %115, align 4
  %1090 = load i32, ptr %110, align 4
  store ptr %1088, ptr %94, align 8
  store i32 %1089, ptr %95, align 4
  store i32 %1090, ptr %96, align 4
  %1091 = load i32, ptr %96, align 4
  switch i32 %1091, label %1092 [
    i32 4, label %1093
    i32 5, label %1097
    i32 6, label %1101
    i32 7, label %1105
    i32 8, label %1109
  ]

1092:                                             ; preds = %1076
  br label %1093

1093:                                             ; preds = %1092, %1076
  %1094 = load ptr, ptr %94, align 8
  %1095 = load i32, ptr %95, align 4
  %1096 = call i64 @ZSTD_hash4Ptr(ptr noundef %1094, i32 noundef %1095)
  store i64 %1096, ptr %93, align 8
  br label %1113

1097:                                             ; preds = %1076
  %1098 = load ptr, ptr %94, align 8
  %1099 = load i32, ptr %95, align 4
  %1100 = call i64 @ZSTD_hash5Ptr(ptr noundef %1098, i32 noundef %1099)
  store i64 %1100, ptr %93, align 8
  br label %1113

1101:                                             ; preds = %1076
  %1102 = load ptr, ptr %94, align 8
  %1103 = load i32, ptr %95, align 4
  %1104 = call i64 @ZSTD_hash6Ptr(ptr noundef %1102, i32 noundef %1103)
  store i64 %1104, ptr %93, align 8
  br label %1113

1105:                                             ; preds = %1076
  %1106 = load ptr, ptr %94, align 8
  %1107 = load i32, ptr %95, align 4
  %1108 = call i64 @ZSTD_hash7Ptr(ptr noundef %1106, i32 noundef %1107)
  store i64 %1108, ptr %93, align 8
  br label %1113

1109:                                             ; preds = %1076
  %1110 = load ptr, ptr %94, align 8
  %1111 = load i32, ptr %95, align 4
  %1112 = call i64 @ZSTD_hash8Ptr(ptr noundef %1110, i32 noundef %1111)
  store i64 %1112, ptr %93, align 8
  br label %1113

1113:                                             ; preds = %1109, %1105, %1101, %1097, %1093
  %1114 = load i64, ptr %93, align 8
  %1115 = getelementptr inbounds i32, ptr %1086, i64 %1114
  store i32 %1085, ptr %1115, align 4
  br label %1116

1116:                                             ; preds = %1375, %1113
  %1117 = load ptr, ptr %142, align 8
  %1118 = load ptr, ptr %123, align 8
  %1119 = icmp ule ptr %1117, %1118
  br i1 %1119, label %1120, label %1136

1120:                                             ; preds = %1116
  %1121 = load i32, ptr %125, align 4
  %1122 = icmp ugt i32 %1121, 0
  %1123 = zext i1 %1122 to i32
  %1124 = load ptr, ptr %142, align 8
  %1125 = call i32 @MEM_read32(ptr noundef %1124)
  %1126 = load ptr, ptr %142, align 8
  %1127 = load i32, ptr %125, align 4
  %1128 = zext i32 %1127 to i64
  %1129 = sub i64 0, %1128
  %1130 = getelementptr inbounds i8, ptr %1126, i64 %1129
  %1131 = call i32 @MEM_read32(ptr noundef %1130)
  %1132 = icmp eq i32 %1125, %1131
  %1133 = zext i1 %1132 to i32
  %1134 = and i32 %1123, %1133
  %1135 = icmp ne i32 %1134, 0
  br label %1136

1136:                                             ; preds = %1120, %1116
  %1137 = phi i1 [ false, %1116 ], [ %1135, %1120 ]
  br i1 %1137, label %1138, label %1390

1138:                                             ; preds = %1136
  %1139 = load ptr, ptr %142, align 8
  %1140 = getelementptr inbounds i8, ptr %1139, i64 4
  %1141 = load ptr, ptr %142, align 8
  %1142 = getelementptr inbounds i8, ptr %1141, i64 4
  %1143 = load i32, ptr %125, align 4
  %1144 = zext i32 %1143 to i64
  %1145 = sub i64 0, %1144
  %1146 = getelementptr inbounds i8, ptr %1142, i64 %1145
  %1147 = load ptr, ptr %122, align 8
  %1148 = call i64 @ZSTD_count(ptr noundef %1140, ptr noundef %1146, ptr noundef %1147)
  %1149 = add i64 %1148, 4
  store i64 %1149, ptr %153, align 8
  %1150 = load i32, ptr %125, align 4
  store i32 %1150, ptr %154, align 4
  %1151 = load i32, ptr %124, align 4
  store i32 %1151, ptr %125, align 4
  %1152 = load i32, ptr %154, align 4
  store i32 %1152, ptr %124, align 4
  %1153 = load ptr, ptr %142, align 8
  %1154 = load ptr, ptr %116, align 8
  %1155 = ptrtoint ptr %1153 to i64
  %1156 = ptrtoint ptr %1154 to i64
  %1157 = sub i64 %1155, %1156
  %1158 = trunc i64 %1157 to i32
  %1159 = load ptr, ptr %114, align 8
  %1160 = load ptr, ptr %142, align 8
  %1161 = load i32, ptr %115, align 4
  %1162 = load i32, ptr %110, align 4
  store ptr %1160, ptr %98, align 8
  store i32 %1161, ptr %99, align 4
  store i32 %1162, ptr %100, align 4
  %1163 = load i32, ptr %100, align 4
  switch i32 %1163, label %1164 [
    i32 4, label %1165
    i32 5, label %1169
    i32 6, label %1173
    i32 7, label %1177
    i32 8, label %1181
  ]

1164:                                             ; preds = %1138
  br label %1165

1165:                                             ; preds = %1164, %1138
  %1166 = load ptr, ptr %98, align 8
  %1167 = load i32, ptr %99, align 4
  %1168 = call i64 @ZSTD_hash4Ptr(ptr noundef %1166, i32 noundef %1167)
  store i64 %1168, ptr %97, align 8
  br label %1185

1169:                                             ; preds = %1138
  %1170 = load ptr, ptr %98, align 8
  %1171 = load i32, ptr %99, align 4
  %1172 = call i64 @ZSTD_hash5Ptr(ptr noundef %1170, i32 noundef %1171)
  store i64 %1172, ptr %97, align 8
  br label %1185

1173:                                             ; preds = %1138
  %1174 = load ptr, ptr %98, align 8
  %1175 = load i32, ptr %99, align 4
  %1176 = call i64 @ZSTD_hash6Ptr(ptr noundef %1174, i32 noundef %1175)
  store i64 %1176, ptr %97, align 8
  br label %1185

1177:                                             ; preds = %1138
  %1178 = load ptr, ptr %98, align 8
  %1179 = load i32, ptr %99, align 4
  %1180 = call i64 @ZSTD_hash7Ptr(ptr noundef %1178, i32 noundef %1179)
  store i64 %1180, ptr %97, align 8
  br label %1185

1181:                                             ; preds = %1138
  %1182 = load ptr, ptr %98, align 8
  %1183 = load i32, ptr %99, align 4
  %1184 = call i64 @ZSTD_hash8Ptr(ptr noundef %1182, i32 noundef %1183)
  store i64 %1184, ptr %97, align 8
  br label %1185

1185:                                             ; preds = %1181, %1177, %1173, %1169, %1165
  %1186 = load i64, ptr %97, align 8
  %1187 = getelementptr inbounds i32, ptr %1159, i64 %1186
  store i32 %1158, ptr %1187, align 4
  %1188 = load ptr, ptr %142, align 8
  %1189 = load ptr, ptr %116, align 8
  %1190 = ptrtoint ptr %1188 to i64
  %1191 = ptrtoint ptr %1189 to i64
  %1192 = sub i64 %1190, %1191
  %1193 = trunc i64 %1192 to i32
  %1194 = load ptr, ptr %112, align 8
  %1195 = load ptr, ptr %142, align 8
  %1196 = load i32, ptr %113, align 4
  store ptr %1195, ptr %102, align 8
  store i32 %1196, ptr %103, align 4
  store i32 8, ptr %104, align 4
  %1197 = load i32, ptr %104, align 4
  switch i32 %1197, label %1198 [
    i32 4, label %1199
    i32 5, label %1203
    i32 6, label %1207
    i32 7, label %1211
    i32 8, label %1215
  ]

1198:                                             ; preds = %1185
  br label %1199

1199:                                             ; preds = %1198, %1185
  %1200 = load ptr, ptr %102, align 8
  %1201 = load i32, ptr %103, align 4
  %1202 = call i64 @ZSTD_hash4Ptr(ptr noundef %1200, i32 noundef %1201)
  store i64 %1202, ptr %101, align 8
  br label %1219

1203:                                             ; preds = %1185
  %1204 = load ptr, ptr %102, align 8
  %1205 = load i32, ptr %103, align 4
  %1206 = call i64 @ZSTD_hash5Ptr(ptr noundef %1204, i32 noundef %1205)
  store i64 %1206, ptr %101, align 8
  br label %1219

1207:                                             ; preds = %1185
  %1208 = load ptr, ptr %102, align 8
  %1209 = load i32, ptr %103, align 4
  %1210 = call i64 @ZSTD_hash6Ptr(ptr noundef %1208, i32 noundef %1209)
  store i64 %1210, ptr %101, align 8
  br label %1219

1211:                                             ; preds = %1185
  %1212 = load ptr, ptr %102, align 8
  %1213 = load i32, ptr %103, align 4
  %1214 = call i64 @ZSTD_hash7Ptr(ptr noundef %1212, i32 noundef %1213)
  store i64 %1214, ptr %101, align 8
  br label %1219

1215:                                             ; preds = %1185
  %1216 = load ptr, ptr %102, align 8
  %1217 = load i32, ptr %103, align 4
  %1218 = call i64 @ZSTD_hash8Ptr(ptr noundef %1216, i32 noundef %1217)
  store i64 %1218, ptr %101, align 8
  br label %1219

1219:                                             ; preds = %1215, %1211, %1207, %1203, %1199
  %1220 = load i64, ptr %101, align 8
  %1221 = getelementptr inbounds i32, ptr %1194, i64 %1220
  store i32 %1193, ptr %1221, align 4
  %1222 = load ptr, ptr %106, align 8
  %1223 = load ptr, ptr %118, align 8
  %1224 = load ptr, ptr %122, align 8
  %1225 = load i64, ptr %153, align 8
  store ptr %1222, ptr %53, align 8
  store i64 0, ptr %54, align 8
  store ptr %1223, ptr %55, align 8
  store ptr %1224, ptr %56, align 8
  store i32 1, ptr %57, align 4
  store i64 %1225, ptr %58, align 8
  %1226 = load ptr, ptr %56, align 8
  %1227 = getelementptr inbounds i8, ptr %1226, i64 -32
  store ptr %1227, ptr %59, align 8
  %1228 = load ptr, ptr %55, align 8
  %1229 = load i64, ptr %54, align 8
  %1230 = getelementptr inbounds i8, ptr %1228, i64 %1229
  store ptr %1230, ptr %60, align 8
  %1231 = load ptr, ptr %60, align 8
  %1232 = load ptr, ptr %59, align 8
  %1233 = icmp ule ptr %1231, %1232
  br i1 %1233, label %1234, label %1307

1234:                                             ; preds = %1219
  %1235 = load ptr, ptr %53, align 8
  %1236 = getelementptr inbounds %struct.SeqStore_t, ptr %1235, i32 0, i32 3
  %1237 = load ptr, ptr %1236, align 8
  %1238 = load ptr, ptr %55, align 8
  call void @ZSTD_copy16(ptr noundef %1237, ptr noundef %1238)
  %1239 = load i64, ptr %54, align 8
  %1240 = icmp ugt i64 %1239, 16
  br i1 %1240, label %1241, label %1306

1241:                                             ; preds = %1234
  %1242 = load ptr, ptr %53, align 8
  %1243 = getelementptr inbounds %struct.SeqStore_t, ptr %1242, i32 0, i32 3
  %1244 = load ptr, ptr %1243, align 8
  %1245 = getelementptr inbounds i8, ptr %1244, i64 16
  %1246 = load ptr, ptr %55, align 8
  %1247 = getelementptr inbounds i8, ptr %1246, i64 16
  %1248 = load i64, ptr %54, align 8
  %1249 = sub nsw i64 %1248, 16
  store ptr %1245, ptr %29, align 8
  store ptr %1247, ptr %30, align 8
  store i64 %1249, ptr %31, align 8
  store i32 0, ptr %32, align 4
  %1250 = load ptr, ptr %29, align 8
  %1251 = load ptr, ptr %30, align 8
  %1252 = ptrtoint ptr %1250 to i64
  %1253 = ptrtoint ptr %1251 to i64
  %1254 = sub i64 %1252, %1253
  store i64 %1254, ptr %33, align 8
  %1255 = load ptr, ptr %30, align 8
  store ptr %1255, ptr %34, align 8
  %1256 = load ptr, ptr %29, align 8
  store ptr %1256, ptr %35, align 8
  %1257 = load ptr, ptr %35, align 8
  %1258 = load i64, ptr %31, align 8
  %1259 = getelementptr inbounds i8, ptr %1257, i64 %1258
  store ptr %1259, ptr %36, align 8
  %1260 = load i32, ptr %32, align 4
  %1261 = icmp eq i32 %1260, 1
  br i1 %1261, label %1262, label %1277

1262:                                             ; preds = %1241
  %1263 = load i64, ptr %33, align 8
  %1264 = icmp slt i64 %1263, 16
  br i1 %1264, label %1265, label %1277

1265:                                             ; preds = %1262
  br label %1266

1266:                                             ; preds = %1266, %1265
  %1267 = load ptr, ptr %35, align 8
  %1268 = load ptr, ptr %34, align 8
  call void @ZSTD_copy8(ptr noundef %1267, ptr noundef %1268)
  %1269 = load ptr, ptr %35, align 8
  %1270 = getelementptr inbounds i8, ptr %1269, i64 8
  store ptr %1270, ptr %35, align 8
  %1271 = load ptr, ptr %34, align 8
  %1272 = getelementptr inbounds i8, ptr %1271, i64 8
  store ptr %1272, ptr %34, align 8
  %1273 = load ptr, ptr %35, align 8
  %1274 = load ptr, ptr %36, align 8
  %1275 = icmp ult ptr %1273, %1274
  br i1 %1275, label %1266, label %1276, !llvm.loop !11

1276:                                             ; preds = %1266
  br label %1305

1277:                                             ; preds = %1262, %1241
  %1278 = load ptr, ptr %35, align 8
  %1279 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1278, ptr noundef %1279)
  %1280 = load i64, ptr %31, align 8
  %1281 = icmp sge i64 16, %1280
  br i1 %1281, label %1282, label %1283

1282:                                             ; preds = %1277
  br label %1305

1283:                                             ; preds = %1277
  %1284 = load ptr, ptr %35, align 8
  %1285 = getelementptr inbounds i8, ptr %1284, i64 16
  store ptr %1285, ptr %35, align 8
  %1286 = load ptr, ptr %34, align 8
  %1287 = getelementptr inbounds i8, ptr %1286, i64 16
  store ptr %1287, ptr %34, align 8
  br label %1288

1288:                                             ; preds = %1288, %1283
  %1289 = load ptr, ptr %35, align 8
  %1290 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1289, ptr noundef %1290)
  %1291 = load ptr, ptr %35, align 8
  %1292 = getelementptr inbounds i8, ptr %1291, i64 16
  store ptr %1292, ptr %35, align 8
  %1293 = load ptr, ptr %34, align 8
  %1294 = getelementptr inbounds i8, ptr %1293, i64 16
  store ptr %1294, ptr %34, align 8
  %1295 = load ptr, ptr %35, align 8
  %1296 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1295, ptr noundef %1296)
  %1297 = load ptr, ptr %35, align 8
  %1298 = getelementptr inbounds i8, ptr %1297, i64 16
  store ptr %1298, ptr %35, align 8
  %1299 = load ptr, ptr %34, align 8
  %1300 = getelementptr inbounds i8, ptr %1299, i64 16
  store ptr %1300, ptr %34, align 8
  %1301 = load ptr, ptr %35, align 8
  %1302 = load ptr, ptr %36, align 8
  %1303 = icmp ult ptr %1301, %1302
  br i1 %1303, label %1288, label %1304, !llvm.loop !12

1304:                                             ; preds = %1288
  br label %1305

1305:                                             ; preds = %1276, %1282, %1304
  br label %1306

1306:                                             ; preds = %1305, %1234
  br label %1314

1307:                                             ; preds = %1219
  %1308 = load ptr, ptr %53, align 8
  %1309 = getelementptr inbounds %struct.SeqStore_t, ptr %1308, i32 0, i32 3
  %1310 = load ptr, ptr %1309, align 8
  %1311 = load ptr, ptr %55, align 8
  %1312 = load ptr, ptr %60, align 8
  %1313 = load ptr, ptr %59, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1310, ptr noundef %1311, ptr noundef %1312, ptr noundef %1313)
  br label %1314

1314:                                             ; preds = %1306, %1307
  %1315 = load i64, ptr %54, align 8
  %1316 = load ptr, ptr %53, align 8
  %1317 = getelementptr inbounds %struct.SeqStore_t, ptr %1316, i32 0, i32 3
  %1318 = load ptr, ptr %1317, align 8
  %1319 = getelementptr inbounds i8, ptr %1318, i64 %1315
  store ptr %1319, ptr %1317, align 8
  %1320 = load ptr, ptr %53, align 8
  %1321 = load i64, ptr %54, align 8
  %1322 = load i32, ptr %57, align 4
  %1323 = load i64, ptr %58, align 8
  store ptr %1320, ptr %11, align 8
  store i64 %1321, ptr %12, align 8
  store i32 %1322, ptr %13, align 4
  store i64 %1323, ptr %14, align 8
  %1324 = load i64, ptr %12, align 8
  %1325 = icmp ugt i64 %1324, 65535
  %1326 = zext i1 %1325 to i32
  %1327 = sext i32 %1326 to i64
  br i1 %1325, label %1328, label %1343

1328:                                             ; preds = %1314
  %1329 = load ptr, ptr %11, align 8
  %1330 = getelementptr inbounds %struct.SeqStore_t, ptr %1329, i32 0, i32 9
  store i32 1, ptr %1330, align 8
  %1331 = load ptr, ptr %11, align 8
  %1332 = getelementptr inbounds %struct.SeqStore_t, ptr %1331, i32 0, i32 1
  %1333 = load ptr, ptr %1332, align 8
  %1334 = load ptr, ptr %11, align 8
  %1335 = load ptr, ptr %1334, align 8
  %1336 = ptrtoint ptr %1333 to i64
  %1337 = ptrtoint ptr %1335 to i64
  %1338 = sub i64 %1336, %1337
  %1339 = sdiv exact i64 %1338, 8
  %1340 = trunc i64 %1339 to i32
  %1341 = load ptr, ptr %11, align 8
  %1342 = getelementptr inbounds %struct.SeqStore_t, ptr %1341, i32 0, i32 10
  store i32 %1340, ptr %1342, align 4
  br label %1343

1343:                                             ; preds = %1328, %1314
  %1344 = load i64, ptr %12, align 8
  %1345 = trunc i64 %1344 to i16
  %1346 = load ptr, ptr %11, align 8
  %1347 = getelementptr inbounds %struct.SeqStore_t, ptr %1346, i32 0, i32 1
  %1348 = load ptr, ptr %1347, align 8
  %1349 = getelementptr inbounds %struct.SeqDef_s, ptr %1348, i32 0, i32 1
  store i16 %1345, ptr %1349, align 4
  %1350 = load i32, ptr %13, align 4
  %1351 = load ptr, ptr %11, align 8
  %1352 = getelementptr inbounds %struct.SeqStore_t, ptr %1351, i32 0, i32 1
  %1353 = load ptr, ptr %1352, align 8
  store i32 %1350, ptr %1353, align 4
  %1354 = load i64, ptr %14, align 8
  %1355 = sub i64 %1354, 3
  store i64 %1355, ptr %15, align 8
  %1356 = load i64, ptr %15, align 8
  %1357 = icmp ugt i64 %1356, 65535
  %1358 = zext i1 %1357 to i32
  %1359 = sext i32 %1358 to i64
  br i1 %1357, label %1360, label %1375

1360:                                             ; preds = %1343
  %1361 = load ptr, ptr %11, align 8
  %1362 = getelementptr inbounds %struct.SeqStore_t, ptr %1361, i32 0, i32 9
  store i32 2, ptr %1362, align 8
  %1363 = load ptr, ptr %11, align 8
  %1364 = getelementptr inbounds %struct.SeqStore_t, ptr %1363, i32 0, i32 1
  %1365 = load ptr, ptr %1364, align 8
  %1366 = load ptr, ptr %11, align 8
  %1367 = load ptr, ptr %1366, align 8
  %1368 = ptrtoint ptr %1365 to i64
  %1369 = ptrtoint ptr %1367 to i64
  %1370 = sub i64 %1368, %1369
  %1371 = sdiv exact i64 %1370, 8
  %1372 = trunc i64 %1371 to i32
  %1373 = load ptr, ptr %11, align 8
  %1374 = getelementptr inbounds %struct.SeqStore_t, ptr %1373, i32 0, i32 10
  store i32 %1372, ptr %1374, align 4
  br label %1375

1375:                                             ; preds = %1343, %1360
  %1376 = load i64, ptr %15, align 8
  %1377 = trunc i64 %1376 to i16
  %1378 = load ptr, ptr %11, align 8
  %1379 = getelementptr inbounds %struct.SeqStore_t, ptr %1378, i32 0, i32 1
  %1380 = load ptr, ptr %1379, align 8
  %1381 = getelementptr inbounds %struct.SeqDef_s, ptr %1380, i32 0, i32 2
  store i16 %1377, ptr %1381, align 2
  %1382 = load ptr, ptr %11, align 8
  %1383 = getelementptr inbounds %struct.SeqStore_t, ptr %1382, i32 0, i32 1
  %1384 = load ptr, ptr %1383, align 8
  %1385 = getelementptr inbounds %struct.SeqDef_s, ptr %1384, i32 1
  store ptr %1385, ptr %1383, align 8
  %1386 = load i64, ptr %153, align 8
  %1387 = load ptr, ptr %142, align 8
  %1388 = getelementptr inbounds i8, ptr %1387, i64 %1386
  store ptr %1388, ptr %142, align 8
  %1389 = load ptr, ptr %142, align 8
  store ptr %1389, ptr %118, align 8
  br label %1116, !llvm.loop !16

1390:                                             ; preds = %1136
  br label %1391

1391:                                             ; preds = %1390, %967
  br label %248

1392:                                             ; preds = %716, %718
  %1393 = phi i32 [ %717, %716 ], [ %719, %718 ]
  %1394 = load ptr, ptr %107, align 8
  %1395 = getelementptr inbounds i32, ptr %1394, i64 1
  store i32 %1393, ptr %1395, align 4
  %1396 = load ptr, ptr %122, align 8
  %1397 = load ptr, ptr %118, align 8
  %1398 = ptrtoint ptr %1396 to i64
  %1399 = ptrtoint ptr %1397 to i64
  %1400 = sub i64 %1398, %1399
  ret i64 %1400
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

248:                                              ; preds = %1391, %247
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
  br label %693

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
  br label %967

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
  br label %780

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
  br i1 %667, label %720, label %748

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
  %689 = load ptr, ptr %143, align 8
  %690 = load ptr, ptr %123, align 8
  %691 = icmp ule ptr %689, %690
  br i1 %691, label %293, label %692, !llvm.loop !14

692:                                              ; preds = %681
  br label %693

693:                                              ; preds = %692, %257
  %694 = load i32, ptr %126, align 4
  %695 = icmp ne i32 %694, 0
  br i1 %695, label %696, label %701

696:                                              ; preds = %693
  %697 = load i32, ptr %124, align 4
  %698 = icmp ne i32 %697, 0
  br i1 %698, label %699, label %701

699:                                              ; preds = %696
  %700 = load i32, ptr %126, align 4
  br label %703

701:                                              ; preds = %696, %693
  %702 = load i32, ptr %127, align 4
  br label %703

703:                                              ; preds = %701, %699
  %704 = phi i32 [ %700, %699 ], [ %702, %701 ]
  store i32 %704, ptr %127, align 4
  %705 = load i32, ptr %124, align 4
  %706 = icmp ne i32 %705, 0
  br i1 %706, label %707, label %709

707:                                              ; preds = %703
  %708 = load i32, ptr %124, align 4
  br label %711

709:                                              ; preds = %703
  %710 = load i32, ptr %126, align 4
  br label %711

711:                                              ; preds = %709, %707
  %712 = phi i32 [ %708, %707 ], [ %710, %709 ]
  %713 = load ptr, ptr %107, align 8
  store i32 %712, ptr %713, align 4
  %714 = load i32, ptr %125, align 4
  %715 = icmp ne i32 %714, 0
  br i1 %715, label %716, label %718

716:                                              ; preds = %711
  %717 = load i32, ptr %125, align 4
  br label %1392

718:                                              ; preds = %711
  %719 = load i32, ptr %127, align 4
  br label %1392

720:                                              ; preds = %651
  %721 = load ptr, ptr %140, align 8
  %722 = call i64 @MEM_read64(ptr noundef %721)
  %723 = load ptr, ptr %143, align 8
  %724 = call i64 @MEM_read64(ptr noundef %723)
  %725 = icmp eq i64 %722, %724
  br i1 %725, label %726, label %748

726:                                              ; preds = %720
  %727 = load ptr, ptr %143, align 8
  %728 = getelementptr inbounds i8, ptr %727, i64 8
  %729 = load ptr, ptr %140, align 8
  %730 = getelementptr inbounds i8, ptr %729, i64 8
  %731 = load ptr, ptr %122, align 8
  %732 = call i64 @ZSTD_count(ptr noundef %728, ptr noundef %730, ptr noundef %731)
  %733 = add i64 %732, 8
  store i64 %733, ptr %151, align 8
  %734 = load i64, ptr %151, align 8
  %735 = load i64, ptr %128, align 8
  %736 = icmp ugt i64 %734, %735
  br i1 %736, label %737, label %747

737:                                              ; preds = %726
  %738 = load ptr, ptr %143, align 8
  store ptr %738, ptr %142, align 8
  %739 = load i64, ptr %151, align 8
  store i64 %739, ptr %128, align 8
  %740 = load ptr, ptr %142, align 8
  %741 = load ptr, ptr %140, align 8
  %742 = ptrtoint ptr %740 to i64
  %743 = ptrtoint ptr %741 to i64
  %744 = sub i64 %742, %743
  %745 = trunc i64 %744 to i32
  store i32 %745, ptr %129, align 4
  %746 = load ptr, ptr %140, align 8
  store ptr %746, ptr %139, align 8
  br label %747

747:                                              ; preds = %737, %726
  br label %748

748:                                              ; preds = %747, %720, %651
  br label %749

749:                                              ; preds = %772, %748
  %750 = load ptr, ptr %142, align 8
  %751 = load ptr, ptr %118, align 8
  %752 = icmp ugt ptr %750, %751
  %753 = zext i1 %752 to i32
  %754 = load ptr, ptr %139, align 8
  %755 = load ptr, ptr %121, align 8
  %756 = icmp ugt ptr %754, %755
  %757 = zext i1 %756 to i32
  %758 = and i32 %753, %757
  %759 = icmp ne i32 %758, 0
  br i1 %759, label %760, label %770

760:                                              ; preds = %749
  %761 = load ptr, ptr %142, align 8
  %762 = getelementptr inbounds i8, ptr %761, i64 -1
  %763 = load i8, ptr %762, align 1
  %764 = zext i8 %763 to i32
  %765 = load ptr, ptr %139, align 8
  %766 = getelementptr inbounds i8, ptr %765, i64 -1
  %767 = load i8, ptr %766, align 1
  %768 = zext i8 %767 to i32
  %769 = icmp eq i32 %764, %768
  br label %770

770:                                              ; preds = %760, %749
  %771 = phi i1 [ false, %749 ], [ %769, %760 ]
  br i1 %771, label %772, label %779

772:                                              ; preds = %770
  %773 = load ptr, ptr %142, align 8
  %774 = getelementptr inbounds i8, ptr %773, i32 -1
  store ptr %774, ptr %142, align 8
  %775 = load ptr, ptr %139, align 8
  %776 = getelementptr inbounds i8, ptr %775, i32 -1
  store ptr %776, ptr %139, align 8
  %777 = load i64, ptr %128, align 8
  %778 = add i64 %777, 1
  store i64 %778, ptr %128, align 8
  br label %749, !llvm.loop !15

779:                                              ; preds = %770
  br label %780

780:                                              ; preds = %779, %628
  %781 = load i32, ptr %124, align 4
  store i32 %781, ptr %125, align 4
  %782 = load i32, ptr %129, align 4
  store i32 %782, ptr %124, align 4
  %783 = load i64, ptr %133, align 8
  %784 = icmp ult i64 %783, 4
  br i1 %784, label %785, label %795

785:                                              ; preds = %780
  %786 = load ptr, ptr %143, align 8
  %787 = load ptr, ptr %116, align 8
  %788 = ptrtoint ptr %786 to i64
  %789 = ptrtoint ptr %787 to i64
  %790 = sub i64 %788, %789
  %791 = trunc i64 %790 to i32
  %792 = load ptr, ptr %112, align 8
  %793 = load i64, ptr %135, align 8
  %794 = getelementptr inbounds i32, ptr %792, i64 %793
  store i32 %791, ptr %794, align 4
  br label %795

795:                                              ; preds = %785, %780
  %796 = load ptr, ptr %106, align 8
  %797 = load ptr, ptr %142, align 8
  %798 = load ptr, ptr %118, align 8
  %799 = ptrtoint ptr %797 to i64
  %800 = ptrtoint ptr %798 to i64
  %801 = sub i64 %799, %800
  %802 = load ptr, ptr %118, align 8
  %803 = load ptr, ptr %122, align 8
  %804 = load i32, ptr %129, align 4
  %805 = add i32 %804, 3
  %806 = load i64, ptr %128, align 8
  store ptr %796, ptr %45, align 8
  store i64 %801, ptr %46, align 8
  store ptr %802, ptr %47, align 8
  store ptr %803, ptr %48, align 8
  store i32 %805, ptr %49, align 4
  store i64 %806, ptr %50, align 8
  %807 = load ptr, ptr %48, align 8
  %808 = getelementptr inbounds i8, ptr %807, i64 -32
  store ptr %808, ptr %51, align 8
  %809 = load ptr, ptr %47, align 8
  %810 = load i64, ptr %46, align 8
  %811 = getelementptr inbounds i8, ptr %809, i64 %810
  store ptr %811, ptr %52, align 8
  %812 = load ptr, ptr %52, align 8
  %813 = load ptr, ptr %51, align 8
  %814 = icmp ule ptr %812, %813
  br i1 %814, label %815, label %888

815:                                              ; preds = %795
  %816 = load ptr, ptr %45, align 8
  %817 = getelementptr inbounds %struct.SeqStore_t, ptr %816, i32 0, i32 3
  %818 = load ptr, ptr %817, align 8
  %819 = load ptr, ptr %47, align 8
  call void @ZSTD_copy16(ptr noundef %818, ptr noundef %819)
  %820 = load i64, ptr %46, align 8
  %821 = icmp ugt i64 %820, 16
  br i1 %821, label %822, label %887

822:                                              ; preds = %815
  %823 = load ptr, ptr %45, align 8
  %824 = getelementptr inbounds %struct.SeqStore_t, ptr %823, i32 0, i32 3
  %825 = load ptr, ptr %824, align 8
  %826 = getelementptr inbounds i8, ptr %825, i64 16
  %827 = load ptr, ptr %47, align 8
  %828 = getelementptr inbounds i8, ptr %827, i64 16
  %829 = load i64, ptr %46, align 8
  %830 = sub nsw i64 %829, 16
  store ptr %826, ptr %37, align 8
  store ptr %828, ptr %38, align 8
  store i64 %830, ptr %39, align 8
  store i32 0, ptr %40, align 4
  %831 = load ptr, ptr %37, align 8
  %832 = load ptr, ptr %38, align 8
  %833 = ptrtoint ptr %831 to i64
  %834 = ptrtoint ptr %832 to i64
  %835 = sub i64 %833, %834
  store i64 %835, ptr %41, align 8
  %836 = load ptr, ptr %38, align 8
  store ptr %836, ptr %42, align 8
  %837 = load ptr, ptr %37, align 8
  store ptr %837, ptr %43, align 8
  %838 = load ptr, ptr %43, align 8
  %839 = load i64, ptr %39, align 8
  %840 = getelementptr inbounds i8, ptr %838, i64 %839
  store ptr %840, ptr %44, align 8
  %841 = load i32, ptr %40, align 4
  %842 = icmp eq i32 %841, 1
  br i1 %842, label %843, label %858

843:                                              ; preds = %822
  %844 = load i64, ptr %41, align 8
  %845 = icmp slt i64 %844, 16
  br i1 %845, label %846, label %858

846:                                              ; preds = %843
  br label %847

847:                                              ; preds = %847, %846
  %848 = load ptr, ptr %43, align 8
  %849 = load ptr, ptr %42, align 8
  call void @ZSTD_copy8(ptr noundef %848, ptr noundef %849)
  %850 = load ptr, ptr %43, align 8
  %851 = getelementptr inbounds i8, ptr %850, i64 8
  store ptr %851, ptr %43, align 8
  %852 = load ptr, ptr %42, align 8
  %853 = getelementptr inbounds i8, ptr %852, i64 8
  store ptr %853, ptr %42, align 8
  %854 = load ptr, ptr %43, align 8
  %855 = load ptr, ptr %44, align 8
  %856 = icmp ult ptr %854, %855
  br i1 %856, label %847, label %857, !llvm.loop !11

857:                                              ; preds = %847
  br label %886

858:                                              ; preds = %843, %822
  %859 = load ptr, ptr %43, align 8
  %860 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %859, ptr noundef %860)
  %861 = load i64, ptr %39, align 8
  %862 = icmp sge i64 16, %861
  br i1 %862, label %863, label %864

863:                                              ; preds = %858
  br label %886

864:                                              ; preds = %858
  %865 = load ptr, ptr %43, align 8
  %866 = getelementptr inbounds i8, ptr %865, i64 16
  store ptr %866, ptr %43, align 8
  %867 = load ptr, ptr %42, align 8
  %868 = getelementptr inbounds i8, ptr %867, i64 16
  store ptr %868, ptr %42, align 8
  br label %869

869:                                              ; preds = %869, %864
  %870 = load ptr, ptr %43, align 8
  %871 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %870, ptr noundef %871)
  %872 = load ptr, ptr %43, align 8
  %873 = getelementptr inbounds i8, ptr %872, i64 16
  store ptr %873, ptr %43, align 8
  %874 = load ptr, ptr %42, align 8
  %875 = getelementptr inbounds i8, ptr %874, i64 16
  store ptr %875, ptr %42, align 8
  %876 = load ptr, ptr %43, align 8
  %877 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %876, ptr noundef %877)
  %878 = load ptr, ptr %43, align 8
  %879 = getelementptr inbounds i8, ptr %878, i64 16
  store ptr %879, ptr %43, align 8
  %880 = load ptr, ptr %42, align 8
  %881 = getelementptr inbounds i8, ptr %880, i64 16
  store ptr %881, ptr %42, align 8
  %882 = load ptr, ptr %43, align 8
  %883 = load ptr, ptr %44, align 8
  %884 = icmp ult ptr %882, %883
  br i1 %884, label %869, label %885, !llvm.loop !12

885:                                              ; preds = %869
  br label %886

886:                                              ; preds = %857, %863, %885
  br label %887

887:                                              ; preds = %886, %815
  br label %895

888:                                              ; preds = %795
  %889 = load ptr, ptr %45, align 8
  %890 = getelementptr inbounds %struct.SeqStore_t, ptr %889, i32 0, i32 3
  %891 = load ptr, ptr %890, align 8
  %892 = load ptr, ptr %47, align 8
  %893 = load ptr, ptr %52, align 8
  %894 = load ptr, ptr %51, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %891, ptr noundef %892, ptr noundef %893, ptr noundef %894)
  br label %895

895:                                              ; preds = %887, %888
  %896 = load i64, ptr %46, align 8
  %897 = load ptr, ptr %45, align 8
  %898 = getelementptr inbounds %struct.SeqStore_t, ptr %897, i32 0, i32 3
  %899 = load ptr, ptr %898, align 8
  %900 = getelementptr inbounds i8, ptr %899, i64 %896
  store ptr %900, ptr %898, align 8
  %901 = load ptr, ptr %45, align 8
  %902 = load i64, ptr %46, align 8
  %903 = load i32, ptr %49, align 4
  %904 = load i64, ptr %50, align 8
  store ptr %901, ptr %16, align 8
  store i64 %902, ptr %17, align 8
  store i32 %903, ptr %18, align 4
  store i64 %904, ptr %19, align 8
  %905 = load i64, ptr %17, align 8
  %906 = icmp ugt i64 %905, 65535
  %907 = zext i1 %906 to i32
  %908 = sext i32 %907 to i64
  br i1 %906, label %909, label %924

909:                                              ; preds = %895
  %910 = load ptr, ptr %16, align 8
  %911 = getelementptr inbounds %struct.SeqStore_t, ptr %910, i32 0, i32 9
  store i32 1, ptr %911, align 8
  %912 = load ptr, ptr %16, align 8
  %913 = getelementptr inbounds %struct.SeqStore_t, ptr %912, i32 0, i32 1
  %914 = load ptr, ptr %913, align 8
  %915 = load ptr, ptr %16, align 8
  %916 = load ptr, ptr %915, align 8
  %917 = ptrtoint ptr %914 to i64
  %918 = ptrtoint ptr %916 to i64
  %919 = sub i64 %917, %918
  %920 = sdiv exact i64 %919, 8
  %921 = trunc i64 %920 to i32
  %922 = load ptr, ptr %16, align 8
  %923 = getelementptr inbounds %struct.SeqStore_t, ptr %922, i32 0, i32 10
  store i32 %921, ptr %923, align 4
  br label %924

924:                                              ; preds = %909, %895
  %925 = load i64, ptr %17, align 8
  %926 = trunc i64 %925 to i16
  %927 = load ptr, ptr %16, align 8
  %928 = getelementptr inbounds %struct.SeqStore_t, ptr %927, i32 0, i32 1
  %929 = load ptr, ptr %928, align 8
  %930 = getelementptr inbounds %struct.SeqDef_s, ptr %929, i32 0, i32 1
  store i16 %926, ptr %930, align 4
  %931 = load i32, ptr %18, align 4
  %932 = load ptr, ptr %16, align 8
  %933 = getelementptr inbounds %struct.SeqStore_t, ptr %932, i32 0, i32 1
  %934 = load ptr, ptr %933, align 8
  store i32 %931, ptr %934, align 4
  %935 = load i64, ptr %19, align 8
  %936 = sub i64 %935, 3
  store i64 %936, ptr %20, align 8
  %937 = load i64, ptr %20, align 8
  %938 = icmp ugt i64 %937, 65535
  %939 = zext i1 %938 to i32
  %940 = sext i32 %939 to i64
  br i1 %938, label %941, label %956

941:                                              ; preds = %924
  %942 = load ptr, ptr %16, align 8
  %943 = getelementptr inbounds %struct.SeqStore_t, ptr %942, i32 0, i32 9
  store i32 2, ptr %943, align 8
  %944 = load ptr, ptr %16, align 8
  %945 = getelementptr inbounds %struct.SeqStore_t, ptr %944, i32 0, i32 1
  %946 = load ptr, ptr %945, align 8
  %947 = load ptr, ptr %16, align 8
  %948 = load ptr, ptr %947, align 8
  %949 = ptrtoint ptr %946 to i64
  %950 = ptrtoint ptr %948 to i64
  %951 = sub i64 %949, %950
  %952 = sdiv exact i64 %951, 8
  %953 = trunc i64 %952 to i32
  %954 = load ptr, ptr %16, align 8
  %955 = getelementptr inbounds %struct.SeqStore_t, ptr %954, i32 0, i32 10
  store i32 %953, ptr %955, align 4
  br label %956

956:                                              ; preds = %924, %941
  %957 = load i64, ptr %20, align 8
  %958 = trunc i64 %957 to i16
  %959 = load ptr, ptr %16, align 8
  %960 = getelementptr inbounds %struct.SeqStore_t, ptr %959, i32 0, i32 1
  %961 = load ptr, ptr %960, align 8
  %962 = getelementptr inbounds %struct.SeqDef_s, ptr %961, i32 0, i32 2
  store i16 %958, ptr %962, align 2
  %963 = load ptr, ptr %16, align 8
  %964 = getelementptr inbounds %struct.SeqStore_t, ptr %963, i32 0, i32 1
  %965 = load ptr, ptr %964, align 8
  %966 = getelementptr inbounds %struct.SeqDef_s, ptr %965, i32 1
  store ptr %966, ptr %964, align 8
  br label %967

967:                                              ; preds = %956, %533
  %968 = load i64, ptr %128, align 8
  %969 = load ptr, ptr %142, align 8
  %970 = getelementptr inbounds i8, ptr %969, i64 %968
  store ptr %970, ptr %142, align 8
  %971 = load ptr, ptr %142, align 8
  store ptr %971, ptr %118, align 8
  %972 = load ptr, ptr %142, align 8
  %973 = load ptr, ptr %123, align 8
  %974 = icmp ule ptr %972, %973
  br i1 %974, label %975, label %1391

975:                                              ; preds = %967
  %976 = load i32, ptr %130, align 4
  %977 = add i32 %976, 2
  store i32 %977, ptr %152, align 4
  %978 = load i32, ptr %152, align 4
  %979 = load ptr, ptr %112, align 8
  %980 = load ptr, ptr %116, align 8
  %981 = load i32, ptr %152, align 4
  %982 = zext i32 %981 to i64
  %983 = getelementptr inbounds i8, ptr %980, i64 %982
  %984 = load i32, ptr %113, align 4
  store ptr %983, ptr %82, align 8
  store i32 %984, ptr %83, align 4
  store i32 8, ptr %84, align 4
  %985 = load i32, ptr %84, align 4
  switch i32 %985, label %986 [
    i32 4, label %987
    i32 5, label %991
    i32 6, label %995
    i32 7, label %999
    i32 8, label %1003
  ]

986:                                              ; preds = %975
  br label %987

987:                                              ; preds = %986, %975
  %988 = load ptr, ptr %82, align 8
  %989 = load i32, ptr %83, align 4
  %990 = call i64 @ZSTD_hash4Ptr(ptr noundef %988, i32 noundef %989)
  store i64 %990, ptr %81, align 8
  br label %1007

991:                                              ; preds = %975
  %992 = load ptr, ptr %82, align 8
  %993 = load i32, ptr %83, align 4
  %994 = call i64 @ZSTD_hash5Ptr(ptr noundef %992, i32 noundef %993)
  store i64 %994, ptr %81, align 8
  br label %1007

995:                                              ; preds = %975
  %996 = load ptr, ptr %82, align 8
  %997 = load i32, ptr %83, align 4
  %998 = call i64 @ZSTD_hash6Ptr(ptr noundef %996, i32 noundef %997)
  store i64 %998, ptr %81, align 8
  br label %1007

999:                                              ; preds = %975
  %1000 = load ptr, ptr %82, align 8
  %1001 = load i32, ptr %83, align 4
  %1002 = call i64 @ZSTD_hash7Ptr(ptr noundef %1000, i32 noundef %1001)
  store i64 %1002, ptr %81, align 8
  br label %1007

1003:                                             ; preds = %975
  %1004 = load ptr, ptr %82, align 8
  %1005 = load i32, ptr %83, align 4
  %1006 = call i64 @ZSTD_hash8Ptr(ptr noundef %1004, i32 noundef %1005)
  store i64 %1006, ptr %81, align 8
  br label %1007

1007:                                             ; preds = %1003, %999, %995, %991, %987
  %1008 = load i64, ptr %81, align 8
  %1009 = getelementptr inbounds i32, ptr %979, i64 %1008
  store i32 %978, ptr %1009, align 4
  %1010 = load ptr, ptr %142, align 8
  %1011 = getelementptr inbounds i8, ptr %1010, i64 -2
  %1012 = load ptr, ptr %116, align 8
  %1013 = ptrtoint ptr %1011 to i64
  %1014 = ptrtoint ptr %1012 to i64
  %1015 = sub i64 %1013, %1014
  %1016 = trunc i64 %1015 to i32
  %1017 = load ptr, ptr %112, align 8
  %1018 = load ptr, ptr %142, align 8
  %1019 = getelementptr inbounds i8, ptr %1018, i64 -2
  %1020 = load i32, ptr %113, align 4
  store ptr %1019, ptr %86, align 8
  store i32 %1020, ptr %87, align 4
  store i32 8, ptr %88, align 4
  %1021 = load i32, ptr %88, align 4
  switch i32 %1021, label %1022 [
    i32 4, label %1023
    i32 5, label %1027
    i32 6, label %1031
    i32 7, label %1035
    i32 8, label %1039
  ]

1022:                                             ; preds = %1007
  br label %1023

1023:                                             ; preds = %1022, %1007
  %1024 = load ptr, ptr %86, align 8
  %1025 = load i32, ptr %87, align 4
  %1026 = call i64 @ZSTD_hash4Ptr(ptr noundef %1024, i32 noundef %1025)
  store i64 %1026, ptr %85, align 8
  br label %1043

1027:                                             ; preds = %1007
  %1028 = load ptr, ptr %86, align 8
  %1029 = load i32, ptr %87, align 4
  %1030 = call i64 @ZSTD_hash5Ptr(ptr noundef %1028, i32 noundef %1029)
  store i64 %1030, ptr %85, align 8
  br label %1043

1031:                                             ; preds = %1007
  %1032 = load ptr, ptr %86, align 8
  %1033 = load i32, ptr %87, align 4
  %1034 = call i64 @ZSTD_hash6Ptr(ptr noundef %1032, i32 noundef %1033)
  store i64 %1034, ptr %85, align 8
  br label %1043

1035:                                             ; preds = %1007
  %1036 = load ptr, ptr %86, align 8
  %1037 = load i32, ptr %87, align 4
  %1038 = call i64 @ZSTD_hash7Ptr(ptr noundef %1036, i32 noundef %1037)
  store i64 %1038, ptr %85, align 8
  br label %1043

1039:                                             ; preds = %1007
  %1040 = load ptr, ptr %86, align 8
  %1041 = load i32, ptr %87, align 4
  %1042 = call i64 @ZSTD_hash8Ptr(ptr noundef %1040, i32 noundef %1041)
  store i64 %1042, ptr %85, align 8
  br label %1043

1043:                                             ; preds = %1039, %1035, %1031, %1027, %1023
  %1044 = load i64, ptr %85, align 8
  %1045 = getelementptr inbounds i32, ptr %1017, i64 %1044
  store i32 %1016, ptr %1045, align 4
  %1046 = load i32, ptr %152, align 4
  %1047 = load ptr, ptr %114, align 8
  %1048 = load ptr, ptr %116, align 8
  %1049 = load i32, ptr %152, align 4
  %1050 = zext i32 %1049 to i64
  %1051 = getelementptr inbounds i8, ptr %1048, i64 %1050
  %1052 = load i32, ptr %115, align 4
  %1053 = load i32, ptr %110, align 4
  store ptr %1051, ptr %90, align 8
  store i32 %1052, ptr %91, align 4
  store i32 %1053, ptr %92, align 4
  %1054 = load i32, ptr %92, align 4
  switch i32 %1054, label %1055 [
    i32 4, label %1056
    i32 5, label %1060
    i32 6, label %1064
    i32 7, label %1068
    i32 8, label %1072
  ]

1055:                                             ; preds = %1043
  br label %1056

1056:                                             ; preds = %1055, %1043
  %1057 = load ptr, ptr %90, align 8
  %1058 = load i32, ptr %91, align 4
  %1059 = call i64 @ZSTD_hash4Ptr(ptr noundef %1057, i32 noundef %1058)
  store i64 %1059, ptr %89, align 8
  br label %1076

1060:                                             ; preds = %1043
  %1061 = load ptr, ptr %90, align 8
  %1062 = load i32, ptr %91, align 4
  %1063 = call i64 @ZSTD_hash5Ptr(ptr noundef %1061, i32 noundef %1062)
  store i64 %1063, ptr %89, align 8
  br label %1076

1064:                                             ; preds = %1043
  %1065 = load ptr, ptr %90, align 8
  %1066 = load i32, ptr %91, align 4
  %1067 = call i64 @ZSTD_hash6Ptr(ptr noundef %1065, i32 noundef %1066)
  store i64 %1067, ptr %89, align 8
  br label %1076

1068:                                             ; preds = %1043
  %1069 = load ptr, ptr %90, align 8
  %1070 = load i32, ptr %91, align 4
  %1071 = call i64 @ZSTD_hash7Ptr(ptr noundef %1069, i32 noundef %1070)
  store i64 %1071, ptr %89, align 8
  br label %1076

1072:                                             ; preds = %1043
  %1073 = load ptr, ptr %90, align 8
  %1074 = load i32, ptr %91, align 4
  %1075 = call i64 @ZSTD_hash8Ptr(ptr noundef %1073, i32 noundef %1074)
  store i64 %1075, ptr %89, align 8
  br label %1076

1076:                                             ; preds = %1072, %1068, %1064, %1060, %1056
  %1077 = load i64, ptr %89, align 8
  %1078 = getelementptr inbounds i32, ptr %1047, i64 %1077
  store i32 %1046, ptr %1078, align 4
  %1079 = load ptr, ptr %142, align 8
  %1080 = getelementptr inbounds i8, ptr %1079, i64 -1
  %1081 = load ptr, ptr %116, align 8
  %1082 = ptrtoint ptr %1080 to i64
  %1083 = ptrtoint ptr %1081 to i64
  %1084 = sub i64 %1082, %1083
  %1085 = trunc i64 %1084 to i32
  %1086 = load ptr, ptr %114, align 8
  %1087 = load ptr, ptr %142, align 8
  %1088 = getelementptr inbounds i8, ptr %1087, i64 -1
  %1089 = load i32, ptr %115, align 4
  %1090 = load i32, ptr %110, align 4
  store ptr %1088, ptr %94, align 8
  store i32 %1089, ptr %95, align 4
  store i32 %1090, ptr %96, align 4
  %1091 = load i32, ptr %96, align 4
  switch i32 %1091, label %1092 [
    i32 4, label %1093
    i32 5, label %1097
    i32 6, label %1101
    i32 7, label %1105
    i32 8, label %1109
  ]

1092:                                             ; preds = %1076
  br label %1093

1093:                                             ; preds = %1092, %1076
  %1094 = load ptr, ptr %94, align 8
  %1095 = load i32, ptr %95, align 4
  %1096 = call i64 @ZSTD_hash4Ptr(ptr noundef %1094, i32 noundef %1095)
  store i64 %1096, ptr %93, align 8
  br label %1113

1097:                                             ; preds = %1076
  %1098 = load ptr, ptr %94, align 8
  %1099 = load i32, ptr %95, align 4
  %1100 = call i64 @ZSTD_hash5Ptr(ptr noundef %1098, i32 noundef %1099)
  store i64 %1100, ptr %93, align 8
  br label %1113

1101:                                             ; preds = %1076
  %1102 = load ptr, ptr %94, align 8
  %1103 = load i32, ptr %95, align 4
  %1104 = call i64 @ZSTD_hash6Ptr(ptr noundef %1102, i32 noundef %1103)
  store i64 %1104, ptr %93, align 8
  br label %1113

1105:                                             ; preds = %1076
  %1106 = load ptr, ptr %94, align 8
  %1107 = load i32, ptr %95, align 4
  %1108 = call i64 @ZSTD_hash7Ptr(ptr noundef %1106, i32 noundef %1107)
  store i64 %1108, ptr %93, align 8
  br label %1113

1109:                                             ; preds = %1076
  %1110 = load ptr, ptr %94, align 8
  %1111 = load i32, ptr %95, align 4
  %1112 = call i64 @ZSTD_hash8Ptr(ptr noundef %1110, i32 noundef %1111)
  store i64 %1112, ptr %93, align 8
  br label %1113

1113:                                             ; preds = %1109, %1105, %1101, %1097, %1093
  %1114 = load i64, ptr %93, align 8
  %1115 = getelementptr inbounds i32, ptr %1086, i64 %1114
  store i32 %1085, ptr %1115, align 4
  br label %1116

1116:                                             ; preds = %1375, %1113
  %1117 = load ptr, ptr %142, align 8
  %1118 = load ptr, ptr %123, align 8
  %1119 = icmp ule ptr %1117, %1118
  br i1 %1119, label %1120, label %1136

1120:                                             ; preds = %1116
  %1121 = load i32, ptr %125, align 4
  %1122 = icmp ugt i32 %1121, 0
  %1123 = zext i1 %1122 to i32
  %1124 = load ptr, ptr %142, align 8
  %1125 = call i32 @MEM_read32(ptr noundef %1124)
  %1126 = load ptr, ptr %142, align 8
  %1127 = load i32, ptr %125, align 4
  %1128 = zext i32 %1127 to i64
  %1129 = sub i64 0, %1128
  %1130 = getelementptr inbounds i8, ptr %1126, i64 %1129
  %1131 = call i32 @MEM_read32(ptr noundef %1130)
  %1132 = icmp eq i32 %1125, %1131
  %1133 = zext i1 %1132 to i32
  %1134 = and i32 %1123, %1133
  %1135 = icmp ne i32 %1134, 0
  br label %1136

1136:                                             ; preds = %1120, %1116
  %1137 = phi i1 [ false, %1116 ], [ %1135, %1120 ]
  br i1 %1137, label %1138, label %1390

1138:                                             ; preds = %1136
  %1139 = load ptr, ptr %142, align 8
  %1140 = getelementptr inbounds i8, ptr %1139, i64 4
  %1141 = load ptr, ptr %142, align 8
  %1142 = getelementptr inbounds i8, ptr %1141, i64 4
  %1143 = load i32, ptr %125, align 4
  %1144 = zext i32 %1143 to i64
  %1145 = sub i64 0, %1144
  %1146 = getelementptr inbounds i8, ptr %1142, i64 %1145
  %1147 = load ptr, ptr %122, align 8
  %1148 = call i64 @ZSTD_count(ptr noundef %1140, ptr noundef %1146, ptr noundef %1147)
  %1149 = add i64 %1148, 4
  store i64 %1149, ptr %153, align 8
  %1150 = load i32, ptr %125, align 4
  store i32 %1150, ptr %154, align 4
  %1151 = load i32, ptr %124, align 4
  store i32 %1151, ptr %125, align 4
  %1152 = load i32, ptr %154, align 4
  store i32 %1152, ptr %124, align 4
  %1153 = load ptr, ptr %142, align 8
  %1154 = load ptr, ptr %116, align 8
  %1155 = ptrtoint ptr %1153 to i64
  %1156 = ptrtoint ptr %1154 to i64
  %1157 = sub i64 %1155, %1156
  %1158 = trunc i64 %1157 to i32
  %1159 = load ptr, ptr %114, align 8
  %1160 = load ptr, ptr %142, align 8
  %1161 = load i32, ptr %115, align 4
  %1162 = load i32, ptr %110, align 4
  store ptr %1160, ptr %98, align 8
  store i32 %1161, ptr %99, align 4
  store i32 %1162, ptr %100, align 4
  %1163 = load i32, ptr %100, align 4
  switch i32 %1163, label %1164 [
    i32 4, label %1165
    i32 5, label %1169
    i32 6, label %1173
    i32 7, label %1177
    i32 8, label %1181
  ]

1164:                                             ; preds = %1138
  br label %1165

1165:                                             ; preds = %1164, %1138
  %1166 = load ptr, ptr %98, align 8
  %1167 = load i32, ptr %99, align 4
  %1168 = call i64 @ZSTD_hash4Ptr(ptr noundef %1166, i32 noundef %1167)
  store i64 %1168, ptr %97, align 8
  br label %1185

1169:                                             ; preds = %1138
  %1170 = load ptr, ptr %98, align 8
  %1171 = load i32, ptr %99, align 4
  %1172 = call i64 @ZSTD_hash5Ptr(ptr noundef %1170, i32 noundef %1171)
  store i64 %1172, ptr %97, align 8
  br label %1185

1173:                                             ; preds = %1138
  %1174 = load ptr, ptr %98, align 8
  %1175 = load i32, ptr %99, align 4
  %1176 = call i64 @ZSTD_hash6Ptr(ptr noundef %1174, i32 noundef %1175)
  store i64 %1176, ptr %97, align 8
  br label %1185

1177:                                             ; preds = %1138
  %1178 = load ptr, ptr %98, align 8
  %1179 = load i32, ptr %99, align 4
  %1180 = call i64 @ZSTD_hash7Ptr(ptr noundef %1178, i32 noundef %1179)
  store i64 %1180, ptr %97, align 8
  br label %1185

1181:                                             ; preds = %1138
  %1182 = load ptr, ptr %98, align 8
  %1183 = load i32, ptr %99, align 4
  %1184 = call i64 @ZSTD_hash8Ptr(ptr noundef %1182, i32 noundef %1183)
  store i64 %1184, ptr %97, align 8
  br label %1185

1185:                                             ; preds = %1181, %1177, %1173, %1169, %1165
  %1186 = load i64, ptr %97, align 8
  %1187 = getelementptr inbounds i32, ptr %1159, i64 %1186
  store i32 %1158, ptr %1187, align 4
  %1188 = load ptr, ptr %142, align 8
  %1189 = load ptr, ptr %116, align 8
  %1190 = ptrtoint ptr %1188 to i64
  %1191 = ptrtoint ptr %1189 to i64
  %1192 = sub i64 %1190, %1191
  %1193 = trunc i64 %1192 to i32
  %1194 = load ptr, ptr %112, align 8
  %1195 = load ptr, ptr %142, align 8
  %1196 = load i32, ptr %113, align 4
  store ptr %1195, ptr %102, align 8
  store i32 %1196, ptr %103, align 4
  store i32 8, ptr %104, align 4
  %1197 = load i32, ptr %104, align 4
  switch i32 %1197, label %1198 [
    i32 4, label %1199
    i32 5, label %1203
    i32 6, label %1207
    i32 7, label %1211
    i32 8, label %1215
  ]

1198:                                             ; preds = %1185
  br label %1199

1199:                                             ; preds = %1198, %1185
  %1200 = load ptr, ptr %102, align 8
  %1201 = load i32, ptr %103, align 4
  %1202 = call i64 @ZSTD_hash4Ptr(ptr noundef %1200, i32 noundef %1201)
  store i64 %1202, ptr %101, align 8
  br label %1219

1203:                                             ; preds = %1185
  %1204 = load ptr, ptr %102, align 8
  %1205 = load i32, ptr %103, align 4
  %1206 = call i64 @ZSTD_hash5Ptr(ptr noundef %1204, i32 noundef %1205)
  store i64 %1206, ptr %101, align 8
  br label %1219

1207:                                             ; preds = %1185
  %1208 = load ptr, ptr %102, align 8
  %1209 = load i32, ptr %103, align 4
  %1210 = call i64 @ZSTD_hash6Ptr(ptr noundef %1208, i32 noundef %1209)
  store i64 %1210, ptr %101, align 8
  br label %1219

1211:                                             ; preds = %1185
  %1212 = load ptr, ptr %102, align 8
  %1213 = load i32, ptr %103, align 4
  %1214 = call i64 @ZSTD_hash7Ptr(ptr noundef %1212, i32 noundef %1213)
  store i64 %1214, ptr %101, align 8
  br label %1219

1215:                                             ; preds = %1185
  %1216 = load ptr, ptr %102, align 8
  %1217 = load i32, ptr %103, align 4
  %1218 = call i64 @ZSTD_hash8Ptr(ptr noundef %1216, i32 noundef %1217)
  store i64 %1218, ptr %101, align 8
  br label %1219

1219:                                             ; preds = %1215, %1211, %1207, %1203, %1199
  %1220 = load i64, ptr %101, align 8
  %1221 = getelementptr inbounds i32, ptr %1194, i64 %1220
  store i32 %1193, ptr %1221, align 4
  %1222 = load ptr, ptr %106, align 8
  %1223 = load ptr, ptr %118, align 8
  %1224 = load ptr, ptr %122, align 8
  %1225 = load i64, ptr %153, align 8
  store ptr %1222, ptr %53, align 8
  store i64 0, ptr %54, align 8
  store ptr %1223, ptr %55, align 8
  store ptr %1224, ptr %56, align 8
  store i32 1, ptr %57, align 4
  store i64 %1225, ptr %58, align 8
  %1226 = load ptr, ptr %56, align 8
  %1227 = getelementptr inbounds i8, ptr %1226, i64 -32
  store ptr %1227, ptr %59, align 8
  %1228 = load ptr, ptr %55, align 8
  %1229 = load i64, ptr %54, align 8
  %1230 = getelementptr inbounds i8, ptr %1228, i64 %1229
  store ptr %1230, ptr %60, align 8
  %1231 = load ptr, ptr %60, align 8
  %1232 = load ptr, ptr %59, align 8
  %1233 = icmp ule ptr %1231, %1232
  br i1 %1233, label %1234, label %1307

1234:                                             ; preds = %1219
  %1235 = load ptr, ptr %53, align 8
  %1236 = getelementptr inbounds %struct.SeqStore_t, ptr %1235, i32 0, i32 3
  %1237 = load ptr, ptr %1236, align 8
  %1238 = load ptr, ptr %55, align 8
  call void @ZSTD_copy16(ptr noundef %1237, ptr noundef %1238)
  %1239 = load i64, ptr %54, align 8
  %1240 = icmp ugt i64 %1239, 16
  br i1 %1240, label %1241, label %1306

1241:                                             ; preds = %1234
  %1242 = load ptr, ptr %53, align 8
  %1243 = getelementptr inbounds %struct.SeqStore_t, ptr %1242, i32 0, i32 3
  %1244 = load ptr, ptr %1243, align 8
  %1245 = getelementptr inbounds i8, ptr %1244, i64 16
  %1246 = load ptr, ptr %55, align 8
  %1247 = getelementptr inbounds i8, ptr %1246, i64 16
  %1248 = load i64, ptr %54, align 8
  %1249 = sub nsw i64 %1248, 16
  store ptr %1245, ptr %29, align 8
  store ptr %1247, ptr %30, align 8
  store i64 %1249, ptr %31, align 8
  store i32 0, ptr %32, align 4
  %1250 = load ptr, ptr %29, align 8
  %1251 = load ptr, ptr %30, align 8
  %1252 = ptrtoint ptr %1250 to i64
  %1253 = ptrtoint ptr %1251 to i64
  %1254 = sub i64 %1252, %1253
  store i64 %1254, ptr %33, align 8
  %1255 = load ptr, ptr %30, align 8
  store ptr %1255, ptr %34, align 8
  %1256 = load ptr, ptr %29, align 8
  store ptr %1256, ptr %35, align 8
  %1257 = load ptr, ptr %35, align 8
  %1258 = load i64, ptr %31, align 8
  %1259 = getelementptr inbounds i8, ptr %1257, i64 %1258
  store ptr %1259, ptr %36, align 8
  %1260 = load i32, ptr %32, align 4
  %1261 = icmp eq i32 %1260, 1
  br i1 %1261, label %1262, label %1277

1262:                                             ; preds = %1241
  %1263 = load i64, ptr %33, align 8
  %1264 = icmp slt i64 %1263, 16
  br i1 %1264, label %1265, label %1277

1265:                                             ; preds = %1262
  br label %1266

1266:                                             ; preds = %1266, %1265
  %1267 = load ptr, ptr %35, align 8
  %1268 = load ptr, ptr %34, align 8
  call void @ZSTD_copy8(ptr noundef %1267, ptr noundef %1268)
  %1269 = load ptr, ptr %35, align 8
  %1270 = getelementptr inbounds i8, ptr %1269, i64 8
  store ptr %1270, ptr %35, align 8
  %1271 = load ptr, ptr %34, align 8
  %1272 = getelementptr inbounds i8, ptr %1271, i64 8
  store ptr %1272, ptr %34, align 8
  %1273 = load ptr, ptr %35, align 8
  %1274 = load ptr, ptr %36, align 8
  %1275 = icmp ult ptr %1273, %1274
  br i1 %1275, label %1266, label %1276, !llvm.loop !11

1276:                                             ; preds = %1266
  br label %1305

1277:                                             ; preds = %1262, %1241
  %1278 = load ptr, ptr %35, align 8
  %1279 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1278, ptr noundef %1279)
  %1280 = load i64, ptr %31, align 8
  %1281 = icmp sge i64 16, %1280
  br i1 %1281, label %1282, label %1283

1282:                                             ; preds = %1277
  br label %1305

1283:                                             ; preds = %1277
  %1284 = load ptr, ptr %35, align 8
  %1285 = getelementptr inbounds i8, ptr %1284, i64 16
  store ptr %1285, ptr %35, align 8
  %1286 = load ptr, ptr %34, align 8
  %1287 = getelementptr inbounds i8, ptr %1286, i64 16
  store ptr %1287, ptr %34, align 8
  br label %1288

1288:                                             ; preds = %1288, %1283
  %1289 = load ptr, ptr %35, align 8
  %1290 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1289, ptr noundef %1290)
  %1291 = load ptr, ptr %35, align 8
  %1292 = getelementptr inbounds i8, ptr %1291, i64 16
  store ptr %1292, ptr %35, align 8
  %1293 = load ptr, ptr %34, align 8
  %1294 = getelementptr inbounds i8, ptr %1293, i64 16
  store ptr %1294, ptr %34, align 8
  %1295 = load ptr, ptr %35, align 8
  %1296 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1295, ptr noundef %1296)
  %1297 = load ptr, ptr %35, align 8
  %1298 = getelementptr inbounds i8, ptr %1297, i64 16
  store ptr %1298, ptr %35, align 8
  %1299 = load ptr, ptr %34, align 8
  %1300 = getelementptr inbounds i8, ptr %1299, i64 16
  store ptr %1300, ptr %34, align 8
  %1301 = load ptr, ptr %35, align 8
  %1302 = load ptr, ptr %36, align 8
  %1303 = icmp ult ptr %1301, %1302
  br i1 %1303, label %1288, label %1304, !llvm.loop !12

1304:                                             ; preds = %1288
  br label %1305

1305:                                             ; preds = %1276, %1282, %1304
  br label %1306

1306:                                             ; preds = %1305, %1234
  br label %1314

1307:                                             ; preds = %1219
  %1308 = load ptr, ptr %53, align 8
  %1309 = getelementptr inbounds %struct.SeqStore_t, ptr %1308, i32 0, i32 3
  %1310 = load ptr, ptr %1309, align 8
  %1311 = load ptr, ptr %55, align 8
  %1312 = load ptr, ptr %60, align 8
  %1313 = load ptr, ptr %59, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1310, ptr noundef %1311, ptr noundef %1312, ptr noundef %1313)
  br label %1314

1314:                                             ; preds = %1306, %1307
  %1315 = load i64, ptr %54, align 8
  %1316 = load ptr, ptr %53, align 8
  %1317 = getelementptr inbounds %struct.SeqStore_t, ptr %1316, i32 0, i32 3
  %1318 = load ptr, ptr %1317, align 8
  %1319 = getelementptr inbounds i8, ptr %1318, i64 %1315
  store ptr %1319, ptr %1317, align 8
  %1320 = load ptr, ptr %53, align 8
  %1321 = load i64, ptr %54, align 8
  %1322 = load i32, ptr %57, align 4
  %1323 = load i64, ptr %58, align 8
  store ptr %1320, ptr %11, align 8
  store i64 %1321, ptr %12, align 8
  store i32 %1322, ptr %13, align 4
  store i64 %1323, ptr %14, align 8
  %1324 = load i64, ptr %12, align 8
  %1325 = icmp ugt i64 %1324, 65535
  %1326 = zext i1 %1325 to i32
  %1327 = sext i32 %1326 to i64
  br i1 %1325, label %1328, label %1343

1328:                                             ; preds = %1314
  %1329 = load ptr, ptr %11, align 8
  %1330 = getelementptr inbounds %struct.SeqStore_t, ptr %1329, i32 0, i32 9
  store i32 1, ptr %1330, align 8
  %1331 = load ptr, ptr %11, align 8
  %1332 = getelementptr inbounds %struct.SeqStore_t, ptr %1331, i32 0, i32 1
  %1333 = load ptr, ptr %1332, align 8
  %1334 = load ptr, ptr %11, align 8
  %1335 = load ptr, ptr %1334, align 8
  %1336 = ptrtoint ptr %1333 to i64
  %1337 = ptrtoint ptr %1335 to i64
  %1338 = sub i64 %1336, %1337
  %1339 = sdiv exact i64 %1338, 8
  %1340 = trunc i64 %1339 to i32
  %1341 = load ptr, ptr %11, align 8
  %1342 = getelementptr inbounds %struct.SeqStore_t, ptr %1341, i32 0, i32 10
  store i32 %1340, ptr %1342, align 4
  br label %1343

1343:                                             ; preds = %1328, %1314
  %1344 = load i64, ptr %12, align 8
  %1345 = trunc i64 %1344 to i16
  %1346 = load ptr, ptr %11, align 8
  %1347 = getelementptr inbounds %struct.SeqStore_t, ptr %1346, i32 0, i32 1
  %1348 = load ptr, ptr %1347, align 8
  %1349 = getelementptr inbounds %struct.SeqDef_s, ptr %1348, i32 0, i32 1
  store i16 %1345, ptr %1349, align 4
  %1350 = load i32, ptr %13, align 4
  %1351 = load ptr, ptr %11, align 8
  %1352 = getelementptr inbounds %struct.SeqStore_t, ptr %1351, i32 0, i32 1
  %1353 = load ptr, ptr %1352, align 8
  store i32 %1350, ptr %1353, align 4
  %1354 = load i64, ptr %14, align 8
  %1355 = sub i64 %1354, 3
  store i64 %1355, ptr %15, align 8
  %1356 = load i64, ptr %15, align 8
  %1357 = icmp ugt i64 %1356, 65535
  %1358 = zext i1 %1357 to i32
  %1359 = sext i32 %1358 to i64
  br i1 %1357, label %1360, label %1375

1360:                                             ; preds = %1343
  %1361 = load ptr, ptr %11, align 8
  %1362 = getelementptr inbounds %struct.SeqStore_t, ptr %1361, i32 0, i32 9
  store i32 2, ptr %1362, align 8
  %1363 = load ptr, ptr %11, align 8
  %1364 = getelementptr inbounds %struct.SeqStore_t, ptr %1363, i32 0, i32 1
  %1365 = load ptr, ptr %1364, align 8
  %1366 = load ptr, ptr %11, align 8
  %1367 = load ptr, ptr %1366, align 8
  %1368 = ptrtoint ptr %1365 to i64
  %1369 = ptrtoint ptr %1367 to i64
  %1370 = sub i64 %1368, %1369
  %1371 = sdiv exact i64 %1370, 8
  %1372 = trunc i64 %1371 to i32
  %1373 = load ptr, ptr %11, align 8
  %1374 = getelementptr inbounds %struct.SeqStore_t, ptr %1373, i32 0, i32 10
  store i32 %1372, ptr %1374, align 4
  br label %1375

1375:                                             ; preds = %1343, %1360
  %1376 = load i64, ptr %15, align 8
  %1377 = trunc i64 %1376 to i16
  %1378 = load ptr, ptr %11, align 8
  %1379 = getelementptr inbounds %struct.SeqStore_t, ptr %1378, i32 0, i32 1
  %1380 = load ptr, ptr %1379, align 8
  %1381 = getelementptr inbounds %struct.SeqDef_s, ptr %1380, i32 0, i32 2
  store i16 %1377, ptr %1381, align 2
  %1382 = load ptr, ptr %11, align 8
  %1383 = getelementptr inbounds %struct.SeqStore_t, ptr %1382, i32 0, i32 1
  %1384 = load ptr, ptr %1383, align 8
  %1385 = getelementptr inbounds %struct.SeqDef_s, ptr %1384, i32 1
  store ptr %1385, ptr %1383, align 8
  %1386 = load i64, ptr %153, align 8
  %1387 = load ptr, ptr %142, align 8
  %1388 = getelementptr inbounds i8, ptr %1387, i64 %1386
  store ptr %1388, ptr %142, align 8
  %1389 = load ptr, ptr %142, align 8
  store ptr %1389, ptr %118, align 8
  br label %1116, !llvm.loop !16

1390:                                             ; preds = %1136
  br label %1391

1391:                                             ; preds = %1390, %967
  br label %248

1392:                                             ; preds = %716, %718
  %1393 = phi i32 [ %717, %716 ], [ %719, %718 ]
  %1394 = load ptr, ptr %107, align 8
  %1395 = getelementptr inbounds i32, ptr %1394, i64 1
  store i32 %1393, ptr %1395, align 4
  %1396 = load ptr, ptr %122, align 8
  %1397 = load ptr, ptr %118, align 8
  %1398 = ptrtoint ptr %1396 to i64
  %1399 = ptrtoint ptr %1397 to i64
  %1400 = sub i64 %1398, %1399
  ret i64 %1400
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

353:                                              ; preds = %1818, %892, %346
  %354 = load ptr, ptr %130, align 8
  %355 = load ptr, ptr %136, align 8
  %356 = icmp ult ptr %354, %355
  br i1 %356, label %357, label %1819

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
  br label %1375

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
  br label %1201

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
  br label %1201

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
  br label %902

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
  br label %902

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
  br label %353, !llvm.loop !21

902:                                              ; preds = %889, %865
  %903 = load ptr, ptr %130, align 8
  %904 = getelementptr inbounds i8, ptr %903, i64 1
  %905 = load i32, ptr %125, align 4
  store ptr %904, ptr %86, align 8
  store i32 %905, ptr %87, align 4
  store i32 8, ptr %88, align 4
  %906 = load i32, ptr %88, align 4
  switch i32 %906, label %907 [
    i32 4, label %908
    i32 5, label %912
    i32 6, label %916
    i32 7, label %920
    i32 8, label %924
  ]

907:                                              ; preds = %902
  br label %908

908:                                              ; preds = %907, %902
  %909 = load ptr, ptr %86, align 8
  %910 = load i32, ptr %87, align 4
  %911 = call i64 @ZSTD_hash4Ptr(ptr noundef %909, i32 noundef %910)
  store i64 %911, ptr %85, align 8
  br label %928

912:                                              ; preds = %902
  %913 = load ptr, ptr %86, align 8
  %914 = load i32, ptr %87, align 4
  %915 = call i64 @ZSTD_hash5Ptr(ptr noundef %913, i32 noundef %914)
  store i64 %915, ptr %85, align 8
  br label %928

916:                                              ; preds = %902
  %917 = load ptr, ptr %86, align 8
  %918 = load i32, ptr %87, align 4
  %919 = call i64 @ZSTD_hash6Ptr(ptr noundef %917, i32 noundef %918)
  store i64 %919, ptr %85, align 8
  br label %928

920:                                              ; preds = %902
  %921 = load ptr, ptr %86, align 8
  %922 = load i32, ptr %87, align 4
  %923 = call i64 @ZSTD_hash7Ptr(ptr noundef %921, i32 noundef %922)
  store i64 %923, ptr %85, align 8
  br label %928

924:                                              ; preds = %902
  %925 = load ptr, ptr %86, align 8
  %926 = load i32, ptr %87, align 4
  %927 = call i64 @ZSTD_hash8Ptr(ptr noundef %925, i32 noundef %926)
  store i64 %927, ptr %85, align 8
  br label %928

928:                                              ; preds = %924, %920, %916, %912, %908
  %929 = load i64, ptr %85, align 8
  store i64 %929, ptr %180, align 8
  %930 = load ptr, ptr %130, align 8
  %931 = getelementptr inbounds i8, ptr %930, i64 1
  %932 = load i32, ptr %148, align 4
  store ptr %931, ptr %90, align 8
  store i32 %932, ptr %91, align 4
  store i32 8, ptr %92, align 4
  %933 = load i32, ptr %92, align 4
  switch i32 %933, label %934 [
    i32 4, label %935
    i32 5, label %939
    i32 6, label %943
    i32 7, label %947
    i32 8, label %951
  ]

934:                                              ; preds = %928
  br label %935

935:                                              ; preds = %934, %928
  %936 = load ptr, ptr %90, align 8
  %937 = load i32, ptr %91, align 4
  %938 = call i64 @ZSTD_hash4Ptr(ptr noundef %936, i32 noundef %937)
  store i64 %938, ptr %89, align 8
  br label %955

939:                                              ; preds = %928
  %940 = load ptr, ptr %90, align 8
  %941 = load i32, ptr %91, align 4
  %942 = call i64 @ZSTD_hash5Ptr(ptr noundef %940, i32 noundef %941)
  store i64 %942, ptr %89, align 8
  br label %955

943:                                              ; preds = %928
  %944 = load ptr, ptr %90, align 8
  %945 = load i32, ptr %91, align 4
  %946 = call i64 @ZSTD_hash6Ptr(ptr noundef %944, i32 noundef %945)
  store i64 %946, ptr %89, align 8
  br label %955

947:                                              ; preds = %928
  %948 = load ptr, ptr %90, align 8
  %949 = load i32, ptr %91, align 4
  %950 = call i64 @ZSTD_hash7Ptr(ptr noundef %948, i32 noundef %949)
  store i64 %950, ptr %89, align 8
  br label %955

951:                                              ; preds = %928
  %952 = load ptr, ptr %90, align 8
  %953 = load i32, ptr %91, align 4
  %954 = call i64 @ZSTD_hash8Ptr(ptr noundef %952, i32 noundef %953)
  store i64 %954, ptr %89, align 8
  br label %955

955:                                              ; preds = %951, %947, %943, %939, %935
  %956 = load i64, ptr %89, align 8
  store i64 %956, ptr %181, align 8
  %957 = load ptr, ptr %124, align 8
  %958 = load i64, ptr %180, align 8
  %959 = getelementptr inbounds i32, ptr %957, i64 %958
  %960 = load i32, ptr %959, align 4
  store i32 %960, ptr %182, align 4
  %961 = load ptr, ptr %141, align 8
  %962 = load i64, ptr %181, align 8
  %963 = lshr i64 %962, 8
  %964 = getelementptr inbounds i32, ptr %961, i64 %963
  %965 = load i32, ptr %964, align 4
  store i32 %965, ptr %183, align 4
  %966 = load i32, ptr %183, align 4
  %967 = zext i32 %966 to i64
  %968 = load i64, ptr %181, align 8
  %969 = call i32 @ZSTD_comparePackedTags(i64 noundef %967, i64 noundef %968)
  store i32 %969, ptr %184, align 4
  %970 = load ptr, ptr %128, align 8
  %971 = load i32, ptr %182, align 4
  %972 = zext i32 %971 to i64
  %973 = getelementptr inbounds i8, ptr %970, i64 %972
  store ptr %973, ptr %185, align 8
  %974 = load i32, ptr %169, align 4
  %975 = add i32 %974, 1
  %976 = load ptr, ptr %124, align 8
  %977 = load i64, ptr %180, align 8
  %978 = getelementptr inbounds i32, ptr %976, i64 %977
  store i32 %975, ptr %978, align 4
  %979 = load i32, ptr %182, align 4
  %980 = load i32, ptr %133, align 4
  %981 = icmp uge i32 %979, %980
  br i1 %981, label %982, label %1036

982:                                              ; preds = %955
  %983 = load ptr, ptr %185, align 8
  %984 = call i64 @MEM_read64(ptr noundef %983)
  %985 = load ptr, ptr %130, align 8
  %986 = getelementptr inbounds i8, ptr %985, i64 1
  %987 = call i64 @MEM_read64(ptr noundef %986)
  %988 = icmp eq i64 %984, %987
  br i1 %988, label %989, label %1036

989:                                              ; preds = %982
  %990 = load ptr, ptr %130, align 8
  %991 = getelementptr inbounds i8, ptr %990, i64 9
  %992 = load ptr, ptr %185, align 8
  %993 = getelementptr inbounds i8, ptr %992, i64 8
  %994 = load ptr, ptr %135, align 8
  %995 = call i64 @ZSTD_count(ptr noundef %991, ptr noundef %993, ptr noundef %994)
  %996 = add i64 %995, 8
  store i64 %996, ptr %159, align 8
  %997 = load ptr, ptr %130, align 8
  %998 = getelementptr inbounds i8, ptr %997, i32 1
  store ptr %998, ptr %130, align 8
  %999 = load ptr, ptr %130, align 8
  %1000 = load ptr, ptr %185, align 8
  %1001 = ptrtoint ptr %999 to i64
  %1002 = ptrtoint ptr %1000 to i64
  %1003 = sub i64 %1001, %1002
  %1004 = trunc i64 %1003 to i32
  store i32 %1004, ptr %160, align 4
  br label %1005

1005:                                             ; preds = %1028, %989
  %1006 = load ptr, ptr %130, align 8
  %1007 = load ptr, ptr %131, align 8
  %1008 = icmp ugt ptr %1006, %1007
  %1009 = zext i1 %1008 to i32
  %1010 = load ptr, ptr %185, align 8
  %1011 = load ptr, ptr %134, align 8
  %1012 = icmp ugt ptr %1010, %1011
  %1013 = zext i1 %1012 to i32
  %1014 = and i32 %1009, %1013
  %1015 = icmp ne i32 %1014, 0
  br i1 %1015, label %1016, label %1026

1016:                                             ; preds = %1005
  %1017 = load ptr, ptr %130, align 8
  %1018 = getelementptr inbounds i8, ptr %1017, i64 -1
  %1019 = load i8, ptr %1018, align 1
  %1020 = zext i8 %1019 to i32
  %1021 = load ptr, ptr %185, align 8
  %1022 = getelementptr inbounds i8, ptr %1021, i64 -1
  %1023 = load i8, ptr %1022, align 1
  %1024 = zext i8 %1023 to i32
  %1025 = icmp eq i32 %1020, %1024
  br label %1026

1026:                                             ; preds = %1016, %1005
  %1027 = phi i1 [ false, %1005 ], [ %1025, %1016 ]
  br i1 %1027, label %1028, label %1035

1028:                                             ; preds = %1026
  %1029 = load ptr, ptr %130, align 8
  %1030 = getelementptr inbounds i8, ptr %1029, i32 -1
  store ptr %1030, ptr %130, align 8
  %1031 = load ptr, ptr %185, align 8
  %1032 = getelementptr inbounds i8, ptr %1031, i32 -1
  store ptr %1032, ptr %185, align 8
  %1033 = load i64, ptr %159, align 8
  %1034 = add i64 %1033, 1
  store i64 %1034, ptr %159, align 8
  br label %1005, !llvm.loop !22

1035:                                             ; preds = %1026
  br label %1201

1036:                                             ; preds = %982, %955
  %1037 = load i32, ptr %184, align 4
  %1038 = icmp ne i32 %1037, 0
  br i1 %1038, label %1039, label %1107

1039:                                             ; preds = %1036
  %1040 = load i32, ptr %183, align 4
  %1041 = lshr i32 %1040, 8
  store i32 %1041, ptr %186, align 4
  %1042 = load ptr, ptr %144, align 8
  %1043 = load i32, ptr %186, align 4
  %1044 = zext i32 %1043 to i64
  %1045 = getelementptr inbounds i8, ptr %1042, i64 %1044
  store ptr %1045, ptr %187, align 8
  %1046 = load ptr, ptr %187, align 8
  %1047 = load ptr, ptr %145, align 8
  %1048 = icmp ugt ptr %1046, %1047
  br i1 %1048, label %1049, label %1106

1049:                                             ; preds = %1039
  %1050 = load ptr, ptr %187, align 8
  %1051 = call i64 @MEM_read64(ptr noundef %1050)
  %1052 = load ptr, ptr %130, align 8
  %1053 = getelementptr inbounds i8, ptr %1052, i64 1
  %1054 = call i64 @MEM_read64(ptr noundef %1053)
  %1055 = icmp eq i64 %1051, %1054
  br i1 %1055, label %1056, label %1106

1056:                                             ; preds = %1049
  %1057 = load ptr, ptr %130, align 8
  %1058 = getelementptr inbounds i8, ptr %1057, i64 1
  %1059 = getelementptr inbounds i8, ptr %1058, i64 8
  %1060 = load ptr, ptr %187, align 8
  %1061 = getelementptr inbounds i8, ptr %1060, i64 8
  %1062 = load ptr, ptr %135, align 8
  %1063 = load ptr, ptr %146, align 8
  %1064 = load ptr, ptr %134, align 8
  %1065 = call i64 @ZSTD_count_2segments(ptr noundef %1059, ptr noundef %1061, ptr noundef %1062, ptr noundef %1063, ptr noundef %1064)
  %1066 = add i64 %1065, 8
  store i64 %1066, ptr %159, align 8
  %1067 = load ptr, ptr %130, align 8
  %1068 = getelementptr inbounds i8, ptr %1067, i32 1
  store ptr %1068, ptr %130, align 8
  %1069 = load i32, ptr %169, align 4
  %1070 = add i32 %1069, 1
  %1071 = load i32, ptr %186, align 4
  %1072 = sub i32 %1070, %1071
  %1073 = load i32, ptr %147, align 4
  %1074 = sub i32 %1072, %1073
  store i32 %1074, ptr %160, align 4
  br label %1075

1075:                                             ; preds = %1098, %1056
  %1076 = load ptr, ptr %130, align 8
  %1077 = load ptr, ptr %131, align 8
  %1078 = icmp ugt ptr %1076, %1077
  %1079 = zext i1 %1078 to i32
  %1080 = load ptr, ptr %187, align 8
  %1081 = load ptr, ptr %145, align 8
  %1082 = icmp ugt ptr %1080, %1081
  %1083 = zext i1 %1082 to i32
  %1084 = and i32 %1079, %1083
  %1085 = icmp ne i32 %1084, 0
  br i1 %1085, label %1086, label %1096

1086:                                             ; preds = %1075
  %1087 = load ptr, ptr %130, align 8
  %1088 = getelementptr inbounds i8, ptr %1087, i64 -1
  %1089 = load i8, ptr %1088, align 1
  %1090 = zext i8 %1089 to i32
  %1091 = load ptr, ptr %187, align 8
  %1092 = getelementptr inbounds i8, ptr %1091, i64 -1
  %1093 = load i8, ptr %1092, align 1
  %1094 = zext i8 %1093 to i32
  %1095 = icmp eq i32 %1090, %1094
  br label %1096

1096:                                             ; preds = %1086, %1075
  %1097 = phi i1 [ false, %1075 ], [ %1095, %1086 ]
  br i1 %1097, label %1098, label %1105

1098:                                             ; preds = %1096
  %1099 = load ptr, ptr %130, align 8
  %1100 = getelementptr inbounds i8, ptr %1099, i32 -1
  store ptr %1100, ptr %130, align 8
  %1101 = load ptr, ptr %187, align 8
  %1102 = getelementptr inbounds i8, ptr %1101, i32 -1
  store ptr %1102, ptr %187, align 8
  %1103 = load i64, ptr %159, align 8
  %1104 = add i64 %1103, 1
  store i64 %1104, ptr %159, align 8
  br label %1075, !llvm.loop !23

1105:                                             ; preds = %1096
  br label %1201

1106:                                             ; preds = %1049, %1039
  br label %1107

1107:                                             ; preds = %1106, %1036
  %1108 = load i32, ptr %171, align 4
  %1109 = load i32, ptr %133, align 4
  %1110 = icmp ult i32 %1108, %1109
  br i1 %1110, label %1111, label %1155

1111:                                             ; preds = %1107
  %1112 = load ptr, ptr %130, align 8
  %1113 = getelementptr inbounds i8, ptr %1112, i64 4
  %1114 = load ptr, ptr %173, align 8
  %1115 = getelementptr inbounds i8, ptr %1114, i64 4
  %1116 = load ptr, ptr %135, align 8
  %1117 = load ptr, ptr %146, align 8
  %1118 = load ptr, ptr %134, align 8
  %1119 = call i64 @ZSTD_count_2segments(ptr noundef %1113, ptr noundef %1115, ptr noundef %1116, ptr noundef %1117, ptr noundef %1118)
  %1120 = add i64 %1119, 4
  store i64 %1120, ptr %159, align 8
  %1121 = load i32, ptr %169, align 4
  %1122 = load i32, ptr %171, align 4
  %1123 = sub i32 %1121, %1122
  store i32 %1123, ptr %160, align 4
  br label %1124

1124:                                             ; preds = %1147, %1111
  %1125 = load ptr, ptr %130, align 8
  %1126 = load ptr, ptr %131, align 8
  %1127 = icmp ugt ptr %1125, %1126
  %1128 = zext i1 %1127 to i32
  %1129 = load ptr, ptr %173, align 8
  %1130 = load ptr, ptr %145, align 8
  %1131 = icmp ugt ptr %1129, %1130
  %1132 = zext i1 %1131 to i32
  %1133 = and i32 %1128, %1132
  %1134 = icmp ne i32 %1133, 0
  br i1 %1134, label %1135, label %1145

1135:                                             ; preds = %1124
  %1136 = load ptr, ptr %130, align 8
  %1137 = getelementptr inbounds i8, ptr %1136, i64 -1
  %1138 = load i8, ptr %1137, align 1
  %1139 = zext i8 %1138 to i32
  %1140 = load ptr, ptr %173, align 8
  %1141 = getelementptr inbounds i8, ptr %1140, i64 -1
  %1142 = load i8, ptr %1141, align 1
  %1143 = zext i8 %1142 to i32
  %1144 = icmp eq i32 %1139, %1143
  br label %1145

1145:                                             ; preds = %1135, %1124
  %1146 = phi i1 [ false, %1124 ], [ %1144, %1135 ]
  br i1 %1146, label %1147, label %1154

1147:                                             ; preds = %1145
  %1148 = load ptr, ptr %130, align 8
  %1149 = getelementptr inbounds i8, ptr %1148, i32 -1
  store ptr %1149, ptr %130, align 8
  %1150 = load ptr, ptr %173, align 8
  %1151 = getelementptr inbounds i8, ptr %1150, i32 -1
  store ptr %1151, ptr %173, align 8
  %1152 = load i64, ptr %159, align 8
  %1153 = add i64 %1152, 1
  store i64 %1153, ptr %159, align 8
  br label %1124, !llvm.loop !24

1154:                                             ; preds = %1145
  br label %1200

1155:                                             ; preds = %1107
  %1156 = load ptr, ptr %130, align 8
  %1157 = getelementptr inbounds i8, ptr %1156, i64 4
  %1158 = load ptr, ptr %173, align 8
  %1159 = getelementptr inbounds i8, ptr %1158, i64 4
  %1160 = load ptr, ptr %135, align 8
  %1161 = call i64 @ZSTD_count(ptr noundef %1157, ptr noundef %1159, ptr noundef %1160)
  %1162 = add i64 %1161, 4
  store i64 %1162, ptr %159, align 8
  %1163 = load ptr, ptr %130, align 8
  %1164 = load ptr, ptr %173, align 8
  %1165 = ptrtoint ptr %1163 to i64
  %1166 = ptrtoint ptr %1164 to i64
  %1167 = sub i64 %1165, %1166
  %1168 = trunc i64 %1167 to i32
  store i32 %1168, ptr %160, align 4
  br label %1169

1169:                                             ; preds = %1192, %1155
  %1170 = load ptr, ptr %130, align 8
  %1171 = load ptr, ptr %131, align 8
  %1172 = icmp ugt ptr %1170, %1171
  %1173 = zext i1 %1172 to i32
  %1174 = load ptr, ptr %173, align 8
  %1175 = load ptr, ptr %134, align 8
  %1176 = icmp ugt ptr %1174, %1175
  %1177 = zext i1 %1176 to i32
  %1178 = and i32 %1173, %1177
  %1179 = icmp ne i32 %1178, 0
  br i1 %1179, label %1180, label %1190

1180:                                             ; preds = %1169
  %1181 = load ptr, ptr %130, align 8
  %1182 = getelementptr inbounds i8, ptr %1181, i64 -1
  %1183 = load i8, ptr %1182, align 1
  %1184 = zext i8 %1183 to i32
  %1185 = load ptr, ptr %173, align 8
  %1186 = getelementptr inbounds i8, ptr %1185, i64 -1
  %1187 = load i8, ptr %1186, align 1
  %1188 = zext i8 %1187 to i32
  %1189 = icmp eq i32 %1184, %1188
  br label %1190

1190:                                             ; preds = %1180, %1169
  %1191 = phi i1 [ false, %1169 ], [ %1189, %1180 ]
  br i1 %1191, label %1192, label %1199

1192:                                             ; preds = %1190
  %1193 = load ptr, ptr %130, align 8
  %1194 = getelementptr inbounds i8, ptr %1193, i32 -1
  store ptr %1194, ptr %130, align 8
  %1195 = load ptr, ptr %173, align 8
  %1196 = getelementptr inbounds i8, ptr %1195, i32 -1
  store ptr %1196, ptr %173, align 8
  %1197 = load i64, ptr %159, align 8
  %1198 = add i64 %1197, 1
  store i64 %1198, ptr %159, align 8
  br label %1169, !llvm.loop !25

1199:                                             ; preds = %1190
  br label %1200

1200:                                             ; preds = %1199, %1154
  br label %1201

1201:                                             ; preds = %1200, %1105, %1035, %853, %788
  %1202 = load i32, ptr %137, align 4
  store i32 %1202, ptr %138, align 4
  %1203 = load i32, ptr %160, align 4
  store i32 %1203, ptr %137, align 4
  %1204 = load ptr, ptr %118, align 8
  %1205 = load ptr, ptr %130, align 8
  %1206 = load ptr, ptr %131, align 8
  %1207 = ptrtoint ptr %1205 to i64
  %1208 = ptrtoint ptr %1206 to i64
  %1209 = sub i64 %1207, %1208
  %1210 = load ptr, ptr %131, align 8
  %1211 = load ptr, ptr %135, align 8
  %1212 = load i32, ptr %160, align 4
  %1213 = add i32 %1212, 3
  %1214 = load i64, ptr %159, align 8
  store ptr %1204, ptr %53, align 8
  store i64 %1209, ptr %54, align 8
  store ptr %1210, ptr %55, align 8
  store ptr %1211, ptr %56, align 8
  store i32 %1213, ptr %57, align 4
  store i64 %1214, ptr %58, align 8
  %1215 = load ptr, ptr %56, align 8
  %1216 = getelementptr inbounds i8, ptr %1215, i64 -32
  store ptr %1216, ptr %59, align 8
  %1217 = load ptr, ptr %55, align 8
  %1218 = load i64, ptr %54, align 8
  %1219 = getelementptr inbounds i8, ptr %1217, i64 %1218
  store ptr %1219, ptr %60, align 8
  %1220 = load ptr, ptr %60, align 8
  %1221 = load ptr, ptr %59, align 8
  %1222 = icmp ule ptr %1220, %1221
  br i1 %1222, label %1223, label %1296

1223:                                             ; preds = %1201
  %1224 = load ptr, ptr %53, align 8
  %1225 = getelementptr inbounds %struct.SeqStore_t, ptr %1224, i32 0, i32 3
  %1226 = load ptr, ptr %1225, align 8
  %1227 = load ptr, ptr %55, align 8
  call void @ZSTD_copy16(ptr noundef %1226, ptr noundef %1227)
  %1228 = load i64, ptr %54, align 8
  %1229 = icmp ugt i64 %1228, 16
  br i1 %1229, label %1230, label %1295

1230:                                             ; preds = %1223
  %1231 = load ptr, ptr %53, align 8
  %1232 = getelementptr inbounds %struct.SeqStore_t, ptr %1231, i32 0, i32 3
  %1233 = load ptr, ptr %1232, align 8
  %1234 = getelementptr inbounds i8, ptr %1233, i64 16
  %1235 = load ptr, ptr %55, align 8
  %1236 = getelementptr inbounds i8, ptr %1235, i64 16
  %1237 = load i64, ptr %54, align 8
  %1238 = sub nsw i64 %1237, 16
  store ptr %1234, ptr %29, align 8
  store ptr %1236, ptr %30, align 8
  store i64 %1238, ptr %31, align 8
  store i32 0, ptr %32, align 4
  %1239 = load ptr, ptr %29, align 8
  %1240 = load ptr, ptr %30, align 8
  %1241 = ptrtoint ptr %1239 to i64
  %1242 = ptrtoint ptr %1240 to i64
  %1243 = sub i64 %1241, %1242
  store i64 %1243, ptr %33, align 8
  %1244 = load ptr, ptr %30, align 8
  store ptr %1244, ptr %34, align 8
  %1245 = load ptr, ptr %29, align 8
  store ptr %1245, ptr %35, align 8
  %1246 = load ptr, ptr %35, align 8
  %1247 = load i64, ptr %31, align 8
  %1248 = getelementptr inbounds i8, ptr %1246, i64 %1247
  store ptr %1248, ptr %36, align 8
  %1249 = load i32, ptr %32, align 4
  %1250 = icmp eq i32 %1249, 1
  br i1 %1250, label %1251, label %1266

1251:                                             ; preds = %1230
  %1252 = load i64, ptr %33, align 8
  %1253 = icmp slt i64 %1252, 16
  br i1 %1253, label %1254, label %1266

1254:                                             ; preds = %1251
  br label %1255

1255:                                             ; preds = %1255, %1254
  %1256 = load ptr, ptr %35, align 8
  %1257 = load ptr, ptr %34, align 8
  call void @ZSTD_copy8(ptr noundef %1256, ptr noundef %1257)
  %1258 = load ptr, ptr %35, align 8
  %1259 = getelementptr inbounds i8, ptr %1258, i64 8
  store ptr %1259, ptr %35, align 8
  %1260 = load ptr, ptr %34, align 8
  %1261 = getelementptr inbounds i8, ptr %1260, i64 8
  store ptr %1261, ptr %34, align 8
  %1262 = load ptr, ptr %35, align 8
  %1263 = load ptr, ptr %36, align 8
  %1264 = icmp ult ptr %1262, %1263
  br i1 %1264, label %1255, label %1265, !llvm.loop !11

1265:                                             ; preds = %1255
  br label %1294

1266:                                             ; preds = %1251, %1230
  %1267 = load ptr, ptr %35, align 8
  %1268 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1267, ptr noundef %1268)
  %1269 = load i64, ptr %31, align 8
  %1270 = icmp sge i64 16, %1269
  br i1 %1270, label %1271, label %1272

1271:                                             ; preds = %1266
  br label %1294

1272:                                             ; preds = %1266
  %1273 = load ptr, ptr %35, align 8
  %1274 = getelementptr inbounds i8, ptr %1273, i64 16
  store ptr %1274, ptr %35, align 8
  %1275 = load ptr, ptr %34, align 8
  %1276 = getelementptr inbounds i8, ptr %1275, i64 16
  store ptr %1276, ptr %34, align 8
  br label %1277

1277:                                             ; preds = %1277, %1272
  %1278 = load ptr, ptr %35, align 8
  %1279 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1278, ptr noundef %1279)
  %1280 = load ptr, ptr %35, align 8
  %1281 = getelementptr inbounds i8, ptr %1280, i64 16
  store ptr %1281, ptr %35, align 8
  %1282 = load ptr, ptr %34, align 8
  %1283 = getelementptr inbounds i8, ptr %1282, i64 16
  store ptr %1283, ptr %34, align 8
  %1284 = load ptr, ptr %35, align 8
  %1285 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1284, ptr noundef %1285)
  %1286 = load ptr, ptr %35, align 8
  %1287 = getelementptr inbounds i8, ptr %1286, i64 16
  store ptr %1287, ptr %35, align 8
  %1288 = load ptr, ptr %34, align 8
  %1289 = getelementptr inbounds i8, ptr %1288, i64 16
  store ptr %1289, ptr %34, align 8
  %1290 = load ptr, ptr %35, align 8
  %1291 = load ptr, ptr %36, align 8
  %1292 = icmp ult ptr %1290, %1291
  br i1 %1292, label %1277, label %1293, !llvm.loop !12

1293:                                             ; preds = %1277
  br label %1294

1294:                                             ; preds = %1293, %1271, %1265
  br label %1295

1295:                                             ; preds = %1294, %1223
  br label %1303

1296:                                             ; preds = %1201
  %1297 = load ptr, ptr %53, align 8
  %1298 = getelementptr inbounds %struct.SeqStore_t, ptr %1297, i32 0, i32 3
  %1299 = load ptr, ptr %1298, align 8
  %1300 = load ptr, ptr %55, align 8
  %1301 = load ptr, ptr %60, align 8
  %1302 = load ptr, ptr %59, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1299, ptr noundef %1300, ptr noundef %1301, ptr noundef %1302)
  br label %1303

1303:                                             ; preds = %1296, %1295
  %1304 = load i64, ptr %54, align 8
  %1305 = load ptr, ptr %53, align 8
  %1306 = getelementptr inbounds %struct.SeqStore_t, ptr %1305, i32 0, i32 3
  %1307 = load ptr, ptr %1306, align 8
  %1308 = getelementptr inbounds i8, ptr %1307, i64 %1304
  store ptr %1308, ptr %1306, align 8
  %1309 = load ptr, ptr %53, align 8
  %1310 = load i64, ptr %54, align 8
  %1311 = load i32, ptr %57, align 4
  %1312 = load i64, ptr %58, align 8
  store ptr %1309, ptr %11, align 8
  store i64 %1310, ptr %12, align 8
  store i32 %1311, ptr %13, align 4
  store i64 %1312, ptr %14, align 8
  %1313 = load i64, ptr %12, align 8
  %1314 = icmp ugt i64 %1313, 65535
  %1315 = zext i1 %1314 to i32
  %1316 = sext i32 %1315 to i64
  br i1 %1314, label %1317, label %1332

1317:                                             ; preds = %1303
  %1318 = load ptr, ptr %11, align 8
  %1319 = getelementptr inbounds %struct.SeqStore_t, ptr %1318, i32 0, i32 9
  store i32 1, ptr %1319, align 8
  %1320 = load ptr, ptr %11, align 8
  %1321 = getelementptr inbounds %struct.SeqStore_t, ptr %1320, i32 0, i32 1
  %1322 = load ptr, ptr %1321, align 8
  %1323 = load ptr, ptr %11, align 8
  %1324 = load ptr, ptr %1323, align 8
  %1325 = ptrtoint ptr %1322 to i64
  %1326 = ptrtoint ptr %1324 to i64
  %1327 = sub i64 %1325, %1326
  %1328 = sdiv exact i64 %1327, 8
  %1329 = trunc i64 %1328 to i32
  %1330 = load ptr, ptr %11, align 8
  %1331 = getelementptr inbounds %struct.SeqStore_t, ptr %1330, i32 0, i32 10
  store i32 %1329, ptr %1331, align 4
  br label %1332

1332:                                             ; preds = %1317, %1303
  %1333 = load i64, ptr %12, align 8
  %1334 = trunc i64 %1333 to i16
  %1335 = load ptr, ptr %11, align 8
  %1336 = getelementptr inbounds %struct.SeqStore_t, ptr %1335, i32 0, i32 1
  %1337 = load ptr, ptr %1336, align 8
  %1338 = getelementptr inbounds %struct.SeqDef_s, ptr %1337, i32 0, i32 1
  store i16 %1334, ptr %1338, align 4
  %1339 = load i32, ptr %13, align 4
  %1340 = load ptr, ptr %11, align 8
  %1341 = getelementptr inbounds %struct.SeqStore_t, ptr %1340, i32 0, i32 1
  %1342 = load ptr, ptr %1341, align 8
  store i32 %1339, ptr %1342, align 4
  %1343 = load i64, ptr %14, align 8
  %1344 = sub i64 %1343, 3
  store i64 %1344, ptr %15, align 8
  %1345 = load i64, ptr %15, align 8
  %1346 = icmp ugt i64 %1345, 65535
  %1347 = zext i1 %1346 to i32
  %1348 = sext i32 %1347 to i64
  br i1 %1346, label %1349, label %1364

1349:                                             ; preds = %1332
  %1350 = load ptr, ptr %11, align 8
  %1351 = getelementptr inbounds %struct.SeqStore_t, ptr %1350, i32 0, i32 9
  store i32 2, ptr %1351, align 8
  %1352 = load ptr, ptr %11, align 8
  %1353 = getelementptr inbounds %struct.SeqStore_t, ptr %1352, i32 0, i32 1
  %1354 = load ptr, ptr %1353, align 8
  %1355 = load ptr, ptr %11, align 8
  %1356 = load ptr, ptr %1355, align 8
  %1357 = ptrtoint ptr %1354 to i64
  %1358 = ptrtoint ptr %1356 to i64
  %1359 = sub i64 %1357, %1358
  %1360 = sdiv exact i64 %1359, 8
  %1361 = trunc i64 %1360 to i32
  %1362 = load ptr, ptr %11, align 8
  %1363 = getelementptr inbounds %struct.SeqStore_t, ptr %1362, i32 0, i32 10
  store i32 %1361, ptr %1363, align 4
  br label %1364

1364:                                             ; preds = %1349, %1332
  %1365 = load i64, ptr %15, align 8
  %1366 = trunc i64 %1365 to i16
  %1367 = load ptr, ptr %11, align 8
  %1368 = getelementptr inbounds %struct.SeqStore_t, ptr %1367, i32 0, i32 1
  %1369 = load ptr, ptr %1368, align 8
  %1370 = getelementptr inbounds %struct.SeqDef_s, ptr %1369, i32 0, i32 2
  store i16 %1366, ptr %1370, align 2
  %1371 = load ptr, ptr %11, align 8
  %1372 = getelementptr inbounds %struct.SeqStore_t, ptr %1371, i32 0, i32 1
  %1373 = load ptr, ptr %1372, align 8
  %1374 = getelementptr inbounds %struct.SeqDef_s, ptr %1373, i32 1
  store ptr %1374, ptr %1372, align 8
  br label %1375

1375:                                             ; preds = %1364, %723
  %1376 = load i64, ptr %159, align 8
  %1377 = load ptr, ptr %130, align 8
  %1378 = getelementptr inbounds i8, ptr %1377, i64 %1376
  store ptr %1378, ptr %130, align 8
  %1379 = load ptr, ptr %130, align 8
  store ptr %1379, ptr %131, align 8
  %1380 = load ptr, ptr %130, align 8
  %1381 = load ptr, ptr %136, align 8
  %1382 = icmp ule ptr %1380, %1381
  br i1 %1382, label %1383, label %1818

1383:                                             ; preds = %1375
  %1384 = load i32, ptr %169, align 4
  %1385 = add i32 %1384, 2
  store i32 %1385, ptr %188, align 4
  %1386 = load i32, ptr %188, align 4
  %1387 = load ptr, ptr %124, align 8
  %1388 = load ptr, ptr %128, align 8
  %1389 = load i32, ptr %188, align 4
  %1390 = zext i32 %1389 to i64
  %1391 = getelementptr inbounds i8, ptr %1388, i64 %1390
  %1392 = load i32, ptr %125, align 4
  store ptr %1391, ptr %94, align 8
  store i32 %1392, ptr %95, align 4
  store i32 8, ptr %96, align 4
  %1393 = load i32, ptr %96, align 4
  switch i32 %1393, label %1394 [
    i32 4, label %1395
    i32 5, label %1399
    i32 6, label %1403
    i32 7, label %1407
    i32 8, label %1411
  ]

1394:                                             ; preds = %1383
  br label %1395

1395:                                             ; preds = %1394, %1383
  %1396 = load ptr, ptr %94, align 8
  %1397 = load i32, ptr %95, align 4
  %1398 = call i64 @ZSTD_hash4Ptr(ptr noundef %1396, i32 noundef %1397)
  store i64 %1398, ptr %93, align 8
  br label %1415

1399:                                             ; preds = %1383
  %1400 = load ptr, ptr %94, align 8
  %1401 = load i32, ptr %95, align 4
  %1402 = call i64 @ZSTD_hash5Ptr(ptr noundef %1400, i32 noundef %1401)
  store i64 %1402, ptr %93, align 8
  br label %1415

1403:                                             ; preds = %1383
  %1404 = load ptr, ptr %94, align 8
  %1405 = load i32, ptr %95, align 4
  %1406 = call i64 @ZSTD_hash6Ptr(ptr noundef %1404, i32 noundef %1405)
  store i64 %1406, ptr %93, align 8
  br label %1415

1407:                                             ; preds = %1383
  %1408 = load ptr, ptr %94, align 8
  %1409 = load i32, ptr %95, align 4
  %1410 = call i64 @ZSTD_hash7Ptr(ptr noundef %1408, i32 noundef %1409)
  store i64 %1410, ptr %93, align 8
  br label %1415

1411:                                             ; preds = %1383
  %1412 = load ptr, ptr %94, align 8
  %1413 = load i32, ptr %95, align 4
  %1414 = call i64 @ZSTD_hash8Ptr(ptr noundef %1412, i32 noundef %1413)
  store i64 %1414, ptr %93, align 8
  br label %1415

1415:                                             ; preds = %1411, %1407, %1403, %1399, %1395
  %1416 = load i64, ptr %93, align 8
  %1417 = getelementptr inbounds i32, ptr %1387, i64 %1416
  store i32 %1386, ptr %1417, align 4
  %1418 = load ptr, ptr %130, align 8
  %1419 = getelementptr inbounds i8, ptr %1418, i64 -2
  %1420 = load ptr, ptr %128, align 8
  %1421 = ptrtoint ptr %1419 to i64
  %1422 = ptrtoint ptr %1420 to i64
  %1423 = sub i64 %1421, %1422
  %1424 = trunc i64 %1423 to i32
  %1425 = load ptr, ptr %124, align 8
  %1426 = load ptr, ptr %130, align 8
  %1427 = getelementptr inbounds i8, ptr %1426, i64 -2
  %1428 = load i32, ptr %125, align 4
  store ptr %1427, ptr %98, align 8
  store i32 %1428, ptr %99, align 4
  store i32 8, ptr %100, align 4
  %1429 = load i32, ptr %100, align 4
  switch i32 %1429, label %1430 [
    i32 4, label %1431
    i32 5, label %1435
    i32 6, label %1439
    i32 7, label %1443
    i32 8, label %1447
  ]

1430:                                             ; preds = %1415
  br label %1431

1431:                                             ; preds = %1430, %1415
  %1432 = load ptr, ptr %98, align 8
  %1433 = load i32, ptr %99, align 4
  %1434 = call i64 @ZSTD_hash4Ptr(ptr noundef %1432, i32 noundef %1433)
  store i64 %1434, ptr %97, align 8
  br label %1451

1435:                                             ; preds = %1415
  %1436 = load ptr, ptr %98, align 8
  %1437 = load i32, ptr %99, align 4
  %1438 = call i64 @ZSTD_hash5Ptr(ptr noundef %1436, i32 noundef %1437)
  store i64 %1438, ptr %97, align 8
  br label %1451

1439:                                             ; preds = %1415
  %1440 = load ptr, ptr %98, align 8
  %1441 = load i32, ptr %99, align 4
  %1442 = call i64 @ZSTD_hash6Ptr(ptr noundef %1440, i32 noundef %1441)
  store i64 %1442, ptr %97, align 8
  br label %1451

1443:                                             ; preds = %1415
  %1444 = load ptr, ptr %98, align 8
  %1445 = load i32, ptr %99, align 4
  %1446 = call i64 @ZSTD_hash7Ptr(ptr noundef %1444, i32 noundef %1445)
  store i64 %1446, ptr %97, align 8
  br label %1451

1447:                                             ; preds = %1415
  %1448 = load ptr, ptr %98, align 8
  %1449 = load i32, ptr %99, align 4
  %1450 = call i64 @ZSTD_hash8Ptr(ptr noundef %1448, i32 noundef %1449)
  store i64 %1450, ptr %97, align 8
  br label %1451

1451:                                             ; preds = %1447, %1443, %1439, %1435, %1431
  %1452 = load i64, ptr %97, align 8
  %1453 = getelementptr inbounds i32, ptr %1425, i64 %1452
  store i32 %1424, ptr %1453, align 4
  %1454 = load i32, ptr %188, align 4
  %1455 = load ptr, ptr %126, align 8
  %1456 = load ptr, ptr %128, align 8
  %1457 = load i32, ptr %188, align 4
  %1458 = zext i32 %1457 to i64
  %1459 = getelementptr inbounds i8, ptr %1456, i64 %1458
  %1460 = load i32, ptr %127, align 4
  %1461 = load i32, ptr %122, align 4
  store ptr %1459, ptr %102, align 8
  store i32 %1460, ptr %103, align 4
  store i32 %1461, ptr %104, align 4
  %1462 = load i32, ptr %104, align 4
  switch i32 %1462, label %1463 [
    i32 4, label %1464
    i32 5, label %1468
    i32 6, label %1472
    i32 7, label %1476
    i32 8, label %1480
  ]

1463:                                             ; preds = %1451
  br label %1464

1464:                                             ; preds = %1463, %1451
  %1465 = load ptr, ptr %102, align 8
  %1466 = load i32, ptr %103, align 4
  %1467 = call i64 @ZSTD_hash4Ptr(ptr noundef %1465, i32 noundef %1466)
  store i64 %1467, ptr %101, align 8
  br label %1484

1468:                                             ; preds = %1451
  %1469 = load ptr, ptr %102, align 8
  %1470 = load i32, ptr %103, align 4
  %1471 = call i64 @ZSTD_hash5Ptr(ptr noundef %1469, i32 noundef %1470)
  store i64 %1471, ptr %101, align 8
  br label %1484

1472:                                             ; preds = %1451
  %1473 = load ptr, ptr %102, align 8
  %1474 = load i32, ptr %103, align 4
  %1475 = call i64 @ZSTD_hash6Ptr(ptr noundef %1473, i32 noundef %1474)
  store i64 %1475, ptr %101, align 8
  br label %1484

1476:                                             ; preds = %1451
  %1477 = load ptr, ptr %102, align 8
  %1478 = load i32, ptr %103, align 4
  %1479 = call i64 @ZSTD_hash7Ptr(ptr noundef %1477, i32 noundef %1478)
  store i64 %1479, ptr %101, align 8
  br label %1484

1480:                                             ; preds = %1451
  %1481 = load ptr, ptr %102, align 8
  %1482 = load i32, ptr %103, align 4
  %1483 = call i64 @ZSTD_hash8Ptr(ptr noundef %1481, i32 noundef %1482)
  store i64 %1483, ptr %101, align 8
  br label %1484

1484:                                             ; preds = %1480, %1476, %1472, %1468, %1464
  %1485 = load i64, ptr %101, align 8
  %1486 = getelementptr inbounds i32, ptr %1455, i64 %1485
  store i32 %1454, ptr %1486, align 4
  %1487 = load ptr, ptr %130, align 8
  %1488 = getelementptr inbounds i8, ptr %1487, i64 -1
  %1489 = load ptr, ptr %128, align 8
  %1490 = ptrtoint ptr %1488 to i64
  %1491 = ptrtoint ptr %1489 to i64
  %1492 = sub i64 %1490, %1491
  %1493 = trunc i64 %1492 to i32
  %1494 = load ptr, ptr %126, align 8
  %1495 = load ptr, ptr %130, align 8
  %1496 = getelementptr inbounds i8, ptr %1495, i64 -1
  %1497 = load i32, ptr %127, align 4
  %1498 = load i32, ptr %122, align 4
  store ptr %1496, ptr %106, align 8
  store i32 %1497, ptr %107, align 4
  store i32 %1498, ptr %108, align 4
  %1499 = load i32, ptr %108, align 4
  switch i32 %1499, label %1500 [
    i32 4, label %1501
    i32 5, label %1505
    i32 6, label %1509
    i32 7, label %1513
    i32 8, label %1517
  ]

1500:                                             ; preds = %1484
  br label %1501

1501:                                             ; preds = %1500, %1484
  %1502 = load ptr, ptr %106, align 8
  %1503 = load i32, ptr %107, align 4
  %1504 = call i64 @ZSTD_hash4Ptr(ptr noundef %1502, i32 noundef %1503)
  store i64 %1504, ptr %105, align 8
  br label %1521

1505:                                             ; preds = %1484
  %1506 = load ptr, ptr %106, align 8
  %1507 = load i32, ptr %107, align 4
  %1508 = call i64 @ZSTD_hash5Ptr(ptr noundef %1506, i32 noundef %1507)
  store i64 %1508, ptr %105, align 8
  br label %1521

1509:                                             ; preds = %1484
  %1510 = load ptr, ptr %106, align 8
  %1511 = load i32, ptr %107, align 4
  %1512 = call i64 @ZSTD_hash6Ptr(ptr noundef %1510, i32 noundef %1511)
  store i64 %1512, ptr %105, align 8
  br label %1521

1513:                                             ; preds = %1484
  %1514 = load ptr, ptr %106, align 8
  %1515 = load i32, ptr %107, align 4
  %1516 = call i64 @ZSTD_hash7Ptr(ptr noundef %1514, i32 noundef %1515)
  store i64 %1516, ptr %105, align 8
  br label %1521

1517:                                             ; preds = %1484
  %1518 = load ptr, ptr %106, align 8
  %1519 = load i32, ptr %107, align 4
  %1520 = call i64 @ZSTD_hash8Ptr(ptr noundef %1518, i32 noundef %1519)
  store i64 %1520, ptr %105, align 8
  br label %1521

1521:                                             ; preds = %1517, %1513, %1509, %1505, %1501
  %1522 = load i64, ptr %105, align 8
  %1523 = getelementptr inbounds i32, ptr %1494, i64 %1522
  store i32 %1493, ptr %1523, align 4
  br label %1524

1524:                                             ; preds = %1809, %1521
  %1525 = load ptr, ptr %130, align 8
  %1526 = load ptr, ptr %136, align 8
  %1527 = icmp ule ptr %1525, %1526
  br i1 %1527, label %1528, label %1817

1528:                                             ; preds = %1524
  %1529 = load ptr, ptr %130, align 8
  %1530 = load ptr, ptr %128, align 8
  %1531 = ptrtoint ptr %1529 to i64
  %1532 = ptrtoint ptr %1530 to i64
  %1533 = sub i64 %1531, %1532
  %1534 = trunc i64 %1533 to i32
  store i32 %1534, ptr %189, align 4
  %1535 = load i32, ptr %189, align 4
  %1536 = load i32, ptr %138, align 4
  %1537 = sub i32 %1535, %1536
  store i32 %1537, ptr %190, align 4
  %1538 = load i32, ptr %190, align 4
  %1539 = load i32, ptr %133, align 4
  %1540 = icmp ult i32 %1538, %1539
  br i1 %1540, label %1541, label %1550

1541:                                             ; preds = %1528
  %1542 = load ptr, ptr %144, align 8
  %1543 = load i32, ptr %190, align 4
  %1544 = zext i32 %1543 to i64
  %1545 = getelementptr inbounds i8, ptr %1542, i64 %1544
  %1546 = load i32, ptr %147, align 4
  %1547 = zext i32 %1546 to i64
  %1548 = sub i64 0, %1547
  %1549 = getelementptr inbounds i8, ptr %1545, i64 %1548
  br label %1555

1550:                                             ; preds = %1528
  %1551 = load ptr, ptr %128, align 8
  %1552 = load i32, ptr %190, align 4
  %1553 = zext i32 %1552 to i64
  %1554 = getelementptr inbounds i8, ptr %1551, i64 %1553
  br label %1555

1555:                                             ; preds = %1550, %1541
  %1556 = phi ptr [ %1549, %1541 ], [ %1554, %1550 ]
  store ptr %1556, ptr %191, align 8
  %1557 = load i32, ptr %133, align 4
  %1558 = load i32, ptr %190, align 4
  %1559 = call i32 @ZSTD_index_overlap_check(i32 noundef %1557, i32 noundef %1558)
  %1560 = icmp ne i32 %1559, 0
  br i1 %1560, label %1561, label %1816

1561:                                             ; preds = %1555
  %1562 = load ptr, ptr %191, align 8
  %1563 = call i32 @MEM_read32(ptr noundef %1562)
  %1564 = load ptr, ptr %130, align 8
  %1565 = call i32 @MEM_read32(ptr noundef %1564)
  %1566 = icmp eq i32 %1563, %1565
  br i1 %1566, label %1567, label %1816

1567:                                             ; preds = %1561
  %1568 = load i32, ptr %190, align 4
  %1569 = load i32, ptr %133, align 4
  %1570 = icmp ult i32 %1568, %1569
  br i1 %1570, label %1571, label %1573

1571:                                             ; preds = %1567
  %1572 = load ptr, ptr %146, align 8
  br label %1575

1573:                                             ; preds = %1567
  %1574 = load ptr, ptr %135, align 8
  br label %1575

1575:                                             ; preds = %1573, %1571
  %1576 = phi ptr [ %1572, %1571 ], [ %1574, %1573 ]
  store ptr %1576, ptr %192, align 8
  %1577 = load ptr, ptr %130, align 8
  %1578 = getelementptr inbounds i8, ptr %1577, i64 4
  %1579 = load ptr, ptr %191, align 8
  %1580 = getelementptr inbounds i8, ptr %1579, i64 4
  %1581 = load ptr, ptr %135, align 8
  %1582 = load ptr, ptr %192, align 8
  %1583 = load ptr, ptr %134, align 8
  %1584 = call i64 @ZSTD_count_2segments(ptr noundef %1578, ptr noundef %1580, ptr noundef %1581, ptr noundef %1582, ptr noundef %1583)
  %1585 = add i64 %1584, 4
  store i64 %1585, ptr %193, align 8
  %1586 = load i32, ptr %138, align 4
  store i32 %1586, ptr %194, align 4
  %1587 = load i32, ptr %137, align 4
  store i32 %1587, ptr %138, align 4
  %1588 = load i32, ptr %194, align 4
  store i32 %1588, ptr %137, align 4
  %1589 = load ptr, ptr %118, align 8
  %1590 = load ptr, ptr %131, align 8
  %1591 = load ptr, ptr %135, align 8
  %1592 = load i64, ptr %193, align 8
  store ptr %1589, ptr %61, align 8
  store i64 0, ptr %62, align 8
  store ptr %1590, ptr %63, align 8
  store ptr %1591, ptr %64, align 8
  store i32 1, ptr %65, align 4
  store i64 %1592, ptr %66, align 8
  %1593 = load ptr, ptr %64, align 8
  %1594 = getelementptr inbounds i8, ptr %1593, i64 -32
  store ptr %1594, ptr %67, align 8
  %1595 = load ptr, ptr %63, align 8
  %1596 = load i64, ptr %62, align 8
  %1597 = getelementptr inbounds i8, ptr %1595, i64 %1596
  store ptr %1597, ptr %68, align 8
  %1598 = load ptr, ptr %68, align 8
  %1599 = load ptr, ptr %67, align 8
  %1600 = icmp ule ptr %1598, %1599
  br i1 %1600, label %1601, label %1674

1601:                                             ; preds = %1575
  %1602 = load ptr, ptr %61, align 8
  %1603 = getelementptr inbounds %struct.SeqStore_t, ptr %1602, i32 0, i32 3
  %1604 = load ptr, ptr %1603, align 8
  %1605 = load ptr, ptr %63, align 8
  call void @ZSTD_copy16(ptr noundef %1604, ptr noundef %1605)
  %1606 = load i64, ptr %62, align 8
  %1607 = icmp ugt i64 %1606, 16
  br i1 %1607, label %1608, label %1673

1608:                                             ; preds = %1601
  %1609 = load ptr, ptr %61, align 8
  %1610 = getelementptr inbounds %struct.SeqStore_t, ptr %1609, i32 0, i32 3
  %1611 = load ptr, ptr %1610, align 8
  %1612 = getelementptr inbounds i8, ptr %1611, i64 16
  %1613 = load ptr, ptr %63, align 8
  %1614 = getelementptr inbounds i8, ptr %1613, i64 16
  %1615 = load i64, ptr %62, align 8
  %1616 = sub nsw i64 %1615, 16
  store ptr %1612, ptr %21, align 8
  store ptr %1614, ptr %22, align 8
  store i64 %1616, ptr %23, align 8
  store i32 0, ptr %24, align 4
  %1617 = load ptr, ptr %21, align 8
  %1618 = load ptr, ptr %22, align 8
  %1619 = ptrtoint ptr %1617 to i64
  %1620 = ptrtoint ptr %1618 to i64
  %1621 = sub i64 %1619, %1620
  store i64 %1621, ptr %25, align 8
  %1622 = load ptr, ptr %22, align 8
  store ptr %1622, ptr %26, align 8
  %1623 = load ptr, ptr %21, align 8
  store ptr %1623, ptr %27, align 8
  %1624 = load ptr, ptr %27, align 8
  %1625 = load i64, ptr %23, align 8
  %1626 = getelementptr inbounds i8, ptr %1624, i64 %1625
  store ptr %1626, ptr %28, align 8
  %1627 = load i32, ptr %24, align 4
  %1628 = icmp eq i32 %1627, 1
  br i1 %1628, label %1629, label %1644

1629:                                             ; preds = %1608
  %1630 = load i64, ptr %25, align 8
  %1631 = icmp slt i64 %1630, 16
  br i1 %1631, label %1632, label %1644

1632:                                             ; preds = %1629
  br label %1633

1633:                                             ; preds = %1633, %1632
  %1634 = load ptr, ptr %27, align 8
  %1635 = load ptr, ptr %26, align 8
  call void @ZSTD_copy8(ptr noundef %1634, ptr noundef %1635)
  %1636 = load ptr, ptr %27, align 8
  %1637 = getelementptr inbounds i8, ptr %1636, i64 8
  store ptr %1637, ptr %27, align 8
  %1638 = load ptr, ptr %26, align 8
  %1639 = getelementptr inbounds i8, ptr %1638, i64 8
  store ptr %1639, ptr %26, align 8
  %1640 = load ptr, ptr %27, align 8
  %1641 = load ptr, ptr %28, align 8
  %1642 = icmp ult ptr %1640, %1641
  br i1 %1642, label %1633, label %1643, !llvm.loop !11

1643:                                             ; preds = %1633
  br label %1672

1644:                                             ; preds = %1629, %1608
  %1645 = load ptr, ptr %27, align 8
  %1646 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %1645, ptr noundef %1646)
  %1647 = load i64, ptr %23, align 8
  %1648 = icmp sge i64 16, %1647
  br i1 %1648, label %1649, label %1650

1649:                                             ; preds = %1644
  br label %1672

1650:                                             ; preds = %1644
  %1651 = load ptr, ptr %27, align 8
  %1652 = getelementptr inbounds i8, ptr %1651, i64 16
  store ptr %1652, ptr %27, align 8
  %1653 = load ptr, ptr %26, align 8
  %1654 = getelementptr inbounds i8, ptr %1653, i64 16
  store ptr %1654, ptr %26, align 8
  br label %1655

1655:                                             ; preds = %1655, %1650
  %1656 = load ptr, ptr %27, align 8
  %1657 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %1656, ptr noundef %1657)
  %1658 = load ptr, ptr %27, align 8
  %1659 = getelementptr inbounds i8, ptr %1658, i64 16
  store ptr %1659, ptr %27, align 8
  %1660 = load ptr, ptr %26, align 8
  %1661 = getelementptr inbounds i8, ptr %1660, i64 16
  store ptr %1661, ptr %26, align 8
  %1662 = load ptr, ptr %27, align 8
  %1663 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %1662, ptr noundef %1663)
  %1664 = load ptr, ptr %27, align 8
  %1665 = getelementptr inbounds i8, ptr %1664, i64 16
  store ptr %1665, ptr %27, align 8
  %1666 = load ptr, ptr %26, align 8
  %1667 = getelementptr inbounds i8, ptr %1666, i64 16
  store ptr %1667, ptr %26, align 8
  %1668 = load ptr, ptr %27, align 8
  %1669 = load ptr, ptr %28, align 8
  %1670 = icmp ult ptr %1668, %1669
  br i1 %1670, label %1655, label %1671, !llvm.loop !12

1671:                                             ; preds = %1655
  br label %1672

1672:                                             ; preds = %1671, %1649, %1643
  br label %1673

1673:                                             ; preds = %1672, %1601
  br label %1681

1674:                                             ; preds = %1575
  %1675 = load ptr, ptr %61, align 8
  %1676 = getelementptr inbounds %struct.SeqStore_t, ptr %1675, i32 0, i32 3
  %1677 = load ptr, ptr %1676, align 8
  %1678 = load ptr, ptr %63, align 8
  %1679 = load ptr, ptr %68, align 8
  %1680 = load ptr, ptr %67, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1677, ptr noundef %1678, ptr noundef %1679, ptr noundef %1680)
  br label %1681

1681:                                             ; preds = %1674, %1673
  %1682 = load i64, ptr %62, align 8
  %1683 = load ptr, ptr %61, align 8
  %1684 = getelementptr inbounds %struct.SeqStore_t, ptr %1683, i32 0, i32 3
  %1685 = load ptr, ptr %1684, align 8
  %1686 = getelementptr inbounds i8, ptr %1685, i64 %1682
  store ptr %1686, ptr %1684, align 8
  %1687 = load ptr, ptr %61, align 8
  %1688 = load i64, ptr %62, align 8
  %1689 = load i32, ptr %65, align 4
  %1690 = load i64, ptr %66, align 8
  store ptr %1687, ptr %6, align 8
  store i64 %1688, ptr %7, align 8
  store i32 %1689, ptr %8, align 4
  store i64 %1690, ptr %9, align 8
  %1691 = load i64, ptr %7, align 8
  %1692 = icmp ugt i64 %1691, 65535
  %1693 = zext i1 %1692 to i32
  %1694 = sext i32 %1693 to i64
  br i1 %1692, label %1695, label %1710

1695:                                             ; preds = %1681
  %1696 = load ptr, ptr %6, align 8
  %1697 = getelementptr inbounds %struct.SeqStore_t, ptr %1696, i32 0, i32 9
  store i32 1, ptr %1697, align 8
  %1698 = load ptr, ptr %6, align 8
  %1699 = getelementptr inbounds %struct.SeqStore_t, ptr %1698, i32 0, i32 1
  %1700 = load ptr, ptr %1699, align 8
  %1701 = load ptr, ptr %6, align 8
  %1702 = load ptr, ptr %1701, align 8
  %1703 = ptrtoint ptr %1700 to i64
  %1704 = ptrtoint ptr %1702 to i64
  %1705 = sub i64 %1703, %1704
  %1706 = sdiv exact i64 %1705, 8
  %1707 = trunc i64 %1706 to i32
  %1708 = load ptr, ptr %6, align 8
  %1709 = getelementptr inbounds %struct.SeqStore_t, ptr %1708, i32 0, i32 10
  store i32 %1707, ptr %1709, align 4
  br label %1710

1710:                                             ; preds = %1695, %1681
  %1711 = load i64, ptr %7, align 8
  %1712 = trunc i64 %1711 to i16
  %1713 = load ptr, ptr %6, align 8
  %1714 = getelementptr inbounds %struct.SeqStore_t, ptr %1713, i32 0, i32 1
  %1715 = load ptr, ptr %1714, align 8
  %1716 = getelementptr inbounds %struct.SeqDef_s, ptr %1715, i32 0, i32 1
  store i16 %1712, ptr %1716, align 4
  %1717 = load i32, ptr %8, align 4
  %1718 = load ptr, ptr %6, align 8
  %1719 = getelementptr inbounds %struct.SeqStore_t, ptr %1718, i32 0, i32 1
  %1720 = load ptr, ptr %1719, align 8
  store i32 %1717, ptr %1720, align 4
  %1721 = load i64, ptr %9, align 8
  %1722 = sub i64 %1721, 3
  store i64 %1722, ptr %10, align 8
  %1723 = load i64, ptr %10, align 8
  %1724 = icmp ugt i64 %1723, 65535
  %1725 = zext i1 %1724 to i32
  %1726 = sext i32 %1725 to i64
  br i1 %1724, label %1727, label %1742

1727:                                             ; preds = %1710
  %1728 = load ptr, ptr %6, align 8
  %1729 = getelementptr inbounds %struct.SeqStore_t, ptr %1728, i32 0, i32 9
  store i32 2, ptr %1729, align 8
  %1730 = load ptr, ptr %6, align 8
  %1731 = getelementptr inbounds %struct.SeqStore_t, ptr %1730, i32 0, i32 1
  %1732 = load ptr, ptr %1731, align 8
  %1733 = load ptr, ptr %6, align 8
  %1734 = load ptr, ptr %1733, align 8
  %1735 = ptrtoint ptr %1732 to i64
  %1736 = ptrtoint ptr %1734 to i64
  %1737 = sub i64 %1735, %1736
  %1738 = sdiv exact i64 %1737, 8
  %1739 = trunc i64 %1738 to i32
  %1740 = load ptr, ptr %6, align 8
  %1741 = getelementptr inbounds %struct.SeqStore_t, ptr %1740, i32 0, i32 10
  store i32 %1739, ptr %1741, align 4
  br label %1742

1742:                                             ; preds = %1727, %1710
  %1743 = load i64, ptr %10, align 8
  %1744 = trunc i64 %1743 to i16
  %1745 = load ptr, ptr %6, align 8
  %1746 = getelementptr inbounds %struct.SeqStore_t, ptr %1745, i32 0, i32 1
  %1747 = load ptr, ptr %1746, align 8
  %1748 = getelementptr inbounds %struct.SeqDef_s, ptr %1747, i32 0, i32 2
  store i16 %1744, ptr %1748, align 2
  %1749 = load ptr, ptr %6, align 8
  %1750 = getelementptr inbounds %struct.SeqStore_t, ptr %1749, i32 0, i32 1
  %1751 = load ptr, ptr %1750, align 8
  %1752 = getelementptr inbounds %struct.SeqDef_s, ptr %1751, i32 1
  store ptr %1752, ptr %1750, align 8
  %1753 = load i32, ptr %189, align 4
  %1754 = load ptr, ptr %126, align 8
  %1755 = load ptr, ptr %130, align 8
  %1756 = load i32, ptr %127, align 4
  %1757 = load i32, ptr %122, align 4
  store ptr %1755, ptr %110, align 8
  store i32 %1756, ptr %111, align 4
  store i32 %1757, ptr %112, align 4
  %1758 = load i32, ptr %112, align 4
  switch i32 %1758, label %1759 [
    i32 4, label %1760
    i32 5, label %1764
    i32 6, label %1768
    i32 7, label %1772
    i32 8, label %1776
  ]

1759:                                             ; preds = %1742
  br label %1760

1760:                                             ; preds = %1759, %1742
  %1761 = load ptr, ptr %110, align 8
  %1762 = load i32, ptr %111, align 4
  %1763 = call i64 @ZSTD_hash4Ptr(ptr noundef %1761, i32 noundef %1762)
  store i64 %1763, ptr %109, align 8
  br label %1780

1764:                                             ; preds = %1742
  %1765 = load ptr, ptr %110, align 8
  %1766 = load i32, ptr %111, align 4
  %1767 = call i64 @ZSTD_hash5Ptr(ptr noundef %1765, i32 noundef %1766)
  store i64 %1767, ptr %109, align 8
  br label %1780

1768:                                             ; preds = %1742
  %1769 = load ptr, ptr %110, align 8
  %1770 = load i32, ptr %111, align 4
  %1771 = call i64 @ZSTD_hash6Ptr(ptr noundef %1769, i32 noundef %1770)
  store i64 %1771, ptr %109, align 8
  br label %1780

1772:                                             ; preds = %1742
  %1773 = load ptr, ptr %110, align 8
  %1774 = load i32, ptr %111, align 4
  %1775 = call i64 @ZSTD_hash7Ptr(ptr noundef %1773, i32 noundef %1774)
  store i64 %1775, ptr %109, align 8
  br label %1780

1776:                                             ; preds = %1742
  %1777 = load ptr, ptr %110, align 8
  %1778 = load i32, ptr %111, align 4
  %1779 = call i64 @ZSTD_hash8Ptr(ptr noundef %1777, i32 noundef %1778)
  store i64 %1779, ptr %109, align 8
  br label %1780

1780:                                             ; preds = %1776, %1772, %1768, %1764, %1760
  %1781 = load i64, ptr %109, align 8
  %1782 = getelementptr inbounds i32, ptr %1754, i64 %1781
  store i32 %1753, ptr %1782, align 4
  %1783 = load i32, ptr %189, align 4
  %1784 = load ptr, ptr %124, align 8
  %1785 = load ptr, ptr %130, align 8
  %1786 = load i32, ptr %125, align 4
  store ptr %1785, ptr %114, align 8
  store i32 %1786, ptr %115, align 4
  store i32 8, ptr %116, align 4
  %1787 = load i32, ptr %116, align 4
  switch i32 %1787, label %1788 [
    i32 4, label %1789
    i32 5, label %1793
    i32 6, label %1797
    i32 7, label %1801
    i32 8, label %1805
  ]

1788:                                             ; preds = %1780
  br label %1789

1789:                                             ; preds = %1788, %1780
  %1790 = load ptr, ptr %114, align 8
  %1791 = load i32, ptr %115, align 4
  %1792 = call i64 @ZSTD_hash4Ptr(ptr noundef %1790, i32 noundef %1791)
  store i64 %1792, ptr %113, align 8
  br label %1809

1793:                                             ; preds = %1780
  %1794 = load ptr, ptr %114, align 8
  %1795 = load i32, ptr %115, align 4
  %1796 = call i64 @ZSTD_hash5Ptr(ptr noundef %1794, i32 noundef %1795)
  store i64 %1796, ptr %113, align 8
  br label %1809

1797:                                             ; preds = %1780
  %1798 = load ptr, ptr %114, align 8
  %1799 = load i32, ptr %115, align 4
  %1800 = call i64 @ZSTD_hash6Ptr(ptr noundef %1798, i32 noundef %1799)
  store i64 %1800, ptr %113, align 8
  br label %1809

1801:                                             ; preds = %1780
  %1802 = load ptr, ptr %114, align 8
  %1803 = load i32, ptr %115, align 4
  %1804 = call i64 @ZSTD_hash7Ptr(ptr noundef %1802, i32 noundef %1803)
  store i64 %1804, ptr %113, align 8
  br label %1809

1805:                                             ; preds = %1780
  %1806 = load ptr, ptr %114, align 8
  %1807 = load i32, ptr %115, align 4
  %1808 = call i64 @ZSTD_hash8Ptr(ptr noundef %1806, i32 noundef %1807)
  store i64 %1808, ptr %113, align 8
  br label %1809

1809:                                             ; preds = %1805, %1801, %1797, %1793, %1789
  %1810 = load i64, ptr %113, align 8
  %1811 = getelementptr inbounds i32, ptr %1784, i64 %1810
  store i32 %1783, ptr %1811, align 4
  %1812 = load i64, ptr %193, align 8
  %1813 = load ptr, ptr %130, align 8
  %1814 = getelementptr inbounds i8, ptr %1813, i64 %1812
  store ptr %1814, ptr %130, align 8
  %1815 = load ptr, ptr %130, align 8
  store ptr %1815, ptr %131, align 8
  br label %1524, !llvm.loop !26

1816:                                             ; preds = %1561, %1555
  br label %1817

1817:                                             ; preds = %1816, %1524
  br label %1818

1818:                                             ; preds = %1817, %1375
  br label %353, !llvm.loop !21

1819:                                             ; preds = %353
  %1820 = load i32, ptr %137, align 4
  %1821 = load ptr, ptr %119, align 8
  store i32 %1820, ptr %1821, align 4
  %1822 = load i32, ptr %138, align 4
  %1823 = load ptr, ptr %119, align 8
  %1824 = getelementptr inbounds i32, ptr %1823, i64 1
  store i32 %1822, ptr %1824, align 4
  %1825 = load ptr, ptr %135, align 8
  %1826 = load ptr, ptr %131, align 8
  %1827 = ptrtoint ptr %1825 to i64
  %1828 = ptrtoint ptr %1826 to i64
  %1829 = sub i64 %1827, %1828
  ret i64 %1829
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

353:                                              ; preds = %1818, %892, %346
  %354 = load ptr, ptr %130, align 8
  %355 = load ptr, ptr %136, align 8
  %356 = icmp ult ptr %354, %355
  br i1 %356, label %357, label %1819

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
  br label %1375

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
  br label %1201

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
  br label %1201

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
  br label %902

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
  br label %902

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
  br label %353, !llvm.loop !21

902:                                              ; preds = %889, %865
  %903 = load ptr, ptr %130, align 8
  %904 = getelementptr inbounds i8, ptr %903, i64 1
  %905 = load i32, ptr %125, align 4
  store ptr %904, ptr %86, align 8
  store i32 %905, ptr %87, align 4
  store i32 8, ptr %88, align 4
  %906 = load i32, ptr %88, align 4
  switch i32 %906, label %907 [
    i32 4, label %908
    i32 5, label %912
    i32 6, label %916
    i32 7, label %920
    i32 8, label %924
  ]

907:                                              ; preds = %902
  br label %908

908:                                              ; preds = %907, %902
  %909 = load ptr, ptr %86, align 8
  %910 = load i32, ptr %87, align 4
  %911 = call i64 @ZSTD_hash4Ptr(ptr noundef %909, i32 noundef %910)
  store i64 %911, ptr %85, align 8
  br label %928

912:                                              ; preds = %902
  %913 = load ptr, ptr %86, align 8
  %914 = load i32, ptr %87, align 4
  %915 = call i64 @ZSTD_hash5Ptr(ptr noundef %913, i32 noundef %914)
  store i64 %915, ptr %85, align 8
  br label %928

916:                                              ; preds = %902
  %917 = load ptr, ptr %86, align 8
  %918 = load i32, ptr %87, align 4
  %919 = call i64 @ZSTD_hash6Ptr(ptr noundef %917, i32 noundef %918)
  store i64 %919, ptr %85, align 8
  br label %928

920:                                              ; preds = %902
  %921 = load ptr, ptr %86, align 8
  %922 = load i32, ptr %87, align 4
  %923 = call i64 @ZSTD_hash7Ptr(ptr noundef %921, i32 noundef %922)
  store i64 %923, ptr %85, align 8
  br label %928

924:                                              ; preds = %902
  %925 = load ptr, ptr %86, align 8
  %926 = load i32, ptr %87, align 4
  %927 = call i64 @ZSTD_hash8Ptr(ptr noundef %925, i32 noundef %926)
  store i64 %927, ptr %85, align 8
  br label %928

928:                                              ; preds = %924, %920, %916, %912, %908
  %929 = load i64, ptr %85, align 8
  store i64 %929, ptr %180, align 8
  %930 = load ptr, ptr %130, align 8
  %931 = getelementptr inbounds i8, ptr %930, i64 1
  %932 = load i32, ptr %148, align 4
  store ptr %931, ptr %90, align 8
  store i32 %932, ptr %91, align 4
  store i32 8, ptr %92, align 4
  %933 = load i32, ptr %92, align 4
  switch i32 %933, label %934 [
    i32 4, label %935
    i32 5, label %939
    i32 6, label %943
    i32 7, label %947
    i32 8, label %951
  ]

934:                                              ; preds = %928
  br label %935

935:                                              ; preds = %934, %928
  %936 = load ptr, ptr %90, align 8
  %937 = load i32, ptr %91, align 4
  %938 = call i64 @ZSTD_hash4Ptr(ptr noundef %936, i32 noundef %937)
  store i64 %938, ptr %89, align 8
  br label %955

939:                                              ; preds = %928
  %940 = load ptr, ptr %90, align 8
  %941 = load i32, ptr %91, align 4
  %942 = call i64 @ZSTD_hash5Ptr(ptr noundef %940, i32 noundef %941)
  store i64 %942, ptr %89, align 8
  br label %955

943:                                              ; preds = %928
  %944 = load ptr, ptr %90, align 8
  %945 = load i32, ptr %91, align 4
  %946 = call i64 @ZSTD_hash6Ptr(ptr noundef %944, i32 noundef %945)
  store i64 %946, ptr %89, align 8
  br label %955

947:                                              ; preds = %928
  %948 = load ptr, ptr %90, align 8
  %949 = load i32, ptr %91, align 4
  %950 = call i64 @ZSTD_hash7Ptr(ptr noundef %948, i32 noundef %949)
  store i64 %950, ptr %89, align 8
  br label %955

951:                                              ; preds = %928
  %952 = load ptr, ptr %90, align 8
  %953 = load i32, ptr %91, align 4
  %954 = call i64 @ZSTD_hash8Ptr(ptr noundef %952, i32 noundef %953)
  store i64 %954, ptr %89, align 8
  br label %955

955:                                              ; preds = %951, %947, %943, %939, %935
  %956 = load i64, ptr %89, align 8
  store i64 %956, ptr %181, align 8
  %957 = load ptr, ptr %124, align 8
  %958 = load i64, ptr %180, align 8
  %959 = getelementptr inbounds i32, ptr %957, i64 %958
  %960 = load i32, ptr %959, align 4
  store i32 %960, ptr %182, align 4
  %961 = load ptr, ptr %141, align 8
  %962 = load i64, ptr %181, align 8
  %963 = lshr i64 %962, 8
  %964 = getelementptr inbounds i32, ptr %961, i64 %963
  %965 = load i32, ptr %964, align 4
  store i32 %965, ptr %183, align 4
  %966 = load i32, ptr %183, align 4
  %967 = zext i32 %966 to i64
  %968 = load i64, ptr %181, align 8
  %969 = call i32 @ZSTD_comparePackedTags(i64 noundef %967, i64 noundef %968)
  store i32 %969, ptr %184, align 4
  %970 = load ptr, ptr %128, align 8
  %971 = load i32, ptr %182, align 4
  %972 = zext i32 %971 to i64
  %973 = getelementptr inbounds i8, ptr %970, i64 %972
  store ptr %973, ptr %185, align 8
  %974 = load i32, ptr %169, align 4
  %975 = add i32 %974, 1
  %976 = load ptr, ptr %124, align 8
  %977 = load i64, ptr %180, align 8
  %978 = getelementptr inbounds i32, ptr %976, i64 %977
  store i32 %975, ptr %978, align 4
  %979 = load i32, ptr %182, align 4
  %980 = load i32, ptr %133, align 4
  %981 = icmp uge i32 %979, %980
  br i1 %981, label %982, label %1036

982:                                              ; preds = %955
  %983 = load ptr, ptr %185, align 8
  %984 = call i64 @MEM_read64(ptr noundef %983)
  %985 = load ptr, ptr %130, align 8
  %986 = getelementptr inbounds i8, ptr %985, i64 1
  %987 = call i64 @MEM_read64(ptr noundef %986)
  %988 = icmp eq i64 %984, %987
  br i1 %988, label %989, label %1036

989:                                              ; preds = %982
  %990 = load ptr, ptr %130, align 8
  %991 = getelementptr inbounds i8, ptr %990, i64 9
  %992 = load ptr, ptr %185, align 8
  %993 = getelementptr inbounds i8, ptr %992, i64 8
  %994 = load ptr, ptr %135, align 8
  %995 = call i64 @ZSTD_count(ptr noundef %991, ptr noundef %993, ptr noundef %994)
  %996 = add i64 %995, 8
  store i64 %996, ptr %159, align 8
  %997 = load ptr, ptr %130, align 8
  %998 = getelementptr inbounds i8, ptr %997, i32 1
  store ptr %998, ptr %130, align 8
  %999 = load ptr, ptr %130, align 8
  %1000 = load ptr, ptr %185, align 8
  %1001 = ptrtoint ptr %999 to i64
  %1002 = ptrtoint ptr %1000 to i64
  %1003 = sub i64 %1001, %1002
  %1004 = trunc i64 %1003 to i32
  store i32 %1004, ptr %160, align 4
  br label %1005

1005:                                             ; preds = %1028, %989
  %1006 = load ptr, ptr %130, align 8
  %1007 = load ptr, ptr %131, align 8
  %1008 = icmp ugt ptr %1006, %1007
  %1009 = zext i1 %1008 to i32
  %1010 = load ptr, ptr %185, align 8
  %1011 = load ptr, ptr %134, align 8
  %1012 = icmp ugt ptr %1010, %1011
  %1013 = zext i1 %1012 to i32
  %1014 = and i32 %1009, %1013
  %1015 = icmp ne i32 %1014, 0
  br i1 %1015, label %1016, label %1026

1016:                                             ; preds = %1005
  %1017 = load ptr, ptr %130, align 8
  %1018 = getelementptr inbounds i8, ptr %1017, i64 -1
  %1019 = load i8, ptr %1018, align 1
  %1020 = zext i8 %1019 to i32
  %1021 = load ptr, ptr %185, align 8
  %1022 = getelementptr inbounds i8, ptr %1021, i64 -1
  %1023 = load i8, ptr %1022, align 1
  %1024 = zext i8 %1023 to i32
  %1025 = icmp eq i32 %1020, %1024
  br label %1026

1026:                                             ; preds = %1016, %1005
  %1027 = phi i1 [ false, %1005 ], [ %1025, %1016 ]
  br i1 %1027, label %1028, label %1035

1028:                                             ; preds = %1026
  %1029 = load ptr, ptr %130, align 8
  %1030 = getelementptr inbounds i8, ptr %1029, i32 -1
  store ptr %1030, ptr %130, align 8
  %1031 = load ptr, ptr %185, align 8
  %1032 = getelementptr inbounds i8, ptr %1031, i32 -1
  store ptr %1032, ptr %185, align 8
  %1033 = load i64, ptr %159, align 8
  %1034 = add i64 %1033, 1
  store i64 %1034, ptr %159, align 8
  br label %1005, !llvm.loop !22

1035:                                             ; preds = %1026
  br label %1201

1036:                                             ; preds = %982, %955
  %1037 = load i32, ptr %184, align 4
  %1038 = icmp ne i32 %1037, 0
  br i1 %1038, label %1039, label %1107

1039:                                             ; preds = %1036
  %1040 = load i32, ptr %183, align 4
  %1041 = lshr i32 %1040, 8
  store i32 %1041, ptr %186, align 4
  %1042 = load ptr, ptr %144, align 8
  %1043 = load i32, ptr %186, align 4
  %1044 = zext i32 %1043 to i64
  %1045 = getelementptr inbounds i8, ptr %1042, i64 %1044
  store ptr %1045, ptr %187, align 8
  %1046 = load ptr, ptr %187, align 8
  %1047 = load ptr, ptr %145, align 8
  %1048 = icmp ugt ptr %1046, %1047
  br i1 %1048, label %1049, label %1106

1049:                                             ; preds = %1039
  %1050 = load ptr, ptr %187, align 8
  %1051 = call i64 @MEM_read64(ptr noundef %1050)
  %1052 = load ptr, ptr %130, align 8
  %1053 = getelementptr inbounds i8, ptr %1052, i64 1
  %1054 = call i64 @MEM_read64(ptr noundef %1053)
  %1055 = icmp eq i64 %1051, %1054
  br i1 %1055, label %1056, label %1106

1056:                                             ; preds = %1049
  %1057 = load ptr, ptr %130, align 8
  %1058 = getelementptr inbounds i8, ptr %1057, i64 1
  %1059 = getelementptr inbounds i8, ptr %1058, i64 8
  %1060 = load ptr, ptr %187, align 8
  %1061 = getelementptr inbounds i8, ptr %1060, i64 8
  %1062 = load ptr, ptr %135, align 8
  %1063 = load ptr, ptr %146, align 8
  %1064 = load ptr, ptr %134, align 8
  %1065 = call i64 @ZSTD_count_2segments(ptr noundef %1059, ptr noundef %1061, ptr noundef %1062, ptr noundef %1063, ptr noundef %1064)
  %1066 = add i64 %1065, 8
  store i64 %1066, ptr %159, align 8
  %1067 = load ptr, ptr %130, align 8
  %1068 = getelementptr inbounds i8, ptr %1067, i32 1
  store ptr %1068, ptr %130, align 8
  %1069 = load i32, ptr %169, align 4
  %1070 = add i32 %1069, 1
  %1071 = load i32, ptr %186, align 4
  %1072 = sub i32 %1070, %1071
  %1073 = load i32, ptr %147, align 4
  %1074 = sub i32 %1072, %1073
  store i32 %1074, ptr %160, align 4
  br label %1075

1075:                                             ; preds = %1098, %1056
  %1076 = load ptr, ptr %130, align 8
  %1077 = load ptr, ptr %131, align 8
  %1078 = icmp ugt ptr %1076, %1077
  %1079 = zext i1 %1078 to i32
  %1080 = load ptr, ptr %187, align 8
  %1081 = load ptr, ptr %145, align 8
  %1082 = icmp ugt ptr %1080, %1081
  %1083 = zext i1 %1082 to i32
  %1084 = and i32 %1079, %1083
  %1085 = icmp ne i32 %1084, 0
  br i1 %1085, label %1086, label %1096

1086:                                             ; preds = %1075
  %1087 = load ptr, ptr %130, align 8
  %1088 = getelementptr inbounds i8, ptr %1087, i64 -1
  %1089 = load i8, ptr %1088, align 1
  %1090 = zext i8 %1089 to i32
  %1091 = load ptr, ptr %187, align 8
  %1092 = getelementptr inbounds i8, ptr %1091, i64 -1
  %1093 = load i8, ptr %1092, align 1
  %1094 = zext i8 %1093 to i32
  %1095 = icmp eq i32 %1090, %1094
  br label %1096

1096:                                             ; preds = %1086, %1075
  %1097 = phi i1 [ false, %1075 ], [ %1095, %1086 ]
  br i1 %1097, label %1098, label %1105

1098:                                             ; preds = %1096
  %1099 = load ptr, ptr %130, align 8
  %1100 = getelementptr inbounds i8, ptr %1099, i32 -1
  store ptr %1100, ptr %130, align 8
  %1101 = load ptr, ptr %187, align 8
  %1102 = getelementptr inbounds i8, ptr %1101, i32 -1
  store ptr %1102, ptr %187, align 8
  %1103 = load i64, ptr %159, align 8
  %1104 = add i64 %1103, 1
  store i64 %1104, ptr %159, align 8
  br label %1075, !llvm.loop !23

1105:                                             ; preds = %1096
  br label %1201

1106:                                             ; preds = %1049, %1039
  br label %1107

1107:                                             ; preds = %1106, %1036
  %1108 = load i32, ptr %171, align 4
  %1109 = load i32, ptr %133, align 4
  %1110 = icmp ult i32 %1108, %1109
  br i1 %1110, label %1111, label %1155

1111:                                             ; preds = %1107
  %1112 = load ptr, ptr %130, align 8
  %1113 = getelementptr inbounds i8, ptr %1112, i64 4
  %1114 = load ptr, ptr %173, align 8
  %1115 = getelementptr inbounds i8, ptr %1114, i64 4
  %1116 = load ptr, ptr %135, align 8
  %1117 = load ptr, ptr %146, align 8
  %1118 = load ptr, ptr %134, align 8
  %1119 = call i64 @ZSTD_count_2segments(ptr noundef %1113, ptr noundef %1115, ptr noundef %1116, ptr noundef %1117, ptr noundef %1118)
  %1120 = add i64 %1119, 4
  store i64 %1120, ptr %159, align 8
  %1121 = load i32, ptr %169, align 4
  %1122 = load i32, ptr %171, align 4
  %1123 = sub i32 %1121, %1122
  store i32 %1123, ptr %160, align 4
  br label %1124

1124:                                             ; preds = %1147, %1111
  %1125 = load ptr, ptr %130, align 8
  %1126 = load ptr, ptr %131, align 8
  %1127 = icmp ugt ptr %1125, %1126
  %1128 = zext i1 %1127 to i32
  %1129 = load ptr, ptr %173, align 8
  %1130 = load ptr, ptr %145, align 8
  %1131 = icmp ugt ptr %1129, %1130
  %1132 = zext i1 %1131 to i32
  %1133 = and i32 %1128, %1132
  %1134 = icmp ne i32 %1133, 0
  br i1 %1134, label %1135, label %1145

1135:                                             ; preds = %1124
  %1136 = load ptr, ptr %130, align 8
  %1137 = getelementptr inbounds i8, ptr %1136, i64 -1
  %1138 = load i8, ptr %1137, align 1
  %1139 = zext i8 %1138 to i32
  %1140 = load ptr, ptr %173, align 8
  %1141 = getelementptr inbounds i8, ptr %1140, i64 -1
  %1142 = load i8, ptr %1141, align 1
  %1143 = zext i8 %1142 to i32
  %1144 = icmp eq i32 %1139, %1143
  br label %1145

1145:                                             ; preds = %1135, %1124
  %1146 = phi i1 [ false, %1124 ], [ %1144, %1135 ]
  br i1 %1146, label %1147, label %1154

1147:                                             ; preds = %1145
  %1148 = load ptr, ptr %130, align 8
  %1149 = getelementptr inbounds i8, ptr %1148, i32 -1
  store ptr %1149, ptr %130, align 8
  %1150 = load ptr, ptr %173, align 8
  %1151 = getelementptr inbounds i8, ptr %1150, i32 -1
  store ptr %1151, ptr %173, align 8
  %1152 = load i64, ptr %159, align 8
  %1153 = add i64 %1152, 1
  store i64 %1153, ptr %159, align 8
  br label %1124, !llvm.loop !24

1154:                                             ; preds = %1145
  br label %1200

1155:                                             ; preds = %1107
  %1156 = load ptr, ptr %130, align 8
  %1157 = getelementptr inbounds i8, ptr %1156, i64 4
  %1158 = load ptr, ptr %173, align 8
  %1159 = getelementptr inbounds i8, ptr %1158, i64 4
  %1160 = load ptr, ptr %135, align 8
  %1161 = call i64 @ZSTD_count(ptr noundef %1157, ptr noundef %1159, ptr noundef %1160)
  %1162 = add i64 %1161, 4
  store i64 %1162, ptr %159, align 8
  %1163 = load ptr, ptr %130, align 8
  %1164 = load ptr, ptr %173, align 8
  %1165 = ptrtoint ptr %1163 to i64
  %1166 = ptrtoint ptr %1164 to i64
  %1167 = sub i64 %1165, %1166
  %1168 = trunc i64 %1167 to i32
  store i32 %1168, ptr %160, align 4
  br label %1169

1169:                                             ; preds = %1192, %1155
  %1170 = load ptr, ptr %130, align 8
  %1171 = load ptr, ptr %131, align 8
  %1172 = icmp ugt ptr %1170, %1171
  %1173 = zext i1 %1172 to i32
  %1174 = load ptr, ptr %173, align 8
  %1175 = load ptr, ptr %134, align 8
  %1176 = icmp ugt ptr %1174, %1175
  %1177 = zext i1 %1176 to i32
  %1178 = and i32 %1173, %1177
  %1179 = icmp ne i32 %1178, 0
  br i1 %1179, label %1180, label %1190

1180:                                             ; preds = %1169
  %1181 = load ptr, ptr %130, align 8
  %1182 = getelementptr inbounds i8, ptr %1181, i64 -1
  %1183 = load i8, ptr %1182, align 1
  %1184 = zext i8 %1183 to i32
  %1185 = load ptr, ptr %173, align 8
  %1186 = getelementptr inbounds i8, ptr %1185, i64 -1
  %1187 = load i8, ptr %1186, align 1
  %1188 = zext i8 %1187 to i32
  %1189 = icmp eq i32 %1184, %1188
  br label %1190

1190:                                             ; preds = %1180, %1169
  %1191 = phi i1 [ false, %1169 ], [ %1189, %1180 ]
  br i1 %1191, label %1192, label %1199

1192:                                             ; preds = %1190
  %1193 = load ptr, ptr %130, align 8
  %1194 = getelementptr inbounds i8, ptr %1193, i32 -1
  store ptr %1194, ptr %130, align 8
  %1195 = load ptr, ptr %173, align 8
  %1196 = getelementptr inbounds i8, ptr %1195, i32 -1
  store ptr %1196, ptr %173, align 8
  %1197 = load i64, ptr %159, align 8
  %1198 = add i64 %1197, 1
  store i64 %1198, ptr %159, align 8
  br label %1169, !llvm.loop !25

1199:                                             ; preds = %1190
  br label %1200

1200:                                             ; preds = %1199, %1154
  br label %1201

1201:                                             ; preds = %1200, %1105, %1035, %853, %788
  %1202 = load i32, ptr %137, align 4
  store i32 %1202, ptr %138, align 4
  %1203 = load i32, ptr %160, align 4
  store i32 %1203, ptr %137, align 4
  %1204 = load ptr, ptr %118, align 8
  %1205 = load ptr, ptr %130, align 8
  %1206 = load ptr, ptr %131, align 8
  %1207 = ptrtoint ptr %1205 to i64
  %1208 = ptrtoint ptr %1206 to i64
  %1209 = sub i64 %1207, %1208
  %1210 = load ptr, ptr %131, align 8
  %1211 = load ptr, ptr %135, align 8
  %1212 = load i32, ptr %160, align 4
  %1213 = add i32 %1212, 3
  %1214 = load i64, ptr %159, align 8
  store ptr %1204, ptr %53, align 8
  store i64 %1209, ptr %54, align 8
  store ptr %1210, ptr %55, align 8
  store ptr %1211, ptr %56, align 8
  store i32 %1213, ptr %57, align 4
  store i64 %1214, ptr %58, align 8
  %1215 = load ptr, ptr %56, align 8
  %1216 = getelementptr inbounds i8, ptr %1215, i64 -32
  store ptr %1216, ptr %59, align 8
  %1217 = load ptr, ptr %55, align 8
  %1218 = load i64, ptr %54, align 8
  %1219 = getelementptr inbounds i8, ptr %1217, i64 %1218
  store ptr %1219, ptr %60, align 8
  %1220 = load ptr, ptr %60, align 8
  %1221 = load ptr, ptr %59, align 8
  %1222 = icmp ule ptr %1220, %1221
  br i1 %1222, label %1223, label %1296

1223:                                             ; preds = %1201
  %1224 = load ptr, ptr %53, align 8
  %1225 = getelementptr inbounds %struct.SeqStore_t, ptr %1224, i32 0, i32 3
  %1226 = load ptr, ptr %1225, align 8
  %1227 = load ptr, ptr %55, align 8
  call void @ZSTD_copy16(ptr noundef %1226, ptr noundef %1227)
  %1228 = load i64, ptr %54, align 8
  %1229 = icmp ugt i64 %1228, 16
  br i1 %1229, label %1230, label %1295

1230:                                             ; preds = %1223
  %1231 = load ptr, ptr %53, align 8
  %1232 = getelementptr inbounds %struct.SeqStore_t, ptr %1231, i32 0, i32 3
  %1233 = load ptr, ptr %1232, align 8
  %1234 = getelementptr inbounds i8, ptr %1233, i64 16
  %1235 = load ptr, ptr %55, align 8
  %1236 = getelementptr inbounds i8, ptr %1235, i64 16
  %1237 = load i64, ptr %54, align 8
  %1238 = sub nsw i64 %1237, 16
  store ptr %1234, ptr %29, align 8
  store ptr %1236, ptr %30, align 8
  store i64 %1238, ptr %31, align 8
  store i32 0, ptr %32, align 4
  %1239 = load ptr, ptr %29, align 8
  %1240 = load ptr, ptr %30, align 8
  %1241 = ptrtoint ptr %1239 to i64
  %1242 = ptrtoint ptr %1240 to i64
  %1243 = sub i64 %1241, %1242
  store i64 %1243, ptr %33, align 8
  %1244 = load ptr, ptr %30, align 8
  store ptr %1244, ptr %34, align 8
  %1245 = load ptr, ptr %29, align 8
  store ptr %1245, ptr %35, align 8
  %1246 = load ptr, ptr %35, align 8
  %1247 = load i64, ptr %31, align 8
  %1248 = getelementptr inbounds i8, ptr %1246, i64 %1247
  store ptr %1248, ptr %36, align 8
  %1249 = load i32, ptr %32, align 4
  %1250 = icmp eq i32 %1249, 1
  br i1 %1250, label %1251, label %1266

1251:                                             ; preds = %1230
  %1252 = load i64, ptr %33, align 8
  %1253 = icmp slt i64 %1252, 16
  br i1 %1253, label %1254, label %1266

1254:                                             ; preds = %1251
  br label %1255

1255:                                             ; preds = %1255, %1254
  %1256 = load ptr, ptr %35, align 8
  %1257 = load ptr, ptr %34, align 8
  call void @ZSTD_copy8(ptr noundef %1256, ptr noundef %1257)
  %1258 = load ptr, ptr %35, align 8
  %1259 = getelementptr inbounds i8, ptr %1258, i64 8
  store ptr %1259, ptr %35, align 8
  %1260 = load ptr, ptr %34, align 8
  %1261 = getelementptr inbounds i8, ptr %1260, i64 8
  store ptr %1261, ptr %34, align 8
  %1262 = load ptr, ptr %35, align 8
  %1263 = load ptr, ptr %36, align 8
  %1264 = icmp ult ptr %1262, %1263
  br i1 %1264, label %1255, label %1265, !llvm.loop !11

1265:                                             ; preds = %1255
  br label %1294

1266:                                             ; preds = %1251, %1230
  %1267 = load ptr, ptr %35, align 8
  %1268 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1267, ptr noundef %1268)
  %1269 = load i64, ptr %31, align 8
  %1270 = icmp sge i64 16, %1269
  br i1 %1270, label %1271, label %1272

1271:                                             ; preds = %1266
  br label %1294

1272:                                             ; preds = %1266
  %1273 = load ptr, ptr %35, align 8
  %1274 = getelementptr inbounds i8, ptr %1273, i64 16
  store ptr %1274, ptr %35, align 8
  %1275 = load ptr, ptr %34, align 8
  %1276 = getelementptr inbounds i8, ptr %1275, i64 16
  store ptr %1276, ptr %34, align 8
  br label %1277

1277:                                             ; preds = %1277, %1272
  %1278 = load ptr, ptr %35, align 8
  %1279 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1278, ptr noundef %1279)
  %1280 = load ptr, ptr %35, align 8
  %1281 = getelementptr inbounds i8, ptr %1280, i64 16
  store ptr %1281, ptr %35, align 8
  %1282 = load ptr, ptr %34, align 8
  %1283 = getelementptr inbounds i8, ptr %1282, i64 16
  store ptr %1283, ptr %34, align 8
  %1284 = load ptr, ptr %35, align 8
  %1285 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1284, ptr noundef %1285)
  %1286 = load ptr, ptr %35, align 8
  %1287 = getelementptr inbounds i8, ptr %1286, i64 16
  store ptr %1287, ptr %35, align 8
  %1288 = load ptr, ptr %34, align 8
  %1289 = getelementptr inbounds i8, ptr %1288, i64 16
  store ptr %1289, ptr %34, align 8
  %1290 = load ptr, ptr %35, align 8
  %1291 = load ptr, ptr %36, align 8
  %1292 = icmp ult ptr %1290, %1291
  br i1 %1292, label %1277, label %1293, !llvm.loop !12

1293:                                             ; preds = %1277
  br label %1294

1294:                                             ; preds = %1293, %1271, %1265
  br label %1295

1295:                                             ; preds = %1294, %1223
  br label %1303

1296:                                             ; preds = %1201
  %1297 = load ptr, ptr %53, align 8
  %1298 = getelementptr inbounds %struct.SeqStore_t, ptr %1297, i32 0, i32 3
  %1299 = load ptr, ptr %1298, align 8
  %1300 = load ptr, ptr %55, align 8
  %1301 = load ptr, ptr %60, align 8
  %1302 = load ptr, ptr %59, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1299, ptr noundef %1300, ptr noundef %1301, ptr noundef %1302)
  br label %1303

1303:                                             ; preds = %1296, %1295
  %1304 = load i64, ptr %54, align 8
  %1305 = load ptr, ptr %53, align 8
  %1306 = getelementptr inbounds %struct.SeqStore_t, ptr %1305, i32 0, i32 3
  %1307 = load ptr, ptr %1306, align 8
  %1308 = getelementptr inbounds i8, ptr %1307, i64 %1304
  store ptr %1308, ptr %1306, align 8
  %1309 = load ptr, ptr %53, align 8
  %1310 = load i64, ptr %54, align 8
  %1311 = load i32, ptr %57, align 4
  %1312 = load i64, ptr %58, align 8
  store ptr %1309, ptr %11, align 8
  store i64 %1310, ptr %12, align 8
  store i32 %1311, ptr %13, align 4
  store i64 %1312, ptr %14, align 8
  %1313 = load i64, ptr %12, align 8
  %1314 = icmp ugt i64 %1313, 65535
  %1315 = zext i1 %1314 to i32
  %1316 = sext i32 %1315 to i64
  br i1 %1314, label %1317, label %1332

1317:                                             ; preds = %1303
  %1318 = load ptr, ptr %11, align 8
  %1319 = getelementptr inbounds %struct.SeqStore_t, ptr %1318, i32 0, i32 9
  store i32 1, ptr %1319, align 8
  %1320 = load ptr, ptr %11, align 8
  %1321 = getelementptr inbounds %struct.SeqStore_t, ptr %1320, i32 0, i32 1
  %1322 = load ptr, ptr %1321, align 8
  %1323 = load ptr, ptr %11, align 8
  %1324 = load ptr, ptr %1323, align 8
  %1325 = ptrtoint ptr %1322 to i64
  %1326 = ptrtoint ptr %1324 to i64
  %1327 = sub i64 %1325, %1326
  %1328 = sdiv exact i64 %1327, 8
  %1329 = trunc i64 %1328 to i32
  %1330 = load ptr, ptr %11, align 8
  %1331 = getelementptr inbounds %struct.SeqStore_t, ptr %1330, i32 0, i32 10
  store i32 %1329, ptr %1331, align 4
  br label %1332

1332:                                             ; preds = %1317, %1303
  %1333 = load i64, ptr %12, align 8
  %1334 = trunc i64 %1333 to i16
  %1335 = load ptr, ptr %11, align 8
  %1336 = getelementptr inbounds %struct.SeqStore_t, ptr %1335, i32 0, i32 1
  %1337 = load ptr, ptr %1336, align 8
  %1338 = getelementptr inbounds %struct.SeqDef_s, ptr %1337, i32 0, i32 1
  store i16 %1334, ptr %1338, align 4
  %1339 = load i32, ptr %13, align 4
  %1340 = load ptr, ptr %11, align 8
  %1341 = getelementptr inbounds %struct.SeqStore_t, ptr %1340, i32 0, i32 1
  %1342 = load ptr, ptr %1341, align 8
  store i32 %1339, ptr %1342, align 4
  %1343 = load i64, ptr %14, align 8
  %1344 = sub i64 %1343, 3
  store i64 %1344, ptr %15, align 8
  %1345 = load i64, ptr %15, align 8
  %1346 = icmp ugt i64 %1345, 65535
  %1347 = zext i1 %1346 to i32
  %1348 = sext i32 %1347 to i64
  br i1 %1346, label %1349, label %1364

1349:                                             ; preds = %1332
  %1350 = load ptr, ptr %11, align 8
  %1351 = getelementptr inbounds %struct.SeqStore_t, ptr %1350, i32 0, i32 9
  store i32 2, ptr %1351, align 8
  %1352 = load ptr, ptr %11, align 8
  %1353 = getelementptr inbounds %struct.SeqStore_t, ptr %1352, i32 0, i32 1
  %1354 = load ptr, ptr %1353, align 8
  %1355 = load ptr, ptr %11, align 8
  %1356 = load ptr, ptr %1355, align 8
  %1357 = ptrtoint ptr %1354 to i64
  %1358 = ptrtoint ptr %1356 to i64
  %1359 = sub i64 %1357, %1358
  %1360 = sdiv exact i64 %1359, 8
  %1361 = trunc i64 %1360 to i32
  %1362 = load ptr, ptr %11, align 8
  %1363 = getelementptr inbounds %struct.SeqStore_t, ptr %1362, i32 0, i32 10
  store i32 %1361, ptr %1363, align 4
  br label %1364

1364:                                             ; preds = %1349, %1332
  %1365 = load i64, ptr %15, align 8
  %1366 = trunc i64 %1365 to i16
  %1367 = load ptr, ptr %11, align 8
  %1368 = getelementptr inbounds %struct.SeqStore_t, ptr %1367, i32 0, i32 1
  %1369 = load ptr, ptr %1368, align 8
  %1370 = getelementptr inbounds %struct.SeqDef_s, ptr %1369, i32 0, i32 2
  store i16 %1366, ptr %1370, align 2
  %1371 = load ptr, ptr %11, align 8
  %1372 = getelementptr inbounds %struct.SeqStore_t, ptr %1371, i32 0, i32 1
  %1373 = load ptr, ptr %1372, align 8
  %1374 = getelementptr inbounds %struct.SeqDef_s, ptr %1373, i32 1
  store ptr %1374, ptr %1372, align 8
  br label %1375

1375:                                             ; preds = %1364, %723
  %1376 = load i64, ptr %159, align 8
  %1377 = load ptr, ptr %130, align 8
  %1378 = getelementptr inbounds i8, ptr %1377, i64 %1376
  store ptr %1378, ptr %130, align 8
  %1379 = load ptr, ptr %130, align 8
  store ptr %1379, ptr %131, align 8
  %1380 = load ptr, ptr %130, align 8
  %1381 = load ptr, ptr %136, align 8
  %1382 = icmp ule ptr %1380, %1381
  br i1 %1382, label %1383, label %1818

1383:                                             ; preds = %1375
  %1384 = load i32, ptr %169, align 4
  %1385 = add i32 %1384, 2
  store i32 %1385, ptr %188, align 4
  %1386 = load i32, ptr %188, align 4
  %1387 = load ptr, ptr %124, align 8
  %1388 = load ptr, ptr %128, align 8
  %1389 = load i32, ptr %188, align 4
  %1390 = zext i32 %1389 to i64
  %1391 = getelementptr inbounds i8, ptr %1388, i64 %1390
  %1392 = load i32, ptr %125, align 4
  store ptr %1391, ptr %94, align 8
  store i32 %1392, ptr %95, align 4
  store i32 8, ptr %96, align 4
  %1393 = load i32, ptr %96, align 4
  switch i32 %1393, label %1394 [
    i32 4, label %1395
    i32 5, label %1399
    i32 6, label %1403
    i32 7, label %1407
    i32 8, label %1411
  ]

1394:                                             ; preds = %1383
  br label %1395

1395:                                             ; preds = %1394, %1383
  %1396 = load ptr, ptr %94, align 8
  %1397 = load i32, ptr %95, align 4
  %1398 = call i64 @ZSTD_hash4Ptr(ptr noundef %1396, i32 noundef %1397)
  store i64 %1398, ptr %93, align 8
  br label %1415

1399:                                             ; preds = %1383
  %1400 = load ptr, ptr %94, align 8
  %1401 = load i32, ptr %95, align 4
  %1402 = call i64 @ZSTD_hash5Ptr(ptr noundef %1400, i32 noundef %1401)
  store i64 %1402, ptr %93, align 8
  br label %1415

1403:                                             ; preds = %1383
  %1404 = load ptr, ptr %94, align 8
  %1405 = load i32, ptr %95, align 4
  %1406 = call i64 @ZSTD_hash6Ptr(ptr noundef %1404, i32 noundef %1405)
  store i64 %1406, ptr %93, align 8
  br label %1415

1407:                                             ; preds = %1383
  %1408 = load ptr, ptr %94, align 8
  %1409 = load i32, ptr %95, align 4
  %1410 = call i64 @ZSTD_hash7Ptr(ptr noundef %1408, i32 noundef %1409)
  store i64 %1410, ptr %93, align 8
  br label %1415

1411:                                             ; preds = %1383
  %1412 = load ptr, ptr %94, align 8
  %1413 = load i32, ptr %95, align 4
  %1414 = call i64 @ZSTD_hash8Ptr(ptr noundef %1412, i32 noundef %1413)
  store i64 %1414, ptr %93, align 8
  br label %1415

1415:                                             ; preds = %1411, %1407, %1403, %1399, %1395
  %1416 = load i64, ptr %93, align 8
  %1417 = getelementptr inbounds i32, ptr %1387, i64 %1416
  store i32 %1386, ptr %1417, align 4
  %1418 = load ptr, ptr %130, align 8
  %1419 = getelementptr inbounds i8, ptr %1418, i64 -2
  %1420 = load ptr, ptr %128, align 8
  %1421 = ptrtoint ptr %1419 to i64
  %1422 = ptrtoint ptr %1420 to i64
  %1423 = sub i64 %1421, %1422
  %1424 = trunc i64 %1423 to i32
  %1425 = load ptr, ptr %124, align 8
  %1426 = load ptr, ptr %130, align 8
  %1427 = getelementptr inbounds i8, ptr %1426, i64 -2
  %1428 = load i32, ptr %125, align 4
  store ptr %1427, ptr %98, align 8
  store i32 %1428, ptr %99, align 4
  store i32 8, ptr %100, align 4
  %1429 = load i32, ptr %100, align 4
  switch i32 %1429, label %1430 [
    i32 4, label %1431
    i32 5, label %1435
    i32 6, label %1439
    i32 7, label %1443
    i32 8, label %1447
  ]

1430:                                             ; preds = %1415
  br label %1431

1431:                                             ; preds = %1430, %1415
  %1432 = load ptr, ptr %98, align 8
  %1433 = load i32, ptr %99, align 4
  %1434 = call i64 @ZSTD_hash4Ptr(ptr noundef %1432, i32 noundef %1433)
  store i64 %1434, ptr %97, align 8
  br label %1451

1435:                                             ; preds = %1415
  %1436 = load ptr, ptr %98, align 8
  %1437 = load i32, ptr %99, align 4
  %1438 = call i64 @ZSTD_hash5Ptr(ptr noundef %1436, i32 noundef %1437)
  store i64 %1438, ptr %97, align 8
  br label %1451

1439:                                             ; preds = %1415
  %1440 = load ptr, ptr %98, align 8
  %1441 = load i32, ptr %99, align 4
  %1442 = call i64 @ZSTD_hash6Ptr(ptr noundef %1440, i32 noundef %1441)
  store i64 %1442, ptr %97, align 8
  br label %1451

1443:                                             ; preds = %1415
  %1444 = load ptr, ptr %98, align 8
  %1445 = load i32, ptr %99, align 4
  %1446 = call i64 @ZSTD_hash7Ptr(ptr noundef %1444, i32 noundef %1445)
  store i64 %1446, ptr %97, align 8
  br label %1451

1447:                                             ; preds = %1415
  %1448 = load ptr, ptr %98, align 8
  %1449 = load i32, ptr %99, align 4
  %1450 = call i64 @ZSTD_hash8Ptr(ptr noundef %1448, i32 noundef %1449)
  store i64 %1450, ptr %97, align 8
  br label %1451

1451:                                             ; preds = %1447, %1443, %1439, %1435, %1431
  %1452 = load i64, ptr %97, align 8
  %1453 = getelementptr inbounds i32, ptr %1425, i64 %1452
  store i32 %1424, ptr %1453, align 4
  %1454 = load i32, ptr %188, align 4
  %1455 = load ptr, ptr %126, align 8
  %1456 = load ptr, ptr %128, align 8
  %1457 = load i32, ptr %188, align 4
  %1458 = zext i32 %1457 to i64
  %1459 = getelementptr inbounds i8, ptr %1456, i64 %1458
  %1460 = load i32, ptr %127, align 4
  %1461 = load i32, ptr %122, align 4
  store ptr %1459, ptr %102, align 8
  store i32 %1460, ptr %103, align 4
  store i32 %1461, ptr %104, align 4
  %1462 = load i32, ptr %104, align 4
  switch i32 %1462, label %1463 [
    i32 4, label %1464
    i32 5, label %1468
    i32 6, label %1472
    i32 7, label %1476
    i32 8, label %1480
  ]

1463:                                             ; preds = %1451
  br label %1464

1464:                                             ; preds = %1463, %1451
  %1465 = load ptr, ptr %102, align 8
  %1466 = load i32, ptr %103, align 4
  %1467 = call i64 @ZSTD_hash4Ptr(ptr noundef %1465, i32 noundef %1466)
  store i64 %1467, ptr %101, align 8
  br label %1484

1468:                                             ; preds = %1451
  %1469 = load ptr, ptr %102, align 8
  %1470 = load i32, ptr %103, align 4
  %1471 = call i64 @ZSTD_hash5Ptr(ptr noundef %1469, i32 noundef %1470)
  store i64 %1471, ptr %101, align 8
  br label %1484

1472:                                             ; preds = %1451
  %1473 = load ptr, ptr %102, align 8
  %1474 = load i32, ptr %103, align 4
  %1475 = call i64 @ZSTD_hash6Ptr(ptr noundef %1473, i32 noundef %1474)
  store i64 %1475, ptr %101, align 8
  br label %1484

1476:                                             ; preds = %1451
  %1477 = load ptr, ptr %102, align 8
  %1478 = load i32, ptr %103, align 4
  %1479 = call i64 @ZSTD_hash7Ptr(ptr noundef %1477, i32 noundef %1478)
  store i64 %1479, ptr %101, align 8
  br label %1484

1480:                                             ; preds = %1451
  %1481 = load ptr, ptr %102, align 8
  %1482 = load i32, ptr %103, align 4
  %1483 = call i64 @ZSTD_hash8Ptr(ptr noundef %1481, i32 noundef %1482)
  store i64 %1483, ptr %101, align 8
  br label %1484

1484:                                             ; preds = %1480, %1476, %1472, %1468, %1464
  %1485 = load i64, ptr %101, align 8
  %1486 = getelementptr inbounds i32, ptr %1455, i64 %1485
  store i32 %1454, ptr %1486, align 4
  %1487 = load ptr, ptr %130, align 8
  %1488 = getelementptr inbounds i8, ptr %1487, i64 -1
  %1489 = load ptr, ptr %128, align 8
  %1490 = ptrtoint ptr %1488 to i64
  %1491 = ptrtoint ptr %1489 to i64
  %1492 = sub i64 %1490, %1491
  %1493 = trunc i64 %1492 to i32
  %1494 = load ptr, ptr %126, align 8
  %1495 = load ptr, ptr %130, align 8
  %1496 = getelementptr inbounds i8, ptr %1495, i64 -1
  %1497 = load i32, ptr %127, align 4
  %1498 = load i32, ptr %122, align 4
  store ptr %1496, ptr %106, align 8
  store i32 %1497, ptr %107, align 4
  store i32 %1498, ptr %108, align 4
  %1499 = load i32, ptr %108, align 4
  switch i32 %1499, label %1500 [
    i32 4, label %1501
    i32 5, label %1505
    i32 6, label %1509
    i32 7, label %1513
    i32 8, label %1517
  ]

1500:                                             ; preds = %1484
  br label %1501

1501:                                             ; preds = %1500, %1484
  %1502 = load ptr, ptr %106, align 8
  %1503 = load i32, ptr %107, align 4
  %1504 = call i64 @ZSTD_hash4Ptr(ptr noundef %1502, i32 noundef %1503)
  store i64 %1504, ptr %105, align 8
  br label %1521

1505:                                             ; preds = %1484
  %1506 = load ptr, ptr %106, align 8
  %1507 = load i32, ptr %107, align 4
  %1508 = call i64 @ZSTD_hash5Ptr(ptr noundef %1506, i32 noundef %1507)
  store i64 %1508, ptr %105, align 8
  br label %1521

1509:                                             ; preds = %1484
  %1510 = load ptr, ptr %106, align 8
  %1511 = load i32, ptr %107, align 4
  %1512 = call i64 @ZSTD_hash6Ptr(ptr noundef %1510, i32 noundef %1511)
  store i64 %1512, ptr %105, align 8
  br label %1521

1513:                                             ; preds = %1484
  %1514 = load ptr, ptr %106, align 8
  %1515 = load i32, ptr %107, align 4
  %1516 = call i64 @ZSTD_hash7Ptr(ptr noundef %1514, i32 noundef %1515)
  store i64 %1516, ptr %105, align 8
  br label %1521

1517:                                             ; preds = %1484
  %1518 = load ptr, ptr %106, align 8
  %1519 = load i32, ptr %107, align 4
  %1520 = call i64 @ZSTD_hash8Ptr(ptr noundef %1518, i32 noundef %1519)
  store i64 %1520, ptr %105, align 8
  br label %1521

1521:                                             ; preds = %1517, %1513, %1509, %1505, %1501
  %1522 = load i64, ptr %105, align 8
  %1523 = getelementptr inbounds i32, ptr %1494, i64 %1522
  store i32 %1493, ptr %1523, align 4
  br label %1524

1524:                                             ; preds = %1809, %1521
  %1525 = load ptr, ptr %130, align 8
  %1526 = load ptr, ptr %136, align 8
  %1527 = icmp ule ptr %1525, %1526
  br i1 %1527, label %1528, label %1817

1528:                                             ; preds = %1524
  %1529 = load ptr, ptr %130, align 8
  %1530 = load ptr, ptr %128, align 8
  %1531 = ptrtoint ptr %1529 to i64
  %1532 = ptrtoint ptr %1530 to i64
  %1533 = sub i64 %1531, %1532
  %1534 = trunc i64 %1533 to i32
  store i32 %1534, ptr %189, align 4
  %1535 = load i32, ptr %189, align 4
  %1536 = load i32, ptr %138, align 4
  %1537 = sub i32 %1535, %1536
  store i32 %1537, ptr %190, align 4
  %1538 = load i32, ptr %190, align 4
  %1539 = load i32, ptr %133, align 4
  %1540 = icmp ult i32 %1538, %1539
  br i1 %1540, label %1541, label %1550

1541:                                             ; preds = %1528
  %1542 = load ptr, ptr %144, align 8
  %1543 = load i32, ptr %190, align 4
  %1544 = zext i32 %1543 to i64
  %1545 = getelementptr inbounds i8, ptr %1542, i64 %1544
  %1546 = load i32, ptr %147, align 4
  %1547 = zext i32 %1546 to i64
  %1548 = sub i64 0, %1547
  %1549 = getelementptr inbounds i8, ptr %1545, i64 %1548
  br label %1555

1550:                                             ; preds = %1528
  %1551 = load ptr, ptr %128, align 8
  %1552 = load i32, ptr %190, align 4
  %1553 = zext i32 %1552 to i64
  %1554 = getelementptr inbounds i8, ptr %1551, i64 %1553
  br label %1555

1555:                                             ; preds = %1550, %1541
  %1556 = phi ptr [ %1549, %1541 ], [ %1554, %1550 ]
  store ptr %1556, ptr %191, align 8
  %1557 = load i32, ptr %133, align 4
  %1558 = load i32, ptr %190, align 4
  %1559 = call i32 @ZSTD_index_overlap_check(i32 noundef %1557, i32 noundef %1558)
  %1560 = icmp ne i32 %1559, 0
  br i1 %1560, label %1561, label %1816

1561:                                             ; preds = %1555
  %1562 = load ptr, ptr %191, align 8
  %1563 = call i32 @MEM_read32(ptr noundef %1562)
  %1564 = load ptr, ptr %130, align 8
  %1565 = call i32 @MEM_read32(ptr noundef %1564)
  %1566 = icmp eq i32 %1563, %1565
  br i1 %1566, label %1567, label %1816

1567:                                             ; preds = %1561
  %1568 = load i32, ptr %190, align 4
  %1569 = load i32, ptr %133, align 4
  %1570 = icmp ult i32 %1568, %1569
  br i1 %1570, label %1571, label %1573

1571:                                             ; preds = %1567
  %1572 = load ptr, ptr %146, align 8
  br label %1575

1573:                                             ; preds = %1567
  %1574 = load ptr, ptr %135, align 8
  br label %1575

1575:                                             ; preds = %1573, %1571
  %1576 = phi ptr [ %1572, %1571 ], [ %1574, %1573 ]
  store ptr %1576, ptr %192, align 8
  %1577 = load ptr, ptr %130, align 8
  %1578 = getelementptr inbounds i8, ptr %1577, i64 4
  %1579 = load ptr, ptr %191, align 8
  %1580 = getelementptr inbounds i8, ptr %1579, i64 4
  %1581 = load ptr, ptr %135, align 8
  %1582 = load ptr, ptr %192, align 8
  %1583 = load ptr, ptr %134, align 8
  %1584 = call i64 @ZSTD_count_2segments(ptr noundef %1578, ptr noundef %1580, ptr noundef %1581, ptr noundef %1582, ptr noundef %1583)
  %1585 = add i64 %1584, 4
  store i64 %1585, ptr %193, align 8
  %1586 = load i32, ptr %138, align 4
  store i32 %1586, ptr %194, align 4
  %1587 = load i32, ptr %137, align 4
  store i32 %1587, ptr %138, align 4
  %1588 = load i32, ptr %194, align 4
  store i32 %1588, ptr %137, align 4
  %1589 = load ptr, ptr %118, align 8
  %1590 = load ptr, ptr %131, align 8
  %1591 = load ptr, ptr %135, align 8
  %1592 = load i64, ptr %193, align 8
  store ptr %1589, ptr %61, align 8
  store i64 0, ptr %62, align 8
  store ptr %1590, ptr %63, align 8
  store ptr %1591, ptr %64, align 8
  store i32 1, ptr %65, align 4
  store i64 %1592, ptr %66, align 8
  %1593 = load ptr, ptr %64, align 8
  %1594 = getelementptr inbounds i8, ptr %1593, i64 -32
  store ptr %1594, ptr %67, align 8
  %1595 = load ptr, ptr %63, align 8
  %1596 = load i64, ptr %62, align 8
  %1597 = getelementptr inbounds i8, ptr %1595, i64 %1596
  store ptr %1597, ptr %68, align 8
  %1598 = load ptr, ptr %68, align 8
  %1599 = load ptr, ptr %67, align 8
  %1600 = icmp ule ptr %1598, %1599
  br i1 %1600, label %1601, label %1674

1601:                                             ; preds = %1575
  %1602 = load ptr, ptr %61, align 8
  %1603 = getelementptr inbounds %struct.SeqStore_t, ptr %1602, i32 0, i32 3
  %1604 = load ptr, ptr %1603, align 8
  %1605 = load ptr, ptr %63, align 8
  call void @ZSTD_copy16(ptr noundef %1604, ptr noundef %1605)
  %1606 = load i64, ptr %62, align 8
  %1607 = icmp ugt i64 %1606, 16
  br i1 %1607, label %1608, label %1673

1608:                                             ; preds = %1601
  %1609 = load ptr, ptr %61, align 8
  %1610 = getelementptr inbounds %struct.SeqStore_t, ptr %1609, i32 0, i32 3
  %1611 = load ptr, ptr %1610, align 8
  %1612 = getelementptr inbounds i8, ptr %1611, i64 16
  %1613 = load ptr, ptr %63, align 8
  %1614 = getelementptr inbounds i8, ptr %1613, i64 16
  %1615 = load i64, ptr %62, align 8
  %1616 = sub nsw i64 %1615, 16
  store ptr %1612, ptr %21, align 8
  store ptr %1614, ptr %22, align 8
  store i64 %1616, ptr %23, align 8
  store i32 0, ptr %24, align 4
  %1617 = load ptr, ptr %21, align 8
  %1618 = load ptr, ptr %22, align 8
  %1619 = ptrtoint ptr %1617 to i64
  %1620 = ptrtoint ptr %1618 to i64
  %1621 = sub i64 %1619, %1620
  store i64 %1621, ptr %25, align 8
  %1622 = load ptr, ptr %22, align 8
  store ptr %1622, ptr %26, align 8
  %1623 = load ptr, ptr %21, align 8
  store ptr %1623, ptr %27, align 8
  %1624 = load ptr, ptr %27, align 8
  %1625 = load i64, ptr %23, align 8
  %1626 = getelementptr inbounds i8, ptr %1624, i64 %1625
  store ptr %1626, ptr %28, align 8
  %1627 = load i32, ptr %24, align 4
  %1628 = icmp eq i32 %1627, 1
  br i1 %1628, label %1629, label %1644

1629:                                             ; preds = %1608
  %1630 = load i64, ptr %25, align 8
  %1631 = icmp slt i64 %1630, 16
  br i1 %1631, label %1632, label %1644

1632:                                             ; preds = %1629
  br label %1633

1633:                                             ; preds = %1633, %1632
  %1634 = load ptr, ptr %27, align 8
  %1635 = load ptr, ptr %26, align 8
  call void @ZSTD_copy8(ptr noundef %1634, ptr noundef %1635)
  %1636 = load ptr, ptr %27, align 8
  %1637 = getelementptr inbounds i8, ptr %1636, i64 8
  store ptr %1637, ptr %27, align 8
  %1638 = load ptr, ptr %26, align 8
  %1639 = getelementptr inbounds i8, ptr %1638, i64 8
  store ptr %1639, ptr %26, align 8
  %1640 = load ptr, ptr %27, align 8
  %1641 = load ptr, ptr %28, align 8
  %1642 = icmp ult ptr %1640, %1641
  br i1 %1642, label %1633, label %1643, !llvm.loop !11

1643:                                             ; preds = %1633
  br label %1672

1644:                                             ; preds = %1629, %1608
  %1645 = load ptr, ptr %27, align 8
  %1646 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %1645, ptr noundef %1646)
  %1647 = load i64, ptr %23, align 8
  %1648 = icmp sge i64 16, %1647
  br i1 %1648, label %1649, label %1650

1649:                                             ; preds = %1644
  br label %1672

1650:                                             ; preds = %1644
  %1651 = load ptr, ptr %27, align 8
  %1652 = getelementptr inbounds i8, ptr %1651, i64 16
  store ptr %1652, ptr %27, align 8
  %1653 = load ptr, ptr %26, align 8
  %1654 = getelementptr inbounds i8, ptr %1653, i64 16
  store ptr %1654, ptr %26, align 8
  br label %1655

1655:                                             ; preds = %1655, %1650
  %1656 = load ptr, ptr %27, align 8
  %1657 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %1656, ptr noundef %1657)
  %1658 = load ptr, ptr %27, align 8
  %1659 = getelementptr inbounds i8, ptr %1658, i64 16
  store ptr %1659, ptr %27, align 8
  %1660 = load ptr, ptr %26, align 8
  %1661 = getelementptr inbounds i8, ptr %1660, i64 16
  store ptr %1661, ptr %26, align 8
  %1662 = load ptr, ptr %27, align 8
  %1663 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %1662, ptr noundef %1663)
  %1664 = load ptr, ptr %27, align 8
  %1665 = getelementptr inbounds i8, ptr %1664, i64 16
  store ptr %1665, ptr %27, align 8
  %1666 = load ptr, ptr %26, align 8
  %1667 = getelementptr inbounds i8, ptr %1666, i64 16
  store ptr %1667, ptr %26, align 8
  %1668 = load ptr, ptr %27, align 8
  %1669 = load ptr, ptr %28, align 8
  %1670 = icmp ult ptr %1668, %1669
  br i1 %1670, label %1655, label %1671, !llvm.loop !12

1671:                                             ; preds = %1655
  br label %1672

1672:                                             ; preds = %1671, %1649, %1643
  br label %1673

1673:                                             ; preds = %1672, %1601
  br label %1681

1674:                                             ; preds = %1575
  %1675 = load ptr, ptr %61, align 8
  %1676 = getelementptr inbounds %struct.SeqStore_t, ptr %1675, i32 0, i32 3
  %1677 = load ptr, ptr %1676, align 8
  %1678 = load ptr, ptr %63, align 8
  %1679 = load ptr, ptr %68, align 8
  %1680 = load ptr, ptr %67, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1677, ptr noundef %1678, ptr noundef %1679, ptr noundef %1680)
  br label %1681

1681:                                             ; preds = %1674, %1673
  %1682 = load i64, ptr %62, align 8
  %1683 = load ptr, ptr %61, align 8
  %1684 = getelementptr inbounds %struct.SeqStore_t, ptr %1683, i32 0, i32 3
  %1685 = load ptr, ptr %1684, align 8
  %1686 = getelementptr inbounds i8, ptr %1685, i64 %1682
  store ptr %1686, ptr %1684, align 8
  %1687 = load ptr, ptr %61, align 8
  %1688 = load i64, ptr %62, align 8
  %1689 = load i32, ptr %65, align 4
  %1690 = load i64, ptr %66, align 8
  store ptr %1687, ptr %6, align 8
  store i64 %1688, ptr %7, align 8
  store i32 %1689, ptr %8, align 4
  store i64 %1690, ptr %9, align 8
  %1691 = load i64, ptr %7, align 8
  %1692 = icmp ugt i64 %1691, 65535
  %1693 = zext i1 %1692 to i32
  %1694 = sext i32 %1693 to i64
  br i1 %1692, label %1695, label %1710

1695:                                             ; preds = %1681
  %1696 = load ptr, ptr %6, align 8
  %1697 = getelementptr inbounds %struct.SeqStore_t, ptr %1696, i32 0, i32 9
  store i32 1, ptr %1697, align 8
  %1698 = load ptr, ptr %6, align 8
  %1699 = getelementptr inbounds %struct.SeqStore_t, ptr %1698, i32 0, i32 1
  %1700 = load ptr, ptr %1699, align 8
  %1701 = load ptr, ptr %6, align 8
  %1702 = load ptr, ptr %1701, align 8
  %1703 = ptrtoint ptr %1700 to i64
  %1704 = ptrtoint ptr %1702 to i64
  %1705 = sub i64 %1703, %1704
  %1706 = sdiv exact i64 %1705, 8
  %1707 = trunc i64 %1706 to i32
  %1708 = load ptr, ptr %6, align 8
  %1709 = getelementptr inbounds %struct.SeqStore_t, ptr %1708, i32 0, i32 10
  store i32 %1707, ptr %1709, align 4
  br label %1710

1710:                                             ; preds = %1695, %1681
  %1711 = load i64, ptr %7, align 8
  %1712 = trunc i64 %1711 to i16
  %1713 = load ptr, ptr %6, align 8
  %1714 = getelementptr inbounds %struct.SeqStore_t, ptr %1713, i32 0, i32 1
  %1715 = load ptr, ptr %1714, align 8
  %1716 = getelementptr inbounds %struct.SeqDef_s, ptr %1715, i32 0, i32 1
  store i16 %1712, ptr %1716, align 4
  %1717 = load i32, ptr %8, align 4
  %1718 = load ptr, ptr %6, align 8
  %1719 = getelementptr inbounds %struct.SeqStore_t, ptr %1718, i32 0, i32 1
  %1720 = load ptr, ptr %1719, align 8
  store i32 %1717, ptr %1720, align 4
  %1721 = load i64, ptr %9, align 8
  %1722 = sub i64 %1721, 3
  store i64 %1722, ptr %10, align 8
  %1723 = load i64, ptr %10, align 8
  %1724 = icmp ugt i64 %1723, 65535
  %1725 = zext i1 %1724 to i32
  %1726 = sext i32 %1725 to i64
  br i1 %1724, label %1727, label %1742

1727:                                             ; preds = %1710
  %1728 = load ptr, ptr %6, align 8
  %1729 = getelementptr inbounds %struct.SeqStore_t, ptr %1728, i32 0, i32 9
  store i32 2, ptr %1729, align 8
  %1730 = load ptr, ptr %6, align 8
  %1731 = getelementptr inbounds %struct.SeqStore_t, ptr %1730, i32 0, i32 1
  %1732 = load ptr, ptr %1731, align 8
  %1733 = load ptr, ptr %6, align 8
  %1734 = load ptr, ptr %1733, align 8
  %1735 = ptrtoint ptr %1732 to i64
  %1736 = ptrtoint ptr %1734 to i64
  %1737 = sub i64 %1735, %1736
  %1738 = sdiv exact i64 %1737, 8
  %1739 = trunc i64 %1738 to i32
  %1740 = load ptr, ptr %6, align 8
  %1741 = getelementptr inbounds %struct.SeqStore_t, ptr %1740, i32 0, i32 10
  store i32 %1739, ptr %1741, align 4
  br label %1742

1742:                                             ; preds = %1727, %1710
  %1743 = load i64, ptr %10, align 8
  %1744 = trunc i64 %1743 to i16
  %1745 = load ptr, ptr %6, align 8
  %1746 = getelementptr inbounds %struct.SeqStore_t, ptr %1745, i32 0, i32 1
  %1747 = load ptr, ptr %1746, align 8
  %1748 = getelementptr inbounds %struct.SeqDef_s, ptr %1747, i32 0, i32 2
  store i16 %1744, ptr %1748, align 2
  %1749 = load ptr, ptr %6, align 8
  %1750 = getelementptr inbounds %struct.SeqStore_t, ptr %1749, i32 0, i32 1
  %1751 = load ptr, ptr %1750, align 8
  %1752 = getelementptr inbounds %struct.SeqDef_s, ptr %1751, i32 1
  store ptr %1752, ptr %1750, align 8
  %1753 = load i32, ptr %189, align 4
  %1754 = load ptr, ptr %126, align 8
  %1755 = load ptr, ptr %130, align 8
  %1756 = load i32, ptr %127, align 4
  %1757 = load i32, ptr %122, align 4
  store ptr %1755, ptr %110, align 8
  store i32 %1756, ptr %111, align 4
  store i32 %1757, ptr %112, align 4
  %1758 = load i32, ptr %112, align 4
  switch i32 %1758, label %1759 [
    i32 4, label %1760
    i32 5, label %1764
    i32 6, label %1768
    i32 7, label %1772
    i32 8, label %1776
  ]

1759:                                             ; preds = %1742
  br label %1760

1760:                                             ; preds = %1759, %1742
  %1761 = load ptr, ptr %110, align 8
  %1762 = load i32, ptr %111, align 4
  %1763 = call i64 @ZSTD_hash4Ptr(ptr noundef %1761, i32 noundef %1762)
  store i64 %1763, ptr %109, align 8
  br label %1780

1764:                                             ; preds = %1742
  %1765 = load ptr, ptr %110, align 8
  %1766 = load i32, ptr %111, align 4
  %1767 = call i64 @ZSTD_hash5Ptr(ptr noundef %1765, i32 noundef %1766)
  store i64 %1767, ptr %109, align 8
  br label %1780

1768:                                             ; preds = %1742
  %1769 = load ptr, ptr %110, align 8
  %1770 = load i32, ptr %111, align 4
  %1771 = call i64 @ZSTD_hash6Ptr(ptr noundef %1769, i32 noundef %1770)
  store i64 %1771, ptr %109, align 8
  br label %1780

1772:                                             ; preds = %1742
  %1773 = load ptr, ptr %110, align 8
  %1774 = load i32, ptr %111, align 4
  %1775 = call i64 @ZSTD_hash7Ptr(ptr noundef %1773, i32 noundef %1774)
  store i64 %1775, ptr %109, align 8
  br label %1780

1776:                                             ; preds = %1742
  %1777 = load ptr, ptr %110, align 8
  %1778 = load i32, ptr %111, align 4
  %1779 = call i64 @ZSTD_hash8Ptr(ptr noundef %1777, i32 noundef %1778)
  store i64 %1779, ptr %109, align 8
  br label %1780

1780:                                             ; preds = %1776, %1772, %1768, %1764, %1760
  %1781 = load i64, ptr %109, align 8
  %1782 = getelementptr inbounds i32, ptr %1754, i64 %1781
  store i32 %1753, ptr %1782, align 4
  %1783 = load i32, ptr %189, align 4
  %1784 = load ptr, ptr %124, align 8
  %1785 = load ptr, ptr %130, align 8
  %1786 = load i32, ptr %125, align 4
  store ptr %1785, ptr %114, align 8
  store i32 %1786, ptr %115, align 4
  store i32 8, ptr %116, align 4
  %1787 = load i32, ptr %116, align 4
  switch i32 %1787, label %1788 [
    i32 4, label %1789
    i32 5, label %1793
    i32 6, label %1797
    i32 7, label %1801
    i32 8, label %1805
  ]

1788:                                             ; preds = %1780
  br label %1789

1789:                                             ; preds = %1788, %1780
  %1790 = load ptr, ptr %114, align 8
  %1791 = load i32, ptr %115, align 4
  %1792 = call i64 @ZSTD_hash4Ptr(ptr noundef %1790, i32 noundef %1791)
  store i64 %1792, ptr %113, align 8
  br label %1809

1793:                                             ; preds = %1780
  %1794 = load ptr, ptr %114, align 8
  %1795 = load i32, ptr %115, align 4
  %1796 = call i64 @ZSTD_hash5Ptr(ptr noundef %1794, i32 noundef %1795)
  store i64 %1796, ptr %113, align 8
  br label %1809

1797:                                             ; preds = %1780
  %1798 = load ptr, ptr %114, align 8
  %1799 = load i32, ptr %115, align 4
  %1800 = call i64 @ZSTD_hash6Ptr(ptr noundef %1798, i32 noundef %1799)
  store i64 %1800, ptr %113, align 8
  br label %1809

1801:                                             ; preds = %1780
  %1802 = load ptr, ptr %114, align 8
  %1803 = load i32, ptr %115, align 4
  %1804 = call i64 @ZSTD_hash7Ptr(ptr noundef %1802, i32 noundef %1803)
  store i64 %1804, ptr %113, align 8
  br label %1809

1805:                                             ; preds = %1780
  %1806 = load ptr, ptr %114, align 8
  %1807 = load i32, ptr %115, align 4
  %1808 = call i64 @ZSTD_hash8Ptr(ptr noundef %1806, i32 noundef %1807)
  store i64 %1808, ptr %113, align 8
  br label %1809

1809:                                             ; preds = %1805, %1801, %1797, %1793, %1789
  %1810 = load i64, ptr %113, align 8
  %1811 = getelementptr inbounds i32, ptr %1784, i64 %1810
  store i32 %1783, ptr %1811, align 4
  %1812 = load i64, ptr %193, align 8
  %1813 = load ptr, ptr %130, align 8
  %1814 = getelementptr inbounds i8, ptr %1813, i64 %1812
  store ptr %1814, ptr %130, align 8
  %1815 = load ptr, ptr %130, align 8
  store ptr %1815, ptr %131, align 8
  br label %1524, !llvm.loop !26

1816:                                             ; preds = %1561, %1555
  br label %1817

1817:                                             ; preds = %1816, %1524
  br label %1818

1818:                                             ; preds = %1817, %1375
  br label %353, !llvm.loop !21

1819:                                             ; preds = %353
  %1820 = load i32, ptr %137, align 4
  %1821 = load ptr, ptr %119, align 8
  store i32 %1820, ptr %1821, align 4
  %1822 = load i32, ptr %138, align 4
  %1823 = load ptr, ptr %119, align 8
  %1824 = getelementptr inbounds i32, ptr %1823, i64 1
  store i32 %1822, ptr %1824, align 4
  %1825 = load ptr, ptr %135, align 8
  %1826 = load ptr, ptr %131, align 8
  %1827 = ptrtoint ptr %1825 to i64
  %1828 = ptrtoint ptr %1826 to i64
  %1829 = sub i64 %1827, %1828
  ret i64 %1829
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

353:                                              ; preds = %1818, %892, %346
  %354 = load ptr, ptr %130, align 8
  %355 = load ptr, ptr %136, align 8
  %356 = icmp ult ptr %354, %355
  br i1 %356, label %357, label %1819

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
  br label %1375

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
  br label %1201

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
  br label %1201

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
  br label %902

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
  br label %902

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
  br label %353, !llvm.loop !21

902:                                              ; preds = %889, %865
  %903 = load ptr, ptr %130, align 8
  %904 = getelementptr inbounds i8, ptr %903, i64 1
  %905 = load i32, ptr %125, align 4
  store ptr %904, ptr %86, align 8
  store i32 %905, ptr %87, align 4
  store i32 8, ptr %88, align 4
  %906 = load i32, ptr %88, align 4
  switch i32 %906, label %907 [
    i32 4, label %908
    i32 5, label %912
    i32 6, label %916
    i32 7, label %920
    i32 8, label %924
  ]

907:                                              ; preds = %902
  br label %908

908:                                              ; preds = %907, %902
  %909 = load ptr, ptr %86, align 8
  %910 = load i32, ptr %87, align 4
  %911 = call i64 @ZSTD_hash4Ptr(ptr noundef %909, i32 noundef %910)
  store i64 %911, ptr %85, align 8
  br label %928

912:                                              ; preds = %902
  %913 = load ptr, ptr %86, align 8
  %914 = load i32, ptr %87, align 4
  %915 = call i64 @ZSTD_hash5Ptr(ptr noundef %913, i32 noundef %914)
  store i64 %915, ptr %85, align 8
  br label %928

916:                                              ; preds = %902
  %917 = load ptr, ptr %86, align 8
  %918 = load i32, ptr %87, align 4
  %919 = call i64 @ZSTD_hash6Ptr(ptr noundef %917, i32 noundef %918)
  store i64 %919, ptr %85, align 8
  br label %928

920:                                              ; preds = %902
  %921 = load ptr, ptr %86, align 8
  %922 = load i32, ptr %87, align 4
  %923 = call i64 @ZSTD_hash7Ptr(ptr noundef %921, i32 noundef %922)
  store i64 %923, ptr %85, align 8
  br label %928

924:                                              ; preds = %902
  %925 = load ptr, ptr %86, align 8
  %926 = load i32, ptr %87, align 4
  %927 = call i64 @ZSTD_hash8Ptr(ptr noundef %925, i32 noundef %926)
  store i64 %927, ptr %85, align 8
  br label %928

928:                                              ; preds = %924, %920, %916, %912, %908
  %929 = load i64, ptr %85, align 8
  store i64 %929, ptr %180, align 8
  %930 = load ptr, ptr %130, align 8
  %931 = getelementptr inbounds i8, ptr %930, i64 1
  %932 = load i32, ptr %148, align 4
  store ptr %931, ptr %90, align 8
  store i32 %932, ptr %91, align 4
  store i32 8, ptr %92, align 4
  %933 = load i32, ptr %92, align 4
  switch i32 %933, label %934 [
    i32 4, label %935
    i32 5, label %939
    i32 6, label %943
    i32 7, label %947
    i32 8, label %951
  ]

934:                                              ; preds = %928
  br label %935

935:                                              ; preds = %934, %928
  %936 = load ptr, ptr %90, align 8
  %937 = load i32, ptr %91, align 4
  %938 = call i64 @ZSTD_hash4Ptr(ptr noundef %936, i32 noundef %937)
  store i64 %938, ptr %89, align 8
  br label %955

939:                                              ; preds = %928
  %940 = load ptr, ptr %90, align 8
  %941 = load i32, ptr %91, align 4
  %942 = call i64 @ZSTD_hash5Ptr(ptr noundef %940, i32 noundef %941)
  store i64 %942, ptr %89, align 8
  br label %955

943:                                              ; preds = %928
  %944 = load ptr, ptr %90, align 8
  %945 = load i32, ptr %91, align 4
  %946 = call i64 @ZSTD_hash6Ptr(ptr noundef %944, i32 noundef %945)
  store i64 %946, ptr %89, align 8
  br label %955

947:                                              ; preds = %928
  %948 = load ptr, ptr %90, align 8
  %949 = load i32, ptr %91, align 4
  %950 = call i64 @ZSTD_hash7Ptr(ptr noundef %948, i32 noundef %949)
  store i64 %950, ptr %89, align 8
  br label %955

951:                                              ; preds = %928
  %952 = load ptr, ptr %90, align 8
  %953 = load i32, ptr %91, align 4
  %954 = call i64 @ZSTD_hash8Ptr(ptr noundef %952, i32 noundef %953)
  store i64 %954, ptr %89, align 8
  br label %955

955:                                              ; preds = %951, %947, %943, %939, %935
  %956 = load i64, ptr %89, align 8
  store i64 %956, ptr %181, align 8
  %957 = load ptr, ptr %124, align 8
  %958 = load i64, ptr %180, align 8
  %959 = getelementptr inbounds i32, ptr %957, i64 %958
  %960 = load i32, ptr %959, align 4
  store i32 %960, ptr %182, align 4
  %961 = load ptr, ptr %141, align 8
  %962 = load i64, ptr %181, align 8
  %963 = lshr i64 %962, 8
  %964 = getelementptr inbounds i32, ptr %961, i64 %963
  %965 = load i32, ptr %964, align 4
  store i32 %965, ptr %183, align 4
  %966 = load i32, ptr %183, align 4
  %967 = zext i32 %966 to i64
  %968 = load i64, ptr %181, align 8
  %969 = call i32 @ZSTD_comparePackedTags(i64 noundef %967, i64 noundef %968)
  store i32 %969, ptr %184, align 4
  %970 = load ptr, ptr %128, align 8
  %971 = load i32, ptr %182, align 4
  %972 = zext i32 %971 to i64
  %973 = getelementptr inbounds i8, ptr %970, i64 %972
  store ptr %973, ptr %185, align 8
  %974 = load i32, ptr %169, align 4
  %975 = add i32 %974, 1
  %976 = load ptr, ptr %124, align 8
  %977 = load i64, ptr %180, align 8
  %978 = getelementptr inbounds i32, ptr %976, i64 %977
  store i32 %975, ptr %978, align 4
  %979 = load i32, ptr %182, align 4
  %980 = load i32, ptr %133, align 4
  %981 = icmp uge i32 %979, %980
  br i1 %981, label %982, label %1036

982:                                              ; preds = %955
  %983 = load ptr, ptr %185, align 8
  %984 = call i64 @MEM_read64(ptr noundef %983)
  %985 = load ptr, ptr %130, align 8
  %986 = getelementptr inbounds i8, ptr %985, i64 1
  %987 = call i64 @MEM_read64(ptr noundef %986)
  %988 = icmp eq i64 %984, %987
  br i1 %988, label %989, label %1036

989:                                              ; preds = %982
  %990 = load ptr, ptr %130, align 8
  %991 = getelementptr inbounds i8, ptr %990, i64 9
  %992 = load ptr, ptr %185, align 8
  %993 = getelementptr inbounds i8, ptr %992, i64 8
  %994 = load ptr, ptr %135, align 8
  %995 = call i64 @ZSTD_count(ptr noundef %991, ptr noundef %993, ptr noundef %994)
  %996 = add i64 %995, 8
  store i64 %996, ptr %159, align 8
  %997 = load ptr, ptr %130, align 8
  %998 = getelementptr inbounds i8, ptr %997, i32 1
  store ptr %998, ptr %130, align 8
  %999 = load ptr, ptr %130, align 8
  %1000 = load ptr, ptr %185, align 8
  %1001 = ptrtoint ptr %999 to i64
  %1002 = ptrtoint ptr %1000 to i64
  %1003 = sub i64 %1001, %1002
  %1004 = trunc i64 %1003 to i32
  store i32 %1004, ptr %160, align 4
  br label %1005

1005:                                             ; preds = %1028, %989
  %1006 = load ptr, ptr %130, align 8
  %1007 = load ptr, ptr %131, align 8
  %1008 = icmp ugt ptr %1006, %1007
  %1009 = zext i1 %1008 to i32
  %1010 = load ptr, ptr %185, align 8
  %1011 = load ptr, ptr %134, align 8
  %1012 = icmp ugt ptr %1010, %1011
  %1013 = zext i1 %1012 to i32
  %1014 = and i32 %1009, %1013
  %1015 = icmp ne i32 %1014, 0
  br i1 %1015, label %1016, label %1026

1016:                                             ; preds = %1005
  %1017 = load ptr, ptr %130, align 8
  %1018 = getelementptr inbounds i8, ptr %1017, i64 -1
  %1019 = load i8, ptr %1018, align 1
  %1020 = zext i8 %1019 to i32
  %1021 = load ptr, ptr %185, align 8
  %1022 = getelementptr inbounds i8, ptr %1021, i64 -1
  %1023 = load i8, ptr %1022, align 1
  %1024 = zext i8 %1023 to i32
  %1025 = icmp eq i32 %1020, %1024
  br label %1026

1026:                                             ; preds = %1016, %1005
  %1027 = phi i1 [ false, %1005 ], [ %1025, %1016 ]
  br i1 %1027, label %1028, label %1035

1028:                                             ; preds = %1026
  %1029 = load ptr, ptr %130, align 8
  %1030 = getelementptr inbounds i8, ptr %1029, i32 -1
  store ptr %1030, ptr %130, align 8
  %1031 = load ptr, ptr %185, align 8
  %1032 = getelementptr inbounds i8, ptr %1031, i32 -1
  store ptr %1032, ptr %185, align 8
  %1033 = load i64, ptr %159, align 8
  %1034 = add i64 %1033, 1
  store i64 %1034, ptr %159, align 8
  br label %1005, !llvm.loop !22

1035:                                             ; preds = %1026
  br label %1201

1036:                                             ; preds = %982, %955
  %1037 = load i32, ptr %184, align 4
  %1038 = icmp ne i32 %1037, 0
  br i1 %1038, label %1039, label %1107

1039:                                             ; preds = %1036
  %1040 = load i32, ptr %183, align 4
  %1041 = lshr i32 %1040, 8
  store i32 %1041, ptr %186, align 4
  %1042 = load ptr, ptr %144, align 8
  %1043 = load i32, ptr %186, align 4
  %1044 = zext i32 %1043 to i64
  %1045 = getelementptr inbounds i8, ptr %1042, i64 %1044
  store ptr %1045, ptr %187, align 8
  %1046 = load ptr, ptr %187, align 8
  %1047 = load ptr, ptr %145, align 8
  %1048 = icmp ugt ptr %1046, %1047
  br i1 %1048, label %1049, label %1106

1049:                                             ; preds = %1039
  %1050 = load ptr, ptr %187, align 8
  %1051 = call i64 @MEM_read64(ptr noundef %1050)
  %1052 = load ptr, ptr %130, align 8
  %1053 = getelementptr inbounds i8, ptr %1052, i64 1
  %1054 = call i64 @MEM_read64(ptr noundef %1053)
  %1055 = icmp eq i64 %1051, %1054
  br i1 %1055, label %1056, label %1106

1056:                                             ; preds = %1049
  %1057 = load ptr, ptr %130, align 8
  %1058 = getelementptr inbounds i8, ptr %1057, i64 1
  %1059 = getelementptr inbounds i8, ptr %1058, i64 8
  %1060 = load ptr, ptr %187, align 8
  %1061 = getelementptr inbounds i8, ptr %1060, i64 8
  %1062 = load ptr, ptr %135, align 8
  %1063 = load ptr, ptr %146, align 8
  %1064 = load ptr, ptr %134, align 8
  %1065 = call i64 @ZSTD_count_2segments(ptr noundef %1059, ptr noundef %1061, ptr noundef %1062, ptr noundef %1063, ptr noundef %1064)
  %1066 = add i64 %1065, 8
  store i64 %1066, ptr %159, align 8
  %1067 = load ptr, ptr %130, align 8
  %1068 = getelementptr inbounds i8, ptr %1067, i32 1
  store ptr %1068, ptr %130, align 8
  %1069 = load i32, ptr %169, align 4
  %1070 = add i32 %1069, 1
  %1071 = load i32, ptr %186, align 4
  %1072 = sub i32 %1070, %1071
  %1073 = load i32, ptr %147, align 4
  %1074 = sub i32 %1072, %1073
  store i32 %1074, ptr %160, align 4
  br label %1075

1075:                                             ; preds = %1098, %1056
  %1076 = load ptr, ptr %130, align 8
  %1077 = load ptr, ptr %131, align 8
  %1078 = icmp ugt ptr %1076, %1077
  %1079 = zext i1 %1078 to i32
  %1080 = load ptr, ptr %187, align 8
  %1081 = load ptr, ptr %145, align 8
  %1082 = icmp ugt ptr %1080, %1081
  %1083 = zext i1 %1082 to i32
  %1084 = and i32 %1079, %1083
  %1085 = icmp ne i32 %1084, 0
  br i1 %1085, label %1086, label %1096

1086:                                             ; preds = %1075
  %1087 = load ptr, ptr %130, align 8
  %1088 = getelementptr inbounds i8, ptr %1087, i64 -1
  %1089 = load i8, ptr %1088, align 1
  %1090 = zext i8 %1089 to i32
  %1091 = load ptr, ptr %187, align 8
  %1092 = getelementptr inbounds i8, ptr %1091, i64 -1
  %1093 = load i8, ptr %1092, align 1
  %1094 = zext i8 %1093 to i32
  %1095 = icmp eq i32 %1090, %1094
  br label %1096

1096:                                             ; preds = %1086, %1075
  %1097 = phi i1 [ false, %1075 ], [ %1095, %1086 ]
  br i1 %1097, label %1098, label %1105

1098:                                             ; preds = %1096
  %1099 = load ptr, ptr %130, align 8
  %1100 = getelementptr inbounds i8, ptr %1099, i32 -1
  store ptr %1100, ptr %130, align 8
  %1101 = load ptr, ptr %187, align 8
  %1102 = getelementptr inbounds i8, ptr %1101, i32 -1
  store ptr %1102, ptr %187, align 8
  %1103 = load i64, ptr %159, align 8
  %1104 = add i64 %1103, 1
  store i64 %1104, ptr %159, align 8
  br label %1075, !llvm.loop !23

1105:                                             ; preds = %1096
  br label %1201

1106:                                             ; preds = %1049, %1039
  br label %1107

1107:                                             ; preds = %1106, %1036
  %1108 = load i32, ptr %171, align 4
  %1109 = load i32, ptr %133, align 4
  %1110 = icmp ult i32 %1108, %1109
  br i1 %1110, label %1111, label %1155

1111:                                             ; preds = %1107
  %1112 = load ptr, ptr %130, align 8
  %1113 = getelementptr inbounds i8, ptr %1112, i64 4
  %1114 = load ptr, ptr %173, align 8
  %1115 = getelementptr inbounds i8, ptr %1114, i64 4
  %1116 = load ptr, ptr %135, align 8
  %1117 = load ptr, ptr %146, align 8
  %1118 = load ptr, ptr %134, align 8
  %1119 = call i64 @ZSTD_count_2segments(ptr noundef %1113, ptr noundef %1115, ptr noundef %1116, ptr noundef %1117, ptr noundef %1118)
  %1120 = add i64 %1119, 4
  store i64 %1120, ptr %159, align 8
  %1121 = load i32, ptr %169, align 4
  %1122 = load i32, ptr %171, align 4
  %1123 = sub i32 %1121, %1122
  store i32 %1123, ptr %160, align 4
  br label %1124

1124:                                             ; preds = %1147, %1111
  %1125 = load ptr, ptr %130, align 8
  %1126 = load ptr, ptr %131, align 8
  %1127 = icmp ugt ptr %1125, %1126
  %1128 = zext i1 %1127 to i32
  %1129 = load ptr, ptr %173, align 8
  %1130 = load ptr, ptr %145, align 8
  %1131 = icmp ugt ptr %1129, %1130
  %1132 = zext i1 %1131 to i32
  %1133 = and i32 %1128, %1132
  %1134 = icmp ne i32 %1133, 0
  br i1 %1134, label %1135, label %1145

1135:                                             ; preds = %1124
  %1136 = load ptr, ptr %130, align 8
  %1137 = getelementptr inbounds i8, ptr %1136, i64 -1
  %1138 = load i8, ptr %1137, align 1
  %1139 = zext i8 %1138 to i32
  %1140 = load ptr, ptr %173, align 8
  %1141 = getelementptr inbounds i8, ptr %1140, i64 -1
  %1142 = load i8, ptr %1141, align 1
  %1143 = zext i8 %1142 to i32
  %1144 = icmp eq i32 %1139, %1143
  br label %1145

1145:                                             ; preds = %1135, %1124
  %1146 = phi i1 [ false, %1124 ], [ %1144, %1135 ]
  br i1 %1146, label %1147, label %1154

1147:                                             ; preds = %1145
  %1148 = load ptr, ptr %130, align 8
  %1149 = getelementptr inbounds i8, ptr %1148, i32 -1
  store ptr %1149, ptr %130, align 8
  %1150 = load ptr, ptr %173, align 8
  %1151 = getelementptr inbounds i8, ptr %1150, i32 -1
  store ptr %1151, ptr %173, align 8
  %1152 = load i64, ptr %159, align 8
  %1153 = add i64 %1152, 1
  store i64 %1153, ptr %159, align 8
  br label %1124, !llvm.loop !24

1154:                                             ; preds = %1145
  br label %1200

1155:                                             ; preds = %1107
  %1156 = load ptr, ptr %130, align 8
  %1157 = getelementptr inbounds i8, ptr %1156, i64 4
  %1158 = load ptr, ptr %173, align 8
  %1159 = getelementptr inbounds i8, ptr %1158, i64 4
  %1160 = load ptr, ptr %135, align 8
  %1161 = call i64 @ZSTD_count(ptr noundef %1157, ptr noundef %1159, ptr noundef %1160)
  %1162 = add i64 %1161, 4
  store i64 %1162, ptr %159, align 8
  %1163 = load ptr, ptr %130, align 8
  %1164 = load ptr, ptr %173, align 8
  %1165 = ptrtoint ptr %1163 to i64
  %1166 = ptrtoint ptr %1164 to i64
  %1167 = sub i64 %1165, %1166
  %1168 = trunc i64 %1167 to i32
  store i32 %1168, ptr %160, align 4
  br label %1169

1169:                                             ; preds = %1192, %1155
  %1170 = load ptr, ptr %130, align 8
  %1171 = load ptr, ptr %131, align 8
  %1172 = icmp ugt ptr %1170, %1171
  %1173 = zext i1 %1172 to i32
  %1174 = load ptr, ptr %173, align 8
  %1175 = load ptr, ptr %134, align 8
  %1176 = icmp ugt ptr %1174, %1175
  %1177 = zext i1 %1176 to i32
  %1178 = and i32 %1173, %1177
  %1179 = icmp ne i32 %1178, 0
  br i1 %1179, label %1180, label %1190

1180:                                             ; preds = %1169
  %1181 = load ptr, ptr %130, align 8
  %1182 = getelementptr inbounds i8, ptr %1181, i64 -1
  %1183 = load i8, ptr %1182, align 1
  %1184 = zext i8 %1183 to i32
  %1185 = load ptr, ptr %173, align 8
  %1186 = getelementptr inbounds i8, ptr %1185, i64 -1
  %1187 = load i8, ptr %1186, align 1
  %1188 = zext i8 %1187 to i32
  %1189 = icmp eq i32 %1184, %1188
  br label %1190

1190:                                             ; preds = %1180, %1169
  %1191 = phi i1 [ false, %1169 ], [ %1189, %1180 ]
  br i1 %1191, label %1192, label %1199

1192:                                             ; preds = %1190
  %1193 = load ptr, ptr %130, align 8
  %1194 = getelementptr inbounds i8, ptr %1193, i32 -1
  store ptr %1194, ptr %130, align 8
  %1195 = load ptr, ptr %173, align 8
  %1196 = getelementptr inbounds i8, ptr %1195, i32 -1
  store ptr %1196, ptr %173, align 8
  %1197 = load i64, ptr %159, align 8
  %1198 = add i64 %1197, 1
  store i64 %1198, ptr %159, align 8
  br label %1169, !llvm.loop !25

1199:                                             ; preds = %1190
  br label %1200

1200:                                             ; preds = %1199, %1154
  br label %1201

1201:                                             ; preds = %1200, %1105, %1035, %853, %788
  %1202 = load i32, ptr %137, align 4
  store i32 %1202, ptr %138, align 4
  %1203 = load i32, ptr %160, align 4
  store i32 %1203, ptr %137, align 4
  %1204 = load ptr, ptr %118, align 8
  %1205 = load ptr, ptr %130, align 8
  %1206 = load ptr, ptr %131, align 8
  %1207 = ptrtoint ptr %1205 to i64
  %1208 = ptrtoint ptr %1206 to i64
  %1209 = sub i64 %1207, %1208
  %1210 = load ptr, ptr %131, align 8
  %1211 = load ptr, ptr %135, align 8
  %1212 = load i32, ptr %160, align 4
  %1213 = add i32 %1212, 3
  %1214 = load i64, ptr %159, align 8
  store ptr %1204, ptr %53, align 8
  store i64 %1209, ptr %54, align 8
  store ptr %1210, ptr %55, align 8
  store ptr %1211, ptr %56, align 8
  store i32 %1213, ptr %57, align 4
  store i64 %1214, ptr %58, align 8
  %1215 = load ptr, ptr %56, align 8
  %1216 = getelementptr inbounds i8, ptr %1215, i64 -32
  store ptr %1216, ptr %59, align 8
  %1217 = load ptr, ptr %55, align 8
  %1218 = load i64, ptr %54, align 8
  %1219 = getelementptr inbounds i8, ptr %1217, i64 %1218
  store ptr %1219, ptr %60, align 8
  %1220 = load ptr, ptr %60, align 8
  %1221 = load ptr, ptr %59, align 8
  %1222 = icmp ule ptr %1220, %1221
  br i1 %1222, label %1223, label %1296

1223:                                             ; preds = %1201
  %1224 = load ptr, ptr %53, align 8
  %1225 = getelementptr inbounds %struct.SeqStore_t, ptr %1224, i32 0, i32 3
  %1226 = load ptr, ptr %1225, align 8
  %1227 = load ptr, ptr %55, align 8
  call void @ZSTD_copy16(ptr noundef %1226, ptr noundef %1227)
  %1228 = load i64, ptr %54, align 8
  %1229 = icmp ugt i64 %1228, 16
  br i1 %1229, label %1230, label %1295

1230:                                             ; preds = %1223
  %1231 = load ptr, ptr %53, align 8
  %1232 = getelementptr inbounds %struct.SeqStore_t, ptr %1231, i32 0, i32 3
  %1233 = load ptr, ptr %1232, align 8
  %1234 = getelementptr inbounds i8, ptr %1233, i64 16
  %1235 = load ptr, ptr %55, align 8
  %1236 = getelementptr inbounds i8, ptr %1235, i64 16
  %1237 = load i64, ptr %54, align 8
  %1238 = sub nsw i64 %1237, 16
  store ptr %1234, ptr %29, align 8
  store ptr %1236, ptr %30, align 8
  store i64 %1238, ptr %31, align 8
  store i32 0, ptr %32, align 4
  %1239 = load ptr, ptr %29, align 8
  %1240 = load ptr, ptr %30, align 8
  %1241 = ptrtoint ptr %1239 to i64
  %1242 = ptrtoint ptr %1240 to i64
  %1243 = sub i64 %1241, %1242
  store i64 %1243, ptr %33, align 8
  %1244 = load ptr, ptr %30, align 8
  store ptr %1244, ptr %34, align 8
  %1245 = load ptr, ptr %29, align 8
  store ptr %1245, ptr %35, align 8
  %1246 = load ptr, ptr %35, align 8
  %1247 = load i64, ptr %31, align 8
  %1248 = getelementptr inbounds i8, ptr %1246, i64 %1247
  store ptr %1248, ptr %36, align 8
  %1249 = load i32, ptr %32, align 4
  %1250 = icmp eq i32 %1249, 1
  br i1 %1250, label %1251, label %1266

1251:                                             ; preds = %1230
  %1252 = load i64, ptr %33, align 8
  %1253 = icmp slt i64 %1252, 16
  br i1 %1253, label %1254, label %1266

1254:                                             ; preds = %1251
  br label %1255

1255:                                             ; preds = %1255, %1254
  %1256 = load ptr, ptr %35, align 8
  %1257 = load ptr, ptr %34, align 8
  call void @ZSTD_copy8(ptr noundef %1256, ptr noundef %1257)
  %1258 = load ptr, ptr %35, align 8
  %1259 = getelementptr inbounds i8, ptr %1258, i64 8
  store ptr %1259, ptr %35, align 8
  %1260 = load ptr, ptr %34, align 8
  %1261 = getelementptr inbounds i8, ptr %1260, i64 8
  store ptr %1261, ptr %34, align 8
  %1262 = load ptr, ptr %35, align 8
  %1263 = load ptr, ptr %36, align 8
  %1264 = icmp ult ptr %1262, %1263
  br i1 %1264, label %1255, label %1265, !llvm.loop !11

1265:                                             ; preds = %1255
  br label %1294

1266:                                             ; preds = %1251, %1230
  %1267 = load ptr, ptr %35, align 8
  %1268 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1267, ptr noundef %1268)
  %1269 = load i64, ptr %31, align 8
  %1270 = icmp sge i64 16, %1269
  br i1 %1270, label %1271, label %1272

1271:                                             ; preds = %1266
  br label %1294

1272:                                             ; preds = %1266
  %1273 = load ptr, ptr %35, align 8
  %1274 = getelementptr inbounds i8, ptr %1273, i64 16
  store ptr %1274, ptr %35, align 8
  %1275 = load ptr, ptr %34, align 8
  %1276 = getelementptr inbounds i8, ptr %1275, i64 16
  store ptr %1276, ptr %34, align 8
  br label %1277

1277:                                             ; preds = %1277, %1272
  %1278 = load ptr, ptr %35, align 8
  %1279 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1278, ptr noundef %1279)
  %1280 = load ptr, ptr %35, align 8
  %1281 = getelementptr inbounds i8, ptr %1280, i64 16
  store ptr %1281, ptr %35, align 8
  %1282 = load ptr, ptr %34, align 8
  %1283 = getelementptr inbounds i8, ptr %1282, i64 16
  store ptr %1283, ptr %34, align 8
  %1284 = load ptr, ptr %35, align 8
  %1285 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1284, ptr noundef %1285)
  %1286 = load ptr, ptr %35, align 8
  %1287 = getelementptr inbounds i8, ptr %1286, i64 16
  store ptr %1287, ptr %35, align 8
  %1288 = load ptr, ptr %34, align 8
  %1289 = getelementptr inbounds i8, ptr %1288, i64 16
  store ptr %1289, ptr %34, align 8
  %1290 = load ptr, ptr %35, align 8
  %1291 = load ptr, ptr %36, align 8
  %1292 = icmp ult ptr %1290, %1291
  br i1 %1292, label %1277, label %1293, !llvm.loop !12

1293:                                             ; preds = %1277
  br label %1294

1294:                                             ; preds = %1293, %1271, %1265
  br label %1295

1295:                                             ; preds = %1294, %1223
  br label %1303

1296:                                             ; preds = %1201
  %1297 = load ptr, ptr %53, align 8
  %1298 = getelementptr inbounds %struct.SeqStore_t, ptr %1297, i32 0, i32 3
  %1299 = load ptr, ptr %1298, align 8
  %1300 = load ptr, ptr %55, align 8
  %1301 = load ptr, ptr %60, align 8
  %1302 = load ptr, ptr %59, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1299, ptr noundef %1300, ptr noundef %1301, ptr noundef %1302)
  br label %1303

1303:                                             ; preds = %1296, %1295
  %1304 = load i64, ptr %54, align 8
  %1305 = load ptr, ptr %53, align 8
  %1306 = getelementptr inbounds %struct.SeqStore_t, ptr %1305, i32 0, i32 3
  %1307 = load ptr, ptr %1306, align 8
  %1308 = getelementptr inbounds i8, ptr %1307, i64 %1304
  store ptr %1308, ptr %1306, align 8
  %1309 = load ptr, ptr %53, align 8
  %1310 = load i64, ptr %54, align 8
  %1311 = load i32, ptr %57, align 4
  %1312 = load i64, ptr %58, align 8
  store ptr %1309, ptr %11, align 8
  store i64 %1310, ptr %12, align 8
  store i32 %1311, ptr %13, align 4
  store i64 %1312, ptr %14, align 8
  %1313 = load i64, ptr %12, align 8
  %1314 = icmp ugt i64 %1313, 65535
  %1315 = zext i1 %1314 to i32
  %1316 = sext i32 %1315 to i64
  br i1 %1314, label %1317, label %1332

1317:                                             ; preds = %1303
  %1318 = load ptr, ptr %11, align 8
  %1319 = getelementptr inbounds %struct.SeqStore_t, ptr %1318, i32 0, i32 9
  store i32 1, ptr %1319, align 8
  %1320 = load ptr, ptr %11, align 8
  %1321 = getelementptr inbounds %struct.SeqStore_t, ptr %1320, i32 0, i32 1
  %1322 = load ptr, ptr %1321, align 8
  %1323 = load ptr, ptr %11, align 8
  %1324 = load ptr, ptr %1323, align 8
  %1325 = ptrtoint ptr %1322 to i64
  %1326 = ptrtoint ptr %1324 to i64
  %1327 = sub i64 %1325, %1326
  %1328 = sdiv exact i64 %1327, 8
  %1329 = trunc i64 %1328 to i32
  %1330 = load ptr, ptr %11, align 8
  %1331 = getelementptr inbounds %struct.SeqStore_t, ptr %1330, i32 0, i32 10
  store i32 %1329, ptr %1331, align 4
  br label %1332

1332:                                             ; preds = %1317, %1303
  %1333 = load i64, ptr %12, align 8
  %1334 = trunc i64 %1333 to i16
  %1335 = load ptr, ptr %11, align 8
  %1336 = getelementptr inbounds %struct.SeqStore_t, ptr %1335, i32 0, i32 1
  %1337 = load ptr, ptr %1336, align 8
  %1338 = getelementptr inbounds %struct.SeqDef_s, ptr %1337, i32 0, i32 1
  store i16 %1334, ptr %1338, align 4
  %1339 = load i32, ptr %13, align 4
  %1340 = load ptr, ptr %11, align 8
  %1341 = getelementptr inbounds %struct.SeqStore_t, ptr %1340, i32 0, i32 1
  %1342 = load ptr, ptr %1341, align 8
  store i32 %1339, ptr %1342, align 4
  %1343 = load i64, ptr %14, align 8
  %1344 = sub i64 %1343, 3
  store i64 %1344, ptr %15, align 8
  %1345 = load i64, ptr %15, align 8
  %1346 = icmp ugt i64 %1345, 65535
  %1347 = zext i1 %1346 to i32
  %1348 = sext i32 %1347 to i64
  br i1 %1346, label %1349, label %1364

1349:                                             ; preds = %1332
  %1350 = load ptr, ptr %11, align 8
  %1351 = getelementptr inbounds %struct.SeqStore_t, ptr %1350, i32 0, i32 9
  store i32 2, ptr %1351, align 8
  %1352 = load ptr, ptr %11, align 8
  %1353 = getelementptr inbounds %struct.SeqStore_t, ptr %1352, i32 0, i32 1
  %1354 = load ptr, ptr %1353, align 8
  %1355 = load ptr, ptr %11, align 8
  %1356 = load ptr, ptr %1355, align 8
  %1357 = ptrtoint ptr %1354 to i64
  %1358 = ptrtoint ptr %1356 to i64
  %1359 = sub i64 %1357, %1358
  %1360 = sdiv exact i64 %1359, 8
  %1361 = trunc i64 %1360 to i32
  %1362 = load ptr, ptr %11, align 8
  %1363 = getelementptr inbounds %struct.SeqStore_t, ptr %1362, i32 0, i32 10
  store i32 %1361, ptr %1363, align 4
  br label %1364

1364:                                             ; preds = %1349, %1332
  %1365 = load i64, ptr %15, align 8
  %1366 = trunc i64 %1365 to i16
  %1367 = load ptr, ptr %11, align 8
  %1368 = getelementptr inbounds %struct.SeqStore_t, ptr %1367, i32 0, i32 1
  %1369 = load ptr, ptr %1368, align 8
  %1370 = getelementptr inbounds %struct.SeqDef_s, ptr %1369, i32 0, i32 2
  store i16 %1366, ptr %1370, align 2
  %1371 = load ptr, ptr %11, align 8
  %1372 = getelementptr inbounds %struct.SeqStore_t, ptr %1371, i32 0, i32 1
  %1373 = load ptr, ptr %1372, align 8
  %1374 = getelementptr inbounds %struct.SeqDef_s, ptr %1373, i32 1
  store ptr %1374, ptr %1372, align 8
  br label %1375

1375:                                             ; preds = %1364, %723
  %1376 = load i64, ptr %159, align 8
  %1377 = load ptr, ptr %130, align 8
  %1378 = getelementptr inbounds i8, ptr %1377, i64 %1376
  store ptr %1378, ptr %130, align 8
  %1379 = load ptr, ptr %130, align 8
  store ptr %1379, ptr %131, align 8
  %1380 = load ptr, ptr %130, align 8
  %1381 = load ptr, ptr %136, align 8
  %1382 = icmp ule ptr %1380, %1381
  br i1 %1382, label %1383, label %1818

1383:                                             ; preds = %1375
  %1384 = load i32, ptr %169, align 4
  %1385 = add i32 %1384, 2
  store i32 %1385, ptr %188, align 4
  %1386 = load i32, ptr %188, align 4
  %1387 = load ptr, ptr %124, align 8
  %1388 = load ptr, ptr %128, align 8
  %1389 = load i32, ptr %188, align 4
  %1390 = zext i32 %1389 to i64
  %1391 = getelementptr inbounds i8, ptr %1388, i64 %1390
  %1392 = load i32, ptr %125, align 4
  store ptr %1391, ptr %94, align 8
  store i32 %1392, ptr %95, align 4
  store i32 8, ptr %96, align 4
  %1393 = load i32, ptr %96, align 4
  switch i32 %1393, label %1394 [
    i32 4, label %1395
    i32 5, label %1399
    i32 6, label %1403
    i32 7, label %1407
    i32 8, label %1411
  ]

1394:                                             ; preds = %1383
  br label %1395

1395:                                             ; preds = %1394, %1383
  %1396 = load ptr, ptr %94, align 8
  %1397 = load i32, ptr %95, align 4
  %1398 = call i64 @ZSTD_hash4Ptr(ptr noundef %1396, i32 noundef %1397)
  store i64 %1398, ptr %93, align 8
  br label %1415

1399:                                             ; preds = %1383
  %1400 = load ptr, ptr %94, align 8
  %1401 = load i32, ptr %95, align 4
  %1402 = call i64 @ZSTD_hash5Ptr(ptr noundef %1400, i32 noundef %1401)
  store i64 %1402, ptr %93, align 8
  br label %1415

1403:                                             ; preds = %1383
  %1404 = load ptr, ptr %94, align 8
  %1405 = load i32, ptr %95, align 4
  %1406 = call i64 @ZSTD_hash6Ptr(ptr noundef %1404, i32 noundef %1405)
  store i64 %1406, ptr %93, align 8
  br label %1415

1407:                                             ; preds = %1383
  %1408 = load ptr, ptr %94, align 8
  %1409 = load i32, ptr %95, align 4
  %1410 = call i64 @ZSTD_hash7Ptr(ptr noundef %1408, i32 noundef %1409)
  store i64 %1410, ptr %93, align 8
  br label %1415

1411:                                             ; preds = %1383
  %1412 = load ptr, ptr %94, align 8
  %1413 = load i32, ptr %95, align 4
  %1414 = call i64 @ZSTD_hash8Ptr(ptr noundef %1412, i32 noundef %1413)
  store i64 %1414, ptr %93, align 8
  br label %1415

1415:                                             ; preds = %1411, %1407, %1403, %1399, %1395
  %1416 = load i64, ptr %93, align 8
  %1417 = getelementptr inbounds i32, ptr %1387, i64 %1416
  store i32 %1386, ptr %1417, align 4
  %1418 = load ptr, ptr %130, align 8
  %1419 = getelementptr inbounds i8, ptr %1418, i64 -2
  %1420 = load ptr, ptr %128, align 8
  %1421 = ptrtoint ptr %1419 to i64
  %1422 = ptrtoint ptr %1420 to i64
  %1423 = sub i64 %1421, %1422
  %1424 = trunc i64 %1423 to i32
  %1425 = load ptr, ptr %124, align 8
  %1426 = load ptr, ptr %130, align 8
  %1427 = getelementptr inbounds i8, ptr %1426, i64 -2
  %1428 = load i32, ptr %125, align 4
  store ptr %1427, ptr %98, align 8
  store i32 %1428, ptr %99, align 4
  store i32 8, ptr %100, align 4
  %1429 = load i32, ptr %100, align 4
  switch i32 %1429, label %1430 [
    i32 4, label %1431
    i32 5, label %1435
    i32 6, label %1439
    i32 7, label %1443
    i32 8, label %1447
  ]

1430:                                             ; preds = %1415
  br label %1431

1431:                                             ; preds = %1430, %1415
  %1432 = load ptr, ptr %98, align 8
  %1433 = load i32, ptr %99, align 4
  %1434 = call i64 @ZSTD_hash4Ptr(ptr noundef %1432, i32 noundef %1433)
  store i64 %1434, ptr %97, align 8
  br label %1451

1435:                                             ; preds = %1415
  %1436 = load ptr, ptr %98, align 8
  %1437 = load i32, ptr %99, align 4
  %1438 = call i64 @ZSTD_hash5Ptr(ptr noundef %1436, i32 noundef %1437)
  store i64 %1438, ptr %97, align 8
  br label %1451

1439:                                             ; preds = %1415
  %1440 = load ptr, ptr %98, align 8
  %1441 = load i32, ptr %99, align 4
  %1442 = call i64 @ZSTD_hash6Ptr(ptr noundef %1440, i32 noundef %1441)
  store i64 %1442, ptr %97, align 8
  br label %1451

1443:                                             ; preds = %1415
  %1444 = load ptr, ptr %98, align 8
  %1445 = load i32, ptr %99, align 4
  %1446 = call i64 @ZSTD_hash7Ptr(ptr noundef %1444, i32 noundef %1445)
  store i64 %1446, ptr %97, align 8
  br label %1451

1447:                                             ; preds = %1415
  %1448 = load ptr, ptr %98, align 8
  %1449 = load i32, ptr %99, align 4
  %1450 = call i64 @ZSTD_hash8Ptr(ptr noundef %1448, i32 noundef %1449)
  store i64 %1450, ptr %97, align 8
  br label %1451

1451:                                             ; preds = %1447, %1443, %1439, %1435, %1431
  %1452 = load i64, ptr %97, align 8
  %1453 = getelementptr inbounds i32, ptr %1425, i64 %1452
  store i32 %1424, ptr %1453, align 4
  %1454 = load i32, ptr %188, align 4
  %1455 = load ptr, ptr %126, align 8
  %1456 = load ptr, ptr %128, align 8
  %1457 = load i32, ptr %188, align 4
  %1458 = zext i32 %1457 to i64
  %1459 = getelementptr inbounds i8, ptr %1456, i64 %1458
  %1460 = load i32, ptr %127, align 4
  %1461 = load i32, ptr %122, align 4
  store ptr %1459, ptr %102, align 8
  store i32 %1460, ptr %103, align 4
  store i32 %1461, ptr %104, align 4
  %1462 = load i32, ptr %104, align 4
  switch i32 %1462, label %1463 [
    i32 4, label %1464
    i32 5, label %1468
    i32 6, label %1472
    i32 7, label %1476
    i32 8, label %1480
  ]

1463:                                             ; preds = %1451
  br label %1464

1464:                                             ; preds = %1463, %1451
  %1465 = load ptr, ptr %102, align 8
  %1466 = load i32, ptr %103, align 4
  %1467 = call i64 @ZSTD_hash4Ptr(ptr noundef %1465, i32 noundef %1466)
  store i64 %1467, ptr %101, align 8
  br label %1484

1468:                                             ; preds = %1451
  %1469 = load ptr, ptr %102, align 8
  %1470 = load i32, ptr %103, align 4
  %1471 = call i64 @ZSTD_hash5Ptr(ptr noundef %1469, i32 noundef %1470)
  store i64 %1471, ptr %101, align 8
  br label %1484

1472:                                             ; preds = %1451
  %1473 = load ptr, ptr %102, align 8
  %1474 = load i32, ptr %103, align 4
  %1475 = call i64 @ZSTD_hash6Ptr(ptr noundef %1473, i32 noundef %1474)
  store i64 %1475, ptr %101, align 8
  br label %1484

1476:                                             ; preds = %1451
  %1477 = load ptr, ptr %102, align 8
  %1478 = load i32, ptr %103, align 4
  %1479 = call i64 @ZSTD_hash7Ptr(ptr noundef %1477, i32 noundef %1478)
  store i64 %1479, ptr %101, align 8
  br label %1484

1480:                                             ; preds = %1451
  %1481 = load ptr, ptr %102, align 8
  %1482 = load i32, ptr %103, align 4
  %1483 = call i64 @ZSTD_hash8Ptr(ptr noundef %1481, i32 noundef %1482)
  store i64 %1483, ptr %101, align 8
  br label %1484

1484:                                             ; preds = %1480, %1476, %1472, %1468, %1464
  %1485 = load i64, ptr %101, align 8
  %1486 = getelementptr inbounds i32, ptr %1455, i64 %1485
  store i32 %1454, ptr %1486, align 4
  %1487 = load ptr, ptr %130, align 8
  %1488 = getelementptr inbounds i8, ptr %1487, i64 -1
  %1489 = load ptr, ptr %128, align 8
  %1490 = ptrtoint ptr %1488 to i64
  %1491 = ptrtoint ptr %1489 to i64
  %1492 = sub i64 %1490, %1491
  %1493 = trunc i64 %1492 to i32
  %1494 = load ptr, ptr %126, align 8
  %1495 = load ptr, ptr %130, align 8
  %1496 = getelementptr inbounds i8, ptr %1495, i64 -1
  %1497 = load i32, ptr %127, align 4
  %1498 = load i32, ptr %122, align 4
  store ptr %1496, ptr %106, align 8
  store i32 %1497, ptr %107, align 4
  store i32 %1498, ptr %108, align 4
  %1499 = load i32, ptr %108, align 4
  switch i32 %1499, label %1500 [
    i32 4, label %1501
    i32 5, label %1505
    i32 6, label %1509
    i32 7, label %1513
    i32 8, label %1517
  ]

1500:                                             ; preds = %1484
  br label %1501

1501:                                             ; preds = %1500, %1484
  %1502 = load ptr, ptr %106, align 8
  %1503 = load i32, ptr %107, align 4
  %1504 = call i64 @ZSTD_hash4Ptr(ptr noundef %1502, i32 noundef %1503)
  store i64 %1504, ptr %105, align 8
  br label %1521

1505:                                             ; preds = %1484
  %1506 = load ptr, ptr %106, align 8
  %1507 = load i32, ptr %107, align 4
  %1508 = call i64 @ZSTD_hash5Ptr(ptr noundef %1506, i32 noundef %1507)
  store i64 %1508, ptr %105, align 8
  br label %1521

1509:                                             ; preds = %1484
  %1510 = load ptr, ptr %106, align 8
  %1511 = load i32, ptr %107, align 4
  %1512 = call i64 @ZSTD_hash6Ptr(ptr noundef %1510, i32 noundef %1511)
  store i64 %1512, ptr %105, align 8
  br label %1521

1513:                                             ; preds = %1484
  %1514 = load ptr, ptr %106, align 8
  %1515 = load i32, ptr %107, align 4
  %1516 = call i64 @ZSTD_hash7Ptr(ptr noundef %1514, i32 noundef %1515)
  store i64 %1516, ptr %105, align 8
  br label %1521

1517:                                             ; preds = %1484
  %1518 = load ptr, ptr %106, align 8
  %1519 = load i32, ptr %107, align 4
  %1520 = call i64 @ZSTD_hash8Ptr(ptr noundef %1518, i32 noundef %1519)
  store i64 %1520, ptr %105, align 8
  br label %1521

1521:                                             ; preds = %1517, %1513, %1509, %1505, %1501
  %1522 = load i64, ptr %105, align 8
  %1523 = getelementptr inbounds i32, ptr %1494, i64 %1522
  store i32 %1493, ptr %1523, align 4
  br label %1524

1524:                                             ; preds = %1809, %1521
  %1525 = load ptr, ptr %130, align 8
  %1526 = load ptr, ptr %136, align 8
  %1527 = icmp ule ptr %1525, %1526
  br i1 %1527, label %1528, label %1817

1528:                                             ; preds = %1524
  %1529 = load ptr, ptr %130, align 8
  %1530 = load ptr, ptr %128, align 8
  %1531 = ptrtoint ptr %1529 to i64
  %1532 = ptrtoint ptr %1530 to i64
  %1533 = sub i64 %1531, %1532
  %1534 = trunc i64 %1533 to i32
  store i32 %1534, ptr %189, align 4
  %1535 = load i32, ptr %189, align 4
  %1536 = load i32, ptr %138, align 4
  %1537 = sub i32 %1535, %1536
  store i32 %1537, ptr %190, align 4
  %1538 = load i32, ptr %190, align 4
  %1539 = load i32, ptr %133, align 4
  %1540 = icmp ult i32 %1538, %1539
  br i1 %1540, label %1541, label %1550

1541:                                             ; preds = %1528
  %1542 = load ptr, ptr %144, align 8
  %1543 = load i32, ptr %190, align 4
  %1544 = zext i32 %1543 to i64
  %1545 = getelementptr inbounds i8, ptr %1542, i64 %1544
  %1546 = load i32, ptr %147, align 4
  %1547 = zext i32 %1546 to i64
  %1548 = sub i64 0, %1547
  %1549 = getelementptr inbounds i8, ptr %1545, i64 %1548
  br label %1555

1550:                                             ; preds = %1528
  %1551 = load ptr, ptr %128, align 8
  %1552 = load i32, ptr %190, align 4
  %1553 = zext i32 %1552 to i64
  %1554 = getelementptr inbounds i8, ptr %1551, i64 %1553
  br label %1555

1555:                                             ; preds = %1550, %1541
  %1556 = phi ptr [ %1549, %1541 ], [ %1554, %1550 ]
  store ptr %1556, ptr %191, align 8
  %1557 = load i32, ptr %133, align 4
  %1558 = load i32, ptr %190, align 4
  %1559 = call i32 @ZSTD_index_overlap_check(i32 noundef %1557, i32 noundef %1558)
  %1560 = icmp ne i32 %1559, 0
  br i1 %1560, label %1561, label %1816

1561:                                             ; preds = %1555
  %1562 = load ptr, ptr %191, align 8
  %1563 = call i32 @MEM_read32(ptr noundef %1562)
  %1564 = load ptr, ptr %130, align 8
  %1565 = call i32 @MEM_read32(ptr noundef %1564)
  %1566 = icmp eq i32 %1563, %1565
  br i1 %1566, label %1567, label %1816

1567:                                             ; preds = %1561
  %1568 = load i32, ptr %190, align 4
  %1569 = load i32, ptr %133, align 4
  %1570 = icmp ult i32 %1568, %1569
  br i1 %1570, label %1571, label %1573

1571:                                             ; preds = %1567
  %1572 = load ptr, ptr %146, align 8
  br label %1575

1573:                                             ; preds = %1567
  %1574 = load ptr, ptr %135, align 8
  br label %1575

1575:                                             ; preds = %1573, %1571
  %1576 = phi ptr [ %1572, %1571 ], [ %1574, %1573 ]
  store ptr %1576, ptr %192, align 8
  %1577 = load ptr, ptr %130, align 8
  %1578 = getelementptr inbounds i8, ptr %1577, i64 4
  %1579 = load ptr, ptr %191, align 8
  %1580 = getelementptr inbounds i8, ptr %1579, i64 4
  %1581 = load ptr, ptr %135, align 8
  %1582 = load ptr, ptr %192, align 8
  %1583 = load ptr, ptr %134, align 8
  %1584 = call i64 @ZSTD_count_2segments(ptr noundef %1578, ptr noundef %1580, ptr noundef %1581, ptr noundef %1582, ptr noundef %1583)
  %1585 = add i64 %1584, 4
  store i64 %1585, ptr %193, align 8
  %1586 = load i32, ptr %138, align 4
  store i32 %1586, ptr %194, align 4
  %1587 = load i32, ptr %137, align 4
  store i32 %1587, ptr %138, align 4
  %1588 = load i32, ptr %194, align 4
  store i32 %1588, ptr %137, align 4
  %1589 = load ptr, ptr %118, align 8
  %1590 = load ptr, ptr %131, align 8
  %1591 = load ptr, ptr %135, align 8
  %1592 = load i64, ptr %193, align 8
  store ptr %1589, ptr %61, align 8
  store i64 0, ptr %62, align 8
  store ptr %1590, ptr %63, align 8
  store ptr %1591, ptr %64, align 8
  store i32 1, ptr %65, align 4
  store i64 %1592, ptr %66, align 8
  %1593 = load ptr, ptr %64, align 8
  %1594 = getelementptr inbounds i8, ptr %1593, i64 -32
  store ptr %1594, ptr %67, align 8
  %1595 = load ptr, ptr %63, align 8
  %1596 = load i64, ptr %62, align 8
  %1597 = getelementptr inbounds i8, ptr %1595, i64 %1596
  store ptr %1597, ptr %68, align 8
  %1598 = load ptr, ptr %68, align 8
  %1599 = load ptr, ptr %67, align 8
  %1600 = icmp ule ptr %1598, %1599
  br i1 %1600, label %1601, label %1674

1601:                                             ; preds = %1575
  %1602 = load ptr, ptr %61, align 8
  %1603 = getelementptr inbounds %struct.SeqStore_t, ptr %1602, i32 0, i32 3
  %1604 = load ptr, ptr %1603, align 8
  %1605 = load ptr, ptr %63, align 8
  call void @ZSTD_copy16(ptr noundef %1604, ptr noundef %1605)
  %1606 = load i64, ptr %62, align 8
  %1607 = icmp ugt i64 %1606, 16
  br i1 %1607, label %1608, label %1673

1608:                                             ; preds = %1601
  %1609 = load ptr, ptr %61, align 8
  %1610 = getelementptr inbounds %struct.SeqStore_t, ptr %1609, i32 0, i32 3
  %1611 = load ptr, ptr %1610, align 8
  %1612 = getelementptr inbounds i8, ptr %1611, i64 16
  %1613 = load ptr, ptr %63, align 8
  %1614 = getelementptr inbounds i8, ptr %1613, i64 16
  %1615 = load i64, ptr %62, align 8
  %1616 = sub nsw i64 %1615, 16
  store ptr %1612, ptr %21, align 8
  store ptr %1614, ptr %22, align 8
  store i64 %1616, ptr %23, align 8
  store i32 0, ptr %24, align 4
  %1617 = load ptr, ptr %21, align 8
  %1618 = load ptr, ptr %22, align 8
  %1619 = ptrtoint ptr %1617 to i64
  %1620 = ptrtoint ptr %1618 to i64
  %1621 = sub i64 %1619, %1620
  store i64 %1621, ptr %25, align 8
  %1622 = load ptr, ptr %22, align 8
  store ptr %1622, ptr %26, align 8
  %1623 = load ptr, ptr %21, align 8
  store ptr %1623, ptr %27, align 8
  %1624 = load ptr, ptr %27, align 8
  %1625 = load i64, ptr %23, align 8
  %1626 = getelementptr inbounds i8, ptr %1624, i64 %1625
  store ptr %1626, ptr %28, align 8
  %1627 = load i32, ptr %24, align 4
  %1628 = icmp eq i32 %1627, 1
  br i1 %1628, label %1629, label %1644

1629:                                             ; preds = %1608
  %1630 = load i64, ptr %25, align 8
  %1631 = icmp slt i64 %1630, 16
  br i1 %1631, label %1632, label %1644

1632:                                             ; preds = %1629
  br label %1633

1633:                                             ; preds = %1633, %1632
  %1634 = load ptr, ptr %27, align 8
  %1635 = load ptr, ptr %26, align 8
  call void @ZSTD_copy8(ptr noundef %1634, ptr noundef %1635)
  %1636 = load ptr, ptr %27, align 8
  %1637 = getelementptr inbounds i8, ptr %1636, i64 8
  store ptr %1637, ptr %27, align 8
  %1638 = load ptr, ptr %26, align 8
  %1639 = getelementptr inbounds i8, ptr %1638, i64 8
  store ptr %1639, ptr %26, align 8
  %1640 = load ptr, ptr %27, align 8
  %1641 = load ptr, ptr %28, align 8
  %1642 = icmp ult ptr %1640, %1641
  br i1 %1642, label %1633, label %1643, !llvm.loop !11

1643:                                             ; preds = %1633
  br label %1672

1644:                                             ; preds = %1629, %1608
  %1645 = load ptr, ptr %27, align 8
  %1646 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %1645, ptr noundef %1646)
  %1647 = load i64, ptr %23, align 8
  %1648 = icmp sge i64 16, %1647
  br i1 %1648, label %1649, label %1650

1649:                                             ; preds = %1644
  br label %1672

1650:                                             ; preds = %1644
  %1651 = load ptr, ptr %27, align 8
  %1652 = getelementptr inbounds i8, ptr %1651, i64 16
  store ptr %1652, ptr %27, align 8
  %1653 = load ptr, ptr %26, align 8
  %1654 = getelementptr inbounds i8, ptr %1653, i64 16
  store ptr %1654, ptr %26, align 8
  br label %1655

1655:                                             ; preds = %1655, %1650
  %1656 = load ptr, ptr %27, align 8
  %1657 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %1656, ptr noundef %1657)
  %1658 = load ptr, ptr %27, align 8
  %1659 = getelementptr inbounds i8, ptr %1658, i64 16
  store ptr %1659, ptr %27, align 8
  %1660 = load ptr, ptr %26, align 8
  %1661 = getelementptr inbounds i8, ptr %1660, i64 16
  store ptr %1661, ptr %26, align 8
  %1662 = load ptr, ptr %27, align 8
  %1663 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %1662, ptr noundef %1663)
  %1664 = load ptr, ptr %27, align 8
  %1665 = getelementptr inbounds i8, ptr %1664, i64 16
  store ptr %1665, ptr %27, align 8
  %1666 = load ptr, ptr %26, align 8
  %1667 = getelementptr inbounds i8, ptr %1666, i64 16
  store ptr %1667, ptr %26, align 8
  %1668 = load ptr, ptr %27, align 8
  %1669 = load ptr, ptr %28, align 8
  %1670 = icmp ult ptr %1668, %1669
  br i1 %1670, label %1655, label %1671, !llvm.loop !12

1671:                                             ; preds = %1655
  br label %1672

1672:                                             ; preds = %1671, %1649, %1643
  br label %1673

1673:                                             ; preds = %1672, %1601
  br label %1681

1674:                                             ; preds = %1575
  %1675 = load ptr, ptr %61, align 8
  %1676 = getelementptr inbounds %struct.SeqStore_t, ptr %1675, i32 0, i32 3
  %1677 = load ptr, ptr %1676, align 8
  %1678 = load ptr, ptr %63, align 8
  %1679 = load ptr, ptr %68, align 8
  %1680 = load ptr, ptr %67, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1677, ptr noundef %1678, ptr noundef %1679, ptr noundef %1680)
  br label %1681

1681:                                             ; preds = %1674, %1673
  %1682 = load i64, ptr %62, align 8
  %1683 = load ptr, ptr %61, align 8
  %1684 = getelementptr inbounds %struct.SeqStore_t, ptr %1683, i32 0, i32 3
  %1685 = load ptr, ptr %1684, align 8
  %1686 = getelementptr inbounds i8, ptr %1685, i64 %1682
  store ptr %1686, ptr %1684, align 8
  %1687 = load ptr, ptr %61, align 8
  %1688 = load i64, ptr %62, align 8
  %1689 = load i32, ptr %65, align 4
  %1690 = load i64, ptr %66, align 8
  store ptr %1687, ptr %6, align 8
  store i64 %1688, ptr %7, align 8
  store i32 %1689, ptr %8, align 4
  store i64 %1690, ptr %9, align 8
  %1691 = load i64, ptr %7, align 8
  %1692 = icmp ugt i64 %1691, 65535
  %1693 = zext i1 %1692 to i32
  %1694 = sext i32 %1693 to i64
  br i1 %1692, label %1695, label %1710

1695:                                             ; preds = %1681
  %1696 = load ptr, ptr %6, align 8
  %1697 = getelementptr inbounds %struct.SeqStore_t, ptr %1696, i32 0, i32 9
  store i32 1, ptr %1697, align 8
  %1698 = load ptr, ptr %6, align 8
  %1699 = getelementptr inbounds %struct.SeqStore_t, ptr %1698, i32 0, i32 1
  %1700 = load ptr, ptr %1699, align 8
  %1701 = load ptr, ptr %6, align 8
  %1702 = load ptr, ptr %1701, align 8
  %1703 = ptrtoint ptr %1700 to i64
  %1704 = ptrtoint ptr %1702 to i64
  %1705 = sub i64 %1703, %1704
  %1706 = sdiv exact i64 %1705, 8
  %1707 = trunc i64 %1706 to i32
  %1708 = load ptr, ptr %6, align 8
  %1709 = getelementptr inbounds %struct.SeqStore_t, ptr %1708, i32 0, i32 10
  store i32 %1707, ptr %1709, align 4
  br label %1710

1710:                                             ; preds = %1695, %1681
  %1711 = load i64, ptr %7, align 8
  %1712 = trunc i64 %1711 to i16
  %1713 = load ptr, ptr %6, align 8
  %1714 = getelementptr inbounds %struct.SeqStore_t, ptr %1713, i32 0, i32 1
  %1715 = load ptr, ptr %1714, align 8
  %1716 = getelementptr inbounds %struct.SeqDef_s, ptr %1715, i32 0, i32 1
  store i16 %1712, ptr %1716, align 4
  %1717 = load i32, ptr %8, align 4
  %1718 = load ptr, ptr %6, align 8
  %1719 = getelementptr inbounds %struct.SeqStore_t, ptr %1718, i32 0, i32 1
  %1720 = load ptr, ptr %1719, align 8
  store i32 %1717, ptr %1720, align 4
  %1721 = load i64, ptr %9, align 8
  %1722 = sub i64 %1721, 3
  store i64 %1722, ptr %10, align 8
  %1723 = load i64, ptr %10, align 8
  %1724 = icmp ugt i64 %1723, 65535
  %1725 = zext i1 %1724 to i32
  %1726 = sext i32 %1725 to i64
  br i1 %1724, label %1727, label %1742

1727:                                             ; preds = %1710
  %1728 = load ptr, ptr %6, align 8
  %1729 = getelementptr inbounds %struct.SeqStore_t, ptr %1728, i32 0, i32 9
  store i32 2, ptr %1729, align 8
  %1730 = load ptr, ptr %6, align 8
  %1731 = getelementptr inbounds %struct.SeqStore_t, ptr %1730, i32 0, i32 1
  %1732 = load ptr, ptr %1731, align 8
  %1733 = load ptr, ptr %6, align 8
  %1734 = load ptr, ptr %1733, align 8
  %1735 = ptrtoint ptr %1732 to i64
  %1736 = ptrtoint ptr %1734 to i64
  %1737 = sub i64 %1735, %1736
  %1738 = sdiv exact i64 %1737, 8
  %1739 = trunc i64 %1738 to i32
  %1740 = load ptr, ptr %6, align 8
  %1741 = getelementptr inbounds %struct.SeqStore_t, ptr %1740, i32 0, i32 10
  store i32 %1739, ptr %1741, align 4
  br label %1742

1742:                                             ; preds = %1727, %1710
  %1743 = load i64, ptr %10, align 8
  %1744 = trunc i64 %1743 to i16
  %1745 = load ptr, ptr %6, align 8
  %1746 = getelementptr inbounds %struct.SeqStore_t, ptr %1745, i32 0, i32 1
  %1747 = load ptr, ptr %1746, align 8
  %1748 = getelementptr inbounds %struct.SeqDef_s, ptr %1747, i32 0, i32 2
  store i16 %1744, ptr %1748, align 2
  %1749 = load ptr, ptr %6, align 8
  %1750 = getelementptr inbounds %struct.SeqStore_t, ptr %1749, i32 0, i32 1
  %1751 = load ptr, ptr %1750, align 8
  %1752 = getelementptr inbounds %struct.SeqDef_s, ptr %1751, i32 1
  store ptr %1752, ptr %1750, align 8
  %1753 = load i32, ptr %189, align 4
  %1754 = load ptr, ptr %126, align 8
  %1755 = load ptr, ptr %130, align 8
  %1756 = load i32, ptr %127, align 4
  %1757 = load i32, ptr %122, align 4
  store ptr %1755, ptr %110, align 8
  store i32 %1756, ptr %111, align 4
  store i32 %1757, ptr %112, align 4
  %1758 = load i32, ptr %112, align 4
  switch i32 %1758, label %1759 [
    i32 4, label %1760
    i32 5, label %1764
    i32 6, label %1768
    i32 7, label %1772
    i32 8, label %1776
  ]

1759:                                             ; preds = %1742
  br label %1760

1760:                                             ; preds = %1759, %1742
  %1761 = load ptr, ptr %110, align 8
  %1762 = load i32, ptr %111, align 4
  %1763 = call i64 @ZSTD_hash4Ptr(ptr noundef %1761, i32 noundef %1762)
  store i64 %1763, ptr %109, align 8
  br label %1780

1764:                                             ; preds = %1742
  %1765 = load ptr, ptr %110, align 8
  %1766 = load i32, ptr %111, align 4
  %1767 = call i64 @ZSTD_hash5Ptr(ptr noundef %1765, i32 noundef %1766)
  store i64 %1767, ptr %109, align 8
  br label %1780

1768:                                             ; preds = %1742
  %1769 = load ptr, ptr %110, align 8
  %1770 = load i32, ptr %111, align 4
  %1771 = call i64 @ZSTD_hash6Ptr(ptr noundef %1769, i32 noundef %1770)
  store i64 %1771, ptr %109, align 8
  br label %1780

1772:                                             ; preds = %1742
  %1773 = load ptr, ptr %110, align 8
  %1774 = load i32, ptr %111, align 4
  %1775 = call i64 @ZSTD_hash7Ptr(ptr noundef %1773, i32 noundef %1774)
  store i64 %1775, ptr %109, align 8
  br label %1780

1776:                                             ; preds = %1742
  %1777 = load ptr, ptr %110, align 8
  %1778 = load i32, ptr %111, align 4
  %1779 = call i64 @ZSTD_hash8Ptr(ptr noundef %1777, i32 noundef %1778)
  store i64 %1779, ptr %109, align 8
  br label %1780

1780:                                             ; preds = %1776, %1772, %1768, %1764, %1760
  %1781 = load i64, ptr %109, align 8
  %1782 = getelementptr inbounds i32, ptr %1754, i64 %1781
  store i32 %1753, ptr %1782, align 4
  %1783 = load i32, ptr %189, align 4
  %1784 = load ptr, ptr %124, align 8
  %1785 = load ptr, ptr %130, align 8
  %1786 = load i32, ptr %125, align 4
  store ptr %1785, ptr %114, align 8
  store i32 %1786, ptr %115, align 4
  store i32 8, ptr %116, align 4
  %1787 = load i32, ptr %116, align 4
  switch i32 %1787, label %1788 [
    i32 4, label %1789
    i32 5, label %1793
    i32 6, label %1797
    i32 7, label %1801
    i32 8, label %1805
  ]

1788:                                             ; preds = %1780
  br label %1789

1789:                                             ; preds = %1788, %1780
  %1790 = load ptr, ptr %114, align 8
  %1791 = load i32, ptr %115, align 4
  %1792 = call i64 @ZSTD_hash4Ptr(ptr noundef %1790, i32 noundef %1791)
  store i64 %1792, ptr %113, align 8
  br label %1809

1793:                                             ; preds = %1780
  %1794 = load ptr, ptr %114, align 8
  %1795 = load i32, ptr %115, align 4
  %1796 = call i64 @ZSTD_hash5Ptr(ptr noundef %1794, i32 noundef %1795)
  store i64 %1796, ptr %113, align 8
  br label %1809

1797:                                             ; preds = %1780
  %1798 = load ptr, ptr %114, align 8
  %1799 = load i32, ptr %115, align 4
  %1800 = call i64 @ZSTD_hash6Ptr(ptr noundef %1798, i32 noundef %1799)
  store i64 %1800, ptr %113, align 8
  br label %1809

1801:                                             ; preds = %1780
  %1802 = load ptr, ptr %114, align 8
  %1803 = load i32, ptr %115, align 4
  %1804 = call i64 @ZSTD_hash7Ptr(ptr noundef %1802, i32 noundef %1803)
  store i64 %1804, ptr %113, align 8
  br label %1809

1805:                                             ; preds = %1780
  %1806 = load ptr, ptr %114, align 8
  %1807 = load i32, ptr %115, align 4
  %1808 = call i64 @ZSTD_hash8Ptr(ptr noundef %1806, i32 noundef %1807)
  store i64 %1808, ptr %113, align 8
  br label %1809

1809:                                             ; preds = %1805, %1801, %1797, %1793, %1789
  %1810 = load i64, ptr %113, align 8
  %1811 = getelementptr inbounds i32, ptr %1784, i64 %1810
  store i32 %1783, ptr %1811, align 4
  %1812 = load i64, ptr %193, align 8
  %1813 = load ptr, ptr %130, align 8
  %1814 = getelementptr inbounds i8, ptr %1813, i64 %1812
  store ptr %1814, ptr %130, align 8
  %1815 = load ptr, ptr %130, align 8
  store ptr %1815, ptr %131, align 8
  br label %1524, !llvm.loop !26

1816:                                             ; preds = %1561, %1555
  br label %1817

1817:                                             ; preds = %1816, %1524
  br label %1818

1818:                                             ; preds = %1817, %1375
  br label %353, !llvm.loop !21

1819:                                             ; preds = %353
  %1820 = load i32, ptr %137, align 4
  %1821 = load ptr, ptr %119, align 8
  store i32 %1820, ptr %1821, align 4
  %1822 = load i32, ptr %138, align 4
  %1823 = load ptr, ptr %119, align 8
  %1824 = getelementptr inbounds i32, ptr %1823, i64 1
  store i32 %1822, ptr %1824, align 4
  %1825 = load ptr, ptr %135, align 8
  %1826 = load ptr, ptr %131, align 8
  %1827 = ptrtoint ptr %1825 to i64
  %1828 = ptrtoint ptr %1826 to i64
  %1829 = sub i64 %1827, %1828
  ret i64 %1829
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

353:                                              ; preds = %1818, %892, %346
  %354 = load ptr, ptr %130, align 8
  %355 = load ptr, ptr %136, align 8
  %356 = icmp ult ptr %354, %355
  br i1 %356, label %357, label %1819

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
  br label %1375

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
  br label %1201

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
  br label %1201

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
  br label %902

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
  br label %902

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
  br label %353, !llvm.loop !21

902:                                              ; preds = %889, %865
  %903 = load ptr, ptr %130, align 8
  %904 = getelementptr inbounds i8, ptr %903, i64 1
  %905 = load i32, ptr %125, align 4
  store ptr %904, ptr %86, align 8
  store i32 %905, ptr %87, align 4
  store i32 8, ptr %88, align 4
  %906 = load i32, ptr %88, align 4
  switch i32 %906, label %907 [
    i32 4, label %908
    i32 5, label %912
    i32 6, label %916
    i32 7, label %920
    i32 8, label %924
  ]

907:                                              ; preds = %902
  br label %908

908:                                              ; preds = %907, %902
  %909 = load ptr, ptr %86, align 8
  %910 = load i32, ptr %87, align 4
  %911 = call i64 @ZSTD_hash4Ptr(ptr noundef %909, i32 noundef %910)
  store i64 %911, ptr %85, align 8
  br label %928

912:                                              ; preds = %902
  %913 = load ptr, ptr %86, align 8
  %914 = load i32, ptr %87, align 4
  %915 = call i64 @ZSTD_hash5Ptr(ptr noundef %913, i32 noundef %914)
  store i64 %915, ptr %85, align 8
  br label %928

916:                                              ; preds = %902
  %917 = load ptr, ptr %86, align 8
  %918 = load i32, ptr %87, align 4
  %919 = call i64 @ZSTD_hash6Ptr(ptr noundef %917, i32 noundef %918)
  store i64 %919, ptr %85, align 8
  br label %928

920:                                              ; preds = %902
  %921 = load ptr, ptr %86, align 8
  %922 = load i32, ptr %87, align 4
  %923 = call i64 @ZSTD_hash7Ptr(ptr noundef %921, i32 noundef %922)
  store i64 %923, ptr %85, align 8
  br label %928

924:                                              ; preds = %902
  %925 = load ptr, ptr %86, align 8
  %926 = load i32, ptr %87, align 4
  %927 = call i64 @ZSTD_hash8Ptr(ptr noundef %925, i32 noundef %926)
  store i64 %927, ptr %85, align 8
  br label %928

928:                                              ; preds = %924, %920, %916, %912, %908
  %929 = load i64, ptr %85, align 8
  store i64 %929, ptr %180, align 8
  %930 = load ptr, ptr %130, align 8
  %931 = getelementptr inbounds i8, ptr %930, i64 1
  %932 = load i32, ptr %148, align 4
  store ptr %931, ptr %90, align 8
  store i32 %932, ptr %91, align 4
  store i32 8, ptr %92, align 4
  %933 = load i32, ptr %92, align 4
  switch i32 %933, label %934 [
    i32 4, label %935
    i32 5, label %939
    i32 6, label %943
    i32 7, label %947
    i32 8, label %951
  ]

934:                                              ; preds = %928
  br label %935

935:                                              ; preds = %934, %928
  %936 = load ptr, ptr %90, align 8
  %937 = load i32, ptr %91, align 4
  %938 = call i64 @ZSTD_hash4Ptr(ptr noundef %936, i32 noundef %937)
  store i64 %938, ptr %89, align 8
  br label %955

939:                                              ; preds = %928
  %940 = load ptr, ptr %90, align 8
  %941 = load i32, ptr %91, align 4
  %942 = call i64 @ZSTD_hash5Ptr(ptr noundef %940, i32 noundef %941)
  store i64 %942, ptr %89, align 8
  br label %955

943:                                              ; preds = %928
  %944 = load ptr, ptr %90, align 8
  %945 = load i32, ptr %91, align 4
  %946 = call i64 @ZSTD_hash6Ptr(ptr noundef %944, i32 noundef %945)
  store i64 %946, ptr %89, align 8
  br label %955

947:                                              ; preds = %928
  %948 = load ptr, ptr %90, align 8
  %949 = load i32, ptr %91, align 4
  %950 = call i64 @ZSTD_hash7Ptr(ptr noundef %948, i32 noundef %949)
  store i64 %950, ptr %89, align 8
  br label %955

951:                                              ; preds = %928
  %952 = load ptr, ptr %90, align 8
  %953 = load i32, ptr %91, align 4
  %954 = call i64 @ZSTD_hash8Ptr(ptr noundef %952, i32 noundef %953)
  store i64 %954, ptr %89, align 8
  br label %955

955:                                              ; preds = %951, %947, %943, %939, %935
  %956 = load i64, ptr %89, align 8
  store i64 %956, ptr %181, align 8
  %957 = load ptr, ptr %124, align 8
  %958 = load i64, ptr %180, align 8
  %959 = getelementptr inbounds i32, ptr %957, i64 %958
  %960 = load i32, ptr %959, align 4
  store i32 %960, ptr %182, align 4
  %961 = load ptr, ptr %141, align 8
  %962 = load i64, ptr %181, align 8
  %963 = lshr i64 %962, 8
  %964 = getelementptr inbounds i32, ptr %961, i64 %963
  %965 = load i32, ptr %964, align 4
  store i32 %965, ptr %183, align 4
  %966 = load i32, ptr %183, align 4
  %967 = zext i32 %966 to i64
  %968 = load i64, ptr %181, align 8
  %969 = call i32 @ZSTD_comparePackedTags(i64 noundef %967, i64 noundef %968)
  store i32 %969, ptr %184, align 4
  %970 = load ptr, ptr %128, align 8
  %971 = load i32, ptr %182, align 4
  %972 = zext i32 %971 to i64
  %973 = getelementptr inbounds i8, ptr %970, i64 %972
  store ptr %973, ptr %185, align 8
  %974 = load i32, ptr %169, align 4
  %975 = add i32 %974, 1
  %976 = load ptr, ptr %124, align 8
  %977 = load i64, ptr %180, align 8
  %978 = getelementptr inbounds i32, ptr %976, i64 %977
  store i32 %975, ptr %978, align 4
  %979 = load i32, ptr %182, align 4
  %980 = load i32, ptr %133, align 4
  %981 = icmp uge i32 %979, %980
  br i1 %981, label %982, label %1036

982:                                              ; preds = %955
  %983 = load ptr, ptr %185, align 8
  %984 = call i64 @MEM_read64(ptr noundef %983)
  %985 = load ptr, ptr %130, align 8
  %986 = getelementptr inbounds i8, ptr %985, i64 1
  %987 = call i64 @MEM_read64(ptr noundef %986)
  %988 = icmp eq i64 %984, %987
  br i1 %988, label %989, label %1036

989:                                              ; preds = %982
  %990 = load ptr, ptr %130, align 8
  %991 = getelementptr inbounds i8, ptr %990, i64 9
  %992 = load ptr, ptr %185, align 8
  %993 = getelementptr inbounds i8, ptr %992, i64 8
  %994 = load ptr, ptr %135, align 8
  %995 = call i64 @ZSTD_count(ptr noundef %991, ptr noundef %993, ptr noundef %994)
  %996 = add i64 %995, 8
  store i64 %996, ptr %159, align 8
  %997 = load ptr, ptr %130, align 8
  %998 = getelementptr inbounds i8, ptr %997, i32 1
  store ptr %998, ptr %130, align 8
  %999 = load ptr, ptr %130, align 8
  %1000 = load ptr, ptr %185, align 8
  %1001 = ptrtoint ptr %999 to i64
  %1002 = ptrtoint ptr %1000 to i64
  %1003 = sub i64 %1001, %1002
  %1004 = trunc i64 %1003 to i32
  store i32 %1004, ptr %160, align 4
  br label %1005

1005:                                             ; preds = %1028, %989
  %1006 = load ptr, ptr %130, align 8
  %1007 = load ptr, ptr %131, align 8
  %1008 = icmp ugt ptr %1006, %1007
  %1009 = zext i1 %1008 to i32
  %1010 = load ptr, ptr %185, align 8
  %1011 = load ptr, ptr %134, align 8
  %1012 = icmp ugt ptr %1010, %1011
  %1013 = zext i1 %1012 to i32
  %1014 = and i32 %1009, %1013
  %1015 = icmp ne i32 %1014, 0
  br i1 %1015, label %1016, label %1026

1016:                                             ; preds = %1005
  %1017 = load ptr, ptr %130, align 8
  %1018 = getelementptr inbounds i8, ptr %1017, i64 -1
  %1019 = load i8, ptr %1018, align 1
  %1020 = zext i8 %1019 to i32
  %1021 = load ptr, ptr %185, align 8
  %1022 = getelementptr inbounds i8, ptr %1021, i64 -1
  %1023 = load i8, ptr %1022, align 1
  %1024 = zext i8 %1023 to i32
  %1025 = icmp eq i32 %1020, %1024
  br label %1026

1026:                                             ; preds = %1016, %1005
  %1027 = phi i1 [ false, %1005 ], [ %1025, %1016 ]
  br i1 %1027, label %1028, label %1035

1028:                                             ; preds = %1026
  %1029 = load ptr, ptr %130, align 8
  %1030 = getelementptr inbounds i8, ptr %1029, i32 -1
  store ptr %1030, ptr %130, align 8
  %1031 = load ptr, ptr %185, align 8
  %1032 = getelementptr inbounds i8, ptr %1031, i32 -1
  store ptr %1032, ptr %185, align 8
  %1033 = load i64, ptr %159, align 8
  %1034 = add i64 %1033, 1
  store i64 %1034, ptr %159, align 8
  br label %1005, !llvm.loop !22

1035:                                             ; preds = %1026
  br label %1201

1036:                                             ; preds = %982, %955
  %1037 = load i32, ptr %184, align 4
  %1038 = icmp ne i32 %1037, 0
  br i1 %1038, label %1039, label %1107

1039:                                             ; preds = %1036
  %1040 = load i32, ptr %183, align 4
  %1041 = lshr i32 %1040, 8
  store i32 %1041, ptr %186, align 4
  %1042 = load ptr, ptr %144, align 8
  %1043 = load i32, ptr %186, align 4
  %1044 = zext i32 %1043 to i64
  %1045 = getelementptr inbounds i8, ptr %1042, i64 %1044
  store ptr %1045, ptr %187, align 8
  %1046 = load ptr, ptr %187, align 8
  %1047 = load ptr, ptr %145, align 8
  %1048 = icmp ugt ptr %1046, %1047
  br i1 %1048, label %1049, label %1106

1049:                                             ; preds = %1039
  %1050 = load ptr, ptr %187, align 8
  %1051 = call i64 @MEM_read64(ptr noundef %1050)
  %1052 = load ptr, ptr %130, align 8
  %1053 = getelementptr inbounds i8, ptr %1052, i64 1
  %1054 = call i64 @MEM_read64(ptr noundef %1053)
  %1055 = icmp eq i64 %1051, %1054
  br i1 %1055, label %1056, label %1106

1056:                                             ; preds = %1049
  %1057 = load ptr, ptr %130, align 8
  %1058 = getelementptr inbounds i8, ptr %1057, i64 1
  %1059 = getelementptr inbounds i8, ptr %1058, i64 8
  %1060 = load ptr, ptr %187, align 8
  %1061 = getelementptr inbounds i8, ptr %1060, i64 8
  %1062 = load ptr, ptr %135, align 8
  %1063 = load ptr, ptr %146, align 8
  %1064 = load ptr, ptr %134, align 8
  %1065 = call i64 @ZSTD_count_2segments(ptr noundef %1059, ptr noundef %1061, ptr noundef %1062, ptr noundef %1063, ptr noundef %1064)
  %1066 = add i64 %1065, 8
  store i64 %1066, ptr %159, align 8
  %1067 = load ptr, ptr %130, align 8
  %1068 = getelementptr inbounds i8, ptr %1067, i32 1
  store ptr %1068, ptr %130, align 8
  %1069 = load i32, ptr %169, align 4
  %1070 = add i32 %1069, 1
  %1071 = load i32, ptr %186, align 4
  %1072 = sub i32 %1070, %1071
  %1073 = load i32, ptr %147, align 4
  %1074 = sub i32 %1072, %1073
  store i32 %1074, ptr %160, align 4
  br label %1075

1075:                                             ; preds = %1098, %1056
  %1076 = load ptr, ptr %130, align 8
  %1077 = load ptr, ptr %131, align 8
  %1078 = icmp ugt ptr %1076, %1077
  %1079 = zext i1 %1078 to i32
  %1080 = load ptr, ptr %187, align 8
  %1081 = load ptr, ptr %145, align 8
  %1082 = icmp ugt ptr %1080, %1081
  %1083 = zext i1 %1082 to i32
  %1084 = and i32 %1079, %1083
  %1085 = icmp ne i32 %1084, 0
  br i1 %1085, label %1086, label %1096

1086:                                             ; preds = %1075
  %1087 = load ptr, ptr %130, align 8
  %1088 = getelementptr inbounds i8, ptr %1087, i64 -1
  %1089 = load i8, ptr %1088, align 1
  %1090 = zext i8 %1089 to i32
  %1091 = load ptr, ptr %187, align 8
  %1092 = getelementptr inbounds i8, ptr %1091, i64 -1
  %1093 = load i8, ptr %1092, align 1
  %1094 = zext i8 %1093 to i32
  %1095 = icmp eq i32 %1090, %1094
  br label %1096

1096:                                             ; preds = %1086, %1075
  %1097 = phi i1 [ false, %1075 ], [ %1095, %1086 ]
  br i1 %1097, label %1098, label %1105

1098:                                             ; preds = %1096
  %1099 = load ptr, ptr %130, align 8
  %1100 = getelementptr inbounds i8, ptr %1099, i32 -1
  store ptr %1100, ptr %130, align 8
  %1101 = load ptr, ptr %187, align 8
  %1102 = getelementptr inbounds i8, ptr %1101, i32 -1
  store ptr %1102, ptr %187, align 8
  %1103 = load i64, ptr %159, align 8
  %1104 = add i64 %1103, 1
  store i64 %1104, ptr %159, align 8
  br label %1075, !llvm.loop !23

1105:                                             ; preds = %1096
  br label %1201

1106:                                             ; preds = %1049, %1039
  br label %1107

1107:                                             ; preds = %1106, %1036
  %1108 = load i32, ptr %171, align 4
  %1109 = load i32, ptr %133, align 4
  %1110 = icmp ult i32 %1108, %1109
  br i1 %1110, label %1111, label %1155

1111:                                             ; preds = %1107
  %1112 = load ptr, ptr %130, align 8
  %1113 = getelementptr inbounds i8, ptr %1112, i64 4
  %1114 = load ptr, ptr %173, align 8
  %1115 = getelementptr inbounds i8, ptr %1114, i64 4
  %1116 = load ptr, ptr %135, align 8
  %1117 = load ptr, ptr %146, align 8
  %1118 = load ptr, ptr %134, align 8
  %1119 = call i64 @ZSTD_count_2segments(ptr noundef %1113, ptr noundef %1115, ptr noundef %1116, ptr noundef %1117, ptr noundef %1118)
  %1120 = add i64 %1119, 4
  store i64 %1120, ptr %159, align 8
  %1121 = load i32, ptr %169, align 4
  %1122 = load i32, ptr %171, align 4
  %1123 = sub i32 %1121, %1122
  store i32 %1123, ptr %160, align 4
  br label %1124

1124:                                             ; preds = %1147, %1111
  %1125 = load ptr, ptr %130, align 8
  %1126 = load ptr, ptr %131, align 8
  %1127 = icmp ugt ptr %1125, %1126
  %1128 = zext i1 %1127 to i32
  %1129 = load ptr, ptr %173, align 8
  %1130 = load ptr, ptr %145, align 8
  %1131 = icmp ugt ptr %1129, %1130
  %1132 = zext i1 %1131 to i32
  %1133 = and i32 %1128, %1132
  %1134 = icmp ne i32 %1133, 0
  br i1 %1134, label %1135, label %1145

1135:                                             ; preds = %1124
  %1136 = load ptr, ptr %130, align 8
  %1137 = getelementptr inbounds i8, ptr %1136, i64 -1
  %1138 = load i8, ptr %1137, align 1
  %1139 = zext i8 %1138 to i32
  %1140 = load ptr, ptr %173, align 8
  %1141 = getelementptr inbounds i8, ptr %1140, i64 -1
  %1142 = load i8, ptr %1141, align 1
  %1143 = zext i8 %1142 to i32
  %1144 = icmp eq i32 %1139, %1143
  br label %1145

1145:                                             ; preds = %1135, %1124
  %1146 = phi i1 [ false, %1124 ], [ %1144, %1135 ]
  br i1 %1146, label %1147, label %1154

1147:                                             ; preds = %1145
  %1148 = load ptr, ptr %130, align 8
  %1149 = getelementptr inbounds i8, ptr %1148, i32 -1
  store ptr %1149, ptr %130, align 8
  %1150 = load ptr, ptr %173, align 8
  %1151 = getelementptr inbounds i8, ptr %1150, i32 -1
  store ptr %1151, ptr %173, align 8
  %1152 = load i64, ptr %159, align 8
  %1153 = add i64 %1152, 1
  store i64 %1153, ptr %159, align 8
  br label %1124, !llvm.loop !24

1154:                                             ; preds = %1145
  br label %1200

1155:                                             ; preds = %1107
  %1156 = load ptr, ptr %130, align 8
  %1157 = getelementptr inbounds i8, ptr %1156, i64 4
  %1158 = load ptr, ptr %173, align 8
  %1159 = getelementptr inbounds i8, ptr %1158, i64 4
  %1160 = load ptr, ptr %135, align 8
  %1161 = call i64 @ZSTD_count(ptr noundef %1157, ptr noundef %1159, ptr noundef %1160)
  %1162 = add i64 %1161, 4
  store i64 %1162, ptr %159, align 8
  %1163 = load ptr, ptr %130, align 8
  %1164 = load ptr, ptr %173, align 8
  %1165 = ptrtoint ptr %1163 to i64
  %1166 = ptrtoint ptr %1164 to i64
  %1167 = sub i64 %1165, %1166
  %1168 = trunc i64 %1167 to i32
  store i32 %1168, ptr %160, align 4
  br label %1169

1169:                                             ; preds = %1192, %1155
  %1170 = load ptr, ptr %130, align 8
  %1171 = load ptr, ptr %131, align 8
  %1172 = icmp ugt ptr %1170, %1171
  %1173 = zext i1 %1172 to i32
  %1174 = load ptr, ptr %173, align 8
  %1175 = load ptr, ptr %134, align 8
  %1176 = icmp ugt ptr %1174, %1175
  %1177 = zext i1 %1176 to i32
  %1178 = and i32 %1173, %1177
  %1179 = icmp ne i32 %1178, 0
  br i1 %1179, label %1180, label %1190

1180:                                             ; preds = %1169
  %1181 = load ptr, ptr %130, align 8
  %1182 = getelementptr inbounds i8, ptr %1181, i64 -1
  %1183 = load i8, ptr %1182, align 1
  %1184 = zext i8 %1183 to i32
  %1185 = load ptr, ptr %173, align 8
  %1186 = getelementptr inbounds i8, ptr %1185, i64 -1
  %1187 = load i8, ptr %1186, align 1
  %1188 = zext i8 %1187 to i32
  %1189 = icmp eq i32 %1184, %1188
  br label %1190

1190:                                             ; preds = %1180, %1169
  %1191 = phi i1 [ false, %1169 ], [ %1189, %1180 ]
  br i1 %1191, label %1192, label %1199

1192:                                             ; preds = %1190
  %1193 = load ptr, ptr %130, align 8
  %1194 = getelementptr inbounds i8, ptr %1193, i32 -1
  store ptr %1194, ptr %130, align 8
  %1195 = load ptr, ptr %173, align 8
  %1196 = getelementptr inbounds i8, ptr %1195, i32 -1
  store ptr %1196, ptr %173, align 8
  %1197 = load i64, ptr %159, align 8
  %1198 = add i64 %1197, 1
  store i64 %1198, ptr %159, align 8
  br label %1169, !llvm.loop !25

1199:                                             ; preds = %1190
  br label %1200

1200:                                             ; preds = %1199, %1154
  br label %1201

1201:                                             ; preds = %1200, %1105, %1035, %853, %788
  %1202 = load i32, ptr %137, align 4
  store i32 %1202, ptr %138, align 4
  %1203 = load i32, ptr %160, align 4
  store i32 %1203, ptr %137, align 4
  %1204 = load ptr, ptr %118, align 8
  %1205 = load ptr, ptr %130, align 8
  %1206 = load ptr, ptr %131, align 8
  %1207 = ptrtoint ptr %1205 to i64
  %1208 = ptrtoint ptr %1206 to i64
  %1209 = sub i64 %1207, %1208
  %1210 = load ptr, ptr %131, align 8
  %1211 = load ptr, ptr %135, align 8
  %1212 = load i32, ptr %160, align 4
  %1213 = add i32 %1212, 3
  %1214 = load i64, ptr %159, align 8
  store ptr %1204, ptr %53, align 8
  store i64 %1209, ptr %54, align 8
  store ptr %1210, ptr %55, align 8
  store ptr %1211, ptr %56, align 8
  store i32 %1213, ptr %57, align 4
  store i64 %1214, ptr %58, align 8
  %1215 = load ptr, ptr %56, align 8
  %1216 = getelementptr inbounds i8, ptr %1215, i64 -32
  store ptr %1216, ptr %59, align 8
  %1217 = load ptr, ptr %55, align 8
  %1218 = load i64, ptr %54, align 8
  %1219 = getelementptr inbounds i8, ptr %1217, i64 %1218
  store ptr %1219, ptr %60, align 8
  %1220 = load ptr, ptr %60, align 8
  %1221 = load ptr, ptr %59, align 8
  %1222 = icmp ule ptr %1220, %1221
  br i1 %1222, label %1223, label %1296

1223:                                             ; preds = %1201
  %1224 = load ptr, ptr %53, align 8
  %1225 = getelementptr inbounds %struct.SeqStore_t, ptr %1224, i32 0, i32 3
  %1226 = load ptr, ptr %1225, align 8
  %1227 = load ptr, ptr %55, align 8
  call void @ZSTD_copy16(ptr noundef %1226, ptr noundef %1227)
  %1228 = load i64, ptr %54, align 8
  %1229 = icmp ugt i64 %1228, 16
  br i1 %1229, label %1230, label %1295

1230:                                             ; preds = %1223
  %1231 = load ptr, ptr %53, align 8
  %1232 = getelementptr inbounds %struct.SeqStore_t, ptr %1231, i32 0, i32 3
  %1233 = load ptr, ptr %1232, align 8
  %1234 = getelementptr inbounds i8, ptr %1233, i64 16
  %1235 = load ptr, ptr %55, align 8
  %1236 = getelementptr inbounds i8, ptr %1235, i64 16
  %1237 = load i64, ptr %54, align 8
  %1238 = sub nsw i64 %1237, 16
  store ptr %1234, ptr %29, align 8
  store ptr %1236, ptr %30, align 8
  store i64 %1238, ptr %31, align 8
  store i32 0, ptr %32, align 4
  %1239 = load ptr, ptr %29, align 8
  %1240 = load ptr, ptr %30, align 8
  %1241 = ptrtoint ptr %1239 to i64
  %1242 = ptrtoint ptr %1240 to i64
  %1243 = sub i64 %1241, %1242
  store i64 %1243, ptr %33, align 8
  %1244 = load ptr, ptr %30, align 8
  store ptr %1244, ptr %34, align 8
  %1245 = load ptr, ptr %29, align 8
  store ptr %1245, ptr %35, align 8
  %1246 = load ptr, ptr %35, align 8
  %1247 = load i64, ptr %31, align 8
  %1248 = getelementptr inbounds i8, ptr %1246, i64 %1247
  store ptr %1248, ptr %36, align 8
  %1249 = load i32, ptr %32, align 4
  %1250 = icmp eq i32 %1249, 1
  br i1 %1250, label %1251, label %1266

1251:                                             ; preds = %1230
  %1252 = load i64, ptr %33, align 8
  %1253 = icmp slt i64 %1252, 16
  br i1 %1253, label %1254, label %1266

1254:                                             ; preds = %1251
  br label %1255

1255:                                             ; preds = %1255, %1254
  %1256 = load ptr, ptr %35, align 8
  %1257 = load ptr, ptr %34, align 8
  call void @ZSTD_copy8(ptr noundef %1256, ptr noundef %1257)
  %1258 = load ptr, ptr %35, align 8
  %1259 = getelementptr inbounds i8, ptr %1258, i64 8
  store ptr %1259, ptr %35, align 8
  %1260 = load ptr, ptr %34, align 8
  %1261 = getelementptr inbounds i8, ptr %1260, i64 8
  store ptr %1261, ptr %34, align 8
  %1262 = load ptr, ptr %35, align 8
  %1263 = load ptr, ptr %36, align 8
  %1264 = icmp ult ptr %1262, %1263
  br i1 %1264, label %1255, label %1265, !llvm.loop !11

1265:                                             ; preds = %1255
  br label %1294

1266:                                             ; preds = %1251, %1230
  %1267 = load ptr, ptr %35, align 8
  %1268 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1267, ptr noundef %1268)
  %1269 = load i64, ptr %31, align 8
  %1270 = icmp sge i64 16, %1269
  br i1 %1270, label %1271, label %1272

1271:                                             ; preds = %1266
  br label %1294

1272:                                             ; preds = %1266
  %1273 = load ptr, ptr %35, align 8
  %1274 = getelementptr inbounds i8, ptr %1273, i64 16
  store ptr %1274, ptr %35, align 8
  %1275 = load ptr, ptr %34, align 8
  %1276 = getelementptr inbounds i8, ptr %1275, i64 16
  store ptr %1276, ptr %34, align 8
  br label %1277

1277:                                             ; preds = %1277, %1272
  %1278 = load ptr, ptr %35, align 8
  %1279 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1278, ptr noundef %1279)
  %1280 = load ptr, ptr %35, align 8
  %1281 = getelementptr inbounds i8, ptr %1280, i64 16
  store ptr %1281, ptr %35, align 8
  %1282 = load ptr, ptr %34, align 8
  %1283 = getelementptr inbounds i8, ptr %1282, i64 16
  store ptr %1283, ptr %34, align 8
  %1284 = load ptr, ptr %35, align 8
  %1285 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %1284, ptr noundef %1285)
  %1286 = load ptr, ptr %35, align 8
  %1287 = getelementptr inbounds i8, ptr %1286, i64 16
  store ptr %1287, ptr %35, align 8
  %1288 = load ptr, ptr %34, align 8
  %1289 = getelementptr inbounds i8, ptr %1288, i64 16
  store ptr %1289, ptr %34, align 8
  %1290 = load ptr, ptr %35, align 8
  %1291 = load ptr, ptr %36, align 8
  %1292 = icmp ult ptr %1290, %1291
  br i1 %1292, label %1277, label %1293, !llvm.loop !12

1293:                                             ; preds = %1277
  br label %1294

1294:                                             ; preds = %1293, %1271, %1265
  br label %1295

1295:                                             ; preds = %1294, %1223
  br label %1303

1296:                                             ; preds = %1201
  %1297 = load ptr, ptr %53, align 8
  %1298 = getelementptr inbounds %struct.SeqStore_t, ptr %1297, i32 0, i32 3
  %1299 = load ptr, ptr %1298, align 8
  %1300 = load ptr, ptr %55, align 8
  %1301 = load ptr, ptr %60, align 8
  %1302 = load ptr, ptr %59, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1299, ptr noundef %1300, ptr noundef %1301, ptr noundef %1302)
  br label %1303

1303:                                             ; preds = %1296, %1295
  %1304 = load i64, ptr %54, align 8
  %1305 = load ptr, ptr %53, align 8
  %1306 = getelementptr inbounds %struct.SeqStore_t, ptr %1305, i32 0, i32 3
  %1307 = load ptr, ptr %1306, align 8
  %1308 = getelementptr inbounds i8, ptr %1307, i64 %1304
  store ptr %1308, ptr %1306, align 8
  %1309 = load ptr, ptr %53, align 8
  %1310 = load i64, ptr %54, align 8
  %1311 = load i32, ptr %57, align 4
  %1312 = load i64, ptr %58, align 8
  store ptr %1309, ptr %11, align 8
  store i64 %1310, ptr %12, align 8
  store i32 %1311, ptr %13, align 4
  store i64 %1312, ptr %14, align 8
  %1313 = load i64, ptr %12, align 8
  %1314 = icmp ugt i64 %1313, 65535
  %1315 = zext i1 %1314 to i32
  %1316 = sext i32 %1315 to i64
  br i1 %1314, label %1317, label %1332

1317:                                             ; preds = %1303
  %1318 = load ptr, ptr %11, align 8
  %1319 = getelementptr inbounds %struct.SeqStore_t, ptr %1318, i32 0, i32 9
  store i32 1, ptr %1319, align 8
  %1320 = load ptr, ptr %11, align 8
  %1321 = getelementptr inbounds %struct.SeqStore_t, ptr %1320, i32 0, i32 1
  %1322 = load ptr, ptr %1321, align 8
  %1323 = load ptr, ptr %11, align 8
  %1324 = load ptr, ptr %1323, align 8
  %1325 = ptrtoint ptr %1322 to i64
  %1326 = ptrtoint ptr %1324 to i64
  %1327 = sub i64 %1325, %1326
  %1328 = sdiv exact i64 %1327, 8
  %1329 = trunc i64 %1328 to i32
  %1330 = load ptr, ptr %11, align 8
  %1331 = getelementptr inbounds %struct.SeqStore_t, ptr %1330, i32 0, i32 10
  store i32 %1329, ptr %1331, align 4
  br label %1332

1332:                                             ; preds = %1317, %1303
  %1333 = load i64, ptr %12, align 8
  %1334 = trunc i64 %1333 to i16
  %1335 = load ptr, ptr %11, align 8
  %1336 = getelementptr inbounds %struct.SeqStore_t, ptr %1335, i32 0, i32 1
  %1337 = load ptr, ptr %1336, align 8
  %1338 = getelementptr inbounds %struct.SeqDef_s, ptr %1337, i32 0, i32 1
  store i16 %1334, ptr %1338, align 4
  %1339 = load i32, ptr %13, align 4
  %1340 = load ptr, ptr %11, align 8
  %1341 = getelementptr inbounds %struct.SeqStore_t, ptr %1340, i32 0, i32 1
  %1342 = load ptr, ptr %1341, align 8
  store i32 %1339, ptr %1342, align 4
  %1343 = load i64, ptr %14, align 8
  %1344 = sub i64 %1343, 3
  store i64 %1344, ptr %15, align 8
  %1345 = load i64, ptr %15, align 8
  %1346 = icmp ugt i64 %1345, 65535
  %1347 = zext i1 %1346 to i32
  %1348 = sext i32 %1347 to i64
  br i1 %1346, label %1349, label %1364

1349:                                             ; preds = %1332
  %1350 = load ptr, ptr %11, align 8
  %1351 = getelementptr inbounds %struct.SeqStore_t, ptr %1350, i32 0, i32 9
  store i32 2, ptr %1351, align 8
  %1352 = load ptr, ptr %11, align 8
  %1353 = getelementptr inbounds %struct.SeqStore_t, ptr %1352, i32 0, i32 1
  %1354 = load ptr, ptr %1353, align 8
  %1355 = load ptr, ptr %11, align 8
  %1356 = load ptr, ptr %1355, align 8
  %1357 = ptrtoint ptr %1354 to i64
  %1358 = ptrtoint ptr %1356 to i64
  %1359 = sub i64 %1357, %1358
  %1360 = sdiv exact i64 %1359, 8
  %1361 = trunc i64 %1360 to i32
  %1362 = load ptr, ptr %11, align 8
  %1363 = getelementptr inbounds %struct.SeqStore_t, ptr %1362, i32 0, i32 10
  store i32 %1361, ptr %1363, align 4
  br label %1364

1364:                                             ; preds = %1349, %1332
  %1365 = load i64, ptr %15, align 8
  %1366 = trunc i64 %1365 to i16
  %1367 = load ptr, ptr %11, align 8
  %1368 = getelementptr inbounds %struct.SeqStore_t, ptr %1367, i32 0, i32 1
  %1369 = load ptr, ptr %1368, align 8
  %1370 = getelementptr inbounds %struct.SeqDef_s, ptr %1369, i32 0, i32 2
  store i16 %1366, ptr %1370, align 2
  %1371 = load ptr, ptr %11, align 8
  %1372 = getelementptr inbounds %struct.SeqStore_t, ptr %1371, i32 0, i32 1
  %1373 = load ptr, ptr %1372, align 8
  %1374 = getelementptr inbounds %struct.SeqDef_s, ptr %1373, i32 1
  store ptr %1374, ptr %1372, align 8
  br label %1375

1375:                                             ; preds = %1364, %723
  %1376 = load i64, ptr %159, align 8
  %1377 = load ptr, ptr %130, align 8
  %1378 = getelementptr inbounds i8, ptr %1377, i64 %1376
  store ptr %1378, ptr %130, align 8
  %1379 = load ptr, ptr %130, align 8
  store ptr %1379, ptr %131, align 8
  %1380 = load ptr, ptr %130, align 8
  %1381 = load ptr, ptr %136, align 8
  %1382 = icmp ule ptr %1380, %1381
  br i1 %1382, label %1383, label %1818

1383:                                             ; preds = %1375
  %1384 = load i32, ptr %169, align 4
  %1385 = add i32 %1384, 2
  store i32 %1385, ptr %188, align 4
  %1386 = load i32, ptr %188, align 4
  %1387 = load ptr, ptr %124, align 8
  %1388 = load ptr, ptr %128, align 8
  %1389 = load i32, ptr %188, align 4
  %1390 = zext i32 %1389 to i64
  %1391 = getelementptr inbounds i8, ptr %1388, i64 %1390
  %1392 = load i32, ptr %125, align 4
  store ptr %1391, ptr %94, align 8
  store i32 %1392, ptr %95, align 4
  store i32 8, ptr %96, align 4
  %1393 = load i32, ptr %96, align 4
  switch i32 %1393, label %1394 [
    i32 4, label %1395
    i32 5, label %1399
    i32 6, label %1403
    i32 7, label %1407
    i32 8, label %1411
  ]

1394:                                             ; preds = %1383
  br label %1395

1395:                                             ; preds = %1394, %1383
  %1396 = load ptr, ptr %94, align 8
  %1397 = load i32, ptr %95, align 4
  %1398 = call i64 @ZSTD_hash4Ptr(ptr noundef %1396, i32 noundef %1397)
  store i64 %1398, ptr %93, align 8
  br label %1415

1399:                                             ; preds = %1383
  %1400 = load ptr, ptr %94, align 8
  %1401 = load i32, ptr %95, align 4
  %1402 = call i64 @ZSTD_hash5Ptr(ptr noundef %1400, i32 noundef %1401)
  store i64 %1402, ptr %93, align 8
  br label %1415

1403:                                             ; preds = %1383
  %1404 = load ptr, ptr %94, align 8
  %1405 = load i32, ptr %95, align 4
  %1406 = call i64 @ZSTD_hash6Ptr(ptr noundef %1404, i32 noundef %1405)
  store i64 %1406, ptr %93, align 8
  br label %1415

1407:                                             ; preds = %1383
  %1408 = load ptr, ptr %94, align 8
  %1409 = load i32, ptr %95, align 4
  %1410 = call i64 @ZSTD_hash7Ptr(ptr noundef %1408, i32 noundef %1409)
  store i64 %1410, ptr %93, align 8
  br label %1415

1411:                                             ; preds = %1383
  %1412 = load ptr, ptr %94, align 8
  %1413 = load i32, ptr %95, align 4
  %1414 = call i64 @ZSTD_hash8Ptr(ptr noundef %1412, i32 noundef %1413)
  store i64 %1414, ptr %93, align 8
  br label %1415

1415:                                             ; preds = %1411, %1407, %1403, %1399, %1395
  %1416 = load i64, ptr %93, align 8
  %1417 = getelementptr inbounds i32, ptr %1387, i64 %1416
  store i32 %1386, ptr %1417, align 4
  %1418 = load ptr, ptr %130, align 8
  %1419 = getelementptr inbounds i8, ptr %1418, i64 -2
  %1420 = load ptr, ptr %128, align 8
  %1421 = ptrtoint ptr %1419 to i64
  %1422 = ptrtoint ptr %1420 to i64
  %1423 = sub i64 %1421, %1422
  %1424 = trunc i64 %1423 to i32
  %1425 = load ptr, ptr %124, align 8
  %1426 = load ptr, ptr %130, align 8
  %1427 = getelementptr inbounds i8, ptr %1426, i64 -2
  %1428 = load i32, ptr %125, align 4
  store ptr %1427, ptr %98, align 8
  store i32 %1428, ptr %99, align 4
  store i32 8, ptr %100, align 4
  %1429 = load i32, ptr %100, align 4
  switch i32 %1429, label %1430 [
    i32 4, label %1431
    i32 5, label %1435
    i32 6, label %1439
    i32 7, label %1443
    i32 8, label %1447
  ]

1430:                                             ; preds = %1415
  br label %1431

1431:                                             ; preds = %1430, %1415
  %1432 = load ptr, ptr %98, align 8
  %1433 = load i32, ptr %99, align 4
  %1434 = call i64 @ZSTD_hash4Ptr(ptr noundef %1432, i32 noundef %1433)
  store i64 %1434, ptr %97, align 8
  br label %1451

1435:                                             ; preds = %1415
  %1436 = load ptr, ptr %98, align 8
  %1437 = load i32, ptr %99, align 4
  %1438 = call i64 @ZSTD_hash5Ptr(ptr noundef %1436, i32 noundef %1437)
  store i64 %1438, ptr %97, align 8
  br label %1451

1439:                                             ; preds = %1415
  %1440 = load ptr, ptr %98, align 8
  %1441 = load i32, ptr %99, align 4
  %1442 = call i64 @ZSTD_hash6Ptr(ptr noundef %1440, i32 noundef %1441)
  store i64 %1442, ptr %97, align 8
  br label %1451

1443:                                             ; preds = %1415
  %1444 = load ptr, ptr %98, align 8
  %1445 = load i32, ptr %99, align 4
  %1446 = call i64 @ZSTD_hash7Ptr(ptr noundef %1444, i32 noundef %1445)
  store i64 %1446, ptr %97, align 8
  br label %1451

1447:                                             ; preds = %1415
  %1448 = load ptr, ptr %98, align 8
  %1449 = load i32, ptr %99, align 4
  %1450 = call i64 @ZSTD_hash8Ptr(ptr noundef %1448, i32 noundef %1449)
  store i64 %1450, ptr %97, align 8
  br label %1451

1451:                                             ; preds = %1447, %1443, %1439, %1435, %1431
  %1452 = load i64, ptr %97, align 8
  %1453 = getelementptr inbounds i32, ptr %1425, i64 %1452
  store i32 %1424, ptr %1453, align 4
  %1454 = load i32, ptr %188, align 4
  %1455 = load ptr, ptr %126, align 8
  %1456 = load ptr, ptr %128, align 8
  %1457 = load i32, ptr %188, align 4
  %1458 = zext i32 %1457 to i64
  %1459 = getelementptr inbounds i8, ptr %1456, i64 %1458
  %1460 = load i32, ptr %127, align 4
  %1461 = load i32, ptr %122, align 4
  store ptr %1459, ptr %102, align 8
  store i32 %1460, ptr %103, align 4
  store i32 %1461, ptr %104, align 4
  %1462 = load i32, ptr %104, align 4
  switch i32 %1462, label %1463 [
    i32 4, label %1464
    i32 5, label %1468
    i32 6, label %1472
    i32 7, label %1476
    i32 8, label %1480
  ]

1463:                                             ; preds = %1451
  br label %1464

1464:                                             ; preds = %1463, %1451
  %1465 = load ptr, ptr %102, align 8
  %1466 = load i32, ptr %103, align 4
  %1467 = call i64 @ZSTD_hash4Ptr(ptr noundef %1465, i32 noundef %1466)
  store i64 %1467, ptr %101, align 8
  br label %1484

1468:                                             ; preds = %1451
  %1469 = load ptr, ptr %102, align 8
  %1470 = load i32, ptr %103, align 4
  %1471 = call i64 @ZSTD_hash5Ptr(ptr noundef %1469, i32 noundef %1470)
  store i64 %1471, ptr %101, align 8
  br label %1484

1472:                                             ; preds = %1451
  %1473 = load ptr, ptr %102, align 8
  %1474 = load i32, ptr %103, align 4
  %1475 = call i64 @ZSTD_hash6Ptr(ptr noundef %1473, i32 noundef %1474)
  store i64 %1475, ptr %101, align 8
  br label %1484

1476:                                             ; preds = %1451
  %1477 = load ptr, ptr %102, align 8
  %1478 = load i32, ptr %103, align 4
  %1479 = call i64 @ZSTD_hash7Ptr(ptr noundef %1477, i32 noundef %1478)
  store i64 %1479, ptr %101, align 8
  br label %1484

1480:                                             ; preds = %1451
  %1481 = load ptr, ptr %102, align 8
  %1482 = load i32, ptr %103, align 4
  %1483 = call i64 @ZSTD_hash8Ptr(ptr noundef %1481, i32 noundef %1482)
  store i64 %1483, ptr %101, align 8
  br label %1484

1484:                                             ; preds = %1480, %1476, %1472, %1468, %1464
  %1485 = load i64, ptr %101, align 8
  %1486 = getelementptr inbounds i32, ptr %1455, i64 %1485
  store i32 %1454, ptr %1486, align 4
  %1487 = load ptr, ptr %130, align 8
  %1488 = getelementptr inbounds i8, ptr %1487, i64 -1
  %1489 = load ptr, ptr %128, align 8
  %1490 = ptrtoint ptr %1488 to i64
  %1491 = ptrtoint ptr %1489 to i64
  %1492 = sub i64 %1490, %1491
  %1493 = trunc i64 %1492 to i32
  %1494 = load ptr, ptr %126, align 8
  %1495 = load ptr, ptr %130, align 8
  %1496 = getelementptr inbounds i8, ptr %1495, i64 -1
  %1497 = load i32, ptr %127, align 4
  %1498 = load i32, ptr %122, align 4
  store ptr %1496, ptr %106, align 8
  store i32 %1497, ptr %107, align 4
  store i32 %1498, ptr %108, align 4
  %1499 = load i32, ptr %108, align 4
  switch i32 %1499, label %1500 [
    i32 4, label %1501
    i32 5, label %1505
    i32 6, label %1509
    i32 7, label %1513
    i32 8, label %1517
  ]

1500:                                             ; preds = %1484
  br label %1501

1501:                                             ; preds = %1500, %1484
  %1502 = load ptr, ptr %106, align 8
  %1503 = load i32, ptr %107, align 4
  %1504 = call i64 @ZSTD_hash4Ptr(ptr noundef %1502, i32 noundef %1503)
  store i64 %1504, ptr %105, align 8
  br label %1521

1505:                                             ; preds = %1484
  %1506 = load ptr, ptr %106, align 8
  %1507 = load i32, ptr %107, align 4
  %1508 = call i64 @ZSTD_hash5Ptr(ptr noundef %1506, i32 noundef %1507)
  store i64 %1508, ptr %105, align 8
  br label %1521

1509:                                             ; preds = %1484
  %1510 = load ptr, ptr %106, align 8
  %1511 = load i32, ptr %107, align 4
  %1512 = call i64 @ZSTD_hash6Ptr(ptr noundef %1510, i32 noundef %1511)
  store i64 %1512, ptr %105, align 8
  br label %1521

1513:                                             ; preds = %1484
  %1514 = load ptr, ptr %106, align 8
  %1515 = load i32, ptr %107, align 4
  %1516 = call i64 @ZSTD_hash7Ptr(ptr noundef %1514, i32 noundef %1515)
  store i64 %1516, ptr %105, align 8
  br label %1521

1517:                                             ; preds = %1484
  %1518 = load ptr, ptr %106, align 8
  %1519 = load i32, ptr %107, align 4
  %1520 = call i64 @ZSTD_hash8Ptr(ptr noundef %1518, i32 noundef %1519)
  store i64 %1520, ptr %105, align 8
  br label %1521

1521:                                             ; preds = %1517, %1513, %1509, %1505, %1501
  %1522 = load i64, ptr %105, align 8
  %1523 = getelementptr inbounds i32, ptr %1494, i64 %1522
  store i32 %1493, ptr %1523, align 4
  br label %1524

1524:                                             ; preds = %1809, %1521
  %1525 = load ptr, ptr %130, align 8
  %1526 = load ptr, ptr %136, align 8
  %1527 = icmp ule ptr %1525, %1526
  br i1 %1527, label %1528, label %1817

1528:                                             ; preds = %1524
  %1529 = load ptr, ptr %130, align 8
  %1530 = load ptr, ptr %128, align 8
  %1531 = ptrtoint ptr %1529 to i64
  %1532 = ptrtoint ptr %1530 to i64
  %1533 = sub i64 %1531, %1532
  %1534 = trunc i64 %1533 to i32
  store i32 %1534, ptr %189, align 4
  %1535 = load i32, ptr %189, align 4
  %1536 = load i32, ptr %138, align 4
  %1537 = sub i32 %1535, %1536
  store i32 %1537, ptr %190, align 4
  %1538 = load i32, ptr %190, align 4
  %1539 = load i32, ptr %133, align 4
  %1540 = icmp ult i32 %1538, %1539
  br i1 %1540, label %1541, label %1550

1541:                                             ; preds = %1528
  %1542 = load ptr, ptr %144, align 8
  %1543 = load i32, ptr %190, align 4
  %1544 = zext i32 %1543 to i64
  %1545 = getelementptr inbounds i8, ptr %1542, i64 %1544
  %1546 = load i32, ptr %147, align 4
  %1547 = zext i32 %1546 to i64
  %1548 = sub i64 0, %1547
  %1549 = getelementptr inbounds i8, ptr %1545, i64 %1548
  br label %1555

1550:                                             ; preds = %1528
  %1551 = load ptr, ptr %128, align 8
  %1552 = load i32, ptr %190, align 4
  %1553 = zext i32 %1552 to i64
  %1554 = getelementptr inbounds i8, ptr %1551, i64 %1553
  br label %1555

1555:                                             ; preds = %1550, %1541
  %1556 = phi ptr [ %1549, %1541 ], [ %1554, %1550 ]
  store ptr %1556, ptr %191, align 8
  %1557 = load i32, ptr %133, align 4
  %1558 = load i32, ptr %190, align 4
  %1559 = call i32 @ZSTD_index_overlap_check(i32 noundef %1557, i32 noundef %1558)
  %1560 = icmp ne i32 %1559, 0
  br i1 %1560, label %1561, label %1816

1561:                                             ; preds = %1555
  %1562 = load ptr, ptr %191, align 8
  %1563 = call i32 @MEM_read32(ptr noundef %1562)
  %1564 = load ptr, ptr %130, align 8
  %1565 = call i32 @MEM_read32(ptr noundef %1564)
  %1566 = icmp eq i32 %1563, %1565
  br i1 %1566, label %1567, label %1816

1567:                                             ; preds = %1561
  %1568 = load i32, ptr %190, align 4
  %1569 = load i32, ptr %133, align 4
  %1570 = icmp ult i32 %1568, %1569
  br i1 %1570, label %1571, label %1573

1571:                                             ; preds = %1567
  %1572 = load ptr, ptr %146, align 8
  br label %1575

1573:                                             ; preds = %1567
  %1574 = load ptr, ptr %135, align 8
  br label %1575

1575:                                             ; preds = %1573, %1571
  %1576 = phi ptr [ %1572, %1571 ], [ %1574, %1573 ]
  store ptr %1576, ptr %192, align 8
  %1577 = load ptr, ptr %130, align 8
  %1578 = getelementptr inbounds i8, ptr %1577, i64 4
  %1579 = load ptr, ptr %191, align 8
  %1580 = getelementptr inbounds i8, ptr %1579, i64 4
  %1581 = load ptr, ptr %135, align 8
  %1582 = load ptr, ptr %192, align 8
  %1583 = load ptr, ptr %134, align 8
  %1584 = call i64 @ZSTD_count_2segments(ptr noundef %1578, ptr noundef %1580, ptr noundef %1581, ptr noundef %1582, ptr noundef %1583)
  %1585 = add i64 %1584, 4
  store i64 %1585, ptr %193, align 8
  %1586 = load i32, ptr %138, align 4
  store i32 %1586, ptr %194, align 4
  %1587 = load i32, ptr %137, align 4
  store i32 %1587, ptr %138, align 4
  %1588 = load i32, ptr %194, align 4
  store i32 %1588, ptr %137, align 4
  %1589 = load ptr, ptr %118, align 8
  %1590 = load ptr, ptr %131, align 8
  %1591 = load ptr, ptr %135, align 8
  %1592 = load i64, ptr %193, align 8
  store ptr %1589, ptr %61, align 8
  store i64 0, ptr %62, align 8
  store ptr %1590, ptr %63, align 8
  store ptr %1591, ptr %64, align 8
  store i32 1, ptr %65, align 4
  store i64 %1592, ptr %66, align 8
  %1593 = load ptr, ptr %64, align 8
  %1594 = getelementptr inbounds i8, ptr %1593, i64 -32
  store ptr %1594, ptr %67, align 8
  %1595 = load ptr, ptr %63, align 8
  %1596 = load i64, ptr %62, align 8
  %1597 = getelementptr inbounds i8, ptr %1595, i64 %1596
  store ptr %1597, ptr %68, align 8
  %1598 = load ptr, ptr %68, align 8
  %1599 = load ptr, ptr %67, align 8
  %1600 = icmp ule ptr %1598, %1599
  br i1 %1600, label %1601, label %1674

1601:                                             ; preds = %1575
  %1602 = load ptr, ptr %61, align 8
  %1603 = getelementptr inbounds %struct.SeqStore_t, ptr %1602, i32 0, i32 3
  %1604 = load ptr, ptr %1603, align 8
  %1605 = load ptr, ptr %63, align 8
  call void @ZSTD_copy16(ptr noundef %1604, ptr noundef %1605)
  %1606 = load i64, ptr %62, align 8
  %1607 = icmp ugt i64 %1606, 16
  br i1 %1607, label %1608, label %1673

1608:                                             ; preds = %1601
  %1609 = load ptr, ptr %61, align 8
  %1610 = getelementptr inbounds %struct.SeqStore_t, ptr %1609, i32 0, i32 3
  %1611 = load ptr, ptr %1610, align 8
  %1612 = getelementptr inbounds i8, ptr %1611, i64 16
  %1613 = load ptr, ptr %63, align 8
  %1614 = getelementptr inbounds i8, ptr %1613, i64 16
  %1615 = load i64, ptr %62, align 8
  %1616 = sub nsw i64 %1615, 16
  store ptr %1612, ptr %21, align 8
  store ptr %1614, ptr %22, align 8
  store i64 %1616, ptr %23, align 8
  store i32 0, ptr %24, align 4
  %1617 = load ptr, ptr %21, align 8
  %1618 = load ptr, ptr %22, align 8
  %1619 = ptrtoint ptr %1617 to i64
  %1620 = ptrtoint ptr %1618 to i64
  %1621 = sub i64 %1619, %1620
  store i64 %1621, ptr %25, align 8
  %1622 = load ptr, ptr %22, align 8
  store ptr %1622, ptr %26, align 8
  %1623 = load ptr, ptr %21, align 8
  store ptr %1623, ptr %27, align 8
  %1624 = load ptr, ptr %27, align 8
  %1625 = load i64, ptr %23, align 8
  %1626 = getelementptr inbounds i8, ptr %1624, i64 %1625
  store ptr %1626, ptr %28, align 8
  %1627 = load i32, ptr %24, align 4
  %1628 = icmp eq i32 %1627, 1
  br i1 %1628, label %1629, label %1644

1629:                                             ; preds = %1608
  %1630 = load i64, ptr %25, align 8
  %1631 = icmp slt i64 %1630, 16
  br i1 %1631, label %1632, label %1644

1632:                                             ; preds = %1629
  br label %1633

1633:                                             ; preds = %1633, %1632
  %1634 = load ptr, ptr %27, align 8
  %1635 = load ptr, ptr %26, align 8
  call void @ZSTD_copy8(ptr noundef %1634, ptr noundef %1635)
  %1636 = load ptr, ptr %27, align 8
  %1637 = getelementptr inbounds i8, ptr %1636, i64 8
  store ptr %1637, ptr %27, align 8
  %1638 = load ptr, ptr %26, align 8
  %1639 = getelementptr inbounds i8, ptr %1638, i64 8
  store ptr %1639, ptr %26, align 8
  %1640 = load ptr, ptr %27, align 8
  %1641 = load ptr, ptr %28, align 8
  %1642 = icmp ult ptr %1640, %1641
  br i1 %1642, label %1633, label %1643, !llvm.loop !11

1643:                                             ; preds = %1633
  br label %1672

1644:                                             ; preds = %1629, %1608
  %1645 = load ptr, ptr %27, align 8
  %1646 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %1645, ptr noundef %1646)
  %1647 = load i64, ptr %23, align 8
  %1648 = icmp sge i64 16, %1647
  br i1 %1648, label %1649, label %1650

1649:                                             ; preds = %1644
  br label %1672

1650:                                             ; preds = %1644
  %1651 = load ptr, ptr %27, align 8
  %1652 = getelementptr inbounds i8, ptr %1651, i64 16
  store ptr %1652, ptr %27, align 8
  %1653 = load ptr, ptr %26, align 8
  %1654 = getelementptr inbounds i8, ptr %1653, i64 16
  store ptr %1654, ptr %26, align 8
  br label %1655

1655:                                             ; preds = %1655, %1650
  %1656 = load ptr, ptr %27, align 8
  %1657 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %1656, ptr noundef %1657)
  %1658 = load ptr, ptr %27, align 8
  %1659 = getelementptr inbounds i8, ptr %1658, i64 16
  store ptr %1659, ptr %27, align 8
  %1660 = load ptr, ptr %26, align 8
  %1661 = getelementptr inbounds i8, ptr %1660, i64 16
  store ptr %1661, ptr %26, align 8
  %1662 = load ptr, ptr %27, align 8
  %1663 = load ptr, ptr %26, align 8
  call void @ZSTD_copy16(ptr noundef %1662, ptr noundef %1663)
  %1664 = load ptr, ptr %27, align 8
  %1665 = getelementptr inbounds i8, ptr %1664, i64 16
  store ptr %1665, ptr %27, align 8
  %1666 = load ptr, ptr %26, align 8
  %1667 = getelementptr inbounds i8, ptr %1666, i64 16
  store ptr %1667, ptr %26, align 8
  %1668 = load ptr, ptr %27, align 8
  %1669 = load ptr, ptr %28, align 8
  %1670 = icmp ult ptr %1668, %1669
  br i1 %1670, label %1655, label %1671, !llvm.loop !12

1671:                                             ; preds = %1655
  br label %1672

1672:                                             ; preds = %1671, %1649, %1643
  br label %1673

1673:                                             ; preds = %1672, %1601
  br label %1681

1674:                                             ; preds = %1575
  %1675 = load ptr, ptr %61, align 8
  %1676 = getelementptr inbounds %struct.SeqStore_t, ptr %1675, i32 0, i32 3
  %1677 = load ptr, ptr %1676, align 8
  %1678 = load ptr, ptr %63, align 8
  %1679 = load ptr, ptr %68, align 8
  %1680 = load ptr, ptr %67, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1677, ptr noundef %1678, ptr noundef %1679, ptr noundef %1680)
  br label %1681

1681:                                             ; preds = %1674, %1673
  %1682 = load i64, ptr %62, align 8
  %1683 = load ptr, ptr %61, align 8
  %1684 = getelementptr inbounds %struct.SeqStore_t, ptr %1683, i32 0, i32 3
  %1685 = load ptr, ptr %1684, align 8
  %1686 = getelementptr inbounds i8, ptr %1685, i64 %1682
  store ptr %1686, ptr %1684, align 8
  %1687 = load ptr, ptr %61, align 8
  %1688 = load i64, ptr %62, align 8
  %1689 = load i32, ptr %65, align 4
  %1690 = load i64, ptr %66, align 8
  store ptr %1687, ptr %6, align 8
  store i64 %1688, ptr %7, align 8
  store i32 %1689, ptr %8, align 4
  store i64 %1690, ptr %9, align 8
  %1691 = load i64, ptr %7, align 8
  %1692 = icmp ugt i64 %1691, 65535
  %1693 = zext i1 %1692 to i32
  %1694 = sext i32 %1693 to i64
  br i1 %1692, label %1695, label %1710

1695:                                             ; preds = %1681
  %1696 = load ptr, ptr %6, align 8
  %1697 = getelementptr inbounds %struct.SeqStore_t, ptr %1696, i32 0, i32 9
  store i32 1, ptr %1697, align 8
  %1698 = load ptr, ptr %6, align 8
  %1699 = getelementptr inbounds %struct.SeqStore_t, ptr %1698, i32 0, i32 1
  %1700 = load ptr, ptr %1699, align 8
  %1701 = load ptr, ptr %6, align 8
  %1702 = load ptr, ptr %1701, align 8
  %1703 = ptrtoint ptr %1700 to i64
  %1704 = ptrtoint ptr %1702 to i64
  %1705 = sub i64 %1703, %1704
  %1706 = sdiv exact i64 %1705, 8
  %1707 = trunc i64 %1706 to i32
  %1708 = load ptr, ptr %6, align 8
  %1709 = getelementptr inbounds %struct.SeqStore_t, ptr %1708, i32 0, i32 10
  store i32 %1707, ptr %1709, align 4
  br label %1710

1710:                                             ; preds = %1695, %1681
  %1711 = load i64, ptr %7, align 8
  %1712 = trunc i64 %1711 to i16
  %1713 = load ptr, ptr %6, align 8
  %1714 = getelementptr inbounds %struct.SeqStore_t, ptr %1713, i32 0, i32 1
  %1715 = load ptr, ptr %1714, align 8
  %1716 = getelementptr inbounds %struct.SeqDef_s, ptr %1715, i32 0, i32 1
  store i16 %1712, ptr %1716, align 4
  %1717 = load i32, ptr %8, align 4
  %1718 = load ptr, ptr %6, align 8
  %1719 = getelementptr inbounds %struct.SeqStore_t, ptr %1718, i32 0, i32 1
  %1720 = load ptr, ptr %1719, align 8
  store i32 %1717, ptr %1720, align 4
  %1721 = load i64, ptr %9, align 8
  %1722 = sub i64 %1721, 3
  store i64 %1722, ptr %10, align 8
  %1723 = load i64, ptr %10, align 8
  %1724 = icmp ugt i64 %1723, 65535
  %1725 = zext i1 %1724 to i32
  %1726 = sext i32 %1725 to i64
  br i1 %1724, label %1727, label %1742

1727:                                             ; preds = %1710
  %1728 = load ptr, ptr %6, align 8
  %1729 = getelementptr inbounds %struct.SeqStore_t, ptr %1728, i32 0, i32 9
  store i32 2, ptr %1729, align 8
  %1730 = load ptr, ptr %6, align 8
  %1731 = getelementptr inbounds %struct.SeqStore_t, ptr %1730, i32 0, i32 1
  %1732 = load ptr, ptr %1731, align 8
  %1733 = load ptr, ptr %6, align 8
  %1734 = load ptr, ptr %1733, align 8
  %1735 = ptrtoint ptr %1732 to i64
  %1736 = ptrtoint ptr %1734 to i64
  %1737 = sub i64 %1735, %1736
  %1738 = sdiv exact i64 %1737, 8
  %1739 = trunc i64 %1738 to i32
  %1740 = load ptr, ptr %6, align 8
  %1741 = getelementptr inbounds %struct.SeqStore_t, ptr %1740, i32 0, i32 10
  store i32 %1739, ptr %1741, align 4
  br label %1742

1742:                                             ; preds = %1727, %1710
  %1743 = load i64, ptr %10, align 8
  %1744 = trunc i64 %1743 to i16
  %1745 = load ptr, ptr %6, align 8
  %1746 = getelementptr inbounds %struct.SeqStore_t, ptr %1745, i32 0, i32 1
  %1747 = load ptr, ptr %1746, align 8
  %1748 = getelementptr inbounds %struct.SeqDef_s, ptr %1747, i32 0, i32 2
  store i16 %1744, ptr %1748, align 2
  %1749 = load ptr, ptr %6, align 8
  %1750 = getelementptr inbounds %struct.SeqStore_t, ptr %1749, i32 0, i32 1
  %1751 = load ptr, ptr %1750, align 8
  %1752 = getelementptr inbounds %struct.SeqDef_s, ptr %1751, i32 1
  store ptr %1752, ptr %1750, align 8
  %1753 = load i32, ptr %189, align 4
  %1754 = load ptr, ptr %126, align 8
  %1755 = load ptr, ptr %130, align 8
  %1756 = load i32, ptr %127, align 4
  %1757 = load i32, ptr %122, align 4
  store ptr %1755, ptr %110, align 8
  store i32 %1756, ptr %111, align 4
  store i32 %1757, ptr %112, align 4
  %1758 = load i32, ptr %112, align 4
  switch i32 %1758, label %1759 [
    i32 4, label %1760
    i32 5, label %1764
    i32 6, label %1768
    i32 7, label %1772
    i32 8, label %1776
  ]

1759:                                             ; preds = %1742
  br label %1760

1760:                                             ; preds = %1759, %1742
  %1761 = load ptr, ptr %110, align 8
  %1762 = load i32, ptr %111, align 4
  %1763 = call i64 @ZSTD_hash4Ptr(ptr noundef %1761, i32 noundef %1762)
  store i64 %1763, ptr %109, align 8
  br label %1780

1764:                                             ; preds = %1742
  %1765 = load ptr, ptr %110, align 8
  %1766 = load i32, ptr %111, align 4
  %1767 = call i64 @ZSTD_hash5Ptr(ptr noundef %1765, i32 noundef %1766)
  store i64 %1767, ptr %109, align 8
  br label %1780

1768:                                             ; preds = %1742
  %1769 = load ptr, ptr %110, align 8
  %1770 = load i32, ptr %111, align 4
  %1771 = call i64 @ZSTD_hash6Ptr(ptr noundef %1769, i32 noundef %1770)
  store i64 %1771, ptr %109, align 8
  br label %1780

1772:                                             ; preds = %1742
  %1773 = load ptr, ptr %110, align 8
  %1774 = load i32, ptr %111, align 4
  %1775 = call i64 @ZSTD_hash7Ptr(ptr noundef %1773, i32 noundef %1774)
  store i64 %1775, ptr %109, align 8
  br label %1780

1776:                                             ; preds = %1742
  %1777 = load ptr, ptr %110, align 8
  %1778 = load i32, ptr %111, align 4
  %1779 = call i64 @ZSTD_hash8Ptr(ptr noundef %1777, i32 noundef %1778)
  store i64 %1779, ptr %109, align 8
  br label %1780

1780:                                             ; preds = %1776, %1772, %1768, %1764, %1760
  %1781 = load i64, ptr %109, align 8
  %1782 = getelementptr inbounds i32, ptr %1754, i64 %1781
  store i32 %1753, ptr %1782, align 4
  %1783 = load i32, ptr %189, align 4
  %1784 = load ptr, ptr %124, align 8
  %1785 = load ptr, ptr %130, align 8
  %1786 = load i32, ptr %125, align 4
  store ptr %1785, ptr %114, align 8
  store i32 %1786, ptr %115, align 4
  store i32 8, ptr %116, align 4
  %1787 = load i32, ptr %116, align 4
  switch i32 %1787, label %1788 [
    i32 4, label %1789
    i32 5, label %1793
    i32 6, label %1797
    i32 7, label %1801
    i32 8, label %1805
  ]

1788:                                             ; preds = %1780
  br label %1789

1789:                                             ; preds = %1788, %1780
  %1790 = load ptr, ptr %114, align 8
  %1791 = load i32, ptr %115, align 4
  %1792 = call i64 @ZSTD_hash4Ptr(ptr noundef %1790, i32 noundef %1791)
  store i64 %1792, ptr %113, align 8
  br label %1809

1793:                                             ; preds = %1780
  %1794 = load ptr, ptr %114, align 8
  %1795 = load i32, ptr %115, align 4
  %1796 = call i64 @ZSTD_hash5Ptr(ptr noundef %1794, i32 noundef %1795)
  store i64 %1796, ptr %113, align 8
  br label %1809

1797:                                             ; preds = %1780
  %1798 = load ptr, ptr %114, align 8
  %1799 = load i32, ptr %115, align 4
  %1800 = call i64 @ZSTD_hash6Ptr(ptr noundef %1798, i32 noundef %1799)
  store i64 %1800, ptr %113, align 8
  br label %1809

1801:                                             ; preds = %1780
  %1802 = load ptr, ptr %114, align 8
  %1803 = load i32, ptr %115, align 4
  %1804 = call i64 @ZSTD_hash7Ptr(ptr noundef %1802, i32 noundef %1803)
  store i64 %1804, ptr %113, align 8
  br label %1809

1805:                                             ; preds = %1780
  %1806 = load ptr, ptr %114, align 8
  %1807 = load i32, ptr %115, align 4
  %1808 = call i64 @ZSTD_hash8Ptr(ptr noundef %1806, i32 noundef %1807)
  store i64 %1808, ptr %113, align 8
  br label %1809

1809:                                             ; preds = %1805, %1801, %1797, %1793, %1789
  %1810 = load i64, ptr %113, align 8
  %1811 = getelementptr inbounds i32, ptr %1784, i64 %1810
  store i32 %1783, ptr %1811, align 4
  %1812 = load i64, ptr %193, align 8
  %1813 = load ptr, ptr %130, align 8
  %1814 = getelementptr inbounds i8, ptr %1813, i64 %1812
  store ptr %1814, ptr %130, align 8
  %1815 = load ptr, ptr %130, align 8
  store ptr %1815, ptr %131, align 8
  br label %1524, !llvm.loop !26

1816:                                             ; preds = %1561, %1555
  br label %1817

1817:                                             ; preds = %1816, %1524
  br label %1818

1818:                                             ; preds = %1817, %1375
  br label %353, !llvm.loop !21

1819:                                             ; preds = %353
  %1820 = load i32, ptr %137, align 4
  %1821 = load ptr, ptr %119, align 8
  store i32 %1820, ptr %1821, align 4
  %1822 = load i32, ptr %138, align 4
  %1823 = load ptr, ptr %119, align 8
  %1824 = getelementptr inbounds i32, ptr %1823, i64 1
  store i32 %1822, ptr %1824, align 4
  %1825 = load ptr, ptr %135, align 8
  %1826 = load ptr, ptr %131, align 8
  %1827 = ptrtoint ptr %1825 to i64
  %1828 = ptrtoint ptr %1826 to i64
  %1829 = sub i64 %1827, %1828
  ret i64 %1829
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
  %90 = call zeroext i16 @MEM_read16(ptr noundef %89)
  %91 = zext i16 %90 to i32
  %92 = load ptr, ptr %5, align 8
  %93 = call zeroext i16 @MEM_read16(ptr noundef %92)
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
  %9 = load ptr, ptr %7, align 8
  %10 = load i32, ptr %5, align 4
  %11 = load i32, ptr %6, align 4
  %12 = load ptr, ptr %8, align 8
  %13 = call ptr asm "cmp $1, $2\0Acmova $3, $0\0A", "=r,r,r,r,0,~{dirflag},~{fpsr},~{flags}"(i32 %10, i32 %11, ptr %12, ptr %9) #5, !srcloc !28
  store ptr %13, ptr %7, align 8
  %14 = load ptr, ptr %7, align 8
  ret ptr %14
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
define internal zeroext i16 @MEM_read16(ptr noundef %0) #0 {
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
  %4 = call i64 @llvm.cttz.i64(i64 %3, i1 true)
  %5 = trunc i64 %4 to i32
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_countTrailingZeros32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @llvm.cttz.i32(i32 %3, i1 true)
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_countLeadingZeros64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 @llvm.ctlz.i64(i64 %3, i1 true)
  %5 = trunc i64 %4 to i32
  ret i32 %5
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
declare i64 @llvm.cttz.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_copy16(ptr noundef %0, ptr noundef %1) #4 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca <2 x i64>, align 16
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  %8 = load ptr, ptr %6, align 8
  %9 = load ptr, ptr %7, align 8
  store ptr %9, ptr %3, align 8
  %10 = load ptr, ptr %3, align 8
  %11 = load <2 x i64>, ptr %10, align 1
  store ptr %8, ptr %4, align 8
  store <2 x i64> %11, ptr %5, align 16
  %12 = load <2 x i64>, ptr %5, align 16
  %13 = load ptr, ptr %4, align 8
  store <2 x i64> %12, ptr %13, align 1
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
  br label %93, !llvm.loop !29

103:                                              ; preds = %93
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_copy8(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 %6, i64 8, i1 false)
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
  br label %651, !llvm.loop !30

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
  br label %959, !llvm.loop !31

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
  br label %1021, !llvm.loop !32

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
  br label %278, !llvm.loop !33

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
  br label %1387, !llvm.loop !34

1682:                                             ; preds = %1427, %1414
  br label %1683

1683:                                             ; preds = %1682, %1387
  br label %1684

1684:                                             ; preds = %1683, %1238
  br label %278, !llvm.loop !33

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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #4 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind memory(none) }

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
!28 = !{i64 79261, i64 79285}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
!31 = distinct !{!31, !7}
!32 = distinct !{!32, !7}
!33 = distinct !{!33, !7}
!34 = distinct !{!34, !7}
