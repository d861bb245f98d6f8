; ModuleID = 'src/zstd/lib/compress/zstd_fast.c'
source_filename = "src/zstd/lib/compress/zstd_fast.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.ZSTD_MatchState_t = type { %struct.ZSTD_window_t, i32, i32, i32, i32, ptr, [8 x i32], i64, i32, ptr, ptr, ptr, i32, i32, %struct.optState_t, ptr, %struct.ZSTD_compressionParameters, ptr, i32, i32 }
%struct.ZSTD_window_t = type { ptr, ptr, ptr, i32, i32, i32 }
%struct.optState_t = type { ptr, ptr, ptr, ptr, ptr, ptr, i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr, i32 }
%struct.ZSTD_compressionParameters = type { i32, i32, i32, i32, i32, i32, i32 }
%struct.SeqStore_t = type { ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i32, i32 }
%struct.SeqDef_s = type { i32, i16, i16 }

@ZSTD_match4Found_cmov.dummy = internal constant [4 x i8] c"\124Vx", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @ZSTD_fillHashTable(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
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
  call void @ZSTD_fillHashTableForCDict(ptr noundef %12, ptr noundef %13, i32 noundef %14)
  br label %19

15:                                               ; preds = %4
  %16 = load ptr, ptr %5, align 8
  %17 = load ptr, ptr %6, align 8
  %18 = load i32, ptr %7, align 4
  call void @ZSTD_fillHashTableForCCtx(ptr noundef %16, ptr noundef %17, i32 noundef %18)
  br label %19

19:                                               ; preds = %15, %11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_fillHashTableForCDict(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
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
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  %25 = alloca i32, align 4
  %26 = alloca i64, align 8
  store ptr %0, ptr %12, align 8
  store ptr %1, ptr %13, align 8
  store i32 %2, ptr %14, align 4
  %27 = load ptr, ptr %12, align 8
  %28 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %27, i32 0, i32 16
  store ptr %28, ptr %15, align 8
  %29 = load ptr, ptr %12, align 8
  %30 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %29, i32 0, i32 9
  %31 = load ptr, ptr %30, align 8
  store ptr %31, ptr %16, align 8
  %32 = load ptr, ptr %15, align 8
  %33 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %32, i32 0, i32 2
  %34 = load i32, ptr %33, align 4
  %35 = add i32 %34, 8
  store i32 %35, ptr %17, align 4
  %36 = load ptr, ptr %15, align 8
  %37 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %36, i32 0, i32 4
  %38 = load i32, ptr %37, align 4
  store i32 %38, ptr %18, align 4
  %39 = load ptr, ptr %12, align 8
  %40 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %39, i32 0, i32 0
  %41 = getelementptr inbounds %struct.ZSTD_window_t, ptr %40, i32 0, i32 1
  %42 = load ptr, ptr %41, align 8
  store ptr %42, ptr %19, align 8
  %43 = load ptr, ptr %19, align 8
  %44 = load ptr, ptr %12, align 8
  %45 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %44, i32 0, i32 2
  %46 = load i32, ptr %45, align 4
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds i8, ptr %43, i64 %47
  store ptr %48, ptr %20, align 8
  %49 = load ptr, ptr %13, align 8
  %50 = getelementptr inbounds i8, ptr %49, i64 -8
  store ptr %50, ptr %21, align 8
  store i32 3, ptr %22, align 4
  br label %51

51:                                               ; preds = %149, %3
  %52 = load ptr, ptr %20, align 8
  %53 = getelementptr inbounds i8, ptr %52, i64 3
  %54 = load ptr, ptr %21, align 8
  %55 = getelementptr inbounds i8, ptr %54, i64 2
  %56 = icmp ult ptr %53, %55
  br i1 %56, label %57, label %152

57:                                               ; preds = %51
  %58 = load ptr, ptr %20, align 8
  %59 = load ptr, ptr %19, align 8
  %60 = ptrtoint ptr %58 to i64
  %61 = ptrtoint ptr %59 to i64
  %62 = sub i64 %60, %61
  %63 = trunc i64 %62 to i32
  store i32 %63, ptr %23, align 4
  %64 = load ptr, ptr %20, align 8
  %65 = load i32, ptr %17, align 4
  %66 = load i32, ptr %18, align 4
  store ptr %64, ptr %5, align 8
  store i32 %65, ptr %6, align 4
  store i32 %66, ptr %7, align 4
  %67 = load i32, ptr %7, align 4
  switch i32 %67, label %68 [
    i32 4, label %69
    i32 5, label %73
    i32 6, label %77
    i32 7, label %81
    i32 8, label %85
  ]

68:                                               ; preds = %57
  br label %69

69:                                               ; preds = %68, %57
  %70 = load ptr, ptr %5, align 8
  %71 = load i32, ptr %6, align 4
  %72 = call i64 @ZSTD_hash4Ptr(ptr noundef %70, i32 noundef %71)
  store i64 %72, ptr %4, align 8
  br label %89

73:                                               ; preds = %57
  %74 = load ptr, ptr %5, align 8
  %75 = load i32, ptr %6, align 4
  %76 = call i64 @ZSTD_hash5Ptr(ptr noundef %74, i32 noundef %75)
  store i64 %76, ptr %4, align 8
  br label %89

77:                                               ; preds = %57
  %78 = load ptr, ptr %5, align 8
  %79 = load i32, ptr %6, align 4
  %80 = call i64 @ZSTD_hash6Ptr(ptr noundef %78, i32 noundef %79)
  store i64 %80, ptr %4, align 8
  br label %89

81:                                               ; preds = %57
  %82 = load ptr, ptr %5, align 8
  %83 = load i32, ptr %6, align 4
  %84 = call i64 @ZSTD_hash7Ptr(ptr noundef %82, i32 noundef %83)
  store i64 %84, ptr %4, align 8
  br label %89

85:                                               ; preds = %57
  %86 = load ptr, ptr %5, align 8
  %87 = load i32, ptr %6, align 4
  %88 = call i64 @ZSTD_hash8Ptr(ptr noundef %86, i32 noundef %87)
  store i64 %88, ptr %4, align 8
  br label %89

89:                                               ; preds = %69, %73, %77, %81, %85
  %90 = load i64, ptr %4, align 8
  store i64 %90, ptr %24, align 8
  %91 = load ptr, ptr %16, align 8
  %92 = load i64, ptr %24, align 8
  %93 = load i32, ptr %23, align 4
  call void @ZSTD_writeTaggedIndex(ptr noundef %91, i64 noundef %92, i32 noundef %93)
  %94 = load i32, ptr %14, align 4
  %95 = icmp eq i32 %94, 0
  br i1 %95, label %96, label %97

96:                                               ; preds = %89
  br label %149

97:                                               ; preds = %89
  store i32 1, ptr %25, align 4
  br label %98

98:                                               ; preds = %145, %97
  %99 = load i32, ptr %25, align 4
  %100 = icmp ult i32 %99, 3
  br i1 %100, label %101, label %148

101:                                              ; preds = %98
  %102 = load ptr, ptr %20, align 8
  %103 = load i32, ptr %25, align 4
  %104 = zext i32 %103 to i64
  %105 = getelementptr inbounds i8, ptr %102, i64 %104
  %106 = load i32, ptr %17, align 4
  %107 = load i32, ptr %18, align 4
  store ptr %105, ptr %9, align 8
  store i32 %106, ptr %10, align 4
  store i32 %107, ptr %11, align 4
  %108 = load i32, ptr %11, align 4
  switch i32 %108, label %109 [
    i32 4, label %110
    i32 5, label %114
    i32 6, label %118
    i32 7, label %122
    i32 8, label %126
  ]

109:                                              ; preds = %101
  br label %110

110:                                              ; preds = %109, %101
  %111 = load ptr, ptr %9, align 8
  %112 = load i32, ptr %10, align 4
  %113 = call i64 @ZSTD_hash4Ptr(ptr noundef %111, i32 noundef %112)
  store i64 %113, ptr %8, align 8
  br label %130

114:                                              ; preds = %101
  %115 = load ptr, ptr %9, align 8
  %116 = load i32, ptr %10, align 4
  %117 = call i64 @ZSTD_hash5Ptr(ptr noundef %115, i32 noundef %116)
  store i64 %117, ptr %8, align 8
  br label %130

118:                                              ; preds = %101
  %119 = load ptr, ptr %9, align 8
  %120 = load i32, ptr %10, align 4
  %121 = call i64 @ZSTD_hash6Ptr(ptr noundef %119, i32 noundef %120)
  store i64 %121, ptr %8, align 8
  br label %130

122:                                              ; preds = %101
  %123 = load ptr, ptr %9, align 8
  %124 = load i32, ptr %10, align 4
  %125 = call i64 @ZSTD_hash7Ptr(ptr noundef %123, i32 noundef %124)
  store i64 %125, ptr %8, align 8
  br label %130

126:                                              ; preds = %101
  %127 = load ptr, ptr %9, align 8
  %128 = load i32, ptr %10, align 4
  %129 = call i64 @ZSTD_hash8Ptr(ptr noundef %127, i32 noundef %128)
  store i64 %129, ptr %8, align 8
  br label %130

130:                                              ; preds = %110, %114, %118, %122, %126
  %131 = load i64, ptr %8, align 8
  store i64 %131, ptr %26, align 8
  %132 = load ptr, ptr %16, align 8
  %133 = load i64, ptr %26, align 8
  %134 = lshr i64 %133, 8
  %135 = getelementptr inbounds i32, ptr %132, i64 %134
  %136 = load i32, ptr %135, align 4
  %137 = icmp eq i32 %136, 0
  br i1 %137, label %138, label %144

138:                                              ; preds = %130
  %139 = load ptr, ptr %16, align 8
  %140 = load i64, ptr %26, align 8
  %141 = load i32, ptr %23, align 4
  %142 = load i32, ptr %25, align 4
  %143 = add i32 %141, %142
  call void @ZSTD_writeTaggedIndex(ptr noundef %139, i64 noundef %140, i32 noundef %143)
  br label %144

144:                                              ; preds = %138, %130
  br label %145

145:                                              ; preds = %144
  %146 = load i32, ptr %25, align 4
  %147 = add i32 %146, 1
  store i32 %147, ptr %25, align 4
  br label %98, !llvm.loop !6

148:                                              ; preds = %98
  br label %149

149:                                              ; preds = %148, %96
  %150 = load ptr, ptr %20, align 8
  %151 = getelementptr inbounds i8, ptr %150, i64 3
  store ptr %151, ptr %20, align 8
  br label %51, !llvm.loop !8

152:                                              ; preds = %51
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_fillHashTableForCCtx(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
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
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  %25 = alloca i32, align 4
  %26 = alloca i64, align 8
  store ptr %0, ptr %12, align 8
  store ptr %1, ptr %13, align 8
  store i32 %2, ptr %14, align 4
  %27 = load ptr, ptr %12, align 8
  %28 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %27, i32 0, i32 16
  store ptr %28, ptr %15, align 8
  %29 = load ptr, ptr %12, align 8
  %30 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %29, i32 0, i32 9
  %31 = load ptr, ptr %30, align 8
  store ptr %31, ptr %16, align 8
  %32 = load ptr, ptr %15, align 8
  %33 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %32, i32 0, i32 2
  %34 = load i32, ptr %33, align 4
  store i32 %34, ptr %17, align 4
  %35 = load ptr, ptr %15, align 8
  %36 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %35, i32 0, i32 4
  %37 = load i32, ptr %36, align 4
  store i32 %37, ptr %18, align 4
  %38 = load ptr, ptr %12, align 8
  %39 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %38, i32 0, i32 0
  %40 = getelementptr inbounds %struct.ZSTD_window_t, ptr %39, i32 0, i32 1
  %41 = load ptr, ptr %40, align 8
  store ptr %41, ptr %19, align 8
  %42 = load ptr, ptr %19, align 8
  %43 = load ptr, ptr %12, align 8
  %44 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %43, i32 0, i32 2
  %45 = load i32, ptr %44, align 4
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds i8, ptr %42, i64 %46
  store ptr %47, ptr %20, align 8
  %48 = load ptr, ptr %13, align 8
  %49 = getelementptr inbounds i8, ptr %48, i64 -8
  store ptr %49, ptr %21, align 8
  store i32 3, ptr %22, align 4
  br label %50

50:                                               ; preds = %149, %3
  %51 = load ptr, ptr %20, align 8
  %52 = getelementptr inbounds i8, ptr %51, i64 3
  %53 = load ptr, ptr %21, align 8
  %54 = getelementptr inbounds i8, ptr %53, i64 2
  %55 = icmp ult ptr %52, %54
  br i1 %55, label %56, label %152

56:                                               ; preds = %50
  %57 = load ptr, ptr %20, align 8
  %58 = load ptr, ptr %19, align 8
  %59 = ptrtoint ptr %57 to i64
  %60 = ptrtoint ptr %58 to i64
  %61 = sub i64 %59, %60
  %62 = trunc i64 %61 to i32
  store i32 %62, ptr %23, align 4
  %63 = load ptr, ptr %20, align 8
  %64 = load i32, ptr %17, align 4
  %65 = load i32, ptr %18, align 4
  store ptr %63, ptr %5, align 8
  store i32 %64, ptr %6, align 4
  store i32 %65, ptr %7, align 4
  %66 = load i32, ptr %7, align 4
  switch i32 %66, label %67 [
    i32 4, label %68
    i32 5, label %72
    i32 6, label %76
    i32 7, label %80
    i32 8, label %84
  ]

67:                                               ; preds = %56
  br label %68

68:                                               ; preds = %67, %56
  %69 = load ptr, ptr %5, align 8
  %70 = load i32, ptr %6, align 4
  %71 = call i64 @ZSTD_hash4Ptr(ptr noundef %69, i32 noundef %70)
  store i64 %71, ptr %4, align 8
  br label %88

72:                                               ; preds = %56
  %73 = load ptr, ptr %5, align 8
  %74 = load i32, ptr %6, align 4
  %75 = call i64 @ZSTD_hash5Ptr(ptr noundef %73, i32 noundef %74)
  store i64 %75, ptr %4, align 8
  br label %88

76:                                               ; preds = %56
  %77 = load ptr, ptr %5, align 8
  %78 = load i32, ptr %6, align 4
  %79 = call i64 @ZSTD_hash6Ptr(ptr noundef %77, i32 noundef %78)
  store i64 %79, ptr %4, align 8
  br label %88

80:                                               ; preds = %56
  %81 = load ptr, ptr %5, align 8
  %82 = load i32, ptr %6, align 4
  %83 = call i64 @ZSTD_hash7Ptr(ptr noundef %81, i32 noundef %82)
  store i64 %83, ptr %4, align 8
  br label %88

84:                                               ; preds = %56
  %85 = load ptr, ptr %5, align 8
  %86 = load i32, ptr %6, align 4
  %87 = call i64 @ZSTD_hash8Ptr(ptr noundef %85, i32 noundef %86)
  store i64 %87, ptr %4, align 8
  br label %88

88:                                               ; preds = %68, %72, %76, %80, %84
  %89 = load i64, ptr %4, align 8
  store i64 %89, ptr %24, align 8
  %90 = load i32, ptr %23, align 4
  %91 = load ptr, ptr %16, align 8
  %92 = load i64, ptr %24, align 8
  %93 = getelementptr inbounds i32, ptr %91, i64 %92
  store i32 %90, ptr %93, align 4
  %94 = load i32, ptr %14, align 4
  %95 = icmp eq i32 %94, 0
  br i1 %95, label %96, label %97

96:                                               ; preds = %88
  br label %149

97:                                               ; preds = %88
  store i32 1, ptr %25, align 4
  br label %98

98:                                               ; preds = %145, %97
  %99 = load i32, ptr %25, align 4
  %100 = icmp ult i32 %99, 3
  br i1 %100, label %101, label %148

101:                                              ; preds = %98
  %102 = load ptr, ptr %20, align 8
  %103 = load i32, ptr %25, align 4
  %104 = zext i32 %103 to i64
  %105 = getelementptr inbounds i8, ptr %102, i64 %104
  %106 = load i32, ptr %17, align 4
  %107 = load i32, ptr %18, align 4
  store ptr %105, ptr %9, align 8
  store i32 %106, ptr %10, align 4
  store i32 %107, ptr %11, align 4
  %108 = load i32, ptr %11, align 4
  switch i32 %108, label %109 [
    i32 4, label %110
    i32 5, label %114
    i32 6, label %118
    i32 7, label %122
    i32 8, label %126
  ]

109:                                              ; preds = %101
  br label %110

110:                                              ; preds = %109, %101
  %111 = load ptr, ptr %9, align 8
  %112 = load i32, ptr %10, align 4
  %113 = call i64 @ZSTD_hash4Ptr(ptr noundef %111, i32 noundef %112)
  store i64 %113, ptr %8, align 8
  br label %130

114:                                              ; preds = %101
  %115 = load ptr, ptr %9, align 8
  %116 = load i32, ptr %10, align 4
  %117 = call i64 @ZSTD_hash5Ptr(ptr noundef %115, i32 noundef %116)
  store i64 %117, ptr %8, align 8
  br label %130

118:                                              ; preds = %101
  %119 = load ptr, ptr %9, align 8
  %120 = load i32, ptr %10, align 4
  %121 = call i64 @ZSTD_hash6Ptr(ptr noundef %119, i32 noundef %120)
  store i64 %121, ptr %8, align 8
  br label %130

122:                                              ; preds = %101
  %123 = load ptr, ptr %9, align 8
  %124 = load i32, ptr %10, align 4
  %125 = call i64 @ZSTD_hash7Ptr(ptr noundef %123, i32 noundef %124)
  store i64 %125, ptr %8, align 8
  br label %130

126:                                              ; preds = %101
  %127 = load ptr, ptr %9, align 8
  %128 = load i32, ptr %10, align 4
  %129 = call i64 @ZSTD_hash8Ptr(ptr noundef %127, i32 noundef %128)
  store i64 %129, ptr %8, align 8
  br label %130

130:                                              ; preds = %110, %114, %118, %122, %126
  %131 = load i64, ptr %8, align 8
  store i64 %131, ptr %26, align 8
  %132 = load ptr, ptr %16, align 8
  %133 = load i64, ptr %26, align 8
  %134 = getelementptr inbounds i32, ptr %132, i64 %133
  %135 = load i32, ptr %134, align 4
  %136 = icmp eq i32 %135, 0
  br i1 %136, label %137, label %144

137:                                              ; preds = %130
  %138 = load i32, ptr %23, align 4
  %139 = load i32, ptr %25, align 4
  %140 = add i32 %138, %139
  %141 = load ptr, ptr %16, align 8
  %142 = load i64, ptr %26, align 8
  %143 = getelementptr inbounds i32, ptr %141, i64 %142
  store i32 %140, ptr %143, align 4
  br label %144

144:                                              ; preds = %137, %130
  br label %145

145:                                              ; preds = %144
  %146 = load i32, ptr %25, align 4
  %147 = add i32 %146, 1
  store i32 %147, ptr %25, align 4
  br label %98, !llvm.loop !9

148:                                              ; preds = %98
  br label %149

149:                                              ; preds = %148, %96
  %150 = load ptr, ptr %20, align 8
  %151 = getelementptr inbounds i8, ptr %150, i64 3
  store ptr %151, ptr %20, align 8
  br label %50, !llvm.loop !10

152:                                              ; preds = %50
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_compressBlock_fast(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store i64 %4, ptr %11, align 8
  %14 = load ptr, ptr %7, align 8
  %15 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %14, i32 0, i32 16
  %16 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %15, i32 0, i32 4
  %17 = load i32, ptr %16, align 8
  store i32 %17, ptr %12, align 4
  %18 = load ptr, ptr %7, align 8
  %19 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %18, i32 0, i32 16
  %20 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %19, i32 0, i32 0
  %21 = load i32, ptr %20, align 8
  %22 = icmp ult i32 %21, 19
  %23 = zext i1 %22 to i32
  store i32 %23, ptr %13, align 4
  %24 = load i32, ptr %13, align 4
  %25 = icmp ne i32 %24, 0
  br i1 %25, label %26, label %57

26:                                               ; preds = %5
  %27 = load i32, ptr %12, align 4
  switch i32 %27, label %28 [
    i32 4, label %29
    i32 5, label %36
    i32 6, label %43
    i32 7, label %50
  ]

28:                                               ; preds = %26
  br label %29

29:                                               ; preds = %26, %28
  %30 = load ptr, ptr %7, align 8
  %31 = load ptr, ptr %8, align 8
  %32 = load ptr, ptr %9, align 8
  %33 = load ptr, ptr %10, align 8
  %34 = load i64, ptr %11, align 8
  %35 = call i64 @ZSTD_compressBlock_fast_noDict_4_1(ptr noundef %30, ptr noundef %31, ptr noundef %32, ptr noundef %33, i64 noundef %34)
  store i64 %35, ptr %6, align 8
  br label %88

36:                                               ; preds = %26
  %37 = load ptr, ptr %7, align 8
  %38 = load ptr, ptr %8, align 8
  %39 = load ptr, ptr %9, align 8
  %40 = load ptr, ptr %10, align 8
  %41 = load i64, ptr %11, align 8
  %42 = call i64 @ZSTD_compressBlock_fast_noDict_5_1(ptr noundef %37, ptr noundef %38, ptr noundef %39, ptr noundef %40, i64 noundef %41)
  store i64 %42, ptr %6, align 8
  br label %88

43:                                               ; preds = %26
  %44 = load ptr, ptr %7, align 8
  %45 = load ptr, ptr %8, align 8
  %46 = load ptr, ptr %9, align 8
  %47 = load ptr, ptr %10, align 8
  %48 = load i64, ptr %11, align 8
  %49 = call i64 @ZSTD_compressBlock_fast_noDict_6_1(ptr noundef %44, ptr noundef %45, ptr noundef %46, ptr noundef %47, i64 noundef %48)
  store i64 %49, ptr %6, align 8
  br label %88

50:                                               ; preds = %26
  %51 = load ptr, ptr %7, align 8
  %52 = load ptr, ptr %8, align 8
  %53 = load ptr, ptr %9, align 8
  %54 = load ptr, ptr %10, align 8
  %55 = load i64, ptr %11, align 8
  %56 = call i64 @ZSTD_compressBlock_fast_noDict_7_1(ptr noundef %51, ptr noundef %52, ptr noundef %53, ptr noundef %54, i64 noundef %55)
  store i64 %56, ptr %6, align 8
  br label %88

57:                                               ; preds = %5
  %58 = load i32, ptr %12, align 4
  switch i32 %58, label %59 [
    i32 4, label %60
    i32 5, label %67
    i32 6, label %74
    i32 7, label %81
  ]

59:                                               ; preds = %57
  br label %60

60:                                               ; preds = %57, %59
  %61 = load ptr, ptr %7, align 8
  %62 = load ptr, ptr %8, align 8
  %63 = load ptr, ptr %9, align 8
  %64 = load ptr, ptr %10, align 8
  %65 = load i64, ptr %11, align 8
  %66 = call i64 @ZSTD_compressBlock_fast_noDict_4_0(ptr noundef %61, ptr noundef %62, ptr noundef %63, ptr noundef %64, i64 noundef %65)
  store i64 %66, ptr %6, align 8
  br label %88

67:                                               ; preds = %57
  %68 = load ptr, ptr %7, align 8
  %69 = load ptr, ptr %8, align 8
  %70 = load ptr, ptr %9, align 8
  %71 = load ptr, ptr %10, align 8
  %72 = load i64, ptr %11, align 8
  %73 = call i64 @ZSTD_compressBlock_fast_noDict_5_0(ptr noundef %68, ptr noundef %69, ptr noundef %70, ptr noundef %71, i64 noundef %72)
  store i64 %73, ptr %6, align 8
  br label %88

74:                                               ; preds = %57
  %75 = load ptr, ptr %7, align 8
  %76 = load ptr, ptr %8, align 8
  %77 = load ptr, ptr %9, align 8
  %78 = load ptr, ptr %10, align 8
  %79 = load i64, ptr %11, align 8
  %80 = call i64 @ZSTD_compressBlock_fast_noDict_6_0(ptr noundef %75, ptr noundef %76, ptr noundef %77, ptr noundef %78, i64 noundef %79)
  store i64 %80, ptr %6, align 8
  br label %88

81:                                               ; preds = %57
  %82 = load ptr, ptr %7, align 8
  %83 = load ptr, ptr %8, align 8
  %84 = load ptr, ptr %9, align 8
  %85 = load ptr, ptr %10, align 8
  %86 = load i64, ptr %11, align 8
  %87 = call i64 @ZSTD_compressBlock_fast_noDict_7_0(ptr noundef %82, ptr noundef %83, ptr noundef %84, ptr noundef %85, i64 noundef %86)
  store i64 %87, ptr %6, align 8
  br label %88

88:                                               ; preds = %81, %74, %67, %60, %50, %43, %36, %29
  %89 = load i64, ptr %6, align 8
  ret i64 %89
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_compressBlock_fast_noDict_4_1(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
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
  %17 = alloca ptr, align 8
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca i64, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca i64, align 8
  %27 = alloca i32, align 4
  %28 = alloca i64, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca i64, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca i32, align 4
  %37 = alloca i64, align 8
  %38 = alloca ptr, align 8
  %39 = alloca ptr, align 8
  %40 = alloca ptr, align 8
  %41 = alloca i64, align 8
  %42 = alloca ptr, align 8
  %43 = alloca ptr, align 8
  %44 = alloca i32, align 4
  %45 = alloca i64, align 8
  %46 = alloca ptr, align 8
  %47 = alloca ptr, align 8
  %48 = alloca i64, align 8
  %49 = alloca ptr, align 8
  %50 = alloca i32, align 4
  %51 = alloca i32, align 4
  %52 = alloca i64, align 8
  %53 = alloca ptr, align 8
  %54 = alloca i32, align 4
  %55 = alloca i32, align 4
  %56 = alloca i64, align 8
  %57 = alloca ptr, align 8
  %58 = alloca i32, align 4
  %59 = alloca i32, align 4
  %60 = alloca i64, align 8
  %61 = alloca ptr, align 8
  %62 = alloca i32, align 4
  %63 = alloca i32, align 4
  %64 = alloca i64, align 8
  %65 = alloca ptr, align 8
  %66 = alloca i32, align 4
  %67 = alloca i32, align 4
  %68 = alloca i64, align 8
  %69 = alloca ptr, align 8
  %70 = alloca i32, align 4
  %71 = alloca i32, align 4
  %72 = alloca i64, align 8
  %73 = alloca ptr, align 8
  %74 = alloca i32, align 4
  %75 = alloca i32, align 4
  %76 = alloca ptr, align 8
  %77 = alloca ptr, align 8
  %78 = alloca ptr, align 8
  %79 = alloca ptr, align 8
  %80 = alloca i64, align 8
  %81 = alloca i32, align 4
  %82 = alloca i32, align 4
  %83 = alloca ptr, align 8
  %84 = alloca ptr, align 8
  %85 = alloca i32, align 4
  %86 = alloca i64, align 8
  %87 = alloca ptr, align 8
  %88 = alloca ptr, align 8
  %89 = alloca i32, align 4
  %90 = alloca i32, align 4
  %91 = alloca ptr, align 8
  %92 = alloca ptr, align 8
  %93 = alloca ptr, align 8
  %94 = alloca ptr, align 8
  %95 = alloca ptr, align 8
  %96 = alloca ptr, align 8
  %97 = alloca ptr, align 8
  %98 = alloca ptr, align 8
  %99 = alloca i32, align 4
  %100 = alloca i32, align 4
  %101 = alloca i32, align 4
  %102 = alloca i32, align 4
  %103 = alloca i32, align 4
  %104 = alloca i64, align 8
  %105 = alloca i64, align 8
  %106 = alloca i32, align 4
  %107 = alloca i32, align 4
  %108 = alloca ptr, align 8
  %109 = alloca i64, align 8
  %110 = alloca i64, align 8
  %111 = alloca ptr, align 8
  %112 = alloca i64, align 8
  %113 = alloca ptr, align 8
  %114 = alloca i32, align 4
  %115 = alloca i32, align 4
  %116 = alloca i32, align 4
  %117 = alloca i32, align 4
  %118 = alloca i64, align 8
  %119 = alloca i32, align 4
  %120 = alloca ptr, align 8
  %121 = alloca ptr, align 8
  %122 = alloca ptr, align 8
  %123 = alloca ptr, align 8
  %124 = alloca i64, align 8
  store ptr %0, ptr %120, align 8
  store ptr %1, ptr %121, align 8
  store ptr %2, ptr %122, align 8
  store ptr %3, ptr %123, align 8
  store i64 %4, ptr %124, align 8
  %125 = load ptr, ptr %120, align 8
  %126 = load ptr, ptr %121, align 8
  %127 = load ptr, ptr %122, align 8
  %128 = load ptr, ptr %123, align 8
  %129 = load i64, ptr %124, align 8
  store ptr %125, ptr %76, align 8
  store ptr %126, ptr %77, align 8
  store ptr %127, ptr %78, align 8
  store ptr %128, ptr %79, align 8
  store i64 %129, ptr %80, align 8
  store i32 4, ptr %81, align 4
  store i32 1, ptr %82, align 4
  %130 = load ptr, ptr %76, align 8
  %131 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %130, i32 0, i32 16
  store ptr %131, ptr %83, align 8
  %132 = load ptr, ptr %76, align 8
  %133 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %132, i32 0, i32 9
  %134 = load ptr, ptr %133, align 8
  store ptr %134, ptr %84, align 8
  %135 = load ptr, ptr %83, align 8
  %136 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %135, i32 0, i32 2
  %137 = load i32, ptr %136, align 4
  store i32 %137, ptr %85, align 4
  %138 = load ptr, ptr %83, align 8
  %139 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %138, i32 0, i32 5
  %140 = load i32, ptr %139, align 4
  %141 = load ptr, ptr %83, align 8
  %142 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %141, i32 0, i32 5
  %143 = load i32, ptr %142, align 4
  %144 = icmp ne i32 %143, 0
  %145 = xor i1 %144, true
  %146 = zext i1 %145 to i32
  %147 = add i32 %140, %146
  %148 = add i32 %147, 1
  %149 = zext i32 %148 to i64
  store i64 %149, ptr %86, align 8
  %150 = load ptr, ptr %76, align 8
  %151 = getelementptr inbounds %struct.ZSTD_window_t, ptr %150, i32 0, i32 1
  %152 = load ptr, ptr %151, align 8
  store ptr %152, ptr %87, align 8
  %153 = load ptr, ptr %79, align 8
  store ptr %153, ptr %88, align 8
  %154 = load ptr, ptr %88, align 8
  %155 = load ptr, ptr %87, align 8
  %156 = ptrtoint ptr %154 to i64
  %157 = ptrtoint ptr %155 to i64
  %158 = sub i64 %156, %157
  %159 = load i64, ptr %80, align 8
  %160 = add i64 %158, %159
  %161 = trunc i64 %160 to i32
  store i32 %161, ptr %89, align 4
  %162 = load ptr, ptr %76, align 8
  %163 = load i32, ptr %89, align 4
  %164 = load ptr, ptr %83, align 8
  %165 = load i32, ptr %164, align 4
  %166 = call i32 @ZSTD_getLowestPrefixIndex(ptr noundef %162, i32 noundef %163, i32 noundef %165)
  store i32 %166, ptr %90, align 4
  %167 = load ptr, ptr %87, align 8
  %168 = load i32, ptr %90, align 4
  %169 = zext i32 %168 to i64
  %170 = getelementptr inbounds i8, ptr %167, i64 %169
  store ptr %170, ptr %91, align 8
  %171 = load ptr, ptr %88, align 8
  %172 = load i64, ptr %80, align 8
  %173 = getelementptr inbounds i8, ptr %171, i64 %172
  store ptr %173, ptr %92, align 8
  %174 = load ptr, ptr %92, align 8
  %175 = getelementptr inbounds i8, ptr %174, i64 -8
  store ptr %175, ptr %93, align 8
  %176 = load ptr, ptr %88, align 8
  store ptr %176, ptr %94, align 8
  %177 = load ptr, ptr %88, align 8
  store ptr %177, ptr %95, align 8
  %178 = load ptr, ptr %78, align 8
  %179 = load i32, ptr %178, align 4
  store i32 %179, ptr %100, align 4
  %180 = load ptr, ptr %78, align 8
  %181 = getelementptr inbounds i32, ptr %180, i64 1
  %182 = load i32, ptr %181, align 4
  store i32 %182, ptr %101, align 4
  store i32 0, ptr %102, align 4
  store i32 0, ptr %103, align 4
  store i64 128, ptr %112, align 8
  %183 = load i32, ptr %82, align 4
  %184 = icmp ne i32 %183, 0
  %185 = zext i1 %184 to i64
  %186 = select i1 %184, ptr @ZSTD_match4Found_cmov, ptr @ZSTD_match4Found_branch
  store ptr %186, ptr %113, align 8
  %187 = load ptr, ptr %95, align 8
  %188 = load ptr, ptr %91, align 8
  %189 = icmp eq ptr %187, %188
  %190 = zext i1 %189 to i32
  %191 = load ptr, ptr %95, align 8
  %192 = sext i32 %190 to i64
  %193 = getelementptr inbounds i8, ptr %191, i64 %192
  store ptr %193, ptr %95, align 8
  %194 = load ptr, ptr %95, align 8
  %195 = load ptr, ptr %87, align 8
  %196 = ptrtoint ptr %194 to i64
  %197 = ptrtoint ptr %195 to i64
  %198 = sub i64 %196, %197
  %199 = trunc i64 %198 to i32
  store i32 %199, ptr %114, align 4
  %200 = load ptr, ptr %76, align 8
  %201 = load i32, ptr %114, align 4
  %202 = load ptr, ptr %83, align 8
  %203 = load i32, ptr %202, align 4
  %204 = call i32 @ZSTD_getLowestPrefixIndex(ptr noundef %200, i32 noundef %201, i32 noundef %203)
  store i32 %204, ptr %115, align 4
  %205 = load i32, ptr %114, align 4
  %206 = load i32, ptr %115, align 4
  %207 = sub i32 %205, %206
  store i32 %207, ptr %116, align 4
  %208 = load i32, ptr %101, align 4
  %209 = load i32, ptr %116, align 4
  %210 = icmp ugt i32 %208, %209
  br i1 %210, label %211, label %213

211:                                              ; preds = %5
  %212 = load i32, ptr %101, align 4
  store i32 %212, ptr %103, align 4
  store i32 0, ptr %101, align 4
  br label %213

213:                                              ; preds = %211, %5
  %214 = load i32, ptr %100, align 4
  %215 = load i32, ptr %116, align 4
  %216 = icmp ugt i32 %214, %215
  br i1 %216, label %217, label %219

217:                                              ; preds = %213
  %218 = load i32, ptr %100, align 4
  store i32 %218, ptr %102, align 4
  store i32 0, ptr %100, align 4
  br label %219

219:                                              ; preds = %217, %213
  br label %220

220:                                              ; preds = %1079, %219
  %221 = load i64, ptr %86, align 8
  store i64 %221, ptr %110, align 8
  %222 = load ptr, ptr %95, align 8
  %223 = getelementptr inbounds i8, ptr %222, i64 128
  store ptr %223, ptr %111, align 8
  %224 = load ptr, ptr %95, align 8
  %225 = getelementptr inbounds i8, ptr %224, i64 1
  store ptr %225, ptr %96, align 8
  %226 = load ptr, ptr %95, align 8
  %227 = load i64, ptr %110, align 8
  %228 = getelementptr inbounds i8, ptr %226, i64 %227
  store ptr %228, ptr %97, align 8
  %229 = load ptr, ptr %97, align 8
  %230 = getelementptr inbounds i8, ptr %229, i64 1
  store ptr %230, ptr %98, align 8
  %231 = load ptr, ptr %98, align 8
  %232 = load ptr, ptr %93, align 8
  %233 = icmp uge ptr %231, %232
  br i1 %233, label %234, label %235

234:                                              ; preds = %220
  br label %507

235:                                              ; preds = %220
  %236 = load ptr, ptr %95, align 8
  %237 = load i32, ptr %85, align 4
  %238 = load i32, ptr %81, align 4
  store ptr %236, ptr %49, align 8
  store i32 %237, ptr %50, align 4
  store i32 %238, ptr %51, align 4
  %239 = load i32, ptr %51, align 4
  switch i32 %239, label %240 [
    i32 4, label %241
    i32 5, label %245
    i32 6, label %249
    i32 7, label %253
    i32 8, label %257
  ]

240:                                              ; preds = %235
  br label %241

241:                                              ; preds = %240, %235
  %242 = load ptr, ptr %49, align 8
  %243 = load i32, ptr %50, align 4
  %244 = call i64 @ZSTD_hash4Ptr(ptr noundef %242, i32 noundef %243)
  store i64 %244, ptr %48, align 8
  br label %261

245:                                              ; preds = %235
  %246 = load ptr, ptr %49, align 8
  %247 = load i32, ptr %50, align 4
  %248 = call i64 @ZSTD_hash5Ptr(ptr noundef %246, i32 noundef %247)
  store i64 %248, ptr %48, align 8
  br label %261

249:                                              ; preds = %235
  %250 = load ptr, ptr %49, align 8
  %251 = load i32, ptr %50, align 4
  %252 = call i64 @ZSTD_hash6Ptr(ptr noundef %250, i32 noundef %251)
  store i64 %252, ptr %48, align 8
  br label %261

253:                                              ; preds = %235
  %254 = load ptr, ptr %49, align 8
  %255 = load i32, ptr %50, align 4
  %256 = call i64 @ZSTD_hash7Ptr(ptr noundef %254, i32 noundef %255)
  store i64 %256, ptr %48, align 8
  br label %261

257:                                              ; preds = %235
  %258 = load ptr, ptr %49, align 8
  %259 = load i32, ptr %50, align 4
  %260 = call i64 @ZSTD_hash8Ptr(ptr noundef %258, i32 noundef %259)
  store i64 %260, ptr %48, align 8
  br label %261

261:                                              ; preds = %257, %253, %249, %245, %241
  %262 = load i64, ptr %48, align 8
  store i64 %262, ptr %104, align 8
  %263 = load ptr, ptr %96, align 8
  %264 = load i32, ptr %85, align 4
  %265 = load i32, ptr %81, align 4
  store ptr %263, ptr %53, align 8
  store i32 %264, ptr %54, align 4
  store i32 %265, ptr %55, align 4
  %266 = load i32, ptr %55, align 4
  switch i32 %266, label %267 [
    i32 4, label %268
    i32 5, label %272
    i32 6, label %276
    i32 7, label %280
    i32 8, label %284
  ]

267:                                              ; preds = %261
  br label %268

268:                                              ; preds = %267, %261
  %269 = load ptr, ptr %53, align 8
  %270 = load i32, ptr %54, align 4
  %271 = call i64 @ZSTD_hash4Ptr(ptr noundef %269, i32 noundef %270)
  store i64 %271, ptr %52, align 8
  br label %288

272:                                              ; preds = %261
  %273 = load ptr, ptr %53, align 8
  %274 = load i32, ptr %54, align 4
  %275 = call i64 @ZSTD_hash5Ptr(ptr noundef %273, i32 noundef %274)
  store i64 %275, ptr %52, align 8
  br label %288

276:                                              ; preds = %261
  %277 = load ptr, ptr %53, align 8
  %278 = load i32, ptr %54, align 4
  %279 = call i64 @ZSTD_hash6Ptr(ptr noundef %277, i32 noundef %278)
  store i64 %279, ptr %52, align 8
  br label %288

280:                                              ; preds = %261
  %281 = load ptr, ptr %53, align 8
  %282 = load i32, ptr %54, align 4
  %283 = call i64 @ZSTD_hash7Ptr(ptr noundef %281, i32 noundef %282)
  store i64 %283, ptr %52, align 8
  br label %288

284:                                              ; preds = %261
  %285 = load ptr, ptr %53, align 8
  %286 = load i32, ptr %54, align 4
  %287 = call i64 @ZSTD_hash8Ptr(ptr noundef %285, i32 noundef %286)
  store i64 %287, ptr %52, align 8
  br label %288

288:                                              ; preds = %284, %280, %276, %272, %268
  %289 = load i64, ptr %52, align 8
  store i64 %289, ptr %105, align 8
  %290 = load ptr, ptr %84, align 8
  %291 = load i64, ptr %104, align 8
  %292 = getelementptr inbounds i32, ptr %290, i64 %291
  %293 = load i32, ptr %292, align 4
  store i32 %293, ptr %106, align 4
  br label %294

294:                                              ; preds = %502, %288
  %295 = load ptr, ptr %97, align 8
  %296 = load i32, ptr %100, align 4
  %297 = zext i32 %296 to i64
  %298 = sub i64 0, %297
  %299 = getelementptr inbounds i8, ptr %295, i64 %298
  %300 = call i32 @MEM_read32(ptr noundef %299)
  store i32 %300, ptr %117, align 4
  %301 = load ptr, ptr %95, align 8
  %302 = load ptr, ptr %87, align 8
  %303 = ptrtoint ptr %301 to i64
  %304 = ptrtoint ptr %302 to i64
  %305 = sub i64 %303, %304
  %306 = trunc i64 %305 to i32
  store i32 %306, ptr %99, align 4
  %307 = load i32, ptr %99, align 4
  %308 = load ptr, ptr %84, align 8
  %309 = load i64, ptr %104, align 8
  %310 = getelementptr inbounds i32, ptr %308, i64 %309
  store i32 %307, ptr %310, align 4
  %311 = load ptr, ptr %97, align 8
  %312 = call i32 @MEM_read32(ptr noundef %311)
  %313 = load i32, ptr %117, align 4
  %314 = icmp eq i32 %312, %313
  %315 = zext i1 %314 to i32
  %316 = load i32, ptr %100, align 4
  %317 = icmp ugt i32 %316, 0
  %318 = zext i1 %317 to i32
  %319 = and i32 %315, %318
  %320 = icmp ne i32 %319, 0
  br i1 %320, label %321, label %358

321:                                              ; preds = %294
  %322 = load ptr, ptr %97, align 8
  store ptr %322, ptr %95, align 8
  %323 = load ptr, ptr %95, align 8
  %324 = load i32, ptr %100, align 4
  %325 = zext i32 %324 to i64
  %326 = sub i64 0, %325
  %327 = getelementptr inbounds i8, ptr %323, i64 %326
  store ptr %327, ptr %108, align 8
  %328 = load ptr, ptr %95, align 8
  %329 = getelementptr inbounds i8, ptr %328, i64 -1
  %330 = load i8, ptr %329, align 1
  %331 = zext i8 %330 to i32
  %332 = load ptr, ptr %108, align 8
  %333 = getelementptr inbounds i8, ptr %332, i64 -1
  %334 = load i8, ptr %333, align 1
  %335 = zext i8 %334 to i32
  %336 = icmp eq i32 %331, %335
  %337 = zext i1 %336 to i32
  %338 = sext i32 %337 to i64
  store i64 %338, ptr %109, align 8
  %339 = load i64, ptr %109, align 8
  %340 = load ptr, ptr %95, align 8
  %341 = sub i64 0, %339
  %342 = getelementptr inbounds i8, ptr %340, i64 %341
  store ptr %342, ptr %95, align 8
  %343 = load i64, ptr %109, align 8
  %344 = load ptr, ptr %108, align 8
  %345 = sub i64 0, %343
  %346 = getelementptr inbounds i8, ptr %344, i64 %345
  store ptr %346, ptr %108, align 8
  store i32 1, ptr %107, align 4
  %347 = load i64, ptr %109, align 8
  %348 = add i64 %347, 4
  store i64 %348, ptr %109, align 8
  %349 = load ptr, ptr %96, align 8
  %350 = load ptr, ptr %87, align 8
  %351 = ptrtoint ptr %349 to i64
  %352 = ptrtoint ptr %350 to i64
  %353 = sub i64 %351, %352
  %354 = trunc i64 %353 to i32
  %355 = load ptr, ptr %84, align 8
  %356 = load i64, ptr %105, align 8
  %357 = getelementptr inbounds i32, ptr %355, i64 %356
  store i32 %354, ptr %357, align 4
  br label %579

358:                                              ; preds = %294
  %359 = load ptr, ptr %113, align 8
  %360 = load ptr, ptr %95, align 8
  %361 = load ptr, ptr %87, align 8
  %362 = load i32, ptr %106, align 4
  %363 = zext i32 %362 to i64
  %364 = getelementptr inbounds i8, ptr %361, i64 %363
  %365 = load i32, ptr %106, align 4
  %366 = load i32, ptr %90, align 4
  %367 = call i32 %359(ptr noundef %360, ptr noundef %364, i32 noundef %365, i32 noundef %366) #3
  %368 = icmp ne i32 %367, 0
  br i1 %368, label %369, label %379

369:                                              ; preds = %358
  %370 = load ptr, ptr %96, align 8
  %371 = load ptr, ptr %87, align 8
  %372 = ptrtoint ptr %370 to i64
  %373 = ptrtoint ptr %371 to i64
  %374 = sub i64 %372, %373
  %375 = trunc i64 %374 to i32
  %376 = load ptr, ptr %84, align 8
  %377 = load i64, ptr %105, align 8
  %378 = getelementptr inbounds i32, ptr %376, i64 %377
  store i32 %375, ptr %378, align 4
  br label %534

379:                                              ; preds = %358
  %380 = load ptr, ptr %84, align 8
  %381 = load i64, ptr %105, align 8
  %382 = getelementptr inbounds i32, ptr %380, i64 %381
  %383 = load i32, ptr %382, align 4
  store i32 %383, ptr %106, align 4
  %384 = load i64, ptr %105, align 8
  store i64 %384, ptr %104, align 8
  %385 = load ptr, ptr %97, align 8
  %386 = load i32, ptr %85, align 4
  %387 = load i32, ptr %81, align 4
  store ptr %385, ptr %57, align 8
  store i32 %386, ptr %58, align 4
  store i32 %387, ptr %59, align 4
  %388 = load i32, ptr %59, align 4
  switch i32 %388, label %389 [
    i32 4, label %390
    i32 5, label %394
    i32 6, label %398
    i32 7, label %402
    i32 8, label %406
  ]

389:                                              ; preds = %379
  br label %390

390:                                              ; preds = %389, %379
  %391 = load ptr, ptr %57, align 8
  %392 = load i32, ptr %58, align 4
  %393 = call i64 @ZSTD_hash4Ptr(ptr noundef %391, i32 noundef %392)
  store i64 %393, ptr %56, align 8
  br label %410

394:                                              ; preds = %379
  %395 = load ptr, ptr %57, align 8
  %396 = load i32, ptr %58, align 4
  %397 = call i64 @ZSTD_hash5Ptr(ptr noundef %395, i32 noundef %396)
  store i64 %397, ptr %56, align 8
  br label %410

398:                                              ; preds = %379
  %399 = load ptr, ptr %57, align 8
  %400 = load i32, ptr %58, align 4
  %401 = call i64 @ZSTD_hash6Ptr(ptr noundef %399, i32 noundef %400)
  store i64 %401, ptr %56, align 8
  br label %410

402:                                              ; preds = %379
  %403 = load ptr, ptr %57, align 8
  %404 = load i32, ptr %58, align 4
  %405 = call i64 @ZSTD_hash7Ptr(ptr noundef %403, i32 noundef %404)
  store i64 %405, ptr %56, align 8
  br label %410

406:                                              ; preds = %379
  %407 = load ptr, ptr %57, align 8
  %408 = load i32, ptr %58, align 4
  %409 = call i64 @ZSTD_hash8Ptr(ptr noundef %407, i32 noundef %408)
  store i64 %409, ptr %56, align 8
  br label %410

410:                                              ; preds = %406, %402, %398, %394, %390
  %411 = load i64, ptr %56, align 8
  store i64 %411, ptr %105, align 8
  %412 = load ptr, ptr %96, align 8
  store ptr %412, ptr %95, align 8
  %413 = load ptr, ptr %97, align 8
  store ptr %413, ptr %96, align 8
  %414 = load ptr, ptr %98, align 8
  store ptr %414, ptr %97, align 8
  %415 = load ptr, ptr %95, align 8
  %416 = load ptr, ptr %87, align 8
  %417 = ptrtoint ptr %415 to i64
  %418 = ptrtoint ptr %416 to i64
  %419 = sub i64 %417, %418
  %420 = trunc i64 %419 to i32
  store i32 %420, ptr %99, align 4
  %421 = load i32, ptr %99, align 4
  %422 = load ptr, ptr %84, align 8
  %423 = load i64, ptr %104, align 8
  %424 = getelementptr inbounds i32, ptr %422, i64 %423
  store i32 %421, ptr %424, align 4
  %425 = load ptr, ptr %113, align 8
  %426 = load ptr, ptr %95, align 8
  %427 = load ptr, ptr %87, align 8
  %428 = load i32, ptr %106, align 4
  %429 = zext i32 %428 to i64
  %430 = getelementptr inbounds i8, ptr %427, i64 %429
  %431 = load i32, ptr %106, align 4
  %432 = load i32, ptr %90, align 4
  %433 = call i32 %425(ptr noundef %426, ptr noundef %430, i32 noundef %431, i32 noundef %432) #3
  %434 = icmp ne i32 %433, 0
  br i1 %434, label %435, label %449

435:                                              ; preds = %410
  %436 = load i64, ptr %110, align 8
  %437 = icmp ule i64 %436, 4
  br i1 %437, label %438, label %448

438:                                              ; preds = %435
  %439 = load ptr, ptr %96, align 8
  %440 = load ptr, ptr %87, align 8
  %441 = ptrtoint ptr %439 to i64
  %442 = ptrtoint ptr %440 to i64
  %443 = sub i64 %441, %442
  %444 = trunc i64 %443 to i32
  %445 = load ptr, ptr %84, align 8
  %446 = load i64, ptr %105, align 8
  %447 = getelementptr inbounds i32, ptr %445, i64 %446
  store i32 %444, ptr %447, align 4
  br label %448

448:                                              ; preds = %438, %435
  br label %534

449:                                              ; preds = %410
  %450 = load ptr, ptr %84, align 8
  %451 = load i64, ptr %105, align 8
  %452 = getelementptr inbounds i32, ptr %450, i64 %451
  %453 = load i32, ptr %452, align 4
  store i32 %453, ptr %106, align 4
  %454 = load i64, ptr %105, align 8
  store i64 %454, ptr %104, align 8
  %455 = load ptr, ptr %97, align 8
  %456 = load i32, ptr %85, align 4
  %457 = load i32, ptr %81, align 4
  store ptr %455, ptr %61, align 8
  store i32 %456, ptr %62, align 4
  store i32 %457, ptr %63, align 4
  %458 = load i32, ptr %63, align 4
  switch i32 %458, label %459 [
    i32 4, label %460
    i32 5, label %464
    i32 6, label %468
    i32 7, label %472
    i32 8, label %476
  ]

459:                                              ; preds = %449
  br label %460

460:                                              ; preds = %459, %449
  %461 = load ptr, ptr %61, align 8
  %462 = load i32, ptr %62, align 4
  %463 = call i64 @ZSTD_hash4Ptr(ptr noundef %461, i32 noundef %462)
  store i64 %463, ptr %60, align 8
  br label %480

464:                                              ; preds = %449
  %465 = load ptr, ptr %61, align 8
  %466 = load i32, ptr %62, align 4
  %467 = call i64 @ZSTD_hash5Ptr(ptr noundef %465, i32 noundef %466)
  store i64 %467, ptr %60, align 8
  br label %480

468:                                              ; preds = %449
  %469 = load ptr, ptr %61, align 8
  %470 = load i32, ptr %62, align 4
  %471 = call i64 @ZSTD_hash6Ptr(ptr noundef %469, i32 noundef %470)
  store i64 %471, ptr %60, align 8
  br label %480

472:                                              ; preds = %449
  %473 = load ptr, ptr %61, align 8
  %474 = load i32, ptr %62, align 4
  %475 = call i64 @ZSTD_hash7Ptr(ptr noundef %473, i32 noundef %474)
  store i64 %475, ptr %60, align 8
  br label %480

476:                                              ; preds = %449
  %477 = load ptr, ptr %61, align 8
  %478 = load i32, ptr %62, align 4
  %479 = call i64 @ZSTD_hash8Ptr(ptr noundef %477, i32 noundef %478)
  store i64 %479, ptr %60, align 8
  br label %480

480:                                              ; preds = %476, %472, %468, %464, %460
  %481 = load i64, ptr %60, align 8
  store i64 %481, ptr %105, align 8
  %482 = load ptr, ptr %96, align 8
  store ptr %482, ptr %95, align 8
  %483 = load ptr, ptr %97, align 8
  store ptr %483, ptr %96, align 8
  %484 = load ptr, ptr %95, align 8
  %485 = load i64, ptr %110, align 8
  %486 = getelementptr inbounds i8, ptr %484, i64 %485
  store ptr %486, ptr %97, align 8
  %487 = load ptr, ptr %96, align 8
  %488 = load i64, ptr %110, align 8
  %489 = getelementptr inbounds i8, ptr %487, i64 %488
  store ptr %489, ptr %98, align 8
  %490 = load ptr, ptr %97, align 8
  %491 = load ptr, ptr %111, align 8
  %492 = icmp uge ptr %490, %491
  br i1 %492, label %493, label %502

493:                                              ; preds = %480
  %494 = load i64, ptr %110, align 8
  %495 = add i64 %494, 1
  store i64 %495, ptr %110, align 8
  %496 = load ptr, ptr %96, align 8
  %497 = getelementptr inbounds i8, ptr %496, i64 64
  call void @llvm.prefetch.p0(ptr %497, i32 0, i32 3, i32 1)
  %498 = load ptr, ptr %96, align 8
  %499 = getelementptr inbounds i8, ptr %498, i64 128
  call void @llvm.prefetch.p0(ptr %499, i32 0, i32 3, i32 1)
  %500 = load ptr, ptr %111, align 8
  %501 = getelementptr inbounds i8, ptr %500, i64 128
  store ptr %501, ptr %111, align 8
  br label %502

502:                                              ; preds = %493, %480
  %503 = load ptr, ptr %98, align 8
  %504 = load ptr, ptr %93, align 8
  %505 = icmp ult ptr %503, %504
  br i1 %505, label %294, label %506, !llvm.loop !11

506:                                              ; preds = %502
  br label %507

507:                                              ; preds = %506, %234
  %508 = load i32, ptr %102, align 4
  %509 = icmp ne i32 %508, 0
  br i1 %509, label %510, label %515

510:                                              ; preds = %507
  %511 = load i32, ptr %100, align 4
  %512 = icmp ne i32 %511, 0
  br i1 %512, label %513, label %515

513:                                              ; preds = %510
  %514 = load i32, ptr %102, align 4
  br label %517

515:                                              ; preds = %510, %507
  %516 = load i32, ptr %103, align 4
  br label %517

517:                                              ; preds = %515, %513
  %518 = phi i32 [ %514, %513 ], [ %516, %515 ]
  store i32 %518, ptr %103, align 4
  %519 = load i32, ptr %100, align 4
  %520 = icmp ne i32 %519, 0
  br i1 %520, label %521, label %523

521:                                              ; preds = %517
  %522 = load i32, ptr %100, align 4
  br label %525

523:                                              ; preds = %517
  %524 = load i32, ptr %102, align 4
  br label %525

525:                                              ; preds = %523, %521
  %526 = phi i32 [ %522, %521 ], [ %524, %523 ]
  %527 = load ptr, ptr %78, align 8
  store i32 %526, ptr %527, align 4
  %528 = load i32, ptr %101, align 4
  %529 = icmp ne i32 %528, 0
  br i1 %529, label %530, label %532

530:                                              ; preds = %525
  %531 = load i32, ptr %101, align 4
  br label %1080

532:                                              ; preds = %525
  %533 = load i32, ptr %103, align 4
  br label %1080

534:                                              ; preds = %448, %369
  %535 = load ptr, ptr %87, align 8
  %536 = load i32, ptr %106, align 4
  %537 = zext i32 %536 to i64
  %538 = getelementptr inbounds i8, ptr %535, i64 %537
  store ptr %538, ptr %108, align 8
  %539 = load i32, ptr %100, align 4
  store i32 %539, ptr %101, align 4
  %540 = load ptr, ptr %95, align 8
  %541 = load ptr, ptr %108, align 8
  %542 = ptrtoint ptr %540 to i64
  %543 = ptrtoint ptr %541 to i64
  %544 = sub i64 %542, %543
  %545 = trunc i64 %544 to i32
  store i32 %545, ptr %100, align 4
  %546 = load i32, ptr %100, align 4
  %547 = add i32 %546, 3
  store i32 %547, ptr %107, align 4
  store i64 4, ptr %109, align 8
  br label %548

548:                                              ; preds = %571, %534
  %549 = load ptr, ptr %95, align 8
  %550 = load ptr, ptr %94, align 8
  %551 = icmp ugt ptr %549, %550
  %552 = zext i1 %551 to i32
  %553 = load ptr, ptr %108, align 8
  %554 = load ptr, ptr %91, align 8
  %555 = icmp ugt ptr %553, %554
  %556 = zext i1 %555 to i32
  %557 = and i32 %552, %556
  %558 = icmp ne i32 %557, 0
  br i1 %558, label %559, label %569

559:                                              ; preds = %548
  %560 = load ptr, ptr %95, align 8
  %561 = getelementptr inbounds i8, ptr %560, i64 -1
  %562 = load i8, ptr %561, align 1
  %563 = zext i8 %562 to i32
  %564 = load ptr, ptr %108, align 8
  %565 = getelementptr inbounds i8, ptr %564, i64 -1
  %566 = load i8, ptr %565, align 1
  %567 = zext i8 %566 to i32
  %568 = icmp eq i32 %563, %567
  br label %569

569:                                              ; preds = %559, %548
  %570 = phi i1 [ false, %548 ], [ %568, %559 ]
  br i1 %570, label %571, label %578

571:                                              ; preds = %569
  %572 = load ptr, ptr %95, align 8
  %573 = getelementptr inbounds i8, ptr %572, i32 -1
  store ptr %573, ptr %95, align 8
  %574 = load ptr, ptr %108, align 8
  %575 = getelementptr inbounds i8, ptr %574, i32 -1
  store ptr %575, ptr %108, align 8
  %576 = load i64, ptr %109, align 8
  %577 = add i64 %576, 1
  store i64 %577, ptr %109, align 8
  br label %548, !llvm.loop !12

578:                                              ; preds = %569
  br label %579

579:                                              ; preds = %578, %321
  %580 = load ptr, ptr %95, align 8
  %581 = load i64, ptr %109, align 8
  %582 = getelementptr inbounds i8, ptr %580, i64 %581
  %583 = load ptr, ptr %108, align 8
  %584 = load i64, ptr %109, align 8
  %585 = getelementptr inbounds i8, ptr %583, i64 %584
  %586 = load ptr, ptr %92, align 8
  %587 = call i64 @ZSTD_count(ptr noundef %582, ptr noundef %585, ptr noundef %586)
  %588 = load i64, ptr %109, align 8
  %589 = add i64 %588, %587
  store i64 %589, ptr %109, align 8
  %590 = load ptr, ptr %77, align 8
  %591 = load ptr, ptr %95, align 8
  %592 = load ptr, ptr %94, align 8
  %593 = ptrtoint ptr %591 to i64
  %594 = ptrtoint ptr %592 to i64
  %595 = sub i64 %593, %594
  %596 = load ptr, ptr %94, align 8
  %597 = load ptr, ptr %92, align 8
  %598 = load i32, ptr %107, align 4
  %599 = load i64, ptr %109, align 8
  store ptr %590, ptr %32, align 8
  store i64 %595, ptr %33, align 8
  store ptr %596, ptr %34, align 8
  store ptr %597, ptr %35, align 8
  store i32 %598, ptr %36, align 4
  store i64 %599, ptr %37, align 8
  %600 = load ptr, ptr %35, align 8
  %601 = getelementptr inbounds i8, ptr %600, i64 -32
  store ptr %601, ptr %38, align 8
  %602 = load ptr, ptr %34, align 8
  %603 = load i64, ptr %33, align 8
  %604 = getelementptr inbounds i8, ptr %602, i64 %603
  store ptr %604, ptr %39, align 8
  %605 = load ptr, ptr %39, align 8
  %606 = load ptr, ptr %38, align 8
  %607 = icmp ule ptr %605, %606
  br i1 %607, label %608, label %681

608:                                              ; preds = %579
  %609 = load ptr, ptr %32, align 8
  %610 = getelementptr inbounds %struct.SeqStore_t, ptr %609, i32 0, i32 3
  %611 = load ptr, ptr %610, align 8
  %612 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %611, ptr noundef %612)
  %613 = load i64, ptr %33, align 8
  %614 = icmp ugt i64 %613, 16
  br i1 %614, label %615, label %680

615:                                              ; preds = %608
  %616 = load ptr, ptr %32, align 8
  %617 = getelementptr inbounds %struct.SeqStore_t, ptr %616, i32 0, i32 3
  %618 = load ptr, ptr %617, align 8
  %619 = getelementptr inbounds i8, ptr %618, i64 16
  %620 = load ptr, ptr %34, align 8
  %621 = getelementptr inbounds i8, ptr %620, i64 16
  %622 = load i64, ptr %33, align 8
  %623 = sub nsw i64 %622, 16
  store ptr %619, ptr %24, align 8
  store ptr %621, ptr %25, align 8
  store i64 %623, ptr %26, align 8
  store i32 0, ptr %27, align 4
  %624 = load ptr, ptr %24, align 8
  %625 = load ptr, ptr %25, align 8
  %626 = ptrtoint ptr %624 to i64
  %627 = ptrtoint ptr %625 to i64
  %628 = sub i64 %626, %627
  store i64 %628, ptr %28, align 8
  %629 = load ptr, ptr %25, align 8
  store ptr %629, ptr %29, align 8
  %630 = load ptr, ptr %24, align 8
  store ptr %630, ptr %30, align 8
  %631 = load ptr, ptr %30, align 8
  %632 = load i64, ptr %26, align 8
  %633 = getelementptr inbounds i8, ptr %631, i64 %632
  store ptr %633, ptr %31, align 8
  %634 = load i32, ptr %27, align 4
  %635 = icmp eq i32 %634, 1
  br i1 %635, label %636, label %651

636:                                              ; preds = %615
  %637 = load i64, ptr %28, align 8
  %638 = icmp slt i64 %637, 16
  br i1 %638, label %639, label %651

639:                                              ; preds = %636
  br label %640

640:                                              ; preds = %640, %639
  %641 = load ptr, ptr %30, align 8
  %642 = load ptr, ptr %29, align 8
  call void @ZSTD_copy8(ptr noundef %641, ptr noundef %642)
  %643 = load ptr, ptr %30, align 8
  %644 = getelementptr inbounds i8, ptr %643, i64 8
  store ptr %644, ptr %30, align 8
  %645 = load ptr, ptr %29, align 8
  %646 = getelementptr inbounds i8, ptr %645, i64 8
  store ptr %646, ptr %29, align 8
  %647 = load ptr, ptr %30, align 8
  %648 = load ptr, ptr %31, align 8
  %649 = icmp ult ptr %647, %648
  br i1 %649, label %640, label %650, !llvm.loop !13

650:                                              ; preds = %640
  br label %679

651:                                              ; preds = %636, %615
  %652 = load ptr, ptr %30, align 8
  %653 = load ptr, ptr %29, align 8
  call void @ZSTD_copy16(ptr noundef %652, ptr noundef %653)
  %654 = load i64, ptr %26, align 8
  %655 = icmp sge i64 16, %654
  br i1 %655, label %656, label %657

656:                                              ; preds = %651
  br label %679

657:                                              ; preds = %651
  %658 = load ptr, ptr %30, align 8
  %659 = getelementptr inbounds i8, ptr %658, i64 16
  store ptr %659, ptr %30, align 8
  %660 = load ptr, ptr %29, align 8
  %661 = getelementptr inbounds i8, ptr %660, i64 16
  store ptr %661, ptr %29, align 8
  br label %662

662:                                              ; preds = %662, %657
  %663 = load ptr, ptr %30, align 8
  %664 = load ptr, ptr %29, align 8
  call void @ZSTD_copy16(ptr noundef %663, ptr noundef %664)
  %665 = load ptr, ptr %30, align 8
  %666 = getelementptr inbounds i8, ptr %665, i64 16
  store ptr %666, ptr %30, align 8
  %667 = load ptr, ptr %29, align 8
  %668 = getelementptr inbounds i8, ptr %667, i64 16
  store ptr %668, ptr %29, align 8
  %669 = load ptr, ptr %30, align 8
  %670 = load ptr, ptr %29, align 8
  call void @ZSTD_copy16(ptr noundef %669, ptr noundef %670)
  %671 = load ptr, ptr %30, align 8
  %672 = getelementptr inbounds i8, ptr %671, i64 16
  store ptr %672, ptr %30, align 8
  %673 = load ptr, ptr %29, align 8
  %674 = getelementptr inbounds i8, ptr %673, i64 16
  store ptr %674, ptr %29, align 8
  %675 = load ptr, ptr %30, align 8
  %676 = load ptr, ptr %31, align 8
  %677 = icmp ult ptr %675, %676
  br i1 %677, label %662, label %678, !llvm.loop !14

678:                                              ; preds = %662
  br label %679

679:                                              ; preds = %650, %656, %678
  br label %680

680:                                              ; preds = %679, %608
  br label %688

681:                                              ; preds = %579
  %682 = load ptr, ptr %32, align 8
  %683 = getelementptr inbounds %struct.SeqStore_t, ptr %682, i32 0, i32 3
  %684 = load ptr, ptr %683, align 8
  %685 = load ptr, ptr %34, align 8
  %686 = load ptr, ptr %39, align 8
  %687 = load ptr, ptr %38, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %684, ptr noundef %685, ptr noundef %686, ptr noundef %687)
  br label %688

688:                                              ; preds = %680, %681
  %689 = load i64, ptr %33, align 8
  %690 = load ptr, ptr %32, align 8
  %691 = getelementptr inbounds %struct.SeqStore_t, ptr %690, i32 0, i32 3
  %692 = load ptr, ptr %691, align 8
  %693 = getelementptr inbounds i8, ptr %692, i64 %689
  store ptr %693, ptr %691, align 8
  %694 = load ptr, ptr %32, align 8
  %695 = load i64, ptr %33, align 8
  %696 = load i32, ptr %36, align 4
  %697 = load i64, ptr %37, align 8
  store ptr %694, ptr %11, align 8
  store i64 %695, ptr %12, align 8
  store i32 %696, ptr %13, align 4
  store i64 %697, ptr %14, align 8
  %698 = load i64, ptr %12, align 8
  %699 = icmp ugt i64 %698, 65535
  %700 = zext i1 %699 to i32
  %701 = sext i32 %700 to i64
  br i1 %699, label %702, label %717

702:                                              ; preds = %688
  %703 = load ptr, ptr %11, align 8
  %704 = getelementptr inbounds %struct.SeqStore_t, ptr %703, i32 0, i32 9
  store i32 1, ptr %704, align 8
  %705 = load ptr, ptr %11, align 8
  %706 = getelementptr inbounds %struct.SeqStore_t, ptr %705, i32 0, i32 1
  %707 = load ptr, ptr %706, align 8
  %708 = load ptr, ptr %11, align 8
  %709 = load ptr, ptr %708, align 8
  %710 = ptrtoint ptr %707 to i64
  %711 = ptrtoint ptr %709 to i64
  %712 = sub i64 %710, %711
  %713 = sdiv exact i64 %712, 8
  %714 = trunc i64 %713 to i32
  %715 = load ptr, ptr %11, align 8
  %716 = getelementptr inbounds %struct.SeqStore_t, ptr %715, i32 0, i32 10
  store i32 %714, ptr %716, align 4
  br label %717

717:                                              ; preds = %702, %688
  %718 = load i64, ptr %12, align 8
  %719 = trunc i64 %718 to i16
  %720 = load ptr, ptr %11, align 8
  %721 = getelementptr inbounds %struct.SeqStore_t, ptr %720, i32 0, i32 1
  %722 = load ptr, ptr %721, align 8
  %723 = getelementptr inbounds %struct.SeqDef_s, ptr %722, i32 0, i32 1
  store i16 %719, ptr %723, align 4
  %724 = load i32, ptr %13, align 4
  %725 = load ptr, ptr %11, align 8
  %726 = getelementptr inbounds %struct.SeqStore_t, ptr %725, i32 0, i32 1
  %727 = load ptr, ptr %726, align 8
  store i32 %724, ptr %727, align 4
  %728 = load i64, ptr %14, align 8
  %729 = sub i64 %728, 3
  store i64 %729, ptr %15, align 8
  %730 = load i64, ptr %15, align 8
  %731 = icmp ugt i64 %730, 65535
  %732 = zext i1 %731 to i32
  %733 = sext i32 %732 to i64
  br i1 %731, label %734, label %749

734:                                              ; preds = %717
  %735 = load ptr, ptr %11, align 8
  %736 = getelementptr inbounds %struct.SeqStore_t, ptr %735, i32 0, i32 9
  store i32 2, ptr %736, align 8
  %737 = load ptr, ptr %11, align 8
  %738 = getelementptr inbounds %struct.SeqStore_t, ptr %737, i32 0, i32 1
  %739 = load ptr, ptr %738, align 8
  %740 = load ptr, ptr %11, align 8
  %741 = load ptr, ptr %740, align 8
  %742 = ptrtoint ptr %739 to i64
  %743 = ptrtoint ptr %741 to i64
  %744 = sub i64 %742, %743
  %745 = sdiv exact i64 %744, 8
  %746 = trunc i64 %745 to i32
  %747 = load ptr, ptr %11, align 8
  %748 = getelementptr inbounds %struct.SeqStore_t, ptr %747, i32 0, i32 10
  store i32 %746, ptr %748, align 4
  br label %749

749:                                              ; preds = %717, %734
  %750 = load i64, ptr %15, align 8
  %751 = trunc i64 %750 to i16
  %752 = load ptr, ptr %11, align 8
  %753 = getelementptr inbounds %struct.SeqStore_t, ptr %752, i32 0, i32 1
  %754 = load ptr, ptr %753, align 8
  %755 = getelementptr inbounds %struct.SeqDef_s, ptr %754, i32 0, i32 2
  store i16 %751, ptr %755, align 2
  %756 = load ptr, ptr %11, align 8
  %757 = getelementptr inbounds %struct.SeqStore_t, ptr %756, i32 0, i32 1
  %758 = load ptr, ptr %757, align 8
  %759 = getelementptr inbounds %struct.SeqDef_s, ptr %758, i32 1
  store ptr %759, ptr %757, align 8
  %760 = load i64, ptr %109, align 8
  %761 = load ptr, ptr %95, align 8
  %762 = getelementptr inbounds i8, ptr %761, i64 %760
  store ptr %762, ptr %95, align 8
  %763 = load ptr, ptr %95, align 8
  store ptr %763, ptr %94, align 8
  %764 = load ptr, ptr %95, align 8
  %765 = load ptr, ptr %93, align 8
  %766 = icmp ule ptr %764, %765
  br i1 %766, label %767, label %1079

767:                                              ; preds = %749
  %768 = load i32, ptr %99, align 4
  %769 = add i32 %768, 2
  %770 = load ptr, ptr %84, align 8
  %771 = load ptr, ptr %87, align 8
  %772 = load i32, ptr %99, align 4
  %773 = zext i32 %772 to i64
  %774 = getelementptr inbounds i8, ptr %771, i64 %773
  %775 = getelementptr inbounds i8, ptr %774, i64 2
  %776 = load i32, ptr %85, align 4
  %777 = load i32, ptr %81, align 4
  store ptr %775, ptr %65, align 8
  store i32 %776, ptr %66, align 4
  store i32 %777, ptr %67, align 4
  %778 = load i32, ptr %67, align 4
  switch i32 %778, label %779 [
    i32 4, label %780
    i32 5, label %784
    i32 6, label %788
    i32 7, label %792
    i32 8, label %796
  ]

779:                                              ; preds = %767
  br label %780

780:                                              ; preds = %779, %767
  %781 = load ptr, ptr %65, align 8
  %782 = load i32, ptr %66, align 4
  %783 = call i64 @ZSTD_hash4Ptr(ptr noundef %781, i32 noundef %782)
  store i64 %783, ptr %64, align 8
  br label %800

784:                                              ; preds = %767
  %785 = load ptr, ptr %65, align 8
  %786 = load i32, ptr %66, align 4
  %787 = call i64 @ZSTD_hash5Ptr(ptr noundef %785, i32 noundef %786)
  store i64 %787, ptr %64, align 8
  br label %800

788:                                              ; preds = %767
  %789 = load ptr, ptr %65, align 8
  %790 = load i32, ptr %66, align 4
  %791 = call i64 @ZSTD_hash6Ptr(ptr noundef %789, i32 noundef %790)
  store i64 %791, ptr %64, align 8
  br label %800

792:                                              ; preds = %767
  %793 = load ptr, ptr %65, align 8
  %794 = load i32, ptr %66, align 4
  %795 = call i64 @ZSTD_hash7Ptr(ptr noundef %793, i32 noundef %794)
  store i64 %795, ptr %64, align 8
  br label %800

796:                                              ; preds = %767
  %797 = load ptr, ptr %65, align 8
  %798 = load i32, ptr %66, align 4
  %799 = call i64 @ZSTD_hash8Ptr(ptr noundef %797, i32 noundef %798)
  store i64 %799, ptr %64, align 8
  br label %800

800:                                              ; preds = %796, %792, %788, %784, %780
  %801 = load i64, ptr %64, align 8
  %802 = getelementptr inbounds i32, ptr %770, i64 %801
  store i32 %769, ptr %802, align 4
  %803 = load ptr, ptr %95, align 8
  %804 = getelementptr inbounds i8, ptr %803, i64 -2
  %805 = load ptr, ptr %87, align 8
  %806 = ptrtoint ptr %804 to i64
  %807 = ptrtoint ptr %805 to i64
  %808 = sub i64 %806, %807
  %809 = trunc i64 %808 to i32
  %810 = load ptr, ptr %84, align 8
  %811 = load ptr, ptr %95, align 8
  %812 = getelementptr inbounds i8, ptr %811, i64 -2
  %813 = load i32, ptr %85, align 4
  %814 = load i32, ptr %81, align 4
  store ptr %812, ptr %69, align 8
  store i32 %813, ptr %70, align 4
  store i32 %814, ptr %71, align 4
  %815 = load i32, ptr %71, align 4
  switch i32 %815, label %816 [
    i32 4, label %817
    i32 5, label %821
    i32 6, label %825
    i32 7, label %829
    i32 8, label %833
  ]

816:                                              ; preds = %800
  br label %817

817:                                              ; preds = %816, %800
  %818 = load ptr, ptr %69, align 8
  %819 = load i32, ptr %70, align 4
  %820 = call i64 @ZSTD_hash4Ptr(ptr noundef %818, i32 noundef %819)
  store i64 %820, ptr %68, align 8
  br label %837

821:                                              ; preds = %800
  %822 = load ptr, ptr %69, align 8
  %823 = load i32, ptr %70, align 4
  %824 = call i64 @ZSTD_hash5Ptr(ptr noundef %822, i32 noundef %823)
  store i64 %824, ptr %68, align 8
  br label %837

825:                                              ; preds = %800
  %826 = load ptr, ptr %69, align 8
  %827 = load i32, ptr %70, align 4
  %828 = call i64 @ZSTD_hash6Ptr(ptr noundef %826, i32 noundef %827)
  store i64 %828, ptr %68, align 8
  br label %837

829:                                              ; preds = %800
  %830 = load ptr, ptr %69, align 8
  %831 = load i32, ptr %70, align 4
  %832 = call i64 @ZSTD_hash7Ptr(ptr noundef %830, i32 noundef %831)
  store i64 %832, ptr %68, align 8
  br label %837

833:                                              ; preds = %800
  %834 = load ptr, ptr %69, align 8
  %835 = load i32, ptr %70, align 4
  %836 = call i64 @ZSTD_hash8Ptr(ptr noundef %834, i32 noundef %835)
  store i64 %836, ptr %68, align 8
  br label %837

837:                                              ; preds = %833, %829, %825, %821, %817
  %838 = load i64, ptr %68, align 8
  %839 = getelementptr inbounds i32, ptr %810, i64 %838
  store i32 %809, ptr %839, align 4
  %840 = load i32, ptr %101, align 4
  %841 = icmp ugt i32 %840, 0
  br i1 %841, label %842, label %1078

842:                                              ; preds = %837
  br label %843

843:                                              ; preds = %1065, %842
  %844 = load ptr, ptr %95, align 8
  %845 = load ptr, ptr %93, align 8
  %846 = icmp ule ptr %844, %845
  br i1 %846, label %847, label %857

847:                                              ; preds = %843
  %848 = load ptr, ptr %95, align 8
  %849 = call i32 @MEM_read32(ptr noundef %848)
  %850 = load ptr, ptr %95, align 8
  %851 = load i32, ptr %101, align 4
  %852 = zext i32 %851 to i64
  %853 = sub i64 0, %852
  %854 = getelementptr inbounds i8, ptr %850, i64 %853
  %855 = call i32 @MEM_read32(ptr noundef %854)
  %856 = icmp eq i32 %849, %855
  br label %857

857:                                              ; preds = %847, %843
  %858 = phi i1 [ false, %843 ], [ %856, %847 ]
  br i1 %858, label %859, label %1077

859:                                              ; preds = %857
  %860 = load ptr, ptr %95, align 8
  %861 = getelementptr inbounds i8, ptr %860, i64 4
  %862 = load ptr, ptr %95, align 8
  %863 = getelementptr inbounds i8, ptr %862, i64 4
  %864 = load i32, ptr %101, align 4
  %865 = zext i32 %864 to i64
  %866 = sub i64 0, %865
  %867 = getelementptr inbounds i8, ptr %863, i64 %866
  %868 = load ptr, ptr %92, align 8
  %869 = call i64 @ZSTD_count(ptr noundef %861, ptr noundef %867, ptr noundef %868)
  %870 = add i64 %869, 4
  store i64 %870, ptr %118, align 8
  %871 = load i32, ptr %101, align 4
  store i32 %871, ptr %119, align 4
  %872 = load i32, ptr %100, align 4
  store i32 %872, ptr %101, align 4
  %873 = load i32, ptr %119, align 4
  store i32 %873, ptr %100, align 4
  %874 = load ptr, ptr %95, align 8
  %875 = load ptr, ptr %87, align 8
  %876 = ptrtoint ptr %874 to i64
  %877 = ptrtoint ptr %875 to i64
  %878 = sub i64 %876, %877
  %879 = trunc i64 %878 to i32
  %880 = load ptr, ptr %84, align 8
  %881 = load ptr, ptr %95, align 8
  %882 = load i32, ptr %85, align 4
  %883 = load i32, ptr %81, align 4
  store ptr %881, ptr %73, align 8
  store i32 %882, ptr %74, align 4
  store i32 %883, ptr %75, align 4
  %884 = load i32, ptr %75, align 4
  switch i32 %884, label %885 [
    i32 4, label %886
    i32 5, label %890
    i32 6, label %894
    i32 7, label %898
    i32 8, label %902
  ]

885:                                              ; preds = %859
  br label %886

886:                                              ; preds = %885, %859
  %887 = load ptr, ptr %73, align 8
  %888 = load i32, ptr %74, align 4
  %889 = call i64 @ZSTD_hash4Ptr(ptr noundef %887, i32 noundef %888)
  store i64 %889, ptr %72, align 8
  br label %906

890:                                              ; preds = %859
  %891 = load ptr, ptr %73, align 8
  %892 = load i32, ptr %74, align 4
  %893 = call i64 @ZSTD_hash5Ptr(ptr noundef %891, i32 noundef %892)
  store i64 %893, ptr %72, align 8
  br label %906

894:                                              ; preds = %859
  %895 = load ptr, ptr %73, align 8
  %896 = load i32, ptr %74, align 4
  %897 = call i64 @ZSTD_hash6Ptr(ptr noundef %895, i32 noundef %896)
  store i64 %897, ptr %72, align 8
  br label %906

898:                                              ; preds = %859
  %899 = load ptr, ptr %73, align 8
  %900 = load i32, ptr %74, align 4
  %901 = call i64 @ZSTD_hash7Ptr(ptr noundef %899, i32 noundef %900)
  store i64 %901, ptr %72, align 8
  br label %906

902:                                              ; preds = %859
  %903 = load ptr, ptr %73, align 8
  %904 = load i32, ptr %74, align 4
  %905 = call i64 @ZSTD_hash8Ptr(ptr noundef %903, i32 noundef %904)
  store i64 %905, ptr %72, align 8
  br label %906

906:                                              ; preds = %902, %898, %894, %890, %886
  %907 = load i64, ptr %72, align 8
  %908 = getelementptr inbounds i32, ptr %880, i64 %907
  store i32 %879, ptr %908, align 4
  %909 = load i64, ptr %118, align 8
  %910 = load ptr, ptr %95, align 8
  %911 = getelementptr inbounds i8, ptr %910, i64 %909
  store ptr %911, ptr %95, align 8
  %912 = load ptr, ptr %77, align 8
  %913 = load ptr, ptr %94, align 8
  %914 = load ptr, ptr %92, align 8
  %915 = load i64, ptr %118, align 8
  store ptr %912, ptr %40, align 8
  store i64 0, ptr %41, align 8
  store ptr %913, ptr %42, align 8
  store ptr %914, ptr %43, align 8
  store i32 1, ptr %44, align 4
  store i64 %915, ptr %45, align 8
  %916 = load ptr, ptr %43, align 8
  %917 = getelementptr inbounds i8, ptr %916, i64 -32
  store ptr %917, ptr %46, align 8
  %918 = load ptr, ptr %42, align 8
  %919 = load i64, ptr %41, align 8
  %920 = getelementptr inbounds i8, ptr %918, i64 %919
  store ptr %920, ptr %47, align 8
  %921 = load ptr, ptr %47, align 8
  %922 = load ptr, ptr %46, align 8
  %923 = icmp ule ptr %921, %922
  br i1 %923, label %924, label %997

924:                                              ; preds = %906
  %925 = load ptr, ptr %40, align 8
  %926 = getelementptr inbounds %struct.SeqStore_t, ptr %925, i32 0, i32 3
  %927 = load ptr, ptr %926, align 8
  %928 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %927, ptr noundef %928)
  %929 = load i64, ptr %41, align 8
  %930 = icmp ugt i64 %929, 16
  br i1 %930, label %931, label %996

931:                                              ; preds = %924
  %932 = load ptr, ptr %40, align 8
  %933 = getelementptr inbounds %struct.SeqStore_t, ptr %932, i32 0, i32 3
  %934 = load ptr, ptr %933, align 8
  %935 = getelementptr inbounds i8, ptr %934, i64 16
  %936 = load ptr, ptr %42, align 8
  %937 = getelementptr inbounds i8, ptr %936, i64 16
  %938 = load i64, ptr %41, align 8
  %939 = sub nsw i64 %938, 16
  store ptr %935, ptr %16, align 8
  store ptr %937, ptr %17, align 8
  store i64 %939, ptr %18, align 8
  store i32 0, ptr %19, align 4
  %940 = load ptr, ptr %16, align 8
  %941 = load ptr, ptr %17, align 8
  %942 = ptrtoint ptr %940 to i64
  %943 = ptrtoint ptr %941 to i64
  %944 = sub i64 %942, %943
  store i64 %944, ptr %20, align 8
  %945 = load ptr, ptr %17, align 8
  store ptr %945, ptr %21, align 8
  %946 = load ptr, ptr %16, align 8
  store ptr %946, ptr %22, align 8
  %947 = load ptr, ptr %22, align 8
  %948 = load i64, ptr %18, align 8
  %949 = getelementptr inbounds i8, ptr %947, i64 %948
  store ptr %949, ptr %23, align 8
  %950 = load i32, ptr %19, align 4
  %951 = icmp eq i32 %950, 1
  br i1 %951, label %952, label %967

952:                                              ; preds = %931
  %953 = load i64, ptr %20, align 8
  %954 = icmp slt i64 %953, 16
  br i1 %954, label %955, label %967

955:                                              ; preds = %952
  br label %956

956:                                              ; preds = %956, %955
  %957 = load ptr, ptr %22, align 8
  %958 = load ptr, ptr %21, align 8
  call void @ZSTD_copy8(ptr noundef %957, ptr noundef %958)
  %959 = load ptr, ptr %22, align 8
  %960 = getelementptr inbounds i8, ptr %959, i64 8
  store ptr %960, ptr %22, align 8
  %961 = load ptr, ptr %21, align 8
  %962 = getelementptr inbounds i8, ptr %961, i64 8
  store ptr %962, ptr %21, align 8
  %963 = load ptr, ptr %22, align 8
  %964 = load ptr, ptr %23, align 8
  %965 = icmp ult ptr %963, %964
  br i1 %965, label %956, label %966, !llvm.loop !13

966:                                              ; preds = %956
  br label %995

967:                                              ; preds = %952, %931
  %968 = load ptr, ptr %22, align 8
  %969 = load ptr, ptr %21, align 8
  call void @ZSTD_copy16(ptr noundef %968, ptr noundef %969)
  %970 = load i64, ptr %18, align 8
  %971 = icmp sge i64 16, %970
  br i1 %971, label %972, label %973

972:                                              ; preds = %967
  br label %995

973:                                              ; preds = %967
  %974 = load ptr, ptr %22, align 8
  %975 = getelementptr inbounds i8, ptr %974, i64 16
  store ptr %975, ptr %22, align 8
  %976 = load ptr, ptr %21, align 8
  %977 = getelementptr inbounds i8, ptr %976, i64 16
  store ptr %977, ptr %21, align 8
  br label %978

978:                                              ; preds = %978, %973
  %979 = load ptr, ptr %22, align 8
  %980 = load ptr, ptr %21, align 8
  call void @ZSTD_copy16(ptr noundef %979, ptr noundef %980)
  %981 = load ptr, ptr %22, align 8
  %982 = getelementptr inbounds i8, ptr %981, i64 16
  store ptr %982, ptr %22, align 8
  %983 = load ptr, ptr %21, align 8
  %984 = getelementptr inbounds i8, ptr %983, i64 16
  store ptr %984, ptr %21, align 8
  %985 = load ptr, ptr %22, align 8
  %986 = load ptr, ptr %21, align 8
  call void @ZSTD_copy16(ptr noundef %985, ptr noundef %986)
  %987 = load ptr, ptr %22, align 8
  %988 = getelementptr inbounds i8, ptr %987, i64 16
  store ptr %988, ptr %22, align 8
  %989 = load ptr, ptr %21, align 8
  %990 = getelementptr inbounds i8, ptr %989, i64 16
  store ptr %990, ptr %21, align 8
  %991 = load ptr, ptr %22, align 8
  %992 = load ptr, ptr %23, align 8
  %993 = icmp ult ptr %991, %992
  br i1 %993, label %978, label %994, !llvm.loop !14

994:                                              ; preds = %978
  br label %995

995:                                              ; preds = %966, %972, %994
  br label %996

996:                                              ; preds = %995, %924
  br label %1004

997:                                              ; preds = %906
  %998 = load ptr, ptr %40, align 8
  %999 = getelementptr inbounds %struct.SeqStore_t, ptr %998, i32 0, i32 3
  %1000 = load ptr, ptr %999, align 8
  %1001 = load ptr, ptr %42, align 8
  %1002 = load ptr, ptr %47, align 8
  %1003 = load ptr, ptr %46, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1000, ptr noundef %1001, ptr noundef %1002, ptr noundef %1003)
  br label %1004

1004:                                             ; preds = %996, %997
  %1005 = load i64, ptr %41, align 8
  %1006 = load ptr, ptr %40, align 8
  %1007 = getelementptr inbounds %struct.SeqStore_t, ptr %1006, i32 0, i32 3
  %1008 = load ptr, ptr %1007, align 8
  %1009 = getelementptr inbounds i8, ptr %1008, i64 %1005
  store ptr %1009, ptr %1007, align 8
  %1010 = load ptr, ptr %40, align 8
  %1011 = load i64, ptr %41, align 8
  %1012 = load i32, ptr %44, align 4
  %1013 = load i64, ptr %45, align 8
  store ptr %1010, ptr %6, align 8
  store i64 %1011, ptr %7, align 8
  store i32 %1012, ptr %8, align 4
  store i64 %1013, ptr %9, align 8
  %1014 = load i64, ptr %7, align 8
  %1015 = icmp ugt i64 %1014, 65535
  %1016 = zext i1 %1015 to i32
  %1017 = sext i32 %1016 to i64
  br i1 %1015, label %1018, label %1033

1018:                                             ; preds = %1004
  %1019 = load ptr, ptr %6, align 8
  %1020 = getelementptr inbounds %struct.SeqStore_t, ptr %1019, i32 0, i32 9
  store i32 1, ptr %1020, align 8
  %1021 = load ptr, ptr %6, align 8
  %1022 = getelementptr inbounds %struct.SeqStore_t, ptr %1021, i32 0, i32 1
  %1023 = load ptr, ptr %1022, align 8
  %1024 = load ptr, ptr %6, align 8
  %1025 = load ptr, ptr %1024, align 8
  %1026 = ptrtoint ptr %1023 to i64
  %1027 = ptrtoint ptr %1025 to i64
  %1028 = sub i64 %1026, %1027
  %1029 = sdiv exact i64 %1028, 8
  %1030 = trunc i64 %1029 to i32
  %1031 = load ptr, ptr %6, align 8
  %1032 = getelementptr inbounds %struct.SeqStore_t, ptr %1031, i32 0, i32 10
  store i32 %1030, ptr %1032, align 4
  br label %1033

1033:                                             ; preds = %1018, %1004
  %1034 = load i64, ptr %7, align 8
  %1035 = trunc i64 %1034 to i16
  %1036 = load ptr, ptr %6, align 8
  %1037 = getelementptr inbounds %struct.SeqStore_t, ptr %1036, i32 0, i32 1
  %1038 = load ptr, ptr %1037, align 8
  %1039 = getelementptr inbounds %struct.SeqDef_s, ptr %1038, i32 0, i32 1
  store i16 %1035, ptr %1039, align 4
  %1040 = load i32, ptr %8, align 4
  %1041 = load ptr, ptr %6, align 8
  %1042 = getelementptr inbounds %struct.SeqStore_t, ptr %1041, i32 0, i32 1
  %1043 = load ptr, ptr %1042, align 8
  store i32 %1040, ptr %1043, align 4
  %1044 = load i64, ptr %9, align 8
  %1045 = sub i64 %1044, 3
  store i64 %1045, ptr %10, align 8
  %1046 = load i64, ptr %10, align 8
  %1047 = icmp ugt i64 %1046, 65535
  %1048 = zext i1 %1047 to i32
  %1049 = sext i32 %1048 to i64
  br i1 %1047, label %1050, label %1065

1050:                                             ; preds = %1033
  %1051 = load ptr, ptr %6, align 8
  %1052 = getelementptr inbounds %struct.SeqStore_t, ptr %1051, i32 0, i32 9
  store i32 2, ptr %1052, align 8
  %1053 = load ptr, ptr %6, align 8
  %1054 = getelementptr inbounds %struct.SeqStore_t, ptr %1053, i32 0, i32 1
  %1055 = load ptr, ptr %1054, align 8
  %1056 = load ptr, ptr %6, align 8
  %1057 = load ptr, ptr %1056, align 8
  %1058 = ptrtoint ptr %1055 to i64
  %1059 = ptrtoint ptr %1057 to i64
  %1060 = sub i64 %1058, %1059
  %1061 = sdiv exact i64 %1060, 8
  %1062 = trunc i64 %1061 to i32
  %1063 = load ptr, ptr %6, align 8
  %1064 = getelementptr inbounds %struct.SeqStore_t, ptr %1063, i32 0, i32 10
  store i32 %1062, ptr %1064, align 4
  br label %1065

1065:                                             ; preds = %1033, %1050
  %1066 = load i64, ptr %10, align 8
  %1067 = trunc i64 %1066 to i16
  %1068 = load ptr, ptr %6, align 8
  %1069 = getelementptr inbounds %struct.SeqStore_t, ptr %1068, i32 0, i32 1
  %1070 = load ptr, ptr %1069, align 8
  %1071 = getelementptr inbounds %struct.SeqDef_s, ptr %1070, i32 0, i32 2
  store i16 %1067, ptr %1071, align 2
  %1072 = load ptr, ptr %6, align 8
  %1073 = getelementptr inbounds %struct.SeqStore_t, ptr %1072, i32 0, i32 1
  %1074 = load ptr, ptr %1073, align 8
  %1075 = getelementptr inbounds %struct.SeqDef_s, ptr %1074, i32 1
  store ptr %1075, ptr %1073, align 8
  %1076 = load ptr, ptr %95, align 8
  store ptr %1076, ptr %94, align 8
  br label %843, !llvm.loop !15

1077:                                             ; preds = %857
  br label %1078

1078:                                             ; preds = %1077, %837
  br label %1079

1079:                                             ; preds = %1078, %749
  br label %220

1080:                                             ; preds = %530, %532
  %1081 = phi i32 [ %531, %530 ], [ %533, %532 ]
  %1082 = load ptr, ptr %78, align 8
  %1083 = getelementptr inbounds i32, ptr %1082, i64 1
  store i32 %1081, ptr %1083, align 4
  %1084 = load ptr, ptr %92, align 8
  %1085 = load ptr, ptr %94, align 8
  %1086 = ptrtoint ptr %1084 to i64
  %1087 = ptrtoint ptr %1085 to i64
  %1088 = sub i64 %1086, %1087
  ret i64 %1088
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_compressBlock_fast_noDict_5_1(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
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
  %17 = alloca ptr, align 8
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca i64, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca i64, align 8
  %27 = alloca i32, align 4
  %28 = alloca i64, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca i64, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca i32, align 4
  %37 = alloca i64, align 8
  %38 = alloca ptr, align 8
  %39 = alloca ptr, align 8
  %40 = alloca ptr, align 8
  %41 = alloca i64, align 8
  %42 = alloca ptr, align 8
  %43 = alloca ptr, align 8
  %44 = alloca i32, align 4
  %45 = alloca i64, align 8
  %46 = alloca ptr, align 8
  %47 = alloca ptr, align 8
  %48 = alloca i64, align 8
  %49 = alloca ptr, align 8
  %50 = alloca i32, align 4
  %51 = alloca i32, align 4
  %52 = alloca i64, align 8
  %53 = alloca ptr, align 8
  %54 = alloca i32, align 4
  %55 = alloca i32, align 4
  %56 = alloca i64, align 8
  %57 = alloca ptr, align 8
  %58 = alloca i32, align 4
  %59 = alloca i32, align 4
  %60 = alloca i64, align 8
  %61 = alloca ptr, align 8
  %62 = alloca i32, align 4
  %63 = alloca i32, align 4
  %64 = alloca i64, align 8
  %65 = alloca ptr, align 8
  %66 = alloca i32, align 4
  %67 = alloca i32, align 4
  %68 = alloca i64, align 8
  %69 = alloca ptr, align 8
  %70 = alloca i32, align 4
  %71 = alloca i32, align 4
  %72 = alloca i64, align 8
  %73 = alloca ptr, align 8
  %74 = alloca i32, align 4
  %75 = alloca i32, align 4
  %76 = alloca ptr, align 8
  %77 = alloca ptr, align 8
  %78 = alloca ptr, align 8
  %79 = alloca ptr, align 8
  %80 = alloca i64, align 8
  %81 = alloca i32, align 4
  %82 = alloca i32, align 4
  %83 = alloca ptr, align 8
  %84 = alloca ptr, align 8
  %85 = alloca i32, align 4
  %86 = alloca i64, align 8
  %87 = alloca ptr, align 8
  %88 = alloca ptr, align 8
  %89 = alloca i32, align 4
  %90 = alloca i32, align 4
  %91 = alloca ptr, align 8
  %92 = alloca ptr, align 8
  %93 = alloca ptr, align 8
  %94 = alloca ptr, align 8
  %95 = alloca ptr, align 8
  %96 = alloca ptr, align 8
  %97 = alloca ptr, align 8
  %98 = alloca ptr, align 8
  %99 = alloca i32, align 4
  %100 = alloca i32, align 4
  %101 = alloca i32, align 4
  %102 = alloca i32, align 4
  %103 = alloca i32, align 4
  %104 = alloca i64, align 8
  %105 = alloca i64, align 8
  %106 = alloca i32, align 4
  %107 = alloca i32, align 4
  %108 = alloca ptr, align 8
  %109 = alloca i64, align 8
  %110 = alloca i64, align 8
  %111 = alloca ptr, align 8
  %112 = alloca i64, align 8
  %113 = alloca ptr, align 8
  %114 = alloca i32, align 4
  %115 = alloca i32, align 4
  %116 = alloca i32, align 4
  %117 = alloca i32, align 4
  %118 = alloca i64, align 8
  %119 = alloca i32, align 4
  %120 = alloca ptr, align 8
  %121 = alloca ptr, align 8
  %122 = alloca ptr, align 8
  %123 = alloca ptr, align 8
  %124 = alloca i64, align 8
  store ptr %0, ptr %120, align 8
  store ptr %1, ptr %121, align 8
  store ptr %2, ptr %122, align 8
  store ptr %3, ptr %123, align 8
  store i64 %4, ptr %124, align 8
  %125 = load ptr, ptr %120, align 8
  %126 = load ptr, ptr %121, align 8
  %127 = load ptr, ptr %122, align 8
  %128 = load ptr, ptr %123, align 8
  %129 = load i64, ptr %124, align 8
  store ptr %125, ptr %76, align 8
  store ptr %126, ptr %77, align 8
  store ptr %127, ptr %78, align 8
  store ptr %128, ptr %79, align 8
  store i64 %129, ptr %80, align 8
  store i32 5, ptr %81, align 4
  store i32 1, ptr %82, align 4
  %130 = load ptr, ptr %76, align 8
  %131 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %130, i32 0, i32 16
  store ptr %131, ptr %83, align 8
  %132 = load ptr, ptr %76, align 8
  %133 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %132, i32 0, i32 9
  %134 = load ptr, ptr %133, align 8
  store ptr %134, ptr %84, align 8
  %135 = load ptr, ptr %83, align 8
  %136 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %135, i32 0, i32 2
  %137 = load i32, ptr %136, align 4
  store i32 %137, ptr %85, align 4
  %138 = load ptr, ptr %83, align 8
  %139 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %138, i32 0, i32 5
  %140 = load i32, ptr %139, align 4
  %141 = load ptr, ptr %83, align 8
  %142 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %141, i32 0, i32 5
  %143 = load i32, ptr %142, align 4
  %144 = icmp ne i32 %143, 0
  %145 = xor i1 %144, true
  %146 = zext i1 %145 to i32
  %147 = add i32 %140, %146
  %148 = add i32 %147, 1
  %149 = zext i32 %148 to i64
  store i64 %149, ptr %86, align 8
  %150 = load ptr, ptr %76, align 8
  %151 = getelementptr inbounds %struct.ZSTD_window_t, ptr %150, i32 0, i32 1
  %152 = load ptr, ptr %151, align 8
  store ptr %152, ptr %87, align 8
  %153 = load ptr, ptr %79, align 8
  store ptr %153, ptr %88, align 8
  %154 = load ptr, ptr %88, align 8
  %155 = load ptr, ptr %87, align 8
  %156 = ptrtoint ptr %154 to i64
  %157 = ptrtoint ptr %155 to i64
  %158 = sub i64 %156, %157
  %159 = load i64, ptr %80, align 8
  %160 = add i64 %158, %159
  %161 = trunc i64 %160 to i32
  store i32 %161, ptr %89, align 4
  %162 = load ptr, ptr %76, align 8
  %163 = load i32, ptr %89, align 4
  %164 = load ptr, ptr %83, align 8
  %165 = load i32, ptr %164, align 4
  %166 = call i32 @ZSTD_getLowestPrefixIndex(ptr noundef %162, i32 noundef %163, i32 noundef %165)
  store i32 %166, ptr %90, align 4
  %167 = load ptr, ptr %87, align 8
  %168 = load i32, ptr %90, align 4
  %169 = zext i32 %168 to i64
  %170 = getelementptr inbounds i8, ptr %167, i64 %169
  store ptr %170, ptr %91, align 8
  %171 = load ptr, ptr %88, align 8
  %172 = load i64, ptr %80, align 8
  %173 = getelementptr inbounds i8, ptr %171, i64 %172
  store ptr %173, ptr %92, align 8
  %174 = load ptr, ptr %92, align 8
  %175 = getelementptr inbounds i8, ptr %174, i64 -8
  store ptr %175, ptr %93, align 8
  %176 = load ptr, ptr %88, align 8
  store ptr %176, ptr %94, align 8
  %177 = load ptr, ptr %88, align 8
  store ptr %177, ptr %95, align 8
  %178 = load ptr, ptr %78, align 8
  %179 = load i32, ptr %178, align 4
  store i32 %179, ptr %100, align 4
  %180 = load ptr, ptr %78, align 8
  %181 = getelementptr inbounds i32, ptr %180, i64 1
  %182 = load i32, ptr %181, align 4
  store i32 %182, ptr %101, align 4
  store i32 0, ptr %102, align 4
  store i32 0, ptr %103, align 4
  store i64 128, ptr %112, align 8
  %183 = load i32, ptr %82, align 4
  %184 = icmp ne i32 %183, 0
  %185 = zext i1 %184 to i64
  %186 = select i1 %184, ptr @ZSTD_match4Found_cmov, ptr @ZSTD_match4Found_branch
  store ptr %186, ptr %113, align 8
  %187 = load ptr, ptr %95, align 8
  %188 = load ptr, ptr %91, align 8
  %189 = icmp eq ptr %187, %188
  %190 = zext i1 %189 to i32
  %191 = load ptr, ptr %95, align 8
  %192 = sext i32 %190 to i64
  %193 = getelementptr inbounds i8, ptr %191, i64 %192
  store ptr %193, ptr %95, align 8
  %194 = load ptr, ptr %95, align 8
  %195 = load ptr, ptr %87, align 8
  %196 = ptrtoint ptr %194 to i64
  %197 = ptrtoint ptr %195 to i64
  %198 = sub i64 %196, %197
  %199 = trunc i64 %198 to i32
  store i32 %199, ptr %114, align 4
  %200 = load ptr, ptr %76, align 8
  %201 = load i32, ptr %114, align 4
  %202 = load ptr, ptr %83, align 8
  %203 = load i32, ptr %202, align 4
  %204 = call i32 @ZSTD_getLowestPrefixIndex(ptr noundef %200, i32 noundef %201, i32 noundef %203)
  store i32 %204, ptr %115, align 4
  %205 = load i32, ptr %114, align 4
  %206 = load i32, ptr %115, align 4
  %207 = sub i32 %205, %206
  store i32 %207, ptr %116, align 4
  %208 = load i32, ptr %101, align 4
  %209 = load i32, ptr %116, align 4
  %210 = icmp ugt i32 %208, %209
  br i1 %210, label %211, label %213

211:                                              ; preds = %5
  %212 = load i32, ptr %101, align 4
  store i32 %212, ptr %103, align 4
  store i32 0, ptr %101, align 4
  br label %213

213:                                              ; preds = %211, %5
  %214 = load i32, ptr %100, align 4
  %215 = load i32, ptr %116, align 4
  %216 = icmp ugt i32 %214, %215
  br i1 %216, label %217, label %219

217:                                              ; preds = %213
  %218 = load i32, ptr %100, align 4
  store i32 %218, ptr %102, align 4
  store i32 0, ptr %100, align 4
  br label %219

219:                                              ; preds = %217, %213
  br label %220

220:                                              ; preds = %1079, %219
  %221 = load i64, ptr %86, align 8
  store i64 %221, ptr %110, align 8
  %222 = load ptr, ptr %95, align 8
  %223 = getelementptr inbounds i8, ptr %222, i64 128
  store ptr %223, ptr %111, align 8
  %224 = load ptr, ptr %95, align 8
  %225 = getelementptr inbounds i8, ptr %224, i64 1
  store ptr %225, ptr %96, align 8
  %226 = load ptr, ptr %95, align 8
  %227 = load i64, ptr %110, align 8
  %228 = getelementptr inbounds i8, ptr %226, i64 %227
  store ptr %228, ptr %97, align 8
  %229 = load ptr, ptr %97, align 8
  %230 = getelementptr inbounds i8, ptr %229, i64 1
  store ptr %230, ptr %98, align 8
  %231 = load ptr, ptr %98, align 8
  %232 = load ptr, ptr %93, align 8
  %233 = icmp uge ptr %231, %232
  br i1 %233, label %234, label %235

234:                                              ; preds = %220
  br label %507

235:                                              ; preds = %220
  %236 = load ptr, ptr %95, align 8
  %237 = load i32, ptr %85, align 4
  %238 = load i32, ptr %81, align 4
  store ptr %236, ptr %49, align 8
  store i32 %237, ptr %50, align 4
  store i32 %238, ptr %51, align 4
  %239 = load i32, ptr %51, align 4
  switch i32 %239, label %240 [
    i32 4, label %241
    i32 5, label %245
    i32 6, label %249
    i32 7, label %253
    i32 8, label %257
  ]

240:                                              ; preds = %235
  br label %241

241:                                              ; preds = %240, %235
  %242 = load ptr, ptr %49, align 8
  %243 = load i32, ptr %50, align 4
  %244 = call i64 @ZSTD_hash4Ptr(ptr noundef %242, i32 noundef %243)
  store i64 %244, ptr %48, align 8
  br label %261

245:                                              ; preds = %235
  %246 = load ptr, ptr %49, align 8
  %247 = load i32, ptr %50, align 4
  %248 = call i64 @ZSTD_hash5Ptr(ptr noundef %246, i32 noundef %247)
  store i64 %248, ptr %48, align 8
  br label %261

249:                                              ; preds = %235
  %250 = load ptr, ptr %49, align 8
  %251 = load i32, ptr %50, align 4
  %252 = call i64 @ZSTD_hash6Ptr(ptr noundef %250, i32 noundef %251)
  store i64 %252, ptr %48, align 8
  br label %261

253:                                              ; preds = %235
  %254 = load ptr, ptr %49, align 8
  %255 = load i32, ptr %50, align 4
  %256 = call i64 @ZSTD_hash7Ptr(ptr noundef %254, i32 noundef %255)
  store i64 %256, ptr %48, align 8
  br label %261

257:                                              ; preds = %235
  %258 = load ptr, ptr %49, align 8
  %259 = load i32, ptr %50, align 4
  %260 = call i64 @ZSTD_hash8Ptr(ptr noundef %258, i32 noundef %259)
  store i64 %260, ptr %48, align 8
  br label %261

261:                                              ; preds = %257, %253, %249, %245, %241
  %262 = load i64, ptr %48, align 8
  store i64 %262, ptr %104, align 8
  %263 = load ptr, ptr %96, align 8
  %264 = load i32, ptr %85, align 4
  %265 = load i32, ptr %81, align 4
  store ptr %263, ptr %53, align 8
  store i32 %264, ptr %54, align 4
  store i32 %265, ptr %55, align 4
  %266 = load i32, ptr %55, align 4
  switch i32 %266, label %267 [
    i32 4, label %268
    i32 5, label %272
    i32 6, label %276
    i32 7, label %280
    i32 8, label %284
  ]

267:                                              ; preds = %261
  br label %268

268:                                              ; preds = %267, %261
  %269 = load ptr, ptr %53, align 8
  %270 = load i32, ptr %54, align 4
  %271 = call i64 @ZSTD_hash4Ptr(ptr noundef %269, i32 noundef %270)
  store i64 %271, ptr %52, align 8
  br label %288

272:                                              ; preds = %261
  %273 = load ptr, ptr %53, align 8
  %274 = load i32, ptr %54, align 4
  %275 = call i64 @ZSTD_hash5Ptr(ptr noundef %273, i32 noundef %274)
  store i64 %275, ptr %52, align 8
  br label %288

276:                                              ; preds = %261
  %277 = load ptr, ptr %53, align 8
  %278 = load i32, ptr %54, align 4
  %279 = call i64 @ZSTD_hash6Ptr(ptr noundef %277, i32 noundef %278)
  store i64 %279, ptr %52, align 8
  br label %288

280:                                              ; preds = %261
  %281 = load ptr, ptr %53, align 8
  %282 = load i32, ptr %54, align 4
  %283 = call i64 @ZSTD_hash7Ptr(ptr noundef %281, i32 noundef %282)
  store i64 %283, ptr %52, align 8
  br label %288

284:                                              ; preds = %261
  %285 = load ptr, ptr %53, align 8
  %286 = load i32, ptr %54, align 4
  %287 = call i64 @ZSTD_hash8Ptr(ptr noundef %285, i32 noundef %286)
  store i64 %287, ptr %52, align 8
  br label %288

288:                                              ; preds = %284, %280, %276, %272, %268
  %289 = load i64, ptr %52, align 8
  store i64 %289, ptr %105, align 8
  %290 = load ptr, ptr %84, align 8
  %291 = load i64, ptr %104, align 8
  %292 = getelementptr inbounds i32, ptr %290, i64 %291
  %293 = load i32, ptr %292, align 4
  store i32 %293, ptr %106, align 4
  br label %294

294:                                              ; preds = %502, %288
  %295 = load ptr, ptr %97, align 8
  %296 = load i32, ptr %100, align 4
  %297 = zext i32 %296 to i64
  %298 = sub i64 0, %297
  %299 = getelementptr inbounds i8, ptr %295, i64 %298
  %300 = call i32 @MEM_read32(ptr noundef %299)
  store i32 %300, ptr %117, align 4
  %301 = load ptr, ptr %95, align 8
  %302 = load ptr, ptr %87, align 8
  %303 = ptrtoint ptr %301 to i64
  %304 = ptrtoint ptr %302 to i64
  %305 = sub i64 %303, %304
  %306 = trunc i64 %305 to i32
  store i32 %306, ptr %99, align 4
  %307 = load i32, ptr %99, align 4
  %308 = load ptr, ptr %84, align 8
  %309 = load i64, ptr %104, align 8
  %310 = getelementptr inbounds i32, ptr %308, i64 %309
  store i32 %307, ptr %310, align 4
  %311 = load ptr, ptr %97, align 8
  %312 = call i32 @MEM_read32(ptr noundef %311)
  %313 = load i32, ptr %117, align 4
  %314 = icmp eq i32 %312, %313
  %315 = zext i1 %314 to i32
  %316 = load i32, ptr %100, align 4
  %317 = icmp ugt i32 %316, 0
  %318 = zext i1 %317 to i32
  %319 = and i32 %315, %318
  %320 = icmp ne i32 %319, 0
  br i1 %320, label %321, label %358

321:                                              ; preds = %294
  %322 = load ptr, ptr %97, align 8
  store ptr %322, ptr %95, align 8
  %323 = load ptr, ptr %95, align 8
  %324 = load i32, ptr %100, align 4
  %325 = zext i32 %324 to i64
  %326 = sub i64 0, %325
  %327 = getelementptr inbounds i8, ptr %323, i64 %326
  store ptr %327, ptr %108, align 8
  %328 = load ptr, ptr %95, align 8
  %329 = getelementptr inbounds i8, ptr %328, i64 -1
  %330 = load i8, ptr %329, align 1
  %331 = zext i8 %330 to i32
  %332 = load ptr, ptr %108, align 8
  %333 = getelementptr inbounds i8, ptr %332, i64 -1
  %334 = load i8, ptr %333, align 1
  %335 = zext i8 %334 to i32
  %336 = icmp eq i32 %331, %335
  %337 = zext i1 %336 to i32
  %338 = sext i32 %337 to i64
  store i64 %338, ptr %109, align 8
  %339 = load i64, ptr %109, align 8
  %340 = load ptr, ptr %95, align 8
  %341 = sub i64 0, %339
  %342 = getelementptr inbounds i8, ptr %340, i64 %341
  store ptr %342, ptr %95, align 8
  %343 = load i64, ptr %109, align 8
  %344 = load ptr, ptr %108, align 8
  %345 = sub i64 0, %343
  %346 = getelementptr inbounds i8, ptr %344, i64 %345
  store ptr %346, ptr %108, align 8
  store i32 1, ptr %107, align 4
  %347 = load i64, ptr %109, align 8
  %348 = add i64 %347, 4
  store i64 %348, ptr %109, align 8
  %349 = load ptr, ptr %96, align 8
  %350 = load ptr, ptr %87, align 8
  %351 = ptrtoint ptr %349 to i64
  %352 = ptrtoint ptr %350 to i64
  %353 = sub i64 %351, %352
  %354 = trunc i64 %353 to i32
  %355 = load ptr, ptr %84, align 8
  %356 = load i64, ptr %105, align 8
  %357 = getelementptr inbounds i32, ptr %355, i64 %356
  store i32 %354, ptr %357, align 4
  br label %579

358:                                              ; preds = %294
  %359 = load ptr, ptr %113, align 8
  %360 = load ptr, ptr %95, align 8
  %361 = load ptr, ptr %87, align 8
  %362 = load i32, ptr %106, align 4
  %363 = zext i32 %362 to i64
  %364 = getelementptr inbounds i8, ptr %361, i64 %363
  %365 = load i32, ptr %106, align 4
  %366 = load i32, ptr %90, align 4
  %367 = call i32 %359(ptr noundef %360, ptr noundef %364, i32 noundef %365, i32 noundef %366) #3
  %368 = icmp ne i32 %367, 0
  br i1 %368, label %369, label %379

369:                                              ; preds = %358
  %370 = load ptr, ptr %96, align 8
  %371 = load ptr, ptr %87, align 8
  %372 = ptrtoint ptr %370 to i64
  %373 = ptrtoint ptr %371 to i64
  %374 = sub i64 %372, %373
  %375 = trunc i64 %374 to i32
  %376 = load ptr, ptr %84, align 8
  %377 = load i64, ptr %105, align 8
  %378 = getelementptr inbounds i32, ptr %376, i64 %377
  store i32 %375, ptr %378, align 4
  br label %534

379:                                              ; preds = %358
  %380 = load ptr, ptr %84, align 8
  %381 = load i64, ptr %105, align 8
  %382 = getelementptr inbounds i32, ptr %380, i64 %381
  %383 = load i32, ptr %382, align 4
  store i32 %383, ptr %106, align 4
  %384 = load i64, ptr %105, align 8
  store i64 %384, ptr %104, align 8
  %385 = load ptr, ptr %97, align 8
  %386 = load i32, ptr %85, align 4
  %387 = load i32, ptr %81, align 4
  store ptr %385, ptr %57, align 8
  store i32 %386, ptr %58, align 4
  store i32 %387, ptr %59, align 4
  %388 = load i32, ptr %59, align 4
  switch i32 %388, label %389 [
    i32 4, label %390
    i32 5, label %394
    i32 6, label %398
    i32 7, label %402
    i32 8, label %406
  ]

389:                                              ; preds = %379
  br label %390

390:                                              ; preds = %389, %379
  %391 = load ptr, ptr %57, align 8
  %392 = load i32, ptr %58, align 4
  %393 = call i64 @ZSTD_hash4Ptr(ptr noundef %391, i32 noundef %392)
  store i64 %393, ptr %56, align 8
  br label %410

394:                                              ; preds = %379
  %395 = load ptr, ptr %57, align 8
  %396 = load i32, ptr %58, align 4
  %397 = call i64 @ZSTD_hash5Ptr(ptr noundef %395, i32 noundef %396)
  store i64 %397, ptr %56, align 8
  br label %410

398:                                              ; preds = %379
  %399 = load ptr, ptr %57, align 8
  %400 = load i32, ptr %58, align 4
  %401 = call i64 @ZSTD_hash6Ptr(ptr noundef %399, i32 noundef %400)
  store i64 %401, ptr %56, align 8
  br label %410

402:                                              ; preds = %379
  %403 = load ptr, ptr %57, align 8
  %404 = load i32, ptr %58, align 4
  %405 = call i64 @ZSTD_hash7Ptr(ptr noundef %403, i32 noundef %404)
  store i64 %405, ptr %56, align 8
  br label %410

406:                                              ; preds = %379
  %407 = load ptr, ptr %57, align 8
  %408 = load i32, ptr %58, align 4
  %409 = call i64 @ZSTD_hash8Ptr(ptr noundef %407, i32 noundef %408)
  store i64 %409, ptr %56, align 8
  br label %410

410:                                              ; preds = %406, %402, %398, %394, %390
  %411 = load i64, ptr %56, align 8
  store i64 %411, ptr %105, align 8
  %412 = load ptr, ptr %96, align 8
  store ptr %412, ptr %95, align 8
  %413 = load ptr, ptr %97, align 8
  store ptr %413, ptr %96, align 8
  %414 = load ptr, ptr %98, align 8
  store ptr %414, ptr %97, align 8
  %415 = load ptr, ptr %95, align 8
  %416 = load ptr, ptr %87, align 8
  %417 = ptrtoint ptr %415 to i64
  %418 = ptrtoint ptr %416 to i64
  %419 = sub i64 %417, %418
  %420 = trunc i64 %419 to i32
  store i32 %420, ptr %99, align 4
  %421 = load i32, ptr %99, align 4
  %422 = load ptr, ptr %84, align 8
  %423 = load i64, ptr %104, align 8
  %424 = getelementptr inbounds i32, ptr %422, i64 %423
  store i32 %421, ptr %424, align 4
  %425 = load ptr, ptr %113, align 8
  %426 = load ptr, ptr %95, align 8
  %427 = load ptr, ptr %87, align 8
  %428 = load i32, ptr %106, align 4
  %429 = zext i32 %428 to i64
  %430 = getelementptr inbounds i8, ptr %427, i64 %429
  %431 = load i32, ptr %106, align 4
  %432 = load i32, ptr %90, align 4
  %433 = call i32 %425(ptr noundef %426, ptr noundef %430, i32 noundef %431, i32 noundef %432) #3
  %434 = icmp ne i32 %433, 0
  br i1 %434, label %435, label %449

435:                                              ; preds = %410
  %436 = load i64, ptr %110, align 8
  %437 = icmp ule i64 %436, 4
  br i1 %437, label %438, label %448

438:                                              ; preds = %435
  %439 = load ptr, ptr %96, align 8
  %440 = load ptr, ptr %87, align 8
  %441 = ptrtoint ptr %439 to i64
  %442 = ptrtoint ptr %440 to i64
  %443 = sub i64 %441, %442
  %444 = trunc i64 %443 to i32
  %445 = load ptr, ptr %84, align 8
  %446 = load i64, ptr %105, align 8
  %447 = getelementptr inbounds i32, ptr %445, i64 %446
  store i32 %444, ptr %447, align 4
  br label %448

448:                                              ; preds = %438, %435
  br label %534

449:                                              ; preds = %410
  %450 = load ptr, ptr %84, align 8
  %451 = load i64, ptr %105, align 8
  %452 = getelementptr inbounds i32, ptr %450, i64 %451
  %453 = load i32, ptr %452, align 4
  store i32 %453, ptr %106, align 4
  %454 = load i64, ptr %105, align 8
  store i64 %454, ptr %104, align 8
  %455 = load ptr, ptr %97, align 8
  %456 = load i32, ptr %85, align 4
  %457 = load i32, ptr %81, align 4
  store ptr %455, ptr %61, align 8
  store i32 %456, ptr %62, align 4
  store i32 %457, ptr %63, align 4
  %458 = load i32, ptr %63, align 4
  switch i32 %458, label %459 [
    i32 4, label %460
    i32 5, label %464
    i32 6, label %468
    i32 7, label %472
    i32 8, label %476
  ]

459:                                              ; preds = %449
  br label %460

460:                                              ; preds = %459, %449
  %461 = load ptr, ptr %61, align 8
  %462 = load i32, ptr %62, align 4
  %463 = call i64 @ZSTD_hash4Ptr(ptr noundef %461, i32 noundef %462)
  store i64 %463, ptr %60, align 8
  br label %480

464:                                              ; preds = %449
  %465 = load ptr, ptr %61, align 8
  %466 = load i32, ptr %62, align 4
  %467 = call i64 @ZSTD_hash5Ptr(ptr noundef %465, i32 noundef %466)
  store i64 %467, ptr %60, align 8
  br label %480

468:                                              ; preds = %449
  %469 = load ptr, ptr %61, align 8
  %470 = load i32, ptr %62, align 4
  %471 = call i64 @ZSTD_hash6Ptr(ptr noundef %469, i32 noundef %470)
  store i64 %471, ptr %60, align 8
  br label %480

472:                                              ; preds = %449
  %473 = load ptr, ptr %61, align 8
  %474 = load i32, ptr %62, align 4
  %475 = call i64 @ZSTD_hash7Ptr(ptr noundef %473, i32 noundef %474)
  store i64 %475, ptr %60, align 8
  br label %480

476:                                              ; preds = %449
  %477 = load ptr, ptr %61, align 8
  %478 = load i32, ptr %62, align 4
  %479 = call i64 @ZSTD_hash8Ptr(ptr noundef %477, i32 noundef %478)
  store i64 %479, ptr %60, align 8
  br label %480

480:                                              ; preds = %476, %472, %468, %464, %460
  %481 = load i64, ptr %60, align 8
  store i64 %481, ptr %105, align 8
  %482 = load ptr, ptr %96, align 8
  store ptr %482, ptr %95, align 8
  %483 = load ptr, ptr %97, align 8
  store ptr %483, ptr %96, align 8
  %484 = load ptr, ptr %95, align 8
  %485 = load i64, ptr %110, align 8
  %486 = getelementptr inbounds i8, ptr %484, i64 %485
  store ptr %486, ptr %97, align 8
  %487 = load ptr, ptr %96, align 8
  %488 = load i64, ptr %110, align 8
  %489 = getelementptr inbounds i8, ptr %487, i64 %488
  store ptr %489, ptr %98, align 8
  %490 = load ptr, ptr %97, align 8
  %491 = load ptr, ptr %111, align 8
  %492 = icmp uge ptr %490, %491
  br i1 %492, label %493, label %502

493:                                              ; preds = %480
  %494 = load i64, ptr %110, align 8
  %495 = add i64 %494, 1
  store i64 %495, ptr %110, align 8
  %496 = load ptr, ptr %96, align 8
  %497 = getelementptr inbounds i8, ptr %496, i64 64
  call void @llvm.prefetch.p0(ptr %497, i32 0, i32 3, i32 1)
  %498 = load ptr, ptr %96, align 8
  %499 = getelementptr inbounds i8, ptr %498, i64 128
  call void @llvm.prefetch.p0(ptr %499, i32 0, i32 3, i32 1)
  %500 = load ptr, ptr %111, align 8
  %501 = getelementptr inbounds i8, ptr %500, i64 128
  store ptr %501, ptr %111, align 8
  br label %502

502:                                              ; preds = %493, %480
  %503 = load ptr, ptr %98, align 8
  %504 = load ptr, ptr %93, align 8
  %505 = icmp ult ptr %503, %504
  br i1 %505, label %294, label %506, !llvm.loop !11

506:                                              ; preds = %502
  br label %507

507:                                              ; preds = %506, %234
  %508 = load i32, ptr %102, align 4
  %509 = icmp ne i32 %508, 0
  br i1 %509, label %510, label %515

510:                                              ; preds = %507
  %511 = load i32, ptr %100, align 4
  %512 = icmp ne i32 %511, 0
  br i1 %512, label %513, label %515

513:                                              ; preds = %510
  %514 = load i32, ptr %102, align 4
  br label %517

515:                                              ; preds = %510, %507
  %516 = load i32, ptr %103, align 4
  br label %517

517:                                              ; preds = %515, %513
  %518 = phi i32 [ %514, %513 ], [ %516, %515 ]
  store i32 %518, ptr %103, align 4
  %519 = load i32, ptr %100, align 4
  %520 = icmp ne i32 %519, 0
  br i1 %520, label %521, label %523

521:                                              ; preds = %517
  %522 = load i32, ptr %100, align 4
  br label %525

523:                                              ; preds = %517
  %524 = load i32, ptr %102, align 4
  br label %525

525:                                              ; preds = %523, %521
  %526 = phi i32 [ %522, %521 ], [ %524, %523 ]
  %527 = load ptr, ptr %78, align 8
  store i32 %526, ptr %527, align 4
  %528 = load i32, ptr %101, align 4
  %529 = icmp ne i32 %528, 0
  br i1 %529, label %530, label %532

530:                                              ; preds = %525
  %531 = load i32, ptr %101, align 4
  br label %1080

532:                                              ; preds = %525
  %533 = load i32, ptr %103, align 4
  br label %1080

534:                                              ; preds = %448, %369
  %535 = load ptr, ptr %87, align 8
  %536 = load i32, ptr %106, align 4
  %537 = zext i32 %536 to i64
  %538 = getelementptr inbounds i8, ptr %535, i64 %537
  store ptr %538, ptr %108, align 8
  %539 = load i32, ptr %100, align 4
  store i32 %539, ptr %101, align 4
  %540 = load ptr, ptr %95, align 8
  %541 = load ptr, ptr %108, align 8
  %542 = ptrtoint ptr %540 to i64
  %543 = ptrtoint ptr %541 to i64
  %544 = sub i64 %542, %543
  %545 = trunc i64 %544 to i32
  store i32 %545, ptr %100, align 4
  %546 = load i32, ptr %100, align 4
  %547 = add i32 %546, 3
  store i32 %547, ptr %107, align 4
  store i64 4, ptr %109, align 8
  br label %548

548:                                              ; preds = %571, %534
  %549 = load ptr, ptr %95, align 8
  %550 = load ptr, ptr %94, align 8
  %551 = icmp ugt ptr %549, %550
  %552 = zext i1 %551 to i32
  %553 = load ptr, ptr %108, align 8
  %554 = load ptr, ptr %91, align 8
  %555 = icmp ugt ptr %553, %554
  %556 = zext i1 %555 to i32
  %557 = and i32 %552, %556
  %558 = icmp ne i32 %557, 0
  br i1 %558, label %559, label %569

559:                                              ; preds = %548
  %560 = load ptr, ptr %95, align 8
  %561 = getelementptr inbounds i8, ptr %560, i64 -1
  %562 = load i8, ptr %561, align 1
  %563 = zext i8 %562 to i32
  %564 = load ptr, ptr %108, align 8
  %565 = getelementptr inbounds i8, ptr %564, i64 -1
  %566 = load i8, ptr %565, align 1
  %567 = zext i8 %566 to i32
  %568 = icmp eq i32 %563, %567
  br label %569

569:                                              ; preds = %559, %548
  %570 = phi i1 [ false, %548 ], [ %568, %559 ]
  br i1 %570, label %571, label %578

571:                                              ; preds = %569
  %572 = load ptr, ptr %95, align 8
  %573 = getelementptr inbounds i8, ptr %572, i32 -1
  store ptr %573, ptr %95, align 8
  %574 = load ptr, ptr %108, align 8
  %575 = getelementptr inbounds i8, ptr %574, i32 -1
  store ptr %575, ptr %108, align 8
  %576 = load i64, ptr %109, align 8
  %577 = add i64 %576, 1
  store i64 %577, ptr %109, align 8
  br label %548, !llvm.loop !12

578:                                              ; preds = %569
  br label %579

579:                                              ; preds = %578, %321
  %580 = load ptr, ptr %95, align 8
  %581 = load i64, ptr %109, align 8
  %582 = getelementptr inbounds i8, ptr %580, i64 %581
  %583 = load ptr, ptr %108, align 8
  %584 = load i64, ptr %109, align 8
  %585 = getelementptr inbounds i8, ptr %583, i64 %584
  %586 = load ptr, ptr %92, align 8
  %587 = call i64 @ZSTD_count(ptr noundef %582, ptr noundef %585, ptr noundef %586)
  %588 = load i64, ptr %109, align 8
  %589 = add i64 %588, %587
  store i64 %589, ptr %109, align 8
  %590 = load ptr, ptr %77, align 8
  %591 = load ptr, ptr %95, align 8
  %592 = load ptr, ptr %94, align 8
  %593 = ptrtoint ptr %591 to i64
  %594 = ptrtoint ptr %592 to i64
  %595 = sub i64 %593, %594
  %596 = load ptr, ptr %94, align 8
  %597 = load ptr, ptr %92, align 8
  %598 = load i32, ptr %107, align 4
  %599 = load i64, ptr %109, align 8
  store ptr %590, ptr %32, align 8
  store i64 %595, ptr %33, align 8
  store ptr %596, ptr %34, align 8
  store ptr %597, ptr %35, align 8
  store i32 %598, ptr %36, align 4
  store i64 %599, ptr %37, align 8
  %600 = load ptr, ptr %35, align 8
  %601 = getelementptr inbounds i8, ptr %600, i64 -32
  store ptr %601, ptr %38, align 8
  %602 = load ptr, ptr %34, align 8
  %603 = load i64, ptr %33, align 8
  %604 = getelementptr inbounds i8, ptr %602, i64 %603
  store ptr %604, ptr %39, align 8
  %605 = load ptr, ptr %39, align 8
  %606 = load ptr, ptr %38, align 8
  %607 = icmp ule ptr %605, %606
  br i1 %607, label %608, label %681

608:                                              ; preds = %579
  %609 = load ptr, ptr %32, align 8
  %610 = getelementptr inbounds %struct.SeqStore_t, ptr %609, i32 0, i32 3
  %611 = load ptr, ptr %610, align 8
  %612 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %611, ptr noundef %612)
  %613 = load i64, ptr %33, align 8
  %614 = icmp ugt i64 %613, 16
  br i1 %614, label %615, label %680

615:                                              ; preds = %608
  %616 = load ptr, ptr %32, align 8
  %617 = getelementptr inbounds %struct.SeqStore_t, ptr %616, i32 0, i32 3
  %618 = load ptr, ptr %617, align 8
  %619 = getelementptr inbounds i8, ptr %618, i64 16
  %620 = load ptr, ptr %34, align 8
  %621 = getelementptr inbounds i8, ptr %620, i64 16
  %622 = load i64, ptr %33, align 8
  %623 = sub nsw i64 %622, 16
  store ptr %619, ptr %24, align 8
  store ptr %621, ptr %25, align 8
  store i64 %623, ptr %26, align 8
  store i32 0, ptr %27, align 4
  %624 = load ptr, ptr %24, align 8
  %625 = load ptr, ptr %25, align 8
  %626 = ptrtoint ptr %624 to i64
  %627 = ptrtoint ptr %625 to i64
  %628 = sub i64 %626, %627
  store i64 %628, ptr %28, align 8
  %629 = load ptr, ptr %25, align 8
  store ptr %629, ptr %29, align 8
  %630 = load ptr, ptr %24, align 8
  store ptr %630, ptr %30, align 8
  %631 = load ptr, ptr %30, align 8
  %632 = load i64, ptr %26, align 8
  %633 = getelementptr inbounds i8, ptr %631, i64 %632
  store ptr %633, ptr %31, align 8
  %634 = load i32, ptr %27, align 4
  %635 = icmp eq i32 %634, 1
  br i1 %635, label %636, label %651

636:                                              ; preds = %615
  %637 = load i64, ptr %28, align 8
  %638 = icmp slt i64 %637, 16
  br i1 %638, label %639, label %651

639:                                              ; preds = %636
  br label %640

640:                                              ; preds = %640, %639
  %641 = load ptr, ptr %30, align 8
  %642 = load ptr, ptr %29, align 8
  call void @ZSTD_copy8(ptr noundef %641, ptr noundef %642)
  %643 = load ptr, ptr %30, align 8
  %644 = getelementptr inbounds i8, ptr %643, i64 8
  store ptr %644, ptr %30, align 8
  %645 = load ptr, ptr %29, align 8
  %646 = getelementptr inbounds i8, ptr %645, i64 8
  store ptr %646, ptr %29, align 8
  %647 = load ptr, ptr %30, align 8
  %648 = load ptr, ptr %31, align 8
  %649 = icmp ult ptr %647, %648
  br i1 %649, label %640, label %650, !llvm.loop !13

650:                                              ; preds = %640
  br label %679

651:                                              ; preds = %636, %615
  %652 = load ptr, ptr %30, align 8
  %653 = load ptr, ptr %29, align 8
  call void @ZSTD_copy16(ptr noundef %652, ptr noundef %653)
  %654 = load i64, ptr %26, align 8
  %655 = icmp sge i64 16, %654
  br i1 %655, label %656, label %657

656:                                              ; preds = %651
  br label %679

657:                                              ; preds = %651
  %658 = load ptr, ptr %30, align 8
  %659 = getelementptr inbounds i8, ptr %658, i64 16
  store ptr %659, ptr %30, align 8
  %660 = load ptr, ptr %29, align 8
  %661 = getelementptr inbounds i8, ptr %660, i64 16
  store ptr %661, ptr %29, align 8
  br label %662

662:                                              ; preds = %662, %657
  %663 = load ptr, ptr %30, align 8
  %664 = load ptr, ptr %29, align 8
  call void @ZSTD_copy16(ptr noundef %663, ptr noundef %664)
  %665 = load ptr, ptr %30, align 8
  %666 = getelementptr inbounds i8, ptr %665, i64 16
  store ptr %666, ptr %30, align 8
  %667 = load ptr, ptr %29, align 8
  %668 = getelementptr inbounds i8, ptr %667, i64 16
  store ptr %668, ptr %29, align 8
  %669 = load ptr, ptr %30, align 8
  %670 = load ptr, ptr %29, align 8
  call void @ZSTD_copy16(ptr noundef %669, ptr noundef %670)
  %671 = load ptr, ptr %30, align 8
  %672 = getelementptr inbounds i8, ptr %671, i64 16
  store ptr %672, ptr %30, align 8
  %673 = load ptr, ptr %29, align 8
  %674 = getelementptr inbounds i8, ptr %673, i64 16
  store ptr %674, ptr %29, align 8
  %675 = load ptr, ptr %30, align 8
  %676 = load ptr, ptr %31, align 8
  %677 = icmp ult ptr %675, %676
  br i1 %677, label %662, label %678, !llvm.loop !14

678:                                              ; preds = %662
  br label %679

679:                                              ; preds = %650, %656, %678
  br label %680

680:                                              ; preds = %679, %608
  br label %688

681:                                              ; preds = %579
  %682 = load ptr, ptr %32, align 8
  %683 = getelementptr inbounds %struct.SeqStore_t, ptr %682, i32 0, i32 3
  %684 = load ptr, ptr %683, align 8
  %685 = load ptr, ptr %34, align 8
  %686 = load ptr, ptr %39, align 8
  %687 = load ptr, ptr %38, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %684, ptr noundef %685, ptr noundef %686, ptr noundef %687)
  br label %688

688:                                              ; preds = %680, %681
  %689 = load i64, ptr %33, align 8
  %690 = load ptr, ptr %32, align 8
  %691 = getelementptr inbounds %struct.SeqStore_t, ptr %690, i32 0, i32 3
  %692 = load ptr, ptr %691, align 8
  %693 = getelementptr inbounds i8, ptr %692, i64 %689
  store ptr %693, ptr %691, align 8
  %694 = load ptr, ptr %32, align 8
  %695 = load i64, ptr %33, align 8
  %696 = load i32, ptr %36, align 4
  %697 = load i64, ptr %37, align 8
  store ptr %694, ptr %11, align 8
  store i64 %695, ptr %12, align 8
  store i32 %696, ptr %13, align 4
  store i64 %697, ptr %14, align 8
  %698 = load i64, ptr %12, align 8
  %699 = icmp ugt i64 %698, 65535
  %700 = zext i1 %699 to i32
  %701 = sext i32 %700 to i64
  br i1 %699, label %702, label %717

702:                                              ; preds = %688
  %703 = load ptr, ptr %11, align 8
  %704 = getelementptr inbounds %struct.SeqStore_t, ptr %703, i32 0, i32 9
  store i32 1, ptr %704, align 8
  %705 = load ptr, ptr %11, align 8
  %706 = getelementptr inbounds %struct.SeqStore_t, ptr %705, i32 0, i32 1
  %707 = load ptr, ptr %706, align 8
  %708 = load ptr, ptr %11, align 8
  %709 = load ptr, ptr %708, align 8
  %710 = ptrtoint ptr %707 to i64
  %711 = ptrtoint ptr %709 to i64
  %712 = sub i64 %710, %711
  %713 = sdiv exact i64 %712, 8
  %714 = trunc i64 %713 to i32
  %715 = load ptr, ptr %11, align 8
  %716 = getelementptr inbounds %struct.SeqStore_t, ptr %715, i32 0, i32 10
  store i32 %714, ptr %716, align 4
  br label %717

717:                                              ; preds = %702, %688
  %718 = load i64, ptr %12, align 8
  %719 = trunc i64 %718 to i16
  %720 = load ptr, ptr %11, align 8
  %721 = getelementptr inbounds %struct.SeqStore_t, ptr %720, i32 0, i32 1
  %722 = load ptr, ptr %721, align 8
  %723 = getelementptr inbounds %struct.SeqDef_s, ptr %722, i32 0, i32 1
  store i16 %719, ptr %723, align 4
  %724 = load i32, ptr %13, align 4
  %725 = load ptr, ptr %11, align 8
  %726 = getelementptr inbounds %struct.SeqStore_t, ptr %725, i32 0, i32 1
  %727 = load ptr, ptr %726, align 8
  store i32 %724, ptr %727, align 4
  %728 = load i64, ptr %14, align 8
  %729 = sub i64 %728, 3
  store i64 %729, ptr %15, align 8
  %730 = load i64, ptr %15, align 8
  %731 = icmp ugt i64 %730, 65535
  %732 = zext i1 %731 to i32
  %733 = sext i32 %732 to i64
  br i1 %731, label %734, label %749

734:                                              ; preds = %717
  %735 = load ptr, ptr %11, align 8
  %736 = getelementptr inbounds %struct.SeqStore_t, ptr %735, i32 0, i32 9
  store i32 2, ptr %736, align 8
  %737 = load ptr, ptr %11, align 8
  %738 = getelementptr inbounds %struct.SeqStore_t, ptr %737, i32 0, i32 1
  %739 = load ptr, ptr %738, align 8
  %740 = load ptr, ptr %11, align 8
  %741 = load ptr, ptr %740, align 8
  %742 = ptrtoint ptr %739 to i64
  %743 = ptrtoint ptr %741 to i64
  %744 = sub i64 %742, %743
  %745 = sdiv exact i64 %744, 8
  %746 = trunc i64 %745 to i32
  %747 = load ptr, ptr %11, align 8
  %748 = getelementptr inbounds %struct.SeqStore_t, ptr %747, i32 0, i32 10
  store i32 %746, ptr %748, align 4
  br label %749

749:                                              ; preds = %717, %734
  %750 = load i64, ptr %15, align 8
  %751 = trunc i64 %750 to i16
  %752 = load ptr, ptr %11, align 8
  %753 = getelementptr inbounds %struct.SeqStore_t, ptr %752, i32 0, i32 1
  %754 = load ptr, ptr %753, align 8
  %755 = getelementptr inbounds %struct.SeqDef_s, ptr %754, i32 0, i32 2
  store i16 %751, ptr %755, align 2
  %756 = load ptr, ptr %11, align 8
  %757 = getelementptr inbounds %struct.SeqStore_t, ptr %756, i32 0, i32 1
  %758 = load ptr, ptr %757, align 8
  %759 = getelementptr inbounds %struct.SeqDef_s, ptr %758, i32 1
  store ptr %759, ptr %757, align 8
  %760 = load i64, ptr %109, align 8
  %761 = load ptr, ptr %95, align 8
  %762 = getelementptr inbounds i8, ptr %761, i64 %760
  store ptr %762, ptr %95, align 8
  %763 = load ptr, ptr %95, align 8
  store ptr %763, ptr %94, align 8
  %764 = load ptr, ptr %95, align 8
  %765 = load ptr, ptr %93, align 8
  %766 = icmp ule ptr %764, %765
  br i1 %766, label %767, label %1079

767:                                              ; preds = %749
  %768 = load i32, ptr %99, align 4
  %769 = add i32 %768, 2
  %770 = load ptr, ptr %84, align 8
  %771 = load ptr, ptr %87, align 8
  %772 = load i32, ptr %99, align 4
  %773 = zext i32 %772 to i64
  %774 = getelementptr inbounds i8, ptr %771, i64 %773
  %775 = getelementptr inbounds i8, ptr %774, i64 2
  %776 = load i32, ptr %85, align 4
  %777 = load i32, ptr %81, align 4
  store ptr %775, ptr %65, align 8
  store i32 %776, ptr %66, align 4
  store i32 %777, ptr %67, align 4
  %778 = load i32, ptr %67, align 4
  switch i32 %778, label %779 [
    i32 4, label %780
    i32 5, label %784
    i32 6, label %788
    i32 7, label %792
    i32 8, label %796
  ]

779:                                              ; preds = %767
  br label %780

780:                                              ; preds = %779, %767
  %781 = load ptr, ptr %65, align 8
  %782 = load i32, ptr %66, align 4
  %783 = call i64 @ZSTD_hash4Ptr(ptr noundef %781, i32 noundef %782)
  store i64 %783, ptr %64, align 8
  br label %800

784:                                              ; preds = %767
  %785 = load ptr, ptr %65, align 8
  %786 = load i32, ptr %66, align 4
  %787 = call i64 @ZSTD_hash5Ptr(ptr noundef %785, i32 noundef %786)
  store i64 %787, ptr %64, align 8
  br label %800

788:                                              ; preds = %767
  %789 = load ptr, ptr %65, align 8
  %790 = load i32, ptr %66, align 4
  %791 = call i64 @ZSTD_hash6Ptr(ptr noundef %789, i32 noundef %790)
  store i64 %791, ptr %64, align 8
  br label %800

792:                                              ; preds = %767
  %793 = load ptr, ptr %65, align 8
  %794 = load i32, ptr %66, align 4
  %795 = call i64 @ZSTD_hash7Ptr(ptr noundef %793, i32 noundef %794)
  store i64 %795, ptr %64, align 8
  br label %800

796:                                              ; preds = %767
  %797 = load ptr, ptr %65, align 8
  %798 = load i32, ptr %66, align 4
  %799 = call i64 @ZSTD_hash8Ptr(ptr noundef %797, i32 noundef %798)
  store i64 %799, ptr %64, align 8
  br label %800

800:                                              ; preds = %796, %792, %788, %784, %780
  %801 = load i64, ptr %64, align 8
  %802 = getelementptr inbounds i32, ptr %770, i64 %801
  store i32 %769, ptr %802, align 4
  %803 = load ptr, ptr %95, align 8
  %804 = getelementptr inbounds i8, ptr %803, i64 -2
  %805 = load ptr, ptr %87, align 8
  %806 = ptrtoint ptr %804 to i64
  %807 = ptrtoint ptr %805 to i64
  %808 = sub i64 %806, %807
  %809 = trunc i64 %808 to i32
  %810 = load ptr, ptr %84, align 8
  %811 = load ptr, ptr %95, align 8
  %812 = getelementptr inbounds i8, ptr %811, i64 -2
  %813 = load i32, ptr %85, align 4
  %814 = load i32, ptr %81, align 4
  store ptr %812, ptr %69, align 8
  store i32 %813, ptr %70, align 4
  store i32 %814, ptr %71, align 4
  %815 = load i32, ptr %71, align 4
  switch i32 %815, label %816 [
    i32 4, label %817
    i32 5, label %821
    i32 6, label %825
    i32 7, label %829
    i32 8, label %833
  ]

816:                                              ; preds = %800
  br label %817

817:                                              ; preds = %816, %800
  %818 = load ptr, ptr %69, align 8
  %819 = load i32, ptr %70, align 4
  %820 = call i64 @ZSTD_hash4Ptr(ptr noundef %818, i32 noundef %819)
  store i64 %820, ptr %68, align 8
  br label %837

821:                                              ; preds = %800
  %822 = load ptr, ptr %69, align 8
  %823 = load i32, ptr %70, align 4
  %824 = call i64 @ZSTD_hash5Ptr(ptr noundef %822, i32 noundef %823)
  store i64 %824, ptr %68, align 8
  br label %837

825:                                              ; preds = %800
  %826 = load ptr, ptr %69, align 8
  %827 = load i32, ptr %70, align 4
  %828 = call i64 @ZSTD_hash6Ptr(ptr noundef %826, i32 noundef %827)
  store i64 %828, ptr %68, align 8
  br label %837

829:                                              ; preds = %800
  %830 = load ptr, ptr %69, align 8
  %831 = load i32, ptr %70, align 4
  %832 = call i64 @ZSTD_hash7Ptr(ptr noundef %830, i32 noundef %831)
  store i64 %832, ptr %68, align 8
  br label %837

833:                                              ; preds = %800
  %834 = load ptr, ptr %69, align 8
  %835 = load i32, ptr %70, align 4
  %836 = call i64 @ZSTD_hash8Ptr(ptr noundef %834, i32 noundef %835)
  store i64 %836, ptr %68, align 8
  br label %837

837:                                              ; preds = %833, %829, %825, %821, %817
  %838 = load i64, ptr %68, align 8
  %839 = getelementptr inbounds i32, ptr %810, i64 %838
  store i32 %809, ptr %839, align 4
  %840 = load i32, ptr %101, align 4
  %841 = icmp ugt i32 %840, 0
  br i1 %841, label %842, label %1078

842:                                              ; preds = %837
  br label %843

843:                                              ; preds = %1065, %842
  %844 = load ptr, ptr %95, align 8
  %845 = load ptr, ptr %93, align 8
  %846 = icmp ule ptr %844, %845
  br i1 %846, label %847, label %857

847:                                              ; preds = %843
  %848 = load ptr, ptr %95, align 8
  %849 = call i32 @MEM_read32(ptr noundef %848)
  %850 = load ptr, ptr %95, align 8
  %851 = load i32, ptr %101, align 4
  %852 = zext i32 %851 to i64
  %853 = sub i64 0, %852
  %854 = getelementptr inbounds i8, ptr %850, i64 %853
  %855 = call i32 @MEM_read32(ptr noundef %854)
  %856 = icmp eq i32 %849, %855
  br label %857

857:                                              ; preds = %847, %843
  %858 = phi i1 [ false, %843 ], [ %856, %847 ]
  br i1 %858, label %859, label %1077

859:                                              ; preds = %857
  %860 = load ptr, ptr %95, align 8
  %861 = getelementptr inbounds i8, ptr %860, i64 4
  %862 = load ptr, ptr %95, align 8
  %863 = getelementptr inbounds i8, ptr %862, i64 4
  %864 = load i32, ptr %101, align 4
  %865 = zext i32 %864 to i64
  %866 = sub i64 0, %865
  %867 = getelementptr inbounds i8, ptr %863, i64 %866
  %868 = load ptr, ptr %92, align 8
  %869 = call i64 @ZSTD_count(ptr noundef %861, ptr noundef %867, ptr noundef %868)
  %870 = add i64 %869, 4
  store i64 %870, ptr %118, align 8
  %871 = load i32, ptr %101, align 4
  store i32 %871, ptr %119, align 4
  %872 = load i32, ptr %100, align 4
  store i32 %872, ptr %101, align 4
  %873 = load i32, ptr %119, align 4
  store i32 %873, ptr %100, align 4
  %874 = load ptr, ptr %95, align 8
  %875 = load ptr, ptr %87, align 8
  %876 = ptrtoint ptr %874 to i64
  %877 = ptrtoint ptr %875 to i64
  %878 = sub i64 %876, %877
  %879 = trunc i64 %878 to i32
  %880 = load ptr, ptr %84, align 8
  %881 = load ptr, ptr %95, align 8
  %882 = load i32, ptr %85, align 4
  %883 = load i32, ptr %81, align 4
  store ptr %881, ptr %73, align 8
  store i32 %882, ptr %74, align 4
  store i32 %883, ptr %75, align 4
  %884 = load i32, ptr %75, align 4
  switch i32 %884, label %885 [
    i32 4, label %886
    i32 5, label %890
    i32 6, label %894
    i32 7, label %898
    i32 8, label %902
  ]

885:                                              ; preds = %859
  br label %886

886:                                              ; preds = %885, %859
  %887 = load ptr, ptr %73, align 8
  %888 = load i32, ptr %74, align 4
  %889 = call i64 @ZSTD_hash4Ptr(ptr noundef %887, i32 noundef %888)
  store i64 %889, ptr %72, align 8
  br label %906

890:                                              ; preds = %859
  %891 = load ptr, ptr %73, align 8
  %892 = load i32, ptr %74, align 4
  %893 = call i64 @ZSTD_hash5Ptr(ptr noundef %891, i32 noundef %892)
  store i64 %893, ptr %72, align 8
  br label %906

894:                                              ; preds = %859
  %895 = load ptr, ptr %73, align 8
  %896 = load i32, ptr %74, align 4
  %897 = call i64 @ZSTD_hash6Ptr(ptr noundef %895, i32 noundef %896)
  store i64 %897, ptr %72, align 8
  br label %906

898:                                              ; preds = %859
  %899 = load ptr, ptr %73, align 8
  %900 = load i32, ptr %74, align 4
  %901 = call i64 @ZSTD_hash7Ptr(ptr noundef %899, i32 noundef %900)
  store i64 %901, ptr %72, align 8
  br label %906

902:                                              ; preds = %859
  %903 = load ptr, ptr %73, align 8
  %904 = load i32, ptr %74, align 4
  %905 = call i64 @ZSTD_hash8Ptr(ptr noundef %903, i32 noundef %904)
  store i64 %905, ptr %72, align 8
  br label %906

906:                                              ; preds = %902, %898, %894, %890, %886
  %907 = load i64, ptr %72, align 8
  %908 = getelementptr inbounds i32, ptr %880, i64 %907
  store i32 %879, ptr %908, align 4
  %909 = load i64, ptr %118, align 8
  %910 = load ptr, ptr %95, align 8
  %911 = getelementptr inbounds i8, ptr %910, i64 %909
  store ptr %911, ptr %95, align 8
  %912 = load ptr, ptr %77, align 8
  %913 = load ptr, ptr %94, align 8
  %914 = load ptr, ptr %92, align 8
  %915 = load i64, ptr %118, align 8
  store ptr %912, ptr %40, align 8
  store i64 0, ptr %41, align 8
  store ptr %913, ptr %42, align 8
  store ptr %914, ptr %43, align 8
  store i32 1, ptr %44, align 4
  store i64 %915, ptr %45, align 8
  %916 = load ptr, ptr %43, align 8
  %917 = getelementptr inbounds i8, ptr %916, i64 -32
  store ptr %917, ptr %46, align 8
  %918 = load ptr, ptr %42, align 8
  %919 = load i64, ptr %41, align 8
  %920 = getelementptr inbounds i8, ptr %918, i64 %919
  store ptr %920, ptr %47, align 8
  %921 = load ptr, ptr %47, align 8
  %922 = load ptr, ptr %46, align 8
  %923 = icmp ule ptr %921, %922
  br i1 %923, label %924, label %997

924:                                              ; preds = %906
  %925 = load ptr, ptr %40, align 8
  %926 = getelementptr inbounds %struct.SeqStore_t, ptr %925, i32 0, i32 3
  %927 = load ptr, ptr %926, align 8
  %928 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %927, ptr noundef %928)
  %929 = load i64, ptr %41, align 8
  %930 = icmp ugt i64 %929, 16
  br i1 %930, label %931, label %996

931:                                              ; preds = %924
  %932 = load ptr, ptr %40, align 8
  %933 = getelementptr inbounds %struct.SeqStore_t, ptr %932, i32 0, i32 3
  %934 = load ptr, ptr %933, align 8
  %935 = getelementptr inbounds i8, ptr %934, i64 16
  %936 = load ptr, ptr %42, align 8
  %937 = getelementptr inbounds i8, ptr %936, i64 16
  %938 = load i64, ptr %41, align 8
  %939 = sub nsw i64 %938, 16
  store ptr %935, ptr %16, align 8
  store ptr %937, ptr %17, align 8
  store i64 %939, ptr %18, align 8
  store i32 0, ptr %19, align 4
  %940 = load ptr, ptr %16, align 8
  %941 = load ptr, ptr %17, align 8
  %942 = ptrtoint ptr %940 to i64
  %943 = ptrtoint ptr %941 to i64
  %944 = sub i64 %942, %943
  store i64 %944, ptr %20, align 8
  %945 = load ptr, ptr %17, align 8
  store ptr %945, ptr %21, align 8
  %946 = load ptr, ptr %16, align 8
  store ptr %946, ptr %22, align 8
  %947 = load ptr, ptr %22, align 8
  %948 = load i64, ptr %18, align 8
  %949 = getelementptr inbounds i8, ptr %947, i64 %948
  store ptr %949, ptr %23, align 8
  %950 = load i32, ptr %19, align 4
  %951 = icmp eq i32 %950, 1
  br i1 %951, label %952, label %967

952:                                              ; preds = %931
  %953 = load i64, ptr %20, align 8
  %954 = icmp slt i64 %953, 16
  br i1 %954, label %955, label %967

955:                                              ; preds = %952
  br label %956

956:                                              ; preds = %956, %955
  %957 = load ptr, ptr %22, align 8
  %958 = load ptr, ptr %21, align 8
  call void @ZSTD_copy8(ptr noundef %957, ptr noundef %958)
  %959 = load ptr, ptr %22, align 8
  %960 = getelementptr inbounds i8, ptr %959, i64 8
  store ptr %960, ptr %22, align 8
  %961 = load ptr, ptr %21, align 8
  %962 = getelementptr inbounds i8, ptr %961, i64 8
  store ptr %962, ptr %21, align 8
  %963 = load ptr, ptr %22, align 8
  %964 = load ptr, ptr %23, align 8
  %965 = icmp ult ptr %963, %964
  br i1 %965, label %956, label %966, !llvm.loop !13

966:                                              ; preds = %956
  br label %995

967:                                              ; preds = %952, %931
  %968 = load ptr, ptr %22, align 8
  %969 = load ptr, ptr %21, align 8
  call void @ZSTD_copy16(ptr noundef %968, ptr noundef %969)
  %970 = load i64, ptr %18, align 8
  %971 = icmp sge i64 16, %970
  br i1 %971, label %972, label %973

972:                                              ; preds = %967
  br label %995

973:                                              ; preds = %967
  %974 = load ptr, ptr %22, align 8
  %975 = getelementptr inbounds i8, ptr %974, i64 16
  store ptr %975, ptr %22, align 8
  %976 = load ptr, ptr %21, align 8
  %977 = getelementptr inbounds i8, ptr %976, i64 16
  store ptr %977, ptr %21, align 8
  br label %978

978:                                              ; preds = %978, %973
  %979 = load ptr, ptr %22, align 8
  %980 = load ptr, ptr %21, align 8
  call void @ZSTD_copy16(ptr noundef %979, ptr noundef %980)
  %981 = load ptr, ptr %22, align 8
  %982 = getelementptr inbounds i8, ptr %981, i64 16
  store ptr %982, ptr %22, align 8
  %983 = load ptr, ptr %21, align 8
  %984 = getelementptr inbounds i8, ptr %983, i64 16
  store ptr %984, ptr %21, align 8
  %985 = load ptr, ptr %22, align 8
  %986 = load ptr, ptr %21, align 8
  call void @ZSTD_copy16(ptr noundef %985, ptr noundef %986)
  %987 = load ptr, ptr %22, align 8
  %988 = getelementptr inbounds i8, ptr %987, i64 16
  store ptr %988, ptr %22, align 8
  %989 = load ptr, ptr %21, align 8
  %990 = getelementptr inbounds i8, ptr %989, i64 16
  store ptr %990, ptr %21, align 8
  %991 = load ptr, ptr %22, align 8
  %992 = load ptr, ptr %23, align 8
  %993 = icmp ult ptr %991, %992
  br i1 %993, label %978, label %994, !llvm.loop !14

994:                                              ; preds = %978
  br label %995

995:                                              ; preds = %966, %972, %994
  br label %996

996:                                              ; preds = %995, %924
  br label %1004

997:                                              ; preds = %906
  %998 = load ptr, ptr %40, align 8
  %999 = getelementptr inbounds %struct.SeqStore_t, ptr %998, i32 0, i32 3
  %1000 = load ptr, ptr %999, align 8
  %1001 = load ptr, ptr %42, align 8
  %1002 = load ptr, ptr %47, align 8
  %1003 = load ptr, ptr %46, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1000, ptr noundef %1001, ptr noundef %1002, ptr noundef %1003)
  br label %1004

1004:                                             ; preds = %996, %997
  %1005 = load i64, ptr %41, align 8
  %1006 = load ptr, ptr %40, align 8
  %1007 = getelementptr inbounds %struct.SeqStore_t, ptr %1006, i32 0, i32 3
  %1008 = load ptr, ptr %1007, align 8
  %1009 = getelementptr inbounds i8, ptr %1008, i64 %1005
  store ptr %1009, ptr %1007, align 8
  %1010 = load ptr, ptr %40, align 8
  %1011 = load i64, ptr %41, align 8
  %1012 = load i32, ptr %44, align 4
  %1013 = load i64, ptr %45, align 8
  store ptr %1010, ptr %6, align 8
  store i64 %1011, ptr %7, align 8
  store i32 %1012, ptr %8, align 4
  store i64 %1013, ptr %9, align 8
  %1014 = load i64, ptr %7, align 8
  %1015 = icmp ugt i64 %1014, 65535
  %1016 = zext i1 %1015 to i32
  %1017 = sext i32 %1016 to i64
  br i1 %1015, label %1018, label %1033

1018:                                             ; preds = %1004
  %1019 = load ptr, ptr %6, align 8
  %1020 = getelementptr inbounds %struct.SeqStore_t, ptr %1019, i32 0, i32 9
  store i32 1, ptr %1020, align 8
  %1021 = load ptr, ptr %6, align 8
  %1022 = getelementptr inbounds %struct.SeqStore_t, ptr %1021, i32 0, i32 1
  %1023 = load ptr, ptr %1022, align 8
  %1024 = load ptr, ptr %6, align 8
  %1025 = load ptr, ptr %1024, align 8
  %1026 = ptrtoint ptr %1023 to i64
  %1027 = ptrtoint ptr %1025 to i64
  %1028 = sub i64 %1026, %1027
  %1029 = sdiv exact i64 %1028, 8
  %1030 = trunc i64 %1029 to i32
  %1031 = load ptr, ptr %6, align 8
  %1032 = getelementptr inbounds %struct.SeqStore_t, ptr %1031, i32 0, i32 10
  store i32 %1030, ptr %1032, align 4
  br label %1033

1033:                                             ; preds = %1018, %1004
  %1034 = load i64, ptr %7, align 8
  %1035 = trunc i64 %1034 to i16
  %1036 = load ptr, ptr %6, align 8
  %1037 = getelementptr inbounds %struct.SeqStore_t, ptr %1036, i32 0, i32 1
  %1038 = load ptr, ptr %1037, align 8
  %1039 = getelementptr inbounds %struct.SeqDef_s, ptr %1038, i32 0, i32 1
  store i16 %1035, ptr %1039, align 4
  %1040 = load i32, ptr %8, align 4
  %1041 = load ptr, ptr %6, align 8
  %1042 = getelementptr inbounds %struct.SeqStore_t, ptr %1041, i32 0, i32 1
  %1043 = load ptr, ptr %1042, align 8
  store i32 %1040, ptr %1043, align 4
  %1044 = load i64, ptr %9, align 8
  %1045 = sub i64 %1044, 3
  store i64 %1045, ptr %10, align 8
  %1046 = load i64, ptr %10, align 8
  %1047 = icmp ugt i64 %1046, 65535
  %1048 = zext i1 %1047 to i32
  %1049 = sext i32 %1048 to i64
  br i1 %1047, label %1050, label %1065

1050:                                             ; preds = %1033
  %1051 = load ptr, ptr %6, align 8
  %1052 = getelementptr inbounds %struct.SeqStore_t, ptr %1051, i32 0, i32 9
  store i32 2, ptr %1052, align 8
  %1053 = load ptr, ptr %6, align 8
  %1054 = getelementptr inbounds %struct.SeqStore_t, ptr %1053, i32 0, i32 1
  %1055 = load ptr, ptr %1054, align 8
  %1056 = load ptr, ptr %6, align 8
  %1057 = load ptr, ptr %1056, align 8
  %1058 = ptrtoint ptr %1055 to i64
  %1059 = ptrtoint ptr %1057 to i64
  %1060 = sub i64 %1058, %1059
  %1061 = sdiv exact i64 %1060, 8
  %1062 = trunc i64 %1061 to i32
  %1063 = load ptr, ptr %6, align 8
  %1064 = getelementptr inbounds %struct.SeqStore_t, ptr %1063, i32 0, i32 10
  store i32 %1062, ptr %1064, align 4
  br label %1065

1065:                                             ; preds = %1033, %1050
  %1066 = load i64, ptr %10, align 8
  %1067 = trunc i64 %1066 to i16
  %1068 = load ptr, ptr %6, align 8
  %1069 = getelementptr inbounds %struct.SeqStore_t, ptr %1068, i32 0, i32 1
  %1070 = load ptr, ptr %1069, align 8
  %1071 = getelementptr inbounds %struct.SeqDef_s, ptr %1070, i32 0, i32 2
  store i16 %1067, ptr %1071, align 2
  %1072 = load ptr, ptr %6, align 8
  %1073 = getelementptr inbounds %struct.SeqStore_t, ptr %1072, i32 0, i32 1
  %1074 = load ptr, ptr %1073, align 8
  %1075 = getelementptr inbounds %struct.SeqDef_s, ptr %1074, i32 1
  store ptr %1075, ptr %1073, align 8
  %1076 = load ptr, ptr %95, align 8
  store ptr %1076, ptr %94, align 8
  br label %843, !llvm.loop !15

1077:                                             ; preds = %857
  br label %1078

1078:                                             ; preds = %1077, %837
  br label %1079

1079:                                             ; preds = %1078, %749
  br label %220

1080:                                             ; preds = %530, %532
  %1081 = phi i32 [ %531, %530 ], [ %533, %532 ]
  %1082 = load ptr, ptr %78, align 8
  %1083 = getelementptr inbounds i32, ptr %1082, i64 1
  store i32 %1081, ptr %1083, align 4
  %1084 = load ptr, ptr %92, align 8
  %1085 = load ptr, ptr %94, align 8
  %1086 = ptrtoint ptr %1084 to i64
  %1087 = ptrtoint ptr %1085 to i64
  %1088 = sub i64 %1086, %1087
  ret i64 %1088
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_compressBlock_fast_noDict_6_1(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
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
  %17 = alloca ptr, align 8
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca i64, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca i64, align 8
  %27 = alloca i32, align 4
  %28 = alloca i64, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca i64, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca i32, align 4
  %37 = alloca i64, align 8
  %38 = alloca ptr, align 8
  %39 = alloca ptr, align 8
  %40 = alloca ptr, align 8
  %41 = alloca i64, align 8
  %42 = alloca ptr, align 8
  %43 = alloca ptr, align 8
  %44 = alloca i32, align 4
  %45 = alloca i64, align 8
  %46 = alloca ptr, align 8
  %47 = alloca ptr, align 8
  %48 = alloca i64, align 8
  %49 = alloca ptr, align 8
  %50 = alloca i32, align 4
  %51 = alloca i32, align 4
  %52 = alloca i64, align 8
  %53 = alloca ptr, align 8
  %54 = alloca i32, align 4
  %55 = alloca i32, align 4
  %56 = alloca i64, align 8
  %57 = alloca ptr, align 8
  %58 = alloca i32, align 4
  %59 = alloca i32, align 4
  %60 = alloca i64, align 8
  %61 = alloca ptr, align 8
  %62 = alloca i32, align 4
  %63 = alloca i32, align 4
  %64 = alloca i64, align 8
  %65 = alloca ptr, align 8
  %66 = alloca i32, align 4
  %67 = alloca i32, align 4
  %68 = alloca i64, align 8
  %69 = alloca ptr, align 8
  %70 = alloca i32, align 4
  %71 = alloca i32, align 4
  %72 = alloca i64, align 8
  %73 = alloca ptr, align 8
  %74 = alloca i32, align 4
  %75 = alloca i32, align 4
  %76 = alloca ptr, align 8
  %77 = alloca ptr, align 8
  %78 = alloca ptr, align 8
  %79 = alloca ptr, align 8
  %80 = alloca i64, align 8
  %81 = alloca i32, align 4
  %82 = alloca i32, align 4
  %83 = alloca ptr, align 8
  %84 = alloca ptr, align 8
  %85 = alloca i32, align 4
  %86 = alloca i64, align 8
  %87 = alloca ptr, align 8
  %88 = alloca ptr, align 8
  %89 = alloca i32, align 4
  %90 = alloca i32, align 4
  %91 = alloca ptr, align 8
  %92 = alloca ptr, align 8
  %93 = alloca ptr, align 8
  %94 = alloca ptr, align 8
  %95 = alloca ptr, align 8
  %96 = alloca ptr, align 8
  %97 = alloca ptr, align 8
  %98 = alloca ptr, align 8
  %99 = alloca i32, align 4
  %100 = alloca i32, align 4
  %101 = alloca i32, align 4
  %102 = alloca i32, align 4
  %103 = alloca i32, align 4
  %104 = alloca i64, align 8
  %105 = alloca i64, align 8
  %106 = alloca i32, align 4
  %107 = alloca i32, align 4
  %108 = alloca ptr, align 8
  %109 = alloca i64, align 8
  %110 = alloca i64, align 8
  %111 = alloca ptr, align 8
  %112 = alloca i64, align 8
  %113 = alloca ptr, align 8
  %114 = alloca i32, align 4
  %115 = alloca i32, align 4
  %116 = alloca i32, align 4
  %117 = alloca i32, align 4
  %118 = alloca i64, align 8
  %119 = alloca i32, align 4
  %120 = alloca ptr, align 8
  %121 = alloca ptr, align 8
  %122 = alloca ptr, align 8
  %123 = alloca ptr, align 8
  %124 = alloca i64, align 8
  store ptr %0, ptr %120, align 8
  store ptr %1, ptr %121, align 8
  store ptr %2, ptr %122, align 8
  store ptr %3, ptr %123, align 8
  store i64 %4, ptr %124, align 8
  %125 = load ptr, ptr %120, align 8
  %126 = load ptr, ptr %121, align 8
  %127 = load ptr, ptr %122, align 8
  %128 = load ptr, ptr %123, align 8
  %129 = load i64, ptr %124, align 8
  store ptr %125, ptr %76, align 8
  store ptr %126, ptr %77, align 8
  store ptr %127, ptr %78, align 8
  store ptr %128, ptr %79, align 8
  store i64 %129, ptr %80, align 8
  store i32 6, ptr %81, align 4
  store i32 1, ptr %82, align 4
  %130 = load ptr, ptr %76, align 8
  %131 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %130, i32 0, i32 16
  store ptr %131, ptr %83, align 8
  %132 = load ptr, ptr %76, align 8
  %133 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %132, i32 0, i32 9
  %134 = load ptr, ptr %133, align 8
  store ptr %134, ptr %84, align 8
  %135 = load ptr, ptr %83, align 8
  %136 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %135, i32 0, i32 2
  %137 = load i32, ptr %136, align 4
  store i32 %137, ptr %85, align 4
  %138 = load ptr, ptr %83, align 8
  %139 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %138, i32 0, i32 5
  %140 = load i32, ptr %139, align 4
  %141 = load ptr, ptr %83, align 8
  %142 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %141, i32 0, i32 5
  %143 = load i32, ptr %142, align 4
  %144 = icmp ne i32 %143, 0
  %145 = xor i1 %144, true
  %146 = zext i1 %145 to i32
  %147 = add i32 %140, %146
  %148 = add i32 %147, 1
  %149 = zext i32 %148 to i64
  store i64 %149, ptr %86, align 8
  %150 = load ptr, ptr %76, align 8
  %151 = getelementptr inbounds %struct.ZSTD_window_t, ptr %150, i32 0, i32 1
  %152 = load ptr, ptr %151, align 8
  store ptr %152, ptr %87, align 8
  %153 = load ptr, ptr %79, align 8
  store ptr %153, ptr %88, align 8
  %154 = load ptr, ptr %88, align 8
  %155 = load ptr, ptr %87, align 8
  %156 = ptrtoint ptr %154 to i64
  %157 = ptrtoint ptr %155 to i64
  %158 = sub i64 %156, %157
  %159 = load i64, ptr %80, align 8
  %160 = add i64 %158, %159
  %161 = trunc i64 %160 to i32
  store i32 %161, ptr %89, align 4
  %162 = load ptr, ptr %76, align 8
  %163 = load i32, ptr %89, align 4
  %164 = load ptr, ptr %83, align 8
  %165 = load i32, ptr %164, align 4
  %166 = call i32 @ZSTD_getLowestPrefixIndex(ptr noundef %162, i32 noundef %163, i32 noundef %165)
  store i32 %166, ptr %90, align 4
  %167 = load ptr, ptr %87, align 8
  %168 = load i32, ptr %90, align 4
  %169 = zext i32 %168 to i64
  %170 = getelementptr inbounds i8, ptr %167, i64 %169
  store ptr %170, ptr %91, align 8
  %171 = load ptr, ptr %88, align 8
  %172 = load i64, ptr %80, align 8
  %173 = getelementptr inbounds i8, ptr %171, i64 %172
  store ptr %173, ptr %92, align 8
  %174 = load ptr, ptr %92, align 8
  %175 = getelementptr inbounds i8, ptr %174, i64 -8
  store ptr %175, ptr %93, align 8
  %176 = load ptr, ptr %88, align 8
  store ptr %176, ptr %94, align 8
  %177 = load ptr, ptr %88, align 8
  store ptr %177, ptr %95, align 8
  %178 = load ptr, ptr %78, align 8
  %179 = load i32, ptr %178, align 4
  store i32 %179, ptr %100, align 4
  %180 = load ptr, ptr %78, align 8
  %181 = getelementptr inbounds i32, ptr %180, i64 1
  %182 = load i32, ptr %181, align 4
  store i32 %182, ptr %101, align 4
  store i32 0, ptr %102, align 4
  store i32 0, ptr %103, align 4
  store i64 128, ptr %112, align 8
  %183 = load i32, ptr %82, align 4
  %184 = icmp ne i32 %183, 0
  %185 = zext i1 %184 to i64
  %186 = select i1 %184, ptr @ZSTD_match4Found_cmov, ptr @ZSTD_match4Found_branch
  store ptr %186, ptr %113, align 8
  %187 = load ptr, ptr %95, align 8
  %188 = load ptr, ptr %91, align 8
  %189 = icmp eq ptr %187, %188
  %190 = zext i1 %189 to i32
  %191 = load ptr, ptr %95, align 8
  %192 = sext i32 %190 to i64
  %193 = getelementptr inbounds i8, ptr %191, i64 %192
  store ptr %193, ptr %95, align 8
  %194 = load ptr, ptr %95, align 8
  %195 = load ptr, ptr %87, align 8
  %196 = ptrtoint ptr %194 to i64
  %197 = ptrtoint ptr %195 to i64
  %198 = sub i64 %196, %197
  %199 = trunc i64 %198 to i32
  store i32 %199, ptr %114, align 4
  %200 = load ptr, ptr %76, align 8
  %201 = load i32, ptr %114, align 4
  %202 = load ptr, ptr %83, align 8
  %203 = load i32, ptr %202, align 4
  %204 = call i32 @ZSTD_getLowestPrefixIndex(ptr noundef %200, i32 noundef %201, i32 noundef %203)
  store i32 %204, ptr %115, align 4
  %205 = load i32, ptr %114, align 4
  %206 = load i32, ptr %115, align 4
  %207 = sub i32 %205, %206
  store i32 %207, ptr %116, align 4
  %208 = load i32, ptr %101, align 4
  %209 = load i32, ptr %116, align 4
  %210 = icmp ugt i32 %208, %209
  br i1 %210, label %211, label %213

211:                                              ; preds = %5
  %212 = load i32, ptr %101, align 4
  store i32 %212, ptr %103, align 4
  store i32 0, ptr %101, align 4
  br label %213

213:                                              ; preds = %211, %5
  %214 = load i32, ptr %100, align 4
  %215 = load i32, ptr %116, align 4
  %216 = icmp ugt i32 %214, %215
  br i1 %216, label %217, label %219

217:                                              ; preds = %213
  %218 = load i32, ptr %100, align 4
  store i32 %218, ptr %102, align 4
  store i32 0, ptr %100, align 4
  br label %219

219:                                              ; preds = %217, %213
  br label %220

220:                                              ; preds = %1079, %219
  %221 = load i64, ptr %86, align 8
  store i64 %221, ptr %110, align 8
  %222 = load ptr, ptr %95, align 8
  %223 = getelementptr inbounds i8, ptr %222, i64 128
  store ptr %223, ptr %111, align 8
  %224 = load ptr, ptr %95, align 8
  %225 = getelementptr inbounds i8, ptr %224, i64 1
  store ptr %225, ptr %96, align 8
  %226 = load ptr, ptr %95, align 8
  %227 = load i64, ptr %110, align 8
  %228 = getelementptr inbounds i8, ptr %226, i64 %227
  store ptr %228, ptr %97, align 8
  %229 = load ptr, ptr %97, align 8
  %230 = getelementptr inbounds i8, ptr %229, i64 1
  store ptr %230, ptr %98, align 8
  %231 = load ptr, ptr %98, align 8
  %232 = load ptr, ptr %93, align 8
  %233 = icmp uge ptr %231, %232
  br i1 %233, label %234, label %235

234:                                              ; preds = %220
  br label %507

235:                                              ; preds = %220
  %236 = load ptr, ptr %95, align 8
  %237 = load i32, ptr %85, align 4
  %238 = load i32, ptr %81, align 4
  store ptr %236, ptr %49, align 8
  store i32 %237, ptr %50, align 4
  store i32 %238, ptr %51, align 4
  %239 = load i32, ptr %51, align 4
  switch i32 %239, label %240 [
    i32 4, label %241
    i32 5, label %245
    i32 6, label %249
    i32 7, label %253
    i32 8, label %257
  ]

240:                                              ; preds = %235
  br label %241

241:                                              ; preds = %240, %235
  %242 = load ptr, ptr %49, align 8
  %243 = load i32, ptr %50, align 4
  %244 = call i64 @ZSTD_hash4Ptr(ptr noundef %242, i32 noundef %243)
  store i64 %244, ptr %48, align 8
  br label %261

245:                                              ; preds = %235
  %246 = load ptr, ptr %49, align 8
  %247 = load i32, ptr %50, align 4
  %248 = call i64 @ZSTD_hash5Ptr(ptr noundef %246, i32 noundef %247)
  store i64 %248, ptr %48, align 8
  br label %261

249:                                              ; preds = %235
  %250 = load ptr, ptr %49, align 8
  %251 = load i32, ptr %50, align 4
  %252 = call i64 @ZSTD_hash6Ptr(ptr noundef %250, i32 noundef %251)
  store i64 %252, ptr %48, align 8
  br label %261

253:                                              ; preds = %235
  %254 = load ptr, ptr %49, align 8
  %255 = load i32, ptr %50, align 4
  %256 = call i64 @ZSTD_hash7Ptr(ptr noundef %254, i32 noundef %255)
  store i64 %256, ptr %48, align 8
  br label %261

257:                                              ; preds = %235
  %258 = load ptr, ptr %49, align 8
  %259 = load i32, ptr %50, align 4
  %260 = call i64 @ZSTD_hash8Ptr(ptr noundef %258, i32 noundef %259)
  store i64 %260, ptr %48, align 8
  br label %261

261:                                              ; preds = %257, %253, %249, %245, %241
  %262 = load i64, ptr %48, align 8
  store i64 %262, ptr %104, align 8
  %263 = load ptr, ptr %96, align 8
  %264 = load i32, ptr %85, align 4
  %265 = load i32, ptr %81, align 4
  store ptr %263, ptr %53, align 8
  store i32 %264, ptr %54, align 4
  store i32 %265, ptr %55, align 4
  %266 = load i32, ptr %55, align 4
  switch i32 %266, label %267 [
    i32 4, label %268
    i32 5, label %272
    i32 6, label %276
    i32 7, label %280
    i32 8, label %284
  ]

267:                                              ; preds = %261
  br label %268

268:                                              ; preds = %267, %261
  %269 = load ptr, ptr %53, align 8
  %270 = load i32, ptr %54, align 4
  %271 = call i64 @ZSTD_hash4Ptr(ptr noundef %269, i32 noundef %270)
  store i64 %271, ptr %52, align 8
  br label %288

272:                                              ; preds = %261
  %273 = load ptr, ptr %53, align 8
  %274 = load i32, ptr %54, align 4
  %275 = call i64 @ZSTD_hash5Ptr(ptr noundef %273, i32 noundef %274)
  store i64 %275, ptr %52, align 8
  br label %288

276:                                              ; preds = %261
  %277 = load ptr, ptr %53, align 8
  %278 = load i32, ptr %54, align 4
  %279 = call i64 @ZSTD_hash6Ptr(ptr noundef %277, i32 noundef %278)
  store i64 %279, ptr %52, align 8
  br label %288

280:                                              ; preds = %261
  %281 = load ptr, ptr %53, align 8
  %282 = load i32, ptr %54, align 4
  %283 = call i64 @ZSTD_hash7Ptr(ptr noundef %281, i32 noundef %282)
  store i64 %283, ptr %52, align 8
  br label %288

284:                                              ; preds = %261
  %285 = load ptr, ptr %53, align 8
  %286 = load i32, ptr %54, align 4
  %287 = call i64 @ZSTD_hash8Ptr(ptr noundef %285, i32 noundef %286)
  store i64 %287, ptr %52, align 8
  br label %288

288:                                              ; preds = %284, %280, %276, %272, %268
  %289 = load i64, ptr %52, align 8
  store i64 %289, ptr %105, align 8
  %290 = load ptr, ptr %84, align 8
  %291 = load i64, ptr %104, align 8
  %292 = getelementptr inbounds i32, ptr %290, i64 %291
  %293 = load i32, ptr %292, align 4
  store i32 %293, ptr %106, align 4
  br label %294

294:                                              ; preds = %502, %288
  %295 = load ptr, ptr %97, align 8
  %296 = load i32, ptr %100, align 4
  %297 = zext i32 %296 to i64
  %298 = sub i64 0, %297
  %299 = getelementptr inbounds i8, ptr %295, i64 %298
  %300 = call i32 @MEM_read32(ptr noundef %299)
  store i32 %300, ptr %117, align 4
  %301 = load ptr, ptr %95, align 8
  %302 = load ptr, ptr %87, align 8
  %303 = ptrtoint ptr %301 to i64
  %304 = ptrtoint ptr %302 to i64
  %305 = sub i64 %303, %304
  %306 = trunc i64 %305 to i32
  store i32 %306, ptr %99, align 4
  %307 = load i32, ptr %99, align 4
  %308 = load ptr, ptr %84, align 8
  %309 = load i64, ptr %104, align 8
  %310 = getelementptr inbounds i32, ptr %308, i64 %309
  store i32 %307, ptr %310, align 4
  %311 = load ptr, ptr %97, align 8
  %312 = call i32 @MEM_read32(ptr noundef %311)
  %313 = load i32, ptr %117, align 4
  %314 = icmp eq i32 %312, %313
  %315 = zext i1 %314 to i32
  %316 = load i32, ptr %100, align 4
  %317 = icmp ugt i32 %316, 0
  %318 = zext i1 %317 to i32
  %319 = and i32 %315, %318
  %320 = icmp ne i32 %319, 0
  br i1 %320, label %321, label %358

321:                                              ; preds = %294
  %322 = load ptr, ptr %97, align 8
  store ptr %322, ptr %95, align 8
  %323 = load ptr, ptr %95, align 8
  %324 = load i32, ptr %100, align 4
  %325 = zext i32 %324 to i64
  %326 = sub i64 0, %325
  %327 = getelementptr inbounds i8, ptr %323, i64 %326
  store ptr %327, ptr %108, align 8
  %328 = load ptr, ptr %95, align 8
  %329 = getelementptr inbounds i8, ptr %328, i64 -1
  %330 = load i8, ptr %329, align 1
  %331 = zext i8 %330 to i32
  %332 = load ptr, ptr %108, align 8
  %333 = getelementptr inbounds i8, ptr %332, i64 -1
  %334 = load i8, ptr %333, align 1
  %335 = zext i8 %334 to i32
  %336 = icmp eq i32 %331, %335
  %337 = zext i1 %336 to i32
  %338 = sext i32 %337 to i64
  store i64 %338, ptr %109, align 8
  %339 = load i64, ptr %109, align 8
  %340 = load ptr, ptr %95, align 8
  %341 = sub i64 0, %339
  %342 = getelementptr inbounds i8, ptr %340, i64 %341
  store ptr %342, ptr %95, align 8
  %343 = load i64, ptr %109, align 8
  %344 = load ptr, ptr %108, align 8
  %345 = sub i64 0, %343
  %346 = getelementptr inbounds i8, ptr %344, i64 %345
  store ptr %346, ptr %108, align 8
  store i32 1, ptr %107, align 4
  %347 = load i64, ptr %109, align 8
  %348 = add i64 %347, 4
  store i64 %348, ptr %109, align 8
  %349 = load ptr, ptr %96, align 8
  %350 = load ptr, ptr %87, align 8
  %351 = ptrtoint ptr %349 to i64
  %352 = ptrtoint ptr %350 to i64
  %353 = sub i64 %351, %352
  %354 = trunc i64 %353 to i32
  %355 = load ptr, ptr %84, align 8
  %356 = load i64, ptr %105, align 8
  %357 = getelementptr inbounds i32, ptr %355, i64 %356
  store i32 %354, ptr %357, align 4
  br label %579

358:                                              ; preds = %294
  %359 = load ptr, ptr %113, align 8
  %360 = load ptr, ptr %95, align 8
  %361 = load ptr, ptr %87, align 8
  %362 = load i32, ptr %106, align 4
  %363 = zext i32 %362 to i64
  %364 = getelementptr inbounds i8, ptr %361, i64 %363
  %365 = load i32, ptr %106, align 4
  %366 = load i32, ptr %90, align 4
  %367 = call i32 %359(ptr noundef %360, ptr noundef %364, i32 noundef %365, i32 noundef %366) #3
  %368 = icmp ne i32 %367, 0
  br i1 %368, label %369, label %379

369:                                              ; preds = %358
  %370 = load ptr, ptr %96, align 8
  %371 = load ptr, ptr %87, align 8
  %372 = ptrtoint ptr %370 to i64
  %373 = ptrtoint ptr %371 to i64
  %374 = sub i64 %372, %373
  %375 = trunc i64 %374 to i32
  %376 = load ptr, ptr %84, align 8
  %377 = load i64, ptr %105, align 8
  %378 = getelementptr inbounds i32, ptr %376, i64 %377
  store i32 %375, ptr %378, align 4
  br label %534

379:                                              ; preds = %358
  %380 = load ptr, ptr %84, align 8
  %381 = load i64, ptr %105, align 8
  %382 = getelementptr inbounds i32, ptr %380, i64 %381
  %383 = load i32, ptr %382, align 4
  store i32 %383, ptr %106, align 4
  %384 = load i64, ptr %105, align 8
  store i64 %384, ptr %104, align 8
  %385 = load ptr, ptr %97, align 8
  %386 = load i32, ptr %85, align 4
  %387 = load i32, ptr %81, align 4
  store ptr %385, ptr %57, align 8
  store i32 %386, ptr %58, align 4
  store i32 %387, ptr %59, align 4
  %388 = load i32, ptr %59, align 4
  switch i32 %388, label %389 [
    i32 4, label %390
    i32 5, label %394
    i32 6, label %398
    i32 7, label %402
    i32 8, label %406
  ]

389:                                              ; preds = %379
  br label %390

390:                                              ; preds = %389, %379
  %391 = load ptr, ptr %57, align 8
  %392 = load i32, ptr %58, align 4
  %393 = call i64 @ZSTD_hash4Ptr(ptr noundef %391, i32 noundef %392)
  store i64 %393, ptr %56, align 8
  br label %410

394:                                              ; preds = %379
  %395 = load ptr, ptr %57, align 8
  %396 = load i32, ptr %58, align 4
  %397 = call i64 @ZSTD_hash5Ptr(ptr noundef %395, i32 noundef %396)
  store i64 %397, ptr %56, align 8
  br label %410

398:                                              ; preds = %379
  %399 = load ptr, ptr %57, align 8
  %400 = load i32, ptr %58, align 4
  %401 = call i64 @ZSTD_hash6Ptr(ptr noundef %399, i32 noundef %400)
  store i64 %401, ptr %56, align 8
  br label %410

402:                                              ; preds = %379
  %403 = load ptr, ptr %57, align 8
  %404 = load i32, ptr %58, align 4
  %405 = call i64 @ZSTD_hash7Ptr(ptr noundef %403, i32 noundef %404)
  store i64 %405, ptr %56, align 8
  br label %410

406:                                              ; preds = %379
  %407 = load ptr, ptr %57, align 8
  %408 = load i32, ptr %58, align 4
  %409 = call i64 @ZSTD_hash8Ptr(ptr noundef %407, i32 noundef %408)
  store i64 %409, ptr %56, align 8
  br label %410

410:                                              ; preds = %406, %402, %398, %394, %390
  %411 = load i64, ptr %56, align 8
  store i64 %411, ptr %105, align 8
  %412 = load ptr, ptr %96, align 8
  store ptr %412, ptr %95, align 8
  %413 = load ptr, ptr %97, align 8
  store ptr %413, ptr %96, align 8
  %414 = load ptr, ptr %98, align 8
  store ptr %414, ptr %97, align 8
  %415 = load ptr, ptr %95, align 8
  %416 = load ptr, ptr %87, align 8
  %417 = ptrtoint ptr %415 to i64
  %418 = ptrtoint ptr %416 to i64
  %419 = sub i64 %417, %418
  %420 = trunc i64 %419 to i32
  store i32 %420, ptr %99, align 4
  %421 = load i32, ptr %99, align 4
  %422 = load ptr, ptr %84, align 8
  %423 = load i64, ptr %104, align 8
  %424 = getelementptr inbounds i32, ptr %422, i64 %423
  store i32 %421, ptr %424, align 4
  %425 = load ptr, ptr %113, align 8
  %426 = load ptr, ptr %95, align 8
  %427 = load ptr, ptr %87, align 8
  %428 = load i32, ptr %106, align 4
  %429 = zext i32 %428 to i64
  %430 = getelementptr inbounds i8, ptr %427, i64 %429
  %431 = load i32, ptr %106, align 4
  %432 = load i32, ptr %90, align 4
  %433 = call i32 %425(ptr noundef %426, ptr noundef %430, i32 noundef %431, i32 noundef %432) #3
  %434 = icmp ne i32 %433, 0
  br i1 %434, label %435, label %449

435:                                              ; preds = %410
  %436 = load i64, ptr %110, align 8
  %437 = icmp ule i64 %436, 4
  br i1 %437, label %438, label %448

438:                                              ; preds = %435
  %439 = load ptr, ptr %96, align 8
  %440 = load ptr, ptr %87, align 8
  %441 = ptrtoint ptr %439 to i64
  %442 = ptrtoint ptr %440 to i64
  %443 = sub i64 %441, %442
  %444 = trunc i64 %443 to i32
  %445 = load ptr, ptr %84, align 8
  %446 = load i64, ptr %105, align 8
  %447 = getelementptr inbounds i32, ptr %445, i64 %446
  store i32 %444, ptr %447, align 4
  br label %448

448:                                              ; preds = %438, %435
  br label %534

449:                                              ; preds = %410
  %450 = load ptr, ptr %84, align 8
  %451 = load i64, ptr %105, align 8
  %452 = getelementptr inbounds i32, ptr %450, i64 %451
  %453 = load i32, ptr %452, align 4
  store i32 %453, ptr %106, align 4
  %454 = load i64, ptr %105, align 8
  store i64 %454, ptr %104, align 8
  %455 = load ptr, ptr %97, align 8
  %456 = load i32, ptr %85, align 4
  %457 = load i32, ptr %81, align 4
  store ptr %455, ptr %61, align 8
  store i32 %456, ptr %62, align 4
  store i32 %457, ptr %63, align 4
  %458 = load i32, ptr %63, align 4
  switch i32 %458, label %459 [
    i32 4, label %460
    i32 5, label %464
    i32 6, label %468
    i32 7, label %472
    i32 8, label %476
  ]

459:                                              ; preds = %449
  br label %460

460:                                              ; preds = %459, %449
  %461 = load ptr, ptr %61, align 8
  %462 = load i32, ptr %62, align 4
  %463 = call i64 @ZSTD_hash4Ptr(ptr noundef %461, i32 noundef %462)
  store i64 %463, ptr %60, align 8
  br label %480

464:                                              ; preds = %449
  %465 = load ptr, ptr %61, align 8
  %466 = load i32, ptr %62, align 4
  %467 = call i64 @ZSTD_hash5Ptr(ptr noundef %465, i32 noundef %466)
  store i64 %467, ptr %60, align 8
  br label %480

468:                                              ; preds = %449
  %469 = load ptr, ptr %61, align 8
  %470 = load i32, ptr %62, align 4
  %471 = call i64 @ZSTD_hash6Ptr(ptr noundef %469, i32 noundef %470)
  store i64 %471, ptr %60, align 8
  br label %480

472:                                              ; preds = %449
  %473 = load ptr, ptr %61, align 8
  %474 = load i32, ptr %62, align 4
  %475 = call i64 @ZSTD_hash7Ptr(ptr noundef %473, i32 noundef %474)
  store i64 %475, ptr %60, align 8
  br label %480

476:                                              ; preds = %449
  %477 = load ptr, ptr %61, align 8
  %478 = load i32, ptr %62, align 4
  %479 = call i64 @ZSTD_hash8Ptr(ptr noundef %477, i32 noundef %478)
  store i64 %479, ptr %60, align 8
  br label %480

480:                                              ; preds = %476, %472, %468, %464, %460
  %481 = load i64, ptr %60, align 8
  store i64 %481, ptr %105, align 8
  %482 = load ptr, ptr %96, align 8
  store ptr %482, ptr %95, align 8
  %483 = load ptr, ptr %97, align 8
  store ptr %483, ptr %96, align 8
  %484 = load ptr, ptr %95, align 8
  %485 = load i64, ptr %110, align 8
  %486 = getelementptr inbounds i8, ptr %484, i64 %485
  store ptr %486, ptr %97, align 8
  %487 = load ptr, ptr %96, align 8
  %488 = load i64, ptr %110, align 8
  %489 = getelementptr inbounds i8, ptr %487, i64 %488
  store ptr %489, ptr %98, align 8
  %490 = load ptr, ptr %97, align 8
  %491 = load ptr, ptr %111, align 8
  %492 = icmp uge ptr %490, %491
  br i1 %492, label %493, label %502

493:                                              ; preds = %480
  %494 = load i64, ptr %110, align 8
  %495 = add i64 %494, 1
  store i64 %495, ptr %110, align 8
  %496 = load ptr, ptr %96, align 8
  %497 = getelementptr inbounds i8, ptr %496, i64 64
  call void @llvm.prefetch.p0(ptr %497, i32 0, i32 3, i32 1)
  %498 = load ptr, ptr %96, align 8
  %499 = getelementptr inbounds i8, ptr %498, i64 128
  call void @llvm.prefetch.p0(ptr %499, i32 0, i32 3, i32 1)
  %500 = load ptr, ptr %111, align 8
  %501 = getelementptr inbounds i8, ptr %500, i64 128
  store ptr %501, ptr %111, align 8
  br label %502

502:                                              ; preds = %493, %480
  %503 = load ptr, ptr %98, align 8
  %504 = load ptr, ptr %93, align 8
  %505 = icmp ult ptr %503, %504
  br i1 %505, label %294, label %506, !llvm.loop !11

506:                                              ; preds = %502
  br label %507

507:                                              ; preds = %506, %234
  %508 = load i32, ptr %102, align 4
  %509 = icmp ne i32 %508, 0
  br i1 %509, label %510, label %515

510:                                              ; preds = %507
  %511 = load i32, ptr %100, align 4
  %512 = icmp ne i32 %511, 0
  br i1 %512, label %513, label %515

513:                                              ; preds = %510
  %514 = load i32, ptr %102, align 4
  br label %517

515:                                              ; preds = %510, %507
  %516 = load i32, ptr %103, align 4
  br label %517

517:                                              ; preds = %515, %513
  %518 = phi i32 [ %514, %513 ], [ %516, %515 ]
  store i32 %518, ptr %103, align 4
  %519 = load i32, ptr %100, align 4
  %520 = icmp ne i32 %519, 0
  br i1 %520, label %521, label %523

521:                                              ; preds = %517
  %522 = load i32, ptr %100, align 4
  br label %525

523:                                              ; preds = %517
  %524 = load i32, ptr %102, align 4
  br label %525

525:                                              ; preds = %523, %521
  %526 = phi i32 [ %522, %521 ], [ %524, %523 ]
  %527 = load ptr, ptr %78, align 8
  store i32 %526, ptr %527, align 4
  %528 = load i32, ptr %101, align 4
  %529 = icmp ne i32 %528, 0
  br i1 %529, label %530, label %532

530:                                              ; preds = %525
  %531 = load i32, ptr %101, align 4
  br label %1080

532:                                              ; preds = %525
  %533 = load i32, ptr %103, align 4
  br label %1080

534:                                              ; preds = %448, %369
  %535 = load ptr, ptr %87, align 8
  %536 = load i32, ptr %106, align 4
  %537 = zext i32 %536 to i64
  %538 = getelementptr inbounds i8, ptr %535, i64 %537
  store ptr %538, ptr %108, align 8
  %539 = load i32, ptr %100, align 4
  store i32 %539, ptr %101, align 4
  %540 = load ptr, ptr %95, align 8
  %541 = load ptr, ptr %108, align 8
  %542 = ptrtoint ptr %540 to i64
  %543 = ptrtoint ptr %541 to i64
  %544 = sub i64 %542, %543
  %545 = trunc i64 %544 to i32
  store i32 %545, ptr %100, align 4
  %546 = load i32, ptr %100, align 4
  %547 = add i32 %546, 3
  store i32 %547, ptr %107, align 4
  store i64 4, ptr %109, align 8
  br label %548

548:                                              ; preds = %571, %534
  %549 = load ptr, ptr %95, align 8
  %550 = load ptr, ptr %94, align 8
  %551 = icmp ugt ptr %549, %550
  %552 = zext i1 %551 to i32
  %553 = load ptr, ptr %108, align 8
  %554 = load ptr, ptr %91, align 8
  %555 = icmp ugt ptr %553, %554
  %556 = zext i1 %555 to i32
  %557 = and i32 %552, %556
  %558 = icmp ne i32 %557, 0
  br i1 %558, label %559, label %569

559:                                              ; preds = %548
  %560 = load ptr, ptr %95, align 8
  %561 = getelementptr inbounds i8, ptr %560, i64 -1
  %562 = load i8, ptr %561, align 1
  %563 = zext i8 %562 to i32
  %564 = load ptr, ptr %108, align 8
  %565 = getelementptr inbounds i8, ptr %564, i64 -1
  %566 = load i8, ptr %565, align 1
  %567 = zext i8 %566 to i32
  %568 = icmp eq i32 %563, %567
  br label %569

569:                                              ; preds = %559, %548
  %570 = phi i1 [ false, %548 ], [ %568, %559 ]
  br i1 %570, label %571, label %578

571:                                              ; preds = %569
  %572 = load ptr, ptr %95, align 8
  %573 = getelementptr inbounds i8, ptr %572, i32 -1
  store ptr %573, ptr %95, align 8
  %574 = load ptr, ptr %108, align 8
  %575 = getelementptr inbounds i8, ptr %574, i32 -1
  store ptr %575, ptr %108, align 8
  %576 = load i64, ptr %109, align 8
  %577 = add i64 %576, 1
  store i64 %577, ptr %109, align 8
  br label %548, !llvm.loop !12

578:                                              ; preds = %569
  br label %579

579:                                              ; preds = %578, %321
  %580 = load ptr, ptr %95, align 8
  %581 = load i64, ptr %109, align 8
  %582 = getelementptr inbounds i8, ptr %580, i64 %581
  %583 = load ptr, ptr %108, align 8
  %584 = load i64, ptr %109, align 8
  %585 = getelementptr inbounds i8, ptr %583, i64 %584
  %586 = load ptr, ptr %92, align 8
  %587 = call i64 @ZSTD_count(ptr noundef %582, ptr noundef %585, ptr noundef %586)
  %588 = load i64, ptr %109, align 8
  %589 = add i64 %588, %587
  store i64 %589, ptr %109, align 8
  %590 = load ptr, ptr %77, align 8
  %591 = load ptr, ptr %95, align 8
  %592 = load ptr, ptr %94, align 8
  %593 = ptrtoint ptr %591 to i64
  %594 = ptrtoint ptr %592 to i64
  %595 = sub i64 %593, %594
  %596 = load ptr, ptr %94, align 8
  %597 = load ptr, ptr %92, align 8
  %598 = load i32, ptr %107, align 4
  %599 = load i64, ptr %109, align 8
  store ptr %590, ptr %32, align 8
  store i64 %595, ptr %33, align 8
  store ptr %596, ptr %34, align 8
  store ptr %597, ptr %35, align 8
  store i32 %598, ptr %36, align 4
  store i64 %599, ptr %37, align 8
  %600 = load ptr, ptr %35, align 8
  %601 = getelementptr inbounds i8, ptr %600, i64 -32
  store ptr %601, ptr %38, align 8
  %602 = load ptr, ptr %34, align 8
  %603 = load i64, ptr %33, align 8
  %604 = getelementptr inbounds i8, ptr %602, i64 %603
  store ptr %604, ptr %39, align 8
  %605 = load ptr, ptr %39, align 8
  %606 = load ptr, ptr %38, align 8
  %607 = icmp ule ptr %605, %606
  br i1 %607, label %608, label %681

608:                                              ; preds = %579
  %609 = load ptr, ptr %32, align 8
  %610 = getelementptr inbounds %struct.SeqStore_t, ptr %609, i32 0, i32 3
  %611 = load ptr, ptr %610, align 8
  %612 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %611, ptr noundef %612)
  %613 = load i64, ptr %33, align 8
  %614 = icmp ugt i64 %613, 16
  br i1 %614, label %615, label %680

615:                                              ; preds = %608
  %616 = load ptr, ptr %32, align 8
  %617 = getelementptr inbounds %struct.SeqStore_t, ptr %616, i32 0, i32 3
  %618 = load ptr, ptr %617, align 8
  %619 = getelementptr inbounds i8, ptr %618, i64 16
  %620 = load ptr, ptr %34, align 8
  %621 = getelementptr inbounds i8, ptr %620, i64 16
  %622 = load i64, ptr %33, align 8
  %623 = sub nsw i64 %622, 16
  store ptr %619, ptr %24, align 8
  store ptr %621, ptr %25, align 8
  store i64 %623, ptr %26, align 8
  store i32 0, ptr %27, align 4
  %624 = load ptr, ptr %24, align 8
  %625 = load ptr, ptr %25, align 8
  %626 = ptrtoint ptr %624 to i64
  %627 = ptrtoint ptr %625 to i64
  %628 = sub i64 %626, %627
  store i64 %628, ptr %28, align 8
  %629 = load ptr, ptr %25, align 8
  store ptr %629, ptr %29, align 8
  %630 = load ptr, ptr %24, align 8
  store ptr %630, ptr %30, align 8
  %631 = load ptr, ptr %30, align 8
  %632 = load i64, ptr %26, align 8
  %633 = getelementptr inbounds i8, ptr %631, i64 %632
  store ptr %633, ptr %31, align 8
  %634 = load i32, ptr %27, align 4
  %635 = icmp eq i32 %634, 1
  br i1 %635, label %636, label %651

636:                                              ; preds = %615
  %637 = load i64, ptr %28, align 8
  %638 = icmp slt i64 %637, 16
  br i1 %638, label %639, label %651

639:                                              ; preds = %636
  br label %640

640:                                              ; preds = %640, %639
  %641 = load ptr, ptr %30, align 8
  %642 = load ptr, ptr %29, align 8
  call void @ZSTD_copy8(ptr noundef %641, ptr noundef %642)
  %643 = load ptr, ptr %30, align 8
  %644 = getelementptr inbounds i8, ptr %643, i64 8
  store ptr %644, ptr %30, align 8
  %645 = load ptr, ptr %29, align 8
  %646 = getelementptr inbounds i8, ptr %645, i64 8
  store ptr %646, ptr %29, align 8
  %647 = load ptr, ptr %30, align 8
  %648 = load ptr, ptr %31, align 8
  %649 = icmp ult ptr %647, %648
  br i1 %649, label %640, label %650, !llvm.loop !13

650:                                              ; preds = %640
  br label %679

651:                                              ; preds = %636, %615
  %652 = load ptr, ptr %30, align 8
  %653 = load ptr, ptr %29, align 8
  call void @ZSTD_copy16(ptr noundef %652, ptr noundef %653)
  %654 = load i64, ptr %26, align 8
  %655 = icmp sge i64 16, %654
  br i1 %655, label %656, label %657

656:                                              ; preds = %651
  br label %679

657:                                              ; preds = %651
  %658 = load ptr, ptr %30, align 8
  %659 = getelementptr inbounds i8, ptr %658, i64 16
  store ptr %659, ptr %30, align 8
  %660 = load ptr, ptr %29, align 8
  %661 = getelementptr inbounds i8, ptr %660, i64 16
  store ptr %661, ptr %29, align 8
  br label %662

662:                                              ; preds = %662, %657
  %663 = load ptr, ptr %30, align 8
  %664 = load ptr, ptr %29, align 8
  call void @ZSTD_copy16(ptr noundef %663, ptr noundef %664)
  %665 = load ptr, ptr %30, align 8
  %666 = getelementptr inbounds i8, ptr %665, i64 16
  store ptr %666, ptr %30, align 8
  %667 = load ptr, ptr %29, align 8
  %668 = getelementptr inbounds i8, ptr %667, i64 16
  store ptr %668, ptr %29, align 8
  %669 = load ptr, ptr %30, align 8
  %670 = load ptr, ptr %29, align 8
  call void @ZSTD_copy16(ptr noundef %669, ptr noundef %670)
  %671 = load ptr, ptr %30, align 8
  %672 = getelementptr inbounds i8, ptr %671, i64 16
  store ptr %672, ptr %30, align 8
  %673 = load ptr, ptr %29, align 8
  %674 = getelementptr inbounds i8, ptr %673, i64 16
  store ptr %674, ptr %29, align 8
  %675 = load ptr, ptr %30, align 8
  %676 = load ptr, ptr %31, align 8
  %677 = icmp ult ptr %675, %676
  br i1 %677, label %662, label %678, !llvm.loop !14

678:                                              ; preds = %662
  br label %679

679:                                              ; preds = %650, %656, %678
  br label %680

680:                                              ; preds = %679, %608
  br label %688

681:                                              ; preds = %579
  %682 = load ptr, ptr %32, align 8
  %683 = getelementptr inbounds %struct.SeqStore_t, ptr %682, i32 0, i32 3
  %684 = load ptr, ptr %683, align 8
  %685 = load ptr, ptr %34, align 8
  %686 = load ptr, ptr %39, align 8
  %687 = load ptr, ptr %38, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %684, ptr noundef %685, ptr noundef %686, ptr noundef %687)
  br label %688

688:                                              ; preds = %680, %681
  %689 = load i64, ptr %33, align 8
  %690 = load ptr, ptr %32, align 8
  %691 = getelementptr inbounds %struct.SeqStore_t, ptr %690, i32 0, i32 3
  %692 = load ptr, ptr %691, align 8
  %693 = getelementptr inbounds i8, ptr %692, i64 %689
  store ptr %693, ptr %691, align 8
  %694 = load ptr, ptr %32, align 8
  %695 = load i64, ptr %33, align 8
  %696 = load i32, ptr %36, align 4
  %697 = load i64, ptr %37, align 8
  store ptr %694, ptr %11, align 8
  store i64 %695, ptr %12, align 8
  store i32 %696, ptr %13, align 4
  store i64 %697, ptr %14, align 8
  %698 = load i64, ptr %12, align 8
  %699 = icmp ugt i64 %698, 65535
  %700 = zext i1 %699 to i32
  %701 = sext i32 %700 to i64
  br i1 %699, label %702, label %717

702:                                              ; preds = %688
  %703 = load ptr, ptr %11, align 8
  %704 = getelementptr inbounds %struct.SeqStore_t, ptr %703, i32 0, i32 9
  store i32 1, ptr %704, align 8
  %705 = load ptr, ptr %11, align 8
  %706 = getelementptr inbounds %struct.SeqStore_t, ptr %705, i32 0, i32 1
  %707 = load ptr, ptr %706, align 8
  %708 = load ptr, ptr %11, align 8
  %709 = load ptr, ptr %708, align 8
  %710 = ptrtoint ptr %707 to i64
  %711 = ptrtoint ptr %709 to i64
  %712 = sub i64 %710, %711
  %713 = sdiv exact i64 %712, 8
  %714 = trunc i64 %713 to i32
  %715 = load ptr, ptr %11, align 8
  %716 = getelementptr inbounds %struct.SeqStore_t, ptr %715, i32 0, i32 10
  store i32 %714, ptr %716, align 4
  br label %717

717:                                              ; preds = %702, %688
  %718 = load i64, ptr %12, align 8
  %719 = trunc i64 %718 to i16
  %720 = load ptr, ptr %11, align 8
  %721 = getelementptr inbounds %struct.SeqStore_t, ptr %720, i32 0, i32 1
  %722 = load ptr, ptr %721, align 8
  %723 = getelementptr inbounds %struct.SeqDef_s, ptr %722, i32 0, i32 1
  store i16 %719, ptr %723, align 4
  %724 = load i32, ptr %13, align 4
  %725 = load ptr, ptr %11, align 8
  %726 = getelementptr inbounds %struct.SeqStore_t, ptr %725, i32 0, i32 1
  %727 = load ptr, ptr %726, align 8
  store i32 %724, ptr %727, align 4
  %728 = load i64, ptr %14, align 8
  %729 = sub i64 %728, 3
  store i64 %729, ptr %15, align 8
  %730 = load i64, ptr %15, align 8
  %731 = icmp ugt i64 %730, 65535
  %732 = zext i1 %731 to i32
  %733 = sext i32 %732 to i64
  br i1 %731, label %734, label %749

734:                                              ; preds = %717
  %735 = load ptr, ptr %11, align 8
  %736 = getelementptr inbounds %struct.SeqStore_t, ptr %735, i32 0, i32 9
  store i32 2, ptr %736, align 8
  %737 = load ptr, ptr %11, align 8
  %738 = getelementptr inbounds %struct.SeqStore_t, ptr %737, i32 0, i32 1
  %739 = load ptr, ptr %738, align 8
  %740 = load ptr, ptr %11, align 8
  %741 = load ptr, ptr %740, align 8
  %742 = ptrtoint ptr %739 to i64
  %743 = ptrtoint ptr %741 to i64
  %744 = sub i64 %742, %743
  %745 = sdiv exact i64 %744, 8
  %746 = trunc i64 %745 to i32
  %747 = load ptr, ptr %11, align 8
  %748 = getelementptr inbounds %struct.SeqStore_t, ptr %747, i32 0, i32 10
  store i32 %746, ptr %748, align 4
  br label %749

749:                                              ; preds = %717, %734
  %750 = load i64, ptr %15, align 8
  %751 = trunc i64 %750 to i16
  %752 = load ptr, ptr %11, align 8
  %753 = getelementptr inbounds %struct.SeqStore_t, ptr %752, i32 0, i32 1
  %754 = load ptr, ptr %753, align 8
  %755 = getelementptr inbounds %struct.SeqDef_s, ptr %754, i32 0, i32 2
  store i16 %751, ptr %755, align 2
  %756 = load ptr, ptr %11, align 8
  %757 = getelementptr inbounds %struct.SeqStore_t, ptr %756, i32 0, i32 1
  %758 = load ptr, ptr %757, align 8
  %759 = getelementptr inbounds %struct.SeqDef_s, ptr %758, i32 1
  store ptr %759, ptr %757, align 8
  %760 = load i64, ptr %109, align 8
  %761 = load ptr, ptr %95, align 8
  %762 = getelementptr inbounds i8, ptr %761, i64 %760
  store ptr %762, ptr %95, align 8
  %763 = load ptr, ptr %95, align 8
  store ptr %763, ptr %94, align 8
  %764 = load ptr, ptr %95, align 8
  %765 = load ptr, ptr %93, align 8
  %766 = icmp ule ptr %764, %765
  br i1 %766, label %767, label %1079

767:                                              ; preds = %749
  %768 = load i32, ptr %99, align 4
  %769 = add i32 %768, 2
  %770 = load ptr, ptr %84, align 8
  %771 = load ptr, ptr %87, align 8
  %772 = load i32, ptr %99, align 4
  %773 = zext i32 %772 to i64
  %774 = getelementptr inbounds i8, ptr %771, i64 %773
  %775 = getelementptr inbounds i8, ptr %774, i64 2
  %776 = load i32, ptr %85, align 4
  %777 = load i32, ptr %81, align 4
  store ptr %775, ptr %65, align 8
  store i32 %776, ptr %66, align 4
  store i32 %777, ptr %67, align 4
  %778 = load i32, ptr %67, align 4
  switch i32 %778, label %779 [
    i32 4, label %780
    i32 5, label %784
    i32 6, label %788
    i32 7, label %792
    i32 8, label %796
  ]

779:                                              ; preds = %767
  br label %780

780:                                              ; preds = %779, %767
  %781 = load ptr, ptr %65, align 8
  %782 = load i32, ptr %66, align 4
  %783 = call i64 @ZSTD_hash4Ptr(ptr noundef %781, i32 noundef %782)
  store i64 %783, ptr %64, align 8
  br label %800

784:                                              ; preds = %767
  %785 = load ptr, ptr %65, align 8
  %786 = load i32, ptr %66, align 4
  %787 = call i64 @ZSTD_hash5Ptr(ptr noundef %785, i32 noundef %786)
  store i64 %787, ptr %64, align 8
  br label %800

788:                                              ; preds = %767
  %789 = load ptr, ptr %65, align 8
  %790 = load i32, ptr %66, align 4
  %791 = call i64 @ZSTD_hash6Ptr(ptr noundef %789, i32 noundef %790)
  store i64 %791, ptr %64, align 8
  br label %800

792:                                              ; preds = %767
  %793 = load ptr, ptr %65, align 8
  %794 = load i32, ptr %66, align 4
  %795 = call i64 @ZSTD_hash7Ptr(ptr noundef %793, i32 noundef %794)
  store i64 %795, ptr %64, align 8
  br label %800

796:                                              ; preds = %767
  %797 = load ptr, ptr %65, align 8
  %798 = load i32, ptr %66, align 4
  %799 = call i64 @ZSTD_hash8Ptr(ptr noundef %797, i32 noundef %798)
  store i64 %799, ptr %64, align 8
  br label %800

800:                                              ; preds = %796, %792, %788, %784, %780
  %801 = load i64, ptr %64, align 8
  %802 = getelementptr inbounds i32, ptr %770, i64 %801
  store i32 %769, ptr %802, align 4
  %803 = load ptr, ptr %95, align 8
  %804 = getelementptr inbounds i8, ptr %803, i64 -2
  %805 = load ptr, ptr %87, align 8
  %806 = ptrtoint ptr %804 to i64
  %807 = ptrtoint ptr %805 to i64
  %808 = sub i64 %806, %807
  %809 = trunc i64 %808 to i32
  %810 = load ptr, ptr %84, align 8
  %811 = load ptr, ptr %95, align 8
  %812 = getelementptr inbounds i8, ptr %811, i64 -2
  %813 = load i32, ptr %85, align 4
  %814 = load i32, ptr %81, align 4
  store ptr %812, ptr %69, align 8
  store i32 %813, ptr %70, align 4
  store i32 %814, ptr %71, align 4
  %815 = load i32, ptr %71, align 4
  switch i32 %815, label %816 [
    i32 4, label %817
    i32 5, label %821
    i32 6, label %825
    i32 7, label %829
    i32 8, label %833
  ]

816:                                              ; preds = %800
  br label %817

817:                                              ; preds = %816, %800
  %818 = load ptr, ptr %69, align 8
  %819 = load i32, ptr %70, align 4
  %820 = call i64 @ZSTD_hash4Ptr(ptr noundef %818, i32 noundef %819)
  store i64 %820, ptr %68, align 8
  br label %837

821:                                              ; preds = %800
  %822 = load ptr, ptr %69, align 8
  %823 = load i32, ptr %70, align 4
  %824 = call i64 @ZSTD_hash5Ptr(ptr noundef %822, i32 noundef %823)
  store i64 %824, ptr %68, align 8
  br label %837

825:                                              ; preds = %800
  %826 = load ptr, ptr %69, align 8
  %827 = load i32, ptr %70, align 4
  %828 = call i64 @ZSTD_hash6Ptr(ptr noundef %826, i32 noundef %827)
  store i64 %828, ptr %68, align 8
  br label %837

829:                                              ; preds = %800
  %830 = load ptr, ptr %69, align 8
  %831 = load i32, ptr %70, align 4
  %832 = call i64 @ZSTD_hash7Ptr(ptr noundef %830, i32 noundef %831)
  store i64 %832, ptr %68, align 8
  br label %837

833:                                              ; preds = %800
  %834 = load ptr, ptr %69, align 8
  %835 = load i32, ptr %70, align 4
  %836 = call i64 @ZSTD_hash8Ptr(ptr noundef %834, i32 noundef %835)
  store i64 %836, ptr %68, align 8
  br label %837

837:                                              ; preds = %833, %829, %825, %821, %817
  %838 = load i64, ptr %68, align 8
  %839 = getelementptr inbounds i32, ptr %810, i64 %838
  store i32 %809, ptr %839, align 4
  %840 = load i32, ptr %101, align 4
  %841 = icmp ugt i32 %840, 0
  br i1 %841, label %842, label %1078

842:                                              ; preds = %837
  br label %843

843:                                              ; preds = %1065, %842
  %844 = load ptr, ptr %95, align 8
  %845 = load ptr, ptr %93, align 8
  %846 = icmp ule ptr %844, %845
  br i1 %846, label %847, label %857

847:                                              ; preds = %843
  %848 = load ptr, ptr %95, align 8
  %849 = call i32 @MEM_read32(ptr noundef %848)
  %850 = load ptr, ptr %95, align 8
  %851 = load i32, ptr %101, align 4
  %852 = zext i32 %851 to i64
  %853 = sub i64 0, %852
  %854 = getelementptr inbounds i8, ptr %850, i64 %853
  %855 = call i32 @MEM_read32(ptr noundef %854)
  %856 = icmp eq i32 %849, %855
  br label %857

857:                                              ; preds = %847, %843
  %858 = phi i1 [ false, %843 ], [ %856, %847 ]
  br i1 %858, label %859, label %1077

859:                                              ; preds = %857
  %860 = load ptr, ptr %95, align 8
  %861 = getelementptr inbounds i8, ptr %860, i64 4
  %862 = load ptr, ptr %95, align 8
  %863 = getelementptr inbounds i8, ptr %862, i64 4
  %864 = load i32, ptr %101, align 4
  %865 = zext i32 %864 to i64
  %866 = sub i64 0, %865
  %867 = getelementptr inbounds i8, ptr %863, i64 %866
  %868 = load ptr, ptr %92, align 8
  %869 = call i64 @ZSTD_count(ptr noundef %861, ptr noundef %867, ptr noundef %868)
  %870 = add i64 %869, 4
  store i64 %870, ptr %118, align 8
  %871 = load i32, ptr %101, align 4
  store i32 %871, ptr %119, align 4
  %872 = load i32, ptr %100, align 4
  store i32 %872, ptr %101, align 4
  %873 = load i32, ptr %119, align 4
  store i32 %873, ptr %100, align 4
  %874 = load ptr, ptr %95, align 8
  %875 = load ptr, ptr %87, align 8
  %876 = ptrtoint ptr %874 to i64
  %877 = ptrtoint ptr %875 to i64
  %878 = sub i64 %876, %877
  %879 = trunc i64 %878 to i32
  %880 = load ptr, ptr %84, align 8
  %881 = load ptr, ptr %95, align 8
  %882 = load i32, ptr %85, align 4
  %883 = load i32, ptr %81, align 4
  store ptr %881, ptr %73, align 8
  store i32 %882, ptr %74, align 4
  store i32 %883, ptr %75, align 4
  %884 = load i32, ptr %75, align 4
  switch i32 %884, label %885 [
    i32 4, label %886
    i32 5, label %890
    i32 6, label %894
    i32 7, label %898
    i32 8, label %902
  ]

885:                                              ; preds = %859
  br label %886

886:                                              ; preds = %885, %859
  %887 = load ptr, ptr %73, align 8
  %888 = load i32, ptr %74, align 4
  %889 = call i64 @ZSTD_hash4Ptr(ptr noundef %887, i32 noundef %888)
  store i64 %889, ptr %72, align 8
  br label %906

890:                                              ; preds = %859
  %891 = load ptr, ptr %73, align 8
  %892 = load i32, ptr %74, align 4
  %893 = call i64 @ZSTD_hash5Ptr(ptr noundef %891, i32 noundef %892)
  store i64 %893, ptr %72, align 8
  br label %906

894:                                              ; preds = %859
  %895 = load ptr, ptr %73, align 8
  %896 = load i32, ptr %74, align 4
  %897 = call i64 @ZSTD_hash6Ptr(ptr noundef %895, i32 noundef %896)
  store i64 %897, ptr %72, align 8
  br label %906

898:                                              ; preds = %859
  %899 = load ptr, ptr %73, align 8
  %900 = load i32, ptr %74, align 4
  %901 = call i64 @ZSTD_hash7Ptr(ptr noundef %899, i32 noundef %900)
  store i64 %901, ptr %72, align 8
  br label %906

902:                                              ; preds = %859
  %903 = load ptr, ptr %73, align 8
  %904 = load i32, ptr %74, align 4
  %905 = call i64 @ZSTD_hash8Ptr(ptr noundef %903, i32 noundef %904)
  store i64 %905, ptr %72, align 8
  br label %906

906:                                              ; preds = %902, %898, %894, %890, %886
  %907 = load i64, ptr %72, align 8
  %908 = getelementptr inbounds i32, ptr %880, i64 %907
  store i32 %879, ptr %908, align 4
  %909 = load i64, ptr %118, align 8
  %910 = load ptr, ptr %95, align 8
  %911 = getelementptr inbounds i8, ptr %910, i64 %909
  store ptr %911, ptr %95, align 8
  %912 = load ptr, ptr %77, align 8
  %913 = load ptr, ptr %94, align 8
  %914 = load ptr, ptr %92, align 8
  %915 = load i64, ptr %118, align 8
  store ptr %912, ptr %40, align 8
  store i64 0, ptr %41, align 8
  store ptr %913, ptr %42, align 8
  store ptr %914, ptr %43, align 8
  store i32 1, ptr %44, align 4
  store i64 %915, ptr %45, align 8
  %916 = load ptr, ptr %43, align 8
  %917 = getelementptr inbounds i8, ptr %916, i64 -32
  store ptr %917, ptr %46, align 8
  %918 = load ptr, ptr %42, align 8
  %919 = load i64, ptr %41, align 8
  %920 = getelementptr inbounds i8, ptr %918, i64 %919
  store ptr %920, ptr %47, align 8
  %921 = load ptr, ptr %47, align 8
  %922 = load ptr, ptr %46, align 8
  %923 = icmp ule ptr %921, %922
  br i1 %923, label %924, label %997

924:                                              ; preds = %906
  %925 = load ptr, ptr %40, align 8
  %926 = getelementptr inbounds %struct.SeqStore_t, ptr %925, i32 0, i32 3
  %927 = load ptr, ptr %926, align 8
  %928 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %927, ptr noundef %928)
  %929 = load i64, ptr %41, align 8
  %930 = icmp ugt i64 %929, 16
  br i1 %930, label %931, label %996

931:                                              ; preds = %924
  %932 = load ptr, ptr %40, align 8
  %933 = getelementptr inbounds %struct.SeqStore_t, ptr %932, i32 0, i32 3
  %934 = load ptr, ptr %933, align 8
  %935 = getelementptr inbounds i8, ptr %934, i64 16
  %936 = load ptr, ptr %42, align 8
  %937 = getelementptr inbounds i8, ptr %936, i64 16
  %938 = load i64, ptr %41, align 8
  %939 = sub nsw i64 %938, 16
  store ptr %935, ptr %16, align 8
  store ptr %937, ptr %17, align 8
  store i64 %939, ptr %18, align 8
  store i32 0, ptr %19, align 4
  %940 = load ptr, ptr %16, align 8
  %941 = load ptr, ptr %17, align 8
  %942 = ptrtoint ptr %940 to i64
  %943 = ptrtoint ptr %941 to i64
  %944 = sub i64 %942, %943
  store i64 %944, ptr %20, align 8
  %945 = load ptr, ptr %17, align 8
  store ptr %945, ptr %21, align 8
  %946 = load ptr, ptr %16, align 8
  store ptr %946, ptr %22, align 8
  %947 = load ptr, ptr %22, align 8
  %948 = load i64, ptr %18, align 8
  %949 = getelementptr inbounds i8, ptr %947, i64 %948
  store ptr %949, ptr %23, align 8
  %950 = load i32, ptr %19, align 4
  %951 = icmp eq i32 %950, 1
  br i1 %951, label %952, label %967

952:                                              ; preds = %931
  %953 = load i64, ptr %20, align 8
  %954 = icmp slt i64 %953, 16
  br i1 %954, label %955, label %967

955:                                              ; preds = %952
  br label %956

956:                                              ; preds = %956, %955
  %957 = load ptr, ptr %22, align 8
  %958 = load ptr, ptr %21, align 8
  call void @ZSTD_copy8(ptr noundef %957, ptr noundef %958)
  %959 = load ptr, ptr %22, align 8
  %960 = getelementptr inbounds i8, ptr %959, i64 8
  store ptr %960, ptr %22, align 8
  %961 = load ptr, ptr %21, align 8
  %962 = getelementptr inbounds i8, ptr %961, i64 8
  store ptr %962, ptr %21, align 8
  %963 = load ptr, ptr %22, align 8
  %964 = load ptr, ptr %23, align 8
  %965 = icmp ult ptr %963, %964
  br i1 %965, label %956, label %966, !llvm.loop !13

966:                                              ; preds = %956
  br label %995

967:                                              ; preds = %952, %931
  %968 = load ptr, ptr %22, align 8
  %969 = load ptr, ptr %21, align 8
  call void @ZSTD_copy16(ptr noundef %968, ptr noundef %969)
  %970 = load i64, ptr %18, align 8
  %971 = icmp sge i64 16, %970
  br i1 %971, label %972, label %973

972:                                              ; preds = %967
  br label %995

973:                                              ; preds = %967
  %974 = load ptr, ptr %22, align 8
  %975 = getelementptr inbounds i8, ptr %974, i64 16
  store ptr %975, ptr %22, align 8
  %976 = load ptr, ptr %21, align 8
  %977 = getelementptr inbounds i8, ptr %976, i64 16
  store ptr %977, ptr %21, align 8
  br label %978

978:                                              ; preds = %978, %973
  %979 = load ptr, ptr %22, align 8
  %980 = load ptr, ptr %21, align 8
  call void @ZSTD_copy16(ptr noundef %979, ptr noundef %980)
  %981 = load ptr, ptr %22, align 8
  %982 = getelementptr inbounds i8, ptr %981, i64 16
  store ptr %982, ptr %22, align 8
  %983 = load ptr, ptr %21, align 8
  %984 = getelementptr inbounds i8, ptr %983, i64 16
  store ptr %984, ptr %21, align 8
  %985 = load ptr, ptr %22, align 8
  %986 = load ptr, ptr %21, align 8
  call void @ZSTD_copy16(ptr noundef %985, ptr noundef %986)
  %987 = load ptr, ptr %22, align 8
  %988 = getelementptr inbounds i8, ptr %987, i64 16
  store ptr %988, ptr %22, align 8
  %989 = load ptr, ptr %21, align 8
  %990 = getelementptr inbounds i8, ptr %989, i64 16
  store ptr %990, ptr %21, align 8
  %991 = load ptr, ptr %22, align 8
  %992 = load ptr, ptr %23, align 8
  %993 = icmp ult ptr %991, %992
  br i1 %993, label %978, label %994, !llvm.loop !14

994:                                              ; preds = %978
  br label %995

995:                                              ; preds = %966, %972, %994
  br label %996

996:                                              ; preds = %995, %924
  br label %1004

997:                                              ; preds = %906
  %998 = load ptr, ptr %40, align 8
  %999 = getelementptr inbounds %struct.SeqStore_t, ptr %998, i32 0, i32 3
  %1000 = load ptr, ptr %999, align 8
  %1001 = load ptr, ptr %42, align 8
  %1002 = load ptr, ptr %47, align 8
  %1003 = load ptr, ptr %46, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1000, ptr noundef %1001, ptr noundef %1002, ptr noundef %1003)
  br label %1004

1004:                                             ; preds = %996, %997
  %1005 = load i64, ptr %41, align 8
  %1006 = load ptr, ptr %40, align 8
  %1007 = getelementptr inbounds %struct.SeqStore_t, ptr %1006, i32 0, i32 3
  %1008 = load ptr, ptr %1007, align 8
  %1009 = getelementptr inbounds i8, ptr %1008, i64 %1005
  store ptr %1009, ptr %1007, align 8
  %1010 = load ptr, ptr %40, align 8
  %1011 = load i64, ptr %41, align 8
  %1012 = load i32, ptr %44, align 4
  %1013 = load i64, ptr %45, align 8
  store ptr %1010, ptr %6, align 8
  store i64 %1011, ptr %7, align 8
  store i32 %1012, ptr %8, align 4
  store i64 %1013, ptr %9, align 8
  %1014 = load i64, ptr %7, align 8
  %1015 = icmp ugt i64 %1014, 65535
  %1016 = zext i1 %1015 to i32
  %1017 = sext i32 %1016 to i64
  br i1 %1015, label %1018, label %1033

1018:                                             ; preds = %1004
  %1019 = load ptr, ptr %6, align 8
  %1020 = getelementptr inbounds %struct.SeqStore_t, ptr %1019, i32 0, i32 9
  store i32 1, ptr %1020, align 8
  %1021 = load ptr, ptr %6, align 8
  %1022 = getelementptr inbounds %struct.SeqStore_t, ptr %1021, i32 0, i32 1
  %1023 = load ptr, ptr %1022, align 8
  %1024 = load ptr, ptr %6, align 8
  %1025 = load ptr, ptr %1024, align 8
  %1026 = ptrtoint ptr %1023 to i64
  %1027 = ptrtoint ptr %1025 to i64
  %1028 = sub i64 %1026, %1027
  %1029 = sdiv exact i64 %1028, 8
  %1030 = trunc i64 %1029 to i32
  %1031 = load ptr, ptr %6, align 8
  %1032 = getelementptr inbounds %struct.SeqStore_t, ptr %1031, i32 0, i32 10
  store i32 %1030, ptr %1032, align 4
  br label %1033

1033:                                             ; preds = %1018, %1004
  %1034 = load i64, ptr %7, align 8
  %1035 = trunc i64 %1034 to i16
  %1036 = load ptr, ptr %6, align 8
  %1037 = getelementptr inbounds %struct.SeqStore_t, ptr %1036, i32 0, i32 1
  %1038 = load ptr, ptr %1037, align 8
  %1039 = getelementptr inbounds %struct.SeqDef_s, ptr %1038, i32 0, i32 1
  store i16 %1035, ptr %1039, align 4
  %1040 = load i32, ptr %8, align 4
  %1041 = load ptr, ptr %6, align 8
  %1042 = getelementptr inbounds %struct.SeqStore_t, ptr %1041, i32 0, i32 1
  %1043 = load ptr, ptr %1042, align 8
  store i32 %1040, ptr %1043, align 4
  %1044 = load i64, ptr %9, align 8
  %1045 = sub i64 %1044, 3
  store i64 %1045, ptr %10, align 8
  %1046 = load i64, ptr %10, align 8
  %1047 = icmp ugt i64 %1046, 65535
  %1048 = zext i1 %1047 to i32
  %1049 = sext i32 %1048 to i64
  br i1 %1047, label %1050, label %1065

1050:                                             ; preds = %1033
  %1051 = load ptr, ptr %6, align 8
  %1052 = getelementptr inbounds %struct.SeqStore_t, ptr %1051, i32 0, i32 9
  store i32 2, ptr %1052, align 8
  %1053 = load ptr, ptr %6, align 8
  %1054 = getelementptr inbounds %struct.SeqStore_t, ptr %1053, i32 0, i32 1
  %1055 = load ptr, ptr %1054, align 8
  %1056 = load ptr, ptr %6, align 8
  %1057 = load ptr, ptr %1056, align 8
  %1058 = ptrtoint ptr %1055 to i64
  %1059 = ptrtoint ptr %1057 to i64
  %1060 = sub i64 %1058, %1059
  %1061 = sdiv exact i64 %1060, 8
  %1062 = trunc i64 %1061 to i32
  %1063 = load ptr, ptr %6, align 8
  %1064 = getelementptr inbounds %struct.SeqStore_t, ptr %1063, i32 0, i32 10
  store i32 %1062, ptr %1064, align 4
  br label %1065

1065:                                             ; preds = %1033, %1050
  %1066 = load i64, ptr %10, align 8
  %1067 = trunc i64 %1066 to i16
  %1068 = load ptr, ptr %6, align 8
  %1069 = getelementptr inbounds %struct.SeqStore_t, ptr %1068, i32 0, i32 1
  %1070 = load ptr, ptr %1069, align 8
  %1071 = getelementptr inbounds %struct.SeqDef_s, ptr %1070, i32 0, i32 2
  store i16 %1067, ptr %1071, align 2
  %1072 = load ptr, ptr %6, align 8
  %1073 = getelementptr inbounds %struct.SeqStore_t, ptr %1072, i32 0, i32 1
  %1074 = load ptr, ptr %1073, align 8
  %1075 = getelementptr inbounds %struct.SeqDef_s, ptr %1074, i32 1
  store ptr %1075, ptr %1073, align 8
  %1076 = load ptr, ptr %95, align 8
  store ptr %1076, ptr %94, align 8
  br label %843, !llvm.loop !15

1077:                                             ; preds = %857
  br label %1078

1078:                                             ; preds = %1077, %837
  br label %1079

1079:                                             ; preds = %1078, %749
  br label %220

1080:                                             ; preds = %530, %532
  %1081 = phi i32 [ %531, %530 ], [ %533, %532 ]
  %1082 = load ptr, ptr %78, align 8
  %1083 = getelementptr inbounds i32, ptr %1082, i64 1
  store i32 %1081, ptr %1083, align 4
  %1084 = load ptr, ptr %92, align 8
  %1085 = load ptr, ptr %94, align 8
  %1086 = ptrtoint ptr %1084 to i64
  %1087 = ptrtoint ptr %1085 to i64
  %1088 = sub i64 %1086, %1087
  ret i64 %1088
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_compressBlock_fast_noDict_7_1(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
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
  %17 = alloca ptr, align 8
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca i64, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca i64, align 8
  %27 = alloca i32, align 4
  %28 = alloca i64, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca i64, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca i32, align 4
  %37 = alloca i64, align 8
  %38 = alloca ptr, align 8
  %39 = alloca ptr, align 8
  %40 = alloca ptr, align 8
  %41 = alloca i64, align 8
  %42 = alloca ptr, align 8
  %43 = alloca ptr, align 8
  %44 = alloca i32, align 4
  %45 = alloca i64, align 8
  %46 = alloca ptr, align 8
  %47 = alloca ptr, align 8
  %48 = alloca i64, align 8
  %49 = alloca ptr, align 8
  %50 = alloca i32, align 4
  %51 = alloca i32, align 4
  %52 = alloca i64, align 8
  %53 = alloca ptr, align 8
  %54 = alloca i32, align 4
  %55 = alloca i32, align 4
  %56 = alloca i64, align 8
  %57 = alloca ptr, align 8
  %58 = alloca i32, align 4
  %59 = alloca i32, align 4
  %60 = alloca i64, align 8
  %61 = alloca ptr, align 8
  %62 = alloca i32, align 4
  %63 = alloca i32, align 4
  %64 = alloca i64, align 8
  %65 = alloca ptr, align 8
  %66 = alloca i32, align 4
  %67 = alloca i32, align 4
  %68 = alloca i64, align 8
  %69 = alloca ptr, align 8
  %70 = alloca i32, align 4
  %71 = alloca i32, align 4
  %72 = alloca i64, align 8
  %73 = alloca ptr, align 8
  %74 = alloca i32, align 4
  %75 = alloca i32, align 4
  %76 = alloca ptr, align 8
  %77 = alloca ptr, align 8
  %78 = alloca ptr, align 8
  %79 = alloca ptr, align 8
  %80 = alloca i64, align 8
  %81 = alloca i32, align 4
  %82 = alloca i32, align 4
  %83 = alloca ptr, align 8
  %84 = alloca ptr, align 8
  %85 = alloca i32, align 4
  %86 = alloca i64, align 8
  %87 = alloca ptr, align 8
  %88 = alloca ptr, align 8
  %89 = alloca i32, align 4
  %90 = alloca i32, align 4
  %91 = alloca ptr, align 8
  %92 = alloca ptr, align 8
  %93 = alloca ptr, align 8
  %94 = alloca ptr, align 8
  %95 = alloca ptr, align 8
  %96 = alloca ptr, align 8
  %97 = alloca ptr, align 8
  %98 = alloca ptr, align 8
  %99 = alloca i32, align 4
  %100 = alloca i32, align 4
  %101 = alloca i32, align 4
  %102 = alloca i32, align 4
  %103 = alloca i32, align 4
  %104 = alloca i64, align 8
  %105 = alloca i64, align 8
  %106 = alloca i32, align 4
  %107 = alloca i32, align 4
  %108 = alloca ptr, align 8
  %109 = alloca i64, align 8
  %110 = alloca i64, align 8
  %111 = alloca ptr, align 8
  %112 = alloca i64, align 8
  %113 = alloca ptr, align 8
  %114 = alloca i32, align 4
  %115 = alloca i32, align 4
  %116 = alloca i32, align 4
  %117 = alloca i32, align 4
  %118 = alloca i64, align 8
  %119 = alloca i32, align 4
  %120 = alloca ptr, align 8
  %121 = alloca ptr, align 8
  %122 = alloca ptr, align 8
  %123 = alloca ptr, align 8
  %124 = alloca i64, align 8
  store ptr %0, ptr %120, align 8
  store ptr %1, ptr %121, align 8
  store ptr %2, ptr %122, align 8
  store ptr %3, ptr %123, align 8
  store i64 %4, ptr %124, align 8
  %125 = load ptr, ptr %120, align 8
  %126 = load ptr, ptr %121, align 8
  %127 = load ptr, ptr %122, align 8
  %128 = load ptr, ptr %123, align 8
  %129 = load i64, ptr %124, align 8
  store ptr %125, ptr %76, align 8
  store ptr %126, ptr %77, align 8
  store ptr %127, ptr %78, align 8
  store ptr %128, ptr %79, align 8
  store i64 %129, ptr %80, align 8
  store i32 7, ptr %81, align 4
  store i32 1, ptr %82, align 4
  %130 = load ptr, ptr %76, align 8
  %131 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %130, i32 0, i32 16
  store ptr %131, ptr %83, align 8
  %132 = load ptr, ptr %76, align 8
  %133 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %132, i32 0, i32 9
  %134 = load ptr, ptr %133, align 8
  store ptr %134, ptr %84, align 8
  %135 = load ptr, ptr %83, align 8
  %136 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %135, i32 0, i32 2
  %137 = load i32, ptr %136, align 4
  store i32 %137, ptr %85, align 4
  %138 = load ptr, ptr %83, align 8
  %139 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %138, i32 0, i32 5
  %140 = load i32, ptr %139, align 4
  %141 = load ptr, ptr %83, align 8
  %142 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %141, i32 0, i32 5
  %143 = load i32, ptr %142, align 4
  %144 = icmp ne i32 %143, 0
  %145 = xor i1 %144, true
  %146 = zext i1 %145 to i32
  %147 = add i32 %140, %146
  %148 = add i32 %147, 1
  %149 = zext i32 %148 to i64
  store i64 %149, ptr %86, align 8
  %150 = load ptr, ptr %76, align 8
  %151 = getelementptr inbounds %struct.ZSTD_window_t, ptr %150, i32 0, i32 1
  %152 = load ptr, ptr %151, align 8
  store ptr %152, ptr %87, align 8
  %153 = load ptr, ptr %79, align 8
  store ptr %153, ptr %88, align 8
  %154 = load ptr, ptr %88, align 8
  %155 = load ptr, ptr %87, align 8
  %156 = ptrtoint ptr %154 to i64
  %157 = ptrtoint ptr %155 to i64
  %158 = sub i64 %156, %157
  %159 = load i64, ptr %80, align 8
  %160 = add i64 %158, %159
  %161 = trunc i64 %160 to i32
  store i32 %161, ptr %89, align 4
  %162 = load ptr, ptr %76, align 8
  %163 = load i32, ptr %89, align 4
  %164 = load ptr, ptr %83, align 8
  %165 = load i32, ptr %164, align 4
  %166 = call i32 @ZSTD_getLowestPrefixIndex(ptr noundef %162, i32 noundef %163, i32 noundef %165)
  store i32 %166, ptr %90, align 4
  %167 = load ptr, ptr %87, align 8
  %168 = load i32, ptr %90, align 4
  %169 = zext i32 %168 to i64
  %170 = getelementptr inbounds i8, ptr %167, i64 %169
  store ptr %170, ptr %91, align 8
  %171 = load ptr, ptr %88, align 8
  %172 = load i64, ptr %80, align 8
  %173 = getelementptr inbounds i8, ptr %171, i64 %172
  store ptr %173, ptr %92, align 8
  %174 = load ptr, ptr %92, align 8
  %175 = getelementptr inbounds i8, ptr %174, i64 -8
  store ptr %175, ptr %93, align 8
  %176 = load ptr, ptr %88, align 8
  store ptr %176, ptr %94, align 8
  %177 = load ptr, ptr %88, align 8
  store ptr %177, ptr %95, align 8
  %178 = load ptr, ptr %78, align 8
  %179 = load i32, ptr %178, align 4
  store i32 %179, ptr %100, align 4
  %180 = load ptr, ptr %78, align 8
  %181 = getelementptr inbounds i32, ptr %180, i64 1
  %182 = load i32, ptr %181, align 4
  store i32 %182, ptr %101, align 4
  store i32 0, ptr %102, align 4
  store i32 0, ptr %103, align 4
  store i64 128, ptr %112, align 8
  %183 = load i32, ptr %82, align 4
  %184 = icmp ne i32 %183, 0
  %185 = zext i1 %184 to i64
  %186 = select i1 %184, ptr @ZSTD_match4Found_cmov, ptr @ZSTD_match4Found_branch
  store ptr %186, ptr %113, align 8
  %187 = load ptr, ptr %95, align 8
  %188 = load ptr, ptr %91, align 8
  %189 = icmp eq ptr %187, %188
  %190 = zext i1 %189 to i32
  %191 = load ptr, ptr %95, align 8
  %192 = sext i32 %190 to i64
  %193 = getelementptr inbounds i8, ptr %191, i64 %192
  store ptr %193, ptr %95, align 8
  %194 = load ptr, ptr %95, align 8
  %195 = load ptr, ptr %87, align 8
  %196 = ptrtoint ptr %194 to i64
  %197 = ptrtoint ptr %195 to i64
  %198 = sub i64 %196, %197
  %199 = trunc i64 %198 to i32
  store i32 %199, ptr %114, align 4
  %200 = load ptr, ptr %76, align 8
  %201 = load i32, ptr %114, align 4
  %202 = load ptr, ptr %83, align 8
  %203 = load i32, ptr %202, align 4
  %204 = call i32 @ZSTD_getLowestPrefixIndex(ptr noundef %200, i32 noundef %201, i32 noundef %203)
  store i32 %204, ptr %115, align 4
  %205 = load i32, ptr %114, align 4
  %206 = load i32, ptr %115, align 4
  %207 = sub i32 %205, %206
  store i32 %207, ptr %116, align 4
  %208 = load i32, ptr %101, align 4
  %209 = load i32, ptr %116, align 4
  %210 = icmp ugt i32 %208, %209
  br i1 %210, label %211, label %213

211:                                              ; preds = %5
  %212 = load i32, ptr %101, align 4
  store i32 %212, ptr %103, align 4
  store i32 0, ptr %101, align 4
  br label %213

213:                                              ; preds = %211, %5
  %214 = load i32, ptr %100, align 4
  %215 = load i32, ptr %116, align 4
  %216 = icmp ugt i32 %214, %215
  br i1 %216, label %217, label %219

217:                                              ; preds = %213
  %218 = load i32, ptr %100, align 4
  store i32 %218, ptr %102, align 4
  store i32 0, ptr %100, align 4
  br label %219

219:                                              ; preds = %217, %213
  br label %220

220:                                              ; preds = %1079, %219
  %221 = load i64, ptr %86, align 8
  store i64 %221, ptr %110, align 8
  %222 = load ptr, ptr %95, align 8
  %223 = getelementptr inbounds i8, ptr %222, i64 128
  store ptr %223, ptr %111, align 8
  %224 = load ptr, ptr %95, align 8
  %225 = getelementptr inbounds i8, ptr %224, i64 1
  store ptr %225, ptr %96, align 8
  %226 = load ptr, ptr %95, align 8
  %227 = load i64, ptr %110, align 8
  %228 = getelementptr inbounds i8, ptr %226, i64 %227
  store ptr %228, ptr %97, align 8
  %229 = load ptr, ptr %97, align 8
  %230 = getelementptr inbounds i8, ptr %229, i64 1
  store ptr %230, ptr %98, align 8
  %231 = load ptr, ptr %98, align 8
  %232 = load ptr, ptr %93, align 8
  %233 = icmp uge ptr %231, %232
  br i1 %233, label %234, label %235

234:                                              ; preds = %220
  br label %507

235:                                              ; preds = %220
  %236 = load ptr, ptr %95, align 8
  %237 = load i32, ptr %85, align 4
  %238 = load i32, ptr %81, align 4
  store ptr %236, ptr %49, align 8
  store i32 %237, ptr %50, align 4
  store i32 %238, ptr %51, align 4
  %239 = load i32, ptr %51, align 4
  switch i32 %239, label %240 [
    i32 4, label %241
    i32 5, label %245
    i32 6, label %249
    i32 7, label %253
    i32 8, label %257
  ]

240:                                              ; preds = %235
  br label %241

241:                                              ; preds = %240, %235
  %242 = load ptr, ptr %49, align 8
  %243 = load i32, ptr %50, align 4
  %244 = call i64 @ZSTD_hash4Ptr(ptr noundef %242, i32 noundef %243)
  store i64 %244, ptr %48, align 8
  br label %261

245:                                              ; preds = %235
  %246 = load ptr, ptr %49, align 8
  %247 = load i32, ptr %50, align 4
  %248 = call i64 @ZSTD_hash5Ptr(ptr noundef %246, i32 noundef %247)
  store i64 %248, ptr %48, align 8
  br label %261

249:                                              ; preds = %235
  %250 = load ptr, ptr %49, align 8
  %251 = load i32, ptr %50, align 4
  %252 = call i64 @ZSTD_hash6Ptr(ptr noundef %250, i32 noundef %251)
  store i64 %252, ptr %48, align 8
  br label %261

253:                                              ; preds = %235
  %254 = load ptr, ptr %49, align 8
  %255 = load i32, ptr %50, align 4
  %256 = call i64 @ZSTD_hash7Ptr(ptr noundef %254, i32 noundef %255)
  store i64 %256, ptr %48, align 8
  br label %261

257:                                              ; preds = %235
  %258 = load ptr, ptr %49, align 8
  %259 = load i32, ptr %50, align 4
  %260 = call i64 @ZSTD_hash8Ptr(ptr noundef %258, i32 noundef %259)
  store i64 %260, ptr %48, align 8
  br label %261

261:                                              ; preds = %257, %253, %249, %245, %241
  %262 = load i64, ptr %48, align 8
  store i64 %262, ptr %104, align 8
  %263 = load ptr, ptr %96, align 8
  %264 = load i32, ptr %85, align 4
  %265 = load i32, ptr %81, align 4
  store ptr %263, ptr %53, align 8
  store i32 %264, ptr %54, align 4
  store i32 %265, ptr %55, align 4
  %266 = load i32, ptr %55, align 4
  switch i32 %266, label %267 [
    i32 4, label %268
    i32 5, label %272
    i32 6, label %276
    i32 7, label %280
    i32 8, label %284
  ]

267:                                              ; preds = %261
  br label %268

268:                                              ; preds = %267, %261
  %269 = load ptr, ptr %53, align 8
  %270 = load i32, ptr %54, align 4
  %271 = call i64 @ZSTD_hash4Ptr(ptr noundef %269, i32 noundef %270)
  store i64 %271, ptr %52, align 8
  br label %288

272:                                              ; preds = %261
  %273 = load ptr, ptr %53, align 8
  %274 = load i32, ptr %54, align 4
  %275 = call i64 @ZSTD_hash5Ptr(ptr noundef %273, i32 noundef %274)
  store i64 %275, ptr %52, align 8
  br label %288

276:                                              ; preds = %261
  %277 = load ptr, ptr %53, align 8
  %278 = load i32, ptr %54, align 4
  %279 = call i64 @ZSTD_hash6Ptr(ptr noundef %277, i32 noundef %278)
  store i64 %279, ptr %52, align 8
  br label %288

280:                                              ; preds = %261
  %281 = load ptr, ptr %53, align 8
  %282 = load i32, ptr %54, align 4
  %283 = call i64 @ZSTD_hash7Ptr(ptr noundef %281, i32 noundef %282)
  store i64 %283, ptr %52, align 8
  br label %288

284:                                              ; preds = %261
  %285 = load ptr, ptr %53, align 8
  %286 = load i32, ptr %54, align 4
  %287 = call i64 @ZSTD_hash8Ptr(ptr noundef %285, i32 noundef %286)
  store i64 %287, ptr %52, align 8
  br label %288

288:                                              ; preds = %284, %280, %276, %272, %268
  %289 = load i64, ptr %52, align 8
  store i64 %289, ptr %105, align 8
  %290 = load ptr, ptr %84, align 8
  %291 = load i64, ptr %104, align 8
  %292 = getelementptr inbounds i32, ptr %290, i64 %291
  %293 = load i32, ptr %292, align 4
  store i32 %293, ptr %106, align 4
  br label %294

294:                                              ; preds = %502, %288
  %295 = load ptr, ptr %97, align 8
  %296 = load i32, ptr %100, align 4
  %297 = zext i32 %296 to i64
  %298 = sub i64 0, %297
  %299 = getelementptr inbounds i8, ptr %295, i64 %298
  %300 = call i32 @MEM_read32(ptr noundef %299)
  store i32 %300, ptr %117, align 4
  %301 = load ptr, ptr %95, align 8
  %302 = load ptr, ptr %87, align 8
  %303 = ptrtoint ptr %301 to i64
  %304 = ptrtoint ptr %302 to i64
  %305 = sub i64 %303, %304
  %306 = trunc i64 %305 to i32
  store i32 %306, ptr %99, align 4
  %307 = load i32, ptr %99, align 4
  %308 = load ptr, ptr %84, align 8
  %309 = load i64, ptr %104, align 8
  %310 = getelementptr inbounds i32, ptr %308, i64 %309
  store i32 %307, ptr %310, align 4
  %311 = load ptr, ptr %97, align 8
  %312 = call i32 @MEM_read32(ptr noundef %311)
  %313 = load i32, ptr %117, align 4
  %314 = icmp eq i32 %312, %313
  %315 = zext i1 %314 to i32
  %316 = load i32, ptr %100, align 4
  %317 = icmp ugt i32 %316, 0
  %318 = zext i1 %317 to i32
  %319 = and i32 %315, %318
  %320 = icmp ne i32 %319, 0
  br i1 %320, label %321, label %358

321:                                              ; preds = %294
  %322 = load ptr, ptr %97, align 8
  store ptr %322, ptr %95, align 8
  %323 = load ptr, ptr %95, align 8
  %324 = load i32, ptr %100, align 4
  %325 = zext i32 %324 to i64
  %326 = sub i64 0, %325
  %327 = getelementptr inbounds i8, ptr %323, i64 %326
  store ptr %327, ptr %108, align 8
  %328 = load ptr, ptr %95, align 8
  %329 = getelementptr inbounds i8, ptr %328, i64 -1
  %330 = load i8, ptr %329, align 1
  %331 = zext i8 %330 to i32
  %332 = load ptr, ptr %108, align 8
  %333 = getelementptr inbounds i8, ptr %332, i64 -1
  %334 = load i8, ptr %333, align 1
  %335 = zext i8 %334 to i32
  %336 = icmp eq i32 %331, %335
  %337 = zext i1 %336 to i32
  %338 = sext i32 %337 to i64
  store i64 %338, ptr %109, align 8
  %339 = load i64, ptr %109, align 8
  %340 = load ptr, ptr %95, align 8
  %341 = sub i64 0, %339
  %342 = getelementptr inbounds i8, ptr %340, i64 %341
  store ptr %342, ptr %95, align 8
  %343 = load i64, ptr %109, align 8
  %344 = load ptr, ptr %108, align 8
  %345 = sub i64 0, %343
  %346 = getelementptr inbounds i8, ptr %344, i64 %345
  store ptr %346, ptr %108, align 8
  store i32 1, ptr %107, align 4
  %347 = load i64, ptr %109, align 8
  %348 = add i64 %347, 4
  store i64 %348, ptr %109, align 8
  %349 = load ptr, ptr %96, align 8
  %350 = load ptr, ptr %87, align 8
  %351 = ptrtoint ptr %349 to i64
  %352 = ptrtoint ptr %350 to i64
  %353 = sub i64 %351, %352
  %354 = trunc i64 %353 to i32
  %355 = load ptr, ptr %84, align 8
  %356 = load i64, ptr %105, align 8
  %357 = getelementptr inbounds i32, ptr %355, i64 %356
  store i32 %354, ptr %357, align 4
  br label %579

358:                                              ; preds = %294
  %359 = load ptr, ptr %113, align 8
  %360 = load ptr, ptr %95, align 8
  %361 = load ptr, ptr %87, align 8
  %362 = load i32, ptr %106, align 4
  %363 = zext i32 %362 to i64
  %364 = getelementptr inbounds i8, ptr %361, i64 %363
  %365 = load i32, ptr %106, align 4
  %366 = load i32, ptr %90, align 4
  %367 = call i32 %359(ptr noundef %360, ptr noundef %364, i32 noundef %365, i32 noundef %366) #3
  %368 = icmp ne i32 %367, 0
  br i1 %368, label %369, label %379

369:                                              ; preds = %358
  %370 = load ptr, ptr %96, align 8
  %371 = load ptr, ptr %87, align 8
  %372 = ptrtoint ptr %370 to i64
  %373 = ptrtoint ptr %371 to i64
  %374 = sub i64 %372, %373
  %375 = trunc i64 %374 to i32
  %376 = load ptr, ptr %84, align 8
  %377 = load i64, ptr %105, align 8
  %378 = getelementptr inbounds i32, ptr %376, i64 %377
  store i32 %375, ptr %378, align 4
  br label %534

379:                                              ; preds = %358
  %380 = load ptr, ptr %84, align 8
  %381 = load i64, ptr %105, align 8
  %382 = getelementptr inbounds i32, ptr %380, i64 %381
  %383 = load i32, ptr %382, align 4
  store i32 %383, ptr %106, align 4
  %384 = load i64, ptr %105, align 8
  store i64 %384, ptr %104, align 8
  %385 = load ptr, ptr %97, align 8
  %386 = load i32, ptr %85, align 4
  %387 = load i32, ptr %81, align 4
  store ptr %385, ptr %57, align 8
  store i32 %386, ptr %58, align 4
  store i32 %387, ptr %59, align 4
  %388 = load i32, ptr %59, align 4
  switch i32 %388, label %389 [
    i32 4, label %390
    i32 5, label %394
    i32 6, label %398
    i32 7, label %402
    i32 8, label %406
  ]

389:                                              ; preds = %379
  br label %390

390:                                              ; preds = %389, %379
  %391 = load ptr, ptr %57, align 8
  %392 = load i32, ptr %58, align 4
  %393 = call i64 @ZSTD_hash4Ptr(ptr noundef %391, i32 noundef %392)
  store i64 %393, ptr %56, align 8
  br label %410

394:                                              ; preds = %379
  %395 = load ptr, ptr %57, align 8
  %396 = load i32, ptr %58, align 4
  %397 = call i64 @ZSTD_hash5Ptr(ptr noundef %395, i32 noundef %396)
  store i64 %397, ptr %56, align 8
  br label %410

398:                                              ; preds = %379
  %399 = load ptr, ptr %57, align 8
  %400 = load i32, ptr %58, align 4
  %401 = call i64 @ZSTD_hash6Ptr(ptr noundef %399, i32 noundef %400)
  store i64 %401, ptr %56, align 8
  br label %410

402:                                              ; preds = %379
  %403 = load ptr, ptr %57, align 8
  %404 = load i32, ptr %58, align 4
  %405 = call i64 @ZSTD_hash7Ptr(ptr noundef %403, i32 noundef %404)
  store i64 %405, ptr %56, align 8
  br label %410

406:                                              ; preds = %379
  %407 = load ptr, ptr %57, align 8
  %408 = load i32, ptr %58, align 4
  %409 = call i64 @ZSTD_hash8Ptr(ptr noundef %407, i32 noundef %408)
  store i64 %409, ptr %56, align 8
  br label %410

410:                                              ; preds = %406, %402, %398, %394, %390
  %411 = load i64, ptr %56, align 8
  store i64 %411, ptr %105, align 8
  %412 = load ptr, ptr %96, align 8
  store ptr %412, ptr %95, align 8
  %413 = load ptr, ptr %97, align 8
  store ptr %413, ptr %96, align 8
  %414 = load ptr, ptr %98, align 8
  store ptr %414, ptr %97, align 8
  %415 = load ptr, ptr %95, align 8
  %416 = load ptr, ptr %87, align 8
  %417 = ptrtoint ptr %415 to i64
  %418 = ptrtoint ptr %416 to i64
  %419 = sub i64 %417, %418
  %420 = trunc i64 %419 to i32
  store i32 %420, ptr %99, align 4
  %421 = load i32, ptr %99, align 4
  %422 = load ptr, ptr %84, align 8
  %423 = load i64, ptr %104, align 8
  %424 = getelementptr inbounds i32, ptr %422, i64 %423
  store i32 %421, ptr %424, align 4
  %425 = load ptr, ptr %113, align 8
  %426 = load ptr, ptr %95, align 8
  %427 = load ptr, ptr %87, align 8
  %428 = load i32, ptr %106, align 4
  %429 = zext i32 %428 to i64
  %430 = getelementptr inbounds i8, ptr %427, i64 %429
  %431 = load i32, ptr %106, align 4
  %432 = load i32, ptr %90, align 4
  %433 = call i32 %425(ptr noundef %426, ptr noundef %430, i32 noundef %431, i32 noundef %432) #3
  %434 = icmp ne i32 %433, 0
  br i1 %434, label %435, label %449

435:                                              ; preds = %410
  %436 = load i64, ptr %110, align 8
  %437 = icmp ule i64 %436, 4
  br i1 %437, label %438, label %448

438:                                              ; preds = %435
  %439 = load ptr, ptr %96, align 8
  %440 = load ptr, ptr %87, align 8
  %441 = ptrtoint ptr %439 to i64
  %442 = ptrtoint ptr %440 to i64
  %443 = sub i64 %441, %442
  %444 = trunc i64 %443 to i32
  %445 = load ptr, ptr %84, align 8
  %446 = load i64, ptr %105, align 8
  %447 = getelementptr inbounds i32, ptr %445, i64 %446
  store i32 %444, ptr %447, align 4
  br label %448

448:                                              ; preds = %438, %435
  br label %534

449:                                              ; preds = %410
  %450 = load ptr, ptr %84, align 8
  %451 = load i64, ptr %105, align 8
  %452 = getelementptr inbounds i32, ptr %450, i64 %451
  %453 = load i32, ptr %452, align 4
  store i32 %453, ptr %106, align 4
  %454 = load i64, ptr %105, align 8
  store i64 %454, ptr %104, align 8
  %455 = load ptr, ptr %97, align 8
  %456 = load i32, ptr %85, align 4
  %457 = load i32, ptr %81, align 4
  store ptr %455, ptr %61, align 8
  store i32 %456, ptr %62, align 4
  store i32 %457, ptr %63, align 4
  %458 = load i32, ptr %63, align 4
  switch i32 %458, label %459 [
    i32 4, label %460
    i32 5, label %464
    i32 6, label %468
    i32 7, label %472
    i32 8, label %476
  ]

459:                                              ; preds = %449
  br label %460

460:                                              ; preds = %459, %449
  %461 = load ptr, ptr %61, align 8
  %462 = load i32, ptr %62, align 4
  %463 = call i64 @ZSTD_hash4Ptr(ptr noundef %461, i32 noundef %462)
  store i64 %463, ptr %60, align 8
  br label %480

464:                                              ; preds = %449
  %465 = load ptr, ptr %61, align 8
  %466 = load i32, ptr %62, align 4
  %467 = call i64 @ZSTD_hash5Ptr(ptr noundef %465, i32 noundef %466)
  store i64 %467, ptr %60, align 8
  br label %480

468:                                              ; preds = %449
  %469 = load ptr, ptr %61, align 8
  %470 = load i32, ptr %62, align 4
  %471 = call i64 @ZSTD_hash6Ptr(ptr noundef %469, i32 noundef %470)
  store i64 %471, ptr %60, align 8
  br label %480

472:                                              ; preds = %449
  %473 = load ptr, ptr %61, align 8
  %474 = load i32, ptr %62, align 4
  %475 = call i64 @ZSTD_hash7Ptr(ptr noundef %473, i32 noundef %474)
  store i64 %475, ptr %60, align 8
  br label %480

476:                                              ; preds = %449
  %477 = load ptr, ptr %61, align 8
  %478 = load i32, ptr %62, align 4
  %479 = call i64 @ZSTD_hash8Ptr(ptr noundef %477, i32 noundef %478)
  store i64 %479, ptr %60, align 8
  br label %480

480:                                              ; preds = %476, %472, %468, %464, %460
  %481 = load i64, ptr %60, align 8
  store i64 %481, ptr %105, align 8
  %482 = load ptr, ptr %96, align 8
  store ptr %482, ptr %95, align 8
  %483 = load ptr, ptr %97, align 8
  store ptr %483, ptr %96, align 8
  %484 = load ptr, ptr %95, align 8
  %485 = load i64, ptr %110, align 8
  %486 = getelementptr inbounds i8, ptr %484, i64 %485
  store ptr %486, ptr %97, align 8
  %487 = load ptr, ptr %96, align 8
  %488 = load i64, ptr %110, align 8
  %489 = getelementptr inbounds i8, ptr %487, i64 %488
  store ptr %489, ptr %98, align 8
  %490 = load ptr, ptr %97, align 8
  %491 = load ptr, ptr %111, align 8
  %492 = icmp uge ptr %490, %491
  br i1 %492, label %493, label %502

493:                                              ; preds = %480
  %494 = load i64, ptr %110, align 8
  %495 = add i64 %494, 1
  store i64 %495, ptr %110, align 8
  %496 = load ptr, ptr %96, align 8
  %497 = getelementptr inbounds i8, ptr %496, i64 64
  call void @llvm.prefetch.p0(ptr %497, i32 0, i32 3, i32 1)
  %498 = load ptr, ptr %96, align 8
  %499 = getelementptr inbounds i8, ptr %498, i64 128
  call void @llvm.prefetch.p0(ptr %499, i32 0, i32 3, i32 1)
  %500 = load ptr, ptr %111, align 8
  %501 = getelementptr inbounds i8, ptr %500, i64 128
  store ptr %501, ptr %111, align 8
  br label %502

502:                                              ; preds = %493, %480
  %503 = load ptr, ptr %98, align 8
  %504 = load ptr, ptr %93, align 8
  %505 = icmp ult ptr %503, %504
  br i1 %505, label %294, label %506, !llvm.loop !11

506:                                              ; preds = %502
  br label %507

507:                                              ; preds = %506, %234
  %508 = load i32, ptr %102, align 4
  %509 = icmp ne i32 %508, 0
  br i1 %509, label %510, label %515

510:                                              ; preds = %507
  %511 = load i32, ptr %100, align 4
  %512 = icmp ne i32 %511, 0
  br i1 %512, label %513, label %515

513:                                              ; preds = %510
  %514 = load i32, ptr %102, align 4
  br label %517

515:                                              ; preds = %510, %507
  %516 = load i32, ptr %103, align 4
  br label %517

517:                                              ; preds = %515, %513
  %518 = phi i32 [ %514, %513 ], [ %516, %515 ]
  store i32 %518, ptr %103, align 4
  %519 = load i32, ptr %100, align 4
  %520 = icmp ne i32 %519, 0
  br i1 %520, label %521, label %523

521:                                              ; preds = %517
  %522 = load i32, ptr %100, align 4
  br label %525

523:                                              ; preds = %517
  %524 = load i32, ptr %102, align 4
  br label %525

525:                                              ; preds = %523, %521
  %526 = phi i32 [ %522, %521 ], [ %524, %523 ]
  %527 = load ptr, ptr %78, align 8
  store i32 %526, ptr %527, align 4
  %528 = load i32, ptr %101, align 4
  %529 = icmp ne i32 %528, 0
  br i1 %529, label %530, label %532

530:                                              ; preds = %525
  %531 = load i32, ptr %101, align 4
  br label %1080

532:                                              ; preds = %525
  %533 = load i32, ptr %103, align 4
  br label %1080

534:                                              ; preds = %448, %369
  %535 = load ptr, ptr %87, align 8
  %536 = load i32, ptr %106, align 4
  %537 = zext i32 %536 to i64
  %538 = getelementptr inbounds i8, ptr %535, i64 %537
  store ptr %538, ptr %108, align 8
  %539 = load i32, ptr %100, align 4
  store i32 %539, ptr %101, align 4
  %540 = load ptr, ptr %95, align 8
  %541 = load ptr, ptr %108, align 8
  %542 = ptrtoint ptr %540 to i64
  %543 = ptrtoint ptr %541 to i64
  %544 = sub i64 %542, %543
  %545 = trunc i64 %544 to i32
  store i32 %545, ptr %100, align 4
  %546 = load i32, ptr %100, align 4
  %547 = add i32 %546, 3
  store i32 %547, ptr %107, align 4
  store i64 4, ptr %109, align 8
  br label %548

548:                                              ; preds = %571, %534
  %549 = load ptr, ptr %95, align 8
  %550 = load ptr, ptr %94, align 8
  %551 = icmp ugt ptr %549, %550
  %552 = zext i1 %551 to i32
  %553 = load ptr, ptr %108, align 8
  %554 = load ptr, ptr %91, align 8
  %555 = icmp ugt ptr %553, %554
  %556 = zext i1 %555 to i32
  %557 = and i32 %552, %556
  %558 = icmp ne i32 %557, 0
  br i1 %558, label %559, label %569

559:                                              ; preds = %548
  %560 = load ptr, ptr %95, align 8
  %561 = getelementptr inbounds i8, ptr %560, i64 -1
  %562 = load i8, ptr %561, align 1
  %563 = zext i8 %562 to i32
  %564 = load ptr, ptr %108, align 8
  %565 = getelementptr inbounds i8, ptr %564, i64 -1
  %566 = load i8, ptr %565, align 1
  %567 = zext i8 %566 to i32
  %568 = icmp eq i32 %563, %567
  br label %569

569:                                              ; preds = %559, %548
  %570 = phi i1 [ false, %548 ], [ %568, %559 ]
  br i1 %570, label %571, label %578

571:                                              ; preds = %569
  %572 = load ptr, ptr %95, align 8
  %573 = getelementptr inbounds i8, ptr %572, i32 -1
  store ptr %573, ptr %95, align 8
  %574 = load ptr, ptr %108, align 8
  %575 = getelementptr inbounds i8, ptr %574, i32 -1
  store ptr %575, ptr %108, align 8
  %576 = load i64, ptr %109, align 8
  %577 = add i64 %576, 1
  store i64 %577, ptr %109, align 8
  br label %548, !llvm.loop !12

578:                                              ; preds = %569
  br label %579

579:                                              ; preds = %578, %321
  %580 = load ptr, ptr %95, align 8
  %581 = load i64, ptr %109, align 8
  %582 = getelementptr inbounds i8, ptr %580, i64 %581
  %583 = load ptr, ptr %108, align 8
  %584 = load i64, ptr %109, align 8
  %585 = getelementptr inbounds i8, ptr %583, i64 %584
  %586 = load ptr, ptr %92, align 8
  %587 = call i64 @ZSTD_count(ptr noundef %582, ptr noundef %585, ptr noundef %586)
  %588 = load i64, ptr %109, align 8
  %589 = add i64 %588, %587
  store i64 %589, ptr %109, align 8
  %590 = load ptr, ptr %77, align 8
  %591 = load ptr, ptr %95, align 8
  %592 = load ptr, ptr %94, align 8
  %593 = ptrtoint ptr %591 to i64
  %594 = ptrtoint ptr %592 to i64
  %595 = sub i64 %593, %594
  %596 = load ptr, ptr %94, align 8
  %597 = load ptr, ptr %92, align 8
  %598 = load i32, ptr %107, align 4
  %599 = load i64, ptr %109, align 8
  store ptr %590, ptr %32, align 8
  store i64 %595, ptr %33, align 8
  store ptr %596, ptr %34, align 8
  store ptr %597, ptr %35, align 8
  store i32 %598, ptr %36, align 4
  store i64 %599, ptr %37, align 8
  %600 = load ptr, ptr %35, align 8
  %601 = getelementptr inbounds i8, ptr %600, i64 -32
  store ptr %601, ptr %38, align 8
  %602 = load ptr, ptr %34, align 8
  %603 = load i64, ptr %33, align 8
  %604 = getelementptr inbounds i8, ptr %602, i64 %603
  store ptr %604, ptr %39, align 8
  %605 = load ptr, ptr %39, align 8
  %606 = load ptr, ptr %38, align 8
  %607 = icmp ule ptr %605, %606
  br i1 %607, label %608, label %681

608:                                              ; preds = %579
  %609 = load ptr, ptr %32, align 8
  %610 = getelementptr inbounds %struct.SeqStore_t, ptr %609, i32 0, i32 3
  %611 = load ptr, ptr %610, align 8
  %612 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %611, ptr noundef %612)
  %613 = load i64, ptr %33, align 8
  %614 = icmp ugt i64 %613, 16
  br i1 %614, label %615, label %680

615:                                              ; preds = %608
  %616 = load ptr, ptr %32, align 8
  %617 = getelementptr inbounds %struct.SeqStore_t, ptr %616, i32 0, i32 3
  %618 = load ptr, ptr %617, align 8
  %619 = getelementptr inbounds i8, ptr %618, i64 16
  %620 = load ptr, ptr %34, align 8
  %621 = getelementptr inbounds i8, ptr %620, i64 16
  %622 = load i64, ptr %33, align 8
  %623 = sub nsw i64 %622, 16
  store ptr %619, ptr %24, align 8
  store ptr %621, ptr %25, align 8
  store i64 %623, ptr %26, align 8
  store i32 0, ptr %27, align 4
  %624 = load ptr, ptr %24, align 8
  %625 = load ptr, ptr %25, align 8
  %626 = ptrtoint ptr %624 to i64
  %627 = ptrtoint ptr %625 to i64
  %628 = sub i64 %626, %627
  store i64 %628, ptr %28, align 8
  %629 = load ptr, ptr %25, align 8
  store ptr %629, ptr %29, align 8
  %630 = load ptr, ptr %24, align 8
  store ptr %630, ptr %30, align 8
  %631 = load ptr, ptr %30, align 8
  %632 = load i64, ptr %26, align 8
  %633 = getelementptr inbounds i8, ptr %631, i64 %632
  store ptr %633, ptr %31, align 8
  %634 = load i32, ptr %27, align 4
  %635 = icmp eq i32 %634, 1
  br i1 %635, label %636, label %651

636:                                              ; preds = %615
  %637 = load i64, ptr %28, align 8
  %638 = icmp slt i64 %637, 16
  br i1 %638, label %639, label %651

639:                                              ; preds = %636
  br label %640

640:                                              ; preds = %640, %639
  %641 = load ptr, ptr %30, align 8
  %642 = load ptr, ptr %29, align 8
  call void @ZSTD_copy8(ptr noundef %641, ptr noundef %642)
  %643 = load ptr, ptr %30, align 8
  %644 = getelementptr inbounds i8, ptr %643, i64 8
  store ptr %644, ptr %30, align 8
  %645 = load ptr, ptr %29, align 8
  %646 = getelementptr inbounds i8, ptr %645, i64 8
  store ptr %646, ptr %29, align 8
  %647 = load ptr, ptr %30, align 8
  %648 = load ptr, ptr %31, align 8
  %649 = icmp ult ptr %647, %648
  br i1 %649, label %640, label %650, !llvm.loop !13

650:                                              ; preds = %640
  br label %679

651:                                              ; preds = %636, %615
  %652 = load ptr, ptr %30, align 8
  %653 = load ptr, ptr %29, align 8
  call void @ZSTD_copy16(ptr noundef %652, ptr noundef %653)
  %654 = load i64, ptr %26, align 8
  %655 = icmp sge i64 16, %654
  br i1 %655, label %656, label %657

656:                                              ; preds = %651
  br label %679

657:                                              ; preds = %651
  %658 = load ptr, ptr %30, align 8
  %659 = getelementptr inbounds i8, ptr %658, i64 16
  store ptr %659, ptr %30, align 8
  %660 = load ptr, ptr %29, align 8
  %661 = getelementptr inbounds i8, ptr %660, i64 16
  store ptr %661, ptr %29, align 8
  br label %662

662:                                              ; preds = %662, %657
  %663 = load ptr, ptr %30, align 8
  %664 = load ptr, ptr %29, align 8
  call void @ZSTD_copy16(ptr noundef %663, ptr noundef %664)
  %665 = load ptr, ptr %30, align 8
  %666 = getelementptr inbounds i8, ptr %665, i64 16
  store ptr %666, ptr %30, align 8
  %667 = load ptr, ptr %29, align 8
  %668 = getelementptr inbounds i8, ptr %667, i64 16
  store ptr %668, ptr %29, align 8
  %669 = load ptr, ptr %30, align 8
  %670 = load ptr, ptr %29, align 8
  call void @ZSTD_copy16(ptr noundef %669, ptr noundef %670)
  %671 = load ptr, ptr %30, align 8
  %672 = getelementptr inbounds i8, ptr %671, i64 16
  store ptr %672, ptr %30, align 8
  %673 = load ptr, ptr %29, align 8
  %674 = getelementptr inbounds i8, ptr %673, i64 16
  store ptr %674, ptr %29, align 8
  %675 = load ptr, ptr %30, align 8
  %676 = load ptr, ptr %31, align 8
  %677 = icmp ult ptr %675, %676
  br i1 %677, label %662, label %678, !llvm.loop !14

678:                                              ; preds = %662
  br label %679

679:                                              ; preds = %650, %656, %678
  br label %680

680:                                              ; preds = %679, %608
  br label %688

681:                                              ; preds = %579
  %682 = load ptr, ptr %32, align 8
  %683 = getelementptr inbounds %struct.SeqStore_t, ptr %682, i32 0, i32 3
  %684 = load ptr, ptr %683, align 8
  %685 = load ptr, ptr %34, align 8
  %686 = load ptr, ptr %39, align 8
  %687 = load ptr, ptr %38, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %684, ptr noundef %685, ptr noundef %686, ptr noundef %687)
  br label %688

688:                                              ; preds = %680, %681
  %689 = load i64, ptr %33, align 8
  %690 = load ptr, ptr %32, align 8
  %691 = getelementptr inbounds %struct.SeqStore_t, ptr %690, i32 0, i32 3
  %692 = load ptr, ptr %691, align 8
  %693 = getelementptr inbounds i8, ptr %692, i64 %689
  store ptr %693, ptr %691, align 8
  %694 = load ptr, ptr %32, align 8
  %695 = load i64, ptr %33, align 8
  %696 = load i32, ptr %36, align 4
  %697 = load i64, ptr %37, align 8
  store ptr %694, ptr %11, align 8
  store i64 %695, ptr %12, align 8
  store i32 %696, ptr %13, align 4
  store i64 %697, ptr %14, align 8
  %698 = load i64, ptr %12, align 8
  %699 = icmp ugt i64 %698, 65535
  %700 = zext i1 %699 to i32
  %701 = sext i32 %700 to i64
  br i1 %699, label %702, label %717

702:                                              ; preds = %688
  %703 = load ptr, ptr %11, align 8
  %704 = getelementptr inbounds %struct.SeqStore_t, ptr %703, i32 0, i32 9
  store i32 1, ptr %704, align 8
  %705 = load ptr, ptr %11, align 8
  %706 = getelementptr inbounds %struct.SeqStore_t, ptr %705, i32 0, i32 1
  %707 = load ptr, ptr %706, align 8
  %708 = load ptr, ptr %11, align 8
  %709 = load ptr, ptr %708, align 8
  %710 = ptrtoint ptr %707 to i64
  %711 = ptrtoint ptr %709 to i64
  %712 = sub i64 %710, %711
  %713 = sdiv exact i64 %712, 8
  %714 = trunc i64 %713 to i32
  %715 = load ptr, ptr %11, align 8
  %716 = getelementptr inbounds %struct.SeqStore_t, ptr %715, i32 0, i32 10
  store i32 %714, ptr %716, align 4
  br label %717

717:                                              ; preds = %702, %688
  %718 = load i64, ptr %12, align 8
  %719 = trunc i64 %718 to i16
  %720 = load ptr, ptr %11, align 8
  %721 = getelementptr inbounds %struct.SeqStore_t, ptr %720, i32 0, i32 1
  %722 = load ptr, ptr %721, align 8
  %723 = getelementptr inbounds %struct.SeqDef_s, ptr %722, i32 0, i32 1
  store i16 %719, ptr %723, align 4
  %724 = load i32, ptr %13, align 4
  %725 = load ptr, ptr %11, align 8
  %726 = getelementptr inbounds %struct.SeqStore_t, ptr %725, i32 0, i32 1
  %727 = load ptr, ptr %726, align 8
  store i32 %724, ptr %727, align 4
  %728 = load i64, ptr %14, align 8
  %729 = sub i64 %728, 3
  store i64 %729, ptr %15, align 8
  %730 = load i64, ptr %15, align 8
  %731 = icmp ugt i64 %730, 65535
  %732 = zext i1 %731 to i32
  %733 = sext i32 %732 to i64
  br i1 %731, label %734, label %749

734:                                              ; preds = %717
  %735 = load ptr, ptr %11, align 8
  %736 = getelementptr inbounds %struct.SeqStore_t, ptr %735, i32 0, i32 9
  store i32 2, ptr %736, align 8
  %737 = load ptr, ptr %11, align 8
  %738 = getelementptr inbounds %struct.SeqStore_t, ptr %737, i32 0, i32 1
  %739 = load ptr, ptr %738, align 8
  %740 = load ptr, ptr %11, align 8
  %741 = load ptr, ptr %740, align 8
  %742 = ptrtoint ptr %739 to i64
  %743 = ptrtoint ptr %741 to i64
  %744 = sub i64 %742, %743
  %745 = sdiv exact i64 %744, 8
  %746 = trunc i64 %745 to i32
  %747 = load ptr, ptr %11, align 8
  %748 = getelementptr inbounds %struct.SeqStore_t, ptr %747, i32 0, i32 10
  store i32 %746, ptr %748, align 4
  br label %749

749:                                              ; preds = %717, %734
  %750 = load i64, ptr %15, align 8
  %751 = trunc i64 %750 to i16
  %752 = load ptr, ptr %11, align 8
  %753 = getelementptr inbounds %struct.SeqStore_t, ptr %752, i32 0, i32 1
  %754 = load ptr, ptr %753, align 8
  %755 = getelementptr inbounds %struct.SeqDef_s, ptr %754, i32 0, i32 2
  store i16 %751, ptr %755, align 2
  %756 = load ptr, ptr %11, align 8
  %757 = getelementptr inbounds %struct.SeqStore_t, ptr %756, i32 0, i32 1
  %758 = load ptr, ptr %757, align 8
  %759 = getelementptr inbounds %struct.SeqDef_s, ptr %758, i32 1
  store ptr %759, ptr %757, align 8
  %760 = load i64, ptr %109, align 8
  %761 = load ptr, ptr %95, align 8
  %762 = getelementptr inbounds i8, ptr %761, i64 %760
  store ptr %762, ptr %95, align 8
  %763 = load ptr, ptr %95, align 8
  store ptr %763, ptr %94, align 8
  %764 = load ptr, ptr %95, align 8
  %765 = load ptr, ptr %93, align 8
  %766 = icmp ule ptr %764, %765
  br i1 %766, label %767, label %1079

767:                                              ; preds = %749
  %768 = load i32, ptr %99, align 4
  %769 = add i32 %768, 2
  %770 = load ptr, ptr %84, align 8
  %771 = load ptr, ptr %87, align 8
  %772 = load i32, ptr %99, align 4
  %773 = zext i32 %772 to i64
  %774 = getelementptr inbounds i8, ptr %771, i64 %773
  %775 = getelementptr inbounds i8, ptr %774, i64 2
  %776 = load i32, ptr %85, align 4
  %777 = load i32, ptr %81, align 4
  store ptr %775, ptr %65, align 8
  store i32 %776, ptr %66, align 4
  store i32 %777, ptr %67, align 4
  %778 = load i32, ptr %67, align 4
  switch i32 %778, label %779 [
    i32 4, label %780
    i32 5, label %784
    i32 6, label %788
    i32 7, label %792
    i32 8, label %796
  ]

779:                                              ; preds = %767
  br label %780

780:                                              ; preds = %779, %767
  %781 = load ptr, ptr %65, align 8
  %782 = load i32, ptr %66, align 4
  %783 = call i64 @ZSTD_hash4Ptr(ptr noundef %781, i32 noundef %782)
  store i64 %783, ptr %64, align 8
  br label %800

784:                                              ; preds = %767
  %785 = load ptr, ptr %65, align 8
  %786 = load i32, ptr %66, align 4
  %787 = call i64 @ZSTD_hash5Ptr(ptr noundef %785, i32 noundef %786)
  store i64 %787, ptr %64, align 8
  br label %800

788:                                              ; preds = %767
  %789 = load ptr, ptr %65, align 8
  %790 = load i32, ptr %66, align 4
  %791 = call i64 @ZSTD_hash6Ptr(ptr noundef %789, i32 noundef %790)
  store i64 %791, ptr %64, align 8
  br label %800

792:                                              ; preds = %767
  %793 = load ptr, ptr %65, align 8
  %794 = load i32, ptr %66, align 4
  %795 = call i64 @ZSTD_hash7Ptr(ptr noundef %793, i32 noundef %794)
  store i64 %795, ptr %64, align 8
  br label %800

796:                                              ; preds = %767
  %797 = load ptr, ptr %65, align 8
  %798 = load i32, ptr %66, align 4
  %799 = call i64 @ZSTD_hash8Ptr(ptr noundef %797, i32 noundef %798)
  store i64 %799, ptr %64, align 8
  br label %800

800:                                              ; preds = %796, %792, %788, %784, %780
  %801 = load i64, ptr %64, align 8
  %802 = getelementptr inbounds i32, ptr %770, i64 %801
  store i32 %769, ptr %802, align 4
  %803 = load ptr, ptr %95, align 8
  %804 = getelementptr inbounds i8, ptr %803, i64 -2
  %805 = load ptr, ptr %87, align 8
  %806 = ptrtoint ptr %804 to i64
  %807 = ptrtoint ptr %805 to i64
  %808 = sub i64 %806, %807
  %809 = trunc i64 %808 to i32
  %810 = load ptr, ptr %84, align 8
  %811 = load ptr, ptr %95, align 8
  %812 = getelementptr inbounds i8, ptr %811, i64 -2
  %813 = load i32, ptr %85, align 4
  %814 = load i32, ptr %81, align 4
  store ptr %812, ptr %69, align 8
  store i32 %813, ptr %70, align 4
  store i32 %814, ptr %71, align 4
  %815 = load i32, ptr %71, align 4
  switch i32 %815, label %816 [
    i32 4, label %817
    i32 5, label %821
    i32 6, label %825
    i32 7, label %829
    i32 8, label %833
  ]

816:                                              ; preds = %800
  br label %817

817:                                              ; preds = %816, %800
  %818 = load ptr, ptr %69, align 8
  %819 = load i32, ptr %70, align 4
  %820 = call i64 @ZSTD_hash4Ptr(ptr noundef %818, i32 noundef %819)
  store i64 %820, ptr %68, align 8
  br label %837

821:                                              ; preds = %800
  %822 = load ptr, ptr %69, align 8
  %823 = load i32, ptr %70, align 4
  %824 = call i64 @ZSTD_hash5Ptr(ptr noundef %822, i32 noundef %823)
  store i64 %824, ptr %68, align 8
  br label %837

825:                                              ; preds = %800
  %826 = load ptr, ptr %69, align 8
  %827 = load i32, ptr %70, align 4
  %828 = call i64 @ZSTD_hash6Ptr(ptr noundef %826, i32 noundef %827)
  store i64 %828, ptr %68, align 8
  br label %837

829:                                              ; preds = %800
  %830 = load ptr, ptr %69, align 8
  %831 = load i32, ptr %70, align 4
  %832 = call i64 @ZSTD_hash7Ptr(ptr noundef %830, i32 noundef %831)
  store i64 %832, ptr %68, align 8
  br label %837

833:                                              ; preds = %800
  %834 = load ptr, ptr %69, align 8
  %835 = load i32, ptr %70, align 4
  %836 = call i64 @ZSTD_hash8Ptr(ptr noundef %834, i32 noundef %835)
  store i64 %836, ptr %68, align 8
  br label %837

837:                                              ; preds = %833, %829, %825, %821, %817
  %838 = load i64, ptr %68, align 8
  %839 = getelementptr inbounds i32, ptr %810, i64 %838
  store i32 %809, ptr %839, align 4
  %840 = load i32, ptr %101, align 4
  %841 = icmp ugt i32 %840, 0
  br i1 %841, label %842, label %1078

842:                                              ; preds = %837
  br label %843

843:                                              ; preds = %1065, %842
  %844 = load ptr, ptr %95, align 8
  %845 = load ptr, ptr %93, align 8
  %846 = icmp ule ptr %844, %845
  br i1 %846, label %847, label %857

847:                                              ; preds = %843
  %848 = load ptr, ptr %95, align 8
  %849 = call i32 @MEM_read32(ptr noundef %848)
  %850 = load ptr, ptr %95, align 8
  %851 = load i32, ptr %101, align 4
  %852 = zext i32 %851 to i64
  %853 = sub i64 0, %852
  %854 = getelementptr inbounds i8, ptr %850, i64 %853
  %855 = call i32 @MEM_read32(ptr noundef %854)
  %856 = icmp eq i32 %849, %855
  br label %857

857:                                              ; preds = %847, %843
  %858 = phi i1 [ false, %843 ], [ %856, %847 ]
  br i1 %858, label %859, label %1077

859:                                              ; preds = %857
  %860 = load ptr, ptr %95, align 8
  %861 = getelementptr inbounds i8, ptr %860, i64 4
  %862 = load ptr, ptr %95, align 8
  %863 = getelementptr inbounds i8, ptr %862, i64 4
  %864 = load i32, ptr %101, align 4
  %865 = zext i32 %864 to i64
  %866 = sub i64 0, %865
  %867 = getelementptr inbounds i8, ptr %863, i64 %866
  %868 = load ptr, ptr %92, align 8
  %869 = call i64 @ZSTD_count(ptr noundef %861, ptr noundef %867, ptr noundef %868)
  %870 = add i64 %869, 4
  store i64 %870, ptr %118, align 8
  %871 = load i32, ptr %101, align 4
  store i32 %871, ptr %119, align 4
  %872 = load i32, ptr %100, align 4
  store i32 %872, ptr %101, align 4
  %873 = load i32, ptr %119, align 4
  store i32 %873, ptr %100, align 4
  %874 = load ptr, ptr %95, align 8
  %875 = load ptr, ptr %87, align 8
  %876 = ptrtoint ptr %874 to i64
  %877 = ptrtoint ptr %875 to i64
  %878 = sub i64 %876, %877
  %879 = trunc i64 %878 to i32
  %880 = load ptr, ptr %84, align 8
  %881 = load ptr, ptr %95, align 8
  %882 = load i32, ptr %85, align 4
  %883 = load i32, ptr %81, align 4
  store ptr %881, ptr %73, align 8
  store i32 %882, ptr %74, align 4
  store i32 %883, ptr %75, align 4
  %884 = load i32, ptr %75, align 4
  switch i32 %884, label %885 [
    i32 4, label %886
    i32 5, label %890
    i32 6, label %894
    i32 7, label %898
    i32 8, label %902
  ]

885:                                              ; preds = %859
  br label %886

886:                                              ; preds = %885, %859
  %887 = load ptr, ptr %73, align 8
  %888 = load i32, ptr %74, align 4
  %889 = call i64 @ZSTD_hash4Ptr(ptr noundef %887, i32 noundef %888)
  store i64 %889, ptr %72, align 8
  br label %906

890:                                              ; preds = %859
  %891 = load ptr, ptr %73, align 8
  %892 = load i32, ptr %74, align 4
  %893 = call i64 @ZSTD_hash5Ptr(ptr noundef %891, i32 noundef %892)
  store i64 %893, ptr %72, align 8
  br label %906

894:                                              ; preds = %859
  %895 = load ptr, ptr %73, align 8
  %896 = load i32, ptr %74, align 4
  %897 = call i64 @ZSTD_hash6Ptr(ptr noundef %895, i32 noundef %896)
  store i64 %897, ptr %72, align 8
  br label %906

898:                                              ; preds = %859
  %899 = load ptr, ptr %73, align 8
  %900 = load i32, ptr %74, align 4
  %901 = call i64 @ZSTD_hash7Ptr(ptr noundef %899, i32 noundef %900)
  store i64 %901, ptr %72, align 8
  br label %906

902:                                              ; preds = %859
  %903 = load ptr, ptr %73, align 8
  %904 = load i32, ptr %74, align 4
  %905 = call i64 @ZSTD_hash8Ptr(ptr noundef %903, i32 noundef %904)
  store i64 %905, ptr %72, align 8
  br label %906

906:                                              ; preds = %902, %898, %894, %890, %886
  %907 = load i64, ptr %72, align 8
  %908 = getelementptr inbounds i32, ptr %880, i64 %907
  store i32 %879, ptr %908, align 4
  %909 = load i64, ptr %118, align 8
  %910 = load ptr, ptr %95, align 8
  %911 = getelementptr inbounds i8, ptr %910, i64 %909
  store ptr %911, ptr %95, align 8
  %912 = load ptr, ptr %77, align 8
  %913 = load ptr, ptr %94, align 8
  %914 = load ptr, ptr %92, align 8
  %915 = load i64, ptr %118, align 8
  store ptr %912, ptr %40, align 8
  store i64 0, ptr %41, align 8
  store ptr %913, ptr %42, align 8
  store ptr %914, ptr %43, align 8
  store i32 1, ptr %44, align 4
  store i64 %915, ptr %45, align 8
  %916 = load ptr, ptr %43, align 8
  %917 = getelementptr inbounds i8, ptr %916, i64 -32
  store ptr %917, ptr %46, align 8
  %918 = load ptr, ptr %42, align 8
  %919 = load i64, ptr %41, align 8
  %920 = getelementptr inbounds i8, ptr %918, i64 %919
  store ptr %920, ptr %47, align 8
  %921 = load ptr, ptr %47, align 8
  %922 = load ptr, ptr %46, align 8
  %923 = icmp ule ptr %921, %922
  br i1 %923, label %924, label %997

924:                                              ; preds = %906
  %925 = load ptr, ptr %40, align 8
  %926 = getelementptr inbounds %struct.SeqStore_t, ptr %925, i32 0, i32 3
  %927 = load ptr, ptr %926, align 8
  %928 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %927, ptr noundef %928)
  %929 = load i64, ptr %41, align 8
  %930 = icmp ugt i64 %929, 16
  br i1 %930, label %931, label %996

931:                                              ; preds = %924
  %932 = load ptr, ptr %40, align 8
  %933 = getelementptr inbounds %struct.SeqStore_t, ptr %932, i32 0, i32 3
  %934 = load ptr, ptr %933, align 8
  %935 = getelementptr inbounds i8, ptr %934, i64 16
  %936 = load ptr, ptr %42, align 8
  %937 = getelementptr inbounds i8, ptr %936, i64 16
  %938 = load i64, ptr %41, align 8
  %939 = sub nsw i64 %938, 16
  store ptr %935, ptr %16, align 8
  store ptr %937, ptr %17, align 8
  store i64 %939, ptr %18, align 8
  store i32 0, ptr %19, align 4
  %940 = load ptr, ptr %16, align 8
  %941 = load ptr, ptr %17, align 8
  %942 = ptrtoint ptr %940 to i64
  %943 = ptrtoint ptr %941 to i64
  %944 = sub i64 %942, %943
  store i64 %944, ptr %20, align 8
  %945 = load ptr, ptr %17, align 8
  store ptr %945, ptr %21, align 8
  %946 = load ptr, ptr %16, align 8
  store ptr %946, ptr %22, align 8
  %947 = load ptr, ptr %22, align 8
  %948 = load i64, ptr %18, align 8
  %949 = getelementptr inbounds i8, ptr %947, i64 %948
  store ptr %949, ptr %23, align 8
  %950 = load i32, ptr %19, align 4
  %951 = icmp eq i32 %950, 1
  br i1 %951, label %952, label %967

952:                                              ; preds = %931
  %953 = load i64, ptr %20, align 8
  %954 = icmp slt i64 %953, 16
  br i1 %954, label %955, label %967

955:                                              ; preds = %952
  br label %956

956:                                              ; preds = %956, %955
  %957 = load ptr, ptr %22, align 8
  %958 = load ptr, ptr %21, align 8
  call void @ZSTD_copy8(ptr noundef %957, ptr noundef %958)
  %959 = load ptr, ptr %22, align 8
  %960 = getelementptr inbounds i8, ptr %959, i64 8
  store ptr %960, ptr %22, align 8
  %961 = load ptr, ptr %21, align 8
  %962 = getelementptr inbounds i8, ptr %961, i64 8
  store ptr %962, ptr %21, align 8
  %963 = load ptr, ptr %22, align 8
  %964 = load ptr, ptr %23, align 8
  %965 = icmp ult ptr %963, %964
  br i1 %965, label %956, label %966, !llvm.loop !13

966:                                              ; preds = %956
  br label %995

967:                                              ; preds = %952, %931
  %968 = load ptr, ptr %22, align 8
  %969 = load ptr, ptr %21, align 8
  call void @ZSTD_copy16(ptr noundef %968, ptr noundef %969)
  %970 = load i64, ptr %18, align 8
  %971 = icmp sge i64 16, %970
  br i1 %971, label %972, label %973

972:                                              ; preds = %967
  br label %995

973:                                              ; preds = %967
  %974 = load ptr, ptr %22, align 8
  %975 = getelementptr inbounds i8, ptr %974, i64 16
  store ptr %975, ptr %22, align 8
  %976 = load ptr, ptr %21, align 8
  %977 = getelementptr inbounds i8, ptr %976, i64 16
  store ptr %977, ptr %21, align 8
  br label %978

978:                                              ; preds = %978, %973
  %979 = load ptr, ptr %22, align 8
  %980 = load ptr, ptr %21, align 8
  call void @ZSTD_copy16(ptr noundef %979, ptr noundef %980)
  %981 = load ptr, ptr %22, align 8
  %982 = getelementptr inbounds i8, ptr %981, i64 16
  store ptr %982, ptr %22, align 8
  %983 = load ptr, ptr %21, align 8
  %984 = getelementptr inbounds i8, ptr %983, i64 16
  store ptr %984, ptr %21, align 8
  %985 = load ptr, ptr %22, align 8
  %986 = load ptr, ptr %21, align 8
  call void @ZSTD_copy16(ptr noundef %985, ptr noundef %986)
  %987 = load ptr, ptr %22, align 8
  %988 = getelementptr inbounds i8, ptr %987, i64 16
  store ptr %988, ptr %22, align 8
  %989 = load ptr, ptr %21, align 8
  %990 = getelementptr inbounds i8, ptr %989, i64 16
  store ptr %990, ptr %21, align 8
  %991 = load ptr, ptr %22, align 8
  %992 = load ptr, ptr %23, align 8
  %993 = icmp ult ptr %991, %992
  br i1 %993, label %978, label %994, !llvm.loop !14

994:                                              ; preds = %978
  br label %995

995:                                              ; preds = %966, %972, %994
  br label %996

996:                                              ; preds = %995, %924
  br label %1004

997:                                              ; preds = %906
  %998 = load ptr, ptr %40, align 8
  %999 = getelementptr inbounds %struct.SeqStore_t, ptr %998, i32 0, i32 3
  %1000 = load ptr, ptr %999, align 8
  %1001 = load ptr, ptr %42, align 8
  %1002 = load ptr, ptr %47, align 8
  %1003 = load ptr, ptr %46, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1000, ptr noundef %1001, ptr noundef %1002, ptr noundef %1003)
  br label %1004

1004:                                             ; preds = %996, %997
  %1005 = load i64, ptr %41, align 8
  %1006 = load ptr, ptr %40, align 8
  %1007 = getelementptr inbounds %struct.SeqStore_t, ptr %1006, i32 0, i32 3
  %1008 = load ptr, ptr %1007, align 8
  %1009 = getelementptr inbounds i8, ptr %1008, i64 %1005
  store ptr %1009, ptr %1007, align 8
  %1010 = load ptr, ptr %40, align 8
  %1011 = load i64, ptr %41, align 8
  %1012 = load i32, ptr %44, align 4
  %1013 = load i64, ptr %45, align 8
  store ptr %1010, ptr %6, align 8
  store i64 %1011, ptr %7, align 8
  store i32 %1012, ptr %8, align 4
  store i64 %1013, ptr %9, align 8
  %1014 = load i64, ptr %7, align 8
  %1015 = icmp ugt i64 %1014, 65535
  %1016 = zext i1 %1015 to i32
  %1017 = sext i32 %1016 to i64
  br i1 %1015, label %1018, label %1033

1018:                                             ; preds = %1004
  %1019 = load ptr, ptr %6, align 8
  %1020 = getelementptr inbounds %struct.SeqStore_t, ptr %1019, i32 0, i32 9
  store i32 1, ptr %1020, align 8
  %1021 = load ptr, ptr %6, align 8
  %1022 = getelementptr inbounds %struct.SeqStore_t, ptr %1021, i32 0, i32 1
  %1023 = load ptr, ptr %1022, align 8
  %1024 = load ptr, ptr %6, align 8
  %1025 = load ptr, ptr %1024, align 8
  %1026 = ptrtoint ptr %1023 to i64
  %1027 = ptrtoint ptr %1025 to i64
  %1028 = sub i64 %1026, %1027
  %1029 = sdiv exact i64 %1028, 8
  %1030 = trunc i64 %1029 to i32
  %1031 = load ptr, ptr %6, align 8
  %1032 = getelementptr inbounds %struct.SeqStore_t, ptr %1031, i32 0, i32 10
  store i32 %1030, ptr %1032, align 4
  br label %1033

1033:                                             ; preds = %1018, %1004
  %1034 = load i64, ptr %7, align 8
  %1035 = trunc i64 %1034 to i16
  %1036 = load ptr, ptr %6, align 8
  %1037 = getelementptr inbounds %struct.SeqStore_t, ptr %1036, i32 0, i32 1
  %1038 = load ptr, ptr %1037, align 8
  %1039 = getelementptr inbounds %struct.SeqDef_s, ptr %1038, i32 0, i32 1
  store i16 %1035, ptr %1039, align 4
  %1040 = load i32, ptr %8, align 4
  %1041 = load ptr, ptr %6, align 8
  %1042 = getelementptr inbounds %struct.SeqStore_t, ptr %1041, i32 0, i32 1
  %1043 = load ptr, ptr %1042, align 8
  store i32 %1040, ptr %1043, align 4
  %1044 = load i64, ptr %9, align 8
  %1045 = sub i64 %1044, 3
  store i64 %1045, ptr %10, align 8
  %1046 = load i64, ptr %10, align 8
  %1047 = icmp ugt i64 %1046, 65535
  %1048 = zext i1 %1047 to i32
  %1049 = sext i32 %1048 to i64
  br i1 %1047, label %1050, label %1065

1050:                                             ; preds = %1033
  %1051 = load ptr, ptr %6, align 8
  %1052 = getelementptr inbounds %struct.SeqStore_t, ptr %1051, i32 0, i32 9
  store i32 2, ptr %1052, align 8
  %1053 = load ptr, ptr %6, align 8
  %1054 = getelementptr inbounds %struct.SeqStore_t, ptr %1053, i32 0, i32 1
  %1055 = load ptr, ptr %1054, align 8
  %1056 = load ptr, ptr %6, align 8
  %1057 = load ptr, ptr %1056, align 8
  %1058 = ptrtoint ptr %1055 to i64
  %1059 = ptrtoint ptr %1057 to i64
  %1060 = sub i64 %1058, %1059
  %1061 = sdiv exact i64 %1060, 8
  %1062 = trunc i64 %1061 to i32
  %1063 = load ptr, ptr %6, align 8
  %1064 = getelementptr inbounds %struct.SeqStore_t, ptr %1063, i32 0, i32 10
  store i32 %1062, ptr %1064, align 4
  br label %1065

1065:                                             ; preds = %1033, %1050
  %1066 = load i64, ptr %10, align 8
  %1067 = trunc i64 %1066 to i16
  %1068 = load ptr, ptr %6, align 8
  %1069 = getelementptr inbounds %struct.SeqStore_t, ptr %1068, i32 0, i32 1
  %1070 = load ptr, ptr %1069, align 8
  %1071 = getelementptr inbounds %struct.SeqDef_s, ptr %1070, i32 0, i32 2
  store i16 %1067, ptr %1071, align 2
  %1072 = load ptr, ptr %6, align 8
  %1073 = getelementptr inbounds %struct.SeqStore_t, ptr %1072, i32 0, i32 1
  %1074 = load ptr, ptr %1073, align 8
  %1075 = getelementptr inbounds %struct.SeqDef_s, ptr %1074, i32 1
  store ptr %1075, ptr %1073, align 8
  %1076 = load ptr, ptr %95, align 8
  store ptr %1076, ptr %94, align 8
  br label %843, !llvm.loop !15

1077:                                             ; preds = %857
  br label %1078

1078:                                             ; preds = %1077, %837
  br label %1079

1079:                                             ; preds = %1078, %749
  br label %220

1080:                                             ; preds = %530, %532
  %1081 = phi i32 [ %531, %530 ], [ %533, %532 ]
  %1082 = load ptr, ptr %78, align 8
  %1083 = getelementptr inbounds i32, ptr %1082, i64 1
  store i32 %1081, ptr %1083, align 4
  %1084 = load ptr, ptr %92, align 8
  %1085 = load ptr, ptr %94, align 8
  %1086 = ptrtoint ptr %1084 to i64
  %1087 = ptrtoint ptr %1085 to i64
  %1088 = sub i64 %1086, %1087
  ret i64 %1088
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_compressBlock_fast_noDict_4_0(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
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
  %17 = alloca ptr, align 8
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca i64, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca i64, align 8
  %27 = alloca i32, align 4
  %28 = alloca i64, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca i64, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca i32, align 4
  %37 = alloca i64, align 8
  %38 = alloca ptr, align 8
  %39 = alloca ptr, align 8
  %40 = alloca ptr, align 8
  %41 = alloca i64, align 8
  %42 = alloca ptr, align 8
  %43 = alloca ptr, align 8
  %44 = alloca i32, align 4
  %45 = alloca i64, align 8
  %46 = alloca ptr, align 8
  %47 = alloca ptr, align 8
  %48 = alloca i64, align 8
  %49 = alloca ptr, align 8
  %50 = alloca i32, align 4
  %51 = alloca i32, align 4
  %52 = alloca i64, align 8
  %53 = alloca ptr, align 8
  %54 = alloca i32, align 4
  %55 = alloca i32, align 4
  %56 = alloca i64, align 8
  %57 = alloca ptr, align 8
  %58 = alloca i32, align 4
  %59 = alloca i32, align 4
  %60 = alloca i64, align 8
  %61 = alloca ptr, align 8
  %62 = alloca i32, align 4
  %63 = alloca i32, align 4
  %64 = alloca i64, align 8
  %65 = alloca ptr, align 8
  %66 = alloca i32, align 4
  %67 = alloca i32, align 4
  %68 = alloca i64, align 8
  %69 = alloca ptr, align 8
  %70 = alloca i32, align 4
  %71 = alloca i32, align 4
  %72 = alloca i64, align 8
  %73 = alloca ptr, align 8
  %74 = alloca i32, align 4
  %75 = alloca i32, align 4
  %76 = alloca ptr, align 8
  %77 = alloca ptr, align 8
  %78 = alloca ptr, align 8
  %79 = alloca ptr, align 8
  %80 = alloca i64, align 8
  %81 = alloca i32, align 4
  %82 = alloca i32, align 4
  %83 = alloca ptr, align 8
  %84 = alloca ptr, align 8
  %85 = alloca i32, align 4
  %86 = alloca i64, align 8
  %87 = alloca ptr, align 8
  %88 = alloca ptr, align 8
  %89 = alloca i32, align 4
  %90 = alloca i32, align 4
  %91 = alloca ptr, align 8
  %92 = alloca ptr, align 8
  %93 = alloca ptr, align 8
  %94 = alloca ptr, align 8
  %95 = alloca ptr, align 8
  %96 = alloca ptr, align 8
  %97 = alloca ptr, align 8
  %98 = alloca ptr, align 8
  %99 = alloca i32, align 4
  %100 = alloca i32, align 4
  %101 = alloca i32, align 4
  %102 = alloca i32, align 4
  %103 = alloca i32, align 4
  %104 = alloca i64, align 8
  %105 = alloca i64, align 8
  %106 = alloca i32, align 4
  %107 = alloca i32, align 4
  %108 = alloca ptr, align 8
  %109 = alloca i64, align 8
  %110 = alloca i64, align 8
  %111 = alloca ptr, align 8
  %112 = alloca i64, align 8
  %113 = alloca ptr, align 8
  %114 = alloca i32, align 4
  %115 = alloca i32, align 4
  %116 = alloca i32, align 4
  %117 = alloca i32, align 4
  %118 = alloca i64, align 8
  %119 = alloca i32, align 4
  %120 = alloca ptr, align 8
  %121 = alloca ptr, align 8
  %122 = alloca ptr, align 8
  %123 = alloca ptr, align 8
  %124 = alloca i64, align 8
  store ptr %0, ptr %120, align 8
  store ptr %1, ptr %121, align 8
  store ptr %2, ptr %122, align 8
  store ptr %3, ptr %123, align 8
  store i64 %4, ptr %124, align 8
  %125 = load ptr, ptr %120, align 8
  %126 = load ptr, ptr %121, align 8
  %127 = load ptr, ptr %122, align 8
  %128 = load ptr, ptr %123, align 8
  %129 = load i64, ptr %124, align 8
  store ptr %125, ptr %76, align 8
  store ptr %126, ptr %77, align 8
  store ptr %127, ptr %78, align 8
  store ptr %128, ptr %79, align 8
  store i64 %129, ptr %80, align 8
  store i32 4, ptr %81, align 4
  store i32 0, ptr %82, align 4
  %130 = load ptr, ptr %76, align 8
  %131 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %130, i32 0, i32 16
  store ptr %131, ptr %83, align 8
  %132 = load ptr, ptr %76, align 8
  %133 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %132, i32 0, i32 9
  %134 = load ptr, ptr %133, align 8
  store ptr %134, ptr %84, align 8
  %135 = load ptr, ptr %83, align 8
  %136 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %135, i32 0, i32 2
  %137 = load i32, ptr %136, align 4
  store i32 %137, ptr %85, align 4
  %138 = load ptr, ptr %83, align 8
  %139 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %138, i32 0, i32 5
  %140 = load i32, ptr %139, align 4
  %141 = load ptr, ptr %83, align 8
  %142 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %141, i32 0, i32 5
  %143 = load i32, ptr %142, align 4
  %144 = icmp ne i32 %143, 0
  %145 = xor i1 %144, true
  %146 = zext i1 %145 to i32
  %147 = add i32 %140, %146
  %148 = add i32 %147, 1
  %149 = zext i32 %148 to i64
  store i64 %149, ptr %86, align 8
  %150 = load ptr, ptr %76, align 8
  %151 = getelementptr inbounds %struct.ZSTD_window_t, ptr %150, i32 0, i32 1
  %152 = load ptr, ptr %151, align 8
  store ptr %152, ptr %87, align 8
  %153 = load ptr, ptr %79, align 8
  store ptr %153, ptr %88, align 8
  %154 = load ptr, ptr %88, align 8
  %155 = load ptr, ptr %87, align 8
  %156 = ptrtoint ptr %154 to i64
  %157 = ptrtoint ptr %155 to i64
  %158 = sub i64 %156, %157
  %159 = load i64, ptr %80, align 8
  %160 = add i64 %158, %159
  %161 = trunc i64 %160 to i32
  store i32 %161, ptr %89, align 4
  %162 = load ptr, ptr %76, align 8
  %163 = load i32, ptr %89, align 4
  %164 = load ptr, ptr %83, align 8
  %165 = load i32, ptr %164, align 4
  %166 = call i32 @ZSTD_getLowestPrefixIndex(ptr noundef %162, i32 noundef %163, i32 noundef %165)
  store i32 %166, ptr %90, align 4
  %167 = load ptr, ptr %87, align 8
  %168 = load i32, ptr %90, align 4
  %169 = zext i32 %168 to i64
  %170 = getelementptr inbounds i8, ptr %167, i64 %169
  store ptr %170, ptr %91, align 8
  %171 = load ptr, ptr %88, align 8
  %172 = load i64, ptr %80, align 8
  %173 = getelementptr inbounds i8, ptr %171, i64 %172
  store ptr %173, ptr %92, align 8
  %174 = load ptr, ptr %92, align 8
  %175 = getelementptr inbounds i8, ptr %174, i64 -8
  store ptr %175, ptr %93, align 8
  %176 = load ptr, ptr %88, align 8
  store ptr %176, ptr %94, align 8
  %177 = load ptr, ptr %88, align 8
  store ptr %177, ptr %95, align 8
  %178 = load ptr, ptr %78, align 8
  %179 = load i32, ptr %178, align 4
  store i32 %179, ptr %100, align 4
  %180 = load ptr, ptr %78, align 8
  %181 = getelementptr inbounds i32, ptr %180, i64 1
  %182 = load i32, ptr %181, align 4
  store i32 %182, ptr %101, align 4
  store i32 0, ptr %102, align 4
  store i32 0, ptr %103, align 4
  store i64 128, ptr %112, align 8
  %183 = load i32, ptr %82, align 4
  %184 = icmp ne i32 %183, 0
  %185 = zext i1 %184 to i64
  %186 = select i1 %184, ptr @ZSTD_match4Found_cmov, ptr @ZSTD_match4Found_branch
  store ptr %186, ptr %113, align 8
  %187 = load ptr, ptr %95, align 8
  %188 = load ptr, ptr %91, align 8
  %189 = icmp eq ptr %187, %188
  %190 = zext i1 %189 to i32
  %191 = load ptr, ptr %95, align 8
  %192 = sext i32 %190 to i64
  %193 = getelementptr inbounds i8, ptr %191, i64 %192
  store ptr %193, ptr %95, align 8
  %194 = load ptr, ptr %95, align 8
  %195 = load ptr, ptr %87, align 8
  %196 = ptrtoint ptr %194 to i64
  %197 = ptrtoint ptr %195 to i64
  %198 = sub i64 %196, %197
  %199 = trunc i64 %198 to i32
  store i32 %199, ptr %114, align 4
  %200 = load ptr, ptr %76, align 8
  %201 = load i32, ptr %114, align 4
  %202 = load ptr, ptr %83, align 8
  %203 = load i32, ptr %202, align 4
  %204 = call i32 @ZSTD_getLowestPrefixIndex(ptr noundef %200, i32 noundef %201, i32 noundef %203)
  store i32 %204, ptr %115, align 4
  %205 = load i32, ptr %114, align 4
  %206 = load i32, ptr %115, align 4
  %207 = sub i32 %205, %206
  store i32 %207, ptr %116, align 4
  %208 = load i32, ptr %101, align 4
  %209 = load i32, ptr %116, align 4
  %210 = icmp ugt i32 %208, %209
  br i1 %210, label %211, label %213

211:                                              ; preds = %5
  %212 = load i32, ptr %101, align 4
  store i32 %212, ptr %103, align 4
  store i32 0, ptr %101, align 4
  br label %213

213:                                              ; preds = %211, %5
  %214 = load i32, ptr %100, align 4
  %215 = load i32, ptr %116, align 4
  %216 = icmp ugt i32 %214, %215
  br i1 %216, label %217, label %219

217:                                              ; preds = %213
  %218 = load i32, ptr %100, align 4
  store i32 %218, ptr %102, align 4
  store i32 0, ptr %100, align 4
  br label %219

219:                                              ; preds = %217, %213
  br label %220

220:                                              ; preds = %1079, %219
  %221 = load i64, ptr %86, align 8
  store i64 %221, ptr %110, align 8
  %222 = load ptr, ptr %95, align 8
  %223 = getelementptr inbounds i8, ptr %222, i64 128
  store ptr %223, ptr %111, align 8
  %224 = load ptr, ptr %95, align 8
  %225 = getelementptr inbounds i8, ptr %224, i64 1
  store ptr %225, ptr %96, align 8
  %226 = load ptr, ptr %95, align 8
  %227 = load i64, ptr %110, align 8
  %228 = getelementptr inbounds i8, ptr %226, i64 %227
  store ptr %228, ptr %97, align 8
  %229 = load ptr, ptr %97, align 8
  %230 = getelementptr inbounds i8, ptr %229, i64 1
  store ptr %230, ptr %98, align 8
  %231 = load ptr, ptr %98, align 8
  %232 = load ptr, ptr %93, align 8
  %233 = icmp uge ptr %231, %232
  br i1 %233, label %234, label %235

234:                                              ; preds = %220
  br label %507

235:                                              ; preds = %220
  %236 = load ptr, ptr %95, align 8
  %237 = load i32, ptr %85, align 4
  %238 = load i32, ptr %81, align 4
  store ptr %236, ptr %49, align 8
  store i32 %237, ptr %50, align 4
  store i32 %238, ptr %51, align 4
  %239 = load i32, ptr %51, align 4
  switch i32 %239, label %240 [
    i32 4, label %241
    i32 5, label %245
    i32 6, label %249
    i32 7, label %253
    i32 8, label %257
  ]

240:                                              ; preds = %235
  br label %241

241:                                              ; preds = %240, %235
  %242 = load ptr, ptr %49, align 8
  %243 = load i32, ptr %50, align 4
  %244 = call i64 @ZSTD_hash4Ptr(ptr noundef %242, i32 noundef %243)
  store i64 %244, ptr %48, align 8
  br label %261

245:                                              ; preds = %235
  %246 = load ptr, ptr %49, align 8
  %247 = load i32, ptr %50, align 4
  %248 = call i64 @ZSTD_hash5Ptr(ptr noundef %246, i32 noundef %247)
  store i64 %248, ptr %48, align 8
  br label %261

249:                                              ; preds = %235
  %250 = load ptr, ptr %49, align 8
  %251 = load i32, ptr %50, align 4
  %252 = call i64 @ZSTD_hash6Ptr(ptr noundef %250, i32 noundef %251)
  store i64 %252, ptr %48, align 8
  br label %261

253:                                              ; preds = %235
  %254 = load ptr, ptr %49, align 8
  %255 = load i32, ptr %50, align 4
  %256 = call i64 @ZSTD_hash7Ptr(ptr noundef %254, i32 noundef %255)
  store i64 %256, ptr %48, align 8
  br label %261

257:                                              ; preds = %235
  %258 = load ptr, ptr %49, align 8
  %259 = load i32, ptr %50, align 4
  %260 = call i64 @ZSTD_hash8Ptr(ptr noundef %258, i32 noundef %259)
  store i64 %260, ptr %48, align 8
  br label %261

261:                                              ; preds = %257, %253, %249, %245, %241
  %262 = load i64, ptr %48, align 8
  store i64 %262, ptr %104, align 8
  %263 = load ptr, ptr %96, align 8
  %264 = load i32, ptr %85, align 4
  %265 = load i32, ptr %81, align 4
  store ptr %263, ptr %53, align 8
  store i32 %264, ptr %54, align 4
  store i32 %265, ptr %55, align 4
  %266 = load i32, ptr %55, align 4
  switch i32 %266, label %267 [
    i32 4, label %268
    i32 5, label %272
    i32 6, label %276
    i32 7, label %280
    i32 8, label %284
  ]

267:                                              ; preds = %261
  br label %268

268:                                              ; preds = %267, %261
  %269 = load ptr, ptr %53, align 8
  %270 = load i32, ptr %54, align 4
  %271 = call i64 @ZSTD_hash4Ptr(ptr noundef %269, i32 noundef %270)
  store i64 %271, ptr %52, align 8
  br label %288

272:                                              ; preds = %261
  %273 = load ptr, ptr %53, align 8
  %274 = load i32, ptr %54, align 4
  %275 = call i64 @ZSTD_hash5Ptr(ptr noundef %273, i32 noundef %274)
  store i64 %275, ptr %52, align 8
  br label %288

276:                                              ; preds = %261
  %277 = load ptr, ptr %53, align 8
  %278 = load i32, ptr %54, align 4
  %279 = call i64 @ZSTD_hash6Ptr(ptr noundef %277, i32 noundef %278)
  store i64 %279, ptr %52, align 8
  br label %288

280:                                              ; preds = %261
  %281 = load ptr, ptr %53, align 8
  %282 = load i32, ptr %54, align 4
  %283 = call i64 @ZSTD_hash7Ptr(ptr noundef %281, i32 noundef %282)
  store i64 %283, ptr %52, align 8
  br label %288

284:                                              ; preds = %261
  %285 = load ptr, ptr %53, align 8
  %286 = load i32, ptr %54, align 4
  %287 = call i64 @ZSTD_hash8Ptr(ptr noundef %285, i32 noundef %286)
  store i64 %287, ptr %52, align 8
  br label %288

288:                                              ; preds = %284, %280, %276, %272, %268
  %289 = load i64, ptr %52, align 8
  store i64 %289, ptr %105, align 8
  %290 = load ptr, ptr %84, align 8
  %291 = load i64, ptr %104, align 8
  %292 = getelementptr inbounds i32, ptr %290, i64 %291
  %293 = load i32, ptr %292, align 4
  store i32 %293, ptr %106, align 4
  br label %294

294:                                              ; preds = %502, %288
  %295 = load ptr, ptr %97, align 8
  %296 = load i32, ptr %100, align 4
  %297 = zext i32 %296 to i64
  %298 = sub i64 0, %297
  %299 = getelementptr inbounds i8, ptr %295, i64 %298
  %300 = call i32 @MEM_read32(ptr noundef %299)
  store i32 %300, ptr %117, align 4
  %301 = load ptr, ptr %95, align 8
  %302 = load ptr, ptr %87, align 8
  %303 = ptrtoint ptr %301 to i64
  %304 = ptrtoint ptr %302 to i64
  %305 = sub i64 %303, %304
  %306 = trunc i64 %305 to i32
  store i32 %306, ptr %99, align 4
  %307 = load i32, ptr %99, align 4
  %308 = load ptr, ptr %84, align 8
  %309 = load i64, ptr %104, align 8
  %310 = getelementptr inbounds i32, ptr %308, i64 %309
  store i32 %307, ptr %310, align 4
  %311 = load ptr, ptr %97, align 8
  %312 = call i32 @MEM_read32(ptr noundef %311)
  %313 = load i32, ptr %117, align 4
  %314 = icmp eq i32 %312, %313
  %315 = zext i1 %314 to i32
  %316 = load i32, ptr %100, align 4
  %317 = icmp ugt i32 %316, 0
  %318 = zext i1 %317 to i32
  %319 = and i32 %315, %318
  %320 = icmp ne i32 %319, 0
  br i1 %320, label %321, label %358

321:                                              ; preds = %294
  %322 = load ptr, ptr %97, align 8
  store ptr %322, ptr %95, align 8
  %323 = load ptr, ptr %95, align 8
  %324 = load i32, ptr %100, align 4
  %325 = zext i32 %324 to i64
  %326 = sub i64 0, %325
  %327 = getelementptr inbounds i8, ptr %323, i64 %326
  store ptr %327, ptr %108, align 8
  %328 = load ptr, ptr %95, align 8
  %329 = getelementptr inbounds i8, ptr %328, i64 -1
  %330 = load i8, ptr %329, align 1
  %331 = zext i8 %330 to i32
  %332 = load ptr, ptr %108, align 8
  %333 = getelementptr inbounds i8, ptr %332, i64 -1
  %334 = load i8, ptr %333, align 1
  %335 = zext i8 %334 to i32
  %336 = icmp eq i32 %331, %335
  %337 = zext i1 %336 to i32
  %338 = sext i32 %337 to i64
  store i64 %338, ptr %109, align 8
  %339 = load i64, ptr %109, align 8
  %340 = load ptr, ptr %95, align 8
  %341 = sub i64 0, %339
  %342 = getelementptr inbounds i8, ptr %340, i64 %341
  store ptr %342, ptr %95, align 8
  %343 = load i64, ptr %109, align 8
  %344 = load ptr, ptr %108, align 8
  %345 = sub i64 0, %343
  %346 = getelementptr inbounds i8, ptr %344, i64 %345
  store ptr %346, ptr %108, align 8
  store i32 1, ptr %107, align 4
  %347 = load i64, ptr %109, align 8
  %348 = add i64 %347, 4
  store i64 %348, ptr %109, align 8
  %349 = load ptr, ptr %96, align 8
  %350 = load ptr, ptr %87, align 8
  %351 = ptrtoint ptr %349 to i64
  %352 = ptrtoint ptr %350 to i64
  %353 = sub i64 %351, %352
  %354 = trunc i64 %353 to i32
  %355 = load ptr, ptr %84, align 8
  %356 = load i64, ptr %105, align 8
  %357 = getelementptr inbounds i32, ptr %355, i64 %356
  store i32 %354, ptr %357, align 4
  br label %579

358:                                              ; preds = %294
  %359 = load ptr, ptr %113, align 8
  %360 = load ptr, ptr %95, align 8
  %361 = load ptr, ptr %87, align 8
  %362 = load i32, ptr %106, align 4
  %363 = zext i32 %362 to i64
  %364 = getelementptr inbounds i8, ptr %361, i64 %363
  %365 = load i32, ptr %106, align 4
  %366 = load i32, ptr %90, align 4
  %367 = call i32 %359(ptr noundef %360, ptr noundef %364, i32 noundef %365, i32 noundef %366) #3
  %368 = icmp ne i32 %367, 0
  br i1 %368, label %369, label %379

369:                                              ; preds = %358
  %370 = load ptr, ptr %96, align 8
  %371 = load ptr, ptr %87, align 8
  %372 = ptrtoint ptr %370 to i64
  %373 = ptrtoint ptr %371 to i64
  %374 = sub i64 %372, %373
  %375 = trunc i64 %374 to i32
  %376 = load ptr, ptr %84, align 8
  %377 = load i64, ptr %105, align 8
  %378 = getelementptr inbounds i32, ptr %376, i64 %377
  store i32 %375, ptr %378, align 4
  br label %534

379:                                              ; preds = %358
  %380 = load ptr, ptr %84, align 8
  %381 = load i64, ptr %105, align 8
  %382 = getelementptr inbounds i32, ptr %380, i64 %381
  %383 = load i32, ptr %382, align 4
  store i32 %383, ptr %106, align 4
  %384 = load i64, ptr %105, align 8
  store i64 %384, ptr %104, align 8
  %385 = load ptr, ptr %97, align 8
  %386 = load i32, ptr %85, align 4
  %387 = load i32, ptr %81, align 4
  store ptr %385, ptr %57, align 8
  store i32 %386, ptr %58, align 4
  store i32 %387, ptr %59, align 4
  %388 = load i32, ptr %59, align 4
  switch i32 %388, label %389 [
    i32 4, label %390
    i32 5, label %394
    i32 6, label %398
    i32 7, label %402
    i32 8, label %406
  ]

389:                                              ; preds = %379
  br label %390

390:                                              ; preds = %389, %379
  %391 = load ptr, ptr %57, align 8
  %392 = load i32, ptr %58, align 4
  %393 = call i64 @ZSTD_hash4Ptr(ptr noundef %391, i32 noundef %392)
  store i64 %393, ptr %56, align 8
  br label %410

394:                                              ; preds = %379
  %395 = load ptr, ptr %57, align 8
  %396 = load i32, ptr %58, align 4
  %397 = call i64 @ZSTD_hash5Ptr(ptr noundef %395, i32 noundef %396)
  store i64 %397, ptr %56, align 8
  br label %410

398:                                              ; preds = %379
  %399 = load ptr, ptr %57, align 8
  %400 = load i32, ptr %58, align 4
  %401 = call i64 @ZSTD_hash6Ptr(ptr noundef %399, i32 noundef %400)
  store i64 %401, ptr %56, align 8
  br label %410

402:                                              ; preds = %379
  %403 = load ptr, ptr %57, align 8
  %404 = load i32, ptr %58, align 4
  %405 = call i64 @ZSTD_hash7Ptr(ptr noundef %403, i32 noundef %404)
  store i64 %405, ptr %56, align 8
  br label %410

406:                                              ; preds = %379
  %407 = load ptr, ptr %57, align 8
  %408 = load i32, ptr %58, align 4
  %409 = call i64 @ZSTD_hash8Ptr(ptr noundef %407, i32 noundef %408)
  store i64 %409, ptr %56, align 8
  br label %410

410:                                              ; preds = %406, %402, %398, %394, %390
  %411 = load i64, ptr %56, align 8
  store i64 %411, ptr %105, align 8
  %412 = load ptr, ptr %96, align 8
  store ptr %412, ptr %95, align 8
  %413 = load ptr, ptr %97, align 8
  store ptr %413, ptr %96, align 8
  %414 = load ptr, ptr %98, align 8
  store ptr %414, ptr %97, align 8
  %415 = load ptr, ptr %95, align 8
  %416 = load ptr, ptr %87, align 8
  %417 = ptrtoint ptr %415 to i64
  %418 = ptrtoint ptr %416 to i64
  %419 = sub i64 %417, %418
  %420 = trunc i64 %419 to i32
  store i32 %420, ptr %99, align 4
  %421 = load i32, ptr %99, align 4
  %422 = load ptr, ptr %84, align 8
  %423 = load i64, ptr %104, align 8
  %424 = getelementptr inbounds i32, ptr %422, i64 %423
  store i32 %421, ptr %424, align 4
  %425 = load ptr, ptr %113, align 8
  %426 = load ptr, ptr %95, align 8
  %427 = load ptr, ptr %87, align 8
  %428 = load i32, ptr %106, align 4
  %429 = zext i32 %428 to i64
  %430 = getelementptr inbounds i8, ptr %427, i64 %429
  %431 = load i32, ptr %106, align 4
  %432 = load i32, ptr %90, align 4
  %433 = call i32 %425(ptr noundef %426, ptr noundef %430, i32 noundef %431, i32 noundef %432) #3
  %434 = icmp ne i32 %433, 0
  br i1 %434, label %435, label %449

435:                                              ; preds = %410
  %436 = load i64, ptr %110, align 8
  %437 = icmp ule i64 %436, 4
  br i1 %437, label %438, label %448

438:                                              ; preds = %435
  %439 = load ptr, ptr %96, align 8
  %440 = load ptr, ptr %87, align 8
  %441 = ptrtoint ptr %439 to i64
  %442 = ptrtoint ptr %440 to i64
  %443 = sub i64 %441, %442
  %444 = trunc i64 %443 to i32
  %445 = load ptr, ptr %84, align 8
  %446 = load i64, ptr %105, align 8
  %447 = getelementptr inbounds i32, ptr %445, i64 %446
  store i32 %444, ptr %447, align 4
  br label %448

448:                                              ; preds = %438, %435
  br label %534

449:                                              ; preds = %410
  %450 = load ptr, ptr %84, align 8
  %451 = load i64, ptr %105, align 8
  %452 = getelementptr inbounds i32, ptr %450, i64 %451
  %453 = load i32, ptr %452, align 4
  store i32 %453, ptr %106, align 4
  %454 = load i64, ptr %105, align 8
  store i64 %454, ptr %104, align 8
  %455 = load ptr, ptr %97, align 8
  %456 = load i32, ptr %85, align 4
  %457 = load i32, ptr %81, align 4
  store ptr %455, ptr %61, align 8
  store i32 %456, ptr %62, align 4
  store i32 %457, ptr %63, align 4
  %458 = load i32, ptr %63, align 4
  switch i32 %458, label %459 [
    i32 4, label %460
    i32 5, label %464
    i32 6, label %468
    i32 7, label %472
    i32 8, label %476
  ]

459:                                              ; preds = %449
  br label %460

460:                                              ; preds = %459, %449
  %461 = load ptr, ptr %61, align 8
  %462 = load i32, ptr %62, align 4
  %463 = call i64 @ZSTD_hash4Ptr(ptr noundef %461, i32 noundef %462)
  store i64 %463, ptr %60, align 8
  br label %480

464:                                              ; preds = %449
  %465 = load ptr, ptr %61, align 8
  %466 = load i32, ptr %62, align 4
  %467 = call i64 @ZSTD_hash5Ptr(ptr noundef %465, i32 noundef %466)
  store i64 %467, ptr %60, align 8
  br label %480

468:                                              ; preds = %449
  %469 = load ptr, ptr %61, align 8
  %470 = load i32, ptr %62, align 4
  %471 = call i64 @ZSTD_hash6Ptr(ptr noundef %469, i32 noundef %470)
  store i64 %471, ptr %60, align 8
  br label %480

472:                                              ; preds = %449
  %473 = load ptr, ptr %61, align 8
  %474 = load i32, ptr %62, align 4
  %475 = call i64 @ZSTD_hash7Ptr(ptr noundef %473, i32 noundef %474)
  store i64 %475, ptr %60, align 8
  br label %480

476:                                              ; preds = %449
  %477 = load ptr, ptr %61, align 8
  %478 = load i32, ptr %62, align 4
  %479 = call i64 @ZSTD_hash8Ptr(ptr noundef %477, i32 noundef %478)
  store i64 %479, ptr %60, align 8
  br label %480

480:                                              ; preds = %476, %472, %468, %464, %460
  %481 = load i64, ptr %60, align 8
  store i64 %481, ptr %105, align 8
  %482 = load ptr, ptr %96, align 8
  store ptr %482, ptr %95, align 8
  %483 = load ptr, ptr %97, align 8
  store ptr %483, ptr %96, align 8
  %484 = load ptr, ptr %95, align 8
  %485 = load i64, ptr %110, align 8
  %486 = getelementptr inbounds i8, ptr %484, i64 %485
  store ptr %486, ptr %97, align 8
  %487 = load ptr, ptr %96, align 8
  %488 = load i64, ptr %110, align 8
  %489 = getelementptr inbounds i8, ptr %487, i64 %488
  store ptr %489, ptr %98, align 8
  %490 = load ptr, ptr %97, align 8
  %491 = load ptr, ptr %111, align 8
  %492 = icmp uge ptr %490, %491
  br i1 %492, label %493, label %502

493:                                              ; preds = %480
  %494 = load i64, ptr %110, align 8
  %495 = add i64 %494, 1
  store i64 %495, ptr %110, align 8
  %496 = load ptr, ptr %96, align 8
  %497 = getelementptr inbounds i8, ptr %496, i64 64
  call void @llvm.prefetch.p0(ptr %497, i32 0, i32 3, i32 1)
  %498 = load ptr, ptr %96, align 8
  %499 = getelementptr inbounds i8, ptr %498, i64 128
  call void @llvm.prefetch.p0(ptr %499, i32 0, i32 3, i32 1)
  %500 = load ptr, ptr %111, align 8
  %501 = getelementptr inbounds i8, ptr %500, i64 128
  store ptr %501, ptr %111, align 8
  br label %502

502:                                              ; preds = %493, %480
  %503 = load ptr, ptr %98, align 8
  %504 = load ptr, ptr %93, align 8
  %505 = icmp ult ptr %503, %504
  br i1 %505, label %294, label %506, !llvm.loop !11

506:                                              ; preds = %502
  br label %507

507:                                              ; preds = %506, %234
  %508 = load i32, ptr %102, align 4
  %509 = icmp ne i32 %508, 0
  br i1 %509, label %510, label %515

510:                                              ; preds = %507
  %511 = load i32, ptr %100, align 4
  %512 = icmp ne i32 %511, 0
  br i1 %512, label %513, label %515

513:                                              ; preds = %510
  %514 = load i32, ptr %102, align 4
  br label %517

515:                                              ; preds = %510, %507
  %516 = load i32, ptr %103, align 4
  br label %517

517:                                              ; preds = %515, %513
  %518 = phi i32 [ %514, %513 ], [ %516, %515 ]
  store i32 %518, ptr %103, align 4
  %519 = load i32, ptr %100, align 4
  %520 = icmp ne i32 %519, 0
  br i1 %520, label %521, label %523

521:                                              ; preds = %517
  %522 = load i32, ptr %100, align 4
  br label %525

523:                                              ; preds = %517
  %524 = load i32, ptr %102, align 4
  br label %525

525:                                              ; preds = %523, %521
  %526 = phi i32 [ %522, %521 ], [ %524, %523 ]
  %527 = load ptr, ptr %78, align 8
  store i32 %526, ptr %527, align 4
  %528 = load i32, ptr %101, align 4
  %529 = icmp ne i32 %528, 0
  br i1 %529, label %530, label %532

530:                                              ; preds = %525
  %531 = load i32, ptr %101, align 4
  br label %1080

532:                                              ; preds = %525
  %533 = load i32, ptr %103, align 4
  br label %1080

534:                                              ; preds = %448, %369
  %535 = load ptr, ptr %87, align 8
  %536 = load i32, ptr %106, align 4
  %537 = zext i32 %536 to i64
  %538 = getelementptr inbounds i8, ptr %535, i64 %537
  store ptr %538, ptr %108, align 8
  %539 = load i32, ptr %100, align 4
  store i32 %539, ptr %101, align 4
  %540 = load ptr, ptr %95, align 8
  %541 = load ptr, ptr %108, align 8
  %542 = ptrtoint ptr %540 to i64
  %543 = ptrtoint ptr %541 to i64
  %544 = sub i64 %542, %543
  %545 = trunc i64 %544 to i32
  store i32 %545, ptr %100, align 4
  %546 = load i32, ptr %100, align 4
  %547 = add i32 %546, 3
  store i32 %547, ptr %107, align 4
  store i64 4, ptr %109, align 8
  br label %548

548:                                              ; preds = %571, %534
  %549 = load ptr, ptr %95, align 8
  %550 = load ptr, ptr %94, align 8
  %551 = icmp ugt ptr %549, %550
  %552 = zext i1 %551 to i32
  %553 = load ptr, ptr %108, align 8
  %554 = load ptr, ptr %91, align 8
  %555 = icmp ugt ptr %553, %554
  %556 = zext i1 %555 to i32
  %557 = and i32 %552, %556
  %558 = icmp ne i32 %557, 0
  br i1 %558, label %559, label %569

559:                                              ; preds = %548
  %560 = load ptr, ptr %95, align 8
  %561 = getelementptr inbounds i8, ptr %560, i64 -1
  %562 = load i8, ptr %561, align 1
  %563 = zext i8 %562 to i32
  %564 = load ptr, ptr %108, align 8
  %565 = getelementptr inbounds i8, ptr %564, i64 -1
  %566 = load i8, ptr %565, align 1
  %567 = zext i8 %566 to i32
  %568 = icmp eq i32 %563, %567
  br label %569

569:                                              ; preds = %559, %548
  %570 = phi i1 [ false, %548 ], [ %568, %559 ]
  br i1 %570, label %571, label %578

571:                                              ; preds = %569
  %572 = load ptr, ptr %95, align 8
  %573 = getelementptr inbounds i8, ptr %572, i32 -1
  store ptr %573, ptr %95, align 8
  %574 = load ptr, ptr %108, align 8
  %575 = getelementptr inbounds i8, ptr %574, i32 -1
  store ptr %575, ptr %108, align 8
  %576 = load i64, ptr %109, align 8
  %577 = add i64 %576, 1
  store i64 %577, ptr %109, align 8
  br label %548, !llvm.loop !12

578:                                              ; preds = %569
  br label %579

579:                                              ; preds = %578, %321
  %580 = load ptr, ptr %95, align 8
  %581 = load i64, ptr %109, align 8
  %582 = getelementptr inbounds i8, ptr %580, i64 %581
  %583 = load ptr, ptr %108, align 8
  %584 = load i64, ptr %109, align 8
  %585 = getelementptr inbounds i8, ptr %583, i64 %584
  %586 = load ptr, ptr %92, align 8
  %587 = call i64 @ZSTD_count(ptr noundef %582, ptr noundef %585, ptr noundef %586)
  %588 = load i64, ptr %109, align 8
  %589 = add i64 %588, %587
  store i64 %589, ptr %109, align 8
  %590 = load ptr, ptr %77, align 8
  %591 = load ptr, ptr %95, align 8
  %592 = load ptr, ptr %94, align 8
  %593 = ptrtoint ptr %591 to i64
  %594 = ptrtoint ptr %592 to i64
  %595 = sub i64 %593, %594
  %596 = load ptr, ptr %94, align 8
  %597 = load ptr, ptr %92, align 8
  %598 = load i32, ptr %107, align 4
  %599 = load i64, ptr %109, align 8
  store ptr %590, ptr %32, align 8
  store i64 %595, ptr %33, align 8
  store ptr %596, ptr %34, align 8
  store ptr %597, ptr %35, align 8
  store i32 %598, ptr %36, align 4
  store i64 %599, ptr %37, align 8
  %600 = load ptr, ptr %35, align 8
  %601 = getelementptr inbounds i8, ptr %600, i64 -32
  store ptr %601, ptr %38, align 8
  %602 = load ptr, ptr %34, align 8
  %603 = load i64, ptr %33, align 8
  %604 = getelementptr inbounds i8, ptr %602, i64 %603
  store ptr %604, ptr %39, align 8
  %605 = load ptr, ptr %39, align 8
  %606 = load ptr, ptr %38, align 8
  %607 = icmp ule ptr %605, %606
  br i1 %607, label %608, label %681

608:                                              ; preds = %579
  %609 = load ptr, ptr %32, align 8
  %610 = getelementptr inbounds %struct.SeqStore_t, ptr %609, i32 0, i32 3
  %611 = load ptr, ptr %610, align 8
  %612 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %611, ptr noundef %612)
  %613 = load i64, ptr %33, align 8
  %614 = icmp ugt i64 %613, 16
  br i1 %614, label %615, label %680

615:                                              ; preds = %608
  %616 = load ptr, ptr %32, align 8
  %617 = getelementptr inbounds %struct.SeqStore_t, ptr %616, i32 0, i32 3
  %618 = load ptr, ptr %617, align 8
  %619 = getelementptr inbounds i8, ptr %618, i64 16
  %620 = load ptr, ptr %34, align 8
  %621 = getelementptr inbounds i8, ptr %620, i64 16
  %622 = load i64, ptr %33, align 8
  %623 = sub nsw i64 %622, 16
  store ptr %619, ptr %24, align 8
  store ptr %621, ptr %25, align 8
  store i64 %623, ptr %26, align 8
  store i32 0, ptr %27, align 4
  %624 = load ptr, ptr %24, align 8
  %625 = load ptr, ptr %25, align 8
  %626 = ptrtoint ptr %624 to i64
  %627 = ptrtoint ptr %625 to i64
  %628 = sub i64 %626, %627
  store i64 %628, ptr %28, align 8
  %629 = load ptr, ptr %25, align 8
  store ptr %629, ptr %29, align 8
  %630 = load ptr, ptr %24, align 8
  store ptr %630, ptr %30, align 8
  %631 = load ptr, ptr %30, align 8
  %632 = load i64, ptr %26, align 8
  %633 = getelementptr inbounds i8, ptr %631, i64 %632
  store ptr %633, ptr %31, align 8
  %634 = load i32, ptr %27, align 4
  %635 = icmp eq i32 %634, 1
  br i1 %635, label %636, label %651

636:                                              ; preds = %615
  %637 = load i64, ptr %28, align 8
  %638 = icmp slt i64 %637, 16
  br i1 %638, label %639, label %651

639:                                              ; preds = %636
  br label %640

640:                                              ; preds = %640, %639
  %641 = load ptr, ptr %30, align 8
  %642 = load ptr, ptr %29, align 8
  call void @ZSTD_copy8(ptr noundef %641, ptr noundef %642)
  %643 = load ptr, ptr %30, align 8
  %644 = getelementptr inbounds i8, ptr %643, i64 8
  store ptr %644, ptr %30, align 8
  %645 = load ptr, ptr %29, align 8
  %646 = getelementptr inbounds i8, ptr %645, i64 8
  store ptr %646, ptr %29, align 8
  %647 = load ptr, ptr %30, align 8
  %648 = load ptr, ptr %31, align 8
  %649 = icmp ult ptr %647, %648
  br i1 %649, label %640, label %650, !llvm.loop !13

650:                                              ; preds = %640
  br label %679

651:                                              ; preds = %636, %615
  %652 = load ptr, ptr %30, align 8
  %653 = load ptr, ptr %29, align 8
  call void @ZSTD_copy16(ptr noundef %652, ptr noundef %653)
  %654 = load i64, ptr %26, align 8
  %655 = icmp sge i64 16, %654
  br i1 %655, label %656, label %657

656:                                              ; preds = %651
  br label %679

657:                                              ; preds = %651
  %658 = load ptr, ptr %30, align 8
  %659 = getelementptr inbounds i8, ptr %658, i64 16
  store ptr %659, ptr %30, align 8
  %660 = load ptr, ptr %29, align 8
  %661 = getelementptr inbounds i8, ptr %660, i64 16
  store ptr %661, ptr %29, align 8
  br label %662

662:                                              ; preds = %662, %657
  %663 = load ptr, ptr %30, align 8
  %664 = load ptr, ptr %29, align 8
  call void @ZSTD_copy16(ptr noundef %663, ptr noundef %664)
  %665 = load ptr, ptr %30, align 8
  %666 = getelementptr inbounds i8, ptr %665, i64 16
  store ptr %666, ptr %30, align 8
  %667 = load ptr, ptr %29, align 8
  %668 = getelementptr inbounds i8, ptr %667, i64 16
  store ptr %668, ptr %29, align 8
  %669 = load ptr, ptr %30, align 8
  %670 = load ptr, ptr %29, align 8
  call void @ZSTD_copy16(ptr noundef %669, ptr noundef %670)
  %671 = load ptr, ptr %30, align 8
  %672 = getelementptr inbounds i8, ptr %671, i64 16
  store ptr %672, ptr %30, align 8
  %673 = load ptr, ptr %29, align 8
  %674 = getelementptr inbounds i8, ptr %673, i64 16
  store ptr %674, ptr %29, align 8
  %675 = load ptr, ptr %30, align 8
  %676 = load ptr, ptr %31, align 8
  %677 = icmp ult ptr %675, %676
  br i1 %677, label %662, label %678, !llvm.loop !14

678:                                              ; preds = %662
  br label %679

679:                                              ; preds = %650, %656, %678
  br label %680

680:                                              ; preds = %679, %608
  br label %688

681:                                              ; preds = %579
  %682 = load ptr, ptr %32, align 8
  %683 = getelementptr inbounds %struct.SeqStore_t, ptr %682, i32 0, i32 3
  %684 = load ptr, ptr %683, align 8
  %685 = load ptr, ptr %34, align 8
  %686 = load ptr, ptr %39, align 8
  %687 = load ptr, ptr %38, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %684, ptr noundef %685, ptr noundef %686, ptr noundef %687)
  br label %688

688:                                              ; preds = %680, %681
  %689 = load i64, ptr %33, align 8
  %690 = load ptr, ptr %32, align 8
  %691 = getelementptr inbounds %struct.SeqStore_t, ptr %690, i32 0, i32 3
  %692 = load ptr, ptr %691, align 8
  %693 = getelementptr inbounds i8, ptr %692, i64 %689
  store ptr %693, ptr %691, align 8
  %694 = load ptr, ptr %32, align 8
  %695 = load i64, ptr %33, align 8
  %696 = load i32, ptr %36, align 4
  %697 = load i64, ptr %37, align 8
  store ptr %694, ptr %11, align 8
  store i64 %695, ptr %12, align 8
  store i32 %696, ptr %13, align 4
  store i64 %697, ptr %14, align 8
  %698 = load i64, ptr %12, align 8
  %699 = icmp ugt i64 %698, 65535
  %700 = zext i1 %699 to i32
  %701 = sext i32 %700 to i64
  br i1 %699, label %702, label %717

702:                                              ; preds = %688
  %703 = load ptr, ptr %11, align 8
  %704 = getelementptr inbounds %struct.SeqStore_t, ptr %703, i32 0, i32 9
  store i32 1, ptr %704, align 8
  %705 = load ptr, ptr %11, align 8
  %706 = getelementptr inbounds %struct.SeqStore_t, ptr %705, i32 0, i32 1
  %707 = load ptr, ptr %706, align 8
  %708 = load ptr, ptr %11, align 8
  %709 = load ptr, ptr %708, align 8
  %710 = ptrtoint ptr %707 to i64
  %711 = ptrtoint ptr %709 to i64
  %712 = sub i64 %710, %711
  %713 = sdiv exact i64 %712, 8
  %714 = trunc i64 %713 to i32
  %715 = load ptr, ptr %11, align 8
  %716 = getelementptr inbounds %struct.SeqStore_t, ptr %715, i32 0, i32 10
  store i32 %714, ptr %716, align 4
  br label %717

717:                                              ; preds = %702, %688
  %718 = load i64, ptr %12, align 8
  %719 = trunc i64 %718 to i16
  %720 = load ptr, ptr %11, align 8
  %721 = getelementptr inbounds %struct.SeqStore_t, ptr %720, i32 0, i32 1
  %722 = load ptr, ptr %721, align 8
  %723 = getelementptr inbounds %struct.SeqDef_s, ptr %722, i32 0, i32 1
  store i16 %719, ptr %723, align 4
  %724 = load i32, ptr %13, align 4
  %725 = load ptr, ptr %11, align 8
  %726 = getelementptr inbounds %struct.SeqStore_t, ptr %725, i32 0, i32 1
  %727 = load ptr, ptr %726, align 8
  store i32 %724, ptr %727, align 4
  %728 = load i64, ptr %14, align 8
  %729 = sub i64 %728, 3
  store i64 %729, ptr %15, align 8
  %730 = load i64, ptr %15, align 8
  %731 = icmp ugt i64 %730, 65535
  %732 = zext i1 %731 to i32
  %733 = sext i32 %732 to i64
  br i1 %731, label %734, label %749

734:                                              ; preds = %717
  %735 = load ptr, ptr %11, align 8
  %736 = getelementptr inbounds %struct.SeqStore_t, ptr %735, i32 0, i32 9
  store i32 2, ptr %736, align 8
  %737 = load ptr, ptr %11, align 8
  %738 = getelementptr inbounds %struct.SeqStore_t, ptr %737, i32 0, i32 1
  %739 = load ptr, ptr %738, align 8
  %740 = load ptr, ptr %11, align 8
  %741 = load ptr, ptr %740, align 8
  %742 = ptrtoint ptr %739 to i64
  %743 = ptrtoint ptr %741 to i64
  %744 = sub i64 %742, %743
  %745 = sdiv exact i64 %744, 8
  %746 = trunc i64 %745 to i32
  %747 = load ptr, ptr %11, align 8
  %748 = getelementptr inbounds %struct.SeqStore_t, ptr %747, i32 0, i32 10
  store i32 %746, ptr %748, align 4
  br label %749

749:                                              ; preds = %717, %734
  %750 = load i64, ptr %15, align 8
  %751 = trunc i64 %750 to i16
  %752 = load ptr, ptr %11, align 8
  %753 = getelementptr inbounds %struct.SeqStore_t, ptr %752, i32 0, i32 1
  %754 = load ptr, ptr %753, align 8
  %755 = getelementptr inbounds %struct.SeqDef_s, ptr %754, i32 0, i32 2
  store i16 %751, ptr %755, align 2
  %756 = load ptr, ptr %11, align 8
  %757 = getelementptr inbounds %struct.SeqStore_t, ptr %756, i32 0, i32 1
  %758 = load ptr, ptr %757, align 8
  %759 = getelementptr inbounds %struct.SeqDef_s, ptr %758, i32 1
  store ptr %759, ptr %757, align 8
  %760 = load i64, ptr %109, align 8
  %761 = load ptr, ptr %95, align 8
  %762 = getelementptr inbounds i8, ptr %761, i64 %760
  store ptr %762, ptr %95, align 8
  %763 = load ptr, ptr %95, align 8
  store ptr %763, ptr %94, align 8
  %764 = load ptr, ptr %95, align 8
  %765 = load ptr, ptr %93, align 8
  %766 = icmp ule ptr %764, %765
  br i1 %766, label %767, label %1079

767:                                              ; preds = %749
  %768 = load i32, ptr %99, align 4
  %769 = add i32 %768, 2
  %770 = load ptr, ptr %84, align 8
  %771 = load ptr, ptr %87, align 8
  %772 = load i32, ptr %99, align 4
  %773 = zext i32 %772 to i64
  %774 = getelementptr inbounds i8, ptr %771, i64 %773
  %775 = getelementptr inbounds i8, ptr %774, i64 2
  %776 = load i32, ptr %85, align 4
  %777 = load i32, ptr %81, align 4
  store ptr %775, ptr %65, align 8
  store i32 %776, ptr %66, align 4
  store i32 %777, ptr %67, align 4
  %778 = load i32, ptr %67, align 4
  switch i32 %778, label %779 [
    i32 4, label %780
    i32 5, label %784
    i32 6, label %788
    i32 7, label %792
    i32 8, label %796
  ]

779:                                              ; preds = %767
  br label %780

780:                                              ; preds = %779, %767
  %781 = load ptr, ptr %65, align 8
  %782 = load i32, ptr %66, align 4
  %783 = call i64 @ZSTD_hash4Ptr(ptr noundef %781, i32 noundef %782)
  store i64 %783, ptr %64, align 8
  br label %800

784:                                              ; preds = %767
  %785 = load ptr, ptr %65, align 8
  %786 = load i32, ptr %66, align 4
  %787 = call i64 @ZSTD_hash5Ptr(ptr noundef %785, i32 noundef %786)
  store i64 %787, ptr %64, align 8
  br label %800

788:                                              ; preds = %767
  %789 = load ptr, ptr %65, align 8
  %790 = load i32, ptr %66, align 4
  %791 = call i64 @ZSTD_hash6Ptr(ptr noundef %789, i32 noundef %790)
  store i64 %791, ptr %64, align 8
  br label %800

792:                                              ; preds = %767
  %793 = load ptr, ptr %65, align 8
  %794 = load i32, ptr %66, align 4
  %795 = call i64 @ZSTD_hash7Ptr(ptr noundef %793, i32 noundef %794)
  store i64 %795, ptr %64, align 8
  br label %800

796:                                              ; preds = %767
  %797 = load ptr, ptr %65, align 8
  %798 = load i32, ptr %66, align 4
  %799 = call i64 @ZSTD_hash8Ptr(ptr noundef %797, i32 noundef %798)
  store i64 %799, ptr %64, align 8
  br label %800

800:                                              ; preds = %796, %792, %788, %784, %780
  %801 = load i64, ptr %64, align 8
  %802 = getelementptr inbounds i32, ptr %770, i64 %801
  store i32 %769, ptr %802, align 4
  %803 = load ptr, ptr %95, align 8
  %804 = getelementptr inbounds i8, ptr %803, i64 -2
  %805 = load ptr, ptr %87, align 8
  %806 = ptrtoint ptr %804 to i64
  %807 = ptrtoint ptr %805 to i64
  %808 = sub i64 %806, %807
  %809 = trunc i64 %808 to i32
  %810 = load ptr, ptr %84, align 8
  %811 = load ptr, ptr %95, align 8
  %812 = getelementptr inbounds i8, ptr %811, i64 -2
  %813 = load i32, ptr %85, align 4
  %814 = load i32, ptr %81, align 4
  store ptr %812, ptr %69, align 8
  store i32 %813, ptr %70, align 4
  store i32 %814, ptr %71, align 4
  %815 = load i32, ptr %71, align 4
  switch i32 %815, label %816 [
    i32 4, label %817
    i32 5, label %821
    i32 6, label %825
    i32 7, label %829
    i32 8, label %833
  ]

816:                                              ; preds = %800
  br label %817

817:                                              ; preds = %816, %800
  %818 = load ptr, ptr %69, align 8
  %819 = load i32, ptr %70, align 4
  %820 = call i64 @ZSTD_hash4Ptr(ptr noundef %818, i32 noundef %819)
  store i64 %820, ptr %68, align 8
  br label %837

821:                                              ; preds = %800
  %822 = load ptr, ptr %69, align 8
  %823 = load i32, ptr %70, align 4
  %824 = call i64 @ZSTD_hash5Ptr(ptr noundef %822, i32 noundef %823)
  store i64 %824, ptr %68, align 8
  br label %837

825:                                              ; preds = %800
  %826 = load ptr, ptr %69, align 8
  %827 = load i32, ptr %70, align 4
  %828 = call i64 @ZSTD_hash6Ptr(ptr noundef %826, i32 noundef %827)
  store i64 %828, ptr %68, align 8
  br label %837

829:                                              ; preds = %800
  %830 = load ptr, ptr %69, align 8
  %831 = load i32, ptr %70, align 4
  %832 = call i64 @ZSTD_hash7Ptr(ptr noundef %830, i32 noundef %831)
  store i64 %832, ptr %68, align 8
  br label %837

833:                                              ; preds = %800
  %834 = load ptr, ptr %69, align 8
  %835 = load i32, ptr %70, align 4
  %836 = call i64 @ZSTD_hash8Ptr(ptr noundef %834, i32 noundef %835)
  store i64 %836, ptr %68, align 8
  br label %837

837:                                              ; preds = %833, %829, %825, %821, %817
  %838 = load i64, ptr %68, align 8
  %839 = getelementptr inbounds i32, ptr %810, i64 %838
  store i32 %809, ptr %839, align 4
  %840 = load i32, ptr %101, align 4
  %841 = icmp ugt i32 %840, 0
  br i1 %841, label %842, label %1078

842:                                              ; preds = %837
  br label %843

843:                                              ; preds = %1065, %842
  %844 = load ptr, ptr %95, align 8
  %845 = load ptr, ptr %93, align 8
  %846 = icmp ule ptr %844, %845
  br i1 %846, label %847, label %857

847:                                              ; preds = %843
  %848 = load ptr, ptr %95, align 8
  %849 = call i32 @MEM_read32(ptr noundef %848)
  %850 = load ptr, ptr %95, align 8
  %851 = load i32, ptr %101, align 4
  %852 = zext i32 %851 to i64
  %853 = sub i64 0, %852
  %854 = getelementptr inbounds i8, ptr %850, i64 %853
  %855 = call i32 @MEM_read32(ptr noundef %854)
  %856 = icmp eq i32 %849, %855
  br label %857

857:                                              ; preds = %847, %843
  %858 = phi i1 [ false, %843 ], [ %856, %847 ]
  br i1 %858, label %859, label %1077

859:                                              ; preds = %857
  %860 = load ptr, ptr %95, align 8
  %861 = getelementptr inbounds i8, ptr %860, i64 4
  %862 = load ptr, ptr %95, align 8
  %863 = getelementptr inbounds i8, ptr %862, i64 4
  %864 = load i32, ptr %101, align 4
  %865 = zext i32 %864 to i64
  %866 = sub i64 0, %865
  %867 = getelementptr inbounds i8, ptr %863, i64 %866
  %868 = load ptr, ptr %92, align 8
  %869 = call i64 @ZSTD_count(ptr noundef %861, ptr noundef %867, ptr noundef %868)
  %870 = add i64 %869, 4
  store i64 %870, ptr %118, align 8
  %871 = load i32, ptr %101, align 4
  store i32 %871, ptr %119, align 4
  %872 = load i32, ptr %100, align 4
  store i32 %872, ptr %101, align 4
  %873 = load i32, ptr %119, align 4
  store i32 %873, ptr %100, align 4
  %874 = load ptr, ptr %95, align 8
  %875 = load ptr, ptr %87, align 8
  %876 = ptrtoint ptr %874 to i64
  %877 = ptrtoint ptr %875 to i64
  %878 = sub i64 %876, %877
  %879 = trunc i64 %878 to i32
  %880 = load ptr, ptr %84, align 8
  %881 = load ptr, ptr %95, align 8
  %882 = load i32, ptr %85, align 4
  %883 = load i32, ptr %81, align 4
  store ptr %881, ptr %73, align 8
  store i32 %882, ptr %74, align 4
  store i32 %883, ptr %75, align 4
  %884 = load i32, ptr %75, align 4
  switch i32 %884, label %885 [
    i32 4, label %886
    i32 5, label %890
    i32 6, label %894
    i32 7, label %898
    i32 8, label %902
  ]

885:                                              ; preds = %859
  br label %886

886:                                              ; preds = %885, %859
  %887 = load ptr, ptr %73, align 8
  %888 = load i32, ptr %74, align 4
  %889 = call i64 @ZSTD_hash4Ptr(ptr noundef %887, i32 noundef %888)
  store i64 %889, ptr %72, align 8
  br label %906

890:                                              ; preds = %859
  %891 = load ptr, ptr %73, align 8
  %892 = load i32, ptr %74, align 4
  %893 = call i64 @ZSTD_hash5Ptr(ptr noundef %891, i32 noundef %892)
  store i64 %893, ptr %72, align 8
  br label %906

894:                                              ; preds = %859
  %895 = load ptr, ptr %73, align 8
  %896 = load i32, ptr %74, align 4
  %897 = call i64 @ZSTD_hash6Ptr(ptr noundef %895, i32 noundef %896)
  store i64 %897, ptr %72, align 8
  br label %906

898:                                              ; preds = %859
  %899 = load ptr, ptr %73, align 8
  %900 = load i32, ptr %74, align 4
  %901 = call i64 @ZSTD_hash7Ptr(ptr noundef %899, i32 noundef %900)
  store i64 %901, ptr %72, align 8
  br label %906

902:                                              ; preds = %859
  %903 = load ptr, ptr %73, align 8
  %904 = load i32, ptr %74, align 4
  %905 = call i64 @ZSTD_hash8Ptr(ptr noundef %903, i32 noundef %904)
  store i64 %905, ptr %72, align 8
  br label %906

906:                                              ; preds = %902, %898, %894, %890, %886
  %907 = load i64, ptr %72, align 8
  %908 = getelementptr inbounds i32, ptr %880, i64 %907
  store i32 %879, ptr %908, align 4
  %909 = load i64, ptr %118, align 8
  %910 = load ptr, ptr %95, align 8
  %911 = getelementptr inbounds i8, ptr %910, i64 %909
  store ptr %911, ptr %95, align 8
  %912 = load ptr, ptr %77, align 8
  %913 = load ptr, ptr %94, align 8
  %914 = load ptr, ptr %92, align 8
  %915 = load i64, ptr %118, align 8
  store ptr %912, ptr %40, align 8
  store i64 0, ptr %41, align 8
  store ptr %913, ptr %42, align 8
  store ptr %914, ptr %43, align 8
  store i32 1, ptr %44, align 4
  store i64 %915, ptr %45, align 8
  %916 = load ptr, ptr %43, align 8
  %917 = getelementptr inbounds i8, ptr %916, i64 -32
  store ptr %917, ptr %46, align 8
  %918 = load ptr, ptr %42, align 8
  %919 = load i64, ptr %41, align 8
  %920 = getelementptr inbounds i8, ptr %918, i64 %919
  store ptr %920, ptr %47, align 8
  %921 = load ptr, ptr %47, align 8
  %922 = load ptr, ptr %46, align 8
  %923 = icmp ule ptr %921, %922
  br i1 %923, label %924, label %997

924:                                              ; preds = %906
  %925 = load ptr, ptr %40, align 8
  %926 = getelementptr inbounds %struct.SeqStore_t, ptr %925, i32 0, i32 3
  %927 = load ptr, ptr %926, align 8
  %928 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %927, ptr noundef %928)
  %929 = load i64, ptr %41, align 8
  %930 = icmp ugt i64 %929, 16
  br i1 %930, label %931, label %996

931:                                              ; preds = %924
  %932 = load ptr, ptr %40, align 8
  %933 = getelementptr inbounds %struct.SeqStore_t, ptr %932, i32 0, i32 3
  %934 = load ptr, ptr %933, align 8
  %935 = getelementptr inbounds i8, ptr %934, i64 16
  %936 = load ptr, ptr %42, align 8
  %937 = getelementptr inbounds i8, ptr %936, i64 16
  %938 = load i64, ptr %41, align 8
  %939 = sub nsw i64 %938, 16
  store ptr %935, ptr %16, align 8
  store ptr %937, ptr %17, align 8
  store i64 %939, ptr %18, align 8
  store i32 0, ptr %19, align 4
  %940 = load ptr, ptr %16, align 8
  %941 = load ptr, ptr %17, align 8
  %942 = ptrtoint ptr %940 to i64
  %943 = ptrtoint ptr %941 to i64
  %944 = sub i64 %942, %943
  store i64 %944, ptr %20, align 8
  %945 = load ptr, ptr %17, align 8
  store ptr %945, ptr %21, align 8
  %946 = load ptr, ptr %16, align 8
  store ptr %946, ptr %22, align 8
  %947 = load ptr, ptr %22, align 8
  %948 = load i64, ptr %18, align 8
  %949 = getelementptr inbounds i8, ptr %947, i64 %948
  store ptr %949, ptr %23, align 8
  %950 = load i32, ptr %19, align 4
  %951 = icmp eq i32 %950, 1
  br i1 %951, label %952, label %967

952:                                              ; preds = %931
  %953 = load i64, ptr %20, align 8
  %954 = icmp slt i64 %953, 16
  br i1 %954, label %955, label %967

955:                                              ; preds = %952
  br label %956

956:                                              ; preds = %956, %955
  %957 = load ptr, ptr %22, align 8
  %958 = load ptr, ptr %21, align 8
  call void @ZSTD_copy8(ptr noundef %957, ptr noundef %958)
  %959 = load ptr, ptr %22, align 8
  %960 = getelementptr inbounds i8, ptr %959, i64 8
  store ptr %960, ptr %22, align 8
  %961 = load ptr, ptr %21, align 8
  %962 = getelementptr inbounds i8, ptr %961, i64 8
  store ptr %962, ptr %21, align 8
  %963 = load ptr, ptr %22, align 8
  %964 = load ptr, ptr %23, align 8
  %965 = icmp ult ptr %963, %964
  br i1 %965, label %956, label %966, !llvm.loop !13

966:                                              ; preds = %956
  br label %995

967:                                              ; preds = %952, %931
  %968 = load ptr, ptr %22, align 8
  %969 = load ptr, ptr %21, align 8
  call void @ZSTD_copy16(ptr noundef %968, ptr noundef %969)
  %970 = load i64, ptr %18, align 8
  %971 = icmp sge i64 16, %970
  br i1 %971, label %972, label %973

972:                                              ; preds = %967
  br label %995

973:                                              ; preds = %967
  %974 = load ptr, ptr %22, align 8
  %975 = getelementptr inbounds i8, ptr %974, i64 16
  store ptr %975, ptr %22, align 8
  %976 = load ptr, ptr %21, align 8
  %977 = getelementptr inbounds i8, ptr %976, i64 16
  store ptr %977, ptr %21, align 8
  br label %978

978:                                              ; preds = %978, %973
  %979 = load ptr, ptr %22, align 8
  %980 = load ptr, ptr %21, align 8
  call void @ZSTD_copy16(ptr noundef %979, ptr noundef %980)
  %981 = load ptr, ptr %22, align 8
  %982 = getelementptr inbounds i8, ptr %981, i64 16
  store ptr %982, ptr %22, align 8
  %983 = load ptr, ptr %21, align 8
  %984 = getelementptr inbounds i8, ptr %983, i64 16
  store ptr %984, ptr %21, align 8
  %985 = load ptr, ptr %22, align 8
  %986 = load ptr, ptr %21, align 8
  call void @ZSTD_copy16(ptr noundef %985, ptr noundef %986)
  %987 = load ptr, ptr %22, align 8
  %988 = getelementptr inbounds i8, ptr %987, i64 16
  store ptr %988, ptr %22, align 8
  %989 = load ptr, ptr %21, align 8
  %990 = getelementptr inbounds i8, ptr %989, i64 16
  store ptr %990, ptr %21, align 8
  %991 = load ptr, ptr %22, align 8
  %992 = load ptr, ptr %23, align 8
  %993 = icmp ult ptr %991, %992
  br i1 %993, label %978, label %994, !llvm.loop !14

994:                                              ; preds = %978
  br label %995

995:                                              ; preds = %966, %972, %994
  br label %996

996:                                              ; preds = %995, %924
  br label %1004

997:                                              ; preds = %906
  %998 = load ptr, ptr %40, align 8
  %999 = getelementptr inbounds %struct.SeqStore_t, ptr %998, i32 0, i32 3
  %1000 = load ptr, ptr %999, align 8
  %1001 = load ptr, ptr %42, align 8
  %1002 = load ptr, ptr %47, align 8
  %1003 = load ptr, ptr %46, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1000, ptr noundef %1001, ptr noundef %1002, ptr noundef %1003)
  br label %1004

1004:                                             ; preds = %996, %997
  %1005 = load i64, ptr %41, align 8
  %1006 = load ptr, ptr %40, align 8
  %1007 = getelementptr inbounds %struct.SeqStore_t, ptr %1006, i32 0, i32 3
  %1008 = load ptr, ptr %1007, align 8
  %1009 = getelementptr inbounds i8, ptr %1008, i64 %1005
  store ptr %1009, ptr %1007, align 8
  %1010 = load ptr, ptr %40, align 8
  %1011 = load i64, ptr %41, align 8
  %1012 = load i32, ptr %44, align 4
  %1013 = load i64, ptr %45, align 8
  store ptr %1010, ptr %6, align 8
  store i64 %1011, ptr %7, align 8
  store i32 %1012, ptr %8, align 4
  store i64 %1013, ptr %9, align 8
  %1014 = load i64, ptr %7, align 8
  %1015 = icmp ugt i64 %1014, 65535
  %1016 = zext i1 %1015 to i32
  %1017 = sext i32 %1016 to i64
  br i1 %1015, label %1018, label %1033

1018:                                             ; preds = %1004
  %1019 = load ptr, ptr %6, align 8
  %1020 = getelementptr inbounds %struct.SeqStore_t, ptr %1019, i32 0, i32 9
  store i32 1, ptr %1020, align 8
  %1021 = load ptr, ptr %6, align 8
  %1022 = getelementptr inbounds %struct.SeqStore_t, ptr %1021, i32 0, i32 1
  %1023 = load ptr, ptr %1022, align 8
  %1024 = load ptr, ptr %6, align 8
  %1025 = load ptr, ptr %1024, align 8
  %1026 = ptrtoint ptr %1023 to i64
  %1027 = ptrtoint ptr %1025 to i64
  %1028 = sub i64 %1026, %1027
  %1029 = sdiv exact i64 %1028, 8
  %1030 = trunc i64 %1029 to i32
  %1031 = load ptr, ptr %6, align 8
  %1032 = getelementptr inbounds %struct.SeqStore_t, ptr %1031, i32 0, i32 10
  store i32 %1030, ptr %1032, align 4
  br label %1033

1033:                                             ; preds = %1018, %1004
  %1034 = load i64, ptr %7, align 8
  %1035 = trunc i64 %1034 to i16
  %1036 = load ptr, ptr %6, align 8
  %1037 = getelementptr inbounds %struct.SeqStore_t, ptr %1036, i32 0, i32 1
  %1038 = load ptr, ptr %1037, align 8
  %1039 = getelementptr inbounds %struct.SeqDef_s, ptr %1038, i32 0, i32 1
  store i16 %1035, ptr %1039, align 4
  %1040 = load i32, ptr %8, align 4
  %1041 = load ptr, ptr %6, align 8
  %1042 = getelementptr inbounds %struct.SeqStore_t, ptr %1041, i32 0, i32 1
  %1043 = load ptr, ptr %1042, align 8
  store i32 %1040, ptr %1043, align 4
  %1044 = load i64, ptr %9, align 8
  %1045 = sub i64 %1044, 3
  store i64 %1045, ptr %10, align 8
  %1046 = load i64, ptr %10, align 8
  %1047 = icmp ugt i64 %1046, 65535
  %1048 = zext i1 %1047 to i32
  %1049 = sext i32 %1048 to i64
  br i1 %1047, label %1050, label %1065

1050:                                             ; preds = %1033
  %1051 = load ptr, ptr %6, align 8
  %1052 = getelementptr inbounds %struct.SeqStore_t, ptr %1051, i32 0, i32 9
  store i32 2, ptr %1052, align 8
  %1053 = load ptr, ptr %6, align 8
  %1054 = getelementptr inbounds %struct.SeqStore_t, ptr %1053, i32 0, i32 1
  %1055 = load ptr, ptr %1054, align 8
  %1056 = load ptr, ptr %6, align 8
  %1057 = load ptr, ptr %1056, align 8
  %1058 = ptrtoint ptr %1055 to i64
  %1059 = ptrtoint ptr %1057 to i64
  %1060 = sub i64 %1058, %1059
  %1061 = sdiv exact i64 %1060, 8
  %1062 = trunc i64 %1061 to i32
  %1063 = load ptr, ptr %6, align 8
  %1064 = getelementptr inbounds %struct.SeqStore_t, ptr %1063, i32 0, i32 10
  store i32 %1062, ptr %1064, align 4
  br label %1065

1065:                                             ; preds = %1033, %1050
  %1066 = load i64, ptr %10, align 8
  %1067 = trunc i64 %1066 to i16
  %1068 = load ptr, ptr %6, align 8
  %1069 = getelementptr inbounds %struct.SeqStore_t, ptr %1068, i32 0, i32 1
  %1070 = load ptr, ptr %1069, align 8
  %1071 = getelementptr inbounds %struct.SeqDef_s, ptr %1070, i32 0, i32 2
  store i16 %1067, ptr %1071, align 2
  %1072 = load ptr, ptr %6, align 8
  %1073 = getelementptr inbounds %struct.SeqStore_t, ptr %1072, i32 0, i32 1
  %1074 = load ptr, ptr %1073, align 8
  %1075 = getelementptr inbounds %struct.SeqDef_s, ptr %1074, i32 1
  store ptr %1075, ptr %1073, align 8
  %1076 = load ptr, ptr %95, align 8
  store ptr %1076, ptr %94, align 8
  br label %843, !llvm.loop !15

1077:                                             ; preds = %857
  br label %1078

1078:                                             ; preds = %1077, %837
  br label %1079

1079:                                             ; preds = %1078, %749
  br label %220

1080:                                             ; preds = %530, %532
  %1081 = phi i32 [ %531, %530 ], [ %533, %532 ]
  %1082 = load ptr, ptr %78, align 8
  %1083 = getelementptr inbounds i32, ptr %1082, i64 1
  store i32 %1081, ptr %1083, align 4
  %1084 = load ptr, ptr %92, align 8
  %1085 = load ptr, ptr %94, align 8
  %1086 = ptrtoint ptr %1084 to i64
  %1087 = ptrtoint ptr %1085 to i64
  %1088 = sub i64 %1086, %1087
  ret i64 %1088
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_compressBlock_fast_noDict_5_0(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
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
  %17 = alloca ptr, align 8
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca i64, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca i64, align 8
  %27 = alloca i32, align 4
  %28 = alloca i64, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca i64, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca i32, align 4
  %37 = alloca i64, align 8
  %38 = alloca ptr, align 8
  %39 = alloca ptr, align 8
  %40 = alloca ptr, align 8
  %41 = alloca i64, align 8
  %42 = alloca ptr, align 8
  %43 = alloca ptr, align 8
  %44 = alloca i32, align 4
  %45 = alloca i64, align 8
  %46 = alloca ptr, align 8
  %47 = alloca ptr, align 8
  %48 = alloca i64, align 8
  %49 = alloca ptr, align 8
  %50 = alloca i32, align 4
  %51 = alloca i32, align 4
  %52 = alloca i64, align 8
  %53 = alloca ptr, align 8
  %54 = alloca i32, align 4
  %55 = alloca i32, align 4
  %56 = alloca i64, align 8
  %57 = alloca ptr, align 8
  %58 = alloca i32, align 4
  %59 = alloca i32, align 4
  %60 = alloca i64, align 8
  %61 = alloca ptr, align 8
  %62 = alloca i32, align 4
  %63 = alloca i32, align 4
  %64 = alloca i64, align 8
  %65 = alloca ptr, align 8
  %66 = alloca i32, align 4
  %67 = alloca i32, align 4
  %68 = alloca i64, align 8
  %69 = alloca ptr, align 8
  %70 = alloca i32, align 4
  %71 = alloca i32, align 4
  %72 = alloca i64, align 8
  %73 = alloca ptr, align 8
  %74 = alloca i32, align 4
  %75 = alloca i32, align 4
  %76 = alloca ptr, align 8
  %77 = alloca ptr, align 8
  %78 = alloca ptr, align 8
  %79 = alloca ptr, align 8
  %80 = alloca i64, align 8
  %81 = alloca i32, align 4
  %82 = alloca i32, align 4
  %83 = alloca ptr, align 8
  %84 = alloca ptr, align 8
  %85 = alloca i32, align 4
  %86 = alloca i64, align 8
  %87 = alloca ptr, align 8
  %88 = alloca ptr, align 8
  %89 = alloca i32, align 4
  %90 = alloca i32, align 4
  %91 = alloca ptr, align 8
  %92 = alloca ptr, align 8
  %93 = alloca ptr, align 8
  %94 = alloca ptr, align 8
  %95 = alloca ptr, align 8
  %96 = alloca ptr, align 8
  %97 = alloca ptr, align 8
  %98 = alloca ptr, align 8
  %99 = alloca i32, align 4
  %100 = alloca i32, align 4
  %101 = alloca i32, align 4
  %102 = alloca i32, align 4
  %103 = alloca i32, align 4
  %104 = alloca i64, align 8
  %105 = alloca i64, align 8
  %106 = alloca i32, align 4
  %107 = alloca i32, align 4
  %108 = alloca ptr, align 8
  %109 = alloca i64, align 8
  %110 = alloca i64, align 8
  %111 = alloca ptr, align 8
  %112 = alloca i64, align 8
  %113 = alloca ptr, align 8
  %114 = alloca i32, align 4
  %115 = alloca i32, align 4
  %116 = alloca i32, align 4
  %117 = alloca i32, align 4
  %118 = alloca i64, align 8
  %119 = alloca i32, align 4
  %120 = alloca ptr, align 8
  %121 = alloca ptr, align 8
  %122 = alloca ptr, align 8
  %123 = alloca ptr, align 8
  %124 = alloca i64, align 8
  store ptr %0, ptr %120, align 8
  store ptr %1, ptr %121, align 8
  store ptr %2, ptr %122, align 8
  store ptr %3, ptr %123, align 8
  store i64 %4, ptr %124, align 8
  %125 = load ptr, ptr %120, align 8
  %126 = load ptr, ptr %121, align 8
  %127 = load ptr, ptr %122, align 8
  %128 = load ptr, ptr %123, align 8
  %129 = load i64, ptr %124, align 8
  store ptr %125, ptr %76, align 8
  store ptr %126, ptr %77, align 8
  store ptr %127, ptr %78, align 8
  store ptr %128, ptr %79, align 8
  store i64 %129, ptr %80, align 8
  store i32 5, ptr %81, align 4
  store i32 0, ptr %82, align 4
  %130 = load ptr, ptr %76, align 8
  %131 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %130, i32 0, i32 16
  store ptr %131, ptr %83, align 8
  %132 = load ptr, ptr %76, align 8
  %133 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %132, i32 0, i32 9
  %134 = load ptr, ptr %133, align 8
  store ptr %134, ptr %84, align 8
  %135 = load ptr, ptr %83, align 8
  %136 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %135, i32 0, i32 2
  %137 = load i32, ptr %136, align 4
  store i32 %137, ptr %85, align 4
  %138 = load ptr, ptr %83, align 8
  %139 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %138, i32 0, i32 5
  %140 = load i32, ptr %139, align 4
  %141 = load ptr, ptr %83, align 8
  %142 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %141, i32 0, i32 5
  %143 = load i32, ptr %142, align 4
  %144 = icmp ne i32 %143, 0
  %145 = xor i1 %144, true
  %146 = zext i1 %145 to i32
  %147 = add i32 %140, %146
  %148 = add i32 %147, 1
  %149 = zext i32 %148 to i64
  store i64 %149, ptr %86, align 8
  %150 = load ptr, ptr %76, align 8
  %151 = getelementptr inbounds %struct.ZSTD_window_t, ptr %150, i32 0, i32 1
  %152 = load ptr, ptr %151, align 8
  store ptr %152, ptr %87, align 8
  %153 = load ptr, ptr %79, align 8
  store ptr %153, ptr %88, align 8
  %154 = load ptr, ptr %88, align 8
  %155 = load ptr, ptr %87, align 8
  %156 = ptrtoint ptr %154 to i64
  %157 = ptrtoint ptr %155 to i64
  %158 = sub i64 %156, %157
  %159 = load i64, ptr %80, align 8
  %160 = add i64 %158, %159
  %161 = trunc i64 %160 to i32
  store i32 %161, ptr %89, align 4
  %162 = load ptr, ptr %76, align 8
  %163 = load i32, ptr %89, align 4
  %164 = load ptr, ptr %83, align 8
  %165 = load i32, ptr %164, align 4
  %166 = call i32 @ZSTD_getLowestPrefixIndex(ptr noundef %162, i32 noundef %163, i32 noundef %165)
  store i32 %166, ptr %90, align 4
  %167 = load ptr, ptr %87, align 8
  %168 = load i32, ptr %90, align 4
  %169 = zext i32 %168 to i64
  %170 = getelementptr inbounds i8, ptr %167, i64 %169
  store ptr %170, ptr %91, align 8
  %171 = load ptr, ptr %88, align 8
  %172 = load i64, ptr %80, align 8
  %173 = getelementptr inbounds i8, ptr %171, i64 %172
  store ptr %173, ptr %92, align 8
  %174 = load ptr, ptr %92, align 8
  %175 = getelementptr inbounds i8, ptr %174, i64 -8
  store ptr %175, ptr %93, align 8
  %176 = load ptr, ptr %88, align 8
  store ptr %176, ptr %94, align 8
  %177 = load ptr, ptr %88, align 8
  store ptr %177, ptr %95, align 8
  %178 = load ptr, ptr %78, align 8
  %179 = load i32, ptr %178, align 4
  store i32 %179, ptr %100, align 4
  %180 = load ptr, ptr %78, align 8
  %181 = getelementptr inbounds i32, ptr %180, i64 1
  %182 = load i32, ptr %181, align 4
  store i32 %182, ptr %101, align 4
  store i32 0, ptr %102, align 4
  store i32 0, ptr %103, align 4
  store i64 128, ptr %112, align 8
  %183 = load i32, ptr %82, align 4
  %184 = icmp ne i32 %183, 0
  %185 = zext i1 %184 to i64
  %186 = select i1 %184, ptr @ZSTD_match4Found_cmov, ptr @ZSTD_match4Found_branch
  store ptr %186, ptr %113, align 8
  %187 = load ptr, ptr %95, align 8
  %188 = load ptr, ptr %91, align 8
  %189 = icmp eq ptr %187, %188
  %190 = zext i1 %189 to i32
  %191 = load ptr, ptr %95, align 8
  %192 = sext i32 %190 to i64
  %193 = getelementptr inbounds i8, ptr %191, i64 %192
  store ptr %193, ptr %95, align 8
  %194 = load ptr, ptr %95, align 8
  %195 = load ptr, ptr %87, align 8
  %196 = ptrtoint ptr %194 to i64
  %197 = ptrtoint ptr %195 to i64
  %198 = sub i64 %196, %197
  %199 = trunc i64 %198 to i32
  store i32 %199, ptr %114, align 4
  %200 = load ptr, ptr %76, align 8
  %201 = load i32, ptr %114, align 4
  %202 = load ptr, ptr %83, align 8
  %203 = load i32, ptr %202, align 4
  %204 = call i32 @ZSTD_getLowestPrefixIndex(ptr noundef %200, i32 noundef %201, i32 noundef %203)
  store i32 %204, ptr %115, align 4
  %205 = load i32, ptr %114, align 4
  %206 = load i32, ptr %115, align 4
  %207 = sub i32 %205, %206
  store i32 %207, ptr %116, align 4
  %208 = load i32, ptr %101, align 4
  %209 = load i32, ptr %116, align 4
  %210 = icmp ugt i32 %208, %209
  br i1 %210, label %211, label %213

211:                                              ; preds = %5
  %212 = load i32, ptr %101, align 4
  store i32 %212, ptr %103, align 4
  store i32 0, ptr %101, align 4
  br label %213

213:                                              ; preds = %211, %5
  %214 = load i32, ptr %100, align 4
  %215 = load i32, ptr %116, align 4
  %216 = icmp ugt i32 %214, %215
  br i1 %216, label %217, label %219

217:                                              ; preds = %213
  %218 = load i32, ptr %100, align 4
  store i32 %218, ptr %102, align 4
  store i32 0, ptr %100, align 4
  br label %219

219:                                              ; preds = %217, %213
  br label %220

220:                                              ; preds = %1079, %219
  %221 = load i64, ptr %86, align 8
  store i64 %221, ptr %110, align 8
  %222 = load ptr, ptr %95, align 8
  %223 = getelementptr inbounds i8, ptr %222, i64 128
  store ptr %223, ptr %111, align 8
  %224 = load ptr, ptr %95, align 8
  %225 = getelementptr inbounds i8, ptr %224, i64 1
  store ptr %225, ptr %96, align 8
  %226 = load ptr, ptr %95, align 8
  %227 = load i64, ptr %110, align 8
  %228 = getelementptr inbounds i8, ptr %226, i64 %227
  store ptr %228, ptr %97, align 8
  %229 = load ptr, ptr %97, align 8
  %230 = getelementptr inbounds i8, ptr %229, i64 1
  store ptr %230, ptr %98, align 8
  %231 = load ptr, ptr %98, align 8
  %232 = load ptr, ptr %93, align 8
  %233 = icmp uge ptr %231, %232
  br i1 %233, label %234, label %235

234:                                              ; preds = %220
  br label %507

235:                                              ; preds = %220
  %236 = load ptr, ptr %95, align 8
  %237 = load i32, ptr %85, align 4
  %238 = load i32, ptr %81, align 4
  store ptr %236, ptr %49, align 8
  store i32 %237, ptr %50, align 4
  store i32 %238, ptr %51, align 4
  %239 = load i32, ptr %51, align 4
  switch i32 %239, label %240 [
    i32 4, label %241
    i32 5, label %245
    i32 6, label %249
    i32 7, label %253
    i32 8, label %257
  ]

240:                                              ; preds = %235
  br label %241

241:                                              ; preds = %240, %235
  %242 = load ptr, ptr %49, align 8
  %243 = load i32, ptr %50, align 4
  %244 = call i64 @ZSTD_hash4Ptr(ptr noundef %242, i32 noundef %243)
  store i64 %244, ptr %48, align 8
  br label %261

245:                                              ; preds = %235
  %246 = load ptr, ptr %49, align 8
  %247 = load i32, ptr %50, align 4
  %248 = call i64 @ZSTD_hash5Ptr(ptr noundef %246, i32 noundef %247)
  store i64 %248, ptr %48, align 8
  br label %261

249:                                              ; preds = %235
  %250 = load ptr, ptr %49, align 8
  %251 = load i32, ptr %50, align 4
  %252 = call i64 @ZSTD_hash6Ptr(ptr noundef %250, i32 noundef %251)
  store i64 %252, ptr %48, align 8
  br label %261

253:                                              ; preds = %235
  %254 = load ptr, ptr %49, align 8
  %255 = load i32, ptr %50, align 4
  %256 = call i64 @ZSTD_hash7Ptr(ptr noundef %254, i32 noundef %255)
  store i64 %256, ptr %48, align 8
  br label %261

257:                                              ; preds = %235
  %258 = load ptr, ptr %49, align 8
  %259 = load i32, ptr %50, align 4
  %260 = call i64 @ZSTD_hash8Ptr(ptr noundef %258, i32 noundef %259)
  store i64 %260, ptr %48, align 8
  br label %261

261:                                              ; preds = %257, %253, %249, %245, %241
  %262 = load i64, ptr %48, align 8
  store i64 %262, ptr %104, align 8
  %263 = load ptr, ptr %96, align 8
  %264 = load i32, ptr %85, align 4
  %265 = load i32, ptr %81, align 4
  store ptr %263, ptr %53, align 8
  store i32 %264, ptr %54, align 4
  store i32 %265, ptr %55, align 4
  %266 = load i32, ptr %55, align 4
  switch i32 %266, label %267 [
    i32 4, label %268
    i32 5, label %272
    i32 6, label %276
    i32 7, label %280
    i32 8, label %284
  ]

267:                                              ; preds = %261
  br label %268

268:                                              ; preds = %267, %261
  %269 = load ptr, ptr %53, align 8
  %270 = load i32, ptr %54, align 4
  %271 = call i64 @ZSTD_hash4Ptr(ptr noundef %269, i32 noundef %270)
  store i64 %271, ptr %52, align 8
  br label %288

272:                                              ; preds = %261
  %273 = load ptr, ptr %53, align 8
  %274 = load i32, ptr %54, align 4
  %275 = call i64 @ZSTD_hash5Ptr(ptr noundef %273, i32 noundef %274)
  store i64 %275, ptr %52, align 8
  br label %288

276:                                              ; preds = %261
  %277 = load ptr, ptr %53, align 8
  %278 = load i32, ptr %54, align 4
  %279 = call i64 @ZSTD_hash6Ptr(ptr noundef %277, i32 noundef %278)
  store i64 %279, ptr %52, align 8
  br label %288

280:                                              ; preds = %261
  %281 = load ptr, ptr %53, align 8
  %282 = load i32, ptr %54, align 4
  %283 = call i64 @ZSTD_hash7Ptr(ptr noundef %281, i32 noundef %282)
  store i64 %283, ptr %52, align 8
  br label %288

284:                                              ; preds = %261
  %285 = load ptr, ptr %53, align 8
  %286 = load i32, ptr %54, align 4
  %287 = call i64 @ZSTD_hash8Ptr(ptr noundef %285, i32 noundef %286)
  store i64 %287, ptr %52, align 8
  br label %288

288:                                              ; preds = %284, %280, %276, %272, %268
  %289 = load i64, ptr %52, align 8
  store i64 %289, ptr %105, align 8
  %290 = load ptr, ptr %84, align 8
  %291 = load i64, ptr %104, align 8
  %292 = getelementptr inbounds i32, ptr %290, i64 %291
  %293 = load i32, ptr %292, align 4
  store i32 %293, ptr %106, align 4
  br label %294

294:                                              ; preds = %502, %288
  %295 = load ptr, ptr %97, align 8
  %296 = load i32, ptr %100, align 4
  %297 = zext i32 %296 to i64
  %298 = sub i64 0, %297
  %299 = getelementptr inbounds i8, ptr %295, i64 %298
  %300 = call i32 @MEM_read32(ptr noundef %299)
  store i32 %300, ptr %117, align 4
  %301 = load ptr, ptr %95, align 8
  %302 = load ptr, ptr %87, align 8
  %303 = ptrtoint ptr %301 to i64
  %304 = ptrtoint ptr %302 to i64
  %305 = sub i64 %303, %304
  %306 = trunc i64 %305 to i32
  store i32 %306, ptr %99, align 4
  %307 = load i32, ptr %99, align 4
  %308 = load ptr, ptr %84, align 8
  %309 = load i64, ptr %104, align 8
  %310 = getelementptr inbounds i32, ptr %308, i64 %309
  store i32 %307, ptr %310, align 4
  %311 = load ptr, ptr %97, align 8
  %312 = call i32 @MEM_read32(ptr noundef %311)
  %313 = load i32, ptr %117, align 4
  %314 = icmp eq i32 %312, %313
  %315 = zext i1 %314 to i32
  %316 = load i32, ptr %100, align 4
  %317 = icmp ugt i32 %316, 0
  %318 = zext i1 %317 to i32
  %319 = and i32 %315, %318
  %320 = icmp ne i32 %319, 0
  br i1 %320, label %321, label %358

321:                                              ; preds = %294
  %322 = load ptr, ptr %97, align 8
  store ptr %322, ptr %95, align 8
  %323 = load ptr, ptr %95, align 8
  %324 = load i32, ptr %100, align 4
  %325 = zext i32 %324 to i64
  %326 = sub i64 0, %325
  %327 = getelementptr inbounds i8, ptr %323, i64 %326
  store ptr %327, ptr %108, align 8
  %328 = load ptr, ptr %95, align 8
  %329 = getelementptr inbounds i8, ptr %328, i64 -1
  %330 = load i8, ptr %329, align 1
  %331 = zext i8 %330 to i32
  %332 = load ptr, ptr %108, align 8
  %333 = getelementptr inbounds i8, ptr %332, i64 -1
  %334 = load i8, ptr %333, align 1
  %335 = zext i8 %334 to i32
  %336 = icmp eq i32 %331, %335
  %337 = zext i1 %336 to i32
  %338 = sext i32 %337 to i64
  store i64 %338, ptr %109, align 8
  %339 = load i64, ptr %109, align 8
  %340 = load ptr, ptr %95, align 8
  %341 = sub i64 0, %339
  %342 = getelementptr inbounds i8, ptr %340, i64 %341
  store ptr %342, ptr %95, align 8
  %343 = load i64, ptr %109, align 8
  %344 = load ptr, ptr %108, align 8
  %345 = sub i64 0, %343
  %346 = getelementptr inbounds i8, ptr %344, i64 %345
  store ptr %346, ptr %108, align 8
  store i32 1, ptr %107, align 4
  %347 = load i64, ptr %109, align 8
  %348 = add i64 %347, 4
  store i64 %348, ptr %109, align 8
  %349 = load ptr, ptr %96, align 8
  %350 = load ptr, ptr %87, align 8
  %351 = ptrtoint ptr %349 to i64
  %352 = ptrtoint ptr %350 to i64
  %353 = sub i64 %351, %352
  %354 = trunc i64 %353 to i32
  %355 = load ptr, ptr %84, align 8
  %356 = load i64, ptr %105, align 8
  %357 = getelementptr inbounds i32, ptr %355, i64 %356
  store i32 %354, ptr %357, align 4
  br label %579

358:                                              ; preds = %294
  %359 = load ptr, ptr %113, align 8
  %360 = load ptr, ptr %95, align 8
  %361 = load ptr, ptr %87, align 8
  %362 = load i32, ptr %106, align 4
  %363 = zext i32 %362 to i64
  %364 = getelementptr inbounds i8, ptr %361, i64 %363
  %365 = load i32, ptr %106, align 4
  %366 = load i32, ptr %90, align 4
  %367 = call i32 %359(ptr noundef %360, ptr noundef %364, i32 noundef %365, i32 noundef %366) #3
  %368 = icmp ne i32 %367, 0
  br i1 %368, label %369, label %379

369:                                              ; preds = %358
  %370 = load ptr, ptr %96, align 8
  %371 = load ptr, ptr %87, align 8
  %372 = ptrtoint ptr %370 to i64
  %373 = ptrtoint ptr %371 to i64
  %374 = sub i64 %372, %373
  %375 = trunc i64 %374 to i32
  %376 = load ptr, ptr %84, align 8
  %377 = load i64, ptr %105, align 8
  %378 = getelementptr inbounds i32, ptr %376, i64 %377
  store i32 %375, ptr %378, align 4
  br label %534

379:                                              ; preds = %358
  %380 = load ptr, ptr %84, align 8
  %381 = load i64, ptr %105, align 8
  %382 = getelementptr inbounds i32, ptr %380, i64 %381
  %383 = load i32, ptr %382, align 4
  store i32 %383, ptr %106, align 4
  %384 = load i64, ptr %105, align 8
  store i64 %384, ptr %104, align 8
  %385 = load ptr, ptr %97, align 8
  %386 = load i32, ptr %85, align 4
  %387 = load i32, ptr %81, align 4
  store ptr %385, ptr %57, align 8
  store i32 %386, ptr %58, align 4
  store i32 %387, ptr %59, align 4
  %388 = load i32, ptr %59, align 4
  switch i32 %388, label %389 [
    i32 4, label %390
    i32 5, label %394
    i32 6, label %398
    i32 7, label %402
    i32 8, label %406
  ]

389:                                              ; preds = %379
  br label %390

390:                                              ; preds = %389, %379
  %391 = load ptr, ptr %57, align 8
  %392 = load i32, ptr %58, align 4
  %393 = call i64 @ZSTD_hash4Ptr(ptr noundef %391, i32 noundef %392)
  store i64 %393, ptr %56, align 8
  br label %410

394:                                              ; preds = %379
  %395 = load ptr, ptr %57, align 8
  %396 = load i32, ptr %58, align 4
  %397 = call i64 @ZSTD_hash5Ptr(ptr noundef %395, i32 noundef %396)
  store i64 %397, ptr %56, align 8
  br label %410

398:                                              ; preds = %379
  %399 = load ptr, ptr %57, align 8
  %400 = load i32, ptr %58, align 4
  %401 = call i64 @ZSTD_hash6Ptr(ptr noundef %399, i32 noundef %400)
  store i64 %401, ptr %56, align 8
  br label %410

402:                                              ; preds = %379
  %403 = load ptr, ptr %57, align 8
  %404 = load i32, ptr %58, align 4
  %405 = call i64 @ZSTD_hash7Ptr(ptr noundef %403, i32 noundef %404)
  store i64 %405, ptr %56, align 8
  br label %410

406:                                              ; preds = %379
  %407 = load ptr, ptr %57, align 8
  %408 = load i32, ptr %58, align 4
  %409 = call i64 @ZSTD_hash8Ptr(ptr noundef %407, i32 noundef %408)
  store i64 %409, ptr %56, align 8
  br label %410

410:                                              ; preds = %406, %402, %398, %394, %390
  %411 = load i64, ptr %56, align 8
  store i64 %411, ptr %105, align 8
  %412 = load ptr, ptr %96, align 8
  store ptr %412, ptr %95, align 8
  %413 = load ptr, ptr %97, align 8
  store ptr %413, ptr %96, align 8
  %414 = load ptr, ptr %98, align 8
  store ptr %414, ptr %97, align 8
  %415 = load ptr, ptr %95, align 8
  %416 = load ptr, ptr %87, align 8
  %417 = ptrtoint ptr %415 to i64
  %418 = ptrtoint ptr %416 to i64
  %419 = sub i64 %417, %418
  %420 = trunc i64 %419 to i32
  store i32 %420, ptr %99, align 4
  %421 = load i32, ptr %99, align 4
  %422 = load ptr, ptr %84, align 8
  %423 = load i64, ptr %104, align 8
  %424 = getelementptr inbounds i32, ptr %422, i64 %423
  store i32 %421, ptr %424, align 4
  %425 = load ptr, ptr %113, align 8
  %426 = load ptr, ptr %95, align 8
  %427 = load ptr, ptr %87, align 8
  %428 = load i32, ptr %106, align 4
  %429 = zext i32 %428 to i64
  %430 = getelementptr inbounds i8, ptr %427, i64 %429
  %431 = load i32, ptr %106, align 4
  %432 = load i32, ptr %90, align 4
  %433 = call i32 %425(ptr noundef %426, ptr noundef %430, i32 noundef %431, i32 noundef %432) #3
  %434 = icmp ne i32 %433, 0
  br i1 %434, label %435, label %449

435:                                              ; preds = %410
  %436 = load i64, ptr %110, align 8
  %437 = icmp ule i64 %436, 4
  br i1 %437, label %438, label %448

438:                                              ; preds = %435
  %439 = load ptr, ptr %96, align 8
  %440 = load ptr, ptr %87, align 8
  %441 = ptrtoint ptr %439 to i64
  %442 = ptrtoint ptr %440 to i64
  %443 = sub i64 %441, %442
  %444 = trunc i64 %443 to i32
  %445 = load ptr, ptr %84, align 8
  %446 = load i64, ptr %105, align 8
  %447 = getelementptr inbounds i32, ptr %445, i64 %446
  store i32 %444, ptr %447, align 4
  br label %448

448:                                              ; preds = %438, %435
  br label %534

449:                                              ; preds = %410
  %450 = load ptr, ptr %84, align 8
  %451 = load i64, ptr %105, align 8
  %452 = getelementptr inbounds i32, ptr %450, i64 %451
  %453 = load i32, ptr %452, align 4
  store i32 %453, ptr %106, align 4
  %454 = load i64, ptr %105, align 8
  store i64 %454, ptr %104, align 8
  %455 = load ptr, ptr %97, align 8
  %456 = load i32, ptr %85, align 4
  %457 = load i32, ptr %81, align 4
  store ptr %455, ptr %61, align 8
  store i32 %456, ptr %62, align 4
  store i32 %457, ptr %63, align 4
  %458 = load i32, ptr %63, align 4
  switch i32 %458, label %459 [
    i32 4, label %460
    i32 5, label %464
    i32 6, label %468
    i32 7, label %472
    i32 8, label %476
  ]

459:                                              ; preds = %449
  br label %460

460:                                              ; preds = %459, %449
  %461 = load ptr, ptr %61, align 8
  %462 = load i32, ptr %62, align 4
  %463 = call i64 @ZSTD_hash4Ptr(ptr noundef %461, i32 noundef %462)
  store i64 %463, ptr %60, align 8
  br label %480

464:                                              ; preds = %449
  %465 = load ptr, ptr %61, align 8
  %466 = load i32, ptr %62, align 4
  %467 = call i64 @ZSTD_hash5Ptr(ptr noundef %465, i32 noundef %466)
  store i64 %467, ptr %60, align 8
  br label %480

468:                                              ; preds = %449
  %469 = load ptr, ptr %61, align 8
  %470 = load i32, ptr %62, align 4
  %471 = call i64 @ZSTD_hash6Ptr(ptr noundef %469, i32 noundef %470)
  store i64 %471, ptr %60, align 8
  br label %480

472:                                              ; preds = %449
  %473 = load ptr, ptr %61, align 8
  %474 = load i32, ptr %62, align 4
  %475 = call i64 @ZSTD_hash7Ptr(ptr noundef %473, i32 noundef %474)
  store i64 %475, ptr %60, align 8
  br label %480

476:                                              ; preds = %449
  %477 = load ptr, ptr %61, align 8
  %478 = load i32, ptr %62, align 4
  %479 = call i64 @ZSTD_hash8Ptr(ptr noundef %477, i32 noundef %478)
  store i64 %479, ptr %60, align 8
  br label %480

480:                                              ; preds = %476, %472, %468, %464, %460
  %481 = load i64, ptr %60, align 8
  store i64 %481, ptr %105, align 8
  %482 = load ptr, ptr %96, align 8
  store ptr %482, ptr %95, align 8
  %483 = load ptr, ptr %97, align 8
  store ptr %483, ptr %96, align 8
  %484 = load ptr, ptr %95, align 8
  %485 = load i64, ptr %110, align 8
  %486 = getelementptr inbounds i8, ptr %484, i64 %485
  store ptr %486, ptr %97, align 8
  %487 = load ptr, ptr %96, align 8
  %488 = load i64, ptr %110, align 8
  %489 = getelementptr inbounds i8, ptr %487, i64 %488
  store ptr %489, ptr %98, align 8
  %490 = load ptr, ptr %97, align 8
  %491 = load ptr, ptr %111, align 8
  %492 = icmp uge ptr %490, %491
  br i1 %492, label %493, label %502

493:                                              ; preds = %480
  %494 = load i64, ptr %110, align 8
  %495 = add i64 %494, 1
  store i64 %495, ptr %110, align 8
  %496 = load ptr, ptr %96, align 8
  %497 = getelementptr inbounds i8, ptr %496, i64 64
  call void @llvm.prefetch.p0(ptr %497, i32 0, i32 3, i32 1)
  %498 = load ptr, ptr %96, align 8
  %499 = getelementptr inbounds i8, ptr %498, i64 128
  call void @llvm.prefetch.p0(ptr %499, i32 0, i32 3, i32 1)
  %500 = load ptr, ptr %111, align 8
  %501 = getelementptr inbounds i8, ptr %500, i64 128
  store ptr %501, ptr %111, align 8
  br label %502

502:                                              ; preds = %493, %480
  %503 = load ptr, ptr %98, align 8
  %504 = load ptr, ptr %93, align 8
  %505 = icmp ult ptr %503, %504
  br i1 %505, label %294, label %506, !llvm.loop !11

506:                                              ; preds = %502
  br label %507

507:                                              ; preds = %506, %234
  %508 = load i32, ptr %102, align 4
  %509 = icmp ne i32 %508, 0
  br i1 %509, label %510, label %515

510:                                              ; preds = %507
  %511 = load i32, ptr %100, align 4
  %512 = icmp ne i32 %511, 0
  br i1 %512, label %513, label %515

513:                                              ; preds = %510
  %514 = load i32, ptr %102, align 4
  br label %517

515:                                              ; preds = %510, %507
  %516 = load i32, ptr %103, align 4
  br label %517

517:                                              ; preds = %515, %513
  %518 = phi i32 [ %514, %513 ], [ %516, %515 ]
  store i32 %518, ptr %103, align 4
  %519 = load i32, ptr %100, align 4
  %520 = icmp ne i32 %519, 0
  br i1 %520, label %521, label %523

521:                                              ; preds = %517
  %522 = load i32, ptr %100, align 4
  br label %525

523:                                              ; preds = %517
  %524 = load i32, ptr %102, align 4
  br label %525

525:                                              ; preds = %523, %521
  %526 = phi i32 [ %522, %521 ], [ %524, %523 ]
  %527 = load ptr, ptr %78, align 8
  store i32 %526, ptr %527, align 4
  %528 = load i32, ptr %101, align 4
  %529 = icmp ne i32 %528, 0
  br i1 %529, label %530, label %532

530:                                              ; preds = %525
  %531 = load i32, ptr %101, align 4
  br label %1080

532:                                              ; preds = %525
  %533 = load i32, ptr %103, align 4
  br label %1080

534:                                              ; preds = %448, %369
  %535 = load ptr, ptr %87, align 8
  %536 = load i32, ptr %106, align 4
  %537 = zext i32 %536 to i64
  %538 = getelementptr inbounds i8, ptr %535, i64 %537
  store ptr %538, ptr %108, align 8
  %539 = load i32, ptr %100, align 4
  store i32 %539, ptr %101, align 4
  %540 = load ptr, ptr %95, align 8
  %541 = load ptr, ptr %108, align 8
  %542 = ptrtoint ptr %540 to i64
  %543 = ptrtoint ptr %541 to i64
  %544 = sub i64 %542, %543
  %545 = trunc i64 %544 to i32
  store i32 %545, ptr %100, align 4
  %546 = load i32, ptr %100, align 4
  %547 = add i32 %546, 3
  store i32 %547, ptr %107, align 4
  store i64 4, ptr %109, align 8
  br label %548

548:                                              ; preds = %571, %534
  %549 = load ptr, ptr %95, align 8
  %550 = load ptr, ptr %94, align 8
  %551 = icmp ugt ptr %549, %550
  %552 = zext i1 %551 to i32
  %553 = load ptr, ptr %108, align 8
  %554 = load ptr, ptr %91, align 8
  %555 = icmp ugt ptr %553, %554
  %556 = zext i1 %555 to i32
  %557 = and i32 %552, %556
  %558 = icmp ne i32 %557, 0
  br i1 %558, label %559, label %569

559:                                              ; preds = %548
  %560 = load ptr, ptr %95, align 8
  %561 = getelementptr inbounds i8, ptr %560, i64 -1
  %562 = load i8, ptr %561, align 1
  %563 = zext i8 %562 to i32
  %564 = load ptr, ptr %108, align 8
  %565 = getelementptr inbounds i8, ptr %564, i64 -1
  %566 = load i8, ptr %565, align 1
  %567 = zext i8 %566 to i32
  %568 = icmp eq i32 %563, %567
  br label %569

569:                                              ; preds = %559, %548
  %570 = phi i1 [ false, %548 ], [ %568, %559 ]
  br i1 %570, label %571, label %578

571:                                              ; preds = %569
  %572 = load ptr, ptr %95, align 8
  %573 = getelementptr inbounds i8, ptr %572, i32 -1
  store ptr %573, ptr %95, align 8
  %574 = load ptr, ptr %108, align 8
  %575 = getelementptr inbounds i8, ptr %574, i32 -1
  store ptr %575, ptr %108, align 8
  %576 = load i64, ptr %109, align 8
  %577 = add i64 %576, 1
  store i64 %577, ptr %109, align 8
  br label %548, !llvm.loop !12

578:                                              ; preds = %569
  br label %579

579:                                              ; preds = %578, %321
  %580 = load ptr, ptr %95, align 8
  %581 = load i64, ptr %109, align 8
  %582 = getelementptr inbounds i8, ptr %580, i64 %581
  %583 = load ptr, ptr %108, align 8
  %584 = load i64, ptr %109, align 8
  %585 = getelementptr inbounds i8, ptr %583, i64 %584
  %586 = load ptr, ptr %92, align 8
  %587 = call i64 @ZSTD_count(ptr noundef %582, ptr noundef %585, ptr noundef %586)
  %588 = load i64, ptr %109, align 8
  %589 = add i64 %588, %587
  store i64 %589, ptr %109, align 8
  %590 = load ptr, ptr %77, align 8
  %591 = load ptr, ptr %95, align 8
  %592 = load ptr, ptr %94, align 8
  %593 = ptrtoint ptr %591 to i64
  %594 = ptrtoint ptr %592 to i64
  %595 = sub i64 %593, %594
  %596 = load ptr, ptr %94, align 8
  %597 = load ptr, ptr %92, align 8
  %598 = load i32, ptr %107, align 4
  %599 = load i64, ptr %109, align 8
  store ptr %590, ptr %32, align 8
  store i64 %595, ptr %33, align 8
  store ptr %596, ptr %34, align 8
  store ptr %597, ptr %35, align 8
  store i32 %598, ptr %36, align 4
  store i64 %599, ptr %37, align 8
  %600 = load ptr, ptr %35, align 8
  %601 = getelementptr inbounds i8, ptr %600, i64 -32
  store ptr %601, ptr %38, align 8
  %602 = load ptr, ptr %34, align 8
  %603 = load i64, ptr %33, align 8
  %604 = getelementptr inbounds i8, ptr %602, i64 %603
  store ptr %604, ptr %39, align 8
  %605 = load ptr, ptr %39, align 8
  %606 = load ptr, ptr %38, align 8
  %607 = icmp ule ptr %605, %606
  br i1 %607, label %608, label %681

608:                                              ; preds = %579
  %609 = load ptr, ptr %32, align 8
  %610 = getelementptr inbounds %struct.SeqStore_t, ptr %609, i32 0, i32 3
  %611 = load ptr, ptr %610, align 8
  %612 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %611, ptr noundef %612)
  %613 = load i64, ptr %33, align 8
  %614 = icmp ugt i64 %613, 16
  br i1 %614, label %615, label %680

615:                                              ; preds = %608
  %616 = load ptr, ptr %32, align 8
  %617 = getelementptr inbounds %struct.SeqStore_t, ptr %616, i32 0, i32 3
  %618 = load ptr, ptr %617, align 8
  %619 = getelementptr inbounds i8, ptr %618, i64 16
  %620 = load ptr, ptr %34, align 8
  %621 = getelementptr inbounds i8, ptr %620, i64 16
  %622 = load i64, ptr %33, align 8
  %623 = sub nsw i64 %622, 16
  store ptr %619, ptr %24, align 8
  store ptr %621, ptr %25, align 8
  store i64 %623, ptr %26, align 8
  store i32 0, ptr %27, align 4
  %624 = load ptr, ptr %24, align 8
  %625 = load ptr, ptr %25, align 8
  %626 = ptrtoint ptr %624 to i64
  %627 = ptrtoint ptr %625 to i64
  %628 = sub i64 %626, %627
  store i64 %628, ptr %28, align 8
  %629 = load ptr, ptr %25, align 8
  store ptr %629, ptr %29, align 8
  %630 = load ptr, ptr %24, align 8
  store ptr %630, ptr %30, align 8
  %631 = load ptr, ptr %30, align 8
  %632 = load i64, ptr %26, align 8
  %633 = getelementptr inbounds i8, ptr %631, i64 %632
  store ptr %633, ptr %31, align 8
  %634 = load i32, ptr %27, align 4
  %635 = icmp eq i32 %634, 1
  br i1 %635, label %636, label %651

636:                                              ; preds = %615
  %637 = load i64, ptr %28, align 8
  %638 = icmp slt i64 %637, 16
  br i1 %638, label %639, label %651

639:                                              ; preds = %636
  br label %640

640:                                              ; preds = %640, %639
  %641 = load ptr, ptr %30, align 8
  %642 = load ptr, ptr %29, align 8
  call void @ZSTD_copy8(ptr noundef %641, ptr noundef %642)
  %643 = load ptr, ptr %30, align 8
  %644 = getelementptr inbounds i8, ptr %643, i64 8
  store ptr %644, ptr %30, align 8
  %645 = load ptr, ptr %29, align 8
  %646 = getelementptr inbounds i8, ptr %645, i64 8
  store ptr %646, ptr %29, align 8
  %647 = load ptr, ptr %30, align 8
  %648 = load ptr, ptr %31, align 8
  %649 = icmp ult ptr %647, %648
  br i1 %649, label %640, label %650, !llvm.loop !13

650:                                              ; preds = %640
  br label %679

651:                                              ; preds = %636, %615
  %652 = load ptr, ptr %30, align 8
  %653 = load ptr, ptr %29, align 8
  call void @ZSTD_copy16(ptr noundef %652, ptr noundef %653)
  %654 = load i64, ptr %26, align 8
  %655 = icmp sge i64 16, %654
  br i1 %655, label %656, label %657

656:                                              ; preds = %651
  br label %679

657:                                              ; preds = %651
  %658 = load ptr, ptr %30, align 8
  %659 = getelementptr inbounds i8, ptr %658, i64 16
  store ptr %659, ptr %30, align 8
  %660 = load ptr, ptr %29, align 8
  %661 = getelementptr inbounds i8, ptr %660, i64 16
  store ptr %661, ptr %29, align 8
  br label %662

662:                                              ; preds = %662, %657
  %663 = load ptr, ptr %30, align 8
  %664 = load ptr, ptr %29, align 8
  call void @ZSTD_copy16(ptr noundef %663, ptr noundef %664)
  %665 = load ptr, ptr %30, align 8
  %666 = getelementptr inbounds i8, ptr %665, i64 16
  store ptr %666, ptr %30, align 8
  %667 = load ptr, ptr %29, align 8
  %668 = getelementptr inbounds i8, ptr %667, i64 16
  store ptr %668, ptr %29, align 8
  %669 = load ptr, ptr %30, align 8
  %670 = load ptr, ptr %29, align 8
  call void @ZSTD_copy16(ptr noundef %669, ptr noundef %670)
  %671 = load ptr, ptr %30, align 8
  %672 = getelementptr inbounds i8, ptr %671, i64 16
  store ptr %672, ptr %30, align 8
  %673 = load ptr, ptr %29, align 8
  %674 = getelementptr inbounds i8, ptr %673, i64 16
  store ptr %674, ptr %29, align 8
  %675 = load ptr, ptr %30, align 8
  %676 = load ptr, ptr %31, align 8
  %677 = icmp ult ptr %675, %676
  br i1 %677, label %662, label %678, !llvm.loop !14

678:                                              ; preds = %662
  br label %679

679:                                              ; preds = %650, %656, %678
  br label %680

680:                                              ; preds = %679, %608
  br label %688

681:                                              ; preds = %579
  %682 = load ptr, ptr %32, align 8
  %683 = getelementptr inbounds %struct.SeqStore_t, ptr %682, i32 0, i32 3
  %684 = load ptr, ptr %683, align 8
  %685 = load ptr, ptr %34, align 8
  %686 = load ptr, ptr %39, align 8
  %687 = load ptr, ptr %38, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %684, ptr noundef %685, ptr noundef %686, ptr noundef %687)
  br label %688

688:                                              ; preds = %680, %681
  %689 = load i64, ptr %33, align 8
  %690 = load ptr, ptr %32, align 8
  %691 = getelementptr inbounds %struct.SeqStore_t, ptr %690, i32 0, i32 3
  %692 = load ptr, ptr %691, align 8
  %693 = getelementptr inbounds i8, ptr %692, i64 %689
  store ptr %693, ptr %691, align 8
  %694 = load ptr, ptr %32, align 8
  %695 = load i64, ptr %33, align 8
  %696 = load i32, ptr %36, align 4
  %697 = load i64, ptr %37, align 8
  store ptr %694, ptr %11, align 8
  store i64 %695, ptr %12, align 8
  store i32 %696, ptr %13, align 4
  store i64 %697, ptr %14, align 8
  %698 = load i64, ptr %12, align 8
  %699 = icmp ugt i64 %698, 65535
  %700 = zext i1 %699 to i32
  %701 = sext i32 %700 to i64
  br i1 %699, label %702, label %717

702:                                              ; preds = %688
  %703 = load ptr, ptr %11, align 8
  %704 = getelementptr inbounds %struct.SeqStore_t, ptr %703, i32 0, i32 9
  store i32 1, ptr %704, align 8
  %705 = load ptr, ptr %11, align 8
  %706 = getelementptr inbounds %struct.SeqStore_t, ptr %705, i32 0, i32 1
  %707 = load ptr, ptr %706, align 8
  %708 = load ptr, ptr %11, align 8
  %709 = load ptr, ptr %708, align 8
  %710 = ptrtoint ptr %707 to i64
  %711 = ptrtoint ptr %709 to i64
  %712 = sub i64 %710, %711
  %713 = sdiv exact i64 %712, 8
  %714 = trunc i64 %713 to i32
  %715 = load ptr, ptr %11, align 8
  %716 = getelementptr inbounds %struct.SeqStore_t, ptr %715, i32 0, i32 10
  store i32 %714, ptr %716, align 4
  br label %717

717:                                              ; preds = %702, %688
  %718 = load i64, ptr %12, align 8
  %719 = trunc i64 %718 to i16
  %720 = load ptr, ptr %11, align 8
  %721 = getelementptr inbounds %struct.SeqStore_t, ptr %720, i32 0, i32 1
  %722 = load ptr, ptr %721, align 8
  %723 = getelementptr inbounds %struct.SeqDef_s, ptr %722, i32 0, i32 1
  store i16 %719, ptr %723, align 4
  %724 = load i32, ptr %13, align 4
  %725 = load ptr, ptr %11, align 8
  %726 = getelementptr inbounds %struct.SeqStore_t, ptr %725, i32 0, i32 1
  %727 = load ptr, ptr %726, align 8
  store i32 %724, ptr %727, align 4
  %728 = load i64, ptr %14, align 8
  %729 = sub i64 %728, 3
  store i64 %729, ptr %15, align 8
  %730 = load i64, ptr %15, align 8
  %731 = icmp ugt i64 %730, 65535
  %732 = zext i1 %731 to i32
  %733 = sext i32 %732 to i64
  br i1 %731, label %734, label %749

734:                                              ; preds = %717
  %735 = load ptr, ptr %11, align 8
  %736 = getelementptr inbounds %struct.SeqStore_t, ptr %735, i32 0, i32 9
  store i32 2, ptr %736, align 8
  %737 = load ptr, ptr %11, align 8
  %738 = getelementptr inbounds %struct.SeqStore_t, ptr %737, i32 0, i32 1
  %739 = load ptr, ptr %738, align 8
  %740 = load ptr, ptr %11, align 8
  %741 = load ptr, ptr %740, align 8
  %742 = ptrtoint ptr %739 to i64
  %743 = ptrtoint ptr %741 to i64
  %744 = sub i64 %742, %743
  %745 = sdiv exact i64 %744, 8
  %746 = trunc i64 %745 to i32
  %747 = load ptr, ptr %11, align 8
  %748 = getelementptr inbounds %struct.SeqStore_t, ptr %747, i32 0, i32 10
  store i32 %746, ptr %748, align 4
  br label %749

749:                                              ; preds = %717, %734
  %750 = load i64, ptr %15, align 8
  %751 = trunc i64 %750 to i16
  %752 = load ptr, ptr %11, align 8
  %753 = getelementptr inbounds %struct.SeqStore_t, ptr %752, i32 0, i32 1
  %754 = load ptr, ptr %753, align 8
  %755 = getelementptr inbounds %struct.SeqDef_s, ptr %754, i32 0, i32 2
  store i16 %751, ptr %755, align 2
  %756 = load ptr, ptr %11, align 8
  %757 = getelementptr inbounds %struct.SeqStore_t, ptr %756, i32 0, i32 1
  %758 = load ptr, ptr %757, align 8
  %759 = getelementptr inbounds %struct.SeqDef_s, ptr %758, i32 1
  store ptr %759, ptr %757, align 8
  %760 = load i64, ptr %109, align 8
  %761 = load ptr, ptr %95, align 8
  %762 = getelementptr inbounds i8, ptr %761, i64 %760
  store ptr %762, ptr %95, align 8
  %763 = load ptr, ptr %95, align 8
  store ptr %763, ptr %94, align 8
  %764 = load ptr, ptr %95, align 8
  %765 = load ptr, ptr %93, align 8
  %766 = icmp ule ptr %764, %765
  br i1 %766, label %767, label %1079

767:                                              ; preds = %749
  %768 = load i32, ptr %99, align 4
  %769 = add i32 %768, 2
  %770 = load ptr, ptr %84, align 8
  %771 = load ptr, ptr %87, align 8
  %772 = load i32, ptr %99, align 4
  %773 = zext i32 %772 to i64
  %774 = getelementptr inbounds i8, ptr %771, i64 %773
  %775 = getelementptr inbounds i8, ptr %774, i64 2
  %776 = load i32, ptr %85, align 4
  %777 = load i32, ptr %81, align 4
  store ptr %775, ptr %65, align 8
  store i32 %776, ptr %66, align 4
  store i32 %777, ptr %67, align 4
  %778 = load i32, ptr %67, align 4
  switch i32 %778, label %779 [
    i32 4, label %780
    i32 5, label %784
    i32 6, label %788
    i32 7, label %792
    i32 8, label %796
  ]

779:                                              ; preds = %767
  br label %780

780:                                              ; preds = %779, %767
  %781 = load ptr, ptr %65, align 8
  %782 = load i32, ptr %66, align 4
  %783 = call i64 @ZSTD_hash4Ptr(ptr noundef %781, i32 noundef %782)
  store i64 %783, ptr %64, align 8
  br label %800

784:                                              ; preds = %767
  %785 = load ptr, ptr %65, align 8
  %786 = load i32, ptr %66, align 4
  %787 = call i64 @ZSTD_hash5Ptr(ptr noundef %785, i32 noundef %786)
  store i64 %787, ptr %64, align 8
  br label %800

788:                                              ; preds = %767
  %789 = load ptr, ptr %65, align 8
  %790 = load i32, ptr %66, align 4
  %791 = call i64 @ZSTD_hash6Ptr(ptr noundef %789, i32 noundef %790)
  store i64 %791, ptr %64, align 8
  br label %800

792:                                              ; preds = %767
  %793 = load ptr, ptr %65, align 8
  %794 = load i32, ptr %66, align 4
  %795 = call i64 @ZSTD_hash7Ptr(ptr noundef %793, i32 noundef %794)
  store i64 %795, ptr %64, align 8
  br label %800

796:                                              ; preds = %767
  %797 = load ptr, ptr %65, align 8
  %798 = load i32, ptr %66, align 4
  %799 = call i64 @ZSTD_hash8Ptr(ptr noundef %797, i32 noundef %798)
  store i64 %799, ptr %64, align 8
  br label %800

800:                                              ; preds = %796, %792, %788, %784, %780
  %801 = load i64, ptr %64, align 8
  %802 = getelementptr inbounds i32, ptr %770, i64 %801
  store i32 %769, ptr %802, align 4
  %803 = load ptr, ptr %95, align 8
  %804 = getelementptr inbounds i8, ptr %803, i64 -2
  %805 = load ptr, ptr %87, align 8
  %806 = ptrtoint ptr %804 to i64
  %807 = ptrtoint ptr %805 to i64
  %808 = sub i64 %806, %807
  %809 = trunc i64 %808 to i32
  %810 = load ptr, ptr %84, align 8
  %811 = load ptr, ptr %95, align 8
  %812 = getelementptr inbounds i8, ptr %811, i64 -2
  %813 = load i32, ptr %85, align 4
  %814 = load i32, ptr %81, align 4
  store ptr %812, ptr %69, align 8
  store i32 %813, ptr %70, align 4
  store i32 %814, ptr %71, align 4
  %815 = load i32, ptr %71, align 4
  switch i32 %815, label %816 [
    i32 4, label %817
    i32 5, label %821
    i32 6, label %825
    i32 7, label %829
    i32 8, label %833
  ]

816:                                              ; preds = %800
  br label %817

817:                                              ; preds = %816, %800
  %818 = load ptr, ptr %69, align 8
  %819 = load i32, ptr %70, align 4
  %820 = call i64 @ZSTD_hash4Ptr(ptr noundef %818, i32 noundef %819)
  store i64 %820, ptr %68, align 8
  br label %837

821:                                              ; preds = %800
  %822 = load ptr, ptr %69, align 8
  %823 = load i32, ptr %70, align 4
  %824 = call i64 @ZSTD_hash5Ptr(ptr noundef %822, i32 noundef %823)
  store i64 %824, ptr %68, align 8
  br label %837

825:                                              ; preds = %800
  %826 = load ptr, ptr %69, align 8
  %827 = load i32, ptr %70, align 4
  %828 = call i64 @ZSTD_hash6Ptr(ptr noundef %826, i32 noundef %827)
  store i64 %828, ptr %68, align 8
  br label %837

829:                                              ; preds = %800
  %830 = load ptr, ptr %69, align 8
  %831 = load i32, ptr %70, align 4
  %832 = call i64 @ZSTD_hash7Ptr(ptr noundef %830, i32 noundef %831)
  store i64 %832, ptr %68, align 8
  br label %837

833:                                              ; preds = %800
  %834 = load ptr, ptr %69, align 8
  %835 = load i32, ptr %70, align 4
  %836 = call i64 @ZSTD_hash8Ptr(ptr noundef %834, i32 noundef %835)
  store i64 %836, ptr %68, align 8
  br label %837

837:                                              ; preds = %833, %829, %825, %821, %817
  %838 = load i64, ptr %68, align 8
  %839 = getelementptr inbounds i32, ptr %810, i64 %838
  store i32 %809, ptr %839, align 4
  %840 = load i32, ptr %101, align 4
  %841 = icmp ugt i32 %840, 0
  br i1 %841, label %842, label %1078

842:                                              ; preds = %837
  br label %843

843:                                              ; preds = %1065, %842
  %844 = load ptr, ptr %95, align 8
  %845 = load ptr, ptr %93, align 8
  %846 = icmp ule ptr %844, %845
  br i1 %846, label %847, label %857

847:                                              ; preds = %843
  %848 = load ptr, ptr %95, align 8
  %849 = call i32 @MEM_read32(ptr noundef %848)
  %850 = load ptr, ptr %95, align 8
  %851 = load i32, ptr %101, align 4
  %852 = zext i32 %851 to i64
  %853 = sub i64 0, %852
  %854 = getelementptr inbounds i8, ptr %850, i64 %853
  %855 = call i32 @MEM_read32(ptr noundef %854)
  %856 = icmp eq i32 %849, %855
  br label %857

857:                                              ; preds = %847, %843
  %858 = phi i1 [ false, %843 ], [ %856, %847 ]
  br i1 %858, label %859, label %1077

859:                                              ; preds = %857
  %860 = load ptr, ptr %95, align 8
  %861 = getelementptr inbounds i8, ptr %860, i64 4
  %862 = load ptr, ptr %95, align 8
  %863 = getelementptr inbounds i8, ptr %862, i64 4
  %864 = load i32, ptr %101, align 4
  %865 = zext i32 %864 to i64
  %866 = sub i64 0, %865
  %867 = getelementptr inbounds i8, ptr %863, i64 %866
  %868 = load ptr, ptr %92, align 8
  %869 = call i64 @ZSTD_count(ptr noundef %861, ptr noundef %867, ptr noundef %868)
  %870 = add i64 %869, 4
  store i64 %870, ptr %118, align 8
  %871 = load i32, ptr %101, align 4
  store i32 %871, ptr %119, align 4
  %872 = load i32, ptr %100, align 4
  store i32 %872, ptr %101, align 4
  %873 = load i32, ptr %119, align 4
  store i32 %873, ptr %100, align 4
  %874 = load ptr, ptr %95, align 8
  %875 = load ptr, ptr %87, align 8
  %876 = ptrtoint ptr %874 to i64
  %877 = ptrtoint ptr %875 to i64
  %878 = sub i64 %876, %877
  %879 = trunc i64 %878 to i32
  %880 = load ptr, ptr %84, align 8
  %881 = load ptr, ptr %95, align 8
  %882 = load i32, ptr %85, align 4
  %883 = load i32, ptr %81, align 4
  store ptr %881, ptr %73, align 8
  store i32 %882, ptr %74, align 4
  store i32 %883, ptr %75, align 4
  %884 = load i32, ptr %75, align 4
  switch i32 %884, label %885 [
    i32 4, label %886
    i32 5, label %890
    i32 6, label %894
    i32 7, label %898
    i32 8, label %902
  ]

885:                                              ; preds = %859
  br label %886

886:                                              ; preds = %885, %859
  %887 = load ptr, ptr %73, align 8
  %888 = load i32, ptr %74, align 4
  %889 = call i64 @ZSTD_hash4Ptr(ptr noundef %887, i32 noundef %888)
  store i64 %889, ptr %72, align 8
  br label %906

890:                                              ; preds = %859
  %891 = load ptr, ptr %73, align 8
  %892 = load i32, ptr %74, align 4
  %893 = call i64 @ZSTD_hash5Ptr(ptr noundef %891, i32 noundef %892)
  store i64 %893, ptr %72, align 8
  br label %906

894:                                              ; preds = %859
  %895 = load ptr, ptr %73, align 8
  %896 = load i32, ptr %74, align 4
  %897 = call i64 @ZSTD_hash6Ptr(ptr noundef %895, i32 noundef %896)
  store i64 %897, ptr %72, align 8
  br label %906

898:                                              ; preds = %859
  %899 = load ptr, ptr %73, align 8
  %900 = load i32, ptr %74, align 4
  %901 = call i64 @ZSTD_hash7Ptr(ptr noundef %899, i32 noundef %900)
  store i64 %901, ptr %72, align 8
  br label %906

902:                                              ; preds = %859
  %903 = load ptr, ptr %73, align 8
  %904 = load i32, ptr %74, align 4
  %905 = call i64 @ZSTD_hash8Ptr(ptr noundef %903, i32 noundef %904)
  store i64 %905, ptr %72, align 8
  br label %906

906:                                              ; preds = %902, %898, %894, %890, %886
  %907 = load i64, ptr %72, align 8
  %908 = getelementptr inbounds i32, ptr %880, i64 %907
  store i32 %879, ptr %908, align 4
  %909 = load i64, ptr %118, align 8
  %910 = load ptr, ptr %95, align 8
  %911 = getelementptr inbounds i8, ptr %910, i64 %909
  store ptr %911, ptr %95, align 8
  %912 = load ptr, ptr %77, align 8
  %913 = load ptr, ptr %94, align 8
  %914 = load ptr, ptr %92, align 8
  %915 = load i64, ptr %118, align 8
  store ptr %912, ptr %40, align 8
  store i64 0, ptr %41, align 8
  store ptr %913, ptr %42, align 8
  store ptr %914, ptr %43, align 8
  store i32 1, ptr %44, align 4
  store i64 %915, ptr %45, align 8
  %916 = load ptr, ptr %43, align 8
  %917 = getelementptr inbounds i8, ptr %916, i64 -32
  store ptr %917, ptr %46, align 8
  %918 = load ptr, ptr %42, align 8
  %919 = load i64, ptr %41, align 8
  %920 = getelementptr inbounds i8, ptr %918, i64 %919
  store ptr %920, ptr %47, align 8
  %921 = load ptr, ptr %47, align 8
  %922 = load ptr, ptr %46, align 8
  %923 = icmp ule ptr %921, %922
  br i1 %923, label %924, label %997

924:                                              ; preds = %906
  %925 = load ptr, ptr %40, align 8
  %926 = getelementptr inbounds %struct.SeqStore_t, ptr %925, i32 0, i32 3
  %927 = load ptr, ptr %926, align 8
  %928 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %927, ptr noundef %928)
  %929 = load i64, ptr %41, align 8
  %930 = icmp ugt i64 %929, 16
  br i1 %930, label %931, label %996

931:                                              ; preds = %924
  %932 = load ptr, ptr %40, align 8
  %933 = getelementptr inbounds %struct.SeqStore_t, ptr %932, i32 0, i32 3
  %934 = load ptr, ptr %933, align 8
  %935 = getelementptr inbounds i8, ptr %934, i64 16
  %936 = load ptr, ptr %42, align 8
  %937 = getelementptr inbounds i8, ptr %936, i64 16
  %938 = load i64, ptr %41, align 8
  %939 = sub nsw i64 %938, 16
  store ptr %935, ptr %16, align 8
  store ptr %937, ptr %17, align 8
  store i64 %939, ptr %18, align 8
  store i32 0, ptr %19, align 4
  %940 = load ptr, ptr %16, align 8
  %941 = load ptr, ptr %17, align 8
  %942 = ptrtoint ptr %940 to i64
  %943 = ptrtoint ptr %941 to i64
  %944 = sub i64 %942, %943
  store i64 %944, ptr %20, align 8
  %945 = load ptr, ptr %17, align 8
  store ptr %945, ptr %21, align 8
  %946 = load ptr, ptr %16, align 8
  store ptr %946, ptr %22, align 8
  %947 = load ptr, ptr %22, align 8
  %948 = load i64, ptr %18, align 8
  %949 = getelementptr inbounds i8, ptr %947, i64 %948
  store ptr %949, ptr %23, align 8
  %950 = load i32, ptr %19, align 4
  %951 = icmp eq i32 %950, 1
  br i1 %951, label %952, label %967

952:                                              ; preds = %931
  %953 = load i64, ptr %20, align 8
  %954 = icmp slt i64 %953, 16
  br i1 %954, label %955, label %967

955:                                              ; preds = %952
  br label %956

956:                                              ; preds = %956, %955
  %957 = load ptr, ptr %22, align 8
  %958 = load ptr, ptr %21, align 8
  call void @ZSTD_copy8(ptr noundef %957, ptr noundef %958)
  %959 = load ptr, ptr %22, align 8
  %960 = getelementptr inbounds i8, ptr %959, i64 8
  store ptr %960, ptr %22, align 8
  %961 = load ptr, ptr %21, align 8
  %962 = getelementptr inbounds i8, ptr %961, i64 8
  store ptr %962, ptr %21, align 8
  %963 = load ptr, ptr %22, align 8
  %964 = load ptr, ptr %23, align 8
  %965 = icmp ult ptr %963, %964
  br i1 %965, label %956, label %966, !llvm.loop !13

966:                                              ; preds = %956
  br label %995

967:                                              ; preds = %952, %931
  %968 = load ptr, ptr %22, align 8
  %969 = load ptr, ptr %21, align 8
  call void @ZSTD_copy16(ptr noundef %968, ptr noundef %969)
  %970 = load i64, ptr %18, align 8
  %971 = icmp sge i64 16, %970
  br i1 %971, label %972, label %973

972:                                              ; preds = %967
  br label %995

973:                                              ; preds = %967
  %974 = load ptr, ptr %22, align 8
  %975 = getelementptr inbounds i8, ptr %974, i64 16
  store ptr %975, ptr %22, align 8
  %976 = load ptr, ptr %21, align 8
  %977 = getelementptr inbounds i8, ptr %976, i64 16
  store ptr %977, ptr %21, align 8
  br label %978

978:                                              ; preds = %978, %973
  %979 = load ptr, ptr %22, align 8
  %980 = load ptr, ptr %21, align 8
  call void @ZSTD_copy16(ptr noundef %979, ptr noundef %980)
  %981 = load ptr, ptr %22, align 8
  %982 = getelementptr inbounds i8, ptr %981, i64 16
  store ptr %982, ptr %22, align 8
  %983 = load ptr, ptr %21, align 8
  %984 = getelementptr inbounds i8, ptr %983, i64 16
  store ptr %984, ptr %21, align 8
  %985 = load ptr, ptr %22, align 8
  %986 = load ptr, ptr %21, align 8
  call void @ZSTD_copy16(ptr noundef %985, ptr noundef %986)
  %987 = load ptr, ptr %22, align 8
  %988 = getelementptr inbounds i8, ptr %987, i64 16
  store ptr %988, ptr %22, align 8
  %989 = load ptr, ptr %21, align 8
  %990 = getelementptr inbounds i8, ptr %989, i64 16
  store ptr %990, ptr %21, align 8
  %991 = load ptr, ptr %22, align 8
  %992 = load ptr, ptr %23, align 8
  %993 = icmp ult ptr %991, %992
  br i1 %993, label %978, label %994, !llvm.loop !14

994:                                              ; preds = %978
  br label %995

995:                                              ; preds = %966, %972, %994
  br label %996

996:                                              ; preds = %995, %924
  br label %1004

997:                                              ; preds = %906
  %998 = load ptr, ptr %40, align 8
  %999 = getelementptr inbounds %struct.SeqStore_t, ptr %998, i32 0, i32 3
  %1000 = load ptr, ptr %999, align 8
  %1001 = load ptr, ptr %42, align 8
  %1002 = load ptr, ptr %47, align 8
  %1003 = load ptr, ptr %46, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1000, ptr noundef %1001, ptr noundef %1002, ptr noundef %1003)
  br label %1004

1004:                                             ; preds = %996, %997
  %1005 = load i64, ptr %41, align 8
  %1006 = load ptr, ptr %40, align 8
  %1007 = getelementptr inbounds %struct.SeqStore_t, ptr %1006, i32 0, i32 3
  %1008 = load ptr, ptr %1007, align 8
  %1009 = getelementptr inbounds i8, ptr %1008, i64 %1005
  store ptr %1009, ptr %1007, align 8
  %1010 = load ptr, ptr %40, align 8
  %1011 = load i64, ptr %41, align 8
  %1012 = load i32, ptr %44, align 4
  %1013 = load i64, ptr %45, align 8
  store ptr %1010, ptr %6, align 8
  store i64 %1011, ptr %7, align 8
  store i32 %1012, ptr %8, align 4
  store i64 %1013, ptr %9, align 8
  %1014 = load i64, ptr %7, align 8
  %1015 = icmp ugt i64 %1014, 65535
  %1016 = zext i1 %1015 to i32
  %1017 = sext i32 %1016 to i64
  br i1 %1015, label %1018, label %1033

1018:                                             ; preds = %1004
  %1019 = load ptr, ptr %6, align 8
  %1020 = getelementptr inbounds %struct.SeqStore_t, ptr %1019, i32 0, i32 9
  store i32 1, ptr %1020, align 8
  %1021 = load ptr, ptr %6, align 8
  %1022 = getelementptr inbounds %struct.SeqStore_t, ptr %1021, i32 0, i32 1
  %1023 = load ptr, ptr %1022, align 8
  %1024 = load ptr, ptr %6, align 8
  %1025 = load ptr, ptr %1024, align 8
  %1026 = ptrtoint ptr %1023 to i64
  %1027 = ptrtoint ptr %1025 to i64
  %1028 = sub i64 %1026, %1027
  %1029 = sdiv exact i64 %1028, 8
  %1030 = trunc i64 %1029 to i32
  %1031 = load ptr, ptr %6, align 8
  %1032 = getelementptr inbounds %struct.SeqStore_t, ptr %1031, i32 0, i32 10
  store i32 %1030, ptr %1032, align 4
  br label %1033

1033:                                             ; preds = %1018, %1004
  %1034 = load i64, ptr %7, align 8
  %1035 = trunc i64 %1034 to i16
  %1036 = load ptr, ptr %6, align 8
  %1037 = getelementptr inbounds %struct.SeqStore_t, ptr %1036, i32 0, i32 1
  %1038 = load ptr, ptr %1037, align 8
  %1039 = getelementptr inbounds %struct.SeqDef_s, ptr %1038, i32 0, i32 1
  store i16 %1035, ptr %1039, align 4
  %1040 = load i32, ptr %8, align 4
  %1041 = load ptr, ptr %6, align 8
  %1042 = getelementptr inbounds %struct.SeqStore_t, ptr %1041, i32 0, i32 1
  %1043 = load ptr, ptr %1042, align 8
  store i32 %1040, ptr %1043, align 4
  %1044 = load i64, ptr %9, align 8
  %1045 = sub i64 %1044, 3
  store i64 %1045, ptr %10, align 8
  %1046 = load i64, ptr %10, align 8
  %1047 = icmp ugt i64 %1046, 65535
  %1048 = zext i1 %1047 to i32
  %1049 = sext i32 %1048 to i64
  br i1 %1047, label %1050, label %1065

1050:                                             ; preds = %1033
  %1051 = load ptr, ptr %6, align 8
  %1052 = getelementptr inbounds %struct.SeqStore_t, ptr %1051, i32 0, i32 9
  store i32 2, ptr %1052, align 8
  %1053 = load ptr, ptr %6, align 8
  %1054 = getelementptr inbounds %struct.SeqStore_t, ptr %1053, i32 0, i32 1
  %1055 = load ptr, ptr %1054, align 8
  %1056 = load ptr, ptr %6, align 8
  %1057 = load ptr, ptr %1056, align 8
  %1058 = ptrtoint ptr %1055 to i64
  %1059 = ptrtoint ptr %1057 to i64
  %1060 = sub i64 %1058, %1059
  %1061 = sdiv exact i64 %1060, 8
  %1062 = trunc i64 %1061 to i32
  %1063 = load ptr, ptr %6, align 8
  %1064 = getelementptr inbounds %struct.SeqStore_t, ptr %1063, i32 0, i32 10
  store i32 %1062, ptr %1064, align 4
  br label %1065

1065:                                             ; preds = %1033, %1050
  %1066 = load i64, ptr %10, align 8
  %1067 = trunc i64 %1066 to i16
  %1068 = load ptr, ptr %6, align 8
  %1069 = getelementptr inbounds %struct.SeqStore_t, ptr %1068, i32 0, i32 1
  %1070 = load ptr, ptr %1069, align 8
  %1071 = getelementptr inbounds %struct.SeqDef_s, ptr %1070, i32 0, i32 2
  store i16 %1067, ptr %1071, align 2
  %1072 = load ptr, ptr %6, align 8
  %1073 = getelementptr inbounds %struct.SeqStore_t, ptr %1072, i32 0, i32 1
  %1074 = load ptr, ptr %1073, align 8
  %1075 = getelementptr inbounds %struct.SeqDef_s, ptr %1074, i32 1
  store ptr %1075, ptr %1073, align 8
  %1076 = load ptr, ptr %95, align 8
  store ptr %1076, ptr %94, align 8
  br label %843, !llvm.loop !15

1077:                                             ; preds = %857
  br label %1078

1078:                                             ; preds = %1077, %837
  br label %1079

1079:                                             ; preds = %1078, %749
  br label %220

1080:                                             ; preds = %530, %532
  %1081 = phi i32 [ %531, %530 ], [ %533, %532 ]
  %1082 = load ptr, ptr %78, align 8
  %1083 = getelementptr inbounds i32, ptr %1082, i64 1
  store i32 %1081, ptr %1083, align 4
  %1084 = load ptr, ptr %92, align 8
  %1085 = load ptr, ptr %94, align 8
  %1086 = ptrtoint ptr %1084 to i64
  %1087 = ptrtoint ptr %1085 to i64
  %1088 = sub i64 %1086, %1087
  ret i64 %1088
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_compressBlock_fast_noDict_6_0(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
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
  %17 = alloca ptr, align 8
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca i64, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca i64, align 8
  %27 = alloca i32, align 4
  %28 = alloca i64, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca i64, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca i32, align 4
  %37 = alloca i64, align 8
  %38 = alloca ptr, align 8
  %39 = alloca ptr, align 8
  %40 = alloca ptr, align 8
  %41 = alloca i64, align 8
  %42 = alloca ptr, align 8
  %43 = alloca ptr, align 8
  %44 = alloca i32, align 4
  %45 = alloca i64, align 8
  %46 = alloca ptr, align 8
  %47 = alloca ptr, align 8
  %48 = alloca i64, align 8
  %49 = alloca ptr, align 8
  %50 = alloca i32, align 4
  %51 = alloca i32, align 4
  %52 = alloca i64, align 8
  %53 = alloca ptr, align 8
  %54 = alloca i32, align 4
  %55 = alloca i32, align 4
  %56 = alloca i64, align 8
  %57 = alloca ptr, align 8
  %58 = alloca i32, align 4
  %59 = alloca i32, align 4
  %60 = alloca i64, align 8
  %61 = alloca ptr, align 8
  %62 = alloca i32, align 4
  %63 = alloca i32, align 4
  %64 = alloca i64, align 8
  %65 = alloca ptr, align 8
  %66 = alloca i32, align 4
  %67 = alloca i32, align 4
  %68 = alloca i64, align 8
  %69 = alloca ptr, align 8
  %70 = alloca i32, align 4
  %71 = alloca i32, align 4
  %72 = alloca i64, align 8
  %73 = alloca ptr, align 8
  %74 = alloca i32, align 4
  %75 = alloca i32, align 4
  %76 = alloca ptr, align 8
  %77 = alloca ptr, align 8
  %78 = alloca ptr, align 8
  %79 = alloca ptr, align 8
  %80 = alloca i64, align 8
  %81 = alloca i32, align 4
  %82 = alloca i32, align 4
  %83 = alloca ptr, align 8
  %84 = alloca ptr, align 8
  %85 = alloca i32, align 4
  %86 = alloca i64, align 8
  %87 = alloca ptr, align 8
  %88 = alloca ptr, align 8
  %89 = alloca i32, align 4
  %90 = alloca i32, align 4
  %91 = alloca ptr, align 8
  %92 = alloca ptr, align 8
  %93 = alloca ptr, align 8
  %94 = alloca ptr, align 8
  %95 = alloca ptr, align 8
  %96 = alloca ptr, align 8
  %97 = alloca ptr, align 8
  %98 = alloca ptr, align 8
  %99 = alloca i32, align 4
  %100 = alloca i32, align 4
  %101 = alloca i32, align 4
  %102 = alloca i32, align 4
  %103 = alloca i32, align 4
  %104 = alloca i64, align 8
  %105 = alloca i64, align 8
  %106 = alloca i32, align 4
  %107 = alloca i32, align 4
  %108 = alloca ptr, align 8
  %109 = alloca i64, align 8
  %110 = alloca i64, align 8
  %111 = alloca ptr, align 8
  %112 = alloca i64, align 8
  %113 = alloca ptr, align 8
  %114 = alloca i32, align 4
  %115 = alloca i32, align 4
  %116 = alloca i32, align 4
  %117 = alloca i32, align 4
  %118 = alloca i64, align 8
  %119 = alloca i32, align 4
  %120 = alloca ptr, align 8
  %121 = alloca ptr, align 8
  %122 = alloca ptr, align 8
  %123 = alloca ptr, align 8
  %124 = alloca i64, align 8
  store ptr %0, ptr %120, align 8
  store ptr %1, ptr %121, align 8
  store ptr %2, ptr %122, align 8
  store ptr %3, ptr %123, align 8
  store i64 %4, ptr %124, align 8
  %125 = load ptr, ptr %120, align 8
  %126 = load ptr, ptr %121, align 8
  %127 = load ptr, ptr %122, align 8
  %128 = load ptr, ptr %123, align 8
  %129 = load i64, ptr %124, align 8
  store ptr %125, ptr %76, align 8
  store ptr %126, ptr %77, align 8
  store ptr %127, ptr %78, align 8
  store ptr %128, ptr %79, align 8
  store i64 %129, ptr %80, align 8
  store i32 6, ptr %81, align 4
  store i32 0, ptr %82, align 4
  %130 = load ptr, ptr %76, align 8
  %131 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %130, i32 0, i32 16
  store ptr %131, ptr %83, align 8
  %132 = load ptr, ptr %76, align 8
  %133 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %132, i32 0, i32 9
  %134 = load ptr, ptr %133, align 8
  store ptr %134, ptr %84, align 8
  %135 = load ptr, ptr %83, align 8
  %136 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %135, i32 0, i32 2
  %137 = load i32, ptr %136, align 4
  store i32 %137, ptr %85, align 4
  %138 = load ptr, ptr %83, align 8
  %139 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %138, i32 0, i32 5
  %140 = load i32, ptr %139, align 4
  %141 = load ptr, ptr %83, align 8
  %142 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %141, i32 0, i32 5
  %143 = load i32, ptr %142, align 4
  %144 = icmp ne i32 %143, 0
  %145 = xor i1 %144, true
  %146 = zext i1 %145 to i32
  %147 = add i32 %140, %146
  %148 = add i32 %147, 1
  %149 = zext i32 %148 to i64
  store i64 %149, ptr %86, align 8
  %150 = load ptr, ptr %76, align 8
  %151 = getelementptr inbounds %struct.ZSTD_window_t, ptr %150, i32 0, i32 1
  %152 = load ptr, ptr %151, align 8
  store ptr %152, ptr %87, align 8
  %153 = load ptr, ptr %79, align 8
  store ptr %153, ptr %88, align 8
  %154 = load ptr, ptr %88, align 8
  %155 = load ptr, ptr %87, align 8
  %156 = ptrtoint ptr %154 to i64
  %157 = ptrtoint ptr %155 to i64
  %158 = sub i64 %156, %157
  %159 = load i64, ptr %80, align 8
  %160 = add i64 %158, %159
  %161 = trunc i64 %160 to i32
  store i32 %161, ptr %89, align 4
  %162 = load ptr, ptr %76, align 8
  %163 = load i32, ptr %89, align 4
  %164 = load ptr, ptr %83, align 8
  %165 = load i32, ptr %164, align 4
  %166 = call i32 @ZSTD_getLowestPrefixIndex(ptr noundef %162, i32 noundef %163, i32 noundef %165)
  store i32 %166, ptr %90, align 4
  %167 = load ptr, ptr %87, align 8
  %168 = load i32, ptr %90, align 4
  %169 = zext i32 %168 to i64
  %170 = getelementptr inbounds i8, ptr %167, i64 %169
  store ptr %170, ptr %91, align 8
  %171 = load ptr, ptr %88, align 8
  %172 = load i64, ptr %80, align 8
  %173 = getelementptr inbounds i8, ptr %171, i64 %172
  store ptr %173, ptr %92, align 8
  %174 = load ptr, ptr %92, align 8
  %175 = getelementptr inbounds i8, ptr %174, i64 -8
  store ptr %175, ptr %93, align 8
  %176 = load ptr, ptr %88, align 8
  store ptr %176, ptr %94, align 8
  %177 = load ptr, ptr %88, align 8
  store ptr %177, ptr %95, align 8
  %178 = load ptr, ptr %78, align 8
  %179 = load i32, ptr %178, align 4
  store i32 %179, ptr %100, align 4
  %180 = load ptr, ptr %78, align 8
  %181 = getelementptr inbounds i32, ptr %180, i64 1
  %182 = load i32, ptr %181, align 4
  store i32 %182, ptr %101, align 4
  store i32 0, ptr %102, align 4
  store i32 0, ptr %103, align 4
  store i64 128, ptr %112, align 8
  %183 = load i32, ptr %82, align 4
  %184 = icmp ne i32 %183, 0
  %185 = zext i1 %184 to i64
  %186 = select i1 %184, ptr @ZSTD_match4Found_cmov, ptr @ZSTD_match4Found_branch
  store ptr %186, ptr %113, align 8
  %187 = load ptr, ptr %95, align 8
  %188 = load ptr, ptr %91, align 8
  %189 = icmp eq ptr %187, %188
  %190 = zext i1 %189 to i32
  %191 = load ptr, ptr %95, align 8
  %192 = sext i32 %190 to i64
  %193 = getelementptr inbounds i8, ptr %191, i64 %192
  store ptr %193, ptr %95, align 8
  %194 = load ptr, ptr %95, align 8
  %195 = load ptr, ptr %87, align 8
  %196 = ptrtoint ptr %194 to i64
  %197 = ptrtoint ptr %195 to i64
  %198 = sub i64 %196, %197
  %199 = trunc i64 %198 to i32
  store i32 %199, ptr %114, align 4
  %200 = load ptr, ptr %76, align 8
  %201 = load i32, ptr %114, align 4
  %202 = load ptr, ptr %83, align 8
  %203 = load i32, ptr %202, align 4
  %204 = call i32 @ZSTD_getLowestPrefixIndex(ptr noundef %200, i32 noundef %201, i32 noundef %203)
  store i32 %204, ptr %115, align 4
  %205 = load i32, ptr %114, align 4
  %206 = load i32, ptr %115, align 4
  %207 = sub i32 %205, %206
  store i32 %207, ptr %116, align 4
  %208 = load i32, ptr %101, align 4
  %209 = load i32, ptr %116, align 4
  %210 = icmp ugt i32 %208, %209
  br i1 %210, label %211, label %213

211:                                              ; preds = %5
  %212 = load i32, ptr %101, align 4
  store i32 %212, ptr %103, align 4
  store i32 0, ptr %101, align 4
  br label %213

213:                                              ; preds = %211, %5
  %214 = load i32, ptr %100, align 4
  %215 = load i32, ptr %116, align 4
  %216 = icmp ugt i32 %214, %215
  br i1 %216, label %217, label %219

217:                                              ; preds = %213
  %218 = load i32, ptr %100, align 4
  store i32 %218, ptr %102, align 4
  store i32 0, ptr %100, align 4
  br label %219

219:                                              ; preds = %217, %213
  br label %220

220:                                              ; preds = %1079, %219
  %221 = load i64, ptr %86, align 8
  store i64 %221, ptr %110, align 8
  %222 = load ptr, ptr %95, align 8
  %223 = getelementptr inbounds i8, ptr %222, i64 128
  store ptr %223, ptr %111, align 8
  %224 = load ptr, ptr %95, align 8
  %225 = getelementptr inbounds i8, ptr %224, i64 1
  store ptr %225, ptr %96, align 8
  %226 = load ptr, ptr %95, align 8
  %227 = load i64, ptr %110, align 8
  %228 = getelementptr inbounds i8, ptr %226, i64 %227
  store ptr %228, ptr %97, align 8
  %229 = load ptr, ptr %97, align 8
  %230 = getelementptr inbounds i8, ptr %229, i64 1
  store ptr %230, ptr %98, align 8
  %231 = load ptr, ptr %98, align 8
  %232 = load ptr, ptr %93, align 8
  %233 = icmp uge ptr %231, %232
  br i1 %233, label %234, label %235

234:                                              ; preds = %220
  br label %507

235:                                              ; preds = %220
  %236 = load ptr, ptr %95, align 8
  %237 = load i32, ptr %85, align 4
  %238 = load i32, ptr %81, align 4
  store ptr %236, ptr %49, align 8
  store i32 %237, ptr %50, align 4
  store i32 %238, ptr %51, align 4
  %239 = load i32, ptr %51, align 4
  switch i32 %239, label %240 [
    i32 4, label %241
    i32 5, label %245
    i32 6, label %249
    i32 7, label %253
    i32 8, label %257
  ]

240:                                              ; preds = %235
  br label %241

241:                                              ; preds = %240, %235
  %242 = load ptr, ptr %49, align 8
  %243 = load i32, ptr %50, align 4
  %244 = call i64 @ZSTD_hash4Ptr(ptr noundef %242, i32 noundef %243)
  store i64 %244, ptr %48, align 8
  br label %261

245:                                              ; preds = %235
  %246 = load ptr, ptr %49, align 8
  %247 = load i32, ptr %50, align 4
  %248 = call i64 @ZSTD_hash5Ptr(ptr noundef %246, i32 noundef %247)
  store i64 %248, ptr %48, align 8
  br label %261

249:                                              ; preds = %235
  %250 = load ptr, ptr %49, align 8
  %251 = load i32, ptr %50, align 4
  %252 = call i64 @ZSTD_hash6Ptr(ptr noundef %250, i32 noundef %251)
  store i64 %252, ptr %48, align 8
  br label %261

253:                                              ; preds = %235
  %254 = load ptr, ptr %49, align 8
  %255 = load i32, ptr %50, align 4
  %256 = call i64 @ZSTD_hash7Ptr(ptr noundef %254, i32 noundef %255)
  store i64 %256, ptr %48, align 8
  br label %261

257:                                              ; preds = %235
  %258 = load ptr, ptr %49, align 8
  %259 = load i32, ptr %50, align 4
  %260 = call i64 @ZSTD_hash8Ptr(ptr noundef %258, i32 noundef %259)
  store i64 %260, ptr %48, align 8
  br label %261

261:                                              ; preds = %257, %253, %249, %245, %241
  %262 = load i64, ptr %48, align 8
  store i64 %262, ptr %104, align 8
  %263 = load ptr, ptr %96, align 8
  %264 = load i32, ptr %85, align 4
  %265 = load i32, ptr %81, align 4
  store ptr %263, ptr %53, align 8
  store i32 %264, ptr %54, align 4
  store i32 %265, ptr %55, align 4
  %266 = load i32, ptr %55, align 4
  switch i32 %266, label %267 [
    i32 4, label %268
    i32 5, label %272
    i32 6, label %276
    i32 7, label %280
    i32 8, label %284
  ]

267:                                              ; preds = %261
  br label %268

268:                                              ; preds = %267, %261
  %269 = load ptr, ptr %53, align 8
  %270 = load i32, ptr %54, align 4
  %271 = call i64 @ZSTD_hash4Ptr(ptr noundef %269, i32 noundef %270)
  store i64 %271, ptr %52, align 8
  br label %288

272:                                              ; preds = %261
  %273 = load ptr, ptr %53, align 8
  %274 = load i32, ptr %54, align 4
  %275 = call i64 @ZSTD_hash5Ptr(ptr noundef %273, i32 noundef %274)
  store i64 %275, ptr %52, align 8
  br label %288

276:                                              ; preds = %261
  %277 = load ptr, ptr %53, align 8
  %278 = load i32, ptr %54, align 4
  %279 = call i64 @ZSTD_hash6Ptr(ptr noundef %277, i32 noundef %278)
  store i64 %279, ptr %52, align 8
  br label %288

280:                                              ; preds = %261
  %281 = load ptr, ptr %53, align 8
  %282 = load i32, ptr %54, align 4
  %283 = call i64 @ZSTD_hash7Ptr(ptr noundef %281, i32 noundef %282)
  store i64 %283, ptr %52, align 8
  br label %288

284:                                              ; preds = %261
  %285 = load ptr, ptr %53, align 8
  %286 = load i32, ptr %54, align 4
  %287 = call i64 @ZSTD_hash8Ptr(ptr noundef %285, i32 noundef %286)
  store i64 %287, ptr %52, align 8
  br label %288

288:                                              ; preds = %284, %280, %276, %272, %268
  %289 = load i64, ptr %52, align 8
  store i64 %289, ptr %105, align 8
  %290 = load ptr, ptr %84, align 8
  %291 = load i64, ptr %104, align 8
  %292 = getelementptr inbounds i32, ptr %290, i64 %291
  %293 = load i32, ptr %292, align 4
  store i32 %293, ptr %106, align 4
  br label %294

294:                                              ; preds = %502, %288
  %295 = load ptr, ptr %97, align 8
  %296 = load i32, ptr %100, align 4
  %297 = zext i32 %296 to i64
  %298 = sub i64 0, %297
  %299 = getelementptr inbounds i8, ptr %295, i64 %298
  %300 = call i32 @MEM_read32(ptr noundef %299)
  store i32 %300, ptr %117, align 4
  %301 = load ptr, ptr %95, align 8
  %302 = load ptr, ptr %87, align 8
  %303 = ptrtoint ptr %301 to i64
  %304 = ptrtoint ptr %302 to i64
  %305 = sub i64 %303, %304
  %306 = trunc i64 %305 to i32
  store i32 %306, ptr %99, align 4
  %307 = load i32, ptr %99, align 4
  %308 = load ptr, ptr %84, align 8
  %309 = load i64, ptr %104, align 8
  %310 = getelementptr inbounds i32, ptr %308, i64 %309
  store i32 %307, ptr %310, align 4
  %311 = load ptr, ptr %97, align 8
  %312 = call i32 @MEM_read32(ptr noundef %311)
  %313 = load i32, ptr %117, align 4
  %314 = icmp eq i32 %312, %313
  %315 = zext i1 %314 to i32
  %316 = load i32, ptr %100, align 4
  %317 = icmp ugt i32 %316, 0
  %318 = zext i1 %317 to i32
  %319 = and i32 %315, %318
  %320 = icmp ne i32 %319, 0
  br i1 %320, label %321, label %358

321:                                              ; preds = %294
  %322 = load ptr, ptr %97, align 8
  store ptr %322, ptr %95, align 8
  %323 = load ptr, ptr %95, align 8
  %324 = load i32, ptr %100, align 4
  %325 = zext i32 %324 to i64
  %326 = sub i64 0, %325
  %327 = getelementptr inbounds i8, ptr %323, i64 %326
  store ptr %327, ptr %108, align 8
  %328 = load ptr, ptr %95, align 8
  %329 = getelementptr inbounds i8, ptr %328, i64 -1
  %330 = load i8, ptr %329, align 1
  %331 = zext i8 %330 to i32
  %332 = load ptr, ptr %108, align 8
  %333 = getelementptr inbounds i8, ptr %332, i64 -1
  %334 = load i8, ptr %333, align 1
  %335 = zext i8 %334 to i32
  %336 = icmp eq i32 %331, %335
  %337 = zext i1 %336 to i32
  %338 = sext i32 %337 to i64
  store i64 %338, ptr %109, align 8
  %339 = load i64, ptr %109, align 8
  %340 = load ptr, ptr %95, align 8
  %341 = sub i64 0, %339
  %342 = getelementptr inbounds i8, ptr %340, i64 %341
  store ptr %342, ptr %95, align 8
  %343 = load i64, ptr %109, align 8
  %344 = load ptr, ptr %108, align 8
  %345 = sub i64 0, %343
  %346 = getelementptr inbounds i8, ptr %344, i64 %345
  store ptr %346, ptr %108, align 8
  store i32 1, ptr %107, align 4
  %347 = load i64, ptr %109, align 8
  %348 = add i64 %347, 4
  store i64 %348, ptr %109, align 8
  %349 = load ptr, ptr %96, align 8
  %350 = load ptr, ptr %87, align 8
  %351 = ptrtoint ptr %349 to i64
  %352 = ptrtoint ptr %350 to i64
  %353 = sub i64 %351, %352
  %354 = trunc i64 %353 to i32
  %355 = load ptr, ptr %84, align 8
  %356 = load i64, ptr %105, align 8
  %357 = getelementptr inbounds i32, ptr %355, i64 %356
  store i32 %354, ptr %357, align 4
  br label %579

358:                                              ; preds = %294
  %359 = load ptr, ptr %113, align 8
  %360 = load ptr, ptr %95, align 8
  %361 = load ptr, ptr %87, align 8
  %362 = load i32, ptr %106, align 4
  %363 = zext i32 %362 to i64
  %364 = getelementptr inbounds i8, ptr %361, i64 %363
  %365 = load i32, ptr %106, align 4
  %366 = load i32, ptr %90, align 4
  %367 = call i32 %359(ptr noundef %360, ptr noundef %364, i32 noundef %365, i32 noundef %366) #3
  %368 = icmp ne i32 %367, 0
  br i1 %368, label %369, label %379

369:                                              ; preds = %358
  %370 = load ptr, ptr %96, align 8
  %371 = load ptr, ptr %87, align 8
  %372 = ptrtoint ptr %370 to i64
  %373 = ptrtoint ptr %371 to i64
  %374 = sub i64 %372, %373
  %375 = trunc i64 %374 to i32
  %376 = load ptr, ptr %84, align 8
  %377 = load i64, ptr %105, align 8
  %378 = getelementptr inbounds i32, ptr %376, i64 %377
  store i32 %375, ptr %378, align 4
  br label %534

379:                                              ; preds = %358
  %380 = load ptr, ptr %84, align 8
  %381 = load i64, ptr %105, align 8
  %382 = getelementptr inbounds i32, ptr %380, i64 %381
  %383 = load i32, ptr %382, align 4
  store i32 %383, ptr %106, align 4
  %384 = load i64, ptr %105, align 8
  store i64 %384, ptr %104, align 8
  %385 = load ptr, ptr %97, align 8
  %386 = load i32, ptr %85, align 4
  %387 = load i32, ptr %81, align 4
  store ptr %385, ptr %57, align 8
  store i32 %386, ptr %58, align 4
  store i32 %387, ptr %59, align 4
  %388 = load i32, ptr %59, align 4
  switch i32 %388, label %389 [
    i32 4, label %390
    i32 5, label %394
    i32 6, label %398
    i32 7, label %402
    i32 8, label %406
  ]

389:                                              ; preds = %379
  br label %390

390:                                              ; preds = %389, %379
  %391 = load ptr, ptr %57, align 8
  %392 = load i32, ptr %58, align 4
  %393 = call i64 @ZSTD_hash4Ptr(ptr noundef %391, i32 noundef %392)
  store i64 %393, ptr %56, align 8
  br label %410

394:                                              ; preds = %379
  %395 = load ptr, ptr %57, align 8
  %396 = load i32, ptr %58, align 4
  %397 = call i64 @ZSTD_hash5Ptr(ptr noundef %395, i32 noundef %396)
  store i64 %397, ptr %56, align 8
  br label %410

398:                                              ; preds = %379
  %399 = load ptr, ptr %57, align 8
  %400 = load i32, ptr %58, align 4
  %401 = call i64 @ZSTD_hash6Ptr(ptr noundef %399, i32 noundef %400)
  store i64 %401, ptr %56, align 8
  br label %410

402:                                              ; preds = %379
  %403 = load ptr, ptr %57, align 8
  %404 = load i32, ptr %58, align 4
  %405 = call i64 @ZSTD_hash7Ptr(ptr noundef %403, i32 noundef %404)
  store i64 %405, ptr %56, align 8
  br label %410

406:                                              ; preds = %379
  %407 = load ptr, ptr %57, align 8
  %408 = load i32, ptr %58, align 4
  %409 = call i64 @ZSTD_hash8Ptr(ptr noundef %407, i32 noundef %408)
  store i64 %409, ptr %56, align 8
  br label %410

410:                                              ; preds = %406, %402, %398, %394, %390
  %411 = load i64, ptr %56, align 8
  store i64 %411, ptr %105, align 8
  %412 = load ptr, ptr %96, align 8
  store ptr %412, ptr %95, align 8
  %413 = load ptr, ptr %97, align 8
  store ptr %413, ptr %96, align 8
  %414 = load ptr, ptr %98, align 8
  store ptr %414, ptr %97, align 8
  %415 = load ptr, ptr %95, align 8
  %416 = load ptr, ptr %87, align 8
  %417 = ptrtoint ptr %415 to i64
  %418 = ptrtoint ptr %416 to i64
  %419 = sub i64 %417, %418
  %420 = trunc i64 %419 to i32
  store i32 %420, ptr %99, align 4
  %421 = load i32, ptr %99, align 4
  %422 = load ptr, ptr %84, align 8
  %423 = load i64, ptr %104, align 8
  %424 = getelementptr inbounds i32, ptr %422, i64 %423
  store i32 %421, ptr %424, align 4
  %425 = load ptr, ptr %113, align 8
  %426 = load ptr, ptr %95, align 8
  %427 = load ptr, ptr %87, align 8
  %428 = load i32, ptr %106, align 4
  %429 = zext i32 %428 to i64
  %430 = getelementptr inbounds i8, ptr %427, i64 %429
  %431 = load i32, ptr %106, align 4
  %432 = load i32, ptr %90, align 4
  %433 = call i32 %425(ptr noundef %426, ptr noundef %430, i32 noundef %431, i32 noundef %432) #3
  %434 = icmp ne i32 %433, 0
  br i1 %434, label %435, label %449

435:                                              ; preds = %410
  %436 = load i64, ptr %110, align 8
  %437 = icmp ule i64 %436, 4
  br i1 %437, label %438, label %448

438:                                              ; preds = %435
  %439 = load ptr, ptr %96, align 8
  %440 = load ptr, ptr %87, align 8
  %441 = ptrtoint ptr %439 to i64
  %442 = ptrtoint ptr %440 to i64
  %443 = sub i64 %441, %442
  %444 = trunc i64 %443 to i32
  %445 = load ptr, ptr %84, align 8
  %446 = load i64, ptr %105, align 8
  %447 = getelementptr inbounds i32, ptr %445, i64 %446
  store i32 %444, ptr %447, align 4
  br label %448

448:                                              ; preds = %438, %435
  br label %534

449:                                              ; preds = %410
  %450 = load ptr, ptr %84, align 8
  %451 = load i64, ptr %105, align 8
  %452 = getelementptr inbounds i32, ptr %450, i64 %451
  %453 = load i32, ptr %452, align 4
  store i32 %453, ptr %106, align 4
  %454 = load i64, ptr %105, align 8
  store i64 %454, ptr %104, align 8
  %455 = load ptr, ptr %97, align 8
  %456 = load i32, ptr %85, align 4
  %457 = load i32, ptr %81, align 4
  store ptr %455, ptr %61, align 8
  store i32 %456, ptr %62, align 4
  store i32 %457, ptr %63, align 4
  %458 = load i32, ptr %63, align 4
  switch i32 %458, label %459 [
    i32 4, label %460
    i32 5, label %464
    i32 6, label %468
    i32 7, label %472
    i32 8, label %476
  ]

459:                                              ; preds = %449
  br label %460

460:                                              ; preds = %459, %449
  %461 = load ptr, ptr %61, align 8
  %462 = load i32, ptr %62, align 4
  %463 = call i64 @ZSTD_hash4Ptr(ptr noundef %461, i32 noundef %462)
  store i64 %463, ptr %60, align 8
  br label %480

464:                                              ; preds = %449
  %465 = load ptr, ptr %61, align 8
  %466 = load i32, ptr %62, align 4
  %467 = call i64 @ZSTD_hash5Ptr(ptr noundef %465, i32 noundef %466)
  store i64 %467, ptr %60, align 8
  br label %480

468:                                              ; preds = %449
  %469 = load ptr, ptr %61, align 8
  %470 = load i32, ptr %62, align 4
  %471 = call i64 @ZSTD_hash6Ptr(ptr noundef %469, i32 noundef %470)
  store i64 %471, ptr %60, align 8
  br label %480

472:                                              ; preds = %449
  %473 = load ptr, ptr %61, align 8
  %474 = load i32, ptr %62, align 4
  %475 = call i64 @ZSTD_hash7Ptr(ptr noundef %473, i32 noundef %474)
  store i64 %475, ptr %60, align 8
  br label %480

476:                                              ; preds = %449
  %477 = load ptr, ptr %61, align 8
  %478 = load i32, ptr %62, align 4
  %479 = call i64 @ZSTD_hash8Ptr(ptr noundef %477, i32 noundef %478)
  store i64 %479, ptr %60, align 8
  br label %480

480:                                              ; preds = %476, %472, %468, %464, %460
  %481 = load i64, ptr %60, align 8
  store i64 %481, ptr %105, align 8
  %482 = load ptr, ptr %96, align 8
  store ptr %482, ptr %95, align 8
  %483 = load ptr, ptr %97, align 8
  store ptr %483, ptr %96, align 8
  %484 = load ptr, ptr %95, align 8
  %485 = load i64, ptr %110, align 8
  %486 = getelementptr inbounds i8, ptr %484, i64 %485
  store ptr %486, ptr %97, align 8
  %487 = load ptr, ptr %96, align 8
  %488 = load i64, ptr %110, align 8
  %489 = getelementptr inbounds i8, ptr %487, i64 %488
  store ptr %489, ptr %98, align 8
  %490 = load ptr, ptr %97, align 8
  %491 = load ptr, ptr %111, align 8
  %492 = icmp uge ptr %490, %491
  br i1 %492, label %493, label %502

493:                                              ; preds = %480
  %494 = load i64, ptr %110, align 8
  %495 = add i64 %494, 1
  store i64 %495, ptr %110, align 8
  %496 = load ptr, ptr %96, align 8
  %497 = getelementptr inbounds i8, ptr %496, i64 64
  call void @llvm.prefetch.p0(ptr %497, i32 0, i32 3, i32 1)
  %498 = load ptr, ptr %96, align 8
  %499 = getelementptr inbounds i8, ptr %498, i64 128
  call void @llvm.prefetch.p0(ptr %499, i32 0, i32 3, i32 1)
  %500 = load ptr, ptr %111, align 8
  %501 = getelementptr inbounds i8, ptr %500, i64 128
  store ptr %501, ptr %111, align 8
  br label %502

502:                                              ; preds = %493, %480
  %503 = load ptr, ptr %98, align 8
  %504 = load ptr, ptr %93, align 8
  %505 = icmp ult ptr %503, %504
  br i1 %505, label %294, label %506, !llvm.loop !11

506:                                              ; preds = %502
  br label %507

507:                                              ; preds = %506, %234
  %508 = load i32, ptr %102, align 4
  %509 = icmp ne i32 %508, 0
  br i1 %509, label %510, label %515

510:                                              ; preds = %507
  %511 = load i32, ptr %100, align 4
  %512 = icmp ne i32 %511, 0
  br i1 %512, label %513, label %515

513:                                              ; preds = %510
  %514 = load i32, ptr %102, align 4
  br label %517

515:                                              ; preds = %510, %507
  %516 = load i32, ptr %103, align 4
  br label %517

517:                                              ; preds = %515, %513
  %518 = phi i32 [ %514, %513 ], [ %516, %515 ]
  store i32 %518, ptr %103, align 4
  %519 = load i32, ptr %100, align 4
  %520 = icmp ne i32 %519, 0
  br i1 %520, label %521, label %523

521:                                              ; preds = %517
  %522 = load i32, ptr %100, align 4
  br label %525

523:                                              ; preds = %517
  %524 = load i32, ptr %102, align 4
  br label %525

525:                                              ; preds = %523, %521
  %526 = phi i32 [ %522, %521 ], [ %524, %523 ]
  %527 = load ptr, ptr %78, align 8
  store i32 %526, ptr %527, align 4
  %528 = load i32, ptr %101, align 4
  %529 = icmp ne i32 %528, 0
  br i1 %529, label %530, label %532

530:                                              ; preds = %525
  %531 = load i32, ptr %101, align 4
  br label %1080

532:                                              ; preds = %525
  %533 = load i32, ptr %103, align 4
  br label %1080

534:                                              ; preds = %448, %369
  %535 = load ptr, ptr %87, align 8
  %536 = load i32, ptr %106, align 4
  %537 = zext i32 %536 to i64
  %538 = getelementptr inbounds i8, ptr %535, i64 %537
  store ptr %538, ptr %108, align 8
  %539 = load i32, ptr %100, align 4
  store i32 %539, ptr %101, align 4
  %540 = load ptr, ptr %95, align 8
  %541 = load ptr, ptr %108, align 8
  %542 = ptrtoint ptr %540 to i64
  %543 = ptrtoint ptr %541 to i64
  %544 = sub i64 %542, %543
  %545 = trunc i64 %544 to i32
  store i32 %545, ptr %100, align 4
  %546 = load i32, ptr %100, align 4
  %547 = add i32 %546, 3
  store i32 %547, ptr %107, align 4
  store i64 4, ptr %109, align 8
  br label %548

548:                                              ; preds = %571, %534
  %549 = load ptr, ptr %95, align 8
  %550 = load ptr, ptr %94, align 8
  %551 = icmp ugt ptr %549, %550
  %552 = zext i1 %551 to i32
  %553 = load ptr, ptr %108, align 8
  %554 = load ptr, ptr %91, align 8
  %555 = icmp ugt ptr %553, %554
  %556 = zext i1 %555 to i32
  %557 = and i32 %552, %556
  %558 = icmp ne i32 %557, 0
  br i1 %558, label %559, label %569

559:                                              ; preds = %548
  %560 = load ptr, ptr %95, align 8
  %561 = getelementptr inbounds i8, ptr %560, i64 -1
  %562 = load i8, ptr %561, align 1
  %563 = zext i8 %562 to i32
  %564 = load ptr, ptr %108, align 8
  %565 = getelementptr inbounds i8, ptr %564, i64 -1
  %566 = load i8, ptr %565, align 1
  %567 = zext i8 %566 to i32
  %568 = icmp eq i32 %563, %567
  br label %569

569:                                              ; preds = %559, %548
  %570 = phi i1 [ false, %548 ], [ %568, %559 ]
  br i1 %570, label %571, label %578

571:                                              ; preds = %569
  %572 = load ptr, ptr %95, align 8
  %573 = getelementptr inbounds i8, ptr %572, i32 -1
  store ptr %573, ptr %95, align 8
  %574 = load ptr, ptr %108, align 8
  %575 = getelementptr inbounds i8, ptr %574, i32 -1
  store ptr %575, ptr %108, align 8
  %576 = load i64, ptr %109, align 8
  %577 = add i64 %576, 1
  store i64 %577, ptr %109, align 8
  br label %548, !llvm.loop !12

578:                                              ; preds = %569
  br label %579

579:                                              ; preds = %578, %321
  %580 = load ptr, ptr %95, align 8
  %581 = load i64, ptr %109, align 8
  %582 = getelementptr inbounds i8, ptr %580, i64 %581
  %583 = load ptr, ptr %108, align 8
  %584 = load i64, ptr %109, align 8
  %585 = getelementptr inbounds i8, ptr %583, i64 %584
  %586 = load ptr, ptr %92, align 8
  %587 = call i64 @ZSTD_count(ptr noundef %582, ptr noundef %585, ptr noundef %586)
  %588 = load i64, ptr %109, align 8
  %589 = add i64 %588, %587
  store i64 %589, ptr %109, align 8
  %590 = load ptr, ptr %77, align 8
  %591 = load ptr, ptr %95, align 8
  %592 = load ptr, ptr %94, align 8
  %593 = ptrtoint ptr %591 to i64
  %594 = ptrtoint ptr %592 to i64
  %595 = sub i64 %593, %594
  %596 = load ptr, ptr %94, align 8
  %597 = load ptr, ptr %92, align 8
  %598 = load i32, ptr %107, align 4
  %599 = load i64, ptr %109, align 8
  store ptr %590, ptr %32, align 8
  store i64 %595, ptr %33, align 8
  store ptr %596, ptr %34, align 8
  store ptr %597, ptr %35, align 8
  store i32 %598, ptr %36, align 4
  store i64 %599, ptr %37, align 8
  %600 = load ptr, ptr %35, align 8
  %601 = getelementptr inbounds i8, ptr %600, i64 -32
  store ptr %601, ptr %38, align 8
  %602 = load ptr, ptr %34, align 8
  %603 = load i64, ptr %33, align 8
  %604 = getelementptr inbounds i8, ptr %602, i64 %603
  store ptr %604, ptr %39, align 8
  %605 = load ptr, ptr %39, align 8
  %606 = load ptr, ptr %38, align 8
  %607 = icmp ule ptr %605, %606
  br i1 %607, label %608, label %681

608:                                              ; preds = %579
  %609 = load ptr, ptr %32, align 8
  %610 = getelementptr inbounds %struct.SeqStore_t, ptr %609, i32 0, i32 3
  %611 = load ptr, ptr %610, align 8
  %612 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %611, ptr noundef %612)
  %613 = load i64, ptr %33, align 8
  %614 = icmp ugt i64 %613, 16
  br i1 %614, label %615, label %680

615:                                              ; preds = %608
  %616 = load ptr, ptr %32, align 8
  %617 = getelementptr inbounds %struct.SeqStore_t, ptr %616, i32 0, i32 3
  %618 = load ptr, ptr %617, align 8
  %619 = getelementptr inbounds i8, ptr %618, i64 16
  %620 = load ptr, ptr %34, align 8
  %621 = getelementptr inbounds i8, ptr %620, i64 16
  %622 = load i64, ptr %33, align 8
  %623 = sub nsw i64 %622, 16
  store ptr %619, ptr %24, align 8
  store ptr %621, ptr %25, align 8
  store i64 %623, ptr %26, align 8
  store i32 0, ptr %27, align 4
  %624 = load ptr, ptr %24, align 8
  %625 = load ptr, ptr %25, align 8
  %626 = ptrtoint ptr %624 to i64
  %627 = ptrtoint ptr %625 to i64
  %628 = sub i64 %626, %627
  store i64 %628, ptr %28, align 8
  %629 = load ptr, ptr %25, align 8
  store ptr %629, ptr %29, align 8
  %630 = load ptr, ptr %24, align 8
  store ptr %630, ptr %30, align 8
  %631 = load ptr, ptr %30, align 8
  %632 = load i64, ptr %26, align 8
  %633 = getelementptr inbounds i8, ptr %631, i64 %632
  store ptr %633, ptr %31, align 8
  %634 = load i32, ptr %27, align 4
  %635 = icmp eq i32 %634, 1
  br i1 %635, label %636, label %651

636:                                              ; preds = %615
  %637 = load i64, ptr %28, align 8
  %638 = icmp slt i64 %637, 16
  br i1 %638, label %639, label %651

639:                                              ; preds = %636
  br label %640

640:                                              ; preds = %640, %639
  %641 = load ptr, ptr %30, align 8
  %642 = load ptr, ptr %29, align 8
  call void @ZSTD_copy8(ptr noundef %641, ptr noundef %642)
  %643 = load ptr, ptr %30, align 8
  %644 = getelementptr inbounds i8, ptr %643, i64 8
  store ptr %644, ptr %30, align 8
  %645 = load ptr, ptr %29, align 8
  %646 = getelementptr inbounds i8, ptr %645, i64 8
  store ptr %646, ptr %29, align 8
  %647 = load ptr, ptr %30, align 8
  %648 = load ptr, ptr %31, align 8
  %649 = icmp ult ptr %647, %648
  br i1 %649, label %640, label %650, !llvm.loop !13

650:                                              ; preds = %640
  br label %679

651:                                              ; preds = %636, %615
  %652 = load ptr, ptr %30, align 8
  %653 = load ptr, ptr %29, align 8
  call void @ZSTD_copy16(ptr noundef %652, ptr noundef %653)
  %654 = load i64, ptr %26, align 8
  %655 = icmp sge i64 16, %654
  br i1 %655, label %656, label %657

656:                                              ; preds = %651
  br label %679

657:                                              ; preds = %651
  %658 = load ptr, ptr %30, align 8
  %659 = getelementptr inbounds i8, ptr %658, i64 16
  store ptr %659, ptr %30, align 8
  %660 = load ptr, ptr %29, align 8
  %661 = getelementptr inbounds i8, ptr %660, i64 16
  store ptr %661, ptr %29, align 8
  br label %662

662:                                              ; preds = %662, %657
  %663 = load ptr, ptr %30, align 8
  %664 = load ptr, ptr %29, align 8
  call void @ZSTD_copy16(ptr noundef %663, ptr noundef %664)
  %665 = load ptr, ptr %30, align 8
  %666 = getelementptr inbounds i8, ptr %665, i64 16
  store ptr %666, ptr %30, align 8
  %667 = load ptr, ptr %29, align 8
  %668 = getelementptr inbounds i8, ptr %667, i64 16
  store ptr %668, ptr %29, align 8
  %669 = load ptr, ptr %30, align 8
  %670 = load ptr, ptr %29, align 8
  call void @ZSTD_copy16(ptr noundef %669, ptr noundef %670)
  %671 = load ptr, ptr %30, align 8
  %672 = getelementptr inbounds i8, ptr %671, i64 16
  store ptr %672, ptr %30, align 8
  %673 = load ptr, ptr %29, align 8
  %674 = getelementptr inbounds i8, ptr %673, i64 16
  store ptr %674, ptr %29, align 8
  %675 = load ptr, ptr %30, align 8
  %676 = load ptr, ptr %31, align 8
  %677 = icmp ult ptr %675, %676
  br i1 %677, label %662, label %678, !llvm.loop !14

678:                                              ; preds = %662
  br label %679

679:                                              ; preds = %650, %656, %678
  br label %680

680:                                              ; preds = %679, %608
  br label %688

681:                                              ; preds = %579
  %682 = load ptr, ptr %32, align 8
  %683 = getelementptr inbounds %struct.SeqStore_t, ptr %682, i32 0, i32 3
  %684 = load ptr, ptr %683, align 8
  %685 = load ptr, ptr %34, align 8
  %686 = load ptr, ptr %39, align 8
  %687 = load ptr, ptr %38, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %684, ptr noundef %685, ptr noundef %686, ptr noundef %687)
  br label %688

688:                                              ; preds = %680, %681
  %689 = load i64, ptr %33, align 8
  %690 = load ptr, ptr %32, align 8
  %691 = getelementptr inbounds %struct.SeqStore_t, ptr %690, i32 0, i32 3
  %692 = load ptr, ptr %691, align 8
  %693 = getelementptr inbounds i8, ptr %692, i64 %689
  store ptr %693, ptr %691, align 8
  %694 = load ptr, ptr %32, align 8
  %695 = load i64, ptr %33, align 8
  %696 = load i32, ptr %36, align 4
  %697 = load i64, ptr %37, align 8
  store ptr %694, ptr %11, align 8
  store i64 %695, ptr %12, align 8
  store i32 %696, ptr %13, align 4
  store i64 %697, ptr %14, align 8
  %698 = load i64, ptr %12, align 8
  %699 = icmp ugt i64 %698, 65535
  %700 = zext i1 %699 to i32
  %701 = sext i32 %700 to i64
  br i1 %699, label %702, label %717

702:                                              ; preds = %688
  %703 = load ptr, ptr %11, align 8
  %704 = getelementptr inbounds %struct.SeqStore_t, ptr %703, i32 0, i32 9
  store i32 1, ptr %704, align 8
  %705 = load ptr, ptr %11, align 8
  %706 = getelementptr inbounds %struct.SeqStore_t, ptr %705, i32 0, i32 1
  %707 = load ptr, ptr %706, align 8
  %708 = load ptr, ptr %11, align 8
  %709 = load ptr, ptr %708, align 8
  %710 = ptrtoint ptr %707 to i64
  %711 = ptrtoint ptr %709 to i64
  %712 = sub i64 %710, %711
  %713 = sdiv exact i64 %712, 8
  %714 = trunc i64 %713 to i32
  %715 = load ptr, ptr %11, align 8
  %716 = getelementptr inbounds %struct.SeqStore_t, ptr %715, i32 0, i32 10
  store i32 %714, ptr %716, align 4
  br label %717

717:                                              ; preds = %702, %688
  %718 = load i64, ptr %12, align 8
  %719 = trunc i64 %718 to i16
  %720 = load ptr, ptr %11, align 8
  %721 = getelementptr inbounds %struct.SeqStore_t, ptr %720, i32 0, i32 1
  %722 = load ptr, ptr %721, align 8
  %723 = getelementptr inbounds %struct.SeqDef_s, ptr %722, i32 0, i32 1
  store i16 %719, ptr %723, align 4
  %724 = load i32, ptr %13, align 4
  %725 = load ptr, ptr %11, align 8
  %726 = getelementptr inbounds %struct.SeqStore_t, ptr %725, i32 0, i32 1
  %727 = load ptr, ptr %726, align 8
  store i32 %724, ptr %727, align 4
  %728 = load i64, ptr %14, align 8
  %729 = sub i64 %728, 3
  store i64 %729, ptr %15, align 8
  %730 = load i64, ptr %15, align 8
  %731 = icmp ugt i64 %730, 65535
  %732 = zext i1 %731 to i32
  %733 = sext i32 %732 to i64
  br i1 %731, label %734, label %749

734:                                              ; preds = %717
  %735 = load ptr, ptr %11, align 8
  %736 = getelementptr inbounds %struct.SeqStore_t, ptr %735, i32 0, i32 9
  store i32 2, ptr %736, align 8
  %737 = load ptr, ptr %11, align 8
  %738 = getelementptr inbounds %struct.SeqStore_t, ptr %737, i32 0, i32 1
  %739 = load ptr, ptr %738, align 8
  %740 = load ptr, ptr %11, align 8
  %741 = load ptr, ptr %740, align 8
  %742 = ptrtoint ptr %739 to i64
  %743 = ptrtoint ptr %741 to i64
  %744 = sub i64 %742, %743
  %745 = sdiv exact i64 %744, 8
  %746 = trunc i64 %745 to i32
  %747 = load ptr, ptr %11, align 8
  %748 = getelementptr inbounds %struct.SeqStore_t, ptr %747, i32 0, i32 10
  store i32 %746, ptr %748, align 4
  br label %749

749:                                              ; preds = %717, %734
  %750 = load i64, ptr %15, align 8
  %751 = trunc i64 %750 to i16
  %752 = load ptr, ptr %11, align 8
  %753 = getelementptr inbounds %struct.SeqStore_t, ptr %752, i32 0, i32 1
  %754 = load ptr, ptr %753, align 8
  %755 = getelementptr inbounds %struct.SeqDef_s, ptr %754, i32 0, i32 2
  store i16 %751, ptr %755, align 2
  %756 = load ptr, ptr %11, align 8
  %757 = getelementptr inbounds %struct.SeqStore_t, ptr %756, i32 0, i32 1
  %758 = load ptr, ptr %757, align 8
  %759 = getelementptr inbounds %struct.SeqDef_s, ptr %758, i32 1
  store ptr %759, ptr %757, align 8
  %760 = load i64, ptr %109, align 8
  %761 = load ptr, ptr %95, align 8
  %762 = getelementptr inbounds i8, ptr %761, i64 %760
  store ptr %762, ptr %95, align 8
  %763 = load ptr, ptr %95, align 8
  store ptr %763, ptr %94, align 8
  %764 = load ptr, ptr %95, align 8
  %765 = load ptr, ptr %93, align 8
  %766 = icmp ule ptr %764, %765
  br i1 %766, label %767, label %1079

767:                                              ; preds = %749
  %768 = load i32, ptr %99, align 4
  %769 = add i32 %768, 2
  %770 = load ptr, ptr %84, align 8
  %771 = load ptr, ptr %87, align 8
  %772 = load i32, ptr %99, align 4
  %773 = zext i32 %772 to i64
  %774 = getelementptr inbounds i8, ptr %771, i64 %773
  %775 = getelementptr inbounds i8, ptr %774, i64 2
  %776 = load i32, ptr %85, align 4
  %777 = load i32, ptr %81, align 4
  store ptr %775, ptr %65, align 8
  store i32 %776, ptr %66, align 4
  store i32 %777, ptr %67, align 4
  %778 = load i32, ptr %67, align 4
  switch i32 %778, label %779 [
    i32 4, label %780
    i32 5, label %784
    i32 6, label %788
    i32 7, label %792
    i32 8, label %796
  ]

779:                                              ; preds = %767
  br label %780

780:                                              ; preds = %779, %767
  %781 = load ptr, ptr %65, align 8
  %782 = load i32, ptr %66, align 4
  %783 = call i64 @ZSTD_hash4Ptr(ptr noundef %781, i32 noundef %782)
  store i64 %783, ptr %64, align 8
  br label %800

784:                                              ; preds = %767
  %785 = load ptr, ptr %65, align 8
  %786 = load i32, ptr %66, align 4
  %787 = call i64 @ZSTD_hash5Ptr(ptr noundef %785, i32 noundef %786)
  store i64 %787, ptr %64, align 8
  br label %800

788:                                              ; preds = %767
  %789 = load ptr, ptr %65, align 8
  %790 = load i32, ptr %66, align 4
  %791 = call i64 @ZSTD_hash6Ptr(ptr noundef %789, i32 noundef %790)
  store i64 %791, ptr %64, align 8
  br label %800

792:                                              ; preds = %767
  %793 = load ptr, ptr %65, align 8
  %794 = load i32, ptr %66, align 4
  %795 = call i64 @ZSTD_hash7Ptr(ptr noundef %793, i32 noundef %794)
  store i64 %795, ptr %64, align 8
  br label %800

796:                                              ; preds = %767
  %797 = load ptr, ptr %65, align 8
  %798 = load i32, ptr %66, align 4
  %799 = call i64 @ZSTD_hash8Ptr(ptr noundef %797, i32 noundef %798)
  store i64 %799, ptr %64, align 8
  br label %800

800:                                              ; preds = %796, %792, %788, %784, %780
  %801 = load i64, ptr %64, align 8
  %802 = getelementptr inbounds i32, ptr %770, i64 %801
  store i32 %769, ptr %802, align 4
  %803 = load ptr, ptr %95, align 8
  %804 = getelementptr inbounds i8, ptr %803, i64 -2
  %805 = load ptr, ptr %87, align 8
  %806 = ptrtoint ptr %804 to i64
  %807 = ptrtoint ptr %805 to i64
  %808 = sub i64 %806, %807
  %809 = trunc i64 %808 to i32
  %810 = load ptr, ptr %84, align 8
  %811 = load ptr, ptr %95, align 8
  %812 = getelementptr inbounds i8, ptr %811, i64 -2
  %813 = load i32, ptr %85, align 4
  %814 = load i32, ptr %81, align 4
  store ptr %812, ptr %69, align 8
  store i32 %813, ptr %70, align 4
  store i32 %814, ptr %71, align 4
  %815 = load i32, ptr %71, align 4
  switch i32 %815, label %816 [
    i32 4, label %817
    i32 5, label %821
    i32 6, label %825
    i32 7, label %829
    i32 8, label %833
  ]

816:                                              ; preds = %800
  br label %817

817:                                              ; preds = %816, %800
  %818 = load ptr, ptr %69, align 8
  %819 = load i32, ptr %70, align 4
  %820 = call i64 @ZSTD_hash4Ptr(ptr noundef %818, i32 noundef %819)
  store i64 %820, ptr %68, align 8
  br label %837

821:                                              ; preds = %800
  %822 = load ptr, ptr %69, align 8
  %823 = load i32, ptr %70, align 4
  %824 = call i64 @ZSTD_hash5Ptr(ptr noundef %822, i32 noundef %823)
  store i64 %824, ptr %68, align 8
  br label %837

825:                                              ; preds = %800
  %826 = load ptr, ptr %69, align 8
  %827 = load i32, ptr %70, align 4
  %828 = call i64 @ZSTD_hash6Ptr(ptr noundef %826, i32 noundef %827)
  store i64 %828, ptr %68, align 8
  br label %837

829:                                              ; preds = %800
  %830 = load ptr, ptr %69, align 8
  %831 = load i32, ptr %70, align 4
  %832 = call i64 @ZSTD_hash7Ptr(ptr noundef %830, i32 noundef %831)
  store i64 %832, ptr %68, align 8
  br label %837

833:                                              ; preds = %800
  %834 = load ptr, ptr %69, align 8
  %835 = load i32, ptr %70, align 4
  %836 = call i64 @ZSTD_hash8Ptr(ptr noundef %834, i32 noundef %835)
  store i64 %836, ptr %68, align 8
  br label %837

837:                                              ; preds = %833, %829, %825, %821, %817
  %838 = load i64, ptr %68, align 8
  %839 = getelementptr inbounds i32, ptr %810, i64 %838
  store i32 %809, ptr %839, align 4
  %840 = load i32, ptr %101, align 4
  %841 = icmp ugt i32 %840, 0
  br i1 %841, label %842, label %1078

842:                                              ; preds = %837
  br label %843

843:                                              ; preds = %1065, %842
  %844 = load ptr, ptr %95, align 8
  %845 = load ptr, ptr %93, align 8
  %846 = icmp ule ptr %844, %845
  br i1 %846, label %847, label %857

847:                                              ; preds = %843
  %848 = load ptr, ptr %95, align 8
  %849 = call i32 @MEM_read32(ptr noundef %848)
  %850 = load ptr, ptr %95, align 8
  %851 = load i32, ptr %101, align 4
  %852 = zext i32 %851 to i64
  %853 = sub i64 0, %852
  %854 = getelementptr inbounds i8, ptr %850, i64 %853
  %855 = call i32 @MEM_read32(ptr noundef %854)
  %856 = icmp eq i32 %849, %855
  br label %857

857:                                              ; preds = %847, %843
  %858 = phi i1 [ false, %843 ], [ %856, %847 ]
  br i1 %858, label %859, label %1077

859:                                              ; preds = %857
  %860 = load ptr, ptr %95, align 8
  %861 = getelementptr inbounds i8, ptr %860, i64 4
  %862 = load ptr, ptr %95, align 8
  %863 = getelementptr inbounds i8, ptr %862, i64 4
  %864 = load i32, ptr %101, align 4
  %865 = zext i32 %864 to i64
  %866 = sub i64 0, %865
  %867 = getelementptr inbounds i8, ptr %863, i64 %866
  %868 = load ptr, ptr %92, align 8
  %869 = call i64 @ZSTD_count(ptr noundef %861, ptr noundef %867, ptr noundef %868)
  %870 = add i64 %869, 4
  store i64 %870, ptr %118, align 8
  %871 = load i32, ptr %101, align 4
  store i32 %871, ptr %119, align 4
  %872 = load i32, ptr %100, align 4
  store i32 %872, ptr %101, align 4
  %873 = load i32, ptr %119, align 4
  store i32 %873, ptr %100, align 4
  %874 = load ptr, ptr %95, align 8
  %875 = load ptr, ptr %87, align 8
  %876 = ptrtoint ptr %874 to i64
  %877 = ptrtoint ptr %875 to i64
  %878 = sub i64 %876, %877
  %879 = trunc i64 %878 to i32
  %880 = load ptr, ptr %84, align 8
  %881 = load ptr, ptr %95, align 8
  %882 = load i32, ptr %85, align 4
  %883 = load i32, ptr %81, align 4
  store ptr %881, ptr %73, align 8
  store i32 %882, ptr %74, align 4
  store i32 %883, ptr %75, align 4
  %884 = load i32, ptr %75, align 4
  switch i32 %884, label %885 [
    i32 4, label %886
    i32 5, label %890
    i32 6, label %894
    i32 7, label %898
    i32 8, label %902
  ]

885:                                              ; preds = %859
  br label %886

886:                                              ; preds = %885, %859
  %887 = load ptr, ptr %73, align 8
  %888 = load i32, ptr %74, align 4
  %889 = call i64 @ZSTD_hash4Ptr(ptr noundef %887, i32 noundef %888)
  store i64 %889, ptr %72, align 8
  br label %906

890:                                              ; preds = %859
  %891 = load ptr, ptr %73, align 8
  %892 = load i32, ptr %74, align 4
  %893 = call i64 @ZSTD_hash5Ptr(ptr noundef %891, i32 noundef %892)
  store i64 %893, ptr %72, align 8
  br label %906

894:                                              ; preds = %859
  %895 = load ptr, ptr %73, align 8
  %896 = load i32, ptr %74, align 4
  %897 = call i64 @ZSTD_hash6Ptr(ptr noundef %895, i32 noundef %896)
  store i64 %897, ptr %72, align 8
  br label %906

898:                                              ; preds = %859
  %899 = load ptr, ptr %73, align 8
  %900 = load i32, ptr %74, align 4
  %901 = call i64 @ZSTD_hash7Ptr(ptr noundef %899, i32 noundef %900)
  store i64 %901, ptr %72, align 8
  br label %906

902:                                              ; preds = %859
  %903 = load ptr, ptr %73, align 8
  %904 = load i32, ptr %74, align 4
  %905 = call i64 @ZSTD_hash8Ptr(ptr noundef %903, i32 noundef %904)
  store i64 %905, ptr %72, align 8
  br label %906

906:                                              ; preds = %902, %898, %894, %890, %886
  %907 = load i64, ptr %72, align 8
  %908 = getelementptr inbounds i32, ptr %880, i64 %907
  store i32 %879, ptr %908, align 4
  %909 = load i64, ptr %118, align 8
  %910 = load ptr, ptr %95, align 8
  %911 = getelementptr inbounds i8, ptr %910, i64 %909
  store ptr %911, ptr %95, align 8
  %912 = load ptr, ptr %77, align 8
  %913 = load ptr, ptr %94, align 8
  %914 = load ptr, ptr %92, align 8
  %915 = load i64, ptr %118, align 8
  store ptr %912, ptr %40, align 8
  store i64 0, ptr %41, align 8
  store ptr %913, ptr %42, align 8
  store ptr %914, ptr %43, align 8
  store i32 1, ptr %44, align 4
  store i64 %915, ptr %45, align 8
  %916 = load ptr, ptr %43, align 8
  %917 = getelementptr inbounds i8, ptr %916, i64 -32
  store ptr %917, ptr %46, align 8
  %918 = load ptr, ptr %42, align 8
  %919 = load i64, ptr %41, align 8
  %920 = getelementptr inbounds i8, ptr %918, i64 %919
  store ptr %920, ptr %47, align 8
  %921 = load ptr, ptr %47, align 8
  %922 = load ptr, ptr %46, align 8
  %923 = icmp ule ptr %921, %922
  br i1 %923, label %924, label %997

924:                                              ; preds = %906
  %925 = load ptr, ptr %40, align 8
  %926 = getelementptr inbounds %struct.SeqStore_t, ptr %925, i32 0, i32 3
  %927 = load ptr, ptr %926, align 8
  %928 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %927, ptr noundef %928)
  %929 = load i64, ptr %41, align 8
  %930 = icmp ugt i64 %929, 16
  br i1 %930, label %931, label %996

931:                                              ; preds = %924
  %932 = load ptr, ptr %40, align 8
  %933 = getelementptr inbounds %struct.SeqStore_t, ptr %932, i32 0, i32 3
  %934 = load ptr, ptr %933, align 8
  %935 = getelementptr inbounds i8, ptr %934, i64 16
  %936 = load ptr, ptr %42, align 8
  %937 = getelementptr inbounds i8, ptr %936, i64 16
  %938 = load i64, ptr %41, align 8
  %939 = sub nsw i64 %938, 16
  store ptr %935, ptr %16, align 8
  store ptr %937, ptr %17, align 8
  store i64 %939, ptr %18, align 8
  store i32 0, ptr %19, align 4
  %940 = load ptr, ptr %16, align 8
  %941 = load ptr, ptr %17, align 8
  %942 = ptrtoint ptr %940 to i64
  %943 = ptrtoint ptr %941 to i64
  %944 = sub i64 %942, %943
  store i64 %944, ptr %20, align 8
  %945 = load ptr, ptr %17, align 8
  store ptr %945, ptr %21, align 8
  %946 = load ptr, ptr %16, align 8
  store ptr %946, ptr %22, align 8
  %947 = load ptr, ptr %22, align 8
  %948 = load i64, ptr %18, align 8
  %949 = getelementptr inbounds i8, ptr %947, i64 %948
  store ptr %949, ptr %23, align 8
  %950 = load i32, ptr %19, align 4
  %951 = icmp eq i32 %950, 1
  br i1 %951, label %952, label %967

952:                                              ; preds = %931
  %953 = load i64, ptr %20, align 8
  %954 = icmp slt i64 %953, 16
  br i1 %954, label %955, label %967

955:                                              ; preds = %952
  br label %956

956:                                              ; preds = %956, %955
  %957 = load ptr, ptr %22, align 8
  %958 = load ptr, ptr %21, align 8
  call void @ZSTD_copy8(ptr noundef %957, ptr noundef %958)
  %959 = load ptr, ptr %22, align 8
  %960 = getelementptr inbounds i8, ptr %959, i64 8
  store ptr %960, ptr %22, align 8
  %961 = load ptr, ptr %21, align 8
  %962 = getelementptr inbounds i8, ptr %961, i64 8
  store ptr %962, ptr %21, align 8
  %963 = load ptr, ptr %22, align 8
  %964 = load ptr, ptr %23, align 8
  %965 = icmp ult ptr %963, %964
  br i1 %965, label %956, label %966, !llvm.loop !13

966:                                              ; preds = %956
  br label %995

967:                                              ; preds = %952, %931
  %968 = load ptr, ptr %22, align 8
  %969 = load ptr, ptr %21, align 8
  call void @ZSTD_copy16(ptr noundef %968, ptr noundef %969)
  %970 = load i64, ptr %18, align 8
  %971 = icmp sge i64 16, %970
  br i1 %971, label %972, label %973

972:                                              ; preds = %967
  br label %995

973:                                              ; preds = %967
  %974 = load ptr, ptr %22, align 8
  %975 = getelementptr inbounds i8, ptr %974, i64 16
  store ptr %975, ptr %22, align 8
  %976 = load ptr, ptr %21, align 8
  %977 = getelementptr inbounds i8, ptr %976, i64 16
  store ptr %977, ptr %21, align 8
  br label %978

978:                                              ; preds = %978, %973
  %979 = load ptr, ptr %22, align 8
  %980 = load ptr, ptr %21, align 8
  call void @ZSTD_copy16(ptr noundef %979, ptr noundef %980)
  %981 = load ptr, ptr %22, align 8
  %982 = getelementptr inbounds i8, ptr %981, i64 16
  store ptr %982, ptr %22, align 8
  %983 = load ptr, ptr %21, align 8
  %984 = getelementptr inbounds i8, ptr %983, i64 16
  store ptr %984, ptr %21, align 8
  %985 = load ptr, ptr %22, align 8
  %986 = load ptr, ptr %21, align 8
  call void @ZSTD_copy16(ptr noundef %985, ptr noundef %986)
  %987 = load ptr, ptr %22, align 8
  %988 = getelementptr inbounds i8, ptr %987, i64 16
  store ptr %988, ptr %22, align 8
  %989 = load ptr, ptr %21, align 8
  %990 = getelementptr inbounds i8, ptr %989, i64 16
  store ptr %990, ptr %21, align 8
  %991 = load ptr, ptr %22, align 8
  %992 = load ptr, ptr %23, align 8
  %993 = icmp ult ptr %991, %992
  br i1 %993, label %978, label %994, !llvm.loop !14

994:                                              ; preds = %978
  br label %995

995:                                              ; preds = %966, %972, %994
  br label %996

996:                                              ; preds = %995, %924
  br label %1004

997:                                              ; preds = %906
  %998 = load ptr, ptr %40, align 8
  %999 = getelementptr inbounds %struct.SeqStore_t, ptr %998, i32 0, i32 3
  %1000 = load ptr, ptr %999, align 8
  %1001 = load ptr, ptr %42, align 8
  %1002 = load ptr, ptr %47, align 8
  %1003 = load ptr, ptr %46, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1000, ptr noundef %1001, ptr noundef %1002, ptr noundef %1003)
  br label %1004

1004:                                             ; preds = %996, %997
  %1005 = load i64, ptr %41, align 8
  %1006 = load ptr, ptr %40, align 8
  %1007 = getelementptr inbounds %struct.SeqStore_t, ptr %1006, i32 0, i32 3
  %1008 = load ptr, ptr %1007, align 8
  %1009 = getelementptr inbounds i8, ptr %1008, i64 %1005
  store ptr %1009, ptr %1007, align 8
  %1010 = load ptr, ptr %40, align 8
  %1011 = load i64, ptr %41, align 8
  %1012 = load i32, ptr %44, align 4
  %1013 = load i64, ptr %45, align 8
  store ptr %1010, ptr %6, align 8
  store i64 %1011, ptr %7, align 8
  store i32 %1012, ptr %8, align 4
  store i64 %1013, ptr %9, align 8
  %1014 = load i64, ptr %7, align 8
  %1015 = icmp ugt i64 %1014, 65535
  %1016 = zext i1 %1015 to i32
  %1017 = sext i32 %1016 to i64
  br i1 %1015, label %1018, label %1033

1018:                                             ; preds = %1004
  %1019 = load ptr, ptr %6, align 8
  %1020 = getelementptr inbounds %struct.SeqStore_t, ptr %1019, i32 0, i32 9
  store i32 1, ptr %1020, align 8
  %1021 = load ptr, ptr %6, align 8
  %1022 = getelementptr inbounds %struct.SeqStore_t, ptr %1021, i32 0, i32 1
  %1023 = load ptr, ptr %1022, align 8
  %1024 = load ptr, ptr %6, align 8
  %1025 = load ptr, ptr %1024, align 8
  %1026 = ptrtoint ptr %1023 to i64
  %1027 = ptrtoint ptr %1025 to i64
  %1028 = sub i64 %1026, %1027
  %1029 = sdiv exact i64 %1028, 8
  %1030 = trunc i64 %1029 to i32
  %1031 = load ptr, ptr %6, align 8
  %1032 = getelementptr inbounds %struct.SeqStore_t, ptr %1031, i32 0, i32 10
  store i32 %1030, ptr %1032, align 4
  br label %1033

1033:                                             ; preds = %1018, %1004
  %1034 = load i64, ptr %7, align 8
  %1035 = trunc i64 %1034 to i16
  %1036 = load ptr, ptr %6, align 8
  %1037 = getelementptr inbounds %struct.SeqStore_t, ptr %1036, i32 0, i32 1
  %1038 = load ptr, ptr %1037, align 8
  %1039 = getelementptr inbounds %struct.SeqDef_s, ptr %1038, i32 0, i32 1
  store i16 %1035, ptr %1039, align 4
  %1040 = load i32, ptr %8, align 4
  %1041 = load ptr, ptr %6, align 8
  %1042 = getelementptr inbounds %struct.SeqStore_t, ptr %1041, i32 0, i32 1
  %1043 = load ptr, ptr %1042, align 8
  store i32 %1040, ptr %1043, align 4
  %1044 = load i64, ptr %9, align 8
  %1045 = sub i64 %1044, 3
  store i64 %1045, ptr %10, align 8
  %1046 = load i64, ptr %10, align 8
  %1047 = icmp ugt i64 %1046, 65535
  %1048 = zext i1 %1047 to i32
  %1049 = sext i32 %1048 to i64
  br i1 %1047, label %1050, label %1065

1050:                                             ; preds = %1033
  %1051 = load ptr, ptr %6, align 8
  %1052 = getelementptr inbounds %struct.SeqStore_t, ptr %1051, i32 0, i32 9
  store i32 2, ptr %1052, align 8
  %1053 = load ptr, ptr %6, align 8
  %1054 = getelementptr inbounds %struct.SeqStore_t, ptr %1053, i32 0, i32 1
  %1055 = load ptr, ptr %1054, align 8
  %1056 = load ptr, ptr %6, align 8
  %1057 = load ptr, ptr %1056, align 8
  %1058 = ptrtoint ptr %1055 to i64
  %1059 = ptrtoint ptr %1057 to i64
  %1060 = sub i64 %1058, %1059
  %1061 = sdiv exact i64 %1060, 8
  %1062 = trunc i64 %1061 to i32
  %1063 = load ptr, ptr %6, align 8
  %1064 = getelementptr inbounds %struct.SeqStore_t, ptr %1063, i32 0, i32 10
  store i32 %1062, ptr %1064, align 4
  br label %1065

1065:                                             ; preds = %1033, %1050
  %1066 = load i64, ptr %10, align 8
  %1067 = trunc i64 %1066 to i16
  %1068 = load ptr, ptr %6, align 8
  %1069 = getelementptr inbounds %struct.SeqStore_t, ptr %1068, i32 0, i32 1
  %1070 = load ptr, ptr %1069, align 8
  %1071 = getelementptr inbounds %struct.SeqDef_s, ptr %1070, i32 0, i32 2
  store i16 %1067, ptr %1071, align 2
  %1072 = load ptr, ptr %6, align 8
  %1073 = getelementptr inbounds %struct.SeqStore_t, ptr %1072, i32 0, i32 1
  %1074 = load ptr, ptr %1073, align 8
  %1075 = getelementptr inbounds %struct.SeqDef_s, ptr %1074, i32 1
  store ptr %1075, ptr %1073, align 8
  %1076 = load ptr, ptr %95, align 8
  store ptr %1076, ptr %94, align 8
  br label %843, !llvm.loop !15

1077:                                             ; preds = %857
  br label %1078

1078:                                             ; preds = %1077, %837
  br label %1079

1079:                                             ; preds = %1078, %749
  br label %220

1080:                                             ; preds = %530, %532
  %1081 = phi i32 [ %531, %530 ], [ %533, %532 ]
  %1082 = load ptr, ptr %78, align 8
  %1083 = getelementptr inbounds i32, ptr %1082, i64 1
  store i32 %1081, ptr %1083, align 4
  %1084 = load ptr, ptr %92, align 8
  %1085 = load ptr, ptr %94, align 8
  %1086 = ptrtoint ptr %1084 to i64
  %1087 = ptrtoint ptr %1085 to i64
  %1088 = sub i64 %1086, %1087
  ret i64 %1088
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_compressBlock_fast_noDict_7_0(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
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
  %17 = alloca ptr, align 8
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca i64, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca i64, align 8
  %27 = alloca i32, align 4
  %28 = alloca i64, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca i64, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca i32, align 4
  %37 = alloca i64, align 8
  %38 = alloca ptr, align 8
  %39 = alloca ptr, align 8
  %40 = alloca ptr, align 8
  %41 = alloca i64, align 8
  %42 = alloca ptr, align 8
  %43 = alloca ptr, align 8
  %44 = alloca i32, align 4
  %45 = alloca i64, align 8
  %46 = alloca ptr, align 8
  %47 = alloca ptr, align 8
  %48 = alloca i64, align 8
  %49 = alloca ptr, align 8
  %50 = alloca i32, align 4
  %51 = alloca i32, align 4
  %52 = alloca i64, align 8
  %53 = alloca ptr, align 8
  %54 = alloca i32, align 4
  %55 = alloca i32, align 4
  %56 = alloca i64, align 8
  %57 = alloca ptr, align 8
  %58 = alloca i32, align 4
  %59 = alloca i32, align 4
  %60 = alloca i64, align 8
  %61 = alloca ptr, align 8
  %62 = alloca i32, align 4
  %63 = alloca i32, align 4
  %64 = alloca i64, align 8
  %65 = alloca ptr, align 8
  %66 = alloca i32, align 4
  %67 = alloca i32, align 4
  %68 = alloca i64, align 8
  %69 = alloca ptr, align 8
  %70 = alloca i32, align 4
  %71 = alloca i32, align 4
  %72 = alloca i64, align 8
  %73 = alloca ptr, align 8
  %74 = alloca i32, align 4
  %75 = alloca i32, align 4
  %76 = alloca ptr, align 8
  %77 = alloca ptr, align 8
  %78 = alloca ptr, align 8
  %79 = alloca ptr, align 8
  %80 = alloca i64, align 8
  %81 = alloca i32, align 4
  %82 = alloca i32, align 4
  %83 = alloca ptr, align 8
  %84 = alloca ptr, align 8
  %85 = alloca i32, align 4
  %86 = alloca i64, align 8
  %87 = alloca ptr, align 8
  %88 = alloca ptr, align 8
  %89 = alloca i32, align 4
  %90 = alloca i32, align 4
  %91 = alloca ptr, align 8
  %92 = alloca ptr, align 8
  %93 = alloca ptr, align 8
  %94 = alloca ptr, align 8
  %95 = alloca ptr, align 8
  %96 = alloca ptr, align 8
  %97 = alloca ptr, align 8
  %98 = alloca ptr, align 8
  %99 = alloca i32, align 4
  %100 = alloca i32, align 4
  %101 = alloca i32, align 4
  %102 = alloca i32, align 4
  %103 = alloca i32, align 4
  %104 = alloca i64, align 8
  %105 = alloca i64, align 8
  %106 = alloca i32, align 4
  %107 = alloca i32, align 4
  %108 = alloca ptr, align 8
  %109 = alloca i64, align 8
  %110 = alloca i64, align 8
  %111 = alloca ptr, align 8
  %112 = alloca i64, align 8
  %113 = alloca ptr, align 8
  %114 = alloca i32, align 4
  %115 = alloca i32, align 4
  %116 = alloca i32, align 4
  %117 = alloca i32, align 4
  %118 = alloca i64, align 8
  %119 = alloca i32, align 4
  %120 = alloca ptr, align 8
  %121 = alloca ptr, align 8
  %122 = alloca ptr, align 8
  %123 = alloca ptr, align 8
  %124 = alloca i64, align 8
  store ptr %0, ptr %120, align 8
  store ptr %1, ptr %121, align 8
  store ptr %2, ptr %122, align 8
  store ptr %3, ptr %123, align 8
  store i64 %4, ptr %124, align 8
  %125 = load ptr, ptr %120, align 8
  %126 = load ptr, ptr %121, align 8
  %127 = load ptr, ptr %122, align 8
  %128 = load ptr, ptr %123, align 8
  %129 = load i64, ptr %124, align 8
  store ptr %125, ptr %76, align 8
  store ptr %126, ptr %77, align 8
  store ptr %127, ptr %78, align 8
  store ptr %128, ptr %79, align 8
  store i64 %129, ptr %80, align 8
  store i32 7, ptr %81, align 4
  store i32 0, ptr %82, align 4
  %130 = load ptr, ptr %76, align 8
  %131 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %130, i32 0, i32 16
  store ptr %131, ptr %83, align 8
  %132 = load ptr, ptr %76, align 8
  %133 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %132, i32 0, i32 9
  %134 = load ptr, ptr %133, align 8
  store ptr %134, ptr %84, align 8
  %135 = load ptr, ptr %83, align 8
  %136 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %135, i32 0, i32 2
  %137 = load i32, ptr %136, align 4
  store i32 %137, ptr %85, align 4
  %138 = load ptr, ptr %83, align 8
  %139 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %138, i32 0, i32 5
  %140 = load i32, ptr %139, align 4
  %141 = load ptr, ptr %83, align 8
  %142 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %141, i32 0, i32 5
  %143 = load i32, ptr %142, align 4
  %144 = icmp ne i32 %143, 0
  %145 = xor i1 %144, true
  %146 = zext i1 %145 to i32
  %147 = add i32 %140, %146
  %148 = add i32 %147, 1
  %149 = zext i32 %148 to i64
  store i64 %149, ptr %86, align 8
  %150 = load ptr, ptr %76, align 8
  %151 = getelementptr inbounds %struct.ZSTD_window_t, ptr %150, i32 0, i32 1
  %152 = load ptr, ptr %151, align 8
  store ptr %152, ptr %87, align 8
  %153 = load ptr, ptr %79, align 8
  store ptr %153, ptr %88, align 8
  %154 = load ptr, ptr %88, align 8
  %155 = load ptr, ptr %87, align 8
  %156 = ptrtoint ptr %154 to i64
  %157 = ptrtoint ptr %155 to i64
  %158 = sub i64 %156, %157
  %159 = load i64, ptr %80, align 8
  %160 = add i64 %158, %159
  %161 = trunc i64 %160 to i32
  store i32 %161, ptr %89, align 4
  %162 = load ptr, ptr %76, align 8
  %163 = load i32, ptr %89, align 4
  %164 = load ptr, ptr %83, align 8
  %165 = load i32, ptr %164, align 4
  %166 = call i32 @ZSTD_getLowestPrefixIndex(ptr noundef %162, i32 noundef %163, i32 noundef %165)
  store i32 %166, ptr %90, align 4
  %167 = load ptr, ptr %87, align 8
  %168 = load i32, ptr %90, align 4
  %169 = zext i32 %168 to i64
  %170 = getelementptr inbounds i8, ptr %167, i64 %169
  store ptr %170, ptr %91, align 8
  %171 = load ptr, ptr %88, align 8
  %172 = load i64, ptr %80, align 8
  %173 = getelementptr inbounds i8, ptr %171, i64 %172
  store ptr %173, ptr %92, align 8
  %174 = load ptr, ptr %92, align 8
  %175 = getelementptr inbounds i8, ptr %174, i64 -8
  store ptr %175, ptr %93, align 8
  %176 = load ptr, ptr %88, align 8
  store ptr %176, ptr %94, align 8
  %177 = load ptr, ptr %88, align 8
  store ptr %177, ptr %95, align 8
  %178 = load ptr, ptr %78, align 8
  %179 = load i32, ptr %178, align 4
  store i32 %179, ptr %100, align 4
  %180 = load ptr, ptr %78, align 8
  %181 = getelementptr inbounds i32, ptr %180, i64 1
  %182 = load i32, ptr %181, align 4
  store i32 %182, ptr %101, align 4
  store i32 0, ptr %102, align 4
  store i32 0, ptr %103, align 4
  store i64 128, ptr %112, align 8
  %183 = load i32, ptr %82, align 4
  %184 = icmp ne i32 %183, 0
  %185 = zext i1 %184 to i64
  %186 = select i1 %184, ptr @ZSTD_match4Found_cmov, ptr @ZSTD_match4Found_branch
  store ptr %186, ptr %113, align 8
  %187 = load ptr, ptr %95, align 8
  %188 = load ptr, ptr %91, align 8
  %189 = icmp eq ptr %187, %188
  %190 = zext i1 %189 to i32
  %191 = load ptr, ptr %95, align 8
  %192 = sext i32 %190 to i64
  %193 = getelementptr inbounds i8, ptr %191, i64 %192
  store ptr %193, ptr %95, align 8
  %194 = load ptr, ptr %95, align 8
  %195 = load ptr, ptr %87, align 8
  %196 = ptrtoint ptr %194 to i64
  %197 = ptrtoint ptr %195 to i64
  %198 = sub i64 %196, %197
  %199 = trunc i64 %198 to i32
  store i32 %199, ptr %114, align 4
  %200 = load ptr, ptr %76, align 8
  %201 = load i32, ptr %114, align 4
  %202 = load ptr, ptr %83, align 8
  %203 = load i32, ptr %202, align 4
  %204 = call i32 @ZSTD_getLowestPrefixIndex(ptr noundef %200, i32 noundef %201, i32 noundef %203)
  store i32 %204, ptr %115, align 4
  %205 = load i32, ptr %114, align 4
  %206 = load i32, ptr %115, align 4
  %207 = sub i32 %205, %206
  store i32 %207, ptr %116, align 4
  %208 = load i32, ptr %101, align 4
  %209 = load i32, ptr %116, align 4
  %210 = icmp ugt i32 %208, %209
  br i1 %210, label %211, label %213

211:                                              ; preds = %5
  %212 = load i32, ptr %101, align 4
  store i32 %212, ptr %103, align 4
  store i32 0, ptr %101, align 4
  br label %213

213:                                              ; preds = %211, %5
  %214 = load i32, ptr %100, align 4
  %215 = load i32, ptr %116, align 4
  %216 = icmp ugt i32 %214, %215
  br i1 %216, label %217, label %219

217:                                              ; preds = %213
  %218 = load i32, ptr %100, align 4
  store i32 %218, ptr %102, align 4
  store i32 0, ptr %100, align 4
  br label %219

219:                                              ; preds = %217, %213
  br label %220

220:                                              ; preds = %1079, %219
  %221 = load i64, ptr %86, align 8
  store i64 %221, ptr %110, align 8
  %222 = load ptr, ptr %95, align 8
  %223 = getelementptr inbounds i8, ptr %222, i64 128
  store ptr %223, ptr %111, align 8
  %224 = load ptr, ptr %95, align 8
  %225 = getelementptr inbounds i8, ptr %224, i64 1
  store ptr %225, ptr %96, align 8
  %226 = load ptr, ptr %95, align 8
  %227 = load i64, ptr %110, align 8
  %228 = getelementptr inbounds i8, ptr %226, i64 %227
  store ptr %228, ptr %97, align 8
  %229 = load ptr, ptr %97, align 8
  %230 = getelementptr inbounds i8, ptr %229, i64 1
  store ptr %230, ptr %98, align 8
  %231 = load ptr, ptr %98, align 8
  %232 = load ptr, ptr %93, align 8
  %233 = icmp uge ptr %231, %232
  br i1 %233, label %234, label %235

234:                                              ; preds = %220
  br label %507

235:                                              ; preds = %220
  %236 = load ptr, ptr %95, align 8
  %237 = load i32, ptr %85, align 4
  %238 = load i32, ptr %81, align 4
  store ptr %236, ptr %49, align 8
  store i32 %237, ptr %50, align 4
  store i32 %238, ptr %51, align 4
  %239 = load i32, ptr %51, align 4
  switch i32 %239, label %240 [
    i32 4, label %241
    i32 5, label %245
    i32 6, label %249
    i32 7, label %253
    i32 8, label %257
  ]

240:                                              ; preds = %235
  br label %241

241:                                              ; preds = %240, %235
  %242 = load ptr, ptr %49, align 8
  %243 = load i32, ptr %50, align 4
  %244 = call i64 @ZSTD_hash4Ptr(ptr noundef %242, i32 noundef %243)
  store i64 %244, ptr %48, align 8
  br label %261

245:                                              ; preds = %235
  %246 = load ptr, ptr %49, align 8
  %247 = load i32, ptr %50, align 4
  %248 = call i64 @ZSTD_hash5Ptr(ptr noundef %246, i32 noundef %247)
  store i64 %248, ptr %48, align 8
  br label %261

249:                                              ; preds = %235
  %250 = load ptr, ptr %49, align 8
  %251 = load i32, ptr %50, align 4
  %252 = call i64 @ZSTD_hash6Ptr(ptr noundef %250, i32 noundef %251)
  store i64 %252, ptr %48, align 8
  br label %261

253:                                              ; preds = %235
  %254 = load ptr, ptr %49, align 8
  %255 = load i32, ptr %50, align 4
  %256 = call i64 @ZSTD_hash7Ptr(ptr noundef %254, i32 noundef %255)
  store i64 %256, ptr %48, align 8
  br label %261

257:                                              ; preds = %235
  %258 = load ptr, ptr %49, align 8
  %259 = load i32, ptr %50, align 4
  %260 = call i64 @ZSTD_hash8Ptr(ptr noundef %258, i32 noundef %259)
  store i64 %260, ptr %48, align 8
  br label %261

261:                                              ; preds = %257, %253, %249, %245, %241
  %262 = load i64, ptr %48, align 8
  store i64 %262, ptr %104, align 8
  %263 = load ptr, ptr %96, align 8
  %264 = load i32, ptr %85, align 4
  %265 = load i32, ptr %81, align 4
  store ptr %263, ptr %53, align 8
  store i32 %264, ptr %54, align 4
  store i32 %265, ptr %55, align 4
  %266 = load i32, ptr %55, align 4
  switch i32 %266, label %267 [
    i32 4, label %268
    i32 5, label %272
    i32 6, label %276
    i32 7, label %280
    i32 8, label %284
  ]

267:                                              ; preds = %261
  br label %268

268:                                              ; preds = %267, %261
  %269 = load ptr, ptr %53, align 8
  %270 = load i32, ptr %54, align 4
  %271 = call i64 @ZSTD_hash4Ptr(ptr noundef %269, i32 noundef %270)
  store i64 %271, ptr %52, align 8
  br label %288

272:                                              ; preds = %261
  %273 = load ptr, ptr %53, align 8
  %274 = load i32, ptr %54, align 4
  %275 = call i64 @ZSTD_hash5Ptr(ptr noundef %273, i32 noundef %274)
  store i64 %275, ptr %52, align 8
  br label %288

276:                                              ; preds = %261
  %277 = load ptr, ptr %53, align 8
  %278 = load i32, ptr %54, align 4
  %279 = call i64 @ZSTD_hash6Ptr(ptr noundef %277, i32 noundef %278)
  store i64 %279, ptr %52, align 8
  br label %288

280:                                              ; preds = %261
  %281 = load ptr, ptr %53, align 8
  %282 = load i32, ptr %54, align 4
  %283 = call i64 @ZSTD_hash7Ptr(ptr noundef %281, i32 noundef %282)
  store i64 %283, ptr %52, align 8
  br label %288

284:                                              ; preds = %261
  %285 = load ptr, ptr %53, align 8
  %286 = load i32, ptr %54, align 4
  %287 = call i64 @ZSTD_hash8Ptr(ptr noundef %285, i32 noundef %286)
  store i64 %287, ptr %52, align 8
  br label %288

288:                                              ; preds = %284, %280, %276, %272, %268
  %289 = load i64, ptr %52, align 8
  store i64 %289, ptr %105, align 8
  %290 = load ptr, ptr %84, align 8
  %291 = load i64, ptr %104, align 8
  %292 = getelementptr inbounds i32, ptr %290, i64 %291
  %293 = load i32, ptr %292, align 4
  store i32 %293, ptr %106, align 4
  br label %294

294:                                              ; preds = %502, %288
  %295 = load ptr, ptr %97, align 8
  %296 = load i32, ptr %100, align 4
  %297 = zext i32 %296 to i64
  %298 = sub i64 0, %297
  %299 = getelementptr inbounds i8, ptr %295, i64 %298
  %300 = call i32 @MEM_read32(ptr noundef %299)
  store i32 %300, ptr %117, align 4
  %301 = load ptr, ptr %95, align 8
  %302 = load ptr, ptr %87, align 8
  %303 = ptrtoint ptr %301 to i64
  %304 = ptrtoint ptr %302 to i64
  %305 = sub i64 %303, %304
  %306 = trunc i64 %305 to i32
  store i32 %306, ptr %99, align 4
  %307 = load i32, ptr %99, align 4
  %308 = load ptr, ptr %84, align 8
  %309 = load i64, ptr %104, align 8
  %310 = getelementptr inbounds i32, ptr %308, i64 %309
  store i32 %307, ptr %310, align 4
  %311 = load ptr, ptr %97, align 8
  %312 = call i32 @MEM_read32(ptr noundef %311)
  %313 = load i32, ptr %117, align 4
  %314 = icmp eq i32 %312, %313
  %315 = zext i1 %314 to i32
  %316 = load i32, ptr %100, align 4
  %317 = icmp ugt i32 %316, 0
  %318 = zext i1 %317 to i32
  %319 = and i32 %315, %318
  %320 = icmp ne i32 %319, 0
  br i1 %320, label %321, label %358

321:                                              ; preds = %294
  %322 = load ptr, ptr %97, align 8
  store ptr %322, ptr %95, align 8
  %323 = load ptr, ptr %95, align 8
  %324 = load i32, ptr %100, align 4
  %325 = zext i32 %324 to i64
  %326 = sub i64 0, %325
  %327 = getelementptr inbounds i8, ptr %323, i64 %326
  store ptr %327, ptr %108, align 8
  %328 = load ptr, ptr %95, align 8
  %329 = getelementptr inbounds i8, ptr %328, i64 -1
  %330 = load i8, ptr %329, align 1
  %331 = zext i8 %330 to i32
  %332 = load ptr, ptr %108, align 8
  %333 = getelementptr inbounds i8, ptr %332, i64 -1
  %334 = load i8, ptr %333, align 1
  %335 = zext i8 %334 to i32
  %336 = icmp eq i32 %331, %335
  %337 = zext i1 %336 to i32
  %338 = sext i32 %337 to i64
  store i64 %338, ptr %109, align 8
  %339 = load i64, ptr %109, align 8
  %340 = load ptr, ptr %95, align 8
  %341 = sub i64 0, %339
  %342 = getelementptr inbounds i8, ptr %340, i64 %341
  store ptr %342, ptr %95, align 8
  %343 = load i64, ptr %109, align 8
  %344 = load ptr, ptr %108, align 8
  %345 = sub i64 0, %343
  %346 = getelementptr inbounds i8, ptr %344, i64 %345
  store ptr %346, ptr %108, align 8
  store i32 1, ptr %107, align 4
  %347 = load i64, ptr %109, align 8
  %348 = add i64 %347, 4
  store i64 %348, ptr %109, align 8
  %349 = load ptr, ptr %96, align 8
  %350 = load ptr, ptr %87, align 8
  %351 = ptrtoint ptr %349 to i64
  %352 = ptrtoint ptr %350 to i64
  %353 = sub i64 %351, %352
  %354 = trunc i64 %353 to i32
  %355 = load ptr, ptr %84, align 8
  %356 = load i64, ptr %105, align 8
  %357 = getelementptr inbounds i32, ptr %355, i64 %356
  store i32 %354, ptr %357, align 4
  br label %579

358:                                              ; preds = %294
  %359 = load ptr, ptr %113, align 8
  %360 = load ptr, ptr %95, align 8
  %361 = load ptr, ptr %87, align 8
  %362 = load i32, ptr %106, align 4
  %363 = zext i32 %362 to i64
  %364 = getelementptr inbounds i8, ptr %361, i64 %363
  %365 = load i32, ptr %106, align 4
  %366 = load i32, ptr %90, align 4
  %367 = call i32 %359(ptr noundef %360, ptr noundef %364, i32 noundef %365, i32 noundef %366) #3
  %368 = icmp ne i32 %367, 0
  br i1 %368, label %369, label %379

369:                                              ; preds = %358
  %370 = load ptr, ptr %96, align 8
  %371 = load ptr, ptr %87, align 8
  %372 = ptrtoint ptr %370 to i64
  %373 = ptrtoint ptr %371 to i64
  %374 = sub i64 %372, %373
  %375 = trunc i64 %374 to i32
  %376 = load ptr, ptr %84, align 8
  %377 = load i64, ptr %105, align 8
  %378 = getelementptr inbounds i32, ptr %376, i64 %377
  store i32 %375, ptr %378, align 4
  br label %534

379:                                              ; preds = %358
  %380 = load ptr, ptr %84, align 8
  %381 = load i64, ptr %105, align 8
  %382 = getelementptr inbounds i32, ptr %380, i64 %381
  %383 = load i32, ptr %382, align 4
  store i32 %383, ptr %106, align 4
  %384 = load i64, ptr %105, align 8
  store i64 %384, ptr %104, align 8
  %385 = load ptr, ptr %97, align 8
  %386 = load i32, ptr %85, align 4
  %387 = load i32, ptr %81, align 4
  store ptr %385, ptr %57, align 8
  store i32 %386, ptr %58, align 4
  store i32 %387, ptr %59, align 4
  %388 = load i32, ptr %59, align 4
  switch i32 %388, label %389 [
    i32 4, label %390
    i32 5, label %394
    i32 6, label %398
    i32 7, label %402
    i32 8, label %406
  ]

389:                                              ; preds = %379
  br label %390

390:                                              ; preds = %389, %379
  %391 = load ptr, ptr %57, align 8
  %392 = load i32, ptr %58, align 4
  %393 = call i64 @ZSTD_hash4Ptr(ptr noundef %391, i32 noundef %392)
  store i64 %393, ptr %56, align 8
  br label %410

394:                                              ; preds = %379
  %395 = load ptr, ptr %57, align 8
  %396 = load i32, ptr %58, align 4
  %397 = call i64 @ZSTD_hash5Ptr(ptr noundef %395, i32 noundef %396)
  store i64 %397, ptr %56, align 8
  br label %410

398:                                              ; preds = %379
  %399 = load ptr, ptr %57, align 8
  %400 = load i32, ptr %58, align 4
  %401 = call i64 @ZSTD_hash6Ptr(ptr noundef %399, i32 noundef %400)
  store i64 %401, ptr %56, align 8
  br label %410

402:                                              ; preds = %379
  %403 = load ptr, ptr %57, align 8
  %404 = load i32, ptr %58, align 4
  %405 = call i64 @ZSTD_hash7Ptr(ptr noundef %403, i32 noundef %404)
  store i64 %405, ptr %56, align 8
  br label %410

406:                                              ; preds = %379
  %407 = load ptr, ptr %57, align 8
  %408 = load i32, ptr %58, align 4
  %409 = call i64 @ZSTD_hash8Ptr(ptr noundef %407, i32 noundef %408)
  store i64 %409, ptr %56, align 8
  br label %410

410:                                              ; preds = %406, %402, %398, %394, %390
  %411 = load i64, ptr %56, align 8
  store i64 %411, ptr %105, align 8
  %412 = load ptr, ptr %96, align 8
  store ptr %412, ptr %95, align 8
  %413 = load ptr, ptr %97, align 8
  store ptr %413, ptr %96, align 8
  %414 = load ptr, ptr %98, align 8
  store ptr %414, ptr %97, align 8
  %415 = load ptr, ptr %95, align 8
  %416 = load ptr, ptr %87, align 8
  %417 = ptrtoint ptr %415 to i64
  %418 = ptrtoint ptr %416 to i64
  %419 = sub i64 %417, %418
  %420 = trunc i64 %419 to i32
  store i32 %420, ptr %99, align 4
  %421 = load i32, ptr %99, align 4
  %422 = load ptr, ptr %84, align 8
  %423 = load i64, ptr %104, align 8
  %424 = getelementptr inbounds i32, ptr %422, i64 %423
  store i32 %421, ptr %424, align 4
  %425 = load ptr, ptr %113, align 8
  %426 = load ptr, ptr %95, align 8
  %427 = load ptr, ptr %87, align 8
  %428 = load i32, ptr %106, align 4
  %429 = zext i32 %428 to i64
  %430 = getelementptr inbounds i8, ptr %427, i64 %429
  %431 = load i32, ptr %106, align 4
  %432 = load i32, ptr %90, align 4
  %433 = call i32 %425(ptr noundef %426, ptr noundef %430, i32 noundef %431, i32 noundef %432) #3
  %434 = icmp ne i32 %433, 0
  br i1 %434, label %435, label %449

435:                                              ; preds = %410
  %436 = load i64, ptr %110, align 8
  %437 = icmp ule i64 %436, 4
  br i1 %437, label %438, label %448

438:                                              ; preds = %435
  %439 = load ptr, ptr %96, align 8
  %440 = load ptr, ptr %87, align 8
  %441 = ptrtoint ptr %439 to i64
  %442 = ptrtoint ptr %440 to i64
  %443 = sub i64 %441, %442
  %444 = trunc i64 %443 to i32
  %445 = load ptr, ptr %84, align 8
  %446 = load i64, ptr %105, align 8
  %447 = getelementptr inbounds i32, ptr %445, i64 %446
  store i32 %444, ptr %447, align 4
  br label %448

448:                                              ; preds = %438, %435
  br label %534

449:                                              ; preds = %410
  %450 = load ptr, ptr %84, align 8
  %451 = load i64, ptr %105, align 8
  %452 = getelementptr inbounds i32, ptr %450, i64 %451
  %453 = load i32, ptr %452, align 4
  store i32 %453, ptr %106, align 4
  %454 = load i64, ptr %105, align 8
  store i64 %454, ptr %104, align 8
  %455 = load ptr, ptr %97, align 8
  %456 = load i32, ptr %85, align 4
  %457 = load i32, ptr %81, align 4
  store ptr %455, ptr %61, align 8
  store i32 %456, ptr %62, align 4
  store i32 %457, ptr %63, align 4
  %458 = load i32, ptr %63, align 4
  switch i32 %458, label %459 [
    i32 4, label %460
    i32 5, label %464
    i32 6, label %468
    i32 7, label %472
    i32 8, label %476
  ]

459:                                              ; preds = %449
  br label %460

460:                                              ; preds = %459, %449
  %461 = load ptr, ptr %61, align 8
  %462 = load i32, ptr %62, align 4
  %463 = call i64 @ZSTD_hash4Ptr(ptr noundef %461, i32 noundef %462)
  store i64 %463, ptr %60, align 8
  br label %480

464:                                              ; preds = %449
  %465 = load ptr, ptr %61, align 8
  %466 = load i32, ptr %62, align 4
  %467 = call i64 @ZSTD_hash5Ptr(ptr noundef %465, i32 noundef %466)
  store i64 %467, ptr %60, align 8
  br label %480

468:                                              ; preds = %449
  %469 = load ptr, ptr %61, align 8
  %470 = load i32, ptr %62, align 4
  %471 = call i64 @ZSTD_hash6Ptr(ptr noundef %469, i32 noundef %470)
  store i64 %471, ptr %60, align 8
  br label %480

472:                                              ; preds = %449
  %473 = load ptr, ptr %61, align 8
  %474 = load i32, ptr %62, align 4
  %475 = call i64 @ZSTD_hash7Ptr(ptr noundef %473, i32 noundef %474)
  store i64 %475, ptr %60, align 8
  br label %480

476:                                              ; preds = %449
  %477 = load ptr, ptr %61, align 8
  %478 = load i32, ptr %62, align 4
  %479 = call i64 @ZSTD_hash8Ptr(ptr noundef %477, i32 noundef %478)
  store i64 %479, ptr %60, align 8
  br label %480

480:                                              ; preds = %476, %472, %468, %464, %460
  %481 = load i64, ptr %60, align 8
  store i64 %481, ptr %105, align 8
  %482 = load ptr, ptr %96, align 8
  store ptr %482, ptr %95, align 8
  %483 = load ptr, ptr %97, align 8
  store ptr %483, ptr %96, align 8
  %484 = load ptr, ptr %95, align 8
  %485 = load i64, ptr %110, align 8
  %486 = getelementptr inbounds i8, ptr %484, i64 %485
  store ptr %486, ptr %97, align 8
  %487 = load ptr, ptr %96, align 8
  %488 = load i64, ptr %110, align 8
  %489 = getelementptr inbounds i8, ptr %487, i64 %488
  store ptr %489, ptr %98, align 8
  %490 = load ptr, ptr %97, align 8
  %491 = load ptr, ptr %111, align 8
  %492 = icmp uge ptr %490, %491
  br i1 %492, label %493, label %502

493:                                              ; preds = %480
  %494 = load i64, ptr %110, align 8
  %495 = add i64 %494, 1
  store i64 %495, ptr %110, align 8
  %496 = load ptr, ptr %96, align 8
  %497 = getelementptr inbounds i8, ptr %496, i64 64
  call void @llvm.prefetch.p0(ptr %497, i32 0, i32 3, i32 1)
  %498 = load ptr, ptr %96, align 8
  %499 = getelementptr inbounds i8, ptr %498, i64 128
  call void @llvm.prefetch.p0(ptr %499, i32 0, i32 3, i32 1)
  %500 = load ptr, ptr %111, align 8
  %501 = getelementptr inbounds i8, ptr %500, i64 128
  store ptr %501, ptr %111, align 8
  br label %502

502:                                              ; preds = %493, %480
  %503 = load ptr, ptr %98, align 8
  %504 = load ptr, ptr %93, align 8
  %505 = icmp ult ptr %503, %504
  br i1 %505, label %294, label %506, !llvm.loop !11

506:                                              ; preds = %502
  br label %507

507:                                              ; preds = %506, %234
  %508 = load i32, ptr %102, align 4
  %509 = icmp ne i32 %508, 0
  br i1 %509, label %510, label %515

510:                                              ; preds = %507
  %511 = load i32, ptr %100, align 4
  %512 = icmp ne i32 %511, 0
  br i1 %512, label %513, label %515

513:                                              ; preds = %510
  %514 = load i32, ptr %102, align 4
  br label %517

515:                                              ; preds = %510, %507
  %516 = load i32, ptr %103, align 4
  br label %517

517:                                              ; preds = %515, %513
  %518 = phi i32 [ %514, %513 ], [ %516, %515 ]
  store i32 %518, ptr %103, align 4
  %519 = load i32, ptr %100, align 4
  %520 = icmp ne i32 %519, 0
  br i1 %520, label %521, label %523

521:                                              ; preds = %517
  %522 = load i32, ptr %100, align 4
  br label %525

523:                                              ; preds = %517
  %524 = load i32, ptr %102, align 4
  br label %525

525:                                              ; preds = %523, %521
  %526 = phi i32 [ %522, %521 ], [ %524, %523 ]
  %527 = load ptr, ptr %78, align 8
  store i32 %526, ptr %527, align 4
  %528 = load i32, ptr %101, align 4
  %529 = icmp ne i32 %528, 0
  br i1 %529, label %530, label %532

530:                                              ; preds = %525
  %531 = load i32, ptr %101, align 4
  br label %1080

532:                                              ; preds = %525
  %533 = load i32, ptr %103, align 4
  br label %1080

534:                                              ; preds = %448, %369
  %535 = load ptr, ptr %87, align 8
  %536 = load i32, ptr %106, align 4
  %537 = zext i32 %536 to i64
  %538 = getelementptr inbounds i8, ptr %535, i64 %537
  store ptr %538, ptr %108, align 8
  %539 = load i32, ptr %100, align 4
  store i32 %539, ptr %101, align 4
  %540 = load ptr, ptr %95, align 8
  %541 = load ptr, ptr %108, align 8
  %542 = ptrtoint ptr %540 to i64
  %543 = ptrtoint ptr %541 to i64
  %544 = sub i64 %542, %543
  %545 = trunc i64 %544 to i32
  store i32 %545, ptr %100, align 4
  %546 = load i32, ptr %100, align 4
  %547 = add i32 %546, 3
  store i32 %547, ptr %107, align 4
  store i64 4, ptr %109, align 8
  br label %548

548:                                              ; preds = %571, %534
  %549 = load ptr, ptr %95, align 8
  %550 = load ptr, ptr %94, align 8
  %551 = icmp ugt ptr %549, %550
  %552 = zext i1 %551 to i32
  %553 = load ptr, ptr %108, align 8
  %554 = load ptr, ptr %91, align 8
  %555 = icmp ugt ptr %553, %554
  %556 = zext i1 %555 to i32
  %557 = and i32 %552, %556
  %558 = icmp ne i32 %557, 0
  br i1 %558, label %559, label %569

559:                                              ; preds = %548
  %560 = load ptr, ptr %95, align 8
  %561 = getelementptr inbounds i8, ptr %560, i64 -1
  %562 = load i8, ptr %561, align 1
  %563 = zext i8 %562 to i32
  %564 = load ptr, ptr %108, align 8
  %565 = getelementptr inbounds i8, ptr %564, i64 -1
  %566 = load i8, ptr %565, align 1
  %567 = zext i8 %566 to i32
  %568 = icmp eq i32 %563, %567
  br label %569

569:                                              ; preds = %559, %548
  %570 = phi i1 [ false, %548 ], [ %568, %559 ]
  br i1 %570, label %571, label %578

571:                                              ; preds = %569
  %572 = load ptr, ptr %95, align 8
  %573 = getelementptr inbounds i8, ptr %572, i32 -1
  store ptr %573, ptr %95, align 8
  %574 = load ptr, ptr %108, align 8
  %575 = getelementptr inbounds i8, ptr %574, i32 -1
  store ptr %575, ptr %108, align 8
  %576 = load i64, ptr %109, align 8
  %577 = add i64 %576, 1
  store i64 %577, ptr %109, align 8
  br label %548, !llvm.loop !12

578:                                              ; preds = %569
  br label %579

579:                                              ; preds = %578, %321
  %580 = load ptr, ptr %95, align 8
  %581 = load i64, ptr %109, align 8
  %582 = getelementptr inbounds i8, ptr %580, i64 %581
  %583 = load ptr, ptr %108, align 8
  %584 = load i64, ptr %109, align 8
  %585 = getelementptr inbounds i8, ptr %583, i64 %584
  %586 = load ptr, ptr %92, align 8
  %587 = call i64 @ZSTD_count(ptr noundef %582, ptr noundef %585, ptr noundef %586)
  %588 = load i64, ptr %109, align 8
  %589 = add i64 %588, %587
  store i64 %589, ptr %109, align 8
  %590 = load ptr, ptr %77, align 8
  %591 = load ptr, ptr %95, align 8
  %592 = load ptr, ptr %94, align 8
  %593 = ptrtoint ptr %591 to i64
  %594 = ptrtoint ptr %592 to i64
  %595 = sub i64 %593, %594
  %596 = load ptr, ptr %94, align 8
  %597 = load ptr, ptr %92, align 8
  %598 = load i32, ptr %107, align 4
  %599 = load i64, ptr %109, align 8
  store ptr %590, ptr %32, align 8
  store i64 %595, ptr %33, align 8
  store ptr %596, ptr %34, align 8
  store ptr %597, ptr %35, align 8
  store i32 %598, ptr %36, align 4
  store i64 %599, ptr %37, align 8
  %600 = load ptr, ptr %35, align 8
  %601 = getelementptr inbounds i8, ptr %600, i64 -32
  store ptr %601, ptr %38, align 8
  %602 = load ptr, ptr %34, align 8
  %603 = load i64, ptr %33, align 8
  %604 = getelementptr inbounds i8, ptr %602, i64 %603
  store ptr %604, ptr %39, align 8
  %605 = load ptr, ptr %39, align 8
  %606 = load ptr, ptr %38, align 8
  %607 = icmp ule ptr %605, %606
  br i1 %607, label %608, label %681

608:                                              ; preds = %579
  %609 = load ptr, ptr %32, align 8
  %610 = getelementptr inbounds %struct.SeqStore_t, ptr %609, i32 0, i32 3
  %611 = load ptr, ptr %610, align 8
  %612 = load ptr, ptr %34, align 8
  call void @ZSTD_copy16(ptr noundef %611, ptr noundef %612)
  %613 = load i64, ptr %33, align 8
  %614 = icmp ugt i64 %613, 16
  br i1 %614, label %615, label %680

615:                                              ; preds = %608
  %616 = load ptr, ptr %32, align 8
  %617 = getelementptr inbounds %struct.SeqStore_t, ptr %616, i32 0, i32 3
  %618 = load ptr, ptr %617, align 8
  %619 = getelementptr inbounds i8, ptr %618, i64 16
  %620 = load ptr, ptr %34, align 8
  %621 = getelementptr inbounds i8, ptr %620, i64 16
  %622 = load i64, ptr %33, align 8
  %623 = sub nsw i64 %622, 16
  store ptr %619, ptr %24, align 8
  store ptr %621, ptr %25, align 8
  store i64 %623, ptr %26, align 8
  store i32 0, ptr %27, align 4
  %624 = load ptr, ptr %24, align 8
  %625 = load ptr, ptr %25, align 8
  %626 = ptrtoint ptr %624 to i64
  %627 = ptrtoint ptr %625 to i64
  %628 = sub i64 %626, %627
  store i64 %628, ptr %28, align 8
  %629 = load ptr, ptr %25, align 8
  store ptr %629, ptr %29, align 8
  %630 = load ptr, ptr %24, align 8
  store ptr %630, ptr %30, align 8
  %631 = load ptr, ptr %30, align 8
  %632 = load i64, ptr %26, align 8
  %633 = getelementptr inbounds i8, ptr %631, i64 %632
  store ptr %633, ptr %31, align 8
  %634 = load i32, ptr %27, align 4
  %635 = icmp eq i32 %634, 1
  br i1 %635, label %636, label %651

636:                                              ; preds = %615
  %637 = load i64, ptr %28, align 8
  %638 = icmp slt i64 %637, 16
  br i1 %638, label %639, label %651

639:                                              ; preds = %636
  br label %640

640:                                              ; preds = %640, %639
  %641 = load ptr, ptr %30, align 8
  %642 = load ptr, ptr %29, align 8
  call void @ZSTD_copy8(ptr noundef %641, ptr noundef %642)
  %643 = load ptr, ptr %30, align 8
  %644 = getelementptr inbounds i8, ptr %643, i64 8
  store ptr %644, ptr %30, align 8
  %645 = load ptr, ptr %29, align 8
  %646 = getelementptr inbounds i8, ptr %645, i64 8
  store ptr %646, ptr %29, align 8
  %647 = load ptr, ptr %30, align 8
  %648 = load ptr, ptr %31, align 8
  %649 = icmp ult ptr %647, %648
  br i1 %649, label %640, label %650, !llvm.loop !13

650:                                              ; preds = %640
  br label %679

651:                                              ; preds = %636, %615
  %652 = load ptr, ptr %30, align 8
  %653 = load ptr, ptr %29, align 8
  call void @ZSTD_copy16(ptr noundef %652, ptr noundef %653)
  %654 = load i64, ptr %26, align 8
  %655 = icmp sge i64 16, %654
  br i1 %655, label %656, label %657

656:                                              ; preds = %651
  br label %679

657:                                              ; preds = %651
  %658 = load ptr, ptr %30, align 8
  %659 = getelementptr inbounds i8, ptr %658, i64 16
  store ptr %659, ptr %30, align 8
  %660 = load ptr, ptr %29, align 8
  %661 = getelementptr inbounds i8, ptr %660, i64 16
  store ptr %661, ptr %29, align 8
  br label %662

662:                                              ; preds = %662, %657
  %663 = load ptr, ptr %30, align 8
  %664 = load ptr, ptr %29, align 8
  call void @ZSTD_copy16(ptr noundef %663, ptr noundef %664)
  %665 = load ptr, ptr %30, align 8
  %666 = getelementptr inbounds i8, ptr %665, i64 16
  store ptr %666, ptr %30, align 8
  %667 = load ptr, ptr %29, align 8
  %668 = getelementptr inbounds i8, ptr %667, i64 16
  store ptr %668, ptr %29, align 8
  %669 = load ptr, ptr %30, align 8
  %670 = load ptr, ptr %29, align 8
  call void @ZSTD_copy16(ptr noundef %669, ptr noundef %670)
  %671 = load ptr, ptr %30, align 8
  %672 = getelementptr inbounds i8, ptr %671, i64 16
  store ptr %672, ptr %30, align 8
  %673 = load ptr, ptr %29, align 8
  %674 = getelementptr inbounds i8, ptr %673, i64 16
  store ptr %674, ptr %29, align 8
  %675 = load ptr, ptr %30, align 8
  %676 = load ptr, ptr %31, align 8
  %677 = icmp ult ptr %675, %676
  br i1 %677, label %662, label %678, !llvm.loop !14

678:                                              ; preds = %662
  br label %679

679:                                              ; preds = %650, %656, %678
  br label %680

680:                                              ; preds = %679, %608
  br label %688

681:                                              ; preds = %579
  %682 = load ptr, ptr %32, align 8
  %683 = getelementptr inbounds %struct.SeqStore_t, ptr %682, i32 0, i32 3
  %684 = load ptr, ptr %683, align 8
  %685 = load ptr, ptr %34, align 8
  %686 = load ptr, ptr %39, align 8
  %687 = load ptr, ptr %38, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %684, ptr noundef %685, ptr noundef %686, ptr noundef %687)
  br label %688

688:                                              ; preds = %680, %681
  %689 = load i64, ptr %33, align 8
  %690 = load ptr, ptr %32, align 8
  %691 = getelementptr inbounds %struct.SeqStore_t, ptr %690, i32 0, i32 3
  %692 = load ptr, ptr %691, align 8
  %693 = getelementptr inbounds i8, ptr %692, i64 %689
  store ptr %693, ptr %691, align 8
  %694 = load ptr, ptr %32, align 8
  %695 = load i64, ptr %33, align 8
  %696 = load i32, ptr %36, align 4
  %697 = load i64, ptr %37, align 8
  store ptr %694, ptr %11, align 8
  store i64 %695, ptr %12, align 8
  store i32 %696, ptr %13, align 4
  store i64 %697, ptr %14, align 8
  %698 = load i64, ptr %12, align 8
  %699 = icmp ugt i64 %698, 65535
  %700 = zext i1 %699 to i32
  %701 = sext i32 %700 to i64
  br i1 %699, label %702, label %717

702:                                              ; preds = %688
  %703 = load ptr, ptr %11, align 8
  %704 = getelementptr inbounds %struct.SeqStore_t, ptr %703, i32 0, i32 9
  store i32 1, ptr %704, align 8
  %705 = load ptr, ptr %11, align 8
  %706 = getelementptr inbounds %struct.SeqStore_t, ptr %705, i32 0, i32 1
  %707 = load ptr, ptr %706, align 8
  %708 = load ptr, ptr %11, align 8
  %709 = load ptr, ptr %708, align 8
  %710 = ptrtoint ptr %707 to i64
  %711 = ptrtoint ptr %709 to i64
  %712 = sub i64 %710, %711
  %713 = sdiv exact i64 %712, 8
  %714 = trunc i64 %713 to i32
  %715 = load ptr, ptr %11, align 8
  %716 = getelementptr inbounds %struct.SeqStore_t, ptr %715, i32 0, i32 10
  store i32 %714, ptr %716, align 4
  br label %717

717:                                              ; preds = %702, %688
  %718 = load i64, ptr %12, align 8
  %719 = trunc i64 %718 to i16
  %720 = load ptr, ptr %11, align 8
  %721 = getelementptr inbounds %struct.SeqStore_t, ptr %720, i32 0, i32 1
  %722 = load ptr, ptr %721, align 8
  %723 = getelementptr inbounds %struct.SeqDef_s, ptr %722, i32 0, i32 1
  store i16 %719, ptr %723, align 4
  %724 = load i32, ptr %13, align 4
  %725 = load ptr, ptr %11, align 8
  %726 = getelementptr inbounds %struct.SeqStore_t, ptr %725, i32 0, i32 1
  %727 = load ptr, ptr %726, align 8
  store i32 %724, ptr %727, align 4
  %728 = load i64, ptr %14, align 8
  %729 = sub i64 %728, 3
  store i64 %729, ptr %15, align 8
  %730 = load i64, ptr %15, align 8
  %731 = icmp ugt i64 %730, 65535
  %732 = zext i1 %731 to i32
  %733 = sext i32 %732 to i64
  br i1 %731, label %734, label %749

734:                                              ; preds = %717
  %735 = load ptr, ptr %11, align 8
  %736 = getelementptr inbounds %struct.SeqStore_t, ptr %735, i32 0, i32 9
  store i32 2, ptr %736, align 8
  %737 = load ptr, ptr %11, align 8
  %738 = getelementptr inbounds %struct.SeqStore_t, ptr %737, i32 0, i32 1
  %739 = load ptr, ptr %738, align 8
  %740 = load ptr, ptr %11, align 8
  %741 = load ptr, ptr %740, align 8
  %742 = ptrtoint ptr %739 to i64
  %743 = ptrtoint ptr %741 to i64
  %744 = sub i64 %742, %743
  %745 = sdiv exact i64 %744, 8
  %746 = trunc i64 %745 to i32
  %747 = load ptr, ptr %11, align 8
  %748 = getelementptr inbounds %struct.SeqStore_t, ptr %747, i32 0, i32 10
  store i32 %746, ptr %748, align 4
  br label %749

749:                                              ; preds = %717, %734
  %750 = load i64, ptr %15, align 8
  %751 = trunc i64 %750 to i16
  %752 = load ptr, ptr %11, align 8
  %753 = getelementptr inbounds %struct.SeqStore_t, ptr %752, i32 0, i32 1
  %754 = load ptr, ptr %753, align 8
  %755 = getelementptr inbounds %struct.SeqDef_s, ptr %754, i32 0, i32 2
  store i16 %751, ptr %755, align 2
  %756 = load ptr, ptr %11, align 8
  %757 = getelementptr inbounds %struct.SeqStore_t, ptr %756, i32 0, i32 1
  %758 = load ptr, ptr %757, align 8
  %759 = getelementptr inbounds %struct.SeqDef_s, ptr %758, i32 1
  store ptr %759, ptr %757, align 8
  %760 = load i64, ptr %109, align 8
  %761 = load ptr, ptr %95, align 8
  %762 = getelementptr inbounds i8, ptr %761, i64 %760
  store ptr %762, ptr %95, align 8
  %763 = load ptr, ptr %95, align 8
  store ptr %763, ptr %94, align 8
  %764 = load ptr, ptr %95, align 8
  %765 = load ptr, ptr %93, align 8
  %766 = icmp ule ptr %764, %765
  br i1 %766, label %767, label %1079

767:                                              ; preds = %749
  %768 = load i32, ptr %99, align 4
  %769 = add i32 %768, 2
  %770 = load ptr, ptr %84, align 8
  %771 = load ptr, ptr %87, align 8
  %772 = load i32, ptr %99, align 4
  %773 = zext i32 %772 to i64
  %774 = getelementptr inbounds i8, ptr %771, i64 %773
  %775 = getelementptr inbounds i8, ptr %774, i64 2
  %776 = load i32, ptr %85, align 4
  %777 = load i32, ptr %81, align 4
  store ptr %775, ptr %65, align 8
  store i32 %776, ptr %66, align 4
  store i32 %777, ptr %67, align 4
  %778 = load i32, ptr %67, align 4
  switch i32 %778, label %779 [
    i32 4, label %780
    i32 5, label %784
    i32 6, label %788
    i32 7, label %792
    i32 8, label %796
  ]

779:                                              ; preds = %767
  br label %780

780:                                              ; preds = %779, %767
  %781 = load ptr, ptr %65, align 8
  %782 = load i32, ptr %66, align 4
  %783 = call i64 @ZSTD_hash4Ptr(ptr noundef %781, i32 noundef %782)
  store i64 %783, ptr %64, align 8
  br label %800

784:                                              ; preds = %767
  %785 = load ptr, ptr %65, align 8
  %786 = load i32, ptr %66, align 4
  %787 = call i64 @ZSTD_hash5Ptr(ptr noundef %785, i32 noundef %786)
  store i64 %787, ptr %64, align 8
  br label %800

788:                                              ; preds = %767
  %789 = load ptr, ptr %65, align 8
  %790 = load i32, ptr %66, align 4
  %791 = call i64 @ZSTD_hash6Ptr(ptr noundef %789, i32 noundef %790)
  store i64 %791, ptr %64, align 8
  br label %800

792:                                              ; preds = %767
  %793 = load ptr, ptr %65, align 8
  %794 = load i32, ptr %66, align 4
  %795 = call i64 @ZSTD_hash7Ptr(ptr noundef %793, i32 noundef %794)
  store i64 %795, ptr %64, align 8
  br label %800

796:                                              ; preds = %767
  %797 = load ptr, ptr %65, align 8
  %798 = load i32, ptr %66, align 4
  %799 = call i64 @ZSTD_hash8Ptr(ptr noundef %797, i32 noundef %798)
  store i64 %799, ptr %64, align 8
  br label %800

800:                                              ; preds = %796, %792, %788, %784, %780
  %801 = load i64, ptr %64, align 8
  %802 = getelementptr inbounds i32, ptr %770, i64 %801
  store i32 %769, ptr %802, align 4
  %803 = load ptr, ptr %95, align 8
  %804 = getelementptr inbounds i8, ptr %803, i64 -2
  %805 = load ptr, ptr %87, align 8
  %806 = ptrtoint ptr %804 to i64
  %807 = ptrtoint ptr %805 to i64
  %808 = sub i64 %806, %807
  %809 = trunc i64 %808 to i32
  %810 = load ptr, ptr %84, align 8
  %811 = load ptr, ptr %95, align 8
  %812 = getelementptr inbounds i8, ptr %811, i64 -2
  %813 = load i32, ptr %85, align 4
  %814 = load i32, ptr %81, align 4
  store ptr %812, ptr %69, align 8
  store i32 %813, ptr %70, align 4
  store i32 %814, ptr %71, align 4
  %815 = load i32, ptr %71, align 4
  switch i32 %815, label %816 [
    i32 4, label %817
    i32 5, label %821
    i32 6, label %825
    i32 7, label %829
    i32 8, label %833
  ]

816:                                              ; preds = %800
  br label %817

817:                                              ; preds = %816, %800
  %818 = load ptr, ptr %69, align 8
  %819 = load i32, ptr %70, align 4
  %820 = call i64 @ZSTD_hash4Ptr(ptr noundef %818, i32 noundef %819)
  store i64 %820, ptr %68, align 8
  br label %837

821:                                              ; preds = %800
  %822 = load ptr, ptr %69, align 8
  %823 = load i32, ptr %70, align 4
  %824 = call i64 @ZSTD_hash5Ptr(ptr noundef %822, i32 noundef %823)
  store i64 %824, ptr %68, align 8
  br label %837

825:                                              ; preds = %800
  %826 = load ptr, ptr %69, align 8
  %827 = load i32, ptr %70, align 4
  %828 = call i64 @ZSTD_hash6Ptr(ptr noundef %826, i32 noundef %827)
  store i64 %828, ptr %68, align 8
  br label %837

829:                                              ; preds = %800
  %830 = load ptr, ptr %69, align 8
  %831 = load i32, ptr %70, align 4
  %832 = call i64 @ZSTD_hash7Ptr(ptr noundef %830, i32 noundef %831)
  store i64 %832, ptr %68, align 8
  br label %837

833:                                              ; preds = %800
  %834 = load ptr, ptr %69, align 8
  %835 = load i32, ptr %70, align 4
  %836 = call i64 @ZSTD_hash8Ptr(ptr noundef %834, i32 noundef %835)
  store i64 %836, ptr %68, align 8
  br label %837

837:                                              ; preds = %833, %829, %825, %821, %817
  %838 = load i64, ptr %68, align 8
  %839 = getelementptr inbounds i32, ptr %810, i64 %838
  store i32 %809, ptr %839, align 4
  %840 = load i32, ptr %101, align 4
  %841 = icmp ugt i32 %840, 0
  br i1 %841, label %842, label %1078

842:                                              ; preds = %837
  br label %843

843:                                              ; preds = %1065, %842
  %844 = load ptr, ptr %95, align 8
  %845 = load ptr, ptr %93, align 8
  %846 = icmp ule ptr %844, %845
  br i1 %846, label %847, label %857

847:                                              ; preds = %843
  %848 = load ptr, ptr %95, align 8
  %849 = call i32 @MEM_read32(ptr noundef %848)
  %850 = load ptr, ptr %95, align 8
  %851 = load i32, ptr %101, align 4
  %852 = zext i32 %851 to i64
  %853 = sub i64 0, %852
  %854 = getelementptr inbounds i8, ptr %850, i64 %853
  %855 = call i32 @MEM_read32(ptr noundef %854)
  %856 = icmp eq i32 %849, %855
  br label %857

857:                                              ; preds = %847, %843
  %858 = phi i1 [ false, %843 ], [ %856, %847 ]
  br i1 %858, label %859, label %1077

859:                                              ; preds = %857
  %860 = load ptr, ptr %95, align 8
  %861 = getelementptr inbounds i8, ptr %860, i64 4
  %862 = load ptr, ptr %95, align 8
  %863 = getelementptr inbounds i8, ptr %862, i64 4
  %864 = load i32, ptr %101, align 4
  %865 = zext i32 %864 to i64
  %866 = sub i64 0, %865
  %867 = getelementptr inbounds i8, ptr %863, i64 %866
  %868 = load ptr, ptr %92, align 8
  %869 = call i64 @ZSTD_count(ptr noundef %861, ptr noundef %867, ptr noundef %868)
  %870 = add i64 %869, 4
  store i64 %870, ptr %118, align 8
  %871 = load i32, ptr %101, align 4
  store i32 %871, ptr %119, align 4
  %872 = load i32, ptr %100, align 4
  store i32 %872, ptr %101, align 4
  %873 = load i32, ptr %119, align 4
  store i32 %873, ptr %100, align 4
  %874 = load ptr, ptr %95, align 8
  %875 = load ptr, ptr %87, align 8
  %876 = ptrtoint ptr %874 to i64
  %877 = ptrtoint ptr %875 to i64
  %878 = sub i64 %876, %877
  %879 = trunc i64 %878 to i32
  %880 = load ptr, ptr %84, align 8
  %881 = load ptr, ptr %95, align 8
  %882 = load i32, ptr %85, align 4
  %883 = load i32, ptr %81, align 4
  store ptr %881, ptr %73, align 8
  store i32 %882, ptr %74, align 4
  store i32 %883, ptr %75, align 4
  %884 = load i32, ptr %75, align 4
  switch i32 %884, label %885 [
    i32 4, label %886
    i32 5, label %890
    i32 6, label %894
    i32 7, label %898
    i32 8, label %902
  ]

885:                                              ; preds = %859
  br label %886

886:                                              ; preds = %885, %859
  %887 = load ptr, ptr %73, align 8
  %888 = load i32, ptr %74, align 4
  %889 = call i64 @ZSTD_hash4Ptr(ptr noundef %887, i32 noundef %888)
  store i64 %889, ptr %72, align 8
  br label %906

890:                                              ; preds = %859
  %891 = load ptr, ptr %73, align 8
  %892 = load i32, ptr %74, align 4
  %893 = call i64 @ZSTD_hash5Ptr(ptr noundef %891, i32 noundef %892)
  store i64 %893, ptr %72, align 8
  br label %906

894:                                              ; preds = %859
  %895 = load ptr, ptr %73, align 8
  %896 = load i32, ptr %74, align 4
  %897 = call i64 @ZSTD_hash6Ptr(ptr noundef %895, i32 noundef %896)
  store i64 %897, ptr %72, align 8
  br label %906

898:                                              ; preds = %859
  %899 = load ptr, ptr %73, align 8
  %900 = load i32, ptr %74, align 4
  %901 = call i64 @ZSTD_hash7Ptr(ptr noundef %899, i32 noundef %900)
  store i64 %901, ptr %72, align 8
  br label %906

902:                                              ; preds = %859
  %903 = load ptr, ptr %73, align 8
  %904 = load i32, ptr %74, align 4
  %905 = call i64 @ZSTD_hash8Ptr(ptr noundef %903, i32 noundef %904)
  store i64 %905, ptr %72, align 8
  br label %906

906:                                              ; preds = %902, %898, %894, %890, %886
  %907 = load i64, ptr %72, align 8
  %908 = getelementptr inbounds i32, ptr %880, i64 %907
  store i32 %879, ptr %908, align 4
  %909 = load i64, ptr %118, align 8
  %910 = load ptr, ptr %95, align 8
  %911 = getelementptr inbounds i8, ptr %910, i64 %909
  store ptr %911, ptr %95, align 8
  %912 = load ptr, ptr %77, align 8
  %913 = load ptr, ptr %94, align 8
  %914 = load ptr, ptr %92, align 8
  %915 = load i64, ptr %118, align 8
  store ptr %912, ptr %40, align 8
  store i64 0, ptr %41, align 8
  store ptr %913, ptr %42, align 8
  store ptr %914, ptr %43, align 8
  store i32 1, ptr %44, align 4
  store i64 %915, ptr %45, align 8
  %916 = load ptr, ptr %43, align 8
  %917 = getelementptr inbounds i8, ptr %916, i64 -32
  store ptr %917, ptr %46, align 8
  %918 = load ptr, ptr %42, align 8
  %919 = load i64, ptr %41, align 8
  %920 = getelementptr inbounds i8, ptr %918, i64 %919
  store ptr %920, ptr %47, align 8
  %921 = load ptr, ptr %47, align 8
  %922 = load ptr, ptr %46, align 8
  %923 = icmp ule ptr %921, %922
  br i1 %923, label %924, label %997

924:                                              ; preds = %906
  %925 = load ptr, ptr %40, align 8
  %926 = getelementptr inbounds %struct.SeqStore_t, ptr %925, i32 0, i32 3
  %927 = load ptr, ptr %926, align 8
  %928 = load ptr, ptr %42, align 8
  call void @ZSTD_copy16(ptr noundef %927, ptr noundef %928)
  %929 = load i64, ptr %41, align 8
  %930 = icmp ugt i64 %929, 16
  br i1 %930, label %931, label %996

931:                                              ; preds = %924
  %932 = load ptr, ptr %40, align 8
  %933 = getelementptr inbounds %struct.SeqStore_t, ptr %932, i32 0, i32 3
  %934 = load ptr, ptr %933, align 8
  %935 = getelementptr inbounds i8, ptr %934, i64 16
  %936 = load ptr, ptr %42, align 8
  %937 = getelementptr inbounds i8, ptr %936, i64 16
  %938 = load i64, ptr %41, align 8
  %939 = sub nsw i64 %938, 16
  store ptr %935, ptr %16, align 8
  store ptr %937, ptr %17, align 8
  store i64 %939, ptr %18, align 8
  store i32 0, ptr %19, align 4
  %940 = load ptr, ptr %16, align 8
  %941 = load ptr, ptr %17, align 8
  %942 = ptrtoint ptr %940 to i64
  %943 = ptrtoint ptr %941 to i64
  %944 = sub i64 %942, %943
  store i64 %944, ptr %20, align 8
  %945 = load ptr, ptr %17, align 8
  store ptr %945, ptr %21, align 8
  %946 = load ptr, ptr %16, align 8
  store ptr %946, ptr %22, align 8
  %947 = load ptr, ptr %22, align 8
  %948 = load i64, ptr %18, align 8
  %949 = getelementptr inbounds i8, ptr %947, i64 %948
  store ptr %949, ptr %23, align 8
  %950 = load i32, ptr %19, align 4
  %951 = icmp eq i32 %950, 1
  br i1 %951, label %952, label %967

952:                                              ; preds = %931
  %953 = load i64, ptr %20, align 8
  %954 = icmp slt i64 %953, 16
  br i1 %954, label %955, label %967

955:                                              ; preds = %952
  br label %956

956:                                              ; preds = %956, %955
  %957 = load ptr, ptr %22, align 8
  %958 = load ptr, ptr %21, align 8
  call void @ZSTD_copy8(ptr noundef %957, ptr noundef %958)
  %959 = load ptr, ptr %22, align 8
  %960 = getelementptr inbounds i8, ptr %959, i64 8
  store ptr %960, ptr %22, align 8
  %961 = load ptr, ptr %21, align 8
  %962 = getelementptr inbounds i8, ptr %961, i64 8
  store ptr %962, ptr %21, align 8
  %963 = load ptr, ptr %22, align 8
  %964 = load ptr, ptr %23, align 8
  %965 = icmp ult ptr %963, %964
  br i1 %965, label %956, label %966, !llvm.loop !13

966:                                              ; preds = %956
  br label %995

967:                                              ; preds = %952, %931
  %968 = load ptr, ptr %22, align 8
  %969 = load ptr, ptr %21, align 8
  call void @ZSTD_copy16(ptr noundef %968, ptr noundef %969)
  %970 = load i64, ptr %18, align 8
  %971 = icmp sge i64 16, %970
  br i1 %971, label %972, label %973

972:                                              ; preds = %967
  br label %995

973:                                              ; preds = %967
  %974 = load ptr, ptr %22, align 8
  %975 = getelementptr inbounds i8, ptr %974, i64 16
  store ptr %975, ptr %22, align 8
  %976 = load ptr, ptr %21, align 8
  %977 = getelementptr inbounds i8, ptr %976, i64 16
  store ptr %977, ptr %21, align 8
  br label %978

978:                                              ; preds = %978, %973
  %979 = load ptr, ptr %22, align 8
  %980 = load ptr, ptr %21, align 8
  call void @ZSTD_copy16(ptr noundef %979, ptr noundef %980)
  %981 = load ptr, ptr %22, align 8
  %982 = getelementptr inbounds i8, ptr %981, i64 16
  store ptr %982, ptr %22, align 8
  %983 = load ptr, ptr %21, align 8
  %984 = getelementptr inbounds i8, ptr %983, i64 16
  store ptr %984, ptr %21, align 8
  %985 = load ptr, ptr %22, align 8
  %986 = load ptr, ptr %21, align 8
  call void @ZSTD_copy16(ptr noundef %985, ptr noundef %986)
  %987 = load ptr, ptr %22, align 8
  %988 = getelementptr inbounds i8, ptr %987, i64 16
  store ptr %988, ptr %22, align 8
  %989 = load ptr, ptr %21, align 8
  %990 = getelementptr inbounds i8, ptr %989, i64 16
  store ptr %990, ptr %21, align 8
  %991 = load ptr, ptr %22, align 8
  %992 = load ptr, ptr %23, align 8
  %993 = icmp ult ptr %991, %992
  br i1 %993, label %978, label %994, !llvm.loop !14

994:                                              ; preds = %978
  br label %995

995:                                              ; preds = %966, %972, %994
  br label %996

996:                                              ; preds = %995, %924
  br label %1004

997:                                              ; preds = %906
  %998 = load ptr, ptr %40, align 8
  %999 = getelementptr inbounds %struct.SeqStore_t, ptr %998, i32 0, i32 3
  %1000 = load ptr, ptr %999, align 8
  %1001 = load ptr, ptr %42, align 8
  %1002 = load ptr, ptr %47, align 8
  %1003 = load ptr, ptr %46, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1000, ptr noundef %1001, ptr noundef %1002, ptr noundef %1003)
  br label %1004

1004:                                             ; preds = %996, %997
  %1005 = load i64, ptr %41, align 8
  %1006 = load ptr, ptr %40, align 8
  %1007 = getelementptr inbounds %struct.SeqStore_t, ptr %1006, i32 0, i32 3
  %1008 = load ptr, ptr %1007, align 8
  %1009 = getelementptr inbounds i8, ptr %1008, i64 %1005
  store ptr %1009, ptr %1007, align 8
  %1010 = load ptr, ptr %40, align 8
  %1011 = load i64, ptr %41, align 8
  %1012 = load i32, ptr %44, align 4
  %1013 = load i64, ptr %45, align 8
  store ptr %1010, ptr %6, align 8
  store i64 %1011, ptr %7, align 8
  store i32 %1012, ptr %8, align 4
  store i64 %1013, ptr %9, align 8
  %1014 = load i64, ptr %7, align 8
  %1015 = icmp ugt i64 %1014, 65535
  %1016 = zext i1 %1015 to i32
  %1017 = sext i32 %1016 to i64
  br i1 %1015, label %1018, label %1033

1018:                                             ; preds = %1004
  %1019 = load ptr, ptr %6, align 8
  %1020 = getelementptr inbounds %struct.SeqStore_t, ptr %1019, i32 0, i32 9
  store i32 1, ptr %1020, align 8
  %1021 = load ptr, ptr %6, align 8
  %1022 = getelementptr inbounds %struct.SeqStore_t, ptr %1021, i32 0, i32 1
  %1023 = load ptr, ptr %1022, align 8
  %1024 = load ptr, ptr %6, align 8
  %1025 = load ptr, ptr %1024, align 8
  %1026 = ptrtoint ptr %1023 to i64
  %1027 = ptrtoint ptr %1025 to i64
  %1028 = sub i64 %1026, %1027
  %1029 = sdiv exact i64 %1028, 8
  %1030 = trunc i64 %1029 to i32
  %1031 = load ptr, ptr %6, align 8
  %1032 = getelementptr inbounds %struct.SeqStore_t, ptr %1031, i32 0, i32 10
  store i32 %1030, ptr %1032, align 4
  br label %1033

1033:                                             ; preds = %1018, %1004
  %1034 = load i64, ptr %7, align 8
  %1035 = trunc i64 %1034 to i16
  %1036 = load ptr, ptr %6, align 8
  %1037 = getelementptr inbounds %struct.SeqStore_t, ptr %1036, i32 0, i32 1
  %1038 = load ptr, ptr %1037, align 8
  %1039 = getelementptr inbounds %struct.SeqDef_s, ptr %1038, i32 0, i32 1
  store i16 %1035, ptr %1039, align 4
  %1040 = load i32, ptr %8, align 4
  %1041 = load ptr, ptr %6, align 8
  %1042 = getelementptr inbounds %struct.SeqStore_t, ptr %1041, i32 0, i32 1
  %1043 = load ptr, ptr %1042, align 8
  store i32 %1040, ptr %1043, align 4
  %1044 = load i64, ptr %9, align 8
  %1045 = sub i64 %1044, 3
  store i64 %1045, ptr %10, align 8
  %1046 = load i64, ptr %10, align 8
  %1047 = icmp ugt i64 %1046, 65535
  %1048 = zext i1 %1047 to i32
  %1049 = sext i32 %1048 to i64
  br i1 %1047, label %1050, label %1065

1050:                                             ; preds = %1033
  %1051 = load ptr, ptr %6, align 8
  %1052 = getelementptr inbounds %struct.SeqStore_t, ptr %1051, i32 0, i32 9
  store i32 2, ptr %1052, align 8
  %1053 = load ptr, ptr %6, align 8
  %1054 = getelementptr inbounds %struct.SeqStore_t, ptr %1053, i32 0, i32 1
  %1055 = load ptr, ptr %1054, align 8
  %1056 = load ptr, ptr %6, align 8
  %1057 = load ptr, ptr %1056, align 8
  %1058 = ptrtoint ptr %1055 to i64
  %1059 = ptrtoint ptr %1057 to i64
  %1060 = sub i64 %1058, %1059
  %1061 = sdiv exact i64 %1060, 8
  %1062 = trunc i64 %1061 to i32
  %1063 = load ptr, ptr %6, align 8
  %1064 = getelementptr inbounds %struct.SeqStore_t, ptr %1063, i32 0, i32 10
  store i32 %1062, ptr %1064, align 4
  br label %1065

1065:                                             ; preds = %1033, %1050
  %1066 = load i64, ptr %10, align 8
  %1067 = trunc i64 %1066 to i16
  %1068 = load ptr, ptr %6, align 8
  %1069 = getelementptr inbounds %struct.SeqStore_t, ptr %1068, i32 0, i32 1
  %1070 = load ptr, ptr %1069, align 8
  %1071 = getelementptr inbounds %struct.SeqDef_s, ptr %1070, i32 0, i32 2
  store i16 %1067, ptr %1071, align 2
  %1072 = load ptr, ptr %6, align 8
  %1073 = getelementptr inbounds %struct.SeqStore_t, ptr %1072, i32 0, i32 1
  %1074 = load ptr, ptr %1073, align 8
  %1075 = getelementptr inbounds %struct.SeqDef_s, ptr %1074, i32 1
  store ptr %1075, ptr %1073, align 8
  %1076 = load ptr, ptr %95, align 8
  store ptr %1076, ptr %94, align 8
  br label %843, !llvm.loop !15

1077:                                             ; preds = %857
  br label %1078

1078:                                             ; preds = %1077, %837
  br label %1079

1079:                                             ; preds = %1078, %749
  br label %220

1080:                                             ; preds = %530, %532
  %1081 = phi i32 [ %531, %530 ], [ %533, %532 ]
  %1082 = load ptr, ptr %78, align 8
  %1083 = getelementptr inbounds i32, ptr %1082, i64 1
  store i32 %1081, ptr %1083, align 4
  %1084 = load ptr, ptr %92, align 8
  %1085 = load ptr, ptr %94, align 8
  %1086 = ptrtoint ptr %1084 to i64
  %1087 = ptrtoint ptr %1085 to i64
  %1088 = sub i64 %1086, %1087
  ret i64 %1088
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_compressBlock_fast_dictMatchState(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
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
  %25 = call i64 @ZSTD_compressBlock_fast_dictMatchState_4_0(ptr noundef %20, ptr noundef %21, ptr noundef %22, ptr noundef %23, i64 noundef %24)
  store i64 %25, ptr %6, align 8
  br label %47

26:                                               ; preds = %5
  %27 = load ptr, ptr %7, align 8
  %28 = load ptr, ptr %8, align 8
  %29 = load ptr, ptr %9, align 8
  %30 = load ptr, ptr %10, align 8
  %31 = load i64, ptr %11, align 8
  %32 = call i64 @ZSTD_compressBlock_fast_dictMatchState_5_0(ptr noundef %27, ptr noundef %28, ptr noundef %29, ptr noundef %30, i64 noundef %31)
  store i64 %32, ptr %6, align 8
  br label %47

33:                                               ; preds = %5
  %34 = load ptr, ptr %7, align 8
  %35 = load ptr, ptr %8, align 8
  %36 = load ptr, ptr %9, align 8
  %37 = load ptr, ptr %10, align 8
  %38 = load i64, ptr %11, align 8
  %39 = call i64 @ZSTD_compressBlock_fast_dictMatchState_6_0(ptr noundef %34, ptr noundef %35, ptr noundef %36, ptr noundef %37, i64 noundef %38)
  store i64 %39, ptr %6, align 8
  br label %47

40:                                               ; preds = %5
  %41 = load ptr, ptr %7, align 8
  %42 = load ptr, ptr %8, align 8
  %43 = load ptr, ptr %9, align 8
  %44 = load ptr, ptr %10, align 8
  %45 = load i64, ptr %11, align 8
  %46 = call i64 @ZSTD_compressBlock_fast_dictMatchState_7_0(ptr noundef %41, ptr noundef %42, ptr noundef %43, ptr noundef %44, i64 noundef %45)
  store i64 %46, ptr %6, align 8
  br label %47

47:                                               ; preds = %40, %33, %26, %19
  %48 = load i64, ptr %6, align 8
  ret i64 %48
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_compressBlock_fast_dictMatchState_4_0(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
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
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  %25 = alloca i64, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca i64, align 8
  %29 = alloca i32, align 4
  %30 = alloca i64, align 8
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca ptr, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca i64, align 8
  %37 = alloca i32, align 4
  %38 = alloca i64, align 8
  %39 = alloca ptr, align 8
  %40 = alloca ptr, align 8
  %41 = alloca ptr, align 8
  %42 = alloca ptr, align 8
  %43 = alloca ptr, align 8
  %44 = alloca i64, align 8
  %45 = alloca i32, align 4
  %46 = alloca i64, align 8
  %47 = alloca ptr, align 8
  %48 = alloca ptr, align 8
  %49 = alloca ptr, align 8
  %50 = alloca ptr, align 8
  %51 = alloca ptr, align 8
  %52 = alloca i64, align 8
  %53 = alloca i32, align 4
  %54 = alloca i64, align 8
  %55 = alloca ptr, align 8
  %56 = alloca ptr, align 8
  %57 = alloca ptr, align 8
  %58 = alloca ptr, align 8
  %59 = alloca i64, align 8
  %60 = alloca ptr, align 8
  %61 = alloca ptr, align 8
  %62 = alloca i32, align 4
  %63 = alloca i64, align 8
  %64 = alloca ptr, align 8
  %65 = alloca ptr, align 8
  %66 = alloca ptr, align 8
  %67 = alloca i64, align 8
  %68 = alloca ptr, align 8
  %69 = alloca ptr, align 8
  %70 = alloca i32, align 4
  %71 = alloca i64, align 8
  %72 = alloca ptr, align 8
  %73 = alloca ptr, align 8
  %74 = alloca ptr, align 8
  %75 = alloca i64, align 8
  %76 = alloca ptr, align 8
  %77 = alloca ptr, align 8
  %78 = alloca i32, align 4
  %79 = alloca i64, align 8
  %80 = alloca ptr, align 8
  %81 = alloca ptr, align 8
  %82 = alloca ptr, align 8
  %83 = alloca i64, align 8
  %84 = alloca ptr, align 8
  %85 = alloca ptr, align 8
  %86 = alloca i32, align 4
  %87 = alloca i64, align 8
  %88 = alloca ptr, align 8
  %89 = alloca ptr, align 8
  %90 = alloca i64, align 8
  %91 = alloca ptr, align 8
  %92 = alloca i32, align 4
  %93 = alloca i32, align 4
  %94 = alloca i64, align 8
  %95 = alloca ptr, align 8
  %96 = alloca i32, align 4
  %97 = alloca i32, align 4
  %98 = alloca i64, align 8
  %99 = alloca ptr, align 8
  %100 = alloca i32, align 4
  %101 = alloca i32, align 4
  %102 = alloca i64, align 8
  %103 = alloca ptr, align 8
  %104 = alloca i32, align 4
  %105 = alloca i32, align 4
  %106 = alloca i64, align 8
  %107 = alloca ptr, align 8
  %108 = alloca i32, align 4
  %109 = alloca i32, align 4
  %110 = alloca i64, align 8
  %111 = alloca ptr, align 8
  %112 = alloca i32, align 4
  %113 = alloca i32, align 4
  %114 = alloca i64, align 8
  %115 = alloca ptr, align 8
  %116 = alloca i32, align 4
  %117 = alloca i32, align 4
  %118 = alloca ptr, align 8
  %119 = alloca ptr, align 8
  %120 = alloca ptr, align 8
  %121 = alloca ptr, align 8
  %122 = alloca i64, align 8
  %123 = alloca i32, align 4
  %124 = alloca i32, align 4
  %125 = alloca ptr, align 8
  %126 = alloca ptr, align 8
  %127 = alloca i32, align 4
  %128 = alloca i32, align 4
  %129 = alloca ptr, align 8
  %130 = alloca ptr, align 8
  %131 = alloca ptr, align 8
  %132 = alloca ptr, align 8
  %133 = alloca ptr, align 8
  %134 = alloca i32, align 4
  %135 = alloca ptr, align 8
  %136 = alloca ptr, align 8
  %137 = alloca ptr, align 8
  %138 = alloca i32, align 4
  %139 = alloca i32, align 4
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
  %151 = alloca i32, align 4
  %152 = alloca i64, align 8
  %153 = alloca ptr, align 8
  %154 = alloca i64, align 8
  %155 = alloca i64, align 8
  %156 = alloca i64, align 8
  %157 = alloca i64, align 8
  %158 = alloca i64, align 8
  %159 = alloca i32, align 4
  %160 = alloca i32, align 4
  %161 = alloca i32, align 4
  %162 = alloca i32, align 4
  %163 = alloca i64, align 8
  %164 = alloca i64, align 8
  %165 = alloca ptr, align 8
  %166 = alloca ptr, align 8
  %167 = alloca i32, align 4
  %168 = alloca ptr, align 8
  %169 = alloca i64, align 8
  %170 = alloca i64, align 8
  %171 = alloca ptr, align 8
  %172 = alloca i32, align 4
  %173 = alloca ptr, align 8
  %174 = alloca i32, align 4
  %175 = alloca i32, align 4
  %176 = alloca i32, align 4
  %177 = alloca i32, align 4
  %178 = alloca ptr, align 8
  %179 = alloca ptr, align 8
  %180 = alloca i64, align 8
  %181 = alloca i32, align 4
  %182 = alloca ptr, align 8
  %183 = alloca ptr, align 8
  %184 = alloca ptr, align 8
  %185 = alloca ptr, align 8
  %186 = alloca i64, align 8
  store ptr %0, ptr %182, align 8
  store ptr %1, ptr %183, align 8
  store ptr %2, ptr %184, align 8
  store ptr %3, ptr %185, align 8
  store i64 %4, ptr %186, align 8
  %187 = load ptr, ptr %182, align 8
  %188 = load ptr, ptr %183, align 8
  %189 = load ptr, ptr %184, align 8
  %190 = load ptr, ptr %185, align 8
  %191 = load i64, ptr %186, align 8
  store ptr %187, ptr %118, align 8
  store ptr %188, ptr %119, align 8
  store ptr %189, ptr %120, align 8
  store ptr %190, ptr %121, align 8
  store i64 %191, ptr %122, align 8
  store i32 4, ptr %123, align 4
  store i32 0, ptr %124, align 4
  %192 = load ptr, ptr %118, align 8
  %193 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %192, i32 0, i32 16
  store ptr %193, ptr %125, align 8
  %194 = load ptr, ptr %118, align 8
  %195 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %194, i32 0, i32 9
  %196 = load ptr, ptr %195, align 8
  store ptr %196, ptr %126, align 8
  %197 = load ptr, ptr %125, align 8
  %198 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %197, i32 0, i32 2
  %199 = load i32, ptr %198, align 4
  store i32 %199, ptr %127, align 4
  %200 = load ptr, ptr %125, align 8
  %201 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %200, i32 0, i32 5
  %202 = load i32, ptr %201, align 4
  %203 = load ptr, ptr %125, align 8
  %204 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %203, i32 0, i32 5
  %205 = load i32, ptr %204, align 4
  %206 = icmp ne i32 %205, 0
  %207 = xor i1 %206, true
  %208 = zext i1 %207 to i32
  %209 = add i32 %202, %208
  store i32 %209, ptr %128, align 4
  %210 = load ptr, ptr %118, align 8
  %211 = getelementptr inbounds %struct.ZSTD_window_t, ptr %210, i32 0, i32 1
  %212 = load ptr, ptr %211, align 8
  store ptr %212, ptr %129, align 8
  %213 = load ptr, ptr %121, align 8
  store ptr %213, ptr %130, align 8
  %214 = load ptr, ptr %130, align 8
  store ptr %214, ptr %131, align 8
  %215 = load ptr, ptr %131, align 8
  %216 = load i32, ptr %128, align 4
  %217 = zext i32 %216 to i64
  %218 = getelementptr inbounds i8, ptr %215, i64 %217
  store ptr %218, ptr %132, align 8
  %219 = load ptr, ptr %130, align 8
  store ptr %219, ptr %133, align 8
  %220 = load ptr, ptr %118, align 8
  %221 = getelementptr inbounds %struct.ZSTD_window_t, ptr %220, i32 0, i32 3
  %222 = load i32, ptr %221, align 8
  store i32 %222, ptr %134, align 4
  %223 = load ptr, ptr %129, align 8
  %224 = load i32, ptr %134, align 4
  %225 = zext i32 %224 to i64
  %226 = getelementptr inbounds i8, ptr %223, i64 %225
  store ptr %226, ptr %135, align 8
  %227 = load ptr, ptr %130, align 8
  %228 = load i64, ptr %122, align 8
  %229 = getelementptr inbounds i8, ptr %227, i64 %228
  store ptr %229, ptr %136, align 8
  %230 = load ptr, ptr %136, align 8
  %231 = getelementptr inbounds i8, ptr %230, i64 -8
  store ptr %231, ptr %137, align 8
  %232 = load ptr, ptr %120, align 8
  %233 = load i32, ptr %232, align 4
  store i32 %233, ptr %138, align 4
  %234 = load ptr, ptr %120, align 8
  %235 = getelementptr inbounds i32, ptr %234, i64 1
  %236 = load i32, ptr %235, align 4
  store i32 %236, ptr %139, align 4
  %237 = load ptr, ptr %118, align 8
  %238 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %237, i32 0, i32 15
  %239 = load ptr, ptr %238, align 8
  store ptr %239, ptr %140, align 8
  %240 = load ptr, ptr %140, align 8
  %241 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %240, i32 0, i32 16
  store ptr %241, ptr %141, align 8
  %242 = load ptr, ptr %140, align 8
  %243 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %242, i32 0, i32 9
  %244 = load ptr, ptr %243, align 8
  store ptr %244, ptr %142, align 8
  %245 = load ptr, ptr %140, align 8
  %246 = getelementptr inbounds %struct.ZSTD_window_t, ptr %245, i32 0, i32 3
  %247 = load i32, ptr %246, align 8
  store i32 %247, ptr %143, align 4
  %248 = load ptr, ptr %140, align 8
  %249 = getelementptr inbounds %struct.ZSTD_window_t, ptr %248, i32 0, i32 1
  %250 = load ptr, ptr %249, align 8
  store ptr %250, ptr %144, align 8
  %251 = load ptr, ptr %144, align 8
  %252 = load i32, ptr %143, align 4
  %253 = zext i32 %252 to i64
  %254 = getelementptr inbounds i8, ptr %251, i64 %253
  store ptr %254, ptr %145, align 8
  %255 = load ptr, ptr %140, align 8
  %256 = load ptr, ptr %255, align 8
  store ptr %256, ptr %146, align 8
  %257 = load i32, ptr %134, align 4
  %258 = load ptr, ptr %146, align 8
  %259 = load ptr, ptr %144, align 8
  %260 = ptrtoint ptr %258 to i64
  %261 = ptrtoint ptr %259 to i64
  %262 = sub i64 %260, %261
  %263 = trunc i64 %262 to i32
  %264 = sub i32 %257, %263
  store i32 %264, ptr %147, align 4
  %265 = load ptr, ptr %130, align 8
  %266 = load ptr, ptr %135, align 8
  %267 = ptrtoint ptr %265 to i64
  %268 = ptrtoint ptr %266 to i64
  %269 = sub i64 %267, %268
  %270 = load ptr, ptr %146, align 8
  %271 = getelementptr inbounds i8, ptr %270, i64 %269
  %272 = load ptr, ptr %145, align 8
  %273 = ptrtoint ptr %271 to i64
  %274 = ptrtoint ptr %272 to i64
  %275 = sub i64 %273, %274
  %276 = trunc i64 %275 to i32
  store i32 %276, ptr %148, align 4
  %277 = load ptr, ptr %141, align 8
  %278 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %277, i32 0, i32 2
  %279 = load i32, ptr %278, align 4
  %280 = add i32 %279, 8
  store i32 %280, ptr %149, align 4
  %281 = load ptr, ptr %125, align 8
  %282 = load i32, ptr %281, align 4
  %283 = shl i32 1, %282
  store i32 %283, ptr %150, align 4
  %284 = load ptr, ptr %130, align 8
  %285 = load ptr, ptr %129, align 8
  %286 = ptrtoint ptr %284 to i64
  %287 = ptrtoint ptr %285 to i64
  %288 = sub i64 %286, %287
  %289 = load i64, ptr %122, align 8
  %290 = add i64 %288, %289
  %291 = trunc i64 %290 to i32
  store i32 %291, ptr %151, align 4
  %292 = load i32, ptr %150, align 4
  %293 = load i32, ptr %151, align 4
  %294 = load i32, ptr %124, align 4
  %295 = load ptr, ptr %118, align 8
  %296 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %295, i32 0, i32 18
  %297 = load i32, ptr %296, align 8
  %298 = icmp ne i32 %297, 0
  br i1 %298, label %299, label %319

299:                                              ; preds = %5
  %300 = load ptr, ptr %141, align 8
  %301 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %300, i32 0, i32 2
  %302 = load i32, ptr %301, align 4
  %303 = zext i32 %302 to i64
  %304 = shl i64 1, %303
  %305 = mul i64 %304, 4
  store i64 %305, ptr %152, align 8
  %306 = load ptr, ptr %142, align 8
  store ptr %306, ptr %153, align 8
  %307 = load i64, ptr %152, align 8
  store i64 %307, ptr %154, align 8
  store i64 0, ptr %155, align 8
  br label %308

308:                                              ; preds = %312, %299
  %309 = load i64, ptr %155, align 8
  %310 = load i64, ptr %154, align 8
  %311 = icmp ult i64 %309, %310
  br i1 %311, label %312, label %318

312:                                              ; preds = %308
  %313 = load ptr, ptr %153, align 8
  %314 = load i64, ptr %155, align 8
  %315 = getelementptr inbounds i8, ptr %313, i64 %314
  call void @llvm.prefetch.p0(ptr %315, i32 0, i32 2, i32 1)
  %316 = load i64, ptr %155, align 8
  %317 = add i64 %316, 64
  store i64 %317, ptr %155, align 8
  br label %308, !llvm.loop !16

318:                                              ; preds = %308
  br label %319

319:                                              ; preds = %318, %5
  %320 = load i32, ptr %148, align 4
  %321 = icmp eq i32 %320, 0
  %322 = zext i1 %321 to i32
  %323 = load ptr, ptr %131, align 8
  %324 = sext i32 %322 to i64
  %325 = getelementptr inbounds i8, ptr %323, i64 %324
  store ptr %325, ptr %131, align 8
  br label %326

326:                                              ; preds = %1548, %319
  %327 = load ptr, ptr %132, align 8
  %328 = load ptr, ptr %137, align 8
  %329 = icmp ule ptr %327, %328
  br i1 %329, label %330, label %1553

330:                                              ; preds = %326
  %331 = load ptr, ptr %131, align 8
  %332 = load i32, ptr %127, align 4
  %333 = load i32, ptr %123, align 4
  store ptr %331, ptr %91, align 8
  store i32 %332, ptr %92, align 4
  store i32 %333, ptr %93, align 4
  %334 = load i32, ptr %93, align 4
  switch i32 %334, label %335 [
    i32 4, label %336
    i32 5, label %340
    i32 6, label %344
    i32 7, label %348
    i32 8, label %352
  ]

335:                                              ; preds = %330
  br label %336

336:                                              ; preds = %335, %330
  %337 = load ptr, ptr %91, align 8
  %338 = load i32, ptr %92, align 4
  %339 = call i64 @ZSTD_hash4Ptr(ptr noundef %337, i32 noundef %338)
  store i64 %339, ptr %90, align 8
  br label %356

340:                                              ; preds = %330
  %341 = load ptr, ptr %91, align 8
  %342 = load i32, ptr %92, align 4
  %343 = call i64 @ZSTD_hash5Ptr(ptr noundef %341, i32 noundef %342)
  store i64 %343, ptr %90, align 8
  br label %356

344:                                              ; preds = %330
  %345 = load ptr, ptr %91, align 8
  %346 = load i32, ptr %92, align 4
  %347 = call i64 @ZSTD_hash6Ptr(ptr noundef %345, i32 noundef %346)
  store i64 %347, ptr %90, align 8
  br label %356

348:                                              ; preds = %330
  %349 = load ptr, ptr %91, align 8
  %350 = load i32, ptr %92, align 4
  %351 = call i64 @ZSTD_hash7Ptr(ptr noundef %349, i32 noundef %350)
  store i64 %351, ptr %90, align 8
  br label %356

352:                                              ; preds = %330
  %353 = load ptr, ptr %91, align 8
  %354 = load i32, ptr %92, align 4
  %355 = call i64 @ZSTD_hash8Ptr(ptr noundef %353, i32 noundef %354)
  store i64 %355, ptr %90, align 8
  br label %356

356:                                              ; preds = %352, %348, %344, %340, %336
  %357 = load i64, ptr %90, align 8
  store i64 %357, ptr %157, align 8
  %358 = load ptr, ptr %131, align 8
  %359 = load i32, ptr %149, align 4
  %360 = load i32, ptr %123, align 4
  store ptr %358, ptr %95, align 8
  store i32 %359, ptr %96, align 4
  store i32 %360, ptr %97, align 4
  %361 = load i32, ptr %97, align 4
  switch i32 %361, label %362 [
    i32 4, label %363
    i32 5, label %367
    i32 6, label %371
    i32 7, label %375
    i32 8, label %379
  ]

362:                                              ; preds = %356
  br label %363

363:                                              ; preds = %362, %356
  %364 = load ptr, ptr %95, align 8
  %365 = load i32, ptr %96, align 4
  %366 = call i64 @ZSTD_hash4Ptr(ptr noundef %364, i32 noundef %365)
  store i64 %366, ptr %94, align 8
  br label %383

367:                                              ; preds = %356
  %368 = load ptr, ptr %95, align 8
  %369 = load i32, ptr %96, align 4
  %370 = call i64 @ZSTD_hash5Ptr(ptr noundef %368, i32 noundef %369)
  store i64 %370, ptr %94, align 8
  br label %383

371:                                              ; preds = %356
  %372 = load ptr, ptr %95, align 8
  %373 = load i32, ptr %96, align 4
  %374 = call i64 @ZSTD_hash6Ptr(ptr noundef %372, i32 noundef %373)
  store i64 %374, ptr %94, align 8
  br label %383

375:                                              ; preds = %356
  %376 = load ptr, ptr %95, align 8
  %377 = load i32, ptr %96, align 4
  %378 = call i64 @ZSTD_hash7Ptr(ptr noundef %376, i32 noundef %377)
  store i64 %378, ptr %94, align 8
  br label %383

379:                                              ; preds = %356
  %380 = load ptr, ptr %95, align 8
  %381 = load i32, ptr %96, align 4
  %382 = call i64 @ZSTD_hash8Ptr(ptr noundef %380, i32 noundef %381)
  store i64 %382, ptr %94, align 8
  br label %383

383:                                              ; preds = %379, %375, %371, %367, %363
  %384 = load i64, ptr %94, align 8
  store i64 %384, ptr %158, align 8
  %385 = load ptr, ptr %142, align 8
  %386 = load i64, ptr %158, align 8
  %387 = lshr i64 %386, 8
  %388 = getelementptr inbounds i32, ptr %385, i64 %387
  %389 = load i32, ptr %388, align 4
  store i32 %389, ptr %159, align 4
  %390 = load i32, ptr %159, align 4
  %391 = zext i32 %390 to i64
  %392 = load i64, ptr %158, align 8
  %393 = call i32 @ZSTD_comparePackedTags(i64 noundef %391, i64 noundef %392)
  store i32 %393, ptr %160, align 4
  %394 = load ptr, ptr %126, align 8
  %395 = load i64, ptr %157, align 8
  %396 = getelementptr inbounds i32, ptr %394, i64 %395
  %397 = load i32, ptr %396, align 4
  store i32 %397, ptr %161, align 4
  %398 = load ptr, ptr %131, align 8
  %399 = load ptr, ptr %129, align 8
  %400 = ptrtoint ptr %398 to i64
  %401 = ptrtoint ptr %399 to i64
  %402 = sub i64 %400, %401
  %403 = trunc i64 %402 to i32
  store i32 %403, ptr %162, align 4
  %404 = load i32, ptr %128, align 4
  %405 = zext i32 %404 to i64
  store i64 %405, ptr %163, align 8
  store i64 256, ptr %164, align 8
  %406 = load ptr, ptr %131, align 8
  %407 = getelementptr inbounds i8, ptr %406, i64 256
  store ptr %407, ptr %165, align 8
  br label %408

408:                                              ; preds = %1194, %383
  %409 = load ptr, ptr %129, align 8
  %410 = load i32, ptr %161, align 4
  %411 = zext i32 %410 to i64
  %412 = getelementptr inbounds i8, ptr %409, i64 %411
  store ptr %412, ptr %166, align 8
  %413 = load i32, ptr %162, align 4
  %414 = add i32 %413, 1
  %415 = load i32, ptr %138, align 4
  %416 = sub i32 %414, %415
  store i32 %416, ptr %167, align 4
  %417 = load i32, ptr %167, align 4
  %418 = load i32, ptr %134, align 4
  %419 = icmp ult i32 %417, %418
  br i1 %419, label %420, label %427

420:                                              ; preds = %408
  %421 = load ptr, ptr %144, align 8
  %422 = load i32, ptr %167, align 4
  %423 = load i32, ptr %147, align 4
  %424 = sub i32 %422, %423
  %425 = zext i32 %424 to i64
  %426 = getelementptr inbounds i8, ptr %421, i64 %425
  br label %432

427:                                              ; preds = %408
  %428 = load ptr, ptr %129, align 8
  %429 = load i32, ptr %167, align 4
  %430 = zext i32 %429 to i64
  %431 = getelementptr inbounds i8, ptr %428, i64 %430
  br label %432

432:                                              ; preds = %427, %420
  %433 = phi ptr [ %426, %420 ], [ %431, %427 ]
  store ptr %433, ptr %168, align 8
  %434 = load ptr, ptr %132, align 8
  %435 = load i32, ptr %127, align 4
  %436 = load i32, ptr %123, align 4
  store ptr %434, ptr %99, align 8
  store i32 %435, ptr %100, align 4
  store i32 %436, ptr %101, align 4
  %437 = load i32, ptr %101, align 4
  switch i32 %437, label %438 [
    i32 4, label %439
    i32 5, label %443
    i32 6, label %447
    i32 7, label %451
    i32 8, label %455
  ]

438:                                              ; preds = %432
  br label %439

439:                                              ; preds = %438, %432
  %440 = load ptr, ptr %99, align 8
  %441 = load i32, ptr %100, align 4
  %442 = call i64 @ZSTD_hash4Ptr(ptr noundef %440, i32 noundef %441)
  store i64 %442, ptr %98, align 8
  br label %459

443:                                              ; preds = %432
  %444 = load ptr, ptr %99, align 8
  %445 = load i32, ptr %100, align 4
  %446 = call i64 @ZSTD_hash5Ptr(ptr noundef %444, i32 noundef %445)
  store i64 %446, ptr %98, align 8
  br label %459

447:                                              ; preds = %432
  %448 = load ptr, ptr %99, align 8
  %449 = load i32, ptr %100, align 4
  %450 = call i64 @ZSTD_hash6Ptr(ptr noundef %448, i32 noundef %449)
  store i64 %450, ptr %98, align 8
  br label %459

451:                                              ; preds = %432
  %452 = load ptr, ptr %99, align 8
  %453 = load i32, ptr %100, align 4
  %454 = call i64 @ZSTD_hash7Ptr(ptr noundef %452, i32 noundef %453)
  store i64 %454, ptr %98, align 8
  br label %459

455:                                              ; preds = %432
  %456 = load ptr, ptr %99, align 8
  %457 = load i32, ptr %100, align 4
  %458 = call i64 @ZSTD_hash8Ptr(ptr noundef %456, i32 noundef %457)
  store i64 %458, ptr %98, align 8
  br label %459

459:                                              ; preds = %455, %451, %447, %443, %439
  %460 = load i64, ptr %98, align 8
  store i64 %460, ptr %169, align 8
  %461 = load ptr, ptr %132, align 8
  %462 = load i32, ptr %149, align 4
  %463 = load i32, ptr %123, align 4
  store ptr %461, ptr %103, align 8
  store i32 %462, ptr %104, align 4
  store i32 %463, ptr %105, align 4
  %464 = load i32, ptr %105, align 4
  switch i32 %464, label %465 [
    i32 4, label %466
    i32 5, label %470
    i32 6, label %474
    i32 7, label %478
    i32 8, label %482
  ]

465:                                              ; preds = %459
  br label %466

466:                                              ; preds = %465, %459
  %467 = load ptr, ptr %103, align 8
  %468 = load i32, ptr %104, align 4
  %469 = call i64 @ZSTD_hash4Ptr(ptr noundef %467, i32 noundef %468)
  store i64 %469, ptr %102, align 8
  br label %486

470:                                              ; preds = %459
  %471 = load ptr, ptr %103, align 8
  %472 = load i32, ptr %104, align 4
  %473 = call i64 @ZSTD_hash5Ptr(ptr noundef %471, i32 noundef %472)
  store i64 %473, ptr %102, align 8
  br label %486

474:                                              ; preds = %459
  %475 = load ptr, ptr %103, align 8
  %476 = load i32, ptr %104, align 4
  %477 = call i64 @ZSTD_hash6Ptr(ptr noundef %475, i32 noundef %476)
  store i64 %477, ptr %102, align 8
  br label %486

478:                                              ; preds = %459
  %479 = load ptr, ptr %103, align 8
  %480 = load i32, ptr %104, align 4
  %481 = call i64 @ZSTD_hash7Ptr(ptr noundef %479, i32 noundef %480)
  store i64 %481, ptr %102, align 8
  br label %486

482:                                              ; preds = %459
  %483 = load ptr, ptr %103, align 8
  %484 = load i32, ptr %104, align 4
  %485 = call i64 @ZSTD_hash8Ptr(ptr noundef %483, i32 noundef %484)
  store i64 %485, ptr %102, align 8
  br label %486

486:                                              ; preds = %482, %478, %474, %470, %466
  %487 = load i64, ptr %102, align 8
  store i64 %487, ptr %170, align 8
  %488 = load i32, ptr %162, align 4
  %489 = load ptr, ptr %126, align 8
  %490 = load i64, ptr %157, align 8
  %491 = getelementptr inbounds i32, ptr %489, i64 %490
  store i32 %488, ptr %491, align 4
  %492 = load i32, ptr %134, align 4
  %493 = load i32, ptr %167, align 4
  %494 = call i32 @ZSTD_index_overlap_check(i32 noundef %492, i32 noundef %493)
  %495 = icmp ne i32 %494, 0
  br i1 %495, label %496, label %694

496:                                              ; preds = %486
  %497 = load ptr, ptr %168, align 8
  %498 = call i32 @MEM_read32(ptr noundef %497)
  %499 = load ptr, ptr %131, align 8
  %500 = getelementptr inbounds i8, ptr %499, i64 1
  %501 = call i32 @MEM_read32(ptr noundef %500)
  %502 = icmp eq i32 %498, %501
  br i1 %502, label %503, label %694

503:                                              ; preds = %496
  %504 = load i32, ptr %167, align 4
  %505 = load i32, ptr %134, align 4
  %506 = icmp ult i32 %504, %505
  br i1 %506, label %507, label %509

507:                                              ; preds = %503
  %508 = load ptr, ptr %146, align 8
  br label %511

509:                                              ; preds = %503
  %510 = load ptr, ptr %136, align 8
  br label %511

511:                                              ; preds = %509, %507
  %512 = phi ptr [ %508, %507 ], [ %510, %509 ]
  store ptr %512, ptr %171, align 8
  %513 = load ptr, ptr %131, align 8
  %514 = getelementptr inbounds i8, ptr %513, i64 1
  %515 = getelementptr inbounds i8, ptr %514, i64 4
  %516 = load ptr, ptr %168, align 8
  %517 = getelementptr inbounds i8, ptr %516, i64 4
  %518 = load ptr, ptr %136, align 8
  %519 = load ptr, ptr %171, align 8
  %520 = load ptr, ptr %135, align 8
  %521 = call i64 @ZSTD_count_2segments(ptr noundef %515, ptr noundef %517, ptr noundef %518, ptr noundef %519, ptr noundef %520)
  %522 = add i64 %521, 4
  store i64 %522, ptr %156, align 8
  %523 = load ptr, ptr %131, align 8
  %524 = getelementptr inbounds i8, ptr %523, i32 1
  store ptr %524, ptr %131, align 8
  %525 = load ptr, ptr %119, align 8
  %526 = load ptr, ptr %131, align 8
  %527 = load ptr, ptr %133, align 8
  %528 = ptrtoint ptr %526 to i64
  %529 = ptrtoint ptr %527 to i64
  %530 = sub i64 %528, %529
  %531 = load ptr, ptr %133, align 8
  %532 = load ptr, ptr %136, align 8
  %533 = load i64, ptr %156, align 8
  store ptr %525, ptr %58, align 8
  store i64 %530, ptr %59, align 8
  store ptr %531, ptr %60, align 8
  store ptr %532, ptr %61, align 8
  store i32 1, ptr %62, align 4
  store i64 %533, ptr %63, align 8
  %534 = load ptr, ptr %61, align 8
  %535 = getelementptr inbounds i8, ptr %534, i64 -32
  store ptr %535, ptr %64, align 8
  %536 = load ptr, ptr %60, align 8
  %537 = load i64, ptr %59, align 8
  %538 = getelementptr inbounds i8, ptr %536, i64 %537
  store ptr %538, ptr %65, align 8
  %539 = load ptr, ptr %65, align 8
  %540 = load ptr, ptr %64, align 8
  %541 = icmp ule ptr %539, %540
  br i1 %541, label %542, label %615

542:                                              ; preds = %511
  %543 = load ptr, ptr %58, align 8
  %544 = getelementptr inbounds %struct.SeqStore_t, ptr %543, i32 0, i32 3
  %545 = load ptr, ptr %544, align 8
  %546 = load ptr, ptr %60, align 8
  call void @ZSTD_copy16(ptr noundef %545, ptr noundef %546)
  %547 = load i64, ptr %59, align 8
  %548 = icmp ugt i64 %547, 16
  br i1 %548, label %549, label %614

549:                                              ; preds = %542
  %550 = load ptr, ptr %58, align 8
  %551 = getelementptr inbounds %struct.SeqStore_t, ptr %550, i32 0, i32 3
  %552 = load ptr, ptr %551, align 8
  %553 = getelementptr inbounds i8, ptr %552, i64 16
  %554 = load ptr, ptr %60, align 8
  %555 = getelementptr inbounds i8, ptr %554, i64 16
  %556 = load i64, ptr %59, align 8
  %557 = sub nsw i64 %556, 16
  store ptr %553, ptr %50, align 8
  store ptr %555, ptr %51, align 8
  store i64 %557, ptr %52, align 8
  store i32 0, ptr %53, align 4
  %558 = load ptr, ptr %50, align 8
  %559 = load ptr, ptr %51, align 8
  %560 = ptrtoint ptr %558 to i64
  %561 = ptrtoint ptr %559 to i64
  %562 = sub i64 %560, %561
  store i64 %562, ptr %54, align 8
  %563 = load ptr, ptr %51, align 8
  store ptr %563, ptr %55, align 8
  %564 = load ptr, ptr %50, align 8
  store ptr %564, ptr %56, align 8
  %565 = load ptr, ptr %56, align 8
  %566 = load i64, ptr %52, align 8
  %567 = getelementptr inbounds i8, ptr %565, i64 %566
  store ptr %567, ptr %57, align 8
  %568 = load i32, ptr %53, align 4
  %569 = icmp eq i32 %568, 1
  br i1 %569, label %570, label %585

570:                                              ; preds = %549
  %571 = load i64, ptr %54, align 8
  %572 = icmp slt i64 %571, 16
  br i1 %572, label %573, label %585

573:                                              ; preds = %570
  br label %574

574:                                              ; preds = %574, %573
  %575 = load ptr, ptr %56, align 8
  %576 = load ptr, ptr %55, align 8
  call void @ZSTD_copy8(ptr noundef %575, ptr noundef %576)
  %577 = load ptr, ptr %56, align 8
  %578 = getelementptr inbounds i8, ptr %577, i64 8
  store ptr %578, ptr %56, align 8
  %579 = load ptr, ptr %55, align 8
  %580 = getelementptr inbounds i8, ptr %579, i64 8
  store ptr %580, ptr %55, align 8
  %581 = load ptr, ptr %56, align 8
  %582 = load ptr, ptr %57, align 8
  %583 = icmp ult ptr %581, %582
  br i1 %583, label %574, label %584, !llvm.loop !13

584:                                              ; preds = %574
  br label %613

585:                                              ; preds = %570, %549
  %586 = load ptr, ptr %56, align 8
  %587 = load ptr, ptr %55, align 8
  call void @ZSTD_copy16(ptr noundef %586, ptr noundef %587)
  %588 = load i64, ptr %52, align 8
  %589 = icmp sge i64 16, %588
  br i1 %589, label %590, label %591

590:                                              ; preds = %585
  br label %613

591:                                              ; preds = %585
  %592 = load ptr, ptr %56, align 8
  %593 = getelementptr inbounds i8, ptr %592, i64 16
  store ptr %593, ptr %56, align 8
  %594 = load ptr, ptr %55, align 8
  %595 = getelementptr inbounds i8, ptr %594, i64 16
  store ptr %595, ptr %55, align 8
  br label %596

596:                                              ; preds = %596, %591
  %597 = load ptr, ptr %56, align 8
  %598 = load ptr, ptr %55, align 8
  call void @ZSTD_copy16(ptr noundef %597, ptr noundef %598)
  %599 = load ptr, ptr %56, align 8
  %600 = getelementptr inbounds i8, ptr %599, i64 16
  store ptr %600, ptr %56, align 8
  %601 = load ptr, ptr %55, align 8
  %602 = getelementptr inbounds i8, ptr %601, i64 16
  store ptr %602, ptr %55, align 8
  %603 = load ptr, ptr %56, align 8
  %604 = load ptr, ptr %55, align 8
  call void @ZSTD_copy16(ptr noundef %603, ptr noundef %604)
  %605 = load ptr, ptr %56, align 8
  %606 = getelementptr inbounds i8, ptr %605, i64 16
  store ptr %606, ptr %56, align 8
  %607 = load ptr, ptr %55, align 8
  %608 = getelementptr inbounds i8, ptr %607, i64 16
  store ptr %608, ptr %55, align 8
  %609 = load ptr, ptr %56, align 8
  %610 = load ptr, ptr %57, align 8
  %611 = icmp ult ptr %609, %610
  br i1 %611, label %596, label %612, !llvm.loop !14

612:                                              ; preds = %596
  br label %613

613:                                              ; preds = %612, %590, %584
  br label %614

614:                                              ; preds = %613, %542
  br label %622

615:                                              ; preds = %511
  %616 = load ptr, ptr %58, align 8
  %617 = getelementptr inbounds %struct.SeqStore_t, ptr %616, i32 0, i32 3
  %618 = load ptr, ptr %617, align 8
  %619 = load ptr, ptr %60, align 8
  %620 = load ptr, ptr %65, align 8
  %621 = load ptr, ptr %64, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %618, ptr noundef %619, ptr noundef %620, ptr noundef %621)
  br label %622

622:                                              ; preds = %615, %614
  %623 = load i64, ptr %59, align 8
  %624 = load ptr, ptr %58, align 8
  %625 = getelementptr inbounds %struct.SeqStore_t, ptr %624, i32 0, i32 3
  %626 = load ptr, ptr %625, align 8
  %627 = getelementptr inbounds i8, ptr %626, i64 %623
  store ptr %627, ptr %625, align 8
  %628 = load ptr, ptr %58, align 8
  %629 = load i64, ptr %59, align 8
  %630 = load i32, ptr %62, align 4
  %631 = load i64, ptr %63, align 8
  store ptr %628, ptr %21, align 8
  store i64 %629, ptr %22, align 8
  store i32 %630, ptr %23, align 4
  store i64 %631, ptr %24, align 8
  %632 = load i64, ptr %22, align 8
  %633 = icmp ugt i64 %632, 65535
  %634 = zext i1 %633 to i32
  %635 = sext i32 %634 to i64
  br i1 %633, label %636, label %651

636:                                              ; preds = %622
  %637 = load ptr, ptr %21, align 8
  %638 = getelementptr inbounds %struct.SeqStore_t, ptr %637, i32 0, i32 9
  store i32 1, ptr %638, align 8
  %639 = load ptr, ptr %21, align 8
  %640 = getelementptr inbounds %struct.SeqStore_t, ptr %639, i32 0, i32 1
  %641 = load ptr, ptr %640, align 8
  %642 = load ptr, ptr %21, align 8
  %643 = load ptr, ptr %642, align 8
  %644 = ptrtoint ptr %641 to i64
  %645 = ptrtoint ptr %643 to i64
  %646 = sub i64 %644, %645
  %647 = sdiv exact i64 %646, 8
  %648 = trunc i64 %647 to i32
  %649 = load ptr, ptr %21, align 8
  %650 = getelementptr inbounds %struct.SeqStore_t, ptr %649, i32 0, i32 10
  store i32 %648, ptr %650, align 4
  br label %651

651:                                              ; preds = %636, %622
  %652 = load i64, ptr %22, align 8
  %653 = trunc i64 %652 to i16
  %654 = load ptr, ptr %21, align 8
  %655 = getelementptr inbounds %struct.SeqStore_t, ptr %654, i32 0, i32 1
  %656 = load ptr, ptr %655, align 8
  %657 = getelementptr inbounds %struct.SeqDef_s, ptr %656, i32 0, i32 1
  store i16 %653, ptr %657, align 4
  %658 = load i32, ptr %23, align 4
  %659 = load ptr, ptr %21, align 8
  %660 = getelementptr inbounds %struct.SeqStore_t, ptr %659, i32 0, i32 1
  %661 = load ptr, ptr %660, align 8
  store i32 %658, ptr %661, align 4
  %662 = load i64, ptr %24, align 8
  %663 = sub i64 %662, 3
  store i64 %663, ptr %25, align 8
  %664 = load i64, ptr %25, align 8
  %665 = icmp ugt i64 %664, 65535
  %666 = zext i1 %665 to i32
  %667 = sext i32 %666 to i64
  br i1 %665, label %668, label %683

668:                                              ; preds = %651
  %669 = load ptr, ptr %21, align 8
  %670 = getelementptr inbounds %struct.SeqStore_t, ptr %669, i32 0, i32 9
  store i32 2, ptr %670, align 8
  %671 = load ptr, ptr %21, align 8
  %672 = getelementptr inbounds %struct.SeqStore_t, ptr %671, i32 0, i32 1
  %673 = load ptr, ptr %672, align 8
  %674 = load ptr, ptr %21, align 8
  %675 = load ptr, ptr %674, align 8
  %676 = ptrtoint ptr %673 to i64
  %677 = ptrtoint ptr %675 to i64
  %678 = sub i64 %676, %677
  %679 = sdiv exact i64 %678, 8
  %680 = trunc i64 %679 to i32
  %681 = load ptr, ptr %21, align 8
  %682 = getelementptr inbounds %struct.SeqStore_t, ptr %681, i32 0, i32 10
  store i32 %680, ptr %682, align 4
  br label %683

683:                                              ; preds = %668, %651
  %684 = load i64, ptr %25, align 8
  %685 = trunc i64 %684 to i16
  %686 = load ptr, ptr %21, align 8
  %687 = getelementptr inbounds %struct.SeqStore_t, ptr %686, i32 0, i32 1
  %688 = load ptr, ptr %687, align 8
  %689 = getelementptr inbounds %struct.SeqDef_s, ptr %688, i32 0, i32 2
  store i16 %685, ptr %689, align 2
  %690 = load ptr, ptr %21, align 8
  %691 = getelementptr inbounds %struct.SeqStore_t, ptr %690, i32 0, i32 1
  %692 = load ptr, ptr %691, align 8
  %693 = getelementptr inbounds %struct.SeqDef_s, ptr %692, i32 1
  store ptr %693, ptr %691, align 8
  br label %1202

694:                                              ; preds = %496, %486
  %695 = load i32, ptr %160, align 4
  %696 = icmp ne i32 %695, 0
  br i1 %696, label %697, label %938

697:                                              ; preds = %694
  %698 = load i32, ptr %159, align 4
  %699 = lshr i32 %698, 8
  store i32 %699, ptr %172, align 4
  %700 = load ptr, ptr %144, align 8
  %701 = load i32, ptr %172, align 4
  %702 = zext i32 %701 to i64
  %703 = getelementptr inbounds i8, ptr %700, i64 %702
  store ptr %703, ptr %173, align 8
  %704 = load i32, ptr %172, align 4
  %705 = load i32, ptr %143, align 4
  %706 = icmp ugt i32 %704, %705
  br i1 %706, label %707, label %937

707:                                              ; preds = %697
  %708 = load ptr, ptr %173, align 8
  %709 = call i32 @MEM_read32(ptr noundef %708)
  %710 = load ptr, ptr %131, align 8
  %711 = call i32 @MEM_read32(ptr noundef %710)
  %712 = icmp eq i32 %709, %711
  br i1 %712, label %713, label %937

713:                                              ; preds = %707
  %714 = load i32, ptr %161, align 4
  %715 = load i32, ptr %134, align 4
  %716 = icmp ule i32 %714, %715
  br i1 %716, label %717, label %936

717:                                              ; preds = %713
  %718 = load i32, ptr %162, align 4
  %719 = load i32, ptr %172, align 4
  %720 = sub i32 %718, %719
  %721 = load i32, ptr %147, align 4
  %722 = sub i32 %720, %721
  store i32 %722, ptr %174, align 4
  %723 = load ptr, ptr %131, align 8
  %724 = getelementptr inbounds i8, ptr %723, i64 4
  %725 = load ptr, ptr %173, align 8
  %726 = getelementptr inbounds i8, ptr %725, i64 4
  %727 = load ptr, ptr %136, align 8
  %728 = load ptr, ptr %146, align 8
  %729 = load ptr, ptr %135, align 8
  %730 = call i64 @ZSTD_count_2segments(ptr noundef %724, ptr noundef %726, ptr noundef %727, ptr noundef %728, ptr noundef %729)
  %731 = add i64 %730, 4
  store i64 %731, ptr %156, align 8
  br label %732

732:                                              ; preds = %755, %717
  %733 = load ptr, ptr %131, align 8
  %734 = load ptr, ptr %133, align 8
  %735 = icmp ugt ptr %733, %734
  %736 = zext i1 %735 to i32
  %737 = load ptr, ptr %173, align 8
  %738 = load ptr, ptr %145, align 8
  %739 = icmp ugt ptr %737, %738
  %740 = zext i1 %739 to i32
  %741 = and i32 %736, %740
  %742 = icmp ne i32 %741, 0
  br i1 %742, label %743, label %753

743:                                              ; preds = %732
  %744 = load ptr, ptr %131, align 8
  %745 = getelementptr inbounds i8, ptr %744, i64 -1
  %746 = load i8, ptr %745, align 1
  %747 = zext i8 %746 to i32
  %748 = load ptr, ptr %173, align 8
  %749 = getelementptr inbounds i8, ptr %748, i64 -1
  %750 = load i8, ptr %749, align 1
  %751 = zext i8 %750 to i32
  %752 = icmp eq i32 %747, %751
  br label %753

753:                                              ; preds = %743, %732
  %754 = phi i1 [ false, %732 ], [ %752, %743 ]
  br i1 %754, label %755, label %762

755:                                              ; preds = %753
  %756 = load ptr, ptr %131, align 8
  %757 = getelementptr inbounds i8, ptr %756, i32 -1
  store ptr %757, ptr %131, align 8
  %758 = load ptr, ptr %173, align 8
  %759 = getelementptr inbounds i8, ptr %758, i32 -1
  store ptr %759, ptr %173, align 8
  %760 = load i64, ptr %156, align 8
  %761 = add i64 %760, 1
  store i64 %761, ptr %156, align 8
  br label %732, !llvm.loop !17

762:                                              ; preds = %753
  %763 = load i32, ptr %138, align 4
  store i32 %763, ptr %139, align 4
  %764 = load i32, ptr %174, align 4
  store i32 %764, ptr %138, align 4
  %765 = load ptr, ptr %119, align 8
  %766 = load ptr, ptr %131, align 8
  %767 = load ptr, ptr %133, align 8
  %768 = ptrtoint ptr %766 to i64
  %769 = ptrtoint ptr %767 to i64
  %770 = sub i64 %768, %769
  %771 = load ptr, ptr %133, align 8
  %772 = load ptr, ptr %136, align 8
  %773 = load i32, ptr %174, align 4
  %774 = add i32 %773, 3
  %775 = load i64, ptr %156, align 8
  store ptr %765, ptr %66, align 8
  store i64 %770, ptr %67, align 8
  store ptr %771, ptr %68, align 8
  store ptr %772, ptr %69, align 8
  store i32 %774, ptr %70, align 4
  store i64 %775, ptr %71, align 8
  %776 = load ptr, ptr %69, align 8
  %777 = getelementptr inbounds i8, ptr %776, i64 -32
  store ptr %777, ptr %72, align 8
  %778 = load ptr, ptr %68, align 8
  %779 = load i64, ptr %67, align 8
  %780 = getelementptr inbounds i8, ptr %778, i64 %779
  store ptr %780, ptr %73, align 8
  %781 = load ptr, ptr %73, align 8
  %782 = load ptr, ptr %72, align 8
  %783 = icmp ule ptr %781, %782
  br i1 %783, label %784, label %857

784:                                              ; preds = %762
  %785 = load ptr, ptr %66, align 8
  %786 = getelementptr inbounds %struct.SeqStore_t, ptr %785, i32 0, i32 3
  %787 = load ptr, ptr %786, align 8
  %788 = load ptr, ptr %68, align 8
  call void @ZSTD_copy16(ptr noundef %787, ptr noundef %788)
  %789 = load i64, ptr %67, align 8
  %790 = icmp ugt i64 %789, 16
  br i1 %790, label %791, label %856

791:                                              ; preds = %784
  %792 = load ptr, ptr %66, align 8
  %793 = getelementptr inbounds %struct.SeqStore_t, ptr %792, i32 0, i32 3
  %794 = load ptr, ptr %793, align 8
  %795 = getelementptr inbounds i8, ptr %794, i64 16
  %796 = load ptr, ptr %68, align 8
  %797 = getelementptr inbounds i8, ptr %796, i64 16
  %798 = load i64, ptr %67, align 8
  %799 = sub nsw i64 %798, 16
  store ptr %795, ptr %42, align 8
  store ptr %797, ptr %43, align 8
  store i64 %799, ptr %44, align 8
  store i32 0, ptr %45, align 4
  %800 = load ptr, ptr %42, align 8
  %801 = load ptr, ptr %43, align 8
  %802 = ptrtoint ptr %800 to i64
  %803 = ptrtoint ptr %801 to i64
  %804 = sub i64 %802, %803
  store i64 %804, ptr %46, align 8
  %805 = load ptr, ptr %43, align 8
  store ptr %805, ptr %47, align 8
  %806 = load ptr, ptr %42, align 8
  store ptr %806, ptr %48, align 8
  %807 = load ptr, ptr %48, align 8
  %808 = load i64, ptr %44, align 8
  %809 = getelementptr inbounds i8, ptr %807, i64 %808
  store ptr %809, ptr %49, align 8
  %810 = load i32, ptr %45, align 4
  %811 = icmp eq i32 %810, 1
  br i1 %811, label %812, label %827

812:                                              ; preds = %791
  %813 = load i64, ptr %46, align 8
  %814 = icmp slt i64 %813, 16
  br i1 %814, label %815, label %827

815:                                              ; preds = %812
  br label %816

816:                                              ; preds = %816, %815
  %817 = load ptr, ptr %48, align 8
  %818 = load ptr, ptr %47, align 8
  call void @ZSTD_copy8(ptr noundef %817, ptr noundef %818)
  %819 = load ptr, ptr %48, align 8
  %820 = getelementptr inbounds i8, ptr %819, i64 8
  store ptr %820, ptr %48, align 8
  %821 = load ptr, ptr %47, align 8
  %822 = getelementptr inbounds i8, ptr %821, i64 8
  store ptr %822, ptr %47, align 8
  %823 = load ptr, ptr %48, align 8
  %824 = load ptr, ptr %49, align 8
  %825 = icmp ult ptr %823, %824
  br i1 %825, label %816, label %826, !llvm.loop !13

826:                                              ; preds = %816
  br label %855

827:                                              ; preds = %812, %791
  %828 = load ptr, ptr %48, align 8
  %829 = load ptr, ptr %47, align 8
  call void @ZSTD_copy16(ptr noundef %828, ptr noundef %829)
  %830 = load i64, ptr %44, align 8
  %831 = icmp sge i64 16, %830
  br i1 %831, label %832, label %833

832:                                              ; preds = %827
  br label %855

833:                                              ; preds = %827
  %834 = load ptr, ptr %48, align 8
  %835 = getelementptr inbounds i8, ptr %834, i64 16
  store ptr %835, ptr %48, align 8
  %836 = load ptr, ptr %47, align 8
  %837 = getelementptr inbounds i8, ptr %836, i64 16
  store ptr %837, ptr %47, align 8
  br label %838

838:                                              ; preds = %838, %833
  %839 = load ptr, ptr %48, align 8
  %840 = load ptr, ptr %47, align 8
  call void @ZSTD_copy16(ptr noundef %839, ptr noundef %840)
  %841 = load ptr, ptr %48, align 8
  %842 = getelementptr inbounds i8, ptr %841, i64 16
  store ptr %842, ptr %48, align 8
  %843 = load ptr, ptr %47, align 8
  %844 = getelementptr inbounds i8, ptr %843, i64 16
  store ptr %844, ptr %47, align 8
  %845 = load ptr, ptr %48, align 8
  %846 = load ptr, ptr %47, align 8
  call void @ZSTD_copy16(ptr noundef %845, ptr noundef %846)
  %847 = load ptr, ptr %48, align 8
  %848 = getelementptr inbounds i8, ptr %847, i64 16
  store ptr %848, ptr %48, align 8
  %849 = load ptr, ptr %47, align 8
  %850 = getelementptr inbounds i8, ptr %849, i64 16
  store ptr %850, ptr %47, align 8
  %851 = load ptr, ptr %48, align 8
  %852 = load ptr, ptr %49, align 8
  %853 = icmp ult ptr %851, %852
  br i1 %853, label %838, label %854, !llvm.loop !14

854:                                              ; preds = %838
  br label %855

855:                                              ; preds = %854, %832, %826
  br label %856

856:                                              ; preds = %855, %784
  br label %864

857:                                              ; preds = %762
  %858 = load ptr, ptr %66, align 8
  %859 = getelementptr inbounds %struct.SeqStore_t, ptr %858, i32 0, i32 3
  %860 = load ptr, ptr %859, align 8
  %861 = load ptr, ptr %68, align 8
  %862 = load ptr, ptr %73, align 8
  %863 = load ptr, ptr %72, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %860, ptr noundef %861, ptr noundef %862, ptr noundef %863)
  br label %864

864:                                              ; preds = %857, %856
  %865 = load i64, ptr %67, align 8
  %866 = load ptr, ptr %66, align 8
  %867 = getelementptr inbounds %struct.SeqStore_t, ptr %866, i32 0, i32 3
  %868 = load ptr, ptr %867, align 8
  %869 = getelementptr inbounds i8, ptr %868, i64 %865
  store ptr %869, ptr %867, align 8
  %870 = load ptr, ptr %66, align 8
  %871 = load i64, ptr %67, align 8
  %872 = load i32, ptr %70, align 4
  %873 = load i64, ptr %71, align 8
  store ptr %870, ptr %16, align 8
  store i64 %871, ptr %17, align 8
  store i32 %872, ptr %18, align 4
  store i64 %873, ptr %19, align 8
  %874 = load i64, ptr %17, align 8
  %875 = icmp ugt i64 %874, 65535
  %876 = zext i1 %875 to i32
  %877 = sext i32 %876 to i64
  br i1 %875, label %878, label %893

878:                                              ; preds = %864
  %879 = load ptr, ptr %16, align 8
  %880 = getelementptr inbounds %struct.SeqStore_t, ptr %879, i32 0, i32 9
  store i32 1, ptr %880, align 8
  %881 = load ptr, ptr %16, align 8
  %882 = getelementptr inbounds %struct.SeqStore_t, ptr %881, i32 0, i32 1
  %883 = load ptr, ptr %882, align 8
  %884 = load ptr, ptr %16, align 8
  %885 = load ptr, ptr %884, align 8
  %886 = ptrtoint ptr %883 to i64
  %887 = ptrtoint ptr %885 to i64
  %888 = sub i64 %886, %887
  %889 = sdiv exact i64 %888, 8
  %890 = trunc i64 %889 to i32
  %891 = load ptr, ptr %16, align 8
  %892 = getelementptr inbounds %struct.SeqStore_t, ptr %891, i32 0, i32 10
  store i32 %890, ptr %892, align 4
  br label %893

893:                                              ; preds = %878, %864
  %894 = load i64, ptr %17, align 8
  %895 = trunc i64 %894 to i16
  %896 = load ptr, ptr %16, align 8
  %897 = getelementptr inbounds %struct.SeqStore_t, ptr %896, i32 0, i32 1
  %898 = load ptr, ptr %897, align 8
  %899 = getelementptr inbounds %struct.SeqDef_s, ptr %898, i32 0, i32 1
  store i16 %895, ptr %899, align 4
  %900 = load i32, ptr %18, align 4
  %901 = load ptr, ptr %16, align 8
  %902 = getelementptr inbounds %struct.SeqStore_t, ptr %901, i32 0, i32 1
  %903 = load ptr, ptr %902, align 8
  store i32 %900, ptr %903, align 4
  %904 = load i64, ptr %19, align 8
  %905 = sub i64 %904, 3
  store i64 %905, ptr %20, align 8
  %906 = load i64, ptr %20, align 8
  %907 = icmp ugt i64 %906, 65535
  %908 = zext i1 %907 to i32
  %909 = sext i32 %908 to i64
  br i1 %907, label %910, label %925

910:                                              ; preds = %893
  %911 = load ptr, ptr %16, align 8
  %912 = getelementptr inbounds %struct.SeqStore_t, ptr %911, i32 0, i32 9
  store i32 2, ptr %912, align 8
  %913 = load ptr, ptr %16, align 8
  %914 = getelementptr inbounds %struct.SeqStore_t, ptr %913, i32 0, i32 1
  %915 = load ptr, ptr %914, align 8
  %916 = load ptr, ptr %16, align 8
  %917 = load ptr, ptr %916, align 8
  %918 = ptrtoint ptr %915 to i64
  %919 = ptrtoint ptr %917 to i64
  %920 = sub i64 %918, %919
  %921 = sdiv exact i64 %920, 8
  %922 = trunc i64 %921 to i32
  %923 = load ptr, ptr %16, align 8
  %924 = getelementptr inbounds %struct.SeqStore_t, ptr %923, i32 0, i32 10
  store i32 %922, ptr %924, align 4
  br label %925

925:                                              ; preds = %910, %893
  %926 = load i64, ptr %20, align 8
  %927 = trunc i64 %926 to i16
  %928 = load ptr, ptr %16, align 8
  %929 = getelementptr inbounds %struct.SeqStore_t, ptr %928, i32 0, i32 1
  %930 = load ptr, ptr %929, align 8
  %931 = getelementptr inbounds %struct.SeqDef_s, ptr %930, i32 0, i32 2
  store i16 %927, ptr %931, align 2
  %932 = load ptr, ptr %16, align 8
  %933 = getelementptr inbounds %struct.SeqStore_t, ptr %932, i32 0, i32 1
  %934 = load ptr, ptr %933, align 8
  %935 = getelementptr inbounds %struct.SeqDef_s, ptr %934, i32 1
  store ptr %935, ptr %933, align 8
  br label %1202

936:                                              ; preds = %713
  br label %937

937:                                              ; preds = %936, %707, %697
  br label %938

938:                                              ; preds = %937, %694
  %939 = load ptr, ptr %131, align 8
  %940 = load ptr, ptr %166, align 8
  %941 = load i32, ptr %161, align 4
  %942 = load i32, ptr %134, align 4
  %943 = call i32 @ZSTD_match4Found_cmov(ptr noundef %939, ptr noundef %940, i32 noundef %941, i32 noundef %942)
  %944 = icmp ne i32 %943, 0
  br i1 %944, label %945, label %1163

945:                                              ; preds = %938
  %946 = load ptr, ptr %131, align 8
  %947 = load ptr, ptr %166, align 8
  %948 = ptrtoint ptr %946 to i64
  %949 = ptrtoint ptr %947 to i64
  %950 = sub i64 %948, %949
  %951 = trunc i64 %950 to i32
  store i32 %951, ptr %175, align 4
  %952 = load ptr, ptr %131, align 8
  %953 = getelementptr inbounds i8, ptr %952, i64 4
  %954 = load ptr, ptr %166, align 8
  %955 = getelementptr inbounds i8, ptr %954, i64 4
  %956 = load ptr, ptr %136, align 8
  %957 = call i64 @ZSTD_count(ptr noundef %953, ptr noundef %955, ptr noundef %956)
  %958 = add i64 %957, 4
  store i64 %958, ptr %156, align 8
  br label %959

959:                                              ; preds = %982, %945
  %960 = load ptr, ptr %131, align 8
  %961 = load ptr, ptr %133, align 8
  %962 = icmp ugt ptr %960, %961
  %963 = zext i1 %962 to i32
  %964 = load ptr, ptr %166, align 8
  %965 = load ptr, ptr %135, align 8
  %966 = icmp ugt ptr %964, %965
  %967 = zext i1 %966 to i32
  %968 = and i32 %963, %967
  %969 = icmp ne i32 %968, 0
  br i1 %969, label %970, label %980

970:                                              ; preds = %959
  %971 = load ptr, ptr %131, align 8
  %972 = getelementptr inbounds i8, ptr %971, i64 -1
  %973 = load i8, ptr %972, align 1
  %974 = zext i8 %973 to i32
  %975 = load ptr, ptr %166, align 8
  %976 = getelementptr inbounds i8, ptr %975, i64 -1
  %977 = load i8, ptr %976, align 1
  %978 = zext i8 %977 to i32
  %979 = icmp eq i32 %974, %978
  br label %980

980:                                              ; preds = %970, %959
  %981 = phi i1 [ false, %959 ], [ %979, %970 ]
  br i1 %981, label %982, label %989

982:                                              ; preds = %980
  %983 = load ptr, ptr %131, align 8
  %984 = getelementptr inbounds i8, ptr %983, i32 -1
  store ptr %984, ptr %131, align 8
  %985 = load ptr, ptr %166, align 8
  %986 = getelementptr inbounds i8, ptr %985, i32 -1
  store ptr %986, ptr %166, align 8
  %987 = load i64, ptr %156, align 8
  %988 = add i64 %987, 1
  store i64 %988, ptr %156, align 8
  br label %959, !llvm.loop !18

989:                                              ; preds = %980
  %990 = load i32, ptr %138, align 4
  store i32 %990, ptr %139, align 4
  %991 = load i32, ptr %175, align 4
  store i32 %991, ptr %138, align 4
  %992 = load ptr, ptr %119, align 8
  %993 = load ptr, ptr %131, align 8
  %994 = load ptr, ptr %133, align 8
  %995 = ptrtoint ptr %993 to i64
  %996 = ptrtoint ptr %994 to i64
  %997 = sub i64 %995, %996
  %998 = load ptr, ptr %133, align 8
  %999 = load ptr, ptr %136, align 8
  %1000 = load i32, ptr %175, align 4
  %1001 = add i32 %1000, 3
  %1002 = load i64, ptr %156, align 8
  store ptr %992, ptr %74, align 8
  store i64 %997, ptr %75, align 8
  store ptr %998, ptr %76, align 8
  store ptr %999, ptr %77, align 8
  store i32 %1001, ptr %78, align 4
  store i64 %1002, ptr %79, align 8
  %1003 = load ptr, ptr %77, align 8
  %1004 = getelementptr inbounds i8, ptr %1003, i64 -32
  store ptr %1004, ptr %80, align 8
  %1005 = load ptr, ptr %76, align 8
  %1006 = load i64, ptr %75, align 8
  %1007 = getelementptr inbounds i8, ptr %1005, i64 %1006
  store ptr %1007, ptr %81, align 8
  %1008 = load ptr, ptr %81, align 8
  %1009 = load ptr, ptr %80, align 8
  %1010 = icmp ule ptr %1008, %1009
  br i1 %1010, label %1011, label %1084

1011:                                             ; preds = %989
  %1012 = load ptr, ptr %74, align 8
  %1013 = getelementptr inbounds %struct.SeqStore_t, ptr %1012, i32 0, i32 3
  %1014 = load ptr, ptr %1013, align 8
  %1015 = load ptr, ptr %76, align 8
  call void @ZSTD_copy16(ptr noundef %1014, ptr noundef %1015)
  %1016 = load i64, ptr %75, align 8
  %1017 = icmp ugt i64 %1016, 16
  br i1 %1017, label %1018, label %1083

1018:                                             ; preds = %1011
  %1019 = load ptr, ptr %74, align 8
  %1020 = getelementptr inbounds %struct.SeqStore_t, ptr %1019, i32 0, i32 3
  %1021 = load ptr, ptr %1020, align 8
  %1022 = getelementptr inbounds i8, ptr %1021, i64 16
  %1023 = load ptr, ptr %76, align 8
  %1024 = getelementptr inbounds i8, ptr %1023, i64 16
  %1025 = load i64, ptr %75, align 8
  %1026 = sub nsw i64 %1025, 16
  store ptr %1022, ptr %34, align 8
  store ptr %1024, ptr %35, align 8
  store i64 %1026, ptr %36, align 8
  store i32 0, ptr %37, align 4
  %1027 = load ptr, ptr %34, align 8
  %1028 = load ptr, ptr %35, align 8
  %1029 = ptrtoint ptr %1027 to i64
  %1030 = ptrtoint ptr %1028 to i64
  %1031 = sub i64 %1029, %1030
  store i64 %1031, ptr %38, align 8
  %1032 = load ptr, ptr %35, align 8
  store ptr %1032, ptr %39, align 8
  %1033 = load ptr, ptr %34, align 8
  store ptr %1033, ptr %40, align 8
  %1034 = load ptr, ptr %40, align 8
  %1035 = load i64, ptr %36, align 8
  %1036 = getelementptr inbounds i8, ptr %1034, i64 %1035
  store ptr %1036, ptr %41, align 8
  %1037 = load i32, ptr %37, align 4
  %1038 = icmp eq i32 %1037, 1
  br i1 %1038, label %1039, label %1054

1039:                                             ; preds = %1018
  %1040 = load i64, ptr %38, align 8
  %1041 = icmp slt i64 %1040, 16
  br i1 %1041, label %1042, label %1054

1042:                                             ; preds = %1039
  br label %1043

1043:                                             ; preds = %1043, %1042
  %1044 = load ptr, ptr %40, align 8
  %1045 = load ptr, ptr %39, align 8
  call void @ZSTD_copy8(ptr noundef %1044, ptr noundef %1045)
  %1046 = load ptr, ptr %40, align 8
  %1047 = getelementptr inbounds i8, ptr %1046, i64 8
  store ptr %1047, ptr %40, align 8
  %1048 = load ptr, ptr %39, align 8
  %1049 = getelementptr inbounds i8, ptr %1048, i64 8
  store ptr %1049, ptr %39, align 8
  %1050 = load ptr, ptr %40, align 8
  %1051 = load ptr, ptr %41, align 8
  %1052 = icmp ult ptr %1050, %1051
  br i1 %1052, label %1043, label %1053, !llvm.loop !13

1053:                                             ; preds = %1043
  br label %1082

1054:                                             ; preds = %1039, %1018
  %1055 = load ptr, ptr %40, align 8
  %1056 = load ptr, ptr %39, align 8
  call void @ZSTD_copy16(ptr noundef %1055, ptr noundef %1056)
  %1057 = load i64, ptr %36, align 8
  %1058 = icmp sge i64 16, %1057
  br i1 %1058, label %1059, label %1060

1059:                                             ; preds = %1054
  br label %1082

1060:                                             ; preds = %1054
  %1061 = load ptr, ptr %40, align 8
  %1062 = getelementptr inbounds i8, ptr %1061, i64 16
  store ptr %1062, ptr %40, align 8
  %1063 = load ptr, ptr %39, align 8
  %1064 = getelementptr inbounds i8, ptr %1063, i64 16
  store ptr %1064, ptr %39, align 8
  br label %1065

1065:                                             ; preds = %1065, %1060
  %1066 = load ptr, ptr %40, align 8
  %1067 = load ptr, ptr %39, align 8
  call void @ZSTD_copy16(ptr noundef %1066, ptr noundef %1067)
  %1068 = load ptr, ptr %40, align 8
  %1069 = getelementptr inbounds i8, ptr %1068, i64 16
  store ptr %1069, ptr %40, align 8
  %1070 = load ptr, ptr %39, align 8
  %1071 = getelementptr inbounds i8, ptr %1070, i64 16
  store ptr %1071, ptr %39, align 8
  %1072 = load ptr, ptr %40, align 8
  %1073 = load ptr, ptr %39, align 8
  call void @ZSTD_copy16(ptr noundef %1072, ptr noundef %1073)
  %1074 = load ptr, ptr %40, align 8
  %1075 = getelementptr inbounds i8, ptr %1074, i64 16
  store ptr %1075, ptr %40, align 8
  %1076 = load ptr, ptr %39, align 8
  %1077 = getelementptr inbounds i8, ptr %1076, i64 16
  store ptr %1077, ptr %39, align 8
  %1078 = load ptr, ptr %40, align 8
  %1079 = load ptr, ptr %41, align 8
  %1080 = icmp ult ptr %1078, %1079
  br i1 %1080, label %1065, label %1081, !llvm.loop !14

1081:                                             ; preds = %1065
  br label %1082

1082:                                             ; preds = %1081, %1059, %1053
  br label %1083

1083:                                             ; preds = %1082, %1011
  br label %1091

1084:                                             ; preds = %989
  %1085 = load ptr, ptr %74, align 8
  %1086 = getelementptr inbounds %struct.SeqStore_t, ptr %1085, i32 0, i32 3
  %1087 = load ptr, ptr %1086, align 8
  %1088 = load ptr, ptr %76, align 8
  %1089 = load ptr, ptr %81, align 8
  %1090 = load ptr, ptr %80, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1087, ptr noundef %1088, ptr noundef %1089, ptr noundef %1090)
  br label %1091

1091:                                             ; preds = %1084, %1083
  %1092 = load i64, ptr %75, align 8
  %1093 = load ptr, ptr %74, align 8
  %1094 = getelementptr inbounds %struct.SeqStore_t, ptr %1093, i32 0, i32 3
  %1095 = load ptr, ptr %1094, align 8
  %1096 = getelementptr inbounds i8, ptr %1095, i64 %1092
  store ptr %1096, ptr %1094, align 8
  %1097 = load ptr, ptr %74, align 8
  %1098 = load i64, ptr %75, align 8
  %1099 = load i32, ptr %78, align 4
  %1100 = load i64, ptr %79, align 8
  store ptr %1097, ptr %11, align 8
  store i64 %1098, ptr %12, align 8
  store i32 %1099, ptr %13, align 4
  store i64 %1100, ptr %14, align 8
  %1101 = load i64, ptr %12, align 8
  %1102 = icmp ugt i64 %1101, 65535
  %1103 = zext i1 %1102 to i32
  %1104 = sext i32 %1103 to i64
  br i1 %1102, label %1105, label %1120

1105:                                             ; preds = %1091
  %1106 = load ptr, ptr %11, align 8
  %1107 = getelementptr inbounds %struct.SeqStore_t, ptr %1106, i32 0, i32 9
  store i32 1, ptr %1107, align 8
  %1108 = load ptr, ptr %11, align 8
  %1109 = getelementptr inbounds %struct.SeqStore_t, ptr %1108, i32 0, i32 1
  %1110 = load ptr, ptr %1109, align 8
  %1111 = load ptr, ptr %11, align 8
  %1112 = load ptr, ptr %1111, align 8
  %1113 = ptrtoint ptr %1110 to i64
  %1114 = ptrtoint ptr %1112 to i64
  %1115 = sub i64 %1113, %1114
  %1116 = sdiv exact i64 %1115, 8
  %1117 = trunc i64 %1116 to i32
  %1118 = load ptr, ptr %11, align 8
  %1119 = getelementptr inbounds %struct.SeqStore_t, ptr %1118, i32 0, i32 10
  store i32 %1117, ptr %1119, align 4
  br label %1120

1120:                                             ; preds = %1105, %1091
  %1121 = load i64, ptr %12, align 8
  %1122 = trunc i64 %1121 to i16
  %1123 = load ptr, ptr %11, align 8
  %1124 = getelementptr inbounds %struct.SeqStore_t, ptr %1123, i32 0, i32 1
  %1125 = load ptr, ptr %1124, align 8
  %1126 = getelementptr inbounds %struct.SeqDef_s, ptr %1125, i32 0, i32 1
  store i16 %1122, ptr %1126, align 4
  %1127 = load i32, ptr %13, align 4
  %1128 = load ptr, ptr %11, align 8
  %1129 = getelementptr inbounds %struct.SeqStore_t, ptr %1128, i32 0, i32 1
  %1130 = load ptr, ptr %1129, align 8
  store i32 %1127, ptr %1130, align 4
  %1131 = load i64, ptr %14, align 8
  %1132 = sub i64 %1131, 3
  store i64 %1132, ptr %15, align 8
  %1133 = load i64, ptr %15, align 8
  %1134 = icmp ugt i64 %1133, 65535
  %1135 = zext i1 %1134 to i32
  %1136 = sext i32 %1135 to i64
  br i1 %1134, label %1137, label %1152

1137:                                             ; preds = %1120
  %1138 = load ptr, ptr %11, align 8
  %1139 = getelementptr inbounds %struct.SeqStore_t, ptr %1138, i32 0, i32 9
  store i32 2, ptr %1139, align 8
  %1140 = load ptr, ptr %11, align 8
  %1141 = getelementptr inbounds %struct.SeqStore_t, ptr %1140, i32 0, i32 1
  %1142 = load ptr, ptr %1141, align 8
  %1143 = load ptr, ptr %11, align 8
  %1144 = load ptr, ptr %1143, align 8
  %1145 = ptrtoint ptr %1142 to i64
  %1146 = ptrtoint ptr %1144 to i64
  %1147 = sub i64 %1145, %1146
  %1148 = sdiv exact i64 %1147, 8
  %1149 = trunc i64 %1148 to i32
  %1150 = load ptr, ptr %11, align 8
  %1151 = getelementptr inbounds %struct.SeqStore_t, ptr %1150, i32 0, i32 10
  store i32 %1149, ptr %1151, align 4
  br label %1152

1152:                                             ; preds = %1137, %1120
  %1153 = load i64, ptr %15, align 8
  %1154 = trunc i64 %1153 to i16
  %1155 = load ptr, ptr %11, align 8
  %1156 = getelementptr inbounds %struct.SeqStore_t, ptr %1155, i32 0, i32 1
  %1157 = load ptr, ptr %1156, align 8
  %1158 = getelementptr inbounds %struct.SeqDef_s, ptr %1157, i32 0, i32 2
  store i16 %1154, ptr %1158, align 2
  %1159 = load ptr, ptr %11, align 8
  %1160 = getelementptr inbounds %struct.SeqStore_t, ptr %1159, i32 0, i32 1
  %1161 = load ptr, ptr %1160, align 8
  %1162 = getelementptr inbounds %struct.SeqDef_s, ptr %1161, i32 1
  store ptr %1162, ptr %1160, align 8
  br label %1202

1163:                                             ; preds = %938
  %1164 = load ptr, ptr %142, align 8
  %1165 = load i64, ptr %170, align 8
  %1166 = lshr i64 %1165, 8
  %1167 = getelementptr inbounds i32, ptr %1164, i64 %1166
  %1168 = load i32, ptr %1167, align 4
  store i32 %1168, ptr %159, align 4
  %1169 = load i32, ptr %159, align 4
  %1170 = zext i32 %1169 to i64
  %1171 = load i64, ptr %170, align 8
  %1172 = call i32 @ZSTD_comparePackedTags(i64 noundef %1170, i64 noundef %1171)
  store i32 %1172, ptr %160, align 4
  %1173 = load ptr, ptr %126, align 8
  %1174 = load i64, ptr %169, align 8
  %1175 = getelementptr inbounds i32, ptr %1173, i64 %1174
  %1176 = load i32, ptr %1175, align 4
  store i32 %1176, ptr %161, align 4
  %1177 = load ptr, ptr %132, align 8
  %1178 = load ptr, ptr %165, align 8
  %1179 = icmp uge ptr %1177, %1178
  br i1 %1179, label %1180, label %1185

1180:                                             ; preds = %1163
  %1181 = load i64, ptr %163, align 8
  %1182 = add i64 %1181, 1
  store i64 %1182, ptr %163, align 8
  %1183 = load ptr, ptr %165, align 8
  %1184 = getelementptr inbounds i8, ptr %1183, i64 256
  store ptr %1184, ptr %165, align 8
  br label %1185

1185:                                             ; preds = %1180, %1163
  %1186 = load ptr, ptr %132, align 8
  store ptr %1186, ptr %131, align 8
  %1187 = load ptr, ptr %132, align 8
  %1188 = load i64, ptr %163, align 8
  %1189 = getelementptr inbounds i8, ptr %1187, i64 %1188
  store ptr %1189, ptr %132, align 8
  %1190 = load ptr, ptr %132, align 8
  %1191 = load ptr, ptr %137, align 8
  %1192 = icmp ugt ptr %1190, %1191
  br i1 %1192, label %1193, label %1194

1193:                                             ; preds = %1185
  br label %1554

1194:                                             ; preds = %1185
  %1195 = load ptr, ptr %131, align 8
  %1196 = load ptr, ptr %129, align 8
  %1197 = ptrtoint ptr %1195 to i64
  %1198 = ptrtoint ptr %1196 to i64
  %1199 = sub i64 %1197, %1198
  %1200 = trunc i64 %1199 to i32
  store i32 %1200, ptr %162, align 4
  %1201 = load i64, ptr %169, align 8
  store i64 %1201, ptr %157, align 8
  br label %408

1202:                                             ; preds = %1152, %925, %683
  %1203 = load i64, ptr %156, align 8
  %1204 = load ptr, ptr %131, align 8
  %1205 = getelementptr inbounds i8, ptr %1204, i64 %1203
  store ptr %1205, ptr %131, align 8
  %1206 = load ptr, ptr %131, align 8
  store ptr %1206, ptr %133, align 8
  %1207 = load ptr, ptr %131, align 8
  %1208 = load ptr, ptr %137, align 8
  %1209 = icmp ule ptr %1207, %1208
  br i1 %1209, label %1210, label %1548

1210:                                             ; preds = %1202
  %1211 = load i32, ptr %162, align 4
  %1212 = add i32 %1211, 2
  %1213 = load ptr, ptr %126, align 8
  %1214 = load ptr, ptr %129, align 8
  %1215 = load i32, ptr %162, align 4
  %1216 = zext i32 %1215 to i64
  %1217 = getelementptr inbounds i8, ptr %1214, i64 %1216
  %1218 = getelementptr inbounds i8, ptr %1217, i64 2
  %1219 = load i32, ptr %127, align 4
  %1220 = load i32, ptr %123, align 4
  store ptr %1218, ptr %107, align 8
  store i32 %1219, ptr %108, align 4
  store i32 %1220, ptr %109, align 4
  %1221 = load i32, ptr %109, align 4
  switch i32 %1221, label %1222 [
    i32 4, label %1223
    i32 5, label %1227
    i32 6, label %1231
    i32 7, label %1235
    i32 8, label %1239
  ]

1222:                                             ; preds = %1210
  br label %1223

1223:                                             ; preds = %1222, %1210
  %1224 = load ptr, ptr %107, align 8
  %1225 = load i32, ptr %108, align 4
  %1226 = call i64 @ZSTD_hash4Ptr(ptr noundef %1224, i32 noundef %1225)
  store i64 %1226, ptr %106, align 8
  br label %1243

1227:                                             ; preds = %1210
  %1228 = load ptr, ptr %107, align 8
  %1229 = load i32, ptr %108, align 4
  %1230 = call i64 @ZSTD_hash5Ptr(ptr noundef %1228, i32 noundef %1229)
  store i64 %1230, ptr %106, align 8
  br label %1243

1231:                                             ; preds = %1210
  %1232 = load ptr, ptr %107, align 8
  %1233 = load i32, ptr %108, align 4
  %1234 = call i64 @ZSTD_hash6Ptr(ptr noundef %1232, i32 noundef %1233)
  store i64 %1234, ptr %106, align 8
  br label %1243

1235:                                             ; preds = %1210
  %1236 = load ptr, ptr %107, align 8
  %1237 = load i32, ptr %108, align 4
  %1238 = call i64 @ZSTD_hash7Ptr(ptr noundef %1236, i32 noundef %1237)
  store i64 %1238, ptr %106, align 8
  br label %1243

1239:                                             ; preds = %1210
  %1240 = load ptr, ptr %107, align 8
  %1241 = load i32, ptr %108, align 4
  %1242 = call i64 @ZSTD_hash8Ptr(ptr noundef %1240, i32 noundef %1241)
  store i64 %1242, ptr %106, align 8
  br label %1243

1243:                                             ; preds = %1239, %1235, %1231, %1227, %1223
  %1244 = load i64, ptr %106, align 8
  %1245 = getelementptr inbounds i32, ptr %1213, i64 %1244
  store i32 %1212, ptr %1245, align 4
  %1246 = load ptr, ptr %131, align 8
  %1247 = getelementptr inbounds i8, ptr %1246, i64 -2
  %1248 = load ptr, ptr %129, align 8
  %1249 = ptrtoint ptr %1247 to i64
  %1250 = ptrtoint ptr %1248 to i64
  %1251 = sub i64 %1249, %1250
  %1252 = trunc i64 %1251 to i32
  %1253 = load ptr, ptr %126, align 8
  %1254 = load ptr, ptr %131, align 8
  %1255 = getelementptr inbounds i8, ptr %1254, i64 -2
  %1256 = load i32, ptr %127, align 4
  %1257 = load i32, ptr %123, align 4
  store ptr %1255, ptr %111, align 8
  store i32 %1256, ptr %112, align 4
  store i32 %1257, ptr %113, align 4
  %1258 = load i32, ptr %113, align 4
  switch i32 %1258, label %1259 [
    i32 4, label %1260
    i32 5, label %1264
    i32 6, label %1268
    i32 7, label %1272
    i32 8, label %1276
  ]

1259:                                             ; preds = %1243
  br label %1260

1260:                                             ; preds = %1259, %1243
  %1261 = load ptr, ptr %111, align 8
  %1262 = load i32, ptr %112, align 4
  %1263 = call i64 @ZSTD_hash4Ptr(ptr noundef %1261, i32 noundef %1262)
  store i64 %1263, ptr %110, align 8
  br label %1280

1264:                                             ; preds = %1243
  %1265 = load ptr, ptr %111, align 8
  %1266 = load i32, ptr %112, align 4
  %1267 = call i64 @ZSTD_hash5Ptr(ptr noundef %1265, i32 noundef %1266)
  store i64 %1267, ptr %110, align 8
  br label %1280

1268:                                             ; preds = %1243
  %1269 = load ptr, ptr %111, align 8
  %1270 = load i32, ptr %112, align 4
  %1271 = call i64 @ZSTD_hash6Ptr(ptr noundef %1269, i32 noundef %1270)
  store i64 %1271, ptr %110, align 8
  br label %1280

1272:                                             ; preds = %1243
  %1273 = load ptr, ptr %111, align 8
  %1274 = load i32, ptr %112, align 4
  %1275 = call i64 @ZSTD_hash7Ptr(ptr noundef %1273, i32 noundef %1274)
  store i64 %1275, ptr %110, align 8
  br label %1280

1276:                                             ; preds = %1243
  %1277 = load ptr, ptr %111, align 8
  %1278 = load i32, ptr %112, align 4
  %1279 = call i64 @ZSTD_hash8Ptr(ptr noundef %1277, i32 noundef %1278)
  store i64 %1279, ptr %110, align 8
  br label %1280

1280:                                             ; preds = %1276, %1272, %1268, %1264, %1260
  %1281 = load i64, ptr %110, align 8
  %1282 = getelementptr inbounds i32, ptr %1253, i64 %1281
  store i32 %1252, ptr %1282, align 4
  br label %1283

1283:                                             ; preds = %1539, %1280
  %1284 = load ptr, ptr %131, align 8
  %1285 = load ptr, ptr %137, align 8
  %1286 = icmp ule ptr %1284, %1285
  br i1 %1286, label %1287, label %1547

1287:                                             ; preds = %1283
  %1288 = load ptr, ptr %131, align 8
  %1289 = load ptr, ptr %129, align 8
  %1290 = ptrtoint ptr %1288 to i64
  %1291 = ptrtoint ptr %1289 to i64
  %1292 = sub i64 %1290, %1291
  %1293 = trunc i64 %1292 to i32
  store i32 %1293, ptr %176, align 4
  %1294 = load i32, ptr %176, align 4
  %1295 = load i32, ptr %139, align 4
  %1296 = sub i32 %1294, %1295
  store i32 %1296, ptr %177, align 4
  %1297 = load i32, ptr %177, align 4
  %1298 = load i32, ptr %134, align 4
  %1299 = icmp ult i32 %1297, %1298
  br i1 %1299, label %1300, label %1309

1300:                                             ; preds = %1287
  %1301 = load ptr, ptr %144, align 8
  %1302 = load i32, ptr %147, align 4
  %1303 = zext i32 %1302 to i64
  %1304 = sub i64 0, %1303
  %1305 = getelementptr inbounds i8, ptr %1301, i64 %1304
  %1306 = load i32, ptr %177, align 4
  %1307 = zext i32 %1306 to i64
  %1308 = getelementptr inbounds i8, ptr %1305, i64 %1307
  br label %1314

1309:                                             ; preds = %1287
  %1310 = load ptr, ptr %129, align 8
  %1311 = load i32, ptr %177, align 4
  %1312 = zext i32 %1311 to i64
  %1313 = getelementptr inbounds i8, ptr %1310, i64 %1312
  br label %1314

1314:                                             ; preds = %1309, %1300
  %1315 = phi ptr [ %1308, %1300 ], [ %1313, %1309 ]
  store ptr %1315, ptr %178, align 8
  %1316 = load i32, ptr %134, align 4
  %1317 = load i32, ptr %177, align 4
  %1318 = call i32 @ZSTD_index_overlap_check(i32 noundef %1316, i32 noundef %1317)
  %1319 = icmp ne i32 %1318, 0
  br i1 %1319, label %1320, label %1546

1320:                                             ; preds = %1314
  %1321 = load ptr, ptr %178, align 8
  %1322 = call i32 @MEM_read32(ptr noundef %1321)
  %1323 = load ptr, ptr %131, align 8
  %1324 = call i32 @MEM_read32(ptr noundef %1323)
  %1325 = icmp eq i32 %1322, %1324
  br i1 %1325, label %1326, label %1546

1326:                                             ; preds = %1320
  %1327 = load i32, ptr %177, align 4
  %1328 = load i32, ptr %134, align 4
  %1329 = icmp ult i32 %1327, %1328
  br i1 %1329, label %1330, label %1332

1330:                                             ; preds = %1326
  %1331 = load ptr, ptr %146, align 8
  br label %1334

1332:                                             ; preds = %1326
  %1333 = load ptr, ptr %136, align 8
  br label %1334

1334:                                             ; preds = %1332, %1330
  %1335 = phi ptr [ %1331, %1330 ], [ %1333, %1332 ]
  store ptr %1335, ptr %179, align 8
  %1336 = load ptr, ptr %131, align 8
  %1337 = getelementptr inbounds i8, ptr %1336, i64 4
  %1338 = load ptr, ptr %178, align 8
  %1339 = getelementptr inbounds i8, ptr %1338, i64 4
  %1340 = load ptr, ptr %136, align 8
  %1341 = load ptr, ptr %179, align 8
  %1342 = load ptr, ptr %135, align 8
  %1343 = call i64 @ZSTD_count_2segments(ptr noundef %1337, ptr noundef %1339, ptr noundef %1340, ptr noundef %1341, ptr noundef %1342)
  %1344 = add i64 %1343, 4
  store i64 %1344, ptr %180, align 8
  %1345 = load i32, ptr %139, align 4
  store i32 %1345, ptr %181, align 4
  %1346 = load i32, ptr %138, align 4
  store i32 %1346, ptr %139, align 4
  %1347 = load i32, ptr %181, align 4
  store i32 %1347, ptr %138, align 4
  %1348 = load ptr, ptr %119, align 8
  %1349 = load ptr, ptr %133, align 8
  %1350 = load ptr, ptr %136, align 8
  %1351 = load i64, ptr %180, align 8
  store ptr %1348, ptr %82, align 8
  store i64 0, ptr %83, align 8
  store ptr %1349, ptr %84, align 8
  store ptr %1350, ptr %85, align 8
  store i32 1, ptr %86, align 4
  store i64 %1351, ptr %87, align 8
  %1352 = load ptr, ptr %85, align 8
  %1353 = getelementptr inbounds i8, ptr %1352, i64 -32
  store ptr %1353, ptr %88, align 8
  %1354 = load ptr, ptr %84, align 8
  %1355 = load i64, ptr %83, align 8
  %1356 = getelementptr inbounds i8, ptr %1354, i64 %1355
  store ptr %1356, ptr %89, align 8
  %1357 = load ptr, ptr %89, align 8
  %1358 = load ptr, ptr %88, align 8
  %1359 = icmp ule ptr %1357, %1358
  br i1 %1359, label %1360, label %1433

1360:                                             ; preds = %1334
  %1361 = load ptr, ptr %82, align 8
  %1362 = getelementptr inbounds %struct.SeqStore_t, ptr %1361, i32 0, i32 3
  %1363 = load ptr, ptr %1362, align 8
  %1364 = load ptr, ptr %84, align 8
  call void @ZSTD_copy16(ptr noundef %1363, ptr noundef %1364)
  %1365 = load i64, ptr %83, align 8
  %1366 = icmp ugt i64 %1365, 16
  br i1 %1366, label %1367, label %1432

1367:                                             ; preds = %1360
  %1368 = load ptr, ptr %82, align 8
  %1369 = getelementptr inbounds %struct.SeqStore_t, ptr %1368, i32 0, i32 3
  %1370 = load ptr, ptr %1369, align 8
  %1371 = getelementptr inbounds i8, ptr %1370, i64 16
  %1372 = load ptr, ptr %84, align 8
  %1373 = getelementptr inbounds i8, ptr %1372, i64 16
  %1374 = load i64, ptr %83, align 8
  %1375 = sub nsw i64 %1374, 16
  store ptr %1371, ptr %26, align 8
  store ptr %1373, ptr %27, align 8
  store i64 %1375, ptr %28, align 8
  store i32 0, ptr %29, align 4
  %1376 = load ptr, ptr %26, align 8
  %1377 = load ptr, ptr %27, align 8
  %1378 = ptrtoint ptr %1376 to i64
  %1379 = ptrtoint ptr %1377 to i64
  %1380 = sub i64 %1378, %1379
  store i64 %1380, ptr %30, align 8
  %1381 = load ptr, ptr %27, align 8
  store ptr %1381, ptr %31, align 8
  %1382 = load ptr, ptr %26, align 8
  store ptr %1382, ptr %32, align 8
  %1383 = load ptr, ptr %32, align 8
  %1384 = load i64, ptr %28, align 8
  %1385 = getelementptr inbounds i8, ptr %1383, i64 %1384
  store ptr %1385, ptr %33, align 8
  %1386 = load i32, ptr %29, align 4
  %1387 = icmp eq i32 %1386, 1
  br i1 %1387, label %1388, label %1403

1388:                                             ; preds = %1367
  %1389 = load i64, ptr %30, align 8
  %1390 = icmp slt i64 %1389, 16
  br i1 %1390, label %1391, label %1403

1391:                                             ; preds = %1388
  br label %1392

1392:                                             ; preds = %1392, %1391
  %1393 = load ptr, ptr %32, align 8
  %1394 = load ptr, ptr %31, align 8
  call void @ZSTD_copy8(ptr noundef %1393, ptr noundef %1394)
  %1395 = load ptr, ptr %32, align 8
  %1396 = getelementptr inbounds i8, ptr %1395, i64 8
  store ptr %1396, ptr %32, align 8
  %1397 = load ptr, ptr %31, align 8
  %1398 = getelementptr inbounds i8, ptr %1397, i64 8
  store ptr %1398, ptr %31, align 8
  %1399 = load ptr, ptr %32, align 8
  %1400 = load ptr, ptr %33, align 8
  %1401 = icmp ult ptr %1399, %1400
  br i1 %1401, label %1392, label %1402, !llvm.loop !13

1402:                                             ; preds = %1392
  br label %1431

1403:                                             ; preds = %1388, %1367
  %1404 = load ptr, ptr %32, align 8
  %1405 = load ptr, ptr %31, align 8
  call void @ZSTD_copy16(ptr noundef %1404, ptr noundef %1405)
  %1406 = load i64, ptr %28, align 8
  %1407 = icmp sge i64 16, %1406
  br i1 %1407, label %1408, label %1409

1408:                                             ; preds = %1403
  br label %1431

1409:                                             ; preds = %1403
  %1410 = load ptr, ptr %32, align 8
  %1411 = getelementptr inbounds i8, ptr %1410, i64 16
  store ptr %1411, ptr %32, align 8
  %1412 = load ptr, ptr %31, align 8
  %1413 = getelementptr inbounds i8, ptr %1412, i64 16
  store ptr %1413, ptr %31, align 8
  br label %1414

1414:                                             ; preds = %1414, %1409
  %1415 = load ptr, ptr %32, align 8
  %1416 = load ptr, ptr %31, align 8
  call void @ZSTD_copy16(ptr noundef %1415, ptr noundef %1416)
  %1417 = load ptr, ptr %32, align 8
  %1418 = getelementptr inbounds i8, ptr %1417, i64 16
  store ptr %1418, ptr %32, align 8
  %1419 = load ptr, ptr %31, align 8
  %1420 = getelementptr inbounds i8, ptr %1419, i64 16
  store ptr %1420, ptr %31, align 8
  %1421 = load ptr, ptr %32, align 8
  %1422 = load ptr, ptr %31, align 8
  call void @ZSTD_copy16(ptr noundef %1421, ptr noundef %1422)
  %1423 = load ptr, ptr %32, align 8
  %1424 = getelementptr inbounds i8, ptr %1423, i64 16
  store ptr %1424, ptr %32, align 8
  %1425 = load ptr, ptr %31, align 8
  %1426 = getelementptr inbounds i8, ptr %1425, i64 16
  store ptr %1426, ptr %31, align 8
  %1427 = load ptr, ptr %32, align 8
  %1428 = load ptr, ptr %33, align 8
  %1429 = icmp ult ptr %1427, %1428
  br i1 %1429, label %1414, label %1430, !llvm.loop !14

1430:                                             ; preds = %1414
  br label %1431

1431:                                             ; preds = %1430, %1408, %1402
  br label %1432

1432:                                             ; preds = %1431, %1360
  br label %1440

1433:                                             ; preds = %1334
  %1434 = load ptr, ptr %82, align 8
  %1435 = getelementptr inbounds %struct.SeqStore_t, ptr %1434, i32 0, i32 3
  %1436 = load ptr, ptr %1435, align 8
  %1437 = load ptr, ptr %84, align 8
  %1438 = load ptr, ptr %89, align 8
  %1439 = load ptr, ptr %88, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1436, ptr noundef %1437, ptr noundef %1438, ptr noundef %1439)
  br label %1440

1440:                                             ; preds = %1433, %1432
  %1441 = load i64, ptr %83, align 8
  %1442 = load ptr, ptr %82, align 8
  %1443 = getelementptr inbounds %struct.SeqStore_t, ptr %1442, i32 0, i32 3
  %1444 = load ptr, ptr %1443, align 8
  %1445 = getelementptr inbounds i8, ptr %1444, i64 %1441
  store ptr %1445, ptr %1443, align 8
  %1446 = load ptr, ptr %82, align 8
  %1447 = load i64, ptr %83, align 8
  %1448 = load i32, ptr %86, align 4
  %1449 = load i64, ptr %87, align 8
  store ptr %1446, ptr %6, align 8
  store i64 %1447, ptr %7, align 8
  store i32 %1448, ptr %8, align 4
  store i64 %1449, ptr %9, align 8
  %1450 = load i64, ptr %7, align 8
  %1451 = icmp ugt i64 %1450, 65535
  %1452 = zext i1 %1451 to i32
  %1453 = sext i32 %1452 to i64
  br i1 %1451, label %1454, label %1469

1454:                                             ; preds = %1440
  %1455 = load ptr, ptr %6, align 8
  %1456 = getelementptr inbounds %struct.SeqStore_t, ptr %1455, i32 0, i32 9
  store i32 1, ptr %1456, align 8
  %1457 = load ptr, ptr %6, align 8
  %1458 = getelementptr inbounds %struct.SeqStore_t, ptr %1457, i32 0, i32 1
  %1459 = load ptr, ptr %1458, align 8
  %1460 = load ptr, ptr %6, align 8
  %1461 = load ptr, ptr %1460, align 8
  %1462 = ptrtoint ptr %1459 to i64
  %1463 = ptrtoint ptr %1461 to i64
  %1464 = sub i64 %1462, %1463
  %1465 = sdiv exact i64 %1464, 8
  %1466 = trunc i64 %1465 to i32
  %1467 = load ptr, ptr %6, align 8
  %1468 = getelementptr inbounds %struct.SeqStore_t, ptr %1467, i32 0, i32 10
  store i32 %1466, ptr %1468, align 4
  br label %1469

1469:                                             ; preds = %1454, %1440
  %1470 = load i64, ptr %7, align 8
  %1471 = trunc i64 %1470 to i16
  %1472 = load ptr, ptr %6, align 8
  %1473 = getelementptr inbounds %struct.SeqStore_t, ptr %1472, i32 0, i32 1
  %1474 = load ptr, ptr %1473, align 8
  %1475 = getelementptr inbounds %struct.SeqDef_s, ptr %1474, i32 0, i32 1
  store i16 %1471, ptr %1475, align 4
  %1476 = load i32, ptr %8, align 4
  %1477 = load ptr, ptr %6, align 8
  %1478 = getelementptr inbounds %struct.SeqStore_t, ptr %1477, i32 0, i32 1
  %1479 = load ptr, ptr %1478, align 8
  store i32 %1476, ptr %1479, align 4
  %1480 = load i64, ptr %9, align 8
  %1481 = sub i64 %1480, 3
  store i64 %1481, ptr %10, align 8
  %1482 = load i64, ptr %10, align 8
  %1483 = icmp ugt i64 %1482, 65535
  %1484 = zext i1 %1483 to i32
  %1485 = sext i32 %1484 to i64
  br i1 %1483, label %1486, label %1501

1486:                                             ; preds = %1469
  %1487 = load ptr, ptr %6, align 8
  %1488 = getelementptr inbounds %struct.SeqStore_t, ptr %1487, i32 0, i32 9
  store i32 2, ptr %1488, align 8
  %1489 = load ptr, ptr %6, align 8
  %1490 = getelementptr inbounds %struct.SeqStore_t, ptr %1489, i32 0, i32 1
  %1491 = load ptr, ptr %1490, align 8
  %1492 = load ptr, ptr %6, align 8
  %1493 = load ptr, ptr %1492, align 8
  %1494 = ptrtoint ptr %1491 to i64
  %1495 = ptrtoint ptr %1493 to i64
  %1496 = sub i64 %1494, %1495
  %1497 = sdiv exact i64 %1496, 8
  %1498 = trunc i64 %1497 to i32
  %1499 = load ptr, ptr %6, align 8
  %1500 = getelementptr inbounds %struct.SeqStore_t, ptr %1499, i32 0, i32 10
  store i32 %1498, ptr %1500, align 4
  br label %1501

1501:                                             ; preds = %1486, %1469
  %1502 = load i64, ptr %10, align 8
  %1503 = trunc i64 %1502 to i16
  %1504 = load ptr, ptr %6, align 8
  %1505 = getelementptr inbounds %struct.SeqStore_t, ptr %1504, i32 0, i32 1
  %1506 = load ptr, ptr %1505, align 8
  %1507 = getelementptr inbounds %struct.SeqDef_s, ptr %1506, i32 0, i32 2
  store i16 %1503, ptr %1507, align 2
  %1508 = load ptr, ptr %6, align 8
  %1509 = getelementptr inbounds %struct.SeqStore_t, ptr %1508, i32 0, i32 1
  %1510 = load ptr, ptr %1509, align 8
  %1511 = getelementptr inbounds %struct.SeqDef_s, ptr %1510, i32 1
  store ptr %1511, ptr %1509, align 8
  %1512 = load i32, ptr %176, align 4
  %1513 = load ptr, ptr %126, align 8
  %1514 = load ptr, ptr %131, align 8
  %1515 = load i32, ptr %127, align 4
  %1516 = load i32, ptr %123, align 4
  store ptr %1514, ptr %115, align 8
  store i32 %1515, ptr %116, align 4
  store i32 %1516, ptr %117, align 4
  %1517 = load i32, ptr %117, align 4
  switch i32 %1517, label %1518 [
    i32 4, label %1519
    i32 5, label %1523
    i32 6, label %1527
    i32 7, label %1531
    i32 8, label %1535
  ]

1518:                                             ; preds = %1501
  br label %1519

1519:                                             ; preds = %1518, %1501
  %1520 = load ptr, ptr %115, align 8
  %1521 = load i32, ptr %116, align 4
  %1522 = call i64 @ZSTD_hash4Ptr(ptr noundef %1520, i32 noundef %1521)
  store i64 %1522, ptr %114, align 8
  br label %1539

1523:                                             ; preds = %1501
  %1524 = load ptr, ptr %115, align 8
  %1525 = load i32, ptr %116, align 4
  %1526 = call i64 @ZSTD_hash5Ptr(ptr noundef %1524, i32 noundef %1525)
  store i64 %1526, ptr %114, align 8
  br label %1539

1527:                                             ; preds = %1501
  %1528 = load ptr, ptr %115, align 8
  %1529 = load i32, ptr %116, align 4
  %1530 = call i64 @ZSTD_hash6Ptr(ptr noundef %1528, i32 noundef %1529)
  store i64 %1530, ptr %114, align 8
  br label %1539

1531:                                             ; preds = %1501
  %1532 = load ptr, ptr %115, align 8
  %1533 = load i32, ptr %116, align 4
  %1534 = call i64 @ZSTD_hash7Ptr(ptr noundef %1532, i32 noundef %1533)
  store i64 %1534, ptr %114, align 8
  br label %1539

1535:                                             ; preds = %1501
  %1536 = load ptr, ptr %115, align 8
  %1537 = load i32, ptr %116, align 4
  %1538 = call i64 @ZSTD_hash8Ptr(ptr noundef %1536, i32 noundef %1537)
  store i64 %1538, ptr %114, align 8
  br label %1539

1539:                                             ; preds = %1535, %1531, %1527, %1523, %1519
  %1540 = load i64, ptr %114, align 8
  %1541 = getelementptr inbounds i32, ptr %1513, i64 %1540
  store i32 %1512, ptr %1541, align 4
  %1542 = load i64, ptr %180, align 8
  %1543 = load ptr, ptr %131, align 8
  %1544 = getelementptr inbounds i8, ptr %1543, i64 %1542
  store ptr %1544, ptr %131, align 8
  %1545 = load ptr, ptr %131, align 8
  store ptr %1545, ptr %133, align 8
  br label %1283, !llvm.loop !19

1546:                                             ; preds = %1320, %1314
  br label %1547

1547:                                             ; preds = %1546, %1283
  br label %1548

1548:                                             ; preds = %1547, %1202
  %1549 = load ptr, ptr %131, align 8
  %1550 = load i32, ptr %128, align 4
  %1551 = zext i32 %1550 to i64
  %1552 = getelementptr inbounds i8, ptr %1549, i64 %1551
  store ptr %1552, ptr %132, align 8
  br label %326, !llvm.loop !20

1553:                                             ; preds = %326
  br label %1554

1554:                                             ; preds = %1193, %1553
  %1555 = load i32, ptr %138, align 4
  %1556 = load ptr, ptr %120, align 8
  store i32 %1555, ptr %1556, align 4
  %1557 = load i32, ptr %139, align 4
  %1558 = load ptr, ptr %120, align 8
  %1559 = getelementptr inbounds i32, ptr %1558, i64 1
  store i32 %1557, ptr %1559, align 4
  %1560 = load ptr, ptr %136, align 8
  %1561 = load ptr, ptr %133, align 8
  %1562 = ptrtoint ptr %1560 to i64
  %1563 = ptrtoint ptr %1561 to i64
  %1564 = sub i64 %1562, %1563
  ret i64 %1564
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_compressBlock_fast_dictMatchState_5_0(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
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
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  %25 = alloca i64, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca i64, align 8
  %29 = alloca i32, align 4
  %30 = alloca i64, align 8
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca ptr, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca i64, align 8
  %37 = alloca i32, align 4
  %38 = alloca i64, align 8
  %39 = alloca ptr, align 8
  %40 = alloca ptr, align 8
  %41 = alloca ptr, align 8
  %42 = alloca ptr, align 8
  %43 = alloca ptr, align 8
  %44 = alloca i64, align 8
  %45 = alloca i32, align 4
  %46 = alloca i64, align 8
  %47 = alloca ptr, align 8
  %48 = alloca ptr, align 8
  %49 = alloca ptr, align 8
  %50 = alloca ptr, align 8
  %51 = alloca ptr, align 8
  %52 = alloca i64, align 8
  %53 = alloca i32, align 4
  %54 = alloca i64, align 8
  %55 = alloca ptr, align 8
  %56 = alloca ptr, align 8
  %57 = alloca ptr, align 8
  %58 = alloca ptr, align 8
  %59 = alloca i64, align 8
  %60 = alloca ptr, align 8
  %61 = alloca ptr, align 8
  %62 = alloca i32, align 4
  %63 = alloca i64, align 8
  %64 = alloca ptr, align 8
  %65 = alloca ptr, align 8
  %66 = alloca ptr, align 8
  %67 = alloca i64, align 8
  %68 = alloca ptr, align 8
  %69 = alloca ptr, align 8
  %70 = alloca i32, align 4
  %71 = alloca i64, align 8
  %72 = alloca ptr, align 8
  %73 = alloca ptr, align 8
  %74 = alloca ptr, align 8
  %75 = alloca i64, align 8
  %76 = alloca ptr, align 8
  %77 = alloca ptr, align 8
  %78 = alloca i32, align 4
  %79 = alloca i64, align 8
  %80 = alloca ptr, align 8
  %81 = alloca ptr, align 8
  %82 = alloca ptr, align 8
  %83 = alloca i64, align 8
  %84 = alloca ptr, align 8
  %85 = alloca ptr, align 8
  %86 = alloca i32, align 4
  %87 = alloca i64, align 8
  %88 = alloca ptr, align 8
  %89 = alloca ptr, align 8
  %90 = alloca i64, align 8
  %91 = alloca ptr, align 8
  %92 = alloca i32, align 4
  %93 = alloca i32, align 4
  %94 = alloca i64, align 8
  %95 = alloca ptr, align 8
  %96 = alloca i32, align 4
  %97 = alloca i32, align 4
  %98 = alloca i64, align 8
  %99 = alloca ptr, align 8
  %100 = alloca i32, align 4
  %101 = alloca i32, align 4
  %102 = alloca i64, align 8
  %103 = alloca ptr, align 8
  %104 = alloca i32, align 4
  %105 = alloca i32, align 4
  %106 = alloca i64, align 8
  %107 = alloca ptr, align 8
  %108 = alloca i32, align 4
  %109 = alloca i32, align 4
  %110 = alloca i64, align 8
  %111 = alloca ptr, align 8
  %112 = alloca i32, align 4
  %113 = alloca i32, align 4
  %114 = alloca i64, align 8
  %115 = alloca ptr, align 8
  %116 = alloca i32, align 4
  %117 = alloca i32, align 4
  %118 = alloca ptr, align 8
  %119 = alloca ptr, align 8
  %120 = alloca ptr, align 8
  %121 = alloca ptr, align 8
  %122 = alloca i64, align 8
  %123 = alloca i32, align 4
  %124 = alloca i32, align 4
  %125 = alloca ptr, align 8
  %126 = alloca ptr, align 8
  %127 = alloca i32, align 4
  %128 = alloca i32, align 4
  %129 = alloca ptr, align 8
  %130 = alloca ptr, align 8
  %131 = alloca ptr, align 8
  %132 = alloca ptr, align 8
  %133 = alloca ptr, align 8
  %134 = alloca i32, align 4
  %135 = alloca ptr, align 8
  %136 = alloca ptr, align 8
  %137 = alloca ptr, align 8
  %138 = alloca i32, align 4
  %139 = alloca i32, align 4
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
  %151 = alloca i32, align 4
  %152 = alloca i64, align 8
  %153 = alloca ptr, align 8
  %154 = alloca i64, align 8
  %155 = alloca i64, align 8
  %156 = alloca i64, align 8
  %157 = alloca i64, align 8
  %158 = alloca i64, align 8
  %159 = alloca i32, align 4
  %160 = alloca i32, align 4
  %161 = alloca i32, align 4
  %162 = alloca i32, align 4
  %163 = alloca i64, align 8
  %164 = alloca i64, align 8
  %165 = alloca ptr, align 8
  %166 = alloca ptr, align 8
  %167 = alloca i32, align 4
  %168 = alloca ptr, align 8
  %169 = alloca i64, align 8
  %170 = alloca i64, align 8
  %171 = alloca ptr, align 8
  %172 = alloca i32, align 4
  %173 = alloca ptr, align 8
  %174 = alloca i32, align 4
  %175 = alloca i32, align 4
  %176 = alloca i32, align 4
  %177 = alloca i32, align 4
  %178 = alloca ptr, align 8
  %179 = alloca ptr, align 8
  %180 = alloca i64, align 8
  %181 = alloca i32, align 4
  %182 = alloca ptr, align 8
  %183 = alloca ptr, align 8
  %184 = alloca ptr, align 8
  %185 = alloca ptr, align 8
  %186 = alloca i64, align 8
  store ptr %0, ptr %182, align 8
  store ptr %1, ptr %183, align 8
  store ptr %2, ptr %184, align 8
  store ptr %3, ptr %185, align 8
  store i64 %4, ptr %186, align 8
  %187 = load ptr, ptr %182, align 8
  %188 = load ptr, ptr %183, align 8
  %189 = load ptr, ptr %184, align 8
  %190 = load ptr, ptr %185, align 8
  %191 = load i64, ptr %186, align 8
  store ptr %187, ptr %118, align 8
  store ptr %188, ptr %119, align 8
  store ptr %189, ptr %120, align 8
  store ptr %190, ptr %121, align 8
  store i64 %191, ptr %122, align 8
  store i32 5, ptr %123, align 4
  store i32 0, ptr %124, align 4
  %192 = load ptr, ptr %118, align 8
  %193 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %192, i32 0, i32 16
  store ptr %193, ptr %125, align 8
  %194 = load ptr, ptr %118, align 8
  %195 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %194, i32 0, i32 9
  %196 = load ptr, ptr %195, align 8
  store ptr %196, ptr %126, align 8
  %197 = load ptr, ptr %125, align 8
  %198 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %197, i32 0, i32 2
  %199 = load i32, ptr %198, align 4
  store i32 %199, ptr %127, align 4
  %200 = load ptr, ptr %125, align 8
  %201 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %200, i32 0, i32 5
  %202 = load i32, ptr %201, align 4
  %203 = load ptr, ptr %125, align 8
  %204 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %203, i32 0, i32 5
  %205 = load i32, ptr %204, align 4
  %206 = icmp ne i32 %205, 0
  %207 = xor i1 %206, true
  %208 = zext i1 %207 to i32
  %209 = add i32 %202, %208
  store i32 %209, ptr %128, align 4
  %210 = load ptr, ptr %118, align 8
  %211 = getelementptr inbounds %struct.ZSTD_window_t, ptr %210, i32 0, i32 1
  %212 = load ptr, ptr %211, align 8
  store ptr %212, ptr %129, align 8
  %213 = load ptr, ptr %121, align 8
  store ptr %213, ptr %130, align 8
  %214 = load ptr, ptr %130, align 8
  store ptr %214, ptr %131, align 8
  %215 = load ptr, ptr %131, align 8
  %216 = load i32, ptr %128, align 4
  %217 = zext i32 %216 to i64
  %218 = getelementptr inbounds i8, ptr %215, i64 %217
  store ptr %218, ptr %132, align 8
  %219 = load ptr, ptr %130, align 8
  store ptr %219, ptr %133, align 8
  %220 = load ptr, ptr %118, align 8
  %221 = getelementptr inbounds %struct.ZSTD_window_t, ptr %220, i32 0, i32 3
  %222 = load i32, ptr %221, align 8
  store i32 %222, ptr %134, align 4
  %223 = load ptr, ptr %129, align 8
  %224 = load i32, ptr %134, align 4
  %225 = zext i32 %224 to i64
  %226 = getelementptr inbounds i8, ptr %223, i64 %225
  store ptr %226, ptr %135, align 8
  %227 = load ptr, ptr %130, align 8
  %228 = load i64, ptr %122, align 8
  %229 = getelementptr inbounds i8, ptr %227, i64 %228
  store ptr %229, ptr %136, align 8
  %230 = load ptr, ptr %136, align 8
  %231 = getelementptr inbounds i8, ptr %230, i64 -8
  store ptr %231, ptr %137, align 8
  %232 = load ptr, ptr %120, align 8
  %233 = load i32, ptr %232, align 4
  store i32 %233, ptr %138, align 4
  %234 = load ptr, ptr %120, align 8
  %235 = getelementptr inbounds i32, ptr %234, i64 1
  %236 = load i32, ptr %235, align 4
  store i32 %236, ptr %139, align 4
  %237 = load ptr, ptr %118, align 8
  %238 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %237, i32 0, i32 15
  %239 = load ptr, ptr %238, align 8
  store ptr %239, ptr %140, align 8
  %240 = load ptr, ptr %140, align 8
  %241 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %240, i32 0, i32 16
  store ptr %241, ptr %141, align 8
  %242 = load ptr, ptr %140, align 8
  %243 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %242, i32 0, i32 9
  %244 = load ptr, ptr %243, align 8
  store ptr %244, ptr %142, align 8
  %245 = load ptr, ptr %140, align 8
  %246 = getelementptr inbounds %struct.ZSTD_window_t, ptr %245, i32 0, i32 3
  %247 = load i32, ptr %246, align 8
  store i32 %247, ptr %143, align 4
  %248 = load ptr, ptr %140, align 8
  %249 = getelementptr inbounds %struct.ZSTD_window_t, ptr %248, i32 0, i32 1
  %250 = load ptr, ptr %249, align 8
  store ptr %250, ptr %144, align 8
  %251 = load ptr, ptr %144, align 8
  %252 = load i32, ptr %143, align 4
  %253 = zext i32 %252 to i64
  %254 = getelementptr inbounds i8, ptr %251, i64 %253
  store ptr %254, ptr %145, align 8
  %255 = load ptr, ptr %140, align 8
  %256 = load ptr, ptr %255, align 8
  store ptr %256, ptr %146, align 8
  %257 = load i32, ptr %134, align 4
  %258 = load ptr, ptr %146, align 8
  %259 = load ptr, ptr %144, align 8
  %260 = ptrtoint ptr %258 to i64
  %261 = ptrtoint ptr %259 to i64
  %262 = sub i64 %260, %261
  %263 = trunc i64 %262 to i32
  %264 = sub i32 %257, %263
  store i32 %264, ptr %147, align 4
  %265 = load ptr, ptr %130, align 8
  %266 = load ptr, ptr %135, align 8
  %267 = ptrtoint ptr %265 to i64
  %268 = ptrtoint ptr %266 to i64
  %269 = sub i64 %267, %268
  %270 = load ptr, ptr %146, align 8
  %271 = getelementptr inbounds i8, ptr %270, i64 %269
  %272 = load ptr, ptr %145, align 8
  %273 = ptrtoint ptr %271 to i64
  %274 = ptrtoint ptr %272 to i64
  %275 = sub i64 %273, %274
  %276 = trunc i64 %275 to i32
  store i32 %276, ptr %148, align 4
  %277 = load ptr, ptr %141, align 8
  %278 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %277, i32 0, i32 2
  %279 = load i32, ptr %278, align 4
  %280 = add i32 %279, 8
  store i32 %280, ptr %149, align 4
  %281 = load ptr, ptr %125, align 8
  %282 = load i32, ptr %281, align 4
  %283 = shl i32 1, %282
  store i32 %283, ptr %150, align 4
  %284 = load ptr, ptr %130, align 8
  %285 = load ptr, ptr %129, align 8
  %286 = ptrtoint ptr %284 to i64
  %287 = ptrtoint ptr %285 to i64
  %288 = sub i64 %286, %287
  %289 = load i64, ptr %122, align 8
  %290 = add i64 %288, %289
  %291 = trunc i64 %290 to i32
  store i32 %291, ptr %151, align 4
  %292 = load i32, ptr %150, align 4
  %293 = load i32, ptr %151, align 4
  %294 = load i32, ptr %124, align 4
  %295 = load ptr, ptr %118, align 8
  %296 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %295, i32 0, i32 18
  %297 = load i32, ptr %296, align 8
  %298 = icmp ne i32 %297, 0
  br i1 %298, label %299, label %319

299:                                              ; preds = %5
  %300 = load ptr, ptr %141, align 8
  %301 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %300, i32 0, i32 2
  %302 = load i32, ptr %301, align 4
  %303 = zext i32 %302 to i64
  %304 = shl i64 1, %303
  %305 = mul i64 %304, 4
  store i64 %305, ptr %152, align 8
  %306 = load ptr, ptr %142, align 8
  store ptr %306, ptr %153, align 8
  %307 = load i64, ptr %152, align 8
  store i64 %307, ptr %154, align 8
  store i64 0, ptr %155, align 8
  br label %308

308:                                              ; preds = %312, %299
  %309 = load i64, ptr %155, align 8
  %310 = load i64, ptr %154, align 8
  %311 = icmp ult i64 %309, %310
  br i1 %311, label %312, label %318

312:                                              ; preds = %308
  %313 = load ptr, ptr %153, align 8
  %314 = load i64, ptr %155, align 8
  %315 = getelementptr inbounds i8, ptr %313, i64 %314
  call void @llvm.prefetch.p0(ptr %315, i32 0, i32 2, i32 1)
  %316 = load i64, ptr %155, align 8
  %317 = add i64 %316, 64
  store i64 %317, ptr %155, align 8
  br label %308, !llvm.loop !16

318:                                              ; preds = %308
  br label %319

319:                                              ; preds = %318, %5
  %320 = load i32, ptr %148, align 4
  %321 = icmp eq i32 %320, 0
  %322 = zext i1 %321 to i32
  %323 = load ptr, ptr %131, align 8
  %324 = sext i32 %322 to i64
  %325 = getelementptr inbounds i8, ptr %323, i64 %324
  store ptr %325, ptr %131, align 8
  br label %326

326:                                              ; preds = %1548, %319
  %327 = load ptr, ptr %132, align 8
  %328 = load ptr, ptr %137, align 8
  %329 = icmp ule ptr %327, %328
  br i1 %329, label %330, label %1553

330:                                              ; preds = %326
  %331 = load ptr, ptr %131, align 8
  %332 = load i32, ptr %127, align 4
  %333 = load i32, ptr %123, align 4
  store ptr %331, ptr %91, align 8
  store i32 %332, ptr %92, align 4
  store i32 %333, ptr %93, align 4
  %334 = load i32, ptr %93, align 4
  switch i32 %334, label %335 [
    i32 4, label %336
    i32 5, label %340
    i32 6, label %344
    i32 7, label %348
    i32 8, label %352
  ]

335:                                              ; preds = %330
  br label %336

336:                                              ; preds = %335, %330
  %337 = load ptr, ptr %91, align 8
  %338 = load i32, ptr %92, align 4
  %339 = call i64 @ZSTD_hash4Ptr(ptr noundef %337, i32 noundef %338)
  store i64 %339, ptr %90, align 8
  br label %356

340:                                              ; preds = %330
  %341 = load ptr, ptr %91, align 8
  %342 = load i32, ptr %92, align 4
  %343 = call i64 @ZSTD_hash5Ptr(ptr noundef %341, i32 noundef %342)
  store i64 %343, ptr %90, align 8
  br label %356

344:                                              ; preds = %330
  %345 = load ptr, ptr %91, align 8
  %346 = load i32, ptr %92, align 4
  %347 = call i64 @ZSTD_hash6Ptr(ptr noundef %345, i32 noundef %346)
  store i64 %347, ptr %90, align 8
  br label %356

348:                                              ; preds = %330
  %349 = load ptr, ptr %91, align 8
  %350 = load i32, ptr %92, align 4
  %351 = call i64 @ZSTD_hash7Ptr(ptr noundef %349, i32 noundef %350)
  store i64 %351, ptr %90, align 8
  br label %356

352:                                              ; preds = %330
  %353 = load ptr, ptr %91, align 8
  %354 = load i32, ptr %92, align 4
  %355 = call i64 @ZSTD_hash8Ptr(ptr noundef %353, i32 noundef %354)
  store i64 %355, ptr %90, align 8
  br label %356

356:                                              ; preds = %352, %348, %344, %340, %336
  %357 = load i64, ptr %90, align 8
  store i64 %357, ptr %157, align 8
  %358 = load ptr, ptr %131, align 8
  %359 = load i32, ptr %149, align 4
  %360 = load i32, ptr %123, align 4
  store ptr %358, ptr %95, align 8
  store i32 %359, ptr %96, align 4
  store i32 %360, ptr %97, align 4
  %361 = load i32, ptr %97, align 4
  switch i32 %361, label %362 [
    i32 4, label %363
    i32 5, label %367
    i32 6, label %371
    i32 7, label %375
    i32 8, label %379
  ]

362:                                              ; preds = %356
  br label %363

363:                                              ; preds = %362, %356
  %364 = load ptr, ptr %95, align 8
  %365 = load i32, ptr %96, align 4
  %366 = call i64 @ZSTD_hash4Ptr(ptr noundef %364, i32 noundef %365)
  store i64 %366, ptr %94, align 8
  br label %383

367:                                              ; preds = %356
  %368 = load ptr, ptr %95, align 8
  %369 = load i32, ptr %96, align 4
  %370 = call i64 @ZSTD_hash5Ptr(ptr noundef %368, i32 noundef %369)
  store i64 %370, ptr %94, align 8
  br label %383

371:                                              ; preds = %356
  %372 = load ptr, ptr %95, align 8
  %373 = load i32, ptr %96, align 4
  %374 = call i64 @ZSTD_hash6Ptr(ptr noundef %372, i32 noundef %373)
  store i64 %374, ptr %94, align 8
  br label %383

375:                                              ; preds = %356
  %376 = load ptr, ptr %95, align 8
  %377 = load i32, ptr %96, align 4
  %378 = call i64 @ZSTD_hash7Ptr(ptr noundef %376, i32 noundef %377)
  store i64 %378, ptr %94, align 8
  br label %383

379:                                              ; preds = %356
  %380 = load ptr, ptr %95, align 8
  %381 = load i32, ptr %96, align 4
  %382 = call i64 @ZSTD_hash8Ptr(ptr noundef %380, i32 noundef %381)
  store i64 %382, ptr %94, align 8
  br label %383

383:                                              ; preds = %379, %375, %371, %367, %363
  %384 = load i64, ptr %94, align 8
  store i64 %384, ptr %158, align 8
  %385 = load ptr, ptr %142, align 8
  %386 = load i64, ptr %158, align 8
  %387 = lshr i64 %386, 8
  %388 = getelementptr inbounds i32, ptr %385, i64 %387
  %389 = load i32, ptr %388, align 4
  store i32 %389, ptr %159, align 4
  %390 = load i32, ptr %159, align 4
  %391 = zext i32 %390 to i64
  %392 = load i64, ptr %158, align 8
  %393 = call i32 @ZSTD_comparePackedTags(i64 noundef %391, i64 noundef %392)
  store i32 %393, ptr %160, align 4
  %394 = load ptr, ptr %126, align 8
  %395 = load i64, ptr %157, align 8
  %396 = getelementptr inbounds i32, ptr %394, i64 %395
  %397 = load i32, ptr %396, align 4
  store i32 %397, ptr %161, align 4
  %398 = load ptr, ptr %131, align 8
  %399 = load ptr, ptr %129, align 8
  %400 = ptrtoint ptr %398 to i64
  %401 = ptrtoint ptr %399 to i64
  %402 = sub i64 %400, %401
  %403 = trunc i64 %402 to i32
  store i32 %403, ptr %162, align 4
  %404 = load i32, ptr %128, align 4
  %405 = zext i32 %404 to i64
  store i64 %405, ptr %163, align 8
  store i64 256, ptr %164, align 8
  %406 = load ptr, ptr %131, align 8
  %407 = getelementptr inbounds i8, ptr %406, i64 256
  store ptr %407, ptr %165, align 8
  br label %408

408:                                              ; preds = %1194, %383
  %409 = load ptr, ptr %129, align 8
  %410 = load i32, ptr %161, align 4
  %411 = zext i32 %410 to i64
  %412 = getelementptr inbounds i8, ptr %409, i64 %411
  store ptr %412, ptr %166, align 8
  %413 = load i32, ptr %162, align 4
  %414 = add i32 %413, 1
  %415 = load i32, ptr %138, align 4
  %416 = sub i32 %414, %415
  store i32 %416, ptr %167, align 4
  %417 = load i32, ptr %167, align 4
  %418 = load i32, ptr %134, align 4
  %419 = icmp ult i32 %417, %418
  br i1 %419, label %420, label %427

420:                                              ; preds = %408
  %421 = load ptr, ptr %144, align 8
  %422 = load i32, ptr %167, align 4
  %423 = load i32, ptr %147, align 4
  %424 = sub i32 %422, %423
  %425 = zext i32 %424 to i64
  %426 = getelementptr inbounds i8, ptr %421, i64 %425
  br label %432

427:                                              ; preds = %408
  %428 = load ptr, ptr %129, align 8
  %429 = load i32, ptr %167, align 4
  %430 = zext i32 %429 to i64
  %431 = getelementptr inbounds i8, ptr %428, i64 %430
  br label %432

432:                                              ; preds = %427, %420
  %433 = phi ptr [ %426, %420 ], [ %431, %427 ]
  store ptr %433, ptr %168, align 8
  %434 = load ptr, ptr %132, align 8
  %435 = load i32, ptr %127, align 4
  %436 = load i32, ptr %123, align 4
  store ptr %434, ptr %99, align 8
  store i32 %435, ptr %100, align 4
  store i32 %436, ptr %101, align 4
  %437 = load i32, ptr %101, align 4
  switch i32 %437, label %438 [
    i32 4, label %439
    i32 5, label %443
    i32 6, label %447
    i32 7, label %451
    i32 8, label %455
  ]

438:                                              ; preds = %432
  br label %439

439:                                              ; preds = %438, %432
  %440 = load ptr, ptr %99, align 8
  %441 = load i32, ptr %100, align 4
  %442 = call i64 @ZSTD_hash4Ptr(ptr noundef %440, i32 noundef %441)
  store i64 %442, ptr %98, align 8
  br label %459

443:                                              ; preds = %432
  %444 = load ptr, ptr %99, align 8
  %445 = load i32, ptr %100, align 4
  %446 = call i64 @ZSTD_hash5Ptr(ptr noundef %444, i32 noundef %445)
  store i64 %446, ptr %98, align 8
  br label %459

447:                                              ; preds = %432
  %448 = load ptr, ptr %99, align 8
  %449 = load i32, ptr %100, align 4
  %450 = call i64 @ZSTD_hash6Ptr(ptr noundef %448, i32 noundef %449)
  store i64 %450, ptr %98, align 8
  br label %459

451:                                              ; preds = %432
  %452 = load ptr, ptr %99, align 8
  %453 = load i32, ptr %100, align 4
  %454 = call i64 @ZSTD_hash7Ptr(ptr noundef %452, i32 noundef %453)
  store i64 %454, ptr %98, align 8
  br label %459

455:                                              ; preds = %432
  %456 = load ptr, ptr %99, align 8
  %457 = load i32, ptr %100, align 4
  %458 = call i64 @ZSTD_hash8Ptr(ptr noundef %456, i32 noundef %457)
  store i64 %458, ptr %98, align 8
  br label %459

459:                                              ; preds = %455, %451, %447, %443, %439
  %460 = load i64, ptr %98, align 8
  store i64 %460, ptr %169, align 8
  %461 = load ptr, ptr %132, align 8
  %462 = load i32, ptr %149, align 4
  %463 = load i32, ptr %123, align 4
  store ptr %461, ptr %103, align 8
  store i32 %462, ptr %104, align 4
  store i32 %463, ptr %105, align 4
  %464 = load i32, ptr %105, align 4
  switch i32 %464, label %465 [
    i32 4, label %466
    i32 5, label %470
    i32 6, label %474
    i32 7, label %478
    i32 8, label %482
  ]

465:                                              ; preds = %459
  br label %466

466:                                              ; preds = %465, %459
  %467 = load ptr, ptr %103, align 8
  %468 = load i32, ptr %104, align 4
  %469 = call i64 @ZSTD_hash4Ptr(ptr noundef %467, i32 noundef %468)
  store i64 %469, ptr %102, align 8
  br label %486

470:                                              ; preds = %459
  %471 = load ptr, ptr %103, align 8
  %472 = load i32, ptr %104, align 4
  %473 = call i64 @ZSTD_hash5Ptr(ptr noundef %471, i32 noundef %472)
  store i64 %473, ptr %102, align 8
  br label %486

474:                                              ; preds = %459
  %475 = load ptr, ptr %103, align 8
  %476 = load i32, ptr %104, align 4
  %477 = call i64 @ZSTD_hash6Ptr(ptr noundef %475, i32 noundef %476)
  store i64 %477, ptr %102, align 8
  br label %486

478:                                              ; preds = %459
  %479 = load ptr, ptr %103, align 8
  %480 = load i32, ptr %104, align 4
  %481 = call i64 @ZSTD_hash7Ptr(ptr noundef %479, i32 noundef %480)
  store i64 %481, ptr %102, align 8
  br label %486

482:                                              ; preds = %459
  %483 = load ptr, ptr %103, align 8
  %484 = load i32, ptr %104, align 4
  %485 = call i64 @ZSTD_hash8Ptr(ptr noundef %483, i32 noundef %484)
  store i64 %485, ptr %102, align 8
  br label %486

486:                                              ; preds = %482, %478, %474, %470, %466
  %487 = load i64, ptr %102, align 8
  store i64 %487, ptr %170, align 8
  %488 = load i32, ptr %162, align 4
  %489 = load ptr, ptr %126, align 8
  %490 = load i64, ptr %157, align 8
  %491 = getelementptr inbounds i32, ptr %489, i64 %490
  store i32 %488, ptr %491, align 4
  %492 = load i32, ptr %134, align 4
  %493 = load i32, ptr %167, align 4
  %494 = call i32 @ZSTD_index_overlap_check(i32 noundef %492, i32 noundef %493)
  %495 = icmp ne i32 %494, 0
  br i1 %495, label %496, label %694

496:                                              ; preds = %486
  %497 = load ptr, ptr %168, align 8
  %498 = call i32 @MEM_read32(ptr noundef %497)
  %499 = load ptr, ptr %131, align 8
  %500 = getelementptr inbounds i8, ptr %499, i64 1
  %501 = call i32 @MEM_read32(ptr noundef %500)
  %502 = icmp eq i32 %498, %501
  br i1 %502, label %503, label %694

503:                                              ; preds = %496
  %504 = load i32, ptr %167, align 4
  %505 = load i32, ptr %134, align 4
  %506 = icmp ult i32 %504, %505
  br i1 %506, label %507, label %509

507:                                              ; preds = %503
  %508 = load ptr, ptr %146, align 8
  br label %511

509:                                              ; preds = %503
  %510 = load ptr, ptr %136, align 8
  br label %511

511:                                              ; preds = %509, %507
  %512 = phi ptr [ %508, %507 ], [ %510, %509 ]
  store ptr %512, ptr %171, align 8
  %513 = load ptr, ptr %131, align 8
  %514 = getelementptr inbounds i8, ptr %513, i64 1
  %515 = getelementptr inbounds i8, ptr %514, i64 4
  %516 = load ptr, ptr %168, align 8
  %517 = getelementptr inbounds i8, ptr %516, i64 4
  %518 = load ptr, ptr %136, align 8
  %519 = load ptr, ptr %171, align 8
  %520 = load ptr, ptr %135, align 8
  %521 = call i64 @ZSTD_count_2segments(ptr noundef %515, ptr noundef %517, ptr noundef %518, ptr noundef %519, ptr noundef %520)
  %522 = add i64 %521, 4
  store i64 %522, ptr %156, align 8
  %523 = load ptr, ptr %131, align 8
  %524 = getelementptr inbounds i8, ptr %523, i32 1
  store ptr %524, ptr %131, align 8
  %525 = load ptr, ptr %119, align 8
  %526 = load ptr, ptr %131, align 8
  %527 = load ptr, ptr %133, align 8
  %528 = ptrtoint ptr %526 to i64
  %529 = ptrtoint ptr %527 to i64
  %530 = sub i64 %528, %529
  %531 = load ptr, ptr %133, align 8
  %532 = load ptr, ptr %136, align 8
  %533 = load i64, ptr %156, align 8
  store ptr %525, ptr %58, align 8
  store i64 %530, ptr %59, align 8
  store ptr %531, ptr %60, align 8
  store ptr %532, ptr %61, align 8
  store i32 1, ptr %62, align 4
  store i64 %533, ptr %63, align 8
  %534 = load ptr, ptr %61, align 8
  %535 = getelementptr inbounds i8, ptr %534, i64 -32
  store ptr %535, ptr %64, align 8
  %536 = load ptr, ptr %60, align 8
  %537 = load i64, ptr %59, align 8
  %538 = getelementptr inbounds i8, ptr %536, i64 %537
  store ptr %538, ptr %65, align 8
  %539 = load ptr, ptr %65, align 8
  %540 = load ptr, ptr %64, align 8
  %541 = icmp ule ptr %539, %540
  br i1 %541, label %542, label %615

542:                                              ; preds = %511
  %543 = load ptr, ptr %58, align 8
  %544 = getelementptr inbounds %struct.SeqStore_t, ptr %543, i32 0, i32 3
  %545 = load ptr, ptr %544, align 8
  %546 = load ptr, ptr %60, align 8
  call void @ZSTD_copy16(ptr noundef %545, ptr noundef %546)
  %547 = load i64, ptr %59, align 8
  %548 = icmp ugt i64 %547, 16
  br i1 %548, label %549, label %614

549:                                              ; preds = %542
  %550 = load ptr, ptr %58, align 8
  %551 = getelementptr inbounds %struct.SeqStore_t, ptr %550, i32 0, i32 3
  %552 = load ptr, ptr %551, align 8
  %553 = getelementptr inbounds i8, ptr %552, i64 16
  %554 = load ptr, ptr %60, align 8
  %555 = getelementptr inbounds i8, ptr %554, i64 16
  %556 = load i64, ptr %59, align 8
  %557 = sub nsw i64 %556, 16
  store ptr %553, ptr %50, align 8
  store ptr %555, ptr %51, align 8
  store i64 %557, ptr %52, align 8
  store i32 0, ptr %53, align 4
  %558 = load ptr, ptr %50, align 8
  %559 = load ptr, ptr %51, align 8
  %560 = ptrtoint ptr %558 to i64
  %561 = ptrtoint ptr %559 to i64
  %562 = sub i64 %560, %561
  store i64 %562, ptr %54, align 8
  %563 = load ptr, ptr %51, align 8
  store ptr %563, ptr %55, align 8
  %564 = load ptr, ptr %50, align 8
  store ptr %564, ptr %56, align 8
  %565 = load ptr, ptr %56, align 8
  %566 = load i64, ptr %52, align 8
  %567 = getelementptr inbounds i8, ptr %565, i64 %566
  store ptr %567, ptr %57, align 8
  %568 = load i32, ptr %53, align 4
  %569 = icmp eq i32 %568, 1
  br i1 %569, label %570, label %585

570:                                              ; preds = %549
  %571 = load i64, ptr %54, align 8
  %572 = icmp slt i64 %571, 16
  br i1 %572, label %573, label %585

573:                                              ; preds = %570
  br label %574

574:                                              ; preds = %574, %573
  %575 = load ptr, ptr %56, align 8
  %576 = load ptr, ptr %55, align 8
  call void @ZSTD_copy8(ptr noundef %575, ptr noundef %576)
  %577 = load ptr, ptr %56, align 8
  %578 = getelementptr inbounds i8, ptr %577, i64 8
  store ptr %578, ptr %56, align 8
  %579 = load ptr, ptr %55, align 8
  %580 = getelementptr inbounds i8, ptr %579, i64 8
  store ptr %580, ptr %55, align 8
  %581 = load ptr, ptr %56, align 8
  %582 = load ptr, ptr %57, align 8
  %583 = icmp ult ptr %581, %582
  br i1 %583, label %574, label %584, !llvm.loop !13

584:                                              ; preds = %574
  br label %613

585:                                              ; preds = %570, %549
  %586 = load ptr, ptr %56, align 8
  %587 = load ptr, ptr %55, align 8
  call void @ZSTD_copy16(ptr noundef %586, ptr noundef %587)
  %588 = load i64, ptr %52, align 8
  %589 = icmp sge i64 16, %588
  br i1 %589, label %590, label %591

590:                                              ; preds = %585
  br label %613

591:                                              ; preds = %585
  %592 = load ptr, ptr %56, align 8
  %593 = getelementptr inbounds i8, ptr %592, i64 16
  store ptr %593, ptr %56, align 8
  %594 = load ptr, ptr %55, align 8
  %595 = getelementptr inbounds i8, ptr %594, i64 16
  store ptr %595, ptr %55, align 8
  br label %596

596:                                              ; preds = %596, %591
  %597 = load ptr, ptr %56, align 8
  %598 = load ptr, ptr %55, align 8
  call void @ZSTD_copy16(ptr noundef %597, ptr noundef %598)
  %599 = load ptr, ptr %56, align 8
  %600 = getelementptr inbounds i8, ptr %599, i64 16
  store ptr %600, ptr %56, align 8
  %601 = load ptr, ptr %55, align 8
  %602 = getelementptr inbounds i8, ptr %601, i64 16
  store ptr %602, ptr %55, align 8
  %603 = load ptr, ptr %56, align 8
  %604 = load ptr, ptr %55, align 8
  call void @ZSTD_copy16(ptr noundef %603, ptr noundef %604)
  %605 = load ptr, ptr %56, align 8
  %606 = getelementptr inbounds i8, ptr %605, i64 16
  store ptr %606, ptr %56, align 8
  %607 = load ptr, ptr %55, align 8
  %608 = getelementptr inbounds i8, ptr %607, i64 16
  store ptr %608, ptr %55, align 8
  %609 = load ptr, ptr %56, align 8
  %610 = load ptr, ptr %57, align 8
  %611 = icmp ult ptr %609, %610
  br i1 %611, label %596, label %612, !llvm.loop !14

612:                                              ; preds = %596
  br label %613

613:                                              ; preds = %612, %590, %584
  br label %614

614:                                              ; preds = %613, %542
  br label %622

615:                                              ; preds = %511
  %616 = load ptr, ptr %58, align 8
  %617 = getelementptr inbounds %struct.SeqStore_t, ptr %616, i32 0, i32 3
  %618 = load ptr, ptr %617, align 8
  %619 = load ptr, ptr %60, align 8
  %620 = load ptr, ptr %65, align 8
  %621 = load ptr, ptr %64, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %618, ptr noundef %619, ptr noundef %620, ptr noundef %621)
  br label %622

622:                                              ; preds = %615, %614
  %623 = load i64, ptr %59, align 8
  %624 = load ptr, ptr %58, align 8
  %625 = getelementptr inbounds %struct.SeqStore_t, ptr %624, i32 0, i32 3
  %626 = load ptr, ptr %625, align 8
  %627 = getelementptr inbounds i8, ptr %626, i64 %623
  store ptr %627, ptr %625, align 8
  %628 = load ptr, ptr %58, align 8
  %629 = load i64, ptr %59, align 8
  %630 = load i32, ptr %62, align 4
  %631 = load i64, ptr %63, align 8
  store ptr %628, ptr %21, align 8
  store i64 %629, ptr %22, align 8
  store i32 %630, ptr %23, align 4
  store i64 %631, ptr %24, align 8
  %632 = load i64, ptr %22, align 8
  %633 = icmp ugt i64 %632, 65535
  %634 = zext i1 %633 to i32
  %635 = sext i32 %634 to i64
  br i1 %633, label %636, label %651

636:                                              ; preds = %622
  %637 = load ptr, ptr %21, align 8
  %638 = getelementptr inbounds %struct.SeqStore_t, ptr %637, i32 0, i32 9
  store i32 1, ptr %638, align 8
  %639 = load ptr, ptr %21, align 8
  %640 = getelementptr inbounds %struct.SeqStore_t, ptr %639, i32 0, i32 1
  %641 = load ptr, ptr %640, align 8
  %642 = load ptr, ptr %21, align 8
  %643 = load ptr, ptr %642, align 8
  %644 = ptrtoint ptr %641 to i64
  %645 = ptrtoint ptr %643 to i64
  %646 = sub i64 %644, %645
  %647 = sdiv exact i64 %646, 8
  %648 = trunc i64 %647 to i32
  %649 = load ptr, ptr %21, align 8
  %650 = getelementptr inbounds %struct.SeqStore_t, ptr %649, i32 0, i32 10
  store i32 %648, ptr %650, align 4
  br label %651

651:                                              ; preds = %636, %622
  %652 = load i64, ptr %22, align 8
  %653 = trunc i64 %652 to i16
  %654 = load ptr, ptr %21, align 8
  %655 = getelementptr inbounds %struct.SeqStore_t, ptr %654, i32 0, i32 1
  %656 = load ptr, ptr %655, align 8
  %657 = getelementptr inbounds %struct.SeqDef_s, ptr %656, i32 0, i32 1
  store i16 %653, ptr %657, align 4
  %658 = load i32, ptr %23, align 4
  %659 = load ptr, ptr %21, align 8
  %660 = getelementptr inbounds %struct.SeqStore_t, ptr %659, i32 0, i32 1
  %661 = load ptr, ptr %660, align 8
  store i32 %658, ptr %661, align 4
  %662 = load i64, ptr %24, align 8
  %663 = sub i64 %662, 3
  store i64 %663, ptr %25, align 8
  %664 = load i64, ptr %25, align 8
  %665 = icmp ugt i64 %664, 65535
  %666 = zext i1 %665 to i32
  %667 = sext i32 %666 to i64
  br i1 %665, label %668, label %683

668:                                              ; preds = %651
  %669 = load ptr, ptr %21, align 8
  %670 = getelementptr inbounds %struct.SeqStore_t, ptr %669, i32 0, i32 9
  store i32 2, ptr %670, align 8
  %671 = load ptr, ptr %21, align 8
  %672 = getelementptr inbounds %struct.SeqStore_t, ptr %671, i32 0, i32 1
  %673 = load ptr, ptr %672, align 8
  %674 = load ptr, ptr %21, align 8
  %675 = load ptr, ptr %674, align 8
  %676 = ptrtoint ptr %673 to i64
  %677 = ptrtoint ptr %675 to i64
  %678 = sub i64 %676, %677
  %679 = sdiv exact i64 %678, 8
  %680 = trunc i64 %679 to i32
  %681 = load ptr, ptr %21, align 8
  %682 = getelementptr inbounds %struct.SeqStore_t, ptr %681, i32 0, i32 10
  store i32 %680, ptr %682, align 4
  br label %683

683:                                              ; preds = %668, %651
  %684 = load i64, ptr %25, align 8
  %685 = trunc i64 %684 to i16
  %686 = load ptr, ptr %21, align 8
  %687 = getelementptr inbounds %struct.SeqStore_t, ptr %686, i32 0, i32 1
  %688 = load ptr, ptr %687, align 8
  %689 = getelementptr inbounds %struct.SeqDef_s, ptr %688, i32 0, i32 2
  store i16 %685, ptr %689, align 2
  %690 = load ptr, ptr %21, align 8
  %691 = getelementptr inbounds %struct.SeqStore_t, ptr %690, i32 0, i32 1
  %692 = load ptr, ptr %691, align 8
  %693 = getelementptr inbounds %struct.SeqDef_s, ptr %692, i32 1
  store ptr %693, ptr %691, align 8
  br label %1202

694:                                              ; preds = %496, %486
  %695 = load i32, ptr %160, align 4
  %696 = icmp ne i32 %695, 0
  br i1 %696, label %697, label %938

697:                                              ; preds = %694
  %698 = load i32, ptr %159, align 4
  %699 = lshr i32 %698, 8
  store i32 %699, ptr %172, align 4
  %700 = load ptr, ptr %144, align 8
  %701 = load i32, ptr %172, align 4
  %702 = zext i32 %701 to i64
  %703 = getelementptr inbounds i8, ptr %700, i64 %702
  store ptr %703, ptr %173, align 8
  %704 = load i32, ptr %172, align 4
  %705 = load i32, ptr %143, align 4
  %706 = icmp ugt i32 %704, %705
  br i1 %706, label %707, label %937

707:                                              ; preds = %697
  %708 = load ptr, ptr %173, align 8
  %709 = call i32 @MEM_read32(ptr noundef %708)
  %710 = load ptr, ptr %131, align 8
  %711 = call i32 @MEM_read32(ptr noundef %710)
  %712 = icmp eq i32 %709, %711
  br i1 %712, label %713, label %937

713:                                              ; preds = %707
  %714 = load i32, ptr %161, align 4
  %715 = load i32, ptr %134, align 4
  %716 = icmp ule i32 %714, %715
  br i1 %716, label %717, label %936

717:                                              ; preds = %713
  %718 = load i32, ptr %162, align 4
  %719 = load i32, ptr %172, align 4
  %720 = sub i32 %718, %719
  %721 = load i32, ptr %147, align 4
  %722 = sub i32 %720, %721
  store i32 %722, ptr %174, align 4
  %723 = load ptr, ptr %131, align 8
  %724 = getelementptr inbounds i8, ptr %723, i64 4
  %725 = load ptr, ptr %173, align 8
  %726 = getelementptr inbounds i8, ptr %725, i64 4
  %727 = load ptr, ptr %136, align 8
  %728 = load ptr, ptr %146, align 8
  %729 = load ptr, ptr %135, align 8
  %730 = call i64 @ZSTD_count_2segments(ptr noundef %724, ptr noundef %726, ptr noundef %727, ptr noundef %728, ptr noundef %729)
  %731 = add i64 %730, 4
  store i64 %731, ptr %156, align 8
  br label %732

732:                                              ; preds = %755, %717
  %733 = load ptr, ptr %131, align 8
  %734 = load ptr, ptr %133, align 8
  %735 = icmp ugt ptr %733, %734
  %736 = zext i1 %735 to i32
  %737 = load ptr, ptr %173, align 8
  %738 = load ptr, ptr %145, align 8
  %739 = icmp ugt ptr %737, %738
  %740 = zext i1 %739 to i32
  %741 = and i32 %736, %740
  %742 = icmp ne i32 %741, 0
  br i1 %742, label %743, label %753

743:                                              ; preds = %732
  %744 = load ptr, ptr %131, align 8
  %745 = getelementptr inbounds i8, ptr %744, i64 -1
  %746 = load i8, ptr %745, align 1
  %747 = zext i8 %746 to i32
  %748 = load ptr, ptr %173, align 8
  %749 = getelementptr inbounds i8, ptr %748, i64 -1
  %750 = load i8, ptr %749, align 1
  %751 = zext i8 %750 to i32
  %752 = icmp eq i32 %747, %751
  br label %753

753:                                              ; preds = %743, %732
  %754 = phi i1 [ false, %732 ], [ %752, %743 ]
  br i1 %754, label %755, label %762

755:                                              ; preds = %753
  %756 = load ptr, ptr %131, align 8
  %757 = getelementptr inbounds i8, ptr %756, i32 -1
  store ptr %757, ptr %131, align 8
  %758 = load ptr, ptr %173, align 8
  %759 = getelementptr inbounds i8, ptr %758, i32 -1
  store ptr %759, ptr %173, align 8
  %760 = load i64, ptr %156, align 8
  %761 = add i64 %760, 1
  store i64 %761, ptr %156, align 8
  br label %732, !llvm.loop !17

762:                                              ; preds = %753
  %763 = load i32, ptr %138, align 4
  store i32 %763, ptr %139, align 4
  %764 = load i32, ptr %174, align 4
  store i32 %764, ptr %138, align 4
  %765 = load ptr, ptr %119, align 8
  %766 = load ptr, ptr %131, align 8
  %767 = load ptr, ptr %133, align 8
  %768 = ptrtoint ptr %766 to i64
  %769 = ptrtoint ptr %767 to i64
  %770 = sub i64 %768, %769
  %771 = load ptr, ptr %133, align 8
  %772 = load ptr, ptr %136, align 8
  %773 = load i32, ptr %174, align 4
  %774 = add i32 %773, 3
  %775 = load i64, ptr %156, align 8
  store ptr %765, ptr %66, align 8
  store i64 %770, ptr %67, align 8
  store ptr %771, ptr %68, align 8
  store ptr %772, ptr %69, align 8
  store i32 %774, ptr %70, align 4
  store i64 %775, ptr %71, align 8
  %776 = load ptr, ptr %69, align 8
  %777 = getelementptr inbounds i8, ptr %776, i64 -32
  store ptr %777, ptr %72, align 8
  %778 = load ptr, ptr %68, align 8
  %779 = load i64, ptr %67, align 8
  %780 = getelementptr inbounds i8, ptr %778, i64 %779
  store ptr %780, ptr %73, align 8
  %781 = load ptr, ptr %73, align 8
  %782 = load ptr, ptr %72, align 8
  %783 = icmp ule ptr %781, %782
  br i1 %783, label %784, label %857

784:                                              ; preds = %762
  %785 = load ptr, ptr %66, align 8
  %786 = getelementptr inbounds %struct.SeqStore_t, ptr %785, i32 0, i32 3
  %787 = load ptr, ptr %786, align 8
  %788 = load ptr, ptr %68, align 8
  call void @ZSTD_copy16(ptr noundef %787, ptr noundef %788)
  %789 = load i64, ptr %67, align 8
  %790 = icmp ugt i64 %789, 16
  br i1 %790, label %791, label %856

791:                                              ; preds = %784
  %792 = load ptr, ptr %66, align 8
  %793 = getelementptr inbounds %struct.SeqStore_t, ptr %792, i32 0, i32 3
  %794 = load ptr, ptr %793, align 8
  %795 = getelementptr inbounds i8, ptr %794, i64 16
  %796 = load ptr, ptr %68, align 8
  %797 = getelementptr inbounds i8, ptr %796, i64 16
  %798 = load i64, ptr %67, align 8
  %799 = sub nsw i64 %798, 16
  store ptr %795, ptr %42, align 8
  store ptr %797, ptr %43, align 8
  store i64 %799, ptr %44, align 8
  store i32 0, ptr %45, align 4
  %800 = load ptr, ptr %42, align 8
  %801 = load ptr, ptr %43, align 8
  %802 = ptrtoint ptr %800 to i64
  %803 = ptrtoint ptr %801 to i64
  %804 = sub i64 %802, %803
  store i64 %804, ptr %46, align 8
  %805 = load ptr, ptr %43, align 8
  store ptr %805, ptr %47, align 8
  %806 = load ptr, ptr %42, align 8
  store ptr %806, ptr %48, align 8
  %807 = load ptr, ptr %48, align 8
  %808 = load i64, ptr %44, align 8
  %809 = getelementptr inbounds i8, ptr %807, i64 %808
  store ptr %809, ptr %49, align 8
  %810 = load i32, ptr %45, align 4
  %811 = icmp eq i32 %810, 1
  br i1 %811, label %812, label %827

812:                                              ; preds = %791
  %813 = load i64, ptr %46, align 8
  %814 = icmp slt i64 %813, 16
  br i1 %814, label %815, label %827

815:                                              ; preds = %812
  br label %816

816:                                              ; preds = %816, %815
  %817 = load ptr, ptr %48, align 8
  %818 = load ptr, ptr %47, align 8
  call void @ZSTD_copy8(ptr noundef %817, ptr noundef %818)
  %819 = load ptr, ptr %48, align 8
  %820 = getelementptr inbounds i8, ptr %819, i64 8
  store ptr %820, ptr %48, align 8
  %821 = load ptr, ptr %47, align 8
  %822 = getelementptr inbounds i8, ptr %821, i64 8
  store ptr %822, ptr %47, align 8
  %823 = load ptr, ptr %48, align 8
  %824 = load ptr, ptr %49, align 8
  %825 = icmp ult ptr %823, %824
  br i1 %825, label %816, label %826, !llvm.loop !13

826:                                              ; preds = %816
  br label %855

827:                                              ; preds = %812, %791
  %828 = load ptr, ptr %48, align 8
  %829 = load ptr, ptr %47, align 8
  call void @ZSTD_copy16(ptr noundef %828, ptr noundef %829)
  %830 = load i64, ptr %44, align 8
  %831 = icmp sge i64 16, %830
  br i1 %831, label %832, label %833

832:                                              ; preds = %827
  br label %855

833:                                              ; preds = %827
  %834 = load ptr, ptr %48, align 8
  %835 = getelementptr inbounds i8, ptr %834, i64 16
  store ptr %835, ptr %48, align 8
  %836 = load ptr, ptr %47, align 8
  %837 = getelementptr inbounds i8, ptr %836, i64 16
  store ptr %837, ptr %47, align 8
  br label %838

838:                                              ; preds = %838, %833
  %839 = load ptr, ptr %48, align 8
  %840 = load ptr, ptr %47, align 8
  call void @ZSTD_copy16(ptr noundef %839, ptr noundef %840)
  %841 = load ptr, ptr %48, align 8
  %842 = getelementptr inbounds i8, ptr %841, i64 16
  store ptr %842, ptr %48, align 8
  %843 = load ptr, ptr %47, align 8
  %844 = getelementptr inbounds i8, ptr %843, i64 16
  store ptr %844, ptr %47, align 8
  %845 = load ptr, ptr %48, align 8
  %846 = load ptr, ptr %47, align 8
  call void @ZSTD_copy16(ptr noundef %845, ptr noundef %846)
  %847 = load ptr, ptr %48, align 8
  %848 = getelementptr inbounds i8, ptr %847, i64 16
  store ptr %848, ptr %48, align 8
  %849 = load ptr, ptr %47, align 8
  %850 = getelementptr inbounds i8, ptr %849, i64 16
  store ptr %850, ptr %47, align 8
  %851 = load ptr, ptr %48, align 8
  %852 = load ptr, ptr %49, align 8
  %853 = icmp ult ptr %851, %852
  br i1 %853, label %838, label %854, !llvm.loop !14

854:                                              ; preds = %838
  br label %855

855:                                              ; preds = %854, %832, %826
  br label %856

856:                                              ; preds = %855, %784
  br label %864

857:                                              ; preds = %762
  %858 = load ptr, ptr %66, align 8
  %859 = getelementptr inbounds %struct.SeqStore_t, ptr %858, i32 0, i32 3
  %860 = load ptr, ptr %859, align 8
  %861 = load ptr, ptr %68, align 8
  %862 = load ptr, ptr %73, align 8
  %863 = load ptr, ptr %72, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %860, ptr noundef %861, ptr noundef %862, ptr noundef %863)
  br label %864

864:                                              ; preds = %857, %856
  %865 = load i64, ptr %67, align 8
  %866 = load ptr, ptr %66, align 8
  %867 = getelementptr inbounds %struct.SeqStore_t, ptr %866, i32 0, i32 3
  %868 = load ptr, ptr %867, align 8
  %869 = getelementptr inbounds i8, ptr %868, i64 %865
  store ptr %869, ptr %867, align 8
  %870 = load ptr, ptr %66, align 8
  %871 = load i64, ptr %67, align 8
  %872 = load i32, ptr %70, align 4
  %873 = load i64, ptr %71, align 8
  store ptr %870, ptr %16, align 8
  store i64 %871, ptr %17, align 8
  store i32 %872, ptr %18, align 4
  store i64 %873, ptr %19, align 8
  %874 = load i64, ptr %17, align 8
  %875 = icmp ugt i64 %874, 65535
  %876 = zext i1 %875 to i32
  %877 = sext i32 %876 to i64
  br i1 %875, label %878, label %893

878:                                              ; preds = %864
  %879 = load ptr, ptr %16, align 8
  %880 = getelementptr inbounds %struct.SeqStore_t, ptr %879, i32 0, i32 9
  store i32 1, ptr %880, align 8
  %881 = load ptr, ptr %16, align 8
  %882 = getelementptr inbounds %struct.SeqStore_t, ptr %881, i32 0, i32 1
  %883 = load ptr, ptr %882, align 8
  %884 = load ptr, ptr %16, align 8
  %885 = load ptr, ptr %884, align 8
  %886 = ptrtoint ptr %883 to i64
  %887 = ptrtoint ptr %885 to i64
  %888 = sub i64 %886, %887
  %889 = sdiv exact i64 %888, 8
  %890 = trunc i64 %889 to i32
  %891 = load ptr, ptr %16, align 8
  %892 = getelementptr inbounds %struct.SeqStore_t, ptr %891, i32 0, i32 10
  store i32 %890, ptr %892, align 4
  br label %893

893:                                              ; preds = %878, %864
  %894 = load i64, ptr %17, align 8
  %895 = trunc i64 %894 to i16
  %896 = load ptr, ptr %16, align 8
  %897 = getelementptr inbounds %struct.SeqStore_t, ptr %896, i32 0, i32 1
  %898 = load ptr, ptr %897, align 8
  %899 = getelementptr inbounds %struct.SeqDef_s, ptr %898, i32 0, i32 1
  store i16 %895, ptr %899, align 4
  %900 = load i32, ptr %18, align 4
  %901 = load ptr, ptr %16, align 8
  %902 = getelementptr inbounds %struct.SeqStore_t, ptr %901, i32 0, i32 1
  %903 = load ptr, ptr %902, align 8
  store i32 %900, ptr %903, align 4
  %904 = load i64, ptr %19, align 8
  %905 = sub i64 %904, 3
  store i64 %905, ptr %20, align 8
  %906 = load i64, ptr %20, align 8
  %907 = icmp ugt i64 %906, 65535
  %908 = zext i1 %907 to i32
  %909 = sext i32 %908 to i64
  br i1 %907, label %910, label %925

910:                                              ; preds = %893
  %911 = load ptr, ptr %16, align 8
  %912 = getelementptr inbounds %struct.SeqStore_t, ptr %911, i32 0, i32 9
  store i32 2, ptr %912, align 8
  %913 = load ptr, ptr %16, align 8
  %914 = getelementptr inbounds %struct.SeqStore_t, ptr %913, i32 0, i32 1
  %915 = load ptr, ptr %914, align 8
  %916 = load ptr, ptr %16, align 8
  %917 = load ptr, ptr %916, align 8
  %918 = ptrtoint ptr %915 to i64
  %919 = ptrtoint ptr %917 to i64
  %920 = sub i64 %918, %919
  %921 = sdiv exact i64 %920, 8
  %922 = trunc i64 %921 to i32
  %923 = load ptr, ptr %16, align 8
  %924 = getelementptr inbounds %struct.SeqStore_t, ptr %923, i32 0, i32 10
  store i32 %922, ptr %924, align 4
  br label %925

925:                                              ; preds = %910, %893
  %926 = load i64, ptr %20, align 8
  %927 = trunc i64 %926 to i16
  %928 = load ptr, ptr %16, align 8
  %929 = getelementptr inbounds %struct.SeqStore_t, ptr %928, i32 0, i32 1
  %930 = load ptr, ptr %929, align 8
  %931 = getelementptr inbounds %struct.SeqDef_s, ptr %930, i32 0, i32 2
  store i16 %927, ptr %931, align 2
  %932 = load ptr, ptr %16, align 8
  %933 = getelementptr inbounds %struct.SeqStore_t, ptr %932, i32 0, i32 1
  %934 = load ptr, ptr %933, align 8
  %935 = getelementptr inbounds %struct.SeqDef_s, ptr %934, i32 1
  store ptr %935, ptr %933, align 8
  br label %1202

936:                                              ; preds = %713
  br label %937

937:                                              ; preds = %936, %707, %697
  br label %938

938:                                              ; preds = %937, %694
  %939 = load ptr, ptr %131, align 8
  %940 = load ptr, ptr %166, align 8
  %941 = load i32, ptr %161, align 4
  %942 = load i32, ptr %134, align 4
  %943 = call i32 @ZSTD_match4Found_cmov(ptr noundef %939, ptr noundef %940, i32 noundef %941, i32 noundef %942)
  %944 = icmp ne i32 %943, 0
  br i1 %944, label %945, label %1163

945:                                              ; preds = %938
  %946 = load ptr, ptr %131, align 8
  %947 = load ptr, ptr %166, align 8
  %948 = ptrtoint ptr %946 to i64
  %949 = ptrtoint ptr %947 to i64
  %950 = sub i64 %948, %949
  %951 = trunc i64 %950 to i32
  store i32 %951, ptr %175, align 4
  %952 = load ptr, ptr %131, align 8
  %953 = getelementptr inbounds i8, ptr %952, i64 4
  %954 = load ptr, ptr %166, align 8
  %955 = getelementptr inbounds i8, ptr %954, i64 4
  %956 = load ptr, ptr %136, align 8
  %957 = call i64 @ZSTD_count(ptr noundef %953, ptr noundef %955, ptr noundef %956)
  %958 = add i64 %957, 4
  store i64 %958, ptr %156, align 8
  br label %959

959:                                              ; preds = %982, %945
  %960 = load ptr, ptr %131, align 8
  %961 = load ptr, ptr %133, align 8
  %962 = icmp ugt ptr %960, %961
  %963 = zext i1 %962 to i32
  %964 = load ptr, ptr %166, align 8
  %965 = load ptr, ptr %135, align 8
  %966 = icmp ugt ptr %964, %965
  %967 = zext i1 %966 to i32
  %968 = and i32 %963, %967
  %969 = icmp ne i32 %968, 0
  br i1 %969, label %970, label %980

970:                                              ; preds = %959
  %971 = load ptr, ptr %131, align 8
  %972 = getelementptr inbounds i8, ptr %971, i64 -1
  %973 = load i8, ptr %972, align 1
  %974 = zext i8 %973 to i32
  %975 = load ptr, ptr %166, align 8
  %976 = getelementptr inbounds i8, ptr %975, i64 -1
  %977 = load i8, ptr %976, align 1
  %978 = zext i8 %977 to i32
  %979 = icmp eq i32 %974, %978
  br label %980

980:                                              ; preds = %970, %959
  %981 = phi i1 [ false, %959 ], [ %979, %970 ]
  br i1 %981, label %982, label %989

982:                                              ; preds = %980
  %983 = load ptr, ptr %131, align 8
  %984 = getelementptr inbounds i8, ptr %983, i32 -1
  store ptr %984, ptr %131, align 8
  %985 = load ptr, ptr %166, align 8
  %986 = getelementptr inbounds i8, ptr %985, i32 -1
  store ptr %986, ptr %166, align 8
  %987 = load i64, ptr %156, align 8
  %988 = add i64 %987, 1
  store i64 %988, ptr %156, align 8
  br label %959, !llvm.loop !18

989:                                              ; preds = %980
  %990 = load i32, ptr %138, align 4
  store i32 %990, ptr %139, align 4
  %991 = load i32, ptr %175, align 4
  store i32 %991, ptr %138, align 4
  %992 = load ptr, ptr %119, align 8
  %993 = load ptr, ptr %131, align 8
  %994 = load ptr, ptr %133, align 8
  %995 = ptrtoint ptr %993 to i64
  %996 = ptrtoint ptr %994 to i64
  %997 = sub i64 %995, %996
  %998 = load ptr, ptr %133, align 8
  %999 = load ptr, ptr %136, align 8
  %1000 = load i32, ptr %175, align 4
  %1001 = add i32 %1000, 3
  %1002 = load i64, ptr %156, align 8
  store ptr %992, ptr %74, align 8
  store i64 %997, ptr %75, align 8
  store ptr %998, ptr %76, align 8
  store ptr %999, ptr %77, align 8
  store i32 %1001, ptr %78, align 4
  store i64 %1002, ptr %79, align 8
  %1003 = load ptr, ptr %77, align 8
  %1004 = getelementptr inbounds i8, ptr %1003, i64 -32
  store ptr %1004, ptr %80, align 8
  %1005 = load ptr, ptr %76, align 8
  %1006 = load i64, ptr %75, align 8
  %1007 = getelementptr inbounds i8, ptr %1005, i64 %1006
  store ptr %1007, ptr %81, align 8
  %1008 = load ptr, ptr %81, align 8
  %1009 = load ptr, ptr %80, align 8
  %1010 = icmp ule ptr %1008, %1009
  br i1 %1010, label %1011, label %1084

1011:                                             ; preds = %989
  %1012 = load ptr, ptr %74, align 8
  %1013 = getelementptr inbounds %struct.SeqStore_t, ptr %1012, i32 0, i32 3
  %1014 = load ptr, ptr %1013, align 8
  %1015 = load ptr, ptr %76, align 8
  call void @ZSTD_copy16(ptr noundef %1014, ptr noundef %1015)
  %1016 = load i64, ptr %75, align 8
  %1017 = icmp ugt i64 %1016, 16
  br i1 %1017, label %1018, label %1083

1018:                                             ; preds = %1011
  %1019 = load ptr, ptr %74, align 8
  %1020 = getelementptr inbounds %struct.SeqStore_t, ptr %1019, i32 0, i32 3
  %1021 = load ptr, ptr %1020, align 8
  %1022 = getelementptr inbounds i8, ptr %1021, i64 16
  %1023 = load ptr, ptr %76, align 8
  %1024 = getelementptr inbounds i8, ptr %1023, i64 16
  %1025 = load i64, ptr %75, align 8
  %1026 = sub nsw i64 %1025, 16
  store ptr %1022, ptr %34, align 8
  store ptr %1024, ptr %35, align 8
  store i64 %1026, ptr %36, align 8
  store i32 0, ptr %37, align 4
  %1027 = load ptr, ptr %34, align 8
  %1028 = load ptr, ptr %35, align 8
  %1029 = ptrtoint ptr %1027 to i64
  %1030 = ptrtoint ptr %1028 to i64
  %1031 = sub i64 %1029, %1030
  store i64 %1031, ptr %38, align 8
  %1032 = load ptr, ptr %35, align 8
  store ptr %1032, ptr %39, align 8
  %1033 = load ptr, ptr %34, align 8
  store ptr %1033, ptr %40, align 8
  %1034 = load ptr, ptr %40, align 8
  %1035 = load i64, ptr %36, align 8
  %1036 = getelementptr inbounds i8, ptr %1034, i64 %1035
  store ptr %1036, ptr %41, align 8
  %1037 = load i32, ptr %37, align 4
  %1038 = icmp eq i32 %1037, 1
  br i1 %1038, label %1039, label %1054

1039:                                             ; preds = %1018
  %1040 = load i64, ptr %38, align 8
  %1041 = icmp slt i64 %1040, 16
  br i1 %1041, label %1042, label %1054

1042:                                             ; preds = %1039
  br label %1043

1043:                                             ; preds = %1043, %1042
  %1044 = load ptr, ptr %40, align 8
  %1045 = load ptr, ptr %39, align 8
  call void @ZSTD_copy8(ptr noundef %1044, ptr noundef %1045)
  %1046 = load ptr, ptr %40, align 8
  %1047 = getelementptr inbounds i8, ptr %1046, i64 8
  store ptr %1047, ptr %40, align 8
  %1048 = load ptr, ptr %39, align 8
  %1049 = getelementptr inbounds i8, ptr %1048, i64 8
  store ptr %1049, ptr %39, align 8
  %1050 = load ptr, ptr %40, align 8
  %1051 = load ptr, ptr %41, align 8
  %1052 = icmp ult ptr %1050, %1051
  br i1 %1052, label %1043, label %1053, !llvm.loop !13

1053:                                             ; preds = %1043
  br label %1082

1054:                                             ; preds = %1039, %1018
  %1055 = load ptr, ptr %40, align 8
  %1056 = load ptr, ptr %39, align 8
  call void @ZSTD_copy16(ptr noundef %1055, ptr noundef %1056)
  %1057 = load i64, ptr %36, align 8
  %1058 = icmp sge i64 16, %1057
  br i1 %1058, label %1059, label %1060

1059:                                             ; preds = %1054
  br label %1082

1060:                                             ; preds = %1054
  %1061 = load ptr, ptr %40, align 8
  %1062 = getelementptr inbounds i8, ptr %1061, i64 16
  store ptr %1062, ptr %40, align 8
  %1063 = load ptr, ptr %39, align 8
  %1064 = getelementptr inbounds i8, ptr %1063, i64 16
  store ptr %1064, ptr %39, align 8
  br label %1065

1065:                                             ; preds = %1065, %1060
  %1066 = load ptr, ptr %40, align 8
  %1067 = load ptr, ptr %39, align 8
  call void @ZSTD_copy16(ptr noundef %1066, ptr noundef %1067)
  %1068 = load ptr, ptr %40, align 8
  %1069 = getelementptr inbounds i8, ptr %1068, i64 16
  store ptr %1069, ptr %40, align 8
  %1070 = load ptr, ptr %39, align 8
  %1071 = getelementptr inbounds i8, ptr %1070, i64 16
  store ptr %1071, ptr %39, align 8
  %1072 = load ptr, ptr %40, align 8
  %1073 = load ptr, ptr %39, align 8
  call void @ZSTD_copy16(ptr noundef %1072, ptr noundef %1073)
  %1074 = load ptr, ptr %40, align 8
  %1075 = getelementptr inbounds i8, ptr %1074, i64 16
  store ptr %1075, ptr %40, align 8
  %1076 = load ptr, ptr %39, align 8
  %1077 = getelementptr inbounds i8, ptr %1076, i64 16
  store ptr %1077, ptr %39, align 8
  %1078 = load ptr, ptr %40, align 8
  %1079 = load ptr, ptr %41, align 8
  %1080 = icmp ult ptr %1078, %1079
  br i1 %1080, label %1065, label %1081, !llvm.loop !14

1081:                                             ; preds = %1065
  br label %1082

1082:                                             ; preds = %1081, %1059, %1053
  br label %1083

1083:                                             ; preds = %1082, %1011
  br label %1091

1084:                                             ; preds = %989
  %1085 = load ptr, ptr %74, align 8
  %1086 = getelementptr inbounds %struct.SeqStore_t, ptr %1085, i32 0, i32 3
  %1087 = load ptr, ptr %1086, align 8
  %1088 = load ptr, ptr %76, align 8
  %1089 = load ptr, ptr %81, align 8
  %1090 = load ptr, ptr %80, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1087, ptr noundef %1088, ptr noundef %1089, ptr noundef %1090)
  br label %1091

1091:                                             ; preds = %1084, %1083
  %1092 = load i64, ptr %75, align 8
  %1093 = load ptr, ptr %74, align 8
  %1094 = getelementptr inbounds %struct.SeqStore_t, ptr %1093, i32 0, i32 3
  %1095 = load ptr, ptr %1094, align 8
  %1096 = getelementptr inbounds i8, ptr %1095, i64 %1092
  store ptr %1096, ptr %1094, align 8
  %1097 = load ptr, ptr %74, align 8
  %1098 = load i64, ptr %75, align 8
  %1099 = load i32, ptr %78, align 4
  %1100 = load i64, ptr %79, align 8
  store ptr %1097, ptr %11, align 8
  store i64 %1098, ptr %12, align 8
  store i32 %1099, ptr %13, align 4
  store i64 %1100, ptr %14, align 8
  %1101 = load i64, ptr %12, align 8
  %1102 = icmp ugt i64 %1101, 65535
  %1103 = zext i1 %1102 to i32
  %1104 = sext i32 %1103 to i64
  br i1 %1102, label %1105, label %1120

1105:                                             ; preds = %1091
  %1106 = load ptr, ptr %11, align 8
  %1107 = getelementptr inbounds %struct.SeqStore_t, ptr %1106, i32 0, i32 9
  store i32 1, ptr %1107, align 8
  %1108 = load ptr, ptr %11, align 8
  %1109 = getelementptr inbounds %struct.SeqStore_t, ptr %1108, i32 0, i32 1
  %1110 = load ptr, ptr %1109, align 8
  %1111 = load ptr, ptr %11, align 8
  %1112 = load ptr, ptr %1111, align 8
  %1113 = ptrtoint ptr %1110 to i64
  %1114 = ptrtoint ptr %1112 to i64
  %1115 = sub i64 %1113, %1114
  %1116 = sdiv exact i64 %1115, 8
  %1117 = trunc i64 %1116 to i32
  %1118 = load ptr, ptr %11, align 8
  %1119 = getelementptr inbounds %struct.SeqStore_t, ptr %1118, i32 0, i32 10
  store i32 %1117, ptr %1119, align 4
  br label %1120

1120:                                             ; preds = %1105, %1091
  %1121 = load i64, ptr %12, align 8
  %1122 = trunc i64 %1121 to i16
  %1123 = load ptr, ptr %11, align 8
  %1124 = getelementptr inbounds %struct.SeqStore_t, ptr %1123, i32 0, i32 1
  %1125 = load ptr, ptr %1124, align 8
  %1126 = getelementptr inbounds %struct.SeqDef_s, ptr %1125, i32 0, i32 1
  store i16 %1122, ptr %1126, align 4
  %1127 = load i32, ptr %13, align 4
  %1128 = load ptr, ptr %11, align 8
  %1129 = getelementptr inbounds %struct.SeqStore_t, ptr %1128, i32 0, i32 1
  %1130 = load ptr, ptr %1129, align 8
  store i32 %1127, ptr %1130, align 4
  %1131 = load i64, ptr %14, align 8
  %1132 = sub i64 %1131, 3
  store i64 %1132, ptr %15, align 8
  %1133 = load i64, ptr %15, align 8
  %1134 = icmp ugt i64 %1133, 65535
  %1135 = zext i1 %1134 to i32
  %1136 = sext i32 %1135 to i64
  br i1 %1134, label %1137, label %1152

1137:                                             ; preds = %1120
  %1138 = load ptr, ptr %11, align 8
  %1139 = getelementptr inbounds %struct.SeqStore_t, ptr %1138, i32 0, i32 9
  store i32 2, ptr %1139, align 8
  %1140 = load ptr, ptr %11, align 8
  %1141 = getelementptr inbounds %struct.SeqStore_t, ptr %1140, i32 0, i32 1
  %1142 = load ptr, ptr %1141, align 8
  %1143 = load ptr, ptr %11, align 8
  %1144 = load ptr, ptr %1143, align 8
  %1145 = ptrtoint ptr %1142 to i64
  %1146 = ptrtoint ptr %1144 to i64
  %1147 = sub i64 %1145, %1146
  %1148 = sdiv exact i64 %1147, 8
  %1149 = trunc i64 %1148 to i32
  %1150 = load ptr, ptr %11, align 8
  %1151 = getelementptr inbounds %struct.SeqStore_t, ptr %1150, i32 0, i32 10
  store i32 %1149, ptr %1151, align 4
  br label %1152

1152:                                             ; preds = %1137, %1120
  %1153 = load i64, ptr %15, align 8
  %1154 = trunc i64 %1153 to i16
  %1155 = load ptr, ptr %11, align 8
  %1156 = getelementptr inbounds %struct.SeqStore_t, ptr %1155, i32 0, i32 1
  %1157 = load ptr, ptr %1156, align 8
  %1158 = getelementptr inbounds %struct.SeqDef_s, ptr %1157, i32 0, i32 2
  store i16 %1154, ptr %1158, align 2
  %1159 = load ptr, ptr %11, align 8
  %1160 = getelementptr inbounds %struct.SeqStore_t, ptr %1159, i32 0, i32 1
  %1161 = load ptr, ptr %1160, align 8
  %1162 = getelementptr inbounds %struct.SeqDef_s, ptr %1161, i32 1
  store ptr %1162, ptr %1160, align 8
  br label %1202

1163:                                             ; preds = %938
  %1164 = load ptr, ptr %142, align 8
  %1165 = load i64, ptr %170, align 8
  %1166 = lshr i64 %1165, 8
  %1167 = getelementptr inbounds i32, ptr %1164, i64 %1166
  %1168 = load i32, ptr %1167, align 4
  store i32 %1168, ptr %159, align 4
  %1169 = load i32, ptr %159, align 4
  %1170 = zext i32 %1169 to i64
  %1171 = load i64, ptr %170, align 8
  %1172 = call i32 @ZSTD_comparePackedTags(i64 noundef %1170, i64 noundef %1171)
  store i32 %1172, ptr %160, align 4
  %1173 = load ptr, ptr %126, align 8
  %1174 = load i64, ptr %169, align 8
  %1175 = getelementptr inbounds i32, ptr %1173, i64 %1174
  %1176 = load i32, ptr %1175, align 4
  store i32 %1176, ptr %161, align 4
  %1177 = load ptr, ptr %132, align 8
  %1178 = load ptr, ptr %165, align 8
  %1179 = icmp uge ptr %1177, %1178
  br i1 %1179, label %1180, label %1185

1180:                                             ; preds = %1163
  %1181 = load i64, ptr %163, align 8
  %1182 = add i64 %1181, 1
  store i64 %1182, ptr %163, align 8
  %1183 = load ptr, ptr %165, align 8
  %1184 = getelementptr inbounds i8, ptr %1183, i64 256
  store ptr %1184, ptr %165, align 8
  br label %1185

1185:                                             ; preds = %1180, %1163
  %1186 = load ptr, ptr %132, align 8
  store ptr %1186, ptr %131, align 8
  %1187 = load ptr, ptr %132, align 8
  %1188 = load i64, ptr %163, align 8
  %1189 = getelementptr inbounds i8, ptr %1187, i64 %1188
  store ptr %1189, ptr %132, align 8
  %1190 = load ptr, ptr %132, align 8
  %1191 = load ptr, ptr %137, align 8
  %1192 = icmp ugt ptr %1190, %1191
  br i1 %1192, label %1193, label %1194

1193:                                             ; preds = %1185
  br label %1554

1194:                                             ; preds = %1185
  %1195 = load ptr, ptr %131, align 8
  %1196 = load ptr, ptr %129, align 8
  %1197 = ptrtoint ptr %1195 to i64
  %1198 = ptrtoint ptr %1196 to i64
  %1199 = sub i64 %1197, %1198
  %1200 = trunc i64 %1199 to i32
  store i32 %1200, ptr %162, align 4
  %1201 = load i64, ptr %169, align 8
  store i64 %1201, ptr %157, align 8
  br label %408

1202:                                             ; preds = %1152, %925, %683
  %1203 = load i64, ptr %156, align 8
  %1204 = load ptr, ptr %131, align 8
  %1205 = getelementptr inbounds i8, ptr %1204, i64 %1203
  store ptr %1205, ptr %131, align 8
  %1206 = load ptr, ptr %131, align 8
  store ptr %1206, ptr %133, align 8
  %1207 = load ptr, ptr %131, align 8
  %1208 = load ptr, ptr %137, align 8
  %1209 = icmp ule ptr %1207, %1208
  br i1 %1209, label %1210, label %1548

1210:                                             ; preds = %1202
  %1211 = load i32, ptr %162, align 4
  %1212 = add i32 %1211, 2
  %1213 = load ptr, ptr %126, align 8
  %1214 = load ptr, ptr %129, align 8
  %1215 = load i32, ptr %162, align 4
  %1216 = zext i32 %1215 to i64
  %1217 = getelementptr inbounds i8, ptr %1214, i64 %1216
  %1218 = getelementptr inbounds i8, ptr %1217, i64 2
  %1219 = load i32, ptr %127, align 4
  %1220 = load i32, ptr %123, align 4
  store ptr %1218, ptr %107, align 8
  store i32 %1219, ptr %108, align 4
  store i32 %1220, ptr %109, align 4
  %1221 = load i32, ptr %109, align 4
  switch i32 %1221, label %1222 [
    i32 4, label %1223
    i32 5, label %1227
    i32 6, label %1231
    i32 7, label %1235
    i32 8, label %1239
  ]

1222:                                             ; preds = %1210
  br label %1223

1223:                                             ; preds = %1222, %1210
  %1224 = load ptr, ptr %107, align 8
  %1225 = load i32, ptr %108, align 4
  %1226 = call i64 @ZSTD_hash4Ptr(ptr noundef %1224, i32 noundef %1225)
  store i64 %1226, ptr %106, align 8
  br label %1243

1227:                                             ; preds = %1210
  %1228 = load ptr, ptr %107, align 8
  %1229 = load i32, ptr %108, align 4
  %1230 = call i64 @ZSTD_hash5Ptr(ptr noundef %1228, i32 noundef %1229)
  store i64 %1230, ptr %106, align 8
  br label %1243

1231:                                             ; preds = %1210
  %1232 = load ptr, ptr %107, align 8
  %1233 = load i32, ptr %108, align 4
  %1234 = call i64 @ZSTD_hash6Ptr(ptr noundef %1232, i32 noundef %1233)
  store i64 %1234, ptr %106, align 8
  br label %1243

1235:                                             ; preds = %1210
  %1236 = load ptr, ptr %107, align 8
  %1237 = load i32, ptr %108, align 4
  %1238 = call i64 @ZSTD_hash7Ptr(ptr noundef %1236, i32 noundef %1237)
  store i64 %1238, ptr %106, align 8
  br label %1243

1239:                                             ; preds = %1210
  %1240 = load ptr, ptr %107, align 8
  %1241 = load i32, ptr %108, align 4
  %1242 = call i64 @ZSTD_hash8Ptr(ptr noundef %1240, i32 noundef %1241)
  store i64 %1242, ptr %106, align 8
  br label %1243

1243:                                             ; preds = %1239, %1235, %1231, %1227, %1223
  %1244 = load i64, ptr %106, align 8
  %1245 = getelementptr inbounds i32, ptr %1213, i64 %1244
  store i32 %1212, ptr %1245, align 4
  %1246 = load ptr, ptr %131, align 8
  %1247 = getelementptr inbounds i8, ptr %1246, i64 -2
  %1248 = load ptr, ptr %129, align 8
  %1249 = ptrtoint ptr %1247 to i64
  %1250 = ptrtoint ptr %1248 to i64
  %1251 = sub i64 %1249, %1250
  %1252 = trunc i64 %1251 to i32
  %1253 = load ptr, ptr %126, align 8
  %1254 = load ptr, ptr %131, align 8
  %1255 = getelementptr inbounds i8, ptr %1254, i64 -2
  %1256 = load i32, ptr %127, align 4
  %1257 = load i32, ptr %123, align 4
  store ptr %1255, ptr %111, align 8
  store i32 %1256, ptr %112, align 4
  store i32 %1257, ptr %113, align 4
  %1258 = load i32, ptr %113, align 4
  switch i32 %1258, label %1259 [
    i32 4, label %1260
    i32 5, label %1264
    i32 6, label %1268
    i32 7, label %1272
    i32 8, label %1276
  ]

1259:                                             ; preds = %1243
  br label %1260

1260:                                             ; preds = %1259, %1243
  %1261 = load ptr, ptr %111, align 8
  %1262 = load i32, ptr %112, align 4
  %1263 = call i64 @ZSTD_hash4Ptr(ptr noundef %1261, i32 noundef %1262)
  store i64 %1263, ptr %110, align 8
  br label %1280

1264:                                             ; preds = %1243
  %1265 = load ptr, ptr %111, align 8
  %1266 = load i32, ptr %112, align 4
  %1267 = call i64 @ZSTD_hash5Ptr(ptr noundef %1265, i32 noundef %1266)
  store i64 %1267, ptr %110, align 8
  br label %1280

1268:                                             ; preds = %1243
  %1269 = load ptr, ptr %111, align 8
  %1270 = load i32, ptr %112, align 4
  %1271 = call i64 @ZSTD_hash6Ptr(ptr noundef %1269, i32 noundef %1270)
  store i64 %1271, ptr %110, align 8
  br label %1280

1272:                                             ; preds = %1243
  %1273 = load ptr, ptr %111, align 8
  %1274 = load i32, ptr %112, align 4
  %1275 = call i64 @ZSTD_hash7Ptr(ptr noundef %1273, i32 noundef %1274)
  store i64 %1275, ptr %110, align 8
  br label %1280

1276:                                             ; preds = %1243
  %1277 = load ptr, ptr %111, align 8
  %1278 = load i32, ptr %112, align 4
  %1279 = call i64 @ZSTD_hash8Ptr(ptr noundef %1277, i32 noundef %1278)
  store i64 %1279, ptr %110, align 8
  br label %1280

1280:                                             ; preds = %1276, %1272, %1268, %1264, %1260
  %1281 = load i64, ptr %110, align 8
  %1282 = getelementptr inbounds i32, ptr %1253, i64 %1281
  store i32 %1252, ptr %1282, align 4
  br label %1283

1283:                                             ; preds = %1539, %1280
  %1284 = load ptr, ptr %131, align 8
  %1285 = load ptr, ptr %137, align 8
  %1286 = icmp ule ptr %1284, %1285
  br i1 %1286, label %1287, label %1547

1287:                                             ; preds = %1283
  %1288 = load ptr, ptr %131, align 8
  %1289 = load ptr, ptr %129, align 8
  %1290 = ptrtoint ptr %1288 to i64
  %1291 = ptrtoint ptr %1289 to i64
  %1292 = sub i64 %1290, %1291
  %1293 = trunc i64 %1292 to i32
  store i32 %1293, ptr %176, align 4
  %1294 = load i32, ptr %176, align 4
  %1295 = load i32, ptr %139, align 4
  %1296 = sub i32 %1294, %1295
  store i32 %1296, ptr %177, align 4
  %1297 = load i32, ptr %177, align 4
  %1298 = load i32, ptr %134, align 4
  %1299 = icmp ult i32 %1297, %1298
  br i1 %1299, label %1300, label %1309

1300:                                             ; preds = %1287
  %1301 = load ptr, ptr %144, align 8
  %1302 = load i32, ptr %147, align 4
  %1303 = zext i32 %1302 to i64
  %1304 = sub i64 0, %1303
  %1305 = getelementptr inbounds i8, ptr %1301, i64 %1304
  %1306 = load i32, ptr %177, align 4
  %1307 = zext i32 %1306 to i64
  %1308 = getelementptr inbounds i8, ptr %1305, i64 %1307
  br label %1314

1309:                                             ; preds = %1287
  %1310 = load ptr, ptr %129, align 8
  %1311 = load i32, ptr %177, align 4
  %1312 = zext i32 %1311 to i64
  %1313 = getelementptr inbounds i8, ptr %1310, i64 %1312
  br label %1314

1314:                                             ; preds = %1309, %1300
  %1315 = phi ptr [ %1308, %1300 ], [ %1313, %1309 ]
  store ptr %1315, ptr %178, align 8
  %1316 = load i32, ptr %134, align 4
  %1317 = load i32, ptr %177, align 4
  %1318 = call i32 @ZSTD_index_overlap_check(i32 noundef %1316, i32 noundef %1317)
  %1319 = icmp ne i32 %1318, 0
  br i1 %1319, label %1320, label %1546

1320:                                             ; preds = %1314
  %1321 = load ptr, ptr %178, align 8
  %1322 = call i32 @MEM_read32(ptr noundef %1321)
  %1323 = load ptr, ptr %131, align 8
  %1324 = call i32 @MEM_read32(ptr noundef %1323)
  %1325 = icmp eq i32 %1322, %1324
  br i1 %1325, label %1326, label %1546

1326:                                             ; preds = %1320
  %1327 = load i32, ptr %177, align 4
  %1328 = load i32, ptr %134, align 4
  %1329 = icmp ult i32 %1327, %1328
  br i1 %1329, label %1330, label %1332

1330:                                             ; preds = %1326
  %1331 = load ptr, ptr %146, align 8
  br label %1334

1332:                                             ; preds = %1326
  %1333 = load ptr, ptr %136, align 8
  br label %1334

1334:                                             ; preds = %1332, %1330
  %1335 = phi ptr [ %1331, %1330 ], [ %1333, %1332 ]
  store ptr %1335, ptr %179, align 8
  %1336 = load ptr, ptr %131, align 8
  %1337 = getelementptr inbounds i8, ptr %1336, i64 4
  %1338 = load ptr, ptr %178, align 8
  %1339 = getelementptr inbounds i8, ptr %1338, i64 4
  %1340 = load ptr, ptr %136, align 8
  %1341 = load ptr, ptr %179, align 8
  %1342 = load ptr, ptr %135, align 8
  %1343 = call i64 @ZSTD_count_2segments(ptr noundef %1337, ptr noundef %1339, ptr noundef %1340, ptr noundef %1341, ptr noundef %1342)
  %1344 = add i64 %1343, 4
  store i64 %1344, ptr %180, align 8
  %1345 = load i32, ptr %139, align 4
  store i32 %1345, ptr %181, align 4
  %1346 = load i32, ptr %138, align 4
  store i32 %1346, ptr %139, align 4
  %1347 = load i32, ptr %181, align 4
  store i32 %1347, ptr %138, align 4
  %1348 = load ptr, ptr %119, align 8
  %1349 = load ptr, ptr %133, align 8
  %1350 = load ptr, ptr %136, align 8
  %1351 = load i64, ptr %180, align 8
  store ptr %1348, ptr %82, align 8
  store i64 0, ptr %83, align 8
  store ptr %1349, ptr %84, align 8
  store ptr %1350, ptr %85, align 8
  store i32 1, ptr %86, align 4
  store i64 %1351, ptr %87, align 8
  %1352 = load ptr, ptr %85, align 8
  %1353 = getelementptr inbounds i8, ptr %1352, i64 -32
  store ptr %1353, ptr %88, align 8
  %1354 = load ptr, ptr %84, align 8
  %1355 = load i64, ptr %83, align 8
  %1356 = getelementptr inbounds i8, ptr %1354, i64 %1355
  store ptr %1356, ptr %89, align 8
  %1357 = load ptr, ptr %89, align 8
  %1358 = load ptr, ptr %88, align 8
  %1359 = icmp ule ptr %1357, %1358
  br i1 %1359, label %1360, label %1433

1360:                                             ; preds = %1334
  %1361 = load ptr, ptr %82, align 8
  %1362 = getelementptr inbounds %struct.SeqStore_t, ptr %1361, i32 0, i32 3
  %1363 = load ptr, ptr %1362, align 8
  %1364 = load ptr, ptr %84, align 8
  call void @ZSTD_copy16(ptr noundef %1363, ptr noundef %1364)
  %1365 = load i64, ptr %83, align 8
  %1366 = icmp ugt i64 %1365, 16
  br i1 %1366, label %1367, label %1432

1367:                                             ; preds = %1360
  %1368 = load ptr, ptr %82, align 8
  %1369 = getelementptr inbounds %struct.SeqStore_t, ptr %1368, i32 0, i32 3
  %1370 = load ptr, ptr %1369, align 8
  %1371 = getelementptr inbounds i8, ptr %1370, i64 16
  %1372 = load ptr, ptr %84, align 8
  %1373 = getelementptr inbounds i8, ptr %1372, i64 16
  %1374 = load i64, ptr %83, align 8
  %1375 = sub nsw i64 %1374, 16
  store ptr %1371, ptr %26, align 8
  store ptr %1373, ptr %27, align 8
  store i64 %1375, ptr %28, align 8
  store i32 0, ptr %29, align 4
  %1376 = load ptr, ptr %26, align 8
  %1377 = load ptr, ptr %27, align 8
  %1378 = ptrtoint ptr %1376 to i64
  %1379 = ptrtoint ptr %1377 to i64
  %1380 = sub i64 %1378, %1379
  store i64 %1380, ptr %30, align 8
  %1381 = load ptr, ptr %27, align 8
  store ptr %1381, ptr %31, align 8
  %1382 = load ptr, ptr %26, align 8
  store ptr %1382, ptr %32, align 8
  %1383 = load ptr, ptr %32, align 8
  %1384 = load i64, ptr %28, align 8
  %1385 = getelementptr inbounds i8, ptr %1383, i64 %1384
  store ptr %1385, ptr %33, align 8
  %1386 = load i32, ptr %29, align 4
  %1387 = icmp eq i32 %1386, 1
  br i1 %1387, label %1388, label %1403

1388:                                             ; preds = %1367
  %1389 = load i64, ptr %30, align 8
  %1390 = icmp slt i64 %1389, 16
  br i1 %1390, label %1391, label %1403

1391:                                             ; preds = %1388
  br label %1392

1392:                                             ; preds = %1392, %1391
  %1393 = load ptr, ptr %32, align 8
  %1394 = load ptr, ptr %31, align 8
  call void @ZSTD_copy8(ptr noundef %1393, ptr noundef %1394)
  %1395 = load ptr, ptr %32, align 8
  %1396 = getelementptr inbounds i8, ptr %1395, i64 8
  store ptr %1396, ptr %32, align 8
  %1397 = load ptr, ptr %31, align 8
  %1398 = getelementptr inbounds i8, ptr %1397, i64 8
  store ptr %1398, ptr %31, align 8
  %1399 = load ptr, ptr %32, align 8
  %1400 = load ptr, ptr %33, align 8
  %1401 = icmp ult ptr %1399, %1400
  br i1 %1401, label %1392, label %1402, !llvm.loop !13

1402:                                             ; preds = %1392
  br label %1431

1403:                                             ; preds = %1388, %1367
  %1404 = load ptr, ptr %32, align 8
  %1405 = load ptr, ptr %31, align 8
  call void @ZSTD_copy16(ptr noundef %1404, ptr noundef %1405)
  %1406 = load i64, ptr %28, align 8
  %1407 = icmp sge i64 16, %1406
  br i1 %1407, label %1408, label %1409

1408:                                             ; preds = %1403
  br label %1431

1409:                                             ; preds = %1403
  %1410 = load ptr, ptr %32, align 8
  %1411 = getelementptr inbounds i8, ptr %1410, i64 16
  store ptr %1411, ptr %32, align 8
  %1412 = load ptr, ptr %31, align 8
  %1413 = getelementptr inbounds i8, ptr %1412, i64 16
  store ptr %1413, ptr %31, align 8
  br label %1414

1414:                                             ; preds = %1414, %1409
  %1415 = load ptr, ptr %32, align 8
  %1416 = load ptr, ptr %31, align 8
  call void @ZSTD_copy16(ptr noundef %1415, ptr noundef %1416)
  %1417 = load ptr, ptr %32, align 8
  %1418 = getelementptr inbounds i8, ptr %1417, i64 16
  store ptr %1418, ptr %32, align 8
  %1419 = load ptr, ptr %31, align 8
  %1420 = getelementptr inbounds i8, ptr %1419, i64 16
  store ptr %1420, ptr %31, align 8
  %1421 = load ptr, ptr %32, align 8
  %1422 = load ptr, ptr %31, align 8
  call void @ZSTD_copy16(ptr noundef %1421, ptr noundef %1422)
  %1423 = load ptr, ptr %32, align 8
  %1424 = getelementptr inbounds i8, ptr %1423, i64 16
  store ptr %1424, ptr %32, align 8
  %1425 = load ptr, ptr %31, align 8
  %1426 = getelementptr inbounds i8, ptr %1425, i64 16
  store ptr %1426, ptr %31, align 8
  %1427 = load ptr, ptr %32, align 8
  %1428 = load ptr, ptr %33, align 8
  %1429 = icmp ult ptr %1427, %1428
  br i1 %1429, label %1414, label %1430, !llvm.loop !14

1430:                                             ; preds = %1414
  br label %1431

1431:                                             ; preds = %1430, %1408, %1402
  br label %1432

1432:                                             ; preds = %1431, %1360
  br label %1440

1433:                                             ; preds = %1334
  %1434 = load ptr, ptr %82, align 8
  %1435 = getelementptr inbounds %struct.SeqStore_t, ptr %1434, i32 0, i32 3
  %1436 = load ptr, ptr %1435, align 8
  %1437 = load ptr, ptr %84, align 8
  %1438 = load ptr, ptr %89, align 8
  %1439 = load ptr, ptr %88, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1436, ptr noundef %1437, ptr noundef %1438, ptr noundef %1439)
  br label %1440

1440:                                             ; preds = %1433, %1432
  %1441 = load i64, ptr %83, align 8
  %1442 = load ptr, ptr %82, align 8
  %1443 = getelementptr inbounds %struct.SeqStore_t, ptr %1442, i32 0, i32 3
  %1444 = load ptr, ptr %1443, align 8
  %1445 = getelementptr inbounds i8, ptr %1444, i64 %1441
  store ptr %1445, ptr %1443, align 8
  %1446 = load ptr, ptr %82, align 8
  %1447 = load i64, ptr %83, align 8
  %1448 = load i32, ptr %86, align 4
  %1449 = load i64, ptr %87, align 8
  store ptr %1446, ptr %6, align 8
  store i64 %1447, ptr %7, align 8
  store i32 %1448, ptr %8, align 4
  store i64 %1449, ptr %9, align 8
  %1450 = load i64, ptr %7, align 8
  %1451 = icmp ugt i64 %1450, 65535
  %1452 = zext i1 %1451 to i32
  %1453 = sext i32 %1452 to i64
  br i1 %1451, label %1454, label %1469

1454:                                             ; preds = %1440
  %1455 = load ptr, ptr %6, align 8
  %1456 = getelementptr inbounds %struct.SeqStore_t, ptr %1455, i32 0, i32 9
  store i32 1, ptr %1456, align 8
  %1457 = load ptr, ptr %6, align 8
  %1458 = getelementptr inbounds %struct.SeqStore_t, ptr %1457, i32 0, i32 1
  %1459 = load ptr, ptr %1458, align 8
  %1460 = load ptr, ptr %6, align 8
  %1461 = load ptr, ptr %1460, align 8
  %1462 = ptrtoint ptr %1459 to i64
  %1463 = ptrtoint ptr %1461 to i64
  %1464 = sub i64 %1462, %1463
  %1465 = sdiv exact i64 %1464, 8
  %1466 = trunc i64 %1465 to i32
  %1467 = load ptr, ptr %6, align 8
  %1468 = getelementptr inbounds %struct.SeqStore_t, ptr %1467, i32 0, i32 10
  store i32 %1466, ptr %1468, align 4
  br label %1469

1469:                                             ; preds = %1454, %1440
  %1470 = load i64, ptr %7, align 8
  %1471 = trunc i64 %1470 to i16
  %1472 = load ptr, ptr %6, align 8
  %1473 = getelementptr inbounds %struct.SeqStore_t, ptr %1472, i32 0, i32 1
  %1474 = load ptr, ptr %1473, align 8
  %1475 = getelementptr inbounds %struct.SeqDef_s, ptr %1474, i32 0, i32 1
  store i16 %1471, ptr %1475, align 4
  %1476 = load i32, ptr %8, align 4
  %1477 = load ptr, ptr %6, align 8
  %1478 = getelementptr inbounds %struct.SeqStore_t, ptr %1477, i32 0, i32 1
  %1479 = load ptr, ptr %1478, align 8
  store i32 %1476, ptr %1479, align 4
  %1480 = load i64, ptr %9, align 8
  %1481 = sub i64 %1480, 3
  store i64 %1481, ptr %10, align 8
  %1482 = load i64, ptr %10, align 8
  %1483 = icmp ugt i64 %1482, 65535
  %1484 = zext i1 %1483 to i32
  %1485 = sext i32 %1484 to i64
  br i1 %1483, label %1486, label %1501

1486:                                             ; preds = %1469
  %1487 = load ptr, ptr %6, align 8
  %1488 = getelementptr inbounds %struct.SeqStore_t, ptr %1487, i32 0, i32 9
  store i32 2, ptr %1488, align 8
  %1489 = load ptr, ptr %6, align 8
  %1490 = getelementptr inbounds %struct.SeqStore_t, ptr %1489, i32 0, i32 1
  %1491 = load ptr, ptr %1490, align 8
  %1492 = load ptr, ptr %6, align 8
  %1493 = load ptr, ptr %1492, align 8
  %1494 = ptrtoint ptr %1491 to i64
  %1495 = ptrtoint ptr %1493 to i64
  %1496 = sub i64 %1494, %1495
  %1497 = sdiv exact i64 %1496, 8
  %1498 = trunc i64 %1497 to i32
  %1499 = load ptr, ptr %6, align 8
  %1500 = getelementptr inbounds %struct.SeqStore_t, ptr %1499, i32 0, i32 10
  store i32 %1498, ptr %1500, align 4
  br label %1501

1501:                                             ; preds = %1486, %1469
  %1502 = load i64, ptr %10, align 8
  %1503 = trunc i64 %1502 to i16
  %1504 = load ptr, ptr %6, align 8
  %1505 = getelementptr inbounds %struct.SeqStore_t, ptr %1504, i32 0, i32 1
  %1506 = load ptr, ptr %1505, align 8
  %1507 = getelementptr inbounds %struct.SeqDef_s, ptr %1506, i32 0, i32 2
  store i16 %1503, ptr %1507, align 2
  %1508 = load ptr, ptr %6, align 8
  %1509 = getelementptr inbounds %struct.SeqStore_t, ptr %1508, i32 0, i32 1
  %1510 = load ptr, ptr %1509, align 8
  %1511 = getelementptr inbounds %struct.SeqDef_s, ptr %1510, i32 1
  store ptr %1511, ptr %1509, align 8
  %1512 = load i32, ptr %176, align 4
  %1513 = load ptr, ptr %126, align 8
  %1514 = load ptr, ptr %131, align 8
  %1515 = load i32, ptr %127, align 4
  %1516 = load i32, ptr %123, align 4
  store ptr %1514, ptr %115, align 8
  store i32 %1515, ptr %116, align 4
  store i32 %1516, ptr %117, align 4
  %1517 = load i32, ptr %117, align 4
  switch i32 %1517, label %1518 [
    i32 4, label %1519
    i32 5, label %1523
    i32 6, label %1527
    i32 7, label %1531
    i32 8, label %1535
  ]

1518:                                             ; preds = %1501
  br label %1519

1519:                                             ; preds = %1518, %1501
  %1520 = load ptr, ptr %115, align 8
  %1521 = load i32, ptr %116, align 4
  %1522 = call i64 @ZSTD_hash4Ptr(ptr noundef %1520, i32 noundef %1521)
  store i64 %1522, ptr %114, align 8
  br label %1539

1523:                                             ; preds = %1501
  %1524 = load ptr, ptr %115, align 8
  %1525 = load i32, ptr %116, align 4
  %1526 = call i64 @ZSTD_hash5Ptr(ptr noundef %1524, i32 noundef %1525)
  store i64 %1526, ptr %114, align 8
  br label %1539

1527:                                             ; preds = %1501
  %1528 = load ptr, ptr %115, align 8
  %1529 = load i32, ptr %116, align 4
  %1530 = call i64 @ZSTD_hash6Ptr(ptr noundef %1528, i32 noundef %1529)
  store i64 %1530, ptr %114, align 8
  br label %1539

1531:                                             ; preds = %1501
  %1532 = load ptr, ptr %115, align 8
  %1533 = load i32, ptr %116, align 4
  %1534 = call i64 @ZSTD_hash7Ptr(ptr noundef %1532, i32 noundef %1533)
  store i64 %1534, ptr %114, align 8
  br label %1539

1535:                                             ; preds = %1501
  %1536 = load ptr, ptr %115, align 8
  %1537 = load i32, ptr %116, align 4
  %1538 = call i64 @ZSTD_hash8Ptr(ptr noundef %1536, i32 noundef %1537)
  store i64 %1538, ptr %114, align 8
  br label %1539

1539:                                             ; preds = %1535, %1531, %1527, %1523, %1519
  %1540 = load i64, ptr %114, align 8
  %1541 = getelementptr inbounds i32, ptr %1513, i64 %1540
  store i32 %1512, ptr %1541, align 4
  %1542 = load i64, ptr %180, align 8
  %1543 = load ptr, ptr %131, align 8
  %1544 = getelementptr inbounds i8, ptr %1543, i64 %1542
  store ptr %1544, ptr %131, align 8
  %1545 = load ptr, ptr %131, align 8
  store ptr %1545, ptr %133, align 8
  br label %1283, !llvm.loop !19

1546:                                             ; preds = %1320, %1314
  br label %1547

1547:                                             ; preds = %1546, %1283
  br label %1548

1548:                                             ; preds = %1547, %1202
  %1549 = load ptr, ptr %131, align 8
  %1550 = load i32, ptr %128, align 4
  %1551 = zext i32 %1550 to i64
  %1552 = getelementptr inbounds i8, ptr %1549, i64 %1551
  store ptr %1552, ptr %132, align 8
  br label %326, !llvm.loop !20

1553:                                             ; preds = %326
  br label %1554

1554:                                             ; preds = %1193, %1553
  %1555 = load i32, ptr %138, align 4
  %1556 = load ptr, ptr %120, align 8
  store i32 %1555, ptr %1556, align 4
  %1557 = load i32, ptr %139, align 4
  %1558 = load ptr, ptr %120, align 8
  %1559 = getelementptr inbounds i32, ptr %1558, i64 1
  store i32 %1557, ptr %1559, align 4
  %1560 = load ptr, ptr %136, align 8
  %1561 = load ptr, ptr %133, align 8
  %1562 = ptrtoint ptr %1560 to i64
  %1563 = ptrtoint ptr %1561 to i64
  %1564 = sub i64 %1562, %1563
  ret i64 %1564
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_compressBlock_fast_dictMatchState_6_0(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
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
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  %25 = alloca i64, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca i64, align 8
  %29 = alloca i32, align 4
  %30 = alloca i64, align 8
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca ptr, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca i64, align 8
  %37 = alloca i32, align 4
  %38 = alloca i64, align 8
  %39 = alloca ptr, align 8
  %40 = alloca ptr, align 8
  %41 = alloca ptr, align 8
  %42 = alloca ptr, align 8
  %43 = alloca ptr, align 8
  %44 = alloca i64, align 8
  %45 = alloca i32, align 4
  %46 = alloca i64, align 8
  %47 = alloca ptr, align 8
  %48 = alloca ptr, align 8
  %49 = alloca ptr, align 8
  %50 = alloca ptr, align 8
  %51 = alloca ptr, align 8
  %52 = alloca i64, align 8
  %53 = alloca i32, align 4
  %54 = alloca i64, align 8
  %55 = alloca ptr, align 8
  %56 = alloca ptr, align 8
  %57 = alloca ptr, align 8
  %58 = alloca ptr, align 8
  %59 = alloca i64, align 8
  %60 = alloca ptr, align 8
  %61 = alloca ptr, align 8
  %62 = alloca i32, align 4
  %63 = alloca i64, align 8
  %64 = alloca ptr, align 8
  %65 = alloca ptr, align 8
  %66 = alloca ptr, align 8
  %67 = alloca i64, align 8
  %68 = alloca ptr, align 8
  %69 = alloca ptr, align 8
  %70 = alloca i32, align 4
  %71 = alloca i64, align 8
  %72 = alloca ptr, align 8
  %73 = alloca ptr, align 8
  %74 = alloca ptr, align 8
  %75 = alloca i64, align 8
  %76 = alloca ptr, align 8
  %77 = alloca ptr, align 8
  %78 = alloca i32, align 4
  %79 = alloca i64, align 8
  %80 = alloca ptr, align 8
  %81 = alloca ptr, align 8
  %82 = alloca ptr, align 8
  %83 = alloca i64, align 8
  %84 = alloca ptr, align 8
  %85 = alloca ptr, align 8
  %86 = alloca i32, align 4
  %87 = alloca i64, align 8
  %88 = alloca ptr, align 8
  %89 = alloca ptr, align 8
  %90 = alloca i64, align 8
  %91 = alloca ptr, align 8
  %92 = alloca i32, align 4
  %93 = alloca i32, align 4
  %94 = alloca i64, align 8
  %95 = alloca ptr, align 8
  %96 = alloca i32, align 4
  %97 = alloca i32, align 4
  %98 = alloca i64, align 8
  %99 = alloca ptr, align 8
  %100 = alloca i32, align 4
  %101 = alloca i32, align 4
  %102 = alloca i64, align 8
  %103 = alloca ptr, align 8
  %104 = alloca i32, align 4
  %105 = alloca i32, align 4
  %106 = alloca i64, align 8
  %107 = alloca ptr, align 8
  %108 = alloca i32, align 4
  %109 = alloca i32, align 4
  %110 = alloca i64, align 8
  %111 = alloca ptr, align 8
  %112 = alloca i32, align 4
  %113 = alloca i32, align 4
  %114 = alloca i64, align 8
  %115 = alloca ptr, align 8
  %116 = alloca i32, align 4
  %117 = alloca i32, align 4
  %118 = alloca ptr, align 8
  %119 = alloca ptr, align 8
  %120 = alloca ptr, align 8
  %121 = alloca ptr, align 8
  %122 = alloca i64, align 8
  %123 = alloca i32, align 4
  %124 = alloca i32, align 4
  %125 = alloca ptr, align 8
  %126 = alloca ptr, align 8
  %127 = alloca i32, align 4
  %128 = alloca i32, align 4
  %129 = alloca ptr, align 8
  %130 = alloca ptr, align 8
  %131 = alloca ptr, align 8
  %132 = alloca ptr, align 8
  %133 = alloca ptr, align 8
  %134 = alloca i32, align 4
  %135 = alloca ptr, align 8
  %136 = alloca ptr, align 8
  %137 = alloca ptr, align 8
  %138 = alloca i32, align 4
  %139 = alloca i32, align 4
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
  %151 = alloca i32, align 4
  %152 = alloca i64, align 8
  %153 = alloca ptr, align 8
  %154 = alloca i64, align 8
  %155 = alloca i64, align 8
  %156 = alloca i64, align 8
  %157 = alloca i64, align 8
  %158 = alloca i64, align 8
  %159 = alloca i32, align 4
  %160 = alloca i32, align 4
  %161 = alloca i32, align 4
  %162 = alloca i32, align 4
  %163 = alloca i64, align 8
  %164 = alloca i64, align 8
  %165 = alloca ptr, align 8
  %166 = alloca ptr, align 8
  %167 = alloca i32, align 4
  %168 = alloca ptr, align 8
  %169 = alloca i64, align 8
  %170 = alloca i64, align 8
  %171 = alloca ptr, align 8
  %172 = alloca i32, align 4
  %173 = alloca ptr, align 8
  %174 = alloca i32, align 4
  %175 = alloca i32, align 4
  %176 = alloca i32, align 4
  %177 = alloca i32, align 4
  %178 = alloca ptr, align 8
  %179 = alloca ptr, align 8
  %180 = alloca i64, align 8
  %181 = alloca i32, align 4
  %182 = alloca ptr, align 8
  %183 = alloca ptr, align 8
  %184 = alloca ptr, align 8
  %185 = alloca ptr, align 8
  %186 = alloca i64, align 8
  store ptr %0, ptr %182, align 8
  store ptr %1, ptr %183, align 8
  store ptr %2, ptr %184, align 8
  store ptr %3, ptr %185, align 8
  store i64 %4, ptr %186, align 8
  %187 = load ptr, ptr %182, align 8
  %188 = load ptr, ptr %183, align 8
  %189 = load ptr, ptr %184, align 8
  %190 = load ptr, ptr %185, align 8
  %191 = load i64, ptr %186, align 8
  store ptr %187, ptr %118, align 8
  store ptr %188, ptr %119, align 8
  store ptr %189, ptr %120, align 8
  store ptr %190, ptr %121, align 8
  store i64 %191, ptr %122, align 8
  store i32 6, ptr %123, align 4
  store i32 0, ptr %124, align 4
  %192 = load ptr, ptr %118, align 8
  %193 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %192, i32 0, i32 16
  store ptr %193, ptr %125, align 8
  %194 = load ptr, ptr %118, align 8
  %195 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %194, i32 0, i32 9
  %196 = load ptr, ptr %195, align 8
  store ptr %196, ptr %126, align 8
  %197 = load ptr, ptr %125, align 8
  %198 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %197, i32 0, i32 2
  %199 = load i32, ptr %198, align 4
  store i32 %199, ptr %127, align 4
  %200 = load ptr, ptr %125, align 8
  %201 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %200, i32 0, i32 5
  %202 = load i32, ptr %201, align 4
  %203 = load ptr, ptr %125, align 8
  %204 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %203, i32 0, i32 5
  %205 = load i32, ptr %204, align 4
  %206 = icmp ne i32 %205, 0
  %207 = xor i1 %206, true
  %208 = zext i1 %207 to i32
  %209 = add i32 %202, %208
  store i32 %209, ptr %128, align 4
  %210 = load ptr, ptr %118, align 8
  %211 = getelementptr inbounds %struct.ZSTD_window_t, ptr %210, i32 0, i32 1
  %212 = load ptr, ptr %211, align 8
  store ptr %212, ptr %129, align 8
  %213 = load ptr, ptr %121, align 8
  store ptr %213, ptr %130, align 8
  %214 = load ptr, ptr %130, align 8
  store ptr %214, ptr %131, align 8
  %215 = load ptr, ptr %131, align 8
  %216 = load i32, ptr %128, align 4
  %217 = zext i32 %216 to i64
  %218 = getelementptr inbounds i8, ptr %215, i64 %217
  store ptr %218, ptr %132, align 8
  %219 = load ptr, ptr %130, align 8
  store ptr %219, ptr %133, align 8
  %220 = load ptr, ptr %118, align 8
  %221 = getelementptr inbounds %struct.ZSTD_window_t, ptr %220, i32 0, i32 3
  %222 = load i32, ptr %221, align 8
  store i32 %222, ptr %134, align 4
  %223 = load ptr, ptr %129, align 8
  %224 = load i32, ptr %134, align 4
  %225 = zext i32 %224 to i64
  %226 = getelementptr inbounds i8, ptr %223, i64 %225
  store ptr %226, ptr %135, align 8
  %227 = load ptr, ptr %130, align 8
  %228 = load i64, ptr %122, align 8
  %229 = getelementptr inbounds i8, ptr %227, i64 %228
  store ptr %229, ptr %136, align 8
  %230 = load ptr, ptr %136, align 8
  %231 = getelementptr inbounds i8, ptr %230, i64 -8
  store ptr %231, ptr %137, align 8
  %232 = load ptr, ptr %120, align 8
  %233 = load i32, ptr %232, align 4
  store i32 %233, ptr %138, align 4
  %234 = load ptr, ptr %120, align 8
  %235 = getelementptr inbounds i32, ptr %234, i64 1
  %236 = load i32, ptr %235, align 4
  store i32 %236, ptr %139, align 4
  %237 = load ptr, ptr %118, align 8
  %238 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %237, i32 0, i32 15
  %239 = load ptr, ptr %238, align 8
  store ptr %239, ptr %140, align 8
  %240 = load ptr, ptr %140, align 8
  %241 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %240, i32 0, i32 16
  store ptr %241, ptr %141, align 8
  %242 = load ptr, ptr %140, align 8
  %243 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %242, i32 0, i32 9
  %244 = load ptr, ptr %243, align 8
  store ptr %244, ptr %142, align 8
  %245 = load ptr, ptr %140, align 8
  %246 = getelementptr inbounds %struct.ZSTD_window_t, ptr %245, i32 0, i32 3
  %247 = load i32, ptr %246, align 8
  store i32 %247, ptr %143, align 4
  %248 = load ptr, ptr %140, align 8
  %249 = getelementptr inbounds %struct.ZSTD_window_t, ptr %248, i32 0, i32 1
  %250 = load ptr, ptr %249, align 8
  store ptr %250, ptr %144, align 8
  %251 = load ptr, ptr %144, align 8
  %252 = load i32, ptr %143, align 4
  %253 = zext i32 %252 to i64
  %254 = getelementptr inbounds i8, ptr %251, i64 %253
  store ptr %254, ptr %145, align 8
  %255 = load ptr, ptr %140, align 8
  %256 = load ptr, ptr %255, align 8
  store ptr %256, ptr %146, align 8
  %257 = load i32, ptr %134, align 4
  %258 = load ptr, ptr %146, align 8
  %259 = load ptr, ptr %144, align 8
  %260 = ptrtoint ptr %258 to i64
  %261 = ptrtoint ptr %259 to i64
  %262 = sub i64 %260, %261
  %263 = trunc i64 %262 to i32
  %264 = sub i32 %257, %263
  store i32 %264, ptr %147, align 4
  %265 = load ptr, ptr %130, align 8
  %266 = load ptr, ptr %135, align 8
  %267 = ptrtoint ptr %265 to i64
  %268 = ptrtoint ptr %266 to i64
  %269 = sub i64 %267, %268
  %270 = load ptr, ptr %146, align 8
  %271 = getelementptr inbounds i8, ptr %270, i64 %269
  %272 = load ptr, ptr %145, align 8
  %273 = ptrtoint ptr %271 to i64
  %274 = ptrtoint ptr %272 to i64
  %275 = sub i64 %273, %274
  %276 = trunc i64 %275 to i32
  store i32 %276, ptr %148, align 4
  %277 = load ptr, ptr %141, align 8
  %278 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %277, i32 0, i32 2
  %279 = load i32, ptr %278, align 4
  %280 = add i32 %279, 8
  store i32 %280, ptr %149, align 4
  %281 = load ptr, ptr %125, align 8
  %282 = load i32, ptr %281, align 4
  %283 = shl i32 1, %282
  store i32 %283, ptr %150, align 4
  %284 = load ptr, ptr %130, align 8
  %285 = load ptr, ptr %129, align 8
  %286 = ptrtoint ptr %284 to i64
  %287 = ptrtoint ptr %285 to i64
  %288 = sub i64 %286, %287
  %289 = load i64, ptr %122, align 8
  %290 = add i64 %288, %289
  %291 = trunc i64 %290 to i32
  store i32 %291, ptr %151, align 4
  %292 = load i32, ptr %150, align 4
  %293 = load i32, ptr %151, align 4
  %294 = load i32, ptr %124, align 4
  %295 = load ptr, ptr %118, align 8
  %296 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %295, i32 0, i32 18
  %297 = load i32, ptr %296, align 8
  %298 = icmp ne i32 %297, 0
  br i1 %298, label %299, label %319

299:                                              ; preds = %5
  %300 = load ptr, ptr %141, align 8
  %301 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %300, i32 0, i32 2
  %302 = load i32, ptr %301, align 4
  %303 = zext i32 %302 to i64
  %304 = shl i64 1, %303
  %305 = mul i64 %304, 4
  store i64 %305, ptr %152, align 8
  %306 = load ptr, ptr %142, align 8
  store ptr %306, ptr %153, align 8
  %307 = load i64, ptr %152, align 8
  store i64 %307, ptr %154, align 8
  store i64 0, ptr %155, align 8
  br label %308

308:                                              ; preds = %312, %299
  %309 = load i64, ptr %155, align 8
  %310 = load i64, ptr %154, align 8
  %311 = icmp ult i64 %309, %310
  br i1 %311, label %312, label %318

312:                                              ; preds = %308
  %313 = load ptr, ptr %153, align 8
  %314 = load i64, ptr %155, align 8
  %315 = getelementptr inbounds i8, ptr %313, i64 %314
  call void @llvm.prefetch.p0(ptr %315, i32 0, i32 2, i32 1)
  %316 = load i64, ptr %155, align 8
  %317 = add i64 %316, 64
  store i64 %317, ptr %155, align 8
  br label %308, !llvm.loop !16

318:                                              ; preds = %308
  br label %319

319:                                              ; preds = %318, %5
  %320 = load i32, ptr %148, align 4
  %321 = icmp eq i32 %320, 0
  %322 = zext i1 %321 to i32
  %323 = load ptr, ptr %131, align 8
  %324 = sext i32 %322 to i64
  %325 = getelementptr inbounds i8, ptr %323, i64 %324
  store ptr %325, ptr %131, align 8
  br label %326

326:                                              ; preds = %1548, %319
  %327 = load ptr, ptr %132, align 8
  %328 = load ptr, ptr %137, align 8
  %329 = icmp ule ptr %327, %328
  br i1 %329, label %330, label %1553

330:                                              ; preds = %326
  %331 = load ptr, ptr %131, align 8
  %332 = load i32, ptr %127, align 4
  %333 = load i32, ptr %123, align 4
  store ptr %331, ptr %91, align 8
  store i32 %332, ptr %92, align 4
  store i32 %333, ptr %93, align 4
  %334 = load i32, ptr %93, align 4
  switch i32 %334, label %335 [
    i32 4, label %336
    i32 5, label %340
    i32 6, label %344
    i32 7, label %348
    i32 8, label %352
  ]

335:                                              ; preds = %330
  br label %336

336:                                              ; preds = %335, %330
  %337 = load ptr, ptr %91, align 8
  %338 = load i32, ptr %92, align 4
  %339 = call i64 @ZSTD_hash4Ptr(ptr noundef %337, i32 noundef %338)
  store i64 %339, ptr %90, align 8
  br label %356

340:                                              ; preds = %330
  %341 = load ptr, ptr %91, align 8
  %342 = load i32, ptr %92, align 4
  %343 = call i64 @ZSTD_hash5Ptr(ptr noundef %341, i32 noundef %342)
  store i64 %343, ptr %90, align 8
  br label %356

344:                                              ; preds = %330
  %345 = load ptr, ptr %91, align 8
  %346 = load i32, ptr %92, align 4
  %347 = call i64 @ZSTD_hash6Ptr(ptr noundef %345, i32 noundef %346)
  store i64 %347, ptr %90, align 8
  br label %356

348:                                              ; preds = %330
  %349 = load ptr, ptr %91, align 8
  %350 = load i32, ptr %92, align 4
  %351 = call i64 @ZSTD_hash7Ptr(ptr noundef %349, i32 noundef %350)
  store i64 %351, ptr %90, align 8
  br label %356

352:                                              ; preds = %330
  %353 = load ptr, ptr %91, align 8
  %354 = load i32, ptr %92, align 4
  %355 = call i64 @ZSTD_hash8Ptr(ptr noundef %353, i32 noundef %354)
  store i64 %355, ptr %90, align 8
  br label %356

356:                                              ; preds = %352, %348, %344, %340, %336
  %357 = load i64, ptr %90, align 8
  store i64 %357, ptr %157, align 8
  %358 = load ptr, ptr %131, align 8
  %359 = load i32, ptr %149, align 4
  %360 = load i32, ptr %123, align 4
  store ptr %358, ptr %95, align 8
  store i32 %359, ptr %96, align 4
  store i32 %360, ptr %97, align 4
  %361 = load i32, ptr %97, align 4
  switch i32 %361, label %362 [
    i32 4, label %363
    i32 5, label %367
    i32 6, label %371
    i32 7, label %375
    i32 8, label %379
  ]

362:                                              ; preds = %356
  br label %363

363:                                              ; preds = %362, %356
  %364 = load ptr, ptr %95, align 8
  %365 = load i32, ptr %96, align 4
  %366 = call i64 @ZSTD_hash4Ptr(ptr noundef %364, i32 noundef %365)
  store i64 %366, ptr %94, align 8
  br label %383

367:                                              ; preds = %356
  %368 = load ptr, ptr %95, align 8
  %369 = load i32, ptr %96, align 4
  %370 = call i64 @ZSTD_hash5Ptr(ptr noundef %368, i32 noundef %369)
  store i64 %370, ptr %94, align 8
  br label %383

371:                                              ; preds = %356
  %372 = load ptr, ptr %95, align 8
  %373 = load i32, ptr %96, align 4
  %374 = call i64 @ZSTD_hash6Ptr(ptr noundef %372, i32 noundef %373)
  store i64 %374, ptr %94, align 8
  br label %383

375:                                              ; preds = %356
  %376 = load ptr, ptr %95, align 8
  %377 = load i32, ptr %96, align 4
  %378 = call i64 @ZSTD_hash7Ptr(ptr noundef %376, i32 noundef %377)
  store i64 %378, ptr %94, align 8
  br label %383

379:                                              ; preds = %356
  %380 = load ptr, ptr %95, align 8
  %381 = load i32, ptr %96, align 4
  %382 = call i64 @ZSTD_hash8Ptr(ptr noundef %380, i32 noundef %381)
  store i64 %382, ptr %94, align 8
  br label %383

383:                                              ; preds = %379, %375, %371, %367, %363
  %384 = load i64, ptr %94, align 8
  store i64 %384, ptr %158, align 8
  %385 = load ptr, ptr %142, align 8
  %386 = load i64, ptr %158, align 8
  %387 = lshr i64 %386, 8
  %388 = getelementptr inbounds i32, ptr %385, i64 %387
  %389 = load i32, ptr %388, align 4
  store i32 %389, ptr %159, align 4
  %390 = load i32, ptr %159, align 4
  %391 = zext i32 %390 to i64
  %392 = load i64, ptr %158, align 8
  %393 = call i32 @ZSTD_comparePackedTags(i64 noundef %391, i64 noundef %392)
  store i32 %393, ptr %160, align 4
  %394 = load ptr, ptr %126, align 8
  %395 = load i64, ptr %157, align 8
  %396 = getelementptr inbounds i32, ptr %394, i64 %395
  %397 = load i32, ptr %396, align 4
  store i32 %397, ptr %161, align 4
  %398 = load ptr, ptr %131, align 8
  %399 = load ptr, ptr %129, align 8
  %400 = ptrtoint ptr %398 to i64
  %401 = ptrtoint ptr %399 to i64
  %402 = sub i64 %400, %401
  %403 = trunc i64 %402 to i32
  store i32 %403, ptr %162, align 4
  %404 = load i32, ptr %128, align 4
  %405 = zext i32 %404 to i64
  store i64 %405, ptr %163, align 8
  store i64 256, ptr %164, align 8
  %406 = load ptr, ptr %131, align 8
  %407 = getelementptr inbounds i8, ptr %406, i64 256
  store ptr %407, ptr %165, align 8
  br label %408

408:                                              ; preds = %1194, %383
  %409 = load ptr, ptr %129, align 8
  %410 = load i32, ptr %161, align 4
  %411 = zext i32 %410 to i64
  %412 = getelementptr inbounds i8, ptr %409, i64 %411
  store ptr %412, ptr %166, align 8
  %413 = load i32, ptr %162, align 4
  %414 = add i32 %413, 1
  %415 = load i32, ptr %138, align 4
  %416 = sub i32 %414, %415
  store i32 %416, ptr %167, align 4
  %417 = load i32, ptr %167, align 4
  %418 = load i32, ptr %134, align 4
  %419 = icmp ult i32 %417, %418
  br i1 %419, label %420, label %427

420:                                              ; preds = %408
  %421 = load ptr, ptr %144, align 8
  %422 = load i32, ptr %167, align 4
  %423 = load i32, ptr %147, align 4
  %424 = sub i32 %422, %423
  %425 = zext i32 %424 to i64
  %426 = getelementptr inbounds i8, ptr %421, i64 %425
  br label %432

427:                                              ; preds = %408
  %428 = load ptr, ptr %129, align 8
  %429 = load i32, ptr %167, align 4
  %430 = zext i32 %429 to i64
  %431 = getelementptr inbounds i8, ptr %428, i64 %430
  br label %432

432:                                              ; preds = %427, %420
  %433 = phi ptr [ %426, %420 ], [ %431, %427 ]
  store ptr %433, ptr %168, align 8
  %434 = load ptr, ptr %132, align 8
  %435 = load i32, ptr %127, align 4
  %436 = load i32, ptr %123, align 4
  store ptr %434, ptr %99, align 8
  store i32 %435, ptr %100, align 4
  store i32 %436, ptr %101, align 4
  %437 = load i32, ptr %101, align 4
  switch i32 %437, label %438 [
    i32 4, label %439
    i32 5, label %443
    i32 6, label %447
    i32 7, label %451
    i32 8, label %455
  ]

438:                                              ; preds = %432
  br label %439

439:                                              ; preds = %438, %432
  %440 = load ptr, ptr %99, align 8
  %441 = load i32, ptr %100, align 4
  %442 = call i64 @ZSTD_hash4Ptr(ptr noundef %440, i32 noundef %441)
  store i64 %442, ptr %98, align 8
  br label %459

443:                                              ; preds = %432
  %444 = load ptr, ptr %99, align 8
  %445 = load i32, ptr %100, align 4
  %446 = call i64 @ZSTD_hash5Ptr(ptr noundef %444, i32 noundef %445)
  store i64 %446, ptr %98, align 8
  br label %459

447:                                              ; preds = %432
  %448 = load ptr, ptr %99, align 8
  %449 = load i32, ptr %100, align 4
  %450 = call i64 @ZSTD_hash6Ptr(ptr noundef %448, i32 noundef %449)
  store i64 %450, ptr %98, align 8
  br label %459

451:                                              ; preds = %432
  %452 = load ptr, ptr %99, align 8
  %453 = load i32, ptr %100, align 4
  %454 = call i64 @ZSTD_hash7Ptr(ptr noundef %452, i32 noundef %453)
  store i64 %454, ptr %98, align 8
  br label %459

455:                                              ; preds = %432
  %456 = load ptr, ptr %99, align 8
  %457 = load i32, ptr %100, align 4
  %458 = call i64 @ZSTD_hash8Ptr(ptr noundef %456, i32 noundef %457)
  store i64 %458, ptr %98, align 8
  br label %459

459:                                              ; preds = %455, %451, %447, %443, %439
  %460 = load i64, ptr %98, align 8
  store i64 %460, ptr %169, align 8
  %461 = load ptr, ptr %132, align 8
  %462 = load i32, ptr %149, align 4
  %463 = load i32, ptr %123, align 4
  store ptr %461, ptr %103, align 8
  store i32 %462, ptr %104, align 4
  store i32 %463, ptr %105, align 4
  %464 = load i32, ptr %105, align 4
  switch i32 %464, label %465 [
    i32 4, label %466
    i32 5, label %470
    i32 6, label %474
    i32 7, label %478
    i32 8, label %482
  ]

465:                                              ; preds = %459
  br label %466

466:                                              ; preds = %465, %459
  %467 = load ptr, ptr %103, align 8
  %468 = load i32, ptr %104, align 4
  %469 = call i64 @ZSTD_hash4Ptr(ptr noundef %467, i32 noundef %468)
  store i64 %469, ptr %102, align 8
  br label %486

470:                                              ; preds = %459
  %471 = load ptr, ptr %103, align 8
  %472 = load i32, ptr %104, align 4
  %473 = call i64 @ZSTD_hash5Ptr(ptr noundef %471, i32 noundef %472)
  store i64 %473, ptr %102, align 8
  br label %486

474:                                              ; preds = %459
  %475 = load ptr, ptr %103, align 8
  %476 = load i32, ptr %104, align 4
  %477 = call i64 @ZSTD_hash6Ptr(ptr noundef %475, i32 noundef %476)
  store i64 %477, ptr %102, align 8
  br label %486

478:                                              ; preds = %459
  %479 = load ptr, ptr %103, align 8
  %480 = load i32, ptr %104, align 4
  %481 = call i64 @ZSTD_hash7Ptr(ptr noundef %479, i32 noundef %480)
  store i64 %481, ptr %102, align 8
  br label %486

482:                                              ; preds = %459
  %483 = load ptr, ptr %103, align 8
  %484 = load i32, ptr %104, align 4
  %485 = call i64 @ZSTD_hash8Ptr(ptr noundef %483, i32 noundef %484)
  store i64 %485, ptr %102, align 8
  br label %486

486:                                              ; preds = %482, %478, %474, %470, %466
  %487 = load i64, ptr %102, align 8
  store i64 %487, ptr %170, align 8
  %488 = load i32, ptr %162, align 4
  %489 = load ptr, ptr %126, align 8
  %490 = load i64, ptr %157, align 8
  %491 = getelementptr inbounds i32, ptr %489, i64 %490
  store i32 %488, ptr %491, align 4
  %492 = load i32, ptr %134, align 4
  %493 = load i32, ptr %167, align 4
  %494 = call i32 @ZSTD_index_overlap_check(i32 noundef %492, i32 noundef %493)
  %495 = icmp ne i32 %494, 0
  br i1 %495, label %496, label %694

496:                                              ; preds = %486
  %497 = load ptr, ptr %168, align 8
  %498 = call i32 @MEM_read32(ptr noundef %497)
  %499 = load ptr, ptr %131, align 8
  %500 = getelementptr inbounds i8, ptr %499, i64 1
  %501 = call i32 @MEM_read32(ptr noundef %500)
  %502 = icmp eq i32 %498, %501
  br i1 %502, label %503, label %694

503:                                              ; preds = %496
  %504 = load i32, ptr %167, align 4
  %505 = load i32, ptr %134, align 4
  %506 = icmp ult i32 %504, %505
  br i1 %506, label %507, label %509

507:                                              ; preds = %503
  %508 = load ptr, ptr %146, align 8
  br label %511

509:                                              ; preds = %503
  %510 = load ptr, ptr %136, align 8
  br label %511

511:                                              ; preds = %509, %507
  %512 = phi ptr [ %508, %507 ], [ %510, %509 ]
  store ptr %512, ptr %171, align 8
  %513 = load ptr, ptr %131, align 8
  %514 = getelementptr inbounds i8, ptr %513, i64 1
  %515 = getelementptr inbounds i8, ptr %514, i64 4
  %516 = load ptr, ptr %168, align 8
  %517 = getelementptr inbounds i8, ptr %516, i64 4
  %518 = load ptr, ptr %136, align 8
  %519 = load ptr, ptr %171, align 8
  %520 = load ptr, ptr %135, align 8
  %521 = call i64 @ZSTD_count_2segments(ptr noundef %515, ptr noundef %517, ptr noundef %518, ptr noundef %519, ptr noundef %520)
  %522 = add i64 %521, 4
  store i64 %522, ptr %156, align 8
  %523 = load ptr, ptr %131, align 8
  %524 = getelementptr inbounds i8, ptr %523, i32 1
  store ptr %524, ptr %131, align 8
  %525 = load ptr, ptr %119, align 8
  %526 = load ptr, ptr %131, align 8
  %527 = load ptr, ptr %133, align 8
  %528 = ptrtoint ptr %526 to i64
  %529 = ptrtoint ptr %527 to i64
  %530 = sub i64 %528, %529
  %531 = load ptr, ptr %133, align 8
  %532 = load ptr, ptr %136, align 8
  %533 = load i64, ptr %156, align 8
  store ptr %525, ptr %58, align 8
  store i64 %530, ptr %59, align 8
  store ptr %531, ptr %60, align 8
  store ptr %532, ptr %61, align 8
  store i32 1, ptr %62, align 4
  store i64 %533, ptr %63, align 8
  %534 = load ptr, ptr %61, align 8
  %535 = getelementptr inbounds i8, ptr %534, i64 -32
  store ptr %535, ptr %64, align 8
  %536 = load ptr, ptr %60, align 8
  %537 = load i64, ptr %59, align 8
  %538 = getelementptr inbounds i8, ptr %536, i64 %537
  store ptr %538, ptr %65, align 8
  %539 = load ptr, ptr %65, align 8
  %540 = load ptr, ptr %64, align 8
  %541 = icmp ule ptr %539, %540
  br i1 %541, label %542, label %615

542:                                              ; preds = %511
  %543 = load ptr, ptr %58, align 8
  %544 = getelementptr inbounds %struct.SeqStore_t, ptr %543, i32 0, i32 3
  %545 = load ptr, ptr %544, align 8
  %546 = load ptr, ptr %60, align 8
  call void @ZSTD_copy16(ptr noundef %545, ptr noundef %546)
  %547 = load i64, ptr %59, align 8
  %548 = icmp ugt i64 %547, 16
  br i1 %548, label %549, label %614

549:                                              ; preds = %542
  %550 = load ptr, ptr %58, align 8
  %551 = getelementptr inbounds %struct.SeqStore_t, ptr %550, i32 0, i32 3
  %552 = load ptr, ptr %551, align 8
  %553 = getelementptr inbounds i8, ptr %552, i64 16
  %554 = load ptr, ptr %60, align 8
  %555 = getelementptr inbounds i8, ptr %554, i64 16
  %556 = load i64, ptr %59, align 8
  %557 = sub nsw i64 %556, 16
  store ptr %553, ptr %50, align 8
  store ptr %555, ptr %51, align 8
  store i64 %557, ptr %52, align 8
  store i32 0, ptr %53, align 4
  %558 = load ptr, ptr %50, align 8
  %559 = load ptr, ptr %51, align 8
  %560 = ptrtoint ptr %558 to i64
  %561 = ptrtoint ptr %559 to i64
  %562 = sub i64 %560, %561
  store i64 %562, ptr %54, align 8
  %563 = load ptr, ptr %51, align 8
  store ptr %563, ptr %55, align 8
  %564 = load ptr, ptr %50, align 8
  store ptr %564, ptr %56, align 8
  %565 = load ptr, ptr %56, align 8
  %566 = load i64, ptr %52, align 8
  %567 = getelementptr inbounds i8, ptr %565, i64 %566
  store ptr %567, ptr %57, align 8
  %568 = load i32, ptr %53, align 4
  %569 = icmp eq i32 %568, 1
  br i1 %569, label %570, label %585

570:                                              ; preds = %549
  %571 = load i64, ptr %54, align 8
  %572 = icmp slt i64 %571, 16
  br i1 %572, label %573, label %585

573:                                              ; preds = %570
  br label %574

574:                                              ; preds = %574, %573
  %575 = load ptr, ptr %56, align 8
  %576 = load ptr, ptr %55, align 8
  call void @ZSTD_copy8(ptr noundef %575, ptr noundef %576)
  %577 = load ptr, ptr %56, align 8
  %578 = getelementptr inbounds i8, ptr %577, i64 8
  store ptr %578, ptr %56, align 8
  %579 = load ptr, ptr %55, align 8
  %580 = getelementptr inbounds i8, ptr %579, i64 8
  store ptr %580, ptr %55, align 8
  %581 = load ptr, ptr %56, align 8
  %582 = load ptr, ptr %57, align 8
  %583 = icmp ult ptr %581, %582
  br i1 %583, label %574, label %584, !llvm.loop !13

584:                                              ; preds = %574
  br label %613

585:                                              ; preds = %570, %549
  %586 = load ptr, ptr %56, align 8
  %587 = load ptr, ptr %55, align 8
  call void @ZSTD_copy16(ptr noundef %586, ptr noundef %587)
  %588 = load i64, ptr %52, align 8
  %589 = icmp sge i64 16, %588
  br i1 %589, label %590, label %591

590:                                              ; preds = %585
  br label %613

591:                                              ; preds = %585
  %592 = load ptr, ptr %56, align 8
  %593 = getelementptr inbounds i8, ptr %592, i64 16
  store ptr %593, ptr %56, align 8
  %594 = load ptr, ptr %55, align 8
  %595 = getelementptr inbounds i8, ptr %594, i64 16
  store ptr %595, ptr %55, align 8
  br label %596

596:                                              ; preds = %596, %591
  %597 = load ptr, ptr %56, align 8
  %598 = load ptr, ptr %55, align 8
  call void @ZSTD_copy16(ptr noundef %597, ptr noundef %598)
  %599 = load ptr, ptr %56, align 8
  %600 = getelementptr inbounds i8, ptr %599, i64 16
  store ptr %600, ptr %56, align 8
  %601 = load ptr, ptr %55, align 8
  %602 = getelementptr inbounds i8, ptr %601, i64 16
  store ptr %602, ptr %55, align 8
  %603 = load ptr, ptr %56, align 8
  %604 = load ptr, ptr %55, align 8
  call void @ZSTD_copy16(ptr noundef %603, ptr noundef %604)
  %605 = load ptr, ptr %56, align 8
  %606 = getelementptr inbounds i8, ptr %605, i64 16
  store ptr %606, ptr %56, align 8
  %607 = load ptr, ptr %55, align 8
  %608 = getelementptr inbounds i8, ptr %607, i64 16
  store ptr %608, ptr %55, align 8
  %609 = load ptr, ptr %56, align 8
  %610 = load ptr, ptr %57, align 8
  %611 = icmp ult ptr %609, %610
  br i1 %611, label %596, label %612, !llvm.loop !14

612:                                              ; preds = %596
  br label %613

613:                                              ; preds = %612, %590, %584
  br label %614

614:                                              ; preds = %613, %542
  br label %622

615:                                              ; preds = %511
  %616 = load ptr, ptr %58, align 8
  %617 = getelementptr inbounds %struct.SeqStore_t, ptr %616, i32 0, i32 3
  %618 = load ptr, ptr %617, align 8
  %619 = load ptr, ptr %60, align 8
  %620 = load ptr, ptr %65, align 8
  %621 = load ptr, ptr %64, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %618, ptr noundef %619, ptr noundef %620, ptr noundef %621)
  br label %622

622:                                              ; preds = %615, %614
  %623 = load i64, ptr %59, align 8
  %624 = load ptr, ptr %58, align 8
  %625 = getelementptr inbounds %struct.SeqStore_t, ptr %624, i32 0, i32 3
  %626 = load ptr, ptr %625, align 8
  %627 = getelementptr inbounds i8, ptr %626, i64 %623
  store ptr %627, ptr %625, align 8
  %628 = load ptr, ptr %58, align 8
  %629 = load i64, ptr %59, align 8
  %630 = load i32, ptr %62, align 4
  %631 = load i64, ptr %63, align 8
  store ptr %628, ptr %21, align 8
  store i64 %629, ptr %22, align 8
  store i32 %630, ptr %23, align 4
  store i64 %631, ptr %24, align 8
  %632 = load i64, ptr %22, align 8
  %633 = icmp ugt i64 %632, 65535
  %634 = zext i1 %633 to i32
  %635 = sext i32 %634 to i64
  br i1 %633, label %636, label %651

636:                                              ; preds = %622
  %637 = load ptr, ptr %21, align 8
  %638 = getelementptr inbounds %struct.SeqStore_t, ptr %637, i32 0, i32 9
  store i32 1, ptr %638, align 8
  %639 = load ptr, ptr %21, align 8
  %640 = getelementptr inbounds %struct.SeqStore_t, ptr %639, i32 0, i32 1
  %641 = load ptr, ptr %640, align 8
  %642 = load ptr, ptr %21, align 8
  %643 = load ptr, ptr %642, align 8
  %644 = ptrtoint ptr %641 to i64
  %645 = ptrtoint ptr %643 to i64
  %646 = sub i64 %644, %645
  %647 = sdiv exact i64 %646, 8
  %648 = trunc i64 %647 to i32
  %649 = load ptr, ptr %21, align 8
  %650 = getelementptr inbounds %struct.SeqStore_t, ptr %649, i32 0, i32 10
  store i32 %648, ptr %650, align 4
  br label %651

651:                                              ; preds = %636, %622
  %652 = load i64, ptr %22, align 8
  %653 = trunc i64 %652 to i16
  %654 = load ptr, ptr %21, align 8
  %655 = getelementptr inbounds %struct.SeqStore_t, ptr %654, i32 0, i32 1
  %656 = load ptr, ptr %655, align 8
  %657 = getelementptr inbounds %struct.SeqDef_s, ptr %656, i32 0, i32 1
  store i16 %653, ptr %657, align 4
  %658 = load i32, ptr %23, align 4
  %659 = load ptr, ptr %21, align 8
  %660 = getelementptr inbounds %struct.SeqStore_t, ptr %659, i32 0, i32 1
  %661 = load ptr, ptr %660, align 8
  store i32 %658, ptr %661, align 4
  %662 = load i64, ptr %24, align 8
  %663 = sub i64 %662, 3
  store i64 %663, ptr %25, align 8
  %664 = load i64, ptr %25, align 8
  %665 = icmp ugt i64 %664, 65535
  %666 = zext i1 %665 to i32
  %667 = sext i32 %666 to i64
  br i1 %665, label %668, label %683

668:                                              ; preds = %651
  %669 = load ptr, ptr %21, align 8
  %670 = getelementptr inbounds %struct.SeqStore_t, ptr %669, i32 0, i32 9
  store i32 2, ptr %670, align 8
  %671 = load ptr, ptr %21, align 8
  %672 = getelementptr inbounds %struct.SeqStore_t, ptr %671, i32 0, i32 1
  %673 = load ptr, ptr %672, align 8
  %674 = load ptr, ptr %21, align 8
  %675 = load ptr, ptr %674, align 8
  %676 = ptrtoint ptr %673 to i64
  %677 = ptrtoint ptr %675 to i64
  %678 = sub i64 %676, %677
  %679 = sdiv exact i64 %678, 8
  %680 = trunc i64 %679 to i32
  %681 = load ptr, ptr %21, align 8
  %682 = getelementptr inbounds %struct.SeqStore_t, ptr %681, i32 0, i32 10
  store i32 %680, ptr %682, align 4
  br label %683

683:                                              ; preds = %668, %651
  %684 = load i64, ptr %25, align 8
  %685 = trunc i64 %684 to i16
  %686 = load ptr, ptr %21, align 8
  %687 = getelementptr inbounds %struct.SeqStore_t, ptr %686, i32 0, i32 1
  %688 = load ptr, ptr %687, align 8
  %689 = getelementptr inbounds %struct.SeqDef_s, ptr %688, i32 0, i32 2
  store i16 %685, ptr %689, align 2
  %690 = load ptr, ptr %21, align 8
  %691 = getelementptr inbounds %struct.SeqStore_t, ptr %690, i32 0, i32 1
  %692 = load ptr, ptr %691, align 8
  %693 = getelementptr inbounds %struct.SeqDef_s, ptr %692, i32 1
  store ptr %693, ptr %691, align 8
  br label %1202

694:                                              ; preds = %496, %486
  %695 = load i32, ptr %160, align 4
  %696 = icmp ne i32 %695, 0
  br i1 %696, label %697, label %938

697:                                              ; preds = %694
  %698 = load i32, ptr %159, align 4
  %699 = lshr i32 %698, 8
  store i32 %699, ptr %172, align 4
  %700 = load ptr, ptr %144, align 8
  %701 = load i32, ptr %172, align 4
  %702 = zext i32 %701 to i64
  %703 = getelementptr inbounds i8, ptr %700, i64 %702
  store ptr %703, ptr %173, align 8
  %704 = load i32, ptr %172, align 4
  %705 = load i32, ptr %143, align 4
  %706 = icmp ugt i32 %704, %705
  br i1 %706, label %707, label %937

707:                                              ; preds = %697
  %708 = load ptr, ptr %173, align 8
  %709 = call i32 @MEM_read32(ptr noundef %708)
  %710 = load ptr, ptr %131, align 8
  %711 = call i32 @MEM_read32(ptr noundef %710)
  %712 = icmp eq i32 %709, %711
  br i1 %712, label %713, label %937

713:                                              ; preds = %707
  %714 = load i32, ptr %161, align 4
  %715 = load i32, ptr %134, align 4
  %716 = icmp ule i32 %714, %715
  br i1 %716, label %717, label %936

717:                                              ; preds = %713
  %718 = load i32, ptr %162, align 4
  %719 = load i32, ptr %172, align 4
  %720 = sub i32 %718, %719
  %721 = load i32, ptr %147, align 4
  %722 = sub i32 %720, %721
  store i32 %722, ptr %174, align 4
  %723 = load ptr, ptr %131, align 8
  %724 = getelementptr inbounds i8, ptr %723, i64 4
  %725 = load ptr, ptr %173, align 8
  %726 = getelementptr inbounds i8, ptr %725, i64 4
  %727 = load ptr, ptr %136, align 8
  %728 = load ptr, ptr %146, align 8
  %729 = load ptr, ptr %135, align 8
  %730 = call i64 @ZSTD_count_2segments(ptr noundef %724, ptr noundef %726, ptr noundef %727, ptr noundef %728, ptr noundef %729)
  %731 = add i64 %730, 4
  store i64 %731, ptr %156, align 8
  br label %732

732:                                              ; preds = %755, %717
  %733 = load ptr, ptr %131, align 8
  %734 = load ptr, ptr %133, align 8
  %735 = icmp ugt ptr %733, %734
  %736 = zext i1 %735 to i32
  %737 = load ptr, ptr %173, align 8
  %738 = load ptr, ptr %145, align 8
  %739 = icmp ugt ptr %737, %738
  %740 = zext i1 %739 to i32
  %741 = and i32 %736, %740
  %742 = icmp ne i32 %741, 0
  br i1 %742, label %743, label %753

743:                                              ; preds = %732
  %744 = load ptr, ptr %131, align 8
  %745 = getelementptr inbounds i8, ptr %744, i64 -1
  %746 = load i8, ptr %745, align 1
  %747 = zext i8 %746 to i32
  %748 = load ptr, ptr %173, align 8
  %749 = getelementptr inbounds i8, ptr %748, i64 -1
  %750 = load i8, ptr %749, align 1
  %751 = zext i8 %750 to i32
  %752 = icmp eq i32 %747, %751
  br label %753

753:                                              ; preds = %743, %732
  %754 = phi i1 [ false, %732 ], [ %752, %743 ]
  br i1 %754, label %755, label %762

755:                                              ; preds = %753
  %756 = load ptr, ptr %131, align 8
  %757 = getelementptr inbounds i8, ptr %756, i32 -1
  store ptr %757, ptr %131, align 8
  %758 = load ptr, ptr %173, align 8
  %759 = getelementptr inbounds i8, ptr %758, i32 -1
  store ptr %759, ptr %173, align 8
  %760 = load i64, ptr %156, align 8
  %761 = add i64 %760, 1
  store i64 %761, ptr %156, align 8
  br label %732, !llvm.loop !17

762:                                              ; preds = %753
  %763 = load i32, ptr %138, align 4
  store i32 %763, ptr %139, align 4
  %764 = load i32, ptr %174, align 4
  store i32 %764, ptr %138, align 4
  %765 = load ptr, ptr %119, align 8
  %766 = load ptr, ptr %131, align 8
  %767 = load ptr, ptr %133, align 8
  %768 = ptrtoint ptr %766 to i64
  %769 = ptrtoint ptr %767 to i64
  %770 = sub i64 %768, %769
  %771 = load ptr, ptr %133, align 8
  %772 = load ptr, ptr %136, align 8
  %773 = load i32, ptr %174, align 4
  %774 = add i32 %773, 3
  %775 = load i64, ptr %156, align 8
  store ptr %765, ptr %66, align 8
  store i64 %770, ptr %67, align 8
  store ptr %771, ptr %68, align 8
  store ptr %772, ptr %69, align 8
  store i32 %774, ptr %70, align 4
  store i64 %775, ptr %71, align 8
  %776 = load ptr, ptr %69, align 8
  %777 = getelementptr inbounds i8, ptr %776, i64 -32
  store ptr %777, ptr %72, align 8
  %778 = load ptr, ptr %68, align 8
  %779 = load i64, ptr %67, align 8
  %780 = getelementptr inbounds i8, ptr %778, i64 %779
  store ptr %780, ptr %73, align 8
  %781 = load ptr, ptr %73, align 8
  %782 = load ptr, ptr %72, align 8
  %783 = icmp ule ptr %781, %782
  br i1 %783, label %784, label %857

784:                                              ; preds = %762
  %785 = load ptr, ptr %66, align 8
  %786 = getelementptr inbounds %struct.SeqStore_t, ptr %785, i32 0, i32 3
  %787 = load ptr, ptr %786, align 8
  %788 = load ptr, ptr %68, align 8
  call void @ZSTD_copy16(ptr noundef %787, ptr noundef %788)
  %789 = load i64, ptr %67, align 8
  %790 = icmp ugt i64 %789, 16
  br i1 %790, label %791, label %856

791:                                              ; preds = %784
  %792 = load ptr, ptr %66, align 8
  %793 = getelementptr inbounds %struct.SeqStore_t, ptr %792, i32 0, i32 3
  %794 = load ptr, ptr %793, align 8
  %795 = getelementptr inbounds i8, ptr %794, i64 16
  %796 = load ptr, ptr %68, align 8
  %797 = getelementptr inbounds i8, ptr %796, i64 16
  %798 = load i64, ptr %67, align 8
  %799 = sub nsw i64 %798, 16
  store ptr %795, ptr %42, align 8
  store ptr %797, ptr %43, align 8
  store i64 %799, ptr %44, align 8
  store i32 0, ptr %45, align 4
  %800 = load ptr, ptr %42, align 8
  %801 = load ptr, ptr %43, align 8
  %802 = ptrtoint ptr %800 to i64
  %803 = ptrtoint ptr %801 to i64
  %804 = sub i64 %802, %803
  store i64 %804, ptr %46, align 8
  %805 = load ptr, ptr %43, align 8
  store ptr %805, ptr %47, align 8
  %806 = load ptr, ptr %42, align 8
  store ptr %806, ptr %48, align 8
  %807 = load ptr, ptr %48, align 8
  %808 = load i64, ptr %44, align 8
  %809 = getelementptr inbounds i8, ptr %807, i64 %808
  store ptr %809, ptr %49, align 8
  %810 = load i32, ptr %45, align 4
  %811 = icmp eq i32 %810, 1
  br i1 %811, label %812, label %827

812:                                              ; preds = %791
  %813 = load i64, ptr %46, align 8
  %814 = icmp slt i64 %813, 16
  br i1 %814, label %815, label %827

815:                                              ; preds = %812
  br label %816

816:                                              ; preds = %816, %815
  %817 = load ptr, ptr %48, align 8
  %818 = load ptr, ptr %47, align 8
  call void @ZSTD_copy8(ptr noundef %817, ptr noundef %818)
  %819 = load ptr, ptr %48, align 8
  %820 = getelementptr inbounds i8, ptr %819, i64 8
  store ptr %820, ptr %48, align 8
  %821 = load ptr, ptr %47, align 8
  %822 = getelementptr inbounds i8, ptr %821, i64 8
  store ptr %822, ptr %47, align 8
  %823 = load ptr, ptr %48, align 8
  %824 = load ptr, ptr %49, align 8
  %825 = icmp ult ptr %823, %824
  br i1 %825, label %816, label %826, !llvm.loop !13

826:                                              ; preds = %816
  br label %855

827:                                              ; preds = %812, %791
  %828 = load ptr, ptr %48, align 8
  %829 = load ptr, ptr %47, align 8
  call void @ZSTD_copy16(ptr noundef %828, ptr noundef %829)
  %830 = load i64, ptr %44, align 8
  %831 = icmp sge i64 16, %830
  br i1 %831, label %832, label %833

832:                                              ; preds = %827
  br label %855

833:                                              ; preds = %827
  %834 = load ptr, ptr %48, align 8
  %835 = getelementptr inbounds i8, ptr %834, i64 16
  store ptr %835, ptr %48, align 8
  %836 = load ptr, ptr %47, align 8
  %837 = getelementptr inbounds i8, ptr %836, i64 16
  store ptr %837, ptr %47, align 8
  br label %838

838:                                              ; preds = %838, %833
  %839 = load ptr, ptr %48, align 8
  %840 = load ptr, ptr %47, align 8
  call void @ZSTD_copy16(ptr noundef %839, ptr noundef %840)
  %841 = load ptr, ptr %48, align 8
  %842 = getelementptr inbounds i8, ptr %841, i64 16
  store ptr %842, ptr %48, align 8
  %843 = load ptr, ptr %47, align 8
  %844 = getelementptr inbounds i8, ptr %843, i64 16
  store ptr %844, ptr %47, align 8
  %845 = load ptr, ptr %48, align 8
  %846 = load ptr, ptr %47, align 8
  call void @ZSTD_copy16(ptr noundef %845, ptr noundef %846)
  %847 = load ptr, ptr %48, align 8
  %848 = getelementptr inbounds i8, ptr %847, i64 16
  store ptr %848, ptr %48, align 8
  %849 = load ptr, ptr %47, align 8
  %850 = getelementptr inbounds i8, ptr %849, i64 16
  store ptr %850, ptr %47, align 8
  %851 = load ptr, ptr %48, align 8
  %852 = load ptr, ptr %49, align 8
  %853 = icmp ult ptr %851, %852
  br i1 %853, label %838, label %854, !llvm.loop !14

854:                                              ; preds = %838
  br label %855

855:                                              ; preds = %854, %832, %826
  br label %856

856:                                              ; preds = %855, %784
  br label %864

857:                                              ; preds = %762
  %858 = load ptr, ptr %66, align 8
  %859 = getelementptr inbounds %struct.SeqStore_t, ptr %858, i32 0, i32 3
  %860 = load ptr, ptr %859, align 8
  %861 = load ptr, ptr %68, align 8
  %862 = load ptr, ptr %73, align 8
  %863 = load ptr, ptr %72, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %860, ptr noundef %861, ptr noundef %862, ptr noundef %863)
  br label %864

864:                                              ; preds = %857, %856
  %865 = load i64, ptr %67, align 8
  %866 = load ptr, ptr %66, align 8
  %867 = getelementptr inbounds %struct.SeqStore_t, ptr %866, i32 0, i32 3
  %868 = load ptr, ptr %867, align 8
  %869 = getelementptr inbounds i8, ptr %868, i64 %865
  store ptr %869, ptr %867, align 8
  %870 = load ptr, ptr %66, align 8
  %871 = load i64, ptr %67, align 8
  %872 = load i32, ptr %70, align 4
  %873 = load i64, ptr %71, align 8
  store ptr %870, ptr %16, align 8
  store i64 %871, ptr %17, align 8
  store i32 %872, ptr %18, align 4
  store i64 %873, ptr %19, align 8
  %874 = load i64, ptr %17, align 8
  %875 = icmp ugt i64 %874, 65535
  %876 = zext i1 %875 to i32
  %877 = sext i32 %876 to i64
  br i1 %875, label %878, label %893

878:                                              ; preds = %864
  %879 = load ptr, ptr %16, align 8
  %880 = getelementptr inbounds %struct.SeqStore_t, ptr %879, i32 0, i32 9
  store i32 1, ptr %880, align 8
  %881 = load ptr, ptr %16, align 8
  %882 = getelementptr inbounds %struct.SeqStore_t, ptr %881, i32 0, i32 1
  %883 = load ptr, ptr %882, align 8
  %884 = load ptr, ptr %16, align 8
  %885 = load ptr, ptr %884, align 8
  %886 = ptrtoint ptr %883 to i64
  %887 = ptrtoint ptr %885 to i64
  %888 = sub i64 %886, %887
  %889 = sdiv exact i64 %888, 8
  %890 = trunc i64 %889 to i32
  %891 = load ptr, ptr %16, align 8
  %892 = getelementptr inbounds %struct.SeqStore_t, ptr %891, i32 0, i32 10
  store i32 %890, ptr %892, align 4
  br label %893

893:                                              ; preds = %878, %864
  %894 = load i64, ptr %17, align 8
  %895 = trunc i64 %894 to i16
  %896 = load ptr, ptr %16, align 8
  %897 = getelementptr inbounds %struct.SeqStore_t, ptr %896, i32 0, i32 1
  %898 = load ptr, ptr %897, align 8
  %899 = getelementptr inbounds %struct.SeqDef_s, ptr %898, i32 0, i32 1
  store i16 %895, ptr %899, align 4
  %900 = load i32, ptr %18, align 4
  %901 = load ptr, ptr %16, align 8
  %902 = getelementptr inbounds %struct.SeqStore_t, ptr %901, i32 0, i32 1
  %903 = load ptr, ptr %902, align 8
  store i32 %900, ptr %903, align 4
  %904 = load i64, ptr %19, align 8
  %905 = sub i64 %904, 3
  store i64 %905, ptr %20, align 8
  %906 = load i64, ptr %20, align 8
  %907 = icmp ugt i64 %906, 65535
  %908 = zext i1 %907 to i32
  %909 = sext i32 %908 to i64
  br i1 %907, label %910, label %925

910:                                              ; preds = %893
  %911 = load ptr, ptr %16, align 8
  %912 = getelementptr inbounds %struct.SeqStore_t, ptr %911, i32 0, i32 9
  store i32 2, ptr %912, align 8
  %913 = load ptr, ptr %16, align 8
  %914 = getelementptr inbounds %struct.SeqStore_t, ptr %913, i32 0, i32 1
  %915 = load ptr, ptr %914, align 8
  %916 = load ptr, ptr %16, align 8
  %917 = load ptr, ptr %916, align 8
  %918 = ptrtoint ptr %915 to i64
  %919 = ptrtoint ptr %917 to i64
  %920 = sub i64 %918, %919
  %921 = sdiv exact i64 %920, 8
  %922 = trunc i64 %921 to i32
  %923 = load ptr, ptr %16, align 8
  %924 = getelementptr inbounds %struct.SeqStore_t, ptr %923, i32 0, i32 10
  store i32 %922, ptr %924, align 4
  br label %925

925:                                              ; preds = %910, %893
  %926 = load i64, ptr %20, align 8
  %927 = trunc i64 %926 to i16
  %928 = load ptr, ptr %16, align 8
  %929 = getelementptr inbounds %struct.SeqStore_t, ptr %928, i32 0, i32 1
  %930 = load ptr, ptr %929, align 8
  %931 = getelementptr inbounds %struct.SeqDef_s, ptr %930, i32 0, i32 2
  store i16 %927, ptr %931, align 2
  %932 = load ptr, ptr %16, align 8
  %933 = getelementptr inbounds %struct.SeqStore_t, ptr %932, i32 0, i32 1
  %934 = load ptr, ptr %933, align 8
  %935 = getelementptr inbounds %struct.SeqDef_s, ptr %934, i32 1
  store ptr %935, ptr %933, align 8
  br label %1202

936:                                              ; preds = %713
  br label %937

937:                                              ; preds = %936, %707, %697
  br label %938

938:                                              ; preds = %937, %694
  %939 = load ptr, ptr %131, align 8
  %940 = load ptr, ptr %166, align 8
  %941 = load i32, ptr %161, align 4
  %942 = load i32, ptr %134, align 4
  %943 = call i32 @ZSTD_match4Found_cmov(ptr noundef %939, ptr noundef %940, i32 noundef %941, i32 noundef %942)
  %944 = icmp ne i32 %943, 0
  br i1 %944, label %945, label %1163

945:                                              ; preds = %938
  %946 = load ptr, ptr %131, align 8
  %947 = load ptr, ptr %166, align 8
  %948 = ptrtoint ptr %946 to i64
  %949 = ptrtoint ptr %947 to i64
  %950 = sub i64 %948, %949
  %951 = trunc i64 %950 to i32
  store i32 %951, ptr %175, align 4
  %952 = load ptr, ptr %131, align 8
  %953 = getelementptr inbounds i8, ptr %952, i64 4
  %954 = load ptr, ptr %166, align 8
  %955 = getelementptr inbounds i8, ptr %954, i64 4
  %956 = load ptr, ptr %136, align 8
  %957 = call i64 @ZSTD_count(ptr noundef %953, ptr noundef %955, ptr noundef %956)
  %958 = add i64 %957, 4
  store i64 %958, ptr %156, align 8
  br label %959

959:                                              ; preds = %982, %945
  %960 = load ptr, ptr %131, align 8
  %961 = load ptr, ptr %133, align 8
  %962 = icmp ugt ptr %960, %961
  %963 = zext i1 %962 to i32
  %964 = load ptr, ptr %166, align 8
  %965 = load ptr, ptr %135, align 8
  %966 = icmp ugt ptr %964, %965
  %967 = zext i1 %966 to i32
  %968 = and i32 %963, %967
  %969 = icmp ne i32 %968, 0
  br i1 %969, label %970, label %980

970:                                              ; preds = %959
  %971 = load ptr, ptr %131, align 8
  %972 = getelementptr inbounds i8, ptr %971, i64 -1
  %973 = load i8, ptr %972, align 1
  %974 = zext i8 %973 to i32
  %975 = load ptr, ptr %166, align 8
  %976 = getelementptr inbounds i8, ptr %975, i64 -1
  %977 = load i8, ptr %976, align 1
  %978 = zext i8 %977 to i32
  %979 = icmp eq i32 %974, %978
  br label %980

980:                                              ; preds = %970, %959
  %981 = phi i1 [ false, %959 ], [ %979, %970 ]
  br i1 %981, label %982, label %989

982:                                              ; preds = %980
  %983 = load ptr, ptr %131, align 8
  %984 = getelementptr inbounds i8, ptr %983, i32 -1
  store ptr %984, ptr %131, align 8
  %985 = load ptr, ptr %166, align 8
  %986 = getelementptr inbounds i8, ptr %985, i32 -1
  store ptr %986, ptr %166, align 8
  %987 = load i64, ptr %156, align 8
  %988 = add i64 %987, 1
  store i64 %988, ptr %156, align 8
  br label %959, !llvm.loop !18

989:                                              ; preds = %980
  %990 = load i32, ptr %138, align 4
  store i32 %990, ptr %139, align 4
  %991 = load i32, ptr %175, align 4
  store i32 %991, ptr %138, align 4
  %992 = load ptr, ptr %119, align 8
  %993 = load ptr, ptr %131, align 8
  %994 = load ptr, ptr %133, align 8
  %995 = ptrtoint ptr %993 to i64
  %996 = ptrtoint ptr %994 to i64
  %997 = sub i64 %995, %996
  %998 = load ptr, ptr %133, align 8
  %999 = load ptr, ptr %136, align 8
  %1000 = load i32, ptr %175, align 4
  %1001 = add i32 %1000, 3
  %1002 = load i64, ptr %156, align 8
  store ptr %992, ptr %74, align 8
  store i64 %997, ptr %75, align 8
  store ptr %998, ptr %76, align 8
  store ptr %999, ptr %77, align 8
  store i32 %1001, ptr %78, align 4
  store i64 %1002, ptr %79, align 8
  %1003 = load ptr, ptr %77, align 8
  %1004 = getelementptr inbounds i8, ptr %1003, i64 -32
  store ptr %1004, ptr %80, align 8
  %1005 = load ptr, ptr %76, align 8
  %1006 = load i64, ptr %75, align 8
  %1007 = getelementptr inbounds i8, ptr %1005, i64 %1006
  store ptr %1007, ptr %81, align 8
  %1008 = load ptr, ptr %81, align 8
  %1009 = load ptr, ptr %80, align 8
  %1010 = icmp ule ptr %1008, %1009
  br i1 %1010, label %1011, label %1084

1011:                                             ; preds = %989
  %1012 = load ptr, ptr %74, align 8
  %1013 = getelementptr inbounds %struct.SeqStore_t, ptr %1012, i32 0, i32 3
  %1014 = load ptr, ptr %1013, align 8
  %1015 = load ptr, ptr %76, align 8
  call void @ZSTD_copy16(ptr noundef %1014, ptr noundef %1015)
  %1016 = load i64, ptr %75, align 8
  %1017 = icmp ugt i64 %1016, 16
  br i1 %1017, label %1018, label %1083

1018:                                             ; preds = %1011
  %1019 = load ptr, ptr %74, align 8
  %1020 = getelementptr inbounds %struct.SeqStore_t, ptr %1019, i32 0, i32 3
  %1021 = load ptr, ptr %1020, align 8
  %1022 = getelementptr inbounds i8, ptr %1021, i64 16
  %1023 = load ptr, ptr %76, align 8
  %1024 = getelementptr inbounds i8, ptr %1023, i64 16
  %1025 = load i64, ptr %75, align 8
  %1026 = sub nsw i64 %1025, 16
  store ptr %1022, ptr %34, align 8
  store ptr %1024, ptr %35, align 8
  store i64 %1026, ptr %36, align 8
  store i32 0, ptr %37, align 4
  %1027 = load ptr, ptr %34, align 8
  %1028 = load ptr, ptr %35, align 8
  %1029 = ptrtoint ptr %1027 to i64
  %1030 = ptrtoint ptr %1028 to i64
  %1031 = sub i64 %1029, %1030
  store i64 %1031, ptr %38, align 8
  %1032 = load ptr, ptr %35, align 8
  store ptr %1032, ptr %39, align 8
  %1033 = load ptr, ptr %34, align 8
  store ptr %1033, ptr %40, align 8
  %1034 = load ptr, ptr %40, align 8
  %1035 = load i64, ptr %36, align 8
  %1036 = getelementptr inbounds i8, ptr %1034, i64 %1035
  store ptr %1036, ptr %41, align 8
  %1037 = load i32, ptr %37, align 4
  %1038 = icmp eq i32 %1037, 1
  br i1 %1038, label %1039, label %1054

1039:                                             ; preds = %1018
  %1040 = load i64, ptr %38, align 8
  %1041 = icmp slt i64 %1040, 16
  br i1 %1041, label %1042, label %1054

1042:                                             ; preds = %1039
  br label %1043

1043:                                             ; preds = %1043, %1042
  %1044 = load ptr, ptr %40, align 8
  %1045 = load ptr, ptr %39, align 8
  call void @ZSTD_copy8(ptr noundef %1044, ptr noundef %1045)
  %1046 = load ptr, ptr %40, align 8
  %1047 = getelementptr inbounds i8, ptr %1046, i64 8
  store ptr %1047, ptr %40, align 8
  %1048 = load ptr, ptr %39, align 8
  %1049 = getelementptr inbounds i8, ptr %1048, i64 8
  store ptr %1049, ptr %39, align 8
  %1050 = load ptr, ptr %40, align 8
  %1051 = load ptr, ptr %41, align 8
  %1052 = icmp ult ptr %1050, %1051
  br i1 %1052, label %1043, label %1053, !llvm.loop !13

1053:                                             ; preds = %1043
  br label %1082

1054:                                             ; preds = %1039, %1018
  %1055 = load ptr, ptr %40, align 8
  %1056 = load ptr, ptr %39, align 8
  call void @ZSTD_copy16(ptr noundef %1055, ptr noundef %1056)
  %1057 = load i64, ptr %36, align 8
  %1058 = icmp sge i64 16, %1057
  br i1 %1058, label %1059, label %1060

1059:                                             ; preds = %1054
  br label %1082

1060:                                             ; preds = %1054
  %1061 = load ptr, ptr %40, align 8
  %1062 = getelementptr inbounds i8, ptr %1061, i64 16
  store ptr %1062, ptr %40, align 8
  %1063 = load ptr, ptr %39, align 8
  %1064 = getelementptr inbounds i8, ptr %1063, i64 16
  store ptr %1064, ptr %39, align 8
  br label %1065

1065:                                             ; preds = %1065, %1060
  %1066 = load ptr, ptr %40, align 8
  %1067 = load ptr, ptr %39, align 8
  call void @ZSTD_copy16(ptr noundef %1066, ptr noundef %1067)
  %1068 = load ptr, ptr %40, align 8
  %1069 = getelementptr inbounds i8, ptr %1068, i64 16
  store ptr %1069, ptr %40, align 8
  %1070 = load ptr, ptr %39, align 8
  %1071 = getelementptr inbounds i8, ptr %1070, i64 16
  store ptr %1071, ptr %39, align 8
  %1072 = load ptr, ptr %40, align 8
  %1073 = load ptr, ptr %39, align 8
  call void @ZSTD_copy16(ptr noundef %1072, ptr noundef %1073)
  %1074 = load ptr, ptr %40, align 8
  %1075 = getelementptr inbounds i8, ptr %1074, i64 16
  store ptr %1075, ptr %40, align 8
  %1076 = load ptr, ptr %39, align 8
  %1077 = getelementptr inbounds i8, ptr %1076, i64 16
  store ptr %1077, ptr %39, align 8
  %1078 = load ptr, ptr %40, align 8
  %1079 = load ptr, ptr %41, align 8
  %1080 = icmp ult ptr %1078, %1079
  br i1 %1080, label %1065, label %1081, !llvm.loop !14

1081:                                             ; preds = %1065
  br label %1082

1082:                                             ; preds = %1081, %1059, %1053
  br label %1083

1083:                                             ; preds = %1082, %1011
  br label %1091

1084:                                             ; preds = %989
  %1085 = load ptr, ptr %74, align 8
  %1086 = getelementptr inbounds %struct.SeqStore_t, ptr %1085, i32 0, i32 3
  %1087 = load ptr, ptr %1086, align 8
  %1088 = load ptr, ptr %76, align 8
  %1089 = load ptr, ptr %81, align 8
  %1090 = load ptr, ptr %80, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1087, ptr noundef %1088, ptr noundef %1089, ptr noundef %1090)
  br label %1091

1091:                                             ; preds = %1084, %1083
  %1092 = load i64, ptr %75, align 8
  %1093 = load ptr, ptr %74, align 8
  %1094 = getelementptr inbounds %struct.SeqStore_t, ptr %1093, i32 0, i32 3
  %1095 = load ptr, ptr %1094, align 8
  %1096 = getelementptr inbounds i8, ptr %1095, i64 %1092
  store ptr %1096, ptr %1094, align 8
  %1097 = load ptr, ptr %74, align 8
  %1098 = load i64, ptr %75, align 8
  %1099 = load i32, ptr %78, align 4
  %1100 = load i64, ptr %79, align 8
  store ptr %1097, ptr %11, align 8
  store i64 %1098, ptr %12, align 8
  store i32 %1099, ptr %13, align 4
  store i64 %1100, ptr %14, align 8
  %1101 = load i64, ptr %12, align 8
  %1102 = icmp ugt i64 %1101, 65535
  %1103 = zext i1 %1102 to i32
  %1104 = sext i32 %1103 to i64
  br i1 %1102, label %1105, label %1120

1105:                                             ; preds = %1091
  %1106 = load ptr, ptr %11, align 8
  %1107 = getelementptr inbounds %struct.SeqStore_t, ptr %1106, i32 0, i32 9
  store i32 1, ptr %1107, align 8
  %1108 = load ptr, ptr %11, align 8
  %1109 = getelementptr inbounds %struct.SeqStore_t, ptr %1108, i32 0, i32 1
  %1110 = load ptr, ptr %1109, align 8
  %1111 = load ptr, ptr %11, align 8
  %1112 = load ptr, ptr %1111, align 8
  %1113 = ptrtoint ptr %1110 to i64
  %1114 = ptrtoint ptr %1112 to i64
  %1115 = sub i64 %1113, %1114
  %1116 = sdiv exact i64 %1115, 8
  %1117 = trunc i64 %1116 to i32
  %1118 = load ptr, ptr %11, align 8
  %1119 = getelementptr inbounds %struct.SeqStore_t, ptr %1118, i32 0, i32 10
  store i32 %1117, ptr %1119, align 4
  br label %1120

1120:                                             ; preds = %1105, %1091
  %1121 = load i64, ptr %12, align 8
  %1122 = trunc i64 %1121 to i16
  %1123 = load ptr, ptr %11, align 8
  %1124 = getelementptr inbounds %struct.SeqStore_t, ptr %1123, i32 0, i32 1
  %1125 = load ptr, ptr %1124, align 8
  %1126 = getelementptr inbounds %struct.SeqDef_s, ptr %1125, i32 0, i32 1
  store i16 %1122, ptr %1126, align 4
  %1127 = load i32, ptr %13, align 4
  %1128 = load ptr, ptr %11, align 8
  %1129 = getelementptr inbounds %struct.SeqStore_t, ptr %1128, i32 0, i32 1
  %1130 = load ptr, ptr %1129, align 8
  store i32 %1127, ptr %1130, align 4
  %1131 = load i64, ptr %14, align 8
  %1132 = sub i64 %1131, 3
  store i64 %1132, ptr %15, align 8
  %1133 = load i64, ptr %15, align 8
  %1134 = icmp ugt i64 %1133, 65535
  %1135 = zext i1 %1134 to i32
  %1136 = sext i32 %1135 to i64
  br i1 %1134, label %1137, label %1152

1137:                                             ; preds = %1120
  %1138 = load ptr, ptr %11, align 8
  %1139 = getelementptr inbounds %struct.SeqStore_t, ptr %1138, i32 0, i32 9
  store i32 2, ptr %1139, align 8
  %1140 = load ptr, ptr %11, align 8
  %1141 = getelementptr inbounds %struct.SeqStore_t, ptr %1140, i32 0, i32 1
  %1142 = load ptr, ptr %1141, align 8
  %1143 = load ptr, ptr %11, align 8
  %1144 = load ptr, ptr %1143, align 8
  %1145 = ptrtoint ptr %1142 to i64
  %1146 = ptrtoint ptr %1144 to i64
  %1147 = sub i64 %1145, %1146
  %1148 = sdiv exact i64 %1147, 8
  %1149 = trunc i64 %1148 to i32
  %1150 = load ptr, ptr %11, align 8
  %1151 = getelementptr inbounds %struct.SeqStore_t, ptr %1150, i32 0, i32 10
  store i32 %1149, ptr %1151, align 4
  br label %1152

1152:                                             ; preds = %1137, %1120
  %1153 = load i64, ptr %15, align 8
  %1154 = trunc i64 %1153 to i16
  %1155 = load ptr, ptr %11, align 8
  %1156 = getelementptr inbounds %struct.SeqStore_t, ptr %1155, i32 0, i32 1
  %1157 = load ptr, ptr %1156, align 8
  %1158 = getelementptr inbounds %struct.SeqDef_s, ptr %1157, i32 0, i32 2
  store i16 %1154, ptr %1158, align 2
  %1159 = load ptr, ptr %11, align 8
  %1160 = getelementptr inbounds %struct.SeqStore_t, ptr %1159, i32 0, i32 1
  %1161 = load ptr, ptr %1160, align 8
  %1162 = getelementptr inbounds %struct.SeqDef_s, ptr %1161, i32 1
  store ptr %1162, ptr %1160, align 8
  br label %1202

1163:                                             ; preds = %938
  %1164 = load ptr, ptr %142, align 8
  %1165 = load i64, ptr %170, align 8
  %1166 = lshr i64 %1165, 8
  %1167 = getelementptr inbounds i32, ptr %1164, i64 %1166
  %1168 = load i32, ptr %1167, align 4
  store i32 %1168, ptr %159, align 4
  %1169 = load i32, ptr %159, align 4
  %1170 = zext i32 %1169 to i64
  %1171 = load i64, ptr %170, align 8
  %1172 = call i32 @ZSTD_comparePackedTags(i64 noundef %1170, i64 noundef %1171)
  store i32 %1172, ptr %160, align 4
  %1173 = load ptr, ptr %126, align 8
  %1174 = load i64, ptr %169, align 8
  %1175 = getelementptr inbounds i32, ptr %1173, i64 %1174
  %1176 = load i32, ptr %1175, align 4
  store i32 %1176, ptr %161, align 4
  %1177 = load ptr, ptr %132, align 8
  %1178 = load ptr, ptr %165, align 8
  %1179 = icmp uge ptr %1177, %1178
  br i1 %1179, label %1180, label %1185

1180:                                             ; preds = %1163
  %1181 = load i64, ptr %163, align 8
  %1182 = add i64 %1181, 1
  store i64 %1182, ptr %163, align 8
  %1183 = load ptr, ptr %165, align 8
  %1184 = getelementptr inbounds i8, ptr %1183, i64 256
  store ptr %1184, ptr %165, align 8
  br label %1185

1185:                                             ; preds = %1180, %1163
  %1186 = load ptr, ptr %132, align 8
  store ptr %1186, ptr %131, align 8
  %1187 = load ptr, ptr %132, align 8
  %1188 = load i64, ptr %163, align 8
  %1189 = getelementptr inbounds i8, ptr %1187, i64 %1188
  store ptr %1189, ptr %132, align 8
  %1190 = load ptr, ptr %132, align 8
  %1191 = load ptr, ptr %137, align 8
  %1192 = icmp ugt ptr %1190, %1191
  br i1 %1192, label %1193, label %1194

1193:                                             ; preds = %1185
  br label %1554

1194:                                             ; preds = %1185
  %1195 = load ptr, ptr %131, align 8
  %1196 = load ptr, ptr %129, align 8
  %1197 = ptrtoint ptr %1195 to i64
  %1198 = ptrtoint ptr %1196 to i64
  %1199 = sub i64 %1197, %1198
  %1200 = trunc i64 %1199 to i32
  store i32 %1200, ptr %162, align 4
  %1201 = load i64, ptr %169, align 8
  store i64 %1201, ptr %157, align 8
  br label %408

1202:                                             ; preds = %1152, %925, %683
  %1203 = load i64, ptr %156, align 8
  %1204 = load ptr, ptr %131, align 8
  %1205 = getelementptr inbounds i8, ptr %1204, i64 %1203
  store ptr %1205, ptr %131, align 8
  %1206 = load ptr, ptr %131, align 8
  store ptr %1206, ptr %133, align 8
  %1207 = load ptr, ptr %131, align 8
  %1208 = load ptr, ptr %137, align 8
  %1209 = icmp ule ptr %1207, %1208
  br i1 %1209, label %1210, label %1548

1210:                                             ; preds = %1202
  %1211 = load i32, ptr %162, align 4
  %1212 = add i32 %1211, 2
  %1213 = load ptr, ptr %126, align 8
  %1214 = load ptr, ptr %129, align 8
  %1215 = load i32, ptr %162, align 4
  %1216 = zext i32 %1215 to i64
  %1217 = getelementptr inbounds i8, ptr %1214, i64 %1216
  %1218 = getelementptr inbounds i8, ptr %1217, i64 2
  %1219 = load i32, ptr %127, align 4
  %1220 = load i32, ptr %123, align 4
  store ptr %1218, ptr %107, align 8
  store i32 %1219, ptr %108, align 4
  store i32 %1220, ptr %109, align 4
  %1221 = load i32, ptr %109, align 4
  switch i32 %1221, label %1222 [
    i32 4, label %1223
    i32 5, label %1227
    i32 6, label %1231
    i32 7, label %1235
    i32 8, label %1239
  ]

1222:                                             ; preds = %1210
  br label %1223

1223:                                             ; preds = %1222, %1210
  %1224 = load ptr, ptr %107, align 8
  %1225 = load i32, ptr %108, align 4
  %1226 = call i64 @ZSTD_hash4Ptr(ptr noundef %1224, i32 noundef %1225)
  store i64 %1226, ptr %106, align 8
  br label %1243

1227:                                             ; preds = %1210
  %1228 = load ptr, ptr %107, align 8
  %1229 = load i32, ptr %108, align 4
  %1230 = call i64 @ZSTD_hash5Ptr(ptr noundef %1228, i32 noundef %1229)
  store i64 %1230, ptr %106, align 8
  br label %1243

1231:                                             ; preds = %1210
  %1232 = load ptr, ptr %107, align 8
  %1233 = load i32, ptr %108, align 4
  %1234 = call i64 @ZSTD_hash6Ptr(ptr noundef %1232, i32 noundef %1233)
  store i64 %1234, ptr %106, align 8
  br label %1243

1235:                                             ; preds = %1210
  %1236 = load ptr, ptr %107, align 8
  %1237 = load i32, ptr %108, align 4
  %1238 = call i64 @ZSTD_hash7Ptr(ptr noundef %1236, i32 noundef %1237)
  store i64 %1238, ptr %106, align 8
  br label %1243

1239:                                             ; preds = %1210
  %1240 = load ptr, ptr %107, align 8
  %1241 = load i32, ptr %108, align 4
  %1242 = call i64 @ZSTD_hash8Ptr(ptr noundef %1240, i32 noundef %1241)
  store i64 %1242, ptr %106, align 8
  br label %1243

1243:                                             ; preds = %1239, %1235, %1231, %1227, %1223
  %1244 = load i64, ptr %106, align 8
  %1245 = getelementptr inbounds i32, ptr %1213, i64 %1244
  store i32 %1212, ptr %1245, align 4
  %1246 = load ptr, ptr %131, align 8
  %1247 = getelementptr inbounds i8, ptr %1246, i64 -2
  %1248 = load ptr, ptr %129, align 8
  %1249 = ptrtoint ptr %1247 to i64
  %1250 = ptrtoint ptr %1248 to i64
  %1251 = sub i64 %1249, %1250
  %1252 = trunc i64 %1251 to i32
  %1253 = load ptr, ptr %126, align 8
  %1254 = load ptr, ptr %131, align 8
  %1255 = getelementptr inbounds i8, ptr %1254, i64 -2
  %1256 = load i32, ptr %127, align 4
  %1257 = load i32, ptr %123, align 4
  store ptr %1255, ptr %111, align 8
  store i32 %1256, ptr %112, align 4
  store i32 %1257, ptr %113, align 4
  %1258 = load i32, ptr %113, align 4
  switch i32 %1258, label %1259 [
    i32 4, label %1260
    i32 5, label %1264
    i32 6, label %1268
    i32 7, label %1272
    i32 8, label %1276
  ]

1259:                                             ; preds = %1243
  br label %1260

1260:                                             ; preds = %1259, %1243
  %1261 = load ptr, ptr %111, align 8
  %1262 = load i32, ptr %112, align 4
  %1263 = call i64 @ZSTD_hash4Ptr(ptr noundef %1261, i32 noundef %1262)
  store i64 %1263, ptr %110, align 8
  br label %1280

1264:                                             ; preds = %1243
  %1265 = load ptr, ptr %111, align 8
  %1266 = load i32, ptr %112, align 4
  %1267 = call i64 @ZSTD_hash5Ptr(ptr noundef %1265, i32 noundef %1266)
  store i64 %1267, ptr %110, align 8
  br label %1280

1268:                                             ; preds = %1243
  %1269 = load ptr, ptr %111, align 8
  %1270 = load i32, ptr %112, align 4
  %1271 = call i64 @ZSTD_hash6Ptr(ptr noundef %1269, i32 noundef %1270)
  store i64 %1271, ptr %110, align 8
  br label %1280

1272:                                             ; preds = %1243
  %1273 = load ptr, ptr %111, align 8
  %1274 = load i32, ptr %112, align 4
  %1275 = call i64 @ZSTD_hash7Ptr(ptr noundef %1273, i32 noundef %1274)
  store i64 %1275, ptr %110, align 8
  br label %1280

1276:                                             ; preds = %1243
  %1277 = load ptr, ptr %111, align 8
  %1278 = load i32, ptr %112, align 4
  %1279 = call i64 @ZSTD_hash8Ptr(ptr noundef %1277, i32 noundef %1278)
  store i64 %1279, ptr %110, align 8
  br label %1280

1280:                                             ; preds = %1276, %1272, %1268, %1264, %1260
  %1281 = load i64, ptr %110, align 8
  %1282 = getelementptr inbounds i32, ptr %1253, i64 %1281
  store i32 %1252, ptr %1282, align 4
  br label %1283

1283:                                             ; preds = %1539, %1280
  %1284 = load ptr, ptr %131, align 8
  %1285 = load ptr, ptr %137, align 8
  %1286 = icmp ule ptr %1284, %1285
  br i1 %1286, label %1287, label %1547

1287:                                             ; preds = %1283
  %1288 = load ptr, ptr %131, align 8
  %1289 = load ptr, ptr %129, align 8
  %1290 = ptrtoint ptr %1288 to i64
  %1291 = ptrtoint ptr %1289 to i64
  %1292 = sub i64 %1290, %1291
  %1293 = trunc i64 %1292 to i32
  store i32 %1293, ptr %176, align 4
  %1294 = load i32, ptr %176, align 4
  %1295 = load i32, ptr %139, align 4
  %1296 = sub i32 %1294, %1295
  store i32 %1296, ptr %177, align 4
  %1297 = load i32, ptr %177, align 4
  %1298 = load i32, ptr %134, align 4
  %1299 = icmp ult i32 %1297, %1298
  br i1 %1299, label %1300, label %1309

1300:                                             ; preds = %1287
  %1301 = load ptr, ptr %144, align 8
  %1302 = load i32, ptr %147, align 4
  %1303 = zext i32 %1302 to i64
  %1304 = sub i64 0, %1303
  %1305 = getelementptr inbounds i8, ptr %1301, i64 %1304
  %1306 = load i32, ptr %177, align 4
  %1307 = zext i32 %1306 to i64
  %1308 = getelementptr inbounds i8, ptr %1305, i64 %1307
  br label %1314

1309:                                             ; preds = %1287
  %1310 = load ptr, ptr %129, align 8
  %1311 = load i32, ptr %177, align 4
  %1312 = zext i32 %1311 to i64
  %1313 = getelementptr inbounds i8, ptr %1310, i64 %1312
  br label %1314

1314:                                             ; preds = %1309, %1300
  %1315 = phi ptr [ %1308, %1300 ], [ %1313, %1309 ]
  store ptr %1315, ptr %178, align 8
  %1316 = load i32, ptr %134, align 4
  %1317 = load i32, ptr %177, align 4
  %1318 = call i32 @ZSTD_index_overlap_check(i32 noundef %1316, i32 noundef %1317)
  %1319 = icmp ne i32 %1318, 0
  br i1 %1319, label %1320, label %1546

1320:                                             ; preds = %1314
  %1321 = load ptr, ptr %178, align 8
  %1322 = call i32 @MEM_read32(ptr noundef %1321)
  %1323 = load ptr, ptr %131, align 8
  %1324 = call i32 @MEM_read32(ptr noundef %1323)
  %1325 = icmp eq i32 %1322, %1324
  br i1 %1325, label %1326, label %1546

1326:                                             ; preds = %1320
  %1327 = load i32, ptr %177, align 4
  %1328 = load i32, ptr %134, align 4
  %1329 = icmp ult i32 %1327, %1328
  br i1 %1329, label %1330, label %1332

1330:                                             ; preds = %1326
  %1331 = load ptr, ptr %146, align 8
  br label %1334

1332:                                             ; preds = %1326
  %1333 = load ptr, ptr %136, align 8
  br label %1334

1334:                                             ; preds = %1332, %1330
  %1335 = phi ptr [ %1331, %1330 ], [ %1333, %1332 ]
  store ptr %1335, ptr %179, align 8
  %1336 = load ptr, ptr %131, align 8
  %1337 = getelementptr inbounds i8, ptr %1336, i64 4
  %1338 = load ptr, ptr %178, align 8
  %1339 = getelementptr inbounds i8, ptr %1338, i64 4
  %1340 = load ptr, ptr %136, align 8
  %1341 = load ptr, ptr %179, align 8
  %1342 = load ptr, ptr %135, align 8
  %1343 = call i64 @ZSTD_count_2segments(ptr noundef %1337, ptr noundef %1339, ptr noundef %1340, ptr noundef %1341, ptr noundef %1342)
  %1344 = add i64 %1343, 4
  store i64 %1344, ptr %180, align 8
  %1345 = load i32, ptr %139, align 4
  store i32 %1345, ptr %181, align 4
  %1346 = load i32, ptr %138, align 4
  store i32 %1346, ptr %139, align 4
  %1347 = load i32, ptr %181, align 4
  store i32 %1347, ptr %138, align 4
  %1348 = load ptr, ptr %119, align 8
  %1349 = load ptr, ptr %133, align 8
  %1350 = load ptr, ptr %136, align 8
  %1351 = load i64, ptr %180, align 8
  store ptr %1348, ptr %82, align 8
  store i64 0, ptr %83, align 8
  store ptr %1349, ptr %84, align 8
  store ptr %1350, ptr %85, align 8
  store i32 1, ptr %86, align 4
  store i64 %1351, ptr %87, align 8
  %1352 = load ptr, ptr %85, align 8
  %1353 = getelementptr inbounds i8, ptr %1352, i64 -32
  store ptr %1353, ptr %88, align 8
  %1354 = load ptr, ptr %84, align 8
  %1355 = load i64, ptr %83, align 8
  %1356 = getelementptr inbounds i8, ptr %1354, i64 %1355
  store ptr %1356, ptr %89, align 8
  %1357 = load ptr, ptr %89, align 8
  %1358 = load ptr, ptr %88, align 8
  %1359 = icmp ule ptr %1357, %1358
  br i1 %1359, label %1360, label %1433

1360:                                             ; preds = %1334
  %1361 = load ptr, ptr %82, align 8
  %1362 = getelementptr inbounds %struct.SeqStore_t, ptr %1361, i32 0, i32 3
  %1363 = load ptr, ptr %1362, align 8
  %1364 = load ptr, ptr %84, align 8
  call void @ZSTD_copy16(ptr noundef %1363, ptr noundef %1364)
  %1365 = load i64, ptr %83, align 8
  %1366 = icmp ugt i64 %1365, 16
  br i1 %1366, label %1367, label %1432

1367:                                             ; preds = %1360
  %1368 = load ptr, ptr %82, align 8
  %1369 = getelementptr inbounds %struct.SeqStore_t, ptr %1368, i32 0, i32 3
  %1370 = load ptr, ptr %1369, align 8
  %1371 = getelementptr inbounds i8, ptr %1370, i64 16
  %1372 = load ptr, ptr %84, align 8
  %1373 = getelementptr inbounds i8, ptr %1372, i64 16
  %1374 = load i64, ptr %83, align 8
  %1375 = sub nsw i64 %1374, 16
  store ptr %1371, ptr %26, align 8
  store ptr %1373, ptr %27, align 8
  store i64 %1375, ptr %28, align 8
  store i32 0, ptr %29, align 4
  %1376 = load ptr, ptr %26, align 8
  %1377 = load ptr, ptr %27, align 8
  %1378 = ptrtoint ptr %1376 to i64
  %1379 = ptrtoint ptr %1377 to i64
  %1380 = sub i64 %1378, %1379
  store i64 %1380, ptr %30, align 8
  %1381 = load ptr, ptr %27, align 8
  store ptr %1381, ptr %31, align 8
  %1382 = load ptr, ptr %26, align 8
  store ptr %1382, ptr %32, align 8
  %1383 = load ptr, ptr %32, align 8
  %1384 = load i64, ptr %28, align 8
  %1385 = getelementptr inbounds i8, ptr %1383, i64 %1384
  store ptr %1385, ptr %33, align 8
  %1386 = load i32, ptr %29, align 4
  %1387 = icmp eq i32 %1386, 1
  br i1 %1387, label %1388, label %1403

1388:                                             ; preds = %1367
  %1389 = load i64, ptr %30, align 8
  %1390 = icmp slt i64 %1389, 16
  br i1 %1390, label %1391, label %1403

1391:                                             ; preds = %1388
  br label %1392

1392:                                             ; preds = %1392, %1391
  %1393 = load ptr, ptr %32, align 8
  %1394 = load ptr, ptr %31, align 8
  call void @ZSTD_copy8(ptr noundef %1393, ptr noundef %1394)
  %1395 = load ptr, ptr %32, align 8
  %1396 = getelementptr inbounds i8, ptr %1395, i64 8
  store ptr %1396, ptr %32, align 8
  %1397 = load ptr, ptr %31, align 8
  %1398 = getelementptr inbounds i8, ptr %1397, i64 8
  store ptr %1398, ptr %31, align 8
  %1399 = load ptr, ptr %32, align 8
  %1400 = load ptr, ptr %33, align 8
  %1401 = icmp ult ptr %1399, %1400
  br i1 %1401, label %1392, label %1402, !llvm.loop !13

1402:                                             ; preds = %1392
  br label %1431

1403:                                             ; preds = %1388, %1367
  %1404 = load ptr, ptr %32, align 8
  %1405 = load ptr, ptr %31, align 8
  call void @ZSTD_copy16(ptr noundef %1404, ptr noundef %1405)
  %1406 = load i64, ptr %28, align 8
  %1407 = icmp sge i64 16, %1406
  br i1 %1407, label %1408, label %1409

1408:                                             ; preds = %1403
  br label %1431

1409:                                             ; preds = %1403
  %1410 = load ptr, ptr %32, align 8
  %1411 = getelementptr inbounds i8, ptr %1410, i64 16
  store ptr %1411, ptr %32, align 8
  %1412 = load ptr, ptr %31, align 8
  %1413 = getelementptr inbounds i8, ptr %1412, i64 16
  store ptr %1413, ptr %31, align 8
  br label %1414

1414:                                             ; preds = %1414, %1409
  %1415 = load ptr, ptr %32, align 8
  %1416 = load ptr, ptr %31, align 8
  call void @ZSTD_copy16(ptr noundef %1415, ptr noundef %1416)
  %1417 = load ptr, ptr %32, align 8
  %1418 = getelementptr inbounds i8, ptr %1417, i64 16
  store ptr %1418, ptr %32, align 8
  %1419 = load ptr, ptr %31, align 8
  %1420 = getelementptr inbounds i8, ptr %1419, i64 16
  store ptr %1420, ptr %31, align 8
  %1421 = load ptr, ptr %32, align 8
  %1422 = load ptr, ptr %31, align 8
  call void @ZSTD_copy16(ptr noundef %1421, ptr noundef %1422)
  %1423 = load ptr, ptr %32, align 8
  %1424 = getelementptr inbounds i8, ptr %1423, i64 16
  store ptr %1424, ptr %32, align 8
  %1425 = load ptr, ptr %31, align 8
  %1426 = getelementptr inbounds i8, ptr %1425, i64 16
  store ptr %1426, ptr %31, align 8
  %1427 = load ptr, ptr %32, align 8
  %1428 = load ptr, ptr %33, align 8
  %1429 = icmp ult ptr %1427, %1428
  br i1 %1429, label %1414, label %1430, !llvm.loop !14

1430:                                             ; preds = %1414
  br label %1431

1431:                                             ; preds = %1430, %1408, %1402
  br label %1432

1432:                                             ; preds = %1431, %1360
  br label %1440

1433:                                             ; preds = %1334
  %1434 = load ptr, ptr %82, align 8
  %1435 = getelementptr inbounds %struct.SeqStore_t, ptr %1434, i32 0, i32 3
  %1436 = load ptr, ptr %1435, align 8
  %1437 = load ptr, ptr %84, align 8
  %1438 = load ptr, ptr %89, align 8
  %1439 = load ptr, ptr %88, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1436, ptr noundef %1437, ptr noundef %1438, ptr noundef %1439)
  br label %1440

1440:                                             ; preds = %1433, %1432
  %1441 = load i64, ptr %83, align 8
  %1442 = load ptr, ptr %82, align 8
  %1443 = getelementptr inbounds %struct.SeqStore_t, ptr %1442, i32 0, i32 3
  %1444 = load ptr, ptr %1443, align 8
  %1445 = getelementptr inbounds i8, ptr %1444, i64 %1441
  store ptr %1445, ptr %1443, align 8
  %1446 = load ptr, ptr %82, align 8
  %1447 = load i64, ptr %83, align 8
  %1448 = load i32, ptr %86, align 4
  %1449 = load i64, ptr %87, align 8
  store ptr %1446, ptr %6, align 8
  store i64 %1447, ptr %7, align 8
  store i32 %1448, ptr %8, align 4
  store i64 %1449, ptr %9, align 8
  %1450 = load i64, ptr %7, align 8
  %1451 = icmp ugt i64 %1450, 65535
  %1452 = zext i1 %1451 to i32
  %1453 = sext i32 %1452 to i64
  br i1 %1451, label %1454, label %1469

1454:                                             ; preds = %1440
  %1455 = load ptr, ptr %6, align 8
  %1456 = getelementptr inbounds %struct.SeqStore_t, ptr %1455, i32 0, i32 9
  store i32 1, ptr %1456, align 8
  %1457 = load ptr, ptr %6, align 8
  %1458 = getelementptr inbounds %struct.SeqStore_t, ptr %1457, i32 0, i32 1
  %1459 = load ptr, ptr %1458, align 8
  %1460 = load ptr, ptr %6, align 8
  %1461 = load ptr, ptr %1460, align 8
  %1462 = ptrtoint ptr %1459 to i64
  %1463 = ptrtoint ptr %1461 to i64
  %1464 = sub i64 %1462, %1463
  %1465 = sdiv exact i64 %1464, 8
  %1466 = trunc i64 %1465 to i32
  %1467 = load ptr, ptr %6, align 8
  %1468 = getelementptr inbounds %struct.SeqStore_t, ptr %1467, i32 0, i32 10
  store i32 %1466, ptr %1468, align 4
  br label %1469

1469:                                             ; preds = %1454, %1440
  %1470 = load i64, ptr %7, align 8
  %1471 = trunc i64 %1470 to i16
  %1472 = load ptr, ptr %6, align 8
  %1473 = getelementptr inbounds %struct.SeqStore_t, ptr %1472, i32 0, i32 1
  %1474 = load ptr, ptr %1473, align 8
  %1475 = getelementptr inbounds %struct.SeqDef_s, ptr %1474, i32 0, i32 1
  store i16 %1471, ptr %1475, align 4
  %1476 = load i32, ptr %8, align 4
  %1477 = load ptr, ptr %6, align 8
  %1478 = getelementptr inbounds %struct.SeqStore_t, ptr %1477, i32 0, i32 1
  %1479 = load ptr, ptr %1478, align 8
  store i32 %1476, ptr %1479, align 4
  %1480 = load i64, ptr %9, align 8
  %1481 = sub i64 %1480, 3
  store i64 %1481, ptr %10, align 8
  %1482 = load i64, ptr %10, align 8
  %1483 = icmp ugt i64 %1482, 65535
  %1484 = zext i1 %1483 to i32
  %1485 = sext i32 %1484 to i64
  br i1 %1483, label %1486, label %1501

1486:                                             ; preds = %1469
  %1487 = load ptr, ptr %6, align 8
  %1488 = getelementptr inbounds %struct.SeqStore_t, ptr %1487, i32 0, i32 9
  store i32 2, ptr %1488, align 8
  %1489 = load ptr, ptr %6, align 8
  %1490 = getelementptr inbounds %struct.SeqStore_t, ptr %1489, i32 0, i32 1
  %1491 = load ptr, ptr %1490, align 8
  %1492 = load ptr, ptr %6, align 8
  %1493 = load ptr, ptr %1492, align 8
  %1494 = ptrtoint ptr %1491 to i64
  %1495 = ptrtoint ptr %1493 to i64
  %1496 = sub i64 %1494, %1495
  %1497 = sdiv exact i64 %1496, 8
  %1498 = trunc i64 %1497 to i32
  %1499 = load ptr, ptr %6, align 8
  %1500 = getelementptr inbounds %struct.SeqStore_t, ptr %1499, i32 0, i32 10
  store i32 %1498, ptr %1500, align 4
  br label %1501

1501:                                             ; preds = %1486, %1469
  %1502 = load i64, ptr %10, align 8
  %1503 = trunc i64 %1502 to i16
  %1504 = load ptr, ptr %6, align 8
  %1505 = getelementptr inbounds %struct.SeqStore_t, ptr %1504, i32 0, i32 1
  %1506 = load ptr, ptr %1505, align 8
  %1507 = getelementptr inbounds %struct.SeqDef_s, ptr %1506, i32 0, i32 2
  store i16 %1503, ptr %1507, align 2
  %1508 = load ptr, ptr %6, align 8
  %1509 = getelementptr inbounds %struct.SeqStore_t, ptr %1508, i32 0, i32 1
  %1510 = load ptr, ptr %1509, align 8
  %1511 = getelementptr inbounds %struct.SeqDef_s, ptr %1510, i32 1
  store ptr %1511, ptr %1509, align 8
  %1512 = load i32, ptr %176, align 4
  %1513 = load ptr, ptr %126, align 8
  %1514 = load ptr, ptr %131, align 8
  %1515 = load i32, ptr %127, align 4
  %1516 = load i32, ptr %123, align 4
  store ptr %1514, ptr %115, align 8
  store i32 %1515, ptr %116, align 4
  store i32 %1516, ptr %117, align 4
  %1517 = load i32, ptr %117, align 4
  switch i32 %1517, label %1518 [
    i32 4, label %1519
    i32 5, label %1523
    i32 6, label %1527
    i32 7, label %1531
    i32 8, label %1535
  ]

1518:                                             ; preds = %1501
  br label %1519

1519:                                             ; preds = %1518, %1501
  %1520 = load ptr, ptr %115, align 8
  %1521 = load i32, ptr %116, align 4
  %1522 = call i64 @ZSTD_hash4Ptr(ptr noundef %1520, i32 noundef %1521)
  store i64 %1522, ptr %114, align 8
  br label %1539

1523:                                             ; preds = %1501
  %1524 = load ptr, ptr %115, align 8
  %1525 = load i32, ptr %116, align 4
  %1526 = call i64 @ZSTD_hash5Ptr(ptr noundef %1524, i32 noundef %1525)
  store i64 %1526, ptr %114, align 8
  br label %1539

1527:                                             ; preds = %1501
  %1528 = load ptr, ptr %115, align 8
  %1529 = load i32, ptr %116, align 4
  %1530 = call i64 @ZSTD_hash6Ptr(ptr noundef %1528, i32 noundef %1529)
  store i64 %1530, ptr %114, align 8
  br label %1539

1531:                                             ; preds = %1501
  %1532 = load ptr, ptr %115, align 8
  %1533 = load i32, ptr %116, align 4
  %1534 = call i64 @ZSTD_hash7Ptr(ptr noundef %1532, i32 noundef %1533)
  store i64 %1534, ptr %114, align 8
  br label %1539

1535:                                             ; preds = %1501
  %1536 = load ptr, ptr %115, align 8
  %1537 = load i32, ptr %116, align 4
  %1538 = call i64 @ZSTD_hash8Ptr(ptr noundef %1536, i32 noundef %1537)
  store i64 %1538, ptr %114, align 8
  br label %1539

1539:                                             ; preds = %1535, %1531, %1527, %1523, %1519
  %1540 = load i64, ptr %114, align 8
  %1541 = getelementptr inbounds i32, ptr %1513, i64 %1540
  store i32 %1512, ptr %1541, align 4
  %1542 = load i64, ptr %180, align 8
  %1543 = load ptr, ptr %131, align 8
  %1544 = getelementptr inbounds i8, ptr %1543, i64 %1542
  store ptr %1544, ptr %131, align 8
  %1545 = load ptr, ptr %131, align 8
  store ptr %1545, ptr %133, align 8
  br label %1283, !llvm.loop !19

1546:                                             ; preds = %1320, %1314
  br label %1547

1547:                                             ; preds = %1546, %1283
  br label %1548

1548:                                             ; preds = %1547, %1202
  %1549 = load ptr, ptr %131, align 8
  %1550 = load i32, ptr %128, align 4
  %1551 = zext i32 %1550 to i64
  %1552 = getelementptr inbounds i8, ptr %1549, i64 %1551
  store ptr %1552, ptr %132, align 8
  br label %326, !llvm.loop !20

1553:                                             ; preds = %326
  br label %1554

1554:                                             ; preds = %1193, %1553
  %1555 = load i32, ptr %138, align 4
  %1556 = load ptr, ptr %120, align 8
  store i32 %1555, ptr %1556, align 4
  %1557 = load i32, ptr %139, align 4
  %1558 = load ptr, ptr %120, align 8
  %1559 = getelementptr inbounds i32, ptr %1558, i64 1
  store i32 %1557, ptr %1559, align 4
  %1560 = load ptr, ptr %136, align 8
  %1561 = load ptr, ptr %133, align 8
  %1562 = ptrtoint ptr %1560 to i64
  %1563 = ptrtoint ptr %1561 to i64
  %1564 = sub i64 %1562, %1563
  ret i64 %1564
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_compressBlock_fast_dictMatchState_7_0(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
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
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  %25 = alloca i64, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca i64, align 8
  %29 = alloca i32, align 4
  %30 = alloca i64, align 8
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca ptr, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca i64, align 8
  %37 = alloca i32, align 4
  %38 = alloca i64, align 8
  %39 = alloca ptr, align 8
  %40 = alloca ptr, align 8
  %41 = alloca ptr, align 8
  %42 = alloca ptr, align 8
  %43 = alloca ptr, align 8
  %44 = alloca i64, align 8
  %45 = alloca i32, align 4
  %46 = alloca i64, align 8
  %47 = alloca ptr, align 8
  %48 = alloca ptr, align 8
  %49 = alloca ptr, align 8
  %50 = alloca ptr, align 8
  %51 = alloca ptr, align 8
  %52 = alloca i64, align 8
  %53 = alloca i32, align 4
  %54 = alloca i64, align 8
  %55 = alloca ptr, align 8
  %56 = alloca ptr, align 8
  %57 = alloca ptr, align 8
  %58 = alloca ptr, align 8
  %59 = alloca i64, align 8
  %60 = alloca ptr, align 8
  %61 = alloca ptr, align 8
  %62 = alloca i32, align 4
  %63 = alloca i64, align 8
  %64 = alloca ptr, align 8
  %65 = alloca ptr, align 8
  %66 = alloca ptr, align 8
  %67 = alloca i64, align 8
  %68 = alloca ptr, align 8
  %69 = alloca ptr, align 8
  %70 = alloca i32, align 4
  %71 = alloca i64, align 8
  %72 = alloca ptr, align 8
  %73 = alloca ptr, align 8
  %74 = alloca ptr, align 8
  %75 = alloca i64, align 8
  %76 = alloca ptr, align 8
  %77 = alloca ptr, align 8
  %78 = alloca i32, align 4
  %79 = alloca i64, align 8
  %80 = alloca ptr, align 8
  %81 = alloca ptr, align 8
  %82 = alloca ptr, align 8
  %83 = alloca i64, align 8
  %84 = alloca ptr, align 8
  %85 = alloca ptr, align 8
  %86 = alloca i32, align 4
  %87 = alloca i64, align 8
  %88 = alloca ptr, align 8
  %89 = alloca ptr, align 8
  %90 = alloca i64, align 8
  %91 = alloca ptr, align 8
  %92 = alloca i32, align 4
  %93 = alloca i32, align 4
  %94 = alloca i64, align 8
  %95 = alloca ptr, align 8
  %96 = alloca i32, align 4
  %97 = alloca i32, align 4
  %98 = alloca i64, align 8
  %99 = alloca ptr, align 8
  %100 = alloca i32, align 4
  %101 = alloca i32, align 4
  %102 = alloca i64, align 8
  %103 = alloca ptr, align 8
  %104 = alloca i32, align 4
  %105 = alloca i32, align 4
  %106 = alloca i64, align 8
  %107 = alloca ptr, align 8
  %108 = alloca i32, align 4
  %109 = alloca i32, align 4
  %110 = alloca i64, align 8
  %111 = alloca ptr, align 8
  %112 = alloca i32, align 4
  %113 = alloca i32, align 4
  %114 = alloca i64, align 8
  %115 = alloca ptr, align 8
  %116 = alloca i32, align 4
  %117 = alloca i32, align 4
  %118 = alloca ptr, align 8
  %119 = alloca ptr, align 8
  %120 = alloca ptr, align 8
  %121 = alloca ptr, align 8
  %122 = alloca i64, align 8
  %123 = alloca i32, align 4
  %124 = alloca i32, align 4
  %125 = alloca ptr, align 8
  %126 = alloca ptr, align 8
  %127 = alloca i32, align 4
  %128 = alloca i32, align 4
  %129 = alloca ptr, align 8
  %130 = alloca ptr, align 8
  %131 = alloca ptr, align 8
  %132 = alloca ptr, align 8
  %133 = alloca ptr, align 8
  %134 = alloca i32, align 4
  %135 = alloca ptr, align 8
  %136 = alloca ptr, align 8
  %137 = alloca ptr, align 8
  %138 = alloca i32, align 4
  %139 = alloca i32, align 4
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
  %151 = alloca i32, align 4
  %152 = alloca i64, align 8
  %153 = alloca ptr, align 8
  %154 = alloca i64, align 8
  %155 = alloca i64, align 8
  %156 = alloca i64, align 8
  %157 = alloca i64, align 8
  %158 = alloca i64, align 8
  %159 = alloca i32, align 4
  %160 = alloca i32, align 4
  %161 = alloca i32, align 4
  %162 = alloca i32, align 4
  %163 = alloca i64, align 8
  %164 = alloca i64, align 8
  %165 = alloca ptr, align 8
  %166 = alloca ptr, align 8
  %167 = alloca i32, align 4
  %168 = alloca ptr, align 8
  %169 = alloca i64, align 8
  %170 = alloca i64, align 8
  %171 = alloca ptr, align 8
  %172 = alloca i32, align 4
  %173 = alloca ptr, align 8
  %174 = alloca i32, align 4
  %175 = alloca i32, align 4
  %176 = alloca i32, align 4
  %177 = alloca i32, align 4
  %178 = alloca ptr, align 8
  %179 = alloca ptr, align 8
  %180 = alloca i64, align 8
  %181 = alloca i32, align 4
  %182 = alloca ptr, align 8
  %183 = alloca ptr, align 8
  %184 = alloca ptr, align 8
  %185 = alloca ptr, align 8
  %186 = alloca i64, align 8
  store ptr %0, ptr %182, align 8
  store ptr %1, ptr %183, align 8
  store ptr %2, ptr %184, align 8
  store ptr %3, ptr %185, align 8
  store i64 %4, ptr %186, align 8
  %187 = load ptr, ptr %182, align 8
  %188 = load ptr, ptr %183, align 8
  %189 = load ptr, ptr %184, align 8
  %190 = load ptr, ptr %185, align 8
  %191 = load i64, ptr %186, align 8
  store ptr %187, ptr %118, align 8
  store ptr %188, ptr %119, align 8
  store ptr %189, ptr %120, align 8
  store ptr %190, ptr %121, align 8
  store i64 %191, ptr %122, align 8
  store i32 7, ptr %123, align 4
  store i32 0, ptr %124, align 4
  %192 = load ptr, ptr %118, align 8
  %193 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %192, i32 0, i32 16
  store ptr %193, ptr %125, align 8
  %194 = load ptr, ptr %118, align 8
  %195 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %194, i32 0, i32 9
  %196 = load ptr, ptr %195, align 8
  store ptr %196, ptr %126, align 8
  %197 = load ptr, ptr %125, align 8
  %198 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %197, i32 0, i32 2
  %199 = load i32, ptr %198, align 4
  store i32 %199, ptr %127, align 4
  %200 = load ptr, ptr %125, align 8
  %201 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %200, i32 0, i32 5
  %202 = load i32, ptr %201, align 4
  %203 = load ptr, ptr %125, align 8
  %204 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %203, i32 0, i32 5
  %205 = load i32, ptr %204, align 4
  %206 = icmp ne i32 %205, 0
  %207 = xor i1 %206, true
  %208 = zext i1 %207 to i32
  %209 = add i32 %202, %208
  store i32 %209, ptr %128, align 4
  %210 = load ptr, ptr %118, align 8
  %211 = getelementptr inbounds %struct.ZSTD_window_t, ptr %210, i32 0, i32 1
  %212 = load ptr, ptr %211, align 8
  store ptr %212, ptr %129, align 8
  %213 = load ptr, ptr %121, align 8
  store ptr %213, ptr %130, align 8
  %214 = load ptr, ptr %130, align 8
  store ptr %214, ptr %131, align 8
  %215 = load ptr, ptr %131, align 8
  %216 = load i32, ptr %128, align 4
  %217 = zext i32 %216 to i64
  %218 = getelementptr inbounds i8, ptr %215, i64 %217
  store ptr %218, ptr %132, align 8
  %219 = load ptr, ptr %130, align 8
  store ptr %219, ptr %133, align 8
  %220 = load ptr, ptr %118, align 8
  %221 = getelementptr inbounds %struct.ZSTD_window_t, ptr %220, i32 0, i32 3
  %222 = load i32, ptr %221, align 8
  store i32 %222, ptr %134, align 4
  %223 = load ptr, ptr %129, align 8
  %224 = load i32, ptr %134, align 4
  %225 = zext i32 %224 to i64
  %226 = getelementptr inbounds i8, ptr %223, i64 %225
  store ptr %226, ptr %135, align 8
  %227 = load ptr, ptr %130, align 8
  %228 = load i64, ptr %122, align 8
  %229 = getelementptr inbounds i8, ptr %227, i64 %228
  store ptr %229, ptr %136, align 8
  %230 = load ptr, ptr %136, align 8
  %231 = getelementptr inbounds i8, ptr %230, i64 -8
  store ptr %231, ptr %137, align 8
  %232 = load ptr, ptr %120, align 8
  %233 = load i32, ptr %232, align 4
  store i32 %233, ptr %138, align 4
  %234 = load ptr, ptr %120, align 8
  %235 = getelementptr inbounds i32, ptr %234, i64 1
  %236 = load i32, ptr %235, align 4
  store i32 %236, ptr %139, align 4
  %237 = load ptr, ptr %118, align 8
  %238 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %237, i32 0, i32 15
  %239 = load ptr, ptr %238, align 8
  store ptr %239, ptr %140, align 8
  %240 = load ptr, ptr %140, align 8
  %241 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %240, i32 0, i32 16
  store ptr %241, ptr %141, align 8
  %242 = load ptr, ptr %140, align 8
  %243 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %242, i32 0, i32 9
  %244 = load ptr, ptr %243, align 8
  store ptr %244, ptr %142, align 8
  %245 = load ptr, ptr %140, align 8
  %246 = getelementptr inbounds %struct.ZSTD_window_t, ptr %245, i32 0, i32 3
  %247 = load i32, ptr %246, align 8
  store i32 %247, ptr %143, align 4
  %248 = load ptr, ptr %140, align 8
  %249 = getelementptr inbounds %struct.ZSTD_window_t, ptr %248, i32 0, i32 1
  %250 = load ptr, ptr %249, align 8
  store ptr %250, ptr %144, align 8
  %251 = load ptr, ptr %144, align 8
  %252 = load i32, ptr %143, align 4
  %253 = zext i32 %252 to i64
  %254 = getelementptr inbounds i8, ptr %251, i64 %253
  store ptr %254, ptr %145, align 8
  %255 = load ptr, ptr %140, align 8
  %256 = load ptr, ptr %255, align 8
  store ptr %256, ptr %146, align 8
  %257 = load i32, ptr %134, align 4
  %258 = load ptr, ptr %146, align 8
  %259 = load ptr, ptr %144, align 8
  %260 = ptrtoint ptr %258 to i64
  %261 = ptrtoint ptr %259 to i64
  %262 = sub i64 %260, %261
  %263 = trunc i64 %262 to i32
  %264 = sub i32 %257, %263
  store i32 %264, ptr %147, align 4
  %265 = load ptr, ptr %130, align 8
  %266 = load ptr, ptr %135, align 8
  %267 = ptrtoint ptr %265 to i64
  %268 = ptrtoint ptr %266 to i64
  %269 = sub i64 %267, %268
  %270 = load ptr, ptr %146, align 8
  %271 = getelementptr inbounds i8, ptr %270, i64 %269
  %272 = load ptr, ptr %145, align 8
  %273 = ptrtoint ptr %271 to i64
  %274 = ptrtoint ptr %272 to i64
  %275 = sub i64 %273, %274
  %276 = trunc i64 %275 to i32
  store i32 %276, ptr %148, align 4
  %277 = load ptr, ptr %141, align 8
  %278 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %277, i32 0, i32 2
  %279 = load i32, ptr %278, align 4
  %280 = add i32 %279, 8
  store i32 %280, ptr %149, align 4
  %281 = load ptr, ptr %125, align 8
  %282 = load i32, ptr %281, align 4
  %283 = shl i32 1, %282
  store i32 %283, ptr %150, align 4
  %284 = load ptr, ptr %130, align 8
  %285 = load ptr, ptr %129, align 8
  %286 = ptrtoint ptr %284 to i64
  %287 = ptrtoint ptr %285 to i64
  %288 = sub i64 %286, %287
  %289 = load i64, ptr %122, align 8
  %290 = add i64 %288, %289
  %291 = trunc i64 %290 to i32
  store i32 %291, ptr %151, align 4
  %292 = load i32, ptr %150, align 4
  %293 = load i32, ptr %151, align 4
  %294 = load i32, ptr %124, align 4
  %295 = load ptr, ptr %118, align 8
  %296 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %295, i32 0, i32 18
  %297 = load i32, ptr %296, align 8
  %298 = icmp ne i32 %297, 0
  br i1 %298, label %299, label %319

299:                                              ; preds = %5
  %300 = load ptr, ptr %141, align 8
  %301 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %300, i32 0, i32 2
  %302 = load i32, ptr %301, align 4
  %303 = zext i32 %302 to i64
  %304 = shl i64 1, %303
  %305 = mul i64 %304, 4
  store i64 %305, ptr %152, align 8
  %306 = load ptr, ptr %142, align 8
  store ptr %306, ptr %153, align 8
  %307 = load i64, ptr %152, align 8
  store i64 %307, ptr %154, align 8
  store i64 0, ptr %155, align 8
  br label %308

308:                                              ; preds = %312, %299
  %309 = load i64, ptr %155, align 8
  %310 = load i64, ptr %154, align 8
  %311 = icmp ult i64 %309, %310
  br i1 %311, label %312, label %318

312:                                              ; preds = %308
  %313 = load ptr, ptr %153, align 8
  %314 = load i64, ptr %155, align 8
  %315 = getelementptr inbounds i8, ptr %313, i64 %314
  call void @llvm.prefetch.p0(ptr %315, i32 0, i32 2, i32 1)
  %316 = load i64, ptr %155, align 8
  %317 = add i64 %316, 64
  store i64 %317, ptr %155, align 8
  br label %308, !llvm.loop !16

318:                                              ; preds = %308
  br label %319

319:                                              ; preds = %318, %5
  %320 = load i32, ptr %148, align 4
  %321 = icmp eq i32 %320, 0
  %322 = zext i1 %321 to i32
  %323 = load ptr, ptr %131, align 8
  %324 = sext i32 %322 to i64
  %325 = getelementptr inbounds i8, ptr %323, i64 %324
  store ptr %325, ptr %131, align 8
  br label %326

326:                                              ; preds = %1548, %319
  %327 = load ptr, ptr %132, align 8
  %328 = load ptr, ptr %137, align 8
  %329 = icmp ule ptr %327, %328
  br i1 %329, label %330, label %1553

330:                                              ; preds = %326
  %331 = load ptr, ptr %131, align 8
  %332 = load i32, ptr %127, align 4
  %333 = load i32, ptr %123, align 4
  store ptr %331, ptr %91, align 8
  store i32 %332, ptr %92, align 4
  store i32 %333, ptr %93, align 4
  %334 = load i32, ptr %93, align 4
  switch i32 %334, label %335 [
    i32 4, label %336
    i32 5, label %340
    i32 6, label %344
    i32 7, label %348
    i32 8, label %352
  ]

335:                                              ; preds = %330
  br label %336

336:                                              ; preds = %335, %330
  %337 = load ptr, ptr %91, align 8
  %338 = load i32, ptr %92, align 4
  %339 = call i64 @ZSTD_hash4Ptr(ptr noundef %337, i32 noundef %338)
  store i64 %339, ptr %90, align 8
  br label %356

340:                                              ; preds = %330
  %341 = load ptr, ptr %91, align 8
  %342 = load i32, ptr %92, align 4
  %343 = call i64 @ZSTD_hash5Ptr(ptr noundef %341, i32 noundef %342)
  store i64 %343, ptr %90, align 8
  br label %356

344:                                              ; preds = %330
  %345 = load ptr, ptr %91, align 8
  %346 = load i32, ptr %92, align 4
  %347 = call i64 @ZSTD_hash6Ptr(ptr noundef %345, i32 noundef %346)
  store i64 %347, ptr %90, align 8
  br label %356

348:                                              ; preds = %330
  %349 = load ptr, ptr %91, align 8
  %350 = load i32, ptr %92, align 4
  %351 = call i64 @ZSTD_hash7Ptr(ptr noundef %349, i32 noundef %350)
  store i64 %351, ptr %90, align 8
  br label %356

352:                                              ; preds = %330
  %353 = load ptr, ptr %91, align 8
  %354 = load i32, ptr %92, align 4
  %355 = call i64 @ZSTD_hash8Ptr(ptr noundef %353, i32 noundef %354)
  store i64 %355, ptr %90, align 8
  br label %356

356:                                              ; preds = %352, %348, %344, %340, %336
  %357 = load i64, ptr %90, align 8
  store i64 %357, ptr %157, align 8
  %358 = load ptr, ptr %131, align 8
  %359 = load i32, ptr %149, align 4
  %360 = load i32, ptr %123, align 4
  store ptr %358, ptr %95, align 8
  store i32 %359, ptr %96, align 4
  store i32 %360, ptr %97, align 4
  %361 = load i32, ptr %97, align 4
  switch i32 %361, label %362 [
    i32 4, label %363
    i32 5, label %367
    i32 6, label %371
    i32 7, label %375
    i32 8, label %379
  ]

362:                                              ; preds = %356
  br label %363

363:                                              ; preds = %362, %356
  %364 = load ptr, ptr %95, align 8
  %365 = load i32, ptr %96, align 4
  %366 = call i64 @ZSTD_hash4Ptr(ptr noundef %364, i32 noundef %365)
  store i64 %366, ptr %94, align 8
  br label %383

367:                                              ; preds = %356
  %368 = load ptr, ptr %95, align 8
  %369 = load i32, ptr %96, align 4
  %370 = call i64 @ZSTD_hash5Ptr(ptr noundef %368, i32 noundef %369)
  store i64 %370, ptr %94, align 8
  br label %383

371:                                              ; preds = %356
  %372 = load ptr, ptr %95, align 8
  %373 = load i32, ptr %96, align 4
  %374 = call i64 @ZSTD_hash6Ptr(ptr noundef %372, i32 noundef %373)
  store i64 %374, ptr %94, align 8
  br label %383

375:                                              ; preds = %356
  %376 = load ptr, ptr %95, align 8
  %377 = load i32, ptr %96, align 4
  %378 = call i64 @ZSTD_hash7Ptr(ptr noundef %376, i32 noundef %377)
  store i64 %378, ptr %94, align 8
  br label %383

379:                                              ; preds = %356
  %380 = load ptr, ptr %95, align 8
  %381 = load i32, ptr %96, align 4
  %382 = call i64 @ZSTD_hash8Ptr(ptr noundef %380, i32 noundef %381)
  store i64 %382, ptr %94, align 8
  br label %383

383:                                              ; preds = %379, %375, %371, %367, %363
  %384 = load i64, ptr %94, align 8
  store i64 %384, ptr %158, align 8
  %385 = load ptr, ptr %142, align 8
  %386 = load i64, ptr %158, align 8
  %387 = lshr i64 %386, 8
  %388 = getelementptr inbounds i32, ptr %385, i64 %387
  %389 = load i32, ptr %388, align 4
  store i32 %389, ptr %159, align 4
  %390 = load i32, ptr %159, align 4
  %391 = zext i32 %390 to i64
  %392 = load i64, ptr %158, align 8
  %393 = call i32 @ZSTD_comparePackedTags(i64 noundef %391, i64 noundef %392)
  store i32 %393, ptr %160, align 4
  %394 = load ptr, ptr %126, align 8
  %395 = load i64, ptr %157, align 8
  %396 = getelementptr inbounds i32, ptr %394, i64 %395
  %397 = load i32, ptr %396, align 4
  store i32 %397, ptr %161, align 4
  %398 = load ptr, ptr %131, align 8
  %399 = load ptr, ptr %129, align 8
  %400 = ptrtoint ptr %398 to i64
  %401 = ptrtoint ptr %399 to i64
  %402 = sub i64 %400, %401
  %403 = trunc i64 %402 to i32
  store i32 %403, ptr %162, align 4
  %404 = load i32, ptr %128, align 4
  %405 = zext i32 %404 to i64
  store i64 %405, ptr %163, align 8
  store i64 256, ptr %164, align 8
  %406 = load ptr, ptr %131, align 8
  %407 = getelementptr inbounds i8, ptr %406, i64 256
  store ptr %407, ptr %165, align 8
  br label %408

408:                                              ; preds = %1194, %383
  %409 = load ptr, ptr %129, align 8
  %410 = load i32, ptr %161, align 4
  %411 = zext i32 %410 to i64
  %412 = getelementptr inbounds i8, ptr %409, i64 %411
  store ptr %412, ptr %166, align 8
  %413 = load i32, ptr %162, align 4
  %414 = add i32 %413, 1
  %415 = load i32, ptr %138, align 4
  %416 = sub i32 %414, %415
  store i32 %416, ptr %167, align 4
  %417 = load i32, ptr %167, align 4
  %418 = load i32, ptr %134, align 4
  %419 = icmp ult i32 %417, %418
  br i1 %419, label %420, label %427

420:                                              ; preds = %408
  %421 = load ptr, ptr %144, align 8
  %422 = load i32, ptr %167, align 4
  %423 = load i32, ptr %147, align 4
  %424 = sub i32 %422, %423
  %425 = zext i32 %424 to i64
  %426 = getelementptr inbounds i8, ptr %421, i64 %425
  br label %432

427:                                              ; preds = %408
  %428 = load ptr, ptr %129, align 8
  %429 = load i32, ptr %167, align 4
  %430 = zext i32 %429 to i64
  %431 = getelementptr inbounds i8, ptr %428, i64 %430
  br label %432

432:                                              ; preds = %427, %420
  %433 = phi ptr [ %426, %420 ], [ %431, %427 ]
  store ptr %433, ptr %168, align 8
  %434 = load ptr, ptr %132, align 8
  %435 = load i32, ptr %127, align 4
  %436 = load i32, ptr %123, align 4
  store ptr %434, ptr %99, align 8
  store i32 %435, ptr %100, align 4
  store i32 %436, ptr %101, align 4
  %437 = load i32, ptr %101, align 4
  switch i32 %437, label %438 [
    i32 4, label %439
    i32 5, label %443
    i32 6, label %447
    i32 7, label %451
    i32 8, label %455
  ]

438:                                              ; preds = %432
  br label %439

439:                                              ; preds = %438, %432
  %440 = load ptr, ptr %99, align 8
  %441 = load i32, ptr %100, align 4
  %442 = call i64 @ZSTD_hash4Ptr(ptr noundef %440, i32 noundef %441)
  store i64 %442, ptr %98, align 8
  br label %459

443:                                              ; preds = %432
  %444 = load ptr, ptr %99, align 8
  %445 = load i32, ptr %100, align 4
  %446 = call i64 @ZSTD_hash5Ptr(ptr noundef %444, i32 noundef %445)
  store i64 %446, ptr %98, align 8
  br label %459

447:                                              ; preds = %432
  %448 = load ptr, ptr %99, align 8
  %449 = load i32, ptr %100, align 4
  %450 = call i64 @ZSTD_hash6Ptr(ptr noundef %448, i32 noundef %449)
  store i64 %450, ptr %98, align 8
  br label %459

451:                                              ; preds = %432
  %452 = load ptr, ptr %99, align 8
  %453 = load i32, ptr %100, align 4
  %454 = call i64 @ZSTD_hash7Ptr(ptr noundef %452, i32 noundef %453)
  store i64 %454, ptr %98, align 8
  br label %459

455:                                              ; preds = %432
  %456 = load ptr, ptr %99, align 8
  %457 = load i32, ptr %100, align 4
  %458 = call i64 @ZSTD_hash8Ptr(ptr noundef %456, i32 noundef %457)
  store i64 %458, ptr %98, align 8
  br label %459

459:                                              ; preds = %455, %451, %447, %443, %439
  %460 = load i64, ptr %98, align 8
  store i64 %460, ptr %169, align 8
  %461 = load ptr, ptr %132, align 8
  %462 = load i32, ptr %149, align 4
  %463 = load i32, ptr %123, align 4
  store ptr %461, ptr %103, align 8
  store i32 %462, ptr %104, align 4
  store i32 %463, ptr %105, align 4
  %464 = load i32, ptr %105, align 4
  switch i32 %464, label %465 [
    i32 4, label %466
    i32 5, label %470
    i32 6, label %474
    i32 7, label %478
    i32 8, label %482
  ]

465:                                              ; preds = %459
  br label %466

466:                                              ; preds = %465, %459
  %467 = load ptr, ptr %103, align 8
  %468 = load i32, ptr %104, align 4
  %469 = call i64 @ZSTD_hash4Ptr(ptr noundef %467, i32 noundef %468)
  store i64 %469, ptr %102, align 8
  br label %486

470:                                              ; preds = %459
  %471 = load ptr, ptr %103, align 8
  %472 = load i32, ptr %104, align 4
  %473 = call i64 @ZSTD_hash5Ptr(ptr noundef %471, i32 noundef %472)
  store i64 %473, ptr %102, align 8
  br label %486

474:                                              ; preds = %459
  %475 = load ptr, ptr %103, align 8
  %476 = load i32, ptr %104, align 4
  %477 = call i64 @ZSTD_hash6Ptr(ptr noundef %475, i32 noundef %476)
  store i64 %477, ptr %102, align 8
  br label %486

478:                                              ; preds = %459
  %479 = load ptr, ptr %103, align 8
  %480 = load i32, ptr %104, align 4
  %481 = call i64 @ZSTD_hash7Ptr(ptr noundef %479, i32 noundef %480)
  store i64 %481, ptr %102, align 8
  br label %486

482:                                              ; preds = %459
  %483 = load ptr, ptr %103, align 8
  %484 = load i32, ptr %104, align 4
  %485 = call i64 @ZSTD_hash8Ptr(ptr noundef %483, i32 noundef %484)
  store i64 %485, ptr %102, align 8
  br label %486

486:                                              ; preds = %482, %478, %474, %470, %466
  %487 = load i64, ptr %102, align 8
  store i64 %487, ptr %170, align 8
  %488 = load i32, ptr %162, align 4
  %489 = load ptr, ptr %126, align 8
  %490 = load i64, ptr %157, align 8
  %491 = getelementptr inbounds i32, ptr %489, i64 %490
  store i32 %488, ptr %491, align 4
  %492 = load i32, ptr %134, align 4
  %493 = load i32, ptr %167, align 4
  %494 = call i32 @ZSTD_index_overlap_check(i32 noundef %492, i32 noundef %493)
  %495 = icmp ne i32 %494, 0
  br i1 %495, label %496, label %694

496:                                              ; preds = %486
  %497 = load ptr, ptr %168, align 8
  %498 = call i32 @MEM_read32(ptr noundef %497)
  %499 = load ptr, ptr %131, align 8
  %500 = getelementptr inbounds i8, ptr %499, i64 1
  %501 = call i32 @MEM_read32(ptr noundef %500)
  %502 = icmp eq i32 %498, %501
  br i1 %502, label %503, label %694

503:                                              ; preds = %496
  %504 = load i32, ptr %167, align 4
  %505 = load i32, ptr %134, align 4
  %506 = icmp ult i32 %504, %505
  br i1 %506, label %507, label %509

507:                                              ; preds = %503
  %508 = load ptr, ptr %146, align 8
  br label %511

509:                                              ; preds = %503
  %510 = load ptr, ptr %136, align 8
  br label %511

511:                                              ; preds = %509, %507
  %512 = phi ptr [ %508, %507 ], [ %510, %509 ]
  store ptr %512, ptr %171, align 8
  %513 = load ptr, ptr %131, align 8
  %514 = getelementptr inbounds i8, ptr %513, i64 1
  %515 = getelementptr inbounds i8, ptr %514, i64 4
  %516 = load ptr, ptr %168, align 8
  %517 = getelementptr inbounds i8, ptr %516, i64 4
  %518 = load ptr, ptr %136, align 8
  %519 = load ptr, ptr %171, align 8
  %520 = load ptr, ptr %135, align 8
  %521 = call i64 @ZSTD_count_2segments(ptr noundef %515, ptr noundef %517, ptr noundef %518, ptr noundef %519, ptr noundef %520)
  %522 = add i64 %521, 4
  store i64 %522, ptr %156, align 8
  %523 = load ptr, ptr %131, align 8
  %524 = getelementptr inbounds i8, ptr %523, i32 1
  store ptr %524, ptr %131, align 8
  %525 = load ptr, ptr %119, align 8
  %526 = load ptr, ptr %131, align 8
  %527 = load ptr, ptr %133, align 8
  %528 = ptrtoint ptr %526 to i64
  %529 = ptrtoint ptr %527 to i64
  %530 = sub i64 %528, %529
  %531 = load ptr, ptr %133, align 8
  %532 = load ptr, ptr %136, align 8
  %533 = load i64, ptr %156, align 8
  store ptr %525, ptr %58, align 8
  store i64 %530, ptr %59, align 8
  store ptr %531, ptr %60, align 8
  store ptr %532, ptr %61, align 8
  store i32 1, ptr %62, align 4
  store i64 %533, ptr %63, align 8
  %534 = load ptr, ptr %61, align 8
  %535 = getelementptr inbounds i8, ptr %534, i64 -32
  store ptr %535, ptr %64, align 8
  %536 = load ptr, ptr %60, align 8
  %537 = load i64, ptr %59, align 8
  %538 = getelementptr inbounds i8, ptr %536, i64 %537
  store ptr %538, ptr %65, align 8
  %539 = load ptr, ptr %65, align 8
  %540 = load ptr, ptr %64, align 8
  %541 = icmp ule ptr %539, %540
  br i1 %541, label %542, label %615

542:                                              ; preds = %511
  %543 = load ptr, ptr %58, align 8
  %544 = getelementptr inbounds %struct.SeqStore_t, ptr %543, i32 0, i32 3
  %545 = load ptr, ptr %544, align 8
  %546 = load ptr, ptr %60, align 8
  call void @ZSTD_copy16(ptr noundef %545, ptr noundef %546)
  %547 = load i64, ptr %59, align 8
  %548 = icmp ugt i64 %547, 16
  br i1 %548, label %549, label %614

549:                                              ; preds = %542
  %550 = load ptr, ptr %58, align 8
  %551 = getelementptr inbounds %struct.SeqStore_t, ptr %550, i32 0, i32 3
  %552 = load ptr, ptr %551, align 8
  %553 = getelementptr inbounds i8, ptr %552, i64 16
  %554 = load ptr, ptr %60, align 8
  %555 = getelementptr inbounds i8, ptr %554, i64 16
  %556 = load i64, ptr %59, align 8
  %557 = sub nsw i64 %556, 16
  store ptr %553, ptr %50, align 8
  store ptr %555, ptr %51, align 8
  store i64 %557, ptr %52, align 8
  store i32 0, ptr %53, align 4
  %558 = load ptr, ptr %50, align 8
  %559 = load ptr, ptr %51, align 8
  %560 = ptrtoint ptr %558 to i64
  %561 = ptrtoint ptr %559 to i64
  %562 = sub i64 %560, %561
  store i64 %562, ptr %54, align 8
  %563 = load ptr, ptr %51, align 8
  store ptr %563, ptr %55, align 8
  %564 = load ptr, ptr %50, align 8
  store ptr %564, ptr %56, align 8
  %565 = load ptr, ptr %56, align 8
  %566 = load i64, ptr %52, align 8
  %567 = getelementptr inbounds i8, ptr %565, i64 %566
  store ptr %567, ptr %57, align 8
  %568 = load i32, ptr %53, align 4
  %569 = icmp eq i32 %568, 1
  br i1 %569, label %570, label %585

570:                                              ; preds = %549
  %571 = load i64, ptr %54, align 8
  %572 = icmp slt i64 %571, 16
  br i1 %572, label %573, label %585

573:                                              ; preds = %570
  br label %574

574:                                              ; preds = %574, %573
  %575 = load ptr, ptr %56, align 8
  %576 = load ptr, ptr %55, align 8
  call void @ZSTD_copy8(ptr noundef %575, ptr noundef %576)
  %577 = load ptr, ptr %56, align 8
  %578 = getelementptr inbounds i8, ptr %577, i64 8
  store ptr %578, ptr %56, align 8
  %579 = load ptr, ptr %55, align 8
  %580 = getelementptr inbounds i8, ptr %579, i64 8
  store ptr %580, ptr %55, align 8
  %581 = load ptr, ptr %56, align 8
  %582 = load ptr, ptr %57, align 8
  %583 = icmp ult ptr %581, %582
  br i1 %583, label %574, label %584, !llvm.loop !13

584:                                              ; preds = %574
  br label %613

585:                                              ; preds = %570, %549
  %586 = load ptr, ptr %56, align 8
  %587 = load ptr, ptr %55, align 8
  call void @ZSTD_copy16(ptr noundef %586, ptr noundef %587)
  %588 = load i64, ptr %52, align 8
  %589 = icmp sge i64 16, %588
  br i1 %589, label %590, label %591

590:                                              ; preds = %585
  br label %613

591:                                              ; preds = %585
  %592 = load ptr, ptr %56, align 8
  %593 = getelementptr inbounds i8, ptr %592, i64 16
  store ptr %593, ptr %56, align 8
  %594 = load ptr, ptr %55, align 8
  %595 = getelementptr inbounds i8, ptr %594, i64 16
  store ptr %595, ptr %55, align 8
  br label %596

596:                                              ; preds = %596, %591
  %597 = load ptr, ptr %56, align 8
  %598 = load ptr, ptr %55, align 8
  call void @ZSTD_copy16(ptr noundef %597, ptr noundef %598)
  %599 = load ptr, ptr %56, align 8
  %600 = getelementptr inbounds i8, ptr %599, i64 16
  store ptr %600, ptr %56, align 8
  %601 = load ptr, ptr %55, align 8
  %602 = getelementptr inbounds i8, ptr %601, i64 16
  store ptr %602, ptr %55, align 8
  %603 = load ptr, ptr %56, align 8
  %604 = load ptr, ptr %55, align 8
  call void @ZSTD_copy16(ptr noundef %603, ptr noundef %604)
  %605 = load ptr, ptr %56, align 8
  %606 = getelementptr inbounds i8, ptr %605, i64 16
  store ptr %606, ptr %56, align 8
  %607 = load ptr, ptr %55, align 8
  %608 = getelementptr inbounds i8, ptr %607, i64 16
  store ptr %608, ptr %55, align 8
  %609 = load ptr, ptr %56, align 8
  %610 = load ptr, ptr %57, align 8
  %611 = icmp ult ptr %609, %610
  br i1 %611, label %596, label %612, !llvm.loop !14

612:                                              ; preds = %596
  br label %613

613:                                              ; preds = %612, %590, %584
  br label %614

614:                                              ; preds = %613, %542
  br label %622

615:                                              ; preds = %511
  %616 = load ptr, ptr %58, align 8
  %617 = getelementptr inbounds %struct.SeqStore_t, ptr %616, i32 0, i32 3
  %618 = load ptr, ptr %617, align 8
  %619 = load ptr, ptr %60, align 8
  %620 = load ptr, ptr %65, align 8
  %621 = load ptr, ptr %64, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %618, ptr noundef %619, ptr noundef %620, ptr noundef %621)
  br label %622

622:                                              ; preds = %615, %614
  %623 = load i64, ptr %59, align 8
  %624 = load ptr, ptr %58, align 8
  %625 = getelementptr inbounds %struct.SeqStore_t, ptr %624, i32 0, i32 3
  %626 = load ptr, ptr %625, align 8
  %627 = getelementptr inbounds i8, ptr %626, i64 %623
  store ptr %627, ptr %625, align 8
  %628 = load ptr, ptr %58, align 8
  %629 = load i64, ptr %59, align 8
  %630 = load i32, ptr %62, align 4
  %631 = load i64, ptr %63, align 8
  store ptr %628, ptr %21, align 8
  store i64 %629, ptr %22, align 8
  store i32 %630, ptr %23, align 4
  store i64 %631, ptr %24, align 8
  %632 = load i64, ptr %22, align 8
  %633 = icmp ugt i64 %632, 65535
  %634 = zext i1 %633 to i32
  %635 = sext i32 %634 to i64
  br i1 %633, label %636, label %651

636:                                              ; preds = %622
  %637 = load ptr, ptr %21, align 8
  %638 = getelementptr inbounds %struct.SeqStore_t, ptr %637, i32 0, i32 9
  store i32 1, ptr %638, align 8
  %639 = load ptr, ptr %21, align 8
  %640 = getelementptr inbounds %struct.SeqStore_t, ptr %639, i32 0, i32 1
  %641 = load ptr, ptr %640, align 8
  %642 = load ptr, ptr %21, align 8
  %643 = load ptr, ptr %642, align 8
  %644 = ptrtoint ptr %641 to i64
  %645 = ptrtoint ptr %643 to i64
  %646 = sub i64 %644, %645
  %647 = sdiv exact i64 %646, 8
  %648 = trunc i64 %647 to i32
  %649 = load ptr, ptr %21, align 8
  %650 = getelementptr inbounds %struct.SeqStore_t, ptr %649, i32 0, i32 10
  store i32 %648, ptr %650, align 4
  br label %651

651:                                              ; preds = %636, %622
  %652 = load i64, ptr %22, align 8
  %653 = trunc i64 %652 to i16
  %654 = load ptr, ptr %21, align 8
  %655 = getelementptr inbounds %struct.SeqStore_t, ptr %654, i32 0, i32 1
  %656 = load ptr, ptr %655, align 8
  %657 = getelementptr inbounds %struct.SeqDef_s, ptr %656, i32 0, i32 1
  store i16 %653, ptr %657, align 4
  %658 = load i32, ptr %23, align 4
  %659 = load ptr, ptr %21, align 8
  %660 = getelementptr inbounds %struct.SeqStore_t, ptr %659, i32 0, i32 1
  %661 = load ptr, ptr %660, align 8
  store i32 %658, ptr %661, align 4
  %662 = load i64, ptr %24, align 8
  %663 = sub i64 %662, 3
  store i64 %663, ptr %25, align 8
  %664 = load i64, ptr %25, align 8
  %665 = icmp ugt i64 %664, 65535
  %666 = zext i1 %665 to i32
  %667 = sext i32 %666 to i64
  br i1 %665, label %668, label %683

668:                                              ; preds = %651
  %669 = load ptr, ptr %21, align 8
  %670 = getelementptr inbounds %struct.SeqStore_t, ptr %669, i32 0, i32 9
  store i32 2, ptr %670, align 8
  %671 = load ptr, ptr %21, align 8
  %672 = getelementptr inbounds %struct.SeqStore_t, ptr %671, i32 0, i32 1
  %673 = load ptr, ptr %672, align 8
  %674 = load ptr, ptr %21, align 8
  %675 = load ptr, ptr %674, align 8
  %676 = ptrtoint ptr %673 to i64
  %677 = ptrtoint ptr %675 to i64
  %678 = sub i64 %676, %677
  %679 = sdiv exact i64 %678, 8
  %680 = trunc i64 %679 to i32
  %681 = load ptr, ptr %21, align 8
  %682 = getelementptr inbounds %struct.SeqStore_t, ptr %681, i32 0, i32 10
  store i32 %680, ptr %682, align 4
  br label %683

683:                                              ; preds = %668, %651
  %684 = load i64, ptr %25, align 8
  %685 = trunc i64 %684 to i16
  %686 = load ptr, ptr %21, align 8
  %687 = getelementptr inbounds %struct.SeqStore_t, ptr %686, i32 0, i32 1
  %688 = load ptr, ptr %687, align 8
  %689 = getelementptr inbounds %struct.SeqDef_s, ptr %688, i32 0, i32 2
  store i16 %685, ptr %689, align 2
  %690 = load ptr, ptr %21, align 8
  %691 = getelementptr inbounds %struct.SeqStore_t, ptr %690, i32 0, i32 1
  %692 = load ptr, ptr %691, align 8
  %693 = getelementptr inbounds %struct.SeqDef_s, ptr %692, i32 1
  store ptr %693, ptr %691, align 8
  br label %1202

694:                                              ; preds = %496, %486
  %695 = load i32, ptr %160, align 4
  %696 = icmp ne i32 %695, 0
  br i1 %696, label %697, label %938

697:                                              ; preds = %694
  %698 = load i32, ptr %159, align 4
  %699 = lshr i32 %698, 8
  store i32 %699, ptr %172, align 4
  %700 = load ptr, ptr %144, align 8
  %701 = load i32, ptr %172, align 4
  %702 = zext i32 %701 to i64
  %703 = getelementptr inbounds i8, ptr %700, i64 %702
  store ptr %703, ptr %173, align 8
  %704 = load i32, ptr %172, align 4
  %705 = load i32, ptr %143, align 4
  %706 = icmp ugt i32 %704, %705
  br i1 %706, label %707, label %937

707:                                              ; preds = %697
  %708 = load ptr, ptr %173, align 8
  %709 = call i32 @MEM_read32(ptr noundef %708)
  %710 = load ptr, ptr %131, align 8
  %711 = call i32 @MEM_read32(ptr noundef %710)
  %712 = icmp eq i32 %709, %711
  br i1 %712, label %713, label %937

713:                                              ; preds = %707
  %714 = load i32, ptr %161, align 4
  %715 = load i32, ptr %134, align 4
  %716 = icmp ule i32 %714, %715
  br i1 %716, label %717, label %936

717:                                              ; preds = %713
  %718 = load i32, ptr %162, align 4
  %719 = load i32, ptr %172, align 4
  %720 = sub i32 %718, %719
  %721 = load i32, ptr %147, align 4
  %722 = sub i32 %720, %721
  store i32 %722, ptr %174, align 4
  %723 = load ptr, ptr %131, align 8
  %724 = getelementptr inbounds i8, ptr %723, i64 4
  %725 = load ptr, ptr %173, align 8
  %726 = getelementptr inbounds i8, ptr %725, i64 4
  %727 = load ptr, ptr %136, align 8
  %728 = load ptr, ptr %146, align 8
  %729 = load ptr, ptr %135, align 8
  %730 = call i64 @ZSTD_count_2segments(ptr noundef %724, ptr noundef %726, ptr noundef %727, ptr noundef %728, ptr noundef %729)
  %731 = add i64 %730, 4
  store i64 %731, ptr %156, align 8
  br label %732

732:                                              ; preds = %755, %717
  %733 = load ptr, ptr %131, align 8
  %734 = load ptr, ptr %133, align 8
  %735 = icmp ugt ptr %733, %734
  %736 = zext i1 %735 to i32
  %737 = load ptr, ptr %173, align 8
  %738 = load ptr, ptr %145, align 8
  %739 = icmp ugt ptr %737, %738
  %740 = zext i1 %739 to i32
  %741 = and i32 %736, %740
  %742 = icmp ne i32 %741, 0
  br i1 %742, label %743, label %753

743:                                              ; preds = %732
  %744 = load ptr, ptr %131, align 8
  %745 = getelementptr inbounds i8, ptr %744, i64 -1
  %746 = load i8, ptr %745, align 1
  %747 = zext i8 %746 to i32
  %748 = load ptr, ptr %173, align 8
  %749 = getelementptr inbounds i8, ptr %748, i64 -1
  %750 = load i8, ptr %749, align 1
  %751 = zext i8 %750 to i32
  %752 = icmp eq i32 %747, %751
  br label %753

753:                                              ; preds = %743, %732
  %754 = phi i1 [ false, %732 ], [ %752, %743 ]
  br i1 %754, label %755, label %762

755:                                              ; preds = %753
  %756 = load ptr, ptr %131, align 8
  %757 = getelementptr inbounds i8, ptr %756, i32 -1
  store ptr %757, ptr %131, align 8
  %758 = load ptr, ptr %173, align 8
  %759 = getelementptr inbounds i8, ptr %758, i32 -1
  store ptr %759, ptr %173, align 8
  %760 = load i64, ptr %156, align 8
  %761 = add i64 %760, 1
  store i64 %761, ptr %156, align 8
  br label %732, !llvm.loop !17

762:                                              ; preds = %753
  %763 = load i32, ptr %138, align 4
  store i32 %763, ptr %139, align 4
  %764 = load i32, ptr %174, align 4
  store i32 %764, ptr %138, align 4
  %765 = load ptr, ptr %119, align 8
  %766 = load ptr, ptr %131, align 8
  %767 = load ptr, ptr %133, align 8
  %768 = ptrtoint ptr %766 to i64
  %769 = ptrtoint ptr %767 to i64
  %770 = sub i64 %768, %769
  %771 = load ptr, ptr %133, align 8
  %772 = load ptr, ptr %136, align 8
  %773 = load i32, ptr %174, align 4
  %774 = add i32 %773, 3
  %775 = load i64, ptr %156, align 8
  store ptr %765, ptr %66, align 8
  store i64 %770, ptr %67, align 8
  store ptr %771, ptr %68, align 8
  store ptr %772, ptr %69, align 8
  store i32 %774, ptr %70, align 4
  store i64 %775, ptr %71, align 8
  %776 = load ptr, ptr %69, align 8
  %777 = getelementptr inbounds i8, ptr %776, i64 -32
  store ptr %777, ptr %72, align 8
  %778 = load ptr, ptr %68, align 8
  %779 = load i64, ptr %67, align 8
  %780 = getelementptr inbounds i8, ptr %778, i64 %779
  store ptr %780, ptr %73, align 8
  %781 = load ptr, ptr %73, align 8
  %782 = load ptr, ptr %72, align 8
  %783 = icmp ule ptr %781, %782
  br i1 %783, label %784, label %857

784:                                              ; preds = %762
  %785 = load ptr, ptr %66, align 8
  %786 = getelementptr inbounds %struct.SeqStore_t, ptr %785, i32 0, i32 3
  %787 = load ptr, ptr %786, align 8
  %788 = load ptr, ptr %68, align 8
  call void @ZSTD_copy16(ptr noundef %787, ptr noundef %788)
  %789 = load i64, ptr %67, align 8
  %790 = icmp ugt i64 %789, 16
  br i1 %790, label %791, label %856

791:                                              ; preds = %784
  %792 = load ptr, ptr %66, align 8
  %793 = getelementptr inbounds %struct.SeqStore_t, ptr %792, i32 0, i32 3
  %794 = load ptr, ptr %793, align 8
  %795 = getelementptr inbounds i8, ptr %794, i64 16
  %796 = load ptr, ptr %68, align 8
  %797 = getelementptr inbounds i8, ptr %796, i64 16
  %798 = load i64, ptr %67, align 8
  %799 = sub nsw i64 %798, 16
  store ptr %795, ptr %42, align 8
  store ptr %797, ptr %43, align 8
  store i64 %799, ptr %44, align 8
  store i32 0, ptr %45, align 4
  %800 = load ptr, ptr %42, align 8
  %801 = load ptr, ptr %43, align 8
  %802 = ptrtoint ptr %800 to i64
  %803 = ptrtoint ptr %801 to i64
  %804 = sub i64 %802, %803
  store i64 %804, ptr %46, align 8
  %805 = load ptr, ptr %43, align 8
  store ptr %805, ptr %47, align 8
  %806 = load ptr, ptr %42, align 8
  store ptr %806, ptr %48, align 8
  %807 = load ptr, ptr %48, align 8
  %808 = load i64, ptr %44, align 8
  %809 = getelementptr inbounds i8, ptr %807, i64 %808
  store ptr %809, ptr %49, align 8
  %810 = load i32, ptr %45, align 4
  %811 = icmp eq i32 %810, 1
  br i1 %811, label %812, label %827

812:                                              ; preds = %791
  %813 = load i64, ptr %46, align 8
  %814 = icmp slt i64 %813, 16
  br i1 %814, label %815, label %827

815:                                              ; preds = %812
  br label %816

816:                                              ; preds = %816, %815
  %817 = load ptr, ptr %48, align 8
  %818 = load ptr, ptr %47, align 8
  call void @ZSTD_copy8(ptr noundef %817, ptr noundef %818)
  %819 = load ptr, ptr %48, align 8
  %820 = getelementptr inbounds i8, ptr %819, i64 8
  store ptr %820, ptr %48, align 8
  %821 = load ptr, ptr %47, align 8
  %822 = getelementptr inbounds i8, ptr %821, i64 8
  store ptr %822, ptr %47, align 8
  %823 = load ptr, ptr %48, align 8
  %824 = load ptr, ptr %49, align 8
  %825 = icmp ult ptr %823, %824
  br i1 %825, label %816, label %826, !llvm.loop !13

826:                                              ; preds = %816
  br label %855

827:                                              ; preds = %812, %791
  %828 = load ptr, ptr %48, align 8
  %829 = load ptr, ptr %47, align 8
  call void @ZSTD_copy16(ptr noundef %828, ptr noundef %829)
  %830 = load i64, ptr %44, align 8
  %831 = icmp sge i64 16, %830
  br i1 %831, label %832, label %833

832:                                              ; preds = %827
  br label %855

833:                                              ; preds = %827
  %834 = load ptr, ptr %48, align 8
  %835 = getelementptr inbounds i8, ptr %834, i64 16
  store ptr %835, ptr %48, align 8
  %836 = load ptr, ptr %47, align 8
  %837 = getelementptr inbounds i8, ptr %836, i64 16
  store ptr %837, ptr %47, align 8
  br label %838

838:                                              ; preds = %838, %833
  %839 = load ptr, ptr %48, align 8
  %840 = load ptr, ptr %47, align 8
  call void @ZSTD_copy16(ptr noundef %839, ptr noundef %840)
  %841 = load ptr, ptr %48, align 8
  %842 = getelementptr inbounds i8, ptr %841, i64 16
  store ptr %842, ptr %48, align 8
  %843 = load ptr, ptr %47, align 8
  %844 = getelementptr inbounds i8, ptr %843, i64 16
  store ptr %844, ptr %47, align 8
  %845 = load ptr, ptr %48, align 8
  %846 = load ptr, ptr %47, align 8
  call void @ZSTD_copy16(ptr noundef %845, ptr noundef %846)
  %847 = load ptr, ptr %48, align 8
  %848 = getelementptr inbounds i8, ptr %847, i64 16
  store ptr %848, ptr %48, align 8
  %849 = load ptr, ptr %47, align 8
  %850 = getelementptr inbounds i8, ptr %849, i64 16
  store ptr %850, ptr %47, align 8
  %851 = load ptr, ptr %48, align 8
  %852 = load ptr, ptr %49, align 8
  %853 = icmp ult ptr %851, %852
  br i1 %853, label %838, label %854, !llvm.loop !14

854:                                              ; preds = %838
  br label %855

855:                                              ; preds = %854, %832, %826
  br label %856

856:                                              ; preds = %855, %784
  br label %864

857:                                              ; preds = %762
  %858 = load ptr, ptr %66, align 8
  %859 = getelementptr inbounds %struct.SeqStore_t, ptr %858, i32 0, i32 3
  %860 = load ptr, ptr %859, align 8
  %861 = load ptr, ptr %68, align 8
  %862 = load ptr, ptr %73, align 8
  %863 = load ptr, ptr %72, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %860, ptr noundef %861, ptr noundef %862, ptr noundef %863)
  br label %864

864:                                              ; preds = %857, %856
  %865 = load i64, ptr %67, align 8
  %866 = load ptr, ptr %66, align 8
  %867 = getelementptr inbounds %struct.SeqStore_t, ptr %866, i32 0, i32 3
  %868 = load ptr, ptr %867, align 8
  %869 = getelementptr inbounds i8, ptr %868, i64 %865
  store ptr %869, ptr %867, align 8
  %870 = load ptr, ptr %66, align 8
  %871 = load i64, ptr %67, align 8
  %872 = load i32, ptr %70, align 4
  %873 = load i64, ptr %71, align 8
  store ptr %870, ptr %16, align 8
  store i64 %871, ptr %17, align 8
  store i32 %872, ptr %18, align 4
  store i64 %873, ptr %19, align 8
  %874 = load i64, ptr %17, align 8
  %875 = icmp ugt i64 %874, 65535
  %876 = zext i1 %875 to i32
  %877 = sext i32 %876 to i64
  br i1 %875, label %878, label %893

878:                                              ; preds = %864
  %879 = load ptr, ptr %16, align 8
  %880 = getelementptr inbounds %struct.SeqStore_t, ptr %879, i32 0, i32 9
  store i32 1, ptr %880, align 8
  %881 = load ptr, ptr %16, align 8
  %882 = getelementptr inbounds %struct.SeqStore_t, ptr %881, i32 0, i32 1
  %883 = load ptr, ptr %882, align 8
  %884 = load ptr, ptr %16, align 8
  %885 = load ptr, ptr %884, align 8
  %886 = ptrtoint ptr %883 to i64
  %887 = ptrtoint ptr %885 to i64
  %888 = sub i64 %886, %887
  %889 = sdiv exact i64 %888, 8
  %890 = trunc i64 %889 to i32
  %891 = load ptr, ptr %16, align 8
  %892 = getelementptr inbounds %struct.SeqStore_t, ptr %891, i32 0, i32 10
  store i32 %890, ptr %892, align 4
  br label %893

893:                                              ; preds = %878, %864
  %894 = load i64, ptr %17, align 8
  %895 = trunc i64 %894 to i16
  %896 = load ptr, ptr %16, align 8
  %897 = getelementptr inbounds %struct.SeqStore_t, ptr %896, i32 0, i32 1
  %898 = load ptr, ptr %897, align 8
  %899 = getelementptr inbounds %struct.SeqDef_s, ptr %898, i32 0, i32 1
  store i16 %895, ptr %899, align 4
  %900 = load i32, ptr %18, align 4
  %901 = load ptr, ptr %16, align 8
  %902 = getelementptr inbounds %struct.SeqStore_t, ptr %901, i32 0, i32 1
  %903 = load ptr, ptr %902, align 8
  store i32 %900, ptr %903, align 4
  %904 = load i64, ptr %19, align 8
  %905 = sub i64 %904, 3
  store i64 %905, ptr %20, align 8
  %906 = load i64, ptr %20, align 8
  %907 = icmp ugt i64 %906, 65535
  %908 = zext i1 %907 to i32
  %909 = sext i32 %908 to i64
  br i1 %907, label %910, label %925

910:                                              ; preds = %893
  %911 = load ptr, ptr %16, align 8
  %912 = getelementptr inbounds %struct.SeqStore_t, ptr %911, i32 0, i32 9
  store i32 2, ptr %912, align 8
  %913 = load ptr, ptr %16, align 8
  %914 = getelementptr inbounds %struct.SeqStore_t, ptr %913, i32 0, i32 1
  %915 = load ptr, ptr %914, align 8
  %916 = load ptr, ptr %16, align 8
  %917 = load ptr, ptr %916, align 8
  %918 = ptrtoint ptr %915 to i64
  %919 = ptrtoint ptr %917 to i64
  %920 = sub i64 %918, %919
  %921 = sdiv exact i64 %920, 8
  %922 = trunc i64 %921 to i32
  %923 = load ptr, ptr %16, align 8
  %924 = getelementptr inbounds %struct.SeqStore_t, ptr %923, i32 0, i32 10
  store i32 %922, ptr %924, align 4
  br label %925

925:                                              ; preds = %910, %893
  %926 = load i64, ptr %20, align 8
  %927 = trunc i64 %926 to i16
  %928 = load ptr, ptr %16, align 8
  %929 = getelementptr inbounds %struct.SeqStore_t, ptr %928, i32 0, i32 1
  %930 = load ptr, ptr %929, align 8
  %931 = getelementptr inbounds %struct.SeqDef_s, ptr %930, i32 0, i32 2
  store i16 %927, ptr %931, align 2
  %932 = load ptr, ptr %16, align 8
  %933 = getelementptr inbounds %struct.SeqStore_t, ptr %932, i32 0, i32 1
  %934 = load ptr, ptr %933, align 8
  %935 = getelementptr inbounds %struct.SeqDef_s, ptr %934, i32 1
  store ptr %935, ptr %933, align 8
  br label %1202

936:                                              ; preds = %713
  br label %937

937:                                              ; preds = %936, %707, %697
  br label %938

938:                                              ; preds = %937, %694
  %939 = load ptr, ptr %131, align 8
  %940 = load ptr, ptr %166, align 8
  %941 = load i32, ptr %161, align 4
  %942 = load i32, ptr %134, align 4
  %943 = call i32 @ZSTD_match4Found_cmov(ptr noundef %939, ptr noundef %940, i32 noundef %941, i32 noundef %942)
  %944 = icmp ne i32 %943, 0
  br i1 %944, label %945, label %1163

945:                                              ; preds = %938
  %946 = load ptr, ptr %131, align 8
  %947 = load ptr, ptr %166, align 8
  %948 = ptrtoint ptr %946 to i64
  %949 = ptrtoint ptr %947 to i64
  %950 = sub i64 %948, %949
  %951 = trunc i64 %950 to i32
  store i32 %951, ptr %175, align 4
  %952 = load ptr, ptr %131, align 8
  %953 = getelementptr inbounds i8, ptr %952, i64 4
  %954 = load ptr, ptr %166, align 8
  %955 = getelementptr inbounds i8, ptr %954, i64 4
  %956 = load ptr, ptr %136, align 8
  %957 = call i64 @ZSTD_count(ptr noundef %953, ptr noundef %955, ptr noundef %956)
  %958 = add i64 %957, 4
  store i64 %958, ptr %156, align 8
  br label %959

959:                                              ; preds = %982, %945
  %960 = load ptr, ptr %131, align 8
  %961 = load ptr, ptr %133, align 8
  %962 = icmp ugt ptr %960, %961
  %963 = zext i1 %962 to i32
  %964 = load ptr, ptr %166, align 8
  %965 = load ptr, ptr %135, align 8
  %966 = icmp ugt ptr %964, %965
  %967 = zext i1 %966 to i32
  %968 = and i32 %963, %967
  %969 = icmp ne i32 %968, 0
  br i1 %969, label %970, label %980

970:                                              ; preds = %959
  %971 = load ptr, ptr %131, align 8
  %972 = getelementptr inbounds i8, ptr %971, i64 -1
  %973 = load i8, ptr %972, align 1
  %974 = zext i8 %973 to i32
  %975 = load ptr, ptr %166, align 8
  %976 = getelementptr inbounds i8, ptr %975, i64 -1
  %977 = load i8, ptr %976, align 1
  %978 = zext i8 %977 to i32
  %979 = icmp eq i32 %974, %978
  br label %980

980:                                              ; preds = %970, %959
  %981 = phi i1 [ false, %959 ], [ %979, %970 ]
  br i1 %981, label %982, label %989

982:                                              ; preds = %980
  %983 = load ptr, ptr %131, align 8
  %984 = getelementptr inbounds i8, ptr %983, i32 -1
  store ptr %984, ptr %131, align 8
  %985 = load ptr, ptr %166, align 8
  %986 = getelementptr inbounds i8, ptr %985, i32 -1
  store ptr %986, ptr %166, align 8
  %987 = load i64, ptr %156, align 8
  %988 = add i64 %987, 1
  store i64 %988, ptr %156, align 8
  br label %959, !llvm.loop !18

989:                                              ; preds = %980
  %990 = load i32, ptr %138, align 4
  store i32 %990, ptr %139, align 4
  %991 = load i32, ptr %175, align 4
  store i32 %991, ptr %138, align 4
  %992 = load ptr, ptr %119, align 8
  %993 = load ptr, ptr %131, align 8
  %994 = load ptr, ptr %133, align 8
  %995 = ptrtoint ptr %993 to i64
  %996 = ptrtoint ptr %994 to i64
  %997 = sub i64 %995, %996
  %998 = load ptr, ptr %133, align 8
  %999 = load ptr, ptr %136, align 8
  %1000 = load i32, ptr %175, align 4
  %1001 = add i32 %1000, 3
  %1002 = load i64, ptr %156, align 8
  store ptr %992, ptr %74, align 8
  store i64 %997, ptr %75, align 8
  store ptr %998, ptr %76, align 8
  store ptr %999, ptr %77, align 8
  store i32 %1001, ptr %78, align 4
  store i64 %1002, ptr %79, align 8
  %1003 = load ptr, ptr %77, align 8
  %1004 = getelementptr inbounds i8, ptr %1003, i64 -32
  store ptr %1004, ptr %80, align 8
  %1005 = load ptr, ptr %76, align 8
  %1006 = load i64, ptr %75, align 8
  %1007 = getelementptr inbounds i8, ptr %1005, i64 %1006
  store ptr %1007, ptr %81, align 8
  %1008 = load ptr, ptr %81, align 8
  %1009 = load ptr, ptr %80, align 8
  %1010 = icmp ule ptr %1008, %1009
  br i1 %1010, label %1011, label %1084

1011:                                             ; preds = %989
  %1012 = load ptr, ptr %74, align 8
  %1013 = getelementptr inbounds %struct.SeqStore_t, ptr %1012, i32 0, i32 3
  %1014 = load ptr, ptr %1013, align 8
  %1015 = load ptr, ptr %76, align 8
  call void @ZSTD_copy16(ptr noundef %1014, ptr noundef %1015)
  %1016 = load i64, ptr %75, align 8
  %1017 = icmp ugt i64 %1016, 16
  br i1 %1017, label %1018, label %1083

1018:                                             ; preds = %1011
  %1019 = load ptr, ptr %74, align 8
  %1020 = getelementptr inbounds %struct.SeqStore_t, ptr %1019, i32 0, i32 3
  %1021 = load ptr, ptr %1020, align 8
  %1022 = getelementptr inbounds i8, ptr %1021, i64 16
  %1023 = load ptr, ptr %76, align 8
  %1024 = getelementptr inbounds i8, ptr %1023, i64 16
  %1025 = load i64, ptr %75, align 8
  %1026 = sub nsw i64 %1025, 16
  store ptr %1022, ptr %34, align 8
  store ptr %1024, ptr %35, align 8
  store i64 %1026, ptr %36, align 8
  store i32 0, ptr %37, align 4
  %1027 = load ptr, ptr %34, align 8
  %1028 = load ptr, ptr %35, align 8
  %1029 = ptrtoint ptr %1027 to i64
  %1030 = ptrtoint ptr %1028 to i64
  %1031 = sub i64 %1029, %1030
  store i64 %1031, ptr %38, align 8
  %1032 = load ptr, ptr %35, align 8
  store ptr %1032, ptr %39, align 8
  %1033 = load ptr, ptr %34, align 8
  store ptr %1033, ptr %40, align 8
  %1034 = load ptr, ptr %40, align 8
  %1035 = load i64, ptr %36, align 8
  %1036 = getelementptr inbounds i8, ptr %1034, i64 %1035
  store ptr %1036, ptr %41, align 8
  %1037 = load i32, ptr %37, align 4
  %1038 = icmp eq i32 %1037, 1
  br i1 %1038, label %1039, label %1054

1039:                                             ; preds = %1018
  %1040 = load i64, ptr %38, align 8
  %1041 = icmp slt i64 %1040, 16
  br i1 %1041, label %1042, label %1054

1042:                                             ; preds = %1039
  br label %1043

1043:                                             ; preds = %1043, %1042
  %1044 = load ptr, ptr %40, align 8
  %1045 = load ptr, ptr %39, align 8
  call void @ZSTD_copy8(ptr noundef %1044, ptr noundef %1045)
  %1046 = load ptr, ptr %40, align 8
  %1047 = getelementptr inbounds i8, ptr %1046, i64 8
  store ptr %1047, ptr %40, align 8
  %1048 = load ptr, ptr %39, align 8
  %1049 = getelementptr inbounds i8, ptr %1048, i64 8
  store ptr %1049, ptr %39, align 8
  %1050 = load ptr, ptr %40, align 8
  %1051 = load ptr, ptr %41, align 8
  %1052 = icmp ult ptr %1050, %1051
  br i1 %1052, label %1043, label %1053, !llvm.loop !13

1053:                                             ; preds = %1043
  br label %1082

1054:                                             ; preds = %1039, %1018
  %1055 = load ptr, ptr %40, align 8
  %1056 = load ptr, ptr %39, align 8
  call void @ZSTD_copy16(ptr noundef %1055, ptr noundef %1056)
  %1057 = load i64, ptr %36, align 8
  %1058 = icmp sge i64 16, %1057
  br i1 %1058, label %1059, label %1060

1059:                                             ; preds = %1054
  br label %1082

1060:                                             ; preds = %1054
  %1061 = load ptr, ptr %40, align 8
  %1062 = getelementptr inbounds i8, ptr %1061, i64 16
  store ptr %1062, ptr %40, align 8
  %1063 = load ptr, ptr %39, align 8
  %1064 = getelementptr inbounds i8, ptr %1063, i64 16
  store ptr %1064, ptr %39, align 8
  br label %1065

1065:                                             ; preds = %1065, %1060
  %1066 = load ptr, ptr %40, align 8
  %1067 = load ptr, ptr %39, align 8
  call void @ZSTD_copy16(ptr noundef %1066, ptr noundef %1067)
  %1068 = load ptr, ptr %40, align 8
  %1069 = getelementptr inbounds i8, ptr %1068, i64 16
  store ptr %1069, ptr %40, align 8
  %1070 = load ptr, ptr %39, align 8
  %1071 = getelementptr inbounds i8, ptr %1070, i64 16
  store ptr %1071, ptr %39, align 8
  %1072 = load ptr, ptr %40, align 8
  %1073 = load ptr, ptr %39, align 8
  call void @ZSTD_copy16(ptr noundef %1072, ptr noundef %1073)
  %1074 = load ptr, ptr %40, align 8
  %1075 = getelementptr inbounds i8, ptr %1074, i64 16
  store ptr %1075, ptr %40, align 8
  %1076 = load ptr, ptr %39, align 8
  %1077 = getelementptr inbounds i8, ptr %1076, i64 16
  store ptr %1077, ptr %39, align 8
  %1078 = load ptr, ptr %40, align 8
  %1079 = load ptr, ptr %41, align 8
  %1080 = icmp ult ptr %1078, %1079
  br i1 %1080, label %1065, label %1081, !llvm.loop !14

1081:                                             ; preds = %1065
  br label %1082

1082:                                             ; preds = %1081, %1059, %1053
  br label %1083

1083:                                             ; preds = %1082, %1011
  br label %1091

1084:                                             ; preds = %989
  %1085 = load ptr, ptr %74, align 8
  %1086 = getelementptr inbounds %struct.SeqStore_t, ptr %1085, i32 0, i32 3
  %1087 = load ptr, ptr %1086, align 8
  %1088 = load ptr, ptr %76, align 8
  %1089 = load ptr, ptr %81, align 8
  %1090 = load ptr, ptr %80, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1087, ptr noundef %1088, ptr noundef %1089, ptr noundef %1090)
  br label %1091

1091:                                             ; preds = %1084, %1083
  %1092 = load i64, ptr %75, align 8
  %1093 = load ptr, ptr %74, align 8
  %1094 = getelementptr inbounds %struct.SeqStore_t, ptr %1093, i32 0, i32 3
  %1095 = load ptr, ptr %1094, align 8
  %1096 = getelementptr inbounds i8, ptr %1095, i64 %1092
  store ptr %1096, ptr %1094, align 8
  %1097 = load ptr, ptr %74, align 8
  %1098 = load i64, ptr %75, align 8
  %1099 = load i32, ptr %78, align 4
  %1100 = load i64, ptr %79, align 8
  store ptr %1097, ptr %11, align 8
  store i64 %1098, ptr %12, align 8
  store i32 %1099, ptr %13, align 4
  store i64 %1100, ptr %14, align 8
  %1101 = load i64, ptr %12, align 8
  %1102 = icmp ugt i64 %1101, 65535
  %1103 = zext i1 %1102 to i32
  %1104 = sext i32 %1103 to i64
  br i1 %1102, label %1105, label %1120

1105:                                             ; preds = %1091
  %1106 = load ptr, ptr %11, align 8
  %1107 = getelementptr inbounds %struct.SeqStore_t, ptr %1106, i32 0, i32 9
  store i32 1, ptr %1107, align 8
  %1108 = load ptr, ptr %11, align 8
  %1109 = getelementptr inbounds %struct.SeqStore_t, ptr %1108, i32 0, i32 1
  %1110 = load ptr, ptr %1109, align 8
  %1111 = load ptr, ptr %11, align 8
  %1112 = load ptr, ptr %1111, align 8
  %1113 = ptrtoint ptr %1110 to i64
  %1114 = ptrtoint ptr %1112 to i64
  %1115 = sub i64 %1113, %1114
  %1116 = sdiv exact i64 %1115, 8
  %1117 = trunc i64 %1116 to i32
  %1118 = load ptr, ptr %11, align 8
  %1119 = getelementptr inbounds %struct.SeqStore_t, ptr %1118, i32 0, i32 10
  store i32 %1117, ptr %1119, align 4
  br label %1120

1120:                                             ; preds = %1105, %1091
  %1121 = load i64, ptr %12, align 8
  %1122 = trunc i64 %1121 to i16
  %1123 = load ptr, ptr %11, align 8
  %1124 = getelementptr inbounds %struct.SeqStore_t, ptr %1123, i32 0, i32 1
  %1125 = load ptr, ptr %1124, align 8
  %1126 = getelementptr inbounds %struct.SeqDef_s, ptr %1125, i32 0, i32 1
  store i16 %1122, ptr %1126, align 4
  %1127 = load i32, ptr %13, align 4
  %1128 = load ptr, ptr %11, align 8
  %1129 = getelementptr inbounds %struct.SeqStore_t, ptr %1128, i32 0, i32 1
  %1130 = load ptr, ptr %1129, align 8
  store i32 %1127, ptr %1130, align 4
  %1131 = load i64, ptr %14, align 8
  %1132 = sub i64 %1131, 3
  store i64 %1132, ptr %15, align 8
  %1133 = load i64, ptr %15, align 8
  %1134 = icmp ugt i64 %1133, 65535
  %1135 = zext i1 %1134 to i32
  %1136 = sext i32 %1135 to i64
  br i1 %1134, label %1137, label %1152

1137:                                             ; preds = %1120
  %1138 = load ptr, ptr %11, align 8
  %1139 = getelementptr inbounds %struct.SeqStore_t, ptr %1138, i32 0, i32 9
  store i32 2, ptr %1139, align 8
  %1140 = load ptr, ptr %11, align 8
  %1141 = getelementptr inbounds %struct.SeqStore_t, ptr %1140, i32 0, i32 1
  %1142 = load ptr, ptr %1141, align 8
  %1143 = load ptr, ptr %11, align 8
  %1144 = load ptr, ptr %1143, align 8
  %1145 = ptrtoint ptr %1142 to i64
  %1146 = ptrtoint ptr %1144 to i64
  %1147 = sub i64 %1145, %1146
  %1148 = sdiv exact i64 %1147, 8
  %1149 = trunc i64 %1148 to i32
  %1150 = load ptr, ptr %11, align 8
  %1151 = getelementptr inbounds %struct.SeqStore_t, ptr %1150, i32 0, i32 10
  store i32 %1149, ptr %1151, align 4
  br label %1152

1152:                                             ; preds = %1137, %1120
  %1153 = load i64, ptr %15, align 8
  %1154 = trunc i64 %1153 to i16
  %1155 = load ptr, ptr %11, align 8
  %1156 = getelementptr inbounds %struct.SeqStore_t, ptr %1155, i32 0, i32 1
  %1157 = load ptr, ptr %1156, align 8
  %1158 = getelementptr inbounds %struct.SeqDef_s, ptr %1157, i32 0, i32 2
  store i16 %1154, ptr %1158, align 2
  %1159 = load ptr, ptr %11, align 8
  %1160 = getelementptr inbounds %struct.SeqStore_t, ptr %1159, i32 0, i32 1
  %1161 = load ptr, ptr %1160, align 8
  %1162 = getelementptr inbounds %struct.SeqDef_s, ptr %1161, i32 1
  store ptr %1162, ptr %1160, align 8
  br label %1202

1163:                                             ; preds = %938
  %1164 = load ptr, ptr %142, align 8
  %1165 = load i64, ptr %170, align 8
  %1166 = lshr i64 %1165, 8
  %1167 = getelementptr inbounds i32, ptr %1164, i64 %1166
  %1168 = load i32, ptr %1167, align 4
  store i32 %1168, ptr %159, align 4
  %1169 = load i32, ptr %159, align 4
  %1170 = zext i32 %1169 to i64
  %1171 = load i64, ptr %170, align 8
  %1172 = call i32 @ZSTD_comparePackedTags(i64 noundef %1170, i64 noundef %1171)
  store i32 %1172, ptr %160, align 4
  %1173 = load ptr, ptr %126, align 8
  %1174 = load i64, ptr %169, align 8
  %1175 = getelementptr inbounds i32, ptr %1173, i64 %1174
  %1176 = load i32, ptr %1175, align 4
  store i32 %1176, ptr %161, align 4
  %1177 = load ptr, ptr %132, align 8
  %1178 = load ptr, ptr %165, align 8
  %1179 = icmp uge ptr %1177, %1178
  br i1 %1179, label %1180, label %1185

1180:                                             ; preds = %1163
  %1181 = load i64, ptr %163, align 8
  %1182 = add i64 %1181, 1
  store i64 %1182, ptr %163, align 8
  %1183 = load ptr, ptr %165, align 8
  %1184 = getelementptr inbounds i8, ptr %1183, i64 256
  store ptr %1184, ptr %165, align 8
  br label %1185

1185:                                             ; preds = %1180, %1163
  %1186 = load ptr, ptr %132, align 8
  store ptr %1186, ptr %131, align 8
  %1187 = load ptr, ptr %132, align 8
  %1188 = load i64, ptr %163, align 8
  %1189 = getelementptr inbounds i8, ptr %1187, i64 %1188
  store ptr %1189, ptr %132, align 8
  %1190 = load ptr, ptr %132, align 8
  %1191 = load ptr, ptr %137, align 8
  %1192 = icmp ugt ptr %1190, %1191
  br i1 %1192, label %1193, label %1194

1193:                                             ; preds = %1185
  br label %1554

1194:                                             ; preds = %1185
  %1195 = load ptr, ptr %131, align 8
  %1196 = load ptr, ptr %129, align 8
  %1197 = ptrtoint ptr %1195 to i64
  %1198 = ptrtoint ptr %1196 to i64
  %1199 = sub i64 %1197, %1198
  %1200 = trunc i64 %1199 to i32
  store i32 %1200, ptr %162, align 4
  %1201 = load i64, ptr %169, align 8
  store i64 %1201, ptr %157, align 8
  br label %408

1202:                                             ; preds = %1152, %925, %683
  %1203 = load i64, ptr %156, align 8
  %1204 = load ptr, ptr %131, align 8
  %1205 = getelementptr inbounds i8, ptr %1204, i64 %1203
  store ptr %1205, ptr %131, align 8
  %1206 = load ptr, ptr %131, align 8
  store ptr %1206, ptr %133, align 8
  %1207 = load ptr, ptr %131, align 8
  %1208 = load ptr, ptr %137, align 8
  %1209 = icmp ule ptr %1207, %1208
  br i1 %1209, label %1210, label %1548

1210:                                             ; preds = %1202
  %1211 = load i32, ptr %162, align 4
  %1212 = add i32 %1211, 2
  %1213 = load ptr, ptr %126, align 8
  %1214 = load ptr, ptr %129, align 8
  %1215 = load i32, ptr %162, align 4
  %1216 = zext i32 %1215 to i64
  %1217 = getelementptr inbounds i8, ptr %1214, i64 %1216
  %1218 = getelementptr inbounds i8, ptr %1217, i64 2
  %1219 = load i32, ptr %127, align 4
  %1220 = load i32, ptr %123, align 4
  store ptr %1218, ptr %107, align 8
  store i32 %1219, ptr %108, align 4
  store i32 %1220, ptr %109, align 4
  %1221 = load i32, ptr %109, align 4
  switch i32 %1221, label %1222 [
    i32 4, label %1223
    i32 5, label %1227
    i32 6, label %1231
    i32 7, label %1235
    i32 8, label %1239
  ]

1222:                                             ; preds = %1210
  br label %1223

1223:                                             ; preds = %1222, %1210
  %1224 = load ptr, ptr %107, align 8
  %1225 = load i32, ptr %108, align 4
  %1226 = call i64 @ZSTD_hash4Ptr(ptr noundef %1224, i32 noundef %1225)
  store i64 %1226, ptr %106, align 8
  br label %1243

1227:                                             ; preds = %1210
  %1228 = load ptr, ptr %107, align 8
  %1229 = load i32, ptr %108, align 4
  %1230 = call i64 @ZSTD_hash5Ptr(ptr noundef %1228, i32 noundef %1229)
  store i64 %1230, ptr %106, align 8
  br label %1243

1231:                                             ; preds = %1210
  %1232 = load ptr, ptr %107, align 8
  %1233 = load i32, ptr %108, align 4
  %1234 = call i64 @ZSTD_hash6Ptr(ptr noundef %1232, i32 noundef %1233)
  store i64 %1234, ptr %106, align 8
  br label %1243

1235:                                             ; preds = %1210
  %1236 = load ptr, ptr %107, align 8
  %1237 = load i32, ptr %108, align 4
  %1238 = call i64 @ZSTD_hash7Ptr(ptr noundef %1236, i32 noundef %1237)
  store i64 %1238, ptr %106, align 8
  br label %1243

1239:                                             ; preds = %1210
  %1240 = load ptr, ptr %107, align 8
  %1241 = load i32, ptr %108, align 4
  %1242 = call i64 @ZSTD_hash8Ptr(ptr noundef %1240, i32 noundef %1241)
  store i64 %1242, ptr %106, align 8
  br label %1243

1243:                                             ; preds = %1239, %1235, %1231, %1227, %1223
  %1244 = load i64, ptr %106, align 8
  %1245 = getelementptr inbounds i32, ptr %1213, i64 %1244
  store i32 %1212, ptr %1245, align 4
  %1246 = load ptr, ptr %131, align 8
  %1247 = getelementptr inbounds i8, ptr %1246, i64 -2
  %1248 = load ptr, ptr %129, align 8
  %1249 = ptrtoint ptr %1247 to i64
  %1250 = ptrtoint ptr %1248 to i64
  %1251 = sub i64 %1249, %1250
  %1252 = trunc i64 %1251 to i32
  %1253 = load ptr, ptr %126, align 8
  %1254 = load ptr, ptr %131, align 8
  %1255 = getelementptr inbounds i8, ptr %1254, i64 -2
  %1256 = load i32, ptr %127, align 4
  %1257 = load i32, ptr %123, align 4
  store ptr %1255, ptr %111, align 8
  store i32 %1256, ptr %112, align 4
  store i32 %1257, ptr %113, align 4
  %1258 = load i32, ptr %113, align 4
  switch i32 %1258, label %1259 [
    i32 4, label %1260
    i32 5, label %1264
    i32 6, label %1268
    i32 7, label %1272
    i32 8, label %1276
  ]

1259:                                             ; preds = %1243
  br label %1260

1260:                                             ; preds = %1259, %1243
  %1261 = load ptr, ptr %111, align 8
  %1262 = load i32, ptr %112, align 4
  %1263 = call i64 @ZSTD_hash4Ptr(ptr noundef %1261, i32 noundef %1262)
  store i64 %1263, ptr %110, align 8
  br label %1280

1264:                                             ; preds = %1243
  %1265 = load ptr, ptr %111, align 8
  %1266 = load i32, ptr %112, align 4
  %1267 = call i64 @ZSTD_hash5Ptr(ptr noundef %1265, i32 noundef %1266)
  store i64 %1267, ptr %110, align 8
  br label %1280

1268:                                             ; preds = %1243
  %1269 = load ptr, ptr %111, align 8
  %1270 = load i32, ptr %112, align 4
  %1271 = call i64 @ZSTD_hash6Ptr(ptr noundef %1269, i32 noundef %1270)
  store i64 %1271, ptr %110, align 8
  br label %1280

1272:                                             ; preds = %1243
  %1273 = load ptr, ptr %111, align 8
  %1274 = load i32, ptr %112, align 4
  %1275 = call i64 @ZSTD_hash7Ptr(ptr noundef %1273, i32 noundef %1274)
  store i64 %1275, ptr %110, align 8
  br label %1280

1276:                                             ; preds = %1243
  %1277 = load ptr, ptr %111, align 8
  %1278 = load i32, ptr %112, align 4
  %1279 = call i64 @ZSTD_hash8Ptr(ptr noundef %1277, i32 noundef %1278)
  store i64 %1279, ptr %110, align 8
  br label %1280

1280:                                             ; preds = %1276, %1272, %1268, %1264, %1260
  %1281 = load i64, ptr %110, align 8
  %1282 = getelementptr inbounds i32, ptr %1253, i64 %1281
  store i32 %1252, ptr %1282, align 4
  br label %1283

1283:                                             ; preds = %1539, %1280
  %1284 = load ptr, ptr %131, align 8
  %1285 = load ptr, ptr %137, align 8
  %1286 = icmp ule ptr %1284, %1285
  br i1 %1286, label %1287, label %1547

1287:                                             ; preds = %1283
  %1288 = load ptr, ptr %131, align 8
  %1289 = load ptr, ptr %129, align 8
  %1290 = ptrtoint ptr %1288 to i64
  %1291 = ptrtoint ptr %1289 to i64
  %1292 = sub i64 %1290, %1291
  %1293 = trunc i64 %1292 to i32
  store i32 %1293, ptr %176, align 4
  %1294 = load i32, ptr %176, align 4
  %1295 = load i32, ptr %139, align 4
  %1296 = sub i32 %1294, %1295
  store i32 %1296, ptr %177, align 4
  %1297 = load i32, ptr %177, align 4
  %1298 = load i32, ptr %134, align 4
  %1299 = icmp ult i32 %1297, %1298
  br i1 %1299, label %1300, label %1309

1300:                                             ; preds = %1287
  %1301 = load ptr, ptr %144, align 8
  %1302 = load i32, ptr %147, align 4
  %1303 = zext i32 %1302 to i64
  %1304 = sub i64 0, %1303
  %1305 = getelementptr inbounds i8, ptr %1301, i64 %1304
  %1306 = load i32, ptr %177, align 4
  %1307 = zext i32 %1306 to i64
  %1308 = getelementptr inbounds i8, ptr %1305, i64 %1307
  br label %1314

1309:                                             ; preds = %1287
  %1310 = load ptr, ptr %129, align 8
  %1311 = load i32, ptr %177, align 4
  %1312 = zext i32 %1311 to i64
  %1313 = getelementptr inbounds i8, ptr %1310, i64 %1312
  br label %1314

1314:                                             ; preds = %1309, %1300
  %1315 = phi ptr [ %1308, %1300 ], [ %1313, %1309 ]
  store ptr %1315, ptr %178, align 8
  %1316 = load i32, ptr %134, align 4
  %1317 = load i32, ptr %177, align 4
  %1318 = call i32 @ZSTD_index_overlap_check(i32 noundef %1316, i32 noundef %1317)
  %1319 = icmp ne i32 %1318, 0
  br i1 %1319, label %1320, label %1546

1320:                                             ; preds = %1314
  %1321 = load ptr, ptr %178, align 8
  %1322 = call i32 @MEM_read32(ptr noundef %1321)
  %1323 = load ptr, ptr %131, align 8
  %1324 = call i32 @MEM_read32(ptr noundef %1323)
  %1325 = icmp eq i32 %1322, %1324
  br i1 %1325, label %1326, label %1546

1326:                                             ; preds = %1320
  %1327 = load i32, ptr %177, align 4
  %1328 = load i32, ptr %134, align 4
  %1329 = icmp ult i32 %1327, %1328
  br i1 %1329, label %1330, label %1332

1330:                                             ; preds = %1326
  %1331 = load ptr, ptr %146, align 8
  br label %1334

1332:                                             ; preds = %1326
  %1333 = load ptr, ptr %136, align 8
  br label %1334

1334:                                             ; preds = %1332, %1330
  %1335 = phi ptr [ %1331, %1330 ], [ %1333, %1332 ]
  store ptr %1335, ptr %179, align 8
  %1336 = load ptr, ptr %131, align 8
  %1337 = getelementptr inbounds i8, ptr %1336, i64 4
  %1338 = load ptr, ptr %178, align 8
  %1339 = getelementptr inbounds i8, ptr %1338, i64 4
  %1340 = load ptr, ptr %136, align 8
  %1341 = load ptr, ptr %179, align 8
  %1342 = load ptr, ptr %135, align 8
  %1343 = call i64 @ZSTD_count_2segments(ptr noundef %1337, ptr noundef %1339, ptr noundef %1340, ptr noundef %1341, ptr noundef %1342)
  %1344 = add i64 %1343, 4
  store i64 %1344, ptr %180, align 8
  %1345 = load i32, ptr %139, align 4
  store i32 %1345, ptr %181, align 4
  %1346 = load i32, ptr %138, align 4
  store i32 %1346, ptr %139, align 4
  %1347 = load i32, ptr %181, align 4
  store i32 %1347, ptr %138, align 4
  %1348 = load ptr, ptr %119, align 8
  %1349 = load ptr, ptr %133, align 8
  %1350 = load ptr, ptr %136, align 8
  %1351 = load i64, ptr %180, align 8
  store ptr %1348, ptr %82, align 8
  store i64 0, ptr %83, align 8
  store ptr %1349, ptr %84, align 8
  store ptr %1350, ptr %85, align 8
  store i32 1, ptr %86, align 4
  store i64 %1351, ptr %87, align 8
  %1352 = load ptr, ptr %85, align 8
  %1353 = getelementptr inbounds i8, ptr %1352, i64 -32
  store ptr %1353, ptr %88, align 8
  %1354 = load ptr, ptr %84, align 8
  %1355 = load i64, ptr %83, align 8
  %1356 = getelementptr inbounds i8, ptr %1354, i64 %1355
  store ptr %1356, ptr %89, align 8
  %1357 = load ptr, ptr %89, align 8
  %1358 = load ptr, ptr %88, align 8
  %1359 = icmp ule ptr %1357, %1358
  br i1 %1359, label %1360, label %1433

1360:                                             ; preds = %1334
  %1361 = load ptr, ptr %82, align 8
  %1362 = getelementptr inbounds %struct.SeqStore_t, ptr %1361, i32 0, i32 3
  %1363 = load ptr, ptr %1362, align 8
  %1364 = load ptr, ptr %84, align 8
  call void @ZSTD_copy16(ptr noundef %1363, ptr noundef %1364)
  %1365 = load i64, ptr %83, align 8
  %1366 = icmp ugt i64 %1365, 16
  br i1 %1366, label %1367, label %1432

1367:                                             ; preds = %1360
  %1368 = load ptr, ptr %82, align 8
  %1369 = getelementptr inbounds %struct.SeqStore_t, ptr %1368, i32 0, i32 3
  %1370 = load ptr, ptr %1369, align 8
  %1371 = getelementptr inbounds i8, ptr %1370, i64 16
  %1372 = load ptr, ptr %84, align 8
  %1373 = getelementptr inbounds i8, ptr %1372, i64 16
  %1374 = load i64, ptr %83, align 8
  %1375 = sub nsw i64 %1374, 16
  store ptr %1371, ptr %26, align 8
  store ptr %1373, ptr %27, align 8
  store i64 %1375, ptr %28, align 8
  store i32 0, ptr %29, align 4
  %1376 = load ptr, ptr %26, align 8
  %1377 = load ptr, ptr %27, align 8
  %1378 = ptrtoint ptr %1376 to i64
  %1379 = ptrtoint ptr %1377 to i64
  %1380 = sub i64 %1378, %1379
  store i64 %1380, ptr %30, align 8
  %1381 = load ptr, ptr %27, align 8
  store ptr %1381, ptr %31, align 8
  %1382 = load ptr, ptr %26, align 8
  store ptr %1382, ptr %32, align 8
  %1383 = load ptr, ptr %32, align 8
  %1384 = load i64, ptr %28, align 8
  %1385 = getelementptr inbounds i8, ptr %1383, i64 %1384
  store ptr %1385, ptr %33, align 8
  %1386 = load i32, ptr %29, align 4
  %1387 = icmp eq i32 %1386, 1
  br i1 %1387, label %1388, label %1403

1388:                                             ; preds = %1367
  %1389 = load i64, ptr %30, align 8
  %1390 = icmp slt i64 %1389, 16
  br i1 %1390, label %1391, label %1403

1391:                                             ; preds = %1388
  br label %1392

1392:                                             ; preds = %1392, %1391
  %1393 = load ptr, ptr %32, align 8
  %1394 = load ptr, ptr %31, align 8
  call void @ZSTD_copy8(ptr noundef %1393, ptr noundef %1394)
  %1395 = load ptr, ptr %32, align 8
  %1396 = getelementptr inbounds i8, ptr %1395, i64 8
  store ptr %1396, ptr %32, align 8
  %1397 = load ptr, ptr %31, align 8
  %1398 = getelementptr inbounds i8, ptr %1397, i64 8
  store ptr %1398, ptr %31, align 8
  %1399 = load ptr, ptr %32, align 8
  %1400 = load ptr, ptr %33, align 8
  %1401 = icmp ult ptr %1399, %1400
  br i1 %1401, label %1392, label %1402, !llvm.loop !13

1402:                                             ; preds = %1392
  br label %1431

1403:                                             ; preds = %1388, %1367
  %1404 = load ptr, ptr %32, align 8
  %1405 = load ptr, ptr %31, align 8
  call void @ZSTD_copy16(ptr noundef %1404, ptr noundef %1405)
  %1406 = load i64, ptr %28, align 8
  %1407 = icmp sge i64 16, %1406
  br i1 %1407, label %1408, label %1409

1408:                                             ; preds = %1403
  br label %1431

1409:                                             ; preds = %1403
  %1410 = load ptr, ptr %32, align 8
  %1411 = getelementptr inbounds i8, ptr %1410, i64 16
  store ptr %1411, ptr %32, align 8
  %1412 = load ptr, ptr %31, align 8
  %1413 = getelementptr inbounds i8, ptr %1412, i64 16
  store ptr %1413, ptr %31, align 8
  br label %1414

1414:                                             ; preds = %1414, %1409
  %1415 = load ptr, ptr %32, align 8
  %1416 = load ptr, ptr %31, align 8
  call void @ZSTD_copy16(ptr noundef %1415, ptr noundef %1416)
  %1417 = load ptr, ptr %32, align 8
  %1418 = getelementptr inbounds i8, ptr %1417, i64 16
  store ptr %1418, ptr %32, align 8
  %1419 = load ptr, ptr %31, align 8
  %1420 = getelementptr inbounds i8, ptr %1419, i64 16
  store ptr %1420, ptr %31, align 8
  %1421 = load ptr, ptr %32, align 8
  %1422 = load ptr, ptr %31, align 8
  call void @ZSTD_copy16(ptr noundef %1421, ptr noundef %1422)
  %1423 = load ptr, ptr %32, align 8
  %1424 = getelementptr inbounds i8, ptr %1423, i64 16
  store ptr %1424, ptr %32, align 8
  %1425 = load ptr, ptr %31, align 8
  %1426 = getelementptr inbounds i8, ptr %1425, i64 16
  store ptr %1426, ptr %31, align 8
  %1427 = load ptr, ptr %32, align 8
  %1428 = load ptr, ptr %33, align 8
  %1429 = icmp ult ptr %1427, %1428
  br i1 %1429, label %1414, label %1430, !llvm.loop !14

1430:                                             ; preds = %1414
  br label %1431

1431:                                             ; preds = %1430, %1408, %1402
  br label %1432

1432:                                             ; preds = %1431, %1360
  br label %1440

1433:                                             ; preds = %1334
  %1434 = load ptr, ptr %82, align 8
  %1435 = getelementptr inbounds %struct.SeqStore_t, ptr %1434, i32 0, i32 3
  %1436 = load ptr, ptr %1435, align 8
  %1437 = load ptr, ptr %84, align 8
  %1438 = load ptr, ptr %89, align 8
  %1439 = load ptr, ptr %88, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1436, ptr noundef %1437, ptr noundef %1438, ptr noundef %1439)
  br label %1440

1440:                                             ; preds = %1433, %1432
  %1441 = load i64, ptr %83, align 8
  %1442 = load ptr, ptr %82, align 8
  %1443 = getelementptr inbounds %struct.SeqStore_t, ptr %1442, i32 0, i32 3
  %1444 = load ptr, ptr %1443, align 8
  %1445 = getelementptr inbounds i8, ptr %1444, i64 %1441
  store ptr %1445, ptr %1443, align 8
  %1446 = load ptr, ptr %82, align 8
  %1447 = load i64, ptr %83, align 8
  %1448 = load i32, ptr %86, align 4
  %1449 = load i64, ptr %87, align 8
  store ptr %1446, ptr %6, align 8
  store i64 %1447, ptr %7, align 8
  store i32 %1448, ptr %8, align 4
  store i64 %1449, ptr %9, align 8
  %1450 = load i64, ptr %7, align 8
  %1451 = icmp ugt i64 %1450, 65535
  %1452 = zext i1 %1451 to i32
  %1453 = sext i32 %1452 to i64
  br i1 %1451, label %1454, label %1469

1454:                                             ; preds = %1440
  %1455 = load ptr, ptr %6, align 8
  %1456 = getelementptr inbounds %struct.SeqStore_t, ptr %1455, i32 0, i32 9
  store i32 1, ptr %1456, align 8
  %1457 = load ptr, ptr %6, align 8
  %1458 = getelementptr inbounds %struct.SeqStore_t, ptr %1457, i32 0, i32 1
  %1459 = load ptr, ptr %1458, align 8
  %1460 = load ptr, ptr %6, align 8
  %1461 = load ptr, ptr %1460, align 8
  %1462 = ptrtoint ptr %1459 to i64
  %1463 = ptrtoint ptr %1461 to i64
  %1464 = sub i64 %1462, %1463
  %1465 = sdiv exact i64 %1464, 8
  %1466 = trunc i64 %1465 to i32
  %1467 = load ptr, ptr %6, align 8
  %1468 = getelementptr inbounds %struct.SeqStore_t, ptr %1467, i32 0, i32 10
  store i32 %1466, ptr %1468, align 4
  br label %1469

1469:                                             ; preds = %1454, %1440
  %1470 = load i64, ptr %7, align 8
  %1471 = trunc i64 %1470 to i16
  %1472 = load ptr, ptr %6, align 8
  %1473 = getelementptr inbounds %struct.SeqStore_t, ptr %1472, i32 0, i32 1
  %1474 = load ptr, ptr %1473, align 8
  %1475 = getelementptr inbounds %struct.SeqDef_s, ptr %1474, i32 0, i32 1
  store i16 %1471, ptr %1475, align 4
  %1476 = load i32, ptr %8, align 4
  %1477 = load ptr, ptr %6, align 8
  %1478 = getelementptr inbounds %struct.SeqStore_t, ptr %1477, i32 0, i32 1
  %1479 = load ptr, ptr %1478, align 8
  store i32 %1476, ptr %1479, align 4
  %1480 = load i64, ptr %9, align 8
  %1481 = sub i64 %1480, 3
  store i64 %1481, ptr %10, align 8
  %1482 = load i64, ptr %10, align 8
  %1483 = icmp ugt i64 %1482, 65535
  %1484 = zext i1 %1483 to i32
  %1485 = sext i32 %1484 to i64
  br i1 %1483, label %1486, label %1501

1486:                                             ; preds = %1469
  %1487 = load ptr, ptr %6, align 8
  %1488 = getelementptr inbounds %struct.SeqStore_t, ptr %1487, i32 0, i32 9
  store i32 2, ptr %1488, align 8
  %1489 = load ptr, ptr %6, align 8
  %1490 = getelementptr inbounds %struct.SeqStore_t, ptr %1489, i32 0, i32 1
  %1491 = load ptr, ptr %1490, align 8
  %1492 = load ptr, ptr %6, align 8
  %1493 = load ptr, ptr %1492, align 8
  %1494 = ptrtoint ptr %1491 to i64
  %1495 = ptrtoint ptr %1493 to i64
  %1496 = sub i64 %1494, %1495
  %1497 = sdiv exact i64 %1496, 8
  %1498 = trunc i64 %1497 to i32
  %1499 = load ptr, ptr %6, align 8
  %1500 = getelementptr inbounds %struct.SeqStore_t, ptr %1499, i32 0, i32 10
  store i32 %1498, ptr %1500, align 4
  br label %1501

1501:                                             ; preds = %1486, %1469
  %1502 = load i64, ptr %10, align 8
  %1503 = trunc i64 %1502 to i16
  %1504 = load ptr, ptr %6, align 8
  %1505 = getelementptr inbounds %struct.SeqStore_t, ptr %1504, i32 0, i32 1
  %1506 = load ptr, ptr %1505, align 8
  %1507 = getelementptr inbounds %struct.SeqDef_s, ptr %1506, i32 0, i32 2
  store i16 %1503, ptr %1507, align 2
  %1508 = load ptr, ptr %6, align 8
  %1509 = getelementptr inbounds %struct.SeqStore_t, ptr %1508, i32 0, i32 1
  %1510 = load ptr, ptr %1509, align 8
  %1511 = getelementptr inbounds %struct.SeqDef_s, ptr %1510, i32 1
  store ptr %1511, ptr %1509, align 8
  %1512 = load i32, ptr %176, align 4
  %1513 = load ptr, ptr %126, align 8
  %1514 = load ptr, ptr %131, align 8
  %1515 = load i32, ptr %127, align 4
  %1516 = load i32, ptr %123, align 4
  store ptr %1514, ptr %115, align 8
  store i32 %1515, ptr %116, align 4
  store i32 %1516, ptr %117, align 4
  %1517 = load i32, ptr %117, align 4
  switch i32 %1517, label %1518 [
    i32 4, label %1519
    i32 5, label %1523
    i32 6, label %1527
    i32 7, label %1531
    i32 8, label %1535
  ]

1518:                                             ; preds = %1501
  br label %1519

1519:                                             ; preds = %1518, %1501
  %1520 = load ptr, ptr %115, align 8
  %1521 = load i32, ptr %116, align 4
  %1522 = call i64 @ZSTD_hash4Ptr(ptr noundef %1520, i32 noundef %1521)
  store i64 %1522, ptr %114, align 8
  br label %1539

1523:                                             ; preds = %1501
  %1524 = load ptr, ptr %115, align 8
  %1525 = load i32, ptr %116, align 4
  %1526 = call i64 @ZSTD_hash5Ptr(ptr noundef %1524, i32 noundef %1525)
  store i64 %1526, ptr %114, align 8
  br label %1539

1527:                                             ; preds = %1501
  %1528 = load ptr, ptr %115, align 8
  %1529 = load i32, ptr %116, align 4
  %1530 = call i64 @ZSTD_hash6Ptr(ptr noundef %1528, i32 noundef %1529)
  store i64 %1530, ptr %114, align 8
  br label %1539

1531:                                             ; preds = %1501
  %1532 = load ptr, ptr %115, align 8
  %1533 = load i32, ptr %116, align 4
  %1534 = call i64 @ZSTD_hash7Ptr(ptr noundef %1532, i32 noundef %1533)
  store i64 %1534, ptr %114, align 8
  br label %1539

1535:                                             ; preds = %1501
  %1536 = load ptr, ptr %115, align 8
  %1537 = load i32, ptr %116, align 4
  %1538 = call i64 @ZSTD_hash8Ptr(ptr noundef %1536, i32 noundef %1537)
  store i64 %1538, ptr %114, align 8
  br label %1539

1539:                                             ; preds = %1535, %1531, %1527, %1523, %1519
  %1540 = load i64, ptr %114, align 8
  %1541 = getelementptr inbounds i32, ptr %1513, i64 %1540
  store i32 %1512, ptr %1541, align 4
  %1542 = load i64, ptr %180, align 8
  %1543 = load ptr, ptr %131, align 8
  %1544 = getelementptr inbounds i8, ptr %1543, i64 %1542
  store ptr %1544, ptr %131, align 8
  %1545 = load ptr, ptr %131, align 8
  store ptr %1545, ptr %133, align 8
  br label %1283, !llvm.loop !19

1546:                                             ; preds = %1320, %1314
  br label %1547

1547:                                             ; preds = %1546, %1283
  br label %1548

1548:                                             ; preds = %1547, %1202
  %1549 = load ptr, ptr %131, align 8
  %1550 = load i32, ptr %128, align 4
  %1551 = zext i32 %1550 to i64
  %1552 = getelementptr inbounds i8, ptr %1549, i64 %1551
  store ptr %1552, ptr %132, align 8
  br label %326, !llvm.loop !20

1553:                                             ; preds = %326
  br label %1554

1554:                                             ; preds = %1193, %1553
  %1555 = load i32, ptr %138, align 4
  %1556 = load ptr, ptr %120, align 8
  store i32 %1555, ptr %1556, align 4
  %1557 = load i32, ptr %139, align 4
  %1558 = load ptr, ptr %120, align 8
  %1559 = getelementptr inbounds i32, ptr %1558, i64 1
  store i32 %1557, ptr %1559, align 4
  %1560 = load ptr, ptr %136, align 8
  %1561 = load ptr, ptr %133, align 8
  %1562 = ptrtoint ptr %1560 to i64
  %1563 = ptrtoint ptr %1561 to i64
  %1564 = sub i64 %1562, %1563
  ret i64 %1564
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_compressBlock_fast_extDict(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
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
  %25 = call i64 @ZSTD_compressBlock_fast_extDict_4_0(ptr noundef %20, ptr noundef %21, ptr noundef %22, ptr noundef %23, i64 noundef %24)
  store i64 %25, ptr %6, align 8
  br label %47

26:                                               ; preds = %5
  %27 = load ptr, ptr %7, align 8
  %28 = load ptr, ptr %8, align 8
  %29 = load ptr, ptr %9, align 8
  %30 = load ptr, ptr %10, align 8
  %31 = load i64, ptr %11, align 8
  %32 = call i64 @ZSTD_compressBlock_fast_extDict_5_0(ptr noundef %27, ptr noundef %28, ptr noundef %29, ptr noundef %30, i64 noundef %31)
  store i64 %32, ptr %6, align 8
  br label %47

33:                                               ; preds = %5
  %34 = load ptr, ptr %7, align 8
  %35 = load ptr, ptr %8, align 8
  %36 = load ptr, ptr %9, align 8
  %37 = load ptr, ptr %10, align 8
  %38 = load i64, ptr %11, align 8
  %39 = call i64 @ZSTD_compressBlock_fast_extDict_6_0(ptr noundef %34, ptr noundef %35, ptr noundef %36, ptr noundef %37, i64 noundef %38)
  store i64 %39, ptr %6, align 8
  br label %47

40:                                               ; preds = %5
  %41 = load ptr, ptr %7, align 8
  %42 = load ptr, ptr %8, align 8
  %43 = load ptr, ptr %9, align 8
  %44 = load ptr, ptr %10, align 8
  %45 = load i64, ptr %11, align 8
  %46 = call i64 @ZSTD_compressBlock_fast_extDict_7_0(ptr noundef %41, ptr noundef %42, ptr noundef %43, ptr noundef %44, i64 noundef %45)
  store i64 %46, ptr %6, align 8
  br label %47

47:                                               ; preds = %40, %33, %26, %19
  %48 = load i64, ptr %6, align 8
  ret i64 %48
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_compressBlock_fast_extDict_4_0(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
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
  %16 = call i64 @ZSTD_compressBlock_fast_extDict_generic(ptr noundef %11, ptr noundef %12, ptr noundef %13, ptr noundef %14, i64 noundef %15, i32 noundef 4, i32 noundef 0)
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_compressBlock_fast_extDict_5_0(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
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
  %16 = call i64 @ZSTD_compressBlock_fast_extDict_generic(ptr noundef %11, ptr noundef %12, ptr noundef %13, ptr noundef %14, i64 noundef %15, i32 noundef 5, i32 noundef 0)
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_compressBlock_fast_extDict_6_0(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
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
  %16 = call i64 @ZSTD_compressBlock_fast_extDict_generic(ptr noundef %11, ptr noundef %12, ptr noundef %13, ptr noundef %14, i64 noundef %15, i32 noundef 6, i32 noundef 0)
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_compressBlock_fast_extDict_7_0(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
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
  %16 = call i64 @ZSTD_compressBlock_fast_extDict_generic(ptr noundef %11, ptr noundef %12, ptr noundef %13, ptr noundef %14, i64 noundef %15, i32 noundef 7, i32 noundef 0)
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

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_match4Found_cmov(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  %11 = load i32, ptr %8, align 4
  %12 = load i32, ptr %9, align 4
  %13 = load ptr, ptr %7, align 8
  %14 = call ptr @ZSTD_selectAddr(i32 noundef %11, i32 noundef %12, ptr noundef %13, ptr noundef @ZSTD_match4Found_cmov.dummy)
  store ptr %14, ptr %10, align 8
  %15 = load ptr, ptr %6, align 8
  %16 = call i32 @MEM_read32(ptr noundef %15)
  %17 = load ptr, ptr %10, align 8
  %18 = call i32 @MEM_read32(ptr noundef %17)
  %19 = icmp ne i32 %16, %18
  br i1 %19, label %20, label %21

20:                                               ; preds = %4
  store i32 0, ptr %5, align 4
  br label %26

21:                                               ; preds = %4
  call void asm sideeffect "", ""() #3, !srcloc !21
  %22 = load i32, ptr %8, align 4
  %23 = load i32, ptr %9, align 4
  %24 = icmp uge i32 %22, %23
  %25 = zext i1 %24 to i32
  store i32 %25, ptr %5, align 4
  br label %26

26:                                               ; preds = %21, %20
  %27 = load i32, ptr %5, align 4
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_match4Found_branch(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %10 = load i32, ptr %7, align 4
  %11 = load i32, ptr %8, align 4
  %12 = icmp uge i32 %10, %11
  br i1 %12, label %13, label %16

13:                                               ; preds = %4
  %14 = load ptr, ptr %6, align 8
  %15 = call i32 @MEM_read32(ptr noundef %14)
  store i32 %15, ptr %9, align 4
  br label %20

16:                                               ; preds = %4
  %17 = load ptr, ptr %5, align 8
  %18 = call i32 @MEM_read32(ptr noundef %17)
  %19 = xor i32 %18, 1
  store i32 %19, ptr %9, align 4
  br label %20

20:                                               ; preds = %16, %13
  %21 = load ptr, ptr %5, align 8
  %22 = call i32 @MEM_read32(ptr noundef %21)
  %23 = load i32, ptr %9, align 4
  %24 = icmp eq i32 %22, %23
  %25 = zext i1 %24 to i32
  ret i32 %25
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #2

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
  br label %35, !llvm.loop !22

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
  br i1 %53, label %44, label %54, !llvm.loop !13

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
  br i1 %81, label %66, label %82, !llvm.loop !14

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
  br label %93, !llvm.loop !23

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
define internal i64 @ZSTD_compressBlock_fast_extDict_generic(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5, i32 noundef %6) #0 {
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca i64, align 8
  %21 = alloca i32, align 4
  %22 = alloca i64, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca i64, align 8
  %29 = alloca i32, align 4
  %30 = alloca i64, align 8
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca ptr, align 8
  %34 = alloca ptr, align 8
  %35 = alloca i64, align 8
  %36 = alloca ptr, align 8
  %37 = alloca ptr, align 8
  %38 = alloca i32, align 4
  %39 = alloca i64, align 8
  %40 = alloca ptr, align 8
  %41 = alloca ptr, align 8
  %42 = alloca ptr, align 8
  %43 = alloca i64, align 8
  %44 = alloca ptr, align 8
  %45 = alloca ptr, align 8
  %46 = alloca i32, align 4
  %47 = alloca i64, align 8
  %48 = alloca ptr, align 8
  %49 = alloca ptr, align 8
  %50 = alloca i64, align 8
  %51 = alloca ptr, align 8
  %52 = alloca i32, align 4
  %53 = alloca i32, align 4
  %54 = alloca i64, align 8
  %55 = alloca ptr, align 8
  %56 = alloca i32, align 4
  %57 = alloca i32, align 4
  %58 = alloca i64, align 8
  %59 = alloca ptr, align 8
  %60 = alloca i32, align 4
  %61 = alloca i32, align 4
  %62 = alloca i64, align 8
  %63 = alloca ptr, align 8
  %64 = alloca i32, align 4
  %65 = alloca i32, align 4
  %66 = alloca i64, align 8
  %67 = alloca ptr, align 8
  %68 = alloca i32, align 4
  %69 = alloca i32, align 4
  %70 = alloca i64, align 8
  %71 = alloca ptr, align 8
  %72 = alloca i32, align 4
  %73 = alloca i32, align 4
  %74 = alloca i64, align 8
  %75 = alloca ptr, align 8
  %76 = alloca i32, align 4
  %77 = alloca i32, align 4
  %78 = alloca i64, align 8
  %79 = alloca ptr, align 8
  %80 = alloca ptr, align 8
  %81 = alloca ptr, align 8
  %82 = alloca ptr, align 8
  %83 = alloca i64, align 8
  %84 = alloca i32, align 4
  %85 = alloca i32, align 4
  %86 = alloca ptr, align 8
  %87 = alloca ptr, align 8
  %88 = alloca i32, align 4
  %89 = alloca i64, align 8
  %90 = alloca ptr, align 8
  %91 = alloca ptr, align 8
  %92 = alloca ptr, align 8
  %93 = alloca ptr, align 8
  %94 = alloca i32, align 4
  %95 = alloca i32, align 4
  %96 = alloca i32, align 4
  %97 = alloca ptr, align 8
  %98 = alloca i32, align 4
  %99 = alloca i32, align 4
  %100 = alloca ptr, align 8
  %101 = alloca ptr, align 8
  %102 = alloca ptr, align 8
  %103 = alloca ptr, align 8
  %104 = alloca i32, align 4
  %105 = alloca i32, align 4
  %106 = alloca i32, align 4
  %107 = alloca i32, align 4
  %108 = alloca ptr, align 8
  %109 = alloca ptr, align 8
  %110 = alloca ptr, align 8
  %111 = alloca ptr, align 8
  %112 = alloca i32, align 4
  %113 = alloca i64, align 8
  %114 = alloca i64, align 8
  %115 = alloca i32, align 4
  %116 = alloca ptr, align 8
  %117 = alloca i32, align 4
  %118 = alloca ptr, align 8
  %119 = alloca i64, align 8
  %120 = alloca ptr, align 8
  %121 = alloca i64, align 8
  %122 = alloca ptr, align 8
  %123 = alloca i64, align 8
  %124 = alloca i32, align 4
  %125 = alloca i32, align 4
  %126 = alloca i32, align 4
  %127 = alloca i32, align 4
  %128 = alloca ptr, align 8
  %129 = alloca i32, align 4
  %130 = alloca i32, align 4
  %131 = alloca i32, align 4
  %132 = alloca i32, align 4
  %133 = alloca ptr, align 8
  %134 = alloca i32, align 4
  %135 = alloca ptr, align 8
  %136 = alloca ptr, align 8
  %137 = alloca i64, align 8
  %138 = alloca i32, align 4
  store ptr %0, ptr %79, align 8
  store ptr %1, ptr %80, align 8
  store ptr %2, ptr %81, align 8
  store ptr %3, ptr %82, align 8
  store i64 %4, ptr %83, align 8
  store i32 %5, ptr %84, align 4
  store i32 %6, ptr %85, align 4
  %139 = load ptr, ptr %79, align 8
  %140 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %139, i32 0, i32 16
  store ptr %140, ptr %86, align 8
  %141 = load ptr, ptr %79, align 8
  %142 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %141, i32 0, i32 9
  %143 = load ptr, ptr %142, align 8
  store ptr %143, ptr %87, align 8
  %144 = load ptr, ptr %86, align 8
  %145 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %144, i32 0, i32 2
  %146 = load i32, ptr %145, align 4
  store i32 %146, ptr %88, align 4
  %147 = load ptr, ptr %86, align 8
  %148 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %147, i32 0, i32 5
  %149 = load i32, ptr %148, align 4
  %150 = load ptr, ptr %86, align 8
  %151 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %150, i32 0, i32 5
  %152 = load i32, ptr %151, align 4
  %153 = icmp ne i32 %152, 0
  %154 = xor i1 %153, true
  %155 = zext i1 %154 to i32
  %156 = add i32 %149, %155
  %157 = add i32 %156, 1
  %158 = zext i32 %157 to i64
  store i64 %158, ptr %89, align 8
  %159 = load ptr, ptr %79, align 8
  %160 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %159, i32 0, i32 0
  %161 = getelementptr inbounds %struct.ZSTD_window_t, ptr %160, i32 0, i32 1
  %162 = load ptr, ptr %161, align 8
  store ptr %162, ptr %90, align 8
  %163 = load ptr, ptr %79, align 8
  %164 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %163, i32 0, i32 0
  %165 = getelementptr inbounds %struct.ZSTD_window_t, ptr %164, i32 0, i32 2
  %166 = load ptr, ptr %165, align 8
  store ptr %166, ptr %91, align 8
  %167 = load ptr, ptr %82, align 8
  store ptr %167, ptr %92, align 8
  %168 = load ptr, ptr %92, align 8
  store ptr %168, ptr %93, align 8
  %169 = load ptr, ptr %92, align 8
  %170 = load ptr, ptr %90, align 8
  %171 = ptrtoint ptr %169 to i64
  %172 = ptrtoint ptr %170 to i64
  %173 = sub i64 %171, %172
  %174 = load i64, ptr %83, align 8
  %175 = add i64 %173, %174
  %176 = trunc i64 %175 to i32
  store i32 %176, ptr %94, align 4
  %177 = load ptr, ptr %79, align 8
  %178 = load i32, ptr %94, align 4
  %179 = load ptr, ptr %86, align 8
  %180 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %179, i32 0, i32 0
  %181 = load i32, ptr %180, align 4
  %182 = call i32 @ZSTD_getLowestMatchIndex(ptr noundef %177, i32 noundef %178, i32 noundef %181)
  store i32 %182, ptr %95, align 4
  %183 = load i32, ptr %95, align 4
  store i32 %183, ptr %96, align 4
  %184 = load ptr, ptr %91, align 8
  %185 = load i32, ptr %96, align 4
  %186 = zext i32 %185 to i64
  %187 = getelementptr inbounds i8, ptr %184, i64 %186
  store ptr %187, ptr %97, align 8
  %188 = load ptr, ptr %79, align 8
  %189 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %188, i32 0, i32 0
  %190 = getelementptr inbounds %struct.ZSTD_window_t, ptr %189, i32 0, i32 3
  %191 = load i32, ptr %190, align 8
  store i32 %191, ptr %98, align 4
  %192 = load i32, ptr %98, align 4
  %193 = load i32, ptr %95, align 4
  %194 = icmp ult i32 %192, %193
  br i1 %194, label %195, label %197

195:                                              ; preds = %7
  %196 = load i32, ptr %95, align 4
  br label %199

197:                                              ; preds = %7
  %198 = load i32, ptr %98, align 4
  br label %199

199:                                              ; preds = %197, %195
  %200 = phi i32 [ %196, %195 ], [ %198, %197 ]
  store i32 %200, ptr %99, align 4
  %201 = load ptr, ptr %90, align 8
  %202 = load i32, ptr %99, align 4
  %203 = zext i32 %202 to i64
  %204 = getelementptr inbounds i8, ptr %201, i64 %203
  store ptr %204, ptr %100, align 8
  %205 = load ptr, ptr %91, align 8
  %206 = load i32, ptr %99, align 4
  %207 = zext i32 %206 to i64
  %208 = getelementptr inbounds i8, ptr %205, i64 %207
  store ptr %208, ptr %101, align 8
  %209 = load ptr, ptr %92, align 8
  %210 = load i64, ptr %83, align 8
  %211 = getelementptr inbounds i8, ptr %209, i64 %210
  store ptr %211, ptr %102, align 8
  %212 = load ptr, ptr %102, align 8
  %213 = getelementptr inbounds i8, ptr %212, i64 -8
  store ptr %213, ptr %103, align 8
  %214 = load ptr, ptr %81, align 8
  %215 = getelementptr inbounds i32, ptr %214, i64 0
  %216 = load i32, ptr %215, align 4
  store i32 %216, ptr %104, align 4
  %217 = load ptr, ptr %81, align 8
  %218 = getelementptr inbounds i32, ptr %217, i64 1
  %219 = load i32, ptr %218, align 4
  store i32 %219, ptr %105, align 4
  store i32 0, ptr %106, align 4
  store i32 0, ptr %107, align 4
  %220 = load ptr, ptr %92, align 8
  store ptr %220, ptr %108, align 8
  store ptr null, ptr %120, align 8
  store i64 128, ptr %123, align 8
  %221 = load i32, ptr %85, align 4
  br label %222

222:                                              ; preds = %199
  br label %223

223:                                              ; preds = %222
  %224 = load i32, ptr %99, align 4
  %225 = load i32, ptr %96, align 4
  %226 = icmp eq i32 %224, %225
  br i1 %226, label %227, label %234

227:                                              ; preds = %223
  %228 = load ptr, ptr %79, align 8
  %229 = load ptr, ptr %80, align 8
  %230 = load ptr, ptr %81, align 8
  %231 = load ptr, ptr %82, align 8
  %232 = load i64, ptr %83, align 8
  %233 = call i64 @ZSTD_compressBlock_fast(ptr noundef %228, ptr noundef %229, ptr noundef %230, ptr noundef %231, i64 noundef %232)
  store i64 %233, ptr %78, align 8
  br label %1238

234:                                              ; preds = %223
  %235 = load ptr, ptr %108, align 8
  %236 = load ptr, ptr %90, align 8
  %237 = ptrtoint ptr %235 to i64
  %238 = ptrtoint ptr %236 to i64
  %239 = sub i64 %237, %238
  %240 = trunc i64 %239 to i32
  store i32 %240, ptr %124, align 4
  %241 = load i32, ptr %124, align 4
  %242 = load i32, ptr %96, align 4
  %243 = sub i32 %241, %242
  store i32 %243, ptr %125, align 4
  %244 = load i32, ptr %105, align 4
  %245 = load i32, ptr %125, align 4
  %246 = icmp uge i32 %244, %245
  br i1 %246, label %247, label %249

247:                                              ; preds = %234
  %248 = load i32, ptr %105, align 4
  store i32 %248, ptr %107, align 4
  store i32 0, ptr %105, align 4
  br label %249

249:                                              ; preds = %247, %234
  %250 = load i32, ptr %104, align 4
  %251 = load i32, ptr %125, align 4
  %252 = icmp uge i32 %250, %251
  br i1 %252, label %253, label %255

253:                                              ; preds = %249
  %254 = load i32, ptr %104, align 4
  store i32 %254, ptr %106, align 4
  store i32 0, ptr %104, align 4
  br label %255

255:                                              ; preds = %253, %249
  br label %256

256:                                              ; preds = %1237, %255
  %257 = load i64, ptr %89, align 8
  store i64 %257, ptr %121, align 8
  %258 = load ptr, ptr %108, align 8
  %259 = getelementptr inbounds i8, ptr %258, i64 128
  store ptr %259, ptr %122, align 8
  %260 = load ptr, ptr %108, align 8
  %261 = getelementptr inbounds i8, ptr %260, i64 1
  store ptr %261, ptr %109, align 8
  %262 = load ptr, ptr %108, align 8
  %263 = load i64, ptr %121, align 8
  %264 = getelementptr inbounds i8, ptr %262, i64 %263
  store ptr %264, ptr %110, align 8
  %265 = load ptr, ptr %110, align 8
  %266 = getelementptr inbounds i8, ptr %265, i64 1
  store ptr %266, ptr %111, align 8
  %267 = load ptr, ptr %111, align 8
  %268 = load ptr, ptr %103, align 8
  %269 = icmp uge ptr %267, %268
  br i1 %269, label %270, label %271

270:                                              ; preds = %256
  br label %593

271:                                              ; preds = %256
  %272 = load ptr, ptr %108, align 8
  %273 = load i32, ptr %88, align 4
  %274 = load i32, ptr %84, align 4
  store ptr %272, ptr %51, align 8
  store i32 %273, ptr %52, align 4
  store i32 %274, ptr %53, align 4
  %275 = load i32, ptr %53, align 4
  switch i32 %275, label %276 [
    i32 4, label %277
    i32 5, label %281
    i32 6, label %285
    i32 7, label %289
    i32 8, label %293
  ]

276:                                              ; preds = %271
  br label %277

277:                                              ; preds = %276, %271
  %278 = load ptr, ptr %51, align 8
  %279 = load i32, ptr %52, align 4
  %280 = call i64 @ZSTD_hash4Ptr(ptr noundef %278, i32 noundef %279)
  store i64 %280, ptr %50, align 8
  br label %297

281:                                              ; preds = %271
  %282 = load ptr, ptr %51, align 8
  %283 = load i32, ptr %52, align 4
  %284 = call i64 @ZSTD_hash5Ptr(ptr noundef %282, i32 noundef %283)
  store i64 %284, ptr %50, align 8
  br label %297

285:                                              ; preds = %271
  %286 = load ptr, ptr %51, align 8
  %287 = load i32, ptr %52, align 4
  %288 = call i64 @ZSTD_hash6Ptr(ptr noundef %286, i32 noundef %287)
  store i64 %288, ptr %50, align 8
  br label %297

289:                                              ; preds = %271
  %290 = load ptr, ptr %51, align 8
  %291 = load i32, ptr %52, align 4
  %292 = call i64 @ZSTD_hash7Ptr(ptr noundef %290, i32 noundef %291)
  store i64 %292, ptr %50, align 8
  br label %297

293:                                              ; preds = %271
  %294 = load ptr, ptr %51, align 8
  %295 = load i32, ptr %52, align 4
  %296 = call i64 @ZSTD_hash8Ptr(ptr noundef %294, i32 noundef %295)
  store i64 %296, ptr %50, align 8
  br label %297

297:                                              ; preds = %277, %281, %285, %289, %293
  %298 = load i64, ptr %50, align 8
  store i64 %298, ptr %113, align 8
  %299 = load ptr, ptr %109, align 8
  %300 = load i32, ptr %88, align 4
  %301 = load i32, ptr %84, align 4
  store ptr %299, ptr %55, align 8
  store i32 %300, ptr %56, align 4
  store i32 %301, ptr %57, align 4
  %302 = load i32, ptr %57, align 4
  switch i32 %302, label %303 [
    i32 4, label %304
    i32 5, label %308
    i32 6, label %312
    i32 7, label %316
    i32 8, label %320
  ]

303:                                              ; preds = %297
  br label %304

304:                                              ; preds = %303, %297
  %305 = load ptr, ptr %55, align 8
  %306 = load i32, ptr %56, align 4
  %307 = call i64 @ZSTD_hash4Ptr(ptr noundef %305, i32 noundef %306)
  store i64 %307, ptr %54, align 8
  br label %324

308:                                              ; preds = %297
  %309 = load ptr, ptr %55, align 8
  %310 = load i32, ptr %56, align 4
  %311 = call i64 @ZSTD_hash5Ptr(ptr noundef %309, i32 noundef %310)
  store i64 %311, ptr %54, align 8
  br label %324

312:                                              ; preds = %297
  %313 = load ptr, ptr %55, align 8
  %314 = load i32, ptr %56, align 4
  %315 = call i64 @ZSTD_hash6Ptr(ptr noundef %313, i32 noundef %314)
  store i64 %315, ptr %54, align 8
  br label %324

316:                                              ; preds = %297
  %317 = load ptr, ptr %55, align 8
  %318 = load i32, ptr %56, align 4
  %319 = call i64 @ZSTD_hash7Ptr(ptr noundef %317, i32 noundef %318)
  store i64 %319, ptr %54, align 8
  br label %324

320:                                              ; preds = %297
  %321 = load ptr, ptr %55, align 8
  %322 = load i32, ptr %56, align 4
  %323 = call i64 @ZSTD_hash8Ptr(ptr noundef %321, i32 noundef %322)
  store i64 %323, ptr %54, align 8
  br label %324

324:                                              ; preds = %304, %308, %312, %316, %320
  %325 = load i64, ptr %54, align 8
  store i64 %325, ptr %114, align 8
  %326 = load ptr, ptr %87, align 8
  %327 = load i64, ptr %113, align 8
  %328 = getelementptr inbounds i32, ptr %326, i64 %327
  %329 = load i32, ptr %328, align 4
  store i32 %329, ptr %115, align 4
  %330 = load i32, ptr %115, align 4
  %331 = load i32, ptr %99, align 4
  %332 = icmp ult i32 %330, %331
  br i1 %332, label %333, label %335

333:                                              ; preds = %324
  %334 = load ptr, ptr %91, align 8
  br label %337

335:                                              ; preds = %324
  %336 = load ptr, ptr %90, align 8
  br label %337

337:                                              ; preds = %335, %333
  %338 = phi ptr [ %334, %333 ], [ %336, %335 ]
  store ptr %338, ptr %116, align 8
  br label %339

339:                                              ; preds = %588, %337
  %340 = load ptr, ptr %110, align 8
  %341 = load ptr, ptr %90, align 8
  %342 = ptrtoint ptr %340 to i64
  %343 = ptrtoint ptr %341 to i64
  %344 = sub i64 %342, %343
  %345 = trunc i64 %344 to i32
  store i32 %345, ptr %126, align 4
  %346 = load i32, ptr %126, align 4
  %347 = load i32, ptr %104, align 4
  %348 = sub i32 %346, %347
  store i32 %348, ptr %127, align 4
  %349 = load i32, ptr %127, align 4
  %350 = load i32, ptr %99, align 4
  %351 = icmp ult i32 %349, %350
  br i1 %351, label %352, label %354

352:                                              ; preds = %339
  %353 = load ptr, ptr %91, align 8
  br label %356

354:                                              ; preds = %339
  %355 = load ptr, ptr %90, align 8
  br label %356

356:                                              ; preds = %354, %352
  %357 = phi ptr [ %353, %352 ], [ %355, %354 ]
  store ptr %357, ptr %128, align 8
  %358 = load i32, ptr %99, align 4
  %359 = load i32, ptr %127, align 4
  %360 = sub i32 %358, %359
  %361 = icmp uge i32 %360, 4
  %362 = zext i1 %361 to i32
  %363 = load i32, ptr %104, align 4
  %364 = icmp ugt i32 %363, 0
  %365 = zext i1 %364 to i32
  %366 = and i32 %362, %365
  %367 = icmp ne i32 %366, 0
  br i1 %367, label %368, label %374

368:                                              ; preds = %356
  %369 = load ptr, ptr %128, align 8
  %370 = load i32, ptr %127, align 4
  %371 = zext i32 %370 to i64
  %372 = getelementptr inbounds i8, ptr %369, i64 %371
  %373 = call i32 @MEM_read32(ptr noundef %372)
  store i32 %373, ptr %129, align 4
  br label %378

374:                                              ; preds = %356
  %375 = load ptr, ptr %110, align 8
  %376 = call i32 @MEM_read32(ptr noundef %375)
  %377 = xor i32 %376, 1
  store i32 %377, ptr %129, align 4
  br label %378

378:                                              ; preds = %374, %368
  %379 = load ptr, ptr %108, align 8
  %380 = load ptr, ptr %90, align 8
  %381 = ptrtoint ptr %379 to i64
  %382 = ptrtoint ptr %380 to i64
  %383 = sub i64 %381, %382
  %384 = trunc i64 %383 to i32
  store i32 %384, ptr %112, align 4
  %385 = load i32, ptr %112, align 4
  %386 = load ptr, ptr %87, align 8
  %387 = load i64, ptr %113, align 8
  %388 = getelementptr inbounds i32, ptr %386, i64 %387
  store i32 %385, ptr %388, align 4
  %389 = load ptr, ptr %110, align 8
  %390 = call i32 @MEM_read32(ptr noundef %389)
  %391 = load i32, ptr %129, align 4
  %392 = icmp eq i32 %390, %391
  br i1 %392, label %393, label %429

393:                                              ; preds = %378
  %394 = load ptr, ptr %110, align 8
  store ptr %394, ptr %108, align 8
  %395 = load ptr, ptr %128, align 8
  %396 = load i32, ptr %127, align 4
  %397 = zext i32 %396 to i64
  %398 = getelementptr inbounds i8, ptr %395, i64 %397
  store ptr %398, ptr %118, align 8
  %399 = load i32, ptr %127, align 4
  %400 = load i32, ptr %99, align 4
  %401 = icmp ult i32 %399, %400
  br i1 %401, label %402, label %404

402:                                              ; preds = %393
  %403 = load ptr, ptr %101, align 8
  br label %406

404:                                              ; preds = %393
  %405 = load ptr, ptr %102, align 8
  br label %406

406:                                              ; preds = %404, %402
  %407 = phi ptr [ %403, %402 ], [ %405, %404 ]
  store ptr %407, ptr %120, align 8
  %408 = load ptr, ptr %108, align 8
  %409 = getelementptr inbounds i8, ptr %408, i64 -1
  %410 = load i8, ptr %409, align 1
  %411 = zext i8 %410 to i32
  %412 = load ptr, ptr %118, align 8
  %413 = getelementptr inbounds i8, ptr %412, i64 -1
  %414 = load i8, ptr %413, align 1
  %415 = zext i8 %414 to i32
  %416 = icmp eq i32 %411, %415
  %417 = zext i1 %416 to i32
  %418 = sext i32 %417 to i64
  store i64 %418, ptr %119, align 8
  %419 = load i64, ptr %119, align 8
  %420 = load ptr, ptr %108, align 8
  %421 = sub i64 0, %419
  %422 = getelementptr inbounds i8, ptr %420, i64 %421
  store ptr %422, ptr %108, align 8
  %423 = load i64, ptr %119, align 8
  %424 = load ptr, ptr %118, align 8
  %425 = sub i64 0, %423
  %426 = getelementptr inbounds i8, ptr %424, i64 %425
  store ptr %426, ptr %118, align 8
  store i32 1, ptr %117, align 4
  %427 = load i64, ptr %119, align 8
  %428 = add i64 %427, 4
  store i64 %428, ptr %119, align 8
  br label %691

429:                                              ; preds = %378
  %430 = load i32, ptr %115, align 4
  %431 = load i32, ptr %96, align 4
  %432 = icmp uge i32 %430, %431
  br i1 %432, label %433, label %439

433:                                              ; preds = %429
  %434 = load ptr, ptr %116, align 8
  %435 = load i32, ptr %115, align 4
  %436 = zext i32 %435 to i64
  %437 = getelementptr inbounds i8, ptr %434, i64 %436
  %438 = call i32 @MEM_read32(ptr noundef %437)
  br label %443

439:                                              ; preds = %429
  %440 = load ptr, ptr %108, align 8
  %441 = call i32 @MEM_read32(ptr noundef %440)
  %442 = xor i32 %441, 1
  br label %443

443:                                              ; preds = %439, %433
  %444 = phi i32 [ %438, %433 ], [ %442, %439 ]
  store i32 %444, ptr %130, align 4
  %445 = load ptr, ptr %108, align 8
  %446 = call i32 @MEM_read32(ptr noundef %445)
  %447 = load i32, ptr %130, align 4
  %448 = icmp eq i32 %446, %447
  br i1 %448, label %449, label %450

449:                                              ; preds = %443
  br label %630

450:                                              ; preds = %443
  %451 = load ptr, ptr %87, align 8
  %452 = load i64, ptr %114, align 8
  %453 = getelementptr inbounds i32, ptr %451, i64 %452
  %454 = load i32, ptr %453, align 4
  store i32 %454, ptr %115, align 4
  %455 = load i32, ptr %115, align 4
  %456 = load i32, ptr %99, align 4
  %457 = icmp ult i32 %455, %456
  br i1 %457, label %458, label %460

458:                                              ; preds = %450
  %459 = load ptr, ptr %91, align 8
  br label %462

460:                                              ; preds = %450
  %461 = load ptr, ptr %90, align 8
  br label %462

462:                                              ; preds = %460, %458
  %463 = phi ptr [ %459, %458 ], [ %461, %460 ]
  store ptr %463, ptr %116, align 8
  %464 = load i64, ptr %114, align 8
  store i64 %464, ptr %113, align 8
  %465 = load ptr, ptr %110, align 8
  %466 = load i32, ptr %88, align 4
  %467 = load i32, ptr %84, align 4
  store ptr %465, ptr %59, align 8
  store i32 %466, ptr %60, align 4
  store i32 %467, ptr %61, align 4
  %468 = load i32, ptr %61, align 4
  switch i32 %468, label %469 [
    i32 4, label %470
    i32 5, label %474
    i32 6, label %478
    i32 7, label %482
    i32 8, label %486
  ]

469:                                              ; preds = %462
  br label %470

470:                                              ; preds = %469, %462
  %471 = load ptr, ptr %59, align 8
  %472 = load i32, ptr %60, align 4
  %473 = call i64 @ZSTD_hash4Ptr(ptr noundef %471, i32 noundef %472)
  store i64 %473, ptr %58, align 8
  br label %490

474:                                              ; preds = %462
  %475 = load ptr, ptr %59, align 8
  %476 = load i32, ptr %60, align 4
  %477 = call i64 @ZSTD_hash5Ptr(ptr noundef %475, i32 noundef %476)
  store i64 %477, ptr %58, align 8
  br label %490

478:                                              ; preds = %462
  %479 = load ptr, ptr %59, align 8
  %480 = load i32, ptr %60, align 4
  %481 = call i64 @ZSTD_hash6Ptr(ptr noundef %479, i32 noundef %480)
  store i64 %481, ptr %58, align 8
  br label %490

482:                                              ; preds = %462
  %483 = load ptr, ptr %59, align 8
  %484 = load i32, ptr %60, align 4
  %485 = call i64 @ZSTD_hash7Ptr(ptr noundef %483, i32 noundef %484)
  store i64 %485, ptr %58, align 8
  br label %490

486:                                              ; preds = %462
  %487 = load ptr, ptr %59, align 8
  %488 = load i32, ptr %60, align 4
  %489 = call i64 @ZSTD_hash8Ptr(ptr noundef %487, i32 noundef %488)
  store i64 %489, ptr %58, align 8
  br label %490

490:                                              ; preds = %470, %474, %478, %482, %486
  %491 = load i64, ptr %58, align 8
  store i64 %491, ptr %114, align 8
  %492 = load ptr, ptr %109, align 8
  store ptr %492, ptr %108, align 8
  %493 = load ptr, ptr %110, align 8
  store ptr %493, ptr %109, align 8
  %494 = load ptr, ptr %111, align 8
  store ptr %494, ptr %110, align 8
  %495 = load ptr, ptr %108, align 8
  %496 = load ptr, ptr %90, align 8
  %497 = ptrtoint ptr %495 to i64
  %498 = ptrtoint ptr %496 to i64
  %499 = sub i64 %497, %498
  %500 = trunc i64 %499 to i32
  store i32 %500, ptr %112, align 4
  %501 = load i32, ptr %112, align 4
  %502 = load ptr, ptr %87, align 8
  %503 = load i64, ptr %113, align 8
  %504 = getelementptr inbounds i32, ptr %502, i64 %503
  store i32 %501, ptr %504, align 4
  %505 = load i32, ptr %115, align 4
  %506 = load i32, ptr %96, align 4
  %507 = icmp uge i32 %505, %506
  br i1 %507, label %508, label %514

508:                                              ; preds = %490
  %509 = load ptr, ptr %116, align 8
  %510 = load i32, ptr %115, align 4
  %511 = zext i32 %510 to i64
  %512 = getelementptr inbounds i8, ptr %509, i64 %511
  %513 = call i32 @MEM_read32(ptr noundef %512)
  br label %518

514:                                              ; preds = %490
  %515 = load ptr, ptr %108, align 8
  %516 = call i32 @MEM_read32(ptr noundef %515)
  %517 = xor i32 %516, 1
  br label %518

518:                                              ; preds = %514, %508
  %519 = phi i32 [ %513, %508 ], [ %517, %514 ]
  store i32 %519, ptr %131, align 4
  %520 = load ptr, ptr %108, align 8
  %521 = call i32 @MEM_read32(ptr noundef %520)
  %522 = load i32, ptr %131, align 4
  %523 = icmp eq i32 %521, %522
  br i1 %523, label %524, label %525

524:                                              ; preds = %518
  br label %630

525:                                              ; preds = %518
  %526 = load ptr, ptr %87, align 8
  %527 = load i64, ptr %114, align 8
  %528 = getelementptr inbounds i32, ptr %526, i64 %527
  %529 = load i32, ptr %528, align 4
  store i32 %529, ptr %115, align 4
  %530 = load i32, ptr %115, align 4
  %531 = load i32, ptr %99, align 4
  %532 = icmp ult i32 %530, %531
  br i1 %532, label %533, label %535

533:                                              ; preds = %525
  %534 = load ptr, ptr %91, align 8
  br label %537

535:                                              ; preds = %525
  %536 = load ptr, ptr %90, align 8
  br label %537

537:                                              ; preds = %535, %533
  %538 = phi ptr [ %534, %533 ], [ %536, %535 ]
  store ptr %538, ptr %116, align 8
  %539 = load i64, ptr %114, align 8
  store i64 %539, ptr %113, align 8
  %540 = load ptr, ptr %110, align 8
  %541 = load i32, ptr %88, align 4
  %542 = load i32, ptr %84, align 4
  store ptr %540, ptr %63, align 8
  store i32 %541, ptr %64, align 4
  store i32 %542, ptr %65, align 4
  %543 = load i32, ptr %65, align 4
  switch i32 %543, label %544 [
    i32 4, label %545
    i32 5, label %549
    i32 6, label %553
    i32 7, label %557
    i32 8, label %561
  ]

544:                                              ; preds = %537
  br label %545

545:                                              ; preds = %544, %537
  %546 = load ptr, ptr %63, align 8
  %547 = load i32, ptr %64, align 4
  %548 = call i64 @ZSTD_hash4Ptr(ptr noundef %546, i32 noundef %547)
  store i64 %548, ptr %62, align 8
  br label %565

549:                                              ; preds = %537
  %550 = load ptr, ptr %63, align 8
  %551 = load i32, ptr %64, align 4
  %552 = call i64 @ZSTD_hash5Ptr(ptr noundef %550, i32 noundef %551)
  store i64 %552, ptr %62, align 8
  br label %565

553:                                              ; preds = %537
  %554 = load ptr, ptr %63, align 8
  %555 = load i32, ptr %64, align 4
  %556 = call i64 @ZSTD_hash6Ptr(ptr noundef %554, i32 noundef %555)
  store i64 %556, ptr %62, align 8
  br label %565

557:                                              ; preds = %537
  %558 = load ptr, ptr %63, align 8
  %559 = load i32, ptr %64, align 4
  %560 = call i64 @ZSTD_hash7Ptr(ptr noundef %558, i32 noundef %559)
  store i64 %560, ptr %62, align 8
  br label %565

561:                                              ; preds = %537
  %562 = load ptr, ptr %63, align 8
  %563 = load i32, ptr %64, align 4
  %564 = call i64 @ZSTD_hash8Ptr(ptr noundef %562, i32 noundef %563)
  store i64 %564, ptr %62, align 8
  br label %565

565:                                              ; preds = %545, %549, %553, %557, %561
  %566 = load i64, ptr %62, align 8
  store i64 %566, ptr %114, align 8
  %567 = load ptr, ptr %109, align 8
  store ptr %567, ptr %108, align 8
  %568 = load ptr, ptr %110, align 8
  store ptr %568, ptr %109, align 8
  %569 = load ptr, ptr %108, align 8
  %570 = load i64, ptr %121, align 8
  %571 = getelementptr inbounds i8, ptr %569, i64 %570
  store ptr %571, ptr %110, align 8
  %572 = load ptr, ptr %109, align 8
  %573 = load i64, ptr %121, align 8
  %574 = getelementptr inbounds i8, ptr %572, i64 %573
  store ptr %574, ptr %111, align 8
  %575 = load ptr, ptr %110, align 8
  %576 = load ptr, ptr %122, align 8
  %577 = icmp uge ptr %575, %576
  br i1 %577, label %578, label %587

578:                                              ; preds = %565
  %579 = load i64, ptr %121, align 8
  %580 = add i64 %579, 1
  store i64 %580, ptr %121, align 8
  %581 = load ptr, ptr %109, align 8
  %582 = getelementptr inbounds i8, ptr %581, i64 64
  call void @llvm.prefetch.p0(ptr %582, i32 0, i32 3, i32 1)
  %583 = load ptr, ptr %109, align 8
  %584 = getelementptr inbounds i8, ptr %583, i64 128
  call void @llvm.prefetch.p0(ptr %584, i32 0, i32 3, i32 1)
  %585 = load ptr, ptr %122, align 8
  %586 = getelementptr inbounds i8, ptr %585, i64 128
  store ptr %586, ptr %122, align 8
  br label %587

587:                                              ; preds = %578, %565
  br label %588

588:                                              ; preds = %587
  %589 = load ptr, ptr %111, align 8
  %590 = load ptr, ptr %103, align 8
  %591 = icmp ult ptr %589, %590
  br i1 %591, label %339, label %592, !llvm.loop !24

592:                                              ; preds = %588
  br label %593

593:                                              ; preds = %592, %270
  %594 = load i32, ptr %106, align 4
  %595 = icmp ne i32 %594, 0
  br i1 %595, label %596, label %601

596:                                              ; preds = %593
  %597 = load i32, ptr %104, align 4
  %598 = icmp ne i32 %597, 0
  br i1 %598, label %599, label %601

599:                                              ; preds = %596
  %600 = load i32, ptr %106, align 4
  br label %603

601:                                              ; preds = %596, %593
  %602 = load i32, ptr %107, align 4
  br label %603

603:                                              ; preds = %601, %599
  %604 = phi i32 [ %600, %599 ], [ %602, %601 ]
  store i32 %604, ptr %107, align 4
  %605 = load i32, ptr %104, align 4
  %606 = icmp ne i32 %605, 0
  br i1 %606, label %607, label %609

607:                                              ; preds = %603
  %608 = load i32, ptr %104, align 4
  br label %611

609:                                              ; preds = %603
  %610 = load i32, ptr %106, align 4
  br label %611

611:                                              ; preds = %609, %607
  %612 = phi i32 [ %608, %607 ], [ %610, %609 ]
  %613 = load ptr, ptr %81, align 8
  %614 = getelementptr inbounds i32, ptr %613, i64 0
  store i32 %612, ptr %614, align 4
  %615 = load i32, ptr %105, align 4
  %616 = icmp ne i32 %615, 0
  br i1 %616, label %617, label %619

617:                                              ; preds = %611
  %618 = load i32, ptr %105, align 4
  br label %621

619:                                              ; preds = %611
  %620 = load i32, ptr %107, align 4
  br label %621

621:                                              ; preds = %619, %617
  %622 = phi i32 [ %618, %617 ], [ %620, %619 ]
  %623 = load ptr, ptr %81, align 8
  %624 = getelementptr inbounds i32, ptr %623, i64 1
  store i32 %622, ptr %624, align 4
  %625 = load ptr, ptr %102, align 8
  %626 = load ptr, ptr %93, align 8
  %627 = ptrtoint ptr %625 to i64
  %628 = ptrtoint ptr %626 to i64
  %629 = sub i64 %627, %628
  store i64 %629, ptr %78, align 8
  br label %1238

630:                                              ; preds = %524, %449
  %631 = load i32, ptr %112, align 4
  %632 = load i32, ptr %115, align 4
  %633 = sub i32 %631, %632
  store i32 %633, ptr %132, align 4
  %634 = load i32, ptr %115, align 4
  %635 = load i32, ptr %99, align 4
  %636 = icmp ult i32 %634, %635
  br i1 %636, label %637, label %639

637:                                              ; preds = %630
  %638 = load ptr, ptr %97, align 8
  br label %641

639:                                              ; preds = %630
  %640 = load ptr, ptr %100, align 8
  br label %641

641:                                              ; preds = %639, %637
  %642 = phi ptr [ %638, %637 ], [ %640, %639 ]
  store ptr %642, ptr %133, align 8
  %643 = load i32, ptr %115, align 4
  %644 = load i32, ptr %99, align 4
  %645 = icmp ult i32 %643, %644
  br i1 %645, label %646, label %648

646:                                              ; preds = %641
  %647 = load ptr, ptr %101, align 8
  br label %650

648:                                              ; preds = %641
  %649 = load ptr, ptr %102, align 8
  br label %650

650:                                              ; preds = %648, %646
  %651 = phi ptr [ %647, %646 ], [ %649, %648 ]
  store ptr %651, ptr %120, align 8
  %652 = load ptr, ptr %116, align 8
  %653 = load i32, ptr %115, align 4
  %654 = zext i32 %653 to i64
  %655 = getelementptr inbounds i8, ptr %652, i64 %654
  store ptr %655, ptr %118, align 8
  %656 = load i32, ptr %104, align 4
  store i32 %656, ptr %105, align 4
  %657 = load i32, ptr %132, align 4
  store i32 %657, ptr %104, align 4
  %658 = load i32, ptr %132, align 4
  %659 = add i32 %658, 3
  store i32 %659, ptr %117, align 4
  store i64 4, ptr %119, align 8
  br label %660

660:                                              ; preds = %683, %650
  %661 = load ptr, ptr %108, align 8
  %662 = load ptr, ptr %93, align 8
  %663 = icmp ugt ptr %661, %662
  %664 = zext i1 %663 to i32
  %665 = load ptr, ptr %118, align 8
  %666 = load ptr, ptr %133, align 8
  %667 = icmp ugt ptr %665, %666
  %668 = zext i1 %667 to i32
  %669 = and i32 %664, %668
  %670 = icmp ne i32 %669, 0
  br i1 %670, label %671, label %681

671:                                              ; preds = %660
  %672 = load ptr, ptr %108, align 8
  %673 = getelementptr inbounds i8, ptr %672, i64 -1
  %674 = load i8, ptr %673, align 1
  %675 = zext i8 %674 to i32
  %676 = load ptr, ptr %118, align 8
  %677 = getelementptr inbounds i8, ptr %676, i64 -1
  %678 = load i8, ptr %677, align 1
  %679 = zext i8 %678 to i32
  %680 = icmp eq i32 %675, %679
  br label %681

681:                                              ; preds = %671, %660
  %682 = phi i1 [ false, %660 ], [ %680, %671 ]
  br i1 %682, label %683, label %690

683:                                              ; preds = %681
  %684 = load ptr, ptr %108, align 8
  %685 = getelementptr inbounds i8, ptr %684, i32 -1
  store ptr %685, ptr %108, align 8
  %686 = load ptr, ptr %118, align 8
  %687 = getelementptr inbounds i8, ptr %686, i32 -1
  store ptr %687, ptr %118, align 8
  %688 = load i64, ptr %119, align 8
  %689 = add i64 %688, 1
  store i64 %689, ptr %119, align 8
  br label %660, !llvm.loop !25

690:                                              ; preds = %681
  br label %691

691:                                              ; preds = %690, %406
  %692 = load ptr, ptr %108, align 8
  %693 = load i64, ptr %119, align 8
  %694 = getelementptr inbounds i8, ptr %692, i64 %693
  %695 = load ptr, ptr %118, align 8
  %696 = load i64, ptr %119, align 8
  %697 = getelementptr inbounds i8, ptr %695, i64 %696
  %698 = load ptr, ptr %102, align 8
  %699 = load ptr, ptr %120, align 8
  %700 = load ptr, ptr %100, align 8
  %701 = call i64 @ZSTD_count_2segments(ptr noundef %694, ptr noundef %697, ptr noundef %698, ptr noundef %699, ptr noundef %700)
  %702 = load i64, ptr %119, align 8
  %703 = add i64 %702, %701
  store i64 %703, ptr %119, align 8
  %704 = load ptr, ptr %80, align 8
  %705 = load ptr, ptr %108, align 8
  %706 = load ptr, ptr %93, align 8
  %707 = ptrtoint ptr %705 to i64
  %708 = ptrtoint ptr %706 to i64
  %709 = sub i64 %707, %708
  %710 = load ptr, ptr %93, align 8
  %711 = load ptr, ptr %102, align 8
  %712 = load i32, ptr %117, align 4
  %713 = load i64, ptr %119, align 8
  store ptr %704, ptr %34, align 8
  store i64 %709, ptr %35, align 8
  store ptr %710, ptr %36, align 8
  store ptr %711, ptr %37, align 8
  store i32 %712, ptr %38, align 4
  store i64 %713, ptr %39, align 8
  %714 = load ptr, ptr %37, align 8
  %715 = getelementptr inbounds i8, ptr %714, i64 -32
  store ptr %715, ptr %40, align 8
  %716 = load ptr, ptr %36, align 8
  %717 = load i64, ptr %35, align 8
  %718 = getelementptr inbounds i8, ptr %716, i64 %717
  store ptr %718, ptr %41, align 8
  %719 = load ptr, ptr %41, align 8
  %720 = load ptr, ptr %40, align 8
  %721 = icmp ule ptr %719, %720
  br i1 %721, label %722, label %795

722:                                              ; preds = %691
  %723 = load ptr, ptr %34, align 8
  %724 = getelementptr inbounds %struct.SeqStore_t, ptr %723, i32 0, i32 3
  %725 = load ptr, ptr %724, align 8
  %726 = load ptr, ptr %36, align 8
  call void @ZSTD_copy16(ptr noundef %725, ptr noundef %726)
  %727 = load i64, ptr %35, align 8
  %728 = icmp ugt i64 %727, 16
  br i1 %728, label %729, label %794

729:                                              ; preds = %722
  %730 = load ptr, ptr %34, align 8
  %731 = getelementptr inbounds %struct.SeqStore_t, ptr %730, i32 0, i32 3
  %732 = load ptr, ptr %731, align 8
  %733 = getelementptr inbounds i8, ptr %732, i64 16
  %734 = load ptr, ptr %36, align 8
  %735 = getelementptr inbounds i8, ptr %734, i64 16
  %736 = load i64, ptr %35, align 8
  %737 = sub nsw i64 %736, 16
  store ptr %733, ptr %26, align 8
  store ptr %735, ptr %27, align 8
  store i64 %737, ptr %28, align 8
  store i32 0, ptr %29, align 4
  %738 = load ptr, ptr %26, align 8
  %739 = load ptr, ptr %27, align 8
  %740 = ptrtoint ptr %738 to i64
  %741 = ptrtoint ptr %739 to i64
  %742 = sub i64 %740, %741
  store i64 %742, ptr %30, align 8
  %743 = load ptr, ptr %27, align 8
  store ptr %743, ptr %31, align 8
  %744 = load ptr, ptr %26, align 8
  store ptr %744, ptr %32, align 8
  %745 = load ptr, ptr %32, align 8
  %746 = load i64, ptr %28, align 8
  %747 = getelementptr inbounds i8, ptr %745, i64 %746
  store ptr %747, ptr %33, align 8
  %748 = load i32, ptr %29, align 4
  %749 = icmp eq i32 %748, 1
  br i1 %749, label %750, label %765

750:                                              ; preds = %729
  %751 = load i64, ptr %30, align 8
  %752 = icmp slt i64 %751, 16
  br i1 %752, label %753, label %765

753:                                              ; preds = %750
  br label %754

754:                                              ; preds = %754, %753
  %755 = load ptr, ptr %32, align 8
  %756 = load ptr, ptr %31, align 8
  call void @ZSTD_copy8(ptr noundef %755, ptr noundef %756)
  %757 = load ptr, ptr %32, align 8
  %758 = getelementptr inbounds i8, ptr %757, i64 8
  store ptr %758, ptr %32, align 8
  %759 = load ptr, ptr %31, align 8
  %760 = getelementptr inbounds i8, ptr %759, i64 8
  store ptr %760, ptr %31, align 8
  %761 = load ptr, ptr %32, align 8
  %762 = load ptr, ptr %33, align 8
  %763 = icmp ult ptr %761, %762
  br i1 %763, label %754, label %764, !llvm.loop !13

764:                                              ; preds = %754
  br label %793

765:                                              ; preds = %750, %729
  %766 = load ptr, ptr %32, align 8
  %767 = load ptr, ptr %31, align 8
  call void @ZSTD_copy16(ptr noundef %766, ptr noundef %767)
  %768 = load i64, ptr %28, align 8
  %769 = icmp sge i64 16, %768
  br i1 %769, label %770, label %771

770:                                              ; preds = %765
  br label %793

771:                                              ; preds = %765
  %772 = load ptr, ptr %32, align 8
  %773 = getelementptr inbounds i8, ptr %772, i64 16
  store ptr %773, ptr %32, align 8
  %774 = load ptr, ptr %31, align 8
  %775 = getelementptr inbounds i8, ptr %774, i64 16
  store ptr %775, ptr %31, align 8
  br label %776

776:                                              ; preds = %776, %771
  %777 = load ptr, ptr %32, align 8
  %778 = load ptr, ptr %31, align 8
  call void @ZSTD_copy16(ptr noundef %777, ptr noundef %778)
  %779 = load ptr, ptr %32, align 8
  %780 = getelementptr inbounds i8, ptr %779, i64 16
  store ptr %780, ptr %32, align 8
  %781 = load ptr, ptr %31, align 8
  %782 = getelementptr inbounds i8, ptr %781, i64 16
  store ptr %782, ptr %31, align 8
  %783 = load ptr, ptr %32, align 8
  %784 = load ptr, ptr %31, align 8
  call void @ZSTD_copy16(ptr noundef %783, ptr noundef %784)
  %785 = load ptr, ptr %32, align 8
  %786 = getelementptr inbounds i8, ptr %785, i64 16
  store ptr %786, ptr %32, align 8
  %787 = load ptr, ptr %31, align 8
  %788 = getelementptr inbounds i8, ptr %787, i64 16
  store ptr %788, ptr %31, align 8
  %789 = load ptr, ptr %32, align 8
  %790 = load ptr, ptr %33, align 8
  %791 = icmp ult ptr %789, %790
  br i1 %791, label %776, label %792, !llvm.loop !14

792:                                              ; preds = %776
  br label %793

793:                                              ; preds = %764, %770, %792
  br label %794

794:                                              ; preds = %793, %722
  br label %802

795:                                              ; preds = %691
  %796 = load ptr, ptr %34, align 8
  %797 = getelementptr inbounds %struct.SeqStore_t, ptr %796, i32 0, i32 3
  %798 = load ptr, ptr %797, align 8
  %799 = load ptr, ptr %36, align 8
  %800 = load ptr, ptr %41, align 8
  %801 = load ptr, ptr %40, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %798, ptr noundef %799, ptr noundef %800, ptr noundef %801)
  br label %802

802:                                              ; preds = %794, %795
  %803 = load i64, ptr %35, align 8
  %804 = load ptr, ptr %34, align 8
  %805 = getelementptr inbounds %struct.SeqStore_t, ptr %804, i32 0, i32 3
  %806 = load ptr, ptr %805, align 8
  %807 = getelementptr inbounds i8, ptr %806, i64 %803
  store ptr %807, ptr %805, align 8
  %808 = load ptr, ptr %34, align 8
  %809 = load i64, ptr %35, align 8
  %810 = load i32, ptr %38, align 4
  %811 = load i64, ptr %39, align 8
  store ptr %808, ptr %13, align 8
  store i64 %809, ptr %14, align 8
  store i32 %810, ptr %15, align 4
  store i64 %811, ptr %16, align 8
  %812 = load i64, ptr %14, align 8
  %813 = icmp ugt i64 %812, 65535
  %814 = zext i1 %813 to i32
  %815 = sext i32 %814 to i64
  br i1 %813, label %816, label %831

816:                                              ; preds = %802
  %817 = load ptr, ptr %13, align 8
  %818 = getelementptr inbounds %struct.SeqStore_t, ptr %817, i32 0, i32 9
  store i32 1, ptr %818, align 8
  %819 = load ptr, ptr %13, align 8
  %820 = getelementptr inbounds %struct.SeqStore_t, ptr %819, i32 0, i32 1
  %821 = load ptr, ptr %820, align 8
  %822 = load ptr, ptr %13, align 8
  %823 = load ptr, ptr %822, align 8
  %824 = ptrtoint ptr %821 to i64
  %825 = ptrtoint ptr %823 to i64
  %826 = sub i64 %824, %825
  %827 = sdiv exact i64 %826, 8
  %828 = trunc i64 %827 to i32
  %829 = load ptr, ptr %13, align 8
  %830 = getelementptr inbounds %struct.SeqStore_t, ptr %829, i32 0, i32 10
  store i32 %828, ptr %830, align 4
  br label %831

831:                                              ; preds = %816, %802
  %832 = load i64, ptr %14, align 8
  %833 = trunc i64 %832 to i16
  %834 = load ptr, ptr %13, align 8
  %835 = getelementptr inbounds %struct.SeqStore_t, ptr %834, i32 0, i32 1
  %836 = load ptr, ptr %835, align 8
  %837 = getelementptr inbounds %struct.SeqDef_s, ptr %836, i32 0, i32 1
  store i16 %833, ptr %837, align 4
  %838 = load i32, ptr %15, align 4
  %839 = load ptr, ptr %13, align 8
  %840 = getelementptr inbounds %struct.SeqStore_t, ptr %839, i32 0, i32 1
  %841 = load ptr, ptr %840, align 8
  store i32 %838, ptr %841, align 4
  %842 = load i64, ptr %16, align 8
  %843 = sub i64 %842, 3
  store i64 %843, ptr %17, align 8
  %844 = load i64, ptr %17, align 8
  %845 = icmp ugt i64 %844, 65535
  %846 = zext i1 %845 to i32
  %847 = sext i32 %846 to i64
  br i1 %845, label %848, label %863

848:                                              ; preds = %831
  %849 = load ptr, ptr %13, align 8
  %850 = getelementptr inbounds %struct.SeqStore_t, ptr %849, i32 0, i32 9
  store i32 2, ptr %850, align 8
  %851 = load ptr, ptr %13, align 8
  %852 = getelementptr inbounds %struct.SeqStore_t, ptr %851, i32 0, i32 1
  %853 = load ptr, ptr %852, align 8
  %854 = load ptr, ptr %13, align 8
  %855 = load ptr, ptr %854, align 8
  %856 = ptrtoint ptr %853 to i64
  %857 = ptrtoint ptr %855 to i64
  %858 = sub i64 %856, %857
  %859 = sdiv exact i64 %858, 8
  %860 = trunc i64 %859 to i32
  %861 = load ptr, ptr %13, align 8
  %862 = getelementptr inbounds %struct.SeqStore_t, ptr %861, i32 0, i32 10
  store i32 %860, ptr %862, align 4
  br label %863

863:                                              ; preds = %831, %848
  %864 = load i64, ptr %17, align 8
  %865 = trunc i64 %864 to i16
  %866 = load ptr, ptr %13, align 8
  %867 = getelementptr inbounds %struct.SeqStore_t, ptr %866, i32 0, i32 1
  %868 = load ptr, ptr %867, align 8
  %869 = getelementptr inbounds %struct.SeqDef_s, ptr %868, i32 0, i32 2
  store i16 %865, ptr %869, align 2
  %870 = load ptr, ptr %13, align 8
  %871 = getelementptr inbounds %struct.SeqStore_t, ptr %870, i32 0, i32 1
  %872 = load ptr, ptr %871, align 8
  %873 = getelementptr inbounds %struct.SeqDef_s, ptr %872, i32 1
  store ptr %873, ptr %871, align 8
  %874 = load i64, ptr %119, align 8
  %875 = load ptr, ptr %108, align 8
  %876 = getelementptr inbounds i8, ptr %875, i64 %874
  store ptr %876, ptr %108, align 8
  %877 = load ptr, ptr %108, align 8
  store ptr %877, ptr %93, align 8
  %878 = load ptr, ptr %109, align 8
  %879 = load ptr, ptr %108, align 8
  %880 = icmp ult ptr %878, %879
  br i1 %880, label %881, label %891

881:                                              ; preds = %863
  %882 = load ptr, ptr %109, align 8
  %883 = load ptr, ptr %90, align 8
  %884 = ptrtoint ptr %882 to i64
  %885 = ptrtoint ptr %883 to i64
  %886 = sub i64 %884, %885
  %887 = trunc i64 %886 to i32
  %888 = load ptr, ptr %87, align 8
  %889 = load i64, ptr %114, align 8
  %890 = getelementptr inbounds i32, ptr %888, i64 %889
  store i32 %887, ptr %890, align 4
  br label %891

891:                                              ; preds = %881, %863
  %892 = load ptr, ptr %108, align 8
  %893 = load ptr, ptr %103, align 8
  %894 = icmp ule ptr %892, %893
  br i1 %894, label %895, label %1237

895:                                              ; preds = %891
  %896 = load i32, ptr %112, align 4
  %897 = add i32 %896, 2
  %898 = load ptr, ptr %87, align 8
  %899 = load ptr, ptr %90, align 8
  %900 = load i32, ptr %112, align 4
  %901 = zext i32 %900 to i64
  %902 = getelementptr inbounds i8, ptr %899, i64 %901
  %903 = getelementptr inbounds i8, ptr %902, i64 2
  %904 = load i32, ptr %88, align 4
  %905 = load i32, ptr %84, align 4
  store ptr %903, ptr %67, align 8
  store i32 %904, ptr %68, align 4
  store i32 %905, ptr %69, align 4
  %906 = load i32, ptr %69, align 4
  switch i32 %906, label %907 [
    i32 4, label %908
    i32 5, label %912
    i32 6, label %916
    i32 7, label %920
    i32 8, label %924
  ]

907:                                              ; preds = %895
  br label %908

908:                                              ; preds = %907, %895
  %909 = load ptr, ptr %67, align 8
  %910 = load i32, ptr %68, align 4
  %911 = call i64 @ZSTD_hash4Ptr(ptr noundef %909, i32 noundef %910)
  store i64 %911, ptr %66, align 8
  br label %928

912:                                              ; preds = %895
  %913 = load ptr, ptr %67, align 8
  %914 = load i32, ptr %68, align 4
  %915 = call i64 @ZSTD_hash5Ptr(ptr noundef %913, i32 noundef %914)
  store i64 %915, ptr %66, align 8
  br label %928

916:                                              ; preds = %895
  %917 = load ptr, ptr %67, align 8
  %918 = load i32, ptr %68, align 4
  %919 = call i64 @ZSTD_hash6Ptr(ptr noundef %917, i32 noundef %918)
  store i64 %919, ptr %66, align 8
  br label %928

920:                                              ; preds = %895
  %921 = load ptr, ptr %67, align 8
  %922 = load i32, ptr %68, align 4
  %923 = call i64 @ZSTD_hash7Ptr(ptr noundef %921, i32 noundef %922)
  store i64 %923, ptr %66, align 8
  br label %928

924:                                              ; preds = %895
  %925 = load ptr, ptr %67, align 8
  %926 = load i32, ptr %68, align 4
  %927 = call i64 @ZSTD_hash8Ptr(ptr noundef %925, i32 noundef %926)
  store i64 %927, ptr %66, align 8
  br label %928

928:                                              ; preds = %908, %912, %916, %920, %924
  %929 = load i64, ptr %66, align 8
  %930 = getelementptr inbounds i32, ptr %898, i64 %929
  store i32 %897, ptr %930, align 4
  %931 = load ptr, ptr %108, align 8
  %932 = getelementptr inbounds i8, ptr %931, i64 -2
  %933 = load ptr, ptr %90, align 8
  %934 = ptrtoint ptr %932 to i64
  %935 = ptrtoint ptr %933 to i64
  %936 = sub i64 %934, %935
  %937 = trunc i64 %936 to i32
  %938 = load ptr, ptr %87, align 8
  %939 = load ptr, ptr %108, align 8
  %940 = getelementptr inbounds i8, ptr %939, i64 -2
  %941 = load i32, ptr %88, align 4
  %942 = load i32, ptr %84, align 4
  store ptr %940, ptr %71, align 8
  store i32 %941, ptr %72, align 4
  store i32 %942, ptr %73, align 4
  %943 = load i32, ptr %73, align 4
  switch i32 %943, label %944 [
    i32 4, label %945
    i32 5, label %949
    i32 6, label %953
    i32 7, label %957
    i32 8, label %961
  ]

944:                                              ; preds = %928
  br label %945

945:                                              ; preds = %944, %928
  %946 = load ptr, ptr %71, align 8
  %947 = load i32, ptr %72, align 4
  %948 = call i64 @ZSTD_hash4Ptr(ptr noundef %946, i32 noundef %947)
  store i64 %948, ptr %70, align 8
  br label %965

949:                                              ; preds = %928
  %950 = load ptr, ptr %71, align 8
  %951 = load i32, ptr %72, align 4
  %952 = call i64 @ZSTD_hash5Ptr(ptr noundef %950, i32 noundef %951)
  store i64 %952, ptr %70, align 8
  br label %965

953:                                              ; preds = %928
  %954 = load ptr, ptr %71, align 8
  %955 = load i32, ptr %72, align 4
  %956 = call i64 @ZSTD_hash6Ptr(ptr noundef %954, i32 noundef %955)
  store i64 %956, ptr %70, align 8
  br label %965

957:                                              ; preds = %928
  %958 = load ptr, ptr %71, align 8
  %959 = load i32, ptr %72, align 4
  %960 = call i64 @ZSTD_hash7Ptr(ptr noundef %958, i32 noundef %959)
  store i64 %960, ptr %70, align 8
  br label %965

961:                                              ; preds = %928
  %962 = load ptr, ptr %71, align 8
  %963 = load i32, ptr %72, align 4
  %964 = call i64 @ZSTD_hash8Ptr(ptr noundef %962, i32 noundef %963)
  store i64 %964, ptr %70, align 8
  br label %965

965:                                              ; preds = %945, %949, %953, %957, %961
  %966 = load i64, ptr %70, align 8
  %967 = getelementptr inbounds i32, ptr %938, i64 %966
  store i32 %937, ptr %967, align 4
  br label %968

968:                                              ; preds = %1228, %965
  %969 = load ptr, ptr %108, align 8
  %970 = load ptr, ptr %103, align 8
  %971 = icmp ule ptr %969, %970
  br i1 %971, label %972, label %1236

972:                                              ; preds = %968
  %973 = load ptr, ptr %108, align 8
  %974 = load ptr, ptr %90, align 8
  %975 = ptrtoint ptr %973 to i64
  %976 = ptrtoint ptr %974 to i64
  %977 = sub i64 %975, %976
  %978 = trunc i64 %977 to i32
  %979 = load i32, ptr %105, align 4
  %980 = sub i32 %978, %979
  store i32 %980, ptr %134, align 4
  %981 = load i32, ptr %134, align 4
  %982 = load i32, ptr %99, align 4
  %983 = icmp ult i32 %981, %982
  br i1 %983, label %984, label %989

984:                                              ; preds = %972
  %985 = load ptr, ptr %91, align 8
  %986 = load i32, ptr %134, align 4
  %987 = zext i32 %986 to i64
  %988 = getelementptr inbounds i8, ptr %985, i64 %987
  br label %994

989:                                              ; preds = %972
  %990 = load ptr, ptr %90, align 8
  %991 = load i32, ptr %134, align 4
  %992 = zext i32 %991 to i64
  %993 = getelementptr inbounds i8, ptr %990, i64 %992
  br label %994

994:                                              ; preds = %989, %984
  %995 = phi ptr [ %988, %984 ], [ %993, %989 ]
  store ptr %995, ptr %135, align 8
  %996 = load i32, ptr %99, align 4
  %997 = load i32, ptr %134, align 4
  %998 = call i32 @ZSTD_index_overlap_check(i32 noundef %996, i32 noundef %997)
  %999 = load i32, ptr %105, align 4
  %1000 = icmp ugt i32 %999, 0
  %1001 = zext i1 %1000 to i32
  %1002 = and i32 %998, %1001
  %1003 = icmp ne i32 %1002, 0
  br i1 %1003, label %1004, label %1235

1004:                                             ; preds = %994
  %1005 = load ptr, ptr %135, align 8
  %1006 = call i32 @MEM_read32(ptr noundef %1005)
  %1007 = load ptr, ptr %108, align 8
  %1008 = call i32 @MEM_read32(ptr noundef %1007)
  %1009 = icmp eq i32 %1006, %1008
  br i1 %1009, label %1010, label %1235

1010:                                             ; preds = %1004
  %1011 = load i32, ptr %134, align 4
  %1012 = load i32, ptr %99, align 4
  %1013 = icmp ult i32 %1011, %1012
  br i1 %1013, label %1014, label %1016

1014:                                             ; preds = %1010
  %1015 = load ptr, ptr %101, align 8
  br label %1018

1016:                                             ; preds = %1010
  %1017 = load ptr, ptr %102, align 8
  br label %1018

1018:                                             ; preds = %1016, %1014
  %1019 = phi ptr [ %1015, %1014 ], [ %1017, %1016 ]
  store ptr %1019, ptr %136, align 8
  %1020 = load ptr, ptr %108, align 8
  %1021 = getelementptr inbounds i8, ptr %1020, i64 4
  %1022 = load ptr, ptr %135, align 8
  %1023 = getelementptr inbounds i8, ptr %1022, i64 4
  %1024 = load ptr, ptr %102, align 8
  %1025 = load ptr, ptr %136, align 8
  %1026 = load ptr, ptr %100, align 8
  %1027 = call i64 @ZSTD_count_2segments(ptr noundef %1021, ptr noundef %1023, ptr noundef %1024, ptr noundef %1025, ptr noundef %1026)
  %1028 = add i64 %1027, 4
  store i64 %1028, ptr %137, align 8
  %1029 = load i32, ptr %105, align 4
  store i32 %1029, ptr %138, align 4
  %1030 = load i32, ptr %104, align 4
  store i32 %1030, ptr %105, align 4
  %1031 = load i32, ptr %138, align 4
  store i32 %1031, ptr %104, align 4
  %1032 = load ptr, ptr %80, align 8
  %1033 = load ptr, ptr %93, align 8
  %1034 = load ptr, ptr %102, align 8
  %1035 = load i64, ptr %137, align 8
  store ptr %1032, ptr %42, align 8
  store i64 0, ptr %43, align 8
  store ptr %1033, ptr %44, align 8
  store ptr %1034, ptr %45, align 8
  store i32 1, ptr %46, align 4
  store i64 %1035, ptr %47, align 8
  %1036 = load ptr, ptr %45, align 8
  %1037 = getelementptr inbounds i8, ptr %1036, i64 -32
  store ptr %1037, ptr %48, align 8
  %1038 = load ptr, ptr %44, align 8
  %1039 = load i64, ptr %43, align 8
  %1040 = getelementptr inbounds i8, ptr %1038, i64 %1039
  store ptr %1040, ptr %49, align 8
  %1041 = load ptr, ptr %49, align 8
  %1042 = load ptr, ptr %48, align 8
  %1043 = icmp ule ptr %1041, %1042
  br i1 %1043, label %1044, label %1117

1044:                                             ; preds = %1018
  %1045 = load ptr, ptr %42, align 8
  %1046 = getelementptr inbounds %struct.SeqStore_t, ptr %1045, i32 0, i32 3
  %1047 = load ptr, ptr %1046, align 8
  %1048 = load ptr, ptr %44, align 8
  call void @ZSTD_copy16(ptr noundef %1047, ptr noundef %1048)
  %1049 = load i64, ptr %43, align 8
  %1050 = icmp ugt i64 %1049, 16
  br i1 %1050, label %1051, label %1116

1051:                                             ; preds = %1044
  %1052 = load ptr, ptr %42, align 8
  %1053 = getelementptr inbounds %struct.SeqStore_t, ptr %1052, i32 0, i32 3
  %1054 = load ptr, ptr %1053, align 8
  %1055 = getelementptr inbounds i8, ptr %1054, i64 16
  %1056 = load ptr, ptr %44, align 8
  %1057 = getelementptr inbounds i8, ptr %1056, i64 16
  %1058 = load i64, ptr %43, align 8
  %1059 = sub nsw i64 %1058, 16
  store ptr %1055, ptr %18, align 8
  store ptr %1057, ptr %19, align 8
  store i64 %1059, ptr %20, align 8
  store i32 0, ptr %21, align 4
  %1060 = load ptr, ptr %18, align 8
  %1061 = load ptr, ptr %19, align 8
  %1062 = ptrtoint ptr %1060 to i64
  %1063 = ptrtoint ptr %1061 to i64
  %1064 = sub i64 %1062, %1063
  store i64 %1064, ptr %22, align 8
  %1065 = load ptr, ptr %19, align 8
  store ptr %1065, ptr %23, align 8
  %1066 = load ptr, ptr %18, align 8
  store ptr %1066, ptr %24, align 8
  %1067 = load ptr, ptr %24, align 8
  %1068 = load i64, ptr %20, align 8
  %1069 = getelementptr inbounds i8, ptr %1067, i64 %1068
  store ptr %1069, ptr %25, align 8
  %1070 = load i32, ptr %21, align 4
  %1071 = icmp eq i32 %1070, 1
  br i1 %1071, label %1072, label %1087

1072:                                             ; preds = %1051
  %1073 = load i64, ptr %22, align 8
  %1074 = icmp slt i64 %1073, 16
  br i1 %1074, label %1075, label %1087

1075:                                             ; preds = %1072
  br label %1076

1076:                                             ; preds = %1076, %1075
  %1077 = load ptr, ptr %24, align 8
  %1078 = load ptr, ptr %23, align 8
  call void @ZSTD_copy8(ptr noundef %1077, ptr noundef %1078)
  %1079 = load ptr, ptr %24, align 8
  %1080 = getelementptr inbounds i8, ptr %1079, i64 8
  store ptr %1080, ptr %24, align 8
  %1081 = load ptr, ptr %23, align 8
  %1082 = getelementptr inbounds i8, ptr %1081, i64 8
  store ptr %1082, ptr %23, align 8
  %1083 = load ptr, ptr %24, align 8
  %1084 = load ptr, ptr %25, align 8
  %1085 = icmp ult ptr %1083, %1084
  br i1 %1085, label %1076, label %1086, !llvm.loop !13

1086:                                             ; preds = %1076
  br label %1115

1087:                                             ; preds = %1072, %1051
  %1088 = load ptr, ptr %24, align 8
  %1089 = load ptr, ptr %23, align 8
  call void @ZSTD_copy16(ptr noundef %1088, ptr noundef %1089)
  %1090 = load i64, ptr %20, align 8
  %1091 = icmp sge i64 16, %1090
  br i1 %1091, label %1092, label %1093

1092:                                             ; preds = %1087
  br label %1115

1093:                                             ; preds = %1087
  %1094 = load ptr, ptr %24, align 8
  %1095 = getelementptr inbounds i8, ptr %1094, i64 16
  store ptr %1095, ptr %24, align 8
  %1096 = load ptr, ptr %23, align 8
  %1097 = getelementptr inbounds i8, ptr %1096, i64 16
  store ptr %1097, ptr %23, align 8
  br label %1098

1098:                                             ; preds = %1098, %1093
  %1099 = load ptr, ptr %24, align 8
  %1100 = load ptr, ptr %23, align 8
  call void @ZSTD_copy16(ptr noundef %1099, ptr noundef %1100)
  %1101 = load ptr, ptr %24, align 8
  %1102 = getelementptr inbounds i8, ptr %1101, i64 16
  store ptr %1102, ptr %24, align 8
  %1103 = load ptr, ptr %23, align 8
  %1104 = getelementptr inbounds i8, ptr %1103, i64 16
  store ptr %1104, ptr %23, align 8
  %1105 = load ptr, ptr %24, align 8
  %1106 = load ptr, ptr %23, align 8
  call void @ZSTD_copy16(ptr noundef %1105, ptr noundef %1106)
  %1107 = load ptr, ptr %24, align 8
  %1108 = getelementptr inbounds i8, ptr %1107, i64 16
  store ptr %1108, ptr %24, align 8
  %1109 = load ptr, ptr %23, align 8
  %1110 = getelementptr inbounds i8, ptr %1109, i64 16
  store ptr %1110, ptr %23, align 8
  %1111 = load ptr, ptr %24, align 8
  %1112 = load ptr, ptr %25, align 8
  %1113 = icmp ult ptr %1111, %1112
  br i1 %1113, label %1098, label %1114, !llvm.loop !14

1114:                                             ; preds = %1098
  br label %1115

1115:                                             ; preds = %1086, %1092, %1114
  br label %1116

1116:                                             ; preds = %1115, %1044
  br label %1124

1117:                                             ; preds = %1018
  %1118 = load ptr, ptr %42, align 8
  %1119 = getelementptr inbounds %struct.SeqStore_t, ptr %1118, i32 0, i32 3
  %1120 = load ptr, ptr %1119, align 8
  %1121 = load ptr, ptr %44, align 8
  %1122 = load ptr, ptr %49, align 8
  %1123 = load ptr, ptr %48, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %1120, ptr noundef %1121, ptr noundef %1122, ptr noundef %1123)
  br label %1124

1124:                                             ; preds = %1116, %1117
  %1125 = load i64, ptr %43, align 8
  %1126 = load ptr, ptr %42, align 8
  %1127 = getelementptr inbounds %struct.SeqStore_t, ptr %1126, i32 0, i32 3
  %1128 = load ptr, ptr %1127, align 8
  %1129 = getelementptr inbounds i8, ptr %1128, i64 %1125
  store ptr %1129, ptr %1127, align 8
  %1130 = load ptr, ptr %42, align 8
  %1131 = load i64, ptr %43, align 8
  %1132 = load i32, ptr %46, align 4
  %1133 = load i64, ptr %47, align 8
  store ptr %1130, ptr %8, align 8
  store i64 %1131, ptr %9, align 8
  store i32 %1132, ptr %10, align 4
  store i64 %1133, ptr %11, align 8
  %1134 = load i64, ptr %9, align 8
  %1135 = icmp ugt i64 %1134, 65535
  %1136 = zext i1 %1135 to i32
  %1137 = sext i32 %1136 to i64
  br i1 %1135, label %1138, label %1153

1138:                                             ; preds = %1124
  %1139 = load ptr, ptr %8, align 8
  %1140 = getelementptr inbounds %struct.SeqStore_t, ptr %1139, i32 0, i32 9
  store i32 1, ptr %1140, align 8
  %1141 = load ptr, ptr %8, align 8
  %1142 = getelementptr inbounds %struct.SeqStore_t, ptr %1141, i32 0, i32 1
  %1143 = load ptr, ptr %1142, align 8
  %1144 = load ptr, ptr %8, align 8
  %1145 = load ptr, ptr %1144, align 8
  %1146 = ptrtoint ptr %1143 to i64
  %1147 = ptrtoint ptr %1145 to i64
  %1148 = sub i64 %1146, %1147
  %1149 = sdiv exact i64 %1148, 8
  %1150 = trunc i64 %1149 to i32
  %1151 = load ptr, ptr %8, align 8
  %1152 = getelementptr inbounds %struct.SeqStore_t, ptr %1151, i32 0, i32 10
  store i32 %1150, ptr %1152, align 4
  br label %1153

1153:                                             ; preds = %1138, %1124
  %1154 = load i64, ptr %9, align 8
  %1155 = trunc i64 %1154 to i16
  %1156 = load ptr, ptr %8, align 8
  %1157 = getelementptr inbounds %struct.SeqStore_t, ptr %1156, i32 0, i32 1
  %1158 = load ptr, ptr %1157, align 8
  %1159 = getelementptr inbounds %struct.SeqDef_s, ptr %1158, i32 0, i32 1
  store i16 %1155, ptr %1159, align 4
  %1160 = load i32, ptr %10, align 4
  %1161 = load ptr, ptr %8, align 8
  %1162 = getelementptr inbounds %struct.SeqStore_t, ptr %1161, i32 0, i32 1
  %1163 = load ptr, ptr %1162, align 8
  store i32 %1160, ptr %1163, align 4
  %1164 = load i64, ptr %11, align 8
  %1165 = sub i64 %1164, 3
  store i64 %1165, ptr %12, align 8
  %1166 = load i64, ptr %12, align 8
  %1167 = icmp ugt i64 %1166, 65535
  %1168 = zext i1 %1167 to i32
  %1169 = sext i32 %1168 to i64
  br i1 %1167, label %1170, label %1185

1170:                                             ; preds = %1153
  %1171 = load ptr, ptr %8, align 8
  %1172 = getelementptr inbounds %struct.SeqStore_t, ptr %1171, i32 0, i32 9
  store i32 2, ptr %1172, align 8
  %1173 = load ptr, ptr %8, align 8
  %1174 = getelementptr inbounds %struct.SeqStore_t, ptr %1173, i32 0, i32 1
  %1175 = load ptr, ptr %1174, align 8
  %1176 = load ptr, ptr %8, align 8
  %1177 = load ptr, ptr %1176, align 8
  %1178 = ptrtoint ptr %1175 to i64
  %1179 = ptrtoint ptr %1177 to i64
  %1180 = sub i64 %1178, %1179
  %1181 = sdiv exact i64 %1180, 8
  %1182 = trunc i64 %1181 to i32
  %1183 = load ptr, ptr %8, align 8
  %1184 = getelementptr inbounds %struct.SeqStore_t, ptr %1183, i32 0, i32 10
  store i32 %1182, ptr %1184, align 4
  br label %1185

1185:                                             ; preds = %1153, %1170
  %1186 = load i64, ptr %12, align 8
  %1187 = trunc i64 %1186 to i16
  %1188 = load ptr, ptr %8, align 8
  %1189 = getelementptr inbounds %struct.SeqStore_t, ptr %1188, i32 0, i32 1
  %1190 = load ptr, ptr %1189, align 8
  %1191 = getelementptr inbounds %struct.SeqDef_s, ptr %1190, i32 0, i32 2
  store i16 %1187, ptr %1191, align 2
  %1192 = load ptr, ptr %8, align 8
  %1193 = getelementptr inbounds %struct.SeqStore_t, ptr %1192, i32 0, i32 1
  %1194 = load ptr, ptr %1193, align 8
  %1195 = getelementptr inbounds %struct.SeqDef_s, ptr %1194, i32 1
  store ptr %1195, ptr %1193, align 8
  %1196 = load ptr, ptr %108, align 8
  %1197 = load ptr, ptr %90, align 8
  %1198 = ptrtoint ptr %1196 to i64
  %1199 = ptrtoint ptr %1197 to i64
  %1200 = sub i64 %1198, %1199
  %1201 = trunc i64 %1200 to i32
  %1202 = load ptr, ptr %87, align 8
  %1203 = load ptr, ptr %108, align 8
  %1204 = load i32, ptr %88, align 4
  %1205 = load i32, ptr %84, align 4
  store ptr %1203, ptr %75, align 8
  store i32 %1204, ptr %76, align 4
  store i32 %1205, ptr %77, align 4
  %1206 = load i32, ptr %77, align 4
  switch i32 %1206, label %1207 [
    i32 4, label %1208
    i32 5, label %1212
    i32 6, label %1216
    i32 7, label %1220
    i32 8, label %1224
  ]

1207:                                             ; preds = %1185
  br label %1208

1208:                                             ; preds = %1207, %1185
  %1209 = load ptr, ptr %75, align 8
  %1210 = load i32, ptr %76, align 4
  %1211 = call i64 @ZSTD_hash4Ptr(ptr noundef %1209, i32 noundef %1210)
  store i64 %1211, ptr %74, align 8
  br label %1228

1212:                                             ; preds = %1185
  %1213 = load ptr, ptr %75, align 8
  %1214 = load i32, ptr %76, align 4
  %1215 = call i64 @ZSTD_hash5Ptr(ptr noundef %1213, i32 noundef %1214)
  store i64 %1215, ptr %74, align 8
  br label %1228

1216:                                             ; preds = %1185
  %1217 = load ptr, ptr %75, align 8
  %1218 = load i32, ptr %76, align 4
  %1219 = call i64 @ZSTD_hash6Ptr(ptr noundef %1217, i32 noundef %1218)
  store i64 %1219, ptr %74, align 8
  br label %1228

1220:                                             ; preds = %1185
  %1221 = load ptr, ptr %75, align 8
  %1222 = load i32, ptr %76, align 4
  %1223 = call i64 @ZSTD_hash7Ptr(ptr noundef %1221, i32 noundef %1222)
  store i64 %1223, ptr %74, align 8
  br label %1228

1224:                                             ; preds = %1185
  %1225 = load ptr, ptr %75, align 8
  %1226 = load i32, ptr %76, align 4
  %1227 = call i64 @ZSTD_hash8Ptr(ptr noundef %1225, i32 noundef %1226)
  store i64 %1227, ptr %74, align 8
  br label %1228

1228:                                             ; preds = %1208, %1212, %1216, %1220, %1224
  %1229 = load i64, ptr %74, align 8
  %1230 = getelementptr inbounds i32, ptr %1202, i64 %1229
  store i32 %1201, ptr %1230, align 4
  %1231 = load i64, ptr %137, align 8
  %1232 = load ptr, ptr %108, align 8
  %1233 = getelementptr inbounds i8, ptr %1232, i64 %1231
  store ptr %1233, ptr %108, align 8
  %1234 = load ptr, ptr %108, align 8
  store ptr %1234, ptr %93, align 8
  br label %968, !llvm.loop !26

1235:                                             ; preds = %1004, %994
  br label %1236

1236:                                             ; preds = %1235, %968
  br label %1237

1237:                                             ; preds = %1236, %891
  br label %256

1238:                                             ; preds = %621, %227
  %1239 = load i64, ptr %78, align 8
  ret i64 %1239
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
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
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
!21 = !{i64 5222}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
