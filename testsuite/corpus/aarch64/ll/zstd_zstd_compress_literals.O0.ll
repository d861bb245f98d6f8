; ModuleID = 'src/zstd/lib/compress/zstd_compress_literals.c'
source_filename = "src/zstd/lib/compress/zstd_compress_literals.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.ZSTD_hufCTables_t = type { [257 x i64], i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_noCompressLiterals(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3) #0 {
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store i64 %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store i64 %3, ptr %9, align 8
  %12 = load ptr, ptr %6, align 8
  store ptr %12, ptr %10, align 8
  %13 = load i64, ptr %9, align 8
  %14 = icmp ugt i64 %13, 31
  %15 = zext i1 %14 to i32
  %16 = add nsw i32 1, %15
  %17 = load i64, ptr %9, align 8
  %18 = icmp ugt i64 %17, 4095
  %19 = zext i1 %18 to i32
  %20 = add nsw i32 %16, %19
  store i32 %20, ptr %11, align 4
  br label %21

21:                                               ; preds = %4
  br label %22

22:                                               ; preds = %21
  br label %23

23:                                               ; preds = %22
  %24 = load i64, ptr %9, align 8
  %25 = load i32, ptr %11, align 4
  %26 = zext i32 %25 to i64
  %27 = add i64 %24, %26
  %28 = load i64, ptr %7, align 8
  %29 = icmp ugt i64 %27, %28
  br i1 %29, label %30, label %39

30:                                               ; preds = %23
  br label %31

31:                                               ; preds = %30
  br label %32

32:                                               ; preds = %31
  br label %33

33:                                               ; preds = %32
  br label %34

34:                                               ; preds = %33
  br label %35

35:                                               ; preds = %34
  br label %36

36:                                               ; preds = %35
  br label %37

37:                                               ; preds = %36
  br label %38

38:                                               ; preds = %37
  store i64 -70, ptr %5, align 8
  br label %75

39:                                               ; preds = %23
  br label %40

40:                                               ; preds = %39
  %41 = load i32, ptr %11, align 4
  switch i32 %41, label %61 [
    i32 1, label %42
    i32 2, label %49
    i32 3, label %55
  ]

42:                                               ; preds = %40
  %43 = load i64, ptr %9, align 8
  %44 = shl i64 %43, 3
  %45 = add i64 0, %44
  %46 = trunc i64 %45 to i8
  %47 = load ptr, ptr %10, align 8
  %48 = getelementptr inbounds i8, ptr %47, i64 0
  store i8 %46, ptr %48, align 1
  br label %62

49:                                               ; preds = %40
  %50 = load ptr, ptr %10, align 8
  %51 = load i64, ptr %9, align 8
  %52 = shl i64 %51, 4
  %53 = add i64 4, %52
  %54 = trunc i64 %53 to i16
  call void @MEM_writeLE16(ptr noundef %50, i16 noundef %54)
  br label %62

55:                                               ; preds = %40
  %56 = load ptr, ptr %10, align 8
  %57 = load i64, ptr %9, align 8
  %58 = shl i64 %57, 4
  %59 = add i64 12, %58
  %60 = trunc i64 %59 to i32
  call void @MEM_writeLE32(ptr noundef %56, i32 noundef %60)
  br label %62

61:                                               ; preds = %40
  br label %62

62:                                               ; preds = %61, %55, %49, %42
  %63 = load ptr, ptr %10, align 8
  %64 = load i32, ptr %11, align 4
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds i8, ptr %63, i64 %65
  %67 = load ptr, ptr %8, align 8
  %68 = load i64, ptr %9, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %66, ptr align 1 %67, i64 %68, i1 false)
  br label %69

69:                                               ; preds = %62
  br label %70

70:                                               ; preds = %69
  %71 = load i64, ptr %9, align 8
  %72 = load i32, ptr %11, align 4
  %73 = zext i32 %72 to i64
  %74 = add i64 %71, %73
  store i64 %74, ptr %5, align 8
  br label %75

