; ModuleID = 'src/zstd/lib/compress/zstd_double_fast.c'
source_filename = "src/zstd/lib/compress/zstd_double_fast.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.ZSTD_compressBlock_doubleFast_noDict_generic.dummy = private unnamed_addr constant [10 x i8] c"\124Vx\9A\BC\DE\F0\E2\B4", align 1

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @ZSTD_fillDoubleHashTable(ptr nocapture noundef readonly %0, ptr noundef readnone %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp eq i32 %3, 1
  %6 = getelementptr inbounds i8, ptr %0, i64 112
  %7 = load ptr, ptr %6, align 8, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %0, i64 272
  %9 = load i32, ptr %8, align 4, !tbaa !15
  %10 = getelementptr inbounds i8, ptr %0, i64 128
  %11 = load ptr, ptr %10, align 8, !tbaa !16
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !17
  %14 = getelementptr inbounds i8, ptr %0, i64 44
  %15 = load i32, ptr %14, align 4, !tbaa !18
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
  %24 = load i32, ptr %23, align 4, !tbaa !19
  %25 = getelementptr inbounds i8, ptr %0, i64 264
  %26 = load i32, ptr %25, align 4, !tbaa !20
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
  %41 = load i64, ptr %35, align 1, !tbaa !21
  %42 = mul i64 %41, -3523014627193167104
  %43 = lshr i64 %42, %29
  br label %62

44:                                               ; preds = %34
  %45 = load i64, ptr %35, align 1, !tbaa !21
  %46 = mul i64 %45, -3523014627193847808
  %47 = lshr i64 %46, %29
  br label %62

48:                                               ; preds = %34
  %49 = load i64, ptr %35, align 1, !tbaa !21
  %50 = mul i64 %49, -3523014627271114752
  %51 = lshr i64 %50, %29
  br label %62

52:                                               ; preds = %34
  %53 = load i64, ptr %35, align 1, !tbaa !21
  %54 = mul i64 %53, -3523014627327384477
  %55 = lshr i64 %54, %29
  br label %62

56:                                               ; preds = %34
  %57 = load i32, ptr %35, align 1, !tbaa !22
  %58 = mul i32 %57, -1640531535
  %59 = lshr i32 %58, %30
  %60 = zext i32 %59 to i64
  %61 = load i64, ptr %35, align 1, !tbaa !21
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
  store i32 %70, ptr %71, align 4, !tbaa !22
  %72 = lshr i64 %66, 8
  %73 = trunc i64 %66 to i32
  %74 = and i32 %73, 255
  %75 = or disjoint i32 %74, %39
  %76 = getelementptr inbounds i32, ptr %7, i64 %72
  store i32 %75, ptr %76, align 4, !tbaa !22
  br i1 %33, label %107, label %77

77:                                               ; preds = %62
  %78 = getelementptr inbounds i8, ptr %35, i64 1
  %79 = load i64, ptr %78, align 1, !tbaa !21
  %80 = mul i64 %79, -3523014627327384477
  %81 = lshr i64 %80, %32
  %82 = lshr i64 %81, 8
  %83 = getelementptr inbounds i32, ptr %7, i64 %82
  %84 = load i32, ptr %83, align 4, !tbaa !22
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %86, label %92

86:                                               ; preds = %77
  %87 = trunc i64 %81 to i32
  %88 = and i32 %87, 255
  %89 = shl i32 %38, 8
  %90 = add i32 %89, 256
  %91 = or disjoint i32 %88, %90
  store i32 %91, ptr %83, align 4, !tbaa !22
  br label %92

92:                                               ; preds = %86, %77
  %93 = getelementptr inbounds i8, ptr %35, i64 2
  %94 = load i64, ptr %93, align 1, !tbaa !21
  %95 = mul i64 %94, -3523014627327384477
  %96 = lshr i64 %95, %32
  %97 = lshr i64 %96, 8
  %98 = getelementptr inbounds i32, ptr %7, i64 %97
  %99 = load i32, ptr %98, align 4, !tbaa !22
  %100 = icmp eq i32 %99, 0
  br i1 %100, label %101, label %107

101:                                              ; preds = %92
  %102 = trunc i64 %96 to i32
  %103 = and i32 %102, 255
  %104 = shl i32 %38, 8
  %105 = add i32 %104, 512
  %106 = or disjoint i32 %103, %105
  store i32 %106, ptr %98, align 4, !tbaa !22
  br label %107

107:                                              ; preds = %92, %101, %62
  %108 = getelementptr inbounds i8, ptr %35, i64 3
  %109 = getelementptr inbounds i8, ptr %35, i64 5
  %110 = icmp ugt ptr %109, %18
  br i1 %110, label %182, label %34, !llvm.loop !23

111:                                              ; preds = %4
  br i1 %20, label %182, label %112

112:                                              ; preds = %111
  %113 = getelementptr inbounds i8, ptr %0, i64 260
  %114 = load i32, ptr %113, align 4, !tbaa !19
  %115 = getelementptr inbounds i8, ptr %0, i64 264
  %116 = load i32, ptr %115, align 4, !tbaa !20
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
  %130 = load i64, ptr %125, align 1, !tbaa !21
  %131 = mul i64 %130, -3523014627193167104
  %132 = lshr i64 %131, %119
  br label %151

133:                                              ; preds = %124
  %134 = load i64, ptr %125, align 1, !tbaa !21
  %135 = mul i64 %134, -3523014627193847808
  %136 = lshr i64 %135, %119
  br label %151

137:                                              ; preds = %124
  %138 = load i64, ptr %125, align 1, !tbaa !21
  %139 = mul i64 %138, -3523014627271114752
  %140 = lshr i64 %139, %119
  br label %151

141:                                              ; preds = %124
  %142 = load i64, ptr %125, align 1, !tbaa !21
  %143 = mul i64 %142, -3523014627327384477
  %144 = lshr i64 %143, %119
  br label %151

145:                                              ; preds = %124
  %146 = load i32, ptr %125, align 1, !tbaa !22
  %147 = mul i32 %146, -1640531535
  %148 = lshr i32 %147, %120
  %149 = zext i32 %148 to i64
  %150 = load i64, ptr %125, align 1, !tbaa !21
  br label %151

151:                                              ; preds = %145, %141, %137, %133, %129
  %152 = phi i64 [ %150, %145 ], [ %130, %129 ], [ %134, %133 ], [ %138, %137 ], [ %142, %141 ]
  %153 = phi i64 [ %149, %145 ], [ %132, %129 ], [ %136, %133 ], [ %140, %137 ], [ %144, %141 ]
  %154 = mul i64 %152, -3523014627327384477
  %155 = lshr i64 %154, %122
  %156 = getelementptr inbounds i32, ptr %11, i64 %153
  store i32 %128, ptr %156, align 4, !tbaa !22
  %157 = getelementptr inbounds i32, ptr %7, i64 %155
  store i32 %128, ptr %157, align 4, !tbaa !22
  br i1 %123, label %178, label %158

158:                                              ; preds = %151
  %159 = getelementptr inbounds i8, ptr %125, i64 1
  %160 = load i64, ptr %159, align 1, !tbaa !21
  %161 = mul i64 %160, -3523014627327384477
  %162 = lshr i64 %161, %122
  %163 = getelementptr inbounds i32, ptr %7, i64 %162
  %164 = load i32, ptr %163, align 4, !tbaa !22
  %165 = icmp eq i32 %164, 0
  br i1 %165, label %166, label %168

166:                                              ; preds = %158
  %167 = add i32 %128, 1
  store i32 %167, ptr %163, align 4, !tbaa !22
  br label %168

168:                                              ; preds = %166, %158
  %169 = getelementptr inbounds i8, ptr %125, i64 2
  %170 = load i64, ptr %169, align 1, !tbaa !21
  %171 = mul i64 %170, -3523014627327384477
  %172 = lshr i64 %171, %122
  %173 = getelementptr inbounds i32, ptr %7, i64 %172
  %174 = load i32, ptr %173, align 4, !tbaa !22
  %175 = icmp eq i32 %174, 0
  br i1 %175, label %176, label %178

176:                                              ; preds = %168
  %177 = add i32 %128, 2
  store i32 %177, ptr %173, align 4, !tbaa !22
  br label %178

178:                                              ; preds = %168, %176, %151
  %179 = getelementptr inbounds i8, ptr %125, i64 3
  %180 = getelementptr inbounds i8, ptr %125, i64 5
  %181 = icmp ugt ptr %180, %18
  br i1 %181, label %182, label %124, !llvm.loop !25

182:                                              ; preds = %178, %107, %111, %21
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressBlock_doubleFast(ptr nocapture noundef readonly %0, ptr noundef %1, ptr nocapture noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #1 {
  %6 = alloca [10 x i8], align 1
  %7 = alloca [10 x i8], align 1
  %8 = alloca [10 x i8], align 1
  %9 = alloca [10 x i8], align 1
  %10 = getelementptr inbounds i8, ptr %0, i64 272
  %11 = load i32, ptr %10, align 8, !tbaa !26
  %12 = getelementptr inbounds i8, ptr %0, i64 256
  %13 = getelementptr inbounds i8, ptr %0, i64 112
  %14 = load ptr, ptr %13, align 8, !tbaa !5
  %15 = getelementptr inbounds i8, ptr %0, i64 264
  %16 = load i32, ptr %15, align 4, !tbaa !20
  %17 = getelementptr inbounds i8, ptr %0, i64 128
  %18 = load ptr, ptr %17, align 8, !tbaa !16
  %19 = getelementptr inbounds i8, ptr %0, i64 260
  %20 = load i32, ptr %19, align 4, !tbaa !19
  %21 = getelementptr inbounds i8, ptr %0, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !17
  %23 = ptrtoint ptr %3 to i64
  %24 = ptrtoint ptr %22 to i64
  %25 = add i64 %23, %4
  %26 = sub i64 %25, %24
  %27 = trunc i64 %26 to i32
  %28 = load i32, ptr %12, align 4, !tbaa !27
  %29 = shl nuw i32 1, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 24
  %31 = load i32, ptr %30, align 8, !tbaa !28
  %32 = sub i32 %27, %31
  %33 = icmp ugt i32 %32, %29
  %34 = sub i32 %27, %29
  %35 = getelementptr inbounds i8, ptr %0, i64 40
  %36 = load i32, ptr %35, align 8, !tbaa !29
  %37 = icmp eq i32 %36, 0
  %38 = select i1 %37, i1 %33, i1 false
  %39 = select i1 %38, i32 %34, i32 %31
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds i8, ptr %22, i64 %40
  %42 = getelementptr inbounds i8, ptr %3, i64 %4
  %43 = getelementptr inbounds i8, ptr %42, i64 -8
  %44 = load i32, ptr %2, align 4, !tbaa !22
  %45 = getelementptr inbounds i8, ptr %2, i64 4
  %46 = load i32, ptr %45, align 4, !tbaa !22
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
    i32 7, label %2936
    i32 5, label %1026
    i32 6, label %1981
  ]

65:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %9) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %9, ptr noundef nonnull align 1 dereferenceable(10) @__const.ZSTD_compressBlock_doubleFast_noDict_generic.dummy, i64 10, i1 false)
  br i1 %64, label %1011, label %66

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

79:                                               ; preds = %1005, %66
  %80 = phi ptr [ %63, %66 ], [ %1009, %1005 ]
  %81 = phi ptr [ %3, %66 ], [ %1008, %1005 ]
  %82 = phi i32 [ %62, %66 ], [ %1007, %1005 ]
  %83 = phi i32 [ %60, %66 ], [ %1006, %1005 ]
  %84 = phi ptr [ %49, %66 ], [ %1008, %1005 ]
  %85 = getelementptr inbounds i8, ptr %84, i64 256
  %86 = load i64, ptr %84, align 1
  %87 = mul i64 %86, -3523014627327384477
  %88 = lshr i64 %87, %68
  %89 = getelementptr inbounds i32, ptr %14, i64 %88
  %90 = load i32, ptr %89, align 4, !tbaa !22
  %91 = zext i32 %90 to i64
  %92 = getelementptr inbounds i8, ptr %22, i64 %91
  %93 = icmp ne i32 %82, 0
  %94 = zext i32 %82 to i64
  %95 = sub nsw i64 0, %94
  br label %96

96:                                               ; preds = %477, %79
  %97 = phi i64 [ %86, %79 ], [ %361, %477 ]
  %98 = phi i32 [ %90, %79 ], [ %462, %477 ]
  %99 = phi ptr [ %92, %79 ], [ %464, %477 ]
  %100 = phi i64 [ %88, %79 ], [ %363, %477 ]
  %101 = phi ptr [ %84, %79 ], [ %102, %477 ]
  %102 = phi ptr [ %80, %79 ], [ %480, %477 ]
  %103 = phi i64 [ 1, %79 ], [ %478, %477 ]
  %104 = phi ptr [ %85, %79 ], [ %479, %477 ]
  %105 = trunc i64 %97 to i32
  %106 = mul i32 %105, -1640531535
  %107 = lshr i32 %106, %69
  %108 = zext i32 %107 to i64
  %109 = getelementptr inbounds i32, ptr %18, i64 %108
  %110 = load i32, ptr %109, align 4, !tbaa !22
  %111 = ptrtoint ptr %101 to i64
  %112 = sub i64 %111, %24
  %113 = trunc i64 %112 to i32
  %114 = zext i32 %110 to i64
  %115 = getelementptr inbounds i8, ptr %22, i64 %114
  store i32 %113, ptr %109, align 4, !tbaa !22
  %116 = getelementptr inbounds i32, ptr %14, i64 %100
  store i32 %113, ptr %116, align 4, !tbaa !22
  %117 = getelementptr inbounds i8, ptr %101, i64 1
  %118 = getelementptr inbounds i8, ptr %117, i64 %95
  %119 = load i32, ptr %118, align 1, !tbaa !22
  %120 = load i32, ptr %117, align 1, !tbaa !22
  %121 = icmp eq i32 %119, %120
  %122 = and i1 %93, %121
  br i1 %122, label %123, label %360

123:                                              ; preds = %96
  %124 = ptrtoint ptr %101 to i64
  %125 = getelementptr inbounds i8, ptr %101, i64 5
  %126 = getelementptr inbounds i8, ptr %125, i64 %95
  %127 = icmp ugt ptr %70, %125
  br i1 %127, label %128, label %154

128:                                              ; preds = %123
  %129 = load i64, ptr %126, align 1, !tbaa !21
  %130 = load i64, ptr %125, align 1, !tbaa !21
  %131 = icmp eq i64 %129, %130
  br i1 %131, label %136, label %132

132:                                              ; preds = %128
  %133 = xor i64 %130, %129
  %134 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %133, i1 true)
  %135 = lshr i64 %134, 3
  br label %191

136:                                              ; preds = %128, %142
  %137 = phi ptr [ %140, %142 ], [ %126, %128 ]
  %138 = phi ptr [ %139, %142 ], [ %125, %128 ]
  %139 = getelementptr inbounds i8, ptr %138, i64 8
  %140 = getelementptr inbounds i8, ptr %137, i64 8
  %141 = icmp ult ptr %139, %70
  br i1 %141, label %142, label %154

142:                                              ; preds = %136
  %143 = load i64, ptr %140, align 1, !tbaa !21
  %144 = load i64, ptr %139, align 1, !tbaa !21
  %145 = icmp eq i64 %143, %144
  br i1 %145, label %136, label %146

146:                                              ; preds = %142
  %147 = xor i64 %144, %143
  %148 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %147, i1 true)
  %149 = lshr i64 %148, 3
  %150 = getelementptr inbounds i8, ptr %139, i64 %149
  %151 = ptrtoint ptr %150 to i64
  %152 = ptrtoint ptr %125 to i64
  %153 = sub i64 %151, %152
  br label %191

154:                                              ; preds = %136, %123
  %155 = phi ptr [ %126, %123 ], [ %140, %136 ]
  %156 = phi ptr [ %125, %123 ], [ %139, %136 ]
  %157 = icmp ult ptr %156, %71
  br i1 %157, label %158, label %165

158:                                              ; preds = %154
  %159 = load i32, ptr %155, align 1, !tbaa !22
  %160 = load i32, ptr %156, align 1, !tbaa !22
  %161 = icmp eq i32 %159, %160
  br i1 %161, label %162, label %165

162:                                              ; preds = %158
  %163 = getelementptr inbounds i8, ptr %156, i64 4
  %164 = getelementptr inbounds i8, ptr %155, i64 4
  br label %165

165:                                              ; preds = %162, %158, %154
  %166 = phi ptr [ %164, %162 ], [ %155, %158 ], [ %155, %154 ]
  %167 = phi ptr [ %163, %162 ], [ %156, %158 ], [ %156, %154 ]
  %168 = icmp ult ptr %167, %72
  br i1 %168, label %169, label %176

169:                                              ; preds = %165
  %170 = load i16, ptr %166, align 1, !tbaa !30
  %171 = load i16, ptr %167, align 1, !tbaa !30
  %172 = icmp eq i16 %170, %171
  br i1 %172, label %173, label %176

173:                                              ; preds = %169
  %174 = getelementptr inbounds i8, ptr %167, i64 2
  %175 = getelementptr inbounds i8, ptr %166, i64 2
  br label %176

176:                                              ; preds = %173, %169, %165
  %177 = phi ptr [ %175, %173 ], [ %166, %169 ], [ %166, %165 ]
  %178 = phi ptr [ %174, %173 ], [ %167, %169 ], [ %167, %165 ]
  %179 = icmp ult ptr %178, %42
  br i1 %179, label %180, label %186

180:                                              ; preds = %176
  %181 = load i8, ptr %177, align 1, !tbaa !32
  %182 = load i8, ptr %178, align 1, !tbaa !32
  %183 = icmp eq i8 %181, %182
  %184 = zext i1 %183 to i64
  %185 = getelementptr inbounds i8, ptr %178, i64 %184
  br label %186

186:                                              ; preds = %180, %176
  %187 = phi ptr [ %178, %176 ], [ %185, %180 ]
  %188 = ptrtoint ptr %187 to i64
  %189 = ptrtoint ptr %125 to i64
  %190 = sub i64 %188, %189
  br label %191

191:                                              ; preds = %186, %146, %132
  %192 = phi i64 [ %190, %186 ], [ %135, %132 ], [ %153, %146 ]
  %193 = add i64 %192, 4
  %194 = ptrtoint ptr %117 to i64
  %195 = ptrtoint ptr %81 to i64
  %196 = sub i64 %194, %195
  %197 = getelementptr inbounds i8, ptr %81, i64 %196
  %198 = icmp ugt ptr %197, %73
  %199 = load ptr, ptr %74, align 8, !tbaa !33
  br i1 %198, label %225, label %200

200:                                              ; preds = %191
  %201 = load <2 x i64>, ptr %81, align 1, !tbaa !32
  store <2 x i64> %201, ptr %199, align 1, !tbaa !32
  %202 = icmp ugt i64 %196, 16
  %203 = load ptr, ptr %74, align 8, !tbaa !33
  br i1 %202, label %207, label %204

204:                                              ; preds = %200
  %205 = getelementptr inbounds i8, ptr %203, i64 %196
  store ptr %205, ptr %74, align 8, !tbaa !33
  %206 = load ptr, ptr %77, align 8, !tbaa !35
  br label %354

207:                                              ; preds = %200
  %208 = getelementptr inbounds i8, ptr %203, i64 16
  %209 = getelementptr inbounds i8, ptr %81, i64 16
  %210 = getelementptr i8, ptr %203, i64 %196
  %211 = load <2 x i64>, ptr %209, align 1, !tbaa !32
  store <2 x i64> %211, ptr %208, align 1, !tbaa !32
  %212 = icmp slt i64 %196, 33
  br i1 %212, label %342, label %213

213:                                              ; preds = %207
  %214 = getelementptr inbounds i8, ptr %203, i64 32
  br label %215

215:                                              ; preds = %215, %213
  %216 = phi ptr [ %214, %213 ], [ %223, %215 ]
  %217 = phi ptr [ %209, %213 ], [ %221, %215 ]
  %218 = getelementptr inbounds i8, ptr %217, i64 16
  %219 = load <2 x i64>, ptr %218, align 1, !tbaa !32
  store <2 x i64> %219, ptr %216, align 1, !tbaa !32
  %220 = getelementptr inbounds i8, ptr %216, i64 16
  %221 = getelementptr inbounds i8, ptr %217, i64 32
  %222 = load <2 x i64>, ptr %221, align 1, !tbaa !32
  store <2 x i64> %222, ptr %220, align 1, !tbaa !32
  %223 = getelementptr inbounds i8, ptr %216, i64 32
  %224 = icmp ult ptr %223, %210
  br i1 %224, label %215, label %342, !llvm.loop !36

225:                                              ; preds = %191
  %226 = icmp ugt ptr %81, %73
  br i1 %226, label %244, label %227

227:                                              ; preds = %225
  %228 = sub i64 %75, %195
  %229 = getelementptr inbounds i8, ptr %199, i64 %228
  %230 = load <2 x i64>, ptr %81, align 1, !tbaa !32
  store <2 x i64> %230, ptr %199, align 1, !tbaa !32
  %231 = icmp slt i64 %228, 17
  br i1 %231, label %244, label %232

232:                                              ; preds = %227
  %233 = getelementptr inbounds i8, ptr %199, i64 16
  br label %234

234:                                              ; preds = %234, %232
  %235 = phi ptr [ %233, %232 ], [ %242, %234 ]
  %236 = phi ptr [ %81, %232 ], [ %240, %234 ]
  %237 = getelementptr inbounds i8, ptr %236, i64 16
  %238 = load <2 x i64>, ptr %237, align 1, !tbaa !32
  store <2 x i64> %238, ptr %235, align 1, !tbaa !32
  %239 = getelementptr inbounds i8, ptr %235, i64 16
  %240 = getelementptr inbounds i8, ptr %236, i64 32
  %241 = load <2 x i64>, ptr %240, align 1, !tbaa !32
  store <2 x i64> %241, ptr %239, align 1, !tbaa !32
  %242 = getelementptr inbounds i8, ptr %235, i64 32
  %243 = icmp ult ptr %242, %229
  br i1 %243, label %234, label %244, !llvm.loop !36

244:                                              ; preds = %234, %227, %225
  %245 = phi ptr [ %73, %227 ], [ %81, %225 ], [ %73, %234 ]
  %246 = phi ptr [ %229, %227 ], [ %199, %225 ], [ %229, %234 ]
  %247 = icmp ult ptr %245, %197
  br i1 %247, label %248, label %342

248:                                              ; preds = %244
  %249 = ptrtoint ptr %246 to i64
  %250 = ptrtoint ptr %245 to i64
  %251 = sub i64 %194, %250
  %252 = getelementptr i8, ptr %245, i64 %251
  %253 = icmp ult i64 %251, 8
  %254 = sub i64 %249, %250
  %255 = icmp ult i64 %254, 32
  %256 = select i1 %253, i1 true, i1 %255
  br i1 %256, label %292, label %257

257:                                              ; preds = %248
  %258 = icmp ult i64 %251, 32
  br i1 %258, label %278, label %259

259:                                              ; preds = %257
  %260 = and i64 %251, -32
  br label %261

261:                                              ; preds = %261, %259
  %262 = phi i64 [ 0, %259 ], [ %269, %261 ]
  %263 = getelementptr i8, ptr %246, i64 %262
  %264 = getelementptr i8, ptr %245, i64 %262
  %265 = getelementptr i8, ptr %264, i64 16
  %266 = load <16 x i8>, ptr %264, align 1, !tbaa !32
  %267 = load <16 x i8>, ptr %265, align 1, !tbaa !32
  %268 = getelementptr i8, ptr %263, i64 16
  store <16 x i8> %266, ptr %263, align 1, !tbaa !32
  store <16 x i8> %267, ptr %268, align 1, !tbaa !32
  %269 = add nuw i64 %262, 32
  %270 = icmp eq i64 %269, %260
  br i1 %270, label %271, label %261, !llvm.loop !37

271:                                              ; preds = %261
  %272 = icmp eq i64 %251, %260
  br i1 %272, label %342, label %273

273:                                              ; preds = %271
  %274 = getelementptr i8, ptr %245, i64 %260
  %275 = getelementptr i8, ptr %246, i64 %260
  %276 = and i64 %251, 24
  %277 = icmp eq i64 %276, 0
  br i1 %277, label %292, label %278

278:                                              ; preds = %257, %273
  %279 = phi i64 [ %260, %273 ], [ 0, %257 ]
  %280 = and i64 %251, -8
  %281 = getelementptr i8, ptr %246, i64 %280
  %282 = getelementptr i8, ptr %245, i64 %280
  br label %283

283:                                              ; preds = %283, %278
  %284 = phi i64 [ %279, %278 ], [ %288, %283 ]
  %285 = getelementptr i8, ptr %246, i64 %284
  %286 = getelementptr i8, ptr %245, i64 %284
  %287 = load <8 x i8>, ptr %286, align 1, !tbaa !32
  store <8 x i8> %287, ptr %285, align 1, !tbaa !32
  %288 = add nuw i64 %284, 8
  %289 = icmp eq i64 %288, %280
  br i1 %289, label %290, label %283, !llvm.loop !40

290:                                              ; preds = %283
  %291 = icmp eq i64 %251, %280
  br i1 %291, label %342, label %292

292:                                              ; preds = %290, %248, %273
  %293 = phi ptr [ %246, %248 ], [ %275, %273 ], [ %281, %290 ]
  %294 = phi ptr [ %245, %248 ], [ %274, %273 ], [ %282, %290 ]
  %295 = ptrtoint ptr %294 to i64
  %296 = sub i64 %124, %295
  %297 = add i64 %296, 1
  %298 = sub i64 %124, %295
  %299 = and i64 %297, 7
  %300 = icmp eq i64 %299, 0
  br i1 %300, label %310, label %301

301:                                              ; preds = %292, %301
  %302 = phi ptr [ %307, %301 ], [ %293, %292 ]
  %303 = phi ptr [ %305, %301 ], [ %294, %292 ]
  %304 = phi i64 [ %308, %301 ], [ 0, %292 ]
  %305 = getelementptr inbounds i8, ptr %303, i64 1
  %306 = load i8, ptr %303, align 1, !tbaa !32
  %307 = getelementptr inbounds i8, ptr %302, i64 1
  store i8 %306, ptr %302, align 1, !tbaa !32
  %308 = add i64 %304, 1
  %309 = icmp eq i64 %308, %299
  br i1 %309, label %310, label %301, !llvm.loop !41

310:                                              ; preds = %301, %292
  %311 = phi ptr [ %293, %292 ], [ %307, %301 ]
  %312 = phi ptr [ %294, %292 ], [ %305, %301 ]
  %313 = icmp ult i64 %298, 7
  br i1 %313, label %342, label %314

314:                                              ; preds = %310, %314
  %315 = phi ptr [ %340, %314 ], [ %311, %310 ]
  %316 = phi ptr [ %338, %314 ], [ %312, %310 ]
  %317 = getelementptr inbounds i8, ptr %316, i64 1
  %318 = load i8, ptr %316, align 1, !tbaa !32
  %319 = getelementptr inbounds i8, ptr %315, i64 1
  store i8 %318, ptr %315, align 1, !tbaa !32
  %320 = getelementptr inbounds i8, ptr %316, i64 2
  %321 = load i8, ptr %317, align 1, !tbaa !32
  %322 = getelementptr inbounds i8, ptr %315, i64 2
  store i8 %321, ptr %319, align 1, !tbaa !32
  %323 = getelementptr inbounds i8, ptr %316, i64 3
  %324 = load i8, ptr %320, align 1, !tbaa !32
  %325 = getelementptr inbounds i8, ptr %315, i64 3
  store i8 %324, ptr %322, align 1, !tbaa !32
  %326 = getelementptr inbounds i8, ptr %316, i64 4
  %327 = load i8, ptr %323, align 1, !tbaa !32
  %328 = getelementptr inbounds i8, ptr %315, i64 4
  store i8 %327, ptr %325, align 1, !tbaa !32
  %329 = getelementptr inbounds i8, ptr %316, i64 5
  %330 = load i8, ptr %326, align 1, !tbaa !32
  %331 = getelementptr inbounds i8, ptr %315, i64 5
  store i8 %330, ptr %328, align 1, !tbaa !32
  %332 = getelementptr inbounds i8, ptr %316, i64 6
  %333 = load i8, ptr %329, align 1, !tbaa !32
  %334 = getelementptr inbounds i8, ptr %315, i64 6
  store i8 %333, ptr %331, align 1, !tbaa !32
  %335 = getelementptr inbounds i8, ptr %316, i64 7
  %336 = load i8, ptr %332, align 1, !tbaa !32
  %337 = getelementptr inbounds i8, ptr %315, i64 7
  store i8 %336, ptr %334, align 1, !tbaa !32
  %338 = getelementptr inbounds i8, ptr %316, i64 8
  %339 = load i8, ptr %335, align 1, !tbaa !32
  %340 = getelementptr inbounds i8, ptr %315, i64 8
  store i8 %339, ptr %337, align 1, !tbaa !32
  %341 = icmp eq ptr %338, %252
  br i1 %341, label %342, label %314, !llvm.loop !43

342:                                              ; preds = %215, %310, %314, %271, %290, %244, %207
  %343 = load ptr, ptr %74, align 8, !tbaa !33
  %344 = getelementptr inbounds i8, ptr %343, i64 %196
  store ptr %344, ptr %74, align 8, !tbaa !33
  %345 = icmp ugt i64 %196, 65535
  %346 = load ptr, ptr %77, align 8, !tbaa !35
  br i1 %345, label %347, label %354, !prof !44

347:                                              ; preds = %342
  store i32 1, ptr %76, align 8, !tbaa !45
  %348 = load ptr, ptr %1, align 8, !tbaa !46
  %349 = ptrtoint ptr %346 to i64
  %350 = ptrtoint ptr %348 to i64
  %351 = sub i64 %349, %350
  %352 = lshr exact i64 %351, 3
  %353 = trunc i64 %352 to i32
  store i32 %353, ptr %78, align 4, !tbaa !47
  br label %354

354:                                              ; preds = %347, %342, %204
  %355 = phi ptr [ %206, %204 ], [ %346, %347 ], [ %346, %342 ]
  %356 = trunc i64 %196 to i16
  %357 = getelementptr inbounds i8, ptr %355, i64 4
  store i16 %356, ptr %357, align 4, !tbaa !48
  store i32 1, ptr %355, align 4, !tbaa !50
  %358 = add i64 %192, 1
  %359 = icmp ugt i64 %358, 65535
  br i1 %359, label %833, label %846, !prof !51

360:                                              ; preds = %96
  %361 = load i64, ptr %102, align 1
  %362 = mul i64 %361, -3523014627327384477
  %363 = lshr i64 %362, %68
  %364 = call ptr asm "cmp $1, $2\0Acmova $3, $0\0A", "=r,r,r,r,0,~{dirflag},~{fpsr},~{flags}"(i32 %98, i32 %39, ptr nonnull readnone %9, ptr readnone %99) #11, !srcloc !52
  %365 = load i64, ptr %364, align 1, !tbaa !21
  %366 = load i64, ptr %101, align 1
  %367 = icmp eq i64 %365, %366
  %368 = icmp eq ptr %364, %99
  %369 = select i1 %367, i1 %368, i1 false
  br i1 %369, label %370, label %459

370:                                              ; preds = %360
  %371 = getelementptr inbounds i8, ptr %101, i64 8
  %372 = getelementptr inbounds i8, ptr %99, i64 8
  %373 = icmp ugt ptr %70, %371
  br i1 %373, label %374, label %400

374:                                              ; preds = %370
  %375 = load i64, ptr %372, align 1, !tbaa !21
  %376 = load i64, ptr %371, align 1, !tbaa !21
  %377 = icmp eq i64 %375, %376
  br i1 %377, label %382, label %378

378:                                              ; preds = %374
  %379 = xor i64 %376, %375
  %380 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %379, i1 true)
  %381 = lshr i64 %380, 3
  br label %437

382:                                              ; preds = %374, %388
  %383 = phi ptr [ %386, %388 ], [ %372, %374 ]
  %384 = phi ptr [ %385, %388 ], [ %371, %374 ]
  %385 = getelementptr inbounds i8, ptr %384, i64 8
  %386 = getelementptr inbounds i8, ptr %383, i64 8
  %387 = icmp ult ptr %385, %70
  br i1 %387, label %388, label %400

388:                                              ; preds = %382
  %389 = load i64, ptr %386, align 1, !tbaa !21
  %390 = load i64, ptr %385, align 1, !tbaa !21
  %391 = icmp eq i64 %389, %390
  br i1 %391, label %382, label %392

392:                                              ; preds = %388
  %393 = xor i64 %390, %389
  %394 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %393, i1 true)
  %395 = lshr i64 %394, 3
  %396 = getelementptr inbounds i8, ptr %385, i64 %395
  %397 = ptrtoint ptr %396 to i64
  %398 = ptrtoint ptr %371 to i64
  %399 = sub i64 %397, %398
  br label %437

400:                                              ; preds = %382, %370
  %401 = phi ptr [ %372, %370 ], [ %386, %382 ]
  %402 = phi ptr [ %371, %370 ], [ %385, %382 ]
  %403 = icmp ult ptr %402, %71
  br i1 %403, label %404, label %411

404:                                              ; preds = %400
  %405 = load i32, ptr %401, align 1, !tbaa !22
  %406 = load i32, ptr %402, align 1, !tbaa !22
  %407 = icmp eq i32 %405, %406
  br i1 %407, label %408, label %411

408:                                              ; preds = %404
  %409 = getelementptr inbounds i8, ptr %402, i64 4
  %410 = getelementptr inbounds i8, ptr %401, i64 4
  br label %411

411:                                              ; preds = %408, %404, %400
  %412 = phi ptr [ %410, %408 ], [ %401, %404 ], [ %401, %400 ]
  %413 = phi ptr [ %409, %408 ], [ %402, %404 ], [ %402, %400 ]
  %414 = icmp ult ptr %413, %72
  br i1 %414, label %415, label %422

415:                                              ; preds = %411
  %416 = load i16, ptr %412, align 1, !tbaa !30
  %417 = load i16, ptr %413, align 1, !tbaa !30
  %418 = icmp eq i16 %416, %417
  br i1 %418, label %419, label %422

419:                                              ; preds = %415
  %420 = getelementptr inbounds i8, ptr %413, i64 2
  %421 = getelementptr inbounds i8, ptr %412, i64 2
  br label %422

422:                                              ; preds = %419, %415, %411
  %423 = phi ptr [ %421, %419 ], [ %412, %415 ], [ %412, %411 ]
  %424 = phi ptr [ %420, %419 ], [ %413, %415 ], [ %413, %411 ]
  %425 = icmp ult ptr %424, %42
  br i1 %425, label %426, label %432

426:                                              ; preds = %422
  %427 = load i8, ptr %423, align 1, !tbaa !32
  %428 = load i8, ptr %424, align 1, !tbaa !32
  %429 = icmp eq i8 %427, %428
  %430 = zext i1 %429 to i64
  %431 = getelementptr inbounds i8, ptr %424, i64 %430
  br label %432

432:                                              ; preds = %426, %422
  %433 = phi ptr [ %424, %422 ], [ %431, %426 ]
  %434 = ptrtoint ptr %433 to i64
  %435 = ptrtoint ptr %371 to i64
  %436 = sub i64 %434, %435
  br label %437

437:                                              ; preds = %432, %392, %378
  %438 = phi i64 [ %436, %432 ], [ %381, %378 ], [ %399, %392 ]
  %439 = add i64 %438, 8
  %440 = ptrtoint ptr %99 to i64
  %441 = sub i64 %111, %440
  %442 = icmp ugt ptr %101, %81
  %443 = icmp ugt ptr %99, %41
  %444 = and i1 %443, %442
  br i1 %444, label %445, label %655

445:                                              ; preds = %437, %454
  %446 = phi i64 [ %455, %454 ], [ %439, %437 ]
  %447 = phi ptr [ %449, %454 ], [ %101, %437 ]
  %448 = phi ptr [ %451, %454 ], [ %99, %437 ]
  %449 = getelementptr inbounds i8, ptr %447, i64 -1
  %450 = load i8, ptr %449, align 1, !tbaa !32
  %451 = getelementptr inbounds i8, ptr %448, i64 -1
  %452 = load i8, ptr %451, align 1, !tbaa !32
  %453 = icmp eq i8 %450, %452
  br i1 %453, label %454, label %655

454:                                              ; preds = %445
  %455 = add i64 %446, 1
  %456 = icmp ugt ptr %449, %81
  %457 = icmp ugt ptr %451, %41
  %458 = and i1 %456, %457
  br i1 %458, label %445, label %655, !llvm.loop !53

459:                                              ; preds = %360
  %460 = trunc i64 %366 to i32
  %461 = getelementptr inbounds i32, ptr %14, i64 %363
  %462 = load i32, ptr %461, align 4, !tbaa !22
  %463 = zext i32 %462 to i64
  %464 = getelementptr inbounds i8, ptr %22, i64 %463
  %465 = call ptr asm "cmp $1, $2\0Acmova $3, $0\0A", "=r,r,r,r,0,~{dirflag},~{fpsr},~{flags}"(i32 %110, i32 %39, ptr nonnull readnone %9, ptr readnone %115) #11, !srcloc !52
  %466 = load i32, ptr %465, align 1, !tbaa !22
  %467 = icmp eq i32 %466, %460
  %468 = icmp eq ptr %465, %115
  %469 = select i1 %467, i1 %468, i1 false
  br i1 %469, label %482, label %470

470:                                              ; preds = %459
  %471 = icmp ult ptr %102, %104
  br i1 %471, label %477, label %472

472:                                              ; preds = %470
  %473 = getelementptr inbounds i8, ptr %102, i64 64
  call void @llvm.prefetch.p0(ptr nonnull %473, i32 0, i32 3, i32 1)
  %474 = getelementptr inbounds i8, ptr %102, i64 128
  call void @llvm.prefetch.p0(ptr nonnull %474, i32 0, i32 3, i32 1)
  %475 = add i64 %103, 1
  %476 = getelementptr inbounds i8, ptr %104, i64 256
  br label %477

477:                                              ; preds = %472, %470
  %478 = phi i64 [ %475, %472 ], [ %103, %470 ]
  %479 = phi ptr [ %476, %472 ], [ %104, %470 ]
  %480 = getelementptr inbounds i8, ptr %102, i64 %478
  %481 = icmp ugt ptr %480, %43
  br i1 %481, label %1011, label %96, !llvm.loop !54

482:                                              ; preds = %459
  %483 = getelementptr inbounds i8, ptr %101, i64 4
  %484 = getelementptr inbounds i8, ptr %115, i64 4
  %485 = icmp ugt ptr %70, %483
  br i1 %485, label %486, label %512

486:                                              ; preds = %482
  %487 = load i64, ptr %484, align 1, !tbaa !21
  %488 = load i64, ptr %483, align 1, !tbaa !21
  %489 = icmp eq i64 %487, %488
  br i1 %489, label %494, label %490

490:                                              ; preds = %486
  %491 = xor i64 %488, %487
  %492 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %491, i1 true)
  %493 = lshr i64 %492, 3
  br label %549

494:                                              ; preds = %486, %500
  %495 = phi ptr [ %498, %500 ], [ %484, %486 ]
  %496 = phi ptr [ %497, %500 ], [ %483, %486 ]
  %497 = getelementptr inbounds i8, ptr %496, i64 8
  %498 = getelementptr inbounds i8, ptr %495, i64 8
  %499 = icmp ult ptr %497, %70
  br i1 %499, label %500, label %512

500:                                              ; preds = %494
  %501 = load i64, ptr %498, align 1, !tbaa !21
  %502 = load i64, ptr %497, align 1, !tbaa !21
  %503 = icmp eq i64 %501, %502
  br i1 %503, label %494, label %504

504:                                              ; preds = %500
  %505 = xor i64 %502, %501
  %506 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %505, i1 true)
  %507 = lshr i64 %506, 3
  %508 = getelementptr inbounds i8, ptr %497, i64 %507
  %509 = ptrtoint ptr %508 to i64
  %510 = ptrtoint ptr %483 to i64
  %511 = sub i64 %509, %510
  br label %549

512:                                              ; preds = %494, %482
  %513 = phi ptr [ %484, %482 ], [ %498, %494 ]
  %514 = phi ptr [ %483, %482 ], [ %497, %494 ]
  %515 = icmp ult ptr %514, %71
  br i1 %515, label %516, label %523

516:                                              ; preds = %512
  %517 = load i32, ptr %513, align 1, !tbaa !22
  %518 = load i32, ptr %514, align 1, !tbaa !22
  %519 = icmp eq i32 %517, %518
  br i1 %519, label %520, label %523

520:                                              ; preds = %516
  %521 = getelementptr inbounds i8, ptr %514, i64 4
  %522 = getelementptr inbounds i8, ptr %513, i64 4
  br label %523

523:                                              ; preds = %520, %516, %512
  %524 = phi ptr [ %522, %520 ], [ %513, %516 ], [ %513, %512 ]
  %525 = phi ptr [ %521, %520 ], [ %514, %516 ], [ %514, %512 ]
  %526 = icmp ult ptr %525, %72
  br i1 %526, label %527, label %534

527:                                              ; preds = %523
  %528 = load i16, ptr %524, align 1, !tbaa !30
  %529 = load i16, ptr %525, align 1, !tbaa !30
  %530 = icmp eq i16 %528, %529
  br i1 %530, label %531, label %534

531:                                              ; preds = %527
  %532 = getelementptr inbounds i8, ptr %525, i64 2
  %533 = getelementptr inbounds i8, ptr %524, i64 2
  br label %534

534:                                              ; preds = %531, %527, %523
  %535 = phi ptr [ %533, %531 ], [ %524, %527 ], [ %524, %523 ]
  %536 = phi ptr [ %532, %531 ], [ %525, %527 ], [ %525, %523 ]
  %537 = icmp ult ptr %536, %42
  br i1 %537, label %538, label %544

538:                                              ; preds = %534
  %539 = load i8, ptr %535, align 1, !tbaa !32
  %540 = load i8, ptr %536, align 1, !tbaa !32
  %541 = icmp eq i8 %539, %540
  %542 = zext i1 %541 to i64
  %543 = getelementptr inbounds i8, ptr %536, i64 %542
  br label %544

544:                                              ; preds = %538, %534
  %545 = phi ptr [ %536, %534 ], [ %543, %538 ]
  %546 = ptrtoint ptr %545 to i64
  %547 = ptrtoint ptr %483 to i64
  %548 = sub i64 %546, %547
  br label %549

549:                                              ; preds = %544, %504, %490
  %550 = phi i64 [ %548, %544 ], [ %493, %490 ], [ %511, %504 ]
  %551 = add i64 %550, 4
  %552 = ptrtoint ptr %115 to i64
  %553 = sub i64 %111, %552
  %554 = icmp ugt i32 %462, %39
  br i1 %554, label %555, label %633

555:                                              ; preds = %549
  %556 = load i64, ptr %464, align 1, !tbaa !21
  %557 = icmp eq i64 %556, %361
  br i1 %557, label %558, label %633

558:                                              ; preds = %555
  %559 = getelementptr inbounds i8, ptr %102, i64 8
  %560 = getelementptr inbounds i8, ptr %464, i64 8
  %561 = icmp ugt ptr %70, %559
  br i1 %561, label %562, label %588

562:                                              ; preds = %558
  %563 = load i64, ptr %560, align 1, !tbaa !21
  %564 = load i64, ptr %559, align 1, !tbaa !21
  %565 = icmp eq i64 %563, %564
  br i1 %565, label %570, label %566

566:                                              ; preds = %562
  %567 = xor i64 %564, %563
  %568 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %567, i1 true)
  %569 = lshr i64 %568, 3
  br label %625

570:                                              ; preds = %562, %576
  %571 = phi ptr [ %574, %576 ], [ %560, %562 ]
  %572 = phi ptr [ %573, %576 ], [ %559, %562 ]
  %573 = getelementptr inbounds i8, ptr %572, i64 8
  %574 = getelementptr inbounds i8, ptr %571, i64 8
  %575 = icmp ult ptr %573, %70
  br i1 %575, label %576, label %588

576:                                              ; preds = %570
  %577 = load i64, ptr %574, align 1, !tbaa !21
  %578 = load i64, ptr %573, align 1, !tbaa !21
  %579 = icmp eq i64 %577, %578
  br i1 %579, label %570, label %580

580:                                              ; preds = %576
  %581 = xor i64 %578, %577
  %582 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %581, i1 true)
  %583 = lshr i64 %582, 3
  %584 = getelementptr inbounds i8, ptr %573, i64 %583
  %585 = ptrtoint ptr %584 to i64
  %586 = ptrtoint ptr %559 to i64
  %587 = sub i64 %585, %586
  br label %625

588:                                              ; preds = %570, %558
  %589 = phi ptr [ %560, %558 ], [ %574, %570 ]
  %590 = phi ptr [ %559, %558 ], [ %573, %570 ]
  %591 = icmp ult ptr %590, %71
  br i1 %591, label %592, label %599

592:                                              ; preds = %588
  %593 = load i32, ptr %589, align 1, !tbaa !22
  %594 = load i32, ptr %590, align 1, !tbaa !22
  %595 = icmp eq i32 %593, %594
  br i1 %595, label %596, label %599

596:                                              ; preds = %592
  %597 = getelementptr inbounds i8, ptr %590, i64 4
  %598 = getelementptr inbounds i8, ptr %589, i64 4
  br label %599

599:                                              ; preds = %596, %592, %588
  %600 = phi ptr [ %598, %596 ], [ %589, %592 ], [ %589, %588 ]
  %601 = phi ptr [ %597, %596 ], [ %590, %592 ], [ %590, %588 ]
  %602 = icmp ult ptr %601, %72
  br i1 %602, label %603, label %610

603:                                              ; preds = %599
  %604 = load i16, ptr %600, align 1, !tbaa !30
  %605 = load i16, ptr %601, align 1, !tbaa !30
  %606 = icmp eq i16 %604, %605
  br i1 %606, label %607, label %610

607:                                              ; preds = %603
  %608 = getelementptr inbounds i8, ptr %601, i64 2
  %609 = getelementptr inbounds i8, ptr %600, i64 2
  br label %610

610:                                              ; preds = %607, %603, %599
  %611 = phi ptr [ %609, %607 ], [ %600, %603 ], [ %600, %599 ]
  %612 = phi ptr [ %608, %607 ], [ %601, %603 ], [ %601, %599 ]
  %613 = icmp ult ptr %612, %42
  br i1 %613, label %614, label %620

614:                                              ; preds = %610
  %615 = load i8, ptr %611, align 1, !tbaa !32
  %616 = load i8, ptr %612, align 1, !tbaa !32
  %617 = icmp eq i8 %615, %616
  %618 = zext i1 %617 to i64
  %619 = getelementptr inbounds i8, ptr %612, i64 %618
  br label %620

620:                                              ; preds = %614, %610
  %621 = phi ptr [ %612, %610 ], [ %619, %614 ]
  %622 = ptrtoint ptr %621 to i64
  %623 = ptrtoint ptr %559 to i64
  %624 = sub i64 %622, %623
  br label %625

625:                                              ; preds = %620, %580, %566
  %626 = phi i64 [ %624, %620 ], [ %569, %566 ], [ %587, %580 ]
  %627 = add i64 %626, 8
  %628 = icmp ugt i64 %627, %551
  br i1 %628, label %629, label %633

629:                                              ; preds = %625
  %630 = ptrtoint ptr %102 to i64
  %631 = ptrtoint ptr %464 to i64
  %632 = sub i64 %630, %631
  br label %633

633:                                              ; preds = %629, %625, %555, %549
  %634 = phi ptr [ %115, %555 ], [ %115, %549 ], [ %464, %629 ], [ %115, %625 ]
  %635 = phi ptr [ %101, %555 ], [ %101, %549 ], [ %102, %629 ], [ %101, %625 ]
  %636 = phi i64 [ %553, %555 ], [ %553, %549 ], [ %632, %629 ], [ %553, %625 ]
  %637 = phi i64 [ %551, %555 ], [ %551, %549 ], [ %627, %629 ], [ %551, %625 ]
  %638 = icmp ugt ptr %635, %81
  %639 = icmp ugt ptr %634, %41
  %640 = and i1 %639, %638
  br i1 %640, label %641, label %655

641:                                              ; preds = %633, %650
  %642 = phi i64 [ %651, %650 ], [ %637, %633 ]
  %643 = phi ptr [ %645, %650 ], [ %635, %633 ]
  %644 = phi ptr [ %647, %650 ], [ %634, %633 ]
  %645 = getelementptr inbounds i8, ptr %643, i64 -1
  %646 = load i8, ptr %645, align 1, !tbaa !32
  %647 = getelementptr inbounds i8, ptr %644, i64 -1
  %648 = load i8, ptr %647, align 1, !tbaa !32
  %649 = icmp eq i8 %646, %648
  br i1 %649, label %650, label %655

650:                                              ; preds = %641
  %651 = add i64 %642, 1
  %652 = icmp ugt ptr %645, %81
  %653 = icmp ugt ptr %647, %41
  %654 = and i1 %652, %653
  br i1 %654, label %641, label %655, !llvm.loop !55

655:                                              ; preds = %650, %641, %454, %445, %633, %437
  %656 = phi ptr [ %101, %437 ], [ %635, %633 ], [ %447, %445 ], [ %449, %454 ], [ %645, %650 ], [ %643, %641 ]
  %657 = phi i64 [ %441, %437 ], [ %636, %633 ], [ %441, %445 ], [ %441, %454 ], [ %636, %641 ], [ %636, %650 ]
  %658 = phi i64 [ %439, %437 ], [ %637, %633 ], [ %446, %445 ], [ %455, %454 ], [ %651, %650 ], [ %642, %641 ]
  %659 = trunc i64 %657 to i32
  %660 = icmp ult i64 %103, 4
  br i1 %660, label %661, label %666

661:                                              ; preds = %655
  %662 = ptrtoint ptr %102 to i64
  %663 = sub i64 %662, %24
  %664 = trunc i64 %663 to i32
  %665 = getelementptr inbounds i32, ptr %14, i64 %363
  store i32 %664, ptr %665, align 4, !tbaa !22
  br label %666

666:                                              ; preds = %661, %655
  %667 = ptrtoint ptr %656 to i64
  %668 = ptrtoint ptr %81 to i64
  %669 = sub i64 %667, %668
  %670 = add i32 %659, 3
  %671 = getelementptr inbounds i8, ptr %81, i64 %669
  %672 = icmp ugt ptr %671, %73
  %673 = load ptr, ptr %74, align 8, !tbaa !33
  br i1 %672, label %699, label %674

674:                                              ; preds = %666
  %675 = load <2 x i64>, ptr %81, align 1, !tbaa !32
  store <2 x i64> %675, ptr %673, align 1, !tbaa !32
  %676 = icmp ugt i64 %669, 16
  %677 = load ptr, ptr %74, align 8, !tbaa !33
  br i1 %676, label %681, label %678

678:                                              ; preds = %674
  %679 = getelementptr inbounds i8, ptr %677, i64 %669
  store ptr %679, ptr %74, align 8, !tbaa !33
  %680 = load ptr, ptr %77, align 8, !tbaa !35
  br label %827

681:                                              ; preds = %674
  %682 = getelementptr inbounds i8, ptr %677, i64 16
  %683 = getelementptr inbounds i8, ptr %81, i64 16
  %684 = getelementptr i8, ptr %677, i64 %669
  %685 = load <2 x i64>, ptr %683, align 1, !tbaa !32
  store <2 x i64> %685, ptr %682, align 1, !tbaa !32
  %686 = icmp slt i64 %669, 33
  br i1 %686, label %815, label %687

687:                                              ; preds = %681
  %688 = getelementptr inbounds i8, ptr %677, i64 32
  br label %689

689:                                              ; preds = %689, %687
  %690 = phi ptr [ %688, %687 ], [ %697, %689 ]
  %691 = phi ptr [ %683, %687 ], [ %695, %689 ]
  %692 = getelementptr inbounds i8, ptr %691, i64 16
  %693 = load <2 x i64>, ptr %692, align 1, !tbaa !32
  store <2 x i64> %693, ptr %690, align 1, !tbaa !32
  %694 = getelementptr inbounds i8, ptr %690, i64 16
  %695 = getelementptr inbounds i8, ptr %691, i64 32
  %696 = load <2 x i64>, ptr %695, align 1, !tbaa !32
  store <2 x i64> %696, ptr %694, align 1, !tbaa !32
  %697 = getelementptr inbounds i8, ptr %690, i64 32
  %698 = icmp ult ptr %697, %684
  br i1 %698, label %689, label %815, !llvm.loop !36

699:                                              ; preds = %666
  %700 = icmp ugt ptr %81, %73
  br i1 %700, label %718, label %701

701:                                              ; preds = %699
  %702 = sub i64 %75, %668
  %703 = getelementptr inbounds i8, ptr %673, i64 %702
  %704 = load <2 x i64>, ptr %81, align 1, !tbaa !32
  store <2 x i64> %704, ptr %673, align 1, !tbaa !32
  %705 = icmp slt i64 %702, 17
  br i1 %705, label %718, label %706

706:                                              ; preds = %701
  %707 = getelementptr inbounds i8, ptr %673, i64 16
  br label %708

708:                                              ; preds = %708, %706
  %709 = phi ptr [ %707, %706 ], [ %716, %708 ]
  %710 = phi ptr [ %81, %706 ], [ %714, %708 ]
  %711 = getelementptr inbounds i8, ptr %710, i64 16
  %712 = load <2 x i64>, ptr %711, align 1, !tbaa !32
  store <2 x i64> %712, ptr %709, align 1, !tbaa !32
  %713 = getelementptr inbounds i8, ptr %709, i64 16
  %714 = getelementptr inbounds i8, ptr %710, i64 32
  %715 = load <2 x i64>, ptr %714, align 1, !tbaa !32
  store <2 x i64> %715, ptr %713, align 1, !tbaa !32
  %716 = getelementptr inbounds i8, ptr %709, i64 32
  %717 = icmp ult ptr %716, %703
  br i1 %717, label %708, label %718, !llvm.loop !36

718:                                              ; preds = %708, %701, %699
  %719 = phi ptr [ %73, %701 ], [ %81, %699 ], [ %73, %708 ]
  %720 = phi ptr [ %703, %701 ], [ %673, %699 ], [ %703, %708 ]
  %721 = icmp ult ptr %719, %671
  br i1 %721, label %722, label %815

722:                                              ; preds = %718
  %723 = ptrtoint ptr %720 to i64
  %724 = ptrtoint ptr %719 to i64
  %725 = sub i64 %667, %724
  %726 = getelementptr i8, ptr %719, i64 %725
  %727 = icmp ult i64 %725, 8
  %728 = sub i64 %723, %724
  %729 = icmp ult i64 %728, 32
  %730 = select i1 %727, i1 true, i1 %729
  br i1 %730, label %766, label %731

731:                                              ; preds = %722
  %732 = icmp ult i64 %725, 32
  br i1 %732, label %752, label %733

733:                                              ; preds = %731
  %734 = and i64 %725, -32
  br label %735

735:                                              ; preds = %735, %733
  %736 = phi i64 [ 0, %733 ], [ %743, %735 ]
  %737 = getelementptr i8, ptr %720, i64 %736
  %738 = getelementptr i8, ptr %719, i64 %736
  %739 = getelementptr i8, ptr %738, i64 16
  %740 = load <16 x i8>, ptr %738, align 1, !tbaa !32
  %741 = load <16 x i8>, ptr %739, align 1, !tbaa !32
  %742 = getelementptr i8, ptr %737, i64 16
  store <16 x i8> %740, ptr %737, align 1, !tbaa !32
  store <16 x i8> %741, ptr %742, align 1, !tbaa !32
  %743 = add nuw i64 %736, 32
  %744 = icmp eq i64 %743, %734
  br i1 %744, label %745, label %735, !llvm.loop !56

745:                                              ; preds = %735
  %746 = icmp eq i64 %725, %734
  br i1 %746, label %815, label %747

747:                                              ; preds = %745
  %748 = getelementptr i8, ptr %719, i64 %734
  %749 = getelementptr i8, ptr %720, i64 %734
  %750 = and i64 %725, 24
  %751 = icmp eq i64 %750, 0
  br i1 %751, label %766, label %752

752:                                              ; preds = %731, %747
  %753 = phi i64 [ %734, %747 ], [ 0, %731 ]
  %754 = and i64 %725, -8
  %755 = getelementptr i8, ptr %720, i64 %754
  %756 = getelementptr i8, ptr %719, i64 %754
  br label %757

757:                                              ; preds = %757, %752
  %758 = phi i64 [ %753, %752 ], [ %762, %757 ]
  %759 = getelementptr i8, ptr %720, i64 %758
  %760 = getelementptr i8, ptr %719, i64 %758
  %761 = load <8 x i8>, ptr %760, align 1, !tbaa !32
  store <8 x i8> %761, ptr %759, align 1, !tbaa !32
  %762 = add nuw i64 %758, 8
  %763 = icmp eq i64 %762, %754
  br i1 %763, label %764, label %757, !llvm.loop !57

764:                                              ; preds = %757
  %765 = icmp eq i64 %725, %754
  br i1 %765, label %815, label %766

766:                                              ; preds = %764, %722, %747
  %767 = phi ptr [ %720, %722 ], [ %749, %747 ], [ %755, %764 ]
  %768 = phi ptr [ %719, %722 ], [ %748, %747 ], [ %756, %764 ]
  %769 = ptrtoint ptr %768 to i64
  %770 = sub i64 %667, %769
  %771 = and i64 %770, 7
  %772 = icmp eq i64 %771, 0
  br i1 %772, label %782, label %773

773:                                              ; preds = %766, %773
  %774 = phi ptr [ %779, %773 ], [ %767, %766 ]
  %775 = phi ptr [ %777, %773 ], [ %768, %766 ]
  %776 = phi i64 [ %780, %773 ], [ 0, %766 ]
  %777 = getelementptr inbounds i8, ptr %775, i64 1
  %778 = load i8, ptr %775, align 1, !tbaa !32
  %779 = getelementptr inbounds i8, ptr %774, i64 1
  store i8 %778, ptr %774, align 1, !tbaa !32
  %780 = add i64 %776, 1
  %781 = icmp eq i64 %780, %771
  br i1 %781, label %782, label %773, !llvm.loop !58

782:                                              ; preds = %773, %766
  %783 = phi ptr [ %767, %766 ], [ %779, %773 ]
  %784 = phi ptr [ %768, %766 ], [ %777, %773 ]
  %785 = sub i64 %769, %667
  %786 = icmp ugt i64 %785, -8
  br i1 %786, label %815, label %787

787:                                              ; preds = %782, %787
  %788 = phi ptr [ %813, %787 ], [ %783, %782 ]
  %789 = phi ptr [ %811, %787 ], [ %784, %782 ]
  %790 = getelementptr inbounds i8, ptr %789, i64 1
  %791 = load i8, ptr %789, align 1, !tbaa !32
  %792 = getelementptr inbounds i8, ptr %788, i64 1
  store i8 %791, ptr %788, align 1, !tbaa !32
  %793 = getelementptr inbounds i8, ptr %789, i64 2
  %794 = load i8, ptr %790, align 1, !tbaa !32
  %795 = getelementptr inbounds i8, ptr %788, i64 2
  store i8 %794, ptr %792, align 1, !tbaa !32
  %796 = getelementptr inbounds i8, ptr %789, i64 3
  %797 = load i8, ptr %793, align 1, !tbaa !32
  %798 = getelementptr inbounds i8, ptr %788, i64 3
  store i8 %797, ptr %795, align 1, !tbaa !32
  %799 = getelementptr inbounds i8, ptr %789, i64 4
  %800 = load i8, ptr %796, align 1, !tbaa !32
  %801 = getelementptr inbounds i8, ptr %788, i64 4
  store i8 %800, ptr %798, align 1, !tbaa !32
  %802 = getelementptr inbounds i8, ptr %789, i64 5
  %803 = load i8, ptr %799, align 1, !tbaa !32
  %804 = getelementptr inbounds i8, ptr %788, i64 5
  store i8 %803, ptr %801, align 1, !tbaa !32
  %805 = getelementptr inbounds i8, ptr %789, i64 6
  %806 = load i8, ptr %802, align 1, !tbaa !32
  %807 = getelementptr inbounds i8, ptr %788, i64 6
  store i8 %806, ptr %804, align 1, !tbaa !32
  %808 = getelementptr inbounds i8, ptr %789, i64 7
  %809 = load i8, ptr %805, align 1, !tbaa !32
  %810 = getelementptr inbounds i8, ptr %788, i64 7
  store i8 %809, ptr %807, align 1, !tbaa !32
  %811 = getelementptr inbounds i8, ptr %789, i64 8
  %812 = load i8, ptr %808, align 1, !tbaa !32
  %813 = getelementptr inbounds i8, ptr %788, i64 8
  store i8 %812, ptr %810, align 1, !tbaa !32
  %814 = icmp eq ptr %811, %726
  br i1 %814, label %815, label %787, !llvm.loop !59

815:                                              ; preds = %689, %782, %787, %745, %764, %718, %681
  %816 = load ptr, ptr %74, align 8, !tbaa !33
  %817 = getelementptr inbounds i8, ptr %816, i64 %669
  store ptr %817, ptr %74, align 8, !tbaa !33
  %818 = icmp ugt i64 %669, 65535
  %819 = load ptr, ptr %77, align 8, !tbaa !35
  br i1 %818, label %820, label %827, !prof !44

820:                                              ; preds = %815
  store i32 1, ptr %76, align 8, !tbaa !45
  %821 = load ptr, ptr %1, align 8, !tbaa !46
  %822 = ptrtoint ptr %819 to i64
  %823 = ptrtoint ptr %821 to i64
  %824 = sub i64 %822, %823
  %825 = lshr exact i64 %824, 3
  %826 = trunc i64 %825 to i32
  store i32 %826, ptr %78, align 4, !tbaa !47
  br label %827

827:                                              ; preds = %820, %815, %678
  %828 = phi ptr [ %680, %678 ], [ %819, %820 ], [ %819, %815 ]
  %829 = trunc i64 %669 to i16
  %830 = getelementptr inbounds i8, ptr %828, i64 4
  store i16 %829, ptr %830, align 4, !tbaa !48
  store i32 %670, ptr %828, align 4, !tbaa !50
  %831 = add i64 %658, -3
  %832 = icmp ugt i64 %831, 65535
  br i1 %832, label %833, label %846, !prof !51

833:                                              ; preds = %827, %354
  %834 = phi ptr [ %355, %354 ], [ %828, %827 ]
  %835 = phi i64 [ %358, %354 ], [ %831, %827 ]
  %836 = phi ptr [ %117, %354 ], [ %656, %827 ]
  %837 = phi i64 [ %193, %354 ], [ %658, %827 ]
  %838 = phi i32 [ %83, %354 ], [ %82, %827 ]
  %839 = phi i32 [ %82, %354 ], [ %659, %827 ]
  store i32 2, ptr %76, align 8, !tbaa !45
  %840 = load ptr, ptr %1, align 8, !tbaa !46
  %841 = ptrtoint ptr %834 to i64
  %842 = ptrtoint ptr %840 to i64
  %843 = sub i64 %841, %842
  %844 = lshr exact i64 %843, 3
  %845 = trunc i64 %844 to i32
  store i32 %845, ptr %78, align 4, !tbaa !47
  br label %846

846:                                              ; preds = %833, %827, %354
  %847 = phi i64 [ %358, %354 ], [ %831, %827 ], [ %835, %833 ]
  %848 = phi ptr [ %355, %354 ], [ %828, %827 ], [ %834, %833 ]
  %849 = phi ptr [ %117, %354 ], [ %656, %827 ], [ %836, %833 ]
  %850 = phi i64 [ %193, %354 ], [ %658, %827 ], [ %837, %833 ]
  %851 = phi i32 [ %83, %354 ], [ %82, %827 ], [ %838, %833 ]
  %852 = phi i32 [ %82, %354 ], [ %659, %827 ], [ %839, %833 ]
  %853 = trunc i64 %847 to i16
  %854 = getelementptr inbounds i8, ptr %848, i64 6
  store i16 %853, ptr %854, align 2, !tbaa !60
  %855 = getelementptr inbounds i8, ptr %848, i64 8
  store ptr %855, ptr %77, align 8, !tbaa !35
  %856 = getelementptr inbounds i8, ptr %849, i64 %850
  %857 = icmp ugt ptr %856, %43
  br i1 %857, label %1005, label %858

858:                                              ; preds = %846
  %859 = add i32 %113, 2
  %860 = zext i32 %859 to i64
  %861 = getelementptr inbounds i8, ptr %22, i64 %860
  %862 = load i64, ptr %861, align 1, !tbaa !21
  %863 = mul i64 %862, -3523014627327384477
  %864 = lshr i64 %863, %68
  %865 = getelementptr inbounds i32, ptr %14, i64 %864
  store i32 %859, ptr %865, align 4, !tbaa !22
  %866 = getelementptr inbounds i8, ptr %856, i64 -2
  %867 = ptrtoint ptr %866 to i64
  %868 = sub i64 %867, %24
  %869 = trunc i64 %868 to i32
  %870 = load i64, ptr %866, align 1, !tbaa !21
  %871 = mul i64 %870, -3523014627327384477
  %872 = lshr i64 %871, %68
  %873 = getelementptr inbounds i32, ptr %14, i64 %872
  store i32 %869, ptr %873, align 4, !tbaa !22
  %874 = load i32, ptr %861, align 1, !tbaa !22
  %875 = mul i32 %874, -1640531535
  %876 = lshr i32 %875, %69
  %877 = zext i32 %876 to i64
  %878 = getelementptr inbounds i32, ptr %18, i64 %877
  store i32 %859, ptr %878, align 4, !tbaa !22
  %879 = getelementptr inbounds i8, ptr %856, i64 -1
  %880 = ptrtoint ptr %879 to i64
  %881 = sub i64 %880, %24
  %882 = trunc i64 %881 to i32
  %883 = load i32, ptr %879, align 1, !tbaa !22
  %884 = mul i32 %883, -1640531535
  %885 = lshr i32 %884, %69
  %886 = zext i32 %885 to i64
  %887 = getelementptr inbounds i32, ptr %18, i64 %886
  store i32 %882, ptr %887, align 4, !tbaa !22
  br label %888

888:                                              ; preds = %999, %858
  %889 = phi ptr [ %855, %858 ], [ %1002, %999 ]
  %890 = phi ptr [ %856, %858 ], [ %1003, %999 ]
  %891 = phi i32 [ %852, %858 ], [ %892, %999 ]
  %892 = phi i32 [ %851, %858 ], [ %891, %999 ]
  %893 = icmp ne i32 %892, 0
  %894 = load i32, ptr %890, align 1, !tbaa !22
  %895 = zext i32 %892 to i64
  %896 = sub nsw i64 0, %895
  %897 = getelementptr inbounds i8, ptr %890, i64 %896
  %898 = load i32, ptr %897, align 1, !tbaa !22
  %899 = icmp eq i32 %894, %898
  %900 = and i1 %893, %899
  br i1 %900, label %901, label %1005

901:                                              ; preds = %888
  %902 = getelementptr inbounds i8, ptr %890, i64 4
  %903 = getelementptr inbounds i8, ptr %902, i64 %896
  %904 = icmp ugt ptr %70, %902
  br i1 %904, label %905, label %931

905:                                              ; preds = %901
  %906 = load i64, ptr %903, align 1, !tbaa !21
  %907 = load i64, ptr %902, align 1, !tbaa !21
  %908 = icmp eq i64 %906, %907
  br i1 %908, label %913, label %909

909:                                              ; preds = %905
  %910 = xor i64 %907, %906
  %911 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %910, i1 true)
  %912 = lshr i64 %911, 3
  br label %968

913:                                              ; preds = %905, %919
  %914 = phi ptr [ %917, %919 ], [ %903, %905 ]
  %915 = phi ptr [ %916, %919 ], [ %902, %905 ]
  %916 = getelementptr inbounds i8, ptr %915, i64 8
  %917 = getelementptr inbounds i8, ptr %914, i64 8
  %918 = icmp ult ptr %916, %70
  br i1 %918, label %919, label %931

919:                                              ; preds = %913
  %920 = load i64, ptr %917, align 1, !tbaa !21
  %921 = load i64, ptr %916, align 1, !tbaa !21
  %922 = icmp eq i64 %920, %921
  br i1 %922, label %913, label %923

923:                                              ; preds = %919
  %924 = xor i64 %921, %920
  %925 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %924, i1 true)
  %926 = lshr i64 %925, 3
  %927 = getelementptr inbounds i8, ptr %916, i64 %926
  %928 = ptrtoint ptr %927 to i64
  %929 = ptrtoint ptr %902 to i64
  %930 = sub i64 %928, %929
  br label %968

931:                                              ; preds = %913, %901
  %932 = phi ptr [ %903, %901 ], [ %917, %913 ]
  %933 = phi ptr [ %902, %901 ], [ %916, %913 ]
  %934 = icmp ult ptr %933, %71
  br i1 %934, label %935, label %942

935:                                              ; preds = %931
  %936 = load i32, ptr %932, align 1, !tbaa !22
  %937 = load i32, ptr %933, align 1, !tbaa !22
  %938 = icmp eq i32 %936, %937
  br i1 %938, label %939, label %942

939:                                              ; preds = %935
  %940 = getelementptr inbounds i8, ptr %933, i64 4
  %941 = getelementptr inbounds i8, ptr %932, i64 4
  br label %942

942:                                              ; preds = %939, %935, %931
  %943 = phi ptr [ %941, %939 ], [ %932, %935 ], [ %932, %931 ]
  %944 = phi ptr [ %940, %939 ], [ %933, %935 ], [ %933, %931 ]
  %945 = icmp ult ptr %944, %72
  br i1 %945, label %946, label %953

946:                                              ; preds = %942
  %947 = load i16, ptr %943, align 1, !tbaa !30
  %948 = load i16, ptr %944, align 1, !tbaa !30
  %949 = icmp eq i16 %947, %948
  br i1 %949, label %950, label %953

950:                                              ; preds = %946
  %951 = getelementptr inbounds i8, ptr %944, i64 2
  %952 = getelementptr inbounds i8, ptr %943, i64 2
  br label %953

953:                                              ; preds = %950, %946, %942
  %954 = phi ptr [ %952, %950 ], [ %943, %946 ], [ %943, %942 ]
  %955 = phi ptr [ %951, %950 ], [ %944, %946 ], [ %944, %942 ]
  %956 = icmp ult ptr %955, %42
  br i1 %956, label %957, label %963

957:                                              ; preds = %953
  %958 = load i8, ptr %954, align 1, !tbaa !32
  %959 = load i8, ptr %955, align 1, !tbaa !32
  %960 = icmp eq i8 %958, %959
  %961 = zext i1 %960 to i64
  %962 = getelementptr inbounds i8, ptr %955, i64 %961
  br label %963

963:                                              ; preds = %957, %953
  %964 = phi ptr [ %955, %953 ], [ %962, %957 ]
  %965 = ptrtoint ptr %964 to i64
  %966 = ptrtoint ptr %902 to i64
  %967 = sub i64 %965, %966
  br label %968

968:                                              ; preds = %963, %923, %909
  %969 = phi i64 [ %967, %963 ], [ %912, %909 ], [ %930, %923 ]
  %970 = add i64 %969, 4
  %971 = ptrtoint ptr %890 to i64
  %972 = sub i64 %971, %24
  %973 = trunc i64 %972 to i32
  %974 = mul i32 %894, -1640531535
  %975 = lshr i32 %974, %69
  %976 = zext i32 %975 to i64
  %977 = getelementptr inbounds i32, ptr %18, i64 %976
  store i32 %973, ptr %977, align 4, !tbaa !22
  %978 = load i64, ptr %890, align 1, !tbaa !21
  %979 = mul i64 %978, -3523014627327384477
  %980 = lshr i64 %979, %68
  %981 = getelementptr inbounds i32, ptr %14, i64 %980
  store i32 %973, ptr %981, align 4, !tbaa !22
  %982 = icmp ugt ptr %890, %73
  br i1 %982, label %987, label %983

983:                                              ; preds = %968
  %984 = load ptr, ptr %74, align 8, !tbaa !33
  %985 = load <2 x i64>, ptr %890, align 1, !tbaa !32
  store <2 x i64> %985, ptr %984, align 1, !tbaa !32
  %986 = load ptr, ptr %77, align 8, !tbaa !35
  br label %987

987:                                              ; preds = %983, %968
  %988 = phi ptr [ %889, %968 ], [ %986, %983 ]
  %989 = getelementptr inbounds i8, ptr %988, i64 4
  store i16 0, ptr %989, align 4, !tbaa !48
  store i32 1, ptr %988, align 4, !tbaa !50
  %990 = add i64 %969, 1
  %991 = icmp ugt i64 %990, 65535
  br i1 %991, label %992, label %999, !prof !51

992:                                              ; preds = %987
  store i32 2, ptr %76, align 8, !tbaa !45
  %993 = load ptr, ptr %1, align 8, !tbaa !46
  %994 = ptrtoint ptr %988 to i64
  %995 = ptrtoint ptr %993 to i64
  %996 = sub i64 %994, %995
  %997 = lshr exact i64 %996, 3
  %998 = trunc i64 %997 to i32
  store i32 %998, ptr %78, align 4, !tbaa !47
  br label %999

999:                                              ; preds = %992, %987
  %1000 = trunc i64 %990 to i16
  %1001 = getelementptr inbounds i8, ptr %988, i64 6
  store i16 %1000, ptr %1001, align 2, !tbaa !60
  %1002 = getelementptr inbounds i8, ptr %988, i64 8
  store ptr %1002, ptr %77, align 8, !tbaa !35
  %1003 = getelementptr inbounds i8, ptr %890, i64 %970
  %1004 = icmp ugt ptr %1003, %43
  br i1 %1004, label %1005, label %888

1005:                                             ; preds = %999, %888, %846
  %1006 = phi i32 [ %851, %846 ], [ %892, %888 ], [ %891, %999 ]
  %1007 = phi i32 [ %852, %846 ], [ %891, %888 ], [ %892, %999 ]
  %1008 = phi ptr [ %856, %846 ], [ %890, %888 ], [ %1003, %999 ]
  %1009 = getelementptr inbounds i8, ptr %1008, i64 1
  %1010 = icmp ugt ptr %1009, %43
  br i1 %1010, label %1011, label %79

1011:                                             ; preds = %1005, %477, %65
  %1012 = phi i32 [ %60, %65 ], [ %83, %477 ], [ %1006, %1005 ]
  %1013 = phi i32 [ %62, %65 ], [ %82, %477 ], [ %1007, %1005 ]
  %1014 = phi ptr [ %3, %65 ], [ %81, %477 ], [ %1008, %1005 ]
  %1015 = select i1 %61, i32 %44, i32 0
  %1016 = select i1 %59, i32 %46, i32 0
  %1017 = icmp ne i32 %1013, 0
  %1018 = select i1 %61, i1 %1017, i1 false
  %1019 = select i1 %1018, i32 %44, i32 %1016
  %1020 = select i1 %1017, i32 %1013, i32 %1015
  store i32 %1020, ptr %2, align 4, !tbaa !22
  %1021 = icmp eq i32 %1012, 0
  %1022 = select i1 %1021, i32 %1019, i32 %1012
  store i32 %1022, ptr %45, align 4, !tbaa !22
  %1023 = ptrtoint ptr %42 to i64
  %1024 = ptrtoint ptr %1014 to i64
  %1025 = sub i64 %1023, %1024
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %9) #10
  br label %3891

1026:                                             ; preds = %5
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %8) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %8, ptr noundef nonnull align 1 dereferenceable(10) @__const.ZSTD_compressBlock_doubleFast_noDict_generic.dummy, i64 10, i1 false)
  br i1 %64, label %1966, label %1027

1027:                                             ; preds = %1026
  %1028 = sub i32 64, %16
  %1029 = zext nneg i32 %1028 to i64
  %1030 = sub i32 64, %20
  %1031 = zext nneg i32 %1030 to i64
  %1032 = getelementptr inbounds i8, ptr %42, i64 -7
  %1033 = getelementptr inbounds i8, ptr %42, i64 -3
  %1034 = getelementptr inbounds i8, ptr %42, i64 -1
  %1035 = getelementptr inbounds i8, ptr %42, i64 -32
  %1036 = getelementptr inbounds i8, ptr %1, i64 24
  %1037 = ptrtoint ptr %1035 to i64
  %1038 = getelementptr inbounds i8, ptr %1, i64 72
  %1039 = getelementptr inbounds i8, ptr %1, i64 8
  %1040 = getelementptr inbounds i8, ptr %1, i64 76
  br label %1041

1041:                                             ; preds = %1960, %1027
  %1042 = phi ptr [ %63, %1027 ], [ %1964, %1960 ]
  %1043 = phi ptr [ %3, %1027 ], [ %1963, %1960 ]
  %1044 = phi i32 [ %62, %1027 ], [ %1962, %1960 ]
  %1045 = phi i32 [ %60, %1027 ], [ %1961, %1960 ]
  %1046 = phi ptr [ %49, %1027 ], [ %1963, %1960 ]
  %1047 = getelementptr inbounds i8, ptr %1046, i64 256
  %1048 = load i64, ptr %1046, align 1, !tbaa !21
  %1049 = mul i64 %1048, -3523014627327384477
  %1050 = lshr i64 %1049, %1029
  %1051 = getelementptr inbounds i32, ptr %14, i64 %1050
  %1052 = load i32, ptr %1051, align 4, !tbaa !22
  %1053 = zext i32 %1052 to i64
  %1054 = getelementptr inbounds i8, ptr %22, i64 %1053
  %1055 = icmp ne i32 %1044, 0
  %1056 = zext i32 %1044 to i64
  %1057 = sub nsw i64 0, %1056
  br label %1058

1058:                                             ; preds = %1436, %1041
  %1059 = phi i64 [ %1048, %1041 ], [ %1321, %1436 ]
  %1060 = phi i32 [ %1052, %1041 ], [ %1420, %1436 ]
  %1061 = phi ptr [ %1054, %1041 ], [ %1422, %1436 ]
  %1062 = phi i64 [ %1050, %1041 ], [ %1323, %1436 ]
  %1063 = phi ptr [ %1046, %1041 ], [ %1064, %1436 ]
  %1064 = phi ptr [ %1042, %1041 ], [ %1439, %1436 ]
  %1065 = phi i64 [ 1, %1041 ], [ %1437, %1436 ]
  %1066 = phi ptr [ %1047, %1041 ], [ %1438, %1436 ]
  %1067 = mul i64 %1059, -3523014627271114752
  %1068 = lshr i64 %1067, %1031
  %1069 = getelementptr inbounds i32, ptr %18, i64 %1068
  %1070 = load i32, ptr %1069, align 4, !tbaa !22
  %1071 = ptrtoint ptr %1063 to i64
  %1072 = sub i64 %1071, %24
  %1073 = trunc i64 %1072 to i32
  %1074 = zext i32 %1070 to i64
  %1075 = getelementptr inbounds i8, ptr %22, i64 %1074
  store i32 %1073, ptr %1069, align 4, !tbaa !22
  %1076 = getelementptr inbounds i32, ptr %14, i64 %1062
  store i32 %1073, ptr %1076, align 4, !tbaa !22
  %1077 = getelementptr inbounds i8, ptr %1063, i64 1
  %1078 = getelementptr inbounds i8, ptr %1077, i64 %1057
  %1079 = load i32, ptr %1078, align 1, !tbaa !22
  %1080 = load i32, ptr %1077, align 1, !tbaa !22
  %1081 = icmp eq i32 %1079, %1080
  %1082 = and i1 %1055, %1081
  br i1 %1082, label %1083, label %1320

1083:                                             ; preds = %1058
  %1084 = ptrtoint ptr %1063 to i64
  %1085 = getelementptr inbounds i8, ptr %1063, i64 5
  %1086 = getelementptr inbounds i8, ptr %1085, i64 %1057
  %1087 = icmp ugt ptr %1032, %1085
  br i1 %1087, label %1088, label %1114

1088:                                             ; preds = %1083
  %1089 = load i64, ptr %1086, align 1, !tbaa !21
  %1090 = load i64, ptr %1085, align 1, !tbaa !21
  %1091 = icmp eq i64 %1089, %1090
  br i1 %1091, label %1096, label %1092

1092:                                             ; preds = %1088
  %1093 = xor i64 %1090, %1089
  %1094 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1093, i1 true)
  %1095 = lshr i64 %1094, 3
  br label %1151

1096:                                             ; preds = %1088, %1102
  %1097 = phi ptr [ %1100, %1102 ], [ %1086, %1088 ]
  %1098 = phi ptr [ %1099, %1102 ], [ %1085, %1088 ]
  %1099 = getelementptr inbounds i8, ptr %1098, i64 8
  %1100 = getelementptr inbounds i8, ptr %1097, i64 8
  %1101 = icmp ult ptr %1099, %1032
  br i1 %1101, label %1102, label %1114

1102:                                             ; preds = %1096
  %1103 = load i64, ptr %1100, align 1, !tbaa !21
  %1104 = load i64, ptr %1099, align 1, !tbaa !21
  %1105 = icmp eq i64 %1103, %1104
  br i1 %1105, label %1096, label %1106

1106:                                             ; preds = %1102
  %1107 = xor i64 %1104, %1103
  %1108 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1107, i1 true)
  %1109 = lshr i64 %1108, 3
  %1110 = getelementptr inbounds i8, ptr %1099, i64 %1109
  %1111 = ptrtoint ptr %1110 to i64
  %1112 = ptrtoint ptr %1085 to i64
  %1113 = sub i64 %1111, %1112
  br label %1151

1114:                                             ; preds = %1096, %1083
  %1115 = phi ptr [ %1086, %1083 ], [ %1100, %1096 ]
  %1116 = phi ptr [ %1085, %1083 ], [ %1099, %1096 ]
  %1117 = icmp ult ptr %1116, %1033
  br i1 %1117, label %1118, label %1125

1118:                                             ; preds = %1114
  %1119 = load i32, ptr %1115, align 1, !tbaa !22
  %1120 = load i32, ptr %1116, align 1, !tbaa !22
  %1121 = icmp eq i32 %1119, %1120
  br i1 %1121, label %1122, label %1125

1122:                                             ; preds = %1118
  %1123 = getelementptr inbounds i8, ptr %1116, i64 4
  %1124 = getelementptr inbounds i8, ptr %1115, i64 4
  br label %1125

1125:                                             ; preds = %1122, %1118, %1114
  %1126 = phi ptr [ %1124, %1122 ], [ %1115, %1118 ], [ %1115, %1114 ]
  %1127 = phi ptr [ %1123, %1122 ], [ %1116, %1118 ], [ %1116, %1114 ]
  %1128 = icmp ult ptr %1127, %1034
  br i1 %1128, label %1129, label %1136

1129:                                             ; preds = %1125
  %1130 = load i16, ptr %1126, align 1, !tbaa !30
  %1131 = load i16, ptr %1127, align 1, !tbaa !30
  %1132 = icmp eq i16 %1130, %1131
  br i1 %1132, label %1133, label %1136

1133:                                             ; preds = %1129
  %1134 = getelementptr inbounds i8, ptr %1127, i64 2
  %1135 = getelementptr inbounds i8, ptr %1126, i64 2
  br label %1136

1136:                                             ; preds = %1133, %1129, %1125
  %1137 = phi ptr [ %1135, %1133 ], [ %1126, %1129 ], [ %1126, %1125 ]
  %1138 = phi ptr [ %1134, %1133 ], [ %1127, %1129 ], [ %1127, %1125 ]
  %1139 = icmp ult ptr %1138, %42
  br i1 %1139, label %1140, label %1146

1140:                                             ; preds = %1136
  %1141 = load i8, ptr %1137, align 1, !tbaa !32
  %1142 = load i8, ptr %1138, align 1, !tbaa !32
  %1143 = icmp eq i8 %1141, %1142
  %1144 = zext i1 %1143 to i64
  %1145 = getelementptr inbounds i8, ptr %1138, i64 %1144
  br label %1146

1146:                                             ; preds = %1140, %1136
  %1147 = phi ptr [ %1138, %1136 ], [ %1145, %1140 ]
  %1148 = ptrtoint ptr %1147 to i64
  %1149 = ptrtoint ptr %1085 to i64
  %1150 = sub i64 %1148, %1149
  br label %1151

1151:                                             ; preds = %1146, %1106, %1092
  %1152 = phi i64 [ %1150, %1146 ], [ %1095, %1092 ], [ %1113, %1106 ]
  %1153 = add i64 %1152, 4
  %1154 = ptrtoint ptr %1077 to i64
  %1155 = ptrtoint ptr %1043 to i64
  %1156 = sub i64 %1154, %1155
  %1157 = getelementptr inbounds i8, ptr %1043, i64 %1156
  %1158 = icmp ugt ptr %1157, %1035
  %1159 = load ptr, ptr %1036, align 8, !tbaa !33
  br i1 %1158, label %1185, label %1160

1160:                                             ; preds = %1151
  %1161 = load <2 x i64>, ptr %1043, align 1, !tbaa !32
  store <2 x i64> %1161, ptr %1159, align 1, !tbaa !32
  %1162 = icmp ugt i64 %1156, 16
  %1163 = load ptr, ptr %1036, align 8, !tbaa !33
  br i1 %1162, label %1167, label %1164

1164:                                             ; preds = %1160
  %1165 = getelementptr inbounds i8, ptr %1163, i64 %1156
  store ptr %1165, ptr %1036, align 8, !tbaa !33
  %1166 = load ptr, ptr %1039, align 8, !tbaa !35
  br label %1314

1167:                                             ; preds = %1160
  %1168 = getelementptr inbounds i8, ptr %1163, i64 16
  %1169 = getelementptr inbounds i8, ptr %1043, i64 16
  %1170 = getelementptr i8, ptr %1163, i64 %1156
  %1171 = load <2 x i64>, ptr %1169, align 1, !tbaa !32
  store <2 x i64> %1171, ptr %1168, align 1, !tbaa !32
  %1172 = icmp slt i64 %1156, 33
  br i1 %1172, label %1302, label %1173

1173:                                             ; preds = %1167
  %1174 = getelementptr inbounds i8, ptr %1163, i64 32
  br label %1175

1175:                                             ; preds = %1175, %1173
  %1176 = phi ptr [ %1174, %1173 ], [ %1183, %1175 ]
  %1177 = phi ptr [ %1169, %1173 ], [ %1181, %1175 ]
  %1178 = getelementptr inbounds i8, ptr %1177, i64 16
  %1179 = load <2 x i64>, ptr %1178, align 1, !tbaa !32
  store <2 x i64> %1179, ptr %1176, align 1, !tbaa !32
  %1180 = getelementptr inbounds i8, ptr %1176, i64 16
  %1181 = getelementptr inbounds i8, ptr %1177, i64 32
  %1182 = load <2 x i64>, ptr %1181, align 1, !tbaa !32
  store <2 x i64> %1182, ptr %1180, align 1, !tbaa !32
  %1183 = getelementptr inbounds i8, ptr %1176, i64 32
  %1184 = icmp ult ptr %1183, %1170
  br i1 %1184, label %1175, label %1302, !llvm.loop !36

1185:                                             ; preds = %1151
  %1186 = icmp ugt ptr %1043, %1035
  br i1 %1186, label %1204, label %1187

1187:                                             ; preds = %1185
  %1188 = sub i64 %1037, %1155
  %1189 = getelementptr inbounds i8, ptr %1159, i64 %1188
  %1190 = load <2 x i64>, ptr %1043, align 1, !tbaa !32
  store <2 x i64> %1190, ptr %1159, align 1, !tbaa !32
  %1191 = icmp slt i64 %1188, 17
  br i1 %1191, label %1204, label %1192

1192:                                             ; preds = %1187
  %1193 = getelementptr inbounds i8, ptr %1159, i64 16
  br label %1194

1194:                                             ; preds = %1194, %1192
  %1195 = phi ptr [ %1193, %1192 ], [ %1202, %1194 ]
  %1196 = phi ptr [ %1043, %1192 ], [ %1200, %1194 ]
  %1197 = getelementptr inbounds i8, ptr %1196, i64 16
  %1198 = load <2 x i64>, ptr %1197, align 1, !tbaa !32
  store <2 x i64> %1198, ptr %1195, align 1, !tbaa !32
  %1199 = getelementptr inbounds i8, ptr %1195, i64 16
  %1200 = getelementptr inbounds i8, ptr %1196, i64 32
  %1201 = load <2 x i64>, ptr %1200, align 1, !tbaa !32
  store <2 x i64> %1201, ptr %1199, align 1, !tbaa !32
  %1202 = getelementptr inbounds i8, ptr %1195, i64 32
  %1203 = icmp ult ptr %1202, %1189
  br i1 %1203, label %1194, label %1204, !llvm.loop !36

1204:                                             ; preds = %1194, %1187, %1185
  %1205 = phi ptr [ %1035, %1187 ], [ %1043, %1185 ], [ %1035, %1194 ]
  %1206 = phi ptr [ %1189, %1187 ], [ %1159, %1185 ], [ %1189, %1194 ]
  %1207 = icmp ult ptr %1205, %1157
  br i1 %1207, label %1208, label %1302

1208:                                             ; preds = %1204
  %1209 = ptrtoint ptr %1206 to i64
  %1210 = ptrtoint ptr %1205 to i64
  %1211 = sub i64 %1154, %1210
  %1212 = getelementptr i8, ptr %1205, i64 %1211
  %1213 = icmp ult i64 %1211, 8
  %1214 = sub i64 %1209, %1210
  %1215 = icmp ult i64 %1214, 32
  %1216 = select i1 %1213, i1 true, i1 %1215
  br i1 %1216, label %1252, label %1217

1217:                                             ; preds = %1208
  %1218 = icmp ult i64 %1211, 32
  br i1 %1218, label %1238, label %1219

1219:                                             ; preds = %1217
  %1220 = and i64 %1211, -32
  br label %1221

1221:                                             ; preds = %1221, %1219
  %1222 = phi i64 [ 0, %1219 ], [ %1229, %1221 ]
  %1223 = getelementptr i8, ptr %1206, i64 %1222
  %1224 = getelementptr i8, ptr %1205, i64 %1222
  %1225 = getelementptr i8, ptr %1224, i64 16
  %1226 = load <16 x i8>, ptr %1224, align 1, !tbaa !32
  %1227 = load <16 x i8>, ptr %1225, align 1, !tbaa !32
  %1228 = getelementptr i8, ptr %1223, i64 16
  store <16 x i8> %1226, ptr %1223, align 1, !tbaa !32
  store <16 x i8> %1227, ptr %1228, align 1, !tbaa !32
  %1229 = add nuw i64 %1222, 32
  %1230 = icmp eq i64 %1229, %1220
  br i1 %1230, label %1231, label %1221, !llvm.loop !61

1231:                                             ; preds = %1221
  %1232 = icmp eq i64 %1211, %1220
  br i1 %1232, label %1302, label %1233

1233:                                             ; preds = %1231
  %1234 = getelementptr i8, ptr %1205, i64 %1220
  %1235 = getelementptr i8, ptr %1206, i64 %1220
  %1236 = and i64 %1211, 24
  %1237 = icmp eq i64 %1236, 0
  br i1 %1237, label %1252, label %1238

1238:                                             ; preds = %1217, %1233
  %1239 = phi i64 [ %1220, %1233 ], [ 0, %1217 ]
  %1240 = and i64 %1211, -8
  %1241 = getelementptr i8, ptr %1206, i64 %1240
  %1242 = getelementptr i8, ptr %1205, i64 %1240
  br label %1243

1243:                                             ; preds = %1243, %1238
  %1244 = phi i64 [ %1239, %1238 ], [ %1248, %1243 ]
  %1245 = getelementptr i8, ptr %1206, i64 %1244
  %1246 = getelementptr i8, ptr %1205, i64 %1244
  %1247 = load <8 x i8>, ptr %1246, align 1, !tbaa !32
  store <8 x i8> %1247, ptr %1245, align 1, !tbaa !32
  %1248 = add nuw i64 %1244, 8
  %1249 = icmp eq i64 %1248, %1240
  br i1 %1249, label %1250, label %1243, !llvm.loop !62

1250:                                             ; preds = %1243
  %1251 = icmp eq i64 %1211, %1240
  br i1 %1251, label %1302, label %1252

1252:                                             ; preds = %1250, %1208, %1233
  %1253 = phi ptr [ %1206, %1208 ], [ %1235, %1233 ], [ %1241, %1250 ]
  %1254 = phi ptr [ %1205, %1208 ], [ %1234, %1233 ], [ %1242, %1250 ]
  %1255 = ptrtoint ptr %1254 to i64
  %1256 = sub i64 %1084, %1255
  %1257 = add i64 %1256, 1
  %1258 = sub i64 %1084, %1255
  %1259 = and i64 %1257, 7
  %1260 = icmp eq i64 %1259, 0
  br i1 %1260, label %1270, label %1261

1261:                                             ; preds = %1252, %1261
  %1262 = phi ptr [ %1267, %1261 ], [ %1253, %1252 ]
  %1263 = phi ptr [ %1265, %1261 ], [ %1254, %1252 ]
  %1264 = phi i64 [ %1268, %1261 ], [ 0, %1252 ]
  %1265 = getelementptr inbounds i8, ptr %1263, i64 1
  %1266 = load i8, ptr %1263, align 1, !tbaa !32
  %1267 = getelementptr inbounds i8, ptr %1262, i64 1
  store i8 %1266, ptr %1262, align 1, !tbaa !32
  %1268 = add i64 %1264, 1
  %1269 = icmp eq i64 %1268, %1259
  br i1 %1269, label %1270, label %1261, !llvm.loop !63

1270:                                             ; preds = %1261, %1252
  %1271 = phi ptr [ %1253, %1252 ], [ %1267, %1261 ]
  %1272 = phi ptr [ %1254, %1252 ], [ %1265, %1261 ]
  %1273 = icmp ult i64 %1258, 7
  br i1 %1273, label %1302, label %1274

1274:                                             ; preds = %1270, %1274
  %1275 = phi ptr [ %1300, %1274 ], [ %1271, %1270 ]
  %1276 = phi ptr [ %1298, %1274 ], [ %1272, %1270 ]
  %1277 = getelementptr inbounds i8, ptr %1276, i64 1
  %1278 = load i8, ptr %1276, align 1, !tbaa !32
  %1279 = getelementptr inbounds i8, ptr %1275, i64 1
  store i8 %1278, ptr %1275, align 1, !tbaa !32
  %1280 = getelementptr inbounds i8, ptr %1276, i64 2
  %1281 = load i8, ptr %1277, align 1, !tbaa !32
  %1282 = getelementptr inbounds i8, ptr %1275, i64 2
  store i8 %1281, ptr %1279, align 1, !tbaa !32
  %1283 = getelementptr inbounds i8, ptr %1276, i64 3
  %1284 = load i8, ptr %1280, align 1, !tbaa !32
  %1285 = getelementptr inbounds i8, ptr %1275, i64 3
  store i8 %1284, ptr %1282, align 1, !tbaa !32
  %1286 = getelementptr inbounds i8, ptr %1276, i64 4
  %1287 = load i8, ptr %1283, align 1, !tbaa !32
  %1288 = getelementptr inbounds i8, ptr %1275, i64 4
  store i8 %1287, ptr %1285, align 1, !tbaa !32
  %1289 = getelementptr inbounds i8, ptr %1276, i64 5
  %1290 = load i8, ptr %1286, align 1, !tbaa !32
  %1291 = getelementptr inbounds i8, ptr %1275, i64 5
  store i8 %1290, ptr %1288, align 1, !tbaa !32
  %1292 = getelementptr inbounds i8, ptr %1276, i64 6
  %1293 = load i8, ptr %1289, align 1, !tbaa !32
  %1294 = getelementptr inbounds i8, ptr %1275, i64 6
  store i8 %1293, ptr %1291, align 1, !tbaa !32
  %1295 = getelementptr inbounds i8, ptr %1276, i64 7
  %1296 = load i8, ptr %1292, align 1, !tbaa !32
  %1297 = getelementptr inbounds i8, ptr %1275, i64 7
  store i8 %1296, ptr %1294, align 1, !tbaa !32
  %1298 = getelementptr inbounds i8, ptr %1276, i64 8
  %1299 = load i8, ptr %1295, align 1, !tbaa !32
  %1300 = getelementptr inbounds i8, ptr %1275, i64 8
  store i8 %1299, ptr %1297, align 1, !tbaa !32
  %1301 = icmp eq ptr %1298, %1212
  br i1 %1301, label %1302, label %1274, !llvm.loop !64

1302:                                             ; preds = %1175, %1270, %1274, %1231, %1250, %1204, %1167
  %1303 = load ptr, ptr %1036, align 8, !tbaa !33
  %1304 = getelementptr inbounds i8, ptr %1303, i64 %1156
  store ptr %1304, ptr %1036, align 8, !tbaa !33
  %1305 = icmp ugt i64 %1156, 65535
  %1306 = load ptr, ptr %1039, align 8, !tbaa !35
  br i1 %1305, label %1307, label %1314, !prof !44

1307:                                             ; preds = %1302
  store i32 1, ptr %1038, align 8, !tbaa !45
  %1308 = load ptr, ptr %1, align 8, !tbaa !46
  %1309 = ptrtoint ptr %1306 to i64
  %1310 = ptrtoint ptr %1308 to i64
  %1311 = sub i64 %1309, %1310
  %1312 = lshr exact i64 %1311, 3
  %1313 = trunc i64 %1312 to i32
  store i32 %1313, ptr %1040, align 4, !tbaa !47
  br label %1314

1314:                                             ; preds = %1307, %1302, %1164
  %1315 = phi ptr [ %1166, %1164 ], [ %1306, %1307 ], [ %1306, %1302 ]
  %1316 = trunc i64 %1156 to i16
  %1317 = getelementptr inbounds i8, ptr %1315, i64 4
  store i16 %1316, ptr %1317, align 4, !tbaa !48
  store i32 1, ptr %1315, align 4, !tbaa !50
  %1318 = add i64 %1152, 1
  %1319 = icmp ugt i64 %1318, 65535
  br i1 %1319, label %1792, label %1805, !prof !51

1320:                                             ; preds = %1058
  %1321 = load i64, ptr %1064, align 1, !tbaa !21
  %1322 = mul i64 %1321, -3523014627327384477
  %1323 = lshr i64 %1322, %1029
  %1324 = call ptr asm "cmp $1, $2\0Acmova $3, $0\0A", "=r,r,r,r,0,~{dirflag},~{fpsr},~{flags}"(i32 %1060, i32 %39, ptr nonnull readnone %8, ptr readnone %1061) #11, !srcloc !52
  %1325 = load i64, ptr %1324, align 1, !tbaa !21
  %1326 = icmp eq i64 %1325, %1059
  %1327 = icmp eq ptr %1324, %1061
  %1328 = select i1 %1326, i1 %1327, i1 false
  br i1 %1328, label %1329, label %1418

1329:                                             ; preds = %1320
  %1330 = getelementptr inbounds i8, ptr %1063, i64 8
  %1331 = getelementptr inbounds i8, ptr %1061, i64 8
  %1332 = icmp ugt ptr %1032, %1330
  br i1 %1332, label %1333, label %1359

1333:                                             ; preds = %1329
  %1334 = load i64, ptr %1331, align 1, !tbaa !21
  %1335 = load i64, ptr %1330, align 1, !tbaa !21
  %1336 = icmp eq i64 %1334, %1335
  br i1 %1336, label %1341, label %1337

1337:                                             ; preds = %1333
  %1338 = xor i64 %1335, %1334
  %1339 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1338, i1 true)
  %1340 = lshr i64 %1339, 3
  br label %1396

1341:                                             ; preds = %1333, %1347
  %1342 = phi ptr [ %1345, %1347 ], [ %1331, %1333 ]
  %1343 = phi ptr [ %1344, %1347 ], [ %1330, %1333 ]
  %1344 = getelementptr inbounds i8, ptr %1343, i64 8
  %1345 = getelementptr inbounds i8, ptr %1342, i64 8
  %1346 = icmp ult ptr %1344, %1032
  br i1 %1346, label %1347, label %1359

1347:                                             ; preds = %1341
  %1348 = load i64, ptr %1345, align 1, !tbaa !21
  %1349 = load i64, ptr %1344, align 1, !tbaa !21
  %1350 = icmp eq i64 %1348, %1349
  br i1 %1350, label %1341, label %1351

1351:                                             ; preds = %1347
  %1352 = xor i64 %1349, %1348
  %1353 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1352, i1 true)
  %1354 = lshr i64 %1353, 3
  %1355 = getelementptr inbounds i8, ptr %1344, i64 %1354
  %1356 = ptrtoint ptr %1355 to i64
  %1357 = ptrtoint ptr %1330 to i64
  %1358 = sub i64 %1356, %1357
  br label %1396

1359:                                             ; preds = %1341, %1329
  %1360 = phi ptr [ %1331, %1329 ], [ %1345, %1341 ]
  %1361 = phi ptr [ %1330, %1329 ], [ %1344, %1341 ]
  %1362 = icmp ult ptr %1361, %1033
  br i1 %1362, label %1363, label %1370

1363:                                             ; preds = %1359
  %1364 = load i32, ptr %1360, align 1, !tbaa !22
  %1365 = load i32, ptr %1361, align 1, !tbaa !22
  %1366 = icmp eq i32 %1364, %1365
  br i1 %1366, label %1367, label %1370

1367:                                             ; preds = %1363
  %1368 = getelementptr inbounds i8, ptr %1361, i64 4
  %1369 = getelementptr inbounds i8, ptr %1360, i64 4
  br label %1370

1370:                                             ; preds = %1367, %1363, %1359
  %1371 = phi ptr [ %1369, %1367 ], [ %1360, %1363 ], [ %1360, %1359 ]
  %1372 = phi ptr [ %1368, %1367 ], [ %1361, %1363 ], [ %1361, %1359 ]
  %1373 = icmp ult ptr %1372, %1034
  br i1 %1373, label %1374, label %1381

1374:                                             ; preds = %1370
  %1375 = load i16, ptr %1371, align 1, !tbaa !30
  %1376 = load i16, ptr %1372, align 1, !tbaa !30
  %1377 = icmp eq i16 %1375, %1376
  br i1 %1377, label %1378, label %1381

1378:                                             ; preds = %1374
  %1379 = getelementptr inbounds i8, ptr %1372, i64 2
  %1380 = getelementptr inbounds i8, ptr %1371, i64 2
  br label %1381

1381:                                             ; preds = %1378, %1374, %1370
  %1382 = phi ptr [ %1380, %1378 ], [ %1371, %1374 ], [ %1371, %1370 ]
  %1383 = phi ptr [ %1379, %1378 ], [ %1372, %1374 ], [ %1372, %1370 ]
  %1384 = icmp ult ptr %1383, %42
  br i1 %1384, label %1385, label %1391

1385:                                             ; preds = %1381
  %1386 = load i8, ptr %1382, align 1, !tbaa !32
  %1387 = load i8, ptr %1383, align 1, !tbaa !32
  %1388 = icmp eq i8 %1386, %1387
  %1389 = zext i1 %1388 to i64
  %1390 = getelementptr inbounds i8, ptr %1383, i64 %1389
  br label %1391

1391:                                             ; preds = %1385, %1381
  %1392 = phi ptr [ %1383, %1381 ], [ %1390, %1385 ]
  %1393 = ptrtoint ptr %1392 to i64
  %1394 = ptrtoint ptr %1330 to i64
  %1395 = sub i64 %1393, %1394
  br label %1396

1396:                                             ; preds = %1391, %1351, %1337
  %1397 = phi i64 [ %1395, %1391 ], [ %1340, %1337 ], [ %1358, %1351 ]
  %1398 = add i64 %1397, 8
  %1399 = ptrtoint ptr %1061 to i64
  %1400 = sub i64 %1071, %1399
  %1401 = icmp ugt ptr %1063, %1043
  %1402 = icmp ugt ptr %1061, %41
  %1403 = and i1 %1402, %1401
  br i1 %1403, label %1404, label %1614

1404:                                             ; preds = %1396, %1413
  %1405 = phi i64 [ %1414, %1413 ], [ %1398, %1396 ]
  %1406 = phi ptr [ %1408, %1413 ], [ %1063, %1396 ]
  %1407 = phi ptr [ %1410, %1413 ], [ %1061, %1396 ]
  %1408 = getelementptr inbounds i8, ptr %1406, i64 -1
  %1409 = load i8, ptr %1408, align 1, !tbaa !32
  %1410 = getelementptr inbounds i8, ptr %1407, i64 -1
  %1411 = load i8, ptr %1410, align 1, !tbaa !32
  %1412 = icmp eq i8 %1409, %1411
  br i1 %1412, label %1413, label %1614

1413:                                             ; preds = %1404
  %1414 = add i64 %1405, 1
  %1415 = icmp ugt ptr %1408, %1043
  %1416 = icmp ugt ptr %1410, %41
  %1417 = and i1 %1415, %1416
  br i1 %1417, label %1404, label %1614, !llvm.loop !53

1418:                                             ; preds = %1320
  %1419 = getelementptr inbounds i32, ptr %14, i64 %1323
  %1420 = load i32, ptr %1419, align 4, !tbaa !22
  %1421 = zext i32 %1420 to i64
  %1422 = getelementptr inbounds i8, ptr %22, i64 %1421
  %1423 = call ptr asm "cmp $1, $2\0Acmova $3, $0\0A", "=r,r,r,r,0,~{dirflag},~{fpsr},~{flags}"(i32 %1070, i32 %39, ptr nonnull readnone %8, ptr readnone %1075) #11, !srcloc !52
  %1424 = load i32, ptr %1423, align 1, !tbaa !22
  %1425 = load i32, ptr %1063, align 1, !tbaa !22
  %1426 = icmp eq i32 %1424, %1425
  %1427 = icmp eq ptr %1423, %1075
  %1428 = select i1 %1426, i1 %1427, i1 false
  br i1 %1428, label %1441, label %1429

1429:                                             ; preds = %1418
  %1430 = icmp ult ptr %1064, %1066
  br i1 %1430, label %1436, label %1431

1431:                                             ; preds = %1429
  %1432 = getelementptr inbounds i8, ptr %1064, i64 64
  call void @llvm.prefetch.p0(ptr nonnull %1432, i32 0, i32 3, i32 1)
  %1433 = getelementptr inbounds i8, ptr %1064, i64 128
  call void @llvm.prefetch.p0(ptr nonnull %1433, i32 0, i32 3, i32 1)
  %1434 = add i64 %1065, 1
  %1435 = getelementptr inbounds i8, ptr %1066, i64 256
  br label %1436

1436:                                             ; preds = %1431, %1429
  %1437 = phi i64 [ %1434, %1431 ], [ %1065, %1429 ]
  %1438 = phi ptr [ %1435, %1431 ], [ %1066, %1429 ]
  %1439 = getelementptr inbounds i8, ptr %1064, i64 %1437
  %1440 = icmp ugt ptr %1439, %43
  br i1 %1440, label %1966, label %1058, !llvm.loop !54

1441:                                             ; preds = %1418
  %1442 = getelementptr inbounds i8, ptr %1063, i64 4
  %1443 = getelementptr inbounds i8, ptr %1075, i64 4
  %1444 = icmp ugt ptr %1032, %1442
  br i1 %1444, label %1445, label %1471

1445:                                             ; preds = %1441
  %1446 = load i64, ptr %1443, align 1, !tbaa !21
  %1447 = load i64, ptr %1442, align 1, !tbaa !21
  %1448 = icmp eq i64 %1446, %1447
  br i1 %1448, label %1453, label %1449

1449:                                             ; preds = %1445
  %1450 = xor i64 %1447, %1446
  %1451 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1450, i1 true)
  %1452 = lshr i64 %1451, 3
  br label %1508

1453:                                             ; preds = %1445, %1459
  %1454 = phi ptr [ %1457, %1459 ], [ %1443, %1445 ]
  %1455 = phi ptr [ %1456, %1459 ], [ %1442, %1445 ]
  %1456 = getelementptr inbounds i8, ptr %1455, i64 8
  %1457 = getelementptr inbounds i8, ptr %1454, i64 8
  %1458 = icmp ult ptr %1456, %1032
  br i1 %1458, label %1459, label %1471

1459:                                             ; preds = %1453
  %1460 = load i64, ptr %1457, align 1, !tbaa !21
  %1461 = load i64, ptr %1456, align 1, !tbaa !21
  %1462 = icmp eq i64 %1460, %1461
  br i1 %1462, label %1453, label %1463

1463:                                             ; preds = %1459
  %1464 = xor i64 %1461, %1460
  %1465 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1464, i1 true)
  %1466 = lshr i64 %1465, 3
  %1467 = getelementptr inbounds i8, ptr %1456, i64 %1466
  %1468 = ptrtoint ptr %1467 to i64
  %1469 = ptrtoint ptr %1442 to i64
  %1470 = sub i64 %1468, %1469
  br label %1508

1471:                                             ; preds = %1453, %1441
  %1472 = phi ptr [ %1443, %1441 ], [ %1457, %1453 ]
  %1473 = phi ptr [ %1442, %1441 ], [ %1456, %1453 ]
  %1474 = icmp ult ptr %1473, %1033
  br i1 %1474, label %1475, label %1482

1475:                                             ; preds = %1471
  %1476 = load i32, ptr %1472, align 1, !tbaa !22
  %1477 = load i32, ptr %1473, align 1, !tbaa !22
  %1478 = icmp eq i32 %1476, %1477
  br i1 %1478, label %1479, label %1482

1479:                                             ; preds = %1475
  %1480 = getelementptr inbounds i8, ptr %1473, i64 4
  %1481 = getelementptr inbounds i8, ptr %1472, i64 4
  br label %1482

1482:                                             ; preds = %1479, %1475, %1471
  %1483 = phi ptr [ %1481, %1479 ], [ %1472, %1475 ], [ %1472, %1471 ]
  %1484 = phi ptr [ %1480, %1479 ], [ %1473, %1475 ], [ %1473, %1471 ]
  %1485 = icmp ult ptr %1484, %1034
  br i1 %1485, label %1486, label %1493

1486:                                             ; preds = %1482
  %1487 = load i16, ptr %1483, align 1, !tbaa !30
  %1488 = load i16, ptr %1484, align 1, !tbaa !30
  %1489 = icmp eq i16 %1487, %1488
  br i1 %1489, label %1490, label %1493

1490:                                             ; preds = %1486
  %1491 = getelementptr inbounds i8, ptr %1484, i64 2
  %1492 = getelementptr inbounds i8, ptr %1483, i64 2
  br label %1493

1493:                                             ; preds = %1490, %1486, %1482
  %1494 = phi ptr [ %1492, %1490 ], [ %1483, %1486 ], [ %1483, %1482 ]
  %1495 = phi ptr [ %1491, %1490 ], [ %1484, %1486 ], [ %1484, %1482 ]
  %1496 = icmp ult ptr %1495, %42
  br i1 %1496, label %1497, label %1503

1497:                                             ; preds = %1493
  %1498 = load i8, ptr %1494, align 1, !tbaa !32
  %1499 = load i8, ptr %1495, align 1, !tbaa !32
  %1500 = icmp eq i8 %1498, %1499
  %1501 = zext i1 %1500 to i64
  %1502 = getelementptr inbounds i8, ptr %1495, i64 %1501
  br label %1503

1503:                                             ; preds = %1497, %1493
  %1504 = phi ptr [ %1495, %1493 ], [ %1502, %1497 ]
  %1505 = ptrtoint ptr %1504 to i64
  %1506 = ptrtoint ptr %1442 to i64
  %1507 = sub i64 %1505, %1506
  br label %1508

1508:                                             ; preds = %1503, %1463, %1449
  %1509 = phi i64 [ %1507, %1503 ], [ %1452, %1449 ], [ %1470, %1463 ]
  %1510 = add i64 %1509, 4
  %1511 = ptrtoint ptr %1075 to i64
  %1512 = sub i64 %1071, %1511
  %1513 = icmp ugt i32 %1420, %39
  br i1 %1513, label %1514, label %1592

1514:                                             ; preds = %1508
  %1515 = load i64, ptr %1422, align 1, !tbaa !21
  %1516 = icmp eq i64 %1515, %1321
  br i1 %1516, label %1517, label %1592

1517:                                             ; preds = %1514
  %1518 = getelementptr inbounds i8, ptr %1064, i64 8
  %1519 = getelementptr inbounds i8, ptr %1422, i64 8
  %1520 = icmp ugt ptr %1032, %1518
  br i1 %1520, label %1521, label %1547

1521:                                             ; preds = %1517
  %1522 = load i64, ptr %1519, align 1, !tbaa !21
  %1523 = load i64, ptr %1518, align 1, !tbaa !21
  %1524 = icmp eq i64 %1522, %1523
  br i1 %1524, label %1529, label %1525

1525:                                             ; preds = %1521
  %1526 = xor i64 %1523, %1522
  %1527 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1526, i1 true)
  %1528 = lshr i64 %1527, 3
  br label %1584

1529:                                             ; preds = %1521, %1535
  %1530 = phi ptr [ %1533, %1535 ], [ %1519, %1521 ]
  %1531 = phi ptr [ %1532, %1535 ], [ %1518, %1521 ]
  %1532 = getelementptr inbounds i8, ptr %1531, i64 8
  %1533 = getelementptr inbounds i8, ptr %1530, i64 8
  %1534 = icmp ult ptr %1532, %1032
  br i1 %1534, label %1535, label %1547

1535:                                             ; preds = %1529
  %1536 = load i64, ptr %1533, align 1, !tbaa !21
  %1537 = load i64, ptr %1532, align 1, !tbaa !21
  %1538 = icmp eq i64 %1536, %1537
  br i1 %1538, label %1529, label %1539

1539:                                             ; preds = %1535
  %1540 = xor i64 %1537, %1536
  %1541 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1540, i1 true)
  %1542 = lshr i64 %1541, 3
  %1543 = getelementptr inbounds i8, ptr %1532, i64 %1542
  %1544 = ptrtoint ptr %1543 to i64
  %1545 = ptrtoint ptr %1518 to i64
  %1546 = sub i64 %1544, %1545
  br label %1584

1547:                                             ; preds = %1529, %1517
  %1548 = phi ptr [ %1519, %1517 ], [ %1533, %1529 ]
  %1549 = phi ptr [ %1518, %1517 ], [ %1532, %1529 ]
  %1550 = icmp ult ptr %1549, %1033
  br i1 %1550, label %1551, label %1558

1551:                                             ; preds = %1547
  %1552 = load i32, ptr %1548, align 1, !tbaa !22
  %1553 = load i32, ptr %1549, align 1, !tbaa !22
  %1554 = icmp eq i32 %1552, %1553
  br i1 %1554, label %1555, label %1558

1555:                                             ; preds = %1551
  %1556 = getelementptr inbounds i8, ptr %1549, i64 4
  %1557 = getelementptr inbounds i8, ptr %1548, i64 4
  br label %1558

1558:                                             ; preds = %1555, %1551, %1547
  %1559 = phi ptr [ %1557, %1555 ], [ %1548, %1551 ], [ %1548, %1547 ]
  %1560 = phi ptr [ %1556, %1555 ], [ %1549, %1551 ], [ %1549, %1547 ]
  %1561 = icmp ult ptr %1560, %1034
  br i1 %1561, label %1562, label %1569

1562:                                             ; preds = %1558
  %1563 = load i16, ptr %1559, align 1, !tbaa !30
  %1564 = load i16, ptr %1560, align 1, !tbaa !30
  %1565 = icmp eq i16 %1563, %1564
  br i1 %1565, label %1566, label %1569

1566:                                             ; preds = %1562
  %1567 = getelementptr inbounds i8, ptr %1560, i64 2
  %1568 = getelementptr inbounds i8, ptr %1559, i64 2
  br label %1569

1569:                                             ; preds = %1566, %1562, %1558
  %1570 = phi ptr [ %1568, %1566 ], [ %1559, %1562 ], [ %1559, %1558 ]
  %1571 = phi ptr [ %1567, %1566 ], [ %1560, %1562 ], [ %1560, %1558 ]
  %1572 = icmp ult ptr %1571, %42
  br i1 %1572, label %1573, label %1579

1573:                                             ; preds = %1569
  %1574 = load i8, ptr %1570, align 1, !tbaa !32
  %1575 = load i8, ptr %1571, align 1, !tbaa !32
  %1576 = icmp eq i8 %1574, %1575
  %1577 = zext i1 %1576 to i64
  %1578 = getelementptr inbounds i8, ptr %1571, i64 %1577
  br label %1579

1579:                                             ; preds = %1573, %1569
  %1580 = phi ptr [ %1571, %1569 ], [ %1578, %1573 ]
  %1581 = ptrtoint ptr %1580 to i64
  %1582 = ptrtoint ptr %1518 to i64
  %1583 = sub i64 %1581, %1582
  br label %1584

1584:                                             ; preds = %1579, %1539, %1525
  %1585 = phi i64 [ %1583, %1579 ], [ %1528, %1525 ], [ %1546, %1539 ]
  %1586 = add i64 %1585, 8
  %1587 = icmp ugt i64 %1586, %1510
  br i1 %1587, label %1588, label %1592

1588:                                             ; preds = %1584
  %1589 = ptrtoint ptr %1064 to i64
  %1590 = ptrtoint ptr %1422 to i64
  %1591 = sub i64 %1589, %1590
  br label %1592

1592:                                             ; preds = %1588, %1584, %1514, %1508
  %1593 = phi ptr [ %1075, %1514 ], [ %1075, %1508 ], [ %1422, %1588 ], [ %1075, %1584 ]
  %1594 = phi ptr [ %1063, %1514 ], [ %1063, %1508 ], [ %1064, %1588 ], [ %1063, %1584 ]
  %1595 = phi i64 [ %1512, %1514 ], [ %1512, %1508 ], [ %1591, %1588 ], [ %1512, %1584 ]
  %1596 = phi i64 [ %1510, %1514 ], [ %1510, %1508 ], [ %1586, %1588 ], [ %1510, %1584 ]
  %1597 = icmp ugt ptr %1594, %1043
  %1598 = icmp ugt ptr %1593, %41
  %1599 = and i1 %1598, %1597
  br i1 %1599, label %1600, label %1614

1600:                                             ; preds = %1592, %1609
  %1601 = phi i64 [ %1610, %1609 ], [ %1596, %1592 ]
  %1602 = phi ptr [ %1604, %1609 ], [ %1594, %1592 ]
  %1603 = phi ptr [ %1606, %1609 ], [ %1593, %1592 ]
  %1604 = getelementptr inbounds i8, ptr %1602, i64 -1
  %1605 = load i8, ptr %1604, align 1, !tbaa !32
  %1606 = getelementptr inbounds i8, ptr %1603, i64 -1
  %1607 = load i8, ptr %1606, align 1, !tbaa !32
  %1608 = icmp eq i8 %1605, %1607
  br i1 %1608, label %1609, label %1614

1609:                                             ; preds = %1600
  %1610 = add i64 %1601, 1
  %1611 = icmp ugt ptr %1604, %1043
  %1612 = icmp ugt ptr %1606, %41
  %1613 = and i1 %1611, %1612
  br i1 %1613, label %1600, label %1614, !llvm.loop !55

1614:                                             ; preds = %1609, %1600, %1413, %1404, %1592, %1396
  %1615 = phi ptr [ %1063, %1396 ], [ %1594, %1592 ], [ %1406, %1404 ], [ %1408, %1413 ], [ %1604, %1609 ], [ %1602, %1600 ]
  %1616 = phi i64 [ %1400, %1396 ], [ %1595, %1592 ], [ %1400, %1404 ], [ %1400, %1413 ], [ %1595, %1600 ], [ %1595, %1609 ]
  %1617 = phi i64 [ %1398, %1396 ], [ %1596, %1592 ], [ %1405, %1404 ], [ %1414, %1413 ], [ %1610, %1609 ], [ %1601, %1600 ]
  %1618 = trunc i64 %1616 to i32
  %1619 = icmp ult i64 %1065, 4
  br i1 %1619, label %1620, label %1625

1620:                                             ; preds = %1614
  %1621 = ptrtoint ptr %1064 to i64
  %1622 = sub i64 %1621, %24
  %1623 = trunc i64 %1622 to i32
  %1624 = getelementptr inbounds i32, ptr %14, i64 %1323
  store i32 %1623, ptr %1624, align 4, !tbaa !22
  br label %1625

1625:                                             ; preds = %1620, %1614
  %1626 = ptrtoint ptr %1615 to i64
  %1627 = ptrtoint ptr %1043 to i64
  %1628 = sub i64 %1626, %1627
  %1629 = add i32 %1618, 3
  %1630 = getelementptr inbounds i8, ptr %1043, i64 %1628
  %1631 = icmp ugt ptr %1630, %1035
  %1632 = load ptr, ptr %1036, align 8, !tbaa !33
  br i1 %1631, label %1658, label %1633

1633:                                             ; preds = %1625
  %1634 = load <2 x i64>, ptr %1043, align 1, !tbaa !32
  store <2 x i64> %1634, ptr %1632, align 1, !tbaa !32
  %1635 = icmp ugt i64 %1628, 16
  %1636 = load ptr, ptr %1036, align 8, !tbaa !33
  br i1 %1635, label %1640, label %1637

1637:                                             ; preds = %1633
  %1638 = getelementptr inbounds i8, ptr %1636, i64 %1628
  store ptr %1638, ptr %1036, align 8, !tbaa !33
  %1639 = load ptr, ptr %1039, align 8, !tbaa !35
  br label %1786

1640:                                             ; preds = %1633
  %1641 = getelementptr inbounds i8, ptr %1636, i64 16
  %1642 = getelementptr inbounds i8, ptr %1043, i64 16
  %1643 = getelementptr i8, ptr %1636, i64 %1628
  %1644 = load <2 x i64>, ptr %1642, align 1, !tbaa !32
  store <2 x i64> %1644, ptr %1641, align 1, !tbaa !32
  %1645 = icmp slt i64 %1628, 33
  br i1 %1645, label %1774, label %1646

1646:                                             ; preds = %1640
  %1647 = getelementptr inbounds i8, ptr %1636, i64 32
  br label %1648

1648:                                             ; preds = %1648, %1646
  %1649 = phi ptr [ %1647, %1646 ], [ %1656, %1648 ]
  %1650 = phi ptr [ %1642, %1646 ], [ %1654, %1648 ]
  %1651 = getelementptr inbounds i8, ptr %1650, i64 16
  %1652 = load <2 x i64>, ptr %1651, align 1, !tbaa !32
  store <2 x i64> %1652, ptr %1649, align 1, !tbaa !32
  %1653 = getelementptr inbounds i8, ptr %1649, i64 16
  %1654 = getelementptr inbounds i8, ptr %1650, i64 32
  %1655 = load <2 x i64>, ptr %1654, align 1, !tbaa !32
  store <2 x i64> %1655, ptr %1653, align 1, !tbaa !32
  %1656 = getelementptr inbounds i8, ptr %1649, i64 32
  %1657 = icmp ult ptr %1656, %1643
  br i1 %1657, label %1648, label %1774, !llvm.loop !36

1658:                                             ; preds = %1625
  %1659 = icmp ugt ptr %1043, %1035
  br i1 %1659, label %1677, label %1660

1660:                                             ; preds = %1658
  %1661 = sub i64 %1037, %1627
  %1662 = getelementptr inbounds i8, ptr %1632, i64 %1661
  %1663 = load <2 x i64>, ptr %1043, align 1, !tbaa !32
  store <2 x i64> %1663, ptr %1632, align 1, !tbaa !32
  %1664 = icmp slt i64 %1661, 17
  br i1 %1664, label %1677, label %1665

1665:                                             ; preds = %1660
  %1666 = getelementptr inbounds i8, ptr %1632, i64 16
  br label %1667

1667:                                             ; preds = %1667, %1665
  %1668 = phi ptr [ %1666, %1665 ], [ %1675, %1667 ]
  %1669 = phi ptr [ %1043, %1665 ], [ %1673, %1667 ]
  %1670 = getelementptr inbounds i8, ptr %1669, i64 16
  %1671 = load <2 x i64>, ptr %1670, align 1, !tbaa !32
  store <2 x i64> %1671, ptr %1668, align 1, !tbaa !32
  %1672 = getelementptr inbounds i8, ptr %1668, i64 16
  %1673 = getelementptr inbounds i8, ptr %1669, i64 32
  %1674 = load <2 x i64>, ptr %1673, align 1, !tbaa !32
  store <2 x i64> %1674, ptr %1672, align 1, !tbaa !32
  %1675 = getelementptr inbounds i8, ptr %1668, i64 32
  %1676 = icmp ult ptr %1675, %1662
  br i1 %1676, label %1667, label %1677, !llvm.loop !36

1677:                                             ; preds = %1667, %1660, %1658
  %1678 = phi ptr [ %1035, %1660 ], [ %1043, %1658 ], [ %1035, %1667 ]
  %1679 = phi ptr [ %1662, %1660 ], [ %1632, %1658 ], [ %1662, %1667 ]
  %1680 = icmp ult ptr %1678, %1630
  br i1 %1680, label %1681, label %1774

1681:                                             ; preds = %1677
  %1682 = ptrtoint ptr %1679 to i64
  %1683 = ptrtoint ptr %1678 to i64
  %1684 = sub i64 %1626, %1683
  %1685 = getelementptr i8, ptr %1678, i64 %1684
  %1686 = icmp ult i64 %1684, 8
  %1687 = sub i64 %1682, %1683
  %1688 = icmp ult i64 %1687, 32
  %1689 = select i1 %1686, i1 true, i1 %1688
  br i1 %1689, label %1725, label %1690

1690:                                             ; preds = %1681
  %1691 = icmp ult i64 %1684, 32
  br i1 %1691, label %1711, label %1692

1692:                                             ; preds = %1690
  %1693 = and i64 %1684, -32
  br label %1694

1694:                                             ; preds = %1694, %1692
  %1695 = phi i64 [ 0, %1692 ], [ %1702, %1694 ]
  %1696 = getelementptr i8, ptr %1679, i64 %1695
  %1697 = getelementptr i8, ptr %1678, i64 %1695
  %1698 = getelementptr i8, ptr %1697, i64 16
  %1699 = load <16 x i8>, ptr %1697, align 1, !tbaa !32
  %1700 = load <16 x i8>, ptr %1698, align 1, !tbaa !32
  %1701 = getelementptr i8, ptr %1696, i64 16
  store <16 x i8> %1699, ptr %1696, align 1, !tbaa !32
  store <16 x i8> %1700, ptr %1701, align 1, !tbaa !32
  %1702 = add nuw i64 %1695, 32
  %1703 = icmp eq i64 %1702, %1693
  br i1 %1703, label %1704, label %1694, !llvm.loop !65

1704:                                             ; preds = %1694
  %1705 = icmp eq i64 %1684, %1693
  br i1 %1705, label %1774, label %1706

1706:                                             ; preds = %1704
  %1707 = getelementptr i8, ptr %1678, i64 %1693
  %1708 = getelementptr i8, ptr %1679, i64 %1693
  %1709 = and i64 %1684, 24
  %1710 = icmp eq i64 %1709, 0
  br i1 %1710, label %1725, label %1711

1711:                                             ; preds = %1690, %1706
  %1712 = phi i64 [ %1693, %1706 ], [ 0, %1690 ]
  %1713 = and i64 %1684, -8
  %1714 = getelementptr i8, ptr %1679, i64 %1713
  %1715 = getelementptr i8, ptr %1678, i64 %1713
  br label %1716

1716:                                             ; preds = %1716, %1711
  %1717 = phi i64 [ %1712, %1711 ], [ %1721, %1716 ]
  %1718 = getelementptr i8, ptr %1679, i64 %1717
  %1719 = getelementptr i8, ptr %1678, i64 %1717
  %1720 = load <8 x i8>, ptr %1719, align 1, !tbaa !32
  store <8 x i8> %1720, ptr %1718, align 1, !tbaa !32
  %1721 = add nuw i64 %1717, 8
  %1722 = icmp eq i64 %1721, %1713
  br i1 %1722, label %1723, label %1716, !llvm.loop !66

1723:                                             ; preds = %1716
  %1724 = icmp eq i64 %1684, %1713
  br i1 %1724, label %1774, label %1725

1725:                                             ; preds = %1723, %1681, %1706
  %1726 = phi ptr [ %1679, %1681 ], [ %1708, %1706 ], [ %1714, %1723 ]
  %1727 = phi ptr [ %1678, %1681 ], [ %1707, %1706 ], [ %1715, %1723 ]
  %1728 = ptrtoint ptr %1727 to i64
  %1729 = sub i64 %1626, %1728
  %1730 = and i64 %1729, 7
  %1731 = icmp eq i64 %1730, 0
  br i1 %1731, label %1741, label %1732

1732:                                             ; preds = %1725, %1732
  %1733 = phi ptr [ %1738, %1732 ], [ %1726, %1725 ]
  %1734 = phi ptr [ %1736, %1732 ], [ %1727, %1725 ]
  %1735 = phi i64 [ %1739, %1732 ], [ 0, %1725 ]
  %1736 = getelementptr inbounds i8, ptr %1734, i64 1
  %1737 = load i8, ptr %1734, align 1, !tbaa !32
  %1738 = getelementptr inbounds i8, ptr %1733, i64 1
  store i8 %1737, ptr %1733, align 1, !tbaa !32
  %1739 = add i64 %1735, 1
  %1740 = icmp eq i64 %1739, %1730
  br i1 %1740, label %1741, label %1732, !llvm.loop !67

1741:                                             ; preds = %1732, %1725
  %1742 = phi ptr [ %1726, %1725 ], [ %1738, %1732 ]
  %1743 = phi ptr [ %1727, %1725 ], [ %1736, %1732 ]
  %1744 = sub i64 %1728, %1626
  %1745 = icmp ugt i64 %1744, -8
  br i1 %1745, label %1774, label %1746

1746:                                             ; preds = %1741, %1746
  %1747 = phi ptr [ %1772, %1746 ], [ %1742, %1741 ]
  %1748 = phi ptr [ %1770, %1746 ], [ %1743, %1741 ]
  %1749 = getelementptr inbounds i8, ptr %1748, i64 1
  %1750 = load i8, ptr %1748, align 1, !tbaa !32
  %1751 = getelementptr inbounds i8, ptr %1747, i64 1
  store i8 %1750, ptr %1747, align 1, !tbaa !32
  %1752 = getelementptr inbounds i8, ptr %1748, i64 2
  %1753 = load i8, ptr %1749, align 1, !tbaa !32
  %1754 = getelementptr inbounds i8, ptr %1747, i64 2
  store i8 %1753, ptr %1751, align 1, !tbaa !32
  %1755 = getelementptr inbounds i8, ptr %1748, i64 3
  %1756 = load i8, ptr %1752, align 1, !tbaa !32
  %1757 = getelementptr inbounds i8, ptr %1747, i64 3
  store i8 %1756, ptr %1754, align 1, !tbaa !32
  %1758 = getelementptr inbounds i8, ptr %1748, i64 4
  %1759 = load i8, ptr %1755, align 1, !tbaa !32
  %1760 = getelementptr inbounds i8, ptr %1747, i64 4
  store i8 %1759, ptr %1757, align 1, !tbaa !32
  %1761 = getelementptr inbounds i8, ptr %1748, i64 5
  %1762 = load i8, ptr %1758, align 1, !tbaa !32
  %1763 = getelementptr inbounds i8, ptr %1747, i64 5
  store i8 %1762, ptr %1760, align 1, !tbaa !32
  %1764 = getelementptr inbounds i8, ptr %1748, i64 6
  %1765 = load i8, ptr %1761, align 1, !tbaa !32
  %1766 = getelementptr inbounds i8, ptr %1747, i64 6
  store i8 %1765, ptr %1763, align 1, !tbaa !32
  %1767 = getelementptr inbounds i8, ptr %1748, i64 7
  %1768 = load i8, ptr %1764, align 1, !tbaa !32
  %1769 = getelementptr inbounds i8, ptr %1747, i64 7
  store i8 %1768, ptr %1766, align 1, !tbaa !32
  %1770 = getelementptr inbounds i8, ptr %1748, i64 8
  %1771 = load i8, ptr %1767, align 1, !tbaa !32
  %1772 = getelementptr inbounds i8, ptr %1747, i64 8
  store i8 %1771, ptr %1769, align 1, !tbaa !32
  %1773 = icmp eq ptr %1770, %1685
  br i1 %1773, label %1774, label %1746, !llvm.loop !68

1774:                                             ; preds = %1648, %1741, %1746, %1704, %1723, %1677, %1640
  %1775 = load ptr, ptr %1036, align 8, !tbaa !33
  %1776 = getelementptr inbounds i8, ptr %1775, i64 %1628
  store ptr %1776, ptr %1036, align 8, !tbaa !33
  %1777 = icmp ugt i64 %1628, 65535
  %1778 = load ptr, ptr %1039, align 8, !tbaa !35
  br i1 %1777, label %1779, label %1786, !prof !44

1779:                                             ; preds = %1774
  store i32 1, ptr %1038, align 8, !tbaa !45
  %1780 = load ptr, ptr %1, align 8, !tbaa !46
  %1781 = ptrtoint ptr %1778 to i64
  %1782 = ptrtoint ptr %1780 to i64
  %1783 = sub i64 %1781, %1782
  %1784 = lshr exact i64 %1783, 3
  %1785 = trunc i64 %1784 to i32
  store i32 %1785, ptr %1040, align 4, !tbaa !47
  br label %1786

1786:                                             ; preds = %1779, %1774, %1637
  %1787 = phi ptr [ %1639, %1637 ], [ %1778, %1779 ], [ %1778, %1774 ]
  %1788 = trunc i64 %1628 to i16
  %1789 = getelementptr inbounds i8, ptr %1787, i64 4
  store i16 %1788, ptr %1789, align 4, !tbaa !48
  store i32 %1629, ptr %1787, align 4, !tbaa !50
  %1790 = add i64 %1617, -3
  %1791 = icmp ugt i64 %1790, 65535
  br i1 %1791, label %1792, label %1805, !prof !51

1792:                                             ; preds = %1786, %1314
  %1793 = phi ptr [ %1315, %1314 ], [ %1787, %1786 ]
  %1794 = phi i64 [ %1318, %1314 ], [ %1790, %1786 ]
  %1795 = phi ptr [ %1077, %1314 ], [ %1615, %1786 ]
  %1796 = phi i64 [ %1153, %1314 ], [ %1617, %1786 ]
  %1797 = phi i32 [ %1045, %1314 ], [ %1044, %1786 ]
  %1798 = phi i32 [ %1044, %1314 ], [ %1618, %1786 ]
  store i32 2, ptr %1038, align 8, !tbaa !45
  %1799 = load ptr, ptr %1, align 8, !tbaa !46
  %1800 = ptrtoint ptr %1793 to i64
  %1801 = ptrtoint ptr %1799 to i64
  %1802 = sub i64 %1800, %1801
  %1803 = lshr exact i64 %1802, 3
  %1804 = trunc i64 %1803 to i32
  store i32 %1804, ptr %1040, align 4, !tbaa !47
  br label %1805

1805:                                             ; preds = %1792, %1786, %1314
  %1806 = phi i64 [ %1318, %1314 ], [ %1790, %1786 ], [ %1794, %1792 ]
  %1807 = phi ptr [ %1315, %1314 ], [ %1787, %1786 ], [ %1793, %1792 ]
  %1808 = phi ptr [ %1077, %1314 ], [ %1615, %1786 ], [ %1795, %1792 ]
  %1809 = phi i64 [ %1153, %1314 ], [ %1617, %1786 ], [ %1796, %1792 ]
  %1810 = phi i32 [ %1045, %1314 ], [ %1044, %1786 ], [ %1797, %1792 ]
  %1811 = phi i32 [ %1044, %1314 ], [ %1618, %1786 ], [ %1798, %1792 ]
  %1812 = trunc i64 %1806 to i16
  %1813 = getelementptr inbounds i8, ptr %1807, i64 6
  store i16 %1812, ptr %1813, align 2, !tbaa !60
  %1814 = getelementptr inbounds i8, ptr %1807, i64 8
  store ptr %1814, ptr %1039, align 8, !tbaa !35
  %1815 = getelementptr inbounds i8, ptr %1808, i64 %1809
  %1816 = icmp ugt ptr %1815, %43
  br i1 %1816, label %1960, label %1817

1817:                                             ; preds = %1805
  %1818 = add i32 %1073, 2
  %1819 = zext i32 %1818 to i64
  %1820 = getelementptr inbounds i8, ptr %22, i64 %1819
  %1821 = load i64, ptr %1820, align 1, !tbaa !21
  %1822 = mul i64 %1821, -3523014627327384477
  %1823 = lshr i64 %1822, %1029
  %1824 = getelementptr inbounds i32, ptr %14, i64 %1823
  store i32 %1818, ptr %1824, align 4, !tbaa !22
  %1825 = getelementptr inbounds i8, ptr %1815, i64 -2
  %1826 = ptrtoint ptr %1825 to i64
  %1827 = sub i64 %1826, %24
  %1828 = trunc i64 %1827 to i32
  %1829 = load i64, ptr %1825, align 1, !tbaa !21
  %1830 = mul i64 %1829, -3523014627327384477
  %1831 = lshr i64 %1830, %1029
  %1832 = getelementptr inbounds i32, ptr %14, i64 %1831
  store i32 %1828, ptr %1832, align 4, !tbaa !22
  %1833 = mul i64 %1821, -3523014627271114752
  %1834 = lshr i64 %1833, %1031
  %1835 = getelementptr inbounds i32, ptr %18, i64 %1834
  store i32 %1818, ptr %1835, align 4, !tbaa !22
  %1836 = getelementptr inbounds i8, ptr %1815, i64 -1
  %1837 = ptrtoint ptr %1836 to i64
  %1838 = sub i64 %1837, %24
  %1839 = trunc i64 %1838 to i32
  %1840 = load i64, ptr %1836, align 1, !tbaa !21
  %1841 = mul i64 %1840, -3523014627271114752
  %1842 = lshr i64 %1841, %1031
  %1843 = getelementptr inbounds i32, ptr %18, i64 %1842
  store i32 %1839, ptr %1843, align 4, !tbaa !22
  br label %1844

1844:                                             ; preds = %1954, %1817
  %1845 = phi ptr [ %1814, %1817 ], [ %1957, %1954 ]
  %1846 = phi ptr [ %1815, %1817 ], [ %1958, %1954 ]
  %1847 = phi i32 [ %1811, %1817 ], [ %1848, %1954 ]
  %1848 = phi i32 [ %1810, %1817 ], [ %1847, %1954 ]
  %1849 = icmp ne i32 %1848, 0
  %1850 = load i32, ptr %1846, align 1, !tbaa !22
  %1851 = zext i32 %1848 to i64
  %1852 = sub nsw i64 0, %1851
  %1853 = getelementptr inbounds i8, ptr %1846, i64 %1852
  %1854 = load i32, ptr %1853, align 1, !tbaa !22
  %1855 = icmp eq i32 %1850, %1854
  %1856 = and i1 %1849, %1855
  br i1 %1856, label %1857, label %1960

1857:                                             ; preds = %1844
  %1858 = getelementptr inbounds i8, ptr %1846, i64 4
  %1859 = getelementptr inbounds i8, ptr %1858, i64 %1852
  %1860 = icmp ugt ptr %1032, %1858
  br i1 %1860, label %1861, label %1887

1861:                                             ; preds = %1857
  %1862 = load i64, ptr %1859, align 1, !tbaa !21
  %1863 = load i64, ptr %1858, align 1, !tbaa !21
  %1864 = icmp eq i64 %1862, %1863
  br i1 %1864, label %1869, label %1865

1865:                                             ; preds = %1861
  %1866 = xor i64 %1863, %1862
  %1867 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1866, i1 true)
  %1868 = lshr i64 %1867, 3
  br label %1924

1869:                                             ; preds = %1861, %1875
  %1870 = phi ptr [ %1873, %1875 ], [ %1859, %1861 ]
  %1871 = phi ptr [ %1872, %1875 ], [ %1858, %1861 ]
  %1872 = getelementptr inbounds i8, ptr %1871, i64 8
  %1873 = getelementptr inbounds i8, ptr %1870, i64 8
  %1874 = icmp ult ptr %1872, %1032
  br i1 %1874, label %1875, label %1887

1875:                                             ; preds = %1869
  %1876 = load i64, ptr %1873, align 1, !tbaa !21
  %1877 = load i64, ptr %1872, align 1, !tbaa !21
  %1878 = icmp eq i64 %1876, %1877
  br i1 %1878, label %1869, label %1879

1879:                                             ; preds = %1875
  %1880 = xor i64 %1877, %1876
  %1881 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1880, i1 true)
  %1882 = lshr i64 %1881, 3
  %1883 = getelementptr inbounds i8, ptr %1872, i64 %1882
  %1884 = ptrtoint ptr %1883 to i64
  %1885 = ptrtoint ptr %1858 to i64
  %1886 = sub i64 %1884, %1885
  br label %1924

1887:                                             ; preds = %1869, %1857
  %1888 = phi ptr [ %1859, %1857 ], [ %1873, %1869 ]
  %1889 = phi ptr [ %1858, %1857 ], [ %1872, %1869 ]
  %1890 = icmp ult ptr %1889, %1033
  br i1 %1890, label %1891, label %1898

1891:                                             ; preds = %1887
  %1892 = load i32, ptr %1888, align 1, !tbaa !22
  %1893 = load i32, ptr %1889, align 1, !tbaa !22
  %1894 = icmp eq i32 %1892, %1893
  br i1 %1894, label %1895, label %1898

1895:                                             ; preds = %1891
  %1896 = getelementptr inbounds i8, ptr %1889, i64 4
  %1897 = getelementptr inbounds i8, ptr %1888, i64 4
  br label %1898

1898:                                             ; preds = %1895, %1891, %1887
  %1899 = phi ptr [ %1897, %1895 ], [ %1888, %1891 ], [ %1888, %1887 ]
  %1900 = phi ptr [ %1896, %1895 ], [ %1889, %1891 ], [ %1889, %1887 ]
  %1901 = icmp ult ptr %1900, %1034
  br i1 %1901, label %1902, label %1909

1902:                                             ; preds = %1898
  %1903 = load i16, ptr %1899, align 1, !tbaa !30
  %1904 = load i16, ptr %1900, align 1, !tbaa !30
  %1905 = icmp eq i16 %1903, %1904
  br i1 %1905, label %1906, label %1909

1906:                                             ; preds = %1902
  %1907 = getelementptr inbounds i8, ptr %1900, i64 2
  %1908 = getelementptr inbounds i8, ptr %1899, i64 2
  br label %1909

1909:                                             ; preds = %1906, %1902, %1898
  %1910 = phi ptr [ %1908, %1906 ], [ %1899, %1902 ], [ %1899, %1898 ]
  %1911 = phi ptr [ %1907, %1906 ], [ %1900, %1902 ], [ %1900, %1898 ]
  %1912 = icmp ult ptr %1911, %42
  br i1 %1912, label %1913, label %1919

1913:                                             ; preds = %1909
  %1914 = load i8, ptr %1910, align 1, !tbaa !32
  %1915 = load i8, ptr %1911, align 1, !tbaa !32
  %1916 = icmp eq i8 %1914, %1915
  %1917 = zext i1 %1916 to i64
  %1918 = getelementptr inbounds i8, ptr %1911, i64 %1917
  br label %1919

1919:                                             ; preds = %1913, %1909
  %1920 = phi ptr [ %1911, %1909 ], [ %1918, %1913 ]
  %1921 = ptrtoint ptr %1920 to i64
  %1922 = ptrtoint ptr %1858 to i64
  %1923 = sub i64 %1921, %1922
  br label %1924

1924:                                             ; preds = %1919, %1879, %1865
  %1925 = phi i64 [ %1923, %1919 ], [ %1868, %1865 ], [ %1886, %1879 ]
  %1926 = add i64 %1925, 4
  %1927 = ptrtoint ptr %1846 to i64
  %1928 = sub i64 %1927, %24
  %1929 = trunc i64 %1928 to i32
  %1930 = load i64, ptr %1846, align 1, !tbaa !21
  %1931 = mul i64 %1930, -3523014627271114752
  %1932 = lshr i64 %1931, %1031
  %1933 = getelementptr inbounds i32, ptr %18, i64 %1932
  store i32 %1929, ptr %1933, align 4, !tbaa !22
  %1934 = mul i64 %1930, -3523014627327384477
  %1935 = lshr i64 %1934, %1029
  %1936 = getelementptr inbounds i32, ptr %14, i64 %1935
  store i32 %1929, ptr %1936, align 4, !tbaa !22
  %1937 = icmp ugt ptr %1846, %1035
  br i1 %1937, label %1942, label %1938

1938:                                             ; preds = %1924
  %1939 = load ptr, ptr %1036, align 8, !tbaa !33
  %1940 = load <2 x i64>, ptr %1846, align 1, !tbaa !32
  store <2 x i64> %1940, ptr %1939, align 1, !tbaa !32
  %1941 = load ptr, ptr %1039, align 8, !tbaa !35
  br label %1942

1942:                                             ; preds = %1938, %1924
  %1943 = phi ptr [ %1845, %1924 ], [ %1941, %1938 ]
  %1944 = getelementptr inbounds i8, ptr %1943, i64 4
  store i16 0, ptr %1944, align 4, !tbaa !48
  store i32 1, ptr %1943, align 4, !tbaa !50
  %1945 = add i64 %1925, 1
  %1946 = icmp ugt i64 %1945, 65535
  br i1 %1946, label %1947, label %1954, !prof !51

1947:                                             ; preds = %1942
  store i32 2, ptr %1038, align 8, !tbaa !45
  %1948 = load ptr, ptr %1, align 8, !tbaa !46
  %1949 = ptrtoint ptr %1943 to i64
  %1950 = ptrtoint ptr %1948 to i64
  %1951 = sub i64 %1949, %1950
  %1952 = lshr exact i64 %1951, 3
  %1953 = trunc i64 %1952 to i32
  store i32 %1953, ptr %1040, align 4, !tbaa !47
  br label %1954

1954:                                             ; preds = %1947, %1942
  %1955 = trunc i64 %1945 to i16
  %1956 = getelementptr inbounds i8, ptr %1943, i64 6
  store i16 %1955, ptr %1956, align 2, !tbaa !60
  %1957 = getelementptr inbounds i8, ptr %1943, i64 8
  store ptr %1957, ptr %1039, align 8, !tbaa !35
  %1958 = getelementptr inbounds i8, ptr %1846, i64 %1926
  %1959 = icmp ugt ptr %1958, %43
  br i1 %1959, label %1960, label %1844

1960:                                             ; preds = %1954, %1844, %1805
  %1961 = phi i32 [ %1810, %1805 ], [ %1848, %1844 ], [ %1847, %1954 ]
  %1962 = phi i32 [ %1811, %1805 ], [ %1847, %1844 ], [ %1848, %1954 ]
  %1963 = phi ptr [ %1815, %1805 ], [ %1846, %1844 ], [ %1958, %1954 ]
  %1964 = getelementptr inbounds i8, ptr %1963, i64 1
  %1965 = icmp ugt ptr %1964, %43
  br i1 %1965, label %1966, label %1041

1966:                                             ; preds = %1960, %1436, %1026
  %1967 = phi i32 [ %60, %1026 ], [ %1045, %1436 ], [ %1961, %1960 ]
  %1968 = phi i32 [ %62, %1026 ], [ %1044, %1436 ], [ %1962, %1960 ]
  %1969 = phi ptr [ %3, %1026 ], [ %1043, %1436 ], [ %1963, %1960 ]
  %1970 = select i1 %61, i32 %44, i32 0
  %1971 = select i1 %59, i32 %46, i32 0
  %1972 = icmp ne i32 %1968, 0
  %1973 = select i1 %61, i1 %1972, i1 false
  %1974 = select i1 %1973, i32 %44, i32 %1971
  %1975 = select i1 %1972, i32 %1968, i32 %1970
  store i32 %1975, ptr %2, align 4, !tbaa !22
  %1976 = icmp eq i32 %1967, 0
  %1977 = select i1 %1976, i32 %1974, i32 %1967
  store i32 %1977, ptr %45, align 4, !tbaa !22
  %1978 = ptrtoint ptr %42 to i64
  %1979 = ptrtoint ptr %1969 to i64
  %1980 = sub i64 %1978, %1979
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %8) #10
  br label %3891

1981:                                             ; preds = %5
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %7) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %7, ptr noundef nonnull align 1 dereferenceable(10) @__const.ZSTD_compressBlock_doubleFast_noDict_generic.dummy, i64 10, i1 false)
  br i1 %64, label %2921, label %1982

1982:                                             ; preds = %1981
  %1983 = sub i32 64, %16
  %1984 = zext nneg i32 %1983 to i64
  %1985 = sub i32 64, %20
  %1986 = zext nneg i32 %1985 to i64
  %1987 = getelementptr inbounds i8, ptr %42, i64 -7
  %1988 = getelementptr inbounds i8, ptr %42, i64 -3
  %1989 = getelementptr inbounds i8, ptr %42, i64 -1
  %1990 = getelementptr inbounds i8, ptr %42, i64 -32
  %1991 = getelementptr inbounds i8, ptr %1, i64 24
  %1992 = ptrtoint ptr %1990 to i64
  %1993 = getelementptr inbounds i8, ptr %1, i64 72
  %1994 = getelementptr inbounds i8, ptr %1, i64 8
  %1995 = getelementptr inbounds i8, ptr %1, i64 76
  br label %1996

1996:                                             ; preds = %2915, %1982
  %1997 = phi ptr [ %63, %1982 ], [ %2919, %2915 ]
  %1998 = phi ptr [ %3, %1982 ], [ %2918, %2915 ]
  %1999 = phi i32 [ %62, %1982 ], [ %2917, %2915 ]
  %2000 = phi i32 [ %60, %1982 ], [ %2916, %2915 ]
  %2001 = phi ptr [ %49, %1982 ], [ %2918, %2915 ]
  %2002 = getelementptr inbounds i8, ptr %2001, i64 256
  %2003 = load i64, ptr %2001, align 1, !tbaa !21
  %2004 = mul i64 %2003, -3523014627327384477
  %2005 = lshr i64 %2004, %1984
  %2006 = getelementptr inbounds i32, ptr %14, i64 %2005
  %2007 = load i32, ptr %2006, align 4, !tbaa !22
  %2008 = zext i32 %2007 to i64
  %2009 = getelementptr inbounds i8, ptr %22, i64 %2008
  %2010 = icmp ne i32 %1999, 0
  %2011 = zext i32 %1999 to i64
  %2012 = sub nsw i64 0, %2011
  br label %2013

2013:                                             ; preds = %2391, %1996
  %2014 = phi i64 [ %2003, %1996 ], [ %2276, %2391 ]
  %2015 = phi i32 [ %2007, %1996 ], [ %2375, %2391 ]
  %2016 = phi ptr [ %2009, %1996 ], [ %2377, %2391 ]
  %2017 = phi i64 [ %2005, %1996 ], [ %2278, %2391 ]
  %2018 = phi ptr [ %2001, %1996 ], [ %2019, %2391 ]
  %2019 = phi ptr [ %1997, %1996 ], [ %2394, %2391 ]
  %2020 = phi i64 [ 1, %1996 ], [ %2392, %2391 ]
  %2021 = phi ptr [ %2002, %1996 ], [ %2393, %2391 ]
  %2022 = mul i64 %2014, -3523014627193847808
  %2023 = lshr i64 %2022, %1986
  %2024 = getelementptr inbounds i32, ptr %18, i64 %2023
  %2025 = load i32, ptr %2024, align 4, !tbaa !22
  %2026 = ptrtoint ptr %2018 to i64
  %2027 = sub i64 %2026, %24
  %2028 = trunc i64 %2027 to i32
  %2029 = zext i32 %2025 to i64
  %2030 = getelementptr inbounds i8, ptr %22, i64 %2029
  store i32 %2028, ptr %2024, align 4, !tbaa !22
  %2031 = getelementptr inbounds i32, ptr %14, i64 %2017
  store i32 %2028, ptr %2031, align 4, !tbaa !22
  %2032 = getelementptr inbounds i8, ptr %2018, i64 1
  %2033 = getelementptr inbounds i8, ptr %2032, i64 %2012
  %2034 = load i32, ptr %2033, align 1, !tbaa !22
  %2035 = load i32, ptr %2032, align 1, !tbaa !22
  %2036 = icmp eq i32 %2034, %2035
  %2037 = and i1 %2010, %2036
  br i1 %2037, label %2038, label %2275

2038:                                             ; preds = %2013
  %2039 = ptrtoint ptr %2018 to i64
  %2040 = getelementptr inbounds i8, ptr %2018, i64 5
  %2041 = getelementptr inbounds i8, ptr %2040, i64 %2012
  %2042 = icmp ugt ptr %1987, %2040
  br i1 %2042, label %2043, label %2069

2043:                                             ; preds = %2038
  %2044 = load i64, ptr %2041, align 1, !tbaa !21
  %2045 = load i64, ptr %2040, align 1, !tbaa !21
  %2046 = icmp eq i64 %2044, %2045
  br i1 %2046, label %2051, label %2047

2047:                                             ; preds = %2043
  %2048 = xor i64 %2045, %2044
  %2049 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2048, i1 true)
  %2050 = lshr i64 %2049, 3
  br label %2106

2051:                                             ; preds = %2043, %2057
  %2052 = phi ptr [ %2055, %2057 ], [ %2041, %2043 ]
  %2053 = phi ptr [ %2054, %2057 ], [ %2040, %2043 ]
  %2054 = getelementptr inbounds i8, ptr %2053, i64 8
  %2055 = getelementptr inbounds i8, ptr %2052, i64 8
  %2056 = icmp ult ptr %2054, %1987
  br i1 %2056, label %2057, label %2069

2057:                                             ; preds = %2051
  %2058 = load i64, ptr %2055, align 1, !tbaa !21
  %2059 = load i64, ptr %2054, align 1, !tbaa !21
  %2060 = icmp eq i64 %2058, %2059
  br i1 %2060, label %2051, label %2061

2061:                                             ; preds = %2057
  %2062 = xor i64 %2059, %2058
  %2063 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2062, i1 true)
  %2064 = lshr i64 %2063, 3
  %2065 = getelementptr inbounds i8, ptr %2054, i64 %2064
  %2066 = ptrtoint ptr %2065 to i64
  %2067 = ptrtoint ptr %2040 to i64
  %2068 = sub i64 %2066, %2067
  br label %2106

2069:                                             ; preds = %2051, %2038
  %2070 = phi ptr [ %2041, %2038 ], [ %2055, %2051 ]
  %2071 = phi ptr [ %2040, %2038 ], [ %2054, %2051 ]
  %2072 = icmp ult ptr %2071, %1988
  br i1 %2072, label %2073, label %2080

2073:                                             ; preds = %2069
  %2074 = load i32, ptr %2070, align 1, !tbaa !22
  %2075 = load i32, ptr %2071, align 1, !tbaa !22
  %2076 = icmp eq i32 %2074, %2075
  br i1 %2076, label %2077, label %2080

2077:                                             ; preds = %2073
  %2078 = getelementptr inbounds i8, ptr %2071, i64 4
  %2079 = getelementptr inbounds i8, ptr %2070, i64 4
  br label %2080

2080:                                             ; preds = %2077, %2073, %2069
  %2081 = phi ptr [ %2079, %2077 ], [ %2070, %2073 ], [ %2070, %2069 ]
  %2082 = phi ptr [ %2078, %2077 ], [ %2071, %2073 ], [ %2071, %2069 ]
  %2083 = icmp ult ptr %2082, %1989
  br i1 %2083, label %2084, label %2091

2084:                                             ; preds = %2080
  %2085 = load i16, ptr %2081, align 1, !tbaa !30
  %2086 = load i16, ptr %2082, align 1, !tbaa !30
  %2087 = icmp eq i16 %2085, %2086
  br i1 %2087, label %2088, label %2091

2088:                                             ; preds = %2084
  %2089 = getelementptr inbounds i8, ptr %2082, i64 2
  %2090 = getelementptr inbounds i8, ptr %2081, i64 2
  br label %2091

2091:                                             ; preds = %2088, %2084, %2080
  %2092 = phi ptr [ %2090, %2088 ], [ %2081, %2084 ], [ %2081, %2080 ]
  %2093 = phi ptr [ %2089, %2088 ], [ %2082, %2084 ], [ %2082, %2080 ]
  %2094 = icmp ult ptr %2093, %42
  br i1 %2094, label %2095, label %2101

2095:                                             ; preds = %2091
  %2096 = load i8, ptr %2092, align 1, !tbaa !32
  %2097 = load i8, ptr %2093, align 1, !tbaa !32
  %2098 = icmp eq i8 %2096, %2097
  %2099 = zext i1 %2098 to i64
  %2100 = getelementptr inbounds i8, ptr %2093, i64 %2099
  br label %2101

2101:                                             ; preds = %2095, %2091
  %2102 = phi ptr [ %2093, %2091 ], [ %2100, %2095 ]
  %2103 = ptrtoint ptr %2102 to i64
  %2104 = ptrtoint ptr %2040 to i64
  %2105 = sub i64 %2103, %2104
  br label %2106

2106:                                             ; preds = %2101, %2061, %2047
  %2107 = phi i64 [ %2105, %2101 ], [ %2050, %2047 ], [ %2068, %2061 ]
  %2108 = add i64 %2107, 4
  %2109 = ptrtoint ptr %2032 to i64
  %2110 = ptrtoint ptr %1998 to i64
  %2111 = sub i64 %2109, %2110
  %2112 = getelementptr inbounds i8, ptr %1998, i64 %2111
  %2113 = icmp ugt ptr %2112, %1990
  %2114 = load ptr, ptr %1991, align 8, !tbaa !33
  br i1 %2113, label %2140, label %2115

2115:                                             ; preds = %2106
  %2116 = load <2 x i64>, ptr %1998, align 1, !tbaa !32
  store <2 x i64> %2116, ptr %2114, align 1, !tbaa !32
  %2117 = icmp ugt i64 %2111, 16
  %2118 = load ptr, ptr %1991, align 8, !tbaa !33
  br i1 %2117, label %2122, label %2119

2119:                                             ; preds = %2115
  %2120 = getelementptr inbounds i8, ptr %2118, i64 %2111
  store ptr %2120, ptr %1991, align 8, !tbaa !33
  %2121 = load ptr, ptr %1994, align 8, !tbaa !35
  br label %2269

2122:                                             ; preds = %2115
  %2123 = getelementptr inbounds i8, ptr %2118, i64 16
  %2124 = getelementptr inbounds i8, ptr %1998, i64 16
  %2125 = getelementptr i8, ptr %2118, i64 %2111
  %2126 = load <2 x i64>, ptr %2124, align 1, !tbaa !32
  store <2 x i64> %2126, ptr %2123, align 1, !tbaa !32
  %2127 = icmp slt i64 %2111, 33
  br i1 %2127, label %2257, label %2128

2128:                                             ; preds = %2122
  %2129 = getelementptr inbounds i8, ptr %2118, i64 32
  br label %2130

2130:                                             ; preds = %2130, %2128
  %2131 = phi ptr [ %2129, %2128 ], [ %2138, %2130 ]
  %2132 = phi ptr [ %2124, %2128 ], [ %2136, %2130 ]
  %2133 = getelementptr inbounds i8, ptr %2132, i64 16
  %2134 = load <2 x i64>, ptr %2133, align 1, !tbaa !32
  store <2 x i64> %2134, ptr %2131, align 1, !tbaa !32
  %2135 = getelementptr inbounds i8, ptr %2131, i64 16
  %2136 = getelementptr inbounds i8, ptr %2132, i64 32
  %2137 = load <2 x i64>, ptr %2136, align 1, !tbaa !32
  store <2 x i64> %2137, ptr %2135, align 1, !tbaa !32
  %2138 = getelementptr inbounds i8, ptr %2131, i64 32
  %2139 = icmp ult ptr %2138, %2125
  br i1 %2139, label %2130, label %2257, !llvm.loop !36

2140:                                             ; preds = %2106
  %2141 = icmp ugt ptr %1998, %1990
  br i1 %2141, label %2159, label %2142

2142:                                             ; preds = %2140
  %2143 = sub i64 %1992, %2110
  %2144 = getelementptr inbounds i8, ptr %2114, i64 %2143
  %2145 = load <2 x i64>, ptr %1998, align 1, !tbaa !32
  store <2 x i64> %2145, ptr %2114, align 1, !tbaa !32
  %2146 = icmp slt i64 %2143, 17
  br i1 %2146, label %2159, label %2147

2147:                                             ; preds = %2142
  %2148 = getelementptr inbounds i8, ptr %2114, i64 16
  br label %2149

2149:                                             ; preds = %2149, %2147
  %2150 = phi ptr [ %2148, %2147 ], [ %2157, %2149 ]
  %2151 = phi ptr [ %1998, %2147 ], [ %2155, %2149 ]
  %2152 = getelementptr inbounds i8, ptr %2151, i64 16
  %2153 = load <2 x i64>, ptr %2152, align 1, !tbaa !32
  store <2 x i64> %2153, ptr %2150, align 1, !tbaa !32
  %2154 = getelementptr inbounds i8, ptr %2150, i64 16
  %2155 = getelementptr inbounds i8, ptr %2151, i64 32
  %2156 = load <2 x i64>, ptr %2155, align 1, !tbaa !32
  store <2 x i64> %2156, ptr %2154, align 1, !tbaa !32
  %2157 = getelementptr inbounds i8, ptr %2150, i64 32
  %2158 = icmp ult ptr %2157, %2144
  br i1 %2158, label %2149, label %2159, !llvm.loop !36

2159:                                             ; preds = %2149, %2142, %2140
  %2160 = phi ptr [ %1990, %2142 ], [ %1998, %2140 ], [ %1990, %2149 ]
  %2161 = phi ptr [ %2144, %2142 ], [ %2114, %2140 ], [ %2144, %2149 ]
  %2162 = icmp ult ptr %2160, %2112
  br i1 %2162, label %2163, label %2257

2163:                                             ; preds = %2159
  %2164 = ptrtoint ptr %2161 to i64
  %2165 = ptrtoint ptr %2160 to i64
  %2166 = sub i64 %2109, %2165
  %2167 = getelementptr i8, ptr %2160, i64 %2166
  %2168 = icmp ult i64 %2166, 8
  %2169 = sub i64 %2164, %2165
  %2170 = icmp ult i64 %2169, 32
  %2171 = select i1 %2168, i1 true, i1 %2170
  br i1 %2171, label %2207, label %2172

2172:                                             ; preds = %2163
  %2173 = icmp ult i64 %2166, 32
  br i1 %2173, label %2193, label %2174

2174:                                             ; preds = %2172
  %2175 = and i64 %2166, -32
  br label %2176

2176:                                             ; preds = %2176, %2174
  %2177 = phi i64 [ 0, %2174 ], [ %2184, %2176 ]
  %2178 = getelementptr i8, ptr %2161, i64 %2177
  %2179 = getelementptr i8, ptr %2160, i64 %2177
  %2180 = getelementptr i8, ptr %2179, i64 16
  %2181 = load <16 x i8>, ptr %2179, align 1, !tbaa !32
  %2182 = load <16 x i8>, ptr %2180, align 1, !tbaa !32
  %2183 = getelementptr i8, ptr %2178, i64 16
  store <16 x i8> %2181, ptr %2178, align 1, !tbaa !32
  store <16 x i8> %2182, ptr %2183, align 1, !tbaa !32
  %2184 = add nuw i64 %2177, 32
  %2185 = icmp eq i64 %2184, %2175
  br i1 %2185, label %2186, label %2176, !llvm.loop !69

2186:                                             ; preds = %2176
  %2187 = icmp eq i64 %2166, %2175
  br i1 %2187, label %2257, label %2188

2188:                                             ; preds = %2186
  %2189 = getelementptr i8, ptr %2160, i64 %2175
  %2190 = getelementptr i8, ptr %2161, i64 %2175
  %2191 = and i64 %2166, 24
  %2192 = icmp eq i64 %2191, 0
  br i1 %2192, label %2207, label %2193

2193:                                             ; preds = %2172, %2188
  %2194 = phi i64 [ %2175, %2188 ], [ 0, %2172 ]
  %2195 = and i64 %2166, -8
  %2196 = getelementptr i8, ptr %2161, i64 %2195
  %2197 = getelementptr i8, ptr %2160, i64 %2195
  br label %2198

2198:                                             ; preds = %2198, %2193
  %2199 = phi i64 [ %2194, %2193 ], [ %2203, %2198 ]
  %2200 = getelementptr i8, ptr %2161, i64 %2199
  %2201 = getelementptr i8, ptr %2160, i64 %2199
  %2202 = load <8 x i8>, ptr %2201, align 1, !tbaa !32
  store <8 x i8> %2202, ptr %2200, align 1, !tbaa !32
  %2203 = add nuw i64 %2199, 8
  %2204 = icmp eq i64 %2203, %2195
  br i1 %2204, label %2205, label %2198, !llvm.loop !70

2205:                                             ; preds = %2198
  %2206 = icmp eq i64 %2166, %2195
  br i1 %2206, label %2257, label %2207

2207:                                             ; preds = %2205, %2163, %2188
  %2208 = phi ptr [ %2161, %2163 ], [ %2190, %2188 ], [ %2196, %2205 ]
  %2209 = phi ptr [ %2160, %2163 ], [ %2189, %2188 ], [ %2197, %2205 ]
  %2210 = ptrtoint ptr %2209 to i64
  %2211 = sub i64 %2039, %2210
  %2212 = add i64 %2211, 1
  %2213 = sub i64 %2039, %2210
  %2214 = and i64 %2212, 7
  %2215 = icmp eq i64 %2214, 0
  br i1 %2215, label %2225, label %2216

2216:                                             ; preds = %2207, %2216
  %2217 = phi ptr [ %2222, %2216 ], [ %2208, %2207 ]
  %2218 = phi ptr [ %2220, %2216 ], [ %2209, %2207 ]
  %2219 = phi i64 [ %2223, %2216 ], [ 0, %2207 ]
  %2220 = getelementptr inbounds i8, ptr %2218, i64 1
  %2221 = load i8, ptr %2218, align 1, !tbaa !32
  %2222 = getelementptr inbounds i8, ptr %2217, i64 1
  store i8 %2221, ptr %2217, align 1, !tbaa !32
  %2223 = add i64 %2219, 1
  %2224 = icmp eq i64 %2223, %2214
  br i1 %2224, label %2225, label %2216, !llvm.loop !71

2225:                                             ; preds = %2216, %2207
  %2226 = phi ptr [ %2208, %2207 ], [ %2222, %2216 ]
  %2227 = phi ptr [ %2209, %2207 ], [ %2220, %2216 ]
  %2228 = icmp ult i64 %2213, 7
  br i1 %2228, label %2257, label %2229

2229:                                             ; preds = %2225, %2229
  %2230 = phi ptr [ %2255, %2229 ], [ %2226, %2225 ]
  %2231 = phi ptr [ %2253, %2229 ], [ %2227, %2225 ]
  %2232 = getelementptr inbounds i8, ptr %2231, i64 1
  %2233 = load i8, ptr %2231, align 1, !tbaa !32
  %2234 = getelementptr inbounds i8, ptr %2230, i64 1
  store i8 %2233, ptr %2230, align 1, !tbaa !32
  %2235 = getelementptr inbounds i8, ptr %2231, i64 2
  %2236 = load i8, ptr %2232, align 1, !tbaa !32
  %2237 = getelementptr inbounds i8, ptr %2230, i64 2
  store i8 %2236, ptr %2234, align 1, !tbaa !32
  %2238 = getelementptr inbounds i8, ptr %2231, i64 3
  %2239 = load i8, ptr %2235, align 1, !tbaa !32
  %2240 = getelementptr inbounds i8, ptr %2230, i64 3
  store i8 %2239, ptr %2237, align 1, !tbaa !32
  %2241 = getelementptr inbounds i8, ptr %2231, i64 4
  %2242 = load i8, ptr %2238, align 1, !tbaa !32
  %2243 = getelementptr inbounds i8, ptr %2230, i64 4
  store i8 %2242, ptr %2240, align 1, !tbaa !32
  %2244 = getelementptr inbounds i8, ptr %2231, i64 5
  %2245 = load i8, ptr %2241, align 1, !tbaa !32
  %2246 = getelementptr inbounds i8, ptr %2230, i64 5
  store i8 %2245, ptr %2243, align 1, !tbaa !32
  %2247 = getelementptr inbounds i8, ptr %2231, i64 6
  %2248 = load i8, ptr %2244, align 1, !tbaa !32
  %2249 = getelementptr inbounds i8, ptr %2230, i64 6
  store i8 %2248, ptr %2246, align 1, !tbaa !32
  %2250 = getelementptr inbounds i8, ptr %2231, i64 7
  %2251 = load i8, ptr %2247, align 1, !tbaa !32
  %2252 = getelementptr inbounds i8, ptr %2230, i64 7
  store i8 %2251, ptr %2249, align 1, !tbaa !32
  %2253 = getelementptr inbounds i8, ptr %2231, i64 8
  %2254 = load i8, ptr %2250, align 1, !tbaa !32
  %2255 = getelementptr inbounds i8, ptr %2230, i64 8
  store i8 %2254, ptr %2252, align 1, !tbaa !32
  %2256 = icmp eq ptr %2253, %2167
  br i1 %2256, label %2257, label %2229, !llvm.loop !72

2257:                                             ; preds = %2130, %2225, %2229, %2186, %2205, %2159, %2122
  %2258 = load ptr, ptr %1991, align 8, !tbaa !33
  %2259 = getelementptr inbounds i8, ptr %2258, i64 %2111
  store ptr %2259, ptr %1991, align 8, !tbaa !33
  %2260 = icmp ugt i64 %2111, 65535
  %2261 = load ptr, ptr %1994, align 8, !tbaa !35
  br i1 %2260, label %2262, label %2269, !prof !44

2262:                                             ; preds = %2257
  store i32 1, ptr %1993, align 8, !tbaa !45
  %2263 = load ptr, ptr %1, align 8, !tbaa !46
  %2264 = ptrtoint ptr %2261 to i64
  %2265 = ptrtoint ptr %2263 to i64
  %2266 = sub i64 %2264, %2265
  %2267 = lshr exact i64 %2266, 3
  %2268 = trunc i64 %2267 to i32
  store i32 %2268, ptr %1995, align 4, !tbaa !47
  br label %2269

2269:                                             ; preds = %2262, %2257, %2119
  %2270 = phi ptr [ %2121, %2119 ], [ %2261, %2262 ], [ %2261, %2257 ]
  %2271 = trunc i64 %2111 to i16
  %2272 = getelementptr inbounds i8, ptr %2270, i64 4
  store i16 %2271, ptr %2272, align 4, !tbaa !48
  store i32 1, ptr %2270, align 4, !tbaa !50
  %2273 = add i64 %2107, 1
  %2274 = icmp ugt i64 %2273, 65535
  br i1 %2274, label %2747, label %2760, !prof !51

2275:                                             ; preds = %2013
  %2276 = load i64, ptr %2019, align 1, !tbaa !21
  %2277 = mul i64 %2276, -3523014627327384477
  %2278 = lshr i64 %2277, %1984
  %2279 = call ptr asm "cmp $1, $2\0Acmova $3, $0\0A", "=r,r,r,r,0,~{dirflag},~{fpsr},~{flags}"(i32 %2015, i32 %39, ptr nonnull readnone %7, ptr readnone %2016) #11, !srcloc !52
  %2280 = load i64, ptr %2279, align 1, !tbaa !21
  %2281 = icmp eq i64 %2280, %2014
  %2282 = icmp eq ptr %2279, %2016
  %2283 = select i1 %2281, i1 %2282, i1 false
  br i1 %2283, label %2284, label %2373

2284:                                             ; preds = %2275
  %2285 = getelementptr inbounds i8, ptr %2018, i64 8
  %2286 = getelementptr inbounds i8, ptr %2016, i64 8
  %2287 = icmp ugt ptr %1987, %2285
  br i1 %2287, label %2288, label %2314

2288:                                             ; preds = %2284
  %2289 = load i64, ptr %2286, align 1, !tbaa !21
  %2290 = load i64, ptr %2285, align 1, !tbaa !21
  %2291 = icmp eq i64 %2289, %2290
  br i1 %2291, label %2296, label %2292

2292:                                             ; preds = %2288
  %2293 = xor i64 %2290, %2289
  %2294 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2293, i1 true)
  %2295 = lshr i64 %2294, 3
  br label %2351

2296:                                             ; preds = %2288, %2302
  %2297 = phi ptr [ %2300, %2302 ], [ %2286, %2288 ]
  %2298 = phi ptr [ %2299, %2302 ], [ %2285, %2288 ]
  %2299 = getelementptr inbounds i8, ptr %2298, i64 8
  %2300 = getelementptr inbounds i8, ptr %2297, i64 8
  %2301 = icmp ult ptr %2299, %1987
  br i1 %2301, label %2302, label %2314

2302:                                             ; preds = %2296
  %2303 = load i64, ptr %2300, align 1, !tbaa !21
  %2304 = load i64, ptr %2299, align 1, !tbaa !21
  %2305 = icmp eq i64 %2303, %2304
  br i1 %2305, label %2296, label %2306

2306:                                             ; preds = %2302
  %2307 = xor i64 %2304, %2303
  %2308 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2307, i1 true)
  %2309 = lshr i64 %2308, 3
  %2310 = getelementptr inbounds i8, ptr %2299, i64 %2309
  %2311 = ptrtoint ptr %2310 to i64
  %2312 = ptrtoint ptr %2285 to i64
  %2313 = sub i64 %2311, %2312
  br label %2351

2314:                                             ; preds = %2296, %2284
  %2315 = phi ptr [ %2286, %2284 ], [ %2300, %2296 ]
  %2316 = phi ptr [ %2285, %2284 ], [ %2299, %2296 ]
  %2317 = icmp ult ptr %2316, %1988
  br i1 %2317, label %2318, label %2325

2318:                                             ; preds = %2314
  %2319 = load i32, ptr %2315, align 1, !tbaa !22
  %2320 = load i32, ptr %2316, align 1, !tbaa !22
  %2321 = icmp eq i32 %2319, %2320
  br i1 %2321, label %2322, label %2325

2322:                                             ; preds = %2318
  %2323 = getelementptr inbounds i8, ptr %2316, i64 4
  %2324 = getelementptr inbounds i8, ptr %2315, i64 4
  br label %2325

2325:                                             ; preds = %2322, %2318, %2314
  %2326 = phi ptr [ %2324, %2322 ], [ %2315, %2318 ], [ %2315, %2314 ]
  %2327 = phi ptr [ %2323, %2322 ], [ %2316, %2318 ], [ %2316, %2314 ]
  %2328 = icmp ult ptr %2327, %1989
  br i1 %2328, label %2329, label %2336

2329:                                             ; preds = %2325
  %2330 = load i16, ptr %2326, align 1, !tbaa !30
  %2331 = load i16, ptr %2327, align 1, !tbaa !30
  %2332 = icmp eq i16 %2330, %2331
  br i1 %2332, label %2333, label %2336

2333:                                             ; preds = %2329
  %2334 = getelementptr inbounds i8, ptr %2327, i64 2
  %2335 = getelementptr inbounds i8, ptr %2326, i64 2
  br label %2336

2336:                                             ; preds = %2333, %2329, %2325
  %2337 = phi ptr [ %2335, %2333 ], [ %2326, %2329 ], [ %2326, %2325 ]
  %2338 = phi ptr [ %2334, %2333 ], [ %2327, %2329 ], [ %2327, %2325 ]
  %2339 = icmp ult ptr %2338, %42
  br i1 %2339, label %2340, label %2346

2340:                                             ; preds = %2336
  %2341 = load i8, ptr %2337, align 1, !tbaa !32
  %2342 = load i8, ptr %2338, align 1, !tbaa !32
  %2343 = icmp eq i8 %2341, %2342
  %2344 = zext i1 %2343 to i64
  %2345 = getelementptr inbounds i8, ptr %2338, i64 %2344
  br label %2346

2346:                                             ; preds = %2340, %2336
  %2347 = phi ptr [ %2338, %2336 ], [ %2345, %2340 ]
  %2348 = ptrtoint ptr %2347 to i64
  %2349 = ptrtoint ptr %2285 to i64
  %2350 = sub i64 %2348, %2349
  br label %2351

2351:                                             ; preds = %2346, %2306, %2292
  %2352 = phi i64 [ %2350, %2346 ], [ %2295, %2292 ], [ %2313, %2306 ]
  %2353 = add i64 %2352, 8
  %2354 = ptrtoint ptr %2016 to i64
  %2355 = sub i64 %2026, %2354
  %2356 = icmp ugt ptr %2018, %1998
  %2357 = icmp ugt ptr %2016, %41
  %2358 = and i1 %2357, %2356
  br i1 %2358, label %2359, label %2569

2359:                                             ; preds = %2351, %2368
  %2360 = phi i64 [ %2369, %2368 ], [ %2353, %2351 ]
  %2361 = phi ptr [ %2363, %2368 ], [ %2018, %2351 ]
  %2362 = phi ptr [ %2365, %2368 ], [ %2016, %2351 ]
  %2363 = getelementptr inbounds i8, ptr %2361, i64 -1
  %2364 = load i8, ptr %2363, align 1, !tbaa !32
  %2365 = getelementptr inbounds i8, ptr %2362, i64 -1
  %2366 = load i8, ptr %2365, align 1, !tbaa !32
  %2367 = icmp eq i8 %2364, %2366
  br i1 %2367, label %2368, label %2569

2368:                                             ; preds = %2359
  %2369 = add i64 %2360, 1
  %2370 = icmp ugt ptr %2363, %1998
  %2371 = icmp ugt ptr %2365, %41
  %2372 = and i1 %2370, %2371
  br i1 %2372, label %2359, label %2569, !llvm.loop !53

2373:                                             ; preds = %2275
  %2374 = getelementptr inbounds i32, ptr %14, i64 %2278
  %2375 = load i32, ptr %2374, align 4, !tbaa !22
  %2376 = zext i32 %2375 to i64
  %2377 = getelementptr inbounds i8, ptr %22, i64 %2376
  %2378 = call ptr asm "cmp $1, $2\0Acmova $3, $0\0A", "=r,r,r,r,0,~{dirflag},~{fpsr},~{flags}"(i32 %2025, i32 %39, ptr nonnull readnone %7, ptr readnone %2030) #11, !srcloc !52
  %2379 = load i32, ptr %2378, align 1, !tbaa !22
  %2380 = load i32, ptr %2018, align 1, !tbaa !22
  %2381 = icmp eq i32 %2379, %2380
  %2382 = icmp eq ptr %2378, %2030
  %2383 = select i1 %2381, i1 %2382, i1 false
  br i1 %2383, label %2396, label %2384

2384:                                             ; preds = %2373
  %2385 = icmp ult ptr %2019, %2021
  br i1 %2385, label %2391, label %2386

2386:                                             ; preds = %2384
  %2387 = getelementptr inbounds i8, ptr %2019, i64 64
  call void @llvm.prefetch.p0(ptr nonnull %2387, i32 0, i32 3, i32 1)
  %2388 = getelementptr inbounds i8, ptr %2019, i64 128
  call void @llvm.prefetch.p0(ptr nonnull %2388, i32 0, i32 3, i32 1)
  %2389 = add i64 %2020, 1
  %2390 = getelementptr inbounds i8, ptr %2021, i64 256
  br label %2391

2391:                                             ; preds = %2386, %2384
  %2392 = phi i64 [ %2389, %2386 ], [ %2020, %2384 ]
  %2393 = phi ptr [ %2390, %2386 ], [ %2021, %2384 ]
  %2394 = getelementptr inbounds i8, ptr %2019, i64 %2392
  %2395 = icmp ugt ptr %2394, %43
  br i1 %2395, label %2921, label %2013, !llvm.loop !54

2396:                                             ; preds = %2373
  %2397 = getelementptr inbounds i8, ptr %2018, i64 4
  %2398 = getelementptr inbounds i8, ptr %2030, i64 4
  %2399 = icmp ugt ptr %1987, %2397
  br i1 %2399, label %2400, label %2426

2400:                                             ; preds = %2396
  %2401 = load i64, ptr %2398, align 1, !tbaa !21
  %2402 = load i64, ptr %2397, align 1, !tbaa !21
  %2403 = icmp eq i64 %2401, %2402
  br i1 %2403, label %2408, label %2404

2404:                                             ; preds = %2400
  %2405 = xor i64 %2402, %2401
  %2406 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2405, i1 true)
  %2407 = lshr i64 %2406, 3
  br label %2463

2408:                                             ; preds = %2400, %2414
  %2409 = phi ptr [ %2412, %2414 ], [ %2398, %2400 ]
  %2410 = phi ptr [ %2411, %2414 ], [ %2397, %2400 ]
  %2411 = getelementptr inbounds i8, ptr %2410, i64 8
  %2412 = getelementptr inbounds i8, ptr %2409, i64 8
  %2413 = icmp ult ptr %2411, %1987
  br i1 %2413, label %2414, label %2426

2414:                                             ; preds = %2408
  %2415 = load i64, ptr %2412, align 1, !tbaa !21
  %2416 = load i64, ptr %2411, align 1, !tbaa !21
  %2417 = icmp eq i64 %2415, %2416
  br i1 %2417, label %2408, label %2418

2418:                                             ; preds = %2414
  %2419 = xor i64 %2416, %2415
  %2420 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2419, i1 true)
  %2421 = lshr i64 %2420, 3
  %2422 = getelementptr inbounds i8, ptr %2411, i64 %2421
  %2423 = ptrtoint ptr %2422 to i64
  %2424 = ptrtoint ptr %2397 to i64
  %2425 = sub i64 %2423, %2424
  br label %2463

2426:                                             ; preds = %2408, %2396
  %2427 = phi ptr [ %2398, %2396 ], [ %2412, %2408 ]
  %2428 = phi ptr [ %2397, %2396 ], [ %2411, %2408 ]
  %2429 = icmp ult ptr %2428, %1988
  br i1 %2429, label %2430, label %2437

2430:                                             ; preds = %2426
  %2431 = load i32, ptr %2427, align 1, !tbaa !22
  %2432 = load i32, ptr %2428, align 1, !tbaa !22
  %2433 = icmp eq i32 %2431, %2432
  br i1 %2433, label %2434, label %2437

2434:                                             ; preds = %2430
  %2435 = getelementptr inbounds i8, ptr %2428, i64 4
  %2436 = getelementptr inbounds i8, ptr %2427, i64 4
  br label %2437

2437:                                             ; preds = %2434, %2430, %2426
  %2438 = phi ptr [ %2436, %2434 ], [ %2427, %2430 ], [ %2427, %2426 ]
  %2439 = phi ptr [ %2435, %2434 ], [ %2428, %2430 ], [ %2428, %2426 ]
  %2440 = icmp ult ptr %2439, %1989
  br i1 %2440, label %2441, label %2448

2441:                                             ; preds = %2437
  %2442 = load i16, ptr %2438, align 1, !tbaa !30
  %2443 = load i16, ptr %2439, align 1, !tbaa !30
  %2444 = icmp eq i16 %2442, %2443
  br i1 %2444, label %2445, label %2448

2445:                                             ; preds = %2441
  %2446 = getelementptr inbounds i8, ptr %2439, i64 2
  %2447 = getelementptr inbounds i8, ptr %2438, i64 2
  br label %2448

2448:                                             ; preds = %2445, %2441, %2437
  %2449 = phi ptr [ %2447, %2445 ], [ %2438, %2441 ], [ %2438, %2437 ]
  %2450 = phi ptr [ %2446, %2445 ], [ %2439, %2441 ], [ %2439, %2437 ]
  %2451 = icmp ult ptr %2450, %42
  br i1 %2451, label %2452, label %2458

2452:                                             ; preds = %2448
  %2453 = load i8, ptr %2449, align 1, !tbaa !32
  %2454 = load i8, ptr %2450, align 1, !tbaa !32
  %2455 = icmp eq i8 %2453, %2454
  %2456 = zext i1 %2455 to i64
  %2457 = getelementptr inbounds i8, ptr %2450, i64 %2456
  br label %2458

2458:                                             ; preds = %2452, %2448
  %2459 = phi ptr [ %2450, %2448 ], [ %2457, %2452 ]
  %2460 = ptrtoint ptr %2459 to i64
  %2461 = ptrtoint ptr %2397 to i64
  %2462 = sub i64 %2460, %2461
  br label %2463

2463:                                             ; preds = %2458, %2418, %2404
  %2464 = phi i64 [ %2462, %2458 ], [ %2407, %2404 ], [ %2425, %2418 ]
  %2465 = add i64 %2464, 4
  %2466 = ptrtoint ptr %2030 to i64
  %2467 = sub i64 %2026, %2466
  %2468 = icmp ugt i32 %2375, %39
  br i1 %2468, label %2469, label %2547

2469:                                             ; preds = %2463
  %2470 = load i64, ptr %2377, align 1, !tbaa !21
  %2471 = icmp eq i64 %2470, %2276
  br i1 %2471, label %2472, label %2547

2472:                                             ; preds = %2469
  %2473 = getelementptr inbounds i8, ptr %2019, i64 8
  %2474 = getelementptr inbounds i8, ptr %2377, i64 8
  %2475 = icmp ugt ptr %1987, %2473
  br i1 %2475, label %2476, label %2502

2476:                                             ; preds = %2472
  %2477 = load i64, ptr %2474, align 1, !tbaa !21
  %2478 = load i64, ptr %2473, align 1, !tbaa !21
  %2479 = icmp eq i64 %2477, %2478
  br i1 %2479, label %2484, label %2480

2480:                                             ; preds = %2476
  %2481 = xor i64 %2478, %2477
  %2482 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2481, i1 true)
  %2483 = lshr i64 %2482, 3
  br label %2539

2484:                                             ; preds = %2476, %2490
  %2485 = phi ptr [ %2488, %2490 ], [ %2474, %2476 ]
  %2486 = phi ptr [ %2487, %2490 ], [ %2473, %2476 ]
  %2487 = getelementptr inbounds i8, ptr %2486, i64 8
  %2488 = getelementptr inbounds i8, ptr %2485, i64 8
  %2489 = icmp ult ptr %2487, %1987
  br i1 %2489, label %2490, label %2502

2490:                                             ; preds = %2484
  %2491 = load i64, ptr %2488, align 1, !tbaa !21
  %2492 = load i64, ptr %2487, align 1, !tbaa !21
  %2493 = icmp eq i64 %2491, %2492
  br i1 %2493, label %2484, label %2494

2494:                                             ; preds = %2490
  %2495 = xor i64 %2492, %2491
  %2496 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2495, i1 true)
  %2497 = lshr i64 %2496, 3
  %2498 = getelementptr inbounds i8, ptr %2487, i64 %2497
  %2499 = ptrtoint ptr %2498 to i64
  %2500 = ptrtoint ptr %2473 to i64
  %2501 = sub i64 %2499, %2500
  br label %2539

2502:                                             ; preds = %2484, %2472
  %2503 = phi ptr [ %2474, %2472 ], [ %2488, %2484 ]
  %2504 = phi ptr [ %2473, %2472 ], [ %2487, %2484 ]
  %2505 = icmp ult ptr %2504, %1988
  br i1 %2505, label %2506, label %2513

2506:                                             ; preds = %2502
  %2507 = load i32, ptr %2503, align 1, !tbaa !22
  %2508 = load i32, ptr %2504, align 1, !tbaa !22
  %2509 = icmp eq i32 %2507, %2508
  br i1 %2509, label %2510, label %2513

2510:                                             ; preds = %2506
  %2511 = getelementptr inbounds i8, ptr %2504, i64 4
  %2512 = getelementptr inbounds i8, ptr %2503, i64 4
  br label %2513

2513:                                             ; preds = %2510, %2506, %2502
  %2514 = phi ptr [ %2512, %2510 ], [ %2503, %2506 ], [ %2503, %2502 ]
  %2515 = phi ptr [ %2511, %2510 ], [ %2504, %2506 ], [ %2504, %2502 ]
  %2516 = icmp ult ptr %2515, %1989
  br i1 %2516, label %2517, label %2524

2517:                                             ; preds = %2513
  %2518 = load i16, ptr %2514, align 1, !tbaa !30
  %2519 = load i16, ptr %2515, align 1, !tbaa !30
  %2520 = icmp eq i16 %2518, %2519
  br i1 %2520, label %2521, label %2524

2521:                                             ; preds = %2517
  %2522 = getelementptr inbounds i8, ptr %2515, i64 2
  %2523 = getelementptr inbounds i8, ptr %2514, i64 2
  br label %2524

2524:                                             ; preds = %2521, %2517, %2513
  %2525 = phi ptr [ %2523, %2521 ], [ %2514, %2517 ], [ %2514, %2513 ]
  %2526 = phi ptr [ %2522, %2521 ], [ %2515, %2517 ], [ %2515, %2513 ]
  %2527 = icmp ult ptr %2526, %42
  br i1 %2527, label %2528, label %2534

2528:                                             ; preds = %2524
  %2529 = load i8, ptr %2525, align 1, !tbaa !32
  %2530 = load i8, ptr %2526, align 1, !tbaa !32
  %2531 = icmp eq i8 %2529, %2530
  %2532 = zext i1 %2531 to i64
  %2533 = getelementptr inbounds i8, ptr %2526, i64 %2532
  br label %2534

2534:                                             ; preds = %2528, %2524
  %2535 = phi ptr [ %2526, %2524 ], [ %2533, %2528 ]
  %2536 = ptrtoint ptr %2535 to i64
  %2537 = ptrtoint ptr %2473 to i64
  %2538 = sub i64 %2536, %2537
  br label %2539

2539:                                             ; preds = %2534, %2494, %2480
  %2540 = phi i64 [ %2538, %2534 ], [ %2483, %2480 ], [ %2501, %2494 ]
  %2541 = add i64 %2540, 8
  %2542 = icmp ugt i64 %2541, %2465
  br i1 %2542, label %2543, label %2547

2543:                                             ; preds = %2539
  %2544 = ptrtoint ptr %2019 to i64
  %2545 = ptrtoint ptr %2377 to i64
  %2546 = sub i64 %2544, %2545
  br label %2547

2547:                                             ; preds = %2543, %2539, %2469, %2463
  %2548 = phi ptr [ %2030, %2469 ], [ %2030, %2463 ], [ %2377, %2543 ], [ %2030, %2539 ]
  %2549 = phi ptr [ %2018, %2469 ], [ %2018, %2463 ], [ %2019, %2543 ], [ %2018, %2539 ]
  %2550 = phi i64 [ %2467, %2469 ], [ %2467, %2463 ], [ %2546, %2543 ], [ %2467, %2539 ]
  %2551 = phi i64 [ %2465, %2469 ], [ %2465, %2463 ], [ %2541, %2543 ], [ %2465, %2539 ]
  %2552 = icmp ugt ptr %2549, %1998
  %2553 = icmp ugt ptr %2548, %41
  %2554 = and i1 %2553, %2552
  br i1 %2554, label %2555, label %2569

2555:                                             ; preds = %2547, %2564
  %2556 = phi i64 [ %2565, %2564 ], [ %2551, %2547 ]
  %2557 = phi ptr [ %2559, %2564 ], [ %2549, %2547 ]
  %2558 = phi ptr [ %2561, %2564 ], [ %2548, %2547 ]
  %2559 = getelementptr inbounds i8, ptr %2557, i64 -1
  %2560 = load i8, ptr %2559, align 1, !tbaa !32
  %2561 = getelementptr inbounds i8, ptr %2558, i64 -1
  %2562 = load i8, ptr %2561, align 1, !tbaa !32
  %2563 = icmp eq i8 %2560, %2562
  br i1 %2563, label %2564, label %2569

2564:                                             ; preds = %2555
  %2565 = add i64 %2556, 1
  %2566 = icmp ugt ptr %2559, %1998
  %2567 = icmp ugt ptr %2561, %41
  %2568 = and i1 %2566, %2567
  br i1 %2568, label %2555, label %2569, !llvm.loop !55

2569:                                             ; preds = %2564, %2555, %2368, %2359, %2547, %2351
  %2570 = phi ptr [ %2018, %2351 ], [ %2549, %2547 ], [ %2361, %2359 ], [ %2363, %2368 ], [ %2559, %2564 ], [ %2557, %2555 ]
  %2571 = phi i64 [ %2355, %2351 ], [ %2550, %2547 ], [ %2355, %2359 ], [ %2355, %2368 ], [ %2550, %2555 ], [ %2550, %2564 ]
  %2572 = phi i64 [ %2353, %2351 ], [ %2551, %2547 ], [ %2360, %2359 ], [ %2369, %2368 ], [ %2565, %2564 ], [ %2556, %2555 ]
  %2573 = trunc i64 %2571 to i32
  %2574 = icmp ult i64 %2020, 4
  br i1 %2574, label %2575, label %2580

2575:                                             ; preds = %2569
  %2576 = ptrtoint ptr %2019 to i64
  %2577 = sub i64 %2576, %24
  %2578 = trunc i64 %2577 to i32
  %2579 = getelementptr inbounds i32, ptr %14, i64 %2278
  store i32 %2578, ptr %2579, align 4, !tbaa !22
  br label %2580

2580:                                             ; preds = %2575, %2569
  %2581 = ptrtoint ptr %2570 to i64
  %2582 = ptrtoint ptr %1998 to i64
  %2583 = sub i64 %2581, %2582
  %2584 = add i32 %2573, 3
  %2585 = getelementptr inbounds i8, ptr %1998, i64 %2583
  %2586 = icmp ugt ptr %2585, %1990
  %2587 = load ptr, ptr %1991, align 8, !tbaa !33
  br i1 %2586, label %2613, label %2588

2588:                                             ; preds = %2580
  %2589 = load <2 x i64>, ptr %1998, align 1, !tbaa !32
  store <2 x i64> %2589, ptr %2587, align 1, !tbaa !32
  %2590 = icmp ugt i64 %2583, 16
  %2591 = load ptr, ptr %1991, align 8, !tbaa !33
  br i1 %2590, label %2595, label %2592

2592:                                             ; preds = %2588
  %2593 = getelementptr inbounds i8, ptr %2591, i64 %2583
  store ptr %2593, ptr %1991, align 8, !tbaa !33
  %2594 = load ptr, ptr %1994, align 8, !tbaa !35
  br label %2741

2595:                                             ; preds = %2588
  %2596 = getelementptr inbounds i8, ptr %2591, i64 16
  %2597 = getelementptr inbounds i8, ptr %1998, i64 16
  %2598 = getelementptr i8, ptr %2591, i64 %2583
  %2599 = load <2 x i64>, ptr %2597, align 1, !tbaa !32
  store <2 x i64> %2599, ptr %2596, align 1, !tbaa !32
  %2600 = icmp slt i64 %2583, 33
  br i1 %2600, label %2729, label %2601

2601:                                             ; preds = %2595
  %2602 = getelementptr inbounds i8, ptr %2591, i64 32
  br label %2603

2603:                                             ; preds = %2603, %2601
  %2604 = phi ptr [ %2602, %2601 ], [ %2611, %2603 ]
  %2605 = phi ptr [ %2597, %2601 ], [ %2609, %2603 ]
  %2606 = getelementptr inbounds i8, ptr %2605, i64 16
  %2607 = load <2 x i64>, ptr %2606, align 1, !tbaa !32
  store <2 x i64> %2607, ptr %2604, align 1, !tbaa !32
  %2608 = getelementptr inbounds i8, ptr %2604, i64 16
  %2609 = getelementptr inbounds i8, ptr %2605, i64 32
  %2610 = load <2 x i64>, ptr %2609, align 1, !tbaa !32
  store <2 x i64> %2610, ptr %2608, align 1, !tbaa !32
  %2611 = getelementptr inbounds i8, ptr %2604, i64 32
  %2612 = icmp ult ptr %2611, %2598
  br i1 %2612, label %2603, label %2729, !llvm.loop !36

2613:                                             ; preds = %2580
  %2614 = icmp ugt ptr %1998, %1990
  br i1 %2614, label %2632, label %2615

2615:                                             ; preds = %2613
  %2616 = sub i64 %1992, %2582
  %2617 = getelementptr inbounds i8, ptr %2587, i64 %2616
  %2618 = load <2 x i64>, ptr %1998, align 1, !tbaa !32
  store <2 x i64> %2618, ptr %2587, align 1, !tbaa !32
  %2619 = icmp slt i64 %2616, 17
  br i1 %2619, label %2632, label %2620

2620:                                             ; preds = %2615
  %2621 = getelementptr inbounds i8, ptr %2587, i64 16
  br label %2622

2622:                                             ; preds = %2622, %2620
  %2623 = phi ptr [ %2621, %2620 ], [ %2630, %2622 ]
  %2624 = phi ptr [ %1998, %2620 ], [ %2628, %2622 ]
  %2625 = getelementptr inbounds i8, ptr %2624, i64 16
  %2626 = load <2 x i64>, ptr %2625, align 1, !tbaa !32
  store <2 x i64> %2626, ptr %2623, align 1, !tbaa !32
  %2627 = getelementptr inbounds i8, ptr %2623, i64 16
  %2628 = getelementptr inbounds i8, ptr %2624, i64 32
  %2629 = load <2 x i64>, ptr %2628, align 1, !tbaa !32
  store <2 x i64> %2629, ptr %2627, align 1, !tbaa !32
  %2630 = getelementptr inbounds i8, ptr %2623, i64 32
  %2631 = icmp ult ptr %2630, %2617
  br i1 %2631, label %2622, label %2632, !llvm.loop !36

2632:                                             ; preds = %2622, %2615, %2613
  %2633 = phi ptr [ %1990, %2615 ], [ %1998, %2613 ], [ %1990, %2622 ]
  %2634 = phi ptr [ %2617, %2615 ], [ %2587, %2613 ], [ %2617, %2622 ]
  %2635 = icmp ult ptr %2633, %2585
  br i1 %2635, label %2636, label %2729

2636:                                             ; preds = %2632
  %2637 = ptrtoint ptr %2634 to i64
  %2638 = ptrtoint ptr %2633 to i64
  %2639 = sub i64 %2581, %2638
  %2640 = getelementptr i8, ptr %2633, i64 %2639
  %2641 = icmp ult i64 %2639, 8
  %2642 = sub i64 %2637, %2638
  %2643 = icmp ult i64 %2642, 32
  %2644 = select i1 %2641, i1 true, i1 %2643
  br i1 %2644, label %2680, label %2645

2645:                                             ; preds = %2636
  %2646 = icmp ult i64 %2639, 32
  br i1 %2646, label %2666, label %2647

2647:                                             ; preds = %2645
  %2648 = and i64 %2639, -32
  br label %2649

2649:                                             ; preds = %2649, %2647
  %2650 = phi i64 [ 0, %2647 ], [ %2657, %2649 ]
  %2651 = getelementptr i8, ptr %2634, i64 %2650
  %2652 = getelementptr i8, ptr %2633, i64 %2650
  %2653 = getelementptr i8, ptr %2652, i64 16
  %2654 = load <16 x i8>, ptr %2652, align 1, !tbaa !32
  %2655 = load <16 x i8>, ptr %2653, align 1, !tbaa !32
  %2656 = getelementptr i8, ptr %2651, i64 16
  store <16 x i8> %2654, ptr %2651, align 1, !tbaa !32
  store <16 x i8> %2655, ptr %2656, align 1, !tbaa !32
  %2657 = add nuw i64 %2650, 32
  %2658 = icmp eq i64 %2657, %2648
  br i1 %2658, label %2659, label %2649, !llvm.loop !73

2659:                                             ; preds = %2649
  %2660 = icmp eq i64 %2639, %2648
  br i1 %2660, label %2729, label %2661

2661:                                             ; preds = %2659
  %2662 = getelementptr i8, ptr %2633, i64 %2648
  %2663 = getelementptr i8, ptr %2634, i64 %2648
  %2664 = and i64 %2639, 24
  %2665 = icmp eq i64 %2664, 0
  br i1 %2665, label %2680, label %2666

2666:                                             ; preds = %2645, %2661
  %2667 = phi i64 [ %2648, %2661 ], [ 0, %2645 ]
  %2668 = and i64 %2639, -8
  %2669 = getelementptr i8, ptr %2634, i64 %2668
  %2670 = getelementptr i8, ptr %2633, i64 %2668
  br label %2671

2671:                                             ; preds = %2671, %2666
  %2672 = phi i64 [ %2667, %2666 ], [ %2676, %2671 ]
  %2673 = getelementptr i8, ptr %2634, i64 %2672
  %2674 = getelementptr i8, ptr %2633, i64 %2672
  %2675 = load <8 x i8>, ptr %2674, align 1, !tbaa !32
  store <8 x i8> %2675, ptr %2673, align 1, !tbaa !32
  %2676 = add nuw i64 %2672, 8
  %2677 = icmp eq i64 %2676, %2668
  br i1 %2677, label %2678, label %2671, !llvm.loop !74

2678:                                             ; preds = %2671
  %2679 = icmp eq i64 %2639, %2668
  br i1 %2679, label %2729, label %2680

2680:                                             ; preds = %2678, %2636, %2661
  %2681 = phi ptr [ %2634, %2636 ], [ %2663, %2661 ], [ %2669, %2678 ]
  %2682 = phi ptr [ %2633, %2636 ], [ %2662, %2661 ], [ %2670, %2678 ]
  %2683 = ptrtoint ptr %2682 to i64
  %2684 = sub i64 %2581, %2683
  %2685 = and i64 %2684, 7
  %2686 = icmp eq i64 %2685, 0
  br i1 %2686, label %2696, label %2687

2687:                                             ; preds = %2680, %2687
  %2688 = phi ptr [ %2693, %2687 ], [ %2681, %2680 ]
  %2689 = phi ptr [ %2691, %2687 ], [ %2682, %2680 ]
  %2690 = phi i64 [ %2694, %2687 ], [ 0, %2680 ]
  %2691 = getelementptr inbounds i8, ptr %2689, i64 1
  %2692 = load i8, ptr %2689, align 1, !tbaa !32
  %2693 = getelementptr inbounds i8, ptr %2688, i64 1
  store i8 %2692, ptr %2688, align 1, !tbaa !32
  %2694 = add i64 %2690, 1
  %2695 = icmp eq i64 %2694, %2685
  br i1 %2695, label %2696, label %2687, !llvm.loop !75

2696:                                             ; preds = %2687, %2680
  %2697 = phi ptr [ %2681, %2680 ], [ %2693, %2687 ]
  %2698 = phi ptr [ %2682, %2680 ], [ %2691, %2687 ]
  %2699 = sub i64 %2683, %2581
  %2700 = icmp ugt i64 %2699, -8
  br i1 %2700, label %2729, label %2701

2701:                                             ; preds = %2696, %2701
  %2702 = phi ptr [ %2727, %2701 ], [ %2697, %2696 ]
  %2703 = phi ptr [ %2725, %2701 ], [ %2698, %2696 ]
  %2704 = getelementptr inbounds i8, ptr %2703, i64 1
  %2705 = load i8, ptr %2703, align 1, !tbaa !32
  %2706 = getelementptr inbounds i8, ptr %2702, i64 1
  store i8 %2705, ptr %2702, align 1, !tbaa !32
  %2707 = getelementptr inbounds i8, ptr %2703, i64 2
  %2708 = load i8, ptr %2704, align 1, !tbaa !32
  %2709 = getelementptr inbounds i8, ptr %2702, i64 2
  store i8 %2708, ptr %2706, align 1, !tbaa !32
  %2710 = getelementptr inbounds i8, ptr %2703, i64 3
  %2711 = load i8, ptr %2707, align 1, !tbaa !32
  %2712 = getelementptr inbounds i8, ptr %2702, i64 3
  store i8 %2711, ptr %2709, align 1, !tbaa !32
  %2713 = getelementptr inbounds i8, ptr %2703, i64 4
  %2714 = load i8, ptr %2710, align 1, !tbaa !32
  %2715 = getelementptr inbounds i8, ptr %2702, i64 4
  store i8 %2714, ptr %2712, align 1, !tbaa !32
  %2716 = getelementptr inbounds i8, ptr %2703, i64 5
  %2717 = load i8, ptr %2713, align 1, !tbaa !32
  %2718 = getelementptr inbounds i8, ptr %2702, i64 5
  store i8 %2717, ptr %2715, align 1, !tbaa !32
  %2719 = getelementptr inbounds i8, ptr %2703, i64 6
  %2720 = load i8, ptr %2716, align 1, !tbaa !32
  %2721 = getelementptr inbounds i8, ptr %2702, i64 6
  store i8 %2720, ptr %2718, align 1, !tbaa !32
  %2722 = getelementptr inbounds i8, ptr %2703, i64 7
  %2723 = load i8, ptr %2719, align 1, !tbaa !32
  %2724 = getelementptr inbounds i8, ptr %2702, i64 7
  store i8 %2723, ptr %2721, align 1, !tbaa !32
  %2725 = getelementptr inbounds i8, ptr %2703, i64 8
  %2726 = load i8, ptr %2722, align 1, !tbaa !32
  %2727 = getelementptr inbounds i8, ptr %2702, i64 8
  store i8 %2726, ptr %2724, align 1, !tbaa !32
  %2728 = icmp eq ptr %2725, %2640
  br i1 %2728, label %2729, label %2701, !llvm.loop !76

2729:                                             ; preds = %2603, %2696, %2701, %2659, %2678, %2632, %2595
  %2730 = load ptr, ptr %1991, align 8, !tbaa !33
  %2731 = getelementptr inbounds i8, ptr %2730, i64 %2583
  store ptr %2731, ptr %1991, align 8, !tbaa !33
  %2732 = icmp ugt i64 %2583, 65535
  %2733 = load ptr, ptr %1994, align 8, !tbaa !35
  br i1 %2732, label %2734, label %2741, !prof !44

2734:                                             ; preds = %2729
  store i32 1, ptr %1993, align 8, !tbaa !45
  %2735 = load ptr, ptr %1, align 8, !tbaa !46
  %2736 = ptrtoint ptr %2733 to i64
  %2737 = ptrtoint ptr %2735 to i64
  %2738 = sub i64 %2736, %2737
  %2739 = lshr exact i64 %2738, 3
  %2740 = trunc i64 %2739 to i32
  store i32 %2740, ptr %1995, align 4, !tbaa !47
  br label %2741

2741:                                             ; preds = %2734, %2729, %2592
  %2742 = phi ptr [ %2594, %2592 ], [ %2733, %2734 ], [ %2733, %2729 ]
  %2743 = trunc i64 %2583 to i16
  %2744 = getelementptr inbounds i8, ptr %2742, i64 4
  store i16 %2743, ptr %2744, align 4, !tbaa !48
  store i32 %2584, ptr %2742, align 4, !tbaa !50
  %2745 = add i64 %2572, -3
  %2746 = icmp ugt i64 %2745, 65535
  br i1 %2746, label %2747, label %2760, !prof !51

2747:                                             ; preds = %2741, %2269
  %2748 = phi ptr [ %2270, %2269 ], [ %2742, %2741 ]
  %2749 = phi i64 [ %2273, %2269 ], [ %2745, %2741 ]
  %2750 = phi ptr [ %2032, %2269 ], [ %2570, %2741 ]
  %2751 = phi i64 [ %2108, %2269 ], [ %2572, %2741 ]
  %2752 = phi i32 [ %2000, %2269 ], [ %1999, %2741 ]
  %2753 = phi i32 [ %1999, %2269 ], [ %2573, %2741 ]
  store i32 2, ptr %1993, align 8, !tbaa !45
  %2754 = load ptr, ptr %1, align 8, !tbaa !46
  %2755 = ptrtoint ptr %2748 to i64
  %2756 = ptrtoint ptr %2754 to i64
  %2757 = sub i64 %2755, %2756
  %2758 = lshr exact i64 %2757, 3
  %2759 = trunc i64 %2758 to i32
  store i32 %2759, ptr %1995, align 4, !tbaa !47
  br label %2760

2760:                                             ; preds = %2747, %2741, %2269
  %2761 = phi i64 [ %2273, %2269 ], [ %2745, %2741 ], [ %2749, %2747 ]
  %2762 = phi ptr [ %2270, %2269 ], [ %2742, %2741 ], [ %2748, %2747 ]
  %2763 = phi ptr [ %2032, %2269 ], [ %2570, %2741 ], [ %2750, %2747 ]
  %2764 = phi i64 [ %2108, %2269 ], [ %2572, %2741 ], [ %2751, %2747 ]
  %2765 = phi i32 [ %2000, %2269 ], [ %1999, %2741 ], [ %2752, %2747 ]
  %2766 = phi i32 [ %1999, %2269 ], [ %2573, %2741 ], [ %2753, %2747 ]
  %2767 = trunc i64 %2761 to i16
  %2768 = getelementptr inbounds i8, ptr %2762, i64 6
  store i16 %2767, ptr %2768, align 2, !tbaa !60
  %2769 = getelementptr inbounds i8, ptr %2762, i64 8
  store ptr %2769, ptr %1994, align 8, !tbaa !35
  %2770 = getelementptr inbounds i8, ptr %2763, i64 %2764
  %2771 = icmp ugt ptr %2770, %43
  br i1 %2771, label %2915, label %2772

2772:                                             ; preds = %2760
  %2773 = add i32 %2028, 2
  %2774 = zext i32 %2773 to i64
  %2775 = getelementptr inbounds i8, ptr %22, i64 %2774
  %2776 = load i64, ptr %2775, align 1, !tbaa !21
  %2777 = mul i64 %2776, -3523014627327384477
  %2778 = lshr i64 %2777, %1984
  %2779 = getelementptr inbounds i32, ptr %14, i64 %2778
  store i32 %2773, ptr %2779, align 4, !tbaa !22
  %2780 = getelementptr inbounds i8, ptr %2770, i64 -2
  %2781 = ptrtoint ptr %2780 to i64
  %2782 = sub i64 %2781, %24
  %2783 = trunc i64 %2782 to i32
  %2784 = load i64, ptr %2780, align 1, !tbaa !21
  %2785 = mul i64 %2784, -3523014627327384477
  %2786 = lshr i64 %2785, %1984
  %2787 = getelementptr inbounds i32, ptr %14, i64 %2786
  store i32 %2783, ptr %2787, align 4, !tbaa !22
  %2788 = mul i64 %2776, -3523014627193847808
  %2789 = lshr i64 %2788, %1986
  %2790 = getelementptr inbounds i32, ptr %18, i64 %2789
  store i32 %2773, ptr %2790, align 4, !tbaa !22
  %2791 = getelementptr inbounds i8, ptr %2770, i64 -1
  %2792 = ptrtoint ptr %2791 to i64
  %2793 = sub i64 %2792, %24
  %2794 = trunc i64 %2793 to i32
  %2795 = load i64, ptr %2791, align 1, !tbaa !21
  %2796 = mul i64 %2795, -3523014627193847808
  %2797 = lshr i64 %2796, %1986
  %2798 = getelementptr inbounds i32, ptr %18, i64 %2797
  store i32 %2794, ptr %2798, align 4, !tbaa !22
  br label %2799

2799:                                             ; preds = %2909, %2772
  %2800 = phi ptr [ %2769, %2772 ], [ %2912, %2909 ]
  %2801 = phi ptr [ %2770, %2772 ], [ %2913, %2909 ]
  %2802 = phi i32 [ %2766, %2772 ], [ %2803, %2909 ]
  %2803 = phi i32 [ %2765, %2772 ], [ %2802, %2909 ]
  %2804 = icmp ne i32 %2803, 0
  %2805 = load i32, ptr %2801, align 1, !tbaa !22
  %2806 = zext i32 %2803 to i64
  %2807 = sub nsw i64 0, %2806
  %2808 = getelementptr inbounds i8, ptr %2801, i64 %2807
  %2809 = load i32, ptr %2808, align 1, !tbaa !22
  %2810 = icmp eq i32 %2805, %2809
  %2811 = and i1 %2804, %2810
  br i1 %2811, label %2812, label %2915

2812:                                             ; preds = %2799
  %2813 = getelementptr inbounds i8, ptr %2801, i64 4
  %2814 = getelementptr inbounds i8, ptr %2813, i64 %2807
  %2815 = icmp ugt ptr %1987, %2813
  br i1 %2815, label %2816, label %2842

2816:                                             ; preds = %2812
  %2817 = load i64, ptr %2814, align 1, !tbaa !21
  %2818 = load i64, ptr %2813, align 1, !tbaa !21
  %2819 = icmp eq i64 %2817, %2818
  br i1 %2819, label %2824, label %2820

2820:                                             ; preds = %2816
  %2821 = xor i64 %2818, %2817
  %2822 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2821, i1 true)
  %2823 = lshr i64 %2822, 3
  br label %2879

2824:                                             ; preds = %2816, %2830
  %2825 = phi ptr [ %2828, %2830 ], [ %2814, %2816 ]
  %2826 = phi ptr [ %2827, %2830 ], [ %2813, %2816 ]
  %2827 = getelementptr inbounds i8, ptr %2826, i64 8
  %2828 = getelementptr inbounds i8, ptr %2825, i64 8
  %2829 = icmp ult ptr %2827, %1987
  br i1 %2829, label %2830, label %2842

2830:                                             ; preds = %2824
  %2831 = load i64, ptr %2828, align 1, !tbaa !21
  %2832 = load i64, ptr %2827, align 1, !tbaa !21
  %2833 = icmp eq i64 %2831, %2832
  br i1 %2833, label %2824, label %2834

2834:                                             ; preds = %2830
  %2835 = xor i64 %2832, %2831
  %2836 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2835, i1 true)
  %2837 = lshr i64 %2836, 3
  %2838 = getelementptr inbounds i8, ptr %2827, i64 %2837
  %2839 = ptrtoint ptr %2838 to i64
  %2840 = ptrtoint ptr %2813 to i64
  %2841 = sub i64 %2839, %2840
  br label %2879

2842:                                             ; preds = %2824, %2812
  %2843 = phi ptr [ %2814, %2812 ], [ %2828, %2824 ]
  %2844 = phi ptr [ %2813, %2812 ], [ %2827, %2824 ]
  %2845 = icmp ult ptr %2844, %1988
  br i1 %2845, label %2846, label %2853

2846:                                             ; preds = %2842
  %2847 = load i32, ptr %2843, align 1, !tbaa !22
  %2848 = load i32, ptr %2844, align 1, !tbaa !22
  %2849 = icmp eq i32 %2847, %2848
  br i1 %2849, label %2850, label %2853

2850:                                             ; preds = %2846
  %2851 = getelementptr inbounds i8, ptr %2844, i64 4
  %2852 = getelementptr inbounds i8, ptr %2843, i64 4
  br label %2853

2853:                                             ; preds = %2850, %2846, %2842
  %2854 = phi ptr [ %2852, %2850 ], [ %2843, %2846 ], [ %2843, %2842 ]
  %2855 = phi ptr [ %2851, %2850 ], [ %2844, %2846 ], [ %2844, %2842 ]
  %2856 = icmp ult ptr %2855, %1989
  br i1 %2856, label %2857, label %2864

2857:                                             ; preds = %2853
  %2858 = load i16, ptr %2854, align 1, !tbaa !30
  %2859 = load i16, ptr %2855, align 1, !tbaa !30
  %2860 = icmp eq i16 %2858, %2859
  br i1 %2860, label %2861, label %2864

2861:                                             ; preds = %2857
  %2862 = getelementptr inbounds i8, ptr %2855, i64 2
  %2863 = getelementptr inbounds i8, ptr %2854, i64 2
  br label %2864

2864:                                             ; preds = %2861, %2857, %2853
  %2865 = phi ptr [ %2863, %2861 ], [ %2854, %2857 ], [ %2854, %2853 ]
  %2866 = phi ptr [ %2862, %2861 ], [ %2855, %2857 ], [ %2855, %2853 ]
  %2867 = icmp ult ptr %2866, %42
  br i1 %2867, label %2868, label %2874

2868:                                             ; preds = %2864
  %2869 = load i8, ptr %2865, align 1, !tbaa !32
  %2870 = load i8, ptr %2866, align 1, !tbaa !32
  %2871 = icmp eq i8 %2869, %2870
  %2872 = zext i1 %2871 to i64
  %2873 = getelementptr inbounds i8, ptr %2866, i64 %2872
  br label %2874

2874:                                             ; preds = %2868, %2864
  %2875 = phi ptr [ %2866, %2864 ], [ %2873, %2868 ]
  %2876 = ptrtoint ptr %2875 to i64
  %2877 = ptrtoint ptr %2813 to i64
  %2878 = sub i64 %2876, %2877
  br label %2879

2879:                                             ; preds = %2874, %2834, %2820
  %2880 = phi i64 [ %2878, %2874 ], [ %2823, %2820 ], [ %2841, %2834 ]
  %2881 = add i64 %2880, 4
  %2882 = ptrtoint ptr %2801 to i64
  %2883 = sub i64 %2882, %24
  %2884 = trunc i64 %2883 to i32
  %2885 = load i64, ptr %2801, align 1, !tbaa !21
  %2886 = mul i64 %2885, -3523014627193847808
  %2887 = lshr i64 %2886, %1986
  %2888 = getelementptr inbounds i32, ptr %18, i64 %2887
  store i32 %2884, ptr %2888, align 4, !tbaa !22
  %2889 = mul i64 %2885, -3523014627327384477
  %2890 = lshr i64 %2889, %1984
  %2891 = getelementptr inbounds i32, ptr %14, i64 %2890
  store i32 %2884, ptr %2891, align 4, !tbaa !22
  %2892 = icmp ugt ptr %2801, %1990
  br i1 %2892, label %2897, label %2893

2893:                                             ; preds = %2879
  %2894 = load ptr, ptr %1991, align 8, !tbaa !33
  %2895 = load <2 x i64>, ptr %2801, align 1, !tbaa !32
  store <2 x i64> %2895, ptr %2894, align 1, !tbaa !32
  %2896 = load ptr, ptr %1994, align 8, !tbaa !35
  br label %2897

2897:                                             ; preds = %2893, %2879
  %2898 = phi ptr [ %2800, %2879 ], [ %2896, %2893 ]
  %2899 = getelementptr inbounds i8, ptr %2898, i64 4
  store i16 0, ptr %2899, align 4, !tbaa !48
  store i32 1, ptr %2898, align 4, !tbaa !50
  %2900 = add i64 %2880, 1
  %2901 = icmp ugt i64 %2900, 65535
  br i1 %2901, label %2902, label %2909, !prof !51

2902:                                             ; preds = %2897
  store i32 2, ptr %1993, align 8, !tbaa !45
  %2903 = load ptr, ptr %1, align 8, !tbaa !46
  %2904 = ptrtoint ptr %2898 to i64
  %2905 = ptrtoint ptr %2903 to i64
  %2906 = sub i64 %2904, %2905
  %2907 = lshr exact i64 %2906, 3
  %2908 = trunc i64 %2907 to i32
  store i32 %2908, ptr %1995, align 4, !tbaa !47
  br label %2909

2909:                                             ; preds = %2902, %2897
  %2910 = trunc i64 %2900 to i16
  %2911 = getelementptr inbounds i8, ptr %2898, i64 6
  store i16 %2910, ptr %2911, align 2, !tbaa !60
  %2912 = getelementptr inbounds i8, ptr %2898, i64 8
  store ptr %2912, ptr %1994, align 8, !tbaa !35
  %2913 = getelementptr inbounds i8, ptr %2801, i64 %2881
  %2914 = icmp ugt ptr %2913, %43
  br i1 %2914, label %2915, label %2799

2915:                                             ; preds = %2909, %2799, %2760
  %2916 = phi i32 [ %2765, %2760 ], [ %2803, %2799 ], [ %2802, %2909 ]
  %2917 = phi i32 [ %2766, %2760 ], [ %2802, %2799 ], [ %2803, %2909 ]
  %2918 = phi ptr [ %2770, %2760 ], [ %2801, %2799 ], [ %2913, %2909 ]
  %2919 = getelementptr inbounds i8, ptr %2918, i64 1
  %2920 = icmp ugt ptr %2919, %43
  br i1 %2920, label %2921, label %1996

2921:                                             ; preds = %2915, %2391, %1981
  %2922 = phi i32 [ %60, %1981 ], [ %2000, %2391 ], [ %2916, %2915 ]
  %2923 = phi i32 [ %62, %1981 ], [ %1999, %2391 ], [ %2917, %2915 ]
  %2924 = phi ptr [ %3, %1981 ], [ %1998, %2391 ], [ %2918, %2915 ]
  %2925 = select i1 %61, i32 %44, i32 0
  %2926 = select i1 %59, i32 %46, i32 0
  %2927 = icmp ne i32 %2923, 0
  %2928 = select i1 %61, i1 %2927, i1 false
  %2929 = select i1 %2928, i32 %44, i32 %2926
  %2930 = select i1 %2927, i32 %2923, i32 %2925
  store i32 %2930, ptr %2, align 4, !tbaa !22
  %2931 = icmp eq i32 %2922, 0
  %2932 = select i1 %2931, i32 %2929, i32 %2922
  store i32 %2932, ptr %45, align 4, !tbaa !22
  %2933 = ptrtoint ptr %42 to i64
  %2934 = ptrtoint ptr %2924 to i64
  %2935 = sub i64 %2933, %2934
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %7) #10
  br label %3891

2936:                                             ; preds = %5
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %6) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %6, ptr noundef nonnull align 1 dereferenceable(10) @__const.ZSTD_compressBlock_doubleFast_noDict_generic.dummy, i64 10, i1 false)
  br i1 %64, label %3876, label %2937

2937:                                             ; preds = %2936
  %2938 = sub i32 64, %16
  %2939 = zext nneg i32 %2938 to i64
  %2940 = sub i32 64, %20
  %2941 = zext nneg i32 %2940 to i64
  %2942 = getelementptr inbounds i8, ptr %42, i64 -7
  %2943 = getelementptr inbounds i8, ptr %42, i64 -3
  %2944 = getelementptr inbounds i8, ptr %42, i64 -1
  %2945 = getelementptr inbounds i8, ptr %42, i64 -32
  %2946 = getelementptr inbounds i8, ptr %1, i64 24
  %2947 = ptrtoint ptr %2945 to i64
  %2948 = getelementptr inbounds i8, ptr %1, i64 72
  %2949 = getelementptr inbounds i8, ptr %1, i64 8
  %2950 = getelementptr inbounds i8, ptr %1, i64 76
  br label %2951

2951:                                             ; preds = %3870, %2937
  %2952 = phi ptr [ %63, %2937 ], [ %3874, %3870 ]
  %2953 = phi ptr [ %3, %2937 ], [ %3873, %3870 ]
  %2954 = phi i32 [ %62, %2937 ], [ %3872, %3870 ]
  %2955 = phi i32 [ %60, %2937 ], [ %3871, %3870 ]
  %2956 = phi ptr [ %49, %2937 ], [ %3873, %3870 ]
  %2957 = getelementptr inbounds i8, ptr %2956, i64 256
  %2958 = load i64, ptr %2956, align 1, !tbaa !21
  %2959 = mul i64 %2958, -3523014627327384477
  %2960 = lshr i64 %2959, %2939
  %2961 = getelementptr inbounds i32, ptr %14, i64 %2960
  %2962 = load i32, ptr %2961, align 4, !tbaa !22
  %2963 = zext i32 %2962 to i64
  %2964 = getelementptr inbounds i8, ptr %22, i64 %2963
  %2965 = icmp ne i32 %2954, 0
  %2966 = zext i32 %2954 to i64
  %2967 = sub nsw i64 0, %2966
  br label %2968

2968:                                             ; preds = %3346, %2951
  %2969 = phi i64 [ %2958, %2951 ], [ %3231, %3346 ]
  %2970 = phi i32 [ %2962, %2951 ], [ %3330, %3346 ]
  %2971 = phi ptr [ %2964, %2951 ], [ %3332, %3346 ]
  %2972 = phi i64 [ %2960, %2951 ], [ %3233, %3346 ]
  %2973 = phi ptr [ %2956, %2951 ], [ %2974, %3346 ]
  %2974 = phi ptr [ %2952, %2951 ], [ %3349, %3346 ]
  %2975 = phi i64 [ 1, %2951 ], [ %3347, %3346 ]
  %2976 = phi ptr [ %2957, %2951 ], [ %3348, %3346 ]
  %2977 = mul i64 %2969, -3523014627193167104
  %2978 = lshr i64 %2977, %2941
  %2979 = getelementptr inbounds i32, ptr %18, i64 %2978
  %2980 = load i32, ptr %2979, align 4, !tbaa !22
  %2981 = ptrtoint ptr %2973 to i64
  %2982 = sub i64 %2981, %24
  %2983 = trunc i64 %2982 to i32
  %2984 = zext i32 %2980 to i64
  %2985 = getelementptr inbounds i8, ptr %22, i64 %2984
  store i32 %2983, ptr %2979, align 4, !tbaa !22
  %2986 = getelementptr inbounds i32, ptr %14, i64 %2972
  store i32 %2983, ptr %2986, align 4, !tbaa !22
  %2987 = getelementptr inbounds i8, ptr %2973, i64 1
  %2988 = getelementptr inbounds i8, ptr %2987, i64 %2967
  %2989 = load i32, ptr %2988, align 1, !tbaa !22
  %2990 = load i32, ptr %2987, align 1, !tbaa !22
  %2991 = icmp eq i32 %2989, %2990
  %2992 = and i1 %2965, %2991
  br i1 %2992, label %2993, label %3230

2993:                                             ; preds = %2968
  %2994 = ptrtoint ptr %2973 to i64
  %2995 = getelementptr inbounds i8, ptr %2973, i64 5
  %2996 = getelementptr inbounds i8, ptr %2995, i64 %2967
  %2997 = icmp ugt ptr %2942, %2995
  br i1 %2997, label %2998, label %3024

2998:                                             ; preds = %2993
  %2999 = load i64, ptr %2996, align 1, !tbaa !21
  %3000 = load i64, ptr %2995, align 1, !tbaa !21
  %3001 = icmp eq i64 %2999, %3000
  br i1 %3001, label %3006, label %3002

3002:                                             ; preds = %2998
  %3003 = xor i64 %3000, %2999
  %3004 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3003, i1 true)
  %3005 = lshr i64 %3004, 3
  br label %3061

3006:                                             ; preds = %2998, %3012
  %3007 = phi ptr [ %3010, %3012 ], [ %2996, %2998 ]
  %3008 = phi ptr [ %3009, %3012 ], [ %2995, %2998 ]
  %3009 = getelementptr inbounds i8, ptr %3008, i64 8
  %3010 = getelementptr inbounds i8, ptr %3007, i64 8
  %3011 = icmp ult ptr %3009, %2942
  br i1 %3011, label %3012, label %3024

3012:                                             ; preds = %3006
  %3013 = load i64, ptr %3010, align 1, !tbaa !21
  %3014 = load i64, ptr %3009, align 1, !tbaa !21
  %3015 = icmp eq i64 %3013, %3014
  br i1 %3015, label %3006, label %3016

3016:                                             ; preds = %3012
  %3017 = xor i64 %3014, %3013
  %3018 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3017, i1 true)
  %3019 = lshr i64 %3018, 3
  %3020 = getelementptr inbounds i8, ptr %3009, i64 %3019
  %3021 = ptrtoint ptr %3020 to i64
  %3022 = ptrtoint ptr %2995 to i64
  %3023 = sub i64 %3021, %3022
  br label %3061

3024:                                             ; preds = %3006, %2993
  %3025 = phi ptr [ %2996, %2993 ], [ %3010, %3006 ]
  %3026 = phi ptr [ %2995, %2993 ], [ %3009, %3006 ]
  %3027 = icmp ult ptr %3026, %2943
  br i1 %3027, label %3028, label %3035

3028:                                             ; preds = %3024
  %3029 = load i32, ptr %3025, align 1, !tbaa !22
  %3030 = load i32, ptr %3026, align 1, !tbaa !22
  %3031 = icmp eq i32 %3029, %3030
  br i1 %3031, label %3032, label %3035

3032:                                             ; preds = %3028
  %3033 = getelementptr inbounds i8, ptr %3026, i64 4
  %3034 = getelementptr inbounds i8, ptr %3025, i64 4
  br label %3035

3035:                                             ; preds = %3032, %3028, %3024
  %3036 = phi ptr [ %3034, %3032 ], [ %3025, %3028 ], [ %3025, %3024 ]
  %3037 = phi ptr [ %3033, %3032 ], [ %3026, %3028 ], [ %3026, %3024 ]
  %3038 = icmp ult ptr %3037, %2944
  br i1 %3038, label %3039, label %3046

3039:                                             ; preds = %3035
  %3040 = load i16, ptr %3036, align 1, !tbaa !30
  %3041 = load i16, ptr %3037, align 1, !tbaa !30
  %3042 = icmp eq i16 %3040, %3041
  br i1 %3042, label %3043, label %3046

3043:                                             ; preds = %3039
  %3044 = getelementptr inbounds i8, ptr %3037, i64 2
  %3045 = getelementptr inbounds i8, ptr %3036, i64 2
  br label %3046

3046:                                             ; preds = %3043, %3039, %3035
  %3047 = phi ptr [ %3045, %3043 ], [ %3036, %3039 ], [ %3036, %3035 ]
  %3048 = phi ptr [ %3044, %3043 ], [ %3037, %3039 ], [ %3037, %3035 ]
  %3049 = icmp ult ptr %3048, %42
  br i1 %3049, label %3050, label %3056

3050:                                             ; preds = %3046
  %3051 = load i8, ptr %3047, align 1, !tbaa !32
  %3052 = load i8, ptr %3048, align 1, !tbaa !32
  %3053 = icmp eq i8 %3051, %3052
  %3054 = zext i1 %3053 to i64
  %3055 = getelementptr inbounds i8, ptr %3048, i64 %3054
  br label %3056

3056:                                             ; preds = %3050, %3046
  %3057 = phi ptr [ %3048, %3046 ], [ %3055, %3050 ]
  %3058 = ptrtoint ptr %3057 to i64
  %3059 = ptrtoint ptr %2995 to i64
  %3060 = sub i64 %3058, %3059
  br label %3061

3061:                                             ; preds = %3056, %3016, %3002
  %3062 = phi i64 [ %3060, %3056 ], [ %3005, %3002 ], [ %3023, %3016 ]
  %3063 = add i64 %3062, 4
  %3064 = ptrtoint ptr %2987 to i64
  %3065 = ptrtoint ptr %2953 to i64
  %3066 = sub i64 %3064, %3065
  %3067 = getelementptr inbounds i8, ptr %2953, i64 %3066
  %3068 = icmp ugt ptr %3067, %2945
  %3069 = load ptr, ptr %2946, align 8, !tbaa !33
  br i1 %3068, label %3095, label %3070

3070:                                             ; preds = %3061
  %3071 = load <2 x i64>, ptr %2953, align 1, !tbaa !32
  store <2 x i64> %3071, ptr %3069, align 1, !tbaa !32
  %3072 = icmp ugt i64 %3066, 16
  %3073 = load ptr, ptr %2946, align 8, !tbaa !33
  br i1 %3072, label %3077, label %3074

3074:                                             ; preds = %3070
  %3075 = getelementptr inbounds i8, ptr %3073, i64 %3066
  store ptr %3075, ptr %2946, align 8, !tbaa !33
  %3076 = load ptr, ptr %2949, align 8, !tbaa !35
  br label %3224

3077:                                             ; preds = %3070
  %3078 = getelementptr inbounds i8, ptr %3073, i64 16
  %3079 = getelementptr inbounds i8, ptr %2953, i64 16
  %3080 = getelementptr i8, ptr %3073, i64 %3066
  %3081 = load <2 x i64>, ptr %3079, align 1, !tbaa !32
  store <2 x i64> %3081, ptr %3078, align 1, !tbaa !32
  %3082 = icmp slt i64 %3066, 33
  br i1 %3082, label %3212, label %3083

3083:                                             ; preds = %3077
  %3084 = getelementptr inbounds i8, ptr %3073, i64 32
  br label %3085

3085:                                             ; preds = %3085, %3083
  %3086 = phi ptr [ %3084, %3083 ], [ %3093, %3085 ]
  %3087 = phi ptr [ %3079, %3083 ], [ %3091, %3085 ]
  %3088 = getelementptr inbounds i8, ptr %3087, i64 16
  %3089 = load <2 x i64>, ptr %3088, align 1, !tbaa !32
  store <2 x i64> %3089, ptr %3086, align 1, !tbaa !32
  %3090 = getelementptr inbounds i8, ptr %3086, i64 16
  %3091 = getelementptr inbounds i8, ptr %3087, i64 32
  %3092 = load <2 x i64>, ptr %3091, align 1, !tbaa !32
  store <2 x i64> %3092, ptr %3090, align 1, !tbaa !32
  %3093 = getelementptr inbounds i8, ptr %3086, i64 32
  %3094 = icmp ult ptr %3093, %3080
  br i1 %3094, label %3085, label %3212, !llvm.loop !36

3095:                                             ; preds = %3061
  %3096 = icmp ugt ptr %2953, %2945
  br i1 %3096, label %3114, label %3097

3097:                                             ; preds = %3095
  %3098 = sub i64 %2947, %3065
  %3099 = getelementptr inbounds i8, ptr %3069, i64 %3098
  %3100 = load <2 x i64>, ptr %2953, align 1, !tbaa !32
  store <2 x i64> %3100, ptr %3069, align 1, !tbaa !32
  %3101 = icmp slt i64 %3098, 17
  br i1 %3101, label %3114, label %3102

3102:                                             ; preds = %3097
  %3103 = getelementptr inbounds i8, ptr %3069, i64 16
  br label %3104

3104:                                             ; preds = %3104, %3102
  %3105 = phi ptr [ %3103, %3102 ], [ %3112, %3104 ]
  %3106 = phi ptr [ %2953, %3102 ], [ %3110, %3104 ]
  %3107 = getelementptr inbounds i8, ptr %3106, i64 16
  %3108 = load <2 x i64>, ptr %3107, align 1, !tbaa !32
  store <2 x i64> %3108, ptr %3105, align 1, !tbaa !32
  %3109 = getelementptr inbounds i8, ptr %3105, i64 16
  %3110 = getelementptr inbounds i8, ptr %3106, i64 32
  %3111 = load <2 x i64>, ptr %3110, align 1, !tbaa !32
  store <2 x i64> %3111, ptr %3109, align 1, !tbaa !32
  %3112 = getelementptr inbounds i8, ptr %3105, i64 32
  %3113 = icmp ult ptr %3112, %3099
  br i1 %3113, label %3104, label %3114, !llvm.loop !36

3114:                                             ; preds = %3104, %3097, %3095
  %3115 = phi ptr [ %2945, %3097 ], [ %2953, %3095 ], [ %2945, %3104 ]
  %3116 = phi ptr [ %3099, %3097 ], [ %3069, %3095 ], [ %3099, %3104 ]
  %3117 = icmp ult ptr %3115, %3067
  br i1 %3117, label %3118, label %3212

3118:                                             ; preds = %3114
  %3119 = ptrtoint ptr %3116 to i64
  %3120 = ptrtoint ptr %3115 to i64
  %3121 = sub i64 %3064, %3120
  %3122 = getelementptr i8, ptr %3115, i64 %3121
  %3123 = icmp ult i64 %3121, 8
  %3124 = sub i64 %3119, %3120
  %3125 = icmp ult i64 %3124, 32
  %3126 = select i1 %3123, i1 true, i1 %3125
  br i1 %3126, label %3162, label %3127

3127:                                             ; preds = %3118
  %3128 = icmp ult i64 %3121, 32
  br i1 %3128, label %3148, label %3129

3129:                                             ; preds = %3127
  %3130 = and i64 %3121, -32
  br label %3131

3131:                                             ; preds = %3131, %3129
  %3132 = phi i64 [ 0, %3129 ], [ %3139, %3131 ]
  %3133 = getelementptr i8, ptr %3116, i64 %3132
  %3134 = getelementptr i8, ptr %3115, i64 %3132
  %3135 = getelementptr i8, ptr %3134, i64 16
  %3136 = load <16 x i8>, ptr %3134, align 1, !tbaa !32
  %3137 = load <16 x i8>, ptr %3135, align 1, !tbaa !32
  %3138 = getelementptr i8, ptr %3133, i64 16
  store <16 x i8> %3136, ptr %3133, align 1, !tbaa !32
  store <16 x i8> %3137, ptr %3138, align 1, !tbaa !32
  %3139 = add nuw i64 %3132, 32
  %3140 = icmp eq i64 %3139, %3130
  br i1 %3140, label %3141, label %3131, !llvm.loop !77

3141:                                             ; preds = %3131
  %3142 = icmp eq i64 %3121, %3130
  br i1 %3142, label %3212, label %3143

3143:                                             ; preds = %3141
  %3144 = getelementptr i8, ptr %3115, i64 %3130
  %3145 = getelementptr i8, ptr %3116, i64 %3130
  %3146 = and i64 %3121, 24
  %3147 = icmp eq i64 %3146, 0
  br i1 %3147, label %3162, label %3148

3148:                                             ; preds = %3127, %3143
  %3149 = phi i64 [ %3130, %3143 ], [ 0, %3127 ]
  %3150 = and i64 %3121, -8
  %3151 = getelementptr i8, ptr %3116, i64 %3150
  %3152 = getelementptr i8, ptr %3115, i64 %3150
  br label %3153

3153:                                             ; preds = %3153, %3148
  %3154 = phi i64 [ %3149, %3148 ], [ %3158, %3153 ]
  %3155 = getelementptr i8, ptr %3116, i64 %3154
  %3156 = getelementptr i8, ptr %3115, i64 %3154
  %3157 = load <8 x i8>, ptr %3156, align 1, !tbaa !32
  store <8 x i8> %3157, ptr %3155, align 1, !tbaa !32
  %3158 = add nuw i64 %3154, 8
  %3159 = icmp eq i64 %3158, %3150
  br i1 %3159, label %3160, label %3153, !llvm.loop !78

3160:                                             ; preds = %3153
  %3161 = icmp eq i64 %3121, %3150
  br i1 %3161, label %3212, label %3162

3162:                                             ; preds = %3160, %3118, %3143
  %3163 = phi ptr [ %3116, %3118 ], [ %3145, %3143 ], [ %3151, %3160 ]
  %3164 = phi ptr [ %3115, %3118 ], [ %3144, %3143 ], [ %3152, %3160 ]
  %3165 = ptrtoint ptr %3164 to i64
  %3166 = sub i64 %2994, %3165
  %3167 = add i64 %3166, 1
  %3168 = sub i64 %2994, %3165
  %3169 = and i64 %3167, 7
  %3170 = icmp eq i64 %3169, 0
  br i1 %3170, label %3180, label %3171

3171:                                             ; preds = %3162, %3171
  %3172 = phi ptr [ %3177, %3171 ], [ %3163, %3162 ]
  %3173 = phi ptr [ %3175, %3171 ], [ %3164, %3162 ]
  %3174 = phi i64 [ %3178, %3171 ], [ 0, %3162 ]
  %3175 = getelementptr inbounds i8, ptr %3173, i64 1
  %3176 = load i8, ptr %3173, align 1, !tbaa !32
  %3177 = getelementptr inbounds i8, ptr %3172, i64 1
  store i8 %3176, ptr %3172, align 1, !tbaa !32
  %3178 = add i64 %3174, 1
  %3179 = icmp eq i64 %3178, %3169
  br i1 %3179, label %3180, label %3171, !llvm.loop !79

3180:                                             ; preds = %3171, %3162
  %3181 = phi ptr [ %3163, %3162 ], [ %3177, %3171 ]
  %3182 = phi ptr [ %3164, %3162 ], [ %3175, %3171 ]
  %3183 = icmp ult i64 %3168, 7
  br i1 %3183, label %3212, label %3184

3184:                                             ; preds = %3180, %3184
  %3185 = phi ptr [ %3210, %3184 ], [ %3181, %3180 ]
  %3186 = phi ptr [ %3208, %3184 ], [ %3182, %3180 ]
  %3187 = getelementptr inbounds i8, ptr %3186, i64 1
  %3188 = load i8, ptr %3186, align 1, !tbaa !32
  %3189 = getelementptr inbounds i8, ptr %3185, i64 1
  store i8 %3188, ptr %3185, align 1, !tbaa !32
  %3190 = getelementptr inbounds i8, ptr %3186, i64 2
  %3191 = load i8, ptr %3187, align 1, !tbaa !32
  %3192 = getelementptr inbounds i8, ptr %3185, i64 2
  store i8 %3191, ptr %3189, align 1, !tbaa !32
  %3193 = getelementptr inbounds i8, ptr %3186, i64 3
  %3194 = load i8, ptr %3190, align 1, !tbaa !32
  %3195 = getelementptr inbounds i8, ptr %3185, i64 3
  store i8 %3194, ptr %3192, align 1, !tbaa !32
  %3196 = getelementptr inbounds i8, ptr %3186, i64 4
  %3197 = load i8, ptr %3193, align 1, !tbaa !32
  %3198 = getelementptr inbounds i8, ptr %3185, i64 4
  store i8 %3197, ptr %3195, align 1, !tbaa !32
  %3199 = getelementptr inbounds i8, ptr %3186, i64 5
  %3200 = load i8, ptr %3196, align 1, !tbaa !32
  %3201 = getelementptr inbounds i8, ptr %3185, i64 5
  store i8 %3200, ptr %3198, align 1, !tbaa !32
  %3202 = getelementptr inbounds i8, ptr %3186, i64 6
  %3203 = load i8, ptr %3199, align 1, !tbaa !32
  %3204 = getelementptr inbounds i8, ptr %3185, i64 6
  store i8 %3203, ptr %3201, align 1, !tbaa !32
  %3205 = getelementptr inbounds i8, ptr %3186, i64 7
  %3206 = load i8, ptr %3202, align 1, !tbaa !32
  %3207 = getelementptr inbounds i8, ptr %3185, i64 7
  store i8 %3206, ptr %3204, align 1, !tbaa !32
  %3208 = getelementptr inbounds i8, ptr %3186, i64 8
  %3209 = load i8, ptr %3205, align 1, !tbaa !32
  %3210 = getelementptr inbounds i8, ptr %3185, i64 8
  store i8 %3209, ptr %3207, align 1, !tbaa !32
  %3211 = icmp eq ptr %3208, %3122
  br i1 %3211, label %3212, label %3184, !llvm.loop !80

3212:                                             ; preds = %3085, %3180, %3184, %3141, %3160, %3114, %3077
  %3213 = load ptr, ptr %2946, align 8, !tbaa !33
  %3214 = getelementptr inbounds i8, ptr %3213, i64 %3066
  store ptr %3214, ptr %2946, align 8, !tbaa !33
  %3215 = icmp ugt i64 %3066, 65535
  %3216 = load ptr, ptr %2949, align 8, !tbaa !35
  br i1 %3215, label %3217, label %3224, !prof !44

3217:                                             ; preds = %3212
  store i32 1, ptr %2948, align 8, !tbaa !45
  %3218 = load ptr, ptr %1, align 8, !tbaa !46
  %3219 = ptrtoint ptr %3216 to i64
  %3220 = ptrtoint ptr %3218 to i64
  %3221 = sub i64 %3219, %3220
  %3222 = lshr exact i64 %3221, 3
  %3223 = trunc i64 %3222 to i32
  store i32 %3223, ptr %2950, align 4, !tbaa !47
  br label %3224

3224:                                             ; preds = %3217, %3212, %3074
  %3225 = phi ptr [ %3076, %3074 ], [ %3216, %3217 ], [ %3216, %3212 ]
  %3226 = trunc i64 %3066 to i16
  %3227 = getelementptr inbounds i8, ptr %3225, i64 4
  store i16 %3226, ptr %3227, align 4, !tbaa !48
  store i32 1, ptr %3225, align 4, !tbaa !50
  %3228 = add i64 %3062, 1
  %3229 = icmp ugt i64 %3228, 65535
  br i1 %3229, label %3702, label %3715, !prof !51

3230:                                             ; preds = %2968
  %3231 = load i64, ptr %2974, align 1, !tbaa !21
  %3232 = mul i64 %3231, -3523014627327384477
  %3233 = lshr i64 %3232, %2939
  %3234 = call ptr asm "cmp $1, $2\0Acmova $3, $0\0A", "=r,r,r,r,0,~{dirflag},~{fpsr},~{flags}"(i32 %2970, i32 %39, ptr nonnull readnone %6, ptr readnone %2971) #11, !srcloc !52
  %3235 = load i64, ptr %3234, align 1, !tbaa !21
  %3236 = icmp eq i64 %3235, %2969
  %3237 = icmp eq ptr %3234, %2971
  %3238 = select i1 %3236, i1 %3237, i1 false
  br i1 %3238, label %3239, label %3328

3239:                                             ; preds = %3230
  %3240 = getelementptr inbounds i8, ptr %2973, i64 8
  %3241 = getelementptr inbounds i8, ptr %2971, i64 8
  %3242 = icmp ugt ptr %2942, %3240
  br i1 %3242, label %3243, label %3269

3243:                                             ; preds = %3239
  %3244 = load i64, ptr %3241, align 1, !tbaa !21
  %3245 = load i64, ptr %3240, align 1, !tbaa !21
  %3246 = icmp eq i64 %3244, %3245
  br i1 %3246, label %3251, label %3247

3247:                                             ; preds = %3243
  %3248 = xor i64 %3245, %3244
  %3249 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3248, i1 true)
  %3250 = lshr i64 %3249, 3
  br label %3306

3251:                                             ; preds = %3243, %3257
  %3252 = phi ptr [ %3255, %3257 ], [ %3241, %3243 ]
  %3253 = phi ptr [ %3254, %3257 ], [ %3240, %3243 ]
  %3254 = getelementptr inbounds i8, ptr %3253, i64 8
  %3255 = getelementptr inbounds i8, ptr %3252, i64 8
  %3256 = icmp ult ptr %3254, %2942
  br i1 %3256, label %3257, label %3269

3257:                                             ; preds = %3251
  %3258 = load i64, ptr %3255, align 1, !tbaa !21
  %3259 = load i64, ptr %3254, align 1, !tbaa !21
  %3260 = icmp eq i64 %3258, %3259
  br i1 %3260, label %3251, label %3261

3261:                                             ; preds = %3257
  %3262 = xor i64 %3259, %3258
  %3263 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3262, i1 true)
  %3264 = lshr i64 %3263, 3
  %3265 = getelementptr inbounds i8, ptr %3254, i64 %3264
  %3266 = ptrtoint ptr %3265 to i64
  %3267 = ptrtoint ptr %3240 to i64
  %3268 = sub i64 %3266, %3267
  br label %3306

3269:                                             ; preds = %3251, %3239
  %3270 = phi ptr [ %3241, %3239 ], [ %3255, %3251 ]
  %3271 = phi ptr [ %3240, %3239 ], [ %3254, %3251 ]
  %3272 = icmp ult ptr %3271, %2943
  br i1 %3272, label %3273, label %3280

3273:                                             ; preds = %3269
  %3274 = load i32, ptr %3270, align 1, !tbaa !22
  %3275 = load i32, ptr %3271, align 1, !tbaa !22
  %3276 = icmp eq i32 %3274, %3275
  br i1 %3276, label %3277, label %3280

3277:                                             ; preds = %3273
  %3278 = getelementptr inbounds i8, ptr %3271, i64 4
  %3279 = getelementptr inbounds i8, ptr %3270, i64 4
  br label %3280

3280:                                             ; preds = %3277, %3273, %3269
  %3281 = phi ptr [ %3279, %3277 ], [ %3270, %3273 ], [ %3270, %3269 ]
  %3282 = phi ptr [ %3278, %3277 ], [ %3271, %3273 ], [ %3271, %3269 ]
  %3283 = icmp ult ptr %3282, %2944
  br i1 %3283, label %3284, label %3291

3284:                                             ; preds = %3280
  %3285 = load i16, ptr %3281, align 1, !tbaa !30
  %3286 = load i16, ptr %3282, align 1, !tbaa !30
  %3287 = icmp eq i16 %3285, %3286
  br i1 %3287, label %3288, label %3291

3288:                                             ; preds = %3284
  %3289 = getelementptr inbounds i8, ptr %3282, i64 2
  %3290 = getelementptr inbounds i8, ptr %3281, i64 2
  br label %3291

3291:                                             ; preds = %3288, %3284, %3280
  %3292 = phi ptr [ %3290, %3288 ], [ %3281, %3284 ], [ %3281, %3280 ]
  %3293 = phi ptr [ %3289, %3288 ], [ %3282, %3284 ], [ %3282, %3280 ]
  %3294 = icmp ult ptr %3293, %42
  br i1 %3294, label %3295, label %3301

3295:                                             ; preds = %3291
  %3296 = load i8, ptr %3292, align 1, !tbaa !32
  %3297 = load i8, ptr %3293, align 1, !tbaa !32
  %3298 = icmp eq i8 %3296, %3297
  %3299 = zext i1 %3298 to i64
  %3300 = getelementptr inbounds i8, ptr %3293, i64 %3299
  br label %3301

3301:                                             ; preds = %3295, %3291
  %3302 = phi ptr [ %3293, %3291 ], [ %3300, %3295 ]
  %3303 = ptrtoint ptr %3302 to i64
  %3304 = ptrtoint ptr %3240 to i64
  %3305 = sub i64 %3303, %3304
  br label %3306

3306:                                             ; preds = %3301, %3261, %3247
  %3307 = phi i64 [ %3305, %3301 ], [ %3250, %3247 ], [ %3268, %3261 ]
  %3308 = add i64 %3307, 8
  %3309 = ptrtoint ptr %2971 to i64
  %3310 = sub i64 %2981, %3309
  %3311 = icmp ugt ptr %2973, %2953
  %3312 = icmp ugt ptr %2971, %41
  %3313 = and i1 %3312, %3311
  br i1 %3313, label %3314, label %3524

3314:                                             ; preds = %3306, %3323
  %3315 = phi i64 [ %3324, %3323 ], [ %3308, %3306 ]
  %3316 = phi ptr [ %3318, %3323 ], [ %2973, %3306 ]
  %3317 = phi ptr [ %3320, %3323 ], [ %2971, %3306 ]
  %3318 = getelementptr inbounds i8, ptr %3316, i64 -1
  %3319 = load i8, ptr %3318, align 1, !tbaa !32
  %3320 = getelementptr inbounds i8, ptr %3317, i64 -1
  %3321 = load i8, ptr %3320, align 1, !tbaa !32
  %3322 = icmp eq i8 %3319, %3321
  br i1 %3322, label %3323, label %3524

3323:                                             ; preds = %3314
  %3324 = add i64 %3315, 1
  %3325 = icmp ugt ptr %3318, %2953
  %3326 = icmp ugt ptr %3320, %41
  %3327 = and i1 %3325, %3326
  br i1 %3327, label %3314, label %3524, !llvm.loop !53

3328:                                             ; preds = %3230
  %3329 = getelementptr inbounds i32, ptr %14, i64 %3233
  %3330 = load i32, ptr %3329, align 4, !tbaa !22
  %3331 = zext i32 %3330 to i64
  %3332 = getelementptr inbounds i8, ptr %22, i64 %3331
  %3333 = call ptr asm "cmp $1, $2\0Acmova $3, $0\0A", "=r,r,r,r,0,~{dirflag},~{fpsr},~{flags}"(i32 %2980, i32 %39, ptr nonnull readnone %6, ptr readnone %2985) #11, !srcloc !52
  %3334 = load i32, ptr %3333, align 1, !tbaa !22
  %3335 = load i32, ptr %2973, align 1, !tbaa !22
  %3336 = icmp eq i32 %3334, %3335
  %3337 = icmp eq ptr %3333, %2985
  %3338 = select i1 %3336, i1 %3337, i1 false
  br i1 %3338, label %3351, label %3339

3339:                                             ; preds = %3328
  %3340 = icmp ult ptr %2974, %2976
  br i1 %3340, label %3346, label %3341

3341:                                             ; preds = %3339
  %3342 = getelementptr inbounds i8, ptr %2974, i64 64
  call void @llvm.prefetch.p0(ptr nonnull %3342, i32 0, i32 3, i32 1)
  %3343 = getelementptr inbounds i8, ptr %2974, i64 128
  call void @llvm.prefetch.p0(ptr nonnull %3343, i32 0, i32 3, i32 1)
  %3344 = add i64 %2975, 1
  %3345 = getelementptr inbounds i8, ptr %2976, i64 256
  br label %3346

3346:                                             ; preds = %3341, %3339
  %3347 = phi i64 [ %3344, %3341 ], [ %2975, %3339 ]
  %3348 = phi ptr [ %3345, %3341 ], [ %2976, %3339 ]
  %3349 = getelementptr inbounds i8, ptr %2974, i64 %3347
  %3350 = icmp ugt ptr %3349, %43
  br i1 %3350, label %3876, label %2968, !llvm.loop !54

3351:                                             ; preds = %3328
  %3352 = getelementptr inbounds i8, ptr %2973, i64 4
  %3353 = getelementptr inbounds i8, ptr %2985, i64 4
  %3354 = icmp ugt ptr %2942, %3352
  br i1 %3354, label %3355, label %3381

3355:                                             ; preds = %3351
  %3356 = load i64, ptr %3353, align 1, !tbaa !21
  %3357 = load i64, ptr %3352, align 1, !tbaa !21
  %3358 = icmp eq i64 %3356, %3357
  br i1 %3358, label %3363, label %3359

3359:                                             ; preds = %3355
  %3360 = xor i64 %3357, %3356
  %3361 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3360, i1 true)
  %3362 = lshr i64 %3361, 3
  br label %3418

3363:                                             ; preds = %3355, %3369
  %3364 = phi ptr [ %3367, %3369 ], [ %3353, %3355 ]
  %3365 = phi ptr [ %3366, %3369 ], [ %3352, %3355 ]
  %3366 = getelementptr inbounds i8, ptr %3365, i64 8
  %3367 = getelementptr inbounds i8, ptr %3364, i64 8
  %3368 = icmp ult ptr %3366, %2942
  br i1 %3368, label %3369, label %3381

3369:                                             ; preds = %3363
  %3370 = load i64, ptr %3367, align 1, !tbaa !21
  %3371 = load i64, ptr %3366, align 1, !tbaa !21
  %3372 = icmp eq i64 %3370, %3371
  br i1 %3372, label %3363, label %3373

3373:                                             ; preds = %3369
  %3374 = xor i64 %3371, %3370
  %3375 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3374, i1 true)
  %3376 = lshr i64 %3375, 3
  %3377 = getelementptr inbounds i8, ptr %3366, i64 %3376
  %3378 = ptrtoint ptr %3377 to i64
  %3379 = ptrtoint ptr %3352 to i64
  %3380 = sub i64 %3378, %3379
  br label %3418

3381:                                             ; preds = %3363, %3351
  %3382 = phi ptr [ %3353, %3351 ], [ %3367, %3363 ]
  %3383 = phi ptr [ %3352, %3351 ], [ %3366, %3363 ]
  %3384 = icmp ult ptr %3383, %2943
  br i1 %3384, label %3385, label %3392

3385:                                             ; preds = %3381
  %3386 = load i32, ptr %3382, align 1, !tbaa !22
  %3387 = load i32, ptr %3383, align 1, !tbaa !22
  %3388 = icmp eq i32 %3386, %3387
  br i1 %3388, label %3389, label %3392

3389:                                             ; preds = %3385
  %3390 = getelementptr inbounds i8, ptr %3383, i64 4
  %3391 = getelementptr inbounds i8, ptr %3382, i64 4
  br label %3392

3392:                                             ; preds = %3389, %3385, %3381
  %3393 = phi ptr [ %3391, %3389 ], [ %3382, %3385 ], [ %3382, %3381 ]
  %3394 = phi ptr [ %3390, %3389 ], [ %3383, %3385 ], [ %3383, %3381 ]
  %3395 = icmp ult ptr %3394, %2944
  br i1 %3395, label %3396, label %3403

3396:                                             ; preds = %3392
  %3397 = load i16, ptr %3393, align 1, !tbaa !30
  %3398 = load i16, ptr %3394, align 1, !tbaa !30
  %3399 = icmp eq i16 %3397, %3398
  br i1 %3399, label %3400, label %3403

3400:                                             ; preds = %3396
  %3401 = getelementptr inbounds i8, ptr %3394, i64 2
  %3402 = getelementptr inbounds i8, ptr %3393, i64 2
  br label %3403

3403:                                             ; preds = %3400, %3396, %3392
  %3404 = phi ptr [ %3402, %3400 ], [ %3393, %3396 ], [ %3393, %3392 ]
  %3405 = phi ptr [ %3401, %3400 ], [ %3394, %3396 ], [ %3394, %3392 ]
  %3406 = icmp ult ptr %3405, %42
  br i1 %3406, label %3407, label %3413

3407:                                             ; preds = %3403
  %3408 = load i8, ptr %3404, align 1, !tbaa !32
  %3409 = load i8, ptr %3405, align 1, !tbaa !32
  %3410 = icmp eq i8 %3408, %3409
  %3411 = zext i1 %3410 to i64
  %3412 = getelementptr inbounds i8, ptr %3405, i64 %3411
  br label %3413

3413:                                             ; preds = %3407, %3403
  %3414 = phi ptr [ %3405, %3403 ], [ %3412, %3407 ]
  %3415 = ptrtoint ptr %3414 to i64
  %3416 = ptrtoint ptr %3352 to i64
  %3417 = sub i64 %3415, %3416
  br label %3418

3418:                                             ; preds = %3413, %3373, %3359
  %3419 = phi i64 [ %3417, %3413 ], [ %3362, %3359 ], [ %3380, %3373 ]
  %3420 = add i64 %3419, 4
  %3421 = ptrtoint ptr %2985 to i64
  %3422 = sub i64 %2981, %3421
  %3423 = icmp ugt i32 %3330, %39
  br i1 %3423, label %3424, label %3502

3424:                                             ; preds = %3418
  %3425 = load i64, ptr %3332, align 1, !tbaa !21
  %3426 = icmp eq i64 %3425, %3231
  br i1 %3426, label %3427, label %3502

3427:                                             ; preds = %3424
  %3428 = getelementptr inbounds i8, ptr %2974, i64 8
  %3429 = getelementptr inbounds i8, ptr %3332, i64 8
  %3430 = icmp ugt ptr %2942, %3428
  br i1 %3430, label %3431, label %3457

3431:                                             ; preds = %3427
  %3432 = load i64, ptr %3429, align 1, !tbaa !21
  %3433 = load i64, ptr %3428, align 1, !tbaa !21
  %3434 = icmp eq i64 %3432, %3433
  br i1 %3434, label %3439, label %3435

3435:                                             ; preds = %3431
  %3436 = xor i64 %3433, %3432
  %3437 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3436, i1 true)
  %3438 = lshr i64 %3437, 3
  br label %3494

3439:                                             ; preds = %3431, %3445
  %3440 = phi ptr [ %3443, %3445 ], [ %3429, %3431 ]
  %3441 = phi ptr [ %3442, %3445 ], [ %3428, %3431 ]
  %3442 = getelementptr inbounds i8, ptr %3441, i64 8
  %3443 = getelementptr inbounds i8, ptr %3440, i64 8
  %3444 = icmp ult ptr %3442, %2942
  br i1 %3444, label %3445, label %3457

3445:                                             ; preds = %3439
  %3446 = load i64, ptr %3443, align 1, !tbaa !21
  %3447 = load i64, ptr %3442, align 1, !tbaa !21
  %3448 = icmp eq i64 %3446, %3447
  br i1 %3448, label %3439, label %3449

3449:                                             ; preds = %3445
  %3450 = xor i64 %3447, %3446
  %3451 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3450, i1 true)
  %3452 = lshr i64 %3451, 3
  %3453 = getelementptr inbounds i8, ptr %3442, i64 %3452
  %3454 = ptrtoint ptr %3453 to i64
  %3455 = ptrtoint ptr %3428 to i64
  %3456 = sub i64 %3454, %3455
  br label %3494

3457:                                             ; preds = %3439, %3427
  %3458 = phi ptr [ %3429, %3427 ], [ %3443, %3439 ]
  %3459 = phi ptr [ %3428, %3427 ], [ %3442, %3439 ]
  %3460 = icmp ult ptr %3459, %2943
  br i1 %3460, label %3461, label %3468

3461:                                             ; preds = %3457
  %3462 = load i32, ptr %3458, align 1, !tbaa !22
  %3463 = load i32, ptr %3459, align 1, !tbaa !22
  %3464 = icmp eq i32 %3462, %3463
  br i1 %3464, label %3465, label %3468

3465:                                             ; preds = %3461
  %3466 = getelementptr inbounds i8, ptr %3459, i64 4
  %3467 = getelementptr inbounds i8, ptr %3458, i64 4
  br label %3468

3468:                                             ; preds = %3465, %3461, %3457
  %3469 = phi ptr [ %3467, %3465 ], [ %3458, %3461 ], [ %3458, %3457 ]
  %3470 = phi ptr [ %3466, %3465 ], [ %3459, %3461 ], [ %3459, %3457 ]
  %3471 = icmp ult ptr %3470, %2944
  br i1 %3471, label %3472, label %3479

3472:                                             ; preds = %3468
  %3473 = load i16, ptr %3469, align 1, !tbaa !30
  %3474 = load i16, ptr %3470, align 1, !tbaa !30
  %3475 = icmp eq i16 %3473, %3474
  br i1 %3475, label %3476, label %3479

3476:                                             ; preds = %3472
  %3477 = getelementptr inbounds i8, ptr %3470, i64 2
  %3478 = getelementptr inbounds i8, ptr %3469, i64 2
  br label %3479

3479:                                             ; preds = %3476, %3472, %3468
  %3480 = phi ptr [ %3478, %3476 ], [ %3469, %3472 ], [ %3469, %3468 ]
  %3481 = phi ptr [ %3477, %3476 ], [ %3470, %3472 ], [ %3470, %3468 ]
  %3482 = icmp ult ptr %3481, %42
  br i1 %3482, label %3483, label %3489

3483:                                             ; preds = %3479
  %3484 = load i8, ptr %3480, align 1, !tbaa !32
  %3485 = load i8, ptr %3481, align 1, !tbaa !32
  %3486 = icmp eq i8 %3484, %3485
  %3487 = zext i1 %3486 to i64
  %3488 = getelementptr inbounds i8, ptr %3481, i64 %3487
  br label %3489

3489:                                             ; preds = %3483, %3479
  %3490 = phi ptr [ %3481, %3479 ], [ %3488, %3483 ]
  %3491 = ptrtoint ptr %3490 to i64
  %3492 = ptrtoint ptr %3428 to i64
  %3493 = sub i64 %3491, %3492
  br label %3494

3494:                                             ; preds = %3489, %3449, %3435
  %3495 = phi i64 [ %3493, %3489 ], [ %3438, %3435 ], [ %3456, %3449 ]
  %3496 = add i64 %3495, 8
  %3497 = icmp ugt i64 %3496, %3420
  br i1 %3497, label %3498, label %3502

3498:                                             ; preds = %3494
  %3499 = ptrtoint ptr %2974 to i64
  %3500 = ptrtoint ptr %3332 to i64
  %3501 = sub i64 %3499, %3500
  br label %3502

3502:                                             ; preds = %3498, %3494, %3424, %3418
  %3503 = phi ptr [ %2985, %3424 ], [ %2985, %3418 ], [ %3332, %3498 ], [ %2985, %3494 ]
  %3504 = phi ptr [ %2973, %3424 ], [ %2973, %3418 ], [ %2974, %3498 ], [ %2973, %3494 ]
  %3505 = phi i64 [ %3422, %3424 ], [ %3422, %3418 ], [ %3501, %3498 ], [ %3422, %3494 ]
  %3506 = phi i64 [ %3420, %3424 ], [ %3420, %3418 ], [ %3496, %3498 ], [ %3420, %3494 ]
  %3507 = icmp ugt ptr %3504, %2953
  %3508 = icmp ugt ptr %3503, %41
  %3509 = and i1 %3508, %3507
  br i1 %3509, label %3510, label %3524

3510:                                             ; preds = %3502, %3519
  %3511 = phi i64 [ %3520, %3519 ], [ %3506, %3502 ]
  %3512 = phi ptr [ %3514, %3519 ], [ %3504, %3502 ]
  %3513 = phi ptr [ %3516, %3519 ], [ %3503, %3502 ]
  %3514 = getelementptr inbounds i8, ptr %3512, i64 -1
  %3515 = load i8, ptr %3514, align 1, !tbaa !32
  %3516 = getelementptr inbounds i8, ptr %3513, i64 -1
  %3517 = load i8, ptr %3516, align 1, !tbaa !32
  %3518 = icmp eq i8 %3515, %3517
  br i1 %3518, label %3519, label %3524

3519:                                             ; preds = %3510
  %3520 = add i64 %3511, 1
  %3521 = icmp ugt ptr %3514, %2953
  %3522 = icmp ugt ptr %3516, %41
  %3523 = and i1 %3521, %3522
  br i1 %3523, label %3510, label %3524, !llvm.loop !55

3524:                                             ; preds = %3519, %3510, %3323, %3314, %3502, %3306
  %3525 = phi ptr [ %2973, %3306 ], [ %3504, %3502 ], [ %3316, %3314 ], [ %3318, %3323 ], [ %3514, %3519 ], [ %3512, %3510 ]
  %3526 = phi i64 [ %3310, %3306 ], [ %3505, %3502 ], [ %3310, %3314 ], [ %3310, %3323 ], [ %3505, %3510 ], [ %3505, %3519 ]
  %3527 = phi i64 [ %3308, %3306 ], [ %3506, %3502 ], [ %3315, %3314 ], [ %3324, %3323 ], [ %3520, %3519 ], [ %3511, %3510 ]
  %3528 = trunc i64 %3526 to i32
  %3529 = icmp ult i64 %2975, 4
  br i1 %3529, label %3530, label %3535

3530:                                             ; preds = %3524
  %3531 = ptrtoint ptr %2974 to i64
  %3532 = sub i64 %3531, %24
  %3533 = trunc i64 %3532 to i32
  %3534 = getelementptr inbounds i32, ptr %14, i64 %3233
  store i32 %3533, ptr %3534, align 4, !tbaa !22
  br label %3535

3535:                                             ; preds = %3530, %3524
  %3536 = ptrtoint ptr %3525 to i64
  %3537 = ptrtoint ptr %2953 to i64
  %3538 = sub i64 %3536, %3537
  %3539 = add i32 %3528, 3
  %3540 = getelementptr inbounds i8, ptr %2953, i64 %3538
  %3541 = icmp ugt ptr %3540, %2945
  %3542 = load ptr, ptr %2946, align 8, !tbaa !33
  br i1 %3541, label %3568, label %3543

3543:                                             ; preds = %3535
  %3544 = load <2 x i64>, ptr %2953, align 1, !tbaa !32
  store <2 x i64> %3544, ptr %3542, align 1, !tbaa !32
  %3545 = icmp ugt i64 %3538, 16
  %3546 = load ptr, ptr %2946, align 8, !tbaa !33
  br i1 %3545, label %3550, label %3547

3547:                                             ; preds = %3543
  %3548 = getelementptr inbounds i8, ptr %3546, i64 %3538
  store ptr %3548, ptr %2946, align 8, !tbaa !33
  %3549 = load ptr, ptr %2949, align 8, !tbaa !35
  br label %3696

3550:                                             ; preds = %3543
  %3551 = getelementptr inbounds i8, ptr %3546, i64 16
  %3552 = getelementptr inbounds i8, ptr %2953, i64 16
  %3553 = getelementptr i8, ptr %3546, i64 %3538
  %3554 = load <2 x i64>, ptr %3552, align 1, !tbaa !32
  store <2 x i64> %3554, ptr %3551, align 1, !tbaa !32
  %3555 = icmp slt i64 %3538, 33
  br i1 %3555, label %3684, label %3556

3556:                                             ; preds = %3550
  %3557 = getelementptr inbounds i8, ptr %3546, i64 32
  br label %3558

3558:                                             ; preds = %3558, %3556
  %3559 = phi ptr [ %3557, %3556 ], [ %3566, %3558 ]
  %3560 = phi ptr [ %3552, %3556 ], [ %3564, %3558 ]
  %3561 = getelementptr inbounds i8, ptr %3560, i64 16
  %3562 = load <2 x i64>, ptr %3561, align 1, !tbaa !32
  store <2 x i64> %3562, ptr %3559, align 1, !tbaa !32
  %3563 = getelementptr inbounds i8, ptr %3559, i64 16
  %3564 = getelementptr inbounds i8, ptr %3560, i64 32
  %3565 = load <2 x i64>, ptr %3564, align 1, !tbaa !32
  store <2 x i64> %3565, ptr %3563, align 1, !tbaa !32
  %3566 = getelementptr inbounds i8, ptr %3559, i64 32
  %3567 = icmp ult ptr %3566, %3553
  br i1 %3567, label %3558, label %3684, !llvm.loop !36

3568:                                             ; preds = %3535
  %3569 = icmp ugt ptr %2953, %2945
  br i1 %3569, label %3587, label %3570

3570:                                             ; preds = %3568
  %3571 = sub i64 %2947, %3537
  %3572 = getelementptr inbounds i8, ptr %3542, i64 %3571
  %3573 = load <2 x i64>, ptr %2953, align 1, !tbaa !32
  store <2 x i64> %3573, ptr %3542, align 1, !tbaa !32
  %3574 = icmp slt i64 %3571, 17
  br i1 %3574, label %3587, label %3575

3575:                                             ; preds = %3570
  %3576 = getelementptr inbounds i8, ptr %3542, i64 16
  br label %3577

3577:                                             ; preds = %3577, %3575
  %3578 = phi ptr [ %3576, %3575 ], [ %3585, %3577 ]
  %3579 = phi ptr [ %2953, %3575 ], [ %3583, %3577 ]
  %3580 = getelementptr inbounds i8, ptr %3579, i64 16
  %3581 = load <2 x i64>, ptr %3580, align 1, !tbaa !32
  store <2 x i64> %3581, ptr %3578, align 1, !tbaa !32
  %3582 = getelementptr inbounds i8, ptr %3578, i64 16
  %3583 = getelementptr inbounds i8, ptr %3579, i64 32
  %3584 = load <2 x i64>, ptr %3583, align 1, !tbaa !32
  store <2 x i64> %3584, ptr %3582, align 1, !tbaa !32
  %3585 = getelementptr inbounds i8, ptr %3578, i64 32
  %3586 = icmp ult ptr %3585, %3572
  br i1 %3586, label %3577, label %3587, !llvm.loop !36

3587:                                             ; preds = %3577, %3570, %3568
  %3588 = phi ptr [ %2945, %3570 ], [ %2953, %3568 ], [ %2945, %3577 ]
  %3589 = phi ptr [ %3572, %3570 ], [ %3542, %3568 ], [ %3572, %3577 ]
  %3590 = icmp ult ptr %3588, %3540
  br i1 %3590, label %3591, label %3684

3591:                                             ; preds = %3587
  %3592 = ptrtoint ptr %3589 to i64
  %3593 = ptrtoint ptr %3588 to i64
  %3594 = sub i64 %3536, %3593
  %3595 = getelementptr i8, ptr %3588, i64 %3594
  %3596 = icmp ult i64 %3594, 8
  %3597 = sub i64 %3592, %3593
  %3598 = icmp ult i64 %3597, 32
  %3599 = select i1 %3596, i1 true, i1 %3598
  br i1 %3599, label %3635, label %3600

3600:                                             ; preds = %3591
  %3601 = icmp ult i64 %3594, 32
  br i1 %3601, label %3621, label %3602

3602:                                             ; preds = %3600
  %3603 = and i64 %3594, -32
  br label %3604

3604:                                             ; preds = %3604, %3602
  %3605 = phi i64 [ 0, %3602 ], [ %3612, %3604 ]
  %3606 = getelementptr i8, ptr %3589, i64 %3605
  %3607 = getelementptr i8, ptr %3588, i64 %3605
  %3608 = getelementptr i8, ptr %3607, i64 16
  %3609 = load <16 x i8>, ptr %3607, align 1, !tbaa !32
  %3610 = load <16 x i8>, ptr %3608, align 1, !tbaa !32
  %3611 = getelementptr i8, ptr %3606, i64 16
  store <16 x i8> %3609, ptr %3606, align 1, !tbaa !32
  store <16 x i8> %3610, ptr %3611, align 1, !tbaa !32
  %3612 = add nuw i64 %3605, 32
  %3613 = icmp eq i64 %3612, %3603
  br i1 %3613, label %3614, label %3604, !llvm.loop !81

3614:                                             ; preds = %3604
  %3615 = icmp eq i64 %3594, %3603
  br i1 %3615, label %3684, label %3616

3616:                                             ; preds = %3614
  %3617 = getelementptr i8, ptr %3588, i64 %3603
  %3618 = getelementptr i8, ptr %3589, i64 %3603
  %3619 = and i64 %3594, 24
  %3620 = icmp eq i64 %3619, 0
  br i1 %3620, label %3635, label %3621

3621:                                             ; preds = %3600, %3616
  %3622 = phi i64 [ %3603, %3616 ], [ 0, %3600 ]
  %3623 = and i64 %3594, -8
  %3624 = getelementptr i8, ptr %3589, i64 %3623
  %3625 = getelementptr i8, ptr %3588, i64 %3623
  br label %3626

3626:                                             ; preds = %3626, %3621
  %3627 = phi i64 [ %3622, %3621 ], [ %3631, %3626 ]
  %3628 = getelementptr i8, ptr %3589, i64 %3627
  %3629 = getelementptr i8, ptr %3588, i64 %3627
  %3630 = load <8 x i8>, ptr %3629, align 1, !tbaa !32
  store <8 x i8> %3630, ptr %3628, align 1, !tbaa !32
  %3631 = add nuw i64 %3627, 8
  %3632 = icmp eq i64 %3631, %3623
  br i1 %3632, label %3633, label %3626, !llvm.loop !82

3633:                                             ; preds = %3626
  %3634 = icmp eq i64 %3594, %3623
  br i1 %3634, label %3684, label %3635

3635:                                             ; preds = %3633, %3591, %3616
  %3636 = phi ptr [ %3589, %3591 ], [ %3618, %3616 ], [ %3624, %3633 ]
  %3637 = phi ptr [ %3588, %3591 ], [ %3617, %3616 ], [ %3625, %3633 ]
  %3638 = ptrtoint ptr %3637 to i64
  %3639 = sub i64 %3536, %3638
  %3640 = and i64 %3639, 7
  %3641 = icmp eq i64 %3640, 0
  br i1 %3641, label %3651, label %3642

3642:                                             ; preds = %3635, %3642
  %3643 = phi ptr [ %3648, %3642 ], [ %3636, %3635 ]
  %3644 = phi ptr [ %3646, %3642 ], [ %3637, %3635 ]
  %3645 = phi i64 [ %3649, %3642 ], [ 0, %3635 ]
  %3646 = getelementptr inbounds i8, ptr %3644, i64 1
  %3647 = load i8, ptr %3644, align 1, !tbaa !32
  %3648 = getelementptr inbounds i8, ptr %3643, i64 1
  store i8 %3647, ptr %3643, align 1, !tbaa !32
  %3649 = add i64 %3645, 1
  %3650 = icmp eq i64 %3649, %3640
  br i1 %3650, label %3651, label %3642, !llvm.loop !83

3651:                                             ; preds = %3642, %3635
  %3652 = phi ptr [ %3636, %3635 ], [ %3648, %3642 ]
  %3653 = phi ptr [ %3637, %3635 ], [ %3646, %3642 ]
  %3654 = sub i64 %3638, %3536
  %3655 = icmp ugt i64 %3654, -8
  br i1 %3655, label %3684, label %3656

3656:                                             ; preds = %3651, %3656
  %3657 = phi ptr [ %3682, %3656 ], [ %3652, %3651 ]
  %3658 = phi ptr [ %3680, %3656 ], [ %3653, %3651 ]
  %3659 = getelementptr inbounds i8, ptr %3658, i64 1
  %3660 = load i8, ptr %3658, align 1, !tbaa !32
  %3661 = getelementptr inbounds i8, ptr %3657, i64 1
  store i8 %3660, ptr %3657, align 1, !tbaa !32
  %3662 = getelementptr inbounds i8, ptr %3658, i64 2
  %3663 = load i8, ptr %3659, align 1, !tbaa !32
  %3664 = getelementptr inbounds i8, ptr %3657, i64 2
  store i8 %3663, ptr %3661, align 1, !tbaa !32
  %3665 = getelementptr inbounds i8, ptr %3658, i64 3
  %3666 = load i8, ptr %3662, align 1, !tbaa !32
  %3667 = getelementptr inbounds i8, ptr %3657, i64 3
  store i8 %3666, ptr %3664, align 1, !tbaa !32
  %3668 = getelementptr inbounds i8, ptr %3658, i64 4
  %3669 = load i8, ptr %3665, align 1, !tbaa !32
  %3670 = getelementptr inbounds i8, ptr %3657, i64 4
  store i8 %3669, ptr %3667, align 1, !tbaa !32
  %3671 = getelementptr inbounds i8, ptr %3658, i64 5
  %3672 = load i8, ptr %3668, align 1, !tbaa !32
  %3673 = getelementptr inbounds i8, ptr %3657, i64 5
  store i8 %3672, ptr %3670, align 1, !tbaa !32
  %3674 = getelementptr inbounds i8, ptr %3658, i64 6
  %3675 = load i8, ptr %3671, align 1, !tbaa !32
  %3676 = getelementptr inbounds i8, ptr %3657, i64 6
  store i8 %3675, ptr %3673, align 1, !tbaa !32
  %3677 = getelementptr inbounds i8, ptr %3658, i64 7
  %3678 = load i8, ptr %3674, align 1, !tbaa !32
  %3679 = getelementptr inbounds i8, ptr %3657, i64 7
  store i8 %3678, ptr %3676, align 1, !tbaa !32
  %3680 = getelementptr inbounds i8, ptr %3658, i64 8
  %3681 = load i8, ptr %3677, align 1, !tbaa !32
  %3682 = getelementptr inbounds i8, ptr %3657, i64 8
  store i8 %3681, ptr %3679, align 1, !tbaa !32
  %3683 = icmp eq ptr %3680, %3595
  br i1 %3683, label %3684, label %3656, !llvm.loop !84

3684:                                             ; preds = %3558, %3651, %3656, %3614, %3633, %3587, %3550
  %3685 = load ptr, ptr %2946, align 8, !tbaa !33
  %3686 = getelementptr inbounds i8, ptr %3685, i64 %3538
  store ptr %3686, ptr %2946, align 8, !tbaa !33
  %3687 = icmp ugt i64 %3538, 65535
  %3688 = load ptr, ptr %2949, align 8, !tbaa !35
  br i1 %3687, label %3689, label %3696, !prof !44

3689:                                             ; preds = %3684
  store i32 1, ptr %2948, align 8, !tbaa !45
  %3690 = load ptr, ptr %1, align 8, !tbaa !46
  %3691 = ptrtoint ptr %3688 to i64
  %3692 = ptrtoint ptr %3690 to i64
  %3693 = sub i64 %3691, %3692
  %3694 = lshr exact i64 %3693, 3
  %3695 = trunc i64 %3694 to i32
  store i32 %3695, ptr %2950, align 4, !tbaa !47
  br label %3696

3696:                                             ; preds = %3689, %3684, %3547
  %3697 = phi ptr [ %3549, %3547 ], [ %3688, %3689 ], [ %3688, %3684 ]
  %3698 = trunc i64 %3538 to i16
  %3699 = getelementptr inbounds i8, ptr %3697, i64 4
  store i16 %3698, ptr %3699, align 4, !tbaa !48
  store i32 %3539, ptr %3697, align 4, !tbaa !50
  %3700 = add i64 %3527, -3
  %3701 = icmp ugt i64 %3700, 65535
  br i1 %3701, label %3702, label %3715, !prof !51

3702:                                             ; preds = %3696, %3224
  %3703 = phi ptr [ %3225, %3224 ], [ %3697, %3696 ]
  %3704 = phi i64 [ %3228, %3224 ], [ %3700, %3696 ]
  %3705 = phi ptr [ %2987, %3224 ], [ %3525, %3696 ]
  %3706 = phi i64 [ %3063, %3224 ], [ %3527, %3696 ]
  %3707 = phi i32 [ %2955, %3224 ], [ %2954, %3696 ]
  %3708 = phi i32 [ %2954, %3224 ], [ %3528, %3696 ]
  store i32 2, ptr %2948, align 8, !tbaa !45
  %3709 = load ptr, ptr %1, align 8, !tbaa !46
  %3710 = ptrtoint ptr %3703 to i64
  %3711 = ptrtoint ptr %3709 to i64
  %3712 = sub i64 %3710, %3711
  %3713 = lshr exact i64 %3712, 3
  %3714 = trunc i64 %3713 to i32
  store i32 %3714, ptr %2950, align 4, !tbaa !47
  br label %3715

3715:                                             ; preds = %3702, %3696, %3224
  %3716 = phi i64 [ %3228, %3224 ], [ %3700, %3696 ], [ %3704, %3702 ]
  %3717 = phi ptr [ %3225, %3224 ], [ %3697, %3696 ], [ %3703, %3702 ]
  %3718 = phi ptr [ %2987, %3224 ], [ %3525, %3696 ], [ %3705, %3702 ]
  %3719 = phi i64 [ %3063, %3224 ], [ %3527, %3696 ], [ %3706, %3702 ]
  %3720 = phi i32 [ %2955, %3224 ], [ %2954, %3696 ], [ %3707, %3702 ]
  %3721 = phi i32 [ %2954, %3224 ], [ %3528, %3696 ], [ %3708, %3702 ]
  %3722 = trunc i64 %3716 to i16
  %3723 = getelementptr inbounds i8, ptr %3717, i64 6
  store i16 %3722, ptr %3723, align 2, !tbaa !60
  %3724 = getelementptr inbounds i8, ptr %3717, i64 8
  store ptr %3724, ptr %2949, align 8, !tbaa !35
  %3725 = getelementptr inbounds i8, ptr %3718, i64 %3719
  %3726 = icmp ugt ptr %3725, %43
  br i1 %3726, label %3870, label %3727

3727:                                             ; preds = %3715
  %3728 = add i32 %2983, 2
  %3729 = zext i32 %3728 to i64
  %3730 = getelementptr inbounds i8, ptr %22, i64 %3729
  %3731 = load i64, ptr %3730, align 1, !tbaa !21
  %3732 = mul i64 %3731, -3523014627327384477
  %3733 = lshr i64 %3732, %2939
  %3734 = getelementptr inbounds i32, ptr %14, i64 %3733
  store i32 %3728, ptr %3734, align 4, !tbaa !22
  %3735 = getelementptr inbounds i8, ptr %3725, i64 -2
  %3736 = ptrtoint ptr %3735 to i64
  %3737 = sub i64 %3736, %24
  %3738 = trunc i64 %3737 to i32
  %3739 = load i64, ptr %3735, align 1, !tbaa !21
  %3740 = mul i64 %3739, -3523014627327384477
  %3741 = lshr i64 %3740, %2939
  %3742 = getelementptr inbounds i32, ptr %14, i64 %3741
  store i32 %3738, ptr %3742, align 4, !tbaa !22
  %3743 = mul i64 %3731, -3523014627193167104
  %3744 = lshr i64 %3743, %2941
  %3745 = getelementptr inbounds i32, ptr %18, i64 %3744
  store i32 %3728, ptr %3745, align 4, !tbaa !22
  %3746 = getelementptr inbounds i8, ptr %3725, i64 -1
  %3747 = ptrtoint ptr %3746 to i64
  %3748 = sub i64 %3747, %24
  %3749 = trunc i64 %3748 to i32
  %3750 = load i64, ptr %3746, align 1, !tbaa !21
  %3751 = mul i64 %3750, -3523014627193167104
  %3752 = lshr i64 %3751, %2941
  %3753 = getelementptr inbounds i32, ptr %18, i64 %3752
  store i32 %3749, ptr %3753, align 4, !tbaa !22
  br label %3754

3754:                                             ; preds = %3864, %3727
  %3755 = phi ptr [ %3724, %3727 ], [ %3867, %3864 ]
  %3756 = phi ptr [ %3725, %3727 ], [ %3868, %3864 ]
  %3757 = phi i32 [ %3721, %3727 ], [ %3758, %3864 ]
  %3758 = phi i32 [ %3720, %3727 ], [ %3757, %3864 ]
  %3759 = icmp ne i32 %3758, 0
  %3760 = load i32, ptr %3756, align 1, !tbaa !22
  %3761 = zext i32 %3758 to i64
  %3762 = sub nsw i64 0, %3761
  %3763 = getelementptr inbounds i8, ptr %3756, i64 %3762
  %3764 = load i32, ptr %3763, align 1, !tbaa !22
  %3765 = icmp eq i32 %3760, %3764
  %3766 = and i1 %3759, %3765
  br i1 %3766, label %3767, label %3870

3767:                                             ; preds = %3754
  %3768 = getelementptr inbounds i8, ptr %3756, i64 4
  %3769 = getelementptr inbounds i8, ptr %3768, i64 %3762
  %3770 = icmp ugt ptr %2942, %3768
  br i1 %3770, label %3771, label %3797

3771:                                             ; preds = %3767
  %3772 = load i64, ptr %3769, align 1, !tbaa !21
  %3773 = load i64, ptr %3768, align 1, !tbaa !21
  %3774 = icmp eq i64 %3772, %3773
  br i1 %3774, label %3779, label %3775

3775:                                             ; preds = %3771
  %3776 = xor i64 %3773, %3772
  %3777 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3776, i1 true)
  %3778 = lshr i64 %3777, 3
  br label %3834

3779:                                             ; preds = %3771, %3785
  %3780 = phi ptr [ %3783, %3785 ], [ %3769, %3771 ]
  %3781 = phi ptr [ %3782, %3785 ], [ %3768, %3771 ]
  %3782 = getelementptr inbounds i8, ptr %3781, i64 8
  %3783 = getelementptr inbounds i8, ptr %3780, i64 8
  %3784 = icmp ult ptr %3782, %2942
  br i1 %3784, label %3785, label %3797

3785:                                             ; preds = %3779
  %3786 = load i64, ptr %3783, align 1, !tbaa !21
  %3787 = load i64, ptr %3782, align 1, !tbaa !21
  %3788 = icmp eq i64 %3786, %3787
  br i1 %3788, label %3779, label %3789

3789:                                             ; preds = %3785
  %3790 = xor i64 %3787, %3786
  %3791 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3790, i1 true)
  %3792 = lshr i64 %3791, 3
  %3793 = getelementptr inbounds i8, ptr %3782, i64 %3792
  %3794 = ptrtoint ptr %3793 to i64
  %3795 = ptrtoint ptr %3768 to i64
  %3796 = sub i64 %3794, %3795
  br label %3834

3797:                                             ; preds = %3779, %3767
  %3798 = phi ptr [ %3769, %3767 ], [ %3783, %3779 ]
  %3799 = phi ptr [ %3768, %3767 ], [ %3782, %3779 ]
  %3800 = icmp ult ptr %3799, %2943
  br i1 %3800, label %3801, label %3808

3801:                                             ; preds = %3797
  %3802 = load i32, ptr %3798, align 1, !tbaa !22
  %3803 = load i32, ptr %3799, align 1, !tbaa !22
  %3804 = icmp eq i32 %3802, %3803
  br i1 %3804, label %3805, label %3808

3805:                                             ; preds = %3801
  %3806 = getelementptr inbounds i8, ptr %3799, i64 4
  %3807 = getelementptr inbounds i8, ptr %3798, i64 4
  br label %3808

3808:                                             ; preds = %3805, %3801, %3797
  %3809 = phi ptr [ %3807, %3805 ], [ %3798, %3801 ], [ %3798, %3797 ]
  %3810 = phi ptr [ %3806, %3805 ], [ %3799, %3801 ], [ %3799, %3797 ]
  %3811 = icmp ult ptr %3810, %2944
  br i1 %3811, label %3812, label %3819

3812:                                             ; preds = %3808
  %3813 = load i16, ptr %3809, align 1, !tbaa !30
  %3814 = load i16, ptr %3810, align 1, !tbaa !30
  %3815 = icmp eq i16 %3813, %3814
  br i1 %3815, label %3816, label %3819

3816:                                             ; preds = %3812
  %3817 = getelementptr inbounds i8, ptr %3810, i64 2
  %3818 = getelementptr inbounds i8, ptr %3809, i64 2
  br label %3819

3819:                                             ; preds = %3816, %3812, %3808
  %3820 = phi ptr [ %3818, %3816 ], [ %3809, %3812 ], [ %3809, %3808 ]
  %3821 = phi ptr [ %3817, %3816 ], [ %3810, %3812 ], [ %3810, %3808 ]
  %3822 = icmp ult ptr %3821, %42
  br i1 %3822, label %3823, label %3829

3823:                                             ; preds = %3819
  %3824 = load i8, ptr %3820, align 1, !tbaa !32
  %3825 = load i8, ptr %3821, align 1, !tbaa !32
  %3826 = icmp eq i8 %3824, %3825
  %3827 = zext i1 %3826 to i64
  %3828 = getelementptr inbounds i8, ptr %3821, i64 %3827
  br label %3829

3829:                                             ; preds = %3823, %3819
  %3830 = phi ptr [ %3821, %3819 ], [ %3828, %3823 ]
  %3831 = ptrtoint ptr %3830 to i64
  %3832 = ptrtoint ptr %3768 to i64
  %3833 = sub i64 %3831, %3832
  br label %3834

3834:                                             ; preds = %3829, %3789, %3775
  %3835 = phi i64 [ %3833, %3829 ], [ %3778, %3775 ], [ %3796, %3789 ]
  %3836 = add i64 %3835, 4
  %3837 = ptrtoint ptr %3756 to i64
  %3838 = sub i64 %3837, %24
  %3839 = trunc i64 %3838 to i32
  %3840 = load i64, ptr %3756, align 1, !tbaa !21
  %3841 = mul i64 %3840, -3523014627193167104
  %3842 = lshr i64 %3841, %2941
  %3843 = getelementptr inbounds i32, ptr %18, i64 %3842
  store i32 %3839, ptr %3843, align 4, !tbaa !22
  %3844 = mul i64 %3840, -3523014627327384477
  %3845 = lshr i64 %3844, %2939
  %3846 = getelementptr inbounds i32, ptr %14, i64 %3845
  store i32 %3839, ptr %3846, align 4, !tbaa !22
  %3847 = icmp ugt ptr %3756, %2945
  br i1 %3847, label %3852, label %3848

3848:                                             ; preds = %3834
  %3849 = load ptr, ptr %2946, align 8, !tbaa !33
  %3850 = load <2 x i64>, ptr %3756, align 1, !tbaa !32
  store <2 x i64> %3850, ptr %3849, align 1, !tbaa !32
  %3851 = load ptr, ptr %2949, align 8, !tbaa !35
  br label %3852

3852:                                             ; preds = %3848, %3834
  %3853 = phi ptr [ %3755, %3834 ], [ %3851, %3848 ]
  %3854 = getelementptr inbounds i8, ptr %3853, i64 4
  store i16 0, ptr %3854, align 4, !tbaa !48
  store i32 1, ptr %3853, align 4, !tbaa !50
  %3855 = add i64 %3835, 1
  %3856 = icmp ugt i64 %3855, 65535
  br i1 %3856, label %3857, label %3864, !prof !51

3857:                                             ; preds = %3852
  store i32 2, ptr %2948, align 8, !tbaa !45
  %3858 = load ptr, ptr %1, align 8, !tbaa !46
  %3859 = ptrtoint ptr %3853 to i64
  %3860 = ptrtoint ptr %3858 to i64
  %3861 = sub i64 %3859, %3860
  %3862 = lshr exact i64 %3861, 3
  %3863 = trunc i64 %3862 to i32
  store i32 %3863, ptr %2950, align 4, !tbaa !47
  br label %3864

3864:                                             ; preds = %3857, %3852
  %3865 = trunc i64 %3855 to i16
  %3866 = getelementptr inbounds i8, ptr %3853, i64 6
  store i16 %3865, ptr %3866, align 2, !tbaa !60
  %3867 = getelementptr inbounds i8, ptr %3853, i64 8
  store ptr %3867, ptr %2949, align 8, !tbaa !35
  %3868 = getelementptr inbounds i8, ptr %3756, i64 %3836
  %3869 = icmp ugt ptr %3868, %43
  br i1 %3869, label %3870, label %3754

3870:                                             ; preds = %3864, %3754, %3715
  %3871 = phi i32 [ %3720, %3715 ], [ %3758, %3754 ], [ %3757, %3864 ]
  %3872 = phi i32 [ %3721, %3715 ], [ %3757, %3754 ], [ %3758, %3864 ]
  %3873 = phi ptr [ %3725, %3715 ], [ %3756, %3754 ], [ %3868, %3864 ]
  %3874 = getelementptr inbounds i8, ptr %3873, i64 1
  %3875 = icmp ugt ptr %3874, %43
  br i1 %3875, label %3876, label %2951

3876:                                             ; preds = %3870, %3346, %2936
  %3877 = phi i32 [ %60, %2936 ], [ %2955, %3346 ], [ %3871, %3870 ]
  %3878 = phi i32 [ %62, %2936 ], [ %2954, %3346 ], [ %3872, %3870 ]
  %3879 = phi ptr [ %3, %2936 ], [ %2953, %3346 ], [ %3873, %3870 ]
  %3880 = select i1 %61, i32 %44, i32 0
  %3881 = select i1 %59, i32 %46, i32 0
  %3882 = icmp ne i32 %3878, 0
  %3883 = select i1 %61, i1 %3882, i1 false
  %3884 = select i1 %3883, i32 %44, i32 %3881
  %3885 = select i1 %3882, i32 %3878, i32 %3880
  store i32 %3885, ptr %2, align 4, !tbaa !22
  %3886 = icmp eq i32 %3877, 0
  %3887 = select i1 %3886, i32 %3884, i32 %3877
  store i32 %3887, ptr %45, align 4, !tbaa !22
  %3888 = ptrtoint ptr %42 to i64
  %3889 = ptrtoint ptr %3879 to i64
  %3890 = sub i64 %3888, %3889
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %6) #10
  br label %3891

3891:                                             ; preds = %3876, %2921, %1966, %1011
  %3892 = phi i64 [ %1025, %1011 ], [ %2935, %2921 ], [ %1980, %1966 ], [ %3890, %3876 ]
  ret i64 %3892
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i64 @ZSTD_compressBlock_doubleFast_dictMatchState(ptr nocapture noundef readonly %0, ptr noundef %1, ptr nocapture noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #3 {
  %6 = getelementptr inbounds i8, ptr %0, i64 272
  %7 = load i32, ptr %6, align 8, !tbaa !26
  %8 = getelementptr inbounds i8, ptr %0, i64 256
  %9 = getelementptr inbounds i8, ptr %0, i64 112
  %10 = load ptr, ptr %9, align 8, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %0, i64 264
  %12 = load i32, ptr %11, align 4, !tbaa !20
  %13 = getelementptr inbounds i8, ptr %0, i64 128
  %14 = load ptr, ptr %13, align 8, !tbaa !16
  %15 = getelementptr inbounds i8, ptr %0, i64 260
  %16 = load i32, ptr %15, align 4, !tbaa !19
  %17 = getelementptr inbounds i8, ptr %0, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !17
  %19 = ptrtoint ptr %3 to i64
  %20 = ptrtoint ptr %18 to i64
  %21 = add i64 %19, %4
  %22 = sub i64 %21, %20
  %23 = trunc i64 %22 to i32
  %24 = load i32, ptr %8, align 4, !tbaa !27
  %25 = shl nuw i32 1, %24
  %26 = getelementptr inbounds i8, ptr %0, i64 24
  %27 = load i32, ptr %26, align 8, !tbaa !28
  %28 = sub i32 %23, %27
  %29 = icmp ugt i32 %28, %25
  %30 = sub i32 %23, %25
  %31 = getelementptr inbounds i8, ptr %0, i64 40
  %32 = load i32, ptr %31, align 8, !tbaa !29
  %33 = icmp eq i32 %32, 0
  %34 = select i1 %33, i1 %29, i1 false
  %35 = select i1 %34, i32 %30, i32 %27
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds i8, ptr %18, i64 %36
  %38 = getelementptr inbounds i8, ptr %3, i64 %4
  %39 = getelementptr inbounds i8, ptr %38, i64 -8
  %40 = load i32, ptr %2, align 4, !tbaa !22
  %41 = getelementptr inbounds i8, ptr %2, i64 4
  %42 = load i32, ptr %41, align 4, !tbaa !22
  %43 = getelementptr inbounds i8, ptr %0, i64 248
  %44 = load ptr, ptr %43, align 8, !tbaa !85
  %45 = getelementptr inbounds i8, ptr %44, i64 112
  %46 = load ptr, ptr %45, align 8, !tbaa !5
  %47 = getelementptr inbounds i8, ptr %44, i64 128
  %48 = load ptr, ptr %47, align 8, !tbaa !16
  %49 = getelementptr inbounds i8, ptr %44, i64 24
  %50 = load i32, ptr %49, align 8, !tbaa !28
  %51 = getelementptr inbounds i8, ptr %44, i64 8
  %52 = load ptr, ptr %51, align 8, !tbaa !17
  %53 = zext i32 %50 to i64
  %54 = getelementptr inbounds i8, ptr %52, i64 %53
  %55 = load ptr, ptr %44, align 8, !tbaa !86
  %56 = ptrtoint ptr %55 to i64
  %57 = ptrtoint ptr %52 to i64
  %58 = sub i64 %57, %56
  %59 = trunc i64 %58 to i32
  %60 = add i32 %35, %59
  %61 = getelementptr inbounds i8, ptr %44, i64 264
  %62 = load i32, ptr %61, align 4, !tbaa !20
  %63 = getelementptr inbounds i8, ptr %44, i64 260
  %64 = load i32, ptr %63, align 4, !tbaa !19
  %65 = ptrtoint ptr %37 to i64
  %66 = ptrtoint ptr %54 to i64
  %67 = add i64 %65, %66
  %68 = sub i64 %19, %67
  %69 = add i64 %68, %56
  %70 = getelementptr inbounds i8, ptr %0, i64 296
  %71 = load i32, ptr %70, align 8, !tbaa !87
  %72 = icmp eq i32 %71, 0
  switch i32 %7, label %73 [
    i32 7, label %2967
    i32 5, label %1041
    i32 6, label %2004
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
  br i1 %86, label %82, label %80, !llvm.loop !88

87:                                               ; preds = %80, %87
  %88 = phi i64 [ %90, %87 ], [ 0, %80 ]
  %89 = getelementptr inbounds i8, ptr %48, i64 %88
  tail call void @llvm.prefetch.p0(ptr %89, i32 0, i32 2, i32 1)
  %90 = add i64 %88, 64
  %91 = icmp ult i64 %90, %78
  br i1 %91, label %87, label %92, !llvm.loop !89

92:                                               ; preds = %87, %80, %73
  %93 = and i64 %69, 4294967295
  %94 = icmp eq i64 %93, 0
  %95 = zext i1 %94 to i64
  %96 = getelementptr inbounds i8, ptr %3, i64 %95
  %97 = icmp ult ptr %96, %39
  br i1 %97, label %98, label %3930

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

117:                                              ; preds = %1033, %98
  %118 = phi ptr [ %96, %98 ], [ %1037, %1033 ]
  %119 = phi ptr [ %3, %98 ], [ %1036, %1033 ]
  %120 = phi i32 [ %40, %98 ], [ %1035, %1033 ]
  %121 = phi i32 [ %42, %98 ], [ %1034, %1033 ]
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
  %133 = load i32, ptr %132, align 4, !tbaa !22
  %134 = lshr i32 %130, 8
  %135 = zext nneg i32 %134 to i64
  %136 = getelementptr inbounds i32, ptr %48, i64 %135
  %137 = load i32, ptr %136, align 4, !tbaa !22
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
  %149 = load i32, ptr %148, align 4, !tbaa !22
  %150 = getelementptr inbounds i32, ptr %14, i64 %128
  %151 = load i32, ptr %150, align 4, !tbaa !22
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
  store i32 %147, ptr %150, align 4, !tbaa !22
  store i32 %147, ptr %148, align 4, !tbaa !22
  %165 = sub i32 %157, %35
  %166 = icmp ugt i32 %165, -4
  br i1 %166, label %344, label %167

167:                                              ; preds = %117
  %168 = load i32, ptr %164, align 1, !tbaa !22
  %169 = getelementptr inbounds i8, ptr %118, i64 1
  %170 = load i32, ptr %169, align 1, !tbaa !22
  %171 = icmp eq i32 %168, %170
  br i1 %171, label %172, label %344

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
  %183 = load ptr, ptr %106, align 8, !tbaa !33
  br i1 %182, label %209, label %184

184:                                              ; preds = %172
  %185 = load <2 x i64>, ptr %119, align 1, !tbaa !32
  store <2 x i64> %185, ptr %183, align 1, !tbaa !32
  %186 = icmp ugt i64 %180, 16
  %187 = load ptr, ptr %106, align 8, !tbaa !33
  br i1 %186, label %191, label %188

188:                                              ; preds = %184
  %189 = getelementptr inbounds i8, ptr %187, i64 %180
  store ptr %189, ptr %106, align 8, !tbaa !33
  %190 = load ptr, ptr %109, align 8, !tbaa !35
  br label %338

191:                                              ; preds = %184
  %192 = getelementptr inbounds i8, ptr %187, i64 16
  %193 = getelementptr inbounds i8, ptr %119, i64 16
  %194 = getelementptr i8, ptr %187, i64 %180
  %195 = load <2 x i64>, ptr %193, align 1, !tbaa !32
  store <2 x i64> %195, ptr %192, align 1, !tbaa !32
  %196 = icmp slt i64 %180, 33
  br i1 %196, label %326, label %197

197:                                              ; preds = %191
  %198 = getelementptr inbounds i8, ptr %187, i64 32
  br label %199

199:                                              ; preds = %199, %197
  %200 = phi ptr [ %198, %197 ], [ %207, %199 ]
  %201 = phi ptr [ %193, %197 ], [ %205, %199 ]
  %202 = getelementptr inbounds i8, ptr %201, i64 16
  %203 = load <2 x i64>, ptr %202, align 1, !tbaa !32
  store <2 x i64> %203, ptr %200, align 1, !tbaa !32
  %204 = getelementptr inbounds i8, ptr %200, i64 16
  %205 = getelementptr inbounds i8, ptr %201, i64 32
  %206 = load <2 x i64>, ptr %205, align 1, !tbaa !32
  store <2 x i64> %206, ptr %204, align 1, !tbaa !32
  %207 = getelementptr inbounds i8, ptr %200, i64 32
  %208 = icmp ult ptr %207, %194
  br i1 %208, label %199, label %326, !llvm.loop !36

209:                                              ; preds = %172
  %210 = icmp ugt ptr %119, %105
  br i1 %210, label %228, label %211

211:                                              ; preds = %209
  %212 = sub i64 %107, %179
  %213 = getelementptr inbounds i8, ptr %183, i64 %212
  %214 = load <2 x i64>, ptr %119, align 1, !tbaa !32
  store <2 x i64> %214, ptr %183, align 1, !tbaa !32
  %215 = icmp slt i64 %212, 17
  br i1 %215, label %228, label %216

216:                                              ; preds = %211
  %217 = getelementptr inbounds i8, ptr %183, i64 16
  br label %218

218:                                              ; preds = %218, %216
  %219 = phi ptr [ %217, %216 ], [ %226, %218 ]
  %220 = phi ptr [ %119, %216 ], [ %224, %218 ]
  %221 = getelementptr inbounds i8, ptr %220, i64 16
  %222 = load <2 x i64>, ptr %221, align 1, !tbaa !32
  store <2 x i64> %222, ptr %219, align 1, !tbaa !32
  %223 = getelementptr inbounds i8, ptr %219, i64 16
  %224 = getelementptr inbounds i8, ptr %220, i64 32
  %225 = load <2 x i64>, ptr %224, align 1, !tbaa !32
  store <2 x i64> %225, ptr %223, align 1, !tbaa !32
  %226 = getelementptr inbounds i8, ptr %219, i64 32
  %227 = icmp ult ptr %226, %213
  br i1 %227, label %218, label %228, !llvm.loop !36

228:                                              ; preds = %218, %211, %209
  %229 = phi ptr [ %105, %211 ], [ %119, %209 ], [ %105, %218 ]
  %230 = phi ptr [ %213, %211 ], [ %183, %209 ], [ %213, %218 ]
  %231 = icmp ult ptr %229, %181
  br i1 %231, label %232, label %326

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
  %250 = load <16 x i8>, ptr %248, align 1, !tbaa !32
  %251 = load <16 x i8>, ptr %249, align 1, !tbaa !32
  %252 = getelementptr i8, ptr %247, i64 16
  store <16 x i8> %250, ptr %247, align 1, !tbaa !32
  store <16 x i8> %251, ptr %252, align 1, !tbaa !32
  %253 = add nuw i64 %246, 32
  %254 = icmp eq i64 %253, %244
  br i1 %254, label %255, label %245, !llvm.loop !90

255:                                              ; preds = %245
  %256 = icmp eq i64 %235, %244
  br i1 %256, label %326, label %257

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
  %271 = load <8 x i8>, ptr %270, align 1, !tbaa !32
  store <8 x i8> %271, ptr %269, align 1, !tbaa !32
  %272 = add nuw i64 %268, 8
  %273 = icmp eq i64 %272, %264
  br i1 %273, label %274, label %267, !llvm.loop !91

274:                                              ; preds = %267
  %275 = icmp eq i64 %235, %264
  br i1 %275, label %326, label %276

276:                                              ; preds = %274, %232, %257
  %277 = phi ptr [ %230, %232 ], [ %259, %257 ], [ %265, %274 ]
  %278 = phi ptr [ %229, %232 ], [ %258, %257 ], [ %266, %274 ]
  %279 = add i64 %145, 1
  %280 = ptrtoint ptr %278 to i64
  %281 = sub i64 %279, %280
  %282 = sub i64 %145, %280
  %283 = and i64 %281, 7
  %284 = icmp eq i64 %283, 0
  br i1 %284, label %294, label %285

285:                                              ; preds = %276, %285
  %286 = phi ptr [ %291, %285 ], [ %277, %276 ]
  %287 = phi ptr [ %289, %285 ], [ %278, %276 ]
  %288 = phi i64 [ %292, %285 ], [ 0, %276 ]
  %289 = getelementptr inbounds i8, ptr %287, i64 1
  %290 = load i8, ptr %287, align 1, !tbaa !32
  %291 = getelementptr inbounds i8, ptr %286, i64 1
  store i8 %290, ptr %286, align 1, !tbaa !32
  %292 = add i64 %288, 1
  %293 = icmp eq i64 %292, %283
  br i1 %293, label %294, label %285, !llvm.loop !92

294:                                              ; preds = %285, %276
  %295 = phi ptr [ %277, %276 ], [ %291, %285 ]
  %296 = phi ptr [ %278, %276 ], [ %289, %285 ]
  %297 = icmp ult i64 %282, 7
  br i1 %297, label %326, label %298

298:                                              ; preds = %294, %298
  %299 = phi ptr [ %324, %298 ], [ %295, %294 ]
  %300 = phi ptr [ %322, %298 ], [ %296, %294 ]
  %301 = getelementptr inbounds i8, ptr %300, i64 1
  %302 = load i8, ptr %300, align 1, !tbaa !32
  %303 = getelementptr inbounds i8, ptr %299, i64 1
  store i8 %302, ptr %299, align 1, !tbaa !32
  %304 = getelementptr inbounds i8, ptr %300, i64 2
  %305 = load i8, ptr %301, align 1, !tbaa !32
  %306 = getelementptr inbounds i8, ptr %299, i64 2
  store i8 %305, ptr %303, align 1, !tbaa !32
  %307 = getelementptr inbounds i8, ptr %300, i64 3
  %308 = load i8, ptr %304, align 1, !tbaa !32
  %309 = getelementptr inbounds i8, ptr %299, i64 3
  store i8 %308, ptr %306, align 1, !tbaa !32
  %310 = getelementptr inbounds i8, ptr %300, i64 4
  %311 = load i8, ptr %307, align 1, !tbaa !32
  %312 = getelementptr inbounds i8, ptr %299, i64 4
  store i8 %311, ptr %309, align 1, !tbaa !32
  %313 = getelementptr inbounds i8, ptr %300, i64 5
  %314 = load i8, ptr %310, align 1, !tbaa !32
  %315 = getelementptr inbounds i8, ptr %299, i64 5
  store i8 %314, ptr %312, align 1, !tbaa !32
  %316 = getelementptr inbounds i8, ptr %300, i64 6
  %317 = load i8, ptr %313, align 1, !tbaa !32
  %318 = getelementptr inbounds i8, ptr %299, i64 6
  store i8 %317, ptr %315, align 1, !tbaa !32
  %319 = getelementptr inbounds i8, ptr %300, i64 7
  %320 = load i8, ptr %316, align 1, !tbaa !32
  %321 = getelementptr inbounds i8, ptr %299, i64 7
  store i8 %320, ptr %318, align 1, !tbaa !32
  %322 = getelementptr inbounds i8, ptr %300, i64 8
  %323 = load i8, ptr %319, align 1, !tbaa !32
  %324 = getelementptr inbounds i8, ptr %299, i64 8
  store i8 %323, ptr %321, align 1, !tbaa !32
  %325 = icmp eq ptr %322, %236
  br i1 %325, label %326, label %298, !llvm.loop !93

326:                                              ; preds = %199, %294, %298, %255, %274, %228, %191
  %327 = load ptr, ptr %106, align 8, !tbaa !33
  %328 = getelementptr inbounds i8, ptr %327, i64 %180
  store ptr %328, ptr %106, align 8, !tbaa !33
  %329 = icmp ugt i64 %180, 65535
  %330 = load ptr, ptr %109, align 8, !tbaa !35
  br i1 %329, label %331, label %338, !prof !44

331:                                              ; preds = %326
  store i32 1, ptr %108, align 8, !tbaa !45
  %332 = load ptr, ptr %1, align 8, !tbaa !46
  %333 = ptrtoint ptr %330 to i64
  %334 = ptrtoint ptr %332 to i64
  %335 = sub i64 %333, %334
  %336 = lshr exact i64 %335, 3
  %337 = trunc i64 %336 to i32
  store i32 %337, ptr %110, align 4, !tbaa !47
  br label %338

338:                                              ; preds = %331, %326, %188
  %339 = phi ptr [ %190, %188 ], [ %330, %331 ], [ %330, %326 ]
  %340 = trunc i64 %180 to i16
  %341 = getelementptr inbounds i8, ptr %339, i64 4
  store i16 %340, ptr %341, align 4, !tbaa !48
  store i32 1, ptr %339, align 4, !tbaa !50
  %342 = add i64 %176, 1
  %343 = icmp ugt i64 %342, 65535
  br i1 %343, label %921, label %934, !prof !51

344:                                              ; preds = %167, %117
  %345 = icmp ult i32 %149, %35
  br i1 %345, label %439, label %346

346:                                              ; preds = %344
  %347 = load i64, ptr %153, align 1, !tbaa !21
  %348 = icmp eq i64 %347, %122
  br i1 %348, label %349, label %439

349:                                              ; preds = %346
  %350 = getelementptr inbounds i8, ptr %118, i64 8
  %351 = getelementptr inbounds i8, ptr %153, i64 8
  %352 = icmp ugt ptr %111, %350
  br i1 %352, label %353, label %379

353:                                              ; preds = %349
  %354 = load i64, ptr %351, align 1, !tbaa !21
  %355 = load i64, ptr %350, align 1, !tbaa !21
  %356 = icmp eq i64 %354, %355
  br i1 %356, label %361, label %357

357:                                              ; preds = %353
  %358 = xor i64 %355, %354
  %359 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %358, i1 true)
  %360 = lshr i64 %359, 3
  br label %416

361:                                              ; preds = %353, %367
  %362 = phi ptr [ %365, %367 ], [ %351, %353 ]
  %363 = phi ptr [ %364, %367 ], [ %350, %353 ]
  %364 = getelementptr inbounds i8, ptr %363, i64 8
  %365 = getelementptr inbounds i8, ptr %362, i64 8
  %366 = icmp ult ptr %364, %111
  br i1 %366, label %367, label %379

367:                                              ; preds = %361
  %368 = load i64, ptr %365, align 1, !tbaa !21
  %369 = load i64, ptr %364, align 1, !tbaa !21
  %370 = icmp eq i64 %368, %369
  br i1 %370, label %361, label %371

371:                                              ; preds = %367
  %372 = xor i64 %369, %368
  %373 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %372, i1 true)
  %374 = lshr i64 %373, 3
  %375 = getelementptr inbounds i8, ptr %364, i64 %374
  %376 = ptrtoint ptr %375 to i64
  %377 = ptrtoint ptr %350 to i64
  %378 = sub i64 %376, %377
  br label %416

379:                                              ; preds = %361, %349
  %380 = phi ptr [ %351, %349 ], [ %365, %361 ]
  %381 = phi ptr [ %350, %349 ], [ %364, %361 ]
  %382 = icmp ult ptr %381, %112
  br i1 %382, label %383, label %390

383:                                              ; preds = %379
  %384 = load i32, ptr %380, align 1, !tbaa !22
  %385 = load i32, ptr %381, align 1, !tbaa !22
  %386 = icmp eq i32 %384, %385
  br i1 %386, label %387, label %390

387:                                              ; preds = %383
  %388 = getelementptr inbounds i8, ptr %381, i64 4
  %389 = getelementptr inbounds i8, ptr %380, i64 4
  br label %390

390:                                              ; preds = %387, %383, %379
  %391 = phi ptr [ %389, %387 ], [ %380, %383 ], [ %380, %379 ]
  %392 = phi ptr [ %388, %387 ], [ %381, %383 ], [ %381, %379 ]
  %393 = icmp ult ptr %392, %113
  br i1 %393, label %394, label %401

394:                                              ; preds = %390
  %395 = load i16, ptr %391, align 1, !tbaa !30
  %396 = load i16, ptr %392, align 1, !tbaa !30
  %397 = icmp eq i16 %395, %396
  br i1 %397, label %398, label %401

398:                                              ; preds = %394
  %399 = getelementptr inbounds i8, ptr %392, i64 2
  %400 = getelementptr inbounds i8, ptr %391, i64 2
  br label %401

401:                                              ; preds = %398, %394, %390
  %402 = phi ptr [ %400, %398 ], [ %391, %394 ], [ %391, %390 ]
  %403 = phi ptr [ %399, %398 ], [ %392, %394 ], [ %392, %390 ]
  %404 = icmp ult ptr %403, %38
  br i1 %404, label %405, label %411

405:                                              ; preds = %401
  %406 = load i8, ptr %402, align 1, !tbaa !32
  %407 = load i8, ptr %403, align 1, !tbaa !32
  %408 = icmp eq i8 %406, %407
  %409 = zext i1 %408 to i64
  %410 = getelementptr inbounds i8, ptr %403, i64 %409
  br label %411

411:                                              ; preds = %405, %401
  %412 = phi ptr [ %403, %401 ], [ %410, %405 ]
  %413 = ptrtoint ptr %412 to i64
  %414 = ptrtoint ptr %350 to i64
  %415 = sub i64 %413, %414
  br label %416

416:                                              ; preds = %411, %371, %357
  %417 = phi i64 [ %415, %411 ], [ %360, %357 ], [ %378, %371 ]
  %418 = add i64 %417, 8
  %419 = ptrtoint ptr %153 to i64
  %420 = sub i64 %145, %419
  %421 = trunc i64 %420 to i32
  %422 = icmp ugt ptr %118, %119
  %423 = icmp ugt i32 %149, %35
  %424 = and i1 %422, %423
  br i1 %424, label %425, label %751

425:                                              ; preds = %416, %434
  %426 = phi ptr [ %429, %434 ], [ %118, %416 ]
  %427 = phi i64 [ %435, %434 ], [ %418, %416 ]
  %428 = phi ptr [ %431, %434 ], [ %153, %416 ]
  %429 = getelementptr inbounds i8, ptr %426, i64 -1
  %430 = load i8, ptr %429, align 1, !tbaa !32
  %431 = getelementptr inbounds i8, ptr %428, i64 -1
  %432 = load i8, ptr %431, align 1, !tbaa !32
  %433 = icmp eq i8 %430, %432
  br i1 %433, label %434, label %751

434:                                              ; preds = %425
  %435 = add i64 %427, 1
  %436 = icmp ugt ptr %429, %119
  %437 = icmp ugt ptr %431, %37
  %438 = and i1 %436, %437
  br i1 %438, label %425, label %751, !llvm.loop !94

439:                                              ; preds = %346, %344
  br i1 %141, label %440, label %470

440:                                              ; preds = %439
  %441 = lshr i32 %133, 8
  %442 = zext nneg i32 %441 to i64
  %443 = getelementptr inbounds i8, ptr %52, i64 %442
  %444 = icmp ugt i32 %441, %50
  br i1 %444, label %445, label %470

445:                                              ; preds = %440
  %446 = load i64, ptr %443, align 1, !tbaa !21
  %447 = icmp eq i64 %446, %122
  br i1 %447, label %448, label %470

448:                                              ; preds = %445
  %449 = getelementptr inbounds i8, ptr %118, i64 8
  %450 = getelementptr inbounds i8, ptr %443, i64 8
  %451 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %449, ptr noundef nonnull %450, ptr noundef %38, ptr noundef %55, ptr noundef %37)
  %452 = add i64 %451, 8
  %453 = add i32 %60, %441
  %454 = sub i32 %147, %453
  %455 = icmp ugt ptr %118, %119
  br i1 %455, label %456, label %751

456:                                              ; preds = %448, %465
  %457 = phi ptr [ %460, %465 ], [ %118, %448 ]
  %458 = phi i64 [ %466, %465 ], [ %452, %448 ]
  %459 = phi ptr [ %462, %465 ], [ %443, %448 ]
  %460 = getelementptr inbounds i8, ptr %457, i64 -1
  %461 = load i8, ptr %460, align 1, !tbaa !32
  %462 = getelementptr inbounds i8, ptr %459, i64 -1
  %463 = load i8, ptr %462, align 1, !tbaa !32
  %464 = icmp eq i8 %461, %463
  br i1 %464, label %465, label %751

465:                                              ; preds = %456
  %466 = add i64 %458, 1
  %467 = icmp ugt ptr %460, %119
  %468 = icmp ugt ptr %462, %54
  %469 = and i1 %467, %468
  br i1 %469, label %456, label %751, !llvm.loop !95

470:                                              ; preds = %445, %440, %439
  %471 = icmp ugt i32 %151, %35
  br i1 %471, label %472, label %476

472:                                              ; preds = %470
  %473 = load i32, ptr %155, align 1, !tbaa !22
  %474 = load i32, ptr %118, align 1, !tbaa !22
  %475 = icmp eq i32 %473, %474
  br i1 %475, label %493, label %487

476:                                              ; preds = %470
  br i1 %144, label %477, label %487

477:                                              ; preds = %476
  %478 = lshr i32 %137, 8
  %479 = icmp ugt i32 %478, %50
  br i1 %479, label %480, label %487

480:                                              ; preds = %477
  %481 = add i32 %478, %60
  %482 = zext nneg i32 %478 to i64
  %483 = getelementptr inbounds i8, ptr %52, i64 %482
  %484 = load i32, ptr %483, align 1, !tbaa !22
  %485 = load i32, ptr %118, align 1, !tbaa !22
  %486 = icmp eq i32 %484, %485
  br i1 %486, label %493, label %487

487:                                              ; preds = %480, %477, %476, %472
  %488 = ptrtoint ptr %119 to i64
  %489 = sub i64 %145, %488
  %490 = ashr i64 %489, 8
  %491 = add nsw i64 %490, 1
  %492 = getelementptr inbounds i8, ptr %118, i64 %491
  br label %1033, !llvm.loop !96

493:                                              ; preds = %480, %472
  %494 = phi ptr [ %155, %472 ], [ %483, %480 ]
  %495 = phi i32 [ %151, %472 ], [ %481, %480 ]
  %496 = getelementptr inbounds i8, ptr %118, i64 1
  %497 = load i64, ptr %496, align 1, !tbaa !21
  %498 = mul i64 %497, -3523014627327384477
  %499 = lshr i64 %498, %100
  %500 = lshr i64 %498, %103
  %501 = getelementptr inbounds i32, ptr %10, i64 %499
  %502 = load i32, ptr %501, align 4, !tbaa !22
  %503 = lshr i64 %500, 8
  %504 = getelementptr inbounds i32, ptr %46, i64 %503
  %505 = load i32, ptr %504, align 4, !tbaa !22
  %506 = zext i32 %505 to i64
  %507 = xor i64 %500, %506
  %508 = and i64 %507, 255
  %509 = icmp eq i64 %508, 0
  %510 = zext i32 %502 to i64
  %511 = getelementptr inbounds i8, ptr %18, i64 %510
  store i32 %156, ptr %501, align 4, !tbaa !22
  %512 = icmp ult i32 %502, %35
  br i1 %512, label %607, label %513

513:                                              ; preds = %493
  %514 = load i64, ptr %511, align 1, !tbaa !21
  %515 = icmp eq i64 %514, %497
  br i1 %515, label %516, label %607

516:                                              ; preds = %513
  %517 = getelementptr inbounds i8, ptr %118, i64 9
  %518 = getelementptr inbounds i8, ptr %511, i64 8
  %519 = icmp ugt ptr %111, %517
  br i1 %519, label %520, label %546

520:                                              ; preds = %516
  %521 = load i64, ptr %518, align 1, !tbaa !21
  %522 = load i64, ptr %517, align 1, !tbaa !21
  %523 = icmp eq i64 %521, %522
  br i1 %523, label %528, label %524

524:                                              ; preds = %520
  %525 = xor i64 %522, %521
  %526 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %525, i1 true)
  %527 = lshr i64 %526, 3
  br label %583

528:                                              ; preds = %520, %534
  %529 = phi ptr [ %532, %534 ], [ %518, %520 ]
  %530 = phi ptr [ %531, %534 ], [ %517, %520 ]
  %531 = getelementptr inbounds i8, ptr %530, i64 8
  %532 = getelementptr inbounds i8, ptr %529, i64 8
  %533 = icmp ult ptr %531, %111
  br i1 %533, label %534, label %546

534:                                              ; preds = %528
  %535 = load i64, ptr %532, align 1, !tbaa !21
  %536 = load i64, ptr %531, align 1, !tbaa !21
  %537 = icmp eq i64 %535, %536
  br i1 %537, label %528, label %538

538:                                              ; preds = %534
  %539 = xor i64 %536, %535
  %540 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %539, i1 true)
  %541 = lshr i64 %540, 3
  %542 = getelementptr inbounds i8, ptr %531, i64 %541
  %543 = ptrtoint ptr %542 to i64
  %544 = ptrtoint ptr %517 to i64
  %545 = sub i64 %543, %544
  br label %583

546:                                              ; preds = %528, %516
  %547 = phi ptr [ %518, %516 ], [ %532, %528 ]
  %548 = phi ptr [ %517, %516 ], [ %531, %528 ]
  %549 = icmp ult ptr %548, %112
  br i1 %549, label %550, label %557

550:                                              ; preds = %546
  %551 = load i32, ptr %547, align 1, !tbaa !22
  %552 = load i32, ptr %548, align 1, !tbaa !22
  %553 = icmp eq i32 %551, %552
  br i1 %553, label %554, label %557

554:                                              ; preds = %550
  %555 = getelementptr inbounds i8, ptr %548, i64 4
  %556 = getelementptr inbounds i8, ptr %547, i64 4
  br label %557

557:                                              ; preds = %554, %550, %546
  %558 = phi ptr [ %556, %554 ], [ %547, %550 ], [ %547, %546 ]
  %559 = phi ptr [ %555, %554 ], [ %548, %550 ], [ %548, %546 ]
  %560 = icmp ult ptr %559, %113
  br i1 %560, label %561, label %568

561:                                              ; preds = %557
  %562 = load i16, ptr %558, align 1, !tbaa !30
  %563 = load i16, ptr %559, align 1, !tbaa !30
  %564 = icmp eq i16 %562, %563
  br i1 %564, label %565, label %568

565:                                              ; preds = %561
  %566 = getelementptr inbounds i8, ptr %559, i64 2
  %567 = getelementptr inbounds i8, ptr %558, i64 2
  br label %568

568:                                              ; preds = %565, %561, %557
  %569 = phi ptr [ %567, %565 ], [ %558, %561 ], [ %558, %557 ]
  %570 = phi ptr [ %566, %565 ], [ %559, %561 ], [ %559, %557 ]
  %571 = icmp ult ptr %570, %38
  br i1 %571, label %572, label %578

572:                                              ; preds = %568
  %573 = load i8, ptr %569, align 1, !tbaa !32
  %574 = load i8, ptr %570, align 1, !tbaa !32
  %575 = icmp eq i8 %573, %574
  %576 = zext i1 %575 to i64
  %577 = getelementptr inbounds i8, ptr %570, i64 %576
  br label %578

578:                                              ; preds = %572, %568
  %579 = phi ptr [ %570, %568 ], [ %577, %572 ]
  %580 = ptrtoint ptr %579 to i64
  %581 = ptrtoint ptr %517 to i64
  %582 = sub i64 %580, %581
  br label %583

583:                                              ; preds = %578, %538, %524
  %584 = phi i64 [ %582, %578 ], [ %527, %524 ], [ %545, %538 ]
  %585 = add i64 %584, 8
  %586 = ptrtoint ptr %496 to i64
  %587 = ptrtoint ptr %511 to i64
  %588 = sub i64 %586, %587
  %589 = trunc i64 %588 to i32
  %590 = icmp ugt ptr %496, %119
  %591 = icmp ugt i32 %502, %35
  %592 = and i1 %590, %591
  br i1 %592, label %593, label %751

593:                                              ; preds = %583, %602
  %594 = phi ptr [ %597, %602 ], [ %496, %583 ]
  %595 = phi i64 [ %603, %602 ], [ %585, %583 ]
  %596 = phi ptr [ %599, %602 ], [ %511, %583 ]
  %597 = getelementptr inbounds i8, ptr %594, i64 -1
  %598 = load i8, ptr %597, align 1, !tbaa !32
  %599 = getelementptr inbounds i8, ptr %596, i64 -1
  %600 = load i8, ptr %599, align 1, !tbaa !32
  %601 = icmp eq i8 %598, %600
  br i1 %601, label %602, label %751

602:                                              ; preds = %593
  %603 = add i64 %595, 1
  %604 = icmp ugt ptr %597, %119
  %605 = icmp ugt ptr %599, %37
  %606 = and i1 %604, %605
  br i1 %606, label %593, label %751, !llvm.loop !97

607:                                              ; preds = %513, %493
  br i1 %509, label %608, label %638

608:                                              ; preds = %607
  %609 = lshr i32 %505, 8
  %610 = zext nneg i32 %609 to i64
  %611 = getelementptr inbounds i8, ptr %52, i64 %610
  %612 = icmp ugt i32 %609, %50
  br i1 %612, label %613, label %638

613:                                              ; preds = %608
  %614 = load i64, ptr %611, align 1, !tbaa !21
  %615 = icmp eq i64 %614, %497
  br i1 %615, label %616, label %638

616:                                              ; preds = %613
  %617 = getelementptr inbounds i8, ptr %118, i64 9
  %618 = getelementptr inbounds i8, ptr %611, i64 8
  %619 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %617, ptr noundef nonnull %618, ptr noundef %38, ptr noundef %55, ptr noundef %37)
  %620 = add i64 %619, 8
  %621 = add i32 %60, %609
  %622 = sub i32 %156, %621
  %623 = icmp ugt ptr %496, %119
  br i1 %623, label %624, label %751

624:                                              ; preds = %616, %633
  %625 = phi ptr [ %628, %633 ], [ %496, %616 ]
  %626 = phi i64 [ %634, %633 ], [ %620, %616 ]
  %627 = phi ptr [ %630, %633 ], [ %611, %616 ]
  %628 = getelementptr inbounds i8, ptr %625, i64 -1
  %629 = load i8, ptr %628, align 1, !tbaa !32
  %630 = getelementptr inbounds i8, ptr %627, i64 -1
  %631 = load i8, ptr %630, align 1, !tbaa !32
  %632 = icmp eq i8 %629, %631
  br i1 %632, label %633, label %751

633:                                              ; preds = %624
  %634 = add i64 %626, 1
  %635 = icmp ugt ptr %628, %119
  %636 = icmp ugt ptr %630, %54
  %637 = and i1 %635, %636
  br i1 %637, label %624, label %751, !llvm.loop !98

638:                                              ; preds = %613, %608, %607
  %639 = icmp ult i32 %495, %35
  %640 = getelementptr inbounds i8, ptr %118, i64 4
  %641 = getelementptr inbounds i8, ptr %494, i64 4
  br i1 %639, label %642, label %663

642:                                              ; preds = %638
  %643 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %640, ptr noundef nonnull %641, ptr noundef %38, ptr noundef %55, ptr noundef nonnull %37)
  %644 = add i64 %643, 4
  %645 = sub i32 %147, %495
  %646 = icmp ugt ptr %118, %119
  %647 = icmp ugt ptr %494, %54
  %648 = and i1 %646, %647
  br i1 %648, label %649, label %751

649:                                              ; preds = %642, %658
  %650 = phi ptr [ %653, %658 ], [ %118, %642 ]
  %651 = phi i64 [ %659, %658 ], [ %644, %642 ]
  %652 = phi ptr [ %655, %658 ], [ %494, %642 ]
  %653 = getelementptr inbounds i8, ptr %650, i64 -1
  %654 = load i8, ptr %653, align 1, !tbaa !32
  %655 = getelementptr inbounds i8, ptr %652, i64 -1
  %656 = load i8, ptr %655, align 1, !tbaa !32
  %657 = icmp eq i8 %654, %656
  br i1 %657, label %658, label %751

658:                                              ; preds = %649
  %659 = add i64 %651, 1
  %660 = icmp ugt ptr %653, %119
  %661 = icmp ugt ptr %655, %54
  %662 = and i1 %660, %661
  br i1 %662, label %649, label %751, !llvm.loop !99

663:                                              ; preds = %638
  %664 = icmp ugt ptr %111, %640
  br i1 %664, label %665, label %691

665:                                              ; preds = %663
  %666 = load i64, ptr %641, align 1, !tbaa !21
  %667 = load i64, ptr %640, align 1, !tbaa !21
  %668 = icmp eq i64 %666, %667
  br i1 %668, label %673, label %669

669:                                              ; preds = %665
  %670 = xor i64 %667, %666
  %671 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %670, i1 true)
  %672 = lshr i64 %671, 3
  br label %728

673:                                              ; preds = %665, %679
  %674 = phi ptr [ %677, %679 ], [ %641, %665 ]
  %675 = phi ptr [ %676, %679 ], [ %640, %665 ]
  %676 = getelementptr inbounds i8, ptr %675, i64 8
  %677 = getelementptr inbounds i8, ptr %674, i64 8
  %678 = icmp ult ptr %676, %111
  br i1 %678, label %679, label %691

679:                                              ; preds = %673
  %680 = load i64, ptr %677, align 1, !tbaa !21
  %681 = load i64, ptr %676, align 1, !tbaa !21
  %682 = icmp eq i64 %680, %681
  br i1 %682, label %673, label %683

683:                                              ; preds = %679
  %684 = xor i64 %681, %680
  %685 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %684, i1 true)
  %686 = lshr i64 %685, 3
  %687 = getelementptr inbounds i8, ptr %676, i64 %686
  %688 = ptrtoint ptr %687 to i64
  %689 = ptrtoint ptr %640 to i64
  %690 = sub i64 %688, %689
  br label %728

691:                                              ; preds = %673, %663
  %692 = phi ptr [ %641, %663 ], [ %677, %673 ]
  %693 = phi ptr [ %640, %663 ], [ %676, %673 ]
  %694 = icmp ult ptr %693, %112
  br i1 %694, label %695, label %702

695:                                              ; preds = %691
  %696 = load i32, ptr %692, align 1, !tbaa !22
  %697 = load i32, ptr %693, align 1, !tbaa !22
  %698 = icmp eq i32 %696, %697
  br i1 %698, label %699, label %702

699:                                              ; preds = %695
  %700 = getelementptr inbounds i8, ptr %693, i64 4
  %701 = getelementptr inbounds i8, ptr %692, i64 4
  br label %702

702:                                              ; preds = %699, %695, %691
  %703 = phi ptr [ %701, %699 ], [ %692, %695 ], [ %692, %691 ]
  %704 = phi ptr [ %700, %699 ], [ %693, %695 ], [ %693, %691 ]
  %705 = icmp ult ptr %704, %113
  br i1 %705, label %706, label %713

706:                                              ; preds = %702
  %707 = load i16, ptr %703, align 1, !tbaa !30
  %708 = load i16, ptr %704, align 1, !tbaa !30
  %709 = icmp eq i16 %707, %708
  br i1 %709, label %710, label %713

710:                                              ; preds = %706
  %711 = getelementptr inbounds i8, ptr %704, i64 2
  %712 = getelementptr inbounds i8, ptr %703, i64 2
  br label %713

713:                                              ; preds = %710, %706, %702
  %714 = phi ptr [ %712, %710 ], [ %703, %706 ], [ %703, %702 ]
  %715 = phi ptr [ %711, %710 ], [ %704, %706 ], [ %704, %702 ]
  %716 = icmp ult ptr %715, %38
  br i1 %716, label %717, label %723

717:                                              ; preds = %713
  %718 = load i8, ptr %714, align 1, !tbaa !32
  %719 = load i8, ptr %715, align 1, !tbaa !32
  %720 = icmp eq i8 %718, %719
  %721 = zext i1 %720 to i64
  %722 = getelementptr inbounds i8, ptr %715, i64 %721
  br label %723

723:                                              ; preds = %717, %713
  %724 = phi ptr [ %715, %713 ], [ %722, %717 ]
  %725 = ptrtoint ptr %724 to i64
  %726 = ptrtoint ptr %640 to i64
  %727 = sub i64 %725, %726
  br label %728

728:                                              ; preds = %723, %683, %669
  %729 = phi i64 [ %727, %723 ], [ %672, %669 ], [ %690, %683 ]
  %730 = add i64 %729, 4
  %731 = ptrtoint ptr %494 to i64
  %732 = sub i64 %145, %731
  %733 = trunc i64 %732 to i32
  %734 = icmp ugt ptr %118, %119
  %735 = icmp ugt ptr %494, %37
  %736 = and i1 %734, %735
  br i1 %736, label %737, label %751

737:                                              ; preds = %728, %746
  %738 = phi ptr [ %741, %746 ], [ %118, %728 ]
  %739 = phi i64 [ %747, %746 ], [ %730, %728 ]
  %740 = phi ptr [ %743, %746 ], [ %494, %728 ]
  %741 = getelementptr inbounds i8, ptr %738, i64 -1
  %742 = load i8, ptr %741, align 1, !tbaa !32
  %743 = getelementptr inbounds i8, ptr %740, i64 -1
  %744 = load i8, ptr %743, align 1, !tbaa !32
  %745 = icmp eq i8 %742, %744
  br i1 %745, label %746, label %751

746:                                              ; preds = %737
  %747 = add i64 %739, 1
  %748 = icmp ugt ptr %741, %119
  %749 = icmp ugt ptr %743, %37
  %750 = and i1 %748, %749
  br i1 %750, label %737, label %751, !llvm.loop !100

751:                                              ; preds = %434, %425, %602, %593, %746, %737, %658, %649, %633, %624, %465, %456, %728, %642, %616, %583, %448, %416
  %752 = phi i32 [ %454, %448 ], [ %622, %616 ], [ %645, %642 ], [ %733, %728 ], [ %589, %583 ], [ %421, %416 ], [ %454, %456 ], [ %454, %465 ], [ %622, %624 ], [ %622, %633 ], [ %645, %649 ], [ %645, %658 ], [ %733, %737 ], [ %733, %746 ], [ %589, %593 ], [ %589, %602 ], [ %421, %425 ], [ %421, %434 ]
  %753 = phi i64 [ %452, %448 ], [ %620, %616 ], [ %644, %642 ], [ %730, %728 ], [ %585, %583 ], [ %418, %416 ], [ %466, %465 ], [ %458, %456 ], [ %634, %633 ], [ %626, %624 ], [ %659, %658 ], [ %651, %649 ], [ %747, %746 ], [ %739, %737 ], [ %603, %602 ], [ %595, %593 ], [ %435, %434 ], [ %427, %425 ]
  %754 = phi ptr [ %118, %448 ], [ %496, %616 ], [ %118, %642 ], [ %118, %728 ], [ %496, %583 ], [ %118, %416 ], [ %460, %465 ], [ %457, %456 ], [ %628, %633 ], [ %625, %624 ], [ %653, %658 ], [ %650, %649 ], [ %741, %746 ], [ %738, %737 ], [ %597, %602 ], [ %594, %593 ], [ %429, %434 ], [ %426, %425 ]
  %755 = ptrtoint ptr %754 to i64
  %756 = ptrtoint ptr %119 to i64
  %757 = sub i64 %755, %756
  %758 = add i32 %752, 3
  %759 = getelementptr inbounds i8, ptr %119, i64 %757
  %760 = icmp ugt ptr %759, %105
  %761 = load ptr, ptr %106, align 8, !tbaa !33
  br i1 %760, label %787, label %762

762:                                              ; preds = %751
  %763 = load <2 x i64>, ptr %119, align 1, !tbaa !32
  store <2 x i64> %763, ptr %761, align 1, !tbaa !32
  %764 = icmp ugt i64 %757, 16
  %765 = load ptr, ptr %106, align 8, !tbaa !33
  br i1 %764, label %769, label %766

766:                                              ; preds = %762
  %767 = getelementptr inbounds i8, ptr %765, i64 %757
  store ptr %767, ptr %106, align 8, !tbaa !33
  %768 = load ptr, ptr %109, align 8, !tbaa !35
  br label %915

769:                                              ; preds = %762
  %770 = getelementptr inbounds i8, ptr %765, i64 16
  %771 = getelementptr inbounds i8, ptr %119, i64 16
  %772 = getelementptr i8, ptr %765, i64 %757
  %773 = load <2 x i64>, ptr %771, align 1, !tbaa !32
  store <2 x i64> %773, ptr %770, align 1, !tbaa !32
  %774 = icmp slt i64 %757, 33
  br i1 %774, label %903, label %775

775:                                              ; preds = %769
  %776 = getelementptr inbounds i8, ptr %765, i64 32
  br label %777

777:                                              ; preds = %777, %775
  %778 = phi ptr [ %776, %775 ], [ %785, %777 ]
  %779 = phi ptr [ %771, %775 ], [ %783, %777 ]
  %780 = getelementptr inbounds i8, ptr %779, i64 16
  %781 = load <2 x i64>, ptr %780, align 1, !tbaa !32
  store <2 x i64> %781, ptr %778, align 1, !tbaa !32
  %782 = getelementptr inbounds i8, ptr %778, i64 16
  %783 = getelementptr inbounds i8, ptr %779, i64 32
  %784 = load <2 x i64>, ptr %783, align 1, !tbaa !32
  store <2 x i64> %784, ptr %782, align 1, !tbaa !32
  %785 = getelementptr inbounds i8, ptr %778, i64 32
  %786 = icmp ult ptr %785, %772
  br i1 %786, label %777, label %903, !llvm.loop !36

787:                                              ; preds = %751
  %788 = icmp ugt ptr %119, %105
  br i1 %788, label %806, label %789

789:                                              ; preds = %787
  %790 = sub i64 %107, %756
  %791 = getelementptr inbounds i8, ptr %761, i64 %790
  %792 = load <2 x i64>, ptr %119, align 1, !tbaa !32
  store <2 x i64> %792, ptr %761, align 1, !tbaa !32
  %793 = icmp slt i64 %790, 17
  br i1 %793, label %806, label %794

794:                                              ; preds = %789
  %795 = getelementptr inbounds i8, ptr %761, i64 16
  br label %796

796:                                              ; preds = %796, %794
  %797 = phi ptr [ %795, %794 ], [ %804, %796 ]
  %798 = phi ptr [ %119, %794 ], [ %802, %796 ]
  %799 = getelementptr inbounds i8, ptr %798, i64 16
  %800 = load <2 x i64>, ptr %799, align 1, !tbaa !32
  store <2 x i64> %800, ptr %797, align 1, !tbaa !32
  %801 = getelementptr inbounds i8, ptr %797, i64 16
  %802 = getelementptr inbounds i8, ptr %798, i64 32
  %803 = load <2 x i64>, ptr %802, align 1, !tbaa !32
  store <2 x i64> %803, ptr %801, align 1, !tbaa !32
  %804 = getelementptr inbounds i8, ptr %797, i64 32
  %805 = icmp ult ptr %804, %791
  br i1 %805, label %796, label %806, !llvm.loop !36

806:                                              ; preds = %796, %789, %787
  %807 = phi ptr [ %105, %789 ], [ %119, %787 ], [ %105, %796 ]
  %808 = phi ptr [ %791, %789 ], [ %761, %787 ], [ %791, %796 ]
  %809 = icmp ult ptr %807, %759
  br i1 %809, label %810, label %903

810:                                              ; preds = %806
  %811 = ptrtoint ptr %808 to i64
  %812 = ptrtoint ptr %807 to i64
  %813 = sub i64 %755, %812
  %814 = getelementptr i8, ptr %807, i64 %813
  %815 = icmp ult i64 %813, 8
  %816 = sub i64 %811, %812
  %817 = icmp ult i64 %816, 32
  %818 = select i1 %815, i1 true, i1 %817
  br i1 %818, label %854, label %819

819:                                              ; preds = %810
  %820 = icmp ult i64 %813, 32
  br i1 %820, label %840, label %821

821:                                              ; preds = %819
  %822 = and i64 %813, -32
  br label %823

823:                                              ; preds = %823, %821
  %824 = phi i64 [ 0, %821 ], [ %831, %823 ]
  %825 = getelementptr i8, ptr %808, i64 %824
  %826 = getelementptr i8, ptr %807, i64 %824
  %827 = getelementptr i8, ptr %826, i64 16
  %828 = load <16 x i8>, ptr %826, align 1, !tbaa !32
  %829 = load <16 x i8>, ptr %827, align 1, !tbaa !32
  %830 = getelementptr i8, ptr %825, i64 16
  store <16 x i8> %828, ptr %825, align 1, !tbaa !32
  store <16 x i8> %829, ptr %830, align 1, !tbaa !32
  %831 = add nuw i64 %824, 32
  %832 = icmp eq i64 %831, %822
  br i1 %832, label %833, label %823, !llvm.loop !101

833:                                              ; preds = %823
  %834 = icmp eq i64 %813, %822
  br i1 %834, label %903, label %835

835:                                              ; preds = %833
  %836 = getelementptr i8, ptr %807, i64 %822
  %837 = getelementptr i8, ptr %808, i64 %822
  %838 = and i64 %813, 24
  %839 = icmp eq i64 %838, 0
  br i1 %839, label %854, label %840

840:                                              ; preds = %819, %835
  %841 = phi i64 [ %822, %835 ], [ 0, %819 ]
  %842 = and i64 %813, -8
  %843 = getelementptr i8, ptr %808, i64 %842
  %844 = getelementptr i8, ptr %807, i64 %842
  br label %845

845:                                              ; preds = %845, %840
  %846 = phi i64 [ %841, %840 ], [ %850, %845 ]
  %847 = getelementptr i8, ptr %808, i64 %846
  %848 = getelementptr i8, ptr %807, i64 %846
  %849 = load <8 x i8>, ptr %848, align 1, !tbaa !32
  store <8 x i8> %849, ptr %847, align 1, !tbaa !32
  %850 = add nuw i64 %846, 8
  %851 = icmp eq i64 %850, %842
  br i1 %851, label %852, label %845, !llvm.loop !102

852:                                              ; preds = %845
  %853 = icmp eq i64 %813, %842
  br i1 %853, label %903, label %854

854:                                              ; preds = %852, %810, %835
  %855 = phi ptr [ %808, %810 ], [ %837, %835 ], [ %843, %852 ]
  %856 = phi ptr [ %807, %810 ], [ %836, %835 ], [ %844, %852 ]
  %857 = ptrtoint ptr %856 to i64
  %858 = sub i64 %755, %857
  %859 = and i64 %858, 7
  %860 = icmp eq i64 %859, 0
  br i1 %860, label %870, label %861

861:                                              ; preds = %854, %861
  %862 = phi ptr [ %867, %861 ], [ %855, %854 ]
  %863 = phi ptr [ %865, %861 ], [ %856, %854 ]
  %864 = phi i64 [ %868, %861 ], [ 0, %854 ]
  %865 = getelementptr inbounds i8, ptr %863, i64 1
  %866 = load i8, ptr %863, align 1, !tbaa !32
  %867 = getelementptr inbounds i8, ptr %862, i64 1
  store i8 %866, ptr %862, align 1, !tbaa !32
  %868 = add i64 %864, 1
  %869 = icmp eq i64 %868, %859
  br i1 %869, label %870, label %861, !llvm.loop !103

870:                                              ; preds = %861, %854
  %871 = phi ptr [ %855, %854 ], [ %867, %861 ]
  %872 = phi ptr [ %856, %854 ], [ %865, %861 ]
  %873 = sub i64 %857, %755
  %874 = icmp ugt i64 %873, -8
  br i1 %874, label %903, label %875

875:                                              ; preds = %870, %875
  %876 = phi ptr [ %901, %875 ], [ %871, %870 ]
  %877 = phi ptr [ %899, %875 ], [ %872, %870 ]
  %878 = getelementptr inbounds i8, ptr %877, i64 1
  %879 = load i8, ptr %877, align 1, !tbaa !32
  %880 = getelementptr inbounds i8, ptr %876, i64 1
  store i8 %879, ptr %876, align 1, !tbaa !32
  %881 = getelementptr inbounds i8, ptr %877, i64 2
  %882 = load i8, ptr %878, align 1, !tbaa !32
  %883 = getelementptr inbounds i8, ptr %876, i64 2
  store i8 %882, ptr %880, align 1, !tbaa !32
  %884 = getelementptr inbounds i8, ptr %877, i64 3
  %885 = load i8, ptr %881, align 1, !tbaa !32
  %886 = getelementptr inbounds i8, ptr %876, i64 3
  store i8 %885, ptr %883, align 1, !tbaa !32
  %887 = getelementptr inbounds i8, ptr %877, i64 4
  %888 = load i8, ptr %884, align 1, !tbaa !32
  %889 = getelementptr inbounds i8, ptr %876, i64 4
  store i8 %888, ptr %886, align 1, !tbaa !32
  %890 = getelementptr inbounds i8, ptr %877, i64 5
  %891 = load i8, ptr %887, align 1, !tbaa !32
  %892 = getelementptr inbounds i8, ptr %876, i64 5
  store i8 %891, ptr %889, align 1, !tbaa !32
  %893 = getelementptr inbounds i8, ptr %877, i64 6
  %894 = load i8, ptr %890, align 1, !tbaa !32
  %895 = getelementptr inbounds i8, ptr %876, i64 6
  store i8 %894, ptr %892, align 1, !tbaa !32
  %896 = getelementptr inbounds i8, ptr %877, i64 7
  %897 = load i8, ptr %893, align 1, !tbaa !32
  %898 = getelementptr inbounds i8, ptr %876, i64 7
  store i8 %897, ptr %895, align 1, !tbaa !32
  %899 = getelementptr inbounds i8, ptr %877, i64 8
  %900 = load i8, ptr %896, align 1, !tbaa !32
  %901 = getelementptr inbounds i8, ptr %876, i64 8
  store i8 %900, ptr %898, align 1, !tbaa !32
  %902 = icmp eq ptr %899, %814
  br i1 %902, label %903, label %875, !llvm.loop !104

903:                                              ; preds = %777, %870, %875, %833, %852, %806, %769
  %904 = load ptr, ptr %106, align 8, !tbaa !33
  %905 = getelementptr inbounds i8, ptr %904, i64 %757
  store ptr %905, ptr %106, align 8, !tbaa !33
  %906 = icmp ugt i64 %757, 65535
  %907 = load ptr, ptr %109, align 8, !tbaa !35
  br i1 %906, label %908, label %915, !prof !44

908:                                              ; preds = %903
  store i32 1, ptr %108, align 8, !tbaa !45
  %909 = load ptr, ptr %1, align 8, !tbaa !46
  %910 = ptrtoint ptr %907 to i64
  %911 = ptrtoint ptr %909 to i64
  %912 = sub i64 %910, %911
  %913 = lshr exact i64 %912, 3
  %914 = trunc i64 %913 to i32
  store i32 %914, ptr %110, align 4, !tbaa !47
  br label %915

915:                                              ; preds = %908, %903, %766
  %916 = phi ptr [ %768, %766 ], [ %907, %908 ], [ %907, %903 ]
  %917 = trunc i64 %757 to i16
  %918 = getelementptr inbounds i8, ptr %916, i64 4
  store i16 %917, ptr %918, align 4, !tbaa !48
  store i32 %758, ptr %916, align 4, !tbaa !50
  %919 = add i64 %753, -3
  %920 = icmp ugt i64 %919, 65535
  br i1 %920, label %921, label %934, !prof !51

921:                                              ; preds = %915, %338
  %922 = phi ptr [ %339, %338 ], [ %916, %915 ]
  %923 = phi i64 [ %342, %338 ], [ %919, %915 ]
  %924 = phi i64 [ %177, %338 ], [ %753, %915 ]
  %925 = phi i32 [ %121, %338 ], [ %120, %915 ]
  %926 = phi i32 [ %120, %338 ], [ %752, %915 ]
  %927 = phi ptr [ %169, %338 ], [ %754, %915 ]
  store i32 2, ptr %108, align 8, !tbaa !45
  %928 = load ptr, ptr %1, align 8, !tbaa !46
  %929 = ptrtoint ptr %922 to i64
  %930 = ptrtoint ptr %928 to i64
  %931 = sub i64 %929, %930
  %932 = lshr exact i64 %931, 3
  %933 = trunc i64 %932 to i32
  store i32 %933, ptr %110, align 4, !tbaa !47
  br label %934

934:                                              ; preds = %921, %915, %338
  %935 = phi i64 [ %342, %338 ], [ %919, %915 ], [ %923, %921 ]
  %936 = phi ptr [ %339, %338 ], [ %916, %915 ], [ %922, %921 ]
  %937 = phi i64 [ %177, %338 ], [ %753, %915 ], [ %924, %921 ]
  %938 = phi i32 [ %121, %338 ], [ %120, %915 ], [ %925, %921 ]
  %939 = phi i32 [ %120, %338 ], [ %752, %915 ], [ %926, %921 ]
  %940 = phi ptr [ %169, %338 ], [ %754, %915 ], [ %927, %921 ]
  %941 = trunc i64 %935 to i16
  %942 = getelementptr inbounds i8, ptr %936, i64 6
  store i16 %941, ptr %942, align 2, !tbaa !60
  %943 = getelementptr inbounds i8, ptr %936, i64 8
  store ptr %943, ptr %109, align 8, !tbaa !35
  %944 = getelementptr inbounds i8, ptr %940, i64 %937
  %945 = icmp ugt ptr %944, %39
  br i1 %945, label %1033, label %946

946:                                              ; preds = %934
  %947 = add i32 %147, 2
  %948 = zext i32 %947 to i64
  %949 = getelementptr inbounds i8, ptr %18, i64 %948
  %950 = load i64, ptr %949, align 1, !tbaa !21
  %951 = mul i64 %950, -3523014627327384477
  %952 = lshr i64 %951, %100
  %953 = getelementptr inbounds i32, ptr %10, i64 %952
  store i32 %947, ptr %953, align 4, !tbaa !22
  %954 = getelementptr inbounds i8, ptr %944, i64 -2
  %955 = ptrtoint ptr %954 to i64
  %956 = sub i64 %955, %20
  %957 = trunc i64 %956 to i32
  %958 = load i64, ptr %954, align 1, !tbaa !21
  %959 = mul i64 %958, -3523014627327384477
  %960 = lshr i64 %959, %100
  %961 = getelementptr inbounds i32, ptr %10, i64 %960
  store i32 %957, ptr %961, align 4, !tbaa !22
  %962 = load i32, ptr %949, align 1, !tbaa !22
  %963 = mul i32 %962, -1640531535
  %964 = lshr i32 %963, %101
  %965 = zext i32 %964 to i64
  %966 = getelementptr inbounds i32, ptr %14, i64 %965
  store i32 %947, ptr %966, align 4, !tbaa !22
  %967 = getelementptr inbounds i8, ptr %944, i64 -1
  %968 = ptrtoint ptr %967 to i64
  %969 = sub i64 %968, %20
  %970 = trunc i64 %969 to i32
  %971 = load i32, ptr %967, align 1, !tbaa !22
  %972 = mul i32 %971, -1640531535
  %973 = lshr i32 %972, %101
  %974 = zext i32 %973 to i64
  %975 = getelementptr inbounds i32, ptr %14, i64 %974
  store i32 %970, ptr %975, align 4, !tbaa !22
  br label %976

976:                                              ; preds = %1018, %946
  %977 = phi ptr [ %943, %946 ], [ %1021, %1018 ]
  %978 = phi ptr [ %944, %946 ], [ %1031, %1018 ]
  %979 = phi i32 [ %939, %946 ], [ %980, %1018 ]
  %980 = phi i32 [ %938, %946 ], [ %979, %1018 ]
  %981 = ptrtoint ptr %978 to i64
  %982 = sub i64 %981, %20
  %983 = trunc i64 %982 to i32
  %984 = sub i32 %983, %980
  %985 = icmp ult i32 %984, %35
  %986 = zext i32 %984 to i64
  %987 = select i1 %985, ptr %116, ptr %18
  %988 = getelementptr i8, ptr %987, i64 %986
  %989 = sub i32 %984, %35
  %990 = icmp ugt i32 %989, -4
  br i1 %990, label %1033, label %991

991:                                              ; preds = %976
  %992 = load i32, ptr %988, align 1, !tbaa !22
  %993 = load i32, ptr %978, align 1, !tbaa !22
  %994 = icmp eq i32 %992, %993
  br i1 %994, label %995, label %1033

995:                                              ; preds = %991
  %996 = select i1 %985, ptr %55, ptr %38
  %997 = getelementptr inbounds i8, ptr %978, i64 4
  %998 = getelementptr inbounds i8, ptr %988, i64 4
  %999 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %997, ptr noundef nonnull %998, ptr noundef %38, ptr noundef %996, ptr noundef %37)
  %1000 = add i64 %999, 4
  %1001 = icmp ugt ptr %978, %105
  br i1 %1001, label %1006, label %1002

1002:                                             ; preds = %995
  %1003 = load ptr, ptr %106, align 8, !tbaa !33
  %1004 = load <2 x i64>, ptr %978, align 1, !tbaa !32
  store <2 x i64> %1004, ptr %1003, align 1, !tbaa !32
  %1005 = load ptr, ptr %109, align 8, !tbaa !35
  br label %1006

1006:                                             ; preds = %1002, %995
  %1007 = phi ptr [ %977, %995 ], [ %1005, %1002 ]
  %1008 = getelementptr inbounds i8, ptr %1007, i64 4
  store i16 0, ptr %1008, align 4, !tbaa !48
  store i32 1, ptr %1007, align 4, !tbaa !50
  %1009 = add i64 %999, 1
  %1010 = icmp ugt i64 %1009, 65535
  br i1 %1010, label %1011, label %1018, !prof !51

1011:                                             ; preds = %1006
  store i32 2, ptr %108, align 8, !tbaa !45
  %1012 = load ptr, ptr %1, align 8, !tbaa !46
  %1013 = ptrtoint ptr %1007 to i64
  %1014 = ptrtoint ptr %1012 to i64
  %1015 = sub i64 %1013, %1014
  %1016 = lshr exact i64 %1015, 3
  %1017 = trunc i64 %1016 to i32
  store i32 %1017, ptr %110, align 4, !tbaa !47
  br label %1018

1018:                                             ; preds = %1011, %1006
  %1019 = trunc i64 %1009 to i16
  %1020 = getelementptr inbounds i8, ptr %1007, i64 6
  store i16 %1019, ptr %1020, align 2, !tbaa !60
  %1021 = getelementptr inbounds i8, ptr %1007, i64 8
  store ptr %1021, ptr %109, align 8, !tbaa !35
  %1022 = load i32, ptr %978, align 1, !tbaa !22
  %1023 = mul i32 %1022, -1640531535
  %1024 = lshr i32 %1023, %101
  %1025 = zext i32 %1024 to i64
  %1026 = getelementptr inbounds i32, ptr %14, i64 %1025
  store i32 %983, ptr %1026, align 4, !tbaa !22
  %1027 = load i64, ptr %978, align 1, !tbaa !21
  %1028 = mul i64 %1027, -3523014627327384477
  %1029 = lshr i64 %1028, %100
  %1030 = getelementptr inbounds i32, ptr %10, i64 %1029
  store i32 %983, ptr %1030, align 4, !tbaa !22
  %1031 = getelementptr inbounds i8, ptr %978, i64 %1000
  %1032 = icmp ugt ptr %1031, %39
  br i1 %1032, label %1033, label %976

1033:                                             ; preds = %1018, %991, %976, %934, %487
  %1034 = phi i32 [ %121, %487 ], [ %938, %934 ], [ %980, %976 ], [ %980, %991 ], [ %979, %1018 ]
  %1035 = phi i32 [ %120, %487 ], [ %939, %934 ], [ %979, %976 ], [ %979, %991 ], [ %980, %1018 ]
  %1036 = phi ptr [ %119, %487 ], [ %944, %934 ], [ %978, %976 ], [ %978, %991 ], [ %1031, %1018 ]
  %1037 = phi ptr [ %492, %487 ], [ %944, %934 ], [ %978, %976 ], [ %978, %991 ], [ %1031, %1018 ]
  %1038 = icmp ult ptr %1037, %39
  br i1 %1038, label %117, label %1039

1039:                                             ; preds = %1033
  %1040 = ptrtoint ptr %1036 to i64
  br label %3930

1041:                                             ; preds = %5
  br i1 %72, label %1060, label %1042

1042:                                             ; preds = %1041
  %1043 = zext nneg i32 %62 to i64
  %1044 = shl i64 4, %1043
  %1045 = zext nneg i32 %64 to i64
  %1046 = shl i64 4, %1045
  %1047 = icmp ugt i32 %62, 61
  br i1 %1047, label %1048, label %1050

1048:                                             ; preds = %1050, %1042
  %1049 = icmp ugt i32 %64, 61
  br i1 %1049, label %1060, label %1055

1050:                                             ; preds = %1042, %1050
  %1051 = phi i64 [ %1053, %1050 ], [ 0, %1042 ]
  %1052 = getelementptr inbounds i8, ptr %46, i64 %1051
  tail call void @llvm.prefetch.p0(ptr %1052, i32 0, i32 2, i32 1)
  %1053 = add i64 %1051, 64
  %1054 = icmp ult i64 %1053, %1044
  br i1 %1054, label %1050, label %1048, !llvm.loop !88

1055:                                             ; preds = %1048, %1055
  %1056 = phi i64 [ %1058, %1055 ], [ 0, %1048 ]
  %1057 = getelementptr inbounds i8, ptr %48, i64 %1056
  tail call void @llvm.prefetch.p0(ptr %1057, i32 0, i32 2, i32 1)
  %1058 = add i64 %1056, 64
  %1059 = icmp ult i64 %1058, %1046
  br i1 %1059, label %1055, label %1060, !llvm.loop !89

1060:                                             ; preds = %1055, %1048, %1041
  %1061 = and i64 %69, 4294967295
  %1062 = icmp eq i64 %1061, 0
  %1063 = zext i1 %1062 to i64
  %1064 = getelementptr inbounds i8, ptr %3, i64 %1063
  %1065 = icmp ult ptr %1064, %39
  br i1 %1065, label %1066, label %3930

1066:                                             ; preds = %1060
  %1067 = sub i32 64, %12
  %1068 = zext nneg i32 %1067 to i64
  %1069 = sub i32 64, %16
  %1070 = zext nneg i32 %1069 to i64
  %1071 = sub i32 56, %62
  %1072 = zext nneg i32 %1071 to i64
  %1073 = sub i32 56, %64
  %1074 = zext nneg i32 %1073 to i64
  %1075 = getelementptr inbounds i8, ptr %38, i64 -32
  %1076 = getelementptr inbounds i8, ptr %1, i64 24
  %1077 = ptrtoint ptr %1075 to i64
  %1078 = getelementptr inbounds i8, ptr %1, i64 72
  %1079 = getelementptr inbounds i8, ptr %1, i64 8
  %1080 = getelementptr inbounds i8, ptr %1, i64 76
  %1081 = getelementptr inbounds i8, ptr %38, i64 -7
  %1082 = getelementptr inbounds i8, ptr %38, i64 -3
  %1083 = getelementptr inbounds i8, ptr %38, i64 -1
  %1084 = zext i32 %60 to i64
  %1085 = sub nsw i64 0, %1084
  %1086 = getelementptr i8, ptr %52, i64 %1085
  br label %1087

1087:                                             ; preds = %1996, %1066
  %1088 = phi ptr [ %1064, %1066 ], [ %2000, %1996 ]
  %1089 = phi ptr [ %3, %1066 ], [ %1999, %1996 ]
  %1090 = phi i32 [ %40, %1066 ], [ %1998, %1996 ]
  %1091 = phi i32 [ %42, %1066 ], [ %1997, %1996 ]
  %1092 = load i64, ptr %1088, align 1, !tbaa !21
  %1093 = mul i64 %1092, -3523014627327384477
  %1094 = lshr i64 %1093, %1068
  %1095 = mul i64 %1092, -3523014627271114752
  %1096 = lshr i64 %1095, %1070
  %1097 = lshr i64 %1093, %1072
  %1098 = lshr i64 %1095, %1074
  %1099 = lshr i64 %1097, 8
  %1100 = getelementptr inbounds i32, ptr %46, i64 %1099
  %1101 = load i32, ptr %1100, align 4, !tbaa !22
  %1102 = lshr i64 %1098, 8
  %1103 = getelementptr inbounds i32, ptr %48, i64 %1102
  %1104 = load i32, ptr %1103, align 4, !tbaa !22
  %1105 = zext i32 %1101 to i64
  %1106 = xor i64 %1097, %1105
  %1107 = and i64 %1106, 255
  %1108 = icmp eq i64 %1107, 0
  %1109 = zext i32 %1104 to i64
  %1110 = xor i64 %1098, %1109
  %1111 = and i64 %1110, 255
  %1112 = icmp eq i64 %1111, 0
  %1113 = ptrtoint ptr %1088 to i64
  %1114 = sub i64 %1113, %20
  %1115 = trunc i64 %1114 to i32
  %1116 = getelementptr inbounds i32, ptr %10, i64 %1094
  %1117 = load i32, ptr %1116, align 4, !tbaa !22
  %1118 = getelementptr inbounds i32, ptr %14, i64 %1096
  %1119 = load i32, ptr %1118, align 4, !tbaa !22
  %1120 = zext i32 %1117 to i64
  %1121 = getelementptr inbounds i8, ptr %18, i64 %1120
  %1122 = zext i32 %1119 to i64
  %1123 = getelementptr inbounds i8, ptr %18, i64 %1122
  %1124 = add i32 %1115, 1
  %1125 = sub i32 %1124, %1090
  %1126 = icmp ult i32 %1125, %35
  %1127 = sub i32 %1125, %60
  %1128 = zext i32 %1127 to i64
  %1129 = getelementptr inbounds i8, ptr %52, i64 %1128
  %1130 = zext i32 %1125 to i64
  %1131 = getelementptr inbounds i8, ptr %18, i64 %1130
  %1132 = select i1 %1126, ptr %1129, ptr %1131
  store i32 %1115, ptr %1118, align 4, !tbaa !22
  store i32 %1115, ptr %1116, align 4, !tbaa !22
  %1133 = sub i32 %1125, %35
  %1134 = icmp ugt i32 %1133, -4
  br i1 %1134, label %1312, label %1135

1135:                                             ; preds = %1087
  %1136 = load i32, ptr %1132, align 1, !tbaa !22
  %1137 = getelementptr inbounds i8, ptr %1088, i64 1
  %1138 = load i32, ptr %1137, align 1, !tbaa !22
  %1139 = icmp eq i32 %1136, %1138
  br i1 %1139, label %1140, label %1312

1140:                                             ; preds = %1135
  %1141 = select i1 %1126, ptr %55, ptr %38
  %1142 = getelementptr inbounds i8, ptr %1088, i64 5
  %1143 = getelementptr inbounds i8, ptr %1132, i64 4
  %1144 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %1142, ptr noundef nonnull %1143, ptr noundef %38, ptr noundef %1141, ptr noundef %37)
  %1145 = add i64 %1144, 4
  %1146 = ptrtoint ptr %1137 to i64
  %1147 = ptrtoint ptr %1089 to i64
  %1148 = sub i64 %1146, %1147
  %1149 = getelementptr inbounds i8, ptr %1089, i64 %1148
  %1150 = icmp ugt ptr %1149, %1075
  %1151 = load ptr, ptr %1076, align 8, !tbaa !33
  br i1 %1150, label %1177, label %1152

1152:                                             ; preds = %1140
  %1153 = load <2 x i64>, ptr %1089, align 1, !tbaa !32
  store <2 x i64> %1153, ptr %1151, align 1, !tbaa !32
  %1154 = icmp ugt i64 %1148, 16
  %1155 = load ptr, ptr %1076, align 8, !tbaa !33
  br i1 %1154, label %1159, label %1156

1156:                                             ; preds = %1152
  %1157 = getelementptr inbounds i8, ptr %1155, i64 %1148
  store ptr %1157, ptr %1076, align 8, !tbaa !33
  %1158 = load ptr, ptr %1079, align 8, !tbaa !35
  br label %1306

1159:                                             ; preds = %1152
  %1160 = getelementptr inbounds i8, ptr %1155, i64 16
  %1161 = getelementptr inbounds i8, ptr %1089, i64 16
  %1162 = getelementptr i8, ptr %1155, i64 %1148
  %1163 = load <2 x i64>, ptr %1161, align 1, !tbaa !32
  store <2 x i64> %1163, ptr %1160, align 1, !tbaa !32
  %1164 = icmp slt i64 %1148, 33
  br i1 %1164, label %1294, label %1165

1165:                                             ; preds = %1159
  %1166 = getelementptr inbounds i8, ptr %1155, i64 32
  br label %1167

1167:                                             ; preds = %1167, %1165
  %1168 = phi ptr [ %1166, %1165 ], [ %1175, %1167 ]
  %1169 = phi ptr [ %1161, %1165 ], [ %1173, %1167 ]
  %1170 = getelementptr inbounds i8, ptr %1169, i64 16
  %1171 = load <2 x i64>, ptr %1170, align 1, !tbaa !32
  store <2 x i64> %1171, ptr %1168, align 1, !tbaa !32
  %1172 = getelementptr inbounds i8, ptr %1168, i64 16
  %1173 = getelementptr inbounds i8, ptr %1169, i64 32
  %1174 = load <2 x i64>, ptr %1173, align 1, !tbaa !32
  store <2 x i64> %1174, ptr %1172, align 1, !tbaa !32
  %1175 = getelementptr inbounds i8, ptr %1168, i64 32
  %1176 = icmp ult ptr %1175, %1162
  br i1 %1176, label %1167, label %1294, !llvm.loop !36

1177:                                             ; preds = %1140
  %1178 = icmp ugt ptr %1089, %1075
  br i1 %1178, label %1196, label %1179

1179:                                             ; preds = %1177
  %1180 = sub i64 %1077, %1147
  %1181 = getelementptr inbounds i8, ptr %1151, i64 %1180
  %1182 = load <2 x i64>, ptr %1089, align 1, !tbaa !32
  store <2 x i64> %1182, ptr %1151, align 1, !tbaa !32
  %1183 = icmp slt i64 %1180, 17
  br i1 %1183, label %1196, label %1184

1184:                                             ; preds = %1179
  %1185 = getelementptr inbounds i8, ptr %1151, i64 16
  br label %1186

1186:                                             ; preds = %1186, %1184
  %1187 = phi ptr [ %1185, %1184 ], [ %1194, %1186 ]
  %1188 = phi ptr [ %1089, %1184 ], [ %1192, %1186 ]
  %1189 = getelementptr inbounds i8, ptr %1188, i64 16
  %1190 = load <2 x i64>, ptr %1189, align 1, !tbaa !32
  store <2 x i64> %1190, ptr %1187, align 1, !tbaa !32
  %1191 = getelementptr inbounds i8, ptr %1187, i64 16
  %1192 = getelementptr inbounds i8, ptr %1188, i64 32
  %1193 = load <2 x i64>, ptr %1192, align 1, !tbaa !32
  store <2 x i64> %1193, ptr %1191, align 1, !tbaa !32
  %1194 = getelementptr inbounds i8, ptr %1187, i64 32
  %1195 = icmp ult ptr %1194, %1181
  br i1 %1195, label %1186, label %1196, !llvm.loop !36

1196:                                             ; preds = %1186, %1179, %1177
  %1197 = phi ptr [ %1075, %1179 ], [ %1089, %1177 ], [ %1075, %1186 ]
  %1198 = phi ptr [ %1181, %1179 ], [ %1151, %1177 ], [ %1181, %1186 ]
  %1199 = icmp ult ptr %1197, %1149
  br i1 %1199, label %1200, label %1294

1200:                                             ; preds = %1196
  %1201 = ptrtoint ptr %1198 to i64
  %1202 = ptrtoint ptr %1197 to i64
  %1203 = sub i64 %1146, %1202
  %1204 = getelementptr i8, ptr %1197, i64 %1203
  %1205 = icmp ult i64 %1203, 8
  %1206 = sub i64 %1201, %1202
  %1207 = icmp ult i64 %1206, 32
  %1208 = select i1 %1205, i1 true, i1 %1207
  br i1 %1208, label %1244, label %1209

1209:                                             ; preds = %1200
  %1210 = icmp ult i64 %1203, 32
  br i1 %1210, label %1230, label %1211

1211:                                             ; preds = %1209
  %1212 = and i64 %1203, -32
  br label %1213

1213:                                             ; preds = %1213, %1211
  %1214 = phi i64 [ 0, %1211 ], [ %1221, %1213 ]
  %1215 = getelementptr i8, ptr %1198, i64 %1214
  %1216 = getelementptr i8, ptr %1197, i64 %1214
  %1217 = getelementptr i8, ptr %1216, i64 16
  %1218 = load <16 x i8>, ptr %1216, align 1, !tbaa !32
  %1219 = load <16 x i8>, ptr %1217, align 1, !tbaa !32
  %1220 = getelementptr i8, ptr %1215, i64 16
  store <16 x i8> %1218, ptr %1215, align 1, !tbaa !32
  store <16 x i8> %1219, ptr %1220, align 1, !tbaa !32
  %1221 = add nuw i64 %1214, 32
  %1222 = icmp eq i64 %1221, %1212
  br i1 %1222, label %1223, label %1213, !llvm.loop !105

1223:                                             ; preds = %1213
  %1224 = icmp eq i64 %1203, %1212
  br i1 %1224, label %1294, label %1225

1225:                                             ; preds = %1223
  %1226 = getelementptr i8, ptr %1197, i64 %1212
  %1227 = getelementptr i8, ptr %1198, i64 %1212
  %1228 = and i64 %1203, 24
  %1229 = icmp eq i64 %1228, 0
  br i1 %1229, label %1244, label %1230

1230:                                             ; preds = %1209, %1225
  %1231 = phi i64 [ %1212, %1225 ], [ 0, %1209 ]
  %1232 = and i64 %1203, -8
  %1233 = getelementptr i8, ptr %1198, i64 %1232
  %1234 = getelementptr i8, ptr %1197, i64 %1232
  br label %1235

1235:                                             ; preds = %1235, %1230
  %1236 = phi i64 [ %1231, %1230 ], [ %1240, %1235 ]
  %1237 = getelementptr i8, ptr %1198, i64 %1236
  %1238 = getelementptr i8, ptr %1197, i64 %1236
  %1239 = load <8 x i8>, ptr %1238, align 1, !tbaa !32
  store <8 x i8> %1239, ptr %1237, align 1, !tbaa !32
  %1240 = add nuw i64 %1236, 8
  %1241 = icmp eq i64 %1240, %1232
  br i1 %1241, label %1242, label %1235, !llvm.loop !106

1242:                                             ; preds = %1235
  %1243 = icmp eq i64 %1203, %1232
  br i1 %1243, label %1294, label %1244

1244:                                             ; preds = %1242, %1200, %1225
  %1245 = phi ptr [ %1198, %1200 ], [ %1227, %1225 ], [ %1233, %1242 ]
  %1246 = phi ptr [ %1197, %1200 ], [ %1226, %1225 ], [ %1234, %1242 ]
  %1247 = add i64 %1113, 1
  %1248 = ptrtoint ptr %1246 to i64
  %1249 = sub i64 %1247, %1248
  %1250 = sub i64 %1113, %1248
  %1251 = and i64 %1249, 7
  %1252 = icmp eq i64 %1251, 0
  br i1 %1252, label %1262, label %1253

1253:                                             ; preds = %1244, %1253
  %1254 = phi ptr [ %1259, %1253 ], [ %1245, %1244 ]
  %1255 = phi ptr [ %1257, %1253 ], [ %1246, %1244 ]
  %1256 = phi i64 [ %1260, %1253 ], [ 0, %1244 ]
  %1257 = getelementptr inbounds i8, ptr %1255, i64 1
  %1258 = load i8, ptr %1255, align 1, !tbaa !32
  %1259 = getelementptr inbounds i8, ptr %1254, i64 1
  store i8 %1258, ptr %1254, align 1, !tbaa !32
  %1260 = add i64 %1256, 1
  %1261 = icmp eq i64 %1260, %1251
  br i1 %1261, label %1262, label %1253, !llvm.loop !107

1262:                                             ; preds = %1253, %1244
  %1263 = phi ptr [ %1245, %1244 ], [ %1259, %1253 ]
  %1264 = phi ptr [ %1246, %1244 ], [ %1257, %1253 ]
  %1265 = icmp ult i64 %1250, 7
  br i1 %1265, label %1294, label %1266

1266:                                             ; preds = %1262, %1266
  %1267 = phi ptr [ %1292, %1266 ], [ %1263, %1262 ]
  %1268 = phi ptr [ %1290, %1266 ], [ %1264, %1262 ]
  %1269 = getelementptr inbounds i8, ptr %1268, i64 1
  %1270 = load i8, ptr %1268, align 1, !tbaa !32
  %1271 = getelementptr inbounds i8, ptr %1267, i64 1
  store i8 %1270, ptr %1267, align 1, !tbaa !32
  %1272 = getelementptr inbounds i8, ptr %1268, i64 2
  %1273 = load i8, ptr %1269, align 1, !tbaa !32
  %1274 = getelementptr inbounds i8, ptr %1267, i64 2
  store i8 %1273, ptr %1271, align 1, !tbaa !32
  %1275 = getelementptr inbounds i8, ptr %1268, i64 3
  %1276 = load i8, ptr %1272, align 1, !tbaa !32
  %1277 = getelementptr inbounds i8, ptr %1267, i64 3
  store i8 %1276, ptr %1274, align 1, !tbaa !32
  %1278 = getelementptr inbounds i8, ptr %1268, i64 4
  %1279 = load i8, ptr %1275, align 1, !tbaa !32
  %1280 = getelementptr inbounds i8, ptr %1267, i64 4
  store i8 %1279, ptr %1277, align 1, !tbaa !32
  %1281 = getelementptr inbounds i8, ptr %1268, i64 5
  %1282 = load i8, ptr %1278, align 1, !tbaa !32
  %1283 = getelementptr inbounds i8, ptr %1267, i64 5
  store i8 %1282, ptr %1280, align 1, !tbaa !32
  %1284 = getelementptr inbounds i8, ptr %1268, i64 6
  %1285 = load i8, ptr %1281, align 1, !tbaa !32
  %1286 = getelementptr inbounds i8, ptr %1267, i64 6
  store i8 %1285, ptr %1283, align 1, !tbaa !32
  %1287 = getelementptr inbounds i8, ptr %1268, i64 7
  %1288 = load i8, ptr %1284, align 1, !tbaa !32
  %1289 = getelementptr inbounds i8, ptr %1267, i64 7
  store i8 %1288, ptr %1286, align 1, !tbaa !32
  %1290 = getelementptr inbounds i8, ptr %1268, i64 8
  %1291 = load i8, ptr %1287, align 1, !tbaa !32
  %1292 = getelementptr inbounds i8, ptr %1267, i64 8
  store i8 %1291, ptr %1289, align 1, !tbaa !32
  %1293 = icmp eq ptr %1290, %1204
  br i1 %1293, label %1294, label %1266, !llvm.loop !108

1294:                                             ; preds = %1167, %1262, %1266, %1223, %1242, %1196, %1159
  %1295 = load ptr, ptr %1076, align 8, !tbaa !33
  %1296 = getelementptr inbounds i8, ptr %1295, i64 %1148
  store ptr %1296, ptr %1076, align 8, !tbaa !33
  %1297 = icmp ugt i64 %1148, 65535
  %1298 = load ptr, ptr %1079, align 8, !tbaa !35
  br i1 %1297, label %1299, label %1306, !prof !44

1299:                                             ; preds = %1294
  store i32 1, ptr %1078, align 8, !tbaa !45
  %1300 = load ptr, ptr %1, align 8, !tbaa !46
  %1301 = ptrtoint ptr %1298 to i64
  %1302 = ptrtoint ptr %1300 to i64
  %1303 = sub i64 %1301, %1302
  %1304 = lshr exact i64 %1303, 3
  %1305 = trunc i64 %1304 to i32
  store i32 %1305, ptr %1080, align 4, !tbaa !47
  br label %1306

1306:                                             ; preds = %1299, %1294, %1156
  %1307 = phi ptr [ %1158, %1156 ], [ %1298, %1299 ], [ %1298, %1294 ]
  %1308 = trunc i64 %1148 to i16
  %1309 = getelementptr inbounds i8, ptr %1307, i64 4
  store i16 %1308, ptr %1309, align 4, !tbaa !48
  store i32 1, ptr %1307, align 4, !tbaa !50
  %1310 = add i64 %1144, 1
  %1311 = icmp ugt i64 %1310, 65535
  br i1 %1311, label %1889, label %1902, !prof !51

1312:                                             ; preds = %1135, %1087
  %1313 = icmp ult i32 %1117, %35
  br i1 %1313, label %1407, label %1314

1314:                                             ; preds = %1312
  %1315 = load i64, ptr %1121, align 1, !tbaa !21
  %1316 = icmp eq i64 %1315, %1092
  br i1 %1316, label %1317, label %1407

1317:                                             ; preds = %1314
  %1318 = getelementptr inbounds i8, ptr %1088, i64 8
  %1319 = getelementptr inbounds i8, ptr %1121, i64 8
  %1320 = icmp ugt ptr %1081, %1318
  br i1 %1320, label %1321, label %1347

1321:                                             ; preds = %1317
  %1322 = load i64, ptr %1319, align 1, !tbaa !21
  %1323 = load i64, ptr %1318, align 1, !tbaa !21
  %1324 = icmp eq i64 %1322, %1323
  br i1 %1324, label %1329, label %1325

1325:                                             ; preds = %1321
  %1326 = xor i64 %1323, %1322
  %1327 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1326, i1 true)
  %1328 = lshr i64 %1327, 3
  br label %1384

1329:                                             ; preds = %1321, %1335
  %1330 = phi ptr [ %1333, %1335 ], [ %1319, %1321 ]
  %1331 = phi ptr [ %1332, %1335 ], [ %1318, %1321 ]
  %1332 = getelementptr inbounds i8, ptr %1331, i64 8
  %1333 = getelementptr inbounds i8, ptr %1330, i64 8
  %1334 = icmp ult ptr %1332, %1081
  br i1 %1334, label %1335, label %1347

1335:                                             ; preds = %1329
  %1336 = load i64, ptr %1333, align 1, !tbaa !21
  %1337 = load i64, ptr %1332, align 1, !tbaa !21
  %1338 = icmp eq i64 %1336, %1337
  br i1 %1338, label %1329, label %1339

1339:                                             ; preds = %1335
  %1340 = xor i64 %1337, %1336
  %1341 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1340, i1 true)
  %1342 = lshr i64 %1341, 3
  %1343 = getelementptr inbounds i8, ptr %1332, i64 %1342
  %1344 = ptrtoint ptr %1343 to i64
  %1345 = ptrtoint ptr %1318 to i64
  %1346 = sub i64 %1344, %1345
  br label %1384

1347:                                             ; preds = %1329, %1317
  %1348 = phi ptr [ %1319, %1317 ], [ %1333, %1329 ]
  %1349 = phi ptr [ %1318, %1317 ], [ %1332, %1329 ]
  %1350 = icmp ult ptr %1349, %1082
  br i1 %1350, label %1351, label %1358

1351:                                             ; preds = %1347
  %1352 = load i32, ptr %1348, align 1, !tbaa !22
  %1353 = load i32, ptr %1349, align 1, !tbaa !22
  %1354 = icmp eq i32 %1352, %1353
  br i1 %1354, label %1355, label %1358

1355:                                             ; preds = %1351
  %1356 = getelementptr inbounds i8, ptr %1349, i64 4
  %1357 = getelementptr inbounds i8, ptr %1348, i64 4
  br label %1358

1358:                                             ; preds = %1355, %1351, %1347
  %1359 = phi ptr [ %1357, %1355 ], [ %1348, %1351 ], [ %1348, %1347 ]
  %1360 = phi ptr [ %1356, %1355 ], [ %1349, %1351 ], [ %1349, %1347 ]
  %1361 = icmp ult ptr %1360, %1083
  br i1 %1361, label %1362, label %1369

1362:                                             ; preds = %1358
  %1363 = load i16, ptr %1359, align 1, !tbaa !30
  %1364 = load i16, ptr %1360, align 1, !tbaa !30
  %1365 = icmp eq i16 %1363, %1364
  br i1 %1365, label %1366, label %1369

1366:                                             ; preds = %1362
  %1367 = getelementptr inbounds i8, ptr %1360, i64 2
  %1368 = getelementptr inbounds i8, ptr %1359, i64 2
  br label %1369

1369:                                             ; preds = %1366, %1362, %1358
  %1370 = phi ptr [ %1368, %1366 ], [ %1359, %1362 ], [ %1359, %1358 ]
  %1371 = phi ptr [ %1367, %1366 ], [ %1360, %1362 ], [ %1360, %1358 ]
  %1372 = icmp ult ptr %1371, %38
  br i1 %1372, label %1373, label %1379

1373:                                             ; preds = %1369
  %1374 = load i8, ptr %1370, align 1, !tbaa !32
  %1375 = load i8, ptr %1371, align 1, !tbaa !32
  %1376 = icmp eq i8 %1374, %1375
  %1377 = zext i1 %1376 to i64
  %1378 = getelementptr inbounds i8, ptr %1371, i64 %1377
  br label %1379

1379:                                             ; preds = %1373, %1369
  %1380 = phi ptr [ %1371, %1369 ], [ %1378, %1373 ]
  %1381 = ptrtoint ptr %1380 to i64
  %1382 = ptrtoint ptr %1318 to i64
  %1383 = sub i64 %1381, %1382
  br label %1384

1384:                                             ; preds = %1379, %1339, %1325
  %1385 = phi i64 [ %1383, %1379 ], [ %1328, %1325 ], [ %1346, %1339 ]
  %1386 = add i64 %1385, 8
  %1387 = ptrtoint ptr %1121 to i64
  %1388 = sub i64 %1113, %1387
  %1389 = trunc i64 %1388 to i32
  %1390 = icmp ugt ptr %1088, %1089
  %1391 = icmp ugt i32 %1117, %35
  %1392 = and i1 %1390, %1391
  br i1 %1392, label %1393, label %1719

1393:                                             ; preds = %1384, %1402
  %1394 = phi ptr [ %1397, %1402 ], [ %1088, %1384 ]
  %1395 = phi i64 [ %1403, %1402 ], [ %1386, %1384 ]
  %1396 = phi ptr [ %1399, %1402 ], [ %1121, %1384 ]
  %1397 = getelementptr inbounds i8, ptr %1394, i64 -1
  %1398 = load i8, ptr %1397, align 1, !tbaa !32
  %1399 = getelementptr inbounds i8, ptr %1396, i64 -1
  %1400 = load i8, ptr %1399, align 1, !tbaa !32
  %1401 = icmp eq i8 %1398, %1400
  br i1 %1401, label %1402, label %1719

1402:                                             ; preds = %1393
  %1403 = add i64 %1395, 1
  %1404 = icmp ugt ptr %1397, %1089
  %1405 = icmp ugt ptr %1399, %37
  %1406 = and i1 %1404, %1405
  br i1 %1406, label %1393, label %1719, !llvm.loop !94

1407:                                             ; preds = %1314, %1312
  br i1 %1108, label %1408, label %1438

1408:                                             ; preds = %1407
  %1409 = lshr i32 %1101, 8
  %1410 = zext nneg i32 %1409 to i64
  %1411 = getelementptr inbounds i8, ptr %52, i64 %1410
  %1412 = icmp ugt i32 %1409, %50
  br i1 %1412, label %1413, label %1438

1413:                                             ; preds = %1408
  %1414 = load i64, ptr %1411, align 1, !tbaa !21
  %1415 = icmp eq i64 %1414, %1092
  br i1 %1415, label %1416, label %1438

1416:                                             ; preds = %1413
  %1417 = getelementptr inbounds i8, ptr %1088, i64 8
  %1418 = getelementptr inbounds i8, ptr %1411, i64 8
  %1419 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %1417, ptr noundef nonnull %1418, ptr noundef %38, ptr noundef %55, ptr noundef %37)
  %1420 = add i64 %1419, 8
  %1421 = add i32 %60, %1409
  %1422 = sub i32 %1115, %1421
  %1423 = icmp ugt ptr %1088, %1089
  br i1 %1423, label %1424, label %1719

1424:                                             ; preds = %1416, %1433
  %1425 = phi ptr [ %1428, %1433 ], [ %1088, %1416 ]
  %1426 = phi i64 [ %1434, %1433 ], [ %1420, %1416 ]
  %1427 = phi ptr [ %1430, %1433 ], [ %1411, %1416 ]
  %1428 = getelementptr inbounds i8, ptr %1425, i64 -1
  %1429 = load i8, ptr %1428, align 1, !tbaa !32
  %1430 = getelementptr inbounds i8, ptr %1427, i64 -1
  %1431 = load i8, ptr %1430, align 1, !tbaa !32
  %1432 = icmp eq i8 %1429, %1431
  br i1 %1432, label %1433, label %1719

1433:                                             ; preds = %1424
  %1434 = add i64 %1426, 1
  %1435 = icmp ugt ptr %1428, %1089
  %1436 = icmp ugt ptr %1430, %54
  %1437 = and i1 %1435, %1436
  br i1 %1437, label %1424, label %1719, !llvm.loop !95

1438:                                             ; preds = %1413, %1408, %1407
  %1439 = icmp ugt i32 %1119, %35
  br i1 %1439, label %1440, label %1444

1440:                                             ; preds = %1438
  %1441 = load i32, ptr %1123, align 1, !tbaa !22
  %1442 = load i32, ptr %1088, align 1, !tbaa !22
  %1443 = icmp eq i32 %1441, %1442
  br i1 %1443, label %1461, label %1455

1444:                                             ; preds = %1438
  br i1 %1112, label %1445, label %1455

1445:                                             ; preds = %1444
  %1446 = lshr i32 %1104, 8
  %1447 = icmp ugt i32 %1446, %50
  br i1 %1447, label %1448, label %1455

1448:                                             ; preds = %1445
  %1449 = add i32 %1446, %60
  %1450 = zext nneg i32 %1446 to i64
  %1451 = getelementptr inbounds i8, ptr %52, i64 %1450
  %1452 = load i32, ptr %1451, align 1, !tbaa !22
  %1453 = load i32, ptr %1088, align 1, !tbaa !22
  %1454 = icmp eq i32 %1452, %1453
  br i1 %1454, label %1461, label %1455

1455:                                             ; preds = %1448, %1445, %1444, %1440
  %1456 = ptrtoint ptr %1089 to i64
  %1457 = sub i64 %1113, %1456
  %1458 = ashr i64 %1457, 8
  %1459 = add nsw i64 %1458, 1
  %1460 = getelementptr inbounds i8, ptr %1088, i64 %1459
  br label %1996, !llvm.loop !96

1461:                                             ; preds = %1448, %1440
  %1462 = phi ptr [ %1123, %1440 ], [ %1451, %1448 ]
  %1463 = phi i32 [ %1119, %1440 ], [ %1449, %1448 ]
  %1464 = getelementptr inbounds i8, ptr %1088, i64 1
  %1465 = load i64, ptr %1464, align 1, !tbaa !21
  %1466 = mul i64 %1465, -3523014627327384477
  %1467 = lshr i64 %1466, %1068
  %1468 = lshr i64 %1466, %1072
  %1469 = getelementptr inbounds i32, ptr %10, i64 %1467
  %1470 = load i32, ptr %1469, align 4, !tbaa !22
  %1471 = lshr i64 %1468, 8
  %1472 = getelementptr inbounds i32, ptr %46, i64 %1471
  %1473 = load i32, ptr %1472, align 4, !tbaa !22
  %1474 = zext i32 %1473 to i64
  %1475 = xor i64 %1468, %1474
  %1476 = and i64 %1475, 255
  %1477 = icmp eq i64 %1476, 0
  %1478 = zext i32 %1470 to i64
  %1479 = getelementptr inbounds i8, ptr %18, i64 %1478
  store i32 %1124, ptr %1469, align 4, !tbaa !22
  %1480 = icmp ult i32 %1470, %35
  br i1 %1480, label %1575, label %1481

1481:                                             ; preds = %1461
  %1482 = load i64, ptr %1479, align 1, !tbaa !21
  %1483 = icmp eq i64 %1482, %1465
  br i1 %1483, label %1484, label %1575

1484:                                             ; preds = %1481
  %1485 = getelementptr inbounds i8, ptr %1088, i64 9
  %1486 = getelementptr inbounds i8, ptr %1479, i64 8
  %1487 = icmp ugt ptr %1081, %1485
  br i1 %1487, label %1488, label %1514

1488:                                             ; preds = %1484
  %1489 = load i64, ptr %1486, align 1, !tbaa !21
  %1490 = load i64, ptr %1485, align 1, !tbaa !21
  %1491 = icmp eq i64 %1489, %1490
  br i1 %1491, label %1496, label %1492

1492:                                             ; preds = %1488
  %1493 = xor i64 %1490, %1489
  %1494 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1493, i1 true)
  %1495 = lshr i64 %1494, 3
  br label %1551

1496:                                             ; preds = %1488, %1502
  %1497 = phi ptr [ %1500, %1502 ], [ %1486, %1488 ]
  %1498 = phi ptr [ %1499, %1502 ], [ %1485, %1488 ]
  %1499 = getelementptr inbounds i8, ptr %1498, i64 8
  %1500 = getelementptr inbounds i8, ptr %1497, i64 8
  %1501 = icmp ult ptr %1499, %1081
  br i1 %1501, label %1502, label %1514

1502:                                             ; preds = %1496
  %1503 = load i64, ptr %1500, align 1, !tbaa !21
  %1504 = load i64, ptr %1499, align 1, !tbaa !21
  %1505 = icmp eq i64 %1503, %1504
  br i1 %1505, label %1496, label %1506

1506:                                             ; preds = %1502
  %1507 = xor i64 %1504, %1503
  %1508 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1507, i1 true)
  %1509 = lshr i64 %1508, 3
  %1510 = getelementptr inbounds i8, ptr %1499, i64 %1509
  %1511 = ptrtoint ptr %1510 to i64
  %1512 = ptrtoint ptr %1485 to i64
  %1513 = sub i64 %1511, %1512
  br label %1551

1514:                                             ; preds = %1496, %1484
  %1515 = phi ptr [ %1486, %1484 ], [ %1500, %1496 ]
  %1516 = phi ptr [ %1485, %1484 ], [ %1499, %1496 ]
  %1517 = icmp ult ptr %1516, %1082
  br i1 %1517, label %1518, label %1525

1518:                                             ; preds = %1514
  %1519 = load i32, ptr %1515, align 1, !tbaa !22
  %1520 = load i32, ptr %1516, align 1, !tbaa !22
  %1521 = icmp eq i32 %1519, %1520
  br i1 %1521, label %1522, label %1525

1522:                                             ; preds = %1518
  %1523 = getelementptr inbounds i8, ptr %1516, i64 4
  %1524 = getelementptr inbounds i8, ptr %1515, i64 4
  br label %1525

1525:                                             ; preds = %1522, %1518, %1514
  %1526 = phi ptr [ %1524, %1522 ], [ %1515, %1518 ], [ %1515, %1514 ]
  %1527 = phi ptr [ %1523, %1522 ], [ %1516, %1518 ], [ %1516, %1514 ]
  %1528 = icmp ult ptr %1527, %1083
  br i1 %1528, label %1529, label %1536

1529:                                             ; preds = %1525
  %1530 = load i16, ptr %1526, align 1, !tbaa !30
  %1531 = load i16, ptr %1527, align 1, !tbaa !30
  %1532 = icmp eq i16 %1530, %1531
  br i1 %1532, label %1533, label %1536

1533:                                             ; preds = %1529
  %1534 = getelementptr inbounds i8, ptr %1527, i64 2
  %1535 = getelementptr inbounds i8, ptr %1526, i64 2
  br label %1536

1536:                                             ; preds = %1533, %1529, %1525
  %1537 = phi ptr [ %1535, %1533 ], [ %1526, %1529 ], [ %1526, %1525 ]
  %1538 = phi ptr [ %1534, %1533 ], [ %1527, %1529 ], [ %1527, %1525 ]
  %1539 = icmp ult ptr %1538, %38
  br i1 %1539, label %1540, label %1546

1540:                                             ; preds = %1536
  %1541 = load i8, ptr %1537, align 1, !tbaa !32
  %1542 = load i8, ptr %1538, align 1, !tbaa !32
  %1543 = icmp eq i8 %1541, %1542
  %1544 = zext i1 %1543 to i64
  %1545 = getelementptr inbounds i8, ptr %1538, i64 %1544
  br label %1546

1546:                                             ; preds = %1540, %1536
  %1547 = phi ptr [ %1538, %1536 ], [ %1545, %1540 ]
  %1548 = ptrtoint ptr %1547 to i64
  %1549 = ptrtoint ptr %1485 to i64
  %1550 = sub i64 %1548, %1549
  br label %1551

1551:                                             ; preds = %1546, %1506, %1492
  %1552 = phi i64 [ %1550, %1546 ], [ %1495, %1492 ], [ %1513, %1506 ]
  %1553 = add i64 %1552, 8
  %1554 = ptrtoint ptr %1464 to i64
  %1555 = ptrtoint ptr %1479 to i64
  %1556 = sub i64 %1554, %1555
  %1557 = trunc i64 %1556 to i32
  %1558 = icmp ugt ptr %1464, %1089
  %1559 = icmp ugt i32 %1470, %35
  %1560 = and i1 %1558, %1559
  br i1 %1560, label %1561, label %1719

1561:                                             ; preds = %1551, %1570
  %1562 = phi ptr [ %1565, %1570 ], [ %1464, %1551 ]
  %1563 = phi i64 [ %1571, %1570 ], [ %1553, %1551 ]
  %1564 = phi ptr [ %1567, %1570 ], [ %1479, %1551 ]
  %1565 = getelementptr inbounds i8, ptr %1562, i64 -1
  %1566 = load i8, ptr %1565, align 1, !tbaa !32
  %1567 = getelementptr inbounds i8, ptr %1564, i64 -1
  %1568 = load i8, ptr %1567, align 1, !tbaa !32
  %1569 = icmp eq i8 %1566, %1568
  br i1 %1569, label %1570, label %1719

1570:                                             ; preds = %1561
  %1571 = add i64 %1563, 1
  %1572 = icmp ugt ptr %1565, %1089
  %1573 = icmp ugt ptr %1567, %37
  %1574 = and i1 %1572, %1573
  br i1 %1574, label %1561, label %1719, !llvm.loop !97

1575:                                             ; preds = %1481, %1461
  br i1 %1477, label %1576, label %1606

1576:                                             ; preds = %1575
  %1577 = lshr i32 %1473, 8
  %1578 = zext nneg i32 %1577 to i64
  %1579 = getelementptr inbounds i8, ptr %52, i64 %1578
  %1580 = icmp ugt i32 %1577, %50
  br i1 %1580, label %1581, label %1606

1581:                                             ; preds = %1576
  %1582 = load i64, ptr %1579, align 1, !tbaa !21
  %1583 = icmp eq i64 %1582, %1465
  br i1 %1583, label %1584, label %1606

1584:                                             ; preds = %1581
  %1585 = getelementptr inbounds i8, ptr %1088, i64 9
  %1586 = getelementptr inbounds i8, ptr %1579, i64 8
  %1587 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %1585, ptr noundef nonnull %1586, ptr noundef %38, ptr noundef %55, ptr noundef %37)
  %1588 = add i64 %1587, 8
  %1589 = add i32 %60, %1577
  %1590 = sub i32 %1124, %1589
  %1591 = icmp ugt ptr %1464, %1089
  br i1 %1591, label %1592, label %1719

1592:                                             ; preds = %1584, %1601
  %1593 = phi ptr [ %1596, %1601 ], [ %1464, %1584 ]
  %1594 = phi i64 [ %1602, %1601 ], [ %1588, %1584 ]
  %1595 = phi ptr [ %1598, %1601 ], [ %1579, %1584 ]
  %1596 = getelementptr inbounds i8, ptr %1593, i64 -1
  %1597 = load i8, ptr %1596, align 1, !tbaa !32
  %1598 = getelementptr inbounds i8, ptr %1595, i64 -1
  %1599 = load i8, ptr %1598, align 1, !tbaa !32
  %1600 = icmp eq i8 %1597, %1599
  br i1 %1600, label %1601, label %1719

1601:                                             ; preds = %1592
  %1602 = add i64 %1594, 1
  %1603 = icmp ugt ptr %1596, %1089
  %1604 = icmp ugt ptr %1598, %54
  %1605 = and i1 %1603, %1604
  br i1 %1605, label %1592, label %1719, !llvm.loop !98

1606:                                             ; preds = %1581, %1576, %1575
  %1607 = icmp ult i32 %1463, %35
  %1608 = getelementptr inbounds i8, ptr %1088, i64 4
  %1609 = getelementptr inbounds i8, ptr %1462, i64 4
  br i1 %1607, label %1610, label %1631

1610:                                             ; preds = %1606
  %1611 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %1608, ptr noundef nonnull %1609, ptr noundef %38, ptr noundef %55, ptr noundef nonnull %37)
  %1612 = add i64 %1611, 4
  %1613 = sub i32 %1115, %1463
  %1614 = icmp ugt ptr %1088, %1089
  %1615 = icmp ugt ptr %1462, %54
  %1616 = and i1 %1614, %1615
  br i1 %1616, label %1617, label %1719

1617:                                             ; preds = %1610, %1626
  %1618 = phi ptr [ %1621, %1626 ], [ %1088, %1610 ]
  %1619 = phi i64 [ %1627, %1626 ], [ %1612, %1610 ]
  %1620 = phi ptr [ %1623, %1626 ], [ %1462, %1610 ]
  %1621 = getelementptr inbounds i8, ptr %1618, i64 -1
  %1622 = load i8, ptr %1621, align 1, !tbaa !32
  %1623 = getelementptr inbounds i8, ptr %1620, i64 -1
  %1624 = load i8, ptr %1623, align 1, !tbaa !32
  %1625 = icmp eq i8 %1622, %1624
  br i1 %1625, label %1626, label %1719

1626:                                             ; preds = %1617
  %1627 = add i64 %1619, 1
  %1628 = icmp ugt ptr %1621, %1089
  %1629 = icmp ugt ptr %1623, %54
  %1630 = and i1 %1628, %1629
  br i1 %1630, label %1617, label %1719, !llvm.loop !99

1631:                                             ; preds = %1606
  %1632 = icmp ugt ptr %1081, %1608
  br i1 %1632, label %1633, label %1659

1633:                                             ; preds = %1631
  %1634 = load i64, ptr %1609, align 1, !tbaa !21
  %1635 = load i64, ptr %1608, align 1, !tbaa !21
  %1636 = icmp eq i64 %1634, %1635
  br i1 %1636, label %1641, label %1637

1637:                                             ; preds = %1633
  %1638 = xor i64 %1635, %1634
  %1639 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1638, i1 true)
  %1640 = lshr i64 %1639, 3
  br label %1696

1641:                                             ; preds = %1633, %1647
  %1642 = phi ptr [ %1645, %1647 ], [ %1609, %1633 ]
  %1643 = phi ptr [ %1644, %1647 ], [ %1608, %1633 ]
  %1644 = getelementptr inbounds i8, ptr %1643, i64 8
  %1645 = getelementptr inbounds i8, ptr %1642, i64 8
  %1646 = icmp ult ptr %1644, %1081
  br i1 %1646, label %1647, label %1659

1647:                                             ; preds = %1641
  %1648 = load i64, ptr %1645, align 1, !tbaa !21
  %1649 = load i64, ptr %1644, align 1, !tbaa !21
  %1650 = icmp eq i64 %1648, %1649
  br i1 %1650, label %1641, label %1651

1651:                                             ; preds = %1647
  %1652 = xor i64 %1649, %1648
  %1653 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1652, i1 true)
  %1654 = lshr i64 %1653, 3
  %1655 = getelementptr inbounds i8, ptr %1644, i64 %1654
  %1656 = ptrtoint ptr %1655 to i64
  %1657 = ptrtoint ptr %1608 to i64
  %1658 = sub i64 %1656, %1657
  br label %1696

1659:                                             ; preds = %1641, %1631
  %1660 = phi ptr [ %1609, %1631 ], [ %1645, %1641 ]
  %1661 = phi ptr [ %1608, %1631 ], [ %1644, %1641 ]
  %1662 = icmp ult ptr %1661, %1082
  br i1 %1662, label %1663, label %1670

1663:                                             ; preds = %1659
  %1664 = load i32, ptr %1660, align 1, !tbaa !22
  %1665 = load i32, ptr %1661, align 1, !tbaa !22
  %1666 = icmp eq i32 %1664, %1665
  br i1 %1666, label %1667, label %1670

1667:                                             ; preds = %1663
  %1668 = getelementptr inbounds i8, ptr %1661, i64 4
  %1669 = getelementptr inbounds i8, ptr %1660, i64 4
  br label %1670

1670:                                             ; preds = %1667, %1663, %1659
  %1671 = phi ptr [ %1669, %1667 ], [ %1660, %1663 ], [ %1660, %1659 ]
  %1672 = phi ptr [ %1668, %1667 ], [ %1661, %1663 ], [ %1661, %1659 ]
  %1673 = icmp ult ptr %1672, %1083
  br i1 %1673, label %1674, label %1681

1674:                                             ; preds = %1670
  %1675 = load i16, ptr %1671, align 1, !tbaa !30
  %1676 = load i16, ptr %1672, align 1, !tbaa !30
  %1677 = icmp eq i16 %1675, %1676
  br i1 %1677, label %1678, label %1681

1678:                                             ; preds = %1674
  %1679 = getelementptr inbounds i8, ptr %1672, i64 2
  %1680 = getelementptr inbounds i8, ptr %1671, i64 2
  br label %1681

1681:                                             ; preds = %1678, %1674, %1670
  %1682 = phi ptr [ %1680, %1678 ], [ %1671, %1674 ], [ %1671, %1670 ]
  %1683 = phi ptr [ %1679, %1678 ], [ %1672, %1674 ], [ %1672, %1670 ]
  %1684 = icmp ult ptr %1683, %38
  br i1 %1684, label %1685, label %1691

1685:                                             ; preds = %1681
  %1686 = load i8, ptr %1682, align 1, !tbaa !32
  %1687 = load i8, ptr %1683, align 1, !tbaa !32
  %1688 = icmp eq i8 %1686, %1687
  %1689 = zext i1 %1688 to i64
  %1690 = getelementptr inbounds i8, ptr %1683, i64 %1689
  br label %1691

1691:                                             ; preds = %1685, %1681
  %1692 = phi ptr [ %1683, %1681 ], [ %1690, %1685 ]
  %1693 = ptrtoint ptr %1692 to i64
  %1694 = ptrtoint ptr %1608 to i64
  %1695 = sub i64 %1693, %1694
  br label %1696

1696:                                             ; preds = %1691, %1651, %1637
  %1697 = phi i64 [ %1695, %1691 ], [ %1640, %1637 ], [ %1658, %1651 ]
  %1698 = add i64 %1697, 4
  %1699 = ptrtoint ptr %1462 to i64
  %1700 = sub i64 %1113, %1699
  %1701 = trunc i64 %1700 to i32
  %1702 = icmp ugt ptr %1088, %1089
  %1703 = icmp ugt ptr %1462, %37
  %1704 = and i1 %1702, %1703
  br i1 %1704, label %1705, label %1719

1705:                                             ; preds = %1696, %1714
  %1706 = phi ptr [ %1709, %1714 ], [ %1088, %1696 ]
  %1707 = phi i64 [ %1715, %1714 ], [ %1698, %1696 ]
  %1708 = phi ptr [ %1711, %1714 ], [ %1462, %1696 ]
  %1709 = getelementptr inbounds i8, ptr %1706, i64 -1
  %1710 = load i8, ptr %1709, align 1, !tbaa !32
  %1711 = getelementptr inbounds i8, ptr %1708, i64 -1
  %1712 = load i8, ptr %1711, align 1, !tbaa !32
  %1713 = icmp eq i8 %1710, %1712
  br i1 %1713, label %1714, label %1719

1714:                                             ; preds = %1705
  %1715 = add i64 %1707, 1
  %1716 = icmp ugt ptr %1709, %1089
  %1717 = icmp ugt ptr %1711, %37
  %1718 = and i1 %1716, %1717
  br i1 %1718, label %1705, label %1719, !llvm.loop !100

1719:                                             ; preds = %1402, %1393, %1570, %1561, %1714, %1705, %1626, %1617, %1601, %1592, %1433, %1424, %1696, %1610, %1584, %1551, %1416, %1384
  %1720 = phi i32 [ %1422, %1416 ], [ %1590, %1584 ], [ %1613, %1610 ], [ %1701, %1696 ], [ %1557, %1551 ], [ %1389, %1384 ], [ %1422, %1424 ], [ %1422, %1433 ], [ %1590, %1592 ], [ %1590, %1601 ], [ %1613, %1617 ], [ %1613, %1626 ], [ %1701, %1705 ], [ %1701, %1714 ], [ %1557, %1561 ], [ %1557, %1570 ], [ %1389, %1393 ], [ %1389, %1402 ]
  %1721 = phi i64 [ %1420, %1416 ], [ %1588, %1584 ], [ %1612, %1610 ], [ %1698, %1696 ], [ %1553, %1551 ], [ %1386, %1384 ], [ %1434, %1433 ], [ %1426, %1424 ], [ %1602, %1601 ], [ %1594, %1592 ], [ %1627, %1626 ], [ %1619, %1617 ], [ %1715, %1714 ], [ %1707, %1705 ], [ %1571, %1570 ], [ %1563, %1561 ], [ %1403, %1402 ], [ %1395, %1393 ]
  %1722 = phi ptr [ %1088, %1416 ], [ %1464, %1584 ], [ %1088, %1610 ], [ %1088, %1696 ], [ %1464, %1551 ], [ %1088, %1384 ], [ %1428, %1433 ], [ %1425, %1424 ], [ %1596, %1601 ], [ %1593, %1592 ], [ %1621, %1626 ], [ %1618, %1617 ], [ %1709, %1714 ], [ %1706, %1705 ], [ %1565, %1570 ], [ %1562, %1561 ], [ %1397, %1402 ], [ %1394, %1393 ]
  %1723 = ptrtoint ptr %1722 to i64
  %1724 = ptrtoint ptr %1089 to i64
  %1725 = sub i64 %1723, %1724
  %1726 = add i32 %1720, 3
  %1727 = getelementptr inbounds i8, ptr %1089, i64 %1725
  %1728 = icmp ugt ptr %1727, %1075
  %1729 = load ptr, ptr %1076, align 8, !tbaa !33
  br i1 %1728, label %1755, label %1730

1730:                                             ; preds = %1719
  %1731 = load <2 x i64>, ptr %1089, align 1, !tbaa !32
  store <2 x i64> %1731, ptr %1729, align 1, !tbaa !32
  %1732 = icmp ugt i64 %1725, 16
  %1733 = load ptr, ptr %1076, align 8, !tbaa !33
  br i1 %1732, label %1737, label %1734

1734:                                             ; preds = %1730
  %1735 = getelementptr inbounds i8, ptr %1733, i64 %1725
  store ptr %1735, ptr %1076, align 8, !tbaa !33
  %1736 = load ptr, ptr %1079, align 8, !tbaa !35
  br label %1883

1737:                                             ; preds = %1730
  %1738 = getelementptr inbounds i8, ptr %1733, i64 16
  %1739 = getelementptr inbounds i8, ptr %1089, i64 16
  %1740 = getelementptr i8, ptr %1733, i64 %1725
  %1741 = load <2 x i64>, ptr %1739, align 1, !tbaa !32
  store <2 x i64> %1741, ptr %1738, align 1, !tbaa !32
  %1742 = icmp slt i64 %1725, 33
  br i1 %1742, label %1871, label %1743

1743:                                             ; preds = %1737
  %1744 = getelementptr inbounds i8, ptr %1733, i64 32
  br label %1745

1745:                                             ; preds = %1745, %1743
  %1746 = phi ptr [ %1744, %1743 ], [ %1753, %1745 ]
  %1747 = phi ptr [ %1739, %1743 ], [ %1751, %1745 ]
  %1748 = getelementptr inbounds i8, ptr %1747, i64 16
  %1749 = load <2 x i64>, ptr %1748, align 1, !tbaa !32
  store <2 x i64> %1749, ptr %1746, align 1, !tbaa !32
  %1750 = getelementptr inbounds i8, ptr %1746, i64 16
  %1751 = getelementptr inbounds i8, ptr %1747, i64 32
  %1752 = load <2 x i64>, ptr %1751, align 1, !tbaa !32
  store <2 x i64> %1752, ptr %1750, align 1, !tbaa !32
  %1753 = getelementptr inbounds i8, ptr %1746, i64 32
  %1754 = icmp ult ptr %1753, %1740
  br i1 %1754, label %1745, label %1871, !llvm.loop !36

1755:                                             ; preds = %1719
  %1756 = icmp ugt ptr %1089, %1075
  br i1 %1756, label %1774, label %1757

1757:                                             ; preds = %1755
  %1758 = sub i64 %1077, %1724
  %1759 = getelementptr inbounds i8, ptr %1729, i64 %1758
  %1760 = load <2 x i64>, ptr %1089, align 1, !tbaa !32
  store <2 x i64> %1760, ptr %1729, align 1, !tbaa !32
  %1761 = icmp slt i64 %1758, 17
  br i1 %1761, label %1774, label %1762

1762:                                             ; preds = %1757
  %1763 = getelementptr inbounds i8, ptr %1729, i64 16
  br label %1764

1764:                                             ; preds = %1764, %1762
  %1765 = phi ptr [ %1763, %1762 ], [ %1772, %1764 ]
  %1766 = phi ptr [ %1089, %1762 ], [ %1770, %1764 ]
  %1767 = getelementptr inbounds i8, ptr %1766, i64 16
  %1768 = load <2 x i64>, ptr %1767, align 1, !tbaa !32
  store <2 x i64> %1768, ptr %1765, align 1, !tbaa !32
  %1769 = getelementptr inbounds i8, ptr %1765, i64 16
  %1770 = getelementptr inbounds i8, ptr %1766, i64 32
  %1771 = load <2 x i64>, ptr %1770, align 1, !tbaa !32
  store <2 x i64> %1771, ptr %1769, align 1, !tbaa !32
  %1772 = getelementptr inbounds i8, ptr %1765, i64 32
  %1773 = icmp ult ptr %1772, %1759
  br i1 %1773, label %1764, label %1774, !llvm.loop !36

1774:                                             ; preds = %1764, %1757, %1755
  %1775 = phi ptr [ %1075, %1757 ], [ %1089, %1755 ], [ %1075, %1764 ]
  %1776 = phi ptr [ %1759, %1757 ], [ %1729, %1755 ], [ %1759, %1764 ]
  %1777 = icmp ult ptr %1775, %1727
  br i1 %1777, label %1778, label %1871

1778:                                             ; preds = %1774
  %1779 = ptrtoint ptr %1776 to i64
  %1780 = ptrtoint ptr %1775 to i64
  %1781 = sub i64 %1723, %1780
  %1782 = getelementptr i8, ptr %1775, i64 %1781
  %1783 = icmp ult i64 %1781, 8
  %1784 = sub i64 %1779, %1780
  %1785 = icmp ult i64 %1784, 32
  %1786 = select i1 %1783, i1 true, i1 %1785
  br i1 %1786, label %1822, label %1787

1787:                                             ; preds = %1778
  %1788 = icmp ult i64 %1781, 32
  br i1 %1788, label %1808, label %1789

1789:                                             ; preds = %1787
  %1790 = and i64 %1781, -32
  br label %1791

1791:                                             ; preds = %1791, %1789
  %1792 = phi i64 [ 0, %1789 ], [ %1799, %1791 ]
  %1793 = getelementptr i8, ptr %1776, i64 %1792
  %1794 = getelementptr i8, ptr %1775, i64 %1792
  %1795 = getelementptr i8, ptr %1794, i64 16
  %1796 = load <16 x i8>, ptr %1794, align 1, !tbaa !32
  %1797 = load <16 x i8>, ptr %1795, align 1, !tbaa !32
  %1798 = getelementptr i8, ptr %1793, i64 16
  store <16 x i8> %1796, ptr %1793, align 1, !tbaa !32
  store <16 x i8> %1797, ptr %1798, align 1, !tbaa !32
  %1799 = add nuw i64 %1792, 32
  %1800 = icmp eq i64 %1799, %1790
  br i1 %1800, label %1801, label %1791, !llvm.loop !109

1801:                                             ; preds = %1791
  %1802 = icmp eq i64 %1781, %1790
  br i1 %1802, label %1871, label %1803

1803:                                             ; preds = %1801
  %1804 = getelementptr i8, ptr %1775, i64 %1790
  %1805 = getelementptr i8, ptr %1776, i64 %1790
  %1806 = and i64 %1781, 24
  %1807 = icmp eq i64 %1806, 0
  br i1 %1807, label %1822, label %1808

1808:                                             ; preds = %1787, %1803
  %1809 = phi i64 [ %1790, %1803 ], [ 0, %1787 ]
  %1810 = and i64 %1781, -8
  %1811 = getelementptr i8, ptr %1776, i64 %1810
  %1812 = getelementptr i8, ptr %1775, i64 %1810
  br label %1813

1813:                                             ; preds = %1813, %1808
  %1814 = phi i64 [ %1809, %1808 ], [ %1818, %1813 ]
  %1815 = getelementptr i8, ptr %1776, i64 %1814
  %1816 = getelementptr i8, ptr %1775, i64 %1814
  %1817 = load <8 x i8>, ptr %1816, align 1, !tbaa !32
  store <8 x i8> %1817, ptr %1815, align 1, !tbaa !32
  %1818 = add nuw i64 %1814, 8
  %1819 = icmp eq i64 %1818, %1810
  br i1 %1819, label %1820, label %1813, !llvm.loop !110

1820:                                             ; preds = %1813
  %1821 = icmp eq i64 %1781, %1810
  br i1 %1821, label %1871, label %1822

1822:                                             ; preds = %1820, %1778, %1803
  %1823 = phi ptr [ %1776, %1778 ], [ %1805, %1803 ], [ %1811, %1820 ]
  %1824 = phi ptr [ %1775, %1778 ], [ %1804, %1803 ], [ %1812, %1820 ]
  %1825 = ptrtoint ptr %1824 to i64
  %1826 = sub i64 %1723, %1825
  %1827 = and i64 %1826, 7
  %1828 = icmp eq i64 %1827, 0
  br i1 %1828, label %1838, label %1829

1829:                                             ; preds = %1822, %1829
  %1830 = phi ptr [ %1835, %1829 ], [ %1823, %1822 ]
  %1831 = phi ptr [ %1833, %1829 ], [ %1824, %1822 ]
  %1832 = phi i64 [ %1836, %1829 ], [ 0, %1822 ]
  %1833 = getelementptr inbounds i8, ptr %1831, i64 1
  %1834 = load i8, ptr %1831, align 1, !tbaa !32
  %1835 = getelementptr inbounds i8, ptr %1830, i64 1
  store i8 %1834, ptr %1830, align 1, !tbaa !32
  %1836 = add i64 %1832, 1
  %1837 = icmp eq i64 %1836, %1827
  br i1 %1837, label %1838, label %1829, !llvm.loop !111

1838:                                             ; preds = %1829, %1822
  %1839 = phi ptr [ %1823, %1822 ], [ %1835, %1829 ]
  %1840 = phi ptr [ %1824, %1822 ], [ %1833, %1829 ]
  %1841 = sub i64 %1825, %1723
  %1842 = icmp ugt i64 %1841, -8
  br i1 %1842, label %1871, label %1843

1843:                                             ; preds = %1838, %1843
  %1844 = phi ptr [ %1869, %1843 ], [ %1839, %1838 ]
  %1845 = phi ptr [ %1867, %1843 ], [ %1840, %1838 ]
  %1846 = getelementptr inbounds i8, ptr %1845, i64 1
  %1847 = load i8, ptr %1845, align 1, !tbaa !32
  %1848 = getelementptr inbounds i8, ptr %1844, i64 1
  store i8 %1847, ptr %1844, align 1, !tbaa !32
  %1849 = getelementptr inbounds i8, ptr %1845, i64 2
  %1850 = load i8, ptr %1846, align 1, !tbaa !32
  %1851 = getelementptr inbounds i8, ptr %1844, i64 2
  store i8 %1850, ptr %1848, align 1, !tbaa !32
  %1852 = getelementptr inbounds i8, ptr %1845, i64 3
  %1853 = load i8, ptr %1849, align 1, !tbaa !32
  %1854 = getelementptr inbounds i8, ptr %1844, i64 3
  store i8 %1853, ptr %1851, align 1, !tbaa !32
  %1855 = getelementptr inbounds i8, ptr %1845, i64 4
  %1856 = load i8, ptr %1852, align 1, !tbaa !32
  %1857 = getelementptr inbounds i8, ptr %1844, i64 4
  store i8 %1856, ptr %1854, align 1, !tbaa !32
  %1858 = getelementptr inbounds i8, ptr %1845, i64 5
  %1859 = load i8, ptr %1855, align 1, !tbaa !32
  %1860 = getelementptr inbounds i8, ptr %1844, i64 5
  store i8 %1859, ptr %1857, align 1, !tbaa !32
  %1861 = getelementptr inbounds i8, ptr %1845, i64 6
  %1862 = load i8, ptr %1858, align 1, !tbaa !32
  %1863 = getelementptr inbounds i8, ptr %1844, i64 6
  store i8 %1862, ptr %1860, align 1, !tbaa !32
  %1864 = getelementptr inbounds i8, ptr %1845, i64 7
  %1865 = load i8, ptr %1861, align 1, !tbaa !32
  %1866 = getelementptr inbounds i8, ptr %1844, i64 7
  store i8 %1865, ptr %1863, align 1, !tbaa !32
  %1867 = getelementptr inbounds i8, ptr %1845, i64 8
  %1868 = load i8, ptr %1864, align 1, !tbaa !32
  %1869 = getelementptr inbounds i8, ptr %1844, i64 8
  store i8 %1868, ptr %1866, align 1, !tbaa !32
  %1870 = icmp eq ptr %1867, %1782
  br i1 %1870, label %1871, label %1843, !llvm.loop !112

1871:                                             ; preds = %1745, %1838, %1843, %1801, %1820, %1774, %1737
  %1872 = load ptr, ptr %1076, align 8, !tbaa !33
  %1873 = getelementptr inbounds i8, ptr %1872, i64 %1725
  store ptr %1873, ptr %1076, align 8, !tbaa !33
  %1874 = icmp ugt i64 %1725, 65535
  %1875 = load ptr, ptr %1079, align 8, !tbaa !35
  br i1 %1874, label %1876, label %1883, !prof !44

1876:                                             ; preds = %1871
  store i32 1, ptr %1078, align 8, !tbaa !45
  %1877 = load ptr, ptr %1, align 8, !tbaa !46
  %1878 = ptrtoint ptr %1875 to i64
  %1879 = ptrtoint ptr %1877 to i64
  %1880 = sub i64 %1878, %1879
  %1881 = lshr exact i64 %1880, 3
  %1882 = trunc i64 %1881 to i32
  store i32 %1882, ptr %1080, align 4, !tbaa !47
  br label %1883

1883:                                             ; preds = %1876, %1871, %1734
  %1884 = phi ptr [ %1736, %1734 ], [ %1875, %1876 ], [ %1875, %1871 ]
  %1885 = trunc i64 %1725 to i16
  %1886 = getelementptr inbounds i8, ptr %1884, i64 4
  store i16 %1885, ptr %1886, align 4, !tbaa !48
  store i32 %1726, ptr %1884, align 4, !tbaa !50
  %1887 = add i64 %1721, -3
  %1888 = icmp ugt i64 %1887, 65535
  br i1 %1888, label %1889, label %1902, !prof !51

1889:                                             ; preds = %1883, %1306
  %1890 = phi ptr [ %1307, %1306 ], [ %1884, %1883 ]
  %1891 = phi i64 [ %1310, %1306 ], [ %1887, %1883 ]
  %1892 = phi i64 [ %1145, %1306 ], [ %1721, %1883 ]
  %1893 = phi i32 [ %1091, %1306 ], [ %1090, %1883 ]
  %1894 = phi i32 [ %1090, %1306 ], [ %1720, %1883 ]
  %1895 = phi ptr [ %1137, %1306 ], [ %1722, %1883 ]
  store i32 2, ptr %1078, align 8, !tbaa !45
  %1896 = load ptr, ptr %1, align 8, !tbaa !46
  %1897 = ptrtoint ptr %1890 to i64
  %1898 = ptrtoint ptr %1896 to i64
  %1899 = sub i64 %1897, %1898
  %1900 = lshr exact i64 %1899, 3
  %1901 = trunc i64 %1900 to i32
  store i32 %1901, ptr %1080, align 4, !tbaa !47
  br label %1902

1902:                                             ; preds = %1889, %1883, %1306
  %1903 = phi i64 [ %1310, %1306 ], [ %1887, %1883 ], [ %1891, %1889 ]
  %1904 = phi ptr [ %1307, %1306 ], [ %1884, %1883 ], [ %1890, %1889 ]
  %1905 = phi i64 [ %1145, %1306 ], [ %1721, %1883 ], [ %1892, %1889 ]
  %1906 = phi i32 [ %1091, %1306 ], [ %1090, %1883 ], [ %1893, %1889 ]
  %1907 = phi i32 [ %1090, %1306 ], [ %1720, %1883 ], [ %1894, %1889 ]
  %1908 = phi ptr [ %1137, %1306 ], [ %1722, %1883 ], [ %1895, %1889 ]
  %1909 = trunc i64 %1903 to i16
  %1910 = getelementptr inbounds i8, ptr %1904, i64 6
  store i16 %1909, ptr %1910, align 2, !tbaa !60
  %1911 = getelementptr inbounds i8, ptr %1904, i64 8
  store ptr %1911, ptr %1079, align 8, !tbaa !35
  %1912 = getelementptr inbounds i8, ptr %1908, i64 %1905
  %1913 = icmp ugt ptr %1912, %39
  br i1 %1913, label %1996, label %1914

1914:                                             ; preds = %1902
  %1915 = add i32 %1115, 2
  %1916 = zext i32 %1915 to i64
  %1917 = getelementptr inbounds i8, ptr %18, i64 %1916
  %1918 = load i64, ptr %1917, align 1, !tbaa !21
  %1919 = mul i64 %1918, -3523014627327384477
  %1920 = lshr i64 %1919, %1068
  %1921 = getelementptr inbounds i32, ptr %10, i64 %1920
  store i32 %1915, ptr %1921, align 4, !tbaa !22
  %1922 = getelementptr inbounds i8, ptr %1912, i64 -2
  %1923 = ptrtoint ptr %1922 to i64
  %1924 = sub i64 %1923, %20
  %1925 = trunc i64 %1924 to i32
  %1926 = load i64, ptr %1922, align 1, !tbaa !21
  %1927 = mul i64 %1926, -3523014627327384477
  %1928 = lshr i64 %1927, %1068
  %1929 = getelementptr inbounds i32, ptr %10, i64 %1928
  store i32 %1925, ptr %1929, align 4, !tbaa !22
  %1930 = mul i64 %1918, -3523014627271114752
  %1931 = lshr i64 %1930, %1070
  %1932 = getelementptr inbounds i32, ptr %14, i64 %1931
  store i32 %1915, ptr %1932, align 4, !tbaa !22
  %1933 = getelementptr inbounds i8, ptr %1912, i64 -1
  %1934 = ptrtoint ptr %1933 to i64
  %1935 = sub i64 %1934, %20
  %1936 = trunc i64 %1935 to i32
  %1937 = load i64, ptr %1933, align 1, !tbaa !21
  %1938 = mul i64 %1937, -3523014627271114752
  %1939 = lshr i64 %1938, %1070
  %1940 = getelementptr inbounds i32, ptr %14, i64 %1939
  store i32 %1936, ptr %1940, align 4, !tbaa !22
  br label %1941

1941:                                             ; preds = %1983, %1914
  %1942 = phi ptr [ %1911, %1914 ], [ %1986, %1983 ]
  %1943 = phi ptr [ %1912, %1914 ], [ %1994, %1983 ]
  %1944 = phi i32 [ %1907, %1914 ], [ %1945, %1983 ]
  %1945 = phi i32 [ %1906, %1914 ], [ %1944, %1983 ]
  %1946 = ptrtoint ptr %1943 to i64
  %1947 = sub i64 %1946, %20
  %1948 = trunc i64 %1947 to i32
  %1949 = sub i32 %1948, %1945
  %1950 = icmp ult i32 %1949, %35
  %1951 = zext i32 %1949 to i64
  %1952 = select i1 %1950, ptr %1086, ptr %18
  %1953 = getelementptr i8, ptr %1952, i64 %1951
  %1954 = sub i32 %1949, %35
  %1955 = icmp ugt i32 %1954, -4
  br i1 %1955, label %1996, label %1956

1956:                                             ; preds = %1941
  %1957 = load i32, ptr %1953, align 1, !tbaa !22
  %1958 = load i32, ptr %1943, align 1, !tbaa !22
  %1959 = icmp eq i32 %1957, %1958
  br i1 %1959, label %1960, label %1996

1960:                                             ; preds = %1956
  %1961 = select i1 %1950, ptr %55, ptr %38
  %1962 = getelementptr inbounds i8, ptr %1943, i64 4
  %1963 = getelementptr inbounds i8, ptr %1953, i64 4
  %1964 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %1962, ptr noundef nonnull %1963, ptr noundef %38, ptr noundef %1961, ptr noundef %37)
  %1965 = add i64 %1964, 4
  %1966 = icmp ugt ptr %1943, %1075
  br i1 %1966, label %1971, label %1967

1967:                                             ; preds = %1960
  %1968 = load ptr, ptr %1076, align 8, !tbaa !33
  %1969 = load <2 x i64>, ptr %1943, align 1, !tbaa !32
  store <2 x i64> %1969, ptr %1968, align 1, !tbaa !32
  %1970 = load ptr, ptr %1079, align 8, !tbaa !35
  br label %1971

1971:                                             ; preds = %1967, %1960
  %1972 = phi ptr [ %1942, %1960 ], [ %1970, %1967 ]
  %1973 = getelementptr inbounds i8, ptr %1972, i64 4
  store i16 0, ptr %1973, align 4, !tbaa !48
  store i32 1, ptr %1972, align 4, !tbaa !50
  %1974 = add i64 %1964, 1
  %1975 = icmp ugt i64 %1974, 65535
  br i1 %1975, label %1976, label %1983, !prof !51

1976:                                             ; preds = %1971
  store i32 2, ptr %1078, align 8, !tbaa !45
  %1977 = load ptr, ptr %1, align 8, !tbaa !46
  %1978 = ptrtoint ptr %1972 to i64
  %1979 = ptrtoint ptr %1977 to i64
  %1980 = sub i64 %1978, %1979
  %1981 = lshr exact i64 %1980, 3
  %1982 = trunc i64 %1981 to i32
  store i32 %1982, ptr %1080, align 4, !tbaa !47
  br label %1983

1983:                                             ; preds = %1976, %1971
  %1984 = trunc i64 %1974 to i16
  %1985 = getelementptr inbounds i8, ptr %1972, i64 6
  store i16 %1984, ptr %1985, align 2, !tbaa !60
  %1986 = getelementptr inbounds i8, ptr %1972, i64 8
  store ptr %1986, ptr %1079, align 8, !tbaa !35
  %1987 = load i64, ptr %1943, align 1, !tbaa !21
  %1988 = mul i64 %1987, -3523014627271114752
  %1989 = lshr i64 %1988, %1070
  %1990 = getelementptr inbounds i32, ptr %14, i64 %1989
  store i32 %1948, ptr %1990, align 4, !tbaa !22
  %1991 = mul i64 %1987, -3523014627327384477
  %1992 = lshr i64 %1991, %1068
  %1993 = getelementptr inbounds i32, ptr %10, i64 %1992
  store i32 %1948, ptr %1993, align 4, !tbaa !22
  %1994 = getelementptr inbounds i8, ptr %1943, i64 %1965
  %1995 = icmp ugt ptr %1994, %39
  br i1 %1995, label %1996, label %1941

1996:                                             ; preds = %1983, %1956, %1941, %1902, %1455
  %1997 = phi i32 [ %1091, %1455 ], [ %1906, %1902 ], [ %1945, %1941 ], [ %1945, %1956 ], [ %1944, %1983 ]
  %1998 = phi i32 [ %1090, %1455 ], [ %1907, %1902 ], [ %1944, %1941 ], [ %1944, %1956 ], [ %1945, %1983 ]
  %1999 = phi ptr [ %1089, %1455 ], [ %1912, %1902 ], [ %1943, %1941 ], [ %1943, %1956 ], [ %1994, %1983 ]
  %2000 = phi ptr [ %1460, %1455 ], [ %1912, %1902 ], [ %1943, %1941 ], [ %1943, %1956 ], [ %1994, %1983 ]
  %2001 = icmp ult ptr %2000, %39
  br i1 %2001, label %1087, label %2002

2002:                                             ; preds = %1996
  %2003 = ptrtoint ptr %1999 to i64
  br label %3930

2004:                                             ; preds = %5
  br i1 %72, label %2023, label %2005

2005:                                             ; preds = %2004
  %2006 = zext nneg i32 %62 to i64
  %2007 = shl i64 4, %2006
  %2008 = zext nneg i32 %64 to i64
  %2009 = shl i64 4, %2008
  %2010 = icmp ugt i32 %62, 61
  br i1 %2010, label %2011, label %2013

2011:                                             ; preds = %2013, %2005
  %2012 = icmp ugt i32 %64, 61
  br i1 %2012, label %2023, label %2018

2013:                                             ; preds = %2005, %2013
  %2014 = phi i64 [ %2016, %2013 ], [ 0, %2005 ]
  %2015 = getelementptr inbounds i8, ptr %46, i64 %2014
  tail call void @llvm.prefetch.p0(ptr %2015, i32 0, i32 2, i32 1)
  %2016 = add i64 %2014, 64
  %2017 = icmp ult i64 %2016, %2007
  br i1 %2017, label %2013, label %2011, !llvm.loop !88

2018:                                             ; preds = %2011, %2018
  %2019 = phi i64 [ %2021, %2018 ], [ 0, %2011 ]
  %2020 = getelementptr inbounds i8, ptr %48, i64 %2019
  tail call void @llvm.prefetch.p0(ptr %2020, i32 0, i32 2, i32 1)
  %2021 = add i64 %2019, 64
  %2022 = icmp ult i64 %2021, %2009
  br i1 %2022, label %2018, label %2023, !llvm.loop !89

2023:                                             ; preds = %2018, %2011, %2004
  %2024 = and i64 %69, 4294967295
  %2025 = icmp eq i64 %2024, 0
  %2026 = zext i1 %2025 to i64
  %2027 = getelementptr inbounds i8, ptr %3, i64 %2026
  %2028 = icmp ult ptr %2027, %39
  br i1 %2028, label %2029, label %3930

2029:                                             ; preds = %2023
  %2030 = sub i32 64, %12
  %2031 = zext nneg i32 %2030 to i64
  %2032 = sub i32 64, %16
  %2033 = zext nneg i32 %2032 to i64
  %2034 = sub i32 56, %62
  %2035 = zext nneg i32 %2034 to i64
  %2036 = sub i32 56, %64
  %2037 = zext nneg i32 %2036 to i64
  %2038 = getelementptr inbounds i8, ptr %38, i64 -32
  %2039 = getelementptr inbounds i8, ptr %1, i64 24
  %2040 = ptrtoint ptr %2038 to i64
  %2041 = getelementptr inbounds i8, ptr %1, i64 72
  %2042 = getelementptr inbounds i8, ptr %1, i64 8
  %2043 = getelementptr inbounds i8, ptr %1, i64 76
  %2044 = getelementptr inbounds i8, ptr %38, i64 -7
  %2045 = getelementptr inbounds i8, ptr %38, i64 -3
  %2046 = getelementptr inbounds i8, ptr %38, i64 -1
  %2047 = zext i32 %60 to i64
  %2048 = sub nsw i64 0, %2047
  %2049 = getelementptr i8, ptr %52, i64 %2048
  br label %2050

2050:                                             ; preds = %2959, %2029
  %2051 = phi ptr [ %2027, %2029 ], [ %2963, %2959 ]
  %2052 = phi ptr [ %3, %2029 ], [ %2962, %2959 ]
  %2053 = phi i32 [ %40, %2029 ], [ %2961, %2959 ]
  %2054 = phi i32 [ %42, %2029 ], [ %2960, %2959 ]
  %2055 = load i64, ptr %2051, align 1, !tbaa !21
  %2056 = mul i64 %2055, -3523014627327384477
  %2057 = lshr i64 %2056, %2031
  %2058 = mul i64 %2055, -3523014627193847808
  %2059 = lshr i64 %2058, %2033
  %2060 = lshr i64 %2056, %2035
  %2061 = lshr i64 %2058, %2037
  %2062 = lshr i64 %2060, 8
  %2063 = getelementptr inbounds i32, ptr %46, i64 %2062
  %2064 = load i32, ptr %2063, align 4, !tbaa !22
  %2065 = lshr i64 %2061, 8
  %2066 = getelementptr inbounds i32, ptr %48, i64 %2065
  %2067 = load i32, ptr %2066, align 4, !tbaa !22
  %2068 = zext i32 %2064 to i64
  %2069 = xor i64 %2060, %2068
  %2070 = and i64 %2069, 255
  %2071 = icmp eq i64 %2070, 0
  %2072 = zext i32 %2067 to i64
  %2073 = xor i64 %2061, %2072
  %2074 = and i64 %2073, 255
  %2075 = icmp eq i64 %2074, 0
  %2076 = ptrtoint ptr %2051 to i64
  %2077 = sub i64 %2076, %20
  %2078 = trunc i64 %2077 to i32
  %2079 = getelementptr inbounds i32, ptr %10, i64 %2057
  %2080 = load i32, ptr %2079, align 4, !tbaa !22
  %2081 = getelementptr inbounds i32, ptr %14, i64 %2059
  %2082 = load i32, ptr %2081, align 4, !tbaa !22
  %2083 = zext i32 %2080 to i64
  %2084 = getelementptr inbounds i8, ptr %18, i64 %2083
  %2085 = zext i32 %2082 to i64
  %2086 = getelementptr inbounds i8, ptr %18, i64 %2085
  %2087 = add i32 %2078, 1
  %2088 = sub i32 %2087, %2053
  %2089 = icmp ult i32 %2088, %35
  %2090 = sub i32 %2088, %60
  %2091 = zext i32 %2090 to i64
  %2092 = getelementptr inbounds i8, ptr %52, i64 %2091
  %2093 = zext i32 %2088 to i64
  %2094 = getelementptr inbounds i8, ptr %18, i64 %2093
  %2095 = select i1 %2089, ptr %2092, ptr %2094
  store i32 %2078, ptr %2081, align 4, !tbaa !22
  store i32 %2078, ptr %2079, align 4, !tbaa !22
  %2096 = sub i32 %2088, %35
  %2097 = icmp ugt i32 %2096, -4
  br i1 %2097, label %2275, label %2098

2098:                                             ; preds = %2050
  %2099 = load i32, ptr %2095, align 1, !tbaa !22
  %2100 = getelementptr inbounds i8, ptr %2051, i64 1
  %2101 = load i32, ptr %2100, align 1, !tbaa !22
  %2102 = icmp eq i32 %2099, %2101
  br i1 %2102, label %2103, label %2275

2103:                                             ; preds = %2098
  %2104 = select i1 %2089, ptr %55, ptr %38
  %2105 = getelementptr inbounds i8, ptr %2051, i64 5
  %2106 = getelementptr inbounds i8, ptr %2095, i64 4
  %2107 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %2105, ptr noundef nonnull %2106, ptr noundef %38, ptr noundef %2104, ptr noundef %37)
  %2108 = add i64 %2107, 4
  %2109 = ptrtoint ptr %2100 to i64
  %2110 = ptrtoint ptr %2052 to i64
  %2111 = sub i64 %2109, %2110
  %2112 = getelementptr inbounds i8, ptr %2052, i64 %2111
  %2113 = icmp ugt ptr %2112, %2038
  %2114 = load ptr, ptr %2039, align 8, !tbaa !33
  br i1 %2113, label %2140, label %2115

2115:                                             ; preds = %2103
  %2116 = load <2 x i64>, ptr %2052, align 1, !tbaa !32
  store <2 x i64> %2116, ptr %2114, align 1, !tbaa !32
  %2117 = icmp ugt i64 %2111, 16
  %2118 = load ptr, ptr %2039, align 8, !tbaa !33
  br i1 %2117, label %2122, label %2119

2119:                                             ; preds = %2115
  %2120 = getelementptr inbounds i8, ptr %2118, i64 %2111
  store ptr %2120, ptr %2039, align 8, !tbaa !33
  %2121 = load ptr, ptr %2042, align 8, !tbaa !35
  br label %2269

2122:                                             ; preds = %2115
  %2123 = getelementptr inbounds i8, ptr %2118, i64 16
  %2124 = getelementptr inbounds i8, ptr %2052, i64 16
  %2125 = getelementptr i8, ptr %2118, i64 %2111
  %2126 = load <2 x i64>, ptr %2124, align 1, !tbaa !32
  store <2 x i64> %2126, ptr %2123, align 1, !tbaa !32
  %2127 = icmp slt i64 %2111, 33
  br i1 %2127, label %2257, label %2128

2128:                                             ; preds = %2122
  %2129 = getelementptr inbounds i8, ptr %2118, i64 32
  br label %2130

2130:                                             ; preds = %2130, %2128
  %2131 = phi ptr [ %2129, %2128 ], [ %2138, %2130 ]
  %2132 = phi ptr [ %2124, %2128 ], [ %2136, %2130 ]
  %2133 = getelementptr inbounds i8, ptr %2132, i64 16
  %2134 = load <2 x i64>, ptr %2133, align 1, !tbaa !32
  store <2 x i64> %2134, ptr %2131, align 1, !tbaa !32
  %2135 = getelementptr inbounds i8, ptr %2131, i64 16
  %2136 = getelementptr inbounds i8, ptr %2132, i64 32
  %2137 = load <2 x i64>, ptr %2136, align 1, !tbaa !32
  store <2 x i64> %2137, ptr %2135, align 1, !tbaa !32
  %2138 = getelementptr inbounds i8, ptr %2131, i64 32
  %2139 = icmp ult ptr %2138, %2125
  br i1 %2139, label %2130, label %2257, !llvm.loop !36

2140:                                             ; preds = %2103
  %2141 = icmp ugt ptr %2052, %2038
  br i1 %2141, label %2159, label %2142

2142:                                             ; preds = %2140
  %2143 = sub i64 %2040, %2110
  %2144 = getelementptr inbounds i8, ptr %2114, i64 %2143
  %2145 = load <2 x i64>, ptr %2052, align 1, !tbaa !32
  store <2 x i64> %2145, ptr %2114, align 1, !tbaa !32
  %2146 = icmp slt i64 %2143, 17
  br i1 %2146, label %2159, label %2147

2147:                                             ; preds = %2142
  %2148 = getelementptr inbounds i8, ptr %2114, i64 16
  br label %2149

2149:                                             ; preds = %2149, %2147
  %2150 = phi ptr [ %2148, %2147 ], [ %2157, %2149 ]
  %2151 = phi ptr [ %2052, %2147 ], [ %2155, %2149 ]
  %2152 = getelementptr inbounds i8, ptr %2151, i64 16
  %2153 = load <2 x i64>, ptr %2152, align 1, !tbaa !32
  store <2 x i64> %2153, ptr %2150, align 1, !tbaa !32
  %2154 = getelementptr inbounds i8, ptr %2150, i64 16
  %2155 = getelementptr inbounds i8, ptr %2151, i64 32
  %2156 = load <2 x i64>, ptr %2155, align 1, !tbaa !32
  store <2 x i64> %2156, ptr %2154, align 1, !tbaa !32
  %2157 = getelementptr inbounds i8, ptr %2150, i64 32
  %2158 = icmp ult ptr %2157, %2144
  br i1 %2158, label %2149, label %2159, !llvm.loop !36

2159:                                             ; preds = %2149, %2142, %2140
  %2160 = phi ptr [ %2038, %2142 ], [ %2052, %2140 ], [ %2038, %2149 ]
  %2161 = phi ptr [ %2144, %2142 ], [ %2114, %2140 ], [ %2144, %2149 ]
  %2162 = icmp ult ptr %2160, %2112
  br i1 %2162, label %2163, label %2257

2163:                                             ; preds = %2159
  %2164 = ptrtoint ptr %2161 to i64
  %2165 = ptrtoint ptr %2160 to i64
  %2166 = sub i64 %2109, %2165
  %2167 = getelementptr i8, ptr %2160, i64 %2166
  %2168 = icmp ult i64 %2166, 8
  %2169 = sub i64 %2164, %2165
  %2170 = icmp ult i64 %2169, 32
  %2171 = select i1 %2168, i1 true, i1 %2170
  br i1 %2171, label %2207, label %2172

2172:                                             ; preds = %2163
  %2173 = icmp ult i64 %2166, 32
  br i1 %2173, label %2193, label %2174

2174:                                             ; preds = %2172
  %2175 = and i64 %2166, -32
  br label %2176

2176:                                             ; preds = %2176, %2174
  %2177 = phi i64 [ 0, %2174 ], [ %2184, %2176 ]
  %2178 = getelementptr i8, ptr %2161, i64 %2177
  %2179 = getelementptr i8, ptr %2160, i64 %2177
  %2180 = getelementptr i8, ptr %2179, i64 16
  %2181 = load <16 x i8>, ptr %2179, align 1, !tbaa !32
  %2182 = load <16 x i8>, ptr %2180, align 1, !tbaa !32
  %2183 = getelementptr i8, ptr %2178, i64 16
  store <16 x i8> %2181, ptr %2178, align 1, !tbaa !32
  store <16 x i8> %2182, ptr %2183, align 1, !tbaa !32
  %2184 = add nuw i64 %2177, 32
  %2185 = icmp eq i64 %2184, %2175
  br i1 %2185, label %2186, label %2176, !llvm.loop !113

2186:                                             ; preds = %2176
  %2187 = icmp eq i64 %2166, %2175
  br i1 %2187, label %2257, label %2188

2188:                                             ; preds = %2186
  %2189 = getelementptr i8, ptr %2160, i64 %2175
  %2190 = getelementptr i8, ptr %2161, i64 %2175
  %2191 = and i64 %2166, 24
  %2192 = icmp eq i64 %2191, 0
  br i1 %2192, label %2207, label %2193

2193:                                             ; preds = %2172, %2188
  %2194 = phi i64 [ %2175, %2188 ], [ 0, %2172 ]
  %2195 = and i64 %2166, -8
  %2196 = getelementptr i8, ptr %2161, i64 %2195
  %2197 = getelementptr i8, ptr %2160, i64 %2195
  br label %2198

2198:                                             ; preds = %2198, %2193
  %2199 = phi i64 [ %2194, %2193 ], [ %2203, %2198 ]
  %2200 = getelementptr i8, ptr %2161, i64 %2199
  %2201 = getelementptr i8, ptr %2160, i64 %2199
  %2202 = load <8 x i8>, ptr %2201, align 1, !tbaa !32
  store <8 x i8> %2202, ptr %2200, align 1, !tbaa !32
  %2203 = add nuw i64 %2199, 8
  %2204 = icmp eq i64 %2203, %2195
  br i1 %2204, label %2205, label %2198, !llvm.loop !114

2205:                                             ; preds = %2198
  %2206 = icmp eq i64 %2166, %2195
  br i1 %2206, label %2257, label %2207

2207:                                             ; preds = %2205, %2163, %2188
  %2208 = phi ptr [ %2161, %2163 ], [ %2190, %2188 ], [ %2196, %2205 ]
  %2209 = phi ptr [ %2160, %2163 ], [ %2189, %2188 ], [ %2197, %2205 ]
  %2210 = add i64 %2076, 1
  %2211 = ptrtoint ptr %2209 to i64
  %2212 = sub i64 %2210, %2211
  %2213 = sub i64 %2076, %2211
  %2214 = and i64 %2212, 7
  %2215 = icmp eq i64 %2214, 0
  br i1 %2215, label %2225, label %2216

2216:                                             ; preds = %2207, %2216
  %2217 = phi ptr [ %2222, %2216 ], [ %2208, %2207 ]
  %2218 = phi ptr [ %2220, %2216 ], [ %2209, %2207 ]
  %2219 = phi i64 [ %2223, %2216 ], [ 0, %2207 ]
  %2220 = getelementptr inbounds i8, ptr %2218, i64 1
  %2221 = load i8, ptr %2218, align 1, !tbaa !32
  %2222 = getelementptr inbounds i8, ptr %2217, i64 1
  store i8 %2221, ptr %2217, align 1, !tbaa !32
  %2223 = add i64 %2219, 1
  %2224 = icmp eq i64 %2223, %2214
  br i1 %2224, label %2225, label %2216, !llvm.loop !115

2225:                                             ; preds = %2216, %2207
  %2226 = phi ptr [ %2208, %2207 ], [ %2222, %2216 ]
  %2227 = phi ptr [ %2209, %2207 ], [ %2220, %2216 ]
  %2228 = icmp ult i64 %2213, 7
  br i1 %2228, label %2257, label %2229

2229:                                             ; preds = %2225, %2229
  %2230 = phi ptr [ %2255, %2229 ], [ %2226, %2225 ]
  %2231 = phi ptr [ %2253, %2229 ], [ %2227, %2225 ]
  %2232 = getelementptr inbounds i8, ptr %2231, i64 1
  %2233 = load i8, ptr %2231, align 1, !tbaa !32
  %2234 = getelementptr inbounds i8, ptr %2230, i64 1
  store i8 %2233, ptr %2230, align 1, !tbaa !32
  %2235 = getelementptr inbounds i8, ptr %2231, i64 2
  %2236 = load i8, ptr %2232, align 1, !tbaa !32
  %2237 = getelementptr inbounds i8, ptr %2230, i64 2
  store i8 %2236, ptr %2234, align 1, !tbaa !32
  %2238 = getelementptr inbounds i8, ptr %2231, i64 3
  %2239 = load i8, ptr %2235, align 1, !tbaa !32
  %2240 = getelementptr inbounds i8, ptr %2230, i64 3
  store i8 %2239, ptr %2237, align 1, !tbaa !32
  %2241 = getelementptr inbounds i8, ptr %2231, i64 4
  %2242 = load i8, ptr %2238, align 1, !tbaa !32
  %2243 = getelementptr inbounds i8, ptr %2230, i64 4
  store i8 %2242, ptr %2240, align 1, !tbaa !32
  %2244 = getelementptr inbounds i8, ptr %2231, i64 5
  %2245 = load i8, ptr %2241, align 1, !tbaa !32
  %2246 = getelementptr inbounds i8, ptr %2230, i64 5
  store i8 %2245, ptr %2243, align 1, !tbaa !32
  %2247 = getelementptr inbounds i8, ptr %2231, i64 6
  %2248 = load i8, ptr %2244, align 1, !tbaa !32
  %2249 = getelementptr inbounds i8, ptr %2230, i64 6
  store i8 %2248, ptr %2246, align 1, !tbaa !32
  %2250 = getelementptr inbounds i8, ptr %2231, i64 7
  %2251 = load i8, ptr %2247, align 1, !tbaa !32
  %2252 = getelementptr inbounds i8, ptr %2230, i64 7
  store i8 %2251, ptr %2249, align 1, !tbaa !32
  %2253 = getelementptr inbounds i8, ptr %2231, i64 8
  %2254 = load i8, ptr %2250, align 1, !tbaa !32
  %2255 = getelementptr inbounds i8, ptr %2230, i64 8
  store i8 %2254, ptr %2252, align 1, !tbaa !32
  %2256 = icmp eq ptr %2253, %2167
  br i1 %2256, label %2257, label %2229, !llvm.loop !116

2257:                                             ; preds = %2130, %2225, %2229, %2186, %2205, %2159, %2122
  %2258 = load ptr, ptr %2039, align 8, !tbaa !33
  %2259 = getelementptr inbounds i8, ptr %2258, i64 %2111
  store ptr %2259, ptr %2039, align 8, !tbaa !33
  %2260 = icmp ugt i64 %2111, 65535
  %2261 = load ptr, ptr %2042, align 8, !tbaa !35
  br i1 %2260, label %2262, label %2269, !prof !44

2262:                                             ; preds = %2257
  store i32 1, ptr %2041, align 8, !tbaa !45
  %2263 = load ptr, ptr %1, align 8, !tbaa !46
  %2264 = ptrtoint ptr %2261 to i64
  %2265 = ptrtoint ptr %2263 to i64
  %2266 = sub i64 %2264, %2265
  %2267 = lshr exact i64 %2266, 3
  %2268 = trunc i64 %2267 to i32
  store i32 %2268, ptr %2043, align 4, !tbaa !47
  br label %2269

2269:                                             ; preds = %2262, %2257, %2119
  %2270 = phi ptr [ %2121, %2119 ], [ %2261, %2262 ], [ %2261, %2257 ]
  %2271 = trunc i64 %2111 to i16
  %2272 = getelementptr inbounds i8, ptr %2270, i64 4
  store i16 %2271, ptr %2272, align 4, !tbaa !48
  store i32 1, ptr %2270, align 4, !tbaa !50
  %2273 = add i64 %2107, 1
  %2274 = icmp ugt i64 %2273, 65535
  br i1 %2274, label %2852, label %2865, !prof !51

2275:                                             ; preds = %2098, %2050
  %2276 = icmp ult i32 %2080, %35
  br i1 %2276, label %2370, label %2277

2277:                                             ; preds = %2275
  %2278 = load i64, ptr %2084, align 1, !tbaa !21
  %2279 = icmp eq i64 %2278, %2055
  br i1 %2279, label %2280, label %2370

2280:                                             ; preds = %2277
  %2281 = getelementptr inbounds i8, ptr %2051, i64 8
  %2282 = getelementptr inbounds i8, ptr %2084, i64 8
  %2283 = icmp ugt ptr %2044, %2281
  br i1 %2283, label %2284, label %2310

2284:                                             ; preds = %2280
  %2285 = load i64, ptr %2282, align 1, !tbaa !21
  %2286 = load i64, ptr %2281, align 1, !tbaa !21
  %2287 = icmp eq i64 %2285, %2286
  br i1 %2287, label %2292, label %2288

2288:                                             ; preds = %2284
  %2289 = xor i64 %2286, %2285
  %2290 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2289, i1 true)
  %2291 = lshr i64 %2290, 3
  br label %2347

2292:                                             ; preds = %2284, %2298
  %2293 = phi ptr [ %2296, %2298 ], [ %2282, %2284 ]
  %2294 = phi ptr [ %2295, %2298 ], [ %2281, %2284 ]
  %2295 = getelementptr inbounds i8, ptr %2294, i64 8
  %2296 = getelementptr inbounds i8, ptr %2293, i64 8
  %2297 = icmp ult ptr %2295, %2044
  br i1 %2297, label %2298, label %2310

2298:                                             ; preds = %2292
  %2299 = load i64, ptr %2296, align 1, !tbaa !21
  %2300 = load i64, ptr %2295, align 1, !tbaa !21
  %2301 = icmp eq i64 %2299, %2300
  br i1 %2301, label %2292, label %2302

2302:                                             ; preds = %2298
  %2303 = xor i64 %2300, %2299
  %2304 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2303, i1 true)
  %2305 = lshr i64 %2304, 3
  %2306 = getelementptr inbounds i8, ptr %2295, i64 %2305
  %2307 = ptrtoint ptr %2306 to i64
  %2308 = ptrtoint ptr %2281 to i64
  %2309 = sub i64 %2307, %2308
  br label %2347

2310:                                             ; preds = %2292, %2280
  %2311 = phi ptr [ %2282, %2280 ], [ %2296, %2292 ]
  %2312 = phi ptr [ %2281, %2280 ], [ %2295, %2292 ]
  %2313 = icmp ult ptr %2312, %2045
  br i1 %2313, label %2314, label %2321

2314:                                             ; preds = %2310
  %2315 = load i32, ptr %2311, align 1, !tbaa !22
  %2316 = load i32, ptr %2312, align 1, !tbaa !22
  %2317 = icmp eq i32 %2315, %2316
  br i1 %2317, label %2318, label %2321

2318:                                             ; preds = %2314
  %2319 = getelementptr inbounds i8, ptr %2312, i64 4
  %2320 = getelementptr inbounds i8, ptr %2311, i64 4
  br label %2321

2321:                                             ; preds = %2318, %2314, %2310
  %2322 = phi ptr [ %2320, %2318 ], [ %2311, %2314 ], [ %2311, %2310 ]
  %2323 = phi ptr [ %2319, %2318 ], [ %2312, %2314 ], [ %2312, %2310 ]
  %2324 = icmp ult ptr %2323, %2046
  br i1 %2324, label %2325, label %2332

2325:                                             ; preds = %2321
  %2326 = load i16, ptr %2322, align 1, !tbaa !30
  %2327 = load i16, ptr %2323, align 1, !tbaa !30
  %2328 = icmp eq i16 %2326, %2327
  br i1 %2328, label %2329, label %2332

2329:                                             ; preds = %2325
  %2330 = getelementptr inbounds i8, ptr %2323, i64 2
  %2331 = getelementptr inbounds i8, ptr %2322, i64 2
  br label %2332

2332:                                             ; preds = %2329, %2325, %2321
  %2333 = phi ptr [ %2331, %2329 ], [ %2322, %2325 ], [ %2322, %2321 ]
  %2334 = phi ptr [ %2330, %2329 ], [ %2323, %2325 ], [ %2323, %2321 ]
  %2335 = icmp ult ptr %2334, %38
  br i1 %2335, label %2336, label %2342

2336:                                             ; preds = %2332
  %2337 = load i8, ptr %2333, align 1, !tbaa !32
  %2338 = load i8, ptr %2334, align 1, !tbaa !32
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
  %2350 = ptrtoint ptr %2084 to i64
  %2351 = sub i64 %2076, %2350
  %2352 = trunc i64 %2351 to i32
  %2353 = icmp ugt ptr %2051, %2052
  %2354 = icmp ugt i32 %2080, %35
  %2355 = and i1 %2353, %2354
  br i1 %2355, label %2356, label %2682

2356:                                             ; preds = %2347, %2365
  %2357 = phi ptr [ %2360, %2365 ], [ %2051, %2347 ]
  %2358 = phi i64 [ %2366, %2365 ], [ %2349, %2347 ]
  %2359 = phi ptr [ %2362, %2365 ], [ %2084, %2347 ]
  %2360 = getelementptr inbounds i8, ptr %2357, i64 -1
  %2361 = load i8, ptr %2360, align 1, !tbaa !32
  %2362 = getelementptr inbounds i8, ptr %2359, i64 -1
  %2363 = load i8, ptr %2362, align 1, !tbaa !32
  %2364 = icmp eq i8 %2361, %2363
  br i1 %2364, label %2365, label %2682

2365:                                             ; preds = %2356
  %2366 = add i64 %2358, 1
  %2367 = icmp ugt ptr %2360, %2052
  %2368 = icmp ugt ptr %2362, %37
  %2369 = and i1 %2367, %2368
  br i1 %2369, label %2356, label %2682, !llvm.loop !94

2370:                                             ; preds = %2277, %2275
  br i1 %2071, label %2371, label %2401

2371:                                             ; preds = %2370
  %2372 = lshr i32 %2064, 8
  %2373 = zext nneg i32 %2372 to i64
  %2374 = getelementptr inbounds i8, ptr %52, i64 %2373
  %2375 = icmp ugt i32 %2372, %50
  br i1 %2375, label %2376, label %2401

2376:                                             ; preds = %2371
  %2377 = load i64, ptr %2374, align 1, !tbaa !21
  %2378 = icmp eq i64 %2377, %2055
  br i1 %2378, label %2379, label %2401

2379:                                             ; preds = %2376
  %2380 = getelementptr inbounds i8, ptr %2051, i64 8
  %2381 = getelementptr inbounds i8, ptr %2374, i64 8
  %2382 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %2380, ptr noundef nonnull %2381, ptr noundef %38, ptr noundef %55, ptr noundef %37)
  %2383 = add i64 %2382, 8
  %2384 = add i32 %60, %2372
  %2385 = sub i32 %2078, %2384
  %2386 = icmp ugt ptr %2051, %2052
  br i1 %2386, label %2387, label %2682

2387:                                             ; preds = %2379, %2396
  %2388 = phi ptr [ %2391, %2396 ], [ %2051, %2379 ]
  %2389 = phi i64 [ %2397, %2396 ], [ %2383, %2379 ]
  %2390 = phi ptr [ %2393, %2396 ], [ %2374, %2379 ]
  %2391 = getelementptr inbounds i8, ptr %2388, i64 -1
  %2392 = load i8, ptr %2391, align 1, !tbaa !32
  %2393 = getelementptr inbounds i8, ptr %2390, i64 -1
  %2394 = load i8, ptr %2393, align 1, !tbaa !32
  %2395 = icmp eq i8 %2392, %2394
  br i1 %2395, label %2396, label %2682

2396:                                             ; preds = %2387
  %2397 = add i64 %2389, 1
  %2398 = icmp ugt ptr %2391, %2052
  %2399 = icmp ugt ptr %2393, %54
  %2400 = and i1 %2398, %2399
  br i1 %2400, label %2387, label %2682, !llvm.loop !95

2401:                                             ; preds = %2376, %2371, %2370
  %2402 = icmp ugt i32 %2082, %35
  br i1 %2402, label %2403, label %2407

2403:                                             ; preds = %2401
  %2404 = load i32, ptr %2086, align 1, !tbaa !22
  %2405 = load i32, ptr %2051, align 1, !tbaa !22
  %2406 = icmp eq i32 %2404, %2405
  br i1 %2406, label %2424, label %2418

2407:                                             ; preds = %2401
  br i1 %2075, label %2408, label %2418

2408:                                             ; preds = %2407
  %2409 = lshr i32 %2067, 8
  %2410 = icmp ugt i32 %2409, %50
  br i1 %2410, label %2411, label %2418

2411:                                             ; preds = %2408
  %2412 = add i32 %2409, %60
  %2413 = zext nneg i32 %2409 to i64
  %2414 = getelementptr inbounds i8, ptr %52, i64 %2413
  %2415 = load i32, ptr %2414, align 1, !tbaa !22
  %2416 = load i32, ptr %2051, align 1, !tbaa !22
  %2417 = icmp eq i32 %2415, %2416
  br i1 %2417, label %2424, label %2418

2418:                                             ; preds = %2411, %2408, %2407, %2403
  %2419 = ptrtoint ptr %2052 to i64
  %2420 = sub i64 %2076, %2419
  %2421 = ashr i64 %2420, 8
  %2422 = add nsw i64 %2421, 1
  %2423 = getelementptr inbounds i8, ptr %2051, i64 %2422
  br label %2959, !llvm.loop !96

2424:                                             ; preds = %2411, %2403
  %2425 = phi ptr [ %2086, %2403 ], [ %2414, %2411 ]
  %2426 = phi i32 [ %2082, %2403 ], [ %2412, %2411 ]
  %2427 = getelementptr inbounds i8, ptr %2051, i64 1
  %2428 = load i64, ptr %2427, align 1, !tbaa !21
  %2429 = mul i64 %2428, -3523014627327384477
  %2430 = lshr i64 %2429, %2031
  %2431 = lshr i64 %2429, %2035
  %2432 = getelementptr inbounds i32, ptr %10, i64 %2430
  %2433 = load i32, ptr %2432, align 4, !tbaa !22
  %2434 = lshr i64 %2431, 8
  %2435 = getelementptr inbounds i32, ptr %46, i64 %2434
  %2436 = load i32, ptr %2435, align 4, !tbaa !22
  %2437 = zext i32 %2436 to i64
  %2438 = xor i64 %2431, %2437
  %2439 = and i64 %2438, 255
  %2440 = icmp eq i64 %2439, 0
  %2441 = zext i32 %2433 to i64
  %2442 = getelementptr inbounds i8, ptr %18, i64 %2441
  store i32 %2087, ptr %2432, align 4, !tbaa !22
  %2443 = icmp ult i32 %2433, %35
  br i1 %2443, label %2538, label %2444

2444:                                             ; preds = %2424
  %2445 = load i64, ptr %2442, align 1, !tbaa !21
  %2446 = icmp eq i64 %2445, %2428
  br i1 %2446, label %2447, label %2538

2447:                                             ; preds = %2444
  %2448 = getelementptr inbounds i8, ptr %2051, i64 9
  %2449 = getelementptr inbounds i8, ptr %2442, i64 8
  %2450 = icmp ugt ptr %2044, %2448
  br i1 %2450, label %2451, label %2477

2451:                                             ; preds = %2447
  %2452 = load i64, ptr %2449, align 1, !tbaa !21
  %2453 = load i64, ptr %2448, align 1, !tbaa !21
  %2454 = icmp eq i64 %2452, %2453
  br i1 %2454, label %2459, label %2455

2455:                                             ; preds = %2451
  %2456 = xor i64 %2453, %2452
  %2457 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2456, i1 true)
  %2458 = lshr i64 %2457, 3
  br label %2514

2459:                                             ; preds = %2451, %2465
  %2460 = phi ptr [ %2463, %2465 ], [ %2449, %2451 ]
  %2461 = phi ptr [ %2462, %2465 ], [ %2448, %2451 ]
  %2462 = getelementptr inbounds i8, ptr %2461, i64 8
  %2463 = getelementptr inbounds i8, ptr %2460, i64 8
  %2464 = icmp ult ptr %2462, %2044
  br i1 %2464, label %2465, label %2477

2465:                                             ; preds = %2459
  %2466 = load i64, ptr %2463, align 1, !tbaa !21
  %2467 = load i64, ptr %2462, align 1, !tbaa !21
  %2468 = icmp eq i64 %2466, %2467
  br i1 %2468, label %2459, label %2469

2469:                                             ; preds = %2465
  %2470 = xor i64 %2467, %2466
  %2471 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2470, i1 true)
  %2472 = lshr i64 %2471, 3
  %2473 = getelementptr inbounds i8, ptr %2462, i64 %2472
  %2474 = ptrtoint ptr %2473 to i64
  %2475 = ptrtoint ptr %2448 to i64
  %2476 = sub i64 %2474, %2475
  br label %2514

2477:                                             ; preds = %2459, %2447
  %2478 = phi ptr [ %2449, %2447 ], [ %2463, %2459 ]
  %2479 = phi ptr [ %2448, %2447 ], [ %2462, %2459 ]
  %2480 = icmp ult ptr %2479, %2045
  br i1 %2480, label %2481, label %2488

2481:                                             ; preds = %2477
  %2482 = load i32, ptr %2478, align 1, !tbaa !22
  %2483 = load i32, ptr %2479, align 1, !tbaa !22
  %2484 = icmp eq i32 %2482, %2483
  br i1 %2484, label %2485, label %2488

2485:                                             ; preds = %2481
  %2486 = getelementptr inbounds i8, ptr %2479, i64 4
  %2487 = getelementptr inbounds i8, ptr %2478, i64 4
  br label %2488

2488:                                             ; preds = %2485, %2481, %2477
  %2489 = phi ptr [ %2487, %2485 ], [ %2478, %2481 ], [ %2478, %2477 ]
  %2490 = phi ptr [ %2486, %2485 ], [ %2479, %2481 ], [ %2479, %2477 ]
  %2491 = icmp ult ptr %2490, %2046
  br i1 %2491, label %2492, label %2499

2492:                                             ; preds = %2488
  %2493 = load i16, ptr %2489, align 1, !tbaa !30
  %2494 = load i16, ptr %2490, align 1, !tbaa !30
  %2495 = icmp eq i16 %2493, %2494
  br i1 %2495, label %2496, label %2499

2496:                                             ; preds = %2492
  %2497 = getelementptr inbounds i8, ptr %2490, i64 2
  %2498 = getelementptr inbounds i8, ptr %2489, i64 2
  br label %2499

2499:                                             ; preds = %2496, %2492, %2488
  %2500 = phi ptr [ %2498, %2496 ], [ %2489, %2492 ], [ %2489, %2488 ]
  %2501 = phi ptr [ %2497, %2496 ], [ %2490, %2492 ], [ %2490, %2488 ]
  %2502 = icmp ult ptr %2501, %38
  br i1 %2502, label %2503, label %2509

2503:                                             ; preds = %2499
  %2504 = load i8, ptr %2500, align 1, !tbaa !32
  %2505 = load i8, ptr %2501, align 1, !tbaa !32
  %2506 = icmp eq i8 %2504, %2505
  %2507 = zext i1 %2506 to i64
  %2508 = getelementptr inbounds i8, ptr %2501, i64 %2507
  br label %2509

2509:                                             ; preds = %2503, %2499
  %2510 = phi ptr [ %2501, %2499 ], [ %2508, %2503 ]
  %2511 = ptrtoint ptr %2510 to i64
  %2512 = ptrtoint ptr %2448 to i64
  %2513 = sub i64 %2511, %2512
  br label %2514

2514:                                             ; preds = %2509, %2469, %2455
  %2515 = phi i64 [ %2513, %2509 ], [ %2458, %2455 ], [ %2476, %2469 ]
  %2516 = add i64 %2515, 8
  %2517 = ptrtoint ptr %2427 to i64
  %2518 = ptrtoint ptr %2442 to i64
  %2519 = sub i64 %2517, %2518
  %2520 = trunc i64 %2519 to i32
  %2521 = icmp ugt ptr %2427, %2052
  %2522 = icmp ugt i32 %2433, %35
  %2523 = and i1 %2521, %2522
  br i1 %2523, label %2524, label %2682

2524:                                             ; preds = %2514, %2533
  %2525 = phi ptr [ %2528, %2533 ], [ %2427, %2514 ]
  %2526 = phi i64 [ %2534, %2533 ], [ %2516, %2514 ]
  %2527 = phi ptr [ %2530, %2533 ], [ %2442, %2514 ]
  %2528 = getelementptr inbounds i8, ptr %2525, i64 -1
  %2529 = load i8, ptr %2528, align 1, !tbaa !32
  %2530 = getelementptr inbounds i8, ptr %2527, i64 -1
  %2531 = load i8, ptr %2530, align 1, !tbaa !32
  %2532 = icmp eq i8 %2529, %2531
  br i1 %2532, label %2533, label %2682

2533:                                             ; preds = %2524
  %2534 = add i64 %2526, 1
  %2535 = icmp ugt ptr %2528, %2052
  %2536 = icmp ugt ptr %2530, %37
  %2537 = and i1 %2535, %2536
  br i1 %2537, label %2524, label %2682, !llvm.loop !97

2538:                                             ; preds = %2444, %2424
  br i1 %2440, label %2539, label %2569

2539:                                             ; preds = %2538
  %2540 = lshr i32 %2436, 8
  %2541 = zext nneg i32 %2540 to i64
  %2542 = getelementptr inbounds i8, ptr %52, i64 %2541
  %2543 = icmp ugt i32 %2540, %50
  br i1 %2543, label %2544, label %2569

2544:                                             ; preds = %2539
  %2545 = load i64, ptr %2542, align 1, !tbaa !21
  %2546 = icmp eq i64 %2545, %2428
  br i1 %2546, label %2547, label %2569

2547:                                             ; preds = %2544
  %2548 = getelementptr inbounds i8, ptr %2051, i64 9
  %2549 = getelementptr inbounds i8, ptr %2542, i64 8
  %2550 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %2548, ptr noundef nonnull %2549, ptr noundef %38, ptr noundef %55, ptr noundef %37)
  %2551 = add i64 %2550, 8
  %2552 = add i32 %60, %2540
  %2553 = sub i32 %2087, %2552
  %2554 = icmp ugt ptr %2427, %2052
  br i1 %2554, label %2555, label %2682

2555:                                             ; preds = %2547, %2564
  %2556 = phi ptr [ %2559, %2564 ], [ %2427, %2547 ]
  %2557 = phi i64 [ %2565, %2564 ], [ %2551, %2547 ]
  %2558 = phi ptr [ %2561, %2564 ], [ %2542, %2547 ]
  %2559 = getelementptr inbounds i8, ptr %2556, i64 -1
  %2560 = load i8, ptr %2559, align 1, !tbaa !32
  %2561 = getelementptr inbounds i8, ptr %2558, i64 -1
  %2562 = load i8, ptr %2561, align 1, !tbaa !32
  %2563 = icmp eq i8 %2560, %2562
  br i1 %2563, label %2564, label %2682

2564:                                             ; preds = %2555
  %2565 = add i64 %2557, 1
  %2566 = icmp ugt ptr %2559, %2052
  %2567 = icmp ugt ptr %2561, %54
  %2568 = and i1 %2566, %2567
  br i1 %2568, label %2555, label %2682, !llvm.loop !98

2569:                                             ; preds = %2544, %2539, %2538
  %2570 = icmp ult i32 %2426, %35
  %2571 = getelementptr inbounds i8, ptr %2051, i64 4
  %2572 = getelementptr inbounds i8, ptr %2425, i64 4
  br i1 %2570, label %2573, label %2594

2573:                                             ; preds = %2569
  %2574 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %2571, ptr noundef nonnull %2572, ptr noundef %38, ptr noundef %55, ptr noundef nonnull %37)
  %2575 = add i64 %2574, 4
  %2576 = sub i32 %2078, %2426
  %2577 = icmp ugt ptr %2051, %2052
  %2578 = icmp ugt ptr %2425, %54
  %2579 = and i1 %2577, %2578
  br i1 %2579, label %2580, label %2682

2580:                                             ; preds = %2573, %2589
  %2581 = phi ptr [ %2584, %2589 ], [ %2051, %2573 ]
  %2582 = phi i64 [ %2590, %2589 ], [ %2575, %2573 ]
  %2583 = phi ptr [ %2586, %2589 ], [ %2425, %2573 ]
  %2584 = getelementptr inbounds i8, ptr %2581, i64 -1
  %2585 = load i8, ptr %2584, align 1, !tbaa !32
  %2586 = getelementptr inbounds i8, ptr %2583, i64 -1
  %2587 = load i8, ptr %2586, align 1, !tbaa !32
  %2588 = icmp eq i8 %2585, %2587
  br i1 %2588, label %2589, label %2682

2589:                                             ; preds = %2580
  %2590 = add i64 %2582, 1
  %2591 = icmp ugt ptr %2584, %2052
  %2592 = icmp ugt ptr %2586, %54
  %2593 = and i1 %2591, %2592
  br i1 %2593, label %2580, label %2682, !llvm.loop !99

2594:                                             ; preds = %2569
  %2595 = icmp ugt ptr %2044, %2571
  br i1 %2595, label %2596, label %2622

2596:                                             ; preds = %2594
  %2597 = load i64, ptr %2572, align 1, !tbaa !21
  %2598 = load i64, ptr %2571, align 1, !tbaa !21
  %2599 = icmp eq i64 %2597, %2598
  br i1 %2599, label %2604, label %2600

2600:                                             ; preds = %2596
  %2601 = xor i64 %2598, %2597
  %2602 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2601, i1 true)
  %2603 = lshr i64 %2602, 3
  br label %2659

2604:                                             ; preds = %2596, %2610
  %2605 = phi ptr [ %2608, %2610 ], [ %2572, %2596 ]
  %2606 = phi ptr [ %2607, %2610 ], [ %2571, %2596 ]
  %2607 = getelementptr inbounds i8, ptr %2606, i64 8
  %2608 = getelementptr inbounds i8, ptr %2605, i64 8
  %2609 = icmp ult ptr %2607, %2044
  br i1 %2609, label %2610, label %2622

2610:                                             ; preds = %2604
  %2611 = load i64, ptr %2608, align 1, !tbaa !21
  %2612 = load i64, ptr %2607, align 1, !tbaa !21
  %2613 = icmp eq i64 %2611, %2612
  br i1 %2613, label %2604, label %2614

2614:                                             ; preds = %2610
  %2615 = xor i64 %2612, %2611
  %2616 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2615, i1 true)
  %2617 = lshr i64 %2616, 3
  %2618 = getelementptr inbounds i8, ptr %2607, i64 %2617
  %2619 = ptrtoint ptr %2618 to i64
  %2620 = ptrtoint ptr %2571 to i64
  %2621 = sub i64 %2619, %2620
  br label %2659

2622:                                             ; preds = %2604, %2594
  %2623 = phi ptr [ %2572, %2594 ], [ %2608, %2604 ]
  %2624 = phi ptr [ %2571, %2594 ], [ %2607, %2604 ]
  %2625 = icmp ult ptr %2624, %2045
  br i1 %2625, label %2626, label %2633

2626:                                             ; preds = %2622
  %2627 = load i32, ptr %2623, align 1, !tbaa !22
  %2628 = load i32, ptr %2624, align 1, !tbaa !22
  %2629 = icmp eq i32 %2627, %2628
  br i1 %2629, label %2630, label %2633

2630:                                             ; preds = %2626
  %2631 = getelementptr inbounds i8, ptr %2624, i64 4
  %2632 = getelementptr inbounds i8, ptr %2623, i64 4
  br label %2633

2633:                                             ; preds = %2630, %2626, %2622
  %2634 = phi ptr [ %2632, %2630 ], [ %2623, %2626 ], [ %2623, %2622 ]
  %2635 = phi ptr [ %2631, %2630 ], [ %2624, %2626 ], [ %2624, %2622 ]
  %2636 = icmp ult ptr %2635, %2046
  br i1 %2636, label %2637, label %2644

2637:                                             ; preds = %2633
  %2638 = load i16, ptr %2634, align 1, !tbaa !30
  %2639 = load i16, ptr %2635, align 1, !tbaa !30
  %2640 = icmp eq i16 %2638, %2639
  br i1 %2640, label %2641, label %2644

2641:                                             ; preds = %2637
  %2642 = getelementptr inbounds i8, ptr %2635, i64 2
  %2643 = getelementptr inbounds i8, ptr %2634, i64 2
  br label %2644

2644:                                             ; preds = %2641, %2637, %2633
  %2645 = phi ptr [ %2643, %2641 ], [ %2634, %2637 ], [ %2634, %2633 ]
  %2646 = phi ptr [ %2642, %2641 ], [ %2635, %2637 ], [ %2635, %2633 ]
  %2647 = icmp ult ptr %2646, %38
  br i1 %2647, label %2648, label %2654

2648:                                             ; preds = %2644
  %2649 = load i8, ptr %2645, align 1, !tbaa !32
  %2650 = load i8, ptr %2646, align 1, !tbaa !32
  %2651 = icmp eq i8 %2649, %2650
  %2652 = zext i1 %2651 to i64
  %2653 = getelementptr inbounds i8, ptr %2646, i64 %2652
  br label %2654

2654:                                             ; preds = %2648, %2644
  %2655 = phi ptr [ %2646, %2644 ], [ %2653, %2648 ]
  %2656 = ptrtoint ptr %2655 to i64
  %2657 = ptrtoint ptr %2571 to i64
  %2658 = sub i64 %2656, %2657
  br label %2659

2659:                                             ; preds = %2654, %2614, %2600
  %2660 = phi i64 [ %2658, %2654 ], [ %2603, %2600 ], [ %2621, %2614 ]
  %2661 = add i64 %2660, 4
  %2662 = ptrtoint ptr %2425 to i64
  %2663 = sub i64 %2076, %2662
  %2664 = trunc i64 %2663 to i32
  %2665 = icmp ugt ptr %2051, %2052
  %2666 = icmp ugt ptr %2425, %37
  %2667 = and i1 %2665, %2666
  br i1 %2667, label %2668, label %2682

2668:                                             ; preds = %2659, %2677
  %2669 = phi ptr [ %2672, %2677 ], [ %2051, %2659 ]
  %2670 = phi i64 [ %2678, %2677 ], [ %2661, %2659 ]
  %2671 = phi ptr [ %2674, %2677 ], [ %2425, %2659 ]
  %2672 = getelementptr inbounds i8, ptr %2669, i64 -1
  %2673 = load i8, ptr %2672, align 1, !tbaa !32
  %2674 = getelementptr inbounds i8, ptr %2671, i64 -1
  %2675 = load i8, ptr %2674, align 1, !tbaa !32
  %2676 = icmp eq i8 %2673, %2675
  br i1 %2676, label %2677, label %2682

2677:                                             ; preds = %2668
  %2678 = add i64 %2670, 1
  %2679 = icmp ugt ptr %2672, %2052
  %2680 = icmp ugt ptr %2674, %37
  %2681 = and i1 %2679, %2680
  br i1 %2681, label %2668, label %2682, !llvm.loop !100

2682:                                             ; preds = %2365, %2356, %2533, %2524, %2677, %2668, %2589, %2580, %2564, %2555, %2396, %2387, %2659, %2573, %2547, %2514, %2379, %2347
  %2683 = phi i32 [ %2385, %2379 ], [ %2553, %2547 ], [ %2576, %2573 ], [ %2664, %2659 ], [ %2520, %2514 ], [ %2352, %2347 ], [ %2385, %2387 ], [ %2385, %2396 ], [ %2553, %2555 ], [ %2553, %2564 ], [ %2576, %2580 ], [ %2576, %2589 ], [ %2664, %2668 ], [ %2664, %2677 ], [ %2520, %2524 ], [ %2520, %2533 ], [ %2352, %2356 ], [ %2352, %2365 ]
  %2684 = phi i64 [ %2383, %2379 ], [ %2551, %2547 ], [ %2575, %2573 ], [ %2661, %2659 ], [ %2516, %2514 ], [ %2349, %2347 ], [ %2397, %2396 ], [ %2389, %2387 ], [ %2565, %2564 ], [ %2557, %2555 ], [ %2590, %2589 ], [ %2582, %2580 ], [ %2678, %2677 ], [ %2670, %2668 ], [ %2534, %2533 ], [ %2526, %2524 ], [ %2366, %2365 ], [ %2358, %2356 ]
  %2685 = phi ptr [ %2051, %2379 ], [ %2427, %2547 ], [ %2051, %2573 ], [ %2051, %2659 ], [ %2427, %2514 ], [ %2051, %2347 ], [ %2391, %2396 ], [ %2388, %2387 ], [ %2559, %2564 ], [ %2556, %2555 ], [ %2584, %2589 ], [ %2581, %2580 ], [ %2672, %2677 ], [ %2669, %2668 ], [ %2528, %2533 ], [ %2525, %2524 ], [ %2360, %2365 ], [ %2357, %2356 ]
  %2686 = ptrtoint ptr %2685 to i64
  %2687 = ptrtoint ptr %2052 to i64
  %2688 = sub i64 %2686, %2687
  %2689 = add i32 %2683, 3
  %2690 = getelementptr inbounds i8, ptr %2052, i64 %2688
  %2691 = icmp ugt ptr %2690, %2038
  %2692 = load ptr, ptr %2039, align 8, !tbaa !33
  br i1 %2691, label %2718, label %2693

2693:                                             ; preds = %2682
  %2694 = load <2 x i64>, ptr %2052, align 1, !tbaa !32
  store <2 x i64> %2694, ptr %2692, align 1, !tbaa !32
  %2695 = icmp ugt i64 %2688, 16
  %2696 = load ptr, ptr %2039, align 8, !tbaa !33
  br i1 %2695, label %2700, label %2697

2697:                                             ; preds = %2693
  %2698 = getelementptr inbounds i8, ptr %2696, i64 %2688
  store ptr %2698, ptr %2039, align 8, !tbaa !33
  %2699 = load ptr, ptr %2042, align 8, !tbaa !35
  br label %2846

2700:                                             ; preds = %2693
  %2701 = getelementptr inbounds i8, ptr %2696, i64 16
  %2702 = getelementptr inbounds i8, ptr %2052, i64 16
  %2703 = getelementptr i8, ptr %2696, i64 %2688
  %2704 = load <2 x i64>, ptr %2702, align 1, !tbaa !32
  store <2 x i64> %2704, ptr %2701, align 1, !tbaa !32
  %2705 = icmp slt i64 %2688, 33
  br i1 %2705, label %2834, label %2706

2706:                                             ; preds = %2700
  %2707 = getelementptr inbounds i8, ptr %2696, i64 32
  br label %2708

2708:                                             ; preds = %2708, %2706
  %2709 = phi ptr [ %2707, %2706 ], [ %2716, %2708 ]
  %2710 = phi ptr [ %2702, %2706 ], [ %2714, %2708 ]
  %2711 = getelementptr inbounds i8, ptr %2710, i64 16
  %2712 = load <2 x i64>, ptr %2711, align 1, !tbaa !32
  store <2 x i64> %2712, ptr %2709, align 1, !tbaa !32
  %2713 = getelementptr inbounds i8, ptr %2709, i64 16
  %2714 = getelementptr inbounds i8, ptr %2710, i64 32
  %2715 = load <2 x i64>, ptr %2714, align 1, !tbaa !32
  store <2 x i64> %2715, ptr %2713, align 1, !tbaa !32
  %2716 = getelementptr inbounds i8, ptr %2709, i64 32
  %2717 = icmp ult ptr %2716, %2703
  br i1 %2717, label %2708, label %2834, !llvm.loop !36

2718:                                             ; preds = %2682
  %2719 = icmp ugt ptr %2052, %2038
  br i1 %2719, label %2737, label %2720

2720:                                             ; preds = %2718
  %2721 = sub i64 %2040, %2687
  %2722 = getelementptr inbounds i8, ptr %2692, i64 %2721
  %2723 = load <2 x i64>, ptr %2052, align 1, !tbaa !32
  store <2 x i64> %2723, ptr %2692, align 1, !tbaa !32
  %2724 = icmp slt i64 %2721, 17
  br i1 %2724, label %2737, label %2725

2725:                                             ; preds = %2720
  %2726 = getelementptr inbounds i8, ptr %2692, i64 16
  br label %2727

2727:                                             ; preds = %2727, %2725
  %2728 = phi ptr [ %2726, %2725 ], [ %2735, %2727 ]
  %2729 = phi ptr [ %2052, %2725 ], [ %2733, %2727 ]
  %2730 = getelementptr inbounds i8, ptr %2729, i64 16
  %2731 = load <2 x i64>, ptr %2730, align 1, !tbaa !32
  store <2 x i64> %2731, ptr %2728, align 1, !tbaa !32
  %2732 = getelementptr inbounds i8, ptr %2728, i64 16
  %2733 = getelementptr inbounds i8, ptr %2729, i64 32
  %2734 = load <2 x i64>, ptr %2733, align 1, !tbaa !32
  store <2 x i64> %2734, ptr %2732, align 1, !tbaa !32
  %2735 = getelementptr inbounds i8, ptr %2728, i64 32
  %2736 = icmp ult ptr %2735, %2722
  br i1 %2736, label %2727, label %2737, !llvm.loop !36

2737:                                             ; preds = %2727, %2720, %2718
  %2738 = phi ptr [ %2038, %2720 ], [ %2052, %2718 ], [ %2038, %2727 ]
  %2739 = phi ptr [ %2722, %2720 ], [ %2692, %2718 ], [ %2722, %2727 ]
  %2740 = icmp ult ptr %2738, %2690
  br i1 %2740, label %2741, label %2834

2741:                                             ; preds = %2737
  %2742 = ptrtoint ptr %2739 to i64
  %2743 = ptrtoint ptr %2738 to i64
  %2744 = sub i64 %2686, %2743
  %2745 = getelementptr i8, ptr %2738, i64 %2744
  %2746 = icmp ult i64 %2744, 8
  %2747 = sub i64 %2742, %2743
  %2748 = icmp ult i64 %2747, 32
  %2749 = select i1 %2746, i1 true, i1 %2748
  br i1 %2749, label %2785, label %2750

2750:                                             ; preds = %2741
  %2751 = icmp ult i64 %2744, 32
  br i1 %2751, label %2771, label %2752

2752:                                             ; preds = %2750
  %2753 = and i64 %2744, -32
  br label %2754

2754:                                             ; preds = %2754, %2752
  %2755 = phi i64 [ 0, %2752 ], [ %2762, %2754 ]
  %2756 = getelementptr i8, ptr %2739, i64 %2755
  %2757 = getelementptr i8, ptr %2738, i64 %2755
  %2758 = getelementptr i8, ptr %2757, i64 16
  %2759 = load <16 x i8>, ptr %2757, align 1, !tbaa !32
  %2760 = load <16 x i8>, ptr %2758, align 1, !tbaa !32
  %2761 = getelementptr i8, ptr %2756, i64 16
  store <16 x i8> %2759, ptr %2756, align 1, !tbaa !32
  store <16 x i8> %2760, ptr %2761, align 1, !tbaa !32
  %2762 = add nuw i64 %2755, 32
  %2763 = icmp eq i64 %2762, %2753
  br i1 %2763, label %2764, label %2754, !llvm.loop !117

2764:                                             ; preds = %2754
  %2765 = icmp eq i64 %2744, %2753
  br i1 %2765, label %2834, label %2766

2766:                                             ; preds = %2764
  %2767 = getelementptr i8, ptr %2738, i64 %2753
  %2768 = getelementptr i8, ptr %2739, i64 %2753
  %2769 = and i64 %2744, 24
  %2770 = icmp eq i64 %2769, 0
  br i1 %2770, label %2785, label %2771

2771:                                             ; preds = %2750, %2766
  %2772 = phi i64 [ %2753, %2766 ], [ 0, %2750 ]
  %2773 = and i64 %2744, -8
  %2774 = getelementptr i8, ptr %2739, i64 %2773
  %2775 = getelementptr i8, ptr %2738, i64 %2773
  br label %2776

2776:                                             ; preds = %2776, %2771
  %2777 = phi i64 [ %2772, %2771 ], [ %2781, %2776 ]
  %2778 = getelementptr i8, ptr %2739, i64 %2777
  %2779 = getelementptr i8, ptr %2738, i64 %2777
  %2780 = load <8 x i8>, ptr %2779, align 1, !tbaa !32
  store <8 x i8> %2780, ptr %2778, align 1, !tbaa !32
  %2781 = add nuw i64 %2777, 8
  %2782 = icmp eq i64 %2781, %2773
  br i1 %2782, label %2783, label %2776, !llvm.loop !118

2783:                                             ; preds = %2776
  %2784 = icmp eq i64 %2744, %2773
  br i1 %2784, label %2834, label %2785

2785:                                             ; preds = %2783, %2741, %2766
  %2786 = phi ptr [ %2739, %2741 ], [ %2768, %2766 ], [ %2774, %2783 ]
  %2787 = phi ptr [ %2738, %2741 ], [ %2767, %2766 ], [ %2775, %2783 ]
  %2788 = ptrtoint ptr %2787 to i64
  %2789 = sub i64 %2686, %2788
  %2790 = and i64 %2789, 7
  %2791 = icmp eq i64 %2790, 0
  br i1 %2791, label %2801, label %2792

2792:                                             ; preds = %2785, %2792
  %2793 = phi ptr [ %2798, %2792 ], [ %2786, %2785 ]
  %2794 = phi ptr [ %2796, %2792 ], [ %2787, %2785 ]
  %2795 = phi i64 [ %2799, %2792 ], [ 0, %2785 ]
  %2796 = getelementptr inbounds i8, ptr %2794, i64 1
  %2797 = load i8, ptr %2794, align 1, !tbaa !32
  %2798 = getelementptr inbounds i8, ptr %2793, i64 1
  store i8 %2797, ptr %2793, align 1, !tbaa !32
  %2799 = add i64 %2795, 1
  %2800 = icmp eq i64 %2799, %2790
  br i1 %2800, label %2801, label %2792, !llvm.loop !119

2801:                                             ; preds = %2792, %2785
  %2802 = phi ptr [ %2786, %2785 ], [ %2798, %2792 ]
  %2803 = phi ptr [ %2787, %2785 ], [ %2796, %2792 ]
  %2804 = sub i64 %2788, %2686
  %2805 = icmp ugt i64 %2804, -8
  br i1 %2805, label %2834, label %2806

2806:                                             ; preds = %2801, %2806
  %2807 = phi ptr [ %2832, %2806 ], [ %2802, %2801 ]
  %2808 = phi ptr [ %2830, %2806 ], [ %2803, %2801 ]
  %2809 = getelementptr inbounds i8, ptr %2808, i64 1
  %2810 = load i8, ptr %2808, align 1, !tbaa !32
  %2811 = getelementptr inbounds i8, ptr %2807, i64 1
  store i8 %2810, ptr %2807, align 1, !tbaa !32
  %2812 = getelementptr inbounds i8, ptr %2808, i64 2
  %2813 = load i8, ptr %2809, align 1, !tbaa !32
  %2814 = getelementptr inbounds i8, ptr %2807, i64 2
  store i8 %2813, ptr %2811, align 1, !tbaa !32
  %2815 = getelementptr inbounds i8, ptr %2808, i64 3
  %2816 = load i8, ptr %2812, align 1, !tbaa !32
  %2817 = getelementptr inbounds i8, ptr %2807, i64 3
  store i8 %2816, ptr %2814, align 1, !tbaa !32
  %2818 = getelementptr inbounds i8, ptr %2808, i64 4
  %2819 = load i8, ptr %2815, align 1, !tbaa !32
  %2820 = getelementptr inbounds i8, ptr %2807, i64 4
  store i8 %2819, ptr %2817, align 1, !tbaa !32
  %2821 = getelementptr inbounds i8, ptr %2808, i64 5
  %2822 = load i8, ptr %2818, align 1, !tbaa !32
  %2823 = getelementptr inbounds i8, ptr %2807, i64 5
  store i8 %2822, ptr %2820, align 1, !tbaa !32
  %2824 = getelementptr inbounds i8, ptr %2808, i64 6
  %2825 = load i8, ptr %2821, align 1, !tbaa !32
  %2826 = getelementptr inbounds i8, ptr %2807, i64 6
  store i8 %2825, ptr %2823, align 1, !tbaa !32
  %2827 = getelementptr inbounds i8, ptr %2808, i64 7
  %2828 = load i8, ptr %2824, align 1, !tbaa !32
  %2829 = getelementptr inbounds i8, ptr %2807, i64 7
  store i8 %2828, ptr %2826, align 1, !tbaa !32
  %2830 = getelementptr inbounds i8, ptr %2808, i64 8
  %2831 = load i8, ptr %2827, align 1, !tbaa !32
  %2832 = getelementptr inbounds i8, ptr %2807, i64 8
  store i8 %2831, ptr %2829, align 1, !tbaa !32
  %2833 = icmp eq ptr %2830, %2745
  br i1 %2833, label %2834, label %2806, !llvm.loop !120

2834:                                             ; preds = %2708, %2801, %2806, %2764, %2783, %2737, %2700
  %2835 = load ptr, ptr %2039, align 8, !tbaa !33
  %2836 = getelementptr inbounds i8, ptr %2835, i64 %2688
  store ptr %2836, ptr %2039, align 8, !tbaa !33
  %2837 = icmp ugt i64 %2688, 65535
  %2838 = load ptr, ptr %2042, align 8, !tbaa !35
  br i1 %2837, label %2839, label %2846, !prof !44

2839:                                             ; preds = %2834
  store i32 1, ptr %2041, align 8, !tbaa !45
  %2840 = load ptr, ptr %1, align 8, !tbaa !46
  %2841 = ptrtoint ptr %2838 to i64
  %2842 = ptrtoint ptr %2840 to i64
  %2843 = sub i64 %2841, %2842
  %2844 = lshr exact i64 %2843, 3
  %2845 = trunc i64 %2844 to i32
  store i32 %2845, ptr %2043, align 4, !tbaa !47
  br label %2846

2846:                                             ; preds = %2839, %2834, %2697
  %2847 = phi ptr [ %2699, %2697 ], [ %2838, %2839 ], [ %2838, %2834 ]
  %2848 = trunc i64 %2688 to i16
  %2849 = getelementptr inbounds i8, ptr %2847, i64 4
  store i16 %2848, ptr %2849, align 4, !tbaa !48
  store i32 %2689, ptr %2847, align 4, !tbaa !50
  %2850 = add i64 %2684, -3
  %2851 = icmp ugt i64 %2850, 65535
  br i1 %2851, label %2852, label %2865, !prof !51

2852:                                             ; preds = %2846, %2269
  %2853 = phi ptr [ %2270, %2269 ], [ %2847, %2846 ]
  %2854 = phi i64 [ %2273, %2269 ], [ %2850, %2846 ]
  %2855 = phi i64 [ %2108, %2269 ], [ %2684, %2846 ]
  %2856 = phi i32 [ %2054, %2269 ], [ %2053, %2846 ]
  %2857 = phi i32 [ %2053, %2269 ], [ %2683, %2846 ]
  %2858 = phi ptr [ %2100, %2269 ], [ %2685, %2846 ]
  store i32 2, ptr %2041, align 8, !tbaa !45
  %2859 = load ptr, ptr %1, align 8, !tbaa !46
  %2860 = ptrtoint ptr %2853 to i64
  %2861 = ptrtoint ptr %2859 to i64
  %2862 = sub i64 %2860, %2861
  %2863 = lshr exact i64 %2862, 3
  %2864 = trunc i64 %2863 to i32
  store i32 %2864, ptr %2043, align 4, !tbaa !47
  br label %2865

2865:                                             ; preds = %2852, %2846, %2269
  %2866 = phi i64 [ %2273, %2269 ], [ %2850, %2846 ], [ %2854, %2852 ]
  %2867 = phi ptr [ %2270, %2269 ], [ %2847, %2846 ], [ %2853, %2852 ]
  %2868 = phi i64 [ %2108, %2269 ], [ %2684, %2846 ], [ %2855, %2852 ]
  %2869 = phi i32 [ %2054, %2269 ], [ %2053, %2846 ], [ %2856, %2852 ]
  %2870 = phi i32 [ %2053, %2269 ], [ %2683, %2846 ], [ %2857, %2852 ]
  %2871 = phi ptr [ %2100, %2269 ], [ %2685, %2846 ], [ %2858, %2852 ]
  %2872 = trunc i64 %2866 to i16
  %2873 = getelementptr inbounds i8, ptr %2867, i64 6
  store i16 %2872, ptr %2873, align 2, !tbaa !60
  %2874 = getelementptr inbounds i8, ptr %2867, i64 8
  store ptr %2874, ptr %2042, align 8, !tbaa !35
  %2875 = getelementptr inbounds i8, ptr %2871, i64 %2868
  %2876 = icmp ugt ptr %2875, %39
  br i1 %2876, label %2959, label %2877

2877:                                             ; preds = %2865
  %2878 = add i32 %2078, 2
  %2879 = zext i32 %2878 to i64
  %2880 = getelementptr inbounds i8, ptr %18, i64 %2879
  %2881 = load i64, ptr %2880, align 1, !tbaa !21
  %2882 = mul i64 %2881, -3523014627327384477
  %2883 = lshr i64 %2882, %2031
  %2884 = getelementptr inbounds i32, ptr %10, i64 %2883
  store i32 %2878, ptr %2884, align 4, !tbaa !22
  %2885 = getelementptr inbounds i8, ptr %2875, i64 -2
  %2886 = ptrtoint ptr %2885 to i64
  %2887 = sub i64 %2886, %20
  %2888 = trunc i64 %2887 to i32
  %2889 = load i64, ptr %2885, align 1, !tbaa !21
  %2890 = mul i64 %2889, -3523014627327384477
  %2891 = lshr i64 %2890, %2031
  %2892 = getelementptr inbounds i32, ptr %10, i64 %2891
  store i32 %2888, ptr %2892, align 4, !tbaa !22
  %2893 = mul i64 %2881, -3523014627193847808
  %2894 = lshr i64 %2893, %2033
  %2895 = getelementptr inbounds i32, ptr %14, i64 %2894
  store i32 %2878, ptr %2895, align 4, !tbaa !22
  %2896 = getelementptr inbounds i8, ptr %2875, i64 -1
  %2897 = ptrtoint ptr %2896 to i64
  %2898 = sub i64 %2897, %20
  %2899 = trunc i64 %2898 to i32
  %2900 = load i64, ptr %2896, align 1, !tbaa !21
  %2901 = mul i64 %2900, -3523014627193847808
  %2902 = lshr i64 %2901, %2033
  %2903 = getelementptr inbounds i32, ptr %14, i64 %2902
  store i32 %2899, ptr %2903, align 4, !tbaa !22
  br label %2904

2904:                                             ; preds = %2946, %2877
  %2905 = phi ptr [ %2874, %2877 ], [ %2949, %2946 ]
  %2906 = phi ptr [ %2875, %2877 ], [ %2957, %2946 ]
  %2907 = phi i32 [ %2870, %2877 ], [ %2908, %2946 ]
  %2908 = phi i32 [ %2869, %2877 ], [ %2907, %2946 ]
  %2909 = ptrtoint ptr %2906 to i64
  %2910 = sub i64 %2909, %20
  %2911 = trunc i64 %2910 to i32
  %2912 = sub i32 %2911, %2908
  %2913 = icmp ult i32 %2912, %35
  %2914 = zext i32 %2912 to i64
  %2915 = select i1 %2913, ptr %2049, ptr %18
  %2916 = getelementptr i8, ptr %2915, i64 %2914
  %2917 = sub i32 %2912, %35
  %2918 = icmp ugt i32 %2917, -4
  br i1 %2918, label %2959, label %2919

2919:                                             ; preds = %2904
  %2920 = load i32, ptr %2916, align 1, !tbaa !22
  %2921 = load i32, ptr %2906, align 1, !tbaa !22
  %2922 = icmp eq i32 %2920, %2921
  br i1 %2922, label %2923, label %2959

2923:                                             ; preds = %2919
  %2924 = select i1 %2913, ptr %55, ptr %38
  %2925 = getelementptr inbounds i8, ptr %2906, i64 4
  %2926 = getelementptr inbounds i8, ptr %2916, i64 4
  %2927 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %2925, ptr noundef nonnull %2926, ptr noundef %38, ptr noundef %2924, ptr noundef %37)
  %2928 = add i64 %2927, 4
  %2929 = icmp ugt ptr %2906, %2038
  br i1 %2929, label %2934, label %2930

2930:                                             ; preds = %2923
  %2931 = load ptr, ptr %2039, align 8, !tbaa !33
  %2932 = load <2 x i64>, ptr %2906, align 1, !tbaa !32
  store <2 x i64> %2932, ptr %2931, align 1, !tbaa !32
  %2933 = load ptr, ptr %2042, align 8, !tbaa !35
  br label %2934

2934:                                             ; preds = %2930, %2923
  %2935 = phi ptr [ %2905, %2923 ], [ %2933, %2930 ]
  %2936 = getelementptr inbounds i8, ptr %2935, i64 4
  store i16 0, ptr %2936, align 4, !tbaa !48
  store i32 1, ptr %2935, align 4, !tbaa !50
  %2937 = add i64 %2927, 1
  %2938 = icmp ugt i64 %2937, 65535
  br i1 %2938, label %2939, label %2946, !prof !51

2939:                                             ; preds = %2934
  store i32 2, ptr %2041, align 8, !tbaa !45
  %2940 = load ptr, ptr %1, align 8, !tbaa !46
  %2941 = ptrtoint ptr %2935 to i64
  %2942 = ptrtoint ptr %2940 to i64
  %2943 = sub i64 %2941, %2942
  %2944 = lshr exact i64 %2943, 3
  %2945 = trunc i64 %2944 to i32
  store i32 %2945, ptr %2043, align 4, !tbaa !47
  br label %2946

2946:                                             ; preds = %2939, %2934
  %2947 = trunc i64 %2937 to i16
  %2948 = getelementptr inbounds i8, ptr %2935, i64 6
  store i16 %2947, ptr %2948, align 2, !tbaa !60
  %2949 = getelementptr inbounds i8, ptr %2935, i64 8
  store ptr %2949, ptr %2042, align 8, !tbaa !35
  %2950 = load i64, ptr %2906, align 1, !tbaa !21
  %2951 = mul i64 %2950, -3523014627193847808
  %2952 = lshr i64 %2951, %2033
  %2953 = getelementptr inbounds i32, ptr %14, i64 %2952
  store i32 %2911, ptr %2953, align 4, !tbaa !22
  %2954 = mul i64 %2950, -3523014627327384477
  %2955 = lshr i64 %2954, %2031
  %2956 = getelementptr inbounds i32, ptr %10, i64 %2955
  store i32 %2911, ptr %2956, align 4, !tbaa !22
  %2957 = getelementptr inbounds i8, ptr %2906, i64 %2928
  %2958 = icmp ugt ptr %2957, %39
  br i1 %2958, label %2959, label %2904

2959:                                             ; preds = %2946, %2919, %2904, %2865, %2418
  %2960 = phi i32 [ %2054, %2418 ], [ %2869, %2865 ], [ %2908, %2904 ], [ %2908, %2919 ], [ %2907, %2946 ]
  %2961 = phi i32 [ %2053, %2418 ], [ %2870, %2865 ], [ %2907, %2904 ], [ %2907, %2919 ], [ %2908, %2946 ]
  %2962 = phi ptr [ %2052, %2418 ], [ %2875, %2865 ], [ %2906, %2904 ], [ %2906, %2919 ], [ %2957, %2946 ]
  %2963 = phi ptr [ %2423, %2418 ], [ %2875, %2865 ], [ %2906, %2904 ], [ %2906, %2919 ], [ %2957, %2946 ]
  %2964 = icmp ult ptr %2963, %39
  br i1 %2964, label %2050, label %2965

2965:                                             ; preds = %2959
  %2966 = ptrtoint ptr %2962 to i64
  br label %3930

2967:                                             ; preds = %5
  br i1 %72, label %2986, label %2968

2968:                                             ; preds = %2967
  %2969 = zext nneg i32 %62 to i64
  %2970 = shl i64 4, %2969
  %2971 = zext nneg i32 %64 to i64
  %2972 = shl i64 4, %2971
  %2973 = icmp ugt i32 %62, 61
  br i1 %2973, label %2974, label %2976

2974:                                             ; preds = %2976, %2968
  %2975 = icmp ugt i32 %64, 61
  br i1 %2975, label %2986, label %2981

2976:                                             ; preds = %2968, %2976
  %2977 = phi i64 [ %2979, %2976 ], [ 0, %2968 ]
  %2978 = getelementptr inbounds i8, ptr %46, i64 %2977
  tail call void @llvm.prefetch.p0(ptr %2978, i32 0, i32 2, i32 1)
  %2979 = add i64 %2977, 64
  %2980 = icmp ult i64 %2979, %2970
  br i1 %2980, label %2976, label %2974, !llvm.loop !88

2981:                                             ; preds = %2974, %2981
  %2982 = phi i64 [ %2984, %2981 ], [ 0, %2974 ]
  %2983 = getelementptr inbounds i8, ptr %48, i64 %2982
  tail call void @llvm.prefetch.p0(ptr %2983, i32 0, i32 2, i32 1)
  %2984 = add i64 %2982, 64
  %2985 = icmp ult i64 %2984, %2972
  br i1 %2985, label %2981, label %2986, !llvm.loop !89

2986:                                             ; preds = %2981, %2974, %2967
  %2987 = and i64 %69, 4294967295
  %2988 = icmp eq i64 %2987, 0
  %2989 = zext i1 %2988 to i64
  %2990 = getelementptr inbounds i8, ptr %3, i64 %2989
  %2991 = icmp ult ptr %2990, %39
  br i1 %2991, label %2992, label %3930

2992:                                             ; preds = %2986
  %2993 = sub i32 64, %12
  %2994 = zext nneg i32 %2993 to i64
  %2995 = sub i32 64, %16
  %2996 = zext nneg i32 %2995 to i64
  %2997 = sub i32 56, %62
  %2998 = zext nneg i32 %2997 to i64
  %2999 = sub i32 56, %64
  %3000 = zext nneg i32 %2999 to i64
  %3001 = getelementptr inbounds i8, ptr %38, i64 -32
  %3002 = getelementptr inbounds i8, ptr %1, i64 24
  %3003 = ptrtoint ptr %3001 to i64
  %3004 = getelementptr inbounds i8, ptr %1, i64 72
  %3005 = getelementptr inbounds i8, ptr %1, i64 8
  %3006 = getelementptr inbounds i8, ptr %1, i64 76
  %3007 = getelementptr inbounds i8, ptr %38, i64 -7
  %3008 = getelementptr inbounds i8, ptr %38, i64 -3
  %3009 = getelementptr inbounds i8, ptr %38, i64 -1
  %3010 = zext i32 %60 to i64
  %3011 = sub nsw i64 0, %3010
  %3012 = getelementptr i8, ptr %52, i64 %3011
  br label %3013

3013:                                             ; preds = %3922, %2992
  %3014 = phi ptr [ %2990, %2992 ], [ %3926, %3922 ]
  %3015 = phi ptr [ %3, %2992 ], [ %3925, %3922 ]
  %3016 = phi i32 [ %40, %2992 ], [ %3924, %3922 ]
  %3017 = phi i32 [ %42, %2992 ], [ %3923, %3922 ]
  %3018 = load i64, ptr %3014, align 1, !tbaa !21
  %3019 = mul i64 %3018, -3523014627327384477
  %3020 = lshr i64 %3019, %2994
  %3021 = mul i64 %3018, -3523014627193167104
  %3022 = lshr i64 %3021, %2996
  %3023 = lshr i64 %3019, %2998
  %3024 = lshr i64 %3021, %3000
  %3025 = lshr i64 %3023, 8
  %3026 = getelementptr inbounds i32, ptr %46, i64 %3025
  %3027 = load i32, ptr %3026, align 4, !tbaa !22
  %3028 = lshr i64 %3024, 8
  %3029 = getelementptr inbounds i32, ptr %48, i64 %3028
  %3030 = load i32, ptr %3029, align 4, !tbaa !22
  %3031 = zext i32 %3027 to i64
  %3032 = xor i64 %3023, %3031
  %3033 = and i64 %3032, 255
  %3034 = icmp eq i64 %3033, 0
  %3035 = zext i32 %3030 to i64
  %3036 = xor i64 %3024, %3035
  %3037 = and i64 %3036, 255
  %3038 = icmp eq i64 %3037, 0
  %3039 = ptrtoint ptr %3014 to i64
  %3040 = sub i64 %3039, %20
  %3041 = trunc i64 %3040 to i32
  %3042 = getelementptr inbounds i32, ptr %10, i64 %3020
  %3043 = load i32, ptr %3042, align 4, !tbaa !22
  %3044 = getelementptr inbounds i32, ptr %14, i64 %3022
  %3045 = load i32, ptr %3044, align 4, !tbaa !22
  %3046 = zext i32 %3043 to i64
  %3047 = getelementptr inbounds i8, ptr %18, i64 %3046
  %3048 = zext i32 %3045 to i64
  %3049 = getelementptr inbounds i8, ptr %18, i64 %3048
  %3050 = add i32 %3041, 1
  %3051 = sub i32 %3050, %3016
  %3052 = icmp ult i32 %3051, %35
  %3053 = sub i32 %3051, %60
  %3054 = zext i32 %3053 to i64
  %3055 = getelementptr inbounds i8, ptr %52, i64 %3054
  %3056 = zext i32 %3051 to i64
  %3057 = getelementptr inbounds i8, ptr %18, i64 %3056
  %3058 = select i1 %3052, ptr %3055, ptr %3057
  store i32 %3041, ptr %3044, align 4, !tbaa !22
  store i32 %3041, ptr %3042, align 4, !tbaa !22
  %3059 = sub i32 %3051, %35
  %3060 = icmp ugt i32 %3059, -4
  br i1 %3060, label %3238, label %3061

3061:                                             ; preds = %3013
  %3062 = load i32, ptr %3058, align 1, !tbaa !22
  %3063 = getelementptr inbounds i8, ptr %3014, i64 1
  %3064 = load i32, ptr %3063, align 1, !tbaa !22
  %3065 = icmp eq i32 %3062, %3064
  br i1 %3065, label %3066, label %3238

3066:                                             ; preds = %3061
  %3067 = select i1 %3052, ptr %55, ptr %38
  %3068 = getelementptr inbounds i8, ptr %3014, i64 5
  %3069 = getelementptr inbounds i8, ptr %3058, i64 4
  %3070 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %3068, ptr noundef nonnull %3069, ptr noundef %38, ptr noundef %3067, ptr noundef %37)
  %3071 = add i64 %3070, 4
  %3072 = ptrtoint ptr %3063 to i64
  %3073 = ptrtoint ptr %3015 to i64
  %3074 = sub i64 %3072, %3073
  %3075 = getelementptr inbounds i8, ptr %3015, i64 %3074
  %3076 = icmp ugt ptr %3075, %3001
  %3077 = load ptr, ptr %3002, align 8, !tbaa !33
  br i1 %3076, label %3103, label %3078

3078:                                             ; preds = %3066
  %3079 = load <2 x i64>, ptr %3015, align 1, !tbaa !32
  store <2 x i64> %3079, ptr %3077, align 1, !tbaa !32
  %3080 = icmp ugt i64 %3074, 16
  %3081 = load ptr, ptr %3002, align 8, !tbaa !33
  br i1 %3080, label %3085, label %3082

3082:                                             ; preds = %3078
  %3083 = getelementptr inbounds i8, ptr %3081, i64 %3074
  store ptr %3083, ptr %3002, align 8, !tbaa !33
  %3084 = load ptr, ptr %3005, align 8, !tbaa !35
  br label %3232

3085:                                             ; preds = %3078
  %3086 = getelementptr inbounds i8, ptr %3081, i64 16
  %3087 = getelementptr inbounds i8, ptr %3015, i64 16
  %3088 = getelementptr i8, ptr %3081, i64 %3074
  %3089 = load <2 x i64>, ptr %3087, align 1, !tbaa !32
  store <2 x i64> %3089, ptr %3086, align 1, !tbaa !32
  %3090 = icmp slt i64 %3074, 33
  br i1 %3090, label %3220, label %3091

3091:                                             ; preds = %3085
  %3092 = getelementptr inbounds i8, ptr %3081, i64 32
  br label %3093

3093:                                             ; preds = %3093, %3091
  %3094 = phi ptr [ %3092, %3091 ], [ %3101, %3093 ]
  %3095 = phi ptr [ %3087, %3091 ], [ %3099, %3093 ]
  %3096 = getelementptr inbounds i8, ptr %3095, i64 16
  %3097 = load <2 x i64>, ptr %3096, align 1, !tbaa !32
  store <2 x i64> %3097, ptr %3094, align 1, !tbaa !32
  %3098 = getelementptr inbounds i8, ptr %3094, i64 16
  %3099 = getelementptr inbounds i8, ptr %3095, i64 32
  %3100 = load <2 x i64>, ptr %3099, align 1, !tbaa !32
  store <2 x i64> %3100, ptr %3098, align 1, !tbaa !32
  %3101 = getelementptr inbounds i8, ptr %3094, i64 32
  %3102 = icmp ult ptr %3101, %3088
  br i1 %3102, label %3093, label %3220, !llvm.loop !36

3103:                                             ; preds = %3066
  %3104 = icmp ugt ptr %3015, %3001
  br i1 %3104, label %3122, label %3105

3105:                                             ; preds = %3103
  %3106 = sub i64 %3003, %3073
  %3107 = getelementptr inbounds i8, ptr %3077, i64 %3106
  %3108 = load <2 x i64>, ptr %3015, align 1, !tbaa !32
  store <2 x i64> %3108, ptr %3077, align 1, !tbaa !32
  %3109 = icmp slt i64 %3106, 17
  br i1 %3109, label %3122, label %3110

3110:                                             ; preds = %3105
  %3111 = getelementptr inbounds i8, ptr %3077, i64 16
  br label %3112

3112:                                             ; preds = %3112, %3110
  %3113 = phi ptr [ %3111, %3110 ], [ %3120, %3112 ]
  %3114 = phi ptr [ %3015, %3110 ], [ %3118, %3112 ]
  %3115 = getelementptr inbounds i8, ptr %3114, i64 16
  %3116 = load <2 x i64>, ptr %3115, align 1, !tbaa !32
  store <2 x i64> %3116, ptr %3113, align 1, !tbaa !32
  %3117 = getelementptr inbounds i8, ptr %3113, i64 16
  %3118 = getelementptr inbounds i8, ptr %3114, i64 32
  %3119 = load <2 x i64>, ptr %3118, align 1, !tbaa !32
  store <2 x i64> %3119, ptr %3117, align 1, !tbaa !32
  %3120 = getelementptr inbounds i8, ptr %3113, i64 32
  %3121 = icmp ult ptr %3120, %3107
  br i1 %3121, label %3112, label %3122, !llvm.loop !36

3122:                                             ; preds = %3112, %3105, %3103
  %3123 = phi ptr [ %3001, %3105 ], [ %3015, %3103 ], [ %3001, %3112 ]
  %3124 = phi ptr [ %3107, %3105 ], [ %3077, %3103 ], [ %3107, %3112 ]
  %3125 = icmp ult ptr %3123, %3075
  br i1 %3125, label %3126, label %3220

3126:                                             ; preds = %3122
  %3127 = ptrtoint ptr %3124 to i64
  %3128 = ptrtoint ptr %3123 to i64
  %3129 = sub i64 %3072, %3128
  %3130 = getelementptr i8, ptr %3123, i64 %3129
  %3131 = icmp ult i64 %3129, 8
  %3132 = sub i64 %3127, %3128
  %3133 = icmp ult i64 %3132, 32
  %3134 = select i1 %3131, i1 true, i1 %3133
  br i1 %3134, label %3170, label %3135

3135:                                             ; preds = %3126
  %3136 = icmp ult i64 %3129, 32
  br i1 %3136, label %3156, label %3137

3137:                                             ; preds = %3135
  %3138 = and i64 %3129, -32
  br label %3139

3139:                                             ; preds = %3139, %3137
  %3140 = phi i64 [ 0, %3137 ], [ %3147, %3139 ]
  %3141 = getelementptr i8, ptr %3124, i64 %3140
  %3142 = getelementptr i8, ptr %3123, i64 %3140
  %3143 = getelementptr i8, ptr %3142, i64 16
  %3144 = load <16 x i8>, ptr %3142, align 1, !tbaa !32
  %3145 = load <16 x i8>, ptr %3143, align 1, !tbaa !32
  %3146 = getelementptr i8, ptr %3141, i64 16
  store <16 x i8> %3144, ptr %3141, align 1, !tbaa !32
  store <16 x i8> %3145, ptr %3146, align 1, !tbaa !32
  %3147 = add nuw i64 %3140, 32
  %3148 = icmp eq i64 %3147, %3138
  br i1 %3148, label %3149, label %3139, !llvm.loop !121

3149:                                             ; preds = %3139
  %3150 = icmp eq i64 %3129, %3138
  br i1 %3150, label %3220, label %3151

3151:                                             ; preds = %3149
  %3152 = getelementptr i8, ptr %3123, i64 %3138
  %3153 = getelementptr i8, ptr %3124, i64 %3138
  %3154 = and i64 %3129, 24
  %3155 = icmp eq i64 %3154, 0
  br i1 %3155, label %3170, label %3156

3156:                                             ; preds = %3135, %3151
  %3157 = phi i64 [ %3138, %3151 ], [ 0, %3135 ]
  %3158 = and i64 %3129, -8
  %3159 = getelementptr i8, ptr %3124, i64 %3158
  %3160 = getelementptr i8, ptr %3123, i64 %3158
  br label %3161

3161:                                             ; preds = %3161, %3156
  %3162 = phi i64 [ %3157, %3156 ], [ %3166, %3161 ]
  %3163 = getelementptr i8, ptr %3124, i64 %3162
  %3164 = getelementptr i8, ptr %3123, i64 %3162
  %3165 = load <8 x i8>, ptr %3164, align 1, !tbaa !32
  store <8 x i8> %3165, ptr %3163, align 1, !tbaa !32
  %3166 = add nuw i64 %3162, 8
  %3167 = icmp eq i64 %3166, %3158
  br i1 %3167, label %3168, label %3161, !llvm.loop !122

3168:                                             ; preds = %3161
  %3169 = icmp eq i64 %3129, %3158
  br i1 %3169, label %3220, label %3170

3170:                                             ; preds = %3168, %3126, %3151
  %3171 = phi ptr [ %3124, %3126 ], [ %3153, %3151 ], [ %3159, %3168 ]
  %3172 = phi ptr [ %3123, %3126 ], [ %3152, %3151 ], [ %3160, %3168 ]
  %3173 = add i64 %3039, 1
  %3174 = ptrtoint ptr %3172 to i64
  %3175 = sub i64 %3173, %3174
  %3176 = sub i64 %3039, %3174
  %3177 = and i64 %3175, 7
  %3178 = icmp eq i64 %3177, 0
  br i1 %3178, label %3188, label %3179

3179:                                             ; preds = %3170, %3179
  %3180 = phi ptr [ %3185, %3179 ], [ %3171, %3170 ]
  %3181 = phi ptr [ %3183, %3179 ], [ %3172, %3170 ]
  %3182 = phi i64 [ %3186, %3179 ], [ 0, %3170 ]
  %3183 = getelementptr inbounds i8, ptr %3181, i64 1
  %3184 = load i8, ptr %3181, align 1, !tbaa !32
  %3185 = getelementptr inbounds i8, ptr %3180, i64 1
  store i8 %3184, ptr %3180, align 1, !tbaa !32
  %3186 = add i64 %3182, 1
  %3187 = icmp eq i64 %3186, %3177
  br i1 %3187, label %3188, label %3179, !llvm.loop !123

3188:                                             ; preds = %3179, %3170
  %3189 = phi ptr [ %3171, %3170 ], [ %3185, %3179 ]
  %3190 = phi ptr [ %3172, %3170 ], [ %3183, %3179 ]
  %3191 = icmp ult i64 %3176, 7
  br i1 %3191, label %3220, label %3192

3192:                                             ; preds = %3188, %3192
  %3193 = phi ptr [ %3218, %3192 ], [ %3189, %3188 ]
  %3194 = phi ptr [ %3216, %3192 ], [ %3190, %3188 ]
  %3195 = getelementptr inbounds i8, ptr %3194, i64 1
  %3196 = load i8, ptr %3194, align 1, !tbaa !32
  %3197 = getelementptr inbounds i8, ptr %3193, i64 1
  store i8 %3196, ptr %3193, align 1, !tbaa !32
  %3198 = getelementptr inbounds i8, ptr %3194, i64 2
  %3199 = load i8, ptr %3195, align 1, !tbaa !32
  %3200 = getelementptr inbounds i8, ptr %3193, i64 2
  store i8 %3199, ptr %3197, align 1, !tbaa !32
  %3201 = getelementptr inbounds i8, ptr %3194, i64 3
  %3202 = load i8, ptr %3198, align 1, !tbaa !32
  %3203 = getelementptr inbounds i8, ptr %3193, i64 3
  store i8 %3202, ptr %3200, align 1, !tbaa !32
  %3204 = getelementptr inbounds i8, ptr %3194, i64 4
  %3205 = load i8, ptr %3201, align 1, !tbaa !32
  %3206 = getelementptr inbounds i8, ptr %3193, i64 4
  store i8 %3205, ptr %3203, align 1, !tbaa !32
  %3207 = getelementptr inbounds i8, ptr %3194, i64 5
  %3208 = load i8, ptr %3204, align 1, !tbaa !32
  %3209 = getelementptr inbounds i8, ptr %3193, i64 5
  store i8 %3208, ptr %3206, align 1, !tbaa !32
  %3210 = getelementptr inbounds i8, ptr %3194, i64 6
  %3211 = load i8, ptr %3207, align 1, !tbaa !32
  %3212 = getelementptr inbounds i8, ptr %3193, i64 6
  store i8 %3211, ptr %3209, align 1, !tbaa !32
  %3213 = getelementptr inbounds i8, ptr %3194, i64 7
  %3214 = load i8, ptr %3210, align 1, !tbaa !32
  %3215 = getelementptr inbounds i8, ptr %3193, i64 7
  store i8 %3214, ptr %3212, align 1, !tbaa !32
  %3216 = getelementptr inbounds i8, ptr %3194, i64 8
  %3217 = load i8, ptr %3213, align 1, !tbaa !32
  %3218 = getelementptr inbounds i8, ptr %3193, i64 8
  store i8 %3217, ptr %3215, align 1, !tbaa !32
  %3219 = icmp eq ptr %3216, %3130
  br i1 %3219, label %3220, label %3192, !llvm.loop !124

3220:                                             ; preds = %3093, %3188, %3192, %3149, %3168, %3122, %3085
  %3221 = load ptr, ptr %3002, align 8, !tbaa !33
  %3222 = getelementptr inbounds i8, ptr %3221, i64 %3074
  store ptr %3222, ptr %3002, align 8, !tbaa !33
  %3223 = icmp ugt i64 %3074, 65535
  %3224 = load ptr, ptr %3005, align 8, !tbaa !35
  br i1 %3223, label %3225, label %3232, !prof !44

3225:                                             ; preds = %3220
  store i32 1, ptr %3004, align 8, !tbaa !45
  %3226 = load ptr, ptr %1, align 8, !tbaa !46
  %3227 = ptrtoint ptr %3224 to i64
  %3228 = ptrtoint ptr %3226 to i64
  %3229 = sub i64 %3227, %3228
  %3230 = lshr exact i64 %3229, 3
  %3231 = trunc i64 %3230 to i32
  store i32 %3231, ptr %3006, align 4, !tbaa !47
  br label %3232

3232:                                             ; preds = %3225, %3220, %3082
  %3233 = phi ptr [ %3084, %3082 ], [ %3224, %3225 ], [ %3224, %3220 ]
  %3234 = trunc i64 %3074 to i16
  %3235 = getelementptr inbounds i8, ptr %3233, i64 4
  store i16 %3234, ptr %3235, align 4, !tbaa !48
  store i32 1, ptr %3233, align 4, !tbaa !50
  %3236 = add i64 %3070, 1
  %3237 = icmp ugt i64 %3236, 65535
  br i1 %3237, label %3815, label %3828, !prof !51

3238:                                             ; preds = %3061, %3013
  %3239 = icmp ult i32 %3043, %35
  br i1 %3239, label %3333, label %3240

3240:                                             ; preds = %3238
  %3241 = load i64, ptr %3047, align 1, !tbaa !21
  %3242 = icmp eq i64 %3241, %3018
  br i1 %3242, label %3243, label %3333

3243:                                             ; preds = %3240
  %3244 = getelementptr inbounds i8, ptr %3014, i64 8
  %3245 = getelementptr inbounds i8, ptr %3047, i64 8
  %3246 = icmp ugt ptr %3007, %3244
  br i1 %3246, label %3247, label %3273

3247:                                             ; preds = %3243
  %3248 = load i64, ptr %3245, align 1, !tbaa !21
  %3249 = load i64, ptr %3244, align 1, !tbaa !21
  %3250 = icmp eq i64 %3248, %3249
  br i1 %3250, label %3255, label %3251

3251:                                             ; preds = %3247
  %3252 = xor i64 %3249, %3248
  %3253 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3252, i1 true)
  %3254 = lshr i64 %3253, 3
  br label %3310

3255:                                             ; preds = %3247, %3261
  %3256 = phi ptr [ %3259, %3261 ], [ %3245, %3247 ]
  %3257 = phi ptr [ %3258, %3261 ], [ %3244, %3247 ]
  %3258 = getelementptr inbounds i8, ptr %3257, i64 8
  %3259 = getelementptr inbounds i8, ptr %3256, i64 8
  %3260 = icmp ult ptr %3258, %3007
  br i1 %3260, label %3261, label %3273

3261:                                             ; preds = %3255
  %3262 = load i64, ptr %3259, align 1, !tbaa !21
  %3263 = load i64, ptr %3258, align 1, !tbaa !21
  %3264 = icmp eq i64 %3262, %3263
  br i1 %3264, label %3255, label %3265

3265:                                             ; preds = %3261
  %3266 = xor i64 %3263, %3262
  %3267 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3266, i1 true)
  %3268 = lshr i64 %3267, 3
  %3269 = getelementptr inbounds i8, ptr %3258, i64 %3268
  %3270 = ptrtoint ptr %3269 to i64
  %3271 = ptrtoint ptr %3244 to i64
  %3272 = sub i64 %3270, %3271
  br label %3310

3273:                                             ; preds = %3255, %3243
  %3274 = phi ptr [ %3245, %3243 ], [ %3259, %3255 ]
  %3275 = phi ptr [ %3244, %3243 ], [ %3258, %3255 ]
  %3276 = icmp ult ptr %3275, %3008
  br i1 %3276, label %3277, label %3284

3277:                                             ; preds = %3273
  %3278 = load i32, ptr %3274, align 1, !tbaa !22
  %3279 = load i32, ptr %3275, align 1, !tbaa !22
  %3280 = icmp eq i32 %3278, %3279
  br i1 %3280, label %3281, label %3284

3281:                                             ; preds = %3277
  %3282 = getelementptr inbounds i8, ptr %3275, i64 4
  %3283 = getelementptr inbounds i8, ptr %3274, i64 4
  br label %3284

3284:                                             ; preds = %3281, %3277, %3273
  %3285 = phi ptr [ %3283, %3281 ], [ %3274, %3277 ], [ %3274, %3273 ]
  %3286 = phi ptr [ %3282, %3281 ], [ %3275, %3277 ], [ %3275, %3273 ]
  %3287 = icmp ult ptr %3286, %3009
  br i1 %3287, label %3288, label %3295

3288:                                             ; preds = %3284
  %3289 = load i16, ptr %3285, align 1, !tbaa !30
  %3290 = load i16, ptr %3286, align 1, !tbaa !30
  %3291 = icmp eq i16 %3289, %3290
  br i1 %3291, label %3292, label %3295

3292:                                             ; preds = %3288
  %3293 = getelementptr inbounds i8, ptr %3286, i64 2
  %3294 = getelementptr inbounds i8, ptr %3285, i64 2
  br label %3295

3295:                                             ; preds = %3292, %3288, %3284
  %3296 = phi ptr [ %3294, %3292 ], [ %3285, %3288 ], [ %3285, %3284 ]
  %3297 = phi ptr [ %3293, %3292 ], [ %3286, %3288 ], [ %3286, %3284 ]
  %3298 = icmp ult ptr %3297, %38
  br i1 %3298, label %3299, label %3305

3299:                                             ; preds = %3295
  %3300 = load i8, ptr %3296, align 1, !tbaa !32
  %3301 = load i8, ptr %3297, align 1, !tbaa !32
  %3302 = icmp eq i8 %3300, %3301
  %3303 = zext i1 %3302 to i64
  %3304 = getelementptr inbounds i8, ptr %3297, i64 %3303
  br label %3305

3305:                                             ; preds = %3299, %3295
  %3306 = phi ptr [ %3297, %3295 ], [ %3304, %3299 ]
  %3307 = ptrtoint ptr %3306 to i64
  %3308 = ptrtoint ptr %3244 to i64
  %3309 = sub i64 %3307, %3308
  br label %3310

3310:                                             ; preds = %3305, %3265, %3251
  %3311 = phi i64 [ %3309, %3305 ], [ %3254, %3251 ], [ %3272, %3265 ]
  %3312 = add i64 %3311, 8
  %3313 = ptrtoint ptr %3047 to i64
  %3314 = sub i64 %3039, %3313
  %3315 = trunc i64 %3314 to i32
  %3316 = icmp ugt ptr %3014, %3015
  %3317 = icmp ugt i32 %3043, %35
  %3318 = and i1 %3316, %3317
  br i1 %3318, label %3319, label %3645

3319:                                             ; preds = %3310, %3328
  %3320 = phi ptr [ %3323, %3328 ], [ %3014, %3310 ]
  %3321 = phi i64 [ %3329, %3328 ], [ %3312, %3310 ]
  %3322 = phi ptr [ %3325, %3328 ], [ %3047, %3310 ]
  %3323 = getelementptr inbounds i8, ptr %3320, i64 -1
  %3324 = load i8, ptr %3323, align 1, !tbaa !32
  %3325 = getelementptr inbounds i8, ptr %3322, i64 -1
  %3326 = load i8, ptr %3325, align 1, !tbaa !32
  %3327 = icmp eq i8 %3324, %3326
  br i1 %3327, label %3328, label %3645

3328:                                             ; preds = %3319
  %3329 = add i64 %3321, 1
  %3330 = icmp ugt ptr %3323, %3015
  %3331 = icmp ugt ptr %3325, %37
  %3332 = and i1 %3330, %3331
  br i1 %3332, label %3319, label %3645, !llvm.loop !94

3333:                                             ; preds = %3240, %3238
  br i1 %3034, label %3334, label %3364

3334:                                             ; preds = %3333
  %3335 = lshr i32 %3027, 8
  %3336 = zext nneg i32 %3335 to i64
  %3337 = getelementptr inbounds i8, ptr %52, i64 %3336
  %3338 = icmp ugt i32 %3335, %50
  br i1 %3338, label %3339, label %3364

3339:                                             ; preds = %3334
  %3340 = load i64, ptr %3337, align 1, !tbaa !21
  %3341 = icmp eq i64 %3340, %3018
  br i1 %3341, label %3342, label %3364

3342:                                             ; preds = %3339
  %3343 = getelementptr inbounds i8, ptr %3014, i64 8
  %3344 = getelementptr inbounds i8, ptr %3337, i64 8
  %3345 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %3343, ptr noundef nonnull %3344, ptr noundef %38, ptr noundef %55, ptr noundef %37)
  %3346 = add i64 %3345, 8
  %3347 = add i32 %60, %3335
  %3348 = sub i32 %3041, %3347
  %3349 = icmp ugt ptr %3014, %3015
  br i1 %3349, label %3350, label %3645

3350:                                             ; preds = %3342, %3359
  %3351 = phi ptr [ %3354, %3359 ], [ %3014, %3342 ]
  %3352 = phi i64 [ %3360, %3359 ], [ %3346, %3342 ]
  %3353 = phi ptr [ %3356, %3359 ], [ %3337, %3342 ]
  %3354 = getelementptr inbounds i8, ptr %3351, i64 -1
  %3355 = load i8, ptr %3354, align 1, !tbaa !32
  %3356 = getelementptr inbounds i8, ptr %3353, i64 -1
  %3357 = load i8, ptr %3356, align 1, !tbaa !32
  %3358 = icmp eq i8 %3355, %3357
  br i1 %3358, label %3359, label %3645

3359:                                             ; preds = %3350
  %3360 = add i64 %3352, 1
  %3361 = icmp ugt ptr %3354, %3015
  %3362 = icmp ugt ptr %3356, %54
  %3363 = and i1 %3361, %3362
  br i1 %3363, label %3350, label %3645, !llvm.loop !95

3364:                                             ; preds = %3339, %3334, %3333
  %3365 = icmp ugt i32 %3045, %35
  br i1 %3365, label %3366, label %3370

3366:                                             ; preds = %3364
  %3367 = load i32, ptr %3049, align 1, !tbaa !22
  %3368 = load i32, ptr %3014, align 1, !tbaa !22
  %3369 = icmp eq i32 %3367, %3368
  br i1 %3369, label %3387, label %3381

3370:                                             ; preds = %3364
  br i1 %3038, label %3371, label %3381

3371:                                             ; preds = %3370
  %3372 = lshr i32 %3030, 8
  %3373 = icmp ugt i32 %3372, %50
  br i1 %3373, label %3374, label %3381

3374:                                             ; preds = %3371
  %3375 = add i32 %3372, %60
  %3376 = zext nneg i32 %3372 to i64
  %3377 = getelementptr inbounds i8, ptr %52, i64 %3376
  %3378 = load i32, ptr %3377, align 1, !tbaa !22
  %3379 = load i32, ptr %3014, align 1, !tbaa !22
  %3380 = icmp eq i32 %3378, %3379
  br i1 %3380, label %3387, label %3381

3381:                                             ; preds = %3374, %3371, %3370, %3366
  %3382 = ptrtoint ptr %3015 to i64
  %3383 = sub i64 %3039, %3382
  %3384 = ashr i64 %3383, 8
  %3385 = add nsw i64 %3384, 1
  %3386 = getelementptr inbounds i8, ptr %3014, i64 %3385
  br label %3922, !llvm.loop !96

3387:                                             ; preds = %3374, %3366
  %3388 = phi ptr [ %3049, %3366 ], [ %3377, %3374 ]
  %3389 = phi i32 [ %3045, %3366 ], [ %3375, %3374 ]
  %3390 = getelementptr inbounds i8, ptr %3014, i64 1
  %3391 = load i64, ptr %3390, align 1, !tbaa !21
  %3392 = mul i64 %3391, -3523014627327384477
  %3393 = lshr i64 %3392, %2994
  %3394 = lshr i64 %3392, %2998
  %3395 = getelementptr inbounds i32, ptr %10, i64 %3393
  %3396 = load i32, ptr %3395, align 4, !tbaa !22
  %3397 = lshr i64 %3394, 8
  %3398 = getelementptr inbounds i32, ptr %46, i64 %3397
  %3399 = load i32, ptr %3398, align 4, !tbaa !22
  %3400 = zext i32 %3399 to i64
  %3401 = xor i64 %3394, %3400
  %3402 = and i64 %3401, 255
  %3403 = icmp eq i64 %3402, 0
  %3404 = zext i32 %3396 to i64
  %3405 = getelementptr inbounds i8, ptr %18, i64 %3404
  store i32 %3050, ptr %3395, align 4, !tbaa !22
  %3406 = icmp ult i32 %3396, %35
  br i1 %3406, label %3501, label %3407

3407:                                             ; preds = %3387
  %3408 = load i64, ptr %3405, align 1, !tbaa !21
  %3409 = icmp eq i64 %3408, %3391
  br i1 %3409, label %3410, label %3501

3410:                                             ; preds = %3407
  %3411 = getelementptr inbounds i8, ptr %3014, i64 9
  %3412 = getelementptr inbounds i8, ptr %3405, i64 8
  %3413 = icmp ugt ptr %3007, %3411
  br i1 %3413, label %3414, label %3440

3414:                                             ; preds = %3410
  %3415 = load i64, ptr %3412, align 1, !tbaa !21
  %3416 = load i64, ptr %3411, align 1, !tbaa !21
  %3417 = icmp eq i64 %3415, %3416
  br i1 %3417, label %3422, label %3418

3418:                                             ; preds = %3414
  %3419 = xor i64 %3416, %3415
  %3420 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3419, i1 true)
  %3421 = lshr i64 %3420, 3
  br label %3477

3422:                                             ; preds = %3414, %3428
  %3423 = phi ptr [ %3426, %3428 ], [ %3412, %3414 ]
  %3424 = phi ptr [ %3425, %3428 ], [ %3411, %3414 ]
  %3425 = getelementptr inbounds i8, ptr %3424, i64 8
  %3426 = getelementptr inbounds i8, ptr %3423, i64 8
  %3427 = icmp ult ptr %3425, %3007
  br i1 %3427, label %3428, label %3440

3428:                                             ; preds = %3422
  %3429 = load i64, ptr %3426, align 1, !tbaa !21
  %3430 = load i64, ptr %3425, align 1, !tbaa !21
  %3431 = icmp eq i64 %3429, %3430
  br i1 %3431, label %3422, label %3432

3432:                                             ; preds = %3428
  %3433 = xor i64 %3430, %3429
  %3434 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3433, i1 true)
  %3435 = lshr i64 %3434, 3
  %3436 = getelementptr inbounds i8, ptr %3425, i64 %3435
  %3437 = ptrtoint ptr %3436 to i64
  %3438 = ptrtoint ptr %3411 to i64
  %3439 = sub i64 %3437, %3438
  br label %3477

3440:                                             ; preds = %3422, %3410
  %3441 = phi ptr [ %3412, %3410 ], [ %3426, %3422 ]
  %3442 = phi ptr [ %3411, %3410 ], [ %3425, %3422 ]
  %3443 = icmp ult ptr %3442, %3008
  br i1 %3443, label %3444, label %3451

3444:                                             ; preds = %3440
  %3445 = load i32, ptr %3441, align 1, !tbaa !22
  %3446 = load i32, ptr %3442, align 1, !tbaa !22
  %3447 = icmp eq i32 %3445, %3446
  br i1 %3447, label %3448, label %3451

3448:                                             ; preds = %3444
  %3449 = getelementptr inbounds i8, ptr %3442, i64 4
  %3450 = getelementptr inbounds i8, ptr %3441, i64 4
  br label %3451

3451:                                             ; preds = %3448, %3444, %3440
  %3452 = phi ptr [ %3450, %3448 ], [ %3441, %3444 ], [ %3441, %3440 ]
  %3453 = phi ptr [ %3449, %3448 ], [ %3442, %3444 ], [ %3442, %3440 ]
  %3454 = icmp ult ptr %3453, %3009
  br i1 %3454, label %3455, label %3462

3455:                                             ; preds = %3451
  %3456 = load i16, ptr %3452, align 1, !tbaa !30
  %3457 = load i16, ptr %3453, align 1, !tbaa !30
  %3458 = icmp eq i16 %3456, %3457
  br i1 %3458, label %3459, label %3462

3459:                                             ; preds = %3455
  %3460 = getelementptr inbounds i8, ptr %3453, i64 2
  %3461 = getelementptr inbounds i8, ptr %3452, i64 2
  br label %3462

3462:                                             ; preds = %3459, %3455, %3451
  %3463 = phi ptr [ %3461, %3459 ], [ %3452, %3455 ], [ %3452, %3451 ]
  %3464 = phi ptr [ %3460, %3459 ], [ %3453, %3455 ], [ %3453, %3451 ]
  %3465 = icmp ult ptr %3464, %38
  br i1 %3465, label %3466, label %3472

3466:                                             ; preds = %3462
  %3467 = load i8, ptr %3463, align 1, !tbaa !32
  %3468 = load i8, ptr %3464, align 1, !tbaa !32
  %3469 = icmp eq i8 %3467, %3468
  %3470 = zext i1 %3469 to i64
  %3471 = getelementptr inbounds i8, ptr %3464, i64 %3470
  br label %3472

3472:                                             ; preds = %3466, %3462
  %3473 = phi ptr [ %3464, %3462 ], [ %3471, %3466 ]
  %3474 = ptrtoint ptr %3473 to i64
  %3475 = ptrtoint ptr %3411 to i64
  %3476 = sub i64 %3474, %3475
  br label %3477

3477:                                             ; preds = %3472, %3432, %3418
  %3478 = phi i64 [ %3476, %3472 ], [ %3421, %3418 ], [ %3439, %3432 ]
  %3479 = add i64 %3478, 8
  %3480 = ptrtoint ptr %3390 to i64
  %3481 = ptrtoint ptr %3405 to i64
  %3482 = sub i64 %3480, %3481
  %3483 = trunc i64 %3482 to i32
  %3484 = icmp ugt ptr %3390, %3015
  %3485 = icmp ugt i32 %3396, %35
  %3486 = and i1 %3484, %3485
  br i1 %3486, label %3487, label %3645

3487:                                             ; preds = %3477, %3496
  %3488 = phi ptr [ %3491, %3496 ], [ %3390, %3477 ]
  %3489 = phi i64 [ %3497, %3496 ], [ %3479, %3477 ]
  %3490 = phi ptr [ %3493, %3496 ], [ %3405, %3477 ]
  %3491 = getelementptr inbounds i8, ptr %3488, i64 -1
  %3492 = load i8, ptr %3491, align 1, !tbaa !32
  %3493 = getelementptr inbounds i8, ptr %3490, i64 -1
  %3494 = load i8, ptr %3493, align 1, !tbaa !32
  %3495 = icmp eq i8 %3492, %3494
  br i1 %3495, label %3496, label %3645

3496:                                             ; preds = %3487
  %3497 = add i64 %3489, 1
  %3498 = icmp ugt ptr %3491, %3015
  %3499 = icmp ugt ptr %3493, %37
  %3500 = and i1 %3498, %3499
  br i1 %3500, label %3487, label %3645, !llvm.loop !97

3501:                                             ; preds = %3407, %3387
  br i1 %3403, label %3502, label %3532

3502:                                             ; preds = %3501
  %3503 = lshr i32 %3399, 8
  %3504 = zext nneg i32 %3503 to i64
  %3505 = getelementptr inbounds i8, ptr %52, i64 %3504
  %3506 = icmp ugt i32 %3503, %50
  br i1 %3506, label %3507, label %3532

3507:                                             ; preds = %3502
  %3508 = load i64, ptr %3505, align 1, !tbaa !21
  %3509 = icmp eq i64 %3508, %3391
  br i1 %3509, label %3510, label %3532

3510:                                             ; preds = %3507
  %3511 = getelementptr inbounds i8, ptr %3014, i64 9
  %3512 = getelementptr inbounds i8, ptr %3505, i64 8
  %3513 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %3511, ptr noundef nonnull %3512, ptr noundef %38, ptr noundef %55, ptr noundef %37)
  %3514 = add i64 %3513, 8
  %3515 = add i32 %60, %3503
  %3516 = sub i32 %3050, %3515
  %3517 = icmp ugt ptr %3390, %3015
  br i1 %3517, label %3518, label %3645

3518:                                             ; preds = %3510, %3527
  %3519 = phi ptr [ %3522, %3527 ], [ %3390, %3510 ]
  %3520 = phi i64 [ %3528, %3527 ], [ %3514, %3510 ]
  %3521 = phi ptr [ %3524, %3527 ], [ %3505, %3510 ]
  %3522 = getelementptr inbounds i8, ptr %3519, i64 -1
  %3523 = load i8, ptr %3522, align 1, !tbaa !32
  %3524 = getelementptr inbounds i8, ptr %3521, i64 -1
  %3525 = load i8, ptr %3524, align 1, !tbaa !32
  %3526 = icmp eq i8 %3523, %3525
  br i1 %3526, label %3527, label %3645

3527:                                             ; preds = %3518
  %3528 = add i64 %3520, 1
  %3529 = icmp ugt ptr %3522, %3015
  %3530 = icmp ugt ptr %3524, %54
  %3531 = and i1 %3529, %3530
  br i1 %3531, label %3518, label %3645, !llvm.loop !98

3532:                                             ; preds = %3507, %3502, %3501
  %3533 = icmp ult i32 %3389, %35
  %3534 = getelementptr inbounds i8, ptr %3014, i64 4
  %3535 = getelementptr inbounds i8, ptr %3388, i64 4
  br i1 %3533, label %3536, label %3557

3536:                                             ; preds = %3532
  %3537 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %3534, ptr noundef nonnull %3535, ptr noundef %38, ptr noundef %55, ptr noundef nonnull %37)
  %3538 = add i64 %3537, 4
  %3539 = sub i32 %3041, %3389
  %3540 = icmp ugt ptr %3014, %3015
  %3541 = icmp ugt ptr %3388, %54
  %3542 = and i1 %3540, %3541
  br i1 %3542, label %3543, label %3645

3543:                                             ; preds = %3536, %3552
  %3544 = phi ptr [ %3547, %3552 ], [ %3014, %3536 ]
  %3545 = phi i64 [ %3553, %3552 ], [ %3538, %3536 ]
  %3546 = phi ptr [ %3549, %3552 ], [ %3388, %3536 ]
  %3547 = getelementptr inbounds i8, ptr %3544, i64 -1
  %3548 = load i8, ptr %3547, align 1, !tbaa !32
  %3549 = getelementptr inbounds i8, ptr %3546, i64 -1
  %3550 = load i8, ptr %3549, align 1, !tbaa !32
  %3551 = icmp eq i8 %3548, %3550
  br i1 %3551, label %3552, label %3645

3552:                                             ; preds = %3543
  %3553 = add i64 %3545, 1
  %3554 = icmp ugt ptr %3547, %3015
  %3555 = icmp ugt ptr %3549, %54
  %3556 = and i1 %3554, %3555
  br i1 %3556, label %3543, label %3645, !llvm.loop !99

3557:                                             ; preds = %3532
  %3558 = icmp ugt ptr %3007, %3534
  br i1 %3558, label %3559, label %3585

3559:                                             ; preds = %3557
  %3560 = load i64, ptr %3535, align 1, !tbaa !21
  %3561 = load i64, ptr %3534, align 1, !tbaa !21
  %3562 = icmp eq i64 %3560, %3561
  br i1 %3562, label %3567, label %3563

3563:                                             ; preds = %3559
  %3564 = xor i64 %3561, %3560
  %3565 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3564, i1 true)
  %3566 = lshr i64 %3565, 3
  br label %3622

3567:                                             ; preds = %3559, %3573
  %3568 = phi ptr [ %3571, %3573 ], [ %3535, %3559 ]
  %3569 = phi ptr [ %3570, %3573 ], [ %3534, %3559 ]
  %3570 = getelementptr inbounds i8, ptr %3569, i64 8
  %3571 = getelementptr inbounds i8, ptr %3568, i64 8
  %3572 = icmp ult ptr %3570, %3007
  br i1 %3572, label %3573, label %3585

3573:                                             ; preds = %3567
  %3574 = load i64, ptr %3571, align 1, !tbaa !21
  %3575 = load i64, ptr %3570, align 1, !tbaa !21
  %3576 = icmp eq i64 %3574, %3575
  br i1 %3576, label %3567, label %3577

3577:                                             ; preds = %3573
  %3578 = xor i64 %3575, %3574
  %3579 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3578, i1 true)
  %3580 = lshr i64 %3579, 3
  %3581 = getelementptr inbounds i8, ptr %3570, i64 %3580
  %3582 = ptrtoint ptr %3581 to i64
  %3583 = ptrtoint ptr %3534 to i64
  %3584 = sub i64 %3582, %3583
  br label %3622

3585:                                             ; preds = %3567, %3557
  %3586 = phi ptr [ %3535, %3557 ], [ %3571, %3567 ]
  %3587 = phi ptr [ %3534, %3557 ], [ %3570, %3567 ]
  %3588 = icmp ult ptr %3587, %3008
  br i1 %3588, label %3589, label %3596

3589:                                             ; preds = %3585
  %3590 = load i32, ptr %3586, align 1, !tbaa !22
  %3591 = load i32, ptr %3587, align 1, !tbaa !22
  %3592 = icmp eq i32 %3590, %3591
  br i1 %3592, label %3593, label %3596

3593:                                             ; preds = %3589
  %3594 = getelementptr inbounds i8, ptr %3587, i64 4
  %3595 = getelementptr inbounds i8, ptr %3586, i64 4
  br label %3596

3596:                                             ; preds = %3593, %3589, %3585
  %3597 = phi ptr [ %3595, %3593 ], [ %3586, %3589 ], [ %3586, %3585 ]
  %3598 = phi ptr [ %3594, %3593 ], [ %3587, %3589 ], [ %3587, %3585 ]
  %3599 = icmp ult ptr %3598, %3009
  br i1 %3599, label %3600, label %3607

3600:                                             ; preds = %3596
  %3601 = load i16, ptr %3597, align 1, !tbaa !30
  %3602 = load i16, ptr %3598, align 1, !tbaa !30
  %3603 = icmp eq i16 %3601, %3602
  br i1 %3603, label %3604, label %3607

3604:                                             ; preds = %3600
  %3605 = getelementptr inbounds i8, ptr %3598, i64 2
  %3606 = getelementptr inbounds i8, ptr %3597, i64 2
  br label %3607

3607:                                             ; preds = %3604, %3600, %3596
  %3608 = phi ptr [ %3606, %3604 ], [ %3597, %3600 ], [ %3597, %3596 ]
  %3609 = phi ptr [ %3605, %3604 ], [ %3598, %3600 ], [ %3598, %3596 ]
  %3610 = icmp ult ptr %3609, %38
  br i1 %3610, label %3611, label %3617

3611:                                             ; preds = %3607
  %3612 = load i8, ptr %3608, align 1, !tbaa !32
  %3613 = load i8, ptr %3609, align 1, !tbaa !32
  %3614 = icmp eq i8 %3612, %3613
  %3615 = zext i1 %3614 to i64
  %3616 = getelementptr inbounds i8, ptr %3609, i64 %3615
  br label %3617

3617:                                             ; preds = %3611, %3607
  %3618 = phi ptr [ %3609, %3607 ], [ %3616, %3611 ]
  %3619 = ptrtoint ptr %3618 to i64
  %3620 = ptrtoint ptr %3534 to i64
  %3621 = sub i64 %3619, %3620
  br label %3622

3622:                                             ; preds = %3617, %3577, %3563
  %3623 = phi i64 [ %3621, %3617 ], [ %3566, %3563 ], [ %3584, %3577 ]
  %3624 = add i64 %3623, 4
  %3625 = ptrtoint ptr %3388 to i64
  %3626 = sub i64 %3039, %3625
  %3627 = trunc i64 %3626 to i32
  %3628 = icmp ugt ptr %3014, %3015
  %3629 = icmp ugt ptr %3388, %37
  %3630 = and i1 %3628, %3629
  br i1 %3630, label %3631, label %3645

3631:                                             ; preds = %3622, %3640
  %3632 = phi ptr [ %3635, %3640 ], [ %3014, %3622 ]
  %3633 = phi i64 [ %3641, %3640 ], [ %3624, %3622 ]
  %3634 = phi ptr [ %3637, %3640 ], [ %3388, %3622 ]
  %3635 = getelementptr inbounds i8, ptr %3632, i64 -1
  %3636 = load i8, ptr %3635, align 1, !tbaa !32
  %3637 = getelementptr inbounds i8, ptr %3634, i64 -1
  %3638 = load i8, ptr %3637, align 1, !tbaa !32
  %3639 = icmp eq i8 %3636, %3638
  br i1 %3639, label %3640, label %3645

3640:                                             ; preds = %3631
  %3641 = add i64 %3633, 1
  %3642 = icmp ugt ptr %3635, %3015
  %3643 = icmp ugt ptr %3637, %37
  %3644 = and i1 %3642, %3643
  br i1 %3644, label %3631, label %3645, !llvm.loop !100

3645:                                             ; preds = %3328, %3319, %3496, %3487, %3640, %3631, %3552, %3543, %3527, %3518, %3359, %3350, %3622, %3536, %3510, %3477, %3342, %3310
  %3646 = phi i32 [ %3348, %3342 ], [ %3516, %3510 ], [ %3539, %3536 ], [ %3627, %3622 ], [ %3483, %3477 ], [ %3315, %3310 ], [ %3348, %3350 ], [ %3348, %3359 ], [ %3516, %3518 ], [ %3516, %3527 ], [ %3539, %3543 ], [ %3539, %3552 ], [ %3627, %3631 ], [ %3627, %3640 ], [ %3483, %3487 ], [ %3483, %3496 ], [ %3315, %3319 ], [ %3315, %3328 ]
  %3647 = phi i64 [ %3346, %3342 ], [ %3514, %3510 ], [ %3538, %3536 ], [ %3624, %3622 ], [ %3479, %3477 ], [ %3312, %3310 ], [ %3360, %3359 ], [ %3352, %3350 ], [ %3528, %3527 ], [ %3520, %3518 ], [ %3553, %3552 ], [ %3545, %3543 ], [ %3641, %3640 ], [ %3633, %3631 ], [ %3497, %3496 ], [ %3489, %3487 ], [ %3329, %3328 ], [ %3321, %3319 ]
  %3648 = phi ptr [ %3014, %3342 ], [ %3390, %3510 ], [ %3014, %3536 ], [ %3014, %3622 ], [ %3390, %3477 ], [ %3014, %3310 ], [ %3354, %3359 ], [ %3351, %3350 ], [ %3522, %3527 ], [ %3519, %3518 ], [ %3547, %3552 ], [ %3544, %3543 ], [ %3635, %3640 ], [ %3632, %3631 ], [ %3491, %3496 ], [ %3488, %3487 ], [ %3323, %3328 ], [ %3320, %3319 ]
  %3649 = ptrtoint ptr %3648 to i64
  %3650 = ptrtoint ptr %3015 to i64
  %3651 = sub i64 %3649, %3650
  %3652 = add i32 %3646, 3
  %3653 = getelementptr inbounds i8, ptr %3015, i64 %3651
  %3654 = icmp ugt ptr %3653, %3001
  %3655 = load ptr, ptr %3002, align 8, !tbaa !33
  br i1 %3654, label %3681, label %3656

3656:                                             ; preds = %3645
  %3657 = load <2 x i64>, ptr %3015, align 1, !tbaa !32
  store <2 x i64> %3657, ptr %3655, align 1, !tbaa !32
  %3658 = icmp ugt i64 %3651, 16
  %3659 = load ptr, ptr %3002, align 8, !tbaa !33
  br i1 %3658, label %3663, label %3660

3660:                                             ; preds = %3656
  %3661 = getelementptr inbounds i8, ptr %3659, i64 %3651
  store ptr %3661, ptr %3002, align 8, !tbaa !33
  %3662 = load ptr, ptr %3005, align 8, !tbaa !35
  br label %3809

3663:                                             ; preds = %3656
  %3664 = getelementptr inbounds i8, ptr %3659, i64 16
  %3665 = getelementptr inbounds i8, ptr %3015, i64 16
  %3666 = getelementptr i8, ptr %3659, i64 %3651
  %3667 = load <2 x i64>, ptr %3665, align 1, !tbaa !32
  store <2 x i64> %3667, ptr %3664, align 1, !tbaa !32
  %3668 = icmp slt i64 %3651, 33
  br i1 %3668, label %3797, label %3669

3669:                                             ; preds = %3663
  %3670 = getelementptr inbounds i8, ptr %3659, i64 32
  br label %3671

3671:                                             ; preds = %3671, %3669
  %3672 = phi ptr [ %3670, %3669 ], [ %3679, %3671 ]
  %3673 = phi ptr [ %3665, %3669 ], [ %3677, %3671 ]
  %3674 = getelementptr inbounds i8, ptr %3673, i64 16
  %3675 = load <2 x i64>, ptr %3674, align 1, !tbaa !32
  store <2 x i64> %3675, ptr %3672, align 1, !tbaa !32
  %3676 = getelementptr inbounds i8, ptr %3672, i64 16
  %3677 = getelementptr inbounds i8, ptr %3673, i64 32
  %3678 = load <2 x i64>, ptr %3677, align 1, !tbaa !32
  store <2 x i64> %3678, ptr %3676, align 1, !tbaa !32
  %3679 = getelementptr inbounds i8, ptr %3672, i64 32
  %3680 = icmp ult ptr %3679, %3666
  br i1 %3680, label %3671, label %3797, !llvm.loop !36

3681:                                             ; preds = %3645
  %3682 = icmp ugt ptr %3015, %3001
  br i1 %3682, label %3700, label %3683

3683:                                             ; preds = %3681
  %3684 = sub i64 %3003, %3650
  %3685 = getelementptr inbounds i8, ptr %3655, i64 %3684
  %3686 = load <2 x i64>, ptr %3015, align 1, !tbaa !32
  store <2 x i64> %3686, ptr %3655, align 1, !tbaa !32
  %3687 = icmp slt i64 %3684, 17
  br i1 %3687, label %3700, label %3688

3688:                                             ; preds = %3683
  %3689 = getelementptr inbounds i8, ptr %3655, i64 16
  br label %3690

3690:                                             ; preds = %3690, %3688
  %3691 = phi ptr [ %3689, %3688 ], [ %3698, %3690 ]
  %3692 = phi ptr [ %3015, %3688 ], [ %3696, %3690 ]
  %3693 = getelementptr inbounds i8, ptr %3692, i64 16
  %3694 = load <2 x i64>, ptr %3693, align 1, !tbaa !32
  store <2 x i64> %3694, ptr %3691, align 1, !tbaa !32
  %3695 = getelementptr inbounds i8, ptr %3691, i64 16
  %3696 = getelementptr inbounds i8, ptr %3692, i64 32
  %3697 = load <2 x i64>, ptr %3696, align 1, !tbaa !32
  store <2 x i64> %3697, ptr %3695, align 1, !tbaa !32
  %3698 = getelementptr inbounds i8, ptr %3691, i64 32
  %3699 = icmp ult ptr %3698, %3685
  br i1 %3699, label %3690, label %3700, !llvm.loop !36

3700:                                             ; preds = %3690, %3683, %3681
  %3701 = phi ptr [ %3001, %3683 ], [ %3015, %3681 ], [ %3001, %3690 ]
  %3702 = phi ptr [ %3685, %3683 ], [ %3655, %3681 ], [ %3685, %3690 ]
  %3703 = icmp ult ptr %3701, %3653
  br i1 %3703, label %3704, label %3797

3704:                                             ; preds = %3700
  %3705 = ptrtoint ptr %3702 to i64
  %3706 = ptrtoint ptr %3701 to i64
  %3707 = sub i64 %3649, %3706
  %3708 = getelementptr i8, ptr %3701, i64 %3707
  %3709 = icmp ult i64 %3707, 8
  %3710 = sub i64 %3705, %3706
  %3711 = icmp ult i64 %3710, 32
  %3712 = select i1 %3709, i1 true, i1 %3711
  br i1 %3712, label %3748, label %3713

3713:                                             ; preds = %3704
  %3714 = icmp ult i64 %3707, 32
  br i1 %3714, label %3734, label %3715

3715:                                             ; preds = %3713
  %3716 = and i64 %3707, -32
  br label %3717

3717:                                             ; preds = %3717, %3715
  %3718 = phi i64 [ 0, %3715 ], [ %3725, %3717 ]
  %3719 = getelementptr i8, ptr %3702, i64 %3718
  %3720 = getelementptr i8, ptr %3701, i64 %3718
  %3721 = getelementptr i8, ptr %3720, i64 16
  %3722 = load <16 x i8>, ptr %3720, align 1, !tbaa !32
  %3723 = load <16 x i8>, ptr %3721, align 1, !tbaa !32
  %3724 = getelementptr i8, ptr %3719, i64 16
  store <16 x i8> %3722, ptr %3719, align 1, !tbaa !32
  store <16 x i8> %3723, ptr %3724, align 1, !tbaa !32
  %3725 = add nuw i64 %3718, 32
  %3726 = icmp eq i64 %3725, %3716
  br i1 %3726, label %3727, label %3717, !llvm.loop !125

3727:                                             ; preds = %3717
  %3728 = icmp eq i64 %3707, %3716
  br i1 %3728, label %3797, label %3729

3729:                                             ; preds = %3727
  %3730 = getelementptr i8, ptr %3701, i64 %3716
  %3731 = getelementptr i8, ptr %3702, i64 %3716
  %3732 = and i64 %3707, 24
  %3733 = icmp eq i64 %3732, 0
  br i1 %3733, label %3748, label %3734

3734:                                             ; preds = %3713, %3729
  %3735 = phi i64 [ %3716, %3729 ], [ 0, %3713 ]
  %3736 = and i64 %3707, -8
  %3737 = getelementptr i8, ptr %3702, i64 %3736
  %3738 = getelementptr i8, ptr %3701, i64 %3736
  br label %3739

3739:                                             ; preds = %3739, %3734
  %3740 = phi i64 [ %3735, %3734 ], [ %3744, %3739 ]
  %3741 = getelementptr i8, ptr %3702, i64 %3740
  %3742 = getelementptr i8, ptr %3701, i64 %3740
  %3743 = load <8 x i8>, ptr %3742, align 1, !tbaa !32
  store <8 x i8> %3743, ptr %3741, align 1, !tbaa !32
  %3744 = add nuw i64 %3740, 8
  %3745 = icmp eq i64 %3744, %3736
  br i1 %3745, label %3746, label %3739, !llvm.loop !126

3746:                                             ; preds = %3739
  %3747 = icmp eq i64 %3707, %3736
  br i1 %3747, label %3797, label %3748

3748:                                             ; preds = %3746, %3704, %3729
  %3749 = phi ptr [ %3702, %3704 ], [ %3731, %3729 ], [ %3737, %3746 ]
  %3750 = phi ptr [ %3701, %3704 ], [ %3730, %3729 ], [ %3738, %3746 ]
  %3751 = ptrtoint ptr %3750 to i64
  %3752 = sub i64 %3649, %3751
  %3753 = and i64 %3752, 7
  %3754 = icmp eq i64 %3753, 0
  br i1 %3754, label %3764, label %3755

3755:                                             ; preds = %3748, %3755
  %3756 = phi ptr [ %3761, %3755 ], [ %3749, %3748 ]
  %3757 = phi ptr [ %3759, %3755 ], [ %3750, %3748 ]
  %3758 = phi i64 [ %3762, %3755 ], [ 0, %3748 ]
  %3759 = getelementptr inbounds i8, ptr %3757, i64 1
  %3760 = load i8, ptr %3757, align 1, !tbaa !32
  %3761 = getelementptr inbounds i8, ptr %3756, i64 1
  store i8 %3760, ptr %3756, align 1, !tbaa !32
  %3762 = add i64 %3758, 1
  %3763 = icmp eq i64 %3762, %3753
  br i1 %3763, label %3764, label %3755, !llvm.loop !127

3764:                                             ; preds = %3755, %3748
  %3765 = phi ptr [ %3749, %3748 ], [ %3761, %3755 ]
  %3766 = phi ptr [ %3750, %3748 ], [ %3759, %3755 ]
  %3767 = sub i64 %3751, %3649
  %3768 = icmp ugt i64 %3767, -8
  br i1 %3768, label %3797, label %3769

3769:                                             ; preds = %3764, %3769
  %3770 = phi ptr [ %3795, %3769 ], [ %3765, %3764 ]
  %3771 = phi ptr [ %3793, %3769 ], [ %3766, %3764 ]
  %3772 = getelementptr inbounds i8, ptr %3771, i64 1
  %3773 = load i8, ptr %3771, align 1, !tbaa !32
  %3774 = getelementptr inbounds i8, ptr %3770, i64 1
  store i8 %3773, ptr %3770, align 1, !tbaa !32
  %3775 = getelementptr inbounds i8, ptr %3771, i64 2
  %3776 = load i8, ptr %3772, align 1, !tbaa !32
  %3777 = getelementptr inbounds i8, ptr %3770, i64 2
  store i8 %3776, ptr %3774, align 1, !tbaa !32
  %3778 = getelementptr inbounds i8, ptr %3771, i64 3
  %3779 = load i8, ptr %3775, align 1, !tbaa !32
  %3780 = getelementptr inbounds i8, ptr %3770, i64 3
  store i8 %3779, ptr %3777, align 1, !tbaa !32
  %3781 = getelementptr inbounds i8, ptr %3771, i64 4
  %3782 = load i8, ptr %3778, align 1, !tbaa !32
  %3783 = getelementptr inbounds i8, ptr %3770, i64 4
  store i8 %3782, ptr %3780, align 1, !tbaa !32
  %3784 = getelementptr inbounds i8, ptr %3771, i64 5
  %3785 = load i8, ptr %3781, align 1, !tbaa !32
  %3786 = getelementptr inbounds i8, ptr %3770, i64 5
  store i8 %3785, ptr %3783, align 1, !tbaa !32
  %3787 = getelementptr inbounds i8, ptr %3771, i64 6
  %3788 = load i8, ptr %3784, align 1, !tbaa !32
  %3789 = getelementptr inbounds i8, ptr %3770, i64 6
  store i8 %3788, ptr %3786, align 1, !tbaa !32
  %3790 = getelementptr inbounds i8, ptr %3771, i64 7
  %3791 = load i8, ptr %3787, align 1, !tbaa !32
  %3792 = getelementptr inbounds i8, ptr %3770, i64 7
  store i8 %3791, ptr %3789, align 1, !tbaa !32
  %3793 = getelementptr inbounds i8, ptr %3771, i64 8
  %3794 = load i8, ptr %3790, align 1, !tbaa !32
  %3795 = getelementptr inbounds i8, ptr %3770, i64 8
  store i8 %3794, ptr %3792, align 1, !tbaa !32
  %3796 = icmp eq ptr %3793, %3708
  br i1 %3796, label %3797, label %3769, !llvm.loop !128

3797:                                             ; preds = %3671, %3764, %3769, %3727, %3746, %3700, %3663
  %3798 = load ptr, ptr %3002, align 8, !tbaa !33
  %3799 = getelementptr inbounds i8, ptr %3798, i64 %3651
  store ptr %3799, ptr %3002, align 8, !tbaa !33
  %3800 = icmp ugt i64 %3651, 65535
  %3801 = load ptr, ptr %3005, align 8, !tbaa !35
  br i1 %3800, label %3802, label %3809, !prof !44

3802:                                             ; preds = %3797
  store i32 1, ptr %3004, align 8, !tbaa !45
  %3803 = load ptr, ptr %1, align 8, !tbaa !46
  %3804 = ptrtoint ptr %3801 to i64
  %3805 = ptrtoint ptr %3803 to i64
  %3806 = sub i64 %3804, %3805
  %3807 = lshr exact i64 %3806, 3
  %3808 = trunc i64 %3807 to i32
  store i32 %3808, ptr %3006, align 4, !tbaa !47
  br label %3809

3809:                                             ; preds = %3802, %3797, %3660
  %3810 = phi ptr [ %3662, %3660 ], [ %3801, %3802 ], [ %3801, %3797 ]
  %3811 = trunc i64 %3651 to i16
  %3812 = getelementptr inbounds i8, ptr %3810, i64 4
  store i16 %3811, ptr %3812, align 4, !tbaa !48
  store i32 %3652, ptr %3810, align 4, !tbaa !50
  %3813 = add i64 %3647, -3
  %3814 = icmp ugt i64 %3813, 65535
  br i1 %3814, label %3815, label %3828, !prof !51

3815:                                             ; preds = %3809, %3232
  %3816 = phi ptr [ %3233, %3232 ], [ %3810, %3809 ]
  %3817 = phi i64 [ %3236, %3232 ], [ %3813, %3809 ]
  %3818 = phi i64 [ %3071, %3232 ], [ %3647, %3809 ]
  %3819 = phi i32 [ %3017, %3232 ], [ %3016, %3809 ]
  %3820 = phi i32 [ %3016, %3232 ], [ %3646, %3809 ]
  %3821 = phi ptr [ %3063, %3232 ], [ %3648, %3809 ]
  store i32 2, ptr %3004, align 8, !tbaa !45
  %3822 = load ptr, ptr %1, align 8, !tbaa !46
  %3823 = ptrtoint ptr %3816 to i64
  %3824 = ptrtoint ptr %3822 to i64
  %3825 = sub i64 %3823, %3824
  %3826 = lshr exact i64 %3825, 3
  %3827 = trunc i64 %3826 to i32
  store i32 %3827, ptr %3006, align 4, !tbaa !47
  br label %3828

3828:                                             ; preds = %3815, %3809, %3232
  %3829 = phi i64 [ %3236, %3232 ], [ %3813, %3809 ], [ %3817, %3815 ]
  %3830 = phi ptr [ %3233, %3232 ], [ %3810, %3809 ], [ %3816, %3815 ]
  %3831 = phi i64 [ %3071, %3232 ], [ %3647, %3809 ], [ %3818, %3815 ]
  %3832 = phi i32 [ %3017, %3232 ], [ %3016, %3809 ], [ %3819, %3815 ]
  %3833 = phi i32 [ %3016, %3232 ], [ %3646, %3809 ], [ %3820, %3815 ]
  %3834 = phi ptr [ %3063, %3232 ], [ %3648, %3809 ], [ %3821, %3815 ]
  %3835 = trunc i64 %3829 to i16
  %3836 = getelementptr inbounds i8, ptr %3830, i64 6
  store i16 %3835, ptr %3836, align 2, !tbaa !60
  %3837 = getelementptr inbounds i8, ptr %3830, i64 8
  store ptr %3837, ptr %3005, align 8, !tbaa !35
  %3838 = getelementptr inbounds i8, ptr %3834, i64 %3831
  %3839 = icmp ugt ptr %3838, %39
  br i1 %3839, label %3922, label %3840

3840:                                             ; preds = %3828
  %3841 = add i32 %3041, 2
  %3842 = zext i32 %3841 to i64
  %3843 = getelementptr inbounds i8, ptr %18, i64 %3842
  %3844 = load i64, ptr %3843, align 1, !tbaa !21
  %3845 = mul i64 %3844, -3523014627327384477
  %3846 = lshr i64 %3845, %2994
  %3847 = getelementptr inbounds i32, ptr %10, i64 %3846
  store i32 %3841, ptr %3847, align 4, !tbaa !22
  %3848 = getelementptr inbounds i8, ptr %3838, i64 -2
  %3849 = ptrtoint ptr %3848 to i64
  %3850 = sub i64 %3849, %20
  %3851 = trunc i64 %3850 to i32
  %3852 = load i64, ptr %3848, align 1, !tbaa !21
  %3853 = mul i64 %3852, -3523014627327384477
  %3854 = lshr i64 %3853, %2994
  %3855 = getelementptr inbounds i32, ptr %10, i64 %3854
  store i32 %3851, ptr %3855, align 4, !tbaa !22
  %3856 = mul i64 %3844, -3523014627193167104
  %3857 = lshr i64 %3856, %2996
  %3858 = getelementptr inbounds i32, ptr %14, i64 %3857
  store i32 %3841, ptr %3858, align 4, !tbaa !22
  %3859 = getelementptr inbounds i8, ptr %3838, i64 -1
  %3860 = ptrtoint ptr %3859 to i64
  %3861 = sub i64 %3860, %20
  %3862 = trunc i64 %3861 to i32
  %3863 = load i64, ptr %3859, align 1, !tbaa !21
  %3864 = mul i64 %3863, -3523014627193167104
  %3865 = lshr i64 %3864, %2996
  %3866 = getelementptr inbounds i32, ptr %14, i64 %3865
  store i32 %3862, ptr %3866, align 4, !tbaa !22
  br label %3867

3867:                                             ; preds = %3909, %3840
  %3868 = phi ptr [ %3837, %3840 ], [ %3912, %3909 ]
  %3869 = phi ptr [ %3838, %3840 ], [ %3920, %3909 ]
  %3870 = phi i32 [ %3833, %3840 ], [ %3871, %3909 ]
  %3871 = phi i32 [ %3832, %3840 ], [ %3870, %3909 ]
  %3872 = ptrtoint ptr %3869 to i64
  %3873 = sub i64 %3872, %20
  %3874 = trunc i64 %3873 to i32
  %3875 = sub i32 %3874, %3871
  %3876 = icmp ult i32 %3875, %35
  %3877 = zext i32 %3875 to i64
  %3878 = select i1 %3876, ptr %3012, ptr %18
  %3879 = getelementptr i8, ptr %3878, i64 %3877
  %3880 = sub i32 %3875, %35
  %3881 = icmp ugt i32 %3880, -4
  br i1 %3881, label %3922, label %3882

3882:                                             ; preds = %3867
  %3883 = load i32, ptr %3879, align 1, !tbaa !22
  %3884 = load i32, ptr %3869, align 1, !tbaa !22
  %3885 = icmp eq i32 %3883, %3884
  br i1 %3885, label %3886, label %3922

3886:                                             ; preds = %3882
  %3887 = select i1 %3876, ptr %55, ptr %38
  %3888 = getelementptr inbounds i8, ptr %3869, i64 4
  %3889 = getelementptr inbounds i8, ptr %3879, i64 4
  %3890 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %3888, ptr noundef nonnull %3889, ptr noundef %38, ptr noundef %3887, ptr noundef %37)
  %3891 = add i64 %3890, 4
  %3892 = icmp ugt ptr %3869, %3001
  br i1 %3892, label %3897, label %3893

3893:                                             ; preds = %3886
  %3894 = load ptr, ptr %3002, align 8, !tbaa !33
  %3895 = load <2 x i64>, ptr %3869, align 1, !tbaa !32
  store <2 x i64> %3895, ptr %3894, align 1, !tbaa !32
  %3896 = load ptr, ptr %3005, align 8, !tbaa !35
  br label %3897

3897:                                             ; preds = %3893, %3886
  %3898 = phi ptr [ %3868, %3886 ], [ %3896, %3893 ]
  %3899 = getelementptr inbounds i8, ptr %3898, i64 4
  store i16 0, ptr %3899, align 4, !tbaa !48
  store i32 1, ptr %3898, align 4, !tbaa !50
  %3900 = add i64 %3890, 1
  %3901 = icmp ugt i64 %3900, 65535
  br i1 %3901, label %3902, label %3909, !prof !51

3902:                                             ; preds = %3897
  store i32 2, ptr %3004, align 8, !tbaa !45
  %3903 = load ptr, ptr %1, align 8, !tbaa !46
  %3904 = ptrtoint ptr %3898 to i64
  %3905 = ptrtoint ptr %3903 to i64
  %3906 = sub i64 %3904, %3905
  %3907 = lshr exact i64 %3906, 3
  %3908 = trunc i64 %3907 to i32
  store i32 %3908, ptr %3006, align 4, !tbaa !47
  br label %3909

3909:                                             ; preds = %3902, %3897
  %3910 = trunc i64 %3900 to i16
  %3911 = getelementptr inbounds i8, ptr %3898, i64 6
  store i16 %3910, ptr %3911, align 2, !tbaa !60
  %3912 = getelementptr inbounds i8, ptr %3898, i64 8
  store ptr %3912, ptr %3005, align 8, !tbaa !35
  %3913 = load i64, ptr %3869, align 1, !tbaa !21
  %3914 = mul i64 %3913, -3523014627193167104
  %3915 = lshr i64 %3914, %2996
  %3916 = getelementptr inbounds i32, ptr %14, i64 %3915
  store i32 %3874, ptr %3916, align 4, !tbaa !22
  %3917 = mul i64 %3913, -3523014627327384477
  %3918 = lshr i64 %3917, %2994
  %3919 = getelementptr inbounds i32, ptr %10, i64 %3918
  store i32 %3874, ptr %3919, align 4, !tbaa !22
  %3920 = getelementptr inbounds i8, ptr %3869, i64 %3891
  %3921 = icmp ugt ptr %3920, %39
  br i1 %3921, label %3922, label %3867

3922:                                             ; preds = %3909, %3882, %3867, %3828, %3381
  %3923 = phi i32 [ %3017, %3381 ], [ %3832, %3828 ], [ %3871, %3867 ], [ %3871, %3882 ], [ %3870, %3909 ]
  %3924 = phi i32 [ %3016, %3381 ], [ %3833, %3828 ], [ %3870, %3867 ], [ %3870, %3882 ], [ %3871, %3909 ]
  %3925 = phi ptr [ %3015, %3381 ], [ %3838, %3828 ], [ %3869, %3867 ], [ %3869, %3882 ], [ %3920, %3909 ]
  %3926 = phi ptr [ %3386, %3381 ], [ %3838, %3828 ], [ %3869, %3867 ], [ %3869, %3882 ], [ %3920, %3909 ]
  %3927 = icmp ult ptr %3926, %39
  br i1 %3927, label %3013, label %3928

3928:                                             ; preds = %3922
  %3929 = ptrtoint ptr %3925 to i64
  br label %3930

3930:                                             ; preds = %3928, %2986, %2965, %2023, %2002, %1060, %1039, %92
  %3931 = phi i32 [ %1035, %1039 ], [ %40, %92 ], [ %1998, %2002 ], [ %40, %1060 ], [ %2961, %2965 ], [ %40, %2023 ], [ %3924, %3928 ], [ %40, %2986 ]
  %3932 = phi i32 [ %1034, %1039 ], [ %42, %92 ], [ %1997, %2002 ], [ %42, %1060 ], [ %2960, %2965 ], [ %42, %2023 ], [ %3923, %3928 ], [ %42, %2986 ]
  %3933 = phi i64 [ %1040, %1039 ], [ %19, %92 ], [ %2003, %2002 ], [ %19, %1060 ], [ %2966, %2965 ], [ %19, %2023 ], [ %3929, %3928 ], [ %19, %2986 ]
  store i32 %3931, ptr %2, align 4, !tbaa !22
  store i32 %3932, ptr %41, align 4, !tbaa !22
  %3934 = ptrtoint ptr %38 to i64
  %3935 = sub i64 %3934, %3933
  ret i64 %3935
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressBlock_doubleFast_extDict(ptr nocapture noundef readonly %0, ptr noundef %1, ptr nocapture noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #4 {
  %6 = getelementptr inbounds i8, ptr %0, i64 272
  %7 = load i32, ptr %6, align 8, !tbaa !26
  %8 = add i32 %7, -5
  %9 = icmp ult i32 %8, 3
  %10 = select i1 %9, i32 %7, i32 4
  %11 = tail call fastcc i64 @ZSTD_compressBlock_doubleFast_extDict_generic(ptr noundef nonnull readonly %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %10)
  ret i64 %11
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #7

; Function Attrs: inlinehint nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i64 @ZSTD_count_2segments(ptr noundef %0, ptr noundef %1, ptr noundef readnone %2, ptr noundef %3, ptr nocapture noundef readonly %4) unnamed_addr #8 {
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
  %15 = load i64, ptr %1, align 1, !tbaa !21
  %16 = load i64, ptr %0, align 1, !tbaa !21
  %17 = icmp eq i64 %15, %16
  br i1 %17, label %22, label %18

18:                                               ; preds = %14
  %19 = xor i64 %16, %15
  %20 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %19, i1 true)
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
  %29 = load i64, ptr %26, align 1, !tbaa !21
  %30 = load i64, ptr %25, align 1, !tbaa !21
  %31 = icmp eq i64 %29, %30
  br i1 %31, label %22, label %32

32:                                               ; preds = %28
  %33 = xor i64 %30, %29
  %34 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %33, i1 true)
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
  %46 = load i32, ptr %41, align 1, !tbaa !22
  %47 = load i32, ptr %42, align 1, !tbaa !22
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
  %58 = load i16, ptr %53, align 1, !tbaa !30
  %59 = load i16, ptr %54, align 1, !tbaa !30
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
  %69 = load i8, ptr %65, align 1, !tbaa !32
  %70 = load i8, ptr %66, align 1, !tbaa !32
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
  %88 = load i64, ptr %4, align 1, !tbaa !21
  %89 = load i64, ptr %84, align 1, !tbaa !21
  %90 = icmp eq i64 %88, %89
  br i1 %90, label %95, label %91

91:                                               ; preds = %87
  %92 = xor i64 %89, %88
  %93 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %92, i1 true)
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
  %102 = load i64, ptr %99, align 1, !tbaa !21
  %103 = load i64, ptr %98, align 1, !tbaa !21
  %104 = icmp eq i64 %102, %103
  br i1 %104, label %95, label %105

105:                                              ; preds = %101
  %106 = xor i64 %103, %102
  %107 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %106, i1 true)
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
  %119 = load i32, ptr %114, align 1, !tbaa !22
  %120 = load i32, ptr %115, align 1, !tbaa !22
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
  %131 = load i16, ptr %126, align 1, !tbaa !30
  %132 = load i16, ptr %127, align 1, !tbaa !30
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
  %142 = load i8, ptr %138, align 1, !tbaa !32
  %143 = load i8, ptr %139, align 1, !tbaa !32
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

; Function Attrs: nounwind uwtable
define internal fastcc i64 @ZSTD_compressBlock_doubleFast_extDict_generic(ptr nocapture noundef readonly %0, ptr noundef %1, ptr nocapture noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5) unnamed_addr #1 {
  %7 = getelementptr inbounds i8, ptr %0, i64 256
  %8 = getelementptr inbounds i8, ptr %0, i64 112
  %9 = load ptr, ptr %8, align 8, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %0, i64 264
  %11 = load i32, ptr %10, align 4, !tbaa !20
  %12 = getelementptr inbounds i8, ptr %0, i64 128
  %13 = load ptr, ptr %12, align 8, !tbaa !16
  %14 = getelementptr inbounds i8, ptr %0, i64 260
  %15 = load i32, ptr %14, align 4, !tbaa !19
  %16 = getelementptr inbounds i8, ptr %3, i64 %4
  %17 = getelementptr inbounds i8, ptr %16, i64 -8
  %18 = getelementptr inbounds i8, ptr %0, i64 8
  %19 = load ptr, ptr %18, align 8, !tbaa !17
  %20 = ptrtoint ptr %3 to i64
  %21 = ptrtoint ptr %19 to i64
  %22 = add i64 %20, %4
  %23 = sub i64 %22, %21
  %24 = trunc i64 %23 to i32
  %25 = load i32, ptr %7, align 4, !tbaa !27
  %26 = shl nuw i32 1, %25
  %27 = getelementptr inbounds i8, ptr %0, i64 28
  %28 = load i32, ptr %27, align 4, !tbaa !129
  %29 = sub i32 %24, %28
  %30 = icmp ugt i32 %29, %26
  %31 = sub i32 %24, %26
  %32 = getelementptr inbounds i8, ptr %0, i64 40
  %33 = load i32, ptr %32, align 8, !tbaa !29
  %34 = icmp eq i32 %33, 0
  %35 = select i1 %34, i1 %30, i1 false
  %36 = select i1 %35, i32 %31, i32 %28
  %37 = getelementptr inbounds i8, ptr %0, i64 24
  %38 = load i32, ptr %37, align 8, !tbaa !28
  %39 = tail call i32 @llvm.umax.i32(i32 %38, i32 %36)
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds i8, ptr %19, i64 %40
  %42 = getelementptr inbounds i8, ptr %0, i64 16
  %43 = load ptr, ptr %42, align 8, !tbaa !130
  %44 = zext i32 %36 to i64
  %45 = getelementptr inbounds i8, ptr %43, i64 %44
  %46 = getelementptr inbounds i8, ptr %43, i64 %40
  %47 = load i32, ptr %2, align 4, !tbaa !22
  %48 = getelementptr inbounds i8, ptr %2, i64 4
  %49 = load i32, ptr %48, align 4, !tbaa !22
  %50 = icmp ult i32 %36, %38
  br i1 %50, label %51, label %65

51:                                               ; preds = %6
  %52 = icmp ugt ptr %17, %3
  br i1 %52, label %53, label %930

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
  br label %936

67:                                               ; preds = %53, %922
  %68 = phi ptr [ %3, %53 ], [ %926, %922 ]
  %69 = phi ptr [ %3, %53 ], [ %925, %922 ]
  %70 = phi i32 [ %47, %53 ], [ %924, %922 ]
  %71 = phi i32 [ %49, %53 ], [ %923, %922 ]
  switch i32 %5, label %72 [
    i32 8, label %90
    i32 5, label %78
    i32 6, label %82
    i32 7, label %86
  ]

72:                                               ; preds = %67
  %73 = load i32, ptr %68, align 1, !tbaa !22
  %74 = mul i32 %73, -1640531535
  %75 = lshr i32 %74, %56
  %76 = zext i32 %75 to i64
  %77 = load i64, ptr %68, align 1, !tbaa !21
  br label %94

78:                                               ; preds = %67
  %79 = load i64, ptr %68, align 1, !tbaa !21
  %80 = mul i64 %79, -3523014627271114752
  %81 = lshr i64 %80, %55
  br label %94

82:                                               ; preds = %67
  %83 = load i64, ptr %68, align 1, !tbaa !21
  %84 = mul i64 %83, -3523014627193847808
  %85 = lshr i64 %84, %55
  br label %94

86:                                               ; preds = %67
  %87 = load i64, ptr %68, align 1, !tbaa !21
  %88 = mul i64 %87, -3523014627193167104
  %89 = lshr i64 %88, %55
  br label %94

90:                                               ; preds = %67
  %91 = load i64, ptr %68, align 1, !tbaa !21
  %92 = mul i64 %91, -3523014627327384477
  %93 = lshr i64 %92, %55
  br label %94

94:                                               ; preds = %72, %78, %82, %86, %90
  %95 = phi i64 [ %77, %72 ], [ %87, %86 ], [ %83, %82 ], [ %79, %78 ], [ %91, %90 ]
  %96 = phi i64 [ %76, %72 ], [ %89, %86 ], [ %85, %82 ], [ %81, %78 ], [ %93, %90 ]
  %97 = getelementptr inbounds i32, ptr %13, i64 %96
  %98 = load i32, ptr %97, align 4, !tbaa !22
  %99 = icmp ult i32 %98, %39
  %100 = select i1 %99, ptr %43, ptr %19
  %101 = zext i32 %98 to i64
  %102 = getelementptr inbounds i8, ptr %100, i64 %101
  %103 = mul i64 %95, -3523014627327384477
  %104 = lshr i64 %103, %58
  %105 = getelementptr inbounds i32, ptr %9, i64 %104
  %106 = load i32, ptr %105, align 4, !tbaa !22
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
  store i32 %113, ptr %105, align 4, !tbaa !22
  store i32 %113, ptr %97, align 4, !tbaa !22
  %120 = sub i32 %115, %39
  %121 = icmp ugt i32 %120, -4
  %122 = sub i32 %114, %36
  %123 = icmp ugt i32 %70, %122
  %124 = select i1 %123, i1 true, i1 %121
  br i1 %124, label %302, label %125

125:                                              ; preds = %94
  %126 = load i32, ptr %119, align 1, !tbaa !22
  %127 = getelementptr inbounds i8, ptr %68, i64 1
  %128 = load i32, ptr %127, align 1, !tbaa !22
  %129 = icmp eq i32 %126, %128
  br i1 %129, label %130, label %302

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
  %141 = load ptr, ptr %60, align 8, !tbaa !33
  br i1 %140, label %167, label %142

142:                                              ; preds = %130
  %143 = load <2 x i64>, ptr %69, align 1, !tbaa !32
  store <2 x i64> %143, ptr %141, align 1, !tbaa !32
  %144 = icmp ugt i64 %138, 16
  %145 = load ptr, ptr %60, align 8, !tbaa !33
  br i1 %144, label %149, label %146

146:                                              ; preds = %142
  %147 = getelementptr inbounds i8, ptr %145, i64 %138
  store ptr %147, ptr %60, align 8, !tbaa !33
  %148 = load ptr, ptr %63, align 8, !tbaa !35
  br label %296

149:                                              ; preds = %142
  %150 = getelementptr inbounds i8, ptr %145, i64 16
  %151 = getelementptr inbounds i8, ptr %69, i64 16
  %152 = getelementptr i8, ptr %145, i64 %138
  %153 = load <2 x i64>, ptr %151, align 1, !tbaa !32
  store <2 x i64> %153, ptr %150, align 1, !tbaa !32
  %154 = icmp slt i64 %138, 33
  br i1 %154, label %284, label %155

155:                                              ; preds = %149
  %156 = getelementptr inbounds i8, ptr %145, i64 32
  br label %157

157:                                              ; preds = %157, %155
  %158 = phi ptr [ %156, %155 ], [ %165, %157 ]
  %159 = phi ptr [ %151, %155 ], [ %163, %157 ]
  %160 = getelementptr inbounds i8, ptr %159, i64 16
  %161 = load <2 x i64>, ptr %160, align 1, !tbaa !32
  store <2 x i64> %161, ptr %158, align 1, !tbaa !32
  %162 = getelementptr inbounds i8, ptr %158, i64 16
  %163 = getelementptr inbounds i8, ptr %159, i64 32
  %164 = load <2 x i64>, ptr %163, align 1, !tbaa !32
  store <2 x i64> %164, ptr %162, align 1, !tbaa !32
  %165 = getelementptr inbounds i8, ptr %158, i64 32
  %166 = icmp ult ptr %165, %152
  br i1 %166, label %157, label %284, !llvm.loop !36

167:                                              ; preds = %130
  %168 = icmp ugt ptr %69, %59
  br i1 %168, label %186, label %169

169:                                              ; preds = %167
  %170 = sub i64 %61, %137
  %171 = getelementptr inbounds i8, ptr %141, i64 %170
  %172 = load <2 x i64>, ptr %69, align 1, !tbaa !32
  store <2 x i64> %172, ptr %141, align 1, !tbaa !32
  %173 = icmp slt i64 %170, 17
  br i1 %173, label %186, label %174

174:                                              ; preds = %169
  %175 = getelementptr inbounds i8, ptr %141, i64 16
  br label %176

176:                                              ; preds = %176, %174
  %177 = phi ptr [ %175, %174 ], [ %184, %176 ]
  %178 = phi ptr [ %69, %174 ], [ %182, %176 ]
  %179 = getelementptr inbounds i8, ptr %178, i64 16
  %180 = load <2 x i64>, ptr %179, align 1, !tbaa !32
  store <2 x i64> %180, ptr %177, align 1, !tbaa !32
  %181 = getelementptr inbounds i8, ptr %177, i64 16
  %182 = getelementptr inbounds i8, ptr %178, i64 32
  %183 = load <2 x i64>, ptr %182, align 1, !tbaa !32
  store <2 x i64> %183, ptr %181, align 1, !tbaa !32
  %184 = getelementptr inbounds i8, ptr %177, i64 32
  %185 = icmp ult ptr %184, %171
  br i1 %185, label %176, label %186, !llvm.loop !36

186:                                              ; preds = %176, %169, %167
  %187 = phi ptr [ %59, %169 ], [ %69, %167 ], [ %59, %176 ]
  %188 = phi ptr [ %171, %169 ], [ %141, %167 ], [ %171, %176 ]
  %189 = icmp ult ptr %187, %139
  br i1 %189, label %190, label %284

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
  %208 = load <16 x i8>, ptr %206, align 1, !tbaa !32
  %209 = load <16 x i8>, ptr %207, align 1, !tbaa !32
  %210 = getelementptr i8, ptr %205, i64 16
  store <16 x i8> %208, ptr %205, align 1, !tbaa !32
  store <16 x i8> %209, ptr %210, align 1, !tbaa !32
  %211 = add nuw i64 %204, 32
  %212 = icmp eq i64 %211, %202
  br i1 %212, label %213, label %203, !llvm.loop !131

213:                                              ; preds = %203
  %214 = icmp eq i64 %193, %202
  br i1 %214, label %284, label %215

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
  %229 = load <8 x i8>, ptr %228, align 1, !tbaa !32
  store <8 x i8> %229, ptr %227, align 1, !tbaa !32
  %230 = add nuw i64 %226, 8
  %231 = icmp eq i64 %230, %222
  br i1 %231, label %232, label %225, !llvm.loop !132

232:                                              ; preds = %225
  %233 = icmp eq i64 %193, %222
  br i1 %233, label %284, label %234

234:                                              ; preds = %232, %190, %215
  %235 = phi ptr [ %188, %190 ], [ %217, %215 ], [ %223, %232 ]
  %236 = phi ptr [ %187, %190 ], [ %216, %215 ], [ %224, %232 ]
  %237 = add i64 %111, 1
  %238 = ptrtoint ptr %236 to i64
  %239 = sub i64 %237, %238
  %240 = sub i64 %111, %238
  %241 = and i64 %239, 7
  %242 = icmp eq i64 %241, 0
  br i1 %242, label %252, label %243

243:                                              ; preds = %234, %243
  %244 = phi ptr [ %249, %243 ], [ %235, %234 ]
  %245 = phi ptr [ %247, %243 ], [ %236, %234 ]
  %246 = phi i64 [ %250, %243 ], [ 0, %234 ]
  %247 = getelementptr inbounds i8, ptr %245, i64 1
  %248 = load i8, ptr %245, align 1, !tbaa !32
  %249 = getelementptr inbounds i8, ptr %244, i64 1
  store i8 %248, ptr %244, align 1, !tbaa !32
  %250 = add i64 %246, 1
  %251 = icmp eq i64 %250, %241
  br i1 %251, label %252, label %243, !llvm.loop !133

252:                                              ; preds = %243, %234
  %253 = phi ptr [ %235, %234 ], [ %249, %243 ]
  %254 = phi ptr [ %236, %234 ], [ %247, %243 ]
  %255 = icmp ult i64 %240, 7
  br i1 %255, label %284, label %256

256:                                              ; preds = %252, %256
  %257 = phi ptr [ %282, %256 ], [ %253, %252 ]
  %258 = phi ptr [ %280, %256 ], [ %254, %252 ]
  %259 = getelementptr inbounds i8, ptr %258, i64 1
  %260 = load i8, ptr %258, align 1, !tbaa !32
  %261 = getelementptr inbounds i8, ptr %257, i64 1
  store i8 %260, ptr %257, align 1, !tbaa !32
  %262 = getelementptr inbounds i8, ptr %258, i64 2
  %263 = load i8, ptr %259, align 1, !tbaa !32
  %264 = getelementptr inbounds i8, ptr %257, i64 2
  store i8 %263, ptr %261, align 1, !tbaa !32
  %265 = getelementptr inbounds i8, ptr %258, i64 3
  %266 = load i8, ptr %262, align 1, !tbaa !32
  %267 = getelementptr inbounds i8, ptr %257, i64 3
  store i8 %266, ptr %264, align 1, !tbaa !32
  %268 = getelementptr inbounds i8, ptr %258, i64 4
  %269 = load i8, ptr %265, align 1, !tbaa !32
  %270 = getelementptr inbounds i8, ptr %257, i64 4
  store i8 %269, ptr %267, align 1, !tbaa !32
  %271 = getelementptr inbounds i8, ptr %258, i64 5
  %272 = load i8, ptr %268, align 1, !tbaa !32
  %273 = getelementptr inbounds i8, ptr %257, i64 5
  store i8 %272, ptr %270, align 1, !tbaa !32
  %274 = getelementptr inbounds i8, ptr %258, i64 6
  %275 = load i8, ptr %271, align 1, !tbaa !32
  %276 = getelementptr inbounds i8, ptr %257, i64 6
  store i8 %275, ptr %273, align 1, !tbaa !32
  %277 = getelementptr inbounds i8, ptr %258, i64 7
  %278 = load i8, ptr %274, align 1, !tbaa !32
  %279 = getelementptr inbounds i8, ptr %257, i64 7
  store i8 %278, ptr %276, align 1, !tbaa !32
  %280 = getelementptr inbounds i8, ptr %258, i64 8
  %281 = load i8, ptr %277, align 1, !tbaa !32
  %282 = getelementptr inbounds i8, ptr %257, i64 8
  store i8 %281, ptr %279, align 1, !tbaa !32
  %283 = icmp eq ptr %280, %194
  br i1 %283, label %284, label %256, !llvm.loop !134

284:                                              ; preds = %157, %252, %256, %213, %232, %186, %149
  %285 = load ptr, ptr %60, align 8, !tbaa !33
  %286 = getelementptr inbounds i8, ptr %285, i64 %138
  store ptr %286, ptr %60, align 8, !tbaa !33
  %287 = icmp ugt i64 %138, 65535
  %288 = load ptr, ptr %63, align 8, !tbaa !35
  br i1 %287, label %289, label %296, !prof !44

289:                                              ; preds = %284
  store i32 1, ptr %62, align 8, !tbaa !45
  %290 = load ptr, ptr %1, align 8, !tbaa !46
  %291 = ptrtoint ptr %288 to i64
  %292 = ptrtoint ptr %290 to i64
  %293 = sub i64 %291, %292
  %294 = lshr exact i64 %293, 3
  %295 = trunc i64 %294 to i32
  store i32 %295, ptr %64, align 4, !tbaa !47
  br label %296

296:                                              ; preds = %146, %289, %284
  %297 = phi ptr [ %148, %146 ], [ %288, %289 ], [ %288, %284 ]
  %298 = trunc i64 %138 to i16
  %299 = getelementptr inbounds i8, ptr %297, i64 4
  store i16 %298, ptr %299, align 4, !tbaa !48
  store i32 1, ptr %297, align 4, !tbaa !50
  %300 = add i64 %134, 1
  %301 = icmp ugt i64 %300, 65535
  br i1 %301, label %752, label %765, !prof !51

302:                                              ; preds = %125, %94
  %303 = icmp ugt i32 %106, %36
  br i1 %303, label %304, label %505

304:                                              ; preds = %302
  %305 = load i64, ptr %110, align 1, !tbaa !21
  %306 = icmp eq i64 %305, %95
  br i1 %306, label %307, label %505

307:                                              ; preds = %304
  %308 = select i1 %107, ptr %46, ptr %16
  %309 = select i1 %107, ptr %45, ptr %41
  %310 = getelementptr inbounds i8, ptr %68, i64 8
  %311 = getelementptr inbounds i8, ptr %110, i64 8
  %312 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %310, ptr noundef nonnull %311, ptr noundef %16, ptr noundef %308, ptr noundef nonnull %41)
  %313 = add i64 %312, 8
  %314 = sub i32 %113, %106
  %315 = icmp ugt ptr %68, %69
  %316 = icmp ugt ptr %110, %309
  %317 = and i1 %316, %315
  br i1 %317, label %318, label %336

318:                                              ; preds = %307, %327
  %319 = phi ptr [ %322, %327 ], [ %68, %307 ]
  %320 = phi ptr [ %324, %327 ], [ %110, %307 ]
  %321 = phi i64 [ %328, %327 ], [ %313, %307 ]
  %322 = getelementptr inbounds i8, ptr %319, i64 -1
  %323 = load i8, ptr %322, align 1, !tbaa !32
  %324 = getelementptr inbounds i8, ptr %320, i64 -1
  %325 = load i8, ptr %324, align 1, !tbaa !32
  %326 = icmp eq i8 %323, %325
  br i1 %326, label %327, label %332

327:                                              ; preds = %318
  %328 = add i64 %321, 1
  %329 = icmp ugt ptr %322, %69
  %330 = icmp ugt ptr %324, %309
  %331 = and i1 %330, %329
  br i1 %331, label %318, label %332, !llvm.loop !135

332:                                              ; preds = %327, %318
  %333 = phi i64 [ %321, %318 ], [ %328, %327 ]
  %334 = phi ptr [ %319, %318 ], [ %322, %327 ]
  %335 = ptrtoint ptr %334 to i64
  br label %336

336:                                              ; preds = %332, %307
  %337 = phi i64 [ %335, %332 ], [ %111, %307 ]
  %338 = phi i64 [ %333, %332 ], [ %313, %307 ]
  %339 = phi ptr [ %334, %332 ], [ %68, %307 ]
  %340 = ptrtoint ptr %69 to i64
  %341 = sub i64 %337, %340
  %342 = add i32 %314, 3
  %343 = getelementptr inbounds i8, ptr %69, i64 %341
  %344 = icmp ugt ptr %343, %59
  %345 = load ptr, ptr %60, align 8, !tbaa !33
  br i1 %344, label %371, label %346

346:                                              ; preds = %336
  %347 = load <2 x i64>, ptr %69, align 1, !tbaa !32
  store <2 x i64> %347, ptr %345, align 1, !tbaa !32
  %348 = icmp ugt i64 %341, 16
  %349 = load ptr, ptr %60, align 8, !tbaa !33
  br i1 %348, label %353, label %350

350:                                              ; preds = %346
  %351 = getelementptr inbounds i8, ptr %349, i64 %341
  store ptr %351, ptr %60, align 8, !tbaa !33
  %352 = load ptr, ptr %63, align 8, !tbaa !35
  br label %499

353:                                              ; preds = %346
  %354 = getelementptr inbounds i8, ptr %349, i64 16
  %355 = getelementptr inbounds i8, ptr %69, i64 16
  %356 = getelementptr i8, ptr %349, i64 %341
  %357 = load <2 x i64>, ptr %355, align 1, !tbaa !32
  store <2 x i64> %357, ptr %354, align 1, !tbaa !32
  %358 = icmp slt i64 %341, 33
  br i1 %358, label %487, label %359

359:                                              ; preds = %353
  %360 = getelementptr inbounds i8, ptr %349, i64 32
  br label %361

361:                                              ; preds = %361, %359
  %362 = phi ptr [ %360, %359 ], [ %369, %361 ]
  %363 = phi ptr [ %355, %359 ], [ %367, %361 ]
  %364 = getelementptr inbounds i8, ptr %363, i64 16
  %365 = load <2 x i64>, ptr %364, align 1, !tbaa !32
  store <2 x i64> %365, ptr %362, align 1, !tbaa !32
  %366 = getelementptr inbounds i8, ptr %362, i64 16
  %367 = getelementptr inbounds i8, ptr %363, i64 32
  %368 = load <2 x i64>, ptr %367, align 1, !tbaa !32
  store <2 x i64> %368, ptr %366, align 1, !tbaa !32
  %369 = getelementptr inbounds i8, ptr %362, i64 32
  %370 = icmp ult ptr %369, %356
  br i1 %370, label %361, label %487, !llvm.loop !36

371:                                              ; preds = %336
  %372 = icmp ugt ptr %69, %59
  br i1 %372, label %390, label %373

373:                                              ; preds = %371
  %374 = sub i64 %61, %340
  %375 = getelementptr inbounds i8, ptr %345, i64 %374
  %376 = load <2 x i64>, ptr %69, align 1, !tbaa !32
  store <2 x i64> %376, ptr %345, align 1, !tbaa !32
  %377 = icmp slt i64 %374, 17
  br i1 %377, label %390, label %378

378:                                              ; preds = %373
  %379 = getelementptr inbounds i8, ptr %345, i64 16
  br label %380

380:                                              ; preds = %380, %378
  %381 = phi ptr [ %379, %378 ], [ %388, %380 ]
  %382 = phi ptr [ %69, %378 ], [ %386, %380 ]
  %383 = getelementptr inbounds i8, ptr %382, i64 16
  %384 = load <2 x i64>, ptr %383, align 1, !tbaa !32
  store <2 x i64> %384, ptr %381, align 1, !tbaa !32
  %385 = getelementptr inbounds i8, ptr %381, i64 16
  %386 = getelementptr inbounds i8, ptr %382, i64 32
  %387 = load <2 x i64>, ptr %386, align 1, !tbaa !32
  store <2 x i64> %387, ptr %385, align 1, !tbaa !32
  %388 = getelementptr inbounds i8, ptr %381, i64 32
  %389 = icmp ult ptr %388, %375
  br i1 %389, label %380, label %390, !llvm.loop !36

390:                                              ; preds = %380, %373, %371
  %391 = phi ptr [ %59, %373 ], [ %69, %371 ], [ %59, %380 ]
  %392 = phi ptr [ %375, %373 ], [ %345, %371 ], [ %375, %380 ]
  %393 = icmp ult ptr %391, %343
  br i1 %393, label %394, label %487

394:                                              ; preds = %390
  %395 = ptrtoint ptr %392 to i64
  %396 = ptrtoint ptr %391 to i64
  %397 = sub i64 %337, %396
  %398 = getelementptr i8, ptr %391, i64 %397
  %399 = icmp ult i64 %397, 8
  %400 = sub i64 %395, %396
  %401 = icmp ult i64 %400, 32
  %402 = select i1 %399, i1 true, i1 %401
  br i1 %402, label %438, label %403

403:                                              ; preds = %394
  %404 = icmp ult i64 %397, 32
  br i1 %404, label %424, label %405

405:                                              ; preds = %403
  %406 = and i64 %397, -32
  br label %407

407:                                              ; preds = %407, %405
  %408 = phi i64 [ 0, %405 ], [ %415, %407 ]
  %409 = getelementptr i8, ptr %392, i64 %408
  %410 = getelementptr i8, ptr %391, i64 %408
  %411 = getelementptr i8, ptr %410, i64 16
  %412 = load <16 x i8>, ptr %410, align 1, !tbaa !32
  %413 = load <16 x i8>, ptr %411, align 1, !tbaa !32
  %414 = getelementptr i8, ptr %409, i64 16
  store <16 x i8> %412, ptr %409, align 1, !tbaa !32
  store <16 x i8> %413, ptr %414, align 1, !tbaa !32
  %415 = add nuw i64 %408, 32
  %416 = icmp eq i64 %415, %406
  br i1 %416, label %417, label %407, !llvm.loop !136

417:                                              ; preds = %407
  %418 = icmp eq i64 %397, %406
  br i1 %418, label %487, label %419

419:                                              ; preds = %417
  %420 = getelementptr i8, ptr %391, i64 %406
  %421 = getelementptr i8, ptr %392, i64 %406
  %422 = and i64 %397, 24
  %423 = icmp eq i64 %422, 0
  br i1 %423, label %438, label %424

424:                                              ; preds = %403, %419
  %425 = phi i64 [ %406, %419 ], [ 0, %403 ]
  %426 = and i64 %397, -8
  %427 = getelementptr i8, ptr %392, i64 %426
  %428 = getelementptr i8, ptr %391, i64 %426
  br label %429

429:                                              ; preds = %429, %424
  %430 = phi i64 [ %425, %424 ], [ %434, %429 ]
  %431 = getelementptr i8, ptr %392, i64 %430
  %432 = getelementptr i8, ptr %391, i64 %430
  %433 = load <8 x i8>, ptr %432, align 1, !tbaa !32
  store <8 x i8> %433, ptr %431, align 1, !tbaa !32
  %434 = add nuw i64 %430, 8
  %435 = icmp eq i64 %434, %426
  br i1 %435, label %436, label %429, !llvm.loop !137

436:                                              ; preds = %429
  %437 = icmp eq i64 %397, %426
  br i1 %437, label %487, label %438

438:                                              ; preds = %436, %394, %419
  %439 = phi ptr [ %392, %394 ], [ %421, %419 ], [ %427, %436 ]
  %440 = phi ptr [ %391, %394 ], [ %420, %419 ], [ %428, %436 ]
  %441 = ptrtoint ptr %440 to i64
  %442 = sub i64 %337, %441
  %443 = and i64 %442, 7
  %444 = icmp eq i64 %443, 0
  br i1 %444, label %454, label %445

445:                                              ; preds = %438, %445
  %446 = phi ptr [ %451, %445 ], [ %439, %438 ]
  %447 = phi ptr [ %449, %445 ], [ %440, %438 ]
  %448 = phi i64 [ %452, %445 ], [ 0, %438 ]
  %449 = getelementptr inbounds i8, ptr %447, i64 1
  %450 = load i8, ptr %447, align 1, !tbaa !32
  %451 = getelementptr inbounds i8, ptr %446, i64 1
  store i8 %450, ptr %446, align 1, !tbaa !32
  %452 = add i64 %448, 1
  %453 = icmp eq i64 %452, %443
  br i1 %453, label %454, label %445, !llvm.loop !138

454:                                              ; preds = %445, %438
  %455 = phi ptr [ %439, %438 ], [ %451, %445 ]
  %456 = phi ptr [ %440, %438 ], [ %449, %445 ]
  %457 = sub i64 %441, %337
  %458 = icmp ugt i64 %457, -8
  br i1 %458, label %487, label %459

459:                                              ; preds = %454, %459
  %460 = phi ptr [ %485, %459 ], [ %455, %454 ]
  %461 = phi ptr [ %483, %459 ], [ %456, %454 ]
  %462 = getelementptr inbounds i8, ptr %461, i64 1
  %463 = load i8, ptr %461, align 1, !tbaa !32
  %464 = getelementptr inbounds i8, ptr %460, i64 1
  store i8 %463, ptr %460, align 1, !tbaa !32
  %465 = getelementptr inbounds i8, ptr %461, i64 2
  %466 = load i8, ptr %462, align 1, !tbaa !32
  %467 = getelementptr inbounds i8, ptr %460, i64 2
  store i8 %466, ptr %464, align 1, !tbaa !32
  %468 = getelementptr inbounds i8, ptr %461, i64 3
  %469 = load i8, ptr %465, align 1, !tbaa !32
  %470 = getelementptr inbounds i8, ptr %460, i64 3
  store i8 %469, ptr %467, align 1, !tbaa !32
  %471 = getelementptr inbounds i8, ptr %461, i64 4
  %472 = load i8, ptr %468, align 1, !tbaa !32
  %473 = getelementptr inbounds i8, ptr %460, i64 4
  store i8 %472, ptr %470, align 1, !tbaa !32
  %474 = getelementptr inbounds i8, ptr %461, i64 5
  %475 = load i8, ptr %471, align 1, !tbaa !32
  %476 = getelementptr inbounds i8, ptr %460, i64 5
  store i8 %475, ptr %473, align 1, !tbaa !32
  %477 = getelementptr inbounds i8, ptr %461, i64 6
  %478 = load i8, ptr %474, align 1, !tbaa !32
  %479 = getelementptr inbounds i8, ptr %460, i64 6
  store i8 %478, ptr %476, align 1, !tbaa !32
  %480 = getelementptr inbounds i8, ptr %461, i64 7
  %481 = load i8, ptr %477, align 1, !tbaa !32
  %482 = getelementptr inbounds i8, ptr %460, i64 7
  store i8 %481, ptr %479, align 1, !tbaa !32
  %483 = getelementptr inbounds i8, ptr %461, i64 8
  %484 = load i8, ptr %480, align 1, !tbaa !32
  %485 = getelementptr inbounds i8, ptr %460, i64 8
  store i8 %484, ptr %482, align 1, !tbaa !32
  %486 = icmp eq ptr %483, %398
  br i1 %486, label %487, label %459, !llvm.loop !139

487:                                              ; preds = %361, %454, %459, %417, %436, %390, %353
  %488 = load ptr, ptr %60, align 8, !tbaa !33
  %489 = getelementptr inbounds i8, ptr %488, i64 %341
  store ptr %489, ptr %60, align 8, !tbaa !33
  %490 = icmp ugt i64 %341, 65535
  %491 = load ptr, ptr %63, align 8, !tbaa !35
  br i1 %490, label %492, label %499, !prof !44

492:                                              ; preds = %487
  store i32 1, ptr %62, align 8, !tbaa !45
  %493 = load ptr, ptr %1, align 8, !tbaa !46
  %494 = ptrtoint ptr %491 to i64
  %495 = ptrtoint ptr %493 to i64
  %496 = sub i64 %494, %495
  %497 = lshr exact i64 %496, 3
  %498 = trunc i64 %497 to i32
  store i32 %498, ptr %64, align 4, !tbaa !47
  br label %499

499:                                              ; preds = %350, %492, %487
  %500 = phi ptr [ %352, %350 ], [ %491, %492 ], [ %491, %487 ]
  %501 = trunc i64 %341 to i16
  %502 = getelementptr inbounds i8, ptr %500, i64 4
  store i16 %501, ptr %502, align 4, !tbaa !48
  store i32 %342, ptr %500, align 4, !tbaa !50
  %503 = add i64 %338, -3
  %504 = icmp ugt i64 %503, 65535
  br i1 %504, label %752, label %765, !prof !51

505:                                              ; preds = %304, %302
  %506 = icmp ugt i32 %98, %36
  br i1 %506, label %507, label %746

507:                                              ; preds = %505
  %508 = load i32, ptr %102, align 1, !tbaa !22
  %509 = load i32, ptr %68, align 1, !tbaa !22
  %510 = icmp eq i32 %508, %509
  br i1 %510, label %511, label %746

511:                                              ; preds = %507
  %512 = getelementptr inbounds i8, ptr %68, i64 1
  %513 = load i64, ptr %512, align 1, !tbaa !21
  %514 = mul i64 %513, -3523014627327384477
  %515 = lshr i64 %514, %58
  %516 = getelementptr inbounds i32, ptr %9, i64 %515
  %517 = load i32, ptr %516, align 4, !tbaa !22
  %518 = icmp ult i32 %517, %39
  %519 = select i1 %518, ptr %43, ptr %19
  %520 = zext i32 %517 to i64
  %521 = getelementptr inbounds i8, ptr %519, i64 %520
  store i32 %114, ptr %516, align 4, !tbaa !22
  %522 = icmp ugt i32 %517, %36
  br i1 %522, label %523, label %551

523:                                              ; preds = %511
  %524 = load i64, ptr %521, align 1, !tbaa !21
  %525 = icmp eq i64 %524, %513
  br i1 %525, label %526, label %551

526:                                              ; preds = %523
  %527 = select i1 %518, ptr %46, ptr %16
  %528 = select i1 %518, ptr %45, ptr %41
  %529 = getelementptr inbounds i8, ptr %68, i64 9
  %530 = getelementptr inbounds i8, ptr %521, i64 8
  %531 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %529, ptr noundef nonnull %530, ptr noundef %16, ptr noundef %527, ptr noundef nonnull %41)
  %532 = add i64 %531, 8
  %533 = sub i32 %114, %517
  %534 = icmp ugt ptr %512, %69
  %535 = icmp ugt ptr %521, %528
  %536 = and i1 %535, %534
  br i1 %536, label %537, label %576

537:                                              ; preds = %526, %546
  %538 = phi ptr [ %541, %546 ], [ %512, %526 ]
  %539 = phi i64 [ %547, %546 ], [ %532, %526 ]
  %540 = phi ptr [ %543, %546 ], [ %521, %526 ]
  %541 = getelementptr inbounds i8, ptr %538, i64 -1
  %542 = load i8, ptr %541, align 1, !tbaa !32
  %543 = getelementptr inbounds i8, ptr %540, i64 -1
  %544 = load i8, ptr %543, align 1, !tbaa !32
  %545 = icmp eq i8 %542, %544
  br i1 %545, label %546, label %576

546:                                              ; preds = %537
  %547 = add i64 %539, 1
  %548 = icmp ugt ptr %541, %69
  %549 = icmp ugt ptr %543, %528
  %550 = and i1 %549, %548
  br i1 %550, label %537, label %576, !llvm.loop !140

551:                                              ; preds = %523, %511
  %552 = select i1 %99, ptr %46, ptr %16
  %553 = select i1 %99, ptr %45, ptr %41
  %554 = getelementptr inbounds i8, ptr %68, i64 4
  %555 = getelementptr inbounds i8, ptr %102, i64 4
  %556 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %554, ptr noundef nonnull %555, ptr noundef %16, ptr noundef %552, ptr noundef nonnull %41)
  %557 = add i64 %556, 4
  %558 = sub i32 %113, %98
  %559 = icmp ugt ptr %68, %69
  %560 = icmp ugt ptr %102, %553
  %561 = and i1 %560, %559
  br i1 %561, label %562, label %576

562:                                              ; preds = %551, %571
  %563 = phi ptr [ %566, %571 ], [ %68, %551 ]
  %564 = phi ptr [ %568, %571 ], [ %102, %551 ]
  %565 = phi i64 [ %572, %571 ], [ %557, %551 ]
  %566 = getelementptr inbounds i8, ptr %563, i64 -1
  %567 = load i8, ptr %566, align 1, !tbaa !32
  %568 = getelementptr inbounds i8, ptr %564, i64 -1
  %569 = load i8, ptr %568, align 1, !tbaa !32
  %570 = icmp eq i8 %567, %569
  br i1 %570, label %571, label %576

571:                                              ; preds = %562
  %572 = add i64 %565, 1
  %573 = icmp ugt ptr %566, %69
  %574 = icmp ugt ptr %568, %553
  %575 = and i1 %574, %573
  br i1 %575, label %562, label %576, !llvm.loop !141

576:                                              ; preds = %571, %562, %546, %537, %551, %526
  %577 = phi i32 [ %533, %526 ], [ %558, %551 ], [ %533, %537 ], [ %533, %546 ], [ %558, %562 ], [ %558, %571 ]
  %578 = phi i64 [ %532, %526 ], [ %557, %551 ], [ %547, %546 ], [ %539, %537 ], [ %572, %571 ], [ %565, %562 ]
  %579 = phi ptr [ %512, %526 ], [ %68, %551 ], [ %541, %546 ], [ %538, %537 ], [ %566, %571 ], [ %563, %562 ]
  %580 = ptrtoint ptr %579 to i64
  %581 = ptrtoint ptr %69 to i64
  %582 = sub i64 %580, %581
  %583 = add i32 %577, 3
  %584 = getelementptr inbounds i8, ptr %69, i64 %582
  %585 = icmp ugt ptr %584, %59
  %586 = load ptr, ptr %60, align 8, !tbaa !33
  br i1 %585, label %612, label %587

587:                                              ; preds = %576
  %588 = load <2 x i64>, ptr %69, align 1, !tbaa !32
  store <2 x i64> %588, ptr %586, align 1, !tbaa !32
  %589 = icmp ugt i64 %582, 16
  %590 = load ptr, ptr %60, align 8, !tbaa !33
  br i1 %589, label %594, label %591

591:                                              ; preds = %587
  %592 = getelementptr inbounds i8, ptr %590, i64 %582
  store ptr %592, ptr %60, align 8, !tbaa !33
  %593 = load ptr, ptr %63, align 8, !tbaa !35
  br label %740

594:                                              ; preds = %587
  %595 = getelementptr inbounds i8, ptr %590, i64 16
  %596 = getelementptr inbounds i8, ptr %69, i64 16
  %597 = getelementptr i8, ptr %590, i64 %582
  %598 = load <2 x i64>, ptr %596, align 1, !tbaa !32
  store <2 x i64> %598, ptr %595, align 1, !tbaa !32
  %599 = icmp slt i64 %582, 33
  br i1 %599, label %728, label %600

600:                                              ; preds = %594
  %601 = getelementptr inbounds i8, ptr %590, i64 32
  br label %602

602:                                              ; preds = %602, %600
  %603 = phi ptr [ %601, %600 ], [ %610, %602 ]
  %604 = phi ptr [ %596, %600 ], [ %608, %602 ]
  %605 = getelementptr inbounds i8, ptr %604, i64 16
  %606 = load <2 x i64>, ptr %605, align 1, !tbaa !32
  store <2 x i64> %606, ptr %603, align 1, !tbaa !32
  %607 = getelementptr inbounds i8, ptr %603, i64 16
  %608 = getelementptr inbounds i8, ptr %604, i64 32
  %609 = load <2 x i64>, ptr %608, align 1, !tbaa !32
  store <2 x i64> %609, ptr %607, align 1, !tbaa !32
  %610 = getelementptr inbounds i8, ptr %603, i64 32
  %611 = icmp ult ptr %610, %597
  br i1 %611, label %602, label %728, !llvm.loop !36

612:                                              ; preds = %576
  %613 = icmp ugt ptr %69, %59
  br i1 %613, label %631, label %614

614:                                              ; preds = %612
  %615 = sub i64 %61, %581
  %616 = getelementptr inbounds i8, ptr %586, i64 %615
  %617 = load <2 x i64>, ptr %69, align 1, !tbaa !32
  store <2 x i64> %617, ptr %586, align 1, !tbaa !32
  %618 = icmp slt i64 %615, 17
  br i1 %618, label %631, label %619

619:                                              ; preds = %614
  %620 = getelementptr inbounds i8, ptr %586, i64 16
  br label %621

621:                                              ; preds = %621, %619
  %622 = phi ptr [ %620, %619 ], [ %629, %621 ]
  %623 = phi ptr [ %69, %619 ], [ %627, %621 ]
  %624 = getelementptr inbounds i8, ptr %623, i64 16
  %625 = load <2 x i64>, ptr %624, align 1, !tbaa !32
  store <2 x i64> %625, ptr %622, align 1, !tbaa !32
  %626 = getelementptr inbounds i8, ptr %622, i64 16
  %627 = getelementptr inbounds i8, ptr %623, i64 32
  %628 = load <2 x i64>, ptr %627, align 1, !tbaa !32
  store <2 x i64> %628, ptr %626, align 1, !tbaa !32
  %629 = getelementptr inbounds i8, ptr %622, i64 32
  %630 = icmp ult ptr %629, %616
  br i1 %630, label %621, label %631, !llvm.loop !36

631:                                              ; preds = %621, %614, %612
  %632 = phi ptr [ %59, %614 ], [ %69, %612 ], [ %59, %621 ]
  %633 = phi ptr [ %616, %614 ], [ %586, %612 ], [ %616, %621 ]
  %634 = icmp ult ptr %632, %584
  br i1 %634, label %635, label %728

635:                                              ; preds = %631
  %636 = ptrtoint ptr %633 to i64
  %637 = ptrtoint ptr %632 to i64
  %638 = sub i64 %580, %637
  %639 = getelementptr i8, ptr %632, i64 %638
  %640 = icmp ult i64 %638, 8
  %641 = sub i64 %636, %637
  %642 = icmp ult i64 %641, 32
  %643 = select i1 %640, i1 true, i1 %642
  br i1 %643, label %679, label %644

644:                                              ; preds = %635
  %645 = icmp ult i64 %638, 32
  br i1 %645, label %665, label %646

646:                                              ; preds = %644
  %647 = and i64 %638, -32
  br label %648

648:                                              ; preds = %648, %646
  %649 = phi i64 [ 0, %646 ], [ %656, %648 ]
  %650 = getelementptr i8, ptr %633, i64 %649
  %651 = getelementptr i8, ptr %632, i64 %649
  %652 = getelementptr i8, ptr %651, i64 16
  %653 = load <16 x i8>, ptr %651, align 1, !tbaa !32
  %654 = load <16 x i8>, ptr %652, align 1, !tbaa !32
  %655 = getelementptr i8, ptr %650, i64 16
  store <16 x i8> %653, ptr %650, align 1, !tbaa !32
  store <16 x i8> %654, ptr %655, align 1, !tbaa !32
  %656 = add nuw i64 %649, 32
  %657 = icmp eq i64 %656, %647
  br i1 %657, label %658, label %648, !llvm.loop !142

658:                                              ; preds = %648
  %659 = icmp eq i64 %638, %647
  br i1 %659, label %728, label %660

660:                                              ; preds = %658
  %661 = getelementptr i8, ptr %632, i64 %647
  %662 = getelementptr i8, ptr %633, i64 %647
  %663 = and i64 %638, 24
  %664 = icmp eq i64 %663, 0
  br i1 %664, label %679, label %665

665:                                              ; preds = %644, %660
  %666 = phi i64 [ %647, %660 ], [ 0, %644 ]
  %667 = and i64 %638, -8
  %668 = getelementptr i8, ptr %633, i64 %667
  %669 = getelementptr i8, ptr %632, i64 %667
  br label %670

670:                                              ; preds = %670, %665
  %671 = phi i64 [ %666, %665 ], [ %675, %670 ]
  %672 = getelementptr i8, ptr %633, i64 %671
  %673 = getelementptr i8, ptr %632, i64 %671
  %674 = load <8 x i8>, ptr %673, align 1, !tbaa !32
  store <8 x i8> %674, ptr %672, align 1, !tbaa !32
  %675 = add nuw i64 %671, 8
  %676 = icmp eq i64 %675, %667
  br i1 %676, label %677, label %670, !llvm.loop !143

677:                                              ; preds = %670
  %678 = icmp eq i64 %638, %667
  br i1 %678, label %728, label %679

679:                                              ; preds = %677, %635, %660
  %680 = phi ptr [ %633, %635 ], [ %662, %660 ], [ %668, %677 ]
  %681 = phi ptr [ %632, %635 ], [ %661, %660 ], [ %669, %677 ]
  %682 = ptrtoint ptr %681 to i64
  %683 = sub i64 %580, %682
  %684 = and i64 %683, 7
  %685 = icmp eq i64 %684, 0
  br i1 %685, label %695, label %686

686:                                              ; preds = %679, %686
  %687 = phi ptr [ %692, %686 ], [ %680, %679 ]
  %688 = phi ptr [ %690, %686 ], [ %681, %679 ]
  %689 = phi i64 [ %693, %686 ], [ 0, %679 ]
  %690 = getelementptr inbounds i8, ptr %688, i64 1
  %691 = load i8, ptr %688, align 1, !tbaa !32
  %692 = getelementptr inbounds i8, ptr %687, i64 1
  store i8 %691, ptr %687, align 1, !tbaa !32
  %693 = add i64 %689, 1
  %694 = icmp eq i64 %693, %684
  br i1 %694, label %695, label %686, !llvm.loop !144

695:                                              ; preds = %686, %679
  %696 = phi ptr [ %680, %679 ], [ %692, %686 ]
  %697 = phi ptr [ %681, %679 ], [ %690, %686 ]
  %698 = sub i64 %682, %580
  %699 = icmp ugt i64 %698, -8
  br i1 %699, label %728, label %700

700:                                              ; preds = %695, %700
  %701 = phi ptr [ %726, %700 ], [ %696, %695 ]
  %702 = phi ptr [ %724, %700 ], [ %697, %695 ]
  %703 = getelementptr inbounds i8, ptr %702, i64 1
  %704 = load i8, ptr %702, align 1, !tbaa !32
  %705 = getelementptr inbounds i8, ptr %701, i64 1
  store i8 %704, ptr %701, align 1, !tbaa !32
  %706 = getelementptr inbounds i8, ptr %702, i64 2
  %707 = load i8, ptr %703, align 1, !tbaa !32
  %708 = getelementptr inbounds i8, ptr %701, i64 2
  store i8 %707, ptr %705, align 1, !tbaa !32
  %709 = getelementptr inbounds i8, ptr %702, i64 3
  %710 = load i8, ptr %706, align 1, !tbaa !32
  %711 = getelementptr inbounds i8, ptr %701, i64 3
  store i8 %710, ptr %708, align 1, !tbaa !32
  %712 = getelementptr inbounds i8, ptr %702, i64 4
  %713 = load i8, ptr %709, align 1, !tbaa !32
  %714 = getelementptr inbounds i8, ptr %701, i64 4
  store i8 %713, ptr %711, align 1, !tbaa !32
  %715 = getelementptr inbounds i8, ptr %702, i64 5
  %716 = load i8, ptr %712, align 1, !tbaa !32
  %717 = getelementptr inbounds i8, ptr %701, i64 5
  store i8 %716, ptr %714, align 1, !tbaa !32
  %718 = getelementptr inbounds i8, ptr %702, i64 6
  %719 = load i8, ptr %715, align 1, !tbaa !32
  %720 = getelementptr inbounds i8, ptr %701, i64 6
  store i8 %719, ptr %717, align 1, !tbaa !32
  %721 = getelementptr inbounds i8, ptr %702, i64 7
  %722 = load i8, ptr %718, align 1, !tbaa !32
  %723 = getelementptr inbounds i8, ptr %701, i64 7
  store i8 %722, ptr %720, align 1, !tbaa !32
  %724 = getelementptr inbounds i8, ptr %702, i64 8
  %725 = load i8, ptr %721, align 1, !tbaa !32
  %726 = getelementptr inbounds i8, ptr %701, i64 8
  store i8 %725, ptr %723, align 1, !tbaa !32
  %727 = icmp eq ptr %724, %639
  br i1 %727, label %728, label %700, !llvm.loop !145

728:                                              ; preds = %602, %695, %700, %658, %677, %631, %594
  %729 = load ptr, ptr %60, align 8, !tbaa !33
  %730 = getelementptr inbounds i8, ptr %729, i64 %582
  store ptr %730, ptr %60, align 8, !tbaa !33
  %731 = icmp ugt i64 %582, 65535
  %732 = load ptr, ptr %63, align 8, !tbaa !35
  br i1 %731, label %733, label %740, !prof !44

733:                                              ; preds = %728
  store i32 1, ptr %62, align 8, !tbaa !45
  %734 = load ptr, ptr %1, align 8, !tbaa !46
  %735 = ptrtoint ptr %732 to i64
  %736 = ptrtoint ptr %734 to i64
  %737 = sub i64 %735, %736
  %738 = lshr exact i64 %737, 3
  %739 = trunc i64 %738 to i32
  store i32 %739, ptr %64, align 4, !tbaa !47
  br label %740

740:                                              ; preds = %591, %733, %728
  %741 = phi ptr [ %593, %591 ], [ %732, %733 ], [ %732, %728 ]
  %742 = trunc i64 %582 to i16
  %743 = getelementptr inbounds i8, ptr %741, i64 4
  store i16 %742, ptr %743, align 4, !tbaa !48
  store i32 %583, ptr %741, align 4, !tbaa !50
  %744 = add i64 %578, -3
  %745 = icmp ugt i64 %744, 65535
  br i1 %745, label %752, label %765, !prof !51

746:                                              ; preds = %507, %505
  %747 = ptrtoint ptr %69 to i64
  %748 = sub i64 %111, %747
  %749 = ashr i64 %748, 8
  %750 = add nsw i64 %749, 1
  %751 = getelementptr inbounds i8, ptr %68, i64 %750
  br label %922, !llvm.loop !146

752:                                              ; preds = %740, %499, %296
  %753 = phi ptr [ %297, %296 ], [ %500, %499 ], [ %741, %740 ]
  %754 = phi i64 [ %300, %296 ], [ %503, %499 ], [ %744, %740 ]
  %755 = phi i64 [ %135, %296 ], [ %338, %499 ], [ %578, %740 ]
  %756 = phi i32 [ %71, %296 ], [ %70, %499 ], [ %70, %740 ]
  %757 = phi i32 [ %70, %296 ], [ %314, %499 ], [ %577, %740 ]
  %758 = phi ptr [ %127, %296 ], [ %339, %499 ], [ %579, %740 ]
  store i32 2, ptr %62, align 8, !tbaa !45
  %759 = load ptr, ptr %1, align 8, !tbaa !46
  %760 = ptrtoint ptr %753 to i64
  %761 = ptrtoint ptr %759 to i64
  %762 = sub i64 %760, %761
  %763 = lshr exact i64 %762, 3
  %764 = trunc i64 %763 to i32
  store i32 %764, ptr %64, align 4, !tbaa !47
  br label %765

765:                                              ; preds = %752, %740, %499, %296
  %766 = phi i64 [ %300, %296 ], [ %503, %499 ], [ %744, %740 ], [ %754, %752 ]
  %767 = phi ptr [ %297, %296 ], [ %500, %499 ], [ %741, %740 ], [ %753, %752 ]
  %768 = phi i64 [ %135, %296 ], [ %338, %499 ], [ %578, %740 ], [ %755, %752 ]
  %769 = phi i32 [ %71, %296 ], [ %70, %499 ], [ %70, %740 ], [ %756, %752 ]
  %770 = phi i32 [ %70, %296 ], [ %314, %499 ], [ %577, %740 ], [ %757, %752 ]
  %771 = phi ptr [ %127, %296 ], [ %339, %499 ], [ %579, %740 ], [ %758, %752 ]
  %772 = trunc i64 %766 to i16
  %773 = getelementptr inbounds i8, ptr %767, i64 6
  store i16 %772, ptr %773, align 2, !tbaa !60
  %774 = getelementptr inbounds i8, ptr %767, i64 8
  store ptr %774, ptr %63, align 8, !tbaa !35
  %775 = getelementptr inbounds i8, ptr %771, i64 %768
  %776 = icmp ugt ptr %775, %17
  br i1 %776, label %922, label %777

777:                                              ; preds = %765
  %778 = add i32 %113, 2
  %779 = zext i32 %778 to i64
  %780 = getelementptr inbounds i8, ptr %19, i64 %779
  %781 = load i64, ptr %780, align 1, !tbaa !21
  %782 = mul i64 %781, -3523014627327384477
  %783 = lshr i64 %782, %58
  %784 = getelementptr inbounds i32, ptr %9, i64 %783
  store i32 %778, ptr %784, align 4, !tbaa !22
  %785 = getelementptr inbounds i8, ptr %775, i64 -2
  %786 = ptrtoint ptr %785 to i64
  %787 = sub i64 %786, %21
  %788 = trunc i64 %787 to i32
  %789 = load i64, ptr %785, align 1, !tbaa !21
  %790 = mul i64 %789, -3523014627327384477
  %791 = lshr i64 %790, %58
  %792 = getelementptr inbounds i32, ptr %9, i64 %791
  store i32 %788, ptr %792, align 4, !tbaa !22
  switch i32 %5, label %824 [
    i32 8, label %817
    i32 5, label %793
    i32 6, label %801
    i32 7, label %809
  ]

793:                                              ; preds = %777
  %794 = mul i64 %781, -3523014627271114752
  %795 = lshr i64 %794, %55
  %796 = getelementptr inbounds i32, ptr %13, i64 %795
  store i32 %778, ptr %796, align 4, !tbaa !22
  %797 = getelementptr inbounds i8, ptr %775, i64 -1
  %798 = load i64, ptr %797, align 1, !tbaa !21
  %799 = mul i64 %798, -3523014627271114752
  %800 = lshr i64 %799, %55
  br label %835

801:                                              ; preds = %777
  %802 = mul i64 %781, -3523014627193847808
  %803 = lshr i64 %802, %55
  %804 = getelementptr inbounds i32, ptr %13, i64 %803
  store i32 %778, ptr %804, align 4, !tbaa !22
  %805 = getelementptr inbounds i8, ptr %775, i64 -1
  %806 = load i64, ptr %805, align 1, !tbaa !21
  %807 = mul i64 %806, -3523014627193847808
  %808 = lshr i64 %807, %55
  br label %835

809:                                              ; preds = %777
  %810 = mul i64 %781, -3523014627193167104
  %811 = lshr i64 %810, %55
  %812 = getelementptr inbounds i32, ptr %13, i64 %811
  store i32 %778, ptr %812, align 4, !tbaa !22
  %813 = getelementptr inbounds i8, ptr %775, i64 -1
  %814 = load i64, ptr %813, align 1, !tbaa !21
  %815 = mul i64 %814, -3523014627193167104
  %816 = lshr i64 %815, %55
  br label %835

817:                                              ; preds = %777
  %818 = lshr i64 %782, %55
  %819 = getelementptr inbounds i32, ptr %13, i64 %818
  store i32 %778, ptr %819, align 4, !tbaa !22
  %820 = getelementptr inbounds i8, ptr %775, i64 -1
  %821 = load i64, ptr %820, align 1, !tbaa !21
  %822 = mul i64 %821, -3523014627327384477
  %823 = lshr i64 %822, %55
  br label %835

824:                                              ; preds = %777
  %825 = load i32, ptr %780, align 1, !tbaa !22
  %826 = mul i32 %825, -1640531535
  %827 = lshr i32 %826, %56
  %828 = zext i32 %827 to i64
  %829 = getelementptr inbounds i32, ptr %13, i64 %828
  store i32 %778, ptr %829, align 4, !tbaa !22
  %830 = getelementptr inbounds i8, ptr %775, i64 -1
  %831 = load i32, ptr %830, align 1, !tbaa !22
  %832 = mul i32 %831, -1640531535
  %833 = lshr i32 %832, %56
  %834 = zext i32 %833 to i64
  br label %835

835:                                              ; preds = %817, %809, %801, %793, %824
  %836 = phi ptr [ %830, %824 ], [ %813, %809 ], [ %805, %801 ], [ %797, %793 ], [ %820, %817 ]
  %837 = phi i64 [ %834, %824 ], [ %816, %809 ], [ %808, %801 ], [ %800, %793 ], [ %823, %817 ]
  %838 = ptrtoint ptr %836 to i64
  %839 = sub i64 %838, %21
  %840 = trunc i64 %839 to i32
  %841 = getelementptr inbounds i32, ptr %13, i64 %837
  store i32 %840, ptr %841, align 4, !tbaa !22
  br label %842

842:                                              ; preds = %835, %913
  %843 = phi ptr [ %890, %913 ], [ %774, %835 ]
  %844 = phi ptr [ %920, %913 ], [ %775, %835 ]
  %845 = phi i32 [ %846, %913 ], [ %770, %835 ]
  %846 = phi i32 [ %845, %913 ], [ %769, %835 ]
  %847 = ptrtoint ptr %844 to i64
  %848 = sub i64 %847, %21
  %849 = trunc i64 %848 to i32
  %850 = sub i32 %849, %846
  %851 = icmp ult i32 %850, %39
  %852 = zext i32 %850 to i64
  %853 = select i1 %851, ptr %43, ptr %19
  %854 = getelementptr inbounds i8, ptr %853, i64 %852
  %855 = sub i32 %850, %39
  %856 = icmp ugt i32 %855, -4
  %857 = sub i32 %849, %36
  %858 = icmp ugt i32 %846, %857
  %859 = or i1 %858, %856
  br i1 %859, label %922, label %860

860:                                              ; preds = %842
  %861 = load i32, ptr %854, align 1, !tbaa !22
  %862 = load i32, ptr %844, align 1, !tbaa !22
  %863 = icmp eq i32 %861, %862
  br i1 %863, label %864, label %922

864:                                              ; preds = %860
  %865 = select i1 %851, ptr %46, ptr %16
  %866 = getelementptr inbounds i8, ptr %844, i64 4
  %867 = getelementptr inbounds i8, ptr %854, i64 4
  %868 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %866, ptr noundef nonnull %867, ptr noundef %16, ptr noundef %865, ptr noundef nonnull %41)
  %869 = add i64 %868, 4
  %870 = icmp ugt ptr %844, %59
  br i1 %870, label %875, label %871

871:                                              ; preds = %864
  %872 = load ptr, ptr %60, align 8, !tbaa !33
  %873 = load <2 x i64>, ptr %844, align 1, !tbaa !32
  store <2 x i64> %873, ptr %872, align 1, !tbaa !32
  %874 = load ptr, ptr %63, align 8, !tbaa !35
  br label %875

875:                                              ; preds = %864, %871
  %876 = phi ptr [ %843, %864 ], [ %874, %871 ]
  %877 = getelementptr inbounds i8, ptr %876, i64 4
  store i16 0, ptr %877, align 4, !tbaa !48
  store i32 1, ptr %876, align 4, !tbaa !50
  %878 = add i64 %868, 1
  %879 = icmp ugt i64 %878, 65535
  br i1 %879, label %880, label %887, !prof !51

880:                                              ; preds = %875
  store i32 2, ptr %62, align 8, !tbaa !45
  %881 = load ptr, ptr %1, align 8, !tbaa !46
  %882 = ptrtoint ptr %876 to i64
  %883 = ptrtoint ptr %881 to i64
  %884 = sub i64 %882, %883
  %885 = lshr exact i64 %884, 3
  %886 = trunc i64 %885 to i32
  store i32 %886, ptr %64, align 4, !tbaa !47
  br label %887

887:                                              ; preds = %875, %880
  %888 = trunc i64 %878 to i16
  %889 = getelementptr inbounds i8, ptr %876, i64 6
  store i16 %888, ptr %889, align 2, !tbaa !60
  %890 = getelementptr inbounds i8, ptr %876, i64 8
  store ptr %890, ptr %63, align 8, !tbaa !35
  switch i32 %5, label %891 [
    i32 8, label %909
    i32 5, label %897
    i32 6, label %901
    i32 7, label %905
  ]

891:                                              ; preds = %887
  %892 = load i32, ptr %844, align 1, !tbaa !22
  %893 = mul i32 %892, -1640531535
  %894 = lshr i32 %893, %56
  %895 = zext i32 %894 to i64
  %896 = load i64, ptr %844, align 1, !tbaa !21
  br label %913

897:                                              ; preds = %887
  %898 = load i64, ptr %844, align 1, !tbaa !21
  %899 = mul i64 %898, -3523014627271114752
  %900 = lshr i64 %899, %55
  br label %913

901:                                              ; preds = %887
  %902 = load i64, ptr %844, align 1, !tbaa !21
  %903 = mul i64 %902, -3523014627193847808
  %904 = lshr i64 %903, %55
  br label %913

905:                                              ; preds = %887
  %906 = load i64, ptr %844, align 1, !tbaa !21
  %907 = mul i64 %906, -3523014627193167104
  %908 = lshr i64 %907, %55
  br label %913

909:                                              ; preds = %887
  %910 = load i64, ptr %844, align 1, !tbaa !21
  %911 = mul i64 %910, -3523014627327384477
  %912 = lshr i64 %911, %55
  br label %913

913:                                              ; preds = %909, %905, %901, %897, %891
  %914 = phi i64 [ %896, %891 ], [ %906, %905 ], [ %902, %901 ], [ %898, %897 ], [ %910, %909 ]
  %915 = phi i64 [ %895, %891 ], [ %908, %905 ], [ %904, %901 ], [ %900, %897 ], [ %912, %909 ]
  %916 = getelementptr inbounds i32, ptr %13, i64 %915
  store i32 %849, ptr %916, align 4, !tbaa !22
  %917 = mul i64 %914, -3523014627327384477
  %918 = lshr i64 %917, %58
  %919 = getelementptr inbounds i32, ptr %9, i64 %918
  store i32 %849, ptr %919, align 4, !tbaa !22
  %920 = getelementptr inbounds i8, ptr %844, i64 %869
  %921 = icmp ugt ptr %920, %17
  br i1 %921, label %922, label %842

922:                                              ; preds = %913, %860, %842, %765, %746
  %923 = phi i32 [ %71, %746 ], [ %769, %765 ], [ %845, %913 ], [ %846, %860 ], [ %846, %842 ]
  %924 = phi i32 [ %70, %746 ], [ %770, %765 ], [ %846, %913 ], [ %845, %860 ], [ %845, %842 ]
  %925 = phi ptr [ %69, %746 ], [ %775, %765 ], [ %920, %913 ], [ %844, %860 ], [ %844, %842 ]
  %926 = phi ptr [ %751, %746 ], [ %775, %765 ], [ %920, %913 ], [ %844, %860 ], [ %844, %842 ]
  %927 = icmp ult ptr %926, %17
  br i1 %927, label %67, label %928

928:                                              ; preds = %922
  %929 = ptrtoint ptr %925 to i64
  br label %930

930:                                              ; preds = %928, %51
  %931 = phi i64 [ %929, %928 ], [ %20, %51 ]
  %932 = phi i32 [ %923, %928 ], [ %49, %51 ]
  %933 = phi i32 [ %924, %928 ], [ %47, %51 ]
  store i32 %933, ptr %2, align 4, !tbaa !22
  store i32 %932, ptr %48, align 4, !tbaa !22
  %934 = ptrtoint ptr %16 to i64
  %935 = sub i64 %934, %931
  br label %936

936:                                              ; preds = %930, %65
  %937 = phi i64 [ %66, %65 ], [ %935, %930 ]
  ret i64 %937
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #9

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { inlinehint nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }
attributes #11 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !8, i64 112}
!6 = !{!"ZSTD_MatchState_t", !7, i64 0, !11, i64 40, !11, i64 44, !11, i64 48, !11, i64 52, !8, i64 56, !9, i64 64, !12, i64 96, !11, i64 104, !8, i64 112, !8, i64 120, !8, i64 128, !11, i64 136, !11, i64 140, !13, i64 144, !8, i64 248, !14, i64 256, !8, i64 288, !11, i64 296, !11, i64 300}
!7 = !{!"", !8, i64 0, !8, i64 8, !8, i64 16, !11, i64 24, !11, i64 28, !11, i64 32}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"int", !9, i64 0}
!12 = !{!"long", !9, i64 0}
!13 = !{!"", !8, i64 0, !8, i64 8, !8, i64 16, !8, i64 24, !8, i64 32, !8, i64 40, !11, i64 48, !11, i64 52, !11, i64 56, !11, i64 60, !11, i64 64, !11, i64 68, !11, i64 72, !11, i64 76, !11, i64 80, !8, i64 88, !11, i64 96}
!14 = !{!"", !11, i64 0, !11, i64 4, !11, i64 8, !11, i64 12, !11, i64 16, !11, i64 20, !11, i64 24}
!15 = !{!14, !11, i64 16}
!16 = !{!6, !8, i64 128}
!17 = !{!6, !8, i64 8}
!18 = !{!6, !11, i64 44}
!19 = !{!14, !11, i64 4}
!20 = !{!14, !11, i64 8}
!21 = !{!12, !12, i64 0}
!22 = !{!11, !11, i64 0}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.mustprogress"}
!25 = distinct !{!25, !24}
!26 = !{!6, !11, i64 272}
!27 = !{!14, !11, i64 0}
!28 = !{!6, !11, i64 24}
!29 = !{!6, !11, i64 40}
!30 = !{!31, !31, i64 0}
!31 = !{!"short", !9, i64 0}
!32 = !{!9, !9, i64 0}
!33 = !{!34, !8, i64 24}
!34 = !{!"", !8, i64 0, !8, i64 8, !8, i64 16, !8, i64 24, !8, i64 32, !8, i64 40, !8, i64 48, !12, i64 56, !12, i64 64, !11, i64 72, !11, i64 76}
!35 = !{!34, !8, i64 8}
!36 = distinct !{!36, !24}
!37 = distinct !{!37, !24, !38, !39}
!38 = !{!"llvm.loop.isvectorized", i32 1}
!39 = !{!"llvm.loop.unroll.runtime.disable"}
!40 = distinct !{!40, !24, !38, !39}
!41 = distinct !{!41, !42}
!42 = !{!"llvm.loop.unroll.disable"}
!43 = distinct !{!43, !24, !38}
!44 = !{!"branch_weights", !"expected", i32 1430940, i32 2146052708}
!45 = !{!34, !11, i64 72}
!46 = !{!34, !8, i64 0}
!47 = !{!34, !11, i64 76}
!48 = !{!49, !31, i64 4}
!49 = !{!"SeqDef_s", !11, i64 0, !31, i64 4, !31, i64 6}
!50 = !{!49, !11, i64 0}
!51 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!52 = !{i64 79260, i64 79284}
!53 = distinct !{!53, !24}
!54 = distinct !{!54, !24}
!55 = distinct !{!55, !24}
!56 = distinct !{!56, !24, !38, !39}
!57 = distinct !{!57, !24, !38, !39}
!58 = distinct !{!58, !42}
!59 = distinct !{!59, !24, !38}
!60 = !{!49, !31, i64 6}
!61 = distinct !{!61, !24, !38, !39}
!62 = distinct !{!62, !24, !38, !39}
!63 = distinct !{!63, !42}
!64 = distinct !{!64, !24, !38}
!65 = distinct !{!65, !24, !38, !39}
!66 = distinct !{!66, !24, !38, !39}
!67 = distinct !{!67, !42}
!68 = distinct !{!68, !24, !38}
!69 = distinct !{!69, !24, !38, !39}
!70 = distinct !{!70, !24, !38, !39}
!71 = distinct !{!71, !42}
!72 = distinct !{!72, !24, !38}
!73 = distinct !{!73, !24, !38, !39}
!74 = distinct !{!74, !24, !38, !39}
!75 = distinct !{!75, !42}
!76 = distinct !{!76, !24, !38}
!77 = distinct !{!77, !24, !38, !39}
!78 = distinct !{!78, !24, !38, !39}
!79 = distinct !{!79, !42}
!80 = distinct !{!80, !24, !38}
!81 = distinct !{!81, !24, !38, !39}
!82 = distinct !{!82, !24, !38, !39}
!83 = distinct !{!83, !42}
!84 = distinct !{!84, !24, !38}
!85 = !{!6, !8, i64 248}
!86 = !{!6, !8, i64 0}
!87 = !{!6, !11, i64 296}
!88 = distinct !{!88, !24}
!89 = distinct !{!89, !24}
!90 = distinct !{!90, !24, !38, !39}
!91 = distinct !{!91, !24, !38, !39}
!92 = distinct !{!92, !42}
!93 = distinct !{!93, !24, !38}
!94 = distinct !{!94, !24}
!95 = distinct !{!95, !24}
!96 = distinct !{!96, !24}
!97 = distinct !{!97, !24}
!98 = distinct !{!98, !24}
!99 = distinct !{!99, !24}
!100 = distinct !{!100, !24}
!101 = distinct !{!101, !24, !38, !39}
!102 = distinct !{!102, !24, !38, !39}
!103 = distinct !{!103, !42}
!104 = distinct !{!104, !24, !38}
!105 = distinct !{!105, !24, !38, !39}
!106 = distinct !{!106, !24, !38, !39}
!107 = distinct !{!107, !42}
!108 = distinct !{!108, !24, !38}
!109 = distinct !{!109, !24, !38, !39}
!110 = distinct !{!110, !24, !38, !39}
!111 = distinct !{!111, !42}
!112 = distinct !{!112, !24, !38}
!113 = distinct !{!113, !24, !38, !39}
!114 = distinct !{!114, !24, !38, !39}
!115 = distinct !{!115, !42}
!116 = distinct !{!116, !24, !38}
!117 = distinct !{!117, !24, !38, !39}
!118 = distinct !{!118, !24, !38, !39}
!119 = distinct !{!119, !42}
!120 = distinct !{!120, !24, !38}
!121 = distinct !{!121, !24, !38, !39}
!122 = distinct !{!122, !24, !38, !39}
!123 = distinct !{!123, !42}
!124 = distinct !{!124, !24, !38}
!125 = distinct !{!125, !24, !38, !39}
!126 = distinct !{!126, !24, !38, !39}
!127 = distinct !{!127, !42}
!128 = distinct !{!128, !24, !38}
!129 = !{!6, !11, i64 28}
!130 = !{!6, !8, i64 16}
!131 = distinct !{!131, !24, !38, !39}
!132 = distinct !{!132, !24, !38, !39}
!133 = distinct !{!133, !42}
!134 = distinct !{!134, !24, !38}
!135 = distinct !{!135, !24}
!136 = distinct !{!136, !24, !38, !39}
!137 = distinct !{!137, !24, !38, !39}
!138 = distinct !{!138, !42}
!139 = distinct !{!139, !24, !38}
!140 = distinct !{!140, !24}
!141 = distinct !{!141, !24}
!142 = distinct !{!142, !24, !38, !39}
!143 = distinct !{!143, !24, !38, !39}
!144 = distinct !{!144, !42}
!145 = distinct !{!145, !24, !38}
!146 = distinct !{!146, !24}
