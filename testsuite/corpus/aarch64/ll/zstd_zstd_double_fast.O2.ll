; ModuleID = 'src/zstd/lib/compress/zstd_double_fast.c'
source_filename = "src/zstd/lib/compress/zstd_double_fast.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.ZSTD_compressBlock_doubleFast_noDict_generic.dummy = private unnamed_addr constant [10 x i8] c"\124Vx\9A\BC\DE\F0\E2\B4", align 1

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @ZSTD_fillDoubleHashTable(ptr nocapture noundef readonly %0, ptr noundef readnone %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp eq i32 %3, 1
  %6 = getelementptr inbounds i8, ptr %0, i64 112
  %7 = load ptr, ptr %6, align 8, !tbaa !6
  %8 = getelementptr inbounds i8, ptr %0, i64 272
  %9 = load i32, ptr %8, align 4, !tbaa !16
  %10 = getelementptr inbounds i8, ptr %0, i64 128
  %11 = load ptr, ptr %10, align 8, !tbaa !17
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !18
  %14 = getelementptr inbounds i8, ptr %0, i64 44
  %15 = load i32, ptr %14, align 4, !tbaa !19
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds i8, ptr %13, i64 %16
  %18 = getelementptr inbounds i8, ptr %1, i64 -8
  %19 = getelementptr inbounds i8, ptr %17, i64 2
  %20 = icmp ugt ptr %19, %18
  br i1 %5, label %21, label %111

21:                                               ; preds = %4
  br i1 %20, label %182, label %22

22:                                               ; preds = %21
  %23 = getelementptr inbounds i8, ptr %0, i64 260
  %24 = load i32, ptr %23, align 4, !tbaa !20
  %25 = getelementptr inbounds i8, ptr %0, i64 264
  %26 = load i32, ptr %25, align 4, !tbaa !21
  %27 = ptrtoint ptr %13 to i64
  %28 = sub i32 56, %24
  %29 = zext nneg i32 %28 to i64
  %30 = sub i32 24, %24
  %31 = sub i32 56, %26
  %32 = zext nneg i32 %31 to i64
  %33 = icmp eq i32 %2, 0
  br label %34

34:                                               ; preds = %107, %22
  %35 = phi ptr [ %17, %22 ], [ %108, %107 ]
  %36 = ptrtoint ptr %35 to i64
  %37 = sub i64 %36, %27
  %38 = trunc i64 %37 to i32
  %39 = shl i32 %38, 8
  switch i32 %9, label %56 [
    i32 8, label %52
    i32 5, label %48
    i32 6, label %44
    i32 7, label %40
  ]

40:                                               ; preds = %34
  %41 = load i64, ptr %35, align 1, !tbaa !22
  %42 = mul i64 %41, -3523014627193167104
  %43 = lshr i64 %42, %29
  br label %62

44:                                               ; preds = %34
  %45 = load i64, ptr %35, align 1, !tbaa !22
  %46 = mul i64 %45, -3523014627193847808
  %47 = lshr i64 %46, %29
  br label %62

48:                                               ; preds = %34
  %49 = load i64, ptr %35, align 1, !tbaa !22
  %50 = mul i64 %49, -3523014627271114752
  %51 = lshr i64 %50, %29
  br label %62

52:                                               ; preds = %34
  %53 = load i64, ptr %35, align 1, !tbaa !22
  %54 = mul i64 %53, -3523014627327384477
  %55 = lshr i64 %54, %29
  br label %62

56:                                               ; preds = %34
  %57 = load i32, ptr %35, align 1, !tbaa !23
  %58 = mul i32 %57, -1640531535
  %59 = lshr i32 %58, %30
  %60 = zext i32 %59 to i64
  %61 = load i64, ptr %35, align 1, !tbaa !22
  br label %62

62:                                               ; preds = %56, %52, %48, %44, %40
  %63 = phi i64 [ %61, %56 ], [ %41, %40 ], [ %45, %44 ], [ %49, %48 ], [ %53, %52 ]
  %64 = phi i64 [ %60, %56 ], [ %43, %40 ], [ %47, %44 ], [ %51, %48 ], [ %55, %52 ]
  %65 = mul i64 %63, -3523014627327384477
  %66 = lshr i64 %65, %32
  %67 = lshr i64 %64, 8
  %68 = trunc i64 %64 to i32
  %69 = and i32 %68, 255
  %70 = or disjoint i32 %69, %39
  %71 = getelementptr inbounds i32, ptr %11, i64 %67
  store i32 %70, ptr %71, align 4, !tbaa !23
  %72 = lshr i64 %66, 8
  %73 = trunc i64 %66 to i32
  %74 = and i32 %73, 255
  %75 = or disjoint i32 %74, %39
  %76 = getelementptr inbounds i32, ptr %7, i64 %72
  store i32 %75, ptr %76, align 4, !tbaa !23
  br i1 %33, label %107, label %77

77:                                               ; preds = %62
  %78 = getelementptr inbounds i8, ptr %35, i64 1
  %79 = load i64, ptr %78, align 1, !tbaa !22
  %80 = mul i64 %79, -3523014627327384477
  %81 = lshr i64 %80, %32
  %82 = lshr i64 %81, 8
  %83 = getelementptr inbounds i32, ptr %7, i64 %82
  %84 = load i32, ptr %83, align 4, !tbaa !23
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %86, label %92

86:                                               ; preds = %77
  %87 = trunc i64 %81 to i32
  %88 = and i32 %87, 255
  %89 = shl i32 %38, 8
  %90 = add i32 %89, 256
  %91 = or disjoint i32 %88, %90
  store i32 %91, ptr %83, align 4, !tbaa !23
  br label %92

92:                                               ; preds = %86, %77
  %93 = getelementptr inbounds i8, ptr %35, i64 2
  %94 = load i64, ptr %93, align 1, !tbaa !22
  %95 = mul i64 %94, -3523014627327384477
  %96 = lshr i64 %95, %32
  %97 = lshr i64 %96, 8
  %98 = getelementptr inbounds i32, ptr %7, i64 %97
  %99 = load i32, ptr %98, align 4, !tbaa !23
  %100 = icmp eq i32 %99, 0
  br i1 %100, label %101, label %107

101:                                              ; preds = %92
  %102 = trunc i64 %96 to i32
  %103 = and i32 %102, 255
  %104 = shl i32 %38, 8
  %105 = add i32 %104, 512
  %106 = or disjoint i32 %103, %105
  store i32 %106, ptr %98, align 4, !tbaa !23
  br label %107

107:                                              ; preds = %92, %101, %62
  %108 = getelementptr inbounds i8, ptr %35, i64 3
  %109 = getelementptr inbounds i8, ptr %35, i64 5
  %110 = icmp ugt ptr %109, %18
  br i1 %110, label %182, label %34, !llvm.loop !24

111:                                              ; preds = %4
  br i1 %20, label %182, label %112

112:                                              ; preds = %111
  %113 = getelementptr inbounds i8, ptr %0, i64 260
  %114 = load i32, ptr %113, align 4, !tbaa !20
  %115 = getelementptr inbounds i8, ptr %0, i64 264
  %116 = load i32, ptr %115, align 4, !tbaa !21
  %117 = ptrtoint ptr %13 to i64
  %118 = sub i32 64, %114
  %119 = zext nneg i32 %118 to i64
  %120 = sub i32 32, %114
  %121 = sub i32 64, %116
  %122 = zext nneg i32 %121 to i64
  %123 = icmp eq i32 %2, 0
  br label %124

124:                                              ; preds = %178, %112
  %125 = phi ptr [ %17, %112 ], [ %179, %178 ]
  %126 = ptrtoint ptr %125 to i64
  %127 = sub i64 %126, %117
  %128 = trunc i64 %127 to i32
  switch i32 %9, label %145 [
    i32 8, label %141
    i32 5, label %137
    i32 6, label %133
    i32 7, label %129
  ]

129:                                              ; preds = %124
  %130 = load i64, ptr %125, align 1, !tbaa !22
  %131 = mul i64 %130, -3523014627193167104
  %132 = lshr i64 %131, %119
  br label %151

133:                                              ; preds = %124
  %134 = load i64, ptr %125, align 1, !tbaa !22
  %135 = mul i64 %134, -3523014627193847808
  %136 = lshr i64 %135, %119
  br label %151

137:                                              ; preds = %124
  %138 = load i64, ptr %125, align 1, !tbaa !22
  %139 = mul i64 %138, -3523014627271114752
  %140 = lshr i64 %139, %119
  br label %151

141:                                              ; preds = %124
  %142 = load i64, ptr %125, align 1, !tbaa !22
  %143 = mul i64 %142, -3523014627327384477
  %144 = lshr i64 %143, %119
  br label %151

145:                                              ; preds = %124
  %146 = load i32, ptr %125, align 1, !tbaa !23
  %147 = mul i32 %146, -1640531535
  %148 = lshr i32 %147, %120
  %149 = zext i32 %148 to i64
  %150 = load i64, ptr %125, align 1, !tbaa !22
  br label %151

151:                                              ; preds = %145, %141, %137, %133, %129
  %152 = phi i64 [ %150, %145 ], [ %130, %129 ], [ %134, %133 ], [ %138, %137 ], [ %142, %141 ]
  %153 = phi i64 [ %149, %145 ], [ %132, %129 ], [ %136, %133 ], [ %140, %137 ], [ %144, %141 ]
  %154 = mul i64 %152, -3523014627327384477
  %155 = lshr i64 %154, %122
  %156 = getelementptr inbounds i32, ptr %11, i64 %153
  store i32 %128, ptr %156, align 4, !tbaa !23
  %157 = getelementptr inbounds i32, ptr %7, i64 %155
  store i32 %128, ptr %157, align 4, !tbaa !23
  br i1 %123, label %178, label %158

158:                                              ; preds = %151
  %159 = getelementptr inbounds i8, ptr %125, i64 1
  %160 = load i64, ptr %159, align 1, !tbaa !22
  %161 = mul i64 %160, -3523014627327384477
  %162 = lshr i64 %161, %122
  %163 = getelementptr inbounds i32, ptr %7, i64 %162
  %164 = load i32, ptr %163, align 4, !tbaa !23
  %165 = icmp eq i32 %164, 0
  br i1 %165, label %166, label %168

166:                                              ; preds = %158
  %167 = add i32 %128, 1
  store i32 %167, ptr %163, align 4, !tbaa !23
  br label %168

168:                                              ; preds = %166, %158
  %169 = getelementptr inbounds i8, ptr %125, i64 2
  %170 = load i64, ptr %169, align 1, !tbaa !22
  %171 = mul i64 %170, -3523014627327384477
  %172 = lshr i64 %171, %122
  %173 = getelementptr inbounds i32, ptr %7, i64 %172
  %174 = load i32, ptr %173, align 4, !tbaa !23
  %175 = icmp eq i32 %174, 0
  br i1 %175, label %176, label %178

176:                                              ; preds = %168
  %177 = add i32 %128, 2
  store i32 %177, ptr %173, align 4, !tbaa !23
  br label %178

178:                                              ; preds = %168, %176, %151
  %179 = getelementptr inbounds i8, ptr %125, i64 3
  %180 = getelementptr inbounds i8, ptr %125, i64 5
  %181 = icmp ugt ptr %180, %18
  br i1 %181, label %182, label %124, !llvm.loop !26

182:                                              ; preds = %178, %107, %111, %21
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i64 @ZSTD_compressBlock_doubleFast(ptr nocapture noundef readonly %0, ptr noundef %1, ptr nocapture noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #1 {
  %6 = alloca [10 x i8], align 1
  %7 = alloca [10 x i8], align 1
  %8 = alloca [10 x i8], align 1
  %9 = alloca [10 x i8], align 1
  %10 = getelementptr inbounds i8, ptr %0, i64 272
  %11 = load i32, ptr %10, align 8, !tbaa !27
  %12 = getelementptr inbounds i8, ptr %0, i64 256
  %13 = getelementptr inbounds i8, ptr %0, i64 112
  %14 = load ptr, ptr %13, align 8, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %0, i64 264
  %16 = load i32, ptr %15, align 4, !tbaa !21
  %17 = getelementptr inbounds i8, ptr %0, i64 128
  %18 = load ptr, ptr %17, align 8, !tbaa !17
  %19 = getelementptr inbounds i8, ptr %0, i64 260
  %20 = load i32, ptr %19, align 4, !tbaa !20
  %21 = getelementptr inbounds i8, ptr %0, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !18
  %23 = ptrtoint ptr %3 to i64
  %24 = ptrtoint ptr %22 to i64
  %25 = add i64 %23, %4
  %26 = sub i64 %25, %24
  %27 = trunc i64 %26 to i32
  %28 = load i32, ptr %12, align 4, !tbaa !28
  %29 = shl nuw i32 1, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 24
  %31 = load i32, ptr %30, align 8, !tbaa !29
  %32 = sub i32 %27, %31
  %33 = icmp ugt i32 %32, %29
  %34 = sub i32 %27, %29
  %35 = getelementptr inbounds i8, ptr %0, i64 40
  %36 = load i32, ptr %35, align 8, !tbaa !30
  %37 = icmp eq i32 %36, 0
  %38 = select i1 %37, i1 %33, i1 false
  %39 = select i1 %38, i32 %34, i32 %31
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds i8, ptr %22, i64 %40
  %42 = getelementptr inbounds i8, ptr %3, i64 %4
  %43 = getelementptr inbounds i8, ptr %42, i64 -8
  %44 = load i32, ptr %2, align 4, !tbaa !23
  %45 = getelementptr inbounds i8, ptr %2, i64 4
  %46 = load i32, ptr %45, align 4, !tbaa !23
  %47 = icmp eq ptr %41, %3
  %48 = zext i1 %47 to i64
  %49 = getelementptr inbounds i8, ptr %3, i64 %48
  %50 = ptrtoint ptr %49 to i64
  %51 = sub i64 %50, %24
  %52 = trunc i64 %51 to i32
  %53 = sub i32 %52, %31
  %54 = icmp ugt i32 %53, %29
  %55 = sub i32 %52, %29
  %56 = select i1 %37, i1 %54, i1 false
  %57 = select i1 %56, i32 %55, i32 %31
  %58 = sub i32 %52, %57
  %59 = icmp ugt i32 %46, %58
  %60 = select i1 %59, i32 0, i32 %46
  %61 = icmp ugt i32 %44, %58
  %62 = select i1 %61, i32 0, i32 %44
  %63 = getelementptr inbounds i8, ptr %49, i64 1
  %64 = icmp ugt ptr %63, %43
  switch i32 %11, label %65 [
    i32 7, label %2705
    i32 5, label %949
    i32 6, label %1827
  ]

65:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %9) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %9, ptr noundef nonnull align 1 dereferenceable(10) @__const.ZSTD_compressBlock_doubleFast_noDict_generic.dummy, i64 10, i1 false)
  br i1 %64, label %934, label %66

66:                                               ; preds = %65
  %67 = sub i32 64, %16
  %68 = zext nneg i32 %67 to i64
  %69 = sub i32 32, %20
  %70 = getelementptr inbounds i8, ptr %42, i64 -7
  %71 = getelementptr inbounds i8, ptr %42, i64 -3
  %72 = getelementptr inbounds i8, ptr %42, i64 -1
  %73 = getelementptr inbounds i8, ptr %42, i64 -32
  %74 = getelementptr inbounds i8, ptr %1, i64 24
  %75 = ptrtoint ptr %73 to i64
  %76 = getelementptr inbounds i8, ptr %1, i64 72
  %77 = getelementptr inbounds i8, ptr %1, i64 8
  %78 = getelementptr inbounds i8, ptr %1, i64 76
  br label %79

79:                                               ; preds = %928, %66
  %80 = phi ptr [ %63, %66 ], [ %932, %928 ]
  %81 = phi ptr [ %3, %66 ], [ %931, %928 ]
  %82 = phi i32 [ %62, %66 ], [ %930, %928 ]
  %83 = phi i32 [ %60, %66 ], [ %929, %928 ]
  %84 = phi ptr [ %49, %66 ], [ %931, %928 ]
  %85 = getelementptr inbounds i8, ptr %84, i64 256
  %86 = load i64, ptr %84, align 1
  %87 = mul i64 %86, -3523014627327384477
  %88 = lshr i64 %87, %68
  %89 = getelementptr inbounds i32, ptr %14, i64 %88
  %90 = load i32, ptr %89, align 4, !tbaa !23
  %91 = zext i32 %90 to i64
  %92 = getelementptr inbounds i8, ptr %22, i64 %91
  %93 = icmp ne i32 %82, 0
  %94 = zext i32 %82 to i64
  %95 = sub nsw i64 0, %94
  br label %96

96:                                               ; preds = %438, %79
  %97 = phi i64 [ %86, %79 ], [ %320, %438 ]
  %98 = phi i32 [ %90, %79 ], [ %422, %438 ]
  %99 = phi ptr [ %92, %79 ], [ %424, %438 ]
  %100 = phi i64 [ %88, %79 ], [ %322, %438 ]
  %101 = phi ptr [ %84, %79 ], [ %102, %438 ]
  %102 = phi ptr [ %80, %79 ], [ %441, %438 ]
  %103 = phi i64 [ 1, %79 ], [ %439, %438 ]
  %104 = phi ptr [ %85, %79 ], [ %440, %438 ]
  %105 = trunc i64 %97 to i32
  %106 = mul i32 %105, -1640531535
  %107 = lshr i32 %106, %69
  %108 = zext i32 %107 to i64
  %109 = getelementptr inbounds i32, ptr %18, i64 %108
  %110 = load i32, ptr %109, align 4, !tbaa !23
  %111 = ptrtoint ptr %101 to i64
  %112 = sub i64 %111, %24
  %113 = trunc i64 %112 to i32
  %114 = zext i32 %110 to i64
  %115 = getelementptr inbounds i8, ptr %22, i64 %114
  store i32 %113, ptr %109, align 4, !tbaa !23
  %116 = getelementptr inbounds i32, ptr %14, i64 %100
  store i32 %113, ptr %116, align 4, !tbaa !23
  %117 = getelementptr inbounds i8, ptr %101, i64 1
  %118 = getelementptr inbounds i8, ptr %117, i64 %95
  %119 = load i32, ptr %118, align 1, !tbaa !23
  %120 = load i32, ptr %117, align 1, !tbaa !23
  %121 = icmp eq i32 %119, %120
  %122 = and i1 %93, %121
  br i1 %122, label %123, label %319

123:                                              ; preds = %96
  %124 = getelementptr inbounds i8, ptr %101, i64 5
  %125 = getelementptr inbounds i8, ptr %124, i64 %95
  %126 = icmp ugt ptr %70, %124
  br i1 %126, label %127, label %153

127:                                              ; preds = %123
  %128 = load i64, ptr %125, align 1, !tbaa !22
  %129 = load i64, ptr %124, align 1, !tbaa !22
  %130 = icmp eq i64 %128, %129
  br i1 %130, label %135, label %131

131:                                              ; preds = %127
  %132 = xor i64 %129, %128
  %133 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %132, i1 false)
  %134 = lshr i64 %133, 3
  br label %190

135:                                              ; preds = %127, %141
  %136 = phi ptr [ %139, %141 ], [ %125, %127 ]
  %137 = phi ptr [ %138, %141 ], [ %124, %127 ]
  %138 = getelementptr inbounds i8, ptr %137, i64 8
  %139 = getelementptr inbounds i8, ptr %136, i64 8
  %140 = icmp ult ptr %138, %70
  br i1 %140, label %141, label %153

141:                                              ; preds = %135
  %142 = load i64, ptr %139, align 1, !tbaa !22
  %143 = load i64, ptr %138, align 1, !tbaa !22
  %144 = icmp eq i64 %142, %143
  br i1 %144, label %135, label %145

145:                                              ; preds = %141
  %146 = xor i64 %143, %142
  %147 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %146, i1 false)
  %148 = lshr i64 %147, 3
  %149 = getelementptr inbounds i8, ptr %138, i64 %148
  %150 = ptrtoint ptr %149 to i64
  %151 = ptrtoint ptr %124 to i64
  %152 = sub i64 %150, %151
  br label %190

153:                                              ; preds = %135, %123
  %154 = phi ptr [ %125, %123 ], [ %139, %135 ]
  %155 = phi ptr [ %124, %123 ], [ %138, %135 ]
  %156 = icmp ult ptr %155, %71
  br i1 %156, label %157, label %164

157:                                              ; preds = %153
  %158 = load i32, ptr %154, align 1, !tbaa !23
  %159 = load i32, ptr %155, align 1, !tbaa !23
  %160 = icmp eq i32 %158, %159
  br i1 %160, label %161, label %164

161:                                              ; preds = %157
  %162 = getelementptr inbounds i8, ptr %155, i64 4
  %163 = getelementptr inbounds i8, ptr %154, i64 4
  br label %164

164:                                              ; preds = %161, %157, %153
  %165 = phi ptr [ %163, %161 ], [ %154, %157 ], [ %154, %153 ]
  %166 = phi ptr [ %162, %161 ], [ %155, %157 ], [ %155, %153 ]
  %167 = icmp ult ptr %166, %72
  br i1 %167, label %168, label %175

168:                                              ; preds = %164
  %169 = load i16, ptr %165, align 1, !tbaa !31
  %170 = load i16, ptr %166, align 1, !tbaa !31
  %171 = icmp eq i16 %169, %170
  br i1 %171, label %172, label %175

172:                                              ; preds = %168
  %173 = getelementptr inbounds i8, ptr %166, i64 2
  %174 = getelementptr inbounds i8, ptr %165, i64 2
  br label %175

175:                                              ; preds = %172, %168, %164
  %176 = phi ptr [ %174, %172 ], [ %165, %168 ], [ %165, %164 ]
  %177 = phi ptr [ %173, %172 ], [ %166, %168 ], [ %166, %164 ]
  %178 = icmp ult ptr %177, %42
  br i1 %178, label %179, label %185

179:                                              ; preds = %175
  %180 = load i8, ptr %176, align 1, !tbaa !33
  %181 = load i8, ptr %177, align 1, !tbaa !33
  %182 = icmp eq i8 %180, %181
  %183 = zext i1 %182 to i64
  %184 = getelementptr inbounds i8, ptr %177, i64 %183
  br label %185

185:                                              ; preds = %179, %175
  %186 = phi ptr [ %177, %175 ], [ %184, %179 ]
  %187 = ptrtoint ptr %186 to i64
  %188 = ptrtoint ptr %124 to i64
  %189 = sub i64 %187, %188
  br label %190

190:                                              ; preds = %185, %145, %131
  %191 = phi i64 [ %189, %185 ], [ %134, %131 ], [ %152, %145 ]
  %192 = add i64 %191, 4
  %193 = ptrtoint ptr %117 to i64
  %194 = ptrtoint ptr %81 to i64
  %195 = sub i64 %193, %194
  %196 = getelementptr inbounds i8, ptr %81, i64 %195
  %197 = icmp ugt ptr %196, %73
  %198 = load ptr, ptr %74, align 8, !tbaa !34
  br i1 %197, label %224, label %199

199:                                              ; preds = %190
  %200 = load <16 x i8>, ptr %81, align 1
  store <16 x i8> %200, ptr %198, align 1
  %201 = icmp ugt i64 %195, 16
  %202 = load ptr, ptr %74, align 8, !tbaa !34
  br i1 %201, label %206, label %203

203:                                              ; preds = %199
  %204 = getelementptr inbounds i8, ptr %202, i64 %195
  store ptr %204, ptr %74, align 8, !tbaa !34
  %205 = load ptr, ptr %77, align 8, !tbaa !36
  br label %313

206:                                              ; preds = %199
  %207 = getelementptr inbounds i8, ptr %202, i64 16
  %208 = getelementptr inbounds i8, ptr %81, i64 16
  %209 = getelementptr i8, ptr %202, i64 %195
  %210 = load <16 x i8>, ptr %208, align 1
  store <16 x i8> %210, ptr %207, align 1
  %211 = icmp slt i64 %195, 33
  br i1 %211, label %301, label %212

212:                                              ; preds = %206
  %213 = getelementptr inbounds i8, ptr %202, i64 32
  br label %214

214:                                              ; preds = %214, %212
  %215 = phi ptr [ %213, %212 ], [ %222, %214 ]
  %216 = phi ptr [ %208, %212 ], [ %220, %214 ]
  %217 = getelementptr inbounds i8, ptr %216, i64 16
  %218 = load <16 x i8>, ptr %217, align 1
  store <16 x i8> %218, ptr %215, align 1
  %219 = getelementptr inbounds i8, ptr %215, i64 16
  %220 = getelementptr inbounds i8, ptr %216, i64 32
  %221 = load <16 x i8>, ptr %220, align 1
  store <16 x i8> %221, ptr %219, align 1
  %222 = getelementptr inbounds i8, ptr %215, i64 32
  %223 = icmp ult ptr %222, %209
  br i1 %223, label %214, label %301, !llvm.loop !37

224:                                              ; preds = %190
  %225 = icmp ugt ptr %81, %73
  br i1 %225, label %243, label %226

226:                                              ; preds = %224
  %227 = sub i64 %75, %194
  %228 = getelementptr inbounds i8, ptr %198, i64 %227
  %229 = load <16 x i8>, ptr %81, align 1
  store <16 x i8> %229, ptr %198, align 1
  %230 = icmp slt i64 %227, 17
  br i1 %230, label %243, label %231

231:                                              ; preds = %226
  %232 = getelementptr inbounds i8, ptr %198, i64 16
  br label %233

233:                                              ; preds = %233, %231
  %234 = phi ptr [ %232, %231 ], [ %241, %233 ]
  %235 = phi ptr [ %81, %231 ], [ %239, %233 ]
  %236 = getelementptr inbounds i8, ptr %235, i64 16
  %237 = load <16 x i8>, ptr %236, align 1
  store <16 x i8> %237, ptr %234, align 1
  %238 = getelementptr inbounds i8, ptr %234, i64 16
  %239 = getelementptr inbounds i8, ptr %235, i64 32
  %240 = load <16 x i8>, ptr %239, align 1
  store <16 x i8> %240, ptr %238, align 1
  %241 = getelementptr inbounds i8, ptr %234, i64 32
  %242 = icmp ult ptr %241, %228
  br i1 %242, label %233, label %243, !llvm.loop !37

243:                                              ; preds = %233, %226, %224
  %244 = phi ptr [ %73, %226 ], [ %81, %224 ], [ %73, %233 ]
  %245 = phi ptr [ %228, %226 ], [ %198, %224 ], [ %228, %233 ]
  %246 = icmp ult ptr %244, %196
  br i1 %246, label %247, label %301

247:                                              ; preds = %243
  %248 = ptrtoint ptr %245 to i64
  %249 = ptrtoint ptr %244 to i64
  %250 = sub i64 %193, %249
  %251 = getelementptr i8, ptr %244, i64 %250
  %252 = icmp ult i64 %250, 8
  %253 = sub i64 %248, %249
  %254 = icmp ult i64 %253, 32
  %255 = select i1 %252, i1 true, i1 %254
  br i1 %255, label %291, label %256

256:                                              ; preds = %247
  %257 = icmp ult i64 %250, 32
  br i1 %257, label %277, label %258

258:                                              ; preds = %256
  %259 = and i64 %250, -32
  br label %260

260:                                              ; preds = %260, %258
  %261 = phi i64 [ 0, %258 ], [ %268, %260 ]
  %262 = getelementptr i8, ptr %245, i64 %261
  %263 = getelementptr i8, ptr %244, i64 %261
  %264 = getelementptr i8, ptr %263, i64 16
  %265 = load <16 x i8>, ptr %263, align 1, !tbaa !33
  %266 = load <16 x i8>, ptr %264, align 1, !tbaa !33
  %267 = getelementptr i8, ptr %262, i64 16
  store <16 x i8> %265, ptr %262, align 1, !tbaa !33
  store <16 x i8> %266, ptr %267, align 1, !tbaa !33
  %268 = add nuw i64 %261, 32
  %269 = icmp eq i64 %268, %259
  br i1 %269, label %270, label %260, !llvm.loop !38

270:                                              ; preds = %260
  %271 = icmp eq i64 %250, %259
  br i1 %271, label %301, label %272

272:                                              ; preds = %270
  %273 = getelementptr i8, ptr %244, i64 %259
  %274 = getelementptr i8, ptr %245, i64 %259
  %275 = and i64 %250, 24
  %276 = icmp eq i64 %275, 0
  br i1 %276, label %291, label %277

277:                                              ; preds = %256, %272
  %278 = phi i64 [ %259, %272 ], [ 0, %256 ]
  %279 = and i64 %250, -8
  %280 = getelementptr i8, ptr %245, i64 %279
  %281 = getelementptr i8, ptr %244, i64 %279
  br label %282

282:                                              ; preds = %282, %277
  %283 = phi i64 [ %278, %277 ], [ %287, %282 ]
  %284 = getelementptr i8, ptr %245, i64 %283
  %285 = getelementptr i8, ptr %244, i64 %283
  %286 = load <8 x i8>, ptr %285, align 1, !tbaa !33
  store <8 x i8> %286, ptr %284, align 1, !tbaa !33
  %287 = add nuw i64 %283, 8
  %288 = icmp eq i64 %287, %279
  br i1 %288, label %289, label %282, !llvm.loop !41

289:                                              ; preds = %282
  %290 = icmp eq i64 %250, %279
  br i1 %290, label %301, label %291

291:                                              ; preds = %289, %247, %272
  %292 = phi ptr [ %245, %247 ], [ %274, %272 ], [ %280, %289 ]
  %293 = phi ptr [ %244, %247 ], [ %273, %272 ], [ %281, %289 ]
  br label %294

294:                                              ; preds = %291, %294
  %295 = phi ptr [ %299, %294 ], [ %292, %291 ]
  %296 = phi ptr [ %297, %294 ], [ %293, %291 ]
  %297 = getelementptr inbounds i8, ptr %296, i64 1
  %298 = load i8, ptr %296, align 1, !tbaa !33
  %299 = getelementptr inbounds i8, ptr %295, i64 1
  store i8 %298, ptr %295, align 1, !tbaa !33
  %300 = icmp eq ptr %297, %251
  br i1 %300, label %301, label %294, !llvm.loop !42

301:                                              ; preds = %214, %294, %270, %289, %243, %206
  %302 = load ptr, ptr %74, align 8, !tbaa !34
  %303 = getelementptr inbounds i8, ptr %302, i64 %195
  store ptr %303, ptr %74, align 8, !tbaa !34
  %304 = icmp ugt i64 %195, 65535
  %305 = load ptr, ptr %77, align 8, !tbaa !36
  br i1 %304, label %306, label %313, !prof !43

306:                                              ; preds = %301
  store i32 1, ptr %76, align 8, !tbaa !44
  %307 = load ptr, ptr %1, align 8, !tbaa !45
  %308 = ptrtoint ptr %305 to i64
  %309 = ptrtoint ptr %307 to i64
  %310 = sub i64 %308, %309
  %311 = lshr exact i64 %310, 3
  %312 = trunc i64 %311 to i32
  store i32 %312, ptr %78, align 4, !tbaa !46
  br label %313

313:                                              ; preds = %306, %301, %203
  %314 = phi ptr [ %205, %203 ], [ %305, %306 ], [ %305, %301 ]
  %315 = trunc i64 %195 to i16
  %316 = getelementptr inbounds i8, ptr %314, i64 4
  store i16 %315, ptr %316, align 4, !tbaa !47
  store i32 1, ptr %314, align 4, !tbaa !49
  %317 = add i64 %191, 1
  %318 = icmp ugt i64 %317, 65535
  br i1 %318, label %756, label %769, !prof !50

319:                                              ; preds = %96
  %320 = load i64, ptr %102, align 1
  %321 = mul i64 %320, -3523014627327384477
  %322 = lshr i64 %321, %68
  %323 = icmp ult i32 %98, %39
  %324 = select i1 %323, ptr %9, ptr %99
  %325 = load i64, ptr %324, align 1, !tbaa !22
  %326 = load i64, ptr %101, align 1
  %327 = icmp eq i64 %325, %326
  %328 = icmp eq ptr %324, %99
  %329 = select i1 %327, i1 %328, i1 false
  br i1 %329, label %330, label %419

330:                                              ; preds = %319
  %331 = getelementptr inbounds i8, ptr %101, i64 8
  %332 = getelementptr inbounds i8, ptr %99, i64 8
  %333 = icmp ugt ptr %70, %331
  br i1 %333, label %334, label %360

334:                                              ; preds = %330
  %335 = load i64, ptr %332, align 1, !tbaa !22
  %336 = load i64, ptr %331, align 1, !tbaa !22
  %337 = icmp eq i64 %335, %336
  br i1 %337, label %342, label %338

338:                                              ; preds = %334
  %339 = xor i64 %336, %335
  %340 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %339, i1 false)
  %341 = lshr i64 %340, 3
  br label %397

342:                                              ; preds = %334, %348
  %343 = phi ptr [ %346, %348 ], [ %332, %334 ]
  %344 = phi ptr [ %345, %348 ], [ %331, %334 ]
  %345 = getelementptr inbounds i8, ptr %344, i64 8
  %346 = getelementptr inbounds i8, ptr %343, i64 8
  %347 = icmp ult ptr %345, %70
  br i1 %347, label %348, label %360

348:                                              ; preds = %342
  %349 = load i64, ptr %346, align 1, !tbaa !22
  %350 = load i64, ptr %345, align 1, !tbaa !22
  %351 = icmp eq i64 %349, %350
  br i1 %351, label %342, label %352

352:                                              ; preds = %348
  %353 = xor i64 %350, %349
  %354 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %353, i1 false)
  %355 = lshr i64 %354, 3
  %356 = getelementptr inbounds i8, ptr %345, i64 %355
  %357 = ptrtoint ptr %356 to i64
  %358 = ptrtoint ptr %331 to i64
  %359 = sub i64 %357, %358
  br label %397

360:                                              ; preds = %342, %330
  %361 = phi ptr [ %332, %330 ], [ %346, %342 ]
  %362 = phi ptr [ %331, %330 ], [ %345, %342 ]
  %363 = icmp ult ptr %362, %71
  br i1 %363, label %364, label %371

364:                                              ; preds = %360
  %365 = load i32, ptr %361, align 1, !tbaa !23
  %366 = load i32, ptr %362, align 1, !tbaa !23
  %367 = icmp eq i32 %365, %366
  br i1 %367, label %368, label %371

368:                                              ; preds = %364
  %369 = getelementptr inbounds i8, ptr %362, i64 4
  %370 = getelementptr inbounds i8, ptr %361, i64 4
  br label %371

371:                                              ; preds = %368, %364, %360
  %372 = phi ptr [ %370, %368 ], [ %361, %364 ], [ %361, %360 ]
  %373 = phi ptr [ %369, %368 ], [ %362, %364 ], [ %362, %360 ]
  %374 = icmp ult ptr %373, %72
  br i1 %374, label %375, label %382

375:                                              ; preds = %371
  %376 = load i16, ptr %372, align 1, !tbaa !31
  %377 = load i16, ptr %373, align 1, !tbaa !31
  %378 = icmp eq i16 %376, %377
  br i1 %378, label %379, label %382

379:                                              ; preds = %375
  %380 = getelementptr inbounds i8, ptr %373, i64 2
  %381 = getelementptr inbounds i8, ptr %372, i64 2
  br label %382

382:                                              ; preds = %379, %375, %371
  %383 = phi ptr [ %381, %379 ], [ %372, %375 ], [ %372, %371 ]
  %384 = phi ptr [ %380, %379 ], [ %373, %375 ], [ %373, %371 ]
  %385 = icmp ult ptr %384, %42
  br i1 %385, label %386, label %392

386:                                              ; preds = %382
  %387 = load i8, ptr %383, align 1, !tbaa !33
  %388 = load i8, ptr %384, align 1, !tbaa !33
  %389 = icmp eq i8 %387, %388
  %390 = zext i1 %389 to i64
  %391 = getelementptr inbounds i8, ptr %384, i64 %390
  br label %392

392:                                              ; preds = %386, %382
  %393 = phi ptr [ %384, %382 ], [ %391, %386 ]
  %394 = ptrtoint ptr %393 to i64
  %395 = ptrtoint ptr %331 to i64
  %396 = sub i64 %394, %395
  br label %397

397:                                              ; preds = %392, %352, %338
  %398 = phi i64 [ %396, %392 ], [ %341, %338 ], [ %359, %352 ]
  %399 = add i64 %398, 8
  %400 = ptrtoint ptr %99 to i64
  %401 = sub i64 %111, %400
  %402 = icmp ugt ptr %101, %81
  %403 = icmp ugt ptr %99, %41
  %404 = and i1 %403, %402
  br i1 %404, label %405, label %617

405:                                              ; preds = %397, %414
  %406 = phi i64 [ %415, %414 ], [ %399, %397 ]
  %407 = phi ptr [ %409, %414 ], [ %101, %397 ]
  %408 = phi ptr [ %411, %414 ], [ %99, %397 ]
  %409 = getelementptr inbounds i8, ptr %407, i64 -1
  %410 = load i8, ptr %409, align 1, !tbaa !33
  %411 = getelementptr inbounds i8, ptr %408, i64 -1
  %412 = load i8, ptr %411, align 1, !tbaa !33
  %413 = icmp eq i8 %410, %412
  br i1 %413, label %414, label %617

414:                                              ; preds = %405
  %415 = add i64 %406, 1
  %416 = icmp ugt ptr %409, %81
  %417 = icmp ugt ptr %411, %41
  %418 = and i1 %416, %417
  br i1 %418, label %405, label %617, !llvm.loop !51

419:                                              ; preds = %319
  %420 = trunc i64 %326 to i32
  %421 = getelementptr inbounds i32, ptr %14, i64 %322
  %422 = load i32, ptr %421, align 4, !tbaa !23
  %423 = zext i32 %422 to i64
  %424 = getelementptr inbounds i8, ptr %22, i64 %423
  %425 = icmp ult i32 %110, %39
  %426 = select i1 %425, ptr %9, ptr %115
  %427 = load i32, ptr %426, align 1, !tbaa !23
  %428 = icmp eq i32 %427, %420
  %429 = icmp eq ptr %426, %115
  %430 = select i1 %428, i1 %429, i1 false
  br i1 %430, label %444, label %431

431:                                              ; preds = %419
  %432 = icmp ult ptr %102, %104
  br i1 %432, label %438, label %433

433:                                              ; preds = %431
  %434 = getelementptr inbounds i8, ptr %102, i64 64
  call void @llvm.prefetch.p0(ptr nonnull %434, i32 0, i32 3, i32 1)
  %435 = getelementptr inbounds i8, ptr %102, i64 128
  call void @llvm.prefetch.p0(ptr nonnull %435, i32 0, i32 3, i32 1)
  %436 = add i64 %103, 1
  %437 = getelementptr inbounds i8, ptr %104, i64 256
  br label %438

438:                                              ; preds = %433, %431
  %439 = phi i64 [ %436, %433 ], [ %103, %431 ]
  %440 = phi ptr [ %437, %433 ], [ %104, %431 ]
  %441 = getelementptr inbounds i8, ptr %102, i64 %439
  %442 = getelementptr inbounds i8, ptr %102, i64 256
  call void @llvm.prefetch.p0(ptr nonnull %442, i32 0, i32 3, i32 1)
  %443 = icmp ugt ptr %441, %43
  br i1 %443, label %934, label %96, !llvm.loop !52

444:                                              ; preds = %419
  %445 = getelementptr inbounds i8, ptr %101, i64 4
  %446 = getelementptr inbounds i8, ptr %115, i64 4
  %447 = icmp ugt ptr %70, %445
  br i1 %447, label %448, label %474

448:                                              ; preds = %444
  %449 = load i64, ptr %446, align 1, !tbaa !22
  %450 = load i64, ptr %445, align 1, !tbaa !22
  %451 = icmp eq i64 %449, %450
  br i1 %451, label %456, label %452

452:                                              ; preds = %448
  %453 = xor i64 %450, %449
  %454 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %453, i1 false)
  %455 = lshr i64 %454, 3
  br label %511

456:                                              ; preds = %448, %462
  %457 = phi ptr [ %460, %462 ], [ %446, %448 ]
  %458 = phi ptr [ %459, %462 ], [ %445, %448 ]
  %459 = getelementptr inbounds i8, ptr %458, i64 8
  %460 = getelementptr inbounds i8, ptr %457, i64 8
  %461 = icmp ult ptr %459, %70
  br i1 %461, label %462, label %474

462:                                              ; preds = %456
  %463 = load i64, ptr %460, align 1, !tbaa !22
  %464 = load i64, ptr %459, align 1, !tbaa !22
  %465 = icmp eq i64 %463, %464
  br i1 %465, label %456, label %466

466:                                              ; preds = %462
  %467 = xor i64 %464, %463
  %468 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %467, i1 false)
  %469 = lshr i64 %468, 3
  %470 = getelementptr inbounds i8, ptr %459, i64 %469
  %471 = ptrtoint ptr %470 to i64
  %472 = ptrtoint ptr %445 to i64
  %473 = sub i64 %471, %472
  br label %511

474:                                              ; preds = %456, %444
  %475 = phi ptr [ %446, %444 ], [ %460, %456 ]
  %476 = phi ptr [ %445, %444 ], [ %459, %456 ]
  %477 = icmp ult ptr %476, %71
  br i1 %477, label %478, label %485

478:                                              ; preds = %474
  %479 = load i32, ptr %475, align 1, !tbaa !23
  %480 = load i32, ptr %476, align 1, !tbaa !23
  %481 = icmp eq i32 %479, %480
  br i1 %481, label %482, label %485

482:                                              ; preds = %478
  %483 = getelementptr inbounds i8, ptr %476, i64 4
  %484 = getelementptr inbounds i8, ptr %475, i64 4
  br label %485

485:                                              ; preds = %482, %478, %474
  %486 = phi ptr [ %484, %482 ], [ %475, %478 ], [ %475, %474 ]
  %487 = phi ptr [ %483, %482 ], [ %476, %478 ], [ %476, %474 ]
  %488 = icmp ult ptr %487, %72
  br i1 %488, label %489, label %496

489:                                              ; preds = %485
  %490 = load i16, ptr %486, align 1, !tbaa !31
  %491 = load i16, ptr %487, align 1, !tbaa !31
  %492 = icmp eq i16 %490, %491
  br i1 %492, label %493, label %496

493:                                              ; preds = %489
  %494 = getelementptr inbounds i8, ptr %487, i64 2
  %495 = getelementptr inbounds i8, ptr %486, i64 2
  br label %496

496:                                              ; preds = %493, %489, %485
  %497 = phi ptr [ %495, %493 ], [ %486, %489 ], [ %486, %485 ]
  %498 = phi ptr [ %494, %493 ], [ %487, %489 ], [ %487, %485 ]
  %499 = icmp ult ptr %498, %42
  br i1 %499, label %500, label %506

500:                                              ; preds = %496
  %501 = load i8, ptr %497, align 1, !tbaa !33
  %502 = load i8, ptr %498, align 1, !tbaa !33
  %503 = icmp eq i8 %501, %502
  %504 = zext i1 %503 to i64
  %505 = getelementptr inbounds i8, ptr %498, i64 %504
  br label %506

506:                                              ; preds = %500, %496
  %507 = phi ptr [ %498, %496 ], [ %505, %500 ]
  %508 = ptrtoint ptr %507 to i64
  %509 = ptrtoint ptr %445 to i64
  %510 = sub i64 %508, %509
  br label %511

511:                                              ; preds = %506, %466, %452
  %512 = phi i64 [ %510, %506 ], [ %455, %452 ], [ %473, %466 ]
  %513 = add i64 %512, 4
  %514 = ptrtoint ptr %115 to i64
  %515 = sub i64 %111, %514
  %516 = icmp ugt i32 %422, %39
  br i1 %516, label %517, label %595

517:                                              ; preds = %511
  %518 = load i64, ptr %424, align 1, !tbaa !22
  %519 = icmp eq i64 %518, %320
  br i1 %519, label %520, label %595

520:                                              ; preds = %517
  %521 = getelementptr inbounds i8, ptr %102, i64 8
  %522 = getelementptr inbounds i8, ptr %424, i64 8
  %523 = icmp ugt ptr %70, %521
  br i1 %523, label %524, label %550

524:                                              ; preds = %520
  %525 = load i64, ptr %522, align 1, !tbaa !22
  %526 = load i64, ptr %521, align 1, !tbaa !22
  %527 = icmp eq i64 %525, %526
  br i1 %527, label %532, label %528

528:                                              ; preds = %524
  %529 = xor i64 %526, %525
  %530 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %529, i1 false)
  %531 = lshr i64 %530, 3
  br label %587

532:                                              ; preds = %524, %538
  %533 = phi ptr [ %536, %538 ], [ %522, %524 ]
  %534 = phi ptr [ %535, %538 ], [ %521, %524 ]
  %535 = getelementptr inbounds i8, ptr %534, i64 8
  %536 = getelementptr inbounds i8, ptr %533, i64 8
  %537 = icmp ult ptr %535, %70
  br i1 %537, label %538, label %550

538:                                              ; preds = %532
  %539 = load i64, ptr %536, align 1, !tbaa !22
  %540 = load i64, ptr %535, align 1, !tbaa !22
  %541 = icmp eq i64 %539, %540
  br i1 %541, label %532, label %542

542:                                              ; preds = %538
  %543 = xor i64 %540, %539
  %544 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %543, i1 false)
  %545 = lshr i64 %544, 3
  %546 = getelementptr inbounds i8, ptr %535, i64 %545
  %547 = ptrtoint ptr %546 to i64
  %548 = ptrtoint ptr %521 to i64
  %549 = sub i64 %547, %548
  br label %587

550:                                              ; preds = %532, %520
  %551 = phi ptr [ %522, %520 ], [ %536, %532 ]
  %552 = phi ptr [ %521, %520 ], [ %535, %532 ]
  %553 = icmp ult ptr %552, %71
  br i1 %553, label %554, label %561

554:                                              ; preds = %550
  %555 = load i32, ptr %551, align 1, !tbaa !23
  %556 = load i32, ptr %552, align 1, !tbaa !23
  %557 = icmp eq i32 %555, %556
  br i1 %557, label %558, label %561

558:                                              ; preds = %554
  %559 = getelementptr inbounds i8, ptr %552, i64 4
  %560 = getelementptr inbounds i8, ptr %551, i64 4
  br label %561

561:                                              ; preds = %558, %554, %550
  %562 = phi ptr [ %560, %558 ], [ %551, %554 ], [ %551, %550 ]
  %563 = phi ptr [ %559, %558 ], [ %552, %554 ], [ %552, %550 ]
  %564 = icmp ult ptr %563, %72
  br i1 %564, label %565, label %572

565:                                              ; preds = %561
  %566 = load i16, ptr %562, align 1, !tbaa !31
  %567 = load i16, ptr %563, align 1, !tbaa !31
  %568 = icmp eq i16 %566, %567
  br i1 %568, label %569, label %572

569:                                              ; preds = %565
  %570 = getelementptr inbounds i8, ptr %563, i64 2
  %571 = getelementptr inbounds i8, ptr %562, i64 2
  br label %572

572:                                              ; preds = %569, %565, %561
  %573 = phi ptr [ %571, %569 ], [ %562, %565 ], [ %562, %561 ]
  %574 = phi ptr [ %570, %569 ], [ %563, %565 ], [ %563, %561 ]
  %575 = icmp ult ptr %574, %42
  br i1 %575, label %576, label %582

576:                                              ; preds = %572
  %577 = load i8, ptr %573, align 1, !tbaa !33
  %578 = load i8, ptr %574, align 1, !tbaa !33
  %579 = icmp eq i8 %577, %578
  %580 = zext i1 %579 to i64
  %581 = getelementptr inbounds i8, ptr %574, i64 %580
  br label %582

582:                                              ; preds = %576, %572
  %583 = phi ptr [ %574, %572 ], [ %581, %576 ]
  %584 = ptrtoint ptr %583 to i64
  %585 = ptrtoint ptr %521 to i64
  %586 = sub i64 %584, %585
  br label %587

587:                                              ; preds = %582, %542, %528
  %588 = phi i64 [ %586, %582 ], [ %531, %528 ], [ %549, %542 ]
  %589 = add i64 %588, 8
  %590 = icmp ugt i64 %589, %513
  br i1 %590, label %591, label %595

591:                                              ; preds = %587
  %592 = ptrtoint ptr %102 to i64
  %593 = ptrtoint ptr %424 to i64
  %594 = sub i64 %592, %593
  br label %595

595:                                              ; preds = %591, %587, %517, %511
  %596 = phi ptr [ %115, %517 ], [ %115, %511 ], [ %424, %591 ], [ %115, %587 ]
  %597 = phi ptr [ %101, %517 ], [ %101, %511 ], [ %102, %591 ], [ %101, %587 ]
  %598 = phi i64 [ %515, %517 ], [ %515, %511 ], [ %594, %591 ], [ %515, %587 ]
  %599 = phi i64 [ %513, %517 ], [ %513, %511 ], [ %589, %591 ], [ %513, %587 ]
  %600 = icmp ugt ptr %597, %81
  %601 = icmp ugt ptr %596, %41
  %602 = and i1 %601, %600
  br i1 %602, label %603, label %617

603:                                              ; preds = %595, %612
  %604 = phi i64 [ %613, %612 ], [ %599, %595 ]
  %605 = phi ptr [ %607, %612 ], [ %597, %595 ]
  %606 = phi ptr [ %609, %612 ], [ %596, %595 ]
  %607 = getelementptr inbounds i8, ptr %605, i64 -1
  %608 = load i8, ptr %607, align 1, !tbaa !33
  %609 = getelementptr inbounds i8, ptr %606, i64 -1
  %610 = load i8, ptr %609, align 1, !tbaa !33
  %611 = icmp eq i8 %608, %610
  br i1 %611, label %612, label %617

612:                                              ; preds = %603
  %613 = add i64 %604, 1
  %614 = icmp ugt ptr %607, %81
  %615 = icmp ugt ptr %609, %41
  %616 = and i1 %614, %615
  br i1 %616, label %603, label %617, !llvm.loop !53

617:                                              ; preds = %612, %603, %414, %405, %595, %397
  %618 = phi ptr [ %101, %397 ], [ %597, %595 ], [ %407, %405 ], [ %409, %414 ], [ %607, %612 ], [ %605, %603 ]
  %619 = phi i64 [ %401, %397 ], [ %598, %595 ], [ %401, %405 ], [ %401, %414 ], [ %598, %603 ], [ %598, %612 ]
  %620 = phi i64 [ %399, %397 ], [ %599, %595 ], [ %406, %405 ], [ %415, %414 ], [ %613, %612 ], [ %604, %603 ]
  %621 = trunc i64 %619 to i32
  %622 = icmp ult i64 %103, 4
  br i1 %622, label %623, label %628

623:                                              ; preds = %617
  %624 = ptrtoint ptr %102 to i64
  %625 = sub i64 %624, %24
  %626 = trunc i64 %625 to i32
  %627 = getelementptr inbounds i32, ptr %14, i64 %322
  store i32 %626, ptr %627, align 4, !tbaa !23
  br label %628

628:                                              ; preds = %623, %617
  %629 = ptrtoint ptr %618 to i64
  %630 = ptrtoint ptr %81 to i64
  %631 = sub i64 %629, %630
  %632 = add i32 %621, 3
  %633 = getelementptr inbounds i8, ptr %81, i64 %631
  %634 = icmp ugt ptr %633, %73
  %635 = load ptr, ptr %74, align 8, !tbaa !34
  br i1 %634, label %661, label %636

636:                                              ; preds = %628
  %637 = load <16 x i8>, ptr %81, align 1
  store <16 x i8> %637, ptr %635, align 1
  %638 = icmp ugt i64 %631, 16
  %639 = load ptr, ptr %74, align 8, !tbaa !34
  br i1 %638, label %643, label %640

640:                                              ; preds = %636
  %641 = getelementptr inbounds i8, ptr %639, i64 %631
  store ptr %641, ptr %74, align 8, !tbaa !34
  %642 = load ptr, ptr %77, align 8, !tbaa !36
  br label %750

643:                                              ; preds = %636
  %644 = getelementptr inbounds i8, ptr %639, i64 16
  %645 = getelementptr inbounds i8, ptr %81, i64 16
  %646 = getelementptr i8, ptr %639, i64 %631
  %647 = load <16 x i8>, ptr %645, align 1
  store <16 x i8> %647, ptr %644, align 1
  %648 = icmp slt i64 %631, 33
  br i1 %648, label %738, label %649

649:                                              ; preds = %643
  %650 = getelementptr inbounds i8, ptr %639, i64 32
  br label %651

651:                                              ; preds = %651, %649
  %652 = phi ptr [ %650, %649 ], [ %659, %651 ]
  %653 = phi ptr [ %645, %649 ], [ %657, %651 ]
  %654 = getelementptr inbounds i8, ptr %653, i64 16
  %655 = load <16 x i8>, ptr %654, align 1
  store <16 x i8> %655, ptr %652, align 1
  %656 = getelementptr inbounds i8, ptr %652, i64 16
  %657 = getelementptr inbounds i8, ptr %653, i64 32
  %658 = load <16 x i8>, ptr %657, align 1
  store <16 x i8> %658, ptr %656, align 1
  %659 = getelementptr inbounds i8, ptr %652, i64 32
  %660 = icmp ult ptr %659, %646
  br i1 %660, label %651, label %738, !llvm.loop !37

661:                                              ; preds = %628
  %662 = icmp ugt ptr %81, %73
  br i1 %662, label %680, label %663

663:                                              ; preds = %661
  %664 = sub i64 %75, %630
  %665 = getelementptr inbounds i8, ptr %635, i64 %664
  %666 = load <16 x i8>, ptr %81, align 1
  store <16 x i8> %666, ptr %635, align 1
  %667 = icmp slt i64 %664, 17
  br i1 %667, label %680, label %668

668:                                              ; preds = %663
  %669 = getelementptr inbounds i8, ptr %635, i64 16
  br label %670

670:                                              ; preds = %670, %668
  %671 = phi ptr [ %669, %668 ], [ %678, %670 ]
  %672 = phi ptr [ %81, %668 ], [ %676, %670 ]
  %673 = getelementptr inbounds i8, ptr %672, i64 16
  %674 = load <16 x i8>, ptr %673, align 1
  store <16 x i8> %674, ptr %671, align 1
  %675 = getelementptr inbounds i8, ptr %671, i64 16
  %676 = getelementptr inbounds i8, ptr %672, i64 32
  %677 = load <16 x i8>, ptr %676, align 1
  store <16 x i8> %677, ptr %675, align 1
  %678 = getelementptr inbounds i8, ptr %671, i64 32
  %679 = icmp ult ptr %678, %665
  br i1 %679, label %670, label %680, !llvm.loop !37

680:                                              ; preds = %670, %663, %661
  %681 = phi ptr [ %73, %663 ], [ %81, %661 ], [ %73, %670 ]
  %682 = phi ptr [ %665, %663 ], [ %635, %661 ], [ %665, %670 ]
  %683 = icmp ult ptr %681, %633
  br i1 %683, label %684, label %738

684:                                              ; preds = %680
  %685 = ptrtoint ptr %682 to i64
  %686 = ptrtoint ptr %681 to i64
  %687 = sub i64 %629, %686
  %688 = getelementptr i8, ptr %681, i64 %687
  %689 = icmp ult i64 %687, 8
  %690 = sub i64 %685, %686
  %691 = icmp ult i64 %690, 32
  %692 = select i1 %689, i1 true, i1 %691
  br i1 %692, label %728, label %693

693:                                              ; preds = %684
  %694 = icmp ult i64 %687, 32
  br i1 %694, label %714, label %695

695:                                              ; preds = %693
  %696 = and i64 %687, -32
  br label %697

697:                                              ; preds = %697, %695
  %698 = phi i64 [ 0, %695 ], [ %705, %697 ]
  %699 = getelementptr i8, ptr %682, i64 %698
  %700 = getelementptr i8, ptr %681, i64 %698
  %701 = getelementptr i8, ptr %700, i64 16
  %702 = load <16 x i8>, ptr %700, align 1, !tbaa !33
  %703 = load <16 x i8>, ptr %701, align 1, !tbaa !33
  %704 = getelementptr i8, ptr %699, i64 16
  store <16 x i8> %702, ptr %699, align 1, !tbaa !33
  store <16 x i8> %703, ptr %704, align 1, !tbaa !33
  %705 = add nuw i64 %698, 32
  %706 = icmp eq i64 %705, %696
  br i1 %706, label %707, label %697, !llvm.loop !54

707:                                              ; preds = %697
  %708 = icmp eq i64 %687, %696
  br i1 %708, label %738, label %709

709:                                              ; preds = %707
  %710 = getelementptr i8, ptr %681, i64 %696
  %711 = getelementptr i8, ptr %682, i64 %696
  %712 = and i64 %687, 24
  %713 = icmp eq i64 %712, 0
  br i1 %713, label %728, label %714

714:                                              ; preds = %693, %709
  %715 = phi i64 [ %696, %709 ], [ 0, %693 ]
  %716 = and i64 %687, -8
  %717 = getelementptr i8, ptr %682, i64 %716
  %718 = getelementptr i8, ptr %681, i64 %716
  br label %719

719:                                              ; preds = %719, %714
  %720 = phi i64 [ %715, %714 ], [ %724, %719 ]
  %721 = getelementptr i8, ptr %682, i64 %720
  %722 = getelementptr i8, ptr %681, i64 %720
  %723 = load <8 x i8>, ptr %722, align 1, !tbaa !33
  store <8 x i8> %723, ptr %721, align 1, !tbaa !33
  %724 = add nuw i64 %720, 8
  %725 = icmp eq i64 %724, %716
  br i1 %725, label %726, label %719, !llvm.loop !55

726:                                              ; preds = %719
  %727 = icmp eq i64 %687, %716
  br i1 %727, label %738, label %728

728:                                              ; preds = %726, %684, %709
  %729 = phi ptr [ %682, %684 ], [ %711, %709 ], [ %717, %726 ]
  %730 = phi ptr [ %681, %684 ], [ %710, %709 ], [ %718, %726 ]
  br label %731

731:                                              ; preds = %728, %731
  %732 = phi ptr [ %736, %731 ], [ %729, %728 ]
  %733 = phi ptr [ %734, %731 ], [ %730, %728 ]
  %734 = getelementptr inbounds i8, ptr %733, i64 1
  %735 = load i8, ptr %733, align 1, !tbaa !33
  %736 = getelementptr inbounds i8, ptr %732, i64 1
  store i8 %735, ptr %732, align 1, !tbaa !33
  %737 = icmp eq ptr %734, %688
  br i1 %737, label %738, label %731, !llvm.loop !56

738:                                              ; preds = %651, %731, %707, %726, %680, %643
  %739 = load ptr, ptr %74, align 8, !tbaa !34
  %740 = getelementptr inbounds i8, ptr %739, i64 %631
  store ptr %740, ptr %74, align 8, !tbaa !34
  %741 = icmp ugt i64 %631, 65535
  %742 = load ptr, ptr %77, align 8, !tbaa !36
  br i1 %741, label %743, label %750, !prof !43

743:                                              ; preds = %738
  store i32 1, ptr %76, align 8, !tbaa !44
  %744 = load ptr, ptr %1, align 8, !tbaa !45
  %745 = ptrtoint ptr %742 to i64
  %746 = ptrtoint ptr %744 to i64
  %747 = sub i64 %745, %746
  %748 = lshr exact i64 %747, 3
  %749 = trunc i64 %748 to i32
  store i32 %749, ptr %78, align 4, !tbaa !46
  br label %750

750:                                              ; preds = %743, %738, %640
  %751 = phi ptr [ %642, %640 ], [ %742, %743 ], [ %742, %738 ]
  %752 = trunc i64 %631 to i16
  %753 = getelementptr inbounds i8, ptr %751, i64 4
  store i16 %752, ptr %753, align 4, !tbaa !47
  store i32 %632, ptr %751, align 4, !tbaa !49
  %754 = add i64 %620, -3
  %755 = icmp ugt i64 %754, 65535
  br i1 %755, label %756, label %769, !prof !50

756:                                              ; preds = %750, %313
  %757 = phi ptr [ %314, %313 ], [ %751, %750 ]
  %758 = phi i64 [ %317, %313 ], [ %754, %750 ]
  %759 = phi ptr [ %117, %313 ], [ %618, %750 ]
  %760 = phi i64 [ %192, %313 ], [ %620, %750 ]
  %761 = phi i32 [ %83, %313 ], [ %82, %750 ]
  %762 = phi i32 [ %82, %313 ], [ %621, %750 ]
  store i32 2, ptr %76, align 8, !tbaa !44
  %763 = load ptr, ptr %1, align 8, !tbaa !45
  %764 = ptrtoint ptr %757 to i64
  %765 = ptrtoint ptr %763 to i64
  %766 = sub i64 %764, %765
  %767 = lshr exact i64 %766, 3
  %768 = trunc i64 %767 to i32
  store i32 %768, ptr %78, align 4, !tbaa !46
  br label %769

769:                                              ; preds = %756, %750, %313
  %770 = phi i64 [ %317, %313 ], [ %754, %750 ], [ %758, %756 ]
  %771 = phi ptr [ %314, %313 ], [ %751, %750 ], [ %757, %756 ]
  %772 = phi ptr [ %117, %313 ], [ %618, %750 ], [ %759, %756 ]
  %773 = phi i64 [ %192, %313 ], [ %620, %750 ], [ %760, %756 ]
  %774 = phi i32 [ %83, %313 ], [ %82, %750 ], [ %761, %756 ]
  %775 = phi i32 [ %82, %313 ], [ %621, %750 ], [ %762, %756 ]
  %776 = trunc i64 %770 to i16
  %777 = getelementptr inbounds i8, ptr %771, i64 6
  store i16 %776, ptr %777, align 2, !tbaa !57
  %778 = getelementptr inbounds i8, ptr %771, i64 8
  store ptr %778, ptr %77, align 8, !tbaa !36
  %779 = getelementptr inbounds i8, ptr %772, i64 %773
  %780 = icmp ugt ptr %779, %43
  br i1 %780, label %928, label %781

781:                                              ; preds = %769
  %782 = add i32 %113, 2
  %783 = zext i32 %782 to i64
  %784 = getelementptr inbounds i8, ptr %22, i64 %783
  %785 = load i64, ptr %784, align 1, !tbaa !22
  %786 = mul i64 %785, -3523014627327384477
  %787 = lshr i64 %786, %68
  %788 = getelementptr inbounds i32, ptr %14, i64 %787
  store i32 %782, ptr %788, align 4, !tbaa !23
  %789 = getelementptr inbounds i8, ptr %779, i64 -2
  %790 = ptrtoint ptr %789 to i64
  %791 = sub i64 %790, %24
  %792 = trunc i64 %791 to i32
  %793 = load i64, ptr %789, align 1, !tbaa !22
  %794 = mul i64 %793, -3523014627327384477
  %795 = lshr i64 %794, %68
  %796 = getelementptr inbounds i32, ptr %14, i64 %795
  store i32 %792, ptr %796, align 4, !tbaa !23
  %797 = load i32, ptr %784, align 1, !tbaa !23
  %798 = mul i32 %797, -1640531535
  %799 = lshr i32 %798, %69
  %800 = zext i32 %799 to i64
  %801 = getelementptr inbounds i32, ptr %18, i64 %800
  store i32 %782, ptr %801, align 4, !tbaa !23
  %802 = getelementptr inbounds i8, ptr %779, i64 -1
  %803 = ptrtoint ptr %802 to i64
  %804 = sub i64 %803, %24
  %805 = trunc i64 %804 to i32
  %806 = load i32, ptr %802, align 1, !tbaa !23
  %807 = mul i32 %806, -1640531535
  %808 = lshr i32 %807, %69
  %809 = zext i32 %808 to i64
  %810 = getelementptr inbounds i32, ptr %18, i64 %809
  store i32 %805, ptr %810, align 4, !tbaa !23
  br label %811

811:                                              ; preds = %922, %781
  %812 = phi ptr [ %778, %781 ], [ %925, %922 ]
  %813 = phi ptr [ %779, %781 ], [ %926, %922 ]
  %814 = phi i32 [ %775, %781 ], [ %815, %922 ]
  %815 = phi i32 [ %774, %781 ], [ %814, %922 ]
  %816 = icmp ne i32 %815, 0
  %817 = load i32, ptr %813, align 1, !tbaa !23
  %818 = zext i32 %815 to i64
  %819 = sub nsw i64 0, %818
  %820 = getelementptr inbounds i8, ptr %813, i64 %819
  %821 = load i32, ptr %820, align 1, !tbaa !23
  %822 = icmp eq i32 %817, %821
  %823 = and i1 %816, %822
  br i1 %823, label %824, label %928

824:                                              ; preds = %811
  %825 = getelementptr inbounds i8, ptr %813, i64 4
  %826 = getelementptr inbounds i8, ptr %825, i64 %819
  %827 = icmp ugt ptr %70, %825
  br i1 %827, label %828, label %854

828:                                              ; preds = %824
  %829 = load i64, ptr %826, align 1, !tbaa !22
  %830 = load i64, ptr %825, align 1, !tbaa !22
  %831 = icmp eq i64 %829, %830
  br i1 %831, label %836, label %832

832:                                              ; preds = %828
  %833 = xor i64 %830, %829
  %834 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %833, i1 false)
  %835 = lshr i64 %834, 3
  br label %891

836:                                              ; preds = %828, %842
  %837 = phi ptr [ %840, %842 ], [ %826, %828 ]
  %838 = phi ptr [ %839, %842 ], [ %825, %828 ]
  %839 = getelementptr inbounds i8, ptr %838, i64 8
  %840 = getelementptr inbounds i8, ptr %837, i64 8
  %841 = icmp ult ptr %839, %70
  br i1 %841, label %842, label %854

842:                                              ; preds = %836
  %843 = load i64, ptr %840, align 1, !tbaa !22
  %844 = load i64, ptr %839, align 1, !tbaa !22
  %845 = icmp eq i64 %843, %844
  br i1 %845, label %836, label %846

846:                                              ; preds = %842
  %847 = xor i64 %844, %843
  %848 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %847, i1 false)
  %849 = lshr i64 %848, 3
  %850 = getelementptr inbounds i8, ptr %839, i64 %849
  %851 = ptrtoint ptr %850 to i64
  %852 = ptrtoint ptr %825 to i64
  %853 = sub i64 %851, %852
  br label %891

854:                                              ; preds = %836, %824
  %855 = phi ptr [ %826, %824 ], [ %840, %836 ]
  %856 = phi ptr [ %825, %824 ], [ %839, %836 ]
  %857 = icmp ult ptr %856, %71
  br i1 %857, label %858, label %865

858:                                              ; preds = %854
  %859 = load i32, ptr %855, align 1, !tbaa !23
  %860 = load i32, ptr %856, align 1, !tbaa !23
  %861 = icmp eq i32 %859, %860
  br i1 %861, label %862, label %865

862:                                              ; preds = %858
  %863 = getelementptr inbounds i8, ptr %856, i64 4
  %864 = getelementptr inbounds i8, ptr %855, i64 4
  br label %865

865:                                              ; preds = %862, %858, %854
  %866 = phi ptr [ %864, %862 ], [ %855, %858 ], [ %855, %854 ]
  %867 = phi ptr [ %863, %862 ], [ %856, %858 ], [ %856, %854 ]
  %868 = icmp ult ptr %867, %72
  br i1 %868, label %869, label %876

869:                                              ; preds = %865
  %870 = load i16, ptr %866, align 1, !tbaa !31
  %871 = load i16, ptr %867, align 1, !tbaa !31
  %872 = icmp eq i16 %870, %871
  br i1 %872, label %873, label %876

873:                                              ; preds = %869
  %874 = getelementptr inbounds i8, ptr %867, i64 2
  %875 = getelementptr inbounds i8, ptr %866, i64 2
  br label %876

876:                                              ; preds = %873, %869, %865
  %877 = phi ptr [ %875, %873 ], [ %866, %869 ], [ %866, %865 ]
  %878 = phi ptr [ %874, %873 ], [ %867, %869 ], [ %867, %865 ]
  %879 = icmp ult ptr %878, %42
  br i1 %879, label %880, label %886

880:                                              ; preds = %876
  %881 = load i8, ptr %877, align 1, !tbaa !33
  %882 = load i8, ptr %878, align 1, !tbaa !33
  %883 = icmp eq i8 %881, %882
  %884 = zext i1 %883 to i64
  %885 = getelementptr inbounds i8, ptr %878, i64 %884
  br label %886

886:                                              ; preds = %880, %876
  %887 = phi ptr [ %878, %876 ], [ %885, %880 ]
  %888 = ptrtoint ptr %887 to i64
  %889 = ptrtoint ptr %825 to i64
  %890 = sub i64 %888, %889
  br label %891

891:                                              ; preds = %886, %846, %832
  %892 = phi i64 [ %890, %886 ], [ %835, %832 ], [ %853, %846 ]
  %893 = add i64 %892, 4
  %894 = ptrtoint ptr %813 to i64
  %895 = sub i64 %894, %24
  %896 = trunc i64 %895 to i32
  %897 = mul i32 %817, -1640531535
  %898 = lshr i32 %897, %69
  %899 = zext i32 %898 to i64
  %900 = getelementptr inbounds i32, ptr %18, i64 %899
  store i32 %896, ptr %900, align 4, !tbaa !23
  %901 = load i64, ptr %813, align 1, !tbaa !22
  %902 = mul i64 %901, -3523014627327384477
  %903 = lshr i64 %902, %68
  %904 = getelementptr inbounds i32, ptr %14, i64 %903
  store i32 %896, ptr %904, align 4, !tbaa !23
  %905 = icmp ugt ptr %813, %73
  br i1 %905, label %910, label %906

906:                                              ; preds = %891
  %907 = load ptr, ptr %74, align 8, !tbaa !34
  %908 = load <16 x i8>, ptr %813, align 1
  store <16 x i8> %908, ptr %907, align 1
  %909 = load ptr, ptr %77, align 8, !tbaa !36
  br label %910

910:                                              ; preds = %906, %891
  %911 = phi ptr [ %812, %891 ], [ %909, %906 ]
  %912 = getelementptr inbounds i8, ptr %911, i64 4
  store i16 0, ptr %912, align 4, !tbaa !47
  store i32 1, ptr %911, align 4, !tbaa !49
  %913 = add i64 %892, 1
  %914 = icmp ugt i64 %913, 65535
  br i1 %914, label %915, label %922, !prof !50

915:                                              ; preds = %910
  store i32 2, ptr %76, align 8, !tbaa !44
  %916 = load ptr, ptr %1, align 8, !tbaa !45
  %917 = ptrtoint ptr %911 to i64
  %918 = ptrtoint ptr %916 to i64
  %919 = sub i64 %917, %918
  %920 = lshr exact i64 %919, 3
  %921 = trunc i64 %920 to i32
  store i32 %921, ptr %78, align 4, !tbaa !46
  br label %922

922:                                              ; preds = %915, %910
  %923 = trunc i64 %913 to i16
  %924 = getelementptr inbounds i8, ptr %911, i64 6
  store i16 %923, ptr %924, align 2, !tbaa !57
  %925 = getelementptr inbounds i8, ptr %911, i64 8
  store ptr %925, ptr %77, align 8, !tbaa !36
  %926 = getelementptr inbounds i8, ptr %813, i64 %893
  %927 = icmp ugt ptr %926, %43
  br i1 %927, label %928, label %811

928:                                              ; preds = %922, %811, %769
  %929 = phi i32 [ %774, %769 ], [ %815, %811 ], [ %814, %922 ]
  %930 = phi i32 [ %775, %769 ], [ %814, %811 ], [ %815, %922 ]
  %931 = phi ptr [ %779, %769 ], [ %813, %811 ], [ %926, %922 ]
  %932 = getelementptr inbounds i8, ptr %931, i64 1
  %933 = icmp ugt ptr %932, %43
  br i1 %933, label %934, label %79

934:                                              ; preds = %928, %438, %65
  %935 = phi i32 [ %60, %65 ], [ %83, %438 ], [ %929, %928 ]
  %936 = phi i32 [ %62, %65 ], [ %82, %438 ], [ %930, %928 ]
  %937 = phi ptr [ %3, %65 ], [ %81, %438 ], [ %931, %928 ]
  %938 = select i1 %61, i32 %44, i32 0
  %939 = select i1 %59, i32 %46, i32 0
  %940 = icmp ne i32 %936, 0
  %941 = select i1 %61, i1 %940, i1 false
  %942 = select i1 %941, i32 %44, i32 %939
  %943 = select i1 %940, i32 %936, i32 %938
  store i32 %943, ptr %2, align 4, !tbaa !23
  %944 = icmp eq i32 %935, 0
  %945 = select i1 %944, i32 %942, i32 %935
  store i32 %945, ptr %45, align 4, !tbaa !23
  %946 = ptrtoint ptr %42 to i64
  %947 = ptrtoint ptr %937 to i64
  %948 = sub i64 %946, %947
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %9) #8
  br label %3583

949:                                              ; preds = %5
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %8) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %8, ptr noundef nonnull align 1 dereferenceable(10) @__const.ZSTD_compressBlock_doubleFast_noDict_generic.dummy, i64 10, i1 false)
  br i1 %64, label %1812, label %950

950:                                              ; preds = %949
  %951 = sub i32 64, %16
  %952 = zext nneg i32 %951 to i64
  %953 = sub i32 64, %20
  %954 = zext nneg i32 %953 to i64
  %955 = getelementptr inbounds i8, ptr %42, i64 -7
  %956 = getelementptr inbounds i8, ptr %42, i64 -3
  %957 = getelementptr inbounds i8, ptr %42, i64 -1
  %958 = getelementptr inbounds i8, ptr %42, i64 -32
  %959 = getelementptr inbounds i8, ptr %1, i64 24
  %960 = ptrtoint ptr %958 to i64
  %961 = getelementptr inbounds i8, ptr %1, i64 72
  %962 = getelementptr inbounds i8, ptr %1, i64 8
  %963 = getelementptr inbounds i8, ptr %1, i64 76
  br label %964

964:                                              ; preds = %1806, %950
  %965 = phi ptr [ %63, %950 ], [ %1810, %1806 ]
  %966 = phi ptr [ %3, %950 ], [ %1809, %1806 ]
  %967 = phi i32 [ %62, %950 ], [ %1808, %1806 ]
  %968 = phi i32 [ %60, %950 ], [ %1807, %1806 ]
  %969 = phi ptr [ %49, %950 ], [ %1809, %1806 ]
  %970 = getelementptr inbounds i8, ptr %969, i64 256
  %971 = load i64, ptr %969, align 1, !tbaa !22
  %972 = mul i64 %971, -3523014627327384477
  %973 = lshr i64 %972, %952
  %974 = getelementptr inbounds i32, ptr %14, i64 %973
  %975 = load i32, ptr %974, align 4, !tbaa !23
  %976 = zext i32 %975 to i64
  %977 = getelementptr inbounds i8, ptr %22, i64 %976
  %978 = icmp ne i32 %967, 0
  %979 = zext i32 %967 to i64
  %980 = sub nsw i64 0, %979
  br label %981

981:                                              ; preds = %1320, %964
  %982 = phi i64 [ %971, %964 ], [ %1203, %1320 ]
  %983 = phi i32 [ %975, %964 ], [ %1303, %1320 ]
  %984 = phi ptr [ %977, %964 ], [ %1305, %1320 ]
  %985 = phi i64 [ %973, %964 ], [ %1205, %1320 ]
  %986 = phi ptr [ %969, %964 ], [ %987, %1320 ]
  %987 = phi ptr [ %965, %964 ], [ %1323, %1320 ]
  %988 = phi i64 [ 1, %964 ], [ %1321, %1320 ]
  %989 = phi ptr [ %970, %964 ], [ %1322, %1320 ]
  %990 = mul i64 %982, -3523014627271114752
  %991 = lshr i64 %990, %954
  %992 = getelementptr inbounds i32, ptr %18, i64 %991
  %993 = load i32, ptr %992, align 4, !tbaa !23
  %994 = ptrtoint ptr %986 to i64
  %995 = sub i64 %994, %24
  %996 = trunc i64 %995 to i32
  %997 = zext i32 %993 to i64
  %998 = getelementptr inbounds i8, ptr %22, i64 %997
  store i32 %996, ptr %992, align 4, !tbaa !23
  %999 = getelementptr inbounds i32, ptr %14, i64 %985
  store i32 %996, ptr %999, align 4, !tbaa !23
  %1000 = getelementptr inbounds i8, ptr %986, i64 1
  %1001 = getelementptr inbounds i8, ptr %1000, i64 %980
  %1002 = load i32, ptr %1001, align 1, !tbaa !23
  %1003 = load i32, ptr %1000, align 1, !tbaa !23
  %1004 = icmp eq i32 %1002, %1003
  %1005 = and i1 %978, %1004
  br i1 %1005, label %1006, label %1202

1006:                                             ; preds = %981
  %1007 = getelementptr inbounds i8, ptr %986, i64 5
  %1008 = getelementptr inbounds i8, ptr %1007, i64 %980
  %1009 = icmp ugt ptr %955, %1007
  br i1 %1009, label %1010, label %1036

1010:                                             ; preds = %1006
  %1011 = load i64, ptr %1008, align 1, !tbaa !22
  %1012 = load i64, ptr %1007, align 1, !tbaa !22
  %1013 = icmp eq i64 %1011, %1012
  br i1 %1013, label %1018, label %1014

1014:                                             ; preds = %1010
  %1015 = xor i64 %1012, %1011
  %1016 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1015, i1 false)
  %1017 = lshr i64 %1016, 3
  br label %1073

1018:                                             ; preds = %1010, %1024
  %1019 = phi ptr [ %1022, %1024 ], [ %1008, %1010 ]
  %1020 = phi ptr [ %1021, %1024 ], [ %1007, %1010 ]
  %1021 = getelementptr inbounds i8, ptr %1020, i64 8
  %1022 = getelementptr inbounds i8, ptr %1019, i64 8
  %1023 = icmp ult ptr %1021, %955
  br i1 %1023, label %1024, label %1036

1024:                                             ; preds = %1018
  %1025 = load i64, ptr %1022, align 1, !tbaa !22
  %1026 = load i64, ptr %1021, align 1, !tbaa !22
  %1027 = icmp eq i64 %1025, %1026
  br i1 %1027, label %1018, label %1028

1028:                                             ; preds = %1024
  %1029 = xor i64 %1026, %1025
  %1030 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1029, i1 false)
  %1031 = lshr i64 %1030, 3
  %1032 = getelementptr inbounds i8, ptr %1021, i64 %1031
  %1033 = ptrtoint ptr %1032 to i64
  %1034 = ptrtoint ptr %1007 to i64
  %1035 = sub i64 %1033, %1034
  br label %1073

1036:                                             ; preds = %1018, %1006
  %1037 = phi ptr [ %1008, %1006 ], [ %1022, %1018 ]
  %1038 = phi ptr [ %1007, %1006 ], [ %1021, %1018 ]
  %1039 = icmp ult ptr %1038, %956
  br i1 %1039, label %1040, label %1047

1040:                                             ; preds = %1036
  %1041 = load i32, ptr %1037, align 1, !tbaa !23
  %1042 = load i32, ptr %1038, align 1, !tbaa !23
  %1043 = icmp eq i32 %1041, %1042
  br i1 %1043, label %1044, label %1047

1044:                                             ; preds = %1040
  %1045 = getelementptr inbounds i8, ptr %1038, i64 4
  %1046 = getelementptr inbounds i8, ptr %1037, i64 4
  br label %1047

1047:                                             ; preds = %1044, %1040, %1036
  %1048 = phi ptr [ %1046, %1044 ], [ %1037, %1040 ], [ %1037, %1036 ]
  %1049 = phi ptr [ %1045, %1044 ], [ %1038, %1040 ], [ %1038, %1036 ]
  %1050 = icmp ult ptr %1049, %957
  br i1 %1050, label %1051, label %1058

1051:                                             ; preds = %1047
  %1052 = load i16, ptr %1048, align 1, !tbaa !31
  %1053 = load i16, ptr %1049, align 1, !tbaa !31
  %1054 = icmp eq i16 %1052, %1053
  br i1 %1054, label %1055, label %1058

1055:                                             ; preds = %1051
  %1056 = getelementptr inbounds i8, ptr %1049, i64 2
  %1057 = getelementptr inbounds i8, ptr %1048, i64 2
  br label %1058

1058:                                             ; preds = %1055, %1051, %1047
  %1059 = phi ptr [ %1057, %1055 ], [ %1048, %1051 ], [ %1048, %1047 ]
  %1060 = phi ptr [ %1056, %1055 ], [ %1049, %1051 ], [ %1049, %1047 ]
  %1061 = icmp ult ptr %1060, %42
  br i1 %1061, label %1062, label %1068

1062:                                             ; preds = %1058
  %1063 = load i8, ptr %1059, align 1, !tbaa !33
  %1064 = load i8, ptr %1060, align 1, !tbaa !33
  %1065 = icmp eq i8 %1063, %1064
  %1066 = zext i1 %1065 to i64
  %1067 = getelementptr inbounds i8, ptr %1060, i64 %1066
  br label %1068

1068:                                             ; preds = %1062, %1058
  %1069 = phi ptr [ %1060, %1058 ], [ %1067, %1062 ]
  %1070 = ptrtoint ptr %1069 to i64
  %1071 = ptrtoint ptr %1007 to i64
  %1072 = sub i64 %1070, %1071
  br label %1073

1073:                                             ; preds = %1068, %1028, %1014
  %1074 = phi i64 [ %1072, %1068 ], [ %1017, %1014 ], [ %1035, %1028 ]
  %1075 = add i64 %1074, 4
  %1076 = ptrtoint ptr %1000 to i64
  %1077 = ptrtoint ptr %966 to i64
  %1078 = sub i64 %1076, %1077
  %1079 = getelementptr inbounds i8, ptr %966, i64 %1078
  %1080 = icmp ugt ptr %1079, %958
  %1081 = load ptr, ptr %959, align 8, !tbaa !34
  br i1 %1080, label %1107, label %1082

1082:                                             ; preds = %1073
  %1083 = load <16 x i8>, ptr %966, align 1
  store <16 x i8> %1083, ptr %1081, align 1
  %1084 = icmp ugt i64 %1078, 16
  %1085 = load ptr, ptr %959, align 8, !tbaa !34
  br i1 %1084, label %1089, label %1086

1086:                                             ; preds = %1082
  %1087 = getelementptr inbounds i8, ptr %1085, i64 %1078
  store ptr %1087, ptr %959, align 8, !tbaa !34
  %1088 = load ptr, ptr %962, align 8, !tbaa !36
  br label %1196

1089:                                             ; preds = %1082
  %1090 = getelementptr inbounds i8, ptr %1085, i64 16
  %1091 = getelementptr inbounds i8, ptr %966, i64 16
  %1092 = getelementptr i8, ptr %1085, i64 %1078
  %1093 = load <16 x i8>, ptr %1091, align 1
  store <16 x i8> %1093, ptr %1090, align 1
  %1094 = icmp slt i64 %1078, 33
  br i1 %1094, label %1184, label %1095

1095:                                             ; preds = %1089
  %1096 = getelementptr inbounds i8, ptr %1085, i64 32
  br label %1097

1097:                                             ; preds = %1097, %1095
  %1098 = phi ptr [ %1096, %1095 ], [ %1105, %1097 ]
  %1099 = phi ptr [ %1091, %1095 ], [ %1103, %1097 ]
  %1100 = getelementptr inbounds i8, ptr %1099, i64 16
  %1101 = load <16 x i8>, ptr %1100, align 1
  store <16 x i8> %1101, ptr %1098, align 1
  %1102 = getelementptr inbounds i8, ptr %1098, i64 16
  %1103 = getelementptr inbounds i8, ptr %1099, i64 32
  %1104 = load <16 x i8>, ptr %1103, align 1
  store <16 x i8> %1104, ptr %1102, align 1
  %1105 = getelementptr inbounds i8, ptr %1098, i64 32
  %1106 = icmp ult ptr %1105, %1092
  br i1 %1106, label %1097, label %1184, !llvm.loop !37

1107:                                             ; preds = %1073
  %1108 = icmp ugt ptr %966, %958
  br i1 %1108, label %1126, label %1109

1109:                                             ; preds = %1107
  %1110 = sub i64 %960, %1077
  %1111 = getelementptr inbounds i8, ptr %1081, i64 %1110
  %1112 = load <16 x i8>, ptr %966, align 1
  store <16 x i8> %1112, ptr %1081, align 1
  %1113 = icmp slt i64 %1110, 17
  br i1 %1113, label %1126, label %1114

1114:                                             ; preds = %1109
  %1115 = getelementptr inbounds i8, ptr %1081, i64 16
  br label %1116

1116:                                             ; preds = %1116, %1114
  %1117 = phi ptr [ %1115, %1114 ], [ %1124, %1116 ]
  %1118 = phi ptr [ %966, %1114 ], [ %1122, %1116 ]
  %1119 = getelementptr inbounds i8, ptr %1118, i64 16
  %1120 = load <16 x i8>, ptr %1119, align 1
  store <16 x i8> %1120, ptr %1117, align 1
  %1121 = getelementptr inbounds i8, ptr %1117, i64 16
  %1122 = getelementptr inbounds i8, ptr %1118, i64 32
  %1123 = load <16 x i8>, ptr %1122, align 1
  store <16 x i8> %1123, ptr %1121, align 1
  %1124 = getelementptr inbounds i8, ptr %1117, i64 32
  %1125 = icmp ult ptr %1124, %1111
  br i1 %1125, label %1116, label %1126, !llvm.loop !37

1126:                                             ; preds = %1116, %1109, %1107
  %1127 = phi ptr [ %958, %1109 ], [ %966, %1107 ], [ %958, %1116 ]
  %1128 = phi ptr [ %1111, %1109 ], [ %1081, %1107 ], [ %1111, %1116 ]
  %1129 = icmp ult ptr %1127, %1079
  br i1 %1129, label %1130, label %1184

1130:                                             ; preds = %1126
  %1131 = ptrtoint ptr %1128 to i64
  %1132 = ptrtoint ptr %1127 to i64
  %1133 = sub i64 %1076, %1132
  %1134 = getelementptr i8, ptr %1127, i64 %1133
  %1135 = icmp ult i64 %1133, 8
  %1136 = sub i64 %1131, %1132
  %1137 = icmp ult i64 %1136, 32
  %1138 = select i1 %1135, i1 true, i1 %1137
  br i1 %1138, label %1174, label %1139

1139:                                             ; preds = %1130
  %1140 = icmp ult i64 %1133, 32
  br i1 %1140, label %1160, label %1141

1141:                                             ; preds = %1139
  %1142 = and i64 %1133, -32
  br label %1143

1143:                                             ; preds = %1143, %1141
  %1144 = phi i64 [ 0, %1141 ], [ %1151, %1143 ]
  %1145 = getelementptr i8, ptr %1128, i64 %1144
  %1146 = getelementptr i8, ptr %1127, i64 %1144
  %1147 = getelementptr i8, ptr %1146, i64 16
  %1148 = load <16 x i8>, ptr %1146, align 1, !tbaa !33
  %1149 = load <16 x i8>, ptr %1147, align 1, !tbaa !33
  %1150 = getelementptr i8, ptr %1145, i64 16
  store <16 x i8> %1148, ptr %1145, align 1, !tbaa !33
  store <16 x i8> %1149, ptr %1150, align 1, !tbaa !33
  %1151 = add nuw i64 %1144, 32
  %1152 = icmp eq i64 %1151, %1142
  br i1 %1152, label %1153, label %1143, !llvm.loop !58

1153:                                             ; preds = %1143
  %1154 = icmp eq i64 %1133, %1142
  br i1 %1154, label %1184, label %1155

1155:                                             ; preds = %1153
  %1156 = getelementptr i8, ptr %1127, i64 %1142
  %1157 = getelementptr i8, ptr %1128, i64 %1142
  %1158 = and i64 %1133, 24
  %1159 = icmp eq i64 %1158, 0
  br i1 %1159, label %1174, label %1160

1160:                                             ; preds = %1139, %1155
  %1161 = phi i64 [ %1142, %1155 ], [ 0, %1139 ]
  %1162 = and i64 %1133, -8
  %1163 = getelementptr i8, ptr %1128, i64 %1162
  %1164 = getelementptr i8, ptr %1127, i64 %1162
  br label %1165

1165:                                             ; preds = %1165, %1160
  %1166 = phi i64 [ %1161, %1160 ], [ %1170, %1165 ]
  %1167 = getelementptr i8, ptr %1128, i64 %1166
  %1168 = getelementptr i8, ptr %1127, i64 %1166
  %1169 = load <8 x i8>, ptr %1168, align 1, !tbaa !33
  store <8 x i8> %1169, ptr %1167, align 1, !tbaa !33
  %1170 = add nuw i64 %1166, 8
  %1171 = icmp eq i64 %1170, %1162
  br i1 %1171, label %1172, label %1165, !llvm.loop !59

1172:                                             ; preds = %1165
  %1173 = icmp eq i64 %1133, %1162
  br i1 %1173, label %1184, label %1174

1174:                                             ; preds = %1172, %1130, %1155
  %1175 = phi ptr [ %1128, %1130 ], [ %1157, %1155 ], [ %1163, %1172 ]
  %1176 = phi ptr [ %1127, %1130 ], [ %1156, %1155 ], [ %1164, %1172 ]
  br label %1177

1177:                                             ; preds = %1174, %1177
  %1178 = phi ptr [ %1182, %1177 ], [ %1175, %1174 ]
  %1179 = phi ptr [ %1180, %1177 ], [ %1176, %1174 ]
  %1180 = getelementptr inbounds i8, ptr %1179, i64 1
  %1181 = load i8, ptr %1179, align 1, !tbaa !33
  %1182 = getelementptr inbounds i8, ptr %1178, i64 1
  store i8 %1181, ptr %1178, align 1, !tbaa !33
  %1183 = icmp eq ptr %1180, %1134
  br i1 %1183, label %1184, label %1177, !llvm.loop !60

1184:                                             ; preds = %1097, %1177, %1153, %1172, %1126, %1089
  %1185 = load ptr, ptr %959, align 8, !tbaa !34
  %1186 = getelementptr inbounds i8, ptr %1185, i64 %1078
  store ptr %1186, ptr %959, align 8, !tbaa !34
  %1187 = icmp ugt i64 %1078, 65535
  %1188 = load ptr, ptr %962, align 8, !tbaa !36
  br i1 %1187, label %1189, label %1196, !prof !43

1189:                                             ; preds = %1184
  store i32 1, ptr %961, align 8, !tbaa !44
  %1190 = load ptr, ptr %1, align 8, !tbaa !45
  %1191 = ptrtoint ptr %1188 to i64
  %1192 = ptrtoint ptr %1190 to i64
  %1193 = sub i64 %1191, %1192
  %1194 = lshr exact i64 %1193, 3
  %1195 = trunc i64 %1194 to i32
  store i32 %1195, ptr %963, align 4, !tbaa !46
  br label %1196

1196:                                             ; preds = %1189, %1184, %1086
  %1197 = phi ptr [ %1088, %1086 ], [ %1188, %1189 ], [ %1188, %1184 ]
  %1198 = trunc i64 %1078 to i16
  %1199 = getelementptr inbounds i8, ptr %1197, i64 4
  store i16 %1198, ptr %1199, align 4, !tbaa !47
  store i32 1, ptr %1197, align 4, !tbaa !49
  %1200 = add i64 %1074, 1
  %1201 = icmp ugt i64 %1200, 65535
  br i1 %1201, label %1638, label %1651, !prof !50

1202:                                             ; preds = %981
  %1203 = load i64, ptr %987, align 1, !tbaa !22
  %1204 = mul i64 %1203, -3523014627327384477
  %1205 = lshr i64 %1204, %952
  %1206 = icmp ult i32 %983, %39
  %1207 = select i1 %1206, ptr %8, ptr %984
  %1208 = load i64, ptr %1207, align 1, !tbaa !22
  %1209 = icmp eq i64 %1208, %982
  %1210 = icmp eq ptr %1207, %984
  %1211 = select i1 %1209, i1 %1210, i1 false
  br i1 %1211, label %1212, label %1301

1212:                                             ; preds = %1202
  %1213 = getelementptr inbounds i8, ptr %986, i64 8
  %1214 = getelementptr inbounds i8, ptr %984, i64 8
  %1215 = icmp ugt ptr %955, %1213
  br i1 %1215, label %1216, label %1242

1216:                                             ; preds = %1212
  %1217 = load i64, ptr %1214, align 1, !tbaa !22
  %1218 = load i64, ptr %1213, align 1, !tbaa !22
  %1219 = icmp eq i64 %1217, %1218
  br i1 %1219, label %1224, label %1220

1220:                                             ; preds = %1216
  %1221 = xor i64 %1218, %1217
  %1222 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1221, i1 false)
  %1223 = lshr i64 %1222, 3
  br label %1279

1224:                                             ; preds = %1216, %1230
  %1225 = phi ptr [ %1228, %1230 ], [ %1214, %1216 ]
  %1226 = phi ptr [ %1227, %1230 ], [ %1213, %1216 ]
  %1227 = getelementptr inbounds i8, ptr %1226, i64 8
  %1228 = getelementptr inbounds i8, ptr %1225, i64 8
  %1229 = icmp ult ptr %1227, %955
  br i1 %1229, label %1230, label %1242

1230:                                             ; preds = %1224
  %1231 = load i64, ptr %1228, align 1, !tbaa !22
  %1232 = load i64, ptr %1227, align 1, !tbaa !22
  %1233 = icmp eq i64 %1231, %1232
  br i1 %1233, label %1224, label %1234

1234:                                             ; preds = %1230
  %1235 = xor i64 %1232, %1231
  %1236 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1235, i1 false)
  %1237 = lshr i64 %1236, 3
  %1238 = getelementptr inbounds i8, ptr %1227, i64 %1237
  %1239 = ptrtoint ptr %1238 to i64
  %1240 = ptrtoint ptr %1213 to i64
  %1241 = sub i64 %1239, %1240
  br label %1279

1242:                                             ; preds = %1224, %1212
  %1243 = phi ptr [ %1214, %1212 ], [ %1228, %1224 ]
  %1244 = phi ptr [ %1213, %1212 ], [ %1227, %1224 ]
  %1245 = icmp ult ptr %1244, %956
  br i1 %1245, label %1246, label %1253

1246:                                             ; preds = %1242
  %1247 = load i32, ptr %1243, align 1, !tbaa !23
  %1248 = load i32, ptr %1244, align 1, !tbaa !23
  %1249 = icmp eq i32 %1247, %1248
  br i1 %1249, label %1250, label %1253

1250:                                             ; preds = %1246
  %1251 = getelementptr inbounds i8, ptr %1244, i64 4
  %1252 = getelementptr inbounds i8, ptr %1243, i64 4
  br label %1253

1253:                                             ; preds = %1250, %1246, %1242
  %1254 = phi ptr [ %1252, %1250 ], [ %1243, %1246 ], [ %1243, %1242 ]
  %1255 = phi ptr [ %1251, %1250 ], [ %1244, %1246 ], [ %1244, %1242 ]
  %1256 = icmp ult ptr %1255, %957
  br i1 %1256, label %1257, label %1264

1257:                                             ; preds = %1253
  %1258 = load i16, ptr %1254, align 1, !tbaa !31
  %1259 = load i16, ptr %1255, align 1, !tbaa !31
  %1260 = icmp eq i16 %1258, %1259
  br i1 %1260, label %1261, label %1264

1261:                                             ; preds = %1257
  %1262 = getelementptr inbounds i8, ptr %1255, i64 2
  %1263 = getelementptr inbounds i8, ptr %1254, i64 2
  br label %1264

1264:                                             ; preds = %1261, %1257, %1253
  %1265 = phi ptr [ %1263, %1261 ], [ %1254, %1257 ], [ %1254, %1253 ]
  %1266 = phi ptr [ %1262, %1261 ], [ %1255, %1257 ], [ %1255, %1253 ]
  %1267 = icmp ult ptr %1266, %42
  br i1 %1267, label %1268, label %1274

1268:                                             ; preds = %1264
  %1269 = load i8, ptr %1265, align 1, !tbaa !33
  %1270 = load i8, ptr %1266, align 1, !tbaa !33
  %1271 = icmp eq i8 %1269, %1270
  %1272 = zext i1 %1271 to i64
  %1273 = getelementptr inbounds i8, ptr %1266, i64 %1272
  br label %1274

1274:                                             ; preds = %1268, %1264
  %1275 = phi ptr [ %1266, %1264 ], [ %1273, %1268 ]
  %1276 = ptrtoint ptr %1275 to i64
  %1277 = ptrtoint ptr %1213 to i64
  %1278 = sub i64 %1276, %1277
  br label %1279

1279:                                             ; preds = %1274, %1234, %1220
  %1280 = phi i64 [ %1278, %1274 ], [ %1223, %1220 ], [ %1241, %1234 ]
  %1281 = add i64 %1280, 8
  %1282 = ptrtoint ptr %984 to i64
  %1283 = sub i64 %994, %1282
  %1284 = icmp ugt ptr %986, %966
  %1285 = icmp ugt ptr %984, %41
  %1286 = and i1 %1285, %1284
  br i1 %1286, label %1287, label %1499

1287:                                             ; preds = %1279, %1296
  %1288 = phi i64 [ %1297, %1296 ], [ %1281, %1279 ]
  %1289 = phi ptr [ %1291, %1296 ], [ %986, %1279 ]
  %1290 = phi ptr [ %1293, %1296 ], [ %984, %1279 ]
  %1291 = getelementptr inbounds i8, ptr %1289, i64 -1
  %1292 = load i8, ptr %1291, align 1, !tbaa !33
  %1293 = getelementptr inbounds i8, ptr %1290, i64 -1
  %1294 = load i8, ptr %1293, align 1, !tbaa !33
  %1295 = icmp eq i8 %1292, %1294
  br i1 %1295, label %1296, label %1499

1296:                                             ; preds = %1287
  %1297 = add i64 %1288, 1
  %1298 = icmp ugt ptr %1291, %966
  %1299 = icmp ugt ptr %1293, %41
  %1300 = and i1 %1298, %1299
  br i1 %1300, label %1287, label %1499, !llvm.loop !51

1301:                                             ; preds = %1202
  %1302 = getelementptr inbounds i32, ptr %14, i64 %1205
  %1303 = load i32, ptr %1302, align 4, !tbaa !23
  %1304 = zext i32 %1303 to i64
  %1305 = getelementptr inbounds i8, ptr %22, i64 %1304
  %1306 = icmp ult i32 %993, %39
  %1307 = select i1 %1306, ptr %8, ptr %998
  %1308 = load i32, ptr %1307, align 1, !tbaa !23
  %1309 = load i32, ptr %986, align 1, !tbaa !23
  %1310 = icmp eq i32 %1308, %1309
  %1311 = icmp eq ptr %1307, %998
  %1312 = select i1 %1310, i1 %1311, i1 false
  br i1 %1312, label %1326, label %1313

1313:                                             ; preds = %1301
  %1314 = icmp ult ptr %987, %989
  br i1 %1314, label %1320, label %1315

1315:                                             ; preds = %1313
  %1316 = getelementptr inbounds i8, ptr %987, i64 64
  call void @llvm.prefetch.p0(ptr nonnull %1316, i32 0, i32 3, i32 1)
  %1317 = getelementptr inbounds i8, ptr %987, i64 128
  call void @llvm.prefetch.p0(ptr nonnull %1317, i32 0, i32 3, i32 1)
  %1318 = add i64 %988, 1
  %1319 = getelementptr inbounds i8, ptr %989, i64 256
  br label %1320

1320:                                             ; preds = %1315, %1313
  %1321 = phi i64 [ %1318, %1315 ], [ %988, %1313 ]
  %1322 = phi ptr [ %1319, %1315 ], [ %989, %1313 ]
  %1323 = getelementptr inbounds i8, ptr %987, i64 %1321
  %1324 = getelementptr inbounds i8, ptr %987, i64 256
  call void @llvm.prefetch.p0(ptr nonnull %1324, i32 0, i32 3, i32 1)
  %1325 = icmp ugt ptr %1323, %43
  br i1 %1325, label %1812, label %981, !llvm.loop !52

1326:                                             ; preds = %1301
  %1327 = getelementptr inbounds i8, ptr %986, i64 4
  %1328 = getelementptr inbounds i8, ptr %998, i64 4
  %1329 = icmp ugt ptr %955, %1327
  br i1 %1329, label %1330, label %1356

1330:                                             ; preds = %1326
  %1331 = load i64, ptr %1328, align 1, !tbaa !22
  %1332 = load i64, ptr %1327, align 1, !tbaa !22
  %1333 = icmp eq i64 %1331, %1332
  br i1 %1333, label %1338, label %1334

1334:                                             ; preds = %1330
  %1335 = xor i64 %1332, %1331
  %1336 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1335, i1 false)
  %1337 = lshr i64 %1336, 3
  br label %1393

1338:                                             ; preds = %1330, %1344
  %1339 = phi ptr [ %1342, %1344 ], [ %1328, %1330 ]
  %1340 = phi ptr [ %1341, %1344 ], [ %1327, %1330 ]
  %1341 = getelementptr inbounds i8, ptr %1340, i64 8
  %1342 = getelementptr inbounds i8, ptr %1339, i64 8
  %1343 = icmp ult ptr %1341, %955
  br i1 %1343, label %1344, label %1356

1344:                                             ; preds = %1338
  %1345 = load i64, ptr %1342, align 1, !tbaa !22
  %1346 = load i64, ptr %1341, align 1, !tbaa !22
  %1347 = icmp eq i64 %1345, %1346
  br i1 %1347, label %1338, label %1348

1348:                                             ; preds = %1344
  %1349 = xor i64 %1346, %1345
  %1350 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1349, i1 false)
  %1351 = lshr i64 %1350, 3
  %1352 = getelementptr inbounds i8, ptr %1341, i64 %1351
  %1353 = ptrtoint ptr %1352 to i64
  %1354 = ptrtoint ptr %1327 to i64
  %1355 = sub i64 %1353, %1354
  br label %1393

1356:                                             ; preds = %1338, %1326
  %1357 = phi ptr [ %1328, %1326 ], [ %1342, %1338 ]
  %1358 = phi ptr [ %1327, %1326 ], [ %1341, %1338 ]
  %1359 = icmp ult ptr %1358, %956
  br i1 %1359, label %1360, label %1367

1360:                                             ; preds = %1356
  %1361 = load i32, ptr %1357, align 1, !tbaa !23
  %1362 = load i32, ptr %1358, align 1, !tbaa !23
  %1363 = icmp eq i32 %1361, %1362
  br i1 %1363, label %1364, label %1367

1364:                                             ; preds = %1360
  %1365 = getelementptr inbounds i8, ptr %1358, i64 4
  %1366 = getelementptr inbounds i8, ptr %1357, i64 4
  br label %1367

1367:                                             ; preds = %1364, %1360, %1356
  %1368 = phi ptr [ %1366, %1364 ], [ %1357, %1360 ], [ %1357, %1356 ]
  %1369 = phi ptr [ %1365, %1364 ], [ %1358, %1360 ], [ %1358, %1356 ]
  %1370 = icmp ult ptr %1369, %957
  br i1 %1370, label %1371, label %1378

1371:                                             ; preds = %1367
  %1372 = load i16, ptr %1368, align 1, !tbaa !31
  %1373 = load i16, ptr %1369, align 1, !tbaa !31
  %1374 = icmp eq i16 %1372, %1373
  br i1 %1374, label %1375, label %1378

1375:                                             ; preds = %1371
  %1376 = getelementptr inbounds i8, ptr %1369, i64 2
  %1377 = getelementptr inbounds i8, ptr %1368, i64 2
  br label %1378

1378:                                             ; preds = %1375, %1371, %1367
  %1379 = phi ptr [ %1377, %1375 ], [ %1368, %1371 ], [ %1368, %1367 ]
  %1380 = phi ptr [ %1376, %1375 ], [ %1369, %1371 ], [ %1369, %1367 ]
  %1381 = icmp ult ptr %1380, %42
  br i1 %1381, label %1382, label %1388

1382:                                             ; preds = %1378
  %1383 = load i8, ptr %1379, align 1, !tbaa !33
  %1384 = load i8, ptr %1380, align 1, !tbaa !33
  %1385 = icmp eq i8 %1383, %1384
  %1386 = zext i1 %1385 to i64
  %1387 = getelementptr inbounds i8, ptr %1380, i64 %1386
  br label %1388

1388:                                             ; preds = %1382, %1378
  %1389 = phi ptr [ %1380, %1378 ], [ %1387, %1382 ]
  %1390 = ptrtoint ptr %1389 to i64
  %1391 = ptrtoint ptr %1327 to i64
  %1392 = sub i64 %1390, %1391
  br label %1393

1393:                                             ; preds = %1388, %1348, %1334
  %1394 = phi i64 [ %1392, %1388 ], [ %1337, %1334 ], [ %1355, %1348 ]
  %1395 = add i64 %1394, 4
  %1396 = ptrtoint ptr %998 to i64
  %1397 = sub i64 %994, %1396
  %1398 = icmp ugt i32 %1303, %39
  br i1 %1398, label %1399, label %1477

1399:                                             ; preds = %1393
  %1400 = load i64, ptr %1305, align 1, !tbaa !22
  %1401 = icmp eq i64 %1400, %1203
  br i1 %1401, label %1402, label %1477

1402:                                             ; preds = %1399
  %1403 = getelementptr inbounds i8, ptr %987, i64 8
  %1404 = getelementptr inbounds i8, ptr %1305, i64 8
  %1405 = icmp ugt ptr %955, %1403
  br i1 %1405, label %1406, label %1432

1406:                                             ; preds = %1402
  %1407 = load i64, ptr %1404, align 1, !tbaa !22
  %1408 = load i64, ptr %1403, align 1, !tbaa !22
  %1409 = icmp eq i64 %1407, %1408
  br i1 %1409, label %1414, label %1410

1410:                                             ; preds = %1406
  %1411 = xor i64 %1408, %1407
  %1412 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1411, i1 false)
  %1413 = lshr i64 %1412, 3
  br label %1469

1414:                                             ; preds = %1406, %1420
  %1415 = phi ptr [ %1418, %1420 ], [ %1404, %1406 ]
  %1416 = phi ptr [ %1417, %1420 ], [ %1403, %1406 ]
  %1417 = getelementptr inbounds i8, ptr %1416, i64 8
  %1418 = getelementptr inbounds i8, ptr %1415, i64 8
  %1419 = icmp ult ptr %1417, %955
  br i1 %1419, label %1420, label %1432

1420:                                             ; preds = %1414
  %1421 = load i64, ptr %1418, align 1, !tbaa !22
  %1422 = load i64, ptr %1417, align 1, !tbaa !22
  %1423 = icmp eq i64 %1421, %1422
  br i1 %1423, label %1414, label %1424

1424:                                             ; preds = %1420
  %1425 = xor i64 %1422, %1421
  %1426 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1425, i1 false)
  %1427 = lshr i64 %1426, 3
  %1428 = getelementptr inbounds i8, ptr %1417, i64 %1427
  %1429 = ptrtoint ptr %1428 to i64
  %1430 = ptrtoint ptr %1403 to i64
  %1431 = sub i64 %1429, %1430
  br label %1469

1432:                                             ; preds = %1414, %1402
  %1433 = phi ptr [ %1404, %1402 ], [ %1418, %1414 ]
  %1434 = phi ptr [ %1403, %1402 ], [ %1417, %1414 ]
  %1435 = icmp ult ptr %1434, %956
  br i1 %1435, label %1436, label %1443

1436:                                             ; preds = %1432
  %1437 = load i32, ptr %1433, align 1, !tbaa !23
  %1438 = load i32, ptr %1434, align 1, !tbaa !23
  %1439 = icmp eq i32 %1437, %1438
  br i1 %1439, label %1440, label %1443

1440:                                             ; preds = %1436
  %1441 = getelementptr inbounds i8, ptr %1434, i64 4
  %1442 = getelementptr inbounds i8, ptr %1433, i64 4
  br label %1443

1443:                                             ; preds = %1440, %1436, %1432
  %1444 = phi ptr [ %1442, %1440 ], [ %1433, %1436 ], [ %1433, %1432 ]
  %1445 = phi ptr [ %1441, %1440 ], [ %1434, %1436 ], [ %1434, %1432 ]
  %1446 = icmp ult ptr %1445, %957
  br i1 %1446, label %1447, label %1454

1447:                                             ; preds = %1443
  %1448 = load i16, ptr %1444, align 1, !tbaa !31
  %1449 = load i16, ptr %1445, align 1, !tbaa !31
  %1450 = icmp eq i16 %1448, %1449
  br i1 %1450, label %1451, label %1454

1451:                                             ; preds = %1447
  %1452 = getelementptr inbounds i8, ptr %1445, i64 2
  %1453 = getelementptr inbounds i8, ptr %1444, i64 2
  br label %1454

1454:                                             ; preds = %1451, %1447, %1443
  %1455 = phi ptr [ %1453, %1451 ], [ %1444, %1447 ], [ %1444, %1443 ]
  %1456 = phi ptr [ %1452, %1451 ], [ %1445, %1447 ], [ %1445, %1443 ]
  %1457 = icmp ult ptr %1456, %42
  br i1 %1457, label %1458, label %1464

1458:                                             ; preds = %1454
  %1459 = load i8, ptr %1455, align 1, !tbaa !33
  %1460 = load i8, ptr %1456, align 1, !tbaa !33
  %1461 = icmp eq i8 %1459, %1460
  %1462 = zext i1 %1461 to i64
  %1463 = getelementptr inbounds i8, ptr %1456, i64 %1462
  br label %1464

1464:                                             ; preds = %1458, %1454
  %1465 = phi ptr [ %1456, %1454 ], [ %1463, %1458 ]
  %1466 = ptrtoint ptr %1465 to i64
  %1467 = ptrtoint ptr %1403 to i64
  %1468 = sub i64 %1466, %1467
  br label %1469

1469:                                             ; preds = %1464, %1424, %1410
  %1470 = phi i64 [ %1468, %1464 ], [ %1413, %1410 ], [ %1431, %1424 ]
  %1471 = add i64 %1470, 8
  %1472 = icmp ugt i64 %1471, %1395
  br i1 %1472, label %1473, label %1477

1473:                                             ; preds = %1469
  %1474 = ptrtoint ptr %987 to i64
  %1475 = ptrtoint ptr %1305 to i64
  %1476 = sub i64 %1474, %1475
  br label %1477

1477:                                             ; preds = %1473, %1469, %1399, %1393
  %1478 = phi ptr [ %998, %1399 ], [ %998, %1393 ], [ %1305, %1473 ], [ %998, %1469 ]
  %1479 = phi ptr [ %986, %1399 ], [ %986, %1393 ], [ %987, %1473 ], [ %986, %1469 ]
  %1480 = phi i64 [ %1397, %1399 ], [ %1397, %1393 ], [ %1476, %1473 ], [ %1397, %1469 ]
  %1481 = phi i64 [ %1395, %1399 ], [ %1395, %1393 ], [ %1471, %1473 ], [ %1395, %1469 ]
  %1482 = icmp ugt ptr %1479, %966
  %1483 = icmp ugt ptr %1478, %41
  %1484 = and i1 %1483, %1482
  br i1 %1484, label %1485, label %1499

1485:                                             ; preds = %1477, %1494
  %1486 = phi i64 [ %1495, %1494 ], [ %1481, %1477 ]
  %1487 = phi ptr [ %1489, %1494 ], [ %1479, %1477 ]
  %1488 = phi ptr [ %1491, %1494 ], [ %1478, %1477 ]
  %1489 = getelementptr inbounds i8, ptr %1487, i64 -1
  %1490 = load i8, ptr %1489, align 1, !tbaa !33
  %1491 = getelementptr inbounds i8, ptr %1488, i64 -1
  %1492 = load i8, ptr %1491, align 1, !tbaa !33
  %1493 = icmp eq i8 %1490, %1492
  br i1 %1493, label %1494, label %1499

1494:                                             ; preds = %1485
  %1495 = add i64 %1486, 1
  %1496 = icmp ugt ptr %1489, %966
  %1497 = icmp ugt ptr %1491, %41
  %1498 = and i1 %1496, %1497
  br i1 %1498, label %1485, label %1499, !llvm.loop !53

1499:                                             ; preds = %1494, %1485, %1296, %1287, %1477, %1279
  %1500 = phi ptr [ %986, %1279 ], [ %1479, %1477 ], [ %1289, %1287 ], [ %1291, %1296 ], [ %1489, %1494 ], [ %1487, %1485 ]
  %1501 = phi i64 [ %1283, %1279 ], [ %1480, %1477 ], [ %1283, %1287 ], [ %1283, %1296 ], [ %1480, %1485 ], [ %1480, %1494 ]
  %1502 = phi i64 [ %1281, %1279 ], [ %1481, %1477 ], [ %1288, %1287 ], [ %1297, %1296 ], [ %1495, %1494 ], [ %1486, %1485 ]
  %1503 = trunc i64 %1501 to i32
  %1504 = icmp ult i64 %988, 4
  br i1 %1504, label %1505, label %1510

1505:                                             ; preds = %1499
  %1506 = ptrtoint ptr %987 to i64
  %1507 = sub i64 %1506, %24
  %1508 = trunc i64 %1507 to i32
  %1509 = getelementptr inbounds i32, ptr %14, i64 %1205
  store i32 %1508, ptr %1509, align 4, !tbaa !23
  br label %1510

1510:                                             ; preds = %1505, %1499
  %1511 = ptrtoint ptr %1500 to i64
  %1512 = ptrtoint ptr %966 to i64
  %1513 = sub i64 %1511, %1512
  %1514 = add i32 %1503, 3
  %1515 = getelementptr inbounds i8, ptr %966, i64 %1513
  %1516 = icmp ugt ptr %1515, %958
  %1517 = load ptr, ptr %959, align 8, !tbaa !34
  br i1 %1516, label %1543, label %1518

1518:                                             ; preds = %1510
  %1519 = load <16 x i8>, ptr %966, align 1
  store <16 x i8> %1519, ptr %1517, align 1
  %1520 = icmp ugt i64 %1513, 16
  %1521 = load ptr, ptr %959, align 8, !tbaa !34
  br i1 %1520, label %1525, label %1522

1522:                                             ; preds = %1518
  %1523 = getelementptr inbounds i8, ptr %1521, i64 %1513
  store ptr %1523, ptr %959, align 8, !tbaa !34
  %1524 = load ptr, ptr %962, align 8, !tbaa !36
  br label %1632

1525:                                             ; preds = %1518
  %1526 = getelementptr inbounds i8, ptr %1521, i64 16
  %1527 = getelementptr inbounds i8, ptr %966, i64 16
  %1528 = getelementptr i8, ptr %1521, i64 %1513
  %1529 = load <16 x i8>, ptr %1527, align 1
  store <16 x i8> %1529, ptr %1526, align 1
  %1530 = icmp slt i64 %1513, 33
  br i1 %1530, label %1620, label %1531

1531:                                             ; preds = %1525
  %1532 = getelementptr inbounds i8, ptr %1521, i64 32
  br label %1533

1533:                                             ; preds = %1533, %1531
  %1534 = phi ptr [ %1532, %1531 ], [ %1541, %1533 ]
  %1535 = phi ptr [ %1527, %1531 ], [ %1539, %1533 ]
  %1536 = getelementptr inbounds i8, ptr %1535, i64 16
  %1537 = load <16 x i8>, ptr %1536, align 1
  store <16 x i8> %1537, ptr %1534, align 1
  %1538 = getelementptr inbounds i8, ptr %1534, i64 16
  %1539 = getelementptr inbounds i8, ptr %1535, i64 32
  %1540 = load <16 x i8>, ptr %1539, align 1
  store <16 x i8> %1540, ptr %1538, align 1
  %1541 = getelementptr inbounds i8, ptr %1534, i64 32
  %1542 = icmp ult ptr %1541, %1528
  br i1 %1542, label %1533, label %1620, !llvm.loop !37

1543:                                             ; preds = %1510
  %1544 = icmp ugt ptr %966, %958
  br i1 %1544, label %1562, label %1545

1545:                                             ; preds = %1543
  %1546 = sub i64 %960, %1512
  %1547 = getelementptr inbounds i8, ptr %1517, i64 %1546
  %1548 = load <16 x i8>, ptr %966, align 1
  store <16 x i8> %1548, ptr %1517, align 1
  %1549 = icmp slt i64 %1546, 17
  br i1 %1549, label %1562, label %1550

1550:                                             ; preds = %1545
  %1551 = getelementptr inbounds i8, ptr %1517, i64 16
  br label %1552

1552:                                             ; preds = %1552, %1550
  %1553 = phi ptr [ %1551, %1550 ], [ %1560, %1552 ]
  %1554 = phi ptr [ %966, %1550 ], [ %1558, %1552 ]
  %1555 = getelementptr inbounds i8, ptr %1554, i64 16
  %1556 = load <16 x i8>, ptr %1555, align 1
  store <16 x i8> %1556, ptr %1553, align 1
  %1557 = getelementptr inbounds i8, ptr %1553, i64 16
  %1558 = getelementptr inbounds i8, ptr %1554, i64 32
  %1559 = load <16 x i8>, ptr %1558, align 1
  store <16 x i8> %1559, ptr %1557, align 1
  %1560 = getelementptr inbounds i8, ptr %1553, i64 32
  %1561 = icmp ult ptr %1560, %1547
  br i1 %1561, label %1552, label %1562, !llvm.loop !37

1562:                                             ; preds = %1552, %1545, %1543
  %1563 = phi ptr [ %958, %1545 ], [ %966, %1543 ], [ %958, %1552 ]
  %1564 = phi ptr [ %1547, %1545 ], [ %1517, %1543 ], [ %1547, %1552 ]
  %1565 = icmp ult ptr %1563, %1515
  br i1 %1565, label %1566, label %1620

1566:                                             ; preds = %1562
  %1567 = ptrtoint ptr %1564 to i64
  %1568 = ptrtoint ptr %1563 to i64
  %1569 = sub i64 %1511, %1568
  %1570 = getelementptr i8, ptr %1563, i64 %1569
  %1571 = icmp ult i64 %1569, 8
  %1572 = sub i64 %1567, %1568
  %1573 = icmp ult i64 %1572, 32
  %1574 = select i1 %1571, i1 true, i1 %1573
  br i1 %1574, label %1610, label %1575

1575:                                             ; preds = %1566
  %1576 = icmp ult i64 %1569, 32
  br i1 %1576, label %1596, label %1577

1577:                                             ; preds = %1575
  %1578 = and i64 %1569, -32
  br label %1579

1579:                                             ; preds = %1579, %1577
  %1580 = phi i64 [ 0, %1577 ], [ %1587, %1579 ]
  %1581 = getelementptr i8, ptr %1564, i64 %1580
  %1582 = getelementptr i8, ptr %1563, i64 %1580
  %1583 = getelementptr i8, ptr %1582, i64 16
  %1584 = load <16 x i8>, ptr %1582, align 1, !tbaa !33
  %1585 = load <16 x i8>, ptr %1583, align 1, !tbaa !33
  %1586 = getelementptr i8, ptr %1581, i64 16
  store <16 x i8> %1584, ptr %1581, align 1, !tbaa !33
  store <16 x i8> %1585, ptr %1586, align 1, !tbaa !33
  %1587 = add nuw i64 %1580, 32
  %1588 = icmp eq i64 %1587, %1578
  br i1 %1588, label %1589, label %1579, !llvm.loop !61

1589:                                             ; preds = %1579
  %1590 = icmp eq i64 %1569, %1578
  br i1 %1590, label %1620, label %1591

1591:                                             ; preds = %1589
  %1592 = getelementptr i8, ptr %1563, i64 %1578
  %1593 = getelementptr i8, ptr %1564, i64 %1578
  %1594 = and i64 %1569, 24
  %1595 = icmp eq i64 %1594, 0
  br i1 %1595, label %1610, label %1596

1596:                                             ; preds = %1575, %1591
  %1597 = phi i64 [ %1578, %1591 ], [ 0, %1575 ]
  %1598 = and i64 %1569, -8
  %1599 = getelementptr i8, ptr %1564, i64 %1598
  %1600 = getelementptr i8, ptr %1563, i64 %1598
  br label %1601

1601:                                             ; preds = %1601, %1596
  %1602 = phi i64 [ %1597, %1596 ], [ %1606, %1601 ]
  %1603 = getelementptr i8, ptr %1564, i64 %1602
  %1604 = getelementptr i8, ptr %1563, i64 %1602
  %1605 = load <8 x i8>, ptr %1604, align 1, !tbaa !33
  store <8 x i8> %1605, ptr %1603, align 1, !tbaa !33
  %1606 = add nuw i64 %1602, 8
  %1607 = icmp eq i64 %1606, %1598
  br i1 %1607, label %1608, label %1601, !llvm.loop !62

1608:                                             ; preds = %1601
  %1609 = icmp eq i64 %1569, %1598
  br i1 %1609, label %1620, label %1610

1610:                                             ; preds = %1608, %1566, %1591
  %1611 = phi ptr [ %1564, %1566 ], [ %1593, %1591 ], [ %1599, %1608 ]
  %1612 = phi ptr [ %1563, %1566 ], [ %1592, %1591 ], [ %1600, %1608 ]
  br label %1613

1613:                                             ; preds = %1610, %1613
  %1614 = phi ptr [ %1618, %1613 ], [ %1611, %1610 ]
  %1615 = phi ptr [ %1616, %1613 ], [ %1612, %1610 ]
  %1616 = getelementptr inbounds i8, ptr %1615, i64 1
  %1617 = load i8, ptr %1615, align 1, !tbaa !33
  %1618 = getelementptr inbounds i8, ptr %1614, i64 1
  store i8 %1617, ptr %1614, align 1, !tbaa !33
  %1619 = icmp eq ptr %1616, %1570
  br i1 %1619, label %1620, label %1613, !llvm.loop !63

1620:                                             ; preds = %1533, %1613, %1589, %1608, %1562, %1525
  %1621 = load ptr, ptr %959, align 8, !tbaa !34
  %1622 = getelementptr inbounds i8, ptr %1621, i64 %1513
  store ptr %1622, ptr %959, align 8, !tbaa !34
  %1623 = icmp ugt i64 %1513, 65535
  %1624 = load ptr, ptr %962, align 8, !tbaa !36
  br i1 %1623, label %1625, label %1632, !prof !43

1625:                                             ; preds = %1620
  store i32 1, ptr %961, align 8, !tbaa !44
  %1626 = load ptr, ptr %1, align 8, !tbaa !45
  %1627 = ptrtoint ptr %1624 to i64
  %1628 = ptrtoint ptr %1626 to i64
  %1629 = sub i64 %1627, %1628
  %1630 = lshr exact i64 %1629, 3
  %1631 = trunc i64 %1630 to i32
  store i32 %1631, ptr %963, align 4, !tbaa !46
  br label %1632

1632:                                             ; preds = %1625, %1620, %1522
  %1633 = phi ptr [ %1524, %1522 ], [ %1624, %1625 ], [ %1624, %1620 ]
  %1634 = trunc i64 %1513 to i16
  %1635 = getelementptr inbounds i8, ptr %1633, i64 4
  store i16 %1634, ptr %1635, align 4, !tbaa !47
  store i32 %1514, ptr %1633, align 4, !tbaa !49
  %1636 = add i64 %1502, -3
  %1637 = icmp ugt i64 %1636, 65535
  br i1 %1637, label %1638, label %1651, !prof !50

1638:                                             ; preds = %1632, %1196
  %1639 = phi ptr [ %1197, %1196 ], [ %1633, %1632 ]
  %1640 = phi i64 [ %1200, %1196 ], [ %1636, %1632 ]
  %1641 = phi ptr [ %1000, %1196 ], [ %1500, %1632 ]
  %1642 = phi i64 [ %1075, %1196 ], [ %1502, %1632 ]
  %1643 = phi i32 [ %968, %1196 ], [ %967, %1632 ]
  %1644 = phi i32 [ %967, %1196 ], [ %1503, %1632 ]
  store i32 2, ptr %961, align 8, !tbaa !44
  %1645 = load ptr, ptr %1, align 8, !tbaa !45
  %1646 = ptrtoint ptr %1639 to i64
  %1647 = ptrtoint ptr %1645 to i64
  %1648 = sub i64 %1646, %1647
  %1649 = lshr exact i64 %1648, 3
  %1650 = trunc i64 %1649 to i32
  store i32 %1650, ptr %963, align 4, !tbaa !46
  br label %1651

1651:                                             ; preds = %1638, %1632, %1196
  %1652 = phi i64 [ %1200, %1196 ], [ %1636, %1632 ], [ %1640, %1638 ]
  %1653 = phi ptr [ %1197, %1196 ], [ %1633, %1632 ], [ %1639, %1638 ]
  %1654 = phi ptr [ %1000, %1196 ], [ %1500, %1632 ], [ %1641, %1638 ]
  %1655 = phi i64 [ %1075, %1196 ], [ %1502, %1632 ], [ %1642, %1638 ]
  %1656 = phi i32 [ %968, %1196 ], [ %967, %1632 ], [ %1643, %1638 ]
  %1657 = phi i32 [ %967, %1196 ], [ %1503, %1632 ], [ %1644, %1638 ]
  %1658 = trunc i64 %1652 to i16
  %1659 = getelementptr inbounds i8, ptr %1653, i64 6
  store i16 %1658, ptr %1659, align 2, !tbaa !57
  %1660 = getelementptr inbounds i8, ptr %1653, i64 8
  store ptr %1660, ptr %962, align 8, !tbaa !36
  %1661 = getelementptr inbounds i8, ptr %1654, i64 %1655
  %1662 = icmp ugt ptr %1661, %43
  br i1 %1662, label %1806, label %1663

1663:                                             ; preds = %1651
  %1664 = add i32 %996, 2
  %1665 = zext i32 %1664 to i64
  %1666 = getelementptr inbounds i8, ptr %22, i64 %1665
  %1667 = load i64, ptr %1666, align 1, !tbaa !22
  %1668 = mul i64 %1667, -3523014627327384477
  %1669 = lshr i64 %1668, %952
  %1670 = getelementptr inbounds i32, ptr %14, i64 %1669
  store i32 %1664, ptr %1670, align 4, !tbaa !23
  %1671 = getelementptr inbounds i8, ptr %1661, i64 -2
  %1672 = ptrtoint ptr %1671 to i64
  %1673 = sub i64 %1672, %24
  %1674 = trunc i64 %1673 to i32
  %1675 = load i64, ptr %1671, align 1, !tbaa !22
  %1676 = mul i64 %1675, -3523014627327384477
  %1677 = lshr i64 %1676, %952
  %1678 = getelementptr inbounds i32, ptr %14, i64 %1677
  store i32 %1674, ptr %1678, align 4, !tbaa !23
  %1679 = mul i64 %1667, -3523014627271114752
  %1680 = lshr i64 %1679, %954
  %1681 = getelementptr inbounds i32, ptr %18, i64 %1680
  store i32 %1664, ptr %1681, align 4, !tbaa !23
  %1682 = getelementptr inbounds i8, ptr %1661, i64 -1
  %1683 = ptrtoint ptr %1682 to i64
  %1684 = sub i64 %1683, %24
  %1685 = trunc i64 %1684 to i32
  %1686 = load i64, ptr %1682, align 1, !tbaa !22
  %1687 = mul i64 %1686, -3523014627271114752
  %1688 = lshr i64 %1687, %954
  %1689 = getelementptr inbounds i32, ptr %18, i64 %1688
  store i32 %1685, ptr %1689, align 4, !tbaa !23
  br label %1690

1690:                                             ; preds = %1800, %1663
  %1691 = phi ptr [ %1660, %1663 ], [ %1803, %1800 ]
  %1692 = phi ptr [ %1661, %1663 ], [ %1804, %1800 ]
  %1693 = phi i32 [ %1657, %1663 ], [ %1694, %1800 ]
  %1694 = phi i32 [ %1656, %1663 ], [ %1693, %1800 ]
  %1695 = icmp ne i32 %1694, 0
  %1696 = load i32, ptr %1692, align 1, !tbaa !23
  %1697 = zext i32 %1694 to i64
  %1698 = sub nsw i64 0, %1697
  %1699 = getelementptr inbounds i8, ptr %1692, i64 %1698
  %1700 = load i32, ptr %1699, align 1, !tbaa !23
  %1701 = icmp eq i32 %1696, %1700
  %1702 = and i1 %1695, %1701
  br i1 %1702, label %1703, label %1806

1703:                                             ; preds = %1690
  %1704 = getelementptr inbounds i8, ptr %1692, i64 4
  %1705 = getelementptr inbounds i8, ptr %1704, i64 %1698
  %1706 = icmp ugt ptr %955, %1704
  br i1 %1706, label %1707, label %1733

1707:                                             ; preds = %1703
  %1708 = load i64, ptr %1705, align 1, !tbaa !22
  %1709 = load i64, ptr %1704, align 1, !tbaa !22
  %1710 = icmp eq i64 %1708, %1709
  br i1 %1710, label %1715, label %1711

1711:                                             ; preds = %1707
  %1712 = xor i64 %1709, %1708
  %1713 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1712, i1 false)
  %1714 = lshr i64 %1713, 3
  br label %1770

1715:                                             ; preds = %1707, %1721
  %1716 = phi ptr [ %1719, %1721 ], [ %1705, %1707 ]
  %1717 = phi ptr [ %1718, %1721 ], [ %1704, %1707 ]
  %1718 = getelementptr inbounds i8, ptr %1717, i64 8
  %1719 = getelementptr inbounds i8, ptr %1716, i64 8
  %1720 = icmp ult ptr %1718, %955
  br i1 %1720, label %1721, label %1733

1721:                                             ; preds = %1715
  %1722 = load i64, ptr %1719, align 1, !tbaa !22
  %1723 = load i64, ptr %1718, align 1, !tbaa !22
  %1724 = icmp eq i64 %1722, %1723
  br i1 %1724, label %1715, label %1725

1725:                                             ; preds = %1721
  %1726 = xor i64 %1723, %1722
  %1727 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1726, i1 false)
  %1728 = lshr i64 %1727, 3
  %1729 = getelementptr inbounds i8, ptr %1718, i64 %1728
  %1730 = ptrtoint ptr %1729 to i64
  %1731 = ptrtoint ptr %1704 to i64
  %1732 = sub i64 %1730, %1731
  br label %1770

1733:                                             ; preds = %1715, %1703
  %1734 = phi ptr [ %1705, %1703 ], [ %1719, %1715 ]
  %1735 = phi ptr [ %1704, %1703 ], [ %1718, %1715 ]
  %1736 = icmp ult ptr %1735, %956
  br i1 %1736, label %1737, label %1744

1737:                                             ; preds = %1733
  %1738 = load i32, ptr %1734, align 1, !tbaa !23
  %1739 = load i32, ptr %1735, align 1, !tbaa !23
  %1740 = icmp eq i32 %1738, %1739
  br i1 %1740, label %1741, label %1744

1741:                                             ; preds = %1737
  %1742 = getelementptr inbounds i8, ptr %1735, i64 4
  %1743 = getelementptr inbounds i8, ptr %1734, i64 4
  br label %1744

1744:                                             ; preds = %1741, %1737, %1733
  %1745 = phi ptr [ %1743, %1741 ], [ %1734, %1737 ], [ %1734, %1733 ]
  %1746 = phi ptr [ %1742, %1741 ], [ %1735, %1737 ], [ %1735, %1733 ]
  %1747 = icmp ult ptr %1746, %957
  br i1 %1747, label %1748, label %1755

1748:                                             ; preds = %1744
  %1749 = load i16, ptr %1745, align 1, !tbaa !31
  %1750 = load i16, ptr %1746, align 1, !tbaa !31
  %1751 = icmp eq i16 %1749, %1750
  br i1 %1751, label %1752, label %1755

1752:                                             ; preds = %1748
  %1753 = getelementptr inbounds i8, ptr %1746, i64 2
  %1754 = getelementptr inbounds i8, ptr %1745, i64 2
  br label %1755

1755:                                             ; preds = %1752, %1748, %1744
  %1756 = phi ptr [ %1754, %1752 ], [ %1745, %1748 ], [ %1745, %1744 ]
  %1757 = phi ptr [ %1753, %1752 ], [ %1746, %1748 ], [ %1746, %1744 ]
  %1758 = icmp ult ptr %1757, %42
  br i1 %1758, label %1759, label %1765

1759:                                             ; preds = %1755
  %1760 = load i8, ptr %1756, align 1, !tbaa !33
  %1761 = load i8, ptr %1757, align 1, !tbaa !33
  %1762 = icmp eq i8 %1760, %1761
  %1763 = zext i1 %1762 to i64
  %1764 = getelementptr inbounds i8, ptr %1757, i64 %1763
  br label %1765

1765:                                             ; preds = %1759, %1755
  %1766 = phi ptr [ %1757, %1755 ], [ %1764, %1759 ]
  %1767 = ptrtoint ptr %1766 to i64
  %1768 = ptrtoint ptr %1704 to i64
  %1769 = sub i64 %1767, %1768
  br label %1770

1770:                                             ; preds = %1765, %1725, %1711
  %1771 = phi i64 [ %1769, %1765 ], [ %1714, %1711 ], [ %1732, %1725 ]
  %1772 = add i64 %1771, 4
  %1773 = ptrtoint ptr %1692 to i64
  %1774 = sub i64 %1773, %24
  %1775 = trunc i64 %1774 to i32
  %1776 = load i64, ptr %1692, align 1, !tbaa !22
  %1777 = mul i64 %1776, -3523014627271114752
  %1778 = lshr i64 %1777, %954
  %1779 = getelementptr inbounds i32, ptr %18, i64 %1778
  store i32 %1775, ptr %1779, align 4, !tbaa !23
  %1780 = mul i64 %1776, -3523014627327384477
  %1781 = lshr i64 %1780, %952
  %1782 = getelementptr inbounds i32, ptr %14, i64 %1781
  store i32 %1775, ptr %1782, align 4, !tbaa !23
  %1783 = icmp ugt ptr %1692, %958
  br i1 %1783, label %1788, label %1784

1784:                                             ; preds = %1770
  %1785 = load ptr, ptr %959, align 8, !tbaa !34
  %1786 = load <16 x i8>, ptr %1692, align 1
  store <16 x i8> %1786, ptr %1785, align 1
  %1787 = load ptr, ptr %962, align 8, !tbaa !36
  br label %1788

1788:                                             ; preds = %1784, %1770
  %1789 = phi ptr [ %1691, %1770 ], [ %1787, %1784 ]
  %1790 = getelementptr inbounds i8, ptr %1789, i64 4
  store i16 0, ptr %1790, align 4, !tbaa !47
  store i32 1, ptr %1789, align 4, !tbaa !49
  %1791 = add i64 %1771, 1
  %1792 = icmp ugt i64 %1791, 65535
  br i1 %1792, label %1793, label %1800, !prof !50

1793:                                             ; preds = %1788
  store i32 2, ptr %961, align 8, !tbaa !44
  %1794 = load ptr, ptr %1, align 8, !tbaa !45
  %1795 = ptrtoint ptr %1789 to i64
  %1796 = ptrtoint ptr %1794 to i64
  %1797 = sub i64 %1795, %1796
  %1798 = lshr exact i64 %1797, 3
  %1799 = trunc i64 %1798 to i32
  store i32 %1799, ptr %963, align 4, !tbaa !46
  br label %1800

1800:                                             ; preds = %1793, %1788
  %1801 = trunc i64 %1791 to i16
  %1802 = getelementptr inbounds i8, ptr %1789, i64 6
  store i16 %1801, ptr %1802, align 2, !tbaa !57
  %1803 = getelementptr inbounds i8, ptr %1789, i64 8
  store ptr %1803, ptr %962, align 8, !tbaa !36
  %1804 = getelementptr inbounds i8, ptr %1692, i64 %1772
  %1805 = icmp ugt ptr %1804, %43
  br i1 %1805, label %1806, label %1690

1806:                                             ; preds = %1800, %1690, %1651
  %1807 = phi i32 [ %1656, %1651 ], [ %1694, %1690 ], [ %1693, %1800 ]
  %1808 = phi i32 [ %1657, %1651 ], [ %1693, %1690 ], [ %1694, %1800 ]
  %1809 = phi ptr [ %1661, %1651 ], [ %1692, %1690 ], [ %1804, %1800 ]
  %1810 = getelementptr inbounds i8, ptr %1809, i64 1
  %1811 = icmp ugt ptr %1810, %43
  br i1 %1811, label %1812, label %964

1812:                                             ; preds = %1806, %1320, %949
  %1813 = phi i32 [ %60, %949 ], [ %968, %1320 ], [ %1807, %1806 ]
  %1814 = phi i32 [ %62, %949 ], [ %967, %1320 ], [ %1808, %1806 ]
  %1815 = phi ptr [ %3, %949 ], [ %966, %1320 ], [ %1809, %1806 ]
  %1816 = select i1 %61, i32 %44, i32 0
  %1817 = select i1 %59, i32 %46, i32 0
  %1818 = icmp ne i32 %1814, 0
  %1819 = select i1 %61, i1 %1818, i1 false
  %1820 = select i1 %1819, i32 %44, i32 %1817
  %1821 = select i1 %1818, i32 %1814, i32 %1816
  store i32 %1821, ptr %2, align 4, !tbaa !23
  %1822 = icmp eq i32 %1813, 0
  %1823 = select i1 %1822, i32 %1820, i32 %1813
  store i32 %1823, ptr %45, align 4, !tbaa !23
  %1824 = ptrtoint ptr %42 to i64
  %1825 = ptrtoint ptr %1815 to i64
  %1826 = sub i64 %1824, %1825
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %8) #8
  br label %3583

1827:                                             ; preds = %5
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %7) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %7, ptr noundef nonnull align 1 dereferenceable(10) @__const.ZSTD_compressBlock_doubleFast_noDict_generic.dummy, i64 10, i1 false)
  br i1 %64, label %2690, label %1828

1828:                                             ; preds = %1827
  %1829 = sub i32 64, %16
  %1830 = zext nneg i32 %1829 to i64
  %1831 = sub i32 64, %20
  %1832 = zext nneg i32 %1831 to i64
  %1833 = getelementptr inbounds i8, ptr %42, i64 -7
  %1834 = getelementptr inbounds i8, ptr %42, i64 -3
  %1835 = getelementptr inbounds i8, ptr %42, i64 -1
  %1836 = getelementptr inbounds i8, ptr %42, i64 -32
  %1837 = getelementptr inbounds i8, ptr %1, i64 24
  %1838 = ptrtoint ptr %1836 to i64
  %1839 = getelementptr inbounds i8, ptr %1, i64 72
  %1840 = getelementptr inbounds i8, ptr %1, i64 8
  %1841 = getelementptr inbounds i8, ptr %1, i64 76
  br label %1842

1842:                                             ; preds = %2684, %1828
  %1843 = phi ptr [ %63, %1828 ], [ %2688, %2684 ]
  %1844 = phi ptr [ %3, %1828 ], [ %2687, %2684 ]
  %1845 = phi i32 [ %62, %1828 ], [ %2686, %2684 ]
  %1846 = phi i32 [ %60, %1828 ], [ %2685, %2684 ]
  %1847 = phi ptr [ %49, %1828 ], [ %2687, %2684 ]
  %1848 = getelementptr inbounds i8, ptr %1847, i64 256
  %1849 = load i64, ptr %1847, align 1, !tbaa !22
  %1850 = mul i64 %1849, -3523014627327384477
  %1851 = lshr i64 %1850, %1830
  %1852 = getelementptr inbounds i32, ptr %14, i64 %1851
  %1853 = load i32, ptr %1852, align 4, !tbaa !23
  %1854 = zext i32 %1853 to i64
  %1855 = getelementptr inbounds i8, ptr %22, i64 %1854
  %1856 = icmp ne i32 %1845, 0
  %1857 = zext i32 %1845 to i64
  %1858 = sub nsw i64 0, %1857
  br label %1859

1859:                                             ; preds = %2198, %1842
  %1860 = phi i64 [ %1849, %1842 ], [ %2081, %2198 ]
  %1861 = phi i32 [ %1853, %1842 ], [ %2181, %2198 ]
  %1862 = phi ptr [ %1855, %1842 ], [ %2183, %2198 ]
  %1863 = phi i64 [ %1851, %1842 ], [ %2083, %2198 ]
  %1864 = phi ptr [ %1847, %1842 ], [ %1865, %2198 ]
  %1865 = phi ptr [ %1843, %1842 ], [ %2201, %2198 ]
  %1866 = phi i64 [ 1, %1842 ], [ %2199, %2198 ]
  %1867 = phi ptr [ %1848, %1842 ], [ %2200, %2198 ]
  %1868 = mul i64 %1860, -3523014627193847808
  %1869 = lshr i64 %1868, %1832
  %1870 = getelementptr inbounds i32, ptr %18, i64 %1869
  %1871 = load i32, ptr %1870, align 4, !tbaa !23
  %1872 = ptrtoint ptr %1864 to i64
  %1873 = sub i64 %1872, %24
  %1874 = trunc i64 %1873 to i32
  %1875 = zext i32 %1871 to i64
  %1876 = getelementptr inbounds i8, ptr %22, i64 %1875
  store i32 %1874, ptr %1870, align 4, !tbaa !23
  %1877 = getelementptr inbounds i32, ptr %14, i64 %1863
  store i32 %1874, ptr %1877, align 4, !tbaa !23
  %1878 = getelementptr inbounds i8, ptr %1864, i64 1
  %1879 = getelementptr inbounds i8, ptr %1878, i64 %1858
  %1880 = load i32, ptr %1879, align 1, !tbaa !23
  %1881 = load i32, ptr %1878, align 1, !tbaa !23
  %1882 = icmp eq i32 %1880, %1881
  %1883 = and i1 %1856, %1882
  br i1 %1883, label %1884, label %2080

1884:                                             ; preds = %1859
  %1885 = getelementptr inbounds i8, ptr %1864, i64 5
  %1886 = getelementptr inbounds i8, ptr %1885, i64 %1858
  %1887 = icmp ugt ptr %1833, %1885
  br i1 %1887, label %1888, label %1914

1888:                                             ; preds = %1884
  %1889 = load i64, ptr %1886, align 1, !tbaa !22
  %1890 = load i64, ptr %1885, align 1, !tbaa !22
  %1891 = icmp eq i64 %1889, %1890
  br i1 %1891, label %1896, label %1892

1892:                                             ; preds = %1888
  %1893 = xor i64 %1890, %1889
  %1894 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1893, i1 false)
  %1895 = lshr i64 %1894, 3
  br label %1951

1896:                                             ; preds = %1888, %1902
  %1897 = phi ptr [ %1900, %1902 ], [ %1886, %1888 ]
  %1898 = phi ptr [ %1899, %1902 ], [ %1885, %1888 ]
  %1899 = getelementptr inbounds i8, ptr %1898, i64 8
  %1900 = getelementptr inbounds i8, ptr %1897, i64 8
  %1901 = icmp ult ptr %1899, %1833
  br i1 %1901, label %1902, label %1914

1902:                                             ; preds = %1896
  %1903 = load i64, ptr %1900, align 1, !tbaa !22
  %1904 = load i64, ptr %1899, align 1, !tbaa !22
  %1905 = icmp eq i64 %1903, %1904
  br i1 %1905, label %1896, label %1906

1906:                                             ; preds = %1902
  %1907 = xor i64 %1904, %1903
  %1908 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1907, i1 false)
  %1909 = lshr i64 %1908, 3
  %1910 = getelementptr inbounds i8, ptr %1899, i64 %1909
  %1911 = ptrtoint ptr %1910 to i64
  %1912 = ptrtoint ptr %1885 to i64
  %1913 = sub i64 %1911, %1912
  br label %1951

1914:                                             ; preds = %1896, %1884
  %1915 = phi ptr [ %1886, %1884 ], [ %1900, %1896 ]
  %1916 = phi ptr [ %1885, %1884 ], [ %1899, %1896 ]
  %1917 = icmp ult ptr %1916, %1834
  br i1 %1917, label %1918, label %1925

1918:                                             ; preds = %1914
  %1919 = load i32, ptr %1915, align 1, !tbaa !23
  %1920 = load i32, ptr %1916, align 1, !tbaa !23
  %1921 = icmp eq i32 %1919, %1920
  br i1 %1921, label %1922, label %1925

1922:                                             ; preds = %1918
  %1923 = getelementptr inbounds i8, ptr %1916, i64 4
  %1924 = getelementptr inbounds i8, ptr %1915, i64 4
  br label %1925

1925:                                             ; preds = %1922, %1918, %1914
  %1926 = phi ptr [ %1924, %1922 ], [ %1915, %1918 ], [ %1915, %1914 ]
  %1927 = phi ptr [ %1923, %1922 ], [ %1916, %1918 ], [ %1916, %1914 ]
  %1928 = icmp ult ptr %1927, %1835
  br i1 %1928, label %1929, label %1936

1929:                                             ; preds = %1925
  %1930 = load i16, ptr %1926, align 1, !tbaa !31
  %1931 = load i16, ptr %1927, align 1, !tbaa !31
  %1932 = icmp eq i16 %1930, %1931
  br i1 %1932, label %1933, label %1936

1933:                                             ; preds = %1929
  %1934 = getelementptr inbounds i8, ptr %1927, i64 2
  %1935 = getelementptr inbounds i8, ptr %1926, i64 2
  br label %1936

1936:                                             ; preds = %1933, %1929, %1925
  %1937 = phi ptr [ %1935, %1933 ], [ %1926, %1929 ], [ %1926, %1925 ]
  %1938 = phi ptr [ %1934, %1933 ], [ %1927, %1929 ], [ %1927, %1925 ]
  %1939 = icmp ult ptr %1938, %42
  br i1 %1939, label %1940, label %1946

1940:                                             ; preds = %1936
  %1941 = load i8, ptr %1937, align 1, !tbaa !33
  %1942 = load i8, ptr %1938, align 1, !tbaa !33
  %1943 = icmp eq i8 %1941, %1942
  %1944 = zext i1 %1943 to i64
  %1945 = getelementptr inbounds i8, ptr %1938, i64 %1944
  br label %1946

1946:                                             ; preds = %1940, %1936
  %1947 = phi ptr [ %1938, %1936 ], [ %1945, %1940 ]
  %1948 = ptrtoint ptr %1947 to i64
  %1949 = ptrtoint ptr %1885 to i64
  %1950 = sub i64 %1948, %1949
  br label %1951

1951:                                             ; preds = %1946, %1906, %1892
  %1952 = phi i64 [ %1950, %1946 ], [ %1895, %1892 ], [ %1913, %1906 ]
  %1953 = add i64 %1952, 4
  %1954 = ptrtoint ptr %1878 to i64
  %1955 = ptrtoint ptr %1844 to i64
  %1956 = sub i64 %1954, %1955
  %1957 = getelementptr inbounds i8, ptr %1844, i64 %1956
  %1958 = icmp ugt ptr %1957, %1836
  %1959 = load ptr, ptr %1837, align 8, !tbaa !34
  br i1 %1958, label %1985, label %1960

1960:                                             ; preds = %1951
  %1961 = load <16 x i8>, ptr %1844, align 1
  store <16 x i8> %1961, ptr %1959, align 1
  %1962 = icmp ugt i64 %1956, 16
  %1963 = load ptr, ptr %1837, align 8, !tbaa !34
  br i1 %1962, label %1967, label %1964

1964:                                             ; preds = %1960
  %1965 = getelementptr inbounds i8, ptr %1963, i64 %1956
  store ptr %1965, ptr %1837, align 8, !tbaa !34
  %1966 = load ptr, ptr %1840, align 8, !tbaa !36
  br label %2074

1967:                                             ; preds = %1960
  %1968 = getelementptr inbounds i8, ptr %1963, i64 16
  %1969 = getelementptr inbounds i8, ptr %1844, i64 16
  %1970 = getelementptr i8, ptr %1963, i64 %1956
  %1971 = load <16 x i8>, ptr %1969, align 1
  store <16 x i8> %1971, ptr %1968, align 1
  %1972 = icmp slt i64 %1956, 33
  br i1 %1972, label %2062, label %1973

1973:                                             ; preds = %1967
  %1974 = getelementptr inbounds i8, ptr %1963, i64 32
  br label %1975

1975:                                             ; preds = %1975, %1973
  %1976 = phi ptr [ %1974, %1973 ], [ %1983, %1975 ]
  %1977 = phi ptr [ %1969, %1973 ], [ %1981, %1975 ]
  %1978 = getelementptr inbounds i8, ptr %1977, i64 16
  %1979 = load <16 x i8>, ptr %1978, align 1
  store <16 x i8> %1979, ptr %1976, align 1
  %1980 = getelementptr inbounds i8, ptr %1976, i64 16
  %1981 = getelementptr inbounds i8, ptr %1977, i64 32
  %1982 = load <16 x i8>, ptr %1981, align 1
  store <16 x i8> %1982, ptr %1980, align 1
  %1983 = getelementptr inbounds i8, ptr %1976, i64 32
  %1984 = icmp ult ptr %1983, %1970
  br i1 %1984, label %1975, label %2062, !llvm.loop !37

1985:                                             ; preds = %1951
  %1986 = icmp ugt ptr %1844, %1836
  br i1 %1986, label %2004, label %1987

1987:                                             ; preds = %1985
  %1988 = sub i64 %1838, %1955
  %1989 = getelementptr inbounds i8, ptr %1959, i64 %1988
  %1990 = load <16 x i8>, ptr %1844, align 1
  store <16 x i8> %1990, ptr %1959, align 1
  %1991 = icmp slt i64 %1988, 17
  br i1 %1991, label %2004, label %1992

1992:                                             ; preds = %1987
  %1993 = getelementptr inbounds i8, ptr %1959, i64 16
  br label %1994

1994:                                             ; preds = %1994, %1992
  %1995 = phi ptr [ %1993, %1992 ], [ %2002, %1994 ]
  %1996 = phi ptr [ %1844, %1992 ], [ %2000, %1994 ]
  %1997 = getelementptr inbounds i8, ptr %1996, i64 16
  %1998 = load <16 x i8>, ptr %1997, align 1
  store <16 x i8> %1998, ptr %1995, align 1
  %1999 = getelementptr inbounds i8, ptr %1995, i64 16
  %2000 = getelementptr inbounds i8, ptr %1996, i64 32
  %2001 = load <16 x i8>, ptr %2000, align 1
  store <16 x i8> %2001, ptr %1999, align 1
  %2002 = getelementptr inbounds i8, ptr %1995, i64 32
  %2003 = icmp ult ptr %2002, %1989
  br i1 %2003, label %1994, label %2004, !llvm.loop !37

2004:                                             ; preds = %1994, %1987, %1985
  %2005 = phi ptr [ %1836, %1987 ], [ %1844, %1985 ], [ %1836, %1994 ]
  %2006 = phi ptr [ %1989, %1987 ], [ %1959, %1985 ], [ %1989, %1994 ]
  %2007 = icmp ult ptr %2005, %1957
  br i1 %2007, label %2008, label %2062

2008:                                             ; preds = %2004
  %2009 = ptrtoint ptr %2006 to i64
  %2010 = ptrtoint ptr %2005 to i64
  %2011 = sub i64 %1954, %2010
  %2012 = getelementptr i8, ptr %2005, i64 %2011
  %2013 = icmp ult i64 %2011, 8
  %2014 = sub i64 %2009, %2010
  %2015 = icmp ult i64 %2014, 32
  %2016 = select i1 %2013, i1 true, i1 %2015
  br i1 %2016, label %2052, label %2017

2017:                                             ; preds = %2008
  %2018 = icmp ult i64 %2011, 32
  br i1 %2018, label %2038, label %2019

2019:                                             ; preds = %2017
  %2020 = and i64 %2011, -32
  br label %2021

2021:                                             ; preds = %2021, %2019
  %2022 = phi i64 [ 0, %2019 ], [ %2029, %2021 ]
  %2023 = getelementptr i8, ptr %2006, i64 %2022
  %2024 = getelementptr i8, ptr %2005, i64 %2022
  %2025 = getelementptr i8, ptr %2024, i64 16
  %2026 = load <16 x i8>, ptr %2024, align 1, !tbaa !33
  %2027 = load <16 x i8>, ptr %2025, align 1, !tbaa !33
  %2028 = getelementptr i8, ptr %2023, i64 16
  store <16 x i8> %2026, ptr %2023, align 1, !tbaa !33
  store <16 x i8> %2027, ptr %2028, align 1, !tbaa !33
  %2029 = add nuw i64 %2022, 32
  %2030 = icmp eq i64 %2029, %2020
  br i1 %2030, label %2031, label %2021, !llvm.loop !64

2031:                                             ; preds = %2021
  %2032 = icmp eq i64 %2011, %2020
  br i1 %2032, label %2062, label %2033

2033:                                             ; preds = %2031
  %2034 = getelementptr i8, ptr %2005, i64 %2020
  %2035 = getelementptr i8, ptr %2006, i64 %2020
  %2036 = and i64 %2011, 24
  %2037 = icmp eq i64 %2036, 0
  br i1 %2037, label %2052, label %2038

2038:                                             ; preds = %2017, %2033
  %2039 = phi i64 [ %2020, %2033 ], [ 0, %2017 ]
  %2040 = and i64 %2011, -8
  %2041 = getelementptr i8, ptr %2006, i64 %2040
  %2042 = getelementptr i8, ptr %2005, i64 %2040
  br label %2043

2043:                                             ; preds = %2043, %2038
  %2044 = phi i64 [ %2039, %2038 ], [ %2048, %2043 ]
  %2045 = getelementptr i8, ptr %2006, i64 %2044
  %2046 = getelementptr i8, ptr %2005, i64 %2044
  %2047 = load <8 x i8>, ptr %2046, align 1, !tbaa !33
  store <8 x i8> %2047, ptr %2045, align 1, !tbaa !33
  %2048 = add nuw i64 %2044, 8
  %2049 = icmp eq i64 %2048, %2040
  br i1 %2049, label %2050, label %2043, !llvm.loop !65

2050:                                             ; preds = %2043
  %2051 = icmp eq i64 %2011, %2040
  br i1 %2051, label %2062, label %2052

2052:                                             ; preds = %2050, %2008, %2033
  %2053 = phi ptr [ %2006, %2008 ], [ %2035, %2033 ], [ %2041, %2050 ]
  %2054 = phi ptr [ %2005, %2008 ], [ %2034, %2033 ], [ %2042, %2050 ]
  br label %2055

2055:                                             ; preds = %2052, %2055
  %2056 = phi ptr [ %2060, %2055 ], [ %2053, %2052 ]
  %2057 = phi ptr [ %2058, %2055 ], [ %2054, %2052 ]
  %2058 = getelementptr inbounds i8, ptr %2057, i64 1
  %2059 = load i8, ptr %2057, align 1, !tbaa !33
  %2060 = getelementptr inbounds i8, ptr %2056, i64 1
  store i8 %2059, ptr %2056, align 1, !tbaa !33
  %2061 = icmp eq ptr %2058, %2012
  br i1 %2061, label %2062, label %2055, !llvm.loop !66

2062:                                             ; preds = %1975, %2055, %2031, %2050, %2004, %1967
  %2063 = load ptr, ptr %1837, align 8, !tbaa !34
  %2064 = getelementptr inbounds i8, ptr %2063, i64 %1956
  store ptr %2064, ptr %1837, align 8, !tbaa !34
  %2065 = icmp ugt i64 %1956, 65535
  %2066 = load ptr, ptr %1840, align 8, !tbaa !36
  br i1 %2065, label %2067, label %2074, !prof !43

2067:                                             ; preds = %2062
  store i32 1, ptr %1839, align 8, !tbaa !44
  %2068 = load ptr, ptr %1, align 8, !tbaa !45
  %2069 = ptrtoint ptr %2066 to i64
  %2070 = ptrtoint ptr %2068 to i64
  %2071 = sub i64 %2069, %2070
  %2072 = lshr exact i64 %2071, 3
  %2073 = trunc i64 %2072 to i32
  store i32 %2073, ptr %1841, align 4, !tbaa !46
  br label %2074

2074:                                             ; preds = %2067, %2062, %1964
  %2075 = phi ptr [ %1966, %1964 ], [ %2066, %2067 ], [ %2066, %2062 ]
  %2076 = trunc i64 %1956 to i16
  %2077 = getelementptr inbounds i8, ptr %2075, i64 4
  store i16 %2076, ptr %2077, align 4, !tbaa !47
  store i32 1, ptr %2075, align 4, !tbaa !49
  %2078 = add i64 %1952, 1
  %2079 = icmp ugt i64 %2078, 65535
  br i1 %2079, label %2516, label %2529, !prof !50

2080:                                             ; preds = %1859
  %2081 = load i64, ptr %1865, align 1, !tbaa !22
  %2082 = mul i64 %2081, -3523014627327384477
  %2083 = lshr i64 %2082, %1830
  %2084 = icmp ult i32 %1861, %39
  %2085 = select i1 %2084, ptr %7, ptr %1862
  %2086 = load i64, ptr %2085, align 1, !tbaa !22
  %2087 = icmp eq i64 %2086, %1860
  %2088 = icmp eq ptr %2085, %1862
  %2089 = select i1 %2087, i1 %2088, i1 false
  br i1 %2089, label %2090, label %2179

2090:                                             ; preds = %2080
  %2091 = getelementptr inbounds i8, ptr %1864, i64 8
  %2092 = getelementptr inbounds i8, ptr %1862, i64 8
  %2093 = icmp ugt ptr %1833, %2091
  br i1 %2093, label %2094, label %2120

2094:                                             ; preds = %2090
  %2095 = load i64, ptr %2092, align 1, !tbaa !22
  %2096 = load i64, ptr %2091, align 1, !tbaa !22
  %2097 = icmp eq i64 %2095, %2096
  br i1 %2097, label %2102, label %2098

2098:                                             ; preds = %2094
  %2099 = xor i64 %2096, %2095
  %2100 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2099, i1 false)
  %2101 = lshr i64 %2100, 3
  br label %2157

2102:                                             ; preds = %2094, %2108
  %2103 = phi ptr [ %2106, %2108 ], [ %2092, %2094 ]
  %2104 = phi ptr [ %2105, %2108 ], [ %2091, %2094 ]
  %2105 = getelementptr inbounds i8, ptr %2104, i64 8
  %2106 = getelementptr inbounds i8, ptr %2103, i64 8
  %2107 = icmp ult ptr %2105, %1833
  br i1 %2107, label %2108, label %2120

2108:                                             ; preds = %2102
  %2109 = load i64, ptr %2106, align 1, !tbaa !22
  %2110 = load i64, ptr %2105, align 1, !tbaa !22
  %2111 = icmp eq i64 %2109, %2110
  br i1 %2111, label %2102, label %2112

2112:                                             ; preds = %2108
  %2113 = xor i64 %2110, %2109
  %2114 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2113, i1 false)
  %2115 = lshr i64 %2114, 3
  %2116 = getelementptr inbounds i8, ptr %2105, i64 %2115
  %2117 = ptrtoint ptr %2116 to i64
  %2118 = ptrtoint ptr %2091 to i64
  %2119 = sub i64 %2117, %2118
  br label %2157

2120:                                             ; preds = %2102, %2090
  %2121 = phi ptr [ %2092, %2090 ], [ %2106, %2102 ]
  %2122 = phi ptr [ %2091, %2090 ], [ %2105, %2102 ]
  %2123 = icmp ult ptr %2122, %1834
  br i1 %2123, label %2124, label %2131

2124:                                             ; preds = %2120
  %2125 = load i32, ptr %2121, align 1, !tbaa !23
  %2126 = load i32, ptr %2122, align 1, !tbaa !23
  %2127 = icmp eq i32 %2125, %2126
  br i1 %2127, label %2128, label %2131

2128:                                             ; preds = %2124
  %2129 = getelementptr inbounds i8, ptr %2122, i64 4
  %2130 = getelementptr inbounds i8, ptr %2121, i64 4
  br label %2131

2131:                                             ; preds = %2128, %2124, %2120
  %2132 = phi ptr [ %2130, %2128 ], [ %2121, %2124 ], [ %2121, %2120 ]
  %2133 = phi ptr [ %2129, %2128 ], [ %2122, %2124 ], [ %2122, %2120 ]
  %2134 = icmp ult ptr %2133, %1835
  br i1 %2134, label %2135, label %2142

2135:                                             ; preds = %2131
  %2136 = load i16, ptr %2132, align 1, !tbaa !31
  %2137 = load i16, ptr %2133, align 1, !tbaa !31
  %2138 = icmp eq i16 %2136, %2137
  br i1 %2138, label %2139, label %2142

2139:                                             ; preds = %2135
  %2140 = getelementptr inbounds i8, ptr %2133, i64 2
  %2141 = getelementptr inbounds i8, ptr %2132, i64 2
  br label %2142

2142:                                             ; preds = %2139, %2135, %2131
  %2143 = phi ptr [ %2141, %2139 ], [ %2132, %2135 ], [ %2132, %2131 ]
  %2144 = phi ptr [ %2140, %2139 ], [ %2133, %2135 ], [ %2133, %2131 ]
  %2145 = icmp ult ptr %2144, %42
  br i1 %2145, label %2146, label %2152

2146:                                             ; preds = %2142
  %2147 = load i8, ptr %2143, align 1, !tbaa !33
  %2148 = load i8, ptr %2144, align 1, !tbaa !33
  %2149 = icmp eq i8 %2147, %2148
  %2150 = zext i1 %2149 to i64
  %2151 = getelementptr inbounds i8, ptr %2144, i64 %2150
  br label %2152

2152:                                             ; preds = %2146, %2142
  %2153 = phi ptr [ %2144, %2142 ], [ %2151, %2146 ]
  %2154 = ptrtoint ptr %2153 to i64
  %2155 = ptrtoint ptr %2091 to i64
  %2156 = sub i64 %2154, %2155
  br label %2157

2157:                                             ; preds = %2152, %2112, %2098
  %2158 = phi i64 [ %2156, %2152 ], [ %2101, %2098 ], [ %2119, %2112 ]
  %2159 = add i64 %2158, 8
  %2160 = ptrtoint ptr %1862 to i64
  %2161 = sub i64 %1872, %2160
  %2162 = icmp ugt ptr %1864, %1844
  %2163 = icmp ugt ptr %1862, %41
  %2164 = and i1 %2163, %2162
  br i1 %2164, label %2165, label %2377

2165:                                             ; preds = %2157, %2174
  %2166 = phi i64 [ %2175, %2174 ], [ %2159, %2157 ]
  %2167 = phi ptr [ %2169, %2174 ], [ %1864, %2157 ]
  %2168 = phi ptr [ %2171, %2174 ], [ %1862, %2157 ]
  %2169 = getelementptr inbounds i8, ptr %2167, i64 -1
  %2170 = load i8, ptr %2169, align 1, !tbaa !33
  %2171 = getelementptr inbounds i8, ptr %2168, i64 -1
  %2172 = load i8, ptr %2171, align 1, !tbaa !33
  %2173 = icmp eq i8 %2170, %2172
  br i1 %2173, label %2174, label %2377

2174:                                             ; preds = %2165
  %2175 = add i64 %2166, 1
  %2176 = icmp ugt ptr %2169, %1844
  %2177 = icmp ugt ptr %2171, %41
  %2178 = and i1 %2176, %2177
  br i1 %2178, label %2165, label %2377, !llvm.loop !51

2179:                                             ; preds = %2080
  %2180 = getelementptr inbounds i32, ptr %14, i64 %2083
  %2181 = load i32, ptr %2180, align 4, !tbaa !23
  %2182 = zext i32 %2181 to i64
  %2183 = getelementptr inbounds i8, ptr %22, i64 %2182
  %2184 = icmp ult i32 %1871, %39
  %2185 = select i1 %2184, ptr %7, ptr %1876
  %2186 = load i32, ptr %2185, align 1, !tbaa !23
  %2187 = load i32, ptr %1864, align 1, !tbaa !23
  %2188 = icmp eq i32 %2186, %2187
  %2189 = icmp eq ptr %2185, %1876
  %2190 = select i1 %2188, i1 %2189, i1 false
  br i1 %2190, label %2204, label %2191

2191:                                             ; preds = %2179
  %2192 = icmp ult ptr %1865, %1867
  br i1 %2192, label %2198, label %2193

2193:                                             ; preds = %2191
  %2194 = getelementptr inbounds i8, ptr %1865, i64 64
  call void @llvm.prefetch.p0(ptr nonnull %2194, i32 0, i32 3, i32 1)
  %2195 = getelementptr inbounds i8, ptr %1865, i64 128
  call void @llvm.prefetch.p0(ptr nonnull %2195, i32 0, i32 3, i32 1)
  %2196 = add i64 %1866, 1
  %2197 = getelementptr inbounds i8, ptr %1867, i64 256
  br label %2198

2198:                                             ; preds = %2193, %2191
  %2199 = phi i64 [ %2196, %2193 ], [ %1866, %2191 ]
  %2200 = phi ptr [ %2197, %2193 ], [ %1867, %2191 ]
  %2201 = getelementptr inbounds i8, ptr %1865, i64 %2199
  %2202 = getelementptr inbounds i8, ptr %1865, i64 256
  call void @llvm.prefetch.p0(ptr nonnull %2202, i32 0, i32 3, i32 1)
  %2203 = icmp ugt ptr %2201, %43
  br i1 %2203, label %2690, label %1859, !llvm.loop !52

2204:                                             ; preds = %2179
  %2205 = getelementptr inbounds i8, ptr %1864, i64 4
  %2206 = getelementptr inbounds i8, ptr %1876, i64 4
  %2207 = icmp ugt ptr %1833, %2205
  br i1 %2207, label %2208, label %2234

2208:                                             ; preds = %2204
  %2209 = load i64, ptr %2206, align 1, !tbaa !22
  %2210 = load i64, ptr %2205, align 1, !tbaa !22
  %2211 = icmp eq i64 %2209, %2210
  br i1 %2211, label %2216, label %2212

2212:                                             ; preds = %2208
  %2213 = xor i64 %2210, %2209
  %2214 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2213, i1 false)
  %2215 = lshr i64 %2214, 3
  br label %2271

2216:                                             ; preds = %2208, %2222
  %2217 = phi ptr [ %2220, %2222 ], [ %2206, %2208 ]
  %2218 = phi ptr [ %2219, %2222 ], [ %2205, %2208 ]
  %2219 = getelementptr inbounds i8, ptr %2218, i64 8
  %2220 = getelementptr inbounds i8, ptr %2217, i64 8
  %2221 = icmp ult ptr %2219, %1833
  br i1 %2221, label %2222, label %2234

2222:                                             ; preds = %2216
  %2223 = load i64, ptr %2220, align 1, !tbaa !22
  %2224 = load i64, ptr %2219, align 1, !tbaa !22
  %2225 = icmp eq i64 %2223, %2224
  br i1 %2225, label %2216, label %2226

2226:                                             ; preds = %2222
  %2227 = xor i64 %2224, %2223
  %2228 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2227, i1 false)
  %2229 = lshr i64 %2228, 3
  %2230 = getelementptr inbounds i8, ptr %2219, i64 %2229
  %2231 = ptrtoint ptr %2230 to i64
  %2232 = ptrtoint ptr %2205 to i64
  %2233 = sub i64 %2231, %2232
  br label %2271

2234:                                             ; preds = %2216, %2204
  %2235 = phi ptr [ %2206, %2204 ], [ %2220, %2216 ]
  %2236 = phi ptr [ %2205, %2204 ], [ %2219, %2216 ]
  %2237 = icmp ult ptr %2236, %1834
  br i1 %2237, label %2238, label %2245

2238:                                             ; preds = %2234
  %2239 = load i32, ptr %2235, align 1, !tbaa !23
  %2240 = load i32, ptr %2236, align 1, !tbaa !23
  %2241 = icmp eq i32 %2239, %2240
  br i1 %2241, label %2242, label %2245

2242:                                             ; preds = %2238
  %2243 = getelementptr inbounds i8, ptr %2236, i64 4
  %2244 = getelementptr inbounds i8, ptr %2235, i64 4
  br label %2245

2245:                                             ; preds = %2242, %2238, %2234
  %2246 = phi ptr [ %2244, %2242 ], [ %2235, %2238 ], [ %2235, %2234 ]
  %2247 = phi ptr [ %2243, %2242 ], [ %2236, %2238 ], [ %2236, %2234 ]
  %2248 = icmp ult ptr %2247, %1835
  br i1 %2248, label %2249, label %2256

2249:                                             ; preds = %2245
  %2250 = load i16, ptr %2246, align 1, !tbaa !31
  %2251 = load i16, ptr %2247, align 1, !tbaa !31
  %2252 = icmp eq i16 %2250, %2251
  br i1 %2252, label %2253, label %2256

2253:                                             ; preds = %2249
  %2254 = getelementptr inbounds i8, ptr %2247, i64 2
  %2255 = getelementptr inbounds i8, ptr %2246, i64 2
  br label %2256

2256:                                             ; preds = %2253, %2249, %2245
  %2257 = phi ptr [ %2255, %2253 ], [ %2246, %2249 ], [ %2246, %2245 ]
  %2258 = phi ptr [ %2254, %2253 ], [ %2247, %2249 ], [ %2247, %2245 ]
  %2259 = icmp ult ptr %2258, %42
  br i1 %2259, label %2260, label %2266

2260:                                             ; preds = %2256
  %2261 = load i8, ptr %2257, align 1, !tbaa !33
  %2262 = load i8, ptr %2258, align 1, !tbaa !33
  %2263 = icmp eq i8 %2261, %2262
  %2264 = zext i1 %2263 to i64
  %2265 = getelementptr inbounds i8, ptr %2258, i64 %2264
  br label %2266

2266:                                             ; preds = %2260, %2256
  %2267 = phi ptr [ %2258, %2256 ], [ %2265, %2260 ]
  %2268 = ptrtoint ptr %2267 to i64
  %2269 = ptrtoint ptr %2205 to i64
  %2270 = sub i64 %2268, %2269
  br label %2271

2271:                                             ; preds = %2266, %2226, %2212
  %2272 = phi i64 [ %2270, %2266 ], [ %2215, %2212 ], [ %2233, %2226 ]
  %2273 = add i64 %2272, 4
  %2274 = ptrtoint ptr %1876 to i64
  %2275 = sub i64 %1872, %2274
  %2276 = icmp ugt i32 %2181, %39
  br i1 %2276, label %2277, label %2355

2277:                                             ; preds = %2271
  %2278 = load i64, ptr %2183, align 1, !tbaa !22
  %2279 = icmp eq i64 %2278, %2081
  br i1 %2279, label %2280, label %2355

2280:                                             ; preds = %2277
  %2281 = getelementptr inbounds i8, ptr %1865, i64 8
  %2282 = getelementptr inbounds i8, ptr %2183, i64 8
  %2283 = icmp ugt ptr %1833, %2281
  br i1 %2283, label %2284, label %2310

2284:                                             ; preds = %2280
  %2285 = load i64, ptr %2282, align 1, !tbaa !22
  %2286 = load i64, ptr %2281, align 1, !tbaa !22
  %2287 = icmp eq i64 %2285, %2286
  br i1 %2287, label %2292, label %2288

2288:                                             ; preds = %2284
  %2289 = xor i64 %2286, %2285
  %2290 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2289, i1 false)
  %2291 = lshr i64 %2290, 3
  br label %2347

2292:                                             ; preds = %2284, %2298
  %2293 = phi ptr [ %2296, %2298 ], [ %2282, %2284 ]
  %2294 = phi ptr [ %2295, %2298 ], [ %2281, %2284 ]
  %2295 = getelementptr inbounds i8, ptr %2294, i64 8
  %2296 = getelementptr inbounds i8, ptr %2293, i64 8
  %2297 = icmp ult ptr %2295, %1833
  br i1 %2297, label %2298, label %2310

2298:                                             ; preds = %2292
  %2299 = load i64, ptr %2296, align 1, !tbaa !22
  %2300 = load i64, ptr %2295, align 1, !tbaa !22
  %2301 = icmp eq i64 %2299, %2300
  br i1 %2301, label %2292, label %2302

2302:                                             ; preds = %2298
  %2303 = xor i64 %2300, %2299
  %2304 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2303, i1 false)
  %2305 = lshr i64 %2304, 3
  %2306 = getelementptr inbounds i8, ptr %2295, i64 %2305
  %2307 = ptrtoint ptr %2306 to i64
  %2308 = ptrtoint ptr %2281 to i64
  %2309 = sub i64 %2307, %2308
  br label %2347

2310:                                             ; preds = %2292, %2280
  %2311 = phi ptr [ %2282, %2280 ], [ %2296, %2292 ]
  %2312 = phi ptr [ %2281, %2280 ], [ %2295, %2292 ]
  %2313 = icmp ult ptr %2312, %1834
  br i1 %2313, label %2314, label %2321

2314:                                             ; preds = %2310
  %2315 = load i32, ptr %2311, align 1, !tbaa !23
  %2316 = load i32, ptr %2312, align 1, !tbaa !23
  %2317 = icmp eq i32 %2315, %2316
  br i1 %2317, label %2318, label %2321

2318:                                             ; preds = %2314
  %2319 = getelementptr inbounds i8, ptr %2312, i64 4
  %2320 = getelementptr inbounds i8, ptr %2311, i64 4
  br label %2321

2321:                                             ; preds = %2318, %2314, %2310
  %2322 = phi ptr [ %2320, %2318 ], [ %2311, %2314 ], [ %2311, %2310 ]
  %2323 = phi ptr [ %2319, %2318 ], [ %2312, %2314 ], [ %2312, %2310 ]
  %2324 = icmp ult ptr %2323, %1835
  br i1 %2324, label %2325, label %2332

2325:                                             ; preds = %2321
  %2326 = load i16, ptr %2322, align 1, !tbaa !31
  %2327 = load i16, ptr %2323, align 1, !tbaa !31
  %2328 = icmp eq i16 %2326, %2327
  br i1 %2328, label %2329, label %2332

2329:                                             ; preds = %2325
  %2330 = getelementptr inbounds i8, ptr %2323, i64 2
  %2331 = getelementptr inbounds i8, ptr %2322, i64 2
  br label %2332

2332:                                             ; preds = %2329, %2325, %2321
  %2333 = phi ptr [ %2331, %2329 ], [ %2322, %2325 ], [ %2322, %2321 ]
  %2334 = phi ptr [ %2330, %2329 ], [ %2323, %2325 ], [ %2323, %2321 ]
  %2335 = icmp ult ptr %2334, %42
  br i1 %2335, label %2336, label %2342

2336:                                             ; preds = %2332
  %2337 = load i8, ptr %2333, align 1, !tbaa !33
  %2338 = load i8, ptr %2334, align 1, !tbaa !33
  %2339 = icmp eq i8 %2337, %2338
  %2340 = zext i1 %2339 to i64
  %2341 = getelementptr inbounds i8, ptr %2334, i64 %2340
  br label %2342

2342:                                             ; preds = %2336, %2332
  %2343 = phi ptr [ %2334, %2332 ], [ %2341, %2336 ]
  %2344 = ptrtoint ptr %2343 to i64
  %2345 = ptrtoint ptr %2281 to i64
  %2346 = sub i64 %2344, %2345
  br label %2347

2347:                                             ; preds = %2342, %2302, %2288
  %2348 = phi i64 [ %2346, %2342 ], [ %2291, %2288 ], [ %2309, %2302 ]
  %2349 = add i64 %2348, 8
  %2350 = icmp ugt i64 %2349, %2273
  br i1 %2350, label %2351, label %2355

2351:                                             ; preds = %2347
  %2352 = ptrtoint ptr %1865 to i64
  %2353 = ptrtoint ptr %2183 to i64
  %2354 = sub i64 %2352, %2353
  br label %2355

2355:                                             ; preds = %2351, %2347, %2277, %2271
  %2356 = phi ptr [ %1876, %2277 ], [ %1876, %2271 ], [ %2183, %2351 ], [ %1876, %2347 ]
  %2357 = phi ptr [ %1864, %2277 ], [ %1864, %2271 ], [ %1865, %2351 ], [ %1864, %2347 ]
  %2358 = phi i64 [ %2275, %2277 ], [ %2275, %2271 ], [ %2354, %2351 ], [ %2275, %2347 ]
  %2359 = phi i64 [ %2273, %2277 ], [ %2273, %2271 ], [ %2349, %2351 ], [ %2273, %2347 ]
  %2360 = icmp ugt ptr %2357, %1844
  %2361 = icmp ugt ptr %2356, %41
  %2362 = and i1 %2361, %2360
  br i1 %2362, label %2363, label %2377

2363:                                             ; preds = %2355, %2372
  %2364 = phi i64 [ %2373, %2372 ], [ %2359, %2355 ]
  %2365 = phi ptr [ %2367, %2372 ], [ %2357, %2355 ]
  %2366 = phi ptr [ %2369, %2372 ], [ %2356, %2355 ]
  %2367 = getelementptr inbounds i8, ptr %2365, i64 -1
  %2368 = load i8, ptr %2367, align 1, !tbaa !33
  %2369 = getelementptr inbounds i8, ptr %2366, i64 -1
  %2370 = load i8, ptr %2369, align 1, !tbaa !33
  %2371 = icmp eq i8 %2368, %2370
  br i1 %2371, label %2372, label %2377

2372:                                             ; preds = %2363
  %2373 = add i64 %2364, 1
  %2374 = icmp ugt ptr %2367, %1844
  %2375 = icmp ugt ptr %2369, %41
  %2376 = and i1 %2374, %2375
  br i1 %2376, label %2363, label %2377, !llvm.loop !53

2377:                                             ; preds = %2372, %2363, %2174, %2165, %2355, %2157
  %2378 = phi ptr [ %1864, %2157 ], [ %2357, %2355 ], [ %2167, %2165 ], [ %2169, %2174 ], [ %2367, %2372 ], [ %2365, %2363 ]
  %2379 = phi i64 [ %2161, %2157 ], [ %2358, %2355 ], [ %2161, %2165 ], [ %2161, %2174 ], [ %2358, %2363 ], [ %2358, %2372 ]
  %2380 = phi i64 [ %2159, %2157 ], [ %2359, %2355 ], [ %2166, %2165 ], [ %2175, %2174 ], [ %2373, %2372 ], [ %2364, %2363 ]
  %2381 = trunc i64 %2379 to i32
  %2382 = icmp ult i64 %1866, 4
  br i1 %2382, label %2383, label %2388

2383:                                             ; preds = %2377
  %2384 = ptrtoint ptr %1865 to i64
  %2385 = sub i64 %2384, %24
  %2386 = trunc i64 %2385 to i32
  %2387 = getelementptr inbounds i32, ptr %14, i64 %2083
  store i32 %2386, ptr %2387, align 4, !tbaa !23
  br label %2388

2388:                                             ; preds = %2383, %2377
  %2389 = ptrtoint ptr %2378 to i64
  %2390 = ptrtoint ptr %1844 to i64
  %2391 = sub i64 %2389, %2390
  %2392 = add i32 %2381, 3
  %2393 = getelementptr inbounds i8, ptr %1844, i64 %2391
  %2394 = icmp ugt ptr %2393, %1836
  %2395 = load ptr, ptr %1837, align 8, !tbaa !34
  br i1 %2394, label %2421, label %2396

2396:                                             ; preds = %2388
  %2397 = load <16 x i8>, ptr %1844, align 1
  store <16 x i8> %2397, ptr %2395, align 1
  %2398 = icmp ugt i64 %2391, 16
  %2399 = load ptr, ptr %1837, align 8, !tbaa !34
  br i1 %2398, label %2403, label %2400

2400:                                             ; preds = %2396
  %2401 = getelementptr inbounds i8, ptr %2399, i64 %2391
  store ptr %2401, ptr %1837, align 8, !tbaa !34
  %2402 = load ptr, ptr %1840, align 8, !tbaa !36
  br label %2510

2403:                                             ; preds = %2396
  %2404 = getelementptr inbounds i8, ptr %2399, i64 16
  %2405 = getelementptr inbounds i8, ptr %1844, i64 16
  %2406 = getelementptr i8, ptr %2399, i64 %2391
  %2407 = load <16 x i8>, ptr %2405, align 1
  store <16 x i8> %2407, ptr %2404, align 1
  %2408 = icmp slt i64 %2391, 33
  br i1 %2408, label %2498, label %2409

2409:                                             ; preds = %2403
  %2410 = getelementptr inbounds i8, ptr %2399, i64 32
  br label %2411

2411:                                             ; preds = %2411, %2409
  %2412 = phi ptr [ %2410, %2409 ], [ %2419, %2411 ]
  %2413 = phi ptr [ %2405, %2409 ], [ %2417, %2411 ]
  %2414 = getelementptr inbounds i8, ptr %2413, i64 16
  %2415 = load <16 x i8>, ptr %2414, align 1
  store <16 x i8> %2415, ptr %2412, align 1
  %2416 = getelementptr inbounds i8, ptr %2412, i64 16
  %2417 = getelementptr inbounds i8, ptr %2413, i64 32
  %2418 = load <16 x i8>, ptr %2417, align 1
  store <16 x i8> %2418, ptr %2416, align 1
  %2419 = getelementptr inbounds i8, ptr %2412, i64 32
  %2420 = icmp ult ptr %2419, %2406
  br i1 %2420, label %2411, label %2498, !llvm.loop !37

2421:                                             ; preds = %2388
  %2422 = icmp ugt ptr %1844, %1836
  br i1 %2422, label %2440, label %2423

2423:                                             ; preds = %2421
  %2424 = sub i64 %1838, %2390
  %2425 = getelementptr inbounds i8, ptr %2395, i64 %2424
  %2426 = load <16 x i8>, ptr %1844, align 1
  store <16 x i8> %2426, ptr %2395, align 1
  %2427 = icmp slt i64 %2424, 17
  br i1 %2427, label %2440, label %2428

2428:                                             ; preds = %2423
  %2429 = getelementptr inbounds i8, ptr %2395, i64 16
  br label %2430

2430:                                             ; preds = %2430, %2428
  %2431 = phi ptr [ %2429, %2428 ], [ %2438, %2430 ]
  %2432 = phi ptr [ %1844, %2428 ], [ %2436, %2430 ]
  %2433 = getelementptr inbounds i8, ptr %2432, i64 16
  %2434 = load <16 x i8>, ptr %2433, align 1
  store <16 x i8> %2434, ptr %2431, align 1
  %2435 = getelementptr inbounds i8, ptr %2431, i64 16
  %2436 = getelementptr inbounds i8, ptr %2432, i64 32
  %2437 = load <16 x i8>, ptr %2436, align 1
  store <16 x i8> %2437, ptr %2435, align 1
  %2438 = getelementptr inbounds i8, ptr %2431, i64 32
  %2439 = icmp ult ptr %2438, %2425
  br i1 %2439, label %2430, label %2440, !llvm.loop !37

2440:                                             ; preds = %2430, %2423, %2421
  %2441 = phi ptr [ %1836, %2423 ], [ %1844, %2421 ], [ %1836, %2430 ]
  %2442 = phi ptr [ %2425, %2423 ], [ %2395, %2421 ], [ %2425, %2430 ]
  %2443 = icmp ult ptr %2441, %2393
  br i1 %2443, label %2444, label %2498

2444:                                             ; preds = %2440
  %2445 = ptrtoint ptr %2442 to i64
  %2446 = ptrtoint ptr %2441 to i64
  %2447 = sub i64 %2389, %2446
  %2448 = getelementptr i8, ptr %2441, i64 %2447
  %2449 = icmp ult i64 %2447, 8
  %2450 = sub i64 %2445, %2446
  %2451 = icmp ult i64 %2450, 32
  %2452 = select i1 %2449, i1 true, i1 %2451
  br i1 %2452, label %2488, label %2453

2453:                                             ; preds = %2444
  %2454 = icmp ult i64 %2447, 32
  br i1 %2454, label %2474, label %2455

2455:                                             ; preds = %2453
  %2456 = and i64 %2447, -32
  br label %2457

2457:                                             ; preds = %2457, %2455
  %2458 = phi i64 [ 0, %2455 ], [ %2465, %2457 ]
  %2459 = getelementptr i8, ptr %2442, i64 %2458
  %2460 = getelementptr i8, ptr %2441, i64 %2458
  %2461 = getelementptr i8, ptr %2460, i64 16
  %2462 = load <16 x i8>, ptr %2460, align 1, !tbaa !33
  %2463 = load <16 x i8>, ptr %2461, align 1, !tbaa !33
  %2464 = getelementptr i8, ptr %2459, i64 16
  store <16 x i8> %2462, ptr %2459, align 1, !tbaa !33
  store <16 x i8> %2463, ptr %2464, align 1, !tbaa !33
  %2465 = add nuw i64 %2458, 32
  %2466 = icmp eq i64 %2465, %2456
  br i1 %2466, label %2467, label %2457, !llvm.loop !67

2467:                                             ; preds = %2457
  %2468 = icmp eq i64 %2447, %2456
  br i1 %2468, label %2498, label %2469

2469:                                             ; preds = %2467
  %2470 = getelementptr i8, ptr %2441, i64 %2456
  %2471 = getelementptr i8, ptr %2442, i64 %2456
  %2472 = and i64 %2447, 24
  %2473 = icmp eq i64 %2472, 0
  br i1 %2473, label %2488, label %2474

2474:                                             ; preds = %2453, %2469
  %2475 = phi i64 [ %2456, %2469 ], [ 0, %2453 ]
  %2476 = and i64 %2447, -8
  %2477 = getelementptr i8, ptr %2442, i64 %2476
  %2478 = getelementptr i8, ptr %2441, i64 %2476
  br label %2479

2479:                                             ; preds = %2479, %2474
  %2480 = phi i64 [ %2475, %2474 ], [ %2484, %2479 ]
  %2481 = getelementptr i8, ptr %2442, i64 %2480
  %2482 = getelementptr i8, ptr %2441, i64 %2480
  %2483 = load <8 x i8>, ptr %2482, align 1, !tbaa !33
  store <8 x i8> %2483, ptr %2481, align 1, !tbaa !33
  %2484 = add nuw i64 %2480, 8
  %2485 = icmp eq i64 %2484, %2476
  br i1 %2485, label %2486, label %2479, !llvm.loop !68

2486:                                             ; preds = %2479
  %2487 = icmp eq i64 %2447, %2476
  br i1 %2487, label %2498, label %2488

2488:                                             ; preds = %2486, %2444, %2469
  %2489 = phi ptr [ %2442, %2444 ], [ %2471, %2469 ], [ %2477, %2486 ]
  %2490 = phi ptr [ %2441, %2444 ], [ %2470, %2469 ], [ %2478, %2486 ]
  br label %2491

2491:                                             ; preds = %2488, %2491
  %2492 = phi ptr [ %2496, %2491 ], [ %2489, %2488 ]
  %2493 = phi ptr [ %2494, %2491 ], [ %2490, %2488 ]
  %2494 = getelementptr inbounds i8, ptr %2493, i64 1
  %2495 = load i8, ptr %2493, align 1, !tbaa !33
  %2496 = getelementptr inbounds i8, ptr %2492, i64 1
  store i8 %2495, ptr %2492, align 1, !tbaa !33
  %2497 = icmp eq ptr %2494, %2448
  br i1 %2497, label %2498, label %2491, !llvm.loop !69

2498:                                             ; preds = %2411, %2491, %2467, %2486, %2440, %2403
  %2499 = load ptr, ptr %1837, align 8, !tbaa !34
  %2500 = getelementptr inbounds i8, ptr %2499, i64 %2391
  store ptr %2500, ptr %1837, align 8, !tbaa !34
  %2501 = icmp ugt i64 %2391, 65535
  %2502 = load ptr, ptr %1840, align 8, !tbaa !36
  br i1 %2501, label %2503, label %2510, !prof !43

2503:                                             ; preds = %2498
  store i32 1, ptr %1839, align 8, !tbaa !44
  %2504 = load ptr, ptr %1, align 8, !tbaa !45
  %2505 = ptrtoint ptr %2502 to i64
  %2506 = ptrtoint ptr %2504 to i64
  %2507 = sub i64 %2505, %2506
  %2508 = lshr exact i64 %2507, 3
  %2509 = trunc i64 %2508 to i32
  store i32 %2509, ptr %1841, align 4, !tbaa !46
  br label %2510

2510:                                             ; preds = %2503, %2498, %2400
  %2511 = phi ptr [ %2402, %2400 ], [ %2502, %2503 ], [ %2502, %2498 ]
  %2512 = trunc i64 %2391 to i16
  %2513 = getelementptr inbounds i8, ptr %2511, i64 4
  store i16 %2512, ptr %2513, align 4, !tbaa !47
  store i32 %2392, ptr %2511, align 4, !tbaa !49
  %2514 = add i64 %2380, -3
  %2515 = icmp ugt i64 %2514, 65535
  br i1 %2515, label %2516, label %2529, !prof !50

2516:                                             ; preds = %2510, %2074
  %2517 = phi ptr [ %2075, %2074 ], [ %2511, %2510 ]
  %2518 = phi i64 [ %2078, %2074 ], [ %2514, %2510 ]
  %2519 = phi ptr [ %1878, %2074 ], [ %2378, %2510 ]
  %2520 = phi i64 [ %1953, %2074 ], [ %2380, %2510 ]
  %2521 = phi i32 [ %1846, %2074 ], [ %1845, %2510 ]
  %2522 = phi i32 [ %1845, %2074 ], [ %2381, %2510 ]
  store i32 2, ptr %1839, align 8, !tbaa !44
  %2523 = load ptr, ptr %1, align 8, !tbaa !45
  %2524 = ptrtoint ptr %2517 to i64
  %2525 = ptrtoint ptr %2523 to i64
  %2526 = sub i64 %2524, %2525
  %2527 = lshr exact i64 %2526, 3
  %2528 = trunc i64 %2527 to i32
  store i32 %2528, ptr %1841, align 4, !tbaa !46
  br label %2529

2529:                                             ; preds = %2516, %2510, %2074
  %2530 = phi i64 [ %2078, %2074 ], [ %2514, %2510 ], [ %2518, %2516 ]
  %2531 = phi ptr [ %2075, %2074 ], [ %2511, %2510 ], [ %2517, %2516 ]
  %2532 = phi ptr [ %1878, %2074 ], [ %2378, %2510 ], [ %2519, %2516 ]
  %2533 = phi i64 [ %1953, %2074 ], [ %2380, %2510 ], [ %2520, %2516 ]
  %2534 = phi i32 [ %1846, %2074 ], [ %1845, %2510 ], [ %2521, %2516 ]
  %2535 = phi i32 [ %1845, %2074 ], [ %2381, %2510 ], [ %2522, %2516 ]
  %2536 = trunc i64 %2530 to i16
  %2537 = getelementptr inbounds i8, ptr %2531, i64 6
  store i16 %2536, ptr %2537, align 2, !tbaa !57
  %2538 = getelementptr inbounds i8, ptr %2531, i64 8
  store ptr %2538, ptr %1840, align 8, !tbaa !36
  %2539 = getelementptr inbounds i8, ptr %2532, i64 %2533
  %2540 = icmp ugt ptr %2539, %43
  br i1 %2540, label %2684, label %2541

2541:                                             ; preds = %2529
  %2542 = add i32 %1874, 2
  %2543 = zext i32 %2542 to i64
  %2544 = getelementptr inbounds i8, ptr %22, i64 %2543
  %2545 = load i64, ptr %2544, align 1, !tbaa !22
  %2546 = mul i64 %2545, -3523014627327384477
  %2547 = lshr i64 %2546, %1830
  %2548 = getelementptr inbounds i32, ptr %14, i64 %2547
  store i32 %2542, ptr %2548, align 4, !tbaa !23
  %2549 = getelementptr inbounds i8, ptr %2539, i64 -2
  %2550 = ptrtoint ptr %2549 to i64
  %2551 = sub i64 %2550, %24
  %2552 = trunc i64 %2551 to i32
  %2553 = load i64, ptr %2549, align 1, !tbaa !22
  %2554 = mul i64 %2553, -3523014627327384477
  %2555 = lshr i64 %2554, %1830
  %2556 = getelementptr inbounds i32, ptr %14, i64 %2555
  store i32 %2552, ptr %2556, align 4, !tbaa !23
  %2557 = mul i64 %2545, -3523014627193847808
  %2558 = lshr i64 %2557, %1832
  %2559 = getelementptr inbounds i32, ptr %18, i64 %2558
  store i32 %2542, ptr %2559, align 4, !tbaa !23
  %2560 = getelementptr inbounds i8, ptr %2539, i64 -1
  %2561 = ptrtoint ptr %2560 to i64
  %2562 = sub i64 %2561, %24
  %2563 = trunc i64 %2562 to i32
  %2564 = load i64, ptr %2560, align 1, !tbaa !22
  %2565 = mul i64 %2564, -3523014627193847808
  %2566 = lshr i64 %2565, %1832
  %2567 = getelementptr inbounds i32, ptr %18, i64 %2566
  store i32 %2563, ptr %2567, align 4, !tbaa !23
  br label %2568

2568:                                             ; preds = %2678, %2541
  %2569 = phi ptr [ %2538, %2541 ], [ %2681, %2678 ]
  %2570 = phi ptr [ %2539, %2541 ], [ %2682, %2678 ]
  %2571 = phi i32 [ %2535, %2541 ], [ %2572, %2678 ]
  %2572 = phi i32 [ %2534, %2541 ], [ %2571, %2678 ]
  %2573 = icmp ne i32 %2572, 0
  %2574 = load i32, ptr %2570, align 1, !tbaa !23
  %2575 = zext i32 %2572 to i64
  %2576 = sub nsw i64 0, %2575
  %2577 = getelementptr inbounds i8, ptr %2570, i64 %2576
  %2578 = load i32, ptr %2577, align 1, !tbaa !23
  %2579 = icmp eq i32 %2574, %2578
  %2580 = and i1 %2573, %2579
  br i1 %2580, label %2581, label %2684

2581:                                             ; preds = %2568
  %2582 = getelementptr inbounds i8, ptr %2570, i64 4
  %2583 = getelementptr inbounds i8, ptr %2582, i64 %2576
  %2584 = icmp ugt ptr %1833, %2582
  br i1 %2584, label %2585, label %2611

2585:                                             ; preds = %2581
  %2586 = load i64, ptr %2583, align 1, !tbaa !22
  %2587 = load i64, ptr %2582, align 1, !tbaa !22
  %2588 = icmp eq i64 %2586, %2587
  br i1 %2588, label %2593, label %2589

2589:                                             ; preds = %2585
  %2590 = xor i64 %2587, %2586
  %2591 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2590, i1 false)
  %2592 = lshr i64 %2591, 3
  br label %2648

2593:                                             ; preds = %2585, %2599
  %2594 = phi ptr [ %2597, %2599 ], [ %2583, %2585 ]
  %2595 = phi ptr [ %2596, %2599 ], [ %2582, %2585 ]
  %2596 = getelementptr inbounds i8, ptr %2595, i64 8
  %2597 = getelementptr inbounds i8, ptr %2594, i64 8
  %2598 = icmp ult ptr %2596, %1833
  br i1 %2598, label %2599, label %2611

2599:                                             ; preds = %2593
  %2600 = load i64, ptr %2597, align 1, !tbaa !22
  %2601 = load i64, ptr %2596, align 1, !tbaa !22
  %2602 = icmp eq i64 %2600, %2601
  br i1 %2602, label %2593, label %2603

2603:                                             ; preds = %2599
  %2604 = xor i64 %2601, %2600
  %2605 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2604, i1 false)
  %2606 = lshr i64 %2605, 3
  %2607 = getelementptr inbounds i8, ptr %2596, i64 %2606
  %2608 = ptrtoint ptr %2607 to i64
  %2609 = ptrtoint ptr %2582 to i64
  %2610 = sub i64 %2608, %2609
  br label %2648

2611:                                             ; preds = %2593, %2581
  %2612 = phi ptr [ %2583, %2581 ], [ %2597, %2593 ]
  %2613 = phi ptr [ %2582, %2581 ], [ %2596, %2593 ]
  %2614 = icmp ult ptr %2613, %1834
  br i1 %2614, label %2615, label %2622

2615:                                             ; preds = %2611
  %2616 = load i32, ptr %2612, align 1, !tbaa !23
  %2617 = load i32, ptr %2613, align 1, !tbaa !23
  %2618 = icmp eq i32 %2616, %2617
  br i1 %2618, label %2619, label %2622

2619:                                             ; preds = %2615
  %2620 = getelementptr inbounds i8, ptr %2613, i64 4
  %2621 = getelementptr inbounds i8, ptr %2612, i64 4
  br label %2622

2622:                                             ; preds = %2619, %2615, %2611
  %2623 = phi ptr [ %2621, %2619 ], [ %2612, %2615 ], [ %2612, %2611 ]
  %2624 = phi ptr [ %2620, %2619 ], [ %2613, %2615 ], [ %2613, %2611 ]
  %2625 = icmp ult ptr %2624, %1835
  br i1 %2625, label %2626, label %2633

2626:                                             ; preds = %2622
  %2627 = load i16, ptr %2623, align 1, !tbaa !31
  %2628 = load i16, ptr %2624, align 1, !tbaa !31
  %2629 = icmp eq i16 %2627, %2628
  br i1 %2629, label %2630, label %2633

2630:                                             ; preds = %2626
  %2631 = getelementptr inbounds i8, ptr %2624, i64 2
  %2632 = getelementptr inbounds i8, ptr %2623, i64 2
  br label %2633

2633:                                             ; preds = %2630, %2626, %2622
  %2634 = phi ptr [ %2632, %2630 ], [ %2623, %2626 ], [ %2623, %2622 ]
  %2635 = phi ptr [ %2631, %2630 ], [ %2624, %2626 ], [ %2624, %2622 ]
  %2636 = icmp ult ptr %2635, %42
  br i1 %2636, label %2637, label %2643

2637:                                             ; preds = %2633
  %2638 = load i8, ptr %2634, align 1, !tbaa !33
  %2639 = load i8, ptr %2635, align 1, !tbaa !33
  %2640 = icmp eq i8 %2638, %2639
  %2641 = zext i1 %2640 to i64
  %2642 = getelementptr inbounds i8, ptr %2635, i64 %2641
  br label %2643

2643:                                             ; preds = %2637, %2633
  %2644 = phi ptr [ %2635, %2633 ], [ %2642, %2637 ]
  %2645 = ptrtoint ptr %2644 to i64
  %2646 = ptrtoint ptr %2582 to i64
  %2647 = sub i64 %2645, %2646
  br label %2648

2648:                                             ; preds = %2643, %2603, %2589
  %2649 = phi i64 [ %2647, %2643 ], [ %2592, %2589 ], [ %2610, %2603 ]
  %2650 = add i64 %2649, 4
  %2651 = ptrtoint ptr %2570 to i64
  %2652 = sub i64 %2651, %24
  %2653 = trunc i64 %2652 to i32
  %2654 = load i64, ptr %2570, align 1, !tbaa !22
  %2655 = mul i64 %2654, -3523014627193847808
  %2656 = lshr i64 %2655, %1832
  %2657 = getelementptr inbounds i32, ptr %18, i64 %2656
  store i32 %2653, ptr %2657, align 4, !tbaa !23
  %2658 = mul i64 %2654, -3523014627327384477
  %2659 = lshr i64 %2658, %1830
  %2660 = getelementptr inbounds i32, ptr %14, i64 %2659
  store i32 %2653, ptr %2660, align 4, !tbaa !23
  %2661 = icmp ugt ptr %2570, %1836
  br i1 %2661, label %2666, label %2662

2662:                                             ; preds = %2648
  %2663 = load ptr, ptr %1837, align 8, !tbaa !34
  %2664 = load <16 x i8>, ptr %2570, align 1
  store <16 x i8> %2664, ptr %2663, align 1
  %2665 = load ptr, ptr %1840, align 8, !tbaa !36
  br label %2666

2666:                                             ; preds = %2662, %2648
  %2667 = phi ptr [ %2569, %2648 ], [ %2665, %2662 ]
  %2668 = getelementptr inbounds i8, ptr %2667, i64 4
  store i16 0, ptr %2668, align 4, !tbaa !47
  store i32 1, ptr %2667, align 4, !tbaa !49
  %2669 = add i64 %2649, 1
  %2670 = icmp ugt i64 %2669, 65535
  br i1 %2670, label %2671, label %2678, !prof !50

2671:                                             ; preds = %2666
  store i32 2, ptr %1839, align 8, !tbaa !44
  %2672 = load ptr, ptr %1, align 8, !tbaa !45
  %2673 = ptrtoint ptr %2667 to i64
  %2674 = ptrtoint ptr %2672 to i64
  %2675 = sub i64 %2673, %2674
  %2676 = lshr exact i64 %2675, 3
  %2677 = trunc i64 %2676 to i32
  store i32 %2677, ptr %1841, align 4, !tbaa !46
  br label %2678

2678:                                             ; preds = %2671, %2666
  %2679 = trunc i64 %2669 to i16
  %2680 = getelementptr inbounds i8, ptr %2667, i64 6
  store i16 %2679, ptr %2680, align 2, !tbaa !57
  %2681 = getelementptr inbounds i8, ptr %2667, i64 8
  store ptr %2681, ptr %1840, align 8, !tbaa !36
  %2682 = getelementptr inbounds i8, ptr %2570, i64 %2650
  %2683 = icmp ugt ptr %2682, %43
  br i1 %2683, label %2684, label %2568

2684:                                             ; preds = %2678, %2568, %2529
  %2685 = phi i32 [ %2534, %2529 ], [ %2572, %2568 ], [ %2571, %2678 ]
  %2686 = phi i32 [ %2535, %2529 ], [ %2571, %2568 ], [ %2572, %2678 ]
  %2687 = phi ptr [ %2539, %2529 ], [ %2570, %2568 ], [ %2682, %2678 ]
  %2688 = getelementptr inbounds i8, ptr %2687, i64 1
  %2689 = icmp ugt ptr %2688, %43
  br i1 %2689, label %2690, label %1842

2690:                                             ; preds = %2684, %2198, %1827
  %2691 = phi i32 [ %60, %1827 ], [ %1846, %2198 ], [ %2685, %2684 ]
  %2692 = phi i32 [ %62, %1827 ], [ %1845, %2198 ], [ %2686, %2684 ]
  %2693 = phi ptr [ %3, %1827 ], [ %1844, %2198 ], [ %2687, %2684 ]
  %2694 = select i1 %61, i32 %44, i32 0
  %2695 = select i1 %59, i32 %46, i32 0
  %2696 = icmp ne i32 %2692, 0
  %2697 = select i1 %61, i1 %2696, i1 false
  %2698 = select i1 %2697, i32 %44, i32 %2695
  %2699 = select i1 %2696, i32 %2692, i32 %2694
  store i32 %2699, ptr %2, align 4, !tbaa !23
  %2700 = icmp eq i32 %2691, 0
  %2701 = select i1 %2700, i32 %2698, i32 %2691
  store i32 %2701, ptr %45, align 4, !tbaa !23
  %2702 = ptrtoint ptr %42 to i64
  %2703 = ptrtoint ptr %2693 to i64
  %2704 = sub i64 %2702, %2703
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %7) #8
  br label %3583

2705:                                             ; preds = %5
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %6) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %6, ptr noundef nonnull align 1 dereferenceable(10) @__const.ZSTD_compressBlock_doubleFast_noDict_generic.dummy, i64 10, i1 false)
  br i1 %64, label %3568, label %2706

2706:                                             ; preds = %2705
  %2707 = sub i32 64, %16
  %2708 = zext nneg i32 %2707 to i64
  %2709 = sub i32 64, %20
  %2710 = zext nneg i32 %2709 to i64
  %2711 = getelementptr inbounds i8, ptr %42, i64 -7
  %2712 = getelementptr inbounds i8, ptr %42, i64 -3
  %2713 = getelementptr inbounds i8, ptr %42, i64 -1
  %2714 = getelementptr inbounds i8, ptr %42, i64 -32
  %2715 = getelementptr inbounds i8, ptr %1, i64 24
  %2716 = ptrtoint ptr %2714 to i64
  %2717 = getelementptr inbounds i8, ptr %1, i64 72
  %2718 = getelementptr inbounds i8, ptr %1, i64 8
  %2719 = getelementptr inbounds i8, ptr %1, i64 76
  br label %2720

2720:                                             ; preds = %3562, %2706
  %2721 = phi ptr [ %63, %2706 ], [ %3566, %3562 ]
  %2722 = phi ptr [ %3, %2706 ], [ %3565, %3562 ]
  %2723 = phi i32 [ %62, %2706 ], [ %3564, %3562 ]
  %2724 = phi i32 [ %60, %2706 ], [ %3563, %3562 ]
  %2725 = phi ptr [ %49, %2706 ], [ %3565, %3562 ]
  %2726 = getelementptr inbounds i8, ptr %2725, i64 256
  %2727 = load i64, ptr %2725, align 1, !tbaa !22
  %2728 = mul i64 %2727, -3523014627327384477
  %2729 = lshr i64 %2728, %2708
  %2730 = getelementptr inbounds i32, ptr %14, i64 %2729
  %2731 = load i32, ptr %2730, align 4, !tbaa !23
  %2732 = zext i32 %2731 to i64
  %2733 = getelementptr inbounds i8, ptr %22, i64 %2732
  %2734 = icmp ne i32 %2723, 0
  %2735 = zext i32 %2723 to i64
  %2736 = sub nsw i64 0, %2735
  br label %2737

2737:                                             ; preds = %3076, %2720
  %2738 = phi i64 [ %2727, %2720 ], [ %2959, %3076 ]
  %2739 = phi i32 [ %2731, %2720 ], [ %3059, %3076 ]
  %2740 = phi ptr [ %2733, %2720 ], [ %3061, %3076 ]
  %2741 = phi i64 [ %2729, %2720 ], [ %2961, %3076 ]
  %2742 = phi ptr [ %2725, %2720 ], [ %2743, %3076 ]
  %2743 = phi ptr [ %2721, %2720 ], [ %3079, %3076 ]
  %2744 = phi i64 [ 1, %2720 ], [ %3077, %3076 ]
  %2745 = phi ptr [ %2726, %2720 ], [ %3078, %3076 ]
  %2746 = mul i64 %2738, -3523014627193167104
  %2747 = lshr i64 %2746, %2710
  %2748 = getelementptr inbounds i32, ptr %18, i64 %2747
  %2749 = load i32, ptr %2748, align 4, !tbaa !23
  %2750 = ptrtoint ptr %2742 to i64
  %2751 = sub i64 %2750, %24
  %2752 = trunc i64 %2751 to i32
  %2753 = zext i32 %2749 to i64
  %2754 = getelementptr inbounds i8, ptr %22, i64 %2753
  store i32 %2752, ptr %2748, align 4, !tbaa !23
  %2755 = getelementptr inbounds i32, ptr %14, i64 %2741
  store i32 %2752, ptr %2755, align 4, !tbaa !23
  %2756 = getelementptr inbounds i8, ptr %2742, i64 1
  %2757 = getelementptr inbounds i8, ptr %2756, i64 %2736
  %2758 = load i32, ptr %2757, align 1, !tbaa !23
  %2759 = load i32, ptr %2756, align 1, !tbaa !23
  %2760 = icmp eq i32 %2758, %2759
  %2761 = and i1 %2734, %2760
  br i1 %2761, label %2762, label %2958

2762:                                             ; preds = %2737
  %2763 = getelementptr inbounds i8, ptr %2742, i64 5
  %2764 = getelementptr inbounds i8, ptr %2763, i64 %2736
  %2765 = icmp ugt ptr %2711, %2763
  br i1 %2765, label %2766, label %2792

2766:                                             ; preds = %2762
  %2767 = load i64, ptr %2764, align 1, !tbaa !22
  %2768 = load i64, ptr %2763, align 1, !tbaa !22
  %2769 = icmp eq i64 %2767, %2768
  br i1 %2769, label %2774, label %2770

2770:                                             ; preds = %2766
  %2771 = xor i64 %2768, %2767
  %2772 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2771, i1 false)
  %2773 = lshr i64 %2772, 3
  br label %2829

2774:                                             ; preds = %2766, %2780
  %2775 = phi ptr [ %2778, %2780 ], [ %2764, %2766 ]
  %2776 = phi ptr [ %2777, %2780 ], [ %2763, %2766 ]
  %2777 = getelementptr inbounds i8, ptr %2776, i64 8
  %2778 = getelementptr inbounds i8, ptr %2775, i64 8
  %2779 = icmp ult ptr %2777, %2711
  br i1 %2779, label %2780, label %2792

2780:                                             ; preds = %2774
  %2781 = load i64, ptr %2778, align 1, !tbaa !22
  %2782 = load i64, ptr %2777, align 1, !tbaa !22
  %2783 = icmp eq i64 %2781, %2782
  br i1 %2783, label %2774, label %2784

2784:                                             ; preds = %2780
  %2785 = xor i64 %2782, %2781
  %2786 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2785, i1 false)
  %2787 = lshr i64 %2786, 3
  %2788 = getelementptr inbounds i8, ptr %2777, i64 %2787
  %2789 = ptrtoint ptr %2788 to i64
  %2790 = ptrtoint ptr %2763 to i64
  %2791 = sub i64 %2789, %2790
  br label %2829

2792:                                             ; preds = %2774, %2762
  %2793 = phi ptr [ %2764, %2762 ], [ %2778, %2774 ]
  %2794 = phi ptr [ %2763, %2762 ], [ %2777, %2774 ]
  %2795 = icmp ult ptr %2794, %2712
  br i1 %2795, label %2796, label %2803

2796:                                             ; preds = %2792
  %2797 = load i32, ptr %2793, align 1, !tbaa !23
  %2798 = load i32, ptr %2794, align 1, !tbaa !23
  %2799 = icmp eq i32 %2797, %2798
  br i1 %2799, label %2800, label %2803

2800:                                             ; preds = %2796
  %2801 = getelementptr inbounds i8, ptr %2794, i64 4
  %2802 = getelementptr inbounds i8, ptr %2793, i64 4
  br label %2803

2803:                                             ; preds = %2800, %2796, %2792
  %2804 = phi ptr [ %2802, %2800 ], [ %2793, %2796 ], [ %2793, %2792 ]
  %2805 = phi ptr [ %2801, %2800 ], [ %2794, %2796 ], [ %2794, %2792 ]
  %2806 = icmp ult ptr %2805, %2713
  br i1 %2806, label %2807, label %2814

2807:                                             ; preds = %2803
  %2808 = load i16, ptr %2804, align 1, !tbaa !31
  %2809 = load i16, ptr %2805, align 1, !tbaa !31
  %2810 = icmp eq i16 %2808, %2809
  br i1 %2810, label %2811, label %2814

2811:                                             ; preds = %2807
  %2812 = getelementptr inbounds i8, ptr %2805, i64 2
  %2813 = getelementptr inbounds i8, ptr %2804, i64 2
  br label %2814

2814:                                             ; preds = %2811, %2807, %2803
  %2815 = phi ptr [ %2813, %2811 ], [ %2804, %2807 ], [ %2804, %2803 ]
  %2816 = phi ptr [ %2812, %2811 ], [ %2805, %2807 ], [ %2805, %2803 ]
  %2817 = icmp ult ptr %2816, %42
  br i1 %2817, label %2818, label %2824

2818:                                             ; preds = %2814
  %2819 = load i8, ptr %2815, align 1, !tbaa !33
  %2820 = load i8, ptr %2816, align 1, !tbaa !33
  %2821 = icmp eq i8 %2819, %2820
  %2822 = zext i1 %2821 to i64
  %2823 = getelementptr inbounds i8, ptr %2816, i64 %2822
  br label %2824

2824:                                             ; preds = %2818, %2814
  %2825 = phi ptr [ %2816, %2814 ], [ %2823, %2818 ]
  %2826 = ptrtoint ptr %2825 to i64
  %2827 = ptrtoint ptr %2763 to i64
  %2828 = sub i64 %2826, %2827
  br label %2829

2829:                                             ; preds = %2824, %2784, %2770
  %2830 = phi i64 [ %2828, %2824 ], [ %2773, %2770 ], [ %2791, %2784 ]
  %2831 = add i64 %2830, 4
  %2832 = ptrtoint ptr %2756 to i64
  %2833 = ptrtoint ptr %2722 to i64
  %2834 = sub i64 %2832, %2833
  %2835 = getelementptr inbounds i8, ptr %2722, i64 %2834
  %2836 = icmp ugt ptr %2835, %2714
  %2837 = load ptr, ptr %2715, align 8, !tbaa !34
  br i1 %2836, label %2863, label %2838

2838:                                             ; preds = %2829
  %2839 = load <16 x i8>, ptr %2722, align 1
  store <16 x i8> %2839, ptr %2837, align 1
  %2840 = icmp ugt i64 %2834, 16
  %2841 = load ptr, ptr %2715, align 8, !tbaa !34
  br i1 %2840, label %2845, label %2842

2842:                                             ; preds = %2838
  %2843 = getelementptr inbounds i8, ptr %2841, i64 %2834
  store ptr %2843, ptr %2715, align 8, !tbaa !34
  %2844 = load ptr, ptr %2718, align 8, !tbaa !36
  br label %2952

2845:                                             ; preds = %2838
  %2846 = getelementptr inbounds i8, ptr %2841, i64 16
  %2847 = getelementptr inbounds i8, ptr %2722, i64 16
  %2848 = getelementptr i8, ptr %2841, i64 %2834
  %2849 = load <16 x i8>, ptr %2847, align 1
  store <16 x i8> %2849, ptr %2846, align 1
  %2850 = icmp slt i64 %2834, 33
  br i1 %2850, label %2940, label %2851

2851:                                             ; preds = %2845
  %2852 = getelementptr inbounds i8, ptr %2841, i64 32
  br label %2853

2853:                                             ; preds = %2853, %2851
  %2854 = phi ptr [ %2852, %2851 ], [ %2861, %2853 ]
  %2855 = phi ptr [ %2847, %2851 ], [ %2859, %2853 ]
  %2856 = getelementptr inbounds i8, ptr %2855, i64 16
  %2857 = load <16 x i8>, ptr %2856, align 1
  store <16 x i8> %2857, ptr %2854, align 1
  %2858 = getelementptr inbounds i8, ptr %2854, i64 16
  %2859 = getelementptr inbounds i8, ptr %2855, i64 32
  %2860 = load <16 x i8>, ptr %2859, align 1
  store <16 x i8> %2860, ptr %2858, align 1
  %2861 = getelementptr inbounds i8, ptr %2854, i64 32
  %2862 = icmp ult ptr %2861, %2848
  br i1 %2862, label %2853, label %2940, !llvm.loop !37

2863:                                             ; preds = %2829
  %2864 = icmp ugt ptr %2722, %2714
  br i1 %2864, label %2882, label %2865

2865:                                             ; preds = %2863
  %2866 = sub i64 %2716, %2833
  %2867 = getelementptr inbounds i8, ptr %2837, i64 %2866
  %2868 = load <16 x i8>, ptr %2722, align 1
  store <16 x i8> %2868, ptr %2837, align 1
  %2869 = icmp slt i64 %2866, 17
  br i1 %2869, label %2882, label %2870

2870:                                             ; preds = %2865
  %2871 = getelementptr inbounds i8, ptr %2837, i64 16
  br label %2872

2872:                                             ; preds = %2872, %2870
  %2873 = phi ptr [ %2871, %2870 ], [ %2880, %2872 ]
  %2874 = phi ptr [ %2722, %2870 ], [ %2878, %2872 ]
  %2875 = getelementptr inbounds i8, ptr %2874, i64 16
  %2876 = load <16 x i8>, ptr %2875, align 1
  store <16 x i8> %2876, ptr %2873, align 1
  %2877 = getelementptr inbounds i8, ptr %2873, i64 16
  %2878 = getelementptr inbounds i8, ptr %2874, i64 32
  %2879 = load <16 x i8>, ptr %2878, align 1
  store <16 x i8> %2879, ptr %2877, align 1
  %2880 = getelementptr inbounds i8, ptr %2873, i64 32
  %2881 = icmp ult ptr %2880, %2867
  br i1 %2881, label %2872, label %2882, !llvm.loop !37

2882:                                             ; preds = %2872, %2865, %2863
  %2883 = phi ptr [ %2714, %2865 ], [ %2722, %2863 ], [ %2714, %2872 ]
  %2884 = phi ptr [ %2867, %2865 ], [ %2837, %2863 ], [ %2867, %2872 ]
  %2885 = icmp ult ptr %2883, %2835
  br i1 %2885, label %2886, label %2940

2886:                                             ; preds = %2882
  %2887 = ptrtoint ptr %2884 to i64
  %2888 = ptrtoint ptr %2883 to i64
  %2889 = sub i64 %2832, %2888
  %2890 = getelementptr i8, ptr %2883, i64 %2889
  %2891 = icmp ult i64 %2889, 8
  %2892 = sub i64 %2887, %2888
  %2893 = icmp ult i64 %2892, 32
  %2894 = select i1 %2891, i1 true, i1 %2893
  br i1 %2894, label %2930, label %2895

2895:                                             ; preds = %2886
  %2896 = icmp ult i64 %2889, 32
  br i1 %2896, label %2916, label %2897

2897:                                             ; preds = %2895
  %2898 = and i64 %2889, -32
  br label %2899

2899:                                             ; preds = %2899, %2897
  %2900 = phi i64 [ 0, %2897 ], [ %2907, %2899 ]
  %2901 = getelementptr i8, ptr %2884, i64 %2900
  %2902 = getelementptr i8, ptr %2883, i64 %2900
  %2903 = getelementptr i8, ptr %2902, i64 16
  %2904 = load <16 x i8>, ptr %2902, align 1, !tbaa !33
  %2905 = load <16 x i8>, ptr %2903, align 1, !tbaa !33
  %2906 = getelementptr i8, ptr %2901, i64 16
  store <16 x i8> %2904, ptr %2901, align 1, !tbaa !33
  store <16 x i8> %2905, ptr %2906, align 1, !tbaa !33
  %2907 = add nuw i64 %2900, 32
  %2908 = icmp eq i64 %2907, %2898
  br i1 %2908, label %2909, label %2899, !llvm.loop !70

2909:                                             ; preds = %2899
  %2910 = icmp eq i64 %2889, %2898
  br i1 %2910, label %2940, label %2911

2911:                                             ; preds = %2909
  %2912 = getelementptr i8, ptr %2883, i64 %2898
  %2913 = getelementptr i8, ptr %2884, i64 %2898
  %2914 = and i64 %2889, 24
  %2915 = icmp eq i64 %2914, 0
  br i1 %2915, label %2930, label %2916

2916:                                             ; preds = %2895, %2911
  %2917 = phi i64 [ %2898, %2911 ], [ 0, %2895 ]
  %2918 = and i64 %2889, -8
  %2919 = getelementptr i8, ptr %2884, i64 %2918
  %2920 = getelementptr i8, ptr %2883, i64 %2918
  br label %2921

2921:                                             ; preds = %2921, %2916
  %2922 = phi i64 [ %2917, %2916 ], [ %2926, %2921 ]
  %2923 = getelementptr i8, ptr %2884, i64 %2922
  %2924 = getelementptr i8, ptr %2883, i64 %2922
  %2925 = load <8 x i8>, ptr %2924, align 1, !tbaa !33
  store <8 x i8> %2925, ptr %2923, align 1, !tbaa !33
  %2926 = add nuw i64 %2922, 8
  %2927 = icmp eq i64 %2926, %2918
  br i1 %2927, label %2928, label %2921, !llvm.loop !71

2928:                                             ; preds = %2921
  %2929 = icmp eq i64 %2889, %2918
  br i1 %2929, label %2940, label %2930

2930:                                             ; preds = %2928, %2886, %2911
  %2931 = phi ptr [ %2884, %2886 ], [ %2913, %2911 ], [ %2919, %2928 ]
  %2932 = phi ptr [ %2883, %2886 ], [ %2912, %2911 ], [ %2920, %2928 ]
  br label %2933

2933:                                             ; preds = %2930, %2933
  %2934 = phi ptr [ %2938, %2933 ], [ %2931, %2930 ]
  %2935 = phi ptr [ %2936, %2933 ], [ %2932, %2930 ]
  %2936 = getelementptr inbounds i8, ptr %2935, i64 1
  %2937 = load i8, ptr %2935, align 1, !tbaa !33
  %2938 = getelementptr inbounds i8, ptr %2934, i64 1
  store i8 %2937, ptr %2934, align 1, !tbaa !33
  %2939 = icmp eq ptr %2936, %2890
  br i1 %2939, label %2940, label %2933, !llvm.loop !72

2940:                                             ; preds = %2853, %2933, %2909, %2928, %2882, %2845
  %2941 = load ptr, ptr %2715, align 8, !tbaa !34
  %2942 = getelementptr inbounds i8, ptr %2941, i64 %2834
  store ptr %2942, ptr %2715, align 8, !tbaa !34
  %2943 = icmp ugt i64 %2834, 65535
  %2944 = load ptr, ptr %2718, align 8, !tbaa !36
  br i1 %2943, label %2945, label %2952, !prof !43

2945:                                             ; preds = %2940
  store i32 1, ptr %2717, align 8, !tbaa !44
  %2946 = load ptr, ptr %1, align 8, !tbaa !45
  %2947 = ptrtoint ptr %2944 to i64
  %2948 = ptrtoint ptr %2946 to i64
  %2949 = sub i64 %2947, %2948
  %2950 = lshr exact i64 %2949, 3
  %2951 = trunc i64 %2950 to i32
  store i32 %2951, ptr %2719, align 4, !tbaa !46
  br label %2952

2952:                                             ; preds = %2945, %2940, %2842
  %2953 = phi ptr [ %2844, %2842 ], [ %2944, %2945 ], [ %2944, %2940 ]
  %2954 = trunc i64 %2834 to i16
  %2955 = getelementptr inbounds i8, ptr %2953, i64 4
  store i16 %2954, ptr %2955, align 4, !tbaa !47
  store i32 1, ptr %2953, align 4, !tbaa !49
  %2956 = add i64 %2830, 1
  %2957 = icmp ugt i64 %2956, 65535
  br i1 %2957, label %3394, label %3407, !prof !50

2958:                                             ; preds = %2737
  %2959 = load i64, ptr %2743, align 1, !tbaa !22
  %2960 = mul i64 %2959, -3523014627327384477
  %2961 = lshr i64 %2960, %2708
  %2962 = icmp ult i32 %2739, %39
  %2963 = select i1 %2962, ptr %6, ptr %2740
  %2964 = load i64, ptr %2963, align 1, !tbaa !22
  %2965 = icmp eq i64 %2964, %2738
  %2966 = icmp eq ptr %2963, %2740
  %2967 = select i1 %2965, i1 %2966, i1 false
  br i1 %2967, label %2968, label %3057

2968:                                             ; preds = %2958
  %2969 = getelementptr inbounds i8, ptr %2742, i64 8
  %2970 = getelementptr inbounds i8, ptr %2740, i64 8
  %2971 = icmp ugt ptr %2711, %2969
  br i1 %2971, label %2972, label %2998

2972:                                             ; preds = %2968
  %2973 = load i64, ptr %2970, align 1, !tbaa !22
  %2974 = load i64, ptr %2969, align 1, !tbaa !22
  %2975 = icmp eq i64 %2973, %2974
  br i1 %2975, label %2980, label %2976

2976:                                             ; preds = %2972
  %2977 = xor i64 %2974, %2973
  %2978 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2977, i1 false)
  %2979 = lshr i64 %2978, 3
  br label %3035

2980:                                             ; preds = %2972, %2986
  %2981 = phi ptr [ %2984, %2986 ], [ %2970, %2972 ]
  %2982 = phi ptr [ %2983, %2986 ], [ %2969, %2972 ]
  %2983 = getelementptr inbounds i8, ptr %2982, i64 8
  %2984 = getelementptr inbounds i8, ptr %2981, i64 8
  %2985 = icmp ult ptr %2983, %2711
  br i1 %2985, label %2986, label %2998

2986:                                             ; preds = %2980
  %2987 = load i64, ptr %2984, align 1, !tbaa !22
  %2988 = load i64, ptr %2983, align 1, !tbaa !22
  %2989 = icmp eq i64 %2987, %2988
  br i1 %2989, label %2980, label %2990

2990:                                             ; preds = %2986
  %2991 = xor i64 %2988, %2987
  %2992 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2991, i1 false)
  %2993 = lshr i64 %2992, 3
  %2994 = getelementptr inbounds i8, ptr %2983, i64 %2993
  %2995 = ptrtoint ptr %2994 to i64
  %2996 = ptrtoint ptr %2969 to i64
  %2997 = sub i64 %2995, %2996
  br label %3035

2998:                                             ; preds = %2980, %2968
  %2999 = phi ptr [ %2970, %2968 ], [ %2984, %2980 ]
  %3000 = phi ptr [ %2969, %2968 ], [ %2983, %2980 ]
  %3001 = icmp ult ptr %3000, %2712
  br i1 %3001, label %3002, label %3009

3002:                                             ; preds = %2998
  %3003 = load i32, ptr %2999, align 1, !tbaa !23
  %3004 = load i32, ptr %3000, align 1, !tbaa !23
  %3005 = icmp eq i32 %3003, %3004
  br i1 %3005, label %3006, label %3009

3006:                                             ; preds = %3002
  %3007 = getelementptr inbounds i8, ptr %3000, i64 4
  %3008 = getelementptr inbounds i8, ptr %2999, i64 4
  br label %3009

3009:                                             ; preds = %3006, %3002, %2998
  %3010 = phi ptr [ %3008, %3006 ], [ %2999, %3002 ], [ %2999, %2998 ]
  %3011 = phi ptr [ %3007, %3006 ], [ %3000, %3002 ], [ %3000, %2998 ]
  %3012 = icmp ult ptr %3011, %2713
  br i1 %3012, label %3013, label %3020

3013:                                             ; preds = %3009
  %3014 = load i16, ptr %3010, align 1, !tbaa !31
  %3015 = load i16, ptr %3011, align 1, !tbaa !31
  %3016 = icmp eq i16 %3014, %3015
  br i1 %3016, label %3017, label %3020

3017:                                             ; preds = %3013
  %3018 = getelementptr inbounds i8, ptr %3011, i64 2
  %3019 = getelementptr inbounds i8, ptr %3010, i64 2
  br label %3020

3020:                                             ; preds = %3017, %3013, %3009
  %3021 = phi ptr [ %3019, %3017 ], [ %3010, %3013 ], [ %3010, %3009 ]
  %3022 = phi ptr [ %3018, %3017 ], [ %3011, %3013 ], [ %3011, %3009 ]
  %3023 = icmp ult ptr %3022, %42
  br i1 %3023, label %3024, label %3030

3024:                                             ; preds = %3020
  %3025 = load i8, ptr %3021, align 1, !tbaa !33
  %3026 = load i8, ptr %3022, align 1, !tbaa !33
  %3027 = icmp eq i8 %3025, %3026
  %3028 = zext i1 %3027 to i64
  %3029 = getelementptr inbounds i8, ptr %3022, i64 %3028
  br label %3030

3030:                                             ; preds = %3024, %3020
  %3031 = phi ptr [ %3022, %3020 ], [ %3029, %3024 ]
  %3032 = ptrtoint ptr %3031 to i64
  %3033 = ptrtoint ptr %2969 to i64
  %3034 = sub i64 %3032, %3033
  br label %3035

3035:                                             ; preds = %3030, %2990, %2976
  %3036 = phi i64 [ %3034, %3030 ], [ %2979, %2976 ], [ %2997, %2990 ]
  %3037 = add i64 %3036, 8
  %3038 = ptrtoint ptr %2740 to i64
  %3039 = sub i64 %2750, %3038
  %3040 = icmp ugt ptr %2742, %2722
  %3041 = icmp ugt ptr %2740, %41
  %3042 = and i1 %3041, %3040
  br i1 %3042, label %3043, label %3255

3043:                                             ; preds = %3035, %3052
  %3044 = phi i64 [ %3053, %3052 ], [ %3037, %3035 ]
  %3045 = phi ptr [ %3047, %3052 ], [ %2742, %3035 ]
  %3046 = phi ptr [ %3049, %3052 ], [ %2740, %3035 ]
  %3047 = getelementptr inbounds i8, ptr %3045, i64 -1
  %3048 = load i8, ptr %3047, align 1, !tbaa !33
  %3049 = getelementptr inbounds i8, ptr %3046, i64 -1
  %3050 = load i8, ptr %3049, align 1, !tbaa !33
  %3051 = icmp eq i8 %3048, %3050
  br i1 %3051, label %3052, label %3255

3052:                                             ; preds = %3043
  %3053 = add i64 %3044, 1
  %3054 = icmp ugt ptr %3047, %2722
  %3055 = icmp ugt ptr %3049, %41
  %3056 = and i1 %3054, %3055
  br i1 %3056, label %3043, label %3255, !llvm.loop !51

3057:                                             ; preds = %2958
  %3058 = getelementptr inbounds i32, ptr %14, i64 %2961
  %3059 = load i32, ptr %3058, align 4, !tbaa !23
  %3060 = zext i32 %3059 to i64
  %3061 = getelementptr inbounds i8, ptr %22, i64 %3060
  %3062 = icmp ult i32 %2749, %39
  %3063 = select i1 %3062, ptr %6, ptr %2754
  %3064 = load i32, ptr %3063, align 1, !tbaa !23
  %3065 = load i32, ptr %2742, align 1, !tbaa !23
  %3066 = icmp eq i32 %3064, %3065
  %3067 = icmp eq ptr %3063, %2754
  %3068 = select i1 %3066, i1 %3067, i1 false
  br i1 %3068, label %3082, label %3069

3069:                                             ; preds = %3057
  %3070 = icmp ult ptr %2743, %2745
  br i1 %3070, label %3076, label %3071

3071:                                             ; preds = %3069
  %3072 = getelementptr inbounds i8, ptr %2743, i64 64
  call void @llvm.prefetch.p0(ptr nonnull %3072, i32 0, i32 3, i32 1)
  %3073 = getelementptr inbounds i8, ptr %2743, i64 128
  call void @llvm.prefetch.p0(ptr nonnull %3073, i32 0, i32 3, i32 1)
  %3074 = add i64 %2744, 1
  %3075 = getelementptr inbounds i8, ptr %2745, i64 256
  br label %3076

3076:                                             ; preds = %3071, %3069
  %3077 = phi i64 [ %3074, %3071 ], [ %2744, %3069 ]
  %3078 = phi ptr [ %3075, %3071 ], [ %2745, %3069 ]
  %3079 = getelementptr inbounds i8, ptr %2743, i64 %3077
  %3080 = getelementptr inbounds i8, ptr %2743, i64 256
  call void @llvm.prefetch.p0(ptr nonnull %3080, i32 0, i32 3, i32 1)
  %3081 = icmp ugt ptr %3079, %43
  br i1 %3081, label %3568, label %2737, !llvm.loop !52

3082:                                             ; preds = %3057
  %3083 = getelementptr inbounds i8, ptr %2742, i64 4
  %3084 = getelementptr inbounds i8, ptr %2754, i64 4
  %3085 = icmp ugt ptr %2711, %3083
  br i1 %3085, label %3086, label %3112

3086:                                             ; preds = %3082
  %3087 = load i64, ptr %3084, align 1, !tbaa !22
  %3088 = load i64, ptr %3083, align 1, !tbaa !22
  %3089 = icmp eq i64 %3087, %3088
  br i1 %3089, label %3094, label %3090

3090:                                             ; preds = %3086
  %3091 = xor i64 %3088, %3087
  %3092 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3091, i1 false)
  %3093 = lshr i64 %3092, 3
  br label %3149

3094:                                             ; preds = %3086, %3100
  %3095 = phi ptr [ %3098, %3100 ], [ %3084, %3086 ]
  %3096 = phi ptr [ %3097, %3100 ], [ %3083, %3086 ]
  %3097 = getelementptr inbounds i8, ptr %3096, i64 8
  %3098 = getelementptr inbounds i8, ptr %3095, i64 8
  %3099 = icmp ult ptr %3097, %2711
  br i1 %3099, label %3100, label %3112

3100:                                             ; preds = %3094
  %3101 = load i64, ptr %3098, align 1, !tbaa !22
  %3102 = load i64, ptr %3097, align 1, !tbaa !22
  %3103 = icmp eq i64 %3101, %3102
  br i1 %3103, label %3094, label %3104

3104:                                             ; preds = %3100
  %3105 = xor i64 %3102, %3101
  %3106 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3105, i1 false)
  %3107 = lshr i64 %3106, 3
  %3108 = getelementptr inbounds i8, ptr %3097, i64 %3107
  %3109 = ptrtoint ptr %3108 to i64
  %3110 = ptrtoint ptr %3083 to i64
  %3111 = sub i64 %3109, %3110
  br label %3149

3112:                                             ; preds = %3094, %3082
  %3113 = phi ptr [ %3084, %3082 ], [ %3098, %3094 ]
  %3114 = phi ptr [ %3083, %3082 ], [ %3097, %3094 ]
  %3115 = icmp ult ptr %3114, %2712
  br i1 %3115, label %3116, label %3123

3116:                                             ; preds = %3112
  %3117 = load i32, ptr %3113, align 1, !tbaa !23
  %3118 = load i32, ptr %3114, align 1, !tbaa !23
  %3119 = icmp eq i32 %3117, %3118
  br i1 %3119, label %3120, label %3123

3120:                                             ; preds = %3116
  %3121 = getelementptr inbounds i8, ptr %3114, i64 4
  %3122 = getelementptr inbounds i8, ptr %3113, i64 4
  br label %3123

3123:                                             ; preds = %3120, %3116, %3112
  %3124 = phi ptr [ %3122, %3120 ], [ %3113, %3116 ], [ %3113, %3112 ]
  %3125 = phi ptr [ %3121, %3120 ], [ %3114, %3116 ], [ %3114, %3112 ]
  %3126 = icmp ult ptr %3125, %2713
  br i1 %3126, label %3127, label %3134

3127:                                             ; preds = %3123
  %3128 = load i16, ptr %3124, align 1, !tbaa !31
  %3129 = load i16, ptr %3125, align 1, !tbaa !31
  %3130 = icmp eq i16 %3128, %3129
  br i1 %3130, label %3131, label %3134

3131:                                             ; preds = %3127
  %3132 = getelementptr inbounds i8, ptr %3125, i64 2
  %3133 = getelementptr inbounds i8, ptr %3124, i64 2
  br label %3134

3134:                                             ; preds = %3131, %3127, %3123
  %3135 = phi ptr [ %3133, %3131 ], [ %3124, %3127 ], [ %3124, %3123 ]
  %3136 = phi ptr [ %3132, %3131 ], [ %3125, %3127 ], [ %3125, %3123 ]
  %3137 = icmp ult ptr %3136, %42
  br i1 %3137, label %3138, label %3144

3138:                                             ; preds = %3134
  %3139 = load i8, ptr %3135, align 1, !tbaa !33
  %3140 = load i8, ptr %3136, align 1, !tbaa !33
  %3141 = icmp eq i8 %3139, %3140
  %3142 = zext i1 %3141 to i64
  %3143 = getelementptr inbounds i8, ptr %3136, i64 %3142
  br label %3144

3144:                                             ; preds = %3138, %3134
  %3145 = phi ptr [ %3136, %3134 ], [ %3143, %3138 ]
  %3146 = ptrtoint ptr %3145 to i64
  %3147 = ptrtoint ptr %3083 to i64
  %3148 = sub i64 %3146, %3147
  br label %3149

3149:                                             ; preds = %3144, %3104, %3090
  %3150 = phi i64 [ %3148, %3144 ], [ %3093, %3090 ], [ %3111, %3104 ]
  %3151 = add i64 %3150, 4
  %3152 = ptrtoint ptr %2754 to i64
  %3153 = sub i64 %2750, %3152
  %3154 = icmp ugt i32 %3059, %39
  br i1 %3154, label %3155, label %3233

3155:                                             ; preds = %3149
  %3156 = load i64, ptr %3061, align 1, !tbaa !22
  %3157 = icmp eq i64 %3156, %2959
  br i1 %3157, label %3158, label %3233

3158:                                             ; preds = %3155
  %3159 = getelementptr inbounds i8, ptr %2743, i64 8
  %3160 = getelementptr inbounds i8, ptr %3061, i64 8
  %3161 = icmp ugt ptr %2711, %3159
  br i1 %3161, label %3162, label %3188

3162:                                             ; preds = %3158
  %3163 = load i64, ptr %3160, align 1, !tbaa !22
  %3164 = load i64, ptr %3159, align 1, !tbaa !22
  %3165 = icmp eq i64 %3163, %3164
  br i1 %3165, label %3170, label %3166

3166:                                             ; preds = %3162
  %3167 = xor i64 %3164, %3163
  %3168 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3167, i1 false)
  %3169 = lshr i64 %3168, 3
  br label %3225

3170:                                             ; preds = %3162, %3176
  %3171 = phi ptr [ %3174, %3176 ], [ %3160, %3162 ]
  %3172 = phi ptr [ %3173, %3176 ], [ %3159, %3162 ]
  %3173 = getelementptr inbounds i8, ptr %3172, i64 8
  %3174 = getelementptr inbounds i8, ptr %3171, i64 8
  %3175 = icmp ult ptr %3173, %2711
  br i1 %3175, label %3176, label %3188

3176:                                             ; preds = %3170
  %3177 = load i64, ptr %3174, align 1, !tbaa !22
  %3178 = load i64, ptr %3173, align 1, !tbaa !22
  %3179 = icmp eq i64 %3177, %3178
  br i1 %3179, label %3170, label %3180

3180:                                             ; preds = %3176
  %3181 = xor i64 %3178, %3177
  %3182 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3181, i1 false)
  %3183 = lshr i64 %3182, 3
  %3184 = getelementptr inbounds i8, ptr %3173, i64 %3183
  %3185 = ptrtoint ptr %3184 to i64
  %3186 = ptrtoint ptr %3159 to i64
  %3187 = sub i64 %3185, %3186
  br label %3225

3188:                                             ; preds = %3170, %3158
  %3189 = phi ptr [ %3160, %3158 ], [ %3174, %3170 ]
  %3190 = phi ptr [ %3159, %3158 ], [ %3173, %3170 ]
  %3191 = icmp ult ptr %3190, %2712
  br i1 %3191, label %3192, label %3199

3192:                                             ; preds = %3188
  %3193 = load i32, ptr %3189, align 1, !tbaa !23
  %3194 = load i32, ptr %3190, align 1, !tbaa !23
  %3195 = icmp eq i32 %3193, %3194
  br i1 %3195, label %3196, label %3199

3196:                                             ; preds = %3192
  %3197 = getelementptr inbounds i8, ptr %3190, i64 4
  %3198 = getelementptr inbounds i8, ptr %3189, i64 4
  br label %3199

3199:                                             ; preds = %3196, %3192, %3188
  %3200 = phi ptr [ %3198, %3196 ], [ %3189, %3192 ], [ %3189, %3188 ]
  %3201 = phi ptr [ %3197, %3196 ], [ %3190, %3192 ], [ %3190, %3188 ]
  %3202 = icmp ult ptr %3201, %2713
  br i1 %3202, label %3203, label %3210

3203:                                             ; preds = %3199
  %3204 = load i16, ptr %3200, align 1, !tbaa !31
  %3205 = load i16, ptr %3201, align 1, !tbaa !31
  %3206 = icmp eq i16 %3204, %3205
  br i1 %3206, label %3207, label %3210

3207:                                             ; preds = %3203
  %3208 = getelementptr inbounds i8, ptr %3201, i64 2
  %3209 = getelementptr inbounds i8, ptr %3200, i64 2
  br label %3210

3210:                                             ; preds = %3207, %3203, %3199
  %3211 = phi ptr [ %3209, %3207 ], [ %3200, %3203 ], [ %3200, %3199 ]
  %3212 = phi ptr [ %3208, %3207 ], [ %3201, %3203 ], [ %3201, %3199 ]
  %3213 = icmp ult ptr %3212, %42
  br i1 %3213, label %3214, label %3220

3214:                                             ; preds = %3210
  %3215 = load i8, ptr %3211, align 1, !tbaa !33
  %3216 = load i8, ptr %3212, align 1, !tbaa !33
  %3217 = icmp eq i8 %3215, %3216
  %3218 = zext i1 %3217 to i64
  %3219 = getelementptr inbounds i8, ptr %3212, i64 %3218
  br label %3220

3220:                                             ; preds = %3214, %3210
  %3221 = phi ptr [ %3212, %3210 ], [ %3219, %3214 ]
  %3222 = ptrtoint ptr %3221 to i64
  %3223 = ptrtoint ptr %3159 to i64
  %3224 = sub i64 %3222, %3223
  br label %3225

3225:                                             ; preds = %3220, %3180, %3166
  %3226 = phi i64 [ %3224, %3220 ], [ %3169, %3166 ], [ %3187, %3180 ]
  %3227 = add i64 %3226, 8
  %3228 = icmp ugt i64 %3227, %3151
  br i1 %3228, label %3229, label %3233

3229:                                             ; preds = %3225
  %3230 = ptrtoint ptr %2743 to i64
  %3231 = ptrtoint ptr %3061 to i64
  %3232 = sub i64 %3230, %3231
  br label %3233

3233:                                             ; preds = %3229, %3225, %3155, %3149
  %3234 = phi ptr [ %2754, %3155 ], [ %2754, %3149 ], [ %3061, %3229 ], [ %2754, %3225 ]
  %3235 = phi ptr [ %2742, %3155 ], [ %2742, %3149 ], [ %2743, %3229 ], [ %2742, %3225 ]
  %3236 = phi i64 [ %3153, %3155 ], [ %3153, %3149 ], [ %3232, %3229 ], [ %3153, %3225 ]
  %3237 = phi i64 [ %3151, %3155 ], [ %3151, %3149 ], [ %3227, %3229 ], [ %3151, %3225 ]
  %3238 = icmp ugt ptr %3235, %2722
  %3239 = icmp ugt ptr %3234, %41
  %3240 = and i1 %3239, %3238
  br i1 %3240, label %3241, label %3255

3241:                                             ; preds = %3233, %3250
  %3242 = phi i64 [ %3251, %3250 ], [ %3237, %3233 ]
  %3243 = phi ptr [ %3245, %3250 ], [ %3235, %3233 ]
  %3244 = phi ptr [ %3247, %3250 ], [ %3234, %3233 ]
  %3245 = getelementptr inbounds i8, ptr %3243, i64 -1
  %3246 = load i8, ptr %3245, align 1, !tbaa !33
  %3247 = getelementptr inbounds i8, ptr %3244, i64 -1
  %3248 = load i8, ptr %3247, align 1, !tbaa !33
  %3249 = icmp eq i8 %3246, %3248
  br i1 %3249, label %3250, label %3255

3250:                                             ; preds = %3241
  %3251 = add i64 %3242, 1
  %3252 = icmp ugt ptr %3245, %2722
  %3253 = icmp ugt ptr %3247, %41
  %3254 = and i1 %3252, %3253
  br i1 %3254, label %3241, label %3255, !llvm.loop !53

3255:                                             ; preds = %3250, %3241, %3052, %3043, %3233, %3035
  %3256 = phi ptr [ %2742, %3035 ], [ %3235, %3233 ], [ %3045, %3043 ], [ %3047, %3052 ], [ %3245, %3250 ], [ %3243, %3241 ]
  %3257 = phi i64 [ %3039, %3035 ], [ %3236, %3233 ], [ %3039, %3043 ], [ %3039, %3052 ], [ %3236, %3241 ], [ %3236, %3250 ]
  %3258 = phi i64 [ %3037, %3035 ], [ %3237, %3233 ], [ %3044, %3043 ], [ %3053, %3052 ], [ %3251, %3250 ], [ %3242, %3241 ]
  %3259 = trunc i64 %3257 to i32
  %3260 = icmp ult i64 %2744, 4
  br i1 %3260, label %3261, label %3266

3261:                                             ; preds = %3255
  %3262 = ptrtoint ptr %2743 to i64
  %3263 = sub i64 %3262, %24
  %3264 = trunc i64 %3263 to i32
  %3265 = getelementptr inbounds i32, ptr %14, i64 %2961
  store i32 %3264, ptr %3265, align 4, !tbaa !23
  br label %3266

3266:                                             ; preds = %3261, %3255
  %3267 = ptrtoint ptr %3256 to i64
  %3268 = ptrtoint ptr %2722 to i64
  %3269 = sub i64 %3267, %3268
  %3270 = add i32 %3259, 3
  %3271 = getelementptr inbounds i8, ptr %2722, i64 %3269
  %3272 = icmp ugt ptr %3271, %2714
  %3273 = load ptr, ptr %2715, align 8, !tbaa !34
  br i1 %3272, label %3299, label %3274

3274:                                             ; preds = %3266
  %3275 = load <16 x i8>, ptr %2722, align 1
  store <16 x i8> %3275, ptr %3273, align 1
  %3276 = icmp ugt i64 %3269, 16
  %3277 = load ptr, ptr %2715, align 8, !tbaa !34
  br i1 %3276, label %3281, label %3278

3278:                                             ; preds = %3274
  %3279 = getelementptr inbounds i8, ptr %3277, i64 %3269
  store ptr %3279, ptr %2715, align 8, !tbaa !34
  %3280 = load ptr, ptr %2718, align 8, !tbaa !36
  br label %3388

3281:                                             ; preds = %3274
  %3282 = getelementptr inbounds i8, ptr %3277, i64 16
  %3283 = getelementptr inbounds i8, ptr %2722, i64 16
  %3284 = getelementptr i8, ptr %3277, i64 %3269
  %3285 = load <16 x i8>, ptr %3283, align 1
  store <16 x i8> %3285, ptr %3282, align 1
  %3286 = icmp slt i64 %3269, 33
  br i1 %3286, label %3376, label %3287

3287:                                             ; preds = %3281
  %3288 = getelementptr inbounds i8, ptr %3277, i64 32
  br label %3289

3289:                                             ; preds = %3289, %3287
  %3290 = phi ptr [ %3288, %3287 ], [ %3297, %3289 ]
  %3291 = phi ptr [ %3283, %3287 ], [ %3295, %3289 ]
  %3292 = getelementptr inbounds i8, ptr %3291, i64 16
  %3293 = load <16 x i8>, ptr %3292, align 1
  store <16 x i8> %3293, ptr %3290, align 1
  %3294 = getelementptr inbounds i8, ptr %3290, i64 16
  %3295 = getelementptr inbounds i8, ptr %3291, i64 32
  %3296 = load <16 x i8>, ptr %3295, align 1
  store <16 x i8> %3296, ptr %3294, align 1
  %3297 = getelementptr inbounds i8, ptr %3290, i64 32
  %3298 = icmp ult ptr %3297, %3284
  br i1 %3298, label %3289, label %3376, !llvm.loop !37

3299:                                             ; preds = %3266
  %3300 = icmp ugt ptr %2722, %2714
  br i1 %3300, label %3318, label %3301

3301:                                             ; preds = %3299
  %3302 = sub i64 %2716, %3268
  %3303 = getelementptr inbounds i8, ptr %3273, i64 %3302
  %3304 = load <16 x i8>, ptr %2722, align 1
  store <16 x i8> %3304, ptr %3273, align 1
  %3305 = icmp slt i64 %3302, 17
  br i1 %3305, label %3318, label %3306

3306:                                             ; preds = %3301
  %3307 = getelementptr inbounds i8, ptr %3273, i64 16
  br label %3308

3308:                                             ; preds = %3308, %3306
  %3309 = phi ptr [ %3307, %3306 ], [ %3316, %3308 ]
  %3310 = phi ptr [ %2722, %3306 ], [ %3314, %3308 ]
  %3311 = getelementptr inbounds i8, ptr %3310, i64 16
  %3312 = load <16 x i8>, ptr %3311, align 1
  store <16 x i8> %3312, ptr %3309, align 1
  %3313 = getelementptr inbounds i8, ptr %3309, i64 16
  %3314 = getelementptr inbounds i8, ptr %3310, i64 32
  %3315 = load <16 x i8>, ptr %3314, align 1
  store <16 x i8> %3315, ptr %3313, align 1
  %3316 = getelementptr inbounds i8, ptr %3309, i64 32
  %3317 = icmp ult ptr %3316, %3303
  br i1 %3317, label %3308, label %3318, !llvm.loop !37

3318:                                             ; preds = %3308, %3301, %3299
  %3319 = phi ptr [ %2714, %3301 ], [ %2722, %3299 ], [ %2714, %3308 ]
  %3320 = phi ptr [ %3303, %3301 ], [ %3273, %3299 ], [ %3303, %3308 ]
  %3321 = icmp ult ptr %3319, %3271
  br i1 %3321, label %3322, label %3376

3322:                                             ; preds = %3318
  %3323 = ptrtoint ptr %3320 to i64
  %3324 = ptrtoint ptr %3319 to i64
  %3325 = sub i64 %3267, %3324
  %3326 = getelementptr i8, ptr %3319, i64 %3325
  %3327 = icmp ult i64 %3325, 8
  %3328 = sub i64 %3323, %3324
  %3329 = icmp ult i64 %3328, 32
  %3330 = select i1 %3327, i1 true, i1 %3329
  br i1 %3330, label %3366, label %3331

3331:                                             ; preds = %3322
  %3332 = icmp ult i64 %3325, 32
  br i1 %3332, label %3352, label %3333

3333:                                             ; preds = %3331
  %3334 = and i64 %3325, -32
  br label %3335

3335:                                             ; preds = %3335, %3333
  %3336 = phi i64 [ 0, %3333 ], [ %3343, %3335 ]
  %3337 = getelementptr i8, ptr %3320, i64 %3336
  %3338 = getelementptr i8, ptr %3319, i64 %3336
  %3339 = getelementptr i8, ptr %3338, i64 16
  %3340 = load <16 x i8>, ptr %3338, align 1, !tbaa !33
  %3341 = load <16 x i8>, ptr %3339, align 1, !tbaa !33
  %3342 = getelementptr i8, ptr %3337, i64 16
  store <16 x i8> %3340, ptr %3337, align 1, !tbaa !33
  store <16 x i8> %3341, ptr %3342, align 1, !tbaa !33
  %3343 = add nuw i64 %3336, 32
  %3344 = icmp eq i64 %3343, %3334
  br i1 %3344, label %3345, label %3335, !llvm.loop !73

3345:                                             ; preds = %3335
  %3346 = icmp eq i64 %3325, %3334
  br i1 %3346, label %3376, label %3347

3347:                                             ; preds = %3345
  %3348 = getelementptr i8, ptr %3319, i64 %3334
  %3349 = getelementptr i8, ptr %3320, i64 %3334
  %3350 = and i64 %3325, 24
  %3351 = icmp eq i64 %3350, 0
  br i1 %3351, label %3366, label %3352

3352:                                             ; preds = %3331, %3347
  %3353 = phi i64 [ %3334, %3347 ], [ 0, %3331 ]
  %3354 = and i64 %3325, -8
  %3355 = getelementptr i8, ptr %3320, i64 %3354
  %3356 = getelementptr i8, ptr %3319, i64 %3354
  br label %3357

3357:                                             ; preds = %3357, %3352
  %3358 = phi i64 [ %3353, %3352 ], [ %3362, %3357 ]
  %3359 = getelementptr i8, ptr %3320, i64 %3358
  %3360 = getelementptr i8, ptr %3319, i64 %3358
  %3361 = load <8 x i8>, ptr %3360, align 1, !tbaa !33
  store <8 x i8> %3361, ptr %3359, align 1, !tbaa !33
  %3362 = add nuw i64 %3358, 8
  %3363 = icmp eq i64 %3362, %3354
  br i1 %3363, label %3364, label %3357, !llvm.loop !74

3364:                                             ; preds = %3357
  %3365 = icmp eq i64 %3325, %3354
  br i1 %3365, label %3376, label %3366

3366:                                             ; preds = %3364, %3322, %3347
  %3367 = phi ptr [ %3320, %3322 ], [ %3349, %3347 ], [ %3355, %3364 ]
  %3368 = phi ptr [ %3319, %3322 ], [ %3348, %3347 ], [ %3356, %3364 ]
  br label %3369

3369:                                             ; preds = %3366, %3369
  %3370 = phi ptr [ %3374, %3369 ], [ %3367, %3366 ]
  %3371 = phi ptr [ %3372, %3369 ], [ %3368, %3366 ]
  %3372 = getelementptr inbounds i8, ptr %3371, i64 1
  %3373 = load i8, ptr %3371, align 1, !tbaa !33
  %3374 = getelementptr inbounds i8, ptr %3370, i64 1
  store i8 %3373, ptr %3370, align 1, !tbaa !33
  %3375 = icmp eq ptr %3372, %3326
  br i1 %3375, label %3376, label %3369, !llvm.loop !75

3376:                                             ; preds = %3289, %3369, %3345, %3364, %3318, %3281
  %3377 = load ptr, ptr %2715, align 8, !tbaa !34
  %3378 = getelementptr inbounds i8, ptr %3377, i64 %3269
  store ptr %3378, ptr %2715, align 8, !tbaa !34
  %3379 = icmp ugt i64 %3269, 65535
  %3380 = load ptr, ptr %2718, align 8, !tbaa !36
  br i1 %3379, label %3381, label %3388, !prof !43

3381:                                             ; preds = %3376
  store i32 1, ptr %2717, align 8, !tbaa !44
  %3382 = load ptr, ptr %1, align 8, !tbaa !45
  %3383 = ptrtoint ptr %3380 to i64
  %3384 = ptrtoint ptr %3382 to i64
  %3385 = sub i64 %3383, %3384
  %3386 = lshr exact i64 %3385, 3
  %3387 = trunc i64 %3386 to i32
  store i32 %3387, ptr %2719, align 4, !tbaa !46
  br label %3388

3388:                                             ; preds = %3381, %3376, %3278
  %3389 = phi ptr [ %3280, %3278 ], [ %3380, %3381 ], [ %3380, %3376 ]
  %3390 = trunc i64 %3269 to i16
  %3391 = getelementptr inbounds i8, ptr %3389, i64 4
  store i16 %3390, ptr %3391, align 4, !tbaa !47
  store i32 %3270, ptr %3389, align 4, !tbaa !49
  %3392 = add i64 %3258, -3
  %3393 = icmp ugt i64 %3392, 65535
  br i1 %3393, label %3394, label %3407, !prof !50

3394:                                             ; preds = %3388, %2952
  %3395 = phi ptr [ %2953, %2952 ], [ %3389, %3388 ]
  %3396 = phi i64 [ %2956, %2952 ], [ %3392, %3388 ]
  %3397 = phi ptr [ %2756, %2952 ], [ %3256, %3388 ]
  %3398 = phi i64 [ %2831, %2952 ], [ %3258, %3388 ]
  %3399 = phi i32 [ %2724, %2952 ], [ %2723, %3388 ]
  %3400 = phi i32 [ %2723, %2952 ], [ %3259, %3388 ]
  store i32 2, ptr %2717, align 8, !tbaa !44
  %3401 = load ptr, ptr %1, align 8, !tbaa !45
  %3402 = ptrtoint ptr %3395 to i64
  %3403 = ptrtoint ptr %3401 to i64
  %3404 = sub i64 %3402, %3403
  %3405 = lshr exact i64 %3404, 3
  %3406 = trunc i64 %3405 to i32
  store i32 %3406, ptr %2719, align 4, !tbaa !46
  br label %3407

3407:                                             ; preds = %3394, %3388, %2952
  %3408 = phi i64 [ %2956, %2952 ], [ %3392, %3388 ], [ %3396, %3394 ]
  %3409 = phi ptr [ %2953, %2952 ], [ %3389, %3388 ], [ %3395, %3394 ]
  %3410 = phi ptr [ %2756, %2952 ], [ %3256, %3388 ], [ %3397, %3394 ]
  %3411 = phi i64 [ %2831, %2952 ], [ %3258, %3388 ], [ %3398, %3394 ]
  %3412 = phi i32 [ %2724, %2952 ], [ %2723, %3388 ], [ %3399, %3394 ]
  %3413 = phi i32 [ %2723, %2952 ], [ %3259, %3388 ], [ %3400, %3394 ]
  %3414 = trunc i64 %3408 to i16
  %3415 = getelementptr inbounds i8, ptr %3409, i64 6
  store i16 %3414, ptr %3415, align 2, !tbaa !57
  %3416 = getelementptr inbounds i8, ptr %3409, i64 8
  store ptr %3416, ptr %2718, align 8, !tbaa !36
  %3417 = getelementptr inbounds i8, ptr %3410, i64 %3411
  %3418 = icmp ugt ptr %3417, %43
  br i1 %3418, label %3562, label %3419

3419:                                             ; preds = %3407
  %3420 = add i32 %2752, 2
  %3421 = zext i32 %3420 to i64
  %3422 = getelementptr inbounds i8, ptr %22, i64 %3421
  %3423 = load i64, ptr %3422, align 1, !tbaa !22
  %3424 = mul i64 %3423, -3523014627327384477
  %3425 = lshr i64 %3424, %2708
  %3426 = getelementptr inbounds i32, ptr %14, i64 %3425
  store i32 %3420, ptr %3426, align 4, !tbaa !23
  %3427 = getelementptr inbounds i8, ptr %3417, i64 -2
  %3428 = ptrtoint ptr %3427 to i64
  %3429 = sub i64 %3428, %24
  %3430 = trunc i64 %3429 to i32
  %3431 = load i64, ptr %3427, align 1, !tbaa !22
  %3432 = mul i64 %3431, -3523014627327384477
  %3433 = lshr i64 %3432, %2708
  %3434 = getelementptr inbounds i32, ptr %14, i64 %3433
  store i32 %3430, ptr %3434, align 4, !tbaa !23
  %3435 = mul i64 %3423, -3523014627193167104
  %3436 = lshr i64 %3435, %2710
  %3437 = getelementptr inbounds i32, ptr %18, i64 %3436
  store i32 %3420, ptr %3437, align 4, !tbaa !23
  %3438 = getelementptr inbounds i8, ptr %3417, i64 -1
  %3439 = ptrtoint ptr %3438 to i64
  %3440 = sub i64 %3439, %24
  %3441 = trunc i64 %3440 to i32
  %3442 = load i64, ptr %3438, align 1, !tbaa !22
  %3443 = mul i64 %3442, -3523014627193167104
  %3444 = lshr i64 %3443, %2710
  %3445 = getelementptr inbounds i32, ptr %18, i64 %3444
  store i32 %3441, ptr %3445, align 4, !tbaa !23
  br label %3446

3446:                                             ; preds = %3556, %3419
  %3447 = phi ptr [ %3416, %3419 ], [ %3559, %3556 ]
  %3448 = phi ptr [ %3417, %3419 ], [ %3560, %3556 ]
  %3449 = phi i32 [ %3413, %3419 ], [ %3450, %3556 ]
  %3450 = phi i32 [ %3412, %3419 ], [ %3449, %3556 ]
  %3451 = icmp ne i32 %3450, 0
  %3452 = load i32, ptr %3448, align 1, !tbaa !23
  %3453 = zext i32 %3450 to i64
  %3454 = sub nsw i64 0, %3453
  %3455 = getelementptr inbounds i8, ptr %3448, i64 %3454
  %3456 = load i32, ptr %3455, align 1, !tbaa !23
  %3457 = icmp eq i32 %3452, %3456
  %3458 = and i1 %3451, %3457
  br i1 %3458, label %3459, label %3562

3459:                                             ; preds = %3446
  %3460 = getelementptr inbounds i8, ptr %3448, i64 4
  %3461 = getelementptr inbounds i8, ptr %3460, i64 %3454
  %3462 = icmp ugt ptr %2711, %3460
  br i1 %3462, label %3463, label %3489

3463:                                             ; preds = %3459
  %3464 = load i64, ptr %3461, align 1, !tbaa !22
  %3465 = load i64, ptr %3460, align 1, !tbaa !22
  %3466 = icmp eq i64 %3464, %3465
  br i1 %3466, label %3471, label %3467

3467:                                             ; preds = %3463
  %3468 = xor i64 %3465, %3464
  %3469 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3468, i1 false)
  %3470 = lshr i64 %3469, 3
  br label %3526

3471:                                             ; preds = %3463, %3477
  %3472 = phi ptr [ %3475, %3477 ], [ %3461, %3463 ]
  %3473 = phi ptr [ %3474, %3477 ], [ %3460, %3463 ]
  %3474 = getelementptr inbounds i8, ptr %3473, i64 8
  %3475 = getelementptr inbounds i8, ptr %3472, i64 8
  %3476 = icmp ult ptr %3474, %2711
  br i1 %3476, label %3477, label %3489

3477:                                             ; preds = %3471
  %3478 = load i64, ptr %3475, align 1, !tbaa !22
  %3479 = load i64, ptr %3474, align 1, !tbaa !22
  %3480 = icmp eq i64 %3478, %3479
  br i1 %3480, label %3471, label %3481

3481:                                             ; preds = %3477
  %3482 = xor i64 %3479, %3478
  %3483 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3482, i1 false)
  %3484 = lshr i64 %3483, 3
  %3485 = getelementptr inbounds i8, ptr %3474, i64 %3484
  %3486 = ptrtoint ptr %3485 to i64
  %3487 = ptrtoint ptr %3460 to i64
  %3488 = sub i64 %3486, %3487
  br label %3526

3489:                                             ; preds = %3471, %3459
  %3490 = phi ptr [ %3461, %3459 ], [ %3475, %3471 ]
  %3491 = phi ptr [ %3460, %3459 ], [ %3474, %3471 ]
  %3492 = icmp ult ptr %3491, %2712
  br i1 %3492, label %3493, label %3500

3493:                                             ; preds = %3489
  %3494 = load i32, ptr %3490, align 1, !tbaa !23
  %3495 = load i32, ptr %3491, align 1, !tbaa !23
  %3496 = icmp eq i32 %3494, %3495
  br i1 %3496, label %3497, label %3500

3497:                                             ; preds = %3493
  %3498 = getelementptr inbounds i8, ptr %3491, i64 4
  %3499 = getelementptr inbounds i8, ptr %3490, i64 4
  br label %3500

3500:                                             ; preds = %3497, %3493, %3489
  %3501 = phi ptr [ %3499, %3497 ], [ %3490, %3493 ], [ %3490, %3489 ]
  %3502 = phi ptr [ %3498, %3497 ], [ %3491, %3493 ], [ %3491, %3489 ]
  %3503 = icmp ult ptr %3502, %2713
  br i1 %3503, label %3504, label %3511

3504:                                             ; preds = %3500
  %3505 = load i16, ptr %3501, align 1, !tbaa !31
  %3506 = load i16, ptr %3502, align 1, !tbaa !31
  %3507 = icmp eq i16 %3505, %3506
  br i1 %3507, label %3508, label %3511

3508:                                             ; preds = %3504
  %3509 = getelementptr inbounds i8, ptr %3502, i64 2
  %3510 = getelementptr inbounds i8, ptr %3501, i64 2
  br label %3511

3511:                                             ; preds = %3508, %3504, %3500
  %3512 = phi ptr [ %3510, %3508 ], [ %3501, %3504 ], [ %3501, %3500 ]
  %3513 = phi ptr [ %3509, %3508 ], [ %3502, %3504 ], [ %3502, %3500 ]
  %3514 = icmp ult ptr %3513, %42
  br i1 %3514, label %3515, label %3521

3515:                                             ; preds = %3511
  %3516 = load i8, ptr %3512, align 1, !tbaa !33
  %3517 = load i8, ptr %3513, align 1, !tbaa !33
  %3518 = icmp eq i8 %3516, %3517
  %3519 = zext i1 %3518 to i64
  %3520 = getelementptr inbounds i8, ptr %3513, i64 %3519
  br label %3521

3521:                                             ; preds = %3515, %3511
  %3522 = phi ptr [ %3513, %3511 ], [ %3520, %3515 ]
  %3523 = ptrtoint ptr %3522 to i64
  %3524 = ptrtoint ptr %3460 to i64
  %3525 = sub i64 %3523, %3524
  br label %3526

3526:                                             ; preds = %3521, %3481, %3467
  %3527 = phi i64 [ %3525, %3521 ], [ %3470, %3467 ], [ %3488, %3481 ]
  %3528 = add i64 %3527, 4
  %3529 = ptrtoint ptr %3448 to i64
  %3530 = sub i64 %3529, %24
  %3531 = trunc i64 %3530 to i32
  %3532 = load i64, ptr %3448, align 1, !tbaa !22
  %3533 = mul i64 %3532, -3523014627193167104
  %3534 = lshr i64 %3533, %2710
  %3535 = getelementptr inbounds i32, ptr %18, i64 %3534
  store i32 %3531, ptr %3535, align 4, !tbaa !23
  %3536 = mul i64 %3532, -3523014627327384477
  %3537 = lshr i64 %3536, %2708
  %3538 = getelementptr inbounds i32, ptr %14, i64 %3537
  store i32 %3531, ptr %3538, align 4, !tbaa !23
  %3539 = icmp ugt ptr %3448, %2714
  br i1 %3539, label %3544, label %3540

3540:                                             ; preds = %3526
  %3541 = load ptr, ptr %2715, align 8, !tbaa !34
  %3542 = load <16 x i8>, ptr %3448, align 1
  store <16 x i8> %3542, ptr %3541, align 1
  %3543 = load ptr, ptr %2718, align 8, !tbaa !36
  br label %3544

3544:                                             ; preds = %3540, %3526
  %3545 = phi ptr [ %3447, %3526 ], [ %3543, %3540 ]
  %3546 = getelementptr inbounds i8, ptr %3545, i64 4
  store i16 0, ptr %3546, align 4, !tbaa !47
  store i32 1, ptr %3545, align 4, !tbaa !49
  %3547 = add i64 %3527, 1
  %3548 = icmp ugt i64 %3547, 65535
  br i1 %3548, label %3549, label %3556, !prof !50

3549:                                             ; preds = %3544
  store i32 2, ptr %2717, align 8, !tbaa !44
  %3550 = load ptr, ptr %1, align 8, !tbaa !45
  %3551 = ptrtoint ptr %3545 to i64
  %3552 = ptrtoint ptr %3550 to i64
  %3553 = sub i64 %3551, %3552
  %3554 = lshr exact i64 %3553, 3
  %3555 = trunc i64 %3554 to i32
  store i32 %3555, ptr %2719, align 4, !tbaa !46
  br label %3556

3556:                                             ; preds = %3549, %3544
  %3557 = trunc i64 %3547 to i16
  %3558 = getelementptr inbounds i8, ptr %3545, i64 6
  store i16 %3557, ptr %3558, align 2, !tbaa !57
  %3559 = getelementptr inbounds i8, ptr %3545, i64 8
  store ptr %3559, ptr %2718, align 8, !tbaa !36
  %3560 = getelementptr inbounds i8, ptr %3448, i64 %3528
  %3561 = icmp ugt ptr %3560, %43
  br i1 %3561, label %3562, label %3446

3562:                                             ; preds = %3556, %3446, %3407
  %3563 = phi i32 [ %3412, %3407 ], [ %3450, %3446 ], [ %3449, %3556 ]
  %3564 = phi i32 [ %3413, %3407 ], [ %3449, %3446 ], [ %3450, %3556 ]
  %3565 = phi ptr [ %3417, %3407 ], [ %3448, %3446 ], [ %3560, %3556 ]
  %3566 = getelementptr inbounds i8, ptr %3565, i64 1
  %3567 = icmp ugt ptr %3566, %43
  br i1 %3567, label %3568, label %2720

3568:                                             ; preds = %3562, %3076, %2705
  %3569 = phi i32 [ %60, %2705 ], [ %2724, %3076 ], [ %3563, %3562 ]
  %3570 = phi i32 [ %62, %2705 ], [ %2723, %3076 ], [ %3564, %3562 ]
  %3571 = phi ptr [ %3, %2705 ], [ %2722, %3076 ], [ %3565, %3562 ]
  %3572 = select i1 %61, i32 %44, i32 0
  %3573 = select i1 %59, i32 %46, i32 0
  %3574 = icmp ne i32 %3570, 0
  %3575 = select i1 %61, i1 %3574, i1 false
  %3576 = select i1 %3575, i32 %44, i32 %3573
  %3577 = select i1 %3574, i32 %3570, i32 %3572
  store i32 %3577, ptr %2, align 4, !tbaa !23
  %3578 = icmp eq i32 %3569, 0
  %3579 = select i1 %3578, i32 %3576, i32 %3569
  store i32 %3579, ptr %45, align 4, !tbaa !23
  %3580 = ptrtoint ptr %42 to i64
  %3581 = ptrtoint ptr %3571 to i64
  %3582 = sub i64 %3580, %3581
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %6) #8
  br label %3583

3583:                                             ; preds = %3568, %2690, %1812, %934
  %3584 = phi i64 [ %948, %934 ], [ %2704, %2690 ], [ %1826, %1812 ], [ %3582, %3568 ]
  ret i64 %3584
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i64 @ZSTD_compressBlock_doubleFast_dictMatchState(ptr nocapture noundef readonly %0, ptr noundef %1, ptr nocapture noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #1 {
  %6 = getelementptr inbounds i8, ptr %0, i64 272
  %7 = load i32, ptr %6, align 8, !tbaa !27
  %8 = getelementptr inbounds i8, ptr %0, i64 256
  %9 = getelementptr inbounds i8, ptr %0, i64 112
  %10 = load ptr, ptr %9, align 8, !tbaa !6
  %11 = getelementptr inbounds i8, ptr %0, i64 264
  %12 = load i32, ptr %11, align 4, !tbaa !21
  %13 = getelementptr inbounds i8, ptr %0, i64 128
  %14 = load ptr, ptr %13, align 8, !tbaa !17
  %15 = getelementptr inbounds i8, ptr %0, i64 260
  %16 = load i32, ptr %15, align 4, !tbaa !20
  %17 = getelementptr inbounds i8, ptr %0, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !18
  %19 = ptrtoint ptr %3 to i64
  %20 = ptrtoint ptr %18 to i64
  %21 = add i64 %19, %4
  %22 = sub i64 %21, %20
  %23 = trunc i64 %22 to i32
  %24 = load i32, ptr %8, align 4, !tbaa !28
  %25 = shl nuw i32 1, %24
  %26 = getelementptr inbounds i8, ptr %0, i64 24
  %27 = load i32, ptr %26, align 8, !tbaa !29
  %28 = sub i32 %23, %27
  %29 = icmp ugt i32 %28, %25
  %30 = sub i32 %23, %25
  %31 = getelementptr inbounds i8, ptr %0, i64 40
  %32 = load i32, ptr %31, align 8, !tbaa !30
  %33 = icmp eq i32 %32, 0
  %34 = select i1 %33, i1 %29, i1 false
  %35 = select i1 %34, i32 %30, i32 %27
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds i8, ptr %18, i64 %36
  %38 = getelementptr inbounds i8, ptr %3, i64 %4
  %39 = getelementptr inbounds i8, ptr %38, i64 -8
  %40 = load i32, ptr %2, align 4, !tbaa !23
  %41 = getelementptr inbounds i8, ptr %2, i64 4
  %42 = load i32, ptr %41, align 4, !tbaa !23
  %43 = getelementptr inbounds i8, ptr %0, i64 248
  %44 = load ptr, ptr %43, align 8, !tbaa !76
  %45 = getelementptr inbounds i8, ptr %44, i64 112
  %46 = load ptr, ptr %45, align 8, !tbaa !6
  %47 = getelementptr inbounds i8, ptr %44, i64 128
  %48 = load ptr, ptr %47, align 8, !tbaa !17
  %49 = getelementptr inbounds i8, ptr %44, i64 24
  %50 = load i32, ptr %49, align 8, !tbaa !29
  %51 = getelementptr inbounds i8, ptr %44, i64 8
  %52 = load ptr, ptr %51, align 8, !tbaa !18
  %53 = zext i32 %50 to i64
  %54 = getelementptr inbounds i8, ptr %52, i64 %53
  %55 = load ptr, ptr %44, align 8, !tbaa !77
  %56 = ptrtoint ptr %55 to i64
  %57 = ptrtoint ptr %52 to i64
  %58 = sub i64 %57, %56
  %59 = trunc i64 %58 to i32
  %60 = add i32 %35, %59
  %61 = getelementptr inbounds i8, ptr %44, i64 264
  %62 = load i32, ptr %61, align 4, !tbaa !21
  %63 = getelementptr inbounds i8, ptr %44, i64 260
  %64 = load i32, ptr %63, align 4, !tbaa !20
  %65 = ptrtoint ptr %37 to i64
  %66 = ptrtoint ptr %54 to i64
  %67 = add i64 %65, %66
  %68 = sub i64 %19, %67
  %69 = add i64 %68, %56
  %70 = getelementptr inbounds i8, ptr %0, i64 296
  %71 = load i32, ptr %70, align 8, !tbaa !78
  %72 = icmp eq i32 %71, 0
  switch i32 %7, label %73 [
    i32 7, label %2733
    i32 5, label %963
    i32 6, label %1848
  ]

73:                                               ; preds = %5
  br i1 %72, label %92, label %74

74:                                               ; preds = %73
  %75 = zext nneg i32 %62 to i64
  %76 = shl i64 4, %75
  %77 = zext nneg i32 %64 to i64
  %78 = shl i64 4, %77
  %79 = icmp ugt i32 %62, 61
  br i1 %79, label %80, label %82

80:                                               ; preds = %82, %74
  %81 = icmp ugt i32 %64, 61
  br i1 %81, label %92, label %87

82:                                               ; preds = %74, %82
  %83 = phi i64 [ %85, %82 ], [ 0, %74 ]
  %84 = getelementptr inbounds i8, ptr %46, i64 %83
  tail call void @llvm.prefetch.p0(ptr %84, i32 0, i32 2, i32 1)
  %85 = add i64 %83, 64
  %86 = icmp ult i64 %85, %76
  br i1 %86, label %82, label %80, !llvm.loop !79

87:                                               ; preds = %80, %87
  %88 = phi i64 [ %90, %87 ], [ 0, %80 ]
  %89 = getelementptr inbounds i8, ptr %48, i64 %88
  tail call void @llvm.prefetch.p0(ptr %89, i32 0, i32 2, i32 1)
  %90 = add i64 %88, 64
  %91 = icmp ult i64 %90, %78
  br i1 %91, label %87, label %92, !llvm.loop !80

92:                                               ; preds = %87, %80, %73
  %93 = and i64 %69, 4294967295
  %94 = icmp eq i64 %93, 0
  %95 = zext i1 %94 to i64
  %96 = getelementptr inbounds i8, ptr %3, i64 %95
  %97 = icmp ult ptr %96, %39
  br i1 %97, label %98, label %3618

98:                                               ; preds = %92
  %99 = sub i32 64, %12
  %100 = zext nneg i32 %99 to i64
  %101 = sub i32 32, %16
  %102 = sub i32 56, %62
  %103 = zext nneg i32 %102 to i64
  %104 = sub i32 24, %64
  %105 = getelementptr inbounds i8, ptr %38, i64 -32
  %106 = getelementptr inbounds i8, ptr %1, i64 24
  %107 = ptrtoint ptr %105 to i64
  %108 = getelementptr inbounds i8, ptr %1, i64 72
  %109 = getelementptr inbounds i8, ptr %1, i64 8
  %110 = getelementptr inbounds i8, ptr %1, i64 76
  %111 = getelementptr inbounds i8, ptr %38, i64 -7
  %112 = getelementptr inbounds i8, ptr %38, i64 -3
  %113 = getelementptr inbounds i8, ptr %38, i64 -1
  %114 = zext i32 %60 to i64
  %115 = sub nsw i64 0, %114
  %116 = getelementptr i8, ptr %52, i64 %115
  br label %117

117:                                              ; preds = %955, %98
  %118 = phi ptr [ %96, %98 ], [ %959, %955 ]
  %119 = phi ptr [ %3, %98 ], [ %958, %955 ]
  %120 = phi i32 [ %40, %98 ], [ %957, %955 ]
  %121 = phi i32 [ %42, %98 ], [ %956, %955 ]
  %122 = load i64, ptr %118, align 1
  %123 = mul i64 %122, -3523014627327384477
  %124 = lshr i64 %123, %100
  %125 = trunc i64 %122 to i32
  %126 = mul i32 %125, -1640531535
  %127 = lshr i32 %126, %101
  %128 = zext i32 %127 to i64
  %129 = lshr i64 %123, %103
  %130 = lshr i32 %126, %104
  %131 = lshr i64 %129, 8
  %132 = getelementptr inbounds i32, ptr %46, i64 %131
  %133 = load i32, ptr %132, align 4, !tbaa !23
  %134 = lshr i32 %130, 8
  %135 = zext nneg i32 %134 to i64
  %136 = getelementptr inbounds i32, ptr %48, i64 %135
  %137 = load i32, ptr %136, align 4, !tbaa !23
  %138 = zext i32 %133 to i64
  %139 = xor i64 %129, %138
  %140 = and i64 %139, 255
  %141 = icmp eq i64 %140, 0
  %142 = xor i32 %130, %137
  %143 = and i32 %142, 255
  %144 = icmp eq i32 %143, 0
  %145 = ptrtoint ptr %118 to i64
  %146 = sub i64 %145, %20
  %147 = trunc i64 %146 to i32
  %148 = getelementptr inbounds i32, ptr %10, i64 %124
  %149 = load i32, ptr %148, align 4, !tbaa !23
  %150 = getelementptr inbounds i32, ptr %14, i64 %128
  %151 = load i32, ptr %150, align 4, !tbaa !23
  %152 = zext i32 %149 to i64
  %153 = getelementptr inbounds i8, ptr %18, i64 %152
  %154 = zext i32 %151 to i64
  %155 = getelementptr inbounds i8, ptr %18, i64 %154
  %156 = add i32 %147, 1
  %157 = sub i32 %156, %120
  %158 = icmp ult i32 %157, %35
  %159 = sub i32 %157, %60
  %160 = zext i32 %159 to i64
  %161 = getelementptr inbounds i8, ptr %52, i64 %160
  %162 = zext i32 %157 to i64
  %163 = getelementptr inbounds i8, ptr %18, i64 %162
  %164 = select i1 %158, ptr %161, ptr %163
  store i32 %147, ptr %150, align 4, !tbaa !23
  store i32 %147, ptr %148, align 4, !tbaa !23
  %165 = sub i32 %157, %35
  %166 = icmp ugt i32 %165, -4
  br i1 %166, label %304, label %167

167:                                              ; preds = %117
  %168 = load i32, ptr %164, align 1, !tbaa !23
  %169 = getelementptr inbounds i8, ptr %118, i64 1
  %170 = load i32, ptr %169, align 1, !tbaa !23
  %171 = icmp eq i32 %168, %170
  br i1 %171, label %172, label %304

172:                                              ; preds = %167
  %173 = select i1 %158, ptr %55, ptr %38
  %174 = getelementptr inbounds i8, ptr %118, i64 5
  %175 = getelementptr inbounds i8, ptr %164, i64 4
  %176 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %174, ptr noundef nonnull %175, ptr noundef %38, ptr noundef %173, ptr noundef %37)
  %177 = add i64 %176, 4
  %178 = ptrtoint ptr %169 to i64
  %179 = ptrtoint ptr %119 to i64
  %180 = sub i64 %178, %179
  %181 = getelementptr inbounds i8, ptr %119, i64 %180
  %182 = icmp ugt ptr %181, %105
  %183 = load ptr, ptr %106, align 8, !tbaa !34
  br i1 %182, label %209, label %184

184:                                              ; preds = %172
  %185 = load <16 x i8>, ptr %119, align 1
  store <16 x i8> %185, ptr %183, align 1
  %186 = icmp ugt i64 %180, 16
  %187 = load ptr, ptr %106, align 8, !tbaa !34
  br i1 %186, label %191, label %188

188:                                              ; preds = %184
  %189 = getelementptr inbounds i8, ptr %187, i64 %180
  store ptr %189, ptr %106, align 8, !tbaa !34
  %190 = load ptr, ptr %109, align 8, !tbaa !36
  br label %298

191:                                              ; preds = %184
  %192 = getelementptr inbounds i8, ptr %187, i64 16
  %193 = getelementptr inbounds i8, ptr %119, i64 16
  %194 = getelementptr i8, ptr %187, i64 %180
  %195 = load <16 x i8>, ptr %193, align 1
  store <16 x i8> %195, ptr %192, align 1
  %196 = icmp slt i64 %180, 33
  br i1 %196, label %286, label %197

197:                                              ; preds = %191
  %198 = getelementptr inbounds i8, ptr %187, i64 32
  br label %199

199:                                              ; preds = %199, %197
  %200 = phi ptr [ %198, %197 ], [ %207, %199 ]
  %201 = phi ptr [ %193, %197 ], [ %205, %199 ]
  %202 = getelementptr inbounds i8, ptr %201, i64 16
  %203 = load <16 x i8>, ptr %202, align 1
  store <16 x i8> %203, ptr %200, align 1
  %204 = getelementptr inbounds i8, ptr %200, i64 16
  %205 = getelementptr inbounds i8, ptr %201, i64 32
  %206 = load <16 x i8>, ptr %205, align 1
  store <16 x i8> %206, ptr %204, align 1
  %207 = getelementptr inbounds i8, ptr %200, i64 32
  %208 = icmp ult ptr %207, %194
  br i1 %208, label %199, label %286, !llvm.loop !37

209:                                              ; preds = %172
  %210 = icmp ugt ptr %119, %105
  br i1 %210, label %228, label %211

211:                                              ; preds = %209
  %212 = sub i64 %107, %179
  %213 = getelementptr inbounds i8, ptr %183, i64 %212
  %214 = load <16 x i8>, ptr %119, align 1
  store <16 x i8> %214, ptr %183, align 1
  %215 = icmp slt i64 %212, 17
  br i1 %215, label %228, label %216

216:                                              ; preds = %211
  %217 = getelementptr inbounds i8, ptr %183, i64 16
  br label %218

218:                                              ; preds = %218, %216
  %219 = phi ptr [ %217, %216 ], [ %226, %218 ]
  %220 = phi ptr [ %119, %216 ], [ %224, %218 ]
  %221 = getelementptr inbounds i8, ptr %220, i64 16
  %222 = load <16 x i8>, ptr %221, align 1
  store <16 x i8> %222, ptr %219, align 1
  %223 = getelementptr inbounds i8, ptr %219, i64 16
  %224 = getelementptr inbounds i8, ptr %220, i64 32
  %225 = load <16 x i8>, ptr %224, align 1
  store <16 x i8> %225, ptr %223, align 1
  %226 = getelementptr inbounds i8, ptr %219, i64 32
  %227 = icmp ult ptr %226, %213
  br i1 %227, label %218, label %228, !llvm.loop !37

228:                                              ; preds = %218, %211, %209
  %229 = phi ptr [ %105, %211 ], [ %119, %209 ], [ %105, %218 ]
  %230 = phi ptr [ %213, %211 ], [ %183, %209 ], [ %213, %218 ]
  %231 = icmp ult ptr %229, %181
  br i1 %231, label %232, label %286

232:                                              ; preds = %228
  %233 = ptrtoint ptr %230 to i64
  %234 = ptrtoint ptr %229 to i64
  %235 = sub i64 %178, %234
  %236 = getelementptr i8, ptr %229, i64 %235
  %237 = icmp ult i64 %235, 8
  %238 = sub i64 %233, %234
  %239 = icmp ult i64 %238, 32
  %240 = select i1 %237, i1 true, i1 %239
  br i1 %240, label %276, label %241

241:                                              ; preds = %232
  %242 = icmp ult i64 %235, 32
  br i1 %242, label %262, label %243

243:                                              ; preds = %241
  %244 = and i64 %235, -32
  br label %245

245:                                              ; preds = %245, %243
  %246 = phi i64 [ 0, %243 ], [ %253, %245 ]
  %247 = getelementptr i8, ptr %230, i64 %246
  %248 = getelementptr i8, ptr %229, i64 %246
  %249 = getelementptr i8, ptr %248, i64 16
  %250 = load <16 x i8>, ptr %248, align 1, !tbaa !33
  %251 = load <16 x i8>, ptr %249, align 1, !tbaa !33
  %252 = getelementptr i8, ptr %247, i64 16
  store <16 x i8> %250, ptr %247, align 1, !tbaa !33
  store <16 x i8> %251, ptr %252, align 1, !tbaa !33
  %253 = add nuw i64 %246, 32
  %254 = icmp eq i64 %253, %244
  br i1 %254, label %255, label %245, !llvm.loop !81

255:                                              ; preds = %245
  %256 = icmp eq i64 %235, %244
  br i1 %256, label %286, label %257

257:                                              ; preds = %255
  %258 = getelementptr i8, ptr %229, i64 %244
  %259 = getelementptr i8, ptr %230, i64 %244
  %260 = and i64 %235, 24
  %261 = icmp eq i64 %260, 0
  br i1 %261, label %276, label %262

262:                                              ; preds = %241, %257
  %263 = phi i64 [ %244, %257 ], [ 0, %241 ]
  %264 = and i64 %235, -8
  %265 = getelementptr i8, ptr %230, i64 %264
  %266 = getelementptr i8, ptr %229, i64 %264
  br label %267

267:                                              ; preds = %267, %262
  %268 = phi i64 [ %263, %262 ], [ %272, %267 ]
  %269 = getelementptr i8, ptr %230, i64 %268
  %270 = getelementptr i8, ptr %229, i64 %268
  %271 = load <8 x i8>, ptr %270, align 1, !tbaa !33
  store <8 x i8> %271, ptr %269, align 1, !tbaa !33
  %272 = add nuw i64 %268, 8
  %273 = icmp eq i64 %272, %264
  br i1 %273, label %274, label %267, !llvm.loop !82

274:                                              ; preds = %267
  %275 = icmp eq i64 %235, %264
  br i1 %275, label %286, label %276

276:                                              ; preds = %274, %232, %257
  %277 = phi ptr [ %230, %232 ], [ %259, %257 ], [ %265, %274 ]
  %278 = phi ptr [ %229, %232 ], [ %258, %257 ], [ %266, %274 ]
  br label %279

279:                                              ; preds = %276, %279
  %280 = phi ptr [ %284, %279 ], [ %277, %276 ]
  %281 = phi ptr [ %282, %279 ], [ %278, %276 ]
  %282 = getelementptr inbounds i8, ptr %281, i64 1
  %283 = load i8, ptr %281, align 1, !tbaa !33
  %284 = getelementptr inbounds i8, ptr %280, i64 1
  store i8 %283, ptr %280, align 1, !tbaa !33
  %285 = icmp eq ptr %282, %236
  br i1 %285, label %286, label %279, !llvm.loop !83

286:                                              ; preds = %199, %279, %255, %274, %228, %191
  %287 = load ptr, ptr %106, align 8, !tbaa !34
  %288 = getelementptr inbounds i8, ptr %287, i64 %180
  store ptr %288, ptr %106, align 8, !tbaa !34
  %289 = icmp ugt i64 %180, 65535
  %290 = load ptr, ptr %109, align 8, !tbaa !36
  br i1 %289, label %291, label %298, !prof !43

291:                                              ; preds = %286
  store i32 1, ptr %108, align 8, !tbaa !44
  %292 = load ptr, ptr %1, align 8, !tbaa !45
  %293 = ptrtoint ptr %290 to i64
  %294 = ptrtoint ptr %292 to i64
  %295 = sub i64 %293, %294
  %296 = lshr exact i64 %295, 3
  %297 = trunc i64 %296 to i32
  store i32 %297, ptr %110, align 4, !tbaa !46
  br label %298

298:                                              ; preds = %291, %286, %188
  %299 = phi ptr [ %190, %188 ], [ %290, %291 ], [ %290, %286 ]
  %300 = trunc i64 %180 to i16
  %301 = getelementptr inbounds i8, ptr %299, i64 4
  store i16 %300, ptr %301, align 4, !tbaa !47
  store i32 1, ptr %299, align 4, !tbaa !49
  %302 = add i64 %176, 1
  %303 = icmp ugt i64 %302, 65535
  br i1 %303, label %843, label %856, !prof !50

304:                                              ; preds = %167, %117
  %305 = icmp ult i32 %149, %35
  br i1 %305, label %399, label %306

306:                                              ; preds = %304
  %307 = load i64, ptr %153, align 1, !tbaa !22
  %308 = icmp eq i64 %307, %122
  br i1 %308, label %309, label %399

309:                                              ; preds = %306
  %310 = getelementptr inbounds i8, ptr %118, i64 8
  %311 = getelementptr inbounds i8, ptr %153, i64 8
  %312 = icmp ugt ptr %111, %310
  br i1 %312, label %313, label %339

313:                                              ; preds = %309
  %314 = load i64, ptr %311, align 1, !tbaa !22
  %315 = load i64, ptr %310, align 1, !tbaa !22
  %316 = icmp eq i64 %314, %315
  br i1 %316, label %321, label %317

317:                                              ; preds = %313
  %318 = xor i64 %315, %314
  %319 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %318, i1 false)
  %320 = lshr i64 %319, 3
  br label %376

321:                                              ; preds = %313, %327
  %322 = phi ptr [ %325, %327 ], [ %311, %313 ]
  %323 = phi ptr [ %324, %327 ], [ %310, %313 ]
  %324 = getelementptr inbounds i8, ptr %323, i64 8
  %325 = getelementptr inbounds i8, ptr %322, i64 8
  %326 = icmp ult ptr %324, %111
  br i1 %326, label %327, label %339

327:                                              ; preds = %321
  %328 = load i64, ptr %325, align 1, !tbaa !22
  %329 = load i64, ptr %324, align 1, !tbaa !22
  %330 = icmp eq i64 %328, %329
  br i1 %330, label %321, label %331

331:                                              ; preds = %327
  %332 = xor i64 %329, %328
  %333 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %332, i1 false)
  %334 = lshr i64 %333, 3
  %335 = getelementptr inbounds i8, ptr %324, i64 %334
  %336 = ptrtoint ptr %335 to i64
  %337 = ptrtoint ptr %310 to i64
  %338 = sub i64 %336, %337
  br label %376

339:                                              ; preds = %321, %309
  %340 = phi ptr [ %311, %309 ], [ %325, %321 ]
  %341 = phi ptr [ %310, %309 ], [ %324, %321 ]
  %342 = icmp ult ptr %341, %112
  br i1 %342, label %343, label %350

343:                                              ; preds = %339
  %344 = load i32, ptr %340, align 1, !tbaa !23
  %345 = load i32, ptr %341, align 1, !tbaa !23
  %346 = icmp eq i32 %344, %345
  br i1 %346, label %347, label %350

347:                                              ; preds = %343
  %348 = getelementptr inbounds i8, ptr %341, i64 4
  %349 = getelementptr inbounds i8, ptr %340, i64 4
  br label %350

350:                                              ; preds = %347, %343, %339
  %351 = phi ptr [ %349, %347 ], [ %340, %343 ], [ %340, %339 ]
  %352 = phi ptr [ %348, %347 ], [ %341, %343 ], [ %341, %339 ]
  %353 = icmp ult ptr %352, %113
  br i1 %353, label %354, label %361

354:                                              ; preds = %350
  %355 = load i16, ptr %351, align 1, !tbaa !31
  %356 = load i16, ptr %352, align 1, !tbaa !31
  %357 = icmp eq i16 %355, %356
  br i1 %357, label %358, label %361

358:                                              ; preds = %354
  %359 = getelementptr inbounds i8, ptr %352, i64 2
  %360 = getelementptr inbounds i8, ptr %351, i64 2
  br label %361

361:                                              ; preds = %358, %354, %350
  %362 = phi ptr [ %360, %358 ], [ %351, %354 ], [ %351, %350 ]
  %363 = phi ptr [ %359, %358 ], [ %352, %354 ], [ %352, %350 ]
  %364 = icmp ult ptr %363, %38
  br i1 %364, label %365, label %371

365:                                              ; preds = %361
  %366 = load i8, ptr %362, align 1, !tbaa !33
  %367 = load i8, ptr %363, align 1, !tbaa !33
  %368 = icmp eq i8 %366, %367
  %369 = zext i1 %368 to i64
  %370 = getelementptr inbounds i8, ptr %363, i64 %369
  br label %371

371:                                              ; preds = %365, %361
  %372 = phi ptr [ %363, %361 ], [ %370, %365 ]
  %373 = ptrtoint ptr %372 to i64
  %374 = ptrtoint ptr %310 to i64
  %375 = sub i64 %373, %374
  br label %376

376:                                              ; preds = %371, %331, %317
  %377 = phi i64 [ %375, %371 ], [ %320, %317 ], [ %338, %331 ]
  %378 = add i64 %377, 8
  %379 = ptrtoint ptr %153 to i64
  %380 = sub i64 %145, %379
  %381 = trunc i64 %380 to i32
  %382 = icmp ugt ptr %118, %119
  %383 = icmp ugt i32 %149, %35
  %384 = and i1 %382, %383
  br i1 %384, label %385, label %712

385:                                              ; preds = %376, %394
  %386 = phi ptr [ %389, %394 ], [ %118, %376 ]
  %387 = phi i64 [ %395, %394 ], [ %378, %376 ]
  %388 = phi ptr [ %391, %394 ], [ %153, %376 ]
  %389 = getelementptr inbounds i8, ptr %386, i64 -1
  %390 = load i8, ptr %389, align 1, !tbaa !33
  %391 = getelementptr inbounds i8, ptr %388, i64 -1
  %392 = load i8, ptr %391, align 1, !tbaa !33
  %393 = icmp eq i8 %390, %392
  br i1 %393, label %394, label %712

394:                                              ; preds = %385
  %395 = add i64 %387, 1
  %396 = icmp ugt ptr %389, %119
  %397 = icmp ugt ptr %391, %37
  %398 = and i1 %396, %397
  br i1 %398, label %385, label %712, !llvm.loop !84

399:                                              ; preds = %306, %304
  br i1 %141, label %400, label %430

400:                                              ; preds = %399
  %401 = lshr i32 %133, 8
  %402 = zext nneg i32 %401 to i64
  %403 = getelementptr inbounds i8, ptr %52, i64 %402
  %404 = icmp ugt i32 %401, %50
  br i1 %404, label %405, label %430

405:                                              ; preds = %400
  %406 = load i64, ptr %403, align 1, !tbaa !22
  %407 = icmp eq i64 %406, %122
  br i1 %407, label %408, label %430

408:                                              ; preds = %405
  %409 = getelementptr inbounds i8, ptr %118, i64 8
  %410 = getelementptr inbounds i8, ptr %403, i64 8
  %411 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %409, ptr noundef nonnull %410, ptr noundef %38, ptr noundef %55, ptr noundef %37)
  %412 = add i64 %411, 8
  %413 = add i32 %60, %401
  %414 = sub i32 %147, %413
  %415 = icmp ugt ptr %118, %119
  br i1 %415, label %416, label %712

416:                                              ; preds = %408, %425
  %417 = phi ptr [ %420, %425 ], [ %118, %408 ]
  %418 = phi i64 [ %426, %425 ], [ %412, %408 ]
  %419 = phi ptr [ %422, %425 ], [ %403, %408 ]
  %420 = getelementptr inbounds i8, ptr %417, i64 -1
  %421 = load i8, ptr %420, align 1, !tbaa !33
  %422 = getelementptr inbounds i8, ptr %419, i64 -1
  %423 = load i8, ptr %422, align 1, !tbaa !33
  %424 = icmp eq i8 %421, %423
  br i1 %424, label %425, label %712

425:                                              ; preds = %416
  %426 = add i64 %418, 1
  %427 = icmp ugt ptr %420, %119
  %428 = icmp ugt ptr %422, %54
  %429 = and i1 %427, %428
  br i1 %429, label %416, label %712, !llvm.loop !85

430:                                              ; preds = %405, %400, %399
  %431 = icmp ugt i32 %151, %35
  br i1 %431, label %432, label %436

432:                                              ; preds = %430
  %433 = load i32, ptr %155, align 1, !tbaa !23
  %434 = load i32, ptr %118, align 1, !tbaa !23
  %435 = icmp eq i32 %433, %434
  br i1 %435, label %454, label %447

436:                                              ; preds = %430
  br i1 %144, label %437, label %447

437:                                              ; preds = %436
  %438 = lshr i32 %137, 8
  %439 = icmp ugt i32 %438, %50
  br i1 %439, label %440, label %447

440:                                              ; preds = %437
  %441 = add i32 %438, %60
  %442 = zext nneg i32 %438 to i64
  %443 = getelementptr inbounds i8, ptr %52, i64 %442
  %444 = load i32, ptr %443, align 1, !tbaa !23
  %445 = load i32, ptr %118, align 1, !tbaa !23
  %446 = icmp eq i32 %444, %445
  br i1 %446, label %454, label %447

447:                                              ; preds = %440, %437, %436, %432
  %448 = ptrtoint ptr %119 to i64
  %449 = sub i64 %145, %448
  %450 = ashr i64 %449, 8
  %451 = add nsw i64 %450, 1
  %452 = getelementptr inbounds i8, ptr %118, i64 %451
  %453 = getelementptr inbounds i8, ptr %452, i64 256
  tail call void @llvm.prefetch.p0(ptr nonnull %453, i32 0, i32 3, i32 1)
  br label %955, !llvm.loop !86

454:                                              ; preds = %440, %432
  %455 = phi ptr [ %155, %432 ], [ %443, %440 ]
  %456 = phi i32 [ %151, %432 ], [ %441, %440 ]
  %457 = getelementptr inbounds i8, ptr %118, i64 1
  %458 = load i64, ptr %457, align 1, !tbaa !22
  %459 = mul i64 %458, -3523014627327384477
  %460 = lshr i64 %459, %100
  %461 = lshr i64 %459, %103
  %462 = getelementptr inbounds i32, ptr %10, i64 %460
  %463 = load i32, ptr %462, align 4, !tbaa !23
  %464 = lshr i64 %461, 8
  %465 = getelementptr inbounds i32, ptr %46, i64 %464
  %466 = load i32, ptr %465, align 4, !tbaa !23
  %467 = zext i32 %466 to i64
  %468 = xor i64 %461, %467
  %469 = and i64 %468, 255
  %470 = icmp eq i64 %469, 0
  %471 = zext i32 %463 to i64
  %472 = getelementptr inbounds i8, ptr %18, i64 %471
  store i32 %156, ptr %462, align 4, !tbaa !23
  %473 = icmp ult i32 %463, %35
  br i1 %473, label %568, label %474

474:                                              ; preds = %454
  %475 = load i64, ptr %472, align 1, !tbaa !22
  %476 = icmp eq i64 %475, %458
  br i1 %476, label %477, label %568

477:                                              ; preds = %474
  %478 = getelementptr inbounds i8, ptr %118, i64 9
  %479 = getelementptr inbounds i8, ptr %472, i64 8
  %480 = icmp ugt ptr %111, %478
  br i1 %480, label %481, label %507

481:                                              ; preds = %477
  %482 = load i64, ptr %479, align 1, !tbaa !22
  %483 = load i64, ptr %478, align 1, !tbaa !22
  %484 = icmp eq i64 %482, %483
  br i1 %484, label %489, label %485

485:                                              ; preds = %481
  %486 = xor i64 %483, %482
  %487 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %486, i1 false)
  %488 = lshr i64 %487, 3
  br label %544

489:                                              ; preds = %481, %495
  %490 = phi ptr [ %493, %495 ], [ %479, %481 ]
  %491 = phi ptr [ %492, %495 ], [ %478, %481 ]
  %492 = getelementptr inbounds i8, ptr %491, i64 8
  %493 = getelementptr inbounds i8, ptr %490, i64 8
  %494 = icmp ult ptr %492, %111
  br i1 %494, label %495, label %507

495:                                              ; preds = %489
  %496 = load i64, ptr %493, align 1, !tbaa !22
  %497 = load i64, ptr %492, align 1, !tbaa !22
  %498 = icmp eq i64 %496, %497
  br i1 %498, label %489, label %499

499:                                              ; preds = %495
  %500 = xor i64 %497, %496
  %501 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %500, i1 false)
  %502 = lshr i64 %501, 3
  %503 = getelementptr inbounds i8, ptr %492, i64 %502
  %504 = ptrtoint ptr %503 to i64
  %505 = ptrtoint ptr %478 to i64
  %506 = sub i64 %504, %505
  br label %544

507:                                              ; preds = %489, %477
  %508 = phi ptr [ %479, %477 ], [ %493, %489 ]
  %509 = phi ptr [ %478, %477 ], [ %492, %489 ]
  %510 = icmp ult ptr %509, %112
  br i1 %510, label %511, label %518

511:                                              ; preds = %507
  %512 = load i32, ptr %508, align 1, !tbaa !23
  %513 = load i32, ptr %509, align 1, !tbaa !23
  %514 = icmp eq i32 %512, %513
  br i1 %514, label %515, label %518

515:                                              ; preds = %511
  %516 = getelementptr inbounds i8, ptr %509, i64 4
  %517 = getelementptr inbounds i8, ptr %508, i64 4
  br label %518

518:                                              ; preds = %515, %511, %507
  %519 = phi ptr [ %517, %515 ], [ %508, %511 ], [ %508, %507 ]
  %520 = phi ptr [ %516, %515 ], [ %509, %511 ], [ %509, %507 ]
  %521 = icmp ult ptr %520, %113
  br i1 %521, label %522, label %529

522:                                              ; preds = %518
  %523 = load i16, ptr %519, align 1, !tbaa !31
  %524 = load i16, ptr %520, align 1, !tbaa !31
  %525 = icmp eq i16 %523, %524
  br i1 %525, label %526, label %529

526:                                              ; preds = %522
  %527 = getelementptr inbounds i8, ptr %520, i64 2
  %528 = getelementptr inbounds i8, ptr %519, i64 2
  br label %529

529:                                              ; preds = %526, %522, %518
  %530 = phi ptr [ %528, %526 ], [ %519, %522 ], [ %519, %518 ]
  %531 = phi ptr [ %527, %526 ], [ %520, %522 ], [ %520, %518 ]
  %532 = icmp ult ptr %531, %38
  br i1 %532, label %533, label %539

533:                                              ; preds = %529
  %534 = load i8, ptr %530, align 1, !tbaa !33
  %535 = load i8, ptr %531, align 1, !tbaa !33
  %536 = icmp eq i8 %534, %535
  %537 = zext i1 %536 to i64
  %538 = getelementptr inbounds i8, ptr %531, i64 %537
  br label %539

539:                                              ; preds = %533, %529
  %540 = phi ptr [ %531, %529 ], [ %538, %533 ]
  %541 = ptrtoint ptr %540 to i64
  %542 = ptrtoint ptr %478 to i64
  %543 = sub i64 %541, %542
  br label %544

544:                                              ; preds = %539, %499, %485
  %545 = phi i64 [ %543, %539 ], [ %488, %485 ], [ %506, %499 ]
  %546 = add i64 %545, 8
  %547 = ptrtoint ptr %457 to i64
  %548 = ptrtoint ptr %472 to i64
  %549 = sub i64 %547, %548
  %550 = trunc i64 %549 to i32
  %551 = icmp ugt ptr %457, %119
  %552 = icmp ugt i32 %463, %35
  %553 = and i1 %551, %552
  br i1 %553, label %554, label %712

554:                                              ; preds = %544, %563
  %555 = phi ptr [ %558, %563 ], [ %457, %544 ]
  %556 = phi i64 [ %564, %563 ], [ %546, %544 ]
  %557 = phi ptr [ %560, %563 ], [ %472, %544 ]
  %558 = getelementptr inbounds i8, ptr %555, i64 -1
  %559 = load i8, ptr %558, align 1, !tbaa !33
  %560 = getelementptr inbounds i8, ptr %557, i64 -1
  %561 = load i8, ptr %560, align 1, !tbaa !33
  %562 = icmp eq i8 %559, %561
  br i1 %562, label %563, label %712

563:                                              ; preds = %554
  %564 = add i64 %556, 1
  %565 = icmp ugt ptr %558, %119
  %566 = icmp ugt ptr %560, %37
  %567 = and i1 %565, %566
  br i1 %567, label %554, label %712, !llvm.loop !87

568:                                              ; preds = %474, %454
  br i1 %470, label %569, label %599

569:                                              ; preds = %568
  %570 = lshr i32 %466, 8
  %571 = zext nneg i32 %570 to i64
  %572 = getelementptr inbounds i8, ptr %52, i64 %571
  %573 = icmp ugt i32 %570, %50
  br i1 %573, label %574, label %599

574:                                              ; preds = %569
  %575 = load i64, ptr %572, align 1, !tbaa !22
  %576 = icmp eq i64 %575, %458
  br i1 %576, label %577, label %599

577:                                              ; preds = %574
  %578 = getelementptr inbounds i8, ptr %118, i64 9
  %579 = getelementptr inbounds i8, ptr %572, i64 8
  %580 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %578, ptr noundef nonnull %579, ptr noundef %38, ptr noundef %55, ptr noundef %37)
  %581 = add i64 %580, 8
  %582 = add i32 %60, %570
  %583 = sub i32 %156, %582
  %584 = icmp ugt ptr %457, %119
  br i1 %584, label %585, label %712

585:                                              ; preds = %577, %594
  %586 = phi ptr [ %589, %594 ], [ %457, %577 ]
  %587 = phi i64 [ %595, %594 ], [ %581, %577 ]
  %588 = phi ptr [ %591, %594 ], [ %572, %577 ]
  %589 = getelementptr inbounds i8, ptr %586, i64 -1
  %590 = load i8, ptr %589, align 1, !tbaa !33
  %591 = getelementptr inbounds i8, ptr %588, i64 -1
  %592 = load i8, ptr %591, align 1, !tbaa !33
  %593 = icmp eq i8 %590, %592
  br i1 %593, label %594, label %712

594:                                              ; preds = %585
  %595 = add i64 %587, 1
  %596 = icmp ugt ptr %589, %119
  %597 = icmp ugt ptr %591, %54
  %598 = and i1 %596, %597
  br i1 %598, label %585, label %712, !llvm.loop !88

599:                                              ; preds = %574, %569, %568
  %600 = icmp ult i32 %456, %35
  %601 = getelementptr inbounds i8, ptr %118, i64 4
  %602 = getelementptr inbounds i8, ptr %455, i64 4
  br i1 %600, label %603, label %624

603:                                              ; preds = %599
  %604 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %601, ptr noundef nonnull %602, ptr noundef %38, ptr noundef %55, ptr noundef nonnull %37)
  %605 = add i64 %604, 4
  %606 = sub i32 %147, %456
  %607 = icmp ugt ptr %118, %119
  %608 = icmp ugt ptr %455, %54
  %609 = and i1 %607, %608
  br i1 %609, label %610, label %712

610:                                              ; preds = %603, %619
  %611 = phi ptr [ %614, %619 ], [ %118, %603 ]
  %612 = phi i64 [ %620, %619 ], [ %605, %603 ]
  %613 = phi ptr [ %616, %619 ], [ %455, %603 ]
  %614 = getelementptr inbounds i8, ptr %611, i64 -1
  %615 = load i8, ptr %614, align 1, !tbaa !33
  %616 = getelementptr inbounds i8, ptr %613, i64 -1
  %617 = load i8, ptr %616, align 1, !tbaa !33
  %618 = icmp eq i8 %615, %617
  br i1 %618, label %619, label %712

619:                                              ; preds = %610
  %620 = add i64 %612, 1
  %621 = icmp ugt ptr %614, %119
  %622 = icmp ugt ptr %616, %54
  %623 = and i1 %621, %622
  br i1 %623, label %610, label %712, !llvm.loop !89

624:                                              ; preds = %599
  %625 = icmp ugt ptr %111, %601
  br i1 %625, label %626, label %652

626:                                              ; preds = %624
  %627 = load i64, ptr %602, align 1, !tbaa !22
  %628 = load i64, ptr %601, align 1, !tbaa !22
  %629 = icmp eq i64 %627, %628
  br i1 %629, label %634, label %630

630:                                              ; preds = %626
  %631 = xor i64 %628, %627
  %632 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %631, i1 false)
  %633 = lshr i64 %632, 3
  br label %689

634:                                              ; preds = %626, %640
  %635 = phi ptr [ %638, %640 ], [ %602, %626 ]
  %636 = phi ptr [ %637, %640 ], [ %601, %626 ]
  %637 = getelementptr inbounds i8, ptr %636, i64 8
  %638 = getelementptr inbounds i8, ptr %635, i64 8
  %639 = icmp ult ptr %637, %111
  br i1 %639, label %640, label %652

640:                                              ; preds = %634
  %641 = load i64, ptr %638, align 1, !tbaa !22
  %642 = load i64, ptr %637, align 1, !tbaa !22
  %643 = icmp eq i64 %641, %642
  br i1 %643, label %634, label %644

644:                                              ; preds = %640
  %645 = xor i64 %642, %641
  %646 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %645, i1 false)
  %647 = lshr i64 %646, 3
  %648 = getelementptr inbounds i8, ptr %637, i64 %647
  %649 = ptrtoint ptr %648 to i64
  %650 = ptrtoint ptr %601 to i64
  %651 = sub i64 %649, %650
  br label %689

652:                                              ; preds = %634, %624
  %653 = phi ptr [ %602, %624 ], [ %638, %634 ]
  %654 = phi ptr [ %601, %624 ], [ %637, %634 ]
  %655 = icmp ult ptr %654, %112
  br i1 %655, label %656, label %663

656:                                              ; preds = %652
  %657 = load i32, ptr %653, align 1, !tbaa !23
  %658 = load i32, ptr %654, align 1, !tbaa !23
  %659 = icmp eq i32 %657, %658
  br i1 %659, label %660, label %663

660:                                              ; preds = %656
  %661 = getelementptr inbounds i8, ptr %654, i64 4
  %662 = getelementptr inbounds i8, ptr %653, i64 4
  br label %663

663:                                              ; preds = %660, %656, %652
  %664 = phi ptr [ %662, %660 ], [ %653, %656 ], [ %653, %652 ]
  %665 = phi ptr [ %661, %660 ], [ %654, %656 ], [ %654, %652 ]
  %666 = icmp ult ptr %665, %113
  br i1 %666, label %667, label %674

667:                                              ; preds = %663
  %668 = load i16, ptr %664, align 1, !tbaa !31
  %669 = load i16, ptr %665, align 1, !tbaa !31
  %670 = icmp eq i16 %668, %669
  br i1 %670, label %671, label %674

671:                                              ; preds = %667
  %672 = getelementptr inbounds i8, ptr %665, i64 2
  %673 = getelementptr inbounds i8, ptr %664, i64 2
  br label %674

674:                                              ; preds = %671, %667, %663
  %675 = phi ptr [ %673, %671 ], [ %664, %667 ], [ %664, %663 ]
  %676 = phi ptr [ %672, %671 ], [ %665, %667 ], [ %665, %663 ]
  %677 = icmp ult ptr %676, %38
  br i1 %677, label %678, label %684

678:                                              ; preds = %674
  %679 = load i8, ptr %675, align 1, !tbaa !33
  %680 = load i8, ptr %676, align 1, !tbaa !33
  %681 = icmp eq i8 %679, %680
  %682 = zext i1 %681 to i64
  %683 = getelementptr inbounds i8, ptr %676, i64 %682
  br label %684

684:                                              ; preds = %678, %674
  %685 = phi ptr [ %676, %674 ], [ %683, %678 ]
  %686 = ptrtoint ptr %685 to i64
  %687 = ptrtoint ptr %601 to i64
  %688 = sub i64 %686, %687
  br label %689

689:                                              ; preds = %684, %644, %630
  %690 = phi i64 [ %688, %684 ], [ %633, %630 ], [ %651, %644 ]
  %691 = add i64 %690, 4
  %692 = ptrtoint ptr %455 to i64
  %693 = sub i64 %145, %692
  %694 = trunc i64 %693 to i32
  %695 = icmp ugt ptr %118, %119
  %696 = icmp ugt ptr %455, %37
  %697 = and i1 %695, %696
  br i1 %697, label %698, label %712

698:                                              ; preds = %689, %707
  %699 = phi ptr [ %702, %707 ], [ %118, %689 ]
  %700 = phi i64 [ %708, %707 ], [ %691, %689 ]
  %701 = phi ptr [ %704, %707 ], [ %455, %689 ]
  %702 = getelementptr inbounds i8, ptr %699, i64 -1
  %703 = load i8, ptr %702, align 1, !tbaa !33
  %704 = getelementptr inbounds i8, ptr %701, i64 -1
  %705 = load i8, ptr %704, align 1, !tbaa !33
  %706 = icmp eq i8 %703, %705
  br i1 %706, label %707, label %712

707:                                              ; preds = %698
  %708 = add i64 %700, 1
  %709 = icmp ugt ptr %702, %119
  %710 = icmp ugt ptr %704, %37
  %711 = and i1 %709, %710
  br i1 %711, label %698, label %712, !llvm.loop !90

712:                                              ; preds = %394, %385, %563, %554, %707, %698, %619, %610, %594, %585, %425, %416, %689, %603, %577, %544, %408, %376
  %713 = phi i32 [ %414, %408 ], [ %583, %577 ], [ %606, %603 ], [ %694, %689 ], [ %550, %544 ], [ %381, %376 ], [ %414, %416 ], [ %414, %425 ], [ %583, %585 ], [ %583, %594 ], [ %606, %610 ], [ %606, %619 ], [ %694, %698 ], [ %694, %707 ], [ %550, %554 ], [ %550, %563 ], [ %381, %385 ], [ %381, %394 ]
  %714 = phi i64 [ %412, %408 ], [ %581, %577 ], [ %605, %603 ], [ %691, %689 ], [ %546, %544 ], [ %378, %376 ], [ %426, %425 ], [ %418, %416 ], [ %595, %594 ], [ %587, %585 ], [ %620, %619 ], [ %612, %610 ], [ %708, %707 ], [ %700, %698 ], [ %564, %563 ], [ %556, %554 ], [ %395, %394 ], [ %387, %385 ]
  %715 = phi ptr [ %118, %408 ], [ %457, %577 ], [ %118, %603 ], [ %118, %689 ], [ %457, %544 ], [ %118, %376 ], [ %420, %425 ], [ %417, %416 ], [ %589, %594 ], [ %586, %585 ], [ %614, %619 ], [ %611, %610 ], [ %702, %707 ], [ %699, %698 ], [ %558, %563 ], [ %555, %554 ], [ %389, %394 ], [ %386, %385 ]
  %716 = ptrtoint ptr %715 to i64
  %717 = ptrtoint ptr %119 to i64
  %718 = sub i64 %716, %717
  %719 = add i32 %713, 3
  %720 = getelementptr inbounds i8, ptr %119, i64 %718
  %721 = icmp ugt ptr %720, %105
  %722 = load ptr, ptr %106, align 8, !tbaa !34
  br i1 %721, label %748, label %723

723:                                              ; preds = %712
  %724 = load <16 x i8>, ptr %119, align 1
  store <16 x i8> %724, ptr %722, align 1
  %725 = icmp ugt i64 %718, 16
  %726 = load ptr, ptr %106, align 8, !tbaa !34
  br i1 %725, label %730, label %727

727:                                              ; preds = %723
  %728 = getelementptr inbounds i8, ptr %726, i64 %718
  store ptr %728, ptr %106, align 8, !tbaa !34
  %729 = load ptr, ptr %109, align 8, !tbaa !36
  br label %837

730:                                              ; preds = %723
  %731 = getelementptr inbounds i8, ptr %726, i64 16
  %732 = getelementptr inbounds i8, ptr %119, i64 16
  %733 = getelementptr i8, ptr %726, i64 %718
  %734 = load <16 x i8>, ptr %732, align 1
  store <16 x i8> %734, ptr %731, align 1
  %735 = icmp slt i64 %718, 33
  br i1 %735, label %825, label %736

736:                                              ; preds = %730
  %737 = getelementptr inbounds i8, ptr %726, i64 32
  br label %738

738:                                              ; preds = %738, %736
  %739 = phi ptr [ %737, %736 ], [ %746, %738 ]
  %740 = phi ptr [ %732, %736 ], [ %744, %738 ]
  %741 = getelementptr inbounds i8, ptr %740, i64 16
  %742 = load <16 x i8>, ptr %741, align 1
  store <16 x i8> %742, ptr %739, align 1
  %743 = getelementptr inbounds i8, ptr %739, i64 16
  %744 = getelementptr inbounds i8, ptr %740, i64 32
  %745 = load <16 x i8>, ptr %744, align 1
  store <16 x i8> %745, ptr %743, align 1
  %746 = getelementptr inbounds i8, ptr %739, i64 32
  %747 = icmp ult ptr %746, %733
  br i1 %747, label %738, label %825, !llvm.loop !37

748:                                              ; preds = %712
  %749 = icmp ugt ptr %119, %105
  br i1 %749, label %767, label %750

750:                                              ; preds = %748
  %751 = sub i64 %107, %717
  %752 = getelementptr inbounds i8, ptr %722, i64 %751
  %753 = load <16 x i8>, ptr %119, align 1
  store <16 x i8> %753, ptr %722, align 1
  %754 = icmp slt i64 %751, 17
  br i1 %754, label %767, label %755

755:                                              ; preds = %750
  %756 = getelementptr inbounds i8, ptr %722, i64 16
  br label %757

757:                                              ; preds = %757, %755
  %758 = phi ptr [ %756, %755 ], [ %765, %757 ]
  %759 = phi ptr [ %119, %755 ], [ %763, %757 ]
  %760 = getelementptr inbounds i8, ptr %759, i64 16
  %761 = load <16 x i8>, ptr %760, align 1
  store <16 x i8> %761, ptr %758, align 1
  %762 = getelementptr inbounds i8, ptr %758, i64 16
  %763 = getelementptr inbounds i8, ptr %759, i64 32
  %764 = load <16 x i8>, ptr %763, align 1
  store <16 x i8> %764, ptr %762, align 1
  %765 = getelementptr inbounds i8, ptr %758, i64 32
  %766 = icmp ult ptr %765, %752
  br i1 %766, label %757, label %767, !llvm.loop !37

767:                                              ; preds = %757, %750, %748
  %768 = phi ptr [ %105, %750 ], [ %119, %748 ], [ %105, %757 ]
  %769 = phi ptr [ %752, %750 ], [ %722, %748 ], [ %752, %757 ]
  %770 = icmp ult ptr %768, %720
  br i1 %770, label %771, label %825

771:                                              ; preds = %767
  %772 = ptrtoint ptr %769 to i64
  %773 = ptrtoint ptr %768 to i64
  %774 = sub i64 %716, %773
  %775 = getelementptr i8, ptr %768, i64 %774
  %776 = icmp ult i64 %774, 8
  %777 = sub i64 %772, %773
  %778 = icmp ult i64 %777, 32
  %779 = select i1 %776, i1 true, i1 %778
  br i1 %779, label %815, label %780

780:                                              ; preds = %771
  %781 = icmp ult i64 %774, 32
  br i1 %781, label %801, label %782

782:                                              ; preds = %780
  %783 = and i64 %774, -32
  br label %784

784:                                              ; preds = %784, %782
  %785 = phi i64 [ 0, %782 ], [ %792, %784 ]
  %786 = getelementptr i8, ptr %769, i64 %785
  %787 = getelementptr i8, ptr %768, i64 %785
  %788 = getelementptr i8, ptr %787, i64 16
  %789 = load <16 x i8>, ptr %787, align 1, !tbaa !33
  %790 = load <16 x i8>, ptr %788, align 1, !tbaa !33
  %791 = getelementptr i8, ptr %786, i64 16
  store <16 x i8> %789, ptr %786, align 1, !tbaa !33
  store <16 x i8> %790, ptr %791, align 1, !tbaa !33
  %792 = add nuw i64 %785, 32
  %793 = icmp eq i64 %792, %783
  br i1 %793, label %794, label %784, !llvm.loop !91

794:                                              ; preds = %784
  %795 = icmp eq i64 %774, %783
  br i1 %795, label %825, label %796

796:                                              ; preds = %794
  %797 = getelementptr i8, ptr %768, i64 %783
  %798 = getelementptr i8, ptr %769, i64 %783
  %799 = and i64 %774, 24
  %800 = icmp eq i64 %799, 0
  br i1 %800, label %815, label %801

801:                                              ; preds = %780, %796
  %802 = phi i64 [ %783, %796 ], [ 0, %780 ]
  %803 = and i64 %774, -8
  %804 = getelementptr i8, ptr %769, i64 %803
  %805 = getelementptr i8, ptr %768, i64 %803
  br label %806

806:                                              ; preds = %806, %801
  %807 = phi i64 [ %802, %801 ], [ %811, %806 ]
  %808 = getelementptr i8, ptr %769, i64 %807
  %809 = getelementptr i8, ptr %768, i64 %807
  %810 = load <8 x i8>, ptr %809, align 1, !tbaa !33
  store <8 x i8> %810, ptr %808, align 1, !tbaa !33
  %811 = add nuw i64 %807, 8
  %812 = icmp eq i64 %811, %803
  br i1 %812, label %813, label %806, !llvm.loop !92

813:                                              ; preds = %806
  %814 = icmp eq i64 %774, %803
  br i1 %814, label %825, label %815

815:                                              ; preds = %813, %771, %796
  %816 = phi ptr [ %769, %771 ], [ %798, %796 ], [ %804, %813 ]
  %817 = phi ptr [ %768, %771 ], [ %797, %796 ], [ %805, %813 ]
  br label %818

818:                                              ; preds = %815, %818
  %819 = phi ptr [ %823, %818 ], [ %816, %815 ]
  %820 = phi ptr [ %821, %818 ], [ %817, %815 ]
  %821 = getelementptr inbounds i8, ptr %820, i64 1
  %822 = load i8, ptr %820, align 1, !tbaa !33
  %823 = getelementptr inbounds i8, ptr %819, i64 1
  store i8 %822, ptr %819, align 1, !tbaa !33
  %824 = icmp eq ptr %821, %775
  br i1 %824, label %825, label %818, !llvm.loop !93

825:                                              ; preds = %738, %818, %794, %813, %767, %730
  %826 = load ptr, ptr %106, align 8, !tbaa !34
  %827 = getelementptr inbounds i8, ptr %826, i64 %718
  store ptr %827, ptr %106, align 8, !tbaa !34
  %828 = icmp ugt i64 %718, 65535
  %829 = load ptr, ptr %109, align 8, !tbaa !36
  br i1 %828, label %830, label %837, !prof !43

830:                                              ; preds = %825
  store i32 1, ptr %108, align 8, !tbaa !44
  %831 = load ptr, ptr %1, align 8, !tbaa !45
  %832 = ptrtoint ptr %829 to i64
  %833 = ptrtoint ptr %831 to i64
  %834 = sub i64 %832, %833
  %835 = lshr exact i64 %834, 3
  %836 = trunc i64 %835 to i32
  store i32 %836, ptr %110, align 4, !tbaa !46
  br label %837

837:                                              ; preds = %830, %825, %727
  %838 = phi ptr [ %729, %727 ], [ %829, %830 ], [ %829, %825 ]
  %839 = trunc i64 %718 to i16
  %840 = getelementptr inbounds i8, ptr %838, i64 4
  store i16 %839, ptr %840, align 4, !tbaa !47
  store i32 %719, ptr %838, align 4, !tbaa !49
  %841 = add i64 %714, -3
  %842 = icmp ugt i64 %841, 65535
  br i1 %842, label %843, label %856, !prof !50

843:                                              ; preds = %837, %298
  %844 = phi ptr [ %299, %298 ], [ %838, %837 ]
  %845 = phi i64 [ %302, %298 ], [ %841, %837 ]
  %846 = phi i64 [ %177, %298 ], [ %714, %837 ]
  %847 = phi i32 [ %121, %298 ], [ %120, %837 ]
  %848 = phi i32 [ %120, %298 ], [ %713, %837 ]
  %849 = phi ptr [ %169, %298 ], [ %715, %837 ]
  store i32 2, ptr %108, align 8, !tbaa !44
  %850 = load ptr, ptr %1, align 8, !tbaa !45
  %851 = ptrtoint ptr %844 to i64
  %852 = ptrtoint ptr %850 to i64
  %853 = sub i64 %851, %852
  %854 = lshr exact i64 %853, 3
  %855 = trunc i64 %854 to i32
  store i32 %855, ptr %110, align 4, !tbaa !46
  br label %856

856:                                              ; preds = %843, %837, %298
  %857 = phi i64 [ %302, %298 ], [ %841, %837 ], [ %845, %843 ]
  %858 = phi ptr [ %299, %298 ], [ %838, %837 ], [ %844, %843 ]
  %859 = phi i64 [ %177, %298 ], [ %714, %837 ], [ %846, %843 ]
  %860 = phi i32 [ %121, %298 ], [ %120, %837 ], [ %847, %843 ]
  %861 = phi i32 [ %120, %298 ], [ %713, %837 ], [ %848, %843 ]
  %862 = phi ptr [ %169, %298 ], [ %715, %837 ], [ %849, %843 ]
  %863 = trunc i64 %857 to i16
  %864 = getelementptr inbounds i8, ptr %858, i64 6
  store i16 %863, ptr %864, align 2, !tbaa !57
  %865 = getelementptr inbounds i8, ptr %858, i64 8
  store ptr %865, ptr %109, align 8, !tbaa !36
  %866 = getelementptr inbounds i8, ptr %862, i64 %859
  %867 = icmp ugt ptr %866, %39
  br i1 %867, label %955, label %868

868:                                              ; preds = %856
  %869 = add i32 %147, 2
  %870 = zext i32 %869 to i64
  %871 = getelementptr inbounds i8, ptr %18, i64 %870
  %872 = load i64, ptr %871, align 1, !tbaa !22
  %873 = mul i64 %872, -3523014627327384477
  %874 = lshr i64 %873, %100
  %875 = getelementptr inbounds i32, ptr %10, i64 %874
  store i32 %869, ptr %875, align 4, !tbaa !23
  %876 = getelementptr inbounds i8, ptr %866, i64 -2
  %877 = ptrtoint ptr %876 to i64
  %878 = sub i64 %877, %20
  %879 = trunc i64 %878 to i32
  %880 = load i64, ptr %876, align 1, !tbaa !22
  %881 = mul i64 %880, -3523014627327384477
  %882 = lshr i64 %881, %100
  %883 = getelementptr inbounds i32, ptr %10, i64 %882
  store i32 %879, ptr %883, align 4, !tbaa !23
  %884 = load i32, ptr %871, align 1, !tbaa !23
  %885 = mul i32 %884, -1640531535
  %886 = lshr i32 %885, %101
  %887 = zext i32 %886 to i64
  %888 = getelementptr inbounds i32, ptr %14, i64 %887
  store i32 %869, ptr %888, align 4, !tbaa !23
  %889 = getelementptr inbounds i8, ptr %866, i64 -1
  %890 = ptrtoint ptr %889 to i64
  %891 = sub i64 %890, %20
  %892 = trunc i64 %891 to i32
  %893 = load i32, ptr %889, align 1, !tbaa !23
  %894 = mul i32 %893, -1640531535
  %895 = lshr i32 %894, %101
  %896 = zext i32 %895 to i64
  %897 = getelementptr inbounds i32, ptr %14, i64 %896
  store i32 %892, ptr %897, align 4, !tbaa !23
  br label %898

898:                                              ; preds = %940, %868
  %899 = phi ptr [ %865, %868 ], [ %943, %940 ]
  %900 = phi ptr [ %866, %868 ], [ %953, %940 ]
  %901 = phi i32 [ %861, %868 ], [ %902, %940 ]
  %902 = phi i32 [ %860, %868 ], [ %901, %940 ]
  %903 = ptrtoint ptr %900 to i64
  %904 = sub i64 %903, %20
  %905 = trunc i64 %904 to i32
  %906 = sub i32 %905, %902
  %907 = icmp ult i32 %906, %35
  %908 = zext i32 %906 to i64
  %909 = select i1 %907, ptr %116, ptr %18
  %910 = getelementptr i8, ptr %909, i64 %908
  %911 = sub i32 %906, %35
  %912 = icmp ugt i32 %911, -4
  br i1 %912, label %955, label %913

913:                                              ; preds = %898
  %914 = load i32, ptr %910, align 1, !tbaa !23
  %915 = load i32, ptr %900, align 1, !tbaa !23
  %916 = icmp eq i32 %914, %915
  br i1 %916, label %917, label %955

917:                                              ; preds = %913
  %918 = select i1 %907, ptr %55, ptr %38
  %919 = getelementptr inbounds i8, ptr %900, i64 4
  %920 = getelementptr inbounds i8, ptr %910, i64 4
  %921 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %919, ptr noundef nonnull %920, ptr noundef %38, ptr noundef %918, ptr noundef %37)
  %922 = add i64 %921, 4
  %923 = icmp ugt ptr %900, %105
  br i1 %923, label %928, label %924

924:                                              ; preds = %917
  %925 = load ptr, ptr %106, align 8, !tbaa !34
  %926 = load <16 x i8>, ptr %900, align 1
  store <16 x i8> %926, ptr %925, align 1
  %927 = load ptr, ptr %109, align 8, !tbaa !36
  br label %928

928:                                              ; preds = %924, %917
  %929 = phi ptr [ %899, %917 ], [ %927, %924 ]
  %930 = getelementptr inbounds i8, ptr %929, i64 4
  store i16 0, ptr %930, align 4, !tbaa !47
  store i32 1, ptr %929, align 4, !tbaa !49
  %931 = add i64 %921, 1
  %932 = icmp ugt i64 %931, 65535
  br i1 %932, label %933, label %940, !prof !50

933:                                              ; preds = %928
  store i32 2, ptr %108, align 8, !tbaa !44
  %934 = load ptr, ptr %1, align 8, !tbaa !45
  %935 = ptrtoint ptr %929 to i64
  %936 = ptrtoint ptr %934 to i64
  %937 = sub i64 %935, %936
  %938 = lshr exact i64 %937, 3
  %939 = trunc i64 %938 to i32
  store i32 %939, ptr %110, align 4, !tbaa !46
  br label %940

940:                                              ; preds = %933, %928
  %941 = trunc i64 %931 to i16
  %942 = getelementptr inbounds i8, ptr %929, i64 6
  store i16 %941, ptr %942, align 2, !tbaa !57
  %943 = getelementptr inbounds i8, ptr %929, i64 8
  store ptr %943, ptr %109, align 8, !tbaa !36
  %944 = load i32, ptr %900, align 1, !tbaa !23
  %945 = mul i32 %944, -1640531535
  %946 = lshr i32 %945, %101
  %947 = zext i32 %946 to i64
  %948 = getelementptr inbounds i32, ptr %14, i64 %947
  store i32 %905, ptr %948, align 4, !tbaa !23
  %949 = load i64, ptr %900, align 1, !tbaa !22
  %950 = mul i64 %949, -3523014627327384477
  %951 = lshr i64 %950, %100
  %952 = getelementptr inbounds i32, ptr %10, i64 %951
  store i32 %905, ptr %952, align 4, !tbaa !23
  %953 = getelementptr inbounds i8, ptr %900, i64 %922
  %954 = icmp ugt ptr %953, %39
  br i1 %954, label %955, label %898

955:                                              ; preds = %940, %913, %898, %856, %447
  %956 = phi i32 [ %121, %447 ], [ %860, %856 ], [ %902, %898 ], [ %902, %913 ], [ %901, %940 ]
  %957 = phi i32 [ %120, %447 ], [ %861, %856 ], [ %901, %898 ], [ %901, %913 ], [ %902, %940 ]
  %958 = phi ptr [ %119, %447 ], [ %866, %856 ], [ %900, %898 ], [ %900, %913 ], [ %953, %940 ]
  %959 = phi ptr [ %452, %447 ], [ %866, %856 ], [ %900, %898 ], [ %900, %913 ], [ %953, %940 ]
  %960 = icmp ult ptr %959, %39
  br i1 %960, label %117, label %961

961:                                              ; preds = %955
  %962 = ptrtoint ptr %958 to i64
  br label %3618

963:                                              ; preds = %5
  br i1 %72, label %982, label %964

964:                                              ; preds = %963
  %965 = zext nneg i32 %62 to i64
  %966 = shl i64 4, %965
  %967 = zext nneg i32 %64 to i64
  %968 = shl i64 4, %967
  %969 = icmp ugt i32 %62, 61
  br i1 %969, label %970, label %972

970:                                              ; preds = %972, %964
  %971 = icmp ugt i32 %64, 61
  br i1 %971, label %982, label %977

972:                                              ; preds = %964, %972
  %973 = phi i64 [ %975, %972 ], [ 0, %964 ]
  %974 = getelementptr inbounds i8, ptr %46, i64 %973
  tail call void @llvm.prefetch.p0(ptr %974, i32 0, i32 2, i32 1)
  %975 = add i64 %973, 64
  %976 = icmp ult i64 %975, %966
  br i1 %976, label %972, label %970, !llvm.loop !79

977:                                              ; preds = %970, %977
  %978 = phi i64 [ %980, %977 ], [ 0, %970 ]
  %979 = getelementptr inbounds i8, ptr %48, i64 %978
  tail call void @llvm.prefetch.p0(ptr %979, i32 0, i32 2, i32 1)
  %980 = add i64 %978, 64
  %981 = icmp ult i64 %980, %968
  br i1 %981, label %977, label %982, !llvm.loop !80

982:                                              ; preds = %977, %970, %963
  %983 = and i64 %69, 4294967295
  %984 = icmp eq i64 %983, 0
  %985 = zext i1 %984 to i64
  %986 = getelementptr inbounds i8, ptr %3, i64 %985
  %987 = icmp ult ptr %986, %39
  br i1 %987, label %988, label %3618

988:                                              ; preds = %982
  %989 = sub i32 64, %12
  %990 = zext nneg i32 %989 to i64
  %991 = sub i32 64, %16
  %992 = zext nneg i32 %991 to i64
  %993 = sub i32 56, %62
  %994 = zext nneg i32 %993 to i64
  %995 = sub i32 56, %64
  %996 = zext nneg i32 %995 to i64
  %997 = getelementptr inbounds i8, ptr %38, i64 -32
  %998 = getelementptr inbounds i8, ptr %1, i64 24
  %999 = ptrtoint ptr %997 to i64
  %1000 = getelementptr inbounds i8, ptr %1, i64 72
  %1001 = getelementptr inbounds i8, ptr %1, i64 8
  %1002 = getelementptr inbounds i8, ptr %1, i64 76
  %1003 = getelementptr inbounds i8, ptr %38, i64 -7
  %1004 = getelementptr inbounds i8, ptr %38, i64 -3
  %1005 = getelementptr inbounds i8, ptr %38, i64 -1
  %1006 = zext i32 %60 to i64
  %1007 = sub nsw i64 0, %1006
  %1008 = getelementptr i8, ptr %52, i64 %1007
  br label %1009

1009:                                             ; preds = %1840, %988
  %1010 = phi ptr [ %986, %988 ], [ %1844, %1840 ]
  %1011 = phi ptr [ %3, %988 ], [ %1843, %1840 ]
  %1012 = phi i32 [ %40, %988 ], [ %1842, %1840 ]
  %1013 = phi i32 [ %42, %988 ], [ %1841, %1840 ]
  %1014 = load i64, ptr %1010, align 1, !tbaa !22
  %1015 = mul i64 %1014, -3523014627327384477
  %1016 = lshr i64 %1015, %990
  %1017 = mul i64 %1014, -3523014627271114752
  %1018 = lshr i64 %1017, %992
  %1019 = lshr i64 %1015, %994
  %1020 = lshr i64 %1017, %996
  %1021 = lshr i64 %1019, 8
  %1022 = getelementptr inbounds i32, ptr %46, i64 %1021
  %1023 = load i32, ptr %1022, align 4, !tbaa !23
  %1024 = lshr i64 %1020, 8
  %1025 = getelementptr inbounds i32, ptr %48, i64 %1024
  %1026 = load i32, ptr %1025, align 4, !tbaa !23
  %1027 = zext i32 %1023 to i64
  %1028 = xor i64 %1019, %1027
  %1029 = and i64 %1028, 255
  %1030 = icmp eq i64 %1029, 0
  %1031 = zext i32 %1026 to i64
  %1032 = xor i64 %1020, %1031
  %1033 = and i64 %1032, 255
  %1034 = icmp eq i64 %1033, 0
  %1035 = ptrtoint ptr %1010 to i64
  %1036 = sub i64 %1035, %20
  %1037 = trunc i64 %1036 to i32
  %1038 = getelementptr inbounds i32, ptr %10, i64 %1016
  %1039 = load i32, ptr %1038, align 4, !tbaa !23
  %1040 = getelementptr inbounds i32, ptr %14, i64 %1018
  %1041 = load i32, ptr %1040, align 4, !tbaa !23
  %1042 = zext i32 %1039 to i64
  %1043 = getelementptr inbounds i8, ptr %18, i64 %1042
  %1044 = zext i32 %1041 to i64
  %1045 = getelementptr inbounds i8, ptr %18, i64 %1044
  %1046 = add i32 %1037, 1
  %1047 = sub i32 %1046, %1012
  %1048 = icmp ult i32 %1047, %35
  %1049 = sub i32 %1047, %60
  %1050 = zext i32 %1049 to i64
  %1051 = getelementptr inbounds i8, ptr %52, i64 %1050
  %1052 = zext i32 %1047 to i64
  %1053 = getelementptr inbounds i8, ptr %18, i64 %1052
  %1054 = select i1 %1048, ptr %1051, ptr %1053
  store i32 %1037, ptr %1040, align 4, !tbaa !23
  store i32 %1037, ptr %1038, align 4, !tbaa !23
  %1055 = sub i32 %1047, %35
  %1056 = icmp ugt i32 %1055, -4
  br i1 %1056, label %1194, label %1057

1057:                                             ; preds = %1009
  %1058 = load i32, ptr %1054, align 1, !tbaa !23
  %1059 = getelementptr inbounds i8, ptr %1010, i64 1
  %1060 = load i32, ptr %1059, align 1, !tbaa !23
  %1061 = icmp eq i32 %1058, %1060
  br i1 %1061, label %1062, label %1194

1062:                                             ; preds = %1057
  %1063 = select i1 %1048, ptr %55, ptr %38
  %1064 = getelementptr inbounds i8, ptr %1010, i64 5
  %1065 = getelementptr inbounds i8, ptr %1054, i64 4
  %1066 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %1064, ptr noundef nonnull %1065, ptr noundef %38, ptr noundef %1063, ptr noundef %37)
  %1067 = add i64 %1066, 4
  %1068 = ptrtoint ptr %1059 to i64
  %1069 = ptrtoint ptr %1011 to i64
  %1070 = sub i64 %1068, %1069
  %1071 = getelementptr inbounds i8, ptr %1011, i64 %1070
  %1072 = icmp ugt ptr %1071, %997
  %1073 = load ptr, ptr %998, align 8, !tbaa !34
  br i1 %1072, label %1099, label %1074

1074:                                             ; preds = %1062
  %1075 = load <16 x i8>, ptr %1011, align 1
  store <16 x i8> %1075, ptr %1073, align 1
  %1076 = icmp ugt i64 %1070, 16
  %1077 = load ptr, ptr %998, align 8, !tbaa !34
  br i1 %1076, label %1081, label %1078

1078:                                             ; preds = %1074
  %1079 = getelementptr inbounds i8, ptr %1077, i64 %1070
  store ptr %1079, ptr %998, align 8, !tbaa !34
  %1080 = load ptr, ptr %1001, align 8, !tbaa !36
  br label %1188

1081:                                             ; preds = %1074
  %1082 = getelementptr inbounds i8, ptr %1077, i64 16
  %1083 = getelementptr inbounds i8, ptr %1011, i64 16
  %1084 = getelementptr i8, ptr %1077, i64 %1070
  %1085 = load <16 x i8>, ptr %1083, align 1
  store <16 x i8> %1085, ptr %1082, align 1
  %1086 = icmp slt i64 %1070, 33
  br i1 %1086, label %1176, label %1087

1087:                                             ; preds = %1081
  %1088 = getelementptr inbounds i8, ptr %1077, i64 32
  br label %1089

1089:                                             ; preds = %1089, %1087
  %1090 = phi ptr [ %1088, %1087 ], [ %1097, %1089 ]
  %1091 = phi ptr [ %1083, %1087 ], [ %1095, %1089 ]
  %1092 = getelementptr inbounds i8, ptr %1091, i64 16
  %1093 = load <16 x i8>, ptr %1092, align 1
  store <16 x i8> %1093, ptr %1090, align 1
  %1094 = getelementptr inbounds i8, ptr %1090, i64 16
  %1095 = getelementptr inbounds i8, ptr %1091, i64 32
  %1096 = load <16 x i8>, ptr %1095, align 1
  store <16 x i8> %1096, ptr %1094, align 1
  %1097 = getelementptr inbounds i8, ptr %1090, i64 32
  %1098 = icmp ult ptr %1097, %1084
  br i1 %1098, label %1089, label %1176, !llvm.loop !37

1099:                                             ; preds = %1062
  %1100 = icmp ugt ptr %1011, %997
  br i1 %1100, label %1118, label %1101

1101:                                             ; preds = %1099
  %1102 = sub i64 %999, %1069
  %1103 = getelementptr inbounds i8, ptr %1073, i64 %1102
  %1104 = load <16 x i8>, ptr %1011, align 1
  store <16 x i8> %1104, ptr %1073, align 1
  %1105 = icmp slt i64 %1102, 17
  br i1 %1105, label %1118, label %1106

1106:                                             ; preds = %1101
  %1107 = getelementptr inbounds i8, ptr %1073, i64 16
  br label %1108

1108:                                             ; preds = %1108, %1106
  %1109 = phi ptr [ %1107, %1106 ], [ %1116, %1108 ]
  %1110 = phi ptr [ %1011, %1106 ], [ %1114, %1108 ]
  %1111 = getelementptr inbounds i8, ptr %1110, i64 16
  %1112 = load <16 x i8>, ptr %1111, align 1
  store <16 x i8> %1112, ptr %1109, align 1
  %1113 = getelementptr inbounds i8, ptr %1109, i64 16
  %1114 = getelementptr inbounds i8, ptr %1110, i64 32
  %1115 = load <16 x i8>, ptr %1114, align 1
  store <16 x i8> %1115, ptr %1113, align 1
  %1116 = getelementptr inbounds i8, ptr %1109, i64 32
  %1117 = icmp ult ptr %1116, %1103
  br i1 %1117, label %1108, label %1118, !llvm.loop !37

1118:                                             ; preds = %1108, %1101, %1099
  %1119 = phi ptr [ %997, %1101 ], [ %1011, %1099 ], [ %997, %1108 ]
  %1120 = phi ptr [ %1103, %1101 ], [ %1073, %1099 ], [ %1103, %1108 ]
  %1121 = icmp ult ptr %1119, %1071
  br i1 %1121, label %1122, label %1176

1122:                                             ; preds = %1118
  %1123 = ptrtoint ptr %1120 to i64
  %1124 = ptrtoint ptr %1119 to i64
  %1125 = sub i64 %1068, %1124
  %1126 = getelementptr i8, ptr %1119, i64 %1125
  %1127 = icmp ult i64 %1125, 8
  %1128 = sub i64 %1123, %1124
  %1129 = icmp ult i64 %1128, 32
  %1130 = select i1 %1127, i1 true, i1 %1129
  br i1 %1130, label %1166, label %1131

1131:                                             ; preds = %1122
  %1132 = icmp ult i64 %1125, 32
  br i1 %1132, label %1152, label %1133

1133:                                             ; preds = %1131
  %1134 = and i64 %1125, -32
  br label %1135

1135:                                             ; preds = %1135, %1133
  %1136 = phi i64 [ 0, %1133 ], [ %1143, %1135 ]
  %1137 = getelementptr i8, ptr %1120, i64 %1136
  %1138 = getelementptr i8, ptr %1119, i64 %1136
  %1139 = getelementptr i8, ptr %1138, i64 16
  %1140 = load <16 x i8>, ptr %1138, align 1, !tbaa !33
  %1141 = load <16 x i8>, ptr %1139, align 1, !tbaa !33
  %1142 = getelementptr i8, ptr %1137, i64 16
  store <16 x i8> %1140, ptr %1137, align 1, !tbaa !33
  store <16 x i8> %1141, ptr %1142, align 1, !tbaa !33
  %1143 = add nuw i64 %1136, 32
  %1144 = icmp eq i64 %1143, %1134
  br i1 %1144, label %1145, label %1135, !llvm.loop !94

1145:                                             ; preds = %1135
  %1146 = icmp eq i64 %1125, %1134
  br i1 %1146, label %1176, label %1147

1147:                                             ; preds = %1145
  %1148 = getelementptr i8, ptr %1119, i64 %1134
  %1149 = getelementptr i8, ptr %1120, i64 %1134
  %1150 = and i64 %1125, 24
  %1151 = icmp eq i64 %1150, 0
  br i1 %1151, label %1166, label %1152

1152:                                             ; preds = %1131, %1147
  %1153 = phi i64 [ %1134, %1147 ], [ 0, %1131 ]
  %1154 = and i64 %1125, -8
  %1155 = getelementptr i8, ptr %1120, i64 %1154
  %1156 = getelementptr i8, ptr %1119, i64 %1154
  br label %1157

1157:                                             ; preds = %1157, %1152
  %1158 = phi i64 [ %1153, %1152 ], [ %1162, %1157 ]
  %1159 = getelementptr i8, ptr %1120, i64 %1158
  %1160 = getelementptr i8, ptr %1119, i64 %1158
  %1161 = load <8 x i8>, ptr %1160, align 1, !tbaa !33
  store <8 x i8> %1161, ptr %1159, align 1, !tbaa !33
  %1162 = add nuw i64 %1158, 8
  %1163 = icmp eq i64 %1162, %1154
  br i1 %1163, label %1164, label %1157, !llvm.loop !95

1164:                                             ; preds = %1157
  %1165 = icmp eq i64 %1125, %1154
  br i1 %1165, label %1176, label %1166

1166:                                             ; preds = %1164, %1122, %1147
  %1167 = phi ptr [ %1120, %1122 ], [ %1149, %1147 ], [ %1155, %1164 ]
  %1168 = phi ptr [ %1119, %1122 ], [ %1148, %1147 ], [ %1156, %1164 ]
  br label %1169

1169:                                             ; preds = %1166, %1169
  %1170 = phi ptr [ %1174, %1169 ], [ %1167, %1166 ]
  %1171 = phi ptr [ %1172, %1169 ], [ %1168, %1166 ]
  %1172 = getelementptr inbounds i8, ptr %1171, i64 1
  %1173 = load i8, ptr %1171, align 1, !tbaa !33
  %1174 = getelementptr inbounds i8, ptr %1170, i64 1
  store i8 %1173, ptr %1170, align 1, !tbaa !33
  %1175 = icmp eq ptr %1172, %1126
  br i1 %1175, label %1176, label %1169, !llvm.loop !96

1176:                                             ; preds = %1089, %1169, %1145, %1164, %1118, %1081
  %1177 = load ptr, ptr %998, align 8, !tbaa !34
  %1178 = getelementptr inbounds i8, ptr %1177, i64 %1070
  store ptr %1178, ptr %998, align 8, !tbaa !34
  %1179 = icmp ugt i64 %1070, 65535
  %1180 = load ptr, ptr %1001, align 8, !tbaa !36
  br i1 %1179, label %1181, label %1188, !prof !43

1181:                                             ; preds = %1176
  store i32 1, ptr %1000, align 8, !tbaa !44
  %1182 = load ptr, ptr %1, align 8, !tbaa !45
  %1183 = ptrtoint ptr %1180 to i64
  %1184 = ptrtoint ptr %1182 to i64
  %1185 = sub i64 %1183, %1184
  %1186 = lshr exact i64 %1185, 3
  %1187 = trunc i64 %1186 to i32
  store i32 %1187, ptr %1002, align 4, !tbaa !46
  br label %1188

1188:                                             ; preds = %1181, %1176, %1078
  %1189 = phi ptr [ %1080, %1078 ], [ %1180, %1181 ], [ %1180, %1176 ]
  %1190 = trunc i64 %1070 to i16
  %1191 = getelementptr inbounds i8, ptr %1189, i64 4
  store i16 %1190, ptr %1191, align 4, !tbaa !47
  store i32 1, ptr %1189, align 4, !tbaa !49
  %1192 = add i64 %1066, 1
  %1193 = icmp ugt i64 %1192, 65535
  br i1 %1193, label %1733, label %1746, !prof !50

1194:                                             ; preds = %1057, %1009
  %1195 = icmp ult i32 %1039, %35
  br i1 %1195, label %1289, label %1196

1196:                                             ; preds = %1194
  %1197 = load i64, ptr %1043, align 1, !tbaa !22
  %1198 = icmp eq i64 %1197, %1014
  br i1 %1198, label %1199, label %1289

1199:                                             ; preds = %1196
  %1200 = getelementptr inbounds i8, ptr %1010, i64 8
  %1201 = getelementptr inbounds i8, ptr %1043, i64 8
  %1202 = icmp ugt ptr %1003, %1200
  br i1 %1202, label %1203, label %1229

1203:                                             ; preds = %1199
  %1204 = load i64, ptr %1201, align 1, !tbaa !22
  %1205 = load i64, ptr %1200, align 1, !tbaa !22
  %1206 = icmp eq i64 %1204, %1205
  br i1 %1206, label %1211, label %1207

1207:                                             ; preds = %1203
  %1208 = xor i64 %1205, %1204
  %1209 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1208, i1 false)
  %1210 = lshr i64 %1209, 3
  br label %1266

1211:                                             ; preds = %1203, %1217
  %1212 = phi ptr [ %1215, %1217 ], [ %1201, %1203 ]
  %1213 = phi ptr [ %1214, %1217 ], [ %1200, %1203 ]
  %1214 = getelementptr inbounds i8, ptr %1213, i64 8
  %1215 = getelementptr inbounds i8, ptr %1212, i64 8
  %1216 = icmp ult ptr %1214, %1003
  br i1 %1216, label %1217, label %1229

1217:                                             ; preds = %1211
  %1218 = load i64, ptr %1215, align 1, !tbaa !22
  %1219 = load i64, ptr %1214, align 1, !tbaa !22
  %1220 = icmp eq i64 %1218, %1219
  br i1 %1220, label %1211, label %1221

1221:                                             ; preds = %1217
  %1222 = xor i64 %1219, %1218
  %1223 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1222, i1 false)
  %1224 = lshr i64 %1223, 3
  %1225 = getelementptr inbounds i8, ptr %1214, i64 %1224
  %1226 = ptrtoint ptr %1225 to i64
  %1227 = ptrtoint ptr %1200 to i64
  %1228 = sub i64 %1226, %1227
  br label %1266

1229:                                             ; preds = %1211, %1199
  %1230 = phi ptr [ %1201, %1199 ], [ %1215, %1211 ]
  %1231 = phi ptr [ %1200, %1199 ], [ %1214, %1211 ]
  %1232 = icmp ult ptr %1231, %1004
  br i1 %1232, label %1233, label %1240

1233:                                             ; preds = %1229
  %1234 = load i32, ptr %1230, align 1, !tbaa !23
  %1235 = load i32, ptr %1231, align 1, !tbaa !23
  %1236 = icmp eq i32 %1234, %1235
  br i1 %1236, label %1237, label %1240

1237:                                             ; preds = %1233
  %1238 = getelementptr inbounds i8, ptr %1231, i64 4
  %1239 = getelementptr inbounds i8, ptr %1230, i64 4
  br label %1240

1240:                                             ; preds = %1237, %1233, %1229
  %1241 = phi ptr [ %1239, %1237 ], [ %1230, %1233 ], [ %1230, %1229 ]
  %1242 = phi ptr [ %1238, %1237 ], [ %1231, %1233 ], [ %1231, %1229 ]
  %1243 = icmp ult ptr %1242, %1005
  br i1 %1243, label %1244, label %1251

1244:                                             ; preds = %1240
  %1245 = load i16, ptr %1241, align 1, !tbaa !31
  %1246 = load i16, ptr %1242, align 1, !tbaa !31
  %1247 = icmp eq i16 %1245, %1246
  br i1 %1247, label %1248, label %1251

1248:                                             ; preds = %1244
  %1249 = getelementptr inbounds i8, ptr %1242, i64 2
  %1250 = getelementptr inbounds i8, ptr %1241, i64 2
  br label %1251

1251:                                             ; preds = %1248, %1244, %1240
  %1252 = phi ptr [ %1250, %1248 ], [ %1241, %1244 ], [ %1241, %1240 ]
  %1253 = phi ptr [ %1249, %1248 ], [ %1242, %1244 ], [ %1242, %1240 ]
  %1254 = icmp ult ptr %1253, %38
  br i1 %1254, label %1255, label %1261

1255:                                             ; preds = %1251
  %1256 = load i8, ptr %1252, align 1, !tbaa !33
  %1257 = load i8, ptr %1253, align 1, !tbaa !33
  %1258 = icmp eq i8 %1256, %1257
  %1259 = zext i1 %1258 to i64
  %1260 = getelementptr inbounds i8, ptr %1253, i64 %1259
  br label %1261

1261:                                             ; preds = %1255, %1251
  %1262 = phi ptr [ %1253, %1251 ], [ %1260, %1255 ]
  %1263 = ptrtoint ptr %1262 to i64
  %1264 = ptrtoint ptr %1200 to i64
  %1265 = sub i64 %1263, %1264
  br label %1266

1266:                                             ; preds = %1261, %1221, %1207
  %1267 = phi i64 [ %1265, %1261 ], [ %1210, %1207 ], [ %1228, %1221 ]
  %1268 = add i64 %1267, 8
  %1269 = ptrtoint ptr %1043 to i64
  %1270 = sub i64 %1035, %1269
  %1271 = trunc i64 %1270 to i32
  %1272 = icmp ugt ptr %1010, %1011
  %1273 = icmp ugt i32 %1039, %35
  %1274 = and i1 %1272, %1273
  br i1 %1274, label %1275, label %1602

1275:                                             ; preds = %1266, %1284
  %1276 = phi ptr [ %1279, %1284 ], [ %1010, %1266 ]
  %1277 = phi i64 [ %1285, %1284 ], [ %1268, %1266 ]
  %1278 = phi ptr [ %1281, %1284 ], [ %1043, %1266 ]
  %1279 = getelementptr inbounds i8, ptr %1276, i64 -1
  %1280 = load i8, ptr %1279, align 1, !tbaa !33
  %1281 = getelementptr inbounds i8, ptr %1278, i64 -1
  %1282 = load i8, ptr %1281, align 1, !tbaa !33
  %1283 = icmp eq i8 %1280, %1282
  br i1 %1283, label %1284, label %1602

1284:                                             ; preds = %1275
  %1285 = add i64 %1277, 1
  %1286 = icmp ugt ptr %1279, %1011
  %1287 = icmp ugt ptr %1281, %37
  %1288 = and i1 %1286, %1287
  br i1 %1288, label %1275, label %1602, !llvm.loop !84

1289:                                             ; preds = %1196, %1194
  br i1 %1030, label %1290, label %1320

1290:                                             ; preds = %1289
  %1291 = lshr i32 %1023, 8
  %1292 = zext nneg i32 %1291 to i64
  %1293 = getelementptr inbounds i8, ptr %52, i64 %1292
  %1294 = icmp ugt i32 %1291, %50
  br i1 %1294, label %1295, label %1320

1295:                                             ; preds = %1290
  %1296 = load i64, ptr %1293, align 1, !tbaa !22
  %1297 = icmp eq i64 %1296, %1014
  br i1 %1297, label %1298, label %1320

1298:                                             ; preds = %1295
  %1299 = getelementptr inbounds i8, ptr %1010, i64 8
  %1300 = getelementptr inbounds i8, ptr %1293, i64 8
  %1301 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %1299, ptr noundef nonnull %1300, ptr noundef %38, ptr noundef %55, ptr noundef %37)
  %1302 = add i64 %1301, 8
  %1303 = add i32 %60, %1291
  %1304 = sub i32 %1037, %1303
  %1305 = icmp ugt ptr %1010, %1011
  br i1 %1305, label %1306, label %1602

1306:                                             ; preds = %1298, %1315
  %1307 = phi ptr [ %1310, %1315 ], [ %1010, %1298 ]
  %1308 = phi i64 [ %1316, %1315 ], [ %1302, %1298 ]
  %1309 = phi ptr [ %1312, %1315 ], [ %1293, %1298 ]
  %1310 = getelementptr inbounds i8, ptr %1307, i64 -1
  %1311 = load i8, ptr %1310, align 1, !tbaa !33
  %1312 = getelementptr inbounds i8, ptr %1309, i64 -1
  %1313 = load i8, ptr %1312, align 1, !tbaa !33
  %1314 = icmp eq i8 %1311, %1313
  br i1 %1314, label %1315, label %1602

1315:                                             ; preds = %1306
  %1316 = add i64 %1308, 1
  %1317 = icmp ugt ptr %1310, %1011
  %1318 = icmp ugt ptr %1312, %54
  %1319 = and i1 %1317, %1318
  br i1 %1319, label %1306, label %1602, !llvm.loop !85

1320:                                             ; preds = %1295, %1290, %1289
  %1321 = icmp ugt i32 %1041, %35
  br i1 %1321, label %1322, label %1326

1322:                                             ; preds = %1320
  %1323 = load i32, ptr %1045, align 1, !tbaa !23
  %1324 = load i32, ptr %1010, align 1, !tbaa !23
  %1325 = icmp eq i32 %1323, %1324
  br i1 %1325, label %1344, label %1337

1326:                                             ; preds = %1320
  br i1 %1034, label %1327, label %1337

1327:                                             ; preds = %1326
  %1328 = lshr i32 %1026, 8
  %1329 = icmp ugt i32 %1328, %50
  br i1 %1329, label %1330, label %1337

1330:                                             ; preds = %1327
  %1331 = add i32 %1328, %60
  %1332 = zext nneg i32 %1328 to i64
  %1333 = getelementptr inbounds i8, ptr %52, i64 %1332
  %1334 = load i32, ptr %1333, align 1, !tbaa !23
  %1335 = load i32, ptr %1010, align 1, !tbaa !23
  %1336 = icmp eq i32 %1334, %1335
  br i1 %1336, label %1344, label %1337

1337:                                             ; preds = %1330, %1327, %1326, %1322
  %1338 = ptrtoint ptr %1011 to i64
  %1339 = sub i64 %1035, %1338
  %1340 = ashr i64 %1339, 8
  %1341 = add nsw i64 %1340, 1
  %1342 = getelementptr inbounds i8, ptr %1010, i64 %1341
  %1343 = getelementptr inbounds i8, ptr %1342, i64 256
  tail call void @llvm.prefetch.p0(ptr nonnull %1343, i32 0, i32 3, i32 1)
  br label %1840, !llvm.loop !86

1344:                                             ; preds = %1330, %1322
  %1345 = phi ptr [ %1045, %1322 ], [ %1333, %1330 ]
  %1346 = phi i32 [ %1041, %1322 ], [ %1331, %1330 ]
  %1347 = getelementptr inbounds i8, ptr %1010, i64 1
  %1348 = load i64, ptr %1347, align 1, !tbaa !22
  %1349 = mul i64 %1348, -3523014627327384477
  %1350 = lshr i64 %1349, %990
  %1351 = lshr i64 %1349, %994
  %1352 = getelementptr inbounds i32, ptr %10, i64 %1350
  %1353 = load i32, ptr %1352, align 4, !tbaa !23
  %1354 = lshr i64 %1351, 8
  %1355 = getelementptr inbounds i32, ptr %46, i64 %1354
  %1356 = load i32, ptr %1355, align 4, !tbaa !23
  %1357 = zext i32 %1356 to i64
  %1358 = xor i64 %1351, %1357
  %1359 = and i64 %1358, 255
  %1360 = icmp eq i64 %1359, 0
  %1361 = zext i32 %1353 to i64
  %1362 = getelementptr inbounds i8, ptr %18, i64 %1361
  store i32 %1046, ptr %1352, align 4, !tbaa !23
  %1363 = icmp ult i32 %1353, %35
  br i1 %1363, label %1458, label %1364

1364:                                             ; preds = %1344
  %1365 = load i64, ptr %1362, align 1, !tbaa !22
  %1366 = icmp eq i64 %1365, %1348
  br i1 %1366, label %1367, label %1458

1367:                                             ; preds = %1364
  %1368 = getelementptr inbounds i8, ptr %1010, i64 9
  %1369 = getelementptr inbounds i8, ptr %1362, i64 8
  %1370 = icmp ugt ptr %1003, %1368
  br i1 %1370, label %1371, label %1397

1371:                                             ; preds = %1367
  %1372 = load i64, ptr %1369, align 1, !tbaa !22
  %1373 = load i64, ptr %1368, align 1, !tbaa !22
  %1374 = icmp eq i64 %1372, %1373
  br i1 %1374, label %1379, label %1375

1375:                                             ; preds = %1371
  %1376 = xor i64 %1373, %1372
  %1377 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1376, i1 false)
  %1378 = lshr i64 %1377, 3
  br label %1434

1379:                                             ; preds = %1371, %1385
  %1380 = phi ptr [ %1383, %1385 ], [ %1369, %1371 ]
  %1381 = phi ptr [ %1382, %1385 ], [ %1368, %1371 ]
  %1382 = getelementptr inbounds i8, ptr %1381, i64 8
  %1383 = getelementptr inbounds i8, ptr %1380, i64 8
  %1384 = icmp ult ptr %1382, %1003
  br i1 %1384, label %1385, label %1397

1385:                                             ; preds = %1379
  %1386 = load i64, ptr %1383, align 1, !tbaa !22
  %1387 = load i64, ptr %1382, align 1, !tbaa !22
  %1388 = icmp eq i64 %1386, %1387
  br i1 %1388, label %1379, label %1389

1389:                                             ; preds = %1385
  %1390 = xor i64 %1387, %1386
  %1391 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1390, i1 false)
  %1392 = lshr i64 %1391, 3
  %1393 = getelementptr inbounds i8, ptr %1382, i64 %1392
  %1394 = ptrtoint ptr %1393 to i64
  %1395 = ptrtoint ptr %1368 to i64
  %1396 = sub i64 %1394, %1395
  br label %1434

1397:                                             ; preds = %1379, %1367
  %1398 = phi ptr [ %1369, %1367 ], [ %1383, %1379 ]
  %1399 = phi ptr [ %1368, %1367 ], [ %1382, %1379 ]
  %1400 = icmp ult ptr %1399, %1004
  br i1 %1400, label %1401, label %1408

1401:                                             ; preds = %1397
  %1402 = load i32, ptr %1398, align 1, !tbaa !23
  %1403 = load i32, ptr %1399, align 1, !tbaa !23
  %1404 = icmp eq i32 %1402, %1403
  br i1 %1404, label %1405, label %1408

1405:                                             ; preds = %1401
  %1406 = getelementptr inbounds i8, ptr %1399, i64 4
  %1407 = getelementptr inbounds i8, ptr %1398, i64 4
  br label %1408

1408:                                             ; preds = %1405, %1401, %1397
  %1409 = phi ptr [ %1407, %1405 ], [ %1398, %1401 ], [ %1398, %1397 ]
  %1410 = phi ptr [ %1406, %1405 ], [ %1399, %1401 ], [ %1399, %1397 ]
  %1411 = icmp ult ptr %1410, %1005
  br i1 %1411, label %1412, label %1419

1412:                                             ; preds = %1408
  %1413 = load i16, ptr %1409, align 1, !tbaa !31
  %1414 = load i16, ptr %1410, align 1, !tbaa !31
  %1415 = icmp eq i16 %1413, %1414
  br i1 %1415, label %1416, label %1419

1416:                                             ; preds = %1412
  %1417 = getelementptr inbounds i8, ptr %1410, i64 2
  %1418 = getelementptr inbounds i8, ptr %1409, i64 2
  br label %1419

1419:                                             ; preds = %1416, %1412, %1408
  %1420 = phi ptr [ %1418, %1416 ], [ %1409, %1412 ], [ %1409, %1408 ]
  %1421 = phi ptr [ %1417, %1416 ], [ %1410, %1412 ], [ %1410, %1408 ]
  %1422 = icmp ult ptr %1421, %38
  br i1 %1422, label %1423, label %1429

1423:                                             ; preds = %1419
  %1424 = load i8, ptr %1420, align 1, !tbaa !33
  %1425 = load i8, ptr %1421, align 1, !tbaa !33
  %1426 = icmp eq i8 %1424, %1425
  %1427 = zext i1 %1426 to i64
  %1428 = getelementptr inbounds i8, ptr %1421, i64 %1427
  br label %1429

1429:                                             ; preds = %1423, %1419
  %1430 = phi ptr [ %1421, %1419 ], [ %1428, %1423 ]
  %1431 = ptrtoint ptr %1430 to i64
  %1432 = ptrtoint ptr %1368 to i64
  %1433 = sub i64 %1431, %1432
  br label %1434

1434:                                             ; preds = %1429, %1389, %1375
  %1435 = phi i64 [ %1433, %1429 ], [ %1378, %1375 ], [ %1396, %1389 ]
  %1436 = add i64 %1435, 8
  %1437 = ptrtoint ptr %1347 to i64
  %1438 = ptrtoint ptr %1362 to i64
  %1439 = sub i64 %1437, %1438
  %1440 = trunc i64 %1439 to i32
  %1441 = icmp ugt ptr %1347, %1011
  %1442 = icmp ugt i32 %1353, %35
  %1443 = and i1 %1441, %1442
  br i1 %1443, label %1444, label %1602

1444:                                             ; preds = %1434, %1453
  %1445 = phi ptr [ %1448, %1453 ], [ %1347, %1434 ]
  %1446 = phi i64 [ %1454, %1453 ], [ %1436, %1434 ]
  %1447 = phi ptr [ %1450, %1453 ], [ %1362, %1434 ]
  %1448 = getelementptr inbounds i8, ptr %1445, i64 -1
  %1449 = load i8, ptr %1448, align 1, !tbaa !33
  %1450 = getelementptr inbounds i8, ptr %1447, i64 -1
  %1451 = load i8, ptr %1450, align 1, !tbaa !33
  %1452 = icmp eq i8 %1449, %1451
  br i1 %1452, label %1453, label %1602

1453:                                             ; preds = %1444
  %1454 = add i64 %1446, 1
  %1455 = icmp ugt ptr %1448, %1011
  %1456 = icmp ugt ptr %1450, %37
  %1457 = and i1 %1455, %1456
  br i1 %1457, label %1444, label %1602, !llvm.loop !87

1458:                                             ; preds = %1364, %1344
  br i1 %1360, label %1459, label %1489

1459:                                             ; preds = %1458
  %1460 = lshr i32 %1356, 8
  %1461 = zext nneg i32 %1460 to i64
  %1462 = getelementptr inbounds i8, ptr %52, i64 %1461
  %1463 = icmp ugt i32 %1460, %50
  br i1 %1463, label %1464, label %1489

1464:                                             ; preds = %1459
  %1465 = load i64, ptr %1462, align 1, !tbaa !22
  %1466 = icmp eq i64 %1465, %1348
  br i1 %1466, label %1467, label %1489

1467:                                             ; preds = %1464
  %1468 = getelementptr inbounds i8, ptr %1010, i64 9
  %1469 = getelementptr inbounds i8, ptr %1462, i64 8
  %1470 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %1468, ptr noundef nonnull %1469, ptr noundef %38, ptr noundef %55, ptr noundef %37)
  %1471 = add i64 %1470, 8
  %1472 = add i32 %60, %1460
  %1473 = sub i32 %1046, %1472
  %1474 = icmp ugt ptr %1347, %1011
  br i1 %1474, label %1475, label %1602

1475:                                             ; preds = %1467, %1484
  %1476 = phi ptr [ %1479, %1484 ], [ %1347, %1467 ]
  %1477 = phi i64 [ %1485, %1484 ], [ %1471, %1467 ]
  %1478 = phi ptr [ %1481, %1484 ], [ %1462, %1467 ]
  %1479 = getelementptr inbounds i8, ptr %1476, i64 -1
  %1480 = load i8, ptr %1479, align 1, !tbaa !33
  %1481 = getelementptr inbounds i8, ptr %1478, i64 -1
  %1482 = load i8, ptr %1481, align 1, !tbaa !33
  %1483 = icmp eq i8 %1480, %1482
  br i1 %1483, label %1484, label %1602

1484:                                             ; preds = %1475
  %1485 = add i64 %1477, 1
  %1486 = icmp ugt ptr %1479, %1011
  %1487 = icmp ugt ptr %1481, %54
  %1488 = and i1 %1486, %1487
  br i1 %1488, label %1475, label %1602, !llvm.loop !88

1489:                                             ; preds = %1464, %1459, %1458
  %1490 = icmp ult i32 %1346, %35
  %1491 = getelementptr inbounds i8, ptr %1010, i64 4
  %1492 = getelementptr inbounds i8, ptr %1345, i64 4
  br i1 %1490, label %1493, label %1514

1493:                                             ; preds = %1489
  %1494 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %1491, ptr noundef nonnull %1492, ptr noundef %38, ptr noundef %55, ptr noundef nonnull %37)
  %1495 = add i64 %1494, 4
  %1496 = sub i32 %1037, %1346
  %1497 = icmp ugt ptr %1010, %1011
  %1498 = icmp ugt ptr %1345, %54
  %1499 = and i1 %1497, %1498
  br i1 %1499, label %1500, label %1602

1500:                                             ; preds = %1493, %1509
  %1501 = phi ptr [ %1504, %1509 ], [ %1010, %1493 ]
  %1502 = phi i64 [ %1510, %1509 ], [ %1495, %1493 ]
  %1503 = phi ptr [ %1506, %1509 ], [ %1345, %1493 ]
  %1504 = getelementptr inbounds i8, ptr %1501, i64 -1
  %1505 = load i8, ptr %1504, align 1, !tbaa !33
  %1506 = getelementptr inbounds i8, ptr %1503, i64 -1
  %1507 = load i8, ptr %1506, align 1, !tbaa !33
  %1508 = icmp eq i8 %1505, %1507
  br i1 %1508, label %1509, label %1602

1509:                                             ; preds = %1500
  %1510 = add i64 %1502, 1
  %1511 = icmp ugt ptr %1504, %1011
  %1512 = icmp ugt ptr %1506, %54
  %1513 = and i1 %1511, %1512
  br i1 %1513, label %1500, label %1602, !llvm.loop !89

1514:                                             ; preds = %1489
  %1515 = icmp ugt ptr %1003, %1491
  br i1 %1515, label %1516, label %1542

1516:                                             ; preds = %1514
  %1517 = load i64, ptr %1492, align 1, !tbaa !22
  %1518 = load i64, ptr %1491, align 1, !tbaa !22
  %1519 = icmp eq i64 %1517, %1518
  br i1 %1519, label %1524, label %1520

1520:                                             ; preds = %1516
  %1521 = xor i64 %1518, %1517
  %1522 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1521, i1 false)
  %1523 = lshr i64 %1522, 3
  br label %1579

1524:                                             ; preds = %1516, %1530
  %1525 = phi ptr [ %1528, %1530 ], [ %1492, %1516 ]
  %1526 = phi ptr [ %1527, %1530 ], [ %1491, %1516 ]
  %1527 = getelementptr inbounds i8, ptr %1526, i64 8
  %1528 = getelementptr inbounds i8, ptr %1525, i64 8
  %1529 = icmp ult ptr %1527, %1003
  br i1 %1529, label %1530, label %1542

1530:                                             ; preds = %1524
  %1531 = load i64, ptr %1528, align 1, !tbaa !22
  %1532 = load i64, ptr %1527, align 1, !tbaa !22
  %1533 = icmp eq i64 %1531, %1532
  br i1 %1533, label %1524, label %1534

1534:                                             ; preds = %1530
  %1535 = xor i64 %1532, %1531
  %1536 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1535, i1 false)
  %1537 = lshr i64 %1536, 3
  %1538 = getelementptr inbounds i8, ptr %1527, i64 %1537
  %1539 = ptrtoint ptr %1538 to i64
  %1540 = ptrtoint ptr %1491 to i64
  %1541 = sub i64 %1539, %1540
  br label %1579

1542:                                             ; preds = %1524, %1514
  %1543 = phi ptr [ %1492, %1514 ], [ %1528, %1524 ]
  %1544 = phi ptr [ %1491, %1514 ], [ %1527, %1524 ]
  %1545 = icmp ult ptr %1544, %1004
  br i1 %1545, label %1546, label %1553

1546:                                             ; preds = %1542
  %1547 = load i32, ptr %1543, align 1, !tbaa !23
  %1548 = load i32, ptr %1544, align 1, !tbaa !23
  %1549 = icmp eq i32 %1547, %1548
  br i1 %1549, label %1550, label %1553

1550:                                             ; preds = %1546
  %1551 = getelementptr inbounds i8, ptr %1544, i64 4
  %1552 = getelementptr inbounds i8, ptr %1543, i64 4
  br label %1553

1553:                                             ; preds = %1550, %1546, %1542
  %1554 = phi ptr [ %1552, %1550 ], [ %1543, %1546 ], [ %1543, %1542 ]
  %1555 = phi ptr [ %1551, %1550 ], [ %1544, %1546 ], [ %1544, %1542 ]
  %1556 = icmp ult ptr %1555, %1005
  br i1 %1556, label %1557, label %1564

1557:                                             ; preds = %1553
  %1558 = load i16, ptr %1554, align 1, !tbaa !31
  %1559 = load i16, ptr %1555, align 1, !tbaa !31
  %1560 = icmp eq i16 %1558, %1559
  br i1 %1560, label %1561, label %1564

1561:                                             ; preds = %1557
  %1562 = getelementptr inbounds i8, ptr %1555, i64 2
  %1563 = getelementptr inbounds i8, ptr %1554, i64 2
  br label %1564

1564:                                             ; preds = %1561, %1557, %1553
  %1565 = phi ptr [ %1563, %1561 ], [ %1554, %1557 ], [ %1554, %1553 ]
  %1566 = phi ptr [ %1562, %1561 ], [ %1555, %1557 ], [ %1555, %1553 ]
  %1567 = icmp ult ptr %1566, %38
  br i1 %1567, label %1568, label %1574

1568:                                             ; preds = %1564
  %1569 = load i8, ptr %1565, align 1, !tbaa !33
  %1570 = load i8, ptr %1566, align 1, !tbaa !33
  %1571 = icmp eq i8 %1569, %1570
  %1572 = zext i1 %1571 to i64
  %1573 = getelementptr inbounds i8, ptr %1566, i64 %1572
  br label %1574

1574:                                             ; preds = %1568, %1564
  %1575 = phi ptr [ %1566, %1564 ], [ %1573, %1568 ]
  %1576 = ptrtoint ptr %1575 to i64
  %1577 = ptrtoint ptr %1491 to i64
  %1578 = sub i64 %1576, %1577
  br label %1579

1579:                                             ; preds = %1574, %1534, %1520
  %1580 = phi i64 [ %1578, %1574 ], [ %1523, %1520 ], [ %1541, %1534 ]
  %1581 = add i64 %1580, 4
  %1582 = ptrtoint ptr %1345 to i64
  %1583 = sub i64 %1035, %1582
  %1584 = trunc i64 %1583 to i32
  %1585 = icmp ugt ptr %1010, %1011
  %1586 = icmp ugt ptr %1345, %37
  %1587 = and i1 %1585, %1586
  br i1 %1587, label %1588, label %1602

1588:                                             ; preds = %1579, %1597
  %1589 = phi ptr [ %1592, %1597 ], [ %1010, %1579 ]
  %1590 = phi i64 [ %1598, %1597 ], [ %1581, %1579 ]
  %1591 = phi ptr [ %1594, %1597 ], [ %1345, %1579 ]
  %1592 = getelementptr inbounds i8, ptr %1589, i64 -1
  %1593 = load i8, ptr %1592, align 1, !tbaa !33
  %1594 = getelementptr inbounds i8, ptr %1591, i64 -1
  %1595 = load i8, ptr %1594, align 1, !tbaa !33
  %1596 = icmp eq i8 %1593, %1595
  br i1 %1596, label %1597, label %1602

1597:                                             ; preds = %1588
  %1598 = add i64 %1590, 1
  %1599 = icmp ugt ptr %1592, %1011
  %1600 = icmp ugt ptr %1594, %37
  %1601 = and i1 %1599, %1600
  br i1 %1601, label %1588, label %1602, !llvm.loop !90

1602:                                             ; preds = %1284, %1275, %1453, %1444, %1597, %1588, %1509, %1500, %1484, %1475, %1315, %1306, %1579, %1493, %1467, %1434, %1298, %1266
  %1603 = phi i32 [ %1304, %1298 ], [ %1473, %1467 ], [ %1496, %1493 ], [ %1584, %1579 ], [ %1440, %1434 ], [ %1271, %1266 ], [ %1304, %1306 ], [ %1304, %1315 ], [ %1473, %1475 ], [ %1473, %1484 ], [ %1496, %1500 ], [ %1496, %1509 ], [ %1584, %1588 ], [ %1584, %1597 ], [ %1440, %1444 ], [ %1440, %1453 ], [ %1271, %1275 ], [ %1271, %1284 ]
  %1604 = phi i64 [ %1302, %1298 ], [ %1471, %1467 ], [ %1495, %1493 ], [ %1581, %1579 ], [ %1436, %1434 ], [ %1268, %1266 ], [ %1316, %1315 ], [ %1308, %1306 ], [ %1485, %1484 ], [ %1477, %1475 ], [ %1510, %1509 ], [ %1502, %1500 ], [ %1598, %1597 ], [ %1590, %1588 ], [ %1454, %1453 ], [ %1446, %1444 ], [ %1285, %1284 ], [ %1277, %1275 ]
  %1605 = phi ptr [ %1010, %1298 ], [ %1347, %1467 ], [ %1010, %1493 ], [ %1010, %1579 ], [ %1347, %1434 ], [ %1010, %1266 ], [ %1310, %1315 ], [ %1307, %1306 ], [ %1479, %1484 ], [ %1476, %1475 ], [ %1504, %1509 ], [ %1501, %1500 ], [ %1592, %1597 ], [ %1589, %1588 ], [ %1448, %1453 ], [ %1445, %1444 ], [ %1279, %1284 ], [ %1276, %1275 ]
  %1606 = ptrtoint ptr %1605 to i64
  %1607 = ptrtoint ptr %1011 to i64
  %1608 = sub i64 %1606, %1607
  %1609 = add i32 %1603, 3
  %1610 = getelementptr inbounds i8, ptr %1011, i64 %1608
  %1611 = icmp ugt ptr %1610, %997
  %1612 = load ptr, ptr %998, align 8, !tbaa !34
  br i1 %1611, label %1638, label %1613

1613:                                             ; preds = %1602
  %1614 = load <16 x i8>, ptr %1011, align 1
  store <16 x i8> %1614, ptr %1612, align 1
  %1615 = icmp ugt i64 %1608, 16
  %1616 = load ptr, ptr %998, align 8, !tbaa !34
  br i1 %1615, label %1620, label %1617

1617:                                             ; preds = %1613
  %1618 = getelementptr inbounds i8, ptr %1616, i64 %1608
  store ptr %1618, ptr %998, align 8, !tbaa !34
  %1619 = load ptr, ptr %1001, align 8, !tbaa !36
  br label %1727

1620:                                             ; preds = %1613
  %1621 = getelementptr inbounds i8, ptr %1616, i64 16
  %1622 = getelementptr inbounds i8, ptr %1011, i64 16
  %1623 = getelementptr i8, ptr %1616, i64 %1608
  %1624 = load <16 x i8>, ptr %1622, align 1
  store <16 x i8> %1624, ptr %1621, align 1
  %1625 = icmp slt i64 %1608, 33
  br i1 %1625, label %1715, label %1626

1626:                                             ; preds = %1620
  %1627 = getelementptr inbounds i8, ptr %1616, i64 32
  br label %1628

1628:                                             ; preds = %1628, %1626
  %1629 = phi ptr [ %1627, %1626 ], [ %1636, %1628 ]
  %1630 = phi ptr [ %1622, %1626 ], [ %1634, %1628 ]
  %1631 = getelementptr inbounds i8, ptr %1630, i64 16
  %1632 = load <16 x i8>, ptr %1631, align 1
  store <16 x i8> %1632, ptr %1629, align 1
  %1633 = getelementptr inbounds i8, ptr %1629, i64 16
  %1634 = getelementptr inbounds i8, ptr %1630, i64 32
  %1635 = load <16 x i8>, ptr %1634, align 1
  store <16 x i8> %1635, ptr %1633, align 1
  %1636 = getelementptr inbounds i8, ptr %1629, i64 32
  %1637 = icmp ult ptr %1636, %1623
  br i1 %1637, label %1628, label %1715, !llvm.loop !37

1638:                                             ; preds = %1602
  %1639 = icmp ugt ptr %1011, %997
  br i1 %1639, label %1657, label %1640

1640:                                             ; preds = %1638
  %1641 = sub i64 %999, %1607
  %1642 = getelementptr inbounds i8, ptr %1612, i64 %1641
  %1643 = load <16 x i8>, ptr %1011, align 1
  store <16 x i8> %1643, ptr %1612, align 1
  %1644 = icmp slt i64 %1641, 17
  br i1 %1644, label %1657, label %1645

1645:                                             ; preds = %1640
  %1646 = getelementptr inbounds i8, ptr %1612, i64 16
  br label %1647

1647:                                             ; preds = %1647, %1645
  %1648 = phi ptr [ %1646, %1645 ], [ %1655, %1647 ]
  %1649 = phi ptr [ %1011, %1645 ], [ %1653, %1647 ]
  %1650 = getelementptr inbounds i8, ptr %1649, i64 16
  %1651 = load <16 x i8>, ptr %1650, align 1
  store <16 x i8> %1651, ptr %1648, align 1
  %1652 = getelementptr inbounds i8, ptr %1648, i64 16
  %1653 = getelementptr inbounds i8, ptr %1649, i64 32
  %1654 = load <16 x i8>, ptr %1653, align 1
  store <16 x i8> %1654, ptr %1652, align 1
  %1655 = getelementptr inbounds i8, ptr %1648, i64 32
  %1656 = icmp ult ptr %1655, %1642
  br i1 %1656, label %1647, label %1657, !llvm.loop !37

1657:                                             ; preds = %1647, %1640, %1638
  %1658 = phi ptr [ %997, %1640 ], [ %1011, %1638 ], [ %997, %1647 ]
  %1659 = phi ptr [ %1642, %1640 ], [ %1612, %1638 ], [ %1642, %1647 ]
  %1660 = icmp ult ptr %1658, %1610
  br i1 %1660, label %1661, label %1715

1661:                                             ; preds = %1657
  %1662 = ptrtoint ptr %1659 to i64
  %1663 = ptrtoint ptr %1658 to i64
  %1664 = sub i64 %1606, %1663
  %1665 = getelementptr i8, ptr %1658, i64 %1664
  %1666 = icmp ult i64 %1664, 8
  %1667 = sub i64 %1662, %1663
  %1668 = icmp ult i64 %1667, 32
  %1669 = select i1 %1666, i1 true, i1 %1668
  br i1 %1669, label %1705, label %1670

1670:                                             ; preds = %1661
  %1671 = icmp ult i64 %1664, 32
  br i1 %1671, label %1691, label %1672

1672:                                             ; preds = %1670
  %1673 = and i64 %1664, -32
  br label %1674

1674:                                             ; preds = %1674, %1672
  %1675 = phi i64 [ 0, %1672 ], [ %1682, %1674 ]
  %1676 = getelementptr i8, ptr %1659, i64 %1675
  %1677 = getelementptr i8, ptr %1658, i64 %1675
  %1678 = getelementptr i8, ptr %1677, i64 16
  %1679 = load <16 x i8>, ptr %1677, align 1, !tbaa !33
  %1680 = load <16 x i8>, ptr %1678, align 1, !tbaa !33
  %1681 = getelementptr i8, ptr %1676, i64 16
  store <16 x i8> %1679, ptr %1676, align 1, !tbaa !33
  store <16 x i8> %1680, ptr %1681, align 1, !tbaa !33
  %1682 = add nuw i64 %1675, 32
  %1683 = icmp eq i64 %1682, %1673
  br i1 %1683, label %1684, label %1674, !llvm.loop !97

1684:                                             ; preds = %1674
  %1685 = icmp eq i64 %1664, %1673
  br i1 %1685, label %1715, label %1686

1686:                                             ; preds = %1684
  %1687 = getelementptr i8, ptr %1658, i64 %1673
  %1688 = getelementptr i8, ptr %1659, i64 %1673
  %1689 = and i64 %1664, 24
  %1690 = icmp eq i64 %1689, 0
  br i1 %1690, label %1705, label %1691

1691:                                             ; preds = %1670, %1686
  %1692 = phi i64 [ %1673, %1686 ], [ 0, %1670 ]
  %1693 = and i64 %1664, -8
  %1694 = getelementptr i8, ptr %1659, i64 %1693
  %1695 = getelementptr i8, ptr %1658, i64 %1693
  br label %1696

1696:                                             ; preds = %1696, %1691
  %1697 = phi i64 [ %1692, %1691 ], [ %1701, %1696 ]
  %1698 = getelementptr i8, ptr %1659, i64 %1697
  %1699 = getelementptr i8, ptr %1658, i64 %1697
  %1700 = load <8 x i8>, ptr %1699, align 1, !tbaa !33
  store <8 x i8> %1700, ptr %1698, align 1, !tbaa !33
  %1701 = add nuw i64 %1697, 8
  %1702 = icmp eq i64 %1701, %1693
  br i1 %1702, label %1703, label %1696, !llvm.loop !98

1703:                                             ; preds = %1696
  %1704 = icmp eq i64 %1664, %1693
  br i1 %1704, label %1715, label %1705

1705:                                             ; preds = %1703, %1661, %1686
  %1706 = phi ptr [ %1659, %1661 ], [ %1688, %1686 ], [ %1694, %1703 ]
  %1707 = phi ptr [ %1658, %1661 ], [ %1687, %1686 ], [ %1695, %1703 ]
  br label %1708

1708:                                             ; preds = %1705, %1708
  %1709 = phi ptr [ %1713, %1708 ], [ %1706, %1705 ]
  %1710 = phi ptr [ %1711, %1708 ], [ %1707, %1705 ]
  %1711 = getelementptr inbounds i8, ptr %1710, i64 1
  %1712 = load i8, ptr %1710, align 1, !tbaa !33
  %1713 = getelementptr inbounds i8, ptr %1709, i64 1
  store i8 %1712, ptr %1709, align 1, !tbaa !33
  %1714 = icmp eq ptr %1711, %1665
  br i1 %1714, label %1715, label %1708, !llvm.loop !99

1715:                                             ; preds = %1628, %1708, %1684, %1703, %1657, %1620
  %1716 = load ptr, ptr %998, align 8, !tbaa !34
  %1717 = getelementptr inbounds i8, ptr %1716, i64 %1608
  store ptr %1717, ptr %998, align 8, !tbaa !34
  %1718 = icmp ugt i64 %1608, 65535
  %1719 = load ptr, ptr %1001, align 8, !tbaa !36
  br i1 %1718, label %1720, label %1727, !prof !43

1720:                                             ; preds = %1715
  store i32 1, ptr %1000, align 8, !tbaa !44
  %1721 = load ptr, ptr %1, align 8, !tbaa !45
  %1722 = ptrtoint ptr %1719 to i64
  %1723 = ptrtoint ptr %1721 to i64
  %1724 = sub i64 %1722, %1723
  %1725 = lshr exact i64 %1724, 3
  %1726 = trunc i64 %1725 to i32
  store i32 %1726, ptr %1002, align 4, !tbaa !46
  br label %1727

1727:                                             ; preds = %1720, %1715, %1617
  %1728 = phi ptr [ %1619, %1617 ], [ %1719, %1720 ], [ %1719, %1715 ]
  %1729 = trunc i64 %1608 to i16
  %1730 = getelementptr inbounds i8, ptr %1728, i64 4
  store i16 %1729, ptr %1730, align 4, !tbaa !47
  store i32 %1609, ptr %1728, align 4, !tbaa !49
  %1731 = add i64 %1604, -3
  %1732 = icmp ugt i64 %1731, 65535
  br i1 %1732, label %1733, label %1746, !prof !50

1733:                                             ; preds = %1727, %1188
  %1734 = phi ptr [ %1189, %1188 ], [ %1728, %1727 ]
  %1735 = phi i64 [ %1192, %1188 ], [ %1731, %1727 ]
  %1736 = phi i64 [ %1067, %1188 ], [ %1604, %1727 ]
  %1737 = phi i32 [ %1013, %1188 ], [ %1012, %1727 ]
  %1738 = phi i32 [ %1012, %1188 ], [ %1603, %1727 ]
  %1739 = phi ptr [ %1059, %1188 ], [ %1605, %1727 ]
  store i32 2, ptr %1000, align 8, !tbaa !44
  %1740 = load ptr, ptr %1, align 8, !tbaa !45
  %1741 = ptrtoint ptr %1734 to i64
  %1742 = ptrtoint ptr %1740 to i64
  %1743 = sub i64 %1741, %1742
  %1744 = lshr exact i64 %1743, 3
  %1745 = trunc i64 %1744 to i32
  store i32 %1745, ptr %1002, align 4, !tbaa !46
  br label %1746

1746:                                             ; preds = %1733, %1727, %1188
  %1747 = phi i64 [ %1192, %1188 ], [ %1731, %1727 ], [ %1735, %1733 ]
  %1748 = phi ptr [ %1189, %1188 ], [ %1728, %1727 ], [ %1734, %1733 ]
  %1749 = phi i64 [ %1067, %1188 ], [ %1604, %1727 ], [ %1736, %1733 ]
  %1750 = phi i32 [ %1013, %1188 ], [ %1012, %1727 ], [ %1737, %1733 ]
  %1751 = phi i32 [ %1012, %1188 ], [ %1603, %1727 ], [ %1738, %1733 ]
  %1752 = phi ptr [ %1059, %1188 ], [ %1605, %1727 ], [ %1739, %1733 ]
  %1753 = trunc i64 %1747 to i16
  %1754 = getelementptr inbounds i8, ptr %1748, i64 6
  store i16 %1753, ptr %1754, align 2, !tbaa !57
  %1755 = getelementptr inbounds i8, ptr %1748, i64 8
  store ptr %1755, ptr %1001, align 8, !tbaa !36
  %1756 = getelementptr inbounds i8, ptr %1752, i64 %1749
  %1757 = icmp ugt ptr %1756, %39
  br i1 %1757, label %1840, label %1758

1758:                                             ; preds = %1746
  %1759 = add i32 %1037, 2
  %1760 = zext i32 %1759 to i64
  %1761 = getelementptr inbounds i8, ptr %18, i64 %1760
  %1762 = load i64, ptr %1761, align 1, !tbaa !22
  %1763 = mul i64 %1762, -3523014627327384477
  %1764 = lshr i64 %1763, %990
  %1765 = getelementptr inbounds i32, ptr %10, i64 %1764
  store i32 %1759, ptr %1765, align 4, !tbaa !23
  %1766 = getelementptr inbounds i8, ptr %1756, i64 -2
  %1767 = ptrtoint ptr %1766 to i64
  %1768 = sub i64 %1767, %20
  %1769 = trunc i64 %1768 to i32
  %1770 = load i64, ptr %1766, align 1, !tbaa !22
  %1771 = mul i64 %1770, -3523014627327384477
  %1772 = lshr i64 %1771, %990
  %1773 = getelementptr inbounds i32, ptr %10, i64 %1772
  store i32 %1769, ptr %1773, align 4, !tbaa !23
  %1774 = mul i64 %1762, -3523014627271114752
  %1775 = lshr i64 %1774, %992
  %1776 = getelementptr inbounds i32, ptr %14, i64 %1775
  store i32 %1759, ptr %1776, align 4, !tbaa !23
  %1777 = getelementptr inbounds i8, ptr %1756, i64 -1
  %1778 = ptrtoint ptr %1777 to i64
  %1779 = sub i64 %1778, %20
  %1780 = trunc i64 %1779 to i32
  %1781 = load i64, ptr %1777, align 1, !tbaa !22
  %1782 = mul i64 %1781, -3523014627271114752
  %1783 = lshr i64 %1782, %992
  %1784 = getelementptr inbounds i32, ptr %14, i64 %1783
  store i32 %1780, ptr %1784, align 4, !tbaa !23
  br label %1785

1785:                                             ; preds = %1827, %1758
  %1786 = phi ptr [ %1755, %1758 ], [ %1830, %1827 ]
  %1787 = phi ptr [ %1756, %1758 ], [ %1838, %1827 ]
  %1788 = phi i32 [ %1751, %1758 ], [ %1789, %1827 ]
  %1789 = phi i32 [ %1750, %1758 ], [ %1788, %1827 ]
  %1790 = ptrtoint ptr %1787 to i64
  %1791 = sub i64 %1790, %20
  %1792 = trunc i64 %1791 to i32
  %1793 = sub i32 %1792, %1789
  %1794 = icmp ult i32 %1793, %35
  %1795 = zext i32 %1793 to i64
  %1796 = select i1 %1794, ptr %1008, ptr %18
  %1797 = getelementptr i8, ptr %1796, i64 %1795
  %1798 = sub i32 %1793, %35
  %1799 = icmp ugt i32 %1798, -4
  br i1 %1799, label %1840, label %1800

1800:                                             ; preds = %1785
  %1801 = load i32, ptr %1797, align 1, !tbaa !23
  %1802 = load i32, ptr %1787, align 1, !tbaa !23
  %1803 = icmp eq i32 %1801, %1802
  br i1 %1803, label %1804, label %1840

1804:                                             ; preds = %1800
  %1805 = select i1 %1794, ptr %55, ptr %38
  %1806 = getelementptr inbounds i8, ptr %1787, i64 4
  %1807 = getelementptr inbounds i8, ptr %1797, i64 4
  %1808 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %1806, ptr noundef nonnull %1807, ptr noundef %38, ptr noundef %1805, ptr noundef %37)
  %1809 = add i64 %1808, 4
  %1810 = icmp ugt ptr %1787, %997
  br i1 %1810, label %1815, label %1811

1811:                                             ; preds = %1804
  %1812 = load ptr, ptr %998, align 8, !tbaa !34
  %1813 = load <16 x i8>, ptr %1787, align 1
  store <16 x i8> %1813, ptr %1812, align 1
  %1814 = load ptr, ptr %1001, align 8, !tbaa !36
  br label %1815

1815:                                             ; preds = %1811, %1804
  %1816 = phi ptr [ %1786, %1804 ], [ %1814, %1811 ]
  %1817 = getelementptr inbounds i8, ptr %1816, i64 4
  store i16 0, ptr %1817, align 4, !tbaa !47
  store i32 1, ptr %1816, align 4, !tbaa !49
  %1818 = add i64 %1808, 1
  %1819 = icmp ugt i64 %1818, 65535
  br i1 %1819, label %1820, label %1827, !prof !50

1820:                                             ; preds = %1815
  store i32 2, ptr %1000, align 8, !tbaa !44
  %1821 = load ptr, ptr %1, align 8, !tbaa !45
  %1822 = ptrtoint ptr %1816 to i64
  %1823 = ptrtoint ptr %1821 to i64
  %1824 = sub i64 %1822, %1823
  %1825 = lshr exact i64 %1824, 3
  %1826 = trunc i64 %1825 to i32
  store i32 %1826, ptr %1002, align 4, !tbaa !46
  br label %1827

1827:                                             ; preds = %1820, %1815
  %1828 = trunc i64 %1818 to i16
  %1829 = getelementptr inbounds i8, ptr %1816, i64 6
  store i16 %1828, ptr %1829, align 2, !tbaa !57
  %1830 = getelementptr inbounds i8, ptr %1816, i64 8
  store ptr %1830, ptr %1001, align 8, !tbaa !36
  %1831 = load i64, ptr %1787, align 1, !tbaa !22
  %1832 = mul i64 %1831, -3523014627271114752
  %1833 = lshr i64 %1832, %992
  %1834 = getelementptr inbounds i32, ptr %14, i64 %1833
  store i32 %1792, ptr %1834, align 4, !tbaa !23
  %1835 = mul i64 %1831, -3523014627327384477
  %1836 = lshr i64 %1835, %990
  %1837 = getelementptr inbounds i32, ptr %10, i64 %1836
  store i32 %1792, ptr %1837, align 4, !tbaa !23
  %1838 = getelementptr inbounds i8, ptr %1787, i64 %1809
  %1839 = icmp ugt ptr %1838, %39
  br i1 %1839, label %1840, label %1785

1840:                                             ; preds = %1827, %1800, %1785, %1746, %1337
  %1841 = phi i32 [ %1013, %1337 ], [ %1750, %1746 ], [ %1789, %1785 ], [ %1789, %1800 ], [ %1788, %1827 ]
  %1842 = phi i32 [ %1012, %1337 ], [ %1751, %1746 ], [ %1788, %1785 ], [ %1788, %1800 ], [ %1789, %1827 ]
  %1843 = phi ptr [ %1011, %1337 ], [ %1756, %1746 ], [ %1787, %1785 ], [ %1787, %1800 ], [ %1838, %1827 ]
  %1844 = phi ptr [ %1342, %1337 ], [ %1756, %1746 ], [ %1787, %1785 ], [ %1787, %1800 ], [ %1838, %1827 ]
  %1845 = icmp ult ptr %1844, %39
  br i1 %1845, label %1009, label %1846

1846:                                             ; preds = %1840
  %1847 = ptrtoint ptr %1843 to i64
  br label %3618

1848:                                             ; preds = %5
  br i1 %72, label %1867, label %1849

1849:                                             ; preds = %1848
  %1850 = zext nneg i32 %62 to i64
  %1851 = shl i64 4, %1850
  %1852 = zext nneg i32 %64 to i64
  %1853 = shl i64 4, %1852
  %1854 = icmp ugt i32 %62, 61
  br i1 %1854, label %1855, label %1857

1855:                                             ; preds = %1857, %1849
  %1856 = icmp ugt i32 %64, 61
  br i1 %1856, label %1867, label %1862

1857:                                             ; preds = %1849, %1857
  %1858 = phi i64 [ %1860, %1857 ], [ 0, %1849 ]
  %1859 = getelementptr inbounds i8, ptr %46, i64 %1858
  tail call void @llvm.prefetch.p0(ptr %1859, i32 0, i32 2, i32 1)
  %1860 = add i64 %1858, 64
  %1861 = icmp ult i64 %1860, %1851
  br i1 %1861, label %1857, label %1855, !llvm.loop !79

1862:                                             ; preds = %1855, %1862
  %1863 = phi i64 [ %1865, %1862 ], [ 0, %1855 ]
  %1864 = getelementptr inbounds i8, ptr %48, i64 %1863
  tail call void @llvm.prefetch.p0(ptr %1864, i32 0, i32 2, i32 1)
  %1865 = add i64 %1863, 64
  %1866 = icmp ult i64 %1865, %1853
  br i1 %1866, label %1862, label %1867, !llvm.loop !80

1867:                                             ; preds = %1862, %1855, %1848
  %1868 = and i64 %69, 4294967295
  %1869 = icmp eq i64 %1868, 0
  %1870 = zext i1 %1869 to i64
  %1871 = getelementptr inbounds i8, ptr %3, i64 %1870
  %1872 = icmp ult ptr %1871, %39
  br i1 %1872, label %1873, label %3618

1873:                                             ; preds = %1867
  %1874 = sub i32 64, %12
  %1875 = zext nneg i32 %1874 to i64
  %1876 = sub i32 64, %16
  %1877 = zext nneg i32 %1876 to i64
  %1878 = sub i32 56, %62
  %1879 = zext nneg i32 %1878 to i64
  %1880 = sub i32 56, %64
  %1881 = zext nneg i32 %1880 to i64
  %1882 = getelementptr inbounds i8, ptr %38, i64 -32
  %1883 = getelementptr inbounds i8, ptr %1, i64 24
  %1884 = ptrtoint ptr %1882 to i64
  %1885 = getelementptr inbounds i8, ptr %1, i64 72
  %1886 = getelementptr inbounds i8, ptr %1, i64 8
  %1887 = getelementptr inbounds i8, ptr %1, i64 76
  %1888 = getelementptr inbounds i8, ptr %38, i64 -7
  %1889 = getelementptr inbounds i8, ptr %38, i64 -3
  %1890 = getelementptr inbounds i8, ptr %38, i64 -1
  %1891 = zext i32 %60 to i64
  %1892 = sub nsw i64 0, %1891
  %1893 = getelementptr i8, ptr %52, i64 %1892
  br label %1894

1894:                                             ; preds = %2725, %1873
  %1895 = phi ptr [ %1871, %1873 ], [ %2729, %2725 ]
  %1896 = phi ptr [ %3, %1873 ], [ %2728, %2725 ]
  %1897 = phi i32 [ %40, %1873 ], [ %2727, %2725 ]
  %1898 = phi i32 [ %42, %1873 ], [ %2726, %2725 ]
  %1899 = load i64, ptr %1895, align 1, !tbaa !22
  %1900 = mul i64 %1899, -3523014627327384477
  %1901 = lshr i64 %1900, %1875
  %1902 = mul i64 %1899, -3523014627193847808
  %1903 = lshr i64 %1902, %1877
  %1904 = lshr i64 %1900, %1879
  %1905 = lshr i64 %1902, %1881
  %1906 = lshr i64 %1904, 8
  %1907 = getelementptr inbounds i32, ptr %46, i64 %1906
  %1908 = load i32, ptr %1907, align 4, !tbaa !23
  %1909 = lshr i64 %1905, 8
  %1910 = getelementptr inbounds i32, ptr %48, i64 %1909
  %1911 = load i32, ptr %1910, align 4, !tbaa !23
  %1912 = zext i32 %1908 to i64
  %1913 = xor i64 %1904, %1912
  %1914 = and i64 %1913, 255
  %1915 = icmp eq i64 %1914, 0
  %1916 = zext i32 %1911 to i64
  %1917 = xor i64 %1905, %1916
  %1918 = and i64 %1917, 255
  %1919 = icmp eq i64 %1918, 0
  %1920 = ptrtoint ptr %1895 to i64
  %1921 = sub i64 %1920, %20
  %1922 = trunc i64 %1921 to i32
  %1923 = getelementptr inbounds i32, ptr %10, i64 %1901
  %1924 = load i32, ptr %1923, align 4, !tbaa !23
  %1925 = getelementptr inbounds i32, ptr %14, i64 %1903
  %1926 = load i32, ptr %1925, align 4, !tbaa !23
  %1927 = zext i32 %1924 to i64
  %1928 = getelementptr inbounds i8, ptr %18, i64 %1927
  %1929 = zext i32 %1926 to i64
  %1930 = getelementptr inbounds i8, ptr %18, i64 %1929
  %1931 = add i32 %1922, 1
  %1932 = sub i32 %1931, %1897
  %1933 = icmp ult i32 %1932, %35
  %1934 = sub i32 %1932, %60
  %1935 = zext i32 %1934 to i64
  %1936 = getelementptr inbounds i8, ptr %52, i64 %1935
  %1937 = zext i32 %1932 to i64
  %1938 = getelementptr inbounds i8, ptr %18, i64 %1937
  %1939 = select i1 %1933, ptr %1936, ptr %1938
  store i32 %1922, ptr %1925, align 4, !tbaa !23
  store i32 %1922, ptr %1923, align 4, !tbaa !23
  %1940 = sub i32 %1932, %35
  %1941 = icmp ugt i32 %1940, -4
  br i1 %1941, label %2079, label %1942

1942:                                             ; preds = %1894
  %1943 = load i32, ptr %1939, align 1, !tbaa !23
  %1944 = getelementptr inbounds i8, ptr %1895, i64 1
  %1945 = load i32, ptr %1944, align 1, !tbaa !23
  %1946 = icmp eq i32 %1943, %1945
  br i1 %1946, label %1947, label %2079

1947:                                             ; preds = %1942
  %1948 = select i1 %1933, ptr %55, ptr %38
  %1949 = getelementptr inbounds i8, ptr %1895, i64 5
  %1950 = getelementptr inbounds i8, ptr %1939, i64 4
  %1951 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %1949, ptr noundef nonnull %1950, ptr noundef %38, ptr noundef %1948, ptr noundef %37)
  %1952 = add i64 %1951, 4
  %1953 = ptrtoint ptr %1944 to i64
  %1954 = ptrtoint ptr %1896 to i64
  %1955 = sub i64 %1953, %1954
  %1956 = getelementptr inbounds i8, ptr %1896, i64 %1955
  %1957 = icmp ugt ptr %1956, %1882
  %1958 = load ptr, ptr %1883, align 8, !tbaa !34
  br i1 %1957, label %1984, label %1959

1959:                                             ; preds = %1947
  %1960 = load <16 x i8>, ptr %1896, align 1
  store <16 x i8> %1960, ptr %1958, align 1
  %1961 = icmp ugt i64 %1955, 16
  %1962 = load ptr, ptr %1883, align 8, !tbaa !34
  br i1 %1961, label %1966, label %1963

1963:                                             ; preds = %1959
  %1964 = getelementptr inbounds i8, ptr %1962, i64 %1955
  store ptr %1964, ptr %1883, align 8, !tbaa !34
  %1965 = load ptr, ptr %1886, align 8, !tbaa !36
  br label %2073

1966:                                             ; preds = %1959
  %1967 = getelementptr inbounds i8, ptr %1962, i64 16
  %1968 = getelementptr inbounds i8, ptr %1896, i64 16
  %1969 = getelementptr i8, ptr %1962, i64 %1955
  %1970 = load <16 x i8>, ptr %1968, align 1
  store <16 x i8> %1970, ptr %1967, align 1
  %1971 = icmp slt i64 %1955, 33
  br i1 %1971, label %2061, label %1972

1972:                                             ; preds = %1966
  %1973 = getelementptr inbounds i8, ptr %1962, i64 32
  br label %1974

1974:                                             ; preds = %1974, %1972
  %1975 = phi ptr [ %1973, %1972 ], [ %1982, %1974 ]
  %1976 = phi ptr [ %1968, %1972 ], [ %1980, %1974 ]
  %1977 = getelementptr inbounds i8, ptr %1976, i64 16
  %1978 = load <16 x i8>, ptr %1977, align 1
  store <16 x i8> %1978, ptr %1975, align 1
  %1979 = getelementptr inbounds i8, ptr %1975, i64 16
  %1980 = getelementptr inbounds i8, ptr %1976, i64 32
  %1981 = load <16 x i8>, ptr %1980, align 1
  store <16 x i8> %1981, ptr %1979, align 1
  %1982 = getelementptr inbounds i8, ptr %1975, i64 32
  %1983 = icmp ult ptr %1982, %1969
  br i1 %1983, label %1974, label %2061, !llvm.loop !37

1984:                                             ; preds = %1947
  %1985 = icmp ugt ptr %1896, %1882
  br i1 %1985, label %2003, label %1986

1986:                                             ; preds = %1984
  %1987 = sub i64 %1884, %1954
  %1988 = getelementptr inbounds i8, ptr %1958, i64 %1987
  %1989 = load <16 x i8>, ptr %1896, align 1
  store <16 x i8> %1989, ptr %1958, align 1
  %1990 = icmp slt i64 %1987, 17
  br i1 %1990, label %2003, label %1991

1991:                                             ; preds = %1986
  %1992 = getelementptr inbounds i8, ptr %1958, i64 16
  br label %1993

1993:                                             ; preds = %1993, %1991
  %1994 = phi ptr [ %1992, %1991 ], [ %2001, %1993 ]
  %1995 = phi ptr [ %1896, %1991 ], [ %1999, %1993 ]
  %1996 = getelementptr inbounds i8, ptr %1995, i64 16
  %1997 = load <16 x i8>, ptr %1996, align 1
  store <16 x i8> %1997, ptr %1994, align 1
  %1998 = getelementptr inbounds i8, ptr %1994, i64 16
  %1999 = getelementptr inbounds i8, ptr %1995, i64 32
  %2000 = load <16 x i8>, ptr %1999, align 1
  store <16 x i8> %2000, ptr %1998, align 1
  %2001 = getelementptr inbounds i8, ptr %1994, i64 32
  %2002 = icmp ult ptr %2001, %1988
  br i1 %2002, label %1993, label %2003, !llvm.loop !37

2003:                                             ; preds = %1993, %1986, %1984
  %2004 = phi ptr [ %1882, %1986 ], [ %1896, %1984 ], [ %1882, %1993 ]
  %2005 = phi ptr [ %1988, %1986 ], [ %1958, %1984 ], [ %1988, %1993 ]
  %2006 = icmp ult ptr %2004, %1956
  br i1 %2006, label %2007, label %2061

2007:                                             ; preds = %2003
  %2008 = ptrtoint ptr %2005 to i64
  %2009 = ptrtoint ptr %2004 to i64
  %2010 = sub i64 %1953, %2009
  %2011 = getelementptr i8, ptr %2004, i64 %2010
  %2012 = icmp ult i64 %2010, 8
  %2013 = sub i64 %2008, %2009
  %2014 = icmp ult i64 %2013, 32
  %2015 = select i1 %2012, i1 true, i1 %2014
  br i1 %2015, label %2051, label %2016

2016:                                             ; preds = %2007
  %2017 = icmp ult i64 %2010, 32
  br i1 %2017, label %2037, label %2018

2018:                                             ; preds = %2016
  %2019 = and i64 %2010, -32
  br label %2020

2020:                                             ; preds = %2020, %2018
  %2021 = phi i64 [ 0, %2018 ], [ %2028, %2020 ]
  %2022 = getelementptr i8, ptr %2005, i64 %2021
  %2023 = getelementptr i8, ptr %2004, i64 %2021
  %2024 = getelementptr i8, ptr %2023, i64 16
  %2025 = load <16 x i8>, ptr %2023, align 1, !tbaa !33
  %2026 = load <16 x i8>, ptr %2024, align 1, !tbaa !33
  %2027 = getelementptr i8, ptr %2022, i64 16
  store <16 x i8> %2025, ptr %2022, align 1, !tbaa !33
  store <16 x i8> %2026, ptr %2027, align 1, !tbaa !33
  %2028 = add nuw i64 %2021, 32
  %2029 = icmp eq i64 %2028, %2019
  br i1 %2029, label %2030, label %2020, !llvm.loop !100

2030:                                             ; preds = %2020
  %2031 = icmp eq i64 %2010, %2019
  br i1 %2031, label %2061, label %2032

2032:                                             ; preds = %2030
  %2033 = getelementptr i8, ptr %2004, i64 %2019
  %2034 = getelementptr i8, ptr %2005, i64 %2019
  %2035 = and i64 %2010, 24
  %2036 = icmp eq i64 %2035, 0
  br i1 %2036, label %2051, label %2037

2037:                                             ; preds = %2016, %2032
  %2038 = phi i64 [ %2019, %2032 ], [ 0, %2016 ]
  %2039 = and i64 %2010, -8
  %2040 = getelementptr i8, ptr %2005, i64 %2039
  %2041 = getelementptr i8, ptr %2004, i64 %2039
  br label %2042

2042:                                             ; preds = %2042, %2037
  %2043 = phi i64 [ %2038, %2037 ], [ %2047, %2042 ]
  %2044 = getelementptr i8, ptr %2005, i64 %2043
  %2045 = getelementptr i8, ptr %2004, i64 %2043
  %2046 = load <8 x i8>, ptr %2045, align 1, !tbaa !33
  store <8 x i8> %2046, ptr %2044, align 1, !tbaa !33
  %2047 = add nuw i64 %2043, 8
  %2048 = icmp eq i64 %2047, %2039
  br i1 %2048, label %2049, label %2042, !llvm.loop !101

2049:                                             ; preds = %2042
  %2050 = icmp eq i64 %2010, %2039
  br i1 %2050, label %2061, label %2051

2051:                                             ; preds = %2049, %2007, %2032
  %2052 = phi ptr [ %2005, %2007 ], [ %2034, %2032 ], [ %2040, %2049 ]
  %2053 = phi ptr [ %2004, %2007 ], [ %2033, %2032 ], [ %2041, %2049 ]
  br label %2054

2054:                                             ; preds = %2051, %2054
  %2055 = phi ptr [ %2059, %2054 ], [ %2052, %2051 ]
  %2056 = phi ptr [ %2057, %2054 ], [ %2053, %2051 ]
  %2057 = getelementptr inbounds i8, ptr %2056, i64 1
  %2058 = load i8, ptr %2056, align 1, !tbaa !33
  %2059 = getelementptr inbounds i8, ptr %2055, i64 1
  store i8 %2058, ptr %2055, align 1, !tbaa !33
  %2060 = icmp eq ptr %2057, %2011
  br i1 %2060, label %2061, label %2054, !llvm.loop !102

2061:                                             ; preds = %1974, %2054, %2030, %2049, %2003, %1966
  %2062 = load ptr, ptr %1883, align 8, !tbaa !34
  %2063 = getelementptr inbounds i8, ptr %2062, i64 %1955
  store ptr %2063, ptr %1883, align 8, !tbaa !34
  %2064 = icmp ugt i64 %1955, 65535
  %2065 = load ptr, ptr %1886, align 8, !tbaa !36
  br i1 %2064, label %2066, label %2073, !prof !43

2066:                                             ; preds = %2061
  store i32 1, ptr %1885, align 8, !tbaa !44
  %2067 = load ptr, ptr %1, align 8, !tbaa !45
  %2068 = ptrtoint ptr %2065 to i64
  %2069 = ptrtoint ptr %2067 to i64
  %2070 = sub i64 %2068, %2069
  %2071 = lshr exact i64 %2070, 3
  %2072 = trunc i64 %2071 to i32
  store i32 %2072, ptr %1887, align 4, !tbaa !46
  br label %2073

2073:                                             ; preds = %2066, %2061, %1963
  %2074 = phi ptr [ %1965, %1963 ], [ %2065, %2066 ], [ %2065, %2061 ]
  %2075 = trunc i64 %1955 to i16
  %2076 = getelementptr inbounds i8, ptr %2074, i64 4
  store i16 %2075, ptr %2076, align 4, !tbaa !47
  store i32 1, ptr %2074, align 4, !tbaa !49
  %2077 = add i64 %1951, 1
  %2078 = icmp ugt i64 %2077, 65535
  br i1 %2078, label %2618, label %2631, !prof !50

2079:                                             ; preds = %1942, %1894
  %2080 = icmp ult i32 %1924, %35
  br i1 %2080, label %2174, label %2081

2081:                                             ; preds = %2079
  %2082 = load i64, ptr %1928, align 1, !tbaa !22
  %2083 = icmp eq i64 %2082, %1899
  br i1 %2083, label %2084, label %2174

2084:                                             ; preds = %2081
  %2085 = getelementptr inbounds i8, ptr %1895, i64 8
  %2086 = getelementptr inbounds i8, ptr %1928, i64 8
  %2087 = icmp ugt ptr %1888, %2085
  br i1 %2087, label %2088, label %2114

2088:                                             ; preds = %2084
  %2089 = load i64, ptr %2086, align 1, !tbaa !22
  %2090 = load i64, ptr %2085, align 1, !tbaa !22
  %2091 = icmp eq i64 %2089, %2090
  br i1 %2091, label %2096, label %2092

2092:                                             ; preds = %2088
  %2093 = xor i64 %2090, %2089
  %2094 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2093, i1 false)
  %2095 = lshr i64 %2094, 3
  br label %2151

2096:                                             ; preds = %2088, %2102
  %2097 = phi ptr [ %2100, %2102 ], [ %2086, %2088 ]
  %2098 = phi ptr [ %2099, %2102 ], [ %2085, %2088 ]
  %2099 = getelementptr inbounds i8, ptr %2098, i64 8
  %2100 = getelementptr inbounds i8, ptr %2097, i64 8
  %2101 = icmp ult ptr %2099, %1888
  br i1 %2101, label %2102, label %2114

2102:                                             ; preds = %2096
  %2103 = load i64, ptr %2100, align 1, !tbaa !22
  %2104 = load i64, ptr %2099, align 1, !tbaa !22
  %2105 = icmp eq i64 %2103, %2104
  br i1 %2105, label %2096, label %2106

2106:                                             ; preds = %2102
  %2107 = xor i64 %2104, %2103
  %2108 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2107, i1 false)
  %2109 = lshr i64 %2108, 3
  %2110 = getelementptr inbounds i8, ptr %2099, i64 %2109
  %2111 = ptrtoint ptr %2110 to i64
  %2112 = ptrtoint ptr %2085 to i64
  %2113 = sub i64 %2111, %2112
  br label %2151

2114:                                             ; preds = %2096, %2084
  %2115 = phi ptr [ %2086, %2084 ], [ %2100, %2096 ]
  %2116 = phi ptr [ %2085, %2084 ], [ %2099, %2096 ]
  %2117 = icmp ult ptr %2116, %1889
  br i1 %2117, label %2118, label %2125

2118:                                             ; preds = %2114
  %2119 = load i32, ptr %2115, align 1, !tbaa !23
  %2120 = load i32, ptr %2116, align 1, !tbaa !23
  %2121 = icmp eq i32 %2119, %2120
  br i1 %2121, label %2122, label %2125

2122:                                             ; preds = %2118
  %2123 = getelementptr inbounds i8, ptr %2116, i64 4
  %2124 = getelementptr inbounds i8, ptr %2115, i64 4
  br label %2125

2125:                                             ; preds = %2122, %2118, %2114
  %2126 = phi ptr [ %2124, %2122 ], [ %2115, %2118 ], [ %2115, %2114 ]
  %2127 = phi ptr [ %2123, %2122 ], [ %2116, %2118 ], [ %2116, %2114 ]
  %2128 = icmp ult ptr %2127, %1890
  br i1 %2128, label %2129, label %2136

2129:                                             ; preds = %2125
  %2130 = load i16, ptr %2126, align 1, !tbaa !31
  %2131 = load i16, ptr %2127, align 1, !tbaa !31
  %2132 = icmp eq i16 %2130, %2131
  br i1 %2132, label %2133, label %2136

2133:                                             ; preds = %2129
  %2134 = getelementptr inbounds i8, ptr %2127, i64 2
  %2135 = getelementptr inbounds i8, ptr %2126, i64 2
  br label %2136

2136:                                             ; preds = %2133, %2129, %2125
  %2137 = phi ptr [ %2135, %2133 ], [ %2126, %2129 ], [ %2126, %2125 ]
  %2138 = phi ptr [ %2134, %2133 ], [ %2127, %2129 ], [ %2127, %2125 ]
  %2139 = icmp ult ptr %2138, %38
  br i1 %2139, label %2140, label %2146

2140:                                             ; preds = %2136
  %2141 = load i8, ptr %2137, align 1, !tbaa !33
  %2142 = load i8, ptr %2138, align 1, !tbaa !33
  %2143 = icmp eq i8 %2141, %2142
  %2144 = zext i1 %2143 to i64
  %2145 = getelementptr inbounds i8, ptr %2138, i64 %2144
  br label %2146

2146:                                             ; preds = %2140, %2136
  %2147 = phi ptr [ %2138, %2136 ], [ %2145, %2140 ]
  %2148 = ptrtoint ptr %2147 to i64
  %2149 = ptrtoint ptr %2085 to i64
  %2150 = sub i64 %2148, %2149
  br label %2151

2151:                                             ; preds = %2146, %2106, %2092
  %2152 = phi i64 [ %2150, %2146 ], [ %2095, %2092 ], [ %2113, %2106 ]
  %2153 = add i64 %2152, 8
  %2154 = ptrtoint ptr %1928 to i64
  %2155 = sub i64 %1920, %2154
  %2156 = trunc i64 %2155 to i32
  %2157 = icmp ugt ptr %1895, %1896
  %2158 = icmp ugt i32 %1924, %35
  %2159 = and i1 %2157, %2158
  br i1 %2159, label %2160, label %2487

2160:                                             ; preds = %2151, %2169
  %2161 = phi ptr [ %2164, %2169 ], [ %1895, %2151 ]
  %2162 = phi i64 [ %2170, %2169 ], [ %2153, %2151 ]
  %2163 = phi ptr [ %2166, %2169 ], [ %1928, %2151 ]
  %2164 = getelementptr inbounds i8, ptr %2161, i64 -1
  %2165 = load i8, ptr %2164, align 1, !tbaa !33
  %2166 = getelementptr inbounds i8, ptr %2163, i64 -1
  %2167 = load i8, ptr %2166, align 1, !tbaa !33
  %2168 = icmp eq i8 %2165, %2167
  br i1 %2168, label %2169, label %2487

2169:                                             ; preds = %2160
  %2170 = add i64 %2162, 1
  %2171 = icmp ugt ptr %2164, %1896
  %2172 = icmp ugt ptr %2166, %37
  %2173 = and i1 %2171, %2172
  br i1 %2173, label %2160, label %2487, !llvm.loop !84

2174:                                             ; preds = %2081, %2079
  br i1 %1915, label %2175, label %2205

2175:                                             ; preds = %2174
  %2176 = lshr i32 %1908, 8
  %2177 = zext nneg i32 %2176 to i64
  %2178 = getelementptr inbounds i8, ptr %52, i64 %2177
  %2179 = icmp ugt i32 %2176, %50
  br i1 %2179, label %2180, label %2205

2180:                                             ; preds = %2175
  %2181 = load i64, ptr %2178, align 1, !tbaa !22
  %2182 = icmp eq i64 %2181, %1899
  br i1 %2182, label %2183, label %2205

2183:                                             ; preds = %2180
  %2184 = getelementptr inbounds i8, ptr %1895, i64 8
  %2185 = getelementptr inbounds i8, ptr %2178, i64 8
  %2186 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %2184, ptr noundef nonnull %2185, ptr noundef %38, ptr noundef %55, ptr noundef %37)
  %2187 = add i64 %2186, 8
  %2188 = add i32 %60, %2176
  %2189 = sub i32 %1922, %2188
  %2190 = icmp ugt ptr %1895, %1896
  br i1 %2190, label %2191, label %2487

2191:                                             ; preds = %2183, %2200
  %2192 = phi ptr [ %2195, %2200 ], [ %1895, %2183 ]
  %2193 = phi i64 [ %2201, %2200 ], [ %2187, %2183 ]
  %2194 = phi ptr [ %2197, %2200 ], [ %2178, %2183 ]
  %2195 = getelementptr inbounds i8, ptr %2192, i64 -1
  %2196 = load i8, ptr %2195, align 1, !tbaa !33
  %2197 = getelementptr inbounds i8, ptr %2194, i64 -1
  %2198 = load i8, ptr %2197, align 1, !tbaa !33
  %2199 = icmp eq i8 %2196, %2198
  br i1 %2199, label %2200, label %2487

2200:                                             ; preds = %2191
  %2201 = add i64 %2193, 1
  %2202 = icmp ugt ptr %2195, %1896
  %2203 = icmp ugt ptr %2197, %54
  %2204 = and i1 %2202, %2203
  br i1 %2204, label %2191, label %2487, !llvm.loop !85

2205:                                             ; preds = %2180, %2175, %2174
  %2206 = icmp ugt i32 %1926, %35
  br i1 %2206, label %2207, label %2211

2207:                                             ; preds = %2205
  %2208 = load i32, ptr %1930, align 1, !tbaa !23
  %2209 = load i32, ptr %1895, align 1, !tbaa !23
  %2210 = icmp eq i32 %2208, %2209
  br i1 %2210, label %2229, label %2222

2211:                                             ; preds = %2205
  br i1 %1919, label %2212, label %2222

2212:                                             ; preds = %2211
  %2213 = lshr i32 %1911, 8
  %2214 = icmp ugt i32 %2213, %50
  br i1 %2214, label %2215, label %2222

2215:                                             ; preds = %2212
  %2216 = add i32 %2213, %60
  %2217 = zext nneg i32 %2213 to i64
  %2218 = getelementptr inbounds i8, ptr %52, i64 %2217
  %2219 = load i32, ptr %2218, align 1, !tbaa !23
  %2220 = load i32, ptr %1895, align 1, !tbaa !23
  %2221 = icmp eq i32 %2219, %2220
  br i1 %2221, label %2229, label %2222

2222:                                             ; preds = %2215, %2212, %2211, %2207
  %2223 = ptrtoint ptr %1896 to i64
  %2224 = sub i64 %1920, %2223
  %2225 = ashr i64 %2224, 8
  %2226 = add nsw i64 %2225, 1
  %2227 = getelementptr inbounds i8, ptr %1895, i64 %2226
  %2228 = getelementptr inbounds i8, ptr %2227, i64 256
  tail call void @llvm.prefetch.p0(ptr nonnull %2228, i32 0, i32 3, i32 1)
  br label %2725, !llvm.loop !86

2229:                                             ; preds = %2215, %2207
  %2230 = phi ptr [ %1930, %2207 ], [ %2218, %2215 ]
  %2231 = phi i32 [ %1926, %2207 ], [ %2216, %2215 ]
  %2232 = getelementptr inbounds i8, ptr %1895, i64 1
  %2233 = load i64, ptr %2232, align 1, !tbaa !22
  %2234 = mul i64 %2233, -3523014627327384477
  %2235 = lshr i64 %2234, %1875
  %2236 = lshr i64 %2234, %1879
  %2237 = getelementptr inbounds i32, ptr %10, i64 %2235
  %2238 = load i32, ptr %2237, align 4, !tbaa !23
  %2239 = lshr i64 %2236, 8
  %2240 = getelementptr inbounds i32, ptr %46, i64 %2239
  %2241 = load i32, ptr %2240, align 4, !tbaa !23
  %2242 = zext i32 %2241 to i64
  %2243 = xor i64 %2236, %2242
  %2244 = and i64 %2243, 255
  %2245 = icmp eq i64 %2244, 0
  %2246 = zext i32 %2238 to i64
  %2247 = getelementptr inbounds i8, ptr %18, i64 %2246
  store i32 %1931, ptr %2237, align 4, !tbaa !23
  %2248 = icmp ult i32 %2238, %35
  br i1 %2248, label %2343, label %2249

2249:                                             ; preds = %2229
  %2250 = load i64, ptr %2247, align 1, !tbaa !22
  %2251 = icmp eq i64 %2250, %2233
  br i1 %2251, label %2252, label %2343

2252:                                             ; preds = %2249
  %2253 = getelementptr inbounds i8, ptr %1895, i64 9
  %2254 = getelementptr inbounds i8, ptr %2247, i64 8
  %2255 = icmp ugt ptr %1888, %2253
  br i1 %2255, label %2256, label %2282

2256:                                             ; preds = %2252
  %2257 = load i64, ptr %2254, align 1, !tbaa !22
  %2258 = load i64, ptr %2253, align 1, !tbaa !22
  %2259 = icmp eq i64 %2257, %2258
  br i1 %2259, label %2264, label %2260

2260:                                             ; preds = %2256
  %2261 = xor i64 %2258, %2257
  %2262 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2261, i1 false)
  %2263 = lshr i64 %2262, 3
  br label %2319

2264:                                             ; preds = %2256, %2270
  %2265 = phi ptr [ %2268, %2270 ], [ %2254, %2256 ]
  %2266 = phi ptr [ %2267, %2270 ], [ %2253, %2256 ]
  %2267 = getelementptr inbounds i8, ptr %2266, i64 8
  %2268 = getelementptr inbounds i8, ptr %2265, i64 8
  %2269 = icmp ult ptr %2267, %1888
  br i1 %2269, label %2270, label %2282

2270:                                             ; preds = %2264
  %2271 = load i64, ptr %2268, align 1, !tbaa !22
  %2272 = load i64, ptr %2267, align 1, !tbaa !22
  %2273 = icmp eq i64 %2271, %2272
  br i1 %2273, label %2264, label %2274

2274:                                             ; preds = %2270
  %2275 = xor i64 %2272, %2271
  %2276 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2275, i1 false)
  %2277 = lshr i64 %2276, 3
  %2278 = getelementptr inbounds i8, ptr %2267, i64 %2277
  %2279 = ptrtoint ptr %2278 to i64
  %2280 = ptrtoint ptr %2253 to i64
  %2281 = sub i64 %2279, %2280
  br label %2319

2282:                                             ; preds = %2264, %2252
  %2283 = phi ptr [ %2254, %2252 ], [ %2268, %2264 ]
  %2284 = phi ptr [ %2253, %2252 ], [ %2267, %2264 ]
  %2285 = icmp ult ptr %2284, %1889
  br i1 %2285, label %2286, label %2293

2286:                                             ; preds = %2282
  %2287 = load i32, ptr %2283, align 1, !tbaa !23
  %2288 = load i32, ptr %2284, align 1, !tbaa !23
  %2289 = icmp eq i32 %2287, %2288
  br i1 %2289, label %2290, label %2293

2290:                                             ; preds = %2286
  %2291 = getelementptr inbounds i8, ptr %2284, i64 4
  %2292 = getelementptr inbounds i8, ptr %2283, i64 4
  br label %2293

2293:                                             ; preds = %2290, %2286, %2282
  %2294 = phi ptr [ %2292, %2290 ], [ %2283, %2286 ], [ %2283, %2282 ]
  %2295 = phi ptr [ %2291, %2290 ], [ %2284, %2286 ], [ %2284, %2282 ]
  %2296 = icmp ult ptr %2295, %1890
  br i1 %2296, label %2297, label %2304

2297:                                             ; preds = %2293
  %2298 = load i16, ptr %2294, align 1, !tbaa !31
  %2299 = load i16, ptr %2295, align 1, !tbaa !31
  %2300 = icmp eq i16 %2298, %2299
  br i1 %2300, label %2301, label %2304

2301:                                             ; preds = %2297
  %2302 = getelementptr inbounds i8, ptr %2295, i64 2
  %2303 = getelementptr inbounds i8, ptr %2294, i64 2
  br label %2304

2304:                                             ; preds = %2301, %2297, %2293
  %2305 = phi ptr [ %2303, %2301 ], [ %2294, %2297 ], [ %2294, %2293 ]
  %2306 = phi ptr [ %2302, %2301 ], [ %2295, %2297 ], [ %2295, %2293 ]
  %2307 = icmp ult ptr %2306, %38
  br i1 %2307, label %2308, label %2314

2308:                                             ; preds = %2304
  %2309 = load i8, ptr %2305, align 1, !tbaa !33
  %2310 = load i8, ptr %2306, align 1, !tbaa !33
  %2311 = icmp eq i8 %2309, %2310
  %2312 = zext i1 %2311 to i64
  %2313 = getelementptr inbounds i8, ptr %2306, i64 %2312
  br label %2314

2314:                                             ; preds = %2308, %2304
  %2315 = phi ptr [ %2306, %2304 ], [ %2313, %2308 ]
  %2316 = ptrtoint ptr %2315 to i64
  %2317 = ptrtoint ptr %2253 to i64
  %2318 = sub i64 %2316, %2317
  br label %2319

2319:                                             ; preds = %2314, %2274, %2260
  %2320 = phi i64 [ %2318, %2314 ], [ %2263, %2260 ], [ %2281, %2274 ]
  %2321 = add i64 %2320, 8
  %2322 = ptrtoint ptr %2232 to i64
  %2323 = ptrtoint ptr %2247 to i64
  %2324 = sub i64 %2322, %2323
  %2325 = trunc i64 %2324 to i32
  %2326 = icmp ugt ptr %2232, %1896
  %2327 = icmp ugt i32 %2238, %35
  %2328 = and i1 %2326, %2327
  br i1 %2328, label %2329, label %2487

2329:                                             ; preds = %2319, %2338
  %2330 = phi ptr [ %2333, %2338 ], [ %2232, %2319 ]
  %2331 = phi i64 [ %2339, %2338 ], [ %2321, %2319 ]
  %2332 = phi ptr [ %2335, %2338 ], [ %2247, %2319 ]
  %2333 = getelementptr inbounds i8, ptr %2330, i64 -1
  %2334 = load i8, ptr %2333, align 1, !tbaa !33
  %2335 = getelementptr inbounds i8, ptr %2332, i64 -1
  %2336 = load i8, ptr %2335, align 1, !tbaa !33
  %2337 = icmp eq i8 %2334, %2336
  br i1 %2337, label %2338, label %2487

2338:                                             ; preds = %2329
  %2339 = add i64 %2331, 1
  %2340 = icmp ugt ptr %2333, %1896
  %2341 = icmp ugt ptr %2335, %37
  %2342 = and i1 %2340, %2341
  br i1 %2342, label %2329, label %2487, !llvm.loop !87

2343:                                             ; preds = %2249, %2229
  br i1 %2245, label %2344, label %2374

2344:                                             ; preds = %2343
  %2345 = lshr i32 %2241, 8
  %2346 = zext nneg i32 %2345 to i64
  %2347 = getelementptr inbounds i8, ptr %52, i64 %2346
  %2348 = icmp ugt i32 %2345, %50
  br i1 %2348, label %2349, label %2374

2349:                                             ; preds = %2344
  %2350 = load i64, ptr %2347, align 1, !tbaa !22
  %2351 = icmp eq i64 %2350, %2233
  br i1 %2351, label %2352, label %2374

2352:                                             ; preds = %2349
  %2353 = getelementptr inbounds i8, ptr %1895, i64 9
  %2354 = getelementptr inbounds i8, ptr %2347, i64 8
  %2355 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %2353, ptr noundef nonnull %2354, ptr noundef %38, ptr noundef %55, ptr noundef %37)
  %2356 = add i64 %2355, 8
  %2357 = add i32 %60, %2345
  %2358 = sub i32 %1931, %2357
  %2359 = icmp ugt ptr %2232, %1896
  br i1 %2359, label %2360, label %2487

2360:                                             ; preds = %2352, %2369
  %2361 = phi ptr [ %2364, %2369 ], [ %2232, %2352 ]
  %2362 = phi i64 [ %2370, %2369 ], [ %2356, %2352 ]
  %2363 = phi ptr [ %2366, %2369 ], [ %2347, %2352 ]
  %2364 = getelementptr inbounds i8, ptr %2361, i64 -1
  %2365 = load i8, ptr %2364, align 1, !tbaa !33
  %2366 = getelementptr inbounds i8, ptr %2363, i64 -1
  %2367 = load i8, ptr %2366, align 1, !tbaa !33
  %2368 = icmp eq i8 %2365, %2367
  br i1 %2368, label %2369, label %2487

2369:                                             ; preds = %2360
  %2370 = add i64 %2362, 1
  %2371 = icmp ugt ptr %2364, %1896
  %2372 = icmp ugt ptr %2366, %54
  %2373 = and i1 %2371, %2372
  br i1 %2373, label %2360, label %2487, !llvm.loop !88

2374:                                             ; preds = %2349, %2344, %2343
  %2375 = icmp ult i32 %2231, %35
  %2376 = getelementptr inbounds i8, ptr %1895, i64 4
  %2377 = getelementptr inbounds i8, ptr %2230, i64 4
  br i1 %2375, label %2378, label %2399

2378:                                             ; preds = %2374
  %2379 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %2376, ptr noundef nonnull %2377, ptr noundef %38, ptr noundef %55, ptr noundef nonnull %37)
  %2380 = add i64 %2379, 4
  %2381 = sub i32 %1922, %2231
  %2382 = icmp ugt ptr %1895, %1896
  %2383 = icmp ugt ptr %2230, %54
  %2384 = and i1 %2382, %2383
  br i1 %2384, label %2385, label %2487

2385:                                             ; preds = %2378, %2394
  %2386 = phi ptr [ %2389, %2394 ], [ %1895, %2378 ]
  %2387 = phi i64 [ %2395, %2394 ], [ %2380, %2378 ]
  %2388 = phi ptr [ %2391, %2394 ], [ %2230, %2378 ]
  %2389 = getelementptr inbounds i8, ptr %2386, i64 -1
  %2390 = load i8, ptr %2389, align 1, !tbaa !33
  %2391 = getelementptr inbounds i8, ptr %2388, i64 -1
  %2392 = load i8, ptr %2391, align 1, !tbaa !33
  %2393 = icmp eq i8 %2390, %2392
  br i1 %2393, label %2394, label %2487

2394:                                             ; preds = %2385
  %2395 = add i64 %2387, 1
  %2396 = icmp ugt ptr %2389, %1896
  %2397 = icmp ugt ptr %2391, %54
  %2398 = and i1 %2396, %2397
  br i1 %2398, label %2385, label %2487, !llvm.loop !89

2399:                                             ; preds = %2374
  %2400 = icmp ugt ptr %1888, %2376
  br i1 %2400, label %2401, label %2427

2401:                                             ; preds = %2399
  %2402 = load i64, ptr %2377, align 1, !tbaa !22
  %2403 = load i64, ptr %2376, align 1, !tbaa !22
  %2404 = icmp eq i64 %2402, %2403
  br i1 %2404, label %2409, label %2405

2405:                                             ; preds = %2401
  %2406 = xor i64 %2403, %2402
  %2407 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2406, i1 false)
  %2408 = lshr i64 %2407, 3
  br label %2464

2409:                                             ; preds = %2401, %2415
  %2410 = phi ptr [ %2413, %2415 ], [ %2377, %2401 ]
  %2411 = phi ptr [ %2412, %2415 ], [ %2376, %2401 ]
  %2412 = getelementptr inbounds i8, ptr %2411, i64 8
  %2413 = getelementptr inbounds i8, ptr %2410, i64 8
  %2414 = icmp ult ptr %2412, %1888
  br i1 %2414, label %2415, label %2427

2415:                                             ; preds = %2409
  %2416 = load i64, ptr %2413, align 1, !tbaa !22
  %2417 = load i64, ptr %2412, align 1, !tbaa !22
  %2418 = icmp eq i64 %2416, %2417
  br i1 %2418, label %2409, label %2419

2419:                                             ; preds = %2415
  %2420 = xor i64 %2417, %2416
  %2421 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2420, i1 false)
  %2422 = lshr i64 %2421, 3
  %2423 = getelementptr inbounds i8, ptr %2412, i64 %2422
  %2424 = ptrtoint ptr %2423 to i64
  %2425 = ptrtoint ptr %2376 to i64
  %2426 = sub i64 %2424, %2425
  br label %2464

2427:                                             ; preds = %2409, %2399
  %2428 = phi ptr [ %2377, %2399 ], [ %2413, %2409 ]
  %2429 = phi ptr [ %2376, %2399 ], [ %2412, %2409 ]
  %2430 = icmp ult ptr %2429, %1889
  br i1 %2430, label %2431, label %2438

2431:                                             ; preds = %2427
  %2432 = load i32, ptr %2428, align 1, !tbaa !23
  %2433 = load i32, ptr %2429, align 1, !tbaa !23
  %2434 = icmp eq i32 %2432, %2433
  br i1 %2434, label %2435, label %2438

2435:                                             ; preds = %2431
  %2436 = getelementptr inbounds i8, ptr %2429, i64 4
  %2437 = getelementptr inbounds i8, ptr %2428, i64 4
  br label %2438

2438:                                             ; preds = %2435, %2431, %2427
  %2439 = phi ptr [ %2437, %2435 ], [ %2428, %2431 ], [ %2428, %2427 ]
  %2440 = phi ptr [ %2436, %2435 ], [ %2429, %2431 ], [ %2429, %2427 ]
  %2441 = icmp ult ptr %2440, %1890
  br i1 %2441, label %2442, label %2449

2442:                                             ; preds = %2438
  %2443 = load i16, ptr %2439, align 1, !tbaa !31
  %2444 = load i16, ptr %2440, align 1, !tbaa !31
  %2445 = icmp eq i16 %2443, %2444
  br i1 %2445, label %2446, label %2449

2446:                                             ; preds = %2442
  %2447 = getelementptr inbounds i8, ptr %2440, i64 2
  %2448 = getelementptr inbounds i8, ptr %2439, i64 2
  br label %2449

2449:                                             ; preds = %2446, %2442, %2438
  %2450 = phi ptr [ %2448, %2446 ], [ %2439, %2442 ], [ %2439, %2438 ]
  %2451 = phi ptr [ %2447, %2446 ], [ %2440, %2442 ], [ %2440, %2438 ]
  %2452 = icmp ult ptr %2451, %38
  br i1 %2452, label %2453, label %2459

2453:                                             ; preds = %2449
  %2454 = load i8, ptr %2450, align 1, !tbaa !33
  %2455 = load i8, ptr %2451, align 1, !tbaa !33
  %2456 = icmp eq i8 %2454, %2455
  %2457 = zext i1 %2456 to i64
  %2458 = getelementptr inbounds i8, ptr %2451, i64 %2457
  br label %2459

2459:                                             ; preds = %2453, %2449
  %2460 = phi ptr [ %2451, %2449 ], [ %2458, %2453 ]
  %2461 = ptrtoint ptr %2460 to i64
  %2462 = ptrtoint ptr %2376 to i64
  %2463 = sub i64 %2461, %2462
  br label %2464

2464:                                             ; preds = %2459, %2419, %2405
  %2465 = phi i64 [ %2463, %2459 ], [ %2408, %2405 ], [ %2426, %2419 ]
  %2466 = add i64 %2465, 4
  %2467 = ptrtoint ptr %2230 to i64
  %2468 = sub i64 %1920, %2467
  %2469 = trunc i64 %2468 to i32
  %2470 = icmp ugt ptr %1895, %1896
  %2471 = icmp ugt ptr %2230, %37
  %2472 = and i1 %2470, %2471
  br i1 %2472, label %2473, label %2487

2473:                                             ; preds = %2464, %2482
  %2474 = phi ptr [ %2477, %2482 ], [ %1895, %2464 ]
  %2475 = phi i64 [ %2483, %2482 ], [ %2466, %2464 ]
  %2476 = phi ptr [ %2479, %2482 ], [ %2230, %2464 ]
  %2477 = getelementptr inbounds i8, ptr %2474, i64 -1
  %2478 = load i8, ptr %2477, align 1, !tbaa !33
  %2479 = getelementptr inbounds i8, ptr %2476, i64 -1
  %2480 = load i8, ptr %2479, align 1, !tbaa !33
  %2481 = icmp eq i8 %2478, %2480
  br i1 %2481, label %2482, label %2487

2482:                                             ; preds = %2473
  %2483 = add i64 %2475, 1
  %2484 = icmp ugt ptr %2477, %1896
  %2485 = icmp ugt ptr %2479, %37
  %2486 = and i1 %2484, %2485
  br i1 %2486, label %2473, label %2487, !llvm.loop !90

2487:                                             ; preds = %2169, %2160, %2338, %2329, %2482, %2473, %2394, %2385, %2369, %2360, %2200, %2191, %2464, %2378, %2352, %2319, %2183, %2151
  %2488 = phi i32 [ %2189, %2183 ], [ %2358, %2352 ], [ %2381, %2378 ], [ %2469, %2464 ], [ %2325, %2319 ], [ %2156, %2151 ], [ %2189, %2191 ], [ %2189, %2200 ], [ %2358, %2360 ], [ %2358, %2369 ], [ %2381, %2385 ], [ %2381, %2394 ], [ %2469, %2473 ], [ %2469, %2482 ], [ %2325, %2329 ], [ %2325, %2338 ], [ %2156, %2160 ], [ %2156, %2169 ]
  %2489 = phi i64 [ %2187, %2183 ], [ %2356, %2352 ], [ %2380, %2378 ], [ %2466, %2464 ], [ %2321, %2319 ], [ %2153, %2151 ], [ %2201, %2200 ], [ %2193, %2191 ], [ %2370, %2369 ], [ %2362, %2360 ], [ %2395, %2394 ], [ %2387, %2385 ], [ %2483, %2482 ], [ %2475, %2473 ], [ %2339, %2338 ], [ %2331, %2329 ], [ %2170, %2169 ], [ %2162, %2160 ]
  %2490 = phi ptr [ %1895, %2183 ], [ %2232, %2352 ], [ %1895, %2378 ], [ %1895, %2464 ], [ %2232, %2319 ], [ %1895, %2151 ], [ %2195, %2200 ], [ %2192, %2191 ], [ %2364, %2369 ], [ %2361, %2360 ], [ %2389, %2394 ], [ %2386, %2385 ], [ %2477, %2482 ], [ %2474, %2473 ], [ %2333, %2338 ], [ %2330, %2329 ], [ %2164, %2169 ], [ %2161, %2160 ]
  %2491 = ptrtoint ptr %2490 to i64
  %2492 = ptrtoint ptr %1896 to i64
  %2493 = sub i64 %2491, %2492
  %2494 = add i32 %2488, 3
  %2495 = getelementptr inbounds i8, ptr %1896, i64 %2493
  %2496 = icmp ugt ptr %2495, %1882
  %2497 = load ptr, ptr %1883, align 8, !tbaa !34
  br i1 %2496, label %2523, label %2498

2498:                                             ; preds = %2487
  %2499 = load <16 x i8>, ptr %1896, align 1
  store <16 x i8> %2499, ptr %2497, align 1
  %2500 = icmp ugt i64 %2493, 16
  %2501 = load ptr, ptr %1883, align 8, !tbaa !34
  br i1 %2500, label %2505, label %2502

2502:                                             ; preds = %2498
  %2503 = getelementptr inbounds i8, ptr %2501, i64 %2493
  store ptr %2503, ptr %1883, align 8, !tbaa !34
  %2504 = load ptr, ptr %1886, align 8, !tbaa !36
  br label %2612

2505:                                             ; preds = %2498
  %2506 = getelementptr inbounds i8, ptr %2501, i64 16
  %2507 = getelementptr inbounds i8, ptr %1896, i64 16
  %2508 = getelementptr i8, ptr %2501, i64 %2493
  %2509 = load <16 x i8>, ptr %2507, align 1
  store <16 x i8> %2509, ptr %2506, align 1
  %2510 = icmp slt i64 %2493, 33
  br i1 %2510, label %2600, label %2511

2511:                                             ; preds = %2505
  %2512 = getelementptr inbounds i8, ptr %2501, i64 32
  br label %2513

2513:                                             ; preds = %2513, %2511
  %2514 = phi ptr [ %2512, %2511 ], [ %2521, %2513 ]
  %2515 = phi ptr [ %2507, %2511 ], [ %2519, %2513 ]
  %2516 = getelementptr inbounds i8, ptr %2515, i64 16
  %2517 = load <16 x i8>, ptr %2516, align 1
  store <16 x i8> %2517, ptr %2514, align 1
  %2518 = getelementptr inbounds i8, ptr %2514, i64 16
  %2519 = getelementptr inbounds i8, ptr %2515, i64 32
  %2520 = load <16 x i8>, ptr %2519, align 1
  store <16 x i8> %2520, ptr %2518, align 1
  %2521 = getelementptr inbounds i8, ptr %2514, i64 32
  %2522 = icmp ult ptr %2521, %2508
  br i1 %2522, label %2513, label %2600, !llvm.loop !37

2523:                                             ; preds = %2487
  %2524 = icmp ugt ptr %1896, %1882
  br i1 %2524, label %2542, label %2525

2525:                                             ; preds = %2523
  %2526 = sub i64 %1884, %2492
  %2527 = getelementptr inbounds i8, ptr %2497, i64 %2526
  %2528 = load <16 x i8>, ptr %1896, align 1
  store <16 x i8> %2528, ptr %2497, align 1
  %2529 = icmp slt i64 %2526, 17
  br i1 %2529, label %2542, label %2530

2530:                                             ; preds = %2525
  %2531 = getelementptr inbounds i8, ptr %2497, i64 16
  br label %2532

2532:                                             ; preds = %2532, %2530
  %2533 = phi ptr [ %2531, %2530 ], [ %2540, %2532 ]
  %2534 = phi ptr [ %1896, %2530 ], [ %2538, %2532 ]
  %2535 = getelementptr inbounds i8, ptr %2534, i64 16
  %2536 = load <16 x i8>, ptr %2535, align 1
  store <16 x i8> %2536, ptr %2533, align 1
  %2537 = getelementptr inbounds i8, ptr %2533, i64 16
  %2538 = getelementptr inbounds i8, ptr %2534, i64 32
  %2539 = load <16 x i8>, ptr %2538, align 1
  store <16 x i8> %2539, ptr %2537, align 1
  %2540 = getelementptr inbounds i8, ptr %2533, i64 32
  %2541 = icmp ult ptr %2540, %2527
  br i1 %2541, label %2532, label %2542, !llvm.loop !37

2542:                                             ; preds = %2532, %2525, %2523
  %2543 = phi ptr [ %1882, %2525 ], [ %1896, %2523 ], [ %1882, %2532 ]
  %2544 = phi ptr [ %2527, %2525 ], [ %2497, %2523 ], [ %2527, %2532 ]
  %2545 = icmp ult ptr %2543, %2495
  br i1 %2545, label %2546, label %2600

2546:                                             ; preds = %2542
  %2547 = ptrtoint ptr %2544 to i64
  %2548 = ptrtoint ptr %2543 to i64
  %2549 = sub i64 %2491, %2548
  %2550 = getelementptr i8, ptr %2543, i64 %2549
  %2551 = icmp ult i64 %2549, 8
  %2552 = sub i64 %2547, %2548
  %2553 = icmp ult i64 %2552, 32
  %2554 = select i1 %2551, i1 true, i1 %2553
  br i1 %2554, label %2590, label %2555

2555:                                             ; preds = %2546
  %2556 = icmp ult i64 %2549, 32
  br i1 %2556, label %2576, label %2557

2557:                                             ; preds = %2555
  %2558 = and i64 %2549, -32
  br label %2559

2559:                                             ; preds = %2559, %2557
  %2560 = phi i64 [ 0, %2557 ], [ %2567, %2559 ]
  %2561 = getelementptr i8, ptr %2544, i64 %2560
  %2562 = getelementptr i8, ptr %2543, i64 %2560
  %2563 = getelementptr i8, ptr %2562, i64 16
  %2564 = load <16 x i8>, ptr %2562, align 1, !tbaa !33
  %2565 = load <16 x i8>, ptr %2563, align 1, !tbaa !33
  %2566 = getelementptr i8, ptr %2561, i64 16
  store <16 x i8> %2564, ptr %2561, align 1, !tbaa !33
  store <16 x i8> %2565, ptr %2566, align 1, !tbaa !33
  %2567 = add nuw i64 %2560, 32
  %2568 = icmp eq i64 %2567, %2558
  br i1 %2568, label %2569, label %2559, !llvm.loop !103

2569:                                             ; preds = %2559
  %2570 = icmp eq i64 %2549, %2558
  br i1 %2570, label %2600, label %2571

2571:                                             ; preds = %2569
  %2572 = getelementptr i8, ptr %2543, i64 %2558
  %2573 = getelementptr i8, ptr %2544, i64 %2558
  %2574 = and i64 %2549, 24
  %2575 = icmp eq i64 %2574, 0
  br i1 %2575, label %2590, label %2576

2576:                                             ; preds = %2555, %2571
  %2577 = phi i64 [ %2558, %2571 ], [ 0, %2555 ]
  %2578 = and i64 %2549, -8
  %2579 = getelementptr i8, ptr %2544, i64 %2578
  %2580 = getelementptr i8, ptr %2543, i64 %2578
  br label %2581

2581:                                             ; preds = %2581, %2576
  %2582 = phi i64 [ %2577, %2576 ], [ %2586, %2581 ]
  %2583 = getelementptr i8, ptr %2544, i64 %2582
  %2584 = getelementptr i8, ptr %2543, i64 %2582
  %2585 = load <8 x i8>, ptr %2584, align 1, !tbaa !33
  store <8 x i8> %2585, ptr %2583, align 1, !tbaa !33
  %2586 = add nuw i64 %2582, 8
  %2587 = icmp eq i64 %2586, %2578
  br i1 %2587, label %2588, label %2581, !llvm.loop !104

2588:                                             ; preds = %2581
  %2589 = icmp eq i64 %2549, %2578
  br i1 %2589, label %2600, label %2590

2590:                                             ; preds = %2588, %2546, %2571
  %2591 = phi ptr [ %2544, %2546 ], [ %2573, %2571 ], [ %2579, %2588 ]
  %2592 = phi ptr [ %2543, %2546 ], [ %2572, %2571 ], [ %2580, %2588 ]
  br label %2593

2593:                                             ; preds = %2590, %2593
  %2594 = phi ptr [ %2598, %2593 ], [ %2591, %2590 ]
  %2595 = phi ptr [ %2596, %2593 ], [ %2592, %2590 ]
  %2596 = getelementptr inbounds i8, ptr %2595, i64 1
  %2597 = load i8, ptr %2595, align 1, !tbaa !33
  %2598 = getelementptr inbounds i8, ptr %2594, i64 1
  store i8 %2597, ptr %2594, align 1, !tbaa !33
  %2599 = icmp eq ptr %2596, %2550
  br i1 %2599, label %2600, label %2593, !llvm.loop !105

2600:                                             ; preds = %2513, %2593, %2569, %2588, %2542, %2505
  %2601 = load ptr, ptr %1883, align 8, !tbaa !34
  %2602 = getelementptr inbounds i8, ptr %2601, i64 %2493
  store ptr %2602, ptr %1883, align 8, !tbaa !34
  %2603 = icmp ugt i64 %2493, 65535
  %2604 = load ptr, ptr %1886, align 8, !tbaa !36
  br i1 %2603, label %2605, label %2612, !prof !43

2605:                                             ; preds = %2600
  store i32 1, ptr %1885, align 8, !tbaa !44
  %2606 = load ptr, ptr %1, align 8, !tbaa !45
  %2607 = ptrtoint ptr %2604 to i64
  %2608 = ptrtoint ptr %2606 to i64
  %2609 = sub i64 %2607, %2608
  %2610 = lshr exact i64 %2609, 3
  %2611 = trunc i64 %2610 to i32
  store i32 %2611, ptr %1887, align 4, !tbaa !46
  br label %2612

2612:                                             ; preds = %2605, %2600, %2502
  %2613 = phi ptr [ %2504, %2502 ], [ %2604, %2605 ], [ %2604, %2600 ]
  %2614 = trunc i64 %2493 to i16
  %2615 = getelementptr inbounds i8, ptr %2613, i64 4
  store i16 %2614, ptr %2615, align 4, !tbaa !47
  store i32 %2494, ptr %2613, align 4, !tbaa !49
  %2616 = add i64 %2489, -3
  %2617 = icmp ugt i64 %2616, 65535
  br i1 %2617, label %2618, label %2631, !prof !50

2618:                                             ; preds = %2612, %2073
  %2619 = phi ptr [ %2074, %2073 ], [ %2613, %2612 ]
  %2620 = phi i64 [ %2077, %2073 ], [ %2616, %2612 ]
  %2621 = phi i64 [ %1952, %2073 ], [ %2489, %2612 ]
  %2622 = phi i32 [ %1898, %2073 ], [ %1897, %2612 ]
  %2623 = phi i32 [ %1897, %2073 ], [ %2488, %2612 ]
  %2624 = phi ptr [ %1944, %2073 ], [ %2490, %2612 ]
  store i32 2, ptr %1885, align 8, !tbaa !44
  %2625 = load ptr, ptr %1, align 8, !tbaa !45
  %2626 = ptrtoint ptr %2619 to i64
  %2627 = ptrtoint ptr %2625 to i64
  %2628 = sub i64 %2626, %2627
  %2629 = lshr exact i64 %2628, 3
  %2630 = trunc i64 %2629 to i32
  store i32 %2630, ptr %1887, align 4, !tbaa !46
  br label %2631

2631:                                             ; preds = %2618, %2612, %2073
  %2632 = phi i64 [ %2077, %2073 ], [ %2616, %2612 ], [ %2620, %2618 ]
  %2633 = phi ptr [ %2074, %2073 ], [ %2613, %2612 ], [ %2619, %2618 ]
  %2634 = phi i64 [ %1952, %2073 ], [ %2489, %2612 ], [ %2621, %2618 ]
  %2635 = phi i32 [ %1898, %2073 ], [ %1897, %2612 ], [ %2622, %2618 ]
  %2636 = phi i32 [ %1897, %2073 ], [ %2488, %2612 ], [ %2623, %2618 ]
  %2637 = phi ptr [ %1944, %2073 ], [ %2490, %2612 ], [ %2624, %2618 ]
  %2638 = trunc i64 %2632 to i16
  %2639 = getelementptr inbounds i8, ptr %2633, i64 6
  store i16 %2638, ptr %2639, align 2, !tbaa !57
  %2640 = getelementptr inbounds i8, ptr %2633, i64 8
  store ptr %2640, ptr %1886, align 8, !tbaa !36
  %2641 = getelementptr inbounds i8, ptr %2637, i64 %2634
  %2642 = icmp ugt ptr %2641, %39
  br i1 %2642, label %2725, label %2643

2643:                                             ; preds = %2631
  %2644 = add i32 %1922, 2
  %2645 = zext i32 %2644 to i64
  %2646 = getelementptr inbounds i8, ptr %18, i64 %2645
  %2647 = load i64, ptr %2646, align 1, !tbaa !22
  %2648 = mul i64 %2647, -3523014627327384477
  %2649 = lshr i64 %2648, %1875
  %2650 = getelementptr inbounds i32, ptr %10, i64 %2649
  store i32 %2644, ptr %2650, align 4, !tbaa !23
  %2651 = getelementptr inbounds i8, ptr %2641, i64 -2
  %2652 = ptrtoint ptr %2651 to i64
  %2653 = sub i64 %2652, %20
  %2654 = trunc i64 %2653 to i32
  %2655 = load i64, ptr %2651, align 1, !tbaa !22
  %2656 = mul i64 %2655, -3523014627327384477
  %2657 = lshr i64 %2656, %1875
  %2658 = getelementptr inbounds i32, ptr %10, i64 %2657
  store i32 %2654, ptr %2658, align 4, !tbaa !23
  %2659 = mul i64 %2647, -3523014627193847808
  %2660 = lshr i64 %2659, %1877
  %2661 = getelementptr inbounds i32, ptr %14, i64 %2660
  store i32 %2644, ptr %2661, align 4, !tbaa !23
  %2662 = getelementptr inbounds i8, ptr %2641, i64 -1
  %2663 = ptrtoint ptr %2662 to i64
  %2664 = sub i64 %2663, %20
  %2665 = trunc i64 %2664 to i32
  %2666 = load i64, ptr %2662, align 1, !tbaa !22
  %2667 = mul i64 %2666, -3523014627193847808
  %2668 = lshr i64 %2667, %1877
  %2669 = getelementptr inbounds i32, ptr %14, i64 %2668
  store i32 %2665, ptr %2669, align 4, !tbaa !23
  br label %2670

2670:                                             ; preds = %2712, %2643
  %2671 = phi ptr [ %2640, %2643 ], [ %2715, %2712 ]
  %2672 = phi ptr [ %2641, %2643 ], [ %2723, %2712 ]
  %2673 = phi i32 [ %2636, %2643 ], [ %2674, %2712 ]
  %2674 = phi i32 [ %2635, %2643 ], [ %2673, %2712 ]
  %2675 = ptrtoint ptr %2672 to i64
  %2676 = sub i64 %2675, %20
  %2677 = trunc i64 %2676 to i32
  %2678 = sub i32 %2677, %2674
  %2679 = icmp ult i32 %2678, %35
  %2680 = zext i32 %2678 to i64
  %2681 = select i1 %2679, ptr %1893, ptr %18
  %2682 = getelementptr i8, ptr %2681, i64 %2680
  %2683 = sub i32 %2678, %35
  %2684 = icmp ugt i32 %2683, -4
  br i1 %2684, label %2725, label %2685

2685:                                             ; preds = %2670
  %2686 = load i32, ptr %2682, align 1, !tbaa !23
  %2687 = load i32, ptr %2672, align 1, !tbaa !23
  %2688 = icmp eq i32 %2686, %2687
  br i1 %2688, label %2689, label %2725

2689:                                             ; preds = %2685
  %2690 = select i1 %2679, ptr %55, ptr %38
  %2691 = getelementptr inbounds i8, ptr %2672, i64 4
  %2692 = getelementptr inbounds i8, ptr %2682, i64 4
  %2693 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %2691, ptr noundef nonnull %2692, ptr noundef %38, ptr noundef %2690, ptr noundef %37)
  %2694 = add i64 %2693, 4
  %2695 = icmp ugt ptr %2672, %1882
  br i1 %2695, label %2700, label %2696

2696:                                             ; preds = %2689
  %2697 = load ptr, ptr %1883, align 8, !tbaa !34
  %2698 = load <16 x i8>, ptr %2672, align 1
  store <16 x i8> %2698, ptr %2697, align 1
  %2699 = load ptr, ptr %1886, align 8, !tbaa !36
  br label %2700

2700:                                             ; preds = %2696, %2689
  %2701 = phi ptr [ %2671, %2689 ], [ %2699, %2696 ]
  %2702 = getelementptr inbounds i8, ptr %2701, i64 4
  store i16 0, ptr %2702, align 4, !tbaa !47
  store i32 1, ptr %2701, align 4, !tbaa !49
  %2703 = add i64 %2693, 1
  %2704 = icmp ugt i64 %2703, 65535
  br i1 %2704, label %2705, label %2712, !prof !50

2705:                                             ; preds = %2700
  store i32 2, ptr %1885, align 8, !tbaa !44
  %2706 = load ptr, ptr %1, align 8, !tbaa !45
  %2707 = ptrtoint ptr %2701 to i64
  %2708 = ptrtoint ptr %2706 to i64
  %2709 = sub i64 %2707, %2708
  %2710 = lshr exact i64 %2709, 3
  %2711 = trunc i64 %2710 to i32
  store i32 %2711, ptr %1887, align 4, !tbaa !46
  br label %2712

2712:                                             ; preds = %2705, %2700
  %2713 = trunc i64 %2703 to i16
  %2714 = getelementptr inbounds i8, ptr %2701, i64 6
  store i16 %2713, ptr %2714, align 2, !tbaa !57
  %2715 = getelementptr inbounds i8, ptr %2701, i64 8
  store ptr %2715, ptr %1886, align 8, !tbaa !36
  %2716 = load i64, ptr %2672, align 1, !tbaa !22
  %2717 = mul i64 %2716, -3523014627193847808
  %2718 = lshr i64 %2717, %1877
  %2719 = getelementptr inbounds i32, ptr %14, i64 %2718
  store i32 %2677, ptr %2719, align 4, !tbaa !23
  %2720 = mul i64 %2716, -3523014627327384477
  %2721 = lshr i64 %2720, %1875
  %2722 = getelementptr inbounds i32, ptr %10, i64 %2721
  store i32 %2677, ptr %2722, align 4, !tbaa !23
  %2723 = getelementptr inbounds i8, ptr %2672, i64 %2694
  %2724 = icmp ugt ptr %2723, %39
  br i1 %2724, label %2725, label %2670

2725:                                             ; preds = %2712, %2685, %2670, %2631, %2222
  %2726 = phi i32 [ %1898, %2222 ], [ %2635, %2631 ], [ %2674, %2670 ], [ %2674, %2685 ], [ %2673, %2712 ]
  %2727 = phi i32 [ %1897, %2222 ], [ %2636, %2631 ], [ %2673, %2670 ], [ %2673, %2685 ], [ %2674, %2712 ]
  %2728 = phi ptr [ %1896, %2222 ], [ %2641, %2631 ], [ %2672, %2670 ], [ %2672, %2685 ], [ %2723, %2712 ]
  %2729 = phi ptr [ %2227, %2222 ], [ %2641, %2631 ], [ %2672, %2670 ], [ %2672, %2685 ], [ %2723, %2712 ]
  %2730 = icmp ult ptr %2729, %39
  br i1 %2730, label %1894, label %2731

2731:                                             ; preds = %2725
  %2732 = ptrtoint ptr %2728 to i64
  br label %3618

2733:                                             ; preds = %5
  br i1 %72, label %2752, label %2734

2734:                                             ; preds = %2733
  %2735 = zext nneg i32 %62 to i64
  %2736 = shl i64 4, %2735
  %2737 = zext nneg i32 %64 to i64
  %2738 = shl i64 4, %2737
  %2739 = icmp ugt i32 %62, 61
  br i1 %2739, label %2740, label %2742

2740:                                             ; preds = %2742, %2734
  %2741 = icmp ugt i32 %64, 61
  br i1 %2741, label %2752, label %2747

2742:                                             ; preds = %2734, %2742
  %2743 = phi i64 [ %2745, %2742 ], [ 0, %2734 ]
  %2744 = getelementptr inbounds i8, ptr %46, i64 %2743
  tail call void @llvm.prefetch.p0(ptr %2744, i32 0, i32 2, i32 1)
  %2745 = add i64 %2743, 64
  %2746 = icmp ult i64 %2745, %2736
  br i1 %2746, label %2742, label %2740, !llvm.loop !79

2747:                                             ; preds = %2740, %2747
  %2748 = phi i64 [ %2750, %2747 ], [ 0, %2740 ]
  %2749 = getelementptr inbounds i8, ptr %48, i64 %2748
  tail call void @llvm.prefetch.p0(ptr %2749, i32 0, i32 2, i32 1)
  %2750 = add i64 %2748, 64
  %2751 = icmp ult i64 %2750, %2738
  br i1 %2751, label %2747, label %2752, !llvm.loop !80

2752:                                             ; preds = %2747, %2740, %2733
  %2753 = and i64 %69, 4294967295
  %2754 = icmp eq i64 %2753, 0
  %2755 = zext i1 %2754 to i64
  %2756 = getelementptr inbounds i8, ptr %3, i64 %2755
  %2757 = icmp ult ptr %2756, %39
  br i1 %2757, label %2758, label %3618

2758:                                             ; preds = %2752
  %2759 = sub i32 64, %12
  %2760 = zext nneg i32 %2759 to i64
  %2761 = sub i32 64, %16
  %2762 = zext nneg i32 %2761 to i64
  %2763 = sub i32 56, %62
  %2764 = zext nneg i32 %2763 to i64
  %2765 = sub i32 56, %64
  %2766 = zext nneg i32 %2765 to i64
  %2767 = getelementptr inbounds i8, ptr %38, i64 -32
  %2768 = getelementptr inbounds i8, ptr %1, i64 24
  %2769 = ptrtoint ptr %2767 to i64
  %2770 = getelementptr inbounds i8, ptr %1, i64 72
  %2771 = getelementptr inbounds i8, ptr %1, i64 8
  %2772 = getelementptr inbounds i8, ptr %1, i64 76
  %2773 = getelementptr inbounds i8, ptr %38, i64 -7
  %2774 = getelementptr inbounds i8, ptr %38, i64 -3
  %2775 = getelementptr inbounds i8, ptr %38, i64 -1
  %2776 = zext i32 %60 to i64
  %2777 = sub nsw i64 0, %2776
  %2778 = getelementptr i8, ptr %52, i64 %2777
  br label %2779

2779:                                             ; preds = %3610, %2758
  %2780 = phi ptr [ %2756, %2758 ], [ %3614, %3610 ]
  %2781 = phi ptr [ %3, %2758 ], [ %3613, %3610 ]
  %2782 = phi i32 [ %40, %2758 ], [ %3612, %3610 ]
  %2783 = phi i32 [ %42, %2758 ], [ %3611, %3610 ]
  %2784 = load i64, ptr %2780, align 1, !tbaa !22
  %2785 = mul i64 %2784, -3523014627327384477
  %2786 = lshr i64 %2785, %2760
  %2787 = mul i64 %2784, -3523014627193167104
  %2788 = lshr i64 %2787, %2762
  %2789 = lshr i64 %2785, %2764
  %2790 = lshr i64 %2787, %2766
  %2791 = lshr i64 %2789, 8
  %2792 = getelementptr inbounds i32, ptr %46, i64 %2791
  %2793 = load i32, ptr %2792, align 4, !tbaa !23
  %2794 = lshr i64 %2790, 8
  %2795 = getelementptr inbounds i32, ptr %48, i64 %2794
  %2796 = load i32, ptr %2795, align 4, !tbaa !23
  %2797 = zext i32 %2793 to i64
  %2798 = xor i64 %2789, %2797
  %2799 = and i64 %2798, 255
  %2800 = icmp eq i64 %2799, 0
  %2801 = zext i32 %2796 to i64
  %2802 = xor i64 %2790, %2801
  %2803 = and i64 %2802, 255
  %2804 = icmp eq i64 %2803, 0
  %2805 = ptrtoint ptr %2780 to i64
  %2806 = sub i64 %2805, %20
  %2807 = trunc i64 %2806 to i32
  %2808 = getelementptr inbounds i32, ptr %10, i64 %2786
  %2809 = load i32, ptr %2808, align 4, !tbaa !23
  %2810 = getelementptr inbounds i32, ptr %14, i64 %2788
  %2811 = load i32, ptr %2810, align 4, !tbaa !23
  %2812 = zext i32 %2809 to i64
  %2813 = getelementptr inbounds i8, ptr %18, i64 %2812
  %2814 = zext i32 %2811 to i64
  %2815 = getelementptr inbounds i8, ptr %18, i64 %2814
  %2816 = add i32 %2807, 1
  %2817 = sub i32 %2816, %2782
  %2818 = icmp ult i32 %2817, %35
  %2819 = sub i32 %2817, %60
  %2820 = zext i32 %2819 to i64
  %2821 = getelementptr inbounds i8, ptr %52, i64 %2820
  %2822 = zext i32 %2817 to i64
  %2823 = getelementptr inbounds i8, ptr %18, i64 %2822
  %2824 = select i1 %2818, ptr %2821, ptr %2823
  store i32 %2807, ptr %2810, align 4, !tbaa !23
  store i32 %2807, ptr %2808, align 4, !tbaa !23
  %2825 = sub i32 %2817, %35
  %2826 = icmp ugt i32 %2825, -4
  br i1 %2826, label %2964, label %2827

2827:                                             ; preds = %2779
  %2828 = load i32, ptr %2824, align 1, !tbaa !23
  %2829 = getelementptr inbounds i8, ptr %2780, i64 1
  %2830 = load i32, ptr %2829, align 1, !tbaa !23
  %2831 = icmp eq i32 %2828, %2830
  br i1 %2831, label %2832, label %2964

2832:                                             ; preds = %2827
  %2833 = select i1 %2818, ptr %55, ptr %38
  %2834 = getelementptr inbounds i8, ptr %2780, i64 5
  %2835 = getelementptr inbounds i8, ptr %2824, i64 4
  %2836 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %2834, ptr noundef nonnull %2835, ptr noundef %38, ptr noundef %2833, ptr noundef %37)
  %2837 = add i64 %2836, 4
  %2838 = ptrtoint ptr %2829 to i64
  %2839 = ptrtoint ptr %2781 to i64
  %2840 = sub i64 %2838, %2839
  %2841 = getelementptr inbounds i8, ptr %2781, i64 %2840
  %2842 = icmp ugt ptr %2841, %2767
  %2843 = load ptr, ptr %2768, align 8, !tbaa !34
  br i1 %2842, label %2869, label %2844

2844:                                             ; preds = %2832
  %2845 = load <16 x i8>, ptr %2781, align 1
  store <16 x i8> %2845, ptr %2843, align 1
  %2846 = icmp ugt i64 %2840, 16
  %2847 = load ptr, ptr %2768, align 8, !tbaa !34
  br i1 %2846, label %2851, label %2848

2848:                                             ; preds = %2844
  %2849 = getelementptr inbounds i8, ptr %2847, i64 %2840
  store ptr %2849, ptr %2768, align 8, !tbaa !34
  %2850 = load ptr, ptr %2771, align 8, !tbaa !36
  br label %2958

2851:                                             ; preds = %2844
  %2852 = getelementptr inbounds i8, ptr %2847, i64 16
  %2853 = getelementptr inbounds i8, ptr %2781, i64 16
  %2854 = getelementptr i8, ptr %2847, i64 %2840
  %2855 = load <16 x i8>, ptr %2853, align 1
  store <16 x i8> %2855, ptr %2852, align 1
  %2856 = icmp slt i64 %2840, 33
  br i1 %2856, label %2946, label %2857

2857:                                             ; preds = %2851
  %2858 = getelementptr inbounds i8, ptr %2847, i64 32
  br label %2859

2859:                                             ; preds = %2859, %2857
  %2860 = phi ptr [ %2858, %2857 ], [ %2867, %2859 ]
  %2861 = phi ptr [ %2853, %2857 ], [ %2865, %2859 ]
  %2862 = getelementptr inbounds i8, ptr %2861, i64 16
  %2863 = load <16 x i8>, ptr %2862, align 1
  store <16 x i8> %2863, ptr %2860, align 1
  %2864 = getelementptr inbounds i8, ptr %2860, i64 16
  %2865 = getelementptr inbounds i8, ptr %2861, i64 32
  %2866 = load <16 x i8>, ptr %2865, align 1
  store <16 x i8> %2866, ptr %2864, align 1
  %2867 = getelementptr inbounds i8, ptr %2860, i64 32
  %2868 = icmp ult ptr %2867, %2854
  br i1 %2868, label %2859, label %2946, !llvm.loop !37

2869:                                             ; preds = %2832
  %2870 = icmp ugt ptr %2781, %2767
  br i1 %2870, label %2888, label %2871

2871:                                             ; preds = %2869
  %2872 = sub i64 %2769, %2839
  %2873 = getelementptr inbounds i8, ptr %2843, i64 %2872
  %2874 = load <16 x i8>, ptr %2781, align 1
  store <16 x i8> %2874, ptr %2843, align 1
  %2875 = icmp slt i64 %2872, 17
  br i1 %2875, label %2888, label %2876

2876:                                             ; preds = %2871
  %2877 = getelementptr inbounds i8, ptr %2843, i64 16
  br label %2878

2878:                                             ; preds = %2878, %2876
  %2879 = phi ptr [ %2877, %2876 ], [ %2886, %2878 ]
  %2880 = phi ptr [ %2781, %2876 ], [ %2884, %2878 ]
  %2881 = getelementptr inbounds i8, ptr %2880, i64 16
  %2882 = load <16 x i8>, ptr %2881, align 1
  store <16 x i8> %2882, ptr %2879, align 1
  %2883 = getelementptr inbounds i8, ptr %2879, i64 16
  %2884 = getelementptr inbounds i8, ptr %2880, i64 32
  %2885 = load <16 x i8>, ptr %2884, align 1
  store <16 x i8> %2885, ptr %2883, align 1
  %2886 = getelementptr inbounds i8, ptr %2879, i64 32
  %2887 = icmp ult ptr %2886, %2873
  br i1 %2887, label %2878, label %2888, !llvm.loop !37

2888:                                             ; preds = %2878, %2871, %2869
  %2889 = phi ptr [ %2767, %2871 ], [ %2781, %2869 ], [ %2767, %2878 ]
  %2890 = phi ptr [ %2873, %2871 ], [ %2843, %2869 ], [ %2873, %2878 ]
  %2891 = icmp ult ptr %2889, %2841
  br i1 %2891, label %2892, label %2946

2892:                                             ; preds = %2888
  %2893 = ptrtoint ptr %2890 to i64
  %2894 = ptrtoint ptr %2889 to i64
  %2895 = sub i64 %2838, %2894
  %2896 = getelementptr i8, ptr %2889, i64 %2895
  %2897 = icmp ult i64 %2895, 8
  %2898 = sub i64 %2893, %2894
  %2899 = icmp ult i64 %2898, 32
  %2900 = select i1 %2897, i1 true, i1 %2899
  br i1 %2900, label %2936, label %2901

2901:                                             ; preds = %2892
  %2902 = icmp ult i64 %2895, 32
  br i1 %2902, label %2922, label %2903

2903:                                             ; preds = %2901
  %2904 = and i64 %2895, -32
  br label %2905

2905:                                             ; preds = %2905, %2903
  %2906 = phi i64 [ 0, %2903 ], [ %2913, %2905 ]
  %2907 = getelementptr i8, ptr %2890, i64 %2906
  %2908 = getelementptr i8, ptr %2889, i64 %2906
  %2909 = getelementptr i8, ptr %2908, i64 16
  %2910 = load <16 x i8>, ptr %2908, align 1, !tbaa !33
  %2911 = load <16 x i8>, ptr %2909, align 1, !tbaa !33
  %2912 = getelementptr i8, ptr %2907, i64 16
  store <16 x i8> %2910, ptr %2907, align 1, !tbaa !33
  store <16 x i8> %2911, ptr %2912, align 1, !tbaa !33
  %2913 = add nuw i64 %2906, 32
  %2914 = icmp eq i64 %2913, %2904
  br i1 %2914, label %2915, label %2905, !llvm.loop !106

2915:                                             ; preds = %2905
  %2916 = icmp eq i64 %2895, %2904
  br i1 %2916, label %2946, label %2917

2917:                                             ; preds = %2915
  %2918 = getelementptr i8, ptr %2889, i64 %2904
  %2919 = getelementptr i8, ptr %2890, i64 %2904
  %2920 = and i64 %2895, 24
  %2921 = icmp eq i64 %2920, 0
  br i1 %2921, label %2936, label %2922

2922:                                             ; preds = %2901, %2917
  %2923 = phi i64 [ %2904, %2917 ], [ 0, %2901 ]
  %2924 = and i64 %2895, -8
  %2925 = getelementptr i8, ptr %2890, i64 %2924
  %2926 = getelementptr i8, ptr %2889, i64 %2924
  br label %2927

2927:                                             ; preds = %2927, %2922
  %2928 = phi i64 [ %2923, %2922 ], [ %2932, %2927 ]
  %2929 = getelementptr i8, ptr %2890, i64 %2928
  %2930 = getelementptr i8, ptr %2889, i64 %2928
  %2931 = load <8 x i8>, ptr %2930, align 1, !tbaa !33
  store <8 x i8> %2931, ptr %2929, align 1, !tbaa !33
  %2932 = add nuw i64 %2928, 8
  %2933 = icmp eq i64 %2932, %2924
  br i1 %2933, label %2934, label %2927, !llvm.loop !107

2934:                                             ; preds = %2927
  %2935 = icmp eq i64 %2895, %2924
  br i1 %2935, label %2946, label %2936

2936:                                             ; preds = %2934, %2892, %2917
  %2937 = phi ptr [ %2890, %2892 ], [ %2919, %2917 ], [ %2925, %2934 ]
  %2938 = phi ptr [ %2889, %2892 ], [ %2918, %2917 ], [ %2926, %2934 ]
  br label %2939

2939:                                             ; preds = %2936, %2939
  %2940 = phi ptr [ %2944, %2939 ], [ %2937, %2936 ]
  %2941 = phi ptr [ %2942, %2939 ], [ %2938, %2936 ]
  %2942 = getelementptr inbounds i8, ptr %2941, i64 1
  %2943 = load i8, ptr %2941, align 1, !tbaa !33
  %2944 = getelementptr inbounds i8, ptr %2940, i64 1
  store i8 %2943, ptr %2940, align 1, !tbaa !33
  %2945 = icmp eq ptr %2942, %2896
  br i1 %2945, label %2946, label %2939, !llvm.loop !108

2946:                                             ; preds = %2859, %2939, %2915, %2934, %2888, %2851
  %2947 = load ptr, ptr %2768, align 8, !tbaa !34
  %2948 = getelementptr inbounds i8, ptr %2947, i64 %2840
  store ptr %2948, ptr %2768, align 8, !tbaa !34
  %2949 = icmp ugt i64 %2840, 65535
  %2950 = load ptr, ptr %2771, align 8, !tbaa !36
  br i1 %2949, label %2951, label %2958, !prof !43

2951:                                             ; preds = %2946
  store i32 1, ptr %2770, align 8, !tbaa !44
  %2952 = load ptr, ptr %1, align 8, !tbaa !45
  %2953 = ptrtoint ptr %2950 to i64
  %2954 = ptrtoint ptr %2952 to i64
  %2955 = sub i64 %2953, %2954
  %2956 = lshr exact i64 %2955, 3
  %2957 = trunc i64 %2956 to i32
  store i32 %2957, ptr %2772, align 4, !tbaa !46
  br label %2958

2958:                                             ; preds = %2951, %2946, %2848
  %2959 = phi ptr [ %2850, %2848 ], [ %2950, %2951 ], [ %2950, %2946 ]
  %2960 = trunc i64 %2840 to i16
  %2961 = getelementptr inbounds i8, ptr %2959, i64 4
  store i16 %2960, ptr %2961, align 4, !tbaa !47
  store i32 1, ptr %2959, align 4, !tbaa !49
  %2962 = add i64 %2836, 1
  %2963 = icmp ugt i64 %2962, 65535
  br i1 %2963, label %3503, label %3516, !prof !50

2964:                                             ; preds = %2827, %2779
  %2965 = icmp ult i32 %2809, %35
  br i1 %2965, label %3059, label %2966

2966:                                             ; preds = %2964
  %2967 = load i64, ptr %2813, align 1, !tbaa !22
  %2968 = icmp eq i64 %2967, %2784
  br i1 %2968, label %2969, label %3059

2969:                                             ; preds = %2966
  %2970 = getelementptr inbounds i8, ptr %2780, i64 8
  %2971 = getelementptr inbounds i8, ptr %2813, i64 8
  %2972 = icmp ugt ptr %2773, %2970
  br i1 %2972, label %2973, label %2999

2973:                                             ; preds = %2969
  %2974 = load i64, ptr %2971, align 1, !tbaa !22
  %2975 = load i64, ptr %2970, align 1, !tbaa !22
  %2976 = icmp eq i64 %2974, %2975
  br i1 %2976, label %2981, label %2977

2977:                                             ; preds = %2973
  %2978 = xor i64 %2975, %2974
  %2979 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2978, i1 false)
  %2980 = lshr i64 %2979, 3
  br label %3036

2981:                                             ; preds = %2973, %2987
  %2982 = phi ptr [ %2985, %2987 ], [ %2971, %2973 ]
  %2983 = phi ptr [ %2984, %2987 ], [ %2970, %2973 ]
  %2984 = getelementptr inbounds i8, ptr %2983, i64 8
  %2985 = getelementptr inbounds i8, ptr %2982, i64 8
  %2986 = icmp ult ptr %2984, %2773
  br i1 %2986, label %2987, label %2999

2987:                                             ; preds = %2981
  %2988 = load i64, ptr %2985, align 1, !tbaa !22
  %2989 = load i64, ptr %2984, align 1, !tbaa !22
  %2990 = icmp eq i64 %2988, %2989
  br i1 %2990, label %2981, label %2991

2991:                                             ; preds = %2987
  %2992 = xor i64 %2989, %2988
  %2993 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2992, i1 false)
  %2994 = lshr i64 %2993, 3
  %2995 = getelementptr inbounds i8, ptr %2984, i64 %2994
  %2996 = ptrtoint ptr %2995 to i64
  %2997 = ptrtoint ptr %2970 to i64
  %2998 = sub i64 %2996, %2997
  br label %3036

2999:                                             ; preds = %2981, %2969
  %3000 = phi ptr [ %2971, %2969 ], [ %2985, %2981 ]
  %3001 = phi ptr [ %2970, %2969 ], [ %2984, %2981 ]
  %3002 = icmp ult ptr %3001, %2774
  br i1 %3002, label %3003, label %3010

3003:                                             ; preds = %2999
  %3004 = load i32, ptr %3000, align 1, !tbaa !23
  %3005 = load i32, ptr %3001, align 1, !tbaa !23
  %3006 = icmp eq i32 %3004, %3005
  br i1 %3006, label %3007, label %3010

3007:                                             ; preds = %3003
  %3008 = getelementptr inbounds i8, ptr %3001, i64 4
  %3009 = getelementptr inbounds i8, ptr %3000, i64 4
  br label %3010

3010:                                             ; preds = %3007, %3003, %2999
  %3011 = phi ptr [ %3009, %3007 ], [ %3000, %3003 ], [ %3000, %2999 ]
  %3012 = phi ptr [ %3008, %3007 ], [ %3001, %3003 ], [ %3001, %2999 ]
  %3013 = icmp ult ptr %3012, %2775
  br i1 %3013, label %3014, label %3021

3014:                                             ; preds = %3010
  %3015 = load i16, ptr %3011, align 1, !tbaa !31
  %3016 = load i16, ptr %3012, align 1, !tbaa !31
  %3017 = icmp eq i16 %3015, %3016
  br i1 %3017, label %3018, label %3021

3018:                                             ; preds = %3014
  %3019 = getelementptr inbounds i8, ptr %3012, i64 2
  %3020 = getelementptr inbounds i8, ptr %3011, i64 2
  br label %3021

3021:                                             ; preds = %3018, %3014, %3010
  %3022 = phi ptr [ %3020, %3018 ], [ %3011, %3014 ], [ %3011, %3010 ]
  %3023 = phi ptr [ %3019, %3018 ], [ %3012, %3014 ], [ %3012, %3010 ]
  %3024 = icmp ult ptr %3023, %38
  br i1 %3024, label %3025, label %3031

3025:                                             ; preds = %3021
  %3026 = load i8, ptr %3022, align 1, !tbaa !33
  %3027 = load i8, ptr %3023, align 1, !tbaa !33
  %3028 = icmp eq i8 %3026, %3027
  %3029 = zext i1 %3028 to i64
  %3030 = getelementptr inbounds i8, ptr %3023, i64 %3029
  br label %3031

3031:                                             ; preds = %3025, %3021
  %3032 = phi ptr [ %3023, %3021 ], [ %3030, %3025 ]
  %3033 = ptrtoint ptr %3032 to i64
  %3034 = ptrtoint ptr %2970 to i64
  %3035 = sub i64 %3033, %3034
  br label %3036

3036:                                             ; preds = %3031, %2991, %2977
  %3037 = phi i64 [ %3035, %3031 ], [ %2980, %2977 ], [ %2998, %2991 ]
  %3038 = add i64 %3037, 8
  %3039 = ptrtoint ptr %2813 to i64
  %3040 = sub i64 %2805, %3039
  %3041 = trunc i64 %3040 to i32
  %3042 = icmp ugt ptr %2780, %2781
  %3043 = icmp ugt i32 %2809, %35
  %3044 = and i1 %3042, %3043
  br i1 %3044, label %3045, label %3372

3045:                                             ; preds = %3036, %3054
  %3046 = phi ptr [ %3049, %3054 ], [ %2780, %3036 ]
  %3047 = phi i64 [ %3055, %3054 ], [ %3038, %3036 ]
  %3048 = phi ptr [ %3051, %3054 ], [ %2813, %3036 ]
  %3049 = getelementptr inbounds i8, ptr %3046, i64 -1
  %3050 = load i8, ptr %3049, align 1, !tbaa !33
  %3051 = getelementptr inbounds i8, ptr %3048, i64 -1
  %3052 = load i8, ptr %3051, align 1, !tbaa !33
  %3053 = icmp eq i8 %3050, %3052
  br i1 %3053, label %3054, label %3372

3054:                                             ; preds = %3045
  %3055 = add i64 %3047, 1
  %3056 = icmp ugt ptr %3049, %2781
  %3057 = icmp ugt ptr %3051, %37
  %3058 = and i1 %3056, %3057
  br i1 %3058, label %3045, label %3372, !llvm.loop !84

3059:                                             ; preds = %2966, %2964
  br i1 %2800, label %3060, label %3090

3060:                                             ; preds = %3059
  %3061 = lshr i32 %2793, 8
  %3062 = zext nneg i32 %3061 to i64
  %3063 = getelementptr inbounds i8, ptr %52, i64 %3062
  %3064 = icmp ugt i32 %3061, %50
  br i1 %3064, label %3065, label %3090

3065:                                             ; preds = %3060
  %3066 = load i64, ptr %3063, align 1, !tbaa !22
  %3067 = icmp eq i64 %3066, %2784
  br i1 %3067, label %3068, label %3090

3068:                                             ; preds = %3065
  %3069 = getelementptr inbounds i8, ptr %2780, i64 8
  %3070 = getelementptr inbounds i8, ptr %3063, i64 8
  %3071 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %3069, ptr noundef nonnull %3070, ptr noundef %38, ptr noundef %55, ptr noundef %37)
  %3072 = add i64 %3071, 8
  %3073 = add i32 %60, %3061
  %3074 = sub i32 %2807, %3073
  %3075 = icmp ugt ptr %2780, %2781
  br i1 %3075, label %3076, label %3372

3076:                                             ; preds = %3068, %3085
  %3077 = phi ptr [ %3080, %3085 ], [ %2780, %3068 ]
  %3078 = phi i64 [ %3086, %3085 ], [ %3072, %3068 ]
  %3079 = phi ptr [ %3082, %3085 ], [ %3063, %3068 ]
  %3080 = getelementptr inbounds i8, ptr %3077, i64 -1
  %3081 = load i8, ptr %3080, align 1, !tbaa !33
  %3082 = getelementptr inbounds i8, ptr %3079, i64 -1
  %3083 = load i8, ptr %3082, align 1, !tbaa !33
  %3084 = icmp eq i8 %3081, %3083
  br i1 %3084, label %3085, label %3372

3085:                                             ; preds = %3076
  %3086 = add i64 %3078, 1
  %3087 = icmp ugt ptr %3080, %2781
  %3088 = icmp ugt ptr %3082, %54
  %3089 = and i1 %3087, %3088
  br i1 %3089, label %3076, label %3372, !llvm.loop !85

3090:                                             ; preds = %3065, %3060, %3059
  %3091 = icmp ugt i32 %2811, %35
  br i1 %3091, label %3092, label %3096

3092:                                             ; preds = %3090
  %3093 = load i32, ptr %2815, align 1, !tbaa !23
  %3094 = load i32, ptr %2780, align 1, !tbaa !23
  %3095 = icmp eq i32 %3093, %3094
  br i1 %3095, label %3114, label %3107

3096:                                             ; preds = %3090
  br i1 %2804, label %3097, label %3107

3097:                                             ; preds = %3096
  %3098 = lshr i32 %2796, 8
  %3099 = icmp ugt i32 %3098, %50
  br i1 %3099, label %3100, label %3107

3100:                                             ; preds = %3097
  %3101 = add i32 %3098, %60
  %3102 = zext nneg i32 %3098 to i64
  %3103 = getelementptr inbounds i8, ptr %52, i64 %3102
  %3104 = load i32, ptr %3103, align 1, !tbaa !23
  %3105 = load i32, ptr %2780, align 1, !tbaa !23
  %3106 = icmp eq i32 %3104, %3105
  br i1 %3106, label %3114, label %3107

3107:                                             ; preds = %3100, %3097, %3096, %3092
  %3108 = ptrtoint ptr %2781 to i64
  %3109 = sub i64 %2805, %3108
  %3110 = ashr i64 %3109, 8
  %3111 = add nsw i64 %3110, 1
  %3112 = getelementptr inbounds i8, ptr %2780, i64 %3111
  %3113 = getelementptr inbounds i8, ptr %3112, i64 256
  tail call void @llvm.prefetch.p0(ptr nonnull %3113, i32 0, i32 3, i32 1)
  br label %3610, !llvm.loop !86

3114:                                             ; preds = %3100, %3092
  %3115 = phi ptr [ %2815, %3092 ], [ %3103, %3100 ]
  %3116 = phi i32 [ %2811, %3092 ], [ %3101, %3100 ]
  %3117 = getelementptr inbounds i8, ptr %2780, i64 1
  %3118 = load i64, ptr %3117, align 1, !tbaa !22
  %3119 = mul i64 %3118, -3523014627327384477
  %3120 = lshr i64 %3119, %2760
  %3121 = lshr i64 %3119, %2764
  %3122 = getelementptr inbounds i32, ptr %10, i64 %3120
  %3123 = load i32, ptr %3122, align 4, !tbaa !23
  %3124 = lshr i64 %3121, 8
  %3125 = getelementptr inbounds i32, ptr %46, i64 %3124
  %3126 = load i32, ptr %3125, align 4, !tbaa !23
  %3127 = zext i32 %3126 to i64
  %3128 = xor i64 %3121, %3127
  %3129 = and i64 %3128, 255
  %3130 = icmp eq i64 %3129, 0
  %3131 = zext i32 %3123 to i64
  %3132 = getelementptr inbounds i8, ptr %18, i64 %3131
  store i32 %2816, ptr %3122, align 4, !tbaa !23
  %3133 = icmp ult i32 %3123, %35
  br i1 %3133, label %3228, label %3134

3134:                                             ; preds = %3114
  %3135 = load i64, ptr %3132, align 1, !tbaa !22
  %3136 = icmp eq i64 %3135, %3118
  br i1 %3136, label %3137, label %3228

3137:                                             ; preds = %3134
  %3138 = getelementptr inbounds i8, ptr %2780, i64 9
  %3139 = getelementptr inbounds i8, ptr %3132, i64 8
  %3140 = icmp ugt ptr %2773, %3138
  br i1 %3140, label %3141, label %3167

3141:                                             ; preds = %3137
  %3142 = load i64, ptr %3139, align 1, !tbaa !22
  %3143 = load i64, ptr %3138, align 1, !tbaa !22
  %3144 = icmp eq i64 %3142, %3143
  br i1 %3144, label %3149, label %3145

3145:                                             ; preds = %3141
  %3146 = xor i64 %3143, %3142
  %3147 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3146, i1 false)
  %3148 = lshr i64 %3147, 3
  br label %3204

3149:                                             ; preds = %3141, %3155
  %3150 = phi ptr [ %3153, %3155 ], [ %3139, %3141 ]
  %3151 = phi ptr [ %3152, %3155 ], [ %3138, %3141 ]
  %3152 = getelementptr inbounds i8, ptr %3151, i64 8
  %3153 = getelementptr inbounds i8, ptr %3150, i64 8
  %3154 = icmp ult ptr %3152, %2773
  br i1 %3154, label %3155, label %3167

3155:                                             ; preds = %3149
  %3156 = load i64, ptr %3153, align 1, !tbaa !22
  %3157 = load i64, ptr %3152, align 1, !tbaa !22
  %3158 = icmp eq i64 %3156, %3157
  br i1 %3158, label %3149, label %3159

3159:                                             ; preds = %3155
  %3160 = xor i64 %3157, %3156
  %3161 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3160, i1 false)
  %3162 = lshr i64 %3161, 3
  %3163 = getelementptr inbounds i8, ptr %3152, i64 %3162
  %3164 = ptrtoint ptr %3163 to i64
  %3165 = ptrtoint ptr %3138 to i64
  %3166 = sub i64 %3164, %3165
  br label %3204

3167:                                             ; preds = %3149, %3137
  %3168 = phi ptr [ %3139, %3137 ], [ %3153, %3149 ]
  %3169 = phi ptr [ %3138, %3137 ], [ %3152, %3149 ]
  %3170 = icmp ult ptr %3169, %2774
  br i1 %3170, label %3171, label %3178

3171:                                             ; preds = %3167
  %3172 = load i32, ptr %3168, align 1, !tbaa !23
  %3173 = load i32, ptr %3169, align 1, !tbaa !23
  %3174 = icmp eq i32 %3172, %3173
  br i1 %3174, label %3175, label %3178

3175:                                             ; preds = %3171
  %3176 = getelementptr inbounds i8, ptr %3169, i64 4
  %3177 = getelementptr inbounds i8, ptr %3168, i64 4
  br label %3178

3178:                                             ; preds = %3175, %3171, %3167
  %3179 = phi ptr [ %3177, %3175 ], [ %3168, %3171 ], [ %3168, %3167 ]
  %3180 = phi ptr [ %3176, %3175 ], [ %3169, %3171 ], [ %3169, %3167 ]
  %3181 = icmp ult ptr %3180, %2775
  br i1 %3181, label %3182, label %3189

3182:                                             ; preds = %3178
  %3183 = load i16, ptr %3179, align 1, !tbaa !31
  %3184 = load i16, ptr %3180, align 1, !tbaa !31
  %3185 = icmp eq i16 %3183, %3184
  br i1 %3185, label %3186, label %3189

3186:                                             ; preds = %3182
  %3187 = getelementptr inbounds i8, ptr %3180, i64 2
  %3188 = getelementptr inbounds i8, ptr %3179, i64 2
  br label %3189

3189:                                             ; preds = %3186, %3182, %3178
  %3190 = phi ptr [ %3188, %3186 ], [ %3179, %3182 ], [ %3179, %3178 ]
  %3191 = phi ptr [ %3187, %3186 ], [ %3180, %3182 ], [ %3180, %3178 ]
  %3192 = icmp ult ptr %3191, %38
  br i1 %3192, label %3193, label %3199

3193:                                             ; preds = %3189
  %3194 = load i8, ptr %3190, align 1, !tbaa !33
  %3195 = load i8, ptr %3191, align 1, !tbaa !33
  %3196 = icmp eq i8 %3194, %3195
  %3197 = zext i1 %3196 to i64
  %3198 = getelementptr inbounds i8, ptr %3191, i64 %3197
  br label %3199

3199:                                             ; preds = %3193, %3189
  %3200 = phi ptr [ %3191, %3189 ], [ %3198, %3193 ]
  %3201 = ptrtoint ptr %3200 to i64
  %3202 = ptrtoint ptr %3138 to i64
  %3203 = sub i64 %3201, %3202
  br label %3204

3204:                                             ; preds = %3199, %3159, %3145
  %3205 = phi i64 [ %3203, %3199 ], [ %3148, %3145 ], [ %3166, %3159 ]
  %3206 = add i64 %3205, 8
  %3207 = ptrtoint ptr %3117 to i64
  %3208 = ptrtoint ptr %3132 to i64
  %3209 = sub i64 %3207, %3208
  %3210 = trunc i64 %3209 to i32
  %3211 = icmp ugt ptr %3117, %2781
  %3212 = icmp ugt i32 %3123, %35
  %3213 = and i1 %3211, %3212
  br i1 %3213, label %3214, label %3372

3214:                                             ; preds = %3204, %3223
  %3215 = phi ptr [ %3218, %3223 ], [ %3117, %3204 ]
  %3216 = phi i64 [ %3224, %3223 ], [ %3206, %3204 ]
  %3217 = phi ptr [ %3220, %3223 ], [ %3132, %3204 ]
  %3218 = getelementptr inbounds i8, ptr %3215, i64 -1
  %3219 = load i8, ptr %3218, align 1, !tbaa !33
  %3220 = getelementptr inbounds i8, ptr %3217, i64 -1
  %3221 = load i8, ptr %3220, align 1, !tbaa !33
  %3222 = icmp eq i8 %3219, %3221
  br i1 %3222, label %3223, label %3372

3223:                                             ; preds = %3214
  %3224 = add i64 %3216, 1
  %3225 = icmp ugt ptr %3218, %2781
  %3226 = icmp ugt ptr %3220, %37
  %3227 = and i1 %3225, %3226
  br i1 %3227, label %3214, label %3372, !llvm.loop !87

3228:                                             ; preds = %3134, %3114
  br i1 %3130, label %3229, label %3259

3229:                                             ; preds = %3228
  %3230 = lshr i32 %3126, 8
  %3231 = zext nneg i32 %3230 to i64
  %3232 = getelementptr inbounds i8, ptr %52, i64 %3231
  %3233 = icmp ugt i32 %3230, %50
  br i1 %3233, label %3234, label %3259

3234:                                             ; preds = %3229
  %3235 = load i64, ptr %3232, align 1, !tbaa !22
  %3236 = icmp eq i64 %3235, %3118
  br i1 %3236, label %3237, label %3259

3237:                                             ; preds = %3234
  %3238 = getelementptr inbounds i8, ptr %2780, i64 9
  %3239 = getelementptr inbounds i8, ptr %3232, i64 8
  %3240 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %3238, ptr noundef nonnull %3239, ptr noundef %38, ptr noundef %55, ptr noundef %37)
  %3241 = add i64 %3240, 8
  %3242 = add i32 %60, %3230
  %3243 = sub i32 %2816, %3242
  %3244 = icmp ugt ptr %3117, %2781
  br i1 %3244, label %3245, label %3372

3245:                                             ; preds = %3237, %3254
  %3246 = phi ptr [ %3249, %3254 ], [ %3117, %3237 ]
  %3247 = phi i64 [ %3255, %3254 ], [ %3241, %3237 ]
  %3248 = phi ptr [ %3251, %3254 ], [ %3232, %3237 ]
  %3249 = getelementptr inbounds i8, ptr %3246, i64 -1
  %3250 = load i8, ptr %3249, align 1, !tbaa !33
  %3251 = getelementptr inbounds i8, ptr %3248, i64 -1
  %3252 = load i8, ptr %3251, align 1, !tbaa !33
  %3253 = icmp eq i8 %3250, %3252
  br i1 %3253, label %3254, label %3372

3254:                                             ; preds = %3245
  %3255 = add i64 %3247, 1
  %3256 = icmp ugt ptr %3249, %2781
  %3257 = icmp ugt ptr %3251, %54
  %3258 = and i1 %3256, %3257
  br i1 %3258, label %3245, label %3372, !llvm.loop !88

3259:                                             ; preds = %3234, %3229, %3228
  %3260 = icmp ult i32 %3116, %35
  %3261 = getelementptr inbounds i8, ptr %2780, i64 4
  %3262 = getelementptr inbounds i8, ptr %3115, i64 4
  br i1 %3260, label %3263, label %3284

3263:                                             ; preds = %3259
  %3264 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %3261, ptr noundef nonnull %3262, ptr noundef %38, ptr noundef %55, ptr noundef nonnull %37)
  %3265 = add i64 %3264, 4
  %3266 = sub i32 %2807, %3116
  %3267 = icmp ugt ptr %2780, %2781
  %3268 = icmp ugt ptr %3115, %54
  %3269 = and i1 %3267, %3268
  br i1 %3269, label %3270, label %3372

3270:                                             ; preds = %3263, %3279
  %3271 = phi ptr [ %3274, %3279 ], [ %2780, %3263 ]
  %3272 = phi i64 [ %3280, %3279 ], [ %3265, %3263 ]
  %3273 = phi ptr [ %3276, %3279 ], [ %3115, %3263 ]
  %3274 = getelementptr inbounds i8, ptr %3271, i64 -1
  %3275 = load i8, ptr %3274, align 1, !tbaa !33
  %3276 = getelementptr inbounds i8, ptr %3273, i64 -1
  %3277 = load i8, ptr %3276, align 1, !tbaa !33
  %3278 = icmp eq i8 %3275, %3277
  br i1 %3278, label %3279, label %3372

3279:                                             ; preds = %3270
  %3280 = add i64 %3272, 1
  %3281 = icmp ugt ptr %3274, %2781
  %3282 = icmp ugt ptr %3276, %54
  %3283 = and i1 %3281, %3282
  br i1 %3283, label %3270, label %3372, !llvm.loop !89

3284:                                             ; preds = %3259
  %3285 = icmp ugt ptr %2773, %3261
  br i1 %3285, label %3286, label %3312

3286:                                             ; preds = %3284
  %3287 = load i64, ptr %3262, align 1, !tbaa !22
  %3288 = load i64, ptr %3261, align 1, !tbaa !22
  %3289 = icmp eq i64 %3287, %3288
  br i1 %3289, label %3294, label %3290

3290:                                             ; preds = %3286
  %3291 = xor i64 %3288, %3287
  %3292 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3291, i1 false)
  %3293 = lshr i64 %3292, 3
  br label %3349

3294:                                             ; preds = %3286, %3300
  %3295 = phi ptr [ %3298, %3300 ], [ %3262, %3286 ]
  %3296 = phi ptr [ %3297, %3300 ], [ %3261, %3286 ]
  %3297 = getelementptr inbounds i8, ptr %3296, i64 8
  %3298 = getelementptr inbounds i8, ptr %3295, i64 8
  %3299 = icmp ult ptr %3297, %2773
  br i1 %3299, label %3300, label %3312

3300:                                             ; preds = %3294
  %3301 = load i64, ptr %3298, align 1, !tbaa !22
  %3302 = load i64, ptr %3297, align 1, !tbaa !22
  %3303 = icmp eq i64 %3301, %3302
  br i1 %3303, label %3294, label %3304

3304:                                             ; preds = %3300
  %3305 = xor i64 %3302, %3301
  %3306 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3305, i1 false)
  %3307 = lshr i64 %3306, 3
  %3308 = getelementptr inbounds i8, ptr %3297, i64 %3307
  %3309 = ptrtoint ptr %3308 to i64
  %3310 = ptrtoint ptr %3261 to i64
  %3311 = sub i64 %3309, %3310
  br label %3349

3312:                                             ; preds = %3294, %3284
  %3313 = phi ptr [ %3262, %3284 ], [ %3298, %3294 ]
  %3314 = phi ptr [ %3261, %3284 ], [ %3297, %3294 ]
  %3315 = icmp ult ptr %3314, %2774
  br i1 %3315, label %3316, label %3323

3316:                                             ; preds = %3312
  %3317 = load i32, ptr %3313, align 1, !tbaa !23
  %3318 = load i32, ptr %3314, align 1, !tbaa !23
  %3319 = icmp eq i32 %3317, %3318
  br i1 %3319, label %3320, label %3323

3320:                                             ; preds = %3316
  %3321 = getelementptr inbounds i8, ptr %3314, i64 4
  %3322 = getelementptr inbounds i8, ptr %3313, i64 4
  br label %3323

3323:                                             ; preds = %3320, %3316, %3312
  %3324 = phi ptr [ %3322, %3320 ], [ %3313, %3316 ], [ %3313, %3312 ]
  %3325 = phi ptr [ %3321, %3320 ], [ %3314, %3316 ], [ %3314, %3312 ]
  %3326 = icmp ult ptr %3325, %2775
  br i1 %3326, label %3327, label %3334

3327:                                             ; preds = %3323
  %3328 = load i16, ptr %3324, align 1, !tbaa !31
  %3329 = load i16, ptr %3325, align 1, !tbaa !31
  %3330 = icmp eq i16 %3328, %3329
  br i1 %3330, label %3331, label %3334

3331:                                             ; preds = %3327
  %3332 = getelementptr inbounds i8, ptr %3325, i64 2
  %3333 = getelementptr inbounds i8, ptr %3324, i64 2
  br label %3334

3334:                                             ; preds = %3331, %3327, %3323
  %3335 = phi ptr [ %3333, %3331 ], [ %3324, %3327 ], [ %3324, %3323 ]
  %3336 = phi ptr [ %3332, %3331 ], [ %3325, %3327 ], [ %3325, %3323 ]
  %3337 = icmp ult ptr %3336, %38
  br i1 %3337, label %3338, label %3344

3338:                                             ; preds = %3334
  %3339 = load i8, ptr %3335, align 1, !tbaa !33
  %3340 = load i8, ptr %3336, align 1, !tbaa !33
  %3341 = icmp eq i8 %3339, %3340
  %3342 = zext i1 %3341 to i64
  %3343 = getelementptr inbounds i8, ptr %3336, i64 %3342
  br label %3344

3344:                                             ; preds = %3338, %3334
  %3345 = phi ptr [ %3336, %3334 ], [ %3343, %3338 ]
  %3346 = ptrtoint ptr %3345 to i64
  %3347 = ptrtoint ptr %3261 to i64
  %3348 = sub i64 %3346, %3347
  br label %3349

3349:                                             ; preds = %3344, %3304, %3290
  %3350 = phi i64 [ %3348, %3344 ], [ %3293, %3290 ], [ %3311, %3304 ]
  %3351 = add i64 %3350, 4
  %3352 = ptrtoint ptr %3115 to i64
  %3353 = sub i64 %2805, %3352
  %3354 = trunc i64 %3353 to i32
  %3355 = icmp ugt ptr %2780, %2781
  %3356 = icmp ugt ptr %3115, %37
  %3357 = and i1 %3355, %3356
  br i1 %3357, label %3358, label %3372

3358:                                             ; preds = %3349, %3367
  %3359 = phi ptr [ %3362, %3367 ], [ %2780, %3349 ]
  %3360 = phi i64 [ %3368, %3367 ], [ %3351, %3349 ]
  %3361 = phi ptr [ %3364, %3367 ], [ %3115, %3349 ]
  %3362 = getelementptr inbounds i8, ptr %3359, i64 -1
  %3363 = load i8, ptr %3362, align 1, !tbaa !33
  %3364 = getelementptr inbounds i8, ptr %3361, i64 -1
  %3365 = load i8, ptr %3364, align 1, !tbaa !33
  %3366 = icmp eq i8 %3363, %3365
  br i1 %3366, label %3367, label %3372

3367:                                             ; preds = %3358
  %3368 = add i64 %3360, 1
  %3369 = icmp ugt ptr %3362, %2781
  %3370 = icmp ugt ptr %3364, %37
  %3371 = and i1 %3369, %3370
  br i1 %3371, label %3358, label %3372, !llvm.loop !90

3372:                                             ; preds = %3054, %3045, %3223, %3214, %3367, %3358, %3279, %3270, %3254, %3245, %3085, %3076, %3349, %3263, %3237, %3204, %3068, %3036
  %3373 = phi i32 [ %3074, %3068 ], [ %3243, %3237 ], [ %3266, %3263 ], [ %3354, %3349 ], [ %3210, %3204 ], [ %3041, %3036 ], [ %3074, %3076 ], [ %3074, %3085 ], [ %3243, %3245 ], [ %3243, %3254 ], [ %3266, %3270 ], [ %3266, %3279 ], [ %3354, %3358 ], [ %3354, %3367 ], [ %3210, %3214 ], [ %3210, %3223 ], [ %3041, %3045 ], [ %3041, %3054 ]
  %3374 = phi i64 [ %3072, %3068 ], [ %3241, %3237 ], [ %3265, %3263 ], [ %3351, %3349 ], [ %3206, %3204 ], [ %3038, %3036 ], [ %3086, %3085 ], [ %3078, %3076 ], [ %3255, %3254 ], [ %3247, %3245 ], [ %3280, %3279 ], [ %3272, %3270 ], [ %3368, %3367 ], [ %3360, %3358 ], [ %3224, %3223 ], [ %3216, %3214 ], [ %3055, %3054 ], [ %3047, %3045 ]
  %3375 = phi ptr [ %2780, %3068 ], [ %3117, %3237 ], [ %2780, %3263 ], [ %2780, %3349 ], [ %3117, %3204 ], [ %2780, %3036 ], [ %3080, %3085 ], [ %3077, %3076 ], [ %3249, %3254 ], [ %3246, %3245 ], [ %3274, %3279 ], [ %3271, %3270 ], [ %3362, %3367 ], [ %3359, %3358 ], [ %3218, %3223 ], [ %3215, %3214 ], [ %3049, %3054 ], [ %3046, %3045 ]
  %3376 = ptrtoint ptr %3375 to i64
  %3377 = ptrtoint ptr %2781 to i64
  %3378 = sub i64 %3376, %3377
  %3379 = add i32 %3373, 3
  %3380 = getelementptr inbounds i8, ptr %2781, i64 %3378
  %3381 = icmp ugt ptr %3380, %2767
  %3382 = load ptr, ptr %2768, align 8, !tbaa !34
  br i1 %3381, label %3408, label %3383

3383:                                             ; preds = %3372
  %3384 = load <16 x i8>, ptr %2781, align 1
  store <16 x i8> %3384, ptr %3382, align 1
  %3385 = icmp ugt i64 %3378, 16
  %3386 = load ptr, ptr %2768, align 8, !tbaa !34
  br i1 %3385, label %3390, label %3387

3387:                                             ; preds = %3383
  %3388 = getelementptr inbounds i8, ptr %3386, i64 %3378
  store ptr %3388, ptr %2768, align 8, !tbaa !34
  %3389 = load ptr, ptr %2771, align 8, !tbaa !36
  br label %3497

3390:                                             ; preds = %3383
  %3391 = getelementptr inbounds i8, ptr %3386, i64 16
  %3392 = getelementptr inbounds i8, ptr %2781, i64 16
  %3393 = getelementptr i8, ptr %3386, i64 %3378
  %3394 = load <16 x i8>, ptr %3392, align 1
  store <16 x i8> %3394, ptr %3391, align 1
  %3395 = icmp slt i64 %3378, 33
  br i1 %3395, label %3485, label %3396

3396:                                             ; preds = %3390
  %3397 = getelementptr inbounds i8, ptr %3386, i64 32
  br label %3398

3398:                                             ; preds = %3398, %3396
  %3399 = phi ptr [ %3397, %3396 ], [ %3406, %3398 ]
  %3400 = phi ptr [ %3392, %3396 ], [ %3404, %3398 ]
  %3401 = getelementptr inbounds i8, ptr %3400, i64 16
  %3402 = load <16 x i8>, ptr %3401, align 1
  store <16 x i8> %3402, ptr %3399, align 1
  %3403 = getelementptr inbounds i8, ptr %3399, i64 16
  %3404 = getelementptr inbounds i8, ptr %3400, i64 32
  %3405 = load <16 x i8>, ptr %3404, align 1
  store <16 x i8> %3405, ptr %3403, align 1
  %3406 = getelementptr inbounds i8, ptr %3399, i64 32
  %3407 = icmp ult ptr %3406, %3393
  br i1 %3407, label %3398, label %3485, !llvm.loop !37

3408:                                             ; preds = %3372
  %3409 = icmp ugt ptr %2781, %2767
  br i1 %3409, label %3427, label %3410

3410:                                             ; preds = %3408
  %3411 = sub i64 %2769, %3377
  %3412 = getelementptr inbounds i8, ptr %3382, i64 %3411
  %3413 = load <16 x i8>, ptr %2781, align 1
  store <16 x i8> %3413, ptr %3382, align 1
  %3414 = icmp slt i64 %3411, 17
  br i1 %3414, label %3427, label %3415

3415:                                             ; preds = %3410
  %3416 = getelementptr inbounds i8, ptr %3382, i64 16
  br label %3417

3417:                                             ; preds = %3417, %3415
  %3418 = phi ptr [ %3416, %3415 ], [ %3425, %3417 ]
  %3419 = phi ptr [ %2781, %3415 ], [ %3423, %3417 ]
  %3420 = getelementptr inbounds i8, ptr %3419, i64 16
  %3421 = load <16 x i8>, ptr %3420, align 1
  store <16 x i8> %3421, ptr %3418, align 1
  %3422 = getelementptr inbounds i8, ptr %3418, i64 16
  %3423 = getelementptr inbounds i8, ptr %3419, i64 32
  %3424 = load <16 x i8>, ptr %3423, align 1
  store <16 x i8> %3424, ptr %3422, align 1
  %3425 = getelementptr inbounds i8, ptr %3418, i64 32
  %3426 = icmp ult ptr %3425, %3412
  br i1 %3426, label %3417, label %3427, !llvm.loop !37

3427:                                             ; preds = %3417, %3410, %3408
  %3428 = phi ptr [ %2767, %3410 ], [ %2781, %3408 ], [ %2767, %3417 ]
  %3429 = phi ptr [ %3412, %3410 ], [ %3382, %3408 ], [ %3412, %3417 ]
  %3430 = icmp ult ptr %3428, %3380
  br i1 %3430, label %3431, label %3485

3431:                                             ; preds = %3427
  %3432 = ptrtoint ptr %3429 to i64
  %3433 = ptrtoint ptr %3428 to i64
  %3434 = sub i64 %3376, %3433
  %3435 = getelementptr i8, ptr %3428, i64 %3434
  %3436 = icmp ult i64 %3434, 8
  %3437 = sub i64 %3432, %3433
  %3438 = icmp ult i64 %3437, 32
  %3439 = select i1 %3436, i1 true, i1 %3438
  br i1 %3439, label %3475, label %3440

3440:                                             ; preds = %3431
  %3441 = icmp ult i64 %3434, 32
  br i1 %3441, label %3461, label %3442

3442:                                             ; preds = %3440
  %3443 = and i64 %3434, -32
  br label %3444

3444:                                             ; preds = %3444, %3442
  %3445 = phi i64 [ 0, %3442 ], [ %3452, %3444 ]
  %3446 = getelementptr i8, ptr %3429, i64 %3445
  %3447 = getelementptr i8, ptr %3428, i64 %3445
  %3448 = getelementptr i8, ptr %3447, i64 16
  %3449 = load <16 x i8>, ptr %3447, align 1, !tbaa !33
  %3450 = load <16 x i8>, ptr %3448, align 1, !tbaa !33
  %3451 = getelementptr i8, ptr %3446, i64 16
  store <16 x i8> %3449, ptr %3446, align 1, !tbaa !33
  store <16 x i8> %3450, ptr %3451, align 1, !tbaa !33
  %3452 = add nuw i64 %3445, 32
  %3453 = icmp eq i64 %3452, %3443
  br i1 %3453, label %3454, label %3444, !llvm.loop !109

3454:                                             ; preds = %3444
  %3455 = icmp eq i64 %3434, %3443
  br i1 %3455, label %3485, label %3456

3456:                                             ; preds = %3454
  %3457 = getelementptr i8, ptr %3428, i64 %3443
  %3458 = getelementptr i8, ptr %3429, i64 %3443
  %3459 = and i64 %3434, 24
  %3460 = icmp eq i64 %3459, 0
  br i1 %3460, label %3475, label %3461

3461:                                             ; preds = %3440, %3456
  %3462 = phi i64 [ %3443, %3456 ], [ 0, %3440 ]
  %3463 = and i64 %3434, -8
  %3464 = getelementptr i8, ptr %3429, i64 %3463
  %3465 = getelementptr i8, ptr %3428, i64 %3463
  br label %3466

3466:                                             ; preds = %3466, %3461
  %3467 = phi i64 [ %3462, %3461 ], [ %3471, %3466 ]
  %3468 = getelementptr i8, ptr %3429, i64 %3467
  %3469 = getelementptr i8, ptr %3428, i64 %3467
  %3470 = load <8 x i8>, ptr %3469, align 1, !tbaa !33
  store <8 x i8> %3470, ptr %3468, align 1, !tbaa !33
  %3471 = add nuw i64 %3467, 8
  %3472 = icmp eq i64 %3471, %3463
  br i1 %3472, label %3473, label %3466, !llvm.loop !110

3473:                                             ; preds = %3466
  %3474 = icmp eq i64 %3434, %3463
  br i1 %3474, label %3485, label %3475

3475:                                             ; preds = %3473, %3431, %3456
  %3476 = phi ptr [ %3429, %3431 ], [ %3458, %3456 ], [ %3464, %3473 ]
  %3477 = phi ptr [ %3428, %3431 ], [ %3457, %3456 ], [ %3465, %3473 ]
  br label %3478

3478:                                             ; preds = %3475, %3478
  %3479 = phi ptr [ %3483, %3478 ], [ %3476, %3475 ]
  %3480 = phi ptr [ %3481, %3478 ], [ %3477, %3475 ]
  %3481 = getelementptr inbounds i8, ptr %3480, i64 1
  %3482 = load i8, ptr %3480, align 1, !tbaa !33
  %3483 = getelementptr inbounds i8, ptr %3479, i64 1
  store i8 %3482, ptr %3479, align 1, !tbaa !33
  %3484 = icmp eq ptr %3481, %3435
  br i1 %3484, label %3485, label %3478, !llvm.loop !111

3485:                                             ; preds = %3398, %3478, %3454, %3473, %3427, %3390
  %3486 = load ptr, ptr %2768, align 8, !tbaa !34
  %3487 = getelementptr inbounds i8, ptr %3486, i64 %3378
  store ptr %3487, ptr %2768, align 8, !tbaa !34
  %3488 = icmp ugt i64 %3378, 65535
  %3489 = load ptr, ptr %2771, align 8, !tbaa !36
  br i1 %3488, label %3490, label %3497, !prof !43

3490:                                             ; preds = %3485
  store i32 1, ptr %2770, align 8, !tbaa !44
  %3491 = load ptr, ptr %1, align 8, !tbaa !45
  %3492 = ptrtoint ptr %3489 to i64
  %3493 = ptrtoint ptr %3491 to i64
  %3494 = sub i64 %3492, %3493
  %3495 = lshr exact i64 %3494, 3
  %3496 = trunc i64 %3495 to i32
  store i32 %3496, ptr %2772, align 4, !tbaa !46
  br label %3497

3497:                                             ; preds = %3490, %3485, %3387
  %3498 = phi ptr [ %3389, %3387 ], [ %3489, %3490 ], [ %3489, %3485 ]
  %3499 = trunc i64 %3378 to i16
  %3500 = getelementptr inbounds i8, ptr %3498, i64 4
  store i16 %3499, ptr %3500, align 4, !tbaa !47
  store i32 %3379, ptr %3498, align 4, !tbaa !49
  %3501 = add i64 %3374, -3
  %3502 = icmp ugt i64 %3501, 65535
  br i1 %3502, label %3503, label %3516, !prof !50

3503:                                             ; preds = %3497, %2958
  %3504 = phi ptr [ %2959, %2958 ], [ %3498, %3497 ]
  %3505 = phi i64 [ %2962, %2958 ], [ %3501, %3497 ]
  %3506 = phi i64 [ %2837, %2958 ], [ %3374, %3497 ]
  %3507 = phi i32 [ %2783, %2958 ], [ %2782, %3497 ]
  %3508 = phi i32 [ %2782, %2958 ], [ %3373, %3497 ]
  %3509 = phi ptr [ %2829, %2958 ], [ %3375, %3497 ]
  store i32 2, ptr %2770, align 8, !tbaa !44
  %3510 = load ptr, ptr %1, align 8, !tbaa !45
  %3511 = ptrtoint ptr %3504 to i64
  %3512 = ptrtoint ptr %3510 to i64
  %3513 = sub i64 %3511, %3512
  %3514 = lshr exact i64 %3513, 3
  %3515 = trunc i64 %3514 to i32
  store i32 %3515, ptr %2772, align 4, !tbaa !46
  br label %3516

3516:                                             ; preds = %3503, %3497, %2958
  %3517 = phi i64 [ %2962, %2958 ], [ %3501, %3497 ], [ %3505, %3503 ]
  %3518 = phi ptr [ %2959, %2958 ], [ %3498, %3497 ], [ %3504, %3503 ]
  %3519 = phi i64 [ %2837, %2958 ], [ %3374, %3497 ], [ %3506, %3503 ]
  %3520 = phi i32 [ %2783, %2958 ], [ %2782, %3497 ], [ %3507, %3503 ]
  %3521 = phi i32 [ %2782, %2958 ], [ %3373, %3497 ], [ %3508, %3503 ]
  %3522 = phi ptr [ %2829, %2958 ], [ %3375, %3497 ], [ %3509, %3503 ]
  %3523 = trunc i64 %3517 to i16
  %3524 = getelementptr inbounds i8, ptr %3518, i64 6
  store i16 %3523, ptr %3524, align 2, !tbaa !57
  %3525 = getelementptr inbounds i8, ptr %3518, i64 8
  store ptr %3525, ptr %2771, align 8, !tbaa !36
  %3526 = getelementptr inbounds i8, ptr %3522, i64 %3519
  %3527 = icmp ugt ptr %3526, %39
  br i1 %3527, label %3610, label %3528

3528:                                             ; preds = %3516
  %3529 = add i32 %2807, 2
  %3530 = zext i32 %3529 to i64
  %3531 = getelementptr inbounds i8, ptr %18, i64 %3530
  %3532 = load i64, ptr %3531, align 1, !tbaa !22
  %3533 = mul i64 %3532, -3523014627327384477
  %3534 = lshr i64 %3533, %2760
  %3535 = getelementptr inbounds i32, ptr %10, i64 %3534
  store i32 %3529, ptr %3535, align 4, !tbaa !23
  %3536 = getelementptr inbounds i8, ptr %3526, i64 -2
  %3537 = ptrtoint ptr %3536 to i64
  %3538 = sub i64 %3537, %20
  %3539 = trunc i64 %3538 to i32
  %3540 = load i64, ptr %3536, align 1, !tbaa !22
  %3541 = mul i64 %3540, -3523014627327384477
  %3542 = lshr i64 %3541, %2760
  %3543 = getelementptr inbounds i32, ptr %10, i64 %3542
  store i32 %3539, ptr %3543, align 4, !tbaa !23
  %3544 = mul i64 %3532, -3523014627193167104
  %3545 = lshr i64 %3544, %2762
  %3546 = getelementptr inbounds i32, ptr %14, i64 %3545
  store i32 %3529, ptr %3546, align 4, !tbaa !23
  %3547 = getelementptr inbounds i8, ptr %3526, i64 -1
  %3548 = ptrtoint ptr %3547 to i64
  %3549 = sub i64 %3548, %20
  %3550 = trunc i64 %3549 to i32
  %3551 = load i64, ptr %3547, align 1, !tbaa !22
  %3552 = mul i64 %3551, -3523014627193167104
  %3553 = lshr i64 %3552, %2762
  %3554 = getelementptr inbounds i32, ptr %14, i64 %3553
  store i32 %3550, ptr %3554, align 4, !tbaa !23
  br label %3555

3555:                                             ; preds = %3597, %3528
  %3556 = phi ptr [ %3525, %3528 ], [ %3600, %3597 ]
  %3557 = phi ptr [ %3526, %3528 ], [ %3608, %3597 ]
  %3558 = phi i32 [ %3521, %3528 ], [ %3559, %3597 ]
  %3559 = phi i32 [ %3520, %3528 ], [ %3558, %3597 ]
  %3560 = ptrtoint ptr %3557 to i64
  %3561 = sub i64 %3560, %20
  %3562 = trunc i64 %3561 to i32
  %3563 = sub i32 %3562, %3559
  %3564 = icmp ult i32 %3563, %35
  %3565 = zext i32 %3563 to i64
  %3566 = select i1 %3564, ptr %2778, ptr %18
  %3567 = getelementptr i8, ptr %3566, i64 %3565
  %3568 = sub i32 %3563, %35
  %3569 = icmp ugt i32 %3568, -4
  br i1 %3569, label %3610, label %3570

3570:                                             ; preds = %3555
  %3571 = load i32, ptr %3567, align 1, !tbaa !23
  %3572 = load i32, ptr %3557, align 1, !tbaa !23
  %3573 = icmp eq i32 %3571, %3572
  br i1 %3573, label %3574, label %3610

3574:                                             ; preds = %3570
  %3575 = select i1 %3564, ptr %55, ptr %38
  %3576 = getelementptr inbounds i8, ptr %3557, i64 4
  %3577 = getelementptr inbounds i8, ptr %3567, i64 4
  %3578 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %3576, ptr noundef nonnull %3577, ptr noundef %38, ptr noundef %3575, ptr noundef %37)
  %3579 = add i64 %3578, 4
  %3580 = icmp ugt ptr %3557, %2767
  br i1 %3580, label %3585, label %3581

3581:                                             ; preds = %3574
  %3582 = load ptr, ptr %2768, align 8, !tbaa !34
  %3583 = load <16 x i8>, ptr %3557, align 1
  store <16 x i8> %3583, ptr %3582, align 1
  %3584 = load ptr, ptr %2771, align 8, !tbaa !36
  br label %3585

3585:                                             ; preds = %3581, %3574
  %3586 = phi ptr [ %3556, %3574 ], [ %3584, %3581 ]
  %3587 = getelementptr inbounds i8, ptr %3586, i64 4
  store i16 0, ptr %3587, align 4, !tbaa !47
  store i32 1, ptr %3586, align 4, !tbaa !49
  %3588 = add i64 %3578, 1
  %3589 = icmp ugt i64 %3588, 65535
  br i1 %3589, label %3590, label %3597, !prof !50

3590:                                             ; preds = %3585
  store i32 2, ptr %2770, align 8, !tbaa !44
  %3591 = load ptr, ptr %1, align 8, !tbaa !45
  %3592 = ptrtoint ptr %3586 to i64
  %3593 = ptrtoint ptr %3591 to i64
  %3594 = sub i64 %3592, %3593
  %3595 = lshr exact i64 %3594, 3
  %3596 = trunc i64 %3595 to i32
  store i32 %3596, ptr %2772, align 4, !tbaa !46
  br label %3597

3597:                                             ; preds = %3590, %3585
  %3598 = trunc i64 %3588 to i16
  %3599 = getelementptr inbounds i8, ptr %3586, i64 6
  store i16 %3598, ptr %3599, align 2, !tbaa !57
  %3600 = getelementptr inbounds i8, ptr %3586, i64 8
  store ptr %3600, ptr %2771, align 8, !tbaa !36
  %3601 = load i64, ptr %3557, align 1, !tbaa !22
  %3602 = mul i64 %3601, -3523014627193167104
  %3603 = lshr i64 %3602, %2762
  %3604 = getelementptr inbounds i32, ptr %14, i64 %3603
  store i32 %3562, ptr %3604, align 4, !tbaa !23
  %3605 = mul i64 %3601, -3523014627327384477
  %3606 = lshr i64 %3605, %2760
  %3607 = getelementptr inbounds i32, ptr %10, i64 %3606
  store i32 %3562, ptr %3607, align 4, !tbaa !23
  %3608 = getelementptr inbounds i8, ptr %3557, i64 %3579
  %3609 = icmp ugt ptr %3608, %39
  br i1 %3609, label %3610, label %3555

3610:                                             ; preds = %3597, %3570, %3555, %3516, %3107
  %3611 = phi i32 [ %2783, %3107 ], [ %3520, %3516 ], [ %3559, %3555 ], [ %3559, %3570 ], [ %3558, %3597 ]
  %3612 = phi i32 [ %2782, %3107 ], [ %3521, %3516 ], [ %3558, %3555 ], [ %3558, %3570 ], [ %3559, %3597 ]
  %3613 = phi ptr [ %2781, %3107 ], [ %3526, %3516 ], [ %3557, %3555 ], [ %3557, %3570 ], [ %3608, %3597 ]
  %3614 = phi ptr [ %3112, %3107 ], [ %3526, %3516 ], [ %3557, %3555 ], [ %3557, %3570 ], [ %3608, %3597 ]
  %3615 = icmp ult ptr %3614, %39
  br i1 %3615, label %2779, label %3616

3616:                                             ; preds = %3610
  %3617 = ptrtoint ptr %3613 to i64
  br label %3618

3618:                                             ; preds = %3616, %2752, %2731, %1867, %1846, %982, %961, %92
  %3619 = phi i32 [ %957, %961 ], [ %40, %92 ], [ %1842, %1846 ], [ %40, %982 ], [ %2727, %2731 ], [ %40, %1867 ], [ %3612, %3616 ], [ %40, %2752 ]
  %3620 = phi i32 [ %956, %961 ], [ %42, %92 ], [ %1841, %1846 ], [ %42, %982 ], [ %2726, %2731 ], [ %42, %1867 ], [ %3611, %3616 ], [ %42, %2752 ]
  %3621 = phi i64 [ %962, %961 ], [ %19, %92 ], [ %1847, %1846 ], [ %19, %982 ], [ %2732, %2731 ], [ %19, %1867 ], [ %3617, %3616 ], [ %19, %2752 ]
  store i32 %3619, ptr %2, align 4, !tbaa !23
  store i32 %3620, ptr %41, align 4, !tbaa !23
  %3622 = ptrtoint ptr %38 to i64
  %3623 = sub i64 %3622, %3621
  ret i64 %3623
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i64 @ZSTD_compressBlock_doubleFast_extDict(ptr nocapture noundef readonly %0, ptr noundef %1, ptr nocapture noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #1 {
  %6 = getelementptr inbounds i8, ptr %0, i64 272
  %7 = load i32, ptr %6, align 8, !tbaa !27
  %8 = add i32 %7, -5
  %9 = icmp ult i32 %8, 3
  %10 = select i1 %9, i32 %7, i32 4
  %11 = tail call fastcc i64 @ZSTD_compressBlock_doubleFast_extDict_generic(ptr noundef nonnull readonly %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %10)
  ret i64 %11
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #5

; Function Attrs: inlinehint nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i64 @ZSTD_count_2segments(ptr noundef %0, ptr noundef %1, ptr noundef readnone %2, ptr noundef %3, ptr nocapture noundef readonly %4) unnamed_addr #6 {
  %6 = ptrtoint ptr %3 to i64
  %7 = ptrtoint ptr %1 to i64
  %8 = sub i64 %6, %7
  %9 = getelementptr inbounds i8, ptr %0, i64 %8
  %10 = icmp ult ptr %9, %2
  %11 = select i1 %10, ptr %9, ptr %2
  %12 = getelementptr inbounds i8, ptr %11, i64 -7
  %13 = icmp ugt ptr %12, %0
  br i1 %13, label %14, label %40

14:                                               ; preds = %5
  %15 = load i64, ptr %1, align 1, !tbaa !22
  %16 = load i64, ptr %0, align 1, !tbaa !22
  %17 = icmp eq i64 %15, %16
  br i1 %17, label %22, label %18

18:                                               ; preds = %14
  %19 = xor i64 %16, %15
  %20 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %19, i1 false)
  %21 = lshr i64 %20, 3
  br label %79

22:                                               ; preds = %14, %28
  %23 = phi ptr [ %26, %28 ], [ %1, %14 ]
  %24 = phi ptr [ %25, %28 ], [ %0, %14 ]
  %25 = getelementptr inbounds i8, ptr %24, i64 8
  %26 = getelementptr inbounds i8, ptr %23, i64 8
  %27 = icmp ult ptr %25, %12
  br i1 %27, label %28, label %40

28:                                               ; preds = %22
  %29 = load i64, ptr %26, align 1, !tbaa !22
  %30 = load i64, ptr %25, align 1, !tbaa !22
  %31 = icmp eq i64 %29, %30
  br i1 %31, label %22, label %32

32:                                               ; preds = %28
  %33 = xor i64 %30, %29
  %34 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %33, i1 false)
  %35 = lshr i64 %34, 3
  %36 = getelementptr inbounds i8, ptr %25, i64 %35
  %37 = ptrtoint ptr %36 to i64
  %38 = ptrtoint ptr %0 to i64
  %39 = sub i64 %37, %38
  br label %79

40:                                               ; preds = %22, %5
  %41 = phi ptr [ %1, %5 ], [ %26, %22 ]
  %42 = phi ptr [ %0, %5 ], [ %25, %22 ]
  %43 = getelementptr inbounds i8, ptr %11, i64 -3
  %44 = icmp ult ptr %42, %43
  br i1 %44, label %45, label %52

45:                                               ; preds = %40
  %46 = load i32, ptr %41, align 1, !tbaa !23
  %47 = load i32, ptr %42, align 1, !tbaa !23
  %48 = icmp eq i32 %46, %47
  br i1 %48, label %49, label %52

49:                                               ; preds = %45
  %50 = getelementptr inbounds i8, ptr %42, i64 4
  %51 = getelementptr inbounds i8, ptr %41, i64 4
  br label %52

52:                                               ; preds = %49, %45, %40
  %53 = phi ptr [ %51, %49 ], [ %41, %45 ], [ %41, %40 ]
  %54 = phi ptr [ %50, %49 ], [ %42, %45 ], [ %42, %40 ]
  %55 = getelementptr inbounds i8, ptr %11, i64 -1
  %56 = icmp ult ptr %54, %55
  br i1 %56, label %57, label %64

57:                                               ; preds = %52
  %58 = load i16, ptr %53, align 1, !tbaa !31
  %59 = load i16, ptr %54, align 1, !tbaa !31
  %60 = icmp eq i16 %58, %59
  br i1 %60, label %61, label %64

61:                                               ; preds = %57
  %62 = getelementptr inbounds i8, ptr %54, i64 2
  %63 = getelementptr inbounds i8, ptr %53, i64 2
  br label %64

64:                                               ; preds = %61, %57, %52
  %65 = phi ptr [ %63, %61 ], [ %53, %57 ], [ %53, %52 ]
  %66 = phi ptr [ %62, %61 ], [ %54, %57 ], [ %54, %52 ]
  %67 = icmp ult ptr %66, %11
  br i1 %67, label %68, label %74

68:                                               ; preds = %64
  %69 = load i8, ptr %65, align 1, !tbaa !33
  %70 = load i8, ptr %66, align 1, !tbaa !33
  %71 = icmp eq i8 %69, %70
  %72 = zext i1 %71 to i64
  %73 = getelementptr inbounds i8, ptr %66, i64 %72
  br label %74

74:                                               ; preds = %68, %64
  %75 = phi ptr [ %66, %64 ], [ %73, %68 ]
  %76 = ptrtoint ptr %75 to i64
  %77 = ptrtoint ptr %0 to i64
  %78 = sub i64 %76, %77
  br label %79

79:                                               ; preds = %18, %32, %74
  %80 = phi i64 [ %78, %74 ], [ %21, %18 ], [ %39, %32 ]
  %81 = getelementptr inbounds i8, ptr %1, i64 %80
  %82 = icmp eq ptr %81, %3
  br i1 %82, label %83, label %155

83:                                               ; preds = %79
  %84 = getelementptr inbounds i8, ptr %0, i64 %80
  %85 = getelementptr inbounds i8, ptr %2, i64 -7
  %86 = icmp ugt ptr %85, %84
  br i1 %86, label %87, label %113

87:                                               ; preds = %83
  %88 = load i64, ptr %4, align 1, !tbaa !22
  %89 = load i64, ptr %84, align 1, !tbaa !22
  %90 = icmp eq i64 %88, %89
  br i1 %90, label %95, label %91

91:                                               ; preds = %87
  %92 = xor i64 %89, %88
  %93 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %92, i1 false)
  %94 = lshr i64 %93, 3
  br label %152

95:                                               ; preds = %87, %101
  %96 = phi ptr [ %99, %101 ], [ %4, %87 ]
  %97 = phi ptr [ %98, %101 ], [ %84, %87 ]
  %98 = getelementptr inbounds i8, ptr %97, i64 8
  %99 = getelementptr inbounds i8, ptr %96, i64 8
  %100 = icmp ult ptr %98, %85
  br i1 %100, label %101, label %113

101:                                              ; preds = %95
  %102 = load i64, ptr %99, align 1, !tbaa !22
  %103 = load i64, ptr %98, align 1, !tbaa !22
  %104 = icmp eq i64 %102, %103
  br i1 %104, label %95, label %105

105:                                              ; preds = %101
  %106 = xor i64 %103, %102
  %107 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %106, i1 false)
  %108 = lshr i64 %107, 3
  %109 = getelementptr inbounds i8, ptr %98, i64 %108
  %110 = ptrtoint ptr %109 to i64
  %111 = ptrtoint ptr %84 to i64
  %112 = sub i64 %110, %111
  br label %152

113:                                              ; preds = %95, %83
  %114 = phi ptr [ %4, %83 ], [ %99, %95 ]
  %115 = phi ptr [ %84, %83 ], [ %98, %95 ]
  %116 = getelementptr inbounds i8, ptr %2, i64 -3
  %117 = icmp ult ptr %115, %116
  br i1 %117, label %118, label %125

118:                                              ; preds = %113
  %119 = load i32, ptr %114, align 1, !tbaa !23
  %120 = load i32, ptr %115, align 1, !tbaa !23
  %121 = icmp eq i32 %119, %120
  br i1 %121, label %122, label %125

122:                                              ; preds = %118
  %123 = getelementptr inbounds i8, ptr %115, i64 4
  %124 = getelementptr inbounds i8, ptr %114, i64 4
  br label %125

125:                                              ; preds = %122, %118, %113
  %126 = phi ptr [ %124, %122 ], [ %114, %118 ], [ %114, %113 ]
  %127 = phi ptr [ %123, %122 ], [ %115, %118 ], [ %115, %113 ]
  %128 = getelementptr inbounds i8, ptr %2, i64 -1
  %129 = icmp ult ptr %127, %128
  br i1 %129, label %130, label %137

130:                                              ; preds = %125
  %131 = load i16, ptr %126, align 1, !tbaa !31
  %132 = load i16, ptr %127, align 1, !tbaa !31
  %133 = icmp eq i16 %131, %132
  br i1 %133, label %134, label %137

134:                                              ; preds = %130
  %135 = getelementptr inbounds i8, ptr %127, i64 2
  %136 = getelementptr inbounds i8, ptr %126, i64 2
  br label %137

137:                                              ; preds = %134, %130, %125
  %138 = phi ptr [ %136, %134 ], [ %126, %130 ], [ %126, %125 ]
  %139 = phi ptr [ %135, %134 ], [ %127, %130 ], [ %127, %125 ]
  %140 = icmp ult ptr %139, %2
  br i1 %140, label %141, label %147

141:                                              ; preds = %137
  %142 = load i8, ptr %138, align 1, !tbaa !33
  %143 = load i8, ptr %139, align 1, !tbaa !33
  %144 = icmp eq i8 %142, %143
  %145 = zext i1 %144 to i64
  %146 = getelementptr inbounds i8, ptr %139, i64 %145
  br label %147

147:                                              ; preds = %141, %137
  %148 = phi ptr [ %139, %137 ], [ %146, %141 ]
  %149 = ptrtoint ptr %148 to i64
  %150 = ptrtoint ptr %84 to i64
  %151 = sub i64 %149, %150
  br label %152

152:                                              ; preds = %91, %105, %147
  %153 = phi i64 [ %151, %147 ], [ %94, %91 ], [ %112, %105 ]
  %154 = add i64 %153, %80
  br label %155

155:                                              ; preds = %79, %152
  %156 = phi i64 [ %154, %152 ], [ %80, %79 ]
  ret i64 %156
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal fastcc i64 @ZSTD_compressBlock_doubleFast_extDict_generic(ptr nocapture noundef readonly %0, ptr noundef %1, ptr nocapture noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5) unnamed_addr #1 {
  %7 = getelementptr inbounds i8, ptr %0, i64 256
  %8 = getelementptr inbounds i8, ptr %0, i64 112
  %9 = load ptr, ptr %8, align 8, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %0, i64 264
  %11 = load i32, ptr %10, align 4, !tbaa !21
  %12 = getelementptr inbounds i8, ptr %0, i64 128
  %13 = load ptr, ptr %12, align 8, !tbaa !17
  %14 = getelementptr inbounds i8, ptr %0, i64 260
  %15 = load i32, ptr %14, align 4, !tbaa !20
  %16 = getelementptr inbounds i8, ptr %3, i64 %4
  %17 = getelementptr inbounds i8, ptr %16, i64 -8
  %18 = getelementptr inbounds i8, ptr %0, i64 8
  %19 = load ptr, ptr %18, align 8, !tbaa !18
  %20 = ptrtoint ptr %3 to i64
  %21 = ptrtoint ptr %19 to i64
  %22 = add i64 %20, %4
  %23 = sub i64 %22, %21
  %24 = trunc i64 %23 to i32
  %25 = load i32, ptr %7, align 4, !tbaa !28
  %26 = shl nuw i32 1, %25
  %27 = getelementptr inbounds i8, ptr %0, i64 28
  %28 = load i32, ptr %27, align 4, !tbaa !112
  %29 = sub i32 %24, %28
  %30 = icmp ugt i32 %29, %26
  %31 = sub i32 %24, %26
  %32 = getelementptr inbounds i8, ptr %0, i64 40
  %33 = load i32, ptr %32, align 8, !tbaa !30
  %34 = icmp eq i32 %33, 0
  %35 = select i1 %34, i1 %30, i1 false
  %36 = select i1 %35, i32 %31, i32 %28
  %37 = getelementptr inbounds i8, ptr %0, i64 24
  %38 = load i32, ptr %37, align 8, !tbaa !29
  %39 = tail call i32 @llvm.umax.i32(i32 %38, i32 %36)
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds i8, ptr %19, i64 %40
  %42 = getelementptr inbounds i8, ptr %0, i64 16
  %43 = load ptr, ptr %42, align 8, !tbaa !113
  %44 = zext i32 %36 to i64
  %45 = getelementptr inbounds i8, ptr %43, i64 %44
  %46 = getelementptr inbounds i8, ptr %43, i64 %40
  %47 = load i32, ptr %2, align 4, !tbaa !23
  %48 = getelementptr inbounds i8, ptr %2, i64 4
  %49 = load i32, ptr %48, align 4, !tbaa !23
  %50 = icmp ult i32 %36, %38
  br i1 %50, label %51, label %65

51:                                               ; preds = %6
  %52 = icmp ugt ptr %17, %3
  br i1 %52, label %53, label %812

53:                                               ; preds = %51
  %54 = sub i32 64, %15
  %55 = zext nneg i32 %54 to i64
  %56 = sub i32 32, %15
  %57 = sub i32 64, %11
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds i8, ptr %16, i64 -32
  %60 = getelementptr inbounds i8, ptr %1, i64 24
  %61 = ptrtoint ptr %59 to i64
  %62 = getelementptr inbounds i8, ptr %1, i64 72
  %63 = getelementptr inbounds i8, ptr %1, i64 8
  %64 = getelementptr inbounds i8, ptr %1, i64 76
  br label %67

65:                                               ; preds = %6
  %66 = tail call i64 @ZSTD_compressBlock_doubleFast(ptr noundef nonnull %0, ptr noundef %1, ptr noundef nonnull %2, ptr noundef %3, i64 noundef %4)
  br label %818

67:                                               ; preds = %53, %804
  %68 = phi ptr [ %3, %53 ], [ %808, %804 ]
  %69 = phi ptr [ %3, %53 ], [ %807, %804 ]
  %70 = phi i32 [ %47, %53 ], [ %806, %804 ]
  %71 = phi i32 [ %49, %53 ], [ %805, %804 ]
  switch i32 %5, label %72 [
    i32 8, label %90
    i32 5, label %78
    i32 6, label %82
    i32 7, label %86
  ]

72:                                               ; preds = %67
  %73 = load i32, ptr %68, align 1, !tbaa !23
  %74 = mul i32 %73, -1640531535
  %75 = lshr i32 %74, %56
  %76 = zext i32 %75 to i64
  %77 = load i64, ptr %68, align 1, !tbaa !22
  br label %94

78:                                               ; preds = %67
  %79 = load i64, ptr %68, align 1, !tbaa !22
  %80 = mul i64 %79, -3523014627271114752
  %81 = lshr i64 %80, %55
  br label %94

82:                                               ; preds = %67
  %83 = load i64, ptr %68, align 1, !tbaa !22
  %84 = mul i64 %83, -3523014627193847808
  %85 = lshr i64 %84, %55
  br label %94

86:                                               ; preds = %67
  %87 = load i64, ptr %68, align 1, !tbaa !22
  %88 = mul i64 %87, -3523014627193167104
  %89 = lshr i64 %88, %55
  br label %94

90:                                               ; preds = %67
  %91 = load i64, ptr %68, align 1, !tbaa !22
  %92 = mul i64 %91, -3523014627327384477
  %93 = lshr i64 %92, %55
  br label %94

94:                                               ; preds = %72, %78, %82, %86, %90
  %95 = phi i64 [ %77, %72 ], [ %87, %86 ], [ %83, %82 ], [ %79, %78 ], [ %91, %90 ]
  %96 = phi i64 [ %76, %72 ], [ %89, %86 ], [ %85, %82 ], [ %81, %78 ], [ %93, %90 ]
  %97 = getelementptr inbounds i32, ptr %13, i64 %96
  %98 = load i32, ptr %97, align 4, !tbaa !23
  %99 = icmp ult i32 %98, %39
  %100 = select i1 %99, ptr %43, ptr %19
  %101 = zext i32 %98 to i64
  %102 = getelementptr inbounds i8, ptr %100, i64 %101
  %103 = mul i64 %95, -3523014627327384477
  %104 = lshr i64 %103, %58
  %105 = getelementptr inbounds i32, ptr %9, i64 %104
  %106 = load i32, ptr %105, align 4, !tbaa !23
  %107 = icmp ult i32 %106, %39
  %108 = select i1 %107, ptr %43, ptr %19
  %109 = zext i32 %106 to i64
  %110 = getelementptr inbounds i8, ptr %108, i64 %109
  %111 = ptrtoint ptr %68 to i64
  %112 = sub i64 %111, %21
  %113 = trunc i64 %112 to i32
  %114 = add i32 %113, 1
  %115 = sub i32 %114, %70
  %116 = icmp ult i32 %115, %39
  %117 = select i1 %116, ptr %43, ptr %19
  %118 = zext i32 %115 to i64
  %119 = getelementptr inbounds i8, ptr %117, i64 %118
  store i32 %113, ptr %105, align 4, !tbaa !23
  store i32 %113, ptr %97, align 4, !tbaa !23
  %120 = sub i32 %115, %39
  %121 = icmp ugt i32 %120, -4
  %122 = sub i32 %114, %36
  %123 = icmp ugt i32 %70, %122
  %124 = select i1 %123, i1 true, i1 %121
  br i1 %124, label %262, label %125

125:                                              ; preds = %94
  %126 = load i32, ptr %119, align 1, !tbaa !23
  %127 = getelementptr inbounds i8, ptr %68, i64 1
  %128 = load i32, ptr %127, align 1, !tbaa !23
  %129 = icmp eq i32 %126, %128
  br i1 %129, label %130, label %262

130:                                              ; preds = %125
  %131 = select i1 %116, ptr %46, ptr %16
  %132 = getelementptr inbounds i8, ptr %68, i64 5
  %133 = getelementptr inbounds i8, ptr %119, i64 4
  %134 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %132, ptr noundef nonnull %133, ptr noundef %16, ptr noundef %131, ptr noundef nonnull %41)
  %135 = add i64 %134, 4
  %136 = ptrtoint ptr %127 to i64
  %137 = ptrtoint ptr %69 to i64
  %138 = sub i64 %136, %137
  %139 = getelementptr inbounds i8, ptr %69, i64 %138
  %140 = icmp ugt ptr %139, %59
  %141 = load ptr, ptr %60, align 8, !tbaa !34
  br i1 %140, label %167, label %142

142:                                              ; preds = %130
  %143 = load <16 x i8>, ptr %69, align 1
  store <16 x i8> %143, ptr %141, align 1
  %144 = icmp ugt i64 %138, 16
  %145 = load ptr, ptr %60, align 8, !tbaa !34
  br i1 %144, label %149, label %146

146:                                              ; preds = %142
  %147 = getelementptr inbounds i8, ptr %145, i64 %138
  store ptr %147, ptr %60, align 8, !tbaa !34
  %148 = load ptr, ptr %63, align 8, !tbaa !36
  br label %256

149:                                              ; preds = %142
  %150 = getelementptr inbounds i8, ptr %145, i64 16
  %151 = getelementptr inbounds i8, ptr %69, i64 16
  %152 = getelementptr i8, ptr %145, i64 %138
  %153 = load <16 x i8>, ptr %151, align 1
  store <16 x i8> %153, ptr %150, align 1
  %154 = icmp slt i64 %138, 33
  br i1 %154, label %244, label %155

155:                                              ; preds = %149
  %156 = getelementptr inbounds i8, ptr %145, i64 32
  br label %157

157:                                              ; preds = %157, %155
  %158 = phi ptr [ %156, %155 ], [ %165, %157 ]
  %159 = phi ptr [ %151, %155 ], [ %163, %157 ]
  %160 = getelementptr inbounds i8, ptr %159, i64 16
  %161 = load <16 x i8>, ptr %160, align 1
  store <16 x i8> %161, ptr %158, align 1
  %162 = getelementptr inbounds i8, ptr %158, i64 16
  %163 = getelementptr inbounds i8, ptr %159, i64 32
  %164 = load <16 x i8>, ptr %163, align 1
  store <16 x i8> %164, ptr %162, align 1
  %165 = getelementptr inbounds i8, ptr %158, i64 32
  %166 = icmp ult ptr %165, %152
  br i1 %166, label %157, label %244, !llvm.loop !37

167:                                              ; preds = %130
  %168 = icmp ugt ptr %69, %59
  br i1 %168, label %186, label %169

169:                                              ; preds = %167
  %170 = sub i64 %61, %137
  %171 = getelementptr inbounds i8, ptr %141, i64 %170
  %172 = load <16 x i8>, ptr %69, align 1
  store <16 x i8> %172, ptr %141, align 1
  %173 = icmp slt i64 %170, 17
  br i1 %173, label %186, label %174

174:                                              ; preds = %169
  %175 = getelementptr inbounds i8, ptr %141, i64 16
  br label %176

176:                                              ; preds = %176, %174
  %177 = phi ptr [ %175, %174 ], [ %184, %176 ]
  %178 = phi ptr [ %69, %174 ], [ %182, %176 ]
  %179 = getelementptr inbounds i8, ptr %178, i64 16
  %180 = load <16 x i8>, ptr %179, align 1
  store <16 x i8> %180, ptr %177, align 1
  %181 = getelementptr inbounds i8, ptr %177, i64 16
  %182 = getelementptr inbounds i8, ptr %178, i64 32
  %183 = load <16 x i8>, ptr %182, align 1
  store <16 x i8> %183, ptr %181, align 1
  %184 = getelementptr inbounds i8, ptr %177, i64 32
  %185 = icmp ult ptr %184, %171
  br i1 %185, label %176, label %186, !llvm.loop !37

186:                                              ; preds = %176, %169, %167
  %187 = phi ptr [ %59, %169 ], [ %69, %167 ], [ %59, %176 ]
  %188 = phi ptr [ %171, %169 ], [ %141, %167 ], [ %171, %176 ]
  %189 = icmp ult ptr %187, %139
  br i1 %189, label %190, label %244

190:                                              ; preds = %186
  %191 = ptrtoint ptr %188 to i64
  %192 = ptrtoint ptr %187 to i64
  %193 = sub i64 %136, %192
  %194 = getelementptr i8, ptr %187, i64 %193
  %195 = icmp ult i64 %193, 8
  %196 = sub i64 %191, %192
  %197 = icmp ult i64 %196, 32
  %198 = select i1 %195, i1 true, i1 %197
  br i1 %198, label %234, label %199

199:                                              ; preds = %190
  %200 = icmp ult i64 %193, 32
  br i1 %200, label %220, label %201

201:                                              ; preds = %199
  %202 = and i64 %193, -32
  br label %203

203:                                              ; preds = %203, %201
  %204 = phi i64 [ 0, %201 ], [ %211, %203 ]
  %205 = getelementptr i8, ptr %188, i64 %204
  %206 = getelementptr i8, ptr %187, i64 %204
  %207 = getelementptr i8, ptr %206, i64 16
  %208 = load <16 x i8>, ptr %206, align 1, !tbaa !33
  %209 = load <16 x i8>, ptr %207, align 1, !tbaa !33
  %210 = getelementptr i8, ptr %205, i64 16
  store <16 x i8> %208, ptr %205, align 1, !tbaa !33
  store <16 x i8> %209, ptr %210, align 1, !tbaa !33
  %211 = add nuw i64 %204, 32
  %212 = icmp eq i64 %211, %202
  br i1 %212, label %213, label %203, !llvm.loop !114

213:                                              ; preds = %203
  %214 = icmp eq i64 %193, %202
  br i1 %214, label %244, label %215

215:                                              ; preds = %213
  %216 = getelementptr i8, ptr %187, i64 %202
  %217 = getelementptr i8, ptr %188, i64 %202
  %218 = and i64 %193, 24
  %219 = icmp eq i64 %218, 0
  br i1 %219, label %234, label %220

220:                                              ; preds = %199, %215
  %221 = phi i64 [ %202, %215 ], [ 0, %199 ]
  %222 = and i64 %193, -8
  %223 = getelementptr i8, ptr %188, i64 %222
  %224 = getelementptr i8, ptr %187, i64 %222
  br label %225

225:                                              ; preds = %225, %220
  %226 = phi i64 [ %221, %220 ], [ %230, %225 ]
  %227 = getelementptr i8, ptr %188, i64 %226
  %228 = getelementptr i8, ptr %187, i64 %226
  %229 = load <8 x i8>, ptr %228, align 1, !tbaa !33
  store <8 x i8> %229, ptr %227, align 1, !tbaa !33
  %230 = add nuw i64 %226, 8
  %231 = icmp eq i64 %230, %222
  br i1 %231, label %232, label %225, !llvm.loop !115

232:                                              ; preds = %225
  %233 = icmp eq i64 %193, %222
  br i1 %233, label %244, label %234

234:                                              ; preds = %232, %190, %215
  %235 = phi ptr [ %188, %190 ], [ %217, %215 ], [ %223, %232 ]
  %236 = phi ptr [ %187, %190 ], [ %216, %215 ], [ %224, %232 ]
  br label %237

237:                                              ; preds = %234, %237
  %238 = phi ptr [ %242, %237 ], [ %235, %234 ]
  %239 = phi ptr [ %240, %237 ], [ %236, %234 ]
  %240 = getelementptr inbounds i8, ptr %239, i64 1
  %241 = load i8, ptr %239, align 1, !tbaa !33
  %242 = getelementptr inbounds i8, ptr %238, i64 1
  store i8 %241, ptr %238, align 1, !tbaa !33
  %243 = icmp eq ptr %240, %194
  br i1 %243, label %244, label %237, !llvm.loop !116

244:                                              ; preds = %157, %237, %213, %232, %186, %149
  %245 = load ptr, ptr %60, align 8, !tbaa !34
  %246 = getelementptr inbounds i8, ptr %245, i64 %138
  store ptr %246, ptr %60, align 8, !tbaa !34
  %247 = icmp ugt i64 %138, 65535
  %248 = load ptr, ptr %63, align 8, !tbaa !36
  br i1 %247, label %249, label %256, !prof !43

249:                                              ; preds = %244
  store i32 1, ptr %62, align 8, !tbaa !44
  %250 = load ptr, ptr %1, align 8, !tbaa !45
  %251 = ptrtoint ptr %248 to i64
  %252 = ptrtoint ptr %250 to i64
  %253 = sub i64 %251, %252
  %254 = lshr exact i64 %253, 3
  %255 = trunc i64 %254 to i32
  store i32 %255, ptr %64, align 4, !tbaa !46
  br label %256

256:                                              ; preds = %146, %249, %244
  %257 = phi ptr [ %148, %146 ], [ %248, %249 ], [ %248, %244 ]
  %258 = trunc i64 %138 to i16
  %259 = getelementptr inbounds i8, ptr %257, i64 4
  store i16 %258, ptr %259, align 4, !tbaa !47
  store i32 1, ptr %257, align 4, !tbaa !49
  %260 = add i64 %134, 1
  %261 = icmp ugt i64 %260, 65535
  br i1 %261, label %634, label %647, !prof !50

262:                                              ; preds = %125, %94
  %263 = icmp ugt i32 %106, %36
  br i1 %263, label %264, label %426

264:                                              ; preds = %262
  %265 = load i64, ptr %110, align 1, !tbaa !22
  %266 = icmp eq i64 %265, %95
  br i1 %266, label %267, label %426

267:                                              ; preds = %264
  %268 = select i1 %107, ptr %46, ptr %16
  %269 = select i1 %107, ptr %45, ptr %41
  %270 = getelementptr inbounds i8, ptr %68, i64 8
  %271 = getelementptr inbounds i8, ptr %110, i64 8
  %272 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %270, ptr noundef nonnull %271, ptr noundef %16, ptr noundef %268, ptr noundef nonnull %41)
  %273 = add i64 %272, 8
  %274 = sub i32 %113, %106
  %275 = icmp ugt ptr %68, %69
  %276 = icmp ugt ptr %110, %269
  %277 = and i1 %276, %275
  br i1 %277, label %278, label %296

278:                                              ; preds = %267, %287
  %279 = phi ptr [ %282, %287 ], [ %68, %267 ]
  %280 = phi ptr [ %284, %287 ], [ %110, %267 ]
  %281 = phi i64 [ %288, %287 ], [ %273, %267 ]
  %282 = getelementptr inbounds i8, ptr %279, i64 -1
  %283 = load i8, ptr %282, align 1, !tbaa !33
  %284 = getelementptr inbounds i8, ptr %280, i64 -1
  %285 = load i8, ptr %284, align 1, !tbaa !33
  %286 = icmp eq i8 %283, %285
  br i1 %286, label %287, label %292

287:                                              ; preds = %278
  %288 = add i64 %281, 1
  %289 = icmp ugt ptr %282, %69
  %290 = icmp ugt ptr %284, %269
  %291 = and i1 %290, %289
  br i1 %291, label %278, label %292, !llvm.loop !117

292:                                              ; preds = %287, %278
  %293 = phi i64 [ %281, %278 ], [ %288, %287 ]
  %294 = phi ptr [ %279, %278 ], [ %282, %287 ]
  %295 = ptrtoint ptr %294 to i64
  br label %296

296:                                              ; preds = %292, %267
  %297 = phi i64 [ %295, %292 ], [ %111, %267 ]
  %298 = phi i64 [ %293, %292 ], [ %273, %267 ]
  %299 = phi ptr [ %294, %292 ], [ %68, %267 ]
  %300 = ptrtoint ptr %69 to i64
  %301 = sub i64 %297, %300
  %302 = add i32 %274, 3
  %303 = getelementptr inbounds i8, ptr %69, i64 %301
  %304 = icmp ugt ptr %303, %59
  %305 = load ptr, ptr %60, align 8, !tbaa !34
  br i1 %304, label %331, label %306

306:                                              ; preds = %296
  %307 = load <16 x i8>, ptr %69, align 1
  store <16 x i8> %307, ptr %305, align 1
  %308 = icmp ugt i64 %301, 16
  %309 = load ptr, ptr %60, align 8, !tbaa !34
  br i1 %308, label %313, label %310

310:                                              ; preds = %306
  %311 = getelementptr inbounds i8, ptr %309, i64 %301
  store ptr %311, ptr %60, align 8, !tbaa !34
  %312 = load ptr, ptr %63, align 8, !tbaa !36
  br label %420

313:                                              ; preds = %306
  %314 = getelementptr inbounds i8, ptr %309, i64 16
  %315 = getelementptr inbounds i8, ptr %69, i64 16
  %316 = getelementptr i8, ptr %309, i64 %301
  %317 = load <16 x i8>, ptr %315, align 1
  store <16 x i8> %317, ptr %314, align 1
  %318 = icmp slt i64 %301, 33
  br i1 %318, label %408, label %319

319:                                              ; preds = %313
  %320 = getelementptr inbounds i8, ptr %309, i64 32
  br label %321

321:                                              ; preds = %321, %319
  %322 = phi ptr [ %320, %319 ], [ %329, %321 ]
  %323 = phi ptr [ %315, %319 ], [ %327, %321 ]
  %324 = getelementptr inbounds i8, ptr %323, i64 16
  %325 = load <16 x i8>, ptr %324, align 1
  store <16 x i8> %325, ptr %322, align 1
  %326 = getelementptr inbounds i8, ptr %322, i64 16
  %327 = getelementptr inbounds i8, ptr %323, i64 32
  %328 = load <16 x i8>, ptr %327, align 1
  store <16 x i8> %328, ptr %326, align 1
  %329 = getelementptr inbounds i8, ptr %322, i64 32
  %330 = icmp ult ptr %329, %316
  br i1 %330, label %321, label %408, !llvm.loop !37

331:                                              ; preds = %296
  %332 = icmp ugt ptr %69, %59
  br i1 %332, label %350, label %333

333:                                              ; preds = %331
  %334 = sub i64 %61, %300
  %335 = getelementptr inbounds i8, ptr %305, i64 %334
  %336 = load <16 x i8>, ptr %69, align 1
  store <16 x i8> %336, ptr %305, align 1
  %337 = icmp slt i64 %334, 17
  br i1 %337, label %350, label %338

338:                                              ; preds = %333
  %339 = getelementptr inbounds i8, ptr %305, i64 16
  br label %340

340:                                              ; preds = %340, %338
  %341 = phi ptr [ %339, %338 ], [ %348, %340 ]
  %342 = phi ptr [ %69, %338 ], [ %346, %340 ]
  %343 = getelementptr inbounds i8, ptr %342, i64 16
  %344 = load <16 x i8>, ptr %343, align 1
  store <16 x i8> %344, ptr %341, align 1
  %345 = getelementptr inbounds i8, ptr %341, i64 16
  %346 = getelementptr inbounds i8, ptr %342, i64 32
  %347 = load <16 x i8>, ptr %346, align 1
  store <16 x i8> %347, ptr %345, align 1
  %348 = getelementptr inbounds i8, ptr %341, i64 32
  %349 = icmp ult ptr %348, %335
  br i1 %349, label %340, label %350, !llvm.loop !37

350:                                              ; preds = %340, %333, %331
  %351 = phi ptr [ %59, %333 ], [ %69, %331 ], [ %59, %340 ]
  %352 = phi ptr [ %335, %333 ], [ %305, %331 ], [ %335, %340 ]
  %353 = icmp ult ptr %351, %303
  br i1 %353, label %354, label %408

354:                                              ; preds = %350
  %355 = ptrtoint ptr %352 to i64
  %356 = ptrtoint ptr %351 to i64
  %357 = sub i64 %297, %356
  %358 = getelementptr i8, ptr %351, i64 %357
  %359 = icmp ult i64 %357, 8
  %360 = sub i64 %355, %356
  %361 = icmp ult i64 %360, 32
  %362 = select i1 %359, i1 true, i1 %361
  br i1 %362, label %398, label %363

363:                                              ; preds = %354
  %364 = icmp ult i64 %357, 32
  br i1 %364, label %384, label %365

365:                                              ; preds = %363
  %366 = and i64 %357, -32
  br label %367

367:                                              ; preds = %367, %365
  %368 = phi i64 [ 0, %365 ], [ %375, %367 ]
  %369 = getelementptr i8, ptr %352, i64 %368
  %370 = getelementptr i8, ptr %351, i64 %368
  %371 = getelementptr i8, ptr %370, i64 16
  %372 = load <16 x i8>, ptr %370, align 1, !tbaa !33
  %373 = load <16 x i8>, ptr %371, align 1, !tbaa !33
  %374 = getelementptr i8, ptr %369, i64 16
  store <16 x i8> %372, ptr %369, align 1, !tbaa !33
  store <16 x i8> %373, ptr %374, align 1, !tbaa !33
  %375 = add nuw i64 %368, 32
  %376 = icmp eq i64 %375, %366
  br i1 %376, label %377, label %367, !llvm.loop !118

377:                                              ; preds = %367
  %378 = icmp eq i64 %357, %366
  br i1 %378, label %408, label %379

379:                                              ; preds = %377
  %380 = getelementptr i8, ptr %351, i64 %366
  %381 = getelementptr i8, ptr %352, i64 %366
  %382 = and i64 %357, 24
  %383 = icmp eq i64 %382, 0
  br i1 %383, label %398, label %384

384:                                              ; preds = %363, %379
  %385 = phi i64 [ %366, %379 ], [ 0, %363 ]
  %386 = and i64 %357, -8
  %387 = getelementptr i8, ptr %352, i64 %386
  %388 = getelementptr i8, ptr %351, i64 %386
  br label %389

389:                                              ; preds = %389, %384
  %390 = phi i64 [ %385, %384 ], [ %394, %389 ]
  %391 = getelementptr i8, ptr %352, i64 %390
  %392 = getelementptr i8, ptr %351, i64 %390
  %393 = load <8 x i8>, ptr %392, align 1, !tbaa !33
  store <8 x i8> %393, ptr %391, align 1, !tbaa !33
  %394 = add nuw i64 %390, 8
  %395 = icmp eq i64 %394, %386
  br i1 %395, label %396, label %389, !llvm.loop !119

396:                                              ; preds = %389
  %397 = icmp eq i64 %357, %386
  br i1 %397, label %408, label %398

398:                                              ; preds = %396, %354, %379
  %399 = phi ptr [ %352, %354 ], [ %381, %379 ], [ %387, %396 ]
  %400 = phi ptr [ %351, %354 ], [ %380, %379 ], [ %388, %396 ]
  br label %401

401:                                              ; preds = %398, %401
  %402 = phi ptr [ %406, %401 ], [ %399, %398 ]
  %403 = phi ptr [ %404, %401 ], [ %400, %398 ]
  %404 = getelementptr inbounds i8, ptr %403, i64 1
  %405 = load i8, ptr %403, align 1, !tbaa !33
  %406 = getelementptr inbounds i8, ptr %402, i64 1
  store i8 %405, ptr %402, align 1, !tbaa !33
  %407 = icmp eq ptr %404, %358
  br i1 %407, label %408, label %401, !llvm.loop !120

408:                                              ; preds = %321, %401, %377, %396, %350, %313
  %409 = load ptr, ptr %60, align 8, !tbaa !34
  %410 = getelementptr inbounds i8, ptr %409, i64 %301
  store ptr %410, ptr %60, align 8, !tbaa !34
  %411 = icmp ugt i64 %301, 65535
  %412 = load ptr, ptr %63, align 8, !tbaa !36
  br i1 %411, label %413, label %420, !prof !43

413:                                              ; preds = %408
  store i32 1, ptr %62, align 8, !tbaa !44
  %414 = load ptr, ptr %1, align 8, !tbaa !45
  %415 = ptrtoint ptr %412 to i64
  %416 = ptrtoint ptr %414 to i64
  %417 = sub i64 %415, %416
  %418 = lshr exact i64 %417, 3
  %419 = trunc i64 %418 to i32
  store i32 %419, ptr %64, align 4, !tbaa !46
  br label %420

420:                                              ; preds = %310, %413, %408
  %421 = phi ptr [ %312, %310 ], [ %412, %413 ], [ %412, %408 ]
  %422 = trunc i64 %301 to i16
  %423 = getelementptr inbounds i8, ptr %421, i64 4
  store i16 %422, ptr %423, align 4, !tbaa !47
  store i32 %302, ptr %421, align 4, !tbaa !49
  %424 = add i64 %298, -3
  %425 = icmp ugt i64 %424, 65535
  br i1 %425, label %634, label %647, !prof !50

426:                                              ; preds = %264, %262
  %427 = icmp ugt i32 %98, %36
  br i1 %427, label %428, label %628

428:                                              ; preds = %426
  %429 = load i32, ptr %102, align 1, !tbaa !23
  %430 = load i32, ptr %68, align 1, !tbaa !23
  %431 = icmp eq i32 %429, %430
  br i1 %431, label %432, label %628

432:                                              ; preds = %428
  %433 = getelementptr inbounds i8, ptr %68, i64 1
  %434 = load i64, ptr %433, align 1, !tbaa !22
  %435 = mul i64 %434, -3523014627327384477
  %436 = lshr i64 %435, %58
  %437 = getelementptr inbounds i32, ptr %9, i64 %436
  %438 = load i32, ptr %437, align 4, !tbaa !23
  %439 = icmp ult i32 %438, %39
  %440 = select i1 %439, ptr %43, ptr %19
  %441 = zext i32 %438 to i64
  %442 = getelementptr inbounds i8, ptr %440, i64 %441
  store i32 %114, ptr %437, align 4, !tbaa !23
  %443 = icmp ugt i32 %438, %36
  br i1 %443, label %444, label %472

444:                                              ; preds = %432
  %445 = load i64, ptr %442, align 1, !tbaa !22
  %446 = icmp eq i64 %445, %434
  br i1 %446, label %447, label %472

447:                                              ; preds = %444
  %448 = select i1 %439, ptr %46, ptr %16
  %449 = select i1 %439, ptr %45, ptr %41
  %450 = getelementptr inbounds i8, ptr %68, i64 9
  %451 = getelementptr inbounds i8, ptr %442, i64 8
  %452 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %450, ptr noundef nonnull %451, ptr noundef %16, ptr noundef %448, ptr noundef nonnull %41)
  %453 = add i64 %452, 8
  %454 = sub i32 %114, %438
  %455 = icmp ugt ptr %433, %69
  %456 = icmp ugt ptr %442, %449
  %457 = and i1 %456, %455
  br i1 %457, label %458, label %497

458:                                              ; preds = %447, %467
  %459 = phi ptr [ %462, %467 ], [ %433, %447 ]
  %460 = phi i64 [ %468, %467 ], [ %453, %447 ]
  %461 = phi ptr [ %464, %467 ], [ %442, %447 ]
  %462 = getelementptr inbounds i8, ptr %459, i64 -1
  %463 = load i8, ptr %462, align 1, !tbaa !33
  %464 = getelementptr inbounds i8, ptr %461, i64 -1
  %465 = load i8, ptr %464, align 1, !tbaa !33
  %466 = icmp eq i8 %463, %465
  br i1 %466, label %467, label %497

467:                                              ; preds = %458
  %468 = add i64 %460, 1
  %469 = icmp ugt ptr %462, %69
  %470 = icmp ugt ptr %464, %449
  %471 = and i1 %470, %469
  br i1 %471, label %458, label %497, !llvm.loop !121

472:                                              ; preds = %444, %432
  %473 = select i1 %99, ptr %46, ptr %16
  %474 = select i1 %99, ptr %45, ptr %41
  %475 = getelementptr inbounds i8, ptr %68, i64 4
  %476 = getelementptr inbounds i8, ptr %102, i64 4
  %477 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %475, ptr noundef nonnull %476, ptr noundef %16, ptr noundef %473, ptr noundef nonnull %41)
  %478 = add i64 %477, 4
  %479 = sub i32 %113, %98
  %480 = icmp ugt ptr %68, %69
  %481 = icmp ugt ptr %102, %474
  %482 = and i1 %481, %480
  br i1 %482, label %483, label %497

483:                                              ; preds = %472, %492
  %484 = phi ptr [ %487, %492 ], [ %68, %472 ]
  %485 = phi ptr [ %489, %492 ], [ %102, %472 ]
  %486 = phi i64 [ %493, %492 ], [ %478, %472 ]
  %487 = getelementptr inbounds i8, ptr %484, i64 -1
  %488 = load i8, ptr %487, align 1, !tbaa !33
  %489 = getelementptr inbounds i8, ptr %485, i64 -1
  %490 = load i8, ptr %489, align 1, !tbaa !33
  %491 = icmp eq i8 %488, %490
  br i1 %491, label %492, label %497

492:                                              ; preds = %483
  %493 = add i64 %486, 1
  %494 = icmp ugt ptr %487, %69
  %495 = icmp ugt ptr %489, %474
  %496 = and i1 %495, %494
  br i1 %496, label %483, label %497, !llvm.loop !122

497:                                              ; preds = %492, %483, %467, %458, %472, %447
  %498 = phi i32 [ %454, %447 ], [ %479, %472 ], [ %454, %458 ], [ %454, %467 ], [ %479, %483 ], [ %479, %492 ]
  %499 = phi i64 [ %453, %447 ], [ %478, %472 ], [ %468, %467 ], [ %460, %458 ], [ %493, %492 ], [ %486, %483 ]
  %500 = phi ptr [ %433, %447 ], [ %68, %472 ], [ %462, %467 ], [ %459, %458 ], [ %487, %492 ], [ %484, %483 ]
  %501 = ptrtoint ptr %500 to i64
  %502 = ptrtoint ptr %69 to i64
  %503 = sub i64 %501, %502
  %504 = add i32 %498, 3
  %505 = getelementptr inbounds i8, ptr %69, i64 %503
  %506 = icmp ugt ptr %505, %59
  %507 = load ptr, ptr %60, align 8, !tbaa !34
  br i1 %506, label %533, label %508

508:                                              ; preds = %497
  %509 = load <16 x i8>, ptr %69, align 1
  store <16 x i8> %509, ptr %507, align 1
  %510 = icmp ugt i64 %503, 16
  %511 = load ptr, ptr %60, align 8, !tbaa !34
  br i1 %510, label %515, label %512

512:                                              ; preds = %508
  %513 = getelementptr inbounds i8, ptr %511, i64 %503
  store ptr %513, ptr %60, align 8, !tbaa !34
  %514 = load ptr, ptr %63, align 8, !tbaa !36
  br label %622

515:                                              ; preds = %508
  %516 = getelementptr inbounds i8, ptr %511, i64 16
  %517 = getelementptr inbounds i8, ptr %69, i64 16
  %518 = getelementptr i8, ptr %511, i64 %503
  %519 = load <16 x i8>, ptr %517, align 1
  store <16 x i8> %519, ptr %516, align 1
  %520 = icmp slt i64 %503, 33
  br i1 %520, label %610, label %521

521:                                              ; preds = %515
  %522 = getelementptr inbounds i8, ptr %511, i64 32
  br label %523

523:                                              ; preds = %523, %521
  %524 = phi ptr [ %522, %521 ], [ %531, %523 ]
  %525 = phi ptr [ %517, %521 ], [ %529, %523 ]
  %526 = getelementptr inbounds i8, ptr %525, i64 16
  %527 = load <16 x i8>, ptr %526, align 1
  store <16 x i8> %527, ptr %524, align 1
  %528 = getelementptr inbounds i8, ptr %524, i64 16
  %529 = getelementptr inbounds i8, ptr %525, i64 32
  %530 = load <16 x i8>, ptr %529, align 1
  store <16 x i8> %530, ptr %528, align 1
  %531 = getelementptr inbounds i8, ptr %524, i64 32
  %532 = icmp ult ptr %531, %518
  br i1 %532, label %523, label %610, !llvm.loop !37

533:                                              ; preds = %497
  %534 = icmp ugt ptr %69, %59
  br i1 %534, label %552, label %535

535:                                              ; preds = %533
  %536 = sub i64 %61, %502
  %537 = getelementptr inbounds i8, ptr %507, i64 %536
  %538 = load <16 x i8>, ptr %69, align 1
  store <16 x i8> %538, ptr %507, align 1
  %539 = icmp slt i64 %536, 17
  br i1 %539, label %552, label %540

540:                                              ; preds = %535
  %541 = getelementptr inbounds i8, ptr %507, i64 16
  br label %542

542:                                              ; preds = %542, %540
  %543 = phi ptr [ %541, %540 ], [ %550, %542 ]
  %544 = phi ptr [ %69, %540 ], [ %548, %542 ]
  %545 = getelementptr inbounds i8, ptr %544, i64 16
  %546 = load <16 x i8>, ptr %545, align 1
  store <16 x i8> %546, ptr %543, align 1
  %547 = getelementptr inbounds i8, ptr %543, i64 16
  %548 = getelementptr inbounds i8, ptr %544, i64 32
  %549 = load <16 x i8>, ptr %548, align 1
  store <16 x i8> %549, ptr %547, align 1
  %550 = getelementptr inbounds i8, ptr %543, i64 32
  %551 = icmp ult ptr %550, %537
  br i1 %551, label %542, label %552, !llvm.loop !37

552:                                              ; preds = %542, %535, %533
  %553 = phi ptr [ %59, %535 ], [ %69, %533 ], [ %59, %542 ]
  %554 = phi ptr [ %537, %535 ], [ %507, %533 ], [ %537, %542 ]
  %555 = icmp ult ptr %553, %505
  br i1 %555, label %556, label %610

556:                                              ; preds = %552
  %557 = ptrtoint ptr %554 to i64
  %558 = ptrtoint ptr %553 to i64
  %559 = sub i64 %501, %558
  %560 = getelementptr i8, ptr %553, i64 %559
  %561 = icmp ult i64 %559, 8
  %562 = sub i64 %557, %558
  %563 = icmp ult i64 %562, 32
  %564 = select i1 %561, i1 true, i1 %563
  br i1 %564, label %600, label %565

565:                                              ; preds = %556
  %566 = icmp ult i64 %559, 32
  br i1 %566, label %586, label %567

567:                                              ; preds = %565
  %568 = and i64 %559, -32
  br label %569

569:                                              ; preds = %569, %567
  %570 = phi i64 [ 0, %567 ], [ %577, %569 ]
  %571 = getelementptr i8, ptr %554, i64 %570
  %572 = getelementptr i8, ptr %553, i64 %570
  %573 = getelementptr i8, ptr %572, i64 16
  %574 = load <16 x i8>, ptr %572, align 1, !tbaa !33
  %575 = load <16 x i8>, ptr %573, align 1, !tbaa !33
  %576 = getelementptr i8, ptr %571, i64 16
  store <16 x i8> %574, ptr %571, align 1, !tbaa !33
  store <16 x i8> %575, ptr %576, align 1, !tbaa !33
  %577 = add nuw i64 %570, 32
  %578 = icmp eq i64 %577, %568
  br i1 %578, label %579, label %569, !llvm.loop !123

579:                                              ; preds = %569
  %580 = icmp eq i64 %559, %568
  br i1 %580, label %610, label %581

581:                                              ; preds = %579
  %582 = getelementptr i8, ptr %553, i64 %568
  %583 = getelementptr i8, ptr %554, i64 %568
  %584 = and i64 %559, 24
  %585 = icmp eq i64 %584, 0
  br i1 %585, label %600, label %586

586:                                              ; preds = %565, %581
  %587 = phi i64 [ %568, %581 ], [ 0, %565 ]
  %588 = and i64 %559, -8
  %589 = getelementptr i8, ptr %554, i64 %588
  %590 = getelementptr i8, ptr %553, i64 %588
  br label %591

591:                                              ; preds = %591, %586
  %592 = phi i64 [ %587, %586 ], [ %596, %591 ]
  %593 = getelementptr i8, ptr %554, i64 %592
  %594 = getelementptr i8, ptr %553, i64 %592
  %595 = load <8 x i8>, ptr %594, align 1, !tbaa !33
  store <8 x i8> %595, ptr %593, align 1, !tbaa !33
  %596 = add nuw i64 %592, 8
  %597 = icmp eq i64 %596, %588
  br i1 %597, label %598, label %591, !llvm.loop !124

598:                                              ; preds = %591
  %599 = icmp eq i64 %559, %588
  br i1 %599, label %610, label %600

600:                                              ; preds = %598, %556, %581
  %601 = phi ptr [ %554, %556 ], [ %583, %581 ], [ %589, %598 ]
  %602 = phi ptr [ %553, %556 ], [ %582, %581 ], [ %590, %598 ]
  br label %603

603:                                              ; preds = %600, %603
  %604 = phi ptr [ %608, %603 ], [ %601, %600 ]
  %605 = phi ptr [ %606, %603 ], [ %602, %600 ]
  %606 = getelementptr inbounds i8, ptr %605, i64 1
  %607 = load i8, ptr %605, align 1, !tbaa !33
  %608 = getelementptr inbounds i8, ptr %604, i64 1
  store i8 %607, ptr %604, align 1, !tbaa !33
  %609 = icmp eq ptr %606, %560
  br i1 %609, label %610, label %603, !llvm.loop !125

610:                                              ; preds = %523, %603, %579, %598, %552, %515
  %611 = load ptr, ptr %60, align 8, !tbaa !34
  %612 = getelementptr inbounds i8, ptr %611, i64 %503
  store ptr %612, ptr %60, align 8, !tbaa !34
  %613 = icmp ugt i64 %503, 65535
  %614 = load ptr, ptr %63, align 8, !tbaa !36
  br i1 %613, label %615, label %622, !prof !43

615:                                              ; preds = %610
  store i32 1, ptr %62, align 8, !tbaa !44
  %616 = load ptr, ptr %1, align 8, !tbaa !45
  %617 = ptrtoint ptr %614 to i64
  %618 = ptrtoint ptr %616 to i64
  %619 = sub i64 %617, %618
  %620 = lshr exact i64 %619, 3
  %621 = trunc i64 %620 to i32
  store i32 %621, ptr %64, align 4, !tbaa !46
  br label %622

622:                                              ; preds = %512, %615, %610
  %623 = phi ptr [ %514, %512 ], [ %614, %615 ], [ %614, %610 ]
  %624 = trunc i64 %503 to i16
  %625 = getelementptr inbounds i8, ptr %623, i64 4
  store i16 %624, ptr %625, align 4, !tbaa !47
  store i32 %504, ptr %623, align 4, !tbaa !49
  %626 = add i64 %499, -3
  %627 = icmp ugt i64 %626, 65535
  br i1 %627, label %634, label %647, !prof !50

628:                                              ; preds = %428, %426
  %629 = ptrtoint ptr %69 to i64
  %630 = sub i64 %111, %629
  %631 = ashr i64 %630, 8
  %632 = add nsw i64 %631, 1
  %633 = getelementptr inbounds i8, ptr %68, i64 %632
  br label %804, !llvm.loop !126

634:                                              ; preds = %622, %420, %256
  %635 = phi ptr [ %257, %256 ], [ %421, %420 ], [ %623, %622 ]
  %636 = phi i64 [ %260, %256 ], [ %424, %420 ], [ %626, %622 ]
  %637 = phi i64 [ %135, %256 ], [ %298, %420 ], [ %499, %622 ]
  %638 = phi i32 [ %71, %256 ], [ %70, %420 ], [ %70, %622 ]
  %639 = phi i32 [ %70, %256 ], [ %274, %420 ], [ %498, %622 ]
  %640 = phi ptr [ %127, %256 ], [ %299, %420 ], [ %500, %622 ]
  store i32 2, ptr %62, align 8, !tbaa !44
  %641 = load ptr, ptr %1, align 8, !tbaa !45
  %642 = ptrtoint ptr %635 to i64
  %643 = ptrtoint ptr %641 to i64
  %644 = sub i64 %642, %643
  %645 = lshr exact i64 %644, 3
  %646 = trunc i64 %645 to i32
  store i32 %646, ptr %64, align 4, !tbaa !46
  br label %647

647:                                              ; preds = %634, %622, %420, %256
  %648 = phi i64 [ %260, %256 ], [ %424, %420 ], [ %626, %622 ], [ %636, %634 ]
  %649 = phi ptr [ %257, %256 ], [ %421, %420 ], [ %623, %622 ], [ %635, %634 ]
  %650 = phi i64 [ %135, %256 ], [ %298, %420 ], [ %499, %622 ], [ %637, %634 ]
  %651 = phi i32 [ %71, %256 ], [ %70, %420 ], [ %70, %622 ], [ %638, %634 ]
  %652 = phi i32 [ %70, %256 ], [ %274, %420 ], [ %498, %622 ], [ %639, %634 ]
  %653 = phi ptr [ %127, %256 ], [ %299, %420 ], [ %500, %622 ], [ %640, %634 ]
  %654 = trunc i64 %648 to i16
  %655 = getelementptr inbounds i8, ptr %649, i64 6
  store i16 %654, ptr %655, align 2, !tbaa !57
  %656 = getelementptr inbounds i8, ptr %649, i64 8
  store ptr %656, ptr %63, align 8, !tbaa !36
  %657 = getelementptr inbounds i8, ptr %653, i64 %650
  %658 = icmp ugt ptr %657, %17
  br i1 %658, label %804, label %659

659:                                              ; preds = %647
  %660 = add i32 %113, 2
  %661 = zext i32 %660 to i64
  %662 = getelementptr inbounds i8, ptr %19, i64 %661
  %663 = load i64, ptr %662, align 1, !tbaa !22
  %664 = mul i64 %663, -3523014627327384477
  %665 = lshr i64 %664, %58
  %666 = getelementptr inbounds i32, ptr %9, i64 %665
  store i32 %660, ptr %666, align 4, !tbaa !23
  %667 = getelementptr inbounds i8, ptr %657, i64 -2
  %668 = ptrtoint ptr %667 to i64
  %669 = sub i64 %668, %21
  %670 = trunc i64 %669 to i32
  %671 = load i64, ptr %667, align 1, !tbaa !22
  %672 = mul i64 %671, -3523014627327384477
  %673 = lshr i64 %672, %58
  %674 = getelementptr inbounds i32, ptr %9, i64 %673
  store i32 %670, ptr %674, align 4, !tbaa !23
  switch i32 %5, label %706 [
    i32 8, label %699
    i32 5, label %675
    i32 6, label %683
    i32 7, label %691
  ]

675:                                              ; preds = %659
  %676 = mul i64 %663, -3523014627271114752
  %677 = lshr i64 %676, %55
  %678 = getelementptr inbounds i32, ptr %13, i64 %677
  store i32 %660, ptr %678, align 4, !tbaa !23
  %679 = getelementptr inbounds i8, ptr %657, i64 -1
  %680 = load i64, ptr %679, align 1, !tbaa !22
  %681 = mul i64 %680, -3523014627271114752
  %682 = lshr i64 %681, %55
  br label %717

683:                                              ; preds = %659
  %684 = mul i64 %663, -3523014627193847808
  %685 = lshr i64 %684, %55
  %686 = getelementptr inbounds i32, ptr %13, i64 %685
  store i32 %660, ptr %686, align 4, !tbaa !23
  %687 = getelementptr inbounds i8, ptr %657, i64 -1
  %688 = load i64, ptr %687, align 1, !tbaa !22
  %689 = mul i64 %688, -3523014627193847808
  %690 = lshr i64 %689, %55
  br label %717

691:                                              ; preds = %659
  %692 = mul i64 %663, -3523014627193167104
  %693 = lshr i64 %692, %55
  %694 = getelementptr inbounds i32, ptr %13, i64 %693
  store i32 %660, ptr %694, align 4, !tbaa !23
  %695 = getelementptr inbounds i8, ptr %657, i64 -1
  %696 = load i64, ptr %695, align 1, !tbaa !22
  %697 = mul i64 %696, -3523014627193167104
  %698 = lshr i64 %697, %55
  br label %717

699:                                              ; preds = %659
  %700 = lshr i64 %664, %55
  %701 = getelementptr inbounds i32, ptr %13, i64 %700
  store i32 %660, ptr %701, align 4, !tbaa !23
  %702 = getelementptr inbounds i8, ptr %657, i64 -1
  %703 = load i64, ptr %702, align 1, !tbaa !22
  %704 = mul i64 %703, -3523014627327384477
  %705 = lshr i64 %704, %55
  br label %717

706:                                              ; preds = %659
  %707 = load i32, ptr %662, align 1, !tbaa !23
  %708 = mul i32 %707, -1640531535
  %709 = lshr i32 %708, %56
  %710 = zext i32 %709 to i64
  %711 = getelementptr inbounds i32, ptr %13, i64 %710
  store i32 %660, ptr %711, align 4, !tbaa !23
  %712 = getelementptr inbounds i8, ptr %657, i64 -1
  %713 = load i32, ptr %712, align 1, !tbaa !23
  %714 = mul i32 %713, -1640531535
  %715 = lshr i32 %714, %56
  %716 = zext i32 %715 to i64
  br label %717

717:                                              ; preds = %699, %691, %683, %675, %706
  %718 = phi ptr [ %712, %706 ], [ %695, %691 ], [ %687, %683 ], [ %679, %675 ], [ %702, %699 ]
  %719 = phi i64 [ %716, %706 ], [ %698, %691 ], [ %690, %683 ], [ %682, %675 ], [ %705, %699 ]
  %720 = ptrtoint ptr %718 to i64
  %721 = sub i64 %720, %21
  %722 = trunc i64 %721 to i32
  %723 = getelementptr inbounds i32, ptr %13, i64 %719
  store i32 %722, ptr %723, align 4, !tbaa !23
  br label %724

724:                                              ; preds = %717, %795
  %725 = phi ptr [ %772, %795 ], [ %656, %717 ]
  %726 = phi ptr [ %802, %795 ], [ %657, %717 ]
  %727 = phi i32 [ %728, %795 ], [ %652, %717 ]
  %728 = phi i32 [ %727, %795 ], [ %651, %717 ]
  %729 = ptrtoint ptr %726 to i64
  %730 = sub i64 %729, %21
  %731 = trunc i64 %730 to i32
  %732 = sub i32 %731, %728
  %733 = icmp ult i32 %732, %39
  %734 = zext i32 %732 to i64
  %735 = select i1 %733, ptr %43, ptr %19
  %736 = getelementptr inbounds i8, ptr %735, i64 %734
  %737 = sub i32 %732, %39
  %738 = icmp ugt i32 %737, -4
  %739 = sub i32 %731, %36
  %740 = icmp ugt i32 %728, %739
  %741 = or i1 %740, %738
  br i1 %741, label %804, label %742

742:                                              ; preds = %724
  %743 = load i32, ptr %736, align 1, !tbaa !23
  %744 = load i32, ptr %726, align 1, !tbaa !23
  %745 = icmp eq i32 %743, %744
  br i1 %745, label %746, label %804

746:                                              ; preds = %742
  %747 = select i1 %733, ptr %46, ptr %16
  %748 = getelementptr inbounds i8, ptr %726, i64 4
  %749 = getelementptr inbounds i8, ptr %736, i64 4
  %750 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %748, ptr noundef nonnull %749, ptr noundef %16, ptr noundef %747, ptr noundef nonnull %41)
  %751 = add i64 %750, 4
  %752 = icmp ugt ptr %726, %59
  br i1 %752, label %757, label %753

753:                                              ; preds = %746
  %754 = load ptr, ptr %60, align 8, !tbaa !34
  %755 = load <16 x i8>, ptr %726, align 1
  store <16 x i8> %755, ptr %754, align 1
  %756 = load ptr, ptr %63, align 8, !tbaa !36
  br label %757

757:                                              ; preds = %746, %753
  %758 = phi ptr [ %725, %746 ], [ %756, %753 ]
  %759 = getelementptr inbounds i8, ptr %758, i64 4
  store i16 0, ptr %759, align 4, !tbaa !47
  store i32 1, ptr %758, align 4, !tbaa !49
  %760 = add i64 %750, 1
  %761 = icmp ugt i64 %760, 65535
  br i1 %761, label %762, label %769, !prof !50

762:                                              ; preds = %757
  store i32 2, ptr %62, align 8, !tbaa !44
  %763 = load ptr, ptr %1, align 8, !tbaa !45
  %764 = ptrtoint ptr %758 to i64
  %765 = ptrtoint ptr %763 to i64
  %766 = sub i64 %764, %765
  %767 = lshr exact i64 %766, 3
  %768 = trunc i64 %767 to i32
  store i32 %768, ptr %64, align 4, !tbaa !46
  br label %769

769:                                              ; preds = %757, %762
  %770 = trunc i64 %760 to i16
  %771 = getelementptr inbounds i8, ptr %758, i64 6
  store i16 %770, ptr %771, align 2, !tbaa !57
  %772 = getelementptr inbounds i8, ptr %758, i64 8
  store ptr %772, ptr %63, align 8, !tbaa !36
  switch i32 %5, label %773 [
    i32 8, label %791
    i32 5, label %779
    i32 6, label %783
    i32 7, label %787
  ]

773:                                              ; preds = %769
  %774 = load i32, ptr %726, align 1, !tbaa !23
  %775 = mul i32 %774, -1640531535
  %776 = lshr i32 %775, %56
  %777 = zext i32 %776 to i64
  %778 = load i64, ptr %726, align 1, !tbaa !22
  br label %795

779:                                              ; preds = %769
  %780 = load i64, ptr %726, align 1, !tbaa !22
  %781 = mul i64 %780, -3523014627271114752
  %782 = lshr i64 %781, %55
  br label %795

783:                                              ; preds = %769
  %784 = load i64, ptr %726, align 1, !tbaa !22
  %785 = mul i64 %784, -3523014627193847808
  %786 = lshr i64 %785, %55
  br label %795

787:                                              ; preds = %769
  %788 = load i64, ptr %726, align 1, !tbaa !22
  %789 = mul i64 %788, -3523014627193167104
  %790 = lshr i64 %789, %55
  br label %795

791:                                              ; preds = %769
  %792 = load i64, ptr %726, align 1, !tbaa !22
  %793 = mul i64 %792, -3523014627327384477
  %794 = lshr i64 %793, %55
  br label %795

795:                                              ; preds = %791, %787, %783, %779, %773
  %796 = phi i64 [ %778, %773 ], [ %788, %787 ], [ %784, %783 ], [ %780, %779 ], [ %792, %791 ]
  %797 = phi i64 [ %777, %773 ], [ %790, %787 ], [ %786, %783 ], [ %782, %779 ], [ %794, %791 ]
  %798 = getelementptr inbounds i32, ptr %13, i64 %797
  store i32 %731, ptr %798, align 4, !tbaa !23
  %799 = mul i64 %796, -3523014627327384477
  %800 = lshr i64 %799, %58
  %801 = getelementptr inbounds i32, ptr %9, i64 %800
  store i32 %731, ptr %801, align 4, !tbaa !23
  %802 = getelementptr inbounds i8, ptr %726, i64 %751
  %803 = icmp ugt ptr %802, %17
  br i1 %803, label %804, label %724

804:                                              ; preds = %795, %742, %724, %647, %628
  %805 = phi i32 [ %71, %628 ], [ %651, %647 ], [ %727, %795 ], [ %728, %742 ], [ %728, %724 ]
  %806 = phi i32 [ %70, %628 ], [ %652, %647 ], [ %728, %795 ], [ %727, %742 ], [ %727, %724 ]
  %807 = phi ptr [ %69, %628 ], [ %657, %647 ], [ %802, %795 ], [ %726, %742 ], [ %726, %724 ]
  %808 = phi ptr [ %633, %628 ], [ %657, %647 ], [ %802, %795 ], [ %726, %742 ], [ %726, %724 ]
  %809 = icmp ult ptr %808, %17
  br i1 %809, label %67, label %810

810:                                              ; preds = %804
  %811 = ptrtoint ptr %807 to i64
  br label %812

812:                                              ; preds = %810, %51
  %813 = phi i64 [ %811, %810 ], [ %20, %51 ]
  %814 = phi i32 [ %805, %810 ], [ %49, %51 ]
  %815 = phi i32 [ %806, %810 ], [ %47, %51 ]
  store i32 %815, ptr %2, align 4, !tbaa !23
  store i32 %814, ptr %48, align 4, !tbaa !23
  %816 = ptrtoint ptr %16 to i64
  %817 = sub i64 %816, %813
  br label %818

818:                                              ; preds = %812, %65
  %819 = phi i64 [ %66, %65 ], [ %817, %812 ]
  ret i64 %819
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #7

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { inlinehint nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !9, i64 112}
!7 = !{!"ZSTD_MatchState_t", !8, i64 0, !12, i64 40, !12, i64 44, !12, i64 48, !12, i64 52, !9, i64 56, !10, i64 64, !13, i64 96, !12, i64 104, !9, i64 112, !9, i64 120, !9, i64 128, !12, i64 136, !12, i64 140, !14, i64 144, !9, i64 248, !15, i64 256, !9, i64 288, !12, i64 296, !12, i64 300}
!8 = !{!"", !9, i64 0, !9, i64 8, !9, i64 16, !12, i64 24, !12, i64 28, !12, i64 32}
!9 = !{!"any pointer", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!"int", !10, i64 0}
!13 = !{!"long", !10, i64 0}
!14 = !{!"", !9, i64 0, !9, i64 8, !9, i64 16, !9, i64 24, !9, i64 32, !9, i64 40, !12, i64 48, !12, i64 52, !12, i64 56, !12, i64 60, !12, i64 64, !12, i64 68, !12, i64 72, !12, i64 76, !12, i64 80, !9, i64 88, !12, i64 96}
!15 = !{!"", !12, i64 0, !12, i64 4, !12, i64 8, !12, i64 12, !12, i64 16, !12, i64 20, !12, i64 24}
!16 = !{!15, !12, i64 16}
!17 = !{!7, !9, i64 128}
!18 = !{!7, !9, i64 8}
!19 = !{!7, !12, i64 44}
!20 = !{!15, !12, i64 4}
!21 = !{!15, !12, i64 8}
!22 = !{!13, !13, i64 0}
!23 = !{!12, !12, i64 0}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.mustprogress"}
!26 = distinct !{!26, !25}
!27 = !{!7, !12, i64 272}
!28 = !{!15, !12, i64 0}
!29 = !{!7, !12, i64 24}
!30 = !{!7, !12, i64 40}
!31 = !{!32, !32, i64 0}
!32 = !{!"short", !10, i64 0}
!33 = !{!10, !10, i64 0}
!34 = !{!35, !9, i64 24}
!35 = !{!"", !9, i64 0, !9, i64 8, !9, i64 16, !9, i64 24, !9, i64 32, !9, i64 40, !9, i64 48, !13, i64 56, !13, i64 64, !12, i64 72, !12, i64 76}
!36 = !{!35, !9, i64 8}
!37 = distinct !{!37, !25}
!38 = distinct !{!38, !25, !39, !40}
!39 = !{!"llvm.loop.isvectorized", i32 1}
!40 = !{!"llvm.loop.unroll.runtime.disable"}
!41 = distinct !{!41, !25, !39, !40}
!42 = distinct !{!42, !25, !39}
!43 = !{!"branch_weights", !"expected", i32 1430940, i32 2146052708}
!44 = !{!35, !12, i64 72}
!45 = !{!35, !9, i64 0}
!46 = !{!35, !12, i64 76}
!47 = !{!48, !32, i64 4}
!48 = !{!"SeqDef_s", !12, i64 0, !32, i64 4, !32, i64 6}
!49 = !{!48, !12, i64 0}
!50 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!51 = distinct !{!51, !25}
!52 = distinct !{!52, !25}
!53 = distinct !{!53, !25}
!54 = distinct !{!54, !25, !39, !40}
!55 = distinct !{!55, !25, !39, !40}
!56 = distinct !{!56, !25, !39}
!57 = !{!48, !32, i64 6}
!58 = distinct !{!58, !25, !39, !40}
!59 = distinct !{!59, !25, !39, !40}
!60 = distinct !{!60, !25, !39}
!61 = distinct !{!61, !25, !39, !40}
!62 = distinct !{!62, !25, !39, !40}
!63 = distinct !{!63, !25, !39}
!64 = distinct !{!64, !25, !39, !40}
!65 = distinct !{!65, !25, !39, !40}
!66 = distinct !{!66, !25, !39}
!67 = distinct !{!67, !25, !39, !40}
!68 = distinct !{!68, !25, !39, !40}
!69 = distinct !{!69, !25, !39}
!70 = distinct !{!70, !25, !39, !40}
!71 = distinct !{!71, !25, !39, !40}
!72 = distinct !{!72, !25, !39}
!73 = distinct !{!73, !25, !39, !40}
!74 = distinct !{!74, !25, !39, !40}
!75 = distinct !{!75, !25, !39}
!76 = !{!7, !9, i64 248}
!77 = !{!7, !9, i64 0}
!78 = !{!7, !12, i64 296}
!79 = distinct !{!79, !25}
!80 = distinct !{!80, !25}
!81 = distinct !{!81, !25, !39, !40}
!82 = distinct !{!82, !25, !39, !40}
!83 = distinct !{!83, !25, !39}
!84 = distinct !{!84, !25}
!85 = distinct !{!85, !25}
!86 = distinct !{!86, !25}
!87 = distinct !{!87, !25}
!88 = distinct !{!88, !25}
!89 = distinct !{!89, !25}
!90 = distinct !{!90, !25}
!91 = distinct !{!91, !25, !39, !40}
!92 = distinct !{!92, !25, !39, !40}
!93 = distinct !{!93, !25, !39}
!94 = distinct !{!94, !25, !39, !40}
!95 = distinct !{!95, !25, !39, !40}
!96 = distinct !{!96, !25, !39}
!97 = distinct !{!97, !25, !39, !40}
!98 = distinct !{!98, !25, !39, !40}
!99 = distinct !{!99, !25, !39}
!100 = distinct !{!100, !25, !39, !40}
!101 = distinct !{!101, !25, !39, !40}
!102 = distinct !{!102, !25, !39}
!103 = distinct !{!103, !25, !39, !40}
!104 = distinct !{!104, !25, !39, !40}
!105 = distinct !{!105, !25, !39}
!106 = distinct !{!106, !25, !39, !40}
!107 = distinct !{!107, !25, !39, !40}
!108 = distinct !{!108, !25, !39}
!109 = distinct !{!109, !25, !39, !40}
!110 = distinct !{!110, !25, !39, !40}
!111 = distinct !{!111, !25, !39}
!112 = !{!7, !12, i64 28}
!113 = !{!7, !9, i64 16}
!114 = distinct !{!114, !25, !39, !40}
!115 = distinct !{!115, !25, !39, !40}
!116 = distinct !{!116, !25, !39}
!117 = distinct !{!117, !25}
!118 = distinct !{!118, !25, !39, !40}
!119 = distinct !{!119, !25, !39, !40}
!120 = distinct !{!120, !25, !39}
!121 = distinct !{!121, !25}
!122 = distinct !{!122, !25}
!123 = distinct !{!123, !25, !39, !40}
!124 = distinct !{!124, !25, !39, !40}
!125 = distinct !{!125, !25, !39}
!126 = distinct !{!126, !25}