75:                                               ; preds = %70, %38
  %76 = load i64, ptr %5, align 8
  ret i64 %76
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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_compressRleLiteralsBlock(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i64 %3, ptr %8, align 8
  %11 = load ptr, ptr %5, align 8
  store ptr %11, ptr %9, align 8
  %12 = load i64, ptr %8, align 8
  %13 = icmp ugt i64 %12, 31
  %14 = zext i1 %13 to i32
  %15 = add nsw i32 1, %14
  %16 = load i64, ptr %8, align 8
  %17 = icmp ugt i64 %16, 4095
  %18 = zext i1 %17 to i32
  %19 = add nsw i32 %15, %18
  store i32 %19, ptr %10, align 4
  %20 = load i64, ptr %6, align 8
  %21 = load i32, ptr %10, align 4
  switch i32 %21, label %41 [
    i32 1, label %22
    i32 2, label %29
    i32 3, label %35
  ]

22:                                               ; preds = %4
  %23 = load i64, ptr %8, align 8
  %24 = shl i64 %23, 3
  %25 = add i64 1, %24
  %26 = trunc i64 %25 to i8
  %27 = load ptr, ptr %9, align 8
  %28 = getelementptr inbounds i8, ptr %27, i64 0
  store i8 %26, ptr %28, align 1
  br label %42

29:                                               ; preds = %4
  %30 = load ptr, ptr %9, align 8
  %31 = load i64, ptr %8, align 8
  %32 = shl i64 %31, 4
  %33 = add i64 5, %32
  %34 = trunc i64 %33 to i16
  call void @MEM_writeLE16(ptr noundef %30, i16 noundef %34)
  br label %42

35:                                               ; preds = %4
  %36 = load ptr, ptr %9, align 8
  %37 = load i64, ptr %8, align 8
  %38 = shl i64 %37, 4
  %39 = add i64 13, %38
  %40 = trunc i64 %39 to i32
  call void @MEM_writeLE32(ptr noundef %36, i32 noundef %40)
  br label %42

41:                                               ; preds = %4
  br label %42

42:                                               ; preds = %41, %35, %29, %22
  %43 = load ptr, ptr %7, align 8
  %44 = load i8, ptr %43, align 1
  %45 = load ptr, ptr %9, align 8
  %46 = load i32, ptr %10, align 4
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds i8, ptr %45, i64 %47
  store i8 %44, ptr %48, align 1
  br label %49

49:                                               ; preds = %42
  br label %50

50:                                               ; preds = %49
  %51 = load i32, ptr %10, align 4
  %52 = add i32 %51, 1
  %53 = zext i32 %52 to i64
  ret i64 %53
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_compressLiterals(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, i64 noundef %5, ptr noundef %6, ptr noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11) #0 {
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca ptr, align 8
  %19 = alloca i64, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i64, align 8
  %27 = alloca ptr, align 8
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i64, align 8
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca ptr, align 8
  %34 = alloca i64, align 8
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  store ptr %0, ptr %14, align 8
  store i64 %1, ptr %15, align 8
  store ptr %2, ptr %16, align 8
  store i64 %3, ptr %17, align 8
  store ptr %4, ptr %18, align 8
  store i64 %5, ptr %19, align 8
  store ptr %6, ptr %20, align 8
  store ptr %7, ptr %21, align 8
  store i32 %8, ptr %22, align 4
  store i32 %9, ptr %23, align 4
  store i32 %10, ptr %24, align 4
  store i32 %11, ptr %25, align 4
  %38 = load i64, ptr %17, align 8
  %39 = icmp uge i64 %38, 1024
  %40 = zext i1 %39 to i32
  %41 = add nsw i32 3, %40
  %42 = load i64, ptr %17, align 8
  %43 = icmp uge i64 %42, 16384
  %44 = zext i1 %43 to i32
  %45 = add nsw i32 %41, %44
  %46 = sext i32 %45 to i64
  store i64 %46, ptr %26, align 8
  %47 = load ptr, ptr %14, align 8
  store ptr %47, ptr %27, align 8
  %48 = load i64, ptr %17, align 8
  %49 = icmp ult i64 %48, 256
  %50 = zext i1 %49 to i32
  store i32 %50, ptr %28, align 4
  store i32 2, ptr %29, align 4
  br label %51

51:                                               ; preds = %12
  br label %52

52:                                               ; preds = %51
  br label %53

53:                                               ; preds = %52
  br label %54

54:                                               ; preds = %53
  %55 = load ptr, ptr %21, align 8
  %56 = load ptr, ptr %20, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %55, ptr align 8 %56, i64 2064, i1 false)
  %57 = load i32, ptr %23, align 4
  %58 = icmp ne i32 %57, 0
  br i1 %58, label %59, label %65

