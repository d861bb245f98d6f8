; ModuleID = 'src/zstd/lib/compress/zstd_fast.c'
source_filename = "src/zstd/lib/compress/zstd_fast.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@ZSTD_match4Found_cmov.dummy = internal unnamed_addr constant [4 x i8] c"\124Vx", align 1

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @ZSTD_fillHashTable(ptr nocapture noundef readonly %0, ptr noundef readnone %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp eq i32 %3, 1
  %6 = getelementptr inbounds i8, ptr %0, i64 112
  %7 = load ptr, ptr %6, align 8, !tbaa !6
  %8 = getelementptr inbounds i8, ptr %0, i64 272
  %9 = load i32, ptr %8, align 4, !tbaa !16
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !17
  %12 = getelementptr inbounds i8, ptr %0, i64 44
  %13 = load i32, ptr %12, align 4, !tbaa !18
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds i8, ptr %11, i64 %14
  %16 = getelementptr inbounds i8, ptr %1, i64 -6
  %17 = getelementptr inbounds i8, ptr %15, i64 3
  %18 = icmp ult ptr %17, %16
  br i1 %5, label %19, label %134

19:                                               ; preds = %4
  br i1 %18, label %20, label %236

20:                                               ; preds = %19
  %21 = getelementptr inbounds i8, ptr %0, i64 264
  %22 = load i32, ptr %21, align 4, !tbaa !19
  %23 = ptrtoint ptr %11 to i64
  %24 = sub i32 56, %22
  %25 = zext nneg i32 %24 to i64
  %26 = sub i32 24, %22
  %27 = icmp eq i32 %2, 0
  br label %28

28:                                               ; preds = %131, %20
  %29 = phi ptr [ %17, %20 ], [ %132, %131 ]
  %30 = phi ptr [ %15, %20 ], [ %29, %131 ]
  %31 = ptrtoint ptr %30 to i64
  %32 = sub i64 %31, %23
  %33 = trunc i64 %32 to i32
  switch i32 %9, label %34 [
    i32 8, label %51
    i32 5, label %39
    i32 6, label %43
    i32 7, label %47
  ]

34:                                               ; preds = %28
  %35 = load i32, ptr %30, align 1, !tbaa !20
  %36 = mul i32 %35, -1640531535
  %37 = lshr i32 %36, %26
  %38 = zext i32 %37 to i64
  br label %55

39:                                               ; preds = %28
  %40 = load i64, ptr %30, align 1, !tbaa !21
  %41 = mul i64 %40, -3523014627271114752
  %42 = lshr i64 %41, %25
  br label %55

43:                                               ; preds = %28
  %44 = load i64, ptr %30, align 1, !tbaa !21
  %45 = mul i64 %44, -3523014627193847808
  %46 = lshr i64 %45, %25
  br label %55

47:                                               ; preds = %28
  %48 = load i64, ptr %30, align 1, !tbaa !21
  %49 = mul i64 %48, -3523014627193167104
  %50 = lshr i64 %49, %25
  br label %55

51:                                               ; preds = %28
  %52 = load i64, ptr %30, align 1, !tbaa !21
  %53 = mul i64 %52, -3523014627327384477
  %54 = lshr i64 %53, %25
  br label %55

55:                                               ; preds = %51, %47, %43, %39, %34
  %56 = phi i64 [ %38, %34 ], [ %50, %47 ], [ %46, %43 ], [ %42, %39 ], [ %54, %51 ]
  %57 = lshr i64 %56, 8
  %58 = trunc i64 %56 to i32
  %59 = and i32 %58, 255
  %60 = shl i32 %33, 8
  %61 = or disjoint i32 %59, %60
  %62 = getelementptr inbounds i32, ptr %7, i64 %57
  store i32 %61, ptr %62, align 4, !tbaa !20
  br i1 %27, label %131, label %63

63:                                               ; preds = %55
  %64 = getelementptr inbounds i8, ptr %30, i64 1
  switch i32 %9, label %65 [
    i32 8, label %82
    i32 5, label %70
    i32 6, label %74
    i32 7, label %78
  ]

65:                                               ; preds = %63
  %66 = load i32, ptr %64, align 1, !tbaa !20
  %67 = mul i32 %66, -1640531535
  %68 = lshr i32 %67, %26
  %69 = zext i32 %68 to i64
  br label %86

70:                                               ; preds = %63
  %71 = load i64, ptr %64, align 1, !tbaa !21
  %72 = mul i64 %71, -3523014627271114752
  %73 = lshr i64 %72, %25
  br label %86

74:                                               ; preds = %63
  %75 = load i64, ptr %64, align 1, !tbaa !21
  %76 = mul i64 %75, -3523014627193847808
  %77 = lshr i64 %76, %25
  br label %86

78:                                               ; preds = %63
  %79 = load i64, ptr %64, align 1, !tbaa !21
  %80 = mul i64 %79, -3523014627193167104
  %81 = lshr i64 %80, %25
  br label %86

82:                                               ; preds = %63
  %83 = load i64, ptr %64, align 1, !tbaa !21
  %84 = mul i64 %83, -3523014627327384477
  %85 = lshr i64 %84, %25
  br label %86

86:                                               ; preds = %82, %78, %74, %70, %65
  %87 = phi i64 [ %69, %65 ], [ %81, %78 ], [ %77, %74 ], [ %73, %70 ], [ %85, %82 ]
  %88 = lshr i64 %87, 8
  %89 = getelementptr inbounds i32, ptr %7, i64 %88
  %90 = load i32, ptr %89, align 4, !tbaa !20
  %91 = icmp eq i32 %90, 0
  br i1 %91, label %92, label %97

92:                                               ; preds = %86
  %93 = trunc i64 %87 to i32
  %94 = and i32 %93, 255
  %95 = add i32 %60, 256
  %96 = or disjoint i32 %94, %95
  store i32 %96, ptr %89, align 4, !tbaa !20
  br label %97

97:                                               ; preds = %92, %86
  %98 = getelementptr inbounds i8, ptr %30, i64 2
  switch i32 %9, label %115 [
    i32 8, label %111
    i32 5, label %107
    i32 6, label %103
    i32 7, label %99
  ]

99:                                               ; preds = %97
  %100 = load i64, ptr %98, align 1, !tbaa !21
  %101 = mul i64 %100, -3523014627193167104
  %102 = lshr i64 %101, %25
  br label %120

103:                                              ; preds = %97
  %104 = load i64, ptr %98, align 1, !tbaa !21
  %105 = mul i64 %104, -3523014627193847808
  %106 = lshr i64 %105, %25
  br label %120

107:                                              ; preds = %97
  %108 = load i64, ptr %98, align 1, !tbaa !21
  %109 = mul i64 %108, -3523014627271114752
  %110 = lshr i64 %109, %25
  br label %120

111:                                              ; preds = %97
  %112 = load i64, ptr %98, align 1, !tbaa !21
  %113 = mul i64 %112, -3523014627327384477
  %114 = lshr i64 %113, %25
  br label %120

115:                                              ; preds = %97
  %116 = load i32, ptr %98, align 1, !tbaa !20
  %117 = mul i32 %116, -1640531535
  %118 = lshr i32 %117, %26
  %119 = zext i32 %118 to i64
  br label %120

120:                                              ; preds = %115, %111, %107, %103, %99
  %121 = phi i64 [ %119, %115 ], [ %102, %99 ], [ %106, %103 ], [ %110, %107 ], [ %114, %111 ]
  %122 = lshr i64 %121, 8
  %123 = getelementptr inbounds i32, ptr %7, i64 %122
  %124 = load i32, ptr %123, align 4, !tbaa !20
  %125 = icmp eq i32 %124, 0
  br i1 %125, label %126, label %131

126:                                              ; preds = %120
  %127 = trunc i64 %121 to i32
  %128 = and i32 %127, 255
  %129 = add i32 %60, 512
  %130 = or disjoint i32 %128, %129
  store i32 %130, ptr %123, align 4, !tbaa !20
  br label %131

131:                                              ; preds = %126, %120, %55
  %132 = getelementptr inbounds i8, ptr %29, i64 3
  %133 = icmp ult ptr %132, %16
  br i1 %133, label %28, label %236, !llvm.loop !22

134:                                              ; preds = %4
  br i1 %18, label %135, label %236

135:                                              ; preds = %134
  %136 = getelementptr inbounds i8, ptr %0, i64 264
  %137 = load i32, ptr %136, align 4, !tbaa !19
  %138 = ptrtoint ptr %11 to i64
  %139 = sub i32 64, %137
  %140 = zext nneg i32 %139 to i64
  %141 = sub i32 32, %137
  %142 = icmp eq i32 %2, 0
  br label %143

143:                                              ; preds = %233, %135
  %144 = phi ptr [ %17, %135 ], [ %234, %233 ]
  %145 = phi ptr [ %15, %135 ], [ %144, %233 ]
  %146 = ptrtoint ptr %145 to i64
  %147 = sub i64 %146, %138
  %148 = trunc i64 %147 to i32
  switch i32 %9, label %149 [
    i32 8, label %166
    i32 5, label %154
    i32 6, label %158
    i32 7, label %162
  ]

149:                                              ; preds = %143
  %150 = load i32, ptr %145, align 1, !tbaa !20
  %151 = mul i32 %150, -1640531535
  %152 = lshr i32 %151, %141
  %153 = zext i32 %152 to i64
  br label %170

154:                                              ; preds = %143
  %155 = load i64, ptr %145, align 1, !tbaa !21
  %156 = mul i64 %155, -3523014627271114752
  %157 = lshr i64 %156, %140
  br label %170

158:                                              ; preds = %143
  %159 = load i64, ptr %145, align 1, !tbaa !21
  %160 = mul i64 %159, -3523014627193847808
  %161 = lshr i64 %160, %140
  br label %170

162:                                              ; preds = %143
  %163 = load i64, ptr %145, align 1, !tbaa !21
  %164 = mul i64 %163, -3523014627193167104
  %165 = lshr i64 %164, %140
  br label %170

166:                                              ; preds = %143
  %167 = load i64, ptr %145, align 1, !tbaa !21
  %168 = mul i64 %167, -3523014627327384477
  %169 = lshr i64 %168, %140
  br label %170

170:                                              ; preds = %166, %162, %158, %154, %149
  %171 = phi i64 [ %153, %149 ], [ %165, %162 ], [ %161, %158 ], [ %157, %154 ], [ %169, %166 ]
  %172 = getelementptr inbounds i32, ptr %7, i64 %171
  store i32 %148, ptr %172, align 4, !tbaa !20
  br i1 %142, label %233, label %173

173:                                              ; preds = %170
  %174 = getelementptr inbounds i8, ptr %145, i64 1
  switch i32 %9, label %175 [
    i32 8, label %192
    i32 5, label %180
    i32 6, label %184
    i32 7, label %188
  ]

175:                                              ; preds = %173
  %176 = load i32, ptr %174, align 1, !tbaa !20
  %177 = mul i32 %176, -1640531535
  %178 = lshr i32 %177, %141
  %179 = zext i32 %178 to i64
  br label %196

180:                                              ; preds = %173
  %181 = load i64, ptr %174, align 1, !tbaa !21
  %182 = mul i64 %181, -3523014627271114752
  %183 = lshr i64 %182, %140
  br label %196

184:                                              ; preds = %173
  %185 = load i64, ptr %174, align 1, !tbaa !21
  %186 = mul i64 %185, -3523014627193847808
  %187 = lshr i64 %186, %140
  br label %196

188:                                              ; preds = %173
  %189 = load i64, ptr %174, align 1, !tbaa !21
  %190 = mul i64 %189, -3523014627193167104
  %191 = lshr i64 %190, %140
  br label %196

192:                                              ; preds = %173
  %193 = load i64, ptr %174, align 1, !tbaa !21
  %194 = mul i64 %193, -3523014627327384477
  %195 = lshr i64 %194, %140
  br label %196

196:                                              ; preds = %192, %188, %184, %180, %175
  %197 = phi i64 [ %179, %175 ], [ %191, %188 ], [ %187, %184 ], [ %183, %180 ], [ %195, %192 ]
  %198 = getelementptr inbounds i32, ptr %7, i64 %197
  %199 = load i32, ptr %198, align 4, !tbaa !20
  %200 = icmp eq i32 %199, 0
  br i1 %200, label %201, label %203

201:                                              ; preds = %196
  %202 = add i32 %148, 1
  store i32 %202, ptr %198, align 4, !tbaa !20
  br label %203

203:                                              ; preds = %201, %196
  %204 = getelementptr inbounds i8, ptr %145, i64 2
  switch i32 %9, label %221 [
    i32 8, label %217
    i32 5, label %213
    i32 6, label %209
    i32 7, label %205
  ]

205:                                              ; preds = %203
  %206 = load i64, ptr %204, align 1, !tbaa !21
  %207 = mul i64 %206, -3523014627193167104
  %208 = lshr i64 %207, %140
  br label %226

209:                                              ; preds = %203
  %210 = load i64, ptr %204, align 1, !tbaa !21
  %211 = mul i64 %210, -3523014627193847808
  %212 = lshr i64 %211, %140
  br label %226

213:                                              ; preds = %203
  %214 = load i64, ptr %204, align 1, !tbaa !21
  %215 = mul i64 %214, -3523014627271114752
  %216 = lshr i64 %215, %140
  br label %226

217:                                              ; preds = %203
  %218 = load i64, ptr %204, align 1, !tbaa !21
  %219 = mul i64 %218, -3523014627327384477
  %220 = lshr i64 %219, %140
  br label %226

221:                                              ; preds = %203
  %222 = load i32, ptr %204, align 1, !tbaa !20
  %223 = mul i32 %222, -1640531535
  %224 = lshr i32 %223, %141
  %225 = zext i32 %224 to i64
  br label %226

226:                                              ; preds = %221, %217, %213, %209, %205
  %227 = phi i64 [ %225, %221 ], [ %208, %205 ], [ %212, %209 ], [ %216, %213 ], [ %220, %217 ]
  %228 = getelementptr inbounds i32, ptr %7, i64 %227
  %229 = load i32, ptr %228, align 4, !tbaa !20
  %230 = icmp eq i32 %229, 0
  br i1 %230, label %231, label %233

231:                                              ; preds = %226
  %232 = add i32 %148, 2
  store i32 %232, ptr %228, align 4, !tbaa !20
  br label %233

233:                                              ; preds = %231, %226, %170
  %234 = getelementptr inbounds i8, ptr %144, i64 3
  %235 = icmp ult ptr %234, %16
  br i1 %235, label %143, label %236, !llvm.loop !24

236:                                              ; preds = %233, %131, %134, %19
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressBlock_fast(ptr nocapture noundef readonly %0, ptr noundef %1, ptr nocapture noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #1 {
  %6 = getelementptr inbounds i8, ptr %0, i64 256
  %7 = getelementptr inbounds i8, ptr %0, i64 272
  %8 = load i32, ptr %7, align 8, !tbaa !25
  %9 = load i32, ptr %6, align 8, !tbaa !26
  %10 = icmp ult i32 %9, 19
  %11 = getelementptr inbounds i8, ptr %0, i64 112
  %12 = load ptr, ptr %11, align 8, !tbaa !6
  %13 = getelementptr inbounds i8, ptr %0, i64 276
  %14 = load i32, ptr %13, align 4, !tbaa !27
  %15 = tail call i32 @llvm.umax.i32(i32 %14, i32 1)
  %16 = add i32 %15, 1
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds i8, ptr %0, i64 8
  %19 = load ptr, ptr %18, align 8, !tbaa !17
  %20 = ptrtoint ptr %3 to i64
  %21 = ptrtoint ptr %19 to i64
  %22 = add i64 %20, %4
  %23 = sub i64 %22, %21
  %24 = trunc i64 %23 to i32
  %25 = shl nuw i32 1, %9
  %26 = getelementptr inbounds i8, ptr %0, i64 24
  %27 = load i32, ptr %26, align 8, !tbaa !28
  %28 = sub i32 %24, %27
  %29 = icmp ugt i32 %28, %25
  %30 = sub i32 %24, %25
  %31 = getelementptr inbounds i8, ptr %0, i64 40
  %32 = load i32, ptr %31, align 8, !tbaa !29
  %33 = icmp eq i32 %32, 0
  %34 = select i1 %33, i1 %29, i1 false
  %35 = select i1 %34, i32 %30, i32 %27
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds i8, ptr %19, i64 %36
  %38 = getelementptr inbounds i8, ptr %3, i64 %4
  %39 = getelementptr inbounds i8, ptr %38, i64 -8
  %40 = load i32, ptr %2, align 4, !tbaa !20
  %41 = getelementptr inbounds i8, ptr %2, i64 4
  %42 = load i32, ptr %41, align 4, !tbaa !20
  %43 = icmp eq ptr %37, %3
  %44 = zext i1 %43 to i64
  %45 = getelementptr inbounds i8, ptr %3, i64 %44
  %46 = ptrtoint ptr %45 to i64
  %47 = sub i64 %46, %21
  %48 = trunc i64 %47 to i32
  %49 = sub i32 %48, %27
  %50 = icmp ugt i32 %49, %25
  %51 = sub i32 %48, %25
  %52 = select i1 %33, i1 %50, i1 false
  %53 = select i1 %52, i32 %51, i32 %27
  %54 = sub i32 %48, %53
  %55 = icmp ugt i32 %42, %54
  %56 = select i1 %55, i32 0, i32 %42
  %57 = icmp ugt i32 %40, %54
  %58 = select i1 %57, i32 0, i32 %40
  %59 = getelementptr inbounds i8, ptr %19, i64 2
  %60 = getelementptr inbounds i8, ptr %45, i64 %17
  %61 = getelementptr inbounds i8, ptr %60, i64 1
  %62 = icmp ult ptr %61, %39
  br i1 %10, label %63, label %2086

63:                                               ; preds = %5
  switch i32 %8, label %64 [
    i32 7, label %1582
    i32 5, label %574
    i32 6, label %1078
  ]

64:                                               ; preds = %63
  br i1 %62, label %65, label %4098

65:                                               ; preds = %64
  %66 = getelementptr inbounds i8, ptr %0, i64 264
  %67 = load i32, ptr %66, align 4, !tbaa !19
  %68 = sub i32 32, %67
  %69 = getelementptr inbounds i8, ptr %38, i64 -7
  %70 = getelementptr inbounds i8, ptr %38, i64 -3
  %71 = getelementptr inbounds i8, ptr %38, i64 -1
  %72 = getelementptr inbounds i8, ptr %38, i64 -32
  %73 = getelementptr inbounds i8, ptr %1, i64 24
  %74 = ptrtoint ptr %72 to i64
  %75 = getelementptr inbounds i8, ptr %1, i64 72
  %76 = getelementptr inbounds i8, ptr %1, i64 8
  %77 = getelementptr inbounds i8, ptr %1, i64 76
  br label %78

78:                                               ; preds = %567, %65
  %79 = phi ptr [ %61, %65 ], [ %572, %567 ]
  %80 = phi ptr [ %60, %65 ], [ %571, %567 ]
  %81 = phi ptr [ %3, %65 ], [ %570, %567 ]
  %82 = phi ptr [ %45, %65 ], [ %570, %567 ]
  %83 = phi i32 [ %58, %65 ], [ %569, %567 ]
  %84 = phi i32 [ %56, %65 ], [ %568, %567 ]
  %85 = getelementptr inbounds i8, ptr %82, i64 1
  %86 = getelementptr inbounds i8, ptr %82, i64 128
  %87 = load i32, ptr %82, align 1, !tbaa !20
  %88 = mul i32 %87, -1640531535
  %89 = lshr i32 %88, %68
  %90 = zext i32 %89 to i64
  %91 = load i32, ptr %85, align 1, !tbaa !20
  %92 = getelementptr inbounds i32, ptr %12, i64 %90
  %93 = load i32, ptr %92, align 4, !tbaa !20
  %94 = zext i32 %83 to i64
  %95 = sub nsw i64 0, %94
  %96 = icmp ne i32 %83, 0
  br label %97

97:                                               ; preds = %177, %78
  %98 = phi i64 [ %90, %78 ], [ %136, %177 ]
  %99 = phi i32 [ %91, %78 ], [ %153, %177 ]
  %100 = phi i32 [ %93, %78 ], [ %152, %177 ]
  %101 = phi i64 [ %17, %78 ], [ %178, %177 ]
  %102 = phi ptr [ %86, %78 ], [ %179, %177 ]
  %103 = phi ptr [ %79, %78 ], [ %155, %177 ]
  %104 = phi ptr [ %80, %78 ], [ %154, %177 ]
  %105 = phi ptr [ %85, %78 ], [ %103, %177 ]
  %106 = phi ptr [ %82, %78 ], [ %104, %177 ]
  %107 = mul i32 %99, -1640531535
  %108 = lshr i32 %107, %68
  %109 = zext i32 %108 to i64
  %110 = getelementptr inbounds i8, ptr %104, i64 %95
  %111 = load i32, ptr %110, align 1, !tbaa !20
  %112 = ptrtoint ptr %106 to i64
  %113 = sub i64 %112, %21
  %114 = trunc i64 %113 to i32
  %115 = getelementptr inbounds i32, ptr %12, i64 %98
  store i32 %114, ptr %115, align 4, !tbaa !20
  %116 = load i32, ptr %104, align 1, !tbaa !20
  %117 = icmp eq i32 %116, %111
  %118 = and i1 %96, %117
  br i1 %118, label %162, label %119

119:                                              ; preds = %97
  %120 = zext i32 %100 to i64
  %121 = getelementptr inbounds i8, ptr %19, i64 %120
  %122 = icmp ult i32 %100, %35
  %123 = select i1 %122, ptr @ZSTD_match4Found_cmov.dummy, ptr %121
  %124 = load i32, ptr %106, align 1, !tbaa !20
  %125 = load i32, ptr %123, align 1, !tbaa !20
  %126 = icmp eq i32 %124, %125
  br i1 %126, label %127, label %130

127:                                              ; preds = %119
  tail call void asm sideeffect "", ""() #6, !srcloc !30
  br i1 %122, label %128, label %181

128:                                              ; preds = %127
  %129 = load i32, ptr %104, align 1, !tbaa !20
  br label %130

130:                                              ; preds = %128, %119
  %131 = phi i32 [ %129, %128 ], [ %116, %119 ]
  %132 = getelementptr inbounds i32, ptr %12, i64 %109
  %133 = load i32, ptr %132, align 4, !tbaa !20
  %134 = mul i32 %131, -1640531535
  %135 = lshr i32 %134, %68
  %136 = zext i32 %135 to i64
  %137 = ptrtoint ptr %105 to i64
  %138 = sub i64 %137, %21
  %139 = trunc i64 %138 to i32
  store i32 %139, ptr %132, align 4, !tbaa !20
  %140 = zext i32 %133 to i64
  %141 = getelementptr inbounds i8, ptr %19, i64 %140
  %142 = icmp ult i32 %133, %35
  %143 = select i1 %142, ptr @ZSTD_match4Found_cmov.dummy, ptr %141
  %144 = load i32, ptr %105, align 1, !tbaa !20
  %145 = load i32, ptr %143, align 1, !tbaa !20
  %146 = icmp eq i32 %144, %145
  br i1 %146, label %147, label %150

147:                                              ; preds = %130
  tail call void asm sideeffect "", ""() #6, !srcloc !30
  br i1 %142, label %150, label %148

148:                                              ; preds = %147
  %149 = icmp ult i64 %101, 5
  br i1 %149, label %181, label %193

150:                                              ; preds = %147, %130
  %151 = getelementptr inbounds i32, ptr %12, i64 %136
  %152 = load i32, ptr %151, align 4, !tbaa !20
  %153 = load i32, ptr %103, align 1, !tbaa !20
  %154 = getelementptr inbounds i8, ptr %104, i64 %101
  %155 = getelementptr inbounds i8, ptr %103, i64 %101
  %156 = icmp ult ptr %154, %102
  br i1 %156, label %177, label %157

157:                                              ; preds = %150
  %158 = add i64 %101, 1
  %159 = getelementptr inbounds i8, ptr %103, i64 64
  tail call void @llvm.prefetch.p0(ptr nonnull %159, i32 0, i32 3, i32 1)
  %160 = getelementptr inbounds i8, ptr %103, i64 128
  tail call void @llvm.prefetch.p0(ptr nonnull %160, i32 0, i32 3, i32 1)
  %161 = getelementptr inbounds i8, ptr %102, i64 128
  br label %177

162:                                              ; preds = %97
  %163 = getelementptr inbounds i8, ptr %104, i64 %95
  %164 = getelementptr inbounds i8, ptr %104, i64 -1
  %165 = load i8, ptr %164, align 1, !tbaa !31
  %166 = getelementptr inbounds i8, ptr %163, i64 -1
  %167 = load i8, ptr %166, align 1, !tbaa !31
  %168 = icmp eq i8 %165, %167
  %169 = sext i1 %168 to i64
  %170 = getelementptr inbounds i8, ptr %104, i64 %169
  %171 = getelementptr inbounds i8, ptr %163, i64 %169
  %172 = select i1 %168, i64 5, i64 4
  %173 = ptrtoint ptr %105 to i64
  %174 = sub i64 %173, %21
  %175 = trunc i64 %174 to i32
  %176 = getelementptr inbounds i32, ptr %12, i64 %109
  store i32 %175, ptr %176, align 4, !tbaa !20
  br label %221

177:                                              ; preds = %157, %150
  %178 = phi i64 [ %101, %150 ], [ %158, %157 ]
  %179 = phi ptr [ %102, %150 ], [ %161, %157 ]
  %180 = icmp ult ptr %155, %39
  br i1 %180, label %97, label %4098, !llvm.loop !32

181:                                              ; preds = %127, %148
  %182 = phi ptr [ %104, %148 ], [ %105, %127 ]
  %183 = phi i64 [ %136, %148 ], [ %109, %127 ]
  %184 = phi i64 [ %137, %148 ], [ %112, %127 ]
  %185 = phi i64 [ %140, %148 ], [ %120, %127 ]
  %186 = phi i32 [ %133, %148 ], [ %100, %127 ]
  %187 = phi i32 [ %139, %148 ], [ %114, %127 ]
  %188 = phi ptr [ %105, %148 ], [ %106, %127 ]
  %189 = ptrtoint ptr %182 to i64
  %190 = sub i64 %189, %21
  %191 = trunc i64 %190 to i32
  %192 = getelementptr inbounds i32, ptr %12, i64 %183
  store i32 %191, ptr %192, align 4, !tbaa !20
  br label %193

193:                                              ; preds = %181, %148
  %194 = phi i64 [ %137, %148 ], [ %184, %181 ]
  %195 = phi i64 [ %140, %148 ], [ %185, %181 ]
  %196 = phi i32 [ %133, %148 ], [ %186, %181 ]
  %197 = phi i32 [ %139, %148 ], [ %187, %181 ]
  %198 = phi ptr [ %105, %148 ], [ %188, %181 ]
  %199 = getelementptr inbounds i8, ptr %19, i64 %195
  %200 = ptrtoint ptr %199 to i64
  %201 = sub i64 %194, %200
  %202 = trunc i64 %201 to i32
  %203 = add i32 %202, 3
  %204 = icmp ugt ptr %198, %81
  %205 = icmp ugt i32 %196, %35
  %206 = and i1 %205, %204
  br i1 %206, label %207, label %221

207:                                              ; preds = %193, %216
  %208 = phi ptr [ %211, %216 ], [ %198, %193 ]
  %209 = phi i64 [ %217, %216 ], [ 4, %193 ]
  %210 = phi ptr [ %213, %216 ], [ %199, %193 ]
  %211 = getelementptr inbounds i8, ptr %208, i64 -1
  %212 = load i8, ptr %211, align 1, !tbaa !31
  %213 = getelementptr inbounds i8, ptr %210, i64 -1
  %214 = load i8, ptr %213, align 1, !tbaa !31
  %215 = icmp eq i8 %212, %214
  br i1 %215, label %216, label %221

216:                                              ; preds = %207
  %217 = add i64 %209, 1
  %218 = icmp ugt ptr %211, %81
  %219 = icmp ugt ptr %213, %37
  %220 = and i1 %218, %219
  br i1 %220, label %207, label %221, !llvm.loop !33

221:                                              ; preds = %216, %207, %193, %162
  %222 = phi i32 [ %114, %162 ], [ %197, %193 ], [ %197, %207 ], [ %197, %216 ]
  %223 = phi i32 [ %84, %162 ], [ %83, %193 ], [ %83, %207 ], [ %83, %216 ]
  %224 = phi i32 [ 1, %162 ], [ %203, %193 ], [ %203, %207 ], [ %203, %216 ]
  %225 = phi ptr [ %171, %162 ], [ %199, %193 ], [ %213, %216 ], [ %210, %207 ]
  %226 = phi i64 [ %172, %162 ], [ 4, %193 ], [ %217, %216 ], [ %209, %207 ]
  %227 = phi i32 [ %83, %162 ], [ %202, %193 ], [ %202, %207 ], [ %202, %216 ]
  %228 = phi ptr [ %170, %162 ], [ %198, %193 ], [ %211, %216 ], [ %208, %207 ]
  %229 = getelementptr inbounds i8, ptr %228, i64 %226
  %230 = getelementptr inbounds i8, ptr %225, i64 %226
  %231 = icmp ugt ptr %69, %229
  br i1 %231, label %232, label %258

232:                                              ; preds = %221
  %233 = load i64, ptr %230, align 1, !tbaa !21
  %234 = load i64, ptr %229, align 1, !tbaa !21
  %235 = icmp eq i64 %233, %234
  br i1 %235, label %240, label %236

236:                                              ; preds = %232
  %237 = xor i64 %234, %233
  %238 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %237, i1 false)
  %239 = lshr i64 %238, 3
  br label %295

240:                                              ; preds = %232, %246
  %241 = phi ptr [ %244, %246 ], [ %230, %232 ]
  %242 = phi ptr [ %243, %246 ], [ %229, %232 ]
  %243 = getelementptr inbounds i8, ptr %242, i64 8
  %244 = getelementptr inbounds i8, ptr %241, i64 8
  %245 = icmp ult ptr %243, %69
  br i1 %245, label %246, label %258

246:                                              ; preds = %240
  %247 = load i64, ptr %244, align 1, !tbaa !21
  %248 = load i64, ptr %243, align 1, !tbaa !21
  %249 = icmp eq i64 %247, %248
  br i1 %249, label %240, label %250

250:                                              ; preds = %246
  %251 = xor i64 %248, %247
  %252 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %251, i1 false)
  %253 = lshr i64 %252, 3
  %254 = getelementptr inbounds i8, ptr %243, i64 %253
  %255 = ptrtoint ptr %254 to i64
  %256 = ptrtoint ptr %229 to i64
  %257 = sub i64 %255, %256
  br label %295

258:                                              ; preds = %240, %221
  %259 = phi ptr [ %230, %221 ], [ %244, %240 ]
  %260 = phi ptr [ %229, %221 ], [ %243, %240 ]
  %261 = icmp ult ptr %260, %70
  br i1 %261, label %262, label %269

262:                                              ; preds = %258
  %263 = load i32, ptr %259, align 1, !tbaa !20
  %264 = load i32, ptr %260, align 1, !tbaa !20
  %265 = icmp eq i32 %263, %264
  br i1 %265, label %266, label %269

266:                                              ; preds = %262
  %267 = getelementptr inbounds i8, ptr %260, i64 4
  %268 = getelementptr inbounds i8, ptr %259, i64 4
  br label %269

269:                                              ; preds = %266, %262, %258
  %270 = phi ptr [ %268, %266 ], [ %259, %262 ], [ %259, %258 ]
  %271 = phi ptr [ %267, %266 ], [ %260, %262 ], [ %260, %258 ]
  %272 = icmp ult ptr %271, %71
  br i1 %272, label %273, label %280

273:                                              ; preds = %269
  %274 = load i16, ptr %270, align 1, !tbaa !34
  %275 = load i16, ptr %271, align 1, !tbaa !34
  %276 = icmp eq i16 %274, %275
  br i1 %276, label %277, label %280

277:                                              ; preds = %273
  %278 = getelementptr inbounds i8, ptr %271, i64 2
  %279 = getelementptr inbounds i8, ptr %270, i64 2
  br label %280

280:                                              ; preds = %277, %273, %269
  %281 = phi ptr [ %279, %277 ], [ %270, %273 ], [ %270, %269 ]
  %282 = phi ptr [ %278, %277 ], [ %271, %273 ], [ %271, %269 ]
  %283 = icmp ult ptr %282, %38
  br i1 %283, label %284, label %290

284:                                              ; preds = %280
  %285 = load i8, ptr %281, align 1, !tbaa !31
  %286 = load i8, ptr %282, align 1, !tbaa !31
  %287 = icmp eq i8 %285, %286
  %288 = zext i1 %287 to i64
  %289 = getelementptr inbounds i8, ptr %282, i64 %288
  br label %290

290:                                              ; preds = %284, %280
  %291 = phi ptr [ %282, %280 ], [ %289, %284 ]
  %292 = ptrtoint ptr %291 to i64
  %293 = ptrtoint ptr %229 to i64
  %294 = sub i64 %292, %293
  br label %295

295:                                              ; preds = %290, %250, %236
  %296 = phi i64 [ %294, %290 ], [ %239, %236 ], [ %257, %250 ]
  %297 = add i64 %296, %226
  %298 = ptrtoint ptr %228 to i64
  %299 = ptrtoint ptr %81 to i64
  %300 = sub i64 %298, %299
  %301 = getelementptr inbounds i8, ptr %81, i64 %300
  %302 = icmp ugt ptr %301, %72
  %303 = load ptr, ptr %73, align 8, !tbaa !36
  br i1 %302, label %329, label %304

304:                                              ; preds = %295
  %305 = load <16 x i8>, ptr %81, align 1
  store <16 x i8> %305, ptr %303, align 1
  %306 = icmp ugt i64 %300, 16
  %307 = load ptr, ptr %73, align 8, !tbaa !36
  br i1 %306, label %311, label %308

308:                                              ; preds = %304
  %309 = getelementptr inbounds i8, ptr %307, i64 %300
  store ptr %309, ptr %73, align 8, !tbaa !36
  %310 = load ptr, ptr %76, align 8, !tbaa !38
  br label %418

311:                                              ; preds = %304
  %312 = getelementptr inbounds i8, ptr %307, i64 16
  %313 = getelementptr inbounds i8, ptr %81, i64 16
  %314 = getelementptr i8, ptr %307, i64 %300
  %315 = load <16 x i8>, ptr %313, align 1
  store <16 x i8> %315, ptr %312, align 1
  %316 = icmp slt i64 %300, 33
  br i1 %316, label %406, label %317

317:                                              ; preds = %311
  %318 = getelementptr inbounds i8, ptr %307, i64 32
  br label %319

319:                                              ; preds = %319, %317
  %320 = phi ptr [ %318, %317 ], [ %327, %319 ]
  %321 = phi ptr [ %313, %317 ], [ %325, %319 ]
  %322 = getelementptr inbounds i8, ptr %321, i64 16
  %323 = load <16 x i8>, ptr %322, align 1
  store <16 x i8> %323, ptr %320, align 1
  %324 = getelementptr inbounds i8, ptr %320, i64 16
  %325 = getelementptr inbounds i8, ptr %321, i64 32
  %326 = load <16 x i8>, ptr %325, align 1
  store <16 x i8> %326, ptr %324, align 1
  %327 = getelementptr inbounds i8, ptr %320, i64 32
  %328 = icmp ult ptr %327, %314
  br i1 %328, label %319, label %406, !llvm.loop !39

329:                                              ; preds = %295
  %330 = icmp ugt ptr %81, %72
  br i1 %330, label %348, label %331

331:                                              ; preds = %329
  %332 = sub i64 %74, %299
  %333 = getelementptr inbounds i8, ptr %303, i64 %332
  %334 = load <16 x i8>, ptr %81, align 1
  store <16 x i8> %334, ptr %303, align 1
  %335 = icmp slt i64 %332, 17
  br i1 %335, label %348, label %336

336:                                              ; preds = %331
  %337 = getelementptr inbounds i8, ptr %303, i64 16
  br label %338

338:                                              ; preds = %338, %336
  %339 = phi ptr [ %337, %336 ], [ %346, %338 ]
  %340 = phi ptr [ %81, %336 ], [ %344, %338 ]
  %341 = getelementptr inbounds i8, ptr %340, i64 16
  %342 = load <16 x i8>, ptr %341, align 1
  store <16 x i8> %342, ptr %339, align 1
  %343 = getelementptr inbounds i8, ptr %339, i64 16
  %344 = getelementptr inbounds i8, ptr %340, i64 32
  %345 = load <16 x i8>, ptr %344, align 1
  store <16 x i8> %345, ptr %343, align 1
  %346 = getelementptr inbounds i8, ptr %339, i64 32
  %347 = icmp ult ptr %346, %333
  br i1 %347, label %338, label %348, !llvm.loop !39

348:                                              ; preds = %338, %331, %329
  %349 = phi ptr [ %72, %331 ], [ %81, %329 ], [ %72, %338 ]
  %350 = phi ptr [ %333, %331 ], [ %303, %329 ], [ %333, %338 ]
  %351 = icmp ult ptr %349, %301
  br i1 %351, label %352, label %406

352:                                              ; preds = %348
  %353 = ptrtoint ptr %350 to i64
  %354 = ptrtoint ptr %349 to i64
  %355 = sub i64 %298, %354
  %356 = getelementptr i8, ptr %349, i64 %355
  %357 = icmp ult i64 %355, 8
  %358 = sub i64 %353, %354
  %359 = icmp ult i64 %358, 32
  %360 = select i1 %357, i1 true, i1 %359
  br i1 %360, label %396, label %361

361:                                              ; preds = %352
  %362 = icmp ult i64 %355, 32
  br i1 %362, label %382, label %363

363:                                              ; preds = %361
  %364 = and i64 %355, -32
  br label %365

365:                                              ; preds = %365, %363
  %366 = phi i64 [ 0, %363 ], [ %373, %365 ]
  %367 = getelementptr i8, ptr %350, i64 %366
  %368 = getelementptr i8, ptr %349, i64 %366
  %369 = getelementptr i8, ptr %368, i64 16
  %370 = load <16 x i8>, ptr %368, align 1, !tbaa !31
  %371 = load <16 x i8>, ptr %369, align 1, !tbaa !31
  %372 = getelementptr i8, ptr %367, i64 16
  store <16 x i8> %370, ptr %367, align 1, !tbaa !31
  store <16 x i8> %371, ptr %372, align 1, !tbaa !31
  %373 = add nuw i64 %366, 32
  %374 = icmp eq i64 %373, %364
  br i1 %374, label %375, label %365, !llvm.loop !40

375:                                              ; preds = %365
  %376 = icmp eq i64 %355, %364
  br i1 %376, label %406, label %377

377:                                              ; preds = %375
  %378 = getelementptr i8, ptr %349, i64 %364
  %379 = getelementptr i8, ptr %350, i64 %364
  %380 = and i64 %355, 24
  %381 = icmp eq i64 %380, 0
  br i1 %381, label %396, label %382

382:                                              ; preds = %361, %377
  %383 = phi i64 [ %364, %377 ], [ 0, %361 ]
  %384 = and i64 %355, -8
  %385 = getelementptr i8, ptr %350, i64 %384
  %386 = getelementptr i8, ptr %349, i64 %384
  br label %387

387:                                              ; preds = %387, %382
  %388 = phi i64 [ %383, %382 ], [ %392, %387 ]
  %389 = getelementptr i8, ptr %350, i64 %388
  %390 = getelementptr i8, ptr %349, i64 %388
  %391 = load <8 x i8>, ptr %390, align 1, !tbaa !31
  store <8 x i8> %391, ptr %389, align 1, !tbaa !31
  %392 = add nuw i64 %388, 8
  %393 = icmp eq i64 %392, %384
  br i1 %393, label %394, label %387, !llvm.loop !43

394:                                              ; preds = %387
  %395 = icmp eq i64 %355, %384
  br i1 %395, label %406, label %396

396:                                              ; preds = %394, %352, %377
  %397 = phi ptr [ %350, %352 ], [ %379, %377 ], [ %385, %394 ]
  %398 = phi ptr [ %349, %352 ], [ %378, %377 ], [ %386, %394 ]
  br label %399

399:                                              ; preds = %396, %399
  %400 = phi ptr [ %404, %399 ], [ %397, %396 ]
  %401 = phi ptr [ %402, %399 ], [ %398, %396 ]
  %402 = getelementptr inbounds i8, ptr %401, i64 1
  %403 = load i8, ptr %401, align 1, !tbaa !31
  %404 = getelementptr inbounds i8, ptr %400, i64 1
  store i8 %403, ptr %400, align 1, !tbaa !31
  %405 = icmp eq ptr %402, %356
  br i1 %405, label %406, label %399, !llvm.loop !44

406:                                              ; preds = %319, %399, %375, %394, %348, %311
  %407 = load ptr, ptr %73, align 8, !tbaa !36
  %408 = getelementptr inbounds i8, ptr %407, i64 %300
  store ptr %408, ptr %73, align 8, !tbaa !36
  %409 = icmp ugt i64 %300, 65535
  %410 = load ptr, ptr %76, align 8, !tbaa !38
  br i1 %409, label %411, label %418, !prof !45

411:                                              ; preds = %406
  store i32 1, ptr %75, align 8, !tbaa !46
  %412 = load ptr, ptr %1, align 8, !tbaa !47
  %413 = ptrtoint ptr %410 to i64
  %414 = ptrtoint ptr %412 to i64
  %415 = sub i64 %413, %414
  %416 = lshr exact i64 %415, 3
  %417 = trunc i64 %416 to i32
  store i32 %417, ptr %77, align 4, !tbaa !48
  br label %418

418:                                              ; preds = %411, %406, %308
  %419 = phi ptr [ %310, %308 ], [ %410, %411 ], [ %410, %406 ]
  %420 = trunc i64 %300 to i16
  %421 = getelementptr inbounds i8, ptr %419, i64 4
  store i16 %420, ptr %421, align 4, !tbaa !49
  store i32 %224, ptr %419, align 4, !tbaa !51
  %422 = add i64 %297, -3
  %423 = icmp ugt i64 %422, 65535
  br i1 %423, label %424, label %431, !prof !52

424:                                              ; preds = %418
  store i32 2, ptr %75, align 8, !tbaa !46
  %425 = load ptr, ptr %1, align 8, !tbaa !47
  %426 = ptrtoint ptr %419 to i64
  %427 = ptrtoint ptr %425 to i64
  %428 = sub i64 %426, %427
  %429 = lshr exact i64 %428, 3
  %430 = trunc i64 %429 to i32
  store i32 %430, ptr %77, align 4, !tbaa !48
  br label %431

431:                                              ; preds = %424, %418
  %432 = trunc i64 %422 to i16
  %433 = getelementptr inbounds i8, ptr %419, i64 6
  store i16 %432, ptr %433, align 2, !tbaa !53
  %434 = getelementptr inbounds i8, ptr %419, i64 8
  store ptr %434, ptr %76, align 8, !tbaa !38
  %435 = getelementptr inbounds i8, ptr %228, i64 %297
  %436 = icmp ugt ptr %435, %39
  br i1 %436, label %567, label %437

437:                                              ; preds = %431
  %438 = add i32 %222, 2
  %439 = zext i32 %222 to i64
  %440 = getelementptr inbounds i8, ptr %59, i64 %439
  %441 = load i32, ptr %440, align 1, !tbaa !20
  %442 = mul i32 %441, -1640531535
  %443 = lshr i32 %442, %68
  %444 = zext i32 %443 to i64
  %445 = getelementptr inbounds i32, ptr %12, i64 %444
  store i32 %438, ptr %445, align 4, !tbaa !20
  %446 = getelementptr inbounds i8, ptr %435, i64 -2
  %447 = ptrtoint ptr %446 to i64
  %448 = sub i64 %447, %21
  %449 = trunc i64 %448 to i32
  %450 = load i32, ptr %446, align 1, !tbaa !20
  %451 = mul i32 %450, -1640531535
  %452 = lshr i32 %451, %68
  %453 = zext i32 %452 to i64
  %454 = getelementptr inbounds i32, ptr %12, i64 %453
  store i32 %449, ptr %454, align 4, !tbaa !20
  %455 = icmp eq i32 %223, 0
  br i1 %455, label %567, label %456

456:                                              ; preds = %437, %562
  %457 = phi ptr [ %565, %562 ], [ %434, %437 ]
  %458 = phi ptr [ %544, %562 ], [ %435, %437 ]
  %459 = phi i32 [ %460, %562 ], [ %227, %437 ]
  %460 = phi i32 [ %459, %562 ], [ %223, %437 ]
  %461 = load i32, ptr %458, align 1, !tbaa !20
  %462 = zext i32 %460 to i64
  %463 = sub nsw i64 0, %462
  %464 = getelementptr inbounds i8, ptr %458, i64 %463
  %465 = load i32, ptr %464, align 1, !tbaa !20
  %466 = icmp eq i32 %461, %465
  br i1 %466, label %467, label %567

467:                                              ; preds = %456
  %468 = getelementptr inbounds i8, ptr %458, i64 4
  %469 = getelementptr inbounds i8, ptr %468, i64 %463
  %470 = icmp ugt ptr %69, %468
  br i1 %470, label %471, label %497

471:                                              ; preds = %467
  %472 = load i64, ptr %469, align 1, !tbaa !21
  %473 = load i64, ptr %468, align 1, !tbaa !21
  %474 = icmp eq i64 %472, %473
  br i1 %474, label %479, label %475

475:                                              ; preds = %471
  %476 = xor i64 %473, %472
  %477 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %476, i1 false)
  %478 = lshr i64 %477, 3
  br label %534

479:                                              ; preds = %471, %485
  %480 = phi ptr [ %483, %485 ], [ %469, %471 ]
  %481 = phi ptr [ %482, %485 ], [ %468, %471 ]
  %482 = getelementptr inbounds i8, ptr %481, i64 8
  %483 = getelementptr inbounds i8, ptr %480, i64 8
  %484 = icmp ult ptr %482, %69
  br i1 %484, label %485, label %497

485:                                              ; preds = %479
  %486 = load i64, ptr %483, align 1, !tbaa !21
  %487 = load i64, ptr %482, align 1, !tbaa !21
  %488 = icmp eq i64 %486, %487
  br i1 %488, label %479, label %489

489:                                              ; preds = %485
  %490 = xor i64 %487, %486
  %491 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %490, i1 false)
  %492 = lshr i64 %491, 3
  %493 = getelementptr inbounds i8, ptr %482, i64 %492
  %494 = ptrtoint ptr %493 to i64
  %495 = ptrtoint ptr %468 to i64
  %496 = sub i64 %494, %495
  br label %534

497:                                              ; preds = %479, %467
  %498 = phi ptr [ %469, %467 ], [ %483, %479 ]
  %499 = phi ptr [ %468, %467 ], [ %482, %479 ]
  %500 = icmp ult ptr %499, %70
  br i1 %500, label %501, label %508

501:                                              ; preds = %497
  %502 = load i32, ptr %498, align 1, !tbaa !20
  %503 = load i32, ptr %499, align 1, !tbaa !20
  %504 = icmp eq i32 %502, %503
  br i1 %504, label %505, label %508

505:                                              ; preds = %501
  %506 = getelementptr inbounds i8, ptr %499, i64 4
  %507 = getelementptr inbounds i8, ptr %498, i64 4
  br label %508

508:                                              ; preds = %505, %501, %497
  %509 = phi ptr [ %507, %505 ], [ %498, %501 ], [ %498, %497 ]
  %510 = phi ptr [ %506, %505 ], [ %499, %501 ], [ %499, %497 ]
  %511 = icmp ult ptr %510, %71
  br i1 %511, label %512, label %519

512:                                              ; preds = %508
  %513 = load i16, ptr %509, align 1, !tbaa !34
  %514 = load i16, ptr %510, align 1, !tbaa !34
  %515 = icmp eq i16 %513, %514
  br i1 %515, label %516, label %519

516:                                              ; preds = %512
  %517 = getelementptr inbounds i8, ptr %510, i64 2
  %518 = getelementptr inbounds i8, ptr %509, i64 2
  br label %519

519:                                              ; preds = %516, %512, %508
  %520 = phi ptr [ %518, %516 ], [ %509, %512 ], [ %509, %508 ]
  %521 = phi ptr [ %517, %516 ], [ %510, %512 ], [ %510, %508 ]
  %522 = icmp ult ptr %521, %38
  br i1 %522, label %523, label %529

523:                                              ; preds = %519
  %524 = load i8, ptr %520, align 1, !tbaa !31
  %525 = load i8, ptr %521, align 1, !tbaa !31
  %526 = icmp eq i8 %524, %525
  %527 = zext i1 %526 to i64
  %528 = getelementptr inbounds i8, ptr %521, i64 %527
  br label %529

529:                                              ; preds = %523, %519
  %530 = phi ptr [ %521, %519 ], [ %528, %523 ]
  %531 = ptrtoint ptr %530 to i64
  %532 = ptrtoint ptr %468 to i64
  %533 = sub i64 %531, %532
  br label %534

534:                                              ; preds = %529, %489, %475
  %535 = phi i64 [ %533, %529 ], [ %478, %475 ], [ %496, %489 ]
  %536 = add i64 %535, 4
  %537 = ptrtoint ptr %458 to i64
  %538 = sub i64 %537, %21
  %539 = trunc i64 %538 to i32
  %540 = mul i32 %461, -1640531535
  %541 = lshr i32 %540, %68
  %542 = zext i32 %541 to i64
  %543 = getelementptr inbounds i32, ptr %12, i64 %542
  store i32 %539, ptr %543, align 4, !tbaa !20
  %544 = getelementptr inbounds i8, ptr %458, i64 %536
  %545 = icmp ugt ptr %458, %72
  br i1 %545, label %550, label %546

546:                                              ; preds = %534
  %547 = load ptr, ptr %73, align 8, !tbaa !36
  %548 = load <16 x i8>, ptr %458, align 1
  store <16 x i8> %548, ptr %547, align 1
  %549 = load ptr, ptr %76, align 8, !tbaa !38
  br label %550

550:                                              ; preds = %546, %534
  %551 = phi ptr [ %457, %534 ], [ %549, %546 ]
  %552 = getelementptr inbounds i8, ptr %551, i64 4
  store i16 0, ptr %552, align 4, !tbaa !49
  store i32 1, ptr %551, align 4, !tbaa !51
  %553 = add i64 %535, 1
  %554 = icmp ugt i64 %553, 65535
  br i1 %554, label %555, label %562, !prof !52

555:                                              ; preds = %550
  store i32 2, ptr %75, align 8, !tbaa !46
  %556 = load ptr, ptr %1, align 8, !tbaa !47
  %557 = ptrtoint ptr %551 to i64
  %558 = ptrtoint ptr %556 to i64
  %559 = sub i64 %557, %558
  %560 = lshr exact i64 %559, 3
  %561 = trunc i64 %560 to i32
  store i32 %561, ptr %77, align 4, !tbaa !48
  br label %562

562:                                              ; preds = %555, %550
  %563 = trunc i64 %553 to i16
  %564 = getelementptr inbounds i8, ptr %551, i64 6
  store i16 %563, ptr %564, align 2, !tbaa !53
  %565 = getelementptr inbounds i8, ptr %551, i64 8
  store ptr %565, ptr %76, align 8, !tbaa !38
  %566 = icmp ugt ptr %544, %39
  br i1 %566, label %567, label %456

567:                                              ; preds = %562, %456, %437, %431
  %568 = phi i32 [ 0, %437 ], [ %223, %431 ], [ %460, %456 ], [ %459, %562 ]
  %569 = phi i32 [ %227, %437 ], [ %227, %431 ], [ %459, %456 ], [ %460, %562 ]
  %570 = phi ptr [ %435, %437 ], [ %435, %431 ], [ %458, %456 ], [ %544, %562 ]
  %571 = getelementptr inbounds i8, ptr %570, i64 %17
  %572 = getelementptr inbounds i8, ptr %571, i64 1
  %573 = icmp ult ptr %572, %39
  br i1 %573, label %78, label %4098

574:                                              ; preds = %63
  br i1 %62, label %575, label %4098

575:                                              ; preds = %574
  %576 = getelementptr inbounds i8, ptr %0, i64 264
  %577 = load i32, ptr %576, align 4, !tbaa !19
  %578 = sub i32 64, %577
  %579 = zext nneg i32 %578 to i64
  %580 = getelementptr inbounds i8, ptr %38, i64 -7
  %581 = getelementptr inbounds i8, ptr %38, i64 -3
  %582 = getelementptr inbounds i8, ptr %38, i64 -1
  %583 = getelementptr inbounds i8, ptr %38, i64 -32
  %584 = getelementptr inbounds i8, ptr %1, i64 24
  %585 = ptrtoint ptr %583 to i64
  %586 = getelementptr inbounds i8, ptr %1, i64 72
  %587 = getelementptr inbounds i8, ptr %1, i64 8
  %588 = getelementptr inbounds i8, ptr %1, i64 76
  br label %589

589:                                              ; preds = %1071, %575
  %590 = phi ptr [ %61, %575 ], [ %1076, %1071 ]
  %591 = phi ptr [ %60, %575 ], [ %1075, %1071 ]
  %592 = phi ptr [ %3, %575 ], [ %1074, %1071 ]
  %593 = phi ptr [ %45, %575 ], [ %1074, %1071 ]
  %594 = phi i32 [ %58, %575 ], [ %1073, %1071 ]
  %595 = phi i32 [ %56, %575 ], [ %1072, %1071 ]
  %596 = getelementptr inbounds i8, ptr %593, i64 1
  %597 = getelementptr inbounds i8, ptr %593, i64 128
  %598 = load i64, ptr %593, align 1, !tbaa !21
  %599 = mul i64 %598, -3523014627271114752
  %600 = lshr i64 %599, %579
  %601 = load i64, ptr %596, align 1, !tbaa !21
  %602 = getelementptr inbounds i32, ptr %12, i64 %600
  %603 = load i32, ptr %602, align 4, !tbaa !20
  %604 = zext i32 %594 to i64
  %605 = sub nsw i64 0, %604
  %606 = icmp ne i32 %594, 0
  br label %607

607:                                              ; preds = %683, %589
  %608 = phi i64 [ %600, %589 ], [ %642, %683 ]
  %609 = phi i64 [ %601, %589 ], [ %659, %683 ]
  %610 = phi i32 [ %603, %589 ], [ %658, %683 ]
  %611 = phi i64 [ %17, %589 ], [ %684, %683 ]
  %612 = phi ptr [ %597, %589 ], [ %685, %683 ]
  %613 = phi ptr [ %590, %589 ], [ %661, %683 ]
  %614 = phi ptr [ %591, %589 ], [ %660, %683 ]
  %615 = phi ptr [ %596, %589 ], [ %613, %683 ]
  %616 = phi ptr [ %593, %589 ], [ %614, %683 ]
  %617 = mul i64 %609, -3523014627271114752
  %618 = lshr i64 %617, %579
  %619 = getelementptr inbounds i8, ptr %614, i64 %605
  %620 = load i32, ptr %619, align 1, !tbaa !20
  %621 = ptrtoint ptr %616 to i64
  %622 = sub i64 %621, %21
  %623 = trunc i64 %622 to i32
  %624 = getelementptr inbounds i32, ptr %12, i64 %608
  store i32 %623, ptr %624, align 4, !tbaa !20
  %625 = load i32, ptr %614, align 1, !tbaa !20
  %626 = icmp eq i32 %625, %620
  %627 = and i1 %606, %626
  br i1 %627, label %668, label %628

628:                                              ; preds = %607
  %629 = zext i32 %610 to i64
  %630 = getelementptr inbounds i8, ptr %19, i64 %629
  %631 = icmp ult i32 %610, %35
  %632 = select i1 %631, ptr @ZSTD_match4Found_cmov.dummy, ptr %630
  %633 = load i32, ptr %616, align 1, !tbaa !20
  %634 = load i32, ptr %632, align 1, !tbaa !20
  %635 = icmp eq i32 %633, %634
  br i1 %635, label %636, label %637

636:                                              ; preds = %628
  tail call void asm sideeffect "", ""() #6, !srcloc !30
  br i1 %631, label %637, label %687

637:                                              ; preds = %636, %628
  %638 = getelementptr inbounds i32, ptr %12, i64 %618
  %639 = load i32, ptr %638, align 4, !tbaa !20
  %640 = load i64, ptr %614, align 1, !tbaa !21
  %641 = mul i64 %640, -3523014627271114752
  %642 = lshr i64 %641, %579
  %643 = ptrtoint ptr %615 to i64
  %644 = sub i64 %643, %21
  %645 = trunc i64 %644 to i32
  store i32 %645, ptr %638, align 4, !tbaa !20
  %646 = zext i32 %639 to i64
  %647 = getelementptr inbounds i8, ptr %19, i64 %646
  %648 = icmp ult i32 %639, %35
  %649 = select i1 %648, ptr @ZSTD_match4Found_cmov.dummy, ptr %647
  %650 = load i32, ptr %615, align 1, !tbaa !20
  %651 = load i32, ptr %649, align 1, !tbaa !20
  %652 = icmp eq i32 %650, %651
  br i1 %652, label %653, label %656

653:                                              ; preds = %637
  tail call void asm sideeffect "", ""() #6, !srcloc !30
  br i1 %648, label %656, label %654

654:                                              ; preds = %653
  %655 = icmp ult i64 %611, 5
  br i1 %655, label %687, label %699

656:                                              ; preds = %653, %637
  %657 = getelementptr inbounds i32, ptr %12, i64 %642
  %658 = load i32, ptr %657, align 4, !tbaa !20
  %659 = load i64, ptr %613, align 1, !tbaa !21
  %660 = getelementptr inbounds i8, ptr %614, i64 %611
  %661 = getelementptr inbounds i8, ptr %613, i64 %611
  %662 = icmp ult ptr %660, %612
  br i1 %662, label %683, label %663

663:                                              ; preds = %656
  %664 = add i64 %611, 1
  %665 = getelementptr inbounds i8, ptr %613, i64 64
  tail call void @llvm.prefetch.p0(ptr nonnull %665, i32 0, i32 3, i32 1)
  %666 = getelementptr inbounds i8, ptr %613, i64 128
  tail call void @llvm.prefetch.p0(ptr nonnull %666, i32 0, i32 3, i32 1)
  %667 = getelementptr inbounds i8, ptr %612, i64 128
  br label %683

668:                                              ; preds = %607
  %669 = getelementptr inbounds i8, ptr %614, i64 %605
  %670 = getelementptr inbounds i8, ptr %614, i64 -1
  %671 = load i8, ptr %670, align 1, !tbaa !31
  %672 = getelementptr inbounds i8, ptr %669, i64 -1
  %673 = load i8, ptr %672, align 1, !tbaa !31
  %674 = icmp eq i8 %671, %673
  %675 = sext i1 %674 to i64
  %676 = getelementptr inbounds i8, ptr %614, i64 %675
  %677 = getelementptr inbounds i8, ptr %669, i64 %675
  %678 = select i1 %674, i64 5, i64 4
  %679 = ptrtoint ptr %615 to i64
  %680 = sub i64 %679, %21
  %681 = trunc i64 %680 to i32
  %682 = getelementptr inbounds i32, ptr %12, i64 %618
  store i32 %681, ptr %682, align 4, !tbaa !20
  br label %727

683:                                              ; preds = %663, %656
  %684 = phi i64 [ %611, %656 ], [ %664, %663 ]
  %685 = phi ptr [ %612, %656 ], [ %667, %663 ]
  %686 = icmp ult ptr %661, %39
  br i1 %686, label %607, label %4098, !llvm.loop !32

687:                                              ; preds = %636, %654
  %688 = phi ptr [ %614, %654 ], [ %615, %636 ]
  %689 = phi i64 [ %642, %654 ], [ %618, %636 ]
  %690 = phi i64 [ %643, %654 ], [ %621, %636 ]
  %691 = phi i64 [ %646, %654 ], [ %629, %636 ]
  %692 = phi i32 [ %639, %654 ], [ %610, %636 ]
  %693 = phi i32 [ %645, %654 ], [ %623, %636 ]
  %694 = phi ptr [ %615, %654 ], [ %616, %636 ]
  %695 = ptrtoint ptr %688 to i64
  %696 = sub i64 %695, %21
  %697 = trunc i64 %696 to i32
  %698 = getelementptr inbounds i32, ptr %12, i64 %689
  store i32 %697, ptr %698, align 4, !tbaa !20
  br label %699

699:                                              ; preds = %687, %654
  %700 = phi i64 [ %643, %654 ], [ %690, %687 ]
  %701 = phi i64 [ %646, %654 ], [ %691, %687 ]
  %702 = phi i32 [ %639, %654 ], [ %692, %687 ]
  %703 = phi i32 [ %645, %654 ], [ %693, %687 ]
  %704 = phi ptr [ %615, %654 ], [ %694, %687 ]
  %705 = getelementptr inbounds i8, ptr %19, i64 %701
  %706 = ptrtoint ptr %705 to i64
  %707 = sub i64 %700, %706
  %708 = trunc i64 %707 to i32
  %709 = add i32 %708, 3
  %710 = icmp ugt ptr %704, %592
  %711 = icmp ugt i32 %702, %35
  %712 = and i1 %711, %710
  br i1 %712, label %713, label %727

713:                                              ; preds = %699, %722
  %714 = phi ptr [ %717, %722 ], [ %704, %699 ]
  %715 = phi i64 [ %723, %722 ], [ 4, %699 ]
  %716 = phi ptr [ %719, %722 ], [ %705, %699 ]
  %717 = getelementptr inbounds i8, ptr %714, i64 -1
  %718 = load i8, ptr %717, align 1, !tbaa !31
  %719 = getelementptr inbounds i8, ptr %716, i64 -1
  %720 = load i8, ptr %719, align 1, !tbaa !31
  %721 = icmp eq i8 %718, %720
  br i1 %721, label %722, label %727

722:                                              ; preds = %713
  %723 = add i64 %715, 1
  %724 = icmp ugt ptr %717, %592
  %725 = icmp ugt ptr %719, %37
  %726 = and i1 %724, %725
  br i1 %726, label %713, label %727, !llvm.loop !33

727:                                              ; preds = %722, %713, %699, %668
  %728 = phi i32 [ %623, %668 ], [ %703, %699 ], [ %703, %713 ], [ %703, %722 ]
  %729 = phi i32 [ %595, %668 ], [ %594, %699 ], [ %594, %713 ], [ %594, %722 ]
  %730 = phi i32 [ 1, %668 ], [ %709, %699 ], [ %709, %713 ], [ %709, %722 ]
  %731 = phi ptr [ %677, %668 ], [ %705, %699 ], [ %719, %722 ], [ %716, %713 ]
  %732 = phi i64 [ %678, %668 ], [ 4, %699 ], [ %723, %722 ], [ %715, %713 ]
  %733 = phi i32 [ %594, %668 ], [ %708, %699 ], [ %708, %713 ], [ %708, %722 ]
  %734 = phi ptr [ %676, %668 ], [ %704, %699 ], [ %717, %722 ], [ %714, %713 ]
  %735 = getelementptr inbounds i8, ptr %734, i64 %732
  %736 = getelementptr inbounds i8, ptr %731, i64 %732
  %737 = icmp ugt ptr %580, %735
  br i1 %737, label %738, label %764

738:                                              ; preds = %727
  %739 = load i64, ptr %736, align 1, !tbaa !21
  %740 = load i64, ptr %735, align 1, !tbaa !21
  %741 = icmp eq i64 %739, %740
  br i1 %741, label %746, label %742

742:                                              ; preds = %738
  %743 = xor i64 %740, %739
  %744 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %743, i1 false)
  %745 = lshr i64 %744, 3
  br label %801

746:                                              ; preds = %738, %752
  %747 = phi ptr [ %750, %752 ], [ %736, %738 ]
  %748 = phi ptr [ %749, %752 ], [ %735, %738 ]
  %749 = getelementptr inbounds i8, ptr %748, i64 8
  %750 = getelementptr inbounds i8, ptr %747, i64 8
  %751 = icmp ult ptr %749, %580
  br i1 %751, label %752, label %764

752:                                              ; preds = %746
  %753 = load i64, ptr %750, align 1, !tbaa !21
  %754 = load i64, ptr %749, align 1, !tbaa !21
  %755 = icmp eq i64 %753, %754
  br i1 %755, label %746, label %756

756:                                              ; preds = %752
  %757 = xor i64 %754, %753
  %758 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %757, i1 false)
  %759 = lshr i64 %758, 3
  %760 = getelementptr inbounds i8, ptr %749, i64 %759
  %761 = ptrtoint ptr %760 to i64
  %762 = ptrtoint ptr %735 to i64
  %763 = sub i64 %761, %762
  br label %801

764:                                              ; preds = %746, %727
  %765 = phi ptr [ %736, %727 ], [ %750, %746 ]
  %766 = phi ptr [ %735, %727 ], [ %749, %746 ]
  %767 = icmp ult ptr %766, %581
  br i1 %767, label %768, label %775

768:                                              ; preds = %764
  %769 = load i32, ptr %765, align 1, !tbaa !20
  %770 = load i32, ptr %766, align 1, !tbaa !20
  %771 = icmp eq i32 %769, %770
  br i1 %771, label %772, label %775

772:                                              ; preds = %768
  %773 = getelementptr inbounds i8, ptr %766, i64 4
  %774 = getelementptr inbounds i8, ptr %765, i64 4
  br label %775

775:                                              ; preds = %772, %768, %764
  %776 = phi ptr [ %774, %772 ], [ %765, %768 ], [ %765, %764 ]
  %777 = phi ptr [ %773, %772 ], [ %766, %768 ], [ %766, %764 ]
  %778 = icmp ult ptr %777, %582
  br i1 %778, label %779, label %786

779:                                              ; preds = %775
  %780 = load i16, ptr %776, align 1, !tbaa !34
  %781 = load i16, ptr %777, align 1, !tbaa !34
  %782 = icmp eq i16 %780, %781
  br i1 %782, label %783, label %786

783:                                              ; preds = %779
  %784 = getelementptr inbounds i8, ptr %777, i64 2
  %785 = getelementptr inbounds i8, ptr %776, i64 2
  br label %786

786:                                              ; preds = %783, %779, %775
  %787 = phi ptr [ %785, %783 ], [ %776, %779 ], [ %776, %775 ]
  %788 = phi ptr [ %784, %783 ], [ %777, %779 ], [ %777, %775 ]
  %789 = icmp ult ptr %788, %38
  br i1 %789, label %790, label %796

790:                                              ; preds = %786
  %791 = load i8, ptr %787, align 1, !tbaa !31
  %792 = load i8, ptr %788, align 1, !tbaa !31
  %793 = icmp eq i8 %791, %792
  %794 = zext i1 %793 to i64
  %795 = getelementptr inbounds i8, ptr %788, i64 %794
  br label %796

796:                                              ; preds = %790, %786
  %797 = phi ptr [ %788, %786 ], [ %795, %790 ]
  %798 = ptrtoint ptr %797 to i64
  %799 = ptrtoint ptr %735 to i64
  %800 = sub i64 %798, %799
  br label %801

801:                                              ; preds = %796, %756, %742
  %802 = phi i64 [ %800, %796 ], [ %745, %742 ], [ %763, %756 ]
  %803 = add i64 %802, %732
  %804 = ptrtoint ptr %734 to i64
  %805 = ptrtoint ptr %592 to i64
  %806 = sub i64 %804, %805
  %807 = getelementptr inbounds i8, ptr %592, i64 %806
  %808 = icmp ugt ptr %807, %583
  %809 = load ptr, ptr %584, align 8, !tbaa !36
  br i1 %808, label %835, label %810

810:                                              ; preds = %801
  %811 = load <16 x i8>, ptr %592, align 1
  store <16 x i8> %811, ptr %809, align 1
  %812 = icmp ugt i64 %806, 16
  %813 = load ptr, ptr %584, align 8, !tbaa !36
  br i1 %812, label %817, label %814

814:                                              ; preds = %810
  %815 = getelementptr inbounds i8, ptr %813, i64 %806
  store ptr %815, ptr %584, align 8, !tbaa !36
  %816 = load ptr, ptr %587, align 8, !tbaa !38
  br label %924

817:                                              ; preds = %810
  %818 = getelementptr inbounds i8, ptr %813, i64 16
  %819 = getelementptr inbounds i8, ptr %592, i64 16
  %820 = getelementptr i8, ptr %813, i64 %806
  %821 = load <16 x i8>, ptr %819, align 1
  store <16 x i8> %821, ptr %818, align 1
  %822 = icmp slt i64 %806, 33
  br i1 %822, label %912, label %823

823:                                              ; preds = %817
  %824 = getelementptr inbounds i8, ptr %813, i64 32
  br label %825

825:                                              ; preds = %825, %823
  %826 = phi ptr [ %824, %823 ], [ %833, %825 ]
  %827 = phi ptr [ %819, %823 ], [ %831, %825 ]
  %828 = getelementptr inbounds i8, ptr %827, i64 16
  %829 = load <16 x i8>, ptr %828, align 1
  store <16 x i8> %829, ptr %826, align 1
  %830 = getelementptr inbounds i8, ptr %826, i64 16
  %831 = getelementptr inbounds i8, ptr %827, i64 32
  %832 = load <16 x i8>, ptr %831, align 1
  store <16 x i8> %832, ptr %830, align 1
  %833 = getelementptr inbounds i8, ptr %826, i64 32
  %834 = icmp ult ptr %833, %820
  br i1 %834, label %825, label %912, !llvm.loop !39

835:                                              ; preds = %801
  %836 = icmp ugt ptr %592, %583
  br i1 %836, label %854, label %837

837:                                              ; preds = %835
  %838 = sub i64 %585, %805
  %839 = getelementptr inbounds i8, ptr %809, i64 %838
  %840 = load <16 x i8>, ptr %592, align 1
  store <16 x i8> %840, ptr %809, align 1
  %841 = icmp slt i64 %838, 17
  br i1 %841, label %854, label %842

842:                                              ; preds = %837
  %843 = getelementptr inbounds i8, ptr %809, i64 16
  br label %844

844:                                              ; preds = %844, %842
  %845 = phi ptr [ %843, %842 ], [ %852, %844 ]
  %846 = phi ptr [ %592, %842 ], [ %850, %844 ]
  %847 = getelementptr inbounds i8, ptr %846, i64 16
  %848 = load <16 x i8>, ptr %847, align 1
  store <16 x i8> %848, ptr %845, align 1
  %849 = getelementptr inbounds i8, ptr %845, i64 16
  %850 = getelementptr inbounds i8, ptr %846, i64 32
  %851 = load <16 x i8>, ptr %850, align 1
  store <16 x i8> %851, ptr %849, align 1
  %852 = getelementptr inbounds i8, ptr %845, i64 32
  %853 = icmp ult ptr %852, %839
  br i1 %853, label %844, label %854, !llvm.loop !39

854:                                              ; preds = %844, %837, %835
  %855 = phi ptr [ %583, %837 ], [ %592, %835 ], [ %583, %844 ]
  %856 = phi ptr [ %839, %837 ], [ %809, %835 ], [ %839, %844 ]
  %857 = icmp ult ptr %855, %807
  br i1 %857, label %858, label %912

858:                                              ; preds = %854
  %859 = ptrtoint ptr %856 to i64
  %860 = ptrtoint ptr %855 to i64
  %861 = sub i64 %804, %860
  %862 = getelementptr i8, ptr %855, i64 %861
  %863 = icmp ult i64 %861, 8
  %864 = sub i64 %859, %860
  %865 = icmp ult i64 %864, 32
  %866 = select i1 %863, i1 true, i1 %865
  br i1 %866, label %902, label %867

867:                                              ; preds = %858
  %868 = icmp ult i64 %861, 32
  br i1 %868, label %888, label %869

869:                                              ; preds = %867
  %870 = and i64 %861, -32
  br label %871

871:                                              ; preds = %871, %869
  %872 = phi i64 [ 0, %869 ], [ %879, %871 ]
  %873 = getelementptr i8, ptr %856, i64 %872
  %874 = getelementptr i8, ptr %855, i64 %872
  %875 = getelementptr i8, ptr %874, i64 16
  %876 = load <16 x i8>, ptr %874, align 1, !tbaa !31
  %877 = load <16 x i8>, ptr %875, align 1, !tbaa !31
  %878 = getelementptr i8, ptr %873, i64 16
  store <16 x i8> %876, ptr %873, align 1, !tbaa !31
  store <16 x i8> %877, ptr %878, align 1, !tbaa !31
  %879 = add nuw i64 %872, 32
  %880 = icmp eq i64 %879, %870
  br i1 %880, label %881, label %871, !llvm.loop !54

881:                                              ; preds = %871
  %882 = icmp eq i64 %861, %870
  br i1 %882, label %912, label %883

883:                                              ; preds = %881
  %884 = getelementptr i8, ptr %855, i64 %870
  %885 = getelementptr i8, ptr %856, i64 %870
  %886 = and i64 %861, 24
  %887 = icmp eq i64 %886, 0
  br i1 %887, label %902, label %888

888:                                              ; preds = %867, %883
  %889 = phi i64 [ %870, %883 ], [ 0, %867 ]
  %890 = and i64 %861, -8
  %891 = getelementptr i8, ptr %856, i64 %890
  %892 = getelementptr i8, ptr %855, i64 %890
  br label %893

893:                                              ; preds = %893, %888
  %894 = phi i64 [ %889, %888 ], [ %898, %893 ]
  %895 = getelementptr i8, ptr %856, i64 %894
  %896 = getelementptr i8, ptr %855, i64 %894
  %897 = load <8 x i8>, ptr %896, align 1, !tbaa !31
  store <8 x i8> %897, ptr %895, align 1, !tbaa !31
  %898 = add nuw i64 %894, 8
  %899 = icmp eq i64 %898, %890
  br i1 %899, label %900, label %893, !llvm.loop !55

900:                                              ; preds = %893
  %901 = icmp eq i64 %861, %890
  br i1 %901, label %912, label %902

902:                                              ; preds = %900, %858, %883
  %903 = phi ptr [ %856, %858 ], [ %885, %883 ], [ %891, %900 ]
  %904 = phi ptr [ %855, %858 ], [ %884, %883 ], [ %892, %900 ]
  br label %905

905:                                              ; preds = %902, %905
  %906 = phi ptr [ %910, %905 ], [ %903, %902 ]
  %907 = phi ptr [ %908, %905 ], [ %904, %902 ]
  %908 = getelementptr inbounds i8, ptr %907, i64 1
  %909 = load i8, ptr %907, align 1, !tbaa !31
  %910 = getelementptr inbounds i8, ptr %906, i64 1
  store i8 %909, ptr %906, align 1, !tbaa !31
  %911 = icmp eq ptr %908, %862
  br i1 %911, label %912, label %905, !llvm.loop !56

912:                                              ; preds = %825, %905, %881, %900, %854, %817
  %913 = load ptr, ptr %584, align 8, !tbaa !36
  %914 = getelementptr inbounds i8, ptr %913, i64 %806
  store ptr %914, ptr %584, align 8, !tbaa !36
  %915 = icmp ugt i64 %806, 65535
  %916 = load ptr, ptr %587, align 8, !tbaa !38
  br i1 %915, label %917, label %924, !prof !45

917:                                              ; preds = %912
  store i32 1, ptr %586, align 8, !tbaa !46
  %918 = load ptr, ptr %1, align 8, !tbaa !47
  %919 = ptrtoint ptr %916 to i64
  %920 = ptrtoint ptr %918 to i64
  %921 = sub i64 %919, %920
  %922 = lshr exact i64 %921, 3
  %923 = trunc i64 %922 to i32
  store i32 %923, ptr %588, align 4, !tbaa !48
  br label %924

924:                                              ; preds = %917, %912, %814
  %925 = phi ptr [ %816, %814 ], [ %916, %917 ], [ %916, %912 ]
  %926 = trunc i64 %806 to i16
  %927 = getelementptr inbounds i8, ptr %925, i64 4
  store i16 %926, ptr %927, align 4, !tbaa !49
  store i32 %730, ptr %925, align 4, !tbaa !51
  %928 = add i64 %803, -3
  %929 = icmp ugt i64 %928, 65535
  br i1 %929, label %930, label %937, !prof !52

930:                                              ; preds = %924
  store i32 2, ptr %586, align 8, !tbaa !46
  %931 = load ptr, ptr %1, align 8, !tbaa !47
  %932 = ptrtoint ptr %925 to i64
  %933 = ptrtoint ptr %931 to i64
  %934 = sub i64 %932, %933
  %935 = lshr exact i64 %934, 3
  %936 = trunc i64 %935 to i32
  store i32 %936, ptr %588, align 4, !tbaa !48
  br label %937

937:                                              ; preds = %930, %924
  %938 = trunc i64 %928 to i16
  %939 = getelementptr inbounds i8, ptr %925, i64 6
  store i16 %938, ptr %939, align 2, !tbaa !53
  %940 = getelementptr inbounds i8, ptr %925, i64 8
  store ptr %940, ptr %587, align 8, !tbaa !38
  %941 = getelementptr inbounds i8, ptr %734, i64 %803
  %942 = icmp ugt ptr %941, %39
  br i1 %942, label %1071, label %943

943:                                              ; preds = %937
  %944 = add i32 %728, 2
  %945 = zext i32 %728 to i64
  %946 = getelementptr inbounds i8, ptr %59, i64 %945
  %947 = load i64, ptr %946, align 1, !tbaa !21
  %948 = mul i64 %947, -3523014627271114752
  %949 = lshr i64 %948, %579
  %950 = getelementptr inbounds i32, ptr %12, i64 %949
  store i32 %944, ptr %950, align 4, !tbaa !20
  %951 = getelementptr inbounds i8, ptr %941, i64 -2
  %952 = ptrtoint ptr %951 to i64
  %953 = sub i64 %952, %21
  %954 = trunc i64 %953 to i32
  %955 = load i64, ptr %951, align 1, !tbaa !21
  %956 = mul i64 %955, -3523014627271114752
  %957 = lshr i64 %956, %579
  %958 = getelementptr inbounds i32, ptr %12, i64 %957
  store i32 %954, ptr %958, align 4, !tbaa !20
  %959 = icmp eq i32 %729, 0
  br i1 %959, label %1071, label %960

960:                                              ; preds = %943, %1066
  %961 = phi ptr [ %1069, %1066 ], [ %940, %943 ]
  %962 = phi ptr [ %1048, %1066 ], [ %941, %943 ]
  %963 = phi i32 [ %964, %1066 ], [ %733, %943 ]
  %964 = phi i32 [ %963, %1066 ], [ %729, %943 ]
  %965 = load i32, ptr %962, align 1, !tbaa !20
  %966 = zext i32 %964 to i64
  %967 = sub nsw i64 0, %966
  %968 = getelementptr inbounds i8, ptr %962, i64 %967
  %969 = load i32, ptr %968, align 1, !tbaa !20
  %970 = icmp eq i32 %965, %969
  br i1 %970, label %971, label %1071

971:                                              ; preds = %960
  %972 = getelementptr inbounds i8, ptr %962, i64 4
  %973 = getelementptr inbounds i8, ptr %972, i64 %967
  %974 = icmp ugt ptr %580, %972
  br i1 %974, label %975, label %1001

975:                                              ; preds = %971
  %976 = load i64, ptr %973, align 1, !tbaa !21
  %977 = load i64, ptr %972, align 1, !tbaa !21
  %978 = icmp eq i64 %976, %977
  br i1 %978, label %983, label %979

979:                                              ; preds = %975
  %980 = xor i64 %977, %976
  %981 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %980, i1 false)
  %982 = lshr i64 %981, 3
  br label %1038

983:                                              ; preds = %975, %989
  %984 = phi ptr [ %987, %989 ], [ %973, %975 ]
  %985 = phi ptr [ %986, %989 ], [ %972, %975 ]
  %986 = getelementptr inbounds i8, ptr %985, i64 8
  %987 = getelementptr inbounds i8, ptr %984, i64 8
  %988 = icmp ult ptr %986, %580
  br i1 %988, label %989, label %1001

989:                                              ; preds = %983
  %990 = load i64, ptr %987, align 1, !tbaa !21
  %991 = load i64, ptr %986, align 1, !tbaa !21
  %992 = icmp eq i64 %990, %991
  br i1 %992, label %983, label %993

993:                                              ; preds = %989
  %994 = xor i64 %991, %990
  %995 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %994, i1 false)
  %996 = lshr i64 %995, 3
  %997 = getelementptr inbounds i8, ptr %986, i64 %996
  %998 = ptrtoint ptr %997 to i64
  %999 = ptrtoint ptr %972 to i64
  %1000 = sub i64 %998, %999
  br label %1038

1001:                                             ; preds = %983, %971
  %1002 = phi ptr [ %973, %971 ], [ %987, %983 ]
  %1003 = phi ptr [ %972, %971 ], [ %986, %983 ]
  %1004 = icmp ult ptr %1003, %581
  br i1 %1004, label %1005, label %1012

1005:                                             ; preds = %1001
  %1006 = load i32, ptr %1002, align 1, !tbaa !20
  %1007 = load i32, ptr %1003, align 1, !tbaa !20
  %1008 = icmp eq i32 %1006, %1007
  br i1 %1008, label %1009, label %1012

1009:                                             ; preds = %1005
  %1010 = getelementptr inbounds i8, ptr %1003, i64 4
  %1011 = getelementptr inbounds i8, ptr %1002, i64 4
  br label %1012

1012:                                             ; preds = %1009, %1005, %1001
  %1013 = phi ptr [ %1011, %1009 ], [ %1002, %1005 ], [ %1002, %1001 ]
  %1014 = phi ptr [ %1010, %1009 ], [ %1003, %1005 ], [ %1003, %1001 ]
  %1015 = icmp ult ptr %1014, %582
  br i1 %1015, label %1016, label %1023

1016:                                             ; preds = %1012
  %1017 = load i16, ptr %1013, align 1, !tbaa !34
  %1018 = load i16, ptr %1014, align 1, !tbaa !34
  %1019 = icmp eq i16 %1017, %1018
  br i1 %1019, label %1020, label %1023

1020:                                             ; preds = %1016
  %1021 = getelementptr inbounds i8, ptr %1014, i64 2
  %1022 = getelementptr inbounds i8, ptr %1013, i64 2
  br label %1023

1023:                                             ; preds = %1020, %1016, %1012
  %1024 = phi ptr [ %1022, %1020 ], [ %1013, %1016 ], [ %1013, %1012 ]
  %1025 = phi ptr [ %1021, %1020 ], [ %1014, %1016 ], [ %1014, %1012 ]
  %1026 = icmp ult ptr %1025, %38
  br i1 %1026, label %1027, label %1033

1027:                                             ; preds = %1023
  %1028 = load i8, ptr %1024, align 1, !tbaa !31
  %1029 = load i8, ptr %1025, align 1, !tbaa !31
  %1030 = icmp eq i8 %1028, %1029
  %1031 = zext i1 %1030 to i64
  %1032 = getelementptr inbounds i8, ptr %1025, i64 %1031
  br label %1033

1033:                                             ; preds = %1027, %1023
  %1034 = phi ptr [ %1025, %1023 ], [ %1032, %1027 ]
  %1035 = ptrtoint ptr %1034 to i64
  %1036 = ptrtoint ptr %972 to i64
  %1037 = sub i64 %1035, %1036
  br label %1038

1038:                                             ; preds = %1033, %993, %979
  %1039 = phi i64 [ %1037, %1033 ], [ %982, %979 ], [ %1000, %993 ]
  %1040 = add i64 %1039, 4
  %1041 = ptrtoint ptr %962 to i64
  %1042 = sub i64 %1041, %21
  %1043 = trunc i64 %1042 to i32
  %1044 = load i64, ptr %962, align 1, !tbaa !21
  %1045 = mul i64 %1044, -3523014627271114752
  %1046 = lshr i64 %1045, %579
  %1047 = getelementptr inbounds i32, ptr %12, i64 %1046
  store i32 %1043, ptr %1047, align 4, !tbaa !20
  %1048 = getelementptr inbounds i8, ptr %962, i64 %1040
  %1049 = icmp ugt ptr %962, %583
  br i1 %1049, label %1054, label %1050

1050:                                             ; preds = %1038
  %1051 = load ptr, ptr %584, align 8, !tbaa !36
  %1052 = load <16 x i8>, ptr %962, align 1
  store <16 x i8> %1052, ptr %1051, align 1
  %1053 = load ptr, ptr %587, align 8, !tbaa !38
  br label %1054

1054:                                             ; preds = %1050, %1038
  %1055 = phi ptr [ %961, %1038 ], [ %1053, %1050 ]
  %1056 = getelementptr inbounds i8, ptr %1055, i64 4
  store i16 0, ptr %1056, align 4, !tbaa !49
  store i32 1, ptr %1055, align 4, !tbaa !51
  %1057 = add i64 %1039, 1
  %1058 = icmp ugt i64 %1057, 65535
  br i1 %1058, label %1059, label %1066, !prof !52

1059:                                             ; preds = %1054
  store i32 2, ptr %586, align 8, !tbaa !46
  %1060 = load ptr, ptr %1, align 8, !tbaa !47
  %1061 = ptrtoint ptr %1055 to i64
  %1062 = ptrtoint ptr %1060 to i64
  %1063 = sub i64 %1061, %1062
  %1064 = lshr exact i64 %1063, 3
  %1065 = trunc i64 %1064 to i32
  store i32 %1065, ptr %588, align 4, !tbaa !48
  br label %1066

1066:                                             ; preds = %1059, %1054
  %1067 = trunc i64 %1057 to i16
  %1068 = getelementptr inbounds i8, ptr %1055, i64 6
  store i16 %1067, ptr %1068, align 2, !tbaa !53
  %1069 = getelementptr inbounds i8, ptr %1055, i64 8
  store ptr %1069, ptr %587, align 8, !tbaa !38
  %1070 = icmp ugt ptr %1048, %39
  br i1 %1070, label %1071, label %960

1071:                                             ; preds = %1066, %960, %943, %937
  %1072 = phi i32 [ 0, %943 ], [ %729, %937 ], [ %964, %960 ], [ %963, %1066 ]
  %1073 = phi i32 [ %733, %943 ], [ %733, %937 ], [ %963, %960 ], [ %964, %1066 ]
  %1074 = phi ptr [ %941, %943 ], [ %941, %937 ], [ %962, %960 ], [ %1048, %1066 ]
  %1075 = getelementptr inbounds i8, ptr %1074, i64 %17
  %1076 = getelementptr inbounds i8, ptr %1075, i64 1
  %1077 = icmp ult ptr %1076, %39
  br i1 %1077, label %589, label %4098

1078:                                             ; preds = %63
  br i1 %62, label %1079, label %4098

1079:                                             ; preds = %1078
  %1080 = getelementptr inbounds i8, ptr %0, i64 264
  %1081 = load i32, ptr %1080, align 4, !tbaa !19
  %1082 = sub i32 64, %1081
  %1083 = zext nneg i32 %1082 to i64
  %1084 = getelementptr inbounds i8, ptr %38, i64 -7
  %1085 = getelementptr inbounds i8, ptr %38, i64 -3
  %1086 = getelementptr inbounds i8, ptr %38, i64 -1
  %1087 = getelementptr inbounds i8, ptr %38, i64 -32
  %1088 = getelementptr inbounds i8, ptr %1, i64 24
  %1089 = ptrtoint ptr %1087 to i64
  %1090 = getelementptr inbounds i8, ptr %1, i64 72
  %1091 = getelementptr inbounds i8, ptr %1, i64 8
  %1092 = getelementptr inbounds i8, ptr %1, i64 76
  br label %1093

1093:                                             ; preds = %1575, %1079
  %1094 = phi ptr [ %61, %1079 ], [ %1580, %1575 ]
  %1095 = phi ptr [ %60, %1079 ], [ %1579, %1575 ]
  %1096 = phi ptr [ %3, %1079 ], [ %1578, %1575 ]
  %1097 = phi ptr [ %45, %1079 ], [ %1578, %1575 ]
  %1098 = phi i32 [ %58, %1079 ], [ %1577, %1575 ]
  %1099 = phi i32 [ %56, %1079 ], [ %1576, %1575 ]
  %1100 = getelementptr inbounds i8, ptr %1097, i64 1
  %1101 = getelementptr inbounds i8, ptr %1097, i64 128
  %1102 = load i64, ptr %1097, align 1, !tbaa !21
  %1103 = mul i64 %1102, -3523014627193847808
  %1104 = lshr i64 %1103, %1083
  %1105 = load i64, ptr %1100, align 1, !tbaa !21
  %1106 = getelementptr inbounds i32, ptr %12, i64 %1104
  %1107 = load i32, ptr %1106, align 4, !tbaa !20
  %1108 = zext i32 %1098 to i64
  %1109 = sub nsw i64 0, %1108
  %1110 = icmp ne i32 %1098, 0
  br label %1111

1111:                                             ; preds = %1187, %1093
  %1112 = phi i64 [ %1104, %1093 ], [ %1146, %1187 ]
  %1113 = phi i64 [ %1105, %1093 ], [ %1163, %1187 ]
  %1114 = phi i32 [ %1107, %1093 ], [ %1162, %1187 ]
  %1115 = phi i64 [ %17, %1093 ], [ %1188, %1187 ]
  %1116 = phi ptr [ %1101, %1093 ], [ %1189, %1187 ]
  %1117 = phi ptr [ %1094, %1093 ], [ %1165, %1187 ]
  %1118 = phi ptr [ %1095, %1093 ], [ %1164, %1187 ]
  %1119 = phi ptr [ %1100, %1093 ], [ %1117, %1187 ]
  %1120 = phi ptr [ %1097, %1093 ], [ %1118, %1187 ]
  %1121 = mul i64 %1113, -3523014627193847808
  %1122 = lshr i64 %1121, %1083
  %1123 = getelementptr inbounds i8, ptr %1118, i64 %1109
  %1124 = load i32, ptr %1123, align 1, !tbaa !20
  %1125 = ptrtoint ptr %1120 to i64
  %1126 = sub i64 %1125, %21
  %1127 = trunc i64 %1126 to i32
  %1128 = getelementptr inbounds i32, ptr %12, i64 %1112
  store i32 %1127, ptr %1128, align 4, !tbaa !20
  %1129 = load i32, ptr %1118, align 1, !tbaa !20
  %1130 = icmp eq i32 %1129, %1124
  %1131 = and i1 %1110, %1130
  br i1 %1131, label %1172, label %1132

1132:                                             ; preds = %1111
  %1133 = zext i32 %1114 to i64
  %1134 = getelementptr inbounds i8, ptr %19, i64 %1133
  %1135 = icmp ult i32 %1114, %35
  %1136 = select i1 %1135, ptr @ZSTD_match4Found_cmov.dummy, ptr %1134
  %1137 = load i32, ptr %1120, align 1, !tbaa !20
  %1138 = load i32, ptr %1136, align 1, !tbaa !20
  %1139 = icmp eq i32 %1137, %1138
  br i1 %1139, label %1140, label %1141

1140:                                             ; preds = %1132
  tail call void asm sideeffect "", ""() #6, !srcloc !30
  br i1 %1135, label %1141, label %1191

1141:                                             ; preds = %1140, %1132
  %1142 = getelementptr inbounds i32, ptr %12, i64 %1122
  %1143 = load i32, ptr %1142, align 4, !tbaa !20
  %1144 = load i64, ptr %1118, align 1, !tbaa !21
  %1145 = mul i64 %1144, -3523014627193847808
  %1146 = lshr i64 %1145, %1083
  %1147 = ptrtoint ptr %1119 to i64
  %1148 = sub i64 %1147, %21
  %1149 = trunc i64 %1148 to i32
  store i32 %1149, ptr %1142, align 4, !tbaa !20
  %1150 = zext i32 %1143 to i64
  %1151 = getelementptr inbounds i8, ptr %19, i64 %1150
  %1152 = icmp ult i32 %1143, %35
  %1153 = select i1 %1152, ptr @ZSTD_match4Found_cmov.dummy, ptr %1151
  %1154 = load i32, ptr %1119, align 1, !tbaa !20
  %1155 = load i32, ptr %1153, align 1, !tbaa !20
  %1156 = icmp eq i32 %1154, %1155
  br i1 %1156, label %1157, label %1160

1157:                                             ; preds = %1141
  tail call void asm sideeffect "", ""() #6, !srcloc !30
  br i1 %1152, label %1160, label %1158

1158:                                             ; preds = %1157
  %1159 = icmp ult i64 %1115, 5
  br i1 %1159, label %1191, label %1203

1160:                                             ; preds = %1157, %1141
  %1161 = getelementptr inbounds i32, ptr %12, i64 %1146
  %1162 = load i32, ptr %1161, align 4, !tbaa !20
  %1163 = load i64, ptr %1117, align 1, !tbaa !21
  %1164 = getelementptr inbounds i8, ptr %1118, i64 %1115
  %1165 = getelementptr inbounds i8, ptr %1117, i64 %1115
  %1166 = icmp ult ptr %1164, %1116
  br i1 %1166, label %1187, label %1167

1167:                                             ; preds = %1160
  %1168 = add i64 %1115, 1
  %1169 = getelementptr inbounds i8, ptr %1117, i64 64
  tail call void @llvm.prefetch.p0(ptr nonnull %1169, i32 0, i32 3, i32 1)
  %1170 = getelementptr inbounds i8, ptr %1117, i64 128
  tail call void @llvm.prefetch.p0(ptr nonnull %1170, i32 0, i32 3, i32 1)
  %1171 = getelementptr inbounds i8, ptr %1116, i64 128
  br label %1187

1172:                                             ; preds = %1111
  %1173 = getelementptr inbounds i8, ptr %1118, i64 %1109
  %1174 = getelementptr inbounds i8, ptr %1118, i64 -1
  %1175 = load i8, ptr %1174, align 1, !tbaa !31
  %1176 = getelementptr inbounds i8, ptr %1173, i64 -1
  %1177 = load i8, ptr %1176, align 1, !tbaa !31
  %1178 = icmp eq i8 %1175, %1177
  %1179 = sext i1 %1178 to i64
  %1180 = getelementptr inbounds i8, ptr %1118, i64 %1179
  %1181 = getelementptr inbounds i8, ptr %1173, i64 %1179
  %1182 = select i1 %1178, i64 5, i64 4
  %1183 = ptrtoint ptr %1119 to i64
  %1184 = sub i64 %1183, %21
  %1185 = trunc i64 %1184 to i32
  %1186 = getelementptr inbounds i32, ptr %12, i64 %1122
  store i32 %1185, ptr %1186, align 4, !tbaa !20
  br label %1231

1187:                                             ; preds = %1167, %1160
  %1188 = phi i64 [ %1115, %1160 ], [ %1168, %1167 ]
  %1189 = phi ptr [ %1116, %1160 ], [ %1171, %1167 ]
  %1190 = icmp ult ptr %1165, %39
  br i1 %1190, label %1111, label %4098, !llvm.loop !32

1191:                                             ; preds = %1140, %1158
  %1192 = phi ptr [ %1118, %1158 ], [ %1119, %1140 ]
  %1193 = phi i64 [ %1146, %1158 ], [ %1122, %1140 ]
  %1194 = phi i64 [ %1147, %1158 ], [ %1125, %1140 ]
  %1195 = phi i64 [ %1150, %1158 ], [ %1133, %1140 ]
  %1196 = phi i32 [ %1143, %1158 ], [ %1114, %1140 ]
  %1197 = phi i32 [ %1149, %1158 ], [ %1127, %1140 ]
  %1198 = phi ptr [ %1119, %1158 ], [ %1120, %1140 ]
  %1199 = ptrtoint ptr %1192 to i64
  %1200 = sub i64 %1199, %21
  %1201 = trunc i64 %1200 to i32
  %1202 = getelementptr inbounds i32, ptr %12, i64 %1193
  store i32 %1201, ptr %1202, align 4, !tbaa !20
  br label %1203

1203:                                             ; preds = %1191, %1158
  %1204 = phi i64 [ %1147, %1158 ], [ %1194, %1191 ]
  %1205 = phi i64 [ %1150, %1158 ], [ %1195, %1191 ]
  %1206 = phi i32 [ %1143, %1158 ], [ %1196, %1191 ]
  %1207 = phi i32 [ %1149, %1158 ], [ %1197, %1191 ]
  %1208 = phi ptr [ %1119, %1158 ], [ %1198, %1191 ]
  %1209 = getelementptr inbounds i8, ptr %19, i64 %1205
  %1210 = ptrtoint ptr %1209 to i64
  %1211 = sub i64 %1204, %1210
  %1212 = trunc i64 %1211 to i32
  %1213 = add i32 %1212, 3
  %1214 = icmp ugt ptr %1208, %1096
  %1215 = icmp ugt i32 %1206, %35
  %1216 = and i1 %1215, %1214
  br i1 %1216, label %1217, label %1231

1217:                                             ; preds = %1203, %1226
  %1218 = phi ptr [ %1221, %1226 ], [ %1208, %1203 ]
  %1219 = phi i64 [ %1227, %1226 ], [ 4, %1203 ]
  %1220 = phi ptr [ %1223, %1226 ], [ %1209, %1203 ]
  %1221 = getelementptr inbounds i8, ptr %1218, i64 -1
  %1222 = load i8, ptr %1221, align 1, !tbaa !31
  %1223 = getelementptr inbounds i8, ptr %1220, i64 -1
  %1224 = load i8, ptr %1223, align 1, !tbaa !31
  %1225 = icmp eq i8 %1222, %1224
  br i1 %1225, label %1226, label %1231

1226:                                             ; preds = %1217
  %1227 = add i64 %1219, 1
  %1228 = icmp ugt ptr %1221, %1096
  %1229 = icmp ugt ptr %1223, %37
  %1230 = and i1 %1228, %1229
  br i1 %1230, label %1217, label %1231, !llvm.loop !33

1231:                                             ; preds = %1226, %1217, %1203, %1172
  %1232 = phi i32 [ %1127, %1172 ], [ %1207, %1203 ], [ %1207, %1217 ], [ %1207, %1226 ]
  %1233 = phi i32 [ %1099, %1172 ], [ %1098, %1203 ], [ %1098, %1217 ], [ %1098, %1226 ]
  %1234 = phi i32 [ 1, %1172 ], [ %1213, %1203 ], [ %1213, %1217 ], [ %1213, %1226 ]
  %1235 = phi ptr [ %1181, %1172 ], [ %1209, %1203 ], [ %1223, %1226 ], [ %1220, %1217 ]
  %1236 = phi i64 [ %1182, %1172 ], [ 4, %1203 ], [ %1227, %1226 ], [ %1219, %1217 ]
  %1237 = phi i32 [ %1098, %1172 ], [ %1212, %1203 ], [ %1212, %1217 ], [ %1212, %1226 ]
  %1238 = phi ptr [ %1180, %1172 ], [ %1208, %1203 ], [ %1221, %1226 ], [ %1218, %1217 ]
  %1239 = getelementptr inbounds i8, ptr %1238, i64 %1236
  %1240 = getelementptr inbounds i8, ptr %1235, i64 %1236
  %1241 = icmp ugt ptr %1084, %1239
  br i1 %1241, label %1242, label %1268

1242:                                             ; preds = %1231
  %1243 = load i64, ptr %1240, align 1, !tbaa !21
  %1244 = load i64, ptr %1239, align 1, !tbaa !21
  %1245 = icmp eq i64 %1243, %1244
  br i1 %1245, label %1250, label %1246

1246:                                             ; preds = %1242
  %1247 = xor i64 %1244, %1243
  %1248 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1247, i1 false)
  %1249 = lshr i64 %1248, 3
  br label %1305

1250:                                             ; preds = %1242, %1256
  %1251 = phi ptr [ %1254, %1256 ], [ %1240, %1242 ]
  %1252 = phi ptr [ %1253, %1256 ], [ %1239, %1242 ]
  %1253 = getelementptr inbounds i8, ptr %1252, i64 8
  %1254 = getelementptr inbounds i8, ptr %1251, i64 8
  %1255 = icmp ult ptr %1253, %1084
  br i1 %1255, label %1256, label %1268

1256:                                             ; preds = %1250
  %1257 = load i64, ptr %1254, align 1, !tbaa !21
  %1258 = load i64, ptr %1253, align 1, !tbaa !21
  %1259 = icmp eq i64 %1257, %1258
  br i1 %1259, label %1250, label %1260

1260:                                             ; preds = %1256
  %1261 = xor i64 %1258, %1257
  %1262 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1261, i1 false)
  %1263 = lshr i64 %1262, 3
  %1264 = getelementptr inbounds i8, ptr %1253, i64 %1263
  %1265 = ptrtoint ptr %1264 to i64
  %1266 = ptrtoint ptr %1239 to i64
  %1267 = sub i64 %1265, %1266
  br label %1305

1268:                                             ; preds = %1250, %1231
  %1269 = phi ptr [ %1240, %1231 ], [ %1254, %1250 ]
  %1270 = phi ptr [ %1239, %1231 ], [ %1253, %1250 ]
  %1271 = icmp ult ptr %1270, %1085
  br i1 %1271, label %1272, label %1279

1272:                                             ; preds = %1268
  %1273 = load i32, ptr %1269, align 1, !tbaa !20
  %1274 = load i32, ptr %1270, align 1, !tbaa !20
  %1275 = icmp eq i32 %1273, %1274
  br i1 %1275, label %1276, label %1279

1276:                                             ; preds = %1272
  %1277 = getelementptr inbounds i8, ptr %1270, i64 4
  %1278 = getelementptr inbounds i8, ptr %1269, i64 4
  br label %1279

1279:                                             ; preds = %1276, %1272, %1268
  %1280 = phi ptr [ %1278, %1276 ], [ %1269, %1272 ], [ %1269, %1268 ]
  %1281 = phi ptr [ %1277, %1276 ], [ %1270, %1272 ], [ %1270, %1268 ]
  %1282 = icmp ult ptr %1281, %1086
  br i1 %1282, label %1283, label %1290

1283:                                             ; preds = %1279
  %1284 = load i16, ptr %1280, align 1, !tbaa !34
  %1285 = load i16, ptr %1281, align 1, !tbaa !34
  %1286 = icmp eq i16 %1284, %1285
  br i1 %1286, label %1287, label %1290

1287:                                             ; preds = %1283
  %1288 = getelementptr inbounds i8, ptr %1281, i64 2
  %1289 = getelementptr inbounds i8, ptr %1280, i64 2
  br label %1290

1290:                                             ; preds = %1287, %1283, %1279
  %1291 = phi ptr [ %1289, %1287 ], [ %1280, %1283 ], [ %1280, %1279 ]
  %1292 = phi ptr [ %1288, %1287 ], [ %1281, %1283 ], [ %1281, %1279 ]
  %1293 = icmp ult ptr %1292, %38
  br i1 %1293, label %1294, label %1300

1294:                                             ; preds = %1290
  %1295 = load i8, ptr %1291, align 1, !tbaa !31
  %1296 = load i8, ptr %1292, align 1, !tbaa !31
  %1297 = icmp eq i8 %1295, %1296
  %1298 = zext i1 %1297 to i64
  %1299 = getelementptr inbounds i8, ptr %1292, i64 %1298
  br label %1300

1300:                                             ; preds = %1294, %1290
  %1301 = phi ptr [ %1292, %1290 ], [ %1299, %1294 ]
  %1302 = ptrtoint ptr %1301 to i64
  %1303 = ptrtoint ptr %1239 to i64
  %1304 = sub i64 %1302, %1303
  br label %1305

1305:                                             ; preds = %1300, %1260, %1246
  %1306 = phi i64 [ %1304, %1300 ], [ %1249, %1246 ], [ %1267, %1260 ]
  %1307 = add i64 %1306, %1236
  %1308 = ptrtoint ptr %1238 to i64
  %1309 = ptrtoint ptr %1096 to i64
  %1310 = sub i64 %1308, %1309
  %1311 = getelementptr inbounds i8, ptr %1096, i64 %1310
  %1312 = icmp ugt ptr %1311, %1087
  %1313 = load ptr, ptr %1088, align 8, !tbaa !36
  br i1 %1312, label %1339, label %1314

1314:                                             ; preds = %1305
  %1315 = load <16 x i8>, ptr %1096, align 1
  store <16 x i8> %1315, ptr %1313, align 1
  %1316 = icmp ugt i64 %1310, 16
  %1317 = load ptr, ptr %1088, align 8, !tbaa !36
  br i1 %1316, label %1321, label %1318

1318:                                             ; preds = %1314
  %1319 = getelementptr inbounds i8, ptr %1317, i64 %1310
  store ptr %1319, ptr %1088, align 8, !tbaa !36
  %1320 = load ptr, ptr %1091, align 8, !tbaa !38
  br label %1428

1321:                                             ; preds = %1314
  %1322 = getelementptr inbounds i8, ptr %1317, i64 16
  %1323 = getelementptr inbounds i8, ptr %1096, i64 16
  %1324 = getelementptr i8, ptr %1317, i64 %1310
  %1325 = load <16 x i8>, ptr %1323, align 1
  store <16 x i8> %1325, ptr %1322, align 1
  %1326 = icmp slt i64 %1310, 33
  br i1 %1326, label %1416, label %1327

1327:                                             ; preds = %1321
  %1328 = getelementptr inbounds i8, ptr %1317, i64 32
  br label %1329

1329:                                             ; preds = %1329, %1327
  %1330 = phi ptr [ %1328, %1327 ], [ %1337, %1329 ]
  %1331 = phi ptr [ %1323, %1327 ], [ %1335, %1329 ]
  %1332 = getelementptr inbounds i8, ptr %1331, i64 16
  %1333 = load <16 x i8>, ptr %1332, align 1
  store <16 x i8> %1333, ptr %1330, align 1
  %1334 = getelementptr inbounds i8, ptr %1330, i64 16
  %1335 = getelementptr inbounds i8, ptr %1331, i64 32
  %1336 = load <16 x i8>, ptr %1335, align 1
  store <16 x i8> %1336, ptr %1334, align 1
  %1337 = getelementptr inbounds i8, ptr %1330, i64 32
  %1338 = icmp ult ptr %1337, %1324
  br i1 %1338, label %1329, label %1416, !llvm.loop !39

1339:                                             ; preds = %1305
  %1340 = icmp ugt ptr %1096, %1087
  br i1 %1340, label %1358, label %1341

1341:                                             ; preds = %1339
  %1342 = sub i64 %1089, %1309
  %1343 = getelementptr inbounds i8, ptr %1313, i64 %1342
  %1344 = load <16 x i8>, ptr %1096, align 1
  store <16 x i8> %1344, ptr %1313, align 1
  %1345 = icmp slt i64 %1342, 17
  br i1 %1345, label %1358, label %1346

1346:                                             ; preds = %1341
  %1347 = getelementptr inbounds i8, ptr %1313, i64 16
  br label %1348

1348:                                             ; preds = %1348, %1346
  %1349 = phi ptr [ %1347, %1346 ], [ %1356, %1348 ]
  %1350 = phi ptr [ %1096, %1346 ], [ %1354, %1348 ]
  %1351 = getelementptr inbounds i8, ptr %1350, i64 16
  %1352 = load <16 x i8>, ptr %1351, align 1
  store <16 x i8> %1352, ptr %1349, align 1
  %1353 = getelementptr inbounds i8, ptr %1349, i64 16
  %1354 = getelementptr inbounds i8, ptr %1350, i64 32
  %1355 = load <16 x i8>, ptr %1354, align 1
  store <16 x i8> %1355, ptr %1353, align 1
  %1356 = getelementptr inbounds i8, ptr %1349, i64 32
  %1357 = icmp ult ptr %1356, %1343
  br i1 %1357, label %1348, label %1358, !llvm.loop !39

1358:                                             ; preds = %1348, %1341, %1339
  %1359 = phi ptr [ %1087, %1341 ], [ %1096, %1339 ], [ %1087, %1348 ]
  %1360 = phi ptr [ %1343, %1341 ], [ %1313, %1339 ], [ %1343, %1348 ]
  %1361 = icmp ult ptr %1359, %1311
  br i1 %1361, label %1362, label %1416

1362:                                             ; preds = %1358
  %1363 = ptrtoint ptr %1360 to i64
  %1364 = ptrtoint ptr %1359 to i64
  %1365 = sub i64 %1308, %1364
  %1366 = getelementptr i8, ptr %1359, i64 %1365
  %1367 = icmp ult i64 %1365, 8
  %1368 = sub i64 %1363, %1364
  %1369 = icmp ult i64 %1368, 32
  %1370 = select i1 %1367, i1 true, i1 %1369
  br i1 %1370, label %1406, label %1371

1371:                                             ; preds = %1362
  %1372 = icmp ult i64 %1365, 32
  br i1 %1372, label %1392, label %1373

1373:                                             ; preds = %1371
  %1374 = and i64 %1365, -32
  br label %1375

1375:                                             ; preds = %1375, %1373
  %1376 = phi i64 [ 0, %1373 ], [ %1383, %1375 ]
  %1377 = getelementptr i8, ptr %1360, i64 %1376
  %1378 = getelementptr i8, ptr %1359, i64 %1376
  %1379 = getelementptr i8, ptr %1378, i64 16
  %1380 = load <16 x i8>, ptr %1378, align 1, !tbaa !31
  %1381 = load <16 x i8>, ptr %1379, align 1, !tbaa !31
  %1382 = getelementptr i8, ptr %1377, i64 16
  store <16 x i8> %1380, ptr %1377, align 1, !tbaa !31
  store <16 x i8> %1381, ptr %1382, align 1, !tbaa !31
  %1383 = add nuw i64 %1376, 32
  %1384 = icmp eq i64 %1383, %1374
  br i1 %1384, label %1385, label %1375, !llvm.loop !57

1385:                                             ; preds = %1375
  %1386 = icmp eq i64 %1365, %1374
  br i1 %1386, label %1416, label %1387

1387:                                             ; preds = %1385
  %1388 = getelementptr i8, ptr %1359, i64 %1374
  %1389 = getelementptr i8, ptr %1360, i64 %1374
  %1390 = and i64 %1365, 24
  %1391 = icmp eq i64 %1390, 0
  br i1 %1391, label %1406, label %1392

1392:                                             ; preds = %1371, %1387
  %1393 = phi i64 [ %1374, %1387 ], [ 0, %1371 ]
  %1394 = and i64 %1365, -8
  %1395 = getelementptr i8, ptr %1360, i64 %1394
  %1396 = getelementptr i8, ptr %1359, i64 %1394
  br label %1397

1397:                                             ; preds = %1397, %1392
  %1398 = phi i64 [ %1393, %1392 ], [ %1402, %1397 ]
  %1399 = getelementptr i8, ptr %1360, i64 %1398
  %1400 = getelementptr i8, ptr %1359, i64 %1398
  %1401 = load <8 x i8>, ptr %1400, align 1, !tbaa !31
  store <8 x i8> %1401, ptr %1399, align 1, !tbaa !31
  %1402 = add nuw i64 %1398, 8
  %1403 = icmp eq i64 %1402, %1394
  br i1 %1403, label %1404, label %1397, !llvm.loop !58

1404:                                             ; preds = %1397
  %1405 = icmp eq i64 %1365, %1394
  br i1 %1405, label %1416, label %1406

1406:                                             ; preds = %1404, %1362, %1387
  %1407 = phi ptr [ %1360, %1362 ], [ %1389, %1387 ], [ %1395, %1404 ]
  %1408 = phi ptr [ %1359, %1362 ], [ %1388, %1387 ], [ %1396, %1404 ]
  br label %1409

1409:                                             ; preds = %1406, %1409
  %1410 = phi ptr [ %1414, %1409 ], [ %1407, %1406 ]
  %1411 = phi ptr [ %1412, %1409 ], [ %1408, %1406 ]
  %1412 = getelementptr inbounds i8, ptr %1411, i64 1
  %1413 = load i8, ptr %1411, align 1, !tbaa !31
  %1414 = getelementptr inbounds i8, ptr %1410, i64 1
  store i8 %1413, ptr %1410, align 1, !tbaa !31
  %1415 = icmp eq ptr %1412, %1366
  br i1 %1415, label %1416, label %1409, !llvm.loop !59

1416:                                             ; preds = %1329, %1409, %1385, %1404, %1358, %1321
  %1417 = load ptr, ptr %1088, align 8, !tbaa !36
  %1418 = getelementptr inbounds i8, ptr %1417, i64 %1310
  store ptr %1418, ptr %1088, align 8, !tbaa !36
  %1419 = icmp ugt i64 %1310, 65535
  %1420 = load ptr, ptr %1091, align 8, !tbaa !38
  br i1 %1419, label %1421, label %1428, !prof !45

1421:                                             ; preds = %1416
  store i32 1, ptr %1090, align 8, !tbaa !46
  %1422 = load ptr, ptr %1, align 8, !tbaa !47
  %1423 = ptrtoint ptr %1420 to i64
  %1424 = ptrtoint ptr %1422 to i64
  %1425 = sub i64 %1423, %1424
  %1426 = lshr exact i64 %1425, 3
  %1427 = trunc i64 %1426 to i32
  store i32 %1427, ptr %1092, align 4, !tbaa !48
  br label %1428

1428:                                             ; preds = %1421, %1416, %1318
  %1429 = phi ptr [ %1320, %1318 ], [ %1420, %1421 ], [ %1420, %1416 ]
  %1430 = trunc i64 %1310 to i16
  %1431 = getelementptr inbounds i8, ptr %1429, i64 4
  store i16 %1430, ptr %1431, align 4, !tbaa !49
  store i32 %1234, ptr %1429, align 4, !tbaa !51
  %1432 = add i64 %1307, -3
  %1433 = icmp ugt i64 %1432, 65535
  br i1 %1433, label %1434, label %1441, !prof !52

1434:                                             ; preds = %1428
  store i32 2, ptr %1090, align 8, !tbaa !46
  %1435 = load ptr, ptr %1, align 8, !tbaa !47
  %1436 = ptrtoint ptr %1429 to i64
  %1437 = ptrtoint ptr %1435 to i64
  %1438 = sub i64 %1436, %1437
  %1439 = lshr exact i64 %1438, 3
  %1440 = trunc i64 %1439 to i32
  store i32 %1440, ptr %1092, align 4, !tbaa !48
  br label %1441

1441:                                             ; preds = %1434, %1428
  %1442 = trunc i64 %1432 to i16
  %1443 = getelementptr inbounds i8, ptr %1429, i64 6
  store i16 %1442, ptr %1443, align 2, !tbaa !53
  %1444 = getelementptr inbounds i8, ptr %1429, i64 8
  store ptr %1444, ptr %1091, align 8, !tbaa !38
  %1445 = getelementptr inbounds i8, ptr %1238, i64 %1307
  %1446 = icmp ugt ptr %1445, %39
  br i1 %1446, label %1575, label %1447

1447:                                             ; preds = %1441
  %1448 = add i32 %1232, 2
  %1449 = zext i32 %1232 to i64
  %1450 = getelementptr inbounds i8, ptr %59, i64 %1449
  %1451 = load i64, ptr %1450, align 1, !tbaa !21
  %1452 = mul i64 %1451, -3523014627193847808
  %1453 = lshr i64 %1452, %1083
  %1454 = getelementptr inbounds i32, ptr %12, i64 %1453
  store i32 %1448, ptr %1454, align 4, !tbaa !20
  %1455 = getelementptr inbounds i8, ptr %1445, i64 -2
  %1456 = ptrtoint ptr %1455 to i64
  %1457 = sub i64 %1456, %21
  %1458 = trunc i64 %1457 to i32
  %1459 = load i64, ptr %1455, align 1, !tbaa !21
  %1460 = mul i64 %1459, -3523014627193847808
  %1461 = lshr i64 %1460, %1083
  %1462 = getelementptr inbounds i32, ptr %12, i64 %1461
  store i32 %1458, ptr %1462, align 4, !tbaa !20
  %1463 = icmp eq i32 %1233, 0
  br i1 %1463, label %1575, label %1464

1464:                                             ; preds = %1447, %1570
  %1465 = phi ptr [ %1573, %1570 ], [ %1444, %1447 ]
  %1466 = phi ptr [ %1552, %1570 ], [ %1445, %1447 ]
  %1467 = phi i32 [ %1468, %1570 ], [ %1237, %1447 ]
  %1468 = phi i32 [ %1467, %1570 ], [ %1233, %1447 ]
  %1469 = load i32, ptr %1466, align 1, !tbaa !20
  %1470 = zext i32 %1468 to i64
  %1471 = sub nsw i64 0, %1470
  %1472 = getelementptr inbounds i8, ptr %1466, i64 %1471
  %1473 = load i32, ptr %1472, align 1, !tbaa !20
  %1474 = icmp eq i32 %1469, %1473
  br i1 %1474, label %1475, label %1575

1475:                                             ; preds = %1464
  %1476 = getelementptr inbounds i8, ptr %1466, i64 4
  %1477 = getelementptr inbounds i8, ptr %1476, i64 %1471
  %1478 = icmp ugt ptr %1084, %1476
  br i1 %1478, label %1479, label %1505

1479:                                             ; preds = %1475
  %1480 = load i64, ptr %1477, align 1, !tbaa !21
  %1481 = load i64, ptr %1476, align 1, !tbaa !21
  %1482 = icmp eq i64 %1480, %1481
  br i1 %1482, label %1487, label %1483

1483:                                             ; preds = %1479
  %1484 = xor i64 %1481, %1480
  %1485 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1484, i1 false)
  %1486 = lshr i64 %1485, 3
  br label %1542

1487:                                             ; preds = %1479, %1493
  %1488 = phi ptr [ %1491, %1493 ], [ %1477, %1479 ]
  %1489 = phi ptr [ %1490, %1493 ], [ %1476, %1479 ]
  %1490 = getelementptr inbounds i8, ptr %1489, i64 8
  %1491 = getelementptr inbounds i8, ptr %1488, i64 8
  %1492 = icmp ult ptr %1490, %1084
  br i1 %1492, label %1493, label %1505

1493:                                             ; preds = %1487
  %1494 = load i64, ptr %1491, align 1, !tbaa !21
  %1495 = load i64, ptr %1490, align 1, !tbaa !21
  %1496 = icmp eq i64 %1494, %1495
  br i1 %1496, label %1487, label %1497

1497:                                             ; preds = %1493
  %1498 = xor i64 %1495, %1494
  %1499 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1498, i1 false)
  %1500 = lshr i64 %1499, 3
  %1501 = getelementptr inbounds i8, ptr %1490, i64 %1500
  %1502 = ptrtoint ptr %1501 to i64
  %1503 = ptrtoint ptr %1476 to i64
  %1504 = sub i64 %1502, %1503
  br label %1542

1505:                                             ; preds = %1487, %1475
  %1506 = phi ptr [ %1477, %1475 ], [ %1491, %1487 ]
  %1507 = phi ptr [ %1476, %1475 ], [ %1490, %1487 ]
  %1508 = icmp ult ptr %1507, %1085
  br i1 %1508, label %1509, label %1516

1509:                                             ; preds = %1505
  %1510 = load i32, ptr %1506, align 1, !tbaa !20
  %1511 = load i32, ptr %1507, align 1, !tbaa !20
  %1512 = icmp eq i32 %1510, %1511
  br i1 %1512, label %1513, label %1516

1513:                                             ; preds = %1509
  %1514 = getelementptr inbounds i8, ptr %1507, i64 4
  %1515 = getelementptr inbounds i8, ptr %1506, i64 4
  br label %1516

1516:                                             ; preds = %1513, %1509, %1505
  %1517 = phi ptr [ %1515, %1513 ], [ %1506, %1509 ], [ %1506, %1505 ]
  %1518 = phi ptr [ %1514, %1513 ], [ %1507, %1509 ], [ %1507, %1505 ]
  %1519 = icmp ult ptr %1518, %1086
  br i1 %1519, label %1520, label %1527

1520:                                             ; preds = %1516
  %1521 = load i16, ptr %1517, align 1, !tbaa !34
  %1522 = load i16, ptr %1518, align 1, !tbaa !34
  %1523 = icmp eq i16 %1521, %1522
  br i1 %1523, label %1524, label %1527

1524:                                             ; preds = %1520
  %1525 = getelementptr inbounds i8, ptr %1518, i64 2
  %1526 = getelementptr inbounds i8, ptr %1517, i64 2
  br label %1527

1527:                                             ; preds = %1524, %1520, %1516
  %1528 = phi ptr [ %1526, %1524 ], [ %1517, %1520 ], [ %1517, %1516 ]
  %1529 = phi ptr [ %1525, %1524 ], [ %1518, %1520 ], [ %1518, %1516 ]
  %1530 = icmp ult ptr %1529, %38
  br i1 %1530, label %1531, label %1537

1531:                                             ; preds = %1527
  %1532 = load i8, ptr %1528, align 1, !tbaa !31
  %1533 = load i8, ptr %1529, align 1, !tbaa !31
  %1534 = icmp eq i8 %1532, %1533
  %1535 = zext i1 %1534 to i64
  %1536 = getelementptr inbounds i8, ptr %1529, i64 %1535
  br label %1537

1537:                                             ; preds = %1531, %1527
  %1538 = phi ptr [ %1529, %1527 ], [ %1536, %1531 ]
  %1539 = ptrtoint ptr %1538 to i64
  %1540 = ptrtoint ptr %1476 to i64
  %1541 = sub i64 %1539, %1540
  br label %1542

1542:                                             ; preds = %1537, %1497, %1483
  %1543 = phi i64 [ %1541, %1537 ], [ %1486, %1483 ], [ %1504, %1497 ]
  %1544 = add i64 %1543, 4
  %1545 = ptrtoint ptr %1466 to i64
  %1546 = sub i64 %1545, %21
  %1547 = trunc i64 %1546 to i32
  %1548 = load i64, ptr %1466, align 1, !tbaa !21
  %1549 = mul i64 %1548, -3523014627193847808
  %1550 = lshr i64 %1549, %1083
  %1551 = getelementptr inbounds i32, ptr %12, i64 %1550
  store i32 %1547, ptr %1551, align 4, !tbaa !20
  %1552 = getelementptr inbounds i8, ptr %1466, i64 %1544
  %1553 = icmp ugt ptr %1466, %1087
  br i1 %1553, label %1558, label %1554

1554:                                             ; preds = %1542
  %1555 = load ptr, ptr %1088, align 8, !tbaa !36
  %1556 = load <16 x i8>, ptr %1466, align 1
  store <16 x i8> %1556, ptr %1555, align 1
  %1557 = load ptr, ptr %1091, align 8, !tbaa !38
  br label %1558

1558:                                             ; preds = %1554, %1542
  %1559 = phi ptr [ %1465, %1542 ], [ %1557, %1554 ]
  %1560 = getelementptr inbounds i8, ptr %1559, i64 4
  store i16 0, ptr %1560, align 4, !tbaa !49
  store i32 1, ptr %1559, align 4, !tbaa !51
  %1561 = add i64 %1543, 1
  %1562 = icmp ugt i64 %1561, 65535
  br i1 %1562, label %1563, label %1570, !prof !52

1563:                                             ; preds = %1558
  store i32 2, ptr %1090, align 8, !tbaa !46
  %1564 = load ptr, ptr %1, align 8, !tbaa !47
  %1565 = ptrtoint ptr %1559 to i64
  %1566 = ptrtoint ptr %1564 to i64
  %1567 = sub i64 %1565, %1566
  %1568 = lshr exact i64 %1567, 3
  %1569 = trunc i64 %1568 to i32
  store i32 %1569, ptr %1092, align 4, !tbaa !48
  br label %1570

1570:                                             ; preds = %1563, %1558
  %1571 = trunc i64 %1561 to i16
  %1572 = getelementptr inbounds i8, ptr %1559, i64 6
  store i16 %1571, ptr %1572, align 2, !tbaa !53
  %1573 = getelementptr inbounds i8, ptr %1559, i64 8
  store ptr %1573, ptr %1091, align 8, !tbaa !38
  %1574 = icmp ugt ptr %1552, %39
  br i1 %1574, label %1575, label %1464

1575:                                             ; preds = %1570, %1464, %1447, %1441
  %1576 = phi i32 [ 0, %1447 ], [ %1233, %1441 ], [ %1468, %1464 ], [ %1467, %1570 ]
  %1577 = phi i32 [ %1237, %1447 ], [ %1237, %1441 ], [ %1467, %1464 ], [ %1468, %1570 ]
  %1578 = phi ptr [ %1445, %1447 ], [ %1445, %1441 ], [ %1466, %1464 ], [ %1552, %1570 ]
  %1579 = getelementptr inbounds i8, ptr %1578, i64 %17
  %1580 = getelementptr inbounds i8, ptr %1579, i64 1
  %1581 = icmp ult ptr %1580, %39
  br i1 %1581, label %1093, label %4098

1582:                                             ; preds = %63
  br i1 %62, label %1583, label %4098

1583:                                             ; preds = %1582
  %1584 = getelementptr inbounds i8, ptr %0, i64 264
  %1585 = load i32, ptr %1584, align 4, !tbaa !19
  %1586 = sub i32 64, %1585
  %1587 = zext nneg i32 %1586 to i64
  %1588 = getelementptr inbounds i8, ptr %38, i64 -7
  %1589 = getelementptr inbounds i8, ptr %38, i64 -3
  %1590 = getelementptr inbounds i8, ptr %38, i64 -1
  %1591 = getelementptr inbounds i8, ptr %38, i64 -32
  %1592 = getelementptr inbounds i8, ptr %1, i64 24
  %1593 = ptrtoint ptr %1591 to i64
  %1594 = getelementptr inbounds i8, ptr %1, i64 72
  %1595 = getelementptr inbounds i8, ptr %1, i64 8
  %1596 = getelementptr inbounds i8, ptr %1, i64 76
  br label %1597

1597:                                             ; preds = %2079, %1583
  %1598 = phi ptr [ %61, %1583 ], [ %2084, %2079 ]
  %1599 = phi ptr [ %60, %1583 ], [ %2083, %2079 ]
  %1600 = phi ptr [ %3, %1583 ], [ %2082, %2079 ]
  %1601 = phi ptr [ %45, %1583 ], [ %2082, %2079 ]
  %1602 = phi i32 [ %58, %1583 ], [ %2081, %2079 ]
  %1603 = phi i32 [ %56, %1583 ], [ %2080, %2079 ]
  %1604 = getelementptr inbounds i8, ptr %1601, i64 1
  %1605 = getelementptr inbounds i8, ptr %1601, i64 128
  %1606 = load i64, ptr %1601, align 1, !tbaa !21
  %1607 = mul i64 %1606, -3523014627193167104
  %1608 = lshr i64 %1607, %1587
  %1609 = load i64, ptr %1604, align 1, !tbaa !21
  %1610 = getelementptr inbounds i32, ptr %12, i64 %1608
  %1611 = load i32, ptr %1610, align 4, !tbaa !20
  %1612 = zext i32 %1602 to i64
  %1613 = sub nsw i64 0, %1612
  %1614 = icmp ne i32 %1602, 0
  br label %1615

1615:                                             ; preds = %1691, %1597
  %1616 = phi i64 [ %1608, %1597 ], [ %1650, %1691 ]
  %1617 = phi i64 [ %1609, %1597 ], [ %1667, %1691 ]
  %1618 = phi i32 [ %1611, %1597 ], [ %1666, %1691 ]
  %1619 = phi i64 [ %17, %1597 ], [ %1692, %1691 ]
  %1620 = phi ptr [ %1605, %1597 ], [ %1693, %1691 ]
  %1621 = phi ptr [ %1598, %1597 ], [ %1669, %1691 ]
  %1622 = phi ptr [ %1599, %1597 ], [ %1668, %1691 ]
  %1623 = phi ptr [ %1604, %1597 ], [ %1621, %1691 ]
  %1624 = phi ptr [ %1601, %1597 ], [ %1622, %1691 ]
  %1625 = mul i64 %1617, -3523014627193167104
  %1626 = lshr i64 %1625, %1587
  %1627 = getelementptr inbounds i8, ptr %1622, i64 %1613
  %1628 = load i32, ptr %1627, align 1, !tbaa !20
  %1629 = ptrtoint ptr %1624 to i64
  %1630 = sub i64 %1629, %21
  %1631 = trunc i64 %1630 to i32
  %1632 = getelementptr inbounds i32, ptr %12, i64 %1616
  store i32 %1631, ptr %1632, align 4, !tbaa !20
  %1633 = load i32, ptr %1622, align 1, !tbaa !20
  %1634 = icmp eq i32 %1633, %1628
  %1635 = and i1 %1614, %1634
  br i1 %1635, label %1676, label %1636

1636:                                             ; preds = %1615
  %1637 = zext i32 %1618 to i64
  %1638 = getelementptr inbounds i8, ptr %19, i64 %1637
  %1639 = icmp ult i32 %1618, %35
  %1640 = select i1 %1639, ptr @ZSTD_match4Found_cmov.dummy, ptr %1638
  %1641 = load i32, ptr %1624, align 1, !tbaa !20
  %1642 = load i32, ptr %1640, align 1, !tbaa !20
  %1643 = icmp eq i32 %1641, %1642
  br i1 %1643, label %1644, label %1645

1644:                                             ; preds = %1636
  tail call void asm sideeffect "", ""() #6, !srcloc !30
  br i1 %1639, label %1645, label %1695

1645:                                             ; preds = %1644, %1636
  %1646 = getelementptr inbounds i32, ptr %12, i64 %1626
  %1647 = load i32, ptr %1646, align 4, !tbaa !20
  %1648 = load i64, ptr %1622, align 1, !tbaa !21
  %1649 = mul i64 %1648, -3523014627193167104
  %1650 = lshr i64 %1649, %1587
  %1651 = ptrtoint ptr %1623 to i64
  %1652 = sub i64 %1651, %21
  %1653 = trunc i64 %1652 to i32
  store i32 %1653, ptr %1646, align 4, !tbaa !20
  %1654 = zext i32 %1647 to i64
  %1655 = getelementptr inbounds i8, ptr %19, i64 %1654
  %1656 = icmp ult i32 %1647, %35
  %1657 = select i1 %1656, ptr @ZSTD_match4Found_cmov.dummy, ptr %1655
  %1658 = load i32, ptr %1623, align 1, !tbaa !20
  %1659 = load i32, ptr %1657, align 1, !tbaa !20
  %1660 = icmp eq i32 %1658, %1659
  br i1 %1660, label %1661, label %1664

1661:                                             ; preds = %1645
  tail call void asm sideeffect "", ""() #6, !srcloc !30
  br i1 %1656, label %1664, label %1662

1662:                                             ; preds = %1661
  %1663 = icmp ult i64 %1619, 5
  br i1 %1663, label %1695, label %1707

1664:                                             ; preds = %1661, %1645
  %1665 = getelementptr inbounds i32, ptr %12, i64 %1650
  %1666 = load i32, ptr %1665, align 4, !tbaa !20
  %1667 = load i64, ptr %1621, align 1, !tbaa !21
  %1668 = getelementptr inbounds i8, ptr %1622, i64 %1619
  %1669 = getelementptr inbounds i8, ptr %1621, i64 %1619
  %1670 = icmp ult ptr %1668, %1620
  br i1 %1670, label %1691, label %1671

1671:                                             ; preds = %1664
  %1672 = add i64 %1619, 1
  %1673 = getelementptr inbounds i8, ptr %1621, i64 64
  tail call void @llvm.prefetch.p0(ptr nonnull %1673, i32 0, i32 3, i32 1)
  %1674 = getelementptr inbounds i8, ptr %1621, i64 128
  tail call void @llvm.prefetch.p0(ptr nonnull %1674, i32 0, i32 3, i32 1)
  %1675 = getelementptr inbounds i8, ptr %1620, i64 128
  br label %1691

1676:                                             ; preds = %1615
  %1677 = getelementptr inbounds i8, ptr %1622, i64 %1613
  %1678 = getelementptr inbounds i8, ptr %1622, i64 -1
  %1679 = load i8, ptr %1678, align 1, !tbaa !31
  %1680 = getelementptr inbounds i8, ptr %1677, i64 -1
  %1681 = load i8, ptr %1680, align 1, !tbaa !31
  %1682 = icmp eq i8 %1679, %1681
  %1683 = sext i1 %1682 to i64
  %1684 = getelementptr inbounds i8, ptr %1622, i64 %1683
  %1685 = getelementptr inbounds i8, ptr %1677, i64 %1683
  %1686 = select i1 %1682, i64 5, i64 4
  %1687 = ptrtoint ptr %1623 to i64
  %1688 = sub i64 %1687, %21
  %1689 = trunc i64 %1688 to i32
  %1690 = getelementptr inbounds i32, ptr %12, i64 %1626
  store i32 %1689, ptr %1690, align 4, !tbaa !20
  br label %1735

1691:                                             ; preds = %1671, %1664
  %1692 = phi i64 [ %1619, %1664 ], [ %1672, %1671 ]
  %1693 = phi ptr [ %1620, %1664 ], [ %1675, %1671 ]
  %1694 = icmp ult ptr %1669, %39
  br i1 %1694, label %1615, label %4098, !llvm.loop !32

1695:                                             ; preds = %1644, %1662
  %1696 = phi ptr [ %1622, %1662 ], [ %1623, %1644 ]
  %1697 = phi i64 [ %1650, %1662 ], [ %1626, %1644 ]
  %1698 = phi i64 [ %1651, %1662 ], [ %1629, %1644 ]
  %1699 = phi i64 [ %1654, %1662 ], [ %1637, %1644 ]
  %1700 = phi i32 [ %1647, %1662 ], [ %1618, %1644 ]
  %1701 = phi i32 [ %1653, %1662 ], [ %1631, %1644 ]
  %1702 = phi ptr [ %1623, %1662 ], [ %1624, %1644 ]
  %1703 = ptrtoint ptr %1696 to i64
  %1704 = sub i64 %1703, %21
  %1705 = trunc i64 %1704 to i32
  %1706 = getelementptr inbounds i32, ptr %12, i64 %1697
  store i32 %1705, ptr %1706, align 4, !tbaa !20
  br label %1707

1707:                                             ; preds = %1695, %1662
  %1708 = phi i64 [ %1651, %1662 ], [ %1698, %1695 ]
  %1709 = phi i64 [ %1654, %1662 ], [ %1699, %1695 ]
  %1710 = phi i32 [ %1647, %1662 ], [ %1700, %1695 ]
  %1711 = phi i32 [ %1653, %1662 ], [ %1701, %1695 ]
  %1712 = phi ptr [ %1623, %1662 ], [ %1702, %1695 ]
  %1713 = getelementptr inbounds i8, ptr %19, i64 %1709
  %1714 = ptrtoint ptr %1713 to i64
  %1715 = sub i64 %1708, %1714
  %1716 = trunc i64 %1715 to i32
  %1717 = add i32 %1716, 3
  %1718 = icmp ugt ptr %1712, %1600
  %1719 = icmp ugt i32 %1710, %35
  %1720 = and i1 %1719, %1718
  br i1 %1720, label %1721, label %1735

1721:                                             ; preds = %1707, %1730
  %1722 = phi ptr [ %1725, %1730 ], [ %1712, %1707 ]
  %1723 = phi i64 [ %1731, %1730 ], [ 4, %1707 ]
  %1724 = phi ptr [ %1727, %1730 ], [ %1713, %1707 ]
  %1725 = getelementptr inbounds i8, ptr %1722, i64 -1
  %1726 = load i8, ptr %1725, align 1, !tbaa !31
  %1727 = getelementptr inbounds i8, ptr %1724, i64 -1
  %1728 = load i8, ptr %1727, align 1, !tbaa !31
  %1729 = icmp eq i8 %1726, %1728
  br i1 %1729, label %1730, label %1735

1730:                                             ; preds = %1721
  %1731 = add i64 %1723, 1
  %1732 = icmp ugt ptr %1725, %1600
  %1733 = icmp ugt ptr %1727, %37
  %1734 = and i1 %1732, %1733
  br i1 %1734, label %1721, label %1735, !llvm.loop !33

1735:                                             ; preds = %1730, %1721, %1707, %1676
  %1736 = phi i32 [ %1631, %1676 ], [ %1711, %1707 ], [ %1711, %1721 ], [ %1711, %1730 ]
  %1737 = phi i32 [ %1603, %1676 ], [ %1602, %1707 ], [ %1602, %1721 ], [ %1602, %1730 ]
  %1738 = phi i32 [ 1, %1676 ], [ %1717, %1707 ], [ %1717, %1721 ], [ %1717, %1730 ]
  %1739 = phi ptr [ %1685, %1676 ], [ %1713, %1707 ], [ %1727, %1730 ], [ %1724, %1721 ]
  %1740 = phi i64 [ %1686, %1676 ], [ 4, %1707 ], [ %1731, %1730 ], [ %1723, %1721 ]
  %1741 = phi i32 [ %1602, %1676 ], [ %1716, %1707 ], [ %1716, %1721 ], [ %1716, %1730 ]
  %1742 = phi ptr [ %1684, %1676 ], [ %1712, %1707 ], [ %1725, %1730 ], [ %1722, %1721 ]
  %1743 = getelementptr inbounds i8, ptr %1742, i64 %1740
  %1744 = getelementptr inbounds i8, ptr %1739, i64 %1740
  %1745 = icmp ugt ptr %1588, %1743
  br i1 %1745, label %1746, label %1772

1746:                                             ; preds = %1735
  %1747 = load i64, ptr %1744, align 1, !tbaa !21
  %1748 = load i64, ptr %1743, align 1, !tbaa !21
  %1749 = icmp eq i64 %1747, %1748
  br i1 %1749, label %1754, label %1750

1750:                                             ; preds = %1746
  %1751 = xor i64 %1748, %1747
  %1752 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1751, i1 false)
  %1753 = lshr i64 %1752, 3
  br label %1809

1754:                                             ; preds = %1746, %1760
  %1755 = phi ptr [ %1758, %1760 ], [ %1744, %1746 ]
  %1756 = phi ptr [ %1757, %1760 ], [ %1743, %1746 ]
  %1757 = getelementptr inbounds i8, ptr %1756, i64 8
  %1758 = getelementptr inbounds i8, ptr %1755, i64 8
  %1759 = icmp ult ptr %1757, %1588
  br i1 %1759, label %1760, label %1772

1760:                                             ; preds = %1754
  %1761 = load i64, ptr %1758, align 1, !tbaa !21
  %1762 = load i64, ptr %1757, align 1, !tbaa !21
  %1763 = icmp eq i64 %1761, %1762
  br i1 %1763, label %1754, label %1764

1764:                                             ; preds = %1760
  %1765 = xor i64 %1762, %1761
  %1766 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1765, i1 false)
  %1767 = lshr i64 %1766, 3
  %1768 = getelementptr inbounds i8, ptr %1757, i64 %1767
  %1769 = ptrtoint ptr %1768 to i64
  %1770 = ptrtoint ptr %1743 to i64
  %1771 = sub i64 %1769, %1770
  br label %1809

1772:                                             ; preds = %1754, %1735
  %1773 = phi ptr [ %1744, %1735 ], [ %1758, %1754 ]
  %1774 = phi ptr [ %1743, %1735 ], [ %1757, %1754 ]
  %1775 = icmp ult ptr %1774, %1589
  br i1 %1775, label %1776, label %1783

1776:                                             ; preds = %1772
  %1777 = load i32, ptr %1773, align 1, !tbaa !20
  %1778 = load i32, ptr %1774, align 1, !tbaa !20
  %1779 = icmp eq i32 %1777, %1778
  br i1 %1779, label %1780, label %1783

1780:                                             ; preds = %1776
  %1781 = getelementptr inbounds i8, ptr %1774, i64 4
  %1782 = getelementptr inbounds i8, ptr %1773, i64 4
  br label %1783

1783:                                             ; preds = %1780, %1776, %1772
  %1784 = phi ptr [ %1782, %1780 ], [ %1773, %1776 ], [ %1773, %1772 ]
  %1785 = phi ptr [ %1781, %1780 ], [ %1774, %1776 ], [ %1774, %1772 ]
  %1786 = icmp ult ptr %1785, %1590
  br i1 %1786, label %1787, label %1794

1787:                                             ; preds = %1783
  %1788 = load i16, ptr %1784, align 1, !tbaa !34
  %1789 = load i16, ptr %1785, align 1, !tbaa !34
  %1790 = icmp eq i16 %1788, %1789
  br i1 %1790, label %1791, label %1794

1791:                                             ; preds = %1787
  %1792 = getelementptr inbounds i8, ptr %1785, i64 2
  %1793 = getelementptr inbounds i8, ptr %1784, i64 2
  br label %1794

1794:                                             ; preds = %1791, %1787, %1783
  %1795 = phi ptr [ %1793, %1791 ], [ %1784, %1787 ], [ %1784, %1783 ]
  %1796 = phi ptr [ %1792, %1791 ], [ %1785, %1787 ], [ %1785, %1783 ]
  %1797 = icmp ult ptr %1796, %38
  br i1 %1797, label %1798, label %1804

1798:                                             ; preds = %1794
  %1799 = load i8, ptr %1795, align 1, !tbaa !31
  %1800 = load i8, ptr %1796, align 1, !tbaa !31
  %1801 = icmp eq i8 %1799, %1800
  %1802 = zext i1 %1801 to i64
  %1803 = getelementptr inbounds i8, ptr %1796, i64 %1802
  br label %1804

1804:                                             ; preds = %1798, %1794
  %1805 = phi ptr [ %1796, %1794 ], [ %1803, %1798 ]
  %1806 = ptrtoint ptr %1805 to i64
  %1807 = ptrtoint ptr %1743 to i64
  %1808 = sub i64 %1806, %1807
  br label %1809

1809:                                             ; preds = %1804, %1764, %1750
  %1810 = phi i64 [ %1808, %1804 ], [ %1753, %1750 ], [ %1771, %1764 ]
  %1811 = add i64 %1810, %1740
  %1812 = ptrtoint ptr %1742 to i64
  %1813 = ptrtoint ptr %1600 to i64
  %1814 = sub i64 %1812, %1813
  %1815 = getelementptr inbounds i8, ptr %1600, i64 %1814
  %1816 = icmp ugt ptr %1815, %1591
  %1817 = load ptr, ptr %1592, align 8, !tbaa !36
  br i1 %1816, label %1843, label %1818

1818:                                             ; preds = %1809
  %1819 = load <16 x i8>, ptr %1600, align 1
  store <16 x i8> %1819, ptr %1817, align 1
  %1820 = icmp ugt i64 %1814, 16
  %1821 = load ptr, ptr %1592, align 8, !tbaa !36
  br i1 %1820, label %1825, label %1822

1822:                                             ; preds = %1818
  %1823 = getelementptr inbounds i8, ptr %1821, i64 %1814
  store ptr %1823, ptr %1592, align 8, !tbaa !36
  %1824 = load ptr, ptr %1595, align 8, !tbaa !38
  br label %1932

1825:                                             ; preds = %1818
  %1826 = getelementptr inbounds i8, ptr %1821, i64 16
  %1827 = getelementptr inbounds i8, ptr %1600, i64 16
  %1828 = getelementptr i8, ptr %1821, i64 %1814
  %1829 = load <16 x i8>, ptr %1827, align 1
  store <16 x i8> %1829, ptr %1826, align 1
  %1830 = icmp slt i64 %1814, 33
  br i1 %1830, label %1920, label %1831

1831:                                             ; preds = %1825
  %1832 = getelementptr inbounds i8, ptr %1821, i64 32
  br label %1833

1833:                                             ; preds = %1833, %1831
  %1834 = phi ptr [ %1832, %1831 ], [ %1841, %1833 ]
  %1835 = phi ptr [ %1827, %1831 ], [ %1839, %1833 ]
  %1836 = getelementptr inbounds i8, ptr %1835, i64 16
  %1837 = load <16 x i8>, ptr %1836, align 1
  store <16 x i8> %1837, ptr %1834, align 1
  %1838 = getelementptr inbounds i8, ptr %1834, i64 16
  %1839 = getelementptr inbounds i8, ptr %1835, i64 32
  %1840 = load <16 x i8>, ptr %1839, align 1
  store <16 x i8> %1840, ptr %1838, align 1
  %1841 = getelementptr inbounds i8, ptr %1834, i64 32
  %1842 = icmp ult ptr %1841, %1828
  br i1 %1842, label %1833, label %1920, !llvm.loop !39

1843:                                             ; preds = %1809
  %1844 = icmp ugt ptr %1600, %1591
  br i1 %1844, label %1862, label %1845

1845:                                             ; preds = %1843
  %1846 = sub i64 %1593, %1813
  %1847 = getelementptr inbounds i8, ptr %1817, i64 %1846
  %1848 = load <16 x i8>, ptr %1600, align 1
  store <16 x i8> %1848, ptr %1817, align 1
  %1849 = icmp slt i64 %1846, 17
  br i1 %1849, label %1862, label %1850

1850:                                             ; preds = %1845
  %1851 = getelementptr inbounds i8, ptr %1817, i64 16
  br label %1852

1852:                                             ; preds = %1852, %1850
  %1853 = phi ptr [ %1851, %1850 ], [ %1860, %1852 ]
  %1854 = phi ptr [ %1600, %1850 ], [ %1858, %1852 ]
  %1855 = getelementptr inbounds i8, ptr %1854, i64 16
  %1856 = load <16 x i8>, ptr %1855, align 1
  store <16 x i8> %1856, ptr %1853, align 1
  %1857 = getelementptr inbounds i8, ptr %1853, i64 16
  %1858 = getelementptr inbounds i8, ptr %1854, i64 32
  %1859 = load <16 x i8>, ptr %1858, align 1
  store <16 x i8> %1859, ptr %1857, align 1
  %1860 = getelementptr inbounds i8, ptr %1853, i64 32
  %1861 = icmp ult ptr %1860, %1847
  br i1 %1861, label %1852, label %1862, !llvm.loop !39

1862:                                             ; preds = %1852, %1845, %1843
  %1863 = phi ptr [ %1591, %1845 ], [ %1600, %1843 ], [ %1591, %1852 ]
  %1864 = phi ptr [ %1847, %1845 ], [ %1817, %1843 ], [ %1847, %1852 ]
  %1865 = icmp ult ptr %1863, %1815
  br i1 %1865, label %1866, label %1920

1866:                                             ; preds = %1862
  %1867 = ptrtoint ptr %1864 to i64
  %1868 = ptrtoint ptr %1863 to i64
  %1869 = sub i64 %1812, %1868
  %1870 = getelementptr i8, ptr %1863, i64 %1869
  %1871 = icmp ult i64 %1869, 8
  %1872 = sub i64 %1867, %1868
  %1873 = icmp ult i64 %1872, 32
  %1874 = select i1 %1871, i1 true, i1 %1873
  br i1 %1874, label %1910, label %1875

1875:                                             ; preds = %1866
  %1876 = icmp ult i64 %1869, 32
  br i1 %1876, label %1896, label %1877

1877:                                             ; preds = %1875
  %1878 = and i64 %1869, -32
  br label %1879

1879:                                             ; preds = %1879, %1877
  %1880 = phi i64 [ 0, %1877 ], [ %1887, %1879 ]
  %1881 = getelementptr i8, ptr %1864, i64 %1880
  %1882 = getelementptr i8, ptr %1863, i64 %1880
  %1883 = getelementptr i8, ptr %1882, i64 16
  %1884 = load <16 x i8>, ptr %1882, align 1, !tbaa !31
  %1885 = load <16 x i8>, ptr %1883, align 1, !tbaa !31
  %1886 = getelementptr i8, ptr %1881, i64 16
  store <16 x i8> %1884, ptr %1881, align 1, !tbaa !31
  store <16 x i8> %1885, ptr %1886, align 1, !tbaa !31
  %1887 = add nuw i64 %1880, 32
  %1888 = icmp eq i64 %1887, %1878
  br i1 %1888, label %1889, label %1879, !llvm.loop !60

1889:                                             ; preds = %1879
  %1890 = icmp eq i64 %1869, %1878
  br i1 %1890, label %1920, label %1891

1891:                                             ; preds = %1889
  %1892 = getelementptr i8, ptr %1863, i64 %1878
  %1893 = getelementptr i8, ptr %1864, i64 %1878
  %1894 = and i64 %1869, 24
  %1895 = icmp eq i64 %1894, 0
  br i1 %1895, label %1910, label %1896

1896:                                             ; preds = %1875, %1891
  %1897 = phi i64 [ %1878, %1891 ], [ 0, %1875 ]
  %1898 = and i64 %1869, -8
  %1899 = getelementptr i8, ptr %1864, i64 %1898
  %1900 = getelementptr i8, ptr %1863, i64 %1898
  br label %1901

1901:                                             ; preds = %1901, %1896
  %1902 = phi i64 [ %1897, %1896 ], [ %1906, %1901 ]
  %1903 = getelementptr i8, ptr %1864, i64 %1902
  %1904 = getelementptr i8, ptr %1863, i64 %1902
  %1905 = load <8 x i8>, ptr %1904, align 1, !tbaa !31
  store <8 x i8> %1905, ptr %1903, align 1, !tbaa !31
  %1906 = add nuw i64 %1902, 8
  %1907 = icmp eq i64 %1906, %1898
  br i1 %1907, label %1908, label %1901, !llvm.loop !61

1908:                                             ; preds = %1901
  %1909 = icmp eq i64 %1869, %1898
  br i1 %1909, label %1920, label %1910

1910:                                             ; preds = %1908, %1866, %1891
  %1911 = phi ptr [ %1864, %1866 ], [ %1893, %1891 ], [ %1899, %1908 ]
  %1912 = phi ptr [ %1863, %1866 ], [ %1892, %1891 ], [ %1900, %1908 ]
  br label %1913

1913:                                             ; preds = %1910, %1913
  %1914 = phi ptr [ %1918, %1913 ], [ %1911, %1910 ]
  %1915 = phi ptr [ %1916, %1913 ], [ %1912, %1910 ]
  %1916 = getelementptr inbounds i8, ptr %1915, i64 1
  %1917 = load i8, ptr %1915, align 1, !tbaa !31
  %1918 = getelementptr inbounds i8, ptr %1914, i64 1
  store i8 %1917, ptr %1914, align 1, !tbaa !31
  %1919 = icmp eq ptr %1916, %1870
  br i1 %1919, label %1920, label %1913, !llvm.loop !62

1920:                                             ; preds = %1833, %1913, %1889, %1908, %1862, %1825
  %1921 = load ptr, ptr %1592, align 8, !tbaa !36
  %1922 = getelementptr inbounds i8, ptr %1921, i64 %1814
  store ptr %1922, ptr %1592, align 8, !tbaa !36
  %1923 = icmp ugt i64 %1814, 65535
  %1924 = load ptr, ptr %1595, align 8, !tbaa !38
  br i1 %1923, label %1925, label %1932, !prof !45

1925:                                             ; preds = %1920
  store i32 1, ptr %1594, align 8, !tbaa !46
  %1926 = load ptr, ptr %1, align 8, !tbaa !47
  %1927 = ptrtoint ptr %1924 to i64
  %1928 = ptrtoint ptr %1926 to i64
  %1929 = sub i64 %1927, %1928
  %1930 = lshr exact i64 %1929, 3
  %1931 = trunc i64 %1930 to i32
  store i32 %1931, ptr %1596, align 4, !tbaa !48
  br label %1932

1932:                                             ; preds = %1925, %1920, %1822
  %1933 = phi ptr [ %1824, %1822 ], [ %1924, %1925 ], [ %1924, %1920 ]
  %1934 = trunc i64 %1814 to i16
  %1935 = getelementptr inbounds i8, ptr %1933, i64 4
  store i16 %1934, ptr %1935, align 4, !tbaa !49
  store i32 %1738, ptr %1933, align 4, !tbaa !51
  %1936 = add i64 %1811, -3
  %1937 = icmp ugt i64 %1936, 65535
  br i1 %1937, label %1938, label %1945, !prof !52

1938:                                             ; preds = %1932
  store i32 2, ptr %1594, align 8, !tbaa !46
  %1939 = load ptr, ptr %1, align 8, !tbaa !47
  %1940 = ptrtoint ptr %1933 to i64
  %1941 = ptrtoint ptr %1939 to i64
  %1942 = sub i64 %1940, %1941
  %1943 = lshr exact i64 %1942, 3
  %1944 = trunc i64 %1943 to i32
  store i32 %1944, ptr %1596, align 4, !tbaa !48
  br label %1945

1945:                                             ; preds = %1938, %1932
  %1946 = trunc i64 %1936 to i16
  %1947 = getelementptr inbounds i8, ptr %1933, i64 6
  store i16 %1946, ptr %1947, align 2, !tbaa !53
  %1948 = getelementptr inbounds i8, ptr %1933, i64 8
  store ptr %1948, ptr %1595, align 8, !tbaa !38
  %1949 = getelementptr inbounds i8, ptr %1742, i64 %1811
  %1950 = icmp ugt ptr %1949, %39
  br i1 %1950, label %2079, label %1951

1951:                                             ; preds = %1945
  %1952 = add i32 %1736, 2
  %1953 = zext i32 %1736 to i64
  %1954 = getelementptr inbounds i8, ptr %59, i64 %1953
  %1955 = load i64, ptr %1954, align 1, !tbaa !21
  %1956 = mul i64 %1955, -3523014627193167104
  %1957 = lshr i64 %1956, %1587
  %1958 = getelementptr inbounds i32, ptr %12, i64 %1957
  store i32 %1952, ptr %1958, align 4, !tbaa !20
  %1959 = getelementptr inbounds i8, ptr %1949, i64 -2
  %1960 = ptrtoint ptr %1959 to i64
  %1961 = sub i64 %1960, %21
  %1962 = trunc i64 %1961 to i32
  %1963 = load i64, ptr %1959, align 1, !tbaa !21
  %1964 = mul i64 %1963, -3523014627193167104
  %1965 = lshr i64 %1964, %1587
  %1966 = getelementptr inbounds i32, ptr %12, i64 %1965
  store i32 %1962, ptr %1966, align 4, !tbaa !20
  %1967 = icmp eq i32 %1737, 0
  br i1 %1967, label %2079, label %1968

1968:                                             ; preds = %1951, %2074
  %1969 = phi ptr [ %2077, %2074 ], [ %1948, %1951 ]
  %1970 = phi ptr [ %2056, %2074 ], [ %1949, %1951 ]
  %1971 = phi i32 [ %1972, %2074 ], [ %1741, %1951 ]
  %1972 = phi i32 [ %1971, %2074 ], [ %1737, %1951 ]
  %1973 = load i32, ptr %1970, align 1, !tbaa !20
  %1974 = zext i32 %1972 to i64
  %1975 = sub nsw i64 0, %1974
  %1976 = getelementptr inbounds i8, ptr %1970, i64 %1975
  %1977 = load i32, ptr %1976, align 1, !tbaa !20
  %1978 = icmp eq i32 %1973, %1977
  br i1 %1978, label %1979, label %2079

1979:                                             ; preds = %1968
  %1980 = getelementptr inbounds i8, ptr %1970, i64 4
  %1981 = getelementptr inbounds i8, ptr %1980, i64 %1975
  %1982 = icmp ugt ptr %1588, %1980
  br i1 %1982, label %1983, label %2009

1983:                                             ; preds = %1979
  %1984 = load i64, ptr %1981, align 1, !tbaa !21
  %1985 = load i64, ptr %1980, align 1, !tbaa !21
  %1986 = icmp eq i64 %1984, %1985
  br i1 %1986, label %1991, label %1987

1987:                                             ; preds = %1983
  %1988 = xor i64 %1985, %1984
  %1989 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1988, i1 false)
  %1990 = lshr i64 %1989, 3
  br label %2046

1991:                                             ; preds = %1983, %1997
  %1992 = phi ptr [ %1995, %1997 ], [ %1981, %1983 ]
  %1993 = phi ptr [ %1994, %1997 ], [ %1980, %1983 ]
  %1994 = getelementptr inbounds i8, ptr %1993, i64 8
  %1995 = getelementptr inbounds i8, ptr %1992, i64 8
  %1996 = icmp ult ptr %1994, %1588
  br i1 %1996, label %1997, label %2009

1997:                                             ; preds = %1991
  %1998 = load i64, ptr %1995, align 1, !tbaa !21
  %1999 = load i64, ptr %1994, align 1, !tbaa !21
  %2000 = icmp eq i64 %1998, %1999
  br i1 %2000, label %1991, label %2001

2001:                                             ; preds = %1997
  %2002 = xor i64 %1999, %1998
  %2003 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2002, i1 false)
  %2004 = lshr i64 %2003, 3
  %2005 = getelementptr inbounds i8, ptr %1994, i64 %2004
  %2006 = ptrtoint ptr %2005 to i64
  %2007 = ptrtoint ptr %1980 to i64
  %2008 = sub i64 %2006, %2007
  br label %2046

2009:                                             ; preds = %1991, %1979
  %2010 = phi ptr [ %1981, %1979 ], [ %1995, %1991 ]
  %2011 = phi ptr [ %1980, %1979 ], [ %1994, %1991 ]
  %2012 = icmp ult ptr %2011, %1589
  br i1 %2012, label %2013, label %2020

2013:                                             ; preds = %2009
  %2014 = load i32, ptr %2010, align 1, !tbaa !20
  %2015 = load i32, ptr %2011, align 1, !tbaa !20
  %2016 = icmp eq i32 %2014, %2015
  br i1 %2016, label %2017, label %2020

2017:                                             ; preds = %2013
  %2018 = getelementptr inbounds i8, ptr %2011, i64 4
  %2019 = getelementptr inbounds i8, ptr %2010, i64 4
  br label %2020

2020:                                             ; preds = %2017, %2013, %2009
  %2021 = phi ptr [ %2019, %2017 ], [ %2010, %2013 ], [ %2010, %2009 ]
  %2022 = phi ptr [ %2018, %2017 ], [ %2011, %2013 ], [ %2011, %2009 ]
  %2023 = icmp ult ptr %2022, %1590
  br i1 %2023, label %2024, label %2031

2024:                                             ; preds = %2020
  %2025 = load i16, ptr %2021, align 1, !tbaa !34
  %2026 = load i16, ptr %2022, align 1, !tbaa !34
  %2027 = icmp eq i16 %2025, %2026
  br i1 %2027, label %2028, label %2031

2028:                                             ; preds = %2024
  %2029 = getelementptr inbounds i8, ptr %2022, i64 2
  %2030 = getelementptr inbounds i8, ptr %2021, i64 2
  br label %2031

2031:                                             ; preds = %2028, %2024, %2020
  %2032 = phi ptr [ %2030, %2028 ], [ %2021, %2024 ], [ %2021, %2020 ]
  %2033 = phi ptr [ %2029, %2028 ], [ %2022, %2024 ], [ %2022, %2020 ]
  %2034 = icmp ult ptr %2033, %38
  br i1 %2034, label %2035, label %2041

2035:                                             ; preds = %2031
  %2036 = load i8, ptr %2032, align 1, !tbaa !31
  %2037 = load i8, ptr %2033, align 1, !tbaa !31
  %2038 = icmp eq i8 %2036, %2037
  %2039 = zext i1 %2038 to i64
  %2040 = getelementptr inbounds i8, ptr %2033, i64 %2039
  br label %2041

2041:                                             ; preds = %2035, %2031
  %2042 = phi ptr [ %2033, %2031 ], [ %2040, %2035 ]
  %2043 = ptrtoint ptr %2042 to i64
  %2044 = ptrtoint ptr %1980 to i64
  %2045 = sub i64 %2043, %2044
  br label %2046

2046:                                             ; preds = %2041, %2001, %1987
  %2047 = phi i64 [ %2045, %2041 ], [ %1990, %1987 ], [ %2008, %2001 ]
  %2048 = add i64 %2047, 4
  %2049 = ptrtoint ptr %1970 to i64
  %2050 = sub i64 %2049, %21
  %2051 = trunc i64 %2050 to i32
  %2052 = load i64, ptr %1970, align 1, !tbaa !21
  %2053 = mul i64 %2052, -3523014627193167104
  %2054 = lshr i64 %2053, %1587
  %2055 = getelementptr inbounds i32, ptr %12, i64 %2054
  store i32 %2051, ptr %2055, align 4, !tbaa !20
  %2056 = getelementptr inbounds i8, ptr %1970, i64 %2048
  %2057 = icmp ugt ptr %1970, %1591
  br i1 %2057, label %2062, label %2058

2058:                                             ; preds = %2046
  %2059 = load ptr, ptr %1592, align 8, !tbaa !36
  %2060 = load <16 x i8>, ptr %1970, align 1
  store <16 x i8> %2060, ptr %2059, align 1
  %2061 = load ptr, ptr %1595, align 8, !tbaa !38
  br label %2062

2062:                                             ; preds = %2058, %2046
  %2063 = phi ptr [ %1969, %2046 ], [ %2061, %2058 ]
  %2064 = getelementptr inbounds i8, ptr %2063, i64 4
  store i16 0, ptr %2064, align 4, !tbaa !49
  store i32 1, ptr %2063, align 4, !tbaa !51
  %2065 = add i64 %2047, 1
  %2066 = icmp ugt i64 %2065, 65535
  br i1 %2066, label %2067, label %2074, !prof !52

2067:                                             ; preds = %2062
  store i32 2, ptr %1594, align 8, !tbaa !46
  %2068 = load ptr, ptr %1, align 8, !tbaa !47
  %2069 = ptrtoint ptr %2063 to i64
  %2070 = ptrtoint ptr %2068 to i64
  %2071 = sub i64 %2069, %2070
  %2072 = lshr exact i64 %2071, 3
  %2073 = trunc i64 %2072 to i32
  store i32 %2073, ptr %1596, align 4, !tbaa !48
  br label %2074

2074:                                             ; preds = %2067, %2062
  %2075 = trunc i64 %2065 to i16
  %2076 = getelementptr inbounds i8, ptr %2063, i64 6
  store i16 %2075, ptr %2076, align 2, !tbaa !53
  %2077 = getelementptr inbounds i8, ptr %2063, i64 8
  store ptr %2077, ptr %1595, align 8, !tbaa !38
  %2078 = icmp ugt ptr %2056, %39
  br i1 %2078, label %2079, label %1968

2079:                                             ; preds = %2074, %1968, %1951, %1945
  %2080 = phi i32 [ 0, %1951 ], [ %1737, %1945 ], [ %1972, %1968 ], [ %1971, %2074 ]
  %2081 = phi i32 [ %1741, %1951 ], [ %1741, %1945 ], [ %1971, %1968 ], [ %1972, %2074 ]
  %2082 = phi ptr [ %1949, %1951 ], [ %1949, %1945 ], [ %1970, %1968 ], [ %2056, %2074 ]
  %2083 = getelementptr inbounds i8, ptr %2082, i64 %17
  %2084 = getelementptr inbounds i8, ptr %2083, i64 1
  %2085 = icmp ult ptr %2084, %39
  br i1 %2085, label %1597, label %4098

2086:                                             ; preds = %5
  switch i32 %8, label %2087 [
    i32 7, label %3596
    i32 5, label %2592
    i32 6, label %3094
  ]

2087:                                             ; preds = %2086
  br i1 %62, label %2088, label %4098

2088:                                             ; preds = %2087
  %2089 = getelementptr inbounds i8, ptr %0, i64 264
  %2090 = load i32, ptr %2089, align 4, !tbaa !19
  %2091 = sub i32 32, %2090
  %2092 = getelementptr inbounds i8, ptr %38, i64 -7
  %2093 = getelementptr inbounds i8, ptr %38, i64 -3
  %2094 = getelementptr inbounds i8, ptr %38, i64 -1
  %2095 = getelementptr inbounds i8, ptr %38, i64 -32
  %2096 = getelementptr inbounds i8, ptr %1, i64 24
  %2097 = ptrtoint ptr %2095 to i64
  %2098 = getelementptr inbounds i8, ptr %1, i64 72
  %2099 = getelementptr inbounds i8, ptr %1, i64 8
  %2100 = getelementptr inbounds i8, ptr %1, i64 76
  br label %2101

2101:                                             ; preds = %2585, %2088
  %2102 = phi ptr [ %61, %2088 ], [ %2590, %2585 ]
  %2103 = phi ptr [ %60, %2088 ], [ %2589, %2585 ]
  %2104 = phi ptr [ %3, %2088 ], [ %2588, %2585 ]
  %2105 = phi ptr [ %45, %2088 ], [ %2588, %2585 ]
  %2106 = phi i32 [ %58, %2088 ], [ %2587, %2585 ]
  %2107 = phi i32 [ %56, %2088 ], [ %2586, %2585 ]
  %2108 = getelementptr inbounds i8, ptr %2105, i64 1
  %2109 = getelementptr inbounds i8, ptr %2105, i64 128
  %2110 = load i32, ptr %2105, align 1, !tbaa !20
  %2111 = mul i32 %2110, -1640531535
  %2112 = lshr i32 %2111, %2091
  %2113 = zext i32 %2112 to i64
  %2114 = load i32, ptr %2108, align 1, !tbaa !20
  %2115 = getelementptr inbounds i32, ptr %12, i64 %2113
  %2116 = load i32, ptr %2115, align 4, !tbaa !20
  %2117 = zext i32 %2106 to i64
  %2118 = sub nsw i64 0, %2117
  %2119 = icmp ne i32 %2106, 0
  br label %2120

2120:                                             ; preds = %2195, %2101
  %2121 = phi i64 [ %2113, %2101 ], [ %2155, %2195 ]
  %2122 = phi i32 [ %2114, %2101 ], [ %2171, %2195 ]
  %2123 = phi i32 [ %2116, %2101 ], [ %2170, %2195 ]
  %2124 = phi i64 [ %17, %2101 ], [ %2196, %2195 ]
  %2125 = phi ptr [ %2109, %2101 ], [ %2197, %2195 ]
  %2126 = phi ptr [ %2102, %2101 ], [ %2173, %2195 ]
  %2127 = phi ptr [ %2103, %2101 ], [ %2172, %2195 ]
  %2128 = phi ptr [ %2108, %2101 ], [ %2126, %2195 ]
  %2129 = phi ptr [ %2105, %2101 ], [ %2127, %2195 ]
  %2130 = mul i32 %2122, -1640531535
  %2131 = lshr i32 %2130, %2091
  %2132 = zext i32 %2131 to i64
  %2133 = getelementptr inbounds i8, ptr %2127, i64 %2118
  %2134 = load i32, ptr %2133, align 1, !tbaa !20
  %2135 = ptrtoint ptr %2129 to i64
  %2136 = sub i64 %2135, %21
  %2137 = trunc i64 %2136 to i32
  %2138 = getelementptr inbounds i32, ptr %12, i64 %2121
  store i32 %2137, ptr %2138, align 4, !tbaa !20
  %2139 = load i32, ptr %2127, align 1, !tbaa !20
  %2140 = icmp eq i32 %2139, %2134
  %2141 = and i1 %2119, %2140
  br i1 %2141, label %2180, label %2142

2142:                                             ; preds = %2120
  %2143 = icmp ult i32 %2123, %35
  br i1 %2143, label %2150, label %2144

2144:                                             ; preds = %2142
  %2145 = zext i32 %2123 to i64
  %2146 = getelementptr inbounds i8, ptr %19, i64 %2145
  %2147 = load i32, ptr %2146, align 1, !tbaa !20
  %2148 = load i32, ptr %2129, align 1, !tbaa !20
  %2149 = icmp eq i32 %2148, %2147
  br i1 %2149, label %2199, label %2150

2150:                                             ; preds = %2144, %2142
  %2151 = getelementptr inbounds i32, ptr %12, i64 %2132
  %2152 = load i32, ptr %2151, align 4, !tbaa !20
  %2153 = mul i32 %2139, -1640531535
  %2154 = lshr i32 %2153, %2091
  %2155 = zext i32 %2154 to i64
  %2156 = ptrtoint ptr %2128 to i64
  %2157 = sub i64 %2156, %21
  %2158 = trunc i64 %2157 to i32
  store i32 %2158, ptr %2151, align 4, !tbaa !20
  %2159 = icmp ult i32 %2152, %35
  br i1 %2159, label %2168, label %2160

2160:                                             ; preds = %2150
  %2161 = zext i32 %2152 to i64
  %2162 = getelementptr inbounds i8, ptr %19, i64 %2161
  %2163 = load i32, ptr %2162, align 1, !tbaa !20
  %2164 = load i32, ptr %2128, align 1, !tbaa !20
  %2165 = icmp eq i32 %2164, %2163
  br i1 %2165, label %2166, label %2168

2166:                                             ; preds = %2160
  %2167 = icmp ult i64 %2124, 5
  br i1 %2167, label %2199, label %2211

2168:                                             ; preds = %2160, %2150
  %2169 = getelementptr inbounds i32, ptr %12, i64 %2155
  %2170 = load i32, ptr %2169, align 4, !tbaa !20
  %2171 = load i32, ptr %2126, align 1, !tbaa !20
  %2172 = getelementptr inbounds i8, ptr %2127, i64 %2124
  %2173 = getelementptr inbounds i8, ptr %2126, i64 %2124
  %2174 = icmp ult ptr %2172, %2125
  br i1 %2174, label %2195, label %2175

2175:                                             ; preds = %2168
  %2176 = add i64 %2124, 1
  %2177 = getelementptr inbounds i8, ptr %2126, i64 64
  tail call void @llvm.prefetch.p0(ptr nonnull %2177, i32 0, i32 3, i32 1)
  %2178 = getelementptr inbounds i8, ptr %2126, i64 128
  tail call void @llvm.prefetch.p0(ptr nonnull %2178, i32 0, i32 3, i32 1)
  %2179 = getelementptr inbounds i8, ptr %2125, i64 128
  br label %2195

2180:                                             ; preds = %2120
  %2181 = getelementptr inbounds i8, ptr %2127, i64 %2118
  %2182 = getelementptr inbounds i8, ptr %2127, i64 -1
  %2183 = load i8, ptr %2182, align 1, !tbaa !31
  %2184 = getelementptr inbounds i8, ptr %2181, i64 -1
  %2185 = load i8, ptr %2184, align 1, !tbaa !31
  %2186 = icmp eq i8 %2183, %2185
  %2187 = sext i1 %2186 to i64
  %2188 = getelementptr inbounds i8, ptr %2127, i64 %2187
  %2189 = getelementptr inbounds i8, ptr %2181, i64 %2187
  %2190 = select i1 %2186, i64 5, i64 4
  %2191 = ptrtoint ptr %2128 to i64
  %2192 = sub i64 %2191, %21
  %2193 = trunc i64 %2192 to i32
  %2194 = getelementptr inbounds i32, ptr %12, i64 %2132
  store i32 %2193, ptr %2194, align 4, !tbaa !20
  br label %2239

2195:                                             ; preds = %2175, %2168
  %2196 = phi i64 [ %2124, %2168 ], [ %2176, %2175 ]
  %2197 = phi ptr [ %2125, %2168 ], [ %2179, %2175 ]
  %2198 = icmp ult ptr %2173, %39
  br i1 %2198, label %2120, label %4098, !llvm.loop !32

2199:                                             ; preds = %2144, %2166
  %2200 = phi ptr [ %2127, %2166 ], [ %2128, %2144 ]
  %2201 = phi i64 [ %2155, %2166 ], [ %2132, %2144 ]
  %2202 = phi i64 [ %2156, %2166 ], [ %2135, %2144 ]
  %2203 = phi i64 [ %2161, %2166 ], [ %2145, %2144 ]
  %2204 = phi i32 [ %2152, %2166 ], [ %2123, %2144 ]
  %2205 = phi i32 [ %2158, %2166 ], [ %2137, %2144 ]
  %2206 = phi ptr [ %2128, %2166 ], [ %2129, %2144 ]
  %2207 = ptrtoint ptr %2200 to i64
  %2208 = sub i64 %2207, %21
  %2209 = trunc i64 %2208 to i32
  %2210 = getelementptr inbounds i32, ptr %12, i64 %2201
  store i32 %2209, ptr %2210, align 4, !tbaa !20
  br label %2211

2211:                                             ; preds = %2199, %2166
  %2212 = phi i64 [ %2156, %2166 ], [ %2202, %2199 ]
  %2213 = phi i64 [ %2161, %2166 ], [ %2203, %2199 ]
  %2214 = phi i32 [ %2152, %2166 ], [ %2204, %2199 ]
  %2215 = phi i32 [ %2158, %2166 ], [ %2205, %2199 ]
  %2216 = phi ptr [ %2128, %2166 ], [ %2206, %2199 ]
  %2217 = getelementptr inbounds i8, ptr %19, i64 %2213
  %2218 = ptrtoint ptr %2217 to i64
  %2219 = sub i64 %2212, %2218
  %2220 = trunc i64 %2219 to i32
  %2221 = add i32 %2220, 3
  %2222 = icmp ugt ptr %2216, %2104
  %2223 = icmp ugt i32 %2214, %35
  %2224 = and i1 %2223, %2222
  br i1 %2224, label %2225, label %2239

2225:                                             ; preds = %2211, %2234
  %2226 = phi ptr [ %2229, %2234 ], [ %2216, %2211 ]
  %2227 = phi i64 [ %2235, %2234 ], [ 4, %2211 ]
  %2228 = phi ptr [ %2231, %2234 ], [ %2217, %2211 ]
  %2229 = getelementptr inbounds i8, ptr %2226, i64 -1
  %2230 = load i8, ptr %2229, align 1, !tbaa !31
  %2231 = getelementptr inbounds i8, ptr %2228, i64 -1
  %2232 = load i8, ptr %2231, align 1, !tbaa !31
  %2233 = icmp eq i8 %2230, %2232
  br i1 %2233, label %2234, label %2239

2234:                                             ; preds = %2225
  %2235 = add i64 %2227, 1
  %2236 = icmp ugt ptr %2229, %2104
  %2237 = icmp ugt ptr %2231, %37
  %2238 = and i1 %2236, %2237
  br i1 %2238, label %2225, label %2239, !llvm.loop !33

2239:                                             ; preds = %2234, %2225, %2211, %2180
  %2240 = phi i32 [ %2137, %2180 ], [ %2215, %2211 ], [ %2215, %2225 ], [ %2215, %2234 ]
  %2241 = phi i32 [ %2107, %2180 ], [ %2106, %2211 ], [ %2106, %2225 ], [ %2106, %2234 ]
  %2242 = phi i32 [ 1, %2180 ], [ %2221, %2211 ], [ %2221, %2225 ], [ %2221, %2234 ]
  %2243 = phi ptr [ %2189, %2180 ], [ %2217, %2211 ], [ %2231, %2234 ], [ %2228, %2225 ]
  %2244 = phi i64 [ %2190, %2180 ], [ 4, %2211 ], [ %2235, %2234 ], [ %2227, %2225 ]
  %2245 = phi i32 [ %2106, %2180 ], [ %2220, %2211 ], [ %2220, %2225 ], [ %2220, %2234 ]
  %2246 = phi ptr [ %2188, %2180 ], [ %2216, %2211 ], [ %2229, %2234 ], [ %2226, %2225 ]
  %2247 = getelementptr inbounds i8, ptr %2246, i64 %2244
  %2248 = getelementptr inbounds i8, ptr %2243, i64 %2244
  %2249 = icmp ugt ptr %2092, %2247
  br i1 %2249, label %2250, label %2276

2250:                                             ; preds = %2239
  %2251 = load i64, ptr %2248, align 1, !tbaa !21
  %2252 = load i64, ptr %2247, align 1, !tbaa !21
  %2253 = icmp eq i64 %2251, %2252
  br i1 %2253, label %2258, label %2254

2254:                                             ; preds = %2250
  %2255 = xor i64 %2252, %2251
  %2256 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2255, i1 false)
  %2257 = lshr i64 %2256, 3
  br label %2313

2258:                                             ; preds = %2250, %2264
  %2259 = phi ptr [ %2262, %2264 ], [ %2248, %2250 ]
  %2260 = phi ptr [ %2261, %2264 ], [ %2247, %2250 ]
  %2261 = getelementptr inbounds i8, ptr %2260, i64 8
  %2262 = getelementptr inbounds i8, ptr %2259, i64 8
  %2263 = icmp ult ptr %2261, %2092
  br i1 %2263, label %2264, label %2276

2264:                                             ; preds = %2258
  %2265 = load i64, ptr %2262, align 1, !tbaa !21
  %2266 = load i64, ptr %2261, align 1, !tbaa !21
  %2267 = icmp eq i64 %2265, %2266
  br i1 %2267, label %2258, label %2268

2268:                                             ; preds = %2264
  %2269 = xor i64 %2266, %2265
  %2270 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2269, i1 false)
  %2271 = lshr i64 %2270, 3
  %2272 = getelementptr inbounds i8, ptr %2261, i64 %2271
  %2273 = ptrtoint ptr %2272 to i64
  %2274 = ptrtoint ptr %2247 to i64
  %2275 = sub i64 %2273, %2274
  br label %2313

2276:                                             ; preds = %2258, %2239
  %2277 = phi ptr [ %2248, %2239 ], [ %2262, %2258 ]
  %2278 = phi ptr [ %2247, %2239 ], [ %2261, %2258 ]
  %2279 = icmp ult ptr %2278, %2093
  br i1 %2279, label %2280, label %2287

2280:                                             ; preds = %2276
  %2281 = load i32, ptr %2277, align 1, !tbaa !20
  %2282 = load i32, ptr %2278, align 1, !tbaa !20
  %2283 = icmp eq i32 %2281, %2282
  br i1 %2283, label %2284, label %2287

2284:                                             ; preds = %2280
  %2285 = getelementptr inbounds i8, ptr %2278, i64 4
  %2286 = getelementptr inbounds i8, ptr %2277, i64 4
  br label %2287

2287:                                             ; preds = %2284, %2280, %2276
  %2288 = phi ptr [ %2286, %2284 ], [ %2277, %2280 ], [ %2277, %2276 ]
  %2289 = phi ptr [ %2285, %2284 ], [ %2278, %2280 ], [ %2278, %2276 ]
  %2290 = icmp ult ptr %2289, %2094
  br i1 %2290, label %2291, label %2298

2291:                                             ; preds = %2287
  %2292 = load i16, ptr %2288, align 1, !tbaa !34
  %2293 = load i16, ptr %2289, align 1, !tbaa !34
  %2294 = icmp eq i16 %2292, %2293
  br i1 %2294, label %2295, label %2298

2295:                                             ; preds = %2291
  %2296 = getelementptr inbounds i8, ptr %2289, i64 2
  %2297 = getelementptr inbounds i8, ptr %2288, i64 2
  br label %2298

2298:                                             ; preds = %2295, %2291, %2287
  %2299 = phi ptr [ %2297, %2295 ], [ %2288, %2291 ], [ %2288, %2287 ]
  %2300 = phi ptr [ %2296, %2295 ], [ %2289, %2291 ], [ %2289, %2287 ]
  %2301 = icmp ult ptr %2300, %38
  br i1 %2301, label %2302, label %2308

2302:                                             ; preds = %2298
  %2303 = load i8, ptr %2299, align 1, !tbaa !31
  %2304 = load i8, ptr %2300, align 1, !tbaa !31
  %2305 = icmp eq i8 %2303, %2304
  %2306 = zext i1 %2305 to i64
  %2307 = getelementptr inbounds i8, ptr %2300, i64 %2306
  br label %2308

2308:                                             ; preds = %2302, %2298
  %2309 = phi ptr [ %2300, %2298 ], [ %2307, %2302 ]
  %2310 = ptrtoint ptr %2309 to i64
  %2311 = ptrtoint ptr %2247 to i64
  %2312 = sub i64 %2310, %2311
  br label %2313

2313:                                             ; preds = %2308, %2268, %2254
  %2314 = phi i64 [ %2312, %2308 ], [ %2257, %2254 ], [ %2275, %2268 ]
  %2315 = add i64 %2314, %2244
  %2316 = ptrtoint ptr %2246 to i64
  %2317 = ptrtoint ptr %2104 to i64
  %2318 = sub i64 %2316, %2317
  %2319 = getelementptr inbounds i8, ptr %2104, i64 %2318
  %2320 = icmp ugt ptr %2319, %2095
  %2321 = load ptr, ptr %2096, align 8, !tbaa !36
  br i1 %2320, label %2347, label %2322

2322:                                             ; preds = %2313
  %2323 = load <16 x i8>, ptr %2104, align 1
  store <16 x i8> %2323, ptr %2321, align 1
  %2324 = icmp ugt i64 %2318, 16
  %2325 = load ptr, ptr %2096, align 8, !tbaa !36
  br i1 %2324, label %2329, label %2326

2326:                                             ; preds = %2322
  %2327 = getelementptr inbounds i8, ptr %2325, i64 %2318
  store ptr %2327, ptr %2096, align 8, !tbaa !36
  %2328 = load ptr, ptr %2099, align 8, !tbaa !38
  br label %2436

2329:                                             ; preds = %2322
  %2330 = getelementptr inbounds i8, ptr %2325, i64 16
  %2331 = getelementptr inbounds i8, ptr %2104, i64 16
  %2332 = getelementptr i8, ptr %2325, i64 %2318
  %2333 = load <16 x i8>, ptr %2331, align 1
  store <16 x i8> %2333, ptr %2330, align 1
  %2334 = icmp slt i64 %2318, 33
  br i1 %2334, label %2424, label %2335

2335:                                             ; preds = %2329
  %2336 = getelementptr inbounds i8, ptr %2325, i64 32
  br label %2337

2337:                                             ; preds = %2337, %2335
  %2338 = phi ptr [ %2336, %2335 ], [ %2345, %2337 ]
  %2339 = phi ptr [ %2331, %2335 ], [ %2343, %2337 ]
  %2340 = getelementptr inbounds i8, ptr %2339, i64 16
  %2341 = load <16 x i8>, ptr %2340, align 1
  store <16 x i8> %2341, ptr %2338, align 1
  %2342 = getelementptr inbounds i8, ptr %2338, i64 16
  %2343 = getelementptr inbounds i8, ptr %2339, i64 32
  %2344 = load <16 x i8>, ptr %2343, align 1
  store <16 x i8> %2344, ptr %2342, align 1
  %2345 = getelementptr inbounds i8, ptr %2338, i64 32
  %2346 = icmp ult ptr %2345, %2332
  br i1 %2346, label %2337, label %2424, !llvm.loop !39

2347:                                             ; preds = %2313
  %2348 = icmp ugt ptr %2104, %2095
  br i1 %2348, label %2366, label %2349

2349:                                             ; preds = %2347
  %2350 = sub i64 %2097, %2317
  %2351 = getelementptr inbounds i8, ptr %2321, i64 %2350
  %2352 = load <16 x i8>, ptr %2104, align 1
  store <16 x i8> %2352, ptr %2321, align 1
  %2353 = icmp slt i64 %2350, 17
  br i1 %2353, label %2366, label %2354

2354:                                             ; preds = %2349
  %2355 = getelementptr inbounds i8, ptr %2321, i64 16
  br label %2356

2356:                                             ; preds = %2356, %2354
  %2357 = phi ptr [ %2355, %2354 ], [ %2364, %2356 ]
  %2358 = phi ptr [ %2104, %2354 ], [ %2362, %2356 ]
  %2359 = getelementptr inbounds i8, ptr %2358, i64 16
  %2360 = load <16 x i8>, ptr %2359, align 1
  store <16 x i8> %2360, ptr %2357, align 1
  %2361 = getelementptr inbounds i8, ptr %2357, i64 16
  %2362 = getelementptr inbounds i8, ptr %2358, i64 32
  %2363 = load <16 x i8>, ptr %2362, align 1
  store <16 x i8> %2363, ptr %2361, align 1
  %2364 = getelementptr inbounds i8, ptr %2357, i64 32
  %2365 = icmp ult ptr %2364, %2351
  br i1 %2365, label %2356, label %2366, !llvm.loop !39

2366:                                             ; preds = %2356, %2349, %2347
  %2367 = phi ptr [ %2095, %2349 ], [ %2104, %2347 ], [ %2095, %2356 ]
  %2368 = phi ptr [ %2351, %2349 ], [ %2321, %2347 ], [ %2351, %2356 ]
  %2369 = icmp ult ptr %2367, %2319
  br i1 %2369, label %2370, label %2424

2370:                                             ; preds = %2366
  %2371 = ptrtoint ptr %2368 to i64
  %2372 = ptrtoint ptr %2367 to i64
  %2373 = sub i64 %2316, %2372
  %2374 = getelementptr i8, ptr %2367, i64 %2373
  %2375 = icmp ult i64 %2373, 8
  %2376 = sub i64 %2371, %2372
  %2377 = icmp ult i64 %2376, 32
  %2378 = select i1 %2375, i1 true, i1 %2377
  br i1 %2378, label %2414, label %2379

2379:                                             ; preds = %2370
  %2380 = icmp ult i64 %2373, 32
  br i1 %2380, label %2400, label %2381

2381:                                             ; preds = %2379
  %2382 = and i64 %2373, -32
  br label %2383

2383:                                             ; preds = %2383, %2381
  %2384 = phi i64 [ 0, %2381 ], [ %2391, %2383 ]
  %2385 = getelementptr i8, ptr %2368, i64 %2384
  %2386 = getelementptr i8, ptr %2367, i64 %2384
  %2387 = getelementptr i8, ptr %2386, i64 16
  %2388 = load <16 x i8>, ptr %2386, align 1, !tbaa !31
  %2389 = load <16 x i8>, ptr %2387, align 1, !tbaa !31
  %2390 = getelementptr i8, ptr %2385, i64 16
  store <16 x i8> %2388, ptr %2385, align 1, !tbaa !31
  store <16 x i8> %2389, ptr %2390, align 1, !tbaa !31
  %2391 = add nuw i64 %2384, 32
  %2392 = icmp eq i64 %2391, %2382
  br i1 %2392, label %2393, label %2383, !llvm.loop !63

2393:                                             ; preds = %2383
  %2394 = icmp eq i64 %2373, %2382
  br i1 %2394, label %2424, label %2395

2395:                                             ; preds = %2393
  %2396 = getelementptr i8, ptr %2367, i64 %2382
  %2397 = getelementptr i8, ptr %2368, i64 %2382
  %2398 = and i64 %2373, 24
  %2399 = icmp eq i64 %2398, 0
  br i1 %2399, label %2414, label %2400

2400:                                             ; preds = %2379, %2395
  %2401 = phi i64 [ %2382, %2395 ], [ 0, %2379 ]
  %2402 = and i64 %2373, -8
  %2403 = getelementptr i8, ptr %2368, i64 %2402
  %2404 = getelementptr i8, ptr %2367, i64 %2402
  br label %2405

2405:                                             ; preds = %2405, %2400
  %2406 = phi i64 [ %2401, %2400 ], [ %2410, %2405 ]
  %2407 = getelementptr i8, ptr %2368, i64 %2406
  %2408 = getelementptr i8, ptr %2367, i64 %2406
  %2409 = load <8 x i8>, ptr %2408, align 1, !tbaa !31
  store <8 x i8> %2409, ptr %2407, align 1, !tbaa !31
  %2410 = add nuw i64 %2406, 8
  %2411 = icmp eq i64 %2410, %2402
  br i1 %2411, label %2412, label %2405, !llvm.loop !64

2412:                                             ; preds = %2405
  %2413 = icmp eq i64 %2373, %2402
  br i1 %2413, label %2424, label %2414

2414:                                             ; preds = %2412, %2370, %2395
  %2415 = phi ptr [ %2368, %2370 ], [ %2397, %2395 ], [ %2403, %2412 ]
  %2416 = phi ptr [ %2367, %2370 ], [ %2396, %2395 ], [ %2404, %2412 ]
  br label %2417

2417:                                             ; preds = %2414, %2417
  %2418 = phi ptr [ %2422, %2417 ], [ %2415, %2414 ]
  %2419 = phi ptr [ %2420, %2417 ], [ %2416, %2414 ]
  %2420 = getelementptr inbounds i8, ptr %2419, i64 1
  %2421 = load i8, ptr %2419, align 1, !tbaa !31
  %2422 = getelementptr inbounds i8, ptr %2418, i64 1
  store i8 %2421, ptr %2418, align 1, !tbaa !31
  %2423 = icmp eq ptr %2420, %2374
  br i1 %2423, label %2424, label %2417, !llvm.loop !65

2424:                                             ; preds = %2337, %2417, %2393, %2412, %2366, %2329
  %2425 = load ptr, ptr %2096, align 8, !tbaa !36
  %2426 = getelementptr inbounds i8, ptr %2425, i64 %2318
  store ptr %2426, ptr %2096, align 8, !tbaa !36
  %2427 = icmp ugt i64 %2318, 65535
  %2428 = load ptr, ptr %2099, align 8, !tbaa !38
  br i1 %2427, label %2429, label %2436, !prof !45

2429:                                             ; preds = %2424
  store i32 1, ptr %2098, align 8, !tbaa !46
  %2430 = load ptr, ptr %1, align 8, !tbaa !47
  %2431 = ptrtoint ptr %2428 to i64
  %2432 = ptrtoint ptr %2430 to i64
  %2433 = sub i64 %2431, %2432
  %2434 = lshr exact i64 %2433, 3
  %2435 = trunc i64 %2434 to i32
  store i32 %2435, ptr %2100, align 4, !tbaa !48
  br label %2436

2436:                                             ; preds = %2429, %2424, %2326
  %2437 = phi ptr [ %2328, %2326 ], [ %2428, %2429 ], [ %2428, %2424 ]
  %2438 = trunc i64 %2318 to i16
  %2439 = getelementptr inbounds i8, ptr %2437, i64 4
  store i16 %2438, ptr %2439, align 4, !tbaa !49
  store i32 %2242, ptr %2437, align 4, !tbaa !51
  %2440 = add i64 %2315, -3
  %2441 = icmp ugt i64 %2440, 65535
  br i1 %2441, label %2442, label %2449, !prof !52

2442:                                             ; preds = %2436
  store i32 2, ptr %2098, align 8, !tbaa !46
  %2443 = load ptr, ptr %1, align 8, !tbaa !47
  %2444 = ptrtoint ptr %2437 to i64
  %2445 = ptrtoint ptr %2443 to i64
  %2446 = sub i64 %2444, %2445
  %2447 = lshr exact i64 %2446, 3
  %2448 = trunc i64 %2447 to i32
  store i32 %2448, ptr %2100, align 4, !tbaa !48
  br label %2449

2449:                                             ; preds = %2442, %2436
  %2450 = trunc i64 %2440 to i16
  %2451 = getelementptr inbounds i8, ptr %2437, i64 6
  store i16 %2450, ptr %2451, align 2, !tbaa !53
  %2452 = getelementptr inbounds i8, ptr %2437, i64 8
  store ptr %2452, ptr %2099, align 8, !tbaa !38
  %2453 = getelementptr inbounds i8, ptr %2246, i64 %2315
  %2454 = icmp ugt ptr %2453, %39
  br i1 %2454, label %2585, label %2455

2455:                                             ; preds = %2449
  %2456 = add i32 %2240, 2
  %2457 = zext i32 %2240 to i64
  %2458 = getelementptr inbounds i8, ptr %59, i64 %2457
  %2459 = load i32, ptr %2458, align 1, !tbaa !20
  %2460 = mul i32 %2459, -1640531535
  %2461 = lshr i32 %2460, %2091
  %2462 = zext i32 %2461 to i64
  %2463 = getelementptr inbounds i32, ptr %12, i64 %2462
  store i32 %2456, ptr %2463, align 4, !tbaa !20
  %2464 = getelementptr inbounds i8, ptr %2453, i64 -2
  %2465 = ptrtoint ptr %2464 to i64
  %2466 = sub i64 %2465, %21
  %2467 = trunc i64 %2466 to i32
  %2468 = load i32, ptr %2464, align 1, !tbaa !20
  %2469 = mul i32 %2468, -1640531535
  %2470 = lshr i32 %2469, %2091
  %2471 = zext i32 %2470 to i64
  %2472 = getelementptr inbounds i32, ptr %12, i64 %2471
  store i32 %2467, ptr %2472, align 4, !tbaa !20
  %2473 = icmp eq i32 %2241, 0
  br i1 %2473, label %2585, label %2474

2474:                                             ; preds = %2455, %2580
  %2475 = phi ptr [ %2583, %2580 ], [ %2452, %2455 ]
  %2476 = phi ptr [ %2562, %2580 ], [ %2453, %2455 ]
  %2477 = phi i32 [ %2478, %2580 ], [ %2245, %2455 ]
  %2478 = phi i32 [ %2477, %2580 ], [ %2241, %2455 ]
  %2479 = load i32, ptr %2476, align 1, !tbaa !20
  %2480 = zext i32 %2478 to i64
  %2481 = sub nsw i64 0, %2480
  %2482 = getelementptr inbounds i8, ptr %2476, i64 %2481
  %2483 = load i32, ptr %2482, align 1, !tbaa !20
  %2484 = icmp eq i32 %2479, %2483
  br i1 %2484, label %2485, label %2585

2485:                                             ; preds = %2474
  %2486 = getelementptr inbounds i8, ptr %2476, i64 4
  %2487 = getelementptr inbounds i8, ptr %2486, i64 %2481
  %2488 = icmp ugt ptr %2092, %2486
  br i1 %2488, label %2489, label %2515

2489:                                             ; preds = %2485
  %2490 = load i64, ptr %2487, align 1, !tbaa !21
  %2491 = load i64, ptr %2486, align 1, !tbaa !21
  %2492 = icmp eq i64 %2490, %2491
  br i1 %2492, label %2497, label %2493

2493:                                             ; preds = %2489
  %2494 = xor i64 %2491, %2490
  %2495 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2494, i1 false)
  %2496 = lshr i64 %2495, 3
  br label %2552

2497:                                             ; preds = %2489, %2503
  %2498 = phi ptr [ %2501, %2503 ], [ %2487, %2489 ]
  %2499 = phi ptr [ %2500, %2503 ], [ %2486, %2489 ]
  %2500 = getelementptr inbounds i8, ptr %2499, i64 8
  %2501 = getelementptr inbounds i8, ptr %2498, i64 8
  %2502 = icmp ult ptr %2500, %2092
  br i1 %2502, label %2503, label %2515

2503:                                             ; preds = %2497
  %2504 = load i64, ptr %2501, align 1, !tbaa !21
  %2505 = load i64, ptr %2500, align 1, !tbaa !21
  %2506 = icmp eq i64 %2504, %2505
  br i1 %2506, label %2497, label %2507

2507:                                             ; preds = %2503
  %2508 = xor i64 %2505, %2504
  %2509 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2508, i1 false)
  %2510 = lshr i64 %2509, 3
  %2511 = getelementptr inbounds i8, ptr %2500, i64 %2510
  %2512 = ptrtoint ptr %2511 to i64
  %2513 = ptrtoint ptr %2486 to i64
  %2514 = sub i64 %2512, %2513
  br label %2552

2515:                                             ; preds = %2497, %2485
  %2516 = phi ptr [ %2487, %2485 ], [ %2501, %2497 ]
  %2517 = phi ptr [ %2486, %2485 ], [ %2500, %2497 ]
  %2518 = icmp ult ptr %2517, %2093
  br i1 %2518, label %2519, label %2526

2519:                                             ; preds = %2515
  %2520 = load i32, ptr %2516, align 1, !tbaa !20
  %2521 = load i32, ptr %2517, align 1, !tbaa !20
  %2522 = icmp eq i32 %2520, %2521
  br i1 %2522, label %2523, label %2526

2523:                                             ; preds = %2519
  %2524 = getelementptr inbounds i8, ptr %2517, i64 4
  %2525 = getelementptr inbounds i8, ptr %2516, i64 4
  br label %2526

2526:                                             ; preds = %2523, %2519, %2515
  %2527 = phi ptr [ %2525, %2523 ], [ %2516, %2519 ], [ %2516, %2515 ]
  %2528 = phi ptr [ %2524, %2523 ], [ %2517, %2519 ], [ %2517, %2515 ]
  %2529 = icmp ult ptr %2528, %2094
  br i1 %2529, label %2530, label %2537

2530:                                             ; preds = %2526
  %2531 = load i16, ptr %2527, align 1, !tbaa !34
  %2532 = load i16, ptr %2528, align 1, !tbaa !34
  %2533 = icmp eq i16 %2531, %2532
  br i1 %2533, label %2534, label %2537

2534:                                             ; preds = %2530
  %2535 = getelementptr inbounds i8, ptr %2528, i64 2
  %2536 = getelementptr inbounds i8, ptr %2527, i64 2
  br label %2537

2537:                                             ; preds = %2534, %2530, %2526
  %2538 = phi ptr [ %2536, %2534 ], [ %2527, %2530 ], [ %2527, %2526 ]
  %2539 = phi ptr [ %2535, %2534 ], [ %2528, %2530 ], [ %2528, %2526 ]
  %2540 = icmp ult ptr %2539, %38
  br i1 %2540, label %2541, label %2547

2541:                                             ; preds = %2537
  %2542 = load i8, ptr %2538, align 1, !tbaa !31
  %2543 = load i8, ptr %2539, align 1, !tbaa !31
  %2544 = icmp eq i8 %2542, %2543
  %2545 = zext i1 %2544 to i64
  %2546 = getelementptr inbounds i8, ptr %2539, i64 %2545
  br label %2547

2547:                                             ; preds = %2541, %2537
  %2548 = phi ptr [ %2539, %2537 ], [ %2546, %2541 ]
  %2549 = ptrtoint ptr %2548 to i64
  %2550 = ptrtoint ptr %2486 to i64
  %2551 = sub i64 %2549, %2550
  br label %2552

2552:                                             ; preds = %2547, %2507, %2493
  %2553 = phi i64 [ %2551, %2547 ], [ %2496, %2493 ], [ %2514, %2507 ]
  %2554 = add i64 %2553, 4
  %2555 = ptrtoint ptr %2476 to i64
  %2556 = sub i64 %2555, %21
  %2557 = trunc i64 %2556 to i32
  %2558 = mul i32 %2479, -1640531535
  %2559 = lshr i32 %2558, %2091
  %2560 = zext i32 %2559 to i64
  %2561 = getelementptr inbounds i32, ptr %12, i64 %2560
  store i32 %2557, ptr %2561, align 4, !tbaa !20
  %2562 = getelementptr inbounds i8, ptr %2476, i64 %2554
  %2563 = icmp ugt ptr %2476, %2095
  br i1 %2563, label %2568, label %2564

2564:                                             ; preds = %2552
  %2565 = load ptr, ptr %2096, align 8, !tbaa !36
  %2566 = load <16 x i8>, ptr %2476, align 1
  store <16 x i8> %2566, ptr %2565, align 1
  %2567 = load ptr, ptr %2099, align 8, !tbaa !38
  br label %2568

2568:                                             ; preds = %2564, %2552
  %2569 = phi ptr [ %2475, %2552 ], [ %2567, %2564 ]
  %2570 = getelementptr inbounds i8, ptr %2569, i64 4
  store i16 0, ptr %2570, align 4, !tbaa !49
  store i32 1, ptr %2569, align 4, !tbaa !51
  %2571 = add i64 %2553, 1
  %2572 = icmp ugt i64 %2571, 65535
  br i1 %2572, label %2573, label %2580, !prof !52

2573:                                             ; preds = %2568
  store i32 2, ptr %2098, align 8, !tbaa !46
  %2574 = load ptr, ptr %1, align 8, !tbaa !47
  %2575 = ptrtoint ptr %2569 to i64
  %2576 = ptrtoint ptr %2574 to i64
  %2577 = sub i64 %2575, %2576
  %2578 = lshr exact i64 %2577, 3
  %2579 = trunc i64 %2578 to i32
  store i32 %2579, ptr %2100, align 4, !tbaa !48
  br label %2580

2580:                                             ; preds = %2573, %2568
  %2581 = trunc i64 %2571 to i16
  %2582 = getelementptr inbounds i8, ptr %2569, i64 6
  store i16 %2581, ptr %2582, align 2, !tbaa !53
  %2583 = getelementptr inbounds i8, ptr %2569, i64 8
  store ptr %2583, ptr %2099, align 8, !tbaa !38
  %2584 = icmp ugt ptr %2562, %39
  br i1 %2584, label %2585, label %2474

2585:                                             ; preds = %2580, %2474, %2455, %2449
  %2586 = phi i32 [ 0, %2455 ], [ %2241, %2449 ], [ %2478, %2474 ], [ %2477, %2580 ]
  %2587 = phi i32 [ %2245, %2455 ], [ %2245, %2449 ], [ %2477, %2474 ], [ %2478, %2580 ]
  %2588 = phi ptr [ %2453, %2455 ], [ %2453, %2449 ], [ %2476, %2474 ], [ %2562, %2580 ]
  %2589 = getelementptr inbounds i8, ptr %2588, i64 %17
  %2590 = getelementptr inbounds i8, ptr %2589, i64 1
  %2591 = icmp ult ptr %2590, %39
  br i1 %2591, label %2101, label %4098

2592:                                             ; preds = %2086
  br i1 %62, label %2593, label %4098

2593:                                             ; preds = %2592
  %2594 = getelementptr inbounds i8, ptr %0, i64 264
  %2595 = load i32, ptr %2594, align 4, !tbaa !19
  %2596 = sub i32 64, %2595
  %2597 = zext nneg i32 %2596 to i64
  %2598 = getelementptr inbounds i8, ptr %38, i64 -7
  %2599 = getelementptr inbounds i8, ptr %38, i64 -3
  %2600 = getelementptr inbounds i8, ptr %38, i64 -1
  %2601 = getelementptr inbounds i8, ptr %38, i64 -32
  %2602 = getelementptr inbounds i8, ptr %1, i64 24
  %2603 = ptrtoint ptr %2601 to i64
  %2604 = getelementptr inbounds i8, ptr %1, i64 72
  %2605 = getelementptr inbounds i8, ptr %1, i64 8
  %2606 = getelementptr inbounds i8, ptr %1, i64 76
  br label %2607

2607:                                             ; preds = %3087, %2593
  %2608 = phi ptr [ %61, %2593 ], [ %3092, %3087 ]
  %2609 = phi ptr [ %60, %2593 ], [ %3091, %3087 ]
  %2610 = phi ptr [ %3, %2593 ], [ %3090, %3087 ]
  %2611 = phi ptr [ %45, %2593 ], [ %3090, %3087 ]
  %2612 = phi i32 [ %58, %2593 ], [ %3089, %3087 ]
  %2613 = phi i32 [ %56, %2593 ], [ %3088, %3087 ]
  %2614 = getelementptr inbounds i8, ptr %2611, i64 1
  %2615 = getelementptr inbounds i8, ptr %2611, i64 128
  %2616 = load i64, ptr %2611, align 1, !tbaa !21
  %2617 = mul i64 %2616, -3523014627271114752
  %2618 = lshr i64 %2617, %2597
  %2619 = load i64, ptr %2614, align 1, !tbaa !21
  %2620 = getelementptr inbounds i32, ptr %12, i64 %2618
  %2621 = load i32, ptr %2620, align 4, !tbaa !20
  %2622 = zext i32 %2612 to i64
  %2623 = sub nsw i64 0, %2622
  %2624 = icmp ne i32 %2612, 0
  br label %2625

2625:                                             ; preds = %2699, %2607
  %2626 = phi i64 [ %2618, %2607 ], [ %2659, %2699 ]
  %2627 = phi i64 [ %2619, %2607 ], [ %2675, %2699 ]
  %2628 = phi i32 [ %2621, %2607 ], [ %2674, %2699 ]
  %2629 = phi i64 [ %17, %2607 ], [ %2700, %2699 ]
  %2630 = phi ptr [ %2615, %2607 ], [ %2701, %2699 ]
  %2631 = phi ptr [ %2608, %2607 ], [ %2677, %2699 ]
  %2632 = phi ptr [ %2609, %2607 ], [ %2676, %2699 ]
  %2633 = phi ptr [ %2614, %2607 ], [ %2631, %2699 ]
  %2634 = phi ptr [ %2611, %2607 ], [ %2632, %2699 ]
  %2635 = mul i64 %2627, -3523014627271114752
  %2636 = lshr i64 %2635, %2597
  %2637 = getelementptr inbounds i8, ptr %2632, i64 %2623
  %2638 = load i32, ptr %2637, align 1, !tbaa !20
  %2639 = ptrtoint ptr %2634 to i64
  %2640 = sub i64 %2639, %21
  %2641 = trunc i64 %2640 to i32
  %2642 = getelementptr inbounds i32, ptr %12, i64 %2626
  store i32 %2641, ptr %2642, align 4, !tbaa !20
  %2643 = load i32, ptr %2632, align 1, !tbaa !20
  %2644 = icmp eq i32 %2643, %2638
  %2645 = and i1 %2624, %2644
  br i1 %2645, label %2684, label %2646

2646:                                             ; preds = %2625
  %2647 = icmp ult i32 %2628, %35
  br i1 %2647, label %2654, label %2648

2648:                                             ; preds = %2646
  %2649 = zext i32 %2628 to i64
  %2650 = getelementptr inbounds i8, ptr %19, i64 %2649
  %2651 = load i32, ptr %2650, align 1, !tbaa !20
  %2652 = load i32, ptr %2634, align 1, !tbaa !20
  %2653 = icmp eq i32 %2652, %2651
  br i1 %2653, label %2703, label %2654

2654:                                             ; preds = %2648, %2646
  %2655 = getelementptr inbounds i32, ptr %12, i64 %2636
  %2656 = load i32, ptr %2655, align 4, !tbaa !20
  %2657 = load i64, ptr %2632, align 1, !tbaa !21
  %2658 = mul i64 %2657, -3523014627271114752
  %2659 = lshr i64 %2658, %2597
  %2660 = ptrtoint ptr %2633 to i64
  %2661 = sub i64 %2660, %21
  %2662 = trunc i64 %2661 to i32
  store i32 %2662, ptr %2655, align 4, !tbaa !20
  %2663 = icmp ult i32 %2656, %35
  br i1 %2663, label %2672, label %2664

2664:                                             ; preds = %2654
  %2665 = zext i32 %2656 to i64
  %2666 = getelementptr inbounds i8, ptr %19, i64 %2665
  %2667 = load i32, ptr %2666, align 1, !tbaa !20
  %2668 = load i32, ptr %2633, align 1, !tbaa !20
  %2669 = icmp eq i32 %2668, %2667
  br i1 %2669, label %2670, label %2672

2670:                                             ; preds = %2664
  %2671 = icmp ult i64 %2629, 5
  br i1 %2671, label %2703, label %2715

2672:                                             ; preds = %2664, %2654
  %2673 = getelementptr inbounds i32, ptr %12, i64 %2659
  %2674 = load i32, ptr %2673, align 4, !tbaa !20
  %2675 = load i64, ptr %2631, align 1, !tbaa !21
  %2676 = getelementptr inbounds i8, ptr %2632, i64 %2629
  %2677 = getelementptr inbounds i8, ptr %2631, i64 %2629
  %2678 = icmp ult ptr %2676, %2630
  br i1 %2678, label %2699, label %2679

2679:                                             ; preds = %2672
  %2680 = add i64 %2629, 1
  %2681 = getelementptr inbounds i8, ptr %2631, i64 64
  tail call void @llvm.prefetch.p0(ptr nonnull %2681, i32 0, i32 3, i32 1)
  %2682 = getelementptr inbounds i8, ptr %2631, i64 128
  tail call void @llvm.prefetch.p0(ptr nonnull %2682, i32 0, i32 3, i32 1)
  %2683 = getelementptr inbounds i8, ptr %2630, i64 128
  br label %2699

2684:                                             ; preds = %2625
  %2685 = getelementptr inbounds i8, ptr %2632, i64 %2623
  %2686 = getelementptr inbounds i8, ptr %2632, i64 -1
  %2687 = load i8, ptr %2686, align 1, !tbaa !31
  %2688 = getelementptr inbounds i8, ptr %2685, i64 -1
  %2689 = load i8, ptr %2688, align 1, !tbaa !31
  %2690 = icmp eq i8 %2687, %2689
  %2691 = sext i1 %2690 to i64
  %2692 = getelementptr inbounds i8, ptr %2632, i64 %2691
  %2693 = getelementptr inbounds i8, ptr %2685, i64 %2691
  %2694 = select i1 %2690, i64 5, i64 4
  %2695 = ptrtoint ptr %2633 to i64
  %2696 = sub i64 %2695, %21
  %2697 = trunc i64 %2696 to i32
  %2698 = getelementptr inbounds i32, ptr %12, i64 %2636
  store i32 %2697, ptr %2698, align 4, !tbaa !20
  br label %2743

2699:                                             ; preds = %2679, %2672
  %2700 = phi i64 [ %2629, %2672 ], [ %2680, %2679 ]
  %2701 = phi ptr [ %2630, %2672 ], [ %2683, %2679 ]
  %2702 = icmp ult ptr %2677, %39
  br i1 %2702, label %2625, label %4098, !llvm.loop !32

2703:                                             ; preds = %2648, %2670
  %2704 = phi ptr [ %2632, %2670 ], [ %2633, %2648 ]
  %2705 = phi i64 [ %2659, %2670 ], [ %2636, %2648 ]
  %2706 = phi i64 [ %2660, %2670 ], [ %2639, %2648 ]
  %2707 = phi i64 [ %2665, %2670 ], [ %2649, %2648 ]
  %2708 = phi i32 [ %2656, %2670 ], [ %2628, %2648 ]
  %2709 = phi i32 [ %2662, %2670 ], [ %2641, %2648 ]
  %2710 = phi ptr [ %2633, %2670 ], [ %2634, %2648 ]
  %2711 = ptrtoint ptr %2704 to i64
  %2712 = sub i64 %2711, %21
  %2713 = trunc i64 %2712 to i32
  %2714 = getelementptr inbounds i32, ptr %12, i64 %2705
  store i32 %2713, ptr %2714, align 4, !tbaa !20
  br label %2715

2715:                                             ; preds = %2703, %2670
  %2716 = phi i64 [ %2660, %2670 ], [ %2706, %2703 ]
  %2717 = phi i64 [ %2665, %2670 ], [ %2707, %2703 ]
  %2718 = phi i32 [ %2656, %2670 ], [ %2708, %2703 ]
  %2719 = phi i32 [ %2662, %2670 ], [ %2709, %2703 ]
  %2720 = phi ptr [ %2633, %2670 ], [ %2710, %2703 ]
  %2721 = getelementptr inbounds i8, ptr %19, i64 %2717
  %2722 = ptrtoint ptr %2721 to i64
  %2723 = sub i64 %2716, %2722
  %2724 = trunc i64 %2723 to i32
  %2725 = add i32 %2724, 3
  %2726 = icmp ugt ptr %2720, %2610
  %2727 = icmp ugt i32 %2718, %35
  %2728 = and i1 %2727, %2726
  br i1 %2728, label %2729, label %2743

2729:                                             ; preds = %2715, %2738
  %2730 = phi ptr [ %2733, %2738 ], [ %2720, %2715 ]
  %2731 = phi i64 [ %2739, %2738 ], [ 4, %2715 ]
  %2732 = phi ptr [ %2735, %2738 ], [ %2721, %2715 ]
  %2733 = getelementptr inbounds i8, ptr %2730, i64 -1
  %2734 = load i8, ptr %2733, align 1, !tbaa !31
  %2735 = getelementptr inbounds i8, ptr %2732, i64 -1
  %2736 = load i8, ptr %2735, align 1, !tbaa !31
  %2737 = icmp eq i8 %2734, %2736
  br i1 %2737, label %2738, label %2743

2738:                                             ; preds = %2729
  %2739 = add i64 %2731, 1
  %2740 = icmp ugt ptr %2733, %2610
  %2741 = icmp ugt ptr %2735, %37
  %2742 = and i1 %2740, %2741
  br i1 %2742, label %2729, label %2743, !llvm.loop !33

2743:                                             ; preds = %2738, %2729, %2715, %2684
  %2744 = phi i32 [ %2641, %2684 ], [ %2719, %2715 ], [ %2719, %2729 ], [ %2719, %2738 ]
  %2745 = phi i32 [ %2613, %2684 ], [ %2612, %2715 ], [ %2612, %2729 ], [ %2612, %2738 ]
  %2746 = phi i32 [ 1, %2684 ], [ %2725, %2715 ], [ %2725, %2729 ], [ %2725, %2738 ]
  %2747 = phi ptr [ %2693, %2684 ], [ %2721, %2715 ], [ %2735, %2738 ], [ %2732, %2729 ]
  %2748 = phi i64 [ %2694, %2684 ], [ 4, %2715 ], [ %2739, %2738 ], [ %2731, %2729 ]
  %2749 = phi i32 [ %2612, %2684 ], [ %2724, %2715 ], [ %2724, %2729 ], [ %2724, %2738 ]
  %2750 = phi ptr [ %2692, %2684 ], [ %2720, %2715 ], [ %2733, %2738 ], [ %2730, %2729 ]
  %2751 = getelementptr inbounds i8, ptr %2750, i64 %2748
  %2752 = getelementptr inbounds i8, ptr %2747, i64 %2748
  %2753 = icmp ugt ptr %2598, %2751
  br i1 %2753, label %2754, label %2780

2754:                                             ; preds = %2743
  %2755 = load i64, ptr %2752, align 1, !tbaa !21
  %2756 = load i64, ptr %2751, align 1, !tbaa !21
  %2757 = icmp eq i64 %2755, %2756
  br i1 %2757, label %2762, label %2758

2758:                                             ; preds = %2754
  %2759 = xor i64 %2756, %2755
  %2760 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2759, i1 false)
  %2761 = lshr i64 %2760, 3
  br label %2817

2762:                                             ; preds = %2754, %2768
  %2763 = phi ptr [ %2766, %2768 ], [ %2752, %2754 ]
  %2764 = phi ptr [ %2765, %2768 ], [ %2751, %2754 ]
  %2765 = getelementptr inbounds i8, ptr %2764, i64 8
  %2766 = getelementptr inbounds i8, ptr %2763, i64 8
  %2767 = icmp ult ptr %2765, %2598
  br i1 %2767, label %2768, label %2780

2768:                                             ; preds = %2762
  %2769 = load i64, ptr %2766, align 1, !tbaa !21
  %2770 = load i64, ptr %2765, align 1, !tbaa !21
  %2771 = icmp eq i64 %2769, %2770
  br i1 %2771, label %2762, label %2772

2772:                                             ; preds = %2768
  %2773 = xor i64 %2770, %2769
  %2774 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2773, i1 false)
  %2775 = lshr i64 %2774, 3
  %2776 = getelementptr inbounds i8, ptr %2765, i64 %2775
  %2777 = ptrtoint ptr %2776 to i64
  %2778 = ptrtoint ptr %2751 to i64
  %2779 = sub i64 %2777, %2778
  br label %2817

2780:                                             ; preds = %2762, %2743
  %2781 = phi ptr [ %2752, %2743 ], [ %2766, %2762 ]
  %2782 = phi ptr [ %2751, %2743 ], [ %2765, %2762 ]
  %2783 = icmp ult ptr %2782, %2599
  br i1 %2783, label %2784, label %2791

2784:                                             ; preds = %2780
  %2785 = load i32, ptr %2781, align 1, !tbaa !20
  %2786 = load i32, ptr %2782, align 1, !tbaa !20
  %2787 = icmp eq i32 %2785, %2786
  br i1 %2787, label %2788, label %2791

2788:                                             ; preds = %2784
  %2789 = getelementptr inbounds i8, ptr %2782, i64 4
  %2790 = getelementptr inbounds i8, ptr %2781, i64 4
  br label %2791

2791:                                             ; preds = %2788, %2784, %2780
  %2792 = phi ptr [ %2790, %2788 ], [ %2781, %2784 ], [ %2781, %2780 ]
  %2793 = phi ptr [ %2789, %2788 ], [ %2782, %2784 ], [ %2782, %2780 ]
  %2794 = icmp ult ptr %2793, %2600
  br i1 %2794, label %2795, label %2802

2795:                                             ; preds = %2791
  %2796 = load i16, ptr %2792, align 1, !tbaa !34
  %2797 = load i16, ptr %2793, align 1, !tbaa !34
  %2798 = icmp eq i16 %2796, %2797
  br i1 %2798, label %2799, label %2802

2799:                                             ; preds = %2795
  %2800 = getelementptr inbounds i8, ptr %2793, i64 2
  %2801 = getelementptr inbounds i8, ptr %2792, i64 2
  br label %2802

2802:                                             ; preds = %2799, %2795, %2791
  %2803 = phi ptr [ %2801, %2799 ], [ %2792, %2795 ], [ %2792, %2791 ]
  %2804 = phi ptr [ %2800, %2799 ], [ %2793, %2795 ], [ %2793, %2791 ]
  %2805 = icmp ult ptr %2804, %38
  br i1 %2805, label %2806, label %2812

2806:                                             ; preds = %2802
  %2807 = load i8, ptr %2803, align 1, !tbaa !31
  %2808 = load i8, ptr %2804, align 1, !tbaa !31
  %2809 = icmp eq i8 %2807, %2808
  %2810 = zext i1 %2809 to i64
  %2811 = getelementptr inbounds i8, ptr %2804, i64 %2810
  br label %2812

2812:                                             ; preds = %2806, %2802
  %2813 = phi ptr [ %2804, %2802 ], [ %2811, %2806 ]
  %2814 = ptrtoint ptr %2813 to i64
  %2815 = ptrtoint ptr %2751 to i64
  %2816 = sub i64 %2814, %2815
  br label %2817

2817:                                             ; preds = %2812, %2772, %2758
  %2818 = phi i64 [ %2816, %2812 ], [ %2761, %2758 ], [ %2779, %2772 ]
  %2819 = add i64 %2818, %2748
  %2820 = ptrtoint ptr %2750 to i64
  %2821 = ptrtoint ptr %2610 to i64
  %2822 = sub i64 %2820, %2821
  %2823 = getelementptr inbounds i8, ptr %2610, i64 %2822
  %2824 = icmp ugt ptr %2823, %2601
  %2825 = load ptr, ptr %2602, align 8, !tbaa !36
  br i1 %2824, label %2851, label %2826

2826:                                             ; preds = %2817
  %2827 = load <16 x i8>, ptr %2610, align 1
  store <16 x i8> %2827, ptr %2825, align 1
  %2828 = icmp ugt i64 %2822, 16
  %2829 = load ptr, ptr %2602, align 8, !tbaa !36
  br i1 %2828, label %2833, label %2830

2830:                                             ; preds = %2826
  %2831 = getelementptr inbounds i8, ptr %2829, i64 %2822
  store ptr %2831, ptr %2602, align 8, !tbaa !36
  %2832 = load ptr, ptr %2605, align 8, !tbaa !38
  br label %2940

2833:                                             ; preds = %2826
  %2834 = getelementptr inbounds i8, ptr %2829, i64 16
  %2835 = getelementptr inbounds i8, ptr %2610, i64 16
  %2836 = getelementptr i8, ptr %2829, i64 %2822
  %2837 = load <16 x i8>, ptr %2835, align 1
  store <16 x i8> %2837, ptr %2834, align 1
  %2838 = icmp slt i64 %2822, 33
  br i1 %2838, label %2928, label %2839

2839:                                             ; preds = %2833
  %2840 = getelementptr inbounds i8, ptr %2829, i64 32
  br label %2841

2841:                                             ; preds = %2841, %2839
  %2842 = phi ptr [ %2840, %2839 ], [ %2849, %2841 ]
  %2843 = phi ptr [ %2835, %2839 ], [ %2847, %2841 ]
  %2844 = getelementptr inbounds i8, ptr %2843, i64 16
  %2845 = load <16 x i8>, ptr %2844, align 1
  store <16 x i8> %2845, ptr %2842, align 1
  %2846 = getelementptr inbounds i8, ptr %2842, i64 16
  %2847 = getelementptr inbounds i8, ptr %2843, i64 32
  %2848 = load <16 x i8>, ptr %2847, align 1
  store <16 x i8> %2848, ptr %2846, align 1
  %2849 = getelementptr inbounds i8, ptr %2842, i64 32
  %2850 = icmp ult ptr %2849, %2836
  br i1 %2850, label %2841, label %2928, !llvm.loop !39

2851:                                             ; preds = %2817
  %2852 = icmp ugt ptr %2610, %2601
  br i1 %2852, label %2870, label %2853

2853:                                             ; preds = %2851
  %2854 = sub i64 %2603, %2821
  %2855 = getelementptr inbounds i8, ptr %2825, i64 %2854
  %2856 = load <16 x i8>, ptr %2610, align 1
  store <16 x i8> %2856, ptr %2825, align 1
  %2857 = icmp slt i64 %2854, 17
  br i1 %2857, label %2870, label %2858

2858:                                             ; preds = %2853
  %2859 = getelementptr inbounds i8, ptr %2825, i64 16
  br label %2860

2860:                                             ; preds = %2860, %2858
  %2861 = phi ptr [ %2859, %2858 ], [ %2868, %2860 ]
  %2862 = phi ptr [ %2610, %2858 ], [ %2866, %2860 ]
  %2863 = getelementptr inbounds i8, ptr %2862, i64 16
  %2864 = load <16 x i8>, ptr %2863, align 1
  store <16 x i8> %2864, ptr %2861, align 1
  %2865 = getelementptr inbounds i8, ptr %2861, i64 16
  %2866 = getelementptr inbounds i8, ptr %2862, i64 32
  %2867 = load <16 x i8>, ptr %2866, align 1
  store <16 x i8> %2867, ptr %2865, align 1
  %2868 = getelementptr inbounds i8, ptr %2861, i64 32
  %2869 = icmp ult ptr %2868, %2855
  br i1 %2869, label %2860, label %2870, !llvm.loop !39

2870:                                             ; preds = %2860, %2853, %2851
  %2871 = phi ptr [ %2601, %2853 ], [ %2610, %2851 ], [ %2601, %2860 ]
  %2872 = phi ptr [ %2855, %2853 ], [ %2825, %2851 ], [ %2855, %2860 ]
  %2873 = icmp ult ptr %2871, %2823
  br i1 %2873, label %2874, label %2928

2874:                                             ; preds = %2870
  %2875 = ptrtoint ptr %2872 to i64
  %2876 = ptrtoint ptr %2871 to i64
  %2877 = sub i64 %2820, %2876
  %2878 = getelementptr i8, ptr %2871, i64 %2877
  %2879 = icmp ult i64 %2877, 8
  %2880 = sub i64 %2875, %2876
  %2881 = icmp ult i64 %2880, 32
  %2882 = select i1 %2879, i1 true, i1 %2881
  br i1 %2882, label %2918, label %2883

2883:                                             ; preds = %2874
  %2884 = icmp ult i64 %2877, 32
  br i1 %2884, label %2904, label %2885

2885:                                             ; preds = %2883
  %2886 = and i64 %2877, -32
  br label %2887

2887:                                             ; preds = %2887, %2885
  %2888 = phi i64 [ 0, %2885 ], [ %2895, %2887 ]
  %2889 = getelementptr i8, ptr %2872, i64 %2888
  %2890 = getelementptr i8, ptr %2871, i64 %2888
  %2891 = getelementptr i8, ptr %2890, i64 16
  %2892 = load <16 x i8>, ptr %2890, align 1, !tbaa !31
  %2893 = load <16 x i8>, ptr %2891, align 1, !tbaa !31
  %2894 = getelementptr i8, ptr %2889, i64 16
  store <16 x i8> %2892, ptr %2889, align 1, !tbaa !31
  store <16 x i8> %2893, ptr %2894, align 1, !tbaa !31
  %2895 = add nuw i64 %2888, 32
  %2896 = icmp eq i64 %2895, %2886
  br i1 %2896, label %2897, label %2887, !llvm.loop !66

2897:                                             ; preds = %2887
  %2898 = icmp eq i64 %2877, %2886
  br i1 %2898, label %2928, label %2899

2899:                                             ; preds = %2897
  %2900 = getelementptr i8, ptr %2871, i64 %2886
  %2901 = getelementptr i8, ptr %2872, i64 %2886
  %2902 = and i64 %2877, 24
  %2903 = icmp eq i64 %2902, 0
  br i1 %2903, label %2918, label %2904

2904:                                             ; preds = %2883, %2899
  %2905 = phi i64 [ %2886, %2899 ], [ 0, %2883 ]
  %2906 = and i64 %2877, -8
  %2907 = getelementptr i8, ptr %2872, i64 %2906
  %2908 = getelementptr i8, ptr %2871, i64 %2906
  br label %2909

2909:                                             ; preds = %2909, %2904
  %2910 = phi i64 [ %2905, %2904 ], [ %2914, %2909 ]
  %2911 = getelementptr i8, ptr %2872, i64 %2910
  %2912 = getelementptr i8, ptr %2871, i64 %2910
  %2913 = load <8 x i8>, ptr %2912, align 1, !tbaa !31
  store <8 x i8> %2913, ptr %2911, align 1, !tbaa !31
  %2914 = add nuw i64 %2910, 8
  %2915 = icmp eq i64 %2914, %2906
  br i1 %2915, label %2916, label %2909, !llvm.loop !67

2916:                                             ; preds = %2909
  %2917 = icmp eq i64 %2877, %2906
  br i1 %2917, label %2928, label %2918

2918:                                             ; preds = %2916, %2874, %2899
  %2919 = phi ptr [ %2872, %2874 ], [ %2901, %2899 ], [ %2907, %2916 ]
  %2920 = phi ptr [ %2871, %2874 ], [ %2900, %2899 ], [ %2908, %2916 ]
  br label %2921

2921:                                             ; preds = %2918, %2921
  %2922 = phi ptr [ %2926, %2921 ], [ %2919, %2918 ]
  %2923 = phi ptr [ %2924, %2921 ], [ %2920, %2918 ]
  %2924 = getelementptr inbounds i8, ptr %2923, i64 1
  %2925 = load i8, ptr %2923, align 1, !tbaa !31
  %2926 = getelementptr inbounds i8, ptr %2922, i64 1
  store i8 %2925, ptr %2922, align 1, !tbaa !31
  %2927 = icmp eq ptr %2924, %2878
  br i1 %2927, label %2928, label %2921, !llvm.loop !68

2928:                                             ; preds = %2841, %2921, %2897, %2916, %2870, %2833
  %2929 = load ptr, ptr %2602, align 8, !tbaa !36
  %2930 = getelementptr inbounds i8, ptr %2929, i64 %2822
  store ptr %2930, ptr %2602, align 8, !tbaa !36
  %2931 = icmp ugt i64 %2822, 65535
  %2932 = load ptr, ptr %2605, align 8, !tbaa !38
  br i1 %2931, label %2933, label %2940, !prof !45

2933:                                             ; preds = %2928
  store i32 1, ptr %2604, align 8, !tbaa !46
  %2934 = load ptr, ptr %1, align 8, !tbaa !47
  %2935 = ptrtoint ptr %2932 to i64
  %2936 = ptrtoint ptr %2934 to i64
  %2937 = sub i64 %2935, %2936
  %2938 = lshr exact i64 %2937, 3
  %2939 = trunc i64 %2938 to i32
  store i32 %2939, ptr %2606, align 4, !tbaa !48
  br label %2940

2940:                                             ; preds = %2933, %2928, %2830
  %2941 = phi ptr [ %2832, %2830 ], [ %2932, %2933 ], [ %2932, %2928 ]
  %2942 = trunc i64 %2822 to i16
  %2943 = getelementptr inbounds i8, ptr %2941, i64 4
  store i16 %2942, ptr %2943, align 4, !tbaa !49
  store i32 %2746, ptr %2941, align 4, !tbaa !51
  %2944 = add i64 %2819, -3
  %2945 = icmp ugt i64 %2944, 65535
  br i1 %2945, label %2946, label %2953, !prof !52

2946:                                             ; preds = %2940
  store i32 2, ptr %2604, align 8, !tbaa !46
  %2947 = load ptr, ptr %1, align 8, !tbaa !47
  %2948 = ptrtoint ptr %2941 to i64
  %2949 = ptrtoint ptr %2947 to i64
  %2950 = sub i64 %2948, %2949
  %2951 = lshr exact i64 %2950, 3
  %2952 = trunc i64 %2951 to i32
  store i32 %2952, ptr %2606, align 4, !tbaa !48
  br label %2953

2953:                                             ; preds = %2946, %2940
  %2954 = trunc i64 %2944 to i16
  %2955 = getelementptr inbounds i8, ptr %2941, i64 6
  store i16 %2954, ptr %2955, align 2, !tbaa !53
  %2956 = getelementptr inbounds i8, ptr %2941, i64 8
  store ptr %2956, ptr %2605, align 8, !tbaa !38
  %2957 = getelementptr inbounds i8, ptr %2750, i64 %2819
  %2958 = icmp ugt ptr %2957, %39
  br i1 %2958, label %3087, label %2959

2959:                                             ; preds = %2953
  %2960 = add i32 %2744, 2
  %2961 = zext i32 %2744 to i64
  %2962 = getelementptr inbounds i8, ptr %59, i64 %2961
  %2963 = load i64, ptr %2962, align 1, !tbaa !21
  %2964 = mul i64 %2963, -3523014627271114752
  %2965 = lshr i64 %2964, %2597
  %2966 = getelementptr inbounds i32, ptr %12, i64 %2965
  store i32 %2960, ptr %2966, align 4, !tbaa !20
  %2967 = getelementptr inbounds i8, ptr %2957, i64 -2
  %2968 = ptrtoint ptr %2967 to i64
  %2969 = sub i64 %2968, %21
  %2970 = trunc i64 %2969 to i32
  %2971 = load i64, ptr %2967, align 1, !tbaa !21
  %2972 = mul i64 %2971, -3523014627271114752
  %2973 = lshr i64 %2972, %2597
  %2974 = getelementptr inbounds i32, ptr %12, i64 %2973
  store i32 %2970, ptr %2974, align 4, !tbaa !20
  %2975 = icmp eq i32 %2745, 0
  br i1 %2975, label %3087, label %2976

2976:                                             ; preds = %2959, %3082
  %2977 = phi ptr [ %3085, %3082 ], [ %2956, %2959 ]
  %2978 = phi ptr [ %3064, %3082 ], [ %2957, %2959 ]
  %2979 = phi i32 [ %2980, %3082 ], [ %2749, %2959 ]
  %2980 = phi i32 [ %2979, %3082 ], [ %2745, %2959 ]
  %2981 = load i32, ptr %2978, align 1, !tbaa !20
  %2982 = zext i32 %2980 to i64
  %2983 = sub nsw i64 0, %2982
  %2984 = getelementptr inbounds i8, ptr %2978, i64 %2983
  %2985 = load i32, ptr %2984, align 1, !tbaa !20
  %2986 = icmp eq i32 %2981, %2985
  br i1 %2986, label %2987, label %3087

2987:                                             ; preds = %2976
  %2988 = getelementptr inbounds i8, ptr %2978, i64 4
  %2989 = getelementptr inbounds i8, ptr %2988, i64 %2983
  %2990 = icmp ugt ptr %2598, %2988
  br i1 %2990, label %2991, label %3017

2991:                                             ; preds = %2987
  %2992 = load i64, ptr %2989, align 1, !tbaa !21
  %2993 = load i64, ptr %2988, align 1, !tbaa !21
  %2994 = icmp eq i64 %2992, %2993
  br i1 %2994, label %2999, label %2995

2995:                                             ; preds = %2991
  %2996 = xor i64 %2993, %2992
  %2997 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2996, i1 false)
  %2998 = lshr i64 %2997, 3
  br label %3054

2999:                                             ; preds = %2991, %3005
  %3000 = phi ptr [ %3003, %3005 ], [ %2989, %2991 ]
  %3001 = phi ptr [ %3002, %3005 ], [ %2988, %2991 ]
  %3002 = getelementptr inbounds i8, ptr %3001, i64 8
  %3003 = getelementptr inbounds i8, ptr %3000, i64 8
  %3004 = icmp ult ptr %3002, %2598
  br i1 %3004, label %3005, label %3017

3005:                                             ; preds = %2999
  %3006 = load i64, ptr %3003, align 1, !tbaa !21
  %3007 = load i64, ptr %3002, align 1, !tbaa !21
  %3008 = icmp eq i64 %3006, %3007
  br i1 %3008, label %2999, label %3009

3009:                                             ; preds = %3005
  %3010 = xor i64 %3007, %3006
  %3011 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3010, i1 false)
  %3012 = lshr i64 %3011, 3
  %3013 = getelementptr inbounds i8, ptr %3002, i64 %3012
  %3014 = ptrtoint ptr %3013 to i64
  %3015 = ptrtoint ptr %2988 to i64
  %3016 = sub i64 %3014, %3015
  br label %3054

3017:                                             ; preds = %2999, %2987
  %3018 = phi ptr [ %2989, %2987 ], [ %3003, %2999 ]
  %3019 = phi ptr [ %2988, %2987 ], [ %3002, %2999 ]
  %3020 = icmp ult ptr %3019, %2599
  br i1 %3020, label %3021, label %3028

3021:                                             ; preds = %3017
  %3022 = load i32, ptr %3018, align 1, !tbaa !20
  %3023 = load i32, ptr %3019, align 1, !tbaa !20
  %3024 = icmp eq i32 %3022, %3023
  br i1 %3024, label %3025, label %3028

3025:                                             ; preds = %3021
  %3026 = getelementptr inbounds i8, ptr %3019, i64 4
  %3027 = getelementptr inbounds i8, ptr %3018, i64 4
  br label %3028

3028:                                             ; preds = %3025, %3021, %3017
  %3029 = phi ptr [ %3027, %3025 ], [ %3018, %3021 ], [ %3018, %3017 ]
  %3030 = phi ptr [ %3026, %3025 ], [ %3019, %3021 ], [ %3019, %3017 ]
  %3031 = icmp ult ptr %3030, %2600
  br i1 %3031, label %3032, label %3039

3032:                                             ; preds = %3028
  %3033 = load i16, ptr %3029, align 1, !tbaa !34
  %3034 = load i16, ptr %3030, align 1, !tbaa !34
  %3035 = icmp eq i16 %3033, %3034
  br i1 %3035, label %3036, label %3039

3036:                                             ; preds = %3032
  %3037 = getelementptr inbounds i8, ptr %3030, i64 2
  %3038 = getelementptr inbounds i8, ptr %3029, i64 2
  br label %3039

3039:                                             ; preds = %3036, %3032, %3028
  %3040 = phi ptr [ %3038, %3036 ], [ %3029, %3032 ], [ %3029, %3028 ]
  %3041 = phi ptr [ %3037, %3036 ], [ %3030, %3032 ], [ %3030, %3028 ]
  %3042 = icmp ult ptr %3041, %38
  br i1 %3042, label %3043, label %3049

3043:                                             ; preds = %3039
  %3044 = load i8, ptr %3040, align 1, !tbaa !31
  %3045 = load i8, ptr %3041, align 1, !tbaa !31
  %3046 = icmp eq i8 %3044, %3045
  %3047 = zext i1 %3046 to i64
  %3048 = getelementptr inbounds i8, ptr %3041, i64 %3047
  br label %3049

3049:                                             ; preds = %3043, %3039
  %3050 = phi ptr [ %3041, %3039 ], [ %3048, %3043 ]
  %3051 = ptrtoint ptr %3050 to i64
  %3052 = ptrtoint ptr %2988 to i64
  %3053 = sub i64 %3051, %3052
  br label %3054

3054:                                             ; preds = %3049, %3009, %2995
  %3055 = phi i64 [ %3053, %3049 ], [ %2998, %2995 ], [ %3016, %3009 ]
  %3056 = add i64 %3055, 4
  %3057 = ptrtoint ptr %2978 to i64
  %3058 = sub i64 %3057, %21
  %3059 = trunc i64 %3058 to i32
  %3060 = load i64, ptr %2978, align 1, !tbaa !21
  %3061 = mul i64 %3060, -3523014627271114752
  %3062 = lshr i64 %3061, %2597
  %3063 = getelementptr inbounds i32, ptr %12, i64 %3062
  store i32 %3059, ptr %3063, align 4, !tbaa !20
  %3064 = getelementptr inbounds i8, ptr %2978, i64 %3056
  %3065 = icmp ugt ptr %2978, %2601
  br i1 %3065, label %3070, label %3066

3066:                                             ; preds = %3054
  %3067 = load ptr, ptr %2602, align 8, !tbaa !36
  %3068 = load <16 x i8>, ptr %2978, align 1
  store <16 x i8> %3068, ptr %3067, align 1
  %3069 = load ptr, ptr %2605, align 8, !tbaa !38
  br label %3070

3070:                                             ; preds = %3066, %3054
  %3071 = phi ptr [ %2977, %3054 ], [ %3069, %3066 ]
  %3072 = getelementptr inbounds i8, ptr %3071, i64 4
  store i16 0, ptr %3072, align 4, !tbaa !49
  store i32 1, ptr %3071, align 4, !tbaa !51
  %3073 = add i64 %3055, 1
  %3074 = icmp ugt i64 %3073, 65535
  br i1 %3074, label %3075, label %3082, !prof !52

3075:                                             ; preds = %3070
  store i32 2, ptr %2604, align 8, !tbaa !46
  %3076 = load ptr, ptr %1, align 8, !tbaa !47
  %3077 = ptrtoint ptr %3071 to i64
  %3078 = ptrtoint ptr %3076 to i64
  %3079 = sub i64 %3077, %3078
  %3080 = lshr exact i64 %3079, 3
  %3081 = trunc i64 %3080 to i32
  store i32 %3081, ptr %2606, align 4, !tbaa !48
  br label %3082

3082:                                             ; preds = %3075, %3070
  %3083 = trunc i64 %3073 to i16
  %3084 = getelementptr inbounds i8, ptr %3071, i64 6
  store i16 %3083, ptr %3084, align 2, !tbaa !53
  %3085 = getelementptr inbounds i8, ptr %3071, i64 8
  store ptr %3085, ptr %2605, align 8, !tbaa !38
  %3086 = icmp ugt ptr %3064, %39
  br i1 %3086, label %3087, label %2976

3087:                                             ; preds = %3082, %2976, %2959, %2953
  %3088 = phi i32 [ 0, %2959 ], [ %2745, %2953 ], [ %2980, %2976 ], [ %2979, %3082 ]
  %3089 = phi i32 [ %2749, %2959 ], [ %2749, %2953 ], [ %2979, %2976 ], [ %2980, %3082 ]
  %3090 = phi ptr [ %2957, %2959 ], [ %2957, %2953 ], [ %2978, %2976 ], [ %3064, %3082 ]
  %3091 = getelementptr inbounds i8, ptr %3090, i64 %17
  %3092 = getelementptr inbounds i8, ptr %3091, i64 1
  %3093 = icmp ult ptr %3092, %39
  br i1 %3093, label %2607, label %4098

3094:                                             ; preds = %2086
  br i1 %62, label %3095, label %4098

3095:                                             ; preds = %3094
  %3096 = getelementptr inbounds i8, ptr %0, i64 264
  %3097 = load i32, ptr %3096, align 4, !tbaa !19
  %3098 = sub i32 64, %3097
  %3099 = zext nneg i32 %3098 to i64
  %3100 = getelementptr inbounds i8, ptr %38, i64 -7
  %3101 = getelementptr inbounds i8, ptr %38, i64 -3
  %3102 = getelementptr inbounds i8, ptr %38, i64 -1
  %3103 = getelementptr inbounds i8, ptr %38, i64 -32
  %3104 = getelementptr inbounds i8, ptr %1, i64 24
  %3105 = ptrtoint ptr %3103 to i64
  %3106 = getelementptr inbounds i8, ptr %1, i64 72
  %3107 = getelementptr inbounds i8, ptr %1, i64 8
  %3108 = getelementptr inbounds i8, ptr %1, i64 76
  br label %3109

3109:                                             ; preds = %3589, %3095
  %3110 = phi ptr [ %61, %3095 ], [ %3594, %3589 ]
  %3111 = phi ptr [ %60, %3095 ], [ %3593, %3589 ]
  %3112 = phi ptr [ %3, %3095 ], [ %3592, %3589 ]
  %3113 = phi ptr [ %45, %3095 ], [ %3592, %3589 ]
  %3114 = phi i32 [ %58, %3095 ], [ %3591, %3589 ]
  %3115 = phi i32 [ %56, %3095 ], [ %3590, %3589 ]
  %3116 = getelementptr inbounds i8, ptr %3113, i64 1
  %3117 = getelementptr inbounds i8, ptr %3113, i64 128
  %3118 = load i64, ptr %3113, align 1, !tbaa !21
  %3119 = mul i64 %3118, -3523014627193847808
  %3120 = lshr i64 %3119, %3099
  %3121 = load i64, ptr %3116, align 1, !tbaa !21
  %3122 = getelementptr inbounds i32, ptr %12, i64 %3120
  %3123 = load i32, ptr %3122, align 4, !tbaa !20
  %3124 = zext i32 %3114 to i64
  %3125 = sub nsw i64 0, %3124
  %3126 = icmp ne i32 %3114, 0
  br label %3127

3127:                                             ; preds = %3201, %3109
  %3128 = phi i64 [ %3120, %3109 ], [ %3161, %3201 ]
  %3129 = phi i64 [ %3121, %3109 ], [ %3177, %3201 ]
  %3130 = phi i32 [ %3123, %3109 ], [ %3176, %3201 ]
  %3131 = phi i64 [ %17, %3109 ], [ %3202, %3201 ]
  %3132 = phi ptr [ %3117, %3109 ], [ %3203, %3201 ]
  %3133 = phi ptr [ %3110, %3109 ], [ %3179, %3201 ]
  %3134 = phi ptr [ %3111, %3109 ], [ %3178, %3201 ]
  %3135 = phi ptr [ %3116, %3109 ], [ %3133, %3201 ]
  %3136 = phi ptr [ %3113, %3109 ], [ %3134, %3201 ]
  %3137 = mul i64 %3129, -3523014627193847808
  %3138 = lshr i64 %3137, %3099
  %3139 = getelementptr inbounds i8, ptr %3134, i64 %3125
  %3140 = load i32, ptr %3139, align 1, !tbaa !20
  %3141 = ptrtoint ptr %3136 to i64
  %3142 = sub i64 %3141, %21
  %3143 = trunc i64 %3142 to i32
  %3144 = getelementptr inbounds i32, ptr %12, i64 %3128
  store i32 %3143, ptr %3144, align 4, !tbaa !20
  %3145 = load i32, ptr %3134, align 1, !tbaa !20
  %3146 = icmp eq i32 %3145, %3140
  %3147 = and i1 %3126, %3146
  br i1 %3147, label %3186, label %3148

3148:                                             ; preds = %3127
  %3149 = icmp ult i32 %3130, %35
  br i1 %3149, label %3156, label %3150

3150:                                             ; preds = %3148
  %3151 = zext i32 %3130 to i64
  %3152 = getelementptr inbounds i8, ptr %19, i64 %3151
  %3153 = load i32, ptr %3152, align 1, !tbaa !20
  %3154 = load i32, ptr %3136, align 1, !tbaa !20
  %3155 = icmp eq i32 %3154, %3153
  br i1 %3155, label %3205, label %3156

3156:                                             ; preds = %3150, %3148
  %3157 = getelementptr inbounds i32, ptr %12, i64 %3138
  %3158 = load i32, ptr %3157, align 4, !tbaa !20
  %3159 = load i64, ptr %3134, align 1, !tbaa !21
  %3160 = mul i64 %3159, -3523014627193847808
  %3161 = lshr i64 %3160, %3099
  %3162 = ptrtoint ptr %3135 to i64
  %3163 = sub i64 %3162, %21
  %3164 = trunc i64 %3163 to i32
  store i32 %3164, ptr %3157, align 4, !tbaa !20
  %3165 = icmp ult i32 %3158, %35
  br i1 %3165, label %3174, label %3166

3166:                                             ; preds = %3156
  %3167 = zext i32 %3158 to i64
  %3168 = getelementptr inbounds i8, ptr %19, i64 %3167
  %3169 = load i32, ptr %3168, align 1, !tbaa !20
  %3170 = load i32, ptr %3135, align 1, !tbaa !20
  %3171 = icmp eq i32 %3170, %3169
  br i1 %3171, label %3172, label %3174

3172:                                             ; preds = %3166
  %3173 = icmp ult i64 %3131, 5
  br i1 %3173, label %3205, label %3217

3174:                                             ; preds = %3166, %3156
  %3175 = getelementptr inbounds i32, ptr %12, i64 %3161
  %3176 = load i32, ptr %3175, align 4, !tbaa !20
  %3177 = load i64, ptr %3133, align 1, !tbaa !21
  %3178 = getelementptr inbounds i8, ptr %3134, i64 %3131
  %3179 = getelementptr inbounds i8, ptr %3133, i64 %3131
  %3180 = icmp ult ptr %3178, %3132
  br i1 %3180, label %3201, label %3181

3181:                                             ; preds = %3174
  %3182 = add i64 %3131, 1
  %3183 = getelementptr inbounds i8, ptr %3133, i64 64
  tail call void @llvm.prefetch.p0(ptr nonnull %3183, i32 0, i32 3, i32 1)
  %3184 = getelementptr inbounds i8, ptr %3133, i64 128
  tail call void @llvm.prefetch.p0(ptr nonnull %3184, i32 0, i32 3, i32 1)
  %3185 = getelementptr inbounds i8, ptr %3132, i64 128
  br label %3201

3186:                                             ; preds = %3127
  %3187 = getelementptr inbounds i8, ptr %3134, i64 %3125
  %3188 = getelementptr inbounds i8, ptr %3134, i64 -1
  %3189 = load i8, ptr %3188, align 1, !tbaa !31
  %3190 = getelementptr inbounds i8, ptr %3187, i64 -1
  %3191 = load i8, ptr %3190, align 1, !tbaa !31
  %3192 = icmp eq i8 %3189, %3191
  %3193 = sext i1 %3192 to i64
  %3194 = getelementptr inbounds i8, ptr %3134, i64 %3193
  %3195 = getelementptr inbounds i8, ptr %3187, i64 %3193
  %3196 = select i1 %3192, i64 5, i64 4
  %3197 = ptrtoint ptr %3135 to i64
  %3198 = sub i64 %3197, %21
  %3199 = trunc i64 %3198 to i32
  %3200 = getelementptr inbounds i32, ptr %12, i64 %3138
  store i32 %3199, ptr %3200, align 4, !tbaa !20
  br label %3245

3201:                                             ; preds = %3181, %3174
  %3202 = phi i64 [ %3131, %3174 ], [ %3182, %3181 ]
  %3203 = phi ptr [ %3132, %3174 ], [ %3185, %3181 ]
  %3204 = icmp ult ptr %3179, %39
  br i1 %3204, label %3127, label %4098, !llvm.loop !32

3205:                                             ; preds = %3150, %3172
  %3206 = phi ptr [ %3134, %3172 ], [ %3135, %3150 ]
  %3207 = phi i64 [ %3161, %3172 ], [ %3138, %3150 ]
  %3208 = phi i64 [ %3162, %3172 ], [ %3141, %3150 ]
  %3209 = phi i64 [ %3167, %3172 ], [ %3151, %3150 ]
  %3210 = phi i32 [ %3158, %3172 ], [ %3130, %3150 ]
  %3211 = phi i32 [ %3164, %3172 ], [ %3143, %3150 ]
  %3212 = phi ptr [ %3135, %3172 ], [ %3136, %3150 ]
  %3213 = ptrtoint ptr %3206 to i64
  %3214 = sub i64 %3213, %21
  %3215 = trunc i64 %3214 to i32
  %3216 = getelementptr inbounds i32, ptr %12, i64 %3207
  store i32 %3215, ptr %3216, align 4, !tbaa !20
  br label %3217

3217:                                             ; preds = %3205, %3172
  %3218 = phi i64 [ %3162, %3172 ], [ %3208, %3205 ]
  %3219 = phi i64 [ %3167, %3172 ], [ %3209, %3205 ]
  %3220 = phi i32 [ %3158, %3172 ], [ %3210, %3205 ]
  %3221 = phi i32 [ %3164, %3172 ], [ %3211, %3205 ]
  %3222 = phi ptr [ %3135, %3172 ], [ %3212, %3205 ]
  %3223 = getelementptr inbounds i8, ptr %19, i64 %3219
  %3224 = ptrtoint ptr %3223 to i64
  %3225 = sub i64 %3218, %3224
  %3226 = trunc i64 %3225 to i32
  %3227 = add i32 %3226, 3
  %3228 = icmp ugt ptr %3222, %3112
  %3229 = icmp ugt i32 %3220, %35
  %3230 = and i1 %3229, %3228
  br i1 %3230, label %3231, label %3245

3231:                                             ; preds = %3217, %3240
  %3232 = phi ptr [ %3235, %3240 ], [ %3222, %3217 ]
  %3233 = phi i64 [ %3241, %3240 ], [ 4, %3217 ]
  %3234 = phi ptr [ %3237, %3240 ], [ %3223, %3217 ]
  %3235 = getelementptr inbounds i8, ptr %3232, i64 -1
  %3236 = load i8, ptr %3235, align 1, !tbaa !31
  %3237 = getelementptr inbounds i8, ptr %3234, i64 -1
  %3238 = load i8, ptr %3237, align 1, !tbaa !31
  %3239 = icmp eq i8 %3236, %3238
  br i1 %3239, label %3240, label %3245

3240:                                             ; preds = %3231
  %3241 = add i64 %3233, 1
  %3242 = icmp ugt ptr %3235, %3112
  %3243 = icmp ugt ptr %3237, %37
  %3244 = and i1 %3242, %3243
  br i1 %3244, label %3231, label %3245, !llvm.loop !33

3245:                                             ; preds = %3240, %3231, %3217, %3186
  %3246 = phi i32 [ %3143, %3186 ], [ %3221, %3217 ], [ %3221, %3231 ], [ %3221, %3240 ]
  %3247 = phi i32 [ %3115, %3186 ], [ %3114, %3217 ], [ %3114, %3231 ], [ %3114, %3240 ]
  %3248 = phi i32 [ 1, %3186 ], [ %3227, %3217 ], [ %3227, %3231 ], [ %3227, %3240 ]
  %3249 = phi ptr [ %3195, %3186 ], [ %3223, %3217 ], [ %3237, %3240 ], [ %3234, %3231 ]
  %3250 = phi i64 [ %3196, %3186 ], [ 4, %3217 ], [ %3241, %3240 ], [ %3233, %3231 ]
  %3251 = phi i32 [ %3114, %3186 ], [ %3226, %3217 ], [ %3226, %3231 ], [ %3226, %3240 ]
  %3252 = phi ptr [ %3194, %3186 ], [ %3222, %3217 ], [ %3235, %3240 ], [ %3232, %3231 ]
  %3253 = getelementptr inbounds i8, ptr %3252, i64 %3250
  %3254 = getelementptr inbounds i8, ptr %3249, i64 %3250
  %3255 = icmp ugt ptr %3100, %3253
  br i1 %3255, label %3256, label %3282

3256:                                             ; preds = %3245
  %3257 = load i64, ptr %3254, align 1, !tbaa !21
  %3258 = load i64, ptr %3253, align 1, !tbaa !21
  %3259 = icmp eq i64 %3257, %3258
  br i1 %3259, label %3264, label %3260

3260:                                             ; preds = %3256
  %3261 = xor i64 %3258, %3257
  %3262 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3261, i1 false)
  %3263 = lshr i64 %3262, 3
  br label %3319

3264:                                             ; preds = %3256, %3270
  %3265 = phi ptr [ %3268, %3270 ], [ %3254, %3256 ]
  %3266 = phi ptr [ %3267, %3270 ], [ %3253, %3256 ]
  %3267 = getelementptr inbounds i8, ptr %3266, i64 8
  %3268 = getelementptr inbounds i8, ptr %3265, i64 8
  %3269 = icmp ult ptr %3267, %3100
  br i1 %3269, label %3270, label %3282

3270:                                             ; preds = %3264
  %3271 = load i64, ptr %3268, align 1, !tbaa !21
  %3272 = load i64, ptr %3267, align 1, !tbaa !21
  %3273 = icmp eq i64 %3271, %3272
  br i1 %3273, label %3264, label %3274

3274:                                             ; preds = %3270
  %3275 = xor i64 %3272, %3271
  %3276 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3275, i1 false)
  %3277 = lshr i64 %3276, 3
  %3278 = getelementptr inbounds i8, ptr %3267, i64 %3277
  %3279 = ptrtoint ptr %3278 to i64
  %3280 = ptrtoint ptr %3253 to i64
  %3281 = sub i64 %3279, %3280
  br label %3319

3282:                                             ; preds = %3264, %3245
  %3283 = phi ptr [ %3254, %3245 ], [ %3268, %3264 ]
  %3284 = phi ptr [ %3253, %3245 ], [ %3267, %3264 ]
  %3285 = icmp ult ptr %3284, %3101
  br i1 %3285, label %3286, label %3293

3286:                                             ; preds = %3282
  %3287 = load i32, ptr %3283, align 1, !tbaa !20
  %3288 = load i32, ptr %3284, align 1, !tbaa !20
  %3289 = icmp eq i32 %3287, %3288
  br i1 %3289, label %3290, label %3293

3290:                                             ; preds = %3286
  %3291 = getelementptr inbounds i8, ptr %3284, i64 4
  %3292 = getelementptr inbounds i8, ptr %3283, i64 4
  br label %3293

3293:                                             ; preds = %3290, %3286, %3282
  %3294 = phi ptr [ %3292, %3290 ], [ %3283, %3286 ], [ %3283, %3282 ]
  %3295 = phi ptr [ %3291, %3290 ], [ %3284, %3286 ], [ %3284, %3282 ]
  %3296 = icmp ult ptr %3295, %3102
  br i1 %3296, label %3297, label %3304

3297:                                             ; preds = %3293
  %3298 = load i16, ptr %3294, align 1, !tbaa !34
  %3299 = load i16, ptr %3295, align 1, !tbaa !34
  %3300 = icmp eq i16 %3298, %3299
  br i1 %3300, label %3301, label %3304

3301:                                             ; preds = %3297
  %3302 = getelementptr inbounds i8, ptr %3295, i64 2
  %3303 = getelementptr inbounds i8, ptr %3294, i64 2
  br label %3304

3304:                                             ; preds = %3301, %3297, %3293
  %3305 = phi ptr [ %3303, %3301 ], [ %3294, %3297 ], [ %3294, %3293 ]
  %3306 = phi ptr [ %3302, %3301 ], [ %3295, %3297 ], [ %3295, %3293 ]
  %3307 = icmp ult ptr %3306, %38
  br i1 %3307, label %3308, label %3314

3308:                                             ; preds = %3304
  %3309 = load i8, ptr %3305, align 1, !tbaa !31
  %3310 = load i8, ptr %3306, align 1, !tbaa !31
  %3311 = icmp eq i8 %3309, %3310
  %3312 = zext i1 %3311 to i64
  %3313 = getelementptr inbounds i8, ptr %3306, i64 %3312
  br label %3314

3314:                                             ; preds = %3308, %3304
  %3315 = phi ptr [ %3306, %3304 ], [ %3313, %3308 ]
  %3316 = ptrtoint ptr %3315 to i64
  %3317 = ptrtoint ptr %3253 to i64
  %3318 = sub i64 %3316, %3317
  br label %3319

3319:                                             ; preds = %3314, %3274, %3260
  %3320 = phi i64 [ %3318, %3314 ], [ %3263, %3260 ], [ %3281, %3274 ]
  %3321 = add i64 %3320, %3250
  %3322 = ptrtoint ptr %3252 to i64
  %3323 = ptrtoint ptr %3112 to i64
  %3324 = sub i64 %3322, %3323
  %3325 = getelementptr inbounds i8, ptr %3112, i64 %3324
  %3326 = icmp ugt ptr %3325, %3103
  %3327 = load ptr, ptr %3104, align 8, !tbaa !36
  br i1 %3326, label %3353, label %3328

3328:                                             ; preds = %3319
  %3329 = load <16 x i8>, ptr %3112, align 1
  store <16 x i8> %3329, ptr %3327, align 1
  %3330 = icmp ugt i64 %3324, 16
  %3331 = load ptr, ptr %3104, align 8, !tbaa !36
  br i1 %3330, label %3335, label %3332

3332:                                             ; preds = %3328
  %3333 = getelementptr inbounds i8, ptr %3331, i64 %3324
  store ptr %3333, ptr %3104, align 8, !tbaa !36
  %3334 = load ptr, ptr %3107, align 8, !tbaa !38
  br label %3442

3335:                                             ; preds = %3328
  %3336 = getelementptr inbounds i8, ptr %3331, i64 16
  %3337 = getelementptr inbounds i8, ptr %3112, i64 16
  %3338 = getelementptr i8, ptr %3331, i64 %3324
  %3339 = load <16 x i8>, ptr %3337, align 1
  store <16 x i8> %3339, ptr %3336, align 1
  %3340 = icmp slt i64 %3324, 33
  br i1 %3340, label %3430, label %3341

3341:                                             ; preds = %3335
  %3342 = getelementptr inbounds i8, ptr %3331, i64 32
  br label %3343

3343:                                             ; preds = %3343, %3341
  %3344 = phi ptr [ %3342, %3341 ], [ %3351, %3343 ]
  %3345 = phi ptr [ %3337, %3341 ], [ %3349, %3343 ]
  %3346 = getelementptr inbounds i8, ptr %3345, i64 16
  %3347 = load <16 x i8>, ptr %3346, align 1
  store <16 x i8> %3347, ptr %3344, align 1
  %3348 = getelementptr inbounds i8, ptr %3344, i64 16
  %3349 = getelementptr inbounds i8, ptr %3345, i64 32
  %3350 = load <16 x i8>, ptr %3349, align 1
  store <16 x i8> %3350, ptr %3348, align 1
  %3351 = getelementptr inbounds i8, ptr %3344, i64 32
  %3352 = icmp ult ptr %3351, %3338
  br i1 %3352, label %3343, label %3430, !llvm.loop !39

3353:                                             ; preds = %3319
  %3354 = icmp ugt ptr %3112, %3103
  br i1 %3354, label %3372, label %3355

3355:                                             ; preds = %3353
  %3356 = sub i64 %3105, %3323
  %3357 = getelementptr inbounds i8, ptr %3327, i64 %3356
  %3358 = load <16 x i8>, ptr %3112, align 1
  store <16 x i8> %3358, ptr %3327, align 1
  %3359 = icmp slt i64 %3356, 17
  br i1 %3359, label %3372, label %3360

3360:                                             ; preds = %3355
  %3361 = getelementptr inbounds i8, ptr %3327, i64 16
  br label %3362

3362:                                             ; preds = %3362, %3360
  %3363 = phi ptr [ %3361, %3360 ], [ %3370, %3362 ]
  %3364 = phi ptr [ %3112, %3360 ], [ %3368, %3362 ]
  %3365 = getelementptr inbounds i8, ptr %3364, i64 16
  %3366 = load <16 x i8>, ptr %3365, align 1
  store <16 x i8> %3366, ptr %3363, align 1
  %3367 = getelementptr inbounds i8, ptr %3363, i64 16
  %3368 = getelementptr inbounds i8, ptr %3364, i64 32
  %3369 = load <16 x i8>, ptr %3368, align 1
  store <16 x i8> %3369, ptr %3367, align 1
  %3370 = getelementptr inbounds i8, ptr %3363, i64 32
  %3371 = icmp ult ptr %3370, %3357
  br i1 %3371, label %3362, label %3372, !llvm.loop !39

3372:                                             ; preds = %3362, %3355, %3353
  %3373 = phi ptr [ %3103, %3355 ], [ %3112, %3353 ], [ %3103, %3362 ]
  %3374 = phi ptr [ %3357, %3355 ], [ %3327, %3353 ], [ %3357, %3362 ]
  %3375 = icmp ult ptr %3373, %3325
  br i1 %3375, label %3376, label %3430

3376:                                             ; preds = %3372
  %3377 = ptrtoint ptr %3374 to i64
  %3378 = ptrtoint ptr %3373 to i64
  %3379 = sub i64 %3322, %3378
  %3380 = getelementptr i8, ptr %3373, i64 %3379
  %3381 = icmp ult i64 %3379, 8
  %3382 = sub i64 %3377, %3378
  %3383 = icmp ult i64 %3382, 32
  %3384 = select i1 %3381, i1 true, i1 %3383
  br i1 %3384, label %3420, label %3385

3385:                                             ; preds = %3376
  %3386 = icmp ult i64 %3379, 32
  br i1 %3386, label %3406, label %3387

3387:                                             ; preds = %3385
  %3388 = and i64 %3379, -32
  br label %3389

3389:                                             ; preds = %3389, %3387
  %3390 = phi i64 [ 0, %3387 ], [ %3397, %3389 ]
  %3391 = getelementptr i8, ptr %3374, i64 %3390
  %3392 = getelementptr i8, ptr %3373, i64 %3390
  %3393 = getelementptr i8, ptr %3392, i64 16
  %3394 = load <16 x i8>, ptr %3392, align 1, !tbaa !31
  %3395 = load <16 x i8>, ptr %3393, align 1, !tbaa !31
  %3396 = getelementptr i8, ptr %3391, i64 16
  store <16 x i8> %3394, ptr %3391, align 1, !tbaa !31
  store <16 x i8> %3395, ptr %3396, align 1, !tbaa !31
  %3397 = add nuw i64 %3390, 32
  %3398 = icmp eq i64 %3397, %3388
  br i1 %3398, label %3399, label %3389, !llvm.loop !69

3399:                                             ; preds = %3389
  %3400 = icmp eq i64 %3379, %3388
  br i1 %3400, label %3430, label %3401

3401:                                             ; preds = %3399
  %3402 = getelementptr i8, ptr %3373, i64 %3388
  %3403 = getelementptr i8, ptr %3374, i64 %3388
  %3404 = and i64 %3379, 24
  %3405 = icmp eq i64 %3404, 0
  br i1 %3405, label %3420, label %3406

3406:                                             ; preds = %3385, %3401
  %3407 = phi i64 [ %3388, %3401 ], [ 0, %3385 ]
  %3408 = and i64 %3379, -8
  %3409 = getelementptr i8, ptr %3374, i64 %3408
  %3410 = getelementptr i8, ptr %3373, i64 %3408
  br label %3411

3411:                                             ; preds = %3411, %3406
  %3412 = phi i64 [ %3407, %3406 ], [ %3416, %3411 ]
  %3413 = getelementptr i8, ptr %3374, i64 %3412
  %3414 = getelementptr i8, ptr %3373, i64 %3412
  %3415 = load <8 x i8>, ptr %3414, align 1, !tbaa !31
  store <8 x i8> %3415, ptr %3413, align 1, !tbaa !31
  %3416 = add nuw i64 %3412, 8
  %3417 = icmp eq i64 %3416, %3408
  br i1 %3417, label %3418, label %3411, !llvm.loop !70

3418:                                             ; preds = %3411
  %3419 = icmp eq i64 %3379, %3408
  br i1 %3419, label %3430, label %3420

3420:                                             ; preds = %3418, %3376, %3401
  %3421 = phi ptr [ %3374, %3376 ], [ %3403, %3401 ], [ %3409, %3418 ]
  %3422 = phi ptr [ %3373, %3376 ], [ %3402, %3401 ], [ %3410, %3418 ]
  br label %3423

3423:                                             ; preds = %3420, %3423
  %3424 = phi ptr [ %3428, %3423 ], [ %3421, %3420 ]
  %3425 = phi ptr [ %3426, %3423 ], [ %3422, %3420 ]
  %3426 = getelementptr inbounds i8, ptr %3425, i64 1
  %3427 = load i8, ptr %3425, align 1, !tbaa !31
  %3428 = getelementptr inbounds i8, ptr %3424, i64 1
  store i8 %3427, ptr %3424, align 1, !tbaa !31
  %3429 = icmp eq ptr %3426, %3380
  br i1 %3429, label %3430, label %3423, !llvm.loop !71

3430:                                             ; preds = %3343, %3423, %3399, %3418, %3372, %3335
  %3431 = load ptr, ptr %3104, align 8, !tbaa !36
  %3432 = getelementptr inbounds i8, ptr %3431, i64 %3324
  store ptr %3432, ptr %3104, align 8, !tbaa !36
  %3433 = icmp ugt i64 %3324, 65535
  %3434 = load ptr, ptr %3107, align 8, !tbaa !38
  br i1 %3433, label %3435, label %3442, !prof !45

3435:                                             ; preds = %3430
  store i32 1, ptr %3106, align 8, !tbaa !46
  %3436 = load ptr, ptr %1, align 8, !tbaa !47
  %3437 = ptrtoint ptr %3434 to i64
  %3438 = ptrtoint ptr %3436 to i64
  %3439 = sub i64 %3437, %3438
  %3440 = lshr exact i64 %3439, 3
  %3441 = trunc i64 %3440 to i32
  store i32 %3441, ptr %3108, align 4, !tbaa !48
  br label %3442

3442:                                             ; preds = %3435, %3430, %3332
  %3443 = phi ptr [ %3334, %3332 ], [ %3434, %3435 ], [ %3434, %3430 ]
  %3444 = trunc i64 %3324 to i16
  %3445 = getelementptr inbounds i8, ptr %3443, i64 4
  store i16 %3444, ptr %3445, align 4, !tbaa !49
  store i32 %3248, ptr %3443, align 4, !tbaa !51
  %3446 = add i64 %3321, -3
  %3447 = icmp ugt i64 %3446, 65535
  br i1 %3447, label %3448, label %3455, !prof !52

3448:                                             ; preds = %3442
  store i32 2, ptr %3106, align 8, !tbaa !46
  %3449 = load ptr, ptr %1, align 8, !tbaa !47
  %3450 = ptrtoint ptr %3443 to i64
  %3451 = ptrtoint ptr %3449 to i64
  %3452 = sub i64 %3450, %3451
  %3453 = lshr exact i64 %3452, 3
  %3454 = trunc i64 %3453 to i32
  store i32 %3454, ptr %3108, align 4, !tbaa !48
  br label %3455

3455:                                             ; preds = %3448, %3442
  %3456 = trunc i64 %3446 to i16
  %3457 = getelementptr inbounds i8, ptr %3443, i64 6
  store i16 %3456, ptr %3457, align 2, !tbaa !53
  %3458 = getelementptr inbounds i8, ptr %3443, i64 8
  store ptr %3458, ptr %3107, align 8, !tbaa !38
  %3459 = getelementptr inbounds i8, ptr %3252, i64 %3321
  %3460 = icmp ugt ptr %3459, %39
  br i1 %3460, label %3589, label %3461

3461:                                             ; preds = %3455
  %3462 = add i32 %3246, 2
  %3463 = zext i32 %3246 to i64
  %3464 = getelementptr inbounds i8, ptr %59, i64 %3463
  %3465 = load i64, ptr %3464, align 1, !tbaa !21
  %3466 = mul i64 %3465, -3523014627193847808
  %3467 = lshr i64 %3466, %3099
  %3468 = getelementptr inbounds i32, ptr %12, i64 %3467
  store i32 %3462, ptr %3468, align 4, !tbaa !20
  %3469 = getelementptr inbounds i8, ptr %3459, i64 -2
  %3470 = ptrtoint ptr %3469 to i64
  %3471 = sub i64 %3470, %21
  %3472 = trunc i64 %3471 to i32
  %3473 = load i64, ptr %3469, align 1, !tbaa !21
  %3474 = mul i64 %3473, -3523014627193847808
  %3475 = lshr i64 %3474, %3099
  %3476 = getelementptr inbounds i32, ptr %12, i64 %3475
  store i32 %3472, ptr %3476, align 4, !tbaa !20
  %3477 = icmp eq i32 %3247, 0
  br i1 %3477, label %3589, label %3478

3478:                                             ; preds = %3461, %3584
  %3479 = phi ptr [ %3587, %3584 ], [ %3458, %3461 ]
  %3480 = phi ptr [ %3566, %3584 ], [ %3459, %3461 ]
  %3481 = phi i32 [ %3482, %3584 ], [ %3251, %3461 ]
  %3482 = phi i32 [ %3481, %3584 ], [ %3247, %3461 ]
  %3483 = load i32, ptr %3480, align 1, !tbaa !20
  %3484 = zext i32 %3482 to i64
  %3485 = sub nsw i64 0, %3484
  %3486 = getelementptr inbounds i8, ptr %3480, i64 %3485
  %3487 = load i32, ptr %3486, align 1, !tbaa !20
  %3488 = icmp eq i32 %3483, %3487
  br i1 %3488, label %3489, label %3589

3489:                                             ; preds = %3478
  %3490 = getelementptr inbounds i8, ptr %3480, i64 4
  %3491 = getelementptr inbounds i8, ptr %3490, i64 %3485
  %3492 = icmp ugt ptr %3100, %3490
  br i1 %3492, label %3493, label %3519

3493:                                             ; preds = %3489
  %3494 = load i64, ptr %3491, align 1, !tbaa !21
  %3495 = load i64, ptr %3490, align 1, !tbaa !21
  %3496 = icmp eq i64 %3494, %3495
  br i1 %3496, label %3501, label %3497

3497:                                             ; preds = %3493
  %3498 = xor i64 %3495, %3494
  %3499 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3498, i1 false)
  %3500 = lshr i64 %3499, 3
  br label %3556

3501:                                             ; preds = %3493, %3507
  %3502 = phi ptr [ %3505, %3507 ], [ %3491, %3493 ]
  %3503 = phi ptr [ %3504, %3507 ], [ %3490, %3493 ]
  %3504 = getelementptr inbounds i8, ptr %3503, i64 8
  %3505 = getelementptr inbounds i8, ptr %3502, i64 8
  %3506 = icmp ult ptr %3504, %3100
  br i1 %3506, label %3507, label %3519

3507:                                             ; preds = %3501
  %3508 = load i64, ptr %3505, align 1, !tbaa !21
  %3509 = load i64, ptr %3504, align 1, !tbaa !21
  %3510 = icmp eq i64 %3508, %3509
  br i1 %3510, label %3501, label %3511

3511:                                             ; preds = %3507
  %3512 = xor i64 %3509, %3508
  %3513 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3512, i1 false)
  %3514 = lshr i64 %3513, 3
  %3515 = getelementptr inbounds i8, ptr %3504, i64 %3514
  %3516 = ptrtoint ptr %3515 to i64
  %3517 = ptrtoint ptr %3490 to i64
  %3518 = sub i64 %3516, %3517
  br label %3556

3519:                                             ; preds = %3501, %3489
  %3520 = phi ptr [ %3491, %3489 ], [ %3505, %3501 ]
  %3521 = phi ptr [ %3490, %3489 ], [ %3504, %3501 ]
  %3522 = icmp ult ptr %3521, %3101
  br i1 %3522, label %3523, label %3530

3523:                                             ; preds = %3519
  %3524 = load i32, ptr %3520, align 1, !tbaa !20
  %3525 = load i32, ptr %3521, align 1, !tbaa !20
  %3526 = icmp eq i32 %3524, %3525
  br i1 %3526, label %3527, label %3530

3527:                                             ; preds = %3523
  %3528 = getelementptr inbounds i8, ptr %3521, i64 4
  %3529 = getelementptr inbounds i8, ptr %3520, i64 4
  br label %3530

3530:                                             ; preds = %3527, %3523, %3519
  %3531 = phi ptr [ %3529, %3527 ], [ %3520, %3523 ], [ %3520, %3519 ]
  %3532 = phi ptr [ %3528, %3527 ], [ %3521, %3523 ], [ %3521, %3519 ]
  %3533 = icmp ult ptr %3532, %3102
  br i1 %3533, label %3534, label %3541

3534:                                             ; preds = %3530
  %3535 = load i16, ptr %3531, align 1, !tbaa !34
  %3536 = load i16, ptr %3532, align 1, !tbaa !34
  %3537 = icmp eq i16 %3535, %3536
  br i1 %3537, label %3538, label %3541

3538:                                             ; preds = %3534
  %3539 = getelementptr inbounds i8, ptr %3532, i64 2
  %3540 = getelementptr inbounds i8, ptr %3531, i64 2
  br label %3541

3541:                                             ; preds = %3538, %3534, %3530
  %3542 = phi ptr [ %3540, %3538 ], [ %3531, %3534 ], [ %3531, %3530 ]
  %3543 = phi ptr [ %3539, %3538 ], [ %3532, %3534 ], [ %3532, %3530 ]
  %3544 = icmp ult ptr %3543, %38
  br i1 %3544, label %3545, label %3551

3545:                                             ; preds = %3541
  %3546 = load i8, ptr %3542, align 1, !tbaa !31
  %3547 = load i8, ptr %3543, align 1, !tbaa !31
  %3548 = icmp eq i8 %3546, %3547
  %3549 = zext i1 %3548 to i64
  %3550 = getelementptr inbounds i8, ptr %3543, i64 %3549
  br label %3551

3551:                                             ; preds = %3545, %3541
  %3552 = phi ptr [ %3543, %3541 ], [ %3550, %3545 ]
  %3553 = ptrtoint ptr %3552 to i64
  %3554 = ptrtoint ptr %3490 to i64
  %3555 = sub i64 %3553, %3554
  br label %3556

3556:                                             ; preds = %3551, %3511, %3497
  %3557 = phi i64 [ %3555, %3551 ], [ %3500, %3497 ], [ %3518, %3511 ]
  %3558 = add i64 %3557, 4
  %3559 = ptrtoint ptr %3480 to i64
  %3560 = sub i64 %3559, %21
  %3561 = trunc i64 %3560 to i32
  %3562 = load i64, ptr %3480, align 1, !tbaa !21
  %3563 = mul i64 %3562, -3523014627193847808
  %3564 = lshr i64 %3563, %3099
  %3565 = getelementptr inbounds i32, ptr %12, i64 %3564
  store i32 %3561, ptr %3565, align 4, !tbaa !20
  %3566 = getelementptr inbounds i8, ptr %3480, i64 %3558
  %3567 = icmp ugt ptr %3480, %3103
  br i1 %3567, label %3572, label %3568

3568:                                             ; preds = %3556
  %3569 = load ptr, ptr %3104, align 8, !tbaa !36
  %3570 = load <16 x i8>, ptr %3480, align 1
  store <16 x i8> %3570, ptr %3569, align 1
  %3571 = load ptr, ptr %3107, align 8, !tbaa !38
  br label %3572

3572:                                             ; preds = %3568, %3556
  %3573 = phi ptr [ %3479, %3556 ], [ %3571, %3568 ]
  %3574 = getelementptr inbounds i8, ptr %3573, i64 4
  store i16 0, ptr %3574, align 4, !tbaa !49
  store i32 1, ptr %3573, align 4, !tbaa !51
  %3575 = add i64 %3557, 1
  %3576 = icmp ugt i64 %3575, 65535
  br i1 %3576, label %3577, label %3584, !prof !52

3577:                                             ; preds = %3572
  store i32 2, ptr %3106, align 8, !tbaa !46
  %3578 = load ptr, ptr %1, align 8, !tbaa !47
  %3579 = ptrtoint ptr %3573 to i64
  %3580 = ptrtoint ptr %3578 to i64
  %3581 = sub i64 %3579, %3580
  %3582 = lshr exact i64 %3581, 3
  %3583 = trunc i64 %3582 to i32
  store i32 %3583, ptr %3108, align 4, !tbaa !48
  br label %3584

3584:                                             ; preds = %3577, %3572
  %3585 = trunc i64 %3575 to i16
  %3586 = getelementptr inbounds i8, ptr %3573, i64 6
  store i16 %3585, ptr %3586, align 2, !tbaa !53
  %3587 = getelementptr inbounds i8, ptr %3573, i64 8
  store ptr %3587, ptr %3107, align 8, !tbaa !38
  %3588 = icmp ugt ptr %3566, %39
  br i1 %3588, label %3589, label %3478

3589:                                             ; preds = %3584, %3478, %3461, %3455
  %3590 = phi i32 [ 0, %3461 ], [ %3247, %3455 ], [ %3482, %3478 ], [ %3481, %3584 ]
  %3591 = phi i32 [ %3251, %3461 ], [ %3251, %3455 ], [ %3481, %3478 ], [ %3482, %3584 ]
  %3592 = phi ptr [ %3459, %3461 ], [ %3459, %3455 ], [ %3480, %3478 ], [ %3566, %3584 ]
  %3593 = getelementptr inbounds i8, ptr %3592, i64 %17
  %3594 = getelementptr inbounds i8, ptr %3593, i64 1
  %3595 = icmp ult ptr %3594, %39
  br i1 %3595, label %3109, label %4098

3596:                                             ; preds = %2086
  br i1 %62, label %3597, label %4098

3597:                                             ; preds = %3596
  %3598 = getelementptr inbounds i8, ptr %0, i64 264
  %3599 = load i32, ptr %3598, align 4, !tbaa !19
  %3600 = sub i32 64, %3599
  %3601 = zext nneg i32 %3600 to i64
  %3602 = getelementptr inbounds i8, ptr %38, i64 -7
  %3603 = getelementptr inbounds i8, ptr %38, i64 -3
  %3604 = getelementptr inbounds i8, ptr %38, i64 -1
  %3605 = getelementptr inbounds i8, ptr %38, i64 -32
  %3606 = getelementptr inbounds i8, ptr %1, i64 24
  %3607 = ptrtoint ptr %3605 to i64
  %3608 = getelementptr inbounds i8, ptr %1, i64 72
  %3609 = getelementptr inbounds i8, ptr %1, i64 8
  %3610 = getelementptr inbounds i8, ptr %1, i64 76
  br label %3611

3611:                                             ; preds = %4091, %3597
  %3612 = phi ptr [ %61, %3597 ], [ %4096, %4091 ]
  %3613 = phi ptr [ %60, %3597 ], [ %4095, %4091 ]
  %3614 = phi ptr [ %3, %3597 ], [ %4094, %4091 ]
  %3615 = phi ptr [ %45, %3597 ], [ %4094, %4091 ]
  %3616 = phi i32 [ %58, %3597 ], [ %4093, %4091 ]
  %3617 = phi i32 [ %56, %3597 ], [ %4092, %4091 ]
  %3618 = getelementptr inbounds i8, ptr %3615, i64 1
  %3619 = getelementptr inbounds i8, ptr %3615, i64 128
  %3620 = load i64, ptr %3615, align 1, !tbaa !21
  %3621 = mul i64 %3620, -3523014627193167104
  %3622 = lshr i64 %3621, %3601
  %3623 = load i64, ptr %3618, align 1, !tbaa !21
  %3624 = getelementptr inbounds i32, ptr %12, i64 %3622
  %3625 = load i32, ptr %3624, align 4, !tbaa !20
  %3626 = zext i32 %3616 to i64
  %3627 = sub nsw i64 0, %3626
  %3628 = icmp ne i32 %3616, 0
  br label %3629

3629:                                             ; preds = %3703, %3611
  %3630 = phi i64 [ %3622, %3611 ], [ %3663, %3703 ]
  %3631 = phi i64 [ %3623, %3611 ], [ %3679, %3703 ]
  %3632 = phi i32 [ %3625, %3611 ], [ %3678, %3703 ]
  %3633 = phi i64 [ %17, %3611 ], [ %3704, %3703 ]
  %3634 = phi ptr [ %3619, %3611 ], [ %3705, %3703 ]
  %3635 = phi ptr [ %3612, %3611 ], [ %3681, %3703 ]
  %3636 = phi ptr [ %3613, %3611 ], [ %3680, %3703 ]
  %3637 = phi ptr [ %3618, %3611 ], [ %3635, %3703 ]
  %3638 = phi ptr [ %3615, %3611 ], [ %3636, %3703 ]
  %3639 = mul i64 %3631, -3523014627193167104
  %3640 = lshr i64 %3639, %3601
  %3641 = getelementptr inbounds i8, ptr %3636, i64 %3627
  %3642 = load i32, ptr %3641, align 1, !tbaa !20
  %3643 = ptrtoint ptr %3638 to i64
  %3644 = sub i64 %3643, %21
  %3645 = trunc i64 %3644 to i32
  %3646 = getelementptr inbounds i32, ptr %12, i64 %3630
  store i32 %3645, ptr %3646, align 4, !tbaa !20
  %3647 = load i32, ptr %3636, align 1, !tbaa !20
  %3648 = icmp eq i32 %3647, %3642
  %3649 = and i1 %3628, %3648
  br i1 %3649, label %3688, label %3650

3650:                                             ; preds = %3629
  %3651 = icmp ult i32 %3632, %35
  br i1 %3651, label %3658, label %3652

3652:                                             ; preds = %3650
  %3653 = zext i32 %3632 to i64
  %3654 = getelementptr inbounds i8, ptr %19, i64 %3653
  %3655 = load i32, ptr %3654, align 1, !tbaa !20
  %3656 = load i32, ptr %3638, align 1, !tbaa !20
  %3657 = icmp eq i32 %3656, %3655
  br i1 %3657, label %3707, label %3658

3658:                                             ; preds = %3652, %3650
  %3659 = getelementptr inbounds i32, ptr %12, i64 %3640
  %3660 = load i32, ptr %3659, align 4, !tbaa !20
  %3661 = load i64, ptr %3636, align 1, !tbaa !21
  %3662 = mul i64 %3661, -3523014627193167104
  %3663 = lshr i64 %3662, %3601
  %3664 = ptrtoint ptr %3637 to i64
  %3665 = sub i64 %3664, %21
  %3666 = trunc i64 %3665 to i32
  store i32 %3666, ptr %3659, align 4, !tbaa !20
  %3667 = icmp ult i32 %3660, %35
  br i1 %3667, label %3676, label %3668

3668:                                             ; preds = %3658
  %3669 = zext i32 %3660 to i64
  %3670 = getelementptr inbounds i8, ptr %19, i64 %3669
  %3671 = load i32, ptr %3670, align 1, !tbaa !20
  %3672 = load i32, ptr %3637, align 1, !tbaa !20
  %3673 = icmp eq i32 %3672, %3671
  br i1 %3673, label %3674, label %3676

3674:                                             ; preds = %3668
  %3675 = icmp ult i64 %3633, 5
  br i1 %3675, label %3707, label %3719

3676:                                             ; preds = %3668, %3658
  %3677 = getelementptr inbounds i32, ptr %12, i64 %3663
  %3678 = load i32, ptr %3677, align 4, !tbaa !20
  %3679 = load i64, ptr %3635, align 1, !tbaa !21
  %3680 = getelementptr inbounds i8, ptr %3636, i64 %3633
  %3681 = getelementptr inbounds i8, ptr %3635, i64 %3633
  %3682 = icmp ult ptr %3680, %3634
  br i1 %3682, label %3703, label %3683

3683:                                             ; preds = %3676
  %3684 = add i64 %3633, 1
  %3685 = getelementptr inbounds i8, ptr %3635, i64 64
  tail call void @llvm.prefetch.p0(ptr nonnull %3685, i32 0, i32 3, i32 1)
  %3686 = getelementptr inbounds i8, ptr %3635, i64 128
  tail call void @llvm.prefetch.p0(ptr nonnull %3686, i32 0, i32 3, i32 1)
  %3687 = getelementptr inbounds i8, ptr %3634, i64 128
  br label %3703

3688:                                             ; preds = %3629
  %3689 = getelementptr inbounds i8, ptr %3636, i64 %3627
  %3690 = getelementptr inbounds i8, ptr %3636, i64 -1
  %3691 = load i8, ptr %3690, align 1, !tbaa !31
  %3692 = getelementptr inbounds i8, ptr %3689, i64 -1
  %3693 = load i8, ptr %3692, align 1, !tbaa !31
  %3694 = icmp eq i8 %3691, %3693
  %3695 = sext i1 %3694 to i64
  %3696 = getelementptr inbounds i8, ptr %3636, i64 %3695
  %3697 = getelementptr inbounds i8, ptr %3689, i64 %3695
  %3698 = select i1 %3694, i64 5, i64 4
  %3699 = ptrtoint ptr %3637 to i64
  %3700 = sub i64 %3699, %21
  %3701 = trunc i64 %3700 to i32
  %3702 = getelementptr inbounds i32, ptr %12, i64 %3640
  store i32 %3701, ptr %3702, align 4, !tbaa !20
  br label %3747

3703:                                             ; preds = %3683, %3676
  %3704 = phi i64 [ %3633, %3676 ], [ %3684, %3683 ]
  %3705 = phi ptr [ %3634, %3676 ], [ %3687, %3683 ]
  %3706 = icmp ult ptr %3681, %39
  br i1 %3706, label %3629, label %4098, !llvm.loop !32

3707:                                             ; preds = %3652, %3674
  %3708 = phi ptr [ %3636, %3674 ], [ %3637, %3652 ]
  %3709 = phi i64 [ %3663, %3674 ], [ %3640, %3652 ]
  %3710 = phi i64 [ %3664, %3674 ], [ %3643, %3652 ]
  %3711 = phi i64 [ %3669, %3674 ], [ %3653, %3652 ]
  %3712 = phi i32 [ %3660, %3674 ], [ %3632, %3652 ]
  %3713 = phi i32 [ %3666, %3674 ], [ %3645, %3652 ]
  %3714 = phi ptr [ %3637, %3674 ], [ %3638, %3652 ]
  %3715 = ptrtoint ptr %3708 to i64
  %3716 = sub i64 %3715, %21
  %3717 = trunc i64 %3716 to i32
  %3718 = getelementptr inbounds i32, ptr %12, i64 %3709
  store i32 %3717, ptr %3718, align 4, !tbaa !20
  br label %3719

3719:                                             ; preds = %3707, %3674
  %3720 = phi i64 [ %3664, %3674 ], [ %3710, %3707 ]
  %3721 = phi i64 [ %3669, %3674 ], [ %3711, %3707 ]
  %3722 = phi i32 [ %3660, %3674 ], [ %3712, %3707 ]
  %3723 = phi i32 [ %3666, %3674 ], [ %3713, %3707 ]
  %3724 = phi ptr [ %3637, %3674 ], [ %3714, %3707 ]
  %3725 = getelementptr inbounds i8, ptr %19, i64 %3721
  %3726 = ptrtoint ptr %3725 to i64
  %3727 = sub i64 %3720, %3726
  %3728 = trunc i64 %3727 to i32
  %3729 = add i32 %3728, 3
  %3730 = icmp ugt ptr %3724, %3614
  %3731 = icmp ugt i32 %3722, %35
  %3732 = and i1 %3731, %3730
  br i1 %3732, label %3733, label %3747

3733:                                             ; preds = %3719, %3742
  %3734 = phi ptr [ %3737, %3742 ], [ %3724, %3719 ]
  %3735 = phi i64 [ %3743, %3742 ], [ 4, %3719 ]
  %3736 = phi ptr [ %3739, %3742 ], [ %3725, %3719 ]
  %3737 = getelementptr inbounds i8, ptr %3734, i64 -1
  %3738 = load i8, ptr %3737, align 1, !tbaa !31
  %3739 = getelementptr inbounds i8, ptr %3736, i64 -1
  %3740 = load i8, ptr %3739, align 1, !tbaa !31
  %3741 = icmp eq i8 %3738, %3740
  br i1 %3741, label %3742, label %3747

3742:                                             ; preds = %3733
  %3743 = add i64 %3735, 1
  %3744 = icmp ugt ptr %3737, %3614
  %3745 = icmp ugt ptr %3739, %37
  %3746 = and i1 %3744, %3745
  br i1 %3746, label %3733, label %3747, !llvm.loop !33

3747:                                             ; preds = %3742, %3733, %3719, %3688
  %3748 = phi i32 [ %3645, %3688 ], [ %3723, %3719 ], [ %3723, %3733 ], [ %3723, %3742 ]
  %3749 = phi i32 [ %3617, %3688 ], [ %3616, %3719 ], [ %3616, %3733 ], [ %3616, %3742 ]
  %3750 = phi i32 [ 1, %3688 ], [ %3729, %3719 ], [ %3729, %3733 ], [ %3729, %3742 ]
  %3751 = phi ptr [ %3697, %3688 ], [ %3725, %3719 ], [ %3739, %3742 ], [ %3736, %3733 ]
  %3752 = phi i64 [ %3698, %3688 ], [ 4, %3719 ], [ %3743, %3742 ], [ %3735, %3733 ]
  %3753 = phi i32 [ %3616, %3688 ], [ %3728, %3719 ], [ %3728, %3733 ], [ %3728, %3742 ]
  %3754 = phi ptr [ %3696, %3688 ], [ %3724, %3719 ], [ %3737, %3742 ], [ %3734, %3733 ]
  %3755 = getelementptr inbounds i8, ptr %3754, i64 %3752
  %3756 = getelementptr inbounds i8, ptr %3751, i64 %3752
  %3757 = icmp ugt ptr %3602, %3755
  br i1 %3757, label %3758, label %3784

3758:                                             ; preds = %3747
  %3759 = load i64, ptr %3756, align 1, !tbaa !21
  %3760 = load i64, ptr %3755, align 1, !tbaa !21
  %3761 = icmp eq i64 %3759, %3760
  br i1 %3761, label %3766, label %3762

3762:                                             ; preds = %3758
  %3763 = xor i64 %3760, %3759
  %3764 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3763, i1 false)
  %3765 = lshr i64 %3764, 3
  br label %3821

3766:                                             ; preds = %3758, %3772
  %3767 = phi ptr [ %3770, %3772 ], [ %3756, %3758 ]
  %3768 = phi ptr [ %3769, %3772 ], [ %3755, %3758 ]
  %3769 = getelementptr inbounds i8, ptr %3768, i64 8
  %3770 = getelementptr inbounds i8, ptr %3767, i64 8
  %3771 = icmp ult ptr %3769, %3602
  br i1 %3771, label %3772, label %3784

3772:                                             ; preds = %3766
  %3773 = load i64, ptr %3770, align 1, !tbaa !21
  %3774 = load i64, ptr %3769, align 1, !tbaa !21
  %3775 = icmp eq i64 %3773, %3774
  br i1 %3775, label %3766, label %3776

3776:                                             ; preds = %3772
  %3777 = xor i64 %3774, %3773
  %3778 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3777, i1 false)
  %3779 = lshr i64 %3778, 3
  %3780 = getelementptr inbounds i8, ptr %3769, i64 %3779
  %3781 = ptrtoint ptr %3780 to i64
  %3782 = ptrtoint ptr %3755 to i64
  %3783 = sub i64 %3781, %3782
  br label %3821

3784:                                             ; preds = %3766, %3747
  %3785 = phi ptr [ %3756, %3747 ], [ %3770, %3766 ]
  %3786 = phi ptr [ %3755, %3747 ], [ %3769, %3766 ]
  %3787 = icmp ult ptr %3786, %3603
  br i1 %3787, label %3788, label %3795

3788:                                             ; preds = %3784
  %3789 = load i32, ptr %3785, align 1, !tbaa !20
  %3790 = load i32, ptr %3786, align 1, !tbaa !20
  %3791 = icmp eq i32 %3789, %3790
  br i1 %3791, label %3792, label %3795

3792:                                             ; preds = %3788
  %3793 = getelementptr inbounds i8, ptr %3786, i64 4
  %3794 = getelementptr inbounds i8, ptr %3785, i64 4
  br label %3795

3795:                                             ; preds = %3792, %3788, %3784
  %3796 = phi ptr [ %3794, %3792 ], [ %3785, %3788 ], [ %3785, %3784 ]
  %3797 = phi ptr [ %3793, %3792 ], [ %3786, %3788 ], [ %3786, %3784 ]
  %3798 = icmp ult ptr %3797, %3604
  br i1 %3798, label %3799, label %3806

3799:                                             ; preds = %3795
  %3800 = load i16, ptr %3796, align 1, !tbaa !34
  %3801 = load i16, ptr %3797, align 1, !tbaa !34
  %3802 = icmp eq i16 %3800, %3801
  br i1 %3802, label %3803, label %3806

3803:                                             ; preds = %3799
  %3804 = getelementptr inbounds i8, ptr %3797, i64 2
  %3805 = getelementptr inbounds i8, ptr %3796, i64 2
  br label %3806

3806:                                             ; preds = %3803, %3799, %3795
  %3807 = phi ptr [ %3805, %3803 ], [ %3796, %3799 ], [ %3796, %3795 ]
  %3808 = phi ptr [ %3804, %3803 ], [ %3797, %3799 ], [ %3797, %3795 ]
  %3809 = icmp ult ptr %3808, %38
  br i1 %3809, label %3810, label %3816

3810:                                             ; preds = %3806
  %3811 = load i8, ptr %3807, align 1, !tbaa !31
  %3812 = load i8, ptr %3808, align 1, !tbaa !31
  %3813 = icmp eq i8 %3811, %3812
  %3814 = zext i1 %3813 to i64
  %3815 = getelementptr inbounds i8, ptr %3808, i64 %3814
  br label %3816

3816:                                             ; preds = %3810, %3806
  %3817 = phi ptr [ %3808, %3806 ], [ %3815, %3810 ]
  %3818 = ptrtoint ptr %3817 to i64
  %3819 = ptrtoint ptr %3755 to i64
  %3820 = sub i64 %3818, %3819
  br label %3821

3821:                                             ; preds = %3816, %3776, %3762
  %3822 = phi i64 [ %3820, %3816 ], [ %3765, %3762 ], [ %3783, %3776 ]
  %3823 = add i64 %3822, %3752
  %3824 = ptrtoint ptr %3754 to i64
  %3825 = ptrtoint ptr %3614 to i64
  %3826 = sub i64 %3824, %3825
  %3827 = getelementptr inbounds i8, ptr %3614, i64 %3826
  %3828 = icmp ugt ptr %3827, %3605
  %3829 = load ptr, ptr %3606, align 8, !tbaa !36
  br i1 %3828, label %3855, label %3830

3830:                                             ; preds = %3821
  %3831 = load <16 x i8>, ptr %3614, align 1
  store <16 x i8> %3831, ptr %3829, align 1
  %3832 = icmp ugt i64 %3826, 16
  %3833 = load ptr, ptr %3606, align 8, !tbaa !36
  br i1 %3832, label %3837, label %3834

3834:                                             ; preds = %3830
  %3835 = getelementptr inbounds i8, ptr %3833, i64 %3826
  store ptr %3835, ptr %3606, align 8, !tbaa !36
  %3836 = load ptr, ptr %3609, align 8, !tbaa !38
  br label %3944

3837:                                             ; preds = %3830
  %3838 = getelementptr inbounds i8, ptr %3833, i64 16
  %3839 = getelementptr inbounds i8, ptr %3614, i64 16
  %3840 = getelementptr i8, ptr %3833, i64 %3826
  %3841 = load <16 x i8>, ptr %3839, align 1
  store <16 x i8> %3841, ptr %3838, align 1
  %3842 = icmp slt i64 %3826, 33
  br i1 %3842, label %3932, label %3843

3843:                                             ; preds = %3837
  %3844 = getelementptr inbounds i8, ptr %3833, i64 32
  br label %3845

3845:                                             ; preds = %3845, %3843
  %3846 = phi ptr [ %3844, %3843 ], [ %3853, %3845 ]
  %3847 = phi ptr [ %3839, %3843 ], [ %3851, %3845 ]
  %3848 = getelementptr inbounds i8, ptr %3847, i64 16
  %3849 = load <16 x i8>, ptr %3848, align 1
  store <16 x i8> %3849, ptr %3846, align 1
  %3850 = getelementptr inbounds i8, ptr %3846, i64 16
  %3851 = getelementptr inbounds i8, ptr %3847, i64 32
  %3852 = load <16 x i8>, ptr %3851, align 1
  store <16 x i8> %3852, ptr %3850, align 1
  %3853 = getelementptr inbounds i8, ptr %3846, i64 32
  %3854 = icmp ult ptr %3853, %3840
  br i1 %3854, label %3845, label %3932, !llvm.loop !39

3855:                                             ; preds = %3821
  %3856 = icmp ugt ptr %3614, %3605
  br i1 %3856, label %3874, label %3857

3857:                                             ; preds = %3855
  %3858 = sub i64 %3607, %3825
  %3859 = getelementptr inbounds i8, ptr %3829, i64 %3858
  %3860 = load <16 x i8>, ptr %3614, align 1
  store <16 x i8> %3860, ptr %3829, align 1
  %3861 = icmp slt i64 %3858, 17
  br i1 %3861, label %3874, label %3862

3862:                                             ; preds = %3857
  %3863 = getelementptr inbounds i8, ptr %3829, i64 16
  br label %3864

3864:                                             ; preds = %3864, %3862
  %3865 = phi ptr [ %3863, %3862 ], [ %3872, %3864 ]
  %3866 = phi ptr [ %3614, %3862 ], [ %3870, %3864 ]
  %3867 = getelementptr inbounds i8, ptr %3866, i64 16
  %3868 = load <16 x i8>, ptr %3867, align 1
  store <16 x i8> %3868, ptr %3865, align 1
  %3869 = getelementptr inbounds i8, ptr %3865, i64 16
  %3870 = getelementptr inbounds i8, ptr %3866, i64 32
  %3871 = load <16 x i8>, ptr %3870, align 1
  store <16 x i8> %3871, ptr %3869, align 1
  %3872 = getelementptr inbounds i8, ptr %3865, i64 32
  %3873 = icmp ult ptr %3872, %3859
  br i1 %3873, label %3864, label %3874, !llvm.loop !39

3874:                                             ; preds = %3864, %3857, %3855
  %3875 = phi ptr [ %3605, %3857 ], [ %3614, %3855 ], [ %3605, %3864 ]
  %3876 = phi ptr [ %3859, %3857 ], [ %3829, %3855 ], [ %3859, %3864 ]
  %3877 = icmp ult ptr %3875, %3827
  br i1 %3877, label %3878, label %3932

3878:                                             ; preds = %3874
  %3879 = ptrtoint ptr %3876 to i64
  %3880 = ptrtoint ptr %3875 to i64
  %3881 = sub i64 %3824, %3880
  %3882 = getelementptr i8, ptr %3875, i64 %3881
  %3883 = icmp ult i64 %3881, 8
  %3884 = sub i64 %3879, %3880
  %3885 = icmp ult i64 %3884, 32
  %3886 = select i1 %3883, i1 true, i1 %3885
  br i1 %3886, label %3922, label %3887

3887:                                             ; preds = %3878
  %3888 = icmp ult i64 %3881, 32
  br i1 %3888, label %3908, label %3889

3889:                                             ; preds = %3887
  %3890 = and i64 %3881, -32
  br label %3891

3891:                                             ; preds = %3891, %3889
  %3892 = phi i64 [ 0, %3889 ], [ %3899, %3891 ]
  %3893 = getelementptr i8, ptr %3876, i64 %3892
  %3894 = getelementptr i8, ptr %3875, i64 %3892
  %3895 = getelementptr i8, ptr %3894, i64 16
  %3896 = load <16 x i8>, ptr %3894, align 1, !tbaa !31
  %3897 = load <16 x i8>, ptr %3895, align 1, !tbaa !31
  %3898 = getelementptr i8, ptr %3893, i64 16
  store <16 x i8> %3896, ptr %3893, align 1, !tbaa !31
  store <16 x i8> %3897, ptr %3898, align 1, !tbaa !31
  %3899 = add nuw i64 %3892, 32
  %3900 = icmp eq i64 %3899, %3890
  br i1 %3900, label %3901, label %3891, !llvm.loop !72

3901:                                             ; preds = %3891
  %3902 = icmp eq i64 %3881, %3890
  br i1 %3902, label %3932, label %3903

3903:                                             ; preds = %3901
  %3904 = getelementptr i8, ptr %3875, i64 %3890
  %3905 = getelementptr i8, ptr %3876, i64 %3890
  %3906 = and i64 %3881, 24
  %3907 = icmp eq i64 %3906, 0
  br i1 %3907, label %3922, label %3908

3908:                                             ; preds = %3887, %3903
  %3909 = phi i64 [ %3890, %3903 ], [ 0, %3887 ]
  %3910 = and i64 %3881, -8
  %3911 = getelementptr i8, ptr %3876, i64 %3910
  %3912 = getelementptr i8, ptr %3875, i64 %3910
  br label %3913

3913:                                             ; preds = %3913, %3908
  %3914 = phi i64 [ %3909, %3908 ], [ %3918, %3913 ]
  %3915 = getelementptr i8, ptr %3876, i64 %3914
  %3916 = getelementptr i8, ptr %3875, i64 %3914
  %3917 = load <8 x i8>, ptr %3916, align 1, !tbaa !31
  store <8 x i8> %3917, ptr %3915, align 1, !tbaa !31
  %3918 = add nuw i64 %3914, 8
  %3919 = icmp eq i64 %3918, %3910
  br i1 %3919, label %3920, label %3913, !llvm.loop !73

3920:                                             ; preds = %3913
  %3921 = icmp eq i64 %3881, %3910
  br i1 %3921, label %3932, label %3922

3922:                                             ; preds = %3920, %3878, %3903
  %3923 = phi ptr [ %3876, %3878 ], [ %3905, %3903 ], [ %3911, %3920 ]
  %3924 = phi ptr [ %3875, %3878 ], [ %3904, %3903 ], [ %3912, %3920 ]
  br label %3925

3925:                                             ; preds = %3922, %3925
  %3926 = phi ptr [ %3930, %3925 ], [ %3923, %3922 ]
  %3927 = phi ptr [ %3928, %3925 ], [ %3924, %3922 ]
  %3928 = getelementptr inbounds i8, ptr %3927, i64 1
  %3929 = load i8, ptr %3927, align 1, !tbaa !31
  %3930 = getelementptr inbounds i8, ptr %3926, i64 1
  store i8 %3929, ptr %3926, align 1, !tbaa !31
  %3931 = icmp eq ptr %3928, %3882
  br i1 %3931, label %3932, label %3925, !llvm.loop !74

3932:                                             ; preds = %3845, %3925, %3901, %3920, %3874, %3837
  %3933 = load ptr, ptr %3606, align 8, !tbaa !36
  %3934 = getelementptr inbounds i8, ptr %3933, i64 %3826
  store ptr %3934, ptr %3606, align 8, !tbaa !36
  %3935 = icmp ugt i64 %3826, 65535
  %3936 = load ptr, ptr %3609, align 8, !tbaa !38
  br i1 %3935, label %3937, label %3944, !prof !45

3937:                                             ; preds = %3932
  store i32 1, ptr %3608, align 8, !tbaa !46
  %3938 = load ptr, ptr %1, align 8, !tbaa !47
  %3939 = ptrtoint ptr %3936 to i64
  %3940 = ptrtoint ptr %3938 to i64
  %3941 = sub i64 %3939, %3940
  %3942 = lshr exact i64 %3941, 3
  %3943 = trunc i64 %3942 to i32
  store i32 %3943, ptr %3610, align 4, !tbaa !48
  br label %3944

3944:                                             ; preds = %3937, %3932, %3834
  %3945 = phi ptr [ %3836, %3834 ], [ %3936, %3937 ], [ %3936, %3932 ]
  %3946 = trunc i64 %3826 to i16
  %3947 = getelementptr inbounds i8, ptr %3945, i64 4
  store i16 %3946, ptr %3947, align 4, !tbaa !49
  store i32 %3750, ptr %3945, align 4, !tbaa !51
  %3948 = add i64 %3823, -3
  %3949 = icmp ugt i64 %3948, 65535
  br i1 %3949, label %3950, label %3957, !prof !52

3950:                                             ; preds = %3944
  store i32 2, ptr %3608, align 8, !tbaa !46
  %3951 = load ptr, ptr %1, align 8, !tbaa !47
  %3952 = ptrtoint ptr %3945 to i64
  %3953 = ptrtoint ptr %3951 to i64
  %3954 = sub i64 %3952, %3953
  %3955 = lshr exact i64 %3954, 3
  %3956 = trunc i64 %3955 to i32
  store i32 %3956, ptr %3610, align 4, !tbaa !48
  br label %3957

3957:                                             ; preds = %3950, %3944
  %3958 = trunc i64 %3948 to i16
  %3959 = getelementptr inbounds i8, ptr %3945, i64 6
  store i16 %3958, ptr %3959, align 2, !tbaa !53
  %3960 = getelementptr inbounds i8, ptr %3945, i64 8
  store ptr %3960, ptr %3609, align 8, !tbaa !38
  %3961 = getelementptr inbounds i8, ptr %3754, i64 %3823
  %3962 = icmp ugt ptr %3961, %39
  br i1 %3962, label %4091, label %3963

3963:                                             ; preds = %3957
  %3964 = add i32 %3748, 2
  %3965 = zext i32 %3748 to i64
  %3966 = getelementptr inbounds i8, ptr %59, i64 %3965
  %3967 = load i64, ptr %3966, align 1, !tbaa !21
  %3968 = mul i64 %3967, -3523014627193167104
  %3969 = lshr i64 %3968, %3601
  %3970 = getelementptr inbounds i32, ptr %12, i64 %3969
  store i32 %3964, ptr %3970, align 4, !tbaa !20
  %3971 = getelementptr inbounds i8, ptr %3961, i64 -2
  %3972 = ptrtoint ptr %3971 to i64
  %3973 = sub i64 %3972, %21
  %3974 = trunc i64 %3973 to i32
  %3975 = load i64, ptr %3971, align 1, !tbaa !21
  %3976 = mul i64 %3975, -3523014627193167104
  %3977 = lshr i64 %3976, %3601
  %3978 = getelementptr inbounds i32, ptr %12, i64 %3977
  store i32 %3974, ptr %3978, align 4, !tbaa !20
  %3979 = icmp eq i32 %3749, 0
  br i1 %3979, label %4091, label %3980

3980:                                             ; preds = %3963, %4086
  %3981 = phi ptr [ %4089, %4086 ], [ %3960, %3963 ]
  %3982 = phi ptr [ %4068, %4086 ], [ %3961, %3963 ]
  %3983 = phi i32 [ %3984, %4086 ], [ %3753, %3963 ]
  %3984 = phi i32 [ %3983, %4086 ], [ %3749, %3963 ]
  %3985 = load i32, ptr %3982, align 1, !tbaa !20
  %3986 = zext i32 %3984 to i64
  %3987 = sub nsw i64 0, %3986
  %3988 = getelementptr inbounds i8, ptr %3982, i64 %3987
  %3989 = load i32, ptr %3988, align 1, !tbaa !20
  %3990 = icmp eq i32 %3985, %3989
  br i1 %3990, label %3991, label %4091

3991:                                             ; preds = %3980
  %3992 = getelementptr inbounds i8, ptr %3982, i64 4
  %3993 = getelementptr inbounds i8, ptr %3992, i64 %3987
  %3994 = icmp ugt ptr %3602, %3992
  br i1 %3994, label %3995, label %4021

3995:                                             ; preds = %3991
  %3996 = load i64, ptr %3993, align 1, !tbaa !21
  %3997 = load i64, ptr %3992, align 1, !tbaa !21
  %3998 = icmp eq i64 %3996, %3997
  br i1 %3998, label %4003, label %3999

3999:                                             ; preds = %3995
  %4000 = xor i64 %3997, %3996
  %4001 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %4000, i1 false)
  %4002 = lshr i64 %4001, 3
  br label %4058

4003:                                             ; preds = %3995, %4009
  %4004 = phi ptr [ %4007, %4009 ], [ %3993, %3995 ]
  %4005 = phi ptr [ %4006, %4009 ], [ %3992, %3995 ]
  %4006 = getelementptr inbounds i8, ptr %4005, i64 8
  %4007 = getelementptr inbounds i8, ptr %4004, i64 8
  %4008 = icmp ult ptr %4006, %3602
  br i1 %4008, label %4009, label %4021

4009:                                             ; preds = %4003
  %4010 = load i64, ptr %4007, align 1, !tbaa !21
  %4011 = load i64, ptr %4006, align 1, !tbaa !21
  %4012 = icmp eq i64 %4010, %4011
  br i1 %4012, label %4003, label %4013

4013:                                             ; preds = %4009
  %4014 = xor i64 %4011, %4010
  %4015 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %4014, i1 false)
  %4016 = lshr i64 %4015, 3
  %4017 = getelementptr inbounds i8, ptr %4006, i64 %4016
  %4018 = ptrtoint ptr %4017 to i64
  %4019 = ptrtoint ptr %3992 to i64
  %4020 = sub i64 %4018, %4019
  br label %4058

4021:                                             ; preds = %4003, %3991
  %4022 = phi ptr [ %3993, %3991 ], [ %4007, %4003 ]
  %4023 = phi ptr [ %3992, %3991 ], [ %4006, %4003 ]
  %4024 = icmp ult ptr %4023, %3603
  br i1 %4024, label %4025, label %4032

4025:                                             ; preds = %4021
  %4026 = load i32, ptr %4022, align 1, !tbaa !20
  %4027 = load i32, ptr %4023, align 1, !tbaa !20
  %4028 = icmp eq i32 %4026, %4027
  br i1 %4028, label %4029, label %4032

4029:                                             ; preds = %4025
  %4030 = getelementptr inbounds i8, ptr %4023, i64 4
  %4031 = getelementptr inbounds i8, ptr %4022, i64 4
  br label %4032

4032:                                             ; preds = %4029, %4025, %4021
  %4033 = phi ptr [ %4031, %4029 ], [ %4022, %4025 ], [ %4022, %4021 ]
  %4034 = phi ptr [ %4030, %4029 ], [ %4023, %4025 ], [ %4023, %4021 ]
  %4035 = icmp ult ptr %4034, %3604
  br i1 %4035, label %4036, label %4043

4036:                                             ; preds = %4032
  %4037 = load i16, ptr %4033, align 1, !tbaa !34
  %4038 = load i16, ptr %4034, align 1, !tbaa !34
  %4039 = icmp eq i16 %4037, %4038
  br i1 %4039, label %4040, label %4043

4040:                                             ; preds = %4036
  %4041 = getelementptr inbounds i8, ptr %4034, i64 2
  %4042 = getelementptr inbounds i8, ptr %4033, i64 2
  br label %4043

4043:                                             ; preds = %4040, %4036, %4032
  %4044 = phi ptr [ %4042, %4040 ], [ %4033, %4036 ], [ %4033, %4032 ]
  %4045 = phi ptr [ %4041, %4040 ], [ %4034, %4036 ], [ %4034, %4032 ]
  %4046 = icmp ult ptr %4045, %38
  br i1 %4046, label %4047, label %4053

4047:                                             ; preds = %4043
  %4048 = load i8, ptr %4044, align 1, !tbaa !31
  %4049 = load i8, ptr %4045, align 1, !tbaa !31
  %4050 = icmp eq i8 %4048, %4049
  %4051 = zext i1 %4050 to i64
  %4052 = getelementptr inbounds i8, ptr %4045, i64 %4051
  br label %4053

4053:                                             ; preds = %4047, %4043
  %4054 = phi ptr [ %4045, %4043 ], [ %4052, %4047 ]
  %4055 = ptrtoint ptr %4054 to i64
  %4056 = ptrtoint ptr %3992 to i64
  %4057 = sub i64 %4055, %4056
  br label %4058

4058:                                             ; preds = %4053, %4013, %3999
  %4059 = phi i64 [ %4057, %4053 ], [ %4002, %3999 ], [ %4020, %4013 ]
  %4060 = add i64 %4059, 4
  %4061 = ptrtoint ptr %3982 to i64
  %4062 = sub i64 %4061, %21
  %4063 = trunc i64 %4062 to i32
  %4064 = load i64, ptr %3982, align 1, !tbaa !21
  %4065 = mul i64 %4064, -3523014627193167104
  %4066 = lshr i64 %4065, %3601
  %4067 = getelementptr inbounds i32, ptr %12, i64 %4066
  store i32 %4063, ptr %4067, align 4, !tbaa !20
  %4068 = getelementptr inbounds i8, ptr %3982, i64 %4060
  %4069 = icmp ugt ptr %3982, %3605
  br i1 %4069, label %4074, label %4070

4070:                                             ; preds = %4058
  %4071 = load ptr, ptr %3606, align 8, !tbaa !36
  %4072 = load <16 x i8>, ptr %3982, align 1
  store <16 x i8> %4072, ptr %4071, align 1
  %4073 = load ptr, ptr %3609, align 8, !tbaa !38
  br label %4074

4074:                                             ; preds = %4070, %4058
  %4075 = phi ptr [ %3981, %4058 ], [ %4073, %4070 ]
  %4076 = getelementptr inbounds i8, ptr %4075, i64 4
  store i16 0, ptr %4076, align 4, !tbaa !49
  store i32 1, ptr %4075, align 4, !tbaa !51
  %4077 = add i64 %4059, 1
  %4078 = icmp ugt i64 %4077, 65535
  br i1 %4078, label %4079, label %4086, !prof !52

4079:                                             ; preds = %4074
  store i32 2, ptr %3608, align 8, !tbaa !46
  %4080 = load ptr, ptr %1, align 8, !tbaa !47
  %4081 = ptrtoint ptr %4075 to i64
  %4082 = ptrtoint ptr %4080 to i64
  %4083 = sub i64 %4081, %4082
  %4084 = lshr exact i64 %4083, 3
  %4085 = trunc i64 %4084 to i32
  store i32 %4085, ptr %3610, align 4, !tbaa !48
  br label %4086

4086:                                             ; preds = %4079, %4074
  %4087 = trunc i64 %4077 to i16
  %4088 = getelementptr inbounds i8, ptr %4075, i64 6
  store i16 %4087, ptr %4088, align 2, !tbaa !53
  %4089 = getelementptr inbounds i8, ptr %4075, i64 8
  store ptr %4089, ptr %3609, align 8, !tbaa !38
  %4090 = icmp ugt ptr %4068, %39
  br i1 %4090, label %4091, label %3980

4091:                                             ; preds = %4086, %3980, %3963, %3957
  %4092 = phi i32 [ 0, %3963 ], [ %3749, %3957 ], [ %3984, %3980 ], [ %3983, %4086 ]
  %4093 = phi i32 [ %3753, %3963 ], [ %3753, %3957 ], [ %3983, %3980 ], [ %3984, %4086 ]
  %4094 = phi ptr [ %3961, %3963 ], [ %3961, %3957 ], [ %3982, %3980 ], [ %4068, %4086 ]
  %4095 = getelementptr inbounds i8, ptr %4094, i64 %17
  %4096 = getelementptr inbounds i8, ptr %4095, i64 1
  %4097 = icmp ult ptr %4096, %39
  br i1 %4097, label %3611, label %4098

4098:                                             ; preds = %3589, %3201, %3087, %2699, %4091, %3703, %2585, %2195, %1575, %1187, %1071, %683, %2079, %1691, %567, %177, %3596, %3094, %2592, %2087, %1582, %1078, %574, %64
  %4099 = phi i32 [ %58, %64 ], [ %58, %574 ], [ %58, %1078 ], [ %58, %1582 ], [ %58, %2087 ], [ %58, %2592 ], [ %58, %3094 ], [ %58, %3596 ], [ %83, %177 ], [ %569, %567 ], [ %1602, %1691 ], [ %2081, %2079 ], [ %594, %683 ], [ %1073, %1071 ], [ %1098, %1187 ], [ %1577, %1575 ], [ %2106, %2195 ], [ %2587, %2585 ], [ %3616, %3703 ], [ %4093, %4091 ], [ %2612, %2699 ], [ %3089, %3087 ], [ %3114, %3201 ], [ %3591, %3589 ]
  %4100 = phi i32 [ %56, %64 ], [ %56, %574 ], [ %56, %1078 ], [ %56, %1582 ], [ %56, %2087 ], [ %56, %2592 ], [ %56, %3094 ], [ %56, %3596 ], [ %84, %177 ], [ %568, %567 ], [ %1603, %1691 ], [ %2080, %2079 ], [ %595, %683 ], [ %1072, %1071 ], [ %1099, %1187 ], [ %1576, %1575 ], [ %2107, %2195 ], [ %2586, %2585 ], [ %3617, %3703 ], [ %4092, %4091 ], [ %2613, %2699 ], [ %3088, %3087 ], [ %3115, %3201 ], [ %3590, %3589 ]
  %4101 = phi ptr [ %3, %64 ], [ %3, %574 ], [ %3, %1078 ], [ %3, %1582 ], [ %3, %2087 ], [ %3, %2592 ], [ %3, %3094 ], [ %3, %3596 ], [ %81, %177 ], [ %570, %567 ], [ %1600, %1691 ], [ %2082, %2079 ], [ %592, %683 ], [ %1074, %1071 ], [ %1096, %1187 ], [ %1578, %1575 ], [ %2104, %2195 ], [ %2588, %2585 ], [ %3614, %3703 ], [ %4094, %4091 ], [ %2610, %2699 ], [ %3090, %3087 ], [ %3112, %3201 ], [ %3592, %3589 ]
  %4102 = select i1 %57, i32 %40, i32 0
  %4103 = select i1 %55, i32 %42, i32 0
  %4104 = icmp ne i32 %4099, 0
  %4105 = select i1 %57, i1 %4104, i1 false
  %4106 = select i1 %4105, i32 %40, i32 %4103
  %4107 = select i1 %4104, i32 %4099, i32 %4102
  store i32 %4107, ptr %2, align 4, !tbaa !20
  %4108 = icmp eq i32 %4100, 0
  %4109 = select i1 %4108, i32 %4106, i32 %4100
  store i32 %4109, ptr %41, align 4, !tbaa !20
  %4110 = ptrtoint ptr %38 to i64
  %4111 = ptrtoint ptr %4101 to i64
  %4112 = sub i64 %4110, %4111
  ret i64 %4112
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressBlock_fast_dictMatchState(ptr nocapture noundef readonly %0, ptr noundef %1, ptr nocapture noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #1 {
  %6 = getelementptr inbounds i8, ptr %0, i64 272
  %7 = load i32, ptr %6, align 8, !tbaa !25
  %8 = getelementptr inbounds i8, ptr %0, i64 112
  %9 = load ptr, ptr %8, align 8, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %0, i64 264
  %11 = load i32, ptr %10, align 4, !tbaa !19
  %12 = getelementptr inbounds i8, ptr %0, i64 276
  %13 = load i32, ptr %12, align 4, !tbaa !27
  %14 = tail call i32 @llvm.umax.i32(i32 %13, i32 1)
  %15 = getelementptr inbounds i8, ptr %0, i64 8
  %16 = load ptr, ptr %15, align 8, !tbaa !17
  %17 = zext i32 %14 to i64
  %18 = getelementptr inbounds i8, ptr %0, i64 24
  %19 = load i32, ptr %18, align 8, !tbaa !28
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds i8, ptr %16, i64 %20
  %22 = getelementptr inbounds i8, ptr %3, i64 %4
  %23 = getelementptr inbounds i8, ptr %22, i64 -8
  %24 = load i32, ptr %2, align 4, !tbaa !20
  %25 = getelementptr inbounds i8, ptr %2, i64 4
  %26 = load i32, ptr %25, align 4, !tbaa !20
  %27 = getelementptr inbounds i8, ptr %0, i64 248
  %28 = load ptr, ptr %27, align 8, !tbaa !75
  %29 = getelementptr inbounds i8, ptr %28, i64 112
  %30 = load ptr, ptr %29, align 8, !tbaa !6
  %31 = getelementptr inbounds i8, ptr %28, i64 24
  %32 = load i32, ptr %31, align 8, !tbaa !28
  %33 = getelementptr inbounds i8, ptr %28, i64 8
  %34 = load ptr, ptr %33, align 8, !tbaa !17
  %35 = zext i32 %32 to i64
  %36 = getelementptr inbounds i8, ptr %34, i64 %35
  %37 = load ptr, ptr %28, align 8, !tbaa !76
  %38 = ptrtoint ptr %37 to i64
  %39 = ptrtoint ptr %34 to i64
  %40 = sub i64 %39, %38
  %41 = trunc i64 %40 to i32
  %42 = add i32 %19, %41
  %43 = ptrtoint ptr %3 to i64
  %44 = ptrtoint ptr %21 to i64
  %45 = sub i64 %43, %44
  %46 = getelementptr inbounds i8, ptr %37, i64 %45
  %47 = ptrtoint ptr %46 to i64
  %48 = ptrtoint ptr %36 to i64
  %49 = sub i64 %47, %48
  %50 = getelementptr inbounds i8, ptr %28, i64 264
  %51 = load i32, ptr %50, align 4, !tbaa !19
  %52 = ptrtoint ptr %16 to i64
  %53 = getelementptr inbounds i8, ptr %0, i64 296
  %54 = load i32, ptr %53, align 8, !tbaa !77
  %55 = icmp eq i32 %54, 0
  switch i32 %7, label %56 [
    i32 7, label %2263
    i32 5, label %793
    i32 6, label %1528
  ]

56:                                               ; preds = %5
  br i1 %55, label %66, label %57

57:                                               ; preds = %56
  %58 = zext nneg i32 %51 to i64
  %59 = shl i64 4, %58
  %60 = icmp ugt i32 %51, 61
  br i1 %60, label %66, label %61

61:                                               ; preds = %57, %61
  %62 = phi i64 [ %64, %61 ], [ 0, %57 ]
  %63 = getelementptr inbounds i8, ptr %30, i64 %62
  tail call void @llvm.prefetch.p0(ptr %63, i32 0, i32 2, i32 1)
  %64 = add i64 %62, 64
  %65 = icmp ult i64 %64, %59
  br i1 %65, label %61, label %66, !llvm.loop !78

66:                                               ; preds = %61, %57, %56
  %67 = getelementptr inbounds i8, ptr %16, i64 2
  %68 = getelementptr inbounds i8, ptr %3, i64 %17
  %69 = icmp ugt ptr %68, %23
  br i1 %69, label %2998, label %70

70:                                               ; preds = %66
  %71 = and i64 %49, 4294967295
  %72 = icmp eq i64 %71, 0
  %73 = zext i1 %72 to i64
  %74 = getelementptr inbounds i8, ptr %3, i64 %73
  %75 = sub i32 32, %11
  %76 = sub i32 24, %51
  %77 = getelementptr inbounds i8, ptr %22, i64 -32
  %78 = getelementptr inbounds i8, ptr %1, i64 24
  %79 = ptrtoint ptr %77 to i64
  %80 = getelementptr inbounds i8, ptr %1, i64 72
  %81 = getelementptr inbounds i8, ptr %1, i64 8
  %82 = getelementptr inbounds i8, ptr %1, i64 76
  %83 = getelementptr inbounds i8, ptr %22, i64 -7
  %84 = getelementptr inbounds i8, ptr %22, i64 -3
  %85 = getelementptr inbounds i8, ptr %22, i64 -1
  %86 = zext i32 %42 to i64
  %87 = sub nsw i64 0, %86
  %88 = getelementptr inbounds i8, ptr %34, i64 %87
  br label %89

89:                                               ; preds = %787, %70
  %90 = phi ptr [ %68, %70 ], [ %791, %787 ]
  %91 = phi ptr [ %74, %70 ], [ %790, %787 ]
  %92 = phi ptr [ %3, %70 ], [ %790, %787 ]
  %93 = phi i32 [ %24, %70 ], [ %789, %787 ]
  %94 = phi i32 [ %26, %70 ], [ %788, %787 ]
  %95 = load i32, ptr %91, align 1, !tbaa !20
  %96 = mul i32 %95, -1640531535
  %97 = lshr i32 %96, %76
  %98 = lshr i32 %97, 8
  %99 = zext nneg i32 %98 to i64
  %100 = getelementptr inbounds i32, ptr %30, i64 %99
  %101 = load i32, ptr %100, align 4, !tbaa !20
  %102 = xor i32 %97, %101
  %103 = getelementptr inbounds i8, ptr %91, i64 256
  br label %104

104:                                              ; preds = %683, %89
  %105 = phi ptr [ %103, %89 ], [ %685, %683 ]
  %106 = phi i64 [ %17, %89 ], [ %680, %683 ]
  %107 = phi i32 [ %102, %89 ], [ %690, %683 ]
  %108 = phi i32 [ %101, %89 ], [ %689, %683 ]
  %109 = phi i32 [ %96, %89 ], [ %126, %683 ]
  %110 = phi ptr [ %90, %89 ], [ %681, %683 ]
  %111 = phi ptr [ %91, %89 ], [ %110, %683 ]
  %112 = lshr i32 %109, %75
  %113 = zext i32 %112 to i64
  %114 = getelementptr inbounds i32, ptr %9, i64 %113
  %115 = load i32, ptr %114, align 4, !tbaa !20
  %116 = and i32 %107, 255
  %117 = icmp eq i32 %116, 0
  %118 = ptrtoint ptr %111 to i64
  %119 = sub i64 %118, %52
  %120 = trunc i64 %119 to i32
  %121 = zext i32 %115 to i64
  %122 = getelementptr inbounds i8, ptr %16, i64 %121
  %123 = sub i32 %120, %93
  %124 = add i32 %123, 1
  %125 = load i32, ptr %110, align 1, !tbaa !20
  %126 = mul i32 %125, -1640531535
  %127 = lshr i32 %126, %76
  store i32 %120, ptr %114, align 4, !tbaa !20
  %128 = sub i32 %124, %19
  %129 = icmp ugt i32 %128, -4
  br i1 %129, label %275, label %130

130:                                              ; preds = %104
  %131 = icmp ult i32 %124, %19
  %132 = sub i32 %124, %42
  %133 = zext i32 %132 to i64
  %134 = getelementptr inbounds i8, ptr %34, i64 %133
  %135 = zext i32 %124 to i64
  %136 = getelementptr inbounds i8, ptr %16, i64 %135
  %137 = select i1 %131, ptr %134, ptr %136
  %138 = load i32, ptr %137, align 1, !tbaa !20
  %139 = getelementptr inbounds i8, ptr %111, i64 1
  %140 = load i32, ptr %139, align 1, !tbaa !20
  %141 = icmp eq i32 %138, %140
  br i1 %141, label %142, label %275

142:                                              ; preds = %130
  %143 = getelementptr inbounds i8, ptr %111, i64 1
  %144 = select i1 %131, ptr %37, ptr %22
  %145 = getelementptr inbounds i8, ptr %111, i64 5
  %146 = getelementptr inbounds i8, ptr %137, i64 4
  %147 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %145, ptr noundef nonnull %146, ptr noundef %22, ptr noundef %144, ptr noundef %21)
  %148 = add i64 %147, 4
  %149 = ptrtoint ptr %143 to i64
  %150 = ptrtoint ptr %92 to i64
  %151 = sub i64 %149, %150
  %152 = getelementptr inbounds i8, ptr %92, i64 %151
  %153 = icmp ugt ptr %152, %77
  %154 = load ptr, ptr %78, align 8, !tbaa !36
  br i1 %153, label %180, label %155

155:                                              ; preds = %142
  %156 = load <16 x i8>, ptr %92, align 1
  store <16 x i8> %156, ptr %154, align 1
  %157 = icmp ugt i64 %151, 16
  %158 = load ptr, ptr %78, align 8, !tbaa !36
  br i1 %157, label %162, label %159

159:                                              ; preds = %155
  %160 = getelementptr inbounds i8, ptr %158, i64 %151
  store ptr %160, ptr %78, align 8, !tbaa !36
  %161 = load ptr, ptr %81, align 8, !tbaa !38
  br label %269

162:                                              ; preds = %155
  %163 = getelementptr inbounds i8, ptr %158, i64 16
  %164 = getelementptr inbounds i8, ptr %92, i64 16
  %165 = getelementptr i8, ptr %158, i64 %151
  %166 = load <16 x i8>, ptr %164, align 1
  store <16 x i8> %166, ptr %163, align 1
  %167 = icmp slt i64 %151, 33
  br i1 %167, label %257, label %168

168:                                              ; preds = %162
  %169 = getelementptr inbounds i8, ptr %158, i64 32
  br label %170

170:                                              ; preds = %170, %168
  %171 = phi ptr [ %169, %168 ], [ %178, %170 ]
  %172 = phi ptr [ %164, %168 ], [ %176, %170 ]
  %173 = getelementptr inbounds i8, ptr %172, i64 16
  %174 = load <16 x i8>, ptr %173, align 1
  store <16 x i8> %174, ptr %171, align 1
  %175 = getelementptr inbounds i8, ptr %171, i64 16
  %176 = getelementptr inbounds i8, ptr %172, i64 32
  %177 = load <16 x i8>, ptr %176, align 1
  store <16 x i8> %177, ptr %175, align 1
  %178 = getelementptr inbounds i8, ptr %171, i64 32
  %179 = icmp ult ptr %178, %165
  br i1 %179, label %170, label %257, !llvm.loop !39

180:                                              ; preds = %142
  %181 = icmp ugt ptr %92, %77
  br i1 %181, label %199, label %182

182:                                              ; preds = %180
  %183 = sub i64 %79, %150
  %184 = getelementptr inbounds i8, ptr %154, i64 %183
  %185 = load <16 x i8>, ptr %92, align 1
  store <16 x i8> %185, ptr %154, align 1
  %186 = icmp slt i64 %183, 17
  br i1 %186, label %199, label %187

187:                                              ; preds = %182
  %188 = getelementptr inbounds i8, ptr %154, i64 16
  br label %189

189:                                              ; preds = %189, %187
  %190 = phi ptr [ %188, %187 ], [ %197, %189 ]
  %191 = phi ptr [ %92, %187 ], [ %195, %189 ]
  %192 = getelementptr inbounds i8, ptr %191, i64 16
  %193 = load <16 x i8>, ptr %192, align 1
  store <16 x i8> %193, ptr %190, align 1
  %194 = getelementptr inbounds i8, ptr %190, i64 16
  %195 = getelementptr inbounds i8, ptr %191, i64 32
  %196 = load <16 x i8>, ptr %195, align 1
  store <16 x i8> %196, ptr %194, align 1
  %197 = getelementptr inbounds i8, ptr %190, i64 32
  %198 = icmp ult ptr %197, %184
  br i1 %198, label %189, label %199, !llvm.loop !39

199:                                              ; preds = %189, %182, %180
  %200 = phi ptr [ %77, %182 ], [ %92, %180 ], [ %77, %189 ]
  %201 = phi ptr [ %184, %182 ], [ %154, %180 ], [ %184, %189 ]
  %202 = icmp ult ptr %200, %152
  br i1 %202, label %203, label %257

203:                                              ; preds = %199
  %204 = ptrtoint ptr %201 to i64
  %205 = ptrtoint ptr %200 to i64
  %206 = sub i64 %149, %205
  %207 = getelementptr i8, ptr %200, i64 %206
  %208 = icmp ult i64 %206, 8
  %209 = sub i64 %204, %205
  %210 = icmp ult i64 %209, 32
  %211 = select i1 %208, i1 true, i1 %210
  br i1 %211, label %247, label %212

212:                                              ; preds = %203
  %213 = icmp ult i64 %206, 32
  br i1 %213, label %233, label %214

214:                                              ; preds = %212
  %215 = and i64 %206, -32
  br label %216

216:                                              ; preds = %216, %214
  %217 = phi i64 [ 0, %214 ], [ %224, %216 ]
  %218 = getelementptr i8, ptr %201, i64 %217
  %219 = getelementptr i8, ptr %200, i64 %217
  %220 = getelementptr i8, ptr %219, i64 16
  %221 = load <16 x i8>, ptr %219, align 1, !tbaa !31
  %222 = load <16 x i8>, ptr %220, align 1, !tbaa !31
  %223 = getelementptr i8, ptr %218, i64 16
  store <16 x i8> %221, ptr %218, align 1, !tbaa !31
  store <16 x i8> %222, ptr %223, align 1, !tbaa !31
  %224 = add nuw i64 %217, 32
  %225 = icmp eq i64 %224, %215
  br i1 %225, label %226, label %216, !llvm.loop !79

226:                                              ; preds = %216
  %227 = icmp eq i64 %206, %215
  br i1 %227, label %257, label %228

228:                                              ; preds = %226
  %229 = getelementptr i8, ptr %200, i64 %215
  %230 = getelementptr i8, ptr %201, i64 %215
  %231 = and i64 %206, 24
  %232 = icmp eq i64 %231, 0
  br i1 %232, label %247, label %233

233:                                              ; preds = %212, %228
  %234 = phi i64 [ %215, %228 ], [ 0, %212 ]
  %235 = and i64 %206, -8
  %236 = getelementptr i8, ptr %201, i64 %235
  %237 = getelementptr i8, ptr %200, i64 %235
  br label %238

238:                                              ; preds = %238, %233
  %239 = phi i64 [ %234, %233 ], [ %243, %238 ]
  %240 = getelementptr i8, ptr %201, i64 %239
  %241 = getelementptr i8, ptr %200, i64 %239
  %242 = load <8 x i8>, ptr %241, align 1, !tbaa !31
  store <8 x i8> %242, ptr %240, align 1, !tbaa !31
  %243 = add nuw i64 %239, 8
  %244 = icmp eq i64 %243, %235
  br i1 %244, label %245, label %238, !llvm.loop !80

245:                                              ; preds = %238
  %246 = icmp eq i64 %206, %235
  br i1 %246, label %257, label %247

247:                                              ; preds = %245, %203, %228
  %248 = phi ptr [ %201, %203 ], [ %230, %228 ], [ %236, %245 ]
  %249 = phi ptr [ %200, %203 ], [ %229, %228 ], [ %237, %245 ]
  br label %250

250:                                              ; preds = %247, %250
  %251 = phi ptr [ %255, %250 ], [ %248, %247 ]
  %252 = phi ptr [ %253, %250 ], [ %249, %247 ]
  %253 = getelementptr inbounds i8, ptr %252, i64 1
  %254 = load i8, ptr %252, align 1, !tbaa !31
  %255 = getelementptr inbounds i8, ptr %251, i64 1
  store i8 %254, ptr %251, align 1, !tbaa !31
  %256 = icmp eq ptr %253, %207
  br i1 %256, label %257, label %250, !llvm.loop !81

257:                                              ; preds = %170, %250, %226, %245, %199, %162
  %258 = load ptr, ptr %78, align 8, !tbaa !36
  %259 = getelementptr inbounds i8, ptr %258, i64 %151
  store ptr %259, ptr %78, align 8, !tbaa !36
  %260 = icmp ugt i64 %151, 65535
  %261 = load ptr, ptr %81, align 8, !tbaa !38
  br i1 %260, label %262, label %269, !prof !45

262:                                              ; preds = %257
  store i32 1, ptr %80, align 8, !tbaa !46
  %263 = load ptr, ptr %1, align 8, !tbaa !47
  %264 = ptrtoint ptr %261 to i64
  %265 = ptrtoint ptr %263 to i64
  %266 = sub i64 %264, %265
  %267 = lshr exact i64 %266, 3
  %268 = trunc i64 %267 to i32
  store i32 %268, ptr %82, align 4, !tbaa !48
  br label %269

269:                                              ; preds = %262, %257, %159
  %270 = phi ptr [ %161, %159 ], [ %261, %262 ], [ %261, %257 ]
  %271 = trunc i64 %151 to i16
  %272 = getelementptr inbounds i8, ptr %270, i64 4
  store i16 %271, ptr %272, align 4, !tbaa !49
  store i32 1, ptr %270, align 4, !tbaa !51
  %273 = add i64 %147, 1
  %274 = icmp ugt i64 %273, 65535
  br i1 %274, label %691, label %704, !prof !52

275:                                              ; preds = %130, %104
  br i1 %117, label %278, label %276

276:                                              ; preds = %275
  %277 = load i32, ptr %111, align 1, !tbaa !20
  br label %446

278:                                              ; preds = %275
  %279 = lshr i32 %108, 8
  %280 = icmp ugt i32 %279, %32
  %281 = load i32, ptr %111, align 1, !tbaa !20
  br i1 %280, label %282, label %446

282:                                              ; preds = %278
  %283 = zext nneg i32 %279 to i64
  %284 = getelementptr inbounds i8, ptr %34, i64 %283
  %285 = load i32, ptr %284, align 1, !tbaa !20
  %286 = icmp ne i32 %285, %281
  %287 = icmp ugt i32 %115, %19
  %288 = select i1 %286, i1 true, i1 %287
  br i1 %288, label %446, label %289

289:                                              ; preds = %282
  %290 = getelementptr inbounds i8, ptr %34, i64 %283
  %291 = add i32 %279, %42
  %292 = sub i32 %120, %291
  %293 = getelementptr inbounds i8, ptr %111, i64 4
  %294 = getelementptr inbounds i8, ptr %290, i64 4
  %295 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %293, ptr noundef nonnull %294, ptr noundef %22, ptr noundef %37, ptr noundef %21)
  %296 = add i64 %295, 4
  %297 = icmp ugt ptr %111, %92
  br i1 %297, label %298, label %316

298:                                              ; preds = %289, %307
  %299 = phi ptr [ %302, %307 ], [ %111, %289 ]
  %300 = phi i64 [ %308, %307 ], [ %296, %289 ]
  %301 = phi ptr [ %304, %307 ], [ %290, %289 ]
  %302 = getelementptr inbounds i8, ptr %299, i64 -1
  %303 = load i8, ptr %302, align 1, !tbaa !31
  %304 = getelementptr inbounds i8, ptr %301, i64 -1
  %305 = load i8, ptr %304, align 1, !tbaa !31
  %306 = icmp eq i8 %303, %305
  br i1 %306, label %307, label %312

307:                                              ; preds = %298
  %308 = add i64 %300, 1
  %309 = icmp ugt ptr %302, %92
  %310 = icmp ugt ptr %304, %36
  %311 = and i1 %309, %310
  br i1 %311, label %298, label %312, !llvm.loop !82

312:                                              ; preds = %307, %298
  %313 = phi i64 [ %308, %307 ], [ %300, %298 ]
  %314 = phi ptr [ %302, %307 ], [ %299, %298 ]
  %315 = ptrtoint ptr %314 to i64
  br label %316

316:                                              ; preds = %312, %289
  %317 = phi i64 [ %315, %312 ], [ %118, %289 ]
  %318 = phi i64 [ %313, %312 ], [ %296, %289 ]
  %319 = phi ptr [ %314, %312 ], [ %111, %289 ]
  %320 = ptrtoint ptr %92 to i64
  %321 = sub i64 %317, %320
  %322 = add i32 %292, 3
  %323 = getelementptr inbounds i8, ptr %92, i64 %321
  %324 = icmp ugt ptr %323, %77
  %325 = load ptr, ptr %78, align 8, !tbaa !36
  br i1 %324, label %351, label %326

326:                                              ; preds = %316
  %327 = load <16 x i8>, ptr %92, align 1
  store <16 x i8> %327, ptr %325, align 1
  %328 = icmp ugt i64 %321, 16
  %329 = load ptr, ptr %78, align 8, !tbaa !36
  br i1 %328, label %333, label %330

330:                                              ; preds = %326
  %331 = getelementptr inbounds i8, ptr %329, i64 %321
  store ptr %331, ptr %78, align 8, !tbaa !36
  %332 = load ptr, ptr %81, align 8, !tbaa !38
  br label %440

333:                                              ; preds = %326
  %334 = getelementptr inbounds i8, ptr %329, i64 16
  %335 = getelementptr inbounds i8, ptr %92, i64 16
  %336 = getelementptr i8, ptr %329, i64 %321
  %337 = load <16 x i8>, ptr %335, align 1
  store <16 x i8> %337, ptr %334, align 1
  %338 = icmp slt i64 %321, 33
  br i1 %338, label %428, label %339

339:                                              ; preds = %333
  %340 = getelementptr inbounds i8, ptr %329, i64 32
  br label %341

341:                                              ; preds = %341, %339
  %342 = phi ptr [ %340, %339 ], [ %349, %341 ]
  %343 = phi ptr [ %335, %339 ], [ %347, %341 ]
  %344 = getelementptr inbounds i8, ptr %343, i64 16
  %345 = load <16 x i8>, ptr %344, align 1
  store <16 x i8> %345, ptr %342, align 1
  %346 = getelementptr inbounds i8, ptr %342, i64 16
  %347 = getelementptr inbounds i8, ptr %343, i64 32
  %348 = load <16 x i8>, ptr %347, align 1
  store <16 x i8> %348, ptr %346, align 1
  %349 = getelementptr inbounds i8, ptr %342, i64 32
  %350 = icmp ult ptr %349, %336
  br i1 %350, label %341, label %428, !llvm.loop !39

351:                                              ; preds = %316
  %352 = icmp ugt ptr %92, %77
  br i1 %352, label %370, label %353

353:                                              ; preds = %351
  %354 = sub i64 %79, %320
  %355 = getelementptr inbounds i8, ptr %325, i64 %354
  %356 = load <16 x i8>, ptr %92, align 1
  store <16 x i8> %356, ptr %325, align 1
  %357 = icmp slt i64 %354, 17
  br i1 %357, label %370, label %358

358:                                              ; preds = %353
  %359 = getelementptr inbounds i8, ptr %325, i64 16
  br label %360

360:                                              ; preds = %360, %358
  %361 = phi ptr [ %359, %358 ], [ %368, %360 ]
  %362 = phi ptr [ %92, %358 ], [ %366, %360 ]
  %363 = getelementptr inbounds i8, ptr %362, i64 16
  %364 = load <16 x i8>, ptr %363, align 1
  store <16 x i8> %364, ptr %361, align 1
  %365 = getelementptr inbounds i8, ptr %361, i64 16
  %366 = getelementptr inbounds i8, ptr %362, i64 32
  %367 = load <16 x i8>, ptr %366, align 1
  store <16 x i8> %367, ptr %365, align 1
  %368 = getelementptr inbounds i8, ptr %361, i64 32
  %369 = icmp ult ptr %368, %355
  br i1 %369, label %360, label %370, !llvm.loop !39

370:                                              ; preds = %360, %353, %351
  %371 = phi ptr [ %77, %353 ], [ %92, %351 ], [ %77, %360 ]
  %372 = phi ptr [ %355, %353 ], [ %325, %351 ], [ %355, %360 ]
  %373 = icmp ult ptr %371, %323
  br i1 %373, label %374, label %428

374:                                              ; preds = %370
  %375 = ptrtoint ptr %372 to i64
  %376 = ptrtoint ptr %371 to i64
  %377 = sub i64 %317, %376
  %378 = getelementptr i8, ptr %371, i64 %377
  %379 = icmp ult i64 %377, 8
  %380 = sub i64 %375, %376
  %381 = icmp ult i64 %380, 32
  %382 = select i1 %379, i1 true, i1 %381
  br i1 %382, label %418, label %383

383:                                              ; preds = %374
  %384 = icmp ult i64 %377, 32
  br i1 %384, label %404, label %385

385:                                              ; preds = %383
  %386 = and i64 %377, -32
  br label %387

387:                                              ; preds = %387, %385
  %388 = phi i64 [ 0, %385 ], [ %395, %387 ]
  %389 = getelementptr i8, ptr %372, i64 %388
  %390 = getelementptr i8, ptr %371, i64 %388
  %391 = getelementptr i8, ptr %390, i64 16
  %392 = load <16 x i8>, ptr %390, align 1, !tbaa !31
  %393 = load <16 x i8>, ptr %391, align 1, !tbaa !31
  %394 = getelementptr i8, ptr %389, i64 16
  store <16 x i8> %392, ptr %389, align 1, !tbaa !31
  store <16 x i8> %393, ptr %394, align 1, !tbaa !31
  %395 = add nuw i64 %388, 32
  %396 = icmp eq i64 %395, %386
  br i1 %396, label %397, label %387, !llvm.loop !83

397:                                              ; preds = %387
  %398 = icmp eq i64 %377, %386
  br i1 %398, label %428, label %399

399:                                              ; preds = %397
  %400 = getelementptr i8, ptr %371, i64 %386
  %401 = getelementptr i8, ptr %372, i64 %386
  %402 = and i64 %377, 24
  %403 = icmp eq i64 %402, 0
  br i1 %403, label %418, label %404

404:                                              ; preds = %383, %399
  %405 = phi i64 [ %386, %399 ], [ 0, %383 ]
  %406 = and i64 %377, -8
  %407 = getelementptr i8, ptr %372, i64 %406
  %408 = getelementptr i8, ptr %371, i64 %406
  br label %409

409:                                              ; preds = %409, %404
  %410 = phi i64 [ %405, %404 ], [ %414, %409 ]
  %411 = getelementptr i8, ptr %372, i64 %410
  %412 = getelementptr i8, ptr %371, i64 %410
  %413 = load <8 x i8>, ptr %412, align 1, !tbaa !31
  store <8 x i8> %413, ptr %411, align 1, !tbaa !31
  %414 = add nuw i64 %410, 8
  %415 = icmp eq i64 %414, %406
  br i1 %415, label %416, label %409, !llvm.loop !84

416:                                              ; preds = %409
  %417 = icmp eq i64 %377, %406
  br i1 %417, label %428, label %418

418:                                              ; preds = %416, %374, %399
  %419 = phi ptr [ %372, %374 ], [ %401, %399 ], [ %407, %416 ]
  %420 = phi ptr [ %371, %374 ], [ %400, %399 ], [ %408, %416 ]
  br label %421

421:                                              ; preds = %418, %421
  %422 = phi ptr [ %426, %421 ], [ %419, %418 ]
  %423 = phi ptr [ %424, %421 ], [ %420, %418 ]
  %424 = getelementptr inbounds i8, ptr %423, i64 1
  %425 = load i8, ptr %423, align 1, !tbaa !31
  %426 = getelementptr inbounds i8, ptr %422, i64 1
  store i8 %425, ptr %422, align 1, !tbaa !31
  %427 = icmp eq ptr %424, %378
  br i1 %427, label %428, label %421, !llvm.loop !85

428:                                              ; preds = %341, %421, %397, %416, %370, %333
  %429 = load ptr, ptr %78, align 8, !tbaa !36
  %430 = getelementptr inbounds i8, ptr %429, i64 %321
  store ptr %430, ptr %78, align 8, !tbaa !36
  %431 = icmp ugt i64 %321, 65535
  %432 = load ptr, ptr %81, align 8, !tbaa !38
  br i1 %431, label %433, label %440, !prof !45

433:                                              ; preds = %428
  store i32 1, ptr %80, align 8, !tbaa !46
  %434 = load ptr, ptr %1, align 8, !tbaa !47
  %435 = ptrtoint ptr %432 to i64
  %436 = ptrtoint ptr %434 to i64
  %437 = sub i64 %435, %436
  %438 = lshr exact i64 %437, 3
  %439 = trunc i64 %438 to i32
  store i32 %439, ptr %82, align 4, !tbaa !48
  br label %440

440:                                              ; preds = %433, %428, %330
  %441 = phi ptr [ %332, %330 ], [ %432, %433 ], [ %432, %428 ]
  %442 = trunc i64 %321 to i16
  %443 = getelementptr inbounds i8, ptr %441, i64 4
  store i16 %442, ptr %443, align 4, !tbaa !49
  store i32 %322, ptr %441, align 4, !tbaa !51
  %444 = add i64 %318, -3
  %445 = icmp ugt i64 %444, 65535
  br i1 %445, label %691, label %704, !prof !52

446:                                              ; preds = %282, %278, %276
  %447 = phi i32 [ %277, %276 ], [ %281, %278 ], [ %281, %282 ]
  %448 = icmp ult i32 %115, %19
  %449 = select i1 %448, ptr @ZSTD_match4Found_cmov.dummy, ptr %122
  %450 = load i32, ptr %449, align 1, !tbaa !20
  %451 = icmp eq i32 %447, %450
  br i1 %451, label %452, label %677

452:                                              ; preds = %446
  tail call void asm sideeffect "", ""() #6, !srcloc !30
  br i1 %448, label %677, label %453

453:                                              ; preds = %452
  %454 = ptrtoint ptr %122 to i64
  %455 = sub i64 %118, %454
  %456 = trunc i64 %455 to i32
  %457 = getelementptr inbounds i8, ptr %111, i64 4
  %458 = getelementptr inbounds i8, ptr %122, i64 4
  %459 = icmp ugt ptr %83, %457
  br i1 %459, label %460, label %486

460:                                              ; preds = %453
  %461 = load i64, ptr %458, align 1, !tbaa !21
  %462 = load i64, ptr %457, align 1, !tbaa !21
  %463 = icmp eq i64 %461, %462
  br i1 %463, label %468, label %464

464:                                              ; preds = %460
  %465 = xor i64 %462, %461
  %466 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %465, i1 false)
  %467 = lshr i64 %466, 3
  br label %523

468:                                              ; preds = %460, %474
  %469 = phi ptr [ %472, %474 ], [ %458, %460 ]
  %470 = phi ptr [ %471, %474 ], [ %457, %460 ]
  %471 = getelementptr inbounds i8, ptr %470, i64 8
  %472 = getelementptr inbounds i8, ptr %469, i64 8
  %473 = icmp ult ptr %471, %83
  br i1 %473, label %474, label %486

474:                                              ; preds = %468
  %475 = load i64, ptr %472, align 1, !tbaa !21
  %476 = load i64, ptr %471, align 1, !tbaa !21
  %477 = icmp eq i64 %475, %476
  br i1 %477, label %468, label %478

478:                                              ; preds = %474
  %479 = xor i64 %476, %475
  %480 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %479, i1 false)
  %481 = lshr i64 %480, 3
  %482 = getelementptr inbounds i8, ptr %471, i64 %481
  %483 = ptrtoint ptr %482 to i64
  %484 = ptrtoint ptr %457 to i64
  %485 = sub i64 %483, %484
  br label %523

486:                                              ; preds = %468, %453
  %487 = phi ptr [ %458, %453 ], [ %472, %468 ]
  %488 = phi ptr [ %457, %453 ], [ %471, %468 ]
  %489 = icmp ult ptr %488, %84
  br i1 %489, label %490, label %497

490:                                              ; preds = %486
  %491 = load i32, ptr %487, align 1, !tbaa !20
  %492 = load i32, ptr %488, align 1, !tbaa !20
  %493 = icmp eq i32 %491, %492
  br i1 %493, label %494, label %497

494:                                              ; preds = %490
  %495 = getelementptr inbounds i8, ptr %488, i64 4
  %496 = getelementptr inbounds i8, ptr %487, i64 4
  br label %497

497:                                              ; preds = %494, %490, %486
  %498 = phi ptr [ %496, %494 ], [ %487, %490 ], [ %487, %486 ]
  %499 = phi ptr [ %495, %494 ], [ %488, %490 ], [ %488, %486 ]
  %500 = icmp ult ptr %499, %85
  br i1 %500, label %501, label %508

501:                                              ; preds = %497
  %502 = load i16, ptr %498, align 1, !tbaa !34
  %503 = load i16, ptr %499, align 1, !tbaa !34
  %504 = icmp eq i16 %502, %503
  br i1 %504, label %505, label %508

505:                                              ; preds = %501
  %506 = getelementptr inbounds i8, ptr %499, i64 2
  %507 = getelementptr inbounds i8, ptr %498, i64 2
  br label %508

508:                                              ; preds = %505, %501, %497
  %509 = phi ptr [ %507, %505 ], [ %498, %501 ], [ %498, %497 ]
  %510 = phi ptr [ %506, %505 ], [ %499, %501 ], [ %499, %497 ]
  %511 = icmp ult ptr %510, %22
  br i1 %511, label %512, label %518

512:                                              ; preds = %508
  %513 = load i8, ptr %509, align 1, !tbaa !31
  %514 = load i8, ptr %510, align 1, !tbaa !31
  %515 = icmp eq i8 %513, %514
  %516 = zext i1 %515 to i64
  %517 = getelementptr inbounds i8, ptr %510, i64 %516
  br label %518

518:                                              ; preds = %512, %508
  %519 = phi ptr [ %510, %508 ], [ %517, %512 ]
  %520 = ptrtoint ptr %519 to i64
  %521 = ptrtoint ptr %457 to i64
  %522 = sub i64 %520, %521
  br label %523

523:                                              ; preds = %518, %478, %464
  %524 = phi i64 [ %522, %518 ], [ %467, %464 ], [ %485, %478 ]
  %525 = add i64 %524, 4
  %526 = icmp ugt ptr %111, %92
  %527 = icmp ugt i32 %115, %19
  %528 = and i1 %526, %527
  br i1 %528, label %529, label %547

529:                                              ; preds = %523, %538
  %530 = phi ptr [ %533, %538 ], [ %111, %523 ]
  %531 = phi i64 [ %539, %538 ], [ %525, %523 ]
  %532 = phi ptr [ %535, %538 ], [ %122, %523 ]
  %533 = getelementptr inbounds i8, ptr %530, i64 -1
  %534 = load i8, ptr %533, align 1, !tbaa !31
  %535 = getelementptr inbounds i8, ptr %532, i64 -1
  %536 = load i8, ptr %535, align 1, !tbaa !31
  %537 = icmp eq i8 %534, %536
  br i1 %537, label %538, label %543

538:                                              ; preds = %529
  %539 = add i64 %531, 1
  %540 = icmp ugt ptr %533, %92
  %541 = icmp ugt ptr %535, %21
  %542 = and i1 %540, %541
  br i1 %542, label %529, label %543, !llvm.loop !86

543:                                              ; preds = %538, %529
  %544 = phi i64 [ %539, %538 ], [ %531, %529 ]
  %545 = phi ptr [ %533, %538 ], [ %530, %529 ]
  %546 = ptrtoint ptr %545 to i64
  br label %547

547:                                              ; preds = %543, %523
  %548 = phi i64 [ %546, %543 ], [ %118, %523 ]
  %549 = phi i64 [ %544, %543 ], [ %525, %523 ]
  %550 = phi ptr [ %545, %543 ], [ %111, %523 ]
  %551 = ptrtoint ptr %92 to i64
  %552 = sub i64 %548, %551
  %553 = add i32 %456, 3
  %554 = getelementptr inbounds i8, ptr %92, i64 %552
  %555 = icmp ugt ptr %554, %77
  %556 = load ptr, ptr %78, align 8, !tbaa !36
  br i1 %555, label %582, label %557

557:                                              ; preds = %547
  %558 = load <16 x i8>, ptr %92, align 1
  store <16 x i8> %558, ptr %556, align 1
  %559 = icmp ugt i64 %552, 16
  %560 = load ptr, ptr %78, align 8, !tbaa !36
  br i1 %559, label %564, label %561

561:                                              ; preds = %557
  %562 = getelementptr inbounds i8, ptr %560, i64 %552
  store ptr %562, ptr %78, align 8, !tbaa !36
  %563 = load ptr, ptr %81, align 8, !tbaa !38
  br label %671

564:                                              ; preds = %557
  %565 = getelementptr inbounds i8, ptr %560, i64 16
  %566 = getelementptr inbounds i8, ptr %92, i64 16
  %567 = getelementptr i8, ptr %560, i64 %552
  %568 = load <16 x i8>, ptr %566, align 1
  store <16 x i8> %568, ptr %565, align 1
  %569 = icmp slt i64 %552, 33
  br i1 %569, label %659, label %570

570:                                              ; preds = %564
  %571 = getelementptr inbounds i8, ptr %560, i64 32
  br label %572

572:                                              ; preds = %572, %570
  %573 = phi ptr [ %571, %570 ], [ %580, %572 ]
  %574 = phi ptr [ %566, %570 ], [ %578, %572 ]
  %575 = getelementptr inbounds i8, ptr %574, i64 16
  %576 = load <16 x i8>, ptr %575, align 1
  store <16 x i8> %576, ptr %573, align 1
  %577 = getelementptr inbounds i8, ptr %573, i64 16
  %578 = getelementptr inbounds i8, ptr %574, i64 32
  %579 = load <16 x i8>, ptr %578, align 1
  store <16 x i8> %579, ptr %577, align 1
  %580 = getelementptr inbounds i8, ptr %573, i64 32
  %581 = icmp ult ptr %580, %567
  br i1 %581, label %572, label %659, !llvm.loop !39

582:                                              ; preds = %547
  %583 = icmp ugt ptr %92, %77
  br i1 %583, label %601, label %584

584:                                              ; preds = %582
  %585 = sub i64 %79, %551
  %586 = getelementptr inbounds i8, ptr %556, i64 %585
  %587 = load <16 x i8>, ptr %92, align 1
  store <16 x i8> %587, ptr %556, align 1
  %588 = icmp slt i64 %585, 17
  br i1 %588, label %601, label %589

589:                                              ; preds = %584
  %590 = getelementptr inbounds i8, ptr %556, i64 16
  br label %591

591:                                              ; preds = %591, %589
  %592 = phi ptr [ %590, %589 ], [ %599, %591 ]
  %593 = phi ptr [ %92, %589 ], [ %597, %591 ]
  %594 = getelementptr inbounds i8, ptr %593, i64 16
  %595 = load <16 x i8>, ptr %594, align 1
  store <16 x i8> %595, ptr %592, align 1
  %596 = getelementptr inbounds i8, ptr %592, i64 16
  %597 = getelementptr inbounds i8, ptr %593, i64 32
  %598 = load <16 x i8>, ptr %597, align 1
  store <16 x i8> %598, ptr %596, align 1
  %599 = getelementptr inbounds i8, ptr %592, i64 32
  %600 = icmp ult ptr %599, %586
  br i1 %600, label %591, label %601, !llvm.loop !39

601:                                              ; preds = %591, %584, %582
  %602 = phi ptr [ %77, %584 ], [ %92, %582 ], [ %77, %591 ]
  %603 = phi ptr [ %586, %584 ], [ %556, %582 ], [ %586, %591 ]
  %604 = icmp ult ptr %602, %554
  br i1 %604, label %605, label %659

605:                                              ; preds = %601
  %606 = ptrtoint ptr %603 to i64
  %607 = ptrtoint ptr %602 to i64
  %608 = sub i64 %548, %607
  %609 = getelementptr i8, ptr %602, i64 %608
  %610 = icmp ult i64 %608, 8
  %611 = sub i64 %606, %607
  %612 = icmp ult i64 %611, 32
  %613 = select i1 %610, i1 true, i1 %612
  br i1 %613, label %649, label %614

614:                                              ; preds = %605
  %615 = icmp ult i64 %608, 32
  br i1 %615, label %635, label %616

616:                                              ; preds = %614
  %617 = and i64 %608, -32
  br label %618

618:                                              ; preds = %618, %616
  %619 = phi i64 [ 0, %616 ], [ %626, %618 ]
  %620 = getelementptr i8, ptr %603, i64 %619
  %621 = getelementptr i8, ptr %602, i64 %619
  %622 = getelementptr i8, ptr %621, i64 16
  %623 = load <16 x i8>, ptr %621, align 1, !tbaa !31
  %624 = load <16 x i8>, ptr %622, align 1, !tbaa !31
  %625 = getelementptr i8, ptr %620, i64 16
  store <16 x i8> %623, ptr %620, align 1, !tbaa !31
  store <16 x i8> %624, ptr %625, align 1, !tbaa !31
  %626 = add nuw i64 %619, 32
  %627 = icmp eq i64 %626, %617
  br i1 %627, label %628, label %618, !llvm.loop !87

628:                                              ; preds = %618
  %629 = icmp eq i64 %608, %617
  br i1 %629, label %659, label %630

630:                                              ; preds = %628
  %631 = getelementptr i8, ptr %602, i64 %617
  %632 = getelementptr i8, ptr %603, i64 %617
  %633 = and i64 %608, 24
  %634 = icmp eq i64 %633, 0
  br i1 %634, label %649, label %635

635:                                              ; preds = %614, %630
  %636 = phi i64 [ %617, %630 ], [ 0, %614 ]
  %637 = and i64 %608, -8
  %638 = getelementptr i8, ptr %603, i64 %637
  %639 = getelementptr i8, ptr %602, i64 %637
  br label %640

640:                                              ; preds = %640, %635
  %641 = phi i64 [ %636, %635 ], [ %645, %640 ]
  %642 = getelementptr i8, ptr %603, i64 %641
  %643 = getelementptr i8, ptr %602, i64 %641
  %644 = load <8 x i8>, ptr %643, align 1, !tbaa !31
  store <8 x i8> %644, ptr %642, align 1, !tbaa !31
  %645 = add nuw i64 %641, 8
  %646 = icmp eq i64 %645, %637
  br i1 %646, label %647, label %640, !llvm.loop !88

647:                                              ; preds = %640
  %648 = icmp eq i64 %608, %637
  br i1 %648, label %659, label %649

649:                                              ; preds = %647, %605, %630
  %650 = phi ptr [ %603, %605 ], [ %632, %630 ], [ %638, %647 ]
  %651 = phi ptr [ %602, %605 ], [ %631, %630 ], [ %639, %647 ]
  br label %652

652:                                              ; preds = %649, %652
  %653 = phi ptr [ %657, %652 ], [ %650, %649 ]
  %654 = phi ptr [ %655, %652 ], [ %651, %649 ]
  %655 = getelementptr inbounds i8, ptr %654, i64 1
  %656 = load i8, ptr %654, align 1, !tbaa !31
  %657 = getelementptr inbounds i8, ptr %653, i64 1
  store i8 %656, ptr %653, align 1, !tbaa !31
  %658 = icmp eq ptr %655, %609
  br i1 %658, label %659, label %652, !llvm.loop !89

659:                                              ; preds = %572, %652, %628, %647, %601, %564
  %660 = load ptr, ptr %78, align 8, !tbaa !36
  %661 = getelementptr inbounds i8, ptr %660, i64 %552
  store ptr %661, ptr %78, align 8, !tbaa !36
  %662 = icmp ugt i64 %552, 65535
  %663 = load ptr, ptr %81, align 8, !tbaa !38
  br i1 %662, label %664, label %671, !prof !45

664:                                              ; preds = %659
  store i32 1, ptr %80, align 8, !tbaa !46
  %665 = load ptr, ptr %1, align 8, !tbaa !47
  %666 = ptrtoint ptr %663 to i64
  %667 = ptrtoint ptr %665 to i64
  %668 = sub i64 %666, %667
  %669 = lshr exact i64 %668, 3
  %670 = trunc i64 %669 to i32
  store i32 %670, ptr %82, align 4, !tbaa !48
  br label %671

671:                                              ; preds = %664, %659, %561
  %672 = phi ptr [ %563, %561 ], [ %663, %664 ], [ %663, %659 ]
  %673 = trunc i64 %552 to i16
  %674 = getelementptr inbounds i8, ptr %672, i64 4
  store i16 %673, ptr %674, align 4, !tbaa !49
  store i32 %553, ptr %672, align 4, !tbaa !51
  %675 = add i64 %549, -3
  %676 = icmp ugt i64 %675, 65535
  br i1 %676, label %691, label %704, !prof !52

677:                                              ; preds = %452, %446
  %678 = icmp uge ptr %110, %105
  %679 = zext i1 %678 to i64
  %680 = add i64 %106, %679
  %681 = getelementptr inbounds i8, ptr %110, i64 %680
  %682 = icmp ugt ptr %681, %23
  br i1 %682, label %2998, label %683

683:                                              ; preds = %677
  %684 = select i1 %678, i64 256, i64 0
  %685 = getelementptr inbounds i8, ptr %105, i64 %684
  %686 = lshr i32 %127, 8
  %687 = zext nneg i32 %686 to i64
  %688 = getelementptr inbounds i32, ptr %30, i64 %687
  %689 = load i32, ptr %688, align 4, !tbaa !20
  %690 = xor i32 %689, %127
  br label %104

691:                                              ; preds = %671, %440, %269
  %692 = phi ptr [ %270, %269 ], [ %441, %440 ], [ %672, %671 ]
  %693 = phi i64 [ %273, %269 ], [ %444, %440 ], [ %675, %671 ]
  %694 = phi i64 [ %148, %269 ], [ %318, %440 ], [ %549, %671 ]
  %695 = phi i32 [ %94, %269 ], [ %93, %440 ], [ %93, %671 ]
  %696 = phi i32 [ %93, %269 ], [ %292, %440 ], [ %456, %671 ]
  %697 = phi ptr [ %143, %269 ], [ %319, %440 ], [ %550, %671 ]
  store i32 2, ptr %80, align 8, !tbaa !46
  %698 = load ptr, ptr %1, align 8, !tbaa !47
  %699 = ptrtoint ptr %692 to i64
  %700 = ptrtoint ptr %698 to i64
  %701 = sub i64 %699, %700
  %702 = lshr exact i64 %701, 3
  %703 = trunc i64 %702 to i32
  store i32 %703, ptr %82, align 4, !tbaa !48
  br label %704

704:                                              ; preds = %691, %671, %440, %269
  %705 = phi i64 [ %273, %269 ], [ %444, %440 ], [ %675, %671 ], [ %693, %691 ]
  %706 = phi ptr [ %270, %269 ], [ %441, %440 ], [ %672, %671 ], [ %692, %691 ]
  %707 = phi i64 [ %148, %269 ], [ %318, %440 ], [ %549, %671 ], [ %694, %691 ]
  %708 = phi i32 [ %94, %269 ], [ %93, %440 ], [ %93, %671 ], [ %695, %691 ]
  %709 = phi i32 [ %93, %269 ], [ %292, %440 ], [ %456, %671 ], [ %696, %691 ]
  %710 = phi ptr [ %143, %269 ], [ %319, %440 ], [ %550, %671 ], [ %697, %691 ]
  %711 = trunc i64 %705 to i16
  %712 = getelementptr inbounds i8, ptr %706, i64 6
  store i16 %711, ptr %712, align 2, !tbaa !53
  %713 = getelementptr inbounds i8, ptr %706, i64 8
  store ptr %713, ptr %81, align 8, !tbaa !38
  %714 = getelementptr inbounds i8, ptr %710, i64 %707
  %715 = icmp ugt ptr %714, %23
  br i1 %715, label %787, label %716

716:                                              ; preds = %704
  %717 = add i32 %120, 2
  %718 = and i64 %119, 4294967295
  %719 = getelementptr inbounds i8, ptr %67, i64 %718
  %720 = load i32, ptr %719, align 1, !tbaa !20
  %721 = mul i32 %720, -1640531535
  %722 = lshr i32 %721, %75
  %723 = zext i32 %722 to i64
  %724 = getelementptr inbounds i32, ptr %9, i64 %723
  store i32 %717, ptr %724, align 4, !tbaa !20
  %725 = getelementptr inbounds i8, ptr %714, i64 -2
  %726 = ptrtoint ptr %725 to i64
  %727 = sub i64 %726, %52
  %728 = trunc i64 %727 to i32
  %729 = load i32, ptr %725, align 1, !tbaa !20
  %730 = mul i32 %729, -1640531535
  %731 = lshr i32 %730, %75
  %732 = zext i32 %731 to i64
  %733 = getelementptr inbounds i32, ptr %9, i64 %732
  store i32 %728, ptr %733, align 4, !tbaa !20
  br label %734

734:                                              ; preds = %776, %716
  %735 = phi ptr [ %713, %716 ], [ %779, %776 ]
  %736 = phi ptr [ %714, %716 ], [ %785, %776 ]
  %737 = phi i32 [ %709, %716 ], [ %738, %776 ]
  %738 = phi i32 [ %708, %716 ], [ %737, %776 ]
  %739 = ptrtoint ptr %736 to i64
  %740 = sub i64 %739, %52
  %741 = trunc i64 %740 to i32
  %742 = sub i32 %741, %738
  %743 = icmp ult i32 %742, %19
  %744 = zext i32 %742 to i64
  %745 = select i1 %743, ptr %88, ptr %16
  %746 = getelementptr inbounds i8, ptr %745, i64 %744
  %747 = sub i32 %742, %19
  %748 = icmp ugt i32 %747, -4
  br i1 %748, label %787, label %749

749:                                              ; preds = %734
  %750 = load i32, ptr %746, align 1, !tbaa !20
  %751 = load i32, ptr %736, align 1, !tbaa !20
  %752 = icmp eq i32 %750, %751
  br i1 %752, label %753, label %787

753:                                              ; preds = %749
  %754 = select i1 %743, ptr %37, ptr %22
  %755 = getelementptr inbounds i8, ptr %736, i64 4
  %756 = getelementptr inbounds i8, ptr %746, i64 4
  %757 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %755, ptr noundef nonnull %756, ptr noundef %22, ptr noundef %754, ptr noundef %21)
  %758 = add i64 %757, 4
  %759 = icmp ugt ptr %736, %77
  br i1 %759, label %764, label %760

760:                                              ; preds = %753
  %761 = load ptr, ptr %78, align 8, !tbaa !36
  %762 = load <16 x i8>, ptr %736, align 1
  store <16 x i8> %762, ptr %761, align 1
  %763 = load ptr, ptr %81, align 8, !tbaa !38
  br label %764

764:                                              ; preds = %760, %753
  %765 = phi ptr [ %735, %753 ], [ %763, %760 ]
  %766 = getelementptr inbounds i8, ptr %765, i64 4
  store i16 0, ptr %766, align 4, !tbaa !49
  store i32 1, ptr %765, align 4, !tbaa !51
  %767 = add i64 %757, 1
  %768 = icmp ugt i64 %767, 65535
  br i1 %768, label %769, label %776, !prof !52

769:                                              ; preds = %764
  store i32 2, ptr %80, align 8, !tbaa !46
  %770 = load ptr, ptr %1, align 8, !tbaa !47
  %771 = ptrtoint ptr %765 to i64
  %772 = ptrtoint ptr %770 to i64
  %773 = sub i64 %771, %772
  %774 = lshr exact i64 %773, 3
  %775 = trunc i64 %774 to i32
  store i32 %775, ptr %82, align 4, !tbaa !48
  br label %776

776:                                              ; preds = %769, %764
  %777 = trunc i64 %767 to i16
  %778 = getelementptr inbounds i8, ptr %765, i64 6
  store i16 %777, ptr %778, align 2, !tbaa !53
  %779 = getelementptr inbounds i8, ptr %765, i64 8
  store ptr %779, ptr %81, align 8, !tbaa !38
  %780 = load i32, ptr %736, align 1, !tbaa !20
  %781 = mul i32 %780, -1640531535
  %782 = lshr i32 %781, %75
  %783 = zext i32 %782 to i64
  %784 = getelementptr inbounds i32, ptr %9, i64 %783
  store i32 %741, ptr %784, align 4, !tbaa !20
  %785 = getelementptr inbounds i8, ptr %736, i64 %758
  %786 = icmp ugt ptr %785, %23
  br i1 %786, label %787, label %734

787:                                              ; preds = %776, %749, %734, %704
  %788 = phi i32 [ %708, %704 ], [ %738, %734 ], [ %738, %749 ], [ %737, %776 ]
  %789 = phi i32 [ %709, %704 ], [ %737, %734 ], [ %737, %749 ], [ %738, %776 ]
  %790 = phi ptr [ %714, %704 ], [ %736, %734 ], [ %736, %749 ], [ %785, %776 ]
  %791 = getelementptr inbounds i8, ptr %790, i64 %17
  %792 = icmp ugt ptr %791, %23
  br i1 %792, label %2998, label %89

793:                                              ; preds = %5
  br i1 %55, label %803, label %794

794:                                              ; preds = %793
  %795 = zext nneg i32 %51 to i64
  %796 = shl i64 4, %795
  %797 = icmp ugt i32 %51, 61
  br i1 %797, label %803, label %798

798:                                              ; preds = %794, %798
  %799 = phi i64 [ %801, %798 ], [ 0, %794 ]
  %800 = getelementptr inbounds i8, ptr %30, i64 %799
  tail call void @llvm.prefetch.p0(ptr %800, i32 0, i32 2, i32 1)
  %801 = add i64 %799, 64
  %802 = icmp ult i64 %801, %796
  br i1 %802, label %798, label %803, !llvm.loop !78

803:                                              ; preds = %798, %794, %793
  %804 = getelementptr inbounds i8, ptr %16, i64 2
  %805 = getelementptr inbounds i8, ptr %3, i64 %17
  %806 = icmp ugt ptr %805, %23
  br i1 %806, label %2998, label %807

807:                                              ; preds = %803
  %808 = and i64 %49, 4294967295
  %809 = icmp eq i64 %808, 0
  %810 = zext i1 %809 to i64
  %811 = getelementptr inbounds i8, ptr %3, i64 %810
  %812 = sub i32 64, %11
  %813 = zext nneg i32 %812 to i64
  %814 = sub i32 56, %51
  %815 = zext nneg i32 %814 to i64
  %816 = getelementptr inbounds i8, ptr %22, i64 -32
  %817 = getelementptr inbounds i8, ptr %1, i64 24
  %818 = ptrtoint ptr %816 to i64
  %819 = getelementptr inbounds i8, ptr %1, i64 72
  %820 = getelementptr inbounds i8, ptr %1, i64 8
  %821 = getelementptr inbounds i8, ptr %1, i64 76
  %822 = getelementptr inbounds i8, ptr %22, i64 -7
  %823 = getelementptr inbounds i8, ptr %22, i64 -3
  %824 = getelementptr inbounds i8, ptr %22, i64 -1
  %825 = zext i32 %42 to i64
  %826 = sub nsw i64 0, %825
  %827 = getelementptr inbounds i8, ptr %34, i64 %826
  br label %828

828:                                              ; preds = %1522, %807
  %829 = phi ptr [ %805, %807 ], [ %1526, %1522 ]
  %830 = phi ptr [ %811, %807 ], [ %1525, %1522 ]
  %831 = phi ptr [ %3, %807 ], [ %1525, %1522 ]
  %832 = phi i32 [ %24, %807 ], [ %1524, %1522 ]
  %833 = phi i32 [ %26, %807 ], [ %1523, %1522 ]
  %834 = load i64, ptr %830, align 1, !tbaa !21
  %835 = mul i64 %834, -3523014627271114752
  %836 = lshr i64 %835, %815
  %837 = lshr i64 %836, 8
  %838 = getelementptr inbounds i32, ptr %30, i64 %837
  %839 = load i32, ptr %838, align 4, !tbaa !20
  %840 = zext i32 %839 to i64
  %841 = xor i64 %836, %840
  %842 = getelementptr inbounds i8, ptr %830, i64 256
  br label %843

843:                                              ; preds = %1421, %828
  %844 = phi ptr [ %842, %828 ], [ %1423, %1421 ]
  %845 = phi i64 [ %17, %828 ], [ %1418, %1421 ]
  %846 = phi i64 [ %841, %828 ], [ %1428, %1421 ]
  %847 = phi i32 [ %839, %828 ], [ %1426, %1421 ]
  %848 = phi i64 [ %835, %828 ], [ %864, %1421 ]
  %849 = phi ptr [ %829, %828 ], [ %1419, %1421 ]
  %850 = phi ptr [ %830, %828 ], [ %849, %1421 ]
  %851 = lshr i64 %848, %813
  %852 = getelementptr inbounds i32, ptr %9, i64 %851
  %853 = load i32, ptr %852, align 4, !tbaa !20
  %854 = and i64 %846, 255
  %855 = icmp eq i64 %854, 0
  %856 = ptrtoint ptr %850 to i64
  %857 = sub i64 %856, %52
  %858 = trunc i64 %857 to i32
  %859 = zext i32 %853 to i64
  %860 = getelementptr inbounds i8, ptr %16, i64 %859
  %861 = sub i32 %858, %832
  %862 = add i32 %861, 1
  %863 = load i64, ptr %849, align 1, !tbaa !21
  %864 = mul i64 %863, -3523014627271114752
  %865 = lshr i64 %864, %815
  store i32 %858, ptr %852, align 4, !tbaa !20
  %866 = sub i32 %862, %19
  %867 = icmp ugt i32 %866, -4
  br i1 %867, label %1013, label %868

868:                                              ; preds = %843
  %869 = icmp ult i32 %862, %19
  %870 = sub i32 %862, %42
  %871 = zext i32 %870 to i64
  %872 = getelementptr inbounds i8, ptr %34, i64 %871
  %873 = zext i32 %862 to i64
  %874 = getelementptr inbounds i8, ptr %16, i64 %873
  %875 = select i1 %869, ptr %872, ptr %874
  %876 = load i32, ptr %875, align 1, !tbaa !20
  %877 = getelementptr inbounds i8, ptr %850, i64 1
  %878 = load i32, ptr %877, align 1, !tbaa !20
  %879 = icmp eq i32 %876, %878
  br i1 %879, label %880, label %1013

880:                                              ; preds = %868
  %881 = getelementptr inbounds i8, ptr %850, i64 1
  %882 = select i1 %869, ptr %37, ptr %22
  %883 = getelementptr inbounds i8, ptr %850, i64 5
  %884 = getelementptr inbounds i8, ptr %875, i64 4
  %885 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %883, ptr noundef nonnull %884, ptr noundef %22, ptr noundef %882, ptr noundef %21)
  %886 = add i64 %885, 4
  %887 = ptrtoint ptr %881 to i64
  %888 = ptrtoint ptr %831 to i64
  %889 = sub i64 %887, %888
  %890 = getelementptr inbounds i8, ptr %831, i64 %889
  %891 = icmp ugt ptr %890, %816
  %892 = load ptr, ptr %817, align 8, !tbaa !36
  br i1 %891, label %918, label %893

893:                                              ; preds = %880
  %894 = load <16 x i8>, ptr %831, align 1
  store <16 x i8> %894, ptr %892, align 1
  %895 = icmp ugt i64 %889, 16
  %896 = load ptr, ptr %817, align 8, !tbaa !36
  br i1 %895, label %900, label %897

897:                                              ; preds = %893
  %898 = getelementptr inbounds i8, ptr %896, i64 %889
  store ptr %898, ptr %817, align 8, !tbaa !36
  %899 = load ptr, ptr %820, align 8, !tbaa !38
  br label %1007

900:                                              ; preds = %893
  %901 = getelementptr inbounds i8, ptr %896, i64 16
  %902 = getelementptr inbounds i8, ptr %831, i64 16
  %903 = getelementptr i8, ptr %896, i64 %889
  %904 = load <16 x i8>, ptr %902, align 1
  store <16 x i8> %904, ptr %901, align 1
  %905 = icmp slt i64 %889, 33
  br i1 %905, label %995, label %906

906:                                              ; preds = %900
  %907 = getelementptr inbounds i8, ptr %896, i64 32
  br label %908

908:                                              ; preds = %908, %906
  %909 = phi ptr [ %907, %906 ], [ %916, %908 ]
  %910 = phi ptr [ %902, %906 ], [ %914, %908 ]
  %911 = getelementptr inbounds i8, ptr %910, i64 16
  %912 = load <16 x i8>, ptr %911, align 1
  store <16 x i8> %912, ptr %909, align 1
  %913 = getelementptr inbounds i8, ptr %909, i64 16
  %914 = getelementptr inbounds i8, ptr %910, i64 32
  %915 = load <16 x i8>, ptr %914, align 1
  store <16 x i8> %915, ptr %913, align 1
  %916 = getelementptr inbounds i8, ptr %909, i64 32
  %917 = icmp ult ptr %916, %903
  br i1 %917, label %908, label %995, !llvm.loop !39

918:                                              ; preds = %880
  %919 = icmp ugt ptr %831, %816
  br i1 %919, label %937, label %920

920:                                              ; preds = %918
  %921 = sub i64 %818, %888
  %922 = getelementptr inbounds i8, ptr %892, i64 %921
  %923 = load <16 x i8>, ptr %831, align 1
  store <16 x i8> %923, ptr %892, align 1
  %924 = icmp slt i64 %921, 17
  br i1 %924, label %937, label %925

925:                                              ; preds = %920
  %926 = getelementptr inbounds i8, ptr %892, i64 16
  br label %927

927:                                              ; preds = %927, %925
  %928 = phi ptr [ %926, %925 ], [ %935, %927 ]
  %929 = phi ptr [ %831, %925 ], [ %933, %927 ]
  %930 = getelementptr inbounds i8, ptr %929, i64 16
  %931 = load <16 x i8>, ptr %930, align 1
  store <16 x i8> %931, ptr %928, align 1
  %932 = getelementptr inbounds i8, ptr %928, i64 16
  %933 = getelementptr inbounds i8, ptr %929, i64 32
  %934 = load <16 x i8>, ptr %933, align 1
  store <16 x i8> %934, ptr %932, align 1
  %935 = getelementptr inbounds i8, ptr %928, i64 32
  %936 = icmp ult ptr %935, %922
  br i1 %936, label %927, label %937, !llvm.loop !39

937:                                              ; preds = %927, %920, %918
  %938 = phi ptr [ %816, %920 ], [ %831, %918 ], [ %816, %927 ]
  %939 = phi ptr [ %922, %920 ], [ %892, %918 ], [ %922, %927 ]
  %940 = icmp ult ptr %938, %890
  br i1 %940, label %941, label %995

941:                                              ; preds = %937
  %942 = ptrtoint ptr %939 to i64
  %943 = ptrtoint ptr %938 to i64
  %944 = sub i64 %887, %943
  %945 = getelementptr i8, ptr %938, i64 %944
  %946 = icmp ult i64 %944, 8
  %947 = sub i64 %942, %943
  %948 = icmp ult i64 %947, 32
  %949 = select i1 %946, i1 true, i1 %948
  br i1 %949, label %985, label %950

950:                                              ; preds = %941
  %951 = icmp ult i64 %944, 32
  br i1 %951, label %971, label %952

952:                                              ; preds = %950
  %953 = and i64 %944, -32
  br label %954

954:                                              ; preds = %954, %952
  %955 = phi i64 [ 0, %952 ], [ %962, %954 ]
  %956 = getelementptr i8, ptr %939, i64 %955
  %957 = getelementptr i8, ptr %938, i64 %955
  %958 = getelementptr i8, ptr %957, i64 16
  %959 = load <16 x i8>, ptr %957, align 1, !tbaa !31
  %960 = load <16 x i8>, ptr %958, align 1, !tbaa !31
  %961 = getelementptr i8, ptr %956, i64 16
  store <16 x i8> %959, ptr %956, align 1, !tbaa !31
  store <16 x i8> %960, ptr %961, align 1, !tbaa !31
  %962 = add nuw i64 %955, 32
  %963 = icmp eq i64 %962, %953
  br i1 %963, label %964, label %954, !llvm.loop !90

964:                                              ; preds = %954
  %965 = icmp eq i64 %944, %953
  br i1 %965, label %995, label %966

966:                                              ; preds = %964
  %967 = getelementptr i8, ptr %938, i64 %953
  %968 = getelementptr i8, ptr %939, i64 %953
  %969 = and i64 %944, 24
  %970 = icmp eq i64 %969, 0
  br i1 %970, label %985, label %971

971:                                              ; preds = %950, %966
  %972 = phi i64 [ %953, %966 ], [ 0, %950 ]
  %973 = and i64 %944, -8
  %974 = getelementptr i8, ptr %939, i64 %973
  %975 = getelementptr i8, ptr %938, i64 %973
  br label %976

976:                                              ; preds = %976, %971
  %977 = phi i64 [ %972, %971 ], [ %981, %976 ]
  %978 = getelementptr i8, ptr %939, i64 %977
  %979 = getelementptr i8, ptr %938, i64 %977
  %980 = load <8 x i8>, ptr %979, align 1, !tbaa !31
  store <8 x i8> %980, ptr %978, align 1, !tbaa !31
  %981 = add nuw i64 %977, 8
  %982 = icmp eq i64 %981, %973
  br i1 %982, label %983, label %976, !llvm.loop !91

983:                                              ; preds = %976
  %984 = icmp eq i64 %944, %973
  br i1 %984, label %995, label %985

985:                                              ; preds = %983, %941, %966
  %986 = phi ptr [ %939, %941 ], [ %968, %966 ], [ %974, %983 ]
  %987 = phi ptr [ %938, %941 ], [ %967, %966 ], [ %975, %983 ]
  br label %988

988:                                              ; preds = %985, %988
  %989 = phi ptr [ %993, %988 ], [ %986, %985 ]
  %990 = phi ptr [ %991, %988 ], [ %987, %985 ]
  %991 = getelementptr inbounds i8, ptr %990, i64 1
  %992 = load i8, ptr %990, align 1, !tbaa !31
  %993 = getelementptr inbounds i8, ptr %989, i64 1
  store i8 %992, ptr %989, align 1, !tbaa !31
  %994 = icmp eq ptr %991, %945
  br i1 %994, label %995, label %988, !llvm.loop !92

995:                                              ; preds = %908, %988, %964, %983, %937, %900
  %996 = load ptr, ptr %817, align 8, !tbaa !36
  %997 = getelementptr inbounds i8, ptr %996, i64 %889
  store ptr %997, ptr %817, align 8, !tbaa !36
  %998 = icmp ugt i64 %889, 65535
  %999 = load ptr, ptr %820, align 8, !tbaa !38
  br i1 %998, label %1000, label %1007, !prof !45

1000:                                             ; preds = %995
  store i32 1, ptr %819, align 8, !tbaa !46
  %1001 = load ptr, ptr %1, align 8, !tbaa !47
  %1002 = ptrtoint ptr %999 to i64
  %1003 = ptrtoint ptr %1001 to i64
  %1004 = sub i64 %1002, %1003
  %1005 = lshr exact i64 %1004, 3
  %1006 = trunc i64 %1005 to i32
  store i32 %1006, ptr %821, align 4, !tbaa !48
  br label %1007

1007:                                             ; preds = %1000, %995, %897
  %1008 = phi ptr [ %899, %897 ], [ %999, %1000 ], [ %999, %995 ]
  %1009 = trunc i64 %889 to i16
  %1010 = getelementptr inbounds i8, ptr %1008, i64 4
  store i16 %1009, ptr %1010, align 4, !tbaa !49
  store i32 1, ptr %1008, align 4, !tbaa !51
  %1011 = add i64 %885, 1
  %1012 = icmp ugt i64 %1011, 65535
  br i1 %1012, label %1429, label %1442, !prof !52

1013:                                             ; preds = %868, %843
  br i1 %855, label %1016, label %1014

1014:                                             ; preds = %1013
  %1015 = load i32, ptr %850, align 1, !tbaa !20
  br label %1184

1016:                                             ; preds = %1013
  %1017 = lshr i32 %847, 8
  %1018 = icmp ugt i32 %1017, %32
  %1019 = load i32, ptr %850, align 1, !tbaa !20
  br i1 %1018, label %1020, label %1184

1020:                                             ; preds = %1016
  %1021 = zext nneg i32 %1017 to i64
  %1022 = getelementptr inbounds i8, ptr %34, i64 %1021
  %1023 = load i32, ptr %1022, align 1, !tbaa !20
  %1024 = icmp ne i32 %1023, %1019
  %1025 = icmp ugt i32 %853, %19
  %1026 = select i1 %1024, i1 true, i1 %1025
  br i1 %1026, label %1184, label %1027

1027:                                             ; preds = %1020
  %1028 = getelementptr inbounds i8, ptr %34, i64 %1021
  %1029 = add i32 %1017, %42
  %1030 = sub i32 %858, %1029
  %1031 = getelementptr inbounds i8, ptr %850, i64 4
  %1032 = getelementptr inbounds i8, ptr %1028, i64 4
  %1033 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %1031, ptr noundef nonnull %1032, ptr noundef %22, ptr noundef %37, ptr noundef %21)
  %1034 = add i64 %1033, 4
  %1035 = icmp ugt ptr %850, %831
  br i1 %1035, label %1036, label %1054

1036:                                             ; preds = %1027, %1045
  %1037 = phi ptr [ %1040, %1045 ], [ %850, %1027 ]
  %1038 = phi i64 [ %1046, %1045 ], [ %1034, %1027 ]
  %1039 = phi ptr [ %1042, %1045 ], [ %1028, %1027 ]
  %1040 = getelementptr inbounds i8, ptr %1037, i64 -1
  %1041 = load i8, ptr %1040, align 1, !tbaa !31
  %1042 = getelementptr inbounds i8, ptr %1039, i64 -1
  %1043 = load i8, ptr %1042, align 1, !tbaa !31
  %1044 = icmp eq i8 %1041, %1043
  br i1 %1044, label %1045, label %1050

1045:                                             ; preds = %1036
  %1046 = add i64 %1038, 1
  %1047 = icmp ugt ptr %1040, %831
  %1048 = icmp ugt ptr %1042, %36
  %1049 = and i1 %1047, %1048
  br i1 %1049, label %1036, label %1050, !llvm.loop !82

1050:                                             ; preds = %1045, %1036
  %1051 = phi i64 [ %1046, %1045 ], [ %1038, %1036 ]
  %1052 = phi ptr [ %1040, %1045 ], [ %1037, %1036 ]
  %1053 = ptrtoint ptr %1052 to i64
  br label %1054

1054:                                             ; preds = %1050, %1027
  %1055 = phi i64 [ %1053, %1050 ], [ %856, %1027 ]
  %1056 = phi i64 [ %1051, %1050 ], [ %1034, %1027 ]
  %1057 = phi ptr [ %1052, %1050 ], [ %850, %1027 ]
  %1058 = ptrtoint ptr %831 to i64
  %1059 = sub i64 %1055, %1058
  %1060 = add i32 %1030, 3
  %1061 = getelementptr inbounds i8, ptr %831, i64 %1059
  %1062 = icmp ugt ptr %1061, %816
  %1063 = load ptr, ptr %817, align 8, !tbaa !36
  br i1 %1062, label %1089, label %1064

1064:                                             ; preds = %1054
  %1065 = load <16 x i8>, ptr %831, align 1
  store <16 x i8> %1065, ptr %1063, align 1
  %1066 = icmp ugt i64 %1059, 16
  %1067 = load ptr, ptr %817, align 8, !tbaa !36
  br i1 %1066, label %1071, label %1068

1068:                                             ; preds = %1064
  %1069 = getelementptr inbounds i8, ptr %1067, i64 %1059
  store ptr %1069, ptr %817, align 8, !tbaa !36
  %1070 = load ptr, ptr %820, align 8, !tbaa !38
  br label %1178

1071:                                             ; preds = %1064
  %1072 = getelementptr inbounds i8, ptr %1067, i64 16
  %1073 = getelementptr inbounds i8, ptr %831, i64 16
  %1074 = getelementptr i8, ptr %1067, i64 %1059
  %1075 = load <16 x i8>, ptr %1073, align 1
  store <16 x i8> %1075, ptr %1072, align 1
  %1076 = icmp slt i64 %1059, 33
  br i1 %1076, label %1166, label %1077

1077:                                             ; preds = %1071
  %1078 = getelementptr inbounds i8, ptr %1067, i64 32
  br label %1079

1079:                                             ; preds = %1079, %1077
  %1080 = phi ptr [ %1078, %1077 ], [ %1087, %1079 ]
  %1081 = phi ptr [ %1073, %1077 ], [ %1085, %1079 ]
  %1082 = getelementptr inbounds i8, ptr %1081, i64 16
  %1083 = load <16 x i8>, ptr %1082, align 1
  store <16 x i8> %1083, ptr %1080, align 1
  %1084 = getelementptr inbounds i8, ptr %1080, i64 16
  %1085 = getelementptr inbounds i8, ptr %1081, i64 32
  %1086 = load <16 x i8>, ptr %1085, align 1
  store <16 x i8> %1086, ptr %1084, align 1
  %1087 = getelementptr inbounds i8, ptr %1080, i64 32
  %1088 = icmp ult ptr %1087, %1074
  br i1 %1088, label %1079, label %1166, !llvm.loop !39

1089:                                             ; preds = %1054
  %1090 = icmp ugt ptr %831, %816
  br i1 %1090, label %1108, label %1091

1091:                                             ; preds = %1089
  %1092 = sub i64 %818, %1058
  %1093 = getelementptr inbounds i8, ptr %1063, i64 %1092
  %1094 = load <16 x i8>, ptr %831, align 1
  store <16 x i8> %1094, ptr %1063, align 1
  %1095 = icmp slt i64 %1092, 17
  br i1 %1095, label %1108, label %1096

1096:                                             ; preds = %1091
  %1097 = getelementptr inbounds i8, ptr %1063, i64 16
  br label %1098

1098:                                             ; preds = %1098, %1096
  %1099 = phi ptr [ %1097, %1096 ], [ %1106, %1098 ]
  %1100 = phi ptr [ %831, %1096 ], [ %1104, %1098 ]
  %1101 = getelementptr inbounds i8, ptr %1100, i64 16
  %1102 = load <16 x i8>, ptr %1101, align 1
  store <16 x i8> %1102, ptr %1099, align 1
  %1103 = getelementptr inbounds i8, ptr %1099, i64 16
  %1104 = getelementptr inbounds i8, ptr %1100, i64 32
  %1105 = load <16 x i8>, ptr %1104, align 1
  store <16 x i8> %1105, ptr %1103, align 1
  %1106 = getelementptr inbounds i8, ptr %1099, i64 32
  %1107 = icmp ult ptr %1106, %1093
  br i1 %1107, label %1098, label %1108, !llvm.loop !39

1108:                                             ; preds = %1098, %1091, %1089
  %1109 = phi ptr [ %816, %1091 ], [ %831, %1089 ], [ %816, %1098 ]
  %1110 = phi ptr [ %1093, %1091 ], [ %1063, %1089 ], [ %1093, %1098 ]
  %1111 = icmp ult ptr %1109, %1061
  br i1 %1111, label %1112, label %1166

1112:                                             ; preds = %1108
  %1113 = ptrtoint ptr %1110 to i64
  %1114 = ptrtoint ptr %1109 to i64
  %1115 = sub i64 %1055, %1114
  %1116 = getelementptr i8, ptr %1109, i64 %1115
  %1117 = icmp ult i64 %1115, 8
  %1118 = sub i64 %1113, %1114
  %1119 = icmp ult i64 %1118, 32
  %1120 = select i1 %1117, i1 true, i1 %1119
  br i1 %1120, label %1156, label %1121

1121:                                             ; preds = %1112
  %1122 = icmp ult i64 %1115, 32
  br i1 %1122, label %1142, label %1123

1123:                                             ; preds = %1121
  %1124 = and i64 %1115, -32
  br label %1125

1125:                                             ; preds = %1125, %1123
  %1126 = phi i64 [ 0, %1123 ], [ %1133, %1125 ]
  %1127 = getelementptr i8, ptr %1110, i64 %1126
  %1128 = getelementptr i8, ptr %1109, i64 %1126
  %1129 = getelementptr i8, ptr %1128, i64 16
  %1130 = load <16 x i8>, ptr %1128, align 1, !tbaa !31
  %1131 = load <16 x i8>, ptr %1129, align 1, !tbaa !31
  %1132 = getelementptr i8, ptr %1127, i64 16
  store <16 x i8> %1130, ptr %1127, align 1, !tbaa !31
  store <16 x i8> %1131, ptr %1132, align 1, !tbaa !31
  %1133 = add nuw i64 %1126, 32
  %1134 = icmp eq i64 %1133, %1124
  br i1 %1134, label %1135, label %1125, !llvm.loop !93

1135:                                             ; preds = %1125
  %1136 = icmp eq i64 %1115, %1124
  br i1 %1136, label %1166, label %1137

1137:                                             ; preds = %1135
  %1138 = getelementptr i8, ptr %1109, i64 %1124
  %1139 = getelementptr i8, ptr %1110, i64 %1124
  %1140 = and i64 %1115, 24
  %1141 = icmp eq i64 %1140, 0
  br i1 %1141, label %1156, label %1142

1142:                                             ; preds = %1121, %1137
  %1143 = phi i64 [ %1124, %1137 ], [ 0, %1121 ]
  %1144 = and i64 %1115, -8
  %1145 = getelementptr i8, ptr %1110, i64 %1144
  %1146 = getelementptr i8, ptr %1109, i64 %1144
  br label %1147

1147:                                             ; preds = %1147, %1142
  %1148 = phi i64 [ %1143, %1142 ], [ %1152, %1147 ]
  %1149 = getelementptr i8, ptr %1110, i64 %1148
  %1150 = getelementptr i8, ptr %1109, i64 %1148
  %1151 = load <8 x i8>, ptr %1150, align 1, !tbaa !31
  store <8 x i8> %1151, ptr %1149, align 1, !tbaa !31
  %1152 = add nuw i64 %1148, 8
  %1153 = icmp eq i64 %1152, %1144
  br i1 %1153, label %1154, label %1147, !llvm.loop !94

1154:                                             ; preds = %1147
  %1155 = icmp eq i64 %1115, %1144
  br i1 %1155, label %1166, label %1156

1156:                                             ; preds = %1154, %1112, %1137
  %1157 = phi ptr [ %1110, %1112 ], [ %1139, %1137 ], [ %1145, %1154 ]
  %1158 = phi ptr [ %1109, %1112 ], [ %1138, %1137 ], [ %1146, %1154 ]
  br label %1159

1159:                                             ; preds = %1156, %1159
  %1160 = phi ptr [ %1164, %1159 ], [ %1157, %1156 ]
  %1161 = phi ptr [ %1162, %1159 ], [ %1158, %1156 ]
  %1162 = getelementptr inbounds i8, ptr %1161, i64 1
  %1163 = load i8, ptr %1161, align 1, !tbaa !31
  %1164 = getelementptr inbounds i8, ptr %1160, i64 1
  store i8 %1163, ptr %1160, align 1, !tbaa !31
  %1165 = icmp eq ptr %1162, %1116
  br i1 %1165, label %1166, label %1159, !llvm.loop !95

1166:                                             ; preds = %1079, %1159, %1135, %1154, %1108, %1071
  %1167 = load ptr, ptr %817, align 8, !tbaa !36
  %1168 = getelementptr inbounds i8, ptr %1167, i64 %1059
  store ptr %1168, ptr %817, align 8, !tbaa !36
  %1169 = icmp ugt i64 %1059, 65535
  %1170 = load ptr, ptr %820, align 8, !tbaa !38
  br i1 %1169, label %1171, label %1178, !prof !45

1171:                                             ; preds = %1166
  store i32 1, ptr %819, align 8, !tbaa !46
  %1172 = load ptr, ptr %1, align 8, !tbaa !47
  %1173 = ptrtoint ptr %1170 to i64
  %1174 = ptrtoint ptr %1172 to i64
  %1175 = sub i64 %1173, %1174
  %1176 = lshr exact i64 %1175, 3
  %1177 = trunc i64 %1176 to i32
  store i32 %1177, ptr %821, align 4, !tbaa !48
  br label %1178

1178:                                             ; preds = %1171, %1166, %1068
  %1179 = phi ptr [ %1070, %1068 ], [ %1170, %1171 ], [ %1170, %1166 ]
  %1180 = trunc i64 %1059 to i16
  %1181 = getelementptr inbounds i8, ptr %1179, i64 4
  store i16 %1180, ptr %1181, align 4, !tbaa !49
  store i32 %1060, ptr %1179, align 4, !tbaa !51
  %1182 = add i64 %1056, -3
  %1183 = icmp ugt i64 %1182, 65535
  br i1 %1183, label %1429, label %1442, !prof !52

1184:                                             ; preds = %1020, %1016, %1014
  %1185 = phi i32 [ %1015, %1014 ], [ %1019, %1016 ], [ %1019, %1020 ]
  %1186 = icmp ult i32 %853, %19
  %1187 = select i1 %1186, ptr @ZSTD_match4Found_cmov.dummy, ptr %860
  %1188 = load i32, ptr %1187, align 1, !tbaa !20
  %1189 = icmp eq i32 %1185, %1188
  br i1 %1189, label %1190, label %1415

1190:                                             ; preds = %1184
  tail call void asm sideeffect "", ""() #6, !srcloc !30
  br i1 %1186, label %1415, label %1191

1191:                                             ; preds = %1190
  %1192 = ptrtoint ptr %860 to i64
  %1193 = sub i64 %856, %1192
  %1194 = trunc i64 %1193 to i32
  %1195 = getelementptr inbounds i8, ptr %850, i64 4
  %1196 = getelementptr inbounds i8, ptr %860, i64 4
  %1197 = icmp ugt ptr %822, %1195
  br i1 %1197, label %1198, label %1224

1198:                                             ; preds = %1191
  %1199 = load i64, ptr %1196, align 1, !tbaa !21
  %1200 = load i64, ptr %1195, align 1, !tbaa !21
  %1201 = icmp eq i64 %1199, %1200
  br i1 %1201, label %1206, label %1202

1202:                                             ; preds = %1198
  %1203 = xor i64 %1200, %1199
  %1204 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1203, i1 false)
  %1205 = lshr i64 %1204, 3
  br label %1261

1206:                                             ; preds = %1198, %1212
  %1207 = phi ptr [ %1210, %1212 ], [ %1196, %1198 ]
  %1208 = phi ptr [ %1209, %1212 ], [ %1195, %1198 ]
  %1209 = getelementptr inbounds i8, ptr %1208, i64 8
  %1210 = getelementptr inbounds i8, ptr %1207, i64 8
  %1211 = icmp ult ptr %1209, %822
  br i1 %1211, label %1212, label %1224

1212:                                             ; preds = %1206
  %1213 = load i64, ptr %1210, align 1, !tbaa !21
  %1214 = load i64, ptr %1209, align 1, !tbaa !21
  %1215 = icmp eq i64 %1213, %1214
  br i1 %1215, label %1206, label %1216

1216:                                             ; preds = %1212
  %1217 = xor i64 %1214, %1213
  %1218 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1217, i1 false)
  %1219 = lshr i64 %1218, 3
  %1220 = getelementptr inbounds i8, ptr %1209, i64 %1219
  %1221 = ptrtoint ptr %1220 to i64
  %1222 = ptrtoint ptr %1195 to i64
  %1223 = sub i64 %1221, %1222
  br label %1261

1224:                                             ; preds = %1206, %1191
  %1225 = phi ptr [ %1196, %1191 ], [ %1210, %1206 ]
  %1226 = phi ptr [ %1195, %1191 ], [ %1209, %1206 ]
  %1227 = icmp ult ptr %1226, %823
  br i1 %1227, label %1228, label %1235

1228:                                             ; preds = %1224
  %1229 = load i32, ptr %1225, align 1, !tbaa !20
  %1230 = load i32, ptr %1226, align 1, !tbaa !20
  %1231 = icmp eq i32 %1229, %1230
  br i1 %1231, label %1232, label %1235

1232:                                             ; preds = %1228
  %1233 = getelementptr inbounds i8, ptr %1226, i64 4
  %1234 = getelementptr inbounds i8, ptr %1225, i64 4
  br label %1235

1235:                                             ; preds = %1232, %1228, %1224
  %1236 = phi ptr [ %1234, %1232 ], [ %1225, %1228 ], [ %1225, %1224 ]
  %1237 = phi ptr [ %1233, %1232 ], [ %1226, %1228 ], [ %1226, %1224 ]
  %1238 = icmp ult ptr %1237, %824
  br i1 %1238, label %1239, label %1246

1239:                                             ; preds = %1235
  %1240 = load i16, ptr %1236, align 1, !tbaa !34
  %1241 = load i16, ptr %1237, align 1, !tbaa !34
  %1242 = icmp eq i16 %1240, %1241
  br i1 %1242, label %1243, label %1246

1243:                                             ; preds = %1239
  %1244 = getelementptr inbounds i8, ptr %1237, i64 2
  %1245 = getelementptr inbounds i8, ptr %1236, i64 2
  br label %1246

1246:                                             ; preds = %1243, %1239, %1235
  %1247 = phi ptr [ %1245, %1243 ], [ %1236, %1239 ], [ %1236, %1235 ]
  %1248 = phi ptr [ %1244, %1243 ], [ %1237, %1239 ], [ %1237, %1235 ]
  %1249 = icmp ult ptr %1248, %22
  br i1 %1249, label %1250, label %1256

1250:                                             ; preds = %1246
  %1251 = load i8, ptr %1247, align 1, !tbaa !31
  %1252 = load i8, ptr %1248, align 1, !tbaa !31
  %1253 = icmp eq i8 %1251, %1252
  %1254 = zext i1 %1253 to i64
  %1255 = getelementptr inbounds i8, ptr %1248, i64 %1254
  br label %1256

1256:                                             ; preds = %1250, %1246
  %1257 = phi ptr [ %1248, %1246 ], [ %1255, %1250 ]
  %1258 = ptrtoint ptr %1257 to i64
  %1259 = ptrtoint ptr %1195 to i64
  %1260 = sub i64 %1258, %1259
  br label %1261

1261:                                             ; preds = %1256, %1216, %1202
  %1262 = phi i64 [ %1260, %1256 ], [ %1205, %1202 ], [ %1223, %1216 ]
  %1263 = add i64 %1262, 4
  %1264 = icmp ugt ptr %850, %831
  %1265 = icmp ugt i32 %853, %19
  %1266 = and i1 %1264, %1265
  br i1 %1266, label %1267, label %1285

1267:                                             ; preds = %1261, %1276
  %1268 = phi ptr [ %1271, %1276 ], [ %850, %1261 ]
  %1269 = phi i64 [ %1277, %1276 ], [ %1263, %1261 ]
  %1270 = phi ptr [ %1273, %1276 ], [ %860, %1261 ]
  %1271 = getelementptr inbounds i8, ptr %1268, i64 -1
  %1272 = load i8, ptr %1271, align 1, !tbaa !31
  %1273 = getelementptr inbounds i8, ptr %1270, i64 -1
  %1274 = load i8, ptr %1273, align 1, !tbaa !31
  %1275 = icmp eq i8 %1272, %1274
  br i1 %1275, label %1276, label %1281

1276:                                             ; preds = %1267
  %1277 = add i64 %1269, 1
  %1278 = icmp ugt ptr %1271, %831
  %1279 = icmp ugt ptr %1273, %21
  %1280 = and i1 %1278, %1279
  br i1 %1280, label %1267, label %1281, !llvm.loop !86

1281:                                             ; preds = %1276, %1267
  %1282 = phi i64 [ %1277, %1276 ], [ %1269, %1267 ]
  %1283 = phi ptr [ %1271, %1276 ], [ %1268, %1267 ]
  %1284 = ptrtoint ptr %1283 to i64
  br label %1285

1285:                                             ; preds = %1281, %1261
  %1286 = phi i64 [ %1284, %1281 ], [ %856, %1261 ]
  %1287 = phi i64 [ %1282, %1281 ], [ %1263, %1261 ]
  %1288 = phi ptr [ %1283, %1281 ], [ %850, %1261 ]
  %1289 = ptrtoint ptr %831 to i64
  %1290 = sub i64 %1286, %1289
  %1291 = add i32 %1194, 3
  %1292 = getelementptr inbounds i8, ptr %831, i64 %1290
  %1293 = icmp ugt ptr %1292, %816
  %1294 = load ptr, ptr %817, align 8, !tbaa !36
  br i1 %1293, label %1320, label %1295

1295:                                             ; preds = %1285
  %1296 = load <16 x i8>, ptr %831, align 1
  store <16 x i8> %1296, ptr %1294, align 1
  %1297 = icmp ugt i64 %1290, 16
  %1298 = load ptr, ptr %817, align 8, !tbaa !36
  br i1 %1297, label %1302, label %1299

1299:                                             ; preds = %1295
  %1300 = getelementptr inbounds i8, ptr %1298, i64 %1290
  store ptr %1300, ptr %817, align 8, !tbaa !36
  %1301 = load ptr, ptr %820, align 8, !tbaa !38
  br label %1409

1302:                                             ; preds = %1295
  %1303 = getelementptr inbounds i8, ptr %1298, i64 16
  %1304 = getelementptr inbounds i8, ptr %831, i64 16
  %1305 = getelementptr i8, ptr %1298, i64 %1290
  %1306 = load <16 x i8>, ptr %1304, align 1
  store <16 x i8> %1306, ptr %1303, align 1
  %1307 = icmp slt i64 %1290, 33
  br i1 %1307, label %1397, label %1308

1308:                                             ; preds = %1302
  %1309 = getelementptr inbounds i8, ptr %1298, i64 32
  br label %1310

1310:                                             ; preds = %1310, %1308
  %1311 = phi ptr [ %1309, %1308 ], [ %1318, %1310 ]
  %1312 = phi ptr [ %1304, %1308 ], [ %1316, %1310 ]
  %1313 = getelementptr inbounds i8, ptr %1312, i64 16
  %1314 = load <16 x i8>, ptr %1313, align 1
  store <16 x i8> %1314, ptr %1311, align 1
  %1315 = getelementptr inbounds i8, ptr %1311, i64 16
  %1316 = getelementptr inbounds i8, ptr %1312, i64 32
  %1317 = load <16 x i8>, ptr %1316, align 1
  store <16 x i8> %1317, ptr %1315, align 1
  %1318 = getelementptr inbounds i8, ptr %1311, i64 32
  %1319 = icmp ult ptr %1318, %1305
  br i1 %1319, label %1310, label %1397, !llvm.loop !39

1320:                                             ; preds = %1285
  %1321 = icmp ugt ptr %831, %816
  br i1 %1321, label %1339, label %1322

1322:                                             ; preds = %1320
  %1323 = sub i64 %818, %1289
  %1324 = getelementptr inbounds i8, ptr %1294, i64 %1323
  %1325 = load <16 x i8>, ptr %831, align 1
  store <16 x i8> %1325, ptr %1294, align 1
  %1326 = icmp slt i64 %1323, 17
  br i1 %1326, label %1339, label %1327

1327:                                             ; preds = %1322
  %1328 = getelementptr inbounds i8, ptr %1294, i64 16
  br label %1329

1329:                                             ; preds = %1329, %1327
  %1330 = phi ptr [ %1328, %1327 ], [ %1337, %1329 ]
  %1331 = phi ptr [ %831, %1327 ], [ %1335, %1329 ]
  %1332 = getelementptr inbounds i8, ptr %1331, i64 16
  %1333 = load <16 x i8>, ptr %1332, align 1
  store <16 x i8> %1333, ptr %1330, align 1
  %1334 = getelementptr inbounds i8, ptr %1330, i64 16
  %1335 = getelementptr inbounds i8, ptr %1331, i64 32
  %1336 = load <16 x i8>, ptr %1335, align 1
  store <16 x i8> %1336, ptr %1334, align 1
  %1337 = getelementptr inbounds i8, ptr %1330, i64 32
  %1338 = icmp ult ptr %1337, %1324
  br i1 %1338, label %1329, label %1339, !llvm.loop !39

1339:                                             ; preds = %1329, %1322, %1320
  %1340 = phi ptr [ %816, %1322 ], [ %831, %1320 ], [ %816, %1329 ]
  %1341 = phi ptr [ %1324, %1322 ], [ %1294, %1320 ], [ %1324, %1329 ]
  %1342 = icmp ult ptr %1340, %1292
  br i1 %1342, label %1343, label %1397

1343:                                             ; preds = %1339
  %1344 = ptrtoint ptr %1341 to i64
  %1345 = ptrtoint ptr %1340 to i64
  %1346 = sub i64 %1286, %1345
  %1347 = getelementptr i8, ptr %1340, i64 %1346
  %1348 = icmp ult i64 %1346, 8
  %1349 = sub i64 %1344, %1345
  %1350 = icmp ult i64 %1349, 32
  %1351 = select i1 %1348, i1 true, i1 %1350
  br i1 %1351, label %1387, label %1352

1352:                                             ; preds = %1343
  %1353 = icmp ult i64 %1346, 32
  br i1 %1353, label %1373, label %1354

1354:                                             ; preds = %1352
  %1355 = and i64 %1346, -32
  br label %1356

1356:                                             ; preds = %1356, %1354
  %1357 = phi i64 [ 0, %1354 ], [ %1364, %1356 ]
  %1358 = getelementptr i8, ptr %1341, i64 %1357
  %1359 = getelementptr i8, ptr %1340, i64 %1357
  %1360 = getelementptr i8, ptr %1359, i64 16
  %1361 = load <16 x i8>, ptr %1359, align 1, !tbaa !31
  %1362 = load <16 x i8>, ptr %1360, align 1, !tbaa !31
  %1363 = getelementptr i8, ptr %1358, i64 16
  store <16 x i8> %1361, ptr %1358, align 1, !tbaa !31
  store <16 x i8> %1362, ptr %1363, align 1, !tbaa !31
  %1364 = add nuw i64 %1357, 32
  %1365 = icmp eq i64 %1364, %1355
  br i1 %1365, label %1366, label %1356, !llvm.loop !96

1366:                                             ; preds = %1356
  %1367 = icmp eq i64 %1346, %1355
  br i1 %1367, label %1397, label %1368

1368:                                             ; preds = %1366
  %1369 = getelementptr i8, ptr %1340, i64 %1355
  %1370 = getelementptr i8, ptr %1341, i64 %1355
  %1371 = and i64 %1346, 24
  %1372 = icmp eq i64 %1371, 0
  br i1 %1372, label %1387, label %1373

1373:                                             ; preds = %1352, %1368
  %1374 = phi i64 [ %1355, %1368 ], [ 0, %1352 ]
  %1375 = and i64 %1346, -8
  %1376 = getelementptr i8, ptr %1341, i64 %1375
  %1377 = getelementptr i8, ptr %1340, i64 %1375
  br label %1378

1378:                                             ; preds = %1378, %1373
  %1379 = phi i64 [ %1374, %1373 ], [ %1383, %1378 ]
  %1380 = getelementptr i8, ptr %1341, i64 %1379
  %1381 = getelementptr i8, ptr %1340, i64 %1379
  %1382 = load <8 x i8>, ptr %1381, align 1, !tbaa !31
  store <8 x i8> %1382, ptr %1380, align 1, !tbaa !31
  %1383 = add nuw i64 %1379, 8
  %1384 = icmp eq i64 %1383, %1375
  br i1 %1384, label %1385, label %1378, !llvm.loop !97

1385:                                             ; preds = %1378
  %1386 = icmp eq i64 %1346, %1375
  br i1 %1386, label %1397, label %1387

1387:                                             ; preds = %1385, %1343, %1368
  %1388 = phi ptr [ %1341, %1343 ], [ %1370, %1368 ], [ %1376, %1385 ]
  %1389 = phi ptr [ %1340, %1343 ], [ %1369, %1368 ], [ %1377, %1385 ]
  br label %1390

1390:                                             ; preds = %1387, %1390
  %1391 = phi ptr [ %1395, %1390 ], [ %1388, %1387 ]
  %1392 = phi ptr [ %1393, %1390 ], [ %1389, %1387 ]
  %1393 = getelementptr inbounds i8, ptr %1392, i64 1
  %1394 = load i8, ptr %1392, align 1, !tbaa !31
  %1395 = getelementptr inbounds i8, ptr %1391, i64 1
  store i8 %1394, ptr %1391, align 1, !tbaa !31
  %1396 = icmp eq ptr %1393, %1347
  br i1 %1396, label %1397, label %1390, !llvm.loop !98

1397:                                             ; preds = %1310, %1390, %1366, %1385, %1339, %1302
  %1398 = load ptr, ptr %817, align 8, !tbaa !36
  %1399 = getelementptr inbounds i8, ptr %1398, i64 %1290
  store ptr %1399, ptr %817, align 8, !tbaa !36
  %1400 = icmp ugt i64 %1290, 65535
  %1401 = load ptr, ptr %820, align 8, !tbaa !38
  br i1 %1400, label %1402, label %1409, !prof !45

1402:                                             ; preds = %1397
  store i32 1, ptr %819, align 8, !tbaa !46
  %1403 = load ptr, ptr %1, align 8, !tbaa !47
  %1404 = ptrtoint ptr %1401 to i64
  %1405 = ptrtoint ptr %1403 to i64
  %1406 = sub i64 %1404, %1405
  %1407 = lshr exact i64 %1406, 3
  %1408 = trunc i64 %1407 to i32
  store i32 %1408, ptr %821, align 4, !tbaa !48
  br label %1409

1409:                                             ; preds = %1402, %1397, %1299
  %1410 = phi ptr [ %1301, %1299 ], [ %1401, %1402 ], [ %1401, %1397 ]
  %1411 = trunc i64 %1290 to i16
  %1412 = getelementptr inbounds i8, ptr %1410, i64 4
  store i16 %1411, ptr %1412, align 4, !tbaa !49
  store i32 %1291, ptr %1410, align 4, !tbaa !51
  %1413 = add i64 %1287, -3
  %1414 = icmp ugt i64 %1413, 65535
  br i1 %1414, label %1429, label %1442, !prof !52

1415:                                             ; preds = %1190, %1184
  %1416 = icmp uge ptr %849, %844
  %1417 = zext i1 %1416 to i64
  %1418 = add i64 %845, %1417
  %1419 = getelementptr inbounds i8, ptr %849, i64 %1418
  %1420 = icmp ugt ptr %1419, %23
  br i1 %1420, label %2998, label %1421

1421:                                             ; preds = %1415
  %1422 = select i1 %1416, i64 256, i64 0
  %1423 = getelementptr inbounds i8, ptr %844, i64 %1422
  %1424 = lshr i64 %865, 8
  %1425 = getelementptr inbounds i32, ptr %30, i64 %1424
  %1426 = load i32, ptr %1425, align 4, !tbaa !20
  %1427 = zext i32 %1426 to i64
  %1428 = xor i64 %865, %1427
  br label %843

1429:                                             ; preds = %1409, %1178, %1007
  %1430 = phi ptr [ %1008, %1007 ], [ %1179, %1178 ], [ %1410, %1409 ]
  %1431 = phi i64 [ %1011, %1007 ], [ %1182, %1178 ], [ %1413, %1409 ]
  %1432 = phi i64 [ %886, %1007 ], [ %1056, %1178 ], [ %1287, %1409 ]
  %1433 = phi i32 [ %833, %1007 ], [ %832, %1178 ], [ %832, %1409 ]
  %1434 = phi i32 [ %832, %1007 ], [ %1030, %1178 ], [ %1194, %1409 ]
  %1435 = phi ptr [ %881, %1007 ], [ %1057, %1178 ], [ %1288, %1409 ]
  store i32 2, ptr %819, align 8, !tbaa !46
  %1436 = load ptr, ptr %1, align 8, !tbaa !47
  %1437 = ptrtoint ptr %1430 to i64
  %1438 = ptrtoint ptr %1436 to i64
  %1439 = sub i64 %1437, %1438
  %1440 = lshr exact i64 %1439, 3
  %1441 = trunc i64 %1440 to i32
  store i32 %1441, ptr %821, align 4, !tbaa !48
  br label %1442

1442:                                             ; preds = %1429, %1409, %1178, %1007
  %1443 = phi i64 [ %1011, %1007 ], [ %1182, %1178 ], [ %1413, %1409 ], [ %1431, %1429 ]
  %1444 = phi ptr [ %1008, %1007 ], [ %1179, %1178 ], [ %1410, %1409 ], [ %1430, %1429 ]
  %1445 = phi i64 [ %886, %1007 ], [ %1056, %1178 ], [ %1287, %1409 ], [ %1432, %1429 ]
  %1446 = phi i32 [ %833, %1007 ], [ %832, %1178 ], [ %832, %1409 ], [ %1433, %1429 ]
  %1447 = phi i32 [ %832, %1007 ], [ %1030, %1178 ], [ %1194, %1409 ], [ %1434, %1429 ]
  %1448 = phi ptr [ %881, %1007 ], [ %1057, %1178 ], [ %1288, %1409 ], [ %1435, %1429 ]
  %1449 = trunc i64 %1443 to i16
  %1450 = getelementptr inbounds i8, ptr %1444, i64 6
  store i16 %1449, ptr %1450, align 2, !tbaa !53
  %1451 = getelementptr inbounds i8, ptr %1444, i64 8
  store ptr %1451, ptr %820, align 8, !tbaa !38
  %1452 = getelementptr inbounds i8, ptr %1448, i64 %1445
  %1453 = icmp ugt ptr %1452, %23
  br i1 %1453, label %1522, label %1454

1454:                                             ; preds = %1442
  %1455 = add i32 %858, 2
  %1456 = and i64 %857, 4294967295
  %1457 = getelementptr inbounds i8, ptr %804, i64 %1456
  %1458 = load i64, ptr %1457, align 1, !tbaa !21
  %1459 = mul i64 %1458, -3523014627271114752
  %1460 = lshr i64 %1459, %813
  %1461 = getelementptr inbounds i32, ptr %9, i64 %1460
  store i32 %1455, ptr %1461, align 4, !tbaa !20
  %1462 = getelementptr inbounds i8, ptr %1452, i64 -2
  %1463 = ptrtoint ptr %1462 to i64
  %1464 = sub i64 %1463, %52
  %1465 = trunc i64 %1464 to i32
  %1466 = load i64, ptr %1462, align 1, !tbaa !21
  %1467 = mul i64 %1466, -3523014627271114752
  %1468 = lshr i64 %1467, %813
  %1469 = getelementptr inbounds i32, ptr %9, i64 %1468
  store i32 %1465, ptr %1469, align 4, !tbaa !20
  br label %1470

1470:                                             ; preds = %1512, %1454
  %1471 = phi ptr [ %1451, %1454 ], [ %1515, %1512 ]
  %1472 = phi ptr [ %1452, %1454 ], [ %1520, %1512 ]
  %1473 = phi i32 [ %1447, %1454 ], [ %1474, %1512 ]
  %1474 = phi i32 [ %1446, %1454 ], [ %1473, %1512 ]
  %1475 = ptrtoint ptr %1472 to i64
  %1476 = sub i64 %1475, %52
  %1477 = trunc i64 %1476 to i32
  %1478 = sub i32 %1477, %1474
  %1479 = icmp ult i32 %1478, %19
  %1480 = zext i32 %1478 to i64
  %1481 = select i1 %1479, ptr %827, ptr %16
  %1482 = getelementptr inbounds i8, ptr %1481, i64 %1480
  %1483 = sub i32 %1478, %19
  %1484 = icmp ugt i32 %1483, -4
  br i1 %1484, label %1522, label %1485

1485:                                             ; preds = %1470
  %1486 = load i32, ptr %1482, align 1, !tbaa !20
  %1487 = load i32, ptr %1472, align 1, !tbaa !20
  %1488 = icmp eq i32 %1486, %1487
  br i1 %1488, label %1489, label %1522

1489:                                             ; preds = %1485
  %1490 = select i1 %1479, ptr %37, ptr %22
  %1491 = getelementptr inbounds i8, ptr %1472, i64 4
  %1492 = getelementptr inbounds i8, ptr %1482, i64 4
  %1493 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %1491, ptr noundef nonnull %1492, ptr noundef %22, ptr noundef %1490, ptr noundef %21)
  %1494 = add i64 %1493, 4
  %1495 = icmp ugt ptr %1472, %816
  br i1 %1495, label %1500, label %1496

1496:                                             ; preds = %1489
  %1497 = load ptr, ptr %817, align 8, !tbaa !36
  %1498 = load <16 x i8>, ptr %1472, align 1
  store <16 x i8> %1498, ptr %1497, align 1
  %1499 = load ptr, ptr %820, align 8, !tbaa !38
  br label %1500

1500:                                             ; preds = %1496, %1489
  %1501 = phi ptr [ %1471, %1489 ], [ %1499, %1496 ]
  %1502 = getelementptr inbounds i8, ptr %1501, i64 4
  store i16 0, ptr %1502, align 4, !tbaa !49
  store i32 1, ptr %1501, align 4, !tbaa !51
  %1503 = add i64 %1493, 1
  %1504 = icmp ugt i64 %1503, 65535
  br i1 %1504, label %1505, label %1512, !prof !52

1505:                                             ; preds = %1500
  store i32 2, ptr %819, align 8, !tbaa !46
  %1506 = load ptr, ptr %1, align 8, !tbaa !47
  %1507 = ptrtoint ptr %1501 to i64
  %1508 = ptrtoint ptr %1506 to i64
  %1509 = sub i64 %1507, %1508
  %1510 = lshr exact i64 %1509, 3
  %1511 = trunc i64 %1510 to i32
  store i32 %1511, ptr %821, align 4, !tbaa !48
  br label %1512

1512:                                             ; preds = %1505, %1500
  %1513 = trunc i64 %1503 to i16
  %1514 = getelementptr inbounds i8, ptr %1501, i64 6
  store i16 %1513, ptr %1514, align 2, !tbaa !53
  %1515 = getelementptr inbounds i8, ptr %1501, i64 8
  store ptr %1515, ptr %820, align 8, !tbaa !38
  %1516 = load i64, ptr %1472, align 1, !tbaa !21
  %1517 = mul i64 %1516, -3523014627271114752
  %1518 = lshr i64 %1517, %813
  %1519 = getelementptr inbounds i32, ptr %9, i64 %1518
  store i32 %1477, ptr %1519, align 4, !tbaa !20
  %1520 = getelementptr inbounds i8, ptr %1472, i64 %1494
  %1521 = icmp ugt ptr %1520, %23
  br i1 %1521, label %1522, label %1470

1522:                                             ; preds = %1512, %1485, %1470, %1442
  %1523 = phi i32 [ %1446, %1442 ], [ %1474, %1470 ], [ %1474, %1485 ], [ %1473, %1512 ]
  %1524 = phi i32 [ %1447, %1442 ], [ %1473, %1470 ], [ %1473, %1485 ], [ %1474, %1512 ]
  %1525 = phi ptr [ %1452, %1442 ], [ %1472, %1470 ], [ %1472, %1485 ], [ %1520, %1512 ]
  %1526 = getelementptr inbounds i8, ptr %1525, i64 %17
  %1527 = icmp ugt ptr %1526, %23
  br i1 %1527, label %2998, label %828

1528:                                             ; preds = %5
  br i1 %55, label %1538, label %1529

1529:                                             ; preds = %1528
  %1530 = zext nneg i32 %51 to i64
  %1531 = shl i64 4, %1530
  %1532 = icmp ugt i32 %51, 61
  br i1 %1532, label %1538, label %1533

1533:                                             ; preds = %1529, %1533
  %1534 = phi i64 [ %1536, %1533 ], [ 0, %1529 ]
  %1535 = getelementptr inbounds i8, ptr %30, i64 %1534
  tail call void @llvm.prefetch.p0(ptr %1535, i32 0, i32 2, i32 1)
  %1536 = add i64 %1534, 64
  %1537 = icmp ult i64 %1536, %1531
  br i1 %1537, label %1533, label %1538, !llvm.loop !78

1538:                                             ; preds = %1533, %1529, %1528
  %1539 = getelementptr inbounds i8, ptr %16, i64 2
  %1540 = getelementptr inbounds i8, ptr %3, i64 %17
  %1541 = icmp ugt ptr %1540, %23
  br i1 %1541, label %2998, label %1542

1542:                                             ; preds = %1538
  %1543 = and i64 %49, 4294967295
  %1544 = icmp eq i64 %1543, 0
  %1545 = zext i1 %1544 to i64
  %1546 = getelementptr inbounds i8, ptr %3, i64 %1545
  %1547 = sub i32 64, %11
  %1548 = zext nneg i32 %1547 to i64
  %1549 = sub i32 56, %51
  %1550 = zext nneg i32 %1549 to i64
  %1551 = getelementptr inbounds i8, ptr %22, i64 -32
  %1552 = getelementptr inbounds i8, ptr %1, i64 24
  %1553 = ptrtoint ptr %1551 to i64
  %1554 = getelementptr inbounds i8, ptr %1, i64 72
  %1555 = getelementptr inbounds i8, ptr %1, i64 8
  %1556 = getelementptr inbounds i8, ptr %1, i64 76
  %1557 = getelementptr inbounds i8, ptr %22, i64 -7
  %1558 = getelementptr inbounds i8, ptr %22, i64 -3
  %1559 = getelementptr inbounds i8, ptr %22, i64 -1
  %1560 = zext i32 %42 to i64
  %1561 = sub nsw i64 0, %1560
  %1562 = getelementptr inbounds i8, ptr %34, i64 %1561
  br label %1563

1563:                                             ; preds = %2257, %1542
  %1564 = phi ptr [ %1540, %1542 ], [ %2261, %2257 ]
  %1565 = phi ptr [ %1546, %1542 ], [ %2260, %2257 ]
  %1566 = phi ptr [ %3, %1542 ], [ %2260, %2257 ]
  %1567 = phi i32 [ %24, %1542 ], [ %2259, %2257 ]
  %1568 = phi i32 [ %26, %1542 ], [ %2258, %2257 ]
  %1569 = load i64, ptr %1565, align 1, !tbaa !21
  %1570 = mul i64 %1569, -3523014627193847808
  %1571 = lshr i64 %1570, %1550
  %1572 = lshr i64 %1571, 8
  %1573 = getelementptr inbounds i32, ptr %30, i64 %1572
  %1574 = load i32, ptr %1573, align 4, !tbaa !20
  %1575 = zext i32 %1574 to i64
  %1576 = xor i64 %1571, %1575
  %1577 = getelementptr inbounds i8, ptr %1565, i64 256
  br label %1578

1578:                                             ; preds = %2156, %1563
  %1579 = phi ptr [ %1577, %1563 ], [ %2158, %2156 ]
  %1580 = phi i64 [ %17, %1563 ], [ %2153, %2156 ]
  %1581 = phi i64 [ %1576, %1563 ], [ %2163, %2156 ]
  %1582 = phi i32 [ %1574, %1563 ], [ %2161, %2156 ]
  %1583 = phi i64 [ %1570, %1563 ], [ %1599, %2156 ]
  %1584 = phi ptr [ %1564, %1563 ], [ %2154, %2156 ]
  %1585 = phi ptr [ %1565, %1563 ], [ %1584, %2156 ]
  %1586 = lshr i64 %1583, %1548
  %1587 = getelementptr inbounds i32, ptr %9, i64 %1586
  %1588 = load i32, ptr %1587, align 4, !tbaa !20
  %1589 = and i64 %1581, 255
  %1590 = icmp eq i64 %1589, 0
  %1591 = ptrtoint ptr %1585 to i64
  %1592 = sub i64 %1591, %52
  %1593 = trunc i64 %1592 to i32
  %1594 = zext i32 %1588 to i64
  %1595 = getelementptr inbounds i8, ptr %16, i64 %1594
  %1596 = sub i32 %1593, %1567
  %1597 = add i32 %1596, 1
  %1598 = load i64, ptr %1584, align 1, !tbaa !21
  %1599 = mul i64 %1598, -3523014627193847808
  %1600 = lshr i64 %1599, %1550
  store i32 %1593, ptr %1587, align 4, !tbaa !20
  %1601 = sub i32 %1597, %19
  %1602 = icmp ugt i32 %1601, -4
  br i1 %1602, label %1748, label %1603

1603:                                             ; preds = %1578
  %1604 = icmp ult i32 %1597, %19
  %1605 = sub i32 %1597, %42
  %1606 = zext i32 %1605 to i64
  %1607 = getelementptr inbounds i8, ptr %34, i64 %1606
  %1608 = zext i32 %1597 to i64
  %1609 = getelementptr inbounds i8, ptr %16, i64 %1608
  %1610 = select i1 %1604, ptr %1607, ptr %1609
  %1611 = load i32, ptr %1610, align 1, !tbaa !20
  %1612 = getelementptr inbounds i8, ptr %1585, i64 1
  %1613 = load i32, ptr %1612, align 1, !tbaa !20
  %1614 = icmp eq i32 %1611, %1613
  br i1 %1614, label %1615, label %1748

1615:                                             ; preds = %1603
  %1616 = getelementptr inbounds i8, ptr %1585, i64 1
  %1617 = select i1 %1604, ptr %37, ptr %22
  %1618 = getelementptr inbounds i8, ptr %1585, i64 5
  %1619 = getelementptr inbounds i8, ptr %1610, i64 4
  %1620 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %1618, ptr noundef nonnull %1619, ptr noundef %22, ptr noundef %1617, ptr noundef %21)
  %1621 = add i64 %1620, 4
  %1622 = ptrtoint ptr %1616 to i64
  %1623 = ptrtoint ptr %1566 to i64
  %1624 = sub i64 %1622, %1623
  %1625 = getelementptr inbounds i8, ptr %1566, i64 %1624
  %1626 = icmp ugt ptr %1625, %1551
  %1627 = load ptr, ptr %1552, align 8, !tbaa !36
  br i1 %1626, label %1653, label %1628

1628:                                             ; preds = %1615
  %1629 = load <16 x i8>, ptr %1566, align 1
  store <16 x i8> %1629, ptr %1627, align 1
  %1630 = icmp ugt i64 %1624, 16
  %1631 = load ptr, ptr %1552, align 8, !tbaa !36
  br i1 %1630, label %1635, label %1632

1632:                                             ; preds = %1628
  %1633 = getelementptr inbounds i8, ptr %1631, i64 %1624
  store ptr %1633, ptr %1552, align 8, !tbaa !36
  %1634 = load ptr, ptr %1555, align 8, !tbaa !38
  br label %1742

1635:                                             ; preds = %1628
  %1636 = getelementptr inbounds i8, ptr %1631, i64 16
  %1637 = getelementptr inbounds i8, ptr %1566, i64 16
  %1638 = getelementptr i8, ptr %1631, i64 %1624
  %1639 = load <16 x i8>, ptr %1637, align 1
  store <16 x i8> %1639, ptr %1636, align 1
  %1640 = icmp slt i64 %1624, 33
  br i1 %1640, label %1730, label %1641

1641:                                             ; preds = %1635
  %1642 = getelementptr inbounds i8, ptr %1631, i64 32
  br label %1643

1643:                                             ; preds = %1643, %1641
  %1644 = phi ptr [ %1642, %1641 ], [ %1651, %1643 ]
  %1645 = phi ptr [ %1637, %1641 ], [ %1649, %1643 ]
  %1646 = getelementptr inbounds i8, ptr %1645, i64 16
  %1647 = load <16 x i8>, ptr %1646, align 1
  store <16 x i8> %1647, ptr %1644, align 1
  %1648 = getelementptr inbounds i8, ptr %1644, i64 16
  %1649 = getelementptr inbounds i8, ptr %1645, i64 32
  %1650 = load <16 x i8>, ptr %1649, align 1
  store <16 x i8> %1650, ptr %1648, align 1
  %1651 = getelementptr inbounds i8, ptr %1644, i64 32
  %1652 = icmp ult ptr %1651, %1638
  br i1 %1652, label %1643, label %1730, !llvm.loop !39

1653:                                             ; preds = %1615
  %1654 = icmp ugt ptr %1566, %1551
  br i1 %1654, label %1672, label %1655

1655:                                             ; preds = %1653
  %1656 = sub i64 %1553, %1623
  %1657 = getelementptr inbounds i8, ptr %1627, i64 %1656
  %1658 = load <16 x i8>, ptr %1566, align 1
  store <16 x i8> %1658, ptr %1627, align 1
  %1659 = icmp slt i64 %1656, 17
  br i1 %1659, label %1672, label %1660

1660:                                             ; preds = %1655
  %1661 = getelementptr inbounds i8, ptr %1627, i64 16
  br label %1662

1662:                                             ; preds = %1662, %1660
  %1663 = phi ptr [ %1661, %1660 ], [ %1670, %1662 ]
  %1664 = phi ptr [ %1566, %1660 ], [ %1668, %1662 ]
  %1665 = getelementptr inbounds i8, ptr %1664, i64 16
  %1666 = load <16 x i8>, ptr %1665, align 1
  store <16 x i8> %1666, ptr %1663, align 1
  %1667 = getelementptr inbounds i8, ptr %1663, i64 16
  %1668 = getelementptr inbounds i8, ptr %1664, i64 32
  %1669 = load <16 x i8>, ptr %1668, align 1
  store <16 x i8> %1669, ptr %1667, align 1
  %1670 = getelementptr inbounds i8, ptr %1663, i64 32
  %1671 = icmp ult ptr %1670, %1657
  br i1 %1671, label %1662, label %1672, !llvm.loop !39

1672:                                             ; preds = %1662, %1655, %1653
  %1673 = phi ptr [ %1551, %1655 ], [ %1566, %1653 ], [ %1551, %1662 ]
  %1674 = phi ptr [ %1657, %1655 ], [ %1627, %1653 ], [ %1657, %1662 ]
  %1675 = icmp ult ptr %1673, %1625
  br i1 %1675, label %1676, label %1730

1676:                                             ; preds = %1672
  %1677 = ptrtoint ptr %1674 to i64
  %1678 = ptrtoint ptr %1673 to i64
  %1679 = sub i64 %1622, %1678
  %1680 = getelementptr i8, ptr %1673, i64 %1679
  %1681 = icmp ult i64 %1679, 8
  %1682 = sub i64 %1677, %1678
  %1683 = icmp ult i64 %1682, 32
  %1684 = select i1 %1681, i1 true, i1 %1683
  br i1 %1684, label %1720, label %1685

1685:                                             ; preds = %1676
  %1686 = icmp ult i64 %1679, 32
  br i1 %1686, label %1706, label %1687

1687:                                             ; preds = %1685
  %1688 = and i64 %1679, -32
  br label %1689

1689:                                             ; preds = %1689, %1687
  %1690 = phi i64 [ 0, %1687 ], [ %1697, %1689 ]
  %1691 = getelementptr i8, ptr %1674, i64 %1690
  %1692 = getelementptr i8, ptr %1673, i64 %1690
  %1693 = getelementptr i8, ptr %1692, i64 16
  %1694 = load <16 x i8>, ptr %1692, align 1, !tbaa !31
  %1695 = load <16 x i8>, ptr %1693, align 1, !tbaa !31
  %1696 = getelementptr i8, ptr %1691, i64 16
  store <16 x i8> %1694, ptr %1691, align 1, !tbaa !31
  store <16 x i8> %1695, ptr %1696, align 1, !tbaa !31
  %1697 = add nuw i64 %1690, 32
  %1698 = icmp eq i64 %1697, %1688
  br i1 %1698, label %1699, label %1689, !llvm.loop !99

1699:                                             ; preds = %1689
  %1700 = icmp eq i64 %1679, %1688
  br i1 %1700, label %1730, label %1701

1701:                                             ; preds = %1699
  %1702 = getelementptr i8, ptr %1673, i64 %1688
  %1703 = getelementptr i8, ptr %1674, i64 %1688
  %1704 = and i64 %1679, 24
  %1705 = icmp eq i64 %1704, 0
  br i1 %1705, label %1720, label %1706

1706:                                             ; preds = %1685, %1701
  %1707 = phi i64 [ %1688, %1701 ], [ 0, %1685 ]
  %1708 = and i64 %1679, -8
  %1709 = getelementptr i8, ptr %1674, i64 %1708
  %1710 = getelementptr i8, ptr %1673, i64 %1708
  br label %1711

1711:                                             ; preds = %1711, %1706
  %1712 = phi i64 [ %1707, %1706 ], [ %1716, %1711 ]
  %1713 = getelementptr i8, ptr %1674, i64 %1712
  %1714 = getelementptr i8, ptr %1673, i64 %1712
  %1715 = load <8 x i8>, ptr %1714, align 1, !tbaa !31
  store <8 x i8> %1715, ptr %1713, align 1, !tbaa !31
  %1716 = add nuw i64 %1712, 8
  %1717 = icmp eq i64 %1716, %1708
  br i1 %1717, label %1718, label %1711, !llvm.loop !100

1718:                                             ; preds = %1711
  %1719 = icmp eq i64 %1679, %1708
  br i1 %1719, label %1730, label %1720

1720:                                             ; preds = %1718, %1676, %1701
  %1721 = phi ptr [ %1674, %1676 ], [ %1703, %1701 ], [ %1709, %1718 ]
  %1722 = phi ptr [ %1673, %1676 ], [ %1702, %1701 ], [ %1710, %1718 ]
  br label %1723

1723:                                             ; preds = %1720, %1723
  %1724 = phi ptr [ %1728, %1723 ], [ %1721, %1720 ]
  %1725 = phi ptr [ %1726, %1723 ], [ %1722, %1720 ]
  %1726 = getelementptr inbounds i8, ptr %1725, i64 1
  %1727 = load i8, ptr %1725, align 1, !tbaa !31
  %1728 = getelementptr inbounds i8, ptr %1724, i64 1
  store i8 %1727, ptr %1724, align 1, !tbaa !31
  %1729 = icmp eq ptr %1726, %1680
  br i1 %1729, label %1730, label %1723, !llvm.loop !101

1730:                                             ; preds = %1643, %1723, %1699, %1718, %1672, %1635
  %1731 = load ptr, ptr %1552, align 8, !tbaa !36
  %1732 = getelementptr inbounds i8, ptr %1731, i64 %1624
  store ptr %1732, ptr %1552, align 8, !tbaa !36
  %1733 = icmp ugt i64 %1624, 65535
  %1734 = load ptr, ptr %1555, align 8, !tbaa !38
  br i1 %1733, label %1735, label %1742, !prof !45

1735:                                             ; preds = %1730
  store i32 1, ptr %1554, align 8, !tbaa !46
  %1736 = load ptr, ptr %1, align 8, !tbaa !47
  %1737 = ptrtoint ptr %1734 to i64
  %1738 = ptrtoint ptr %1736 to i64
  %1739 = sub i64 %1737, %1738
  %1740 = lshr exact i64 %1739, 3
  %1741 = trunc i64 %1740 to i32
  store i32 %1741, ptr %1556, align 4, !tbaa !48
  br label %1742

1742:                                             ; preds = %1735, %1730, %1632
  %1743 = phi ptr [ %1634, %1632 ], [ %1734, %1735 ], [ %1734, %1730 ]
  %1744 = trunc i64 %1624 to i16
  %1745 = getelementptr inbounds i8, ptr %1743, i64 4
  store i16 %1744, ptr %1745, align 4, !tbaa !49
  store i32 1, ptr %1743, align 4, !tbaa !51
  %1746 = add i64 %1620, 1
  %1747 = icmp ugt i64 %1746, 65535
  br i1 %1747, label %2164, label %2177, !prof !52

1748:                                             ; preds = %1603, %1578
  br i1 %1590, label %1751, label %1749

1749:                                             ; preds = %1748
  %1750 = load i32, ptr %1585, align 1, !tbaa !20
  br label %1919

1751:                                             ; preds = %1748
  %1752 = lshr i32 %1582, 8
  %1753 = icmp ugt i32 %1752, %32
  %1754 = load i32, ptr %1585, align 1, !tbaa !20
  br i1 %1753, label %1755, label %1919

1755:                                             ; preds = %1751
  %1756 = zext nneg i32 %1752 to i64
  %1757 = getelementptr inbounds i8, ptr %34, i64 %1756
  %1758 = load i32, ptr %1757, align 1, !tbaa !20
  %1759 = icmp ne i32 %1758, %1754
  %1760 = icmp ugt i32 %1588, %19
  %1761 = select i1 %1759, i1 true, i1 %1760
  br i1 %1761, label %1919, label %1762

1762:                                             ; preds = %1755
  %1763 = getelementptr inbounds i8, ptr %34, i64 %1756
  %1764 = add i32 %1752, %42
  %1765 = sub i32 %1593, %1764
  %1766 = getelementptr inbounds i8, ptr %1585, i64 4
  %1767 = getelementptr inbounds i8, ptr %1763, i64 4
  %1768 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %1766, ptr noundef nonnull %1767, ptr noundef %22, ptr noundef %37, ptr noundef %21)
  %1769 = add i64 %1768, 4
  %1770 = icmp ugt ptr %1585, %1566
  br i1 %1770, label %1771, label %1789

1771:                                             ; preds = %1762, %1780
  %1772 = phi ptr [ %1775, %1780 ], [ %1585, %1762 ]
  %1773 = phi i64 [ %1781, %1780 ], [ %1769, %1762 ]
  %1774 = phi ptr [ %1777, %1780 ], [ %1763, %1762 ]
  %1775 = getelementptr inbounds i8, ptr %1772, i64 -1
  %1776 = load i8, ptr %1775, align 1, !tbaa !31
  %1777 = getelementptr inbounds i8, ptr %1774, i64 -1
  %1778 = load i8, ptr %1777, align 1, !tbaa !31
  %1779 = icmp eq i8 %1776, %1778
  br i1 %1779, label %1780, label %1785

1780:                                             ; preds = %1771
  %1781 = add i64 %1773, 1
  %1782 = icmp ugt ptr %1775, %1566
  %1783 = icmp ugt ptr %1777, %36
  %1784 = and i1 %1782, %1783
  br i1 %1784, label %1771, label %1785, !llvm.loop !82

1785:                                             ; preds = %1780, %1771
  %1786 = phi i64 [ %1781, %1780 ], [ %1773, %1771 ]
  %1787 = phi ptr [ %1775, %1780 ], [ %1772, %1771 ]
  %1788 = ptrtoint ptr %1787 to i64
  br label %1789

1789:                                             ; preds = %1785, %1762
  %1790 = phi i64 [ %1788, %1785 ], [ %1591, %1762 ]
  %1791 = phi i64 [ %1786, %1785 ], [ %1769, %1762 ]
  %1792 = phi ptr [ %1787, %1785 ], [ %1585, %1762 ]
  %1793 = ptrtoint ptr %1566 to i64
  %1794 = sub i64 %1790, %1793
  %1795 = add i32 %1765, 3
  %1796 = getelementptr inbounds i8, ptr %1566, i64 %1794
  %1797 = icmp ugt ptr %1796, %1551
  %1798 = load ptr, ptr %1552, align 8, !tbaa !36
  br i1 %1797, label %1824, label %1799

1799:                                             ; preds = %1789
  %1800 = load <16 x i8>, ptr %1566, align 1
  store <16 x i8> %1800, ptr %1798, align 1
  %1801 = icmp ugt i64 %1794, 16
  %1802 = load ptr, ptr %1552, align 8, !tbaa !36
  br i1 %1801, label %1806, label %1803

1803:                                             ; preds = %1799
  %1804 = getelementptr inbounds i8, ptr %1802, i64 %1794
  store ptr %1804, ptr %1552, align 8, !tbaa !36
  %1805 = load ptr, ptr %1555, align 8, !tbaa !38
  br label %1913

1806:                                             ; preds = %1799
  %1807 = getelementptr inbounds i8, ptr %1802, i64 16
  %1808 = getelementptr inbounds i8, ptr %1566, i64 16
  %1809 = getelementptr i8, ptr %1802, i64 %1794
  %1810 = load <16 x i8>, ptr %1808, align 1
  store <16 x i8> %1810, ptr %1807, align 1
  %1811 = icmp slt i64 %1794, 33
  br i1 %1811, label %1901, label %1812

1812:                                             ; preds = %1806
  %1813 = getelementptr inbounds i8, ptr %1802, i64 32
  br label %1814

1814:                                             ; preds = %1814, %1812
  %1815 = phi ptr [ %1813, %1812 ], [ %1822, %1814 ]
  %1816 = phi ptr [ %1808, %1812 ], [ %1820, %1814 ]
  %1817 = getelementptr inbounds i8, ptr %1816, i64 16
  %1818 = load <16 x i8>, ptr %1817, align 1
  store <16 x i8> %1818, ptr %1815, align 1
  %1819 = getelementptr inbounds i8, ptr %1815, i64 16
  %1820 = getelementptr inbounds i8, ptr %1816, i64 32
  %1821 = load <16 x i8>, ptr %1820, align 1
  store <16 x i8> %1821, ptr %1819, align 1
  %1822 = getelementptr inbounds i8, ptr %1815, i64 32
  %1823 = icmp ult ptr %1822, %1809
  br i1 %1823, label %1814, label %1901, !llvm.loop !39

1824:                                             ; preds = %1789
  %1825 = icmp ugt ptr %1566, %1551
  br i1 %1825, label %1843, label %1826

1826:                                             ; preds = %1824
  %1827 = sub i64 %1553, %1793
  %1828 = getelementptr inbounds i8, ptr %1798, i64 %1827
  %1829 = load <16 x i8>, ptr %1566, align 1
  store <16 x i8> %1829, ptr %1798, align 1
  %1830 = icmp slt i64 %1827, 17
  br i1 %1830, label %1843, label %1831

1831:                                             ; preds = %1826
  %1832 = getelementptr inbounds i8, ptr %1798, i64 16
  br label %1833

1833:                                             ; preds = %1833, %1831
  %1834 = phi ptr [ %1832, %1831 ], [ %1841, %1833 ]
  %1835 = phi ptr [ %1566, %1831 ], [ %1839, %1833 ]
  %1836 = getelementptr inbounds i8, ptr %1835, i64 16
  %1837 = load <16 x i8>, ptr %1836, align 1
  store <16 x i8> %1837, ptr %1834, align 1
  %1838 = getelementptr inbounds i8, ptr %1834, i64 16
  %1839 = getelementptr inbounds i8, ptr %1835, i64 32
  %1840 = load <16 x i8>, ptr %1839, align 1
  store <16 x i8> %1840, ptr %1838, align 1
  %1841 = getelementptr inbounds i8, ptr %1834, i64 32
  %1842 = icmp ult ptr %1841, %1828
  br i1 %1842, label %1833, label %1843, !llvm.loop !39

1843:                                             ; preds = %1833, %1826, %1824
  %1844 = phi ptr [ %1551, %1826 ], [ %1566, %1824 ], [ %1551, %1833 ]
  %1845 = phi ptr [ %1828, %1826 ], [ %1798, %1824 ], [ %1828, %1833 ]
  %1846 = icmp ult ptr %1844, %1796
  br i1 %1846, label %1847, label %1901

1847:                                             ; preds = %1843
  %1848 = ptrtoint ptr %1845 to i64
  %1849 = ptrtoint ptr %1844 to i64
  %1850 = sub i64 %1790, %1849
  %1851 = getelementptr i8, ptr %1844, i64 %1850
  %1852 = icmp ult i64 %1850, 8
  %1853 = sub i64 %1848, %1849
  %1854 = icmp ult i64 %1853, 32
  %1855 = select i1 %1852, i1 true, i1 %1854
  br i1 %1855, label %1891, label %1856

1856:                                             ; preds = %1847
  %1857 = icmp ult i64 %1850, 32
  br i1 %1857, label %1877, label %1858

1858:                                             ; preds = %1856
  %1859 = and i64 %1850, -32
  br label %1860

1860:                                             ; preds = %1860, %1858
  %1861 = phi i64 [ 0, %1858 ], [ %1868, %1860 ]
  %1862 = getelementptr i8, ptr %1845, i64 %1861
  %1863 = getelementptr i8, ptr %1844, i64 %1861
  %1864 = getelementptr i8, ptr %1863, i64 16
  %1865 = load <16 x i8>, ptr %1863, align 1, !tbaa !31
  %1866 = load <16 x i8>, ptr %1864, align 1, !tbaa !31
  %1867 = getelementptr i8, ptr %1862, i64 16
  store <16 x i8> %1865, ptr %1862, align 1, !tbaa !31
  store <16 x i8> %1866, ptr %1867, align 1, !tbaa !31
  %1868 = add nuw i64 %1861, 32
  %1869 = icmp eq i64 %1868, %1859
  br i1 %1869, label %1870, label %1860, !llvm.loop !102

1870:                                             ; preds = %1860
  %1871 = icmp eq i64 %1850, %1859
  br i1 %1871, label %1901, label %1872

1872:                                             ; preds = %1870
  %1873 = getelementptr i8, ptr %1844, i64 %1859
  %1874 = getelementptr i8, ptr %1845, i64 %1859
  %1875 = and i64 %1850, 24
  %1876 = icmp eq i64 %1875, 0
  br i1 %1876, label %1891, label %1877

1877:                                             ; preds = %1856, %1872
  %1878 = phi i64 [ %1859, %1872 ], [ 0, %1856 ]
  %1879 = and i64 %1850, -8
  %1880 = getelementptr i8, ptr %1845, i64 %1879
  %1881 = getelementptr i8, ptr %1844, i64 %1879
  br label %1882

1882:                                             ; preds = %1882, %1877
  %1883 = phi i64 [ %1878, %1877 ], [ %1887, %1882 ]
  %1884 = getelementptr i8, ptr %1845, i64 %1883
  %1885 = getelementptr i8, ptr %1844, i64 %1883
  %1886 = load <8 x i8>, ptr %1885, align 1, !tbaa !31
  store <8 x i8> %1886, ptr %1884, align 1, !tbaa !31
  %1887 = add nuw i64 %1883, 8
  %1888 = icmp eq i64 %1887, %1879
  br i1 %1888, label %1889, label %1882, !llvm.loop !103

1889:                                             ; preds = %1882
  %1890 = icmp eq i64 %1850, %1879
  br i1 %1890, label %1901, label %1891

1891:                                             ; preds = %1889, %1847, %1872
  %1892 = phi ptr [ %1845, %1847 ], [ %1874, %1872 ], [ %1880, %1889 ]
  %1893 = phi ptr [ %1844, %1847 ], [ %1873, %1872 ], [ %1881, %1889 ]
  br label %1894

1894:                                             ; preds = %1891, %1894
  %1895 = phi ptr [ %1899, %1894 ], [ %1892, %1891 ]
  %1896 = phi ptr [ %1897, %1894 ], [ %1893, %1891 ]
  %1897 = getelementptr inbounds i8, ptr %1896, i64 1
  %1898 = load i8, ptr %1896, align 1, !tbaa !31
  %1899 = getelementptr inbounds i8, ptr %1895, i64 1
  store i8 %1898, ptr %1895, align 1, !tbaa !31
  %1900 = icmp eq ptr %1897, %1851
  br i1 %1900, label %1901, label %1894, !llvm.loop !104

1901:                                             ; preds = %1814, %1894, %1870, %1889, %1843, %1806
  %1902 = load ptr, ptr %1552, align 8, !tbaa !36
  %1903 = getelementptr inbounds i8, ptr %1902, i64 %1794
  store ptr %1903, ptr %1552, align 8, !tbaa !36
  %1904 = icmp ugt i64 %1794, 65535
  %1905 = load ptr, ptr %1555, align 8, !tbaa !38
  br i1 %1904, label %1906, label %1913, !prof !45

1906:                                             ; preds = %1901
  store i32 1, ptr %1554, align 8, !tbaa !46
  %1907 = load ptr, ptr %1, align 8, !tbaa !47
  %1908 = ptrtoint ptr %1905 to i64
  %1909 = ptrtoint ptr %1907 to i64
  %1910 = sub i64 %1908, %1909
  %1911 = lshr exact i64 %1910, 3
  %1912 = trunc i64 %1911 to i32
  store i32 %1912, ptr %1556, align 4, !tbaa !48
  br label %1913

1913:                                             ; preds = %1906, %1901, %1803
  %1914 = phi ptr [ %1805, %1803 ], [ %1905, %1906 ], [ %1905, %1901 ]
  %1915 = trunc i64 %1794 to i16
  %1916 = getelementptr inbounds i8, ptr %1914, i64 4
  store i16 %1915, ptr %1916, align 4, !tbaa !49
  store i32 %1795, ptr %1914, align 4, !tbaa !51
  %1917 = add i64 %1791, -3
  %1918 = icmp ugt i64 %1917, 65535
  br i1 %1918, label %2164, label %2177, !prof !52

1919:                                             ; preds = %1755, %1751, %1749
  %1920 = phi i32 [ %1750, %1749 ], [ %1754, %1751 ], [ %1754, %1755 ]
  %1921 = icmp ult i32 %1588, %19
  %1922 = select i1 %1921, ptr @ZSTD_match4Found_cmov.dummy, ptr %1595
  %1923 = load i32, ptr %1922, align 1, !tbaa !20
  %1924 = icmp eq i32 %1920, %1923
  br i1 %1924, label %1925, label %2150

1925:                                             ; preds = %1919
  tail call void asm sideeffect "", ""() #6, !srcloc !30
  br i1 %1921, label %2150, label %1926

1926:                                             ; preds = %1925
  %1927 = ptrtoint ptr %1595 to i64
  %1928 = sub i64 %1591, %1927
  %1929 = trunc i64 %1928 to i32
  %1930 = getelementptr inbounds i8, ptr %1585, i64 4
  %1931 = getelementptr inbounds i8, ptr %1595, i64 4
  %1932 = icmp ugt ptr %1557, %1930
  br i1 %1932, label %1933, label %1959

1933:                                             ; preds = %1926
  %1934 = load i64, ptr %1931, align 1, !tbaa !21
  %1935 = load i64, ptr %1930, align 1, !tbaa !21
  %1936 = icmp eq i64 %1934, %1935
  br i1 %1936, label %1941, label %1937

1937:                                             ; preds = %1933
  %1938 = xor i64 %1935, %1934
  %1939 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1938, i1 false)
  %1940 = lshr i64 %1939, 3
  br label %1996

1941:                                             ; preds = %1933, %1947
  %1942 = phi ptr [ %1945, %1947 ], [ %1931, %1933 ]
  %1943 = phi ptr [ %1944, %1947 ], [ %1930, %1933 ]
  %1944 = getelementptr inbounds i8, ptr %1943, i64 8
  %1945 = getelementptr inbounds i8, ptr %1942, i64 8
  %1946 = icmp ult ptr %1944, %1557
  br i1 %1946, label %1947, label %1959

1947:                                             ; preds = %1941
  %1948 = load i64, ptr %1945, align 1, !tbaa !21
  %1949 = load i64, ptr %1944, align 1, !tbaa !21
  %1950 = icmp eq i64 %1948, %1949
  br i1 %1950, label %1941, label %1951

1951:                                             ; preds = %1947
  %1952 = xor i64 %1949, %1948
  %1953 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1952, i1 false)
  %1954 = lshr i64 %1953, 3
  %1955 = getelementptr inbounds i8, ptr %1944, i64 %1954
  %1956 = ptrtoint ptr %1955 to i64
  %1957 = ptrtoint ptr %1930 to i64
  %1958 = sub i64 %1956, %1957
  br label %1996

1959:                                             ; preds = %1941, %1926
  %1960 = phi ptr [ %1931, %1926 ], [ %1945, %1941 ]
  %1961 = phi ptr [ %1930, %1926 ], [ %1944, %1941 ]
  %1962 = icmp ult ptr %1961, %1558
  br i1 %1962, label %1963, label %1970

1963:                                             ; preds = %1959
  %1964 = load i32, ptr %1960, align 1, !tbaa !20
  %1965 = load i32, ptr %1961, align 1, !tbaa !20
  %1966 = icmp eq i32 %1964, %1965
  br i1 %1966, label %1967, label %1970

1967:                                             ; preds = %1963
  %1968 = getelementptr inbounds i8, ptr %1961, i64 4
  %1969 = getelementptr inbounds i8, ptr %1960, i64 4
  br label %1970

1970:                                             ; preds = %1967, %1963, %1959
  %1971 = phi ptr [ %1969, %1967 ], [ %1960, %1963 ], [ %1960, %1959 ]
  %1972 = phi ptr [ %1968, %1967 ], [ %1961, %1963 ], [ %1961, %1959 ]
  %1973 = icmp ult ptr %1972, %1559
  br i1 %1973, label %1974, label %1981

1974:                                             ; preds = %1970
  %1975 = load i16, ptr %1971, align 1, !tbaa !34
  %1976 = load i16, ptr %1972, align 1, !tbaa !34
  %1977 = icmp eq i16 %1975, %1976
  br i1 %1977, label %1978, label %1981

1978:                                             ; preds = %1974
  %1979 = getelementptr inbounds i8, ptr %1972, i64 2
  %1980 = getelementptr inbounds i8, ptr %1971, i64 2
  br label %1981

1981:                                             ; preds = %1978, %1974, %1970
  %1982 = phi ptr [ %1980, %1978 ], [ %1971, %1974 ], [ %1971, %1970 ]
  %1983 = phi ptr [ %1979, %1978 ], [ %1972, %1974 ], [ %1972, %1970 ]
  %1984 = icmp ult ptr %1983, %22
  br i1 %1984, label %1985, label %1991

1985:                                             ; preds = %1981
  %1986 = load i8, ptr %1982, align 1, !tbaa !31
  %1987 = load i8, ptr %1983, align 1, !tbaa !31
  %1988 = icmp eq i8 %1986, %1987
  %1989 = zext i1 %1988 to i64
  %1990 = getelementptr inbounds i8, ptr %1983, i64 %1989
  br label %1991

1991:                                             ; preds = %1985, %1981
  %1992 = phi ptr [ %1983, %1981 ], [ %1990, %1985 ]
  %1993 = ptrtoint ptr %1992 to i64
  %1994 = ptrtoint ptr %1930 to i64
  %1995 = sub i64 %1993, %1994
  br label %1996

1996:                                             ; preds = %1991, %1951, %1937
  %1997 = phi i64 [ %1995, %1991 ], [ %1940, %1937 ], [ %1958, %1951 ]
  %1998 = add i64 %1997, 4
  %1999 = icmp ugt ptr %1585, %1566
  %2000 = icmp ugt i32 %1588, %19
  %2001 = and i1 %1999, %2000
  br i1 %2001, label %2002, label %2020

2002:                                             ; preds = %1996, %2011
  %2003 = phi ptr [ %2006, %2011 ], [ %1585, %1996 ]
  %2004 = phi i64 [ %2012, %2011 ], [ %1998, %1996 ]
  %2005 = phi ptr [ %2008, %2011 ], [ %1595, %1996 ]
  %2006 = getelementptr inbounds i8, ptr %2003, i64 -1
  %2007 = load i8, ptr %2006, align 1, !tbaa !31
  %2008 = getelementptr inbounds i8, ptr %2005, i64 -1
  %2009 = load i8, ptr %2008, align 1, !tbaa !31
  %2010 = icmp eq i8 %2007, %2009
  br i1 %2010, label %2011, label %2016

2011:                                             ; preds = %2002
  %2012 = add i64 %2004, 1
  %2013 = icmp ugt ptr %2006, %1566
  %2014 = icmp ugt ptr %2008, %21
  %2015 = and i1 %2013, %2014
  br i1 %2015, label %2002, label %2016, !llvm.loop !86

2016:                                             ; preds = %2011, %2002
  %2017 = phi i64 [ %2012, %2011 ], [ %2004, %2002 ]
  %2018 = phi ptr [ %2006, %2011 ], [ %2003, %2002 ]
  %2019 = ptrtoint ptr %2018 to i64
  br label %2020

2020:                                             ; preds = %2016, %1996
  %2021 = phi i64 [ %2019, %2016 ], [ %1591, %1996 ]
  %2022 = phi i64 [ %2017, %2016 ], [ %1998, %1996 ]
  %2023 = phi ptr [ %2018, %2016 ], [ %1585, %1996 ]
  %2024 = ptrtoint ptr %1566 to i64
  %2025 = sub i64 %2021, %2024
  %2026 = add i32 %1929, 3
  %2027 = getelementptr inbounds i8, ptr %1566, i64 %2025
  %2028 = icmp ugt ptr %2027, %1551
  %2029 = load ptr, ptr %1552, align 8, !tbaa !36
  br i1 %2028, label %2055, label %2030

2030:                                             ; preds = %2020
  %2031 = load <16 x i8>, ptr %1566, align 1
  store <16 x i8> %2031, ptr %2029, align 1
  %2032 = icmp ugt i64 %2025, 16
  %2033 = load ptr, ptr %1552, align 8, !tbaa !36
  br i1 %2032, label %2037, label %2034

2034:                                             ; preds = %2030
  %2035 = getelementptr inbounds i8, ptr %2033, i64 %2025
  store ptr %2035, ptr %1552, align 8, !tbaa !36
  %2036 = load ptr, ptr %1555, align 8, !tbaa !38
  br label %2144

2037:                                             ; preds = %2030
  %2038 = getelementptr inbounds i8, ptr %2033, i64 16
  %2039 = getelementptr inbounds i8, ptr %1566, i64 16
  %2040 = getelementptr i8, ptr %2033, i64 %2025
  %2041 = load <16 x i8>, ptr %2039, align 1
  store <16 x i8> %2041, ptr %2038, align 1
  %2042 = icmp slt i64 %2025, 33
  br i1 %2042, label %2132, label %2043

2043:                                             ; preds = %2037
  %2044 = getelementptr inbounds i8, ptr %2033, i64 32
  br label %2045

2045:                                             ; preds = %2045, %2043
  %2046 = phi ptr [ %2044, %2043 ], [ %2053, %2045 ]
  %2047 = phi ptr [ %2039, %2043 ], [ %2051, %2045 ]
  %2048 = getelementptr inbounds i8, ptr %2047, i64 16
  %2049 = load <16 x i8>, ptr %2048, align 1
  store <16 x i8> %2049, ptr %2046, align 1
  %2050 = getelementptr inbounds i8, ptr %2046, i64 16
  %2051 = getelementptr inbounds i8, ptr %2047, i64 32
  %2052 = load <16 x i8>, ptr %2051, align 1
  store <16 x i8> %2052, ptr %2050, align 1
  %2053 = getelementptr inbounds i8, ptr %2046, i64 32
  %2054 = icmp ult ptr %2053, %2040
  br i1 %2054, label %2045, label %2132, !llvm.loop !39

2055:                                             ; preds = %2020
  %2056 = icmp ugt ptr %1566, %1551
  br i1 %2056, label %2074, label %2057

2057:                                             ; preds = %2055
  %2058 = sub i64 %1553, %2024
  %2059 = getelementptr inbounds i8, ptr %2029, i64 %2058
  %2060 = load <16 x i8>, ptr %1566, align 1
  store <16 x i8> %2060, ptr %2029, align 1
  %2061 = icmp slt i64 %2058, 17
  br i1 %2061, label %2074, label %2062

2062:                                             ; preds = %2057
  %2063 = getelementptr inbounds i8, ptr %2029, i64 16
  br label %2064

2064:                                             ; preds = %2064, %2062
  %2065 = phi ptr [ %2063, %2062 ], [ %2072, %2064 ]
  %2066 = phi ptr [ %1566, %2062 ], [ %2070, %2064 ]
  %2067 = getelementptr inbounds i8, ptr %2066, i64 16
  %2068 = load <16 x i8>, ptr %2067, align 1
  store <16 x i8> %2068, ptr %2065, align 1
  %2069 = getelementptr inbounds i8, ptr %2065, i64 16
  %2070 = getelementptr inbounds i8, ptr %2066, i64 32
  %2071 = load <16 x i8>, ptr %2070, align 1
  store <16 x i8> %2071, ptr %2069, align 1
  %2072 = getelementptr inbounds i8, ptr %2065, i64 32
  %2073 = icmp ult ptr %2072, %2059
  br i1 %2073, label %2064, label %2074, !llvm.loop !39

2074:                                             ; preds = %2064, %2057, %2055
  %2075 = phi ptr [ %1551, %2057 ], [ %1566, %2055 ], [ %1551, %2064 ]
  %2076 = phi ptr [ %2059, %2057 ], [ %2029, %2055 ], [ %2059, %2064 ]
  %2077 = icmp ult ptr %2075, %2027
  br i1 %2077, label %2078, label %2132

2078:                                             ; preds = %2074
  %2079 = ptrtoint ptr %2076 to i64
  %2080 = ptrtoint ptr %2075 to i64
  %2081 = sub i64 %2021, %2080
  %2082 = getelementptr i8, ptr %2075, i64 %2081
  %2083 = icmp ult i64 %2081, 8
  %2084 = sub i64 %2079, %2080
  %2085 = icmp ult i64 %2084, 32
  %2086 = select i1 %2083, i1 true, i1 %2085
  br i1 %2086, label %2122, label %2087

2087:                                             ; preds = %2078
  %2088 = icmp ult i64 %2081, 32
  br i1 %2088, label %2108, label %2089

2089:                                             ; preds = %2087
  %2090 = and i64 %2081, -32
  br label %2091

2091:                                             ; preds = %2091, %2089
  %2092 = phi i64 [ 0, %2089 ], [ %2099, %2091 ]
  %2093 = getelementptr i8, ptr %2076, i64 %2092
  %2094 = getelementptr i8, ptr %2075, i64 %2092
  %2095 = getelementptr i8, ptr %2094, i64 16
  %2096 = load <16 x i8>, ptr %2094, align 1, !tbaa !31
  %2097 = load <16 x i8>, ptr %2095, align 1, !tbaa !31
  %2098 = getelementptr i8, ptr %2093, i64 16
  store <16 x i8> %2096, ptr %2093, align 1, !tbaa !31
  store <16 x i8> %2097, ptr %2098, align 1, !tbaa !31
  %2099 = add nuw i64 %2092, 32
  %2100 = icmp eq i64 %2099, %2090
  br i1 %2100, label %2101, label %2091, !llvm.loop !105

2101:                                             ; preds = %2091
  %2102 = icmp eq i64 %2081, %2090
  br i1 %2102, label %2132, label %2103

2103:                                             ; preds = %2101
  %2104 = getelementptr i8, ptr %2075, i64 %2090
  %2105 = getelementptr i8, ptr %2076, i64 %2090
  %2106 = and i64 %2081, 24
  %2107 = icmp eq i64 %2106, 0
  br i1 %2107, label %2122, label %2108

2108:                                             ; preds = %2087, %2103
  %2109 = phi i64 [ %2090, %2103 ], [ 0, %2087 ]
  %2110 = and i64 %2081, -8
  %2111 = getelementptr i8, ptr %2076, i64 %2110
  %2112 = getelementptr i8, ptr %2075, i64 %2110
  br label %2113

2113:                                             ; preds = %2113, %2108
  %2114 = phi i64 [ %2109, %2108 ], [ %2118, %2113 ]
  %2115 = getelementptr i8, ptr %2076, i64 %2114
  %2116 = getelementptr i8, ptr %2075, i64 %2114
  %2117 = load <8 x i8>, ptr %2116, align 1, !tbaa !31
  store <8 x i8> %2117, ptr %2115, align 1, !tbaa !31
  %2118 = add nuw i64 %2114, 8
  %2119 = icmp eq i64 %2118, %2110
  br i1 %2119, label %2120, label %2113, !llvm.loop !106

2120:                                             ; preds = %2113
  %2121 = icmp eq i64 %2081, %2110
  br i1 %2121, label %2132, label %2122

2122:                                             ; preds = %2120, %2078, %2103
  %2123 = phi ptr [ %2076, %2078 ], [ %2105, %2103 ], [ %2111, %2120 ]
  %2124 = phi ptr [ %2075, %2078 ], [ %2104, %2103 ], [ %2112, %2120 ]
  br label %2125

2125:                                             ; preds = %2122, %2125
  %2126 = phi ptr [ %2130, %2125 ], [ %2123, %2122 ]
  %2127 = phi ptr [ %2128, %2125 ], [ %2124, %2122 ]
  %2128 = getelementptr inbounds i8, ptr %2127, i64 1
  %2129 = load i8, ptr %2127, align 1, !tbaa !31
  %2130 = getelementptr inbounds i8, ptr %2126, i64 1
  store i8 %2129, ptr %2126, align 1, !tbaa !31
  %2131 = icmp eq ptr %2128, %2082
  br i1 %2131, label %2132, label %2125, !llvm.loop !107

2132:                                             ; preds = %2045, %2125, %2101, %2120, %2074, %2037
  %2133 = load ptr, ptr %1552, align 8, !tbaa !36
  %2134 = getelementptr inbounds i8, ptr %2133, i64 %2025
  store ptr %2134, ptr %1552, align 8, !tbaa !36
  %2135 = icmp ugt i64 %2025, 65535
  %2136 = load ptr, ptr %1555, align 8, !tbaa !38
  br i1 %2135, label %2137, label %2144, !prof !45

2137:                                             ; preds = %2132
  store i32 1, ptr %1554, align 8, !tbaa !46
  %2138 = load ptr, ptr %1, align 8, !tbaa !47
  %2139 = ptrtoint ptr %2136 to i64
  %2140 = ptrtoint ptr %2138 to i64
  %2141 = sub i64 %2139, %2140
  %2142 = lshr exact i64 %2141, 3
  %2143 = trunc i64 %2142 to i32
  store i32 %2143, ptr %1556, align 4, !tbaa !48
  br label %2144

2144:                                             ; preds = %2137, %2132, %2034
  %2145 = phi ptr [ %2036, %2034 ], [ %2136, %2137 ], [ %2136, %2132 ]
  %2146 = trunc i64 %2025 to i16
  %2147 = getelementptr inbounds i8, ptr %2145, i64 4
  store i16 %2146, ptr %2147, align 4, !tbaa !49
  store i32 %2026, ptr %2145, align 4, !tbaa !51
  %2148 = add i64 %2022, -3
  %2149 = icmp ugt i64 %2148, 65535
  br i1 %2149, label %2164, label %2177, !prof !52

2150:                                             ; preds = %1925, %1919
  %2151 = icmp uge ptr %1584, %1579
  %2152 = zext i1 %2151 to i64
  %2153 = add i64 %1580, %2152
  %2154 = getelementptr inbounds i8, ptr %1584, i64 %2153
  %2155 = icmp ugt ptr %2154, %23
  br i1 %2155, label %2998, label %2156

2156:                                             ; preds = %2150
  %2157 = select i1 %2151, i64 256, i64 0
  %2158 = getelementptr inbounds i8, ptr %1579, i64 %2157
  %2159 = lshr i64 %1600, 8
  %2160 = getelementptr inbounds i32, ptr %30, i64 %2159
  %2161 = load i32, ptr %2160, align 4, !tbaa !20
  %2162 = zext i32 %2161 to i64
  %2163 = xor i64 %1600, %2162
  br label %1578

2164:                                             ; preds = %2144, %1913, %1742
  %2165 = phi ptr [ %1743, %1742 ], [ %1914, %1913 ], [ %2145, %2144 ]
  %2166 = phi i64 [ %1746, %1742 ], [ %1917, %1913 ], [ %2148, %2144 ]
  %2167 = phi i64 [ %1621, %1742 ], [ %1791, %1913 ], [ %2022, %2144 ]
  %2168 = phi i32 [ %1568, %1742 ], [ %1567, %1913 ], [ %1567, %2144 ]
  %2169 = phi i32 [ %1567, %1742 ], [ %1765, %1913 ], [ %1929, %2144 ]
  %2170 = phi ptr [ %1616, %1742 ], [ %1792, %1913 ], [ %2023, %2144 ]
  store i32 2, ptr %1554, align 8, !tbaa !46
  %2171 = load ptr, ptr %1, align 8, !tbaa !47
  %2172 = ptrtoint ptr %2165 to i64
  %2173 = ptrtoint ptr %2171 to i64
  %2174 = sub i64 %2172, %2173
  %2175 = lshr exact i64 %2174, 3
  %2176 = trunc i64 %2175 to i32
  store i32 %2176, ptr %1556, align 4, !tbaa !48
  br label %2177

2177:                                             ; preds = %2164, %2144, %1913, %1742
  %2178 = phi i64 [ %1746, %1742 ], [ %1917, %1913 ], [ %2148, %2144 ], [ %2166, %2164 ]
  %2179 = phi ptr [ %1743, %1742 ], [ %1914, %1913 ], [ %2145, %2144 ], [ %2165, %2164 ]
  %2180 = phi i64 [ %1621, %1742 ], [ %1791, %1913 ], [ %2022, %2144 ], [ %2167, %2164 ]
  %2181 = phi i32 [ %1568, %1742 ], [ %1567, %1913 ], [ %1567, %2144 ], [ %2168, %2164 ]
  %2182 = phi i32 [ %1567, %1742 ], [ %1765, %1913 ], [ %1929, %2144 ], [ %2169, %2164 ]
  %2183 = phi ptr [ %1616, %1742 ], [ %1792, %1913 ], [ %2023, %2144 ], [ %2170, %2164 ]
  %2184 = trunc i64 %2178 to i16
  %2185 = getelementptr inbounds i8, ptr %2179, i64 6
  store i16 %2184, ptr %2185, align 2, !tbaa !53
  %2186 = getelementptr inbounds i8, ptr %2179, i64 8
  store ptr %2186, ptr %1555, align 8, !tbaa !38
  %2187 = getelementptr inbounds i8, ptr %2183, i64 %2180
  %2188 = icmp ugt ptr %2187, %23
  br i1 %2188, label %2257, label %2189

2189:                                             ; preds = %2177
  %2190 = add i32 %1593, 2
  %2191 = and i64 %1592, 4294967295
  %2192 = getelementptr inbounds i8, ptr %1539, i64 %2191
  %2193 = load i64, ptr %2192, align 1, !tbaa !21
  %2194 = mul i64 %2193, -3523014627193847808
  %2195 = lshr i64 %2194, %1548
  %2196 = getelementptr inbounds i32, ptr %9, i64 %2195
  store i32 %2190, ptr %2196, align 4, !tbaa !20
  %2197 = getelementptr inbounds i8, ptr %2187, i64 -2
  %2198 = ptrtoint ptr %2197 to i64
  %2199 = sub i64 %2198, %52
  %2200 = trunc i64 %2199 to i32
  %2201 = load i64, ptr %2197, align 1, !tbaa !21
  %2202 = mul i64 %2201, -3523014627193847808
  %2203 = lshr i64 %2202, %1548
  %2204 = getelementptr inbounds i32, ptr %9, i64 %2203
  store i32 %2200, ptr %2204, align 4, !tbaa !20
  br label %2205

2205:                                             ; preds = %2247, %2189
  %2206 = phi ptr [ %2186, %2189 ], [ %2250, %2247 ]
  %2207 = phi ptr [ %2187, %2189 ], [ %2255, %2247 ]
  %2208 = phi i32 [ %2182, %2189 ], [ %2209, %2247 ]
  %2209 = phi i32 [ %2181, %2189 ], [ %2208, %2247 ]
  %2210 = ptrtoint ptr %2207 to i64
  %2211 = sub i64 %2210, %52
  %2212 = trunc i64 %2211 to i32
  %2213 = sub i32 %2212, %2209
  %2214 = icmp ult i32 %2213, %19
  %2215 = zext i32 %2213 to i64
  %2216 = select i1 %2214, ptr %1562, ptr %16
  %2217 = getelementptr inbounds i8, ptr %2216, i64 %2215
  %2218 = sub i32 %2213, %19
  %2219 = icmp ugt i32 %2218, -4
  br i1 %2219, label %2257, label %2220

2220:                                             ; preds = %2205
  %2221 = load i32, ptr %2217, align 1, !tbaa !20
  %2222 = load i32, ptr %2207, align 1, !tbaa !20
  %2223 = icmp eq i32 %2221, %2222
  br i1 %2223, label %2224, label %2257

2224:                                             ; preds = %2220
  %2225 = select i1 %2214, ptr %37, ptr %22
  %2226 = getelementptr inbounds i8, ptr %2207, i64 4
  %2227 = getelementptr inbounds i8, ptr %2217, i64 4
  %2228 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %2226, ptr noundef nonnull %2227, ptr noundef %22, ptr noundef %2225, ptr noundef %21)
  %2229 = add i64 %2228, 4
  %2230 = icmp ugt ptr %2207, %1551
  br i1 %2230, label %2235, label %2231

2231:                                             ; preds = %2224
  %2232 = load ptr, ptr %1552, align 8, !tbaa !36
  %2233 = load <16 x i8>, ptr %2207, align 1
  store <16 x i8> %2233, ptr %2232, align 1
  %2234 = load ptr, ptr %1555, align 8, !tbaa !38
  br label %2235

2235:                                             ; preds = %2231, %2224
  %2236 = phi ptr [ %2206, %2224 ], [ %2234, %2231 ]
  %2237 = getelementptr inbounds i8, ptr %2236, i64 4
  store i16 0, ptr %2237, align 4, !tbaa !49
  store i32 1, ptr %2236, align 4, !tbaa !51
  %2238 = add i64 %2228, 1
  %2239 = icmp ugt i64 %2238, 65535
  br i1 %2239, label %2240, label %2247, !prof !52

2240:                                             ; preds = %2235
  store i32 2, ptr %1554, align 8, !tbaa !46
  %2241 = load ptr, ptr %1, align 8, !tbaa !47
  %2242 = ptrtoint ptr %2236 to i64
  %2243 = ptrtoint ptr %2241 to i64
  %2244 = sub i64 %2242, %2243
  %2245 = lshr exact i64 %2244, 3
  %2246 = trunc i64 %2245 to i32
  store i32 %2246, ptr %1556, align 4, !tbaa !48
  br label %2247

2247:                                             ; preds = %2240, %2235
  %2248 = trunc i64 %2238 to i16
  %2249 = getelementptr inbounds i8, ptr %2236, i64 6
  store i16 %2248, ptr %2249, align 2, !tbaa !53
  %2250 = getelementptr inbounds i8, ptr %2236, i64 8
  store ptr %2250, ptr %1555, align 8, !tbaa !38
  %2251 = load i64, ptr %2207, align 1, !tbaa !21
  %2252 = mul i64 %2251, -3523014627193847808
  %2253 = lshr i64 %2252, %1548
  %2254 = getelementptr inbounds i32, ptr %9, i64 %2253
  store i32 %2212, ptr %2254, align 4, !tbaa !20
  %2255 = getelementptr inbounds i8, ptr %2207, i64 %2229
  %2256 = icmp ugt ptr %2255, %23
  br i1 %2256, label %2257, label %2205

2257:                                             ; preds = %2247, %2220, %2205, %2177
  %2258 = phi i32 [ %2181, %2177 ], [ %2209, %2205 ], [ %2209, %2220 ], [ %2208, %2247 ]
  %2259 = phi i32 [ %2182, %2177 ], [ %2208, %2205 ], [ %2208, %2220 ], [ %2209, %2247 ]
  %2260 = phi ptr [ %2187, %2177 ], [ %2207, %2205 ], [ %2207, %2220 ], [ %2255, %2247 ]
  %2261 = getelementptr inbounds i8, ptr %2260, i64 %17
  %2262 = icmp ugt ptr %2261, %23
  br i1 %2262, label %2998, label %1563

2263:                                             ; preds = %5
  br i1 %55, label %2273, label %2264

2264:                                             ; preds = %2263
  %2265 = zext nneg i32 %51 to i64
  %2266 = shl i64 4, %2265
  %2267 = icmp ugt i32 %51, 61
  br i1 %2267, label %2273, label %2268

2268:                                             ; preds = %2264, %2268
  %2269 = phi i64 [ %2271, %2268 ], [ 0, %2264 ]
  %2270 = getelementptr inbounds i8, ptr %30, i64 %2269
  tail call void @llvm.prefetch.p0(ptr %2270, i32 0, i32 2, i32 1)
  %2271 = add i64 %2269, 64
  %2272 = icmp ult i64 %2271, %2266
  br i1 %2272, label %2268, label %2273, !llvm.loop !78

2273:                                             ; preds = %2268, %2264, %2263
  %2274 = getelementptr inbounds i8, ptr %16, i64 2
  %2275 = getelementptr inbounds i8, ptr %3, i64 %17
  %2276 = icmp ugt ptr %2275, %23
  br i1 %2276, label %2998, label %2277

2277:                                             ; preds = %2273
  %2278 = and i64 %49, 4294967295
  %2279 = icmp eq i64 %2278, 0
  %2280 = zext i1 %2279 to i64
  %2281 = getelementptr inbounds i8, ptr %3, i64 %2280
  %2282 = sub i32 64, %11
  %2283 = zext nneg i32 %2282 to i64
  %2284 = sub i32 56, %51
  %2285 = zext nneg i32 %2284 to i64
  %2286 = getelementptr inbounds i8, ptr %22, i64 -32
  %2287 = getelementptr inbounds i8, ptr %1, i64 24
  %2288 = ptrtoint ptr %2286 to i64
  %2289 = getelementptr inbounds i8, ptr %1, i64 72
  %2290 = getelementptr inbounds i8, ptr %1, i64 8
  %2291 = getelementptr inbounds i8, ptr %1, i64 76
  %2292 = getelementptr inbounds i8, ptr %22, i64 -7
  %2293 = getelementptr inbounds i8, ptr %22, i64 -3
  %2294 = getelementptr inbounds i8, ptr %22, i64 -1
  %2295 = zext i32 %42 to i64
  %2296 = sub nsw i64 0, %2295
  %2297 = getelementptr inbounds i8, ptr %34, i64 %2296
  br label %2298

2298:                                             ; preds = %2992, %2277
  %2299 = phi ptr [ %2275, %2277 ], [ %2996, %2992 ]
  %2300 = phi ptr [ %2281, %2277 ], [ %2995, %2992 ]
  %2301 = phi ptr [ %3, %2277 ], [ %2995, %2992 ]
  %2302 = phi i32 [ %24, %2277 ], [ %2994, %2992 ]
  %2303 = phi i32 [ %26, %2277 ], [ %2993, %2992 ]
  %2304 = load i64, ptr %2300, align 1, !tbaa !21
  %2305 = mul i64 %2304, -3523014627193167104
  %2306 = lshr i64 %2305, %2285
  %2307 = lshr i64 %2306, 8
  %2308 = getelementptr inbounds i32, ptr %30, i64 %2307
  %2309 = load i32, ptr %2308, align 4, !tbaa !20
  %2310 = zext i32 %2309 to i64
  %2311 = xor i64 %2306, %2310
  %2312 = getelementptr inbounds i8, ptr %2300, i64 256
  br label %2313

2313:                                             ; preds = %2891, %2298
  %2314 = phi ptr [ %2312, %2298 ], [ %2893, %2891 ]
  %2315 = phi i64 [ %17, %2298 ], [ %2888, %2891 ]
  %2316 = phi i64 [ %2311, %2298 ], [ %2898, %2891 ]
  %2317 = phi i32 [ %2309, %2298 ], [ %2896, %2891 ]
  %2318 = phi i64 [ %2305, %2298 ], [ %2334, %2891 ]
  %2319 = phi ptr [ %2299, %2298 ], [ %2889, %2891 ]
  %2320 = phi ptr [ %2300, %2298 ], [ %2319, %2891 ]
  %2321 = lshr i64 %2318, %2283
  %2322 = getelementptr inbounds i32, ptr %9, i64 %2321
  %2323 = load i32, ptr %2322, align 4, !tbaa !20
  %2324 = and i64 %2316, 255
  %2325 = icmp eq i64 %2324, 0
  %2326 = ptrtoint ptr %2320 to i64
  %2327 = sub i64 %2326, %52
  %2328 = trunc i64 %2327 to i32
  %2329 = zext i32 %2323 to i64
  %2330 = getelementptr inbounds i8, ptr %16, i64 %2329
  %2331 = sub i32 %2328, %2302
  %2332 = add i32 %2331, 1
  %2333 = load i64, ptr %2319, align 1, !tbaa !21
  %2334 = mul i64 %2333, -3523014627193167104
  %2335 = lshr i64 %2334, %2285
  store i32 %2328, ptr %2322, align 4, !tbaa !20
  %2336 = sub i32 %2332, %19
  %2337 = icmp ugt i32 %2336, -4
  br i1 %2337, label %2483, label %2338

2338:                                             ; preds = %2313
  %2339 = icmp ult i32 %2332, %19
  %2340 = sub i32 %2332, %42
  %2341 = zext i32 %2340 to i64
  %2342 = getelementptr inbounds i8, ptr %34, i64 %2341
  %2343 = zext i32 %2332 to i64
  %2344 = getelementptr inbounds i8, ptr %16, i64 %2343
  %2345 = select i1 %2339, ptr %2342, ptr %2344
  %2346 = load i32, ptr %2345, align 1, !tbaa !20
  %2347 = getelementptr inbounds i8, ptr %2320, i64 1
  %2348 = load i32, ptr %2347, align 1, !tbaa !20
  %2349 = icmp eq i32 %2346, %2348
  br i1 %2349, label %2350, label %2483

2350:                                             ; preds = %2338
  %2351 = getelementptr inbounds i8, ptr %2320, i64 1
  %2352 = select i1 %2339, ptr %37, ptr %22
  %2353 = getelementptr inbounds i8, ptr %2320, i64 5
  %2354 = getelementptr inbounds i8, ptr %2345, i64 4
  %2355 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %2353, ptr noundef nonnull %2354, ptr noundef %22, ptr noundef %2352, ptr noundef %21)
  %2356 = add i64 %2355, 4
  %2357 = ptrtoint ptr %2351 to i64
  %2358 = ptrtoint ptr %2301 to i64
  %2359 = sub i64 %2357, %2358
  %2360 = getelementptr inbounds i8, ptr %2301, i64 %2359
  %2361 = icmp ugt ptr %2360, %2286
  %2362 = load ptr, ptr %2287, align 8, !tbaa !36
  br i1 %2361, label %2388, label %2363

2363:                                             ; preds = %2350
  %2364 = load <16 x i8>, ptr %2301, align 1
  store <16 x i8> %2364, ptr %2362, align 1
  %2365 = icmp ugt i64 %2359, 16
  %2366 = load ptr, ptr %2287, align 8, !tbaa !36
  br i1 %2365, label %2370, label %2367

2367:                                             ; preds = %2363
  %2368 = getelementptr inbounds i8, ptr %2366, i64 %2359
  store ptr %2368, ptr %2287, align 8, !tbaa !36
  %2369 = load ptr, ptr %2290, align 8, !tbaa !38
  br label %2477

2370:                                             ; preds = %2363
  %2371 = getelementptr inbounds i8, ptr %2366, i64 16
  %2372 = getelementptr inbounds i8, ptr %2301, i64 16
  %2373 = getelementptr i8, ptr %2366, i64 %2359
  %2374 = load <16 x i8>, ptr %2372, align 1
  store <16 x i8> %2374, ptr %2371, align 1
  %2375 = icmp slt i64 %2359, 33
  br i1 %2375, label %2465, label %2376

2376:                                             ; preds = %2370
  %2377 = getelementptr inbounds i8, ptr %2366, i64 32
  br label %2378

2378:                                             ; preds = %2378, %2376
  %2379 = phi ptr [ %2377, %2376 ], [ %2386, %2378 ]
  %2380 = phi ptr [ %2372, %2376 ], [ %2384, %2378 ]
  %2381 = getelementptr inbounds i8, ptr %2380, i64 16
  %2382 = load <16 x i8>, ptr %2381, align 1
  store <16 x i8> %2382, ptr %2379, align 1
  %2383 = getelementptr inbounds i8, ptr %2379, i64 16
  %2384 = getelementptr inbounds i8, ptr %2380, i64 32
  %2385 = load <16 x i8>, ptr %2384, align 1
  store <16 x i8> %2385, ptr %2383, align 1
  %2386 = getelementptr inbounds i8, ptr %2379, i64 32
  %2387 = icmp ult ptr %2386, %2373
  br i1 %2387, label %2378, label %2465, !llvm.loop !39

2388:                                             ; preds = %2350
  %2389 = icmp ugt ptr %2301, %2286
  br i1 %2389, label %2407, label %2390

2390:                                             ; preds = %2388
  %2391 = sub i64 %2288, %2358
  %2392 = getelementptr inbounds i8, ptr %2362, i64 %2391
  %2393 = load <16 x i8>, ptr %2301, align 1
  store <16 x i8> %2393, ptr %2362, align 1
  %2394 = icmp slt i64 %2391, 17
  br i1 %2394, label %2407, label %2395

2395:                                             ; preds = %2390
  %2396 = getelementptr inbounds i8, ptr %2362, i64 16
  br label %2397

2397:                                             ; preds = %2397, %2395
  %2398 = phi ptr [ %2396, %2395 ], [ %2405, %2397 ]
  %2399 = phi ptr [ %2301, %2395 ], [ %2403, %2397 ]
  %2400 = getelementptr inbounds i8, ptr %2399, i64 16
  %2401 = load <16 x i8>, ptr %2400, align 1
  store <16 x i8> %2401, ptr %2398, align 1
  %2402 = getelementptr inbounds i8, ptr %2398, i64 16
  %2403 = getelementptr inbounds i8, ptr %2399, i64 32
  %2404 = load <16 x i8>, ptr %2403, align 1
  store <16 x i8> %2404, ptr %2402, align 1
  %2405 = getelementptr inbounds i8, ptr %2398, i64 32
  %2406 = icmp ult ptr %2405, %2392
  br i1 %2406, label %2397, label %2407, !llvm.loop !39

2407:                                             ; preds = %2397, %2390, %2388
  %2408 = phi ptr [ %2286, %2390 ], [ %2301, %2388 ], [ %2286, %2397 ]
  %2409 = phi ptr [ %2392, %2390 ], [ %2362, %2388 ], [ %2392, %2397 ]
  %2410 = icmp ult ptr %2408, %2360
  br i1 %2410, label %2411, label %2465

2411:                                             ; preds = %2407
  %2412 = ptrtoint ptr %2409 to i64
  %2413 = ptrtoint ptr %2408 to i64
  %2414 = sub i64 %2357, %2413
  %2415 = getelementptr i8, ptr %2408, i64 %2414
  %2416 = icmp ult i64 %2414, 8
  %2417 = sub i64 %2412, %2413
  %2418 = icmp ult i64 %2417, 32
  %2419 = select i1 %2416, i1 true, i1 %2418
  br i1 %2419, label %2455, label %2420

2420:                                             ; preds = %2411
  %2421 = icmp ult i64 %2414, 32
  br i1 %2421, label %2441, label %2422

2422:                                             ; preds = %2420
  %2423 = and i64 %2414, -32
  br label %2424

2424:                                             ; preds = %2424, %2422
  %2425 = phi i64 [ 0, %2422 ], [ %2432, %2424 ]
  %2426 = getelementptr i8, ptr %2409, i64 %2425
  %2427 = getelementptr i8, ptr %2408, i64 %2425
  %2428 = getelementptr i8, ptr %2427, i64 16
  %2429 = load <16 x i8>, ptr %2427, align 1, !tbaa !31
  %2430 = load <16 x i8>, ptr %2428, align 1, !tbaa !31
  %2431 = getelementptr i8, ptr %2426, i64 16
  store <16 x i8> %2429, ptr %2426, align 1, !tbaa !31
  store <16 x i8> %2430, ptr %2431, align 1, !tbaa !31
  %2432 = add nuw i64 %2425, 32
  %2433 = icmp eq i64 %2432, %2423
  br i1 %2433, label %2434, label %2424, !llvm.loop !108

2434:                                             ; preds = %2424
  %2435 = icmp eq i64 %2414, %2423
  br i1 %2435, label %2465, label %2436

2436:                                             ; preds = %2434
  %2437 = getelementptr i8, ptr %2408, i64 %2423
  %2438 = getelementptr i8, ptr %2409, i64 %2423
  %2439 = and i64 %2414, 24
  %2440 = icmp eq i64 %2439, 0
  br i1 %2440, label %2455, label %2441

2441:                                             ; preds = %2420, %2436
  %2442 = phi i64 [ %2423, %2436 ], [ 0, %2420 ]
  %2443 = and i64 %2414, -8
  %2444 = getelementptr i8, ptr %2409, i64 %2443
  %2445 = getelementptr i8, ptr %2408, i64 %2443
  br label %2446

2446:                                             ; preds = %2446, %2441
  %2447 = phi i64 [ %2442, %2441 ], [ %2451, %2446 ]
  %2448 = getelementptr i8, ptr %2409, i64 %2447
  %2449 = getelementptr i8, ptr %2408, i64 %2447
  %2450 = load <8 x i8>, ptr %2449, align 1, !tbaa !31
  store <8 x i8> %2450, ptr %2448, align 1, !tbaa !31
  %2451 = add nuw i64 %2447, 8
  %2452 = icmp eq i64 %2451, %2443
  br i1 %2452, label %2453, label %2446, !llvm.loop !109

2453:                                             ; preds = %2446
  %2454 = icmp eq i64 %2414, %2443
  br i1 %2454, label %2465, label %2455

2455:                                             ; preds = %2453, %2411, %2436
  %2456 = phi ptr [ %2409, %2411 ], [ %2438, %2436 ], [ %2444, %2453 ]
  %2457 = phi ptr [ %2408, %2411 ], [ %2437, %2436 ], [ %2445, %2453 ]
  br label %2458

2458:                                             ; preds = %2455, %2458
  %2459 = phi ptr [ %2463, %2458 ], [ %2456, %2455 ]
  %2460 = phi ptr [ %2461, %2458 ], [ %2457, %2455 ]
  %2461 = getelementptr inbounds i8, ptr %2460, i64 1
  %2462 = load i8, ptr %2460, align 1, !tbaa !31
  %2463 = getelementptr inbounds i8, ptr %2459, i64 1
  store i8 %2462, ptr %2459, align 1, !tbaa !31
  %2464 = icmp eq ptr %2461, %2415
  br i1 %2464, label %2465, label %2458, !llvm.loop !110

2465:                                             ; preds = %2378, %2458, %2434, %2453, %2407, %2370
  %2466 = load ptr, ptr %2287, align 8, !tbaa !36
  %2467 = getelementptr inbounds i8, ptr %2466, i64 %2359
  store ptr %2467, ptr %2287, align 8, !tbaa !36
  %2468 = icmp ugt i64 %2359, 65535
  %2469 = load ptr, ptr %2290, align 8, !tbaa !38
  br i1 %2468, label %2470, label %2477, !prof !45

2470:                                             ; preds = %2465
  store i32 1, ptr %2289, align 8, !tbaa !46
  %2471 = load ptr, ptr %1, align 8, !tbaa !47
  %2472 = ptrtoint ptr %2469 to i64
  %2473 = ptrtoint ptr %2471 to i64
  %2474 = sub i64 %2472, %2473
  %2475 = lshr exact i64 %2474, 3
  %2476 = trunc i64 %2475 to i32
  store i32 %2476, ptr %2291, align 4, !tbaa !48
  br label %2477

2477:                                             ; preds = %2470, %2465, %2367
  %2478 = phi ptr [ %2369, %2367 ], [ %2469, %2470 ], [ %2469, %2465 ]
  %2479 = trunc i64 %2359 to i16
  %2480 = getelementptr inbounds i8, ptr %2478, i64 4
  store i16 %2479, ptr %2480, align 4, !tbaa !49
  store i32 1, ptr %2478, align 4, !tbaa !51
  %2481 = add i64 %2355, 1
  %2482 = icmp ugt i64 %2481, 65535
  br i1 %2482, label %2899, label %2912, !prof !52

2483:                                             ; preds = %2338, %2313
  br i1 %2325, label %2486, label %2484

2484:                                             ; preds = %2483
  %2485 = load i32, ptr %2320, align 1, !tbaa !20
  br label %2654

2486:                                             ; preds = %2483
  %2487 = lshr i32 %2317, 8
  %2488 = icmp ugt i32 %2487, %32
  %2489 = load i32, ptr %2320, align 1, !tbaa !20
  br i1 %2488, label %2490, label %2654

2490:                                             ; preds = %2486
  %2491 = zext nneg i32 %2487 to i64
  %2492 = getelementptr inbounds i8, ptr %34, i64 %2491
  %2493 = load i32, ptr %2492, align 1, !tbaa !20
  %2494 = icmp ne i32 %2493, %2489
  %2495 = icmp ugt i32 %2323, %19
  %2496 = select i1 %2494, i1 true, i1 %2495
  br i1 %2496, label %2654, label %2497

2497:                                             ; preds = %2490
  %2498 = getelementptr inbounds i8, ptr %34, i64 %2491
  %2499 = add i32 %2487, %42
  %2500 = sub i32 %2328, %2499
  %2501 = getelementptr inbounds i8, ptr %2320, i64 4
  %2502 = getelementptr inbounds i8, ptr %2498, i64 4
  %2503 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %2501, ptr noundef nonnull %2502, ptr noundef %22, ptr noundef %37, ptr noundef %21)
  %2504 = add i64 %2503, 4
  %2505 = icmp ugt ptr %2320, %2301
  br i1 %2505, label %2506, label %2524

2506:                                             ; preds = %2497, %2515
  %2507 = phi ptr [ %2510, %2515 ], [ %2320, %2497 ]
  %2508 = phi i64 [ %2516, %2515 ], [ %2504, %2497 ]
  %2509 = phi ptr [ %2512, %2515 ], [ %2498, %2497 ]
  %2510 = getelementptr inbounds i8, ptr %2507, i64 -1
  %2511 = load i8, ptr %2510, align 1, !tbaa !31
  %2512 = getelementptr inbounds i8, ptr %2509, i64 -1
  %2513 = load i8, ptr %2512, align 1, !tbaa !31
  %2514 = icmp eq i8 %2511, %2513
  br i1 %2514, label %2515, label %2520

2515:                                             ; preds = %2506
  %2516 = add i64 %2508, 1
  %2517 = icmp ugt ptr %2510, %2301
  %2518 = icmp ugt ptr %2512, %36
  %2519 = and i1 %2517, %2518
  br i1 %2519, label %2506, label %2520, !llvm.loop !82

2520:                                             ; preds = %2515, %2506
  %2521 = phi i64 [ %2516, %2515 ], [ %2508, %2506 ]
  %2522 = phi ptr [ %2510, %2515 ], [ %2507, %2506 ]
  %2523 = ptrtoint ptr %2522 to i64
  br label %2524

2524:                                             ; preds = %2520, %2497
  %2525 = phi i64 [ %2523, %2520 ], [ %2326, %2497 ]
  %2526 = phi i64 [ %2521, %2520 ], [ %2504, %2497 ]
  %2527 = phi ptr [ %2522, %2520 ], [ %2320, %2497 ]
  %2528 = ptrtoint ptr %2301 to i64
  %2529 = sub i64 %2525, %2528
  %2530 = add i32 %2500, 3
  %2531 = getelementptr inbounds i8, ptr %2301, i64 %2529
  %2532 = icmp ugt ptr %2531, %2286
  %2533 = load ptr, ptr %2287, align 8, !tbaa !36
  br i1 %2532, label %2559, label %2534

2534:                                             ; preds = %2524
  %2535 = load <16 x i8>, ptr %2301, align 1
  store <16 x i8> %2535, ptr %2533, align 1
  %2536 = icmp ugt i64 %2529, 16
  %2537 = load ptr, ptr %2287, align 8, !tbaa !36
  br i1 %2536, label %2541, label %2538

2538:                                             ; preds = %2534
  %2539 = getelementptr inbounds i8, ptr %2537, i64 %2529
  store ptr %2539, ptr %2287, align 8, !tbaa !36
  %2540 = load ptr, ptr %2290, align 8, !tbaa !38
  br label %2648

2541:                                             ; preds = %2534
  %2542 = getelementptr inbounds i8, ptr %2537, i64 16
  %2543 = getelementptr inbounds i8, ptr %2301, i64 16
  %2544 = getelementptr i8, ptr %2537, i64 %2529
  %2545 = load <16 x i8>, ptr %2543, align 1
  store <16 x i8> %2545, ptr %2542, align 1
  %2546 = icmp slt i64 %2529, 33
  br i1 %2546, label %2636, label %2547

2547:                                             ; preds = %2541
  %2548 = getelementptr inbounds i8, ptr %2537, i64 32
  br label %2549

2549:                                             ; preds = %2549, %2547
  %2550 = phi ptr [ %2548, %2547 ], [ %2557, %2549 ]
  %2551 = phi ptr [ %2543, %2547 ], [ %2555, %2549 ]
  %2552 = getelementptr inbounds i8, ptr %2551, i64 16
  %2553 = load <16 x i8>, ptr %2552, align 1
  store <16 x i8> %2553, ptr %2550, align 1
  %2554 = getelementptr inbounds i8, ptr %2550, i64 16
  %2555 = getelementptr inbounds i8, ptr %2551, i64 32
  %2556 = load <16 x i8>, ptr %2555, align 1
  store <16 x i8> %2556, ptr %2554, align 1
  %2557 = getelementptr inbounds i8, ptr %2550, i64 32
  %2558 = icmp ult ptr %2557, %2544
  br i1 %2558, label %2549, label %2636, !llvm.loop !39

2559:                                             ; preds = %2524
  %2560 = icmp ugt ptr %2301, %2286
  br i1 %2560, label %2578, label %2561

2561:                                             ; preds = %2559
  %2562 = sub i64 %2288, %2528
  %2563 = getelementptr inbounds i8, ptr %2533, i64 %2562
  %2564 = load <16 x i8>, ptr %2301, align 1
  store <16 x i8> %2564, ptr %2533, align 1
  %2565 = icmp slt i64 %2562, 17
  br i1 %2565, label %2578, label %2566

2566:                                             ; preds = %2561
  %2567 = getelementptr inbounds i8, ptr %2533, i64 16
  br label %2568

2568:                                             ; preds = %2568, %2566
  %2569 = phi ptr [ %2567, %2566 ], [ %2576, %2568 ]
  %2570 = phi ptr [ %2301, %2566 ], [ %2574, %2568 ]
  %2571 = getelementptr inbounds i8, ptr %2570, i64 16
  %2572 = load <16 x i8>, ptr %2571, align 1
  store <16 x i8> %2572, ptr %2569, align 1
  %2573 = getelementptr inbounds i8, ptr %2569, i64 16
  %2574 = getelementptr inbounds i8, ptr %2570, i64 32
  %2575 = load <16 x i8>, ptr %2574, align 1
  store <16 x i8> %2575, ptr %2573, align 1
  %2576 = getelementptr inbounds i8, ptr %2569, i64 32
  %2577 = icmp ult ptr %2576, %2563
  br i1 %2577, label %2568, label %2578, !llvm.loop !39

2578:                                             ; preds = %2568, %2561, %2559
  %2579 = phi ptr [ %2286, %2561 ], [ %2301, %2559 ], [ %2286, %2568 ]
  %2580 = phi ptr [ %2563, %2561 ], [ %2533, %2559 ], [ %2563, %2568 ]
  %2581 = icmp ult ptr %2579, %2531
  br i1 %2581, label %2582, label %2636

2582:                                             ; preds = %2578
  %2583 = ptrtoint ptr %2580 to i64
  %2584 = ptrtoint ptr %2579 to i64
  %2585 = sub i64 %2525, %2584
  %2586 = getelementptr i8, ptr %2579, i64 %2585
  %2587 = icmp ult i64 %2585, 8
  %2588 = sub i64 %2583, %2584
  %2589 = icmp ult i64 %2588, 32
  %2590 = select i1 %2587, i1 true, i1 %2589
  br i1 %2590, label %2626, label %2591

2591:                                             ; preds = %2582
  %2592 = icmp ult i64 %2585, 32
  br i1 %2592, label %2612, label %2593

2593:                                             ; preds = %2591
  %2594 = and i64 %2585, -32
  br label %2595

2595:                                             ; preds = %2595, %2593
  %2596 = phi i64 [ 0, %2593 ], [ %2603, %2595 ]
  %2597 = getelementptr i8, ptr %2580, i64 %2596
  %2598 = getelementptr i8, ptr %2579, i64 %2596
  %2599 = getelementptr i8, ptr %2598, i64 16
  %2600 = load <16 x i8>, ptr %2598, align 1, !tbaa !31
  %2601 = load <16 x i8>, ptr %2599, align 1, !tbaa !31
  %2602 = getelementptr i8, ptr %2597, i64 16
  store <16 x i8> %2600, ptr %2597, align 1, !tbaa !31
  store <16 x i8> %2601, ptr %2602, align 1, !tbaa !31
  %2603 = add nuw i64 %2596, 32
  %2604 = icmp eq i64 %2603, %2594
  br i1 %2604, label %2605, label %2595, !llvm.loop !111

2605:                                             ; preds = %2595
  %2606 = icmp eq i64 %2585, %2594
  br i1 %2606, label %2636, label %2607

2607:                                             ; preds = %2605
  %2608 = getelementptr i8, ptr %2579, i64 %2594
  %2609 = getelementptr i8, ptr %2580, i64 %2594
  %2610 = and i64 %2585, 24
  %2611 = icmp eq i64 %2610, 0
  br i1 %2611, label %2626, label %2612

2612:                                             ; preds = %2591, %2607
  %2613 = phi i64 [ %2594, %2607 ], [ 0, %2591 ]
  %2614 = and i64 %2585, -8
  %2615 = getelementptr i8, ptr %2580, i64 %2614
  %2616 = getelementptr i8, ptr %2579, i64 %2614
  br label %2617

2617:                                             ; preds = %2617, %2612
  %2618 = phi i64 [ %2613, %2612 ], [ %2622, %2617 ]
  %2619 = getelementptr i8, ptr %2580, i64 %2618
  %2620 = getelementptr i8, ptr %2579, i64 %2618
  %2621 = load <8 x i8>, ptr %2620, align 1, !tbaa !31
  store <8 x i8> %2621, ptr %2619, align 1, !tbaa !31
  %2622 = add nuw i64 %2618, 8
  %2623 = icmp eq i64 %2622, %2614
  br i1 %2623, label %2624, label %2617, !llvm.loop !112

2624:                                             ; preds = %2617
  %2625 = icmp eq i64 %2585, %2614
  br i1 %2625, label %2636, label %2626

2626:                                             ; preds = %2624, %2582, %2607
  %2627 = phi ptr [ %2580, %2582 ], [ %2609, %2607 ], [ %2615, %2624 ]
  %2628 = phi ptr [ %2579, %2582 ], [ %2608, %2607 ], [ %2616, %2624 ]
  br label %2629

2629:                                             ; preds = %2626, %2629
  %2630 = phi ptr [ %2634, %2629 ], [ %2627, %2626 ]
  %2631 = phi ptr [ %2632, %2629 ], [ %2628, %2626 ]
  %2632 = getelementptr inbounds i8, ptr %2631, i64 1
  %2633 = load i8, ptr %2631, align 1, !tbaa !31
  %2634 = getelementptr inbounds i8, ptr %2630, i64 1
  store i8 %2633, ptr %2630, align 1, !tbaa !31
  %2635 = icmp eq ptr %2632, %2586
  br i1 %2635, label %2636, label %2629, !llvm.loop !113

2636:                                             ; preds = %2549, %2629, %2605, %2624, %2578, %2541
  %2637 = load ptr, ptr %2287, align 8, !tbaa !36
  %2638 = getelementptr inbounds i8, ptr %2637, i64 %2529
  store ptr %2638, ptr %2287, align 8, !tbaa !36
  %2639 = icmp ugt i64 %2529, 65535
  %2640 = load ptr, ptr %2290, align 8, !tbaa !38
  br i1 %2639, label %2641, label %2648, !prof !45

2641:                                             ; preds = %2636
  store i32 1, ptr %2289, align 8, !tbaa !46
  %2642 = load ptr, ptr %1, align 8, !tbaa !47
  %2643 = ptrtoint ptr %2640 to i64
  %2644 = ptrtoint ptr %2642 to i64
  %2645 = sub i64 %2643, %2644
  %2646 = lshr exact i64 %2645, 3
  %2647 = trunc i64 %2646 to i32
  store i32 %2647, ptr %2291, align 4, !tbaa !48
  br label %2648

2648:                                             ; preds = %2641, %2636, %2538
  %2649 = phi ptr [ %2540, %2538 ], [ %2640, %2641 ], [ %2640, %2636 ]
  %2650 = trunc i64 %2529 to i16
  %2651 = getelementptr inbounds i8, ptr %2649, i64 4
  store i16 %2650, ptr %2651, align 4, !tbaa !49
  store i32 %2530, ptr %2649, align 4, !tbaa !51
  %2652 = add i64 %2526, -3
  %2653 = icmp ugt i64 %2652, 65535
  br i1 %2653, label %2899, label %2912, !prof !52

2654:                                             ; preds = %2490, %2486, %2484
  %2655 = phi i32 [ %2485, %2484 ], [ %2489, %2486 ], [ %2489, %2490 ]
  %2656 = icmp ult i32 %2323, %19
  %2657 = select i1 %2656, ptr @ZSTD_match4Found_cmov.dummy, ptr %2330
  %2658 = load i32, ptr %2657, align 1, !tbaa !20
  %2659 = icmp eq i32 %2655, %2658
  br i1 %2659, label %2660, label %2885

2660:                                             ; preds = %2654
  tail call void asm sideeffect "", ""() #6, !srcloc !30
  br i1 %2656, label %2885, label %2661

2661:                                             ; preds = %2660
  %2662 = ptrtoint ptr %2330 to i64
  %2663 = sub i64 %2326, %2662
  %2664 = trunc i64 %2663 to i32
  %2665 = getelementptr inbounds i8, ptr %2320, i64 4
  %2666 = getelementptr inbounds i8, ptr %2330, i64 4
  %2667 = icmp ugt ptr %2292, %2665
  br i1 %2667, label %2668, label %2694

2668:                                             ; preds = %2661
  %2669 = load i64, ptr %2666, align 1, !tbaa !21
  %2670 = load i64, ptr %2665, align 1, !tbaa !21
  %2671 = icmp eq i64 %2669, %2670
  br i1 %2671, label %2676, label %2672

2672:                                             ; preds = %2668
  %2673 = xor i64 %2670, %2669
  %2674 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2673, i1 false)
  %2675 = lshr i64 %2674, 3
  br label %2731

2676:                                             ; preds = %2668, %2682
  %2677 = phi ptr [ %2680, %2682 ], [ %2666, %2668 ]
  %2678 = phi ptr [ %2679, %2682 ], [ %2665, %2668 ]
  %2679 = getelementptr inbounds i8, ptr %2678, i64 8
  %2680 = getelementptr inbounds i8, ptr %2677, i64 8
  %2681 = icmp ult ptr %2679, %2292
  br i1 %2681, label %2682, label %2694

2682:                                             ; preds = %2676
  %2683 = load i64, ptr %2680, align 1, !tbaa !21
  %2684 = load i64, ptr %2679, align 1, !tbaa !21
  %2685 = icmp eq i64 %2683, %2684
  br i1 %2685, label %2676, label %2686

2686:                                             ; preds = %2682
  %2687 = xor i64 %2684, %2683
  %2688 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2687, i1 false)
  %2689 = lshr i64 %2688, 3
  %2690 = getelementptr inbounds i8, ptr %2679, i64 %2689
  %2691 = ptrtoint ptr %2690 to i64
  %2692 = ptrtoint ptr %2665 to i64
  %2693 = sub i64 %2691, %2692
  br label %2731

2694:                                             ; preds = %2676, %2661
  %2695 = phi ptr [ %2666, %2661 ], [ %2680, %2676 ]
  %2696 = phi ptr [ %2665, %2661 ], [ %2679, %2676 ]
  %2697 = icmp ult ptr %2696, %2293
  br i1 %2697, label %2698, label %2705

2698:                                             ; preds = %2694
  %2699 = load i32, ptr %2695, align 1, !tbaa !20
  %2700 = load i32, ptr %2696, align 1, !tbaa !20
  %2701 = icmp eq i32 %2699, %2700
  br i1 %2701, label %2702, label %2705

2702:                                             ; preds = %2698
  %2703 = getelementptr inbounds i8, ptr %2696, i64 4
  %2704 = getelementptr inbounds i8, ptr %2695, i64 4
  br label %2705

2705:                                             ; preds = %2702, %2698, %2694
  %2706 = phi ptr [ %2704, %2702 ], [ %2695, %2698 ], [ %2695, %2694 ]
  %2707 = phi ptr [ %2703, %2702 ], [ %2696, %2698 ], [ %2696, %2694 ]
  %2708 = icmp ult ptr %2707, %2294
  br i1 %2708, label %2709, label %2716

2709:                                             ; preds = %2705
  %2710 = load i16, ptr %2706, align 1, !tbaa !34
  %2711 = load i16, ptr %2707, align 1, !tbaa !34
  %2712 = icmp eq i16 %2710, %2711
  br i1 %2712, label %2713, label %2716

2713:                                             ; preds = %2709
  %2714 = getelementptr inbounds i8, ptr %2707, i64 2
  %2715 = getelementptr inbounds i8, ptr %2706, i64 2
  br label %2716

2716:                                             ; preds = %2713, %2709, %2705
  %2717 = phi ptr [ %2715, %2713 ], [ %2706, %2709 ], [ %2706, %2705 ]
  %2718 = phi ptr [ %2714, %2713 ], [ %2707, %2709 ], [ %2707, %2705 ]
  %2719 = icmp ult ptr %2718, %22
  br i1 %2719, label %2720, label %2726

2720:                                             ; preds = %2716
  %2721 = load i8, ptr %2717, align 1, !tbaa !31
  %2722 = load i8, ptr %2718, align 1, !tbaa !31
  %2723 = icmp eq i8 %2721, %2722
  %2724 = zext i1 %2723 to i64
  %2725 = getelementptr inbounds i8, ptr %2718, i64 %2724
  br label %2726

2726:                                             ; preds = %2720, %2716
  %2727 = phi ptr [ %2718, %2716 ], [ %2725, %2720 ]
  %2728 = ptrtoint ptr %2727 to i64
  %2729 = ptrtoint ptr %2665 to i64
  %2730 = sub i64 %2728, %2729
  br label %2731

2731:                                             ; preds = %2726, %2686, %2672
  %2732 = phi i64 [ %2730, %2726 ], [ %2675, %2672 ], [ %2693, %2686 ]
  %2733 = add i64 %2732, 4
  %2734 = icmp ugt ptr %2320, %2301
  %2735 = icmp ugt i32 %2323, %19
  %2736 = and i1 %2734, %2735
  br i1 %2736, label %2737, label %2755

2737:                                             ; preds = %2731, %2746
  %2738 = phi ptr [ %2741, %2746 ], [ %2320, %2731 ]
  %2739 = phi i64 [ %2747, %2746 ], [ %2733, %2731 ]
  %2740 = phi ptr [ %2743, %2746 ], [ %2330, %2731 ]
  %2741 = getelementptr inbounds i8, ptr %2738, i64 -1
  %2742 = load i8, ptr %2741, align 1, !tbaa !31
  %2743 = getelementptr inbounds i8, ptr %2740, i64 -1
  %2744 = load i8, ptr %2743, align 1, !tbaa !31
  %2745 = icmp eq i8 %2742, %2744
  br i1 %2745, label %2746, label %2751

2746:                                             ; preds = %2737
  %2747 = add i64 %2739, 1
  %2748 = icmp ugt ptr %2741, %2301
  %2749 = icmp ugt ptr %2743, %21
  %2750 = and i1 %2748, %2749
  br i1 %2750, label %2737, label %2751, !llvm.loop !86

2751:                                             ; preds = %2746, %2737
  %2752 = phi i64 [ %2747, %2746 ], [ %2739, %2737 ]
  %2753 = phi ptr [ %2741, %2746 ], [ %2738, %2737 ]
  %2754 = ptrtoint ptr %2753 to i64
  br label %2755

2755:                                             ; preds = %2751, %2731
  %2756 = phi i64 [ %2754, %2751 ], [ %2326, %2731 ]
  %2757 = phi i64 [ %2752, %2751 ], [ %2733, %2731 ]
  %2758 = phi ptr [ %2753, %2751 ], [ %2320, %2731 ]
  %2759 = ptrtoint ptr %2301 to i64
  %2760 = sub i64 %2756, %2759
  %2761 = add i32 %2664, 3
  %2762 = getelementptr inbounds i8, ptr %2301, i64 %2760
  %2763 = icmp ugt ptr %2762, %2286
  %2764 = load ptr, ptr %2287, align 8, !tbaa !36
  br i1 %2763, label %2790, label %2765

2765:                                             ; preds = %2755
  %2766 = load <16 x i8>, ptr %2301, align 1
  store <16 x i8> %2766, ptr %2764, align 1
  %2767 = icmp ugt i64 %2760, 16
  %2768 = load ptr, ptr %2287, align 8, !tbaa !36
  br i1 %2767, label %2772, label %2769

2769:                                             ; preds = %2765
  %2770 = getelementptr inbounds i8, ptr %2768, i64 %2760
  store ptr %2770, ptr %2287, align 8, !tbaa !36
  %2771 = load ptr, ptr %2290, align 8, !tbaa !38
  br label %2879

2772:                                             ; preds = %2765
  %2773 = getelementptr inbounds i8, ptr %2768, i64 16
  %2774 = getelementptr inbounds i8, ptr %2301, i64 16
  %2775 = getelementptr i8, ptr %2768, i64 %2760
  %2776 = load <16 x i8>, ptr %2774, align 1
  store <16 x i8> %2776, ptr %2773, align 1
  %2777 = icmp slt i64 %2760, 33
  br i1 %2777, label %2867, label %2778

2778:                                             ; preds = %2772
  %2779 = getelementptr inbounds i8, ptr %2768, i64 32
  br label %2780

2780:                                             ; preds = %2780, %2778
  %2781 = phi ptr [ %2779, %2778 ], [ %2788, %2780 ]
  %2782 = phi ptr [ %2774, %2778 ], [ %2786, %2780 ]
  %2783 = getelementptr inbounds i8, ptr %2782, i64 16
  %2784 = load <16 x i8>, ptr %2783, align 1
  store <16 x i8> %2784, ptr %2781, align 1
  %2785 = getelementptr inbounds i8, ptr %2781, i64 16
  %2786 = getelementptr inbounds i8, ptr %2782, i64 32
  %2787 = load <16 x i8>, ptr %2786, align 1
  store <16 x i8> %2787, ptr %2785, align 1
  %2788 = getelementptr inbounds i8, ptr %2781, i64 32
  %2789 = icmp ult ptr %2788, %2775
  br i1 %2789, label %2780, label %2867, !llvm.loop !39

2790:                                             ; preds = %2755
  %2791 = icmp ugt ptr %2301, %2286
  br i1 %2791, label %2809, label %2792

2792:                                             ; preds = %2790
  %2793 = sub i64 %2288, %2759
  %2794 = getelementptr inbounds i8, ptr %2764, i64 %2793
  %2795 = load <16 x i8>, ptr %2301, align 1
  store <16 x i8> %2795, ptr %2764, align 1
  %2796 = icmp slt i64 %2793, 17
  br i1 %2796, label %2809, label %2797

2797:                                             ; preds = %2792
  %2798 = getelementptr inbounds i8, ptr %2764, i64 16
  br label %2799

2799:                                             ; preds = %2799, %2797
  %2800 = phi ptr [ %2798, %2797 ], [ %2807, %2799 ]
  %2801 = phi ptr [ %2301, %2797 ], [ %2805, %2799 ]
  %2802 = getelementptr inbounds i8, ptr %2801, i64 16
  %2803 = load <16 x i8>, ptr %2802, align 1
  store <16 x i8> %2803, ptr %2800, align 1
  %2804 = getelementptr inbounds i8, ptr %2800, i64 16
  %2805 = getelementptr inbounds i8, ptr %2801, i64 32
  %2806 = load <16 x i8>, ptr %2805, align 1
  store <16 x i8> %2806, ptr %2804, align 1
  %2807 = getelementptr inbounds i8, ptr %2800, i64 32
  %2808 = icmp ult ptr %2807, %2794
  br i1 %2808, label %2799, label %2809, !llvm.loop !39

2809:                                             ; preds = %2799, %2792, %2790
  %2810 = phi ptr [ %2286, %2792 ], [ %2301, %2790 ], [ %2286, %2799 ]
  %2811 = phi ptr [ %2794, %2792 ], [ %2764, %2790 ], [ %2794, %2799 ]
  %2812 = icmp ult ptr %2810, %2762
  br i1 %2812, label %2813, label %2867

2813:                                             ; preds = %2809
  %2814 = ptrtoint ptr %2811 to i64
  %2815 = ptrtoint ptr %2810 to i64
  %2816 = sub i64 %2756, %2815
  %2817 = getelementptr i8, ptr %2810, i64 %2816
  %2818 = icmp ult i64 %2816, 8
  %2819 = sub i64 %2814, %2815
  %2820 = icmp ult i64 %2819, 32
  %2821 = select i1 %2818, i1 true, i1 %2820
  br i1 %2821, label %2857, label %2822

2822:                                             ; preds = %2813
  %2823 = icmp ult i64 %2816, 32
  br i1 %2823, label %2843, label %2824

2824:                                             ; preds = %2822
  %2825 = and i64 %2816, -32
  br label %2826

2826:                                             ; preds = %2826, %2824
  %2827 = phi i64 [ 0, %2824 ], [ %2834, %2826 ]
  %2828 = getelementptr i8, ptr %2811, i64 %2827
  %2829 = getelementptr i8, ptr %2810, i64 %2827
  %2830 = getelementptr i8, ptr %2829, i64 16
  %2831 = load <16 x i8>, ptr %2829, align 1, !tbaa !31
  %2832 = load <16 x i8>, ptr %2830, align 1, !tbaa !31
  %2833 = getelementptr i8, ptr %2828, i64 16
  store <16 x i8> %2831, ptr %2828, align 1, !tbaa !31
  store <16 x i8> %2832, ptr %2833, align 1, !tbaa !31
  %2834 = add nuw i64 %2827, 32
  %2835 = icmp eq i64 %2834, %2825
  br i1 %2835, label %2836, label %2826, !llvm.loop !114

2836:                                             ; preds = %2826
  %2837 = icmp eq i64 %2816, %2825
  br i1 %2837, label %2867, label %2838

2838:                                             ; preds = %2836
  %2839 = getelementptr i8, ptr %2810, i64 %2825
  %2840 = getelementptr i8, ptr %2811, i64 %2825
  %2841 = and i64 %2816, 24
  %2842 = icmp eq i64 %2841, 0
  br i1 %2842, label %2857, label %2843

2843:                                             ; preds = %2822, %2838
  %2844 = phi i64 [ %2825, %2838 ], [ 0, %2822 ]
  %2845 = and i64 %2816, -8
  %2846 = getelementptr i8, ptr %2811, i64 %2845
  %2847 = getelementptr i8, ptr %2810, i64 %2845
  br label %2848

2848:                                             ; preds = %2848, %2843
  %2849 = phi i64 [ %2844, %2843 ], [ %2853, %2848 ]
  %2850 = getelementptr i8, ptr %2811, i64 %2849
  %2851 = getelementptr i8, ptr %2810, i64 %2849
  %2852 = load <8 x i8>, ptr %2851, align 1, !tbaa !31
  store <8 x i8> %2852, ptr %2850, align 1, !tbaa !31
  %2853 = add nuw i64 %2849, 8
  %2854 = icmp eq i64 %2853, %2845
  br i1 %2854, label %2855, label %2848, !llvm.loop !115

2855:                                             ; preds = %2848
  %2856 = icmp eq i64 %2816, %2845
  br i1 %2856, label %2867, label %2857

2857:                                             ; preds = %2855, %2813, %2838
  %2858 = phi ptr [ %2811, %2813 ], [ %2840, %2838 ], [ %2846, %2855 ]
  %2859 = phi ptr [ %2810, %2813 ], [ %2839, %2838 ], [ %2847, %2855 ]
  br label %2860

2860:                                             ; preds = %2857, %2860
  %2861 = phi ptr [ %2865, %2860 ], [ %2858, %2857 ]
  %2862 = phi ptr [ %2863, %2860 ], [ %2859, %2857 ]
  %2863 = getelementptr inbounds i8, ptr %2862, i64 1
  %2864 = load i8, ptr %2862, align 1, !tbaa !31
  %2865 = getelementptr inbounds i8, ptr %2861, i64 1
  store i8 %2864, ptr %2861, align 1, !tbaa !31
  %2866 = icmp eq ptr %2863, %2817
  br i1 %2866, label %2867, label %2860, !llvm.loop !116

2867:                                             ; preds = %2780, %2860, %2836, %2855, %2809, %2772
  %2868 = load ptr, ptr %2287, align 8, !tbaa !36
  %2869 = getelementptr inbounds i8, ptr %2868, i64 %2760
  store ptr %2869, ptr %2287, align 8, !tbaa !36
  %2870 = icmp ugt i64 %2760, 65535
  %2871 = load ptr, ptr %2290, align 8, !tbaa !38
  br i1 %2870, label %2872, label %2879, !prof !45

2872:                                             ; preds = %2867
  store i32 1, ptr %2289, align 8, !tbaa !46
  %2873 = load ptr, ptr %1, align 8, !tbaa !47
  %2874 = ptrtoint ptr %2871 to i64
  %2875 = ptrtoint ptr %2873 to i64
  %2876 = sub i64 %2874, %2875
  %2877 = lshr exact i64 %2876, 3
  %2878 = trunc i64 %2877 to i32
  store i32 %2878, ptr %2291, align 4, !tbaa !48
  br label %2879

2879:                                             ; preds = %2872, %2867, %2769
  %2880 = phi ptr [ %2771, %2769 ], [ %2871, %2872 ], [ %2871, %2867 ]
  %2881 = trunc i64 %2760 to i16
  %2882 = getelementptr inbounds i8, ptr %2880, i64 4
  store i16 %2881, ptr %2882, align 4, !tbaa !49
  store i32 %2761, ptr %2880, align 4, !tbaa !51
  %2883 = add i64 %2757, -3
  %2884 = icmp ugt i64 %2883, 65535
  br i1 %2884, label %2899, label %2912, !prof !52

2885:                                             ; preds = %2660, %2654
  %2886 = icmp uge ptr %2319, %2314
  %2887 = zext i1 %2886 to i64
  %2888 = add i64 %2315, %2887
  %2889 = getelementptr inbounds i8, ptr %2319, i64 %2888
  %2890 = icmp ugt ptr %2889, %23
  br i1 %2890, label %2998, label %2891

2891:                                             ; preds = %2885
  %2892 = select i1 %2886, i64 256, i64 0
  %2893 = getelementptr inbounds i8, ptr %2314, i64 %2892
  %2894 = lshr i64 %2335, 8
  %2895 = getelementptr inbounds i32, ptr %30, i64 %2894
  %2896 = load i32, ptr %2895, align 4, !tbaa !20
  %2897 = zext i32 %2896 to i64
  %2898 = xor i64 %2335, %2897
  br label %2313

2899:                                             ; preds = %2879, %2648, %2477
  %2900 = phi ptr [ %2478, %2477 ], [ %2649, %2648 ], [ %2880, %2879 ]
  %2901 = phi i64 [ %2481, %2477 ], [ %2652, %2648 ], [ %2883, %2879 ]
  %2902 = phi i64 [ %2356, %2477 ], [ %2526, %2648 ], [ %2757, %2879 ]
  %2903 = phi i32 [ %2303, %2477 ], [ %2302, %2648 ], [ %2302, %2879 ]
  %2904 = phi i32 [ %2302, %2477 ], [ %2500, %2648 ], [ %2664, %2879 ]
  %2905 = phi ptr [ %2351, %2477 ], [ %2527, %2648 ], [ %2758, %2879 ]
  store i32 2, ptr %2289, align 8, !tbaa !46
  %2906 = load ptr, ptr %1, align 8, !tbaa !47
  %2907 = ptrtoint ptr %2900 to i64
  %2908 = ptrtoint ptr %2906 to i64
  %2909 = sub i64 %2907, %2908
  %2910 = lshr exact i64 %2909, 3
  %2911 = trunc i64 %2910 to i32
  store i32 %2911, ptr %2291, align 4, !tbaa !48
  br label %2912

2912:                                             ; preds = %2899, %2879, %2648, %2477
  %2913 = phi i64 [ %2481, %2477 ], [ %2652, %2648 ], [ %2883, %2879 ], [ %2901, %2899 ]
  %2914 = phi ptr [ %2478, %2477 ], [ %2649, %2648 ], [ %2880, %2879 ], [ %2900, %2899 ]
  %2915 = phi i64 [ %2356, %2477 ], [ %2526, %2648 ], [ %2757, %2879 ], [ %2902, %2899 ]
  %2916 = phi i32 [ %2303, %2477 ], [ %2302, %2648 ], [ %2302, %2879 ], [ %2903, %2899 ]
  %2917 = phi i32 [ %2302, %2477 ], [ %2500, %2648 ], [ %2664, %2879 ], [ %2904, %2899 ]
  %2918 = phi ptr [ %2351, %2477 ], [ %2527, %2648 ], [ %2758, %2879 ], [ %2905, %2899 ]
  %2919 = trunc i64 %2913 to i16
  %2920 = getelementptr inbounds i8, ptr %2914, i64 6
  store i16 %2919, ptr %2920, align 2, !tbaa !53
  %2921 = getelementptr inbounds i8, ptr %2914, i64 8
  store ptr %2921, ptr %2290, align 8, !tbaa !38
  %2922 = getelementptr inbounds i8, ptr %2918, i64 %2915
  %2923 = icmp ugt ptr %2922, %23
  br i1 %2923, label %2992, label %2924

2924:                                             ; preds = %2912
  %2925 = add i32 %2328, 2
  %2926 = and i64 %2327, 4294967295
  %2927 = getelementptr inbounds i8, ptr %2274, i64 %2926
  %2928 = load i64, ptr %2927, align 1, !tbaa !21
  %2929 = mul i64 %2928, -3523014627193167104
  %2930 = lshr i64 %2929, %2283
  %2931 = getelementptr inbounds i32, ptr %9, i64 %2930
  store i32 %2925, ptr %2931, align 4, !tbaa !20
  %2932 = getelementptr inbounds i8, ptr %2922, i64 -2
  %2933 = ptrtoint ptr %2932 to i64
  %2934 = sub i64 %2933, %52
  %2935 = trunc i64 %2934 to i32
  %2936 = load i64, ptr %2932, align 1, !tbaa !21
  %2937 = mul i64 %2936, -3523014627193167104
  %2938 = lshr i64 %2937, %2283
  %2939 = getelementptr inbounds i32, ptr %9, i64 %2938
  store i32 %2935, ptr %2939, align 4, !tbaa !20
  br label %2940

2940:                                             ; preds = %2982, %2924
  %2941 = phi ptr [ %2921, %2924 ], [ %2985, %2982 ]
  %2942 = phi ptr [ %2922, %2924 ], [ %2990, %2982 ]
  %2943 = phi i32 [ %2917, %2924 ], [ %2944, %2982 ]
  %2944 = phi i32 [ %2916, %2924 ], [ %2943, %2982 ]
  %2945 = ptrtoint ptr %2942 to i64
  %2946 = sub i64 %2945, %52
  %2947 = trunc i64 %2946 to i32
  %2948 = sub i32 %2947, %2944
  %2949 = icmp ult i32 %2948, %19
  %2950 = zext i32 %2948 to i64
  %2951 = select i1 %2949, ptr %2297, ptr %16
  %2952 = getelementptr inbounds i8, ptr %2951, i64 %2950
  %2953 = sub i32 %2948, %19
  %2954 = icmp ugt i32 %2953, -4
  br i1 %2954, label %2992, label %2955

2955:                                             ; preds = %2940
  %2956 = load i32, ptr %2952, align 1, !tbaa !20
  %2957 = load i32, ptr %2942, align 1, !tbaa !20
  %2958 = icmp eq i32 %2956, %2957
  br i1 %2958, label %2959, label %2992

2959:                                             ; preds = %2955
  %2960 = select i1 %2949, ptr %37, ptr %22
  %2961 = getelementptr inbounds i8, ptr %2942, i64 4
  %2962 = getelementptr inbounds i8, ptr %2952, i64 4
  %2963 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %2961, ptr noundef nonnull %2962, ptr noundef %22, ptr noundef %2960, ptr noundef %21)
  %2964 = add i64 %2963, 4
  %2965 = icmp ugt ptr %2942, %2286
  br i1 %2965, label %2970, label %2966

2966:                                             ; preds = %2959
  %2967 = load ptr, ptr %2287, align 8, !tbaa !36
  %2968 = load <16 x i8>, ptr %2942, align 1
  store <16 x i8> %2968, ptr %2967, align 1
  %2969 = load ptr, ptr %2290, align 8, !tbaa !38
  br label %2970

2970:                                             ; preds = %2966, %2959
  %2971 = phi ptr [ %2941, %2959 ], [ %2969, %2966 ]
  %2972 = getelementptr inbounds i8, ptr %2971, i64 4
  store i16 0, ptr %2972, align 4, !tbaa !49
  store i32 1, ptr %2971, align 4, !tbaa !51
  %2973 = add i64 %2963, 1
  %2974 = icmp ugt i64 %2973, 65535
  br i1 %2974, label %2975, label %2982, !prof !52

2975:                                             ; preds = %2970
  store i32 2, ptr %2289, align 8, !tbaa !46
  %2976 = load ptr, ptr %1, align 8, !tbaa !47
  %2977 = ptrtoint ptr %2971 to i64
  %2978 = ptrtoint ptr %2976 to i64
  %2979 = sub i64 %2977, %2978
  %2980 = lshr exact i64 %2979, 3
  %2981 = trunc i64 %2980 to i32
  store i32 %2981, ptr %2291, align 4, !tbaa !48
  br label %2982

2982:                                             ; preds = %2975, %2970
  %2983 = trunc i64 %2973 to i16
  %2984 = getelementptr inbounds i8, ptr %2971, i64 6
  store i16 %2983, ptr %2984, align 2, !tbaa !53
  %2985 = getelementptr inbounds i8, ptr %2971, i64 8
  store ptr %2985, ptr %2290, align 8, !tbaa !38
  %2986 = load i64, ptr %2942, align 1, !tbaa !21
  %2987 = mul i64 %2986, -3523014627193167104
  %2988 = lshr i64 %2987, %2283
  %2989 = getelementptr inbounds i32, ptr %9, i64 %2988
  store i32 %2947, ptr %2989, align 4, !tbaa !20
  %2990 = getelementptr inbounds i8, ptr %2942, i64 %2964
  %2991 = icmp ugt ptr %2990, %23
  br i1 %2991, label %2992, label %2940

2992:                                             ; preds = %2982, %2955, %2940, %2912
  %2993 = phi i32 [ %2916, %2912 ], [ %2944, %2940 ], [ %2944, %2955 ], [ %2943, %2982 ]
  %2994 = phi i32 [ %2917, %2912 ], [ %2943, %2940 ], [ %2943, %2955 ], [ %2944, %2982 ]
  %2995 = phi ptr [ %2922, %2912 ], [ %2942, %2940 ], [ %2942, %2955 ], [ %2990, %2982 ]
  %2996 = getelementptr inbounds i8, ptr %2995, i64 %17
  %2997 = icmp ugt ptr %2996, %23
  br i1 %2997, label %2998, label %2298

2998:                                             ; preds = %2257, %2150, %1522, %1415, %2992, %2885, %787, %677, %2273, %1538, %803, %66
  %2999 = phi i32 [ %24, %66 ], [ %24, %803 ], [ %24, %1538 ], [ %24, %2273 ], [ %93, %677 ], [ %789, %787 ], [ %2302, %2885 ], [ %2994, %2992 ], [ %832, %1415 ], [ %1524, %1522 ], [ %1567, %2150 ], [ %2259, %2257 ]
  %3000 = phi i32 [ %26, %66 ], [ %26, %803 ], [ %26, %1538 ], [ %26, %2273 ], [ %94, %677 ], [ %788, %787 ], [ %2303, %2885 ], [ %2993, %2992 ], [ %833, %1415 ], [ %1523, %1522 ], [ %1568, %2150 ], [ %2258, %2257 ]
  %3001 = phi ptr [ %3, %66 ], [ %3, %803 ], [ %3, %1538 ], [ %3, %2273 ], [ %92, %677 ], [ %790, %787 ], [ %2301, %2885 ], [ %2995, %2992 ], [ %831, %1415 ], [ %1525, %1522 ], [ %1566, %2150 ], [ %2260, %2257 ]
  store i32 %2999, ptr %2, align 4, !tbaa !20
  store i32 %3000, ptr %25, align 4, !tbaa !20
  %3002 = ptrtoint ptr %22 to i64
  %3003 = ptrtoint ptr %3001 to i64
  %3004 = sub i64 %3002, %3003
  ret i64 %3004
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressBlock_fast_extDict(ptr nocapture noundef readonly %0, ptr noundef %1, ptr nocapture noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #1 {
  %6 = getelementptr inbounds i8, ptr %0, i64 272
  %7 = load i32, ptr %6, align 8, !tbaa !25
  %8 = add i32 %7, -5
  %9 = icmp ult i32 %8, 3
  %10 = select i1 %9, i32 %7, i32 4
  %11 = tail call fastcc i64 @ZSTD_compressBlock_fast_extDict_generic(ptr noundef nonnull readonly %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %10)
  ret i64 %11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #3

; Function Attrs: inlinehint nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i64 @ZSTD_count_2segments(ptr noundef %0, ptr noundef %1, ptr noundef readnone %2, ptr noundef %3, ptr nocapture noundef readonly %4) unnamed_addr #4 {
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
  %29 = load i64, ptr %26, align 1, !tbaa !21
  %30 = load i64, ptr %25, align 1, !tbaa !21
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
  %46 = load i32, ptr %41, align 1, !tbaa !20
  %47 = load i32, ptr %42, align 1, !tbaa !20
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
  %58 = load i16, ptr %53, align 1, !tbaa !34
  %59 = load i16, ptr %54, align 1, !tbaa !34
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
  %69 = load i8, ptr %65, align 1, !tbaa !31
  %70 = load i8, ptr %66, align 1, !tbaa !31
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
  %102 = load i64, ptr %99, align 1, !tbaa !21
  %103 = load i64, ptr %98, align 1, !tbaa !21
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
  %119 = load i32, ptr %114, align 1, !tbaa !20
  %120 = load i32, ptr %115, align 1, !tbaa !20
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
  %131 = load i16, ptr %126, align 1, !tbaa !34
  %132 = load i16, ptr %127, align 1, !tbaa !34
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
  %142 = load i8, ptr %138, align 1, !tbaa !31
  %143 = load i8, ptr %139, align 1, !tbaa !31
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
define internal fastcc i64 @ZSTD_compressBlock_fast_extDict_generic(ptr nocapture noundef readonly %0, ptr noundef %1, ptr nocapture noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5) unnamed_addr #1 {
  %7 = getelementptr inbounds i8, ptr %0, i64 256
  %8 = getelementptr inbounds i8, ptr %0, i64 112
  %9 = load ptr, ptr %8, align 8, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %0, i64 264
  %11 = load i32, ptr %10, align 4, !tbaa !19
  %12 = getelementptr inbounds i8, ptr %0, i64 276
  %13 = load i32, ptr %12, align 4, !tbaa !27
  %14 = tail call i32 @llvm.umax.i32(i32 %13, i32 1)
  %15 = add i32 %14, 1
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds i8, ptr %0, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !17
  %19 = getelementptr inbounds i8, ptr %0, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !117
  %21 = ptrtoint ptr %3 to i64
  %22 = ptrtoint ptr %18 to i64
  %23 = sub i64 %21, %22
  %24 = add i64 %23, %4
  %25 = trunc i64 %24 to i32
  %26 = load i32, ptr %7, align 4, !tbaa !26
  %27 = shl nuw i32 1, %26
  %28 = getelementptr inbounds i8, ptr %0, i64 28
  %29 = load i32, ptr %28, align 4, !tbaa !118
  %30 = sub i32 %25, %29
  %31 = icmp ugt i32 %30, %27
  %32 = sub i32 %25, %27
  %33 = getelementptr inbounds i8, ptr %0, i64 40
  %34 = load i32, ptr %33, align 8, !tbaa !29
  %35 = icmp eq i32 %34, 0
  %36 = select i1 %35, i1 %31, i1 false
  %37 = select i1 %36, i32 %32, i32 %29
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds i8, ptr %20, i64 %38
  %40 = getelementptr inbounds i8, ptr %0, i64 24
  %41 = load i32, ptr %40, align 8, !tbaa !28
  %42 = tail call i32 @llvm.umax.i32(i32 %41, i32 %37)
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds i8, ptr %18, i64 %43
  %45 = getelementptr inbounds i8, ptr %20, i64 %43
  %46 = getelementptr inbounds i8, ptr %3, i64 %4
  %47 = getelementptr inbounds i8, ptr %46, i64 -8
  %48 = getelementptr inbounds i8, ptr %2, i64 4
  %49 = icmp ult i32 %37, %41
  br i1 %49, label %52, label %50

50:                                               ; preds = %6
  %51 = tail call i64 @ZSTD_compressBlock_fast(ptr noundef nonnull %0, ptr noundef %1, ptr noundef nonnull %2, ptr noundef %3, i64 noundef %4)
  br label %608

52:                                               ; preds = %6
  %53 = load i32, ptr %48, align 4, !tbaa !20
  %54 = load i32, ptr %2, align 4, !tbaa !20
  %55 = trunc i64 %23 to i32
  %56 = sub i32 %55, %37
  %57 = icmp ult i32 %53, %56
  %58 = select i1 %57, i32 0, i32 %53
  %59 = select i1 %57, i32 %53, i32 0
  %60 = icmp ult i32 %54, %56
  %61 = select i1 %60, i32 0, i32 %54
  %62 = select i1 %60, i32 %54, i32 0
  %63 = getelementptr inbounds i8, ptr %18, i64 2
  %64 = getelementptr inbounds i8, ptr %3, i64 %16
  %65 = getelementptr inbounds i8, ptr %64, i64 1
  %66 = icmp ult ptr %65, %47
  br i1 %66, label %67, label %263

67:                                               ; preds = %52
  %68 = sub i32 64, %11
  %69 = zext nneg i32 %68 to i64
  %70 = sub i32 32, %11
  %71 = getelementptr inbounds i8, ptr %46, i64 -32
  %72 = getelementptr inbounds i8, ptr %1, i64 24
  %73 = ptrtoint ptr %71 to i64
  %74 = getelementptr inbounds i8, ptr %1, i64 72
  %75 = getelementptr inbounds i8, ptr %1, i64 8
  %76 = getelementptr inbounds i8, ptr %1, i64 76
  br label %77

77:                                               ; preds = %67, %601
  %78 = phi ptr [ %65, %67 ], [ %606, %601 ]
  %79 = phi ptr [ %64, %67 ], [ %605, %601 ]
  %80 = phi i32 [ %62, %67 ], [ %604, %601 ]
  %81 = phi i32 [ %59, %67 ], [ %603, %601 ]
  %82 = phi ptr [ %3, %67 ], [ %602, %601 ]
  %83 = getelementptr inbounds i8, ptr %82, i64 1
  %84 = getelementptr inbounds i8, ptr %82, i64 128
  switch i32 %5, label %113 [
    i32 8, label %106
    i32 5, label %85
    i32 6, label %92
    i32 7, label %99
  ]

85:                                               ; preds = %77
  %86 = load i64, ptr %82, align 1, !tbaa !21
  %87 = mul i64 %86, -3523014627271114752
  %88 = lshr i64 %87, %69
  %89 = load i64, ptr %83, align 1, !tbaa !21
  %90 = mul i64 %89, -3523014627271114752
  %91 = lshr i64 %90, %69
  br label %122

92:                                               ; preds = %77
  %93 = load i64, ptr %82, align 1, !tbaa !21
  %94 = mul i64 %93, -3523014627193847808
  %95 = lshr i64 %94, %69
  %96 = load i64, ptr %83, align 1, !tbaa !21
  %97 = mul i64 %96, -3523014627193847808
  %98 = lshr i64 %97, %69
  br label %122

99:                                               ; preds = %77
  %100 = load i64, ptr %82, align 1, !tbaa !21
  %101 = mul i64 %100, -3523014627193167104
  %102 = lshr i64 %101, %69
  %103 = load i64, ptr %83, align 1, !tbaa !21
  %104 = mul i64 %103, -3523014627193167104
  %105 = lshr i64 %104, %69
  br label %122

106:                                              ; preds = %77
  %107 = load i64, ptr %82, align 1, !tbaa !21
  %108 = mul i64 %107, -3523014627327384477
  %109 = lshr i64 %108, %69
  %110 = load i64, ptr %83, align 1, !tbaa !21
  %111 = mul i64 %110, -3523014627327384477
  %112 = lshr i64 %111, %69
  br label %122

113:                                              ; preds = %77
  %114 = load i32, ptr %82, align 1, !tbaa !20
  %115 = mul i32 %114, -1640531535
  %116 = lshr i32 %115, %70
  %117 = zext i32 %116 to i64
  %118 = load i32, ptr %83, align 1, !tbaa !20
  %119 = mul i32 %118, -1640531535
  %120 = lshr i32 %119, %70
  %121 = zext i32 %120 to i64
  br label %122

122:                                              ; preds = %113, %85, %92, %99, %106
  %123 = phi i64 [ %117, %113 ], [ %102, %99 ], [ %95, %92 ], [ %88, %85 ], [ %109, %106 ]
  %124 = phi i64 [ %121, %113 ], [ %105, %99 ], [ %98, %92 ], [ %91, %85 ], [ %112, %106 ]
  %125 = getelementptr inbounds i32, ptr %9, i64 %123
  %126 = load i32, ptr %125, align 4, !tbaa !20
  %127 = icmp ult i32 %126, %42
  %128 = select i1 %127, ptr %20, ptr %18
  %129 = icmp ne i32 %80, 0
  br label %130

130:                                              ; preds = %259, %122
  %131 = phi i64 [ %16, %122 ], [ %260, %259 ]
  %132 = phi ptr [ %84, %122 ], [ %261, %259 ]
  %133 = phi ptr [ %128, %122 ], [ %227, %259 ]
  %134 = phi i32 [ %126, %122 ], [ %225, %259 ]
  %135 = phi i64 [ %124, %122 ], [ %250, %259 ]
  %136 = phi i64 [ %123, %122 ], [ %212, %259 ]
  %137 = phi ptr [ %78, %122 ], [ %252, %259 ]
  %138 = phi ptr [ %79, %122 ], [ %251, %259 ]
  %139 = phi ptr [ %83, %122 ], [ %137, %259 ]
  %140 = phi ptr [ %82, %122 ], [ %138, %259 ]
  %141 = ptrtoint ptr %138 to i64
  %142 = sub i64 %141, %22
  %143 = trunc i64 %142 to i32
  %144 = sub i32 %143, %80
  %145 = icmp ult i32 %144, %42
  %146 = select i1 %145, ptr %20, ptr %18
  %147 = sub i32 %42, %144
  %148 = icmp ugt i32 %147, 3
  %149 = and i1 %129, %148
  br i1 %149, label %150, label %154

150:                                              ; preds = %130
  %151 = zext i32 %144 to i64
  %152 = getelementptr inbounds i8, ptr %146, i64 %151
  %153 = load i32, ptr %152, align 1, !tbaa !20
  br label %157

154:                                              ; preds = %130
  %155 = load i32, ptr %138, align 1, !tbaa !20
  %156 = xor i32 %155, 1
  br label %157

157:                                              ; preds = %154, %150
  %158 = phi i32 [ %153, %150 ], [ %156, %154 ]
  %159 = ptrtoint ptr %140 to i64
  %160 = sub i64 %159, %22
  %161 = trunc i64 %160 to i32
  %162 = getelementptr inbounds i32, ptr %9, i64 %136
  store i32 %161, ptr %162, align 4, !tbaa !20
  %163 = load i32, ptr %138, align 1, !tbaa !20
  %164 = icmp eq i32 %163, %158
  br i1 %164, label %165, label %178

165:                                              ; preds = %157
  %166 = zext i32 %144 to i64
  %167 = getelementptr inbounds i8, ptr %146, i64 %166
  %168 = select i1 %145, ptr %45, ptr %46
  %169 = getelementptr inbounds i8, ptr %138, i64 -1
  %170 = load i8, ptr %169, align 1, !tbaa !31
  %171 = getelementptr inbounds i8, ptr %167, i64 -1
  %172 = load i8, ptr %171, align 1, !tbaa !31
  %173 = icmp eq i8 %170, %172
  %174 = sext i1 %173 to i64
  %175 = getelementptr inbounds i8, ptr %138, i64 %174
  %176 = getelementptr inbounds i8, ptr %167, i64 %174
  %177 = select i1 %173, i64 5, i64 4
  br label %308

178:                                              ; preds = %157
  %179 = icmp ult i32 %134, %37
  br i1 %179, label %186, label %180

180:                                              ; preds = %178
  %181 = zext i32 %134 to i64
  %182 = getelementptr inbounds i8, ptr %133, i64 %181
  %183 = load i32, ptr %182, align 1, !tbaa !20
  %184 = load i32, ptr %140, align 1, !tbaa !20
  %185 = icmp eq i32 %184, %183
  br i1 %185, label %277, label %186

186:                                              ; preds = %178, %180
  %187 = getelementptr inbounds i32, ptr %9, i64 %135
  %188 = load i32, ptr %187, align 4, !tbaa !20
  %189 = icmp ult i32 %188, %42
  %190 = select i1 %189, ptr %20, ptr %18
  switch i32 %5, label %191 [
    i32 8, label %207
    i32 5, label %195
    i32 6, label %199
    i32 7, label %203
  ]

191:                                              ; preds = %186
  %192 = mul i32 %163, -1640531535
  %193 = lshr i32 %192, %70
  %194 = zext i32 %193 to i64
  br label %211

195:                                              ; preds = %186
  %196 = load i64, ptr %138, align 1, !tbaa !21
  %197 = mul i64 %196, -3523014627271114752
  %198 = lshr i64 %197, %69
  br label %211

199:                                              ; preds = %186
  %200 = load i64, ptr %138, align 1, !tbaa !21
  %201 = mul i64 %200, -3523014627193847808
  %202 = lshr i64 %201, %69
  br label %211

203:                                              ; preds = %186
  %204 = load i64, ptr %138, align 1, !tbaa !21
  %205 = mul i64 %204, -3523014627193167104
  %206 = lshr i64 %205, %69
  br label %211

207:                                              ; preds = %186
  %208 = load i64, ptr %138, align 1, !tbaa !21
  %209 = mul i64 %208, -3523014627327384477
  %210 = lshr i64 %209, %69
  br label %211

211:                                              ; preds = %191, %195, %199, %203, %207
  %212 = phi i64 [ %194, %191 ], [ %206, %203 ], [ %202, %199 ], [ %198, %195 ], [ %210, %207 ]
  %213 = ptrtoint ptr %139 to i64
  %214 = sub i64 %213, %22
  %215 = trunc i64 %214 to i32
  store i32 %215, ptr %187, align 4, !tbaa !20
  %216 = icmp ult i32 %188, %37
  br i1 %216, label %223, label %217

217:                                              ; preds = %211
  %218 = zext i32 %188 to i64
  %219 = getelementptr inbounds i8, ptr %190, i64 %218
  %220 = load i32, ptr %219, align 1, !tbaa !20
  %221 = load i32, ptr %139, align 1, !tbaa !20
  %222 = icmp eq i32 %221, %220
  br i1 %222, label %277, label %223

223:                                              ; preds = %211, %217
  %224 = getelementptr inbounds i32, ptr %9, i64 %212
  %225 = load i32, ptr %224, align 4, !tbaa !20
  %226 = icmp ult i32 %225, %42
  %227 = select i1 %226, ptr %20, ptr %18
  switch i32 %5, label %228 [
    i32 8, label %245
    i32 5, label %233
    i32 6, label %237
    i32 7, label %241
  ]

228:                                              ; preds = %223
  %229 = load i32, ptr %137, align 1, !tbaa !20
  %230 = mul i32 %229, -1640531535
  %231 = lshr i32 %230, %70
  %232 = zext i32 %231 to i64
  br label %249

233:                                              ; preds = %223
  %234 = load i64, ptr %137, align 1, !tbaa !21
  %235 = mul i64 %234, -3523014627271114752
  %236 = lshr i64 %235, %69
  br label %249

237:                                              ; preds = %223
  %238 = load i64, ptr %137, align 1, !tbaa !21
  %239 = mul i64 %238, -3523014627193847808
  %240 = lshr i64 %239, %69
  br label %249

241:                                              ; preds = %223
  %242 = load i64, ptr %137, align 1, !tbaa !21
  %243 = mul i64 %242, -3523014627193167104
  %244 = lshr i64 %243, %69
  br label %249

245:                                              ; preds = %223
  %246 = load i64, ptr %137, align 1, !tbaa !21
  %247 = mul i64 %246, -3523014627327384477
  %248 = lshr i64 %247, %69
  br label %249

249:                                              ; preds = %228, %233, %237, %241, %245
  %250 = phi i64 [ %232, %228 ], [ %244, %241 ], [ %240, %237 ], [ %236, %233 ], [ %248, %245 ]
  %251 = getelementptr inbounds i8, ptr %138, i64 %131
  %252 = getelementptr inbounds i8, ptr %137, i64 %131
  %253 = icmp ult ptr %251, %132
  br i1 %253, label %259, label %254

254:                                              ; preds = %249
  %255 = add i64 %131, 1
  %256 = getelementptr inbounds i8, ptr %137, i64 64
  tail call void @llvm.prefetch.p0(ptr nonnull %256, i32 0, i32 3, i32 1)
  %257 = getelementptr inbounds i8, ptr %137, i64 128
  tail call void @llvm.prefetch.p0(ptr nonnull %257, i32 0, i32 3, i32 1)
  %258 = getelementptr inbounds i8, ptr %132, i64 128
  br label %259

259:                                              ; preds = %249, %254
  %260 = phi i64 [ %255, %254 ], [ %131, %249 ]
  %261 = phi ptr [ %258, %254 ], [ %132, %249 ]
  %262 = icmp ult ptr %252, %47
  br i1 %262, label %130, label %263, !llvm.loop !119

263:                                              ; preds = %601, %259, %52
  %264 = phi ptr [ %3, %52 ], [ %82, %259 ], [ %602, %601 ]
  %265 = phi i32 [ %59, %52 ], [ %81, %259 ], [ %603, %601 ]
  %266 = phi i32 [ %62, %52 ], [ %80, %259 ], [ %604, %601 ]
  %267 = icmp ne i32 %61, 0
  %268 = icmp ne i32 %266, 0
  %269 = select i1 %267, i1 %268, i1 false
  %270 = select i1 %269, i32 %61, i32 %58
  %271 = select i1 %268, i32 %266, i32 %61
  store i32 %271, ptr %2, align 4, !tbaa !20
  %272 = icmp eq i32 %265, 0
  %273 = select i1 %272, i32 %270, i32 %265
  store i32 %273, ptr %48, align 4, !tbaa !20
  %274 = ptrtoint ptr %46 to i64
  %275 = ptrtoint ptr %264 to i64
  %276 = sub i64 %274, %275
  br label %608

277:                                              ; preds = %217, %180
  %278 = phi ptr [ %133, %180 ], [ %190, %217 ]
  %279 = phi i32 [ %134, %180 ], [ %188, %217 ]
  %280 = phi i64 [ %135, %180 ], [ %212, %217 ]
  %281 = phi i32 [ %161, %180 ], [ %215, %217 ]
  %282 = phi ptr [ %139, %180 ], [ %138, %217 ]
  %283 = phi ptr [ %140, %180 ], [ %139, %217 ]
  %284 = sub i32 %281, %279
  %285 = icmp ugt i32 %41, %279
  %286 = select i1 %285, ptr %39, ptr %44
  %287 = select i1 %285, ptr %45, ptr %46
  %288 = zext i32 %279 to i64
  %289 = getelementptr inbounds i8, ptr %278, i64 %288
  %290 = add i32 %284, 3
  %291 = icmp ugt ptr %283, %82
  %292 = icmp ugt ptr %289, %286
  %293 = and i1 %292, %291
  br i1 %293, label %294, label %308

294:                                              ; preds = %277, %303
  %295 = phi ptr [ %298, %303 ], [ %283, %277 ]
  %296 = phi i64 [ %304, %303 ], [ 4, %277 ]
  %297 = phi ptr [ %300, %303 ], [ %289, %277 ]
  %298 = getelementptr inbounds i8, ptr %295, i64 -1
  %299 = load i8, ptr %298, align 1, !tbaa !31
  %300 = getelementptr inbounds i8, ptr %297, i64 -1
  %301 = load i8, ptr %300, align 1, !tbaa !31
  %302 = icmp eq i8 %299, %301
  br i1 %302, label %303, label %308

303:                                              ; preds = %294
  %304 = add i64 %296, 1
  %305 = icmp ugt ptr %298, %82
  %306 = icmp ugt ptr %300, %286
  %307 = and i1 %306, %305
  br i1 %307, label %294, label %308, !llvm.loop !120

308:                                              ; preds = %303, %294, %277, %165
  %309 = phi i32 [ 1, %165 ], [ %290, %277 ], [ %290, %294 ], [ %290, %303 ]
  %310 = phi ptr [ %176, %165 ], [ %289, %277 ], [ %300, %303 ], [ %297, %294 ]
  %311 = phi i64 [ %177, %165 ], [ 4, %277 ], [ %304, %303 ], [ %296, %294 ]
  %312 = phi ptr [ %168, %165 ], [ %287, %277 ], [ %287, %294 ], [ %287, %303 ]
  %313 = phi i64 [ %135, %165 ], [ %280, %277 ], [ %280, %294 ], [ %280, %303 ]
  %314 = phi i32 [ %161, %165 ], [ %281, %277 ], [ %281, %294 ], [ %281, %303 ]
  %315 = phi ptr [ %139, %165 ], [ %282, %277 ], [ %282, %294 ], [ %282, %303 ]
  %316 = phi ptr [ %175, %165 ], [ %283, %277 ], [ %298, %303 ], [ %295, %294 ]
  %317 = phi i32 [ %81, %165 ], [ %80, %277 ], [ %80, %294 ], [ %80, %303 ]
  %318 = phi i32 [ %80, %165 ], [ %284, %277 ], [ %284, %294 ], [ %284, %303 ]
  %319 = getelementptr inbounds i8, ptr %316, i64 %311
  %320 = getelementptr inbounds i8, ptr %310, i64 %311
  %321 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef %319, ptr noundef %320, ptr noundef %46, ptr noundef %312, ptr noundef nonnull %44)
  %322 = add i64 %321, %311
  %323 = ptrtoint ptr %316 to i64
  %324 = ptrtoint ptr %82 to i64
  %325 = sub i64 %323, %324
  %326 = getelementptr inbounds i8, ptr %82, i64 %325
  %327 = icmp ugt ptr %326, %71
  %328 = load ptr, ptr %72, align 8, !tbaa !36
  br i1 %327, label %354, label %329

329:                                              ; preds = %308
  %330 = load <16 x i8>, ptr %82, align 1
  store <16 x i8> %330, ptr %328, align 1
  %331 = icmp ugt i64 %325, 16
  %332 = load ptr, ptr %72, align 8, !tbaa !36
  br i1 %331, label %336, label %333

333:                                              ; preds = %329
  %334 = getelementptr inbounds i8, ptr %332, i64 %325
  store ptr %334, ptr %72, align 8, !tbaa !36
  %335 = load ptr, ptr %75, align 8, !tbaa !38
  br label %443

336:                                              ; preds = %329
  %337 = getelementptr inbounds i8, ptr %332, i64 16
  %338 = getelementptr inbounds i8, ptr %82, i64 16
  %339 = getelementptr i8, ptr %332, i64 %325
  %340 = load <16 x i8>, ptr %338, align 1
  store <16 x i8> %340, ptr %337, align 1
  %341 = icmp slt i64 %325, 33
  br i1 %341, label %431, label %342

342:                                              ; preds = %336
  %343 = getelementptr inbounds i8, ptr %332, i64 32
  br label %344

344:                                              ; preds = %344, %342
  %345 = phi ptr [ %343, %342 ], [ %352, %344 ]
  %346 = phi ptr [ %338, %342 ], [ %350, %344 ]
  %347 = getelementptr inbounds i8, ptr %346, i64 16
  %348 = load <16 x i8>, ptr %347, align 1
  store <16 x i8> %348, ptr %345, align 1
  %349 = getelementptr inbounds i8, ptr %345, i64 16
  %350 = getelementptr inbounds i8, ptr %346, i64 32
  %351 = load <16 x i8>, ptr %350, align 1
  store <16 x i8> %351, ptr %349, align 1
  %352 = getelementptr inbounds i8, ptr %345, i64 32
  %353 = icmp ult ptr %352, %339
  br i1 %353, label %344, label %431, !llvm.loop !39

354:                                              ; preds = %308
  %355 = icmp ugt ptr %82, %71
  br i1 %355, label %373, label %356

356:                                              ; preds = %354
  %357 = sub i64 %73, %324
  %358 = getelementptr inbounds i8, ptr %328, i64 %357
  %359 = load <16 x i8>, ptr %82, align 1
  store <16 x i8> %359, ptr %328, align 1
  %360 = icmp slt i64 %357, 17
  br i1 %360, label %373, label %361

361:                                              ; preds = %356
  %362 = getelementptr inbounds i8, ptr %328, i64 16
  br label %363

363:                                              ; preds = %363, %361
  %364 = phi ptr [ %362, %361 ], [ %371, %363 ]
  %365 = phi ptr [ %82, %361 ], [ %369, %363 ]
  %366 = getelementptr inbounds i8, ptr %365, i64 16
  %367 = load <16 x i8>, ptr %366, align 1
  store <16 x i8> %367, ptr %364, align 1
  %368 = getelementptr inbounds i8, ptr %364, i64 16
  %369 = getelementptr inbounds i8, ptr %365, i64 32
  %370 = load <16 x i8>, ptr %369, align 1
  store <16 x i8> %370, ptr %368, align 1
  %371 = getelementptr inbounds i8, ptr %364, i64 32
  %372 = icmp ult ptr %371, %358
  br i1 %372, label %363, label %373, !llvm.loop !39

373:                                              ; preds = %363, %356, %354
  %374 = phi ptr [ %71, %356 ], [ %82, %354 ], [ %71, %363 ]
  %375 = phi ptr [ %358, %356 ], [ %328, %354 ], [ %358, %363 ]
  %376 = icmp ult ptr %374, %326
  br i1 %376, label %377, label %431

377:                                              ; preds = %373
  %378 = ptrtoint ptr %375 to i64
  %379 = ptrtoint ptr %374 to i64
  %380 = sub i64 %323, %379
  %381 = getelementptr i8, ptr %374, i64 %380
  %382 = icmp ult i64 %380, 8
  %383 = sub i64 %378, %379
  %384 = icmp ult i64 %383, 32
  %385 = select i1 %382, i1 true, i1 %384
  br i1 %385, label %421, label %386

386:                                              ; preds = %377
  %387 = icmp ult i64 %380, 32
  br i1 %387, label %407, label %388

388:                                              ; preds = %386
  %389 = and i64 %380, -32
  br label %390

390:                                              ; preds = %390, %388
  %391 = phi i64 [ 0, %388 ], [ %398, %390 ]
  %392 = getelementptr i8, ptr %375, i64 %391
  %393 = getelementptr i8, ptr %374, i64 %391
  %394 = getelementptr i8, ptr %393, i64 16
  %395 = load <16 x i8>, ptr %393, align 1, !tbaa !31
  %396 = load <16 x i8>, ptr %394, align 1, !tbaa !31
  %397 = getelementptr i8, ptr %392, i64 16
  store <16 x i8> %395, ptr %392, align 1, !tbaa !31
  store <16 x i8> %396, ptr %397, align 1, !tbaa !31
  %398 = add nuw i64 %391, 32
  %399 = icmp eq i64 %398, %389
  br i1 %399, label %400, label %390, !llvm.loop !121

400:                                              ; preds = %390
  %401 = icmp eq i64 %380, %389
  br i1 %401, label %431, label %402

402:                                              ; preds = %400
  %403 = getelementptr i8, ptr %374, i64 %389
  %404 = getelementptr i8, ptr %375, i64 %389
  %405 = and i64 %380, 24
  %406 = icmp eq i64 %405, 0
  br i1 %406, label %421, label %407

407:                                              ; preds = %386, %402
  %408 = phi i64 [ %389, %402 ], [ 0, %386 ]
  %409 = and i64 %380, -8
  %410 = getelementptr i8, ptr %375, i64 %409
  %411 = getelementptr i8, ptr %374, i64 %409
  br label %412

412:                                              ; preds = %412, %407
  %413 = phi i64 [ %408, %407 ], [ %417, %412 ]
  %414 = getelementptr i8, ptr %375, i64 %413
  %415 = getelementptr i8, ptr %374, i64 %413
  %416 = load <8 x i8>, ptr %415, align 1, !tbaa !31
  store <8 x i8> %416, ptr %414, align 1, !tbaa !31
  %417 = add nuw i64 %413, 8
  %418 = icmp eq i64 %417, %409
  br i1 %418, label %419, label %412, !llvm.loop !122

419:                                              ; preds = %412
  %420 = icmp eq i64 %380, %409
  br i1 %420, label %431, label %421

421:                                              ; preds = %419, %377, %402
  %422 = phi ptr [ %375, %377 ], [ %404, %402 ], [ %410, %419 ]
  %423 = phi ptr [ %374, %377 ], [ %403, %402 ], [ %411, %419 ]
  br label %424

424:                                              ; preds = %421, %424
  %425 = phi ptr [ %429, %424 ], [ %422, %421 ]
  %426 = phi ptr [ %427, %424 ], [ %423, %421 ]
  %427 = getelementptr inbounds i8, ptr %426, i64 1
  %428 = load i8, ptr %426, align 1, !tbaa !31
  %429 = getelementptr inbounds i8, ptr %425, i64 1
  store i8 %428, ptr %425, align 1, !tbaa !31
  %430 = icmp eq ptr %427, %381
  br i1 %430, label %431, label %424, !llvm.loop !123

431:                                              ; preds = %344, %424, %400, %419, %373, %336
  %432 = load ptr, ptr %72, align 8, !tbaa !36
  %433 = getelementptr inbounds i8, ptr %432, i64 %325
  store ptr %433, ptr %72, align 8, !tbaa !36
  %434 = icmp ugt i64 %325, 65535
  %435 = load ptr, ptr %75, align 8, !tbaa !38
  br i1 %434, label %436, label %443, !prof !45

436:                                              ; preds = %431
  store i32 1, ptr %74, align 8, !tbaa !46
  %437 = load ptr, ptr %1, align 8, !tbaa !47
  %438 = ptrtoint ptr %435 to i64
  %439 = ptrtoint ptr %437 to i64
  %440 = sub i64 %438, %439
  %441 = lshr exact i64 %440, 3
  %442 = trunc i64 %441 to i32
  store i32 %442, ptr %76, align 4, !tbaa !48
  br label %443

443:                                              ; preds = %333, %436, %431
  %444 = phi ptr [ %335, %333 ], [ %435, %436 ], [ %435, %431 ]
  %445 = trunc i64 %325 to i16
  %446 = getelementptr inbounds i8, ptr %444, i64 4
  store i16 %445, ptr %446, align 4, !tbaa !49
  store i32 %309, ptr %444, align 4, !tbaa !51
  %447 = add i64 %322, -3
  %448 = icmp ugt i64 %447, 65535
  br i1 %448, label %449, label %456, !prof !52

449:                                              ; preds = %443
  store i32 2, ptr %74, align 8, !tbaa !46
  %450 = load ptr, ptr %1, align 8, !tbaa !47
  %451 = ptrtoint ptr %444 to i64
  %452 = ptrtoint ptr %450 to i64
  %453 = sub i64 %451, %452
  %454 = lshr exact i64 %453, 3
  %455 = trunc i64 %454 to i32
  store i32 %455, ptr %76, align 4, !tbaa !48
  br label %456

456:                                              ; preds = %443, %449
  %457 = trunc i64 %447 to i16
  %458 = getelementptr inbounds i8, ptr %444, i64 6
  store i16 %457, ptr %458, align 2, !tbaa !53
  %459 = getelementptr inbounds i8, ptr %444, i64 8
  store ptr %459, ptr %75, align 8, !tbaa !38
  %460 = getelementptr inbounds i8, ptr %316, i64 %322
  %461 = icmp ult ptr %315, %460
  br i1 %461, label %462, label %467

462:                                              ; preds = %456
  %463 = ptrtoint ptr %315 to i64
  %464 = sub i64 %463, %22
  %465 = trunc i64 %464 to i32
  %466 = getelementptr inbounds i32, ptr %9, i64 %313
  store i32 %465, ptr %466, align 4, !tbaa !20
  br label %467

467:                                              ; preds = %462, %456
  %468 = icmp ugt ptr %460, %47
  br i1 %468, label %601, label %469

469:                                              ; preds = %467
  %470 = add i32 %314, 2
  %471 = zext i32 %314 to i64
  %472 = getelementptr inbounds i8, ptr %63, i64 %471
  switch i32 %5, label %509 [
    i32 8, label %500
    i32 5, label %473
    i32 6, label %482
    i32 7, label %491
  ]

473:                                              ; preds = %469
  %474 = load i64, ptr %472, align 1, !tbaa !21
  %475 = mul i64 %474, -3523014627271114752
  %476 = lshr i64 %475, %69
  %477 = getelementptr inbounds i32, ptr %9, i64 %476
  store i32 %470, ptr %477, align 4, !tbaa !20
  %478 = getelementptr inbounds i8, ptr %460, i64 -2
  %479 = load i64, ptr %478, align 1, !tbaa !21
  %480 = mul i64 %479, -3523014627271114752
  %481 = lshr i64 %480, %69
  br label %520

482:                                              ; preds = %469
  %483 = load i64, ptr %472, align 1, !tbaa !21
  %484 = mul i64 %483, -3523014627193847808
  %485 = lshr i64 %484, %69
  %486 = getelementptr inbounds i32, ptr %9, i64 %485
  store i32 %470, ptr %486, align 4, !tbaa !20
  %487 = getelementptr inbounds i8, ptr %460, i64 -2
  %488 = load i64, ptr %487, align 1, !tbaa !21
  %489 = mul i64 %488, -3523014627193847808
  %490 = lshr i64 %489, %69
  br label %520

491:                                              ; preds = %469
  %492 = load i64, ptr %472, align 1, !tbaa !21
  %493 = mul i64 %492, -3523014627193167104
  %494 = lshr i64 %493, %69
  %495 = getelementptr inbounds i32, ptr %9, i64 %494
  store i32 %470, ptr %495, align 4, !tbaa !20
  %496 = getelementptr inbounds i8, ptr %460, i64 -2
  %497 = load i64, ptr %496, align 1, !tbaa !21
  %498 = mul i64 %497, -3523014627193167104
  %499 = lshr i64 %498, %69
  br label %520

500:                                              ; preds = %469
  %501 = load i64, ptr %472, align 1, !tbaa !21
  %502 = mul i64 %501, -3523014627327384477
  %503 = lshr i64 %502, %69
  %504 = getelementptr inbounds i32, ptr %9, i64 %503
  store i32 %470, ptr %504, align 4, !tbaa !20
  %505 = getelementptr inbounds i8, ptr %460, i64 -2
  %506 = load i64, ptr %505, align 1, !tbaa !21
  %507 = mul i64 %506, -3523014627327384477
  %508 = lshr i64 %507, %69
  br label %520

509:                                              ; preds = %469
  %510 = load i32, ptr %472, align 1, !tbaa !20
  %511 = mul i32 %510, -1640531535
  %512 = lshr i32 %511, %70
  %513 = zext i32 %512 to i64
  %514 = getelementptr inbounds i32, ptr %9, i64 %513
  store i32 %470, ptr %514, align 4, !tbaa !20
  %515 = getelementptr inbounds i8, ptr %460, i64 -2
  %516 = load i32, ptr %515, align 1, !tbaa !20
  %517 = mul i32 %516, -1640531535
  %518 = lshr i32 %517, %70
  %519 = zext i32 %518 to i64
  br label %520

520:                                              ; preds = %500, %491, %482, %473, %509
  %521 = phi ptr [ %515, %509 ], [ %496, %491 ], [ %487, %482 ], [ %478, %473 ], [ %505, %500 ]
  %522 = phi i64 [ %519, %509 ], [ %499, %491 ], [ %490, %482 ], [ %481, %473 ], [ %508, %500 ]
  %523 = ptrtoint ptr %521 to i64
  %524 = sub i64 %523, %22
  %525 = trunc i64 %524 to i32
  %526 = getelementptr inbounds i32, ptr %9, i64 %522
  store i32 %525, ptr %526, align 4, !tbaa !20
  br label %527

527:                                              ; preds = %520, %596
  %528 = phi ptr [ %574, %596 ], [ %459, %520 ]
  %529 = phi i32 [ %530, %596 ], [ %318, %520 ]
  %530 = phi i32 [ %529, %596 ], [ %317, %520 ]
  %531 = phi ptr [ %599, %596 ], [ %460, %520 ]
  %532 = ptrtoint ptr %531 to i64
  %533 = sub i64 %532, %22
  %534 = trunc i64 %533 to i32
  %535 = sub i32 %534, %530
  %536 = icmp ult i32 %535, %42
  %537 = zext i32 %535 to i64
  %538 = select i1 %536, ptr %20, ptr %18
  %539 = getelementptr inbounds i8, ptr %538, i64 %537
  %540 = sub i32 %535, %42
  %541 = icmp ugt i32 %540, -4
  %542 = icmp eq i32 %530, 0
  %543 = select i1 %542, i1 true, i1 %541
  br i1 %543, label %601, label %544

544:                                              ; preds = %527
  %545 = load i32, ptr %539, align 1, !tbaa !20
  %546 = load i32, ptr %531, align 1, !tbaa !20
  %547 = icmp eq i32 %545, %546
  br i1 %547, label %548, label %601

548:                                              ; preds = %544
  %549 = select i1 %536, ptr %45, ptr %46
  %550 = getelementptr inbounds i8, ptr %531, i64 4
  %551 = getelementptr inbounds i8, ptr %539, i64 4
  %552 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %550, ptr noundef nonnull %551, ptr noundef %46, ptr noundef %549, ptr noundef nonnull %44)
  %553 = add i64 %552, 4
  %554 = icmp ugt ptr %531, %71
  br i1 %554, label %559, label %555

555:                                              ; preds = %548
  %556 = load ptr, ptr %72, align 8, !tbaa !36
  %557 = load <16 x i8>, ptr %531, align 1
  store <16 x i8> %557, ptr %556, align 1
  %558 = load ptr, ptr %75, align 8, !tbaa !38
  br label %559

559:                                              ; preds = %548, %555
  %560 = phi ptr [ %528, %548 ], [ %558, %555 ]
  %561 = getelementptr inbounds i8, ptr %560, i64 4
  store i16 0, ptr %561, align 4, !tbaa !49
  store i32 1, ptr %560, align 4, !tbaa !51
  %562 = add i64 %552, 1
  %563 = icmp ugt i64 %562, 65535
  br i1 %563, label %564, label %571, !prof !52

564:                                              ; preds = %559
  store i32 2, ptr %74, align 8, !tbaa !46
  %565 = load ptr, ptr %1, align 8, !tbaa !47
  %566 = ptrtoint ptr %560 to i64
  %567 = ptrtoint ptr %565 to i64
  %568 = sub i64 %566, %567
  %569 = lshr exact i64 %568, 3
  %570 = trunc i64 %569 to i32
  store i32 %570, ptr %76, align 4, !tbaa !48
  br label %571

571:                                              ; preds = %559, %564
  %572 = trunc i64 %562 to i16
  %573 = getelementptr inbounds i8, ptr %560, i64 6
  store i16 %572, ptr %573, align 2, !tbaa !53
  %574 = getelementptr inbounds i8, ptr %560, i64 8
  store ptr %574, ptr %75, align 8, !tbaa !38
  switch i32 %5, label %575 [
    i32 8, label %592
    i32 5, label %580
    i32 6, label %584
    i32 7, label %588
  ]

575:                                              ; preds = %571
  %576 = load i32, ptr %531, align 1, !tbaa !20
  %577 = mul i32 %576, -1640531535
  %578 = lshr i32 %577, %70
  %579 = zext i32 %578 to i64
  br label %596

580:                                              ; preds = %571
  %581 = load i64, ptr %531, align 1, !tbaa !21
  %582 = mul i64 %581, -3523014627271114752
  %583 = lshr i64 %582, %69
  br label %596

584:                                              ; preds = %571
  %585 = load i64, ptr %531, align 1, !tbaa !21
  %586 = mul i64 %585, -3523014627193847808
  %587 = lshr i64 %586, %69
  br label %596

588:                                              ; preds = %571
  %589 = load i64, ptr %531, align 1, !tbaa !21
  %590 = mul i64 %589, -3523014627193167104
  %591 = lshr i64 %590, %69
  br label %596

592:                                              ; preds = %571
  %593 = load i64, ptr %531, align 1, !tbaa !21
  %594 = mul i64 %593, -3523014627327384477
  %595 = lshr i64 %594, %69
  br label %596

596:                                              ; preds = %592, %588, %584, %580, %575
  %597 = phi i64 [ %579, %575 ], [ %591, %588 ], [ %587, %584 ], [ %583, %580 ], [ %595, %592 ]
  %598 = getelementptr inbounds i32, ptr %9, i64 %597
  store i32 %534, ptr %598, align 4, !tbaa !20
  %599 = getelementptr inbounds i8, ptr %531, i64 %553
  %600 = icmp ugt ptr %599, %47
  br i1 %600, label %601, label %527

601:                                              ; preds = %596, %544, %527, %467
  %602 = phi ptr [ %460, %467 ], [ %599, %596 ], [ %531, %544 ], [ %531, %527 ]
  %603 = phi i32 [ %317, %467 ], [ %529, %596 ], [ %530, %544 ], [ %530, %527 ]
  %604 = phi i32 [ %318, %467 ], [ %530, %596 ], [ %529, %544 ], [ %529, %527 ]
  %605 = getelementptr inbounds i8, ptr %602, i64 %16
  %606 = getelementptr inbounds i8, ptr %605, i64 1
  %607 = icmp ult ptr %606, %47
  br i1 %607, label %77, label %263

608:                                              ; preds = %263, %50
  %609 = phi i64 [ %51, %50 ], [ %276, %263 ]
  ret i64 %609
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #5

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { inlinehint nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
!17 = !{!7, !9, i64 8}
!18 = !{!7, !12, i64 44}
!19 = !{!15, !12, i64 8}
!20 = !{!12, !12, i64 0}
!21 = !{!13, !13, i64 0}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
!24 = distinct !{!24, !23}
!25 = !{!7, !12, i64 272}
!26 = !{!15, !12, i64 0}
!27 = !{!15, !12, i64 20}
!28 = !{!7, !12, i64 24}
!29 = !{!7, !12, i64 40}
!30 = !{i64 5222}
!31 = !{!10, !10, i64 0}
!32 = distinct !{!32, !23}
!33 = distinct !{!33, !23}
!34 = !{!35, !35, i64 0}
!35 = !{!"short", !10, i64 0}
!36 = !{!37, !9, i64 24}
!37 = !{!"", !9, i64 0, !9, i64 8, !9, i64 16, !9, i64 24, !9, i64 32, !9, i64 40, !9, i64 48, !13, i64 56, !13, i64 64, !12, i64 72, !12, i64 76}
!38 = !{!37, !9, i64 8}
!39 = distinct !{!39, !23}
!40 = distinct !{!40, !23, !41, !42}
!41 = !{!"llvm.loop.isvectorized", i32 1}
!42 = !{!"llvm.loop.unroll.runtime.disable"}
!43 = distinct !{!43, !23, !41, !42}
!44 = distinct !{!44, !23, !41}
!45 = !{!"branch_weights", !"expected", i32 1430940, i32 2146052708}
!46 = !{!37, !12, i64 72}
!47 = !{!37, !9, i64 0}
!48 = !{!37, !12, i64 76}
!49 = !{!50, !35, i64 4}
!50 = !{!"SeqDef_s", !12, i64 0, !35, i64 4, !35, i64 6}
!51 = !{!50, !12, i64 0}
!52 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!53 = !{!50, !35, i64 6}
!54 = distinct !{!54, !23, !41, !42}
!55 = distinct !{!55, !23, !41, !42}
!56 = distinct !{!56, !23, !41}
!57 = distinct !{!57, !23, !41, !42}
!58 = distinct !{!58, !23, !41, !42}
!59 = distinct !{!59, !23, !41}
!60 = distinct !{!60, !23, !41, !42}
!61 = distinct !{!61, !23, !41, !42}
!62 = distinct !{!62, !23, !41}
!63 = distinct !{!63, !23, !41, !42}
!64 = distinct !{!64, !23, !41, !42}
!65 = distinct !{!65, !23, !41}
!66 = distinct !{!66, !23, !41, !42}
!67 = distinct !{!67, !23, !41, !42}
!68 = distinct !{!68, !23, !41}
!69 = distinct !{!69, !23, !41, !42}
!70 = distinct !{!70, !23, !41, !42}
!71 = distinct !{!71, !23, !41}
!72 = distinct !{!72, !23, !41, !42}
!73 = distinct !{!73, !23, !41, !42}
!74 = distinct !{!74, !23, !41}
!75 = !{!7, !9, i64 248}
!76 = !{!7, !9, i64 0}
!77 = !{!7, !12, i64 296}
!78 = distinct !{!78, !23}
!79 = distinct !{!79, !23, !41, !42}
!80 = distinct !{!80, !23, !41, !42}
!81 = distinct !{!81, !23, !41}
!82 = distinct !{!82, !23}
!83 = distinct !{!83, !23, !41, !42}
!84 = distinct !{!84, !23, !41, !42}
!85 = distinct !{!85, !23, !41}
!86 = distinct !{!86, !23}
!87 = distinct !{!87, !23, !41, !42}
!88 = distinct !{!88, !23, !41, !42}
!89 = distinct !{!89, !23, !41}
!90 = distinct !{!90, !23, !41, !42}
!91 = distinct !{!91, !23, !41, !42}
!92 = distinct !{!92, !23, !41}
!93 = distinct !{!93, !23, !41, !42}
!94 = distinct !{!94, !23, !41, !42}
!95 = distinct !{!95, !23, !41}
!96 = distinct !{!96, !23, !41, !42}
!97 = distinct !{!97, !23, !41, !42}
!98 = distinct !{!98, !23, !41}
!99 = distinct !{!99, !23, !41, !42}
!100 = distinct !{!100, !23, !41, !42}
!101 = distinct !{!101, !23, !41}
!102 = distinct !{!102, !23, !41, !42}
!103 = distinct !{!103, !23, !41, !42}
!104 = distinct !{!104, !23, !41}
!105 = distinct !{!105, !23, !41, !42}
!106 = distinct !{!106, !23, !41, !42}
!107 = distinct !{!107, !23, !41}
!108 = distinct !{!108, !23, !41, !42}
!109 = distinct !{!109, !23, !41, !42}
!110 = distinct !{!110, !23, !41}
!111 = distinct !{!111, !23, !41, !42}
!112 = distinct !{!112, !23, !41, !42}
!113 = distinct !{!113, !23, !41}
!114 = distinct !{!114, !23, !41, !42}
!115 = distinct !{!115, !23, !41, !42}
!116 = distinct !{!116, !23, !41}
!117 = !{!7, !9, i64 16}
!118 = !{!7, !12, i64 28}
!119 = distinct !{!119, !23}
!120 = distinct !{!120, !23}
!121 = distinct !{!121, !23, !41, !42}
!122 = distinct !{!122, !23, !41, !42}
!123 = distinct !{!123, !23, !41}