59:                                               ; preds = %54
  %60 = load ptr, ptr %14, align 8
  %61 = load i64, ptr %15, align 8
  %62 = load ptr, ptr %16, align 8
  %63 = load i64, ptr %17, align 8
  %64 = call i64 @ZSTD_noCompressLiterals(ptr noundef %60, i64 noundef %61, ptr noundef %62, i64 noundef %63)
  store i64 %64, ptr %13, align 8
  br label %270

65:                                               ; preds = %54
  %66 = load i64, ptr %17, align 8
  %67 = load i32, ptr %22, align 4
  %68 = load ptr, ptr %20, align 8
  %69 = getelementptr inbounds %struct.ZSTD_hufCTables_t, ptr %68, i32 0, i32 1
  %70 = load i32, ptr %69, align 8
  %71 = call i64 @ZSTD_minLiteralsToCompress(i32 noundef %67, i32 noundef %70)
  %72 = icmp ult i64 %66, %71
  br i1 %72, label %73, label %79

73:                                               ; preds = %65
  %74 = load ptr, ptr %14, align 8
  %75 = load i64, ptr %15, align 8
  %76 = load ptr, ptr %16, align 8
  %77 = load i64, ptr %17, align 8
  %78 = call i64 @ZSTD_noCompressLiterals(ptr noundef %74, i64 noundef %75, ptr noundef %76, i64 noundef %77)
  store i64 %78, ptr %13, align 8
  br label %270

79:                                               ; preds = %65
  br label %80

80:                                               ; preds = %79
  %81 = load i64, ptr %15, align 8
  %82 = load i64, ptr %26, align 8
  %83 = add i64 %82, 1
  %84 = icmp ult i64 %81, %83
  br i1 %84, label %85, label %94

85:                                               ; preds = %80
  br label %86

86:                                               ; preds = %85
  br label %87

87:                                               ; preds = %86
  br label %88

88:                                               ; preds = %87
  br label %89

89:                                               ; preds = %88
  br label %90

90:                                               ; preds = %89
  br label %91

91:                                               ; preds = %90
  br label %92

92:                                               ; preds = %91
  br label %93

93:                                               ; preds = %92
  store i64 -70, ptr %13, align 8
  br label %270

94:                                               ; preds = %80
  br label %95

95:                                               ; preds = %94
  %96 = load ptr, ptr %20, align 8
  %97 = getelementptr inbounds %struct.ZSTD_hufCTables_t, ptr %96, i32 0, i32 1
  %98 = load i32, ptr %97, align 8
  store i32 %98, ptr %31, align 4
  %99 = load i32, ptr %25, align 4
  %100 = icmp ne i32 %99, 0
  %101 = zext i1 %100 to i64
  %102 = select i1 %100, i32 1, i32 0
  %103 = or i32 0, %102
  %104 = load i32, ptr %22, align 4
  %105 = icmp ult i32 %104, 4
  br i1 %105, label %106, label %109

106:                                              ; preds = %95
  %107 = load i64, ptr %17, align 8
  %108 = icmp ule i64 %107, 1024
  br label %109

109:                                              ; preds = %106, %95
  %110 = phi i1 [ false, %95 ], [ %108, %106 ]
  %111 = zext i1 %110 to i64
  %112 = select i1 %110, i32 4, i32 0
  %113 = or i32 %103, %112
  %114 = load i32, ptr %22, align 4
  %115 = icmp uge i32 %114, 8
  %116 = zext i1 %115 to i64
  %117 = select i1 %115, i32 2, i32 0
  %118 = or i32 %113, %117
  %119 = load i32, ptr %24, align 4
  %120 = icmp ne i32 %119, 0
  %121 = zext i1 %120 to i64
  %122 = select i1 %120, i32 8, i32 0
  %123 = or i32 %118, %122
  store i32 %123, ptr %32, align 4
  %124 = load i32, ptr %31, align 4
  %125 = icmp eq i32 %124, 2
  br i1 %125, label %126, label %130

126:                                              ; preds = %109
  %127 = load i64, ptr %26, align 8
  %128 = icmp eq i64 %127, 3
  br i1 %128, label %129, label %130

129:                                              ; preds = %126
  store i32 1, ptr %28, align 4
  br label %130

130:                                              ; preds = %129, %126, %109
  %131 = load i32, ptr %28, align 4
  %132 = icmp ne i32 %131, 0
  %133 = zext i1 %132 to i64
  %134 = select i1 %132, ptr @HUF_compress1X_repeat, ptr @HUF_compress4X_repeat
  store ptr %134, ptr %33, align 8
  %135 = load ptr, ptr %33, align 8
  %136 = load ptr, ptr %27, align 8
  %137 = load i64, ptr %26, align 8
  %138 = getelementptr inbounds i8, ptr %136, i64 %137
  %139 = load i64, ptr %15, align 8
  %140 = load i64, ptr %26, align 8
  %141 = sub i64 %139, %140
  %142 = load ptr, ptr %16, align 8
  %143 = load i64, ptr %17, align 8
  %144 = load ptr, ptr %18, align 8
  %145 = load i64, ptr %19, align 8
  %146 = load ptr, ptr %21, align 8
  %147 = getelementptr inbounds %struct.ZSTD_hufCTables_t, ptr %146, i32 0, i32 0
  %148 = getelementptr inbounds [257 x i64], ptr %147, i64 0, i64 0
  %149 = load i32, ptr %32, align 4
  %150 = call i64 %135(ptr noundef %138, i64 noundef %141, ptr noundef %142, i64 noundef %143, i32 noundef 255, i32 noundef 11, ptr noundef %144, i64 noundef %145, ptr noundef %148, ptr noundef %31, i32 noundef %149)
  store i64 %150, ptr %30, align 8
  br label %151

151:                                              ; preds = %130
  br label %152

152:                                              ; preds = %151
  %153 = load i32, ptr %31, align 4
  %154 = icmp ne i32 %153, 0
  br i1 %154, label %155, label %158

155:                                              ; preds = %152
  br label %156

156:                                              ; preds = %155
  br label %157

157:                                              ; preds = %156
  store i32 3, ptr %29, align 4
  br label %158

158:                                              ; preds = %157, %152
  %159 = load i64, ptr %17, align 8
  %160 = load i32, ptr %22, align 4
  %161 = call i64 @ZSTD_minGain(i64 noundef %159, i32 noundef %160)
  store i64 %161, ptr %34, align 8
  %162 = load i64, ptr %30, align 8
  %163 = icmp eq i64 %162, 0
  br i1 %163, label %174, label %164

164:                                              ; preds = %158
  %165 = load i64, ptr %30, align 8
  %166 = load i64, ptr %17, align 8
  %167 = load i64, ptr %34, align 8
  %168 = sub i64 %166, %167
  %169 = icmp uge i64 %165, %168
  br i1 %169, label %174, label %170

170:                                              ; preds = %164
  %171 = load i64, ptr %30, align 8
  %172 = call i32 @ERR_isError(i64 noundef %171)
  %173 = icmp ne i32 %172, 0
  br i1 %173, label %174, label %182

174:                                              ; preds = %170, %164, %158
  %175 = load ptr, ptr %21, align 8
  %176 = load ptr, ptr %20, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %175, ptr align 8 %176, i64 2064, i1 false)
  %177 = load ptr, ptr %14, align 8
  %178 = load i64, ptr %15, align 8
  %179 = load ptr, ptr %16, align 8
  %180 = load i64, ptr %17, align 8
  %181 = call i64 @ZSTD_noCompressLiterals(ptr noundef %177, i64 noundef %178, ptr noundef %179, i64 noundef %180)
  store i64 %181, ptr %13, align 8
  br label %270

182:                                              ; preds = %170
  %183 = load i64, ptr %30, align 8
  %184 = icmp eq i64 %183, 1
  br i1 %184, label %185, label %202

185:                                              ; preds = %182
  %186 = load i64, ptr %17, align 8
  %187 = icmp uge i64 %186, 8
  br i1 %187, label %193, label %188

188:                                              ; preds = %185
  %189 = load ptr, ptr %16, align 8
  %190 = load i64, ptr %17, align 8
  %191 = call i32 @allBytesIdentical(ptr noundef %189, i64 noundef %190)
  %192 = icmp ne i32 %191, 0
  br i1 %192, label %193, label %201

193:                                              ; preds = %188, %185
  %194 = load ptr, ptr %21, align 8
  %195 = load ptr, ptr %20, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %194, ptr align 8 %195, i64 2064, i1 false)
  %196 = load ptr, ptr %14, align 8
  %197 = load i64, ptr %15, align 8
  %198 = load ptr, ptr %16, align 8
  %199 = load i64, ptr %17, align 8
  %200 = call i64 @ZSTD_compressRleLiteralsBlock(ptr noundef %196, i64 noundef %197, ptr noundef %198, i64 noundef %199)
  store i64 %200, ptr %13, align 8
  br label %270

201:                                              ; preds = %188
  br label %202

202:                                              ; preds = %201, %182
  %203 = load i32, ptr %29, align 4
  %204 = icmp eq i32 %203, 2
  br i1 %204, label %205, label %208

205:                                              ; preds = %202
  %206 = load ptr, ptr %21, align 8
  %207 = getelementptr inbounds %struct.ZSTD_hufCTables_t, ptr %206, i32 0, i32 1
  store i32 1, ptr %207, align 8
  br label %208

208:                                              ; preds = %205, %202
  %209 = load i64, ptr %26, align 8
  switch i64 %209, label %263 [
    i64 3, label %210
    i64 4, label %232
    i64 5, label %245
  ]

210:                                              ; preds = %208
  %211 = load i32, ptr %28, align 4
  %212 = icmp ne i32 %211, 0
  br i1 %212, label %214, label %213

213:                                              ; preds = %210
  br label %214

214:                                              ; preds = %213, %210
  %215 = load i32, ptr %29, align 4
  %216 = load i32, ptr %28, align 4
  %217 = icmp ne i32 %216, 0
  %218 = xor i1 %217, true
  %219 = zext i1 %218 to i32
  %220 = shl i32 %219, 2
  %221 = add i32 %215, %220
  %222 = load i64, ptr %17, align 8
  %223 = trunc i64 %222 to i32
  %224 = shl i32 %223, 4
  %225 = add i32 %221, %224
  %226 = load i64, ptr %30, align 8
  %227 = trunc i64 %226 to i32
  %228 = shl i32 %227, 14
  %229 = add i32 %225, %228
  store i32 %229, ptr %35, align 4
  %230 = load ptr, ptr %27, align 8
  %231 = load i32, ptr %35, align 4
  call void @MEM_writeLE24(ptr noundef %230, i32 noundef %231)
  br label %264

232:                                              ; preds = %208
  %233 = load i32, ptr %29, align 4
  %234 = add i32 %233, 8
  %235 = load i64, ptr %17, align 8
  %236 = trunc i64 %235 to i32
  %237 = shl i32 %236, 4
  %238 = add i32 %234, %237
  %239 = load i64, ptr %30, align 8
  %240 = trunc i64 %239 to i32
  %241 = shl i32 %240, 18
  %242 = add i32 %238, %241
  store i32 %242, ptr %36, align 4
  %243 = load ptr, ptr %27, align 8
  %244 = load i32, ptr %36, align 4
  call void @MEM_writeLE32(ptr noundef %243, i32 noundef %244)
  br label %264

245:                                              ; preds = %208
  %246 = load i32, ptr %29, align 4
  %247 = add i32 %246, 12
  %248 = load i64, ptr %17, align 8
  %249 = trunc i64 %248 to i32
  %250 = shl i32 %249, 4
  %251 = add i32 %247, %250
  %252 = load i64, ptr %30, align 8
  %253 = trunc i64 %252 to i32
  %254 = shl i32 %253, 22
  %255 = add i32 %251, %254
  store i32 %255, ptr %37, align 4
  %256 = load ptr, ptr %27, align 8
  %257 = load i32, ptr %37, align 4
  call void @MEM_writeLE32(ptr noundef %256, i32 noundef %257)
  %258 = load i64, ptr %30, align 8
  %259 = lshr i64 %258, 10
  %260 = trunc i64 %259 to i8
  %261 = load ptr, ptr %27, align 8
  %262 = getelementptr inbounds i8, ptr %261, i64 4
  store i8 %260, ptr %262, align 1
  br label %264

263:                                              ; preds = %208
  br label %264

264:                                              ; preds = %263, %245, %232, %214
  br label %265

265:                                              ; preds = %264
  br label %266

266:                                              ; preds = %265
  %267 = load i64, ptr %26, align 8
  %268 = load i64, ptr %30, align 8
  %269 = add i64 %267, %268
  store i64 %269, ptr %13, align 8
  br label %270

270:                                              ; preds = %266, %193, %174, %93, %73, %59
  %271 = load i64, ptr %13, align 8
  ret i64 %271
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_minLiteralsToCompress(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %7 = load i32, ptr %3, align 4
  %8 = sub nsw i32 9, %7
  %9 = icmp slt i32 %8, 3
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i32, ptr %3, align 4
  %12 = sub nsw i32 9, %11
  br label %14

13:                                               ; preds = %2
  br label %14

14:                                               ; preds = %13, %10
  %15 = phi i32 [ %12, %10 ], [ 3, %13 ]
  store i32 %15, ptr %5, align 4
  %16 = load i32, ptr %4, align 4
  %17 = icmp eq i32 %16, 2
  br i1 %17, label %18, label %19

18:                                               ; preds = %14
  br label %23

19:                                               ; preds = %14
  %20 = load i32, ptr %5, align 4
  %21 = zext i32 %20 to i64
  %22 = shl i64 8, %21
  br label %23

23:                                               ; preds = %19, %18
  %24 = phi i64 [ 6, %18 ], [ %22, %19 ]
  store i64 %24, ptr %6, align 8
  br label %25

25:                                               ; preds = %23
  br label %26

26:                                               ; preds = %25
  %27 = load i64, ptr %6, align 8
  ret i64 %27
}

declare i64 @HUF_compress1X_repeat(ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef, i32 noundef, ptr noundef, i64 noundef, ptr noundef, ptr noundef, i32 noundef) #2

declare i64 @HUF_compress4X_repeat(ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef, i32 noundef, ptr noundef, i64 noundef, ptr noundef, ptr noundef, i32 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_minGain(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp uge i32 %6, 8
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  %10 = sub i32 %9, 1
  br label %12

11:                                               ; preds = %2
  br label %12

12:                                               ; preds = %11, %8
  %13 = phi i32 [ %10, %8 ], [ 6, %11 ]
  store i32 %13, ptr %5, align 4
  %14 = load i64, ptr %3, align 8
  %15 = load i32, ptr %5, align 4
  %16 = zext i32 %15 to i64
  %17 = lshr i64 %14, %16
  %18 = add i64 %17, 2
  ret i64 %18
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
define internal i32 @allBytesIdentical(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8, align 1
  %7 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds i8, ptr %8, i64 0
  %10 = load i8, ptr %9, align 1
  store i8 %10, ptr %6, align 1
  store i64 1, ptr %7, align 8
  br label %11

11:                                               ; preds = %26, %2
  %12 = load i64, ptr %7, align 8
  %13 = load i64, ptr %5, align 8
  %14 = icmp ult i64 %12, %13
  br i1 %14, label %15, label %29

15:                                               ; preds = %11
  %16 = load ptr, ptr %4, align 8
  %17 = load i64, ptr %7, align 8
  %18 = getelementptr inbounds i8, ptr %16, i64 %17
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  %21 = load i8, ptr %6, align 1
  %22 = zext i8 %21 to i32
  %23 = icmp ne i32 %20, %22
  br i1 %23, label %24, label %25

24:                                               ; preds = %15
  store i32 0, ptr %3, align 4
  br label %30

25:                                               ; preds = %15
  br label %26

26:                                               ; preds = %25
  %27 = load i64, ptr %7, align 8
  %28 = add i64 %27, 1
  store i64 %28, ptr %7, align 8
  br label %11, !llvm.loop !6

29:                                               ; preds = %11
  store i32 1, ptr %3, align 4
  br label %30

30:                                               ; preds = %29, %24
  %31 = load i32, ptr %3, align 4
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @MEM_writeLE24(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = trunc i32 %6 to i16
  call void @MEM_writeLE16(ptr noundef %5, i16 noundef %7)
  %8 = load i32, ptr %4, align 4
  %9 = lshr i32 %8, 16
  %10 = trunc i32 %9 to i8
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds i8, ptr %11, i64 2
  store i8 %10, ptr %12, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @MEM_isLittleEndian() #0 {
  ret i32 1
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
declare i32 @llvm.bswap.i32(i32) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
